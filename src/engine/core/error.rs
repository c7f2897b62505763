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
use crate::lang::ast::{ActionKind, CardKind, Span};
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

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.kind)?;
        match self.rule {
            Some(rule) => write!(f, " ({rule})"),
            None => Ok(()),
        }
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
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    // Seating and names.
    #[error("no players yet: type `players NAME NAME …` first")]
    NoPlayers,
    #[error("players are already seated: start a new case to seat others")]
    PlayersAlreadySet,
    #[error("`{name}` is seated twice: each player needs a different name")]
    DuplicatePlayer { name: String },
    #[error("`all`, `none`, `actor`, `me` and `controller` are words of the language: give that player another name")]
    ReservedPlayerName,
    #[error("unknown {} `{name}`{}: {}", kind.what(), hint(suggestion), kind.fix())]
    Unknown {
        kind: NameKind,
        name: String,
        suggestion: Option<String>,
    },
    #[error("`{name}` could be any of {}: type more of the name", candidates.join(", "))]
    Ambiguous {
        name: String,
        candidates: Vec<String>,
    },
    #[error("the handle `{handle}` is taken: choose another with `as NAME`")]
    HandleTaken { handle: String },

    // Cards on the board.
    #[error("{handle} is not in play")]
    NotInPlay { handle: String },
    #[error("{handle} is not a personality: only personalities can {}", role.what())]
    NotAPersonality {
        handle: String,
        role: PersonalityRole,
    },
    #[error("only personalities can be dishonored")]
    OnlyPersonalitiesDishonored,
    #[error("{handle} is controlled by {controller}, not {player}")]
    NotYours {
        handle: String,
        player: String,
        controller: String,
    },
    #[error("{handle} is already bowed: a bowed card cannot be used")]
    Bowed { handle: String },
    #[error("{handle} is bowed, so it cannot perform {card}: a bowed card cannot be used until it straightens ({})", Reading(ids::BOW_BOWED_UNUSABLE))]
    BowedPerformer { handle: String, card: String },
    #[error("{handle} is not bowed")]
    NotBowed { handle: String },
    #[error("{handle} is already dishonored")]
    AlreadyDishonored { handle: String },
    #[error("{handle} is not dishonored")]
    NotDishonored { handle: String },
    #[error("{what} would go beyond what gunbai can count (−2147483648 to 2147483647): nothing is recorded; use smaller numbers (for family honor, `honor PLAYER N` sets it)")]
    Overflow { what: String },

    // The game and the turn.
    #[error("{player} is out of the game")]
    PlayerOut { player: String },
    #[error("the game is over: {winner} has won; use `undo` or fork the case to go on")]
    GameOver { winner: String },
    #[error("no turn yet: type `start PLAYER` to begin the game, or `turn PLAYER PHASE` to set a situation in the middle of one")]
    NoTurn,
    #[error(
        "the game has already begun: `turn NAME PHASE` sets a situation in the middle of a game"
    )]
    AlreadyBegun,
    #[error("{} are tied at {top}: break the tie at random at the table (say, by the focus values of the bottom cards of their fate decks) and type `start NAME`", and_list(tied))]
    FirstPlayerTie { tied: Vec<String>, top: i64 },
    #[error("{player} drew twice: each player draws one card")]
    DrewTwice { player: String },
    #[error("every player draws: give {player}'s focus value too")]
    FocusMissing { player: String },
    #[error("{event} was turned up and resolves now: `{player} plays \"{event}\"`")]
    EventDue { player: String, event: String },
    #[error("{province} is empty: it is refilled at once, face down (`fill {province} CARD`)")]
    ProvinceEmpty { province: String },
    #[error("the action phase ends only when every player has passed in a row: it is {chance}'s opportunity (`pass`)")]
    ActionPhaseGoesOn { chance: String },
    #[error("{player}'s attack is under way: its maneuvers and battles come first (`pass` ends a player's maneuvers; `{player} fights PROVINCE` starts a battle)")]
    AttackUnderWay { player: String },
    #[error("{player} draws one fate card in the end phase: record it with `hand {player} CARD`")]
    EndPhaseDraw { player: String },
    #[error(
        "{player} holds {count} fate cards: discard down to eight first (`{player} discards CARD`)"
    )]
    HandOverEight { player: String, count: usize },
    #[error("{player} cannot take a Limited action now: only in their own action phase, with nothing waiting to resolve")]
    NotOwnActionPhase { player: String },
    #[error("{player} cannot take an Open action now: only in an action phase or the battle action segment")]
    NotOpenTiming { player: String },
    #[error("{player} cannot take a Battle action now: only in the battle action segment (`turn PLAYER battle`)")]
    NotBattleTiming { player: String },
    #[error("it is {chance}'s opportunity to act, not {player}'s: {chance} acts or passes (`pass`) first")]
    NotYourOpportunity { player: String, chance: String },

    // Provinces.
    #[error("{handle} is already {owner}'s province{}: choose another handle, or type a new strength for it (`province {owner} {handle} strength N`)", if *destroyed { ", destroyed" } else { "" })]
    ProvinceTaken {
        handle: String,
        owner: String,
        destroyed: bool,
    },
    #[error("{player} has no stronghold with a printed province strength in play: type the strength (`province {player} {handle} strength N`)")]
    NoStrongholdStrength { player: String, handle: String },
    #[error("{province} was destroyed: a destroyed province is never refilled")]
    ProvinceDestroyed { province: String },
    #[error("{province} already holds {}: only an empty province is refilled", card.as_deref().unwrap_or("a face-down card"))]
    ProvinceFull {
        province: String,
        /// The card in it, when face up.
        card: Option<String>,
    },
    #[error("{card} is a {} card: provinces hold dynasty cards (personalities, holdings, regions, events)", kind.keyword())]
    NotADynastyCard { card: String, kind: CardKind },
    #[error("{province} is {owner}'s province, not {player}'s")]
    NotYourProvince {
        province: String,
        owner: String,
        player: String,
    },
    #[error("{player} discards from a province only in their own dynasty phase")]
    ProvinceDiscardTiming { player: String },
    #[error("{action} has not resolved yet: a card is discarded from a province only when nothing waits to resolve (`pass` until {action} has resolved)")]
    DiscardWhileResolving { action: String },
    #[error("{province} holds no face-up card to discard")]
    NoFaceUpCard { province: String },
    #[error("{player} discards from the hand by the rules only in their own end phase, down to eight cards (a judge removes a card with `discard H`)")]
    HandDiscardTiming { player: String },
    #[error("{player} holds {count} fate cards, not more than eight: nothing to discard")]
    NothingToDiscard { player: String, count: usize },

    // The attack.
    #[error("{player} declares an attack only in their own attack phase")]
    AttackTiming { player: String },
    #[error("{player} has already declared this turn's attack")]
    AlreadyAttacked { player: String },
    #[error("{player} attacks another player")]
    AttackSelf { player: String },
    #[error("{defender} has no province on the board to attack: record them with `province {defender} H strength N`")]
    NoProvinceToAttack { defender: String },
    #[error("no attack has been declared: units are assigned after `NAME attacks PLAYER`")]
    NoAttackToAssign,
    #[error("the maneuvers are over: no more units are assigned")]
    ManeuversOver,
    #[error("these are {mover}'s {} maneuvers, not {player}'s ({})", if *cavalry { "cavalry" } else { "infantry" }, Reading(ids::REF_BATTLE_SEGMENTS))]
    NotYourManeuvers {
        player: String,
        mover: String,
        cavalry: bool,
    },
    #[error("{handle}'s unit is already assigned")]
    UnitAssigned { handle: String },
    #[error("{handle}'s unit is not cavalry (the personality and every follower need the trait): it is assigned in the infantry maneuvers")]
    NotCavalry { handle: String },
    #[error("{province} is not a standing province of {defender}, the defender")]
    NotDefendersProvince { province: String, defender: String },
    #[error("no attack has been declared")]
    NoAttack,
    #[error("the next battle is chosen once the maneuvers are over and no battle is being fought")]
    BattleOrderNotNow,
    #[error("the attacker, {attacker}, chooses the order of battles")]
    AttackerOrders { attacker: String },
    #[error("the battle at {province} has been fought")]
    BattleFought { province: String },
    #[error("no unit was assigned to {province}: there is no battle there")]
    NoBattleThere { province: String },
    #[error("{player} has no unit in this battle: a Battle action needs one")]
    NoUnitInBattle { player: String },
    #[error("{handle} is not in the battle being fought: {}", role.why())]
    NotInBattle { handle: String, role: BattleUse },

    // Ranged attacks, fear, the tactician.
    #[error("{handle} is named twice: a card makes its ranged attack once")]
    NamedTwice { handle: String },
    #[error("{handle} has no ranged attack (a card's ranged attack is typed with `ranged N` when it enters play)")]
    NoRangedAttack { handle: String },
    #[error("{first} and {handle} are in different units: only cards of one unit combine their ranged attacks; make one attack for each unit")]
    DifferentUnits { first: String, handle: String },
    #[error("{handle} is {player}'s own card: a ranged attack targets only an opposing personality or follower")]
    OwnRangedTarget { handle: String, player: String },
    #[error("{handle} is an ancestor: an ancestor cannot be the target of a ranged attack")]
    AncestorRangedTarget { handle: String },
    #[error("{handle} is a {}: a ranged attack targets only an opposing personality or follower, never a province or a holding", kind.keyword())]
    NotARangedTarget { handle: String, kind: CardKind },
    #[error("{handle} has followers ({}): a personality with followers cannot be the target of a ranged attack; target a follower", followers.join(", "))]
    HasFollowers {
        handle: String,
        followers: Vec<String>,
    },
    #[error(
        "{handle} is immune to elemental effects, and this ranged attack is elemental ({})",
        Reading(ids::TRAIT_ELEMENTAL)
    )]
    ElementalRanged { handle: String },
    #[error("{card} cannot target or affect {target}: {target} is immune to elemental effects, and this card's effect is elemental ({})", Reading(ids::TRAIT_ELEMENTAL))]
    ElementalTarget { card: String, target: String },
    #[error("{handle} causes no fear (a card's fear is typed with `fear N` when it enters play)")]
    NoFear { handle: String },
    #[error("{handle}'s fear has already been used in this battle: each fear ability may be used once per battle")]
    FearUsed { handle: String },
    #[error("fear targets a unit: name the unit's personality (`{player} frightens {} with {with}`)", head.as_deref().unwrap_or("its personality"))]
    FearTargetsUnit {
        player: String,
        /// The personality the targeted card is attached to.
        head: Option<String>,
        with: String,
    },
    #[error("{handle} does not have the tactician trait")]
    NotATactician { handle: String },
    #[error("{handle}'s tactician ability has already been used in this battle: once per battle")]
    TacticianUsed { handle: String },

    // Duels.
    #[error("{card} would cancel or redirect the duel: a reaction to personalities entering a duel may refer to the duelists, not undo the challenge ({})", Reading(ids::DUEL_CHALLENGE))]
    UndoesDuel { card: String },
    #[error(
        "{challenger} and {challenged} are in a duel already: a new challenge waits until it ends"
    )]
    DuelUnderWay {
        challenger: String,
        challenged: String,
    },
    #[error("{card} issues a challenge between one of {player}'s personalities and another player's: name {player}'s duelist with `by H`")]
    NoChallenger { card: String, player: String },
    #[error("a challenge has one target: the personality of another player that {challenger} challenges")]
    OneChallenged { challenger: String },
    #[error("{handle} is not on the board")]
    NotOnBoard { handle: String },
    #[error("{handle} is a {}: a challenge is issued to a personality (a card that lets a follower duel too is typed `challenge … any-card`)", kind.keyword())]
    ChallengeNotPersonality { handle: String, kind: CardKind },
    #[error("{handle} is {player}'s own personality: a challenge is issued to a personality another player controls")]
    ChallengeOwn { handle: String, player: String },
    #[error("{} between {challenger} and {challenged} is being resolved: it is too late for any other action, and nothing may change the duelists until it ends; next: {next}", if matches!(next, DuelNext::Answer { .. }) { "a challenge" } else { "a duel" })]
    TooLate {
        challenger: String,
        challenged: String,
        next: DuelNext,
    },
    #[error("there is no challenge for {player} to answer")]
    NoChallenge { player: String },
    #[error("the challenge is to {challenged}: {owner}, who controls it, accepts or refuses (`{owner} accepts`)")]
    NotChallenged { challenged: String, owner: String },
    #[error("no duel is being fought: {player} cannot focus or strike")]
    NoDuel { player: String },
    #[error("the challenge to {challenged} is not answered yet: `{owner} accepts` or `{owner} refuses` first")]
    ChallengeUnanswered { challenged: String, owner: String },
    #[error("{challenger} and {challenged} are entering the duel: its reaction window is open (`pass` when no one reacts), and the duel begins when it closes")]
    EnteringDuel {
        challenger: String,
        challenged: String,
    },
    #[error("it is {duelist}'s turn to focus or strike, so {owner} acts, not {player}")]
    NotYourStrike {
        duelist: String,
        owner: String,
        player: String,
    },
    #[error("{player} has no fate card in hand, so {duelist} cannot focus and must strike: `{player} strikes` (record a card drawn earlier with `hand {player} \"Card\" focus N`)")]
    EmptyHandFocus { player: String, duelist: String },

    // Windows, questions and petitions.
    #[error("{player} may attach an ancestor only in their own action phase, or in answer to that personality entering play (right after it enters)")]
    AncestorTiming { player: String },
    #[error("{action} would cost {player} no family honor as it resolves, so the Imperial Favor has no loss to prevent: keep it (`pass {player}`) ({})", Reading(ids::FAVOR_USE_REACTION))]
    NothingToPrevent { player: String, action: String },
    #[error("{action} has {} targets ({}): say which one moves to {to}, e.g. `redirect {to} from {}`", targets.len(), targets.join(", "), targets.first().map(String::as_str).unwrap_or("?"))]
    WhichTarget {
        action: String,
        targets: Vec<String>,
        to: String,
    },
    #[error("{handle} is not a target of {action}; its targets are {}", targets.join(", "))]
    NotATarget {
        action: String,
        handle: String,
        targets: Vec<String>,
    },
    #[error("{card} answers only \"{condition}\": {reason}")]
    TriggerNotMet {
        card: String,
        condition: String,
        reason: TriggerProblem,
    },
    #[error("{action} waits to resolve and {chance} has the chance to react: only reactions (`reacts`) or `pass` now")]
    WindowOpen { action: String, chance: String },
    #[error("nothing has been declared to react to: a reaction answers a declaration before it resolves")]
    NothingToReactTo,
    #[error(
        "it is {chance}'s chance, not {player}'s: {chance} acts or passes first (`pass {chance}`)"
    )]
    NotYourChance { player: String, chance: String },
    #[error("a petition for the Imperial Favor is open: only `PLAYER bows H for SIDE`, `PLAYER gifts CARD for SIDE` or `pass` now; no reaction is played while it lasts ({})", Reading(ids::FAVOR_PETITION))]
    PetitionOpen,
    #[error("{player} must answer first: `{player} seppuku HANDLE` or `{player} declines`")]
    QuestionOpen { player: String },
    #[error("nothing is waiting: there is no window, petition or question to pass in")]
    NothingToPass,
    #[error("{player} was not asked anything")]
    NotAsked { player: String },
    #[error("{handle} cannot commit seppuku here: {player} may order it only of {}", candidates.join(", "))]
    NotASeppukuCandidate {
        player: String,
        handle: String,
        candidates: Vec<String>,
    },

    // Declaring an action.
    #[error("`reacts` declares a reaction; `{}` contradicts it: drop the kind or use `plays`", kind.keyword())]
    ReactsWithKind { kind: ActionKind },
    #[error("the kind of `{card}` is unknown: add limited, open, battle or reaction to the line")]
    MissingKind { card: String },
    #[error("{card} is a {kind:?} card, not an action: it is brought into play, not played as an action")]
    NotAnAction { card: String, kind: CardKind },
    #[error("`on`, `paying`, `over`, `discount`, `proclaim` and `as` belong to cards brought into play (followers, items, spells, personalities, holdings)")]
    BringWordsOnAction,
    #[error("a cost cannot act on the target: name the card it bows or destroys")]
    CostOnTarget,
    #[error("`{word}` is not a cost gunbai pays: a cost is `lose-honor N`, `gain-honor N`, or `bow`, `destroy`, `dishonor` or `discard` with a card's handle; type what the card does after `effect`")]
    CostNotPayable { word: String },
    #[error("`{word}` does nothing as {card} comes into play: after `effect`, a card brought into play takes only `lose-honor N` or `gain-honor N` (the honor it changes as it enters); play its later actions with `plays`")]
    EffectOnEntry { word: String, card: String },
    #[error("{handle} cannot be dishonored to pay a cost: only an honorable personality can")]
    CostDishonor { handle: String },
    #[error("`expect` checks the board; it is not an action")]
    ExpectIsNoAction,
    #[error("{card} needs a target: add `target HANDLE`")]
    MissingTarget { card: String },
    #[error("{target} is not a legal target for {card}: {reason}")]
    IllegalTarget {
        card: String,
        target: String,
        reason: TargetProblem,
    },
    #[error("{target} is not a legal target for the Imperial Favor: {reason}")]
    IllegalFavorTarget {
        target: String,
        reason: TargetProblem,
    },
    #[error("`{effect}` acts on the action being answered, so it belongs on a reaction")]
    NeedsReaction { effect: &'static str },
    #[error("{action} cannot be redirected: its player chose no target")]
    NotRedirectable { action: String },
    #[error("{handle} cannot aid the ritual: {}", reason.why())]
    NotARitualHelper {
        handle: String,
        reason: RitualProblem,
    },
    #[error("{player}'s events and regions come into play only in {player}'s events phase: in a game played by the rules, `next` moves play on to it, or `undo` takes back a line that went past it (`turn {player} events` sets a free situation instead, leaving the rules' order of play)")]
    NotEventsPhase { player: String },
    #[error("{province} already has the region {region}: a province holds one region at a time")]
    RegionTaken { province: String, region: String },
    #[error("{action} has not resolved yet: an event comes into play only when nothing waits to resolve (`pass` until {action} has resolved)")]
    EventWhileResolving { action: String },
    #[error("{handle} lies on {home}: the Battle actions of a region or a fortification are used only in the battle at its province, {home}, not at {province}")]
    RegionElsewhere {
        handle: String,
        home: String,
        province: String,
    },
    #[error(
        "{card} needs an unbowed shugenja or monk of {player}'s to perform it: add `by HANDLE`"
    )]
    NeedsPerformer { card: String, player: String },
    #[error("this battle already has a terrain, {terrain}: another can be played only once it is gone, or by a card that replaces it")]
    TerrainInPlay { terrain: String },
    #[error("{card} copies onto the card performing it: add `by HANDLE`, and a card never copies itself")]
    BadCopy { card: String },

    // The Imperial Favor.
    #[error("{player} has already petitioned for the Imperial Favor this turn")]
    AlreadyPetitioned { player: String },
    #[error("{player} already holds the Imperial Favor")]
    AlreadyHoldsFavor { player: String },
    #[error("{handle} has personal honor 0: a petition needs a personality with personal honor 1 or more")]
    NoPersonalHonor { handle: String },
    #[error("no petition is open: `PLAYER petitions with HANDLE` opens one")]
    NoPetition,
    #[error("{name} is not a side in this petition: the sides are {petitioner} and {opponent}")]
    NotASide {
        name: String,
        petitioner: String,
        opponent: String,
    },
    #[error("{player} has already sent a gift in this petition: one gift per player")]
    GiftUsed { player: String },
    #[error("{player} does not hold the Imperial Favor")]
    NoFavor { player: String },
    #[error("the {kind:?} use of the Imperial Favor needs {}", match kind {
        ActionKind::Open => "a target: a dishonored personality or a dishonorable dead (`target HANDLE`)",
        ActionKind::Battle => "a target: a personality whose unit is in the battle (`target HANDLE`)",
        _ => "no target",
    })]
    FavorUseNeeds { kind: ActionKind },

    // Bringing cards into play.
    #[error("{handle} is not attached to another personality it could move from")]
    NotAttached { handle: String },
    #[error("{handle} is an ancestor: it never moves while its personality lives")]
    AncestorStays { handle: String },
    #[error("{card} goes onto a personality: add `on HANDLE`")]
    MissingHost { card: String },
    #[error("{card} costs {cost} gold but {paying} produce {gold}: add holdings to `paying`")]
    NotEnoughGold {
        card: String,
        cost: i32,
        gold: i32,
        paying: String,
    },
    #[error("{handle} cannot pay gold: {}", reason.why())]
    NoGold { handle: String, reason: GoldProblem },
    #[error("{card} needs family honor {needs} or more; {player} has {has}{}", if *own_clan { "; the later rule that lets a player ignore the honor requirement of their own clan's personalities is not applied" } else { "" })]
    HonorRequirement {
        card: String,
        player: String,
        needs: i32,
        has: i32,
        /// The personality is of the player's own clan, and the rule that would waive the
        /// requirement is not applied.
        own_clan: bool,
    },
    #[error("{card} needs a personality with personal honor {needs} or more; {host} has {has}")]
    FollowerHonor {
        card: String,
        host: String,
        needs: i32,
        has: i32,
    },
    #[error("{host} already has a {slot}: one weapon and one armor per personality")]
    SecondItem { host: String, slot: &'static str },
    #[error("{host} is not a shugenja: only shugenja take spells")]
    NotShugenja { host: String },
    #[error("{host} already has {count} spells, as many as its chi")]
    TooManySpells { host: String, count: usize },
    #[error("{card} is unique and {handle} is already in play: another version enters only by being laid over {handle} by its controller (`over {handle}`)")]
    UniqueInPlay { card: String, handle: String },
    #[error("`{choice}` is only for a personality of {player}'s own clan{}", clan.as_ref().map(|c| format!(" ({c})")).unwrap_or_else(|| String::from(": set it with `clan PLAYER CLAN`")))]
    NotOwnClan {
        choice: &'static str,
        player: String,
        clan: Option<String>,
    },
    #[error("{card} cannot be laid over {handle}: {}", reason.why())]
    NoOverlay {
        card: String,
        handle: String,
        reason: OverlayProblem,
    },
    #[error("{player} brings personalities and holdings into play only in their own dynasty phase: in a game played by the rules, `next` moves play on to it, or `undo` takes back a line that went past it (`turn {player} dynasty` sets a free situation instead, leaving the rules' order of play)")]
    NotDynastyPhase { player: String },
    #[error("{card} is not face up in one of {player}'s provinces: only such a card is recruited, or laid over an earlier version")]
    NotInProvince { card: String, player: String },
    #[error("{card} is an ancestor of another clan: {host} cannot take it")]
    AncestorClan { card: String, host: String },

    // The log.
    #[error("nothing to undo")]
    NothingToUndo,
    #[error("`undo` is decided against the case's history")]
    UndoNeedsHistory,
}
