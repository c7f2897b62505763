//! Effect sentences that follow others (`followups.rs`): made-up cards in the printed wording.

use super::*;

fn one(text: &str) -> Ability {
    let v = read(text);
    assert_eq!(v.len(), 1, "{text}");
    v.into_iter().next().unwrap()
}

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
