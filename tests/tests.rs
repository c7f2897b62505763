//! The one integration-test binary.

mod cli;
mod deck;
mod engine;
mod export;
mod fuzz;
mod harden;
mod lang;
mod rules;
mod scenarios;
mod store;
mod tournament;
