//! The board's cards: copies, indexes, the cards in play and the terrains among them.

use super::*;
use crate::engine::core::card::CardDef;
use crate::lang::ast::{CardKind, DeadKind};

fn card(handle: &str, zone: Zone) -> Card {
    Card::new(handle, CardDef::new(handle, CardKind::Personality), 0, zone)
}

fn dead(handle: &str) -> Card {
    card(handle, Zone::Dead(DeadKind::Honorable))
}

/// Cards brought in after the board was copied go into an index of their own, merged into the
/// shared one every [`RECENT`] cards: each copy finds its own cards by handle and not the
/// other's, and two cards of one handle are still found as the first of them.
#[test]
fn cards_added_after_a_copy_are_found_by_handle_in_their_copy_only() {
    let mut a = Cards::from((0..100).map(|i| dead(&format!("d{i}"))).collect::<Vec<_>>());
    let before = a.clone();
    for i in 0..(3 * RECENT + 5) {
        a.push(card(&format!("New{i}"), Zone::InPlay));
    }
    for i in 0..100 {
        assert_eq!(a.position(&format!("D{i}")), Some(i));
        assert_eq!(before.position(&format!("d{i}")), Some(i));
    }
    for i in 0..(3 * RECENT + 5) {
        assert_eq!(a.position(&format!("new{i}")), Some(100 + i), "new{i}");
        assert_eq!(before.position(&format!("new{i}")), None);
    }
    let first_new = a.position("new0");
    a.push(card("NEW0", Zone::InPlay));
    assert_eq!(
        a.position("new0"),
        first_new,
        "the first card of the handle"
    );
    a.settle();
    assert_eq!(
        a.position("new0"),
        first_new,
        "and after the index is made again"
    );
    assert_eq!(a.position("nowhere"), None);
}

/// A pass over the cards in play skips blocks holding none, and a block is asked again once
/// one of its cards changes or a card joins it; a copy sharing the block before the change
/// keeps its own answer.
#[test]
fn the_cards_in_play_are_found_again_after_a_dead_card_comes_back() {
    let mut a = Cards::from((0..70).map(|i| dead(&format!("d{i}"))).collect::<Vec<_>>());
    assert_eq!(a.in_play().count(), 0);
    let before = a.clone();
    if let Some(c) = a.get_mut(40) {
        c.zone = Zone::InPlay;
    }
    let found: Vec<&str> = a.in_play().map(|c| c.handle.as_str()).collect();
    assert_eq!(found, ["d40"]);
    assert_eq!(before.in_play().count(), 0);
    a.push(card("late", Zone::InPlay));
    let found: Vec<&str> = a.in_play().map(|c| c.handle.as_str()).collect();
    assert_eq!(found, ["d40", "late"]);
    for c in a.iter_mut() {
        c.zone = Zone::InPlay;
    }
    assert_eq!(a.in_play().count(), 71);
    assert_eq!(before.in_play().count(), 0);
}

/// The terrains in play are found again after a block changes: a terrain entering, leaving
/// play and a card's definition changed, each in the copy that changed only.
#[test]
fn the_terrains_in_play_are_found_again_after_a_card_changes() {
    let terrain = |handle: &str, zone: Zone| {
        let mut def = CardDef::new(handle, CardKind::Action);
        def.traits.push(TERRAIN.to_string());
        Card::new(handle, def, 0, zone)
    };
    let names =
        |c: &Cards| -> Vec<String> { c.terrains_in_play().map(|c| c.handle.clone()).collect() };
    let mut a = Cards::from(
        (0..100)
            .map(|i| card(&format!("p{i}"), Zone::InPlay))
            .collect::<Vec<_>>(),
    );
    assert!(names(&a).is_empty());
    a.push(terrain("swamp", Zone::InPlay));
    assert_eq!(names(&a), ["swamp"]);
    let before = a.clone();
    if let Some(c) = a.get_mut(100) {
        c.zone = Zone::Discard;
    }
    assert!(names(&a).is_empty());
    assert_eq!(names(&before), ["swamp"]);
    // A personality whose definition gains the trait is a terrain in play too.
    if let Some(c) = a.get_mut(40) {
        std::sync::Arc::make_mut(&mut c.def)
            .traits
            .push(TERRAIN.to_string());
    }
    assert_eq!(names(&a), ["p40"]);
    assert_eq!(names(&before), ["swamp"]);
    for c in a.iter_mut() {
        c.zone = Zone::Hand;
    }
    assert!(names(&a).is_empty());
}
