//! Templates of timed abilities, one test each, on made-up cards in the printed wording, each
//! with a trap that must stay unread or partly read.

use super::*;

fn one(text: &str) -> Ability {
    let mut v = read(text);
    assert_eq!(v.len(), 1, "{text}: {v:?}");
    v.remove(0)
}

#[test]
fn the_bullet_as_the_oracle_writes_it() {
    // The Oracle's `&#149;` comes as U+0095: the bullet between keywords.
    let a = one("Battle: Create a 1F/2C/1PH Test Clan \u{95} Sentry Personality at the current battlefield.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::CreatePersonality {
            force: 1,
            chi: 2,
            honor: 1,
            keywords: vec!["Test Clan".into(), "Sentry".into()],
            here: true
        }]
    );
    // Trap: another control character is no bullet.
    let a = one("Battle: Create a 1F/2C/1PH Test Clan \u{96} Sentry Personality at the current battlefield.");
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
