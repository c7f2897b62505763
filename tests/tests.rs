//! The one integration-test binary.

mod cards;
mod cards_cases;
mod cards_cli;
mod cli;
mod deck;
mod docs;
mod duel;
mod engine;
mod export;
mod fuzz;
mod harden;
mod harden_input;
mod harden_old;
mod harden_store;
mod harden_writers;
mod help;
mod lang;
mod lang_errors;
mod lang_plays;
mod lang_scripts;
mod library;
mod overflow;
mod perf;
mod rules;
mod serve;
#[cfg(unix)]
mod serve_browser;
mod serve_command;
mod serve_http;
mod serve_load;
mod serve_shares;
mod shell;
mod snapshots;
mod store;
mod tournament;
