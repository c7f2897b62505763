//! More effect wordings: made-up cards in the printed style, with the near wordings that must
//! stay unread.

use super::test_support::one;
use super::*;

fn en(p: &Part) -> String {
    render::part_in(p, Lang::En)
}

fn not_fully(texts: &[&str]) {
    for t in texts {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn a_pronoun_names_the_one_card_of_the_sentence_before() {
    let a = one(
        "Battle: Choose your performing unbowed Samurai and target an enemy Samurai: Your \
         Samurai duels the target. Dishonor the duel's loser. Move him home.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1..],
        [
            Part::Dishonor {
                who: Who::DuelLoser
            },
            Part::MoveHome {
                who: Who::DuelLoser
            }
        ]
    );
    let a =
        one("Battle: Destroy your target Courtier. Bow a target enemy Personality. Move him home.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects.last(),
        Some(&Part::MoveHome {
            who: Who::Target(2)
        })
    );
    let a = one("Battle: Destroy your target Courtier. Bow a target enemy Holding. Destroy it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects.last(),
        Some(&Part::Destroy {
            who: Who::Target(2)
        })
    );
    // Traps: the sentence before names two cards (the duel), or the pronoun is not the first
    // clause of its sentence, or it does not fit the kind of the card (`him` for a Follower,
    // `it` for a Personality), or the card before is one of several.
    not_fully(&[
        "Battle: Choose your performing unbowed Samurai and target an enemy Samurai: Your \
         Samurai duels the target. Move him home.",
        "Battle: Choose your performing unbowed Samurai and target an enemy Samurai: Your \
         Samurai duels the target. Bow the duel's loser. Straighten the duel's winner and move \
         him home.",
        "Battle: Destroy your target Courtier. Bow a target enemy Follower. Move him home.",
        "Battle: Destroy your target Courtier. Bow a target enemy Personality. Destroy it.",
        "Battle: Destroy your target Courtier. Bow one or two target enemy Personalities. Move \
         him home.",
    ]);
}

#[test]
fn a_pronoun_names_the_one_card_of_a_reactions_trigger() {
    let a = one("Reaction: After the resolution of an action that bowed a Ring: Straighten it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::Straighten {
            who: Who::TriggerCard
        }]
    );
    assert_eq!(en(&a.effects[0]), "straighten the card the trigger names");
    let a = one("Reaction, [BOW]: After a Follower in this unit bows: Straighten it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let a = one(
        "Reaction: After the resolution of an action that moved a Personality to the current \
         battlefield: Give him -3F.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::Bonus {
            who: Who::TriggerCard,
            force: -3,
            chi: 0,
            lasting: Lasting::Turn
        }]
    );
    // Traps: `it` for a personality, two cards or several, a card with more words after it,
    // an interrupt, a pronoun of its own.
    not_fully(&[
        "Reaction: After the resolution of an action that bowed a Personality: Straighten it.",
        "Reaction: After the resolution of an action that bowed a Ring or a Holding: \
         Straighten it.",
        "Reaction: After the resolution of an action that bowed one or more Rings: Straighten \
         them.",
        "Reaction: After the resolution of an action that bowed a Personality with a Follower: \
         Straighten him.",
        "Interrupt: Before a Ring bows: Straighten it.",
        "Reaction: After the resolution of an action that bowed a Personality: Give him +1F for \
         each of his Followers.",
    ]);
}

#[test]
fn holdings_produce_more_gold_until_the_next_turn() {
    let a = one(
        "Limited: Give your non-Unique Holdings +1 Gold Production until your next turn begins.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let Part::GoldProductionEach {
        what,
        amount,
        until,
    } = &a.effects[0]
    else {
        panic!("{a:?}")
    };
    assert_eq!(
        (what.side.clone(), *amount, *until),
        (Side::Yours, 1, Delay::NextTurnBegins)
    );
    assert_eq!(what.must_be, vec!["non-unique".to_string()]);
    let text = en(&a.effects[0]);
    assert!(
        text.contains("+1 Gold Production until your next turn begins"),
        "{text}"
    );
    let a = one(
        "Limited: Give all other players' non-Unique Holdings -2 Gold Production until your next \
         turn begins.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(matches!(
        &a.effects[0],
        Part::GoldProductionEach { what, amount: -2, .. } if what.side == Side::Others
    ));
    // Traps: no duration, no sign, another duration, a kind other than Holdings.
    not_fully(&[
        "Limited: Give your non-Unique Holdings +1 Gold Production.",
        "Limited: Give your non-Unique Holdings 1 Gold Production until your next turn begins.",
        "Limited: Give your non-Unique Holdings +1 Gold Production until your next Action Phase \
         begins.",
        "Limited: Give your non-Unique Regions +1 Gold Production until your next turn begins.",
    ]);
}

#[test]
fn a_cards_straightening_negated_for_a_while() {
    let a = one(
        "Open: Target a Personality: Bow him. Negate his straightening until your next turn \
         begins.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::NegateStraightening {
            who: Who::Target(1),
            next: false,
            until: "next-turn".into()
        }
    );
    assert_eq!(
        en(&a.effects[1]),
        "every straightening of target 1 is negated until your next turn begins"
    );
    let a = one("Battle: Target a bowed Personality: Negate his next straightening this game.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        en(&a.effects[0]),
        "the next straightening of target 1 is negated this game"
    );
    let a = one("Battle: Target an enemy card: Bow it. Negate its next straightening (this turn).");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let a = one(
        "Open: Target a Personality: Bow him. Negate his straightening until your next Events \
         Phase begins.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        en(&a.effects[1]),
        "every straightening of target 1 is negated until your next events phase begins"
    );
    let a = one(
        "Open: Target a Personality: Bow him. Negate his straightening while this card remains \
         in play.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: a moment the reader does not know, a condition after it, a card no pronoun
    // names.
    not_fully(&[
        "Open: Target a Personality: Bow him. Negate his straightening until your next battle \
         begins.",
        "Battle: Target an enemy card: Bow it. Negate its next straightening (this turn) if it \
         is an attachment.",
        "Open: Bow him. Negate his straightening until your next turn begins.",
        "Open: Target a Personality: Bow him. Negate his next straightening until your next \
         turn begins.",
    ]);
}

#[test]
fn your_provinces_given_strength() {
    let a = one("Open: Gain 1 Honor. Give your provinces +2 strength.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::ProvinceStrength {
            all_yours: true,
            amount: 2
        }
    );
    let a = one(
        "Political Open: Target another player's Personality: If he is dishonorable, his \
         controller loses 1 Honor. Otherwise, give your provinces +3 strength.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    not_fully(&[
        "Open: Give your provinces 2 strength.",
        "Open: Give your provinces +2 strength for each Ring you control.",
    ]);
}

#[test]
fn destruction_by_other_players_negated_this_turn() {
    let a = one(
        "Battle/Open: Discard this card and choose your performing Personality: Negate his \
         destruction from other players' cards' effects (until the turn ends).",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::NoDestructionByOthers {
            who: Who::Performer
        }]
    );
    let text = en(&a.effects[0]);
    assert!(text.contains("the performer is not destroyed"), "{text}");
    not_fully(&[
        "Battle: Choose your performing Personality: Negate his destruction from other players' \
         cards' effects.",
        "Battle: Choose your performing Personality: Negate his destruction from cards' effects \
         (until the turn ends).",
    ]);
}

#[test]
fn an_attack_equal_to_a_number_plus_more_if() {
    let a = one(
        "Fire Battle, [BOW]: Ranged Attack equal to this Shugenja's Chi, plus 1 if he is Fire.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let Part::AttackOfPlus {
        attack,
        who,
        stat,
        plus,
        cond,
    } = &a.effects[0]
    else {
        panic!("{a:?}")
    };
    assert_eq!(
        (attack.as_str(), who, stat.as_str(), *plus),
        ("ranged", &Who::This, "chi", 1)
    );
    assert!(
        matches!(cond, Condition::Is { who: Who::This, what } if what == "fire"),
        "{cond:?}"
    );
    let text = en(&a.effects[0]);
    assert!(
        text.contains("ranged attack with strength equal to this card's chi, plus 1 if"),
        "{text}"
    );
    let a = one(
        "Battle: Bow your target unbowed Personality. Melee Attack with strength equal to his \
         Personal Honor, plus 2 if he is a Tactician.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(matches!(
        &a.effects[1],
        Part::AttackOfPlus { attack, who: Who::Target(1), plus: 2, .. } if attack == "melee"
    ));
    // Traps: a count instead of a condition, no condition, no attack before it.
    not_fully(&[
        "Battle: Ranged Attack equal to this Shugenja's Chi, plus 1 for each Spell he has.",
        "Battle: Ranged Attack equal to this Shugenja's Chi, plus 1.",
        "Battle: Gain 1 Honor, plus 1 if you control a Shugenja.",
        "Battle: Ranged 2 Attack, plus 1 if you control a Shugenja.",
    ]);
}
