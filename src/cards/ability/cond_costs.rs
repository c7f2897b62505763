//! Costs with a condition of their own: `Bow this card or, if you are a Dragon Clan player,
//! discard it from your hand`.

use super::conditions::effect_condition;
use super::costs::cost_or_cost;
use super::words::words;
use super::{Ability, Condition, Part, Who};

/// Three clauses `COST or`, `if COND`, `COST`, read as one of the two costs, the second only
/// when the condition holds: where they stand among the clauses, and the cost.
pub(super) fn or_if_cost(clauses: &[String], ab: &Ability) -> Option<(usize, Part)> {
    let i = clauses.windows(3).position(|c| {
        words(&c[0]).last().is_some_and(|x| x == "or")
            && words(&c[1]).first().is_some_and(|x| x == "if")
    })?;
    // Only once: a second such cost is left to be unread.
    if clauses[i + 1..]
        .windows(3)
        .any(|c| words(&c[0]).last().is_some_and(|x| x == "or"))
    {
        return None;
    }
    let cond = effect_condition(&words(&clauses[i + 1])[1..], ab)?;
    let mut both = words(&clauses[i]);
    both.extend(words(&clauses[i + 2]));
    let Part::OneOf { mut options } = cost_or_cost(&both, ab)? else {
        return None;
    };
    let second = options.pop()?;
    options.push(vec![Part::If {
        cond,
        then: second,
        otherwise: Vec::new(),
    }]);
    Some((i, Part::OneOf { options }))
}

/// `Destroy a Fire token on this card`, `Remove a Madness token from this card`, `Destroy a
/// Fire token on your performing Personality` (who is then the performer): one token of that
/// name taken off the card.
pub(super) fn token_cost(w: &[String], ab: &mut Ability) -> Option<Part> {
    let [verb, a, name, token, on, rest @ ..] = w else {
        return None;
    };
    if !matches!(verb.as_str(), "destroy" | "remove" | "discard")
        || !matches!(a.as_str(), "a" | "one")
        || token != "token"
        || !matches!(on.as_str(), "on" | "from")
        || !name.chars().all(char::is_alphabetic)
        || super::targets::is_stop(name)
    {
        return None;
    }
    let who = if super::targets::is_this(rest) {
        Who::This
    } else if rest.first().is_some_and(|x| x == "your")
        && rest.get(1).is_some_and(|x| x == "performing")
        && ab.performer.is_none()
    {
        let mut choose = vec!["choose".to_string()];
        choose.extend_from_slice(rest);
        let (verb, t) = super::costs::performer_clause(&choose)?;
        if verb != super::costs::PerformerVerb::Choose {
            return None;
        }
        ab.performer = Some(t);
        Who::Performer
    } else {
        return None;
    };
    Some(Part::DestroyToken {
        who,
        name: super::words::capitalise(name),
    })
}

/// `Move him home or, if he would be opposed, to the current battlefield` (`You may move …`):
/// one of the two moves, as the player chooses, the second only when the condition holds, said
/// of the card moved.
pub(super) fn home_or_if_opposed(sentence: &str, ab: &Ability) -> Option<Part> {
    let l = sentence
        .trim()
        .trim_end_matches('.')
        .to_lowercase()
        .replace(", or,", " or,");
    let (head, rest) = l.split_once(" home or, if ")?;
    let cond = rest.strip_suffix(", to the current battlefield")?;
    let (may, mover) = match head.strip_prefix("you may ") {
        Some(h) => (true, h),
        None => (false, head),
    };
    // A pronoun in the condition agrees with the one moved (`him … if he`), or names another card.
    let agrees = |object: &str, subject: &str| {
        !mover.ends_with(&format!(" {object}")) || cond.starts_with(&format!("{subject} "))
    };
    if !(agrees("him", "he") && agrees("her", "she") && agrees("it", "it")) {
        return None;
    }
    let mut trial = ab.clone();
    let parts = super::effects::clause_effect(&format!("{mover} home"), &mut trial)?;
    let [Part::MoveHome { who }] = parts.as_slice() else {
        return None;
    };
    if trial.targets != ab.targets {
        return None;
    }
    let cond = effect_condition(&words(cond), &trial)?;
    // The condition is said of the card moved.
    let said_of = match &cond {
        Condition::WouldBeOpposed(w) | Condition::Is { who: w, .. } => w,
        _ => return None,
    };
    if said_of != who {
        return None;
    }
    let choice = Part::OneOf {
        options: vec![
            vec![Part::MoveHome { who: who.clone() }],
            vec![Part::If {
                cond: cond.clone(),
                then: vec![Part::MoveToBattlefield { who: who.clone() }],
                otherwise: Vec::new(),
            }],
        ],
    };
    Some(if may {
        Part::May { then: vec![choice] }
    } else {
        choice
    })
}

/// Costs paid from the player's piles, hand or cards: `Remove a card in your Fate discard pile
/// from the game`, `Discard the top 3 cards of your Fate deck`, `discard your hand (even if
/// empty)`, `bow one of your Forests or Pearls`.
pub(super) fn pile_cost(w: &[String]) -> Option<Part> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let plain = |x: &str| x.chars().all(|c| c.is_alphabetic() || c == '-') && !x.is_empty();
    match s.as_slice() {
        ["discard", "your", "hand"] | ["discard", "your", "hand", "(even", "if", "empty)"] => {
            Some(Part::DiscardHand)
        }
        ["discard", "the", "top", "card", "of", "your", d, "deck"]
            if matches!(*d, "fate" | "dynasty") =>
        {
            Some(Part::DiscardTop {
                count: 1,
                deck: format!("{d} deck"),
            })
        }
        ["discard", "the", "top", n, "cards", "of", "your", d, "deck"]
            if matches!(*d, "fate" | "dynasty") =>
        {
            let count = super::words::num(n).filter(|&c| c >= 2)?;
            Some(Part::DiscardTop {
                count,
                deck: format!("{d} deck"),
            })
        }
        ["remove", a @ ("a" | "an"), rest @ .., "from", "the", "game"] => {
            let i = rest.iter().position(|x| *x == "in")?;
            let (what, tail) = (&rest[..i], &rest[i + 1..]);
            let (whose, pile) = tail.split_first()?;
            let piles: [&[&str]; 3] = [
                &["discard", "pile"],
                &["fate", "discard", "pile"],
                &["dynasty", "discard", "pile"],
            ];
            (!what.is_empty()
                && what.iter().all(|x| plain(x))
                && what.last().is_some_and(|x| *x == "card")
                && !what
                    .iter()
                    .any(|x| matches!(*x, "target" | "targeted" | "this"))
                && matches!(*whose, "your" | "any")
                && piles.contains(&pile))
            .then(|| Part::RemoveFromPile {
                what: format!("{a} {} in {whose} {}", what.join(" "), pile.join(" ")),
            })
        }
        ["bow", "one", "of", "your", x, "or", y] if plain(x) && plain(y) => {
            // Plurals of one word: `Forests`, `Pearls`.
            let one = |w: &str| {
                let known = super::targets::singular(w);
                if known != w {
                    return Some(known);
                }
                if w.ends_with("ies") || w.ends_with("ss") {
                    return None;
                }
                let s = w.strip_suffix('s').filter(|s| s.len() > 2)?;
                (!super::targets::is_stop(s) && !s.ends_with('s')).then(|| s.to_string())
            };
            Some(Part::BowOneOfYours {
                any_of: vec![one(x)?, one(y)?],
            })
        }
        _ => None,
    }
}

/// `Move your performing Ninja Personality home`: the performer, as `choose your performing …`
/// reads it.
pub(super) fn performer_home(w: &[String]) -> Option<super::Target> {
    let [m, y, p, rest @ .., h] = w else {
        return None;
    };
    if m != "move" || y != "your" || p != "performing" || h != "home" || rest.is_empty() {
        return None;
    }
    let mut choose = vec!["choose".to_string(), y.clone(), p.clone()];
    choose.extend_from_slice(rest);
    match super::costs::performer_clause(&choose)? {
        (super::costs::PerformerVerb::Choose, t) => Some(t),
        _ => None,
    }
}
