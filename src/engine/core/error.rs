//! Why a command is refused. A [`Rejection`] holds what is wrong ([`Refusal`]: one variant a
//! message, carrying only its facts: handles, players, cards, numbers), the rule that forbids it
//! and the word of the line to blame, each once. The wording of every message is in one place,
//! the `Display` of [`Refusal`]; a rejection prints it followed by its rule id.
//!
//! Which refusals carry a rule: every refusal a rule of the game causes carries that rule's id,
//! and so does every refusal of gunbai's own procedure (`proc.*`: seating players, undo). A
//! refusal carries no rule only when what was typed cannot be read against the board, which no
//! rule decides: an unknown or ambiguous name, a handle already taken, a word of the language
//! used as a name, a card line that contradicts itself, a number past gunbai's range. These are
//! built with [`Refusal::input`]; all others with [`Refusal::by`].

use crate::engine::core::reading::Reading;
use crate::i18n::Lang;
use crate::lang::ast::{ActionKind, CardKind, ClanChoice, Span};
use crate::msg;
use crate::msg::{Arg, Msg};
use crate::rules::ids::{self, RuleId};
use std::fmt;

fn hint(s: &Option<String>) -> String {
    match s {
        Some(s) => format!(" (did you mean `{s}`?)"),
        None => String::new(),
    }
}

/// "A, B and C".
fn and_list(v: &[String]) -> String {
    match v {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

mod reasons;
pub use reasons::*;

/// A refused command: what is wrong, the rule that forbids it (none for a line that cannot be
/// read against the board) and the word of the line to blame, when there is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejection {
    /// Boxed, so a `Result` carrying a rejection stays small.
    pub kind: Box<Refusal>,
    pub rule: Option<RuleId>,
    pub span: Option<Span>,
}

impl Rejection {
    /// The same refusal, blaming the word at `span`.
    pub fn at(mut self, span: Span) -> Self {
        self.span = Some(span);
        self
    }

    /// The rule the command breaks, if a rule (rather than a typo) is why it is refused.
    pub fn rule(&self) -> Option<RuleId> {
        self.rule
    }

    /// Where in the line the problem is, when one token is to blame.
    pub fn span(&self) -> Option<Span> {
        self.span
    }
}

impl Rejection {
    /// The refusal followed by its rule id, in no language yet.
    pub fn msg(&self) -> Msg {
        match self.rule {
            Some(rule) => crate::msg!("refusal-by-rule", refusal = self.kind.msg(), rule = rule),
            None => self.kind.msg(),
        }
    }
}

/// English.
impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.msg().render(Lang::En))
    }
}

impl std::error::Error for Rejection {}

impl Refusal {
    /// Refused by `rule`.
    pub fn by(self, rule: RuleId) -> Rejection {
        Rejection {
            kind: Box::new(self),
            rule: Some(rule),
            span: None,
        }
    }

    /// Refused because what was typed cannot be read against the board; no rule decides it.
    pub fn input(self) -> Rejection {
        Rejection {
            kind: Box::new(self),
            rule: None,
            span: None,
        }
    }
}

/// What is wrong with a command, with the facts its message needs. The message says what is
/// wrong and what to type instead; the rule id is added by [`Rejection`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    // Seating and names.
    NoPlayers,
    PlayersAlreadySet,
    DuplicatePlayer {
        name: String,
    },
    ReservedPlayerName,
    Unknown {
        kind: NameKind,
        name: String,
        suggestion: Option<String>,
    },
    Ambiguous {
        name: String,
        candidates: Vec<String>,
    },
    HandleTaken {
        handle: String,
    },

    // Cards on the board.
    NotInPlay {
        handle: String,
    },
    NotAPersonality {
        handle: String,
        role: PersonalityRole,
    },
    OnlyPersonalitiesDishonored,
    NotYours {
        handle: String,
        player: String,
        controller: String,
    },
    Bowed {
        handle: String,
    },
    /// A judge's `bow` of a card that is bowed already.
    AlreadyBowed {
        handle: String,
    },
    /// A follower, item or spell goes only onto an unbowed personality.
    BowedHost {
        handle: String,
    },
    /// A bowed personality's unit neither attacks nor defends.
    BowedUnit {
        handle: String,
    },
    /// A personality bowed before an exchange of attachments takes no part in it.
    BowedInExchange {
        handle: String,
    },
    BowedPerformer {
        handle: String,
        card: String,
    },
    NotBowed {
        handle: String,
    },
    AlreadyDishonored {
        handle: String,
    },
    NotDishonored {
        handle: String,
    },
    Overflow {
        what: Msg,
    },

    // The game and the turn.
    PlayerOut {
        player: String,
        /// Out for having lost every province (else for family honor at -20 or lower).
        provinces_lost: bool,
    },
    // Province cards turned face up, events.
    NothingToReveal {
        province: String,
        /// The card already face up there, if any.
        face_up: Option<String>,
    },
    EventOnce {
        event: String,
    },
    GameOver {
        winner: String,
    },
    NoTurn,
    AlreadyBegun,
    FirstPlayerTie {
        tied: Vec<String>,
        top: i64,
    },
    DrewTwice {
        player: String,
    },
    FocusMissing {
        player: String,
    },
    EventDue {
        player: String,
        event: String,
    },
    ProvinceEmpty {
        province: String,
    },
    ActionPhaseGoesOn {
        chance: String,
    },
    AttackUnderWay {
        player: String,
    },
    EndPhaseDraw {
        player: String,
    },
    HandOverEight {
        player: String,
        count: usize,
    },
    NotOwnActionPhase {
        player: String,
    },
    NotOpenTiming {
        player: String,
    },
    NotBattleTiming {
        player: String,
    },
    NotYourOpportunity {
        player: String,
        chance: String,
    },

    // Provinces.
    ProvinceTaken {
        handle: String,
        owner: String,
        destroyed: bool,
    },
    NoStrongholdStrength {
        player: String,
        handle: String,
    },
    ProvinceDestroyed {
        province: String,
    },
    ProvinceFull {
        province: String,
        /// The card in it, when face up.
        card: Option<String>,
    },
    NotADynastyCard {
        card: String,
        kind: CardKind,
    },
    NotYourProvince {
        province: String,
        owner: String,
        player: String,
    },
    ProvinceDiscardTiming {
        player: String,
    },
    DiscardWhileResolving {
        action: String,
    },
    NoFaceUpCard {
        province: String,
    },
    HandDiscardTiming {
        player: String,
    },
    NothingToDiscard {
        player: String,
        count: usize,
    },

    // The attack.
    AttackTiming {
        player: String,
    },
    AlreadyAttacked {
        player: String,
    },
    AttackSelf {
        player: String,
    },
    NoProvinceToAttack {
        defender: String,
    },
    NoAttackToAssign,
    ManeuversOver,
    NotYourManeuvers {
        player: String,
        mover: String,
        cavalry: bool,
    },
    UnitAssigned {
        handle: String,
    },
    NotCavalry {
        handle: String,
    },
    NotDefendersProvince {
        province: String,
        defender: String,
    },
    NoAttack,
    BattleOrderNotNow,
    AttackerOrders {
        attacker: String,
    },
    BattleFought {
        province: String,
    },
    NoBattleThere {
        province: String,
    },
    NoUnitInBattle {
        player: String,
    },
    NotInBattle {
        handle: String,
        role: BattleUse,
    },

    // Ranged attacks, fear, the tactician.
    NamedTwice {
        handle: String,
    },
    NoRangedAttack {
        handle: String,
    },
    DifferentUnits {
        first: String,
        handle: String,
    },
    OwnRangedTarget {
        handle: String,
        player: String,
    },
    AncestorRangedTarget {
        handle: String,
    },
    NotARangedTarget {
        handle: String,
        kind: CardKind,
    },
    HasFollowers {
        handle: String,
        followers: Vec<String>,
    },
    ElementalRanged {
        handle: String,
    },
    ElementalTarget {
        card: String,
        target: String,
    },
    NoFear {
        handle: String,
    },
    FearUsed {
        handle: String,
    },
    FearTargetsUnit {
        player: String,
        /// The personality the targeted card is attached to.
        head: Option<String>,
        with: String,
    },
    NotATactician {
        handle: String,
    },
    TacticianUsed {
        handle: String,
    },

    // Duels.
    UndoesDuel {
        card: String,
    },
    DuelUnderWay {
        challenger: String,
        challenged: String,
    },
    NoChallenger {
        card: String,
        player: String,
    },
    OneChallenged {
        challenger: String,
    },
    NotOnBoard {
        handle: String,
    },
    ChallengeNotPersonality {
        handle: String,
        kind: CardKind,
    },
    ChallengeOwn {
        handle: String,
        player: String,
    },
    TooLate {
        challenger: String,
        challenged: String,
        next: DuelNext,
    },
    NoChallenge {
        player: String,
    },
    NotChallenged {
        challenged: String,
        owner: String,
    },
    NoDuel {
        player: String,
    },
    ChallengeUnanswered {
        challenged: String,
        owner: String,
    },
    EnteringDuel {
        challenger: String,
        challenged: String,
    },
    NotYourStrike {
        duelist: String,
        owner: String,
        player: String,
    },
    EmptyHandFocus {
        player: String,
        duelist: String,
    },

    // Windows, questions and petitions.
    AncestorTiming {
        player: String,
    },
    NothingToPrevent {
        player: String,
        action: String,
    },
    WhichTarget {
        action: String,
        targets: Vec<String>,
        to: String,
    },
    NotATarget {
        action: String,
        handle: String,
        targets: Vec<String>,
    },
    TriggerNotMet {
        card: String,
        condition: String,
        reason: TriggerProblem,
    },
    WindowOpen {
        action: String,
        chance: String,
    },
    NothingToReactTo,
    NotYourChance {
        player: String,
        chance: String,
    },
    PetitionOpen,
    QuestionOpen {
        player: String,
    },
    NothingToPass,
    NotAsked {
        player: String,
    },
    NotASeppukuCandidate {
        player: String,
        handle: String,
        candidates: Vec<String>,
    },

    // Declaring an action.
    ReactsWithKind {
        kind: ActionKind,
    },
    MissingKind {
        card: String,
    },
    NotAnAction {
        card: String,
        kind: CardKind,
    },
    BringWordsOnAction,
    CostOnTarget,
    CostNotPayable {
        word: String,
    },
    EffectOnEntry {
        word: String,
        card: String,
    },
    CostDishonor {
        handle: String,
    },
    ExpectIsNoAction,
    MissingTarget {
        card: String,
    },
    IllegalTarget {
        card: String,
        target: String,
        reason: TargetProblem,
    },
    IllegalFavorTarget {
        target: String,
        reason: TargetProblem,
    },
    NeedsReaction {
        effect: AnswerEffect,
    },
    NotRedirectable {
        action: String,
    },
    NotARitualHelper {
        handle: String,
        reason: RitualProblem,
    },
    NotEventsPhase {
        player: String,
    },
    RegionTaken {
        province: String,
        region: String,
    },
    EventWhileResolving {
        action: String,
    },
    RegionElsewhere {
        handle: String,
        home: String,
        province: String,
    },
    NeedsPerformer {
        card: String,
        player: String,
    },
    TerrainInPlay {
        terrain: String,
    },
    BadCopy {
        card: String,
    },

    // The Imperial Favor.
    AlreadyPetitioned {
        player: String,
    },
    AlreadyHoldsFavor {
        player: String,
    },
    NoPersonalHonor {
        handle: String,
    },
    NoPetition,
    NotASide {
        name: String,
        petitioner: String,
        opponent: String,
    },
    GiftUsed {
        player: String,
    },
    NoFavor {
        player: String,
    },
    FavorUseNeeds {
        kind: ActionKind,
    },

    // Bringing cards into play.
    NotAttached {
        handle: String,
    },
    AncestorStays {
        handle: String,
    },
    MissingHost {
        card: String,
    },
    NotEnoughGold {
        card: String,
        cost: i32,
        gold: i32,
        paying: String,
    },
    NoGold {
        handle: String,
        reason: GoldProblem,
    },
    HonorRequirement {
        card: String,
        player: String,
        needs: i32,
        has: i32,
        /// The personality is of the player's own clan, and the rule that would waive the
        /// requirement is not applied.
        own_clan: bool,
    },
    FollowerHonor {
        card: String,
        host: String,
        needs: i32,
        has: i32,
    },
    SecondItem {
        host: String,
        slot: ItemSlot,
    },
    NotShugenja {
        host: String,
    },
    TooManySpells {
        host: String,
        count: usize,
    },
    UniqueInPlay {
        card: String,
        handle: String,
    },
    NotOwnClan {
        choice: ClanChoice,
        player: String,
        clan: Option<String>,
    },
    NoOverlay {
        card: String,
        handle: String,
        reason: OverlayProblem,
    },
    NotDynastyPhase {
        player: String,
    },
    NotInProvince {
        card: String,
        player: String,
    },
    AncestorClan {
        card: String,
        host: String,
    },

    // The log.
    NothingToUndo,
    UndoNeedsHistory,
}

impl Refusal {
    /// What is wrong, in no language yet: the one place a refusal is worded. A variant still
    /// worded by `Msg::english` is not yet in the catalogue (a test counts them).
    pub fn msg(&self) -> Msg {
        match self {
            Refusal::NoPlayers => msg!("refusal-no-players"),
            Refusal::PlayersAlreadySet => msg!("refusal-players-already-set"),
            Refusal::DuplicatePlayer { name } => msg!("refusal-duplicate-player", name = name),
            Refusal::ReservedPlayerName => Msg::english(format_args!("`all`, `none`, `actor`, `me` and `controller` are words of the language: give that player another name")),
            Refusal::Unknown { kind, name, suggestion } => Msg::english(format_args!("unknown {} `{name}`{}: {}", kind.what(), hint(suggestion), kind.fix())),
            Refusal::Ambiguous { name, candidates } => Msg::english(format_args!("`{name}` could be any of {}: type more of the name", candidates.join(", "))),
            Refusal::HandleTaken { handle } => msg!("refusal-handle-taken", handle = handle),
            Refusal::NotInPlay { handle } => msg!("refusal-not-in-play", handle = handle),
            Refusal::NotAPersonality { handle, role } => Msg::english(format_args!("{handle} is not a personality: only personalities can {}", role.what())),
            Refusal::OnlyPersonalitiesDishonored => Msg::english(format_args!("only personalities can be dishonored")),
            Refusal::NotYours { handle, player, controller } => msg!("refusal-not-yours", handle = handle, player = player, controller = controller),
            Refusal::Bowed { handle } => msg!("refusal-bowed", handle = handle),
            Refusal::AlreadyBowed { handle } => msg!("refusal-already-bowed", handle = handle),
            Refusal::BowedHost { handle } => msg!("refusal-bowed-host", handle = handle),
            Refusal::BowedUnit { handle } => msg!("refusal-bowed-unit", handle = handle),
            Refusal::BowedInExchange { handle } => msg!("refusal-bowed-in-exchange", handle = handle),
            Refusal::BowedPerformer { handle, card } => Msg::english(format_args!("{handle} is bowed, so it cannot perform {card}: a bowed card cannot be used until it straightens ({})", Reading(ids::BOW_BOWED_UNUSABLE))),
            Refusal::NotBowed { handle } => msg!("refusal-not-bowed", handle = handle),
            Refusal::AlreadyDishonored { handle } => msg!("refusal-already-dishonored", handle = handle),
            Refusal::NotDishonored { handle } => msg!("refusal-not-dishonored", handle = handle),
            Refusal::Overflow { what } => msg!("refusal-overflow", what = what.clone()),
            Refusal::PlayerOut { player, provinces_lost: true } => msg!("refusal-player-out-provinces", player = player),
            Refusal::PlayerOut { player, provinces_lost: false } => msg!("refusal-player-out-honor", player = player),
            Refusal::NothingToReveal { province, face_up: Some(card) } => msg!("refusal-already-face-up", province = province, card = card),
            Refusal::NothingToReveal { province, face_up: None } => msg!("refusal-nothing-to-reveal", province = province),
            Refusal::EventOnce { event } => msg!("refusal-event-once", event = event),
            Refusal::GameOver { winner } => msg!("refusal-game-over", winner = winner),
            Refusal::NoTurn => msg!("refusal-no-turn"),
            Refusal::AlreadyBegun => Msg::english(format_args!("the game has already begun: `turn NAME PHASE` sets a situation in the middle of a game")),
            Refusal::FirstPlayerTie { tied, top } => Msg::english(format_args!("{} are tied at {top}: break the tie at random at the table (say, by the focus values of the bottom cards of their fate decks) and type `start NAME`", and_list(tied))),
            Refusal::DrewTwice { player } => Msg::english(format_args!("{player} drew twice: each player draws one card")),
            Refusal::FocusMissing { player } => Msg::english(format_args!("every player draws: give {player}'s focus value too")),
            Refusal::EventDue { player, event } => Msg::english(format_args!("{event} was turned up and resolves now: `{player} plays \"{event}\"`")),
            Refusal::ProvinceEmpty { province } => Msg::english(format_args!("{province} is empty: it is refilled at once, face down (`fill {province} CARD`)")),
            Refusal::ActionPhaseGoesOn { chance } => Msg::english(format_args!("the action phase ends only when every player has passed in a row: it is {chance}'s opportunity (`pass`)")),
            Refusal::AttackUnderWay { player } => Msg::english(format_args!("{player}'s attack is under way: its maneuvers and battles come first (`pass` ends a player's maneuvers; `{player} fights PROVINCE` starts a battle)")),
            Refusal::EndPhaseDraw { player } => Msg::english(format_args!("{player} draws one fate card in the end phase: record it with `hand {player} CARD`")),
            Refusal::HandOverEight { player, count } => Msg::english(format_args!("{player} holds {count} fate cards: discard down to eight first (`{player} discards CARD`)")),
            Refusal::NotOwnActionPhase { player } => msg!("refusal-not-own-action-phase", player = player),
            Refusal::NotOpenTiming { player } => msg!("refusal-not-open-timing", player = player),
            Refusal::NotBattleTiming { player } => msg!("refusal-not-battle-timing", player = player),
            Refusal::NotYourOpportunity { player, chance } => msg!("refusal-not-your-opportunity", player = player, chance = chance),
            Refusal::ProvinceTaken { handle, owner, destroyed } => Msg::english(format_args!("{handle} is already {owner}'s province{}: choose another handle, or type a new strength for it (`province {owner} {handle} strength N`)", if *destroyed { ", destroyed" } else { "" })),
            Refusal::NoStrongholdStrength { player, handle } => Msg::english(format_args!("{player} has no stronghold with a printed province strength in play: type the strength (`province {player} {handle} strength N`)")),
            Refusal::ProvinceDestroyed { province } => Msg::english(format_args!("{province} was destroyed: a destroyed province is never refilled")),
            Refusal::ProvinceFull { province, card } => Msg::english(format_args!("{province} already holds {}: only an empty province is refilled", card.as_deref().unwrap_or("a face-down card"))),
            Refusal::NotADynastyCard { card, kind } => Msg::english(format_args!("{card} is a {} card: provinces hold dynasty cards (personalities, holdings, regions, events)", kind.keyword())),
            Refusal::NotYourProvince { province, owner, player } => Msg::english(format_args!("{province} is {owner}'s province, not {player}'s")),
            Refusal::ProvinceDiscardTiming { player } => Msg::english(format_args!("{player} discards from a province only in their own dynasty phase")),
            Refusal::DiscardWhileResolving { action } => Msg::english(format_args!("{action} has not resolved yet: a card is discarded from a province only when nothing waits to resolve (`pass` until {action} has resolved)")),
            Refusal::NoFaceUpCard { province } => Msg::english(format_args!("{province} holds no face-up card to discard")),
            Refusal::HandDiscardTiming { player } => Msg::english(format_args!("{player} discards from the hand by the rules only in their own end phase, down to eight cards (a judge removes a card with `discard H`)")),
            Refusal::NothingToDiscard { player, count } => Msg::english(format_args!("{player} holds {count} fate cards, not more than eight: nothing to discard")),
            Refusal::AttackTiming { player } => Msg::english(format_args!("{player} declares an attack only in their own attack phase")),
            Refusal::AlreadyAttacked { player } => Msg::english(format_args!("{player} has already declared this turn's attack")),
            Refusal::AttackSelf { player } => Msg::english(format_args!("{player} attacks another player")),
            Refusal::NoProvinceToAttack { defender } => Msg::english(format_args!("{defender} has no province on the board to attack: record them with `province {defender} H strength N`")),
            Refusal::NoAttackToAssign => Msg::english(format_args!("no attack has been declared: units are assigned after `NAME attacks PLAYER`")),
            Refusal::ManeuversOver => Msg::english(format_args!("the maneuvers are over: no more units are assigned")),
            Refusal::NotYourManeuvers { player, mover, cavalry } => Msg::english(format_args!("these are {mover}'s {} maneuvers, not {player}'s ({})", if *cavalry { "cavalry" } else { "infantry" }, Reading(ids::REF_BATTLE_SEGMENTS))),
            Refusal::UnitAssigned { handle } => Msg::english(format_args!("{handle}'s unit is already assigned")),
            Refusal::NotCavalry { handle } => Msg::english(format_args!("{handle}'s unit is not cavalry (the personality and every follower need the trait): it is assigned in the infantry maneuvers")),
            Refusal::NotDefendersProvince { province, defender } => Msg::english(format_args!("{province} is not a standing province of {defender}, the defender")),
            Refusal::NoAttack => Msg::english(format_args!("no attack has been declared")),
            Refusal::BattleOrderNotNow => Msg::english(format_args!("the next battle is chosen once the maneuvers are over and no battle is being fought")),
            Refusal::AttackerOrders { attacker } => Msg::english(format_args!("the attacker, {attacker}, chooses the order of battles")),
            Refusal::BattleFought { province } => Msg::english(format_args!("the battle at {province} has been fought")),
            Refusal::NoBattleThere { province } => Msg::english(format_args!("no unit was assigned to {province}: there is no battle there")),
            Refusal::NoUnitInBattle { player } => Msg::english(format_args!("{player} has no unit in this battle: a Battle action needs one")),
            Refusal::NotInBattle { handle, role } => Msg::english(format_args!("{handle} is not in the battle being fought: {}", role.why())),
            Refusal::NamedTwice { handle } => Msg::english(format_args!("{handle} is named twice: a card makes its ranged attack once")),
            Refusal::NoRangedAttack { handle } => Msg::english(format_args!("{handle} has no ranged attack (a card's ranged attack is typed with `ranged N` when it enters play)")),
            Refusal::DifferentUnits { first, handle } => Msg::english(format_args!("{first} and {handle} are in different units: only cards of one unit combine their ranged attacks; make one attack for each unit")),
            Refusal::OwnRangedTarget { handle, player } => Msg::english(format_args!("{handle} is {player}'s own card: a ranged attack targets only an opposing personality or follower")),
            Refusal::AncestorRangedTarget { handle } => Msg::english(format_args!("{handle} is an ancestor: an ancestor cannot be the target of a ranged attack")),
            Refusal::NotARangedTarget { handle, kind } => Msg::english(format_args!("{handle} is a {}: a ranged attack targets only an opposing personality or follower, never a province or a holding", kind.keyword())),
            Refusal::HasFollowers { handle, followers } => Msg::english(format_args!("{handle} has followers ({}): a personality with followers cannot be the target of a ranged attack; target a follower", followers.join(", "))),
            Refusal::ElementalRanged { handle } => Msg::english(format_args!("{handle} is immune to elemental effects, and this ranged attack is elemental ({})",
        Reading(ids::TRAIT_ELEMENTAL))),
            Refusal::ElementalTarget { card, target } => Msg::english(format_args!("{card} cannot target or affect {target}: {target} is immune to elemental effects, and this card's effect is elemental ({})", Reading(ids::TRAIT_ELEMENTAL))),
            Refusal::NoFear { handle } => Msg::english(format_args!("{handle} causes no fear (a card's fear is typed with `fear N` when it enters play)")),
            Refusal::FearUsed { handle } => Msg::english(format_args!("{handle}'s fear has already been used in this battle: each fear ability may be used once per battle")),
            Refusal::FearTargetsUnit { player, head, with } => Msg::english(format_args!("fear targets a unit: name the unit's personality (`{player} frightens {} with {with}`)", head.as_deref().unwrap_or("its personality"))),
            Refusal::NotATactician { handle } => Msg::english(format_args!("{handle} does not have the tactician trait")),
            Refusal::TacticianUsed { handle } => Msg::english(format_args!("{handle}'s tactician ability has already been used in this battle: once per battle")),
            Refusal::UndoesDuel { card } => Msg::english(format_args!("{card} would cancel or redirect the duel: a reaction to personalities entering a duel may refer to the duelists, not undo the challenge ({})", Reading(ids::DUEL_CHALLENGE))),
            Refusal::DuelUnderWay { challenger, challenged } => Msg::english(format_args!("{challenger} and {challenged} are in a duel already: a new challenge waits until it ends")),
            Refusal::NoChallenger { card, player } => Msg::english(format_args!("{card} issues a challenge between one of {player}'s personalities and another player's: name {player}'s duelist with `by H`")),
            Refusal::OneChallenged { challenger } => Msg::english(format_args!("a challenge has one target: the personality of another player that {challenger} challenges")),
            Refusal::NotOnBoard { handle } => msg!("refusal-not-on-board", handle = handle),
            Refusal::ChallengeNotPersonality { handle, kind } => Msg::english(format_args!("{handle} is a {}: a challenge is issued to a personality (a card that lets a follower duel too is typed `challenge … any-card`)", kind.keyword())),
            Refusal::ChallengeOwn { handle, player } => Msg::english(format_args!("{handle} is {player}'s own personality: a challenge is issued to a personality another player controls")),
            Refusal::TooLate { challenger, challenged, next } => Msg::english(format_args!("{} between {challenger} and {challenged} is being resolved: it is too late for any other action, and nothing may change the duelists until it ends; next: {next}", if matches!(next, DuelNext::Answer { .. }) { "a challenge" } else { "a duel" })),
            Refusal::NoChallenge { player } => msg!("refusal-no-challenge", player = player),
            Refusal::NotChallenged { challenged, owner } => Msg::english(format_args!("the challenge is to {challenged}: {owner}, who controls it, accepts or refuses (`{owner} accepts`)")),
            Refusal::NoDuel { player } => msg!("refusal-no-duel", player = player),
            Refusal::ChallengeUnanswered { challenged, owner } => Msg::english(format_args!("the challenge to {challenged} is not answered yet: `{owner} accepts` or `{owner} refuses` first")),
            Refusal::EnteringDuel { challenger, challenged } => Msg::english(format_args!("{challenger} and {challenged} are entering the duel: its reaction window is open (`pass` when no one reacts), and the duel begins when it closes")),
            Refusal::NotYourStrike { duelist, owner, player } => Msg::english(format_args!("it is {duelist}'s turn to focus or strike, so {owner} acts, not {player}")),
            Refusal::EmptyHandFocus { player, duelist } => Msg::english(format_args!("{player} has no fate card in hand, so {duelist} cannot focus and must strike: `{player} strikes` (record a card drawn earlier with `hand {player} \"Card\" focus N`)")),
            Refusal::AncestorTiming { player } => Msg::english(format_args!("{player} may attach an ancestor only in their own action phase, or in answer to that personality entering play (right after it enters)")),
            Refusal::NothingToPrevent { player, action } => Msg::english(format_args!("{action} would cost {player} no family honor as it resolves, so the Imperial Favor has no loss to prevent: keep it (`pass {player}`) ({})", Reading(ids::FAVOR_USE_REACTION))),
            Refusal::WhichTarget { action, targets, to } => Msg::english(format_args!("{action} has {} targets ({}): say which one moves to {to}, e.g. `redirect {to} from {}`", targets.len(), targets.join(", "), targets.first().map(String::as_str).unwrap_or("?"))),
            Refusal::NotATarget { action, handle, targets } => Msg::english(format_args!("{handle} is not a target of {action}; its targets are {}", targets.join(", "))),
            Refusal::TriggerNotMet { card, condition, reason } => Msg::english(format_args!("{card} answers only \"{condition}\": {reason}")),
            Refusal::WindowOpen { action, chance } => msg!("refusal-window-open", action = action, chance = chance),
            Refusal::NothingToReactTo => msg!("refusal-nothing-to-react-to"),
            Refusal::NotYourChance { player, chance } => msg!("refusal-not-your-chance", player = player, chance = chance),
            Refusal::PetitionOpen => msg!("refusal-petition-open", reading = Arg::Reading(ids::FAVOR_PETITION)),
            Refusal::QuestionOpen { player } => msg!("refusal-question-open", player = player),
            Refusal::NothingToPass => msg!("refusal-nothing-to-pass"),
            Refusal::NotAsked { player } => msg!("refusal-not-asked", player = player),
            Refusal::NotASeppukuCandidate { player, handle, candidates } => Msg::english(format_args!("{handle} cannot commit seppuku here: {player} may order it only of {}", candidates.join(", "))),
            Refusal::ReactsWithKind { kind } => Msg::english(format_args!("`reacts` declares a reaction; `{}` contradicts it: drop the kind or use `plays`", kind.keyword())),
            Refusal::MissingKind { card } => Msg::english(format_args!("the kind of `{card}` is unknown: add limited, open, battle or reaction to the line")),
            Refusal::NotAnAction { card, kind } => Msg::english(format_args!("{card} is a {kind:?} card, not an action: it is brought into play, not played as an action")),
            Refusal::BringWordsOnAction => Msg::english(format_args!("`on`, `paying`, `over`, `discount`, `proclaim` and `as` belong to cards brought into play (followers, items, spells, personalities, holdings)")),
            Refusal::CostOnTarget => Msg::english(format_args!("a cost cannot act on the target: name the card it bows or destroys")),
            Refusal::CostNotPayable { word } => Msg::english(format_args!("`{word}` is not a cost gunbai pays: a cost is `lose-honor N`, `gain-honor N`, or `bow`, `destroy`, `dishonor` or `discard` with a card's handle; type what the card does after `effect`")),
            Refusal::EffectOnEntry { word, card } => Msg::english(format_args!("`{word}` does nothing as {card} comes into play: after `effect`, a card brought into play takes only `lose-honor N` or `gain-honor N` (the honor it changes as it enters); play its later actions with `plays`")),
            Refusal::CostDishonor { handle } => Msg::english(format_args!("{handle} cannot be dishonored to pay a cost: only an honorable personality can")),
            Refusal::ExpectIsNoAction => Msg::english(format_args!("`expect` checks the board; it is not an action")),
            Refusal::MissingTarget { card } => msg!("refusal-missing-target", card = card),
            Refusal::IllegalTarget { card, target, reason } => Msg::english(format_args!("{target} is not a legal target for {card}: {reason}")),
            Refusal::IllegalFavorTarget { target, reason } => Msg::english(format_args!("{target} is not a legal target for the Imperial Favor: {reason}")),
            Refusal::NeedsReaction { effect } => msg!("refusal-needs-reaction", effect = effect.keyword()),
            Refusal::NotRedirectable { action } => Msg::english(format_args!("{action} cannot be redirected: its player chose no target")),
            Refusal::NotARitualHelper { handle, reason } => Msg::english(format_args!("{handle} cannot aid the ritual: {}", reason.why())),
            Refusal::NotEventsPhase { player } => Msg::english(format_args!("{player}'s events and regions come into play only in {player}'s events phase: in a game played by the rules, `next` moves play on to it, or `undo` takes back a line that went past it (`turn {player} events` sets a free situation instead, leaving the rules' order of play)")),
            Refusal::EventWhileResolving { action } => Msg::english(format_args!("{action} has not resolved yet: an event comes into play only when nothing waits to resolve (`pass` until {action} has resolved)")),
            Refusal::RegionElsewhere { handle, home, province } => Msg::english(format_args!("{handle} lies on {home}: the Battle actions of a region or a fortification are used only in the battle at its province, {home}, not at {province}")),
            Refusal::NeedsPerformer { card, player } => Msg::english(format_args!("{card} needs an unbowed shugenja or monk of {player}'s to perform it: add `by HANDLE`")),
            Refusal::TerrainInPlay { terrain } => Msg::english(format_args!("this battle already has a terrain, {terrain}: another can be played only once it is gone, or by a card that replaces it")),
            Refusal::BadCopy { card } => Msg::english(format_args!("{card} copies onto the card performing it: add `by HANDLE`, and a card never copies itself")),
            Refusal::AlreadyPetitioned { player } => msg!("refusal-already-petitioned", player = player),
            Refusal::AlreadyHoldsFavor { player } => msg!("refusal-already-holds-favor", player = player),
            Refusal::NoPersonalHonor { handle } => msg!("refusal-no-personal-honor", handle = handle),
            Refusal::NoPetition => msg!("refusal-no-petition"),
            Refusal::NotASide { name, petitioner, opponent } => msg!("refusal-not-a-side", name = name, petitioner = petitioner, opponent = opponent),
            Refusal::GiftUsed { player } => msg!("refusal-gift-used", player = player),
            Refusal::NoFavor { player } => msg!("refusal-no-favor", player = player),
            Refusal::FavorUseNeeds { kind } => Msg::english(format_args!("the {kind:?} use of the Imperial Favor needs {}", match kind {
        ActionKind::Open => "a target: a dishonored personality or a dishonorable dead (`target HANDLE`)",
        ActionKind::Battle => "a target: a personality whose unit is in the battle (`target HANDLE`)",
        _ => "no target",
    })),
            Refusal::NotAttached { handle } => Msg::english(format_args!("{handle} is not attached to another personality it could move from")),
            Refusal::AncestorStays { handle } => Msg::english(format_args!("{handle} is an ancestor: it never moves while its personality lives")),
            Refusal::MissingHost { card } => Msg::english(format_args!("{card} goes onto a personality: add `on HANDLE`")),
            Refusal::NotEnoughGold { card, cost, gold, paying } => Msg::english(format_args!("{card} costs {cost} gold but {paying} produce {gold}: add holdings to `paying`")),
            Refusal::NoGold { handle, reason } => Msg::english(format_args!("{handle} cannot pay gold: {}", reason.why())),
            Refusal::HonorRequirement { card, player, needs, has, own_clan } => Msg::english(format_args!("{card} needs family honor {needs} or more; {player} has {has}{}", if *own_clan { "; the later rule that lets a player ignore the honor requirement of their own clan's personalities is not applied" } else { "" })),
            Refusal::FollowerHonor { card, host, needs, has } => Msg::english(format_args!("{card} needs a personality with personal honor {needs} or more; {host} has {has}")),
            Refusal::SecondItem { host, slot } => msg!("refusal-second-item", host = host, slot = slot.keyword()),
            Refusal::NotShugenja { host } => Msg::english(format_args!("{host} is not a shugenja: only shugenja take spells")),
            Refusal::TooManySpells { host, count } => Msg::english(format_args!("{host} already has {count} spells, as many as its chi")),
            Refusal::UniqueInPlay { card, handle } => Msg::english(format_args!("{card} is unique and {handle} is already in play: another version enters only by being laid over {handle} by its controller (`over {handle}`)")),
            Refusal::NotOwnClan { choice, player, clan } => Msg::english(format_args!("`{}` is only for a personality of {player}'s own clan{}", match choice { ClanChoice::Discount => "discount", ClanChoice::Proclaim => "proclaim" }, clan.as_ref().map(|c| format!(" ({c})")).unwrap_or_else(|| String::from(": set it with `clan PLAYER CLAN`")))),
            Refusal::NoOverlay { card, handle, reason } => Msg::english(format_args!("{card} cannot be laid over {handle}: {}", reason.why())),
            Refusal::NotDynastyPhase { player } => Msg::english(format_args!("{player} brings personalities and holdings into play only in their own dynasty phase: in a game played by the rules, `next` moves play on to it, or `undo` takes back a line that went past it (`turn {player} dynasty` sets a free situation instead, leaving the rules' order of play)")),
            Refusal::NotInProvince { card, player } => Msg::english(format_args!("{card} is not face up in one of {player}'s provinces: only such a card is recruited, or laid over an earlier version")),
            Refusal::AncestorClan { card, host } => Msg::english(format_args!("{card} is an ancestor of another clan: {host} cannot take it")),
            Refusal::NothingToUndo => msg!("refusal-nothing-to-undo"),
            Refusal::UndoNeedsHistory => Msg::english(format_args!("`undo` is decided against the case's history")),
            Refusal::RegionTaken { province, region } => Msg::english(format_args!("{province} already has the region {region}: a province holds one region at a time")),
        }
    }
}

/// English.
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.msg().render(Lang::En))
    }
}

impl std::error::Error for Refusal {}
