//! The effects of an ability, after its colon: bow, destroy, honor, draw, gold, bonuses, moves,
//! attacks and tokens, each with the card it names.

use super::conditions::{
    attack_condition, attack_with_if, effect_condition, gold_condition, joined_if, leading_if,
    plain_word, trailing_if,
};
use super::counted::counted_attack;
use super::targets::{is_stop, is_this, noun_phrase, object, target_clause};
use super::words::{bonus, capitalise, clauses, is, num, sentences, words};
use super::{Ability, Condition, GoldPer, Lasting, Moment, OnlyFor, Part, Side, Timing, Who};
pub(super) fn read_effects(post: &str, ab: &mut Ability) {
    let post = super::effect_extra::one_pronoun(post);
    let post = post.as_str();
    let before = ab.clone();
    read_effects_once(post, ab);
    // `Reaction: After a Follower in this unit bows: Straighten it.`: the pronouns read as the
    // one card the trigger names, when that reads the text whole.
    if !ab.unread.is_empty() {
        if let Some(alt) = super::effect_more::trigger_card_reading(post, &before) {
            *ab = alt;
        }
    }
}

pub(super) fn read_effects_once(post: &str, ab: &mut Ability) {
    // `Choose a player. He gains or loses 2 Honor.`: one effect, as `…, who gains or loses …`.
    let post = post
        .replace(
            "Choose a player. He gains or loses",
            "Choose a player, who gains or loses",
        )
        .replace(
            "choose a player. He gains or loses",
            "choose a player, who gains or loses",
        );
    let post = post.as_str();
    read_sentences(post, ab);
    // An ability whose only effects are sentences of the story is not read as doing nothing.
    if !ab.effects.is_empty() && ab.effects.iter().all(|e| matches!(e, Part::Story { .. })) {
        for e in std::mem::take(&mut ab.effects) {
            if let Part::Story { text } = e {
                ab.unread.push(text);
            }
        }
    }
    // A search whose card nothing after it uses (`Search your deck for a Kiho.`) says less
    // than the card does: not read.
    // A search may stand in a leading condition (`If …, search your Fate deck for a Ring`):
    // what uses its card may follow it there, or after the condition.
    let searched = ab.effects.iter().enumerate().find_map(|(i, e)| match e {
        Part::Search { .. } => Some((i, Vec::new())),
        Part::If { then, .. } => then
            .iter()
            .position(|p| matches!(p, Part::Search { .. }))
            .map(|k| (i, then[k + 1..].to_vec())),
        _ => None,
    });
    if let Some((i, inside)) = searched {
        let deep = |p: &Part| match p {
            Part::If { then, .. } => then.iter().any(names_found),
            p => names_found(p),
        };
        if !inside.iter().chain(&ab.effects[i + 1..]).any(deep) {
            ab.effects.remove(i);
            let first = sentences(post)
                .into_iter()
                .flat_map(|s| clauses(&s))
                .find(|c| c.to_lowercase().starts_with("search your"));
            ab.unread
                .insert(0, first.unwrap_or_else(|| post.to_string()));
        }
    }
}

/// Whether a part acts on the card a search found.
fn names_found(p: &Part) -> bool {
    match p {
        Part::Show { who } | Part::ToHand { who } | Part::BringIntoPlay { who, .. } => {
            *who == Who::Found
        }
        Part::Attach { what, to, .. } => *what == Who::Found || *to == Who::Found,
        Part::DiscardCard { who } | Part::Remove { who } => *who == Who::Found,
        _ => false,
    }
}

fn read_sentences(post: &str, ab: &mut Ability) {
    let mut first_sentence = true;
    // Where the sentence before this one began (its first part, the unread parts and the
    // targets then): its parts, when it was read whole and every target it named is one of its
    // parts' cards, are what a pronoun may name.
    let mut began: Option<(usize, usize, usize)> = None;
    for sentence in sentences(post) {
        let last: Option<Vec<Part>> =
            began
                .filter(|(_, u, _)| *u == ab.unread.len())
                .and_then(|(e, _, t)| {
                    let parts = ab.effects.get(e..)?.to_vec();
                    let named = super::effect_more::cards_named(&parts);
                    (t + 1..=ab.targets.len())
                        .all(|n| named.contains(&Who::Target(n)))
                        .then_some(parts)
                });
        began = Some((ab.effects.len(), ab.unread.len(), ab.targets.len()));
        // A sentence wholly in parentheses is a reminder of the rules: kept, changing nothing.
        if sentence.starts_with('(') && sentence.ends_with(')') && balanced(&sentence) {
            ab.reminders.push(sentence);
            continue;
        }
        let sw = words(&sentence);
        // `Produce 2 Gold, plus 1 Gold for each …`, `…, which can only pay for a single Armor,
        // Mine, or Weapon`: the gold sentence as a whole.
        if sw.first().map(String::as_str) == Some("produce") {
            if let Some(p) = produce(&sw[1..]) {
                ab.effects.push(p);
                continue;
            }
        }
        // `Create a (bowed) Holding with the trait "…"`: the quoted ability read as one.
        if let Some(p) = create_holding(&sentence) {
            ab.effects.push(p);
            continue;
        }
        let parts = clauses(&sentence);
        // `Otherwise, …`: what the sentence before, a condition, does when it does not hold.
        if parts.first().is_some_and(|c| words(c) == ["otherwise"]) && parts.len() > 1 {
            let mut trial = ab.clone();
            let mut other = Vec::new();
            let mut ok = true;
            for clause in &parts[1..] {
                match clause_effect(clause, &mut trial) {
                    Some(p) => other.extend(p),
                    None => ok = false,
                }
            }
            if let (true, Some(Part::If { otherwise, .. })) = (ok, trial.effects.last_mut()) {
                if otherwise.is_empty() {
                    *otherwise = other;
                    *ab = trial;
                    continue;
                }
            }
            ab.unread.push(sentence);
            continue;
        }
        // A sentence that opens with a condition (`If this paid for a Farm Holding, refill the
        // province face-up`): read when the condition is one the reader knows and every part
        // after it reads; never when it says `instead`, whose replacement is not guessed.
        if parts
            .first()
            .is_some_and(|c| words(c).first().map(String::as_str) == Some("if"))
        {
            match leading_if(&sentence, ab) {
                Some(p) => ab.effects.push(p),
                None => ab.unread.push(sentence),
            }
            continue;
        }
        // `He meditates`: a sentence of the story, doing nothing.
        if let Some(p) = super::followups::story(&sentence) {
            ab.effects.push(p);
            continue;
        }
        // `You may discard a Kiho; if you did, draw a card`.
        if let Some(p) = super::costs::may_pay_if_did(&sentence, ab)
            .or_else(|| super::conditions::after_time(&sentence, ab))
        {
            ab.effects.push(p);
            continue;
        }
        // `Before this phase ends, straighten him`, `The action targets him instead, if
        // legal`: the sentence read whole.
        if let Some(p) = super::followups::sentence(&sentence, &parts, ab) {
            ab.effects.extend(p);
            continue;
        }
        let mut parts = joined_if(&sentence, joined_clauses(parts), ab);
        // `Once per game, put …`: how often the ability may be used, before its first effect.
        if first_sentence && ab.effects.is_empty() && ab.limit.is_none() {
            if let Some(l) = parts.first().and_then(|c| use_limit(&words(c))) {
                ab.limit = Some(l);
                parts.remove(0);
            }
        }
        first_sentence = false;
        // `Create a +2F/+1C Weapon Item and attach it to him`: the two clauses as one; `Create
        // and attach a +2F Weapon Item to him` is the same.
        let made = create_attached(&parts, ab).or_else(|| {
            let mut v = parts.clone();
            create_and_attach(&mut v);
            create_attached(&v, ab)
        });
        if let Some(p) = made {
            ab.effects.push(p);
            parts.drain(..2);
        }
        for (i, clause) in parts.into_iter().enumerate() {
            let clause = attack_reminder(&clause, ab);
            let clause = keyword_reminder(&clause, ab);
            let w = words(&clause);
            // `Then, …`: the parts are done in the order printed in any case.
            if i == 0 && w == ["then"] && !ab.effects.is_empty() {
                continue;
            }
            // `…, paying all costs`: the card brought into play or attached is paid for;
            // `paying 2 less Gold`, `paying all costs but paying 2 less Gold`, `… and paying 2
            // less Gold`: for that much less; `ignoring costs`: for nothing.
            let s: Vec<&str> = w.iter().map(String::as_str).collect();
            let (all, less) = match s.as_slice() {
                ["paying", "all", "costs"] => (true, None),
                ["paying", "all", "costs", "but", "paying", n, "less", "gold"] => (true, num(n)),
                ["paying", n, "less", "gold"] => (false, num(n)),
                ["ignoring", "costs"] => (false, Some(0)),
                _ => (false, None),
            };
            if all || less.is_some() {
                if let Some(
                    Part::BringIntoPlay {
                        paying_all,
                        less: l,
                        ..
                    }
                    | Part::Attach {
                        paying_all,
                        less: l,
                        ..
                    },
                ) = ab.effects.last_mut()
                {
                    let ignoring = s == ["ignoring", "costs"];
                    let ok = if ignoring || all {
                        !*paying_all
                    } else {
                        // `paying 2 less Gold` alone, or after `paying all costs`.
                        *l == 0
                    };
                    if ok && less.is_none_or(|n| n >= 0) {
                        if !ignoring {
                            *paying_all = true;
                            *l = less.unwrap_or(0);
                        }
                        if ignoring {
                            // Nothing paid, as without the words: said only once.
                            *l = 0;
                        }
                        continue;
                    }
                }
            }
            // `…, with +2 strength if you control a Shugenja`: the attack before it, larger
            // when the condition holds.
            if let Some(p) = stronger_if(&w, ab) {
                ab.effects.pop();
                ab.effects.push(p);
                continue;
            }
            match gain_ability(&clause, ab)
                .or_else(|| effect_clause(&w, ab))
                .or_else(|| attack_or(&w, ab))
                .or_else(|| trailing_if(&w, ab))
                .or_else(|| attack_with_if(&w, ab))
                .or_else(|| counted_attack(&w, ab).map(|p| vec![p]))
                .or_else(|| {
                    // Only the sentence's first clause: a card named before it in the sentence
                    // may be what a pronoun names.
                    let last = if i == 0 { last.as_deref() } else { None };
                    super::effect_more::clause(&w, ab, last)
                }) {
                Some(parts) => ab.effects.extend(parts),
                None => ab.unread.push(clause),
            }
        }
    }
}

/// The clauses of a sentence, with `choose a player` and the `who gains or loses 2 Honor` after
/// its comma as one.
pub(super) fn joined_clauses(parts: Vec<String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(parts.len());
    for p in parts {
        let w = words(&p);
        // `… if he is Kolat, Ninja, or Shadowlands`: a list of single words, split at its
        // commas, joined again to the clause it ends.
        let one = |c: &str| words(c).len() == 1 && words(c)[0].chars().all(char::is_alphabetic);
        if w.len() == 3 && w[1] == "or" && p.contains(", or ") && p.split(", or ").all(one) {
            let mut k = out.len();
            while k > 0 && one(&out[k - 1]) {
                k -= 1;
            }
            if k > 0 {
                let mut joined = out[k - 1].clone();
                for x in out.drain(k..) {
                    joined = format!("{joined}, {x}");
                }
                out[k - 1] = format!("{joined}, {p}");
                continue;
            }
        }
        // `Negate all current and new Force penalties on him`: one clause.
        if w.len() > 2 && w[0] == "new" && w[1] == "force" {
            if let Some(last) = out.last_mut() {
                if words(last) == ["negate", "all", "current"] {
                    *last = format!("{last} and {p}");
                    continue;
                }
            }
        }
        // `Give him and each of his Followers +3F`: one clause.
        if w.len() > 4 && is(&w[..4], &["each", "of", "his", "followers"]) {
            if let Some(last) = out.last_mut() {
                let lw = words(last);
                if lw.first().map(String::as_str) == Some("give")
                    || lw.get(..2).is_some_and(|x| is(x, &["permanently", "give"]))
                {
                    *last = format!("{last} and {p}");
                    continue;
                }
            }
        }
        // `you may target and bow an enemy card`: one clause.
        if let (Some(last), Some(v)) = (out.last_mut(), w.first()) {
            if words(last) == ["you", "may", "target"]
                && (super::followups::SHARED_VERBS.contains(&v.as_str())
                    || matches!(v.as_str(), "move" | "give" | "discard"))
            {
                *last = format!("{last} and {p}");
                continue;
            }
        }
        // `…, refilling the provinces face-up`: the refill of the cards the clause before put
        // away, as one clause.
        if w.first().map(String::as_str) == Some("refilling") {
            if let Some(last) = out.last_mut() {
                if words(last).first().map(String::as_str) == Some("put") {
                    *last = format!("{last}, {p}");
                    continue;
                }
            }
        }
        // `Move him and this card home`: the card before `and` and the one after it, as one.
        if let (Some(last), Some(first)) = (out.last_mut(), w.first()) {
            let lw = words(last);
            let verb = super::followups::SHARED_VERBS.contains(&first.as_str())
                || matches!(first.as_str(), "move" | "give" | "gain" | "lose" | "draw");
            if lw.len() > 1
                && lw[0] == "move"
                && !lw.iter().any(|x| x == "home" || x == "to")
                && w.len() > 1
                && w.last().map(String::as_str) == Some("home")
                && !verb
            {
                *last = format!("{last} and {p}");
                continue;
            }
        }
        // `Dishonor and bow the duel's loser`: a verb alone, then a verb with the card both are
        // done to, as one clause.
        if let (Some(last), Some(v)) = (out.last_mut(), w.first()) {
            let lw = words(last);
            let shared = |x: &str| super::followups::SHARED_VERBS.contains(&x);
            if lw.len() == 1 && shared(&lw[0]) && shared(v) && w.len() > 1 {
                *last = format!("{last} and {p}");
                continue;
            }
        }
        // `Negate his bowing and movement from the action's effects`: one clause.
        let negated = |x: &str| {
            matches!(
                x,
                "movement" | "destruction" | "bowing" | "dishonoring" | "straightening"
            )
        };
        if w.len() > 2 && negated(&w[0]) && w[1] == "from" {
            if let Some(last) = out.last_mut() {
                let lw = words(last);
                if lw.len() > 2 && lw[0] == "negate" && lw.last().is_some_and(|x| negated(x)) {
                    *last = format!("{last} and {p}");
                    continue;
                }
            }
        }
        // `… equal to his printed Personal Honor, or 3, whichever is lower`: one clause.
        if w == ["whichever", "is", "lower"] {
            if let Some(last) = out.last_mut() {
                *last = format!("{last}, {p}");
                continue;
            }
        }
        if w.len() == 6 && is(&w[..4], &["who", "gains", "or", "loses"]) && w[5] == "honor" {
            if let Some(last) = out.last_mut() {
                if words(last) == ["choose", "a", "player"] {
                    *last = format!("{last} {p}");
                    continue;
                }
            }
        }
        out.push(p);
    }
    out
}

/// `Once per game`, `Twice per turn`, `Three times per turn`.
fn use_limit(w: &[String]) -> Option<super::UseLimit> {
    let (times, per) = match w {
        [n, p, g] if p == "per" => (
            match n.as_str() {
                "once" => 1,
                "twice" => 2,
                _ => return None,
            },
            g,
        ),
        [n, t, p, g] if t == "times" && p == "per" => (num(n).filter(|&n| n > 2)?, g),
        _ => return None,
    };
    (per == "game" || per == "turn").then(|| super::UseLimit {
        times,
        per: per.clone(),
    })
}

/// `Create and attach a +2F Weapon Item to your target Duelist` (cut at `and`: `Create` and
/// `attach a … Item to …`): rewritten as `Create a +2F Weapon Item` and `attach it to your target
/// Duelist`, the made card and where it goes.
fn create_and_attach(parts: &mut Vec<String>) {
    let [c, a, ..] = parts.as_slice() else {
        return;
    };
    if words(c) != ["create"] {
        return;
    }
    let lower = a.to_lowercase();
    if !(lower.starts_with("attach a ") || lower.starts_with("attach an ")) {
        return;
    }
    let Some(k) = [" item to ", " follower to "]
        .iter()
        .filter_map(|x| lower.find(x).map(|i| i + x.len() - " to ".len()))
        .min()
    else {
        return;
    };
    if lower[k + " to ".len()..].contains(" to ") {
        return;
    }
    let made = format!("Create {}", a["attach ".len()..k].trim());
    let to = format!("attach it to {}", a[k + " to ".len()..].trim());
    parts.splice(0..2, [made, to]);
}

/// Whether the parentheses of `s` pair up.
fn balanced(s: &str) -> bool {
    let mut depth = 0i32;
    for c in s.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if depth < 0 {
            return false;
        }
    }
    depth == 0
}

/// `Create a (bowed) Holding with the trait "Bow this card: Produce 3 Gold."`.
fn create_holding(sentence: &str) -> Option<Part> {
    let q = sentence.find(['"', '“'])?;
    let head = sentence[..q].trim().to_lowercase();
    let bowed = match head.as_str() {
        "create a (bowed) holding with the trait" | "create a (bowed) holding with the ability" => {
            true
        }
        "create a holding with the trait" | "create a holding with the ability" => false,
        _ => return None,
    };
    let quoted = sentence[q..].trim_end();
    let inner = quoted.strip_prefix(['"', '“'])?.strip_suffix(['"', '”'])?;
    if inner.contains(['"', '“', '”']) {
        return None;
    }
    let abilities: Vec<Ability> = super::read(inner);
    if abilities.len() != 1 || abilities[0].extent() != super::Extent::Fully {
        return None;
    }
    Some(Part::CreateHolding { bowed, abilities })
}

/// A clause as printed, read as effects: a quoted ability given, or any effect clause.
pub(super) fn clause_effect(clause: &str, ab: &mut Ability) -> Option<Vec<Part>> {
    gain_ability(clause, ab)
        .or_else(|| effect_clause(&words(clause), ab))
        .or_else(|| super::effect_more::clause(&words(clause), ab, None))
}

/// `[Permanently] give him the ability "Battle: …"` (or `the trait`): the quoted ability,
/// read like any other and only when it reads fully, given to the card named.
fn gain_ability(clause: &str, ab: &mut Ability) -> Option<Vec<Part>> {
    let q = clause.find(['"', '“'])?;
    let mut head = words(&clause[..q]);
    let lasting = if head.first().map(String::as_str) == Some("permanently") {
        head.remove(0);
        Lasting::Permanent
    } else {
        Lasting::Turn
    };
    // `Permanently give him +1C and the ability, "…"`: cut at `and`, the ability goes to the
    // card the part before gave a bonus or keyword to, for as long.
    if let [t, a] = head.as_slice() {
        if t == "the" && (a == "ability" || a == "trait") {
            let (who, lasting) = match ab.effects.last()? {
                Part::Bonus { who, lasting, .. } | Part::GainTrait { who, lasting, .. } => {
                    (who.clone(), *lasting)
                }
                _ => return None,
            };
            let abilities = quoted_ability(&clause[q..])?;
            return Some(vec![Part::GainAbility {
                who,
                lasting,
                abilities,
            }]);
        }
    }
    let [g, who @ .., t, a] = head.as_slice() else {
        return None;
    };
    if g != "give" || t != "the" || !(a == "ability" || a == "trait") || who.is_empty() {
        return None;
    }
    let quoted = clause[q..].trim_end();
    let inner = quoted.strip_prefix(['"', '“'])?.strip_suffix(['"', '”'])?;
    if inner.contains(['"', '“', '”']) {
        return None;
    }
    let abilities: Vec<Ability> = super::read(inner);
    if abilities.len() != 1 || abilities[0].extent() != super::Extent::Fully {
        return None;
    }
    let (who, t) = who_of(who, ab)?;
    ab.targets = t.targets;
    Some(vec![Part::GainAbility {
        who,
        lasting,
        abilities,
    }])
}

/// A quoted ability (`"Battle: …"`), read like any other: only one, and only when it reads
/// fully.
fn quoted_ability(quoted: &str) -> Option<Vec<Ability>> {
    let inner = quoted
        .trim_end()
        .strip_prefix(['"', '“'])?
        .strip_suffix(['"', '”'])?;
    if inner.contains(['"', '“', '”']) {
        return None;
    }
    let abilities: Vec<Ability> = super::read(inner);
    if abilities.len() != 1 || abilities[0].extent() != super::Extent::Fully {
        return None;
    }
    Some(abilities)
}

/// An effect clause: one or more parts.
pub(super) fn effect_clause(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let verb = w.first()?.as_str();
    let rest = &w[1..];
    // `Straighten his unit unless he is dishonorable`: done unless the condition holds.
    if let Some(k) = w.iter().position(|x| x == "unless") {
        if k == 0 || w.iter().any(|x| x == "instead") {
            return None;
        }
        let mut trial = ab.clone();
        let then = effect_clause(&w[..k], &mut trial)?;
        let cond = effect_condition(&w[k + 1..], &trial)?;
        ab.targets = trial.targets;
        return Some(vec![Part::Unless { cond, then }]);
    }
    if let Some(p) = super::followups::clause(w, ab) {
        return Some(p);
    }
    if let Some(p) = straightening(w) {
        return Some(vec![p]);
    }
    if let Some(p) = more_effects(w, ab) {
        return Some(vec![p]);
    }
    // `You may move him home`: the rest read as an effect, done by the player's choice; never
    // `you may target …`, whose target would be chosen only when it is done.
    if let [y, m, rest @ ..] = w {
        if y == "you" && m == "may" && rest.first().map(String::as_str) != Some("target") {
            let mut trial = ab.clone();
            let then = effect_clause(rest, &mut trial)?;
            if trial.targets.len() != ab.targets.len() {
                return None;
            }
            return Some(vec![Part::May { then }]);
        }
    }
    if let Some(p) = create_personality(w) {
        return Some(vec![p]);
    }
    // `Create a 2F/2C/2PH Samurai Personality there` (or `on your side there`), where the only
    // place the text names is the current battlefield: created there.
    let tail = if w.ends_with(&["on".into(), "your".into(), "side".into(), "there".into()]) {
        4
    } else if w.last().map(String::as_str) == Some("there") {
        1
    } else {
        0
    };
    if tail > 0 && only_place_is_here(&ab.printed) {
        if let Some(Part::CreatePersonality {
            force,
            chi,
            honor,
            keywords,
            here: false,
            abilities,
        }) = create_personality(&w[..w.len() - tail])
        {
            return Some(vec![Part::CreatePersonality {
                force,
                chi,
                honor,
                keywords,
                here: true,
                abilities,
            }]);
        }
    }
    // `Refill the province face-up`.
    if is(w, &["refill", "the", "province", "face-up"]) {
        return Some(vec![Part::RefillProvince { face_up: true }]);
    }
    // `Discard this Strategy from play`, `Discard this Celestial`.
    if verb == "discard"
        && ((rest.len() == 4 && is_this(&rest[..2]) && is(&rest[2..], &["from", "play"]))
            || is_this(rest))
    {
        return Some(vec![Part::DiscardCard { who: Who::This }]);
    }
    // `Remove it from the game`, `Remove this card from the game`.
    if verb == "remove" && rest.len() > 3 && is(&rest[rest.len() - 3..], &["from", "the", "game"]) {
        let mut trial = ab.clone();
        let who = object(&rest[..rest.len() - 3], &mut trial)?;
        ab.targets = trial.targets;
        return Some(vec![Part::Remove { who }]);
    }
    // `Gain 1 Honor, or 2 Honor if you control a Temple`.
    if let [g, n, h, o, m, h2, i, cond @ ..] = w {
        if g == "gain" && h == "honor" && o == "or" && h2 == "honor" && i == "if" {
            let cond = effect_condition(cond, ab)?;
            return Some(vec![Part::If {
                cond,
                then: vec![Part::GainHonor { amount: num(m)? }],
                otherwise: vec![Part::GainHonor { amount: num(n)? }],
            }]);
        }
    }
    // `Give this Holding a +1 Gold Production Wealth token`.
    if let [g, t, h, a, n, gw, pw, name, tok] = w {
        if g == "give"
            && is_this(&[t.clone(), h.clone()])
            && a == "a"
            && gw == "gold"
            && pw == "production"
            && tok == "token"
            && name.chars().all(char::is_alphabetic)
        {
            let amount: i32 = n.strip_prefix('+').unwrap_or(n).parse().ok()?;
            if !(n.starts_with('+') || n.starts_with('-')) {
                return None;
            }
            return Some(vec![Part::Token {
                who: Who::This,
                name: capitalise(name),
                stat: "gold production".into(),
                amount,
            }]);
        }
    }
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
        // `His controller loses Honor equal to his base Personal Honor`.
        "his" | "its" | "her"
            if rest.len() > 5
                && rest[0] == "controller"
                && (rest[1] == "loses" || rest[1] == "gains")
                && is(&rest[2..5], &["honor", "equal", "to"])
                && ab.targets.len() == 1 =>
        {
            let (of, t, n) = owner(&rest[5..], ab)?;
            let stat = match &rest[5 + n..] {
                [f] if f == "force" || f == "chi" => f.clone(),
                [p, h] if p == "personal" && h == "honor" => "personal honor".into(),
                [b, f] if (b == "base" || b == "printed") && (f == "force" || f == "chi") => {
                    format!("{b} {f}")
                }
                [b, p, h] if (b == "base" || b == "printed") && p == "personal" && h == "honor" => {
                    format!("{b} personal honor")
                }
                _ => return None,
            };
            // The controller is the one target's: `his` must name that target.
            if of != Who::Target(1) {
                return None;
            }
            ab.targets = t.targets;
            return Some(vec![Part::ControllerHonorOf {
                loses: rest[1] == "loses",
                of,
                stat,
            }]);
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
        // `Fear 2`.
        "fear" => {
            return match rest {
                [n] => Some(vec![Part::Fear {
                    strength: n.parse().ok()?,
                }]),
                _ => None,
            };
        }
        // `Choose your performing Kensai.` after the colon, before any effect: the performer,
        // chosen when the action is announced.
        "choose" | "target"
            if w.get(1).map(String::as_str) == Some("your")
                && w.get(2).map(String::as_str) == Some("performing")
                && ab.performer.is_none()
                && ab.effects.is_empty() =>
        {
            let (verb, t) = super::costs::performer_clause(w)?;
            if verb != super::costs::PerformerVerb::Choose {
                return None;
            }
            ab.performer = Some(t);
            return Some(Vec::new());
        }
        // `Target your Personality.` after the colon: a target, chosen when the action is
        // announced like any other.
        "target" => {
            let t = target_clause(w)?;
            ab.targets.push(t);
            return Some(Vec::new());
        }
        // `Give a target Personality -1F, or -3F if you control a Magistrate`.
        "give" if bonus_or_if(rest).is_some() => {
            let k = bonus_or_if(rest)?;
            let mut trial = ab.clone();
            let base = give(&rest[..k], &mut trial, false)?;
            let [Part::Bonus { who, lasting, .. }] = base.as_slice() else {
                return None;
            };
            let (f2, c2) = bonus(&rest[k + 1])?;
            let cond = effect_condition(&rest[k + 3..], &trial)?;
            let more = Part::Bonus {
                who: who.clone(),
                force: f2,
                chi: c2,
                lasting: *lasting,
            };
            ab.targets = trial.targets;
            return Some(vec![Part::If {
                cond,
                then: vec![more],
                otherwise: base,
            }]);
        }
        "give" => return give(rest, ab, false),
        // `Permanently give him +1F`, `permanently give him Kensai`.
        "permanently" if rest.first().map(String::as_str) == Some("give") => {
            return give(&rest[1..], ab, true);
        }
        // `Discard a card`, after the colon: from the player's hand.
        "discard" => {
            return match rest {
                [n, c] if c == "card" || c == "cards" => {
                    Some(vec![Part::DiscardFromHand { count: num(n)? }])
                }
                _ => None,
            };
        }
        "move" if rest.first().map(String::as_str) == Some("home") && rest.len() > 1 => {
            let mut trial = ab.clone();
            let who = object(&rest[1..], &mut trial)?;
            ab.targets = trial.targets;
            return Some(vec![Part::MoveHome { who }]);
        }
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
/// paying for a Follower`, `Produce Gold equal to this card's Chi`, `…, plus 1 Gold for each
/// other Holding you control that is a Market or Port`, `…, or lose 1 Honor to produce 3 Gold`,
/// `…, which can only pay for a single Jade card`.
pub(super) fn produce(w: &[String]) -> Option<Part> {
    let (amount, equal_to, mut rest) = match w {
        [g, e, t, th, c, rest @ ..]
            if g == "gold" && e == "equal" && t == "to" && th == "this" && c == "card's" =>
        {
            let (stat, n) = match rest {
                [p, h, ..] if p == "personal" && h == "honor" => ("personal honor", 2),
                [s, ..] if s == "chi" || s == "force" => (s.as_str(), 1),
                _ => return None,
            };
            (0, Some(stat.to_string()), &rest[n..])
        }
        [n, g, rest @ ..] if g == "gold" => (num(n)?, None, rest),
        _ => return None,
    };
    let mut instead: Vec<(i32, Condition)> = Vec::new();
    let mut per = None;
    let mut only_for = None;
    while !rest.is_empty() {
        // `plus 1 [additional] Gold for each [other] Holding you control [that is a Market or
        // Port]`: to the end.
        if rest[0] == "plus" && per.is_none() {
            per = Some(gold_per(&rest[1..])?);
            break;
        }
        // `or lose 1 Honor to produce 3 Gold`.
        if let [o, l, n, h, t, p, m, g, tail @ ..] = rest {
            if o == "or"
                && l == "lose"
                && h == "honor"
                && t == "to"
                && p == "produce"
                && g == "gold"
            {
                instead.push((num(m)?, Condition::YouLoseHonor(num(n)?)));
                rest = tail;
                continue;
            }
        }
        // `which can only pay for …`, `that can only pay for …`.
        if let [wh, m, o, p, f, what @ ..] = rest {
            if (wh == "which" || wh == "that")
                && (m == "may" || m == "can")
                && o == "only"
                && p == "pay"
                && f == "for"
            {
                // `which may only pay for that card` (or `him`): the gold pays for one card's
                // cost in any case, and what is left over is lost.
                if !instead.is_empty() && (is(what, &["that", "card"]) || is(what, &["him"])) {
                    rest = &[];
                    continue;
                }
                if only_for.is_some() {
                    return None;
                }
                only_for = Some(gold_only_for(what)?);
                rest = &[];
                continue;
            }
        }
        // `; if the latter, it may only pay for that Ronin`: the same as `that card`.
        if let [i, t, l, tail @ ..] = rest {
            if i == "if" && t == "the" && l == "latter" {
                let said = matches!(instead.last(), Some((_, Condition::PayingFor(w))) if tail.last() == Some(w));
                if said
                    && tail.len() == 7
                    && is(&tail[..6], &["it", "may", "only", "pay", "for", "that"])
                {
                    rest = &[];
                    continue;
                }
                return None;
            }
        }
        // or N Gold if …
        let [o, m, g, i, cond @ ..] = rest else {
            return None;
        };
        if o != "or" || g != "gold" || !(i == "if" || i == "when") {
            return None;
        }
        let m = num(m)?;
        // The condition runs to the next `or N Gold`, `which …`, or `if the latter`.
        let end = (0..cond.len())
            .find(|&k| {
                (cond[k] == "or"
                    && cond.get(k + 1).is_some_and(|n| num(n).is_some())
                    && cond.get(k + 2).map(String::as_str) == Some("gold"))
                    || (cond[k] == "or" && cond.get(k + 1).map(String::as_str) == Some("lose"))
                    || ((cond[k] == "which" || cond[k] == "that")
                        && cond.get(k + 2).map(String::as_str) == Some("only"))
                    || (cond[k] == "if" && cond.get(k + 2).map(String::as_str) == Some("latter"))
            })
            .unwrap_or(cond.len());
        instead.push((m, gold_condition(&cond[..end], i == "if")?));
        rest = &cond[end..];
    }
    Some(Part::ProduceGold {
        amount,
        instead,
        equal_to,
        per,
        only_for,
    })
}

/// After `plus`: `1 [additional] Gold for each [other] Holding you control [that is a Market or
/// Port]`.
fn gold_per(w: &[String]) -> Option<GoldPer> {
    let [n, rest @ ..] = w else {
        return None;
    };
    let amount = num(n)?;
    let rest = match rest {
        [a, rest @ ..] if a == "additional" => rest,
        _ => rest,
    };
    let [g, f, e, rest @ ..] = rest else {
        return None;
    };
    if g != "gold" || f != "for" || e != "each" {
        return None;
    }
    let (other, rest) = match rest {
        [o, rest @ ..] if o == "other" => (true, rest),
        _ => (false, rest),
    };
    let yc = (0..rest.len())
        .find(|&k| rest[k] == "you" && rest.get(k + 1).map(String::as_str) == Some("control"))?;
    let mut phrase = vec!["a".to_string()];
    phrase.extend_from_slice(&rest[..yc]);
    let what = noun_phrase(&phrase)?;
    if what.limit.is_some() || !what.qualifiers.is_empty() || what.side != Side::Any {
        return None;
    }
    let tail = &rest[yc + 2..];
    let any_of = match tail {
        [] => Vec::new(),
        [t, i, a, words @ ..] if t == "that" && i == "is" && (a == "a" || a == "an") => {
            let v: Vec<String> = words.iter().filter(|w| *w != "or").cloned().collect();
            if v.is_empty() || !v.iter().all(|w| plain_word(w)) {
                return None;
            }
            v
        }
        _ => return None,
    };
    Some(GoldPer {
        amount,
        other,
        what,
        any_of,
    })
}

/// After `only pay for`: `a single Armor, Mine, or Weapon`, `one Economic action's cost`, `a
/// single Air or Maho Spell`, `one Invest cost`.
fn gold_only_for(w: &[String]) -> Option<OnlyFor> {
    let w = match w {
        [a, s, rest @ ..] if a == "a" && s == "single" => rest,
        [o, rest @ ..] if o == "one" => rest,
        _ => return None,
    };
    let (of, words) = match w {
        [words @ .., a, c] if a == "action's" && c == "cost" => ("action", words),
        [words @ .., k] if matches!(k.as_str(), "card" | "action" | "spell" | "cost") => {
            (k.as_str(), words)
        }
        _ => ("card", w),
    };
    let any_of: Vec<String> = words.iter().filter(|w| *w != "or").cloned().collect();
    if any_of.is_empty() || !any_of.iter().all(|w| plain_word(w)) {
        return None;
    }
    Some(OnlyFor {
        any_of,
        of: of.to_string(),
    })
}

/// `Give it +2F`, `give a target Personality -1F and -1C`, `give him +3F (until the turn ends)`,
/// `give your target Shugenja a permanent +1C`, `permanently give it +1F`.
pub(super) fn give(w: &[String], ab: &mut Ability, permanently: bool) -> Option<Vec<Part>> {
    let mut w: Vec<String> = w.to_vec();
    let mut lasting = if permanently {
        Lasting::Permanent
    } else {
        Lasting::Turn
    };
    // A trailing `(until the turn ends)` / `until the end of the turn` says the default.
    let tail = w.join(" ");
    for end in [
        "(this turn)",
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
        return gain_trait(&w, ab, lasting);
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

/// Where `…, or -3F if …` begins after a bonus (`-1F`): the index of `or`.
fn bonus_or_if(w: &[String]) -> Option<usize> {
    let k = w.iter().position(|x| x == "or")?;
    (k > 0
        && bonus(&w[k - 1]).is_some()
        && w.get(k + 1).is_some_and(|b| bonus(b).is_some())
        && w.get(k + 2).map(String::as_str) == Some("if")
        && w.len() > k + 3)
        .then_some(k)
}

/// `give him Cavalry`: one keyword, one plain word after the card it goes to.
fn gain_trait(w: &[String], ab: &mut Ability, lasting: Lasting) -> Option<Vec<Part>> {
    let (word, who) = w.split_last()?;
    if !word.chars().all(char::is_alphabetic)
        || matches!(
            word.as_str(),
            "control" | "the" | "it" | "him" | "her" | "them" | "ability" | "trait" | "honor"
        )
    {
        return None;
    }
    let mut trial = ab.clone();
    let who = object(who, &mut trial)?;
    ab.targets = trial.targets;
    Some(vec![Part::GainTrait {
        who,
        word: word.clone(),
        lasting,
    }])
}

/// `This Holding will not straighten until after your next Action Phase`, `Negate your
/// Stronghold's straightening (this turn)`, `Straighten this Holding after your next Dynasty
/// Phase begins`.
fn straightening(w: &[String]) -> Option<Part> {
    let phase = |p: &str| matches!(p, "action" | "dynasty" | "draw" | "end" | "straighten");
    match w {
        [t, h, wl, n, s, u, a, y, nx, p, ph]
            if is_this(&[t.clone(), h.clone()])
                && is(
                    &[
                        wl.clone(),
                        n.clone(),
                        s.clone(),
                        u.clone(),
                        a.clone(),
                        y.clone(),
                        nx.clone(),
                    ],
                    &[
                        "will",
                        "not",
                        "straighten",
                        "until",
                        "after",
                        "your",
                        "next",
                    ],
                )
                && phase(p)
                && ph == "phase" =>
        {
            Some(Part::NoStraighten {
                who: Who::This,
                until: Some(Moment {
                    phase: p.clone(),
                    begins: false,
                }),
            })
        }
        [n, y, s, st, t, turn]
            if n == "negate"
                && y == "your"
                && s == "stronghold's"
                && st == "straightening"
                && t == "(this"
                && (turn == "turn)" || turn == "turn))") =>
        {
            Some(Part::NoStraighten {
                who: Who::YourStronghold,
                until: None,
            })
        }
        [s, t, h, a, y, nx, p, ph, b]
            if s == "straighten"
                && is_this(&[t.clone(), h.clone()])
                && a == "after"
                && y == "your"
                && nx == "next"
                && phase(p)
                && ph == "phase"
                && b == "begins" =>
        {
            Some(Part::Later {
                at: Moment {
                    phase: p.clone(),
                    begins: true,
                },
                then: vec![Part::Straighten { who: Who::This }],
            })
        }
        _ => None,
    }
}

/// Reads `phrase` as a card (`him`, `this card`, `a target Follower`) on a copy, and keeps the
/// targets only when the whole clause reads.
fn who_of(phrase: &[String], ab: &mut Ability) -> Option<(Who, Ability)> {
    let mut trial = ab.clone();
    let who = object(phrase, &mut trial)?;
    Some((who, trial))
}

/// `his`, `her`, `its`, `this card's`: whose number a strength is equal to.
pub(super) fn owner(w: &[String], ab: &mut Ability) -> Option<(Who, Ability, usize)> {
    match w {
        // `Discard a card to give this card a Force bonus equal to its Focus Value`: with no
        // target or performer, `its` Focus Value is the one card discarded.
        [p, f, v]
            if p == "its"
                && f == "focus"
                && v == "value"
                && ab.targets.is_empty()
                && ab.performer.is_none()
                && one_discarded(ab) =>
        {
            Some((Who::Discarded, ab.clone(), 1))
        }
        [p, ..] if matches!(p.as_str(), "his" | "her" | "its") => {
            let (who, t) = who_of(&["him".to_string()], ab)?;
            Some((who, t, 1))
        }
        [t, c, ..] if t == "this" && c.ends_with("'s") => {
            let base = c.trim_end_matches("'s").to_string();
            is_this(&[t.clone(), base]).then(|| (Who::This, ab.clone(), 2))
        }
        // `the card's Focus Value`, `the discarded card's Focus Value`: the one card discarded
        // from the hand as a cost.
        [t, c, ..] if t == "the" && c == "card's" && one_discarded(ab) => {
            Some((Who::Discarded, ab.clone(), 2))
        }
        [t, d, c, ..] if t == "the" && d == "discarded" && c == "card's" && one_discarded(ab) => {
            Some((Who::Discarded, ab.clone(), 3))
        }
        // `your Paragon's Force`: the performer (or the one card `your Paragon` names).
        [y, k, ..] if y == "your" && k.ends_with("'s") && k.len() > 2 => {
            let phrase = vec![y.clone(), k.trim_end_matches("'s").to_string()];
            let mut trial = ab.clone();
            let who = object(&phrase, &mut trial)?;
            if trial.targets.len() != ab.targets.len() {
                return None;
            }
            Some((who, trial, 2))
        }
        // `your target Courtier's Chi`, `a target Follower's Force`: a new target; `the
        // Follower's Force`, `the target's Chi`: the one target of that kind.
        [first, ..]
            if matches!(first.as_str(), "your" | "a" | "the")
                && w.iter().position(|x| x.ends_with("'s")).is_some_and(|k| {
                    k > 0
                        && (w[0] == "the" && k == 1
                            || w.get(1).map(String::as_str) == Some("target"))
                }) =>
        {
            let k = w.iter().position(|x| x.ends_with("'s"))?;
            let mut phrase: Vec<String> = w[..=k].to_vec();
            phrase[k] = phrase[k].trim_end_matches("'s").to_string();
            let mut trial = ab.clone();
            let who = object(&phrase, &mut trial)?;
            Some((who, trial, k + 1))
        }
        // `the Personality it is attached to's Chi`.
        [t, p, i, s, a, to, ..]
            if is(
                &[
                    t.clone(),
                    p.clone(),
                    i.clone(),
                    s.clone(),
                    a.clone(),
                    to.clone(),
                ],
                &["the", "personality", "it", "is", "attached", "to's"],
            ) =>
        {
            Some((Who::Bearer, ab.clone(), 6))
        }
        _ => None,
    }
}

/// `the Force of your target Kensai` (`Force`, `Chi`, `Personal Honor`), as `your target Kensai's
/// Force`.
fn stat_then_of(w: &[String]) -> Option<Vec<String>> {
    let (stat, n): (&[&str], usize) = match w {
        [t, f, o, ..] if t == "the" && (f == "force" || f == "chi") && o == "of" => {
            (&[f.as_str()][..], 3)
        }
        [t, p, h, o, ..] if t == "the" && p == "personal" && h == "honor" && o == "of" => {
            (&["personal", "honor"][..], 4)
        }
        _ => return None,
    };
    let mut v: Vec<String> = w[n..].to_vec();
    let last = v.last_mut()?;
    if last.ends_with("'s") {
        return None;
    }
    last.push_str("'s");
    v.extend(stat.iter().map(|x| x.to_string()));
    Some(v)
}

/// Whether `the card` can only be the one card the costs discard from the hand: one card
/// discarded, and no target of any card, search, look or other discard that could be it.
fn one_discarded(ab: &Ability) -> bool {
    let discards = ab
        .costs
        .iter()
        .filter(|p| matches!(p, Part::DiscardFromHand { .. }))
        .count();
    discards == 1
        && ab.costs.contains(&Part::DiscardFromHand { count: 1 })
        && ab
            .targets
            .iter()
            .all(|t| !t.kinds.is_empty() && !t.kinds.iter().any(|k| k == "card"))
        && !ab.costs.iter().chain(ab.effects.iter()).any(|p| {
            matches!(
                p,
                Part::DiscardCard { .. }
                    | Part::Search { .. }
                    | Part::LookAtTop { .. }
                    | Part::If { .. }
            )
        })
        && !ab
            .effects
            .iter()
            .any(|p| matches!(p, Part::DiscardFromHand { .. }))
}

/// The number of `of` a Force bonus or an attack's strength is equal to: `Force`, `Chi`,
/// `Personal Honor` (or `base` / `printed` ones); a discarded card's `Focus Value` alone.
fn stat_of(of: &Who, w: &[String]) -> Option<String> {
    if *of == Who::Discarded {
        return match w {
            [f, v] if f == "focus" && v == "value" => Some("focus value".into()),
            _ => None,
        };
    }
    match w {
        [f] if f == "force" || f == "chi" => Some(f.clone()),
        [p, h] if p == "personal" && h == "honor" => Some("personal honor".into()),
        // `his base Personal Honor`, `his printed Chi`: kept with the word.
        [b, rest @ ..] if b == "base" || b == "printed" => match rest {
            [f] if f == "force" || f == "chi" => Some(format!("{b} {f}")),
            [p, h] if p == "personal" && h == "honor" => Some(format!("{b} personal honor")),
            _ => None,
        },
        _ => None,
    }
}

/// `Create a +2F/+1C Weapon Item` followed by `attach it to him` (or `to your target
/// Shugenja`, `(if legal)`): one part.
fn create_attached(parts: &[String], ab: &mut Ability) -> Option<Part> {
    let [first, second, ..] = parts else {
        return None;
    };
    let c = words(first);
    let [cr, a, rest @ ..] = c.as_slice() else {
        return None;
    };
    if cr != "create" || a != "a" {
        return None;
    }
    let (kind, mid) = rest.split_last()?;
    if kind != "item" && kind != "follower" {
        return None;
    }
    // The numbers first (`+2F/+1C`, `1F`), then the words as printed.
    let (stats, named) = mid.split_first()?;
    let (force, chi) = if kind == "item" {
        bonus(stats)?
    } else {
        let (f, c) = bonus(&format!("+{}", stats.replace('/', "/+")))?;
        if f < 0 || c < 0 {
            return None;
        }
        (f, c)
    };
    // `Create a 1F Follower`: a follower may have no words of its own.
    if (named.is_empty() && kind != "follower")
        || !named
            .iter()
            .all(|x| x == "•" || x.chars().all(|ch| ch.is_alphabetic() || ch == '-'))
        || named.iter().any(|x| is_stop(x) || x == "token")
    {
        return None;
    }
    let a = words(second);
    let mut to = match a.as_slice() {
        [at, it, t, rest @ ..] if at == "attach" && it == "it" && t == "to" => rest.to_vec(),
        _ => return None,
    };
    if to.len() > 2 && is(&to[to.len() - 2..], &["(if", "legal)"]) {
        to.truncate(to.len() - 2);
    }
    let (to, t) = who_of(&to, ab)?;
    ab.targets = t.targets;
    let words: Vec<String> = named
        .iter()
        .filter(|x| *x != "•")
        .map(|x| capitalise(x))
        .collect();
    Some(Part::CreateAttached {
        kind: kind.clone(),
        force,
        chi,
        words: words.join(" "),
        to,
    })
}

/// The places a search looks in, as printed after `search your`, and what the reading calls
/// them.
pub(super) const SEARCH_PLACES: &[(&[&str], &str)] = &[
    (&["fate", "deck"], "fate deck"),
    (
        &["discard", "pile", "or", "deck"],
        "discard pile or fate deck",
    ),
    (
        &["discard", "pile", "or", "fate", "deck"],
        "discard pile or fate deck",
    ),
    (&["deck"], "fate deck"),
    (&["dynasty", "deck"], "dynasty deck"),
    (&["discard", "pile"], "discard pile"),
    (&["fate", "discard", "pile"], "fate discard pile"),
    (&["dynasty", "discard", "pile"], "dynasty discard pile"),
];

/// `Search your Fate deck for a Terrain`, `Show it`, `Bring him into play (bowed)`, `Attach it
/// to him`.
fn search_and_bring(w: &[String], ab: &mut Ability) -> Option<Part> {
    match w {
        [s, y, rest @ ..] if s == "search" && y == "your" => {
            if ab.effects.iter().any(|e| match e {
                Part::Search { .. } => true,
                Part::If { then, .. } => then.iter().any(|p| matches!(p, Part::Search { .. })),
                _ => false,
            }) {
                return None;
            }
            let f = rest.iter().position(|x| x == "for")?;
            let place = SEARCH_PLACES
                .iter()
                .find(|(p, _)| is(&rest[..f], p))
                .map(|(_, name)| name.to_string())?;
            let what = noun_phrase(&rest[f + 1..])?;
            if what.side != Side::Any || !what.qualifiers.is_empty() {
                return None;
            }
            Some(Part::Search { place, what })
        }
        [s, who @ ..] if s == "show" && !who.is_empty() => {
            let (who, t) = who_of(who, ab)?;
            ab.targets = t.targets;
            Some(Part::Show { who })
        }
        // `Bring him into play [(bowed)] [at the current battlefield]`, `Put it into play`.
        [b, rest @ ..] if b == "bring" || b == "put" => {
            let k = rest
                .windows(2)
                .position(|x| x[0] == "into" && x[1] == "play")?;
            let (who_w, mut tail) = (&rest[..k], &rest[k + 2..]);
            let bowed = tail.first().map(String::as_str) == Some("(bowed)");
            if bowed {
                tail = &tail[1..];
            }
            let here = match tail {
                [] => false,
                [a, t, c, bf]
                    if a == "at" && t == "the" && c == "current" && bf == "battlefield" =>
                {
                    true
                }
                [t] if t == "there" && only_place_is_here(&ab.printed) => true,
                _ => return None,
            };
            // `Put this card into play` is read below, as the card's own.
            if b == "put" && is_this(who_w) {
                return None;
            }
            let (who, t) = who_of(who_w, ab)?;
            ab.targets = t.targets;
            Some(Part::BringIntoPlay {
                who,
                bowed,
                paying_all: false,
                here,
                less: 0,
            })
        }
        [a, rest @ ..] if a == "attach" => {
            let k = rest.iter().position(|x| x == "to")?;
            let (what_w, to_w) = (&rest[..k], &rest[k + 1..]);
            let mut trial = ab.clone();
            let what = object(what_w, &mut trial)?;
            let to = attach_to(to_w, &what, &mut trial)?;
            if to == what {
                return None;
            }
            ab.targets = trial.targets;
            Some(Part::Attach {
                what,
                to,
                paying_all: false,
                less: 0,
            })
        }
        _ => None,
    }
}

/// Who a card is attached to: `him` is the one personality named besides the card attached
/// (the performer, or the one target that may be a personality); otherwise as [`object`].
fn attach_to(w: &[String], what: &Who, ab: &mut Ability) -> Option<Who> {
    if let [p] = w {
        if p == "him" || p == "her" {
            let mut cands: Vec<Who> = Vec::new();
            if ab.performer.is_some() {
                cands.push(Who::Performer);
            }
            for (i, t) in ab.targets.iter().enumerate() {
                if t.kinds.iter().any(|k| k == "personality") {
                    cands.push(Who::Target(i + 1));
                }
            }
            cands.retain(|c| c != what);
            return match cands.as_slice() {
                [one] => Some(one.clone()),
                _ => None,
            };
        }
    }
    object(w, ab)
}

/// Effects of the commonest printed templates after the basic verbs.
fn more_effects(w: &[String], ab: &mut Ability) -> Option<Part> {
    if let Some(p) = search_and_bring(w, ab) {
        return Some(p);
    }
    let s: Vec<&str> = w.iter().map(String::as_str).collect();
    let answers = matches!(
        ab.timings.first(),
        Some(Timing::Reaction { .. } | Timing::Interrupt { .. })
    );
    // `Negate his movement from the action's effects`, `Negate the action's effects on this
    // card`: in a reaction or interrupt, what the action that triggered it does to a card.
    if answers {
        let n = s.len();
        // `… from the action` (an interrupt's) says the same as `… from the action's effects`.
        let tail = if n > 3 && s[n - 3..] == ["from", "the", "action"] {
            3
        } else if n > 3 && s[n - 3..] == ["from", "its", "effects"] {
            // `… from its effects`: the action's, as in `Negate its effects`.
            3
        } else if n > 4 && s[n - 4..] == ["from", "the", "action's", "effects"] {
            4
        } else {
            0
        };
        // `Negate the destruction of the Personality from the action's effects`: as `Negate
        // the Personality's destruction …`.
        if tail > 0
            && n > tail + 4
            && s[..2] == ["negate", "the"]
            && s[3] == "of"
            && !matches!(s[4], "him" | "her" | "it" | "them")
            && matches!(
                s[2],
                "movement" | "destruction" | "bowing" | "dishonoring" | "straightening"
            )
        {
            let (who, t) = who_of(&w[4..n - tail], ab)?;
            ab.targets = t.targets;
            return Some(Part::NegateActionOn {
                who,
                what: s[2].to_string(),
            });
        }
        if tail > 0 && n > tail + 2 && s[0] == "negate" {
            let what = s[n - tail - 1];
            if matches!(
                what,
                "movement" | "destruction" | "bowing" | "dishonoring" | "straightening"
            ) {
                let mut owner: Vec<String> = w[1..n - tail - 1].to_vec();
                let whose = match owner.as_slice() {
                    [p] if matches!(p.as_str(), "his" | "her" | "its") => {
                        vec!["him".to_string()]
                    }
                    // `Negate their bowing …`: the cards the action targets.
                    [p] if p == "their" => vec!["them".to_string()],
                    [.., last] if last.ends_with("'s") => {
                        let k = owner.len() - 1;
                        owner[k] = last.trim_end_matches("'s").to_string();
                        owner
                    }
                    _ => return None,
                };
                let (who, t) = who_of(&whose, ab)?;
                ab.targets = t.targets;
                return Some(Part::NegateActionOn {
                    who,
                    what: what.to_string(),
                });
            }
        }
        if n > 5 && s[..5] == ["negate", "the", "action's", "effects", "on"] {
            let (who, t) = who_of(&w[5..], ab)?;
            ab.targets = t.targets;
            return Some(Part::NegateActionOn {
                who,
                what: String::new(),
            });
        }
    }
    // `He becomes honorably dead`: a discarded personality, the one card `he` can name.
    if let [p, b, h, d] = s.as_slice() {
        if matches!(*p, "he" | "she")
            && *b == "becomes"
            && matches!(*h, "honorably" | "dishonorably")
            && *d == "dead"
        {
            let (who, _) = who_of(&["him".to_string()], ab)?;
            let discarded = match &who {
                Who::Target(n) => ab
                    .targets
                    .get(n - 1)
                    .is_some_and(|t| t.must_be.iter().any(|m| m == "discarded")),
                _ => false,
            };
            return discarded.then(|| Part::BecomesDead {
                who,
                honorably: *h == "honorably",
            });
        }
    }
    // `+2 or -2 strength`, `+3 strength`: the amounts.
    let amounts = |a: &[&str]| -> Option<Vec<i32>> {
        let signed = |x: &str| -> Option<i32> {
            if x.starts_with('+') || x.starts_with('-') {
                x.parse().ok()
            } else {
                None
            }
        };
        match a {
            [x, st] if *st == "strength" => Some(vec![signed(x)?]),
            [x, o, y, st] if *o == "or" && *st == "strength" => Some(vec![signed(x)?, signed(y)?]),
            _ => None,
        }
    };
    let trigger = ab
        .timings
        .iter()
        .find_map(|t| match t {
            Timing::Reaction { trigger } | Timing::Interrupt { trigger } => {
                Some(trigger.to_lowercase())
            }
            _ => None,
        })
        .unwrap_or_default();
    // `Give a Ranged Attack +1 strength`, `Give a Melee or Ranged Attack -2 strength`, `Give a
    // Fear effect +2 strength` in an interrupt printed without a trigger (so played in answer to an action), with no target:
    // an attack of the action it interrupts.
    let bare_interrupt = matches!(
        ab.timings.as_slice(),
        [Timing::Interrupt { trigger }] if trigger.is_empty()
    );
    if bare_interrupt && ab.targets.is_empty() {
        let kinds: Option<&[&str]> = match s.as_slice() {
            ["give", "a", "ranged", "attack", _, "strength"] => Some(&["ranged"]),
            ["give", "a", "melee", "attack", _, "strength"] => Some(&["melee"]),
            ["give", "a", "melee", "or", "ranged", "attack", _, "strength"] => {
                Some(&["melee", "ranged"])
            }
            // `Give a Fear effect +2 strength`, `Give one of the action's Fear effects +1
            // strength`.
            ["give", "a", "fear", "effect", _, "strength"]
            | ["give", "one", "of", "the", "action's", "fear", "effects", _, "strength"] => {
                Some(&["fear"])
            }
            _ => None,
        };
        if let (Some(kinds), Some(x)) = (kinds, s.get(s.len().wrapping_sub(2))) {
            if let Some([amount]) = amounts(&[x, "strength"]).as_deref() {
                return Some(Part::InterruptedAttackStrength {
                    kinds: kinds.iter().map(|k| k.to_string()).collect(),
                    amount: *amount,
                });
            }
        }
    }
    match s.as_slice() {
        // `Give the Ranged Attack +2 strength` in a reaction to a Ranged Attack targeted.
        ["give", "the", kind @ ("ranged" | "melee"), "attack", rest @ ..]
            if answers
                && trigger.contains(&format!("{kind} attack"))
                && (trigger.contains(" is targeted") || trigger.contains(" targets"))
                && !trigger.contains(" or ") =>
        {
            return Some(Part::AttackStrength {
                amounts: amounts(rest)?,
            });
        }
        // `Refill it face-up` after a card enters play from a province: that province.
        ["refill", "it", "face-up"]
            if answers
                && trigger.contains("enters play from a province")
                && ab.targets.is_empty() =>
        {
            return Some(Part::RefillProvince { face_up: true });
        }
        // `Give it -2 strength` in a reaction to an attack: that attack.
        ["give", "it", rest @ ..]
            if answers
                && ab.targets.is_empty()
                && ab.timings.iter().any(|t| match t {
                    Timing::Reaction { trigger } | Timing::Interrupt { trigger } => {
                        let t = trigger.to_lowercase();
                        t.contains(" attack is targeted") || t.contains(" attack targets")
                    }
                    _ => false,
                }) =>
        {
            return Some(Part::AttackStrength {
                amounts: amounts(rest)?,
            });
        }
        // `Give it +3 or -3 strength` with a target province.
        ["give", "it", rest @ ..]
            if ab.targets.len() == 1 && ab.targets[0].kinds == ["province"] =>
        {
            return Some(Part::ProvinceStrengthOne {
                which: "target".into(),
                amounts: amounts(rest)?,
            });
        }
        ["give", "this", "province", x, "or", y, "strength"] => {
            return Some(Part::ProvinceStrengthOne {
                which: "this".into(),
                amounts: amounts(&[x, "or", y, "strength"])?,
            });
        }
        ["give", "a", "target", "province", x, "or", y, "strength"] => {
            let amounts = amounts(&[x, "or", y, "strength"])?;
            if !ab.targets.is_empty() {
                return None;
            }
            ab.targets
                .push(noun_phrase(&["a".to_string(), "province".to_string()])?);
            return Some(Part::ProvinceStrengthOne {
                which: "target".into(),
                amounts,
            });
        }
        ["give", "a", "province", rest @ ..] => {
            return Some(Part::ProvinceStrengthOne {
                which: "chosen".into(),
                amounts: amounts(rest)?,
            });
        }
        ["give", "the", "current", "battlefield's", "province", rest @ ..] => {
            return Some(Part::ProvinceStrengthOne {
                which: "here".into(),
                amounts: amounts(rest)?,
            });
        }
        _ => {}
    }
    // `Look at the top three cards of your Fate deck`, `Look at the top card of any deck`.
    if let ["look", "at", "the", "top", rest @ ..] = s.as_slice() {
        let (count, rest) = match rest {
            ["card", "of", rest @ ..] => (1, rest),
            [n, "cards", "of", rest @ ..] => (num(n).filter(|&n| n > 1)?, rest),
            _ => return None,
        };
        const DECKS: &[&str] = &[
            "your fate deck",
            "your dynasty deck",
            "any fate deck",
            "any dynasty deck",
            "any deck",
            "a deck",
            "a fate deck",
            "one of your decks",
            "your fate or dynasty deck",
            "your dynasty or fate deck",
        ];
        let deck = rest.join(" ");
        if !DECKS.contains(&deck.as_str())
            || ab
                .effects
                .iter()
                .any(|e| matches!(e, Part::LookAtTop { .. }))
        {
            return None;
        }
        return Some(Part::LookAtTop { count, deck });
    }
    let looked = ab.effects.iter().find_map(|e| match e {
        Part::LookAtTop { count, .. } => Some(*count),
        _ => None,
    });
    // `it` is the card looked at when nothing else could be it.
    let alone = ab.targets.is_empty() && ab.performer.is_none();
    if let Some(count) = looked {
        match s.as_slice() {
            ["put", "them", "back", "in", "any", "order"]
            | ["put", "the", "rest", "back", "in", "any", "order"]
            | ["put", "the", "remaining", "cards", "back", "in", "any", "order"]
            | ["put", "the", "other", "cards", "back", "in", "any", "order"]
            | ["you", "may", "rearrange", "them"]
                if count > 1 =>
            {
                return Some(Part::PutBackAnyOrder)
            }
            ["put", "one", "into", "your", "hand"]
            | ["put", "one", "in", "your", "hand"]
            | ["put", "one", "of", "them", "into", "your", "hand"]
            | ["put", "one", "of", "them", "in", "your", "hand"]
                if count > 1 =>
            {
                return Some(Part::OneLookedToHand)
            }
            // `Put it at the bottom [of the deck]`, `put it on the bottom [of that deck]`.
            ["put", "it", at, "the", "bottom", tail @ ..]
                if count == 1
                    && alone
                    && (*at == "at" || *at == "on")
                    && matches!(tail, [] | ["of", "the" | "that" | "its", "deck"]) =>
            {
                return Some(Part::ToBottom { who: Who::Looked })
            }
            ["discard", "it"] if count == 1 && alone => {
                return Some(Part::DiscardCard { who: Who::Looked })
            }
            _ => {}
        }
    }
    match s.as_slice() {
        // `Choose a player who gains or loses 2 Honor` (the comma is read as two clauses, below).
        ["choose", "a", "player", "who", "gains", "or", "loses", n, "honor"] => {
            return Some(Part::ChosenPlayerHonor { amount: num(n)? })
        }
        // `You have Reconnaissance there`: after engaging, there is the current battlefield.
        ["you", "have", "reconnaissance", "at", "the", "current", "battlefield"] => {
            return Some(Part::HaveRecon)
        }
        ["you", "have", "reconnaissance", "there"]
            if only_place_is_here(&ab.printed)
                || ab.timings.iter().any(|t| match t {
                    Timing::Reaction { trigger } => {
                        let t = trigger.to_lowercase();
                        t.starts_with("after engaging") && !t.contains(',')
                    }
                    _ => false,
                }) =>
        {
            return Some(Part::HaveRecon)
        }
        // `You may take an additional Battle action`, `Take an additional action`.
        ["you", "may", "take", "an", "additional", "action"]
        | ["take", "an", "additional", "action"] => {
            return Some(Part::AdditionalAction { kind: None })
        }
        ["you", "may", "take", "an", "additional", k, "action"]
        | ["take", "an", "additional", k, "action"]
            if matches!(*k, "battle" | "open" | "limited" | "political") =>
        {
            return Some(Part::AdditionalAction {
                kind: Some(capitalise(k)),
            })
        }
        ["negate", "its", "effects"] | ["negate", "the", "action's", "effects"]
            if matches!(
                ab.timings.first(),
                Some(Timing::Reaction { .. } | Timing::Interrupt { .. })
            ) =>
        {
            return Some(Part::NegateAction)
        }
        ["discard", "the", "imperial", "favor"] => return Some(Part::DiscardFavor),
        // `Destroy a Terrain (if able)`.
        ["destroy", "a", k, "(if", "able)"] | ["destroy", "a", k]
            if k.chars().all(char::is_alphabetic) =>
        {
            let what = noun_phrase(&["a".to_string(), k.to_string()])?;
            if what.kinds == ["card"] {
                return Some(Part::DestroyOne {
                    what,
                    if_able: s.len() == 5,
                });
            }
            return None;
        }
        ["discard", p] if matches!(*p, "it" | "him" | "her") => {
            let (who, t) = who_of(&w[1..], ab)?;
            ab.targets = t.targets;
            return Some(Part::DiscardCard { who });
        }
        // `Transfer this card to him`; `Transfer this Follower to your target Personality`,
        // `Transfer this Spell to …` (an attachment naming itself by its kind; never `this
        // Personality`, which on an attachment is the one it is attached to).
        ["transfer", "this", k, "to", rest @ ..]
            if matches!(
                *k,
                "card" | "follower" | "spell" | "item" | "weapon" | "armor"
            ) =>
        {
            let (to, t) = who_of(&w[4..], ab)?;
            let _ = rest;
            ab.targets = t.targets;
            return Some(Part::Transfer { to });
        }
        // `Put this card into play [there]`.
        ["put", t, k, "into", "play", rest @ ..]
            if is_this(&[t.to_string(), k.to_string()]) || (*t == "this" && *k == "terrain") =>
        {
            let there = match rest {
                [] => false,
                ["there"] | ["at", "the", "current", "battlefield"] => true,
                _ => return None,
            };
            return Some(Part::PutIntoPlay {
                who: Who::This,
                there,
            });
        }
        _ => {}
    }
    // `Reduce his Force by an amount equal to your Paragon's Force`, `Reduce its Force by this
    // card's Chi`: a Force penalty equal to that number.
    if let [r, p, f, b, rest @ ..] = w {
        if r == "reduce" && f == "force" && b == "by" && matches!(p.as_str(), "his" | "her" | "its")
        {
            let rest = match rest {
                [a, m, e, t, rest @ ..]
                    if a == "an" && m == "amount" && e == "equal" && t == "to" =>
                {
                    rest
                }
                _ => rest,
            };
            let pronoun = if p == "its" { "it" } else { "him" };
            let (who, trial) = who_of(&[pronoun.to_string()], ab)?;
            let mut trial = trial;
            let (of, t2, n) = owner(rest, &mut trial)?;
            let stat = stat_of(&of, &rest[n..])?;
            ab.targets = t2.targets;
            return Some(Part::ForceOf {
                who,
                sign: -1,
                of,
                stat,
            });
        }
    }
    // `Reduce the Force of a target enemy Follower to 0`.
    if let [r, t, f, o, phrase @ .., to, n] = w {
        if r == "reduce" && t == "the" && f == "force" && o == "of" && to == "to" {
            let value: i32 = n.parse().ok()?;
            let (who, tr) = who_of(phrase, ab)?;
            ab.targets = tr.targets;
            return Some(Part::SetForce { who, value });
        }
    }
    // `Reduce his Force to 0`, `Reduce its Force to 0`.
    if let [r, p, f, t, n] = w {
        if r == "reduce" && f == "force" && t == "to" {
            let (who, tr) = who_of(
                &[match p.as_str() {
                    "his" | "her" | "its" => "him".to_string(),
                    _ => return None,
                }],
                ab,
            )?;
            ab.targets = tr.targets;
            return Some(Part::SetForce {
                who,
                value: n.parse().ok()?,
            });
        }
    }
    // `Put it into your hand`, `Put a target Battle Strategy from your discard pile into your
    // hand`: the card as named, wherever the phrase says it is.
    if let [p, rest @ ..] = w {
        let n = rest.len();
        if p == "put"
            && n > 3
            && (rest[n - 3] == "into" || rest[n - 3] == "in")
            && rest[n - 2] == "your"
            && rest[n - 1] == "hand"
        {
            let mut phrase = rest[..n - 3].to_vec();
            // `from your discard pile` says where the target is: `in your discard pile`.
            if let Some(f) = phrase.iter().position(|x| x == "from") {
                if f > 0 {
                    phrase[f] = "in".into();
                }
            }
            let (who, t) = who_of(&phrase, ab)?;
            ab.targets = t.targets;
            return Some(Part::ToHand { who });
        }
    }
    // `Bow or straighten him`.
    if let [b, o, st, rest @ ..] = w {
        if b == "bow" && o == "or" && st == "straighten" {
            let (who, t) = who_of(rest, ab)?;
            ab.targets = t.targets;
            return Some(Part::BowOrStraighten { who });
        }
    }
    // `Move him there`, where the only place the text names is the current battlefield.
    if let [m, who @ .., t] = w {
        if m == "move" && t == "there" && !who.is_empty() && only_place_is_here(&ab.printed) {
            let (who, t) = who_of(who, ab)?;
            ab.targets = t.targets;
            return Some(Part::MoveToBattlefield { who });
        }
    }
    // `Move him to the current battlefield`.
    if let [m, rest @ ..] = w {
        if m == "move"
            && rest.len() > 4
            && is(
                &rest[rest.len() - 4..],
                &["to", "the", "current", "battlefield"],
            )
        {
            let (who, t) = who_of(&rest[..rest.len() - 4], ab)?;
            ab.targets = t.targets;
            return Some(Part::MoveToBattlefield { who });
        }
    }
    // `Ranged Attack with strength equal to his Force`, `Melee Attack with a strength equal to
    // this Follower's Force`, `Fear equal to this card's Personal Honor`.
    let (attack, rest) = match w {
        [k, a, wi, rest @ ..]
            if (k == "ranged" || k == "melee") && a == "attack" && wi == "with" =>
        {
            let rest = match rest {
                [a, rest @ ..] if a == "a" => rest,
                _ => rest,
            };
            match rest {
                [st, e, t, rest @ ..] if st == "strength" && e == "equal" && t == "to" => {
                    (k.clone(), rest)
                }
                _ => return None,
            }
        }
        [f, e, t, rest @ ..] if f == "fear" && e == "equal" && t == "to" => {
            ("fear".to_string(), rest)
        }
        // `Ranged Attack equal to his Chi`: the same without `with strength`.
        [k, a, e, t, rest @ ..]
            if (k == "ranged" || k == "melee") && a == "attack" && e == "equal" && t == "to" =>
        {
            (k.clone(), rest)
        }
        _ => (String::new(), &w[..0]),
    };
    if !attack.is_empty() {
        // `the Force of your target Kensai`: as `your target Kensai's Force`.
        let of_form = stat_then_of(rest);
        let rest: &[String] = of_form.as_deref().unwrap_or(rest);
        let (who, t, n) = owner(rest, ab)?;
        let stat = stat_of(&who, &rest[n..])?;
        ab.targets = t.targets;
        return Some(Part::AttackOf { attack, who, stat });
    }
    // `Give each of your provinces +2 strength`, `Give this Province +2 strength`.
    match s.as_slice() {
        ["give", "each", "of", "your", "provinces", n, "strength"]
        | ["give", "this", "province", n, "strength"]
            if n.starts_with('+') || n.starts_with('-') =>
        {
            return Some(Part::ProvinceStrength {
                all_yours: s[1] == "each",
                amount: n.parse().ok()?,
            });
        }
        // `Discard all your other Katas`, `… Kata (in play)`, `Discard your other Kata in play`.
        ["discard", "all", "your", "other", k, tail @ ..]
        | ["discard", "your", "other", k, tail @ ..]
            if tail.is_empty() || *tail == ["(in", "play)"] || *tail == ["in", "play"] =>
        {
            if !k.chars().all(char::is_alphabetic) {
                return None;
            }
            return Some(Part::DiscardYourOther {
                keyword: k.trim_end_matches('s').to_string(),
            });
        }
        _ => {}
    }
    // `Give a target enemy Personality a Force penalty equal to this card's Chi`.
    if let Some(k) = (0..w.len()).find(|&k| {
        w[k] == "a"
            && w.get(k + 1).map(String::as_str) == Some("force")
            && matches!(w.get(k + 2).map(String::as_str), Some("penalty" | "bonus"))
            && w.get(k + 3).map(String::as_str) == Some("equal")
            && w.get(k + 4).map(String::as_str) == Some("to")
    }) {
        if w[0] != "give" || k < 2 {
            return None;
        }
        let (who, trial) = who_of(&w[1..k], ab)?;
        let mut trial = trial;
        // A trailing `(until the turn ends)` says the default.
        let mut rest: &[String] = &w[k + 5..];
        for end in [
            &["(until", "the", "turn", "ends)"][..],
            &["(this", "turn)"],
            &["(until", "the", "end", "of", "the", "turn)"],
        ] {
            if rest.len() > end.len() && is(&rest[rest.len() - end.len()..], end) {
                rest = &rest[..rest.len() - end.len()];
                break;
            }
        }
        let (of, t2, mut n) = owner(rest, &mut trial)?;
        // `his own base Chi`: his.
        if n == 1 && rest.get(1).map(String::as_str) == Some("own") {
            n = 2;
        }
        let stat = stat_of(&of, &rest[n..])?;
        ab.targets = t2.targets;
        return Some(Part::ForceOf {
            who,
            sign: if w[k + 2] == "penalty" { -1 } else { 1 },
            of,
            stat,
        });
    }
    // `Give him three +1F Fire tokens`, `Give a target enemy Personality a -1F token`.
    if let [g, rest @ ..] = w {
        if g == "give" {
            if let Some(p) = tokens(rest, ab) {
                return Some(p);
            }
        }
    }
    // `this card challenges a target enemy Personality`, `this card duels him`.
    let k = w.iter().position(|x| x == "challenges" || x == "duels")?;
    if k == 0 || k + 1 >= w.len() {
        return None;
    }
    let mut trial = ab.clone();
    let challenger = object(&w[..k], &mut trial)?;
    let challenged = object(&w[k + 1..], &mut trial)?;
    ab.targets = trial.targets;
    Some(Part::Duel {
        challenger,
        challenged,
    })
}

/// Whether the current battlefield is the one place `printed` names (for `there`): every
/// battlefield it names is the current one, and it names no home, province or location.
pub(super) fn only_place_is_here(printed: &str) -> bool {
    let l = printed.to_lowercase();
    let all = l.matches("battlefield").count();
    all > 0
        && l.matches("the current battlefield").count() == all
        && !["home", "province", "location", "there is", "there are"]
            .iter()
            .any(|x| l.contains(x))
}

/// After `give`: `WHO N +1F [Name] tokens`.
fn tokens(w: &[String], ab: &mut Ability) -> Option<Part> {
    let (last, rest) = w.split_last()?;
    if last != "token" && last != "tokens" {
        return None;
    }
    // The name: one capitalised word before `token` (`Fire`), or none.
    let (name, rest) = match rest.split_last()? {
        (n, r) if bonus(n).is_none() && n.chars().all(char::is_alphabetic) => {
            (Some(capitalise(n)), r)
        }
        _ => (None, rest),
    };
    // `a Madness token`: a token with no bonus, when it has a name.
    let (force, chi, rest) = match rest.split_last()? {
        (b, r) if bonus(b).is_some() => {
            let (f, c) = bonus(b)?;
            (f, c, r)
        }
        _ if name.is_some() => (0, 0, rest),
        _ => return None,
    };
    let (n, who) = rest.split_last()?;
    let count = num(n)?;
    if (last == "token") != (count == 1) {
        return None;
    }
    let (who, t) = who_of(who, ab)?;
    ab.targets = t.targets;
    Some(Part::BonusTokens {
        who,
        count,
        force,
        chi,
        name,
    })
}

/// `Melee 3 Attack (Destroy a target enemy Follower …)`: the parenthesis after an attack says
/// what the rules of the attack do; kept as a reminder, and the attack read.
fn attack_reminder(clause: &str, ab: &mut Ability) -> String {
    let l = clause.to_lowercase();
    let attack = l.starts_with("ranged ") || l.starts_with("melee ") || l.contains(" attack if ");
    let fear = l.starts_with("fear ");
    if let (true, Some(i)) = (attack || fear, clause.find(" (")) {
        let tail = &clause[i + 1..];
        let rule = if fear {
            "(bow a target"
        } else {
            "(destroy a target"
        };
        if tail.to_lowercase().starts_with(rule) && tail.ends_with(')') && balanced(tail) {
            ab.reminders.push(tail.to_string());
            return clause[..i].to_string();
        }
    }
    clause.to_string()
}

/// `Give him Brash (the Defender may draw a card after a Brash card is assigned to attack)`: the
/// parenthesis after a keyword with rules of its own (Brash, Stalwart, Expendable, Elite), when
/// it speaks of cards with that keyword and says what those rules do, is kept as a reminder, and
/// the keyword read.
fn keyword_reminder(clause: &str, ab: &mut Ability) -> String {
    let Some(i) = clause.find(" (") else {
        return clause.to_string();
    };
    let tail = &clause[i + 1..];
    if !(tail.ends_with(')') && balanced(tail) && tail[1..].find('(').is_none()) {
        return clause.to_string();
    }
    let head = &clause[..i];
    let Some(keyword) = head.split_whitespace().last() else {
        return clause.to_string();
    };
    if !keyword.chars().all(char::is_alphabetic) || !keyword.starts_with(|c: char| c.is_uppercase())
    {
        return clause.to_string();
    }
    let k = keyword.to_lowercase();
    let inner = words(&tail[1..tail.len() - 1]);
    let has = |x: &[&str]| inner.windows(x.len()).any(|y| is(y, x));
    let card = has(&[k.as_str(), "card"]) || has(&[k.as_str(), "cards"]);
    // What the rules of the keyword do, in the words its reminder uses: a parenthesis that
    // says anything of another keyword (`Kolat cards may not be targeted`) is an effect.
    let rule = match k.as_str() {
        "brash" => has(&["draw", "a", "card"]) && has(&["assigned", "to", "attack"]),
        "stalwart" => has(&["negate"]) && has(&["first", "bowing"]),
        "expendable" => has(&["draw", "a", "card"]) && has(&["is", "destroyed"]),
        "elite" => {
            has(&["contribute", "force"]) && (has(&["while", "bowed"]) || has(&["if", "bowed"]))
        }
        _ => false,
    };
    let speaks = card && rule && !inner.iter().any(|x| x == "not" || x == "instead");
    // The keyword is given (`give … Brash`), or stands after `and` beside a bonus given.
    let l = head.to_lowercase();
    let given = l.starts_with("give ") || l.starts_with("permanently give ") || !l.contains(' ');
    if !speaks || !given {
        return clause.to_string();
    }
    ab.reminders.push(tail.to_string());
    head.to_string()
}

/// A plain attack: `ranged 3 attack` (kind, strength), `fear 2`.
pub(super) fn plain_attack(w: &[String]) -> Option<Part> {
    if let [f, n] = w {
        if f == "fear" {
            return Some(Part::Fear {
                strength: n.parse().ok()?,
            });
        }
    }
    let [kind, n, a] = w else {
        return None;
    };
    if a != "attack" {
        return None;
    }
    let strength = n.parse().ok()?;
    match kind.as_str() {
        "ranged" => Some(Part::Ranged { strength }),
        "melee" => Some(Part::Melee { strength }),
        _ => None,
    }
}

/// `Ranged 4 Attack, or Ranged 6 Attack if this Shugenja is Thunder`.
fn attack_or(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let k = w.iter().position(|x| x == "or")?;
    let base = plain_attack(&w[..k])?;
    let rest = &w[k + 1..];
    // `Ranged 6 Attack if …` (three words), `Fear 3 if …` (two).
    let i = rest.iter().position(|x| x == "if")?;
    let more = plain_attack(&rest[..i])?;
    if std::mem::discriminant(&more) != std::mem::discriminant(&base) {
        return None;
    }
    let cond = attack_condition(&rest[i + 1..], ab)?;
    Some(vec![Part::If {
        cond,
        then: vec![more],
        otherwise: vec![base],
    }])
}

/// `with +2 strength if COND` after an attack.
fn stronger_if(w: &[String], ab: &Ability) -> Option<Part> {
    let [wi, n, st, i, cond @ ..] = w else {
        return None;
    };
    if wi != "with" || st != "strength" || i != "if" || !n.starts_with('+') {
        return None;
    }
    let plus: i32 = n[1..].parse().ok()?;
    let cond = attack_condition(cond, ab)?;
    let more = match ab.effects.last()? {
        Part::Ranged { strength } => Part::Ranged {
            strength: strength + plus,
        },
        Part::Melee { strength } => Part::Melee {
            strength: strength + plus,
        },
        _ => return None,
    };
    let base = ab.effects.last()?.clone();
    Some(Part::If {
        cond,
        then: vec![more],
        otherwise: vec![base],
    })
}

/// `Create a 2F/2C/3PH Lion Clan • Samurai • Spirit Personality [at the current battlefield]`
/// (the bullets may be lost in a file: the words between the numbers and `Personality` are its
/// keywords, a clan word with the word after it).
pub(super) fn create_personality(w: &[String]) -> Option<Part> {
    let [c, a, stats, rest @ ..] = w else {
        return None;
    };
    if c != "create" || a != "a" {
        return None;
    }
    let mut force = None;
    let mut chi = None;
    let mut honor = None;
    for part in stats.split('/') {
        let (n, unit) = part.split_at(part.find(|ch: char| !ch.is_ascii_digit())?);
        let n: i32 = n.parse().ok()?;
        match unit {
            "f" => force = Some(n),
            "c" => chi = Some(n),
            "ph" => honor = Some(n),
            _ => return None,
        }
    }
    let p = rest.iter().position(|x| x == "personality")?;
    let here = match &rest[p + 1..] {
        [] => false,
        [a, t, c2, b] if a == "at" && t == "the" && c2 == "current" && b == "battlefield" => true,
        _ => return None,
    };
    let mut keywords = Vec::new();
    let mut words = rest[..p].iter().filter(|x| *x != "•");
    while let Some(k) = words.next() {
        if !k.chars().all(|ch| ch.is_alphabetic() || ch == '-') {
            return None;
        }
        let mut k = capitalise(k);
        if rest[..p].iter().any(|x| x == "clan") && k != "Clan" {
            // `Lion Clan`: one keyword of two words.
            let mut peek = words.clone();
            if peek.next().map(String::as_str) == Some("clan") {
                words.next();
                k.push_str(" Clan");
            }
        }
        keywords.push(k);
    }
    if keywords.is_empty() || keywords.iter().any(|k| k == "Clan") {
        return None;
    }
    Some(Part::CreatePersonality {
        force: force?,
        chi: chi?,
        honor: honor?,
        keywords,
        here,
        abilities: Vec::new(),
    })
}
