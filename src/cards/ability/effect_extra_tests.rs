//! Further effect wordings: made-up cards in the printed style, each with a near wording that
//! must stay unread.

use super::test_support::{card, not_fully, one};
use super::*;

fn en(p: &Part) -> String {
    render::part_in(p, Lang::En)
}

#[test]
fn future_and_next_movement_negated() {
    let a = one(
        "Battle: Target an enemy Personality: Move him home. If he moved, negate his (future) \
         movement.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let Some(Part::If { then, .. }) = a.effects.last() else {
        panic!("{a:?}");
    };
    assert_eq!(
        then,
        &vec![Part::NegateMovement {
            who: Who::Target(1),
            next: false
        }]
    );
    let a = one("Battle: Target an enemy Follower: Bow it. Negate its next movement.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::NegateMovement {
            who: Who::Target(1),
            next: true
        }
    );
    assert_eq!(
        en(&a.effects[1]),
        "the next movement of target 1 is negated"
    );
    // Traps: no word of when (from the action's effects? for how long?), another thing negated,
    // a new target.
    not_fully(&[
        "Battle: Target an enemy Personality: Negate his movement.",
        "Battle: Target an enemy Personality: Negate his (future) bowing.",
        "Battle: Negate a target Personality's next movement.",
    ]);
}

#[test]
fn control_taken() {
    let a = one(
        "Battle: Target an enemy Personality: If he is Nonhuman, take control of him (he joins \
         your army).",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let Some(Part::If { then, .. }) = a.effects.last() else {
        panic!("{a:?}");
    };
    assert_eq!(
        then,
        &vec![Part::TakeControl {
            who: Who::Target(1),
            joins: true
        }]
    );
    let a = one("Battle: Target an enemy Personality: Take control of him.");
    assert_eq!(
        a.effects,
        vec![Part::TakeControl {
            who: Who::Target(1),
            joins: false
        }]
    );
    // Traps: a target named there, the army of another.
    not_fully(&[
        "Battle: Target an enemy Personality: Take control of a target Follower.",
        "Battle: Target an enemy Personality: Take control of him (he joins this card's army).",
    ]);
}

#[test]
fn rightmost_province_destroyed() {
    let a = one("Political Open: Destroy your leftmost Province. Put this Event into play.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[0],
        Part::DestroyProvinceAt {
            side: "leftmost".into()
        }
    );
    assert_eq!(en(&a.effects[0]), "destroy your leftmost province");
    // Trap: another player's province.
    not_fully(&["Political Open: Destroy the rightmost Province of a target player."]);
}

#[test]
fn until_the_action_ends() {
    let a = one(
        "Reaction: Before an action resolves, bow this card: You calm the crowd. Negate any \
         Honor losses until the action ends.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects[1], Part::NoHonorLossUntilActionEnds);
    let a = one(
        "Reaction: After you announce an action, choose your performing Courtier: Give him +2C \
         until the action ends.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::BonusUntilActionEnds {
            who: Who::Performer,
            force: 0,
            chi: 2
        }]
    );
    // Traps: no action for `the action` to name; a change that is no bonus.
    not_fully(&[
        "Battle: Negate any Honor losses until the action ends.",
        "Battle: Target a Personality: Give him +2C until the action ends.",
        "Reaction: After you announce an action, choose your performing Courtier: Give him \
         Shadowlands until the action ends.",
    ]);
}

#[test]
fn gold_equal_to_a_number_of_a_card() {
    let a = one(
        "Reaction: When paying a Gold cost, bow this card and discard a card: Produce Gold equal \
         to its Focus Value.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::ProduceGoldOf {
            of: Who::Discarded,
            stat: "focus value".into()
        }]
    );
    let a = one(
        "Reaction: When paying a Gold cost, destroy your target Port or Market: Produce Gold \
         equal to its base Gold Cost.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::ProduceGoldOf {
            of: Who::Target(1),
            stat: "base gold cost".into()
        }]
    );
    // Traps: `its` beside a personality, beside a card discarded and a target, a number of this
    // card.
    not_fully(&[
        "Reaction: When paying a Gold cost, bow your target Samurai: Produce Gold equal to its \
         base Gold Cost.",
        "Reaction: When paying a Gold cost, discard a card and bow your target Mine: Produce \
         Gold equal to its Focus Value.",
        "Reaction: When paying a Gold cost, bow this card: Produce Gold equal to its Chi.",
    ]);
}

#[test]
fn home_or_if_opposed_to_the_current_battlefield() {
    let a = card(
        "Ide Kiyoshi",
        "personality",
        "Home Battle: Move Ide Kiyoshi home or, if he would be opposed, to the current \
         battlefield.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::OneOf {
            options: vec![
                vec![Part::MoveHome { who: Who::This }],
                vec![Part::If {
                    cond: Condition::WouldBeOpposed(Who::This),
                    then: vec![Part::MoveToBattlefield { who: Who::This }],
                    otherwise: vec![]
                }]
            ]
        }]
    );
    let a = one(
        "Battle: Target your Personality: You may move him home, or, if he would be opposed, to \
         the current battlefield.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(matches!(&a.effects[0], Part::May { .. }), "{a:?}");
    // Traps: a pronoun of another card; another place.
    not_fully(&[
        "Battle: Target your Personality: Move him home or, if it would be opposed, to the \
         current battlefield.",
        "Battle: Target your Personality: Move him home or, if he would be opposed, to an \
         adjacent battlefield.",
    ]);
}

#[test]
fn a_state_of_the_story() {
    let a = one("Battle: Target a Personality: He is lost in thought. Bow him.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(matches!(&a.effects[0], Part::Story { .. }), "{a:?}");
    // Traps: states of the game, a name, no place or manner after the state.
    not_fully(&[
        "Battle: Target a Personality: He is dishonored in shame. Bow him.",
        "Battle: Target a Personality: He is bowed with grief. Bow him.",
        "Battle: Target a Personality: He is lost in the Shadowlands. Bow him.",
        "Battle: Target a Personality: He is immune. Bow him.",
        "Battle: Target a Personality: He is returned to his hand. Bow him.",
    ]);
}

#[test]
fn more_delays() {
    let a = one("Battle: Target your Samurai. Straighten his unit after this battle resolves.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(
            &a.effects[0],
            Part::Delayed {
                at: Delay::BattleResolved,
                ..
            }
        ),
        "{a:?}"
    );
    let a = one("Battle: Target a Follower: Discard it before your next turn ends.");
    assert!(
        matches!(
            &a.effects[0],
            Part::Delayed {
                at: Delay::NextTurnEnds,
                ..
            }
        ),
        "{a:?}"
    );
    let a = one(
        "Battle: Bow your performing Personality: Before this battle's resolution, straighten \
         your Personality.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(
            &a.effects[0],
            Part::Delayed {
                at: Delay::BattleResolves,
                ..
            }
        ),
        "{a:?}"
    );
    // Traps: a battle that is not this one, another player's turn.
    not_fully(&[
        "Battle: Target your Samurai. Straighten his unit after the next battle resolves.",
        "Battle: Target a Follower: Discard it before another player's next turn ends.",
    ]);
}

#[test]
fn the_winners_player() {
    let a = one(
        "Iaijutsu Battle: Your target unbowed Personality challenges a target enemy \
         Personality. Bow the loser. The winner gains 2 Honor.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[2],
        Part::ControllerOfGainsHonor {
            of: Who::DuelWinner,
            amount: 2
        }
    );
    let a = one(
        "Iaijutsu Battle: Your target unbowed Personality challenges a target enemy \
         Personality. The winner draws a card.",
    );
    assert_eq!(
        a.effects[1],
        Part::ControllerOfDraws {
            of: Who::DuelWinner,
            count: 1
        }
    );
    // Traps: no duel; the loser; an amount that is no number.
    not_fully(&[
        "Battle: Target a Personality: Bow him. The winner gains 2 Honor.",
        "Iaijutsu Battle: Your target unbowed Personality challenges a target enemy \
         Personality. The loser gains 2 Honor.",
        "Iaijutsu Battle: Your target unbowed Personality challenges a target enemy \
         Personality. The winner gains Honor equal to his Chi.",
    ]);
}

#[test]
fn challenges_another_players_target() {
    let a = one(
        "Iaijutsu Battle: Your target unbowed Personality challenges another player's target \
         Personality. Give the winner +3F.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.targets[1].side, Side::Others);
    assert_eq!(
        a.effects[0],
        Part::Duel {
            challenger: Who::Target(1),
            challenged: Who::Target(2)
        }
    );
    // Trap: a clause on the challenged (who may refuse) stays unread.
    not_fully(&[
        "Iaijutsu Battle: Your target unbowed Personality challenges another player's \
         target Personality who may refuse. Give the winner +3F.",
    ]);
}

#[test]
fn him_or_her() {
    let a = one("Battle: Give a target enemy Personality a Force penalty equal to his or her Chi.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let b = one("Battle: Give a target enemy Personality a Force penalty equal to his Chi.");
    assert_eq!(a.effects, b.effects);
    let a = one("Open: Target your Personality. Give him or her a +1F token.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Trap: `him or it` names two cards.
    not_fully(&["Open: Target your Personality. Give him or it a +1F token."]);
}

#[test]
fn bowed_or_his_attachments_bowed() {
    let a =
        one("Battle: Target an enemy Personality: Bow the Personality or all of his attachments.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::OneOf {
            options: vec![
                vec![Part::Bow {
                    who: Who::Target(1)
                }],
                vec![Part::BowAttachments { of: Who::Target(1) }]
            ]
        }]
    );
    assert_eq!(
        en(&a.effects[0]),
        "one of these, as you choose: bow target 1 or bow every attachment of target 1"
    );
    // Traps: some of his attachments; `him` of two targets.
    not_fully(&[
        "Battle: Target an enemy Personality: Bow the Personality or one of his attachments.",
        "Battle: Target your Samurai. Target an enemy Personality. Bow him or all his \
         attachments.",
    ]);
}

#[test]
fn keyword_while_this_card_remains_in_play() {
    let a = one("Limited: Target a Personality: Give him Cavalry while this card remains in play.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::KeywordWhileInPlay {
            who: Who::Target(1),
            word: "Cavalry".into()
        }]
    );
    // Traps: a state, not a keyword; another time.
    not_fully(&[
        "Limited: Target a Personality: Give him dishonorable while this card remains in play.",
        "Limited: Target a Personality: Give him Cavalry while he remains in play.",
    ]);
}

#[test]
fn force_raised_to_a_number() {
    let a = one("Battle: Choose your performing Personality: Raise his Force to 5.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::RaiseForceTo {
            who: Who::Performer,
            value: 5
        }]
    );
    // Traps: by a number (not to); a number of another card.
    not_fully(&[
        "Battle: Choose your performing Personality: Raise his Force by 5.",
        "Battle: Choose your performing Personality: Raise his Force to his Chi.",
    ]);
}

#[test]
fn all_your_rings_straightened() {
    let a = one("Battle/Open: Straighten all of your Rings. Draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects[0], Part::StraightenYourRings);
    // Trap: the Rings of others.
    not_fully(&["Battle/Open: Straighten all Rings."]);
}

#[test]
fn after_this_destroys_a_card() {
    let a = one(
        "Battle: Ranged 2 Attack (Destroy a target enemy Follower or Personality without \
         Followers with 2 or lower Force). After this destroys a card, draw a card.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(
            &a.effects[1],
            Part::If {
                cond: Condition::ThisDid { .. },
                then,
                ..
            } if then == &vec![Part::Draw { count: 1 }]
        ),
        "{a:?}"
    );
    // Traps: no attack; a Fear (which bows); a sentence that is only the words before the
    // comma, with text of several bytes a letter after it (no panic).
    not_fully(&[
        "Battle: Draw a card. After this destroys a card, draw a card.",
        "Battle: Fear 2. After this destroys a card, draw a card.",
        "Battle: Ranged 2 Attack. After this destroys a card,",
        "Battle: Ranged 2 Attack. Create a 2C/0PH Illusion • Samurai • Spirit Personality.",
    ]);
}

#[test]
fn every_player_focuses_and_a_random_card_shown() {
    let a = card(
        "Asako Tsuke",
        "personality",
        "Fire Limited: Asako Tsuke challenges a target Personality. Both players must focus at \
         least once in the duel. Destroy the duel's loser.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects[1], Part::EachMustFocus);
    let a = one("Open: A target player shows a random card in his hand.");
    assert_eq!(a.effects, vec![Part::TargetPlayerShowsRandom]);
    // Traps: no duel; a card of his choice.
    not_fully(&[
        "Fire Limited: Both players must focus at least once in the duel.",
        "Open: A target player shows a card in his hand.",
    ]);
}

#[test]
fn moved_to_an_unresolved_battlefield() {
    let a = one("Water Battle: Move a target Personality to an adjacent, unresolved battlefield.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::MoveTo {
            who: Who::Target(1),
            to: "adjacent-unresolved-battlefield".into()
        }]
    );
    let a = one("Battle: Target your Personality: Move him to another unresolved battlefield.");
    assert_eq!(
        a.effects,
        vec![Part::MoveTo {
            who: Who::Target(1),
            to: "different-unresolved-battlefield".into()
        }]
    );
    // Trap: a resolved battlefield.
    not_fully(&["Battle: Target your Personality: Move him to a resolved battlefield."]);
}

#[test]
fn force_and_chi_switched() {
    let a = card(
        "Kitsu Jun",
        "personality",
        "Battle/Open: Target a Personality: Switch his Force and Chi. You may switch Kitsu \
         Jun's Force and Chi.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![
            Part::SwitchForceChi {
                who: Who::Target(1)
            },
            Part::May {
                then: vec![Part::SwitchForceChi { who: Who::This }]
            }
        ]
    );
    // Traps: two cards' Force switched; Force and Personal Honor.
    not_fully(&[
        "Open: Target another player's Follower: Switch the target's and this card's Force.",
        "Battle/Open: Target a Personality: Switch his Force and Personal Honor.",
    ]);
}

#[test]
fn each_of_your_shugenja() {
    let a = one("Battle: Give each of your Shugenja +1F.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let Part::BonusEach { what, force, .. } = &a.effects[0] else {
        panic!("{a:?}");
    };
    assert_eq!(
        (what.kinds.as_slice(), *force),
        (&["personality".to_string()][..], 1)
    );
    assert_eq!(what.must_be, vec!["shugenja".to_string()]);
    let a = one("Battle: Give each of your Courtiers at the current battlefield +1C.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: a trait other cards may have; tokens.
    not_fully(&[
        "Battle: Give each of your Ninja +1F.",
        "Battle: Give each of your Sake tokens +1F.",
    ]);
}

#[test]
fn the_target_of_the_one_attack() {
    let a = one("Battle: Ranged 3 Attack. Bow the target if it is still in play.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::If {
            cond: Condition::Is {
                who: Who::AttackTarget,
                what: "in play".into()
            },
            then: vec![Part::Bow {
                who: Who::AttackTarget
            }],
            otherwise: vec![]
        }
    );
    let a = one("Battle: Melee 4 Attack. Give the target a -4F token (if he is still in play).");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: another card named beside it; two attacks; no attack.
    not_fully(&[
        "Battle: Ranged 3 Attack. Bow the target and his Followers.",
        "Battle: Ranged 3 Attack. Melee 2 Attack. Bow the target.",
        "Battle: Draw a card. Bow the target.",
    ]);
}

#[test]
fn other_kata_of_other_titles_and_draw_until() {
    let a = card(
        "Stance of the Heron",
        "strategy",
        "Open: Put this Kata into play. Discard your other Kata in play without Stance of the \
         Heron's title.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::DiscardYourOtherTitled {
            keyword: "kata".into()
        }
    );
    let a = one("Battle/Open: Draw cards until you have exactly three cards in your hand.");
    assert_eq!(a.effects, vec![Part::DrawUntil { count: 3 }]);
    // Traps: the same title; at least (not exactly).
    not_fully(&[
        "Limited: Put this Kata into play. Discard all your other Kata in play with the same title.",
        "Battle/Open: Draw cards until you have at least three cards in your hand.",
    ]);
}
