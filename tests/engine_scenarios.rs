//! Engine checks over every event the scenarios in `fixtures/scenarios` make: the quick paths the
//! engine takes (reading a stored event, sweeping chi, finding attachments) give what the general
//! ones give. The scenarios are run through a session, which the engine itself never uses.

use gunbai::coverage::SCENARIOS;
use gunbai::engine::state::Zone;
use gunbai::engine::{apply_quiet, Event, Library, State, EVENT_VERSION};
use gunbai::session::{self, Session};

/// Reading a stored event gives exactly what serde's general read gives, for every event the
/// scenarios make, and refuses what the general read refuses; an event written another way than
/// gunbai writes it reads to the same event.
#[test]
fn reading_an_event_is_the_general_read() {
    let mut read = 0;
    for (_, src) in SCENARIOS {
        let mut s = Session::in_memory(Library::embedded());
        session::run_script(&mut s, src, chrono::DateTime::UNIX_EPOCH, |_, _| {});
        for e in s.game().events() {
            let json = e.to_json();
            let general: Event = serde_json::from_str(&json).expect("events read back");
            let direct = Event::from_json(EVENT_VERSION, &json).expect("reads");
            assert_eq!(direct, general, "{json}");
            assert_eq!(&direct, e);
            read += 1;
        }
    }
    assert!(read > 100, "the scenarios make events: {read}");
    for bad in [
        r#"{"event":"adjust","verb":"bow","handle":"x","extra":1}"#,
        r#"{"event":"adjust-honor","player":"a","delta":1,"event":"pass"}"#,
        r#"{"event":"adjust-honor","player":"a"}"#,
        r#"{"event":"retract","seq":-1}"#,
        r#"{"event":"pass","who":"nobody-at-all"}"#,
        r#"{"event":"declare","player":"a"}"#,
        r#"{"event":"adjust-honor","player":"a","delta":01}"#,
        r#"{"event":"adjust-honor","player":"a","delta":2147483648}"#,
        r#"{"event":"adjust-honor","player":"a","delta":-}"#,
        r#"{"event":"adjust-honor","player":"a","delta":-0}"#,
        r#"{"event":"adjust","verb":"bow","handle":"a	b"}"#,
        r#"{"event":"set-turn","player":"a","phase":"lunch"}"#,
        r#"{"event":"pass","who":{"player":"a"},"who":"all"}"#,
        r#"{"event":"declare","player":"a","card":{"name":1,"kind":"action"},"kind":"open"}"#,
        r#"{"event":"declare","player":"a","card":{"name":"x","kind":"action"},"kind":"open","targets":["p1",]}"#,
        r#"{"event":"declare","player":"a","card":{"name":"x","kind":"action"},"kind":"sometimes"}"#,
        r#"{"event":"declare","player":"a","card":{"name":"x","kind":"action","kind":"action"},"kind":"open"}"#,
        r#"{"event":"declare","player":"a","card":{"name":"x","kind":"action"}}"#,
    ] {
        assert!(Event::from_json(EVENT_VERSION, bad).is_err(), "{bad}");
    }
    // Written another way than this gunbai writes: read the general way, to the same event.
    for other in [
        r#"{"event":"adjust","verb":"bow","handle":"p\u0030"}"#,
        r#"{"event":"adjust", "verb":"bow","handle":"p0"}"#,
        r#"{"event":"adjust","verb":"bow","handle":"x"} "#,
        r#"{"event":"adjust","handle":"p0","verb":"bow"}"#,
        r#"{"event":"retract","seq":18446744073709551615}"#,
        r#"{"event":"pass","who":{"player":"B\"ob"}}"#,
        r#"{"event":"declare","player":"a","card":{"name":"x}{\"","kind":"action"},"kind":"open"}"#,
        r#"{"event":"declare","player":"a","card":{"name":"x","kind":"action"},"kind":"open","targets":[]}"#,
        r#"{"event":"declare","player":"a","card":{"name":"x","kind":"action"},"kind":"open","by":null}"#,
        r#"{"event":"declare","player":"a","card":{"name":"x","kind":"action"},"kind":"open","targets":["p1","p2"],"from_hand":"h"}"#,
        r#"{"event":"declare","player":"a","card":{"kind":"action","name":"x"},"kind":"open"}"#,
    ] {
        let general: Event = serde_json::from_str(other).expect(other);
        assert_eq!(
            Event::from_json(EVENT_VERSION, other).expect(other),
            general,
            "{other}"
        );
    }
}

/// The chi sweep that looks only at the cards changed since the last one leaves every board
/// as the sweep over every card does, event by event, for every event the scenarios make.
#[test]
fn the_sweep_of_changed_cards_is_the_sweep_of_every_card() {
    let mut events = 0;
    // An item that held a chi up leaves play: the sweep must look at its host.
    const HELD_UP: &str = "players Allen Bob
honor Allen 10; honor Bob 10
turn Allen action
enter Allen personality \"Doji Yasuo\" force 1 chi 1 ph 1 as yasuo
enter Allen item \"Lacquered Armor\" chi 2 traits armor on yasuo as armor
Allen plays \"Weakness\" limited effect token yasuo -2C
pass all
expect chi yasuo 1
discard armor
expect dead yasuo
";
    for (name, src) in SCENARIOS.iter().copied().chain([("held up", HELD_UP)]) {
        let mut s = Session::in_memory(Library::embedded());
        let report = session::run_script(&mut s, src, chrono::DateTime::UNIX_EPOCH, |_, _| {});
        assert!(report.ok(), "{name}: {:?}", report.error);
        let (mut changed, mut every) = (State::default(), State::default());
        for e in s.game().events() {
            if matches!(e, Event::Retract { .. }) {
                continue;
            }
            // Every card handed out to change: the next sweep looks at every card.
            let _ = every.cards.iter_mut();
            apply_quiet(&mut changed, e);
            apply_quiet(&mut every, e);
            assert_eq!(changed, every, "{name}: {}", e.to_json());
            events += 1;
        }
    }
    assert!(events > 1000, "the scenarios make events: {events}");
}

/// Looking up a card's attachments without scanning the board, where the last sweep says it
/// has none, finds what a scan of every card finds, after every event the scenarios make.
#[test]
fn attachments_found_without_a_scan_are_those_a_scan_finds() {
    let mut looked = 0;
    for (name, src) in SCENARIOS.iter().copied() {
        let mut s = Session::in_memory(Library::embedded());
        let report = session::run_script(&mut s, src, chrono::DateTime::UNIX_EPOCH, |_, _| {});
        assert!(report.ok(), "{name}: {:?}", report.error);
        let mut state = State::default();
        for e in s.game().events() {
            if matches!(e, Event::Retract { .. }) {
                continue;
            }
            apply_quiet(&mut state, e);
            for c in state.cards.iter() {
                let quick: Vec<&str> = state
                    .attachments(&c.handle)
                    .map(|a| a.handle.as_str())
                    .collect();
                let scanned: Vec<&str> = state
                    .cards
                    .iter()
                    .filter(|a| {
                        a.zone == Zone::InPlay
                            && a.attached_to
                                .as_deref()
                                .is_some_and(|h| h.eq_ignore_ascii_case(&c.handle))
                    })
                    .map(|a| a.handle.as_str())
                    .collect();
                assert_eq!(quick, scanned, "{name}: {} after {}", c.handle, e.to_json());
                looked += usize::from(!scanned.is_empty());
            }
        }
    }
    assert!(looked > 100, "the scenarios attach cards: {looked}");
}
