//! What an attack may target: `Melee 3 Attack, which may not target a Defending Personality`,
//! `Fear 2 that may target Items`, `Ranged 4 Attack which may target a Personality with attached
//! Followers if you have Reconnaissance`. The cards described are kept as printed.

use super::conditions::attack_condition;
use super::effects::plain_attack;
use super::{Ability, Part};

/// Words that would make the description more than a description of cards.
const REFUSED: &[&str] = &[
    "he", "him", "his", "she", "her", "it", "its", "they", "them", "their", "and", "instead",
    "then", "target", "targets", "unless", "but", "this", "that", "which", "who",
];

/// Whether the part is one attack (or Fear effect) with no more to it.
fn is_attack(p: &Part) -> bool {
    matches!(
        p,
        Part::Ranged { .. }
            | Part::Melee { .. }
            | Part::Fear { .. }
            | Part::AttackOf { .. }
            | Part::AttackCounted { .. }
    )
}

/// `… which may (not) target WHAT [if COND]` after an attack in the same clause, or as a clause
/// of its own right after the attack (`Melee 3 Attack, which may not target …`): the attack with
/// what it may target. The attack before is taken from the parts read.
pub(super) fn attack_may_target(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let j = w.iter().position(|x| x == "which" || x == "that")?;
    let attack = if j == 0 {
        ab.effects.last().filter(|p| is_attack(p))?.clone()
    } else {
        plain_attack(&w[..j])?
    };
    let rest = &w[j + 1..];
    let (may, what) = match rest {
        [m, t, what @ ..] if m == "may" && t == "target" => (true, what),
        [m, n, t, what @ ..] if m == "may" && n == "not" && t == "target" => (false, what),
        [c, t, what @ ..] if c == "cannot" && t == "target" => (false, what),
        _ => return None,
    };
    let (what, cond) = match what.iter().position(|x| x == "if") {
        Some(i) => (&what[..i], Some(attack_condition(&what[i + 1..], ab)?)),
        None => (what, None),
    };
    // `a Defending Personality`, `Items`, `a card in the Defender's home`: plain words, opening
    // with an article or a plural.
    let plain = |x: &String| {
        x.starts_with(char::is_alphabetic)
            && x.chars()
                .all(|c| c.is_alphabetic() || c == '\'' || c == '-')
    };
    let opens = what
        .first()
        .is_some_and(|x| matches!(x.as_str(), "a" | "an" | "any") || x.ends_with('s'));
    if what.is_empty()
        || !opens
        || !what.iter().all(plain)
        || what.iter().any(|x| REFUSED.contains(&x.as_str()))
    {
        return None;
    }
    if j == 0 {
        ab.effects.pop();
    }
    Some(vec![Part::AttackMayTarget {
        attack: vec![attack],
        may,
        what: what.join(" "),
        cond,
    }])
}

/// The attack with its strength changed: `Fear 1` with 2 more is `Fear 3`.
fn stronger(p: &Part, more: i32) -> Option<Part> {
    Some(match p {
        Part::Ranged { strength } => Part::Ranged {
            strength: strength + more,
        },
        Part::Melee { strength } => Part::Melee {
            strength: strength + more,
        },
        Part::Fear { strength } => Part::Fear {
            strength: strength + more,
        },
        _ => return None,
    })
}

/// `Fear 1, with +1 strength if COND` (a clause of its own after a Fear effect; the attacks the
/// clause before reads), `Fear 2 with +1 strength if COND`, `Melee 2 Attack, or 3 if COND` (the
/// larger strength as a bare number): the attack, larger when the condition holds. `last`:
/// whether the attack may be the part read just before (taken from the parts read).
pub(super) fn attack_larger_if(w: &[String], ab: &mut Ability, last: bool) -> Option<Vec<Part>> {
    let (base, rest, popped) = match w {
        [wi, ..] if wi == "with" && last => (ab.effects.last()?.clone(), w, true),
        _ => {
            let k = w.iter().position(|x| x == "with" || x == "or")?;
            (plain_attack(&w[..k])?, &w[k..], false)
        }
    };
    let (more, cond) = match rest {
        [wi, n, st, i, cond @ ..] if wi == "with" && st == "strength" && i == "if" => {
            let plus: i32 = n.strip_prefix('+')?.parse().ok()?;
            (stronger(&base, plus)?, cond)
        }
        // `or 3 if …`: the strength itself, of the same attack.
        [o, n, i, cond @ ..] if o == "or" && i == "if" && !popped => {
            let n: i32 = n.parse().ok()?;
            let now = match &base {
                Part::Ranged { strength } | Part::Melee { strength } | Part::Fear { strength } => {
                    *strength
                }
                _ => return None,
            };
            (stronger(&base, n - now)?, cond)
        }
        _ => return None,
    };
    // Only Fear is left to this reading after a clause of its own; `Ranged` and `Melee` are read
    // so before.
    if popped && !matches!(base, Part::Fear { .. }) {
        return None;
    }
    let cond = attack_condition(cond, ab)?;
    if popped {
        ab.effects.pop();
    }
    Some(vec![Part::If {
        cond,
        then: vec![more],
        otherwise: vec![base],
    }])
}
