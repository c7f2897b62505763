//! The one integration-test binary.

mod engine;
mod lang;
mod rules;
mod store;
mod tournament;
