//! The costs of an ability, before its colon: symbols (`[BOW]`, `[PAY2]`), `bow this card`,
//! `lose 2 Honor`, the performer, and a leading condition (`If you are a Crab Clan player,`).

use super::cond_more;
use super::conditions::effect_condition;
use super::effects::{clause_effect, joined_clauses};
use super::targets::{is_stop, is_this, noun_phrase, object, target_clause};
use super::words::{capitalise, clauses, is, num, words};
use super::{Ability, Condition, EvenIf, Lasting, Part, Target, UseLimit, Who};
/// `[BOW]`, `[PAY 2]`, `[PAY2]`.
pub(super) fn symbol(s: &str) -> Option<Part> {
    let u = s.trim().to_uppercase();
    let inner = u.strip_prefix('[')?.strip_suffix(']')?.trim();
    if inner == "BOW" {
        return Some(Part::Bow { who: Who::This });
    }
    let n = inner.strip_prefix("PAY")?.trim();
    Some(Part::PayGold {
        amount: n.parse().ok()?,
    })
}

/// The clauses of a cost part: `Bow this card and target an enemy Personality`, `Lose 2 Honor,
/// bow this card`; a leading `If you are a Crab Clan player,` is a condition.
pub(super) fn read_costs(pre: &str, ab: &mut Ability) {
    // Whether the clause before was a condition: `If A and B`, split at `and`, is both.
    let mut after_if = false;
    // The clause before, and whether it was a target.
    let mut last = String::new();
    let mut target_before = false;
    // Whether the clause before named the performer.
    let mut performer_before = false;
    let mut pending = lone_verbs_joined(clauses(pre));
    // `Bow this card or, if you are a Dragon Clan player, discard it from your hand`: the
    // second cost may be paid only under the condition.
    if let Some((i, p)) = super::cond_costs::or_if_cost(&pending, ab) {
        ab.costs.push(p);
        pending.drain(i..i + 3);
    }
    for clause in pending {
        let w = words(&clause);
        let prev_target = std::mem::replace(&mut target_before, false);
        let prev_performer = std::mem::replace(&mut performer_before, false);
        let prev = std::mem::replace(&mut last, clause.clone());
        let was_if = std::mem::replace(&mut after_if, false);
        // `Bow this card or, if you are a Dragon Clan player, discard it`: the condition is
        // of the second cost alone, not of the ability; not read when the three clauses were
        // not read as one cost above.
        if words(&prev).last().is_some_and(|x| x == "or") {
            ab.unread.push(clause);
            continue;
        }
        if let Some(c) = condition(&w) {
            ab.conditions.push(c);
            after_if = true;
            continue;
        }
        // `If you control a Temple`, `If this card is in play`, `If it is not your turn`.
        if w.first().map(String::as_str) == Some("if") {
            if let Some(c) = effect_condition(&w[1..], ab) {
                ab.conditions.push(c);
                after_if = true;
                continue;
            }
        }
        // `If you have four or fewer cards in your hand and you are a Crab Clan player`: the
        // second condition, with its own subject, joins the first.
        if was_if {
            let mut with_if = vec!["if".to_string()];
            with_if.extend_from_slice(&w);
            if let Some(c) = condition(&with_if).or_else(|| effect_condition(&w, ab)) {
                if let Some(first) = ab.conditions.pop() {
                    let mut all = match first {
                        Condition::All(v) => v,
                        f => vec![f],
                    };
                    all.push(c);
                    ab.conditions.push(Condition::All(all));
                    after_if = true;
                    continue;
                }
            }
        }
        // `Even if you control no units at the current battlefield`.
        let joined = w.join(" ");
        if let Some((_, e)) = EvenIf::PHRASES.iter().find(|(p, _)| *p == joined) {
            ab.even_if.push(e.clone());
            continue;
        }
        // `Any number of times per turn`: as often as the player pays, as a Repeatable
        // ability.
        if is(&w, &["any", "number", "of", "times", "per", "turn"])
            && ab.limit.is_none()
            && !ab.keywords.iter().any(|k| k == "repeatable")
        {
            ab.keywords.push("repeatable".into());
            continue;
        }
        // `Three times per turn`.
        if let [n, t, p, g] = w.as_slice() {
            if n == "three"
                && t == "times"
                && p == "per"
                && (g == "game" || g == "turn")
                && ab.limit.is_none()
            {
                ab.limit = Some(UseLimit {
                    times: 3,
                    per: g.clone(),
                });
                continue;
            }
        }
        // `Once per game`, `Twice per turn`.
        if let [n, p, g] = w.as_slice() {
            let times = match n.as_str() {
                "once" => Some(1),
                "twice" => Some(2),
                _ => None,
            };
            if let (Some(times), true, true) = (times, p == "per", g == "game" || g == "turn") {
                if ab.limit.is_none() {
                    ab.limit = Some(UseLimit {
                        times,
                        per: g.clone(),
                    });
                    continue;
                }
            }
        }
        // `Target an enemy Follower with lower Force and no attachments`: cut at its `and`,
        // the last target's; both hold.
        if prev_target
            && w.first().is_some_and(|x| {
                matches!(
                    x.as_str(),
                    "no" | "lower" | "higher" | "equal" | "with" | "without"
                )
            })
        {
            let joined = format!("{prev} and {clause}").to_lowercase();
            if pre.to_lowercase().contains(&joined) {
                if let Some(t) = target_clause(&opposing_pronoun(&words(&joined), ab)) {
                    ab.targets.pop();
                    ab.targets.push(t);
                    target_before = true;
                    last = joined;
                    continue;
                }
            }
        }
        // `Choose your performing Monk, who must be unbowed unless he is Earth`: a clause
        // that qualifies the performer or target just before it, kept as printed.
        if prev_performer || prev_target {
            if let Some(q) = cond_more::trailing_qualifier(&w) {
                let t = if prev_performer {
                    ab.performer.as_mut()
                } else {
                    ab.targets.last_mut()
                };
                if let Some(t) = t {
                    t.qualifiers.push(q);
                    continue;
                }
            }
        }
        // `Even if this card is at home, bow him`, `Bow this Shugenja, move him home`: `him`
        // is the card of the cost just before (this card, or the personality it is attached
        // to), or with nothing before, the card an `Even if this card …` names.
        if let Some(p) = pronoun_cost(&w, ab) {
            ab.costs.push(p);
            continue;
        }
        if is(&w, &["discard", "the", "imperial", "favor"]) {
            ab.costs.push(Part::DiscardFavor);
            continue;
        }
        if let Some(t) = target_clause(&opposing_pronoun(&w, ab)) {
            ab.targets.push(t);
            target_before = true;
            continue;
        }
        // `choose your performing unbowed Courtier`, `bow your performing Monk`.
        if let Some((verb, t)) = performer_clause(&w) {
            if ab.performer.is_some() {
                ab.unread.push(clause);
                continue;
            }
            ab.performer = Some(t);
            performer_before = true;
            let who = Who::Performer;
            match verb {
                PerformerVerb::Choose => {}
                PerformerVerb::Bow => ab.costs.push(Part::Bow { who }),
                PerformerVerb::Destroy => ab.costs.push(Part::Destroy { who }),
            }
            continue;
        }
        // `Bow or destroy your performing Ancestor`, `Bow your performing Monk unless he is
        // Void`: the performer, paid for one of two ways or unless the condition holds.
        if ab.performer.is_none() {
            if let Some((t, p)) = cond_more::performer_cost(&w, ab) {
                ab.performer = Some(t);
                performer_before = true;
                ab.costs.push(p);
                continue;
            }
        }
        // `bow your target Temple`, `bow your target unbowed Scout`: a card of the player's,
        // chosen as a target, bowed (or destroyed, discarded) to pay for the ability.
        if let Some(p) = cost_on_target(&w, ab) {
            ab.costs.push(p);
            continue;
        }
        if let Some(p) = cost_clause(&w, ab) {
            ab.costs.push(p);
            continue;
        }
        // `Destroy a Fire token on this card`, `… on your performing Personality`.
        let had_performer = ab.performer.is_some();
        // `Move your performing Ninja Personality home`: the performer, moved home to pay.
        if ab.performer.is_none() {
            if let Some(t) = super::cond_costs::performer_home(&w) {
                ab.performer = Some(t);
                performer_before = true;
                ab.costs.push(Part::MoveHome {
                    who: Who::Performer,
                });
                continue;
            }
        }
        if let Some(p) = super::cond_costs::pile_cost(&w) {
            ab.costs.push(p);
            continue;
        }
        if let Some(p) = super::cond_costs::token_cost(&w, ab) {
            ab.costs.push(p);
            performer_before = !had_performer && ab.performer.is_some();
            continue;
        }
        // `Bow this card or discard a card`: one of two costs, as the player chooses.
        if let Some(p) = cost_or_cost(&w, ab) {
            ab.costs.push(p);
            continue;
        }
        // `Bow this card unless you have Reconnaissance`: paid unless the condition holds.
        if let Some(k) = w.iter().position(|x| x == "unless") {
            if let (Some(p), Some(cond)) =
                (cost_clause(&w[..k], ab), effect_condition(&w[k + 1..], ab))
            {
                ab.costs.push(Part::Unless {
                    cond,
                    then: vec![p],
                });
                continue;
            }
        }
        // `Bow this Shugenja unless he is Thunder`, `bow him if he is not Shadowlands`: a cost
        // on one card, paid unless (or if) the condition holds, `he` that card.
        if let Some(p) = cost_under_condition(&w, ab) {
            ab.costs.push(p);
            continue;
        }
        ab.unread.push(clause);
    }
}

/// A cost on one card (this card, the personality it is attached to, the performer) with
/// `unless` or `if` after it; a pronoun opening the condition is that card.
fn cost_under_condition(w: &[String], ab: &Ability) -> Option<Part> {
    let k = w.iter().position(|x| x == "unless" || x == "if")?;
    if k == 0 || w.iter().any(|x| x == "instead") {
        return None;
    }
    let cost = pronoun_cost(&w[..k], ab).or_else(|| cost_clause(&w[..k], ab))?;
    let who = match &cost {
        Part::Bow { who } | Part::Destroy { who } => who.clone(),
        _ => return None,
    };
    // `he's defending`.
    let mut c: Vec<String> = Vec::new();
    for x in &w[k + 1..] {
        match x.as_str() {
            "he's" => c.extend(["he".to_string(), "is".to_string()]),
            "she's" => c.extend(["she".to_string(), "is".to_string()]),
            _ => c.push(x.clone()),
        }
    }
    let cond = match c.first().map(String::as_str) {
        Some("he" | "she") => {
            // `he` could name another card (the ability's target): not said which.
            let mut probe = ab.clone();
            if object(&["him".to_string()], &mut probe).is_some_and(|p| p != who) {
                return None;
            }
            let mut own: Vec<String> = match who {
                Who::This => vec!["this".into(), "card".into()],
                Who::Bearer => ["the", "personality", "it", "is", "attached", "to"]
                    .map(String::from)
                    .to_vec(),
                // `he`: the performer, when the ability names no target.
                Who::Performer if ab.targets.is_empty() => c[..1].to_vec(),
                _ => return None,
            };
            own.extend_from_slice(&c[1..]);
            effect_condition(&own, ab)?
        }
        _ => effect_condition(&c, ab)?,
    };
    Some(if w[k] == "unless" {
        Part::Unless {
            cond,
            then: vec![cost],
        }
    } else {
        Part::If {
            cond,
            then: vec![cost],
            otherwise: Vec::new(),
        }
    })
}

/// `if you are a Lion Clan player`.
pub(super) fn condition(w: &[String]) -> Option<Condition> {
    let rest = match w.first().map(String::as_str) {
        Some("if") => &w[1..],
        _ => return None,
    };
    if rest.len() == 6
        && rest[0] == "you"
        && rest[1] == "are"
        && (rest[2] == "a" || rest[2] == "an")
        && rest[4] == "clan"
        && rest[5] == "player"
    {
        return Some(Condition::ClanPlayer(capitalise(&rest[3])));
    }
    None
}

/// A cost clause: `bow this card`, `lose 2 honor`, `pay 3 gold`, `discard a card`, `destroy this
/// card`, `bow your performing Courtier` (the performer).
pub(super) fn cost_clause(w: &[String], _ab: &Ability) -> Option<Part> {
    let verb = w.first()?.as_str();
    let rest = &w[1..];
    if is_this(rest) {
        return match verb {
            "bow" => Some(Part::Bow { who: Who::This }),
            "destroy" => Some(Part::Destroy { who: Who::This }),
            "discard" => Some(Part::DiscardCard { who: Who::This }),
            "dishonor" => Some(Part::Dishonor { who: Who::This }),
            _ => None,
        };
    }
    // `bow this Shugenja` on a Spell: the Shugenja it is attached to.
    if is(rest, &["the", "personality", "it", "is", "attached", "to"]) {
        return match verb {
            "bow" => Some(Part::Bow { who: Who::Bearer }),
            _ => None,
        };
    }
    // `bow this card or one of her Spells`, `… or one of your Mines`: one card of a keyword,
    // attached to this card or the player's.
    if let [t, c, o, one, of, whose, kinds] = rest {
        if verb == "bow"
            && t == "this"
            && c == "card"
            && o == "or"
            && one == "one"
            && of == "of"
            && matches!(whose.as_str(), "his" | "her" | "your")
            && kinds.len() > 1
            && kinds.ends_with('s')
            && kinds.chars().all(char::is_alphabetic)
        {
            return Some(Part::BowThisOrOne {
                yours: whose == "your",
                what: kinds[..kinds.len() - 1].to_string(),
            });
        }
    }
    // `give this Shugenja -2F`, `give this Personality -1C` (on an attachment, the personality
    // it is attached to), `give this card -1F`: a penalty paid, until the end of the turn. A
    // bonus is no cost.
    if verb == "give" {
        if let [who @ .., b] = rest {
            let (force, chi) = super::words::bonus(b)?;
            if force > 0 || chi > 0 || (force, chi) == (0, 0) {
                return None;
            }
            let who = if is_this(who) {
                Who::This
            } else if is(who, &["the", "personality", "it", "is", "attached", "to"]) {
                Who::Bearer
            } else {
                return None;
            };
            return Some(Part::Bonus {
                who,
                force,
                chi,
                lasting: Lasting::Turn,
            });
        }
    }
    if verb == "remove" && rest.len() == 5 && is_this(&rest[..2]) {
        return is(&rest[2..], &["from", "the", "game"]).then_some(Part::Remove { who: Who::This });
    }
    // `bow your Stronghold`.
    if verb == "bow" && is(rest, &["your", "stronghold"]) {
        return Some(Part::Bow {
            who: Who::YourStronghold,
        });
    }
    // `bow your Personality`: the performer, when it is of that kind and no target of the
    // player's could be it.
    if let [y, _] = rest {
        if verb == "bow" && y == "your" {
            let mut probe = _ab.clone();
            return match object(rest, &mut probe)? {
                Who::Performer if probe.targets.len() == _ab.targets.len() => Some(Part::Bow {
                    who: Who::Performer,
                }),
                _ => None,
            };
        }
    }
    // `pay Gold equal to its Gold Cost`, `… minus two`: the number of the card the pronoun
    // names.
    if let [g, e, t, p, tail @ ..] = rest {
        if verb == "pay"
            && g == "gold"
            && e == "equal"
            && t == "to"
            && matches!(p.as_str(), "its" | "his" | "her")
        {
            let (stat, minus) = match tail {
                [stat @ .., m, n] if m == "minus" => (stat, num(n)?),
                _ => (tail, 0),
            };
            let stat = match stat {
                [g, c] if g == "gold" && c == "cost" => "gold cost".to_string(),
                [b, g, c] if b == "base" && g == "gold" && c == "cost" => "base gold cost".into(),
                _ => return None,
            };
            let mut probe = _ab.clone();
            let who = object(&["him".to_string()], &mut probe)?;
            if probe.targets.len() != _ab.targets.len() || minus < 0 {
                return None;
            }
            return Some(Part::PayGoldOf { who, stat, minus });
        }
    }
    if verb == "bow" {
        if let Some(any_of) = attached_to_this(rest) {
            return Some(Part::BowAttached { any_of });
        }
    }
    if verb == "discard" {
        if let Some(what) = discard_of(rest) {
            return Some(Part::DiscardFromHandOf { what });
        }
    }
    match (verb, rest) {
        ("lose", [n, h]) if h == "honor" => Some(Part::LoseHonor { amount: num(n)? }),
        ("pay", [n, g]) if g == "gold" => Some(Part::PayGold { amount: num(n)? }),
        ("discard", [n, c]) if c == "card" || c == "cards" => {
            Some(Part::DiscardFromHand { count: num(n)? })
        }
        _ => None,
    }
}

/// What a clause naming the performer does with him.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum PerformerVerb {
    /// `choose your performing …`, `target your performing …`: chosen, nothing paid.
    Choose,
    /// `bow your performing …`.
    Bow,
    /// `destroy your performing …`.
    Destroy,
}

/// `bow your target [unbowed] Temple` (also `destroy`, `discard`, `dishonor`) as a cost: a new
/// target of the player's own.
fn cost_on_target(w: &[String], ab: &mut Ability) -> Option<Part> {
    let [verb, y, t, rest @ ..] = w else {
        return None;
    };
    if y != "your" || t != "target" || rest.is_empty() || rest.iter().any(|x| x == "performing") {
        return None;
    }
    let mut phrase = vec!["your".to_string()];
    phrase.extend_from_slice(rest);
    let target = noun_phrase(&phrase)?;
    let who = Who::Target(ab.targets.len() + 1);
    let p = match verb.as_str() {
        "bow" => Part::Bow { who },
        "destroy" => Part::Destroy { who },
        "discard" => Part::DiscardCard { who },
        "dishonor" => Part::Dishonor { who },
        _ => return None,
    };
    ab.targets.push(target);
    Some(p)
}

/// `choose your performing [unbowed] Courtier …` (chosen), `target your performing …`
/// (chosen), `bow your performing …` (bowed) or `destroy your performing …` (destroyed).
pub(super) fn performer_clause(w: &[String]) -> Option<(PerformerVerb, Target)> {
    let bow = match w.first()?.as_str() {
        "choose" | "target" => PerformerVerb::Choose,
        "bow" => PerformerVerb::Bow,
        "destroy" => PerformerVerb::Destroy,
        _ => return None,
    };
    // `bow your target performing Ninja`: the performer, as `target your performing …` is.
    let w: Vec<String> = match w {
        [v, y, t, p, rest @ ..] if y == "your" && t == "target" && p == "performing" => {
            [v.clone(), y.clone(), p.clone()]
                .into_iter()
                .chain(rest.iter().cloned())
                .collect()
        }
        _ => w.to_vec(),
    };
    let w = w.as_slice();
    if w.get(1)? != "your" || w.get(2)? != "performing" {
        return None;
    }
    let mut phrase = vec!["your".to_string()];
    phrase.extend_from_slice(&w[3..]);
    // A performer is a personality: `your performing Paragon` names no card of another kind.
    if let Some(t) = noun_phrase(&phrase).filter(|t| t.kinds != ["card"]) {
        return Some((bow, t));
    }
    // `your performing Ninja`: a performer is a personality unless the text names its kind.
    let tail = &w[3..];
    let k = tail.iter().position(|x| is_stop(x)).unwrap_or(tail.len());
    let mut full = vec!["your".to_string()];
    full.extend_from_slice(&tail[..k]);
    full.push("personality".into());
    full.extend_from_slice(&tail[k..]);
    if let Some(t) = noun_phrase(&full) {
        return Some((bow, t));
    }
    // `your performing unbowed Nonhuman or Spirit`: either keyword, on a personality.
    if k < tail.len() && tail[k] == "or" && tail.len() == k + 2 {
        let mut full = vec!["your".to_string()];
        full.extend_from_slice(tail);
        full.push("personality".into());
        let t = noun_phrase(&full)?;
        return (!t.any_of.is_empty()).then_some((bow, t));
    }
    None
}

/// `a Kiho or Weapon from your hand`, `a Follower (from your hand)`, `a Kiho or Tattoo
/// Strategy`: one card of the hand, of the kinds or traits printed (at most three plain words,
/// an `or` between two of them). Without `from your hand`, only a Strategy or a Kiho, which
/// is never in play; a card of another kind may be one in play.
fn discard_of(rest: &[String]) -> Option<String> {
    let mut w: Vec<String> = rest
        .iter()
        .map(|x| x.trim_matches(['(', ')']).to_string())
        .collect();
    // `a Kiho or a Spell`: the article after `or` as well.
    if let Some(k) = w.iter().position(|x| x == "or") {
        if w.get(k + 1).is_some_and(|x| x == "a" || x == "an") {
            w.remove(k + 1);
        }
    }
    let [a, what @ ..] = w.as_slice() else {
        return None;
    };
    if a != "a" && a != "an" {
        return None;
    }
    let (what, hand) = match what {
        [what @ .., f, y, h] if f == "from" && y == "your" && h == "hand" => (what, true),
        _ => (what, false),
    };
    let plain = |x: &String| x.chars().all(char::is_alphabetic) && !is_stop(x);
    let ors = what.iter().filter(|x| *x == "or").count();
    let ok = !what.is_empty()
        && what.len() <= 3
        && ors <= 1
        && what.first().is_some_and(|x| x != "or")
        && what.last().is_some_and(|x| x != "or")
        && what.iter().all(|x| x == "or" || plain(x))
        && !what.iter().any(|x| {
            matches!(
                x.as_str(),
                "card" | "cards" | "random" | "other" | "another"
            )
        });
    if !ok {
        return None;
    }
    let hand_only = what
        .iter()
        .all(|x| x == "or" || matches!(x.as_str(), "kiho" | "strategy" | "tattoo"))
        || what.last().is_some_and(|x| x == "strategy");
    (hand || hand_only).then(|| what.join(" "))
}

/// `You may discard a Kiho; if you did, draw a card`: the player may pay the costs before `;
/// if you did,` (read wholly as costs are) to have the parts after it done, as `You may … to
/// …` is read. Never with a new target in either half, nor `instead`.
pub(super) fn may_pay_if_did(sentence: &str, ab: &Ability) -> Option<Part> {
    // `Move him home or, if he would be opposed, to the current battlefield`: a sentence of
    // its own, read whole there.
    if let Some(p) = super::cond_costs::home_or_if_opposed(sentence, ab) {
        return Some(p);
    }
    const DID: &str = "; if you did, ";
    let lower = sentence.to_lowercase();
    let k = lower.find(DID)?;
    let (head, tail) = (&lower[..k], &sentence[k + DID.len()..]);
    let hw = words(head);
    let tw = words(tail);
    if hw.len() < 3
        || hw[0] != "you"
        || hw[1] != "may"
        || hw[2] == "target"
        || hw.iter().chain(&tw).any(|x| x == "instead" || x == "did")
        || tail.contains(';')
    {
        return None;
    }
    let mut probe = ab.clone();
    probe.costs.clear();
    read_costs(&hw[2..].join(" "), &mut probe);
    if probe.costs.is_empty()
        || probe.unread != ab.unread
        || probe.targets != ab.targets
        || probe.performer != ab.performer
        || probe.conditions != ab.conditions
        || probe.even_if != ab.even_if
    {
        return None;
    }
    let mut trial = ab.clone();
    let mut then = Vec::new();
    for clause in joined_clauses(clauses(tail)) {
        let parts = clause_effect(&clause, &mut trial)?;
        trial.effects.extend(parts.iter().cloned());
        then.extend(parts);
    }
    if then.is_empty() || trial.targets.len() != ab.targets.len() {
        return None;
    }
    Some(Part::MayPay {
        pay: probe.costs,
        then,
    })
}

/// A cost on `him` or `her`: `bow him`, `move him home`, when the cost just before is on one
/// card (this card, or the personality it is attached to), or nothing comes before but an `Even
/// if this card …`.
fn pronoun_cost(w: &[String], ab: &Ability) -> Option<Part> {
    let (verb, home) = match w {
        [v, p] if p == "him" || p == "her" => (v.as_str(), false),
        // `Bow this card, destroy it`: this card, after a cost on it.
        [v, p] if p == "it" && v == "destroy" && ab.costs == [Part::Bow { who: Who::This }] => {
            ("destroy", false)
        }
        [m, p, h] if m == "move" && (p == "him" || p == "her") && h == "home" => ("move", true),
        _ => return None,
    };
    if !ab.targets.is_empty() {
        return None;
    }
    // `Choose your performing Courtier, bow him`: the performer, chosen just before.
    if ab.performer.is_some() {
        return match (verb, home) {
            ("bow", false) if ab.costs.is_empty() => Some(Part::Bow {
                who: Who::Performer,
            }),
            _ => None,
        };
    }
    // The conditions before name this card (`If this card is attacking, bow him`).
    let cond_this = !ab.conditions.is_empty()
        && serde_json::to_string(&ab.conditions).is_ok_and(|j| {
            j.contains(r#"{"card":"this"}"#)
                && j.matches(r#"{"card":"#).count() == j.matches(r#"{"card":"this"}"#).count()
        });
    let who = match ab.costs.as_slice() {
        [] if cond_this
            || ab.even_if.iter().any(|e| {
                matches!(
                    e,
                    EvenIf::Bowed | EvenIf::Dead | EvenIf::AtHome | EvenIf::NotHere
                )
            }) =>
        {
            Who::This
        }
        [Part::Bow { who }] if matches!(who, Who::This | Who::Bearer) => who.clone(),
        _ => return None,
    };
    Some(match (verb, home) {
        ("move", true) => Part::MoveHome { who },
        ("bow", false) => Part::Bow { who },
        ("destroy", false) => Part::Destroy { who },
        _ => return None,
    })
}

/// `target a Personality opposing her`: with no target or performer before it, the pronoun is
/// the one card the text names, this card (or on an attachment the personality it is attached
/// to); the words are read as `opposing this card`. Otherwise the words are kept.
fn opposing_pronoun(w: &[String], ab: &Ability) -> Vec<String> {
    let Some(k) = w
        .windows(2)
        .position(|x| x[0] == "opposing" && matches!(x[1].as_str(), "him" | "her"))
    else {
        return w.to_vec();
    };
    if !ab.targets.is_empty() || ab.performer.is_some() {
        return w.to_vec();
    }
    let l = ab.printed.to_lowercase();
    let bearer = "the personality it is attached to";
    let named: &[&str] = match (l.contains("this card"), l.contains(bearer)) {
        (true, false) => &["this", "card"],
        (false, true) => &["the", "personality", "it", "is", "attached", "to"],
        _ => return w.to_vec(),
    };
    let mut out = w[..=k].to_vec();
    out.extend(named.iter().map(|x| x.to_string()));
    out.extend_from_slice(&w[k + 2..]);
    out
}

/// `Bow and destroy this card`: a verb alone before `and` takes the object of the verb after
/// it (`bow this card`, `destroy this card`).
fn lone_verbs_joined(parts: Vec<String>) -> Vec<String> {
    const VERBS: &[&str] = &["bow", "destroy", "dishonor", "discard"];
    let mut out = Vec::with_capacity(parts.len());
    for (i, p) in parts.iter().enumerate() {
        let w = words(p);
        if let ([v], Some(next)) = (w.as_slice(), parts.get(i + 1)) {
            let nw = words(next);
            if VERBS.contains(&v.as_str())
                && nw.len() == 3
                && VERBS.contains(&nw[0].as_str())
                && is_this(&nw[1..])
            {
                out.push(format!("{v} {} {}", nw[1], nw[2]));
                continue;
            }
        }
        out.push(p.clone());
    }
    out
}

/// `Bow this card or discard a card`, `bow him or discard the Imperial Favor`: one of two
/// costs the reader knows, as the player chooses.
pub(super) fn cost_or_cost(w: &[String], ab: &Ability) -> Option<Part> {
    let k = w.iter().position(|x| x == "or")?;
    if w[k + 1..].iter().any(|x| x == "or") {
        return None;
    }
    let one = |c: &[String]| -> Option<Part> {
        if is(c, &["discard", "the", "imperial", "favor"]) {
            return Some(Part::DiscardFavor);
        }
        pronoun_cost(c, ab).or_else(|| cost_clause(c, ab))
    };
    let a = one(&w[..k])?;
    // `bow this card or discard it from your hand`: `it` is this card, in the player's hand.
    let b = if is(&w[k + 1..], &["discard", "it", "from", "your", "hand"]) {
        matches!(
            a,
            Part::Bow { who: Who::This } | Part::Destroy { who: Who::This }
        )
        .then_some(Part::DiscardThisFromHand)?
    } else {
        one(&w[k + 1..])?
    };
    Some(Part::OneOf {
        options: vec![vec![a], vec![b]],
    })
}

/// `one of this card's Followers or Weapons`, `this card's Weapon`, `a Sword attached to this
/// card`: the keywords (singular) of a card attached to this card, one plain word each.
fn attached_to_this(rest: &[String]) -> Option<Vec<String>> {
    let words: &[String] = match rest {
        [o, f, t, c, what @ ..] if o == "one" && f == "of" && t == "this" && c == "card's" => what,
        [t, c, what @ ..] if t == "this" && c == "card's" => what,
        [a, what @ .., at, to, t, c]
            if (a == "a" || a == "an")
                && at == "attached"
                && to == "to"
                && t == "this"
                && c == "card" =>
        {
            what
        }
        _ => return None,
    };
    let one = |x: &String| {
        let s = x.strip_suffix('s').filter(|_| x.len() > 3).unwrap_or(x);
        (s.chars().all(char::is_alphabetic) && !is_stop(s) && s != "card").then(|| s.to_string())
    };
    match words {
        [x] => Some(vec![one(x)?]),
        [x, o, y] if o == "or" => Some(vec![one(x)?, one(y)?]),
        _ => None,
    }
}
