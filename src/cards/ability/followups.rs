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
    // effects
    (
        &["before", "this", "battle's", "resolution"],
        Delay::BattleResolves,
    ),
    (
        &["after", "this", "battle", "resolves"],
        Delay::BattleResolved,
    ),
    (
        &["before", "your", "next", "turn", "ends"],
        Delay::NextTurnEnds,
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
        .or_else(|| no_abilities(w, ab))
        .or_else(|| to_owner(w, ab))
        .or_else(|| produces_more(w, ab))
        .or_else(|| end_phase(w))
        .or_else(|| two_verbs(w, ab))
        .or_else(|| move_both_home(w, ab))
        .or_else(|| will_not_straighten(w, ab))
        .or_else(|| provinces_to_bottom(w))
        .or_else(|| may_target_and(w, ab))
        .or_else(|| one_of_two_verbs(w, ab))
        .or_else(|| one_ability_not_used(w, ab))
        .or_else(|| add_token(w, ab))
        .or_else(|| him_and_his_followers(w, ab))
        .or_else(|| more_small_sentences(w, ab))
        .or_else(|| negate_force(w, ab))
        .or_else(|| give_keyword_to(w, ab))
        .or_else(|| negate_action_of_kind(w, ab))
        .or_else(|| additional_action_of_two(w))
        .or_else(|| bonus_either(w, ab))
        .or_else(|| may_assign_bowed(w, ab))
}

/// A sentence read whole: `Before this phase ends, straighten him`, `The action targets him
/// instead, if legal`.
pub(super) fn sentence(sentence: &str, parts: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    redirect(parts, ab)
        .or_else(|| refused(parts, ab))
        .or_else(|| search_then(parts, ab))
        .or_else(|| may_target(parts, ab))
        .or_else(|| leading_delay(parts, ab))
        .or_else(|| create_personality_with_ability(sentence))
        .or_else(|| super::effect_extra::sentence(sentence, ab))
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

/// Traits only personalities have, as printed in the plural after `each of your`, with the
/// singular (not `Samurai`, `Ninja`, `Monks` or `Scouts`, which other cards may have too).
const PLURAL_TRAITS: &[(&str, &str)] = &[
    ("shugenja", "shugenja"),
    ("yojimbo", "yojimbo"),
    ("kensai", "kensai"),
    ("courtiers", "courtier"),
    ("magistrates", "magistrate"),
    ("duelists", "duelist"),
    ("commanders", "commander"),
    ("tacticians", "tactician"),
];

/// `Give each of your Followers at this battle +1F`, `Give each of your Ashigaru cards at the
/// current battlefield +1F (until the turn ends)`: every card of the player's that fits, as the
/// part is done, gets the bonus until the end of the turn. The kind must be printed in the
/// plural, or a trait of personalities in the plural (`your Shugenja`, `your Courtiers`).
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
    // The one kind, in the plural, the first word that is one; or (effects) a trait of
    // personalities printed in the plural, as `your Shugenja`, `your Courtiers`.
    let mut np = vec!["your".to_string()];
    match phrase
        .iter()
        .position(|x| PLURAL_KINDS.iter().any(|(p, _)| p == x))
    {
        Some(k) => {
            for (i, x) in phrase.iter().enumerate() {
                if i == k {
                    let s = PLURAL_KINDS.iter().find(|(p, _)| p == x)?.1;
                    np.push(s.to_string());
                } else {
                    np.push(x.clone());
                }
            }
        }
        None => {
            let (k, one) = phrase.iter().enumerate().find_map(|(i, x)| {
                PLURAL_TRAITS
                    .iter()
                    .find(|(p, _)| p == x)
                    .map(|(_, one)| (i, *one))
            })?;
            // Words before the trait (`attacking`) and after it (`in this army`), as printed.
            for (i, x) in phrase.iter().enumerate() {
                if i == k {
                    np.push(one.to_string());
                    np.push("personality".to_string());
                } else {
                    np.push(x.clone());
                }
            }
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
    // `You may use each ability on your Stronghold a second time this turn`, `… each of its
    // abilities …`: as `its abilities`.
    if let [y, m, u, e, rest @ ..] = w {
        if y == "you" && m == "may" && u == "use" && e == "each" {
            let (card, tail): (Vec<String>, &[String]) = match rest {
                [o, p, a, tail @ ..] if o == "of" && a == "abilities" => {
                    let pronoun = match p.as_str() {
                        "its" => "it",
                        "his" => "him",
                        "her" => "her",
                        _ => return None,
                    };
                    (vec![pronoun.to_string()], tail)
                }
                [a, on, tail @ ..] if a == "ability" && on == "on" => {
                    let k = tail.iter().position(|x| x == "a" || x == "an")?;
                    (tail[..k].to_vec(), &tail[k..])
                }
                _ => return None,
            };
            let this_turn = match tail
                .iter()
                .map(String::as_str)
                .collect::<Vec<_>>()
                .as_slice()
            {
                ["a", "second", "time"] => false,
                ["a", "second", "time", "this", "turn"]
                | ["an", "additional", "time", "this", "turn"] => true,
                _ => return None,
            };
            if card.is_empty() || !pronouns_fit(&card, ab) {
                return None;
            }
            if is(&card, &["your", "stronghold"]) {
                return Some(vec![Part::UseAgain {
                    who: super::Who::YourStronghold,
                    this_turn,
                }]);
            }
            let mut trial = ab.clone();
            let who = object(&card, &mut trial)?;
            if trial.targets.len() != ab.targets.len() {
                return None;
            }
            return Some(vec![Part::UseAgain { who, this_turn }]);
        }
    }
    let [y, m, u, p, a, rest @ ..] = w else {
        return None;
    };
    // `It may use its abilities a second time this turn`: the card's own, as `you may`.
    let own = matches!(
        (y.as_str(), p.as_str()),
        ("it", "its") | ("he", "his") | ("she", "her")
    );
    if !((y == "you" || own) && m == "may" && u == "use" && a == "abilities") {
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
        | ["an", "additional", "time", "this", "turn"]
        | ["again", "this", "turn"] => true,
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
    // `Straighten him as he moves`: the card itself.
    if let [v, p, a, p2, m] = w {
        let fits = matches!(
            (p.as_str(), p2.as_str()),
            ("him", "he") | ("her", "she") | ("it", "it")
        );
        if fits && a == "as" && m == "moves" {
            let who = match ab.effects.last()? {
                Part::MoveHome { who } | Part::MoveToBattlefield { who } => who.clone(),
                _ => return None,
            };
            let then = match v.as_str() {
                "straighten" => Part::Straighten { who: who.clone() },
                "bow" => Part::Bow { who: who.clone() },
                _ => return None,
            };
            return Some(vec![Part::AsMoves {
                who,
                then: vec![then],
            }]);
        }
    }
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

/// `(this turn)`, `this turn`, `until the end of the turn` at the end of `w`: the words before
/// it (or all of them without it). These say what the rules give an effect that says nothing.
fn this_turn(w: &[String]) -> &[String] {
    for end in [
        &["(this", "turn)"][..],
        &["this", "turn"],
        &["until", "the", "end", "of", "the", "turn"],
        &["(until", "the", "end", "of", "the", "turn)"],
    ] {
        if let Some(k) = w.len().checked_sub(end.len()) {
            if is(&w[k..], end) {
                return &w[..k];
            }
        }
    }
    w
}

/// Whose a possessive names (`its`, `his`, `the Region's`, `a target Holding's`, `this card's`),
/// read on a copy: the card, and the copy with any target it adds.
fn possessor(w: &[String], ab: &Ability) -> Option<(super::Who, Ability)> {
    let phrase: Vec<String> = match w {
        [p] if p == "its" => vec!["it".into()],
        [p] if p == "his" => vec!["him".into()],
        [p] if p == "her" => vec!["her".into()],
        [.., last] if last.ends_with("'s") && last.len() > 2 => {
            let mut v = w.to_vec();
            let k = v.len() - 1;
            v[k] = last.trim_end_matches("'s").to_string();
            v
        }
        _ => return None,
    };
    if !pronouns_fit(&phrase, ab) {
        return None;
    }
    let mut trial = ab.clone();
    let who = object(&phrase, &mut trial)?;
    Some((who, trial))
}

/// `Its abilities may not be used`, `The Region's base abilities may not be used`, `A target
/// Holding's abilities may not be used (this turn)`: the card's abilities may not be used until
/// the end of the turn. Never with a time of another length (`until your next turn begins`).
fn no_abilities(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let body = this_turn(w);
    let k = body.len().checked_sub(5)?;
    if !is(&body[k..], &["abilities", "may", "not", "be", "used"]) {
        return None;
    }
    let (which, head) = match &body[..k] {
        [head @ .., b] if b == "base" || b == "printed" => (b.clone(), head),
        head => (String::new(), head),
    };
    let (who, trial) = possessor(head, ab)?;
    ab.targets = trial.targets;
    Some(vec![Part::NoAbilities { who, which }])
}

/// `Put it into its owner's hand`, `Return it to its owner's hand`, `Put it on top of its
/// owner's deck`, `Shuffle it into its owner's deck`: the possessive names the card moved.
fn to_owner(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [verb, rest @ ..] = w else {
        return None;
    };
    // `… its owner's hand`: the card and its preposition before the possessive.
    let [pre @ .., poss, o, place] = rest else {
        return None;
    };
    if o != "owner's" {
        return None;
    }
    let place = place.as_str();
    // `on top of its owner's deck`: the preposition is three words.
    let (card, prep): (&[String], Vec<&str>) =
        if pre.len() > 3 && is(&pre[pre.len() - 3..], &["on", "top", "of"]) {
            (&pre[..pre.len() - 3], vec!["on", "top", "of"])
        } else {
            let (p, c) = pre.split_last()?;
            (c, vec![p.as_str()])
        };
    let part = |who| match (verb.as_str(), prep.as_slice(), place) {
        ("put", ["into" | "in"], "hand") | ("return", ["to"], "hand") => {
            Some(Part::ToOwnersHand { who })
        }
        ("put", ["on", "top", "of"], "deck") => Some(Part::ToOwnersDeckTop { who }),
        ("shuffle", ["into"], "deck") => Some(Part::ShuffleIntoOwnersDeck { who }),
        _ => None,
    };
    // The possessive must be the card's own: `it … its`, `him … his`, `her … her`, or any
    // named card with `its`.
    let fits = match card {
        [p] if p == "it" => poss == "its",
        [p] if p == "him" => poss == "his",
        [p] if p == "her" => poss == "her",
        [] => false,
        _ => poss == "its",
    };
    if !fits || card.iter().any(|x| x == "and" || x == "or" || x == "them") {
        return None;
    }
    let mut trial = ab.clone();
    let who = object(card, &mut trial)?;
    let p = part(who)?;
    ab.targets = trial.targets;
    Some(vec![p])
}

/// `It produces 1 more Gold when it bows to produce Gold (this turn)`, `… 1 less Gold …`: the
/// card's gold changes each time it bows to produce gold, until the end of the turn.
fn produces_more(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let body = this_turn(w);
    let p = body.iter().position(|x| x == "produces")?;
    let [n, m, g, wh, it, b, t, pr, g2] = &body[p + 1..] else {
        return None;
    };
    let tail = [wh, it, b, t, pr, g2].map(String::as_str);
    if g != "gold" || tail != ["when", "it", "bows", "to", "produce", "gold"] {
        return None;
    }
    let n = num(n)?;
    let amount = match m.as_str() {
        "more" | "additional" => n,
        "less" | "fewer" => -n,
        _ => return None,
    };
    let subject: Vec<String> = match &body[..p] {
        [s] if s == "it" => vec!["it".into()],
        s => s.to_vec(),
    };
    if subject.is_empty() {
        return None;
    }
    let mut trial = ab.clone();
    let who = object(&subject, &mut trial)?;
    if trial.targets.len() != ab.targets.len() {
        return None;
    }
    Some(vec![Part::ProducesMore { who, amount }])
}

/// `End the Action Phase`.
fn end_phase(w: &[String]) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    match s.as_slice() {
        ["end", "the", p @ ("action" | "attack" | "dynasty" | "draw" | "end"), "phase"] => {
            Some(vec![Part::EndPhase {
                phase: p.to_string(),
            }])
        }
        _ => None,
    }
}

/// The verbs that may share one card: `Dishonor and bow the duel's loser`.
pub(super) const SHARED_VERBS: &[&str] = &["bow", "straighten", "destroy", "dishonor", "rehonor"];

/// The part one of [`SHARED_VERBS`] does to `who`.
fn shared_verb(v: &str, who: super::Who) -> Option<Part> {
    Some(match v {
        "bow" => Part::Bow { who },
        "straighten" => Part::Straighten { who },
        "destroy" => Part::Destroy { who },
        "dishonor" => Part::Dishonor { who },
        "rehonor" => Part::Rehonor { who },
        _ => return None,
    })
}

/// `Dishonor and bow the duel's loser`, `Rehonor and straighten a target Personality`: both
/// verbs done to the one card named once (a target named is one target).
fn two_verbs(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [v1, a, v2, rest @ ..] = w else {
        return None;
    };
    if a != "and" || v1 == v2 || rest.is_empty() {
        return None;
    }
    let verb = shared_verb;
    // `Bow and straighten` undo each other: not read.
    if matches!(
        (v1.as_str(), v2.as_str()),
        ("bow", "straighten")
            | ("straighten", "bow")
            | ("dishonor", "rehonor")
            | ("rehonor", "dishonor")
    ) {
        return None;
    }
    let mut trial = ab.clone();
    let who = object(rest, &mut trial)?;
    let first = verb(v1, who.clone())?;
    let second = verb(v2, who)?;
    ab.targets = trial.targets;
    Some(vec![first, second])
}

/// `Move him and this card home`: both cards named (two, not the same) move home.
fn move_both_home(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [m, rest @ .., h] = w else {
        return None;
    };
    if m != "move" || h != "home" {
        return None;
    }
    let a = rest.iter().position(|x| x == "and")?;
    let (first, second) = (&rest[..a], &rest[a + 1..]);
    if first.is_empty()
        || second.is_empty()
        || second.iter().any(|x| x == "and" || x == "or")
        || first.iter().any(|x| x == "or")
    {
        return None;
    }
    let mut trial = ab.clone();
    let one = object(first, &mut trial)?;
    let two = object(second, &mut trial)?;
    if one == two {
        return None;
    }
    ab.targets = trial.targets;
    Some(vec![
        Part::MoveHome { who: one },
        Part::MoveHome { who: two },
    ])
}

/// `He will not straighten this turn`: the card named does not straighten until the turn ends.
fn will_not_straighten(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [p, wi, n, st, rest @ ..] = w else {
        return None;
    };
    if wi != "will" || n != "not" || st != "straighten" {
        return None;
    }
    let s: Vec<&str> = rest.iter().map(String::as_str).collect();
    if !matches!(s.as_slice(), ["this", "turn"] | ["(this", "turn)"]) {
        return None;
    }
    let pronoun = match p.as_str() {
        "he" => "him",
        "she" => "her",
        "it" => "it",
        _ => return None,
    };
    let phrase = [pronoun.to_string()];
    if !pronouns_fit(std::slice::from_ref(p), ab) {
        return None;
    }
    let mut trial = ab.clone();
    let who = object(&phrase, &mut trial)?;
    if trial.targets.len() != ab.targets.len() {
        return None;
    }
    Some(vec![Part::NoStraighten { who, until: None }])
}

/// `Put one or more cards in your provinces at the bottom of your deck, refilling the provinces
/// face-up` (one clause, joined at its comma): the player chooses any of the cards in his
/// provinces (`face-up cards`: only those), puts them at the bottom of his Dynasty deck, and
/// refills those provinces face-up.
fn provinces_to_bottom(w: &[String]) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let ["put", "one", "or", "more", rest @ ..] = s.as_slice() else {
        return None;
    };
    let (face_up, rest) = match rest {
        ["cards", rest @ ..] => (false, rest),
        ["face-up", "cards", rest @ ..] => (true, rest),
        _ => return None,
    };
    let ["in", "your", "provinces", "at", "the", "bottom", "of", "your", "deck", "refilling", refill @ ..] =
        rest
    else {
        return None;
    };
    if !matches!(
        refill,
        ["the", "provinces", "face-up"] | ["them", "face-up"]
    ) {
        return None;
    }
    Some(vec![Part::ProvincesToBottom { face_up }])
}

/// Verbs of the game: a sentence with one of them is never a story.
const GAME_VERBS: &[&str] = &[
    "bow",
    "straighten",
    "destroy",
    "discard",
    "dishonor",
    "rehonor",
    "gain",
    "lose",
    "draw",
    "take",
    "choose",
    "become",
    "contribute",
    "enter",
    "copy",
    "copie",
    "receive",
    "control",
    "ignore",
    "challenge",
    "duel",
    "move",
    "target",
    "attach",
    "play",
    "produce",
    "pay",
    "return",
    "show",
    "look",
    "put",
    "search",
    "create",
    "reduce",
    "raise",
    "lower",
    "increase",
    "decrease",
    "negate",
    "give",
    "get",
    "refill",
    "recruit",
    "assign",
    "attack",
    "defend",
    "oppose",
    "focus",
    "kill",
    "grant",
    "win",
    "tie",
    "remove",
    "transfer",
    "shuffle",
    "cancel",
    "prevent",
    "use",
    "declare",
    "pass",
    "proclaim",
    "equip",
    "follow",
    "lobby",
    "strike",
    "swap",
    "switch",
    "trade",
    "ready",
    "flip",
    "turn",
    "join",
    "leave",
    "defect",
    "count",
    "double",
    "halve",
];

/// Words of the game, or words that bind a sentence to a rule (`may`, `if`, `instead`): a sentence
/// with one of them is never a story.
const GAME_WORDS: &[&str] = &[
    "force",
    "chi",
    "honor",
    "honorable",
    "dishonorable",
    "gold",
    "card",
    "cards",
    "target",
    "targets",
    "targeted",
    "personality",
    "personalities",
    "follower",
    "followers",
    "holding",
    "holdings",
    "province",
    "provinces",
    "battlefield",
    "battlefields",
    "attack",
    "attacks",
    "attacking",
    "defending",
    "action",
    "actions",
    "token",
    "tokens",
    "keyword",
    "keywords",
    "ability",
    "abilities",
    "duel",
    "duels",
    "strategy",
    "strategies",
    "spell",
    "spells",
    "item",
    "items",
    "weapon",
    "weapons",
    "armor",
    "bowed",
    "unbowed",
    "home",
    "army",
    "armies",
    "unit",
    "units",
    "play",
    "hand",
    "deck",
    "discard",
    "focus",
    "fear",
    "ranged",
    "melee",
    "stronghold",
    "region",
    "terrain",
    "ring",
    "rings",
    "event",
    "celestial",
    "phase",
    "turn",
    "battle",
    "game",
    "player",
    "players",
    "control",
    "favor",
    "recon",
    "reconnaissance",
    "dead",
    "value",
    "cost",
    "strength",
    "air",
    "earth",
    "fire",
    "water",
    "void",
    "thunder",
    "shadowlands",
    "clan",
    "opposed",
    "opposing",
    "unopposed",
    "winner",
    "loser",
    "attacker",
    "defender",
    "enemy",
    "may",
    "must",
    "will",
    "can",
    "cannot",
    "shall",
    "not",
    "no",
    "if",
    "unless",
    "instead",
    "until",
    "while",
    "when",
    "after",
    "before",
    "each",
    "all",
    "any",
    "every",
    "then",
    "and",
    "or",
    "either",
    "also",
    "again",
    "more",
    "less",
    "additional",
    "other",
    "another",
    "only",
    "first",
    "next",
    "is",
    "are",
    "was",
    "were",
    "be",
    "been",
    "has",
    "have",
    "had",
    "does",
    "do",
    "did",
    "this",
    "that",
    "those",
    "these",
    "there",
    "here",
    "to",
];

/// `He meditates`, `This card summons a storm`, `You find out his secret`: one sentence of the
/// story, with a card or the player as its subject and no word of the game after it; kept as
/// printed, doing nothing.
pub(super) fn story(sentence: &str) -> Option<Part> {
    if sentence.contains([',', ';', ':', '(', ')', '"', '“', '”', '[', '+'])
        || sentence.chars().any(|c| c.is_ascii_digit())
    {
        return None;
    }
    let w = words(sentence);
    if w.len() > 12 {
        return None;
    }
    let (third, rest) = match w.as_slice() {
        [t, c, rest @ ..] if t == "this" && c == "card" => (true, rest),
        [p, rest @ ..] if matches!(p.as_str(), "he" | "she" | "it") => (true, rest),
        [y, rest @ ..] if y == "you" => (false, rest),
        _ => return None,
    };
    let [verb, tail @ ..] = rest else {
        return None;
    };
    // `He is overcome with grief`, `It is encased in stone`: a state of the story, with `with`,
    // `in` or `into` after it.
    if third && verb == "is" {
        return story_state(sentence, tail);
    }
    let base = if third {
        let b = verb.strip_suffix("es").filter(|b| {
            b.ends_with("sh") || b.ends_with("ch") || b.ends_with('s') || b.ends_with('x')
        });
        match b.or_else(|| verb.strip_suffix('s')) {
            Some(b) => b.to_string(),
            None => return None,
        }
    } else {
        verb.clone()
    };
    if !base.chars().all(|c| c.is_ascii_lowercase())
        || GAME_VERBS.contains(&base.as_str())
        || GAME_WORDS.contains(&verb.as_str())
        || GAME_VERBS.contains(&verb.trim_end_matches('s'))
    {
        return None;
    }
    // The words after the verb: plain words, none of the game's, and no name (a capital).
    let printed: Vec<&str> = sentence.split_whitespace().collect();
    let names = printed
        .iter()
        .skip(if third && w[0] == "this" { 3 } else { 2 })
        .any(|x| x.starts_with(|c: char| c.is_uppercase()));
    if names
        || tail.iter().any(|x| {
            GAME_WORDS.contains(&x.as_str())
                || GAME_VERBS.contains(&x.as_str())
                || !x
                    .chars()
                    .all(|c| c.is_alphabetic() || c == '\'' || c == '-')
        })
    {
        return None;
    }
    Some(Part::Story {
        text: sentence.trim().to_string(),
    })
}

/// After `He is`, `It is`, `This card is`: a word of no game (`overcome`, `encased`, `lured`),
/// then `with`, `in` or `into` and plain words of no game (`with grief`, `in stone`, `into a
/// trap`); no word may begin as a verb of the game does (`dishonored`, `bowed`, `returned`).
fn story_state(sentence: &str, tail: &[String]) -> Option<Part> {
    let [state, prep, rest @ ..] = tail else {
        return None;
    };
    if !matches!(prep.as_str(), "with" | "in" | "into") || rest.is_empty() {
        return None;
    }
    let plain = |x: &String| {
        x.chars().all(|c| c.is_ascii_lowercase())
            && !GAME_WORDS.contains(&x.as_str())
            && !GAME_VERBS.iter().any(|v| x.starts_with(v))
            && !matches!(x.as_str(), "face" | "faceup" | "facedown")
    };
    let names = sentence
        .split_whitespace()
        .skip(1)
        .any(|x| x.starts_with(|c: char| c.is_uppercase()));
    if names || !plain(state) || !rest.iter().all(plain) {
        return None;
    }
    Some(Part::Story {
        text: sentence.trim().to_string(),
    })
}

/// `you may target and bow an enemy card` as one clause (after a leading condition, where the
/// sentence is read clause by clause): as [`may_target`] reads the sentence.
fn may_target_and(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [y, m, t, a, rest @ ..] = w else {
        return None;
    };
    if y != "you" || m != "may" || t != "target" || a != "and" || rest.is_empty() {
        return None;
    }
    // `another Personality`: other than which card is not said here.
    if rest.iter().any(|x| x == "another") {
        return None;
    }
    may_target(&["you may target".to_string(), rest.join(" ")], ab)
}

/// `Dishonor or rehonor the target`: one of the two verbs, done to the one card named once, as
/// the player chooses (`Bow or straighten` is read on its own).
fn one_of_two_verbs(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [v1, o, v2, rest @ ..] = w else {
        return None;
    };
    if o != "or" || v1 == v2 || rest.is_empty() {
        return None;
    }
    let verb = shared_verb;
    verb(v1, super::Who::This)?;
    verb(v2, super::Who::This)?;
    let mut trial = ab.clone();
    let who = object(rest, &mut trial)?;
    let options = vec![vec![verb(v1, who.clone())?], vec![verb(v2, who)?]];
    ab.targets = trial.targets;
    Some(vec![Part::OneOf { options }])
}

/// `Choose one of his abilities; it may not be used`: one of the card's abilities, as the
/// player chooses, may not be used until the end of the turn.
fn one_ability_not_used(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [c, o, f, p, a, rest @ ..] = w else {
        return None;
    };
    if c != "choose" || o != "one" || f != "of" || a != "abilities" {
        return None;
    }
    let s: Vec<&str> = this_turn(rest).iter().map(String::as_str).collect();
    if s != ["it", "may", "not", "be", "used"] {
        return None;
    }
    let (who, trial) = possessor(std::slice::from_ref(p), ab)?;
    if trial.targets.len() != ab.targets.len() {
        return None;
    }
    Some(vec![Part::NoAbilities {
        who,
        which: "one".into(),
    }])
}

/// `Add a Favor token to this card`: one token of that name, with no bonus.
fn add_token(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [ad, a, name, t, to, who @ ..] = w else {
        return None;
    };
    if ad != "add"
        || a != "a"
        || t != "token"
        || to != "to"
        || who.is_empty()
        || !name.chars().all(char::is_alphabetic)
    {
        return None;
    }
    let mut trial = ab.clone();
    let who = object(who, &mut trial)?;
    ab.targets = trial.targets;
    Some(vec![Part::BonusTokens {
        who,
        count: 1,
        force: 0,
        chi: 0,
        name: Some(super::words::capitalise(name)),
    }])
}

/// `Give him and each of his Followers +3F` (or a keyword): the card and every Follower
/// attached to it when the part is done.
fn him_and_his_followers(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [g, rest @ ..] = w else {
        return None;
    };
    let (lasting, rest) = match (g.as_str(), rest) {
        ("give", r) => (Lasting::Turn, r),
        ("permanently", [g2, r @ ..]) if g2 == "give" => (Lasting::Permanent, r),
        _ => return None,
    };
    let k = (0..rest.len()).find(|&k| {
        rest[k] == "and"
            && is(
                rest.get(k + 1..k + 5).unwrap_or(&[]),
                &["each", "of", "his", "followers"],
            )
    })?;
    let (card, what) = (&rest[..k], &rest[k + 5..]);
    if card.is_empty() || what.is_empty() || card.iter().any(|x| x == "and" || x == "or") {
        return None;
    }
    // The card is a personality: `his` is its.
    let mut trial = ab.clone();
    let who = object(card, &mut trial)?;
    let personality = match &who {
        super::Who::Target(n) => trial.targets[n - 1].kinds == ["personality"],
        super::Who::Performer => trial
            .performer
            .as_ref()
            .is_some_and(|t| t.kinds == ["personality"]),
        _ => false,
    };
    if !personality {
        return None;
    }
    let (force, chi, word) = match what {
        [b] if bonus(b).is_some() => {
            let (f, c) = bonus(b)?;
            (f, c, None)
        }
        [k] if k.chars().all(char::is_alphabetic) => (0, 0, Some(k.clone())),
        _ => return None,
    };
    ab.targets = trial.targets;
    Some(vec![Part::WithFollowers {
        who,
        force,
        chi,
        word,
        lasting,
    }])
}

/// `Take two additional Battle actions`, `Increase the current battlefield's province's strength
/// by 2`, `Permanently give him Shadowlands • Undead` (two keywords).
fn more_small_sentences(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    match s.as_slice() {
        ["take", n @ ("two" | "three"), "additional", rest @ ..] => {
            let kind = match rest {
                ["actions"] => None,
                [k, "actions"] if matches!(*k, "battle" | "open" | "limited") => {
                    Some(super::words::capitalise(k))
                }
                _ => return None,
            };
            let n = num(n)?;
            Some(
                (0..n)
                    .map(|_| Part::AdditionalAction { kind: kind.clone() })
                    .collect(),
            )
        }
        ["increase", "the", "current", "battlefield's", "province's", "strength", "by", n] => {
            let n: i32 = n.parse().ok().filter(|n| *n > 0)?;
            Some(vec![Part::ProvinceStrengthOne {
                which: "here".into(),
                amounts: vec![n],
            }])
        }
        _ => {
            // `[Permanently] give him Shadowlands • Undead`.
            let (lasting, rest) = match s.as_slice() {
                ["permanently", "give", rest @ ..] => (Lasting::Permanent, rest),
                ["give", rest @ ..] => (Lasting::Turn, rest),
                _ => return None,
            };
            let [who @ .., k1, "•", k2] = rest else {
                return None;
            };
            let plain = |k: &str| k.chars().all(char::is_alphabetic);
            if who.is_empty() || !plain(k1) || !plain(k2) {
                return None;
            }
            let phrase: Vec<String> = who.iter().map(|x| x.to_string()).collect();
            let mut trial = ab.clone();
            let who = object(&phrase, &mut trial)?;
            ab.targets = trial.targets;
            Some(
                [k1, k2]
                    .iter()
                    .map(|k| Part::GainTrait {
                        who: who.clone(),
                        word: k.to_string(),
                        lasting,
                    })
                    .collect(),
            )
        }
    }
}

/// `Negate this card's current Force penalties`, `Negate a target card's current Force bonuses or
/// penalties (your choice)`, `Negate all current Force penalties on him`, `Negate all current and
/// new Force penalties on him` (and those given later this turn): never `from actions` or
/// another source.
fn negate_force(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    // `… Force penalties on him`: the words before `on`, and the card after.
    let on = |rest: &'_ [&'_ str]| -> Option<(Vec<String>, usize)> {
        let k = rest.iter().position(|x| *x == "on")?;
        Some((rest[k + 1..].iter().map(|x| x.to_string()).collect(), k))
    };
    let (card, which, new): (Vec<String>, &[&str], bool) = match s.as_slice() {
        ["negate", "all", "current", "and", "new", "force", rest @ ..] => {
            let (card, k) = on(rest)?;
            (card, &rest[..k], true)
        }
        ["negate", "all", "current", "force", rest @ ..] => {
            let (card, k) = on(rest)?;
            (card, &rest[..k], false)
        }
        ["negate", rest @ ..] => {
            let c = rest.iter().position(|x| *x == "current")?;
            let [owner @ .., last] = &rest[..c] else {
                return None;
            };
            let base = last.strip_suffix("'s")?;
            let mut card: Vec<String> = owner.iter().map(|x| x.to_string()).collect();
            card.push(base.to_string());
            let ["force", which @ ..] = &rest[c + 1..] else {
                return None;
            };
            (card, which, false)
        }
        _ => return None,
    };
    let which = match which {
        ["penalties"] => "penalties",
        ["bonuses"] => "bonuses",
        ["bonuses", "or", "penalties", "(you", "choose)"]
        | ["bonuses", "or", "penalties", "(your", "choice)"] => "bonuses-or-penalties",
        _ => return None,
    };
    if card.is_empty() || card.iter().any(|x| x == "and" || x == "or" || x == "from") {
        return None;
    }
    let mut trial = ab.clone();
    let who = object(&card, &mut trial)?;
    ab.targets = trial.targets;
    Some(vec![Part::NegateForce {
        who,
        which: which.to_string(),
        new,
    }])
}

/// `Give Reserve to your target Personality in a Province`: one keyword, to the card after `to`.
fn give_keyword_to(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [g, k, to, card @ ..] = w else {
        return None;
    };
    if g != "give" || to != "to" || card.is_empty() || !k.chars().all(char::is_alphabetic) {
        return None;
    }
    if matches!(
        k.as_str(),
        "control" | "it" | "him" | "her" | "them" | "honor" | "gold"
    ) {
        return None;
    }
    let mut trial = ab.clone();
    let who = object(card, &mut trial)?;
    ab.targets = trial.targets;
    Some(vec![Part::GainTrait {
        who,
        word: k.clone(),
        lasting: Lasting::Turn,
    }])
}

/// In an interrupt with no trigger printed, `Negate an Engage action`, `Negate the effects of a
/// Battle or Engage action`: the action it interrupts, which must be of that kind, is negated.
fn negate_action_of_kind(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let interrupt = matches!(
        ab.timings.as_slice(),
        [Timing::Interrupt { trigger }] if trigger.is_empty()
    );
    if !interrupt {
        return None;
    }
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let kinds: Vec<&str> = match s.as_slice() {
        ["negate", "a" | "an", k, "action"]
        | ["negate", "the", "effects", "of", "a" | "an", k, "action"] => vec![*k],
        ["negate", "a" | "an", k1, "or", k2, "action"]
        | ["negate", "the", "effects", "of", "a" | "an", k1, "or", k2, "action"] => {
            vec![*k1, *k2]
        }
        _ => return None,
    };
    const KINDS: &[&str] = &[
        "battle",
        "engage",
        "open",
        "limited",
        "political",
        "ninja",
        "kharmic",
        "tactical",
        "maho",
        "kiho",
    ];
    if !kinds.iter().all(|k| KINDS.contains(k)) {
        return None;
    }
    Some(vec![Part::NegateKind {
        kinds: kinds.iter().map(|k| super::words::capitalise(k)).collect(),
    }])
}

/// `Take an additional Limited or Open action`: one more action, of either kind.
fn additional_action_of_two(w: &[String]) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let (k1, k2) = match s.as_slice() {
        ["take", "an", "additional", k1, "or", k2, "action"]
        | ["you", "may", "take", "an", "additional", k1, "or", k2, "action"] => (*k1, *k2),
        _ => return None,
    };
    let kind = |k: &str| matches!(k, "battle" | "open" | "limited");
    if !kind(k1) || !kind(k2) || k1 == k2 {
        return None;
    }
    Some(vec![Part::AdditionalAction {
        kind: Some(format!(
            "{} or {}",
            super::words::capitalise(k1),
            super::words::capitalise(k2)
        )),
    }])
}

/// `Give a target Follower or Personality +2F or -2F`: one of the two bonuses, as the player
/// chooses, to the one card.
fn bonus_either(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [g, card @ .., b1, o, b2] = w else {
        return None;
    };
    if g != "give" || o != "or" || card.is_empty() {
        return None;
    }
    let (f1, c1) = bonus(b1)?;
    let (f2, c2) = bonus(b2)?;
    if (f1, c1) == (f2, c2) {
        return None;
    }
    let mut trial = ab.clone();
    let who = object(card, &mut trial)?;
    ab.targets = trial.targets;
    let one = |force, chi| {
        vec![Part::Bonus {
            who: who.clone(),
            force,
            chi,
            lasting: Lasting::Turn,
        }]
    };
    Some(vec![Part::OneOf {
        options: vec![one(f1, c1), one(f2, c2)],
    }])
}

/// After a duel: `He may refuse; if he does, draw two cards`: the challenged personality's
/// player may refuse the duel, and the parts are done if he does. `him` in them is the challenged
/// only when he is the ability's one target.
fn refused(parts: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let (first, rest) = parts.split_first()?;
    let fw = words(first);
    let s: Vec<&str> = fw.iter().map(String::as_str).collect();
    if !matches!(
        s.as_slice(),
        [
            "he" | "she",
            "may",
            "refuse",
            "if",
            "he" | "she",
            "does" | "did"
        ]
    ) || rest.is_empty()
    {
        return None;
    }
    let challenged = match ab.effects.last()? {
        Part::Duel { challenged, .. } => challenged.clone(),
        _ => return None,
    };
    let mut trial = ab.clone();
    trial.effects.retain(|e| !matches!(e, Part::Duel { .. }));
    let mut then = Vec::new();
    for c in rest {
        let w = words(c);
        if w.first().map(String::as_str) == Some("if")
            || w.iter()
                .any(|x| x == "instead" || x == "loser" || x == "winner")
        {
            return None;
        }
        let personal = w
            .iter()
            .any(|x| matches!(x.as_str(), "him" | "her" | "he" | "she" | "his"));
        if personal && !(challenged == super::Who::Target(1) && ab.targets.len() == 1) {
            return None;
        }
        let p = effect_clause(&w, &mut trial)?;
        trial.effects.extend(p.iter().cloned());
        then.extend(p);
    }
    if then.is_empty() || trial.targets.len() != ab.targets.len() {
        return None;
    }
    Some(vec![Part::IfRefused { then }])
}

/// `He may assign even if bowed`: until the end of the turn, the card may be assigned to a
/// battlefield while bowed.
fn may_assign_bowed(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = this_turn(w).iter().map(String::as_str).collect();
    let [p, "may", "assign", "even", "if", "bowed"] = s.as_slice() else {
        return None;
    };
    let pronoun = match *p {
        "he" => "him",
        "she" => "her",
        _ => return None,
    };
    if !pronouns_fit(&w[..1], ab) {
        return None;
    }
    let mut trial = ab.clone();
    let who = object(&[pronoun.to_string()], &mut trial)?;
    if trial.targets.len() != ab.targets.len() {
        return None;
    }
    Some(vec![Part::MayAssignBowed { who }])
}
