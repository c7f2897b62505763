//! The reasons a refusal names, each typed, with its words: what kind of name was not found, the
//! role a personality cannot take, why a target, trigger, ritual, overlay or gold payment fails,
//! and what a duel waits for.

use crate::lang::ast::CardKind;
use crate::rules::ids::{self, RuleId};
use std::fmt;

/// What kind of name could not be found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameKind {
    Player,
    Card,
    Handle,
    HandCard,
}

impl NameKind {
    pub(super) fn what(self) -> &'static str {
        match self {
            NameKind::Player => "player",
            NameKind::Card => "card",
            NameKind::Handle => "card in play",
            NameKind::HandCard => "card in hand",
        }
    }

    pub(super) fn fix(self) -> &'static str {
        match self {
            NameKind::Player => "players are set with `players NAME NAME …`",
            NameKind::Card => "define it with `card \"Name\" KIND …` or type its kind, targets and effects on the line",
            NameKind::Handle => "`board` lists the handles",
            NameKind::HandCard => "put it in the hand with `hand PLAYER \"Name\" focus N`",
        }
    }
}

/// What only a personality can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PersonalityRole {
    BeDishonored,
    HoldAttachments,
    SpeakForSide,
    BeTactician,
    LeadUnit,
}

impl PersonalityRole {
    pub(super) fn what(self) -> &'static str {
        match self {
            PersonalityRole::BeDishonored => "be dishonored",
            PersonalityRole::HoldAttachments => "hold attachments",
            PersonalityRole::SpeakForSide => "speak for a side",
            PersonalityRole::BeTactician => "be tacticians",
            PersonalityRole::LeadUnit => "lead a unit into battle",
        }
    }

    /// The rule that gives the role to personalities only.
    pub fn rule(self) -> RuleId {
        match self {
            PersonalityRole::BeDishonored => ids::DISHONOR_STATE,
            PersonalityRole::HoldAttachments => ids::PLAY_ATTACHMENTS,
            PersonalityRole::SpeakForSide => ids::FAVOR_PETITION_SPOKESMAN,
            PersonalityRole::BeTactician => ids::TRAIT_TACTICIAN,
            PersonalityRole::LeadUnit => ids::BOW_UNIT,
        }
    }
}

/// Which use of a card outside the battle being fought is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BattleUse {
    /// A card making a ranged attack.
    Shooter,
    /// The target of a ranged attack.
    RangedTarget,
    /// A card causing fear.
    FearSource,
    /// The unit fear targets.
    FearTarget,
    /// A tactician using their ability.
    Tactician,
    /// The primary caster of a ritual performed in a battle.
    RitualCaster,
}

impl BattleUse {
    pub(super) fn why(self) -> &'static str {
        match self {
            BattleUse::Shooter => "only cards in the battle make battle actions in it",
            BattleUse::RangedTarget => "a ranged attack targets only a card in the same battle",
            BattleUse::FearSource => "fear is a battle action of a card in the battle",
            BattleUse::FearTarget => "fear targets a unit in the same battle",
            BattleUse::Tactician => "the tactician's is a battle action",
            BattleUse::RitualCaster => {
                "a ritual performed in a battle uses only shugenja in that battle"
            }
        }
    }
}

/// Why a card is not a legal target of an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TargetProblem {
    NotInPlay,
    /// It is not of the kind the card targets.
    NotKind(CardKind),
    /// It lacks a trait (or clan) the card asks for.
    LacksTrait(String),
    /// It is the acting player's own bowed personality, which the card does not allow.
    OwnBowed {
        player: String,
    },
    /// The Favor's Open use: it is neither dishonored nor a dishonorable dead.
    NotDishonored,
    /// The Favor's Battle use: it is not a personality whose unit is in this battle.
    NotInThisBattle,
}

impl fmt::Display for TargetProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TargetProblem::NotInPlay => f.write_str("it is not in play"),
            TargetProblem::NotKind(kind) => write!(f, "it is not a {}", kind.keyword()),
            TargetProblem::LacksTrait(t) => write!(f, "it is not {t}"),
            TargetProblem::OwnBowed { player } => write!(
                f,
                "it is {player}'s own bowed personality, and the card does not allow that"
            ),
            TargetProblem::NotDishonored => {
                f.write_str("it is neither a dishonored personality nor a dishonorable dead")
            }
            TargetProblem::NotInThisBattle => {
                f.write_str("it is not a personality in play whose unit is in this battle")
            }
        }
    }
}

/// Why the action a reaction answers does not meet the reaction card's condition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TriggerProblem {
    /// The action has none of the traits the condition names.
    LacksTraits { action: String, traits: Vec<String> },
    /// The action targets nothing, so not the reacting player or their cards.
    NoTarget { action: String, player: String },
    /// The action's targets are none of the reacting player's.
    NotTheirs {
        action: String,
        player: String,
        targets: Vec<String>,
    },
}

impl fmt::Display for TriggerProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TriggerProblem::LacksTraits { action, traits } => {
                let either = match traits.as_slice() {
                    [] => String::new(),
                    [one] => one.clone(),
                    [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
                };
                write!(f, "{action} is not {either}")
            }
            TriggerProblem::NoTarget { action, player } => write!(
                f,
                "{action} does not target {player} or their cards: it has no target"
            ),
            TriggerProblem::NotTheirs {
                action,
                player,
                targets,
            } => write!(
                f,
                "{action} does not target {player} or their cards: its targets ({}) are not {player}'s",
                targets.join(", ")
            ),
        }
    }
}

/// Why a card cannot aid a ritual.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RitualProblem {
    NotARitual,
    NotOwnInPlay,
    NotAShugenja,
    Bowed,
    Primary,
    /// A ritual performed in a battle uses only shugenja in that battle.
    NotInBattle,
}

impl RitualProblem {
    pub(super) fn why(self) -> &'static str {
        match self {
            RitualProblem::NotARitual => "only a ritual spell takes helpers",
            RitualProblem::NotOwnInPlay => "only the player's own shugenja in play may aid",
            RitualProblem::NotAShugenja => "it is not a shugenja",
            RitualProblem::Bowed => "it is bowed",
            RitualProblem::Primary => "it is the primary shugenja",
            RitualProblem::NotInBattle => {
                "it is not in the battle being fought, and a ritual performed in a battle uses only shugenja in that battle"
            }
        }
    }
}

/// Why a card cannot be laid over another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OverlayProblem {
    NotInPlay,
    NotYours,
    NotAPersonality,
    AnotherPersonality,
    /// Only a later (more experienced) version goes over an earlier one.
    NotLater,
}

impl OverlayProblem {
    pub(super) fn why(self) -> &'static str {
        match self {
            OverlayProblem::NotInPlay => "it is not in play",
            OverlayProblem::NotYours => "it is not yours",
            OverlayProblem::NotAPersonality => "it is not a personality",
            OverlayProblem::AnotherPersonality => "it is another personality",
            OverlayProblem::NotLater => {
                "only a later (more experienced) version goes over an earlier one"
            }
        }
    }
}

/// Why a card cannot pay gold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoldProblem {
    NotInPlay,
    NotYours,
    ProducesNone,
    Spent,
    NamedTwice,
}

impl GoldProblem {
    pub(super) fn why(self) -> &'static str {
        match self {
            GoldProblem::NotInPlay => "it is not in play",
            GoldProblem::NotYours => "it is not yours",
            GoldProblem::ProducesNone => "it is not a holding or stronghold that produces gold",
            GoldProblem::Spent => {
                "it is bowed: its gold was already spent, and one card's gold pays one cost only"
            }
            GoldProblem::NamedTwice => "it is named twice",
        }
    }
}

/// What a duel waits for next, named in the refusal of anything else.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DuelNext {
    /// The challenge waits for its answer from `player`.
    Answer { player: String },
    /// The duelists are entering the duel: its reaction window is open.
    Reactions,
    /// `player` focuses or strikes for `duelist`.
    FocusOrStrike { player: String, duelist: String },
}

impl fmt::Display for DuelNext {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DuelNext::Answer { player: o } => write!(f, "`{o} accepts` or `{o} refuses`"),
            DuelNext::Reactions => {
                f.write_str("a reaction to the duelists entering the duel, or `pass`")
            }
            DuelNext::FocusOrStrike { player: o, duelist } => {
                write!(f, "`{o} focuses CARD` or `{o} strikes` for {duelist}")
            }
        }
    }
}

/// An effect that acts on the action being answered, so belongs on a reaction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnswerEffect {
    Cancel,
    Redirect,
    PreventHonorLoss,
}

impl AnswerEffect {
    /// The effect's word as the judge types it.
    pub fn keyword(self) -> &'static str {
        match self {
            AnswerEffect::Cancel => "cancel",
            AnswerEffect::Redirect => "redirect",
            AnswerEffect::PreventHonorLoss => "prevent-honor-loss",
        }
    }
}

/// The item a personality holds one of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ItemSlot {
    Weapon,
    Armor,
}

impl ItemSlot {
    /// Both slots, in the order they are checked.
    pub const ALL: [ItemSlot; 2] = [ItemSlot::Weapon, ItemSlot::Armor];

    /// The trait that puts an item in this slot (`weapon`, `armor`).
    pub fn keyword(self) -> &'static str {
        match self {
            ItemSlot::Weapon => "weapon",
            ItemSlot::Armor => "armor",
        }
    }
}
