//! Every rule id the engine can cite, in one table. A test checks that each one exists in the
//! corpus under `rulings/`, so a citation can never point at nothing.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A stable rule id a judge can type, such as `favor.petition.auto`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RuleId(&'static str);

impl RuleId {
    pub const fn as_str(self) -> &'static str {
        self.0
    }

    /// The id of the table spelled exactly `id`, if there is one.
    pub fn parse(id: &str) -> Option<RuleId> {
        ALL.iter().copied().find(|r| r.0 == id)
    }
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl Serialize for RuleId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0)
    }
}

/// Read back as the id of the table it spells; an id the table does not hold is an error, so a
/// stored event can never cite a rule that does not exist.
impl<'de> Deserialize<'de> for RuleId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let id = std::borrow::Cow::<'de, str>::deserialize(d)?;
        RuleId::parse(&id).ok_or_else(|| {
            serde::de::Error::custom(format!("`{id}` is not a rule id gunbai cites"))
        })
    }
}

macro_rules! rule_ids {
    ($($(#[$doc:meta])* $name:ident = $id:literal;)*) => {
        $($(#[$doc])* pub const $name: RuleId = RuleId($id);)*
        /// Every id the engine can cite.
        pub const ALL: &[RuleId] = &[$($name),*];
    };
}

rule_ids! {
    // gunbai's own procedure (rulings/gunbai.toml)
    /// The judge types the board as it stands; setup facts are recorded as such.
    PROC_SETUP = "proc.setup";
    /// A judge adjustment changes the board directly and is shown as one.
    PROC_ADJUST = "proc.adjust";
    /// `undo` appends a retraction; the retracted line stays in the log.
    PROC_UNDO = "proc.undo";
    /// Cards in a hand are typed by the judge; draws are outcomes the judge records.
    PROC_HAND = "proc.hand";
    /// A card defined in a case is kept in its log.
    PROC_CARD = "proc.card";

    // Rulebook part 2 (seed 000)
    VICTORY_MILITARY = "victory.military";
    VICTORY_DISHONOR_LOSS = "victory.dishonor-loss";
    VICTORY_PROVINCE_LOSS = "victory.province-loss";
    VICTORY_HONOR = "victory.honor";
    VICTORY_ENLIGHTENMENT = "victory.enlightenment";
    SETUP_FAMILY_HONOR = "setup.family-honor";
    SETUP_FIRST_PLAYER = "setup.first-player";
    BOW_BOWING = "bow.bowing";
    BOW_BOWED_UNUSABLE = "bow.bowed-unusable";
    TARGET_DEFINITION = "target.definition";
    TARGET_OWN_BOWED = "target.own-bowed";
    TARGET_REDIRECT = "target.redirect";
    PLAY_CONTROL = "play.control";
    PLAY_MISSING_VALUES = "play.missing-values";
    TOKEN_STATS = "token.stats";
    TOKEN_DESTROYED = "token.destroyed";
    TOKEN_PERMANENT = "token.permanent";
    COPY_SELF = "copy.self";
    COPY_ABILITY = "copy.ability";
    COPY_VALUE = "copy.value";
    COPY_DURATION = "copy.duration";
    COPY_EXAMPLE = "copy.example";
    TRAIT_FOO = "trait.foo";

    GOLD_PRODUCE = "gold.produce";
    GOLD_PAYMENT = "gold.payment";
    GOLD_NO_SPLIT = "gold.no-split";
    GOLD_REQUIREMENT_LAPSE = "gold.requirement-lapse";
    ATTACH_ATTACH = "attach.attach";
    ATTACH_MOVE = "attach.move";
    ATTACH_PERSIST = "attach.persist";
    PLAY_KIHO = "play.kiho";
    PLAY_ANCESTOR_5 = "play.ancestor.5";
    TRAIT_GAME_TERMS = "trait.game-terms";
    CLAN_MEMBERS = "clan.members";
    ATTACH_WEAPON_ARMOR = "attach.weapon-armor";
    PLAY_REQUIREMENTS = "play.requirements";
    PLAY_PERSONALITY_HONOR_REQUIREMENT = "play.personality.honor-requirement";
    PLAY_PERSONALITY_OWN_CLAN = "play.personality.own-clan";
    PLAY_ATTACHMENTS = "play.attachments";
    PLAY_ANCESTOR_1 = "play.ancestor.1";
    PLAY_ANCESTOR_2 = "play.ancestor.2";
    PLAY_ANCESTOR_3 = "play.ancestor.3";
    PLAY_RING_CONDITION = "play.ring.condition";
    PLAY_RING_BENEFIT = "play.ring.benefit";
    UNIQUE_IN_PLAY = "unique.in-play";
    EXPERIENCED_OVERLAY = "experienced.overlay";
    EXPERIENCED_NORMAL_PLAY = "experienced.normal-play";
    EXPERIENCED_UNIQUE = "experienced.unique";
    EXPERIENCED_NO_TUCK = "experienced.no-tuck";
    EXPERIENCED_BATTLE_HONOR = "experienced.battle-honor";
    EXPERIENCED_ORDER = "experienced.order";
    PLAY_OUT_OF_PLAY = "play.out-of-play";
    PLAY_HONOR_ON_ENTRY = "play.honor-on-entry";
    SETUP_SHUFFLE = "setup.shuffle";
    SETUP_NO_OTHER_LIMITS = "setup.no-other-limits";
    SETUP_LAYOUT = "setup.layout";
    SETUP_HAND = "setup.hand";
    SETUP_TOKENS = "setup.tokens";
    CLAN_LIST = "clan.list";
    BOW_UNIT = "bow.unit";
    BOW_EXAMPLE = "bow.example";
    EXPERIENCED_STORYLINE = "experienced.storyline";
    EXPERIENCED_LIEUTENANT = "experienced.lieutenant";
    TOKEN_FOLLOWER = "token.follower";
    TRAIT_ABILITIES = "trait.abilities";

    // Rulebook part 4 (seed 003)
    ACTION_FATE_CARDS = "action.fate-cards";
    ACTION_RESOLVE_FULLY = "action.resolve-fully";
    ACTION_PRIORITY = "action.priority";
    ACTION_BATTLE = "action.battle";
    ACTION_BATTLE_TERRAIN = "action.battle.terrain";
    DESTROY_TERRAIN = "destroy.terrain";
    ACTION_LIMITED = "action.limited";
    ACTION_OPEN = "action.open";
    ACTION_REACTION = "action.reaction";
    ACTION_REACTION_ORDER = "action.reaction.order";
    ACTION_REACTION_NOT_A_TURN = "action.reaction.not-a-turn";
    ACTION_REACTION_ILLEGAL_TARGET = "action.reaction.illegal-target";
    /// The rulebook's Kolat Assassin / Investigation example: the cost stays paid.
    ACTION_REACTION_EXAMPLE = "action.reaction.example";
    FAVOR_USES = "favor.uses";
    FAVOR_USE_LIMITED = "favor.use.limited";
    FAVOR_USE_OPEN = "favor.use.open";
    FAVOR_USE_BATTLE = "favor.use.battle";
    FAVOR_USE_REACTION = "favor.use.reaction";
    FAVOR_PETITION = "favor.petition";
    FAVOR_PETITION_AUTO = "favor.petition.auto";
    FAVOR_PETITION_CONTEST = "favor.petition.contest";
    FAVOR_PETITION_SIDES = "favor.petition.sides";
    FAVOR_PETITION_TEMPORARY = "favor.petition.temporary";
    FAVOR_PETITION_SPOKESMAN = "favor.petition.spokesman";
    FAVOR_PETITION_GIFT = "favor.petition.gift";
    FAVOR_PETITION_ORDER = "favor.petition.order";
    FAVOR_PETITION_RESULT = "favor.petition.result";
    DISHONOR_STATE = "dishonor.state";
    DISHONOR_PERSONAL_HONOR = "dishonor.personal-honor";
    DISHONOR_CAUSE_LOSS = "dishonor.cause-loss";
    DISHONOR_RESTORE_ON_GAIN = "dishonor.restore-on-gain";
    DISHONOR_DEATH = "dishonor.death";
    DISHONOR_EXAMPLE = "dishonor.example";
    DESTROY_DISCARD = "destroy.discard";
    DESTROY_UNIT = "destroy.unit";
    DESTROY_DEAD_KINDS = "destroy.dead-kinds";
    TRAIT_SAMURAI = "trait.samurai";
    SPELL_SHUGENJA = "spell.shugenja";
    SPECIAL_INTRO = "special.intro";
    TRAIT_SPECIAL_INTRO = "trait.special-intro";
    TRAIT_EXAMPLE = "trait.example";
    TOKEN_NO_NEGATIVE = "token.no-negative";
    TOKEN_MULTIPLE = "token.multiple";
    PLAY_ANCESTOR_4 = "play.ancestor.4";
    EXPERIENCED_EXAMPLE = "experienced.example";
    COPY_EXAMPLE_2 = "copy.example-2";
    SPELL_RITUAL = "spell.ritual";
    SPELL_FOO_FOLLOWERS = "spell.foo-followers";

    // Facts from shared/reference (rulings/reference.toml)
    REF_TURN_PHASES = "ref.turn.phases";
    REF_HONOR_GAINS = "ref.honor.gains";
    REF_DYNASTY_RECRUIT = "ref.dynasty.recruit";
    REF_BATTLE_AFTER = "ref.battle.after";
    REF_HONOR_OWN_CLAN = "ref.honor.own-clan";

    // Deck construction (`gunbai deck check`)
    /// Two decks of 30 or more cards; at most three copies of a card per deck.
    SETUP_DECKS = "setup.decks";
    /// Events, rings, unique and experienced cards: one copy per deck.
    SETUP_ONE_COPY = "setup.one-copy";
    /// The stronghold stands apart from both decks and decides the clan.
    SETUP_STRONGHOLD = "setup.stronghold";
    /// One copy of each unique version of a personality per deck.
    EXPERIENCED_DECK_LIMIT = "experienced.deck-limit";
    /// Events turn face up from the provinces: dynasty cards.
    PLAY_EVENT = "play.event";
    /// Regions come into play from the provinces: dynasty cards.
    PLAY_REGION = "play.region";
    /// The fate deck's cards: actions, kiho and cards attached to personalities.
    PLAY_ACTION_CARDS = "play.action-cards";
    /// Rings are action cards.
    PLAY_RING = "play.ring";
    /// Ancestors are a kind of follower.
    PLAY_ANCESTOR = "play.ancestor";
    OPTIONAL_HIDDEN_EMPEROR = "optional.hidden-emperor";
    OPTIONAL_EXTENDED_JADE = "optional.extended-jade";
    OPTIONAL_ONE_TIME_EVENTS = "optional.one-time-events";

    // Challenges and duels, ranged attacks, fear and the special traits (rulebook part 4)
    DUEL_CHALLENGE = "duel.challenge";
    DUEL_TOO_LATE = "duel.too-late";
    DUEL_CHI = "duel.chi";
    DUEL_FOCUS_STRIKE = "duel.focus-strike";
    DUEL_RESOLUTION = "duel.resolution";
    RANGED_BOW = "ranged.bow";
    RANGED_TARGETS = "ranged.targets";
    RANGED_RESOLUTION = "ranged.resolution";
    RANGED_EXAMPLE = "ranged.example";
    FEAR_USE = "fear.use";
    TRAIT_DOUBLE_CHI = "trait.double-chi";
    TRAIT_ELEMENTAL = "trait.elemental";
    TRAIT_TACTICIAN = "trait.tactician";
    // The turn, provinces and battles (rulings/reference.toml, rulings/rulebook-part4.toml)
    REF_TURN_STRAIGHTEN = "ref.turn.straighten";
    REF_TURN_EVENTS = "ref.turn.events";
    REF_TURN_ACTION = "ref.turn.action";
    REF_TURN_DYNASTY = "ref.turn.dynasty";
    REF_DYNASTY_HOLDING_BOWED = "ref.dynasty.holding-bowed";
    REF_DYNASTY_DISCARD = "ref.dynasty.discard";
    REF_DYNASTY_REFILL = "ref.dynasty.refill";
    REF_TURN_END = "ref.turn.end";
    REF_BATTLE_SEGMENTS = "ref.battle.segments";
    REF_BATTLE_ORDER = "ref.battle.order";
    REF_BATTLE_DEFENDER_FIRST = "ref.battle.defender-first";
    REF_BATTLE_FORCE = "ref.battle.force";
    REF_BATTLE_RESOLUTION = "ref.battle.resolution";
    REF_BATTLE_PROVINCE = "ref.battle.province";
    REF_BATTLE_TIE = "ref.battle.tie";
    REF_BATTLE_HONOR = "ref.battle.honor";
    REF_HONOR_THRESHOLDS = "ref.honor.thresholds";
    REF_HONOR_DISHONORED_DEATH = "ref.honor.dishonored-death";
    REF_HONOR_CLAN_HONOR_RULE = "ref.honor.clan-honor-rule";
    OPTIONAL_FIRST_TURN = "optional.first-turn";
    OPTIONAL_FIRST_TURN_DRAW = "optional.first-turn.draw";
    TRAIT_CAVALRY = "trait.cavalry";
}
