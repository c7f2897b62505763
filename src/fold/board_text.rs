//! A board's text as it is saved ([`BoardText`]): each board written from the last, the cards
//! unchanged since written from their texts, and the cards out of play it wrote rested on them.

use crate::engine::state::{Card, Cards, Zone};
use crate::engine::{Game, State};
use crate::store::snapshots::Packer;
use std::sync::Arc;

/// A saved board's text is at most this many times the log it spares folding
/// (`boards::worth_keeping`).
pub const BOARD_TEXT_PER_LOG: u64 = 1;

/// A board made for saving: its bytes as the store keeps them (`None` when its text alone made
/// it not worth keeping, so it was not compressed), and the length of its text.
pub(super) struct MadeBoard {
    pub(super) packed: Option<Vec<u8>>,
    pub(super) text: u64,
}

/// Boards written as they are saved (`serde_json::to_vec` of the board, byte for byte), for a
/// fold that saves one every [`SNAPSHOT_EVERY`] steps: each card's text is kept, by its place on
/// the board, and written again as it is while the card is unchanged. A long game's dead lie
/// unchanged for the rest of it, so a board costs what changed since the last one, not every card
/// it holds written out again. A card still as a saved board held it is written from that text
/// ([`Cards::saved_text`]), without being decoded.
///
/// A card's text is written only once it reads back as the same card: a saved board's cards are
/// decoded only when read, after the board was checked, so each must read.
#[derive(Default)]
pub(super) struct BoardText {
    /// The card at each place when the last board was written, and its text (`None`: written
    /// from a saved board's text, or not written yet).
    /// A card kept is shared with the board (`Arc`): the same pointer is the same card, since
    /// a change to a shared card copies it; cards compared equal are the same too.
    cards: Vec<Option<(Arc<Card>, Vec<u8>)>>,
    /// The last board's text, its room used again for the next.
    buf: Vec<u8>,
    /// The cards out of play written from their decoded form into the last board's text, and
    /// where: to rest on their texts ([`BoardText::packed_resting`]).
    to_rest: Vec<(usize, std::ops::Range<usize>)>,
    packer: Packer,
    /// Writes one board only: keeps no card's text for a next one.
    once: bool,
}

impl BoardText {
    /// A writer of one board, which keeps nothing of it (the case's last board).
    pub(super) fn once() -> BoardText {
        BoardText {
            once: true,
            ..BoardText::default()
        }
    }

    /// The game's board as the store keeps it (compressed, [`Packer`]); then the cards written
    /// from their decoded form and out of play rest on their texts ([`Game::rest_cards_on`]),
    /// copied together into one text of their own: a fold that saves boards so holds a long
    /// game's dead as their texts, not decoded, and each card's text once, and this writer keeps
    /// no text of its own for them (a resting card is written from its text).
    ///
    /// A board whose text is larger than [`worth_keeping`] allows against `covered` bytes of log
    /// is not compressed: it would not be kept.
    pub(super) fn packed_resting(&mut self, game: &mut Game, covered: u64) -> Option<MadeBoard> {
        let made = self.packed(game.state(), covered)?;
        let mut text = Vec::with_capacity(self.to_rest.iter().map(|(_, r)| r.len()).sum());
        let mut places = Vec::with_capacity(self.to_rest.len());
        for (at, span) in self.to_rest.drain(..) {
            places.push((at, text.len()));
            text.extend_from_slice(self.buf.get(span)?);
        }
        if places.is_empty() {
            return Some(made);
        }
        game.rest_cards_on(&Arc::new(text), &places);
        let cards = &game.state().cards;
        for &(at, _) in &places {
            if cards.saved_text(at).is_some() {
                if let Some(kept) = self.cards.get_mut(at) {
                    *kept = None;
                }
            }
        }
        Some(made)
    }

    /// The board as the store keeps it (compressed, [`Packer`]): its text is written into the
    /// room of the last, so that boards gathered for saving hold only their compressed bytes and
    /// no board's text takes fresh memory.
    fn packed(&mut self, state: &State, covered: u64) -> Option<MadeBoard> {
        let mut buf = std::mem::take(&mut self.buf);
        buf.clear();
        let written = self.write_into(state, &mut buf);
        let text = buf.len() as u64;
        let packed = written.map(|()| MadeBoard {
            packed: (text <= covered.saturating_mul(BOARD_TEXT_PER_LOG))
                .then(|| self.packer.pack(&buf)),
            text,
        });
        self.buf = buf;
        packed
    }

    /// The text of `state` as `serde_json::to_vec` writes it; `None` if it cannot be written.
    #[cfg(test)]
    pub(super) fn write(&mut self, state: &State) -> Option<Vec<u8>> {
        let mut out = Vec::new();
        self.write_into(state, &mut out).map(|()| out)
    }

    /// [`BoardText::write`] at the end of `out`.
    pub(super) fn write_into(&mut self, state: &State, out: &mut Vec<u8>) -> Option<()> {
        // Everything but the cards, with an empty list where they go: the board's first field
        // is its players, whose texts cannot hold `"cards":[]` (a quote in a text is escaped).
        let mut rest = state.clone();
        rest.cards = Cards::default();
        let head = serde_json::to_vec(&rest).ok()?;
        const EMPTY: &[u8] = b"\"cards\":[]";
        let open = head.windows(EMPTY.len()).position(|w| w == EMPTY)? + EMPTY.len() - 1;
        out.extend_from_slice(&head[..open]);
        let n = state.cards.len();
        self.cards
            .resize_with(if self.once { 0 } else { n }, || None);
        self.to_rest.clear();
        for i in 0..n {
            if i > 0 {
                out.push(b',');
            }
            let start = out.len();
            let mut slot = self.cards.get_mut(i);
            if let Some(saved) = state.cards.saved_text(i) {
                out.extend_from_slice(saved);
                if let Some(slot) = slot {
                    *slot = None;
                }
                continue;
            }
            let card = state.cards.get_shared(i)?;
            match slot.as_deref_mut() {
                Some(Some((kept, text))) if Arc::ptr_eq(kept, card) || kept == card => {
                    out.extend_from_slice(text)
                }
                _ => {
                    let at = out.len();
                    serde_json::to_writer(&mut *out, &**card).ok()?;
                    let text = out.get(at..)?;
                    if serde_json::from_slice::<Card>(text).ok().as_ref() != Some(&**card) {
                        return None;
                    }
                    if let Some(slot) = slot {
                        *slot = Some((Arc::clone(card), text.to_vec()));
                    }
                }
            }
            if !self.once && card.zone != Zone::InPlay {
                self.to_rest.push((i, start..out.len()));
            }
        }
        out.extend_from_slice(&head[open..]);
        Some(())
    }
}
