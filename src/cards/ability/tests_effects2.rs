//! More effect sentences: made-up cards in the printed wording, with the traps that must stay
//! unread.

use super::test_support::one;
use super::*;

#[test]
fn abilities_that_may_not_be_used() {
    let a = one("Open, [BOW]: A target Region's abilities may not be used.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.targets[0].kinds, ["region"]);
    assert_eq!(
        a.effects,
        vec![Part::NoAbilities {
            who: Who::Target(1),
            which: String::new()
        }]
    );
    assert!(a
        .summary()
        .contains("the abilities of target 1 may not be used until the end of the turn"));
    let b = one(
        "Open: Target a Holding or Personality: Its base abilities may not be used (this turn).",
    );
    assert_eq!(b.extent(), Extent::Fully, "{b:?}");
    assert_eq!(
        b.effects,
        vec![Part::NoAbilities {
            who: Who::Target(1),
            which: "base".into()
        }]
    );
    let c = one("Open: Target a Holding and destroy this card: The Holding's printed abilities may not be used.");
    assert_eq!(c.extent(), Extent::Fully, "{c:?}");
    assert_eq!(
        c.effects,
        vec![Part::NoAbilities {
            who: Who::Target(1),
            which: "printed".into()
        }]
    );
    // Another time than the turn's end, or a card the possessive cannot name, is not read.
    let d = one(
        "Open: Target a Stronghold: Its abilities may not be used until your next turn begins.",
    );
    assert!(!d.unread.is_empty(), "{d:?}");
    let e = one("Open: Target a Ring: His abilities may not be used.");
    assert!(!e.unread.is_empty(), "{e:?}");
    let f = one("Open: Its abilities may not be used.");
    assert!(!f.unread.is_empty(), "{f:?}");
    let g = one("Battle: Target a Personality and a Holding: Its abilities may not be used.");
    assert_ne!(g.extent(), Extent::Fully, "{g:?}");
}

#[test]
fn a_card_returned_to_its_owner() {
    let a = one("Battle: Target an enemy Follower: Put it into its owner's hand.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::ToOwnersHand {
            who: Who::Target(1)
        }]
    );
    assert!(a.summary().contains("put target 1 into its owner's hand"));
    let b = one("Open: Return a target Ring to its owner's hand.");
    assert_eq!(b.extent(), Extent::Fully, "{b:?}");
    assert_eq!(b.targets[0].kinds, ["ring"]);
    assert_eq!(
        b.effects,
        vec![Part::ToOwnersHand {
            who: Who::Target(1)
        }]
    );
    let c = one("Battle: Choose your performing Monk and target an enemy Item: Put it on top of its owner's deck.");
    assert_eq!(c.extent(), Extent::Fully, "{c:?}");
    assert_eq!(
        c.effects,
        vec![Part::ToOwnersDeckTop {
            who: Who::Target(1)
        }]
    );
    let d = one("Limited: Target an enemy Spell: Shuffle it into its owner's deck.");
    assert_eq!(
        d.effects,
        vec![Part::ShuffleIntoOwnersDeck {
            who: Who::Target(1)
        }]
    );
    // The possessive must be the card's own: `him … its`, `them … their` are not read.
    let e = one("Battle: Target an enemy Personality: Put him into its owner's hand.");
    assert!(!e.unread.is_empty(), "{e:?}");
    let f = one("Battle: Target two enemy Followers: Put them into their owner's hand.");
    assert!(!f.unread.is_empty(), "{f:?}");
    // Another place than the hand or the deck's top is not read.
    let g = one("Battle: Target an enemy Follower: Put it under its owner's deck.");
    assert!(!g.unread.is_empty(), "{g:?}");
    let h = one("Battle: Target an enemy Follower: Put it into your hand and its owner's hand.");
    assert!(!h.unread.is_empty(), "{h:?}");
}

#[test]
fn a_holding_that_produces_more_gold() {
    let a = one("Limited: Target a Holding: It produces 2 additional Gold when it bows to produce Gold (this turn).");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::ProducesMore {
            who: Who::Target(1),
            amount: 2
        }]
    );
    assert!(a
        .summary()
        .contains("target 1 produces 2 more gold each time it bows to produce gold"));
    let b =
        one("Open: Target an enemy Holding: It produces 1 less Gold when it bows to produce Gold.");
    assert_eq!(
        b.effects,
        vec![Part::ProducesMore {
            who: Who::Target(1),
            amount: -1
        }]
    );
    // Gold produced otherwise, or by several cards, is not read.
    let c = one("Open: Target a Holding: It produces 1 more Gold when it bows.");
    assert!(!c.unread.is_empty(), "{c:?}");
    let d = one("Open: Your Holdings produce 1 more Gold when they bow to produce Gold.");
    assert!(!d.unread.is_empty(), "{d:?}");
    let e = one("Open: Target a Holding: It produces 1 more Gold when it bows to produce Gold until your next turn begins.");
    assert!(!e.unread.is_empty(), "{e:?}");
}

#[test]
fn a_phase_ended() {
    let a = one("Limited: End the Action Phase. Discard this Celestial.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[0],
        Part::EndPhase {
            phase: "action".into()
        }
    );
    assert!(a.summary().contains("end the action phase now"));
    let b = one("Limited: End the current phase.");
    assert!(!b.unread.is_empty(), "{b:?}");
}

#[test]
fn two_verbs_done_to_one_card() {
    let a = one("Political Open, [BOW]: Rehonor and straighten a target dishonorable Personality.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.targets.len(), 1, "{a:?}");
    assert_eq!(
        a.effects,
        vec![
            Part::Rehonor {
                who: Who::Target(1)
            },
            Part::Straighten {
                who: Who::Target(1)
            }
        ]
    );
    let b = one("Iaijutsu Battle: Your target unbowed Personality challenges a target enemy Personality. Dishonor and bow the duel's loser.");
    assert_eq!(b.extent(), Extent::Fully, "{b:?}");
    assert_eq!(
        b.effects[1..],
        [
            Part::Dishonor {
                who: Who::DuelLoser
            },
            Part::Bow {
                who: Who::DuelLoser
            }
        ]
    );
    // Verbs that undo each other, or a verb alone before another sentence, are not read.
    let c = one("Battle: Bow and straighten a target Personality.");
    assert!(!c.unread.is_empty(), "{c:?}");
    let d = one("Battle: Target a Personality: Dishonor. Bow him.");
    assert!(!d.unread.is_empty(), "{d:?}");
    // `and` before a clause that names no card is no shared verb.
    let e = one("Battle: Target a Personality: Bow and gain 1 Honor.");
    assert!(!e.unread.is_empty(), "{e:?}");
}

#[test]
fn more_of_the_action_negated_on_a_card() {
    let a = one("Reaction: After another player's action targets your Magistrate: Negate his bowing from the action's effects.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::NegateActionOn {
            who: Who::TriggerTarget,
            what: "bowing".into()
        }]
    );
    assert!(a.summary().contains("negate the bowing of"));
    let b = one("Interrupt: Negate this card's straightening from the action.");
    assert_eq!(b.extent(), Extent::Fully, "{b:?}");
    assert_eq!(
        b.effects,
        vec![Part::NegateActionOn {
            who: Who::This,
            what: "straightening".into()
        }]
    );
    // Outside a reaction or interrupt, or another thing negated, not read.
    let c = one("Battle: Target a Personality: Negate his bowing from the action's effects.");
    assert!(!c.unread.is_empty(), "{c:?}");
    let d = one("Interrupt: Negate this card's honor from the action.");
    assert!(!d.unread.is_empty(), "{d:?}");
}

#[test]
fn two_cards_moved_home() {
    let a = one("Battle: Target an enemy Personality: Move him and this card home. Gain 1 Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[..2],
        [
            Part::MoveHome {
                who: Who::Target(1)
            },
            Part::MoveHome { who: Who::This }
        ]
    );
    // The same card twice, or three cards, are not read.
    let b = one("Battle: Target an enemy Personality: Move him and the target home.");
    assert!(!b.unread.is_empty(), "{b:?}");
    let c = one(
        "Battle: Target an enemy Personality: Move him and this card and your Personality home.",
    );
    assert!(!c.unread.is_empty(), "{c:?}");
    // `and` before another verb is two clauses, as before.
    let d = one("Battle: Target an enemy Personality: Move him home and bow this card.");
    assert_eq!(d.extent(), Extent::Fully, "{d:?}");
    assert_eq!(
        d.effects,
        vec![
            Part::MoveHome {
                who: Who::Target(1)
            },
            Part::Bow { who: Who::This }
        ]
    );
}

#[test]
fn a_card_that_will_not_straighten() {
    let a = one("Battle: Target an enemy Personality: Bow him. He will not straighten this turn.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::NoStraighten {
            who: Who::Target(1),
            until: None
        }
    );
    // Another time, or `he` of two targets, is not read.
    let b = one("Battle: Target an enemy Personality: Bow him. He will not straighten until your next turn begins.");
    assert!(!b.unread.is_empty(), "{b:?}");
    let c = one("Battle: Target your Personality and target an enemy Personality: Bow them. He will not straighten this turn.");
    assert!(!c.unread.is_empty(), "{c:?}");
    let d = one("Battle: Target a Ring: Bow it. He will not straighten this turn.");
    assert!(!d.unread.is_empty(), "{d:?}");
}

#[test]
fn a_keyword_given_with_its_reminder() {
    let a = one("Open: Target a Personality: Give him Brash (the Defender may draw a card after a Brash card is assigned to attack).");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::GainTrait {
            who: Who::Target(1),
            word: "brash".into(),
            lasting: Lasting::Turn
        }]
    );
    assert_eq!(a.reminders.len(), 1, "{a:?}");
    let b = one("Battle: Target your Personality: Give him +2F and Elite (Elite cards contribute Force while bowed).");
    assert_eq!(b.extent(), Extent::Fully, "{b:?}");
    assert_eq!(b.effects.len(), 2, "{b:?}");
    // A keyword with no rules of its own, or a parenthesis that says anything else, is no
    // reminder.
    let c = one("Open: Target a Personality: Give him Reckless (Reckless cards may not defend).");
    assert!(!c.unread.is_empty(), "{c:?}");
    let d = one("Open: Target a Personality: Give him Brash (until your next turn begins).");
    assert!(!d.unread.is_empty(), "{d:?}");
    let e = one("Open: Target a Personality: Give him Elite (Elite cards do not contribute Force while bowed).");
    assert!(!e.unread.is_empty(), "{e:?}");
    // Nor after anything but a keyword given.
    let f = one("Open: Target a Personality: Bow him (Elite cards contribute Force while bowed).");
    assert!(!f.unread.is_empty(), "{f:?}");
}

#[test]
fn cards_in_the_provinces_put_at_the_bottom() {
    let a = one("Limited: Once per game: Put one or more cards in your provinces at the bottom of your deck, refilling the provinces face-up.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects, vec![Part::ProvincesToBottom { face_up: false }]);
    assert!(a.summary().contains("at the bottom of your Dynasty deck"));
    let b = one("Limited: Put one or more face-up cards in your Provinces at the bottom of your deck, refilling them face-up.");
    assert_eq!(b.effects, vec![Part::ProvincesToBottom { face_up: true }]);
    // Without the refill, a count, or cards from elsewhere: not read.
    let c = one("Limited: Put one or more cards in your provinces at the bottom of your deck.");
    assert!(!c.unread.is_empty(), "{c:?}");
    let d = one("Limited: Put one to three cards in your provinces at the bottom of your deck, refilling the provinces face-up.");
    assert!(!d.unread.is_empty(), "{d:?}");
    let e = one("Limited: Put one or more cards in your hand at the bottom of your deck, refilling the provinces face-up.");
    assert!(!e.unread.is_empty(), "{e:?}");
    let f = one("Limited: Put one or more cards in your provinces at the bottom of your deck, refilling the provinces face-down.");
    assert!(!f.unread.is_empty(), "{f:?}");
}

#[test]
fn a_card_that_may_use_its_abilities_again() {
    let a = one("Battle: Target a card in a unit: Straighten it. It may use its abilities a second time this turn.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::UseAgain {
            who: Who::Target(1),
            this_turn: true
        }
    );
    // The possessive must be the subject's own.
    let b = one("Battle: Target a card in a unit: Straighten it. He may use its abilities a second time this turn.");
    assert!(!b.unread.is_empty(), "{b:?}");
}

#[test]
fn a_bonus_equal_to_the_discarded_cards_focus_value() {
    let a = one(
        "Void Limited: Discard a card to give this card a Force bonus equal to its Focus Value.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::ForceOf {
            who: Who::This,
            sign: 1,
            of: Who::Discarded,
            stat: "focus value".into()
        }]
    );
    // With a target beside it, `its` is not guessed.
    let b = one("Battle: Discard a card and target an enemy Personality: Give him a Force penalty equal to its Focus Value.");
    assert!(!b.unread.is_empty(), "{b:?}");
}

#[test]
fn how_often_before_the_first_effect() {
    let a = one("Limited: Once per game, draw two cards.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.limit,
        Some(UseLimit {
            times: 1,
            per: "game".into()
        })
    );
    assert_eq!(a.effects, vec![Part::Draw { count: 2 }]);
    let b = one("Open: Three times per turn, gain 1 Honor.");
    assert_eq!(b.limit.as_ref().map(|l| l.times), Some(3));
    // After an effect, or another span, it is not read.
    let c = one("Battle: Gain 1 Honor. Once per game, draw a card.");
    assert!(!c.unread.is_empty(), "{c:?}");
    let d = one("Battle: Once per battle, draw a card.");
    assert!(!d.unread.is_empty(), "{d:?}");
    // The condition before it is read first: `If …, once per turn` is not a limit here.
    let e = one("Limited: If it is your first turn, put one or more cards in your provinces at the bottom of your deck, refilling the provinces face-up.");
    assert_eq!(e.extent(), Extent::Fully, "{e:?}");
    assert!(e.limit.is_none());
    assert!(
        matches!(&e.effects[0], Part::If { then, .. } if then == &vec![Part::ProvincesToBottom { face_up: false }])
    );
}

#[test]
fn a_card_created_and_attached() {
    let a = one("Open: Create and attach a +2F/+1C Sword • Weapon Item to your target Samurai.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::CreateAttached {
            kind: "item".into(),
            force: 2,
            chi: 1,
            words: "Sword Weapon".into(),
            to: Who::Target(1)
        }]
    );
    // To several cards, or two `to`s, not read; the unread words are as printed.
    let b = one("Open: Create and attach a 1F Follower to each of your Personalities.");
    assert!(!b.unread.is_empty(), "{b:?}");
    assert_eq!(b.unread[0], "Create");
    let c = one("Open: Create and attach a +1F Weapon Item to him to your Personality.");
    assert!(!c.unread.is_empty(), "{c:?}");
}

#[test]
fn a_sentence_of_the_story() {
    let a = one("Battle: Target an enemy Personality: This card hums a sad tune. Bow him.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[0],
        Part::Story {
            text: "This card hums a sad tune".into()
        }
    );
    assert!(a.summary().contains("(story: no effect)"));
    let b = one("Limited: He polishes his mirror. Draw a card.");
    assert_eq!(b.extent(), Extent::Fully, "{b:?}");
    let c = one("Open: Target a Holding: You admire its gardens. Straighten it.");
    assert_eq!(c.extent(), Extent::Fully, "{c:?}");
    // A word of the game, a game verb, a number, a name or a comma: no story, not read.
    for text in [
        "Battle: Target a Personality: He hums to the Personality. Bow him.",
        "Battle: Target a Personality: He bows deeply. Bow him.",
        "Battle: Target a Personality: He hums 3 tunes. Bow him.",
        "Battle: Target a Personality: He hums a tune for Akodo. Bow him.",
        "Battle: Target a Personality: He hums, then sleeps. Bow him.",
        "Battle: Target a Personality: He hums if he is bowed. Bow him.",
        "Battle: Target a Personality: He strikes with fury. Bow him.",
        "Battle: Target a Personality: He ignores his wounds. Bow him.",
    ] {
        let a = one(text);
        assert!(!a.unread.is_empty(), "{a:?}");
    }
    // A story alone is no reading of what the ability does.
    let d = one("Battle: He hums a sad tune.");
    assert_ne!(d.extent(), Extent::Fully, "{d:?}");
    assert!(d.effects.is_empty(), "{d:?}");
}

#[test]
fn a_performer_with_a_condition_is_not_read_as_words_of_the_card() {
    let a = one(
        "Open: Bow your performing Monk unless he is Void: He polishes his mirror. Draw a card.",
    );
    // The condition is the cost's, not words of the performer.
    let p = a.performer.clone().unwrap_or_else(|| panic!("{a:?}"));
    assert_eq!(p.must_be, ["monk"]);
    assert!(p.qualifiers.is_empty(), "{a:?}");
    assert!(matches!(a.costs.as_slice(), [Part::Unless { .. }]), "{a:?}");
}

#[test]
fn a_later_target_after_a_condition() {
    let a = one("Battle: Choose your performing Samurai: Give him +2F. If he is Earth, you may target and bow an enemy Follower.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let Part::If { then, .. } = &a.effects[1] else {
        panic!("{a:?}");
    };
    assert!(
        matches!(&then[..], [Part::MayTarget { then, .. }] if then == &vec![Part::Bow { who: Who::LaterTarget }]),
        "{a:?}"
    );
    // A pronoun after it, or `another`, is not read.
    let b = one("Battle: Choose your performing Samurai: Give him +2F. If he is Earth, you may target and bow an enemy Follower and move him home.");
    assert!(!b.unread.is_empty(), "{b:?}");
    let c = one("Battle: Choose your performing Samurai: Give him +2F. If he is Earth, you may target and bow another Personality.");
    assert!(!c.unread.is_empty(), "{c:?}");
}

#[test]
fn one_of_two_verbs_done_to_one_card() {
    let a = one("Limited: Target a Personality: Dishonor or rehonor him.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::OneOf {
            options: vec![
                vec![Part::Dishonor {
                    who: Who::Target(1)
                }],
                vec![Part::Rehonor {
                    who: Who::Target(1)
                }]
            ]
        }]
    );
    assert_eq!(a.targets.len(), 1);
    // Another verb, or a second `or`, is not read.
    let b = one("Limited: Target a Personality: Dishonor or move him.");
    assert!(!b.unread.is_empty(), "{b:?}");
    let c = one("Limited: Target a Personality: Dishonor or rehonor him or his Follower.");
    assert!(!c.unread.is_empty(), "{c:?}");
}

#[test]
fn one_chosen_ability_that_may_not_be_used() {
    let a = one("Open: Target a Holding: Choose one of its abilities; it may not be used.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::NoAbilities {
            who: Who::Target(1),
            which: "one".into()
        }]
    );
    assert!(a
        .summary()
        .contains("one of the abilities of target 1, as you choose"));
    // Another time, or `his` of a Holding, is not read.
    let b = one("Open: Target a Holding: Choose one of its abilities; it may not be used until your next turn begins.");
    assert!(!b.unread.is_empty(), "{b:?}");
    let c = one("Open: Target a Ring: Choose one of his abilities; it may not be used.");
    assert!(!c.unread.is_empty(), "{c:?}");
}

#[test]
fn a_named_token_added() {
    let a = one("Political Open, [BOW]: Add a Blossom token to this card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::BonusTokens {
            who: Who::This,
            count: 1,
            force: 0,
            chi: 0,
            name: Some("Blossom".into())
        }]
    );
    let b = one("Political Open, [BOW]: Add a +1F token to this card.");
    assert!(!b.unread.is_empty(), "{b:?}");
    let c = one("Political Open, [BOW]: Add two Blossom tokens to this card.");
    assert!(!c.unread.is_empty(), "{c:?}");
}

#[test]
fn a_bonus_equal_to_his_own_number() {
    let a = one(
        "Battle: Choose your performing Kensai: Give him a Force bonus equal to his own base Chi.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::ForceOf {
            who: Who::Performer,
            sign: 1,
            of: Who::Performer,
            stat: "base chi".into()
        }]
    );
    let b = one("Battle: Choose your performing Kensai: Give him a Force bonus equal to his own.");
    assert!(!b.unread.is_empty(), "{b:?}");
}

#[test]
fn a_personality_and_each_of_his_followers() {
    let a =
        one("Battle: Target your defending Personality: Give him and each of his Followers +2F.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::WithFollowers {
            who: Who::Target(1),
            force: 2,
            chi: 0,
            word: None,
            lasting: Lasting::Turn
        }]
    );
    assert!(a.summary().contains("each Follower attached to it"));
    let b = one("Open: Give a target Personality and each of his Followers Cavalry.");
    assert_eq!(b.extent(), Extent::Fully, "{b:?}");
    assert_eq!(b.targets.len(), 1);
    assert!(matches!(&b.effects[0], Part::WithFollowers { word: Some(w), .. } if w == "cavalry"));
    // A card that may be no personality, or more than one card, is not read.
    let c = one("Battle: Target a card: Give it and each of his Followers +1F.");
    assert!(!c.unread.is_empty(), "{c:?}");
    let d = one("Battle: Target a Personality or Follower: Give it and each of his Followers +1F.");
    assert!(!d.unread.is_empty(), "{d:?}");
    let e =
        one("Battle: Target your Personality: Give him and each of his Followers +1F and Cavalry.");
    assert_ne!(e.extent(), Extent::Fully, "{e:?}");
}

#[test]
fn a_bonus_and_an_ability_given() {
    let a = one("Limited: Choose your performing Personality: Permanently give him +1F and the ability, \"Battle: Bow this card: Draw a card.\"");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(matches!(
        &a.effects[1],
        Part::GainAbility {
            who: Who::Performer,
            lasting: Lasting::Permanent,
            ..
        }
    ));
    // After anything but a bonus or keyword given, the ability goes to no card named.
    let b = one("Limited: Choose your performing Personality: Draw a card and the ability, \"Battle: Bow this card: Draw a card.\"");
    assert!(!b.unread.is_empty(), "{b:?}");
}

#[test]
fn an_attack_equal_to_a_number_of_a_card_named() {
    let a = one("Battle, [BOW]: Ranged Attack equal to this card's Force.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::AttackOf {
            attack: "ranged".into(),
            who: Who::This,
            stat: "force".into()
        }]
    );
    let b = one("Battle: Fear equal to your target Courtier's Chi.");
    assert_eq!(b.extent(), Extent::Fully, "{b:?}");
    assert_eq!(b.targets[0].must_be, ["courtier"]);
    assert_eq!(
        b.effects,
        vec![Part::AttackOf {
            attack: "fear".into(),
            who: Who::Target(1),
            stat: "chi".into()
        }]
    );
    let c = one("Battle: Fear equal to the Personal Honor of your target unbowed Personality.");
    assert_eq!(c.extent(), Extent::Fully, "{c:?}");
    assert_eq!(
        c.effects,
        vec![Part::AttackOf {
            attack: "fear".into(),
            who: Who::Target(1),
            stat: "personal honor".into()
        }]
    );
    let d = one(
        "Battle: Target your Follower: Melee Attack with strength equal to the Follower's Force.",
    );
    assert_eq!(d.extent(), Extent::Fully, "{d:?}");
    // `the Follower` beside two targets, or another number, is not read.
    let e = one("Battle: Target your Follower and your Personality: Melee Attack with strength equal to the Follower's Force.");
    assert!(!e.unread.is_empty(), "{e:?}");
    let f = one("Battle: Fear equal to the Gold Cost of your target Personality.");
    assert!(!f.unread.is_empty(), "{f:?}");
    let g = one("Battle: Fear equal to your target Courtier's Chi plus 1.");
    assert!(!g.unread.is_empty(), "{g:?}");
}

#[test]
fn more_small_effects() {
    let a = one("Battle: Take two additional Battle actions.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![
            Part::AdditionalAction {
                kind: Some("Battle".into())
            };
            2
        ]
    );
    let b =
        one("Siege Battle, [BOW]: Increase the current battlefield's province's strength by 3.");
    assert_eq!(
        b.effects,
        vec![Part::ProvinceStrengthOne {
            which: "here".into(),
            amounts: vec![3]
        }]
    );
    let c = one("Battle: Target your Samurai: Permanently give him Shadowlands • Undead.");
    assert_eq!(c.extent(), Extent::Fully, "{c:?}");
    assert_eq!(c.effects.len(), 2, "{c:?}");
    let d = one("Battle: Target an enemy Personality: Move him home. Straighten him as he moves.");
    assert_eq!(d.extent(), Extent::Fully, "{d:?}");
    assert_eq!(
        d.effects[1],
        Part::AsMoves {
            who: Who::Target(1),
            then: vec![Part::Straighten {
                who: Who::Target(1)
            }]
        }
    );
    // Traps: a strength lowered, three keywords, `him as she moves`, no move before.
    for text in [
        "Battle: Increase the current battlefield's province's strength by -2.",
        "Battle: Take two additional Political actions.",
        "Battle: Target your Samurai: Permanently give him Shadowlands • Undead • Oni.",
        "Battle: Target an enemy Personality: Move him home. Straighten him as she moves.",
        "Battle: Target an enemy Personality: Bow him. Straighten him as he moves.",
    ] {
        let a = one(text);
        assert!(!a.unread.is_empty(), "{a:?}");
    }
}

#[test]
fn force_bonuses_or_penalties_negated() {
    let a = one(
        "Battle: Negate a target Personality's current Force bonuses or penalties (you choose).",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::NegateForce {
            who: Who::Target(1),
            which: "bonuses-or-penalties".into(),
            new: false
        }]
    );
    let b = one(
        "Battle: Choose your performing Monk: Negate all current and new Force penalties on him.",
    );
    assert_eq!(b.extent(), Extent::Fully, "{b:?}");
    assert_eq!(
        b.effects,
        vec![Part::NegateForce {
            who: Who::Performer,
            which: "penalties".into(),
            new: true
        }]
    );
    assert!(b
        .summary()
        .contains("and those given until the end of the turn"));
    let c = one("Battle: Negate this card's current Force penalties.");
    assert_eq!(
        c.effects,
        vec![Part::NegateForce {
            who: Who::This,
            which: "penalties".into(),
            new: false
        }]
    );
    // From a source, of Chi, or without `current`: not read.
    for text in [
        "Battle: Choose your performing Monk: Negate all current Force penalties on him from actions.",
        "Battle: Negate this card's current Chi penalties.",
        "Battle: Negate this card's Force penalties.",
        "Battle: Choose your performing Monk: Negate all current and new Force penalties on him and effects which bow him.",
    ] {
        let a = one(text);
        assert!(!a.unread.is_empty(), "{a:?}");
    }
}

#[test]
fn force_reduced_keyword_given_to_and_movement_from_its_effects() {
    let a = one("Battle: Reduce the Force of a target enemy Follower to 0.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::SetForce {
            who: Who::Target(1),
            value: 0
        }]
    );
    let b = one("Battle: Give Reserve to your target Personality in a Province.");
    assert_eq!(b.extent(), Extent::Fully, "{b:?}");
    assert!(matches!(&b.effects[0], Part::GainTrait { word, .. } if word == "reserve"));
    let c = one(
        "Reaction: After an action targets your Courtier: Negate his movement from its effects.",
    );
    assert_eq!(c.extent(), Extent::Fully, "{c:?}");
    assert_eq!(
        c.effects,
        vec![Part::NegateActionOn {
            who: Who::TriggerTarget,
            what: "movement".into()
        }]
    );
    let d = one("Battle: Give control to your target Personality.");
    assert!(!d.unread.is_empty(), "{d:?}");
    let e = one("Battle: Reduce the Force of a target enemy Follower to half.");
    assert!(!e.unread.is_empty(), "{e:?}");
}

#[test]
fn an_interrupted_action_of_a_kind_negated() {
    let a = one("Interrupt, [BOW]: Negate a Ninja action.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::NegateKind {
            kinds: vec!["Ninja".into()]
        }]
    );
    let b = one("Interrupt: Discard this card. Negate the effects of a Battle or Engage action.");
    assert_eq!(b.extent(), Extent::Fully, "{b:?}");
    assert_eq!(
        b.effects[1],
        Part::NegateKind {
            kinds: vec!["Battle".into(), "Engage".into()]
        }
    );
    // In a reaction, or an interrupt with a trigger, or another kind: not read.
    for text in [
        "Reaction: After an action resolves: Negate a Ninja action.",
        "Interrupt: Before an action resolves: Negate a Ninja action.",
        "Interrupt: Negate a Crab action.",
        "Interrupt: Negate a Ninja action from a Strategy.",
    ] {
        let a = one(text);
        assert!(!a.unread.is_empty(), "{a:?}");
    }
}

#[test]
fn an_additional_action_of_either_kind() {
    let a = one("Limited, [BOW]: Take an additional Limited or Open action.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::AdditionalAction {
            kind: Some("Limited or Open".into())
        }]
    );
    let b = one("Limited, [BOW]: Take an additional Limited or Political action.");
    assert!(!b.unread.is_empty(), "{b:?}");
}

#[test]
fn a_force_reduced_by_a_number_and_bonuses_to_choose() {
    let a = one("Battle: Choose your performing Samurai and target an enemy Personality: Reduce his Force by an amount equal to your Samurai's Force.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::ForceOf {
            who: Who::Target(1),
            sign: -1,
            of: Who::Performer,
            stat: "force".into()
        }]
    );
    let b = one("Engage: Give a target Follower +1F or -1F.");
    assert_eq!(b.extent(), Extent::Fully, "{b:?}");
    assert!(matches!(&b.effects[0], Part::OneOf { options } if options.len() == 2));
    let c = one("Open, [BOW]: Give a target Province +2 or -2 strength.");
    assert_eq!(c.extent(), Extent::Fully, "{c:?}");
    assert_eq!(c.targets[0].kinds, ["province"]);
    // `your Samurai` that may be a target of the player's own, the same bonus twice, or a
    // number of no card named: not read.
    for text in [
        "Battle: Target your Samurai and target an enemy Personality: Reduce his Force by an amount equal to your Samurai's Force.",
        "Engage: Give a target Follower +1F or +1F.",
        "Battle: Target an enemy Personality: Reduce his Force by an amount equal to your Samurai's Force.",
        "Battle: Target an enemy Personality: Reduce his Force by half.",
    ] {
        let a = one(text);
        assert!(!a.unread.is_empty(), "{a:?}");
    }
}

#[test]
fn each_ability_of_a_card_used_again() {
    let a =
        one("Battle/Open: You may use each ability on your Stronghold a second time this turn.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::UseAgain {
            who: Who::YourStronghold,
            this_turn: true
        }]
    );
    let b = one("Battle: Target your Holding: Straighten it. You may use each of its abilities an additional time this turn.");
    assert_eq!(b.extent(), Extent::Fully, "{b:?}");
    let c = one("Battle: Target your Holding: Straighten it. You may use each of its abilities three times this turn.");
    assert!(!c.unread.is_empty(), "{c:?}");
}

#[test]
fn a_duel_the_challenged_may_refuse() {
    let a = one("Limited: Choose your performing Personality and target another player's Personality: Your Personality challenges the target. He may refuse; if he does, dishonor him and gain 2 Honor. Bow the duel's loser.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::IfRefused {
            then: vec![
                Part::Dishonor {
                    who: Who::Target(1)
                },
                Part::GainHonor { amount: 2 }
            ]
        }
    );
    assert!(a
        .summary()
        .contains("may refuse the duel (if he does: dishonor target 1"));
    let b = one("Battle: This card challenges a target enemy Personality. He may refuse; if he did, draw two cards.");
    assert_eq!(b.extent(), Extent::Fully, "{b:?}");
    // `him` beside two targets, a part naming the loser, or no duel before: not read.
    for text in [
        "Battle: Your target Personality challenges a target enemy Personality. He may refuse; if he does, dishonor him.",
        "Battle: This card challenges a target enemy Personality. He may refuse; if he does, bow the duel's loser.",
        "Battle: Target an enemy Personality: Bow him. He may refuse; if he does, draw a card.",
        "Battle: This card challenges a target enemy Personality. He may refuse; if he does not, draw a card.",
    ] {
        let a = one(text);
        assert!(!a.unread.is_empty(), "{a:?}");
    }
}

#[test]
fn a_card_that_may_assign_even_if_bowed() {
    let a = one("Limited: Choose your performing Samurai: He may assign even if bowed. Give him Elite (Elite cards contribute Force even if bowed).");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[0],
        Part::MayAssignBowed {
            who: Who::Performer
        }
    );
    assert!(a
        .summary()
        .contains("may be assigned to a battlefield even if bowed"));
    // `he` of two targets, or another verb: not read.
    let b = one("Limited: Target your Samurai and your Courtier: He may assign even if bowed.");
    assert!(!b.unread.is_empty(), "{b:?}");
    let c = one("Limited: Choose your performing Samurai: He may attack even if bowed.");
    assert!(!c.unread.is_empty(), "{c:?}");
}
