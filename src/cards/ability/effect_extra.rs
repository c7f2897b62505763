//! Further effect wordings, tried after those of `effect_more`: a card's future or next movement
//! negated, control of a card taken, the player's rightmost or leftmost province destroyed,
//! Honor losses negated and bonuses given until the action ends, gold produced equal to a number
//! of a card, and a move home or, if the card would be opposed, to the current battlefield.

use super::effects::{effect_clause, owner};
use super::targets::object;
use super::words::{is, num, words};
use super::{Ability, Condition, Lasting, Part, Timing, Who};

/// `him or her`, `he or she`, `his or her` (one card of either sex) as `him`, `he`, `his`; `a
/// different, unresolved battlefield` without its comma.
pub(super) fn one_pronoun(post: &str) -> String {
    // `to a different, unresolved battlefield`: the comma between two words of one place.
    post.replace(", unresolved battlefield", " unresolved battlefield")
        .replace("him or her", "him")
        .replace("He or she", "He")
        .replace("he or she", "he")
        .replace("His or her", "His")
        .replace("his or her", "his")
}

/// One effect clause of the wordings here, or `None`.
pub(super) fn clause(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    negate_movement(w, ab)
        .or_else(|| take_control(w, ab))
        .or_else(|| destroy_province(w))
        .or_else(|| honor_losses_until_action_ends(w, ab))
        .or_else(|| bonus_until_action_ends(w, ab))
        .or_else(|| produce_gold_of(w, ab))
        .or_else(|| winner_player(w, ab))
        .or_else(|| challenges_another_players(w, ab))
        .or_else(|| bow_or_attachments(w, ab))
        .or_else(|| keyword_while_in_play(w, ab))
        .or_else(|| raise_force_to(w, ab))
        .or_else(|| {
            is(w, &["straighten", "all", "of", "your", "rings"])
                .then(|| vec![Part::StraightenYourRings])
        })
        .or_else(|| must_focus(w, ab))
        .or_else(|| the_attacks_target(w, ab))
        .or_else(|| other_titles_and_draw_until(w))
        .or_else(|| {
            is(
                w,
                &[
                    "a", "target", "player", "shows", "a", "random", "card", "in", "his", "hand",
                ],
            )
            .then(|| vec![Part::TargetPlayerShowsRandom])
        })
}

/// `Ranged 4 Attack. Bow the target if it is still in play.`, `Melee 5 Attack. Give the target a
/// -5F token (if he is still in play).`: with no target of its own and the one attack before it,
/// `the target` is the card the attack targets.
fn the_attacks_target(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let attack = matches!(
        ab.effects.as_slice(),
        [Part::Ranged { .. } | Part::Melee { .. } | Part::AttackOf { .. }]
    );
    if !attack || !ab.targets.is_empty() || ab.performer.is_some() {
        return None;
    }
    let k = w
        .windows(2)
        .position(|x| x[0] == "the" && x[1] == "target")?;
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let (body, still): (&[&str], bool) = match s.as_slice() {
        [b @ .., "(if", p, "is", "still", "in", "play)"]
        | [b @ .., "if", p, "is", "still", "in", "play"]
            if matches!(*p, "he" | "she" | "it") =>
        {
            (b, true)
        }
        b => (b, false),
    };
    if k + 2 > body.len()
        || body[k + 2..]
            .iter()
            .chain(&body[..k])
            .any(|x| *x == "this" || *x == "target" || PRONOUNS.contains(x))
    {
        return None;
    }
    let mut v: Vec<String> = Vec::new();
    v.extend(body[..k].iter().map(|x| x.to_string()));
    v.extend(["this", "card"].map(str::to_string));
    v.extend(body[k + 2..].iter().map(|x| x.to_string()));
    let mut trial = ab.clone();
    let mut parts = effect_clause(&v, &mut trial)?;
    if trial.targets.len() != ab.targets.len() || trial.performer != ab.performer {
        return None;
    }
    if still {
        parts = vec![Part::If {
            cond: Condition::Is {
                who: Who::This,
                what: "in play".into(),
            },
            then: parts,
            otherwise: Vec::new(),
        }];
    }
    super::effect_more::this_as(parts, &Who::AttackTarget)
}

/// `Discard all your other Kata in play with different titles`, `Discard your other Kata in play
/// without this card's title`; `Draw cards until you have exactly two cards in your hand`.
fn other_titles_and_draw_until(w: &[String]) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    match s.as_slice() {
        ["discard", "all", "your", "other", k, "in", "play", "with", "different", "titles"]
        | ["discard", "your", "other", k, "in", "play", "without", "this", "card's", "title"]
            if k.chars().all(|c| c.is_ascii_lowercase()) =>
        {
            Some(vec![Part::DiscardYourOtherTitled {
                keyword: k.trim_end_matches('s').to_string(),
            }])
        }
        ["draw", "cards", "until", "you", "have", "exactly", n, "cards", "in", "your", "hand"] => {
            let count = num(n).filter(|n| *n > 1)?;
            Some(vec![Part::DrawUntil { count }])
        }
        _ => None,
    }
}

/// The pronouns that would name some other card.
const PRONOUNS: &[&str] = &[
    "he", "him", "his", "she", "her", "it", "its", "they", "them", "their",
];

/// After one duel, `Both players must focus at least once in the duel`, `Each player must focus
/// at least once in the duel`.
fn must_focus(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let ok = matches!(
        s.as_slice(),
        ["both", "players", "must", "focus", "at", "least", "once", "in", "the", "duel"]
            | ["each", "player", "must", "focus", "at", "least", "once", "in", "the", "duel"]
    );
    let duels = ab
        .effects
        .iter()
        .filter(|p| matches!(p, Part::Duel { .. }))
        .count();
    (ok && duels == 1).then(|| vec![Part::EachMustFocus])
}

/// `Switch his Force and Chi`, `Switch the target's Force and Chi`, `You may switch this card's
/// Force and Chi`: the one card named (no new target).
fn switch_force_chi(sentence: &str, ab: &mut Ability) -> Option<Vec<Part>> {
    let w = words(sentence);
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let (may, owner) = match s.as_slice() {
        ["you", "may", "switch", o @ .., "force", "and", "chi"] => (true, o),
        ["switch", o @ .., "force", "and", "chi"] => (false, o),
        _ => return None,
    };
    let phrase: Vec<String> = match owner {
        ["his"] => vec!["him".into()],
        ["her"] => vec!["her".into()],
        ["its"] => vec!["it".into()],
        ["this", "card's"] => vec!["this".into(), "card".into()],
        ["the", "target's"] => vec!["the".into(), "target".into()],
        _ => return None,
    };
    let who = one_card(&phrase, ab)?;
    let part = Part::SwitchForceChi { who };
    Some(if may {
        vec![Part::May { then: vec![part] }]
    } else {
        vec![part]
    })
}

/// `Ranged 3 Attack. After this destroys a card, gain 1 Honor.`: after the ability's one attack,
/// as `If this destroyed a card, …` (an attack destroys one card at most).
fn after_this_destroys(sentence: &str, ab: &mut Ability) -> Option<Vec<Part>> {
    let head = "after this destroys a card,";
    let l = sentence.trim_start();
    let rest = match (l.get(..head.len()), l.get(head.len()..)) {
        (Some(h), Some(rest)) if h.eq_ignore_ascii_case(head) && !rest.trim().is_empty() => rest,
        _ => return None,
    };
    // The parts done, also those under a condition (`If this card is defending, Ranged 3
    // Attack.`).
    let done: Vec<&Part> = ab
        .effects
        .iter()
        .flat_map(|p| match p {
            Part::If { then, .. } => then.iter().collect::<Vec<_>>(),
            p => vec![p],
        })
        .collect();
    let attacks = done
        .iter()
        .filter(|p| {
            matches!(
                p,
                Part::Ranged { .. }
                    | Part::Melee { .. }
                    | Part::AttackOf { .. }
                    | Part::AttackCounted { .. }
                    | Part::AttackOfPlus { .. }
            )
        })
        .count();
    let others = done.iter().any(|p| {
        matches!(
            p,
            Part::Destroy { .. } | Part::DestroyOne { .. } | Part::Fear { .. }
        )
    });
    if attacks != 1 || others {
        return None;
    }
    let rewritten = format!("If this destroyed a card,{rest}");
    let mut trial = ab.clone();
    let p = super::conditions::leading_if(&rewritten, &mut trial)?;
    if !trial.unread.is_empty() && trial.unread != ab.unread {
        return None;
    }
    ab.targets = trial.targets;
    Some(vec![p])
}

/// The one card a short phrase names (`him`, `the Personality`), with no new target.
fn one_card(phrase: &[String], ab: &Ability) -> Option<Who> {
    let mut trial = ab.clone();
    let who = object(phrase, &mut trial)?;
    (trial.targets.len() == ab.targets.len() && trial.performer == ab.performer).then_some(who)
}

/// `Bow him or all his attachments`, `Bow the Personality or all of his attachments`: one of
/// the two, as the player chooses (`his` the same card).
fn bow_or_attachments(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let phrase: &[&str] = match s.as_slice() {
        ["bow", p @ .., "or", "all", "his", "attachments"]
        | ["bow", p @ .., "or", "all", "of", "his", "attachments"] => p,
        _ => return None,
    };
    if !matches!(phrase, ["him"] | ["the", "personality"] | ["the", "target"]) {
        return None;
    }
    let phrase: Vec<String> = phrase.iter().map(|x| x.to_string()).collect();
    let who = one_card(&phrase, ab)?;
    // `his` is the same card: the one `him` names too.
    if one_card(&["him".to_string()], ab)? != who {
        return None;
    }
    Some(vec![Part::OneOf {
        options: vec![
            vec![Part::Bow { who: who.clone() }],
            vec![Part::BowAttachments { of: who }],
        ],
    }])
}

/// `Give him Naval while this card remains in play`: one keyword (printed capitalised), for as
/// long as this card remains in play.
fn keyword_while_in_play(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let ["give", p, word, "while", "this", "card", "remains", "in", "play"] = s.as_slice() else {
        return None;
    };
    if !matches!(*p, "him" | "her") || !word.chars().all(|c| c.is_ascii_lowercase()) {
        return None;
    }
    // A keyword of the game: printed capitalised in the ability.
    let printed = ab.printed.split_whitespace().any(|x| {
        x.trim_matches(|c: char| !c.is_alphabetic())
            .eq_ignore_ascii_case(word)
            && x.starts_with(|c: char| c.is_uppercase())
    });
    if !printed || super::targets::is_stop(word) {
        return None;
    }
    let who = one_card(&[p.to_string()], ab)?;
    Some(vec![Part::KeywordWhileInPlay {
        who,
        word: super::words::capitalise(word),
    }])
}

/// `Raise his Force to 6`.
fn raise_force_to(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let ["raise", p, "force", "to", n] = s.as_slice() else {
        return None;
    };
    let pronoun = match *p {
        "his" => "him",
        "her" => "her",
        _ => return None,
    };
    let value = num(n).filter(|n| *n > 0)?;
    let who = one_card(&[pronoun.to_string()], ab)?;
    Some(vec![Part::RaiseForceTo { who, value }])
}

/// After one duel, `The winner gains 2 Honor`, `The winner's controller gains 1 Honor`, `The
/// winner draws a card`: the player who controls the duel's winner.
fn winner_player(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let duels = ab
        .effects
        .iter()
        .filter(|p| matches!(p, Part::Duel { .. }))
        .count();
    if duels != 1 {
        return None;
    }
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let of = Who::DuelWinner;
    match s.as_slice() {
        ["the", "winner", "gains", n, "honor"]
        | ["the", "winner's", "controller", "gains", n, "honor"] => {
            let amount = num(n).filter(|n| *n > 0)?;
            Some(vec![Part::ControllerOfGainsHonor { of, amount }])
        }
        ["the", "winner", "draws", "a", "card"] => {
            Some(vec![Part::ControllerOfDraws { of, count: 1 }])
        }
        ["the", "winner", "draws", n, "cards"] => {
            let count = num(n).filter(|n| *n > 1)?;
            Some(vec![Part::ControllerOfDraws { of, count }])
        }
        _ => None,
    }
}

/// `Your target unbowed Personality challenges another player's target Personality`: as `…
/// challenges a target enemy Personality` (the same side of the table).
fn challenges_another_players(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let k = w.iter().position(|x| x == "challenges")?;
    let rest = &w[k + 1..];
    if !(rest.len() >= 4 && is(&rest[..3], &["another", "player's", "target"])) {
        return None;
    }
    if rest[3..]
        .iter()
        .any(|x| x == "who" || x == "which" || x == "to")
    {
        return None;
    }
    let mut v = w[..=k].to_vec();
    v.extend(["a", "target", "enemy"].map(str::to_string));
    v.extend_from_slice(&rest[3..]);
    let mut trial = ab.clone();
    let parts = effect_clause(&v, &mut trial)?;
    if !matches!(parts.as_slice(), [Part::Duel { .. }]) {
        return None;
    }
    *ab = trial;
    Some(parts)
}

/// The card a possessive names (`his`, `her`, `its`, `the Personality's`), with no new target.
fn possessor(w: &[String], ab: &mut Ability) -> Option<Who> {
    let phrase: Vec<String> = match w {
        [p] if matches!(p.as_str(), "his" | "its") => {
            vec![if p == "his" { "him" } else { "it" }.to_string()]
        }
        [p] if p == "her" => vec!["her".to_string()],
        [t, k] if t == "the" && k.ends_with("'s") && k.len() > 2 => {
            vec![t.clone(), k.trim_end_matches("'s").to_string()]
        }
        _ => return None,
    };
    let mut trial = ab.clone();
    let who = object(&phrase, &mut trial)?;
    (trial.targets.len() == ab.targets.len() && trial.performer == ab.performer).then_some(who)
}

/// `Negate his (future) movement`, `… (further) movement`, `Negate his next movement`, `Negate
/// the Personality's (future) movement`: every later movement of the card, or only the next
/// one, is negated.
fn negate_movement(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let n = w.len();
    if n < 4 || w[0] != "negate" || w[n - 1] != "movement" {
        return None;
    }
    let next = match w[n - 2].as_str() {
        "(future)" | "(further)" => false,
        "next" => true,
        _ => return None,
    };
    let who = possessor(&w[1..n - 2], ab)?;
    Some(vec![Part::NegateMovement { who, next }])
}

/// `Take control of him`, `Take control of him (he joins your army)`: the player takes control
/// of the card named (with no new target).
fn take_control(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let (phrase, joins) = match s.as_slice() {
        ["take", "control", "of", p, "(he", "joins", "your", "army)"] if *p == "him" => (*p, true),
        ["take", "control", "of", p, "(she", "joins", "your", "army)"] if *p == "her" => (*p, true),
        ["take", "control", "of", p] if matches!(*p, "him" | "her") => (*p, false),
        _ => return None,
    };
    let mut trial = ab.clone();
    let who = object(&[phrase.to_string()], &mut trial)?;
    if trial.targets.len() != ab.targets.len() || trial.performer != ab.performer {
        return None;
    }
    Some(vec![Part::TakeControl { who, joins }])
}

/// `Destroy your rightmost Province`, `Destroy your leftmost province`.
fn destroy_province(w: &[String]) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let ["destroy", "your", side, "province"] = s.as_slice() else {
        return None;
    };
    matches!(*side, "rightmost" | "leftmost").then(|| {
        vec![Part::DestroyProvinceAt {
            side: side.to_string(),
        }]
    })
}

/// Whether the ability is a reaction or interrupt to an action, which `the action` names.
fn to_an_action(ab: &Ability) -> bool {
    ab.timings.iter().any(|t| match t {
        Timing::Reaction { trigger } => {
            let t = words(trigger);
            t.iter().any(|x| x == "action") && !t.iter().any(|x| x == "actions")
        }
        _ => false,
    })
}

/// In a reaction to an action, `Negate any Honor losses until the action ends`.
fn honor_losses_until_action_ends(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let ok = is(
        w,
        &[
            "negate", "any", "honor", "losses", "until", "the", "action", "ends",
        ],
    );
    (ok && to_an_action(ab)).then(|| vec![Part::NoHonorLossUntilActionEnds])
}

/// In a reaction to an action, `Give him +1C until the action ends`: the bonus lasts until that
/// action ends.
fn bonus_until_action_ends(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let n = w.len();
    if n < 6 || !is(&w[n - 4..], &["until", "the", "action", "ends"]) || !to_an_action(ab) {
        return None;
    }
    if w[0] != "give" {
        return None;
    }
    let mut trial = ab.clone();
    let parts = effect_clause(&w[..n - 4], &mut trial)?;
    let [Part::Bonus {
        who,
        force,
        chi,
        lasting: Lasting::Turn,
    }] = parts.as_slice()
    else {
        return None;
    };
    let part = Part::BonusUntilActionEnds {
        who: who.clone(),
        force: *force,
        chi: *chi,
    };
    ab.targets = trial.targets;
    Some(vec![part])
}

/// `Produce Gold equal to its Focus Value` (the one card discarded as a cost), `Produce Gold equal
/// to its base Gold Cost` (the one card the ability names).
fn produce_gold_of(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let ["produce", "gold", "equal", "to", rest @ ..] = s.as_slice() else {
        return None;
    };
    let stat = match rest {
        ["its", "focus", "value"] => "focus value",
        ["its", "base", "gold", "cost"] => "base gold cost",
        ["its", "gold", "cost"] => "gold cost",
        _ => return None,
    };
    if ab.performer.is_some() {
        return None;
    }
    // `its`: the one card discarded as a cost (with no target), or the one target, that can be
    // no personality (with no card discarded).
    let of = match ab.targets.as_slice() {
        [] => {
            let mut probe = ab.clone();
            let (of, trial, _) = owner(&w[4..], &mut probe)?;
            (of == Who::Discarded && trial.targets.is_empty()).then_some(of)?
        }
        [t] => {
            let person = |k: &String| k.contains("personality") || k == "card";
            let words_person = |v: &Vec<String>| v.iter().any(|k| k.contains("personality"));
            let discards = ab
                .costs
                .iter()
                .any(|c| matches!(c, Part::DiscardFromHand { .. } | Part::DiscardThisFromHand));
            let kinds_ok = if t.kinds == ["card"] {
                !t.any_of.is_empty()
                    && t.any_of.iter().all(|k| HOLDINGS.contains(&k.as_str()))
                    && !words_person(&t.must_be)
            } else {
                !t.kinds.iter().any(person)
            };
            (t.count.is_none() && kinds_ok && !discards).then_some(Who::Target(1))?
        }
        _ => return None,
    };
    Some(vec![Part::ProduceGoldOf {
        of,
        stat: stat.to_string(),
    }])
}

/// Words of holdings a target of any card may name instead of a kind (`your target Mine or Farm`).
const HOLDINGS: &[&str] = &["mine", "farm", "port", "market", "mill", "holding"];

/// `Move him home or, if he would be opposed, to the current battlefield`, `You may move him
/// home, or, if he would be opposed, to the current battlefield`: one of the two moves, as the
/// player chooses, the second only when the card would be opposed there.
pub(super) fn sentence(sentence: &str, ab: &mut Ability) -> Option<Vec<Part>> {
    if let Some(p) = after_this_destroys(sentence, ab).or_else(|| switch_force_chi(sentence, ab)) {
        return Some(p);
    }
    let w = words(&sentence.replace(',', " "));
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let (may, rest) = match s.as_slice() {
        ["you", "may", "move", rest @ ..] => (true, rest),
        ["move", rest @ ..] => (false, rest),
        _ => return None,
    };
    let [phrase @ .., "home", "or", "if", p, "would", "be", "opposed", "to", "the", "current", "battlefield"] =
        rest
    else {
        return None;
    };
    let fits = match phrase {
        ["him"] | ["this", "card"] | ["the", "target"] => *p == "he",
        ["her"] => *p == "she",
        _ => false,
    };
    if !fits {
        return None;
    }
    let phrase: Vec<String> = phrase.iter().map(|x| x.to_string()).collect();
    let mut trial = ab.clone();
    let who = object(&phrase, &mut trial)?;
    if trial.targets.len() != ab.targets.len() || trial.performer != ab.performer {
        return None;
    }
    let one = Part::OneOf {
        options: vec![
            vec![Part::MoveHome { who: who.clone() }],
            vec![Part::If {
                cond: Condition::WouldBeOpposed(who.clone()),
                then: vec![Part::MoveToBattlefield { who }],
                otherwise: Vec::new(),
            }],
        ],
    };
    Some(if may {
        vec![Part::May { then: vec![one] }]
    } else {
        vec![one]
    })
}
