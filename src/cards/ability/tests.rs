//! One test per template, on made-up cards in the printed wording.

use super::*;

fn one(text: &str) -> Ability {
    let mut v = read(text);
    assert_eq!(v.len(), 1, "{text}: {v:?}");
    v.remove(0)
}

#[test]
fn a_plain_battle_action_with_a_target_and_a_condition() {
    let a = one("Battle: Destroy a target enemy Follower with 2 or less Force.");
    assert_eq!(a.timings, vec![Timing::Battle]);
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets,
        vec![Target {
            kinds: vec!["follower".into()],
            side: Side::Others,
            must_be: vec![],
            limit: Some(StatLimit {
                stat: "force".into(),
                value: 2,
                at_most: true
            }),
            qualifiers: vec![],
        }]
    );
    assert_eq!(
        a.effects,
        vec![Part::Destroy {
            who: Who::Target(1)
        }]
    );
}

#[test]
fn costs_before_the_colon_effects_after() {
    let a = one("Limited: Bow this card and target a Personality: Give him +2F.");
    assert_eq!(a.costs, vec![Part::Bow { who: Who::This }]);
    assert_eq!(a.targets.len(), 1);
    assert_eq!(
        a.effects,
        vec![Part::Bonus {
            who: Who::Target(1),
            force: 2,
            chi: 0,
            lasting: Lasting::Turn
        }]
    );
    assert_eq!(a.extent(), Extent::Fully);
    // Symbols after the timing are costs too.
    let a = one("Open, [PAY2]: Gain 2 Honor.");
    assert_eq!(a.costs, vec![Part::PayGold { amount: 2 }]);
    assert_eq!(a.effects, vec![Part::GainHonor { amount: 2 }]);
}

#[test]
fn a_cost_inside_the_effects_is_not_read_as_a_cost() {
    // "Lose 2 Honor" after the colon is an effect, not a cost.
    let a = one("Open: Lose 2 Honor and draw a card.");
    assert!(a.costs.is_empty());
    assert_eq!(
        a.effects,
        vec![Part::LoseHonor { amount: 2 }, Part::Draw { count: 1 }]
    );
}

#[test]
fn two_targets_joined_by_and() {
    let a = one("Battle: Target a Follower and target a Personality: Bow them.");
    assert_eq!(a.targets.len(), 2);
    // "them" with two targets is not guessed.
    assert_eq!(a.extent(), Extent::Partly);
    assert_eq!(a.unread, vec!["Bow them".to_string()]);
    let a = one("Battle: Bow a target Follower and destroy a target Holding.");
    assert_eq!(
        a.effects,
        vec![
            Part::Bow {
                who: Who::Target(1)
            },
            Part::Destroy {
                who: Who::Target(2)
            }
        ]
    );
}

#[test]
fn the_gold_a_mine_produces_with_its_condition() {
    let a = one("Bow this card: Produce 2 Gold, or 3 Gold if you are a Lion Clan player.");
    assert_eq!(a.timings, vec![Timing::Gold]);
    assert_eq!(
        a.effects,
        vec![Part::ProduceGold {
            amount: 2,
            instead: vec![(3, Condition::ClanPlayer("Lion".into()))]
        }]
    );
    assert!(a.produces_gold());
    let a = one("[BOW]: Produce 3 Gold, or 4 Gold if paying for a Follower.");
    assert_eq!(
        a.effects,
        vec![Part::ProduceGold {
            amount: 3,
            instead: vec![(4, Condition::PayingFor("follower".into()))]
        }]
    );
    let a = one(
        "[BOW]: Produce 3 Gold, or 4 Gold if your Stronghold has a 3 or lower Gold Production.",
    );
    assert_eq!(
        a.effects,
        vec![Part::ProduceGold {
            amount: 3,
            instead: vec![(4, Condition::StrongholdGoldAtMost(3))]
        }]
    );
    // The Oracle of the Void's symbols.
    let a = one(":bow:: Produce 2 Gold, or 3 Gold when paying for a Nonhuman.");
    assert_eq!(
        a.effects,
        vec![Part::ProduceGold {
            amount: 2,
            instead: vec![(3, Condition::PayingFor("nonhuman".into()))]
        }]
    );
    let a = one("Open, :g2:: Gain 1 Honor.");
    assert_eq!(a.costs, vec![Part::PayGold { amount: 2 }]);
    // A condition it does not know: not read, nothing guessed.
    let a = one("Bow this card: Produce 2 Gold, or 5 Gold if it is raining.");
    assert_eq!(a.extent(), Extent::Partly);
    assert!(a.effects.is_empty());
}

#[test]
fn until_the_end_of_the_turn_and_permanent() {
    let a = one("Battle: Give a target Personality -1F and -1C (until the turn ends).");
    assert_eq!(
        a.effects,
        vec![Part::Bonus {
            who: Who::Target(1),
            force: -1,
            chi: -1,
            lasting: Lasting::Turn
        }]
    );
    let a = one("Limited: Give your target Shugenja a permanent +1C.");
    assert!(matches!(
        a.effects[0],
        Part::Bonus {
            lasting: Lasting::Permanent,
            chi: 1,
            ..
        }
    ));
}

#[test]
fn a_reaction_keeps_its_trigger_and_political_is_a_keyword() {
    let a = one("Political Reaction: After an action targets your Personality: Gain 2 Honor.");
    assert_eq!(
        a.timings,
        vec![Timing::Reaction {
            trigger: "After an action targets your Personality".into()
        }]
    );
    assert_eq!(a.keywords, vec!["political".to_string()]);
    assert_eq!(a.extent(), Extent::Fully);
}

#[test]
fn instead_and_other_conditions_are_never_guessed() {
    let a = one(
        "Battle: Destroy a target Follower. If you are a Crab Clan player, draw a card instead.",
    );
    assert_eq!(a.extent(), Extent::Partly);
    assert_eq!(
        a.effects,
        vec![Part::Destroy {
            who: Who::Target(1)
        }]
    );
    assert_eq!(a.unread.len(), 1, "{a:?}");
    // A condition in the costs is read.
    let a = one("Limited: If you are a Crab Clan player, bow this card: Draw a card.");
    assert_eq!(a.conditions, vec![Condition::ClanPlayer("Crab".into())]);
    assert_eq!(a.extent(), Extent::Fully);
}

#[test]
fn partial_and_unread_abilities_say_what_was_not_read() {
    let a = one("Battle: Target an enemy Personality: He duels your Champion.");
    assert_eq!(a.extent(), Extent::Partly);
    assert_eq!(a.unread, vec!["He duels your Champion".to_string()]);
    let a = one("Open: Search your deck for a Kiho.");
    assert_eq!(a.extent(), Extent::Not);
    // Not abilities: keywords, lasting text.
    assert!(read("Samurai • Unique\nYour Personalities have +1F.").is_empty());
}

#[test]
fn the_performer_and_printed_qualifiers() {
    let a = one("Battle: Choose your performing unbowed Courtier: Give him +2F.");
    assert_eq!(
        a.performer.as_ref().map(|p| p.kinds.clone()),
        Some(vec!["personality".to_string()])
    );
    assert_eq!(
        a.effects,
        vec![Part::Bonus {
            who: Who::Performer,
            force: 2,
            chi: 0,
            lasting: Lasting::Turn
        }]
    );
    let a = one(
        "Battle: Bow your performing Ninja and target an enemy card without attachments: Bow it.",
    );
    assert_eq!(
        a.costs,
        vec![Part::Bow {
            who: Who::Performer
        }]
    );
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["without attachments".to_string()]
    );
    assert_eq!(
        a.effects,
        vec![Part::Bow {
            who: Who::Target(1)
        }]
    );
    assert_eq!(a.extent(), Extent::Fully);
    // With a performer and a target, `him` is not guessed.
    let a = one("Battle: Choose your performing Samurai and target an enemy Personality: Bow him and straighten him.");
    assert_eq!(
        a.effects,
        vec![
            Part::Bow {
                who: Who::Target(1)
            },
            Part::Straighten {
                who: Who::Target(1)
            }
        ]
    );
    let a = one("Limited: Target a dishonorable Personality: His controller loses 2 Honor.");
    assert_eq!(a.effects, vec![Part::ControllerLosesHonor { amount: 2 }]);
}

#[test]
fn a_reaction_whose_trigger_ends_in_costs() {
    let a = one("Reaction: After a Follower enters play, bow this card: Gain 1 Honor.");
    assert_eq!(
        a.timings,
        vec![Timing::Reaction {
            trigger: "After a Follower enters play".into()
        }]
    );
    assert_eq!(a.costs, vec![Part::Bow { who: Who::This }]);
    assert_eq!(a.extent(), Extent::Fully);
}

#[test]
fn a_trigger_with_a_comma_it_cannot_place_is_not_read() {
    // A cost after the trigger that the reader does not know is never hidden in the trigger.
    let a = one("Reaction: After a duel resolves, discard the Imperial Favor: Draw 2 cards.");
    assert_eq!(a.extent(), Extent::Partly);
    assert_eq!(a.unread, vec!["discard the Imperial Favor".to_string()]);
}

#[test]
fn ranged_attacks_and_tokens() {
    let a = one("Battle: Bow this card: Ranged 3 Attack.");
    assert_eq!(a.effects, vec![Part::Ranged { strength: 3 }]);
    let a = one("Battle/Open: Create a 2F Test Spearmen Follower token.");
    assert_eq!(a.timings, vec![Timing::Battle, Timing::Open]);
    assert_eq!(a.effects, vec![Part::FollowerToken { force: 2 }]);
}
