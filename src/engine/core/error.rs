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

use crate::i18n::Lang;
use crate::lang::ast::{ActionKind, CardKind, ClanChoice, Span};
use crate::msg;
use crate::msg::{yes_no, Arg, Msg};
use crate::rules::ids::{self, RuleId};
use std::fmt;

/// " (did you mean `x`?)", or nothing.
fn hint(s: &Option<String>) -> Msg {
    match s {
        Some(s) => msg!("hint-did-you-mean", name = s),
        None => msg!("nothing"),
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
    /// `uses CARD`: the card has no printed ability gunbai read.
    NoPrintedAbility {
        card: String,
    },
    /// `uses CARD ability N` beyond the card's abilities.
    AbilityNumber {
        card: String,
        number: i32,
        count: usize,
        list: String,
    },
    /// `uses CARD KIND`: no ability of that kind.
    NoAbilityOfKind {
        card: String,
        kind: String,
        list: String,
    },
    /// `uses CARD` with several abilities it could mean.
    WhichAbility {
        card: String,
        list: String,
    },
    /// The ability picked is not one the engine plays as printed, and no effect was typed.
    AbilityUnread {
        card: String,
        number: usize,
        printed: String,
        why: String,
    },
    /// The ability picked produces gold: it is used by paying with the card.
    GoldAbility {
        card: String,
        printed: String,
    },
    /// The ability names "this card" and no card of the player in play is using it.
    AbilityNotInPlay {
        card: String,
        number: usize,
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
    /// What is wrong, in no language yet: the one place a refusal is worded.
    pub fn msg(&self) -> Msg {
        match self {
            Refusal::NoPlayers => msg!("refusal-no-players"),
            Refusal::PlayersAlreadySet => msg!("refusal-players-already-set"),
            Refusal::DuplicatePlayer { name } => msg!("refusal-duplicate-player", name = name),
            Refusal::ReservedPlayerName => msg!("refusal-reserved-player-name"),
            Refusal::Unknown {
                kind,
                name,
                suggestion,
            } => msg!(
                "refusal-unknown",
                kind = kind.what(),
                name = name,
                hint = hint(suggestion),
                fix = kind.fix()
            ),
            Refusal::Ambiguous { name, candidates } => msg!(
                "refusal-ambiguous",
                name = name,
                candidates = Arg::commas(candidates)
            ),
            Refusal::HandleTaken { handle } => msg!("refusal-handle-taken", handle = handle),
            Refusal::NotInPlay { handle } => msg!("refusal-not-in-play", handle = handle),
            Refusal::NotAPersonality { handle, role } => msg!(
                "refusal-not-a-personality",
                handle = handle,
                role = role.what()
            ),
            Refusal::OnlyPersonalitiesDishonored => msg!("refusal-only-personalities-dishonored"),
            Refusal::NotYours {
                handle,
                player,
                controller,
            } => msg!(
                "refusal-not-yours",
                handle = handle,
                player = player,
                controller = controller
            ),
            Refusal::Bowed { handle } => msg!("refusal-bowed", handle = handle),
            Refusal::AlreadyBowed { handle } => msg!("refusal-already-bowed", handle = handle),
            Refusal::BowedHost { handle } => msg!("refusal-bowed-host", handle = handle),
            Refusal::BowedUnit { handle } => msg!("refusal-bowed-unit", handle = handle),
            Refusal::BowedInExchange { handle } => {
                msg!("refusal-bowed-in-exchange", handle = handle)
            }
            Refusal::BowedPerformer { handle, card } => msg!(
                "refusal-bowed-performer",
                handle = handle,
                card = card,
                reading = Arg::Reading(ids::BOW_BOWED_UNUSABLE)
            ),
            Refusal::NotBowed { handle } => msg!("refusal-not-bowed", handle = handle),
            Refusal::AlreadyDishonored { handle } => {
                msg!("refusal-already-dishonored", handle = handle)
            }
            Refusal::NotDishonored { handle } => msg!("refusal-not-dishonored", handle = handle),
            Refusal::Overflow { what } => msg!("refusal-overflow", what = what.clone()),
            Refusal::PlayerOut {
                player,
                provinces_lost: true,
            } => msg!("refusal-player-out-provinces", player = player),
            Refusal::PlayerOut {
                player,
                provinces_lost: false,
            } => msg!("refusal-player-out-honor", player = player),
            Refusal::NothingToReveal {
                province,
                face_up: Some(card),
            } => msg!("refusal-already-face-up", province = province, card = card),
            Refusal::NothingToReveal {
                province,
                face_up: None,
            } => msg!("refusal-nothing-to-reveal", province = province),
            Refusal::EventOnce { event } => msg!("refusal-event-once", event = event),
            Refusal::GameOver { winner } => msg!("refusal-game-over", winner = winner),
            Refusal::NoTurn => msg!("refusal-no-turn"),
            Refusal::AlreadyBegun => msg!("refusal-already-begun"),
            Refusal::FirstPlayerTie { tied, top } => {
                msg!("refusal-first-player-tie", tied = Arg::and(tied), top = top)
            }
            Refusal::DrewTwice { player } => msg!("refusal-drew-twice", player = player),
            Refusal::FocusMissing { player } => msg!("refusal-focus-missing", player = player),
            Refusal::EventDue { player, event } => {
                msg!("refusal-event-due", player = player, event = event)
            }
            Refusal::ProvinceEmpty { province } => {
                msg!("refusal-province-empty", province = province)
            }
            Refusal::ActionPhaseGoesOn { chance } => {
                msg!("refusal-action-phase-goes-on", chance = chance)
            }
            Refusal::AttackUnderWay { player } => msg!("refusal-attack-under-way", player = player),
            Refusal::EndPhaseDraw { player } => msg!("refusal-end-phase-draw", player = player),
            Refusal::HandOverEight { player, count } => {
                msg!("refusal-hand-over-eight", player = player, count = count)
            }
            Refusal::NotOwnActionPhase { player } => {
                msg!("refusal-not-own-action-phase", player = player)
            }
            Refusal::NotOpenTiming { player } => msg!("refusal-not-open-timing", player = player),
            Refusal::NotBattleTiming { player } => {
                msg!("refusal-not-battle-timing", player = player)
            }
            Refusal::NotYourOpportunity { player, chance } => msg!(
                "refusal-not-your-opportunity",
                player = player,
                chance = chance
            ),
            Refusal::ProvinceTaken {
                handle,
                owner,
                destroyed,
            } => msg!(
                "refusal-province-taken",
                handle = handle,
                owner = owner,
                destroyed = yes_no(*destroyed)
            ),
            Refusal::NoStrongholdStrength { player, handle } => msg!(
                "refusal-no-stronghold-strength",
                player = player,
                handle = handle
            ),
            Refusal::ProvinceDestroyed { province } => {
                msg!("refusal-province-destroyed", province = province)
            }
            Refusal::ProvinceFull { province, card } => msg!(
                "refusal-province-full",
                province = province,
                card = card
                    .as_ref()
                    .map_or_else(|| Arg::from(msg!("face-down-card")), Arg::from)
            ),
            Refusal::NotADynastyCard { card, kind } => msg!(
                "refusal-not-a-dynasty-card",
                card = card,
                kind = card_kind(*kind)
            ),
            Refusal::NotYourProvince {
                province,
                owner,
                player,
            } => msg!(
                "refusal-not-your-province",
                province = province,
                owner = owner,
                player = player
            ),
            Refusal::ProvinceDiscardTiming { player } => {
                msg!("refusal-province-discard-timing", player = player)
            }
            Refusal::DiscardWhileResolving { action } => {
                msg!("refusal-discard-while-resolving", action = action)
            }
            Refusal::NoFaceUpCard { province } => {
                msg!("refusal-no-face-up-card", province = province)
            }
            Refusal::HandDiscardTiming { player } => {
                msg!("refusal-hand-discard-timing", player = player)
            }
            Refusal::NothingToDiscard { player, count } => {
                msg!("refusal-nothing-to-discard", player = player, count = count)
            }
            Refusal::AttackTiming { player } => msg!("refusal-attack-timing", player = player),
            Refusal::AlreadyAttacked { player } => {
                msg!("refusal-already-attacked", player = player)
            }
            Refusal::AttackSelf { player } => msg!("refusal-attack-self", player = player),
            Refusal::NoProvinceToAttack { defender } => {
                msg!("refusal-no-province-to-attack", defender = defender)
            }
            Refusal::NoAttackToAssign => msg!("refusal-no-attack-to-assign"),
            Refusal::ManeuversOver => msg!("refusal-maneuvers-over"),
            Refusal::NotYourManeuvers {
                player,
                mover,
                cavalry,
            } => msg!(
                "refusal-not-your-maneuvers",
                player = player,
                mover = mover,
                cavalry = yes_no(*cavalry),
                reading = Arg::Reading(ids::REF_BATTLE_SEGMENTS)
            ),
            Refusal::UnitAssigned { handle } => msg!("refusal-unit-assigned", handle = handle),
            Refusal::NotCavalry { handle } => msg!("refusal-not-cavalry", handle = handle),
            Refusal::NotDefendersProvince { province, defender } => msg!(
                "refusal-not-defenders-province",
                province = province,
                defender = defender
            ),
            Refusal::NoAttack => msg!("refusal-no-attack"),
            Refusal::BattleOrderNotNow => msg!("refusal-battle-order-not-now"),
            Refusal::AttackerOrders { attacker } => {
                msg!("refusal-attacker-orders", attacker = attacker)
            }
            Refusal::BattleFought { province } => {
                msg!("refusal-battle-fought", province = province)
            }
            Refusal::NoBattleThere { province } => {
                msg!("refusal-no-battle-there", province = province)
            }
            Refusal::NoUnitInBattle { player } => {
                msg!("refusal-no-unit-in-battle", player = player)
            }
            Refusal::NotInBattle { handle, role } => {
                msg!("refusal-not-in-battle", handle = handle, why = role.why())
            }
            Refusal::NamedTwice { handle } => msg!("refusal-named-twice", handle = handle),
            Refusal::NoRangedAttack { handle } => msg!("refusal-no-ranged-attack", handle = handle),
            Refusal::DifferentUnits { first, handle } => {
                msg!("refusal-different-units", first = first, handle = handle)
            }
            Refusal::OwnRangedTarget { handle, player } => msg!(
                "refusal-own-ranged-target",
                handle = handle,
                player = player
            ),
            Refusal::AncestorRangedTarget { handle } => {
                msg!("refusal-ancestor-ranged-target", handle = handle)
            }
            Refusal::NotARangedTarget { handle, kind } => msg!(
                "refusal-not-a-ranged-target",
                handle = handle,
                kind = card_kind(*kind)
            ),
            Refusal::HasFollowers { handle, followers } => msg!(
                "refusal-has-followers",
                handle = handle,
                followers = Arg::commas(followers)
            ),
            Refusal::ElementalRanged { handle } => msg!(
                "refusal-elemental-ranged",
                handle = handle,
                reading = Arg::Reading(ids::TRAIT_ELEMENTAL)
            ),
            Refusal::ElementalTarget { card, target } => msg!(
                "refusal-elemental-target",
                card = card,
                target = target,
                reading = Arg::Reading(ids::TRAIT_ELEMENTAL)
            ),
            Refusal::NoFear { handle } => msg!("refusal-no-fear", handle = handle),
            Refusal::FearUsed { handle } => msg!("refusal-fear-used", handle = handle),
            Refusal::FearTargetsUnit { player, head, with } => msg!(
                "refusal-fear-targets-unit",
                player = player,
                head = head
                    .as_ref()
                    .map_or_else(|| Arg::from(msg!("its-personality")), Arg::from),
                with = with
            ),
            Refusal::NotATactician { handle } => msg!("refusal-not-a-tactician", handle = handle),
            Refusal::TacticianUsed { handle } => msg!("refusal-tactician-used", handle = handle),
            Refusal::UndoesDuel { card } => msg!(
                "refusal-undoes-duel",
                card = card,
                reading = Arg::Reading(ids::DUEL_CHALLENGE)
            ),
            Refusal::DuelUnderWay {
                challenger,
                challenged,
            } => msg!(
                "refusal-duel-under-way",
                challenger = challenger,
                challenged = challenged
            ),
            Refusal::NoChallenger { card, player } => {
                msg!("refusal-no-challenger", card = card, player = player)
            }
            Refusal::OneChallenged { challenger } => {
                msg!("refusal-one-challenged", challenger = challenger)
            }
            Refusal::NotOnBoard { handle } => msg!("refusal-not-on-board", handle = handle),
            Refusal::ChallengeNotPersonality { handle, kind } => msg!(
                "refusal-challenge-not-personality",
                handle = handle,
                kind = card_kind(*kind)
            ),
            Refusal::ChallengeOwn { handle, player } => {
                msg!("refusal-challenge-own", handle = handle, player = player)
            }
            Refusal::TooLate {
                challenger,
                challenged,
                next,
            } => msg!(
                "refusal-too-late",
                what = if matches!(next, DuelNext::Answer { .. }) {
                    "challenge"
                } else {
                    "duel"
                },
                challenger = challenger,
                challenged = challenged,
                next = next.msg()
            ),
            Refusal::NoChallenge { player } => msg!("refusal-no-challenge", player = player),
            Refusal::NotChallenged { challenged, owner } => msg!(
                "refusal-not-challenged",
                challenged = challenged,
                owner = owner
            ),
            Refusal::NoDuel { player } => msg!("refusal-no-duel", player = player),
            Refusal::ChallengeUnanswered { challenged, owner } => msg!(
                "refusal-challenge-unanswered",
                challenged = challenged,
                owner = owner
            ),
            Refusal::EnteringDuel {
                challenger,
                challenged,
            } => msg!(
                "refusal-entering-duel",
                challenger = challenger,
                challenged = challenged
            ),
            Refusal::NotYourStrike {
                duelist,
                owner,
                player,
            } => msg!(
                "refusal-not-your-strike",
                duelist = duelist,
                owner = owner,
                player = player
            ),
            Refusal::EmptyHandFocus { player, duelist } => msg!(
                "refusal-empty-hand-focus",
                player = player,
                duelist = duelist
            ),
            Refusal::AncestorTiming { player } => msg!("refusal-ancestor-timing", player = player),
            Refusal::NothingToPrevent { player, action } => msg!(
                "refusal-nothing-to-prevent",
                player = player,
                action = action,
                reading = Arg::Reading(ids::FAVOR_USE_REACTION)
            ),
            Refusal::WhichTarget {
                action,
                targets,
                to,
            } => msg!(
                "refusal-which-target",
                action = action,
                count = targets.len(),
                targets = Arg::commas(targets),
                to = to,
                first = targets.first().map(String::as_str).unwrap_or("?")
            ),
            Refusal::NotATarget {
                action,
                handle,
                targets,
            } => msg!(
                "refusal-not-a-target",
                action = action,
                handle = handle,
                targets = Arg::commas(targets)
            ),
            Refusal::TriggerNotMet {
                card,
                condition,
                reason,
            } => msg!(
                "refusal-trigger-not-met",
                card = card,
                condition = condition,
                reason = reason.msg()
            ),
            Refusal::WindowOpen { action, chance } => {
                msg!("refusal-window-open", action = action, chance = chance)
            }
            Refusal::NothingToReactTo => msg!("refusal-nothing-to-react-to"),
            Refusal::NotYourChance { player, chance } => {
                msg!("refusal-not-your-chance", player = player, chance = chance)
            }
            Refusal::PetitionOpen => msg!(
                "refusal-petition-open",
                reading = Arg::Reading(ids::FAVOR_PETITION)
            ),
            Refusal::QuestionOpen { player } => msg!("refusal-question-open", player = player),
            Refusal::NothingToPass => msg!("refusal-nothing-to-pass"),
            Refusal::NotAsked { player } => msg!("refusal-not-asked", player = player),
            Refusal::NotASeppukuCandidate {
                player,
                handle,
                candidates,
            } => msg!(
                "refusal-not-a-seppuku-candidate",
                player = player,
                handle = handle,
                candidates = Arg::commas(candidates)
            ),
            Refusal::ReactsWithKind { kind } => {
                msg!("refusal-reacts-with-kind", kind = kind.keyword())
            }
            Refusal::MissingKind { card } => msg!("refusal-missing-kind", card = card),
            Refusal::NoPrintedAbility { card } => msg!("refusal-no-printed-ability", card = card),
            Refusal::AbilityNumber {
                card,
                number,
                count,
                list,
            } => msg!(
                "refusal-ability-number",
                card = card,
                number = number,
                count = count,
                list = list
            ),
            Refusal::NoAbilityOfKind { card, kind, list } => msg!(
                "refusal-no-ability-of-kind",
                card = card,
                kind = kind,
                list = list
            ),
            Refusal::WhichAbility { card, list } => {
                msg!("refusal-which-ability", card = card, list = list)
            }
            Refusal::AbilityUnread {
                card,
                number,
                printed,
                why,
            } => msg!(
                "refusal-ability-unread",
                card = card,
                number = number,
                printed = printed,
                why = why
            ),
            Refusal::GoldAbility { card, printed } => {
                msg!("refusal-gold-ability", card = card, printed = printed)
            }
            Refusal::AbilityNotInPlay { card, number } => {
                msg!("refusal-ability-not-in-play", card = card, number = number)
            }
            Refusal::NotAnAction { card, kind } => msg!(
                "refusal-not-an-action",
                card = card,
                kind = msg!("card-kind-title", kind = kind.keyword())
            ),
            Refusal::BringWordsOnAction => msg!("refusal-bring-words-on-action"),
            Refusal::CostOnTarget => msg!("refusal-cost-on-target"),
            Refusal::CostNotPayable { word } => msg!("refusal-cost-not-payable", word = word),
            Refusal::EffectOnEntry { word, card } => {
                msg!("refusal-effect-on-entry", word = word, card = card)
            }
            Refusal::CostDishonor { handle } => msg!("refusal-cost-dishonor", handle = handle),
            Refusal::ExpectIsNoAction => msg!("refusal-expect-is-no-action"),
            Refusal::MissingTarget { card } => msg!("refusal-missing-target", card = card),
            Refusal::IllegalTarget {
                card,
                target,
                reason,
            } => msg!(
                "refusal-illegal-target",
                card = card,
                target = target,
                reason = reason.msg()
            ),
            Refusal::IllegalFavorTarget { target, reason } => msg!(
                "refusal-illegal-favor-target",
                target = target,
                reason = reason.msg()
            ),
            Refusal::NeedsReaction { effect } => {
                msg!("refusal-needs-reaction", effect = effect.keyword())
            }
            Refusal::NotRedirectable { action } => {
                msg!("refusal-not-redirectable", action = action)
            }
            Refusal::NotARitualHelper { handle, reason } => msg!(
                "refusal-not-a-ritual-helper",
                handle = handle,
                why = reason.why()
            ),
            Refusal::NotEventsPhase { player } => msg!("refusal-not-events-phase", player = player),
            Refusal::EventWhileResolving { action } => {
                msg!("refusal-event-while-resolving", action = action)
            }
            Refusal::RegionElsewhere {
                handle,
                home,
                province,
            } => msg!(
                "refusal-region-elsewhere",
                handle = handle,
                home = home,
                province = province
            ),
            Refusal::NeedsPerformer { card, player } => {
                msg!("refusal-needs-performer", card = card, player = player)
            }
            Refusal::TerrainInPlay { terrain } => {
                msg!("refusal-terrain-in-play", terrain = terrain)
            }
            Refusal::BadCopy { card } => msg!("refusal-bad-copy", card = card),
            Refusal::AlreadyPetitioned { player } => {
                msg!("refusal-already-petitioned", player = player)
            }
            Refusal::AlreadyHoldsFavor { player } => {
                msg!("refusal-already-holds-favor", player = player)
            }
            Refusal::NoPersonalHonor { handle } => {
                msg!("refusal-no-personal-honor", handle = handle)
            }
            Refusal::NoPetition => msg!("refusal-no-petition"),
            Refusal::NotASide {
                name,
                petitioner,
                opponent,
            } => msg!(
                "refusal-not-a-side",
                name = name,
                petitioner = petitioner,
                opponent = opponent
            ),
            Refusal::GiftUsed { player } => msg!("refusal-gift-used", player = player),
            Refusal::NoFavor { player } => msg!("refusal-no-favor", player = player),
            Refusal::FavorUseNeeds { kind } => {
                msg!("refusal-favor-use-needs", kind = kind.keyword())
            }
            Refusal::NotAttached { handle } => msg!("refusal-not-attached", handle = handle),
            Refusal::AncestorStays { handle } => msg!("refusal-ancestor-stays", handle = handle),
            Refusal::MissingHost { card } => msg!("refusal-missing-host", card = card),
            Refusal::NotEnoughGold {
                card,
                cost,
                gold,
                paying,
            } => msg!(
                "refusal-not-enough-gold",
                card = card,
                cost = cost,
                gold = gold,
                paying = paying
            ),
            Refusal::NoGold { handle, reason } => {
                msg!("refusal-no-gold", handle = handle, why = reason.why())
            }
            Refusal::HonorRequirement {
                card,
                player,
                needs,
                has,
                own_clan,
            } => msg!(
                "refusal-honor-requirement",
                card = card,
                player = player,
                needs = needs,
                has = has,
                own_clan = yes_no(*own_clan)
            ),
            Refusal::FollowerHonor {
                card,
                host,
                needs,
                has,
            } => msg!(
                "refusal-follower-honor",
                card = card,
                host = host,
                needs = needs,
                has = has
            ),
            Refusal::SecondItem { host, slot } => {
                msg!("refusal-second-item", host = host, slot = slot.keyword())
            }
            Refusal::NotShugenja { host } => msg!("refusal-not-shugenja", host = host),
            Refusal::TooManySpells { host, count } => {
                msg!("refusal-too-many-spells", host = host, count = count)
            }
            Refusal::UniqueInPlay { card, handle } => {
                msg!("refusal-unique-in-play", card = card, handle = handle)
            }
            Refusal::NotOwnClan {
                choice,
                player,
                clan,
            } => msg!(
                "refusal-not-own-clan",
                choice = match choice {
                    ClanChoice::Discount => "discount",
                    ClanChoice::Proclaim => "proclaim",
                },
                player = player,
                clan = clan
                    .as_ref()
                    .map_or_else(|| msg!("clan-unset"), |c| msg!("clan-named", clan = c))
            ),
            Refusal::NoOverlay {
                card,
                handle,
                reason,
            } => msg!(
                "refusal-no-overlay",
                card = card,
                handle = handle,
                why = reason.why()
            ),
            Refusal::NotDynastyPhase { player } => {
                msg!("refusal-not-dynasty-phase", player = player)
            }
            Refusal::NotInProvince { card, player } => {
                msg!("refusal-not-in-province", card = card, player = player)
            }
            Refusal::AncestorClan { card, host } => {
                msg!("refusal-ancestor-clan", card = card, host = host)
            }
            Refusal::NothingToUndo => msg!("refusal-nothing-to-undo"),
            Refusal::UndoNeedsHistory => msg!("refusal-undo-needs-history"),
            Refusal::RegionTaken { province, region } => {
                msg!("refusal-region-taken", province = province, region = region)
            }
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
