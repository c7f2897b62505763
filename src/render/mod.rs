//! Turning the board and the steps into text (comfy-table) and into documented JSON objects.
//! The JSON shapes here are explicit DTOs: the engine's state is never serialized as such.
//!
//! `view` holds the DTOs (`board_view`), `board` the board as text, `steps` the steps, refusals
//! and expectation lines, `layout` the fitting of text to the terminal's width.

mod board;
mod layout;
mod steps;
mod view;

pub use board::{board, board_for, open_things, show_board};
pub use layout::{fit, output_width, table_text, table_text_for, wrap};
pub use steps::{colour_on, expectation, refusal, show_steps, slip_hint, steps, steps_for};
pub use view::{
    board_view, card_label, ArmyView, AttackView, BattlefieldView, BoardView, CardView, DuelView,
    FocusView, PaymentView, PendingView, PetitionView, PlayerView, ProvinceView,
};
