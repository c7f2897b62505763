//! The legality check: every rule a deck list can break, each violation with its rule id and
//! its line.

use super::env::Environment;
use super::parse::{parse, DeckList, Entry, Section};
use crate::engine::names::closest;
use crate::engine::{CardDef, Library};
use crate::lang::ast::CardKind;
use crate::msg;
use crate::msg::Msg;
use crate::rules::ids::{self, RuleId};
use serde::Serialize;
use std::collections::{BTreeMap, HashMap};

/// Imported cards of kinds gunbai does not play (sensei, wind, celestial …), by lower-case name
/// as a deck line may write it: their printed name and their database type. A deck check knows
/// where they go without playing them.
pub type OtherKinds = HashMap<String, (String, String)>;

/// The section a card of a database type gunbai does not play belongs to, as Egg of P'an Ku
/// sorts it: a sensei or a wind starts in play beside the stronghold, a celestial is a dynasty
/// card; other types are placed where they are listed.
pub fn other_home(db_type: &str) -> Option<Section> {
    match db_type {
        "sensei" | "wind" => Some(Section::PreGame),
        "celestial" => Some(Section::Dynasty),
        _ => None,
    }
}

/// The smallest legal dynasty or fate deck (setup.decks).
pub const MIN_DECK: u64 = 30;
/// The most copies of one card a deck may hold (setup.decks).
pub const MAX_COPIES: u64 = 3;

/// What kind of problem a violation is; stable names for `--json`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ViolationKind {
    /// A line that is not a heading, a comment or a card line.
    Syntax,
    /// A dynasty or fate deck under 30 cards.
    DeckSize,
    /// More copies of a card than the deck may hold.
    Copies,
    /// A card in a deck (or section) where it does not belong.
    WrongDeck,
    /// No stronghold, or more than one.
    Stronghold,
    /// A card the chosen environment does not allow.
    Environment,
}

impl ViolationKind {
    pub fn keyword(self) -> &'static str {
        match self {
            ViolationKind::Syntax => "syntax",
            ViolationKind::DeckSize => "deck-size",
            ViolationKind::Copies => "copies",
            ViolationKind::WrongDeck => "wrong-deck",
            ViolationKind::Stronghold => "stronghold",
            ViolationKind::Environment => "environment",
        }
    }
}

/// One thing that makes the deck illegal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Violation {
    /// The line it concerns; none for a problem of the whole deck (no stronghold at all).
    pub line: Option<usize>,
    pub section: Option<Section>,
    /// The card as the library names it (as typed, if the library does not know it).
    pub card: Option<String>,
    pub kind: ViolationKind,
    /// The rule broken; none for a line gunbai cannot read.
    pub rule: Option<RuleId>,
    /// True when no rule states the check outright and gunbai reads it from `rule`.
    pub reading: bool,
    pub message: Msg,
    /// Not set by the check itself (a card that could not be looked up is in
    /// [`Report::unchecked`], with its suggestion).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suggestion: Option<String>,
}

/// How many cards each part of the deck holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Counts {
    pub stronghold: u64,
    pub dynasty: u64,
    pub fate: u64,
    /// Sensei and wind: in play from the start, in neither deck.
    #[serde(skip_serializing_if = "is_zero")]
    pub pre_game: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// The result of a check.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Report {
    /// True when there is no violation.
    pub ok: bool,
    /// The environment checked against, if any.
    pub environment: Option<String>,
    pub counts: Counts,
    /// Sorted by line; problems of the whole deck first.
    pub violations: Vec<Violation>,
    /// The cards that could not be checked (neither imported nor in the built-in library),
    /// each named once, with the line it is first listed on.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unchecked: Vec<Unchecked>,
}

/// A card a deck lists that could not be looked up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Unchecked {
    /// The first line it is listed on.
    pub line: usize,
    pub card: String,
    /// The nearest name gunbai knows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suggestion: Option<String>,
}

impl Report {
    /// The verdict: `legal`, `not legal` (a violation with its rule), or `could not check` (no
    /// violation, but cards that could not be looked up).
    pub fn verdict(&self) -> &'static str {
        if !self.violations.is_empty() {
            "not legal"
        } else if !self.unchecked.is_empty() {
            "could not check"
        } else {
            "legal"
        }
    }
}

/// Reads and checks a deck file's text.
pub fn check(text: &str, lib: &Library, env: Option<&Environment>) -> Report {
    check_list(&parse(text), lib, env)
}

/// Checks a deck list already read, against the library alone.
pub fn check_list(list: &DeckList, lib: &Library, env: Option<&Environment>) -> Report {
    check_list_with(list, lib, &OtherKinds::new(), env)
}

pub use crate::cards::names::name_variants;

/// A deck line's card: by name, else by the other spelling of an experienced version.
pub fn find_card<'l>(lib: &'l Library, name: &str) -> Option<&'l CardDef> {
    name_variants(name).iter().find_map(|n| lib.get(n))
}

/// The list with each known card under its library name, and, for a `.l5d` list, each dynasty
/// or fate card in the deck its kind belongs to.
fn normalized(list: &DeckList, lib: &Library, others: &OtherKinds) -> DeckList {
    let mut list = list.clone();
    for e in &mut list.entries {
        if let Some(def) = find_card(lib, &e.name) {
            e.name = def.name.clone();
            // A `.l5d` list puts each card in the deck of its kind; a card listed with the
            // stronghold that is no stronghold is placed there too (Egg of P'an Ku's older
            // files list every card before `# Dynasty` as starting in play).
            if list.by_kind
                && (e.section != Section::Stronghold || def.kind != CardKind::Stronghold)
            {
                e.section = home_of(def.kind).0;
            }
        } else if let Some((name, kind)) = other_name(others, &e.name) {
            e.name = name.clone();
            if let Some(home) = other_home(kind) {
                if list.by_kind || home == Section::PreGame {
                    e.section = home;
                }
            }
        }
    }
    list
}

fn other_name<'o>(others: &'o OtherKinds, name: &str) -> Option<&'o (String, String)> {
    name_variants(name)
        .iter()
        .find_map(|n| others.get(&n.to_lowercase()))
}

/// Checks a deck list already read, with the imported cards of kinds gunbai does not play.
pub fn check_list_with(
    list: &DeckList,
    lib: &Library,
    others: &OtherKinds,
    env: Option<&Environment>,
) -> Report {
    let list = &normalized(list, lib, others);
    let mut out: Vec<Violation> = list
        .problems
        .iter()
        .map(|p| Violation {
            line: Some(p.line),
            section: None,
            card: None,
            kind: ViolationKind::Syntax,
            rule: None,
            reading: false,
            message: p.message.clone(),
            suggestion: None,
        })
        .collect();

    let names: Vec<&str> = lib.cards().iter().map(|c| c.name.as_str()).collect();
    let mut unchecked: Vec<Unchecked> = Vec::new();
    for e in &list.entries {
        match lib.get(&e.name) {
            None => {
                let known = others.contains_key(&e.name.to_lowercase());
                if !known
                    && !unchecked
                        .iter()
                        .any(|u| u.card.eq_ignore_ascii_case(&e.name))
                {
                    unchecked.push(Unchecked {
                        line: e.line,
                        card: e.name.clone(),
                        // Only the first few: a suggestion costs a comparison with every name.
                        suggestion: (unchecked.len() < 50)
                            .then(|| closest(&e.name, names.iter().copied()))
                            .flatten(),
                    });
                }
            }
            Some(def) => {
                if let Some(v) = placement(e, def) {
                    out.push(v);
                }
                if let Some(env) = env {
                    if !env.allows(def, lib) {
                        out.push(Violation {
                            line: Some(e.line),
                            section: Some(e.section),
                            card: Some(def.name.clone()),
                            kind: ViolationKind::Environment,
                            rule: Some(env.rule),
                            reading: false,
                            message: env.refusal(def),
                            suggestion: None,
                        });
                    }
                }
            }
        }
    }

    decks(list, lib, &mut out);

    stronghold(list, lib, &mut out);

    out.sort_by_key(|v| (v.line.map_or(0, |l| l + 1), v.kind));
    Report {
        ok: out.is_empty() && unchecked.is_empty(),
        environment: env.map(|e| e.id.clone()),
        counts: Counts {
            stronghold: list.count(Section::Stronghold),
            dynasty: list.count(Section::Dynasty),
            fate: list.count(Section::Fate),
            pre_game: list.count(Section::PreGame),
        },
        violations: out,
        unchecked,
    }
}

/// The dynasty and fate decks: the copies of each card, and each deck's size against
/// `MIN_DECK` (`setup.decks`).
fn decks(list: &DeckList, lib: &Library, out: &mut Vec<Violation>) {
    // In a `.l5d` list, cards listed with the stronghold that could not be looked up may belong
    // to either deck: a deck they could fill is not reported short.
    let unplaced: u64 = if list.by_kind {
        list.section(Section::Stronghold)
            .filter(|e| lib.get(&e.name).is_none())
            .map(|e| u64::from(e.count))
            .sum()
    } else {
        0
    };
    for section in [Section::Dynasty, Section::Fate] {
        copies(list, section, lib, out);
        let n = list.count(section);
        if n < MIN_DECK && n + unplaced >= MIN_DECK {
            // Could not be checked: named among the cards that could not be looked up.
        } else if n < MIN_DECK {
            out.push(Violation {
                line: list
                    .heading(section)
                    .or_else(|| list.section(section).next().map(|e| e.line)),
                section: Some(section),
                card: None,
                kind: ViolationKind::DeckSize,
                rule: Some(ids::SETUP_DECKS),
                reading: false,
                message: msg!(
                    "deck-too-small",
                    deck = section.keyword(),
                    n = n,
                    min = MIN_DECK
                ),
                suggestion: None,
            });
        }
    }
}

/// The deck a kind of card belongs to, and the rule gunbai reads that from.
pub fn home_of(kind: CardKind) -> (Section, RuleId, Msg) {
    match kind {
        CardKind::Stronghold => (
            Section::Stronghold,
            ids::SETUP_STRONGHOLD,
            msg!("deck-home-stronghold"),
        ),
        CardKind::Personality | CardKind::Holding => (
            Section::Dynasty,
            ids::REF_DYNASTY_RECRUIT,
            msg!("deck-home-recruited"),
        ),
        CardKind::Event => (Section::Dynasty, ids::PLAY_EVENT, msg!("deck-home-event")),
        CardKind::Region => (Section::Dynasty, ids::PLAY_REGION, msg!("deck-home-region")),
        CardKind::Follower | CardKind::Item | CardKind::Spell => (
            Section::Fate,
            ids::PLAY_ACTION_CARDS,
            msg!("deck-home-attached"),
        ),
        CardKind::Action | CardKind::Kiho => (
            Section::Fate,
            ids::PLAY_ACTION_CARDS,
            msg!("deck-home-action"),
        ),
        CardKind::Ring => (Section::Fate, ids::PLAY_RING, msg!("deck-home-ring")),
        CardKind::Ancestor => (
            Section::Fate,
            ids::PLAY_ANCESTOR,
            msg!("deck-home-ancestor"),
        ),
    }
}

/// `a holding`, `an event`.
fn a_kind(kind: CardKind) -> Msg {
    msg!("deck-a-kind", kind = kind.keyword())
}

fn placement(e: &Entry, def: &CardDef) -> Option<Violation> {
    let (home, rule, why) = home_of(def.kind);
    if home == e.section {
        return None;
    }
    let message = if e.section == Section::Stronghold {
        msg!(
            "deck-not-stronghold",
            card = def.name.as_str(),
            kind = a_kind(def.kind),
            home = home.keyword()
        )
    } else {
        msg!(
            "deck-wrong-section",
            card = def.name.as_str(),
            kind = a_kind(def.kind),
            home = home.keyword(),
            section = e.section.keyword(),
            rule = rule,
            why = why
        )
    };
    let rule = if e.section == Section::Stronghold {
        ids::SETUP_STRONGHOLD
    } else {
        rule
    };
    Some(Violation {
        line: Some(e.line),
        section: Some(e.section),
        card: Some(def.name.clone()),
        kind: ViolationKind::WrongDeck,
        rule: Some(rule),
        reading: true,
        message,
        suggestion: None,
    })
}

/// The copy limit of a card: its number, the rule, whether it is gunbai's reading, and why.
pub fn copy_limit(def: &CardDef) -> (u64, RuleId, bool, Msg) {
    let unique = def.unique || def.has_trait("unique");
    let experienced = super::env::level(def) > 0;
    if unique && experienced {
        (
            1,
            ids::EXPERIENCED_DECK_LIMIT,
            false,
            msg!("deck-limit-unique-experienced"),
        )
    } else if def.kind == CardKind::Event {
        (1, ids::SETUP_ONE_COPY, false, msg!("deck-limit-event"))
    } else if def.kind == CardKind::Ring {
        (1, ids::SETUP_ONE_COPY, false, msg!("deck-limit-ring"))
    } else if unique {
        (1, ids::UNIQUE_IN_PLAY, false, msg!("deck-limit-unique"))
    } else if experienced {
        (1, ids::SETUP_ONE_COPY, true, msg!("deck-limit-experienced"))
    } else {
        (
            MAX_COPIES,
            ids::SETUP_DECKS,
            false,
            msg!("deck-limit-copies", max = MAX_COPIES),
        )
    }
}

fn copies(list: &DeckList, section: Section, lib: &Library, out: &mut Vec<Violation>) {
    // One group per card: the library's name when it knows the card, the typed name otherwise.
    let mut groups: BTreeMap<String, Vec<&Entry>> = BTreeMap::new();
    for e in list.section(section) {
        let key = lib
            .get(&e.name)
            .map(|d| d.name.to_lowercase())
            .unwrap_or_else(|| e.name.to_lowercase());
        groups.entry(key).or_default().push(e);
    }
    for entries in groups.values() {
        let total: u64 = entries.iter().map(|e| u64::from(e.count)).sum();
        let def = entries.first().and_then(|e| lib.get(&e.name));
        let (limit, rule, reading, why) = match def {
            Some(d) => copy_limit(d),
            None => (
                MAX_COPIES,
                ids::SETUP_DECKS,
                false,
                msg!("deck-limit-copies", max = MAX_COPIES),
            ),
        };
        if total <= limit {
            continue;
        }
        // Reported at the line that goes over the limit.
        let mut running = 0u64;
        let at = entries
            .iter()
            .find(|e| {
                running += u64::from(e.count);
                running > limit
            })
            .or(entries.last());
        let Some(at) = at else { continue };
        let name = def.map_or_else(|| at.name.clone(), |d| d.name.clone());
        let lines: Vec<String> = entries.iter().map(|e| e.line.to_string()).collect();
        let on = if lines.len() > 1 {
            msg!("deck-copies-lines", lines = crate::msg::Arg::commas(lines))
        } else {
            msg!("deck-copies-one-line")
        };
        out.push(Violation {
            line: Some(at.line),
            section: Some(section),
            card: Some(name.clone()),
            kind: ViolationKind::Copies,
            rule: Some(rule),
            reading,
            message: msg!(
                "deck-copies",
                total = total,
                card = name.as_str(),
                deck = section.keyword(),
                lines = on,
                why = why
            ),
            suggestion: None,
        });
    }
}

fn stronghold(list: &DeckList, lib: &Library, out: &mut Vec<Violation>) {
    // Cards of another kind under [stronghold] are reported as in the wrong place, not counted.
    // In a `.l5d` list with a known stronghold, the cards beside it that could not be looked up
    // are not counted as strongholds either (Egg of P'an Ku lists every card before the first
    // deck heading as starting in play).
    let known = list.section(Section::Stronghold).any(|e| {
        lib.get(&e.name)
            .is_some_and(|d| d.kind == CardKind::Stronghold)
    });
    let listed: Vec<&Entry> = list
        .section(Section::Stronghold)
        .filter(|e| match lib.get(&e.name) {
            Some(d) => d.kind == CardKind::Stronghold,
            None => !(list.by_kind && known),
        })
        .collect();
    if list.by_kind && !known && listed.len() > 1 {
        // Which of them is the stronghold could not be checked.
        return;
    }
    let total: u64 = listed.iter().map(|e| u64::from(e.count)).sum();
    if total == 0 {
        let elsewhere = list.entries.iter().find(|e| {
            lib.get(&e.name)
                .is_some_and(|d| d.kind == CardKind::Stronghold)
        });
        let hint = match elsewhere {
            Some(e) => msg!(
                "deck-stronghold-elsewhere",
                card = e.name.as_str(),
                section = e.section.keyword(),
                line = e.line
            ),
            None => msg!("deck-add-stronghold"),
        };
        out.push(Violation {
            line: list.heading(Section::Stronghold),
            section: Some(Section::Stronghold),
            card: None,
            kind: ViolationKind::Stronghold,
            rule: Some(ids::SETUP_STRONGHOLD),
            reading: false,
            message: msg!("deck-no-stronghold", hint = hint),
            suggestion: None,
        });
    } else if total > 1 {
        let mut running = 0u64;
        let at = listed
            .iter()
            .find(|e| {
                running += u64::from(e.count);
                running > 1
            })
            .or(listed.last());
        out.push(Violation {
            line: at.map(|e| e.line),
            section: Some(Section::Stronghold),
            card: at.map(|e| e.name.clone()),
            kind: ViolationKind::Stronghold,
            rule: Some(ids::SETUP_STRONGHOLD),
            reading: false,
            message: msg!("deck-many-strongholds", total = total),
            suggestion: None,
        });
    }
}
