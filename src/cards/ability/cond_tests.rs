//! More conditions, targets and costs, one test per wording, on made-up cards in the printed
//! style, each with a trap that must stay unread.

use super::test_support::{card, not_fully, one};
use super::*;

#[test]
fn a_contraction_in_a_condition() {
    let a = one("Battle: Target your unbowed Personality, and bow him if he's defending.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::If {
            cond: Condition::Is {
                who: Who::Target(1),
                what: "defending".into()
            },
            then: vec![Part::Bow {
                who: Who::Target(1)
            }],
            otherwise: Vec::new(),
        }]
    );
    // Traps: a contraction of another word; a state the reader does not know.
    not_fully(&["Battle: Target your unbowed Personality, and bow him if he'd defended."]);
    not_fully(&["Battle: Target your unbowed Personality, and bow him if he's sleepy now."]);
}

#[test]
fn would_be_opposed_there() {
    let a = card(
        "Sand Striders",
        "follower",
        "Home Battle: Move this unit to the current battlefield if it would be opposed there.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(
            &a.effects[0],
            Part::If {
                cond: Condition::WouldBeOpposed(Who::ThisUnit),
                ..
            }
        ),
        "{a:?}"
    );
    // Trap: `there` where the sentence names no place before it.
    let a = card(
        "Sand Striders",
        "follower",
        "Battle: Move this unit home if it would be opposed there. Move your target Personality home.",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn now_has_zero_force() {
    let a = one("Battle: Give a target enemy Personality -3F. Dishonor him if he now has 0 Force.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::If {
            cond: Condition::ForceIs {
                who: Who::Target(1),
                value: 0
            },
            then: vec![Part::Dishonor {
                who: Who::Target(1)
            }],
            otherwise: Vec::new(),
        }
    );
    // Traps: `now` after a part that names another card; a Force compared, not a number.
    not_fully(&["Battle: Target an enemy Personality. Give this card -3F. Dishonor him if he now has 0 Force."]);
    not_fully(&[
        "Battle: Give a target enemy Personality -3F. Dishonor him if he now has more Force.",
    ]);
}

#[test]
fn the_favor_if_you_control_it() {
    let a = one("Open: Draw a card. Discard the Imperial Favor if you control it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::If {
            cond: Condition::YouHaveFavor,
            then: vec![Part::DiscardFavor],
            otherwise: Vec::new(),
        }
    );
    // Trap: `it` after another part is not the Favor.
    not_fully(&["Open: Target a Holding. Bow it if you control it."]);
}

#[test]
fn the_target_was_of_a_clan() {
    let a =
        one("Battle: Bow a target enemy Personality. Gain 1 Honor if the target was Crane Clan.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(
            &a.effects[1],
            Part::If { cond: Condition::Is { what, .. }, .. } if what == "crane clan"
        ),
        "{a:?}"
    );
    let a =
        one("Battle: Bow a target enemy Personality. Gain 1 Honor if he was a Crane Clan Samurai.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: a state in the past may have changed; a keyword alone is not a clan.
    not_fully(&["Battle: Bow a target enemy Personality. Gain 1 Honor if he was bowed."]);
    not_fully(&["Battle: Bow a target enemy Personality. Gain 1 Honor if he was Samurai."]);
}

#[test]
fn a_clause_that_qualifies_the_performer_or_target() {
    let a = one(
        "Battle: Choose your performing Monk, who must be unbowed unless he is Water, and target an enemy Follower: Bow it.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let p = a.performer.clone().unwrap_or_else(|| panic!("{a:?}"));
    assert_eq!(p.qualifiers, ["who must be unbowed unless he is water"]);
    assert!(a.targets[0].qualifiers.is_empty(), "{a:?}");
    let a = card(
        "Kaeru Ichiro",
        "personality",
        "Battle: Target an enemy card, which must have no attachments unless Ichiro is dishonorable: Bow it.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].qualifiers,
        ["which must have no attachments unless this card is dishonorable"]
    );
    // Traps: with nothing it could qualify before it; a clause that names another target; two
    // things joined.
    not_fully(&["Battle: Bow this card, who must be unbowed unless he is Water: Draw a card."]);
    not_fully(&[
        "Battle: Target an enemy card, which may target a Personality with Followers: Bow it.",
    ]);
    not_fully(&[
        "Battle: Target an enemy card, which must be bowed or have no attachments: Bow it.",
    ]);
}

#[test]
fn more_places_and_controllers_of_a_target() {
    for (text, q) in [
        (
            "Open: Target one or two Personalities controlled by the same player and discard this card: Dishonor them.",
            "controlled by the same player",
        ),
        (
            "Battle: Target an enemy Personality with fewer Weapons: Destroy him.",
            "with fewer weapons",
        ),
        (
            "Battle: Target a Personality at the same location: Bow him.",
            "at the same location",
        ),
        (
            "Open: Target another player's Personality not at the current battlefield: Bow him.",
            "not at the current battlefield",
        ),
        (
            "Open: Target a Personality controlled by the active player: Dishonor him.",
            "controlled by the active player",
        ),
    ] {
        let a = one(text);
        assert_eq!(a.extent(), Extent::Fully, "{text}: {a:?}");
        assert_eq!(a.targets[0].qualifiers, [q], "{text}");
    }
    let a = card(
        "Kaeru Blade",
        "item",
        "Open: Even if this card is bowed, target your Personality with the same Family Name as this Personality: Transfer this card to the target.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].qualifiers,
        ["with the same family name as the personality it is attached to"]
    );
    let a = card(
        "Kaeru Ichiro",
        "personality",
        "Battle: Bow your performing Follower in Ichiro's unit: Ranged 2 Attack.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Traps: near wordings stay unread.
    not_fully(&[
        "Open: Target two Personalities controlled by the same players: Dishonor them.",
        "Battle: Target an enemy Personality with fewer Swords: Destroy him.",
        "Battle: Target a Personality at the same battlefield: Bow him.",
        "Open: Target a Personality controlled by the other player: Dishonor him.",
    ]);
}

#[test]
fn more_targets_of_printed_words() {
    for (text, q) in [
        (
            "Battle: Target a card without attachments in a unit led by a dishonorable Personality: Destroy the targeted card.",
            vec!["without attachments", "in a unit led by a dishonorable personality"],
        ),
        (
            "Battle: Target an enemy card without attachments whose unit has lower total Force than this unit: Destroy the target.",
            vec!["without attachments", "whose unit has lower total force than this unit"],
        ),
        (
            "Open: Target a Personality whose Force is different from his base Force: Bow or straighten him.",
            vec!["whose force is different from his base force"],
        ),
        (
            "Battle: Target one to three attachments with a Gold Cost of 0: Destroy them.",
            vec!["with a gold cost of 0"],
        ),
        (
            "Battle: Choose your performing Duelist and target one or two Personalities with Chi lower than or equal to your Duelist's Chi: Bow them.",
            vec!["with chi lower than or equal to your duelist's chi"],
        ),
    ] {
        let a = one(text);
        assert_eq!(a.extent(), Extent::Fully, "{text}: {a:?}");
        assert_eq!(a.targets[0].qualifiers, q, "{text}");
    }
    // Traps: near wordings stay unread.
    not_fully(&[
        "Battle: Target a card in a unit led by a bowed Personality: Destroy it.",
        "Open: Target a Personality whose Force is different from her base Chi: Bow him.",
        "Battle: Target one to three attachments with a Gold Cost of 1: Destroy them.",
        "Battle: Target a Personality with Chi lower than your Duelist's Honor: Bow him.",
    ]);
}

#[test]
fn a_nonhuman_alone() {
    let a = one("Battle/Open: Bow this card and target your Nonhuman: Straighten it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.targets[0].kinds, ["card"]);
    assert_eq!(a.targets[0].must_be, ["nonhuman"]);
    assert_eq!(a.targets[0].side, Side::Yours);
    // Traps: another state alone names no card; nor does the word with no article or side.
    not_fully(&[
        "Battle/Open: Bow this card and target your unbowed: Straighten it.",
        "Battle/Open: Bow this card and target Nonhuman: Straighten it.",
    ]);
}

#[test]
fn more_costs_on_the_performer() {
    // `your target performing …`: the performer.
    let a =
        one("Battle: Bow your target performing Ninja Personality to destroy a target Holding.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::Bow {
            who: Who::Performer
        }]
    );
    assert_eq!(
        a.performer.as_ref().map(|p| p.kinds.clone()),
        Some(vec!["personality".to_string()])
    );
    // One of two verbs.
    let a = one("Battle: Bow or destroy your performing Ancestor Personality, and target an enemy card: Bow it.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::OneOf {
            options: vec![
                vec![Part::Bow {
                    who: Who::Performer
                }],
                vec![Part::Destroy {
                    who: Who::Performer
                }]
            ]
        }]
    );
    // Unless the performer is so.
    let a = one("Open: Bow your performing Monk unless he is Water: Draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::Unless {
            cond: Condition::Is {
                who: Who::Performer,
                what: "water".into()
            },
            then: vec![Part::Bow {
                who: Who::Performer
            }]
        }]
    );
    // Traps: a misprint (`his is`); `he` after a target that could be him; the same verb twice;
    // a condition on something else than the performer.
    not_fully(&[
        "Open: Bow your performing Monk unless his is Water: Draw a card.",
        "Open: Target an enemy Personality and bow your performing Monk unless he is Water: Bow him.",
        "Battle: Bow or bow your performing Ancestor Personality: Draw a card.",
        "Open: Bow your performing Monk unless it is your turn: Draw a card.",
    ]);
}

#[test]
fn more_costs_on_cards() {
    // `a Kiho or a Spell from your hand`.
    let a =
        one("Void Battle: Discard a Kiho or a Spell from your hand to bow a target enemy card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::DiscardFromHandOf {
            what: "kiho or spell".into()
        }]
    );
    // `destroy it` after a cost on this card, under a condition.
    let a = one("Open: Bow this card, destroy it if it is your turn, and target a Personality: Give him Cavalry.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs[1],
        Part::If {
            cond: Condition::YourTurn,
            then: vec![Part::Destroy { who: Who::This }],
            otherwise: Vec::new()
        }
    );
    // Traps: two cards of the hand and more; `it` with no cost on this card before it.
    not_fully(&[
        "Void Battle: Discard a Kiho or a Spell or a Follower from your hand to bow a target enemy card.",
        "Open: Discard a card, destroy it if it is your turn, and target a Personality: Give him Cavalry.",
    ]);
}

#[test]
fn your_personality_beside_a_target_that_cannot_be_him() {
    let a = one(
        "Battle: Choose your performing Samurai, target a Kata in your discard pile, and discard a card unless your Personality is Water: Put the target into your hand.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.costs,
        vec![Part::Unless {
            cond: Condition::Is {
                who: Who::Performer,
                what: "water".into()
            },
            then: vec![Part::DiscardFromHand { count: 1 }]
        }]
    );
    // Traps: a target of the player's own that could be his Personality; any card.
    not_fully(&[
        "Battle: Choose your performing Samurai, target your Personality, and discard a card unless your Personality is Water: Bow the target.",
        "Battle: Choose your performing Samurai, target your Follower, and discard a card unless your Personality is Water: Bow the target.",
        "Battle: Choose your performing Samurai, target a Kata in play, and discard a card unless your Personality is Water: Bow the target.",
        "Battle: Choose your performing Samurai, target a Personality, and discard a card unless your Samurai is Water: Bow the target.",
    ]);
}

#[test]
fn more_printed_qualifiers_of_a_target_in_an_effect() {
    for (text, q) in [
        (
            "Battle: Straighten a target Personality with a Political ability.",
            "with a political ability",
        ),
        (
            "Battle: Straighten a target Personality who Lobbied this turn.",
            "who lobbied this turn",
        ),
        (
            "Battle: Move home a target Personality whose unit's total Force is 6 or higher.",
            "whose unit's total force is 6 or higher",
        ),
        (
            "Battle: Straighten your target card that was bowed by another player's card effect this battle.",
            "that was bowed by another player's card effect this battle",
        ),
        (
            "Ninja Battle: Bow a target enemy card with a Poison token or without abilities.",
            "with a poison token or without abilities",
        ),
        (
            "Earth Battle: Bow a target enemy card with Shadowlands or without attachments.",
            "with shadowlands or without attachments",
        ),
        (
            "Limited, [BOW]: Straighten a target Farm Holding that has not produced Gold this turn.",
            "that has not produced gold this turn",
        ),
        (
            "Open: Target one to three attachments with a 0 Gold Cost: Destroy them.",
            "with a 0 gold cost",
        ),
        (
            "Water Limited: Give another target Crab Clan Personality Cavalry.",
            "other than this card",
        ),
    ] {
        let a = one(text);
        assert_eq!(a.extent(), Extent::Fully, "{text}: {a:?}");
        assert_eq!(a.targets[0].qualifiers, [q], "{text}");
    }
    // Traps: near wordings; `another target` after a target, which may mean another than it.
    not_fully(&[
        "Battle: Straighten a target Personality with a Battle ability.",
        "Ninja Battle: Bow a target enemy card with a Poison token or without Followers.",
        "Open: Target one to three attachments with a 1 Gold Cost: Destroy them.",
        "Battle: Move home a target Personality whose unit's total Force is high.",
        "Battle: Move home a target Personality whose unit's total Chi is 6 or higher.",
        "Battle: Bow a target Personality. Straighten another target Personality.",
    ]);
}

#[test]
fn printed_qualifiers_with_a_number_or_a_word() {
    for (text, q) in [
        (
            "Battle: Move home a target unit whose total Force is less than or equal to this card's Chi.",
            vec!["whose total force is less than or equal to this card's chi"],
        ),
        (
            "Limited: Target a Holding with a base Gold Cost of 3 or less: Destroy it.",
            vec!["with a base gold cost of 3 or less"],
        ),
        (
            "Battle: Target your Personality without the Fire keyword: Give him +2F.",
            vec!["without the fire keyword"],
        ),
        (
            "Battle/Open: Target one to three non-Ring cards in discard piles: Remove them from the game.",
            vec!["in discard piles"],
        ),
        (
            "Limited: Target one or two face-down cards in provinces: Turn them face-up.",
            vec!["in provinces"],
        ),
        (
            "Battle: If this card is at home, target another Crab Clan Personality you control: Move him home.",
            vec!["other than this card", "you control"],
        ),
        (
            "Battle, [BOW]: Bow a target Personality with Force equal to or lower than this card's.",
            vec!["with force equal to or lower than this card's"],
        ),
    ] {
        let a = one(text);
        assert_eq!(a.extent(), Extent::Fully, "{text}: {a:?}");
        assert_eq!(a.targets[0].qualifiers, q, "{text}");
    }
    // Traps: near wordings stay unread.
    not_fully(&[
        "Battle: Move home a target unit whose total Force is less than or equal to his Chi.",
        "Limited: Target a Holding with a base Gold Cost of four or less: Destroy it.",
        "Battle: Target your Personality without the Fire keywords: Give him +2F.",
        "Battle, [BOW]: Bow a target Personality with Force equal to or lower than his.",
    ]);
}

#[test]
fn would_be_opposed_there_beside_a_reminder() {
    let a = card(
        "Sand Striders",
        "follower",
        "Home Battle: Move this unit to the current battlefield if it would be opposed there. (Home actions may be taken from home.)",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    // Trap: `home` outside the reminder is a place the line names.
    let a = card(
        "Sand Striders",
        "follower",
        "Home Battle: Move this unit to the current battlefield if it would be opposed there, or move it home.",
    );
    assert_ne!(a.extent(), Extent::Fully, "{a:?}");
}

#[test]
fn a_total_force_and_a_keyword_with_a_kind() {
    for (text, q) in [
        (
            "Battle, [BOW]: Destroy one or more target enemy Followers with total Force less than or equal to this card's Force.",
            "with total force less than or equal to this card's force",
        ),
        (
            "Battle: Target your unbowed Samurai. Destroy one or more target enemy Followers with a total Force less than or equal to your Samurai's.",
            "with a total force less than or equal to your samurai's",
        ),
    ] {
        let a = one(text);
        assert_eq!(a.extent(), Extent::Fully, "{text}: {a:?}");
        assert_eq!(a.targets.last().map(|t| t.qualifiers.clone()), Some(vec![q.to_string()]), "{text}");
    }
    let a = one(
        "Battle, [BOW]: Melee 2 Attack, with +1 strength if the target is an Infantry Follower.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(
            &a.effects[0],
            Part::If { cond: Condition::Is { who: Who::AttackTarget, what }, .. } if what == "infantry follower"
        ),
        "{a:?}"
    );
    // Traps: a total compared with a number kept for a limit; a kind the reader does not know;
    // two keywords before the kind.
    not_fully(&[
        "Battle: Destroy one or more target enemy Followers with total Force less than or equal to his Force.",
        "Battle, [BOW]: Melee 2 Attack, with +1 strength if the target is an Infantry Army.",
        "Battle, [BOW]: Melee 2 Attack, with +1 strength if the target is a Crab Infantry Follower.",
    ]);
}

#[test]
fn won_a_duel_less_force_and_honor_lower_than_printed() {
    let a = one("Iaijutsu Battle: Target your unbowed Personality and bow him unless he has won a duel this turn. Bow a target enemy Personality with equal or lower Chi than your Personality.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[0],
        Part::Unless {
            cond: Condition::WonDuelThisTurn(Who::Target(1)),
            then: vec![Part::Bow {
                who: Who::Target(1)
            }]
        }
    );
    assert_eq!(
        a.targets[1].qualifiers,
        ["with equal or lower chi than your personality"]
    );
    for (text, q) in [
        (
            "Battle: Target your unbowed Personality. Bow a target enemy card with less Force and without attachments.",
            vec!["with less force", "without attachments"],
        ),
        (
            "Political Open, [BOW]: Target a Personality whose current Personal Honor is lower than printed. His controller loses 1 Honor.",
            vec!["whose current personal honor is lower than printed"],
        ),
    ] {
        let a = one(text);
        assert_eq!(a.extent(), Extent::Fully, "{text}: {a:?}");
        assert_eq!(a.targets.last().map(|t| t.qualifiers.clone()), Some(q.iter().map(|x| x.to_string()).collect()), "{text}");
    }
    // A duel won at another time is no `won a duel this turn`: kept as printed.
    let a = one(
        "Battle: Target your unbowed Personality and bow him unless he has won a duel this game.",
    );
    assert!(
        matches!(
            &a.effects[..],
            [Part::Unless { cond: Condition::Happened { what, .. }, .. }]
                if what == "has won a duel this game"
        ),
        "{a:?}"
    );
    // Traps: a duel won at no time said; a comparison with a card of no word the reader knows.
    not_fully(&[
        "Battle: Target your unbowed Personality and bow him unless he has won a duel.",
        "Battle: Bow a target enemy Personality with equal or lower Chi than the target.",
        "Battle: Bow a target enemy Personality with equal or lower Chi than your own.",
    ]);
}

#[test]
fn a_trigger_with_a_list() {
    let a = one("Reaction: After the resolution of your action that bowed, destroyed, or moved a Personality opposing this card: Gain 2 Honor.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.timings,
        vec![Timing::Reaction {
            trigger: "After the resolution of your action that bowed, destroyed, or moved a Personality opposing this card".into()
        }]
    );
    assert!(a.costs.is_empty(), "{a:?}");
    // A cost after the list is still a cost.
    let a = one("Reaction: After your Battle, Limited, or Open action resolves, bow this card: Draw a card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.costs, vec![Part::Bow { who: Who::This }]);
    // Traps: one comma before `or`; a long piece between the commas.
    not_fully(&[
        "Reaction: After a Personality moves, or bow this card: Draw a card.",
        "Reaction: After your action bows a card, destroys a Personality at home, or moves him: Draw a card.",
    ]);
}

#[test]
fn any_gold_as_the_oracle_writes_it() {
    let a = one("Battle, [BOW], :g*:: Draw a card.");
    assert_eq!(a.printed, "Battle, [BOW], [PAY *]: Draw a card.");
    assert_eq!(a.unread, ["[PAY *]"], "{a:?}");
    // Trap: a word with a star is no symbol.
    let a = one("Battle, :gx*:: Draw a card.");
    assert!(!a.printed.contains("[PAY"), "{a:?}");
}

#[test]
fn the_card_the_keyword_and_him_beside_a_holding() {
    let a = one("Battle: Target a Terrain and destroy this card: Destroy the Terrain.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::Destroy {
            who: Who::Target(1)
        }]
    );
    let a = one("Battle: Target a card in a unit: Bow or straighten the card.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let a = one("Battle: Target a Holding and target an enemy Personality: Move him home.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::MoveHome {
            who: Who::Target(2)
        }]
    );
    // `, and no attachments`: a qualifier after a comma.
    let a = one("Battle: Destroy a target enemy card with Force less than or equal to this card's, and no attachments.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.targets[0].qualifiers,
        [
            "with force less than or equal to this card's",
            "without attachments"
        ]
    );
    // Traps: a keyword that is a state; two targets that could both be him; any card beside a
    // personality; a performer that could be him.
    not_fully(&[
        "Battle: Target an unbowed card: Destroy the bowed.",
        "Battle: Target a Follower and target an enemy Personality: Move him home.",
        "Battle: Target a card and target an enemy Personality: Move him home.",
        "Battle: Choose your performing Samurai and target a Holding and an enemy Personality: Move him home.",
    ]);
}
