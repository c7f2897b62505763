//! The reasons a refusal names, each typed, with its words: what kind of name was not found, the
//! role a personality cannot take, why a target, trigger, ritual, overlay or gold payment fails,
//! and what a duel waits for.

use crate::lang::ast::CardKind;
use crate::msg;
use crate::msg::{Arg, Msg};
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
    fn keyword(self) -> &'static str {
        match self {
            NameKind::Player => "player",
            NameKind::Card => "card",
            NameKind::Handle => "handle",
            NameKind::HandCard => "hand-card",
        }
    }

    pub(super) fn what(self) -> Msg {
        msg!("name-kind", kind = self.keyword())
    }

    pub(super) fn fix(self) -> Msg {
        msg!("name-kind-fix", kind = self.keyword())
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
    pub(super) fn what(self) -> Msg {
        let role = match self {
            PersonalityRole::BeDishonored => "be-dishonored",
            PersonalityRole::HoldAttachments => "hold-attachments",
            PersonalityRole::SpeakForSide => "speak-for-side",
            PersonalityRole::BeTactician => "be-tactician",
            PersonalityRole::LeadUnit => "lead-unit",
        };
        msg!("personality-role", role = role)
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
    pub(super) fn why(self) -> Msg {
        let role = match self {
            BattleUse::Shooter => "shooter",
            BattleUse::RangedTarget => "ranged-target",
            BattleUse::FearSource => "fear-source",
            BattleUse::FearTarget => "fear-target",
            BattleUse::Tactician => "tactician",
            BattleUse::RitualCaster => "ritual-caster",
        };
        msg!("battle-use", role = role)
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
    /// It is not on the side the card says: the player's own (`yours`) or another player's.
    Side {
        yours: bool,
    },
    /// It is of none of the kinds the card targets (`a Personality or Follower`).
    NotKinds(Vec<CardKind>),
    /// It is not in the state the card asks for (`unbowed`, `dishonorable`).
    NotState(String),
    /// Cards are attached to it, and the card targets one without attachments.
    HasAttachments,
    /// It is attached to no personality, and the card targets an attachment.
    NotAttached,
}

impl TargetProblem {
    /// Why, in no language yet.
    pub fn msg(&self) -> Msg {
        match self {
            TargetProblem::NotInPlay => msg!("target-not-in-play"),
            TargetProblem::NotKind(kind) => msg!("target-not-kind", kind = card_kind(*kind)),
            TargetProblem::LacksTrait(t) => msg!("target-lacks-trait", quality = t),
            TargetProblem::OwnBowed { player } => msg!("target-own-bowed", player = player),
            TargetProblem::NotDishonored => msg!("target-not-dishonored"),
            TargetProblem::NotInThisBattle => msg!("target-not-in-this-battle"),
            TargetProblem::Side { yours: true } => msg!("target-not-yours"),
            TargetProblem::Side { yours: false } => msg!("target-yours"),
            TargetProblem::NotKinds(kinds) => msg!(
                "target-not-kinds",
                kinds = kinds
                    .iter()
                    .map(|k| k.keyword())
                    .collect::<Vec<_>>()
                    .join(" / ")
            ),
            TargetProblem::NotState(s) => msg!("target-lacks-trait", quality = s),
            TargetProblem::HasAttachments => msg!("target-has-attachments"),
            TargetProblem::NotAttached => msg!("target-not-attached"),
        }
    }
}

/// English.
impl fmt::Display for TargetProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.msg().en())
    }
}

/// A kind of card, named in the language asked for (`personality`, 家臣).
pub fn card_kind(kind: CardKind) -> Msg {
    msg!("card-kind", kind = kind.keyword())
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
    /// The condition answers another player's action, and this is the reacting player's own.
    OwnAction { action: String, player: String },
}

impl TriggerProblem {
    /// Why, in no language yet.
    pub fn msg(&self) -> Msg {
        match self {
            TriggerProblem::LacksTraits { action, traits } => msg!(
                "trigger-lacks-traits",
                action = action,
                either = Arg::or(traits)
            ),
            TriggerProblem::NoTarget { action, player } => {
                msg!("trigger-no-target", action = action, player = player)
            }
            TriggerProblem::NotTheirs {
                action,
                player,
                targets,
            } => msg!(
                "trigger-not-theirs",
                action = action,
                player = player,
                targets = Arg::commas(targets)
            ),
            TriggerProblem::OwnAction { action, player } => {
                msg!("trigger-own-action", action = action, player = player)
            }
        }
    }
}

/// English.
impl fmt::Display for TriggerProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.msg().en())
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
    pub(super) fn why(self) -> Msg {
        let why = match self {
            RitualProblem::NotARitual => "not-a-ritual",
            RitualProblem::NotOwnInPlay => "not-own-in-play",
            RitualProblem::NotAShugenja => "not-a-shugenja",
            RitualProblem::Bowed => "bowed",
            RitualProblem::Primary => "primary",
            RitualProblem::NotInBattle => "not-in-battle",
        };
        msg!("ritual-problem", why = why)
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
    pub(super) fn why(self) -> Msg {
        let why = match self {
            OverlayProblem::NotInPlay => "not-in-play",
            OverlayProblem::NotYours => "not-yours",
            OverlayProblem::NotAPersonality => "not-a-personality",
            OverlayProblem::AnotherPersonality => "another-personality",
            OverlayProblem::NotLater => "not-later",
        };
        msg!("overlay-problem", why = why)
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
    pub(super) fn why(self) -> Msg {
        let why = match self {
            GoldProblem::NotInPlay => "not-in-play",
            GoldProblem::NotYours => "not-yours",
            GoldProblem::ProducesNone => "produces-none",
            GoldProblem::Spent => "spent",
            GoldProblem::NamedTwice => "named-twice",
        };
        msg!("gold-problem", why = why)
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

impl DuelNext {
    /// What to type next, in no language yet.
    pub fn msg(&self) -> Msg {
        match self {
            DuelNext::Answer { player } => msg!("duel-next-answer", player = player),
            DuelNext::Reactions => msg!("duel-next-reactions"),
            DuelNext::FocusOrStrike { player, duelist } => {
                msg!("duel-next-focus", player = player, duelist = duelist)
            }
        }
    }
}

/// English.
impl fmt::Display for DuelNext {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.msg().en())
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
