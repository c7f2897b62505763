//! Printed abilities read into gunbai's own words: the timing, the costs, the targets with their
//! conditions and the effects with theirs, from a card's printed text. Pure: no I/O.
//!
//! The reader never guesses. A clause it does not know is kept, word for word, in the ability's
//! `unread` list, and the ability is then only partly read (or not at all); a judge types what it
//! could not read. See docs/abilities.md.

use serde::{Deserialize, Serialize};

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
        s.push(t.join("/"));
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

fn condition_text(c: &Condition) -> String {
    match c {
        Condition::ClanPlayer(c) => format!("you are a {c} Clan player"),
        Condition::PayingFor(w) => format!("paying for {w}"),
        Condition::StrongholdGoldAtMost(n) => {
            format!("your stronghold has a gold production of {n} or lower")
        }
    }
}

fn target_text(t: &Target) -> String {
    let side = match t.side {
        Side::Any => "",
        Side::Yours => "your ",
        Side::Others => "another player's ",
    };
    let mut s = format!("{side}{}{}", prefix(&t.must_be), t.kinds.join(" or "));
    if let Some(l) = &t.limit {
        let how = if l.at_most { "or less" } else { "or more" };
        s.push_str(&format!(" with {} {} {how}", l.stat, l.value));
    }
    for q in &t.qualifiers {
        s.push(' ');
        s.push_str(q);
    }
    s
}

fn prefix(words: &[String]) -> String {
    words.iter().map(|w| format!("{w} ")).collect()
}

fn who_text(w: &Who) -> String {
    match w {
        Who::This => "this card".into(),
        Who::Target(n) => format!("target {n}"),
        Who::Performer => "the performer".into(),
        Who::UnitOf(n) => format!("the unit of target {n}"),
    }
}

/// A part in the judge's words.
pub fn part_text(p: &Part) -> String {
    match p {
        Part::Bow { who } => format!("bow {}", who_text(who)),
        Part::Straighten { who } => format!("straighten {}", who_text(who)),
        Part::Destroy { who } => format!("destroy {}", who_text(who)),
        Part::Dishonor { who } => format!("dishonor {}", who_text(who)),
        Part::Rehonor { who } => format!("rehonor {}", who_text(who)),
        Part::DiscardCard { who } => format!("discard {}", who_text(who)),
        Part::Remove { who } => format!("remove {} from the game", who_text(who)),
        Part::DiscardFromHand { count } => format!("discard {count} from hand"),
        Part::GainHonor { amount } => format!("gain {amount} honor"),
        Part::LoseHonor { amount } => format!("lose {amount} honor"),
        Part::PayGold { amount } => format!("pay {amount} gold"),
        Part::Draw { count } => format!("draw {count}"),
        Part::Bonus {
            who,
            force,
            chi,
            lasting,
        } => {
            let mut v = Vec::new();
            if *force != 0 {
                v.push(format!("{force:+}F"));
            }
            if *chi != 0 {
                v.push(format!("{chi:+}C"));
            }
            let l = match lasting {
                Lasting::Turn => "until the end of the turn",
                Lasting::Permanent => "permanently",
            };
            format!("{} {} {l}", who_text(who), v.join(" "))
        }
        Part::ProduceGold { amount, instead } => {
            let mut s = format!("produce {amount} gold");
            for (n, c) in instead {
                s.push_str(&format!(", or {n} if {}", condition_text(c)));
            }
            s
        }
        Part::MoveHome { who } => format!("move {} home", who_text(who)),
        Part::Ranged { strength } => format!("ranged attack {strength}"),
        Part::Melee { strength } => format!("melee attack {strength}"),
        Part::TakeFavor => "take the Imperial Favor".into(),
        Part::ControllerLosesHonor { amount } => {
            format!("target's controller loses {amount} honor")
        }
        Part::ControllerGainsHonor { amount } => {
            format!("target's controller gains {amount} honor")
        }
        Part::FollowerToken { force } => format!("a {force}F follower token"),
    }
}

/// The abilities of a card's text (plain text, one ability a line): every line that opens with
/// a timing (`Battle:`, `Political Open:`, `Reaction: After …:`, `Battle/Open, [BOW]:`) and every
/// gold ability (`Bow this card: Produce 2 Gold.`). Other lines (keywords, lasting effects) are
/// no abilities here.
pub fn read(text: &str) -> Vec<Ability> {
    text.lines().filter_map(read_line).collect()
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
    let Some((last, before)) = words.split_last() else {
        return None;
    };
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

/// A trigger that ends in costs (`After a card enters play, bow this card`): the trigger and the
/// costs, when every clause after a comma reads as a cost or a target.
fn split_trigger_costs(trigger: &str) -> Option<(String, String)> {
    for (i, _) in trigger
        .match_indices(',')
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
    {
        let costs = trigger[i + 1..].trim();
        let probe = Ability {
            printed: String::new(),
            timings: Vec::new(),
            keywords: Vec::new(),
            conditions: Vec::new(),
            costs: Vec::new(),
            targets: Vec::new(),
            effects: Vec::new(),
            performer: None,
            unread: Vec::new(),
        };
        let mut probe = probe;
        read_costs(costs, &mut probe);
        if probe.unread.is_empty() && probe.conditions.is_empty() {
            return Some((trigger[..i].trim().to_string(), costs.to_string()));
        }
    }
    None
}

/// `[BOW]`, `[PAY 2]`, `[PAY2]`.
fn symbol(s: &str) -> Option<Part> {
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

/// The first colon outside parentheses and brackets.
fn top_level_colon(s: &str) -> Option<usize> {
    let mut depth = 0i32;
    for (i, c) in s.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ':' if depth == 0 => return Some(i),
            _ => {}
        }
    }
    None
}

/// The clauses of a cost part: `Bow this card and target an enemy Personality`, `Lose 2 Honor,
/// bow this card`; a leading `If you are a Crab Clan player,` is a condition.
fn read_costs(pre: &str, ab: &mut Ability) {
    for clause in clauses(pre) {
        let w = words(&clause);
        if let Some(c) = condition(&w) {
            ab.conditions.push(c);
            continue;
        }
        if let Some(t) = target_clause(&w) {
            ab.targets.push(t);
            continue;
        }
        // `choose your performing unbowed Courtier`, `bow your performing Monk`.
        if let Some((bow, t)) = performer_clause(&w) {
            if ab.performer.is_some() {
                ab.unread.push(clause);
                continue;
            }
            ab.performer = Some(t);
            if bow {
                ab.costs.push(Part::Bow {
                    who: Who::Performer,
                });
            }
            continue;
        }
        if let Some(p) = cost_clause(&w, ab) {
            ab.costs.push(p);
            continue;
        }
        ab.unread.push(clause);
    }
}

fn read_effects(post: &str, ab: &mut Ability) {
    for sentence in sentences(post) {
        let parts = clauses(&sentence);
        // A sentence that opens with a condition (`If …, draw a card instead`) is not read: what
        // it changes is never guessed.
        if parts
            .first()
            .is_some_and(|c| words(c).first().map(String::as_str) == Some("if"))
        {
            ab.unread.push(sentence);
            continue;
        }
        for clause in parts {
            let w = words(&clause);
            match effect_clause(&w, ab) {
                Some(parts) => ab.effects.extend(parts),
                None => ab.unread.push(clause),
            }
        }
    }
}

/// Sentences: split at `. ` outside parentheses; the final full stop dropped.
fn sentences(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    for c in s.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if c == '.' && depth == 0 {
            let t = cur.trim().to_string();
            if !t.is_empty() {
                out.push(t);
            }
            cur.clear();
        } else {
            cur.push(c);
        }
    }
    let t = cur.trim().to_string();
    if !t.is_empty() {
        out.push(t);
    }
    out
}

/// Clauses: split at `, ` and ` and ` outside parentheses — except inside a bonus (`+1F and
/// +1C`), a kind list (`Personality or Follower`) and the gold alternative (`, or 3 Gold if …`).
fn clauses(s: &str) -> Vec<String> {
    let mut parts: Vec<String> = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if depth == 0 && c == ',' {
            let rest: String = chars[i + 1..].iter().collect();
            let rl = rest.trim_start().to_lowercase();
            // `, or 4 Gold if …` stays with the gold it changes.
            if !rl.starts_with("or ") {
                parts.push(cur.trim().to_string());
                cur.clear();
                i += 1;
                continue;
            }
        }
        if depth == 0 && c == ' ' {
            let rest: String = chars[i..].iter().take(6).collect();
            if rest.to_lowercase() == " and " || rest.to_lowercase().starts_with(" and ") {
                let after: String = chars[i + 5..].iter().collect();
                let al = after.trim_start().to_lowercase();
                let before = cur.trim_end().to_lowercase();
                // `+1F and +1C`: one bonus.
                let bonus_pair = (al.starts_with('+') || al.starts_with('-'))
                    && before.rsplit(' ').next().is_some_and(is_bonus_word);
                if !bonus_pair {
                    parts.push(cur.trim().to_string());
                    cur.clear();
                    i += 5;
                    continue;
                }
            }
        }
        cur.push(c);
        i += 1;
    }
    parts.push(cur.trim().to_string());
    parts.retain(|p| !p.is_empty());
    parts
}

fn words(s: &str) -> Vec<String> {
    s.to_lowercase()
        .replace('’', "'")
        .split_whitespace()
        .map(|w| w.trim_end_matches([',', ';']).to_string())
        .filter(|w| !w.is_empty())
        .collect()
}

fn num(w: &str) -> Option<i32> {
    Some(match w {
        "a" | "an" | "one" => 1,
        "two" => 2,
        "three" => 3,
        "four" => 4,
        "five" => 5,
        _ => return w.parse().ok(),
    })
}

fn is_bonus_word(w: &str) -> bool {
    bonus(w).is_some()
}

/// `+2f`, `-1c`, `+2f/+2c`: (force, chi).
fn bonus(w: &str) -> Option<(i32, i32)> {
    let mut force = 0;
    let mut chi = 0;
    for part in w.split('/') {
        let stat_char = part.chars().last()?;
        let (n, stat) = part.split_at(part.len() - stat_char.len_utf8());
        if !(n.starts_with('+') || n.starts_with('-')) {
            return None;
        }
        let n: i32 = n.parse().ok()?;
        match stat {
            "f" => force += n,
            "c" => chi += n,
            _ => return None,
        }
    }
    Some((force, chi))
}

fn is(w: &[String], pat: &[&str]) -> bool {
    w.len() == pat.len() && w.iter().zip(pat).all(|(a, b)| a == b)
}

/// `if you are a Lion Clan player`.
fn condition(w: &[String]) -> Option<Condition> {
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

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// This card, by any of the names a card's text gives itself.
fn is_this(w: &[String]) -> bool {
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
        )
}

/// A cost clause: `bow this card`, `lose 2 honor`, `pay 3 gold`, `discard a card`, `destroy this
/// card`, `bow your performing Courtier` (the performer).
fn cost_clause(w: &[String], _ab: &Ability) -> Option<Part> {
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
    if verb == "remove" && rest.len() == 5 && is_this(&rest[..2]) {
        return is(&rest[2..], &["from", "the", "game"]).then_some(Part::Remove { who: Who::This });
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

const KINDS: &[&str] = &[
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
];

const STATES: &[&str] = &[
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

/// `choose your performing [unbowed] Courtier …` (false) or `bow your performing …` (true).
fn performer_clause(w: &[String]) -> Option<(bool, Target)> {
    let bow = match w.first()?.as_str() {
        "choose" => false,
        "bow" => true,
        _ => return None,
    };
    if w.get(1)? != "your" || w.get(2)? != "performing" {
        return None;
    }
    let mut phrase = vec!["your".to_string()];
    phrase.extend_from_slice(&w[3..]);
    if let Some(t) = noun_phrase(&phrase) {
        return Some((bow, t));
    }
    // `your performing Ninja`: a performer is a personality unless the text names its kind.
    let tail = &w[3..];
    let k = tail.iter().position(|x| is_stop(x)).unwrap_or(tail.len());
    let mut full = vec!["your".to_string()];
    full.extend_from_slice(&tail[..k]);
    full.push("personality".into());
    full.extend_from_slice(&tail[k..]);
    let t = noun_phrase(&full)?;
    Some((bow, t))
}

/// `target a Follower`, `target an enemy Personality with 3 or less Chi`, `target your unbowed
/// Courtier`, `target another player's Personality or Follower`.
fn target_clause(w: &[String]) -> Option<Target> {
    if w.first()? != "target" {
        return None;
    }
    noun_phrase(&w[1..])
}

/// `a(n) [enemy|opposing|your|another player's] STATES/TRAITS KIND [or KIND] [with …]`.
fn noun_phrase(w: &[String]) -> Option<Target> {
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
    let mut must_be = Vec::new();
    let mut kinds = Vec::new();
    while let Some(word) = w.get(i) {
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
        // A trait between the side and the kind: one plain word (`Ninja`, `Infantry`).
        if word.chars().all(|c| c.is_alphabetic() || c == '-') && !is_stop(word) {
            must_be.push(word.clone());
            i += 1;
            continue;
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
    // `a target Terrain`, `one of your Mines`: a keyword alone names any card that has it.
    if kinds.is_empty()
        && !must_be.is_empty()
        && !STATES.contains(&must_be[must_be.len() - 1].as_str())
    {
        kinds.push("card".into());
    }
    if kinds.is_empty() {
        return None;
    }
    let mut rest = &w[i..];
    let mut qualifiers = Vec::new();
    let mut limit = None;
    'outer: while !rest.is_empty() {
        for q in QUALIFIERS {
            let qw: Vec<&str> = q.split(' ').collect();
            if rest.len() >= qw.len() && rest.iter().zip(&qw).all(|(a, b)| a == b) {
                qualifiers.push(q.to_string());
                rest = &rest[qw.len()..];
                continue 'outer;
            }
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
        limit,
        qualifiers,
    })
}

/// The phrases after a target's kind that the reader knows, as printed.
const QUALIFIERS: &[&str] = &[
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
    "with lower force",
    "with lower chi",
    "with lower personal honor",
    "with higher force",
    "with higher chi",
    "with higher personal honor",
    "with a weapon",
    "with a follower",
    "with an item",
];

/// Keywords only personalities have, which a text names a personality by.
const PERSONALITY_WORDS: &[&str] = &[
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

fn is_stop(w: &str) -> bool {
    matches!(
        w,
        "with" | "in" | "at" | "of" | "that" | "who" | "and" | "or" | "to" | "the" | "this"
    )
}

fn singular(w: &str) -> String {
    match w {
        "personalities" => "personality".into(),
        "followers" => "follower".into(),
        _ => w.to_string(),
    }
}

const STATS: &[(&[&str], &str)] = &[
    (&["force"], "force"),
    (&["chi"], "chi"),
    (&["gold", "cost"], "gold cost"),
    (&["personal", "honor"], "personal honor"),
    (&["focus", "value"], "focus value"),
];

/// `with 3 or less Chi`, `with Chi 3 or less`, `with 2 or lower Force`.
fn stat_limit(w: &[String]) -> Option<StatLimit> {
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
fn object(w: &[String], ab: &mut Ability) -> Option<Who> {
    let last = ab.targets.len();
    let lone_performer = last == 0 && ab.performer.is_some();
    match w {
        [p] if matches!(p.as_str(), "it" | "him" | "her" | "them") && last == 1 => {
            Some(Who::Target(1))
        }
        [p] if matches!(p.as_str(), "him" | "her" | "it") && lone_performer => Some(Who::Performer),
        [t, x] if t == "the" && (x == "target" || x == "targets") && last == 1 => {
            Some(Who::Target(1))
        }
        [t, x, _] if t == "the" && x == "targeted" && last == 1 => Some(Who::Target(1)),
        [h, u] if matches!(h.as_str(), "his" | "her" | "its") && u == "unit" && last == 1 => {
            Some(Who::UnitOf(1))
        }
        _ if is_this(w) => Some(Who::This),
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

/// An effect clause: one or more parts.
fn effect_clause(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let verb = w.first()?.as_str();
    let rest = &w[1..];
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
        "give" => return give(rest, ab),
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
/// paying for a Follower`.
fn produce(w: &[String]) -> Option<Part> {
    let [n, g, rest @ ..] = w else {
        return None;
    };
    if g != "gold" {
        return None;
    }
    let amount = num(n)?;
    let mut instead = Vec::new();
    let mut rest = rest;
    while !rest.is_empty() {
        // or N Gold if …
        let [o, m, g, i, cond @ ..] = rest else {
            return None;
        };
        if o != "or" || g != "gold" || i != "if" {
            return None;
        }
        let m = num(m)?;
        // The condition runs to the next `or`.
        let end = (0..cond.len())
            .find(|&k| {
                cond[k] == "or"
                    && cond.get(k + 1).is_some_and(|n| n.parse::<i32>().is_ok())
                    && cond.get(k + 2).map(String::as_str) == Some("gold")
            })
            .unwrap_or(cond.len());
        let c = &cond[..end];
        let mut with_if = vec!["if".to_string()];
        with_if.extend_from_slice(c);
        let cond_read = if let Some(c) = condition(&with_if) {
            c
        } else if c.len() == 9
            && is(&c[..4], &["your", "stronghold", "has", "a"])
            && is(&c[5..], &["or", "lower", "gold", "production"])
            && c[4].parse::<i32>().is_ok()
        {
            Condition::StrongholdGoldAtMost(c[4].parse().ok()?)
        } else if c.len() >= 3 && c[0] == "paying" && c[1] == "for" {
            let what = &c[2..];
            let what = match what.first().map(String::as_str) {
                Some("a" | "an") => &what[1..],
                _ => what,
            };
            if what.len() != 1 {
                return None;
            }
            Condition::PayingFor(what[0].clone())
        } else {
            return None;
        };
        instead.push((m, cond_read));
        rest = &cond[end..];
    }
    Some(Part::ProduceGold { amount, instead })
}

/// `Give it +2F`, `give a target Personality -1F and -1C`, `give him +3F (until the turn ends)`,
/// `give your target Shugenja a permanent +1C`, `permanently give it +1F`.
fn give(w: &[String], ab: &mut Ability) -> Option<Vec<Part>> {
    let mut w: Vec<String> = w.to_vec();
    let mut lasting = Lasting::Turn;
    // A trailing `(until the turn ends)` / `until the end of the turn` says the default.
    let tail = w.join(" ");
    for end in [
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
        return None;
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

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> Ability {
        let mut v = read(text);
        assert_eq!(v.len(), 1, "{text}: {v:?}");
        v.remove(0)
    }

    #[test]
    fn a_plain_battle_action_with_a_target_and_a_condition() {
        let a = one("Battle: Destroy a target enemy Follower with 2 or less Force.");
        assert_eq!(a.timings, vec![Timing::Battle]);
        assert_eq!(a.extent(), Extent::Fully, "{a:?}");
        assert_eq!(
            a.targets,
            vec![Target {
                kinds: vec!["follower".into()],
                side: Side::Others,
                must_be: vec![],
                limit: Some(StatLimit {
                    stat: "force".into(),
                    value: 2,
                    at_most: true
                }),
                qualifiers: vec![],
            }]
        );
        assert_eq!(
            a.effects,
            vec![Part::Destroy {
                who: Who::Target(1)
            }]
        );
    }

    #[test]
    fn costs_before_the_colon_effects_after() {
        let a = one("Limited: Bow this card and target a Personality: Give him +2F.");
        assert_eq!(a.costs, vec![Part::Bow { who: Who::This }]);
        assert_eq!(a.targets.len(), 1);
        assert_eq!(
            a.effects,
            vec![Part::Bonus {
                who: Who::Target(1),
                force: 2,
                chi: 0,
                lasting: Lasting::Turn
            }]
        );
        assert_eq!(a.extent(), Extent::Fully);
        // Symbols after the timing are costs too.
        let a = one("Open, [PAY2]: Gain 2 Honor.");
        assert_eq!(a.costs, vec![Part::PayGold { amount: 2 }]);
        assert_eq!(a.effects, vec![Part::GainHonor { amount: 2 }]);
    }

    #[test]
    fn a_cost_inside_the_effects_is_not_read_as_a_cost() {
        // "Lose 2 Honor" after the colon is an effect, not a cost.
        let a = one("Open: Lose 2 Honor and draw a card.");
        assert!(a.costs.is_empty());
        assert_eq!(
            a.effects,
            vec![Part::LoseHonor { amount: 2 }, Part::Draw { count: 1 }]
        );
    }

    #[test]
    fn two_targets_joined_by_and() {
        let a = one("Battle: Target a Follower and target a Personality: Bow them.");
        assert_eq!(a.targets.len(), 2);
        // "them" with two targets is not guessed.
        assert_eq!(a.extent(), Extent::Partly);
        assert_eq!(a.unread, vec!["Bow them".to_string()]);
        let a = one("Battle: Bow a target Follower and destroy a target Holding.");
        assert_eq!(
            a.effects,
            vec![
                Part::Bow {
                    who: Who::Target(1)
                },
                Part::Destroy {
                    who: Who::Target(2)
                }
            ]
        );
    }

    #[test]
    fn the_gold_a_mine_produces_with_its_condition() {
        let a = one("Bow this card: Produce 2 Gold, or 3 Gold if you are a Lion Clan player.");
        assert_eq!(a.timings, vec![Timing::Gold]);
        assert_eq!(
            a.effects,
            vec![Part::ProduceGold {
                amount: 2,
                instead: vec![(3, Condition::ClanPlayer("Lion".into()))]
            }]
        );
        assert!(a.produces_gold());
        let a = one("[BOW]: Produce 3 Gold, or 4 Gold if paying for a Follower.");
        assert_eq!(
            a.effects,
            vec![Part::ProduceGold {
                amount: 3,
                instead: vec![(4, Condition::PayingFor("follower".into()))]
            }]
        );
        let a = one(
            "[BOW]: Produce 3 Gold, or 4 Gold if your Stronghold has a 3 or lower Gold Production.",
        );
        assert_eq!(
            a.effects,
            vec![Part::ProduceGold {
                amount: 3,
                instead: vec![(4, Condition::StrongholdGoldAtMost(3))]
            }]
        );
        // A condition it does not know: not read, nothing guessed.
        let a = one("Bow this card: Produce 2 Gold, or 5 Gold if it is raining.");
        assert_eq!(a.extent(), Extent::Partly);
        assert!(a.effects.is_empty());
    }

    #[test]
    fn until_the_end_of_the_turn_and_permanent() {
        let a = one("Battle: Give a target Personality -1F and -1C (until the turn ends).");
        assert_eq!(
            a.effects,
            vec![Part::Bonus {
                who: Who::Target(1),
                force: -1,
                chi: -1,
                lasting: Lasting::Turn
            }]
        );
        let a = one("Limited: Give your target Shugenja a permanent +1C.");
        assert!(matches!(
            a.effects[0],
            Part::Bonus {
                lasting: Lasting::Permanent,
                chi: 1,
                ..
            }
        ));
    }

    #[test]
    fn a_reaction_keeps_its_trigger_and_political_is_a_keyword() {
        let a = one("Political Reaction: After an action targets your Personality: Gain 2 Honor.");
        assert_eq!(
            a.timings,
            vec![Timing::Reaction {
                trigger: "After an action targets your Personality".into()
            }]
        );
        assert_eq!(a.keywords, vec!["political".to_string()]);
        assert_eq!(a.extent(), Extent::Fully);
    }

    #[test]
    fn instead_and_other_conditions_are_never_guessed() {
        let a = one("Battle: Destroy a target Follower. If you are a Crab Clan player, draw a card instead.");
        assert_eq!(a.extent(), Extent::Partly);
        assert_eq!(
            a.effects,
            vec![Part::Destroy {
                who: Who::Target(1)
            }]
        );
        assert_eq!(a.unread.len(), 1, "{a:?}");
        // A condition in the costs is read.
        let a = one("Limited: If you are a Crab Clan player, bow this card: Draw a card.");
        assert_eq!(a.conditions, vec![Condition::ClanPlayer("Crab".into())]);
        assert_eq!(a.extent(), Extent::Fully);
    }

    #[test]
    fn partial_and_unread_abilities_say_what_was_not_read() {
        let a = one("Battle: Target an enemy Personality: He duels your Champion.");
        assert_eq!(a.extent(), Extent::Partly);
        assert_eq!(a.unread, vec!["He duels your Champion".to_string()]);
        let a = one("Open: Search your deck for a Kiho.");
        assert_eq!(a.extent(), Extent::Not);
        // Not abilities: keywords, lasting text.
        assert!(read("Samurai • Unique\nYour Personalities have +1F.").is_empty());
    }

    #[test]
    fn the_performer_and_printed_qualifiers() {
        let a = one("Battle: Choose your performing unbowed Courtier: Give him +2F.");
        assert_eq!(
            a.performer.as_ref().map(|p| p.kinds.clone()),
            Some(vec!["personality".to_string()])
        );
        assert_eq!(
            a.effects,
            vec![Part::Bonus {
                who: Who::Performer,
                force: 2,
                chi: 0,
                lasting: Lasting::Turn
            }]
        );
        let a = one("Battle: Bow your performing Ninja and target an enemy card without attachments: Bow it.");
        assert_eq!(
            a.costs,
            vec![Part::Bow {
                who: Who::Performer
            }]
        );
        assert_eq!(
            a.targets[0].qualifiers,
            vec!["without attachments".to_string()]
        );
        assert_eq!(
            a.effects,
            vec![Part::Bow {
                who: Who::Target(1)
            }]
        );
        assert_eq!(a.extent(), Extent::Fully);
        // With a performer and a target, `him` is not guessed.
        let a = one("Battle: Choose your performing Samurai and target an enemy Personality: Bow him and straighten him.");
        assert_eq!(
            a.effects,
            vec![
                Part::Bow {
                    who: Who::Target(1)
                },
                Part::Straighten {
                    who: Who::Target(1)
                }
            ]
        );
        let a = one("Limited: Target a dishonorable Personality: His controller loses 2 Honor.");
        assert_eq!(a.effects, vec![Part::ControllerLosesHonor { amount: 2 }]);
    }

    #[test]
    fn a_reaction_whose_trigger_ends_in_costs() {
        let a = one("Reaction: After a Follower enters play, bow this card: Gain 1 Honor.");
        assert_eq!(
            a.timings,
            vec![Timing::Reaction {
                trigger: "After a Follower enters play".into()
            }]
        );
        assert_eq!(a.costs, vec![Part::Bow { who: Who::This }]);
        assert_eq!(a.extent(), Extent::Fully);
    }

    #[test]
    fn ranged_attacks_and_tokens() {
        let a = one("Battle: Bow this card: Ranged 3 Attack.");
        assert_eq!(a.effects, vec![Part::Ranged { strength: 3 }]);
        let a = one("Battle/Open: Create a 2F Test Spearmen Follower token.");
        assert_eq!(a.timings, vec![Timing::Battle, Timing::Open]);
        assert_eq!(a.effects, vec![Part::FollowerToken { force: 2 }]);
    }
}

/// What the engine plays of a fully read ability: its kind of action, target, costs and
/// effects in the engine's vocabulary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineAbility {
    pub action: crate::lang::ast::ActionKind,
    pub target: Option<crate::engine::card::TargetSpec>,
    pub costs: Vec<crate::engine::card::Effect>,
    pub effects: Vec<crate::engine::card::Effect>,
}

impl Ability {
    /// The ability in the engine's vocabulary, when every part of it is one the engine plays as
    /// the card says: one Battle, Open or Limited timing; at most one target, of one kind, with
    /// traits the engine checks and no side, state or number it does not; honor as the only
    /// cost; effects on that target or on the player. Otherwise `Err` names the first part the
    /// engine cannot play as printed, and nothing is used.
    pub fn to_engine(&self) -> Result<EngineAbility, String> {
        use crate::engine::card::{Effect, Ref, TargetSpec, Who as EWho};
        use crate::lang::ast::{ActionKind, CardKind, CardVerb};
        if self.extent() != Extent::Fully {
            return Err(format!("not read: {}", self.unread.join(" | ")));
        }
        let action = match self.timings.as_slice() {
            [Timing::Battle] => ActionKind::Battle,
            [Timing::Open] => ActionKind::Open,
            [Timing::Limited] => ActionKind::Limited,
            _ => {
                let t: Vec<&str> = self.timings.iter().map(Timing::word).collect();
                return Err(format!("the timing {}", t.join("/")));
            }
        };
        if !self.keywords.is_empty() {
            return Err(format!(
                "the ability's keywords ({})",
                self.keywords.join(", ")
            ));
        }
        if !self.conditions.is_empty() || self.performer.is_some() {
            return Err("a condition or a performer".into());
        }
        let target = match self.targets.as_slice() {
            [] => None,
            [t] => {
                let kind = match t.kinds.as_slice() {
                    [k] => match k.as_str() {
                        "personality" => CardKind::Personality,
                        "follower" => CardKind::Follower,
                        "holding" => CardKind::Holding,
                        "item" => CardKind::Item,
                        "spell" => CardKind::Spell,
                        "region" => CardKind::Region,
                        _ => return Err(format!("a target of kind {k}")),
                    },
                    _ => return Err(format!("a target of kinds {}", t.kinds.join(" or "))),
                };
                if t.side != Side::Any
                    || t.limit.is_some()
                    || !t.qualifiers.is_empty()
                    || t.must_be.iter().any(|w| STATES.contains(&w.as_str()))
                {
                    return Err(format!("the target's conditions ({})", target_text(t)));
                }
                Some(TargetSpec {
                    kind,
                    any_kind: false,
                    traits: t.must_be.clone(),
                    own_bowed: false,
                    fixed: false,
                })
            }
            _ => return Err("several targets".into()),
        };
        let mut costs = Vec::new();
        for c in &self.costs {
            costs.push(match c {
                Part::LoseHonor { amount } => Effect::LoseHonor {
                    who: EWho::Me,
                    amount: *amount,
                },
                other => return Err(format!("the cost `{}`", part_text(other))),
            });
        }
        let mut effects = Vec::new();
        for e in &self.effects {
            let card = |verb| Effect::Card {
                verb,
                what: Ref::Target,
            };
            effects.push(match e {
                Part::Bow {
                    who: Who::Target(1),
                } => card(CardVerb::Bow),
                Part::Straighten {
                    who: Who::Target(1),
                } => card(CardVerb::Straighten),
                Part::Destroy {
                    who: Who::Target(1),
                } => card(CardVerb::Destroy),
                Part::Dishonor {
                    who: Who::Target(1),
                } => card(CardVerb::Dishonor),
                Part::Rehonor {
                    who: Who::Target(1),
                } => card(CardVerb::Rehonor),
                Part::GainHonor { amount } => Effect::GainHonor {
                    who: EWho::Me,
                    amount: *amount,
                },
                Part::LoseHonor { amount } => Effect::LoseHonor {
                    who: EWho::Me,
                    amount: *amount,
                },
                Part::Draw { count: 1 } => Effect::Draw,
                Part::Bonus {
                    who: Who::Target(1),
                    force,
                    chi,
                    lasting,
                } => Effect::Bonus {
                    what: Ref::Target,
                    force: *force,
                    chi: *chi,
                    permanent: *lasting == Lasting::Permanent,
                },
                other => return Err(format!("the effect `{}`", part_text(other))),
            });
        }
        Ok(EngineAbility {
            action,
            target,
            costs,
            effects,
        })
    }
}
