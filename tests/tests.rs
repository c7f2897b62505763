//! The one integration-test binary.

mod deck;
mod engine;
mod lang;
mod rules;
mod store;
