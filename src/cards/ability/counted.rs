//! Numbers an ability counts: an attack whose strength is a number of cards or tokens
//! (`Ranged 3 Attack with +1 strength for each other Follower in this unit`, `Fear equal to the
//! number of Undead cards in this unit`).

use super::words::is;
use super::{Ability, Part};

/// Where the counted cards or tokens are, as printed (lower-case): the words after them.
const PLACES: &[&[&str]] = &[
    &["in", "this", "unit"],
    &["in", "his", "unit"],
    &["in", "her", "unit"],
    &["in", "the", "target's", "unit"],
    &["in", "this", "army"],
    &["at", "this", "battlefield"],
    &["at", "the", "current", "battlefield"],
    &["on", "this", "card"],
    &["on", "him"],
    &["on", "her"],
    &["on", "your", "personality"],
    &["you", "control"],
    &["he", "has"],
    &["she", "has"],
];

/// `Ranged 3 Attack with +1 strength for each WHAT`, `Fear 3 with +1 strength for each WHAT`,
/// `Ranged Attack with [a] strength equal to the number of WHAT`, `Melee Attack with strength
/// equal to 4 plus the number of WHAT`, `Fear [with strength] equal to the number of WHAT`.
pub(super) fn counted_attack(w: &[String], ab: &Ability) -> Option<Part> {
    // `… the number of Fire tokens on him and the number of Rings you control`: the clause is
    // cut at its `and`, and the strength is more than the part before it says.
    if ab.printed.to_lowercase().contains("and the number of") {
        return None;
    }
    let kind = w.first()?.as_str();
    if !matches!(kind, "ranged" | "melee" | "fear") {
        return None;
    }
    let rest = &w[1..];
    // `Ranged 3 Attack with +1 strength for each …`, `Fear 3 with +1 strength for each …`.
    let numbered = match (kind, rest) {
        ("fear", [n, rest @ ..]) => n.parse::<i32>().ok().map(|n| (n, rest)),
        (_, [n, a, rest @ ..]) if a == "attack" => n.parse::<i32>().ok().map(|n| (n, rest)),
        _ => None,
    };
    if let Some((base, rest)) = numbered {
        let [wi, p, st, f, e, what @ ..] = rest else {
            return None;
        };
        if wi != "with" || st != "strength" || f != "for" || e != "each" || base < 0 {
            return None;
        }
        let per: i32 = p.strip_prefix('+')?.parse().ok()?;
        return Some(Part::AttackCounted {
            attack: kind.to_string(),
            base,
            per,
            what: counted_what(what, true)?,
        });
    }
    // `Ranged Attack with [a] strength equal to …`, `Ranged Attack equal to …`, `Fear with
    // strength equal to …`, `Fear equal to …`.
    let rest = match (kind, rest) {
        ("fear", r) => r,
        (_, [a, r @ ..]) if a == "attack" => r,
        _ => return None,
    };
    let rest = match rest {
        [wi, a, st, r @ ..] if wi == "with" && a == "a" && st == "strength" => r,
        [wi, st, r @ ..] if wi == "with" && st == "strength" => r,
        r => r,
    };
    let [e, t, rest @ ..] = rest else {
        return None;
    };
    if e != "equal" || t != "to" {
        return None;
    }
    // `4 plus the number of …`.
    let (base, rest) = match rest {
        [n, p, r @ ..] if p == "plus" => (n.parse::<i32>().ok().filter(|n| *n > 0)?, r),
        r => (0, r),
    };
    let [t, n, o, what @ ..] = rest else {
        return None;
    };
    if t != "the" || n != "number" || o != "of" {
        return None;
    }
    Some(Part::AttackCounted {
        attack: kind.to_string(),
        base,
        per: 1,
        what: counted_what(what, false)?,
    })
}

/// What is counted, as printed: `[other] Follower in this unit`, `Fire token on your
/// Personality`, `your Shadowlands Personalities at the current battlefield`, `of this card's
/// Infamy tokens` (after `for each`), `Sake tokens he has`: one to three plain words and a
/// place the reader knows.
fn counted_what(w: &[String], each: bool) -> Option<String> {
    let plain = |x: &String| !x.is_empty() && x.chars().all(char::is_alphabetic);
    // `for each of this card's Infamy tokens`.
    if let [o, t, c, nouns @ ..] = w {
        if each && o == "of" && t == "this" && c == "card's" {
            let ok = (1..=2).contains(&nouns.len())
                && nouns.iter().all(plain)
                && nouns.last().is_some_and(|x| x == "tokens");
            return ok.then(|| w.join(" "));
        }
    }
    let body = match w {
        [o, r @ ..] if o == "other" || o == "your" => r,
        r => r,
    };
    let place = PLACES
        .iter()
        .find(|p| body.len() > p.len() && is(&body[body.len() - p.len()..], p))?;
    let nouns = &body[..body.len() - place.len()];
    let stop = [
        "a", "an", "the", "and", "or", "of", "with", "without", "each",
    ];
    if nouns.is_empty()
        || nouns.len() > 3
        || !nouns.iter().all(plain)
        || nouns.iter().any(|x| stop.contains(&x.as_str()))
    {
        return None;
    }
    Some(w.join(" "))
}
