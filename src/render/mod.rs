//! Turning the board and the steps into text (comfy-table) and into documented JSON objects.
//! The JSON shapes here are explicit DTOs: the engine's state is never serialized as such.

use crate::engine::expect::zone_word;
use crate::engine::state::{Attack, AttackStage, Card, Question, State, Victory, Zone};
use crate::engine::Step;
use crate::lang::ast::{CardKind, DeadKind, Stat};
use comfy_table::{presets::UTF8_FULL_CONDENSED, Cell, ContentArrangement, Table};
use serde::Serialize;

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
    pub bowed: bool,
    pub dishonored: bool,
    pub attached_to: Option<String>,
    pub traits: Vec<String>,
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
        bowed: c.bowed,
        dishonored: c.dishonored,
        attached_to: c.attached_to.clone(),
        traits: c.def.traits.clone(),
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
    out.push_str(&t.to_string());
    out.push('\n');

    let in_play: Vec<&Card> = state
        .cards
        .iter()
        .filter(|c| c.zone == Zone::InPlay)
        .collect();
    if !in_play.is_empty() {
        let mut t = table();
        t.set_header(vec![
            "Player", "Handle", "Card", "Kind", "F", "C", "PH", "Unit F", "Marks", "Attached",
        ]);
        for (pi, _) in state.players.iter().enumerate() {
            for c in in_play
                .iter()
                .filter(|c| c.controller == pi && c.attached_to.is_none())
            {
                add_card_row(state, &mut t, c, "");
                for a in state.attachments(&c.handle) {
                    add_card_row(state, &mut t, a, "  └ ");
                }
            }
        }
        out.push_str(&t.to_string());
        out.push('\n');
    }

    for (pi, p) in state.players.iter().enumerate() {
        let mine = |z: Zone| -> Vec<String> {
            state
                .cards
                .iter()
                .filter(|c| c.controller == pi && c.zone == z)
                .map(|c| format!("{} ({})", c.def.name, c.handle))
                .collect()
        };
        let hand: Vec<String> = state
            .cards
            .iter()
            .filter(|c| c.controller == pi && c.zone == Zone::Hand)
            .map(|c| {
                format!(
                    "{} (focus {}, `{}`)",
                    c.def.name,
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

fn add_card_row(state: &State, t: &mut Table, c: &Card, indent: &str) {
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
    t.add_row(vec![
        Cell::new(if indent.is_empty() {
            state.player_name(c.controller)
        } else {
            ""
        }),
        Cell::new(format!("{indent}{}", c.handle)),
        Cell::new(&c.def.name),
        Cell::new(c.def.kind.keyword()),
        Cell::new(state.force(c)),
        Cell::new(state.chi(c)),
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
pub fn steps(steps: &[Step]) -> String {
    let mut out = String::new();
    for (i, s) in steps.iter().enumerate() {
        let cites: Vec<&str> = s.citations.iter().map(|c| c.as_str()).collect();
        out.push_str(&format!(
            "  {}. {}  [{}]\n",
            i + 1,
            s.text,
            cites.join(", ")
        ));
    }
    out
}
