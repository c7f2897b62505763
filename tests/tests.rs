//! The one integration-test binary.

mod cli;
mod deck;
mod engine;
mod export;
mod lang;
mod perf;
mod rules;
mod scenarios;
mod store;
mod tournament;
