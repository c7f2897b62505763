//! Templates of timed abilities, one test each, on made-up cards in the printed wording, each
//! with a trap that must stay unread or partly read.

use super::test_support::one;
use super::*;

#[test]
fn the_bullet_as_the_oracle_writes_it() {
    // The bullet between keywords (the Oracle's `&#149;`, decoded as Windows-1252 numbers it).
    let a = one(
        "Battle: Create a 1F/2C/1PH Test Clan • Sentry Personality at the current battlefield.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::CreatePersonality {
            force: 1,
            chi: 2,
            honor: 1,
            keywords: vec!["Test Clan".into(), "Sentry".into()],
            here: true,
            abilities: vec![]
        }]
    );
    // Trap: a control character is no bullet.
    let a = one("Battle: Create a 1F/2C/1PH Test Clan \u{95} Sentry Personality at the current battlefield.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn would_be_opposed_and_a_pronoun_before_its_target() {
    let a = one("Absent Battle: If he would be opposed, move your target Kensai at home to the current battlefield.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.targets.len(), 1);
    assert_eq!(a.targets[0].qualifiers, vec!["at home".to_string()]);
    assert_eq!(
        a.effects,
        vec![Part::If {
            cond: Condition::WouldBeOpposed(Who::Target(1)),
            then: vec![Part::MoveToBattlefield {
                who: Who::Target(1)
            }],
            otherwise: vec![]
        }]
    );
    assert!(a.to_engine().is_err());
    // Traps: two targets after the pronoun, and a place the reader does not know.
    let a = one("Battle: If he would be opposed, bow your target Personality and straighten a target Follower.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Absent Battle: Move your target Kensai at the gate to the current battlefield.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn two_conditions_joined_by_and() {
    let both = Condition::All(vec![
        Condition::HandAtMost(3),
        Condition::ClanPlayer("Test".into()),
    ]);
    let a = one("Limited, [BOW]: If you have three or fewer cards in your hand and you are a Test Clan player, draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::If {
            cond: both.clone(),
            then: vec![Part::Draw { count: 1 }],
            otherwise: vec![]
        }]
    );
    // Before the colon: a condition of the ability.
    let a = one("Limited: If you have three or fewer cards in your hand and you are a Test Clan player: Draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.conditions, vec![both]);
    // Traps: the second half with no subject of its own.
    let a =
        one("Limited: If you have three or fewer cards in your hand and a Samurai, draw a card.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a =
        one("Limited: If you have three or fewer cards in your hand and a Samurai: Draw a card.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn a_condition_then_costs_paid_before_to() {
    let mut v = read_card(
        "Test Sash",
        "item",
        "Home Battle: If this Personality would be opposed, discard a card to move him to the current battlefield.",
    );
    let a = v.remove(0);
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.conditions, vec![Condition::WouldBeOpposed(Who::Bearer)]);
    assert_eq!(a.costs, vec![Part::DiscardFromHand { count: 1 }]);
    assert_eq!(
        a.effects,
        vec![Part::MoveToBattlefield { who: Who::Bearer }]
    );
    // Trap: a `to` inside a condition, with nothing paid, is no cost.
    let mut v = read_card(
        "Test Sash",
        "item",
        "Battle: If this card is attached to a Samurai, bow him.",
    );
    assert_ne!(v.remove(0).extent(), Extent::Fully);
}

#[test]
fn one_of_two_traits() {
    let a = one("Open: Bow this card and target a Mill or Dock Holding: Straighten it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.targets[0].kinds, vec!["holding".to_string()]);
    assert_eq!(
        a.targets[0].any_of,
        vec!["mill".to_string(), "dock".to_string()]
    );
    assert!(a.targets[0].must_be.is_empty());
    // Two personalities' keywords name a personality; other words any card.
    let a = one("Open: Straighten your target unbowed Monk or Kensai.");
    assert_eq!(a.targets[0].kinds, vec!["personality".to_string()]);
    assert_eq!(a.targets[0].must_be, vec!["unbowed".to_string()]);
    let a = one("Open: Target a Mill or Dock: Bow it.");
    assert_eq!(a.targets[0].kinds, vec!["card".to_string()]);
    // The engine does not play a target of one of two traits.
    assert!(a.to_engine().is_err());
    // Traps: two words on one side of `or`, an article after it, a clan of two words.
    for text in [
        "Battle: Target a Fire Shugenja or Yojimbo: Bow it.",
        "Battle: Target a Fire Shugenja or a Holding: Bow it.",
        "Battle: Target a Shugenja or a Holding: Bow it.",
        "Battle: Target a Test Clan or Other Clan Personality: Bow him.",
    ] {
        assert_ne!(one(text).extent(), Extent::Fully, "{text}");
    }
}

#[test]
fn a_search_inside_a_leading_condition() {
    let a = one("Battle, [PAY 3]: If there are enemy units at the current battlefield, search your Fate deck for a Kata. Show it and put it in your hand.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let Part::If { then, .. } = &a.effects[0] else {
        panic!("{a:?}")
    };
    assert!(matches!(then[0], Part::Search { .. }));
    assert_eq!(
        a.effects[1..],
        [
            Part::Show { who: Who::Found },
            Part::ToHand { who: Who::Found }
        ]
    );
    let a = one("Battle: If you are the Defender, search your Fate deck for a Kata, show it, and put it in your hand.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Trap: a search whose card nothing uses.
    let a = one("Battle: If you are the Defender, search your Fate deck for a Kata.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn a_chosen_player_gains_or_loses_honor() {
    for text in [
        "Political Battle: Choose a player, who gains or loses 2 Honor.",
        "Political Battle: Choose a player. He gains or loses 2 Honor.",
        "Political Battle: Choose a player who gains or loses 2 Honor.",
    ] {
        let a = one(text);
        assert_eq!(a.extent(), Extent::Fully, "{a:?}");
        assert_eq!(a.effects, vec![Part::ChosenPlayerHonor { amount: 2 }]);
        assert!(a.to_engine().is_err());
    }
    let a = one("Battle: Target an enemy Personality: Bow him. If he is dishonorable, choose a player, who gains or loses 1 Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: a chosen player who does something else.
    for text in [
        "Political Battle: Choose a player, who discards a card.",
        "Political Battle: Choose a player. He loses 2 Honor.",
    ] {
        assert_ne!(one(text).extent(), Extent::Fully, "{text}");
    }
}

#[test]
fn reconnaissance_there_after_engaging() {
    let a = one("Recon Reaction: After engaging: You have Reconnaissance there.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects, vec![Part::HaveRecon]);
    let a = one(
        "Reaction: After a Personality moves: You have Reconnaissance at the current battlefield.",
    );
    assert_eq!(a.effects, vec![Part::HaveRecon]);
    // Trap: `there` with no battlefield to name.
    let a = one("Recon Reaction: After a Personality moves home: You have Reconnaissance there.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn your_performer_duels_the_target() {
    let a = one("Battle: Choose your performing unbowed Kensai and target an enemy Personality: Your Kensai duels the target. Destroy the duel's loser.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![
            Part::Duel {
                challenger: Who::Performer,
                challenged: Who::Target(1)
            },
            Part::Destroy {
                who: Who::DuelLoser
            }
        ]
    );
    let a = one("Battle: Choose your performing Personality and target an enemy Personality: Your performer duels the target. Bow the duel's winner.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: a target of the player's own could be `your Personality`; right after a duel,
    // `him` may be the loser, the winner or either card that dueled (after `Bow the duel's
    // loser.` it is the loser).
    let a = one("Battle: Choose your performing Personality and target your Personality: Your Personality duels the target.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Choose your performing Personality and target an enemy Personality: Your performer duels the target. Move him home.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn a_list_of_keywords_in_a_condition() {
    let a = one(
        "Battle: Target an enemy Personality: Bow him. Destroy him if he is Ronin, Ninja, or Monk.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::If {
            cond: Condition::Is {
                who: Who::Target(1),
                what: "ronin, ninja, or monk".into()
            },
            then: vec![Part::Destroy {
                who: Who::Target(1)
            }],
            otherwise: vec![]
        }
    );
    // A clan of two words is no list of three: either the clan or the keyword.
    let a =
        one("Battle: Ranged 2 Attack, or Ranged 3 Attack if the target is Test Clan or Unaligned.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(&a.effects[0], Part::If { cond: Condition::Any(v), .. } if v.len() == 2),
        "{a:?}"
    );
}

#[test]
fn unless_a_condition_holds() {
    let a = one("Battle: Bow this card unless you have Reconnaissance: Ranged 3 Attack.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::Unless {
            cond: Condition::YouHaveRecon,
            then: vec![Part::Bow { who: Who::This }]
        }]
    );
    assert!(a.to_engine().is_err());
    let a = one("Battle: Target an enemy Personality: Move him home. Straighten his unit unless he is dishonorable, Ronin, or Ninja.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(matches!(a.effects[1], Part::Unless { .. }));
    // Traps: a condition the reader does not know, and `instead`.
    let a = one("Battle: Bow this card unless you control the Test Relic: Ranged 3 Attack.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Target an enemy Personality: Destroy him instead unless he is bowed.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn negating_what_the_triggering_action_does_to_a_card() {
    let a = one("Reaction: Before an action resolves, target a Personality: Negate his movement from the action's effects.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::NegateActionOn {
            who: Who::Target(1),
            what: "movement".into()
        }]
    );
    let a = one("Interrupt: Negate this card's destruction from the action's effects.");
    assert_eq!(
        a.effects,
        vec![Part::NegateActionOn {
            who: Who::This,
            what: "destruction".into()
        }]
    );
    let a = one("Reaction: After an action targets a card in this unit: Negate the action's effects on this card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(a.to_engine().is_err());
    // Traps: no action to answer in a Battle action; another kind of change.
    let a = one("Battle: Target a Personality: Negate his movement from the action's effects.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Reaction: Before an action resolves, target a Personality: Negate his corruption from the action's effects.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn the_strength_of_an_attack_and_of_one_province() {
    let a = one("Reaction: After a Ranged Attack is targeted: Give it +2 or -2 strength.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::AttackStrength {
            amounts: vec![2, -2]
        }]
    );
    let a = one("Battle: Give this Province +1 or -1 strength.");
    assert_eq!(
        a.effects,
        vec![Part::ProvinceStrengthOne {
            which: "this".into(),
            amounts: vec![1, -1]
        }]
    );
    let a = one("Open: Give a Province +2 strength.");
    assert_eq!(
        a.effects,
        vec![Part::ProvinceStrengthOne {
            which: "chosen".into(),
            amounts: vec![2]
        }]
    );
    let a = one("Battle: Target a province: Give it -2 strength.");
    assert_eq!(
        a.effects,
        vec![Part::ProvinceStrengthOne {
            which: "target".into(),
            amounts: vec![-2]
        }]
    );
    let a = one("Battle: Give the current battlefield's province +2 strength.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(a.to_engine().is_err());
    // Traps: `it` with no attack in the trigger nor a province targeted; a number with no sign.
    let a = one("Reaction: After a Personality is targeted: Give it -2 strength.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Open: Give a Province 2 strength.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn this_unit() {
    let a = one("Battle/Open: Even if this card is bowed: Straighten this unit.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects, vec![Part::Straighten { who: Who::ThisUnit }]);
    assert!(a.to_engine().is_err());
    // Trap: `that unit` names nothing the reader knows.
    let a = one("Battle: Straighten that unit.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn paying_less_ignoring_costs_and_put_into_play() {
    let a = one("Battle: Target a Follower in your discard pile: Attach it to this card, paying 2 less Gold.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::Attach {
            what: Who::Target(1),
            to: Who::This,
            paying_all: true,
            less: 2
        }]
    );
    for text in [
        "Battle: Choose your performing Kensai and target a Weapon in your discard pile: Attach it to him, paying all costs but paying 1 less Gold.",
        "Battle: Choose your performing Kensai and target a Weapon in your discard pile: Attach it to him, paying all costs and paying 1 less Gold.",
    ] {
        let a = one(text);
        assert_eq!(a.extent(), Extent::Fully, "{a:?}");
        assert_eq!(
            a.effects,
            vec![Part::Attach {
                what: Who::Target(1),
                to: Who::Performer,
                paying_all: true,
                less: 1
            }]
        );
    }
    let a = one("Battle: Choose your performing Kensai and target a Follower in your hand or discard pile: Attach it to him, ignoring costs.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::Attach {
            what: Who::Target(1),
            to: Who::Performer,
            paying_all: false,
            less: 0
        }]
    );
    let a = one("Limited: Target a Test Holding in your discard pile: Put it into play (bowed), paying all costs.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::BringIntoPlay {
            who: Who::Target(1),
            bowed: true,
            paying_all: true,
            here: false,
            less: 0
        }]
    );
    let a = one("Battle: Target a Samurai Personality in your province: Bring him into play at the current battlefield, paying all costs.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(matches!(
        a.effects[0],
        Part::BringIntoPlay {
            here: true,
            paying_all: true,
            ..
        }
    ));
    assert!(a.to_engine().is_err());
    // Traps: a reduction under a condition; costs both paid and ignored; another place.
    for text in [
        "Battle: Target a Follower in your discard pile: Attach it to this card, paying 2 less Gold if you are the Attacker.",
        "Battle: Target a Follower in your discard pile: Attach it to this card, paying all costs, ignoring costs.",
        "Battle: Target a Samurai Personality in your province: Bring him into play in your home.",
    ] {
        assert_ne!(one(text).extent(), Extent::Fully, "{text}");
    }
}

#[test]
fn the_performer_chosen_after_the_colon() {
    let a =
        one("Political Open: Choose your performing unbowed Courtier. Take the Imperial Favor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(a.performer.is_some());
    assert_eq!(a.effects, vec![Part::TakeFavor]);
    // Traps: a performer after an effect; a performer bowed there (a cost, not read here).
    let a =
        one("Political Open: Take the Imperial Favor. Choose your performing unbowed Courtier.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Target an enemy Follower. Bow your performing Courtier. Bow the target.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn looking_at_the_top_of_a_deck() {
    let a = one("Limited, [BOW]: Look at the top three cards of your Fate deck. Put them back in any order.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![
            Part::LookAtTop {
                count: 3,
                deck: "your fate deck".into()
            },
            Part::PutBackAnyOrder
        ]
    );
    assert!(a.to_engine().is_err());
    let a = one(
        "Limited: Look at the top card of any deck. You may put it at the bottom of that deck.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::May {
            then: vec![Part::ToBottom { who: Who::Looked }]
        }
    );
    let a = one("Limited: Look at the top card of your Fate deck. You may discard it.");
    assert_eq!(
        a.effects[1],
        Part::May {
            then: vec![Part::DiscardCard { who: Who::Looked }]
        }
    );
    let a = one("Limited: Look at the top four cards of your Fate deck. Put one of them into your hand. Put the rest back in any order.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects[1], Part::OneLookedToHand);
    // Traps: `it` beside a target; `them` after one card; a deck the reader does not know.
    for text in [
        "Limited: Target a Personality: Look at the top card of your Fate deck. You may discard it.",
        "Limited: Look at the top card of your Fate deck. Put them back in any order.",
        "Limited: Look at the top card of the Test deck. You may discard it.",
    ] {
        assert_ne!(one(text).extent(), Extent::Fully, "{text}");
    }
}

#[test]
fn a_target_of_several_cards() {
    let a = one("Open: Bow this card and target one or two attachments: Bow them.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].count,
        Some(TargetCount {
            min: 1,
            max: Some(2)
        })
    );
    assert_eq!(a.targets[0].kinds, vec!["attachment".to_string()]);
    assert_eq!(
        a.effects,
        vec![Part::Bow {
            who: Who::Target(1)
        }]
    );
    assert!(a.to_engine().is_err());
    let a = one("Battle: Give one to three of your target defending Personalities +1F.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.targets[0].side, Side::Yours);
    assert_eq!(
        a.targets[0].count,
        Some(TargetCount {
            min: 1,
            max: Some(3)
        })
    );
    let a = one("Battle/Open: Target one or more of your Items: Straighten them.");
    assert_eq!(a.targets[0].count, Some(TargetCount { min: 1, max: None }));
    // Traps: `him` for several cards; a trait in the plural.
    let a = one("Battle: Target one or two Kensai: Bow him.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Straighten one or two of your target Sentries.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn a_condition_after_the_trigger() {
    let mut v = read_card(
        "Test Fujita",
        "personality",
        "Reaction: After a Personality enters play, if Fujita is at the current battlefield: Gain 1 Honor.",
    );
    let a = v.remove(0);
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.timings,
        vec![Timing::Reaction {
            trigger: "After a Personality enters play".into()
        }]
    );
    assert_eq!(
        a.conditions,
        vec![Condition::Is {
            who: Who::This,
            what: "at the current battlefield".into()
        }]
    );
    // Trap: a condition the reader does not know stays in what is not read.
    let a = one(
        "Reaction: After a Personality enters play, if you control the Test Shrine: Gain 1 Honor.",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn the_controller_loses_honor_equal_to_a_number_of_the_card() {
    let a = one("Political Limited: Target a Personality: If he is dishonorable, his controller loses Honor equal to his base Personal Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::If {
            cond: Condition::Is {
                who: Who::Target(1),
                what: "dishonorable".into()
            },
            then: vec![Part::ControllerHonorOf {
                loses: true,
                of: Who::Target(1),
                stat: "base personal honor".into()
            }],
            otherwise: vec![]
        }]
    );
    assert!(a.to_engine().is_err());
    let a = one("Battle: Give a target Personality a Force penalty equal to his printed Chi.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(matches!(&a.effects[0], Part::ForceOf { stat, .. } if stat == "printed chi"));
    // Traps: no target whose controller it is; a number the reader does not know.
    let a = one("Battle: Choose your performing Courtier: His controller loses Honor equal to his base Personal Honor.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one(
        "Battle: Target a Personality: His controller loses Honor equal to his base Gold Cost.",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn the_attack_named_and_the_province_refilled_after_a_trigger() {
    let a = one("Reaction: After a Ranged Attack is targeted: Give the Ranged Attack +1 strength.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects, vec![Part::AttackStrength { amounts: vec![1] }]);
    let mut v = read_card(
        "Test Ryo",
        "personality",
        "Reaction: After Ryo enters play from a province: Refill it face-up.",
    );
    let a = v.remove(0);
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects, vec![Part::RefillProvince { face_up: true }]);
    // Traps: another kind of attack than the trigger's; no province in the trigger.
    let a = one("Reaction: After a Melee Attack is targeted: Give the Ranged Attack +1 strength.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Reaction: After a Personality enters play: Refill it face-up.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn a_condition_on_the_force_now() {
    let a = one("Battle: Target an enemy Follower: Give it -2F. Bow it if its Force is now 0.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::If {
            cond: Condition::ForceIs {
                who: Who::Target(1),
                value: 0
            },
            then: vec![Part::Bow {
                who: Who::Target(1)
            }],
            otherwise: vec![]
        }
    );
    // `or` after the condition: either holds.
    let a = one("Battle: Target an enemy Follower: Give it -2F. Bow it if its Force is now 0 or it is Ronin.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(&a.effects[1], Part::If { cond: Condition::Any(v), .. } if v.len() == 2),
        "{a:?}"
    );
    // Traps: `or` and `and` together; `its` with two targets.
    let a = one("Battle: Target an enemy Follower: Give it -2F. Bow it if its Force is now 0 or it is Ronin and you control a Courtier.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Target an enemy Follower and target an enemy Personality: Bow him if its Force is now 0.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn a_number_of_the_card_discarded_as_a_cost() {
    let a = one("Battle: Discard a card to give a target enemy Follower a Force penalty equal to the card's Focus Value.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.costs, vec![Part::DiscardFromHand { count: 1 }]);
    assert_eq!(
        a.effects,
        vec![Part::ForceOf {
            who: Who::Target(1),
            sign: -1,
            of: Who::Discarded,
            stat: "focus value".into()
        }]
    );
    let a = one("Battle: Discard a card: Ranged Attack with strength equal to the discarded card's Focus Value.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::AttackOf {
            attack: "ranged".into(),
            who: Who::Discarded,
            stat: "focus value".into()
        }]
    );
    // `him`, the one card the text names besides the card discarded; the default duration
    // said in parentheses.
    let mut v = read_card(
        "Test Kenzo",
        "personality",
        "Battle: If Kenzo is opposed, discard a card to give him a Force bonus equal to the card's Focus Value.",
    );
    let a = v.remove(0);
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::ForceOf {
            who: Who::This,
            sign: 1,
            of: Who::Discarded,
            stat: "focus value".into()
        }]
    );
    let a = one("Battle: Discard a card: Give this card a Force bonus equal to the discarded card's Focus Value (until the turn ends).");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: a target that is any card; two cards discarded; the discarded card's Force; a
    // card discarded by the effect, not as a cost; `him` beside another card named.
    for text in [
        "Battle: Discard a card to give a target enemy card a Force penalty equal to the card's Focus Value.",
        "Battle: Discard two cards to give this card a Force bonus equal to the card's Focus Value.",
        "Battle: Discard a card to give this card a Force bonus equal to the card's Force.",
        "Battle: Discard the top card of your Fate deck. Give this card a Force bonus equal to the card's Focus Value.",
        "Battle: If a Follower is opposed, discard a card to give him a Force bonus equal to the card's Focus Value.",
    ] {
        let a = one(text);
        assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    }
}

#[test]
fn bow_this_card_or_one_of_its_attachments() {
    let mut v = read_card(
        "Test Aiko",
        "personality",
        "Battle: Bow Aiko or one of her Spells: Ranged 3 Attack.",
    );
    let a = v.remove(0);
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::BowThisOrOne {
            yours: false,
            what: "spell".into()
        }]
    );
    let a =
        one("Battle: Bow this card or one of your Mines, and target an enemy Follower: Bow it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::BowThisOrOne {
            yours: true,
            what: "mine".into()
        }]
    );
    // Traps: another player's cards; two cards; a keyword of two words.
    for text in [
        "Battle: Bow this card or one of his opponent's Spells: Ranged 3 Attack.",
        "Battle: Bow this card or two of your Mines: Ranged 3 Attack.",
        "Battle: Bow this card or one of your Crab Clan: Ranged 3 Attack.",
    ] {
        let a = one(text);
        assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    }
}

#[test]
fn a_discarded_personality_becomes_dead() {
    let a = one("Limited: Target a discarded Personality: He becomes honorably dead.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::BecomesDead {
            who: Who::Target(1),
            honorably: true
        }]
    );
    // Traps: a personality in play; two targets.
    for text in [
        "Limited: Target a Personality: He becomes honorably dead.",
        "Limited: Target a discarded Personality and target a Personality: He becomes honorably dead.",
    ] {
        let a = one(text);
        assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    }
}
