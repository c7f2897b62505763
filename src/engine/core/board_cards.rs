//! The cards on the board ([`Cards`]), kept with one digest per card so that the state hash
//! costs what an event changed, not what the board holds, and shared in blocks between copies of
//! the board until one of them changes a card, so that copying a board costs a pointer
//! ([`Blocks`]). A board read back from a saved board's text ([`Cards::from_saved`]) keeps
//! each card's text, hashed as it is, and decodes a card only when it is read: what the board reads
//! of every card (its handle, controller, zone, host and whether it carries modifications,
//! [`Glance`]) is found in the text without decoding it, so opening a long game costs its dead
//! cards' text hashed, not each of them decoded, written out again and dropped.

use crate::engine::core::board_blocks::{self, Blocks};
use crate::engine::core::json_spans::elements_from;
use crate::engine::core::state::{Card, Zone};
use serde::{Deserialize, Serialize};
use sha2::{Digest as _, Sha256};
use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::Arc;
use std::sync::OnceLock;

mod slots;
pub use slots::Glance;
use slots::{Saved, Slot};

const CARD_TAG: &[u8] = b"gunbai card v2\0";

/// Cards to a block.
const BLOCK: usize = 32;

/// The cards on the board, in order, with what the state hash needs to cost only what changed:
/// a digest per card, and their sum. Reading goes through [`Cards::iter`], [`Cards::get`] and
/// indexing; a change through [`Cards::get_mut`] or [`Cards::push`] marks one card,
/// [`Cards::iter_mut`] marks them all.
///
/// Copying the board (the overflow check before each decided event, a game's checkpoints) shares
/// the blocks of cards and the index with the copy. When one of the two boards changes a card, it
/// copies that card's block (pointers and digests) and the card (`Arc::make_mut`). A card added
/// goes into a small index of its own (`recent`), merged into the shared one only every
/// [`RECENT`] cards, so a board of thousands of cards (a long game's dead) does not copy its
/// whole index for each card brought in after a copy.
#[derive(Clone, Default)]
pub struct Cards {
    blocks: Blocks<Block>,
    len: usize,
    /// Positions whose digest was dropped (or never taken) since the last [`Cards::settle`].
    dirty: Vec<usize>,
    /// The sum of every digest that is `Some`.
    sum: Digest,
    /// Position of each handle by [`handle_key`] (the first card of that handle). A look-up
    /// checks the card found has the handle asked for; two handles with one key leave the index
    /// short of a card, and look-ups then scan the list, as with two cards of one handle.
    index: Arc<KeyMap<usize>>,
    /// The handles added since `index` was last made, under the same rules (at most [`RECENT`]).
    recent: KeyMap<usize>,
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
    /// The positions of the cards attached to each handle, by [`handle_key`], built when first
    /// asked for and dropped by any change to the cards.
    attached: OnceLock<Arc<KeyMap<Vec<usize>>>>,
}

/// Up to [`BLOCK`] cards in a row, each with its digest: `None` when the card changed since the
/// digest was taken (or none was).
#[derive(Clone, Default)]
struct Block {
    cards: Vec<Slot>,
    digests: Vec<Option<Digest>>,
    /// Whether any of its cards is in play, found when first asked and forgotten when a card of
    /// the block is handed out to change or added: a long game's dead fill whole blocks, which
    /// a pass over the cards in play then skips (shared by the copies of the board that share
    /// the block).
    any_in_play: OnceLock<bool>,
    /// Whether any of its cards is a terrain in play ([`is_terrain_in_play`]), found and
    /// forgotten the same way: the end of each battle segment looks for terrains in play, and a
    /// block of 32 personalities is asked again only once one of them changed.
    any_terrain_in_play: OnceLock<bool>,
}

/// The trait that makes a card in play a terrain (`engine::terrain`).
const TERRAIN: &str = "terrain";

/// Whether the card is a terrain in play: in play, and its definition has the trait terrain.
fn is_terrain_in_play(card: &Card) -> bool {
    card.zone == Zone::InPlay && card.def.has_trait(TERRAIN)
}

impl Block {
    /// The block, to change its cards.
    fn changing(shared: &mut Arc<Block>) -> &mut Block {
        let block = Arc::make_mut(shared);
        block.any_in_play = OnceLock::new();
        block.any_terrain_in_play = OnceLock::new();
        block
    }

    fn any_in_play(&self) -> bool {
        *self
            .any_in_play
            .get_or_init(|| self.cards.iter().any(|s| s.glance().zone == Zone::InPlay))
    }

    fn any_terrain_in_play(&self) -> bool {
        self.any_in_play()
            && *self.any_terrain_in_play.get_or_init(|| {
                self.cards
                    .iter()
                    .any(|s| s.glance().zone == Zone::InPlay && is_terrain_in_play(s.card()))
            })
    }
}

/// A card's digest as four words, added word by word (wrapping) into the board's sum.
pub(crate) type Digest = [u64; 4];

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

/// A handle's key in the index: FNV-1a over its bytes, ASCII letters lower-cased (the index
/// ignores letter case as [`Cards::position`] does).
fn handle_key(handle: &str) -> u64 {
    handle_key_bytes(handle.as_bytes())
}

/// [`handle_key`] of a handle's bytes.
fn handle_key_bytes(handle: &[u8]) -> u64 {
    handle.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b.to_ascii_lowercase())).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Takes the digest of each saved card's text in `blocks`, the board's blocks from its first: on
/// two threads for a long list (a long game's dead), each hashing half of the blocks into room
/// made for it on this one (a thread allocating its own would be given fresh pages of its own:
/// the allocator keeps a heap per thread).
fn take_digests(blocks: &mut [Block]) {
    let hash = |first: usize, part: &mut [Block]| {
        for (i, block) in part.iter_mut().enumerate() {
            let at = (first + i) * BLOCK;
            let Block { cards, digests, .. } = block;
            digests.clear();
            digests.extend(cards.iter().enumerate().map(|(j, s)| {
                s.saved
                    .as_ref()
                    .map(|saved| text_digest(at + j, saved.bytes()))
            }));
        }
    };
    const PARALLEL_FROM: usize = 2048 / BLOCK;
    if blocks.len() < PARALLEL_FROM {
        hash(0, blocks);
        return;
    }
    let half = blocks.len() / 2;
    let (first, second) = blocks.split_at_mut(half);
    let helped = std::thread::scope(|s| {
        let later = std::thread::Builder::new()
            .name("gunbai-digests".into())
            .spawn_scoped(s, || hash(half, &mut *second));
        hash(0, first);
        matches!(later.map(|h| h.join()), Ok(Ok(())))
    });
    if !helped {
        // No second thread to be had (or it failed): this one hashes the rest too.
        hash(half, &mut blocks[half..]);
    }
}

/// A map by [`handle_key`].
type KeyMap<V> = HashMap<u64, V, BuildHasherDefault<KeyHasher>>;

/// The index's hasher: its keys are digests already ([`handle_key`]), taken as they are.
#[derive(Default)]
struct KeyHasher(u64);

impl std::hash::Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// SHA-256 of the card's position and its JSON form.
fn card_digest(at: usize, card: &Card) -> Digest {
    text_digest(at, &serde_json::to_vec(card).unwrap_or_default())
}

/// Cards added to a board before their index is merged into the index it shares with its copies.
const RECENT: usize = 64;

/// SHA-256 of a card's position and its JSON form, given as text.
fn text_digest(at: usize, json: &[u8]) -> Digest {
    let mut h = Sha256::new();
    h.update(CARD_TAG);
    h.update((at as u64).to_be_bytes());
    h.update(json);
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
    /// How many cards the board holds.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Every card, in order.
    pub fn iter(&self) -> Iter<'_> {
        Iter {
            blocks: self.blocks.iter(),
            front: [].iter(),
            back: [].iter(),
            left: self.len,
        }
    }

    /// The card at `at`.
    pub fn get(&self, at: usize) -> Option<&Card> {
        self.slot(at).map(Slot::card)
    }

    /// The card at `at`, shared: while a holder keeps this `Arc`, a change to the card copies
    /// it, so the same pointer later means the same card.
    pub fn get_shared(&self, at: usize) -> Option<&Arc<Card>> {
        let slot = self.slot(at)?;
        slot.card();
        slot.card.get()
    }

    fn slot(&self, at: usize) -> Option<&Slot> {
        self.blocks.get(at / BLOCK)?.cards.get(at % BLOCK)
    }

    /// What the board reads of the card at `at` without decoding it ([`Glance`]).
    pub fn glance(&self, at: usize) -> Option<Glance<'_>> {
        self.slot(at).map(Slot::glance)
    }

    /// [`Cards::glance`] of every card, in order.
    pub fn glances(&self) -> impl DoubleEndedIterator<Item = Glance<'_>> + '_ {
        self.slots().map(Slot::glance)
    }

    /// The cards in play, in order: a card elsewhere (a long game's dead) is not decoded to be
    /// passed over.
    pub fn in_play(&self) -> impl Iterator<Item = &Card> + '_ {
        self.blocks
            .iter()
            .filter(|b| b.any_in_play())
            .flat_map(|b| b.cards.iter())
            .filter(|s| s.glance().zone == Zone::InPlay)
            .map(Slot::card)
    }

    /// The terrains in play (cards in play whose definition has the trait terrain), in order: a
    /// block is looked through once, and again only after one of its cards changed.
    pub fn terrains_in_play(&self) -> impl Iterator<Item = &Card> + '_ {
        self.blocks
            .iter()
            .filter(|b| b.any_terrain_in_play())
            .flat_map(|b| b.cards.iter())
            .filter(|s| s.glance().zone == Zone::InPlay)
            .map(Slot::card)
            .filter(|c| is_terrain_in_play(c))
    }

    fn slots(&self) -> impl DoubleEndedIterator<Item = &Slot> + '_ {
        self.blocks.iter().flat_map(|b| b.cards.iter())
    }

    /// The text of the card at `at` as the saved board it was read from holds it (what
    /// `serde_json::to_vec` writes of it), while the card is unchanged since.
    pub fn saved_text(&self, at: usize) -> Option<&[u8]> {
        self.slot(at)?.saved.as_ref().map(Saved::bytes)
    }

    /// The cards a saved board holds, as `serde_json::to_vec` wrote them in `text` in a list
    /// starting at `start`, and where that list ends. Each card keeps its text, hashed as it
    /// is, and is decoded when first read. `None` when the text is not such a list.
    pub fn from_saved(text: &Arc<Vec<u8>>, start: usize) -> Option<(Cards, usize)> {
        // The cards go straight into their blocks: no list of them is built, grown and copied.
        let mut blocks: Vec<Block> = Vec::new();
        let mut len = 0usize;
        let end = elements_from(text, start, |from| {
            let (saved, end) = Saved::read(text, from)?;
            if blocks.last().is_none_or(|b| b.cards.len() == BLOCK) {
                blocks.push(Block {
                    cards: Vec::with_capacity(BLOCK),
                    digests: Vec::with_capacity(BLOCK),
                    any_in_play: OnceLock::new(),
                    any_terrain_in_play: OnceLock::new(),
                });
            }
            blocks.last_mut()?.cards.push(Slot {
                card: OnceLock::new(),
                saved: Some(saved),
            });
            len += 1;
            Some(end)
        })?;
        take_digests(&mut blocks);
        let mut index: KeyMap<usize> = HashMap::with_capacity_and_hasher(len, Default::default());
        let saved = blocks
            .iter()
            .flat_map(|b| &b.cards)
            .filter_map(|s| s.saved.as_ref());
        for (at, card) in saved.enumerate() {
            index
                .entry(handle_key_bytes(text.get(card.handle.range())?))
                .or_insert(at);
        }
        let mut cards = Cards {
            len,
            ..Cards::default()
        };
        if index.len() == len {
            cards.index = Arc::new(index);
        }
        for block in blocks {
            for d in block.digests.iter().flatten() {
                add(&mut cards.sum, d);
            }
            cards.blocks.push(Arc::new(block));
        }
        Some((cards, end))
    }

    /// Rests cards out of play on `text`: each `(at, start)` names a card and where its text
    /// starts there (what `serde_json::to_vec` writes of it, byte for byte). Such a card keeps
    /// that text and drops its decoded form, to be decoded again only when read, so a long
    /// game's dead take their text and not their decoded cards in memory. A card in play, one
    /// resting already, or one whose text does not read as written (an escape in its handle) is
    /// left as it is. Nothing the board holds changes: digests are taken over the same texts.
    pub fn rest_on(&mut self, text: &Arc<Vec<u8>>, places: &[(usize, usize)]) {
        for &(at, start) in places {
            let i = at % BLOCK;
            let restable = self
                .slot(at)
                .is_some_and(|s| s.saved.is_none() && s.glance().zone != Zone::InPlay);
            if !restable {
                continue;
            }
            let Some((saved, _)) = Saved::read(text, start) else {
                continue;
            };
            let Some(shared) = self.blocks.get_mut(at / BLOCK) else {
                continue;
            };
            // Not `Block::changing`: no card changes, so whether one is in play stays known.
            if let Some(slot) = Arc::make_mut(shared).cards.get_mut(i) {
                if slot.card().handle.as_bytes() == saved.str_at(saved.handle).as_bytes() {
                    *slot = Slot {
                        card: OnceLock::new(),
                        saved: Some(saved),
                    };
                }
            }
        }
    }

    /// The card at `at`, to change: only its digest is taken again.
    pub fn get_mut(&mut self, at: usize) -> Option<&mut Card> {
        if at >= self.len {
            return None;
        }
        self.attached.take();
        self.touch(at);
        self.unended_push(at);
        let block = Block::changing(self.blocks.get_mut(at / BLOCK)?);
        let i = at % BLOCK;
        if let Some(d) = block.digests.get_mut(i).and_then(Option::take) {
            sub(&mut self.sum, &d);
            self.dirty.push(at);
        }
        block.cards.get_mut(i).and_then(Slot::card_mut)
    }

    /// How many cards the index finds (all of them unless two handles share a key).
    fn indexed(&self) -> usize {
        self.index.len() + self.recent.len()
    }

    /// Adds a card at the end.
    pub fn push(&mut self, card: Card) {
        let at = self.len;
        self.attached.take();
        if let Some(v) = &mut self.unswept {
            v.push(at);
        }
        self.unended_push(at);
        let key = handle_key(&card.handle);
        if !self.index.contains_key(&key) {
            self.recent.entry(key).or_insert(at);
        }
        if self.recent.len() >= RECENT {
            let recent = std::mem::take(&mut self.recent);
            let index = Arc::make_mut(&mut self.index);
            for (key, at) in recent {
                index.entry(key).or_insert(at);
            }
        }
        if at.is_multiple_of(BLOCK) {
            self.blocks.push(Arc::new(Block::default()));
        }
        if let Some(last) = self.blocks.last_mut() {
            let block = Block::changing(last);
            block.cards.push(Slot::new(card));
            block.digests.push(None);
            self.dirty.push(at);
            self.len += 1;
        }
    }

    /// The position of the card with this handle (letter case ignored).
    pub fn position(&self, handle: &str) -> Option<usize> {
        if self.indexed() == self.len {
            let key = handle_key(handle);
            let at = *self.recent.get(&key).or_else(|| self.index.get(&key))?;
            return self
                .glance(at)
                .filter(|c| c.handle.eq_ignore_ascii_case(handle))
                .map(|_| at);
        }
        self.glances()
            .position(|c| c.handle.eq_ignore_ascii_case(handle))
    }

    /// Every card, to change: every digest is taken again. Handles must not change.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut Card> {
        self.all_changed();
        self.blocks.iter_mut().flat_map(|b| {
            Block::changing(b)
                .cards
                .iter_mut()
                .filter_map(Slot::card_mut)
        })
    }

    fn all_changed(&mut self) {
        self.attached.take();
        self.unswept = None;
        self.unended = None;
        for b in self.blocks.iter_mut() {
            Arc::make_mut(b).digests.iter_mut().for_each(|d| *d = None);
        }
        self.dirty = (0..self.len).collect();
        self.sum = Digest::default();
    }

    /// Notes the card at `at` as changed for the chi sweep. A card attached to another (now,
    /// or once changed) makes the sweep look at every card: its host's chi may change with it.
    fn touch(&mut self, at: usize) {
        let attached = self.glance(at).is_some_and(|c| c.attached_to.is_some());
        if let Some(v) = &mut self.unswept {
            if attached {
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
            if v.len() > self.len {
                self.unended = None;
            }
        }
    }

    /// The positions of the cards whose `attached_to` names `handle` (letter case ignored), in
    /// board order, whatever their zone; a few more may be listed (two handles of one key), so
    /// the caller checks each. Built once after a change to the cards, then looked up.
    pub(crate) fn attached_to(&self, handle: &str) -> &[usize] {
        let map = self.attached.get_or_init(|| {
            let mut map: KeyMap<Vec<usize>> = HashMap::default();
            for (at, c) in self.glances().enumerate() {
                if let Some(h) = c.attached_to {
                    map.entry(handle_key(h)).or_default().push(at);
                }
            }
            Arc::new(map)
        });
        map.get(&handle_key(handle)).map_or(&[], Vec::as_slice)
    }

    /// The turn ends: the positions that may hold something lasting until then, in order (every
    /// card when any may), and none from now on.
    pub(crate) fn end_turn(&mut self) -> Vec<usize> {
        match self.unended.replace(Vec::new()) {
            Some(mut v) => {
                v.sort_unstable();
                v.dedup();
                v
            }
            None => (0..self.len).collect(),
        }
    }

    /// The positions a chi sweep must look at: `None` for every card (see `unswept`).
    pub(crate) fn unswept(&self) -> Option<&[usize]> {
        let v = self.unswept.as_deref()?;
        // A card attached since it was changed changes its host's chi.
        if v.iter()
            .any(|&at| self.glance(at).is_none_or(|c| c.attached_to.is_some()))
        {
            return None;
        }
        Some(v)
    }

    /// Every personality in play has a chi above 0: the next sweep looks only at what changes.
    /// `every` says the sweep looked at every card (attachments may have changed since the last).
    pub(crate) fn swept(&mut self, every: bool) {
        if every || self.unswept.is_none() {
            let mut hosts: Vec<String> = Vec::new();
            for c in self.glances() {
                if let Some(h) = c.attached_to {
                    if !hosts.iter().any(|k| k.eq_ignore_ascii_case(h)) {
                        hosts.push(h.to_ascii_lowercase());
                    }
                }
            }
            self.hosts = hosts;
        }
        match &mut self.unswept {
            Some(v) => v.clear(),
            None => self.unswept = Some(Vec::new()),
        }
    }

    /// Whether a card may be attached to the one with this handle, while [`Cards::unswept`]
    /// gives `Some`: if not, its chi is its own.
    pub(crate) fn may_be_host(&self, handle: &str) -> bool {
        self.hosts.iter().any(|k| k.eq_ignore_ascii_case(handle))
    }

    /// Takes the digests of the cards changed since the last call.
    pub fn settle(&mut self) {
        if self.indexed() != self.len {
            self.reindex();
        }
        for at in std::mem::take(&mut self.dirty) {
            let i = at % BLOCK;
            let settled = self
                .blocks
                .get(at / BLOCK)
                .is_none_or(|b| !matches!(b.digests.get(i), Some(None)));
            let Some(shared) = self.blocks.get_mut(at / BLOCK).filter(|_| !settled) else {
                continue;
            };
            let block = Arc::make_mut(shared);
            if let (Some(card), Some(slot)) = (block.cards.get(i), block.digests.get_mut(i)) {
                let d = card.digest(at);
                add(&mut self.sum, &d);
                *slot = Some(d);
            }
        }
    }

    fn reindex(&mut self) {
        let mut index = HashMap::with_capacity_and_hasher(self.len, Default::default());
        for (at, c) in self.glances().enumerate() {
            index.entry(handle_key(c.handle)).or_insert(at);
        }
        if index.len() != self.len {
            // Two cards share a handle: look-ups scan the list.
            index.clear();
        }
        self.index = Arc::new(index);
        self.recent = KeyMap::default();
    }

    /// The sum of the digests of every card, computing those not settled without keeping them.
    /// A digest is missing only at a position listed as changed since the last settle, so only
    /// those are looked at: after a settle this costs nothing per card.
    pub(crate) fn digest_sum(&self) -> Digest {
        let mut sum = self.sum;
        let mut changed = self.dirty.clone();
        changed.sort_unstable();
        changed.dedup();
        for at in changed {
            let Some(block) = self.blocks.get(at / BLOCK) else {
                continue;
            };
            let i = at % BLOCK;
            if let (Some(card), Some(None)) = (block.cards.get(i), block.digests.get(i)) {
                add(&mut sum, &card.digest(at));
            }
        }
        sum
    }
}

/// The cards of a board in order ([`Cards::iter`]).
#[derive(Clone)]
pub struct Iter<'a> {
    blocks: board_blocks::Iter<'a, Block>,
    front: std::slice::Iter<'a, Slot>,
    back: std::slice::Iter<'a, Slot>,
    left: usize,
}

impl<'a> Iterator for Iter<'a> {
    type Item = &'a Card;

    fn next(&mut self) -> Option<&'a Card> {
        loop {
            if let Some(c) = self.front.next() {
                self.left -= 1;
                return Some(c.card());
            }
            match self.blocks.next() {
                Some(b) => self.front = b.cards.iter(),
                None => {
                    let c = self.back.next()?;
                    self.left -= 1;
                    return Some(c.card());
                }
            }
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl DoubleEndedIterator for Iter<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(c) = self.back.next_back() {
                self.left -= 1;
                return Some(c.card());
            }
            match self.blocks.next_back() {
                Some(b) => self.back = b.cards.iter(),
                None => {
                    let c = self.front.next_back()?;
                    self.left -= 1;
                    return Some(c.card());
                }
            }
        }
    }
}

impl ExactSizeIterator for Iter<'_> {}

impl<'a> IntoIterator for &'a Cards {
    type Item = &'a Card;
    type IntoIter = Iter<'a>;
    fn into_iter(self) -> Iter<'a> {
        self.iter()
    }
}

impl std::ops::Index<usize> for Cards {
    type Output = Card;
    fn index(&self, at: usize) -> &Card {
        match self.slot(at) {
            Some(slot) => slot.card(),
            None => panic!("no card at {at} of {}", self.len),
        }
    }
}

impl PartialEq for Cards {
    fn eq(&self, other: &Cards) -> bool {
        self.len == other.len
            && (self.blocks.same_as(&other.blocks)
                || self
                    .blocks
                    .iter()
                    .zip(other.blocks.iter())
                    .all(|(a, b)| Arc::ptr_eq(a, b) || a.cards == b.cards))
    }
}

impl Eq for Cards {}

impl std::fmt::Debug for Cards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for Cards {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Cards {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Cards, D::Error> {
        Vec::<Card>::deserialize(d).map(Cards::from)
    }
}

impl From<Vec<Card>> for Cards {
    fn from(list: Vec<Card>) -> Cards {
        let mut cards = Cards::default();
        for card in list {
            cards.push(card);
        }
        cards.reindex();
        cards
    }
}

#[cfg(test)]
mod tests;
