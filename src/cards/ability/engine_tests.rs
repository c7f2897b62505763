//! `Ability::to_engine` on made-up cards in the printed wording: what the engine plays of each
//! reading, and the first part it refuses.

use super::super::read_card;
use crate::engine::card::{Effect, Ref, TargetSide, THIS_CARD};
use crate::lang::ast::{ActionKind, CardKind, CardVerb, Stat};

fn engine(kind: &str, text: &str) -> Result<super::EngineAbility, String> {
    let mut read = read_card("Test Made Up", kind, text);
    assert_eq!(read.len(), 1, "{read:?}");
    read.remove(0).to_engine()
}

fn this() -> Ref {
    Ref::Handle(THIS_CARD.to_string())
}

#[test]
fn bowing_this_card_is_a_cost_on_the_card_that_uses_it() {
    let e = engine(
        "personality",
        "Battle: Bow this card: Bow a target enemy Follower.",
    )
    .expect("played");
    assert_eq!(e.action, ActionKind::Battle);
    assert_eq!(
        e.costs,
        vec![Effect::Card {
            verb: CardVerb::Bow,
            what: this()
        }]
    );
    let t = e.target.as_ref().expect("a target");
    assert_eq!(t.kind, CardKind::Follower);
    assert_eq!(t.side, Some(TargetSide::Others));
    assert_eq!(
        e.effects,
        vec![Effect::Card {
            verb: CardVerb::Bow,
            what: Ref::Target
        }]
    );
    // Used by the card `post`: its handle in place of "this card".
    let play = e.to_play();
    assert!(play.names_this_card());
    let used = play.for_card("post");
    assert!(!used.names_this_card());
    assert_eq!(
        used.costs,
        vec![Effect::Card {
            verb: CardVerb::Bow,
            what: Ref::Handle("post".into())
        }]
    );
}

#[test]
fn your_target_is_a_side() {
    let e = engine(
        "item",
        "Open: Bow this card: Straighten your target Personality.",
    )
    .expect("played");
    assert_eq!(e.target.and_then(|t| t.side), Some(TargetSide::Yours));
    let e = engine("strategy", "Open: Give a target Personality +2F.").expect("played");
    assert_eq!(e.target.and_then(|t| t.side), None);
}

#[test]
fn a_reaction_plays_only_with_a_trigger_the_engine_checks() {
    let e = engine(
        "strategy",
        "Reaction: After an opponent's action targets one of your cards: Negate its effects.",
    )
    .expect("played");
    assert_eq!(e.action, ActionKind::Reaction);
    let t = e.trigger.expect("a trigger");
    assert!(t.targets_yours && t.others_only, "{t:?}");
    assert_eq!(
        e.effects,
        vec![Effect::Cancel {
            keep_actor_losses: false
        }]
    );
    // Any player's action: no side.
    let e = engine(
        "strategy",
        "Reaction: After an action targets a card you control: Gain 1 Honor.",
    )
    .expect("played");
    let t = e.trigger.expect("a trigger");
    assert!(t.targets_yours && !t.others_only, "{t:?}");
    // An action of a kind: its traits.
    let e = engine(
        "strategy",
        "Reaction: After an opponent announces a Ninja action: Gain 2 Honor.",
    )
    .expect("played");
    let t = e.trigger.expect("a trigger");
    assert_eq!(t.action_traits, vec!["ninja".to_string()]);
    assert!(t.others_only && !t.targets_yours);
    // A trigger the engine does not check on an action: not played, and it says which.
    let why = engine(
        "strategy",
        "Reaction: After a Personality is destroyed: Gain 2 Honor.",
    )
    .expect_err("not played");
    assert!(why.contains("After a Personality is destroyed"), "{why}");
}

#[test]
fn battle_open_and_political_abilities() {
    let e = engine("personality", "Battle/Open: Bow this card: Gain 1 Honor.").expect("played");
    assert_eq!(e.action, ActionKind::Battle);
    assert_eq!(e.or, vec![ActionKind::Open]);
    let e = engine("strategy", "Political Limited: Gain 2 Honor.").expect("played");
    assert_eq!(e.traits, vec!["political".to_string()]);
    // Other keywords bring rules the engine does not play with the reading.
    let why = engine("strategy", "Iaijutsu Limited: Gain 2 Honor.").expect_err("not played");
    assert!(why.contains("iaijutsu"), "{why}");
}

#[test]
fn tokens_draws_and_challenges() {
    let e = engine(
        "follower",
        "Open: Bow this card: Give a target Personality two +1F tokens.",
    )
    .expect("played");
    let token = Effect::Token {
        what: Ref::Target,
        force: 1,
        chi: 0,
    };
    assert_eq!(e.effects, vec![token.clone(), token]);
    let e = engine(
        "personality",
        "Limited: This card challenges a target enemy Personality.",
    )
    .expect("played");
    assert_eq!(
        e.effects,
        vec![Effect::Challenge {
            stat: Stat::Chi,
            honor: 0,
            any_card: false
        }]
    );
    // `duels` forces the duel: no challenge the engine plays.
    assert!(engine(
        "personality",
        "Limited: This card duels a target enemy Personality."
    )
    .is_err());
}

#[test]
fn traps_are_not_played() {
    // A condition before the colon: named, not played.
    let why = engine(
        "personality",
        "Battle: If you are the Attacker, bow this card: Gain 1 Honor.",
    )
    .expect_err("not played");
    assert!(why.contains("condition"), "{why}");
    // Two targets: refused.
    assert!(engine(
        "strategy",
        "Open: Target a Personality and target a Follower: Bow them."
    )
    .is_err());
    // A target with a state: the engine does not check it.
    let why = engine(
        "strategy",
        "Open: Target your dishonored Personality: Rehonor him.",
    )
    .expect_err("x");
    assert!(why.contains("dishonored"), "{why}");
    // `instead` is never read, so never played.
    assert!(engine(
        "strategy",
        "Open: Gain 2 Honor. If you control a Courtier, gain 3 Honor instead."
    )
    .is_err());
}

#[test]
fn a_target_of_either_kind() {
    let e = engine(
        "strategy",
        "Battle: Target an enemy Personality or Follower: Bow it.",
    )
    .expect("played");
    let t = e.target.expect("a target");
    assert_eq!(t.kind, CardKind::Personality);
    assert_eq!(t.or_kinds, vec![CardKind::Follower]);
    assert!(!t.any_kind);
    assert_eq!(t.side, Some(TargetSide::Others));
    assert!(t.states.is_empty() && !t.no_attachments);
    // A kind the engine has no card kind for is still refused.
    let why = engine(
        "strategy",
        "Battle: Target an enemy Follower or Ring: Bow it.",
    )
    .expect_err("not played");
    assert!(why.contains("a target of kinds"), "{why}");
}

#[test]
fn a_target_in_a_state_the_engine_checks() {
    use crate::engine::card::TargetState;
    let e = engine(
        "strategy",
        "Open: Target a dishonorable Personality: Destroy it.",
    )
    .expect("played");
    let t = e.target.expect("a target");
    assert_eq!(t.states, vec![TargetState::Dishonorable]);
    assert!(t.traits.is_empty(), "{t:?}");
    assert!(!t.own_bowed);
    let e = engine(
        "strategy",
        "Limited: Target your bowed Personality: Straighten it.",
    )
    .expect("played");
    let t = e.target.expect("a target");
    assert_eq!(t.states, vec![TargetState::Bowed]);
    // The card asks for a bowed one: the player's own bowed personality may be it.
    assert!(t.own_bowed);
    let e = engine(
        "strategy",
        "Battle: Target an unbowed enemy Follower: Destroy it.",
    )
    .expect("played");
    assert_eq!(
        e.target.expect("a target").states,
        vec![TargetState::Unbowed]
    );
    // A state the engine does not check when the target is chosen is still refused.
    let why = engine(
        "strategy",
        "Battle: Target an attacking Personality: Bow it.",
    )
    .expect_err("not played");
    assert!(why.contains("the target's conditions"), "{why}");
}

#[test]
fn a_target_without_attachments() {
    let e = engine(
        "strategy",
        "Battle: Target an enemy card without attachments: Destroy it.",
    )
    .expect("played");
    let t = e.target.expect("a target");
    assert!(t.any_kind && t.no_attachments, "{t:?}");
    assert_eq!(t.side, Some(TargetSide::Others));
    assert_eq!(
        e.effects,
        vec![Effect::Card {
            verb: CardVerb::Destroy,
            what: Ref::Target
        }]
    );
    // Another printed qualifier beside it is still refused.
    let why = engine(
        "strategy",
        "Battle: Target an enemy card without attachments in a unit: Destroy it.",
    )
    .expect_err("not played");
    assert!(why.contains("the target's conditions"), "{why}");
}

#[test]
fn a_target_attachment_is_a_card_attached_to_a_personality() {
    let e = engine("strategy", "Open: Target an enemy attachment: Destroy it.").expect("played");
    let t = e.target.expect("a target");
    assert!(t.attached && t.any_kind, "{t:?}");
    assert_eq!(t.side, Some(TargetSide::Others));
    assert!(!t.no_attachments);
    // `with no attachments` says the same as `without attachments`.
    let e = engine(
        "strategy",
        "Open: Target a Personality with no attachments: Bow it.",
    )
    .expect("played");
    let t = e.target.expect("a target");
    assert!(t.no_attachments && !t.attached, "{t:?}");
    // An attachment or another kind: refused.
    let why = engine(
        "strategy",
        "Open: Target an attachment or Holding: Destroy it.",
    )
    .expect_err("not played");
    assert!(why.contains("a target of kinds"), "{why}");
}

#[test]
fn destroying_or_discarding_this_card_is_a_cost() {
    let e = engine("item", "Open: Destroy this card: Gain 2 Honor.").expect("played");
    assert_eq!(
        e.costs,
        vec![Effect::Card {
            verb: CardVerb::Destroy,
            what: this()
        }]
    );
    let e = engine("follower", "Limited: Discard this card: Draw a card.").expect("played");
    assert_eq!(
        e.costs,
        vec![Effect::Card {
            verb: CardVerb::Discard,
            what: this()
        }]
    );
    assert_eq!(e.effects, vec![Effect::Draw]);
    // Discarding a card from the hand as a cost: not played.
    let why = engine("strategy", "Limited: Discard a card: Gain 2 Honor.").expect_err("not played");
    assert!(why.contains("the cost"), "{why}");
}

#[test]
fn a_keyword_gained_and_the_targets_controller_losing_honor() {
    let e = engine(
        "strategy",
        "Battle: Target your Personality: Give him Cavalry.",
    )
    .expect("played");
    assert_eq!(
        e.effects,
        vec![Effect::Trait {
            what: Ref::Target,
            name: "cavalry".into(),
            gain: true,
            permanent: false
        }]
    );
    let e = engine(
        "strategy",
        "Limited: Target a dishonorable Personality: His controller loses 2 Honor.",
    )
    .expect("played");
    assert_eq!(
        e.effects,
        vec![Effect::LoseHonor {
            who: crate::engine::card::Who::Controller,
            amount: 2
        }]
    );
    // With no target there is no controller to lose it: not played.
    let why = engine(
        "personality",
        "Battle: Choose your performing Courtier: His controller loses 1 Honor.",
    )
    .expect_err("not played");
    assert!(!why.is_empty());
}
