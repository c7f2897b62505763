//! More conditions of effects, one test per template, on made-up cards in the printed wording,
//! each with a trap that must stay unread.

use super::*;

fn one(text: &str) -> Ability {
    let mut v = read(text);
    assert_eq!(v.len(), 1, "{text}: {v:?}");
    v.remove(0)
}

#[test]
fn force_now_zero_in_words() {
    let a = one("Battle: Give a target enemy Personality -2F. If his Force is now zero, bow him.");
    assert_eq!(a.extent(), Extent::Fully, "{a:?}");
    assert_eq!(
        a.effects[1],
        Part::If {
            cond: Condition::ForceIs {
                who: Who::Target(1),
                value: 0
            },
            then: vec![Part::Bow {
                who: Who::Target(1)
            }],
            otherwise: Vec::new(),
        }
    );
    // Traps: other words for a number stay unread.
    for text in [
        "Battle: Give a target enemy Personality -2F. If his Force is now none, bow him.",
        "Battle: Give a target enemy Personality -2F. If his Force is now nothing, bow him.",
    ] {
        let a = one(text);
        assert_ne!(a.extent(), Extent::Fully, "{text}: {a:?}");
    }
}
