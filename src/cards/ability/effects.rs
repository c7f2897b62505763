//! The effects of an ability, after its colon: bow, destroy, honor, draw, gold, bonuses, moves,
//! attacks and tokens, each with the card it names.

use super::costs::condition;
use super::targets::object;
use super::words::{bonus, clauses, is, num, sentences, words};
use super::{Ability, Condition, Lasting, Part};
pub(super) fn read_effects(post: &str, ab: &mut Ability) {
    for sentence in sentences(post) {
        let parts = clauses(&sentence);
        // A sentence that opens with a condition (`If …, draw a card instead`) is not read: what
        // it changes is never guessed.
        if parts
            .first()
            .is_some_and(|c| words(c).first().map(String::as_str) == Some("if"))
        {
            ab.unread.push(sentence);
            continue;
        }
        for clause in parts {
            let w = words(&clause);
            match effect_clause(&w, ab) {
                Some(parts) => ab.effects.extend(parts),
                None => ab.unread.push(clause),
            }
        }
    }
}

/// An effect clause: one or more parts.
pub(super) fn effect_clause(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let verb = w.first()?.as_str();
    let rest = &w[1..];
    let simple = |who| -> Option<Part> {
        Some(match verb {
            "bow" => Part::Bow { who },
            "straighten" => Part::Straighten { who },
            "destroy" => Part::Destroy { who },
            "dishonor" => Part::Dishonor { who },
            "rehonor" => Part::Rehonor { who },
            "discard" => Part::DiscardCard { who },
            _ => return None,
        })
    };
    match verb {
        "bow" | "straighten" | "destroy" | "dishonor" | "rehonor" => {
            // Targets are read on a copy: a clause read only in part adds none.
            let mut trial = ab.clone();
            let who = object(rest, &mut trial)?;
            let p = simple(who)?;
            ab.targets = trial.targets;
            return Some(vec![p]);
        }
        "gain" => {
            if let [n, h] = rest {
                if h == "honor" {
                    return Some(vec![Part::GainHonor { amount: num(n)? }]);
                }
            }
            return None;
        }
        "lose" => {
            if let [n, h] = rest {
                if h == "honor" {
                    return Some(vec![Part::LoseHonor { amount: num(n)? }]);
                }
            }
            return None;
        }
        "draw" => {
            return match rest {
                [n, c] if c == "card" || c == "cards" => Some(vec![Part::Draw { count: num(n)? }]),
                _ => None,
            };
        }
        "his" | "its" | "her"
            if rest.len() == 4
                && rest[0] == "controller"
                && (rest[1] == "loses" || rest[1] == "gains")
                && rest[3] == "honor"
                && ab.targets.len() == 1 =>
        {
            let amount = num(&rest[2])?;
            return Some(vec![if rest[1] == "loses" {
                Part::ControllerLosesHonor { amount }
            } else {
                Part::ControllerGainsHonor { amount }
            }]);
        }
        "take" => {
            return is(rest, &["the", "imperial", "favor"]).then(|| vec![Part::TakeFavor]);
        }
        "produce" => return produce(rest).map(|p| vec![p]),
        "give" => return give(rest, ab),
        "move" => {
            let (home, phrase) = rest.split_last()?;
            if home != "home" {
                return None;
            }
            let mut trial = ab.clone();
            let who = object(phrase, &mut trial)?;
            ab.targets = trial.targets;
            return Some(vec![Part::MoveHome { who }]);
        }
        _ => {}
    }
    // `Ranged 3 Attack`, `Melee 2 Attack`, `make a Ranged 3 Attack`.
    let r = match w {
        [m, a, rest @ ..] if m == "make" && a == "a" => rest,
        _ => w,
    };
    if let [kind, n, a] = r {
        if a == "attack" {
            let strength = n.parse().ok()?;
            return match kind.as_str() {
                "ranged" => Some(vec![Part::Ranged { strength }]),
                "melee" => Some(vec![Part::Melee { strength }]),
                _ => None,
            };
        }
    }
    // `Create a 2F Spearmen Follower token` (attached as the rules say; the name is kept in the
    // printed text).
    if let [c, a, f, .., fw, t] = w {
        if c == "create" && a == "a" && fw == "follower" && t == "token" {
            let (force, chi) = bonus(&format!("+{f}"))?;
            if chi == 0 && force >= 0 {
                return Some(vec![Part::FollowerToken { force }]);
            }
        }
    }
    None
}

/// `Produce 3 Gold`, `Produce 2 Gold, or 3 Gold if you are a Lion Clan player`, `… or 4 Gold if
/// paying for a Follower`.
pub(super) fn produce(w: &[String]) -> Option<Part> {
    let [n, g, rest @ ..] = w else {
        return None;
    };
    if g != "gold" {
        return None;
    }
    let amount = num(n)?;
    let mut instead = Vec::new();
    let mut rest = rest;
    while !rest.is_empty() {
        // or N Gold if …
        let [o, m, g, i, cond @ ..] = rest else {
            return None;
        };
        if o != "or" || g != "gold" || !(i == "if" || i == "when") {
            return None;
        }
        let m = num(m)?;
        // The condition runs to the next `or`.
        let end = (0..cond.len())
            .find(|&k| {
                cond[k] == "or"
                    && cond.get(k + 1).is_some_and(|n| n.parse::<i32>().is_ok())
                    && cond.get(k + 2).map(String::as_str) == Some("gold")
            })
            .unwrap_or(cond.len());
        let c = &cond[..end];
        let mut with_if = vec!["if".to_string()];
        with_if.extend_from_slice(c);
        let cond_read = if let Some(c) = condition(&with_if).filter(|_| i == "if") {
            c
        } else if c.len() == 9
            && is(&c[..4], &["your", "stronghold", "has", "a"])
            && is(&c[5..], &["or", "lower", "gold", "production"])
            && c[4].parse::<i32>().is_ok()
        {
            Condition::StrongholdGoldAtMost(c[4].parse().ok()?)
        } else if c.len() >= 3 && c[0] == "paying" && c[1] == "for" {
            // `if paying for a Follower`.
            let what = &c[2..];
            let what = match what.first().map(String::as_str) {
                Some("a" | "an") => &what[1..],
                _ => what,
            };
            if what.len() != 1 {
                return None;
            }
            Condition::PayingFor(what[0].clone())
        } else {
            return None;
        };
        instead.push((m, cond_read));
        rest = &cond[end..];
    }
    Some(Part::ProduceGold { amount, instead })
}

/// `Give it +2F`, `give a target Personality -1F and -1C`, `give him +3F (until the turn ends)`,
/// `give your target Shugenja a permanent +1C`, `permanently give it +1F`.
pub(super) fn give(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let mut w: Vec<String> = w.to_vec();
    let mut lasting = Lasting::Turn;
    // A trailing `(until the turn ends)` / `until the end of the turn` says the default.
    let tail = w.join(" ");
    for end in [
        "(until the turn ends)",
        "until the end of the turn",
        "until the turn ends",
        "(until the end of the turn)",
    ] {
        if let Some(t) = tail.strip_suffix(end) {
            w = t.split_whitespace().map(str::to_string).collect();
            break;
        }
    }
    // The bonus words at the end: `+2f`, `+1f and +1c`, `a permanent +1f`.
    let mut force = 0;
    let mut chi = 0;
    let mut seen = false;
    while let Some(last) = w.last() {
        if let Some((f, c)) = bonus(last) {
            force += f;
            chi += c;
            seen = true;
            w.pop();
            if w.last().map(String::as_str) == Some("and") {
                w.pop();
            }
            continue;
        }
        break;
    }
    if !seen {
        return None;
    }
    if w.len() >= 2 && w[w.len() - 2] == "a" && w[w.len() - 1] == "permanent" {
        lasting = Lasting::Permanent;
        w.truncate(w.len() - 2);
    }
    let mut trial = ab.clone();
    let who = object(&w, &mut trial)?;
    ab.targets = trial.targets;
    Some(vec![Part::Bonus {
        who,
        force,
        chi,
        lasting,
    }])
}
