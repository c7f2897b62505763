//! The one integration-test binary.

mod cli;
mod deck;
mod engine;
mod export;
mod lang;
mod rules;
mod scenarios;
mod serve;
#[cfg(unix)]
mod serve_browser;
mod serve_http;
mod serve_load;
mod store;
mod tournament;
