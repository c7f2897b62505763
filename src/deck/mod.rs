//! Deck lists and their legality: `gunbai deck check FILE`.
//!
//! A deck file (docs/deck-format.md) is read into a [`DeckList`] without ever failing; [`check`]
//! then looks every card up in the card library and reports each rule the deck breaks, with its
//! rule id and line: deck sizes and copy limits (setup.decks, setup.one-copy, unique.in-play,
//! experienced.deck-limit), cards in the wrong deck, the one stronghold, and optionally the card
//! pool of a simulation environment (optional.hidden-emperor, optional.extended-jade).
//!
//! *Invariant:* checking does no I/O; only [`cli`] reads files and prints.

mod check;
pub mod cli;
mod env;
mod l5d;
mod parse;

pub use check::{
    check, check_list, check_list_with, copy_limit, find_card, home_of, name_variants, other_home,
    Counts, OtherKinds, Report, Unchecked, Violation, ViolationKind, MAX_COPIES, MIN_DECK,
};
pub use cli::{check_command, render_table};
pub use env::{base_name, level, EnvError, Environment, Environments};
pub use l5d::{exp_suffix, looks_like_l5d, parse_l5d};
pub use parse::{parse, DeckList, Entry, LineProblem, Section};
