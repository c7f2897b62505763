//! `expect` lines: checks of the board that make a scenario test itself.

use super::core::error::Rejection;
use super::core::event::Event;
use super::core::library::Library;
use super::core::names;
use super::core::state::{PlayerIx, State, Zone};
use super::Game;
use crate::lang::ast::{DeadKind, ExpectStat, Expectation, Name, RejectedBy, Spanned};

/// The outcome of one expectation that could be evaluated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Passed(String),
    Failed { expected: String, found: String },
}

fn compare<T: PartialEq + std::fmt::Display>(what: &str, expected: T, found: T) -> Outcome {
    if expected == found {
        Outcome::Passed(format!("{what} is {found}"))
    } else {
        Outcome::Failed {
            expected: format!("{what} {expected}"),
            found: format!("{what} {found}"),
        }
    }
}

fn yes_no(what: String, expected: bool, found: bool, yes: &str, no: &str) -> Outcome {
    let word = |b: bool| if b { yes } else { no };
    if expected == found {
        Outcome::Passed(format!("{what} is {}", word(found)))
    } else {
        Outcome::Failed {
            expected: format!("{what} {}", word(expected)),
            found: format!("{what} is {}", word(found)),
        }
    }
}

/// Evaluates an expectation. An unknown name is an error, not a failure.
pub fn check(game: &Game, e: &Expectation, lib: &Library) -> Result<Outcome, Rejection> {
    let state = game.state();
    Ok(match e {
        Expectation::Honor { player, value } => {
            let p = names::player(state, player)?;
            compare(
                &format!("{}'s family honor", state.player_name(p)),
                value.value,
                state.players[p].honor,
            )
        }
        Expectation::Favor(holder) => compare(
            "the Imperial Favor holder",
            player_or_nobody(state, holder.as_ref())?,
            found_or_nobody(state, state.favor),
        ),
        Expectation::Bowed { handle, bowed } => {
            let c = names::board_card(state, handle)?;
            yes_no(c.handle.clone(), *bowed, c.bowed, "bowed", "unbowed")
        }
        Expectation::Alive(handle) => alive(state, handle)?,
        Expectation::Dead { handle, kind } => dead(state, handle, kind.as_ref())?,
        Expectation::Dishonored { handle, dishonored } => {
            let c = names::board_card(state, handle)?;
            yes_no(
                c.handle.clone(),
                *dishonored,
                c.dishonored,
                "dishonored",
                "honorable",
            )
        }
        Expectation::Stat {
            stat,
            handle,
            value,
        } => card_stat(state, stat.value, handle, value.value)?,
        Expectation::Phase(phase) => {
            let found = state.turn.map(|t| t.phase.keyword()).unwrap_or("not set");
            compare("the phase", phase.value.keyword(), found)
        }
        Expectation::Turn(player) => {
            let p = names::player(state, player)?;
            compare(
                "the current player",
                state.player_name(p).to_string(),
                found_or_nobody(state, state.turn.map(|t| t.player)),
            )
        }
        Expectation::Winner(w) => compare(
            "the winner",
            player_or_nobody(state, w.as_ref())?,
            found_or_nobody(state, state.winner.map(|(p, _)| p)),
        ),
        Expectation::Out(player) => out_of_game(state, player)?,
        Expectation::Chance(player) => {
            let p = names::player(state, player)?;
            compare(
                "the player with the chance",
                state.player_name(p).to_string(),
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
                &format!("{}'s hand size", state.player_name(p)),
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
    let why = |b: RejectedBy| match b {
        RejectedBy::Rule(id) => format!("by {id}"),
        RejectedBy::Unreadable => "as unreadable (by no rule)".to_string(),
    };
    let r = match decided {
        Ok(_) => {
            return Outcome::Failed {
                expected: match by {
                    Some(b) => format!("`{text}` to be refused {}", why(b)),
                    None => format!("`{text}` to be refused"),
                },
                found: "it is accepted".into(),
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
            expected: format!("`{text}` to be refused {}", why(want)),
            found: format!("it is refused {}: {r}", why(found)),
        },
        _ => Outcome::Passed(format!("`{text}` is refused: {r}")),
    }
}

/// The player an expectation names, or nobody.
fn player_or_nobody(state: &State, n: Option<&Name>) -> Result<String, Rejection> {
    Ok(match n {
        Some(n) => state.player_name(names::player(state, n)?).to_string(),
        None => "nobody".into(),
    })
}

/// The player the board shows, or nobody.
fn found_or_nobody(state: &State, p: Option<PlayerIx>) -> String {
    p.map(|p| state.player_name(p).to_string())
        .unwrap_or_else(|| "nobody".into())
}

/// `expect X alive`: the card is in play.
fn alive(state: &State, handle: &Name) -> Result<Outcome, Rejection> {
    let c = names::board_card(state, handle)?;
    Ok(yes_no(
        c.handle.clone(),
        true,
        c.zone == Zone::InPlay,
        "in play",
        &format!("not in play ({})", zone_word(c.zone)),
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
                "dead",
                &format!("not dead ({})", zone_word(c.zone)),
            )
        }
        Some(k) => compare(&c.handle, zone_word(Zone::Dead(k.value)), zone_word(c.zone)),
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
        &format!("out of play ({})", zone_word(c.zone)),
        &format!("not in a discard pile ({})", zone_word(c.zone)),
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
    let (word, found) = match stat {
        ExpectStat::Force => ("force", state.force(c)),
        ExpectStat::Chi => ("chi", state.chi(c)),
        ExpectStat::PersonalHonor => ("personal honor", state.personal_honor(c)),
        ExpectStat::UnitForce => ("unit force", state.unit_force(c)),
    };
    Ok(compare(&format!("{}'s {word}", c.handle), value, found))
}

/// `expect P out`: the player has left the game.
fn out_of_game(state: &State, player: &Name) -> Result<Outcome, Rejection> {
    let p = names::player(state, player)?;
    Ok(yes_no(
        state.player_name(p).to_string(),
        true,
        state.players[p].out,
        "out of the game",
        "still in the game",
    ))
}

/// `expect duel none`: no duel is being fought.
fn no_duel(state: &State) -> Outcome {
    let found = match &state.duel {
        None => "none".to_string(),
        Some(d) => format!("{} against {}", d.challenger, d.challenged),
    };
    compare("the duel", "none".to_string(), found)
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
            Some(d) => compare(
                &format!("{}'s total in the duel", c.handle),
                value,
                d.total(&c.handle),
            ),
            None => Outcome::Failed {
                expected: format!("{} in a duel with total {value}", c.handle),
                found: format!("{} is not fighting a duel", c.handle),
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
    Ok(if ok {
        Outcome::Passed(format!("{} is {found}", v.handle))
    } else {
        Outcome::Failed {
            expected: format!("{} {want}", v.handle),
            found: format!("{} {found}", v.handle),
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
        &format!("the {side} army's force at {}", v.handle),
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
