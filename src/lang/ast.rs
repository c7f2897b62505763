//! The judge language's syntax tree: what one command says, with the byte span of every name and
//! number so that an error can point at the token that caused it.
//!
//! Nothing here knows the rules. Names are kept as typed; the engine resolves them against the
//! board (case-insensitively, unique prefixes allowed) and suggests the closest known name. The
//! one exception is a rule id named by `expect rejects`, read like a keyword against the table
//! of ids gunbai cites (`crate::rules::ids`), so a mistyped id is refused as the line is read.

use crate::rules::ids::RuleId;
use serde::{Deserialize, Serialize};

/// A byte range `[start, end)` into the line the command was parsed from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span { start, end }
    }
}

/// A value with the span of the token(s) it was read from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Spanned<T> {
    pub value: T,
    pub span: Span,
}

impl<T> Spanned<T> {
    pub fn new(value: T, span: Span) -> Self {
        Spanned { value, span }
    }
}

/// A name as typed: a player, a card title, a handle, a trait. Bare word or "quoted".
pub type Name = Spanned<String>;

/// One parsed command line (after `;` splitting and comment removal).
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// The source text of this one command, as typed.
    pub text: String,
    pub command: Command,
}

/// Phases of a turn, in order, plus the battle action segment of the attack phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    Straighten,
    Events,
    Action,
    Attack,
    /// The battle action segment (戦闘アクション・セグメント) of the attack phase.
    Battle,
    Dynasty,
    End,
}

impl Phase {
    pub const ALL: [Phase; 7] = [
        Phase::Straighten,
        Phase::Events,
        Phase::Action,
        Phase::Attack,
        Phase::Battle,
        Phase::Dynasty,
        Phase::End,
    ];

    pub fn keyword(self) -> &'static str {
        match self {
            Phase::Straighten => "straighten",
            Phase::Events => "events",
            Phase::Action => "action",
            Phase::Attack => "attack",
            Phase::Battle => "battle",
            Phase::Dynasty => "dynasty",
            Phase::End => "end",
        }
    }
}

/// How the first player is chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartAst {
    /// `start Allen`: the cut of the base rules (or a tie broken at the table) chose Allen.
    Named(Name),
    /// `start highest-honor`: the first-turn optional rule.
    HighestHonor,
    /// `start draw Allen 3 Bob 2`: the variant in which each player's drawn focus value is added.
    Draw(Vec<(Name, Spanned<i32>)>),
}

/// The four kinds of action (限定 / 公開 / 戦闘 / 対抗).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ActionKind {
    Limited,
    Open,
    Battle,
    Reaction,
}

impl ActionKind {
    pub fn keyword(self) -> &'static str {
        match self {
            ActionKind::Limited => "limited",
            ActionKind::Open => "open",
            ActionKind::Battle => "battle",
            ActionKind::Reaction => "reaction",
        }
    }
}

/// Kinds of card the rulebook names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardKind {
    Stronghold,
    Personality,
    Holding,
    Region,
    Event,
    Follower,
    Item,
    Spell,
    Ancestor,
    Action,
    Kiho,
    Ring,
}

impl CardKind {
    pub const ALL: [CardKind; 12] = [
        CardKind::Stronghold,
        CardKind::Personality,
        CardKind::Holding,
        CardKind::Region,
        CardKind::Event,
        CardKind::Follower,
        CardKind::Item,
        CardKind::Spell,
        CardKind::Ancestor,
        CardKind::Action,
        CardKind::Kiho,
        CardKind::Ring,
    ];

    pub fn keyword(self) -> &'static str {
        match self {
            CardKind::Stronghold => "stronghold",
            CardKind::Personality => "personality",
            CardKind::Holding => "holding",
            CardKind::Region => "region",
            CardKind::Event => "event",
            CardKind::Follower => "follower",
            CardKind::Item => "item",
            CardKind::Spell => "spell",
            CardKind::Ancestor => "ancestor",
            CardKind::Action => "action",
            CardKind::Kiho => "kiho",
            CardKind::Ring => "ring",
        }
    }
}

/// Printed numbers a card may carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stat {
    /// `force` 戦闘力
    Force,
    /// `chi` 血
    Chi,
    /// `ph` 個人の名誉
    PersonalHonor,
    /// `hr` 必要な名誉; see [`CardSpecAst::hr_dash`] for '-'
    HonorRequirement,
    /// `cost` 黄金コスト
    GoldCost,
    /// `focus` 集中値
    Focus,
    /// `gold` gold produced when bowed
    GoldProduced,
    /// `province` province strength (strongholds)
    ProvinceStrength,
    /// `starting-honor` (strongholds)
    StartingHonor,
    /// `ranged` the strength of the card's ranged attack 間接攻撃
    Ranged,
    /// `fear` the value of the card's fear 畏怖
    Fear,
}

impl Stat {
    pub const ALL: [Stat; 11] = [
        Stat::Force,
        Stat::Chi,
        Stat::PersonalHonor,
        Stat::HonorRequirement,
        Stat::GoldCost,
        Stat::Focus,
        Stat::GoldProduced,
        Stat::ProvinceStrength,
        Stat::StartingHonor,
        Stat::Ranged,
        Stat::Fear,
    ];

    pub fn keyword(self) -> &'static str {
        match self {
            Stat::Force => "force",
            Stat::Chi => "chi",
            Stat::PersonalHonor => "ph",
            Stat::HonorRequirement => "hr",
            Stat::GoldCost => "cost",
            Stat::Focus => "focus",
            Stat::GoldProduced => "gold",
            Stat::ProvinceStrength => "province",
            Stat::StartingHonor => "starting-honor",
            Stat::Ranged => "ranged",
            Stat::Fear => "fear",
        }
    }
}

/// A card as described on an `enter`, `card` or `hand` line. Everything but the name is optional:
/// what is not typed comes from the card library (or counts as 0 where the card has no such value).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct CardSpecAst {
    pub name: Name,
    pub kind: Option<Spanned<CardKind>>,
    /// Action kind for action cards (`limited`, `open`, `battle`, `reaction`).
    pub action_kind: Option<Spanned<ActionKind>>,
    pub stats: Vec<(Spanned<Stat>, Spanned<i32>)>,
    /// `force +2` / `chi +1`: the number was typed with a `+`, as printed on a follower whose force
    /// and chi go to its personality rather than to the unit.
    pub plus_stats: bool,
    /// `hr -`: the honor requirement is a dash (always allowed).
    pub hr_dash: bool,
    /// `traits a b c` (also keywords such as unique, cavalry, samurai, shugenja, clans).
    pub traits: Vec<Name>,
    /// `experienced N` (`experienced` alone is 1).
    pub experienced: Option<Spanned<i32>>,
    /// `unique`
    pub unique: bool,
    /// Targets and effects of an action card defined with `card`.
    pub target: Option<TargetSpecAst>,
    pub costs: Vec<EffectAst>,
    pub effects: Vec<EffectAst>,
}

/// What an action card may target: `target personality`, `target personality samurai`.
#[derive(Clone, Debug, PartialEq)]
pub struct TargetSpecAst {
    /// The kind of card; ignored when `any_kind` (`target card …`).
    pub kind: Spanned<CardKind>,
    /// `target card TRAIT…`: any card that counts as the traits, whatever its kind.
    pub any_kind: bool,
    pub traits: Vec<Name>,
    /// `any-bowed`: the card lets its player target their own bowed personality.
    pub own_bowed: bool,
}

/// Something an effect acts on.
#[derive(Clone, Debug, PartialEq)]
pub enum CardRef {
    /// `target`: the action's (possibly redirected) target.
    Target(Span),
    /// A handle of a card in play (not a target: cannot be redirected).
    Handle(Name),
}

/// Whose honor an effect changes.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayerRef {
    /// `actor`: the player who took the action this one answers (for a reaction), or who took
    /// this action (otherwise).
    Actor(Span),
    /// `me`: the player taking this action.
    Me(Span),
    /// `controller`: the controller of the action's target.
    Controller(Span),
    Named(Name),
}

/// One effect or cost primitive.
#[derive(Clone, Debug, PartialEq)]
pub enum EffectAst {
    /// `destroy|bow|straighten|dishonor|rehonor|discard|restore <ref>`
    Card {
        verb: Spanned<CardVerb>,
        what: CardRef,
    },
    /// `gain-honor [who] N` / `lose-honor [who] N` (who defaults to `me`).
    Honor {
        gain: bool,
        verb_span: Span,
        who: Option<PlayerRef>,
        amount: Spanned<i32>,
    },
    /// `cancel`: the action this reaction answers has no effect (its costs stay paid).
    Cancel(Span),
    /// `redirect <handle>`: the action this reaction answers takes a new target.
    /// `redirect <handle> from <handle>`: which of several targets moves.
    Redirect {
        span: Span,
        to: Name,
        from: Option<Name>,
    },
    /// `prevent-honor-loss`: the family honor loss the answered action would cause is prevented.
    PreventHonorLoss(Span),
    /// `draw`: a fate card is drawn (the judge records which with `hand`).
    Draw(Span),
    /// `token <ref> 1F/1C`: a #F/#C token on a personality.
    Token {
        span: Span,
        what: CardRef,
        force: i32,
        chi: i32,
    },
    /// `bonus <ref> +1F/+1C [permanent]`: a bonus that is not a token; it ends with the turn
    /// unless `permanent`.
    Bonus {
        span: Span,
        what: CardRef,
        force: i32,
        chi: i32,
        permanent: bool,
    },
    /// `follower-token <ref> N`: a follower token of force N on a personality.
    FollowerToken {
        span: Span,
        what: CardRef,
        force: Spanned<i32>,
    },
    /// `copy force|chi|ph|ability <handle>`: the performing card copies a value or an ability.
    Copy {
        span: Span,
        what: Spanned<CopyWhat>,
        from: Name,
    },
    /// `gain-trait <ref> WORD [permanent]` / `lose-trait <ref> WORD [permanent]`.
    Trait {
        span: Span,
        gain: bool,
        what: CardRef,
        name: Name,
        permanent: bool,
    },
    /// `challenge [chi|force|ph] [honor N] [any-card]`: the performer (`by`) challenges the
    /// target to a duel on chi (or the value named); the winner's player gains N honor; with
    /// `any-card` the duelists may be cards other than personalities.
    Challenge {
        span: Span,
        stat: Option<Spanned<Stat>>,
        honor: Option<Spanned<i32>>,
        any_card: bool,
    },
}

/// What a copy takes from its source.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CopyWhat {
    Force,
    Chi,
    PersonalHonor,
    Ability,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardVerb {
    Destroy,
    Bow,
    Straighten,
    Dishonor,
    Rehonor,
    Discard,
    /// Restore a dishonorable dead to honorable dead (or a dishonored personality to honorable).
    Restore,
}

impl CardVerb {
    pub const ALL: [CardVerb; 7] = [
        CardVerb::Destroy,
        CardVerb::Bow,
        CardVerb::Straighten,
        CardVerb::Dishonor,
        CardVerb::Rehonor,
        CardVerb::Discard,
        CardVerb::Restore,
    ];

    pub fn keyword(self) -> &'static str {
        match self {
            CardVerb::Destroy => "destroy",
            CardVerb::Bow => "bow",
            CardVerb::Straighten => "straighten",
            CardVerb::Dishonor => "dishonor",
            CardVerb::Rehonor => "rehonor",
            CardVerb::Discard => "discard",
            CardVerb::Restore => "restore",
        }
    }
}

/// What a player picks when bringing a personality of their own clan into play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClanChoice {
    /// Pay 2 gold less.
    Discount,
    /// Add the personality's personal honor to family honor.
    Proclaim,
}

/// The clauses of a `plays` line that bring a card into play.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BringAst {
    /// `discount` or `proclaim`, for a personality of the player's own clan.
    pub clan_choice: Option<Spanned<ClanChoice>>,
    /// `over h`: an experienced version laid over the earlier version `h`.
    pub over: Option<Name>,
    /// `as h`: the handle of the card that enters play.
    pub handle: Option<Name>,
    /// `with h1 h2`: other shugenja of the player bowing to aid a ritual.
    pub helpers: Vec<Name>,
}

/// Which printed ability of a card is used: `uses CARD` (the one of the action kind typed, or
/// the card's only one), `uses CARD ability N`.
#[derive(Clone, Debug, PartialEq)]
pub struct AbilityUse {
    /// The verb (`uses`) or the word `ability`, for errors.
    pub span: Span,
    /// `ability N`: the N-th printed ability, from 1.
    pub number: Option<Spanned<i32>>,
}

/// `pass`, `pass Cindy`, `pass all`.
#[derive(Clone, Debug, PartialEq)]
pub enum PassWho {
    /// Whoever has the chance now.
    Current,
    Player(Name),
    All,
}

/// How a personality died, for `expect dead h honorable|dishonorable|discarded`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeadKind {
    Honorable,
    Dishonorable,
    /// Discarded without being destroyed: neither honorable nor dishonorable dead.
    Discarded,
}

/// Stats an expectation can check on a card in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExpectStat {
    Force,
    Chi,
    PersonalHonor,
    /// `unit-force`: the personality's force plus its unit's plain force bonuses.
    UnitForce,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Expectation {
    /// `expect honor Bob 12`
    Honor { player: Name, value: Spanned<i32> },
    /// `expect favor none` / `expect favor Bob`
    Favor(Option<Name>),
    /// `expect bowed h` / `expect unbowed h`
    Bowed { handle: Name, bowed: bool },
    /// `expect alive h`
    Alive(Name),
    /// `expect dead h [honorable|dishonorable|discarded]`
    Dead {
        handle: Name,
        kind: Option<Spanned<DeadKind>>,
    },
    /// `expect dishonored h` / `expect honorable h`
    Dishonored { handle: Name, dishonored: bool },
    /// `expect force h 3`, `chi`, `ph`, `unit-force`
    Stat {
        stat: Spanned<ExpectStat>,
        handle: Name,
        value: Spanned<i32>,
    },
    /// `expect phase action`
    Phase(Spanned<Phase>),
    /// `expect turn Bob`
    Turn(Name),
    /// `expect winner Bob` / `expect winner none`
    Winner(Option<Name>),
    /// `expect out Bob`: eliminated from the game.
    Out(Name),
    /// `expect chance Cindy`: whose chance it is to act in the open window or petition.
    Chance(Name),
    /// `expect province p1 destroyed|standing|empty|face-up|face-down`
    Province {
        handle: Name,
        state: Spanned<String>,
    },
    /// `expect hand-size Allen 8`: how many fate cards a player holds.
    HandSize { player: Name, value: Spanned<i32> },
    /// `expect army p1 attackers|defenders 5`: the force of one side at a battlefield.
    Army {
        province: Name,
        attackers: bool,
        value: Spanned<i32>,
    },
    /// `expect rejects [RULE-ID | unreadable] <command>`: the command is refused (by that rule,
    /// or with no rule because it cannot be read against the board, when one is named) and
    /// appends nothing.
    Rejects {
        by: Option<Spanned<RejectedBy>>,
        line: Box<Line>,
    },
    /// `expect duel h N`: h's total in the duel so far (value plus focus); `expect duel none`.
    Duel(Option<(Name, Spanned<i32>)>),
    /// `expect gone h`: h has left play for a discard pile (destroyed or discarded).
    Gone(Name),
}

/// What `expect rejects` names as the reason a command is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RejectedBy {
    /// `expect rejects favor.petition …`: refused by this rule (an id of the table of ids gunbai
    /// cites; the parser refuses any other).
    Rule(RuleId),
    /// `expect rejects unreadable …`: refused with no rule, because what was typed cannot be
    /// read against the board (an unknown or ambiguous name, a handle taken, a word of the
    /// language used as a name, a card line that contradicts itself, a number past gunbai's range).
    Unreadable,
}

/// A judge adjustment: a change the judge makes to the board directly, recorded as such.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AdjustVerb {
    Bow,
    Straighten,
    Destroy,
    Discard,
    Dishonor,
    Rehonor,
}

/// An optional rule of the rulebook a game may play with (`option WORD`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameOption {
    /// Each event resolves only the first time it appears in the game.
    OneTimeEvents,
}

impl GameOption {
    /// The word typed after `option`.
    pub fn keyword(self) -> &'static str {
        match self {
            GameOption::OneTimeEvents => "one-time-events",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `players Allen Bob Cindy`: seating, clockwise; also turn order.
    Players(Vec<Name>),
    /// `honor Allen 10`: set family honor.
    Honor { player: Name, value: Spanned<i32> },
    /// `gain Allen 3` / `lose Allen 2`: a judge adjustment of family honor.
    AdjustHonor { player: Name, delta: Spanned<i32> },
    /// `favor none` / `favor Allen`
    Favor(Option<Name>),
    /// `turn Bob action`
    Turn { player: Name, phase: Spanned<Phase> },
    /// `clan Allen crane [no-honor-victory]`
    Clan {
        player: Name,
        clan: Name,
        no_honor_victory: bool,
    },
    /// `enter Allen personality "Doji Hoturi" force 3 ... [on h] [bowed] [dishonored] [as h]`
    Enter {
        player: Name,
        card: CardSpecAst,
        on: Option<Name>,
        bowed: bool,
        dishonored: bool,
        handle: Option<Name>,
    },
    /// `hand Bob "Offering" focus 3`: a fate card in a player's hand.
    Hand { player: Name, card: CardSpecAst },
    /// `card "Strike" action open target personality effect destroy target`: define a card.
    Card(CardSpecAst),
    /// `bow h`, `straighten h`, `destroy h`, `discard h`, `dishonor h`, `rehonor h`.
    Adjust {
        verb: Spanned<AdjustVerb>,
        handle: Name,
    },
    /// `Bob plays "Kolat Assassin" limited target hoturi cost lose-honor 4 effect destroy target`
    /// and `Allen reacts "Investigation" effect cancel, lose-honor actor 5`.
    Play {
        player: Name,
        card: Name,
        /// `reacts` rather than `plays`.
        reacts: bool,
        kind: Option<Spanned<ActionKind>>,
        /// `by h`: the personality performing the action.
        by: Option<Name>,
        targets: Vec<Name>,
        /// `on h`: the personality a follower, item or spell is played on.
        on: Option<Name>,
        /// `paying h1 h2`: holdings or stronghold bowed for gold.
        paying: Vec<Name>,
        costs: Vec<EffectAst>,
        effects: Vec<EffectAst>,
        /// Clauses for bringing a card into play (`discount` / `proclaim`, `over h`, `as h`) and ritual
        /// helpers (`with h…`).
        bring: BringAst,
        /// `uses CARD [ability N]` (or `plays CARD ability N`): one of the card's printed
        /// abilities, as gunbai reads it from the printed text.
        ability: Option<AbilityUse>,
    },
    /// `pass`, `pass Cindy`, `pass all`
    Pass(Spanned<PassWho>),
    /// `Bob petitions with kachiko`
    Petition { player: Name, spokesman: Name },
    /// `Bob bows aramoro for Bob`: a spokesman in a petition.
    Support {
        player: Name,
        handle: Name,
        side: Name,
    },
    /// `Bob gifts "Offering" for Bob`: a gift in a petition.
    Gift {
        player: Name,
        card: Name,
        side: Name,
    },
    /// `Allen seppuku hoturi`
    Seppuku { player: Name, handle: Name },
    /// `Allen declines`: answers a question (seppuku) with no.
    Decline { player: Name },
    /// `Allen moves cavalry onto kuwanan`: a follower, item or spell moved between personalities.
    Move { player: Name, card: Name, to: Name },
    /// `Allen uses favor limited|open|battle|reaction [target h]`
    UseFavor {
        player: Name,
        kind: Spanned<ActionKind>,
        target: Option<Name>,
    },
    /// `province Allen p1 [strength 5]`: a province of a player (a setup fact).
    Province {
        player: Name,
        handle: Name,
        strength: Option<Spanned<i32>>,
    },
    /// `option one-time-events`: an optional rule of the rulebook in force for this game.
    GameOption(Spanned<GameOption>),
    /// `reveal p1`: the face-down card of a province turns face up outside the events phase.
    Reveal { province: Name },
    /// `fill p1 "Doji Nio" [item…]`: the dynasty card dealt face down into an empty province.
    Fill { province: Name, card: CardSpecAst },
    /// `start Allen` / `start highest-honor` / `start draw Allen 3 Bob 2`: the first turn begins.
    Start(StartAst),
    /// `next`: play moves on by the rules to the next phase (or the next player's turn).
    Next,
    /// `Allen attacks Bob`: the attack of the attack phase, on one player.
    Attack { player: Name, defender: Name },
    /// `Allen assigns tsuko to p2`: a unit assigned to a province in the maneuvers.
    Assign {
        player: Name,
        unit: Name,
        province: Name,
    },
    /// `Allen fights p2`: the attacker chooses the next battle.
    Fight { player: Name, province: Name },
    /// `Allen discards p1` (a face-up province card, dynasty phase) or `Allen discards h` (a fate
    /// card from the hand, end phase).
    PlayerDiscard { player: Name, card: Name },
    /// `expect ...`: a check, never stored.
    Expect(Expectation),
    /// `undo`: retract the last command (recorded as a retraction).
    Undo,
    /// `Bob accepts` / `Bob refuses`: answers a challenge.
    AnswerChallenge { player: Name, accept: bool },
    /// `Bob focuses "Offering"`: lays a fate card face down as a focus card in the duel.
    Focus { player: Name, card: Name },
    /// `Bob strikes`: the duel resolves.
    Strike { player: Name },
    /// `Bob shoots hoturi with archers spearmen`: one ranged attack by cards of one unit.
    Shoot {
        player: Name,
        target: Name,
        with: Vec<Name>,
    },
    /// `Bob frightens hoturi with oni`: a fear ability used on a unit.
    Frighten {
        player: Name,
        target: Name,
        with: Name,
    },
    /// `Allen tactics hoturi with "Offering"`: a tactician plays a fate card for its focus value.
    Tactics {
        player: Name,
        personality: Name,
        card: Name,
    },
}
