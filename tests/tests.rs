//! The one integration-test binary.

mod cli;
mod deck;
mod docs;
mod engine;
mod export;
mod help;
mod lang;
mod rules;
mod scenarios;
mod shell;
mod store;
mod tournament;
