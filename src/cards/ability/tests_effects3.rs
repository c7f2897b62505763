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
