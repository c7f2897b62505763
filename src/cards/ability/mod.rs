//! Printed abilities read into gunbai's own words: the timing, the costs, the targets with their
//! conditions and the effects with theirs, from a card's printed text. Pure: no I/O.
//!
//! The reader never guesses. A clause it does not know is kept, word for word, in the ability's
//! `unread` list, and the ability is then only partly read (or not at all); a judge types what it
//! could not read. See docs/cards.md (printed abilities).

mod costs;
mod effects;
mod engine;
mod render;
mod targets;
#[cfg(test)]
mod tests;
mod timing;
mod words;

pub use engine::EngineAbility;
pub use render::part_text;

use costs::{read_costs, symbol};
use effects::read_effects;
use render::{condition_text, target_text};
use serde::{Deserialize, Serialize};
use timing::{split_trigger_costs, symbols_as_printed};
use words::top_level_colon;

/// When an ability may be used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "timing")]
pub enum Timing {
    Battle,
    Open,
    Limited,
    Engage,
    /// `Reaction: After …:` with the trigger as printed (empty when the text names none).
    Reaction {
        trigger: String,
    },
    /// `Interrupt: Before …:`.
    Interrupt {
        trigger: String,
    },
    /// A holding's or stronghold's `Bow this card: Produce N Gold` (or `[BOW]: …`): no action.
    Gold,
}

impl Timing {
    pub fn word(&self) -> &'static str {
        match self {
            Timing::Battle => "Battle",
            Timing::Open => "Open",
            Timing::Limited => "Limited",
            Timing::Engage => "Engage",
            Timing::Reaction { .. } => "Reaction",
            Timing::Interrupt { .. } => "Interrupt",
            Timing::Gold => "gold",
        }
    }
}

/// A card an ability names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "card", content = "n")]
pub enum Who {
    /// This card (`this card`, `this Shugenja`, `[BOW]`).
    This,
    /// The n-th target (from 1): `it`, `him`, `the target`, `a target Follower`.
    Target(usize),
    /// The performing personality chosen as a cost (`your performing Courtier`).
    Performer,
    /// The unit of the n-th target (`his unit`, `its unit`).
    UnitOf(usize),
}

/// Whose side a target must be on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    Any,
    Yours,
    /// `enemy`, `opposing`, `another player's`, `an opponent's`.
    Others,
}

/// A condition on a number of the target: `with 3 or less Chi`, `with Force 2 or lower`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StatLimit {
    /// `force`, `chi`, `gold cost`, `personal honor`, `focus value`.
    pub stat: String,
    pub value: i32,
    /// `or less` / `or lower` / `or fewer` (true), `or more` / `or higher` / `or greater` (false).
    pub at_most: bool,
}

/// What an ability targets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Target {
    /// The kinds of card, lower-case (`personality`, `follower`, `personality or follower`).
    pub kinds: Vec<String>,
    pub side: Side,
    /// States and traits it must have, lower-case (`unbowed`, `attacking`, `ninja`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub must_be: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<StatLimit>,
    /// Conditions printed after the kind, each one of the reader's known phrases, kept as
    /// printed (`without attachments`, `at the current battlefield`, `with lower force`: lower
    /// than the performer's, as the cards word it).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub qualifiers: Vec<String>,
}

/// A condition an ability, or one of its parts, is used under.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "if", content = "value")]
pub enum Condition {
    /// `if you are a Lion Clan player`.
    ClanPlayer(String),
    /// `if paying for a Follower`: what the gold is spent on.
    PayingFor(String),
    /// `if your Stronghold has a 3 or lower Gold Production`.
    StrongholdGoldAtMost(i32),
}

/// How long a bonus lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Lasting {
    /// Until the end of the turn: what the rules give a bonus that says nothing.
    Turn,
    /// `permanently`, `a permanent +2F`.
    Permanent,
}

/// One cost or effect.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "do")]
pub enum Part {
    Bow {
        who: Who,
    },
    Straighten {
        who: Who,
    },
    Destroy {
        who: Who,
    },
    Dishonor {
        who: Who,
    },
    Rehonor {
        who: Who,
    },
    /// A card in play discarded (`discard this card`).
    DiscardCard {
        who: Who,
    },
    /// A card taken out of the game (`remove this card from the game`).
    Remove {
        who: Who,
    },
    /// Cards discarded from the hand (`discard a card`).
    DiscardFromHand {
        count: i32,
    },
    GainHonor {
        amount: i32,
    },
    LoseHonor {
        amount: i32,
    },
    PayGold {
        amount: i32,
    },
    Draw {
        count: i32,
    },
    /// `+2F`, `-1C`, `+1F and +1C`, until the end of the turn unless permanent.
    Bonus {
        who: Who,
        force: i32,
        chi: i32,
        lasting: Lasting,
    },
    /// `Produce 3 Gold, or 4 Gold if you are a Lion Clan player`.
    ProduceGold {
        amount: i32,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        instead: Vec<(i32, Condition)>,
    },
    MoveHome {
        who: Who,
    },
    /// `Ranged 3 Attack` against a target (`who`) or as the rules let the player choose.
    Ranged {
        strength: i32,
    },
    Melee {
        strength: i32,
    },
    TakeFavor,
    /// The target's controller loses (or gains) honor: `His controller loses 2 Honor`.
    ControllerLosesHonor {
        amount: i32,
    },
    ControllerGainsHonor {
        amount: i32,
    },
    /// `Create a 2F … Follower token` attached to `who`.
    FollowerToken {
        force: i32,
    },
}

/// One printed ability as read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ability {
    /// The ability as printed (plain text).
    pub printed: String,
    /// Its timings: two for `Battle/Open`.
    pub timings: Vec<Timing>,
    /// Keywords of the ability itself (`Political`, `Iaijutsu`, `Air`, `Repeatable` …),
    /// lower-case.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keywords: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub costs: Vec<Part>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub targets: Vec<Target>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<Part>,
    /// The personality that performs the ability, chosen when it is declared (`choose your
    /// performing unbowed Courtier`, `bow your performing Monk`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub performer: Option<Target>,
    /// The parts of the printed text this reading could not read, as printed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unread: Vec<String>,
}

/// How much of an ability was read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Extent {
    Fully,
    Partly,
    Not,
}

impl Ability {
    pub fn extent(&self) -> Extent {
        let read = !self.effects.is_empty() || !self.costs.is_empty() || !self.targets.is_empty();
        match (read, self.unread.is_empty()) {
            (true, true) if !self.effects.is_empty() => Extent::Fully,
            (true, _) => Extent::Partly,
            (false, _) => Extent::Not,
        }
    }

    /// Whether it produces gold.
    pub fn produces_gold(&self) -> bool {
        self.timings.contains(&Timing::Gold)
            || self
                .effects
                .iter()
                .any(|p| matches!(p, Part::ProduceGold { .. }))
    }

    /// The reading in a few words, for `cards show` and the steps.
    pub fn summary(&self) -> String {
        let mut s: Vec<String> = Vec::new();
        let t: Vec<&str> = self.timings.iter().map(Timing::word).collect();
        let mut head = self.keywords.clone();
        head.push(t.join("/"));
        s.push(head.join(" "));
        for c in &self.conditions {
            s.push(format!("if {}", condition_text(c)));
        }
        if let Some(p) = &self.performer {
            s.push(format!("performer: {}", target_text(p)));
        }
        for (i, t) in self.targets.iter().enumerate() {
            s.push(format!("target {}: {}", i + 1, target_text(t)));
        }
        if !self.costs.is_empty() {
            let c: Vec<String> = self.costs.iter().map(part_text).collect();
            s.push(format!("cost {}", c.join(", ")));
        }
        if !self.effects.is_empty() {
            let e: Vec<String> = self.effects.iter().map(part_text).collect();
            s.push(format!("effect {}", e.join(", ")));
        }
        if !self.unread.is_empty() {
            s.push(format!("NOT READ: {}", self.unread.join(" | ")));
        }
        s.join("; ")
    }
}

/// The abilities of a card's text (plain text, one ability a line): every line that opens with
/// a timing (`Battle:`, `Political Open:`, `Reaction: After …:`, `Battle/Open, [BOW]:`) and every
/// gold ability (`Bow this card: Produce 2 Gold.`). Other lines (keywords, lasting effects) are
/// no abilities here.
pub fn read(text: &str) -> Vec<Ability> {
    symbols_as_printed(text)
        .lines()
        .filter_map(read_line)
        .collect()
}

/// The ability words that may stand before a timing, as keywords of the ability.
const ABILITY_KEYWORDS: &[&str] = &[
    "political",
    "iaijutsu",
    "air",
    "earth",
    "fire",
    "water",
    "void",
    "thunder",
    "ninja",
    "repeatable",
    "home",
    "tactical",
    "fear",
    "maho",
    "absent",
    "recon",
    "siege",
    "kiho",
    "kharmic",
    "crane",
];

fn read_line(line: &str) -> Option<Ability> {
    let line = line.trim();
    let colon = top_level_colon(line)?;
    let (label, body) = (&line[..colon], line[colon + 1..].trim());
    // `Battle/Open, [BOW]` — the cost symbols after the timing.
    let (label, symbols) = match label.split_once(',') {
        Some((l, s)) => (l.trim(), s.trim()),
        None => (label.trim(), ""),
    };
    let lower = label.to_lowercase();
    let mut ab = Ability {
        printed: line.to_string(),
        timings: Vec::new(),
        keywords: Vec::new(),
        conditions: Vec::new(),
        costs: Vec::new(),
        targets: Vec::new(),
        effects: Vec::new(),
        performer: None,
        unread: Vec::new(),
    };
    let words: Vec<&str> = lower.split_whitespace().collect();
    let (last, before) = words.split_last()?;
    let timings: Option<Vec<Timing>> = last
        .split('/')
        .map(|t| match t {
            "battle" => Some(Timing::Battle),
            "open" => Some(Timing::Open),
            "limited" => Some(Timing::Limited),
            "engage" => Some(Timing::Engage),
            "reaction" => Some(Timing::Reaction {
                trigger: String::new(),
            }),
            "interrupt" => Some(Timing::Interrupt {
                trigger: String::new(),
            }),
            _ => None,
        })
        .collect();
    let mut body = body.to_string();
    match timings {
        Some(t) if before.iter().all(|w| ABILITY_KEYWORDS.contains(w)) => {
            ab.timings = t;
            ab.keywords = before.iter().map(|w| w.to_string()).collect();
        }
        _ => {
            // A gold ability: `Bow this card: Produce …`, `[BOW]: Produce …`.
            let l = lower.as_str();
            let bows = l == "bow this card" || l == "[bow]" || l == "bow this holding";
            if bows && body.to_lowercase().starts_with("produce") {
                ab.timings = vec![Timing::Gold];
                ab.costs.push(Part::Bow { who: Who::This });
            } else {
                return None;
            }
        }
    }
    for sym in symbols.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        match symbol(sym) {
            Some(p) => ab.costs.push(p),
            None => ab.unread.push(sym.to_string()),
        }
    }
    // A reaction's or interrupt's trigger: `After …:` / `Before …:` up to the next colon.
    if let Some(Timing::Reaction { .. } | Timing::Interrupt { .. }) = ab.timings.first() {
        if let Some(c) = top_level_colon(&body) {
            let trigger = body[..c].trim().to_string();
            let tl = trigger.to_lowercase();
            if tl.starts_with("after") || tl.starts_with("before") || tl.starts_with("when") {
                for t in ab.timings.iter_mut() {
                    if let Timing::Reaction { trigger: tr } | Timing::Interrupt { trigger: tr } = t
                    {
                        *tr = trigger.clone();
                    }
                }
                // The trigger is read as printed; the engine checks none of it.
                body = body[c + 1..].trim().to_string();
                // `After X, bow this card:` — the costs after the trigger's last comma.
                if let Some((t, costs)) = split_trigger_costs(&trigger) {
                    for tm in ab.timings.iter_mut() {
                        if let Timing::Reaction { trigger: tr }
                        | Timing::Interrupt { trigger: tr } = tm
                        {
                            *tr = t.clone();
                        }
                    }
                    body = format!("{costs}: {body}");
                } else if let Some((_, tail)) = trigger.rsplit_once(',') {
                    // A comma the reader cannot place: what follows it may be a cost
                    // (`…, discard the Imperial Favor:`), so it is not read.
                    ab.unread.push(tail.trim().to_string());
                }
            }
        }
    }
    // Costs and targets before the colon, effects after it.
    let (pre, post) = match top_level_colon(&body) {
        Some(c) => (
            body[..c].trim().to_string(),
            body[c + 1..].trim().to_string(),
        ),
        None => (String::new(), body.clone()),
    };
    if !pre.is_empty() {
        read_costs(&pre, &mut ab);
    }
    read_effects(&post, &mut ab);
    Some(ab)
}
