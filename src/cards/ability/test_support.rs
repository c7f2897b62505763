//! What the reader's tests share: the one ability of a line, plain or on a named card.

use super::{read, read_card, Ability};

/// The one ability `text` holds.
pub(super) fn one(text: &str) -> Ability {
    let mut v = read(text);
    assert_eq!(v.len(), 1, "{text}: {v:?}");
    v.remove(0)
}

/// The one ability `text` holds on a card of `name` and `kind` (the card's own name read as
/// `this card`).
pub(super) fn card(name: &str, kind: &str, text: &str) -> Ability {
    let mut v = read_card(name, kind, text);
    assert_eq!(v.len(), 1, "{text}: {v:?}");
    v.remove(0)
}

/// Each of `texts` (near wordings of one the reader reads) stays short of a full reading.
pub(super) fn not_fully(texts: &[&str]) {
    for t in texts {
        let a = one(t);
        assert_ne!(a.extent(), super::Extent::Fully, "{t}: {a:?}");
    }
}
