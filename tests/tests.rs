//! The one integration-test binary.

mod cli;
mod engine;
mod lang;
mod rules;
mod scenarios;
mod store;
