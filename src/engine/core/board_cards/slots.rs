//! A card on the board as [`Cards`](super::Cards) holds it ([`Slot`]): decoded, or the text a
//! saved board holds of it ([`Saved`]), with what the passes over every card read of it
//! ([`Glance`]) found in that text.

use super::{card_digest, text_digest, Digest};
use crate::engine::core::card::CardDef;
use crate::engine::core::json_spans::{members_from, value_end};
use crate::engine::core::state::{Card, PlayerIx, Zone};
use crate::lang::ast::{CardKind, DeadKind};
use std::sync::{Arc, OnceLock};

/// A card on the board: decoded, or the text a saved board holds of it, decoded when first read.
#[derive(Clone)]
pub(super) struct Slot {
    pub(super) card: OnceLock<Arc<Card>>,
    /// The card's text in the saved board it was read from, while the card is unchanged.
    pub(super) saved: Option<Saved>,
}

/// A card's text in a saved board (what `serde_json::to_vec` writes of it, which is what its
/// digest is taken over), and what [`Glance`] reads of it, found in that text.
#[derive(Clone)]
pub(super) struct Saved {
    /// The saved board's whole text, shared by its cards.
    pub(super) text: Arc<Vec<u8>>,
    /// Where the card's text, its handle and its host lie in `text` (a saved board is bounded
    /// well below 4 GiB: 32 bits each keep a long game's dead small).
    pub(super) span: Span,
    pub(super) handle: Span,
    pub(super) attached_to: Option<Span>,
    pub(super) controller: u32,
    pub(super) zone: Zone,
    pub(super) modified: bool,
}

/// A span of a saved board's text, from its first byte to one past its last.
#[derive(Clone, Copy)]
pub(super) struct Span(pub(super) u32, pub(super) u32);

impl Span {
    /// The span `from..to`, if both fit in 32 bits.
    pub(super) fn new(from: usize, to: usize) -> Option<Span> {
        Some(Span(u32::try_from(from).ok()?, u32::try_from(to).ok()?))
    }

    pub(super) fn range(self) -> std::ops::Range<usize> {
        self.0 as usize..self.1 as usize
    }
}

/// What the board reads of a card without decoding it, for the passes over every card (the chi
/// sweep and the end of turn with no record of what changed, finding a handle or a pile, what is
/// attached to what).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Glance<'a> {
    pub handle: &'a str,
    pub controller: PlayerIx,
    pub zone: Zone,
    pub attached_to: Option<&'a str>,
    /// The card carries modifications (`Card::mods` is not empty).
    pub modified: bool,
}

impl Slot {
    pub(super) fn new(card: Card) -> Slot {
        Slot {
            card: OnceLock::from(Arc::new(card)),
            saved: None,
        }
    }

    /// The card, decoded from its saved text when first read.
    pub(super) fn card(&self) -> &Card {
        self.card.get_or_init(|| {
            Arc::new(match &self.saved {
                Some(saved) => saved.decode(),
                None => Card::new(
                    "",
                    CardDef::new("", CardKind::Personality),
                    0,
                    Zone::Removed,
                ),
            })
        })
    }

    /// The card, to change: decoded if it was not, and its saved text forgotten.
    pub(super) fn card_mut(&mut self) -> Option<&mut Card> {
        self.card();
        self.saved = None;
        self.card.get_mut().map(Arc::make_mut)
    }

    pub(super) fn glance(&self) -> Glance<'_> {
        match &self.saved {
            Some(saved) => saved.glance(),
            None => {
                let c = self.card();
                Glance {
                    handle: &c.handle,
                    controller: c.controller,
                    zone: c.zone,
                    attached_to: c.attached_to.as_deref(),
                    modified: !c.mods.is_empty(),
                }
            }
        }
    }

    /// The card's digest at `at`: over its saved text while it has one (the text
    /// `serde_json::to_vec` writes of it), else over the text written now.
    pub(super) fn digest(&self, at: usize) -> Digest {
        match &self.saved {
            Some(saved) => text_digest(at, saved.bytes()),
            None => card_digest(at, self.card()),
        }
    }
}

impl PartialEq for Slot {
    fn eq(&self, other: &Slot) -> bool {
        self.card() == other.card()
    }
}

impl Saved {
    pub(super) fn bytes(&self) -> &[u8] {
        self.text.get(self.span.range()).unwrap_or_default()
    }

    pub(super) fn str_at(&self, span: Span) -> &str {
        self.text
            .get(span.range())
            .and_then(|b| std::str::from_utf8(b).ok())
            .unwrap_or_default()
    }

    pub(super) fn glance(&self) -> Glance<'_> {
        Glance {
            handle: self.str_at(self.handle),
            controller: self.controller as PlayerIx,
            zone: self.zone,
            attached_to: self.attached_to.map(|r| self.str_at(r)),
            modified: self.modified,
        }
    }

    /// The card its text holds. The board it came from hashed to the state hash its step
    /// recorded, so the text is what `serde_json::to_vec` wrote of a card, and a board is saved
    /// only when each card's text reads back as that card: it reads. Were it not to, the card
    /// would read as a bare one of its handle, owner and zone rather than stop the process.
    pub(super) fn decode(&self) -> Card {
        serde_json::from_slice::<Card>(self.bytes()).unwrap_or_else(|_| {
            let handle = self.str_at(self.handle).to_string();
            let def = CardDef::new(handle.clone(), CardKind::Personality);
            Card::new(handle, def, self.controller as PlayerIx, self.zone)
        })
    }

    /// The card whose text starts at `start` in `text`, read as far as [`Glance`] needs, and
    /// where its text ends. `None` when the text is not a card as `serde_json::to_vec` writes
    /// one: a handle or host with an escape in it, or a zone written otherwise, included.
    pub(super) fn read(text: &Arc<Vec<u8>>, start: usize) -> Option<(Saved, usize)> {
        let b = text.as_slice();
        let mut handle = None;
        let mut attached_to = None;
        let mut controller = None;
        let mut zone = None;
        let mut modified = false;
        let end = members_from(b, start, |key, from| {
            let end = value_end(b, from)?;
            match key {
                b"handle" => handle = Some(plain_string(b, from, end)?),
                b"attached_to" => attached_to = Some(plain_string(b, from, end)?),
                b"controller" => {
                    let digits = b.get(from..end)?;
                    if digits.is_empty()
                        || digits.len() > 9
                        || !digits.iter().all(u8::is_ascii_digit)
                    {
                        return None;
                    }
                    controller = Some(
                        digits
                            .iter()
                            .fold(0u32, |n, d| n * 10 + u32::from(d - b'0')),
                    );
                }
                b"zone" => {
                    let written = b.get(from..end)?;
                    zone = Some(
                        zone_texts()
                            .iter()
                            .find(|(t, _)| t.as_slice() == written)
                            .map(|&(_, z)| z)?,
                    );
                }
                b"mods" => modified = true,
                _ => {}
            }
            Some(end)
        })?;
        Some((
            Saved {
                text: Arc::clone(text),
                span: Span::new(start, end)?,
                handle: handle?,
                attached_to,
                controller: controller?,
                zone: zone?,
                modified,
            },
            end,
        ))
    }
}

/// The text between the quotes of the JSON string spanning `from..end`, if it has no escape
/// (a handle as typed has none; one with an escape is decoded instead).
pub(super) fn plain_string(b: &[u8], from: usize, end: usize) -> Option<Span> {
    let inner = b.get(from + 1..end.checked_sub(1)?)?;
    if b.get(from) != Some(&b'"') || inner.contains(&b'\\') || std::str::from_utf8(inner).is_err() {
        return None;
    }
    Span::new(from + 1, end - 1)
}

/// Every zone and its text as `serde_json` writes it.
pub(super) fn zone_texts() -> &'static [(Vec<u8>, Zone)] {
    static TEXTS: OnceLock<Vec<(Vec<u8>, Zone)>> = OnceLock::new();
    TEXTS.get_or_init(|| {
        [
            Zone::InPlay,
            Zone::Hand,
            Zone::Dead(DeadKind::Honorable),
            Zone::Dead(DeadKind::Dishonorable),
            Zone::Dead(DeadKind::Discarded),
            Zone::Discard,
            Zone::Removed,
        ]
        .into_iter()
        .filter_map(|z| Some((serde_json::to_vec(&z).ok()?, z)))
        .collect()
    })
}
