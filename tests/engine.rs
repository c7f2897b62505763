//! Engine tests through the library API: the embedded card library, and robustness: no input,
//! typed or stored, makes the engine panic.

use gunbai::engine::{Event, Game, Library};
use gunbai::session::{self, Session};

#[test]
fn embedded_library_loads() {
    let lib = Library::load(Library::embedded_files()).expect("the embedded card library parses");
    assert!(lib.get("Kolat Assassin").is_some());
    assert!(lib.get("light cavalry").is_some());
}

/// A small deterministic generator (no randomness crate: the sequence is fixed by the seed).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as usize
    }

    fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[self.next() % xs.len()]
    }
}

#[test]
fn random_command_sequences_never_panic_and_replay_to_the_same_state() {
    let players = ["Allen", "Bob", "Cindy", "Zed"];
    let handles = [
        "hoturi",
        "kachiko",
        "mine",
        "cav",
        "nobody",
        "bow",
        "ring-of-air",
    ];
    let cards = [
        "\"Kolat Assassin\"",
        "Investigation",
        "Strike",
        "\"Light Cavalry\"",
        "\"Ring of Air\"",
        "\"Isawa Tadaka (Experienced)\"",
        "Offering",
        "Naginata",
        "\"Biting Steel\"",
        "\"Kiho of the Still Mind\"",
    ];
    let phases = [
        "action",
        "battle",
        "dynasty",
        "events",
        "straighten",
        "end",
        "attack",
    ];
    let effects = [
        "destroy target",
        "bow target",
        "cancel",
        "redirect hoturi",
        "lose-honor actor 3",
        "gain-honor me 2",
        "prevent-honor-loss",
        "token target -5C",
        "copy force hoturi",
        "follower-token target 2",
        "lose-trait target samurai",
        "dishonor target",
    ];
    let mut rng = Lcg(7);
    let mut accepted = 0;
    for round in 0..300 {
        let mut s = Session::in_memory(Library::embedded());
        let epoch = chrono::DateTime::from_timestamp(0, 0).expect("epoch");
        let mut script = String::from("players Allen Bob Cindy\nhonor Allen 10; honor Bob 10; honor Cindy 10\nturn Bob action\n");
        script.push_str("enter Allen personality \"Doji Hoturi\" traits samurai as hoturi\nenter Bob personality \"Bayushi Kachiko\" dishonored traits samurai as kachiko\nenter Allen holding \"Diamond Mine\" gold 5 as mine\nhand Bob Offering focus 3\n");
        for _ in 0..40 {
            let p = rng.pick(&players);
            let h = rng.pick(&handles);
            let line = match rng.next() % 16 {
                0 => format!(
                    "{p} plays {} target {h} effect {}",
                    rng.pick(&cards),
                    rng.pick(&effects)
                ),
                1 => format!(
                    "{p} reacts {} effect {}",
                    rng.pick(&cards),
                    rng.pick(&effects)
                ),
                2 => format!("{p} plays {} on {h} paying mine", rng.pick(&cards)),
                3 => "pass".to_string(),
                4 => "pass all".to_string(),
                5 => format!("pass {p}"),
                6 => format!("turn {p} {}", rng.pick(&phases)),
                7 => format!("{p} petitions with {h}"),
                8 => format!("{p} bows {h} for {}", rng.pick(&players)),
                9 => format!("{p} gifts Offering for {}", rng.pick(&players)),
                10 => format!("{p} seppuku {h}"),
                11 => "undo".to_string(),
                12 => format!(
                    "{p} uses favor {} target {h}",
                    rng.pick(&["open", "battle", "limited", "reaction"])
                ),
                13 => format!("{p} moves {h} onto {}", rng.pick(&handles)),
                14 => format!(
                    "{} {h}",
                    rng.pick(&[
                        "bow",
                        "straighten",
                        "destroy",
                        "discard",
                        "dishonor",
                        "rehonor"
                    ])
                ),
                _ => format!("{p} plays {} over {h}", rng.pick(&cards)),
            };
            script.push_str(&line);
            script.push('\n');
        }
        // Every line is run on its own so that a refusal does not stop the rest.
        for line in script.lines() {
            session::run_script(&mut s, line, epoch, |_, _| {});
        }
        let events: Vec<Event> = s.game().events().to_vec();
        accepted += events.len();
        let again = Game::replay(events);
        assert_eq!(
            again.state().hash(),
            s.game().state().hash(),
            "round {round}: replay differs"
        );
    }
    // The generator reaches past setup: many generated lines are accepted, not only refused.
    assert!(accepted > 300 * 12, "only {accepted} events were accepted");
}

#[test]
fn events_out_of_context_change_nothing_and_do_not_panic() {
    // A damaged log may hold events that no longer fit the board.
    let events = vec![
        Event::Support {
            player: "Allen".into(),
            handle: "ghost".into(),
            side: "Bob".into(),
        },
        Event::Players {
            names: vec!["Allen".into(), "Bob".into()],
        },
        Event::Support {
            player: "Allen".into(),
            handle: "ghost".into(),
            side: "Bob".into(),
        },
        Event::Gift {
            player: "Allen".into(),
            card: "ghost".into(),
            side: "Bob".into(),
        },
        Event::Pass {
            who: gunbai::engine::event::Passer::All,
        },
        Event::Seppuku {
            player: "Allen".into(),
            handle: "ghost".into(),
        },
        Event::Decline {
            player: "Nobody".into(),
        },
        Event::Move {
            player: "Allen".into(),
            card: "ghost".into(),
            to: "ghost2".into(),
        },
        Event::Retract { seq: 99 },
    ];
    let g = Game::replay(events);
    assert_eq!(g.state().players.len(), 2);
    assert!(g.state().petition.is_none());
    assert_eq!(g.state().players[0].honor, 0);
}

#[test]
fn random_turns_and_battles_never_panic_and_replay_to_the_same_state() {
    let players = ["Allen", "Bob", "Cindy", "Zed"];
    let units = ["tsuko", "toturi", "kisada", "sukune", "hoturi", "nobody"];
    let provinces = ["a1", "a2", "b1", "b2", "c1", "zz"];
    let phases = ["action", "battle", "attack", "dynasty", "end", "straighten"];
    let mut rng = Lcg(11);
    let mut accepted = 0;
    for round in 0..200 {
        let mut s = Session::in_memory(Library::embedded());
        let epoch = chrono::DateTime::from_timestamp(0, 0).expect("epoch");
        let mut script = String::from(
            "players Allen Bob Cindy\nhonor Allen 10; honor Bob 10; honor Cindy 10\nfavor Cindy\n\
             province Allen a1 strength 2\nprovince Allen a2 strength 3\nprovince Bob b1 strength 1\n\
             province Bob b2 strength 4\nprovince Cindy c1 strength 2\n\
             fill a1 \"Matsu Agetoki\" personality cost 0 force 3 hr 0\nfill a2 \"Rise\" event effect gain-honor 1\n\
             fill b1 \"Hida Amoro\" personality cost 0 force 3 hr 0\nfill b2 \"Kaiu Wall\" holding cost 0\n\
             fill c1 \"Doji Nio\" personality cost 0 force 2 hr 0\n\
             enter Allen personality \"Matsu Tsuko\" force 4 chi 3 ph 2 as tsuko\n\
             enter Allen personality \"Akodo Toturi\" force 3 chi 4 ph 3 dishonored as toturi\n\
             enter Bob personality \"Hida Kisada\" force 3 chi 3 ph 2 traits cavalry as kisada\n\
             enter Bob personality \"Hida Sukune\" force 1 chi 2 ph 1 as sukune\n\
             enter Cindy personality \"Doji Hoturi\" force 2 chi 3 ph 3 as hoturi\n\
             card \"Ambush\" action battle target personality effect bow target\n\
             card \"Rally\" action open effect gain-honor 1\n",
        );
        script.push_str(match round % 3 {
            0 => "start highest-honor\n",
            1 => "start Allen\n",
            _ => "turn Allen attack\n",
        });
        for _ in 0..60 {
            let p = rng.pick(&players);
            let q = rng.pick(&players);
            let u = rng.pick(&units);
            let v = rng.pick(&provinces);
            let (att, def) = match rng.next() % 5 {
                0 | 1 => ("Allen", rng.pick(&["tsuko", "toturi"])),
                2 | 3 => ("Bob", rng.pick(&["kisada", "sukune"])),
                _ => (p, u),
            };
            let line = match rng.next() % 30 {
                0..=2 => "next".to_string(),
                3 | 4 => "pass".to_string(),
                5 => "pass all".to_string(),
                6 => format!("pass {p}"),
                7..=9 => format!("Allen attacks {}", rng.pick(&["Bob", "Cindy", q])),
                10..=16 => format!("{att} assigns {def} to {}", rng.pick(&["b1", "b2", v])),
                17..=19 => format!("Allen fights {}", rng.pick(&["b1", "b2", v])),
                20 => format!("{p} discards {v}"),
                21 => format!("fill {v} \"Kitsu Motso\" personality cost 0 force 2 hr 0"),
                22..=24 => format!("{p} plays {} target {u}", rng.pick(&["Ambush", "Rally"])),
                25 => format!("hand {p} \"Card {}\" focus 1", rng.next() % 100),
                26 => format!("{p} uses favor battle target {u}"),
                27 => format!("turn {} {}", rng.pick(&["Allen", p]), rng.pick(&phases)),
                28 => format!(
                    "{} {u}",
                    rng.pick(&["bow", "straighten", "destroy", "dishonor"])
                ),
                _ => "undo".to_string(),
            };
            script.push_str(&line);
            script.push('\n');
        }
        for line in script.lines() {
            session::run_script(&mut s, line, epoch, |_, _| {});
        }
        let events: Vec<Event> = s.game().events().to_vec();
        accepted += events.len();
        let again = Game::replay(events);
        assert_eq!(
            again.state().hash(),
            s.game().state().hash(),
            "round {round}: replay differs"
        );
    }
    assert!(accepted > 200 * 25, "only {accepted} events were accepted");
}

/// In the player's own events phase, an event played while another still resolves is refused
/// because of what waits, not for being outside the events phase.
#[test]
fn an_event_played_while_another_resolves_names_what_waits() {
    let mut s = Session::in_memory(Library::embedded());
    let epoch = chrono::DateTime::from_timestamp(0, 0).expect("epoch");
    let script = r#"players Allen Bob
honor Allen 10; honor Bob 10
turn Allen events
card "Rise of the Phoenix" event effect gain-honor 3
card "Second Dawn" event effect gain-honor 1
Allen plays "Rise of the Phoenix"
Allen plays "Second Dawn"
"#;
    let report = session::run_script(&mut s, script, epoch, |_, _| {});
    let error = report.error.expect("the second event is refused");
    assert_eq!(error.line, 7);
    assert!(
        error.message.contains(
            "Rise of the Phoenix has not resolved yet: an event comes into play only when nothing waits to resolve"
        ),
        "{}",
        error.message
    );
    assert!(
        !error.message.contains("only in Allen's events phase"),
        "{}",
        error.message
    );
    assert_eq!(error.rule.as_deref(), Some("action.resolve-fully"));
}

/// The handle a card gets when no `as` is typed: its name lowercased, each run of white space one
/// `-`, without quotes, commas, semicolons and `#`; a handle taken gets `-2`, `-3`, ….
#[test]
fn derived_handles() {
    let mut s = Session::in_memory(Library::embedded());
    let epoch = chrono::DateTime::from_timestamp(0, 0).expect("epoch");
    let script = r#"players Allen Bob
enter Allen personality "Doji Hoturi" force 3 chi 4
enter Allen personality "  Light   Cavalry " force 1 chi 1
enter Allen personality "土岐 秀" force 1 chi 1
enter Allen personality "Shiba Tsukune, the Phoenix" force 2 chi 2
enter Bob personality "Doji Hoturi" force 3 chi 4
"#;
    let report = session::run_script(&mut s, script, epoch, |_, _| {});
    assert!(report.error.is_none(), "{:?}", report.error);
    let handles: Vec<String> = s
        .game()
        .state()
        .cards
        .iter()
        .map(|c| c.handle.clone())
        .collect();
    assert_eq!(
        handles,
        [
            "doji-hoturi",
            "light-cavalry",
            "土岐-秀",
            "shiba-tsukune-the-phoenix",
            "doji-hoturi-2"
        ]
    );
}

/// What is attached to a personality is read from a map of the board's attachments kept beside
/// the cards: it follows every change (attached, detached, a card added), and a copy of the
/// board changed apart from the original does not change what the original reads.
#[test]
fn attachments_follow_every_change_to_the_board_and_its_copies() {
    use gunbai::engine::state::{Card, State, Zone};
    use gunbai::engine::CardDef;
    use gunbai::lang::ast::{CardKind, Stat};
    let mut person = CardDef::new("Host", CardKind::Personality);
    person.stats.insert(Stat::Force, 2);
    person.stats.insert(Stat::Chi, 2);
    let mut sword = CardDef::new("Sword", CardKind::Item);
    sword.stats.insert(Stat::Force, 3);
    let mut state = State::default();
    for i in 0..100 {
        state.cards.push(Card::new(
            format!("dead{i}"),
            person.clone(),
            0,
            Zone::Discard,
        ));
    }
    state
        .cards
        .push(Card::new("host", person.clone(), 0, Zone::InPlay));
    state
        .cards
        .push(Card::new("other", person.clone(), 0, Zone::InPlay));
    let force = |s: &State, h: &str| s.force(s.card(h).expect("the card"));
    assert_eq!(force(&state, "host"), 2);
    let mut item = Card::new("sword", sword.clone(), 0, Zone::InPlay);
    item.attached_to = Some("Host".into());
    state.cards.push(item);
    assert_eq!(force(&state, "host"), 5, "an attachment added is counted");
    assert_eq!(state.attachments("HOST").count(), 1);
    let mut copy = state.clone();
    copy.card_mut("sword").expect("the sword").attached_to = Some("other".into());
    assert_eq!(force(&copy, "host"), 2, "moved away in the copy");
    assert_eq!(force(&copy, "other"), 5, "and counted on its new host");
    assert_eq!(force(&state, "host"), 5, "the original keeps its own");
    assert_eq!(force(&state, "other"), 2);
    state.card_mut("sword").expect("the sword").zone = Zone::Discard;
    assert_eq!(
        force(&state, "host"),
        2,
        "an attachment out of play is not counted"
    );
    state.card_mut("sword").expect("the sword").zone = Zone::InPlay;
    state.card_mut("sword").expect("the sword").attached_to = None;
    assert_eq!(force(&state, "host"), 2, "a detached card is not counted");
    assert_eq!(state.attachments("host").count(), 0);
}
