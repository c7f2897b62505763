//! Every library card does what its own text says. The check reads each card of
//! `fixtures/cards/*.toml` from disk, derives a summary of machine-checkable facts from its `text`
//! (the action label, a reaction's condition, costs, targets and effects the engine applies, an
//! item's bonuses, gold produced, keyword traits) and compares it with the same facts taken from the
//! card's structured fields. Text the recognisers do not know is the judge's to apply, so a card
//! whose structured effects come from no phrase of its text fails, as does a card that lacks what a
//! recognised phrase says.

use gunbai::engine::card::{Effect, Ref, Who};
use gunbai::engine::{CardDef, Library};
use gunbai::lang::ast::{CardKind, CardVerb, Stat};
use std::collections::BTreeSet;
use std::path::PathBuf;

/// Facts said by the text.
fn text_facts(card: &CardDef) -> BTreeSet<String> {
    let mut facts = BTreeSet::new();
    let Some(text) = &card.text else {
        return facts;
    };
    let t = text.to_lowercase();
    if matches!(card.kind, CardKind::Action | CardKind::Kiho) {
        let label = ["limited:", "open:", "battle:", "reaction:"]
            .iter()
            .filter_map(|l| t.find(l).map(|i| (i, l.trim_end_matches(':'))))
            .min();
        if let Some((_, l)) = label {
            facts.insert(format!("kind {l}"));
        }
    }
    // "when an Assassin, Ninja or Kolat action targets you or your cards"
    if let Some(i) = t.find("when a") {
        let rest = &t[i..];
        if let Some(j) = rest.find(" action targets you or your cards") {
            let list = rest[..j]
                .trim_start_matches("when an ")
                .trim_start_matches("when a ");
            let mut traits: Vec<String> = list
                .replace(" or ", ", ")
                .split(", ")
                .map(|w| w.trim().to_string())
                .filter(|w| !w.is_empty())
                .collect();
            traits.sort();
            facts.insert(format!("trigger {} targets-yours", traits.join("/")));
        }
    }
    if let Some(n) = number_before(&t, "lose ", " honor to ") {
        facts.insert(format!("cost lose-honor me {n}"));
    }
    if t.contains("destroy target personality") {
        facts.insert("target personality".into());
        facts.insert("effect destroy target".into());
    }
    if t.contains("cancel its effects except the honor its player lost") {
        facts.insert("effect cancel keeping its player's losses".into());
    } else if t.contains("cancel its effects") {
        facts.insert("effect cancel".into());
    }
    if let Some(n) = number_before(&t, "that player loses ", " honor") {
        facts.insert(format!("effect lose-honor actor {n}"));
    }
    if card.kind == CardKind::Item {
        let (f, c) = item_bonus(&t);
        facts.insert(format!("bonus {f}F/{c}C"));
    }
    if let Some(n) = number_before(&t, "produce ", " gold") {
        facts.insert(format!("gold {n}"));
    }
    for (word, tr) in [
        ("weapon.", "weapon"),
        ("armor.", "armor"),
        ("cavalry.", "cavalry"),
        ("tactician.", "tactician"),
        ("double chi.", "double-chi"),
    ] {
        if t.starts_with(word) || t.contains(&format!(" {word}")) {
            facts.insert(format!("trait {tr}"));
        }
    }
    if card.kind == CardKind::Ancestor {
        if let Some(clan) = t
            .split("only a ")
            .nth(1)
            .and_then(|r| r.split(" personality").next())
        {
            facts.insert(format!("trait {clan}"));
        }
    }
    facts
}

/// The number between `before` and `after`, as in "lose 4 honor to".
fn number_before(t: &str, before: &str, after: &str) -> Option<i32> {
    let i = t.find(before)? + before.len();
    let rest = &t[i..];
    let j = rest.find(after)?;
    rest[..j].trim().parse().ok()
}

/// "+1F/+2C", "+1F", "+1C" in an item's text.
fn item_bonus(t: &str) -> (i32, i32) {
    let (mut f, mut c) = (0, 0);
    for word in t.split(|ch: char| ch.is_whitespace() || ch == '/' || ch == '.') {
        let Some(num) = word.strip_prefix('+') else {
            continue;
        };
        if let Some(n) = num.strip_suffix('f').and_then(|n| n.parse().ok()) {
            f = n;
        } else if let Some(n) = num.strip_suffix('c').and_then(|n| n.parse().ok()) {
            c = n;
        }
    }
    (f, c)
}

/// The same kinds of facts, from the card's structured fields.
fn structured_facts(card: &CardDef) -> BTreeSet<String> {
    let mut facts = BTreeSet::new();
    if matches!(card.kind, CardKind::Action | CardKind::Kiho) {
        if let Some(a) = card.action {
            facts.insert(format!("kind {}", a.keyword()));
        }
    }
    if let Some(tr) = &card.trigger {
        let mut traits = tr.action_traits.clone();
        traits.sort();
        let yours = if tr.targets_yours {
            " targets-yours"
        } else {
            ""
        };
        facts.insert(format!("trigger {}{yours}", traits.join("/")));
    }
    if let Some(t) = &card.target {
        facts.insert(format!("target {}", t.kind.keyword()));
    }
    for (prefix, list) in [("cost", &card.costs), ("effect", &card.effects)] {
        for e in list {
            facts.insert(format!("{prefix} {}", effect_fact(e)));
        }
    }
    if card.kind == CardKind::Item {
        facts.insert(format!(
            "bonus {}F/{}C",
            card.stat(Stat::Force),
            card.stat(Stat::Chi)
        ));
    }
    if card.stats.contains_key(&Stat::GoldProduced) {
        facts.insert(format!("gold {}", card.stat(Stat::GoldProduced)));
    }
    facts
}

fn effect_fact(e: &Effect) -> String {
    let who = |w: &Who| match w {
        Who::Me => "me".to_string(),
        Who::Actor => "actor".to_string(),
        Who::Controller => "controller".to_string(),
        Who::Player(p) => p.clone(),
    };
    match e {
        Effect::Card { verb, what } => {
            let what = match what {
                Ref::Target => "target".to_string(),
                Ref::Handle(h) => h.clone(),
            };
            let verb = match verb {
                CardVerb::Destroy => "destroy",
                CardVerb::Bow => "bow",
                CardVerb::Straighten => "straighten",
                CardVerb::Dishonor => "dishonor",
                CardVerb::Rehonor => "rehonor",
                CardVerb::Discard => "discard",
                CardVerb::Restore => "restore",
            };
            format!("{verb} {what}")
        }
        Effect::LoseHonor { who: w, amount } => format!("lose-honor {} {amount}", who(w)),
        Effect::GainHonor { who: w, amount } => format!("gain-honor {} {amount}", who(w)),
        Effect::Cancel {
            keep_actor_losses: true,
        } => "cancel keeping its player's losses".into(),
        Effect::Cancel { .. } => "cancel".into(),
        other => format!("{other:?}"),
    }
}

/// What disagrees between a card's text and its fields, one line each.
fn disagreements(card: &CardDef) -> Vec<String> {
    let said = text_facts(card);
    let done = structured_facts(card);
    let mut out = Vec::new();
    for f in said.difference(&done).filter(|f| !f.starts_with("trait ")) {
        out.push(format!(
            "{}: its text says `{f}`, its fields do not",
            card.name
        ));
    }
    for f in done.difference(&said) {
        // Every effect, cost, target, condition and number in the fields is said by the text.
        out.push(format!(
            "{}: its fields say `{f}`, its text does not",
            card.name
        ));
    }
    for f in said.iter().filter_map(|f| f.strip_prefix("trait ")) {
        if !card.traits.iter().any(|t| t == f) {
            out.push(format!(
                "{}: its text says it is {f}, its traits do not",
                card.name
            ));
        }
    }
    out
}

fn disk_library() -> Library {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fixtures/cards");
    let mut files: Vec<(String, String)> = std::fs::read_dir(&dir)
        .expect("fixtures/cards exists")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("a library file reads");
            (p.display().to_string(), text)
        })
        .collect();
    files.sort();
    let borrowed: Vec<(&str, &str)> = files
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    Library::load(&borrowed).expect("the library on disk loads")
}

#[test]
fn every_library_card_does_what_its_text_says() {
    let lib = disk_library();
    assert!(lib.cards().len() >= 40, "the whole library is read");
    let problems: Vec<String> = lib.cards().iter().flat_map(disagreements).collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The recognisers do recognise: the cards the engine applies have facts from their text.
    for name in ["Investigation", "Kolat Assassin", "Strike", "Naginata"] {
        let card = lib.get(name).expect("a library card");
        assert!(
            text_facts(card).len() >= 2,
            "{name}: {:?}",
            text_facts(card)
        );
    }
}

#[test]
fn the_check_catches_a_card_that_strays_from_its_text() {
    let lib = disk_library();
    // Investigation as it once was: any action answered, and the whole action cancelled.
    let mut old = lib.get("Investigation").expect("Investigation").clone();
    old.trigger = None;
    old.effects[0] = Effect::Cancel {
        keep_actor_losses: false,
    };
    let problems = disagreements(&old);
    assert_eq!(problems.len(), 3, "{problems:?}");
    // A Strike that bows instead of destroying.
    let mut strike = lib.get("Strike").expect("Strike").clone();
    strike.effects = vec![Effect::Card {
        verb: CardVerb::Bow,
        what: Ref::Target,
    }];
    assert_eq!(disagreements(&strike).len(), 2);
    // A Naginata with the wrong chi.
    let mut naginata = lib.get("Naginata").expect("Naginata").clone();
    naginata.stats.insert(Stat::Chi, 1);
    assert_eq!(disagreements(&naginata).len(), 2);
}
