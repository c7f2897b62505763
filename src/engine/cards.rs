//! The cards on the board ([`Cards`]), kept with one digest per card so that the state hash
//! costs what an event changed, not what the board holds, and each card shared between copies of
//! the board until one of them changes it, so that copying a board costs a pointer a card.

use super::state::Card;
use serde::{Deserialize, Serialize};
use sha2::{Digest as _, Sha256};
use std::collections::HashMap;
use std::sync::Arc;

const CARD_TAG: &[u8] = b"gunbai card v2\0";

/// The cards on the board, in order, with what the state hash needs to cost only what changed:
/// a digest per card, and their sum. Reading goes through `Deref` to a slice of shared cards; a
/// change through [`Cards::get_mut`] or [`Cards::push`] marks one card, [`Cards::iter_mut`] marks
/// them all.
///
/// Copying the board (the overflow check before each decided event, a game's checkpoints) shares
/// every card and its index with the copy; a card is copied when one of the two
/// boards changes it (`Arc::make_mut`), the index when a card is added to one of them.
#[derive(Clone, Default)]
pub struct Cards {
    list: Vec<Arc<Card>>,
    /// The digest of each card at its position; `None` when it changed since it was taken.
    /// Shorter than `list` when cards were added since.
    digests: Vec<Option<Digest>>,
    /// Positions whose digest was dropped since the last [`Cards::settle`].
    dirty: Vec<usize>,
    /// The sum of every digest that is `Some`.
    sum: Digest,
    /// Position of each handle, lower-cased (the first card of that handle).
    index: Arc<HashMap<String, usize>>,
    /// Positions of the cards changed since the last chi sweep (`State::chi` of every other
    /// personality in play was above 0 then and has not changed since); `None` when any card
    /// may have changed: cards added, removed or reordered, every card handed out to change, an
    /// attachment changed (its host's chi with it), or a board never swept.
    unswept: Option<Vec<usize>>,
    /// Positions handed out to change or added since the last end of turn; `None` when any card
    /// may have changed. A card not among them holds nothing that ends with the turn.
    unended: Option<Vec<usize>>,
    /// While `unswept` is `Some`: the handles (lower-cased) that cards were attached to when
    /// the last sweep ended, so a sweep knows which chi may count attachments.
    hosts: Vec<String>,
}

/// A card's digest as four words, added word by word (wrapping) into the board's sum.
pub(super) type Digest = [u64; 4];

fn add(a: &mut Digest, b: &Digest) {
    for (x, y) in a.iter_mut().zip(b) {
        *x = x.wrapping_add(*y);
    }
}

fn sub(a: &mut Digest, b: &Digest) {
    for (x, y) in a.iter_mut().zip(b) {
        *x = x.wrapping_sub(*y);
    }
}

/// SHA-256 of the card's position and its JSON form.
fn card_digest(at: usize, card: &Card) -> Digest {
    let mut h = Sha256::new();
    h.update(CARD_TAG);
    h.update((at as u64).to_be_bytes());
    let json = serde_json::to_vec(card).unwrap_or_default();
    h.update(&json);
    let d = h.finalize();
    let mut out = [0u64; 4];
    for (i, w) in out.iter_mut().enumerate() {
        let mut b = [0u8; 8];
        b.copy_from_slice(&d[i * 8..i * 8 + 8]);
        *w = u64::from_be_bytes(b);
    }
    out
}

impl Cards {
    /// The card at `at`, to change: only its digest is taken again.
    pub fn get_mut(&mut self, at: usize) -> Option<&mut Card> {
        if at >= self.list.len() {
            return None;
        }
        self.touch(at);
        self.unended_push(at);
        if let Some(slot) = self.digests.get_mut(at) {
            if let Some(d) = slot.take() {
                sub(&mut self.sum, &d);
                self.dirty.push(at);
            }
        }
        self.list.get_mut(at).map(Arc::make_mut)
    }

    /// Adds a card at the end.
    pub fn push(&mut self, card: Card) {
        if let Some(v) = &mut self.unswept {
            v.push(self.list.len());
        }
        let at = self.list.len();
        self.unended_push(at);
        Arc::make_mut(&mut self.index)
            .entry(card.handle.to_ascii_lowercase())
            .or_insert(at);
        self.list.push(Arc::new(card));
    }

    /// Every card, in order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &Card> + ExactSizeIterator + Clone + '_ {
        self.list.iter().map(|c| &**c)
    }

    /// The card at `at`.
    pub fn get(&self, at: usize) -> Option<&Card> {
        self.list.get(at).map(|c| &**c)
    }

    /// The position of the card with this handle (letter case ignored).
    pub fn position(&self, handle: &str) -> Option<usize> {
        if self.index.len() == self.list.len() {
            let at = if handle.bytes().any(|b| b.is_ascii_uppercase()) {
                *self.index.get(&handle.to_ascii_lowercase())?
            } else {
                *self.index.get(handle)?
            };
            return self
                .list
                .get(at)
                .filter(|c| c.handle.eq_ignore_ascii_case(handle))
                .map(|_| at);
        }
        self.list
            .iter()
            .position(|c| c.handle.eq_ignore_ascii_case(handle))
    }

    /// Every card, to change: every digest is taken again. Handles must not change.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut Card> {
        self.all_changed();
        self.list.iter_mut().map(Arc::make_mut)
    }

    fn all_changed(&mut self) {
        self.unswept = None;
        self.unended = None;
        self.digests.clear();
        self.dirty.clear();
        self.sum = Digest::default();
    }

    /// Notes the card at `at` as changed for the chi sweep. A card attached to another (now,
    /// or once changed) makes the sweep look at every card: its host's chi may change with it.
    fn touch(&mut self, at: usize) {
        if let Some(v) = &mut self.unswept {
            if self.list[at].attached_to.is_some() {
                self.unswept = None;
            } else {
                v.push(at);
            }
        }
    }

    fn unended_push(&mut self, at: usize) {
        if let Some(v) = &mut self.unended {
            if v.last() != Some(&at) {
                v.push(at);
            }
            if v.len() > self.list.len() {
                self.unended = None;
            }
        }
    }

    /// The turn ends: the positions that may hold something lasting until then, in order (every
    /// card when any may), and none from now on.
    pub(super) fn end_turn(&mut self) -> Vec<usize> {
        match self.unended.replace(Vec::new()) {
            Some(mut v) => {
                v.sort_unstable();
                v.dedup();
                v
            }
            None => (0..self.list.len()).collect(),
        }
    }

    /// The positions a chi sweep must look at: `None` for every card (see `unswept`).
    pub(super) fn unswept(&self) -> Option<&[usize]> {
        let v = self.unswept.as_deref()?;
        // A card attached since it was changed changes its host's chi.
        if v.iter()
            .any(|&at| self.list.get(at).is_none_or(|c| c.attached_to.is_some()))
        {
            return None;
        }
        Some(v)
    }

    /// Every personality in play has a chi above 0: the next sweep looks only at what changes.
    /// `every` says the sweep looked at every card (attachments may have changed since the last).
    pub(super) fn swept(&mut self, every: bool) {
        if every || self.unswept.is_none() {
            self.hosts.clear();
            for c in &self.list {
                if let Some(h) = &c.attached_to {
                    if !self.hosts.iter().any(|k| k.eq_ignore_ascii_case(h)) {
                        self.hosts.push(h.to_ascii_lowercase());
                    }
                }
            }
        }
        match &mut self.unswept {
            Some(v) => v.clear(),
            None => self.unswept = Some(Vec::new()),
        }
    }

    /// Whether a card may be attached to the one with this handle, while [`Cards::unswept`]
    /// gives `Some`: if not, its chi is its own.
    pub(super) fn may_be_host(&self, handle: &str) -> bool {
        self.hosts.iter().any(|k| k.eq_ignore_ascii_case(handle))
    }

    /// Takes the digests of the cards changed since the last call.
    pub fn settle(&mut self) {
        if self.index.len() != self.list.len() {
            self.reindex();
        }
        for at in std::mem::take(&mut self.dirty) {
            if let (Some(slot), Some(card)) = (self.digests.get_mut(at), self.list.get(at)) {
                if slot.is_none() {
                    let d = card_digest(at, card);
                    add(&mut self.sum, &d);
                    *slot = Some(d);
                }
            }
        }
        while self.digests.len() < self.list.len() {
            let at = self.digests.len();
            let d = card_digest(at, &self.list[at]);
            add(&mut self.sum, &d);
            self.digests.push(Some(d));
        }
    }

    fn reindex(&mut self) {
        let mut index = HashMap::with_capacity(self.list.len());
        for (at, c) in self.list.iter().enumerate() {
            index.entry(c.handle.to_ascii_lowercase()).or_insert(at);
        }
        if index.len() != self.list.len() {
            // Two cards share a handle: look-ups scan the list.
            index.clear();
        }
        self.index = Arc::new(index);
    }

    /// The sum of the digests of every card, computing those not settled without keeping them.
    pub(super) fn digest_sum(&self) -> Digest {
        let mut sum = self.sum;
        for (at, card) in self.list.iter().enumerate() {
            if !matches!(self.digests.get(at), Some(Some(_))) {
                add(&mut sum, &card_digest(at, card));
            }
        }
        sum
    }
}

impl std::ops::Deref for Cards {
    type Target = [Arc<Card>];
    fn deref(&self) -> &[Arc<Card>] {
        &self.list
    }
}

impl<'a> IntoIterator for &'a Cards {
    type Item = &'a Card;
    type IntoIter = std::iter::Map<std::slice::Iter<'a, Arc<Card>>, fn(&Arc<Card>) -> &Card>;
    fn into_iter(self) -> Self::IntoIter {
        self.list.iter().map(|c| &**c)
    }
}

impl PartialEq for Cards {
    fn eq(&self, other: &Cards) -> bool {
        self.list.len() == other.list.len()
            && self
                .list
                .iter()
                .zip(&other.list)
                .all(|(a, b)| Arc::ptr_eq(a, b) || a == b)
    }
}

impl Eq for Cards {}

impl std::fmt::Debug for Cards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.list.fmt(f)
    }
}

impl Serialize for Cards {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.list.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Cards {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Cards, D::Error> {
        Vec::<Card>::deserialize(d).map(Cards::from)
    }
}

impl From<Vec<Card>> for Cards {
    fn from(list: Vec<Card>) -> Cards {
        let mut cards = Cards {
            list: list.into_iter().map(Arc::new).collect(),
            ..Cards::default()
        };
        cards.reindex();
        cards
    }
}
