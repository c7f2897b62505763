//! One test per template, on made-up cards in the printed wording.

use super::test_support::one;
use super::*;

/// A plain gold part: an amount and its larger amounts.
fn gold_part(amount: i32, instead: Vec<(i32, Condition)>) -> Part {
    Part::ProduceGold {
        amount,
        instead,
        equal_to: None,
        per: None,
        only_for: None,
    }
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
            any_of: vec![],
            count: None,
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
        vec![gold_part(
            2,
            vec![(3, Condition::ClanPlayer("Lion".into()))]
        )]
    );
    assert!(a.produces_gold());
    let a = one("[BOW]: Produce 3 Gold, or 4 Gold if paying for a Follower.");
    assert_eq!(
        a.effects,
        vec![gold_part(
            3,
            vec![(4, Condition::PayingFor("follower".into()))]
        )]
    );
    let a = one(
        "[BOW]: Produce 3 Gold, or 4 Gold if your Stronghold has a 3 or lower Gold Production.",
    );
    assert_eq!(
        a.effects,
        vec![gold_part(3, vec![(4, Condition::StrongholdGoldAtMost(3))])]
    );
    // The Oracle of the Void's symbols.
    let a = one(":bow:: Produce 2 Gold, or 3 Gold when paying for a Nonhuman.");
    assert_eq!(
        a.effects,
        vec![gold_part(
            2,
            vec![(3, Condition::PayingFor("nonhuman".into()))]
        )]
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
    // A search whose card nothing uses is no full reading.
    let a = one("Open: Search your deck for a Kiho.");
    assert_eq!(a.extent(), Extent::Not);
    assert_eq!(a.unread, vec!["Search your deck for a Kiho".to_string()]);
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
    let a = one("Reaction: After a duel resolves, discard a Ring: Draw 2 cards.");
    assert_eq!(a.extent(), Extent::Partly);
    assert_eq!(a.unread, vec!["discard a Ring".to_string()]);
    // A cost the reader knows is placed.
    let a = one("Reaction: After a duel resolves, discard the Imperial Favor: Draw 2 cards.");
    assert_eq!(a.costs, vec![Part::DiscardFavor]);
    assert_eq!(a.extent(), Extent::Fully);
}

#[test]
fn ranged_attacks_and_tokens() {
    let a = one("Battle: Bow this card: Ranged 3 Attack.");
    assert_eq!(a.effects, vec![Part::Ranged { strength: 3 }]);
    let a = one("Battle/Open: Create a 2F Test Spearmen Follower token.");
    assert_eq!(a.timings, vec![Timing::Battle, Timing::Open]);
    assert_eq!(a.effects, vec![Part::FollowerToken { force: 2 }]);
}

#[test]
fn gold_conditions_the_engine_checks() {
    let gold = |text: &str| one(text).effects;
    assert_eq!(
        gold("[BOW]: Produce 2 Gold, or 3 Gold if you are paying for a Ronin."),
        vec![gold_part(
            2,
            vec![(3, Condition::PayingFor("ronin".into()))]
        )]
    );
    // What the higher amount may pay for is the card it pays for in any case.
    assert_eq!(
        gold("[BOW]: Produce 2 Gold, or 4 Gold if paying for a Unique Personality which may only pay for him."),
        vec![gold_part(2, vec![(4, Condition::PayingFor("unique personality".into()))])]
    );
    assert_eq!(
        gold("[BOW]: Produce 3 Gold, or 4 Gold if paying for a card with a printed Gold Cost of 8 or more which may only pay for that card."),
        vec![gold_part(3, vec![(4, Condition::PayingForCostAtLeast(8))])]
    );
    assert_eq!(
        gold("Bow this card: Produce 2 Gold, or 3 Gold if you control a Scout."),
        vec![gold_part(
            2,
            vec![(3, Condition::YouControl("scout".into()))]
        )]
    );
    assert_eq!(
        gold("[BOW]: Produce 1 Gold, or 2 Gold if it is not your turn."),
        vec![gold_part(1, vec![(2, Condition::NotYourTurn)])]
    );
    // `an attachment` is read as printed, but it is no trait or kind the engine checks: the
    // engine does not play it.
    let a = one("[BOW]: Produce 2 Gold, or 3 Gold if paying for an attachment which may only pay for that card.");
    assert_eq!(a.extent(), Extent::Fully);
    assert_eq!(
        a.effects,
        vec![gold_part(
            2,
            vec![(3, Condition::PayingFor("attachment".into()))]
        )]
    );
    assert!(a.to_gold().is_err());
    // Two conditions joined by `and` are read as both, never as the first alone; the engine
    // checks no Favor in gold.
    let a = one("[BOW]: Produce 2 Gold, or 3 Gold if you control a Scout and the Imperial Favor.");
    assert_eq!(
        a.effects,
        vec![gold_part(
            2,
            vec![(
                3,
                Condition::All(vec![
                    Condition::YouControl("scout".into()),
                    Condition::YouHaveFavor
                ])
            )]
        )]
    );
    assert!(a.to_gold().is_err());
    // `and` with anything else after it is not read.
    let a = one("[BOW]: Produce 2 Gold, or 3 Gold if you control a Scout and a Samurai.");
    assert_eq!(a.extent(), Extent::Partly);
    // A clan condition after `when` is no reading the reader knows.
    let a = one("[BOW]: Produce 2 Gold, or 3 Gold when you are a Crab Clan player.");
    assert_eq!(a.extent(), Extent::Partly);
}

#[test]
fn a_gold_ability_in_the_engines_words() {
    use crate::engine::card::{GoldIf, GoldInstead};
    let g = one("Bow this card: Produce 2 Gold, or 3 Gold if you are a Lion Clan player.")
        .to_gold()
        .expect("a gold ability");
    assert_eq!(g.amount, 2);
    assert_eq!(
        g.instead,
        vec![GoldInstead {
            amount: 3,
            when: GoldIf::ClanPlayer("Lion".into())
        }]
    );
    // A gold ability with more after it is not played from the reading.
    let a = one("[BOW]: Produce 2 Gold. Draw a card.");
    assert!(a.to_gold().is_err());
    assert!(one("Battle: Gain 2 Honor.").to_gold().is_err());
}

#[test]
fn a_card_named_in_its_own_text_is_this_card() {
    let v = read_card(
        "Test Oshima Kenzo - exp",
        "personality",
        "Battle: Bow Kenzo: Give a target Follower -2F.",
    );
    assert_eq!(v.len(), 1);
    assert_eq!(v[0].costs, vec![Part::Bow { who: Who::This }]);
    assert_eq!(v[0].extent(), Extent::Fully);
    // The printed text stays as printed.
    assert_eq!(
        v[0].printed,
        "Battle: Bow Kenzo: Give a target Follower -2F."
    );
    // Only whole words: `Kenzoan` is not Kenzo; only personalities go by their last word.
    let v = read_card(
        "Test Oshima Kenzo",
        "personality",
        "Battle: Bow Kenzoan: Gain 1 Honor.",
    );
    assert_eq!(v[0].extent(), Extent::Partly);
    let v = read_card(
        "Test Quiet Mine",
        "holding",
        "Open: Bow Mine: Gain 1 Honor.",
    );
    assert_eq!(v[0].extent(), Extent::Partly);
    let v = read_card(
        "Test Quiet Mine",
        "holding",
        "Open: Bow Test Quiet Mine: Gain 1 Honor.",
    );
    assert_eq!(v[0].extent(), Extent::Fully);
}

#[test]
fn a_target_after_the_colon_and_fear() {
    let a = one("Political Open: Target your Personality. Bow him.");
    assert_eq!(a.targets.len(), 1);
    assert_eq!(a.targets[0].side, Side::Yours);
    assert_eq!(
        a.effects,
        vec![Part::Bow {
            who: Who::Target(1)
        }]
    );
    assert_eq!(a.extent(), Extent::Fully);
    // A target alone does nothing: not read fully.
    let a = one("Battle: Target a Personality. He duels your Champion.");
    assert_eq!(a.extent(), Extent::Partly);
    // `performing` names the performer, never a trait of a target.
    // `Target your performing Samurai` chooses the performer: no target.
    let a = one("Battle: Target your performing Samurai: Bow him.");
    assert!(a.targets.is_empty(), "{a:?}");
    assert_eq!(
        a.performer.as_ref().map(|p| p.must_be.clone()),
        Some(vec!["samurai".to_string()])
    );
    assert_eq!(
        a.effects,
        vec![Part::Bow {
            who: Who::Performer
        }]
    );
    let a = one("Battle: Fear 2.");
    assert_eq!(a.effects, vec![Part::Fear { strength: 2 }]);
    assert_eq!(a.extent(), Extent::Fully);
    // A bonus to the strength under a condition: Fear 2 if it holds, Fear 1 otherwise.
    let a = one("Battle: Fear 1, with +1 strength if you control a Scout.");
    assert_eq!(a.extent(), Extent::Fully);
    // Not read: a bonus to the strength that is no number.
    let a = one("Battle: Fear 1, with more strength if you control a Scout.");
    assert_eq!(a.extent(), Extent::Partly);
    // A printed qualifier relative to the performer is kept as printed.
    let a = one("Battle: Target an enemy Personality with equal or lower Chi: Bow him.");
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["with equal or lower chi".to_string()]
    );
}

#[test]
fn a_performer_is_a_personality_and_a_title_is_no_keywords() {
    let a = one("Battle: Choose your performing Paragon: Gain 2 Honor.");
    assert_eq!(
        a.performer.as_ref().map(|p| p.kinds.clone()),
        Some(vec!["personality".to_string()])
    );
    // Two words and no kind: a card's title, not two keywords.
    let a = one("Limited: Destroy a target Test Kaori.");
    assert_eq!(a.extent(), Extent::Not);
    assert!(a.targets.is_empty());
    // One keyword alone names any card that has it.
    let a = one("Limited: Destroy a target Terrain.");
    assert_eq!(a.targets[0].kinds, vec!["card".to_string()]);
    assert_eq!(a.extent(), Extent::Fully);
}

#[test]
fn keywords_gained_the_performers_unit_and_a_discard_after_the_colon() {
    let a = one("Battle: Choose your performing Samurai: Straighten his unit.");
    assert_eq!(
        a.effects,
        vec![Part::Straighten {
            who: Who::PerformerUnit
        }]
    );
    // With a target too, `his unit` is the target's, as before.
    let a = one("Battle: Target an enemy Personality: Bow his unit.");
    assert_eq!(
        a.effects,
        vec![Part::Bow {
            who: Who::UnitOf(1)
        }]
    );
    let a = one("Limited: Target your Personality: Permanently give him Kensai.");
    assert_eq!(
        a.effects,
        vec![Part::GainTrait {
            who: Who::Target(1),
            word: "kensai".into(),
            lasting: Lasting::Permanent
        }]
    );
    let a = one("Battle: Target your Personality: Give him Cavalry.");
    assert!(matches!(
        &a.effects[0],
        Part::GainTrait {
            lasting: Lasting::Turn,
            ..
        }
    ));
    // `Give him control of …` and a keyword with its reminder text are not read as a keyword.
    let a =
        one("Battle: Target your Personality: Give him Kolat (Kolat cards may not be targeted).");
    assert_eq!(a.extent(), Extent::Partly);
    let a = one("Battle: Target your Personality: Permanently give him +1F.");
    assert!(matches!(
        a.effects[0],
        Part::Bonus {
            lasting: Lasting::Permanent,
            force: 1,
            ..
        }
    ));
    // After the colon, `Discard a card` is an effect from the hand, not a cost.
    let a = one("Limited: Draw 2 cards. Discard a card.");
    assert!(a.costs.is_empty());
    assert_eq!(
        a.effects,
        vec![Part::Draw { count: 2 }, Part::DiscardFromHand { count: 1 }]
    );
}

#[test]
fn the_side_after_a_state_and_this_personality_on_an_attachment() {
    let a = one("Battle: Target a bowed enemy card: Destroy it.");
    assert_eq!(a.targets[0].side, Side::Others);
    assert_eq!(a.targets[0].must_be, vec!["bowed".to_string()]);
    // On an item, `this Personality` is its bearer, never this card.
    let v = read_card("Test Cloak", "item", "Battle: Move this Personality home.");
    assert_eq!(v[0].effects, vec![Part::MoveHome { who: Who::Bearer }]);
    assert_eq!(v[0].printed, "Battle: Move this Personality home.");
    let v = read_card(
        "Test Kenzo",
        "personality",
        "Battle: Move this Personality home.",
    );
    assert_eq!(v[0].effects, vec![Part::MoveHome { who: Who::This }]);
}

#[test]
fn gold_with_counts_limits_tokens_and_later_parts() {
    // `plus 1 Gold for each …`: the count as printed, with `other` and `that is a …`.
    let a = one("[BOW]: Produce 1 Gold, plus 1 Gold for each other Holding you control that is a Farm or Dock.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let Part::ProduceGold {
        amount: 1,
        per: Some(per),
        ..
    } = &a.effects[0]
    else {
        panic!("{a:?}");
    };
    assert!(per.other);
    assert_eq!(per.what.kinds, vec!["holding".to_string()]);
    assert_eq!(per.any_of, vec!["farm".to_string(), "dock".to_string()]);
    // The engine does not count: it does not play it.
    assert!(a.to_gold().is_err());
    let a = one("Bow this card: Produce 1 Gold, plus 1 additional Gold for each non-Unique Holding you control.");
    let Part::ProduceGold { per: Some(per), .. } = &a.effects[0] else {
        panic!("{a:?}");
    };
    assert!(!per.other);
    assert_eq!(per.what.must_be, vec!["non-unique".to_string()]);
    // `Produce Gold equal to this card's Chi`, with what it may pay for.
    let v = read_card(
        "Test Kaeru Omote",
        "personality",
        "[BOW]: Produce Gold equal to Omote's Chi which can only pay for a single Water or Fire Spell.",
    );
    assert_eq!(v[0].extent(), Extent::Fully, "{v:?}");
    assert_eq!(
        v[0].effects,
        vec![Part::ProduceGold {
            amount: 0,
            instead: vec![],
            equal_to: Some("chi".into()),
            per: None,
            only_for: Some(OnlyFor {
                any_of: vec!["water".into(), "fire".into()],
                of: "spell".into()
            }),
        }]
    );
    let a = one("[BOW]: Produce 3 Gold, which may only pay for one Trade action's cost.");
    let Part::ProduceGold {
        only_for: Some(o), ..
    } = &a.effects[0]
    else {
        panic!("{a:?}");
    };
    assert_eq!(
        (o.any_of.clone(), o.of.as_str()),
        (vec!["trade".to_string()], "action")
    );
    let a = one("[BOW]: Produce 2 Gold, which can only pay for a single Armor, Bow, or Weapon.");
    let Part::ProduceGold {
        only_for: Some(o), ..
    } = &a.effects[0]
    else {
        panic!("{a:?}");
    };
    assert_eq!(o.any_of.len(), 3);
    assert_eq!(o.of, "card");
    // `if the latter, it may only pay for that Ronin`: what the engine does anyway; another
    // card named there is not read.
    let a = one("[BOW]: Produce 2 Gold, or 3 Gold if you are paying for a Ronin; if the latter, it may only pay for that Ronin.");
    assert_eq!(
        a.effects,
        vec![gold_part(
            2,
            vec![(3, Condition::PayingFor("ronin".into()))]
        )]
    );
    let a = one("[BOW]: Produce 2 Gold, or 3 Gold if you are paying for a Ronin; if the latter, it may only pay for that Shugenja.");
    assert_eq!(a.extent(), Extent::Partly);
    // A choice to lose honor for more gold.
    let a = one("[BOW]: Produce 1 Gold, or lose 2 Honor to produce 3 Gold.");
    assert_eq!(
        a.effects,
        vec![gold_part(1, vec![(3, Condition::YouLoseHonor(2))])]
    );
    assert!(a.to_gold().is_err());
    let a = one("[BOW]: Produce 1 Gold, or 3 Gold if you control three or more other Tea Houses.");
    assert_eq!(
        a.effects,
        vec![gold_part(
            1,
            vec![(
                3,
                Condition::YouControlAtLeast {
                    count: 3,
                    other: true,
                    what: "tea houses".into()
                }
            )]
        )]
    );
    // A token, a condition after the effect, a holding that stays bowed, one that straightens
    // later, and a card discarded from play.
    let a = one("[BOW]: Produce 1 Gold. Give this Holding a +1 Gold Production Bounty token if you are bringing a Holding into play.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::If {
            cond: Condition::BringingIntoPlay("holding".into()),
            then: vec![Part::Token {
                who: Who::This,
                name: "Bounty".into(),
                stat: "gold production".into(),
                amount: 1
            }],
            otherwise: vec![]
        }
    );
    // A named token with no number is read as such, never as gold production.
    let a = one("[BOW]: Produce 1 Gold. Give this Holding a Bounty token.");
    assert!(matches!(
        &a.effects[1],
        Part::BonusTokens {
            count: 1,
            force: 0,
            chi: 0,
            ..
        }
    ));
    // A gold-production token with no sign is not read.
    let a = one("[BOW]: Produce 1 Gold. Give this Holding a 1 Gold Production Bounty token.");
    assert_eq!(a.extent(), Extent::Partly);
    let a = one("[BOW]: Produce 4 Gold. This Holding will not straighten until after your next Action Phase.");
    assert_eq!(
        a.effects[1],
        Part::NoStraighten {
            who: Who::This,
            until: Some(Moment {
                phase: "action".into(),
                begins: false
            })
        }
    );
    let a =
        one("[BOW]: Produce 2 Gold. Straighten this Holding after your next Dynasty Phase begins.");
    assert_eq!(
        a.effects[1],
        Part::Later {
            at: Moment {
                phase: "dynasty".into(),
                begins: true
            },
            then: vec![Part::Straighten { who: Who::This }]
        }
    );
    let a = one("[BOW]: Produce 2 Gold. Discard this Strategy from play.");
    assert_eq!(a.effects[1], Part::DiscardCard { who: Who::This });
    // Only the gold ability alone is played by the engine.
    assert!(a.to_gold().is_err());
}

#[test]
fn a_sentence_that_opens_with_if_and_a_quoted_ability() {
    // Two wordings of one condition: the card this gold recruited.
    for text in [
        "Bow this card: Produce 2 Gold. If this paid for a Mine Holding entering play from a province, refill the province face-up.",
        "[BOW]: Produce 2 Gold. If you bowed this Holding while paying to Recruit a Mine Holding, refill the Province face-up.",
    ] {
        let a = one(text);
        assert_eq!(a.extent(), Extent::Fully, "{a:?}");
        assert_eq!(
            a.effects[1],
            Part::If {
                cond: Condition::PaidToRecruit("mine holding".into()),
                then: vec![Part::RefillProvince { face_up: true }],
                otherwise: vec![]
            }
        );
    }
    // `instead` after a condition is never read.
    let a = one("Open: Draw a card. If you control a Scout, draw two cards instead.");
    assert_eq!(a.extent(), Extent::Partly);
    // A condition the reader does not know keeps the whole sentence unread.
    let a = one("Open: Gain 1 Honor. If the moon is full, draw a card.");
    assert_eq!(
        a.unread,
        vec!["If the moon is full, draw a card".to_string()]
    );
    // The quoted ability is read as one: its colon and full stop cut nothing.
    let a = one("Limited: Create a (bowed) Holding with the trait \"Bow this card: Produce 2 Gold.\" Negate your Stronghold's straightening (this turn).");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(a.produces_gold());
    let Part::CreateHolding {
        bowed: true,
        abilities,
    } = &a.effects[0]
    else {
        panic!("{a:?}");
    };
    assert_eq!(abilities[0].effects, vec![gold_part(2, vec![])]);
    assert_eq!(
        a.effects[1],
        Part::NoStraighten {
            who: Who::YourStronghold,
            until: None
        }
    );
    // A quoted ability read only in part leaves the sentence unread.
    let a = one("Limited: Create a Holding with the trait \"Bow this card: Produce 2 Gold if the moon is full.\"");
    assert_eq!(a.extent(), Extent::Not);
}

#[test]
fn a_reaction_even_if_bowed_with_a_trigger_and_a_reminder() {
    let a = one("Reaction: Even if this card is bowed, when paying for a Spell: Produce 3 Gold.");
    assert_eq!(a.even_if, vec![EvenIf::Bowed]);
    assert_eq!(
        a.timings,
        vec![Timing::Reaction {
            trigger: "when paying for a Spell".into()
        }]
    );
    assert_eq!(a.extent(), Extent::Fully);
    // A trigger without a colon ends at the comma after which the effects read; a reminder in
    // parentheses is kept and changes nothing.
    let a = one("Reaction: When paying a Gold Cost, produce 1 Gold. (This can be used together with bowing this card.)");
    assert_eq!(
        a.timings,
        vec![Timing::Reaction {
            trigger: "When paying a Gold Cost".into()
        }]
    );
    assert_eq!(a.effects, vec![gold_part(1, vec![])]);
    assert_eq!(a.reminders.len(), 1);
    // A trigger whose tail is not read stays as it was: nothing guessed.
    let a = one("Reaction: After a duel, if you won it, gain 2 Honor and sing.");
    assert_eq!(a.extent(), Extent::Partly);
    assert_eq!(
        a.timings,
        vec![Timing::Reaction {
            trigger: String::new()
        }]
    );
    // The engine plays no ability used while its card is bowed.
    let a = one("Battle: Even if this card is bowed: Gain 1 Honor.");
    assert_eq!(a.even_if, vec![EvenIf::Bowed]);
    assert_eq!(a.extent(), Extent::Fully);
    assert!(a.to_engine().is_err());
}

#[test]
fn conditions_before_the_colon_and_what_does_not_stop_an_ability() {
    let a = read_card(
        "Test Hida Oroku",
        "personality",
        "Battle: Even if Oroku is at home and even if you control no units at the current battlefield, target a Personality: Bow or straighten him.",
    )
    .remove(0);
    assert_eq!(a.even_if, vec![EvenIf::AtHome, EvenIf::NoUnitsHere]);
    assert_eq!(
        a.effects,
        vec![Part::BowOrStraighten {
            who: Who::Target(1)
        }]
    );
    assert_eq!(a.extent(), Extent::Fully);
    assert!(a.to_engine().is_err());
    let a = one("Battle: If you are the Attacker, bow this card: Melee 2 Attack.");
    assert_eq!(a.conditions, vec![Condition::YouAre("attacker".into())]);
    assert_eq!(a.costs, vec![Part::Bow { who: Who::This }]);
    let a = one("Battle: If there are no Terrains at the current battlefield: Put this card into play there.");
    assert_eq!(a.conditions, vec![Condition::NoTerrainHere]);
    assert_eq!(
        a.effects,
        vec![Part::PutIntoPlay {
            who: Who::This,
            there: true
        }]
    );
    let a = one("Battle: Twice per turn: Ranged 2 Attack.");
    assert_eq!(
        a.limit,
        Some(UseLimit {
            times: 2,
            per: "turn".into()
        })
    );
    assert_eq!(a.extent(), Extent::Fully);
    // `Four times per turn` is no limit the reader knows.
    let a = one("Battle: Four times per turn: Ranged 2 Attack.");
    assert_eq!(a.extent(), Extent::Partly);
    let a = one("Political Limited: Discard the Imperial Favor and target a Follower: Destroy it.");
    assert_eq!(a.costs, vec![Part::DiscardFavor]);
    assert_eq!(
        a.effects,
        vec![Part::Destroy {
            who: Who::Target(1)
        }]
    );
    // A condition on a card the reader cannot name (`he` with two targets) is not read.
    let a = one("Battle: Target a Follower and target a Personality: If he is bowed, draw a card.");
    assert_eq!(a.extent(), Extent::Partly);
}

#[test]
fn conditions_inside_the_effects_and_otherwise() {
    let a =
        one("Battle: Target an attacking Personality: Move him home. If he moved, bow his unit.");
    assert_eq!(
        a.effects[1],
        Part::If {
            cond: Condition::Moved(Who::Target(1)),
            then: vec![Part::Bow {
                who: Who::UnitOf(1)
            }],
            otherwise: vec![]
        }
    );
    // The condition after the effect: `Straighten his unit if he moved`.
    let a = one("Battle: Choose your performing Personality: Move him home. Straighten his unit if he moved.");
    assert_eq!(
        a.effects[1],
        Part::If {
            cond: Condition::Moved(Who::Performer),
            then: vec![Part::Straighten {
                who: Who::PerformerUnit
            }],
            otherwise: vec![]
        }
    );
    // `If he is a Shugenja, …. Otherwise, …`.
    let a = one("Battle: Target your Personality: If he is a Shugenja, give him +2C. Otherwise, give him +2F.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::If {
            cond: Condition::Is {
                who: Who::Target(1),
                what: "shugenja".into()
            },
            then: vec![Part::Bonus {
                who: Who::Target(1),
                force: 0,
                chi: 2,
                lasting: Lasting::Turn
            }],
            otherwise: vec![Part::Bonus {
                who: Who::Target(1),
                force: 2,
                chi: 0,
                lasting: Lasting::Turn
            }]
        }]
    );
    // `Otherwise` with nothing before it to change is not read.
    let a = one("Battle: Gain 1 Honor. Otherwise, draw a card.");
    assert_eq!(a.unread, vec!["Otherwise, draw a card".to_string()]);
}

#[test]
fn more_effects_tokens_attacks_duels_and_negation() {
    let a = one("Battle: Give a target enemy Personality two -1F Rot tokens.");
    assert_eq!(
        a.effects,
        vec![Part::BonusTokens {
            who: Who::Target(1),
            count: 2,
            force: -1,
            chi: 0,
            name: Some("Rot".into())
        }]
    );
    // The count and the plural disagree: not read.
    let a = one("Battle: Give a target enemy Personality two -1F Rot token.");
    assert_eq!(a.extent(), Extent::Not);
    let a = one(
        "Battle: Choose your performing Follower: Melee Attack with strength equal to its Force.",
    );
    assert_eq!(
        a.effects,
        vec![Part::AttackOf {
            attack: "melee".into(),
            who: Who::Performer,
            stat: "force".into()
        }]
    );
    let v = read_card(
        "Test Doji Ren",
        "personality",
        "Iaijutsu Battle: Target an enemy Personality: Ren duels him. Bow the duel's loser.",
    );
    assert_eq!(
        v[0].effects,
        vec![
            Part::Duel {
                challenger: Who::This,
                challenged: Who::Target(1)
            },
            Part::Bow {
                who: Who::DuelLoser
            }
        ]
    );
    // `the duel's loser` with no duel in the ability names no one.
    let a = one("Battle: Bow the duel's loser.");
    assert_eq!(a.extent(), Extent::Not);
    // `Negate its effects` only in a reaction or interrupt, whose trigger it names.
    let a = one("Reaction: After an action targets your Follower: Negate its effects.");
    assert_eq!(a.effects, vec![Part::NegateAction]);
    let a = one("Battle: Negate its effects.");
    assert_eq!(a.extent(), Extent::Not);
    let a = one("Battle: Target your Personality: Move him to the current battlefield. You may take an additional Battle action.");
    assert_eq!(
        a.effects,
        vec![
            Part::MoveToBattlefield {
                who: Who::Target(1)
            },
            Part::AdditionalAction {
                kind: Some("Battle".into())
            }
        ]
    );
    // What the extra action must be is not read.
    let a = one("Battle: You may take an additional Battle action, which must be a Kiho.");
    assert_eq!(a.extent(), Extent::Partly);
}

#[test]
fn attack_alternatives_reminders_and_the_bearer() {
    // `or Ranged 6 Attack if …`: the larger attack when the condition holds.
    let a = one(
        "Battle: Bow this card: Ranged 3 Attack, or Ranged 5 Attack if this Shugenja is Water.",
    );
    assert_eq!(
        a.effects,
        vec![Part::If {
            cond: Condition::Is {
                who: Who::This,
                what: "water".into()
            },
            then: vec![Part::Ranged { strength: 5 }],
            otherwise: vec![Part::Ranged { strength: 3 }]
        }]
    );
    // A melee attack and a ranged one are no alternatives of each other.
    let a = one("Battle: Ranged 3 Attack, or Melee 5 Attack if this Shugenja is Water.");
    assert_eq!(a.extent(), Extent::Not);
    // `, with +2 strength if …` changes the attack before it.
    let a = one("Battle: Melee 3 Attack, with +2 strength if you control a Monk.");
    assert_eq!(
        a.effects,
        vec![Part::If {
            cond: Condition::YouControl("monk".into()),
            then: vec![Part::Melee { strength: 5 }],
            otherwise: vec![Part::Melee { strength: 3 }]
        }]
    );
    // With no attack before it, nothing is changed.
    let a = one("Battle: Gain 1 Honor, with +2 strength if you control a Monk.");
    assert_eq!(a.extent(), Extent::Partly);
    // The rules' reminder after an attack is kept, the attack read.
    let a = one("Battle, [BOW]: Melee 2 Attack (Destroy a target enemy Follower or Personality without Followers with 2 or lower Force).");
    assert_eq!(a.effects, vec![Part::Melee { strength: 2 }]);
    assert_eq!(a.reminders.len(), 1);
    assert_eq!(a.extent(), Extent::Fully);
    // On an attachment, `this Personality` is the one it is attached to.
    let v = read_card(
        "Test Lucky Fan",
        "item",
        "Battle/Open: Bow this card: Straighten this Personality.",
    );
    assert_eq!(v[0].effects, vec![Part::Straighten { who: Who::Bearer }]);
    let v = read_card(
        "Test Lucky Fan",
        "item",
        "Battle/Open: Target your Personality: Transfer this card to him.",
    );
    assert_eq!(v[0].effects, vec![Part::Transfer { to: Who::Target(1) }]);
}

#[test]
fn more_conditions_and_chosen_cards() {
    let a = one("Limited, [BOW]: If you have three or fewer cards in your hand: Draw a card.");
    assert_eq!(a.conditions, vec![Condition::HandAtMost(3)]);
    let a = one("Limited: If your Family Honor is 8 or lower, bow this card: Gain 1 Honor.");
    assert_eq!(a.conditions, vec![Condition::FamilyHonorAtMost(8)]);
    let a = one("Battle: If you have Reconnaissance: Ranged 2 Attack.");
    assert_eq!(a.conditions, vec![Condition::YouHaveRecon]);
    // `Destroy a Terrain (if able)`: chosen, not targeted.
    let a = one("Battle: Destroy a Terrain (if able). Put this Terrain into play.");
    assert_eq!(a.extent(), Extent::Fully);
    assert!(a.targets.is_empty());
    assert!(matches!(
        a.effects[0],
        Part::DestroyOne { if_able: true, .. }
    ));
    let a = one("Open: Target an enemy Personality: Reduce his Force to 0.");
    assert_eq!(
        a.effects,
        vec![Part::SetForce {
            who: Who::Target(1),
            value: 0
        }]
    );
    // A token with a name and no bonus; with neither, nothing is read.
    let a = one("Limited: Give a target card a Doom token.");
    assert!(
        matches!(&a.effects[0], Part::BonusTokens { count: 1, force: 0, chi: 0, name: Some(n), .. } if n == "Doom")
    );
    // `target Kenzo` with no article is a card's name, never a keyword.
    let a = one("Limited: Destroy this card and target Kenzo: Give him two Charging tokens.");
    assert!(a.targets.is_empty());
    assert_ne!(a.extent(), Extent::Fully);
    // `Move home a target …`.
    let a = one("Battle, [BOW]: Move home a target enemy unit.");
    assert_eq!(
        a.effects,
        vec![Part::MoveHome {
            who: Who::Target(1)
        }]
    );
}

#[test]
fn force_equal_to_a_number_provinces_and_other_katas() {
    let v = read_card(
        "Test Isawa Rei",
        "personality",
        "Battle: Target an enemy Follower: Give it a Force penalty equal to Rei's Chi.",
    );
    assert_eq!(
        v[0].effects,
        vec![Part::ForceOf {
            who: Who::Target(1),
            sign: -1,
            of: Who::This,
            stat: "chi".into()
        }]
    );
    // `his own best Chi` is no number the reader knows (`his own base Chi` is his base Chi).
    let a = one(
        "Battle: Choose your performing Duelist: Give him a Force bonus equal to his own best Chi.",
    );
    assert_ne!(a.extent(), Extent::Fully);
    let a = one("Open: Give each of your provinces +3 strength.");
    assert_eq!(
        a.effects,
        vec![Part::ProvinceStrength {
            all_yours: true,
            amount: 3
        }]
    );
    let a = one("Limited: Put this card into play. Discard all your other Katas.");
    assert_eq!(
        a.effects[1],
        Part::DiscardYourOther {
            keyword: "kata".into()
        }
    );
    // The rules' reminder after Fear is kept, Fear read.
    let a = one("Battle: Fear 2 (Bow a target enemy Follower, or Personality without Followers, with 2 or lower Force).");
    assert_eq!(a.effects, vec![Part::Fear { strength: 2 }]);
    assert_eq!(a.extent(), Extent::Fully);
}

#[test]
fn a_choice_to_do_an_effect_and_a_personality_created() {
    let a =
        one("Battle: Choose your performing Personality: Straighten him. You may move him home.");
    assert_eq!(
        a.effects[1],
        Part::May {
            then: vec![Part::MoveHome {
                who: Who::Performer
            }]
        }
    );
    // `You may target …` chooses a target only if it is done: no target of the action, a
    // target chosen later.
    let a = one("Battle: Gain 1 Honor. You may target a Follower and bow it.");
    assert!(a.targets.is_empty(), "{a:?}");
    assert!(matches!(&a.effects[1], Part::MayTarget { then, .. }
        if then == &vec![Part::Bow { who: Who::LaterTarget }]));
    // A choice that would add a target is not read either.
    let a = one("Battle: Gain 1 Honor. You may bow a target Follower.");
    assert_eq!(a.unread, vec!["You may bow a target Follower".to_string()]);
    let a = one("Battle: Create a 3F/1C/2PH Crab Clan • Samurai • Berserker Personality at the current battlefield.");
    assert_eq!(
        a.effects,
        vec![Part::CreatePersonality {
            force: 3,
            chi: 1,
            honor: 2,
            keywords: vec!["Crab Clan".into(), "Samurai".into(), "Berserker".into()],
            here: true,
            abilities: vec![]
        }]
    );
    // The bullets lost in a file change nothing.
    let b = one("Battle: Create a 3F/1C/2PH Crab Clan  Samurai  Berserker Personality at the current battlefield.");
    assert_eq!(a.effects, b.effects);
    // A number missing is not read; a personality with an ability is read with its ability.
    let a = one("Limited: Create a 2F/2C Monk Personality.");
    assert_eq!(a.extent(), Extent::Not);
    let a = one(
        "Limited: Create a 2F/2C/1PH Monk Personality with the ability \"Battle: Gain 1 Honor.\"",
    );
    assert_eq!(a.extent(), Extent::Fully);
    assert!(
        matches!(&a.effects[..], [Part::CreatePersonality { abilities, .. }] if abilities.len() == 1)
    );
}

#[test]
fn where_a_target_is_and_a_card_put_into_the_hand() {
    let a = one("Limited: Target a Spell in your discard pile: Put it into your hand.");
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["in your discard pile".to_string()]
    );
    assert_eq!(
        a.effects,
        vec![Part::ToHand {
            who: Who::Target(1)
        }]
    );
    let a = one("Limited: Put a target Battle Strategy from your discard pile into your hand.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.targets[0].must_be, vec!["battle".to_string()]);
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["in your discard pile".to_string()]
    );
    // A place the reader does not know leaves the target unread.
    let a = one("Limited: Target a Follower under the table: Put it into your hand.");
    assert_eq!(a.extent(), Extent::Not);
    assert!(a.targets.is_empty());
    let a = one("Limited: Target a card in a province: Discard it. Refill the province face-up.");
    assert_eq!(
        a.effects,
        vec![
            Part::DiscardCard {
                who: Who::Target(1)
            },
            Part::RefillProvince { face_up: true }
        ]
    );
}

#[test]
fn another_card_is_any_but_this_one_never_a_trait() {
    let a = one("Political Open: Target another Personality: Give him +2F.");
    assert_eq!(a.targets[0].kinds, vec!["personality".to_string()]);
    assert!(a.targets[0].must_be.is_empty(), "{a:?}");
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["other than this card".to_string()]
    );
    // The engine checks no such condition: it does not play it as printed.
    assert!(a.to_engine().is_err());
    // `another player's` is still a side.
    let a = one("Battle: Target another player's Follower: Bow it.");
    assert_eq!(a.targets[0].side, Side::Others);
    assert!(a.targets[0].qualifiers.is_empty());
}

#[test]
fn the_summary_shows_a_trigger_as_printed_and_a_cost_paid_for_an_effect() {
    let a = one("Reaction: After another player's action targets your Test Samurai: Bow him.");
    let s = a.summary();
    assert!(
        s.contains("trigger, as printed: After another player's action targets your Test Samurai"),
        "{s}"
    );
    // No trigger printed: nothing said of one.
    assert!(!one("Battle: Bow this card.").summary().contains("trigger"));
    let a = one("Battle: Gain 1 Honor. You may discard a card to straighten this card.");
    let s = a.summary();
    assert!(s.contains("; if you do, "), "{s}");
}

#[test]
fn fear_is_no_attack_in_the_summary() {
    let s = one("Battle: Fear equal to your target Personality's Chi.").summary();
    assert!(
        s.contains("effect fear with strength equal to target 1's chi"),
        "{s}"
    );
    let s = one("Battle: Ranged Attack with strength equal to this card's Force.").summary();
    assert!(
        s.contains("ranged attack with strength equal to this card's force"),
        "{s}"
    );
    let s = one("Battle: Fear equal to your target Personality's Chi.").summary_in(Lang::Ja);
    assert!(s.contains("恐怖") && !s.contains("fear"), "{s}");
}

#[test]
fn another_unit_is_not_read_as_other_than_this_card() {
    let a = one("Battle: Target another Personality: Give him +2F.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["other than this card".to_string()]
    );
    // The unit is other than the performer's: not read.
    let a = one(
        "Battle: Choose your performing unbowed Personality and target another unit: Straighten it.",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}
