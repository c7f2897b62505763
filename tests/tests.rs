//! The one integration-test binary.

mod cli;
mod deck;
mod duel;
mod engine;
mod export;
mod lang;
mod rules;
mod scenarios;
mod store;
mod tournament;
