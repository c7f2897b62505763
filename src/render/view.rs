//! The board as documented JSON objects (DTOs), and the card names it shows.

use crate::engine::expect::zone_word;
use crate::engine::state::{
    Attack, AttackStage, Card, Duel, Lasting, Pending, PlayerIx, Question, State, Victory, Zone,
};
use crate::i18n::Lang;
use crate::lang::ast::{CardKind, DeadKind, Stat};
use crate::tr;
use serde::Serialize;
use std::collections::BTreeMap;

/// A player as shown on the board.
#[derive(Debug, Clone, Serialize)]
pub struct PlayerView {
    pub seat: usize,
    pub name: String,
    pub family_honor: i32,
    pub favor: bool,
    pub current: bool,
    pub out: bool,
    pub clan: Option<String>,
}

/// A card as shown on the board.
#[derive(Debug, Clone, Serialize)]
pub struct CardView {
    pub handle: String,
    pub name: String,
    pub kind: String,
    pub controller: String,
    pub zone: String,
    pub force: i32,
    pub chi: i32,
    pub personal_honor: i32,
    pub unit_force: Option<i32>,
    /// Gold produced, for holdings, strongholds and any card with a gold value; `null` otherwise.
    pub gold: Option<i32>,
    pub bowed: bool,
    pub dishonored: bool,
    pub attached_to: Option<String>,
    pub traits: Vec<String>,
    /// A made-up card of gunbai's built-in library (`synthetic`), not a printed one.
    pub made_up: bool,
    /// For a printed card from an imported card database: the database and the card's id.
    pub origin: Option<String>,
    /// The tokens on the card, each as `+1F +0C (source)`; none is left out.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tokens: Vec<String>,
}

/// A card's name as the board shows it: a made-up card of the built-in library says so.
pub fn card_label(def: &crate::engine::CardDef, lang: Lang) -> String {
    if def.synthetic {
        tr!(lang, "board-made-up", card = &def.name)
    } else {
        def.name.clone()
    }
}

/// The keyword of a kind of victory (`military`, `honor`, `enlightenment`).
pub(crate) fn victory_word(v: Victory) -> &'static str {
    match v {
        Victory::Military => "military",
        Victory::Honor => "honor",
        Victory::Enlightenment => "enlightenment",
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct PendingView {
    pub action: String,
    pub player: String,
    pub kind: String,
    pub targets: Vec<String>,
    pub cancelled: bool,
    pub chance: String,
    pub passes: usize,
    /// For a card being brought into play: the gold paid and what it costs.
    pub payment: Option<PaymentView>,
}

#[derive(Debug, Clone, Serialize)]
pub struct PaymentView {
    pub card: String,
    pub paying: Vec<String>,
    pub gold: i32,
    pub cost: i32,
    pub lost: i32,
}

#[derive(Debug, Clone, Serialize)]
pub struct PetitionView {
    pub petitioner: String,
    pub petitioner_total: i32,
    pub opponent: String,
    pub opponent_total: i32,
    pub chance: String,
}

/// A challenge waiting for its answer, or the duel being fought, with both totals so far.
#[derive(Debug, Clone, Serialize)]
pub struct DuelView {
    /// The card that issued the challenge.
    pub card: String,
    pub challenger: String,
    pub challenged: String,
    /// `chi`, or `force` for a duel on force.
    pub value: String,
    pub accepted: bool,
    /// The reaction window at acceptance has closed and the values are declared.
    pub begun: bool,
    /// Declared value plus the focus cards laid so far (face down at the table); null until the
    /// duel begins.
    pub challenger_total: Option<i32>,
    pub challenged_total: Option<i32>,
    pub focus: Vec<FocusView>,
    /// The duelist to focus or strike next (the challenged one while the challenge is open).
    pub next: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct FocusView {
    pub duelist: String,
    pub card: String,
    pub focus: i32,
    /// What it adds: doubled for a duelist with double chi.
    pub adds: i32,
}

/// A province as shown on the board. The card is named even face down (the board is the judge's),
/// with `face_up: false`.
#[derive(Debug, Clone, Serialize)]
pub struct ProvinceView {
    pub handle: String,
    pub owner: String,
    pub strength: i32,
    pub destroyed: bool,
    /// The card in it, or null if it is empty.
    pub card: Option<String>,
    pub face_up: bool,
}

/// One side of a battlefield.
#[derive(Debug, Clone, Serialize)]
pub struct ArmyView {
    pub units: Vec<String>,
    pub force: i32,
}

#[derive(Debug, Clone, Serialize)]
pub struct BattlefieldView {
    pub province: String,
    pub attackers: ArmyView,
    pub defenders: ArmyView,
    pub fought: bool,
    /// Its battle is being fought now.
    pub current: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct AttackView {
    pub attacker: String,
    pub defender: String,
    /// `infantry maneuvers (NAME)`, `cavalry maneuvers (NAME)`, `choosing the next battle`,
    /// `battle at PROVINCE`.
    pub stage: String,
    pub battlefields: Vec<BattlefieldView>,
}

/// The whole board: the `board` command's JSON.
#[derive(Debug, Clone, Serialize)]
pub struct BoardView {
    pub turn: Option<String>,
    pub turn_number: Option<u32>,
    pub phase: Option<String>,
    pub favor: Option<String>,
    pub players: Vec<PlayerView>,
    pub cards: Vec<CardView>,
    /// Declared actions waiting to resolve, innermost last.
    pub pending: Vec<PendingView>,
    pub petition: Option<PetitionView>,
    pub question: Option<String>,
    /// Whose chance it is to act in the open window, petition or question.
    pub chance: Option<String>,
    pub winner: Option<String>,
    pub victory: Option<String>,
    pub duel: Option<DuelView>,
    pub provinces: Vec<ProvinceView>,
    pub attack: Option<AttackView>,
    /// Whose opportunity it is to act when play is moved on by the rules (action phase, battle
    /// action segment), or null.
    pub opportunity: Option<String>,
    /// Piles drawn with only their newest cards ([`board_view_drawn`]); never in the JSON board,
    /// which holds every card.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cut: Vec<PileCut>,
}

/// The cards a drawn board shows of one pile out of play (a player's dead of one kind, or their
/// discard pile): the newest ones. A long game leaves a few dozen at most; a pile of thousands
/// would cost every page and every `show` its whole length to draw.
pub const PILE_SHOWN: usize = 50;

/// A pile a drawn board shows only the newest [`PILE_SHOWN`] cards of.
#[derive(Debug, Clone, Serialize)]
pub struct PileCut {
    pub player: String,
    /// The pile's zone, as cards name it (`honorable dead`).
    pub zone: String,
    /// The older cards not drawn.
    pub left_out: usize,
}

/// The piles of a player a drawn board cuts, as [`pile_of`] numbers them.
const PILE_ZONES: [Zone; 4] = [
    Zone::Dead(DeadKind::Honorable),
    Zone::Dead(DeadKind::Dishonorable),
    Zone::Dead(DeadKind::Discarded),
    Zone::Discard,
];

/// The pile `c` lies in, as its place in [`PILE_ZONES`]; `None` for a card in no cut pile.
fn pile_of(zone: Zone) -> Option<usize> {
    match zone {
        Zone::Dead(DeadKind::Honorable) => Some(0),
        Zone::Dead(DeadKind::Dishonorable) => Some(1),
        Zone::Dead(DeadKind::Discarded) => Some(2),
        Zone::Discard => Some(3),
        Zone::InPlay | Zone::Hand | Zone::Removed => None,
    }
}

/// A count for each pile of each player met, in the order met (a game seats a few players).
#[derive(Default)]
struct PileCounts(Vec<(PlayerIx, [usize; 4])>);

impl PileCounts {
    fn slot(&mut self, player: PlayerIx) -> &mut [usize; 4] {
        let i = match self.0.iter().position(|(p, _)| *p == player) {
            Some(i) => i,
            None => {
                self.0.push((player, [0; 4]));
                self.0.len() - 1
            }
        };
        &mut self.0[i].1
    }

    /// The counts that are not 0, by player and zone word.
    fn into_map(self) -> BTreeMap<(PlayerIx, &'static str), usize> {
        let mut out = BTreeMap::new();
        for (player, counts) in self.0 {
            for (zone, n) in PILE_ZONES.iter().zip(counts) {
                if n > 0 {
                    out.insert((player, zone_word(*zone)), n);
                }
            }
        }
        out
    }
}

/// Of each pile, how many cards the drawn board leaves out, by player and zone: one pass over the
/// cards, counting each into a slot (a long game's dead number in the thousands).
pub(crate) fn piles_cut(state: &State) -> BTreeMap<(PlayerIx, &'static str), usize> {
    let mut count = PileCounts::default();
    for c in state.cards.glances() {
        if let Some(pile) = pile_of(c.zone) {
            count.slot(c.controller)[pile] += 1;
        }
    }
    for (_, counts) in &mut count.0 {
        for n in counts.iter_mut() {
            *n = n.saturating_sub(PILE_SHOWN);
        }
    }
    count.into_map()
}

/// Which cards a drawn board shows ([`drawn`]): their places on the board, in its order, and of
/// each cut pile how many older cards it leaves out. It depends on the board alone, so a board
/// drawn again (the server's page read again) may keep it with the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drawn {
    places: Vec<usize>,
    cut: BTreeMap<(PlayerIx, &'static str), usize>,
}

/// The cards a drawn board of `state` shows: one pass from the newest card back, which keeps
/// each pile's newest [`PILE_SHOWN`] and counts the rest.
pub fn drawn(state: &State) -> Drawn {
    let mut shown_of = PileCounts::default();
    let mut left = PileCounts::default();
    let mut places = Vec::new();
    for (i, c) in (0..state.cards.len())
        .rev()
        .filter_map(|i| Some((i, state.cards.glance(i)?)))
    {
        match pile_of(c.zone) {
            Some(pile) if shown_of.slot(c.controller)[pile] >= PILE_SHOWN => {
                left.slot(c.controller)[pile] += 1;
            }
            Some(pile) => {
                shown_of.slot(c.controller)[pile] += 1;
                places.push(i);
            }
            None => places.push(i),
        }
    }
    places.reverse();
    Drawn {
        places,
        cut: left.into_map(),
    }
}

/// The cards of `state` that `drawn` shows, and the piles it cuts.
fn drawn_cards<'a>(
    state: &'a State,
    drawn: &Drawn,
) -> (Vec<&'a Card>, BTreeMap<(PlayerIx, &'static str), usize>) {
    let cards = drawn
        .places
        .iter()
        .filter_map(|&i| state.cards.get(i))
        .collect();
    (cards, drawn.cut.clone())
}

fn card_view(state: &State, c: &Card) -> CardView {
    CardView {
        handle: c.handle.clone(),
        name: c.def.name.clone(),
        kind: c.def.kind.keyword().to_string(),
        controller: state.player_name(c.controller).to_string(),
        zone: zone_word(c.zone).to_string(),
        force: state.force(c),
        chi: state.chi(c),
        personal_honor: state.personal_honor(c),
        unit_force: (c.def.kind == CardKind::Personality).then(|| state.unit_force(c)),
        gold: (matches!(c.def.kind, CardKind::Holding | CardKind::Stronghold)
            || c.def.stats.contains_key(&Stat::GoldProduced))
        .then(|| c.def.stat(Stat::GoldProduced)),
        bowed: c.bowed,
        dishonored: c.dishonored,
        attached_to: c.attached_to.clone(),
        traits: c.def.traits.clone(),
        made_up: c.def.synthetic,
        origin: c.def.origin.clone(),
        tokens: c
            .mods
            .stats
            .iter()
            .filter(|m| matches!(m.lasting, Lasting::Token | Lasting::CopiedToken))
            .map(|m| {
                let mut parts = Vec::new();
                for (v, s) in [(m.force, "F"), (m.chi, "C"), (m.ph, "PH")] {
                    if v != 0 {
                        parts.push(format!("{v:+}{s}"));
                    }
                }
                format!("{} ({})", parts.join(" "), m.source)
            })
            .collect(),
    }
}

/// The board as data, every card in it; its few phrases (the attack's stage, the question) are in
/// `lang`.
pub fn board_view(state: &State, lang: Lang) -> BoardView {
    board_view_with(state, lang, state.cards.iter().collect(), BTreeMap::new())
}

/// The board as a judge's page draws it: [`board_view`], but of each pile out of play (the dead,
/// the discard pile) only the newest [`PILE_SHOWN`] cards, with how many older ones were left
/// out.
pub fn board_view_drawn(state: &State, lang: Lang) -> BoardView {
    board_view_drawn_as(state, lang, &drawn(state))
}

/// [`board_view_drawn`] with the cards to draw found already: `drawn` must be [`drawn`] of this
/// same board.
pub fn board_view_drawn_as(state: &State, lang: Lang, drawn: &Drawn) -> BoardView {
    let (cards, cut) = drawn_cards(state, drawn);
    board_view_with(state, lang, cards, cut)
}

fn board_view_with(
    state: &State,
    lang: Lang,
    cards: Vec<&Card>,
    cut: BTreeMap<(PlayerIx, &'static str), usize>,
) -> BoardView {
    BoardView {
        turn: state.turn.map(|t| state.player_name(t.player).to_string()),
        turn_number: state.turn.map(|t| t.number),
        phase: state.turn.map(|t| t.phase.keyword().to_string()),
        favor: state.favor.map(|p| state.player_name(p).to_string()),
        players: state
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| PlayerView {
                seat: i + 1,
                name: p.name.clone(),
                family_honor: p.honor,
                favor: state.favor == Some(i),
                current: state.is_current(i),
                out: p.out,
                clan: p.clan.clone(),
            })
            .collect(),
        cards: cards.into_iter().map(|c| card_view(state, c)).collect(),
        pending: state.stack.iter().map(|p| pending_view(state, p)).collect(),
        petition: state.petition.as_ref().map(|p| PetitionView {
            petitioner: state.player_name(p.petitioner.player).to_string(),
            petitioner_total: p.petitioner.total,
            opponent: state.player_name(p.opponent.player).to_string(),
            opponent_total: p.opponent.total,
            chance: state.player_name(p.chance).to_string(),
        }),
        question: state
            .question
            .as_ref()
            .map(|q| question_text(state, q, lang)),
        chance: state.chance().map(|p| state.player_name(p).to_string()),
        winner: state.winner.map(|(p, _)| state.player_name(p).to_string()),
        victory: state.winner.map(|(_, v)| victory_word(v).to_string()),
        duel: state.duel.as_ref().map(|d| duel_view(state, d)),
        provinces: state
            .provinces
            .iter()
            .map(|v| ProvinceView {
                handle: v.handle.clone(),
                owner: state.player_name(v.owner).to_string(),
                strength: v.strength,
                destroyed: v.destroyed,
                card: v.card.as_ref().map(|c| c.def.name.clone()),
                face_up: v.card.as_ref().is_some_and(|c| c.face_up),
            })
            .collect(),
        attack: state.attack.as_ref().map(|a| attack_view(state, a, lang)),
        opportunity: state
            .opportunity
            .map(|o| state.player_name(o.chance).to_string()),
        cut: cut
            .into_iter()
            .map(|((p, zone), n)| PileCut {
                player: state.player_name(p).to_string(),
                zone: zone.to_string(),
                left_out: n,
            })
            .collect(),
    }
}

/// An action on the stack: its card, player, kind and targets, its reaction window, and the
/// gold paid when it brings a card into play.
fn pending_view(state: &State, p: &Pending) -> PendingView {
    PendingView {
        action: p.card.name.clone(),
        player: state.player_name(p.player).to_string(),
        kind: p.kind.keyword().to_string(),
        targets: p.targets.clone(),
        cancelled: p.cancelled,
        chance: state.player_name(p.window.chance).to_string(),
        passes: p.window.passes,
        payment: p.entering.as_ref().map(|e| PaymentView {
            card: p.card.name.clone(),
            paying: e.paying.clone(),
            gold: e.gold,
            cost: e.cost,
            lost: (e.gold - e.cost).max(0),
        }),
    }
}

/// The duel being fought: its duelists, the value compared, the totals once begun, and the
/// focus cards laid.
/// The view of the duel under way, if any, without building the rest of the board's view.
pub(crate) fn duel_of(state: &State) -> Option<DuelView> {
    state.duel.as_ref().map(|d| duel_view(state, d))
}

fn duel_view(state: &State, d: &Duel) -> DuelView {
    DuelView {
        card: d.card.clone(),
        challenger: d.challenger.clone(),
        challenged: d.challenged.clone(),
        value: if d.stat == Stat::Force {
            "force"
        } else {
            "chi"
        }
        .to_string(),
        accepted: d.accepted,
        begun: d.begun,
        challenger_total: d.begun.then(|| d.total(&d.challenger)),
        challenged_total: d.begun.then(|| d.total(&d.challenged)),
        focus: d
            .focus
            .iter()
            .map(|f| FocusView {
                duelist: f.duelist.clone(),
                card: state
                    .card(&f.card)
                    .map(|c| c.def.name.clone())
                    .unwrap_or_else(|| f.card.clone()),
                focus: f.focus,
                adds: f.adds,
            })
            .collect(),
        next: d.next.clone(),
    }
}

/// The attack as data; its stage is named in `lang`.
pub fn attack_view(state: &State, a: &Attack, lang: Lang) -> AttackView {
    let (stage, player, province) = match a.stage {
        AttackStage::Infantry(w) => ("infantry", state.player_name(w), ""),
        AttackStage::Cavalry(w) => ("cavalry", state.player_name(w), ""),
        AttackStage::Order => ("order", "", ""),
        AttackStage::Battle(i) => (
            "battle",
            "",
            a.battlefields
                .get(i)
                .map(|b| b.province.as_str())
                .unwrap_or("?"),
        ),
    };
    let stage = tr!(
        lang,
        "board-stage",
        stage = stage,
        player = player,
        province = province
    );
    AttackView {
        attacker: state.player_name(a.attacker).to_string(),
        defender: state.player_name(a.defender).to_string(),
        stage,
        battlefields: a
            .battlefields
            .iter()
            .enumerate()
            .map(|(i, b)| BattlefieldView {
                province: b.province.clone(),
                attackers: ArmyView {
                    units: b.attackers.clone(),
                    force: state.army_force(&b.attackers),
                },
                defenders: ArmyView {
                    units: b.defenders.clone(),
                    force: state.army_force(&b.defenders),
                },
                fought: b.fought,
                current: a.stage == AttackStage::Battle(i),
            })
            .collect(),
    }
}

pub(super) fn question_text(state: &State, q: &Question, lang: Lang) -> String {
    match q {
        Question::Seppuku {
            player,
            candidates,
            loss,
            ..
        } => {
            tr!(
                lang,
                "board-question-seppuku",
                player = state.player_name(*player),
                candidates = candidates.join(" / "),
                loss = *loss
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::CardDef;

    /// The cut as first written: the piles counted in a map, then each pile's oldest cards
    /// skipped in the board's order.
    fn drawn_reference(state: &State) -> (Vec<String>, BTreeMap<(PlayerIx, &'static str), usize>) {
        let in_pile = |c: &Card| matches!(c.zone, Zone::Dead(_) | Zone::Discard);
        let mut count: BTreeMap<(PlayerIx, &'static str), usize> = BTreeMap::new();
        for c in state.cards.iter().filter(|c| in_pile(c)) {
            *count.entry((c.controller, zone_word(c.zone))).or_default() += 1;
        }
        count.retain(|_, n| *n > PILE_SHOWN);
        for n in count.values_mut() {
            *n -= PILE_SHOWN;
        }
        let mut skip = count.clone();
        let shown = state
            .cards
            .iter()
            .filter(|c| {
                !in_pile(c)
                    || match skip.get_mut(&(c.controller, zone_word(c.zone))) {
                        Some(n) if *n > 0 => {
                            *n -= 1;
                            false
                        }
                        _ => true,
                    }
            })
            .map(|c| c.handle.clone())
            .collect();
        (shown, count)
    }

    /// The one pass from the newest card draws the cards and counts the cuts the reference does,
    /// on boards of several players whose piles lie mixed, some over the cut and some under it.
    #[test]
    fn the_drawn_piles_match_the_reference() {
        let def: CardDef =
            serde_json::from_str(r#"{"name":"Pile Samurai","kind":"personality"}"#).expect("a def");
        let zones = [
            Zone::InPlay,
            Zone::Hand,
            Zone::Dead(DeadKind::Honorable),
            Zone::Dead(DeadKind::Dishonorable),
            Zone::Dead(DeadKind::Discarded),
            Zone::Discard,
            Zone::Removed,
        ];
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = |m: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % m
        };
        for size in [0usize, 1, 49, 50, 51, 120, 400, 1500] {
            let mut state = State::default();
            let cards: Vec<Card> = (0..size)
                .map(|i| {
                    // Mostly the honorable dead of the first two players, so piles pass the cut.
                    let zone = if next(3) == 0 {
                        zones[next(zones.len() as u64) as usize]
                    } else {
                        Zone::Dead(DeadKind::Honorable)
                    };
                    Card::new(format!("c{i}"), def.clone(), next(3) as usize, zone)
                })
                .collect();
            state.cards = cards.into();
            let (shown, cut) = drawn_cards(&state, &drawn(&state));
            let shown: Vec<String> = shown.iter().map(|c| c.handle.clone()).collect();
            let (want_shown, want_cut) = drawn_reference(&state);
            assert_eq!(shown, want_shown, "{size} cards");
            assert_eq!(cut, want_cut, "{size} cards");
            assert_eq!(piles_cut(&state), want_cut, "{size} cards");
            if size >= 400 {
                assert!(!cut.is_empty(), "{size} cards cut nothing");
            }
        }
    }
}
