//! Still more effect sentences: made-up cards in the printed wording, with the traps that
//! must stay unread.

use super::*;

fn one(text: &str) -> Ability {
    let v = read(text);
    assert_eq!(v.len(), 1, "{text}");
    v.into_iter().next().unwrap()
}

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
    // Traps: not an interrupt, an interrupt with its own trigger, an amount without a sign,
    // a Fear effect, a count after it, a target to choose.
    for t in [
        "Battle: Give a Ranged Attack +3 strength.",
        "Interrupt: Before a Ranged Attack resolves: Give a Ranged Attack +3 strength.",
        "Interrupt: Give a Ranged Attack 3 strength.",
        "Interrupt: Give a Fear effect +2 strength.",
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
