//! Turning the board and the steps into text (comfy-table) and into documented JSON objects.
//! The JSON shapes here are explicit DTOs: the engine's state is never serialized as such.
//!
//! `view` holds the DTOs (`board_view`), `board` the board as text, `steps` the steps, refusals
//! and expectation lines, `layout` the fitting of text to the terminal's width, `log` a case's
//! event log as a table, `rule` a rule of the corpus, `text` typed text made safe for a terminal.
//! The command line, the shell and the server all print through these, so none of them needs
//! another's code.

mod board;
mod layout;
mod log;
mod rule;
mod steps;
mod text;
mod view;

pub use board::{board, board_for, open_things, show_board};
pub use layout::{fit, output_width, table_text, table_text_for, wrap};
pub use log::log_table;
pub use rule::{rule_text, rule_text_in};
pub use steps::{
    colour_on, expectation, refusal, show_steps, slip_hint, steps, steps_for, steps_in,
};
pub use text::{error_text, escape_controls, escape_lines};
pub use view::{
    attack_view, board_view, board_view_drawn, board_view_drawn_as, card_label, drawn, ArmyView,
    AttackView, BattlefieldView, BoardView, CardView, Drawn, DuelView, FocusView, PaymentView,
    PendingView, PetitionView, PileCut, PlayerView, ProvinceView, PILE_SHOWN,
};

/// The shell's own commands (defined beside the judge language's words, in `lang`).
pub use crate::lang::SHELL_WORDS;
