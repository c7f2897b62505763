//! The board as text: players, cards, provinces and the attack, and what is open.

use super::layout::{output_width, table_text_for};
use super::view::{attack_view, card_label, duel_of, question_text, ArmyView, DuelView};
use crate::engine::state::{Card, State, Zone};
use crate::i18n::Lang;
use crate::lang::ast::{CardKind, DeadKind, Stat};
use crate::msg::Arg;
use crate::tr;
use comfy_table::{presets::UTF8_FULL_CONDENSED, Cell, ContentArrangement, Table};

fn table() -> Table {
    let mut t = Table::new();
    t.load_style(UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Dynamic);
    t
}

/// A table's column headings in `lang`.
fn headings(lang: Lang, columns: &[&str]) -> Vec<String> {
    columns
        .iter()
        .map(|c| tr!(lang, "board-column", column = *c))
        .collect()
}

/// Items joined with commas in `lang`.
pub(super) fn commas(lang: Lang, items: &[String]) -> String {
    Arg::commas(items).words(lang)
}

/// The board as text: header, players, cards in play per player, hands, discard piles, and
/// whatever is open (windows, petition, question).
pub fn board(state: &State, lang: Lang) -> String {
    board_for(state, None, lang)
}

/// The board as shown on this terminal: laid out for [`output_width`]. What is stored or
/// exported uses [`board`], which does not depend on where it is printed.
pub fn show_board(state: &State, lang: Lang) -> String {
    board_for(state, output_width(), lang)
}

/// The board laid out for `width` columns (`None`: tables as wide as their content), in `lang`.
pub fn board_for(state: &State, width: Option<usize>, lang: Lang) -> String {
    if state.players.is_empty() {
        return format!("{}\n", tr!(lang, "board-empty"));
    }
    let mut out = header_text(state, lang);
    out.push_str(&players_text(state, width, lang));
    out.push_str(&in_play_text(state, width, lang));
    out.push_str(&zones_text(state, lang));
    out.push_str(&provinces_text(state, lang));
    out.push_str(&open_things(state, lang));
    out
}

/// The header: the turn and phase, who holds the Imperial Favor, and the winner if any.
fn header_text(state: &State, lang: Lang) -> String {
    let mut out = String::new();
    let turn = match state.turn {
        Some(t) => tr!(
            lang,
            "board-turn",
            number = t.number,
            player = state.player_name(t.player),
            phase = tr!(lang, "phase-name", phase = t.phase.keyword())
        ),
        None => tr!(lang, "board-no-turn"),
    };
    let favor = state
        .favor
        .map(|p| state.player_name(p).to_string())
        .unwrap_or_else(|| tr!(lang, "board-favor-nobody"));
    out.push_str(&tr!(lang, "board-header", turn = turn, favor = favor));
    out.push('\n');
    if let Some((w, v)) = state.winner {
        out.push_str(&tr!(
            lang,
            "board-winner",
            player = state.player_name(w),
            victory = super::view::victory_word(v)
        ));
        out.push('\n');
    }
    out
}

/// The players: seat, name, family honor, the Favor, clan, and whether current or out.
fn players_text(state: &State, width: Option<usize>, lang: Lang) -> String {
    let mut t = table();
    t.set_header(headings(
        lang,
        &["seat", "player", "honor", "favor", "clan", "status"],
    ));
    for (i, p) in state.players.iter().enumerate() {
        let mut status = Vec::new();
        if state.is_current(i) {
            status.push(tr!(lang, "board-current"));
        }
        if p.out {
            status.push(tr!(lang, "board-out"));
        }
        t.add_row(vec![
            Cell::new(i + 1),
            Cell::new(&p.name),
            Cell::new(p.honor),
            Cell::new(if state.favor == Some(i) { "★" } else { "" }),
            Cell::new(p.clan.clone().unwrap_or_default()),
            Cell::new(commas(lang, &status)),
        ]);
    }
    table_text_for(t, width)
}

/// The cards in play, player by player, each followed by its attachments.
fn in_play_text(state: &State, width: Option<usize>, lang: Lang) -> String {
    // The cards out of play (a long game's dead) are passed over without being decoded.
    let in_play: Vec<&Card> = state.cards.in_play().collect();
    if !in_play.is_empty() {
        let mut t = table();
        t.set_header(headings(
            lang,
            &[
                "player", "handle", "card", "kind", "force", "chi", "ph", "unit", "gold", "marks",
                "attached",
            ],
        ));
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
                add_card_row(state, &mut t, c, "", None, lang);
                for a in state.attachments(&c.handle) {
                    add_card_row(state, &mut t, a, "  └ ", Some(c.controller), lang);
                }
            }
        }
        return table_text_for(t, width);
    }
    String::new()
}

/// The places of player `pi`'s cards in zone `z`, in the board's order: every card is glanced
/// at, not decoded, so a pile's older cards (skipped) and the other zones cost no decoding.
fn places_in(
    state: &State,
    pi: crate::engine::state::PlayerIx,
    z: Zone,
) -> impl Iterator<Item = usize> + '_ {
    state
        .cards
        .glances()
        .enumerate()
        .filter(move |(_, g)| g.controller == pi && g.zone == z)
        .map(|(at, _)| at)
}

/// Each player's cards out of play: hand, the dead (honorable, dishonorable, discarded
/// personalities) and the discard pile.
fn zones_text(state: &State, lang: Lang) -> String {
    let mut out = String::new();
    let cut = super::view::piles_cut(state);
    for (pi, p) in state.players.iter().enumerate() {
        // A pile's newest cards only, when it holds more than a board draws
        // (`view::PILE_SHOWN`), after how many older ones were left out.
        let mine = |z: Zone| -> Vec<String> {
            let left_out = cut
                .get(&(pi, crate::engine::expect::zone_word(z)))
                .copied()
                .unwrap_or(0);
            let mut shown: Vec<String> = places_in(state, pi, z)
                .skip(left_out)
                .filter_map(|at| state.cards.get(at))
                .map(|c| {
                    tr!(
                        lang,
                        "board-card-handle",
                        card = card_label(&c.def, lang),
                        handle = &c.handle
                    )
                })
                .collect();
            if left_out > 0 {
                shown.insert(0, tr!(lang, "board-pile-earlier", count = left_out));
            }
            shown
        };
        let hand: Vec<String> = places_in(state, pi, Zone::Hand)
            .filter_map(|at| state.cards.get(at))
            .map(|c| {
                tr!(
                    lang,
                    "board-hand-card",
                    card = card_label(&c.def, lang),
                    focus = c.def.stat(Stat::Focus),
                    handle = &c.handle
                )
            })
            .collect();
        let zones = [
            ("hand", hand),
            ("honorable", mine(Zone::Dead(DeadKind::Honorable))),
            ("dishonorable", mine(Zone::Dead(DeadKind::Dishonorable))),
            ("discarded", mine(Zone::Dead(DeadKind::Discarded))),
            ("discard", mine(Zone::Discard)),
        ];
        let lines: Vec<String> = zones
            .iter()
            .filter(|(_, cards)| !cards.is_empty())
            .map(|(zone, cards)| {
                tr!(
                    lang,
                    "board-zone",
                    zone = *zone,
                    cards = commas(lang, cards)
                )
            })
            .collect();
        if !lines.is_empty() {
            out.push_str(&format!("{}:\n{}\n", p.name, lines.join("\n")));
        }
    }
    out
}

/// Provinces per player, and the attack with its battlefields and armies.
fn provinces_text(state: &State, lang: Lang) -> String {
    let mut out = String::new();
    if !state.provinces.is_empty() {
        let mut t = table();
        t.set_header(headings(lang, &["player", "province", "strength", "card"]));
        for v in &state.provinces {
            let card = if v.destroyed {
                tr!(lang, "board-province-destroyed")
            } else {
                match &v.card {
                    None => tr!(lang, "board-province-empty"),
                    Some(c) => tr!(
                        lang,
                        "board-province-card",
                        card = &c.def.name,
                        face = if c.face_up { "up" } else { "down" }
                    ),
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
        let view = attack_view(state, a, lang);
        out.push_str(&tr!(
            lang,
            "board-attack",
            attacker = &view.attacker,
            defender = &view.defender,
            stage = &view.stage
        ));
        out.push('\n');
        let army = |v: &ArmyView| {
            if v.units.is_empty() {
                tr!(lang, "board-army-none")
            } else {
                tr!(
                    lang,
                    "board-army",
                    units = commas(lang, &v.units),
                    force = v.force
                )
            }
        };
        for b in &view.battlefields {
            let mark = if b.current {
                "current"
            } else if b.fought {
                "fought"
            } else {
                "none"
            };
            out.push_str(&tr!(
                lang,
                "board-battlefield",
                province = &b.province,
                mark = mark,
                attackers = army(&b.attackers),
                defenders = army(&b.defenders)
            ));
            out.push('\n');
        }
    }
    if let Some(o) = state.opportunity {
        out.push_str(&tr!(
            lang,
            "board-opportunity",
            player = state.player_name(o.chance),
            passes = o.passes
        ));
        out.push('\n');
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
fn add_card_row(
    state: &State,
    t: &mut Table,
    c: &Card,
    indent: &str,
    host: Option<usize>,
    lang: Lang,
) {
    let mut marks = Vec::new();
    if c.bowed {
        marks.push(tr!(lang, "board-bowed"));
    }
    if c.dishonored {
        marks.push(tr!(lang, "board-dishonored"));
    }
    if let Some(v) = c.attached_to.as_ref().and_then(|h| state.province(h)) {
        marks.push(tr!(lang, "board-on-province", handle = &v.handle));
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
        Cell::new(card_label(&c.def, lang)),
        Cell::new(tr!(lang, "card-kind", kind = c.def.kind.keyword())),
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
        Cell::new(commas(lang, &marks)),
        Cell::new(commas(lang, &attached)),
    ]);
}

/// What is open and who may act now, in `lang`.
pub fn open_things(state: &State, lang: Lang) -> String {
    let mut out = String::new();
    for (depth, p) in state.stack.iter().enumerate() {
        let targets = if p.targets.is_empty() {
            String::new()
        } else {
            tr!(lang, "board-targets", targets = commas(lang, &p.targets))
        };
        let cancelled = if p.cancelled {
            tr!(lang, "board-cancelled")
        } else {
            String::new()
        };
        let payment = match &p.entering {
            Some(e) if !e.paying.is_empty() || e.cost > 0 => tr!(
                lang,
                "board-payment",
                gold = e.gold,
                paying = if e.paying.is_empty() {
                    tr!(lang, "board-nothing")
                } else {
                    commas(lang, &e.paying)
                },
                cost = e.cost,
                lost = (e.gold - e.cost).max(0)
            ),
            _ => String::new(),
        };
        out.push_str(&tr!(
            lang,
            "board-pending",
            depth = depth + 1,
            player = state.player_name(p.player),
            card = crate::engine::core::card::card_name_arg(&p.card.name).words(lang),
            kind = tr!(lang, "action-kind", kind = p.kind.keyword()),
            targets = targets,
            cancelled = cancelled,
            payment = payment,
            chance = state.player_name(p.window.chance),
            passes = p.window.passes
        ));
        out.push('\n');
    }
    if let Some(p) = &state.petition {
        let gifts: Vec<String> = p
            .gifted
            .iter()
            .map(|&g| state.player_name(g).to_string())
            .collect();
        out.push_str(&tr!(
            lang,
            "board-petition",
            petitioner = state.player_name(p.petitioner.player),
            ptotal = p.petitioner.total,
            opponent = state.player_name(p.opponent.player),
            ototal = p.opponent.total,
            chance = state.player_name(p.chance),
            gifts = if gifts.is_empty() {
                tr!(lang, "board-none")
            } else {
                commas(lang, &gifts)
            }
        ));
        out.push('\n');
    }
    if let Some(q) = &state.question {
        out.push_str(&tr!(
            lang,
            "board-question",
            question = question_text(state, q, lang)
        ));
        out.push('\n');
    }
    if let Some(d) = duel_of(state) {
        out.push_str(&duel_text(state, &d, lang));
    }
    out
}

fn duel_text(state: &State, d: &DuelView, lang: Lang) -> String {
    let owner = |h: &str| {
        state
            .card(h)
            .map(|c| state.player_name(c.controller).to_string())
            .unwrap_or_default()
    };
    let stat = tr!(lang, "board-stat", stat = d.value.as_str());
    if d.accepted && !d.begun {
        return format!(
            "{}\n",
            tr!(
                lang,
                "board-duel-entering",
                card = &d.card,
                challenger = &d.challenger,
                cowner = owner(&d.challenger),
                challenged = &d.challenged,
                downer = owner(&d.challenged),
                stat = stat
            )
        );
    }
    if !d.accepted {
        return format!(
            "{}\n",
            tr!(
                lang,
                "board-challenge",
                card = &d.card,
                challenger = &d.challenger,
                cowner = owner(&d.challenger),
                challenged = &d.challenged,
                downer = owner(&d.challenged),
                stat = stat
            )
        );
    }
    let side = |h: &str, total: i32| {
        let cards: Vec<String> = d
            .focus
            .iter()
            .filter(|f| f.duelist == h)
            .map(|f| {
                tr!(
                    lang,
                    "board-duel-focus",
                    card = &f.card,
                    focus = f.focus,
                    doubled = if f.adds == f.focus { "no" } else { "yes" }
                )
            })
            .collect();
        let laid = if cards.is_empty() {
            tr!(lang, "board-duel-no-focus")
        } else {
            tr!(lang, "board-duel-focus-down", cards = commas(lang, &cards))
        };
        tr!(
            lang,
            "board-duel-side",
            handle = h,
            owner = owner(h),
            stat = stat.as_str(),
            total = total,
            laid = laid
        )
    };
    format!(
        "{}\n",
        tr!(
            lang,
            "board-duel",
            card = &d.card,
            challenger = side(&d.challenger, d.challenger_total.unwrap_or_default()),
            challenged = side(&d.challenged, d.challenged_total.unwrap_or_default()),
            next = &d.next,
            owner = owner(&d.next)
        )
    )
}
