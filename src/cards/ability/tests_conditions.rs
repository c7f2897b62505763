//! Conditions of effects, one test per template, on made-up cards in the printed wording, each
//! with a trap that must stay unread or be read otherwise.

use super::test_support::one;
use super::*;

/// The condition of the `If` part at `i` among the effects.
fn cond_at(a: &Ability, i: usize) -> &Condition {
    match &a.effects[i] {
        Part::If { cond, .. } => cond,
        p => panic!("no condition at {i}: {p:?} in {a:?}"),
    }
}

fn is(who: Who, what: &str) -> Condition {
    Condition::Is {
        who,
        what: what.into(),
    }
}

#[test]
fn what_a_card_has_or_has_none_of() {
    let a = one("Battle: Target an enemy card: Bow it. Destroy it if it has no attachments.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::If {
            cond: Condition::HasNo {
                who: Who::Target(1),
                what: "attachments".into()
            },
            then: vec![Part::Destroy {
                who: Who::Target(1)
            }],
            otherwise: vec![]
        }
    );
    let a = one("Battle: Target an enemy Personality: If he has a Weapon, bow him.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 0),
        &Condition::Has {
            who: Who::Target(1),
            what: "a weapon".into()
        }
    );
    assert_eq!(
        part_text(&a.effects[0]),
        "if target 1 has a weapon: bow target 1"
    );
    // Traps: a count the reader does not know; a card named by a new target.
    let a = one("Battle: Target an enemy Personality: If he has exactly two Weapons, bow him.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Target an enemy card: Bow it if a target Follower has no attachments.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn what_a_card_is_not() {
    let a = one("Battle: Target an enemy card: Destroy it if it is not Cavalry.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 0),
        &Condition::IsNot {
            who: Who::Target(1),
            what: "cavalry".into()
        }
    );
    // Trap: `not` before words that say no state or keyword.
    let a = one("Battle: Target an enemy card: Destroy it if it is not the one you chose.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn either_of_two_conditions() {
    // `or` between two conditions, each with its subject.
    let a = one("Open: Choose your performing unbowed Monk: If you control any Rings or he is Air, give him +2F.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 0),
        &Condition::Any(vec![
            Condition::YouControlAtLeast {
                count: 1,
                other: false,
                what: "rings".into()
            },
            is(Who::Performer, "air"),
        ])
    );
    // `or` inside what a card is: `bowed or an attachment`.
    let a = one("Battle: Target an enemy card: If it is bowed or an attachment, destroy it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 0),
        &Condition::Any(vec![
            is(Who::Target(1), "bowed"),
            is(Who::Target(1), "attachment")
        ])
    );
    // `or if`.
    let a = one(
        "Battle: Target an enemy card: Bow it if it is defending or if you are a Test Clan player.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(matches!(cond_at(&a, 0), Condition::Any(v) if v.len() == 2));
    // `a Courtier or Shugenja`: either kind.
    let a =
        one("Battle: Target an enemy Personality: Bow him if you control a Courtier or Shugenja.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 0),
        &Condition::Any(vec![
            Condition::YouControl("courtier".into()),
            Condition::YouControl("shugenja".into())
        ])
    );
    assert_eq!(
        part_text(&a.effects[0]),
        "if either you control a courtier or you control a shugenja: bow target 1"
    );
    // Traps: `and` and `or` between conditions (which binds first is not said); an `or`
    // between effects is no condition's.
    let a = one("Battle: Target an enemy card: Bow it if it is bowed and you control a Courtier or it is Ronin.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Target an enemy card: Bow it if you control a Courtier or it has no attachments and is bowed.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Target an enemy card: Bow it, or destroy it if it is bowed.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn several_things_said_of_one_card() {
    // `and` between two things said of the card: both; printed after the effect, cut at its
    // `and` and joined again.
    let a = one(
        "Battle: Target an enemy card: Destroy it if it is not Cavalry and has no attachments.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 0),
        &Condition::All(vec![
            Condition::IsNot {
                who: Who::Target(1),
                what: "cavalry".into()
            },
            Condition::HasNo {
                who: Who::Target(1),
                what: "attachments".into()
            }
        ])
    );
    // `and is bowed or Nonhuman`: the `or` bound by its `is`; the condition ending at a later
    // comma.
    let a = one("Battle: Target an enemy card: If it has no attachments, and is bowed or Nonhuman, destroy it. Bow it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 0),
        &Condition::All(vec![
            Condition::HasNo {
                who: Who::Target(1),
                what: "attachments".into()
            },
            Condition::Any(vec![
                is(Who::Target(1), "bowed"),
                is(Who::Target(1), "nonhuman")
            ])
        ])
    );
    // A condition with its own subject after `and` joins too.
    let a = one("Battle: Target an enemy card: Destroy it if it has no attachments and you control a Courtier.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects.len(), 1, "{a:?}");
    // Traps: an effect after `and` stays an effect of its own, outside the condition; `and`
    // and `or` between things said of the card.
    let a = one("Battle: Target an enemy card: Destroy it if it is bowed and gain 1 Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects.len(), 2, "{a:?}");
    assert_eq!(a.effects[1], Part::GainHonor { amount: 1 });
    let a = one("Battle: Target an enemy card: Destroy it if it is bowed or has no attachments and is Ronin.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn a_card_you_do_not_control() {
    let a = one("Battle: Move a target Personality at any location to the current battlefield. Straighten his unit if you do not control him.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 1),
        &Condition::NotControlledByYou(Who::Target(1))
    );
    // `Gain 1 Honor, or 2 Honor if …`: the larger amount when the condition holds.
    let a = one("Battle: Target a unit: Straighten it. Gain 1 Honor, or 2 Honor if you do not control the target.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Trap: a card the condition would name as a new target.
    let a = one("Battle: Target an enemy card: Bow it if you do not control a target Follower.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn a_number_of_a_card_compared() {
    let a = one("Open: Bow this card and target a Holding: Straighten it. You may bow it if its base Gold Cost is 4 or lower.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 1),
        &Condition::Stat {
            who: Who::Target(1),
            stat: "base gold cost".into(),
            value: 4,
            at_least: false
        }
    );
    let a = one("Battle: Choose your performing Personality: If his base Force is 7 or higher, straighten him.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 0),
        &Condition::Stat {
            who: Who::Performer,
            stat: "base force".into(),
            value: 7,
            at_least: true
        }
    );
    assert_eq!(
        part_text(&a.effects[0]),
        "if the performer's base force is 7 or more: straighten the performer"
    );
    let a = one("Battle: Choose your performing Personality: If your Personality has 5 or more printed Force, straighten him.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(matches!(
        cond_at(&a, 0),
        Condition::Stat {
            at_least: true,
            value: 5,
            ..
        }
    ));
    // Among other things said of the card: either holds.
    let a = one("Battle: Target your Personality: If he has 3 or more Personal Honor, or is Test Clan, straighten him.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 0),
        &Condition::Any(vec![
            Condition::Stat {
                who: Who::Target(1),
                stat: "personal honor".into(),
                value: 3,
                at_least: true
            },
            is(Who::Target(1), "test clan")
        ])
    );
    // Traps: a number the reader does not know; a comparison with another card's number.
    let a = one("Battle: Target a Holding: Bow it if its Focus Value is 2 or higher.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one(
        "Battle: Target a Holding: Bow it if its Gold Cost is lower than your Personality's Chi.",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn the_performer_named_by_its_kind() {
    let a = one("Battle: Choose your performing unbowed Samurai and target an enemy card: Bow it. Destroy it if your Samurai is a Paragon.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(cond_at(&a, 1), &is(Who::Performer, "paragon"));
    let a = one("Battle: Choose your performing unbowed Monk and target an enemy card: Destroy it if your Monk has any Fire tokens.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 0),
        &Condition::Has {
            who: Who::Performer,
            what: "any fire tokens".into()
        }
    );
    // Traps: `your Samurai` when the performer is no Samurai; `your Personality` beside a
    // target of the player's own, which could be it too.
    let a = one("Battle: Choose your performing unbowed Courtier and target an enemy card: Destroy it if your Samurai is a Paragon.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Choose your performing Personality and target your Follower: Bow it if your Personality is a Paragon.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn a_clan_of_two_words() {
    let a = one("Battle: Target an enemy Personality: Move him home. If he is Test Clan, bow him.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(cond_at(&a, 1), &is(Who::Target(1), "test clan"));
    let a = one("Battle: Target an enemy Follower or Personality: Destroy it. Remove it from the game if it is a Test Clan Personality.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(cond_at(&a, 1), &is(Who::Target(1), "test clan personality"));
    // `Test Clan or Unaligned` is two, either one.
    let a = one("Battle: Target an enemy Personality: If he is Test Clan or Unaligned, bow him.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 0),
        &Condition::Any(vec![
            is(Who::Target(1), "test clan"),
            is(Who::Target(1), "unaligned")
        ])
    );
    // Trap: three words before `Clan`.
    let a = one("Battle: Target an enemy Personality: If he is Big Test Clan, bow him.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn a_condition_ending_at_a_later_comma() {
    let a = one("Battle: Target an enemy Personality: Bow him. If he is dishonorable, Kolat, or Ninja, choose a player, who gains or loses 2 Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 1),
        &is(Who::Target(1), "dishonorable, kolat, or ninja")
    );
    // Traps: `instead`; a parenthesis in the condition.
    let a = one("Battle: Target an enemy Personality: If he is dishonorable, Kolat, or Ninja, destroy him instead.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Target an enemy Personality: If he is bowed (or was), Kolat, or Ninja, destroy him.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn you_control_any() {
    let a = one("Battle: If you control any units at the current battlefield, choose your performing Samurai: Straighten him.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.conditions,
        vec![Condition::YouControlAtLeast {
            count: 1,
            other: false,
            what: "units at the current battlefield".into()
        }]
    );
    // Trap: `any` before words the reader does not know.
    let a = one("Battle: If you control any units at another battlefield, choose your performing Samurai: Straighten him.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn every_new_condition_speaks_both_languages() {
    let conds = [
        Condition::Any(vec![Condition::YourTurn, Condition::YouHaveRecon]),
        Condition::IsNot {
            who: Who::Target(1),
            what: "cavalry".into(),
        },
        Condition::Has {
            who: Who::Target(1),
            what: "a weapon".into(),
        },
        Condition::HasNo {
            who: Who::Target(1),
            what: "attachments".into(),
        },
        Condition::NotControlledByYou(Who::Target(1)),
        Condition::Stat {
            who: Who::Target(1),
            stat: "base force".into(),
            value: 7,
            at_least: true,
        },
    ];
    for c in conds {
        let en = render::condition_in(&c, crate::i18n::Lang::En);
        let ja = render::condition_in(&c, crate::i18n::Lang::Ja);
        assert!(!en.is_empty() && !ja.is_empty() && en != ja, "{en} / {ja}");
        assert!(
            !en.contains("read-if") && !ja.contains("read-if"),
            "{en} / {ja}"
        );
    }
}

#[test]
fn a_clan_player_of_either_clan() {
    let a = one("Political Open: Bow this card and target a Personality: Dishonor him. If you are a Test Clan or Other Clan player, his controller loses 1 Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 1),
        &Condition::Any(vec![
            Condition::ClanPlayer("Test".into()),
            Condition::ClanPlayer("Other".into())
        ])
    );
    let a = one("Battle: Target an enemy Personality: Bow him if you are Test Clan.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(cond_at(&a, 0), &Condition::ClanPlayer("Test".into()));
    // Trap: a clan and a word that is no clan's.
    let a =
        one("Battle: Target an enemy Personality: Bow him if you are a Test Clan or Ronin player.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn cards_in_your_hand_now() {
    let a = one("Limited: Bow this card: Draw a card. If you now have 6 or more cards in your hand, discard a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(cond_at(&a, 1), &Condition::HandAtLeast(6));
    // Trap: a hand compared with one other player's.
    let a = one("Limited: Bow this card: Draw a card. If you now have more cards in your hand than the Defender, discard a card.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn your_target_named_by_its_kind() {
    let a = one("Battle: Target your opposed Personality: Straighten him. If your Personality is a Magistrate, draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(cond_at(&a, 1), &is(Who::Target(1), "magistrate"));
    // Traps: two targets of the player's that could be it; a target of any player's.
    let a = one("Battle: Target your opposed Personality and your bowed Personality: Straighten them. If your Personality is a Magistrate, draw a card.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Target a Personality: Straighten him. If your Personality is a Magistrate, draw a card.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn an_attack_stronger_if_in_one_clause() {
    let a = one("Battle: Ranged 3 Attack with +2 strength if you have Reconnaissance.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::If {
            cond: Condition::YouHaveRecon,
            then: vec![Part::Ranged { strength: 5 }],
            otherwise: vec![Part::Ranged { strength: 3 }]
        }]
    );
    // Traps: a bonus for each card counted is no condition; `instead`.
    let a = one("Battle: Ranged 3 Attack with +2 strength if you have Reconnaissance instead.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Ranged 3 Attack with +2 strength if you control a Test Relic.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn control_of_a_kind_with_a_trait_or_any_units_here() {
    let a = one("Open, [BOW]: If you control a Test Personality, draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 0),
        &Condition::YouControl("test personality".into())
    );
    let a =
        one("Battle: If you control any Cavalry units at the current battlefield, draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Trap: two words before the kind.
    let a = one("Open, [BOW]: If you control a Big Test Personality, draw a card.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn an_attack_counting_cards_or_tokens() {
    let a = one(
        "Battle, [BOW]: Ranged 2 Attack with +1 strength for each other Follower in this unit.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::AttackCounted {
            attack: "ranged".into(),
            base: 2,
            per: 1,
            what: "other follower in this unit".into()
        }]
    );
    assert_eq!(
        part_text(&a.effects[0]),
        "ranged attack with strength 2 plus 1 for each: other follower in this unit"
    );
    let a = one("Battle: Fear equal to the number of Test cards in this unit.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        part_text(&a.effects[0]),
        "fear with strength equal to the number of: test cards in this unit"
    );
    let a = one("Battle: Choose your performing Personality: Melee Attack with strength equal to 3 plus the number of Test tokens he has.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(matches!(
        &a.effects[0],
        Part::AttackCounted {
            base: 3,
            per: 1,
            ..
        }
    ));
    // Traps: a second number after `and`; a count the reader does not know; a place it does
    // not know.
    let a = one("Battle: Choose your performing Personality: Melee Attack with strength equal to 3 plus the number of Test tokens on him and the number of Rings you control.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        !a.effects
            .iter()
            .any(|p| matches!(p, Part::AttackCounted { .. })),
        "{a:?}"
    );
    let a = one(
        "Battle: Ranged 3 Attack with +1 strength for every 10 points of Family Honor you have.",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Ranged Attack with strength equal to the number of Spells in any army.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn there_as_the_current_battlefield() {
    let a = one("Battle: Even if you control no units at the current battlefield, if there are no Terrains there: Put this card into play there.");
    assert_eq!(a.conditions, vec![Condition::NoTerrainHere], "{a:?}");
    let a = one("Battle: If no Terrain is at the current battlefield: Draw a card.");
    assert_eq!(a.conditions, vec![Condition::NoTerrainHere], "{a:?}");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Trap: `there` with another place named in the line.
    let a = one("Battle: Even if this card is at home, if any enemy units are there: Draw a card.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn this_card_in_your_discard_pile() {
    let a = one("Battle: If this card is in your discard pile, bow your performing Personality: Ranged 2 Attack.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.conditions, vec![is(Who::This, "in your discard pile")]);
    // Trap: another player's discard pile.
    let a = one("Battle: If this card is in another player's discard pile, bow your performing Personality: Ranged 2 Attack.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn an_article_is_no_trait() {
    // `a target an enemy card` (a misprint): `an` names no trait the target must have.
    let a = one("Battle: Target your performing unbowed Samurai to bow a target an enemy card without attachments.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        !a.targets
            .iter()
            .any(|t| t.must_be.iter().any(|x| x == "an")),
        "{a:?}"
    );
}

#[test]
fn no_pronoun_after_a_target_not_read() {
    // The target clause is not read: `it` may be its card, never guessed as the performer.
    let a = one("Battle: Choose your performing unbowed Personality and target an enemy card with as many Test tokens: Bow it.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    assert!(a.effects.is_empty(), "{a:?}");
    // A clause not read that names no target leaves the pronoun to the performer.
    let a = one("Battle: Choose your performing Personality: Move him to a battlefield he chose this turn. If he moved, straighten his unit.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects.len(), 1, "{a:?}");
}

#[test]
fn a_target_compared_with_another_card() {
    let a = one("Battle: Choose your performing unbowed Personality and target an enemy card with lower Gold Cost: Bow it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["with lower gold cost".to_string()]
    );
    let a = one("Political Battle: Bow a target Personality with lower Personal Honor than the Personality it is attached to.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["with lower personal honor than the personality it is attached to".to_string()]
    );
    // Traps: a card the reader cannot name; a number it does not know.
    let a = one("Battle: Bow a target Personality with lower Personal Honor than the Test Relic.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Choose your performing Personality and target an enemy card with lower Focus Value: Bow it.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn conditions_on_the_attack_target() {
    let a = one("Battle: Ranged 2 Attack, or Ranged 4 Attack if the target has no attachments.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 0),
        &Condition::HasNo {
            who: Who::AttackTarget,
            what: "attachments".into()
        }
    );
    // Trap: a condition on another card beside it.
    let a = one("Battle: Ranged 2 Attack, or Ranged 4 Attack if the target is bowed or you control a Courtier.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn the_players_standing() {
    let a = one("Limited: If another player has higher Family Honor than you: Gain 1 Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.conditions, vec![Condition::AnotherHasMoreHonor]);
    let a = one("Limited: If you have fewer Provinces than each other player, draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(cond_at(&a, 0), &Condition::FewestProvinces);
    assert_eq!(
        part_text(&a.effects[0]),
        "if you have fewer provinces than each other player: draw 1"
    );
    let a = one("Open: Gain 1 Honor. If you have the highest Family Honor, draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(cond_at(&a, 1), &Condition::HighestHonor);
    // Traps: a comparison the reader does not know; `or` with a condition it does not know.
    for t in [
        "Limited: If another player has higher Family Honor than the Defender: Gain 1 Honor.",
        "Limited: If you have fewer Provinces than each other player, or exactly one Province, \
         draw a card.",
        "Limited: If you have fewer Provinces than another player, draw a card.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn what_this_ability_did() {
    let a = one("Battle: Ranged 3 Attack. If this destroyed a card, gain 1 Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 1),
        &Condition::ThisDid {
            by: String::new(),
            verb: "destroyed".into(),
            what: "a card".into()
        }
    );
    assert_eq!(
        part_text(&a.effects[1]),
        "if this ability's effects destroyed a card: gain 1 honor"
    );
    let a = one("Battle: Ranged 4 Attack. If this targets an enemy Personality, draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 1),
        &Condition::ThisDid {
            by: String::new(),
            verb: "targeted".into(),
            what: "an enemy personality".into()
        }
    );
    let a = one("Battle: Fear 3. If this bowed a Follower, gain 1 Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Bow a target enemy card. If this bowed a Personality with attachments, gain 1 Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Ranged 4 Attack. If the Ranged Attack destroyed a card, draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        part_text(&a.effects[1]),
        "if the ranged attack destroyed a card: draw 1"
    );
    // A target chosen as the part is done, under a condition.
    let a = one(
        "Battle: Ranged 4 Attack. If the Ranged Attack destroyed a card, you may target and \
         straighten a Holding.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: nothing before that could destroy, bow or target; a Fear destroys nothing; a card
    // described as no target is; `this card`.
    for t in [
        "Battle: Gain 1 Honor. If this destroyed a card, draw a card.",
        "Battle: Fear 3. If this destroyed a card, draw a card.",
        "Battle: Ranged 3 Attack. If this destroyed a card you like, draw a card.",
        "Battle: Ranged 3 Attack. If this card destroyed a card, draw a card.",
        "Battle: Ranged 3 Attack. If this destroyed two cards, draw a card.",
        "Battle: Fear 3. If the Ranged Attack destroyed a card, draw a card.",
        "Battle: Ranged 3 Attack. Ranged 2 Attack. If the Ranged Attack destroyed a card, draw a \
         card.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn moved_this_battle_and_the_enemy_personality() {
    let mut v = read_card(
        "Test Nozomi",
        "personality",
        "Engage: If Test Nozomi moved this battle, give her Naval.",
    );
    let a = v.remove(0);
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(cond_at(&a, 0), &Condition::MovedThisBattle(Who::This));
    let a = one(
        "Battle: Move a target enemy Personality home. Gain 1 Honor if he has moved this battle.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(cond_at(&a, 1), &Condition::MovedThisBattle(Who::Target(1)));
    let a = one(
        "Battle: Target an enemy Personality: Bow him. If the enemy Personality is Ninja, gain 2 \
         Honor.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(cond_at(&a, 1), &is(Who::Target(1), "ninja"));
    // With a performer of the player's own, the enemy Personality is still the one target.
    let a = one(
        "Battle: Choose your performing Monk and target an enemy Personality: Move him home. \
         If the enemy Personality moved, bow his unit.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(cond_at(&a, 1), &Condition::Moved(Who::Target(1)));
    // Traps: two enemy targets; an enemy Follower named as a Personality; a performer; moved
    // this turn.
    for t in [
        "Battle: Target an enemy Personality and an enemy Follower: Bow them. If the enemy \
         Personality is Ninja, gain 2 Honor.",
        "Battle: Target an enemy Follower: Bow it. If the enemy Personality is Ninja, gain 2 \
         Honor.",
        "Battle: Choose your performing Monk and target an enemy Personality and an enemy \
         Follower: Bow them. If the enemy Personality is Ninja, gain 2 Honor.",
        "Battle: Move a target enemy Personality home. Gain 1 Honor if he has moved this round.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn a_condition_before_a_target_chosen_as_the_part_is_done() {
    let a = one(
        "Battle: Choose your performing Monk: Give him +2F. If he is Water, you may target and \
         bow an enemy Follower.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    match &a.effects[1] {
        Part::If { cond, then, .. } => {
            assert_eq!(cond, &is(Who::Performer, "water"));
            assert!(
                matches!(then.as_slice(), [Part::MayTarget { .. }]),
                "{then:?}"
            );
        }
        p => panic!("{p:?}"),
    }
    // Traps: a pronoun in a later sentence (that target's, or another card's); a second part
    // after the chosen target that names another target.
    for t in [
        "Battle: Choose your performing Monk: Give him +2F. If he is Water, you may target and \
         bow an enemy Follower. Destroy it.",
        "Battle: Choose your performing Monk: Give him +2F. If he is Water, you may target and \
         bow an enemy Follower, and bow a target Holding.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn the_phase_the_hand_and_is_now() {
    let a = one("Battle: Target a Personality: If it is a Combat Segment, bow him.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(cond_at(&a, 0), &Condition::PhaseIs("combat segment".into()));
    let a = one("Open: Draw a card. Gain 1 Honor if this is the Action Phase.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(cond_at(&a, 1), &Condition::PhaseIs("action phase".into()));
    let a = one(
        "Limited: Draw two cards. If you now have more cards in your hand than any other \
         player, discard a card.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 1),
        &Condition::HandComparedToEach { fewer: false }
    );
    let a =
        one("Limited: If you have fewer cards in your hand than each other player, draw a card.");
    assert_eq!(
        cond_at(&a, 0),
        &Condition::HandComparedToEach { fewer: true }
    );
    let a = one(
        "Battle: Choose your performing Personality: Move him to the current battlefield. If \
         he moved and is now opposed, gain 2 Honor.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 1),
        &Condition::All(vec![
            Condition::Moved(Who::Performer),
            is(Who::Performer, "opposed")
        ])
    );
    // Traps: a phase the reader does not know; `fewer … than any other player` (than one of
    // them, or all?); `is now not`.
    for t in [
        "Battle: Target a Personality: If it is a Reserve Segment, bow him.",
        "Limited: If you have fewer cards in your hand than any other player, draw a card.",
        "Battle: Target a Personality: If he is now not opposed, bow him.",
        "Battle: Target an enemy Follower: You may move this card to the current battlefield. \
         If he is now there, bow it.",
        "Battle: Target an enemy Personality: You may move this card to the current \
         battlefield. If he is now there, bow him.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn armies_duels_a_unit_moved_and_the_card_an_effect_names() {
    let a = one(
        "Battle: Fear 3. Straighten this card if your army has fewer units than the opposing army.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(cond_at(&a, 1), &Condition::FewerUnitsThanEnemy);
    let mut v = read_card(
        "Test Archers",
        "follower",
        "Battle, [BOW]: Ranged 2 Attack. Straighten this Follower if this unit moved this turn.",
    );
    let a = v.remove(0);
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(cond_at(&a, 1), &Condition::MovedThisTurn(Who::ThisUnit));
    // `it`, naming no card otherwise, is the card the effect names.
    let mut v = read_card(
        "Test Attendant",
        "follower",
        "Battle, [BOW]: Melee 3 Attack. Straighten this Follower if it is attached to a Water \
         Personality.",
    );
    let a = v.remove(0);
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(cond_at(&a, 1), &is(Who::Bearer, "water"));
    let mut v = read_card(
        "Test Rikiya",
        "personality",
        "Battle: Move Test Rikiya home. Straighten Test Rikiya if he won a duel this turn.",
    );
    let a = v.remove(0);
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(cond_at(&a, 1), &Condition::WonDuelThisTurn(Who::This));
    // `his unit`: the card whose unit it is.
    let a = one("Battle: Choose your performing Personality: Move him home. Straighten his unit if he moved.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: `he` with a target beside this card (which of the two?); an army compared with
    // another player's; an impersonal `it` is read as it was.
    for (name, kind, t) in [
        (
            "Test Rikiya",
            "personality",
            "Battle: Move home a target enemy Personality. Straighten Test Rikiya if he won a \
             duel this turn.",
        ),
        (
            "Test Rikiya",
            "personality",
            "Battle: Fear 3. Straighten this card if your army has fewer units than his army.",
        ),
    ] {
        let mut v = read_card(name, kind, t);
        let a = v.remove(0);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
    let a = one("Open: Give a target Personality Cavalry. Destroy this card if it is your turn.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(cond_at(&a, 1), &Condition::YourTurn);
}

#[test]
fn a_dead_personality() {
    let a = one("Battle: If there is a dead Personality in any discard pile, Ranged 3 Attack.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        part_text(&a.effects[0]),
        "if there is a dead personality in any discard pile: ranged attack 3"
    );
    let a = one(
        "Battle: If you own a dead Courtier or Shugenja, choose your performing Monk: Gain 1 \
         Honor.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.conditions,
        vec![Condition::DeadPersonality {
            yours: true,
            any_of: vec!["courtier".into(), "shugenja".into()]
        }]
    );
    // Traps: a dead card that is no personality; a pile the reader does not know.
    for t in [
        "Battle: If you own a dead Holding, choose your performing Monk: Gain 1 Honor.",
        "Battle: If there is a dead Personality in your discard pile, Ranged 3 Attack.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn a_printed_or_base_keyword() {
    let mut v = read_card(
        "Test Blade",
        "item",
        "Battle: Dishonor a target enemy Personality. If this Personality has the printed \
         Courtier keyword, draw a card.",
    );
    let a = v.remove(0);
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        cond_at(&a, 1),
        &Condition::Has {
            who: Who::Bearer,
            what: "the printed courtier keyword".into()
        }
    );
    let a = one("Battle: Target an enemy card with the base Ninja keyword: Destroy it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["with the base ninja keyword".to_string()]
    );
    // Traps: two keywords; a keyword of another card.
    for t in [
        "Battle: Target an enemy card with the base Ninja and Fire keywords: Destroy it.",
        "Battle: Target an enemy card: Destroy it if its army has the printed Ninja keyword.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}
