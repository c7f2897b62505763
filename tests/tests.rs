//! The one integration-test binary.

mod cli;
mod deck;
mod engine;
mod lang;
mod rules;
mod scenarios;
mod store;
