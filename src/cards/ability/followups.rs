//! Effect sentences that follow others and name what came before: a part done later (`Destroy
//! him before this turn ends`), an action's target moved in a reaction (`The action targets him
//! instead, if legal`), a bonus to each of the player's cards of a kind (`Give each of your
//! Followers at this battle +1F`), a card taken from the discard pile (`Put a Ring from your
//! discard pile into your hand`) and the additional action `appropriate to this phase`.
//!
//! Every reading here is exact or none: a pronoun is resolved by [`object`] (never guessed), and
//! a clause with words the reader does not know stays unread.

use super::costs::{performer_clause, read_costs, PerformerVerb};
use super::effects::effect_clause;
use super::targets::{noun_phrase, object};
use super::words::{bonus, is, num, words};
use super::{Ability, Delay, HonorChange, Lasting, Part, Side, Timing};

/// Whether the personal pronouns of `w` (`him`, `he`, `his`) may name the ability's one
/// target: never one that cannot be a personality (`Straighten your target Ring. … straighten
/// him` names no Ring).
fn pronouns_fit(w: &[String], ab: &Ability) -> bool {
    let personal = w
        .iter()
        .any(|x| matches!(x.as_str(), "him" | "her" | "he" | "she" | "his"));
    !personal
        || ab.targets.len() != 1
        || ab.targets[0]
            .kinds
            .iter()
            .any(|k| k == "personality" || k == "card")
}

/// The delays as printed at the end (or the start) of a clause, lower-case words.
const DELAYS: &[(&[&str], Delay)] = &[
    (&["before", "this", "turn", "ends"], Delay::TurnEnds),
    (&["before", "the", "turn", "ends"], Delay::TurnEnds),
    (
        &["before", "the", "end", "of", "the", "turn"],
        Delay::TurnEnds,
    ),
    (&["before", "this", "phase", "ends"], Delay::PhaseEnds),
    (
        &["before", "this", "battle", "resolves"],
        Delay::BattleResolves,
    ),
    (&["after", "the", "battle", "ends"], Delay::BattleEnds),
    (&["after", "this", "battle", "ends"], Delay::BattleEnds),
    (
        &["after", "your", "next", "turn", "begins"],
        Delay::NextTurnBegins,
    ),
];

/// The delay a clause ends with, and where its words begin.
fn trailing_delay(w: &[String]) -> Option<(Delay, usize)> {
    DELAYS.iter().find_map(|(d, delay)| {
        let k = w.len().checked_sub(d.len())?;
        (k > 0 && is(&w[k..], d)).then_some((*delay, k))
    })
}

/// A clause that is exactly a delay (`Before this phase ends`).
fn whole_delay(w: &[String]) -> Option<Delay> {
    DELAYS
        .iter()
        .find_map(|(d, delay)| is(w, d).then_some(*delay))
}

/// One effect clause of the families here, or `None` (the other readers then try).
pub(super) fn clause(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    delayed(w, ab)
        .or_else(|| bonus_each(w, ab))
        .or_else(|| take_to_hand(w))
        .or_else(|| additional_action(w))
        .or_else(|| target_player_honor(w))
        .or_else(|| no_actions(w, ab))
        .or_else(|| may_pay_to(w, ab))
        .or_else(|| target_performing(w, ab))
        .or_else(|| one_of(w, ab))
        .or_else(|| movement_not_negated(w, ab))
        .or_else(|| turn_face_up(w, ab))
        .or_else(|| use_again(w, ab))
        .or_else(|| transfer_to(w, ab))
        .or_else(|| bonus_and_keyword(w, ab))
        .or_else(|| and_keyword(w, ab))
        .or_else(|| keyword_one_of(w, ab))
        .or_else(|| as_moves(w, ab))
        .or_else(|| one_looked_to_bottom(w, ab))
        .or_else(|| shuffle(w))
        .or_else(|| action_performed_by(w, ab))
        .or_else(|| small_sentences(w))
}

/// A sentence read whole: `Before this phase ends, straighten him`, `The action targets him
/// instead, if legal`.
pub(super) fn sentence(sentence: &str, parts: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    redirect(parts, ab)
        .or_else(|| search_then(parts, ab))
        .or_else(|| may_target(parts, ab))
        .or_else(|| leading_delay(parts, ab))
        .or_else(|| create_personality_with_ability(sentence))
}

/// `Create a 2F/2C/3PH Mantis Clan • Spirit Personality with the ability, "Battle: …"`: the
/// personality, with its quoted ability read like any other and only when it reads fully (its
/// `this card` is the personality created).
fn create_personality_with_ability(sentence: &str) -> Option<Vec<Part>> {
    let q = sentence.find(['"', '“'])?;
    let head = words(sentence[..q].trim().trim_end_matches(','));
    let k = head.len().checked_sub(3)?;
    if !(is(&head[k..], &["with", "the", "ability"]) || is(&head[k..], &["with", "the", "trait"])) {
        return None;
    }
    let quoted = sentence[q..].trim_end();
    let inner = quoted.strip_prefix(['"', '“'])?.strip_suffix(['"', '”'])?;
    if inner.contains(['"', '“', '”']) {
        return None;
    }
    let abilities: Vec<Ability> = super::read(inner);
    if abilities.len() != 1 || abilities[0].extent() != super::Extent::Fully {
        return None;
    }
    let Part::CreatePersonality {
        force,
        chi,
        honor,
        keywords,
        here,
        ..
    } = super::effects::create_personality(&head[..k])?
    else {
        return None;
    };
    Some(vec![Part::CreatePersonality {
        force,
        chi,
        honor,
        keywords,
        here,
        abilities,
    }])
}

/// `Destroy him before this turn ends`, `Straighten him before this battle resolves`, `Remove
/// him from the game after the battle ends`: the parts, done at that moment. Never when the
/// clause says `instead` or lasts `until …` (a bonus that ends is no part done later).
fn delayed(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let (at, k) = trailing_delay(w)?;
    if w[..k]
        .iter()
        .any(|x| x == "instead" || x == "until" || x == "if")
    {
        return None;
    }
    let mut trial = ab.clone();
    let then = effect_clause(&w[..k], &mut trial)?;
    if then.is_empty() || trial.targets.len() != ab.targets.len() {
        return None;
    }
    Some(vec![Part::Delayed { at, then }])
}

/// `Before this phase ends, straighten him.`: every clause after the delay must read.
fn leading_delay(parts: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let (first, rest) = parts.split_first()?;
    let at = whole_delay(&words(first))?;
    if rest.is_empty() {
        return None;
    }
    let mut trial = ab.clone();
    let mut then = Vec::new();
    for c in rest {
        let w = words(c);
        if w.first().map(String::as_str) == Some("if") || w.iter().any(|x| x == "instead") {
            return None;
        }
        then.extend(effect_clause(&w, &mut trial)?);
    }
    if then.is_empty() || trial.targets.len() != ab.targets.len() {
        return None;
    }
    Some(vec![Part::Delayed { at, then }])
}

/// `The action targets him instead, if legal`, `It targets this card instead, if legal`: in a
/// reaction or interrupt to an action that would target a card, the action targets the card
/// named instead, when that card is a legal target for it.
fn redirect(parts: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [head, tail] = parts else {
        return None;
    };
    if words(tail) != ["if", "legal"] {
        return None;
    }
    let trigger = ab.timings.iter().find_map(|t| match t {
        Timing::Reaction { trigger } | Timing::Interrupt { trigger } => Some(trigger.as_str()),
        _ => None,
    })?;
    if !trigger.to_lowercase().contains("would target") {
        return None;
    }
    let w = words(head);
    let rest = match w.as_slice() {
        [t, a, v, rest @ ..] if t == "the" && a == "action" && v == "targets" => rest,
        [i, v, rest @ ..] if i == "it" && v == "targets" => rest,
        _ => return None,
    };
    let (instead, who) = rest.split_last()?;
    if instead != "instead" || who.is_empty() {
        return None;
    }
    // The card named must be one the ability already names (a pronoun, this card, the
    // performer): no new target is chosen here.
    let mut trial = ab.clone();
    let to = object(who, &mut trial)?;
    if trial.targets.len() != ab.targets.len() {
        return None;
    }
    Some(vec![Part::Redirect { to }])
}

/// The kinds in the plural, as `each of your …` prints them.
const PLURAL_KINDS: &[(&str, &str)] = &[
    ("personalities", "personality"),
    ("followers", "follower"),
    ("cards", "card"),
    ("holdings", "holding"),
    ("items", "item"),
    ("spells", "spell"),
    ("attachments", "attachment"),
];

/// `Give each of your Followers at this battle +1F`, `Give each of your Ashigaru cards at the
/// current battlefield +1F (until the turn ends)`: every card of the player's that fits, as the
/// part is done, gets the bonus until the end of the turn. The kind must be printed in the
/// plural (a trait alone, `your Shugenja`, is not read).
fn bonus_each(w: &[String], _ab: &mut Ability) -> Option<Vec<Part>> {
    let [g, e, o, y, rest @ ..] = w else {
        return None;
    };
    if g != "give" || e != "each" || o != "of" || y != "your" {
        return None;
    }
    let mut rest: Vec<String> = rest.to_vec();
    let tail = rest.join(" ");
    for end in [
        "(until the turn ends)",
        "(until the end of the turn)",
        "until the end of the turn",
        "(this turn)",
    ] {
        if let Some(t) = tail.strip_suffix(end) {
            rest = t.split_whitespace().map(str::to_string).collect();
            break;
        }
    }
    let (b, phrase) = rest.split_last()?;
    let (force, chi) = bonus(b)?;
    // The one kind, in the plural, the first word that is one.
    let k = phrase
        .iter()
        .position(|x| PLURAL_KINDS.iter().any(|(p, _)| p == x))?;
    let mut np = vec!["your".to_string()];
    for (i, x) in phrase.iter().enumerate() {
        if i == k {
            let s = PLURAL_KINDS.iter().find(|(p, _)| p == x)?.1;
            np.push(s.to_string());
        } else {
            np.push(x.clone());
        }
    }
    let what = noun_phrase(&np)?;
    if what.side != Side::Yours || what.count.is_some() {
        return None;
    }
    Some(vec![Part::BonusEach {
        what,
        force,
        chi,
        lasting: Lasting::Turn,
    }])
}

/// `Put a Ring from your discard pile into your hand`, `Put a non-Unique Item in your discard
/// pile into your hand`: one card of that description, chosen (not targeted) from the pile.
fn take_to_hand(w: &[String]) -> Option<Vec<Part>> {
    let [p, a, rest @ ..] = w else {
        return None;
    };
    if p != "put" || !(a == "a" || a == "an") {
        return None;
    }
    let end = ["into", "your", "hand"];
    let k = rest.len().checked_sub(end.len())?;
    if !is(&rest[k..], &end) {
        return None;
    }
    let rest = &rest[..k];
    let places: &[(&[&str], &str)] = &[
        (&["your", "discard", "pile"], "discard pile"),
        (&["your", "fate", "discard", "pile"], "fate discard pile"),
        (
            &["your", "dynasty", "discard", "pile"],
            "dynasty discard pile",
        ),
    ];
    let (place, n) = places.iter().find_map(|(pw, name)| {
        let k = rest.len().checked_sub(pw.len() + 1)?;
        (k > 0 && (rest[k] == "from" || rest[k] == "in") && is(&rest[k + 1..], pw))
            .then_some((*name, k))
    })?;
    let mut np = vec!["a".to_string()];
    np.extend_from_slice(&rest[..n]);
    if np.iter().any(|x| x == "target") {
        return None;
    }
    let what = noun_phrase(&np)?;
    if what.count.is_some() || !what.qualifiers.is_empty() {
        return None;
    }
    Some(vec![Part::TakeToHand {
        what,
        place: place.to_string(),
    }])
}

/// `You may take an additional action appropriate to this phase`: an action of the phase, as
/// every action is; the words add nothing to `You may take an additional action`.
fn additional_action(w: &[String]) -> Option<Vec<Part>> {
    is(
        w,
        &[
            "you",
            "may",
            "take",
            "an",
            "additional",
            "action",
            "appropriate",
            "to",
            "this",
            "phase",
        ],
    )
    .then(|| vec![Part::AdditionalAction { kind: None }])
}

/// `A target player loses 1 Honor`, `A target player gains or loses 2 Honor`: a player targeted
/// as the part is done (no card), who gains or loses the honor (the player using the ability
/// chooses which, when both are printed).
fn target_player_honor(w: &[String]) -> Option<Vec<Part>> {
    let [a, t, p, rest @ ..] = w else {
        return None;
    };
    if a != "a" || t != "target" || p != "player" {
        return None;
    }
    let s: Vec<&str> = rest.iter().map(String::as_str).collect();
    let (change, n) = match s.as_slice() {
        ["gains", "or", "loses", n, "honor"] => (HonorChange::GainsOrLoses, n),
        ["loses", n, "honor"] => (HonorChange::Loses, n),
        ["gains", n, "honor"] => (HonorChange::Gains, n),
        _ => return None,
    };
    Some(vec![Part::TargetPlayerHonor {
        change,
        amount: num(n)?,
    }])
}

/// `He may not perform actions this turn`, `He may not perform actions until the current phase
/// ends`: the card named performs no action until then. Without a time printed, not read.
fn no_actions(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [p, m, n, pe, a, rest @ ..] = w else {
        return None;
    };
    if !(m == "may" && n == "not" && pe == "perform" && a == "actions") {
        return None;
    }
    let s: Vec<&str> = rest.iter().map(String::as_str).collect();
    let until = match s.as_slice() {
        ["this", "turn"] | ["(this", "turn)"] | ["until", "the", "end", "of", "the", "turn"] => {
            Delay::TurnEnds
        }
        ["this", "phase"] | ["until", "the", "current", "phase", "ends"] => Delay::PhaseEnds,
        _ => return None,
    };
    if !pronouns_fit(w, ab) {
        return None;
    }
    let pronoun = match p.as_str() {
        "he" => "him",
        "she" => "her",
        _ => return None,
    };
    let mut trial = ab.clone();
    let who = object(&[pronoun.to_string()], &mut trial)?;
    if trial.targets.len() != ab.targets.len() {
        return None;
    }
    Some(vec![Part::NoActions { who, until }])
}

/// `You may discard a card to straighten this card`: the player may pay the costs before `to`
/// (read as costs are, wholly) to have the parts after it done; nothing is done otherwise.
fn may_pay_to(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [y, m, rest @ ..] = w else {
        return None;
    };
    if y != "you"
        || m != "may"
        || rest.first().map(String::as_str) == Some("target")
        || !pronouns_fit(w, ab)
    {
        return None;
    }
    for k in (1..rest.len()).filter(|&k| rest[k] == "to") {
        let mut probe = ab.clone();
        probe.costs.clear();
        read_costs(&rest[..k].join(" "), &mut probe);
        if probe.costs.is_empty()
            || probe.unread != ab.unread
            || probe.targets != ab.targets
            || probe.performer != ab.performer
            || probe.conditions != ab.conditions
            || probe.even_if != ab.even_if
        {
            continue;
        }
        let mut trial = ab.clone();
        let Some(then) = effect_clause(&rest[k + 1..], &mut trial) else {
            continue;
        };
        if then.is_empty() || trial.targets.len() != ab.targets.len() {
            continue;
        }
        return Some(vec![Part::MayPay {
            pay: probe.costs,
            then,
        }]);
    }
    None
}

/// `Give your target performing Monk a Force bonus equal to his Chi`: the performer, chosen when
/// the action is announced, named inside the first effect.
fn target_performing(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    if ab.performer.is_some() || !ab.effects.is_empty() {
        return None;
    }
    let i = w
        .windows(3)
        .position(|x| is(x, &["your", "target", "performing"]))?;
    if i == 0 {
        return None;
    }
    for j in i + 4..=w.len() {
        let mut phrase = vec!["target".to_string()];
        phrase.extend_from_slice(&w[i..j]);
        phrase.remove(2);
        let Some((PerformerVerb::Choose, t)) = performer_clause(&phrase) else {
            continue;
        };
        let mut trial = ab.clone();
        trial.performer = Some(t);
        let mut again: Vec<String> = w[..i].to_vec();
        again.extend(["your".to_string(), "performer".to_string()]);
        again.extend_from_slice(&w[j..]);
        let Some(parts) = effect_clause(&again, &mut trial) else {
            continue;
        };
        if parts.is_empty() || trial.targets.len() != ab.targets.len() {
            continue;
        }
        ab.performer = trial.performer;
        return Some(parts);
    }
    None
}

/// The verbs an option of `Bow him or move him home` may open with.
const VERBS: &[&str] = &[
    "bow",
    "straighten",
    "destroy",
    "dishonor",
    "rehonor",
    "move",
    "give",
    "discard",
    "gain",
    "lose",
    "draw",
    "put",
    "remove",
];

/// `Bow him or move him home`, `Either …, or …`, `Straighten or bow a target Personality`: one
/// of the options, as the player using the ability chooses. Each option must read wholly, with
/// no target of its own; never under a condition or with `instead`.
fn one_of(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let w = match w.first().map(String::as_str) {
        Some("either") => &w[1..],
        _ => w,
    };
    if w.iter()
        .any(|x| matches!(x.as_str(), "if" | "unless" | "instead" | "either"))
    {
        return None;
    }
    // `Straighten or bow a target Personality`: as `Bow or straighten him`.
    if let [a, o, b, rest @ ..] = w {
        let pair = (a.as_str(), b.as_str());
        if o == "or" && matches!(pair, ("straighten", "bow") | ("bow", "straighten")) {
            let mut trial = ab.clone();
            let who = object(rest, &mut trial)?;
            ab.targets = trial.targets;
            return Some(vec![Part::BowOrStraighten { who }]);
        }
    }
    if !VERBS.contains(&w.first()?.as_str()) {
        return None;
    }
    let ors: Vec<usize> = (1..w.len())
        .filter(|&k| w[k] == "or" && w.get(k + 1).is_some_and(|v| VERBS.contains(&v.as_str())))
        .collect();
    let [k] = ors.as_slice() else {
        return None;
    };
    let mut options = Vec::new();
    for part in [&w[..*k], &w[k + 1..]] {
        let mut trial = ab.clone();
        let then = effect_clause(part, &mut trial)?;
        if then.is_empty() || trial.targets.len() != ab.targets.len() {
            return None;
        }
        options.push(then);
    }
    Some(vec![Part::OneOf { options }])
}

/// `This movement will not be negated`, after a part that moves a card: that movement.
fn movement_not_negated(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    if !is(w, &["this", "movement", "will", "not", "be", "negated"]) {
        return None;
    }
    matches!(
        ab.effects.last(),
        Some(Part::MoveHome { .. } | Part::MoveToBattlefield { .. })
    )
    .then(|| vec![Part::MovementNotNegated])
}

/// `Turn a target card in another player's Province face-up`.
fn turn_face_up(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [t, rest @ .., f] = w else {
        return None;
    };
    if t != "turn" || f != "face-up" || rest.is_empty() {
        return None;
    }
    let mut trial = ab.clone();
    let who = object(rest, &mut trial)?;
    ab.targets = trial.targets;
    Some(vec![Part::TurnFaceUp { who }])
}

/// `You may use its abilities a second time`, `… an additional time this turn`: the card's
/// abilities may be used once more than they could.
fn use_again(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [y, m, u, p, a, rest @ ..] = w else {
        return None;
    };
    if !(y == "you" && m == "may" && u == "use" && a == "abilities") {
        return None;
    }
    let this_turn = match rest
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["a", "second", "time"] => false,
        ["a", "second", "time", "this", "turn"]
        | ["a", "second", "time", "(this", "turn)"]
        | ["an", "additional", "time", "this", "turn"] => true,
        _ => return None,
    };
    let pronoun = match p.as_str() {
        "its" => "it",
        "his" => "him",
        "her" => "her",
        _ => return None,
    };
    if !pronouns_fit(w, ab) {
        return None;
    }
    let mut trial = ab.clone();
    let who = object(&[pronoun.to_string()], &mut trial)?;
    if trial.targets.len() != ab.targets.len() {
        return None;
    }
    Some(vec![Part::UseAgain { who, this_turn }])
}

/// `Transfer it to this card`: the card named moves to this card (an attachment to this
/// personality).
fn transfer_to(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [t, what @ .., to, th, c] = w else {
        return None;
    };
    if t != "transfer" || to != "to" || th != "this" || c != "card" || what.is_empty() {
        return None;
    }
    let mut trial = ab.clone();
    let what = object(what, &mut trial)?;
    if trial.targets.len() != ab.targets.len() || what == super::Who::This {
        return None;
    }
    Some(vec![Part::TransferTo {
        what,
        to: super::Who::This,
    }])
}

/// `Give this Shugenja +2F and Conqueror`: the bonus and the keyword, to the one card.
fn bonus_and_keyword(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [g, rest @ .., b, a, k] = w else {
        return None;
    };
    if g != "give" || a != "and" || bonus(b).is_none() || rest.is_empty() {
        return None;
    }
    let mut trial = ab.clone();
    let mut first = vec![g.clone()];
    first.extend_from_slice(rest);
    first.push(b.clone());
    let mut parts = effect_clause(&first, &mut trial)?;
    let mut second = vec![g.clone()];
    second.extend_from_slice(rest);
    second.push(k.clone());
    let more = effect_clause(&second, &mut trial)?;
    let same = match (parts.as_slice(), more.as_slice()) {
        ([Part::Bonus { who, .. }], [Part::GainTrait { who: w2, .. }]) => who == w2,
        _ => false,
    };
    if !same {
        return None;
    }
    ab.targets = trial.targets;
    parts.extend(more);
    Some(parts)
}

/// `Give this Shugenja +2F and Conqueror`, `Permanently give him Shadowlands and Undead`: the
/// sentence is cut at `and`, so the keyword stands alone after the part that gave the bonus
/// or the first keyword; it goes to the same card, for as long.
fn and_keyword(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [k] = w else {
        return None;
    };
    if !k.chars().all(char::is_alphabetic)
        || matches!(
            k.as_str(),
            "then" | "and" | "or" | "it" | "him" | "her" | "them" | "otherwise" | "instead"
        )
    {
        return None;
    }
    let (who, lasting) = match ab.effects.last()? {
        Part::Bonus { who, lasting, .. } | Part::GainTrait { who, lasting, .. } => {
            (who.clone(), *lasting)
        }
        _ => return None,
    };
    Some(vec![Part::GainTrait {
        who,
        word: k.clone(),
        lasting,
    }])
}

/// `Give him Kolat, Ninja, or Shadowlands`, `Permanently give this card either Cavalry or
/// Naval`: one of the keywords, as the player using the ability chooses.
fn keyword_one_of(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let (lasting, w) = match w {
        [p, rest @ ..] if p == "permanently" => (Lasting::Permanent, rest),
        _ => (Lasting::Turn, w),
    };
    let [g, rest @ ..] = w else {
        return None;
    };
    let ors = rest.iter().filter(|x| *x == "or").count();
    if g != "give" || ors != 1 || rest.len() < 4 || rest[rest.len() - 2] != "or" {
        return None;
    }
    for j in 1..=rest.len() - 3 {
        let mut list: Vec<String> = rest[j..].iter().filter(|x| *x != "or").cloned().collect();
        if list.first().map(String::as_str) == Some("either") {
            list.remove(0);
        }
        if list.len() < 2
            || list.iter().any(|x| {
                !x.chars().all(char::is_alphabetic)
                    || matches!(
                        x.as_str(),
                        "the" | "a" | "an" | "and" | "either" | "ability" | "trait" | "it" | "him"
                    )
            })
        {
            continue;
        }
        let mut trial = ab.clone();
        let Some(who) = object(&rest[..j], &mut trial) else {
            continue;
        };
        ab.targets = trial.targets;
        return Some(vec![Part::GainTraitOneOf {
            who,
            words: list,
            lasting,
        }]);
    }
    None
}

/// `You may target and bow an enemy card`, `You may target a Personality and give him -3F`: a
/// target the player may choose as the part is done (not when the action is announced), and
/// the parts done to it ([`Who::LaterTarget`](super::Who::LaterTarget)). Inside the sentence a
/// pronoun names that target; a sentence that names another card by `the …` is not read (it
/// could be either), nor one that names the target's unit.
fn may_target(parts: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let (first, rest) = parts.split_first()?;
    let fw = words(first);
    if fw.len() < 3 || !is(&fw[..3], &["you", "may", "target"]) || rest.is_empty() {
        return None;
    }
    let mut trial = ab.clone();
    trial.targets.clear();
    let mut then = Vec::new();
    let mut clauses = rest.iter().map(|c| words(c));
    if fw.len() == 3 {
        // `You may target and VERB NP`: the target is the object of the first verb.
        let w = clauses.next()?;
        let at = match w.as_slice() {
            [m, h, ..] if m == "move" && h == "home" => 2,
            [v, ..] if VERBS.contains(&v.as_str()) => 1,
            _ => return None,
        };
        if w.iter().any(|x| x == "the" || x == "target") {
            return None;
        }
        let mut again: Vec<String> = w[..at].to_vec();
        again.push("target".into());
        again.extend_from_slice(&w[at..]);
        then.extend(effect_clause(&again, &mut trial)?);
    } else {
        // `one of your Personalities`: your Personality.
        let mut np: Vec<String> = fw[2..].to_vec();
        if np.len() == 5 && is(&np[1..4], &["one", "of", "your"]) {
            let one = PLURAL_KINDS.iter().find(|(p, _)| *p == np[4])?.1;
            np = vec!["target".into(), "your".into(), one.into()];
        }
        let mut t = super::targets::target_clause(&np)?;
        // `one of your Personalities`: one card, `him`.
        if t.count
            .as_ref()
            .is_some_and(|c| c.min == 1 && c.max == Some(1))
        {
            t.count = None;
        }
        trial.targets.push(t);
    }
    if trial.targets.len() != 1 {
        return None;
    }
    for w in clauses {
        if w.iter()
            .any(|x| x == "the" || x == "target" || x == "if" || x == "instead")
        {
            return None;
        }
        then.extend(effect_clause(&w, &mut trial)?);
    }
    if then.is_empty() || trial.targets.len() != 1 {
        return None;
    }
    let target = trial.targets.pop()?;
    let then = later_target(then)?;
    Some(vec![Part::MayTarget { target, then }])
}

/// The parts with the first target as the target chosen later; `None` when they name its unit,
/// another target, or hold an ability of their own.
fn later_target(parts: Vec<Part>) -> Option<Vec<Part>> {
    fn walk(v: &mut serde_json::Value) -> Option<()> {
        match v {
            serde_json::Value::Object(m) => {
                if let Some(card) = m.get("card").and_then(|c| c.as_str()) {
                    match card {
                        "target" if m.get("n").and_then(|n| n.as_u64()) == Some(1) => {
                            *v = serde_json::json!({ "card": "later-target" });
                            return Some(());
                        }
                        "target" | "unit-of" => return None,
                        _ => {}
                    }
                }
                if m.contains_key("abilities") {
                    return None;
                }
                for x in m.values_mut() {
                    walk(x)?;
                }
                Some(())
            }
            serde_json::Value::Array(a) => {
                for x in a.iter_mut() {
                    walk(x)?;
                }
                Some(())
            }
            _ => Some(()),
        }
    }
    let mut v = serde_json::to_value(&parts).ok()?;
    walk(&mut v)?;
    serde_json::from_value(v).ok()
}

/// `Straighten his unit as he moves`, `Bow his unit as it moves`, after a part that moves one
/// card: that card's unit, as it moves.
fn as_moves(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [v, p, u, a, p2, m] = w else {
        return None;
    };
    let pronouns =
        matches!(p.as_str(), "his" | "her" | "its") && matches!(p2.as_str(), "he" | "she" | "it");
    if !(u == "unit" && a == "as" && m == "moves" && pronouns) {
        return None;
    }
    let who = match ab.effects.last()? {
        Part::MoveHome { who } | Part::MoveToBattlefield { who } => who.clone(),
        _ => return None,
    };
    let unit = match &who {
        super::Who::Target(n) => super::Who::UnitOf(*n),
        // The personality an attachment is attached to is in this card's unit.
        super::Who::This | super::Who::Bearer => super::Who::ThisUnit,
        super::Who::Performer => super::Who::PerformerUnit,
        _ => return None,
    };
    let then = match v.as_str() {
        "straighten" => Part::Straighten { who: unit },
        "bow" => Part::Bow { who: unit },
        _ => return None,
    };
    Some(vec![Part::AsMoves {
        who,
        then: vec![then],
    }])
}

/// `Search your discard pile, then Fate deck, for a Ring`: one search, in the first place and
/// then the second.
fn search_then(parts: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [a, b, c] = parts else {
        return None;
    };
    let (a, b, c) = (words(a), words(b), words(c));
    let place = |w: &[String]| {
        super::effects::SEARCH_PLACES
            .iter()
            .find(|(p, _)| is(w, p))
            .map(|(_, name)| *name)
    };
    let first = match a.as_slice() {
        [s, y, rest @ ..] if s == "search" && y == "your" => place(rest)?,
        _ => return None,
    };
    let second = match b.as_slice() {
        [t, y, rest @ ..] if t == "then" && y == "your" => rest,
        [t, rest @ ..] if t == "then" => rest,
        _ => return None,
    };
    // `Search your Dynasty discard pile, then deck`: the deck of that discard pile.
    let second = if is(second, &["deck"]) && first.starts_with("dynasty") {
        "dynasty deck"
    } else {
        place(second)?
    };
    let [f, np @ ..] = c.as_slice() else {
        return None;
    };
    if f != "for" || first == second {
        return None;
    }
    let has_search = ab.effects.iter().any(|e| match e {
        Part::Search { .. } => true,
        Part::If { then, .. } => then.iter().any(|p| matches!(p, Part::Search { .. })),
        _ => false,
    });
    if has_search {
        return None;
    }
    let what = noun_phrase(np)?;
    if what.side != Side::Any || !what.qualifiers.is_empty() || what.count.is_some() {
        return None;
    }
    Some(vec![Part::Search {
        place: format!("{first}, then {second}"),
        what,
    }])
}

/// `You may put one on the bottom`, `… one of them at the bottom of the deck`: after several
/// cards are looked at, one of them goes to the bottom of its deck (the `you may` is read
/// around it).
fn one_looked_to_bottom(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let ok = matches!(
        s.as_slice(),
        ["put", "one", "on", "the", "bottom"]
            | ["put", "one", "of", "them", "on", "the", "bottom"]
            | ["put", "one", "of", "them", "at", "the", "bottom", "of", "the", "deck"]
            | ["put", "one", "of", "them", "on", "the", "bottom", "of", "the", "deck"]
    );
    let looked = ab
        .effects
        .iter()
        .any(|e| matches!(e, Part::LookAtTop { count, .. } if *count > 1));
    (ok && looked).then(|| vec![Part::OneLookedToBottom])
}

/// `Shuffle your Fate deck`.
fn shuffle(w: &[String]) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let deck = match s.as_slice() {
        ["shuffle", "your", "fate", "deck"] | ["shuffle", "your", "deck"] => "fate deck",
        ["shuffle", "your", "dynasty", "deck"] => "dynasty deck",
        _ => return None,
    };
    Some(vec![Part::Shuffle {
        deck: deck.to_string(),
    }])
}

/// `You may take an additional Battle action, which he must perform`, `… which this card must
/// perform`: the additional action, performed by the card named.
fn action_performed_by(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let (kind, who, replaces) = match s.as_slice() {
        ["which", who @ .., "must", "perform"] => {
            let kind = match ab.effects.last()? {
                Part::AdditionalAction { kind } => kind.clone(),
                _ => return None,
            };
            (kind, who.to_vec(), true)
        }
        ["you", "may", "take", "an", "additional", rest @ ..] => {
            let (kind, rest) = match rest {
                ["action", r @ ..] => (None, r),
                [k, "action", r @ ..] if matches!(*k, "battle" | "open" | "limited") => {
                    (Some(super::words::capitalise(k)), r)
                }
                _ => return None,
            };
            let [w1, who @ .., m, p] = rest else {
                return None;
            };
            if *w1 != "which" || *m != "must" || *p != "perform" {
                return None;
            }
            (kind, who.to_vec(), false)
        }
        _ => return None,
    };
    let phrase: Vec<String> = match who.as_slice() {
        ["he"] => vec!["him".into()],
        ["she"] => vec!["her".into()],
        _ => who.iter().map(|x| x.to_string()).collect(),
    };
    let mut trial = ab.clone();
    let who = object(&phrase, &mut trial)?;
    if trial.targets.len() != ab.targets.len() {
        return None;
    }
    if replaces {
        ab.effects.pop();
    }
    Some(vec![Part::AdditionalActionBy { kind, who }])
}

/// `Draw an additional card during your next End Phase`, `You may not declare an attack this
/// turn`.
fn small_sentences(w: &[String]) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    match s.as_slice() {
        ["draw", "an", "additional", "card", "during", "your", "next", "end", "phase"] => {
            Some(vec![Part::DrawAtNextEnd { count: 1 }])
        }
        ["you", "may", "not", "declare", "an", "attack", "this", "turn"] => {
            Some(vec![Part::NoAttackThisTurn])
        }
        _ => None,
    }
}
