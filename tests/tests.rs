//! The one integration-test binary.

mod lang;
mod rules;
mod store;
