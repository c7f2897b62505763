//! The conditions of an ability's effects: `If COND, EFFECT`, `EFFECT if COND`, and the
//! conditions the reader knows after `if` (a card's state, what you control, what is being paid
//! for, the turn, an attack's target).

use super::costs::condition;
use super::effects::{clause_effect, effect_clause, joined_clauses};
use super::targets::{is_stop, is_this, object};
use super::words::{clauses, is, num, words};
use super::{Ability, Condition, Part, Side, Target, Who};

/// `If COND, EFFECT[, EFFECT]`: a conditional part, when the condition (up to the first comma)
/// and every effect read. A pronoun in the condition may name the one target the effects
/// name after it (`If he would be opposed, move your target Personality at home to the
/// current battlefield`), when nothing before could be it.
pub(super) fn leading_if(sentence: &str, ab: &mut Ability) -> Option<Part> {
    let (head, tail) = sentence.split_once(',')?;
    if head.contains(['(', '"', '“']) {
        return None;
    }
    let cw = words(head);
    let rest = joined_clauses(clauses(tail));
    if rest.is_empty()
        || cw.iter().any(|w| w == "instead")
        || rest.iter().any(|p| words(p).iter().any(|w| w == "instead"))
    {
        return None;
    }
    let before = effect_condition(&cw[1..], ab);
    let mut trial = ab.clone();
    let mut then = Vec::new();
    for clause in &rest {
        let parts = clause_effect(clause, &mut trial)?;
        // Read in order, on the copy: `search …, show it` names the card found.
        trial.effects.extend(parts.iter().cloned());
        then.extend(parts);
    }
    let cond = match before {
        Some(c) => c,
        None if ab.targets.is_empty()
            && ab.performer.is_none()
            && trial.targets.len() == 1
            && matches!(cw.get(1).map(String::as_str), Some("he" | "she" | "it")) =>
        {
            effect_condition(&cw[1..], &trial)?
        }
        None => return None,
    };
    ab.targets = trial.targets;
    Some(Part::If {
        cond,
        then,
        otherwise: Vec::new(),
    })
}

/// `EFFECT if COND` (`Give this Holding a +1 Gold Production Wealth token if you are bringing a
/// Holding into play`).
pub(super) fn trailing_if(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let i = w.iter().position(|x| x == "if")?;
    if i == 0 || w.iter().any(|x| x == "instead") {
        return None;
    }
    let cond = effect_condition(&w[i + 1..], ab)?;
    let mut trial = ab.clone();
    let then = effect_clause(&w[..i], &mut trial)?;
    ab.targets = trial.targets;
    Some(vec![Part::If {
        cond,
        then,
        otherwise: Vec::new(),
    }])
}

/// A condition after `if` in an effect; two joined by `and`, each whole with its own subject
/// (`you have four or fewer cards in your hand and you are a Crab Clan player`), are both.
pub(super) fn effect_condition(c: &[String], ab: &Ability) -> Option<Condition> {
    if let Some(cond) = one_condition(c, ab) {
        return Some(cond);
    }
    for k in (1..c.len().saturating_sub(1)).filter(|&k| c[k] == "and") {
        if let (Some(a), Some(b)) = (
            one_condition(&c[..k], ab),
            effect_condition(&c[k + 1..], ab),
        ) {
            let mut all = vec![a];
            match b {
                Condition::All(v) => all.extend(v),
                b => all.push(b),
            }
            return Some(Condition::All(all));
        }
    }
    None
}

/// One condition after `if`.
fn one_condition(c: &[String], ab: &Ability) -> Option<Condition> {
    if let Some(cond) = state_condition(c, ab) {
        return Some(cond);
    }
    // `you are bringing a Holding into play`.
    if let [y, a, b, rest @ ..] = c {
        if y == "you" && a == "are" && b == "bringing" {
            if let [art, what @ .., i, p] = rest {
                if (art == "a" || art == "an")
                    && i == "into"
                    && p == "play"
                    && !what.is_empty()
                    && what.iter().all(|w| plain_word(w))
                {
                    return Some(Condition::BringingIntoPlay(what.join(" ")));
                }
            }
        }
    }
    // `this paid for a Farm Holding entering play from a province`, `you bowed this Holding
    // while paying to Recruit a Farm Holding`: the card this gold recruited.
    let recruited = match c {
        [t, p, f, art, what @ .., e, pl, fr, a2, pr]
            if t == "this"
                && p == "paid"
                && f == "for"
                && (art == "a" || art == "an")
                && is(
                    &[e.clone(), pl.clone(), fr.clone(), a2.clone(), pr.clone()],
                    &["entering", "play", "from", "a", "province"],
                ) =>
        {
            Some(what)
        }
        [y, b, t, h, wh, p, to, r, art, what @ ..]
            if y == "you"
                && b == "bowed"
                && t == "this"
                && (h == "holding" || h == "card")
                && wh == "while"
                && p == "paying"
                && to == "to"
                && r == "recruit"
                && (art == "a" || art == "an") =>
        {
            Some(what)
        }
        _ => None,
    };
    if let Some(what) = recruited {
        if !what.is_empty() && what.iter().all(|w| plain_word(w)) {
            return Some(Condition::PaidToRecruit(what.join(" ")));
        }
        return None;
    }
    gold_condition(c, true)
}

/// The condition of a larger amount of gold, after `if` (`is_if`) or `when`.
pub(super) fn gold_condition(c: &[String], is_if: bool) -> Option<Condition> {
    let mut with_if = vec!["if".to_string()];
    with_if.extend_from_slice(c);
    if is_if {
        if let Some(c) = condition(&with_if) {
            return Some(c);
        }
        // `you control a Courtier and the Imperial Favor`.
        if let [y, ctl, a, t, and, rest @ ..] = c {
            if y == "you"
                && ctl == "control"
                && (a == "a" || a == "an")
                && plain_word(t)
                && and == "and"
                && is(rest, &["the", "imperial", "favor"])
            {
                return Some(Condition::All(vec![
                    Condition::YouControl(t.clone()),
                    Condition::YouHaveFavor,
                ]));
            }
        }
        // `you control two or more [other] Geisha Houses`.
        if let [y, ctl, n, o, m, rest @ ..] = c {
            if y == "you" && ctl == "control" && o == "or" && m == "more" {
                let (other, what) = match rest {
                    [x, what @ ..] if x == "other" => (true, what),
                    _ => (false, rest),
                };
                if !what.is_empty() && what.iter().all(|w| plain_word(w)) {
                    return Some(Condition::YouControlAtLeast {
                        count: num(n)?,
                        other,
                        what: what.join(" "),
                    });
                }
            }
        }
        if is(c, &["it", "is", "not", "your", "turn"]) {
            return Some(Condition::NotYourTurn);
        }
        if let [y, ctl, a, t] = c {
            if y == "you" && ctl == "control" && (a == "a" || a == "an") && plain_word(t) {
                return Some(Condition::YouControl(t.clone()));
            }
        }
        if c.len() == 9
            && is(&c[..4], &["your", "stronghold", "has", "a"])
            && is(&c[5..], &["or", "lower", "gold", "production"])
        {
            return Some(Condition::StrongholdGoldAtMost(c[4].parse().ok()?));
        }
    }
    // `[you are] paying for a Follower`, `paying for a Unique Personality`, `paying for a card
    // with a printed Gold Cost of 9 or more`.
    let c = match c {
        [y, a, rest @ ..] if y == "you" && a == "are" => rest,
        _ => c,
    };
    let [p, f, what @ ..] = c else {
        return None;
    };
    if p != "paying" || f != "for" {
        return None;
    }
    let what = match what.first().map(String::as_str) {
        Some("a" | "an") => &what[1..],
        _ => what,
    };
    if let [card, w, a, kind, g, cost, o, n, or, more] = what {
        if card == "card"
            && w == "with"
            && a == "a"
            && (kind == "printed" || kind == "base")
            && g == "gold"
            && cost == "cost"
            && o == "of"
            && or == "or"
            && more == "more"
        {
            return Some(Condition::PayingForCostAtLeast(n.parse().ok()?));
        }
    }
    // `paying for an attachment`: a follower, item or spell, as the card says; read as printed.
    if is(what, &["attachment"]) {
        return Some(Condition::PayingFor("attachment".into()));
    }
    if what.is_empty() || what.len() > 2 || !what.iter().all(|w| plain_word(w)) {
        return None;
    }
    Some(Condition::PayingFor(what.join(" ")))
}

/// A word the engine checks as a card's kind, `unique`, or a trait: one plain word, and none of
/// the game's words that are no trait (`attachment`, `non-unique`).
pub(super) fn plain_word(w: &str) -> bool {
    !w.is_empty()
        && w.chars().all(char::is_alphabetic)
        && !matches!(
            w,
            "attachment" | "attachments" | "action" | "card" | "cards" | "the" | "a" | "an"
        )
        || w == "card"
}

/// The places and states a condition may say a card is in, as printed.
const IS_PHRASES: &[&str] = &[
    "in play",
    "dead",
    "honorably dead",
    "dishonorably dead",
    "opposed",
    "unopposed",
    "bowed",
    "unbowed",
    "dishonorable",
    "honorable",
    "attacking",
    "defending",
    "at home",
    "at the current battlefield",
    "in your hand",
    "face-up in one of your provinces",
];

/// `he is dishonorable`, `this card is in play`, `he is a Kensai`, `he moved`, `it is your
/// turn`, `you are the Defender`, `any enemy units are at the current battlefield`, `there are
/// no Terrains at the current battlefield`.
pub(super) fn state_condition(c: &[String], ab: &Ability) -> Option<Condition> {
    let turn = |w: &[&str]| is(c, w);
    if turn(&["it", "is", "your", "turn"]) {
        return Some(Condition::YourTurn);
    }
    if turn(&["it", "is", "your", "first", "turn"]) {
        return Some(Condition::YourFirstTurn);
    }
    if turn(&["it", "is", "another", "player's", "turn"]) {
        return Some(Condition::NotYourTurn);
    }
    if let [y, a, t, w] = c {
        if y == "you" && a == "are" && t == "the" && (w == "defender" || w == "attacker") {
            return Some(Condition::YouAre(w.clone()));
        }
    }
    if turn(&[
        "any",
        "enemy",
        "units",
        "are",
        "at",
        "the",
        "current",
        "battlefield",
    ]) || turn(&[
        "there",
        "are",
        "enemy",
        "units",
        "at",
        "the",
        "current",
        "battlefield",
    ]) || turn(&[
        "there",
        "are",
        "any",
        "enemy",
        "units",
        "at",
        "the",
        "current",
        "battlefield",
    ]) {
        return Some(Condition::EnemyUnitsHere);
    }
    if turn(&[
        "there",
        "are",
        "no",
        "terrains",
        "at",
        "the",
        "current",
        "battlefield",
    ]) || turn(&[
        "there",
        "is",
        "no",
        "terrain",
        "at",
        "the",
        "current",
        "battlefield",
    ]) || turn(&[
        "there",
        "are",
        "no",
        "terrains",
        "in",
        "play",
        "at",
        "the",
        "current",
        "battlefield",
    ]) || turn(&[
        "there",
        "is",
        "no",
        "terrain",
        "in",
        "play",
        "at",
        "the",
        "current",
        "battlefield",
    ]) {
        return Some(Condition::NoTerrainHere);
    }
    if let [y, h, n, o, f, c2, i, yr, hand] = c {
        if y == "you"
            && h == "have"
            && o == "or"
            && (f == "fewer" || f == "less")
            && c2 == "cards"
            && i == "in"
            && yr == "your"
            && hand == "hand"
        {
            return Some(Condition::HandAtMost(num(n)?));
        }
    }
    if turn(&["you", "have", "reconnaissance"]) {
        return Some(Condition::YouHaveRecon);
    }
    if let [y, f, h, i, n, o, l] = c {
        if y == "your"
            && f == "family"
            && h == "honor"
            && i == "is"
            && o == "or"
            && (l == "lower" || l == "less")
        {
            return Some(Condition::FamilyHonorAtMost(n.parse().ok()?));
        }
    }
    // `its Force is now 0`, `his Force is 0`.
    if let [p, f, i, rest @ ..] = c {
        if matches!(p.as_str(), "his" | "her" | "its") && f == "force" && i == "is" {
            let n = match rest {
                [now, n] if now == "now" => n,
                [n] => n,
                _ => return None,
            };
            let mut probe = ab.clone();
            let who = object(&["him".to_string()], &mut probe)?;
            return Some(Condition::ForceIs {
                who,
                value: n.parse().ok()?,
            });
        }
    }
    // Who: `he`, `she`, `it` (the one target, or the performer), `this card`, `the target`.
    let (who, rest) = match c {
        [t, x, rest @ ..] if t == "the" && x == "target" => {
            let mut probe = ab.clone();
            (object(&[t.clone(), x.clone()], &mut probe)?, rest)
        }
        [p, rest @ ..] if matches!(p.as_str(), "he" | "she" | "it") => {
            let mut probe = ab.clone();
            (object(&["him".to_string()], &mut probe)?, rest)
        }
        [t, x, rest @ ..] if is_this(&[t.clone(), x.clone()]) => (Who::This, rest),
        [t, p, i, s, a, to, rest @ ..]
            if is(
                &[
                    t.clone(),
                    p.clone(),
                    i.clone(),
                    s.clone(),
                    a.clone(),
                    to.clone(),
                ],
                &["the", "personality", "it", "is", "attached", "to"],
            ) =>
        {
            (Who::Bearer, rest)
        }
        _ => return None,
    };
    match rest {
        [m] if m == "moved" => return Some(Condition::Moved(who)),
        [w, b, o] if w == "would" && b == "be" && o == "opposed" => {
            return Some(Condition::WouldBeOpposed(who))
        }
        [i, what @ ..] if i == "is" && !what.is_empty() => {
            let phrase = what.join(" ");
            if IS_PHRASES.contains(&phrase.as_str()) {
                return Some(Condition::Is { who, what: phrase });
            }
            // `he is Kolat, Ninja, or Shadowlands`: one of the keywords (or states), as printed.
            if let [first @ .., o, last] = what {
                let plain = |t: &String| t.chars().all(char::is_alphabetic) && !is_stop(t);
                if o == "or" && first.len() >= 2 && first.iter().all(plain) && plain(last) {
                    let mut list: Vec<String> = first.iter().map(|t| format!("{t},")).collect();
                    list.push(format!("or {last}"));
                    let list = list.join(" ");
                    // Printed with its commas (`Lion Clan or Unaligned` is two, not three).
                    if ab.printed.to_lowercase().contains(&list) {
                        return Some(Condition::Is { who, what: list });
                    }
                }
            }
            // `this Shugenja is Thunder`: one keyword.
            if let [t] = what {
                if t.chars().all(char::is_alphabetic) && !is_stop(t) && t != "not" {
                    return Some(Condition::Is {
                        who,
                        what: t.clone(),
                    });
                }
            }
            // `he is a Kensai`: one trait.
            if let [a, t] = what {
                if (a == "a" || a == "an") && t.chars().all(char::is_alphabetic) {
                    return Some(Condition::Is {
                        who,
                        what: t.clone(),
                    });
                }
            }
        }
        _ => {}
    }
    None
}

/// A condition on the card an attack targets (`the target is dishonorable`), when the ability
/// has no target of its own: `the target` is the attack's.
pub(super) fn attack_condition(c: &[String], ab: &Ability) -> Option<Condition> {
    if !ab.targets.is_empty() || c.first().map(String::as_str) != Some("the") {
        return effect_condition(c, ab);
    }
    if c.get(1).map(String::as_str) != Some("target") {
        return effect_condition(c, ab);
    }
    // Read as if the attack's target were the ability's one target, then named for what it is.
    let mut probe = ab.clone();
    probe.targets.push(Target {
        kinds: vec!["card".into()],
        side: Side::Any,
        must_be: Vec::new(),
        any_of: Vec::new(),
        count: None,
        limit: None,
        qualifiers: Vec::new(),
    });
    match effect_condition(c, &probe)? {
        Condition::Is {
            who: Who::Target(1),
            what,
        } => Some(Condition::Is {
            who: Who::AttackTarget,
            what,
        }),
        _ => None,
    }
}
