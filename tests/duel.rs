//! Duels, ranged attacks, fear and the tactician through the library API: each refusal cites its
//! rule and changes nothing, the board shows a duel in progress, and no sequence of these commands
//! panics or replays differently.

use gunbai::engine::{Event, Game, Library};
use gunbai::session::{self, Session};

fn epoch() -> chrono::DateTime<chrono::Utc> {
    chrono::DateTime::from_timestamp(0, 0).expect("epoch")
}

fn session_with(script: &str) -> Session {
    let mut s = Session::in_memory(Library::embedded());
    let report = session::run_script(&mut s, script, epoch(), |_, _| {});
    assert!(report.ok(), "setup script runs clean: {:?}", report.error);
    s
}

/// The rule a command is refused with, after `script`; the refusal appends nothing.
fn refusal_rule(script: &str, command: &str) -> String {
    let mut s = session_with(script);
    let before = s.game().events().len();
    let hash = s.game().state().hash();
    let report = session::run_script(&mut s, command, epoch(), |_, _| {});
    let err = report
        .error
        .unwrap_or_else(|| panic!("`{command}` should be refused"));
    assert_eq!(
        s.game().events().len(),
        before,
        "`{command}` appended nothing"
    );
    assert_eq!(s.game().state().hash(), hash, "`{command}` changed nothing");
    err.rule
        .unwrap_or_else(|| panic!("`{command}` is refused by a rule: {}", err.message))
}

const DUEL: &str = "players Allen Bob
honor Allen 10; honor Bob 10
turn Allen action
enter Allen personality \"Doji Hoturi\" force 3 chi 4 ph 3 traits samurai crane as hoturi
enter Allen personality \"Asahina Tamako\" force 1 chi 3 ph 2 traits shugenja crane as tamako
enter Allen spell \"Biting Steel\" on tamako as steel
enter Bob personality \"Bayushi Kachiko\" force 1 chi 3 ph 3 traits scorpion as kachiko
hand Allen Offering focus 3
Allen plays \"Iaijutsu Challenge\" limited by hoturi target kachiko effect challenge
pass all
";

const BATTLE: &str = "players Allen Bob
honor Allen 10; honor Bob 10
turn Allen battle
enter Allen personality \"Ikoma Officer\" force 2 chi 2 ph 1 as officer
enter Allen follower \"Archers\" force 1 ranged 3 on officer as archers
enter Allen personality \"Moto Terror\" force 3 chi 2 ph 1 fear 2 as terror
enter Allen personality \"Akodo Toturi\" force 3 chi 4 ph 3 traits tactician as toturi
enter Allen personality \"Isawa Kaede\" force 2 chi 4 ph 2 ranged 5 traits elemental as kaede
enter Bob personality \"Hida Kisada\" force 4 chi 3 ph 4 as kisada
enter Bob follower \"Ashigaru\" force 1 on kisada as ashigaru
enter Bob personality \"Kitsu Warder\" force 2 chi 2 ph 2 traits immune-elemental as warder
enter Bob holding \"Iron Mine\" gold 2 as mine
hand Allen Offering focus 3
hand Allen \"Fan of Command\" focus 2
";

#[test]
fn refusals_cite_their_rule_and_change_nothing() {
    let entering = format!("{DUEL}Bob accepts\n");
    let accepted = format!("{DUEL}Bob accepts\npass all\n");
    let no_hand = format!("{DUEL}Bob accepts\npass all\n");
    let feared = format!("{BATTLE}Allen frightens kisada with terror\npass all\n");
    let led = format!("{BATTLE}Allen tactics toturi with Offering\npass all\n");
    let cases: Vec<(String, &str, &str)> = vec![
        (DUEL.into(), "Allen accepts", "duel.challenge"),
        (DUEL.into(), "Bob strikes", "duel.challenge"),
        (DUEL.into(), "pass all", "duel.too-late"),
        (entering.clone(), "Bob strikes", "duel.challenge"),
        (entering.clone(), "Bob reacts Interrupt effect cancel", "duel.challenge"),
        (
            entering,
            "Bob reacts Challenge effect challenge",
            "duel.too-late",
        ),
        (accepted.clone(), "Allen focuses Offering", "duel.focus-strike"),
        (
            accepted.clone(),
            "Allen plays \"Biting Steel\" open target hoturi effect bonus target +2C",
            "duel.too-late",
        ),
        (no_hand, "Bob focuses Offering", "duel.focus-strike"),
        (
            "players Allen Bob\nturn Allen action\nenter Allen personality A as a\nenter Allen personality B as b\n".into(),
            "Allen plays Duel limited by a target b effect challenge",
            "duel.challenge",
        ),
        (BATTLE.into(), "Allen shoots kisada with archers", "ranged.targets"),
        (BATTLE.into(), "Allen shoots mine with archers", "ranged.targets"),
        (BATTLE.into(), "Allen shoots toturi with archers", "ranged.targets"),
        (BATTLE.into(), "Allen shoots ashigaru with officer", "ranged.bow"),
        (BATTLE.into(), "Allen shoots ashigaru with archers kaede", "ranged.targets"),
        (BATTLE.into(), "Allen shoots warder with kaede", "trait.elemental"),
        (
            format!("{BATTLE}card Bolt action battle traits elemental target personality effect destroy target\n"),
            "Allen plays Bolt target warder",
            "trait.elemental",
        ),
        (feared, "Allen frightens kisada with terror", "fear.use"),
        (BATTLE.into(), "Allen frightens ashigaru with terror", "fear.use"),
        (BATTLE.into(), "Allen tactics officer with Offering", "trait.tactician"),
        (led, "Allen tactics toturi with \"Fan of Command\"", "trait.tactician"),
    ];
    for (script, command, rule) in cases {
        assert_eq!(refusal_rule(&script, command), rule, "`{command}`");
    }
}

#[test]
fn the_board_shows_the_duel_with_both_totals() {
    let s = session_with(&format!(
        "{DUEL}Bob accepts\npass all\nBob strikes\n{}",
        "enter Bob personality \"Bayushi Aramoro\" force 3 chi 2 ph 1 as aramoro
hand Bob \"Kharmic Strike\" focus 3
Allen plays \"Iaijutsu Challenge\" limited by hoturi target aramoro effect challenge
pass all
"
    ));
    let text = gunbai::render::board(s.game().state(), gunbai::i18n::Lang::En);
    assert!(
        text.contains("Challenge (Iaijutsu Challenge): hoturi (Allen) challenges aramoro (Bob)"),
        "{text}"
    );
    let s = session_with(&format!(
        "{DUEL}Bob accepts\npass all\nBob strikes\n{}",
        "enter Bob personality \"Bayushi Aramoro\" force 3 chi 2 ph 1 as aramoro
hand Bob \"Kharmic Strike\" focus 3
Allen plays \"Iaijutsu Challenge\" limited by hoturi target aramoro effect challenge
pass all
Bob accepts
pass all
Bob focuses \"Kharmic Strike\"
Allen focuses Offering
"
    ));
    let text = gunbai::render::board(s.game().state(), gunbai::i18n::Lang::En);
    assert!(
        text.contains("hoturi (Allen) chi 7 (focus cards face down: Offering 3)"),
        "{text}"
    );
    assert!(
        text.contains("aramoro (Bob) chi 5 (focus cards face down: Kharmic Strike 3)"),
        "{text}"
    );
    let ja = gunbai::render::board(s.game().state(), gunbai::i18n::Lang::Ja);
    assert!(
        ja.contains("hoturi(Allen)血 7(裏向きの集中のカード: Offering 3)"),
        "{ja}"
    );
    assert!(ja.contains("決闘(Iaijutsu Challenge)"), "{ja}");
    assert!(!ja.contains("focus cards") && !ja.contains("Turn "), "{ja}");
    let view = gunbai::render::board_view(s.game().state(), gunbai::i18n::Lang::En);
    let entering = session_with(&format!("{DUEL}Bob accepts\n"));
    let text_entering = gunbai::render::board(entering.game().state(), gunbai::i18n::Lang::En);
    assert!(
        text_entering.contains("hoturi (Allen) and kachiko (Bob) are entering the duel on chi"),
        "{text_entering}"
    );
    let duel = view.duel.expect("the duel is in the board's JSON");
    assert_eq!(
        (duel.challenger_total, duel.challenged_total),
        (Some(7), Some(5)),
        "both totals so far"
    );
    assert_eq!(duel.next, "aramoro");
}

/// A small deterministic generator (the sequence is fixed by the seed).
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
fn duel_and_battle_sequences_never_panic_and_replay_to_the_same_state() {
    let players = ["Allen", "Bob", "Zed"];
    let handles = [
        "hoturi", "kachiko", "archers", "terror", "toturi", "kaede", "kisada", "ashigaru",
        "warder", "mine", "nobody",
    ];
    let cards = [
        "Offering",
        "\"Fan of Command\"",
        "\"Kharmic Strike\"",
        "Nothing",
    ];
    let mut rng = Lcg(11);
    let mut accepted = 0;
    for round in 0..150 {
        let mut s = Session::in_memory(Library::embedded());
        let mut script = String::from(BATTLE);
        script.push_str("enter Allen personality \"Doji Hoturi\" as hoturi\nenter Bob personality \"Bayushi Kachiko\" as kachiko\nhand Bob \"Kharmic Strike\" focus 3\n");
        for _ in 0..40 {
            let p = rng.pick(&players);
            let h = rng.pick(&handles);
            let line = match rng.next() % 12 {
                0 => format!(
                    "{p} plays Duel limited by {h} target {} effect challenge{}",
                    rng.pick(&handles),
                    rng.pick(&["", " force", " honor 2"])
                ),
                1 => format!("{p} accepts"),
                2 => format!("{p} refuses"),
                3 => format!("{p} focuses {}", rng.pick(&cards)),
                4 => format!("{p} strikes"),
                5 => format!("{p} shoots {h} with {}", rng.pick(&handles)),
                6 => format!("{p} frightens {h} with {}", rng.pick(&handles)),
                7 => format!("{p} tactics {h} with {}", rng.pick(&cards)),
                8 => "pass all".to_string(),
                9 => "undo".to_string(),
                10 => format!(
                    "turn {p} {}",
                    rng.pick(&["action", "battle", "battle", "dynasty"])
                ),
                _ => format!("hand {p} {} focus 2", rng.pick(&cards)),
            };
            script.push_str(&line);
            script.push('\n');
        }
        for line in script.lines() {
            session::run_script(&mut s, line, epoch(), |_, _| {});
        }
        let events: Vec<Event> = s.game().events().to_vec();
        accepted += events.len();
        let again = Game::replay(events.clone());
        assert_eq!(
            again.state().hash(),
            s.game().state().hash(),
            "round {round}: replay differs"
        );
        let json: Vec<Event> = events
            .iter()
            .map(|e| {
                Event::from_json(gunbai::engine::EVENT_VERSION, &e.to_json()).expect("round trip")
            })
            .collect();
        assert_eq!(
            Game::replay(json).state().hash(),
            s.game().state().hash(),
            "round {round}: JSON round trip"
        );
    }
    assert!(accepted > 150 * 20, "only {accepted} events were accepted");
}

#[test]
fn duel_events_out_of_context_change_nothing() {
    let mut events = vec![Event::Players {
        names: vec!["Allen".into(), "Bob".into()],
    }];
    events.push(Event::AnswerChallenge {
        player: "Bob".into(),
        accept: true,
    });
    events.push(Event::Focus {
        player: "Bob".into(),
        card: "ghost".into(),
    });
    events.push(Event::Strike {
        player: "Nobody".into(),
    });
    let g = Game::replay(events);
    assert!(g.state().duel.is_none());
    assert_eq!(g.state().players.len(), 2);
}
