//! Costs, targets and the cards pronouns name: one test per template, on made-up cards in the
//! printed wording, each with traps that must stay unread.

use super::test_support::{card, one};
use super::*;

#[test]
fn may_pay_then_if_you_did() {
    let a = one(
        "Battle: Target an enemy card: Bow it. You may discard a Kiho or Shrine from your \
         hand; if you did, draw a card.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::MayPay {
            pay: vec![Part::DiscardFromHandOf {
                what: "kiho or shrine".into()
            }],
            then: vec![Part::Draw { count: 1 }],
        }
    );
    assert_eq!(
        part_text(&a.effects[1]),
        "you may discard a kiho or shrine from hand; if you do, draw 1"
    );
    let a = one(
        "Battle: Choose your performing Personality and target an enemy Follower: Bow it. You \
         may bow your Personality; if you did, gain 1 Honor.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::MayPay {
            pay: vec![Part::Bow {
                who: Who::Performer
            }],
            then: vec![Part::GainHonor { amount: 1 }],
        }
    );
    // `(from your hand)` in parentheses; a Strategy is never in play.
    let a = one("Open: You may discard a Follower (from your hand); if you did, draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Open: You may discard a Tattoo Strategy; if you did, draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: a Follower may be one in play; `your Personality` is a target of the player's,
    // not the performer; a new target after `if you did`; `instead`; a second `; if you did`.
    for t in [
        "Open: You may discard a Follower; if you did, draw a card.",
        "Battle: Target your Personality and an enemy Follower: Bow it. You may bow your \
         Personality; if you did, draw a card.",
        "Open: You may discard a Kiho from your hand; if you did, bow a target Follower.",
        "Open: You may discard a Kiho from your hand; if you did, draw two cards instead.",
        "Open: You may discard a Kiho from your hand; if you did, draw a card; if you did not, \
         lose 1 Honor.",
        "Open: You may discard a card at random; if you did, draw a card.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn a_discarded_card_of_a_kind_as_a_cost() {
    let a = one("Battle: Discard a Kiho from your hand: Gain 2 Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::DiscardFromHandOf {
            what: "kiho".into()
        }]
    );
    // Traps: an item may be in play; two kinds with `and`.
    for t in [
        "Battle: Discard an Item: Gain 2 Honor.",
        "Battle: Discard a Kiho and Weapon from your hand: Gain 2 Honor.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn his_unit_and_him_after_this_card_moves() {
    // `his unit` with no target or performer: this card's unit, when `him` is this card.
    let a = card(
        "Test Rider",
        "personality",
        "Battle: Even if Test Rider is bowed: If he would be opposed, move him to the current \
         battlefield. If he moved, straighten his unit.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::If {
            cond: Condition::Moved(Who::This),
            then: vec![Part::Straighten { who: Who::ThisUnit }],
            otherwise: vec![],
        }
    );
    // `him` right after a part that moves this card, though the line names enemy units.
    let a = card(
        "Test Rider",
        "personality",
        "Battle: If any enemy units are at the current battlefield: Move Test Rider there. \
         Straighten his unit if he moved.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        part_text(&a.effects[1]),
        "if this card moved: straighten this card's unit"
    );
    let a = card(
        "Test Rider",
        "personality",
        "Battle: Move Test Rider home. Straighten Test Rider's unit.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects[1], Part::Straighten { who: Who::ThisUnit });
    // Traps: `him` after a part that moves another card; after a part between.
    for t in [
        "Battle: If any enemy units are at the current battlefield: Move Test Rider there. Move \
         a target enemy Personality home. Straighten his unit if he moved.",
        "Battle: If any enemy Personalities are at the current battlefield: Move Test Rider \
         there. Gain 1 Honor. Straighten his unit if he moved.",
    ] {
        let a = card("Test Rider", "personality", t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

fn trigger(a: &Ability) -> String {
    match a.timings.first() {
        Some(Timing::Reaction { trigger } | Timing::Interrupt { trigger }) => trigger.clone(),
        t => panic!("no trigger: {t:?}"),
    }
}

#[test]
fn a_trigger_without_colon_before_effects_that_name_the_action() {
    let a = one(
        "Reaction: After another player's Courtier action targets your Shrine, negate its effects.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        trigger(&a),
        "After another player's Courtier action targets your Shrine"
    );
    assert_eq!(a.effects, vec![Part::NegateAction]);
    let a = card(
        "Test Warden",
        "personality",
        "Reaction: Before another player's action resolves, negate this Personality's \
         movement from the action's effects.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(trigger(&a), "Before another player's action resolves");
    // A list of kinds with commas stays in the trigger: the effects begin after its last
    // comma.
    let a = one(
        "Reaction: After another player's action targets your Shrine, Temple, or Dojo, negate \
         its effects.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        trigger(&a),
        "After another player's action targets your Shrine, Temple, or Dojo"
    );
    // The trigger never runs on into the next sentence (`negate its effects` after a
    // condition the reader does not know).
    let a = one(
        "Reaction: After another player's action targets your Shrine, move it to an adjacent \
         battlefield. If it is still a legal target, negate its effects.",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    // Trap: `instead`.
    let a = one(
        "Reaction: After another player's action targets your Shrine, negate its effects \
         instead.",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn how_often_before_a_trigger_and_a_condition_after_it() {
    let a = card(
        "Test Warden",
        "personality",
        "Reaction: Once per game, after Test Warden enters play: Gain 2 Honor.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.limit,
        Some(UseLimit {
            times: 1,
            per: "game".into()
        })
    );
    assert_eq!(trigger(&a), "after this card enters play");
    // `he` in a condition after the trigger: the one card the text names.
    let a = card(
        "Test Warden",
        "personality",
        "Reaction: Even if Test Warden is bowed, after you announce a Ninja action, if he is \
         at the current battlefield: Straighten him.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.conditions,
        vec![Condition::Is {
            who: Who::This,
            what: "at the current battlefield".into()
        }]
    );
    assert_eq!(trigger(&a), "after you announce a Ninja action");
    // Traps: `he` when the trigger names another personality; a limit the reader does not
    // know.
    for t in [
        "Reaction: After a Personality enters play, if he is at the current battlefield: Gain 2 \
         Honor.",
        "Reaction: Any number of times per game, after Test Warden enters play: Gain 2 \
         Honor.",
    ] {
        let a = card("Test Warden", "personality", t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn three_times_per_turn() {
    let a = card(
        "Test Lantern",
        "item",
        "Battle: Three times per turn: Give this Personality +1F.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.limit,
        Some(UseLimit {
            times: 3,
            per: "turn".into()
        })
    );
    let a = card(
        "Test Warden",
        "personality",
        "Reaction: Three times per game, after Test Warden enters play: Gain 2 Honor.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: a number the reader does not know; two limits.
    for t in [
        "Battle: Four times per turn: Give this card +1F.",
        "Battle: Once per game, three times per turn: Give this card +1F.",
    ] {
        let a = card("Test Warden", "personality", t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn a_target_with_a_number_and_no_attachments() {
    let a = one("Battle: Target an enemy Follower or Personality with lower Force and no attachments: Bow it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].qualifiers,
        vec![
            "with lower force".to_string(),
            "without attachments".to_string()
        ]
    );
    let a =
        one("Battle: Target an enemy Follower with 2 or less Force and no attachments: Bow it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["without attachments".to_string()]
    );
    // Traps: cut at a comma, not `and`; `no attachments` after a cost, not a target.
    for t in [
        "Battle: Target an enemy Follower with lower Force, no attachments: Bow it.",
        "Battle: Target an enemy Follower, bow this card and no attachments: Bow it.",
        "Battle: Target an enemy Follower and no attachments: Bow it.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn a_pronoun_cost_on_the_card_before() {
    let a = card(
        "Test Aoi",
        "personality",
        "Battle/Open: Even if Test Aoi is at home, bow him and target a Personality: Give him \
         +4F.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.costs, vec![Part::Bow { who: Who::This }]);
    assert_eq!(
        a.effects[0].clone(),
        Part::Bonus {
            who: Who::Target(1),
            force: 4,
            chi: 0,
            lasting: Lasting::Turn,
        }
    );
    let a = card(
        "Test Scroll",
        "spell",
        "Battle: Bow this Shugenja, move him home, and target an attacking Personality: Move \
         him home.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![
            Part::Bow { who: Who::Bearer },
            Part::MoveHome { who: Who::Bearer }
        ]
    );
    // Traps: `him` after a target; after the performer and a target; with nothing before it;
    // after two costs.
    for t in [
        "Battle: Target a Personality and bow him: Gain 1 Honor.",
        "Battle: Choose your performing Samurai and target a Follower, bow him: Gain 1 Honor.",
        "Battle: Bow him: Gain 1 Honor.",
        "Battle: Lose 1 Honor, bow this card, move him home: Gain 1 Honor.",
    ] {
        let a = card("Test Aoi", "personality", t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn a_target_opposing_this_card_or_without_a_card() {
    let a = card(
        "Test Hime",
        "personality",
        "Reaction: After engaging at Test Hime's battlefield, target a Personality or Follower \
         opposing her: Give it -2F.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["opposing this card".to_string()]
    );
    let a = card(
        "Test Scroll",
        "spell",
        "Battle: Bow this Shugenja and target a Follower opposing him: Destroy it.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["opposing the personality it is attached to".to_string()]
    );
    let a = one("Battle: Target your unbowed Monk without a Weapon: Straighten him.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.targets[0].kinds, vec!["personality".to_string()]);
    assert_eq!(
        a.targets[0].must_be,
        vec!["unbowed".to_string(), "monk".to_string()]
    );
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["without a weapon".to_string()]
    );
    let a = one("Battle: Target an enemy card without a Weapon or Armor: Bow it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["without a weapon or armor".to_string()]
    );
    // `without Followers` is no trait of the target.
    let a = one("Battle: Target your Shugenja without Followers: Straighten him.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.targets[0].must_be, vec!["shugenja".to_string()]);
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["without followers".to_string()]
    );
    // Traps: `her` after a target (who may be that target's opponent, or this card's);
    // `without a Weapon or a Follower` (two targets?); `opposing her` on a line naming no card.
    for (name, t) in [
        (
            "Test Hime",
            "Battle: Target an enemy Personality and target a Follower opposing him: Bow it.",
        ),
        (
            "Test Hime",
            "Battle: Target a Personality without a Weapon or a Follower: Bow it.",
        ),
        (
            "Test Hime",
            "Battle: Target a Personality opposing her: Bow him.",
        ),
    ] {
        let a = card(name, "strategy", t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn a_nonhuman_or_another_keyword() {
    let a = one("Battle: Target a Nonhuman or Shadowlands Personality: Move him home.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].any_of,
        vec!["nonhuman".to_string(), "shadowlands".to_string()]
    );
    assert_eq!(a.targets[0].kinds, vec!["personality".to_string()]);
    // Traps: a state other than Nonhuman before `or`; two keywords before it.
    for t in [
        "Battle: Target a Bowed or Shadowlands Personality: Move him home.",
        "Battle: Target a Dragon Nonhuman or Shadowlands Personality: Move him home.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn gold_equal_to_the_targets_cost_the_stronghold_and_a_performer_of_either_keyword() {
    let a = one("Battle: Target an enemy Follower and pay Gold equal to its Gold Cost: Bow it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::PayGoldOf {
            who: Who::Target(1),
            stat: "gold cost".into(),
            minus: 0
        }]
    );
    let a = one("Open: Target an Item and pay Gold equal to its Gold Cost minus two: Destroy it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        part_text(&a.costs[0]),
        "pay gold equal to target 1's gold cost minus 2"
    );
    let a = one("Limited: Bow your Stronghold: Gain 1 Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::Bow {
            who: Who::YourStronghold
        }]
    );
    let a = one(
        "Battle: Choose your performing unbowed Nonhuman or Spirit and target an enemy \
         Follower: Bow it.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let p = a.performer.clone().unwrap_or_else(|| panic!("{a:?}"));
    assert_eq!(p.kinds, vec!["personality".to_string()]);
    assert_eq!(p.any_of, vec!["nonhuman".to_string(), "spirit".to_string()]);
    assert_eq!(p.must_be, vec!["unbowed".to_string()]);
    // Traps: gold equal to a card's number with two cards it could be; a number the reader
    // does not know; a stronghold of another player's; three keywords.
    for t in [
        "Battle: Target an enemy Follower and an enemy Item and pay Gold equal to its Gold \
         Cost: Bow them.",
        "Battle: Target an enemy Follower and pay Gold equal to its Force: Bow it.",
        "Battle: Target an enemy Follower and pay Gold equal to its Gold Cost plus two: Bow it.",
        "Limited: Bow a Stronghold: Gain 1 Honor.",
        "Battle: Choose your performing Nonhuman or Spirit or Ninja: Gain 1 Honor.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn a_condition_before_a_trigger_and_the_personality_an_attachment_names() {
    let a = card(
        "Test Archer",
        "personality",
        "Reaction: If Test Archer is at the current battlefield, after a Ranged Attack is \
         targeted: Give it +2 strength.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(trigger(&a), "after a Ranged Attack is targeted");
    assert_eq!(
        a.conditions,
        vec![Condition::Is {
            who: Who::This,
            what: "at the current battlefield".into()
        }]
    );
    let a = card(
        "Test Armor",
        "item",
        "Reaction: After another player's action targets this Personality, negate his \
         destruction from the action's effects.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::NegateActionOn {
            who: Who::Bearer,
            what: "destruction".into()
        }]
    );
    // `him` with enemy units named: still the one card the text names.
    let a = card(
        "Test Rider",
        "personality",
        "Battle: Even if Test Rider is bowed, if any enemy units are at the current \
         battlefield: Move him there.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects, vec![Part::MoveToBattlefield { who: Who::This }]);
    // Traps: a condition the reader does not know before the trigger; `them` for the one
    // personality; an enemy Personality named beside the units.
    for (name, kind, t) in [
        (
            "Test Archer",
            "personality",
            "Reaction: If it is the Dynasty Phase or Test Archer is unopposed, after a Ranged \
             Attack is targeted: Give it +2 strength.",
        ),
        (
            "Test Armor",
            "item",
            "Reaction: After another player's action targets this Personality, negate their \
             destruction from the action's effects.",
        ),
        (
            "Test Rider",
            "personality",
            "Battle: If any enemy units and an enemy Personality are at the current \
             battlefield: Move him there.",
        ),
    ] {
        let a = card(name, kind, t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn a_target_with_a_token_a_number_before_its_name_or_in_your_home() {
    let a = one("Battle: Bow a target Personality with a Venom token.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["with a venom token".to_string()]
    );
    let a = one("Battle: Destroy a target enemy Follower with 3 Gold Cost or less.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].limit,
        Some(StatLimit {
            stat: "gold cost".into(),
            value: 3,
            at_most: true
        })
    );
    let a = one("Battle: Target a Personality with 2 Force or greater: Bow him.");
    assert_eq!(
        a.targets[0].limit,
        Some(StatLimit {
            stat: "force".into(),
            value: 2,
            at_most: false
        })
    );
    let a = one("Battle: Bow your target Personality in your home.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.targets[0].qualifiers, vec!["in your home".to_string()]);
    // Traps: two tokens; a number with no `or less`; a home of another player's.
    for t in [
        "Battle: Bow a target Personality with a Venom token and a Fire token.",
        "Battle: Destroy a target enemy Follower with 3 Gold Cost.",
        "Battle: Bow a target Personality in his home.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn a_second_qualifier_after_and_in_an_effect() {
    let a = one("Battle: Bow a target enemy Personality with lower Force and lower Chi.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["with lower force".to_string(), "with lower chi".to_string()]
    );
    let a = one("Battle: Destroy a target enemy Personality with no Followers and higher Force.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Bow a target enemy Personality with lower Chi and without a Weapon.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["with lower chi".to_string(), "without a weapon".to_string()]
    );
    // An effect after `and` stays an effect.
    let a = one("Battle: Bow a target enemy Personality with lower Force and destroy this card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects.len(), 2, "{a:?}");
    // Traps: words after `and` that are no qualifier; a comma instead of `and`; `and` with no
    // qualifier before it.
    for t in [
        "Battle: Bow a target enemy Personality with lower Force and lower his Chi.",
        "Battle: Bow a target enemy Personality with lower Force, lower Chi.",
        "Battle: Bow a target enemy Personality and lower Chi.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn after_the_next_time_an_event_happens() {
    let a = one(
        "Open: Target a Personality: After the next time this turn he is assigned to attack, \
         dishonor him.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::AfterTime {
            trigger: "After the next time this turn he is assigned to attack".into(),
            each: false,
            then: vec![Part::Dishonor {
                who: Who::Target(1)
            }],
        }]
    );
    assert_eq!(
        part_text(&a.effects[0]),
        "After the next time this turn he is assigned to attack: dishonor target 1"
    );
    let a = one(
        "Open: Target another player's Personality. After each time (this turn) he assigns, \
         gain 1 Honor.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(&a.effects[0], Part::AfterTime { each: true, .. }),
        "{a:?}"
    );
    let a = one(
        "Open: After the first time this turn a Personality attacks your Stronghold, gain 2 \
         Honor.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: a pronoun with no card to name; `instead`; parts after the comma not read; a
    // pronoun with two targets it could name.
    for t in [
        "Open: After the next time this turn he attacks you, gain 2 Honor.",
        "Open: Target a Personality: After the next time this turn he attacks, gain 2 Honor \
         instead.",
        "Open: Target a Personality: After the next time this turn he attacks, he sings.",
        "Open: Target a Personality and a Follower: After the next time this turn he attacks, \
         gain 2 Honor.",
        "Open: Target your Courtier: After each time another player's target Personality \
         assigns, dishonor him.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn costs_joined_chosen_or_on_the_performer() {
    let a = one("Battle: Bow and destroy this card and target a Follower: Destroy it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![
            Part::Bow { who: Who::This },
            Part::Destroy { who: Who::This }
        ]
    );
    let a = card(
        "Test Kasuru",
        "personality",
        "Battle: If Test Kasuru is attacking, bow him or discard a card: Draw a card.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::OneOf {
            options: vec![
                vec![Part::Bow { who: Who::This }],
                vec![Part::DiscardFromHand { count: 1 }]
            ]
        }]
    );
    let a = one(
        "Battle: Choose your performing Courtier, bow him or discard the Imperial Favor, and \
         target an enemy Personality: Bow him.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::OneOf {
            options: vec![
                vec![Part::Bow {
                    who: Who::Performer
                }],
                vec![Part::DiscardFavor]
            ]
        }]
    );
    let a = one("Battle, [BOW]: Bow a target enemy card. Destroy it if it is a Two-Handed Weapon.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: three costs with `or`; a cost not read on one side; a lone verb before a target;
    // `him` when the condition names another card.
    for (name, t) in [
        (
            "Test Kasuru",
            "Battle: Bow this card or discard a card or lose 1 Honor: Draw a card.",
        ),
        (
            "Test Kasuru",
            "Battle: Bow this card or sing a song: Draw a card.",
        ),
        (
            "Test Kasuru",
            "Battle: Bow and target a Follower: Destroy it.",
        ),
        (
            "Test Kasuru",
            "Battle: If a target Follower is attacking, bow him or discard a card: Draw a card.",
        ),
    ] {
        let a = card(name, "personality", t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn a_card_attached_to_this_card_bowed_to_pay() {
    let a = card(
        "Test Sora",
        "personality",
        "Battle, [BOW]: Melee 2 Attack. You may bow Test Sora's Katana to straighten him.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::MayPay {
            pay: vec![Part::BowAttached {
                any_of: vec!["katana".into()]
            }],
            then: vec![Part::Straighten { who: Who::This }],
        }
    );
    let a = card(
        "Test Sora",
        "personality",
        "Battle, [BOW]: Melee 2 Attack. You may bow one of Test Sora's Followers or Spells to \
         straighten him.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        part_text(&a.effects[1]),
        "you may bow one follower or spell attached to this card; if you do, straighten this card"
    );
    let a = card(
        "Test Sora",
        "personality",
        "Battle: Bow a Sword attached to Test Sora: Gain 1 Honor.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: `him` with a target beside; three keywords; a card attached to another card.
    for t in [
        "Battle, [BOW]: Straighten your target Ring. You may bow one of Test Sora's Swords to \
         straighten him.",
        "Battle: Bow one of Test Sora's Swords, Spears or Bows: Gain 1 Honor.",
        "Battle: Bow a Sword attached to your Personality: Gain 1 Honor.",
    ] {
        let a = card("Test Sora", "personality", t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn a_target_named_in_a_later_event_and_after_the_target() {
    let a = one(
        "Political Open: After the next time this turn a target Personality attacks, his \
         controller loses 2 Honor.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.targets.len(), 1, "{a:?}");
    assert_eq!(a.targets[0].kinds, vec!["personality".to_string()]);
    let a = one(
        "Open: Target another player's Personality who has a Venom token. After the target \
         attacks this turn, draw a card.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["who has a venom token".to_string()]
    );
    assert!(
        matches!(&a.effects[0], Part::AfterTime { each: false, .. }),
        "{a:?}"
    );
    let a = one("Battle: Target an enemy card with no unbowed attachments. Bow it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: a target in the event beside the ability's own; `after the target` with no
    // target; two targets in the event.
    for t in [
        "Open: Target your Courtier. After the next time this turn a target Personality \
         attacks, dishonor him.",
        "Open: After the target attacks this turn, draw a card.",
        "Open: After the next time a target Personality attacks a target Province, draw a card.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn the_unit_of_the_personality_an_attachment_moves() {
    let a = card(
        "Test Scroll",
        "spell",
        "Water Battle: Move this Personality home. Straighten his unit as he moves.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::AsMoves {
            who: Who::Bearer,
            then: vec![Part::Straighten { who: Who::ThisUnit }],
        }
    );
}

#[test]
fn conditions_on_the_action_a_reaction_answers_and_after_its_trigger() {
    let a = card(
        "Test Kanpeki",
        "personality",
        "Reaction: After the resolution of a Battle action from a Strategy, if Test Kanpeki \
         performed it: Take an additional Battle action.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.conditions, vec![Condition::PerformedIt(Who::This)]);
    let a = card(
        "Test Yamadera",
        "personality",
        "Reaction: After another player's Battle action resolves, if its effects destroyed Test \
         Yamadera: Melee 8 Attack.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.conditions,
        vec![Condition::ItsEffectsDestroyed(Who::This)]
    );
    // A condition after the trigger, then a target: the condition is the ability's.
    let a = card(
        "Test Scroll",
        "spell",
        "Reaction: After the resolution of a Battle action, if this Shugenja is at the current \
         battlefield, target a Personality who performed it: Bow him.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(trigger(&a), "After the resolution of a Battle action");
    assert_eq!(
        a.conditions,
        vec![Condition::Is {
            who: Who::Bearer,
            what: "at the current battlefield".into()
        }]
    );
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["who performed it".to_string()]
    );
    // Traps: no action answered (not a reaction); a card the reader cannot name.
    for (kind, t) in [
        (
            "personality",
            "Battle: If Test Kanpeki performed it, take an additional Battle action.",
        ),
        (
            "personality",
            "Reaction: After another player's Battle action resolves, if its effects destroyed \
             Test Friend: Melee 8 Attack.",
        ),
    ] {
        let a = card("Test Kanpeki", kind, t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn the_action_answered_is_yours_and_parts_done_after_it_resolves() {
    let a = card(
        "Test Aide",
        "follower",
        "Interrupt: If the action is yours, straighten this Follower after it resolves.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::If {
            cond: Condition::ActionIsYours(true),
            then: vec![Part::AfterTime {
                trigger: "after the action resolves".into(),
                each: false,
                then: vec![Part::Straighten { who: Who::This }],
            }],
            otherwise: vec![],
        }]
    );
    let a = card(
        "Test Aide",
        "personality",
        "Interrupt: If the action is another player's, after it resolves, straighten Test Aide.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: no action answered; a part after `after it resolves` that does not read.
    for t in [
        "Battle: If the action is yours, straighten this card after it resolves.",
        "Interrupt: If the action is yours, sing a song after it resolves.",
    ] {
        let a = card("Test Aide", "personality", t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn any_number_of_times_and_a_force_compared_with_the_province() {
    let a = one("Battle: Any number of times per turn: Ranged 1 Attack.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.keywords, vec!["repeatable".to_string()]);
    assert_eq!(a.limit, None);
    let a = one(
        "Battle: Target an enemy card with Force lower than this battlefield's province's \
         strength: Bow it.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].qualifiers,
        vec!["with force lower than this battlefield's province's strength".to_string()]
    );
    // Traps: any number of times per game; a Chi compared with a strength; another province.
    for t in [
        "Battle: Any number of times per game: Ranged 1 Attack.",
        "Battle: Target an enemy card with Chi lower than this battlefield's province's \
         strength: Bow it.",
        "Battle: Target an enemy card with Force lower than your province's strength: Bow it.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn a_cost_paid_unless_or_if_a_condition_on_its_card() {
    let a = card(
        "Test Scroll",
        "spell",
        "Battle: Bow this Shugenja unless he is Fire or Thunder and target an enemy Follower: \
         Destroy it.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::Unless {
            cond: Condition::Any(vec![
                Condition::Is {
                    who: Who::Bearer,
                    what: "fire".into()
                },
                Condition::Is {
                    who: Who::Bearer,
                    what: "thunder".into()
                }
            ]),
            then: vec![Part::Bow { who: Who::Bearer }],
        }]
    );
    let a = one(
        "Battle: Choose your performing Ninja, bow him if he is not Shadowlands, and target a \
         Personality: Bow him.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        part_text(&a.costs[0]),
        "if the performer is not shadowlands: bow the performer"
    );
    let a = one("Battle: Choose your performing Paragon, bow him unless this is the Attack Phase: Gain 1 Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: `he` beside a target (whose?); a condition the reader does not know.
    for t in [
        "Battle: Target an enemy Personality and bow this card if he is bowed: Gain 1 Honor.",
        "Battle: Choose your performing Ninja, bow him if he sang today: Gain 1 Honor.",
    ] {
        let a = card("Test Scroll", "personality", t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn a_penalty_given_to_the_bearer_or_this_card_as_a_cost() {
    let a = card(
        "Test Cursed Charm",
        "item",
        "Battle: Give this Personality -1C: Ranged 3 Attack.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::Bonus {
            who: Who::Bearer,
            force: 0,
            chi: -1,
            lasting: Lasting::Turn
        }]
    );
    let a = card(
        "Test Mist Step",
        "spell",
        "Open: Give this Shugenja -2F: Give him Cavalry.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(
            a.costs.as_slice(),
            [Part::Bonus {
                who: Who::Bearer,
                force: -2,
                chi: 0,
                ..
            }]
        ),
        "{a:?}"
    );
    // Traps: a bonus is no cost; nor a penalty to a card the reader does not name.
    let a = card(
        "Test Cursed Charm",
        "item",
        "Battle: Give this Personality +1C: Ranged 3 Attack.",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Give your Personality -1F: Ranged 3 Attack.");
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}
