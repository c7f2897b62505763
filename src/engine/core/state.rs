//! The board as the rules see it after a run of events. Built only by folding events; never
//! stored (its hash is).

pub use crate::engine::core::board_cards::Cards;
use crate::engine::core::card::{CardDef, Effect};
use crate::engine::core::out::Out;
use crate::lang::ast::{ActionKind, CardKind, ClanChoice, DeadKind, Phase, Stat};
use serde::{Deserialize, Serialize};
use sha2::{Digest as _, Sha256};
use std::sync::Arc;

pub type PlayerIx = usize;

/// A sum worked out in 64 bits, held within the range of an i32: a card's numbers never wrap.
pub fn clamp(v: i64) -> i32 {
    v.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    pub honor: i32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clan: Option<String>,
    pub no_honor_victory: bool,
    /// Removed from the game (family honor −20 or lower).
    pub out: bool,
}

/// Where a card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Zone {
    InPlay,
    Hand,
    /// A personality in the discard pile: honorable dead, dishonorable dead, or plainly discarded.
    Dead(DeadKind),
    /// Any other card in the discard pile.
    Discard,
    /// Taken out of the game with a player who left it.
    Removed,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    pub handle: String,
    /// Shared, not copied, when the board is copied (a card's definition rarely changes).
    pub def: Arc<CardDef>,
    pub controller: PlayerIx,
    pub zone: Zone,
    pub bowed: bool,
    pub dishonored: bool,
    /// The personality this card is attached to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attached_to: Option<String>,
    /// Earlier versions under an experienced personality, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub under: Vec<CardDef>,
    /// Tokens, bonuses, gained or lost traits and copies on the card.
    #[serde(default, skip_serializing_if = "Mods::is_empty")]
    pub mods: Mods,
}

/// How long a modification lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Lasting {
    /// A token: until the card leaves play.
    Token,
    /// A token made by a copied ability: gone at the end of the turn.
    CopiedToken,
    /// Ends at the end of the turn.
    Turn,
    /// Survives leaving play and coming back.
    Permanent,
}

/// A force/chi/personal honor change.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mod {
    pub force: i32,
    pub chi: i32,
    pub ph: i32,
    pub lasting: Lasting,
    /// Where it came from, for the board and the steps.
    pub source: String,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mods {
    pub stats: Vec<Mod>,
    /// Traits gained (true) or lost (false), with whether the change is permanent.
    pub traits: Vec<(String, bool, bool)>,
    /// The name of the card whose ability this one copied this turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub copied_ability: Option<String>,
}

impl Mods {
    pub fn is_empty(&self) -> bool {
        self.stats.is_empty() && self.traits.is_empty() && self.copied_ability.is_none()
    }

    /// The sum of one number over the mods, held within the range of an i32.
    fn sum(&self, f: impl Fn(&Mod) -> i32) -> i32 {
        clamp(self.stats.iter().map(|m| i64::from(f(m))).sum())
    }
}

impl Card {
    /// The chi printed and changed on the card itself, before what its attachments add (and
    /// before 0 as the floor): [`State::chi`] of a card nothing is attached to, floored.
    pub(crate) fn chi_alone(&self) -> i32 {
        self.def
            .stat(Stat::Chi)
            .saturating_add(self.mods.sum(|m| m.chi))
    }

    /// A card as it arrives: unbowed, honorable, with nothing on it.
    pub fn new(handle: impl Into<String>, def: CardDef, controller: PlayerIx, zone: Zone) -> Card {
        Card {
            handle: handle.into(),
            def: Arc::new(def),
            controller,
            zone,
            bowed: false,
            dishonored: false,
            attached_to: None,
            under: Vec::new(),
            mods: Mods::default(),
        }
    }

    /// The card's traits now: printed, plus gained, minus lost.
    pub fn has_trait(&self, t: &str) -> bool {
        if !t.is_ascii() {
            return self.has_trait_unicode(t);
        }
        // In place of a lowercased copy of `t`: a name equals it lowercased.
        let is_t = |name: &str| {
            name.len() == t.len()
                && name
                    .bytes()
                    .zip(t.bytes())
                    .all(|(n, c)| n == c.to_ascii_lowercase())
        };
        if crate::engine::core::card::NO_MEMBERS
            .iter()
            .any(|x| is_t(x))
        {
            return false;
        }
        let mut has = self.def.has_trait(t);
        for (name, gained, _) in &self.mods.traits {
            if is_t(name) {
                has = *gained;
            }
        }
        has
    }

    /// [`Card::has_trait`] for a word that is not ASCII, through a lowercased copy.
    fn has_trait_unicode(&self, t: &str) -> bool {
        let t = t.to_lowercase();
        if crate::engine::core::card::NO_MEMBERS.contains(&t.as_str()) {
            return false;
        }
        let mut has = self.def.has_trait(&t);
        for (name, gained, _) in &self.mods.traits {
            if *name == t {
                has = *gained;
            }
        }
        has
    }
}

mod actions;
pub use actions::*;
mod hash;
pub use hash::{hex_digest, STATE_HASH_V2};

/// The one side of a favor petition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Side {
    pub player: PlayerIx,
    /// Family honor plus what spokesmen and gifts added.
    pub total: i32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Petition {
    pub petitioner: Side,
    pub opponent: Side,
    pub chance: PlayerIx,
    pub passes: usize,
    pub gifted: Vec<PlayerIx>,
}

/// A question the rules put to a player, answered by an event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Question {
    /// May order one of `candidates` to commit seppuku before the action resolves.
    Seppuku {
        player: PlayerIx,
        candidates: Vec<String>,
        action: u32,
        loss: i32,
        /// Asked when the action is declared, about a loss paid as its cost.
        at_cost: bool,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Victory {
    Military,
    Honor,
    Enlightenment,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub player: PlayerIx,
    pub phase: Phase,
    pub number: u32,
}

/// A province: a place in front of its owner holding one dynasty card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Province {
    pub handle: String,
    pub owner: PlayerIx,
    /// The province's strength: the stronghold's printed province strength, or as typed.
    pub strength: i32,
    /// The dynasty card in it, if it is not empty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<ProvinceCard>,
    pub destroyed: bool,
}

/// The dynasty card in a province, face down or face up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProvinceCard {
    pub def: CardDef,
    pub face_up: bool,
}

/// One province under attack (or defended): the units on each side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battlefield {
    /// The province's handle.
    pub province: String,
    /// The attacking units, by their personalities' handles.
    pub attackers: Vec<String>,
    /// The defending units, by their personalities' handles.
    pub defenders: Vec<String>,
    /// Its battle has been fought.
    pub fought: bool,
}

/// Where an attack stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AttackStage {
    /// Infantry maneuvers: this player assigns units.
    Infantry(PlayerIx),
    /// Cavalry maneuvers: this player assigns cavalry units.
    Cavalry(PlayerIx),
    /// The attacker chooses the next battle.
    Order,
    /// The battle at this battlefield is being fought.
    Battle(usize),
}

/// The attack of the current turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attack {
    pub attacker: PlayerIx,
    pub defender: PlayerIx,
    pub stage: AttackStage,
    pub battlefields: Vec<Battlefield>,
}

/// The opportunity to act going round the table (action phase, battle action segment), when
/// play is moved on by the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Opportunity {
    /// Whose opportunity it is.
    pub chance: PlayerIx,
    /// How many players in a row have passed.
    pub passes: usize,
    /// The player who took the action now waiting to resolve, if one did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub acted: Option<PlayerIx>,
}

/// A duelist's focus card, laid face down.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FocusCard {
    /// The duelist it was laid for.
    pub duelist: String,
    /// The hand card's handle.
    pub card: String,
    /// Its printed focus value.
    pub focus: i32,
    /// What it adds: the focus value, doubled for a duelist with double chi.
    pub adds: i32,
}

/// A challenge issued and, once accepted, the duel it becomes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Duel {
    /// The card that issued the challenge.
    pub card: String,
    pub challenger: String,
    pub challenged: String,
    /// The value the duel is fought on: chi unless the card names another (force).
    pub stat: Stat,
    /// Family honor the winner's player gains (0: the card gives none).
    pub honor: i32,
    pub accepted: bool,
    /// The reactions to the duelists entering the duel are over and the values are declared.
    pub begun: bool,
    /// The values declared when the duel begins: challenger's, challenged's.
    pub declared: (i32, i32),
    /// The duelist who focuses or strikes next.
    pub next: String,
    pub focus: Vec<FocusCard>,
}

impl Duel {
    /// A duelist's total so far: the declared value plus what its focus cards add.
    pub fn total(&self, duelist: &str) -> i32 {
        let base = if duelist.eq_ignore_ascii_case(&self.challenger) {
            self.declared.0
        } else {
            self.declared.1
        };
        // Held at the 32-bit limits: `decide` refuses a focus card that would take a total past
        // them (`duel::focus` reports it), so only a damaged log could reach them.
        self.focus
            .iter()
            .filter(|f| f.duelist.eq_ignore_ascii_case(duelist))
            .fold(base, |t, f| t.saturating_add(f.adds))
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub players: Vec<Player>,
    pub cards: Cards,
    pub defs: Vec<CardDef>,
    pub favor: Option<PlayerIx>,
    pub turn: Option<Turn>,
    /// Declared actions not yet resolved, innermost last.
    pub stack: Vec<Pending>,
    pub petition: Option<Petition>,
    pub question: Option<Question>,
    /// The current player has petitioned for the favor this turn.
    pub petitioned: bool,
    pub winner: Option<(PlayerIx, Victory)>,
    pub next_action: u32,
    // The fields below are left out of the serialized state while empty, so a case stored before
    // they existed keeps its state hashes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub provinces: Vec<Province>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attack: Option<Attack>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opportunity: Option<Opportunity>,
    /// The player who still has to record the end-phase draw (`hand`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_draw: Option<PlayerIx>,
    /// The personality that entered play with the last event, while nothing else has happened
    /// since: an ancestor may be attached to it in reaction to its entry (play.ancestor.1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub just_entered: Option<String>,
    /// A challenge or duel being resolved (left out of the serialized state while none, so
    /// stored state hashes stay the same).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duel: Option<Duel>,
    /// Abilities limited to once per battle already used, as `BATTLE/ABILITY` keys.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub battle_uses: Vec<String>,
    /// Events turned face up in this events phase that have not been played yet.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub events_due: Vec<String>,
    /// The One-Time-Events optional rule is in force (`option one-time-events`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub one_time_events: bool,
    /// Under the One-Time-Events rule: the events that have appeared in this game so far.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub events_seen: Vec<String>,
}

impl State {
    /// The board whose text, as `serde_json::to_vec` writes it (a saved board), starts at `start`
    /// in `text`, and where that text ends: everything but the cards decoded, the cards kept as
    /// their texts with their digests taken over them ([`Cards::from_saved`]), each decoded when
    /// first read. `None` when the text is not such a board.
    pub fn from_saved(text: &Arc<Vec<u8>>, start: usize) -> Option<(State, usize)> {
        let b = text.as_slice();
        let mut cards = None;
        let end = crate::engine::core::json_spans::members_from(b, start, |key, from| {
            if key == b"cards" && cards.is_none() {
                let (list, end) = Cards::from_saved(text, from)?;
                cards = Some((list, from..end));
                Some(end)
            } else {
                crate::engine::core::json_spans::value_end(b, from)
            }
        })?;
        let (cards, list) = cards?;
        // The rest read by serde, with an empty list where the cards were.
        let mut rest = Vec::with_capacity(end - start - list.len() + 2);
        rest.extend_from_slice(b.get(start..list.start)?);
        rest.extend_from_slice(b"[]");
        rest.extend_from_slice(b.get(list.end..end)?);
        let mut state: State = serde_json::from_slice(&rest).ok()?;
        state.cards = cards;
        Some((state, end))
    }

    /// Takes the digests of what changed since the last call, so [`State::hash`] costs only that.
    pub fn settle(&mut self) {
        self.cards.settle();
    }

    pub fn player(&self, ix: PlayerIx) -> &Player {
        &self.players[ix]
    }

    pub fn player_name(&self, ix: PlayerIx) -> &str {
        self.players.get(ix).map(|p| p.name.as_str()).unwrap_or("?")
    }

    pub fn player_ix(&self, name: &str) -> Option<PlayerIx> {
        self.players
            .iter()
            .position(|p| p.name.eq_ignore_ascii_case(name))
    }

    pub fn active_players(&self) -> usize {
        self.players.iter().filter(|p| !p.out).count()
    }

    /// Takes the id of the next declared action from the count. The count is held at its limit
    /// rather than wrapping, and `out` is told (so `decide` refuses the command).
    pub(crate) fn next_action_id(&mut self, out: &mut Out) -> u32 {
        let id = self.next_action;
        self.next_action = match self.next_action.checked_add(1) {
            Some(n) => n,
            None => {
                out.overflowed(|| crate::msg!("overflow-declared-count"));
                self.next_action
            }
        };
        id
    }

    /// The next player still in the game clockwise from `ix` (to `ix`'s left).
    pub fn left_of(&self, ix: PlayerIx) -> PlayerIx {
        let n = self.players.len();
        for step in 1..=n {
            let j = (ix + step) % n;
            if !self.players[j].out {
                return j;
            }
        }
        ix
    }

    pub fn card(&self, handle: &str) -> Option<&Card> {
        self.cards
            .position(handle)
            .and_then(|at| self.cards.get(at))
    }

    pub fn card_mut(&mut self, handle: &str) -> Option<&mut Card> {
        let at = self.cards.position(handle)?;
        self.cards.get_mut(at)
    }

    pub fn in_play(&self, handle: &str) -> bool {
        self.card(handle).is_some_and(|c| c.zone == Zone::InPlay)
    }

    /// Cards in play attached to a personality, in board order. While what the last chi sweep
    /// saw still stands (no card changed since is attached), a card that had nothing attached
    /// then has nothing now; otherwise the cards' map of what is attached to what is read (built
    /// once after a change), not the whole board.
    pub fn attachments<'a>(&'a self, handle: &'a str) -> impl Iterator<Item = &'a Card> + 'a {
        let none = self.cards.unswept().is_some() && !self.cards.may_be_host(handle);
        let listed = if none {
            &[]
        } else {
            self.cards.attached_to(handle)
        };
        listed
            .iter()
            .filter_map(|&at| self.cards.get(at))
            .filter(move |c| {
                c.zone == Zone::InPlay
                    && c.attached_to
                        .as_deref()
                        .is_some_and(|h| h.eq_ignore_ascii_case(handle))
            })
    }

    /// Current personal honor: 0 while dishonored, never below 0.
    pub fn personal_honor(&self, card: &Card) -> i32 {
        if card.dishonored {
            0
        } else {
            card.def
                .stat(Stat::PersonalHonor)
                .saturating_add(card.mods.sum(|m| m.ph))
                .max(0)
        }
    }

    /// Current force of a card: printed force plus items and `+` followers attached to it.
    pub fn force(&self, card: &Card) -> i32 {
        let f = card
            .def
            .stat(Stat::Force)
            .saturating_add(card.mods.sum(|m| m.force));
        self.with_personal_bonuses(card, Stat::Force, f).max(0)
    }

    pub fn chi(&self, card: &Card) -> i32 {
        self.with_personal_bonuses(card, Stat::Chi, card.chi_alone())
            .max(0)
    }

    /// `start` plus the `stat` of what a personality carries as its own (items, and followers
    /// that give a personal bonus), added in board order; other cards carry nothing.
    fn with_personal_bonuses(&self, card: &Card, stat: Stat, start: i32) -> i32 {
        if card.def.kind != CardKind::Personality {
            return start;
        }
        self.attachments(&card.handle)
            .filter(|a| {
                a.def.kind == CardKind::Item
                    || (a.def.kind == CardKind::Follower && a.def.personal_bonus)
            })
            .fold(start, |v, a| v.saturating_add(a.def.stat(stat)))
    }

    /// The force of the unit of `card`: its force plus the plain force of its unbowed followers,
    /// tokens on them included (the board's "Unit F", `expect unit-force`). An army adds it up
    /// for each unit whose personality is unbowed ([`State::army_force_exact`]).
    pub fn unit_force(&self, card: &Card) -> i32 {
        i32::try_from(self.unit_force_exact(card)).unwrap_or(i32::MAX)
    }

    fn unit_force_exact(&self, c: &Card) -> i64 {
        if c.zone != Zone::InPlay {
            return 0;
        }
        let mut total = i64::from(self.force(c));
        for a in self.attachments(&c.handle) {
            if a.def.kind == CardKind::Follower && !a.def.personal_bonus && !a.bowed {
                let f = a
                    .def
                    .stat(Stat::Force)
                    .saturating_add(a.mods.sum(|m| m.force))
                    .max(0);
                total = total.saturating_add(i64::from(f));
            }
        }
        total
    }

    pub fn province(&self, handle: &str) -> Option<&Province> {
        self.provinces
            .iter()
            .find(|p| p.handle.eq_ignore_ascii_case(handle))
    }

    pub fn province_mut(&mut self, handle: &str) -> Option<&mut Province> {
        self.provinces
            .iter_mut()
            .find(|p| p.handle.eq_ignore_ascii_case(handle))
    }

    /// A player's provinces still standing.
    pub fn provinces_of(&self, p: PlayerIx) -> impl Iterator<Item = &Province> + '_ {
        self.provinces
            .iter()
            .filter(move |v| v.owner == p && !v.destroyed)
    }

    /// The battlefield whose battle is being fought.
    pub fn battle(&self) -> Option<&Battlefield> {
        let a = self.attack.as_ref()?;
        match a.stage {
            AttackStage::Battle(i) => a.battlefields.get(i),
            _ => None,
        }
    }

    /// Whether `p` has a unit in the battle being fought.
    pub fn has_unit_in_battle(&self, p: PlayerIx) -> bool {
        self.battle().is_some_and(|b| {
            b.attackers
                .iter()
                .chain(b.defenders.iter())
                .any(|h| self.card(h).is_some_and(|c| c.controller == p))
        })
    }

    /// Whether the unit of `handle` (a personality or a card attached to one) is in the battle
    /// being fought.
    pub fn in_battle(&self, handle: &str) -> bool {
        let head = self
            .card(handle)
            .and_then(|c| c.attached_to.clone())
            .unwrap_or_else(|| handle.to_string());
        self.battle().is_some_and(|b| {
            b.attackers
                .iter()
                .chain(b.defenders.iter())
                .any(|h| h.eq_ignore_ascii_case(&head))
        })
    }

    /// The force an army adds to its side: the units of unbowed personalities (each with its
    /// items and personal-bonus followers) and the plain force of their unbowed followers.
    /// An army's force, held at 2147483647 for display; [`State::army_force_exact`] compares.
    pub fn army_force(&self, units: &[String]) -> i32 {
        let total = self.army_force_exact(units);
        i32::try_from(total).unwrap_or(i32::MAX)
    }

    /// An army's force, summed without a limit (each card's force fits 32 bits, so the sum of
    /// any number of them fits 64): the force of each unit ([`State::unit_force`]) whose
    /// personality is unbowed, since a bowed personality's whole unit neither attacks nor defends.
    pub fn army_force_exact(&self, units: &[String]) -> i64 {
        let mut total: i64 = 0;
        for h in units {
            let Some(c) = self.card(h) else { continue };
            if c.bowed {
                continue;
            }
            total = total.saturating_add(self.unit_force_exact(c));
        }
        total
    }

    pub fn pending(&self, id: u32) -> Option<&Pending> {
        self.stack.iter().find(|p| p.id == id)
    }

    /// Who may act now: the chance in the innermost window, or in the petition.
    pub fn chance(&self) -> Option<PlayerIx> {
        if let Some(Question::Seppuku { player, .. }) = &self.question {
            return Some(*player);
        }
        if let Some(p) = self.stack.last() {
            return Some(p.window.chance);
        }
        // An open challenge waits for the challenged personality's player; a duel begun, for the
        // player of the duelist who focuses or strikes next. No one else acts meanwhile.
        if let Some(d) = &self.duel {
            let who = if !d.accepted {
                Some(&d.challenged)
            } else if d.begun {
                Some(&d.next)
            } else {
                None
            };
            if let Some(c) = who.and_then(|h| self.card(h)) {
                return Some(c.controller);
            }
        }
        if let Some(p) = &self.petition {
            return Some(p.chance);
        }
        if let Some(a) = &self.attack {
            if let AttackStage::Infantry(w) | AttackStage::Cavalry(w) = a.stage {
                return Some(w);
            }
        }
        self.opportunity.map(|o| o.chance)
    }

    pub fn is_current(&self, ix: PlayerIx) -> bool {
        self.turn.is_some_and(|t| t.player == ix)
    }

    /// A card definition known in this case by exact name (case-insensitive).
    pub fn def(&self, name: &str) -> Option<&CardDef> {
        self.defs
            .iter()
            .rev()
            .find(|d| d.name.eq_ignore_ascii_case(name))
    }
}

/// `first`, then the players still in the game in turn order after it (each on the left of the
/// one before), each once.
pub(crate) fn turn_order_from(state: &State, first: PlayerIx) -> Vec<PlayerIx> {
    let mut v = vec![first];
    let mut cur = first;
    for _ in 1..state.players.len() {
        cur = state.left_of(cur);
        if cur == first || v.contains(&cur) {
            break;
        }
        v.push(cur);
    }
    v
}
