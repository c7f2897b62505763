//! The board as text: players, cards, provinces and the attack, and what is open.

use super::layout::{output_width, table_text_for};
use super::view::{attack_view, card_label, duel_of, question_text, ArmyView, DuelView};
use crate::engine::state::{Card, State, Zone};
use crate::lang::ast::{CardKind, DeadKind, Stat};
use comfy_table::{presets::UTF8_FULL_CONDENSED, Cell, ContentArrangement, Table};

fn table() -> Table {
    let mut t = Table::new();
    t.load_style(UTF8_FULL_CONDENSED)
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
    if state.players.is_empty() {
        return "The board is empty: type `players NAME NAME …` to seat the players.\n".into();
    }
    let mut out = header_text(state);
    out.push_str(&players_text(state, width));
    out.push_str(&in_play_text(state, width));
    out.push_str(&zones_text(state));
    out.push_str(&provinces_text(state));
    out.push_str(&open_things(state));
    out
}

/// The header: the turn and phase, who holds the Imperial Favor, and the winner if any.
fn header_text(state: &State) -> String {
    let mut out = String::new();
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
    out
}

/// The players: seat, name, family honor, the Favor, clan, and whether current or out.
fn players_text(state: &State, width: Option<usize>) -> String {
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
    table_text_for(t, width)
}

/// The cards in play, player by player, each followed by its attachments.
fn in_play_text(state: &State, width: Option<usize>) -> String {
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
                // A card attached to no card in play heads its row: a region lies on a province.
                .filter(|c| {
                    c.controller == pi
                        && c.attached_to
                            .as_ref()
                            .is_none_or(|h| state.card(h).is_none())
                })
            {
                add_card_row(state, &mut t, c, "", None);
                for a in state.attachments(&c.handle) {
                    add_card_row(state, &mut t, a, "  └ ", Some(c.controller));
                }
            }
        }
        return table_text_for(t, width);
    }
    String::new()
}

/// Each player's cards out of play: hand, the dead (honorable, dishonorable, discarded
/// personalities) and the discard pile.
fn zones_text(state: &State) -> String {
    let mut out = String::new();
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
        marks.push("bowed".to_string());
    }
    if c.dishonored {
        marks.push("dishonored".to_string());
    }
    if let Some(v) = c.attached_to.as_ref().and_then(|h| state.province(h)) {
        marks.push(format!("on province {}", v.handle));
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
    if let Some(d) = duel_of(state) {
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
