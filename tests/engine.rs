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
