//! More effect wordings, tried after every other reader of an effect clause failed: a pronoun
//! that names the one card the sentence before acted on, or the one card a reaction's trigger
//! names; holdings' gold production until a later turn; a card's straightening negated for a
//! while; an attack or bonus equal to a number plus more when a condition holds; a card's
//! destruction negated.

use super::conditions::{attack_condition, effect_condition};
use super::targets::object;
use super::words::{is, num};
use super::{Ability, Condition, Delay, Part, Side, Target, Timing, Who};

/// One effect clause of the wordings here, or `None`. `last` holds the parts of the sentence
/// before this one, when that sentence was read whole.
pub(super) fn clause(w: &[String], ab: &mut Ability, last: Option<&[Part]>) -> Option<Vec<Part>> {
    pronoun_after_one_card(w, ab, last)
        .or_else(|| holdings_gold(w))
        .or_else(|| negate_straightening(w, ab))
        .or_else(|| provinces_strength(w))
        .or_else(|| negate_destruction(w, ab))
        .or_else(|| plus_if(w, ab))
        .or_else(|| move_to(w, ab))
        .or_else(|| force_set_to(w, ab))
        .or_else(|| kind_to_hand(w, ab))
        .or_else(|| small(w, ab))
        .or_else(|| whichever_lower(w, ab))
        .or_else(|| raise_or_lower(w, ab))
        .or_else(|| additional_cards(w, ab))
        .or_else(|| it_found(w, ab))
        .or_else(|| move_there(w, ab))
        .or_else(|| its_province(w, ab))
        .or_else(|| two_negated(w, ab))
        .or_else(|| move_either(w, ab))
        .or_else(|| attack_or_other(w, ab))
        .or_else(|| move_if_opposed(w, ab))
        .or_else(|| penalities(w, ab))
        .or_else(|| the_kind(w, ab))
        .or_else(|| force_or_chi(w, ab))
        .or_else(|| controller_honor_or_if(w, ab))
        .or_else(|| until_the_turn_ends(w, ab))
        .or_else(|| at_this_battle(w, ab))
        .or_else(|| super::effect_extra::clause(w, ab))
}

/// The cards a part names, each once, in the order they come.
pub(super) fn cards_named(parts: &[Part]) -> Vec<Who> {
    fn walk(v: &serde_json::Value, out: &mut Vec<Who>) {
        match v {
            serde_json::Value::Object(m) => {
                if m.contains_key("card") {
                    if let Ok(w) = serde_json::from_value::<Who>(v.clone()) {
                        if !out.contains(&w) {
                            out.push(w);
                        }
                        return;
                    }
                }
                m.values().for_each(|x| walk(x, out));
            }
            serde_json::Value::Array(a) => a.iter().for_each(|x| walk(x, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for p in parts {
        if let Ok(v) = serde_json::to_value(p) {
            walk(&v, &mut out);
        }
    }
    out
}

/// The parts with every `this card` in them read as `who` instead.
pub(super) fn this_as(parts: Vec<Part>, who: &Who) -> Option<Vec<Part>> {
    fn walk(v: &mut serde_json::Value, this: &serde_json::Value, who: &serde_json::Value) {
        if v == this {
            *v = who.clone();
            return;
        }
        match v {
            serde_json::Value::Object(m) => m.values_mut().for_each(|x| walk(x, this, who)),
            serde_json::Value::Array(a) => a.iter_mut().for_each(|x| walk(x, this, who)),
            _ => {}
        }
    }
    let this = serde_json::to_value(Who::This).ok()?;
    let who = serde_json::to_value(who).ok()?;
    let mut v = serde_json::to_value(parts).ok()?;
    walk(&mut v, &this, &who);
    serde_json::from_value(v).ok()
}

/// Whether the parts name a card besides the ones their `Who`s name, that a pronoun or a kind could
/// also mean: a card searched for, looked at, created, or a duel's two cards.
fn other_cards(parts: &[Part]) -> bool {
    fn one(p: &Part) -> bool {
        match p {
            Part::Search { .. }
            | Part::LookAtTop { .. }
            | Part::CreatePersonality { .. }
            | Part::CreateAttached { .. }
            | Part::CreateHolding { .. }
            | Part::TakeToHand { .. }
            | Part::DestroyOne { .. }
            | Part::Duel { .. }
            | Part::DiscardFromHand { .. }
            | Part::DiscardFromHandOf { .. } => true,
            Part::If {
                then, otherwise, ..
            } => then.iter().chain(otherwise).any(one),
            Part::May { then } | Part::Later { then, .. } | Part::Delayed { then, .. } => {
                then.iter().any(one)
            }
            _ => false,
        }
    }
    parts.iter().any(one)
}

const PRONOUNS: &[&str] = &[
    "he", "him", "his", "she", "her", "hers", "it", "its", "they", "them", "their", "himself",
    "herself", "itself",
];

/// The clause read with its pronoun (`him`, `her`, `it`) naming `who`: read as `this card`,
/// then `this card` read as `who`. `he` and `his` beside `him`, or `its` beside `it`, name the same
/// card (`Destroy him if he is defending`). `None` when the clause has another pronoun or names
/// this card or a target itself.
fn with_pronoun_as(w: &[String], ab: &mut Ability, who: &Who) -> Option<Vec<Part>> {
    let k = w
        .iter()
        .position(|x| matches!(x.as_str(), "him" | "her" | "it"))?;
    let family: &[&str] = match w[k].as_str() {
        "him" => &["him", "he", "his"],
        "it" => &["it", "its"],
        _ => &["her"],
    };
    let others = w
        .iter()
        .any(|x| PRONOUNS.contains(&x.as_str()) && !family.contains(&x.as_str()));
    if others
        || w.iter()
            .any(|x| x == "this" || x == "target" || x == "targets")
    {
        return None;
    }
    let mut v: Vec<String> = Vec::new();
    for x in w {
        match x.as_str() {
            "his" | "its" => v.extend(["this".to_string(), "card's".to_string()]),
            p if family.contains(&p) => v.extend(["this".to_string(), "card".to_string()]),
            _ => v.push(x.clone()),
        }
    }
    let mut trial = ab.clone();
    let parts = super::effects::effect_clause(&v, &mut trial)
        .or_else(|| super::conditions::trailing_if(&v, &mut trial))?;
    if trial.targets.len() != ab.targets.len() || trial.performer != ab.performer {
        return None;
    }
    this_as(parts, who)
}

/// `Bow the duel's loser. Move him home.`, `Bow a target enemy Personality. Move him home.`: a
/// pronoun alone in its sentence names the one card the sentence before acted on, when that
/// card is a duel's loser or winner, or a target of one kind a pronoun fits (`him`: a
/// personality; `it`: no personality).
fn pronoun_after_one_card(
    w: &[String],
    ab: &mut Ability,
    last: Option<&[Part]>,
) -> Option<Vec<Part>> {
    let last = last?;
    // After a clause not read that names a target, a pronoun may be that target's.
    if ab.unread.iter().any(|u| {
        u.to_lowercase()
            .split_whitespace()
            .any(|x| x.starts_with("target"))
    }) {
        return None;
    }
    let [part] = last else {
        return None;
    };
    // The parts that name a card by a pronoun of their own, or several cards, or a target
    // chosen later, say nothing of which card a pronoun after them names.
    if matches!(
        part,
        Part::Duel { .. } | Part::MayTarget { .. } | Part::Search { .. } | Part::LookAtTop { .. }
    ) {
        return None;
    }
    // `Create a 2F/2C/3PH Samurai Personality. Remove him from the game after the battle
    // ends.`: the one personality the ability created.
    let mut named = cards_named(std::slice::from_ref(part));
    if matches!(part, Part::CreatePersonality { .. })
        && named.is_empty()
        && ab
            .effects
            .iter()
            .filter(|e| matches!(e, Part::CreatePersonality { .. }))
            .count()
            == 1
    {
        named.push(Who::Created);
    }
    let [who] = named.as_slice() else {
        return None;
    };
    let p = w
        .iter()
        .find(|x| matches!(x.as_str(), "him" | "her" | "it"))?;
    let fits = match who {
        Who::DuelLoser | Who::DuelWinner => p == "him" || p == "her",
        Who::Created => p == "him" || p == "her",
        Who::Target(n) => {
            let t = ab.targets.get(n.checked_sub(1)?)?;
            let person = t.kinds.iter().all(|k| k == "personality");
            let never = t
                .kinds
                .iter()
                .all(|k| !k.contains("personality") && k != "card");
            t.count.is_none() && (if p == "it" { never } else { person })
        }
        _ => false,
    };
    if !fits {
        return None;
    }
    let who = who.clone();
    with_pronoun_as(w, ab, &who)
}

/// The one card a reaction's trigger names, with its kind: `After the resolution of an action
/// that bowed a Ring` (the Ring), `After a Follower in this unit bows` (the Follower), `After the
/// resolution of an action that moved a Personality to the current battlefield`, `After your
/// performing Personality enters play from a province`.
fn trigger_card(trigger: &str) -> Option<String> {
    let t = super::words::words(trigger);
    let t: Vec<&str> = t.iter().map(String::as_str).collect();
    let verbed = |v: &str| matches!(v, "bowed" | "moved" | "straightened" | "dishonored");
    let article = |a: &str| matches!(a, "a" | "an" | "your");
    // The card: an article, words of the `non-Void` kind, the kind; then where it is.
    let card = |w: &[&str]| -> Option<(String, usize)> {
        let (a, rest) = w.split_first()?;
        if !article(a) {
            return None;
        }
        let k = rest.iter().position(|x| !x.starts_with("non-"))?;
        Some((rest[k].to_string(), k + 2))
    };
    let (kind, rest): (String, Vec<&str>) = match t.as_slice() {
        ["after", "the", "resolution", "of", "an", "action", "that", v, w @ ..]
        | ["after", "an", "action", "resolves", "that" | "which", v, w @ ..]
            if verbed(v) =>
        {
            let (kind, n) = card(w)?;
            (kind, w[n..].to_vec())
        }
        ["after", w @ .., "enters", "play", "from", "a", "province"]
        | ["after", w @ .., "enters", "play"] => {
            let w: Vec<&str> = match w {
                ["your", "performing", r @ ..] => {
                    std::iter::once("your").chain(r.iter().copied()).collect()
                }
                r => r.to_vec(),
            };
            let (kind, n) = card(&w)?;
            (kind, w[n..].to_vec())
        }
        ["after", w @ .., v] if matches!(*v, "bows" | "straightens" | "moves") => {
            let (kind, n) = card(w)?;
            (kind, w[n..].to_vec())
        }
        _ => return None,
    };
    let places: &[&[&str]] = &[
        &[],
        &["in", "this", "unit"],
        &["to", "the", "current", "battlefield"],
        &["at", "the", "current", "battlefield"],
        &["at", "this", "battlefield"],
    ];
    if !places.contains(&rest.as_slice()) {
        return None;
    }
    matches!(
        kind.as_str(),
        "personality" | "follower" | "ring" | "holding" | "item" | "spell" | "attachment"
    )
    .then_some(kind)
}

/// `Reaction: After the resolution of an action that bowed a Ring: Straighten it.`, `Reaction:
/// After your performing Personality enters play from a province, pay 2 Gold: Create a +1F Armor
/// Item and attach it to him.`: with no target, no performer, no condition and no cost but on
/// this card, a pronoun names the one card the trigger names (`him`, `his` when it is a
/// personality; `it`, `its` when it is not). The text after the colon is read with those
/// pronouns as this card's words, then this card as the card the trigger names; `None` when the
/// text names this card itself or has other pronouns, or the reading is not whole.
pub(super) fn trigger_card_reading(post: &str, before: &Ability) -> Option<Ability> {
    let ab = before;
    if !ab.targets.is_empty()
        || ab.performer.is_some()
        || !ab.conditions.is_empty()
        || !ab.unread.is_empty()
        || !ab.effects.is_empty()
        || cards_named(&ab.costs).iter().any(|c| *c != Who::This)
    {
        return None;
    }
    let [Timing::Reaction { trigger }] = ab.timings.as_slice() else {
        return None;
    };
    let kind = trigger_card(trigger)?;
    let person = kind == "personality";
    let mut out: Vec<String> = Vec::new();
    let mut replaced = false;
    for raw in post.split(' ') {
        let core = raw.trim_end_matches(['.', ',', ';']);
        let tail = &raw[core.len()..];
        let l = core.to_lowercase();
        let l = l.as_str();
        if l.starts_with("this") || l.starts_with('"') || l.starts_with('“') {
            return None;
        }
        let with = match l {
            "him" if person => Some("this card"),
            "his" if person => Some("this card's"),
            "it" if !person => Some("this card"),
            "its" if !person => Some("this card's"),
            "he" | "she" | "her" | "hers" | "they" | "them" | "their" | "himself" | "herself"
            | "itself" => return None,
            _ => None,
        };
        match with {
            Some(w) => {
                replaced = true;
                out.push(format!("{w}{tail}"));
            }
            None => out.push(raw.to_string()),
        }
    }
    if !replaced {
        return None;
    }
    let mut alt = before.clone();
    super::effects::read_effects_once(&out.join(" "), &mut alt);
    if !alt.unread.is_empty() || alt.effects.is_empty() {
        return None;
    }
    // A target named in the text, or a personality it creates, searches or duels, could be what
    // `him` names too; an item created (`attach it to him`) is no personality.
    let created_item_only = alt
        .effects
        .iter()
        .all(|p| !other_cards(std::slice::from_ref(p)) || matches!(p, Part::CreateAttached { .. }));
    if !alt.targets.is_empty() || alt.performer.is_some() || !created_item_only {
        return None;
    }
    alt.effects = this_as(std::mem::take(&mut alt.effects), &Who::TriggerCard)?;
    Some(alt)
}

/// `Give your non-Unique Holdings +1 Gold Production until your next turn begins`, `Give all
/// other players' non-Unique Holdings -1 Gold Production until your next turn begins`.
fn holdings_gold(w: &[String]) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let (side, rest) = match s.as_slice() {
        ["give", "your", rest @ ..] => (Side::Yours, rest),
        ["give", "all", "other", "players'", rest @ ..] => (Side::Others, rest),
        _ => return None,
    };
    let (unique, rest) = match rest {
        ["non-unique", "holdings", rest @ ..] => (false, rest),
        ["holdings", rest @ ..] => (true, rest),
        _ => return None,
    };
    let [n, "gold", "production", "until", "your", "next", "turn", "begins"] = rest else {
        return None;
    };
    if !(n.starts_with('+') || n.starts_with('-')) {
        return None;
    }
    let amount: i32 = n.parse().ok()?;
    let what = Target {
        kinds: vec!["holding".into()],
        side,
        must_be: if unique {
            Vec::new()
        } else {
            vec!["non-unique".into()]
        },
        any_of: Vec::new(),
        count: None,
        limit: None,
        qualifiers: Vec::new(),
    };
    Some(vec![Part::GoldProductionEach {
        what,
        amount,
        until: Delay::NextTurnBegins,
    }])
}

/// `Negate his straightening until your next turn begins`, `… until your next Events Phase
/// begins`, `… while this card remains in play`, `Negate its next straightening (this turn)`,
/// `Negate his next straightening this game`.
fn negate_straightening(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let ["negate", p, rest @ ..] = s.as_slice() else {
        return None;
    };
    let pronoun = match *p {
        "his" => "him",
        "her" => "her",
        "its" => "it",
        _ => return None,
    };
    let (next, rest) = match rest {
        ["next", "straightening", rest @ ..] => (true, rest),
        ["straightening", rest @ ..] => (false, rest),
        _ => return None,
    };
    let until = match (next, rest) {
        (true, ["(this", "turn)"]) => "this-turn".to_string(),
        (true, ["this", "game"]) => "this-game".to_string(),
        (false, ["until", "your", "next", "turn", "begins"]) => "next-turn".to_string(),
        (false, ["until", "your", "next", ph, "phase", "begins"])
            if matches!(*ph, "events" | "dynasty" | "draw" | "action" | "end") =>
        {
            format!("next-{ph}")
        }
        (false, ["while", "this", "card", "remains", "in", "play"]) => "this-in-play".to_string(),
        _ => return None,
    };
    let mut trial = ab.clone();
    let who = object(&[pronoun.to_string()], &mut trial)?;
    if trial.targets.len() != ab.targets.len() {
        return None;
    }
    Some(vec![Part::NegateStraightening { who, next, until }])
}

/// `Give your provinces +2 strength`: each of the player's provinces, as `Give each of your
/// provinces +2 strength`.
fn provinces_strength(w: &[String]) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let ["give", "your", "provinces", n, "strength"] = s.as_slice() else {
        return None;
    };
    if !n.starts_with('+') {
        return None;
    }
    Some(vec![Part::ProvinceStrength {
        all_yours: true,
        amount: n.parse().ok()?,
    }])
}

/// `Negate his destruction from other players' cards' effects (until the turn ends)`.
fn negate_destruction(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let ["negate", p, "destruction", "from", "other", "players'", "cards'", "effects", "(until", "the", "turn", "ends)"] =
        s.as_slice()
    else {
        return None;
    };
    let pronoun = match *p {
        "his" => "him",
        "her" => "her",
        "its" => "it",
        _ => return None,
    };
    let mut trial = ab.clone();
    let who = object(&[pronoun.to_string()], &mut trial)?;
    if trial.targets.len() != ab.targets.len() {
        return None;
    }
    Some(vec![Part::NoDestructionByOthers { who }])
}

/// `…, plus 2 if he is a Tactician` after `Ranged Attack with strength equal to his Personal
/// Honor` (or `Melee Attack equal to …`, `Fear equal to …`): the attack, that much stronger when
/// the condition holds.
fn plus_if(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [p, n, i, cond @ ..] = w else {
        return None;
    };
    if p != "plus" || i != "if" {
        return None;
    }
    let plus = num(n).filter(|n| *n > 0)?;
    let Some(Part::AttackOf { attack, who, stat }) = ab.effects.last() else {
        return None;
    };
    let (attack, who, stat) = (attack.clone(), who.clone(), stat.clone());
    let cond: Condition = attack_condition(cond, ab).or_else(|| effect_condition(cond, ab))?;
    ab.effects.pop();
    Some(vec![Part::AttackOfPlus {
        attack,
        who,
        stat,
        plus,
        cond,
    }])
}

/// The places a card is moved to, as printed after `to`, with their keys.
const PLACES: &[(&[&str], &str)] = &[
    // effects
    (
        &["a", "different", "unresolved", "battlefield"],
        "different-unresolved-battlefield",
    ),
    (
        &["another", "unresolved", "battlefield"],
        "different-unresolved-battlefield",
    ),
    (
        &["an", "adjacent", "unresolved", "battlefield"],
        "adjacent-unresolved-battlefield",
    ),
    (
        &["an", "unresolved", "battlefield"],
        "unresolved-battlefield",
    ),
    (&["a", "different", "battlefield"], "different-battlefield"),
    (&["a", "different", "location"], "different-location"),
    (&["an", "adjacent", "battlefield"], "adjacent-battlefield"),
    (&["this", "card's", "battlefield"], "this-battlefield"),
    (&["this", "card's", "location"], "this-location"),
    (
        &["a", "battlefield", "where", "he", "would", "be", "opposed"],
        "opposed-battlefield",
    ),
    (
        &["a", "battlefield", "where", "she", "would", "be", "opposed"],
        "opposed-battlefield",
    ),
    (
        &["a", "battlefield", "with", "enemy", "units"],
        "enemy-battlefield",
    ),
    (
        &[
            "a",
            "battlefield",
            "with",
            "one",
            "or",
            "more",
            "enemy",
            "units",
        ],
        "enemy-battlefield",
    ),
];

/// `Move him to a different battlefield`, `Move your target Personality at any location to this
/// card's location`: a card moved to a place of the kind named (`to` as a key: `different-
/// battlefield`, `different-location`, `adjacent-battlefield`, `this-battlefield`,
/// `this-location`, `opposed-battlefield`, `enemy-battlefield`).
fn move_to(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let (m, rest) = w.split_first()?;
    if m != "move" {
        return None;
    }
    let (k, to) = rest.iter().enumerate().find_map(|(k, x)| {
        if x != "to" {
            return None;
        }
        let tail: Vec<&str> = rest[k + 1..].iter().map(String::as_str).collect();
        PLACES
            .iter()
            .find(|(p, _)| *p == tail.as_slice())
            .map(|(_, key)| (k, *key))
    })?;
    let phrase = &rest[..k];
    if phrase.is_empty() {
        return None;
    }
    if to == "opposed-battlefield" && !a_him(phrase) {
        return None;
    }
    let mut trial = ab.clone();
    let who = object(phrase, &mut trial)?;
    ab.targets = trial.targets;
    Some(vec![Part::MoveTo {
        who,
        to: to.to_string(),
    }])
}

/// `Set his Force equal to his own Chi`, `Set his Force equal to his Chi or Personal Honor`: the
/// card's Force becomes its own number (one of them, as the player chooses).
fn force_set_to(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let ["set", p, "force", "equal", "to", q, rest @ ..] = s.as_slice() else {
        return None;
    };
    let pronoun = match *p {
        "his" => "him",
        "her" => "her",
        "its" => "it",
        _ => return None,
    };
    if q != p {
        return None;
    }
    let rest = match rest {
        ["own", r @ ..] => r,
        r => r,
    };
    let stats: Vec<String> = match rest {
        ["chi"] => vec!["chi".into()],
        ["personal", "honor"] => vec!["personal honor".into()],
        ["chi", "or", "personal", "honor"] => vec!["chi".into(), "personal honor".into()],
        _ => return None,
    };
    let mut trial = ab.clone();
    let who = object(&[pronoun.to_string()], &mut trial)?;
    if trial.targets.len() != ab.targets.len() {
        return None;
    }
    Some(vec![Part::SetForceTo { who, stats }])
}

/// `Put the Strategy into your hand`: the one target of that kind.
fn kind_to_hand(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let ["put", "the", kind, "into", "your", "hand"] = s.as_slice() else {
        return None;
    };
    let [t] = ab.targets.as_slice() else {
        return None;
    };
    // `a target Strategy` (of that kind), `a target Kiho` (a card with that word).
    let of_kind = t.kinds.iter().all(|k| k == kind)
        || (t.kinds == ["card"] && t.must_be.iter().any(|m| m == kind));
    if ab.performer.is_some() || t.count.is_some() || !of_kind || other_cards(&ab.effects) {
        return None;
    }
    Some(vec![Part::ToHand {
        who: Who::Target(1),
    }])
}

/// Sentences of a few words: `Show your hand to all players`, `Shuffle the deck` (the one
/// deck the ability looked at), `Destroy all Madness tokens`, `Destroy a Madness token`, `Its
/// effects will not be negated or delayed` (in a reaction after an action is announced).
fn small(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    match s.as_slice() {
        ["show", "your", "hand", "to", "all", "players"] => Some(vec![Part::ShowHand]),
        ["shuffle", "the", "deck"] => {
            let decks: Vec<&String> = ab
                .effects
                .iter()
                .filter_map(|e| match e {
                    Part::LookAtTop { deck, .. } => Some(deck),
                    _ => None,
                })
                .collect();
            let [deck] = decks.as_slice() else {
                return None;
            };
            let deck = match deck.as_str() {
                "your fate deck" => "fate deck",
                "your dynasty deck" => "dynasty deck",
                _ => return None,
            };
            Some(vec![Part::Shuffle {
                deck: deck.to_string(),
            }])
        }
        ["destroy", "all", name, "tokens"] | ["destroy", "a", name, "token"]
            if name.chars().all(char::is_alphabetic) && *name != "the" =>
        {
            Some(vec![Part::DestroyTokens {
                name: super::words::capitalise(name),
                all: s[1] == "all",
            }])
        }
        ["its", "effects", "will", "not", "be", "negated", "or", "delayed"] => {
            let [Timing::Reaction { trigger }] = ab.timings.as_slice() else {
                return None;
            };
            let t = super::words::words(trigger);
            let t: Vec<&str> = t.iter().map(String::as_str).collect();
            let announced = matches!(
                t.as_slice(),
                ["after", "you", "announce", "a" | "an", .., "action"]
            ) && !t.iter().any(|x| *x == "or" || *x == "and");
            announced.then(|| vec![Part::ActionNotNegated])
        }
        _ => None,
    }
}

/// `His controller loses Honor equal to his printed Personal Honor, or 3, whichever is lower`:
/// the honor a number of the target is, at most `N`.
fn whichever_lower(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let n = w.len();
    if n < 6 || w[n - 5] != "or" || !is(&w[n - 3..], &["whichever", "is", "lower"]) {
        return None;
    }
    let at_most = num(&w[n - 4]).filter(|n| *n > 0)?;
    let mut trial = ab.clone();
    let parts = super::effects::effect_clause(&w[..n - 5], &mut trial)?;
    let [Part::ControllerHonorOf { loses, of, stat }] = parts.as_slice() else {
        return None;
    };
    let p = Part::ControllerHonorOfAtMost {
        loses: *loses,
        of: of.clone(),
        stat: stat.clone(),
        at_most,
    };
    ab.targets = trial.targets;
    Some(vec![p])
}

/// `Raise or lower the current battlefield's province's strength by 4 (until the turn ends)`,
/// `Raise or lower the current province's strength by his Force`, `… by the Force of the
/// target`.
fn raise_or_lower(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let rest = match s.as_slice() {
        ["raise", "or", "lower", "the", "current", "battlefield's", "province's", "strength", "by", rest @ ..]
        | ["raise", "or", "lower", "the", "current", "province's", "strength", "by", rest @ ..] => {
            rest
        }
        _ => return None,
    };
    let rest = match rest {
        [r @ .., "(until", "the", "turn", "ends)"] => r,
        r => r,
    };
    if let [n] = rest {
        let n = num(n).filter(|n| *n > 0)?;
        return Some(vec![Part::ProvinceStrengthOne {
            which: "here".into(),
            amounts: vec![n, -n],
        }]);
    }
    // `his Force`, `the Force of the target`: a number of one card the ability names.
    let (phrase, stat): (Vec<String>, &str) = match rest {
        [p, st] if matches!(*p, "his" | "her" | "its") && matches!(*st, "force" | "chi") => {
            (vec![if *p == "its" { "it" } else { "him" }.to_string()], st)
        }
        ["the", st, "of", "the", "target"] if matches!(*st, "force" | "chi") => {
            (vec!["the".to_string(), "target".to_string()], st)
        }
        _ => return None,
    };
    let mut trial = ab.clone();
    let of = object(&phrase, &mut trial)?;
    if trial.targets.len() != ab.targets.len() {
        return None;
    }
    Some(vec![Part::ProvinceStrengthOf {
        of,
        stat: stat.to_string(),
    }])
}

/// `Draw two additional cards during your next End Phase`; on a Limited action (the player's own
/// turn), `Draw two additional cards before your turn ends`.
fn additional_cards(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    match s.as_slice() {
        ["draw", n, "additional", "cards", "during", "your", "next", "end", "phase"] => {
            let count = num(n).filter(|n| *n > 1)?;
            Some(vec![Part::DrawAtNextEnd { count }])
        }
        ["draw", n, "additional", "cards", "before", "your", "turn", "ends"]
            if ab.timings == [Timing::Limited] =>
        {
            let count = num(n).filter(|n| *n > 1)?;
            Some(vec![Part::Delayed {
                at: Delay::TurnEnds,
                then: vec![Part::Draw { count }],
            }])
        }
        _ => None,
    }
}

/// `Bow your target Shugenja. Search your Fate deck for a Ring. Show it and put it in your
/// hand.`: after a search, `it` is the card found when every other card the ability names is a
/// personality (which `it` never names).
fn it_found(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    if !w.iter().any(|x| x == "it") {
        return None;
    }
    let searched = ab.effects.iter().any(|e| match e {
        Part::Search { .. } => true,
        Part::If { then, .. } => then.iter().any(|p| matches!(p, Part::Search { .. })),
        _ => false,
    });
    let person = |t: &Target| t.kinds.iter().all(|k| k == "personality");
    if !searched || !ab.targets.iter().all(person) || !ab.performer.iter().all(person) {
        return None;
    }
    if cards_named(&ab.costs)
        .iter()
        .chain(cards_named(&ab.effects).iter())
        .any(|c| !matches!(c, Who::Target(_) | Who::Performer | Who::This | Who::Found))
    {
        return None;
    }
    with_pronoun_as(w, ab, &Who::Found)
}

/// `If there are enemy units at the current battlefield, choose your performing Personality: Move
/// him there.`: `there` is the current battlefield, the one place the text names.
fn move_there(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let (m, rest) = w.split_first()?;
    let (t, who) = rest.split_last()?;
    if m != "move" || t != "there" || who.is_empty() {
        return None;
    }
    let l = ab.printed.to_lowercase();
    let l = l
        .replace(
            "if there are any enemy units at",
            "if any enemy units are at",
        )
        .replace("if there are enemy units at", "if enemy units are at");
    if !super::effects::only_place_is_here(&l) {
        return None;
    }
    let mut trial = ab.clone();
    let who = object(who, &mut trial)?;
    if trial.targets.len() != ab.targets.len() {
        return None;
    }
    Some(vec![Part::MoveToBattlefield { who }])
}

/// `You have Reconnaissance there. Give its province +2 or -2 strength.`: the province of that
/// battlefield, the current one.
fn its_province(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let ["give", "its", "province", amounts @ .., "strength"] = s.as_slice() else {
        return None;
    };
    if ab.effects.last() != Some(&Part::HaveRecon) {
        return None;
    }
    let signed = |x: &str| {
        (x.starts_with('+') || x.starts_with('-'))
            .then(|| x.parse::<i32>().ok())
            .flatten()
    };
    let amounts = match amounts {
        [a] => vec![signed(a)?],
        [a, "or", b] => vec![signed(a)?, signed(b)?],
        _ => return None,
    };
    Some(vec![Part::ProvinceStrengthOne {
        which: "here".into(),
        amounts,
    }])
}

/// `Negate his bowing and movement from the action's effects`: each of the two, as `Negate his
/// bowing from the action's effects` and `Negate his movement from …`.
fn two_negated(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let k = w.iter().position(|x| x == "and")?;
    if w.first().map(String::as_str) != Some("negate") || k < 2 || w.get(k + 2)? != "from" {
        return None;
    }
    let mut one = w[..k].to_vec();
    one.extend_from_slice(&w[k + 2..]);
    let mut other = w[..k - 1].to_vec();
    other.extend_from_slice(&w[k + 1..]);
    let mut trial = ab.clone();
    let mut parts = super::effects::effect_clause(&one, &mut trial)?;
    parts.extend(super::effects::effect_clause(&other, &mut trial)?);
    let ok = matches!(
        parts.as_slice(),
        [Part::NegateActionOn { who: a, .. }, Part::NegateActionOn { who: b, .. }] if a == b
    );
    if !ok {
        return None;
    }
    ab.targets = trial.targets;
    Some(parts)
}

/// Whether a card moved `where he would be opposed` is one `he` names: `him`, `her`, `the
/// Personality it is attached to`.
fn a_him(phrase: &[String]) -> bool {
    matches!(phrase, [p] if p == "him" || p == "her")
        || is(
            phrase,
            &["the", "personality", "it", "is", "attached", "to"],
        )
}

/// `Move it home or to an adjacent battlefield`, `Move her home or to the current battlefield`:
/// one of the two moves, as the player chooses.
fn move_either(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let (m, rest) = w.split_first()?;
    if m != "move" {
        return None;
    }
    let k = rest
        .windows(3)
        .position(|x| x[0] == "home" && x[1] == "or" && x[2] == "to")?;
    let (phrase, dest) = (&rest[..k], &rest[k + 3..]);
    if phrase.is_empty() {
        return None;
    }
    let mut trial = ab.clone();
    let who = object(phrase, &mut trial)?;
    let other = if is(dest, &["the", "current", "battlefield"]) {
        Part::MoveToBattlefield { who: who.clone() }
    } else {
        let d: Vec<&str> = dest.iter().map(String::as_str).collect();
        let to = PLACES.iter().find(|(p, _)| *p == d.as_slice())?.1;
        if to == "opposed-battlefield" && !a_him(phrase) {
            return None;
        }
        Part::MoveTo {
            who: who.clone(),
            to: to.to_string(),
        }
    };
    ab.targets = trial.targets;
    Some(vec![Part::OneOf {
        options: vec![vec![Part::MoveHome { who }], vec![other]],
    }])
}

/// `Ranged 3 Attack or give the current battlefield's province -3 strength`, `Melee 2 Attack or
/// Ranged 2 Attack`: one of the two, as the player chooses; never with a target named in the
/// other part (it would be chosen whichever is done).
fn attack_or_other(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let k = w.iter().position(|x| x == "or")?;
    let attack = super::effects::plain_attack(&w[..k])?;
    let rest = &w[k + 1..];
    if rest.iter().any(|x| x == "if" || x.starts_with("target")) {
        return None;
    }
    let other = match super::effects::plain_attack(rest) {
        Some(p) => vec![p],
        None => {
            // `the current battlefield's province's -3 strength`: the province's, as printed
            // once.
            let mut r = rest.to_vec();
            if let Some(x) = r.iter_mut().find(|x| *x == "province's") {
                *x = "province".into();
            }
            let mut trial = ab.clone();
            let parts = super::effects::effect_clause(&r, &mut trial)?;
            if trial.targets.len() != ab.targets.len() {
                return None;
            }
            parts
        }
    };
    if other
        .iter()
        .any(|p| matches!(p, Part::May { .. } | Part::OneOf { .. }))
    {
        return None;
    }
    Some(vec![Part::OneOf {
        options: vec![vec![attack], other],
    }])
}

/// `Move this unit to the current battlefield if it would be opposed there`, `Move the target to
/// the current battlefield if he would be opposed there`.
fn move_if_opposed(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let ["move", phrase @ .., "to", "the", "current", "battlefield", "if", p, "would", "be", "opposed", "there"] =
        s.as_slice()
    else {
        return None;
    };
    let fits = match phrase {
        ["this", "unit"] => *p == "it",
        ["him"] | ["the", "target"] => *p == "he",
        ["her"] => *p == "she",
        ["the", "personality", "it", "is", "attached", "to"] => *p == "he" || *p == "she",
        _ => false,
    };
    if !fits {
        return None;
    }
    let phrase: Vec<String> = phrase.iter().map(|x| x.to_string()).collect();
    let mut trial = ab.clone();
    let who = object(&phrase, &mut trial)?;
    if trial.targets.len() != ab.targets.len() {
        return None;
    }
    Some(vec![Part::If {
        cond: Condition::WouldBeOpposed(who.clone()),
        then: vec![Part::MoveToBattlefield { who }],
        otherwise: Vec::new(),
    }])
}

/// `Negate all current and new Force penalities on him`: the misprint read as `penalties`.
fn penalities(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    if !w.iter().any(|x| x == "penalities") {
        return None;
    }
    let v: Vec<String> = w
        .iter()
        .map(|x| {
            if x == "penalities" {
                "penalties".to_string()
            } else {
                x.clone()
            }
        })
        .collect();
    super::effects::effect_clause(&v, ab)
}

/// `Target a Terrain and destroy this card: Destroy the Terrain.`, `Bow or straighten the card`:
/// `the` and a kind name the ability's one target, when it is of that kind (or a card with that
/// word) and there is no performer.
fn the_kind(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let [t] = ab.targets.as_slice() else {
        return None;
    };
    if ab.performer.is_some() || t.count.is_some() || other_cards(&ab.effects) {
        return None;
    }
    let k = w.iter().position(|x| x == "the")?;
    let kind = w.get(k + 1)?.as_str();
    // A state the card is in (`a bowed card`: `the bowed`) is not a name for it.
    let state = kind.ends_with("ed") || kind.starts_with("non") || kind.starts_with("face");
    let of_kind = t.kinds.iter().all(|x| x == kind)
        || (t.kinds == ["card"] && !state && t.must_be.iter().any(|m| m == kind));
    // `the Personality`, `the target` are the reader's own already.
    if !of_kind || kind == "target" || w[k + 2..].iter().any(|x| x == "the") {
        return None;
    }
    let mut v = w.to_vec();
    v[k + 1] = "target".into();
    let mut trial = ab.clone();
    let parts = super::effects::effect_clause(&v, &mut trial)?;
    if trial.targets.len() != ab.targets.len() {
        return None;
    }
    Some(parts)
}

/// `Ranged Attack with strength equal to his Force or Chi`: the attack, its strength one of the
/// two numbers of the card, as the player chooses (`force or chi`).
fn force_or_chi(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let n = w.len();
    if n < 4 || !is(&w[n - 3..], &["force", "or", "chi"]) {
        return None;
    }
    let mut v = w[..n - 2].to_vec();
    v[n - 3] = "force".into();
    let mut trial = ab.clone();
    let parts = super::effects::effect_clause(&v, &mut trial)?;
    let [Part::AttackOf { attack, who, stat }] = parts.as_slice() else {
        return None;
    };
    if stat != "force" || trial.targets.len() != ab.targets.len() {
        return None;
    }
    Some(vec![Part::AttackOf {
        attack: attack.clone(),
        who: who.clone(),
        stat: "force or chi".into(),
    }])
}

/// `His controller loses 1 Honor, or 2 Honor if his base Personal Honor is 3 or greater`: the
/// second amount when the condition holds, the first otherwise.
fn controller_honor_or_if(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let k = w.iter().position(|x| x == "or")?;
    let (base, rest) = (&w[..k], &w[k + 1..]);
    let [n, h, i, cond @ ..] = rest else {
        return None;
    };
    if h != "honor" || i != "if" {
        return None;
    }
    let more = num(n)?;
    let mut trial = ab.clone();
    let first = super::effects::effect_clause(base, &mut trial)?;
    let (loses, amount) = match first.as_slice() {
        [Part::ControllerLosesHonor { amount }] => (true, *amount),
        [Part::ControllerGainsHonor { amount }] => (false, *amount),
        _ => return None,
    };
    if more == amount {
        return None;
    }
    let cond = effect_condition(cond, &trial)?;
    let part = |amount| {
        if loses {
            Part::ControllerLosesHonor { amount }
        } else {
            Part::ControllerGainsHonor { amount }
        }
    };
    ab.targets = trial.targets;
    Some(vec![Part::If {
        cond,
        then: vec![part(more)],
        otherwise: vec![part(amount)],
    }])
}

/// `Give him +2F, or +4F if he has an attachment (until the turn ends)`: a bonus that lasts until
/// the end of the turn says so again.
fn until_the_turn_ends(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let n = w.len();
    if n < 5 || !is(&w[n - 4..], &["(until", "the", "turn", "ends)"]) {
        return None;
    }
    fn for_the_turn(p: &Part) -> bool {
        match p {
            Part::Bonus { lasting, .. } => *lasting == super::Lasting::Turn,
            Part::If {
                then, otherwise, ..
            } => then.iter().chain(otherwise).all(for_the_turn),
            _ => false,
        }
    }
    let mut trial = ab.clone();
    let parts = super::effects::effect_clause(&w[..n - 4], &mut trial)?;
    if !parts.iter().all(for_the_turn) {
        return None;
    }
    ab.targets = trial.targets;
    Some(parts)
}

/// `Give each of your Followers at this battle +1F`: at this battle is at the current
/// battlefield, where the battle is.
fn at_this_battle(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let k = w
        .windows(3)
        .position(|x| is(x, &["at", "this", "battle"]))?;
    if w[..2] != ["give".to_string(), "each".to_string()] {
        return None;
    }
    let mut v = w[..k].to_vec();
    v.extend(["at", "the", "current", "battlefield"].map(str::to_string));
    v.extend_from_slice(&w[k + 3..]);
    let parts = super::followups::clause(&v, ab)?;
    matches!(parts.as_slice(), [Part::BonusEach { .. }]).then_some(parts)
}
