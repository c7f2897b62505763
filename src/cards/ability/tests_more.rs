//! More templates, one test each, on made-up cards in the printed wording: costs paid before
//! `to`, the performer chosen or destroyed, searches, cards brought into play or attached, and
//! the pronouns that point back at them.

use super::test_support::one;
use super::*;

#[test]
fn costs_paid_before_to_with_no_colon() {
    let a = one("Battle: Bow this Shugenja to bow a target enemy Follower.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.costs, vec![Part::Bow { who: Who::This }]);
    assert_eq!(
        a.effects,
        vec![Part::Bow {
            who: Who::Target(1)
        }]
    );
    // Clauses before the one with `to` are costs too; what follows `to` reads as effects.
    let a = one("Limited: Bow this card and lose 1 Honor to draw a card and gain 2 Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::Bow { who: Who::This }, Part::LoseHonor { amount: 1 }]
    );
    assert_eq!(
        a.effects,
        vec![Part::Draw { count: 1 }, Part::GainHonor { amount: 2 }]
    );
    // The performer chosen by `target your performing …` pays nothing.
    let a = one("Battle: Target your performing unbowed Monk to give him +2F.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(a.costs.is_empty());
    assert!(a.performer.is_some());
    assert_eq!(
        a.effects,
        vec![Part::Bonus {
            who: Who::Performer,
            force: 2,
            chi: 0,
            lasting: Lasting::Turn
        }]
    );
    // Trap: words before `to` that are no cost are not split off.
    let a = one("Battle: Move this card to the current battlefield.");
    assert!(a.costs.is_empty(), "{a:?}");
    assert_eq!(a.effects, vec![Part::MoveToBattlefield { who: Who::This }]);
    // Trap: a target alone before `to` pays nothing: no split, and the sentence stays unread.
    let a = one("Battle: Target a Follower to dance a jig.");
    assert!(a.costs.is_empty());
    assert_ne!(a.extent(), Extent::Fully);
    // Trap: a condition before `to` is not a cost.
    let a = one("Battle: If you are the Defender to bow a target Follower.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn the_performer_destroyed_and_your_target_bowed_as_costs() {
    let a = one("Battle: Destroy your performing Ancestor and target an enemy Follower: Bow it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::Destroy {
            who: Who::Performer
        }]
    );
    assert_eq!(a.targets.len(), 1);
    assert_eq!(
        a.effects,
        vec![Part::Bow {
            who: Who::Target(1)
        }]
    );
    let a = one("Limited: Bow your target unbowed Temple: Draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.targets[0].side, Side::Yours);
    assert_eq!(a.targets[0].must_be, vec!["unbowed", "temple"]);
    assert_eq!(
        a.costs,
        vec![Part::Bow {
            who: Who::Target(1)
        }]
    );
    // The second target is numbered after the first.
    let a = one("Battle: Target an enemy Follower and bow your target Castle: Destroy it.");
    assert_eq!(
        a.costs,
        vec![Part::Bow {
            who: Who::Target(2)
        }]
    );
    // Trap: `it` now has two cards it could be; not guessed.
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    // Trap: a card the player does not own is no cost (`bow a target …` is read as an effect
    // elsewhere, never as a cost).
    let a = one("Limited: Bow a target enemy Temple: Draw a card.");
    assert!(a.costs.is_empty());
    assert_ne!(a.extent(), Extent::Fully);
}

#[test]
fn a_search_and_the_card_it_found() {
    let a = one(
        "Limited: Search your Fate deck for a non-Unique Kappa Follower, show it, and put it in your hand. Then, discard a card.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let Part::Search { place, what } = &a.effects[0] else {
        panic!("{a:?}");
    };
    assert_eq!(place, "fate deck");
    assert_eq!(what.kinds, vec!["follower".to_string()]);
    assert_eq!(what.must_be, vec!["non-unique", "kappa"]);
    assert_eq!(
        a.effects[1..],
        [
            Part::Show { who: Who::Found },
            Part::ToHand { who: Who::Found },
            Part::DiscardFromHand { count: 1 }
        ]
    );
    // `your deck` is the Fate deck.
    let a = one("Limited: Search your deck for a Spell. Put it in your hand.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(matches!(&a.effects[0], Part::Search { place, .. } if place == "fate deck"));
    let a = one("Limited: Search your Dynasty deck for a Holding. Bring it into play (bowed), paying all costs.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::BringIntoPlay {
            who: Who::Found,
            bowed: true,
            paying_all: true,
            here: false,
            less: 0
        }
    );
    // Trap: beside a target, `it` may be either card: not guessed.
    let a = one(
        "Limited: Target a Follower: Search your Fate deck for an Item, show it, and put it in your hand.",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    assert!(a.unread.iter().any(|u| u == "show it"), "{a:?}");
    // Trap: a card named by its title is no description the reader knows.
    let a = one(
        "Limited: Search your Fate deck for a card titled Wandering Crab. Put it in your hand.",
    );
    assert_ne!(a.extent(), Extent::Fully);
    // Trap: a place the reader does not know.
    let a = one("Limited: Search your hand for a Spell. Put it in your hand.");
    assert_ne!(a.extent(), Extent::Fully);
    // Trap: with no search, `it` names nothing.
    let a = one("Limited: Show it. Put it in your hand.");
    assert_eq!(a.extent(), Extent::Not);
}

#[test]
fn cards_brought_into_play_and_attached() {
    let a =
        one("Open: Target a Holding in your discard pile: Bring it into play, paying all costs.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::BringIntoPlay {
            who: Who::Target(1),
            bowed: false,
            paying_all: true,
            here: false,
            less: 0
        }]
    );
    // Without `paying all costs` it comes for nothing.
    let a = one("Open: Target a Holding in your discard pile: Bring it into play.");
    assert_eq!(
        a.effects,
        vec![Part::BringIntoPlay {
            who: Who::Target(1),
            bowed: false,
            paying_all: false,
            here: false,
            less: 0
        }]
    );
    // `him` is the performer, the one personality besides the card attached.
    let a = one(
        "Battle: Choose your performing Personality and target an Item in your discard pile: Attach it to him, paying all costs.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::Attach {
            what: Who::Target(1),
            to: Who::Performer,
            paying_all: true,
            less: 0
        }]
    );
    // Trap: a performer and a personality target: `him` could be either; not guessed.
    let a = one(
        "Battle: Choose your performing Personality and target your Personality: Attach this card to him.",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    // A cost reduction after `paying all costs` is read (tests_timed); under a condition it
    // stays unread.
    let a = one(
        "Open: Target a Holding in your discard pile: Bring it into play, paying all costs and paying 2 less Gold if you are the Defender.",
    );
    assert_eq!(a.extent(), Extent::Partly);
    assert_eq!(
        a.unread,
        vec!["paying 2 less Gold if you are the Defender".to_string()]
    );
    // Trap: `paying all costs` with nothing brought in or attached before it.
    let a = one("Open: Gain 1 Honor, paying all costs.");
    assert_eq!(a.extent(), Extent::Partly);
}

#[test]
fn a_card_created_and_attached() {
    let a = one(
        "Limited, [PAY 2]: Create a 1F Ashigaru Follower and attach it to your target Personality.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.targets[0].side, Side::Yours);
    assert_eq!(
        a.effects,
        vec![Part::CreateAttached {
            kind: "follower".into(),
            force: 1,
            chi: 0,
            words: "Ashigaru".into(),
            to: Who::Target(1)
        }]
    );
    assert_eq!(
        part_text(&a.effects[0]),
        "create a 1F Ashigaru follower and attach it to target 1"
    );
    let a = one("Reaction: After this card enters play: Create a +2F/+1C Weapon Item and attach it to this Personality (if legal).");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::CreateAttached {
            kind: "item".into(),
            force: 2,
            chi: 1,
            words: "Weapon".into(),
            to: Who::This
        }]
    );
    // On an attachment, `this Personality` is the one it is attached to.
    let mut v = read_card(
        "Made-up Blade",
        "item",
        "Reaction: After this card enters play: Create a +1F Weapon Item and attach it to this Personality.",
    );
    assert!(matches!(
        &v.remove(0).effects[0],
        Part::CreateAttached {
            to: Who::Bearer,
            ..
        }
    ));
    // Trap: `it` with no card to attach it to.
    let a = one("Limited: Create a 1F Ashigaru Follower and attach it to him.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    // Trap: an item with an ability quoted is not read as plain words.
    let a = one(
        "Limited: Target your Personality: Create a Charm Item with the ability \"Battle: Gain 1 Honor.\" and attach it to him.",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn then_opens_a_later_sentence() {
    let a = one("Limited: Draw a card. Then, discard a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::Draw { count: 1 }, Part::DiscardFromHand { count: 1 }]
    );
    // Trap: `Then` with nothing before it is not read.
    let a = one("Limited: Then, draw a card.");
    assert_eq!(a.extent(), Extent::Partly, "{a:?}");
}

#[test]
fn this_kata_other_katas_and_cards_removed() {
    let a = one("Open: Put this Kata into play. Discard your other Kata in play.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![
            Part::PutIntoPlay {
                who: Who::This,
                there: false
            },
            Part::DiscardYourOther {
                keyword: "Kata".to_lowercase()
            }
        ]
    );
    // Trap: other Katas picked out by their titles are no plain keyword.
    let a =
        one("Open: Put this Kata into play. Discard your other Kata in play with other titles.");
    assert_eq!(a.extent(), Extent::Partly);
    let a = one("Battle: Gain 1 Honor. Discard this Celestial.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects[1], Part::DiscardCard { who: Who::This });
    let a = one("Battle: Target an enemy Follower: Destroy it. Remove it from the game.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::Remove {
            who: Who::Target(1)
        }
    );
    // Trap: `remove it from the game` with nothing it could be.
    let a = one("Battle: Gain 1 Honor. Remove it from the game.");
    assert_eq!(a.extent(), Extent::Partly);
}

#[test]
fn more_honor_under_a_condition_and_moving_there() {
    let a = one("Battle: Gain 1 Honor, or 3 Honor if your Family Honor is 9 or less.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::If {
            cond: Condition::FamilyHonorAtMost(9),
            then: vec![Part::GainHonor { amount: 3 }],
            otherwise: vec![Part::GainHonor { amount: 1 }],
        }]
    );
    // Trap: a condition the reader does not know leaves it unread.
    let a = one("Battle: Gain 1 Honor, or 3 Honor if the moon is full.");
    assert_eq!(a.extent(), Extent::Not);
    // `there` is the current battlefield when that is the only place the text names.
    let a = one(
        "Battle: If any enemy units are at the current battlefield, choose your performing Personality: Move him there.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::MoveToBattlefield {
            who: Who::Performer
        }]
    );
    // Trap: with another place named, `there` is not guessed.
    let a = one(
        "Battle: Choose your performing Personality at home and target a battlefield with a Terrain: Move him there.",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Choose your performing Personality: Move him there.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn an_ability_given_in_quotes() {
    let a = one(
        "Limited: Choose your performing Personality: If he is a Monk, permanently give him the ability, \"Battle: Bow this Personality: Gain 1 Honor.\" Otherwise, permanently give him Monk.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let [Part::If {
        then, otherwise, ..
    }] = a.effects.as_slice()
    else {
        panic!("{a:?}");
    };
    let [Part::GainAbility {
        who: Who::Performer,
        lasting: Lasting::Permanent,
        abilities,
    }] = then.as_slice()
    else {
        panic!("{then:?}");
    };
    // `this Personality` in the quote is the card that gains it.
    assert_eq!(abilities[0].costs, vec![Part::Bow { who: Who::This }]);
    assert_eq!(
        otherwise,
        &vec![Part::GainTrait {
            who: Who::Performer,
            word: "monk".into(),
            lasting: Lasting::Permanent
        }]
    );
    // On an action card, the quote keeps its words: not read as the card's bearer.
    let v = read_card(
        "Made-up Lesson",
        "action",
        "Limited: Target your Personality: Give him the ability \"Battle: Bow this Personality: Gain 1 Honor.\"",
    );
    let Part::GainAbility { abilities, .. } = &v[0].effects[0] else {
        panic!("{v:?}");
    };
    assert_eq!(abilities[0].costs, vec![Part::Bow { who: Who::This }]);
    // Trap: a quoted ability read only in part gives nothing read.
    let a = one(
        "Limited: Target your Personality: Give him the ability \"Battle: Sing a song to a target Follower.\"",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn targets_compared_with_a_number_or_this_card() {
    let a =
        one("Battle: Target an enemy Follower with Force equal to or lower than 3: Destroy it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].limit,
        Some(StatLimit {
            stat: "force".into(),
            value: 3,
            at_most: true
        })
    );
    // `lower than 3` is at most 2.
    let a = one("Battle: Target an enemy Follower with Force lower than 3: Destroy it.");
    assert_eq!(a.targets[0].limit.as_ref().map(|l| l.value), Some(2));
    let a = one("Battle: Target a Personality with Chi greater than or equal to 4: Bow him.");
    assert_eq!(
        a.targets[0].limit,
        Some(StatLimit {
            stat: "chi".into(),
            value: 4,
            at_most: false
        })
    );
    // Against this card's number: a qualifier kept as printed.
    let a = one(
        "Battle: Target an enemy Personality with Personal Honor lower than or equal to this card's Chi: Bow him.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["with personal honor lower than or equal to this card's chi".to_string()]
    );
    let a = one("Battle: Target a Personality with lower Force than this Shugenja's Chi: Bow him.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // The engine checks no such comparison: it does not play it.
    assert!(a.to_engine().is_err());
    // Traps: another card's number (`his`, `the discarded card's`) is not guessed.
    let a = one("Battle: Target a Personality with Force lower than his Chi: Bow him.");
    assert_eq!(a.extent(), Extent::Not, "{a:?}");
    let a = one(
        "Battle: Target a Personality with Force lower than the discarded card's Focus Value: Bow him.",
    );
    assert_eq!(a.extent(), Extent::Not, "{a:?}");
    // Trap: a number that is no stat.
    let a = one("Battle: Target a Personality with Shoes lower than 3: Bow him.");
    assert_eq!(a.extent(), Extent::Not, "{a:?}");
}

#[test]
fn conditions_on_the_target_of_an_attack() {
    let a = one("Battle: Fear 2, or Fear 3 if the target is dishonorable.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::If {
            cond: Condition::Is {
                who: Who::AttackTarget,
                what: "dishonorable".into()
            },
            then: vec![Part::Fear { strength: 3 }],
            otherwise: vec![Part::Fear { strength: 2 }],
        }]
    );
    let a = one("Battle: Ranged 3 Attack, with +2 strength if the target is Cavalry.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(matches!(
        &a.effects[0],
        Part::If {
            cond: Condition::Is {
                who: Who::AttackTarget,
                ..
            },
            ..
        }
    ));
    // With a target of the ability's own, `the target` is that target.
    let a = one("Battle: Target a Follower: Bow it. Ranged 3 Attack, or Ranged 4 Attack if the target is bowed.");
    assert!(
        a.effects.iter().any(|p| matches!(
            p,
            Part::If {
                cond: Condition::Is {
                    who: Who::Target(1),
                    ..
                },
                ..
            }
        )),
        "{a:?}"
    );
    // A clan of two words or a keyword: either, never a list of three.
    let a = one("Battle: Fear 2, or Fear 3 if the target is Lion Clan or Unaligned.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(&a.effects[0], Part::If { cond: Condition::Any(v), .. } if v.len() == 2),
        "{a:?}"
    );
    // Trap: words the reader cannot place.
    let a = one("Battle: Fear 2, or Fear 3 if the target is Big Lion Clan or Unaligned.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    // Trap: different kinds of attack are no alternative.
    let a = one("Battle: Fear 2, or Ranged 3 Attack if the target is dishonorable.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn him_is_the_one_card_the_text_names() {
    let mut v = read_card(
        "Made-up Kenji",
        "personality",
        "Open: Even if Kenji is bowed: Straighten him.",
    );
    let a = v.remove(0);
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects, vec![Part::Straighten { who: Who::This }]);
    // On an attachment, `him` is the personality it is attached to, never the attachment.
    let mut v = read_card(
        "Made-up Charm",
        "item",
        "Reaction: After this Personality is assigned: Give him a +1F token.",
    );
    let a = v.remove(0);
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(matches!(
        &a.effects[0],
        Part::BonusTokens {
            who: Who::Bearer,
            ..
        }
    ));
    // Traps: another card named in the text (here in the trigger) leaves `him` unread.
    let mut v = read_card(
        "Made-up Kenji",
        "personality",
        "Reaction: After a Personality moves to Kenji's battlefield: Give him -2F.",
    );
    assert_ne!(v.remove(0).extent(), Extent::Fully);
    let a = one("Battle: Gain 1 Honor. Straighten him.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn this_shugenja_on_a_spell_is_the_one_it_is_attached_to() {
    let mut v = read_card(
        "Made-up Wind",
        "spell",
        "Air Battle: Bow this Shugenja and destroy this Spell: Gain 2 Honor.",
    );
    let a = v.remove(0);
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![
            Part::Bow { who: Who::Bearer },
            Part::Destroy { who: Who::This }
        ]
    );
    // Before `to` (`attached to to …`), in a condition and as whose number.
    let mut v = read_card(
        "Made-up Wind",
        "spell",
        "Fire Battle: Bow this Shugenja to give a target Follower a Force penalty equal to this Shugenja's Chi. Gain 1 Honor if this Shugenja is Fire.",
    );
    let a = v.remove(0);
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.costs, vec![Part::Bow { who: Who::Bearer }]);
    assert_eq!(
        a.effects[0],
        Part::ForceOf {
            who: Who::Target(1),
            sign: -1,
            of: Who::Bearer,
            stat: "chi".into()
        }
    );
    assert!(matches!(
        &a.effects[1],
        Part::If {
            cond: Condition::Is {
                who: Who::Bearer,
                ..
            },
            ..
        }
    ));
    // On a personality, `this Shugenja` is the card itself.
    let mut v = read_card(
        "Made-up Sage",
        "personality",
        "Battle: Bow this Shugenja: Gain 1 Honor.",
    );
    assert_eq!(v.remove(0).costs, vec![Part::Bow { who: Who::This }]);
}

#[test]
fn the_loser_of_the_duel_made() {
    let a = one("Iaijutsu Battle: Your target unbowed Personality challenges a target enemy Personality. Bow the loser.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::Bow {
            who: Who::DuelLoser
        }
    );
    // Trap: with no duel, `the loser` names nothing.
    let a = one("Battle: Target an enemy Personality: Bow the loser.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn the_kind_names_the_one_target_and_more_battlefield_conditions() {
    let a = one("Limited: Target a Holding and destroy this card: Bow the Holding.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::Bow {
            who: Who::Target(1)
        }]
    );
    // Traps: a kind the target is not, and a performer who is a personality too.
    let a = one("Limited: Target a Holding: Bow the Personality.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one(
        "Battle: Choose your performing Personality and target a Personality: Bow the Personality.",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: If there are any enemy units at the current battlefield: Gain 1 Honor.");
    assert_eq!(a.conditions, vec![Condition::EnemyUnitsHere]);
    let a =
        one("Battle: If there are no Terrains in play at the current battlefield: Gain 1 Honor.");
    assert_eq!(a.conditions, vec![Condition::NoTerrainHere]);
    // `(this turn)` after a gift is what the rules give it anyway.
    let a = one("Battle: Target your Personality: Give him Expendable (this turn).");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::GainTrait {
            who: Who::Target(1),
            word: "expendable".into(),
            lasting: Lasting::Turn
        }]
    );
}

#[test]
fn a_larger_bonus_under_a_condition() {
    let a = one("Open: Give a target Personality -1F, or -3F if he is dishonorable.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let bonus = |force| Part::Bonus {
        who: Who::Target(1),
        force,
        chi: 0,
        lasting: Lasting::Turn,
    };
    assert_eq!(
        a.effects,
        vec![Part::If {
            cond: Condition::Is {
                who: Who::Target(1),
                what: "dishonorable".into()
            },
            then: vec![bonus(-3)],
            otherwise: vec![bonus(-1)],
        }]
    );
    // Trap: an unknown condition leaves it unread, and adds no target.
    let a = one("Open: Give a target Personality -1F, or -3F if the wind blows.");
    assert_eq!(a.extent(), Extent::Not, "{a:?}");
    assert!(a.targets.is_empty());
}
