//! Why a command is refused. Each variant carries the facts and, where a rule forbids it, the
//! rule id; the message says what is wrong and what to type instead.

use crate::lang::ast::{ActionKind, Span};
use crate::rules::ids::{self, RuleId};

fn hint(s: &Option<String>) -> String {
    match s {
        Some(s) => format!(" (did you mean `{s}`?)"),
        None => String::new(),
    }
}

/// What kind of name could not be found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameKind {
    Player,
    Card,
    Handle,
    HandCard,
}

impl NameKind {
    fn what(self) -> &'static str {
        match self {
            NameKind::Player => "player",
            NameKind::Card => "card",
            NameKind::Handle => "card in play",
            NameKind::HandCard => "card in hand",
        }
    }

    fn fix(self) -> &'static str {
        match self {
            NameKind::Player => "players are set with `players NAME NAME …`",
            NameKind::Card => "define it with `card \"Name\" KIND …` or type its kind, targets and effects on the line",
            NameKind::Handle => "`board` lists the handles",
            NameKind::HandCard => "put it in the hand with `hand PLAYER \"Name\" focus N`",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Rejection {
    #[error("no players yet: type `players NAME NAME …` first")]
    NoPlayers,
    #[error("players are already seated: start a new case to seat others")]
    PlayersAlreadySet,
    #[error("`{name}` is seated twice: each player needs a different name")]
    DuplicatePlayer { name: String, span: Span },
    #[error("unknown {} `{name}`{}: {}", kind.what(), hint(suggestion), kind.fix())]
    Unknown {
        kind: NameKind,
        name: String,
        span: Span,
        suggestion: Option<String>,
    },
    #[error("`{name}` could be any of {}: type more of the name", candidates.join(", "))]
    Ambiguous {
        name: String,
        span: Span,
        candidates: Vec<String>,
    },
    #[error("the handle `{handle}` is taken: choose another with `as NAME`")]
    HandleTaken { handle: String, span: Span },
    #[error("{handle} is not in play ({rule})")]
    NotInPlay {
        handle: String,
        span: Span,
        rule: RuleId,
    },
    #[error("{handle} is not a personality: only personalities can {what}")]
    NotAPersonality {
        handle: String,
        span: Span,
        what: &'static str,
    },
    #[error("{handle} is controlled by {controller}, not {player}")]
    NotYours {
        handle: String,
        span: Span,
        player: String,
        controller: String,
    },
    #[error("{handle} is already bowed: a bowed card cannot be used ({rule})")]
    Bowed {
        handle: String,
        span: Span,
        rule: RuleId,
    },
    #[error("{handle} is bowed, so it cannot perform {card}: a bowed card cannot be used until it straightens, its own abilities and copied ones alike (gunbai's reading) ({rule})")]
    BowedPerformer {
        handle: String,
        span: Span,
        card: String,
        rule: RuleId,
    },
    #[error("{player} may attach an ancestor only in their own action phase, or in answer to that personality entering play (right after it enters) ({rule})")]
    AncestorTiming { player: String, rule: RuleId },
    #[error("{action} would cost {player} no family honor, so the Imperial Favor has no loss to prevent: keep it (`pass {player}`) ({rule})")]
    NothingToPrevent {
        player: String,
        action: String,
        rule: RuleId,
    },
    #[error("{action} has {} targets ({}): say which one moves to {to}, e.g. `redirect {to} from {}` ({rule})", targets.len(), targets.join(", "), targets.first().map(String::as_str).unwrap_or("?"))]
    WhichTarget {
        action: String,
        targets: Vec<String>,
        to: String,
        rule: RuleId,
    },
    #[error("{handle} is not a target of {action}; its targets are {} ({rule})", targets.join(", "))]
    NotATarget {
        action: String,
        handle: String,
        targets: Vec<String>,
        rule: RuleId,
    },
    #[error("{card} answers only \"{condition}\": {reason} ({rule})")]
    TriggerNotMet {
        card: String,
        condition: String,
        reason: String,
        rule: RuleId,
    },
    #[error("{what} would go beyond what gunbai can count (−2147483648 to 2147483647): nothing is recorded; use smaller numbers (for family honor, `honor PLAYER N` sets it)")]
    Overflow { what: String },
    #[error("{handle} is not bowed")]
    NotBowed { handle: String, span: Span },
    #[error("{handle} is already dishonored")]
    AlreadyDishonored { handle: String, span: Span },
    #[error("{handle} is not dishonored")]
    NotDishonored { handle: String, span: Span },
    #[error("{player} is out of the game ({rule})")]
    PlayerOut { player: String, rule: RuleId },
    #[error("the game is over: {winner} has won; use `undo` or fork the case to go on")]
    GameOver { winner: String },
    #[error("no turn yet: type `start PLAYER` to begin the game, or `turn PLAYER PHASE` to set a situation in the middle of one")]
    NoTurn,
    #[error("{player} cannot take a Limited action now: only in their own action phase, with nothing waiting to resolve ({rule})")]
    NotOwnActionPhase { player: String, rule: RuleId },
    #[error("{player} cannot take an Open action now: only in an action phase or the battle action segment ({rule})")]
    NotOpenTiming { player: String, rule: RuleId },
    #[error("{player} cannot take a Battle action now: only in the battle action segment (`turn PLAYER battle`) ({rule})")]
    NotBattleTiming { player: String, rule: RuleId },
    #[error("{action} waits to resolve and {chance} has the chance to react: only reactions (`reacts`) or `pass` now ({rule})")]
    WindowOpen {
        action: String,
        chance: String,
        rule: RuleId,
    },
    #[error("nothing has been declared to react to: a reaction answers a declaration before it resolves ({rule})")]
    NothingToReactTo { rule: RuleId },
    #[error("it is {chance}'s chance, not {player}'s: {chance} acts or passes first (`pass {chance}`) ({rule})")]
    NotYourChance {
        player: String,
        chance: String,
        rule: RuleId,
    },
    #[error("a petition for the Imperial Favor is open: only `PLAYER bows H for SIDE`, `PLAYER gifts CARD for SIDE` or `pass` now; no reaction is played while it lasts (gunbai's reading) ({rule})")]
    PetitionOpen { rule: RuleId },
    #[error(
        "{player} must answer first: `{player} seppuku HANDLE` or `{player} declines` ({rule})"
    )]
    QuestionOpen { player: String, rule: RuleId },
    #[error("nothing is waiting: there is no window, petition or question to pass in")]
    NothingToPass,
    #[error("{player} was not asked anything")]
    NotAsked { player: String },
    #[error("{handle} cannot commit seppuku here: {player} may order it only of {}", candidates.join(", "))]
    NotASeppukuCandidate {
        player: String,
        handle: String,
        span: Span,
        candidates: Vec<String>,
    },
    #[error("`reacts` declares a reaction; `{kind}` contradicts it: drop the kind or use `plays`")]
    ReactsWithKind { kind: &'static str, span: Span },
    #[error("the kind of `{card}` is unknown: add limited, open, battle or reaction to the line")]
    MissingKind { card: String, span: Span },
    #[error("{card} is a {kind:?} card, not an action: it is brought into play, not played as an action")]
    NotAnAction {
        card: String,
        span: Span,
        kind: crate::lang::ast::CardKind,
    },
    #[error("{card} needs a target: add `target HANDLE` ({rule})")]
    MissingTarget { card: String, rule: RuleId },
    #[error("{target} is not a legal target for {card}: {reason} ({rule})")]
    IllegalTarget {
        card: String,
        target: String,
        span: Span,
        reason: String,
        rule: RuleId,
    },
    #[error("`{effect}` acts on the action being answered, so it belongs on a reaction ({rule})")]
    NeedsReaction { effect: &'static str, rule: RuleId },
    #[error("{action} cannot be redirected: its player chose no target ({rule})")]
    NotRedirectable { action: String, rule: RuleId },
    #[error("{player} has already petitioned for the Imperial Favor this turn ({rule})")]
    AlreadyPetitioned { player: String, rule: RuleId },
    #[error("{player} already holds the Imperial Favor")]
    AlreadyHoldsFavor { player: String },
    #[error("{handle} has personal honor 0: a petition needs a personality with personal honor 1 or more ({rule})")]
    NoPersonalHonor {
        handle: String,
        span: Span,
        rule: RuleId,
    },
    #[error("no petition is open: `PLAYER petitions with HANDLE` opens one")]
    NoPetition,
    #[error(
        "{name} is not a side in this petition: the sides are {petitioner} and {opponent} ({rule})"
    )]
    NotASide {
        name: String,
        span: Span,
        petitioner: String,
        opponent: String,
        rule: RuleId,
    },
    #[error("{player} has already sent a gift in this petition: one gift per player ({rule})")]
    GiftUsed { player: String, rule: RuleId },
    #[error("{player} does not hold the Imperial Favor ({rule})")]
    NoFavor { player: String, rule: RuleId },
    #[error("the {kind:?} use of the Imperial Favor needs {what}")]
    FavorUseNeeds {
        kind: ActionKind,
        what: &'static str,
    },
    #[error("nothing to undo")]
    NothingToUndo,
    #[error("{handle} cannot aid the ritual: {reason} ({rule})")]
    NotARitualHelper {
        handle: String,
        span: Span,
        reason: &'static str,
        rule: RuleId,
    },
    #[error("{player}'s events and regions come into play only in {player}'s events phase (`turn {player} events`) ({rule})")]
    NotEventsPhase { player: String, rule: RuleId },
    #[error("{handle} is not attached to another personality it could move from ({rule})")]
    NotAttached {
        handle: String,
        span: Span,
        rule: RuleId,
    },
    #[error("{handle} is an ancestor: it never moves while its personality lives ({rule})")]
    AncestorStays { handle: String, rule: RuleId },
    #[error(
        "{card} needs an unbowed {needs} of {player}'s to perform it: add `by HANDLE` ({rule})"
    )]
    NeedsPerformer {
        card: String,
        player: String,
        needs: &'static str,
        rule: RuleId,
    },
    #[error("this battle already has a terrain, {terrain}: another can be played only once it is gone, or by a card that replaces it ({rule})")]
    TerrainInPlay { terrain: String, rule: RuleId },
    #[error("{card} copies onto the card performing it: add `by HANDLE`, and a card never copies itself ({rule})")]
    BadCopy { card: String, rule: RuleId },
    #[error("{card} goes onto a personality: add `on HANDLE` ({rule})")]
    MissingHost { card: String, rule: RuleId },
    #[error(
        "{card} costs {cost} gold but {paying} produce {gold}: add holdings to `paying` ({rule})"
    )]
    NotEnoughGold {
        card: String,
        cost: i32,
        gold: i32,
        paying: String,
        rule: RuleId,
    },
    #[error("{handle} cannot pay gold: {reason} ({rule})")]
    NoGold {
        handle: String,
        span: Span,
        reason: &'static str,
        rule: RuleId,
    },
    #[error("{card} needs family honor {needs} or more; {player} has {has}{note} ({rule})")]
    HonorRequirement {
        card: String,
        player: String,
        needs: i32,
        has: i32,
        /// Why no exception applies, if one might be expected.
        note: &'static str,
        rule: RuleId,
    },
    #[error(
        "{card} needs a personality with personal honor {needs} or more; {host} has {has} ({rule})"
    )]
    FollowerHonor {
        card: String,
        host: String,
        needs: i32,
        has: i32,
        rule: RuleId,
    },
    #[error("{host} already has a {slot}: one weapon and one armor per personality ({rule})")]
    SecondItem {
        host: String,
        slot: &'static str,
        rule: RuleId,
    },
    #[error("{host} is not a shugenja: only shugenja take spells ({rule})")]
    NotShugenja { host: String, rule: RuleId },
    #[error("{host} already has {count} spells, as many as its chi ({rule})")]
    TooManySpells {
        host: String,
        count: usize,
        rule: RuleId,
    },
    #[error("{card} is unique and {handle} is already in play: another version enters only by being laid over {handle} by its controller (`over {handle}`) ({rule})")]
    UniqueInPlay {
        card: String,
        handle: String,
        rule: RuleId,
    },
    #[error("`{choice}` is only for a personality of {player}'s own clan{} ({rule})", clan.as_ref().map(|c| format!(" ({c})")).unwrap_or_else(|| String::from(": set it with `clan PLAYER CLAN`")))]
    NotOwnClan {
        choice: &'static str,
        player: String,
        clan: Option<String>,
        rule: RuleId,
    },
    #[error("{card} cannot be laid over {handle}: {reason} ({rule})")]
    NoOverlay {
        card: String,
        handle: String,
        reason: &'static str,
        rule: RuleId,
    },
    #[error("{player} brings personalities and holdings into play only in their own dynasty phase (`turn {player} dynasty`) ({rule})")]
    NotDynastyPhase { player: String, rule: RuleId },
    #[error("{card} is an ancestor of another clan: {host} cannot take it ({rule})")]
    AncestorClan {
        card: String,
        host: String,
        rule: RuleId,
    },
    #[error("it is {chance}'s opportunity to act, not {player}'s: {chance} acts or passes (`pass`) first ({rule})")]
    NotYourOpportunity {
        player: String,
        chance: String,
        rule: RuleId,
    },
    #[error("{player} has no unit in this battle: a Battle action needs one ({rule})")]
    NoUnitInBattle { player: String, rule: RuleId },
    /// A rule refuses the command; `reason` says what is wrong and what to type instead, and
    /// `span`, when one word is to blame, points at it.
    #[error("{reason} ({rule})")]
    Refused {
        reason: String,
        span: Option<Span>,
        rule: RuleId,
    },
    #[error("{0}")]
    Unsupported(&'static str),
}

impl Rejection {
    /// A rule refuses the command, and no one word is to blame.
    pub fn refused(reason: String, rule: RuleId) -> Self {
        Rejection::Refused {
            reason,
            span: None,
            rule,
        }
    }

    /// A rule refuses the command because of the word at `span`.
    pub fn refused_at(reason: String, span: Span, rule: RuleId) -> Self {
        Rejection::Refused {
            reason,
            span: Some(span),
            rule,
        }
    }

    /// The rule the command breaks, if a rule (rather than a typo) is why it is refused.
    pub fn rule(&self) -> Option<RuleId> {
        use Rejection::*;
        match self {
            NotInPlay { rule, .. }
            | Bowed { rule, .. }
            | BowedPerformer { rule, .. }
            | TriggerNotMet { rule, .. }
            | WhichTarget { rule, .. }
            | NotATarget { rule, .. }
            | NothingToPrevent { rule, .. }
            | AncestorTiming { rule, .. }
            | PlayerOut { rule, .. }
            | NotOwnActionPhase { rule, .. }
            | NotOpenTiming { rule, .. }
            | NotBattleTiming { rule, .. }
            | WindowOpen { rule, .. }
            | NothingToReactTo { rule }
            | NotYourChance { rule, .. }
            | PetitionOpen { rule }
            | QuestionOpen { rule, .. }
            | MissingTarget { rule, .. }
            | IllegalTarget { rule, .. }
            | NeedsReaction { rule, .. }
            | NotRedirectable { rule, .. }
            | AlreadyPetitioned { rule, .. }
            | NoPersonalHonor { rule, .. }
            | NotASide { rule, .. }
            | GiftUsed { rule, .. }
            | NoFavor { rule, .. } => Some(*rule),
            NotARitualHelper { rule, .. }
            | NotEventsPhase { rule, .. }
            | NotAttached { rule, .. }
            | AncestorStays { rule, .. }
            | NeedsPerformer { rule, .. }
            | TerrainInPlay { rule, .. }
            | BadCopy { rule, .. }
            | MissingHost { rule, .. }
            | NotEnoughGold { rule, .. }
            | NoGold { rule, .. }
            | HonorRequirement { rule, .. }
            | FollowerHonor { rule, .. }
            | SecondItem { rule, .. }
            | NotShugenja { rule, .. }
            | TooManySpells { rule, .. }
            | UniqueInPlay { rule, .. }
            | NotOwnClan { rule, .. }
            | NoOverlay { rule, .. }
            | NotDynastyPhase { rule, .. }
            | AncestorClan { rule, .. }
            | NotYourOpportunity { rule, .. }
            | NoUnitInBattle { rule, .. }
            | Refused { rule, .. } => Some(*rule),
            NotASeppukuCandidate { .. } => Some(ids::TRAIT_SAMURAI),
            _ => None,
        }
    }

    /// Where in the line the problem is, when one token is to blame.
    pub fn span(&self) -> Option<Span> {
        use Rejection::*;
        match self {
            DuplicatePlayer { span, .. }
            | Unknown { span, .. }
            | Ambiguous { span, .. }
            | HandleTaken { span, .. }
            | NotInPlay { span, .. }
            | NotAPersonality { span, .. }
            | NotYours { span, .. }
            | Bowed { span, .. }
            | BowedPerformer { span, .. }
            | NotBowed { span, .. }
            | AlreadyDishonored { span, .. }
            | NotDishonored { span, .. }
            | NotASeppukuCandidate { span, .. }
            | ReactsWithKind { span, .. }
            | MissingKind { span, .. }
            | NotAnAction { span, .. }
            | IllegalTarget { span, .. }
            | NoPersonalHonor { span, .. }
            | NotASide { span, .. }
            | NoGold { span, .. }
            | NotAttached { span, .. }
            | NotARitualHelper { span, .. } => Some(*span),
            Refused { span, .. } => *span,
            _ => None,
        }
    }
}
