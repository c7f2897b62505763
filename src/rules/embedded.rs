//! The corpus as `build.rs` wrote it out: `FILES`, each corpus file's TOML; `TEXT`, every text of
//! the corpus once, of which each [`Text`] is a span; `LISTS`, the lists of texts; and
//! `EMBEDDED`, the corpus read and checked at build time (a file that does not parse or pass the
//! checks fails the build).
//!
//! The tables hold no pointers but a handful, so they sit in read-only memory untouched (and
//! unrelocated) until a command reads them.

use super::search::Row;
use super::text::{Text, Texts};
use super::{DocKind, Document, Rule};

include!(concat!(env!("OUT_DIR"), "/corpus.rs"));

/// The corpus read at build time.
pub(super) struct Embedded {
    pub(super) documents: &'static [Document],
    pub(super) rules: &'static [Rule],
    /// `rules[i]`'s texts as search compares them.
    pub(super) rows: &'static [Row],
    /// The positions in `rules`, sorted by id.
    pub(super) by_id: &'static [u32],
}
