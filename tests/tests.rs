//! The one integration-test binary.

mod cards;
mod cli;
mod deck;
mod engine;
mod export;
mod lang;
mod rules;
mod scenarios;
mod store;
mod tournament;
