//! The one integration-test binary.

mod lang;
mod store;
