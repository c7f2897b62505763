//! Card definitions as the engine keeps them: the printed facts of a card and its effects in the
//! engine's effect vocabulary. Events carry the whole definition of the card they concern, so a
//! stored case replays the same way whatever the card library says later.

use crate::lang::ast::{ActionKind, CardKind, CardVerb, CopyWhat, Stat};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The printed facts of a card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    pub name: String,
    pub kind: CardKind,
    /// For action cards (and abilities typed inline): Limited, Open, Battle or Reaction.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<ActionKind>,
    /// Printed numbers. A number the card does not have counts as 0.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub stats: BTreeMap<Stat, i32>,
    /// The honor requirement is a dash: always allowed.
    #[serde(default, skip_serializing_if = "is_false")]
    pub hr_dash: bool,
    /// Traits and keywords, lower-case (samurai, shugenja, crane, cavalry …).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub traits: Vec<String>,
    #[serde(default, skip_serializing_if = "is_false")]
    pub unique: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub experienced: Option<i32>,
    /// A follower whose force and chi are printed with `+`: they go to the personality, not the unit.
    #[serde(default, skip_serializing_if = "is_false")]
    pub personal_bonus: bool,
    /// What the card targets, if it targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<TargetSpec>,
    /// For a reaction: what the action it answers must be, checked when it is declared.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trigger: Option<Trigger>,
    /// Paid when the action is declared; kept if it is cancelled.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub costs: Vec<Effect>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<Effect>,
    /// The card's text in the engine's words, for the board and the steps; for a card from an
    /// imported card database, its printed text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// True when the real card text is unknown and this entry was made up for the rulebook's
    /// examples; `note` says so.
    #[serde(default, skip_serializing_if = "is_false")]
    pub synthetic: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// For a printed card read from an imported card database: which database and card
    /// (`card database VERSION, id ID`). Absent in events stored before it existed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub origin: Option<String>,
    /// For a printed card: the card database's rulings on it, as plain text, shown in the step
    /// where the card resolves. Absent in events stored before it existed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rulings: Vec<String>,
    /// For a printed card whose action, target, costs and effects gunbai read from its printed
    /// text: the ability as printed and the reading, so that the steps say so. Absent in events
    /// stored before it existed, and when the effects come from the judge or the library.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_from_text: Option<TextReading>,
    /// For a printed holding or stronghold: its gold ability read from the printed text, which
    /// says what it produces when it pays (`engine::core::gold`). Absent in events stored before
    /// it existed, and when the judge types the gold it produces.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gold: Option<GoldReading>,
    /// For a printed card: each ability read from its printed text, in printed order, with what
    /// the engine plays of it; `uses CARD ability N` picks one. Absent in events stored before
    /// it existed, and in the definition an action carries (which carries the one it used, as
    /// `read_from_text`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<PrintedAbility>,
}

/// One printed ability of a card as read from its text: the words, the reading, and either
/// what the engine plays of it or the first part it cannot play as printed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PrintedAbility {
    /// The ability as printed.
    pub printed: String,
    /// The reading, in gunbai's words.
    pub read: String,
    /// Its timing words as printed, lower-case (`battle`, `open`, `reaction`, `gold` …).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub timings: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play: Option<AbilityPlay>,
    /// When the engine cannot play it: the first part it cannot play as printed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unplayable: Option<String>,
}

/// What the engine plays of a printed ability. A card reference to [`THIS_CARD`] stands for
/// the card whose ability it is, named when the ability is used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AbilityPlay {
    pub action: ActionKind,
    /// The other kinds it may be used as (`Battle/Open`), taken when typed, or by the board.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub or: Vec<ActionKind>,
    /// Keywords of the ability the action counts as having (`Political`), lower-case.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub traits: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<TargetSpec>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trigger: Option<Trigger>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub costs: Vec<Effect>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<Effect>,
}

/// The handle a printed ability's reading gives "this card" until it is used: no card's handle
/// is empty, and using the ability puts the performing card's handle in its place.
pub const THIS_CARD: &str = "";

impl AbilityPlay {
    /// Whether a cost or effect names this card.
    pub fn names_this_card(&self) -> bool {
        self.costs.iter().chain(&self.effects).any(|e| match e {
            Effect::Card {
                what: Ref::Handle(h),
                ..
            }
            | Effect::Bonus {
                what: Ref::Handle(h),
                ..
            } => h == THIS_CARD,
            _ => false,
        })
    }

    /// The costs and effects with this card's handle in place of [`THIS_CARD`].
    pub fn for_card(&self, handle: &str) -> AbilityPlay {
        let put = |list: &[Effect]| -> Vec<Effect> {
            list.iter()
                .map(|e| {
                    let mut e = e.clone();
                    if let Effect::Card {
                        what: Ref::Handle(h),
                        ..
                    }
                    | Effect::Bonus {
                        what: Ref::Handle(h),
                        ..
                    } = &mut e
                    {
                        if h == THIS_CARD {
                            *h = handle.to_string();
                        }
                    }
                    e
                })
                .collect()
        };
        AbilityPlay {
            costs: put(&self.costs),
            effects: put(&self.effects),
            ..self.clone()
        }
    }
}

/// A gold ability read from a card's printed text: what the card produces when it bows to pay,
/// and the larger amounts printed with a condition (`or 3 Gold if you are a Lion Clan player`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoldReading {
    /// The ability as printed.
    pub printed: String,
    pub amount: i32,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub instead: Vec<GoldInstead>,
}

/// A larger amount of gold and the condition it is printed with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoldInstead {
    pub amount: i32,
    pub when: GoldIf,
}

/// The conditions of a gold ability the engine checks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "if", content = "value")]
pub enum GoldIf {
    /// The paying player's clan.
    ClanPlayer(String),
    /// The card paid for has every one of these words as its kind, `unique`, or a trait (`card`
    /// is any card).
    PayingFor(Vec<String>),
    /// The card paid for has a printed gold cost of at least this.
    PayingForCostAtLeast(i32),
    /// The paying player's stronghold produces at most this much gold.
    StrongholdGoldAtMost(i32),
    /// The paying player controls a card in play with this trait.
    YouControl(String),
    /// It is not the paying player's turn.
    NotYourTurn,
}

/// An ability read from a card's printed text, as the card definition carries it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TextReading {
    /// The ability as printed.
    pub printed: String,
    /// The reading, in gunbai's words.
    pub read: String,
}

/// Game terms that never count as traits even when a card's name or trait text holds them.
pub const GAME_TERMS: &[&str] = &["ally", "attacker", "clan", "stronghold"];

/// Groups counted as clans that have no members at all: no card belongs to them, whatever it says.
pub const NO_MEMBERS: &[&str] = &["junzo's-army"];

fn is_false(b: &bool) -> bool {
    !*b
}

impl CardDef {
    pub fn new(name: impl Into<String>, kind: CardKind) -> CardDef {
        CardDef {
            name: name.into(),
            kind,
            action: None,
            stats: BTreeMap::new(),
            hr_dash: false,
            traits: Vec::new(),
            unique: false,
            experienced: None,
            personal_bonus: false,
            target: None,
            trigger: None,
            costs: Vec::new(),
            effects: Vec::new(),
            text: None,
            synthetic: false,
            note: None,
            origin: None,
            rulings: Vec::new(),
            read_from_text: None,
            gold: None,
            abilities: Vec::new(),
        }
    }

    /// A printed number, 0 where the card has none.
    pub fn stat(&self, stat: Stat) -> i32 {
        self.stats.get(&stat).copied().unwrap_or(0)
    }

    /// True if the card counts as `t` by the "Foo" rule: its name or a trait says Foo (or Foos);
    /// "Foo of Bar" counts as Foo and not as Bar; game terms are never traits; and the clan
    /// houses: Mantis and Yoritomo's Alliance are interchangeable, a Monk belongs to the
    /// Brotherhood of Shinsei.
    pub fn has_trait(&self, t: &str) -> bool {
        // Names, traits and the asked-for word are ASCII on every board gunbai has seen; they are
        // compared in place, without a lowercased copy. Anything else takes the general path.
        if t.is_ascii() && self.name.is_ascii() && self.traits.iter().all(|tr| tr.is_ascii()) {
            return self.has_trait_ascii(t);
        }
        self.has_trait_unicode(t)
    }

    /// [`CardDef::has_trait`] for ASCII text: the same answers, no allocation.
    fn has_trait_ascii(&self, t: &str) -> bool {
        let listed = |list: &[&str]| list.iter().any(|x| x.eq_ignore_ascii_case(t));
        if listed(GAME_TERMS) || listed(NO_MEMBERS) {
            return false;
        }
        let matches = |w: &str| {
            w.eq_ignore_ascii_case(t)
                || (w.len() == t.len() + 1
                    && w.as_bytes()[t.len()].eq_ignore_ascii_case(&b's')
                    && w[..t.len()].eq_ignore_ascii_case(t))
        };
        let says = |phrase: &str| ascii_head(phrase).split_whitespace().any(matches);
        let traits_say = |x: &str| self.traits.iter().any(|tr| tr.eq_ignore_ascii_case(x));
        let is = |x: &str| t.eq_ignore_ascii_case(x);
        self.traits.iter().any(|tr| says(tr))
            || says(&self.name)
            || if is("mantis") {
                traits_say("yoritomo's-alliance") || traits_say("yoritomo")
            } else if is("yoritomo's-alliance") || is("yoritomo") {
                traits_say("mantis")
            } else if is("brotherhood") || is("brotherhood-of-shinsei") {
                traits_say("monk")
            } else {
                false
            }
    }

    /// [`CardDef::has_trait`] for any text, through lowercased copies.
    fn has_trait_unicode(&self, t: &str) -> bool {
        let t = t.to_lowercase();
        if GAME_TERMS.contains(&t.as_str()) || NO_MEMBERS.contains(&t.as_str()) {
            return false;
        }
        let words = |phrase: &str| -> Vec<String> {
            let lower = phrase.to_lowercase();
            let head = lower.split(" of ").next().unwrap_or("").to_string();
            head.split_whitespace().map(str::to_string).collect()
        };
        let matches = |w: &str| w == t || w.strip_suffix('s') == Some(t.as_str());
        let traits_say = |x: &str| self.traits.iter().any(|tr| tr.to_lowercase() == x);
        let direct = self
            .traits
            .iter()
            .any(|tr| words(tr).iter().any(|w| matches(w)))
            || words(&self.name).iter().any(|w| matches(w));
        direct
            || match t.as_str() {
                "mantis" => traits_say("yoritomo's-alliance") || traits_say("yoritomo"),
                "yoritomo's-alliance" | "yoritomo" => traits_say("mantis"),
                "brotherhood" | "brotherhood-of-shinsei" => traits_say("monk"),
                _ => false,
            }
    }
}

/// The condition a reaction's card puts on the action it answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Trigger {
    /// The answered action's card counts as one of these traits (its name or its traits say so).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub action_traits: Vec<String>,
    /// The answered action targets one of the reacting player's cards.
    #[serde(default, skip_serializing_if = "is_false")]
    pub targets_yours: bool,
    /// The answered action is another player's (`an opponent's action`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub others_only: bool,
    /// The condition as the card's text words it, quoted when a declaration is refused.
    pub text: String,
}

/// What an action may target.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TargetSpec {
    pub kind: CardKind,
    /// Any card that counts as the traits, whatever its kind ("all shugenja in play").
    #[serde(default, skip_serializing_if = "is_false")]
    pub any_kind: bool,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub traits: Vec<String>,
    /// The card lets its player target their own bowed personality.
    #[serde(default, skip_serializing_if = "is_false")]
    pub own_bowed: bool,
    /// The player has no choice of what the action affects ("your stronghold"): it cannot be
    /// redirected.
    #[serde(default, skip_serializing_if = "is_false")]
    pub fixed: bool,
    /// Whose card it must be, when the card says (`your`, `enemy`, `another player's`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<TargetSide>,
    /// Other kinds the target may be instead of `kind` (`a Personality or Follower`).
    #[serde(default, rename = "or-kinds", skip_serializing_if = "Vec::is_empty")]
    pub or_kinds: Vec<CardKind>,
    /// States it must be in when targeted (`an unbowed Personality`, `a dishonorable
    /// Personality`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub states: Vec<TargetState>,
    /// `without attachments`: no card is attached to it.
    #[serde(default, rename = "no-attachments", skip_serializing_if = "is_false")]
    pub no_attachments: bool,
    /// `an attachment`: a card attached to a personality, whatever its kind.
    #[serde(default, skip_serializing_if = "is_false")]
    pub attached: bool,
}

/// A state a target must be in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TargetState {
    Bowed,
    Unbowed,
    /// A dishonored personality.
    Dishonorable,
    /// A personality that is not dishonored.
    Honorable,
}

impl TargetState {
    /// The word a card prints for it.
    pub fn word(self) -> &'static str {
        match self {
            TargetState::Bowed => "bowed",
            TargetState::Unbowed => "unbowed",
            TargetState::Dishonorable => "dishonorable",
            TargetState::Honorable => "honorable",
        }
    }

    /// The state a card's word names, if it is one the engine checks.
    pub fn from_word(w: &str) -> Option<TargetState> {
        [
            TargetState::Bowed,
            TargetState::Unbowed,
            TargetState::Dishonorable,
            TargetState::Honorable,
        ]
        .into_iter()
        .find(|s| s.word() == w)
    }
}

/// Whose card a target must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TargetSide {
    /// The acting player's own (`your`).
    Yours,
    /// Another player's (`enemy`, `opposing`, `another player's`).
    Others,
}

/// What a card effect acts on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ref {
    /// The action's target (after any redirection).
    Target,
    /// A named card (not a target; cannot be redirected).
    Handle(String),
}

/// Whose family honor an effect changes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Who {
    /// The player taking this action.
    Me,
    /// The player who took the action this one answers (this action's player if it answers none).
    Actor,
    /// The controller of the action's first target.
    Controller,
    Player(String),
}

/// One primitive of the effect vocabulary.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
pub enum Effect {
    Card {
        verb: CardVerb,
        what: Ref,
    },
    GainHonor {
        who: Who,
        amount: i32,
    },
    LoseHonor {
        who: Who,
        amount: i32,
    },
    Cancel {
        /// The answered action's own player still loses the honor its effects take from them
        /// (Investigation: "except the honor its player lost").
        #[serde(
            default,
            rename = "keep-actor-losses",
            skip_serializing_if = "is_false"
        )]
        keep_actor_losses: bool,
    },
    Redirect {
        to: String,
        /// Which target of the answered action moves, when it has several.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<String>,
    },
    PreventHonorLoss,
    Draw,
    /// The target's unit leaves the battle and goes home bowed (the Favor's Battle use).
    SendHome,
    /// A #F/#C token on a personality.
    Token {
        what: Ref,
        force: i32,
        chi: i32,
    },
    /// A follower token of the given force attached to a personality.
    FollowerToken {
        what: Ref,
        force: i32,
    },
    /// A bonus that is not a token: it ends with the turn unless permanent.
    Bonus {
        what: Ref,
        force: i32,
        chi: i32,
        permanent: bool,
    },
    /// The performing card copies a value or an ability of another card, until the end of the turn.
    Copy {
        what: CopyWhat,
        from: String,
    },
    /// A trait gained or lost, until the end of the turn unless permanent.
    Trait {
        what: Ref,
        name: String,
        gain: bool,
        permanent: bool,
    },
    /// The performer challenges the target: a duel on `stat` if accepted; the winner's player
    /// gains `honor` (0: none).
    Challenge {
        stat: Stat,
        honor: i32,
        /// The card lets cards other than personalities duel (a follower, say).
        #[serde(default, rename = "any-card", skip_serializing_if = "is_false")]
        any_card: bool,
    },
    /// A cost: the cards making one ranged attack bow.
    RangedBow {
        shooters: Vec<String>,
    },
    /// A ranged attack of the given strength on the action's target.
    Ranged {
        strength: i32,
        elemental: bool,
    },
    /// Fear of the given value on the target unit, caused by `source`.
    Fear {
        value: i32,
        source: String,
    },
    /// The duel being fought begins: its reaction window (personalities entering a duel) closed.
    BeginDuel,
    /// A cost: an ability usable once per battle is used (`rule` is the id that limits it).
    OncePerBattle {
        ability: String,
        rule: crate::rules::RuleId,
    },
}

impl Effect {
    /// The word of the judge language that types this effect (for messages).
    pub fn keyword(&self) -> &'static str {
        match self {
            Effect::Card { verb, .. } => verb.keyword(),
            Effect::GainHonor { .. } => "gain-honor",
            Effect::LoseHonor { .. } => "lose-honor",
            Effect::Cancel { .. } => "cancel",
            Effect::Redirect { .. } => "redirect",
            Effect::PreventHonorLoss => "prevent-honor-loss",
            Effect::Draw => "draw",
            Effect::SendHome => "send-home",
            Effect::Token { .. } => "token",
            Effect::FollowerToken { .. } => "follower-token",
            Effect::Bonus { .. } => "bonus",
            Effect::Copy { .. } => "copy",
            Effect::Trait { gain: true, .. } => "gain-trait",
            Effect::Trait { gain: false, .. } => "lose-trait",
            Effect::Challenge { .. } => "challenge",
            Effect::RangedBow { .. } => "ranged-bow",
            Effect::Ranged { .. } => "ranged",
            Effect::Fear { .. } => "fear",
            Effect::BeginDuel => "begin-duel",
            Effect::OncePerBattle { .. } => "once-per-battle",
        }
    }

    /// Whether gunbai pays this effect when it is typed as a cost: an honor loss or gain, or a
    /// named card bowed, destroyed, dishonored or discarded (and the costs gunbai itself adds).
    pub fn is_payable_cost(&self) -> bool {
        match self {
            Effect::LoseHonor { .. }
            | Effect::GainHonor { .. }
            | Effect::RangedBow { .. }
            | Effect::OncePerBattle { .. } => true,
            Effect::Card { verb, what } => {
                matches!(
                    verb,
                    CardVerb::Bow | CardVerb::Destroy | CardVerb::Dishonor | CardVerb::Discard
                ) && matches!(what, Ref::Handle(_))
            }
            _ => false,
        }
    }

    /// Effects that act on the action this one answers, and so need a reaction.
    pub fn answers_another(&self) -> bool {
        matches!(
            self,
            Effect::Cancel { .. } | Effect::Redirect { .. } | Effect::PreventHonorLoss
        )
    }

    pub fn uses_target(&self) -> bool {
        matches!(
            self,
            Effect::Card {
                what: Ref::Target,
                ..
            }
        )
    }
}

/// A short description of a card's numbers and traits.
pub fn describe(card: &CardDef) -> String {
    let mut parts: Vec<String> = card
        .stats
        .iter()
        .map(|(k, v)| format!("{} {v}", k.keyword()))
        .collect();
    if card.hr_dash {
        parts.push("hr -".into());
    }
    if let Some(a) = card.action {
        parts.insert(0, a.keyword().to_string());
    }
    if !card.traits.is_empty() {
        parts.push(format!("traits {}", card.traits.join(" ")));
    }
    if parts.is_empty() {
        "no printed numbers".into()
    } else {
        parts.join(", ")
    }
}

/// The base name of a card: its title without a trailing parenthesis (`Isawa Tadaka (Experienced)`)
/// or the card database's version ending (`Isawa Tadaka - exp2`, `Doji Tester - inexp`).
pub fn base_name(name: &str) -> &str {
    if let Some((base, tail)) = name.rsplit_once(" - ") {
        let tail = tail.trim().to_ascii_lowercase();
        if tail == "inexp" || (tail.starts_with("exp") && tail.len() <= 8 && tail != "expert") {
            return base.trim_end();
        }
    }
    match name.find(" (") {
        Some(i) if name.ends_with(')') => &name[..i],
        _ => name,
    }
}

/// The name of the Imperial Favor, as the card its uses are declared with.
pub(crate) const FAVOR: &str = "Imperial Favor";

/// A card's name as a message argument: as typed, except the Imperial Favor, which gunbai
/// declares as if it were a card when it is used; that one is named in the language spoken.
pub fn card_name_arg(name: &str) -> crate::msg::Arg {
    if name == FAVOR {
        crate::msg::Arg::Msg(Box::new(crate::msg!("favor-as-card")))
    } else {
        crate::msg::Arg::Name(name.to_string())
    }
}

/// The part of an ASCII phrase before its first " of " (in any letter case): "Foo of Bar" is a Foo.
fn ascii_head(phrase: &str) -> &str {
    let b = phrase.as_bytes();
    (0..b.len().saturating_sub(3))
        .find(|&i| b[i] == b' ' && b[i + 3] == b' ' && b[i + 1..i + 3].eq_ignore_ascii_case(b"of"))
        .map_or(phrase, |i| &phrase[..i])
}

#[cfg(test)]
mod tests {
    use crate::engine::core::card::{CardDef, Effect};
    use crate::rules::ids;

    /// The in-place comparison of ASCII text answers as the lowercased copies do.
    #[test]
    fn traits_compared_in_place_answer_as_lowercased_copies() {
        let defs = [
            ("Doji Hoturi", vec!["Samurai", "crane", "Duelist"]),
            ("Kakita Dojo of the Crane", vec![]),
            ("Shrine OF the Monks", vec!["Monk"]),
            ("Bench Samurai 3", vec!["samurai", "yoritomo's-alliance"]),
            ("Yoritomo", vec!["mantis", "Terrain"]),
            ("A", vec!["of", " of ", "x of y", "ALLY", "Stronghold"]),
        ];
        let words = [
            "samurai",
            "Samurai",
            "samura",
            "crane",
            "cranes",
            "dojo",
            "kakita",
            "monk",
            "shrine",
            "mantis",
            "yoritomo",
            "yoritomo's-alliance",
            "brotherhood",
            "brotherhood-of-shinsei",
            "terrain",
            "Terrains",
            "ally",
            "stronghold",
            "junzo's-army",
            "of",
            "x",
            "y",
            "",
            "a",
            "duelists",
            "bench",
        ];
        for (name, traits) in &defs {
            let def: CardDef = serde_json::from_value(serde_json::json!({
                "name": name, "kind": "personality", "traits": traits
            }))
            .expect("a card");
            for w in words {
                assert_eq!(
                    def.has_trait_ascii(w),
                    def.has_trait_unicode(w),
                    "{name} {traits:?} {w}"
                );
            }
        }
    }

    /// A once-per-battle cost is stored with its rule id as the plain string it always was, and
    /// read back as the same id; an id the table does not hold is refused, not replaced.
    #[test]
    fn a_once_per_battle_rule_round_trips_as_its_id() {
        let e = Effect::OncePerBattle {
            ability: "kachiko's tactician ability".into(),
            rule: ids::TRAIT_TACTICIAN,
        };
        let json = serde_json::to_string(&e).expect("serializes");
        assert_eq!(
            json,
            r#"{"do":"once-per-battle","ability":"kachiko's tactician ability","rule":"trait.tactician"}"#
        );
        let back: Effect = serde_json::from_str(&json).expect("reads back");
        assert_eq!(back, e);
        let unknown = json.replace("trait.tactician", "trait.nonesuch");
        let err = serde_json::from_str::<Effect>(&unknown).expect_err("an unknown id is refused");
        assert!(
            err.to_string()
                .contains("`trait.nonesuch` is not a rule id"),
            "{err}"
        );
    }
}
