//! The one integration-test binary.

mod engine;
mod export;
mod lang;
mod rules;
mod store;
mod tournament;
