//! Conditions on what happened earlier, attacks with what they may target, and a controller's
//! choice: one test per wording, on made-up cards in the printed style, each with a trap that
//! must stay unread.

use super::test_support::{card, one};
use super::*;

fn not_fully(text: &str) {
    let a = one(text);
    assert_ne!(a.extent(), Extent::Fully, "{text}: {a:?}");
}

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
    not_fully("Battle: Draw a card if you are rested this turn.");
    not_fully("Battle: Draw a card if you have moved him this turn.");
    not_fully("Battle: Draw a card if you have drawn a card or moved this turn.");
    not_fully("Battle: Draw a card if you have drawn a card.");
    not_fully(
        "Battle: Target an enemy Personality. Gain 1 Honor before the turn ends if the target did not attack you this turn.",
    );
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
    not_fully("Battle: Fear 2 that may target Items and destroy them.");
    not_fully("Battle: Melee 2 Attack, which may target his Followers.");
    not_fully("Battle: Draw a card, which may target a Personality.");
}
