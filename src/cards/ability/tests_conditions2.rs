//! More conditions of effects, one test per template, on made-up cards in the printed wording,
//! each with a trap that must stay unread.

use super::test_support::one;
use super::*;

#[test]
fn force_now_zero_in_words() {
    let a = one("Battle: Give a target enemy Personality -2F. If his Force is now zero, bow him.");
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
            otherwise: Vec::new(),
        }
    );
    // Traps: other words for a number stay unread.
    for text in [
        "Battle: Give a target enemy Personality -2F. If his Force is now none, bow him.",
        "Battle: Give a target enemy Personality -2F. If his Force is now nothing, bow him.",
    ] {
        let a = one(text);
        assert_ne!(a.extent(), Extent::Fully, "{text}: {a:?}");
    }
}

#[test]
fn this_card_or_discard_it_from_your_hand() {
    let a = one("Battle: Bow this card or discard it from your hand: Gain 2 Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::OneOf {
            options: vec![
                vec![Part::Bow { who: Who::This }],
                vec![Part::DiscardThisFromHand]
            ]
        }]
    );
    let a = one(
        "Battle: Choose your performing Samurai, and destroy this card or discard it from your \
         hand: Melee 2 Attack.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::OneOf {
            options: vec![
                vec![Part::Destroy { who: Who::This }],
                vec![Part::DiscardThisFromHand]
            ]
        }]
    );
    // Traps: another pile, another cost on this card before it, stay unread.
    for text in [
        "Battle: Bow this card or discard it from your discard pile: Gain 2 Honor.",
        "Battle: Dishonor this card or discard it from your hand: Gain 2 Honor.",
        "Battle: Bow your Stronghold or discard it from your hand: Gain 2 Honor.",
    ] {
        let a = one(text);
        assert_ne!(a.extent(), Extent::Fully, "{text}: {a:?}");
    }
}

#[test]
fn a_condition_inside_a_choice_of_costs_is_not_the_abilitys() {
    let a = one(
        "Battle: Bow this card or, if you are a Phoenix Clan player, discard it from your hand: \
         Ranged 2 Attack.",
    );
    // Read as the second cost's condition alone (see `cond_costs`).
    assert!(a.conditions.is_empty(), "{a:?}");
    assert!(
        matches!(
            &a.costs[..],
            [Part::OneOf { options }] if matches!(
                &options[1][..],
                [Part::If { cond: Condition::ClanPlayer(c), .. }] if c == "Phoenix"
            )
        ),
        "{a:?}"
    );
    // Still read: a condition of the whole ability after a cost.
    let a = one("Battle: Bow this card, if you are a Phoenix Clan player: Ranged 2 Attack.");
    assert_eq!(a.conditions.len(), 1, "{a:?}");
}

#[test]
fn no_province_destroyed_since_your_last_turn() {
    let a = one(
        "Limited: If none of your provinces have been destroyed since your last turn began, or \
         you are a Crane Clan player: Gain 1 Honor.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.conditions,
        vec![Condition::Any(vec![
            Condition::NoProvinceDestroyedSince { began: true },
            Condition::ClanPlayer("Crane".into()),
        ])]
    );
    let a = one(
        "Limited: If you are a Lion Clan player and none of your provinces have been destroyed \
         since your last turn ended: Gain 1 Honor.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.conditions,
        vec![Condition::All(vec![
            Condition::ClanPlayer("Lion".into()),
            Condition::NoProvinceDestroyedSince { began: false },
        ])]
    );
    // Traps: no moment, or another moment, stays unread.
    for text in [
        "Limited: If none of your provinces have been destroyed since your last turn: Gain 1 Honor.",
        "Limited: If none of your provinces have been destroyed since your last battle began: \
         Gain 1 Honor.",
        "Limited: If none of your Holdings have been destroyed since your last turn began: Gain 1 \
         Honor.",
    ] {
        let a = one(text);
        assert_ne!(a.extent(), Extent::Fully, "{text}: {a:?}");
    }
}

#[test]
fn the_active_players_first_or_second_turn() {
    let a = one(
        "Open: If it is not the active player's first or second turn, discard a card: Gain 1 \
         Honor.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.conditions,
        vec![Condition::ActiveFirstOrSecondTurn(false)]
    );
    let a = one("Open: If it is the active player's first or second turn: Gain 1 Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.conditions, vec![Condition::ActiveFirstOrSecondTurn(true)]);
    // Traps: one turn alone, or another player's turns, stay unread.
    for text in [
        "Open: If it is not the active player's first turn: Gain 1 Honor.",
        "Open: If it is the Defender's first or second turn: Gain 1 Honor.",
    ] {
        let a = one(text);
        assert_ne!(a.extent(), Extent::Fully, "{text}: {a:?}");
    }
}

#[test]
fn attached_a_card_from_your_hand_this_turn() {
    let a = one(
        "Limited: If you have attached a card from your hand this turn, bow this card: Gain 1 \
         Honor.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.conditions, vec![Condition::AttachedFromHandThisTurn]);
    // Another pile is no attachment from the hand: kept as printed.
    let a = one(
        "Limited: If you have attached a card from your discard pile this turn, bow this card: \
         Gain 1 Honor.",
    );
    assert!(
        matches!(&a.conditions[..], [Condition::Happened { who: None, .. }]),
        "{a:?}"
    );
    // Traps: no time stays unread.
    let text = "Limited: If you have attached a card from your hand, bow this card: Gain 1 Honor.";
    let a = one(text);
    assert_ne!(a.extent(), Extent::Fully, "{text}: {a:?}");
}
