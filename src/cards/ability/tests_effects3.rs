//! Still more effect sentences: made-up cards in the printed wording, with the traps that
//! must stay unread.

use super::test_support::one;
use super::*;

#[test]
fn an_interrupted_attack_made_stronger() {
    let a = one("Interrupt: Give a Ranged Attack +3 strength.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::InterruptedAttackStrength {
            kinds: vec!["ranged".into()],
            amount: 3
        }]
    );
    let a = one("Water Interrupt, [BOW]: Give a Melee or Ranged Attack -1 strength.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::InterruptedAttackStrength {
            kinds: vec!["melee".into(), "ranged".into()],
            amount: -1
        }]
    );
    let text = render::part_in(&a.effects[0], Lang::En);
    assert!(
        text.contains("Melee or Ranged Attack of the action this interrupts gets -1 strength"),
        "{text}"
    );
    let a = one("Interrupt, [BOW]: Give a Fear effect -2 strength.");
    assert_eq!(
        a.effects,
        vec![Part::InterruptedAttackStrength {
            kinds: vec!["fear".into()],
            amount: -2
        }]
    );
    let a = one("Interrupt: Give one of the action's Fear effects +2 strength.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    let text = render::part_in(&a.effects[0], Lang::En);
    assert!(
        text.contains("a Fear effect of the action this interrupts gets +2 strength"),
        "{text}"
    );
    // Traps: not an interrupt, an interrupt with its own trigger, an amount without a sign,
    // several kinds with a Fear effect, a count after it, a target to choose.
    for t in [
        "Battle: Give a Ranged Attack +3 strength.",
        "Interrupt: Before a Ranged Attack resolves: Give a Ranged Attack +3 strength.",
        "Interrupt: Give a Ranged Attack 3 strength.",
        "Interrupt: Give a Fear effect, Melee Attack, or Ranged Attack +2 strength.",
        "Battle: Give a Fear effect +2 strength.",
        "Interrupt: Give a Ranged Attack +3 strength for each Shugenja you control.",
        "Interrupt: Target a Personality you control. Give a Ranged Attack +3 strength.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn an_attachment_naming_itself_transferred() {
    let a = one("Battle/Open: Transfer this Follower to your target Personality.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects, vec![Part::Transfer { to: Who::Target(1) }]);
    assert_eq!(a.targets.len(), 1, "{a:?}");
    let a = one("Water Open: Transfer this Spell to your target Water Shugenja.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(a.effects, vec![Part::Transfer { to: Who::Target(1) }]);
    // Traps: `this Personality` (the one it is attached to), a card chosen but not targeted,
    // a card moved from one personality to another.
    for t in [
        "Battle: Transfer this Personality to your target Personality.",
        "Open: Transfer this Spell to another Shugenja.",
        "Open: Transfer your target Follower from one of your Personalities to another.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn the_action_negated_on_a_card_named_after_of() {
    let a = one(
        "Reaction: After another player's action targets one of your Personalities, bow this \
         card: Negate the bowing of the Personality from the action's effects.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::NegateActionOn {
            who: Who::TriggerTarget,
            what: "bowing".into()
        }]
    );
    let a = one(
        "Reaction: Before an action resolves, target a Personality: Negate the movement of the \
         target from the action's effects.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::NegateActionOn {
            who: Who::Target(1),
            what: "movement".into()
        }]
    );
    // Traps: not in answer to an action, a pronoun after `of`, cards of a kind in the plural,
    // something the list does not name.
    for t in [
        "Battle: Target a Personality: Negate the movement of the target from the action's effects.",
        "Reaction: After another player's action targets your Courtier: Negate the bowing of him \
         from the action's effects.",
        "Reaction: Before the resolution of another player's action: Negate the destruction of \
         your Followers from its effects.",
        "Reaction: Before an action resolves, target a Personality: Negate the honor loss of the \
         target from the action's effects.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}

#[test]
fn a_personality_created_there() {
    let a = one(
        "Reaction: After you engage at the current battlefield: Create a 2F/1C/1PH Samurai • \
         Guard Personality on your side there.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects,
        vec![Part::CreatePersonality {
            force: 2,
            chi: 1,
            honor: 1,
            keywords: vec!["Samurai".into(), "Guard".into()],
            here: true,
            abilities: Vec::new(),
        }]
    );
    let a = one(
        "Reaction: After an enemy Personality moves to the current battlefield: Create a \
         1F/1C/1PH Ashigaru Personality there.",
    );
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert!(
        matches!(
            a.effects.as_slice(),
            [Part::CreatePersonality { here: true, .. }]
        ),
        "{a:?}"
    );
    // Traps: `there` where the text names another place too (this battlefield, home, a
    // province), or no place at all.
    for t in [
        "Engage: If you have any units at this battlefield, create a 1F/1C/1PH Ashigaru \
         Personality there.",
        "Battle: If you have a unit at home or at the current battlefield, create a 1F/1C/1PH \
         Ashigaru Personality there.",
        "Battle: Create a 1F/1C/1PH Ashigaru Personality there.",
        "Reaction: After engaging at the current battlefield: Create a 1F/1C/1PH Ashigaru \
         Personality on their side there.",
    ] {
        let a = one(t);
        assert_ne!(a.extent(), Extent::Fully, "{t}: {a:?}");
    }
}
