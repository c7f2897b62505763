//! The conditions of an ability's effects: `If COND, EFFECT`, `EFFECT if COND`, and the
//! conditions the reader knows after `if` (a card's state, what you control, what is being paid
//! for, the turn, an attack's target).

use super::costs::condition;
use super::effects::{clause_effect, effect_clause, joined_clauses, plain_attack};
use super::targets::{is_stop, is_this, noun_phrase, object, KINDS};
use super::words::{capitalise, clauses, is, num, words};
use super::{cond_more, Ability, Condition, Part, Side, Target, Who};

/// `If COND, EFFECT[, EFFECT]`: a conditional part, when the condition and every effect read.
/// The condition ends at a comma: the first one, or a later one (`If it has no attachments,
/// and is bowed or Nonhuman, destroy it`) when exactly one of the cuts reads. A pronoun in the
/// condition may name the one target the effects name after it (`If he would be opposed, move
/// your target Personality at home to the current battlefield`), when nothing before could be
/// it.
pub(super) fn leading_if(sentence: &str, ab: &mut Ability) -> Option<Part> {
    let mut found = None;
    for (i, _) in sentence.match_indices(',') {
        let (head, tail) = (&sentence[..i], &sentence[i + 1..]);
        if head.contains(['(', '"', '“']) {
            break;
        }
        if let Some(read) = leading_if_at(head, tail, ab) {
            if found.is_some() {
                return None;
            }
            found = Some(read);
        }
    }
    let (part, targets) = found?;
    ab.targets = targets;
    Some(part)
}

/// `If COND` (`head`), then the effects (`tail`): the part and the targets after it.
fn leading_if_at(head: &str, tail: &str, ab: &Ability) -> Option<(Part, Vec<Target>)> {
    let cw = words(head);
    // `If the winner is a Duelist, give him a +1F token`: the duel's card the condition is
    // said of.
    if let Some((who, _)) = cw.get(1..).and_then(|c| subject(c, ab)) {
        if let Some(t) = super::cond_history::duel_pronouns(tail, &who, ab) {
            return leading_if_at(head, &t, ab);
        }
    }
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
    let mut each = true;
    for clause in &rest {
        let Some(parts) = clause_effect(clause, &mut trial) else {
            each = false;
            break;
        };
        // Read in order, on the copy: `search …, show it` names the card found.
        trial.effects.extend(parts.iter().cloned());
        then.extend(parts);
    }
    if !each {
        trial = ab.clone();
        if let Some(parts) = after_it_resolves(&rest, &mut trial) {
            // `If the action is yours, straighten this Follower after it resolves`.
            then = vec![parts];
        } else {
            // `If he is Earth, you may target and bow an enemy card`: a target the player may
            // choose as the part is done, read as the sentence it would be alone.
            let parts = super::followups::sentence(tail.trim(), &rest, &mut trial)?;
            if !matches!(parts.as_slice(), [Part::MayTarget { .. }]) {
                return None;
            }
            trial.effects.extend(parts.iter().cloned());
            then = parts;
        }
    }
    // `… you may target and bow an enemy Follower, and bow a target Holding`: whether the
    // part after the chosen target is also the player's choice is not said; not read.
    if let Some(i) = then
        .iter()
        .position(|p| matches!(p, Part::MayTarget { .. }))
    {
        if i + 1 < then.len() {
            return None;
        }
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
    // What happened, asked now or when a later part is done: not said; not read.
    if super::cond_history::looks_back(&cond)
        && then.iter().any(|p| {
            matches!(
                p,
                Part::Delayed { .. } | Part::Later { .. } | Part::AfterTime { .. }
            )
        })
    {
        return None;
    }
    Some((
        Part::If {
            cond,
            then,
            otherwise: Vec::new(),
        },
        trial.targets,
    ))
}

/// The clauses of a sentence with a condition cut at its `and` joined again: `Destroy it if it
/// is not Cavalry and has no attachments`, `… if it has no attachments and you control a
/// Courtier`. The words after `and` join the clause before when that clause has an `if`, they
/// were printed right after it with `and`, they begin as a condition does, and they are no
/// effect of their own.
pub(super) fn joined_if(sentence: &str, parts: Vec<String>, ab: &Ability) -> Vec<String> {
    const OPENING: &[&str] = &[
        "is", "has", "you", "your", "he", "she", "it", "this", "the", "its", "his", "her",
    ];
    let lower = sentence.to_lowercase();
    let mut out: Vec<String> = Vec::with_capacity(parts.len());
    for p in parts {
        if let Some(last) = out.last_mut() {
            let lw = words(last);
            let pw = words(&p);
            let joined = format!("{last} and {p}");
            if lw.iter().skip(1).any(|x| x == "if")
                && pw.first().is_some_and(|x| OPENING.contains(&x.as_str()))
                && lower.contains(&joined.to_lowercase())
                && clause_effect(&p, &mut ab.clone()).is_none()
            {
                *last = joined;
                continue;
            }
            // `Bow a target enemy Personality with lower Force and lower Chi`: a target's
            // second qualifier, cut at its `and`, when the whole reads and the words after
            // `and` are no effect of their own.
            const QUALIFYING: &[&str] = &["lower", "higher", "equal", "no", "with", "without"];
            // `…, and no attachments`: printed with a comma before `and` as well.
            let comma_joined = format!("{last}, and {p}");
            if lw.iter().any(|x| x == "target")
                && pw.first().is_some_and(|x| QUALIFYING.contains(&x.as_str()))
                && (lower.contains(&joined.to_lowercase())
                    || lower.contains(&comma_joined.to_lowercase()))
                && clause_effect(&p, &mut ab.clone()).is_none()
                && clause_effect(&joined, &mut ab.clone()).is_some()
            {
                *last = joined;
                continue;
            }
        }
        out.push(p);
    }
    out
}

/// `EFFECT if COND` (`Give this Holding a +1 Gold Production Wealth token if you are bringing a
/// Holding into play`).
pub(super) fn trailing_if(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let i = w.iter().position(|x| x == "if")?;
    // `Give the loser -2F, and bow him if he is dishonorable`: the duel's card the part before
    // names alone.
    let last = &ab.effects[ab.effects.len().saturating_sub(1)..];
    if let [only] = super::effect_more::cards_named(last).as_slice() {
        if let Some(t) = super::cond_history::duel_pronouns(&w.join(" "), only, ab) {
            return trailing_if(&words(&t), ab);
        }
    }
    if i == 0 || w.iter().any(|x| x == "instead") {
        return None;
    }
    let mut trial = ab.clone();
    let then = effect_clause(&w[..i], &mut trial)?;
    // `Bow it, or destroy it if it is bowed`: the condition is the last option's, not the
    // choice's; not read.
    if then.iter().any(|p| matches!(p, Part::OneOf { .. })) {
        return None;
    }
    let c = &cond_more::uncontracted(&w[i + 1..]);
    // `Negate the action if it is Engage`: `it` is the action negated.
    if then == [Part::NegateAction] && c.first().is_some_and(|x| x == "it") {
        let mut the_action = vec!["the".to_string(), "action".to_string()];
        the_action.extend_from_slice(&c[1..]);
        if let Some(cond @ Condition::ActionIs(_)) = effect_condition(&the_action, ab) {
            ab.targets = trial.targets;
            return Some(vec![Part::If {
                cond,
                then,
                otherwise: Vec::new(),
            }]);
        }
    }
    // `Discard the Imperial Favor if you control it`: the player has the Favor.
    if is(c, &["you", "control", "it"]) && then == [Part::DiscardFavor] {
        ab.targets = trial.targets;
        return Some(vec![Part::If {
            cond: Condition::YouHaveFavor,
            then,
            otherwise: Vec::new(),
        }]);
    }
    // `Straighten this Follower if it is attached to an Earth Personality`: a pronoun opening
    // the condition that names no card otherwise names the one card the effect names, when it
    // is this card (or the personality it is attached to); when it would name another card
    // than the effect's (the ability's one target), which of the two is not said: not read.
    let cond = match (c.first().map(String::as_str), one_card_named(&then)) {
        (Some("he" | "she" | "it"), Some(named)) => {
            let plain = effect_condition(c, ab);
            // `it is your turn`: no card.
            let impersonal = plain
                .as_ref()
                .is_some_and(|x| one_card_in(std::slice::from_ref(x)).is_none());
            // `Straighten his unit if he moved`: the unit's card; `Move this unit … if it would
            // be opposed`: `it` is the unit itself.
            let base = match named {
                Who::UnitOf(n) => Who::Target(n),
                Who::PerformerUnit => Who::Performer,
                Who::ThisUnit if c.first().is_some_and(|x| x == "it") => {
                    if let Some(cond) = this_unit_condition(&c[1..], ab) {
                        ab.targets = trial.targets;
                        return Some(vec![Part::If {
                            cond,
                            then,
                            otherwise: Vec::new(),
                        }]);
                    }
                    Who::This
                }
                // `Move this unit … if he would be opposed`: which card of the unit is not said.
                Who::ThisUnit if w[..i].windows(2).any(|x| x[0] == "this" && x[1] == "unit") => {
                    return None
                }
                Who::ThisUnit => Who::This,
                x => x,
            };
            let mut probe = ab.clone();
            let pronoun = object(&["him".to_string()], &mut probe);
            if impersonal || pronoun.as_ref() == Some(&base) {
                plain?
            } else if pronoun.is_some() {
                // `he` would name another card than the effect's: not said which.
                return None;
            } else if matches!(base, Who::This | Who::Bearer) {
                let mut own: Vec<String> = if base == Who::This {
                    vec!["this".into(), "card".into()]
                } else {
                    ["the", "personality", "it", "is", "attached", "to"]
                        .map(String::from)
                        .to_vec()
                };
                own.extend_from_slice(&c[1..]);
                effect_condition(&own, ab)?
            } else {
                plain?
            }
        }
        _ => effect_condition(c, ab)?,
    };
    // `Gain 1 Honor before the turn ends if the target did not attack you this turn`: whether
    // what happened is asked now or when the later part is done is not said; not read.
    if super::cond_history::looks_back(&cond)
        && then.iter().any(|p| {
            matches!(
                p,
                Part::Delayed { .. } | Part::Later { .. } | Part::AfterTime { .. }
            )
        })
    {
        return None;
    }
    ab.targets = trial.targets;
    Some(vec![Part::If {
        cond,
        then,
        otherwise: Vec::new(),
    }])
}

/// The one card the parts name (this card, a target, the performer …), when they name exactly
/// one.
fn one_card_named(parts: &[Part]) -> Option<Who> {
    one_card_in(parts)
}

/// The one card `items` name, when they name exactly one.
fn one_card_in<T: serde::Serialize>(items: &[T]) -> Option<Who> {
    fn walk(v: &serde_json::Value, out: &mut Vec<serde_json::Value>) {
        match v {
            serde_json::Value::Object(m) => {
                if m.contains_key("card") {
                    if !out.contains(v) {
                        out.push(v.clone());
                    }
                    return;
                }
                m.values().for_each(|x| walk(x, out));
            }
            serde_json::Value::Array(a) => a.iter().for_each(|x| walk(x, out)),
            _ => {}
        }
    }
    let mut found = Vec::new();
    walk(&serde_json::to_value(items).ok()?, &mut found);
    match found.as_slice() {
        [one] => serde_json::from_value(one.clone()).ok(),
        _ => None,
    }
}

/// A condition after `if` in an effect; several joined by `and`, each whole with its own
/// subject (`you have four or fewer cards in your hand and you are a Crab Clan player`), are
/// all; joined by `or` (`you control any Rings or he is Air`, `he is defending or if you are a
/// Crab Clan player`), one of them. With both words between conditions, which binds first is
/// not said, and the condition is not read.
pub(super) fn effect_condition(c: &[String], ab: &Ability) -> Option<Condition> {
    // `he's defending`: `he is defending`.
    if cond_more::contracted(c) {
        return effect_condition(&cond_more::uncontracted(c), ab);
    }
    if let Some(cond) = one_condition(c, ab) {
        return Some(cond);
    }
    joined_conditions(c, ab, "and").or_else(|| joined_conditions(c, ab, "or"))
}

/// Conditions joined by `word` (`and`, `or`) alone: all of them, or one of them.
fn joined_conditions(c: &[String], ab: &Ability, word: &str) -> Option<Condition> {
    // `… or it has no attachments and is bowed`: the other word between two things said of one
    // card leaves open which binds first.
    let other = if word == "and" { "or" } else { "and" };
    if c.windows(2)
        .any(|w| w[0] == other && matches!(w[1].as_str(), "is" | "has"))
    {
        return None;
    }
    for k in (1..c.len().saturating_sub(1)).filter(|&k| c[k] == word) {
        let Some(a) = one_condition(&c[..k], ab) else {
            continue;
        };
        // `… or if you are a Crab Clan player`.
        let rest = match &c[k + 1..] {
            [i, b @ ..] if i == "if" && word == "or" => b,
            b => b,
        };
        let Some(b) = one_condition(rest, ab).or_else(|| joined_conditions(rest, ab, word)) else {
            continue;
        };
        let mut v = vec![a];
        match (b, word) {
            (Condition::All(w), "and") | (Condition::Any(w), "or") => v.extend(w),
            (b, _) => v.push(b),
        }
        return Some(if word == "and" {
            Condition::All(v)
        } else {
            Condition::Any(v)
        });
    }
    None
}

/// One condition after `if`.
fn one_condition(c: &[String], ab: &Ability) -> Option<Condition> {
    // `if there are no Terrains there`, `if any enemy units are there`: `there` is the current
    // battlefield when that is the one place the line names.
    if let Some((last, head)) = c.split_last() {
        if last == "there" && !head.is_empty() && only_here(&ab.printed) {
            let mut here = head.to_vec();
            here.extend(["at", "the", "current", "battlefield"].map(String::from));
            return one_condition(&here, ab);
        }
    }
    if let Some(cond) = state_condition(c, ab) {
        return Some(cond);
    }
    if let Some(cond) = standing_condition(c, ab).or_else(|| result_condition(c, ab)) {
        return Some(cond);
    }
    if let Some(cond) = control_condition(c) {
        return Some(cond);
    }
    if let Some(cond) = clan_player(c) {
        return Some(cond);
    }
    // `you have attached a card from your hand this turn`.
    if is(
        c,
        &[
            "you", "have", "attached", "a", "card", "from", "your", "hand", "this", "turn",
        ],
    ) {
        return Some(Condition::AttachedFromHandThisTurn);
    }
    // `it is (not) the active player's first or second turn`.
    if let [i, s, rest @ ..] = c {
        let (is_it, rest) = match rest {
            [n, rest @ ..] if n == "not" => (false, rest),
            _ => (true, rest),
        };
        if i == "it"
            && s == "is"
            && is(
                rest,
                &["the", "active", "player's", "first", "or", "second", "turn"],
            )
        {
            return Some(Condition::ActiveFirstOrSecondTurn(is_it));
        }
    }
    // `none of your provinces have been destroyed since your last turn began` (or `ended`).
    if let [head @ .., e] = c {
        const HEAD: &[&str] = &[
            "none",
            "of",
            "your",
            "provinces",
            "have",
            "been",
            "destroyed",
            "since",
            "your",
            "last",
            "turn",
        ];
        if is(head, HEAD) && (e == "began" || e == "ended") {
            return Some(Condition::NoProvinceDestroyedSince {
                began: e == "began",
            });
        }
    }
    // `you now have 6 or more cards in your hand`.
    if let [y, nw, h, n, o, m, rest @ ..] = c {
        if y == "you"
            && nw == "now"
            && h == "have"
            && o == "or"
            && m == "more"
            && is(rest, &["cards", "in", "your", "hand"])
        {
            return Some(Condition::HandAtLeast(num(n)?));
        }
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
        .or_else(|| super::cond_history::happened(c, ab))
        .or_else(|| super::cond_history::control_named(c, ab))
        .or_else(|| super::cond_history::compared(c, ab))
        .or_else(|| super::cond_history::action_is(c, ab))
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
    "still in play",
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
    "in your discard pile",
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
    // Fixed wordings, each a condition of its own.
    const ENEMY_UNITS_HERE: &[&str] = &[
        "any enemy units are at the current battlefield",
        "there are enemy units at the current battlefield",
        "there are any enemy units at the current battlefield",
    ];
    const NO_TERRAIN_HERE: &[&str] = &[
        "there are no terrains at the current battlefield",
        "there is no terrain at the current battlefield",
        "there are no terrains in play at the current battlefield",
        "there is no terrain in play at the current battlefield",
        "no terrain is at the current battlefield",
    ];
    let said = |phrases: &[&str]| {
        phrases
            .iter()
            .any(|p| c.iter().map(String::as_str).eq(p.split(' ')))
    };
    if said(ENEMY_UNITS_HERE) {
        return Some(Condition::EnemyUnitsHere);
    }
    if said(NO_TERRAIN_HERE) {
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
    // `its Force is now 0`, `his Force is 0`, `his Force is now zero`.
    if let [p, f, i, rest @ ..] = c {
        let n = match rest {
            [now, n] if now == "now" => Some(n),
            [n] => Some(n),
            _ => None,
        };
        if let (true, Some(n)) = (
            matches!(p.as_str(), "his" | "her" | "its") && f == "force" && i == "is",
            n,
        ) {
            let mut probe = ab.clone();
            let who = object(&["him".to_string()], &mut probe)?;
            // `his Force is now zero`: the number in words.
            let value = if n == "zero" { 0 } else { n.parse().ok()? };
            return Some(Condition::ForceIs { who, value });
        }
    }
    // `you do not control him`: the card the ability names is another player's.
    if let [y, d, n, ctl, whom @ ..] = c {
        if y == "you" && d == "do" && n == "not" && ctl == "control" && !whom.is_empty() {
            let mut probe = ab.clone();
            let who = object(whom, &mut probe)?;
            return (probe.targets.len() == ab.targets.len())
                .then_some(Condition::NotControlledByYou(who));
        }
    }
    // `his base Force is 7 or higher`, `its base Gold Cost is 4 or lower`.
    if let Some(cond) = stat_compared(c, ab) {
        return Some(cond);
    }
    let (who, rest) = subject(c, ab)?;
    predicates(who, rest, ab)
}

/// Who a condition is about, and the words after it: `he`, `she`, `it` (the one target, or the
/// performer), `this card`, `the target`, `the Personality it is attached to`, `your Samurai`
/// or `the performing Shugenja` (the performer), `the Personality` (the one target of that
/// kind); never a new target.
pub(super) fn subject<'a>(c: &'a [String], ab: &Ability) -> Option<(Who, &'a [String])> {
    const BEARER: &[&str] = &["the", "personality", "it", "is", "attached", "to"];
    if c.len() > BEARER.len() && is(&c[..BEARER.len()], BEARER) {
        return Some((Who::Bearer, &c[BEARER.len()..]));
    }
    let (first, rest) = c.split_first()?;
    if matches!(first.as_str(), "he" | "she" | "it") {
        let mut probe = ab.clone();
        return Some((object(&["him".to_string()], &mut probe)?, rest));
    }
    if c.len() < 3 {
        return None;
    }
    let two = &c[..2];
    if is_this(two) {
        return Some((Who::This, &c[2..]));
    }
    // `this unit`.
    if is(two, &["this", "unit"]) {
        return Some((Who::ThisUnit, &c[2..]));
    }
    // `the performing Shugenja`: the performer, when it is of that kind or trait.
    if let [t, p, k, rest @ ..] = c {
        if t == "the" && p == "performing" {
            let named = ab.performer.as_ref().is_some_and(|t| {
                t.kinds.iter().any(|x| x == k) || t.must_be.iter().any(|x| x == k)
            });
            return named.then_some((Who::Performer, rest));
        }
    }
    // `the enemy Personality`: the one target of another player's of that kind (a performer
    // is the player's own).
    if let [t, e, k, rest @ ..] = c {
        if t == "the" && e == "enemy" {
            let theirs: Vec<usize> = ab
                .targets
                .iter()
                .enumerate()
                .filter(|(_, t)| t.side == Side::Others)
                .map(|(i, _)| i + 1)
                .collect();
            let [n] = theirs.as_slice() else {
                return None;
            };
            let t = &ab.targets[n - 1];
            return (t.kinds == [k.clone()] && t.count.is_none())
                .then_some((Who::Target(*n), rest));
        }
    }
    if !matches!(first.as_str(), "the" | "your") {
        return None;
    }
    let mut probe = ab.clone();
    if let Some(who) = object(two, &mut probe) {
        return (probe.targets.len() == ab.targets.len()).then_some((who, &c[2..]));
    }
    // `Target your opposed Personality. … If your Personality is a Magistrate`: with no
    // performer, the one target of the player's own of that kind.
    let k = &c[1];
    let mine: Vec<usize> = ab
        .targets
        .iter()
        .enumerate()
        .filter(|(_, t)| t.side == Side::Yours && (t.kinds.contains(k) || t.must_be.contains(k)))
        .map(|(i, _)| i + 1)
        .collect();
    match mine.as_slice() {
        [n] if first == "your" && ab.performer.is_none() => Some((Who::Target(*n), &c[2..])),
        _ => None,
    }
}

/// What is said of one card: `is dishonorable`, `has no attachments`, `moved`, or several
/// joined by `and` (`has no attachments and is not a Samurai`: all hold) or by `or` (`is
/// attacking or has no attachments`: one holds), each beginning with its verb.
fn predicates(who: Who, rest: &[String], ab: &Ability) -> Option<Condition> {
    if let Some(cond) = predicate(&who, rest, ab) {
        return Some(cond);
    }
    // `has 0 Force or no abilities`: the second with the first's `has`.
    if let Some(k) = rest.iter().position(|x| x == "or") {
        if rest.first().is_some_and(|x| x == "has")
            && rest.get(k + 1).is_some_and(|x| x == "no")
            && !rest[k + 1..].iter().any(|x| x == "or" || x == "and")
        {
            let mut second = vec!["has".to_string()];
            second.extend_from_slice(&rest[k + 1..]);
            if let (Some(a), Some(b)) = (
                predicate(&who, &rest[..k], ab),
                predicate(&who, &second, ab),
            ) {
                return Some(Condition::Any(vec![a, b]));
            }
        }
    }
    for (k, x) in rest.iter().enumerate() {
        let verb = rest.get(k + 1).map(String::as_str);
        if k == 0 || !(x == "and" || x == "or") || !matches!(verb, Some("is" | "has")) {
            continue;
        }
        let Some(a) = predicate(&who, &rest[..k], ab) else {
            continue;
        };
        let all = x == "and";
        let mut v = vec![a];
        // One thing after it is kept whole (`and is bowed or Nonhuman`: `is` binds the `or`);
        // several more only with the same word between them: with `and` and `or` between
        // verbs, the words do not say which binds first.
        match predicate(&who, &rest[k + 1..], ab) {
            Some(b) => v.push(b),
            None => match predicates(who.clone(), &rest[k + 1..], ab)? {
                Condition::All(w) if all => v.extend(w),
                Condition::Any(w) if !all => v.extend(w),
                _ => return None,
            },
        }
        return Some(if all {
            Condition::All(v)
        } else {
            Condition::Any(v)
        });
    }
    None
}

/// One thing said of a card.
fn predicate(who: &Who, rest: &[String], ab: &Ability) -> Option<Condition> {
    let who = who.clone();
    match rest {
        [m] if m == "moved" => Some(Condition::Moved(who)),
        // `won a duel this turn`, `moved this turn`.
        [w, a, d, t, tu]
            if w == "won" && a == "a" && d == "duel" && t == "this" && tu == "turn" =>
        {
            Some(Condition::WonDuelThisTurn(who))
        }
        // `has won a duel this turn`.
        [h, w, a, d, t, tu]
            if h == "has"
                && w == "won"
                && a == "a"
                && d == "duel"
                && t == "this"
                && tu == "turn" =>
        {
            Some(Condition::WonDuelThisTurn(who))
        }
        [m, t, tu] if m == "moved" && t == "this" && tu == "turn" => {
            Some(Condition::MovedThisTurn(who))
        }
        // `it is attached to an Earth Personality`: said of this card, the personality it is
        // attached to has the keyword.
        [i, a, t, art, k, p]
            if i == "is"
                && a == "attached"
                && t == "to"
                && (art == "a" || art == "an")
                && p == "personality"
                && who == Who::This
                && k.chars().all(char::is_alphabetic)
                && !is_stop(k) =>
        {
            Some(Condition::Is {
                who: Who::Bearer,
                what: k.clone(),
            })
        }
        // `moved this battle`, `has moved this battle`.
        [m, t, b] | [_, m, t, b]
            if m == "moved"
                && t == "this"
                && b == "battle"
                && (rest.len() == 3 || rest[0] == "has") =>
        {
            Some(Condition::MovedThisBattle(who))
        }
        [w, b, o] if w == "would" && b == "be" && o == "opposed" => {
            Some(Condition::WouldBeOpposed(who))
        }
        // `would be opposed at the current battlefield` (or `there`, read so before): the same.
        [w, b, o, at @ ..]
            if w == "would"
                && b == "be"
                && o == "opposed"
                && is(at, &["at", "the", "current", "battlefield"]) =>
        {
            Some(Condition::WouldBeOpposed(who))
        }
        // `now has 0 Force`: as the part just before left it, said of the card it names.
        [n, ..] if n == "now" && cond_more::has_force(&who, rest).is_some() => {
            last_names(ab, &who).then(|| cond_more::has_force(&who, rest))?
        }
        [h, ..] if h == "has" && cond_more::has_force(&who, rest).is_some() => {
            cond_more::has_force(&who, rest)
        }
        [w, ..] if w == "was" => cond_more::was_clan(&who, rest),
        [h, n, what @ ..] if h == "has" && n == "no" && plain_words(what) => {
            Some(Condition::HasNo {
                who,
                what: what.join(" "),
            })
        }
        // `has the printed Magistrate keyword`: the words as printed.
        [h, t, b, k, kw]
            if h == "has"
                && t == "the"
                && (b == "printed" || b == "base")
                && k.chars().all(char::is_alphabetic)
                && kw == "keyword" =>
        {
            Some(Condition::Has {
                who,
                what: format!("the {b} {k} keyword"),
            })
        }
        // `is attached to a Commander`: said of an attachment, the words as printed.
        [i, a, t, art, k @ ..]
            if i == "is"
                && a == "attached"
                && t == "to"
                && (art == "a" || art == "an")
                && plain_words(k) =>
        {
            Some(Condition::Is {
                who,
                what: format!("attached to {art} {}", k.join(" ")),
            })
        }
        // `has two Weapons`: at least that many, the words as printed.
        [h, n, what @ ..]
            if h == "has"
                && matches!(n.as_str(), "two" | "three" | "four" | "five")
                && plain_words(what)
                && what.last().is_some_and(|x| x.ends_with('s')) =>
        {
            Some(Condition::Has {
                who,
                what: format!("{n} {}", what.join(" ")),
            })
        }
        // `has a Weapon`, `has any Fire tokens`, `has a Madness token`: the words as printed.
        [h, a, what @ ..]
            if h == "has" && matches!(a.as_str(), "a" | "an" | "any") && plain_words(what) =>
        {
            Some(Condition::Has {
                who,
                what: format!("{a} {}", what.join(" ")),
            })
        }
        // `has 5 or more printed Force`, `has 4 or higher Chi`.
        [h, n, o, m, stat @ ..] if h == "has" && o == "or" => {
            let at_least = match m.as_str() {
                "more" | "higher" | "greater" => true,
                "fewer" | "less" | "lower" => false,
                _ => return None,
            };
            Some(Condition::Stat {
                who,
                stat: stat_words(stat)?,
                value: n.parse().ok()?,
                at_least,
            })
        }
        [i, n, what @ ..] if i == "is" && n == "not" => match is_what(&who, what, ab)? {
            Condition::Is { who, what } => Some(Condition::IsNot { who, what }),
            _ => None,
        },
        // `is now opposed`, `is now there`: as it is when the part is done, said of the card
        // the part just before names (`Move him there. If he is now there, …`); of another
        // card (`he` the target, after this card moved), not read.
        [i, n, what @ ..] if i == "is" && n == "now" && !what.is_empty() && what[0] != "not" => {
            last_names(ab, &who).then(|| is_what(&who, what, ab))?
        }
        [i, what @ ..] if i == "is" => is_what(&who, what, ab),
        _ => None,
    }
}

/// Plain words, at most three (`attachments`, `Fire tokens`).
fn plain_words(w: &[String]) -> bool {
    !w.is_empty()
        && w.len() <= 3
        && w.iter()
            .all(|x| x.chars().all(char::is_alphabetic) && !is_stop(x))
}

/// What a card is, after `is`: a state or place, a keyword, `a Kensai`, `Crane Clan`, `a Lion
/// Clan Personality`, `Kolat, Ninja, or Shadowlands` (a printed list), `bowed or an
/// attachment` (either).
fn is_what(who: &Who, what: &[String], ab: &Ability) -> Option<Condition> {
    let is = |what: String| {
        Some(Condition::Is {
            who: who.clone(),
            what,
        })
    };
    if what.is_empty() {
        return None;
    }
    let phrase = what.join(" ");
    if IS_PHRASES.contains(&phrase.as_str()) {
        return is(phrase);
    }
    let plain = |t: &String| t.chars().all(char::is_alphabetic) && !is_stop(t) && t != "not";
    // `he is Kolat, Ninja, or Shadowlands`: one of the keywords (or states), as printed.
    if let [first @ .., o, last] = what {
        if o == "or" && first.len() >= 2 && first.iter().all(plain) && plain(last) {
            let mut list: Vec<String> = first.iter().map(|t| format!("{t},")).collect();
            list.push(format!("or {last}"));
            let list = list.join(" ");
            // Printed with its commas (`Lion Clan or Unaligned` is two, not three).
            if ab.printed.to_lowercase().contains(&list) {
                return is(list);
            }
        }
    }
    match what {
        // `this Shugenja is Thunder`: one keyword.
        [t] if plain(t) => is(t.clone()),
        // `he is a Kensai`: one trait or kind.
        [a, t] if (a == "a" || a == "an") && plain(t) => is(t.clone()),
        // `it is a One-Handed Weapon`: a keyword of two parts, then the kind.
        [a, t, k]
            if (a == "a" || a == "an")
                && t.contains('-')
                && t.split('-')
                    .all(|x| !x.is_empty() && x.chars().all(char::is_alphabetic))
                && matches!(
                    k.as_str(),
                    "weapon" | "armor" | "item" | "follower" | "spell"
                ) =>
        {
            is(format!("{t} {k}"))
        }
        // `the target is an Infantry Follower`: a keyword and a kind.
        [a, t, k]
            if (a == "a" || a == "an")
                && plain(t)
                && matches!(
                    k.as_str(),
                    "personality" | "follower" | "holding" | "item" | "spell" | "card"
                ) =>
        {
            is(format!("{t} {k}"))
        }
        // `he is Crane Clan`, `it is a Lion Clan Personality`.
        [c, l] if plain(c) && l == "clan" => is(phrase),
        [a, c, l, k] if (a == "a" || a == "an") && plain(c) && l == "clan" && plain(k) => {
            is(format!("{c} {l} {k}"))
        }
        _ => {
            // `bowed or an attachment`, `Fudo or Fallen`: either, each read whole.
            let k = what.iter().position(|x| x == "or")?;
            let (a, b) = (&what[..k], &what[k + 1..]);
            if b.iter().any(|x| x == "or") {
                return None;
            }
            match (is_what(who, a, ab)?, is_what(who, b, ab)?) {
                (a @ Condition::Is { .. }, b @ Condition::Is { .. }) => {
                    Some(Condition::Any(vec![a, b]))
                }
                _ => None,
            }
        }
    }
}

/// `his base Force is 7 or higher`, `its Gold Cost is 4 or lower`: a number of one card the
/// ability names, compared with a printed number (`has 5 or more printed Force` is said of the
/// card, among its predicates).
fn stat_compared(c: &[String], ab: &Ability) -> Option<Condition> {
    let (who, rest) = match c.split_first()? {
        (p, rest) if matches!(p.as_str(), "his" | "her" | "its") => {
            let mut probe = ab.clone();
            (object(&["him".to_string()], &mut probe)?, rest)
        }
        _ => return None,
    };
    let i = rest.iter().position(|x| x == "is")?;
    let stat = stat_words(&rest[..i])?;
    let [n, o, cmp] = &rest[i + 1..] else {
        return None;
    };
    let at_least = match cmp.as_str() {
        "higher" | "greater" | "more" => true,
        "lower" | "less" | "fewer" => false,
        _ => return None,
    };
    (o == "or").then_some(())?;
    Some(Condition::Stat {
        who,
        stat,
        value: n.parse().ok()?,
        at_least,
    })
}

/// A card's number as a condition names it: `Force`, `Chi`, `Personal Honor`, `Gold Cost`,
/// with `base` or `printed` before it kept.
fn stat_words(w: &[String]) -> Option<String> {
    let (pre, rest) = match w {
        [b, rest @ ..] if b == "base" || b == "printed" => (Some(b), rest),
        _ => (None, w),
    };
    let stat = match rest {
        [f] if f == "force" || f == "chi" => f.clone(),
        [p, h] if p == "personal" && h == "honor" => "personal honor".into(),
        [g, c] if g == "gold" && c == "cost" => "gold cost".into(),
        _ => return None,
    };
    Some(match pre {
        Some(b) => format!("{b} {stat}"),
        None => stat,
    })
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
    on_attack_target(effect_condition(c, &probe)?)
}

/// A condition read on the probe's one target, said of the attack's target instead: only
/// conditions on that card (`is`, `is not`, `has`, `has no`, a number, and either or all of
/// them).
fn on_attack_target(c: Condition) -> Option<Condition> {
    let t = |who: Who| (who == Who::Target(1)).then_some(Who::AttackTarget);
    Some(match c {
        Condition::Is { who, what } => Condition::Is { who: t(who)?, what },
        Condition::IsNot { who, what } => Condition::IsNot { who: t(who)?, what },
        Condition::Has { who, what } => Condition::Has { who: t(who)?, what },
        Condition::HasNo { who, what } => Condition::HasNo { who: t(who)?, what },
        Condition::Stat {
            who,
            stat,
            value,
            at_least,
        } => Condition::Stat {
            who: t(who)?,
            stat,
            value,
            at_least,
        },
        Condition::Any(v) => Condition::Any(
            v.into_iter()
                .map(on_attack_target)
                .collect::<Option<Vec<_>>>()?,
        ),
        Condition::All(v) => Condition::All(
            v.into_iter()
                .map(on_attack_target)
                .collect::<Option<Vec<_>>>()?,
        ),
        _ => return None,
    })
}

/// `you control a Courtier or Shugenja` (either), `you control any Rings`, `you control any
/// units at the current battlefield`.
fn control_condition(c: &[String]) -> Option<Condition> {
    let [y, ctl, rest @ ..] = c else {
        return None;
    };
    if y != "you" || ctl != "control" {
        return None;
    }
    match rest {
        [a, t, o, u] if (a == "a" || a == "an") && o == "or" && plain_word(t) && plain_word(u) => {
            Some(Condition::Any(vec![
                Condition::YouControl(t.clone()),
                Condition::YouControl(u.clone()),
            ]))
        }
        // `you control an Ashigaru Personality`: a card of that kind with that trait.
        [a, t, k] if (a == "a" || a == "an") && plain_word(t) && KINDS.contains(&k.as_str()) => {
            Some(Condition::YouControl(format!("{t} {k}")))
        }
        [a, rest @ ..] if a == "any" => {
            let what = rest.join(" ");
            let here = ["units", "at", "the", "current", "battlefield"];
            let ok = matches!(rest, [t] if plain_word(t))
                || is(rest, &here)
                || matches!(rest, [t, tail @ ..] if plain_word(t) && is(tail, &here));
            ok.then_some(Condition::YouControlAtLeast {
                count: 1,
                other: false,
                what,
            })
        }
        _ => None,
    }
}

/// `you are a Scorpion Clan or Crab Clan player` (either), `you are Lion Clan` (a Lion Clan
/// player).
fn clan_player(c: &[String]) -> Option<Condition> {
    let clan = |w: &String| w.chars().all(char::is_alphabetic) && !is_stop(w);
    match c {
        [y, ar, a, x, c1, o, z, c2, p]
            if y == "you"
                && ar == "are"
                && (a == "a" || a == "an")
                && clan(x)
                && c1 == "clan"
                && o == "or"
                && clan(z)
                && c2 == "clan"
                && p == "player" =>
        {
            Some(Condition::Any(vec![
                Condition::ClanPlayer(capitalise(x)),
                Condition::ClanPlayer(capitalise(z)),
            ]))
        }
        [y, ar, x, c1] if y == "you" && ar == "are" && clan(x) && c1 == "clan" => {
            Some(Condition::ClanPlayer(capitalise(x)))
        }
        _ => None,
    }
}

/// `Ranged 3 Attack with +2 strength if your performer is a Scout`: the attack, larger when the
/// condition holds, in one clause.
pub(super) fn attack_with_if(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    if let Some(parts) = super::cond_attack::attack_may_target(w, ab)
        .or_else(|| super::cond_attack::attack_larger_if(w, ab, true))
    {
        return Some(parts);
    }
    let k = w.iter().position(|x| x == "with")?;
    let base = plain_attack(&w[..k])?;
    let [_, n, st, i, cond @ ..] = &w[k..] else {
        return None;
    };
    if st != "strength" || i != "if" || !n.starts_with('+') {
        return None;
    }
    let plus: i32 = n[1..].parse().ok()?;
    let more = match &base {
        Part::Ranged { strength } => Part::Ranged {
            strength: strength + plus,
        },
        Part::Melee { strength } => Part::Melee {
            strength: strength + plus,
        },
        _ => return None,
    };
    let cond = attack_condition(cond, ab)?;
    Some(vec![Part::If {
        cond,
        then: vec![more],
        otherwise: vec![base],
    }])
}

/// Whether the current battlefield is the one place `printed` names: every battlefield it
/// names is the current one, and it names no home, province or other location.
fn only_here(printed: &str) -> bool {
    // The words after the timing (`Home Battle:` names no place).
    let l = printed.to_lowercase();
    let mut l = match super::words::top_level_colon(&l) {
        Some(c) => l[c + 1..].to_string(),
        None => l,
    };
    // Nor does a reminder in parentheses (`(Home actions may be taken from home.)`).
    while let (Some(a), Some(b)) = (l.find('('), l.find(')')) {
        if b < a {
            break;
        }
        l.replace_range(a..=b, " ");
    }
    let all = l.matches("battlefield").count();
    all > 0
        && l.matches("the current battlefield").count() == all
        && !["home", "province", "location"]
            .iter()
            .any(|x| l.contains(x))
}

/// `another player has higher Family Honor than you`, `you have the highest Family Honor`,
/// `you have fewer Provinces than each other player`.
fn standing_condition(c: &[String], ab: &Ability) -> Option<Condition> {
    if is(
        c,
        &[
            "another", "player", "has", "higher", "family", "honor", "than", "you",
        ],
    ) {
        return Some(Condition::AnotherHasMoreHonor);
    }
    // `it is a Combat Segment`, `this is the Action Phase`.
    if let [i, s, a, x, y] = c {
        if (i == "it" || i == "this")
            && s == "is"
            && (a == "a" || a == "the")
            && matches!(
                (x.as_str(), y.as_str()),
                ("combat", "segment") | ("action", "phase") | ("attack", "phase")
            )
        {
            return Some(Condition::PhaseIs(format!("{x} {y}")));
        }
    }
    // `you now have more cards in your hand than each other player` (or `than any other
    // player`), `you have fewer cards …`.
    let c2: Vec<String> = match c {
        [y, rest @ ..] if y == "you" => {
            let skip = match rest {
                [n, ..] if n == "now" => 1,
                _ => 0,
            };
            std::iter::once(y.clone())
                .chain(rest[skip..].iter().cloned())
                .collect()
        }
        _ => Vec::new(),
    };
    if let [y, h, m, rest @ ..] = c2.as_slice() {
        if y == "you"
            && h == "have"
            && (m == "more" || m == "fewer")
            && (is(
                rest,
                &[
                    "cards", "in", "your", "hand", "than", "each", "other", "player",
                ],
            ) || (m == "more"
                && is(
                    rest,
                    &[
                        "cards", "in", "your", "hand", "than", "any", "other", "player",
                    ],
                )))
        {
            return Some(Condition::HandComparedToEach {
                fewer: m == "fewer",
            });
        }
    }
    if is(
        c,
        &[
            "your", "army", "has", "fewer", "units", "than", "the", "enemy", "army",
        ],
    ) || is(
        c,
        &[
            "your", "army", "has", "fewer", "units", "than", "the", "opposing", "army",
        ],
    ) {
        return Some(Condition::FewerUnitsThanEnemy);
    }
    // In a reaction to an action: `this card performed it`, `its effects destroyed this card`.
    let reaction = ab.timings.iter().any(|t| {
        matches!(
            t,
            super::Timing::Reaction { .. } | super::Timing::Interrupt { .. }
        )
    });
    if reaction {
        if let [t, c1, p, i] = c {
            if is_this(&[t.clone(), c1.clone()]) && p == "performed" && i == "it" {
                return Some(Condition::PerformedIt(Who::This));
            }
        }
        if let [i, e, d, t, c1] = c {
            if i == "its" && e == "effects" && d == "destroyed" && is_this(&[t.clone(), c1.clone()])
            {
                return Some(Condition::ItsEffectsDestroyed(Who::This));
            }
        }
    }
    // In a reaction or interrupt: `the action is yours`, `the action is another player's`.
    if reaction {
        if is(c, &["the", "action", "is", "yours"]) {
            return Some(Condition::ActionIsYours(true));
        }
        if is(c, &["the", "action", "is", "another", "player's"]) {
            return Some(Condition::ActionIsYours(false));
        }
    }
    // `there is a dead Personality in any (player's) discard pile`.
    if is(
        c,
        &[
            "there",
            "is",
            "a",
            "dead",
            "personality",
            "in",
            "any",
            "discard",
            "pile",
        ],
    ) || is(
        c,
        &[
            "there",
            "is",
            "a",
            "dead",
            "personality",
            "in",
            "any",
            "player's",
            "discard",
            "pile",
        ],
    ) {
        return Some(Condition::DeadPersonality {
            yours: false,
            any_of: vec!["personality".into()],
        });
    }
    // `you own a dead Personality`, `you own a dead Courtier or Shugenja`.
    if let [y, o, a, d, rest @ ..] = c {
        if y == "you" && o == "own" && a == "a" && d == "dead" {
            let kind = |x: &String| {
                x == "personality" || super::targets::PERSONALITY_WORDS.contains(&x.as_str())
            };
            let any_of = match rest {
                [k] if kind(k) => vec![k.clone()],
                [k, or, l] if or == "or" && kind(k) && kind(l) => vec![k.clone(), l.clone()],
                _ => return None,
            };
            return Some(Condition::DeadPersonality {
                yours: true,
                any_of,
            });
        }
    }
    if is(c, &["you", "have", "the", "highest", "family", "honor"]) {
        return Some(Condition::HighestHonor);
    }
    if is(
        c,
        &[
            "you",
            "have",
            "fewer",
            "provinces",
            "than",
            "each",
            "other",
            "player",
        ],
    ) {
        return Some(Condition::FewestProvinces);
    }
    None
}

/// `this destroyed a card`, `this targeted a card`, `this bowed a Personality with
/// attachments`: what the ability's effects did, after an effect that may do it (an attack,
/// a Fear, a bow or a destruction); the card as a target's words describe one.
fn result_condition(c: &[String], ab: &Ability) -> Option<Condition> {
    // `the Ranged Attack destroyed a card`: that attack of the ability's.
    let (by, c) = match c {
        [t, k, a, rest @ ..] if t == "the" && (k == "ranged" || k == "melee") && a == "attack" => {
            (format!("{k} attack"), rest)
        }
        [t, f, rest @ ..] if t == "the" && f == "fear" => ("fear".to_string(), rest),
        [t, rest @ ..] if t == "this" => (String::new(), rest),
        _ => return None,
    };
    let [v, what @ ..] = c else {
        return None;
    };
    if what.is_empty() {
        return None;
    }
    let verb = match v.as_str() {
        "destroyed" | "destroys" => "destroyed",
        "bowed" | "bows" => "bowed",
        "targeted" | "targets" => "targeted",
        _ => return None,
    };
    let fits = |p: &Part| match verb {
        "destroyed" => matches!(
            p,
            Part::Ranged { .. }
                | Part::Melee { .. }
                | Part::AttackOf { .. }
                | Part::AttackCounted { .. }
                | Part::Destroy { .. }
                | Part::DestroyOne { .. }
        ),
        "bowed" => matches!(
            p,
            Part::Fear { .. }
                | Part::Bow { .. }
                | Part::AttackOf { .. }
                | Part::AttackCounted { .. }
        ),
        _ => matches!(
            p,
            Part::Ranged { .. }
                | Part::Melee { .. }
                | Part::Fear { .. }
                | Part::AttackOf { .. }
                | Part::AttackCounted { .. }
        ),
    };
    if !ab.effects.iter().any(fits) {
        return None;
    }
    // The attack named is the ability's one attack of that kind.
    let kind = |p: &Part| match p {
        Part::Ranged { .. } => "ranged attack",
        Part::Melee { .. } => "melee attack",
        Part::Fear { .. } => "fear",
        Part::AttackOf { attack, .. } | Part::AttackCounted { attack, .. } => match attack.as_str()
        {
            "ranged" => "ranged attack",
            "melee" => "melee attack",
            _ => "fear",
        },
        _ => "",
    };
    if !by.is_empty() && ab.effects.iter().filter(|p| kind(p) == by).count() != 1 {
        return None;
    }
    // The card as a target's words describe it (`a card`, `an enemy Personality`).
    if !matches!(what[0].as_str(), "a" | "an") || noun_phrase(what).is_none() {
        return None;
    }
    Some(Condition::ThisDid {
        by,
        verb: verb.to_string(),
        what: what.join(" "),
    })
}

/// `After the next time this turn he is assigned to attack, dishonor him`, `After the first
/// time (this turn) …`, `After each time …`: the parts after the comma, done after that event;
/// the trigger is kept as printed. The trigger ends at the first comma after which every part
/// reads; a pronoun in it must name the one card the ability names (its one target, or the
/// performer), and no part may say `instead`.
pub(super) fn after_time(sentence: &str, ab: &mut Ability) -> Option<Part> {
    let lower = sentence.to_lowercase();
    let each = lower.starts_with("after each time ");
    // `After the target attacks this turn, …`: the next time the ability's card does so.
    let named = ["after the target ", "after he ", "after she ", "after it "]
        .iter()
        .any(|p| lower.starts_with(p));
    if !(each
        || named
        || lower.starts_with("after the next time ")
        || lower.starts_with("after the first time "))
    {
        return None;
    }
    for (i, _) in sentence.match_indices(',') {
        let trigger = sentence[..i].trim();
        // A comma inside the trigger's parentheses is no end.
        if trigger.matches('(').count() != trigger.matches(')').count() {
            continue;
        }
        let tw = words(trigger);
        let mut trial = ab.clone();
        // `After the next time this turn a target Personality attacks`: the ability's one
        // target, named in the event, when it has no other target or performer.
        let targets: Vec<usize> = (0..tw.len()).filter(|&k| tw[k] == "target").collect();
        match targets.as_slice() {
            [] => {}
            [k] if *k > 0 && tw[k - 1] == "the" => {}
            [k] if *k > 0
                && tw[k - 1] == "a"
                && ab.targets.is_empty()
                && ab.performer.is_none() =>
            {
                let t = (k + 2..=tw.len()).rev().find_map(|end| {
                    let mut phrase = vec!["a".to_string()];
                    phrase.extend_from_slice(&tw[k + 1..end]);
                    super::targets::noun_phrase(&phrase)
                })?;
                trial.targets.push(t);
            }
            // Another target named in the event (`another player's target Personality`) is a
            // card a pronoun after it could name: not read.
            _ => return None,
        }
        let pronoun = tw.iter().any(|x| {
            matches!(
                x.as_str(),
                "he" | "him" | "his" | "she" | "her" | "it" | "its" | "they" | "them"
            )
        });
        if pronoun || named {
            let mut probe = trial.clone();
            match object(&["him".to_string()], &mut probe) {
                Some(_) if probe.targets.len() == trial.targets.len() => {}
                _ => return None,
            }
        }
        let rest = joined_clauses(clauses(&sentence[i + 1..]));
        if rest.is_empty() || rest.iter().any(|p| words(p).iter().any(|w| w == "instead")) {
            continue;
        }
        let before = trial.targets.len();
        let mut then = Vec::new();
        let mut ok = true;
        for clause in &rest {
            match clause_effect(clause, &mut trial) {
                Some(parts) => {
                    trial.effects.extend(parts.iter().cloned());
                    then.extend(parts);
                }
                None => {
                    ok = false;
                    break;
                }
            }
        }
        if ok && !then.is_empty() && trial.targets.len() == before {
            ab.targets = trial.targets;
            return Some(Part::AfterTime {
                trigger: trigger.to_string(),
                each,
                then,
            });
        }
    }
    None
}

/// Whether the last part read names `who`.
fn last_names(ab: &Ability, who: &Who) -> bool {
    fn holds(v: &serde_json::Value, w: &serde_json::Value) -> bool {
        v == w
            || match v {
                serde_json::Value::Object(m) => m.values().any(|x| holds(x, w)),
                serde_json::Value::Array(a) => a.iter().any(|x| holds(x, w)),
                _ => false,
            }
    }
    let (Some(last), Ok(w)) = (ab.effects.last(), serde_json::to_value(who)) else {
        return false;
    };
    serde_json::to_value(last).is_ok_and(|v| holds(&v, &w))
}

/// In a reaction or interrupt, `straighten this Follower after it resolves` (or `after the
/// action resolves`), `after it resolves, straighten this card`: the parts done after the
/// action answered resolves.
fn after_it_resolves(rest: &[String], trial: &mut Ability) -> Option<Part> {
    let reaction = trial.timings.iter().any(|t| {
        matches!(
            t,
            super::Timing::Reaction { .. } | super::Timing::Interrupt { .. }
        )
    });
    if !reaction {
        return None;
    }
    const AFTER: [&[&str]; 2] = [
        &["after", "it", "resolves"],
        &["after", "the", "action", "resolves"],
    ];
    let ends = |w: &[String]| {
        AFTER
            .iter()
            .find(|a| w.len() > a.len() && is(&w[w.len() - a.len()..], a))
            .map(|a| w.len() - a.len())
    };
    let (clauses_now, trigger): (Vec<Vec<String>>, &str) = match rest {
        [one] => {
            let w = words(one);
            let k = ends(&w)?;
            (vec![w[..k].to_vec()], "after the action resolves")
        }
        [first, more @ ..] if AFTER.iter().any(|a| is(&words(first), a)) && !more.is_empty() => (
            more.iter().map(|c| words(c)).collect(),
            "after the action resolves",
        ),
        _ => return None,
    };
    let mut then = Vec::new();
    for w in clauses_now {
        let parts = super::effects::effect_clause(&w, trial)?;
        trial.effects.extend(parts.iter().cloned());
        then.extend(parts);
    }
    Some(Part::AfterTime {
        trigger: trigger.to_string(),
        each: false,
        then,
    })
}

/// What is said of this unit after `it` (`would be opposed`), when the reader knows it of a unit.
fn this_unit_condition(rest: &[String], ab: &Ability) -> Option<Condition> {
    let mut own = vec!["this".to_string(), "unit".to_string()];
    own.extend_from_slice(rest);
    match effect_condition(&own, ab)? {
        c @ Condition::WouldBeOpposed(Who::ThisUnit) => Some(c),
        _ => None,
    }
}
