//! Printed abilities read into gunbai's own words: the timing, the costs, the targets with their
//! conditions and the effects with theirs, from a card's printed text. Pure: no I/O.
//!
//! The reader never guesses. A clause it does not know is kept, word for word, in the ability's
//! `unread` list, and the ability is then only partly read (or not at all); a judge types what it
//! could not read. See docs/cards.md (printed abilities).

mod cond_attack;
mod cond_costs;
mod cond_history;
mod cond_more;
#[cfg(test)]
mod cond_tests;
#[cfg(test)]
mod cond_tests2;
mod conditions;
mod costs;
mod counted;
mod effect_extra;
#[cfg(test)]
mod effect_extra_tests;
mod effect_more;
#[cfg(test)]
mod effect_more_tests;
mod effects;
mod engine;
mod followups;
mod render;
mod targets;
#[cfg(test)]
mod test_support;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_conditions;
#[cfg(test)]
mod tests_conditions2;
#[cfg(test)]
mod tests_costs;
#[cfg(test)]
mod tests_effects;
#[cfg(test)]
mod tests_effects2;
#[cfg(test)]
mod tests_effects3;
#[cfg(test)]
mod tests_more;
#[cfg(test)]
mod tests_timed;
mod timing;
mod words;

pub use engine::EngineAbility;
pub use render::part_text;

use crate::i18n::Lang;
use crate::tr;
use costs::{read_costs, symbol};
use effects::read_effects;
pub use render::part_in;
use render::{condition_in, target_in};
use serde::{Deserialize, Serialize};
use timing::{split_trigger_costs, symbols_as_printed};
use words::top_level_colon;

/// When an ability may be used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "timing")]
pub enum Timing {
    Battle,
    Open,
    Limited,
    Engage,
    /// `Reaction: After …:` with the trigger as printed (empty when the text names none).
    Reaction {
        trigger: String,
    },
    /// `Interrupt: Before …:`.
    Interrupt {
        trigger: String,
    },
    /// A holding's or stronghold's `Bow this card: Produce N Gold` (or `[BOW]: …`): no action.
    Gold,
}

impl Timing {
    pub fn word(&self) -> &'static str {
        match self {
            Timing::Battle => "Battle",
            Timing::Open => "Open",
            Timing::Limited => "Limited",
            Timing::Engage => "Engage",
            Timing::Reaction { .. } => "Reaction",
            Timing::Interrupt { .. } => "Interrupt",
            Timing::Gold => "gold",
        }
    }
}

/// A card an ability names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "card", content = "n")]
pub enum Who {
    /// This card (`this card`, `this Shugenja`, `[BOW]`).
    This,
    /// The n-th target (from 1): `it`, `him`, `the target`, `a target Follower`.
    Target(usize),
    /// The performing personality chosen as a cost (`your performing Courtier`).
    Performer,
    /// The unit of the n-th target (`his unit`, `its unit`).
    UnitOf(usize),
    /// The performer's unit (`his unit` with a performer and no target).
    PerformerUnit,
    /// This card's unit (`this unit`).
    ThisUnit,
    /// The one card the ability looked at (`Look at the top card of your Fate deck. You may
    /// discard it.`).
    Looked,
    /// The player's own stronghold (`your Stronghold`).
    YourStronghold,
    /// The personality this attachment is attached to (`this Personality` on an attachment).
    Bearer,
    /// The loser (or winner) of the duel the ability made: `the duel's loser`.
    DuelLoser,
    DuelWinner,
    /// The card a search found (`Search your Fate deck for a Terrain, show it, and put it in
    /// your hand`).
    Found,
    /// The card an attack or Fear of this ability targets (`Fear 2, or Fear 3 if the target is
    /// dishonorable`), chosen as the rules of the attack say.
    AttackTarget,
    /// The one card discarded from the hand as a cost (`Discard a card to give him a Force bonus
    /// equal to the card's Focus Value`).
    Discarded,
    /// In a reaction to an action that targets one of the player's cards (`After another
    /// player's action targets your Courtier: Negate his dishonoring …`), the card (or cards)
    /// that action targets.
    TriggerTarget,
    /// The card targeted by `You may target …` as the part is done.
    LaterTarget,
    /// The one personality the ability created (`Create a 2F/2C/2PH Samurai Personality.
    /// Remove him from the game after this battle ends.`).
    Created,
    // effects
    /// In a reaction whose trigger names one card (`After the resolution of an action that
    /// bowed a Ring: Straighten it`, `After a Follower in this unit bows`), that card.
    TriggerCard,
}

/// Whose side a target must be on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    Any,
    Yours,
    /// `enemy`, `opposing`, `another player's`, `an opponent's`.
    Others,
}

/// A condition on a number of the target: `with 3 or less Chi`, `with Force 2 or lower`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StatLimit {
    /// `force`, `chi`, `gold cost`, `personal honor`, `focus value`.
    pub stat: String,
    pub value: i32,
    /// `or less` / `or lower` / `or fewer` (true), `or more` / `or higher` / `or greater` (false).
    pub at_most: bool,
}

/// How many cards a target is: at least `min`, at most `max` (`None`: any number).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TargetCount {
    pub min: i32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<i32>,
}

/// What an ability targets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Target {
    /// The kinds of card, lower-case (`personality`, `follower`, `personality or follower`).
    pub kinds: Vec<String>,
    pub side: Side,
    /// States and traits it must have, lower-case (`unbowed`, `attacking`, `ninja`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub must_be: Vec<String>,
    /// Traits of which it must have one at least (`a Market or Port Holding`), lower-case.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub any_of: Vec<String>,
    /// `one or two Personalities`, `one or more of your Items`: how many cards the target is
    /// (one when none is printed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<TargetCount>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<StatLimit>,
    /// Conditions printed after the kind, each one of the reader's known phrases, kept as
    /// printed (`without attachments`, `at the current battlefield`, `with lower force`: lower
    /// than the performer's, as the cards word it).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub qualifiers: Vec<String>,
}

/// A condition an ability, or one of its parts, is used under.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "if", content = "value")]
pub enum Condition {
    /// `if you are a Lion Clan player`.
    ClanPlayer(String),
    /// `if paying for a Follower`: what the gold is spent on.
    PayingFor(String),
    /// `if your Stronghold has a 3 or lower Gold Production`.
    StrongholdGoldAtMost(i32),
    /// `if paying for a card with a printed Gold Cost of 9 or more`.
    PayingForCostAtLeast(i32),
    /// `if you control a Tactician`: a card in play with that trait.
    YouControl(String),
    /// `if it is not your turn`.
    NotYourTurn,
    /// `if you control two or more other Geisha Houses`: at least `count` cards in play with
    /// the words as printed (`other`: besides this card).
    YouControlAtLeast {
        count: i32,
        other: bool,
        what: String,
    },
    /// `… and the Imperial Favor`: the player has the Favor.
    YouHaveFavor,
    /// Every one of these holds (`if you control a Courtier and the Imperial Favor`).
    All(Vec<Condition>),
    /// `or lose 1 Honor to produce 3 Gold`: the player chooses to lose this much honor.
    YouLoseHonor(i32),
    /// `if you are bringing a Holding into play`: what the gold is spent on being brought in.
    BringingIntoPlay(String),
    /// `if he is dishonorable`, `if this card is in play`, `if he is a Kensai`: a card is in a
    /// state, at a place, or has a trait (the words as printed, lower-case).
    Is { who: Who, what: String },
    /// `if he moved`.
    Moved(Who),
    /// `if he would be opposed`: were the card at the current battlefield, an enemy unit would
    /// be there to oppose it.
    WouldBeOpposed(Who),
    /// `if its Force is now 0`: the card's current Force is that number.
    ForceIs { who: Who, value: i32 },
    /// `if it is your turn`.
    YourTurn,
    /// `if it is your first turn`.
    YourFirstTurn,
    /// `if you are the Defender` (or `Attacker`).
    YouAre(String),
    /// `if any enemy units are at the current battlefield`.
    EnemyUnitsHere,
    /// `if there are no Terrains at the current battlefield`.
    NoTerrainHere,
    /// `if you have four or fewer cards in your hand`.
    HandAtMost(i32),
    /// `if you now have 6 or more cards in your hand`.
    HandAtLeast(i32),
    /// `if you have Reconnaissance`.
    YouHaveRecon,
    /// `if your Family Honor is 9 or lower`.
    FamilyHonorAtMost(i32),
    /// `if this paid for a Farm Holding entering play from a province`, `if you bowed this
    /// Holding while paying to Recruit a Farm Holding`: the card recruited with this gold.
    PaidToRecruit(String),
    /// One of these holds (`if it is bowed or an attachment`, `if you control any Rings or he
    /// is Air`).
    Any(Vec<Condition>),
    /// `if it is not Cavalry`: the card is not in that state, of that kind, or without that
    /// trait (the words as printed, lower-case).
    IsNot { who: Who, what: String },
    /// `if he has a Weapon`, `if your Monk has any Fire tokens`: the card has such a card or
    /// token (the words as printed, lower-case, with their article).
    Has { who: Who, what: String },
    /// `if it has no attachments`: the card has none of these.
    HasNo { who: Who, what: String },
    /// `if you do not control him`: another player controls the card.
    NotControlledByYou(Who),
    /// `if his base Force is 7 or higher`, `if its Gold Cost is 4 or lower`: one of the card's
    /// numbers (as printed, lower-case: `base force`, `gold cost`) is at least, or at most,
    /// `value`.
    Stat {
        who: Who,
        stat: String,
        value: i32,
        at_least: bool,
    },
    /// `if another player has higher Family Honor than you`.
    AnotherHasMoreHonor,
    /// `if you have the highest Family Honor`.
    HighestHonor,
    /// `if you have fewer Provinces than each other player`.
    FewestProvinces,
    /// `If this destroyed a card`, `If this targeted a card`, `If this bowed a Personality with
    /// attachments`: what this ability's effects did (`verb`: `destroyed`, `targeted`,
    /// `bowed`), to a card of the words as printed (lower-case, with their article); `by`:
    /// empty for `this`, or the attack named (`ranged attack`, `melee attack`, `fear`: `If the
    /// Ranged Attack destroyed a card`).
    ThisDid {
        #[serde(default, skip_serializing_if = "String::is_empty")]
        by: String,
        verb: String,
        what: String,
    },
    /// `if this card moved this battle`.
    MovedThisBattle(Who),
    /// `if it is a Combat Segment`, `if this is the Action Phase`: the phase or segment now,
    /// lower-case (`combat segment`, `action phase`).
    PhaseIs(String),
    /// `if you now have more cards in your hand than each other player` (`fewer`: `… fewer
    /// cards …`).
    HandComparedToEach { fewer: bool },
    /// `if your army has fewer units than the enemy army` (or `the opposing army`).
    FewerUnitsThanEnemy,
    /// `if he won a duel this turn`.
    WonDuelThisTurn(Who),
    /// `if this unit moved this turn`.
    MovedThisTurn(Who),
    /// In a reaction to an action, `if this card performed it`.
    PerformedIt(Who),
    /// In a reaction to an action, `if its effects destroyed this card`.
    ItsEffectsDestroyed(Who),
    /// In a reaction or interrupt, `if the action is yours` (true) or `… another player's`.
    ActionIsYours(bool),
    /// `if there is a dead Personality in any discard pile` (`yours`: false), `if you own a
    /// dead Courtier or Shugenja` (true): a dead personality with one of the words (lower-case;
    /// `personality` for any).
    DeadPersonality { yours: bool, any_of: Vec<String> },
    /// `if none of your provinces have been destroyed since your last turn began` (`began`:
    /// true; `… ended`: false).
    NoProvinceDestroyedSince { began: bool },
    /// `if it is the active player's first or second turn` (true), `if it is not …` (false).
    ActiveFirstOrSecondTurn(bool),
    /// `if you have attached a card from your hand this turn`.
    AttachedFromHandThisTurn,
    // conditions
    /// `if this card has challenged a Personality this turn`, `if you have taken a Dark Virtue
    /// action this phase`: something done earlier this turn (battle, phase or game), the words
    /// after the card (`who`) as printed, lower-case; with no `who`, the words are whole with
    /// their own subject (`you have …`, `one of your Magistrates has been destroyed …`).
    Happened {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        who: Option<Who>,
        what: String,
    },
    /// `if you control Kakita Ichigiku`: a card of that title (as printed) in play, the
    /// player's.
    YouControlNamed(String),
    /// `if he has lower Personal Honor`, `if the target has fewer attachments`, `if it now has
    /// lower Force than this card`: a card's number (or count of cards), as printed after `has`
    /// (`lower personal honor`), compared with another card's (`than`): the one printed, or with
    /// none printed, the performer's (this card's when there is none), as a target's `with
    /// lower Force` is.
    Compared { who: Who, what: String, than: Who },
    /// In a reaction or interrupt, `if the action is a Ranged Attack action`, `if the action is
    /// Engage`: the action it answers is of that kind (the words as printed, lower-case).
    ActionIs(String),
}

/// What does not stop an ability from being used (`Even if this card is bowed`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EvenIf {
    Bowed,
    Dead,
    AtHome,
    /// `this card is not at the current battlefield`.
    NotHere,
    /// `this unit is not at the current battlefield`.
    UnitNotHere,
    /// `you control no units at the current battlefield`.
    NoUnitsHere,
}

impl EvenIf {
    /// The key of its words in the catalogue (`read-even-if`).
    pub fn key(&self) -> &'static str {
        match self {
            EvenIf::Bowed => "bowed",
            EvenIf::Dead => "dead",
            EvenIf::AtHome => "at-home",
            EvenIf::NotHere => "not-here",
            EvenIf::UnitNotHere => "unit-not-here",
            EvenIf::NoUnitsHere => "no-units-here",
        }
    }

    /// The phrases as printed, lower-case, with the card's own name read as `this card`.
    pub const PHRASES: [(&'static str, EvenIf); 6] = [
        ("even if this card is bowed", EvenIf::Bowed),
        ("even if this card is dead", EvenIf::Dead),
        ("even if this card is at home", EvenIf::AtHome),
        (
            "even if this card is not at the current battlefield",
            EvenIf::NotHere,
        ),
        (
            "even if this unit is not at the current battlefield",
            EvenIf::UnitNotHere,
        ),
        (
            "even if you control no units at the current battlefield",
            EvenIf::NoUnitsHere,
        ),
    ];

    pub fn text(&self) -> &'static str {
        match self {
            EvenIf::Bowed => "this card is bowed",
            EvenIf::Dead => "this card is dead",
            EvenIf::AtHome => "this card is at home",
            EvenIf::NotHere => "this card is not at the current battlefield",
            EvenIf::UnitNotHere => "this unit is not at the current battlefield",
            EvenIf::NoUnitsHere => "you control no units at the current battlefield",
        }
    }
}

/// `Once per game`, `Twice per turn`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UseLimit {
    pub times: i32,
    /// `game` or `turn`.
    pub per: String,
}

/// A moment of a later turn (`after your next Action Phase`, `after your next Dynasty Phase
/// begins`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Moment {
    /// The phase, lower-case (`action`, `dynasty`).
    pub phase: String,
    /// When it begins (true) or ends (false).
    pub begins: bool,
}

/// The gold that may only pay for one kind of thing (`which can only pay for a single Armor,
/// Mine, or Weapon`): any of the words, on a card (or action, or cost) of that kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OnlyFor {
    pub any_of: Vec<String>,
    /// `card`, `action`, `spell`, `cost`.
    pub of: String,
}

/// Gold added for each card the player controls (`plus 1 Gold for each other Holding you
/// control that is a Market or Port`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoldPer {
    pub amount: i32,
    /// Besides this card.
    pub other: bool,
    pub what: Target,
    /// `that is a Market or Port`: any of these words as well.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub any_of: Vec<String>,
}

/// When a part done later is done (`Destroy him before this turn ends`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Delay {
    /// `before this turn ends`, `before the turn ends`.
    TurnEnds,
    /// `before this phase ends`.
    PhaseEnds,
    /// `before this battle resolves`.
    BattleResolves,
    /// `after the battle ends`.
    BattleEnds,
    /// `after your next turn begins`.
    NextTurnBegins,
    // effects
    /// `after this battle resolves`.
    BattleResolved,
    /// `before your next turn ends`.
    NextTurnEnds,
}

impl Delay {
    /// The key of its words in the catalogue (`read-delayed`).
    pub fn key(&self) -> &'static str {
        match self {
            Delay::TurnEnds => "turn-ends",
            Delay::PhaseEnds => "phase-ends",
            Delay::BattleResolves => "battle-resolves",
            Delay::BattleEnds => "battle-ends",
            Delay::NextTurnBegins => "next-turn-begins",
            Delay::BattleResolved => "battle-resolved",
            Delay::NextTurnEnds => "next-turn-ends",
        }
    }
}

/// Whether a player gains or loses honor (`gains or loses`: the player using the ability
/// chooses).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HonorChange {
    Gains,
    Loses,
    GainsOrLoses,
}

impl HonorChange {
    pub fn key(&self) -> &'static str {
        match self {
            HonorChange::Gains => "gain",
            HonorChange::Loses => "lose",
            HonorChange::GainsOrLoses => "gain-or-lose",
        }
    }
}

/// How long a bonus lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Lasting {
    /// Until the end of the turn: what the rules give a bonus that says nothing.
    Turn,
    /// `permanently`, `a permanent +2F`.
    Permanent,
}

/// One cost or effect.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "do")]
pub enum Part {
    Bow {
        who: Who,
    },
    Straighten {
        who: Who,
    },
    Destroy {
        who: Who,
    },
    Dishonor {
        who: Who,
    },
    Rehonor {
        who: Who,
    },
    /// A card in play discarded (`discard this card`).
    DiscardCard {
        who: Who,
    },
    /// A card taken out of the game (`remove this card from the game`).
    Remove {
        who: Who,
    },
    /// Cards discarded from the hand (`discard a card`).
    DiscardFromHand {
        count: i32,
    },
    GainHonor {
        amount: i32,
    },
    LoseHonor {
        amount: i32,
    },
    PayGold {
        amount: i32,
    },
    Draw {
        count: i32,
    },
    /// `+2F`, `-1C`, `+1F and +1C`, until the end of the turn unless permanent.
    Bonus {
        who: Who,
        force: i32,
        chi: i32,
        lasting: Lasting,
    },
    /// `Produce 3 Gold, or 4 Gold if you are a Lion Clan player`.
    ProduceGold {
        amount: i32,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        instead: Vec<(i32, Condition)>,
        /// `Produce Gold equal to this card's Chi`: the stat of this card, instead of `amount`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        equal_to: Option<String>,
        /// `plus 1 Gold for each …`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        per: Option<GoldPer>,
        /// `which can only pay for a single Jade card`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        only_for: Option<OnlyFor>,
    },
    /// `You may take an additional Battle action`: the player may take another action now
    /// (of that kind, when printed).
    AdditionalAction {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kind: Option<String>,
    },
    /// `Give him three +1F Fire tokens`: `count` tokens, each giving +force/+chi.
    BonusTokens {
        who: Who,
        count: i32,
        force: i32,
        chi: i32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
    },
    /// `Put this card into play [there]` (a Terrain or Event put into play by its own action).
    PutIntoPlay {
        who: Who,
        /// `there`: at the current battlefield.
        there: bool,
    },
    /// `Bow or straighten him`: the player chooses.
    BowOrStraighten {
        who: Who,
    },
    /// `Negate its effects`, `Negate the action's effects`: the action that triggered this
    /// reaction or interrupt.
    NegateAction,
    /// `Negate his movement from the action's effects` (`what`: `movement`, `destruction`), `Negate
    /// the action's effects on this card` (`what` empty): in a reaction or interrupt, the
    /// action that triggered it does not do that to the card.
    NegateActionOn {
        who: Who,
        what: String,
    },
    /// `Bow this card unless you have Reconnaissance`: parts done unless the condition holds.
    Unless {
        cond: Condition,
        then: Vec<Part>,
    },
    /// `Give it -2 strength`, `Give it +2 or -2 strength` in a reaction to an attack: the
    /// attack's strength changes by one of the amounts, as the player chooses.
    AttackStrength {
        amounts: Vec<i32>,
    },
    /// `Give this Province +2 or -2 strength`, `Give a Province +3 strength`, `Give it +3
    /// strength` (a target province): one province's strength changes by one of the amounts,
    /// as the player chooses, until the end of the turn. `which`: `this`, `chosen` (a province
    /// the player chooses, not targeted), `target`.
    ProvinceStrengthOne {
        which: String,
        amounts: Vec<i32>,
    },
    /// `Move him to the current battlefield`.
    MoveToBattlefield {
        who: Who,
    },
    /// `Ranged Attack with strength equal to his Force`, `Fear equal to this card's Personal
    /// Honor`: `attack` is `ranged`, `melee` or `fear`.
    AttackOf {
        attack: String,
        who: Who,
        stat: String,
    },
    /// `Ranged 3 Attack with +1 strength for each other Follower in this unit` (`base` 3, `per`
    /// 1), `Ranged Attack with strength equal to the number of Spells in this unit` (`base` 0),
    /// `Melee Attack with strength equal to 4 plus the number of Sake tokens he has`: an attack
    /// (`ranged`, `melee` or `fear`) whose strength counts the cards or tokens `what` names (as
    /// printed, lower-case).
    AttackCounted {
        attack: String,
        base: i32,
        per: i32,
        what: String,
    },
    /// `this card challenges a target enemy Personality`, `this card duels him`: a duel.
    Duel {
        challenger: Who,
        challenged: Who,
    },
    /// `Discard the Imperial Favor`.
    DiscardFavor,
    /// `Bow this card or one of her Spells` (`yours`: false, the cards attached to this one),
    /// `Bow this card or one of your Mines` (`yours`: true): a cost paid with one card, as the
    /// player chooses; `what` is the keyword in the singular, lower-case.
    BowThisOrOne {
        yours: bool,
        what: String,
    },
    /// `He becomes honorably dead` (or `dishonorably`): a discarded personality.
    BecomesDead {
        who: Who,
        honorably: bool,
    },
    /// `Destroy a Terrain (if able)`: a card of that description chosen, not targeted.
    DestroyOne {
        what: Target,
        if_able: bool,
    },
    /// `Reduce his Force to 0`.
    SetForce {
        who: Who,
        value: i32,
    },
    /// `Give him a Force penalty equal to this card's Chi` (`sign` -1), `a Force bonus equal to
    /// his Chi` (+1): until the end of the turn.
    ForceOf {
        who: Who,
        sign: i32,
        of: Who,
        stat: String,
    },
    /// `Give each of your provinces +2 strength` (`all_yours`), `Give this Province +2
    /// strength`.
    ProvinceStrength {
        all_yours: bool,
        amount: i32,
    },
    /// `Discard all your other Katas`: every other card of yours in play with that keyword.
    DiscardYourOther {
        keyword: String,
    },
    /// `You may move him home`: the player chooses whether to do it.
    May {
        then: Vec<Part>,
    },
    /// `Create a 2F/2C/3PH Lion Clan • Samurai • Spirit Personality [at the current
    /// battlefield]`: a personality made by the ability, with its keywords as printed.
    CreatePersonality {
        force: i32,
        chi: i32,
        honor: i32,
        keywords: Vec<String>,
        /// `at the current battlefield` (true); otherwise where the rules bring a card into play.
        here: bool,
        /// `… Personality with the ability, "Battle: …"`: its abilities, read like any other
        /// (`this card` in them is the personality created).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        abilities: Vec<Ability>,
    },
    /// `Put it into your hand`, `Put a target Terrain from your discard pile into your hand`.
    ToHand {
        who: Who,
    },
    /// `Transfer this card to him`: this attachment moves to that personality.
    Transfer {
        to: Who,
    },
    /// `Give this Holding a +1 Gold Production Wealth token`: a token that changes a number.
    Token {
        who: Who,
        name: String,
        stat: String,
        amount: i32,
    },
    /// `… if you are bringing a Holding into play`, `If this paid for …, refill …`: parts done
    /// only when the condition holds.
    If {
        cond: Condition,
        then: Vec<Part>,
        /// `Otherwise, …`: the parts done when the condition does not hold.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        otherwise: Vec<Part>,
    },
    /// `This Holding will not straighten until after your next Action Phase` (`until`), `Negate
    /// your Stronghold's straightening (this turn)` (no `until`: this turn).
    NoStraighten {
        who: Who,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        until: Option<Moment>,
    },
    /// `Straighten this Holding after your next Dynasty Phase begins`: parts done later.
    Later {
        at: Moment,
        then: Vec<Part>,
    },
    /// `Refill the province face-up`: the province the text named before (the one the card
    /// paid for came from, or the target's).
    RefillProvince {
        face_up: bool,
    },
    /// `Create a (bowed) Holding with the trait "…"`: a holding made by the ability, with the
    /// abilities quoted, read like any other.
    CreateHolding {
        bowed: bool,
        abilities: Vec<Ability>,
    },
    MoveHome {
        who: Who,
    },
    /// `Ranged 3 Attack` against a target (`who`) or as the rules let the player choose.
    Ranged {
        strength: i32,
    },
    Melee {
        strength: i32,
    },
    /// `Fear 2`: the keyword. The rulebook's fear (`fear.use`) bows the followers of one target
    /// unit whose Force is at most the strength; later printings' reminder text says to bow a
    /// target enemy Follower, or a Personality without Followers, of that Force or less. Read,
    /// not played: the engine plays fear only from a card's Fear value (`NAME frightens H with H`).
    Fear {
        strength: i32,
    },
    TakeFavor,
    /// `Choose a player, who gains or loses 2 Honor`: the player using the ability chooses a
    /// player, and whether he gains or loses it.
    ChosenPlayerHonor {
        amount: i32,
    },
    /// `You have Reconnaissance there` (at the current battlefield).
    HaveRecon,
    /// The target's controller loses (or gains) honor: `His controller loses 2 Honor`.
    ControllerLosesHonor {
        amount: i32,
    },
    ControllerGainsHonor {
        amount: i32,
    },
    /// `His controller loses Honor equal to his base Personal Honor`: the honor is a number of
    /// the card (`stat` as printed, with `base` or `printed`).
    ControllerHonorOf {
        loses: bool,
        of: Who,
        stat: String,
    },
    /// `Give him Cavalry`, `permanently give him Kensai`: a keyword gained.
    GainTrait {
        who: Who,
        word: String,
        lasting: Lasting,
    },
    /// `Create a 2F … Follower token` attached to `who`.
    FollowerToken {
        force: i32,
    },
    /// `Search your Fate deck for a Terrain`: a card of that description looked for in one of
    /// the player's decks or discard piles (`place`: `fate deck`, `dynasty deck`, `discard
    /// pile`, …); what it finds is [`Who::Found`].
    Search {
        place: String,
        what: Target,
    },
    /// `Look at the top three cards of your Fate deck`: the player looks at them (`deck` as
    /// printed: `your fate deck`, `any fate deck`, `a deck` …).
    LookAtTop {
        count: i32,
        deck: String,
    },
    /// `Put them back in any order`, `Put the rest back in any order`: the cards looked at that
    /// are left go back on top of their deck, in the order the player chooses.
    PutBackAnyOrder,
    /// `Put it at the bottom of the deck`: the card goes to the bottom of its deck.
    ToBottom {
        who: Who,
    },
    /// `Put one of them into your hand`: one of the cards looked at, chosen by the player.
    OneLookedToHand,
    /// `Show it`: the card is shown to every player.
    Show {
        who: Who,
    },
    /// `Bring him into play [(bowed)] [at the current battlefield][, paying all costs]`: without
    /// `paying all costs` (or `paying 2 less Gold`), the card comes into play for nothing
    /// (`ignoring costs` says so); `Put it into play` is the same.
    BringIntoPlay {
        who: Who,
        bowed: bool,
        paying_all: bool,
        /// `at the current battlefield`; otherwise where the rules bring a card into play.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        here: bool,
        /// `paying 2 less Gold`: the costs paid, less this much gold.
        #[serde(default, skip_serializing_if = "is_zero")]
        less: i32,
    },
    /// `Attach it to him[, paying all costs][, paying 1 less Gold]`.
    Attach {
        what: Who,
        to: Who,
        paying_all: bool,
        #[serde(default, skip_serializing_if = "is_zero")]
        less: i32,
    },
    /// `Create a +2F/+1C Weapon Item and attach it to him`, `Create a 1F Spirit Follower and
    /// attach it to your target Shugenja`: a card made by the ability (`kind`: `item` or
    /// `follower`), its words between the numbers and the kind kept as printed.
    CreateAttached {
        kind: String,
        force: i32,
        chi: i32,
        words: String,
        to: Who,
    },
    /// `Destroy him before this turn ends`, `Before this phase ends, straighten him`: parts done
    /// later, at that moment.
    Delayed {
        at: Delay,
        then: Vec<Part>,
    },
    /// `The action targets him instead, if legal`: in a reaction or interrupt to an action that
    /// would target a card, the action targets this card instead, when it is a legal target.
    Redirect {
        to: Who,
    },
    /// `Give each of your Followers at this battle +1F`: every card of the player's that fits
    /// when the part is done.
    BonusEach {
        what: Target,
        force: i32,
        chi: i32,
        lasting: Lasting,
    },
    /// `Put a Ring from your discard pile into your hand`: one card of that description chosen
    /// (not targeted) from the player's pile (`place`: `discard pile`, `fate discard pile` …).
    TakeToHand {
        what: Target,
        place: String,
    },
    /// `A target player loses 1 Honor`: a player targeted as the part is done.
    TargetPlayerHonor {
        change: HonorChange,
        amount: i32,
    },
    /// `He may not perform actions this turn`: until the turn (or phase) ends.
    NoActions {
        who: Who,
        until: Delay,
    },
    /// `You may discard a card to straighten this card`: the player may pay the costs to have
    /// the parts done.
    MayPay {
        pay: Vec<Part>,
        then: Vec<Part>,
    },
    /// `You may target a Personality and give him -3F`: a target the player may choose as the
    /// part is done, and the parts done to it ([`Who::LaterTarget`]).
    MayTarget {
        target: Target,
        then: Vec<Part>,
    },
    /// `Give him Kolat, Ninja, or Shadowlands`: one of the keywords (lower-case), as the player
    /// using the ability chooses.
    GainTraitOneOf {
        who: Who,
        words: Vec<String>,
        lasting: Lasting,
    },
    /// `Move this Personality home. Straighten his unit as he moves.`: parts done as the card
    /// named moves (by the part before).
    AsMoves {
        who: Who,
        then: Vec<Part>,
    },
    /// `You may put one on the bottom`: one of the cards looked at, chosen by the player, goes
    /// to the bottom of its deck.
    OneLookedToBottom,
    /// `Shuffle your Fate deck` (`deck`: `fate deck`, `dynasty deck`).
    Shuffle {
        deck: String,
    },
    /// `You may take an additional Battle action, which he must perform`.
    AdditionalActionBy {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kind: Option<String>,
        who: Who,
    },
    /// `Draw an additional card during your next End Phase`.
    DrawAtNextEnd {
        count: i32,
    },
    /// `You may not declare an attack this turn`.
    NoAttackThisTurn,
    /// `Bow him or move him home`: one of the options, as the player using the ability chooses.
    OneOf {
        options: Vec<Vec<Part>>,
    },
    /// `This movement will not be negated`: the movement of the part before.
    MovementNotNegated,
    /// `Turn a target card in another player's Province face-up`.
    TurnFaceUp {
        who: Who,
    },
    /// `You may use its abilities a second time` (`this_turn`: `… an additional time this turn`).
    UseAgain {
        who: Who,
        this_turn: bool,
    },
    /// `Transfer it to this card`: the card named (an attachment) moves to `to`.
    TransferTo {
        what: Who,
        to: Who,
    },
    /// `Permanently give him the ability "Battle: …"`: an ability the card gains, read like any
    /// other (`this Personality` in it is the card that gains it).
    GainAbility {
        who: Who,
        lasting: Lasting,
        abilities: Vec<Ability>,
    },
    /// `Its abilities may not be used`, `The Region's base abilities may not be used`: the
    /// card's abilities (`which`: empty for all, `base` or `printed`) may not be used until the
    /// end of the turn.
    NoAbilities {
        who: Who,
        #[serde(default, skip_serializing_if = "String::is_empty")]
        which: String,
    },
    /// `Put it into its owner's hand`, `Return it to its owner's hand`: the card goes to the hand
    /// of the player who owns it.
    ToOwnersHand {
        who: Who,
    },
    /// `Put it on top of its owner's deck`: the card goes on top of its owner's deck (the one it
    /// came from: Fate or Dynasty).
    ToOwnersDeckTop {
        who: Who,
    },
    /// `Shuffle it into its owner's deck`.
    ShuffleIntoOwnersDeck {
        who: Who,
    },
    /// `It produces 1 more Gold when it bows to produce Gold`: the card's gold, each time it
    /// bows to produce gold until the end of the turn, changes by `amount` (less: negative).
    ProducesMore {
        who: Who,
        amount: i32,
    },
    /// `End the Action Phase`: the phase (lower-case) ends now.
    EndPhase {
        phase: String,
    },
    /// `Put one or more cards in your provinces at the bottom of your deck, refilling the
    /// provinces face-up`: any of the cards in the player's provinces (`face_up`: only the
    /// face-up ones), as he chooses, go to the bottom of his Dynasty deck; those provinces are
    /// refilled face-up.
    ProvincesToBottom {
        face_up: bool,
    },
    /// `He meditates`, `This card summons a storm`: a sentence of the story, with no word of the
    /// game in it (no card, number, keyword or game verb), kept as printed: it does nothing.
    Story {
        text: String,
    },
    /// `Give him and each of his Followers +3F` (or a keyword, `word`): the personality and every
    /// Follower attached to him when the part is done.
    WithFollowers {
        who: Who,
        force: i32,
        chi: i32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        word: Option<String>,
        lasting: Lasting,
    },
    /// `Negate this card's current Force penalties` (`which`: `penalties`, `bonuses`, or
    /// `bonuses-or-penalties`: one of the two, as the player chooses); `new`: also those given
    /// until the end of the turn (`all current and new Force penalties`).
    NegateForce {
        who: Who,
        which: String,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        new: bool,
    },
    /// In an interrupt with no trigger printed, `Negate an Engage action`: the action it
    /// interrupts, which must be of one of these kinds (as printed, `Engage`), is negated.
    NegateKind {
        kinds: Vec<String>,
    },
    /// `discard a Kiho or Weapon from your hand`: one card of the hand with the words as
    /// printed (lower-case: `kiho or weapon`, `dark virtue`).
    DiscardFromHandOf {
        what: String,
    },
    /// `pay Gold equal to its Gold Cost minus two`: gold equal to a number of a card the
    /// ability names (`stat` as printed, lower-case), less `minus`.
    PayGoldOf {
        who: Who,
        stat: String,
        minus: i32,
    },
    /// `After the next time this turn he attacks you, dishonor him`: parts done after a later
    /// event, the trigger kept as printed (`each`: after every time it happens, not only the
    /// next or first).
    AfterTime {
        trigger: String,
        each: bool,
        then: Vec<Part>,
    },
    /// `bow one of this card's Followers or Weapons`, `bow this card's Weapon`, `bow a Sword
    /// attached to this card`: one card attached to this card with one of the words (singular,
    /// lower-case).
    BowAttached {
        any_of: Vec<String>,
    },
    /// `discard it from your hand` after a cost on this card (`Bow this card or discard it from
    /// your hand`): this card, while in the player's hand, discarded from there.
    DiscardThisFromHand,
    /// After a duel, `He may refuse; if he does, draw two cards`: the challenged personality's
    /// player may refuse the duel; the parts are done if he does.
    IfRefused {
        then: Vec<Part>,
    },
    /// `He may assign even if bowed`: until the end of the turn, the card may be assigned to a
    /// battlefield while bowed.
    MayAssignBowed {
        who: Who,
    },
    /// `Interrupt: Give a Ranged Attack +1 strength`, `… a Melee or Ranged Attack +2
    /// strength`, `… a Fear effect +2 strength` (an interrupt printed without a trigger): an
    /// attack (or Fear effect) of the action this interrupts, of one of the kinds (`ranged`,
    /// `melee`, `fear`), changes strength by the amount.
    InterruptedAttackStrength {
        kinds: Vec<String>,
        amount: i32,
    },
    // effects
    /// `Give your non-Unique Holdings +1 Gold Production until your next turn begins`: every
    /// holding that fits when the part is done produces that much more (less: negative) gold
    /// until `until`.
    GoldProductionEach {
        what: Target,
        amount: i32,
        until: Delay,
    },
    /// `Negate his straightening until your next turn begins`, `Negate its next straightening
    /// (this turn)`: the card does not straighten (`next`: only the next time it would) for as
    /// long as `until` says: `this-turn`, `this-game`, `next-turn` (until the player's next turn
    /// begins), `next-PHASE` (until his next phase of that name begins), `this-in-play` (while
    /// this card remains in play).
    NegateStraightening {
        who: Who,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        next: bool,
        until: String,
    },
    /// `Negate his destruction from other players' cards' effects (until the turn ends)`.
    NoDestructionByOthers {
        who: Who,
    },
    /// `Ranged Attack equal to this Shugenja's Chi, plus 1 if he is Fire`: an attack (`ranged`,
    /// `melee`, `fear`) with strength equal to a number of a card, `plus` more when the
    /// condition holds.
    AttackOfPlus {
        attack: String,
        who: Who,
        stat: String,
        plus: i32,
        cond: Condition,
    },
    /// `Move him to a different battlefield`, `Move your target Personality at any location to
    /// this card's location`: the card moves to a place of that kind, chosen as the part is done
    /// (`to`: `different-battlefield`, `different-location`, `adjacent-battlefield`,
    /// `this-battlefield`, `this-location`, `opposed-battlefield`: one where he would be
    /// opposed, `enemy-battlefield`: one with enemy units).
    MoveTo {
        who: Who,
        to: String,
    },
    /// `Set his Force equal to his own Chi`, `… equal to his Chi or Personal Honor`: the card's
    /// Force becomes its own number (`stats`, lower-case; with two, as the player chooses).
    SetForceTo {
        who: Who,
        stats: Vec<String>,
    },
    /// `Show your hand to all players`.
    ShowHand,
    /// `Destroy all Madness tokens` (`all`: every one in play), `Destroy a Madness token` (one
    /// in play, as the player chooses, not targeted).
    DestroyTokens {
        name: String,
        all: bool,
    },
    /// In a reaction after the player announces an action, `Its effects will not be negated or
    /// delayed`: the effects of that action.
    ActionNotNegated,
    /// `His controller loses Honor equal to his printed Personal Honor, or 3, whichever is
    /// lower`: as [`Part::ControllerHonorOf`], at most `at_most`.
    ControllerHonorOfAtMost {
        loses: bool,
        of: Who,
        stat: String,
        at_most: i32,
    },
    /// `Raise or lower the current province's strength by his Force`: the current battlefield's
    /// province gets plus or minus (as the player chooses) a number of a card (`stat`,
    /// lower-case) until the end of the turn.
    ProvinceStrengthOf {
        of: Who,
        stat: String,
    },
    /// `Negate his (future) movement` (`next` false), `Negate his next movement` (`next` true):
    /// the card's later movement, or only its next one, is negated.
    NegateMovement {
        who: Who,
        next: bool,
    },
    /// `Take control of him` (`joins`: `(he joins your army)` printed after it).
    TakeControl {
        who: Who,
        joins: bool,
    },
    /// `Destroy your rightmost Province` (`side`: `rightmost`, `leftmost`).
    DestroyProvinceAt {
        side: String,
    },
    /// In a reaction to an action, `Negate any Honor losses until the action ends`.
    NoHonorLossUntilActionEnds,
    /// In a reaction to an action, `Give him +1C until the action ends`.
    BonusUntilActionEnds {
        who: Who,
        force: i32,
        chi: i32,
    },
    /// `Produce Gold equal to its Focus Value`: gold equal to a number (`stat`, lower-case) of
    /// the one card discarded as a cost or the ability's one target.
    ProduceGoldOf {
        of: Who,
        stat: String,
    },
    /// After a duel, `The winner gains 2 Honor` (the player who controls the card `of`),
    /// `The winner's controller gains 1 Honor`.
    ControllerOfGainsHonor {
        of: Who,
        amount: i32,
    },
    /// After a duel, `The winner draws a card`: the player who controls the card `of` draws.
    ControllerOfDraws {
        of: Who,
        count: i32,
    },
    /// `Bow all his attachments`: every attachment of the card, bowed.
    BowAttachments {
        of: Who,
    },
    /// `Give him Naval while this card remains in play`: the card has the keyword for as long
    /// as this card remains in play.
    KeywordWhileInPlay {
        who: Who,
        word: String,
    },
    /// `Raise his Force to 6`: a Force bonus that brings the card's Force to that number, until
    /// the end of the turn (none when its Force is that much already).
    RaiseForceTo {
        who: Who,
        value: i32,
    },
    /// `Straighten all of your Rings`.
    StraightenYourRings,
    /// After a duel, `Both players must focus at least once in the duel` (or `Each player …`).
    EachMustFocus,
    /// `A target player shows a random card in his hand`: a player targeted as the part is done.
    TargetPlayerShowsRandom,
    /// `Switch his Force and Chi`: each of the two becomes what the other was.
    SwitchForceChi {
        who: Who,
    },
    /// `Discard all your other Kata in play with different titles`, `… without this card's
    /// title`: every other card of yours in play with the keyword whose title is not this card's.
    DiscardYourOtherTitled {
        keyword: String,
    },
    /// `Draw cards until you have exactly two cards in your hand`.
    DrawUntil {
        count: i32,
    },
    // conditions
    /// `Melee 3 Attack, which may not target a Defending Personality`, `Fear 2 that may target
    /// Items`, `Ranged 4 Attack which may target a Personality with attached Followers if you
    /// have Reconnaissance`: an attack (one part) whose targets the words change: it may (or may
    /// not) target the cards described (as printed, lower-case), when the condition holds.
    AttackMayTarget {
        attack: Vec<Part>,
        may: bool,
        what: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cond: Option<Condition>,
    },
    // conditions
    /// `Destroy a Fire token on this card`, `Remove a Madness token from your performing
    /// Personality`: one token of that name (as printed) taken off the card, as a cost.
    DestroyToken {
        who: Who,
        name: String,
    },
    // conditions
    /// `Remove a card in your Fate discard pile from the game`: one card of that description
    /// (as printed, lower-case, with its article), chosen, not targeted, removed from the game.
    RemoveFromPile {
        what: String,
    },
    // conditions
    /// `Discard the top 3 cards of your Fate deck` (`deck`: `fate deck`, `dynasty deck`).
    DiscardTop {
        count: i32,
        deck: String,
    },
    // conditions
    /// `discard your hand (even if empty)`: every card in the player's hand.
    DiscardHand,
    // conditions
    /// `bow one of your Forests or Pearls`: one unbowed card of the player's with one of the
    /// words (singular, lower-case).
    BowOneOfYours {
        any_of: Vec<String>,
    },
}

fn is_zero(n: &i32) -> bool {
    *n == 0
}

/// One printed ability as read.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ability {
    /// The ability as printed (plain text).
    pub printed: String,
    /// Its timings: two for `Battle/Open`.
    pub timings: Vec<Timing>,
    /// Keywords of the ability itself (`Political`, `Iaijutsu`, `Air`, `Repeatable` …),
    /// lower-case.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keywords: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub costs: Vec<Part>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub targets: Vec<Target>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<Part>,
    /// The personality that performs the ability, chosen when it is declared (`choose your
    /// performing unbowed Courtier`, `bow your performing Monk`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub performer: Option<Target>,
    /// `Even if this card is bowed`, `Even if you control no units at the current
    /// battlefield`: what does not stop the ability from being used.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub even_if: Vec<EvenIf>,
    /// `Once per game`, `Twice per turn`: how often it may be used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<UseLimit>,
    /// Sentences wholly in parentheses, kept as printed: reminders of what the rules do
    /// (`(Home actions may be used from home.)`), which change nothing.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reminders: Vec<String>,
    /// The parts of the printed text this reading could not read, as printed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unread: Vec<String>,
}

/// How much of an ability was read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Extent {
    Fully,
    Partly,
    Not,
}

impl Ability {
    pub fn extent(&self) -> Extent {
        let read = !self.effects.is_empty() || !self.costs.is_empty() || !self.targets.is_empty();
        match (read, self.unread.is_empty()) {
            (true, true) if !self.effects.is_empty() => Extent::Fully,
            (true, _) => Extent::Partly,
            (false, _) => Extent::Not,
        }
    }

    /// Whether it produces gold.
    pub fn produces_gold(&self) -> bool {
        fn gold(p: &Part) -> bool {
            match p {
                Part::ProduceGold { .. } => true,
                Part::If {
                    then, otherwise, ..
                } => then.iter().chain(otherwise).any(gold),
                Part::May { then } => then.iter().any(gold),
                Part::Later { then, .. } | Part::Delayed { then, .. } => then.iter().any(gold),
                Part::CreateHolding { abilities, .. } => {
                    abilities.iter().any(Ability::produces_gold)
                }
                _ => false,
            }
        }
        self.timings.contains(&Timing::Gold) || self.effects.iter().any(gold)
    }

    /// The reading in a few words, for `cards show` and the steps.
    pub fn summary(&self) -> String {
        self.summary_in(Lang::En)
    }

    /// [`summary`](Self::summary) in `lang`, for `cards show`: the printed words it names (a
    /// timing, a kind, a trait) and what it could not read stay as printed.
    pub fn summary_in(&self, lang: Lang) -> String {
        let mut s: Vec<String> = Vec::new();
        let t: Vec<&str> = self.timings.iter().map(Timing::word).collect();
        let mut head = self.keywords.clone();
        head.push(t.join("/"));
        for e in &self.even_if {
            head.push(tr!(lang, "read-even-if", what = e.key()));
        }
        if let Some(l) = &self.limit {
            head.push(tr!(
                lang,
                "read-per",
                times = l.times.to_string(),
                per = l.per.as_str()
            ));
        }
        s.push(head.join(" "));
        // The trigger as printed (the engine checks only those docs/cards.md names).
        for t in &self.timings {
            if let Timing::Reaction { trigger } | Timing::Interrupt { trigger } = t {
                if !trigger.is_empty() {
                    s.push(tr!(
                        lang,
                        "read-summary-trigger",
                        trigger = trigger.as_str()
                    ));
                }
            }
        }
        for c in &self.conditions {
            s.push(tr!(lang, "read-summary-if", cond = condition_in(c, lang)));
        }
        if let Some(p) = &self.performer {
            s.push(tr!(
                lang,
                "read-summary-performer",
                target = target_in(p, lang)
            ));
        }
        for (i, t) in self.targets.iter().enumerate() {
            s.push(tr!(
                lang,
                "read-summary-target",
                n = i + 1,
                target = target_in(t, lang)
            ));
        }
        let parts = |ps: &[Part]| {
            let v: Vec<String> = ps.iter().map(|p| part_in(p, lang)).collect();
            v.join(&tr!(lang, "read-comma"))
        };
        if !self.costs.is_empty() {
            s.push(tr!(lang, "read-summary-cost", parts = parts(&self.costs)));
        }
        if !self.effects.is_empty() {
            s.push(tr!(
                lang,
                "read-summary-effect",
                parts = parts(&self.effects)
            ));
        }
        if !self.unread.is_empty() {
            s.push(tr!(
                lang,
                "read-summary-unread",
                parts = self.unread.join(" | ")
            ));
        }
        s.join("; ")
    }
}

/// The abilities of a card's text (plain text, one ability a line): every line that opens with
/// a timing (`Battle:`, `Political Open:`, `Reaction: After …:`, `Battle/Open, [BOW]:`) and every
/// gold ability (`Bow this card: Produce 2 Gold.`). Other lines (keywords, lasting effects) are
/// no abilities here.
pub fn read(text: &str) -> Vec<Ability> {
    symbols_as_printed(text)
        .lines()
        .filter_map(read_line)
        .collect()
}

/// The abilities of a card's text, where the text names the card itself by its name or, on a
/// personality, by the last word of its name (`bow Sakuma`, `Give Washi +2F`, `Aragaki's Chi`):
/// read as `this card`. What is quoted as printed stays as printed.
pub fn read_card(name: &str, kind: &str, text: &str) -> Vec<Ability> {
    let printed = symbols_as_printed(text);
    let own = self_named(name, kind, &printed);
    printed
        .lines()
        .zip(own.lines())
        .filter_map(|(p, o)| {
            let mut ab = read_line(o)?;
            ab.printed = p.trim().to_string();
            Some(ab)
        })
        .collect()
}

/// The text with the card's own names as `this card`.
fn self_named(name: &str, kind: &str, text: &str) -> String {
    let base = name.split(" - ").next().unwrap_or(name).trim();
    let mut names = vec![base.to_string()];
    if kind == "personality" {
        if let Some(last) = base
            .split_whitespace()
            .last()
            .filter(|_| base.contains(' '))
        {
            names.push(last.to_string());
        }
    }
    let mut out = text.to_string();
    // On an attachment, `this Personality` is the one it is attached to, not this card: left
    // for no reading.
    if kind != "personality" {
        out = replace_word(
            &out,
            "this Personality",
            "the Personality it is attached to",
        );
    }
    // On a Spell, `this Shugenja` is the Shugenja it is attached to, not the Spell.
    if kind == "spell" {
        out = replace_word(&out, "this Shugenja", "the Personality it is attached to");
    }
    for n in names {
        if n.len() < 3 || !n.starts_with(|c: char| c.is_uppercase()) {
            continue;
        }
        out = replace_word(&out, &n, "this card");
    }
    out
}

/// `text` with `word` replaced where it stands as a whole word (`Washi`, `Washi's`), outside
/// quotations: a quoted ability is read as printed, for the card that gains it.
fn replace_word(text: &str, word: &str, by: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(word) {
        let before = rest[..i].chars().next_back();
        let after = rest[i + word.len()..].chars().next();
        let whole = !before.is_some_and(|c| c.is_alphanumeric() || c == '-')
            && !after.is_some_and(|c| c.is_alphanumeric() || c == '-');
        out.push_str(&rest[..i]);
        let quoted = in_quotes(&out);
        out.push_str(if whole && !quoted { by } else { word });
        rest = &rest[i + word.len()..];
    }
    out.push_str(rest);
    out
}

/// Whether the end of `s` is inside a quotation (the current line's).
fn in_quotes(s: &str) -> bool {
    let line = s.rsplit('\n').next().unwrap_or(s);
    let straight = line.matches('"').count() % 2 == 1;
    let curly = line.matches('“').count() > line.matches('”').count();
    straight || curly
}

/// The ability words that may stand before a timing, as keywords of the ability.
const ABILITY_KEYWORDS: &[&str] = &[
    "political",
    "iaijutsu",
    "air",
    "earth",
    "fire",
    "water",
    "void",
    "thunder",
    "ninja",
    "repeatable",
    "home",
    "tactical",
    "fear",
    "maho",
    "absent",
    "recon",
    "siege",
    "kiho",
    "kharmic",
    "crane",
];

fn read_line(line: &str) -> Option<Ability> {
    let line = line.trim();
    let colon = top_level_colon(line)?;
    let (label, body) = (&line[..colon], line[colon + 1..].trim());
    // `Battle/Open, [BOW]` — the cost symbols after the timing.
    let (label, symbols) = match label.split_once(',') {
        Some((l, s)) => (l.trim(), s.trim()),
        None => (label.trim(), ""),
    };
    let lower = label.to_lowercase();
    let mut ab = Ability {
        printed: line.to_string(),
        ..Ability::default()
    };
    let words: Vec<&str> = lower.split_whitespace().collect();
    let (last, before) = words.split_last()?;
    let timings: Option<Vec<Timing>> = last
        .split('/')
        .map(|t| match t {
            "battle" => Some(Timing::Battle),
            "open" => Some(Timing::Open),
            "limited" => Some(Timing::Limited),
            "engage" => Some(Timing::Engage),
            "reaction" => Some(Timing::Reaction {
                trigger: String::new(),
            }),
            "interrupt" => Some(Timing::Interrupt {
                trigger: String::new(),
            }),
            _ => None,
        })
        .collect();
    let mut body = body.to_string();
    match timings {
        Some(t) if before.iter().all(|w| ABILITY_KEYWORDS.contains(w)) => {
            ab.timings = t;
            ab.keywords = before.iter().map(|w| w.to_string()).collect();
        }
        _ => {
            // A gold ability: `Bow this card: Produce …`, `[BOW]: Produce …`.
            let l = lower.as_str();
            let bows = l == "bow this card" || l == "[bow]" || l == "bow this holding";
            if bows && body.to_lowercase().starts_with("produce") {
                ab.timings = vec![Timing::Gold];
                ab.costs.push(Part::Bow { who: Who::This });
            } else {
                return None;
            }
        }
    }
    for sym in symbols.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        match symbol(sym) {
            Some(p) => ab.costs.push(p),
            None => ab.unread.push(sym.to_string()),
        }
    }
    // `Even if this card is bowed, …` / `…:`: what does not stop the ability.
    'lead: loop {
        let l = body.to_lowercase();
        for (phrase, e) in EvenIf::PHRASES {
            for end in [",", ":"] {
                let lead = format!("{phrase}{end}");
                if l.starts_with(&lead) {
                    ab.even_if.push(e.clone());
                    body = body[lead.len()..].trim().to_string();
                    continue 'lead;
                }
            }
        }
        // `Reaction: Once per game, after this card enters play:`: how often, before the
        // trigger.
        if matches!(
            ab.timings.first(),
            Some(Timing::Reaction { .. } | Timing::Interrupt { .. })
        ) && ab.limit.is_none()
        {
            for (word, times) in [("once", 1), ("twice", 2), ("three times", 3)] {
                for per in ["game", "turn"] {
                    let lead = format!("{word} per {per},");
                    if l.starts_with(&lead) {
                        ab.limit = Some(UseLimit {
                            times,
                            per: per.to_string(),
                        });
                        body = body[lead.len()..].trim().to_string();
                        continue 'lead;
                    }
                }
            }
        }
        break;
    }
    // A reaction's or interrupt's trigger: `After …:` / `Before …:` up to the next colon.
    if let Some(Timing::Reaction { .. } | Timing::Interrupt { .. }) = ab.timings.first() {
        if top_level_colon(&body).is_none() {
            // `When paying a Gold Cost, produce 1 Gold.`: no colon; the trigger ends at the
            // first comma after which everything reads as effects.
            if let Some((trigger, rest)) = trigger_without_colon(&body, &ab) {
                for t in ab.timings.iter_mut() {
                    if let Timing::Reaction { trigger: tr } | Timing::Interrupt { trigger: tr } = t
                    {
                        *tr = trigger.clone();
                    }
                }
                body = rest;
            }
        }
        // `If this card is at the current battlefield, after a Ranged Attack is targeted:`:
        // a condition before the trigger, read as one after it.
        if let Some(moved) = condition_before_trigger(&body, &ab) {
            body = moved;
        }
        if let Some(c) = top_level_colon(&body) {
            let trigger = body[..c].trim().to_string();
            let tl = trigger.to_lowercase();
            if tl.starts_with("after") || tl.starts_with("before") || tl.starts_with("when") {
                for t in ab.timings.iter_mut() {
                    if let Timing::Reaction { trigger: tr } | Timing::Interrupt { trigger: tr } = t
                    {
                        *tr = trigger.clone();
                    }
                }
                // The trigger is read as printed; the engine checks none of it.
                body = body[c + 1..].trim().to_string();
                // `After X, bow this card:` — the costs after the trigger's last comma.
                if let Some((t, costs)) = split_trigger_costs(&trigger, &ab) {
                    for tm in ab.timings.iter_mut() {
                        if let Timing::Reaction { trigger: tr }
                        | Timing::Interrupt { trigger: tr } = tm
                        {
                            *tr = t.clone();
                        }
                    }
                    body = format!("{costs}: {body}");
                } else if let Some((_, tail)) = trigger.rsplit_once(',') {
                    // A comma the reader cannot place: what follows it may be a cost
                    // (`…, discard the Imperial Favor:`), so it is not read.
                    ab.unread.push(tail.trim().to_string());
                }
            }
        }
    }
    // Costs and targets before the colon, effects after it.
    let (pre, post) = match top_level_colon(&body) {
        Some(c) => (
            body[..c].trim().to_string(),
            body[c + 1..].trim().to_string(),
        ),
        // `Bow this Shugenja to bow a target enemy card`: the costs before `to`.
        None => cost_to_effect(&body).unwrap_or_else(|| (String::new(), body.clone())),
    };
    if !pre.is_empty() {
        read_costs(&pre, &mut ab);
    }
    read_effects(&post, &mut ab);
    Some(ab)
}

/// `If COND, after TRIGGER: …` as `after TRIGGER, if COND: …`, when the condition is one
/// comma's words the reader knows (read as the ability's), the trigger the rest up to the colon.
fn condition_before_trigger(body: &str, ab: &Ability) -> Option<String> {
    let c = top_level_colon(body)?;
    let head = &body[..c];
    if !head.to_lowercase().starts_with("if ") {
        return None;
    }
    let k = head.find(", ")?;
    let (cond, trigger) = (&head[..k], head[k + 2..].trim());
    let tl = trigger.to_lowercase();
    if !(tl.starts_with("after ") || tl.starts_with("before ") || tl.starts_with("when ")) {
        return None;
    }
    let cw = words::words(cond);
    conditions::effect_condition(&cw[1..], ab)?;
    Some(format!("{trigger}, {cond}:{}", &body[c + 1..]))
}

/// A trigger with no colon after it (`When paying a Gold Cost, produce 1 Gold.`): the words up to
/// the first comma after which every sentence reads fully as effects.
/// The effects are read as in the ability, with that trigger (`negate its effects` names the
/// action that triggered it).
fn trigger_without_colon(body: &str, ab: &Ability) -> Option<(String, String)> {
    let l = body.to_lowercase();
    if !(l.starts_with("after") || l.starts_with("before") || l.starts_with("when")) {
        return None;
    }
    for (i, _) in body.match_indices(',') {
        // The trigger is one sentence: the effects begin within it.
        if words::sentences(&body[..i]).len() != 1 {
            break;
        }
        let rest = body[i + 1..].trim();
        let mut probe = ab.clone();
        for t in probe.timings.iter_mut() {
            if let Timing::Reaction { trigger: tr } | Timing::Interrupt { trigger: tr } = t {
                *tr = body[..i].trim().to_string();
            }
        }
        read_effects(rest, &mut probe);
        if probe.unread.is_empty() && !probe.effects.is_empty() {
            return Some((body[..i].trim().to_string(), rest.to_string()));
        }
    }
    None
}

/// `Bow this Shugenja to bow a target card`, `Target your performing Monk and lose 1 Honor to
/// give him +2F`: an ability with no colon whose first sentence pays its costs before `to`.
/// The words before `to` (and the clauses before them) must read wholly as costs, with at least
/// one thing paid or a performer chosen; the rest is read as effects.
fn cost_to_effect(body: &str) -> Option<(String, String)> {
    let first = words::sentences(body).into_iter().next()?;
    if first.starts_with('(') {
        return None;
    }
    let parts = words::clauses(&first);
    for (i, clause) in parts.iter().enumerate() {
        // Every ` to `, overlapping (`attached to to`).
        let tos: Vec<usize> = clause
            .char_indices()
            .map(|(k, _)| k)
            .filter(|&k| clause[k..].starts_with(" to "))
            .collect();
        if tos.is_empty() {
            continue;
        }
        // `Bow the Personality it is attached to to …`: the first `to` after which the words
        // before read as costs.
        for k in tos {
            let mut pre: Vec<String> = parts[..i].to_vec();
            pre.push(clause[..k].trim().to_string());
            let pre = pre.join(", ");
            let mut probe = Ability::default();
            read_costs(&pre, &mut probe);
            // A condition before the costs (`If this Personality would be opposed, discard a
            // card to …`) is a condition of the ability, when something is paid too.
            if !probe.unread.is_empty() || (probe.costs.is_empty() && probe.performer.is_none()) {
                continue;
            }
            // The rest of the body after this `to`.
            let at = body.find(clause.as_str())? + k + " to ".len();
            return Some((pre, body[at..].trim().to_string()));
        }
        // A `to` inside a clause that is no cost (`If the Personality it is attached to would
        // be opposed`): a later clause may pay; the clauses before must still read as costs.
    }
    None
}
