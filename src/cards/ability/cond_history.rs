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
    // In a reaction or interrupt, `if the action did not target an enemy card`: what the
    // action it answers did, with no span of time.
    let answers = ab.timings.iter().any(|t| {
        matches!(
            t,
            super::Timing::Reaction { .. } | super::Timing::Interrupt { .. }
        )
    });
    if answers
        && c.len() > 3
        && c[0] == "the"
        && c[1] == "action"
        && opens_in_past(&c[2..])
        && c.iter().all(|w| plain(w))
        && !c
            .iter()
            .any(|w| REFUSED.contains(&w.as_str()) || w == "this")
    {
        return Some(Condition::Happened {
            who: None,
            what: c.join(" "),
        });
    }
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

/// `you control Kakita Ichigiku`: a card in play of that title, the player's; two to four
/// words, each capitalised as printed, none a kind, a number or a joining word. The title is
/// kept as printed.
pub(super) fn control_named(c: &[String], ab: &Ability) -> Option<Condition> {
    let [y, ctl, name @ ..] = c else {
        return None;
    };
    if y != "you" || ctl != "control" || !(2..=4).contains(&name.len()) {
        return None;
    }
    let kind = |w: &str| {
        let one = super::targets::singular(w);
        super::targets::KINDS.contains(&one.as_str()) || super::targets::KINDS.contains(&w)
    };
    if name.iter().any(|w| {
        !plain(w)
            || super::targets::is_stop(w)
            || kind(w)
            || matches!(
                w.as_str(),
                "this" | "card" | "the" | "any" | "no" | "one" | "two" | "three" | "four" | "five"
            )
            || REFUSED.contains(&w.as_str())
    }) {
        return None;
    }
    // The words as printed: each must open with a capital there.
    let phrase = name.join(" ");
    let lower = ab.printed.to_lowercase();
    let at = lower.find(&phrase)?;
    let printed = ab.printed.get(at..at + phrase.len())?;
    if !printed
        .split(' ')
        .all(|w| w.starts_with(char::is_uppercase))
    {
        return None;
    }
    Some(Condition::YouControlNamed(printed.to_string()))
}

/// The duel's winner or loser as the one card a pronoun may name: `Give the loser -2F, and bow
/// him if he is dishonorable`, `If the winner is a Duelist, give him a +1F token`. `he`, `him`
/// and `she` in `text` are replaced by `the loser` (or `the winner`) when `who` is one of them
/// and the ability's own reading of the pronoun names no card (the duel's two cards are both
/// targets). A possessive (`his`, `her`) is left, and the words then not read.
pub(super) fn duel_pronouns(text: &str, who: &super::Who, ab: &Ability) -> Option<String> {
    let by = match who {
        super::Who::DuelLoser => "the loser",
        super::Who::DuelWinner => "the winner",
        _ => return None,
    };
    let mut probe = ab.clone();
    if super::targets::object(&["him".to_string()], &mut probe).is_some() {
        return None;
    }
    // `Destroy him if she is …`: two cards, or a misprint; not read.
    let lower = text.to_lowercase();
    let has = |w: &str| lower.split(|c: char| !c.is_alphabetic()).any(|x| x == w);
    if (has("he") || has("him")) && has("she") {
        return None;
    }
    let mut changed = false;
    let mut out = Vec::new();
    for tok in text.split(' ') {
        let core = tok.trim_end_matches([',', '.', ';']);
        let lower = core.to_lowercase();
        if matches!(
            lower.as_str(),
            "his" | "her" | "hers" | "himself" | "herself"
        ) {
            return None;
        }
        if matches!(lower.as_str(), "he" | "him" | "she") {
            changed = true;
            out.push(format!("{by}{}", &tok[core.len()..]));
        } else {
            out.push(tok.to_string());
        }
    }
    changed.then(|| out.join(" "))
}

/// `he has lower Personal Honor`, `the target has fewer attachments`, `it now has lower Force
/// than this card`, `he or she has lower Personal Honor than this card`: a comparison of one of
/// the card's numbers (Force, Chi, Personal Honor, Gold Cost) or of the cards attached to it
/// (`attachments`, `followers`) with another card's. With no `than`, it is the performer's, or
/// this card's when there is none, but only where the ability already compares so (a performer,
/// a target `with lower …`, or this card named in the ability).
pub(super) fn compared(c: &[String], ab: &Ability) -> Option<Condition> {
    let mut words = c.to_vec();
    // `he or she`: the one card.
    if words.len() > 3 && words[0] == "he" && words[1] == "or" && words[2] == "she" {
        words.drain(1..3);
    }
    let (who, rest) = super::conditions::subject(&words, ab)?;
    let rest = match rest {
        [n, r @ ..] if n == "now" => r,
        r => r,
    };
    let [h, more, tail @ ..] = rest else {
        return None;
    };
    if h != "has"
        || !matches!(
            more.as_str(),
            "lower" | "higher" | "fewer" | "more" | "less" | "greater"
        )
    {
        return None;
    }
    let (what, than) = match tail.iter().position(|x| x == "than") {
        Some(k) => (&tail[..k], Some(&tail[k + 1..])),
        None => (tail, None),
    };
    let stat = matches!(
        what.iter()
            .map(String::as_str)
            .collect::<Vec<_>>()
            .as_slice(),
        ["force"] | ["chi"] | ["personal", "honor"] | ["gold", "cost"]
    );
    let count = matches!(what, [x] if x == "attachments" || x == "followers");
    if !(stat || count)
        || (count && !matches!(more.as_str(), "fewer" | "more"))
        || (stat && more == "fewer")
    {
        return None;
    }
    let than = match than {
        Some(t) if super::targets::is_this(t) => super::Who::This,
        Some(_) => return None,
        None => {
            let printed = ab.printed.to_lowercase();
            let compares = ab.targets.iter().any(|t| {
                t.qualifiers.iter().any(|q| {
                    [
                        "with lower ",
                        "with higher ",
                        "with fewer ",
                        "with more ",
                        "with less ",
                    ]
                    .iter()
                    .any(|p| q.starts_with(p))
                })
            });
            match &ab.performer {
                Some(_) => super::Who::Performer,
                None if compares || printed.contains("this card") => super::Who::This,
                None => return None,
            }
        }
    };
    if than == who {
        return None;
    }
    Some(Condition::Compared {
        who,
        what: format!("{more} {}", what.join(" ")),
        than,
    })
}

/// In a reaction or interrupt, `the action is a Ranged Attack action`, `the action is Engage`,
/// `the action is a Favor action`: the kind of the action it answers, plain words (at most four),
/// kept as printed.
pub(super) fn action_is(c: &[String], ab: &Ability) -> Option<Condition> {
    let answers = ab.timings.iter().any(|t| {
        matches!(
            t,
            super::Timing::Reaction { .. } | super::Timing::Interrupt { .. }
        )
    });
    let [t, a, i, rest @ ..] = c else {
        return None;
    };
    if !answers || t != "the" || a != "action" || i != "is" {
        return None;
    }
    let what = match rest {
        [art, w @ ..] if art == "a" || art == "an" => w,
        w => w,
    };
    if what.is_empty()
        || what.len() > 4
        || !what
            .iter()
            .all(|w| plain(w) && w.starts_with(char::is_alphabetic))
        || what.iter().any(|w| {
            REFUSED.contains(&w.as_str())
                || super::targets::is_stop(w)
                || matches!(
                    w.as_str(),
                    "yours" | "another" | "player's" | "not" | "from" | "on"
                )
        })
    {
        return None;
    }
    Some(Condition::ActionIs(rest.join(" ")))
}
