//! The cards an ability names: targets with their side, states, traits, numbers and printed
//! qualifiers; this card; pronouns that point back at a target.

use super::words::is;
use super::{Ability, Part, Side, StatLimit, Target, Who};
/// This card, by any of the names a card's text gives itself.
pub(super) fn is_this(w: &[String]) -> bool {
    w.len() == 2
        && w[0] == "this"
        && matches!(
            w[1].as_str(),
            "card"
                | "personality"
                | "holding"
                | "shugenja"
                | "follower"
                | "item"
                | "spell"
                | "stronghold"
                | "region"
                | "strategy"
                | "celestial"
                | "ring"
                | "event"
                | "kata"
                | "terrain"
                | "weapon"
                | "armor"
        )
}

pub(super) const KINDS: &[&str] = &[
    "personality",
    "personalities",
    "follower",
    "followers",
    "holding",
    "item",
    "spell",
    "card",
    "unit",
    "attachment",
    "retainer",
    "region",
    "strategy",
    "event",
    "army",
    "province",
    "ring",
    "rings",
    "stronghold",
    "celestial",
];

pub(super) const STATES: &[&str] = &[
    "unbowed",
    "bowed",
    "attacking",
    "defending",
    "dishonorable",
    "honorable",
    "dead",
    "face-up",
    "face-down",
    "opposed",
    "non-unique",
    "unique",
    "human",
    "nonhuman",
    "non-experienced",
    "experienced",
];

/// `target a Follower`, `target an enemy Personality with 3 or less Chi`, `target your unbowed
/// Courtier`, `target another player's Personality or Follower`.
pub(super) fn target_clause(w: &[String]) -> Option<Target> {
    if w.first()? != "target" {
        return None;
    }
    noun_phrase(&w[1..])
}

/// `a(n) [enemy|opposing|your|another player's] STATES/TRAITS KIND [or KIND] [with …]`.
pub(super) fn noun_phrase(w: &[String]) -> Option<Target> {
    // `your performing Monk unless he is Void`: a condition, never words of the card.
    if w.iter().any(|x| x == "unless") {
        return None;
    }
    // `one or two Personalities`, `one or more of your Items`, `one to three enemy cards`.
    if let Some((count, k)) = count_prefix(w) {
        let mut rest: Vec<String> = w[k..].to_vec();
        // `of your Items`: the side.
        if rest.first().map(String::as_str) == Some("of")
            && rest.get(1).map(String::as_str) == Some("your")
        {
            rest.remove(0);
        }
        // Plural kinds name the cards counted (before the qualifiers: `in provinces` stays).
        let end = rest.iter().position(|x| is_stop(x)).unwrap_or(rest.len());
        let rest: Vec<String> = rest
            .iter()
            .enumerate()
            .map(|(k, x)| match PLURALS.iter().find(|(p, _)| p == x) {
                Some((_, s)) if k < end => s.to_string(),
                _ => x.clone(),
            })
            .collect();
        let mut t = noun_phrase(&rest)?;
        // `one or two of your target Conscripts`: a trait in the plural names no trait the
        // reader can spell; not read.
        let named_kind = rest.iter().any(|x| KINDS.contains(&x.as_str()));
        if t.count.is_some()
            || (!named_kind
                && t.kinds == ["card"]
                && t.must_be.last().is_some_and(|x| x.ends_with('s')))
        {
            return None;
        }
        t.count = Some(count);
        return Some(t);
    }
    let mut i = 0;
    let mut side = Side::Any;
    match w.get(i).map(String::as_str) {
        Some("a" | "an" | "one") => i += 1,
        Some("your") => {
            side = Side::Yours;
            i += 1;
        }
        Some("another") if w.get(i + 1).map(String::as_str) == Some("player's") => {
            side = Side::Others;
            i += 2;
        }
        _ => {}
    }
    if side == Side::Any {
        match w.get(i).map(String::as_str) {
            Some("enemy" | "opposing") => {
                side = Side::Others;
                i += 1;
            }
            Some("another") if w.get(i + 1).map(String::as_str) == Some("player's") => {
                side = Side::Others;
                i += 2;
            }
            Some("your") => {
                side = Side::Yours;
                i += 1;
            }
            _ => {}
        }
    }
    // `another Personality`: any but this card, no trait (`another player's` is read above).
    let mut other = false;
    if w.get(i).map(String::as_str) == Some("another") {
        other = true;
        i += 1;
    }
    // An article or a side before the words: `a`, `your`, `another player's`, `enemy`.
    let det = i > 0 || matches!(w.first().map(String::as_str), Some("enemy" | "opposing"));
    let mut must_be: Vec<String> = Vec::new();
    let mut any_of: Vec<String> = Vec::new();
    let mut kinds = Vec::new();
    while let Some(word) = w.get(i) {
        // `a Market or Port Holding`, `a Stables or Cavalry card`: one of two traits, each one
        // plain word, before the kind (or standing for it).
        if word == "or" && any_of.is_empty() {
            let plain = |x: &str| {
                x.chars().all(|c| c.is_alphabetic() || c == '-')
                    && !is_stop(x)
                    && !STATES.contains(&x)
                    && !KINDS.contains(&x)
                    && !matches!(x, "performing" | "target" | "a" | "an" | "clan")
            };
            // The one trait before `or` (with states only beside it: `Air Shugenja or Yojimbo`
            // is not read), and after it one word that ends the phrase or stands before the
            // kind (`Dragon Clan Personality` is no one word).
            // `Nonhuman` is a keyword as well as a state.
            let trait_like = |x: &str| !STATES.contains(&x) || x == "nonhuman";
            let traits = must_be.iter().filter(|x| trait_like(x)).count();
            let before = must_be
                .last()
                .filter(|x: &&String| (plain(x) || *x == "nonhuman") && traits == 1);
            let ends = match w.get(i + 2) {
                None => true,
                Some(k) => KINDS.contains(&k.as_str()) || is_stop(k),
            };
            let next = w.get(i + 1).filter(|x| plain(x) && ends);
            if let (Some(_), Some(n)) = (before, next) {
                let b = must_be.pop().unwrap_or_default();
                any_of = vec![b, n.clone()];
                i += 2;
                continue;
            }
        }
        if KINDS.contains(&word.as_str()) {
            kinds.push(singular(word));
            i += 1;
            if w.get(i).map(String::as_str) == Some("or")
                && w.get(i + 1).is_some_and(|k| KINDS.contains(&k.as_str()))
            {
                i += 1;
                continue;
            }
            break;
        }
        if STATES.contains(&word.as_str()) {
            must_be.push(word.clone());
            i += 1;
            continue;
        }
        // `a bowed enemy card`: the side after a state.
        if side == Side::Any && matches!(word.as_str(), "enemy" | "opposing") {
            side = Side::Others;
            i += 1;
            continue;
        }
        // A trait between the side and the kind: one plain word (`Ninja`, `Infantry`); never
        // `performing`, which names the performer, no trait.
        if word.chars().all(|c| c.is_alphabetic() || c == '-')
            && !is_stop(word)
            && !matches!(word.as_str(), "performing" | "a" | "an" | "without")
        {
            must_be.push(word.clone());
            i += 1;
            continue;
        }
        // `your target Tactician at home`: a keyword that names the kind, then a qualifier.
        if (is_stop(word) || word == "without") && !(must_be.is_empty() && any_of.is_empty()) {
            break;
        }
        return None;
    }
    // `your target Shugenja`: a personality's keyword stands for a personality that has it.
    if kinds.is_empty()
        && must_be
            .last()
            .is_some_and(|t| PERSONALITY_WORDS.contains(&t.as_str()))
    {
        kinds.push("personality".into());
    }
    // `a Monk or Shugenja`: two personalities' keywords; `a Port or Market`: any card with one.
    if kinds.is_empty() && !any_of.is_empty() {
        if !must_be.iter().all(|w| STATES.contains(&w.as_str())) || !det {
            return None;
        }
        if any_of
            .iter()
            .all(|t| PERSONALITY_WORDS.contains(&t.as_str()))
        {
            kinds.push("personality".into());
        } else {
            kinds.push("card".into());
        }
    }
    // `a target Terrain`, `one of your Mines`: a keyword alone names any card that has it (one
    // word: `a target Ikoma Ayumu` is a card's title, no keywords; and with no article or side
    // before it, `target Fudo` is a card's name too).
    // A state beside it (`your target unbowed Temple`) names no card's title.
    if kinds.is_empty()
        && det
        && must_be
            .iter()
            .filter(|w| !STATES.contains(&w.as_str()))
            .count()
            == 1
        && !STATES.contains(&must_be[must_be.len() - 1].as_str())
    {
        kinds.push("card".into());
    }
    // `your Nonhuman`: a keyword that is a state as well names any card that has it.
    if kinds.is_empty()
        && det
        && any_of.is_empty()
        && must_be.last().is_some_and(|x| x == "nonhuman")
        && must_be.iter().all(|x| STATES.contains(&x.as_str()))
        && must_be.iter().filter(|x| *x == "nonhuman").count() == 1
    {
        kinds.push("card".into());
    }
    if kinds.is_empty() {
        return None;
    }
    // `with lower Force and lower Chi`, `with no Followers and lower Force`, `… and without a
    // Weapon`: after a first qualifier, `and` joins another, both holding.
    let mut tail: Vec<String> = Vec::with_capacity(w.len() - i);
    for (k, x) in w[i..].iter().enumerate() {
        let next = w.get(i + k + 1).map(String::as_str);
        if x == "and" && k > 0 {
            match next {
                Some("lower" | "higher" | "equal") => {
                    tail.push("with".into());
                    continue;
                }
                Some("with" | "without") => continue,
                Some("no") => {
                    tail.push("without".into());
                    continue;
                }
                _ => {}
            }
        }
        // `and no Followers`: the `no` read as `without`.
        if x == "no" && k > 0 && w[i + k - 1] == "and" {
            continue;
        }
        tail.push(x.clone());
    }
    let mut rest = tail.as_slice();
    let mut qualifiers = Vec::new();
    if other {
        // `another unit` is other than the performer's (or this card's) unit, which the
        // reader does not name; not read.
        if kinds.iter().any(|k| k == "unit") {
            return None;
        }
        qualifiers.push(OTHER_THAN_THIS.to_string());
    }
    let mut limit = None;
    'outer: while !rest.is_empty() {
        // `with Force lower than or equal to this card's Chi`: a comparison, kept as printed;
        // against a number, a limit.
        for end in (1..=rest.len()).rev() {
            match comparison(&rest[..end]) {
                Some(Compared::Limit(l)) => {
                    if limit.is_some() {
                        return None;
                    }
                    limit = Some(l);
                }
                Some(Compared::Phrase) => qualifiers.push(rest[..end].join(" ")),
                None => continue,
            }
            rest = &rest[end..];
            continue 'outer;
        }
        // The longest phrase first: `in your hand or discard pile` before `in your hand`.
        let mut known: Vec<&str> = QUALIFIERS.to_vec();
        known.sort_by_key(|q| std::cmp::Reverse(q.len()));
        for q in known {
            let qw: Vec<&str> = q.split(' ').collect();
            if rest.len() >= qw.len() && rest.iter().zip(&qw).all(|(a, b)| a == b) {
                qualifiers.push(q.to_string());
                rest = &rest[qw.len()..];
                continue 'outer;
            }
        }
        // `without a Weapon`, `without a Weapon or Armor`, `without Weapons`: kept as printed.
        let plain = |x: &String| {
            x.chars().all(char::is_alphabetic)
                && !is_stop(x)
                && !matches!(x.as_str(), "a" | "an" | "attachments" | "attachment")
        };
        let without = match rest {
            [w, a, x, o, y, ..]
                if w == "without"
                    && (a == "a" || a == "an")
                    && o == "or"
                    && plain(x)
                    && plain(y) =>
            {
                Some(5)
            }
            [w, a, x, ..] if w == "without" && (a == "a" || a == "an") && plain(x) => Some(3),
            [w, x, ..] if w == "without" && plain(x) && x.ends_with('s') => Some(2),
            // `with the base Fire keyword`: kept as printed.
            [w, t, b, x, k, ..]
                if w == "with"
                    && t == "the"
                    && (b == "base" || b == "printed")
                    && plain(x)
                    && k == "keyword" =>
            {
                Some(5)
            }
            // `with a Poison token`, `who has a Madness token`.
            [w, a, x, t, ..]
                if w == "with" && (a == "a" || a == "an") && plain(x) && t == "token" =>
            {
                Some(4)
            }
            [wh, h, a, x, t, ..]
                if wh == "who"
                    && h == "has"
                    && (a == "a" || a == "an")
                    && plain(x)
                    && t == "token" =>
            {
                Some(5)
            }
            _ => None,
        };
        let without = without.or_else(|| super::cond_more::printed_qualifier(rest));
        if let Some(n) = without {
            // `without a Weapon or a Follower`: the `or` may join two targets; not read.
            if rest.get(n).is_some_and(|x| x == "or") {
                return None;
            }
            qualifiers.push(rest[..n].join(" "));
            rest = &rest[n..];
            continue 'outer;
        }
        // `with 3 or less Chi`: to the end, or to the next qualifier.
        for end in (1..=rest.len()).rev() {
            if let Some(l) = stat_limit(&rest[..end]) {
                if limit.is_some() {
                    return None;
                }
                limit = Some(l);
                rest = &rest[end..];
                continue 'outer;
            }
        }
        return None;
    }
    Some(Target {
        kinds,
        side,
        must_be,
        any_of,
        count: None,
        limit,
        qualifiers,
    })
}

/// Plural kinds, read only after a count (`one or two Holdings`).
const PLURALS: &[(&str, &str)] = &[
    ("cards", "card"),
    ("holdings", "holding"),
    ("items", "item"),
    ("spells", "spell"),
    ("attachments", "attachment"),
    ("units", "unit"),
    ("provinces", "province"),
    ("regions", "region"),
    ("strategies", "strategy"),
];

/// `one or two`, `one or more`, `one to three`, `two`: how many cards a target is, and the
/// words it takes.
pub(super) fn count_prefix(w: &[String]) -> Option<(super::TargetCount, usize)> {
    use super::TargetCount;
    let s: Vec<&str> = w.iter().take(3).map(String::as_str).collect();
    let n = |x: &str| super::words::num(x).filter(|&n| n >= 1 && !matches!(x, "a" | "an"));
    Some(match s.as_slice() {
        ["one", "or", "more", ..] => (TargetCount { min: 1, max: None }, 3),
        [a, "or", b, ..] if n(a).is_some() && n(b).is_some_and(|b| Some(b) > n(a)) => (
            TargetCount {
                min: n(a)?,
                max: n(b),
            },
            3,
        ),
        [a, "to", b, ..] if n(a).is_some() && n(b).is_some_and(|b| Some(b) > n(a)) => (
            TargetCount {
                min: n(a)?,
                max: n(b),
            },
            3,
        ),
        [a, ..] if n(a).is_some_and(|a| a >= 2) && *a != "2" => (
            TargetCount {
                min: n(a)?,
                max: n(a),
            },
            1,
        ),
        _ => return None,
    })
}

/// The qualifier of `another Personality`: any but the card whose ability it is.
pub(super) const OTHER_THAN_THIS: &str = "other than this card";

/// The phrases after a target's kind that the reader knows, as printed.
pub(super) const QUALIFIERS: &[&str] = &[
    "without attachments",
    "with no attachments",
    "without followers",
    "with no followers",
    "at the current battlefield",
    "at this battlefield",
    "at any location",
    "at home",
    "in play",
    "in your hand",
    "in your discard pile",
    "in your fate discard pile",
    "in your dynasty discard pile",
    "in any discard pile",
    "in any player's discard pile",
    "in another player's discard pile",
    "in your hand or discard pile",
    "in a unit",
    "in units",
    "in his unit",
    "in this unit",
    "in a province",
    "in your province",
    "in one of your provinces",
    "in his hand",
    "at this card's location",
    "with lower force",
    "with lower chi",
    "with lower personal honor",
    "with higher force",
    "with higher chi",
    "with higher personal honor",
    "with equal or lower force",
    "with equal or lower chi",
    "with equal or lower personal honor",
    "with equal or higher force",
    "with equal or higher chi",
    "with equal or higher personal honor",
    "with lower gold cost",
    "with higher gold cost",
    "with equal or lower gold cost",
    "with an equal or lower gold cost",
    "with equal or higher gold cost",
    "with a weapon",
    "with a follower",
    "with an item",
    "with an attachment",
    "with lower gold cost",
    "with higher gold cost",
    "with equal or lower gold cost",
    "with an equal or lower gold cost",
    "with lower base personal honor",
    "in another player's province",
    "in an enemy unit",
    "opposing this card",
    "opposing the personality it is attached to",
    "in your home",
    "with no unbowed attachments",
    "who performed it",
    "that performed it",
    "with attachments",
    // A card's place or controller, as printed.
    "controlled by the same player",
    "controlled by the active player",
    "at different locations",
    "at the same location",
    "not at the current battlefield",
    "out of play",
    "in or out of play",
    "in this card's unit",
    // Compared with the performer (or this card), as `with lower force` is.
    "with fewer weapons",
    "with the same family name as the personality it is attached to",
    "with a gold cost of 0",
    "in provinces",
    "in a unit led by a dishonorable personality",
    "whose unit has lower total force than this unit",
    "whose force is different from his base force",
    "whose force is different from his own base force",
    "controlled by a player who controls a dishonorable personality",
    "controlled by a player with four or more holdings in play",
    "with a political ability",
    "with a melee or ranged attack ability",
    "who lobbied this turn",
    "that has moved or entered play this battle",
    "that was bowed by another player's card effect this battle",
    "that has not produced gold this turn",
    "with a 0 gold cost",
    "with a poison token or without abilities",
    "with shadowlands or without attachments",
    "you control",
    "in discard piles",
    "in the personality it is attached to's army",
    "at one of your provinces' battlefields",
    "controlled by a player who controls five or more holdings",
    "whose total chi is lower than or equal to your duelist's chi",
    "with lower total force than your personality's (current) force",
    "whose current personal honor is lower than printed",
    "with less force",
    "with less chi",
    "with lower or equal gold cost",
];

/// Keywords only personalities have, which a text names a personality by.
pub(super) const PERSONALITY_WORDS: &[&str] = &[
    "shugenja",
    "courtier",
    "samurai",
    "monk",
    "duelist",
    "magistrate",
    "commander",
    "tactician",
    "kensai",
    "berserker",
];

pub(super) fn is_stop(w: &str) -> bool {
    matches!(
        w,
        "with" | "in" | "at" | "of" | "that" | "who" | "and" | "or" | "to" | "the" | "this"
    )
}

pub(super) fn singular(w: &str) -> String {
    match w {
        "personalities" => "personality".into(),
        "followers" => "follower".into(),
        "rings" => "ring".into(),
        _ => w.to_string(),
    }
}

pub(super) const STATS: &[(&[&str], &str)] = &[
    (&["force"], "force"),
    (&["chi"], "chi"),
    (&["gold", "cost"], "gold cost"),
    (&["personal", "honor"], "personal honor"),
    (&["focus", "value"], "focus value"),
];

/// What a comparison after a target's kind compares with.
enum Compared {
    /// A number: `with Force lower than or equal to 3`.
    Limit(StatLimit),
    /// Another card's number: `with Personal Honor lower than or equal to this card's Chi`.
    Phrase,
}

/// `with STAT lower than or equal to X`, `with STAT equal to or lower than X`, `with STAT lower
/// than X`, `with lower STAT than X` (and `higher`, `less`, `greater`), where X is a number or
/// the number of this card or of the performer (`this card's Chi`, `your performer's Force`).
fn comparison(w: &[String]) -> Option<Compared> {
    let w = w.strip_prefix(&["with".to_string()])?;
    let stat_at = |w: &[String]| -> Option<(&'static str, usize)> {
        STATS
            .iter()
            .find(|(sw, _)| w.len() >= sw.len() && is(&w[..sw.len()], sw))
            .map(|(sw, name)| (*name, sw.len()))
    };
    let dir = |d: &str| -> Option<bool> {
        match d {
            "lower" | "less" | "fewer" => Some(true),
            "higher" | "greater" | "more" => Some(false),
            _ => None,
        }
    };
    // (stat, at_most, or equal, what it is compared with)
    // `with equal or lower STAT than X`.
    if let [e, o, d, rest @ ..] = w {
        if e == "equal" && o == "or" && dir(d).is_some() {
            let (_, n) = stat_at(rest)?;
            let reference = rest[n..].strip_prefix(&["than".to_string()])?;
            // `than your Personality`: the player's card of that word, kept as printed.
            return match reference {
                [y, k]
                    if y == "your"
                        && (matches!(k.as_str(), "personality" | "follower" | "performer")
                            || PERSONALITY_WORDS.contains(&k.as_str())) =>
                {
                    Some(Compared::Phrase)
                }
                _ => None,
            };
        }
    }
    let (stat, at_most, equal, reference) = if let Some(d) = w.first().and_then(|d| dir(d)) {
        // `with lower STAT than X`
        let (stat, n) = stat_at(&w[1..])?;
        let rest = &w[1 + n..];
        let reference = rest.strip_prefix(&["than".to_string()])?;
        (stat, d, false, reference)
    } else {
        let (stat, n) = stat_at(w)?;
        let rest = &w[n..];
        match rest {
            // `STAT equal to or lower than X`
            [e, t, o, d, th, reference @ ..]
                if e == "equal" && t == "to" && o == "or" && th == "than" =>
            {
                (stat, dir(d)?, true, reference)
            }
            // `STAT lower than or equal to X`
            [d, th, o, e, t, reference @ ..]
                if th == "than" && o == "or" && e == "equal" && t == "to" =>
            {
                (stat, dir(d)?, true, reference)
            }
            // `STAT lower than X`
            [d, th, reference @ ..] if th == "than" => (stat, dir(d)?, false, reference),
            _ => return None,
        }
    };
    match reference {
        // `with lower Force than the Personality it is attached to`, `with equal or lower Force
        // than this card`: the same number of that card, kept as printed.
        r if is(r, &["the", "personality", "it", "is", "attached", "to"]) || is_this(r) => {
            Some(Compared::Phrase)
        }
        // `with Force equal to or lower than this Personality's`: the same number of that card.
        r if is(r, &["the", "personality", "it", "is", "attached", "to's"])
            || matches!(r, [t, c] if t == "this" && c.strip_suffix("'s").is_some_and(|b| {
                is_this(&[t.clone(), b.to_string()])
            })) =>
        {
            Some(Compared::Phrase)
        }
        // `with Force lower than this battlefield's province's strength`: kept as printed.
        r if stat == "force"
            && (is(r, &["this", "battlefield's", "province's", "strength"])
                || is(
                    r,
                    &["the", "current", "battlefield's", "province's", "strength"],
                )) =>
        {
            Some(Compared::Phrase)
        }
        [n] => {
            let n: i32 = n.parse().ok()?;
            let value = match (equal, at_most) {
                (true, _) => n,
                (false, true) => n - 1,
                (false, false) => n + 1,
            };
            Some(Compared::Limit(StatLimit {
                stat: stat.to_string(),
                value,
                at_most,
            }))
        }
        [owner @ .., last] if !owner.is_empty() => {
            // The other number: this card's, or the performer's.
            let (owner_words, first_stat) = match owner {
                [t, c, s @ ..] if t == "this" && c.ends_with("'s") => {
                    let base = c.trim_end_matches("'s").to_string();
                    if !is_this(&[t.clone(), base]) {
                        return None;
                    }
                    (2, s)
                }
                [y, p, s @ ..] if y == "your" && p == "performer's" => (2, s),
                // `your Duelist's Chi`: the player's card of that word (the performer, as the
                // ability names it), kept as printed.
                [y, p, s @ ..]
                    if y == "your"
                        && p.strip_suffix("'s").is_some_and(|k| {
                            !k.is_empty() && k.chars().all(char::is_alphabetic) && !is_stop(k)
                        }) =>
                {
                    (2, s)
                }
                _ => return None,
            };
            let _ = owner_words;
            let mut sw: Vec<String> = first_stat.to_vec();
            sw.push(last.clone());
            STATS
                .iter()
                .any(|(x, _)| is(&sw, x))
                .then_some(Compared::Phrase)
        }
        _ => None,
    }
}

/// `with 3 or less Chi`, `with Chi 3 or less`, `with 2 or lower Force`.
pub(super) fn stat_limit(w: &[String]) -> Option<StatLimit> {
    if w.first()? != "with" {
        return None;
    }
    let w = &w[1..];
    let how = |a: &str, b: &str| -> Option<bool> {
        if a != "or" {
            return None;
        }
        match b {
            "less" | "lower" | "fewer" => Some(true),
            "more" | "higher" | "greater" => Some(false),
            _ => None,
        }
    };
    for (sw, name) in STATS {
        let n = sw.len();
        // with N or less STAT
        if w.len() == 3 + n && is(&w[3..], sw) {
            if let (Some(v), Some(at_most)) = (w[0].parse().ok(), how(&w[1], &w[2])) {
                return Some(StatLimit {
                    stat: name.to_string(),
                    value: v,
                    at_most,
                });
            }
        }
        // with N STAT or less
        if w.len() == n + 3 && is(&w[1..=n], sw) {
            if let (Ok(v), Some(at_most)) = (w[0].parse(), how(&w[n + 1], &w[n + 2])) {
                return Some(StatLimit {
                    stat: name.to_string(),
                    value: v,
                    at_most,
                });
            }
        }
        // with STAT N or less
        if w.len() == n + 3 && is(&w[..n], sw) {
            if let (Some(v), Some(at_most)) = (w[n].parse().ok(), how(&w[n + 1], &w[n + 2])) {
                return Some(StatLimit {
                    stat: name.to_string(),
                    value: v,
                    at_most,
                });
            }
        }
    }
    None
}

/// Who a pronoun or a phrase after a verb names: `it`, `him`, `her`, `them`, `the target`, `the
/// targeted card`, `this card`, `a target Follower` (a new target).
pub(super) fn object(w: &[String], ab: &mut Ability) -> Option<Who> {
    // After a clause not read that names a target, a pronoun is not guessed: it may be that
    // target's (`… and target an enemy card with lower Gold Cost: Bow it`).
    if matches!(w, [p] if matches!(p.as_str(), "it" | "him" | "her" | "them"))
        && ab
            .unread
            .iter()
            .any(|u| u.to_lowercase().split_whitespace().any(|x| x == "target"))
    {
        return None;
    }
    let last = ab.targets.len();
    let lone_performer = last == 0 && ab.performer.is_some();
    // After `You may target …`, a pronoun in a later sentence may name that target or another
    // card: not guessed.
    if let [p] = w {
        if matches!(p.as_str(), "it" | "him" | "her" | "them")
            && ab.effects.iter().any(|e| match e {
                Part::MayTarget { .. } => true,
                Part::If { then, .. } => then.iter().any(|p| matches!(p, Part::MayTarget { .. })),
                _ => false,
            })
        {
            return None;
        }
    }
    // After a search, `it` is the card found, when the ability names no other card it could
    // be; with a target or a performer beside it, the pronoun is not guessed.
    if let [p] = w {
        if matches!(p.as_str(), "it" | "him" | "her")
            && ab.effects.iter().any(|e| match e {
                Part::Search { .. } => true,
                Part::If { then, .. } => then.iter().any(|p| matches!(p, Part::Search { .. })),
                _ => false,
            })
        {
            // `it` never names a personality: a performing personality leaves it the card
            // found.
            let performer_is_it = ab
                .performer
                .as_ref()
                .is_some_and(|t| t.kinds.iter().any(|k| k != "personality"));
            let performer_blocks = if p == "it" {
                performer_is_it
            } else {
                ab.performer.is_some()
            };
            return (last == 0 && !performer_blocks).then_some(Who::Found);
        }
    }
    // `Create a 2F/2C/2PH Samurai Personality. Remove him from the game after this battle
    // ends.`: with no target, no performer and no other card the text names, `him` is the one
    // personality the ability created.
    if let [p] = w {
        if matches!(p.as_str(), "him" | "her" | "it") && last == 0 && ab.performer.is_none() {
            let created = ab
                .effects
                .iter()
                .filter(|e| matches!(e, Part::CreatePersonality { .. }))
                .count();
            let l = ab.printed.to_lowercase();
            let others = [
                "this card",
                "this personality",
                "the personality it is attached to",
            ];
            if created == 1
                && ab.effects.len() == 1
                && ab.costs.is_empty()
                && !others.iter().any(|o| l.contains(o))
            {
                return Some(Who::Created);
            }
        }
    }
    // `Reaction: After this card enters play: Create a +1F Weapon Item and attach it to him`:
    // `him` is this card, when the ability has no target or performer.
    if let [p] = w {
        if (p == "him" || p == "her") && last == 0 && ab.performer.is_none() {
            let trigger = ab.timings.iter().find_map(|t| match t {
                super::Timing::Reaction { trigger } | super::Timing::Interrupt { trigger } => {
                    Some(trigger.to_lowercase())
                }
                _ => None,
            });
            if trigger.is_some_and(|t| {
                t == "after this card enters play"
                    || t == "after this card enters play from a province"
            }) {
                return Some(Who::This);
            }
        }
    }
    // `Even if this card is bowed, if this Shugenja is Water: Straighten him`: with no target
    // and no performer, `him` is the one card the text names.
    if let [p] = w {
        if (p == "him" || p == "her") && last == 0 && ab.performer.is_none() {
            if let Some(who) = only_card_named(&ab.printed) {
                return Some(who);
            }
        }
    }
    // After the top card of a deck is looked at, `it` may be that card as well as a target or
    // the performer: not guessed (with neither, it is read where the look is).
    if let [p] = w {
        if p == "it"
            && ab
                .effects
                .iter()
                .any(|e| matches!(e, Part::LookAtTop { count: 1, .. }))
        {
            return None;
        }
    }
    // After a duel, `him` may be the loser or the winner as well as a target: not guessed.
    if let [p] = w {
        if matches!(p.as_str(), "it" | "him" | "her" | "them")
            && ab.effects.iter().any(|e| matches!(e, Part::Duel { .. }))
        {
            return None;
        }
    }
    // `Put this Event into play. Discard it after your next turn begins.`: with no target and
    // no performer, `it` after this card is put into play is this card.
    if let [p] = w {
        if p == "it"
            && last == 0
            && ab.performer.is_none()
            && ab
                .effects
                .iter()
                .any(|e| matches!(e, Part::PutIntoPlay { who: Who::This, .. }))
        {
            return Some(Who::This);
        }
    }
    // In a reaction to an action that targets one of the player's cards, with no target and no
    // performer: `him` (or `them`, `the Personality`) is the card the action targets.
    if last == 0 && ab.performer.is_none() {
        if let Some(who) = trigger_target(w, ab) {
            return Some(who);
        }
    }
    // `Move this card there. Straighten his unit if he moved.`: with no target and no
    // performer, `him` right after a part that moves this card is this card.
    if let [p] = w {
        if (p == "him" || p == "her")
            && last == 0
            && ab.performer.is_none()
            && matches!(
                ab.effects.last(),
                Some(
                    Part::MoveToBattlefield { who: Who::This } | Part::MoveHome { who: Who::This }
                )
            )
        {
            return Some(Who::This);
        }
    }
    // `one or two target enemy cards`: a counted target named in an effect.
    if let Some((_, k)) = count_prefix(w) {
        let mut phrase: Vec<String> = w[..k].to_vec();
        let rest = &w[k..];
        let rest = match rest {
            [o, y, t, r @ ..] if o == "of" && y == "your" && t == "target" => {
                phrase.extend(["of".to_string(), "your".to_string()]);
                r
            }
            [t, r @ ..] if t == "target" => r,
            _ => return None,
        };
        phrase.extend_from_slice(rest);
        let target = noun_phrase(&phrase)?;
        ab.targets.push(target);
        return Some(Who::Target(ab.targets.len()));
    }
    // A target of several cards is `them`, never `it` or `him`.
    if let [p] = w {
        if last == 1
            && ab.targets[0].count.is_some()
            && matches!(p.as_str(), "it" | "him" | "her" | "them")
        {
            return (p == "them").then_some(Who::Target(1));
        }
    }
    match w {
        [p] if matches!(p.as_str(), "it" | "him" | "her" | "them") && last == 1 => {
            Some(Who::Target(1))
        }
        [p] if matches!(p.as_str(), "him" | "her" | "it") && lone_performer => Some(Who::Performer),
        [t, x] if t == "the" && (x == "target" || x == "targets") && last == 1 => {
            Some(Who::Target(1))
        }
        // `Bow the Personality`: the one target that may be of that kind, when no performer
        // could be it too.
        [t, k]
            if t == "the"
                && matches!(
                    k.as_str(),
                    "personality"
                        | "follower"
                        | "holding"
                        | "item"
                        | "spell"
                        | "attachment"
                        | "region"
                )
                && last == 1
                && ab.targets[0].kinds.iter().any(|x| x == k)
                && !(k == "personality" && ab.performer.is_some()) =>
        {
            Some(Who::Target(1))
        }
        // `Bow or straighten the card`, `Destroy the Terrain`: the one target, of any card or
        // named by that keyword (`a target Terrain`).
        [t, k]
            if t == "the"
                && last == 1
                && ab.targets[0].count.is_none()
                && ab.targets[0].kinds == ["card"]
                && (k == "card"
                    || (ab.targets[0].must_be.iter().any(|x| x == k)
                        && !STATES.contains(&k.as_str()))) =>
        {
            Some(Who::Target(1))
        }
        // `… bow your target Castle and target an enemy Personality: Move him home`: `him` is
        // the one target that can be a personality when every other is of a kind that cannot,
        // and no performer could be him.
        [p] if (p == "him" || p == "her") && last >= 2 && ab.performer.is_none() => {
            let personal = |t: &super::Target| {
                t.count.is_none()
                    && t.kinds
                        .iter()
                        .any(|k| matches!(k.as_str(), "personality" | "follower" | "card" | "unit"))
            };
            let never = |t: &super::Target| {
                t.kinds.iter().all(|k| {
                    matches!(
                        k.as_str(),
                        "holding"
                            | "item"
                            | "spell"
                            | "strategy"
                            | "ring"
                            | "region"
                            | "province"
                            | "event"
                            | "stronghold"
                            | "celestial"
                            | "attachment"
                    )
                })
            };
            let who: Vec<usize> = (0..last).filter(|&i| personal(&ab.targets[i])).collect();
            match who.as_slice() {
                [i] if (0..last).all(|j| j == *i || never(&ab.targets[j])) => {
                    Some(Who::Target(i + 1))
                }
                _ => None,
            }
        }
        [t, x, _] if t == "the" && x == "targeted" && last == 1 => Some(Who::Target(1)),
        // `Your performer duels the target`, `Your Personality duels the target`: the performer,
        // when no target of the player's could be it.
        [y, p] if (y == "your" || y == "the") && p == "performer" && ab.performer.is_some() => {
            Some(Who::Performer)
        }
        [y, k]
            if y == "your"
                && ab
                    .targets
                    .iter()
                    .all(|t| t.side == Side::Others || out_of_play(t))
                && ab.performer.as_ref().is_some_and(|p| {
                    p.kinds.iter().any(|x| x == k) || p.must_be.iter().any(|x| x == k)
                }) =>
        {
            Some(Who::Performer)
        }
        [h, u] if matches!(h.as_str(), "his" | "her" | "its") && u == "unit" && last == 1 => {
            Some(Who::UnitOf(1))
        }
        [h, u] if matches!(h.as_str(), "his" | "her") && u == "unit" && lone_performer => {
            Some(Who::PerformerUnit)
        }
        // `If he moved, straighten his unit`: with no target and no performer, the unit of
        // this card (or of the personality it is attached to, the same unit) when `him` is it.
        [h, u] if matches!(h.as_str(), "his" | "her") && u == "unit" && last == 0 => {
            let mut probe = ab.clone();
            match object(
                &[if h == "his" { "him" } else { "her" }.to_string()],
                &mut probe,
            )? {
                Who::This | Who::Bearer if probe.targets.is_empty() => Some(Who::ThisUnit),
                _ => None,
            }
        }
        // `Straighten this card's unit`.
        [t, c, u] if t == "this" && c == "card's" && u == "unit" => Some(Who::ThisUnit),
        _ if is_this(w) => Some(Who::This),
        [t, u] if t == "this" && u == "unit" => Some(Who::ThisUnit),
        _ if is(w, &["the", "personality", "it", "is", "attached", "to"]) => Some(Who::Bearer),
        [t, x] if t == "the" && x == "target" && last == 1 => Some(Who::Target(1)),
        // `the duel's loser` (or `the loser`), after a duel this ability made.
        [t, d, l] | [t, l @ d]
            if t == "the"
                && (d == "duel's" || d == l)
                && (l == "loser" || l == "winner")
                && ab.effects.iter().any(|p| matches!(p, Part::Duel { .. })) =>
        {
            Some(if l == "loser" {
                Who::DuelLoser
            } else {
                Who::DuelWinner
            })
        }
        [a, t, rest @ ..] if (a == "a" || a == "an") && t == "target" => {
            let mut phrase = vec!["a".to_string()];
            phrase.extend_from_slice(rest);
            let target = noun_phrase(&phrase)?;
            ab.targets.push(target);
            Some(Who::Target(ab.targets.len()))
        }
        [t, rest @ ..] if t == "target" => {
            let target = noun_phrase(rest)?;
            ab.targets.push(target);
            Some(Who::Target(ab.targets.len()))
        }
        // `Give another target Mantis Clan Personality Conqueror`: with no card named before,
        // any but this card (after a target, `another` may mean another than that one).
        [a, t, rest @ ..]
            if a == "another" && t == "target" && last == 0 && ab.performer.is_none() =>
        {
            let mut phrase = vec!["another".to_string()];
            phrase.extend_from_slice(rest);
            let target = noun_phrase(&phrase)?;
            ab.targets.push(target);
            Some(Who::Target(ab.targets.len()))
        }
        [y, t, rest @ ..] if y == "your" && t == "target" => {
            let mut phrase = vec!["your".to_string()];
            phrase.extend_from_slice(rest);
            let target = noun_phrase(&phrase)?;
            ab.targets.push(target);
            Some(Who::Target(ab.targets.len()))
        }
        _ => None,
    }
}

/// Whether target `t` is out of play, so that `your Personality` never names it: a Strategy,
/// or a card in a hand or a discard pile (any card in play could be, as a Follower could be
/// named by its Personality).
fn out_of_play(t: &super::Target) -> bool {
    t.kinds == ["strategy"]
        || t.qualifiers
            .iter()
            .any(|q| q.starts_with("in ") && (q.ends_with("discard pile") || q.ends_with("hand")))
}

/// The one card a line names (this card, or on an attachment the personality it is attached
/// to), when it names no other card, person, target or place a pronoun could point at.
fn only_card_named(line: &str) -> Option<Who> {
    let l = line.to_lowercase().replace('’', "'");
    let this = ["this card", "this personality", "this shugenja"]
        .iter()
        .any(|t| l.contains(t));
    let bearer = l.contains("the personality it is attached to");
    let mut rest = l.clone();
    // Cards attached to this card (`one of this card's Followers`) are no card `him` names.
    for t in ["one of this card's ", "this card's "] {
        while let Some(i) = rest.find(t) {
            let word_end = |from: usize| {
                rest[from..]
                    .find(|c: char| !c.is_alphabetic())
                    .map_or(rest.len(), |k| from + k)
            };
            let mut end = word_end(i + t.len());
            // `Followers or Spells`.
            if rest[end..].starts_with(" or ") {
                end = word_end(end + " or ".len());
            }
            rest.replace_range(i..end, " ");
        }
    }
    for t in [
        "the personality it is attached to",
        "this card",
        "this personality",
        "this shugenja",
        "his unit",
        "her unit",
        // A card discarded from the hand as a cost is no card a `him` could name.
        "discard a card",
        // Nor are units (`if any enemy units are at the current battlefield`).
        "any enemy units",
        "enemy units",
        "the card's focus value",
    ] {
        rest = rest.replace(t, " ");
    }
    const OTHERS: &[&str] = &[
        "personalit",
        "follower",
        "card",
        "target",
        "unit",
        "holding",
        "item",
        "spell",
        "attacker",
        "defender",
        "duel",
        "loser",
        "winner",
        "army",
        "player",
        "opponent",
        "enem",
        "opposing",
        "another",
        "other",
        "controller",
        "ronin",
        "samurai",
        "\"",
        "“",
    ];
    if OTHERS.iter().any(|o| rest.contains(o)) {
        return None;
    }
    // On an attachment (whose text names its personality so), `him` is that personality,
    // never the attachment itself.
    match (this, bearer) {
        (_, true) => Some(Who::Bearer),
        (true, false) => Some(Who::This),
        _ => None,
    }
}

/// `After another player's action targets your Courtier`, `After another player's Battle action
/// targets one of your attachments`, `After another player's action targets this Personality`:
/// the card the trigger's action targets, as `w` names it (a pronoun, or `the Courtier` with a
/// word of the trigger's). `them` only when the trigger names several (`one or more of your
/// Personalities`), `him` only when one; this card when the trigger names it.
fn trigger_target(w: &[String], ab: &Ability) -> Option<Who> {
    let trigger = ab.timings.iter().find_map(|t| match t {
        super::Timing::Reaction { trigger } => Some(trigger.to_lowercase()),
        _ => None,
    })?;
    let tw: Vec<String> = trigger.split_whitespace().map(str::to_string).collect();
    let k = tw.iter().position(|x| x == "targets")?;
    let before: Vec<&str> = tw[..k].iter().map(String::as_str).collect();
    let actor = matches!(
        before.as_slice(),
        ["after", "another", "player's", "action"]
            | ["after", "another", "player's", _, "action"]
            | ["after", "an", "action"]
            | ["after", "an", "opponent's", "action"]
    );
    if !actor {
        return None;
    }
    let named = &tw[k + 1..];
    if named.is_empty() || named.iter().any(|x| x.contains(',')) {
        return None;
    }
    // `After another player's action targets this Personality`, on an attachment: the
    // personality it is attached to.
    if is(named, &["the", "personality", "it", "is", "attached", "to"]) {
        return (matches!(w, [p] if p == "him" || p == "her")).then_some(Who::Bearer);
    }
    let (several, this, phrase): (bool, bool, &[String]) = match named {
        [o, m, o2, y, rest @ ..] if o == "one" && m == "or" && o2 == "more" && y == "of" => {
            (true, false, &rest[1..])
        }
        [o, of, y, rest @ ..] if o == "one" && of == "of" && y == "your" => (false, false, rest),
        [y, rest @ ..] if y == "your" => (false, false, rest),
        [t, c] if t == "this" => {
            let _ = c;
            (false, true, named)
        }
        _ => return None,
    };
    if (this && !is_this(phrase))
        || phrase
            .iter()
            .any(|x| matches!(x.as_str(), "or" | "and" | "with" | "who" | "if"))
    {
        return None;
    }
    let one = |y: &str| {
        PLURALS
            .iter()
            .find(|(p, _)| *p == y)
            .map_or_else(|| singular(y), |(_, s)| s.to_string())
    };
    let fits = match w {
        [p] => {
            if several {
                p == "them"
            } else {
                matches!(p.as_str(), "him" | "her" | "it")
            }
        }
        [t, x] if t == "the" && !several && !this => phrase.iter().any(|y| y == x || one(y) == *x),
        _ => false,
    };
    if !fits {
        return None;
    }
    Some(if this { Who::This } else { Who::TriggerTarget })
}
