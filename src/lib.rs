//! gunbai: a ruling assistant for judges of Legend of the Five Rings, the original collectible
//! card game. See `ARCHITECTURE.md` for the map of the code.
//!
//! Data flows one way: text ─▶ [`lang`] ─▶ [`engine::decide`] ─▶ events ─▶ [`store`];
//! events ─▶ [`engine::apply`] ─▶ state and explained steps ─▶ [`render`].

pub mod cards;
pub mod cli;
pub mod coverage;
pub mod deck;
pub mod engine;
pub mod errors;
pub mod export;
pub mod fold;
pub mod i18n;
pub mod input;
pub mod lang;
pub mod msg;
pub mod render;
pub mod repl;
pub mod rules;
pub mod serve;
pub mod session;
pub mod store;
pub mod sync;
pub mod tournament;
