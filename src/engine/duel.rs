//! Challenges and duels: the challenge a card issues, the challenged player's answer, the values
//! declared, focus and strike in turn from the challenged personality, and the resolution.

use super::core::card::{CardDef, Effect};
use super::core::checks::active_player;
use super::core::error::{DuelNext, Refusal, Rejection};
use super::core::event::Event;
use super::core::names;
use super::core::out::Out;
use super::core::resolution::Resolution;
use super::core::state::{Card, Duel, FocusCard, Pending, PlayerIx, State, Zone};
use super::destroy::destroy;
use super::honor::gain_honor;
use super::ranged::ELEMENTAL_IMMUNE;
use super::window::open_window;
use crate::lang::ast::{ActionKind, CardKind, Command, Name, Span, Stat};
use crate::msg;
use crate::msg::{Arg, Msg};
use crate::rules::ids;

/// The trait that doubles a duelist's focus values.
pub(super) const DOUBLE_CHI: &str = "double-chi";

/// The number a duel compares, named in the language asked for.
fn stat_msg(stat: Stat) -> Msg {
    let key = match stat {
        Stat::Force => "force",
        Stat::PersonalHonor => "personal-honor",
        _ => "chi",
    };
    msg!("duel-stat", stat = key)
}

fn stat_word(stat: Stat) -> &'static str {
    match stat {
        Stat::Force => "force",
        Stat::PersonalHonor => "personal honor",
        _ => "chi",
    }
}

/// The checks on a card whose effects issue a challenge: the performer is one of the player's
/// personalities and the one target a personality another player controls.
pub(super) fn check_challenge(
    state: &State,
    p: PlayerIx,
    def: &CardDef,
    by: Option<&str>,
    targets: &[String],
) -> Result<(), Rejection> {
    let answers_duel = state
        .stack
        .last()
        .is_some_and(|t| t.card.effects.contains(&Effect::BeginDuel));
    if answers_duel
        && def
            .effects
            .iter()
            .any(|e| matches!(e, Effect::Cancel { .. } | Effect::Redirect { .. }))
    {
        return Err(Refusal::UndoesDuel {
            card: def.name.clone(),
        }
        .by(ids::DUEL_CHALLENGE));
    }
    let Some(any_card) = def.effects.iter().find_map(|e| match e {
        Effect::Challenge { any_card, .. } => Some(*any_card),
        _ => None,
    }) else {
        return Ok(());
    };
    // A duelist is a personality, unless the card lets something else duel.
    let may_duel = |c: &Card| {
        c.zone == Zone::InPlay
            && (c.def.kind == CardKind::Personality
                || (any_card && c.def.kind == CardKind::Follower))
    };
    if let Some(d) = &state.duel {
        return Err(Refusal::DuelUnderWay {
            challenger: d.challenger.clone(),
            challenged: d.challenged.clone(),
        }
        .by(ids::DUEL_TOO_LATE));
    }
    let name = state.player_name(p).to_string();
    let challenger = by.and_then(|h| state.card(h));
    let Some(challenger) = challenger.filter(|c| may_duel(c)) else {
        return Err(Refusal::NoChallenger {
            card: def.name.clone(),
            player: name.clone(),
        }
        .by(ids::DUEL_CHALLENGE));
    };
    let [target] = targets else {
        return Err(Refusal::OneChallenged {
            challenger: challenger.handle.clone(),
        }
        .by(ids::DUEL_CHALLENGE));
    };
    let Some(t) = state.card(target) else {
        return Err(Refusal::NotOnBoard {
            handle: target.clone(),
        }
        .by(ids::DUEL_CHALLENGE));
    };
    if !may_duel(t) {
        return Err(Refusal::ChallengeNotPersonality {
            handle: t.handle.clone(),
            kind: t.def.kind,
        }
        .by(ids::DUEL_CHALLENGE));
    }
    if t.controller == p {
        return Err(Refusal::ChallengeOwn {
            handle: t.handle.clone(),
            player: name.clone(),
        }
        .by(ids::DUEL_CHALLENGE));
    }
    Ok(())
}

/// While a challenge or a duel is open, nothing but its answer, focus cards and strikes may come
/// (setup facts, judge adjustments, checks and `undo` are let through before this).
pub(super) fn guard(state: &State, cmd: &Command) -> Result<(), Rejection> {
    let Some(d) = &state.duel else {
        return Ok(());
    };
    if matches!(
        cmd,
        Command::AnswerChallenge { .. } | Command::Focus { .. } | Command::Strike { .. }
    ) {
        return Ok(());
    }
    // The duelists are entering the duel: its reaction window is open.
    if d.accepted && !d.begun && matches!(cmd, Command::Pass(_) | Command::Play { .. }) {
        return Ok(());
    }
    let owner = |h: &str| {
        state
            .card(h)
            .map(|c| state.player_name(c.controller).to_string())
            .unwrap_or_else(|| "?".into())
    };
    let next = if d.accepted && !d.begun {
        DuelNext::Reactions
    } else if d.accepted {
        DuelNext::FocusOrStrike {
            player: owner(&d.next),
            duelist: d.next.clone(),
        }
    } else {
        DuelNext::Answer {
            player: owner(&d.challenged),
        }
    };
    Err(Refusal::TooLate {
        challenger: d.challenger.clone(),
        challenged: d.challenged.clone(),
        next,
    }
    .by(ids::DUEL_TOO_LATE))
}

/// The effect at resolution: the challenge is issued and waits for its answer.
pub(super) fn issue(state: &mut State, action: &Pending, stat: Stat, honor: i32, out: &mut Out) {
    let challenger = action.by.clone().unwrap_or_default();
    let challenged = action.targets.first().cloned().unwrap_or_default();
    let (Some(a), Some(b)) = (
        state.card(&challenger).filter(|c| c.zone == Zone::InPlay),
        state.card(&challenged).filter(|c| c.zone == Zone::InPlay),
    ) else {
        out.say(
            || {
                msg!(
                    "step-no-challenge",
                    card = &action.card.name,
                    challenger = &challenger,
                    challenged = &challenged
                )
            },
            &[ids::DUEL_CHALLENGE, ids::DESTROY_DISCARD],
        );
        return;
    };
    let (challenger, challenged) = (a.handle.clone(), b.handle.clone());
    let owner = state.player_name(b.controller).to_string();
    let on = if stat == Stat::Chi {
        msg!("nothing")
    } else {
        msg!("duel-on-stat", stat = stat_msg(stat))
    };
    out.say(
        || {
            msg!(
                "step-challenge",
                challenger = &challenger,
                challenged = &challenged,
                on = on,
                card = &action.card.name,
                owner = &owner
            )
        },
        &[ids::DUEL_CHALLENGE],
    );
    state.duel = Some(Duel {
        card: action.card.name.clone(),
        challenger,
        challenged: challenged.clone(),
        stat,
        honor,
        accepted: false,
        begun: false,
        declared: (0, 0),
        next: challenged,
        focus: Vec::new(),
    });
}

fn player_of(state: &State, handle: &str) -> Option<PlayerIx> {
    state.card(handle).map(|c| c.controller)
}

pub(super) fn decide_answer(
    state: &State,
    player: &Name,
    accept: bool,
) -> Result<Event, Rejection> {
    let p = active_player(state, player)?;
    let name = state.player_name(p).to_string();
    let Some(d) = state.duel.as_ref().filter(|d| !d.accepted) else {
        return Err(Refusal::NoChallenge {
            player: name.clone(),
        }
        .by(ids::DUEL_CHALLENGE)
        .at(player.span));
    };
    if player_of(state, &d.challenged) != Some(p) {
        let owner = player_of(state, &d.challenged)
            .map(|o| state.player_name(o).to_string())
            .unwrap_or_default();
        return Err(Refusal::NotChallenged {
            challenged: d.challenged.clone(),
            owner,
        }
        .by(ids::DUEL_CHALLENGE)
        .at(player.span));
    }
    Ok(Event::AnswerChallenge {
        player: name,
        accept,
    })
}

/// A duelist's value at the start of the duel, and how it is made up.
fn declared(state: &State, card: &Card, stat: Stat) -> (i32, Msg) {
    let word = stat_msg(stat);
    let value = match stat {
        Stat::Force => state.force(card),
        Stat::PersonalHonor => state.personal_honor(card),
        _ => state.chi(card),
    };
    let printed = card.def.stats.get(&stat).copied();
    let how = match printed {
        None => msg!("duel-declared-unprinted", stat = word),
        Some(v) if v == value => msg!("duel-declared-printed", printed = v),
        Some(v) => msg!(
            "duel-declared-changed",
            printed = v,
            change = format!("{:+}", i64::from(value) - i64::from(v))
        ),
    };
    (value, how)
}

fn has_fate_card(state: &State, p: PlayerIx) -> bool {
    state
        .cards
        .iter()
        .any(|c| c.zone == Zone::Hand && c.controller == p)
}

/// Says whose turn it is to focus or strike, and that a player without a fate card must strike.
fn announce_next(state: &State, d: &Duel, out: &mut Out) {
    // A step only: a replay that keeps no steps does not look for the player's fate cards.
    if out.quiet {
        return;
    }
    let Some(p) = player_of(state, &d.next) else {
        return;
    };
    let name = state.player_name(p);
    if has_fate_card(state, p) {
        out.say(
            || msg!("step-focus-or-strike", duelist = &d.next, player = name),
            &[ids::DUEL_FOCUS_STRIKE],
        );
    } else {
        out.say(
            || msg!("step-must-strike", duelist = &d.next, player = name),
            &[ids::DUEL_FOCUS_STRIKE],
        );
    }
}

pub(super) fn answer(state: &mut State, p: PlayerIx, accept: bool, out: &mut Out) {
    let Some(d) = state.duel.clone().filter(|d| !d.accepted) else {
        return;
    };
    let name = state.player_name(p).to_string();
    if !accept {
        state.duel = None;
        out.say(
            || {
                msg!(
                    "step-challenge-refused",
                    player = &name,
                    challenged = &d.challenged,
                    card = &d.card
                )
            },
            &[ids::DUEL_CHALLENGE],
        );
        return;
    }
    out.say_reading(
        || {
            msg!(
                "step-challenge-accepted",
                player = &name,
                challenger = &d.challenger,
                challenged = &d.challenged
            )
        },
        &[ids::DUEL_CHALLENGE, ids::DUEL_TOO_LATE],
        ids::DUEL_CHALLENGE,
    );
    let mut d = d;
    d.accepted = true;
    let player = player_of(state, &d.challenger).unwrap_or(p);
    let mut card = CardDef::new(
        format!("duel of {} and {}", d.challenger, d.challenged),
        CardKind::Action,
    );
    card.effects = vec![Effect::BeginDuel];
    let id = state.next_action_id(out);
    let chance = state.left_of(player);
    state.stack.push(Pending {
        by: Some(d.challenger.clone()),
        targets: vec![d.challenged.clone()],
        ..Pending::new(id, player, card, ActionKind::Limited, chance)
    });
    state.duel = Some(d);
    open_window(state, out);
}

/// The reactions to the duelists entering the duel are over: each declares its value, and the
/// challenged personality chooses first.
pub(super) fn begin(state: &mut State, out: &mut Out) {
    let Some(mut d) = state.duel.clone().filter(|d| d.accepted && !d.begun) else {
        return;
    };
    let (Some(a), Some(b)) = (
        state
            .card(&d.challenger)
            .filter(|c| c.zone == Zone::InPlay)
            .cloned(),
        state
            .card(&d.challenged)
            .filter(|c| c.zone == Zone::InPlay)
            .cloned(),
    ) else {
        state.duel = None;
        out.say(
            || {
                msg!(
                    "step-duel-not-held",
                    challenger = &d.challenger,
                    challenged = &d.challenged
                )
            },
            &[ids::DUEL_CHALLENGE, ids::DESTROY_DISCARD],
        );
        return;
    };
    let (va, how_a) = declared(state, &a, d.stat);
    let (vb, how_b) = declared(state, &b, d.stat);
    out.say_reading(
        || {
            msg!(
                "step-duel-begins",
                stat = stat_msg(d.stat),
                first = &a.handle,
                first_value = va,
                first_how = how_a,
                second = &b.handle,
                second_value = vb,
                second_how = how_b
            )
        },
        &[],
        ids::DUEL_CHI,
    );
    d.begun = true;
    d.declared = (va, vb);
    d.next = b.handle.clone();
    out.say(
        || msg!("step-challenged-first", challenged = &b.handle),
        &[ids::DUEL_FOCUS_STRIKE],
    );
    announce_next(state, &d, out);
    state.duel = Some(d);
}

/// The duel must be on and it must be `p`'s duelist's turn.
fn my_turn(state: &State, p: PlayerIx, span: Span) -> Result<&Duel, Rejection> {
    let name = state.player_name(p).to_string();
    let Some(d) = state.duel.as_ref() else {
        return Err(Refusal::NoDuel {
            player: name.clone(),
        }
        .by(ids::DUEL_FOCUS_STRIKE)
        .at(span));
    };
    if !d.accepted {
        let owner = player_of(state, &d.challenged)
            .map(|o| state.player_name(o).to_string())
            .unwrap_or_default();
        return Err(Refusal::ChallengeUnanswered {
            challenged: d.challenged.clone(),
            owner,
        }
        .by(ids::DUEL_CHALLENGE)
        .at(span));
    }
    if !d.begun {
        return Err(Refusal::EnteringDuel {
            challenger: d.challenger.clone(),
            challenged: d.challenged.clone(),
        }
        .by(ids::DUEL_CHALLENGE)
        .at(span));
    }
    if player_of(state, &d.next) != Some(p) {
        let owner = player_of(state, &d.next)
            .map(|o| state.player_name(o).to_string())
            .unwrap_or_default();
        return Err(Refusal::NotYourStrike {
            duelist: d.next.clone(),
            owner,
            player: name.clone(),
        }
        .by(ids::DUEL_FOCUS_STRIKE)
        .at(span));
    }
    Ok(d)
}

pub(super) fn decide_focus(state: &State, player: &Name, card: &Name) -> Result<Event, Rejection> {
    let p = active_player(state, player)?;
    let d = my_turn(state, p, player.span)?;
    let name = state.player_name(p).to_string();
    if !has_fate_card(state, p) {
        return Err(Refusal::EmptyHandFocus {
            player: name.clone(),
            duelist: d.next.clone(),
        }
        .by(ids::DUEL_FOCUS_STRIKE)
        .at(card.span));
    }
    let c = names::hand_card(state, p, card)?;
    Ok(Event::Focus {
        player: name,
        card: c.handle.clone(),
    })
}

pub(super) fn decide_strike(state: &State, player: &Name) -> Result<Event, Rejection> {
    let p = active_player(state, player)?;
    my_turn(state, p, player.span)?;
    Ok(Event::Strike {
        player: state.player_name(p).to_string(),
    })
}

fn other(d: &Duel, h: &str) -> String {
    if h.eq_ignore_ascii_case(&d.challenger) {
        d.challenged.clone()
    } else {
        d.challenger.clone()
    }
}

pub(super) fn focus(state: &mut State, p: PlayerIx, card: &str, out: &mut Out) {
    let Some(mut d) = state.duel.clone().filter(|d| d.begun) else {
        return;
    };
    if player_of(state, &d.next) != Some(p) {
        return;
    }
    let Some(c) = state
        .card(card)
        .filter(|c| c.zone == Zone::Hand && c.controller == p)
        .cloned()
    else {
        return;
    };
    if let Some(m) = state.card_mut(card) {
        m.zone = Zone::Discard;
    }
    let value = c.def.stat(Stat::Focus);
    let double = state.card(&d.next).is_some_and(|x| x.has_trait(DOUBLE_CHI));
    let adds = if double {
        value.saturating_mul(2)
    } else {
        value
    };
    let word = stat_word(d.stat);
    let exact = i64::from(d.total(&d.next)) + i64::from(adds);
    if (double && value.checked_mul(2).is_none()) || i32::try_from(exact).is_err() {
        let duelist = d.next.clone();
        out.overflowed(|| crate::msg!("overflow-duel-total", duelist = duelist, stat = word));
    }
    d.focus.push(FocusCard {
        duelist: d.next.clone(),
        card: c.handle.clone(),
        focus: value,
        adds,
    });
    let name = state.player_name(p).to_string();
    let duelist = d.next.clone();
    out.say_reading(
        || {
            msg!(
                "step-focus-laid",
                player = &name,
                card = &c.def.name,
                duelist = &duelist,
                value = value,
                stat = stat_msg(d.stat)
            )
        },
        &[],
        ids::DUEL_FOCUS_STRIKE,
    );
    if double {
        out.say_reading(
            || {
                msg!(
                    "step-focus-double-chi",
                    duelist = &duelist,
                    value = value,
                    adds = adds
                )
            },
            &[ids::TRAIT_DOUBLE_CHI, ids::TRAIT_SPECIAL_INTRO],
            ids::TRAIT_DOUBLE_CHI,
        );
    }
    out.say(
        || {
            msg!(
                "step-duel-total",
                duelist = &duelist,
                stat = stat_msg(d.stat),
                total = d.total(&duelist)
            )
        },
        &[ids::DUEL_FOCUS_STRIKE],
    );
    d.next = other(&d, &duelist);
    announce_next(state, &d, out);
    state.duel = Some(d);
}

/// How a duelist's total is made up: the declared value and each focus card.
fn sum_text(d: &Duel, h: &str) -> String {
    let base = if h.eq_ignore_ascii_case(&d.challenger) {
        d.declared.0
    } else {
        d.declared.1
    };
    let mut parts = vec![base.to_string()];
    for f in d.focus.iter().filter(|f| f.duelist.eq_ignore_ascii_case(h)) {
        parts.push(f.adds.to_string());
    }
    if parts.len() == 1 {
        base.to_string()
    } else {
        format!("{} = {}", parts.join(" + "), d.total(h))
    }
}

pub(super) fn strike(state: &mut State, p: PlayerIx, out: &mut Out) {
    let Some(d) = state.duel.clone().filter(|d| d.begun) else {
        return;
    };
    if player_of(state, &d.next) != Some(p) {
        return;
    }
    state.duel = None;
    let name = state.player_name(p).to_string();
    out.say(
        || msg!("step-strikes", player = &name, duelist = &d.next),
        &[ids::DUEL_FOCUS_STRIKE],
    );
    let (ta, tb) = (d.total(&d.challenger), d.total(&d.challenged));
    let revealed = revealed(state, &d);
    out.say(
        || {
            msg!(
                "step-duel-resolution",
                revealed = revealed,
                stat = stat_msg(d.stat),
                challenger = &d.challenger,
                challenger_sum = sum_text(&d, &d.challenger),
                challenged = &d.challenged,
                challenged_sum = sum_text(&d, &d.challenged)
            )
        },
        &[ids::DUEL_RESOLUTION],
    );
    let (winner, losers) = match ta.cmp(&tb) {
        std::cmp::Ordering::Greater => (Some(d.challenger.clone()), vec![d.challenged.clone()]),
        std::cmp::Ordering::Less => (Some(d.challenged.clone()), vec![d.challenger.clone()]),
        std::cmp::Ordering::Equal => (None, vec![d.challenger.clone(), d.challenged.clone()]),
    };
    match &winner {
        Some(w) => out.say(
            || {
                msg!(
                    "step-duel-winner",
                    winner = w,
                    losers = Arg::commas(&losers)
                )
            },
            &[ids::DUEL_RESOLUTION],
        ),
        None => out.say(
            || msg!("step-duel-tie", total = ta),
            &[ids::DUEL_RESOLUTION],
        ),
    }
    for l in &losers {
        if state.card(l).is_some_and(|c| c.has_trait(ELEMENTAL_IMMUNE)) {
            out.say(
                || msg!("step-duel-not-elemental", loser = l),
                &[ids::TRAIT_ELEMENTAL],
            );
        }
        out.say(
            || msg!("step-duel-loser-destroyed", loser = l, card = &d.card),
            &[ids::DUEL_RESOLUTION],
        );
        destroy(state, l, &mut Resolution::none(), out);
    }
    if let Some(w) = winner {
        winner_honor(state, &d, &w, out);
    }
}

/// What the duel's winner `w` gains (`duel.resolution`): the honor the challenge staked, or,
/// for a dishonored winner, becoming honorable instead (`dishonor.restore-on-gain`).
fn winner_honor(state: &mut State, d: &Duel, w: &str, out: &mut Out) {
    if d.honor <= 0 {
        out.say(
            || msg!("step-duel-winner-unaffected", winner = w),
            &[ids::DUEL_RESOLUTION],
        );
        return;
    }
    let Some(wc) = state.card(w).cloned() else {
        return;
    };
    let owner = state.player_name(wc.controller).to_string();
    if wc.dishonored {
        if let Some(c) = state.card_mut(w) {
            c.dishonored = false;
        }
        out.say(
            || {
                msg!(
                    "step-duel-winner-dishonored",
                    winner = w,
                    owner = &owner,
                    honor = d.honor
                )
            },
            &[ids::DISHONOR_RESTORE_ON_GAIN, ids::DISHONOR_PERSONAL_HONOR],
        );
    } else {
        gain_honor(
            state,
            wc.controller,
            d.honor,
            &|| msg!("why-duel-won", winner = &w, card = &d.card),
            out,
        );
    }
}

/// The focus cards turned up at the duel's resolution, each with its focus value and duelist.
fn revealed(state: &State, d: &Duel) -> Msg {
    let focus_names: Vec<Msg> = d
        .focus
        .iter()
        .map(|f| {
            let n = state
                .card(&f.card)
                .map(|c| c.def.name.clone())
                .unwrap_or_else(|| f.card.clone());
            msg!(
                "duel-focus-card",
                card = n,
                focus = f.focus,
                duelist = &f.duelist
            )
        })
        .collect();
    if focus_names.is_empty() {
        msg!("duel-no-focus-cards")
    } else {
        msg!("duel-focus-turned-up", cards = Arg::commas(focus_names))
    }
}
