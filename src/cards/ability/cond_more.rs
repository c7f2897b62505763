//! More wordings of conditions and of what a target or performer must be: contractions
//! (`if he's defending`), a clause that qualifies the performer or target named just before it
//! (`choose your performing Monk, who must be unbowed unless he is Earth`), a card's Force
//! said with `has` (`if he now has 0 Force`) and its clan said in the past (`if the target was Lion Clan`).

use super::costs::{performer_clause, PerformerVerb};
use super::{Ability, Condition, Part, Target, Who};

/// The words with `he's`, `she's` and `it's` as two words each (`he is`).
pub(super) fn uncontracted(w: &[String]) -> Vec<String> {
    let mut out = Vec::with_capacity(w.len() + 1);
    for x in w {
        match x.as_str() {
            "he's" => out.extend(["he".to_string(), "is".to_string()]),
            "she's" => out.extend(["she".to_string(), "is".to_string()]),
            "it's" => out.extend(["it".to_string(), "is".to_string()]),
            _ => out.push(x.clone()),
        }
    }
    out
}

/// Whether the words hold a contraction [`uncontracted`] spells out.
pub(super) fn contracted(w: &[String]) -> bool {
    w.iter()
        .any(|x| matches!(x.as_str(), "he's" | "she's" | "it's"))
}

/// `who must be unbowed unless he is Earth`, `who may be at any location unless this card is
/// dead`, `which must have no attachments unless this card has performed a Dark Virtue action
/// this turn`: a clause of its own, printed right after the performer or target it qualifies,
/// kept as printed (lower-case) as that card's qualifier. Never a clause that names a target
/// or that may hold another clause (`which may target …`, a colon).
pub(super) fn trailing_qualifier(w: &[String]) -> Option<String> {
    let [rel, modal, verb, rest @ ..] = w else {
        return None;
    };
    if !matches!(rel.as_str(), "who" | "which")
        || !matches!(modal.as_str(), "must" | "may")
        || !matches!(verb.as_str(), "be" | "have")
        || rest.is_empty()
        || w.iter().any(|x| {
            x.contains(':')
                || x.contains('"')
                || matches!(x.as_str(), "target" | "targets" | "targeted" | "and" | "or")
        })
    {
        return None;
    }
    Some(w.join(" "))
}

/// `has 0 Force`, `now has 2 Force`: the card's current Force is that number (`now`: when the
/// part before is done, which the caller checks).
pub(super) fn has_force(who: &Who, rest: &[String]) -> Option<Condition> {
    let rest = match rest {
        [n, r @ ..] if n == "now" => r,
        r => r,
    };
    let [h, n, f] = rest else {
        return None;
    };
    if h != "has" || f != "force" {
        return None;
    }
    let value = if n == "zero" { 0 } else { n.parse().ok()? };
    Some(Condition::ForceIs {
        who: who.clone(),
        value,
    })
}

/// `was Lion Clan`, `was a Crane Clan Personality`: a card's clan, said in the past of a target
/// an effect before may have moved or destroyed (a clan does not change as it does), read as
/// what it is. A state in the past (`was bowed`) is not read.
pub(super) fn was_clan(who: &Who, rest: &[String]) -> Option<Condition> {
    let plain = |t: &String| {
        t.chars().all(char::is_alphabetic) && !super::targets::is_stop(t) && t != "not"
    };
    let what = match rest {
        [w, c, l] if w == "was" && plain(c) && l == "clan" => format!("{c} {l}"),
        [w, a, c, l, k]
            if w == "was" && (a == "a" || a == "an") && plain(c) && l == "clan" && plain(k) =>
        {
            format!("{c} {l} {k}")
        }
        _ => return None,
    };
    Some(Condition::Is {
        who: who.clone(),
        what,
    })
}

/// `Bow or destroy your performing Ancestor` (one of the two, as the player chooses), `Bow your
/// performing Monk unless he is Void` (paid unless the performer is so; `he` is the performer,
/// when the ability names no target before): the performer and the cost on him.
pub(super) fn performer_cost(w: &[String], ab: &Ability) -> Option<(Target, Part)> {
    let verb_part = |v: PerformerVerb| match v {
        PerformerVerb::Bow => Some(Part::Bow {
            who: Who::Performer,
        }),
        PerformerVerb::Destroy => Some(Part::Destroy {
            who: Who::Performer,
        }),
        PerformerVerb::Choose => None,
    };
    if let [a, o, b, rest @ ..] = w {
        if o == "or" && a != b && matches!(a.as_str(), "bow" | "destroy") {
            let mut first = vec![a.clone()];
            first.extend_from_slice(rest);
            let mut second = vec![b.clone()];
            second.extend_from_slice(rest);
            let (va, t) = performer_clause(&first)?;
            let (vb, t2) = performer_clause(&second)?;
            if t != t2 {
                return None;
            }
            let options = vec![vec![verb_part(va)?], vec![verb_part(vb)?]];
            return Some((t, Part::OneOf { options }));
        }
    }
    let k = w.iter().position(|x| x == "unless")?;
    let (v, t) = performer_clause(&w[..k])?;
    let cost = verb_part(v)?;
    let c = &w[k + 1..];
    if !ab.targets.is_empty() || !matches!(c.first().map(String::as_str), Some("he" | "she")) {
        return None;
    }
    let mut probe = ab.clone();
    probe.performer = Some(t.clone());
    let cond = super::conditions::effect_condition(c, &probe)?;
    match &cond {
        Condition::Is {
            who: Who::Performer,
            ..
        }
        | Condition::IsNot {
            who: Who::Performer,
            ..
        } => {}
        _ => return None,
    }
    Some((
        t,
        Part::Unless {
            cond,
            then: vec![cost],
        },
    ))
}

/// A target's qualifier the reader keeps as printed, with a number or a word of its own: `whose
/// unit's total Force is 7 or higher`, `whose total Force is less than or equal to this card's
/// Chi`, `with a base Gold Cost of 4 or less`, `without the Water keyword`; the words it takes.
pub(super) fn printed_qualifier(w: &[String]) -> Option<usize> {
    let word = |x: &String| {
        !x.is_empty() && x.chars().all(char::is_alphabetic) && !super::targets::is_stop(x)
    };
    let more_less = |x: &String| matches!(x.as_str(), "higher" | "lower" | "more" | "less");
    let number = |x: &String| x.parse::<i32>().is_ok();
    // `whose unit's total Force is 7 or higher`.
    if let [wh, u, t, f, i, n, o, d, ..] = w {
        if wh == "whose"
            && u == "unit's"
            && t == "total"
            && f == "force"
            && i == "is"
            && number(n)
            && o == "or"
            && more_less(d)
        {
            return Some(8);
        }
    }
    // `whose total Force is less than or equal to this card's Chi`.
    if let [wh, t, f, i, d, th, o, e, to, this, c, rest @ ..] = w {
        let stat = match rest {
            [s, ..] if s == "force" || s == "chi" => 1,
            [p, h, ..] if p == "personal" && h == "honor" => 2,
            _ => 0,
        };
        if wh == "whose"
            && t == "total"
            && f == "force"
            && i == "is"
            && more_less(d)
            && th == "than"
            && o == "or"
            && e == "equal"
            && to == "to"
            && this == "this"
            && c == "card's"
            && stat > 0
        {
            return Some(11 + stat);
        }
    }
    // `with [a] total Force less than or equal to this card's Force` (or `your Samurai's`): a
    // counted target's Force added up, compared with that card's.
    let total = match w {
        [wi, a, t, f, rest @ ..] if wi == "with" && a == "a" && t == "total" && f == "force" => {
            Some((4, rest))
        }
        [wi, t, f, rest @ ..] if wi == "with" && t == "total" && f == "force" => Some((3, rest)),
        _ => None,
    };
    if let Some((k, [d, th, o, e, to, rest @ ..])) = total {
        if more_less(d) && th == "than" && o == "or" && e == "equal" && to == "to" {
            let stat = |x: &[String]| match x {
                [s, ..] if s == "force" || s == "chi" => Some(1),
                _ => None,
            };
            let reference = match rest {
                [t, c, r @ ..] if t == "this" && c == "card's" => stat(r).map(|n| 2 + n),
                [y, p, r @ ..]
                    if y == "your"
                        && p.strip_suffix("'s").is_some_and(|b| word(&b.to_string())) =>
                {
                    Some(2 + stat(r).unwrap_or(0))
                }
                _ => None,
            };
            if let Some(n) = reference {
                return Some(k + 5 + n);
            }
        }
    }
    // `with a [base|printed] Gold Cost of 4 or less`.
    let with_cost = match w {
        [wi, a, b, g, c, rest @ ..]
            if wi == "with"
                && a == "a"
                && (b == "base" || b == "printed")
                && g == "gold"
                && c == "cost" =>
        {
            Some((5, rest))
        }
        [wi, a, g, c, rest @ ..] if wi == "with" && a == "a" && g == "gold" && c == "cost" => {
            Some((4, rest))
        }
        _ => None,
    };
    if let Some((k, [of, n, o, d, ..])) = with_cost {
        if of == "of" && number(n) && o == "or" && more_less(d) {
            return Some(k + 4);
        }
    }
    // `without the Water keyword`.
    if let [wo, t, x, k, ..] = w {
        if wo == "without" && t == "the" && word(x) && k == "keyword" {
            return Some(4);
        }
    }
    None
}
