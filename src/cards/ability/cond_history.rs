//! Conditions on what was done earlier: `if this card has challenged a Personality this turn`,
//! `if you have taken a Dark Virtue action this phase`, `if the target did not attack you this
//! turn`. The reader does not know the game's history; it keeps the words as printed, with the
//! card they are said of, for the judge to check.

use super::{Ability, Condition};

/// The words that end such a condition: the span of time it looks back over.
const SPANS: &[&[&str]] = &[
    &["this", "turn"],
    &["this", "battle"],
    &["this", "phase"],
    &["this", "game"],
    &["during", "this", "battle"],
];

/// Past forms that do not end in `-ed`.
const IRREGULAR: &[&str] = &[
    "won", "taken", "took", "lost", "given", "gave", "made", "drawn", "drew", "been", "become",
    "became", "paid", "put", "done", "chosen", "chose", "seen", "brought", "fought", "gone",
    "went",
];

/// Words that would need a card the condition does not name, or that join or qualify it in ways
/// a condition kept as printed could misstate.
const REFUSED: &[&str] = &[
    "he", "him", "his", "she", "her", "hers", "it", "its", "they", "them", "their", "if",
    "instead", "then", "unless", "and", "or", "except",
];

fn past(w: &str) -> bool {
    (w.len() > 3 && w.ends_with("ed")) || IRREGULAR.contains(&w)
}

fn plain(w: &str) -> bool {
    !w.is_empty()
        && w.chars()
            .all(|c| c.is_alphabetic() || c == '\'' || c == '-')
        && w.starts_with(char::is_alphabetic)
}

/// Whether `rest` opens with a verb in the past (`moved`, `has challenged`, `did not attack`,
/// `was not assigned`, `have not given`).
fn opens_in_past(rest: &[String]) -> bool {
    let r: Vec<&str> = rest.iter().map(String::as_str).collect();
    match r.as_slice() {
        ["did", "not", v, ..] => plain(v) && !past(v),
        ["has" | "have" | "had" | "was" | "were", "not", v, ..] => past(v),
        ["has" | "have" | "had" | "was" | "were", v, ..] => past(v),
        [v, ..] => past(v) && !matches!(*v, "need" | "exceed"),
        [] => false,
    }
}

/// A condition on what was done this turn (battle, phase or game), after `if`.
pub(super) fn happened(c: &[String], ab: &Ability) -> Option<Condition> {
    let span = SPANS.iter().find(|s| {
        c.len() > s.len() + 1
            && c[c.len() - s.len()..]
                .iter()
                .zip(s.iter())
                .all(|(a, b)| a == b)
    })?;
    let body = &c[..c.len() - span.len()];
    if c.iter().any(|w| !plain(w)) {
        return None;
    }
    // `if you have not resolved a Coronation Festival this game`: a copy of this card, by its
    // name read as `this card` after an article; not said as the reader would say it.
    if c.windows(2).any(|w| {
        w[1] == "this" && matches!(w[0].as_str(), "a" | "an" | "another" | "other" | "the")
    }) {
        return None;
    }
    // The card it is said of, when the reader names it (`he`, `this card`, `the target`).
    if let Some((who, rest)) = super::conditions::subject(c, ab) {
        let said = &rest[..rest.len().saturating_sub(span.len())];
        if !said.is_empty()
            && opens_in_past(said)
            && !said.iter().any(|w| REFUSED.contains(&w.as_str()))
        {
            return Some(Condition::Happened {
                who: Some(who),
                what: rest.join(" "),
            });
        }
        return None;
    }
    if body.iter().any(|w| REFUSED.contains(&w.as_str())) {
        return None;
    }
    // Words with their own subject: `you …`, `one of your Magistrates …`, `another player's
    // action …`, `no units …`.
    let k = match body.first().map(String::as_str) {
        Some("you") => 1,
        Some("one")
            if body.get(1).is_some_and(|w| w == "of")
                && body.get(2).is_some_and(|w| w == "your") =>
        {
            (3..body.len()).find(|&k| opens_in_past(&body[k..]))?
        }
        Some("another")
            if body
                .get(1)
                .is_some_and(|w| w == "player" || w == "player's") =>
        {
            (2..body.len()).find(|&k| opens_in_past(&body[k..]))?
        }
        Some("no") => (2..body.len()).find(|&k| opens_in_past(&body[k..]))?,
        _ => return None,
    };
    (k < body.len() && opens_in_past(&body[k..])).then(|| Condition::Happened {
        who: None,
        what: c.join(" "),
    })
}

/// Whether the condition (or one of those it joins) asks what happened earlier.
pub(super) fn looks_back(c: &Condition) -> bool {
    match c {
        Condition::Happened { .. } => true,
        Condition::All(v) | Condition::Any(v) => v.iter().any(looks_back),
        _ => false,
    }
}
