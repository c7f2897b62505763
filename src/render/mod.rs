//! Turning the board and the steps into text (comfy-table) and into documented JSON objects.
//! The JSON shapes here are explicit DTOs: the engine's state is never serialized as such.

use crate::engine::expect::zone_word;
use crate::engine::state::{Attack, AttackStage, Card, Question, State, Victory, Zone};
use crate::engine::Step;
use crate::lang::ast::{CardKind, DeadKind, Stat};
use comfy_table::{presets::UTF8_FULL_CONDENSED, Cell, ContentArrangement, Table};
use serde::Serialize;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

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
}

/// A card's name as the board shows it: a made-up card of the built-in library says so.
pub fn card_label(def: &crate::engine::CardDef) -> String {
    if def.synthetic {
        format!("{} (made up)", def.name)
    } else {
        def.name.clone()
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
    }
}

pub fn board_view(state: &State) -> BoardView {
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
        cards: state.cards.iter().map(|c| card_view(state, c)).collect(),
        pending: state
            .stack
            .iter()
            .map(|p| PendingView {
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
            })
            .collect(),
        petition: state.petition.as_ref().map(|p| PetitionView {
            petitioner: state.player_name(p.petitioner.player).to_string(),
            petitioner_total: p.petitioner.total,
            opponent: state.player_name(p.opponent.player).to_string(),
            opponent_total: p.opponent.total,
            chance: state.player_name(p.chance).to_string(),
        }),
        question: state.question.as_ref().map(|q| question_text(state, q)),
        chance: state.chance().map(|p| state.player_name(p).to_string()),
        winner: state.winner.map(|(p, _)| state.player_name(p).to_string()),
        victory: state.winner.map(|(_, v)| {
            match v {
                Victory::Military => "military",
                Victory::Honor => "honor",
                Victory::Enlightenment => "enlightenment",
            }
            .to_string()
        }),
        duel: state.duel.as_ref().map(|d| DuelView {
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
        }),
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
        attack: state.attack.as_ref().map(|a| attack_view(state, a)),
        opportunity: state
            .opportunity
            .map(|o| state.player_name(o.chance).to_string()),
    }
}

fn attack_view(state: &State, a: &Attack) -> AttackView {
    let stage = match a.stage {
        AttackStage::Infantry(w) => format!("infantry maneuvers ({})", state.player_name(w)),
        AttackStage::Cavalry(w) => format!("cavalry maneuvers ({})", state.player_name(w)),
        AttackStage::Order => "choosing the next battle".to_string(),
        AttackStage::Battle(i) => format!(
            "battle at {}",
            a.battlefields
                .get(i)
                .map(|b| b.province.as_str())
                .unwrap_or("?")
        ),
    };
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

fn question_text(state: &State, q: &Question) -> String {
    match q {
        Question::Seppuku {
            player,
            candidates,
            loss,
            ..
        } => {
            let n = state.player_name(*player);
            format!("{n} may order seppuku of {} (loss {loss} would become 1): `{n} seppuku HANDLE` or `{n} declines`", candidates.join(" / "))
        }
    }
}

fn table() -> Table {
    let mut t = Table::new();
    t.load_preset(UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Dynamic);
    t
}

/// The board as text: header, players, cards in play per player, hands, discard piles, and
/// whatever is open (windows, petition, question).
pub fn board(state: &State) -> String {
    board_for(state, None)
}

/// The board as shown on this terminal: laid out for [`output_width`]. What is stored or
/// exported uses [`board`], which does not depend on where it is printed.
pub fn show_board(state: &State) -> String {
    board_for(state, output_width())
}

/// The board laid out for `width` columns (`None`: tables as wide as their content).
pub fn board_for(state: &State, width: Option<usize>) -> String {
    let mut out = String::new();
    if state.players.is_empty() {
        return "The board is empty: type `players NAME NAME …` to seat the players.\n".into();
    }
    let turn = match state.turn {
        Some(t) => format!(
            "Turn {}: {}, {} phase",
            t.number,
            state.player_name(t.player),
            t.phase.keyword()
        ),
        None => "No turn set".into(),
    };
    let favor = state
        .favor
        .map(|p| state.player_name(p).to_string())
        .unwrap_or_else(|| "nobody (centre)".into());
    out.push_str(&format!("{turn} · Imperial Favor: {favor}\n"));
    if let Some((w, v)) = state.winner {
        out.push_str(&format!(
            "Winner: {} ({:?} victory)\n",
            state.player_name(w),
            v
        ));
    }

    let mut t = table();
    t.set_header(vec![
        "Seat",
        "Player",
        "Family honor",
        "Favor",
        "Clan",
        "Status",
    ]);
    for (i, p) in state.players.iter().enumerate() {
        let mut status = Vec::new();
        if state.is_current(i) {
            status.push("current player");
        }
        if p.out {
            status.push("out");
        }
        t.add_row(vec![
            Cell::new(i + 1),
            Cell::new(&p.name),
            Cell::new(p.honor),
            Cell::new(if state.favor == Some(i) { "★" } else { "" }),
            Cell::new(p.clan.clone().unwrap_or_default()),
            Cell::new(status.join(", ")),
        ]);
    }
    out.push_str(&table_text_for(t, width));

    let in_play: Vec<&Card> = state
        .cards
        .iter()
        .filter(|c| c.zone == Zone::InPlay)
        .collect();
    if !in_play.is_empty() {
        let mut t = table();
        t.set_header(vec![
            "Player", "Handle", "Card", "Kind", "F", "C", "PH", "Unit F", "Gold", "Marks",
            "Attached",
        ]);
        for (pi, _) in state.players.iter().enumerate() {
            for c in in_play
                .iter()
                .filter(|c| c.controller == pi && c.attached_to.is_none())
            {
                add_card_row(state, &mut t, c, "", None);
                for a in state.attachments(&c.handle) {
                    add_card_row(state, &mut t, a, "  └ ", Some(c.controller));
                }
            }
        }
        out.push_str(&table_text_for(t, width));
    }

    for (pi, p) in state.players.iter().enumerate() {
        let mine = |z: Zone| -> Vec<String> {
            state
                .cards
                .iter()
                .filter(|c| c.controller == pi && c.zone == z)
                .map(|c| format!("{} ({})", card_label(&c.def), c.handle))
                .collect()
        };
        let hand: Vec<String> = state
            .cards
            .iter()
            .filter(|c| c.controller == pi && c.zone == Zone::Hand)
            .map(|c| {
                format!(
                    "{} (focus {}, `{}`)",
                    card_label(&c.def),
                    c.def.stat(Stat::Focus),
                    c.handle
                )
            })
            .collect();
        let honorable = mine(Zone::Dead(DeadKind::Honorable));
        let dishonorable = mine(Zone::Dead(DeadKind::Dishonorable));
        let discarded = mine(Zone::Dead(DeadKind::Discarded));
        let other = mine(Zone::Discard);
        let mut lines = Vec::new();
        if !hand.is_empty() {
            lines.push(format!("  hand: {}", hand.join(", ")));
        }
        if !honorable.is_empty() {
            lines.push(format!("  honorable dead: {}", honorable.join(", ")));
        }
        if !dishonorable.is_empty() {
            lines.push(format!("  dishonorable dead: {}", dishonorable.join(", ")));
        }
        if !discarded.is_empty() {
            lines.push(format!(
                "  discarded personalities (neither honorable nor dishonorable dead): {}",
                discarded.join(", ")
            ));
        }
        if !other.is_empty() {
            lines.push(format!("  discard pile: {}", other.join(", ")));
        }
        if !lines.is_empty() {
            out.push_str(&format!("{}:\n{}\n", p.name, lines.join("\n")));
        }
    }
    out.push_str(&provinces_text(state));
    out.push_str(&open_things(state));
    out
}

/// Provinces per player, and the attack with its battlefields and armies.
fn provinces_text(state: &State) -> String {
    let mut out = String::new();
    if !state.provinces.is_empty() {
        let mut t = table();
        t.set_header(vec!["Player", "Province", "Strength", "Card"]);
        for v in &state.provinces {
            let card = if v.destroyed {
                "destroyed".to_string()
            } else {
                match &v.card {
                    None => "empty".to_string(),
                    Some(c) if c.face_up => format!("{} (face up)", c.def.name),
                    Some(c) => format!("{} (face down)", c.def.name),
                }
            };
            t.add_row(vec![
                Cell::new(state.player_name(v.owner)),
                Cell::new(&v.handle),
                Cell::new(v.strength),
                Cell::new(card),
            ]);
        }
        out.push_str(&t.to_string());
        out.push('\n');
    }
    if let Some(a) = &state.attack {
        let view = attack_view(state, a);
        out.push_str(&format!(
            "Attack: {} on {} · {}\n",
            view.attacker, view.defender, view.stage
        ));
        let army = |v: &ArmyView| {
            if v.units.is_empty() {
                "none (force 0)".to_string()
            } else {
                format!("{} (force {})", v.units.join(", "), v.force)
            }
        };
        for b in &view.battlefields {
            let mark = if b.current {
                " [being fought]"
            } else if b.fought {
                " [fought]"
            } else {
                ""
            };
            out.push_str(&format!(
                "  {}{mark}: attackers {} — defenders {}\n",
                b.province,
                army(&b.attackers),
                army(&b.defenders)
            ));
        }
    }
    if let Some(o) = state.opportunity {
        out.push_str(&format!(
            "Opportunity to act: {} ({} passed in a row)\n",
            state.player_name(o.chance),
            o.passes
        ));
    }
    out
}

/// A follower printed "+2F" and an item show their numbers with the sign: they go to the
/// personality, where a plain follower's force goes to the unit.
fn stat_cell(value: i32, c: &Card) -> String {
    let to_personality =
        c.def.kind == CardKind::Item || (c.def.kind == CardKind::Follower && c.def.personal_bonus);
    if to_personality {
        format!("{value:+}")
    } else {
        value.to_string()
    }
}

/// One card's row. `host` is the controller of the card it is attached to: an attachment shows
/// its own player only when that is someone else. Force and chi are shown for cards that have
/// them (personalities and followers always), gold for cards that produce it (holdings and
/// strongholds always), so a holding does not read as force 0 / chi 0.
fn add_card_row(state: &State, t: &mut Table, c: &Card, indent: &str, host: Option<usize>) {
    let mut marks = Vec::new();
    if c.bowed {
        marks.push("bowed");
    }
    if c.dishonored {
        marks.push("dishonored");
    }
    let personality = c.def.kind == CardKind::Personality;
    let attached: Vec<String> = state
        .attachments(&c.handle)
        .map(|a| a.handle.clone())
        .collect();
    let fighter = matches!(c.def.kind, CardKind::Personality | CardKind::Follower);
    let has = |s: Stat| c.def.stats.contains_key(&s);
    let producer = matches!(c.def.kind, CardKind::Holding | CardKind::Stronghold);
    t.add_row(vec![
        Cell::new(match host {
            Some(h) if h == c.controller => "",
            _ => state.player_name(c.controller),
        }),
        Cell::new(format!("{indent}{}", c.handle)),
        Cell::new(card_label(&c.def)),
        Cell::new(c.def.kind.keyword()),
        Cell::new(if fighter || has(Stat::Force) {
            stat_cell(state.force(c), c)
        } else {
            String::new()
        }),
        Cell::new(if fighter || has(Stat::Chi) {
            stat_cell(state.chi(c), c)
        } else {
            String::new()
        }),
        Cell::new(
            if personality || c.def.stats.contains_key(&Stat::PersonalHonor) {
                state.personal_honor(c).to_string()
            } else {
                String::new()
            },
        ),
        Cell::new(if personality {
            state.unit_force(c).to_string()
        } else {
            String::new()
        }),
        Cell::new(if producer || has(Stat::GoldProduced) {
            c.def.stat(Stat::GoldProduced).to_string()
        } else {
            String::new()
        }),
        Cell::new(marks.join(", ")),
        Cell::new(attached.join(", ")),
    ]);
}

/// What is open and who may act now.
pub fn open_things(state: &State) -> String {
    let mut out = String::new();
    for (depth, p) in state.stack.iter().enumerate() {
        let targets = if p.targets.is_empty() {
            String::new()
        } else {
            format!(" → {}", p.targets.join(", "))
        };
        let cancelled = if p.cancelled { " [cancelled]" } else { "" };
        let payment = match &p.entering {
            Some(e) if !e.paying.is_empty() || e.cost > 0 => format!(
                "; gold: {} from {} pays {} ({} lost)",
                e.gold,
                if e.paying.is_empty() {
                    "nothing".to_string()
                } else {
                    e.paying.join(", ")
                },
                e.cost,
                (e.gold - e.cost).max(0)
            ),
            _ => String::new(),
        };
        out.push_str(&format!(
            "Waiting to resolve ({}): {}'s {} ({}){targets}{cancelled}{payment}; chance: {} ({} passed in a row)\n",
            depth + 1,
            state.player_name(p.player),
            p.card.name,
            p.kind.keyword(),
            state.player_name(p.window.chance),
            p.window.passes
        ));
    }
    if let Some(p) = &state.petition {
        out.push_str(&format!(
            "Petition for the Imperial Favor: {} {} — {} {}; chance: {}; gifts sent: {}\n",
            state.player_name(p.petitioner.player),
            p.petitioner.total,
            state.player_name(p.opponent.player),
            p.opponent.total,
            state.player_name(p.chance),
            if p.gifted.is_empty() {
                "none".to_string()
            } else {
                p.gifted
                    .iter()
                    .map(|&g| state.player_name(g).to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        ));
    }
    if let Some(q) = &state.question {
        out.push_str(&format!("Question: {}\n", question_text(state, q)));
    }
    if let Some(d) = board_view(state).duel {
        out.push_str(&duel_text(state, &d));
    }
    out
}

fn duel_text(state: &State, d: &DuelView) -> String {
    let owner = |h: &str| {
        state
            .card(h)
            .map(|c| state.player_name(c.controller).to_string())
            .unwrap_or_default()
    };
    if d.accepted && !d.begun {
        return format!(
            "Duel ({}): {} ({}) and {} ({}) are entering the duel on {}: reactions to that now, then it begins\n",
            d.card,
            d.challenger,
            owner(&d.challenger),
            d.challenged,
            owner(&d.challenged),
            d.value
        );
    }
    if !d.accepted {
        let o = owner(&d.challenged);
        return format!(
            "Challenge ({}): {} ({}) challenges {} ({o}) on {}; `{o} accepts` or `{o} refuses`\n",
            d.card,
            d.challenger,
            owner(&d.challenger),
            d.challenged,
            d.value
        );
    }
    let side = |h: &str, total: i32| {
        let cards: Vec<String> = d
            .focus
            .iter()
            .filter(|f| f.duelist == h)
            .map(|f| {
                if f.adds == f.focus {
                    format!("{} {}", f.card, f.focus)
                } else {
                    format!("{} {}×2", f.card, f.focus)
                }
            })
            .collect();
        let laid = if cards.is_empty() {
            "no focus cards".to_string()
        } else {
            format!("focus cards face down: {}", cards.join(", "))
        };
        format!("{h} ({}) {} {total} ({laid})", owner(h), d.value)
    };
    let o = owner(&d.next);
    format!(
        "Duel ({}): {} — {}; next: {} (`{o} focuses CARD` or `{o} strikes`)\n",
        d.card,
        side(&d.challenger, d.challenger_total.unwrap_or_default()),
        side(&d.challenged, d.challenged_total.unwrap_or_default()),
        d.next
    )
}

/// Steps as numbered lines with their citations.
/// The steps one line each: the form that is stored (a ruling freezes it) and exported.
pub fn steps(steps: &[Step]) -> String {
    steps_for(steps, None)
}

/// The steps as shown on this terminal: wrapped for [`output_width`].
pub fn show_steps(steps: &[Step]) -> String {
    steps_for(steps, output_width())
}

/// The steps laid out for `width` columns (wrapped between words with a hanging indent), or one
/// line each when `width` is `None`.
pub fn steps_for(steps: &[Step], width: Option<usize>) -> String {
    let mut out = String::new();
    for (i, s) in steps.iter().enumerate() {
        let cites: Vec<&str> = s.citations.iter().map(|c| c.as_str()).collect();
        let line = format!("{}  [{}]", s.text, cites.join(", "));
        let first = format!("  {}. ", i + 1);
        match width {
            Some(w) => {
                let rest = " ".repeat(first.len());
                out.push_str(&wrap(&line, w, &first, &rest));
            }
            None => {
                out.push_str(&first);
                out.push_str(&line);
            }
        }
        out.push('\n');
    }
    out
}

/// Whether to colour a stream: it is a terminal, `NO_COLOR` is unset or empty, and `TERM` is not
/// `dumb`.
pub fn colour_on(is_terminal: bool) -> bool {
    is_terminal
        && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
        && std::env::var("TERM").map_or(true, |t| t != "dumb")
}

/// Bold red, then reset.
const RED: &str = "\x1b[1;31m";
const RESET: &str = "\x1b[0m";

/// A refusal or a failed line as printed: its first line bold red on a colour terminal (the
/// carets and the rest stay plain), the text unchanged otherwise.
pub fn refusal(text: &str, colour: bool) -> String {
    if !colour {
        return text.to_string();
    }
    match text.split_once('\n') {
        Some((first, rest)) => format!("{RED}{first}{RESET}\n{rest}"),
        None => format!("{RED}{text}{RESET}"),
    }
}

/// An expectation's result line: `✓ …`, or `✗ …` in bold red on a colour terminal.
pub fn expectation(passed: bool, message: &str, colour: bool) -> String {
    if passed {
        format!("✓ {message}")
    } else if colour {
        format!("{RED}✗ {message}{RESET}")
    } else {
        format!("✗ {message}")
    }
}

/// A line to add under a refusal when the command looks like a common slip: `Bob plays
/// "Kolat Assassin" on hoturi` refused because hoturi is another player's means the judge
/// probably meant `target hoturi` (`on` names the judge's own personality a card is played on).
pub fn slip_hint(
    command: &crate::lang::ast::Command,
    rejection: &crate::engine::Rejection,
) -> Option<String> {
    use crate::engine::Rejection;
    use crate::lang::ast::Command;
    match (command, rejection) {
        (
            Command::Play {
                on: Some(on),
                targets,
                ..
            },
            Rejection::NotYours { handle, .. },
        ) if targets.is_empty() && on.value.eq_ignore_ascii_case(handle) => Some(format!(
            "did you mean `target {}`? `on` names the player's own personality a follower, item or spell is played on; an action's target follows `target`",
            on.value
        )),
        _ => None,
    }
}

/// The width to lay text out for: `COLUMNS` when set to a number (20 or more), else the width of
/// the terminal that standard output is, else `None` (piped output is not wrapped).
pub fn output_width() -> Option<usize> {
    if let Some(n) = std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<usize>().ok())
        .filter(|&n| n >= 20)
    {
        return Some(n);
    }
    Table::new().width().map(usize::from).filter(|&n| n >= 20)
}

/// Lays a table out for [`output_width`] so that it wraps between words and never inside one
/// (`hotu|ri`): each column gets at least its longest word, the room left goes to the columns
/// with the most text. When even the longest words do not fit side by side, the table is drawn
/// as one block per row (`Header: value · …`, wrapped between words). Without a width (piped
/// output) the table is left as it is.
pub fn fit(t: &mut Table, width: Option<usize>) -> Option<String> {
    use comfy_table::{ColumnConstraint, Width};
    let width = width?;
    let rows: Vec<Vec<String>> = t
        .header()
        .into_iter()
        .chain(t.row_iter())
        .map(|r| r.cell_iter().map(|c| c.content()).collect())
        .collect();
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    if columns == 0 {
        return None;
    }
    let mut min = vec![1usize; columns];
    let mut max = vec![1usize; columns];
    for row in &rows {
        for (i, cell) in row.iter().enumerate() {
            for line in cell.lines() {
                max[i] = max[i].max(UnicodeWidthStr::width(line));
                for word in line.split_whitespace() {
                    min[i] = min[i].max(UnicodeWidthStr::width(word));
                }
            }
        }
    }
    // Each column has a space of padding either side and a border after it, plus the first border.
    let overhead = 3 * columns + 1;
    let room = width.saturating_sub(overhead);
    let (sum_min, sum_max): (usize, usize) = (min.iter().sum(), max.iter().sum());
    t.set_width(u16::try_from(width).unwrap_or(u16::MAX));
    if sum_max <= room {
        return None;
    }
    if sum_min > room {
        return Some(blocks(&rows, width));
    }
    // Share what is left over the minimums in proportion to the text each column would add.
    let spare = room - sum_min;
    let want: usize = max.iter().zip(&min).map(|(a, b)| a - b).sum();
    let mut widths: Vec<usize> = min
        .iter()
        .zip(&max)
        .map(|(lo, hi)| lo + (hi - lo) * spare / want.max(1))
        .collect();
    let mut left = room.saturating_sub(widths.iter().sum());
    for (w, hi) in widths.iter_mut().zip(&max) {
        if left == 0 {
            break;
        }
        if *w < *hi {
            *w += 1;
            left -= 1;
        }
    }
    for (i, w) in widths.into_iter().enumerate() {
        if let Some(col) = t.column_mut(i) {
            // comfy-table's fixed widths count the padding (a space either side).
            col.set_constraint(ColumnConstraint::Absolute(Width::Fixed(
                u16::try_from(w + 2).unwrap_or(u16::MAX),
            )));
        }
    }
    None
}

/// A table too wide for the terminal as one block per row: `Header: value` pairs joined by ` · `,
/// wrapped between words. The first row is the header.
fn blocks(rows: &[Vec<String>], width: usize) -> String {
    let Some((header, body)) = rows.split_first() else {
        return String::new();
    };
    let mut out = String::new();
    for row in body {
        let parts: Vec<String> = row
            .iter()
            .enumerate()
            .map(|(i, v)| (header.get(i).map(String::as_str).unwrap_or(""), v.trim()))
            .filter(|(_, v)| !v.is_empty())
            .map(|(h, v)| format!("{h}: {}", v.replace('\n', " ")))
            .collect();
        out.push_str(&wrap(&parts.join(" · "), width, "• ", "  "));
        out.push('\n');
    }
    out
}

/// A table as text for this terminal's width: see [`fit`].
pub fn table_text(t: Table) -> String {
    table_text_for(t, output_width())
}

/// A table as text for `width` columns: see [`fit`].
pub fn table_text_for(mut t: Table, width: Option<usize>) -> String {
    if width.is_none() {
        // Not even the terminal's width: the same text wherever it is printed or stored.
        t.set_content_arrangement(ContentArrangement::Disabled);
    }
    match fit(&mut t, width) {
        Some(blocks) => blocks,
        None => format!("{t}\n"),
    }
}

/// Wraps `text` to `width` columns between words: the first line starts with `first`, the others
/// with `rest` (a hanging indent). A word longer than a line is kept whole. Runs of full-width
/// characters (Japanese) may break between characters, as Japanese text does.
pub fn wrap(text: &str, width: usize, first: &str, rest: &str) -> String {
    let mut out = String::from(first);
    let mut col = UnicodeWidthStr::width(first);
    let mut at_start = true;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let w = UnicodeWidthStr::width(word);
        let gap = usize::from(!at_start);
        if !at_start && col + gap + w > width {
            out.push('\n');
            out.push_str(rest);
            col = UnicodeWidthStr::width(rest);
            at_start = true;
        }
        if !at_start {
            out.push(' ');
            col += 1;
        }
        // A long run of wide characters breaks between characters.
        if col + w > width && word.chars().any(|c| UnicodeWidthChar::width(c) == Some(2)) {
            for ch in word.chars() {
                let cw = UnicodeWidthChar::width(ch).unwrap_or(0);
                if col + cw > width && col > UnicodeWidthStr::width(rest) {
                    out.push('\n');
                    out.push_str(rest);
                    col = UnicodeWidthStr::width(rest);
                }
                out.push(ch);
                col += cw;
            }
        } else {
            out.push_str(word);
            col += w;
        }
        at_start = false;
    }
    out
}
