//! The actions on the stack: a reaction window, a declared action waiting to resolve
//! ([`Pending`], one constructor) and the card an action brings into play ([`Entering`]).

use super::*;

/// A window in which players may react to a declaration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    /// Whose chance it is.
    pub chance: PlayerIx,
    /// How many players in a row have passed.
    pub passes: usize,
}

/// An action declared and not yet resolved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    pub id: u32,
    pub player: PlayerIx,
    pub card: CardDef,
    pub kind: ActionKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
    pub targets: Vec<String>,
    /// The pending action this one answers (for reactions).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answers: Option<u32>,
    pub cancelled: bool,
    /// Cancelled except for the honor its own player loses by its effects.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub keeps_own_losses: bool,
    /// Players whose family honor loss from this action is prevented.
    pub loss_prevented: Vec<PlayerIx>,
    pub redirected: bool,
    /// The card this action brings into play, if it does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entering: Option<Entering>,
    /// Seppuku answers given before it resolved: (player, the samurai ordered, or none).
    pub answered: Vec<(PlayerIx, Option<String>)>,
    /// Players whose loss from this action, reduced to 1 by seppuku, is already paid.
    pub loss_paid: Vec<PlayerIx>,
    pub window: Window,
}

/// How a card comes into play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// Follower, item, spell or ancestor onto a personality.
    Attach,
    /// Personality or holding, from a province, in the dynasty phase.
    Recruit,
    /// An experienced personality laid over its earlier version.
    Overlay,
    /// A ring, once its condition is met.
    Ring,
    /// A region, in the events phase, onto a province.
    Region,
}

/// A card on its way into play, carried by the pending action until it resolves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entering {
    pub mode: Mode,
    pub handle: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub on: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub over: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub paying: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clan_choice: Option<ClanChoice>,
    /// The hand card being played, if it came from the hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from_hand: Option<String>,
    /// The province a recruited card comes from, if the player's provinces are on the board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from_province: Option<String>,
    /// The gold the named holdings produce, and the cost it pays (the rest is lost).
    #[serde(default)]
    pub gold: i32,
    #[serde(default)]
    pub cost: i32,
}

/// The id of an action resolved without being declared onto the stack (a terrain at the end of
/// the battle action segment): no declared action has it, and it takes none from the count.
pub const UNDECLARED: u32 = u32::MAX;

impl Pending {
    /// An action of `player` just declared, with id `id` (from [`State::next_action_id`], or
    /// [`UNDECLARED`]): performed by no card, with no targets, answering nothing, and nothing
    /// cancelled, prevented, answered or paid yet; in its reaction window `chance` has the first
    /// chance. The other fields are set with struct update syntax where they differ.
    pub fn new(
        id: u32,
        player: PlayerIx,
        card: CardDef,
        kind: ActionKind,
        chance: PlayerIx,
    ) -> Pending {
        Pending {
            id,
            player,
            card,
            kind,
            by: None,
            targets: Vec::new(),
            answers: None,
            cancelled: false,
            keeps_own_losses: false,
            loss_prevented: Vec::new(),
            redirected: false,
            entering: None,
            answered: Vec::new(),
            loss_paid: Vec::new(),
            window: Window { chance, passes: 0 },
        }
    }

    pub fn effects(&self) -> &[Effect] {
        &self.card.effects
    }
}
