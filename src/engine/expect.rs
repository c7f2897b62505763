//! `expect` lines: checks of the board that make a scenario test itself. An outcome is words in
//! no language yet ([`Msg`]): what was checked and what the board holds.

use super::core::error::Rejection;
use super::core::event::Event;
use super::core::library::Library;
use super::core::names;
use super::core::state::{PlayerIx, State, Zone};
use super::Game;
use crate::lang::ast::{DeadKind, ExpectStat, Expectation, Name, RejectedBy, Spanned};
use crate::msg;
use crate::msg::{Arg, Msg};

/// The outcome of one expectation that could be evaluated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Passed(Msg),
    Failed { expected: Msg, found: Msg },
}

impl Outcome {
    /// The line the judge reads: what passed, or "expected …, but …".
    pub fn msg(&self) -> Msg {
        match self {
            Outcome::Passed(m) => m.clone(),
            Outcome::Failed { expected, found } => {
                msg!(
                    "expect-failed",
                    expected = expected.clone(),
                    found = found.clone()
                )
            }
        }
    }

    pub fn passed(&self) -> bool {
        matches!(self, Outcome::Passed(_))
    }
}

/// `what` as expected against what the board holds: the same value passes.
fn compare<T: PartialEq + Into<Arg>>(what: Msg, expected: T, found: T) -> Outcome {
    let same = expected == found;
    let (expected, found): (Arg, Arg) = (expected.into(), found.into());
    if same {
        Outcome::Passed(msg!("expect-is", what = what, value = found))
    } else {
        Outcome::Failed {
            expected: msg!("expect-want", what = what.clone(), value = expected),
            found: msg!("expect-want", what = what, value = found),
        }
    }
}

/// A yes-or-no state of `what`, each answer a word of `expect-word`.
fn yes_no(what: impl Into<Arg>, expected: bool, found: bool, yes: Msg, no: Msg) -> Outcome {
    let what: Arg = what.into();
    let word = |b: bool| if b { yes.clone() } else { no.clone() };
    if expected == found {
        Outcome::Passed(msg!("expect-is", what = what, value = word(found)))
    } else {
        Outcome::Failed {
            expected: msg!("expect-want", what = what.clone(), value = word(expected)),
            found: msg!("expect-is", what = what, value = word(found)),
        }
    }
}

/// One of the words an expectation reports (`bowed`, `in play`, `nobody`…).
fn word(w: &'static str) -> Msg {
    msg!("expect-word", word = w.replace(' ', "-"))
}

/// A zone as an expectation reports it.
fn zone(z: Zone) -> Msg {
    word(zone_word(z))
}

/// What an expectation looks at: `expect-what` with `what` and its names.
fn what(w: &'static str) -> Msg {
    msg!("expect-what", what = w, name = "", place = "")
}

fn what_of(w: &'static str, name: &str) -> Msg {
    msg!("expect-what", what = w, name = name, place = "")
}

/// Evaluates an expectation. An unknown name is an error, not a failure.
pub fn check(game: &Game, e: &Expectation, lib: &Library) -> Result<Outcome, Rejection> {
    let state = game.state();
    Ok(match e {
        Expectation::Honor { player, value } => {
            let p = names::player(state, player)?;
            compare(
                what_of("honor", state.player_name(p)),
                value.value,
                state.players[p].honor,
            )
        }
        Expectation::Favor(holder) => compare(
            what("favor"),
            player_or_nobody(state, holder.as_ref())?,
            found_or_nobody(state, state.favor),
        ),
        Expectation::Bowed { handle, bowed } => {
            let c = names::board_card(state, handle)?;
            yes_no(
                c.handle.clone(),
                *bowed,
                c.bowed,
                word("bowed"),
                word("unbowed"),
            )
        }
        Expectation::Alive(handle) => alive(state, handle)?,
        Expectation::Dead { handle, kind } => dead(state, handle, kind.as_ref())?,
        Expectation::Dishonored { handle, dishonored } => {
            let c = names::board_card(state, handle)?;
            yes_no(
                c.handle.clone(),
                *dishonored,
                c.dishonored,
                word("dishonored"),
                word("honorable"),
            )
        }
        Expectation::Stat {
            stat,
            handle,
            value,
        } => card_stat(state, stat.value, handle, value.value)?,
        Expectation::Phase(phase) => {
            let phase_msg = |k: &str| msg!("phase-name", phase = k);
            let found = state
                .turn
                .map(|t| phase_msg(t.phase.keyword()))
                .unwrap_or_else(|| word("not set"));
            compare(what("phase"), phase_msg(phase.value.keyword()), found)
        }
        Expectation::Turn(player) => {
            let p = names::player(state, player)?;
            compare(
                what("current"),
                msg!("expect-name", name = state.player_name(p)),
                found_or_nobody(state, state.turn.map(|t| t.player)),
            )
        }
        Expectation::Winner(w) => compare(
            what("winner"),
            player_or_nobody(state, w.as_ref())?,
            found_or_nobody(state, state.winner.map(|(p, _)| p)),
        ),
        Expectation::Out(player) => out_of_game(state, player)?,
        Expectation::Chance(player) => {
            let p = names::player(state, player)?;
            compare(
                what("chance"),
                msg!("expect-name", name = state.player_name(p)),
                found_or_nobody(state, state.chance()),
            )
        }
        Expectation::Duel(None) => no_duel(state),
        Expectation::Duel(Some((handle, value))) => duel_total(state, handle, value.value)?,
        Expectation::Gone(handle) => gone(state, handle)?,
        Expectation::Province {
            handle,
            state: want,
        } => province_state(state, handle, &want.value)?,
        Expectation::HandSize { player, value } => {
            let p = names::player(state, player)?;
            compare(
                what_of("hand", state.player_name(p)),
                value.value,
                super::province::hand_size(state, p) as i32,
            )
        }
        Expectation::Army {
            province,
            attackers,
            value,
        } => army(state, province, *attackers, value.value)?,
        Expectation::Rejects { by, line } => rejects(
            game.decide(&line.command, lib),
            &line.text,
            by.as_ref().map(|b| b.value),
        ),
    })
}

/// `expect rejects [RULE-ID | unreadable] COMMAND`: the command is refused, by the rule named
/// (or by no rule, for `unreadable`) when one is named.
fn rejects(decided: Result<Event, Rejection>, text: &str, by: Option<RejectedBy>) -> Outcome {
    let why = |b: RejectedBy| -> Msg {
        match b {
            RejectedBy::Rule(id) => msg!("expect-by", by = "rule", rule = id.to_string()),
            RejectedBy::Unreadable => msg!("expect-by", by = "unreadable", rule = ""),
        }
    };
    let r = match decided {
        Ok(_) => {
            return Outcome::Failed {
                expected: match by {
                    Some(b) => msg!("expect-to-be-refused", text = text, by = why(b)),
                    None => msg!("expect-to-be-refused", text = text, by = ""),
                },
                found: msg!("expect-accepted"),
            }
        }
        Err(r) => r,
    };
    let found = match r.rule() {
        Some(id) => RejectedBy::Rule(id),
        None => RejectedBy::Unreadable,
    };
    match by {
        Some(want) if want != found => Outcome::Failed {
            expected: msg!("expect-to-be-refused", text = text, by = why(want)),
            found: msg!("expect-refused-instead", by = why(found), refusal = r.msg()),
        },
        _ => Outcome::Passed(msg!("expect-is-refused", text = text, refusal = r.msg())),
    }
}

/// The player an expectation names, or nobody.
fn player_or_nobody(state: &State, n: Option<&Name>) -> Result<Msg, Rejection> {
    Ok(match n {
        Some(n) => msg!(
            "expect-name",
            name = state.player_name(names::player(state, n)?)
        ),
        None => word("nobody"),
    })
}

/// The player the board shows, or nobody.
fn found_or_nobody(state: &State, p: Option<PlayerIx>) -> Msg {
    p.map(|p| msg!("expect-name", name = state.player_name(p)))
        .unwrap_or_else(|| word("nobody"))
}

/// `expect X alive`: the card is in play.
fn alive(state: &State, handle: &Name) -> Result<Outcome, Rejection> {
    let c = names::board_card(state, handle)?;
    Ok(yes_no(
        c.handle.clone(),
        true,
        c.zone == Zone::InPlay,
        word("in play"),
        msg!("expect-not", not = "in-play", zone = zone(c.zone)),
    ))
}

/// `expect X dead`: in a dead pile, honorable or dishonorable (which one, when it is said).
fn dead(
    state: &State,
    handle: &Name,
    kind: Option<&Spanned<DeadKind>>,
) -> Result<Outcome, Rejection> {
    let c = names::board_card(state, handle)?;
    Ok(match kind {
        None => {
            let dead = matches!(
                c.zone,
                Zone::Dead(DeadKind::Honorable | DeadKind::Dishonorable)
            );
            yes_no(
                c.handle.clone(),
                true,
                dead,
                word("dead"),
                msg!("expect-not", not = "dead", zone = zone(c.zone)),
            )
        }
        Some(k) => compare(
            msg!("expect-name", name = &c.handle),
            zone(Zone::Dead(k.value)),
            zone(c.zone),
        ),
    })
}

/// `expect X gone`: out of play, in a discard pile or dead.
fn gone(state: &State, handle: &Name) -> Result<Outcome, Rejection> {
    let c = names::board_card(state, handle)?;
    let gone = matches!(c.zone, Zone::Discard | Zone::Dead(_));
    Ok(yes_no(
        c.handle.clone(),
        true,
        gone,
        msg!("expect-not", not = "out-of-play", zone = zone(c.zone)),
        msg!("expect-not", not = "not-discarded", zone = zone(c.zone)),
    ))
}

/// A card's force, chi, personal honor or unit force as the board computes it.
fn card_stat(
    state: &State,
    stat: ExpectStat,
    handle: &Name,
    value: i32,
) -> Result<Outcome, Rejection> {
    let c = names::board_card(state, handle)?;
    let (stat, found) = match stat {
        ExpectStat::Force => ("force", state.force(c)),
        ExpectStat::Chi => ("chi", state.chi(c)),
        ExpectStat::PersonalHonor => ("personal-honor", state.personal_honor(c)),
        ExpectStat::UnitForce => ("unit-force", state.unit_force(c)),
    };
    Ok(compare(
        msg!("expect-what", what = stat, name = &c.handle, place = ""),
        value,
        found,
    ))
}

/// `expect P out`: the player has left the game.
fn out_of_game(state: &State, player: &Name) -> Result<Outcome, Rejection> {
    let p = names::player(state, player)?;
    Ok(yes_no(
        state.player_name(p).to_string(),
        true,
        state.players[p].out,
        word("out of the game"),
        word("still in the game"),
    ))
}

/// `expect duel none`: no duel is being fought.
fn no_duel(state: &State) -> Outcome {
    let found = match &state.duel {
        None => word("none"),
        Some(d) => msg!(
            "expect-duelists",
            challenger = &d.challenger,
            challenged = &d.challenged
        ),
    };
    compare(what("duel"), word("none"), found)
}

/// A duelist's total in the duel begun.
fn duel_total(state: &State, handle: &Name, value: i32) -> Result<Outcome, Rejection> {
    let c = names::board_card(state, handle)?;
    Ok(
        match state.duel.as_ref().filter(|d| {
            d.begun
                && (d.challenger.eq_ignore_ascii_case(&c.handle)
                    || d.challenged.eq_ignore_ascii_case(&c.handle))
        }) {
            Some(d) => compare(what_of("duel-total", &c.handle), value, d.total(&c.handle)),
            None => Outcome::Failed {
                expected: msg!("expect-in-duel", handle = &c.handle, total = value),
                found: msg!("expect-not-in-duel", handle = &c.handle),
            },
        },
    )
}

/// A province destroyed, empty, face-up or face-down (`standing`: not destroyed).
fn province_state(state: &State, handle: &Name, want: &str) -> Result<Outcome, Rejection> {
    let v = super::province::province(state, handle)?;
    let found = if v.destroyed {
        "destroyed"
    } else {
        match &v.card {
            None => "empty",
            Some(c) if c.face_up => "face-up",
            Some(_) => "face-down",
        }
    };
    let ok = found == want || (want == "standing" && !v.destroyed);
    let handle = msg!("expect-name", name = &v.handle);
    Ok(if ok {
        Outcome::Passed(msg!("expect-is", what = handle, value = word(found)))
    } else {
        let want = match want {
            "destroyed" => "destroyed",
            "empty" => "empty",
            "face-up" => "face-up",
            "face-down" => "face-down",
            _ => "standing",
        };
        Outcome::Failed {
            expected: msg!("expect-want", what = handle.clone(), value = word(want)),
            found: msg!("expect-want", what = handle, value = word(found)),
        }
    })
}

/// The force of the attacking or defending army at a province.
fn army(state: &State, province: &Name, attackers: bool, value: i32) -> Result<Outcome, Rejection> {
    let v = super::province::province(state, province)?;
    let units = state
        .attack
        .as_ref()
        .and_then(|a| {
            a.battlefields
                .iter()
                .find(|b| b.province.eq_ignore_ascii_case(&v.handle))
        })
        .map(|b| {
            if attackers {
                b.attackers.clone()
            } else {
                b.defenders.clone()
            }
        })
        .unwrap_or_default();
    let side = if attackers { "attacking" } else { "defending" };
    Ok(compare(
        msg!("expect-what", what = side, name = "", place = &v.handle),
        value,
        state.army_force(&units),
    ))
}

pub fn zone_word(z: Zone) -> &'static str {
    match z {
        Zone::InPlay => "in play",
        Zone::Hand => "in hand",
        Zone::Dead(DeadKind::Honorable) => "honorable dead",
        Zone::Dead(DeadKind::Dishonorable) => "dishonorable dead",
        Zone::Dead(DeadKind::Discarded) => "discarded",
        Zone::Discard => "in the discard pile",
        Zone::Removed => "out of the game",
    }
}
