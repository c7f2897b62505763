//! Conditions on what happened earlier, attacks with what they may target, and a controller's
//! choice: one test per wording, on made-up cards in the printed style, each with a trap that
//! must stay unread.

use super::test_support::{card, not_fully, one};
use super::*;

#[test]
fn what_happened_this_turn_kept_as_printed() {
    let a = one("Open, [BOW]: Straighten this card if you have not drawn any cards this turn.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::If {
            cond: Condition::Happened {
                who: None,
                what: "you have not drawn any cards this turn".into()
            },
            then: vec![Part::Straighten { who: Who::This }],
            otherwise: Vec::new(),
        }]
    );
    let a = card(
        "Hida Kenji",
        "personality",
        "Battle: Target an enemy Personality: Bow him if Kenji has challenged a Personality this turn.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(
            &a.effects[0],
            Part::If {
                cond: Condition::Happened { who: Some(Who::This), what },
                ..
            } if what == "has challenged a personality this turn"
        ),
        "{a:?}"
    );
    let a = one("Battle: If one of your Scouts has been destroyed this battle, draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: a state now, not something done; a pronoun inside the words; two things joined;
    // no span of time; a later part whose condition may be asked then.
    not_fully(&["Battle: Draw a card if you are rested this turn."]);
    not_fully(&["Battle: Draw a card if you have moved him this turn."]);
    not_fully(&["Battle: Draw a card if you have drawn a card or moved this turn."]);
    not_fully(&["Battle: Draw a card if you have drawn a card."]);
    not_fully(&["Battle: Target an enemy Personality. Gain 1 Honor before the turn ends if the target did not attack you this turn."]);
    // Trap: a copy of this card named by its title, read as `a this card`.
    let a = card(
        "Lantern Parade",
        "event",
        "Open: If you have not resolved a Lantern Parade this game, draw a card.",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn an_attack_with_what_it_may_target() {
    let a = one("Battle: Melee 2 Attack, which may not target an Attacking Follower.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::AttackMayTarget {
            attack: vec![Part::Melee { strength: 2 }],
            may: false,
            what: "an attacking follower".into(),
            cond: None,
        }]
    );
    let a = one("Battle: Fear 3 that may target Spells.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::AttackMayTarget {
            attack: vec![Part::Fear { strength: 3 }],
            may: true,
            what: "spells".into(),
            cond: None,
        }]
    );
    let a = one(
        "Battle: Ranged 2 Attack which may target a Personality with Followers if you have Reconnaissance.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(
            &a.effects[..],
            [Part::AttackMayTarget {
                may: true,
                cond: Some(Condition::YouHaveRecon),
                ..
            }]
        ),
        "{a:?}"
    );
    // Traps: more than a description (an effect joined to it, a pronoun); no attack before it.
    not_fully(&["Battle: Fear 2 that may target Items and destroy them."]);
    not_fully(&["Battle: Melee 2 Attack, which may target his Followers."]);
    not_fully(&["Battle: Draw a card, which may target a Personality."]);
}

#[test]
fn an_attack_larger_if() {
    let a = one("Battle: Fear 2, with +1 strength if you control a Scout.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::If {
            cond: Condition::YouControl("scout".into()),
            then: vec![Part::Fear { strength: 3 }],
            otherwise: vec![Part::Fear { strength: 2 }],
        }]
    );
    let a = one("Battle: Ranged 2 Attack, or 4 if you control a Scout.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::If {
            cond: Condition::YouControl("scout".into()),
            then: vec![Part::Ranged { strength: 4 }],
            otherwise: vec![Part::Ranged { strength: 2 }],
        }]
    );
    // Traps: a bonus that is not strength; a bare number after no attack.
    not_fully(&["Battle: Fear 2, with +1 Force if you control a Scout."]);
    not_fully(&["Battle: Draw a card, or 2 if you control a Scout."]);
}

#[test]
fn you_control_a_card_by_its_title() {
    let a = one("Battle: Gain 1 Honor if you control Isawa Kenta.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::If {
            cond: Condition::YouControlNamed("Isawa Kenta".into()),
            then: vec![Part::GainHonor { amount: 1 }],
            otherwise: Vec::new(),
        }]
    );
    // Traps: words not printed as a title; a kind; a count.
    not_fully(&["Battle: Gain 1 Honor if you control isawa kenta."]);
    not_fully(&["Battle: Gain 1 Honor if you control Shugenja Personalities."]);
    not_fully(&["Battle: Gain 1 Honor if you control two Courtiers."]);
}

#[test]
fn a_card_has_two_of_something() {
    let a = card(
        "Mirumoto Tadao",
        "personality",
        "Battle: You may take an additional action if Tadao has two Weapons.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(
            &a.effects[..],
            [Part::If { cond: Condition::Has { who: Who::This, what }, .. }] if what == "two weapons"
        ),
        "{a:?}"
    );
    // Trap: a number that is no count of cards.
    let a = card(
        "Mirumoto Tadao",
        "personality",
        "Battle: You may take an additional action if Tadao has two Force.",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn a_pronoun_names_the_duels_winner_or_loser() {
    let a = one(
        "Battle: Your target Personality challenges a target enemy Personality. Give the loser -1F, and destroy him if he is bowed.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects.last(),
        Some(&Part::If {
            cond: Condition::Is {
                who: Who::DuelLoser,
                what: "bowed".into()
            },
            then: vec![Part::Destroy {
                who: Who::DuelLoser
            }],
            otherwise: Vec::new(),
        })
    );
    let a = one(
        "Battle: Your target Personality challenges a target enemy Personality. If the winner is a Kensai, straighten him.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(
            a.effects.last(),
            Some(Part::If { then, .. }) if then == &vec![Part::Straighten { who: Who::DuelWinner }]
        ),
        "{a:?}"
    );
    // Traps: a possessive (whose card is not said); a pronoun after a part that names both.
    not_fully(&["Battle: Your target Personality challenges a target enemy Personality. Give the loser -1F, and destroy his Weapon if he is bowed."]);
    not_fully(&["Battle: Your target Personality challenges a target enemy Personality. Bow the winner and the loser, and destroy him if he is bowed."]);
}

#[test]
fn a_second_cost_under_a_condition_of_its_own() {
    let a = one(
        "Battle: Bow this card or, if you are a Crab Clan player, discard it from your hand: Draw a card.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(a.conditions.is_empty(), "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::OneOf {
            options: vec![
                vec![Part::Bow { who: Who::This }],
                vec![Part::If {
                    cond: Condition::ClanPlayer("Crab".into()),
                    then: vec![Part::DiscardThisFromHand],
                    otherwise: Vec::new(),
                }],
            ],
        }]
    );
    // Traps: a condition the reader does not know; a second cost it does not know.
    not_fully(&["Battle: Bow this card or, if you are feeling brave, discard it from your hand: Draw a card."]);
    not_fully(&["Battle: Bow this card or, if you are a Crab Clan player, discard it from your deck: Draw a card."]);
}

#[test]
fn a_token_taken_off_as_a_cost() {
    let a = card(
        "Togashi Mako",
        "personality",
        "Battle: Destroy a Fire token on Mako: Ranged 2 Attack.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::DestroyToken {
            who: Who::This,
            name: "Fire".into()
        }]
    );
    let a = one("Battle: Destroy a Water token on your performing Personality: Draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(a.performer.is_some(), "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::DestroyToken {
            who: Who::Performer,
            name: "Water".into()
        }]
    );
    // Traps: a token on another player's card; two tokens.
    not_fully(&["Battle: Destroy a Fire token on a target enemy Personality: Draw a card."]);
    not_fully(&["Battle: Destroy two Fire tokens on this card: Draw a card."]);
}

#[test]
fn move_home_or_if_opposed_to_the_battlefield() {
    let a = card(
        "Shinjo Taro",
        "personality",
        "Home Battle: Move Taro home or, if he would be opposed, to the current battlefield.",
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
                    otherwise: Vec::new(),
                }],
            ],
        }]
    );
    // Traps: a condition of another card; somewhere else than the current battlefield.
    let a = card(
        "Shinjo Taro",
        "personality",
        "Battle: Target an enemy Personality. Move Taro home or, if the target is bowed, to the current battlefield.",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = card(
        "Shinjo Taro",
        "personality",
        "Battle: Move Taro home or, if he would be opposed, to an adjacent battlefield.",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn costs_paid_from_piles_hand_and_cards() {
    let a = one("Limited: Discard your hand (even if empty): Draw three cards.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.costs, vec![Part::DiscardHand]);
    let a = one("Battle: Discard the top 2 cards of your Fate deck: Draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::DiscardTop {
            count: 2,
            deck: "fate deck".into()
        }]
    );
    let a =
        one("Battle: Remove a Spell card in your Fate discard pile from the game: Draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::RemoveFromPile {
            what: "a spell card in your fate discard pile".into()
        }]
    );
    let a = one("Battle: Bow one of your Farms or Mines: Draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::BowOneOfYours {
            any_of: vec!["farm".into(), "mine".into()]
        }]
    );
    // Traps: another player's deck; a target in a pile; no plural; more words after.
    not_fully(&["Battle: Discard the top 2 cards of any Fate deck: Draw a card."]);
    not_fully(&[
        "Battle: Remove a target card in your Fate discard pile from the game: Draw a card.",
    ]);
    not_fully(&["Battle: Bow one of your Farm or Mine: Draw a card."]);
    not_fully(&["Battle: Discard your hand and your Stronghold: Draw a card."]);
}

#[test]
fn a_cards_number_compared_with_another() {
    let a = card(
        "Shinjo Ren",
        "personality",
        "Battle: Give a target enemy Personality -1F. If he has lower Chi, give Ren +1F.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(
            &a.effects[1],
            Part::If { cond: Condition::Compared { who: Who::Target(1), what, than: Who::This }, .. }
                if what == "lower chi"
        ),
        "{a:?}"
    );
    let a = card(
        "Shinjo Ren",
        "personality",
        "Battle: Bow a target enemy Personality. Gain 1 Honor if he or she has fewer attachments than Ren.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: with nothing to compare with; a number that is no stat; fewer of a number.
    not_fully(&["Battle: Give a target enemy Personality -1F. If he has lower Chi, draw a card."]);
    not_fully(&["Battle: Choose your performing Samurai and target an enemy Personality: If he has lower Luck, bow him."]);
    not_fully(&["Battle: Choose your performing Samurai and target an enemy Personality: If he has fewer Force, bow him."]);
}

#[test]
fn attached_to_a_kind_and_has_a_number_or_none() {
    let a = one("Battle: Give your target Follower +1F, or +2F if it is attached to a Samurai.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(
            &a.effects[..],
            [Part::If { cond: Condition::Is { who: Who::Target(1), what }, .. }]
                if what == "attached to a samurai"
        ),
        "{a:?}"
    );
    let a = one(
        "Battle: Bow a target enemy Personality. If he has 0 Force or no attachments, draw a card.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(
            &a.effects[1],
            Part::If { cond: Condition::Any(v), .. } if v.len() == 2
        ),
        "{a:?}"
    );
    // Traps: attached to more than words; a second `or` after `no`.
    not_fully(&["Battle: Give your target Follower +1F, or +2F if it is attached to his Samurai."]);
    not_fully(&["Battle: Bow a target enemy Personality. If he has 0 Force or no attachments or is bowed, draw a card."]);
}

#[test]
fn what_the_action_answered_did_and_the_performer_moved_home_to_pay() {
    let a = one(
        "Reaction: After a Battle action resolves, if the action did not bow a card: Draw a card.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.conditions,
        vec![Condition::Happened {
            who: None,
            what: "the action did not bow a card".into()
        }]
    );
    // Trap: not in a reaction or interrupt (which action is not said).
    not_fully(&["Battle: If the action did not bow a card, draw a card."]);
    let a = one("Battle: Move your performing Scout Personality home: Draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(a.performer.is_some(), "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::MoveHome {
            who: Who::Performer
        }]
    );
    // Trap: moved elsewhere.
    not_fully(&[
        "Battle: Move your performing Scout Personality to his home province: Draw a card.",
    ]);
}

#[test]
fn the_kind_of_the_action_answered() {
    let a =
        one("Interrupt: If the action is a Melee Attack action, after it resolves, draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(
            &a.effects[..],
            [Part::If { cond: Condition::ActionIs(w), .. }] if w == "a melee attack action"
        ),
        "{a:?}"
    );
    // Traps: no action answered; whose the action is (read otherwise, not as a kind).
    not_fully(&["Battle: If the action is a Melee Attack action, draw a card."]);
    let a = one("Interrupt: If the action is from a Strategy, after it resolves, draw a card.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}
