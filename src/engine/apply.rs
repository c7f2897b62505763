//! `apply`: one event changes the state, and the rules derive the rest (windows, resolution,
//! honor losses, deaths, victory). Every change is explained by a [`Step`] with citations.

use super::bring::{self, Entering, Mode};
use super::card::{CardDef, Effect, Ref, Who};
use super::decide::target_problem;
use super::event::{Event, Passer};
use super::names;
use super::state::{
    Card, Lasting, Mod, Pending, Petition, PlayerIx, Question, Side, State, Turn, Victory, Window,
    Zone,
};
use super::Step;
use crate::lang::ast::{
    ActionKind, AdjustVerb, CardKind, CardVerb, ClanChoice, CopyWhat, DeadKind, Phase, Stat,
};
use crate::rules::ids::{self, RuleId};
use std::collections::BTreeMap;

/// Collects the steps of one event.
struct Out {
    steps: Vec<Step>,
    /// Replaying with the explanations thrown away: the text is never formatted.
    quiet: bool,
}

impl Out {
    fn say(&mut self, text: impl std::fmt::Display, cites: &[RuleId]) {
        if self.quiet {
            return;
        }
        self.steps.push(Step {
            text: text.to_string(),
            citations: cites.to_vec(),
        });
    }
}

const READING_WINDOW: &str = "gunbai's reading: a reaction resolves as soon as its own window closes; then the window of the action it answered resumes on the reactor's left and needs a fresh run of passes";

/// Applies one event. Events that no longer fit the board (a damaged log) change nothing and say so.
pub fn apply(state: &mut State, ev: &Event) -> Vec<Step> {
    let mut out = Out {
        steps: Vec::new(),
        quiet: false,
    };
    apply_inner(state, ev, &mut out);
    out.steps
}

/// Applies one event without building its explanation: the same state, for fast replays.
pub fn apply_quiet(state: &mut State, ev: &Event) {
    let mut out = Out {
        steps: Vec::new(),
        quiet: true,
    };
    apply_inner(state, ev, &mut out);
}

fn ix(state: &State, name: &str) -> Option<PlayerIx> {
    state.player_ix(name)
}

fn apply_inner(state: &mut State, ev: &Event, out: &mut Out) {
    match ev {
        Event::Players { names } => {
            state.players = names
                .iter()
                .map(|n| super::state::Player {
                    name: n.clone(),
                    honor: 0,
                    clan: None,
                    no_honor_victory: false,
                    out: false,
                })
                .collect();
            let seating = names.join(" → ");
            let lefts: Vec<String> = (0..names.len())
                .map(|i| {
                    format!(
                        "{} sits on {}'s left",
                        names[(i + 1) % names.len()],
                        names[i]
                    )
                })
                .collect();
            out.say(
                format_args!(
                    "Seating, clockwise: {seating}; turns pass clockwise, so {}",
                    lefts.join(", ")
                ),
                &[ids::PROC_SETUP, ids::SETUP_FIRST_PLAYER],
            );
            out.say(
                "Before play each player shuffles both decks and offers a cut, lays four provinces face down, draws five fate cards and keeps tokens and a Favor marker at hand: gunbai does not deal; the judge types the board and records hands with `hand`",
                &[ids::PROC_SETUP, ids::SETUP_SHUFFLE, ids::SETUP_LAYOUT, ids::SETUP_HAND, ids::SETUP_TOKENS],
            );
        }
        Event::SetHonor { player, honor } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            let before = state.players[p].honor;
            state.players[p].honor = *honor;
            out.say(
                format_args!("{player}'s family honor is set to {honor} (was {before})"),
                &[ids::PROC_SETUP, ids::SETUP_FAMILY_HONOR],
            );
            check_out(state, p, out);
        }
        Event::AdjustHonor { player, delta } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            let before = state.players[p].honor;
            state.players[p].honor += delta;
            out.say(
                format_args!(
                    "Judge adjustment: {player}'s family honor {before} → {}",
                    state.players[p].honor
                ),
                &[ids::PROC_ADJUST, ids::SETUP_FAMILY_HONOR],
            );
            check_out(state, p, out);
        }
        Event::SetFavor { holder } => {
            state.favor = holder.as_ref().and_then(|h| ix(state, h));
            match holder {
                Some(h) => out.say(
                    format_args!("{h} holds the Imperial Favor"),
                    &[ids::PROC_SETUP, ids::FAVOR_USES],
                ),
                None => out.say(
                    "Nobody holds the Imperial Favor",
                    &[ids::PROC_SETUP, ids::FAVOR_USES],
                ),
            }
        }
        Event::SetTurn { player, phase } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            let new_turn = match state.turn {
                None => true,
                Some(t) => {
                    t.player != p || (*phase == Phase::Straighten && t.phase != Phase::Straighten)
                }
            };
            if state.turn.is_some_and(|t| t.phase == Phase::Battle) && *phase != Phase::Battle {
                end_battle_segment(state, out);
            }
            let number = state.turn.map(|t| t.number).unwrap_or(0) + u32::from(new_turn);
            state.turn = Some(Turn {
                player: p,
                phase: *phase,
                number,
            });
            if new_turn {
                if number > 1 {
                    end_of_turn(state, out);
                }
                state.petitioned = false;
                out.say(
                    format_args!("{player}'s turn begins; phase: {}", phase.keyword()),
                    &[ids::REF_TURN_PHASES],
                );
                priority(state, p, *phase, out);
                let pl = &state.players[p];
                if pl.honor >= 40 && !pl.out {
                    if pl.no_honor_victory {
                        out.say(
                            format_args!("{player} starts the turn with {} family honor, but their clan cannot win by honor", pl.honor),
                            &[ids::VICTORY_HONOR],
                        );
                    } else if state.winner.is_none() {
                        state.winner = Some((p, Victory::Honor));
                        out.say(
                            format_args!("{player} starts the turn with {} family honor (40 or more): honor victory", pl.honor),
                            &[ids::VICTORY_HONOR],
                        );
                    }
                }
            } else {
                out.say(
                    format_args!("{player}'s turn: phase is now {}", phase.keyword()),
                    &[ids::REF_TURN_PHASES],
                );
                priority(state, p, *phase, out);
            }
        }
        Event::SetClan {
            player,
            clan,
            no_honor_victory,
        } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            state.players[p].clan = Some(clan.clone());
            state.players[p].no_honor_victory = *no_honor_victory;
            let extra = if *no_honor_victory {
                "; this clan cannot win by honor"
            } else {
                ""
            };
            out.say(
                format_args!("{player} plays {clan}{extra}"),
                &[ids::PROC_SETUP, ids::CLAN_LIST, ids::VICTORY_HONOR],
            );
        }
        Event::Enter {
            player,
            handle,
            card,
            on,
            bowed,
            dishonored,
        } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            state.cards.push(Card {
                bowed: *bowed,
                dishonored: *dishonored,
                attached_to: on.clone(),
                ..Card::new(handle.clone(), card.clone(), p, Zone::InPlay)
            });
            let mut marks = Vec::new();
            if *bowed {
                marks.push("bowed");
            }
            if *dishonored {
                marks.push("dishonored");
            }
            let marks = if marks.is_empty() {
                String::new()
            } else {
                format!(", {}", marks.join(", "))
            };
            let place = on
                .as_ref()
                .map(|h| format!(" attached to {h}"))
                .unwrap_or_default();
            out.say(
                format_args!(
                    "{player} has {} `{}` ({}) in play{place}{marks}, as `{handle}`",
                    card.kind.keyword(),
                    card.name,
                    describe(card)
                ),
                &[ids::PROC_SETUP, ids::PLAY_CONTROL],
            );
            let missing: Vec<&str> = [Stat::Force, Stat::Chi, Stat::PersonalHonor]
                .into_iter()
                .filter(|st| !card.stats.contains_key(st))
                .map(|st| st.keyword())
                .collect();
            if matches!(card.kind, CardKind::Personality | CardKind::Follower)
                && !missing.is_empty()
            {
                out.say(
                    format_args!(
                        "{handle} has no printed {}: a value a card does not have counts as 0",
                        missing.join(", ")
                    ),
                    &[ids::PLAY_MISSING_VALUES],
                );
            }
            lieutenant_note(state, handle, out);
        }
        Event::Hand {
            player,
            handle,
            card,
        } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            state
                .cards
                .push(Card::new(handle.clone(), card.clone(), p, Zone::Hand));
            out.say(
                format_args!(
                    "{player} holds `{}` (focus {}) as `{handle}`",
                    card.name,
                    card.stat(Stat::Focus)
                ),
                &[ids::PROC_HAND],
            );
        }
        Event::DefineCard { card } => {
            state.defs.push(card.clone());
            out.say(
                format_args!(
                    "Card defined for this case: {} ({})",
                    card.name,
                    describe(card)
                ),
                &[ids::PROC_CARD],
            );
        }
        Event::Adjust { verb, handle } => adjust(state, *verb, handle, out),
        Event::Declare {
            player,
            card,
            kind,
            by,
            targets,
            from_hand,
            entering,
        } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            match entering {
                Some(e) => bring_declare(state, out, p, card.clone(), e.clone()),
                None => declare(
                    state,
                    out,
                    p,
                    card.clone(),
                    *kind,
                    by.clone(),
                    targets.clone(),
                    from_hand.as_deref(),
                ),
            }
        }
        Event::Pass { who } => pass(state, who, out),
        Event::Petition { player, spokesman } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            petition(state, p, spokesman, out);
        }
        Event::Support {
            player,
            handle,
            side,
        } => {
            let (Some(p), Some(s)) = (ix(state, player), ix(state, side)) else {
                return skip(out, ev);
            };
            support(state, p, handle, s, out);
        }
        Event::Gift { player, card, side } => {
            let (Some(p), Some(s)) = (ix(state, player), ix(state, side)) else {
                return skip(out, ev);
            };
            gift(state, p, card, s, out);
        }
        Event::Seppuku { player, handle } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            answer(state, p, Some(handle.clone()), out);
        }
        Event::Decline { player } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            answer(state, p, None, out);
        }
        Event::UseFavor {
            player,
            kind,
            target,
        } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            use_favor(state, p, *kind, target.clone(), out);
        }
        Event::Move { player, card, to } => {
            let from = state
                .card(card)
                .and_then(|c| c.attached_to.clone())
                .unwrap_or_default();
            for h in [from.as_str(), to.as_str()] {
                if let Some(c) = state.card_mut(h) {
                    c.bowed = true;
                }
            }
            if let Some(c) = state.card_mut(card) {
                c.attached_to = Some(to.clone());
            }
            out.say(
                format_args!("{player} bows {from} and {to} and moves {card} from {from} to {to} (gunbai's reading: both bow for the exchange, so neither may be bowed before it)"),
                &[ids::ATTACH_MOVE, ids::BOW_BOWING],
            );
        }
        Event::Retract { .. } => {}
    }
}

/// Who acts first when several want to: the current player, or the defender in battle.
fn priority(state: &State, p: PlayerIx, phase: Phase, out: &mut Out) {
    let name = state.player_name(p);
    match phase {
        Phase::Action => out.say(
            format_args!("When several players want to act at once, {name}, the current player, goes first, then the others in turn order"),
            &[ids::ACTION_PRIORITY],
        ),
        Phase::Battle => out.say(
            "In the battle action segment the defender takes the first action",
            &[ids::ACTION_PRIORITY, ids::ACTION_BATTLE],
        ),
        _ => {}
    }
}

fn skip(out: &mut Out, ev: &Event) {
    out.say(
        format_args!(
            "Ignored: the `{}` event names something that is not on the board",
            ev.kind()
        ),
        &[ids::PROC_ADJUST],
    );
}

/// A short description of a card's numbers and traits.
pub fn describe(card: &CardDef) -> String {
    let mut parts: Vec<String> = card
        .stats
        .iter()
        .map(|(k, v)| format!("{} {v}", k.keyword()))
        .collect();
    if card.hr_dash {
        parts.push("hr -".into());
    }
    if let Some(a) = card.action {
        parts.insert(0, a.keyword().to_string());
    }
    if !card.traits.is_empty() {
        parts.push(format!("traits {}", card.traits.join(" ")));
    }
    if parts.is_empty() {
        "no printed numbers".into()
    } else {
        parts.join(", ")
    }
}

fn adjust(state: &mut State, verb: AdjustVerb, handle: &str, out: &mut Out) {
    let Some(card) = state.card_mut(handle) else {
        return out.say(
            format_args!("Ignored: {handle} is not on the board"),
            &[ids::PROC_ADJUST],
        );
    };
    let h = card.handle.clone();
    match verb {
        AdjustVerb::Bow => {
            card.bowed = true;
            let note = bow_note(state, &h);
            out.say(
                format_args!("Judge adjustment: {h} is bowed{note}"),
                &[ids::PROC_ADJUST, ids::BOW_BOWING, ids::BOW_UNIT],
            );
        }
        AdjustVerb::Straighten => {
            card.bowed = false;
            out.say(
                format_args!("Judge adjustment: {h} straightens"),
                &[ids::PROC_ADJUST, ids::BOW_BOWING],
            );
        }
        AdjustVerb::Dishonor => {
            card.dishonored = true;
            out.say(
                format_args!("Judge adjustment: {h} is dishonored (personal honor 0)"),
                &[
                    ids::PROC_ADJUST,
                    ids::DISHONOR_STATE,
                    ids::DISHONOR_PERSONAL_HONOR,
                ],
            );
        }
        AdjustVerb::Rehonor => {
            card.dishonored = false;
            out.say(
                format_args!("Judge adjustment: {h} is honorable again"),
                &[ids::PROC_ADJUST, ids::DISHONOR_STATE],
            );
        }
        AdjustVerb::Destroy => {
            out.say(
                format_args!("Judge adjustment: {h} is destroyed"),
                &[ids::PROC_ADJUST],
            );
            let mut res = Resolution::none();
            destroy(state, &h, &mut res, out);
        }
        AdjustVerb::Discard => {
            out.say(
                format_args!("Judge adjustment: {h} is discarded"),
                &[ids::PROC_ADJUST],
            );
            discard(state, &h, out);
        }
    }
}

/// A follower named after a personality (Lieutenant Sukune, Hida Sukune) is another card: both may
/// be in play, and neither counts as the other.
fn lieutenant_note(state: &State, handle: &str, out: &mut Out) {
    let Some(card) = state.card(handle) else {
        return;
    };
    let last = |n: &str| n.split_whitespace().last().map(str::to_lowercase);
    let twin = state.cards.iter().find(|c| {
        c.zone == Zone::InPlay
            && !c.handle.eq_ignore_ascii_case(handle)
            && c.def.kind != card.def.kind
            && matches!(c.def.kind, CardKind::Personality | CardKind::Follower)
            && matches!(card.def.kind, CardKind::Personality | CardKind::Follower)
            && last(&c.def.name) == last(&card.def.name)
    });
    if let Some(t) = twin {
        out.say(
            format_args!("{} and {} share a name but are different cards: both may be in play, and neither affects the other", card.def.name, t.def.name),
            &[ids::EXPERIENCED_LIEUTENANT],
        );
    }
}

/// What bowing means for a unit: a bowed personality's unit cannot attack or defend, though the
/// other cards' abilities can still be used; a bowed attachment does not stop its personality.
fn bow_note(state: &State, h: &str) -> String {
    match state.card(h) {
        Some(c) if c.attached_to.is_some() => format!(" (its personality {} is still usable)", c.attached_to.clone().unwrap_or_default()),
        Some(c) if c.def.kind == CardKind::Personality => " (its unit cannot attack or defend while it is bowed; the abilities of the unit's other cards can still be used)".to_string(),
        _ => String::new(),
    }
}

/// Honor changes and seppuku caps that belong to the action being resolved.
struct Resolution {
    action: Option<Pending>,
    lost: BTreeMap<PlayerIx, i32>,
    /// Players whose loss from this action is capped at 1 by seppuku.
    capped: Vec<PlayerIx>,
}

impl Resolution {
    fn none() -> Resolution {
        Resolution {
            action: None,
            lost: BTreeMap::new(),
            capped: Vec::new(),
        }
    }

    fn of(action: &Pending) -> Resolution {
        Resolution {
            action: Some(action.clone()),
            lost: BTreeMap::new(),
            capped: Vec::new(),
        }
    }
}

fn lose_honor(
    state: &mut State,
    p: PlayerIx,
    amount: i32,
    why: &str,
    cites: &[RuleId],
    res: &mut Resolution,
    out: &mut Out,
) {
    let name = state.player_name(p).to_string();
    if amount <= 0 {
        out.say(
            format_args!("{name} loses no honor ({why}): a loss of 0 is no loss"),
            &[ids::REF_HONOR_GAINS],
        );
        return;
    }
    if let Some(a) = &res.action {
        if a.loss_prevented.contains(&p) {
            out.say(
                format_args!("{name} would lose {amount} honor ({why}), but the Imperial Favor prevents the loss"),
                &[ids::FAVOR_USE_REACTION],
            );
            return;
        }
    }
    let mut amount = amount;
    let mut note = String::new();
    if res.capped.contains(&p) {
        let already = res.lost.get(&p).copied().unwrap_or(0);
        let allowed = (1 - already).max(0);
        if allowed < amount {
            note = format!(
                " (seppuku: the loss from this action is 1 in all; {amount} reduced to {allowed})"
            );
            amount = allowed;
        }
    }
    *res.lost.entry(p).or_insert(0) += amount;
    let before = state.players[p].honor;
    state.players[p].honor -= amount;
    let mut all = cites.to_vec();
    if !note.is_empty() {
        all.push(ids::TRAIT_SAMURAI);
    }
    out.say(
        format_args!(
            "{name} loses {amount} honor ({why}): {before} → {}{note}",
            state.players[p].honor
        ),
        &all,
    );
    check_out(state, p, out);
}

fn gain_honor(state: &mut State, p: PlayerIx, amount: i32, why: &str, out: &mut Out) {
    let name = state.player_name(p).to_string();
    if amount <= 0 {
        out.say(
            format_args!("{name} gains no honor ({why}): a gain of 0 is no gain"),
            &[ids::REF_HONOR_GAINS],
        );
        return;
    }
    let before = state.players[p].honor;
    state.players[p].honor += amount;
    out.say(
        format_args!(
            "{name} gains {amount} honor ({why}): {before} → {}",
            state.players[p].honor
        ),
        &[ids::REF_HONOR_GAINS],
    );
}

/// Family honor −20 or lower removes a player; the last one left wins.
fn check_out(state: &mut State, p: PlayerIx, out: &mut Out) {
    let pl = &state.players[p];
    if pl.out || pl.honor > -20 {
        return;
    }
    let name = pl.name.clone();
    let honor = pl.honor;
    state.players[p].out = true;
    out.say(
        format_args!("{name}'s family honor is {honor}, −20 or lower: {name} loses and leaves the game (gunbai's reading: checked at once)"),
        &[ids::VICTORY_DISHONOR_LOSS],
    );
    if state.favor == Some(p) {
        state.favor = None;
        out.say(
            format_args!("The Imperial Favor {name} held returns to the centre"),
            &[ids::FAVOR_USES],
        );
    }
    let left: Vec<PlayerIx> = (0..state.players.len())
        .filter(|&i| !state.players[i].out)
        .collect();
    if left.len() == 1 && state.players.len() > 1 && state.winner.is_none() {
        state.winner = Some((left[0], Victory::Military));
        out.say(
            format_args!(
                "{} is the last player left: military victory",
                state.player_name(left[0])
            ),
            &[ids::VICTORY_MILITARY],
        );
    }
}

/// Destroys a card: a personality takes its unit with it and goes to the dead, honorable or not.
fn destroy(state: &mut State, handle: &str, res: &mut Resolution, out: &mut Out) {
    let Some(card) = state.card(handle).cloned() else {
        return;
    };
    if card.zone != Zone::InPlay {
        out.say(
            format_args!("{} is no longer in play: nothing to destroy", card.handle),
            &[ids::DESTROY_DISCARD],
        );
        return;
    }
    if card.def.kind != CardKind::Personality {
        if let Some(c) = state.card_mut(handle) {
            c.zone = Zone::Discard;
            c.attached_to = None;
        }
        out.say(
            format_args!("{} is destroyed and goes to the discard pile", card.handle),
            &[ids::DESTROY_DISCARD],
        );
        return;
    }
    let unit = discard_unit(state, &card.handle);
    if !unit.is_empty() {
        out.say(
            format_args!(
                "{}'s whole unit goes with it: {} destroyed",
                card.handle,
                unit.join(", ")
            ),
            &[ids::DESTROY_UNIT],
        );
    }
    let mut tokens_lost = Vec::new();
    for h in std::iter::once(&card.handle).chain(unit.iter()) {
        if let Some(c) = state.card_mut(h) {
            let before = c.mods.stats.len();
            c.mods.stats.retain(|m| m.lasting == Lasting::Permanent);
            c.mods.copied_ability = None;
            if c.mods.stats.len() < before {
                tokens_lost.push(c.handle.clone());
            }
        }
    }
    if !tokens_lost.is_empty() {
        out.say(
            format_args!("The tokens and passing bonuses on {} leave play with it and do not come back; permanent bonuses stay with the card", tokens_lost.join(", ")),
            &[ids::TOKEN_DESTROYED, ids::DESTROY_DISCARD],
        );
    }
    if !card.under.is_empty() {
        out.say(
            format_args!(
                "{} was {} cards (the experienced version over {} earlier): a player who destroys it in a battle's resolution gains the honor for each of them",
                card.handle,
                card.under.len() + 1,
                card.under.len()
            ),
            &[ids::EXPERIENCED_BATTLE_HONOR],
        );
    }
    let kind = if card.dishonored {
        DeadKind::Dishonorable
    } else {
        DeadKind::Honorable
    };
    if let Some(c) = state.card_mut(handle) {
        c.zone = Zone::Dead(kind);
        c.bowed = false;
    }
    let controller = state.player_name(card.controller).to_string();
    if card.dishonored {
        out.say(
            format_args!("{} is destroyed while dishonored: it goes to {controller}'s discard pile as a dishonorable dead", card.handle),
            &[ids::DESTROY_DISCARD, ids::DESTROY_DEAD_KINDS, ids::DISHONOR_DEATH, ids::SPECIAL_INTRO],
        );
        let printed = card.def.stat(Stat::PersonalHonor);
        lose_honor(
            state,
            card.controller,
            printed,
            &format!(
                "{}'s printed personal honor, for its dishonorable death",
                card.handle
            ),
            &[ids::DISHONOR_DEATH],
            res,
            out,
        );
    } else {
        out.say(
            format_args!(
                "{} is destroyed: it goes to {controller}'s discard pile as an honorable dead",
                card.handle
            ),
            &[ids::DESTROY_DISCARD, ids::DESTROY_DEAD_KINDS],
        );
    }
}

/// The cards attached to a personality go to the discard pile; their handles are returned.
fn discard_unit(state: &mut State, handle: &str) -> Vec<String> {
    let unit: Vec<String> = state
        .attachments(handle)
        .map(|c| c.handle.clone())
        .collect();
    for h in &unit {
        if let Some(c) = state.card_mut(h) {
            c.zone = Zone::Discard;
            c.attached_to = None;
        }
    }
    unit
}

fn discard(state: &mut State, handle: &str, out: &mut Out) {
    let Some(card) = state.card(handle).cloned() else {
        return;
    };
    discard_unit(state, &card.handle);
    let personality = card.def.kind == CardKind::Personality;
    if let Some(c) = state.card_mut(handle) {
        c.zone = if personality {
            Zone::Dead(DeadKind::Discarded)
        } else {
            Zone::Discard
        };
        c.attached_to = None;
    }
    if personality {
        out.say(
            format_args!("{} is discarded, not destroyed: it is neither an honorable nor a dishonorable dead", card.handle),
            &[ids::DESTROY_DEAD_KINDS],
        );
    } else {
        out.say(
            format_args!("{} is discarded", card.handle),
            &[ids::DESTROY_DISCARD],
        );
    }
}

#[allow(clippy::too_many_arguments)]
fn declare(
    state: &mut State,
    out: &mut Out,
    p: PlayerIx,
    card: CardDef,
    kind: ActionKind,
    by: Option<String>,
    targets: Vec<String>,
    from_hand: Option<&str>,
) {
    let name = state.player_name(p).to_string();
    if let Some(h) = from_hand {
        if let Some(c) = state.card_mut(h) {
            c.zone = Zone::Discard;
        }
    }
    let answers = if kind == ActionKind::Reaction {
        state.stack.last().map(|t| t.id)
    } else {
        None
    };
    let id = state.next_action;
    state.next_action += 1;
    let kind_rule = match kind {
        ActionKind::Limited => ids::ACTION_LIMITED,
        ActionKind::Open => ids::ACTION_OPEN,
        ActionKind::Battle => ids::ACTION_BATTLE,
        ActionKind::Reaction => ids::ACTION_REACTION,
    };
    let mut text = format!("{name} declares {} ({})", card.name, kind.keyword());
    if let Some(b) = &by {
        text.push_str(&format!(", performed by {b}"));
    }
    // Performed by a card and not played from the hand: an ability of that card.
    let ability = by.is_some()
        && from_hand.is_none()
        && !matches!(
            card.kind,
            CardKind::Kiho | CardKind::Spell | CardKind::Event
        );
    if ability {
        text.push_str(" (an ability: text of the performing card)");
    }
    if !targets.is_empty() {
        text.push_str(&format!(", targeting {}", targets.join(", ")));
    }
    if let Some(a) = answers.and_then(|a| state.pending(a)) {
        text.push_str(&format!(
            ", in answer to {}'s {}",
            state.player_name(a.player),
            a.card.name
        ));
    }
    let mut cites = vec![kind_rule];
    if ability {
        cites.push(ids::TRAIT_ABILITIES);
    }
    if kind == ActionKind::Reaction {
        text.push_str(" (a reaction does not count as the player's action in the phase's order)");
        cites.push(ids::ACTION_REACTION_NOT_A_TURN);
    }
    if !targets.is_empty() {
        cites.push(ids::TARGET_DEFINITION);
    }
    if from_hand.is_some() {
        cites.push(ids::ACTION_FATE_CARDS);
        cites.push(ids::PLAY_ACTION_CARDS);
    }
    match card.kind {
        CardKind::Kiho => {
            text.push_str(" (a kiho: its performer bows, and its effect counts as a spell effect)");
            cites.push(ids::PLAY_KIHO);
        }
        CardKind::Spell => {
            text.push_str(" (a spell: only a shugenja casts it, and bows to do so)");
            cites.push(ids::SPELL_SHUGENJA);
            if card.has_trait("ritual") {
                text.push_str("; a ritual: the shugenja it is on is the primary caster, and the other shugenja bowing with it add what the card gives");
                cites.push(ids::SPELL_RITUAL);
            }
        }
        CardKind::Event => {
            text.push_str(
                " (an event, turned up in the events phase: it resolves, then is discarded)",
            );
            cites.push(ids::PLAY_EVENT);
        }
        _ => {}
    }
    out.say(text, &cites);

    let pending = Pending {
        id,
        player: p,
        card: card.clone(),
        kind,
        by,
        targets,
        answers,
        cancelled: false,
        loss_prevented: Vec::new(),
        redirected: false,
        entering: None,
        answered: Vec::new(),
        loss_paid: Vec::new(),
        window: Window {
            chance: state.left_of(p),
            passes: 0,
        },
    };
    // A samurai performing an action whose cost makes its player lose honor: seppuku is offered first.
    let cost_loss: i32 = card
        .costs
        .iter()
        .filter_map(|c| match c {
            Effect::LoseHonor { who, amount } => {
                let res = Resolution::of(&pending);
                (resolve_who(state, who, &res).unwrap_or(p) == p).then_some(*amount)
            }
            _ => None,
        })
        .sum();
    let samurai = pending
        .by
        .as_ref()
        .and_then(|h| state.card(h))
        .filter(|c| c.controller == p && c.zone == Zone::InPlay && c.has_trait("samurai"))
        .map(|c| c.handle.clone());
    if let (true, Some(h)) = (cost_loss > 0, samurai) {
        out.say(
            format_args!("{name}'s samurai {h} performs an action that costs {name} {cost_loss} honor: {name} may order seppuku (`{name} seppuku {h}`) or decline (`{name} declines`) before the cost is paid"),
            &[ids::TRAIT_SAMURAI],
        );
        state.question = Some(Question::Seppuku {
            player: p,
            candidates: vec![h],
            action: pending.id,
            loss: cost_loss,
            at_cost: true,
        });
        state.stack.push(pending);
        return;
    }
    // Costs are paid now, at declaration, and stay paid if the action is cancelled.
    let mut res = Resolution::of(&pending);
    for cost in &card.costs {
        pay_cost(state, p, cost, &mut res, out);
    }
    state.stack.push(pending);
    open_window(state, out);
}

/// Announces the reaction window of the action on top of the stack.
fn open_window(state: &mut State, out: &mut Out) {
    let Some(top) = state.stack.last() else {
        return;
    };
    let (first, declarer, card) = (top.window.chance, top.player, top.card.name.clone());
    let name = state.player_name(declarer).to_string();
    let order = turn_order_from(state, first);
    out.say(
        format_args!(
            "Reaction window for {}: {} (on {name}'s left) has the first chance, then {}, until all pass in a row",
            card,
            state.player_name(first),
            order.iter().skip(1).map(|&i| state.player_name(i).to_string()).collect::<Vec<_>>().join(", then ")
        ),
        &[ids::ACTION_REACTION_ORDER],
    );
}

fn turn_order_from(state: &State, first: PlayerIx) -> Vec<PlayerIx> {
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

fn pay_cost(state: &mut State, p: PlayerIx, cost: &Effect, res: &mut Resolution, out: &mut Out) {
    let kept = "a cost is paid at declaration and stays paid even if the action is cancelled";
    match cost {
        Effect::LoseHonor { who, amount } => {
            let who_ix = resolve_who(state, who, res).unwrap_or(p);
            lose_honor(
                state,
                who_ix,
                *amount,
                &format!("cost; {kept}"),
                &[ids::ACTION_REACTION, ids::ACTION_REACTION_EXAMPLE],
                res,
                out,
            );
        }
        Effect::GainHonor { who, amount } => {
            let who_ix = resolve_who(state, who, res).unwrap_or(p);
            gain_honor(state, who_ix, *amount, "cost", out);
        }
        Effect::Card {
            verb: CardVerb::Bow,
            what: Ref::Handle(h),
        } => {
            if let Some(c) = state.card_mut(h) {
                c.bowed = true;
            }
            out.say(
                format_args!("{h} bows to pay the cost ({kept})"),
                &[ids::BOW_BOWING, ids::BOW_EXAMPLE],
            );
        }
        Effect::Card {
            verb: CardVerb::Destroy,
            what: Ref::Handle(h),
        } => {
            out.say(
                format_args!("{h} is destroyed to pay the cost ({kept})"),
                &[ids::DESTROY_DISCARD],
            );
            destroy(state, &h.clone(), res, out);
        }
        other => out.say(
            format_args!("Cost {other:?} is noted"),
            &[ids::ACTION_REACTION],
        ),
    }
}

fn resolve_who(state: &State, who: &Who, res: &Resolution) -> Option<PlayerIx> {
    let a = res.action.as_ref()?;
    match who {
        Who::Me => Some(a.player),
        Who::Actor => Some(
            a.answers
                .and_then(|id| state.pending(id))
                .map(|x| x.player)
                .unwrap_or(a.player),
        ),
        Who::Controller => a
            .targets
            .first()
            .and_then(|h| state.card(h))
            .map(|c| c.controller),
        Who::Player(n) => state.player_ix(n),
    }
}

fn pass(state: &mut State, who: &Passer, out: &mut Out) {
    let all = matches!(who, Passer::All);
    let named = match who {
        Passer::Player(n) => state.player_ix(n),
        _ => None,
    };
    // Bounded: every round either closes a window or records a pass.
    let mut guard = 0usize;
    loop {
        guard += 1;
        if guard > 10_000 {
            break;
        }
        if let Some(Question::Seppuku { player, .. }) = &state.question {
            // A question raised while passing waits for its answer: `pass all` does not answer it.
            if guard > 1 {
                break;
            }
            let player = *player;
            answer(state, player, None, out);
            if !all {
                return;
            }
            continue;
        }
        if let Some(top) = state.stack.last() {
            let chance = top.window.chance;
            let passer = if all { chance } else { named.unwrap_or(chance) };
            let closes = window_pass(state, passer, out);
            if closes {
                close_window(state, out);
            }
            if !all {
                return;
            }
            continue;
        }
        if state.petition.is_some() {
            let chance = state.petition.as_ref().map(|p| p.chance).unwrap_or(0);
            let passer = if all { chance } else { named.unwrap_or(chance) };
            petition_pass(state, passer, out);
            if !all {
                return;
            }
            continue;
        }
        break;
    }
}

/// Records a pass in the innermost window; true if everybody has now passed in a row.
fn window_pass(state: &mut State, passer: PlayerIx, out: &mut Out) -> bool {
    let active = state.active_players();
    let next = state.left_of(passer);
    let name = state.player_name(passer).to_string();
    let next_name = state.player_name(next).to_string();
    let Some(top) = state.stack.last_mut() else {
        return false;
    };
    top.window.passes += 1;
    let closes = top.window.passes >= active;
    let action = top.card.name.clone();
    if !closes {
        top.window.chance = next;
    }
    if closes {
        out.say(
            format_args!(
                "{name} passes; everyone has passed in a row: the window for {action} closes"
            ),
            &[ids::ACTION_REACTION_ORDER],
        );
    } else {
        out.say(
            format_args!("{name} passes on {action}; {next_name} has the chance"),
            &[ids::ACTION_REACTION_ORDER],
        );
    }
    closes
}

/// The innermost action resolves, unless a player must first be asked about seppuku.
fn close_window(state: &mut State, out: &mut Out) {
    let Some(top) = state.stack.last().cloned() else {
        return;
    };
    if !top.cancelled {
        if let Some(q) = seppuku_question(state, &top) {
            let Question::Seppuku {
                player,
                candidates,
                loss,
                ..
            } = &q;
            {
                out.say(
                    format_args!(
                        "{} would lose {loss} family honor from {}, which their samurai {} performs or is targeted by: {} may order seppuku (`{} seppuku HANDLE`) or decline (`{} declines`)",
                        state.player_name(*player),
                        top.card.name,
                        candidates.join(" / "),
                        state.player_name(*player),
                        state.player_name(*player),
                        state.player_name(*player)
                    ),
                    &[ids::TRAIT_SAMURAI, ids::TRAIT_SPECIAL_INTRO],
                );
            }
            state.question = Some(q);
            return;
        }
    }
    state.stack.pop();
    resolve(state, &top, out);
    if let Some(outer) = state.stack.last_mut() {
        let first = {
            let p = top.player;
            let n = state.players.len();
            (1..=n)
                .map(|s| (p + s) % n)
                .find(|&j| !state.players[j].out)
                .unwrap_or(p)
        };
        outer.window = Window {
            chance: first,
            passes: 0,
        };
        let action = outer.card.name.clone();
        out.say(
            format_args!(
                "Back to the window for {action}: {} (on {}'s left) has the chance ({READING_WINDOW})",
                state.player_name(first),
                state.player_name(top.player)
            ),
            &[ids::ACTION_REACTION_ORDER],
        );
    }
}

/// If resolving `action` would make a player lose family honor while one of their samurai
/// performs it or is its target, that player is asked about seppuku.
fn seppuku_question(state: &State, action: &Pending) -> Option<Question> {
    let mut dry = state.clone();
    let mut sink = Out {
        steps: Vec::new(),
        quiet: true,
    };
    let mut res = Resolution::of(action);
    res.capped = action
        .answered
        .iter()
        .filter(|(_, h)| h.is_some())
        .map(|(p, _)| *p)
        .collect();
    run_effects(&mut dry, action, &mut res, &mut sink);
    let answered: Vec<PlayerIx> = action.answered.iter().map(|(p, _)| *p).collect();
    let start = state.turn.map(|t| t.player).unwrap_or(0);
    for p in turn_order_from(state, start) {
        let loss = res.lost.get(&p).copied().unwrap_or(0);
        if loss <= 0 || answered.contains(&p) {
            continue;
        }
        let mut candidates: Vec<String> = Vec::new();
        let involved = action.by.iter().chain(action.targets.iter());
        for h in involved {
            if let Some(c) = state.card(h) {
                if c.controller == p
                    && c.zone == Zone::InPlay
                    && c.has_trait("samurai")
                    && !candidates.contains(&c.handle)
                {
                    candidates.push(c.handle.clone());
                }
            }
        }
        if !candidates.is_empty() {
            return Some(Question::Seppuku {
                at_cost: false,
                player: p,
                candidates,
                action: action.id,
                loss,
            });
        }
    }
    None
}

fn answer(state: &mut State, p: PlayerIx, choice: Option<String>, out: &mut Out) {
    let Some(Question::Seppuku {
        action, at_cost, ..
    }) = state.question.clone()
    else {
        return;
    };
    if at_cost {
        state.question = None;
        let Some(pending) = state.stack.iter().find(|x| x.id == action).cloned() else {
            return;
        };
        let mut res = Resolution::of(&pending);
        match &choice {
            Some(h) => {
                commit_seppuku(state, p, h, out);
                res.capped.push(p);
                if let Some(t) = state.stack.iter_mut().find(|x| x.id == action) {
                    t.answered.push((p, Some(h.clone())));
                    t.loss_paid.push(p);
                }
            }
            None => {
                out.say(
                    format_args!("{} declines seppuku", state.player_name(p)),
                    &[ids::TRAIT_SAMURAI],
                );
                if let Some(t) = state.stack.iter_mut().find(|x| x.id == action) {
                    t.answered.push((p, None));
                }
            }
        }
        for cost in &pending.card.costs {
            pay_cost(state, pending.player, cost, &mut res, out);
        }
        open_window(state, out);
        return;
    }
    state.question = None;
    let name = state.player_name(p).to_string();
    if let Some(top) = state.stack.iter_mut().find(|x| x.id == action) {
        top.answered.push((p, choice.clone()));
    }
    match &choice {
        Some(h) => out.say(
            format_args!("{name} orders {h} to commit seppuku"),
            &[ids::TRAIT_SAMURAI],
        ),
        None => out.say(
            format_args!("{name} declines seppuku"),
            &[ids::TRAIT_SAMURAI],
        ),
    }
    close_window(state, out);
}

/// A samurai ordered to commit seppuku: destroyed, an honorable dead, its unit with it.
fn commit_seppuku(state: &mut State, p: PlayerIx, h: &str, out: &mut Out) {
    if let Some(c) = state.card_mut(h) {
        if c.zone == Zone::InPlay {
            c.dishonored = false;
            c.zone = Zone::Dead(DeadKind::Honorable);
            c.bowed = false;
        }
    }
    discard_unit(state, h);
    out.say(
        format_args!("{h} commits seppuku: destroyed, it goes to the discard pile as an honorable dead; {}'s loss from this action becomes 1", state.player_name(p)),
        &[ids::TRAIT_SAMURAI, ids::DESTROY_DEAD_KINDS],
    );
}

/// Resolves a pending action: seppuku first, then its effects in order.
fn resolve(state: &mut State, action: &Pending, out: &mut Out) {
    let mut res = Resolution::of(action);
    for (p, choice) in &action.answered {
        if let Some(h) = choice {
            if state.in_play(h) {
                commit_seppuku(state, *p, h, out);
            }
            res.capped.push(*p);
            if action.loss_paid.contains(p) {
                // The one point was paid with the cost: nothing more is lost to this action.
                res.lost.insert(*p, 1);
            }
        }
    }
    if action.cancelled {
        if let Some(e) = &action.entering {
            if let Some(h) = &e.from_hand {
                if let Some(c) = state.card_mut(h) {
                    c.zone = Zone::Hand;
                }
            }
            out.say(
                format_args!("{} does not come into play: it goes back where it came from, and the gold paid is lost", action.card.name),
                &[ids::GOLD_PAYMENT],
            );
        }
        out.say(
            format_args!(
                "{} resolves with no effect: it was cancelled (its costs stay paid)",
                action.card.name
            ),
            &[
                ids::ACTION_REACTION_ILLEGAL_TARGET,
                ids::ACTION_REACTION_EXAMPLE,
            ],
        );
        return;
    }
    out.say(
        format_args!(
            "{}'s {} resolves",
            state.player_name(action.player),
            action.card.name
        ),
        &[ids::ACTION_RESOLVE_FULLY],
    );
    if let Some(e) = &action.entering {
        enter_card(state, action, e, out);
        return;
    }
    if action.kind == ActionKind::Battle && action.card.has_trait("terrain") {
        enter_terrain(state, action, out);
        return;
    }
    if action.card.effects.is_empty() {
        let text = action
            .card
            .text
            .clone()
            .unwrap_or_else(|| "no text is recorded".into());
        out.say(
            format_args!("{} has no effect gunbai can apply ({text}): the judge applies its text with adjustments", action.card.name),
            &[ids::PROC_CARD],
        );
    }
    run_effects(state, action, &mut res, out);
    // Seppuku makes the loss 1: if the action, once its samurai is gone, took nothing, 1 is still lost.
    for p in res.capped.clone() {
        if res.lost.get(&p).copied().unwrap_or(0) == 0 {
            lose_honor(
                state,
                p,
                1,
                "seppuku: the loss from this action is 1",
                &[ids::TRAIT_SAMURAI],
                &mut res,
                out,
            );
        }
    }
}

/// A terrain stays in play over the battle; its effects wait for the end of the battle action segment.
fn enter_terrain(state: &mut State, action: &Pending, out: &mut Out) {
    let old: Vec<String> = state
        .cards
        .iter()
        .filter(|c| c.zone == Zone::InPlay && c.def.has_trait("terrain"))
        .map(|c| c.handle.clone())
        .collect();
    for h in &old {
        if let Some(c) = state.card_mut(h) {
            c.zone = Zone::Discard;
        }
        out.say(
            format_args!("{h}, the terrain it replaces, is destroyed"),
            &[ids::DESTROY_TERRAIN],
        );
    }
    let handle = names::new_handle(state, None, &action.card.name)
        .unwrap_or_else(|_| format!("terrain-{}", action.id));
    state.cards.push(Card::new(
        handle.clone(),
        action.card.clone(),
        action.player,
        Zone::InPlay,
    ));
    out.say(
        format_args!("{} is now the terrain of this battle, as `{handle}`: its effects resolve at the very end of the battle action segment, after everyone in the battle has passed", action.card.name),
        &[ids::ACTION_BATTLE_TERRAIN],
    );
}

/// When the battle action segment ends, the terrain's effects resolve; then no more actions in that battle.
fn end_battle_segment(state: &mut State, out: &mut Out) {
    let terrains: Vec<Card> = state
        .cards
        .iter()
        .filter(|c| c.zone == Zone::InPlay && c.def.has_trait("terrain"))
        .cloned()
        .collect();
    for t in terrains {
        out.say(
            format_args!("The battle action segment ends: the terrain {} resolves now, and no more actions can be taken in this battle", t.handle),
            &[ids::ACTION_BATTLE_TERRAIN],
        );
        let pending = Pending {
            id: u32::MAX,
            player: t.controller,
            card: t.def.clone(),
            kind: ActionKind::Battle,
            by: None,
            targets: Vec::new(),
            answers: None,
            cancelled: false,
            loss_prevented: Vec::new(),
            redirected: false,
            entering: None,
            answered: Vec::new(),
            loss_paid: Vec::new(),
            window: Window {
                chance: t.controller,
                passes: 0,
            },
        };
        let mut res = Resolution::of(&pending);
        run_effects(state, &pending, &mut res, out);
        if let Some(c) = state.card_mut(&t.handle) {
            c.zone = Zone::Discard;
        }
        out.say(
            format_args!("{} is discarded after the battle", t.handle),
            &[ids::REF_BATTLE_AFTER],
        );
    }
}

fn run_effects(state: &mut State, action: &Pending, res: &mut Resolution, out: &mut Out) {
    for effect in action.effects() {
        match effect {
            Effect::Card { verb, what } => {
                let handles: Vec<String> = match what {
                    Ref::Target => action.targets.clone(),
                    Ref::Handle(h) => vec![h.clone()],
                };
                for h in handles {
                    let Some(card) = state.card(&h).cloned() else {
                        continue;
                    };
                    if matches!(what, Ref::Target) {
                        let restore = *verb == CardVerb::Restore;
                        if let Some((reason, rule)) = target_problem(
                            state,
                            action.player,
                            action.card.target.as_ref(),
                            &card,
                            restore,
                        ) {
                            out.say(
                                format_args!("{} has no effect on {h}: {reason}, so it is no longer a legal target", action.card.name),
                                &[ids::ACTION_REACTION_ILLEGAL_TARGET, rule],
                            );
                            if rule == ids::TRAIT_FOO {
                                out.say(format_args!("{h} counts as a trait only if its name or trait text says so (\"Foo of Bar\" is Foo, not Bar)"), &[ids::TRAIT_FOO, ids::TRAIT_EXAMPLE]);
                            }
                            continue;
                        }
                    } else if card.zone != Zone::InPlay && *verb != CardVerb::Restore {
                        out.say(
                            format_args!("{h} is no longer in play: no effect"),
                            &[ids::DESTROY_DISCARD],
                        );
                        continue;
                    }
                    card_effect(state, action, *verb, &h, res, out);
                }
            }
            Effect::GainHonor { who, amount } => {
                let Some(p) = resolve_who(state, who, res) else {
                    continue;
                };
                // A dishonored personality never brings its player honor: it regains its honor instead.
                let performer = action
                    .by
                    .as_ref()
                    .and_then(|h| state.card(h))
                    .filter(|c| c.dishonored && c.controller == p)
                    .map(|c| c.handle.clone());
                if let Some(h) = performer {
                    if let Some(c) = state.card_mut(&h) {
                        c.dishonored = false;
                    }
                    out.say(
                        format_args!("{h} is dishonored, so it brings {} no honor: it becomes honorable instead of the gain of {amount}", state.player_name(p)),
                        &[ids::DISHONOR_PERSONAL_HONOR, ids::DISHONOR_RESTORE_ON_GAIN, ids::DISHONOR_EXAMPLE],
                    );
                } else {
                    gain_honor(state, p, *amount, &action.card.name, out);
                }
            }
            Effect::LoseHonor { who, amount } => {
                let Some(p) = resolve_who(state, who, res) else {
                    continue;
                };
                let mut cites = vec![ids::ACTION_RESOLVE_FULLY];
                if action
                    .by
                    .as_ref()
                    .and_then(|h| state.card(h))
                    .is_some_and(|c| c.dishonored)
                {
                    cites.push(ids::DISHONOR_CAUSE_LOSS);
                }
                lose_honor(state, p, *amount, &action.card.name, &cites, res, out);
            }
            Effect::Cancel => {
                let Some(id) = action.answers else { continue };
                if let Some(t) = state.stack.iter_mut().find(|x| x.id == id) {
                    t.cancelled = true;
                    let name = t.card.name.clone();
                    out.say(
                        format_args!("{} cancels {name}: it will have no effect on its targets (its costs stay paid)", action.card.name),
                        &[ids::ACTION_REACTION_ILLEGAL_TARGET],
                    );
                }
            }
            Effect::Redirect { to } => {
                let Some(id) = action.answers else { continue };
                let Some(t) = state.pending(id).cloned() else {
                    continue;
                };
                let Some(card) = state.card(to).cloned() else {
                    continue;
                };
                if let Some((reason, _)) =
                    target_problem(state, t.player, t.card.target.as_ref(), &card, false)
                {
                    out.say(
                        format_args!(
                            "{} cannot redirect {} to {to}: {reason}",
                            action.card.name, t.card.name
                        ),
                        &[ids::TARGET_REDIRECT],
                    );
                    continue;
                }
                let old = t.targets.join(", ");
                if let Some(t) = state.stack.iter_mut().find(|x| x.id == id) {
                    t.targets = vec![card.handle.clone()];
                    t.redirected = true;
                }
                out.say(
                    format_args!(
                        "{} redirects {} from {old} to {}: {} is now its target",
                        action.card.name, t.card.name, card.handle, card.handle
                    ),
                    &[ids::TARGET_REDIRECT],
                );
            }
            Effect::PreventHonorLoss => {
                let Some(id) = action.answers else { continue };
                let holder = action.player;
                if let Some(t) = state.stack.iter_mut().find(|x| x.id == id) {
                    t.loss_prevented.push(holder);
                    let name = t.card.name.clone();
                    out.say(
                        format_args!(
                            "{}'s family honor loss from {name} will be prevented",
                            state.player_name(holder)
                        ),
                        &[ids::FAVOR_USE_REACTION],
                    );
                }
            }
            Effect::Draw => {
                let p = action.player;
                out.say(
                    format_args!(
                        "{} draws a fate card: record it with `hand {} \"Card\" focus N`",
                        state.player_name(p),
                        state.player_name(p)
                    ),
                    &[ids::FAVOR_USE_LIMITED, ids::PROC_HAND],
                );
            }
            Effect::Token { what, force, chi } => {
                for h in effect_handles(state, action, what, out) {
                    let copied = action
                        .by
                        .as_ref()
                        .and_then(|b| state.card(b))
                        .and_then(|c| c.mods.copied_ability.clone());
                    let (lasting, note) = match &copied {
                        Some(src) => (Lasting::CopiedToken, format!(" (made by the ability copied from {src}: it is lost at the end of the turn)")),
                        None => (Lasting::Token, String::new()),
                    };
                    if let Some(c) = state.card_mut(&h) {
                        c.mods.stats.push(Mod {
                            force: *force,
                            chi: *chi,
                            ph: 0,
                            lasting,
                            source: action.card.name.clone(),
                        });
                    }
                    let mut cites = vec![ids::TOKEN_STATS];
                    if let Some(c) = state.card(&h) {
                        let tokens = c
                            .mods
                            .stats
                            .iter()
                            .filter(|m| matches!(m.lasting, Lasting::Token | Lasting::CopiedToken))
                            .count();
                        if tokens > 1 {
                            cites.push(ids::TOKEN_MULTIPLE);
                        }
                        let raw_f = c.def.stat(Stat::Force)
                            + c.mods.stats.iter().map(|m| m.force).sum::<i32>();
                        let raw_c =
                            c.def.stat(Stat::Chi) + c.mods.stats.iter().map(|m| m.chi).sum::<i32>();
                        if raw_f < 0 {
                            out.say(format_args!("{h}'s force would be {raw_f}: no value but family honor goes below 0, so it is 0"), &[ids::TOKEN_NO_NEGATIVE]);
                        }
                        if raw_c < 0 {
                            out.say(format_args!("{h}'s chi would be {raw_c}: no value but family honor goes below 0, so it is 0"), &[ids::TOKEN_NO_NEGATIVE]);
                        }
                    }
                    if copied.is_some() {
                        cites.push(ids::COPY_DURATION);
                        cites.push(ids::COPY_EXAMPLE);
                    }
                    out.say(
                        format_args!("{h} gets a {} token{note}", fc(*force, *chi)),
                        &cites,
                    );
                    chi_check(state, &h, res, out);
                }
            }
            Effect::Bonus {
                what,
                force,
                chi,
                permanent,
            } => {
                for h in effect_handles(state, action, what, out) {
                    let lasting = if *permanent {
                        Lasting::Permanent
                    } else {
                        Lasting::Turn
                    };
                    if let Some(c) = state.card_mut(&h) {
                        c.mods.stats.push(Mod {
                            force: *force,
                            chi: *chi,
                            ph: 0,
                            lasting,
                            source: action.card.name.clone(),
                        });
                    }
                    let how = if *permanent {
                        "permanently: it is not a token, and it stays if the card leaves play and comes back"
                    } else {
                        "until the end of the turn: it is neither permanent nor a token"
                    };
                    out.say(
                        format_args!("{h} gets {} {how}", fc(*force, *chi)),
                        &[ids::TOKEN_PERMANENT],
                    );
                    chi_check(state, &h, res, out);
                }
            }
            Effect::Trait {
                what,
                name,
                gain,
                permanent,
            } => {
                for h in effect_handles(state, action, what, out) {
                    if let Some(c) = state.card_mut(&h) {
                        c.mods.traits.push((name.clone(), *gain, *permanent));
                    }
                    let verb = if *gain { "gains" } else { "loses" };
                    let how = if *permanent {
                        "permanently"
                    } else {
                        "until the end of the turn"
                    };
                    out.say(
                        format_args!("{h} {verb} the trait {name} {how}"),
                        &[ids::TRAIT_FOO, ids::TOKEN_PERMANENT],
                    );
                    ancestors_follow_clan(state, &h, out);
                }
            }
            Effect::Copy { what, from } => copy(state, action, *what, from, out),
            Effect::FollowerToken { what, force } => {
                for h in effect_handles(state, action, what, out) {
                    let handle = names::new_handle(state, None, "follower token")
                        .unwrap_or_else(|_| format!("follower-token-{}", action.id));
                    let mut def =
                        CardDef::new(format!("Follower token ({force}F)"), CardKind::Follower);
                    def.stats.insert(Stat::Force, *force);
                    let controller = state
                        .card(&h)
                        .map(|c| c.controller)
                        .unwrap_or(action.player);
                    state.cards.push(Card {
                        attached_to: Some(h.clone()),
                        ..Card::new(handle.clone(), def, controller, Zone::InPlay)
                    });
                    out.say(
                        format_args!("{h} gets a follower token of force {force}, as `{handle}`: it counts as a follower for every effect, bows, and moves like one"),
                        &[ids::TOKEN_FOLLOWER],
                    );
                }
            }
            Effect::SendHome => {
                for h in &action.targets {
                    if let Some(c) = state.card_mut(h) {
                        if c.zone == Zone::InPlay {
                            c.bowed = true;
                            out.say(
                                format_args!("{h}'s unit leaves the battle and goes home bowed"),
                                &[ids::FAVOR_USE_BATTLE, ids::BOW_BOWING],
                            );
                        }
                    }
                }
            }
        }
    }
}

/// The cards an effect acts on, each checked again if it is a target.
fn effect_handles(state: &State, action: &Pending, what: &Ref, out: &mut Out) -> Vec<String> {
    let handles: Vec<String> = match what {
        Ref::Target => action.targets.clone(),
        Ref::Handle(h) => vec![h.clone()],
    };
    let mut ok = Vec::new();
    for h in handles {
        let Some(card) = state.card(&h) else { continue };
        let problem = match what {
            Ref::Target => target_problem(
                state,
                action.player,
                action.card.target.as_ref(),
                card,
                false,
            ),
            Ref::Handle(_) if card.zone != Zone::InPlay => {
                Some(("it is not in play".to_string(), ids::DESTROY_DISCARD))
            }
            Ref::Handle(_) => None,
        };
        match problem {
            Some((reason, rule)) => out.say(
                format_args!("{} has no effect on {h}: {reason}", action.card.name),
                &[ids::ACTION_REACTION_ILLEGAL_TARGET, rule],
            ),
            None => ok.push(card.handle.clone()),
        }
    }
    ok
}

/// A personality that joins another clan loses its ancestors of the old one.
fn ancestors_follow_clan(state: &mut State, h: &str, out: &mut Out) {
    let Some(host) = state.card(h).cloned() else {
        return;
    };
    let clans = [
        "crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn", "mantis", "naga",
    ];
    let lost: Vec<String> = state
        .attachments(h)
        .filter(|a| a.def.kind == CardKind::Ancestor)
        .filter(|a| {
            !a.def
                .traits
                .iter()
                .any(|t| clans.contains(&t.as_str()) && host.has_trait(t))
        })
        .map(|a| a.handle.clone())
        .collect();
    for a in lost {
        if let Some(c) = state.card_mut(&a) {
            c.zone = Zone::Discard;
            c.attached_to = None;
        }
        out.say(
            format_args!("{h} no longer belongs to {a}'s clan: the ancestor is destroyed"),
            &[ids::PLAY_ANCESTOR_5, ids::DESTROY_DISCARD],
        );
    }
}

/// `1F/1C`, `-3F`, `+2C`.
fn fc(force: i32, chi: i32) -> String {
    let part = |v: i32, l: &str| {
        if v == 0 {
            None
        } else {
            Some(format!("{v:+}{l}"))
        }
    };
    let parts: Vec<String> = [part(force, "F"), part(chi, "C")]
        .into_iter()
        .flatten()
        .collect();
    if parts.is_empty() {
        "+0F".into()
    } else {
        parts.join("/")
    }
}

/// A personality whose chi is 0 or less is destroyed.
fn chi_check(state: &mut State, h: &str, res: &mut Resolution, out: &mut Out) {
    let Some(c) = state.card(h) else { return };
    if c.zone == Zone::InPlay && c.def.kind == CardKind::Personality && state.chi(c) <= 0 {
        out.say(
            format_args!(
                "{h}'s chi is {}: a personality with chi 0 or less is destroyed",
                state.chi(c)
            ),
            &[ids::DESTROY_UNIT],
        );
        destroy(state, h, res, out);
    }
}

/// The performing card copies one value or one ability of another card until the end of the turn.
fn copy(state: &mut State, action: &Pending, what: CopyWhat, from: &str, out: &mut Out) {
    let Some(copier) = action.by.as_ref().and_then(|b| state.card(b)).cloned() else {
        out.say(
            format_args!(
                "{} copies nothing: no performing card (`by HANDLE`) is named",
                action.card.name
            ),
            &[ids::COPY_SELF],
        );
        return;
    };
    let Some(source) = state.card(from).cloned() else {
        return;
    };
    if source.handle.eq_ignore_ascii_case(&copier.handle) {
        out.say(
            format_args!("{} cannot copy itself", copier.handle),
            &[ids::COPY_SELF],
        );
        return;
    }
    let (word, delta) = match what {
        CopyWhat::Force => ("force", (state.force(&source) - state.force(&copier), 0, 0)),
        CopyWhat::Chi => ("chi", (0, state.chi(&source) - state.chi(&copier), 0)),
        CopyWhat::PersonalHonor => (
            "personal honor",
            (
                0,
                0,
                state.personal_honor(&source) - state.personal_honor(&copier),
            ),
        ),
        CopyWhat::Ability => {
            if let Some(c) = state.card_mut(&copier.handle) {
                c.mods.copied_ability = Some(source.def.name.clone());
            }
            out.say(
                format_args!(
                    "{} copies an ability of {}: it reads as printed on {}, with {}'s name in place of {}'s, until the end of the turn",
                    copier.handle, source.handle, copier.handle, copier.def.name, source.def.name
                ),
                &[ids::COPY_ABILITY, ids::COPY_DURATION, ids::COPY_EXAMPLE_2],
            );
            return;
        }
    };
    let now = match what {
        CopyWhat::Force => state.force(&source),
        CopyWhat::Chi => state.chi(&source),
        _ => state.personal_honor(&source),
    };
    if let Some(c) = state.card_mut(&copier.handle) {
        c.mods.stats.push(Mod {
            force: delta.0,
            chi: delta.1,
            ph: delta.2,
            lasting: Lasting::Turn,
            source: format!("copy of {}'s {word}", source.handle),
        });
    }
    out.say(
        format_args!(
            "{} copies {}'s current {word}: it is now {now}; later changes to {} do not follow, and the copy ends at the end of the turn",
            copier.handle, source.handle, source.handle
        ),
        &[ids::COPY_VALUE, ids::COPY_DURATION, ids::COPY_EXAMPLE],
    );
}

/// At the end of a turn, what is neither permanent nor a token ends, and so do copies.
fn end_of_turn(state: &mut State, out: &mut Out) {
    let mut notes = Vec::new();
    for c in state.cards.iter_mut() {
        let before = c.mods.stats.len();
        c.mods
            .stats
            .retain(|m| matches!(m.lasting, Lasting::Token | Lasting::Permanent));
        let gone = before - c.mods.stats.len();
        let traits_before = c.mods.traits.len();
        c.mods.traits.retain(|(_, _, permanent)| *permanent);
        let traits_gone = traits_before - c.mods.traits.len();
        let copied = c.mods.copied_ability.take();
        if gone > 0 || traits_gone > 0 || copied.is_some() {
            let mut what = Vec::new();
            if gone > 0 {
                what.push(format!("{gone} bonus(es), copies or copied-ability tokens"));
            }
            if traits_gone > 0 {
                what.push(format!("{traits_gone} trait change(s)"));
            }
            if let Some(src) = copied {
                what.push(format!("the ability copied from {src}"));
            }
            notes.push(format!("{}: {}", c.handle, what.join(", ")));
        }
    }
    if !notes.is_empty() {
        out.say(
            format_args!(
                "The turn ends, and with it what lasts only until then: {}",
                notes.join("; ")
            ),
            &[ids::TOKEN_PERMANENT, ids::COPY_DURATION],
        );
    }
}

fn card_effect(
    state: &mut State,
    action: &Pending,
    verb: CardVerb,
    h: &str,
    res: &mut Resolution,
    out: &mut Out,
) {
    let source = action.card.name.clone();
    if let Some(c) = state.card(h) {
        let host_alive = c
            .attached_to
            .as_ref()
            .is_some_and(|host| state.in_play(host));
        if c.def.kind == CardKind::Ancestor
            && host_alive
            && matches!(verb, CardVerb::Destroy | CardVerb::Discard)
        {
            out.say(
                format_args!("{h} is an ancestor: it is not destroyed while its personality lives"),
                &[ids::PLAY_ANCESTOR_3],
            );
            return;
        }
    }
    match verb {
        CardVerb::Destroy => destroy(state, h, res, out),
        CardVerb::Discard => discard(state, h, out),
        CardVerb::Bow => {
            if let Some(c) = state.card_mut(h) {
                c.bowed = true;
            }
            out.say(format_args!("{source} bows {h}"), &[ids::BOW_BOWING]);
        }
        CardVerb::Straighten => {
            if let Some(c) = state.card_mut(h) {
                c.bowed = false;
            }
            out.say(format_args!("{source} straightens {h}"), &[ids::BOW_BOWING]);
        }
        CardVerb::Dishonor => {
            if let Some(c) = state.card_mut(h) {
                c.dishonored = true;
            }
            out.say(
                format_args!("{source} dishonors {h}: its personal honor is 0"),
                &[ids::DISHONOR_STATE, ids::DISHONOR_PERSONAL_HONOR],
            );
        }
        CardVerb::Rehonor => {
            if let Some(c) = state.card_mut(h) {
                c.dishonored = false;
            }
            out.say(
                format_args!("{source} makes {h} honorable again"),
                &[ids::DISHONOR_STATE],
            );
        }
        CardVerb::Restore => {
            let cite = if source == FAVOR {
                ids::FAVOR_USE_OPEN
            } else {
                ids::DISHONOR_STATE
            };
            if let Some(c) = state.card_mut(h) {
                if c.zone == Zone::Dead(DeadKind::Dishonorable) {
                    c.zone = Zone::Dead(DeadKind::Honorable);
                    c.dishonored = false;
                    out.say(
                        format_args!("{source} restores {h}: it is now an honorable dead"),
                        &[cite, ids::DESTROY_DEAD_KINDS],
                    );
                } else {
                    c.dishonored = false;
                    out.say(
                        format_args!("{source} restores {h} to honorable"),
                        &[cite, ids::DISHONOR_STATE],
                    );
                }
            }
        }
    }
}

const FAVOR: &str = "Imperial Favor";

fn use_favor(
    state: &mut State,
    p: PlayerIx,
    kind: ActionKind,
    target: Option<String>,
    out: &mut Out,
) {
    state.favor = None;
    let (effects, rule, what) = match kind {
        ActionKind::Limited => (
            vec![Effect::Draw],
            ids::FAVOR_USE_LIMITED,
            "draw a fate card",
        ),
        ActionKind::Open => (
            vec![Effect::Card {
                verb: CardVerb::Restore,
                what: Ref::Target,
            }],
            ids::FAVOR_USE_OPEN,
            "restore a dishonored personality or a dishonorable dead to honorable",
        ),
        ActionKind::Battle => (
            vec![Effect::SendHome],
            ids::FAVOR_USE_BATTLE,
            "send a unit in a battle home bowed",
        ),
        ActionKind::Reaction => (
            vec![Effect::PreventHonorLoss],
            ids::FAVOR_USE_REACTION,
            "prevent a family honor loss",
        ),
    };
    out.say(
        format_args!(
            "{} gives up the Imperial Favor (it returns to the centre) to {what}",
            state.player_name(p)
        ),
        &[ids::FAVOR_USES, rule],
    );
    let mut card = CardDef::new(FAVOR, CardKind::Action);
    card.action = Some(kind);
    card.effects = effects;
    declare(
        state,
        out,
        p,
        card,
        kind,
        None,
        target.into_iter().collect(),
        None,
    );
}

/// Declares bringing a card into play: the gold is paid now (what is left over is lost), then a
/// reaction window opens; the card enters when the action resolves.
fn bring_declare(state: &mut State, out: &mut Out, p: PlayerIx, card: CardDef, e: Entering) {
    let name = state.player_name(p).to_string();
    let (verb, cite) = match e.mode {
        Mode::Attach => (
            format!(
                "plays {} onto {}",
                card.name,
                e.on.clone().unwrap_or_default()
            ),
            ids::PLAY_ATTACHMENTS,
        ),
        Mode::Recruit if card.experienced.is_some() => (
            format!("brings the experienced {} into play the ordinary way: gold and honor requirement as usual", card.name),
            ids::EXPERIENCED_NORMAL_PLAY,
        ),
        Mode::Recruit => (
            format!("brings {} into play from a province", card.name),
            ids::REF_DYNASTY_RECRUIT,
        ),
        Mode::Overlay => (
            format!(
                "lays the experienced {} over {} (no gold, no honor requirement)",
                card.name,
                e.over.clone().unwrap_or_default()
            ),
            ids::EXPERIENCED_OVERLAY,
        ),
        Mode::Ring => (
            format!(
                "puts {} into play: its condition is met (the judge's word)",
                card.name
            ),
            ids::PLAY_RING_CONDITION,
        ),
        Mode::Region => (
            format!("puts the region {} into play on its province, after the events (gunbai's reading: the province is not tracked, so one region per province is the judge's to check)", card.name),
            ids::PLAY_REGION,
        ),
    };
    out.say(
        format_args!("{name} {verb}"),
        &[cite, ids::PLAY_REQUIREMENTS],
    );
    if let Some(h) = &e.from_hand {
        if let Some(c) = state.card_mut(h) {
            c.zone = Zone::Discard;
        }
    }
    let cost = match e.mode {
        Mode::Overlay | Mode::Ring | Mode::Region => 0,
        _ if card.kind == CardKind::Ancestor => 0,
        _ => bring::gold_cost(&card, e.clan_choice),
    };
    if e.clan_choice == Some(ClanChoice::Discount) {
        out.say(
            format_args!(
                "{} is of {name}'s own clan: {name} takes 2 gold off its cost ({} → {cost})",
                card.name,
                card.stat(Stat::GoldCost)
            ),
            &[ids::PLAY_PERSONALITY_OWN_CLAN, ids::REF_HONOR_OWN_CLAN],
        );
    }
    let mut gold = 0;
    for h in &e.paying {
        let produced = state
            .card(h)
            .map(|c| c.def.stat(Stat::GoldProduced))
            .unwrap_or(0);
        if let Some(c) = state.card_mut(h) {
            c.bowed = true;
        }
        gold += produced;
        out.say(
            format_args!("{h} bows for {produced} gold"),
            &[ids::GOLD_PRODUCE, ids::BOW_BOWING],
        );
    }
    if !e.paying.is_empty() || cost > 0 {
        let lost = gold - cost;
        let rest = if lost > 0 {
            format!("; the other {lost} gold cannot pay anything else and is lost")
        } else {
            String::new()
        };
        out.say(
            format_args!(
                "{gold} gold pays the cost of {cost} for {}{rest}",
                card.name
            ),
            &[ids::GOLD_PAYMENT, ids::GOLD_NO_SPLIT],
        );
    }
    if card.kind == CardKind::Ancestor {
        if let Some(h) = &e.on {
            if let Some(c) = state.card_mut(h) {
                c.bowed = true;
            }
            out.say(
                format_args!("{h} bows to take the ancestor (ancestors cost no gold)"),
                &[
                    ids::PLAY_ANCESTOR_1,
                    ids::PLAY_ANCESTOR,
                    ids::PLAY_ANCESTOR_4,
                ],
            );
        }
    }
    let id = state.next_action;
    state.next_action += 1;
    let pending = Pending {
        id,
        player: p,
        card: card.clone(),
        kind: ActionKind::Limited,
        by: None,
        targets: Vec::new(),
        answers: None,
        cancelled: false,
        loss_prevented: Vec::new(),
        redirected: false,
        entering: Some(e),
        answered: Vec::new(),
        loss_paid: Vec::new(),
        window: Window {
            chance: state.left_of(p),
            passes: 0,
        },
    };
    let mut res = Resolution::of(&pending);
    if card
        .costs
        .iter()
        .any(|c| matches!(c, Effect::LoseHonor { .. } | Effect::GainHonor { .. }))
    {
        out.say(
            format_args!("{} changes its player's honor as it comes into play (moving it later changes nothing)", card.name),
            &[ids::PLAY_HONOR_ON_ENTRY],
        );
    }
    for c in &card.costs {
        pay_cost(state, p, c, &mut res, out);
    }
    let first = pending.window.chance;
    state.stack.push(pending);
    out.say(
        format_args!(
            "Reaction window for {}: {} (on {name}'s left) has the first chance",
            card.name,
            state.player_name(first)
        ),
        &[ids::ACTION_REACTION_ORDER],
    );
}

/// The card of a resolving bring-into-play action enters, if it still can.
fn enter_card(state: &mut State, action: &Pending, e: &Entering, out: &mut Out) {
    let p = action.player;
    let card = &action.card;
    if let Some((why, rule)) = bring::entry_problem(state, p, card, e) {
        out.say(
            format_args!("{} cannot come into play: {why}; it goes back where it came from and the gold paid is lost", card.name),
            &[rule, ids::GOLD_PAYMENT],
        );
        if let Some(h) = &e.from_hand {
            if let Some(c) = state.card_mut(h) {
                c.zone = Zone::Hand;
            }
        }
        return;
    }
    match e.mode {
        Mode::Overlay => {
            let over = e.over.clone().unwrap_or_default();
            if let Some(c) = state.card_mut(&over) {
                let old = std::mem::replace(&mut c.def, card.clone());
                c.under.push(old);
            }
            out.say(
                format_args!("{} now lies over {over}: it keeps the attachments, tokens, abilities and lasting changes of the earlier version and takes the new card's numbers and traits", card.name),
                &[ids::EXPERIENCED_OVERLAY, ids::EXPERIENCED_ORDER, ids::EXPERIENCED_STORYLINE, ids::EXPERIENCED_EXAMPLE],
            );
        }
        _ => {
            let entered = Card {
                attached_to: e.on.clone(),
                ..Card::new(e.handle.clone(), card.clone(), p, Zone::InPlay)
            };
            if let Some(h) = &e.from_hand {
                if let Some(c) = state.card_mut(h) {
                    *c = entered;
                }
            } else {
                state.cards.push(entered);
            }
            lieutenant_note(state, &e.handle, out);
            match &e.on {
                Some(host) => out.say(
                    format_args!(
                        "{} enters play attached to {host}, unbowed and usable at once, as `{}`",
                        card.name, e.handle
                    ),
                    &[ids::ATTACH_ATTACH, ids::ATTACH_PERSIST, ids::PLAY_CONTROL],
                ),
                None => out.say(
                    format_args!(
                        "{} enters play under {}'s control, as `{}`",
                        card.name,
                        state.player_name(p),
                        e.handle
                    ),
                    &[ids::PLAY_CONTROL],
                ),
            }
            if e.mode == Mode::Ring {
                out.say(
                    format_args!("{}'s benefit is active while it stays in play", card.name),
                    &[ids::PLAY_RING_BENEFIT],
                );
                check_enlightenment(state, p, out);
            }
        }
    }
    if e.clan_choice == Some(ClanChoice::Proclaim) {
        let ph = card.stat(Stat::PersonalHonor);
        out.say(
            format_args!(
                "{} is of {}'s own clan: its personal honor is added to family honor",
                card.name,
                state.player_name(p)
            ),
            &[ids::PLAY_PERSONALITY_OWN_CLAN, ids::REF_HONOR_OWN_CLAN],
        );
        gain_honor(state, p, ph, &format!("{} joins", card.name), out);
    }
}

/// All five rings in play under one player: enlightenment victory.
fn check_enlightenment(state: &mut State, p: PlayerIx, out: &mut Out) {
    let rings: std::collections::BTreeSet<String> = state
        .cards
        .iter()
        .filter(|c| c.controller == p && c.zone == Zone::InPlay && c.def.kind == CardKind::Ring)
        .map(|c| bring::base_name(&c.def.name).to_lowercase())
        .collect();
    if rings.len() >= 5 && state.winner.is_none() {
        state.winner = Some((p, Victory::Enlightenment));
        out.say(
            format_args!(
                "{} has all five rings in play: enlightenment victory",
                state.player_name(p)
            ),
            &[ids::VICTORY_ENLIGHTENMENT],
        );
    }
}

fn petition(state: &mut State, p: PlayerIx, spokesman: &str, out: &mut Out) {
    let name = state.player_name(p).to_string();
    if let Some(c) = state.card_mut(spokesman) {
        c.bowed = true;
    }
    state.petitioned = true;
    out.say(
        format_args!("{name} bows {spokesman} to petition for the Imperial Favor (a Limited action, once per turn; gunbai's reading: this bow is the petition's cost, so {spokesman}'s personal honor is not added)"),
        &[ids::FAVOR_PETITION, ids::BOW_BOWING],
    );
    let my = state.players[p].honor;
    let others: Vec<PlayerIx> = (0..state.players.len())
        .filter(|&i| i != p && !state.players[i].out)
        .collect();
    if state.favor.is_none() && others.iter().all(|&i| state.players[i].honor < my) {
        state.favor = Some(p);
        out.say(
            format_args!("Nobody holds the Favor and {name}'s family honor ({my}) is above everyone else's: {name} takes it at once, unopposed"),
            &[ids::FAVOR_PETITION_AUTO],
        );
        return;
    }
    let (opponent, why) = match state.favor {
        Some(h) => (h, format!("{} holds the Favor", state.player_name(h))),
        None => {
            // The highest family honor among the others; on a tie, the first of them in turn order after the petitioner.
            let order = turn_order_from(state, state.left_of(p));
            let best = order
                .iter()
                .filter(|&&i| i != p)
                .map(|&i| state.players[i].honor)
                .max()
                .unwrap_or(my);
            let o = order
                .into_iter()
                .find(|&i| i != p && state.players[i].honor == best)
                .unwrap_or(p);
            (
                o,
                format!(
                    "nobody holds the Favor and {} has the highest family honor ({best})",
                    state.player_name(o)
                ),
            )
        }
    };
    state.petition = Some(Petition {
        petitioner: Side {
            player: p,
            total: my,
        },
        opponent: Side {
            player: opponent,
            total: state.players[opponent].honor,
        },
        chance: p,
        passes: 0,
        gifted: Vec::new(),
    });
    out.say(
        format_args!(
            "The petition is contested: {why}. Sides: {name} {my} against {} {}; every player may add to either side",
            state.player_name(opponent),
            state.players[opponent].honor
        ),
        &[ids::FAVOR_PETITION_CONTEST, ids::FAVOR_PETITION_SIDES],
    );
    out.say(
        format_args!("{name}, the petitioner, has the first chance to send a spokesman or a gift; then the others in turn order, until all pass"),
        &[ids::FAVOR_PETITION_ORDER],
    );
}

/// Moves the petition's chance to `p`, counting the players in between as having passed.
fn petition_turn_to(state: &mut State, p: PlayerIx, out: &mut Out) {
    let Some(pet) = state.petition.as_ref() else {
        return;
    };
    if pet.chance == p {
        return;
    }
    let mut skipped = Vec::new();
    let mut cur = pet.chance;
    let mut guard = 0;
    while cur != p && guard < state.players.len() {
        skipped.push(state.player_name(cur).to_string());
        cur = state.left_of(cur);
        guard += 1;
    }
    if let Some(pet) = state.petition.as_mut() {
        pet.chance = p;
    }
    if !skipped.is_empty() {
        out.say(
            format_args!(
                "{} acts in turn order, so {} passed (gunbai's reading)",
                state.player_name(p),
                skipped.join(" and ")
            ),
            &[ids::FAVOR_PETITION_ORDER],
        );
    }
}

fn add_to_side(state: &mut State, side: PlayerIx, amount: i32) -> (String, i32) {
    let Some(pet) = state.petition.as_mut() else {
        // A stored contribution with no petition open (a damaged log): nothing to add to.
        return (state.player_name(side).to_string(), 0);
    };
    let s = if pet.petitioner.player == side {
        &mut pet.petitioner
    } else {
        &mut pet.opponent
    };
    s.total += amount;
    pet.passes = 0;
    let total = s.total;
    (state.player_name(side).to_string(), total)
}

fn support(state: &mut State, p: PlayerIx, handle: &str, side: PlayerIx, out: &mut Out) {
    petition_turn_to(state, p, out);
    let Some(card) = state.card(handle).cloned() else {
        return;
    };
    let ph = state.personal_honor(&card);
    if let Some(c) = state.card_mut(handle) {
        c.bowed = true;
    }
    let (side_name, total) = add_to_side(state, side, ph);
    let mut cites = vec![ids::FAVOR_PETITION_SPOKESMAN, ids::BOW_BOWING];
    if card.dishonored {
        cites.push(ids::DISHONOR_PERSONAL_HONOR);
    }
    out.say(
        format_args!(
            "{} bows {handle} as a spokesman for {side_name}'s side: +{ph} (its personal honor) → {side_name} {total}",
            state.player_name(p)
        ),
        &cites,
    );
    petition_totals(state, out);
}

fn gift(state: &mut State, p: PlayerIx, card: &str, side: PlayerIx, out: &mut Out) {
    petition_turn_to(state, p, out);
    let Some(c) = state.card(card).cloned() else {
        return;
    };
    let focus = c.def.stat(Stat::Focus);
    if let Some(c) = state.card_mut(card) {
        c.zone = Zone::Discard;
    }
    if let Some(pet) = state.petition.as_mut() {
        pet.gifted.push(p);
    }
    let (side_name, total) = add_to_side(state, side, focus);
    out.say(
        format_args!(
            "{} discards {} from hand as a gift for {side_name}'s side: +{focus} (its focus) → {side_name} {total}; that is {}'s one gift in this petition",
            state.player_name(p),
            c.def.name,
            state.player_name(p)
        ),
        &[ids::FAVOR_PETITION_GIFT],
    );
    petition_totals(state, out);
}

fn petition_totals(state: &State, out: &mut Out) {
    if let Some(pet) = &state.petition {
        out.say(
            format_args!(
                "Petition totals: {} {} — {} {} (temporary: family honor itself does not change)",
                state.player_name(pet.petitioner.player),
                pet.petitioner.total,
                state.player_name(pet.opponent.player),
                pet.opponent.total
            ),
            &[ids::FAVOR_PETITION_TEMPORARY],
        );
    }
}

fn petition_pass(state: &mut State, passer: PlayerIx, out: &mut Out) {
    petition_turn_to(state, passer, out);
    let active = state.active_players();
    let next = state.left_of(passer);
    let Some(pet) = state.petition.as_mut() else {
        return;
    };
    pet.passes += 1;
    let done = pet.passes >= active;
    if !done {
        pet.chance = next;
        out.say(
            format_args!(
                "{} passes in the petition; {} has the chance",
                state.player_name(passer),
                state.player_name(next)
            ),
            &[ids::FAVOR_PETITION_ORDER],
        );
        return;
    }
    out.say(
        format_args!(
            "{} passes; all have passed: the petition is decided",
            state.player_name(passer)
        ),
        &[ids::FAVOR_PETITION_ORDER],
    );
    let Some(pet) = state.petition.take() else {
        return;
    };
    let (me, them) = (pet.petitioner, pet.opponent);
    let pn = state.player_name(me.player).to_string();
    let on = state.player_name(them.player).to_string();
    if me.total > them.total {
        state.favor = Some(me.player);
        out.say(
            format_args!(
                "{pn} {} is higher than {on} {}: {pn} takes the Imperial Favor",
                me.total, them.total
            ),
            &[ids::FAVOR_PETITION_RESULT],
        );
    } else {
        let stays = match state.favor {
            Some(h) => format!("it stays with {}", state.player_name(h)),
            None => "it stays in the centre".to_string(),
        };
        out.say(
            format_args!(
                "{pn} {} is not higher than {on} {}: the petition fails and {stays}",
                me.total, them.total
            ),
            &[ids::FAVOR_PETITION_RESULT],
        );
    }
    out.say(
        "The honor added during the petition is gone: family honor is as before it",
        &[ids::FAVOR_PETITION_TEMPORARY],
    );
}
