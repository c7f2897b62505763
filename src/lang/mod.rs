//! The judge language: one line of text to [`ast::Command`]s, with byte spans for errors.
//! No rules here.

pub mod ast;
