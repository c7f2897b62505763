//! More effect wordings: made-up cards in the printed style, with the near wordings that must
//! stay unread.

use super::test_support::{not_fully, one};
use super::*;

fn en(p: &Part) -> String {
    render::part_in(p, Lang::En)
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
    let a = one(
        "Iaijutsu Battle: Your target unbowed Personality challenges a target enemy Personality. \
         Bow the loser. Destroy him if he is defending.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects.last(),
        Some(&Part::If {
            cond: Condition::Is {
                who: Who::DuelLoser,
                what: "defending".into()
            },
            then: vec![Part::Destroy {
                who: Who::DuelLoser
            }],
            otherwise: vec![]
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
        "Battle: Bow your target Personality and target an enemy Personality. Move him home.",
        "Iaijutsu Battle: Your target unbowed Personality challenges a target enemy \
         Personality. Bow the loser. Destroy him if she is defending.",
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
    let a = one(
        "Reaction: After your performing Personality enters play from a province, pay 1 Gold: \
         Create a +1F Armor Item and attach it to him.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(matches!(
        &a.effects[..],
        [Part::CreateAttached {
            to: Who::TriggerCard,
            ..
        }]
    ));
    let a =
        one("Reaction: After an action resolves which bowed your non-Void Ring: Straighten it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // A personality the text creates is `him` before the trigger's card is.
    let a = one(
        "Reaction: After a Personality enters play: Create a 1F/1C/1PH Samurai Personality. Give \
         him +1F.",
    );
    assert!(
        !super::effect_more::cards_named(&a.effects).contains(&Who::TriggerCard),
        "{a:?}"
    );
    // Traps: `it` for a personality, two cards or several, a card with more words after it,
    // an interrupt, a pronoun of its own, this card named as well.
    not_fully(&[
        "Reaction: After the resolution of an action that bowed a Personality: Straighten it.",
        "Reaction: After the resolution of an action that bowed a Ring or a Holding: \
         Straighten it.",
        "Reaction: After the resolution of an action that bowed one or more Rings: Straighten \
         them.",
        "Reaction: After the resolution of an action that bowed a Personality with a Follower: \
         Straighten him.",
        "Interrupt: Before a Ring bows: Straighten it.",
        "Reaction: After the resolution of an action that bowed a Personality: Give him +1F if \
         he is Earth.",
        "Reaction: After one of your Personalities enters play: Attach this card to him.",
        "Reaction: After a Personality enters play from your hand: Bow him.",
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

#[test]
fn the_one_personality_created_is_him_in_the_next_sentence() {
    let a = one(
        "Battle, [BOW]: Create a 2F/2C/2PH Crane Clan • Samurai • Spirit Personality at the \
         current battlefield. Remove him from the game after the battle ends.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::Delayed {
            at: Delay::BattleEnds,
            then: vec![Part::Remove { who: Who::Created }]
        }
    );
    // Traps: another sentence between them; `it`.
    not_fully(&[
        "Battle, [BOW]: Create a 2F/2C/2PH Samurai Personality at the current battlefield. Gain \
         1 Honor. Remove him from the game after the battle ends.",
        "Battle, [BOW]: Create a 2F/2C/2PH Samurai Personality at the current battlefield. \
         Remove it from the game after the battle ends.",
    ]);
}

#[test]
fn a_card_moved_to_a_place_of_a_kind() {
    let a = one("Battle: Choose your performing unbowed Monk and target an enemy Personality: Move him to a different battlefield.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::MoveTo {
            who: Who::Target(1),
            to: "different-battlefield".into()
        }]
    );
    assert_eq!(
        en(&a.effects[0]),
        "move target 1 to a different battlefield (chosen as the part is done)"
    );
    let a = one("Battle: Choose your performing Personality: Move him to a battlefield where he would be opposed.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::MoveTo {
            who: Who::Performer,
            to: "opposed-battlefield".into()
        }]
    );
    let a = one("Battle: Target your Personality: Move him to this card's battlefield.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        en(&a.effects[0]),
        "move target 1 to this card's battlefield"
    );
    let a =
        one("Home Battle: Move your target Personality at any location to this card's location.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.targets.len(), 1);
    // Traps: a place with more words, a place of no kind the reader knows, `he` for a card
    // that is not the one moved.
    not_fully(&[
        "Battle: Target an enemy Personality: Move him to a different battlefield than the one \
         he came from.",
        "Battle: Target an enemy Personality: Move him to a battlefield he assigned to this turn.",
        "Battle: Target an enemy Personality: Move him to any battlefield.",
        "Battle: Target an enemy Personality: Move this card to a battlefield where he would be \
         opposed.",
    ]);
}

#[test]
fn a_force_set_equal_to_its_own_number() {
    let a = one("Open: Target a Personality: Set his Force equal to his own Chi.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::SetForceTo {
            who: Who::Target(1),
            stats: vec!["chi".into()]
        }]
    );
    let a = one("Open: Target a Personality: Set his Force equal to his Chi or Personal Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        en(&a.effects[0]),
        "set target 1's Force equal to its own chi or personal honor (as you choose)"
    );
    // Traps: another card's number, a number of no stat the reader knows.
    not_fully(&[
        "Open: Target a Personality: Set his Force equal to this card's Chi.",
        "Open: Target a Personality: Set his Force equal to his Gold Cost.",
        "Open: Target a Personality: Set his Force equal to its Chi.",
    ]);
}

#[test]
fn small_sentences_of_cards_tokens_and_actions() {
    let a = one("Open: Target a Kiho in your Fate discard pile: Put the Kiho into your hand.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::ToHand {
            who: Who::Target(1)
        }]
    );
    let a = one("Battle: Gain 1 Honor. Show your hand to all players.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects[1], Part::ShowHand);
    let a = one(
        "Limited: Look at the top three cards of your Fate deck. Put one in your hand. Shuffle \
         the deck.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects.last(),
        Some(&Part::Shuffle {
            deck: "fate deck".into()
        })
    );
    let a = one("Limited: Destroy all Madness tokens.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(en(&a.effects[0]), "destroy every Madness token in play");
    let a = one("Limited, [BOW]: Destroy a Madness token.");
    assert_eq!(
        a.effects,
        vec![Part::DestroyTokens {
            name: "Madness".into(),
            all: false
        }]
    );
    let a = one("Reaction: After you announce a Water Battle action: Its effects will not be negated or delayed.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects, vec![Part::ActionNotNegated]);
    // Traps: a kind other than the target's, two targets, a deck no look named, a trigger of
    // no announced action.
    not_fully(&[
        "Open: Target a Kiho in your Fate discard pile: Put the Spell into your hand.",
        "Open: Target a Kiho and a Spell in your Fate discard pile: Put the Kiho into your hand.",
        "Limited: Draw a card. Shuffle the deck.",
        "Reaction: After a Battle action resolves: Its effects will not be negated or delayed.",
        "Limited: Destroy all the tokens.",
    ]);
}

#[test]
fn honor_equal_to_a_number_or_less_whichever_is_lower() {
    let a = one(
        "Political Limited: Target another player's dishonorable Personality: His controller \
         loses Honor equal to his printed Personal Honor, or 3, whichever is lower.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::ControllerHonorOfAtMost {
            loses: true,
            of: Who::Target(1),
            stat: "printed personal honor".into(),
            at_most: 3
        }]
    );
    assert_eq!(
        en(&a.effects[0]),
        "target's controller loses honor equal to target 1's printed personal honor, or 3, \
         whichever is lower"
    );
    let a = one(
        "Political Limited: Target a dishonorable Personality: His controller loses Honor equal \
         to his base Personal Honor or 2, whichever is lower.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: whichever is higher, a gain of the player's own, no number.
    not_fully(&[
        "Political Limited: Target a dishonorable Personality: His controller loses Honor equal \
         to his base Personal Honor or 2, whichever is higher.",
        "Limited: Gain 3 Honor, or 1 Honor for each Ancestor you have in play, whichever is \
         lower.",
        "Political Limited: Target a dishonorable Personality: His controller loses Honor equal \
         to his base Personal Honor or two cards, whichever is lower.",
    ]);
}

#[test]
fn the_current_provinces_strength_raised_or_lowered() {
    let a = one(
        "Battle: Even if this card is not at the current battlefield, bow this card: Raise or \
         lower the current battlefield's province's strength by 3 (until the turn ends).",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::ProvinceStrengthOne {
            which: "here".into(),
            amounts: vec![3, -3]
        }]
    );
    let a = one(
        "Battle: Move your target Personality home. Raise or lower the current province's \
         strength by his Force.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::ProvinceStrengthOf {
            of: Who::Target(1),
            stat: "force".into()
        }
    );
    let a = one(
        "Earth Battle: Bow a target enemy unbowed card. Raise or lower the current \
         battlefield's Province's strength by the Force of the target.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: only raise, another province, a number of no card, a count.
    not_fully(&[
        "Battle: Raise the current battlefield's province's strength by 3 or 4.",
        "Battle: Raise or lower this Province's strength by 3 and 4.",
        "Battle: Raise or lower the current province's strength by his Force.",
        "Battle: Raise or lower the current province's strength by the number of Castles you \
         control.",
    ]);
}

#[test]
fn additional_cards_drawn_later() {
    let a = one("Limited: Draw two additional cards during your next End Phase.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects, vec![Part::DrawAtNextEnd { count: 2 }]);
    let a = one("Limited, [PAY3]: Draw two additional cards before your turn ends.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::Delayed {
            at: Delay::TurnEnds,
            then: vec![Part::Draw { count: 2 }]
        }]
    );
    // Traps: not the player's own turn, another player's End Phase.
    not_fully(&[
        "Open: Draw two additional cards before your turn ends.",
        "Limited: Draw two additional cards during the next End Phase.",
    ]);
}

#[test]
fn it_after_a_search_beside_a_personality_target() {
    let a = one(
        "Kiho Battle: Bow your target unbowed Monk. Search your Fate deck for a Ring. Show it and \
         put it in your hand.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[2..],
        [
            Part::Show { who: Who::Found },
            Part::ToHand { who: Who::Found }
        ]
    );
    // Traps: a target `it` could name (a card, an item), `him`.
    not_fully(&[
        "Kiho Battle: Bow your target unbowed card. Search your Fate deck for a Ring. Show it and \
         put it in your hand.",
        "Kiho Battle: Bow your target Item. Search your Fate deck for a Ring. Show it and put it \
         in your hand.",
        "Kiho Battle: Bow your target unbowed Monk. Search your Fate deck for a Ring. Show him \
         and put him in your hand.",
    ]);
}

#[test]
fn there_is_the_current_battlefield_after_if_there_are_enemy_units() {
    let a = one(
        "Battle: If there are enemy units at the current battlefield, choose your performing \
         Personality: Move him there. Straighten him if he moved.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[0],
        Part::MoveToBattlefield {
            who: Who::Performer
        }
    );
    // Traps: another place named (home, a province).
    not_fully(&[
        "Battle: If there are enemy units at the current battlefield, choose your performing \
         Personality at home: Move him there.",
        "Battle: If there are enemy units at your province, choose your performing Personality: \
         Move him there.",
    ]);
}

#[test]
fn its_province_after_reconnaissance_there() {
    let a = one(
        "Recon Reaction: After engaging at this card's battlefield: You have Reconnaissance \
         there. Give its province +1 or -1 strength.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::ProvinceStrengthOne {
            which: "here".into(),
            amounts: vec![1, -1]
        }
    );
    // Traps: `its` after another part, no sign.
    not_fully(&[
        "Battle: Target a Personality: Bow him. Give its province -2 strength.",
        "Recon Reaction: After engaging at this card's battlefield: You have Reconnaissance \
         there. Give its province 2 strength.",
    ]);
}

#[test]
fn two_things_the_action_does_negated() {
    let a = one(
        "Reaction: After another player's action targets your performing Samurai: Negate his \
         bowing and movement from the action's effects.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![
            Part::NegateActionOn {
                who: Who::TriggerTarget,
                what: "bowing".into()
            },
            Part::NegateActionOn {
                who: Who::TriggerTarget,
                what: "movement".into()
            }
        ]
    );
    // Traps: a word the reader does not negate, `either … or`.
    not_fully(&[
        "Reaction: After another player's action targets your performing Samurai: Negate his \
         bowing and honor from the action's effects.",
        "Reaction: After another player's action targets your performing Samurai: Negate either \
         his bowing or movement from the action's effects.",
    ]);
}

#[test]
fn moved_home_or_to_another_place() {
    let a = one("Battle: Target a unit at the current battlefield: Move it home or to an adjacent battlefield.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::OneOf {
            options: vec![
                vec![Part::MoveHome {
                    who: Who::Target(1)
                }],
                vec![Part::MoveTo {
                    who: Who::Target(1),
                    to: "adjacent-battlefield".into()
                }]
            ]
        }]
    );
    let a = one("Battle: Choose your performing Personality: Move him home or to a battlefield with one or more enemy units.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let a = one(
        "Battle: Choose your performing Personality: Move him home or to the current battlefield.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(matches!(
        &a.effects[0],
        Part::OneOf { options } if options[1] == vec![Part::MoveToBattlefield { who: Who::Performer }]
    ));
    let a = one("Water Home Battle: Move the Personality it is attached to home or to a battlefield where he would be opposed.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: a place of no kind the reader knows, `he` for a card that is not moved.
    not_fully(&[
        "Battle: Choose your performing Personality: Move him home or to a battlefield with a \
         Terrain.",
        "Battle: Target a unit: Move it home or to a battlefield where he would be opposed.",
    ]);
}

#[test]
fn an_attack_or_another_effect() {
    let a = one("Battle: Ranged 3 Attack or give the current battlefield's province -3 strength.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::OneOf {
            options: vec![
                vec![Part::Ranged { strength: 3 }],
                vec![Part::ProvinceStrengthOne {
                    which: "here".into(),
                    amounts: vec![-3]
                }]
            ]
        }]
    );
    let a = one("Fire Battle: Melee 2 Attack or Ranged 2 Attack.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: a target in the other part (chosen whichever is done), a condition.
    not_fully(&[
        "Battle: Fear 2 or give a target enemy Follower or Personality -2F.",
        "Battle: Ranged 3 Attack or gain 2 Honor if you control a Courtier.",
    ]);
}

#[test]
fn moved_to_the_current_battlefield_if_it_would_be_opposed_there() {
    let a =
        one("Home Battle: Move this unit to the current battlefield if it would be opposed there.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // `it`: this unit, named just before.
    assert_eq!(
        a.effects,
        vec![Part::If {
            cond: Condition::WouldBeOpposed(Who::ThisUnit),
            then: vec![Part::MoveToBattlefield { who: Who::ThisUnit }],
            otherwise: vec![]
        }]
    );
    let a = one("Battle: Target your Personality: Move the target to the current battlefield if he would be opposed there.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Trap: a place other than there. (`he`, on a personality, is this card.)
    not_fully(&[
        "Home Battle: Move this unit to the current battlefield if it would be opposed at home.",
    ]);
}

#[test]
fn a_misprinted_penalties() {
    let a = one("Battle/Open: Choose your performing Personality: Negate all current and new Force penalities on him.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::NegateForce {
            who: Who::Performer,
            which: "penalties".into(),
            new: true
        }]
    );
    not_fully(&["Battle/Open: Choose your performing Personality: Negate all current and new Force penalities."]);
}

#[test]
fn the_kind_of_the_one_target() {
    let a = one("Battle: Target a Terrain and destroy this card: Destroy the Terrain.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::Destroy {
            who: Who::Target(1)
        }]
    );
    // Traps: another kind, two targets, a performer who could be it.
    not_fully(&[
        "Battle: Target a Terrain and destroy this card: Destroy the Region.",
        "Battle: Target a Terrain and a Region: Destroy the Terrain.",
        "Battle: Target a Terrain: Search your Fate deck for a Terrain. Destroy the Terrain.",
    ]);
}

#[test]
fn an_attack_equal_to_one_of_two_numbers() {
    let a = one("Battle: Bow your performing Shugenja: Ranged Attack with strength equal to his Force or Chi.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::AttackOf {
            attack: "ranged".into(),
            who: Who::Performer,
            stat: "force or chi".into()
        }]
    );
    not_fully(&["Battle: Bow your performing Shugenja: Ranged Attack with strength equal to his Force or Gold Cost."]);
}

#[test]
fn the_controller_loses_more_honor_if() {
    let a = one(
        "Political Limited: Target a Personality: If he is dishonorable, his controller loses 1 \
         Honor, or 2 Honor if his base Personal Honor is 3 or greater. Dishonor him.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let Part::If { then, .. } = &a.effects[0] else {
        panic!("{a:?}")
    };
    assert_eq!(
        then,
        &vec![Part::If {
            cond: Condition::Stat {
                who: Who::Target(1),
                stat: "base personal honor".into(),
                value: 3,
                at_least: true
            },
            then: vec![Part::ControllerLosesHonor { amount: 2 }],
            otherwise: vec![Part::ControllerLosesHonor { amount: 1 }]
        }]
    );
    // Traps: a condition the reader does not know, the same amount twice.
    not_fully(&[
        "Political Limited: Target a Personality: His controller loses 1 Honor, or 2 Honor if \
         the moon is full.",
        "Political Limited: Target a Personality: His controller loses 1 Honor, or 1 Honor if he \
         is dishonorable.",
    ]);
}

#[test]
fn a_bonus_until_the_turn_ends_said_again() {
    let a = one(
        "Battle: Choose your performing opposed Personality: Give him +1F, or +3F if he has an \
         attachment (until the turn ends).",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(matches!(&a.effects[0], Part::If { .. }), "{a:?}");
    // Traps: parts that are no bonus.
    not_fully(&[
        "Open: Target a Personality: Remove one of his abilities (until the turn ends).",
        "Battle: Choose your performing Personality: Bow him, or dishonor him if he has an \
         attachment (until the turn ends).",
    ]);
}

#[test]
fn followers_at_this_battle() {
    let a = one("Battle, [BOW]: Give each of your Followers at this battle +2F.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let Part::BonusEach { what, force: 2, .. } = &a.effects[0] else {
        panic!("{a:?}")
    };
    assert_eq!(
        what.qualifiers,
        vec!["at the current battlefield".to_string()]
    );
    not_fully(&["Battle, [BOW]: Give each of your Followers at this battle's province +2F."]);
}
