//! The one integration-test binary; each module tests one area through the library.

mod rules;
