//! Events: what a table produces. Setup facts, judge adjustments, declarations, choices and
//! reported outcomes. Never what the rules derive: that is recomputed on every replay.

use super::card::CardDef;
use crate::lang::ast::{ActionKind, AdjustVerb, Phase};
use serde::{Deserialize, Serialize};

/// The version of the event format written today. Readers accept every version up to it.
pub const EVENT_VERSION: u32 = 1;

/// Who passes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Passer {
    /// Whoever has the chance.
    Current,
    Player(String),
    /// Every player in turn, until nothing is left open.
    All,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Event {
    /// Seating, clockwise; also turn order.
    Players {
        names: Vec<String>,
    },
    /// Family honor set as a setup fact.
    SetHonor {
        player: String,
        honor: i32,
    },
    /// A judge adjustment of family honor.
    AdjustHonor {
        player: String,
        delta: i32,
    },
    SetFavor {
        holder: Option<String>,
    },
    SetTurn {
        player: String,
        phase: Phase,
    },
    SetClan {
        player: String,
        clan: String,
        no_honor_victory: bool,
    },
    /// A card put on the board by the judge (a setup fact).
    Enter {
        player: String,
        handle: String,
        card: CardDef,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        on: Option<String>,
        #[serde(default)]
        bowed: bool,
        #[serde(default)]
        dishonored: bool,
    },
    /// A fate card in a player's hand.
    Hand {
        player: String,
        handle: String,
        card: CardDef,
    },
    /// A card defined for this case.
    DefineCard {
        card: CardDef,
    },
    /// A judge adjustment of one card.
    Adjust {
        verb: AdjustVerb,
        handle: String,
    },
    /// An action declared: a card played or an ability used. `card` is the definition as played.
    Declare {
        player: String,
        card: CardDef,
        kind: ActionKind,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<String>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        targets: Vec<String>,
        /// The hand card played, if it was in the hand.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from_hand: Option<String>,
        /// The card comes into play (attached, recruited, laid over, a ring) when this resolves.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        entering: Option<super::bring::Entering>,
    },
    Pass {
        who: Passer,
    },
    Petition {
        player: String,
        spokesman: String,
    },
    Support {
        player: String,
        handle: String,
        side: String,
    },
    Gift {
        player: String,
        card: String,
        side: String,
    },
    Seppuku {
        player: String,
        handle: String,
    },
    /// An attachment moved from one personality to another.
    Move {
        player: String,
        card: String,
        to: String,
    },
    Decline {
        player: String,
    },
    UseFavor {
        player: String,
        kind: ActionKind,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<String>,
    },
    /// Retracts the event at `seq` (1-based position in the case).
    Retract {
        seq: u64,
    },
    /// The challenged player accepts or refuses a challenge.
    AnswerChallenge {
        player: String,
        accept: bool,
    },
    /// A fate card laid face down as a focus card in a duel.
    Focus {
        player: String,
        card: String,
    },
    /// A duelist strikes: the duel resolves.
    Strike {
        player: String,
    },
    /// A province of a player, with its strength (a setup fact).
    Province {
        player: String,
        handle: String,
        strength: i32,
    },
    /// A dynasty card dealt face down into an empty province (a reported outcome).
    Fill {
        province: String,
        card: CardDef,
    },
    /// The first turn begins with `player`, chosen as `how` says.
    Start {
        player: String,
        how: StartHow,
    },
    /// Play moves on by the rules: the next phase, or the next player's turn.
    Next,
    Attack {
        player: String,
        defender: String,
    },
    /// A unit (by its personality) assigned to a province in the maneuvers.
    Assign {
        player: String,
        unit: String,
        province: String,
    },
    /// The attacker chooses the next battle.
    Fight {
        province: String,
    },
    /// A face-up province card (dynasty phase) or a fate card from the hand (end phase) discarded.
    PlayerDiscard {
        player: String,
        card: String,
    },
}

/// How the first player was chosen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StartHow {
    /// Named by the judge: the cut of the base rules, or a tie broken at the table.
    Named,
    /// The first-turn optional rule: the highest family honor.
    HighestHonor,
    /// The variant: each player's drawn focus value added to their family honor for the comparison.
    Draw(Vec<(String, i32)>),
}

impl Event {
    /// The short kind name stored beside the payload.
    pub fn kind(&self) -> &'static str {
        match self {
            Event::Players { .. } => "players",
            Event::SetHonor { .. } => "set-honor",
            Event::AdjustHonor { .. } => "adjust-honor",
            Event::SetFavor { .. } => "set-favor",
            Event::SetTurn { .. } => "set-turn",
            Event::SetClan { .. } => "set-clan",
            Event::Enter { .. } => "enter",
            Event::Hand { .. } => "hand",
            Event::DefineCard { .. } => "define-card",
            Event::Adjust { .. } => "adjust",
            Event::Declare { .. } => "declare",
            Event::Pass { .. } => "pass",
            Event::Petition { .. } => "petition",
            Event::Support { .. } => "support",
            Event::Gift { .. } => "gift",
            Event::Seppuku { .. } => "seppuku",
            Event::Move { .. } => "move",
            Event::Decline { .. } => "decline",
            Event::UseFavor { .. } => "use-favor",
            Event::Retract { .. } => "retract",
            Event::AnswerChallenge { .. } => "answer-challenge",
            Event::Focus { .. } => "focus",
            Event::Strike { .. } => "strike",
            Event::Province { .. } => "province",
            Event::Fill { .. } => "fill",
            Event::Start { .. } => "start",
            Event::Next => "next",
            Event::Attack { .. } => "attack",
            Event::Assign { .. } => "assign",
            Event::Fight { .. } => "fight",
            Event::PlayerDiscard { .. } => "player-discard",
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self)
            .expect("events hold only strings, numbers and enums, which always serialize")
    }

    pub fn from_json(version: u32, payload: &str) -> Result<Event, EventFormatError> {
        if version > EVENT_VERSION {
            return Err(EventFormatError::TooNew {
                version,
                supported: EVENT_VERSION,
            });
        }
        serde_json::from_str(payload).map_err(|e| EventFormatError::Malformed(e.to_string()))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EventFormatError {
    #[error("event format version {version} is newer than this gunbai reads ({supported}): upgrade gunbai")]
    TooNew { version: u32, supported: u32 },
    #[error("stored event cannot be read: {0}")]
    Malformed(String),
}
