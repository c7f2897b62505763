//! What makes replay cheap must not change what a replay gives: the lean game (no events kept,
//! undo from checkpoints) against the plain fold, the incremental state hash against one taken
//! from scratch, and databases written with the first state hash still verifying.

use chrono::{TimeZone, Utc};
use gunbai::coverage::SCENARIOS;
use gunbai::engine::state::{Cards, State};
use gunbai::engine::{apply_quiet, Event, Game, Library, EVENT_VERSION};
use gunbai::fold::{self, Boards};
use gunbai::session::{self, Session};
use gunbai::store::{NewEvent, Store, StoredEvent};

fn epoch() -> chrono::DateTime<Utc> {
    Utc.timestamp_opt(1_700_000_000, 0)
        .single()
        .expect("a valid time")
}

/// The events a script makes, run in memory.
fn events_of(src: &str) -> Vec<Event> {
    let mut s = Session::in_memory(Library::embedded());
    session::run_script(&mut s, src, epoch(), |_, _| {});
    s.game().events().to_vec()
}

/// The fold as it was first written: every retraction folds every event again from the start.
fn plain_fold(events: &[Event]) -> Vec<State> {
    let mut out = Vec::new();
    let mut state = State::default();
    for (i, e) in events.iter().enumerate() {
        if let Event::Retract { .. } = e {
            let gone: Vec<u64> = events[..=i]
                .iter()
                .filter_map(|e| match e {
                    Event::Retract { seq } => Some(*seq),
                    _ => None,
                })
                .collect();
            state = State::default();
            for (j, e) in events[..=i].iter().enumerate() {
                if !matches!(e, Event::Retract { .. }) && !gone.contains(&(j as u64 + 1)) {
                    apply_quiet(&mut state, e);
                }
            }
        } else {
            apply_quiet(&mut state, e);
        }
        out.push(state.clone());
    }
    out
}

/// A lean game fed `events` one by one, given the log whenever it asks; the board after each.
fn lean_fold(events: &[Event]) -> Vec<State> {
    let mut g = Game::lean();
    let mut out = Vec::new();
    for (i, e) in events.iter().enumerate() {
        g.push_quiet(e.clone());
        if g.is_stale() {
            let r: Result<(), ()> = g.refold_with(|f| {
                for e in &events[..=i] {
                    f(e.clone());
                }
                Ok(())
            });
            assert!(r.is_ok());
        }
        assert!(!g.is_stale());
        out.push(g.state().clone());
    }
    out
}

fn assert_same_folds(name: &str, events: &[Event]) {
    let plain = plain_fold(events);
    let lean = lean_fold(events);
    let kept = {
        let mut g = Game::new();
        events
            .iter()
            .map(|e| {
                g.push_quiet(e.clone());
                g.state().clone()
            })
            .collect::<Vec<_>>()
    };
    for (i, ((p, l), k)) in plain.iter().zip(&lean).zip(&kept).enumerate() {
        assert_eq!(p, l, "{name}: the lean game differs after event {}", i + 1);
        assert_eq!(p, k, "{name}: the game differs after event {}", i + 1);
    }
}

/// A board and a long run of bows and straightens, then `undos` undos in a row.
fn undo_script(cards: usize, lines: usize, undos: usize) -> String {
    let mut s =
        String::from("players Allen Bob\nhonor Allen 10; honor Bob 10\nturn Allen action\n");
    for i in 0..cards {
        s.push_str(&format!(
            "enter Allen personality \"P{i}\" force 1 chi 2 ph 1 traits samurai as p{i}\n"
        ));
    }
    for i in 0..lines {
        let h = i % cards;
        s.push_str(&format!("bow p{h}\nstraighten p{h}\ngain Bob 1\n"));
    }
    for _ in 0..undos {
        s.push_str("undo\n");
    }
    s.push_str("bow p0\nundo\nundo\nlose Bob 2\n");
    s
}

#[test]
fn the_lean_game_folds_every_scenario_as_the_plain_fold() {
    for (name, src) in SCENARIOS {
        assert_same_folds(name, &events_of(src));
    }
}

#[test]
fn undos_past_the_checkpoints_fold_as_the_plain_fold() {
    // Short undo runs stay within the checkpoints; long ones reach past both.
    for (cards, lines, undos) in [(3, 30, 5), (3, 60, 70), (3, 100, 290), (40, 50, 120)] {
        let events = events_of(&undo_script(cards, lines, undos));
        let retracts = events
            .iter()
            .filter(|e| matches!(e, Event::Retract { .. }))
            .count();
        assert!(retracts >= undos, "the undos were accepted");
        assert_same_folds(&format!("{cards} cards, {undos} undos"), &events);
    }
}

#[test]
fn damaged_retractions_fold_as_the_plain_fold() {
    // Retractions a judge cannot type: of nothing, of a retraction, of events still to come.
    let mut events = events_of(&undo_script(3, 40, 3));
    let n = events.len() as u64;
    let bow = events[events.len() - 4].clone();
    events.push(Event::Retract { seq: 0 });
    events.push(Event::Retract { seq: n + 1 });
    events.push(Event::Retract { seq: n + 6 });
    events.push(bow.clone());
    events.push(bow.clone());
    events.push(Event::Retract { seq: n - 1 });
    events.push(bow.clone());
    events.push(Event::Retract { seq: 5 });
    events.push(Event::Retract { seq: n + 2 });
    assert_same_folds("damaged", &events);
}

#[test]
fn the_incremental_state_hash_is_the_hash_taken_from_scratch() {
    let mut all: Vec<(String, Vec<Event>)> = SCENARIOS
        .iter()
        .map(|(n, s)| (n.to_string(), events_of(s)))
        .collect();
    all.push(("undos".into(), events_of(&undo_script(40, 50, 120))));
    for (name, events) in all {
        let mut g = Game::lean();
        for (i, e) in events.iter().enumerate() {
            g.push_quiet(e.clone());
            if g.is_stale() {
                let r: Result<(), ()> = g.refold_with(|f| {
                    for e in &events[..=i] {
                        f(e.clone());
                    }
                    Ok(())
                });
                assert!(r.is_ok());
            }
            let incremental = g.state_hash();
            let mut fresh = g.state().clone();
            fresh.cards = Cards::from(g.state().cards.iter().cloned().collect::<Vec<_>>());
            assert_eq!(
                incremental,
                fresh.hash(),
                "{name}: the hash after event {} differs from one taken from scratch",
                i + 1
            );
            assert!(incremental.starts_with("v2-"));
        }
    }
}

#[test]
fn the_state_hash_sees_every_change() {
    let events = events_of(&undo_script(5, 10, 0));
    let mut g = Game::lean();
    let mut seen = std::collections::HashSet::new();
    for e in events {
        g.push_quiet(e);
        seen.insert(g.state_hash());
    }
    // Bowing and straightening come back to the same board; honor gained does not.
    assert!(seen.len() > 20, "only {} distinct hashes", seen.len());
    let b = g.state().clone();
    let mut a = b.clone();
    let mut swapped: Vec<_> = b.cards.iter().cloned().collect();
    swapped.swap(0, 1);
    a.cards = Cards::from(swapped);
    assert_ne!(a.hash(), b.hash(), "the order of the cards is hashed");
}

fn row(e: &Event, state_hash: String) -> NewEvent {
    NewEvent {
        kind: e.kind().to_string(),
        version: EVENT_VERSION,
        payload: e.to_json(),
        source: "test".into(),
        author: "judge".into(),
        recorded_at: epoch(),
        state_hash,
    }
}

/// A case written as gunbai wrote it before the state hash had versions: the whole state's JSON
/// hashed after every event.
fn old_case(store: &mut Store, name: &str, events: &[Event]) -> gunbai::store::CaseInfo {
    let info = store.create_case(name, epoch()).expect("a case");
    let mut g = Game::new();
    let rows: Vec<NewEvent> = events
        .iter()
        .map(|e| {
            g.push_quiet(e.clone());
            row(e, g.state().hash_v1())
        })
        .collect();
    store.append(info.id, 0, &rows).expect("append");
    store.case(name).expect("the case")
}

#[test]
fn a_database_written_with_the_first_state_hash_still_verifies() {
    let dir = tempfile::TempDir::new().expect("a temp dir");
    let path = dir.path().join("old.sqlite");
    let events = events_of(&undo_script(3, 20, 4));
    let mut store = Store::open(&path).expect("open");
    let info = old_case(&mut store, "old", &events);
    assert!(store.events(info.id).expect("rows")[0].state_hash.len() == 64);
    assert_eq!(fold::verify_states(&store, &info).expect("verify"), None);
    let rows = store.events(info.id).expect("rows");
    assert_eq!(first_diverging(&rows), None);
    drop(store);

    // The case goes on with today's gunbai: new rows carry version 2, old rows keep theirs.
    let store = Store::open(&path).expect("reopen");
    let mut s = Session::with_store(store, Library::embedded(), "judge");
    s.open_case("old").expect("open the case");
    // `undo` takes back this judge's own last line: the bow.
    let report = session::run_script(&mut s, "bow p1\nundo\ngain Allen 2\n", epoch(), |_, _| {});
    assert!(report.error.is_none(), "{:?}", report.error);
    let store = s.store().expect("a store");
    let info = store.case("old").expect("the case");
    let rows = store.events(info.id).expect("rows");
    assert_eq!(rows.len(), events.len() + 3);
    assert!(rows[..events.len()]
        .iter()
        .all(|r| !r.state_hash.starts_with("v2-")));
    assert!(rows[events.len()..]
        .iter()
        .all(|r| r.state_hash.starts_with("v2-")));
    assert_eq!(fold::verify_states(store, &info).expect("verify"), None);
    assert!(store
        .verify_chain(info.id)
        .expect("chain")
        .first_broken
        .is_none());
    assert_eq!(first_diverging(&rows), None);
}

#[test]
fn a_wrong_first_version_state_hash_is_still_found() {
    let events = events_of(&undo_script(3, 5, 1));
    let mut store = Store::open_in_memory().expect("a store");
    let info = store.create_case("bad", epoch()).expect("a case");
    let mut g = Game::new();
    let rows: Vec<NewEvent> = events
        .iter()
        .enumerate()
        .map(|(i, e)| {
            g.push_quiet(e.clone());
            let h = if i == 7 {
                // The state before this event: what a wrong engine might have written.
                "0".repeat(64)
            } else {
                g.state().hash_v1()
            };
            row(e, h)
        })
        .collect();
    store.append(info.id, 0, &rows).expect("append");
    let info = store.case("bad").expect("the case");
    assert_eq!(fold::verify_states(&store, &info).expect("verify"), Some(8));
    let rows = store.events(info.id).expect("rows");
    assert_eq!(first_diverging(&rows), Some(8));
}

#[test]
fn show_at_and_a_full_replay_read_the_same_board() {
    let events = events_of(&undo_script(3, 40, 50));
    let mut store = Store::open_in_memory().expect("a store");
    let info = old_case(&mut store, "c", &events);
    let plain = plain_fold(&events);
    for at in [0usize, 1, 5, 60, events.len() - 3, events.len()] {
        let want = if at == 0 {
            State::default()
        } else {
            plain[at - 1].clone()
        };
        // As `show --at` reads it, and as the fold that trusts no saved board does.
        for boards in [Boards::Save, Boards::Ignore] {
            let g = fold::game_at(&mut store, &info, at as u64, boards).expect("replay");
            assert_eq!(g.state(), &want, "after event {at} ({boards:?})");
        }
    }
}

/// The first stored row whose state hash differs from the one a game that keeps every event
/// reaches, each in the form it was stored in: a check apart from `verify`'s lean fold.
fn first_diverging(rows: &[StoredEvent]) -> Option<u64> {
    let mut g = Game::new();
    rows.iter().find_map(|r| {
        g.push_quiet(Event::from_json(r.version, &r.payload).expect("a stored event"));
        (g.state_hash_like(&r.state_hash) != r.state_hash).then_some(r.seq)
    })
}

/// A pile of the dead longer than a board draws: the text board and the page's board show its
/// newest cards after how many older ones were left out, and the JSON board keeps every card.
#[test]
fn a_long_pile_is_drawn_by_its_newest_cards_and_the_json_board_keeps_them_all() {
    use gunbai::i18n::Lang;
    use gunbai::render::{board, board_view, board_view_drawn, PILE_SHOWN};
    let dead = PILE_SHOWN + 7;
    let mut src = String::from("players Allen Bob\n");
    for n in 0..dead {
        src.push_str(&format!(
            "enter Allen personality \"Fallen {n}\" force 1 chi 1 ph 1 as f{n}\ndestroy f{n}\n"
        ));
    }
    // One dead of Bob's, far below the cut, drawn whole.
    src.push_str("enter Bob personality \"Lone\" force 1 chi 1 ph 1 as lone\ndestroy lone\n");
    let mut s = Session::in_memory(Library::embedded());
    session::run_script(&mut s, &src, epoch(), |_, _| {});
    let state = s.game().state();
    let is_dead = |c: &&gunbai::render::CardView| c.zone == "honorable dead";
    let full = board_view(state, Lang::En);
    assert_eq!(full.cards.iter().filter(is_dead).count(), dead + 1);
    assert!(full.cut.is_empty());
    let drawn = board_view_drawn(state, Lang::En);
    let shown: Vec<&str> = drawn
        .cards
        .iter()
        .filter(is_dead)
        .map(|c| c.handle.as_str())
        .collect();
    assert_eq!(shown.len(), PILE_SHOWN + 1, "{shown:?}");
    assert!(!shown.contains(&"f6") && shown.contains(&"f7") && shown.contains(&"lone"));
    assert_eq!(drawn.cut.len(), 1);
    assert_eq!(
        (drawn.cut[0].player.as_str(), drawn.cut[0].left_out),
        ("Allen", 7)
    );
    let text = board(state, Lang::En);
    assert!(text.contains("… 7 older (not shown)"), "{text}");
    assert!(!text.contains("(f6)") && text.contains("(f7)") && text.contains("(lone)"));
    let ja = board(state, Lang::Ja);
    assert!(ja.contains("古い 7 枚"), "{ja}");
}
