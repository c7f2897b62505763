//! Effect sentences that follow others (`followups.rs`): made-up cards in the printed wording.

use super::test_support::one;
use super::*;

#[test]
fn a_part_done_before_the_turn_ends() {
    let a = one(
        "Battle: Choose your performing Samurai: Give him +3F. Destroy him before this turn ends.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::Delayed {
            at: Delay::TurnEnds,
            then: vec![Part::Destroy {
                who: Who::Performer
            }],
        }
    );
    assert!(a
        .summary()
        .contains("before this turn ends: destroy the performer"));
    let b = one(
        "Battle: Choose your performing Personality: Straighten him before this battle resolves.",
    );
    assert_eq!(
        b.effects,
        vec![Part::Delayed {
            at: Delay::BattleResolves,
            then: vec![Part::Straighten {
                who: Who::Performer
            }],
        }]
    );
}

#[test]
fn a_delay_leading_its_sentence() {
    let a =
        one("Open: Target another player's Personality: Before this phase ends, straighten him.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::Delayed {
            at: Delay::PhaseEnds,
            then: vec![Part::Straighten {
                who: Who::Target(1)
            }],
        }]
    );
    // A condition after the delay is not read here.
    let b = one(
        "Open: Target a Personality: Before this turn ends, if he did not attack, dishonor him.",
    );
    assert!(!b.unread.is_empty(), "{b:?}");
    assert!(!b.effects.iter().any(|p| matches!(p, Part::Delayed { .. })));
}

#[test]
fn a_delay_never_reads_instead_until_or_a_new_target() {
    // `instead`: what it replaces is not guessed.
    let a = one(
        "Battle: Choose your performing Personality: Destroy him instead before this turn ends.",
    );
    assert!(!a.unread.is_empty(), "{a:?}");
    // A target chosen inside the later part is not read.
    let b = one("Battle: Destroy a target Follower before this turn ends.");
    assert!(!b.unread.is_empty(), "{b:?}");
    // `until the end of the turn` is how long a bonus lasts, not a part done later.
    let c = one("Battle: Target a Personality: Give him +2F until the end of the turn.");
    assert_eq!(
        c.effects,
        vec![Part::Bonus {
            who: Who::Target(1),
            force: 2,
            chi: 0,
            lasting: Lasting::Turn
        }]
    );
}

#[test]
fn an_action_redirected_to_the_performer_or_this_card() {
    let a = one("Reaction: When another player's action would target one of your Personalities, choose your performing Personality and discard this card: The action targets him instead, if legal.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects, vec![Part::Redirect { to: Who::Performer }]);
    let b = one("Reaction: When an action would target your Follower, bow this card: It targets this card instead, if legal.");
    assert_eq!(b.effects, vec![Part::Redirect { to: Who::This }]);
    assert!(b.summary().contains("the action targets this card instead"));
}

#[test]
fn a_redirect_with_two_cards_it_could_name_is_not_read() {
    // `him` may be the Shugenja the action would target or this card.
    let a = one("Reaction: When an action would target your Shugenja at this card's location, bow this card: The action targets him instead, if legal.");
    assert!(a.effects.is_empty(), "{a:?}");
    assert!(a.unread.iter().any(|u| u.contains("instead")));
    // Another card chosen as it resolves is no card the ability names.
    let b = one("Reaction: When an action would target one of your cards, discard this card: The action targets another of your cards instead, if legal.");
    assert!(b.effects.is_empty(), "{b:?}");
    // Not in a reaction to a targeting.
    let c = one(
        "Battle: Choose your performing Personality: The action targets him instead, if legal.",
    );
    assert!(c.effects.is_empty(), "{c:?}");
}

#[test]
fn a_bonus_to_each_of_your_cards_of_a_kind() {
    let a = one(
        "Battle: Bow this card: Give each of your Ashigaru cards at the current battlefield +1F.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let [Part::BonusEach {
        what,
        force,
        chi,
        lasting,
    }] = a.effects.as_slice()
    else {
        panic!("{a:?}")
    };
    assert_eq!((*force, *chi, *lasting), (1, 0, Lasting::Turn));
    assert_eq!(what.kinds, ["card"]);
    assert_eq!(what.must_be, ["ashigaru"]);
    assert_eq!(what.side, Side::Yours);
    assert_eq!(what.qualifiers, ["at the current battlefield"]);
    let b = one("Battle: Bow this card: Give each of your Followers +1F (until the turn ends).");
    assert_eq!(b.extent(), Extent::Fully, "{b:?}");
    // A trait alone in the plural names no kind the reader can spell.
    let c = one("Battle: Bow this card: Give each of your Samurai +1F.");
    assert!(c.effects.is_empty(), "{c:?}");
}

#[test]
fn a_card_taken_from_the_discard_pile() {
    let a = one("Limited, [PAY 2]: Put a non-Unique Item from your discard pile into your hand.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let [Part::TakeToHand { what, place }] = a.effects.as_slice() else {
        panic!("{a:?}")
    };
    assert_eq!(place, "discard pile");
    assert_eq!(what.kinds, ["item"]);
    assert_eq!(what.must_be, ["non-unique"]);
    // A target put into the hand stays a target.
    let b = one("Limited: Put a target Ring from your discard pile into your hand.");
    assert!(!b.targets.is_empty(), "{b:?}");
    assert!(!b
        .effects
        .iter()
        .any(|p| matches!(p, Part::TakeToHand { .. })));
}

#[test]
fn an_additional_action_appropriate_to_the_phase() {
    let a = one("Battle/Open: Choose your performing Personality: Straighten him. You may take an additional action appropriate to this phase.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects[1], Part::AdditionalAction { kind: None });
}

#[test]
fn a_target_player_gains_or_loses_honor() {
    let a = one("Political Open, [BOW]: A target player loses 1 Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(a.targets.is_empty(), "a player is no card target: {a:?}");
    assert_eq!(
        a.effects,
        vec![Part::TargetPlayerHonor {
            change: HonorChange::Loses,
            amount: 1
        }]
    );
    let b = one("Political Limited: Bow your target unbowed Courtier. A target player gains or loses 2 Honor.");
    assert_eq!(
        b.effects[1],
        Part::TargetPlayerHonor {
            change: HonorChange::GainsOrLoses,
            amount: 2
        }
    );
    // Anything more about the player is not read.
    let c = one("Open, [BOW]: A target player loses 1 Honor for each of his Holdings.");
    assert!(c.effects.is_empty(), "{c:?}");
}

#[test]
fn a_card_that_may_not_perform_actions_until_a_time() {
    let a = one("Fear Open: Target a Personality: He may not perform actions this turn.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::NoActions {
            who: Who::Target(1),
            until: Delay::TurnEnds
        }]
    );
    let b =
        one("Open: Target a Personality: He may not perform actions until the current phase ends.");
    assert_eq!(
        b.effects,
        vec![Part::NoActions {
            who: Who::Target(1),
            until: Delay::PhaseEnds
        }]
    );
    // With no time printed, how long it lasts is not guessed.
    let c = one("Battle: Target an enemy Personality: Bow him. He may not perform actions.");
    assert!(!c.unread.is_empty(), "{c:?}");
    // `he` with a performer and a target could be either.
    let d = one("Open: Choose your performing Courtier and target a Personality: He may not perform actions this turn.");
    assert!(
        !d.effects.iter().any(|p| matches!(
            p,
            Part::NoActions {
                who: Who::Performer,
                ..
            }
        )),
        "{d:?}"
    );
}

#[test]
fn a_cost_the_player_may_pay_for_an_effect() {
    let a = one("Battle, [BOW]: Ranged 3 Attack. You may discard a card to straighten this card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::MayPay {
            pay: vec![Part::DiscardFromHand { count: 1 }],
            then: vec![Part::Straighten { who: Who::This }],
        }
    );
    // A target chosen in the effect paid for is not read.
    let b = one("Battle, [BOW]: Ranged 3 Attack. You may discard a card to bow a target Follower.");
    assert!(!b.unread.is_empty(), "{b:?}");
    // What the cost pays for must read as an effect.
    let c = one("Battle, [BOW]: Ranged 3 Attack. You may discard a card to ignore the cost of bowing this card.");
    assert!(!c.unread.is_empty(), "{c:?}");
}

#[test]
fn him_never_names_a_target_that_is_no_personality() {
    let a = one(
        "Battle, [BOW]: Straighten your target Ring. You may discard a card to straighten him.",
    );
    assert!(!a.unread.is_empty(), "{a:?}");
    // `it` still names it.
    let b = one("Battle: Target your Ring: Straighten it.");
    assert_eq!(
        b.effects,
        vec![Part::Straighten {
            who: Who::Target(1)
        }]
    );
}

#[test]
fn your_target_performing_personality_in_an_effect() {
    let a = one("Battle: Give your target performing unbowed Berserker +5F. Lose 2 Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let p = a.performer.as_ref().expect("a performer");
    assert_eq!(p.must_be, ["unbowed", "berserker"]);
    assert_eq!(
        a.effects[0],
        Part::Bonus {
            who: Who::Performer,
            force: 5,
            chi: 0,
            lasting: Lasting::Turn
        }
    );
    // Only in the first effect: a performer is chosen when the action is announced.
    let b = one("Battle: Draw a card. Give your target performing Berserker +5F.");
    assert!(b.performer.is_none() && !b.unread.is_empty(), "{b:?}");
}

#[test]
fn one_of_two_effects_as_the_player_chooses() {
    let a = one("Battle: Target an enemy Personality: Bow him or move him home.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::OneOf {
            options: vec![
                vec![Part::Bow {
                    who: Who::Target(1)
                }],
                vec![Part::MoveHome {
                    who: Who::Target(1)
                }],
            ]
        }]
    );
    assert!(a
        .summary()
        .contains("one of these, as you choose: bow target 1 or move target 1 home"));
    let b = one("Battle, [PAY 3]: Straighten or bow a target Personality.");
    assert_eq!(
        b.effects,
        vec![Part::BowOrStraighten {
            who: Who::Target(1)
        }]
    );
    // An option that does not read, or that chooses its own target, leaves the clause unread.
    let c = one("Battle: Target an enemy Personality: Bow him or destroy one of his attachments.");
    assert!(c.effects.is_empty(), "{c:?}");
    let d = one("Battle: Target an enemy Personality: Bow him or bow a target Follower.");
    assert!(d.effects.is_empty(), "{d:?}");
    // Under a condition, or with `instead`: not read here.
    let e = one("Battle: Target an enemy Personality: Bow him or move him home instead.");
    assert!(!e.unread.is_empty(), "{e:?}");
}

#[test]
fn a_movement_that_will_not_be_negated() {
    let a = one(
        "Battle: Target an enemy Personality: Move him home. This movement will not be negated.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects[1], Part::MovementNotNegated);
    // Only after a part that moves a card.
    let b = one("Battle: Target an enemy Personality: Bow him. This movement will not be negated.");
    assert!(!b.unread.is_empty(), "{b:?}");
}

#[test]
fn abilities_used_again() {
    let a = one("Battle: Straighten your target Spell. You may use its abilities an additional time this turn.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::UseAgain {
            who: Who::Target(1),
            this_turn: true
        }
    );
    let b = one(
        "Battle, [BOW]: Straighten your target Spell. You may use its abilities a second time.",
    );
    assert_eq!(
        b.effects[1],
        Part::UseAgain {
            who: Who::Target(1),
            this_turn: false
        }
    );
    // Some of its abilities only: not read.
    let c = one(
        "Battle: Straighten your target Spell. You may use its Battle abilities a second time.",
    );
    assert!(!c.unread.is_empty(), "{c:?}");
}

#[test]
fn a_card_transferred_to_this_card() {
    let a = read_card(
        "Test Yamato",
        "personality",
        "Battle/Open: Target your Follower at any location: Transfer it to Yamato.",
    )
    .remove(0);
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::TransferTo {
            what: Who::Target(1),
            to: Who::This
        }]
    );
}

#[test]
fn a_keyword_given_with_a_bonus() {
    let a = one("Open, [BOW]: Give a target Personality +1F and Conqueror.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::GainTrait {
            who: Who::Target(1),
            word: "conqueror".into(),
            lasting: Lasting::Turn
        }
    );
    let b =
        one("Battle: Choose your performing Samurai: Permanently give him Shadowlands and Undead.");
    assert_eq!(
        b.effects[1],
        Part::GainTrait {
            who: Who::Performer,
            word: "undead".into(),
            lasting: Lasting::Permanent
        }
    );
    // A word alone after anything else is not a keyword given.
    let c = one("Battle: Target a Personality: Bow him, and Conqueror.");
    assert!(!c.unread.is_empty(), "{c:?}");
}

#[test]
fn it_after_this_card_is_put_into_play() {
    let a = one("Limited: Put this Event into play. Discard it after your next turn begins.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::Delayed {
            at: Delay::NextTurnBegins,
            then: vec![Part::DiscardCard { who: Who::This }]
        }
    );
    // With a target, `it` is not this card.
    let b = one("Limited: Target a Holding. Put this Event into play. Destroy it.");
    assert_eq!(
        b.effects[1],
        Part::Destroy {
            who: Who::Target(1)
        }
    );
}

#[test]
fn the_card_a_triggering_action_targets() {
    let a = one("Reaction: After another player's action targets your Courtier: Negate his destruction from the action's effects.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::NegateActionOn {
            who: Who::TriggerTarget,
            what: "destruction".into()
        }]
    );
    let b = one("Reaction: After another player's Battle action targets one of your attachments: Negate the attachment's destruction from the action's effects.");
    assert_eq!(
        b.effects,
        vec![Part::NegateActionOn {
            who: Who::TriggerTarget,
            what: "destruction".into()
        }]
    );
    assert!(b
        .summary()
        .contains("the card the triggering action targets"));
    // This card, when the trigger names it.
    let c = one("Reaction: After another player's action targets this card: Bow him.");
    assert_eq!(c.effects, vec![Part::Bow { who: Who::This }]);
}

#[test]
fn the_card_a_triggering_action_targets_is_never_guessed() {
    // Several cards: `him` cannot name them.
    let a = one("Reaction: After another player's action targets one or more of your Personalities: Bow him.");
    assert!(a.effects.is_empty(), "{a:?}");
    // Two kinds the trigger could name.
    let b = one(
        "Reaction: After another player's action targets your Personality or Follower: Bow him.",
    );
    assert!(b.effects.is_empty(), "{b:?}");
    // A word the trigger does not name.
    let c = one("Reaction: After another player's action targets your Courtier: Bow the Shugenja.");
    assert!(c.effects.is_empty(), "{c:?}");
    // With a target of the ability, `him` is that target.
    let d = one("Reaction: After another player's action targets your Courtier, target an enemy Personality: Bow him.");
    assert_eq!(
        d.effects,
        vec![Part::Bow {
            who: Who::Target(1)
        }]
    );
}

#[test]
fn a_personality_created_with_an_ability() {
    let a = one("Limited: Create a 3F/2C/3PH Test Clan • Nonhuman • Spirit Personality with the ability, \"Battle: Target an enemy Personality: Reduce his Force to 0.\"");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let [Part::CreatePersonality {
        force,
        keywords,
        abilities,
        ..
    }] = a.effects.as_slice()
    else {
        panic!("{a:?}")
    };
    assert_eq!(*force, 3);
    assert_eq!(keywords, &["Test Clan", "Nonhuman", "Spirit"]);
    assert_eq!(abilities.len(), 1);
    assert_eq!(
        abilities[0].effects,
        vec![Part::SetForce {
            who: Who::Target(1),
            value: 0
        }]
    );
    // A quoted ability read only in part leaves the sentence unread.
    let b = one("Limited: Create a 3F/2C/3PH Test Clan • Spirit Personality with the ability, \"Battle: Target an enemy Personality: He sings a song.\"");
    assert!(b.effects.is_empty(), "{b:?}");
}

#[test]
fn one_keyword_of_several() {
    let a =
        one("Open: Target another player's Personality: Give him Kolat, Ninja, or Shadowlands.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::GainTraitOneOf {
            who: Who::Target(1),
            words: vec!["kolat".into(), "ninja".into(), "shadowlands".into()],
            lasting: Lasting::Turn
        }]
    );
    let b = one(
        "Open: Choose your performing Samurai: Permanently give him either Cavalry or Tactician.",
    );
    assert_eq!(
        b.effects,
        vec![Part::GainTraitOneOf {
            who: Who::Performer,
            words: vec!["cavalry".into(), "tactician".into()],
            lasting: Lasting::Permanent
        }]
    );
    // Giving or removing: not read.
    let c = one("Open: Target a Personality: Permanently give him, or remove from him, Cavalry, Naval, or Tactician.");
    assert!(c.effects.is_empty(), "{c:?}");
}

#[test]
fn a_target_the_player_may_choose_as_the_part_is_done() {
    let a = one("Battle: Move your target Personality home. You may target an enemy Personality and give him -3F.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets.len(),
        1,
        "the later target is not announced: {a:?}"
    );
    let Part::MayTarget { target, then } = &a.effects[1] else {
        panic!("{a:?}")
    };
    assert_eq!(target.kinds, ["personality"]);
    assert_eq!(target.side, Side::Others);
    assert_eq!(
        then,
        &vec![Part::Bonus {
            who: Who::LaterTarget,
            force: -3,
            chi: 0,
            lasting: Lasting::Turn
        }]
    );
    let b = one("Battle: Choose your performing unbowed Monk: You may target and destroy an enemy attachment.");
    assert_eq!(
        b.effects,
        vec![Part::MayTarget {
            target: b_target(),
            then: vec![Part::Destroy {
                who: Who::LaterTarget
            }]
        }]
    );
    let c = one("Battle: Give a target enemy Follower -4F. You may target one of your Personalities and move him home.");
    assert_eq!(c.extent(), Extent::Fully, "{c:?}");
}

fn b_target() -> Target {
    one("Battle: Target an enemy attachment: Bow it.")
        .targets
        .remove(0)
}

#[test]
fn a_later_target_is_never_guessed() {
    // `the Personality` may be the first target: not read.
    let a = one("Battle: Target an enemy Personality: Bow him. You may target and destroy one of the Personality's attachments.");
    assert!(!a.unread.is_empty(), "{a:?}");
    let b = one("Battle: Target an enemy Personality: Bow him. You may target a Follower and give the Personality -2F.");
    assert!(!b.unread.is_empty(), "{b:?}");
    // A pronoun in a later sentence could be either card.
    let c = one("Limited: Put this Event into play. You may target and bow a Holding. Destroy it.");
    assert!(!c.unread.is_empty(), "{c:?}");
    // `; if you do`: not read here.
    let d = one("Battle: You may target an enemy Personality; if you do, gain 1 Honor.");
    assert!(!d.unread.is_empty(), "{d:?}");
}

#[test]
fn the_personality_the_ability_created() {
    let a = one("Battle: Create a 2F/2C/2PH Test Clan • Samurai Personality at the current battlefield. Remove him from the game after this battle ends.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::Delayed {
            at: Delay::BattleEnds,
            then: vec![Part::Remove { who: Who::Created }]
        }
    );
    // This card named too (paid as a cost): `him` right after the sentence that creates the
    // personality is that personality.
    let b = one("Battle: Bow this card: Create a 2F/2C/3PH Test Clan • Spirit Personality at the current battlefield. Remove him from the game after the battle ends.");
    assert_eq!(b.extent(), Extent::Fully, "{b:?}");
    assert_eq!(b.effects[1], a.effects[1]);
    // This card named in that sentence as well: `him` could be either.
    let b = one("Battle: Bow this card: Create a 2F/2C/3PH Test Clan • Spirit Personality at the current battlefield and straighten this card. Remove him from the game after the battle ends.");
    assert!(!b.unread.is_empty(), "{b:?}");
}

#[test]
fn him_after_this_card_enters_play() {
    let a = one(
        "Reaction: After this card enters play: Create a +4F/+1C Weapon Item and attach it to him.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(matches!(
        &a.effects[..],
        [Part::CreateAttached { to: Who::This, .. }]
    ));
    // Another card entering play is not this card: it is the card the trigger names.
    let b = one("Reaction: After a Personality enters play: Create a +4F/+1C Weapon Item and attach it to him.");
    assert!(
        matches!(
            &b.effects[..],
            [Part::CreateAttached {
                to: Who::TriggerCard,
                ..
            }]
        ),
        "{b:?}"
    );
}

#[test]
fn a_follower_created_with_no_words_of_its_own() {
    let a = one("Fear Open: Bow this card and target your Personality: Create a 1F Follower and attach it to him.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(a
        .summary()
        .contains("create a 1F follower and attach it to target 1"));
    // An item must print its words.
    let b = one("Limited: Target your Personality: Create a +1F Item and attach it to him.");
    assert!(b.effects.is_empty(), "{b:?}");
}

#[test]
fn a_unit_as_it_moves() {
    let a = one("Battle: Move home your target Personality. Straighten his unit as he moves.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::AsMoves {
            who: Who::Target(1),
            then: vec![Part::Straighten {
                who: Who::UnitOf(1)
            }]
        }
    );
    // Only after a part that moves a card.
    let b = one("Battle: Bow your target Personality. Straighten his unit as he moves.");
    assert!(!b.unread.is_empty(), "{b:?}");
}

#[test]
fn a_search_in_one_place_then_another() {
    let a = one("Limited, [BOW]: Search your discard pile, then Fate deck, for a Ring. Show it and put it in your hand.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let Part::Search { place, what } = &a.effects[0] else {
        panic!("{a:?}")
    };
    assert_eq!(place, "discard pile, then fate deck");
    assert_eq!(what.kinds, ["ring"]);
    // After the Dynasty discard pile, `deck` is the Dynasty deck.
    let b = one("Limited, [BOW]: Search your Dynasty discard pile, then deck, for a Test Celestial. Put it into play.");
    assert!(
        matches!(&b.effects[0], Part::Search { place, .. } if place == "dynasty discard pile, then dynasty deck"),
        "{b:?}"
    );
    let c = one("Limited, [BOW]: Search your discard pile or deck for a Test Ring, show it, and put it in your hand.");
    assert_eq!(c.extent(), Extent::Fully, "{c:?}");
    // A search whose card nothing uses says less than the card does.
    let d = one("Limited: Search your discard pile, then Fate deck, for a Ring.");
    assert!(!d.unread.is_empty(), "{d:?}");
}

#[test]
fn it_after_a_search_with_a_performing_personality() {
    let a = one("Open: Bow your performing Monk: Search your Fate deck for a Kiho, show it, and put it in your hand.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects[1], Part::Show { who: Who::Found });
    // `him` could be the performer: not guessed.
    let b = one("Open: Bow your performing Monk: Search your Fate deck for a Kiho, show him, and put him in your hand.");
    assert!(!b.unread.is_empty(), "{b:?}");
    // A performing Follower could be `it`: not guessed.
    let c = one("Open: Bow your performing Follower: Search your Fate deck for a Kiho, show it, and put it in your hand.");
    assert!(!c.unread.is_empty(), "{c:?}");
}

#[test]
fn one_card_looked_at_to_the_bottom() {
    let a = one("Limited, [BOW]: Look at the top four cards of your Fate deck. You may put one on the bottom. Put the rest back in any order.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::May {
            then: vec![Part::OneLookedToBottom]
        }
    );
    // With no cards looked at, `one` names nothing.
    let b = one("Limited: Draw a card. You may put one on the bottom.");
    assert!(!b.unread.is_empty(), "{b:?}");
}

#[test]
fn a_deck_shuffled() {
    let a = one("Open: Destroy this card: Search your Fate deck for a Ring. Show it and put it in your hand. Shuffle your Fate deck.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects.last(),
        Some(&Part::Shuffle {
            deck: "fate deck".into()
        })
    );
}

#[test]
fn an_additional_action_a_card_must_perform() {
    let a = one("Battle: Choose your performing Monk: Straighten him. You may take an additional Battle action, which he must perform.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::AdditionalActionBy {
            kind: Some("Battle".into()),
            who: Who::Performer
        }
    );
    assert!(a.summary().contains("which the performer must perform"));
    // `which he must perform` after anything but an additional action: not read.
    let b = one("Battle: Choose your performing Monk: Straighten him, which he must perform.");
    assert!(!b.unread.is_empty(), "{b:?}");
}

#[test]
fn a_card_drawn_at_the_next_end_phase_and_no_attack() {
    let a = one("Political Limited: Discard the Imperial Favor: Draw an additional card during your next End Phase.");
    assert_eq!(a.effects, vec![Part::DrawAtNextEnd { count: 1 }]);
    let b = one("Limited: Gain 2 Honor. You may not declare an attack this turn.");
    assert_eq!(b.extent(), Extent::Fully, "{b:?}");
    assert_eq!(b.effects[1], Part::NoAttackThisTurn);
}

#[test]
fn more_target_phrases_kept_as_printed() {
    let a = one("Battle: Choose your performing unbowed Personality and target an enemy card with lower Gold Cost: Bow it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.targets[0].qualifiers, ["with lower gold cost"]);
    let b = one("Open, [BOW]: Turn a target card in another player's Province face-up.");
    assert_eq!(b.extent(), Extent::Fully, "{b:?}");
    assert_eq!(
        b.effects,
        vec![Part::TurnFaceUp {
            who: Who::Target(1)
        }]
    );
    assert_eq!(b.targets[0].qualifiers, ["in another player's province"]);
    // A comparison with a number of another card's is not read.
    let c = one("Battle: Target an enemy card with lower Gold Cost than his: Bow it.");
    assert!(!c.unread.is_empty(), "{c:?}");
}
