//! The engine's core: the data model and what every rule area shares. The board ([`state`]) and
//! its cards ([`board_cards`]), events ([`event`]), card definitions ([`card`]) and the card
//! library ([`library`]), refusals ([`error`]), typed names ([`names`]), the steps of one event
//! ([`out`]) and the readings they state ([`reading`]), what resolving an action keeps track of
//! ([`resolution`]), the spans of a saved board's JSON text ([`json_spans`]), a card definition
//! built from what was typed ([`typed_card`]) and the checks the decide side of every rule area
//! shares ([`checks`]).
//!
//! The core imports no rule area and neither dispatcher: rule areas import the core (and each
//! other where the rules refer to each other), and `decide.rs` and `apply.rs` import the rule
//! areas.

mod board_blocks;
pub mod board_cards;
pub mod card;
pub(crate) mod checks;
pub mod error;
pub mod event;
pub mod gold;
pub mod json_spans;
pub mod library;
pub mod names;
pub(crate) mod notes;
pub mod out;
pub(crate) mod reading;
mod reading_steps;
pub(crate) mod resolution;
pub mod state;
pub(crate) mod typed_card;
