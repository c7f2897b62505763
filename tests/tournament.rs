//! Events and rulings through the real binary, each test on its own temporary database.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use chrono::{TimeZone, Utc};
use gunbai::store::{NewEvent, Store};
use rusqlite::Connection;
use serde_json::Value;
use tempfile::TempDir;

/// The binary in a clean environment: a temporary home, a temporary database.
pub struct Gb {
    pub dir: TempDir,
    tz: Option<&'static str>,
}

impl Gb {
    pub fn new() -> Gb {
        Gb {
            dir: TempDir::new().expect("temp dir"),
            tz: None,
        }
    }

    pub fn with_tz(tz: &'static str) -> Gb {
        Gb {
            tz: Some(tz),
            ..Gb::new()
        }
    }

    pub fn db(&self) -> PathBuf {
        self.dir.path().join("gunbai.sqlite")
    }

    pub fn run(&self, args: &[&str]) -> Output {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_gunbai"));
        cmd.env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", self.dir.path())
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .arg("--db")
            .arg(self.db())
            .args(args);
        if let Some(tz) = self.tz {
            cmd.env("TZ", tz);
        }
        cmd.output().expect("run gunbai")
    }

    /// Runs and expects success; returns stdout.
    pub fn ok(&self, args: &[&str]) -> String {
        let out = self.run(args);
        assert!(
            out.status.success(),
            "gunbai {args:?} failed:\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).expect("utf-8 stdout")
    }

    /// Runs and expects failure; returns stderr.
    pub fn fail(&self, args: &[&str]) -> String {
        let out = self.run(args);
        assert!(
            !out.status.success(),
            "gunbai {args:?} should have failed:\n{}",
            String::from_utf8_lossy(&out.stdout)
        );
        String::from_utf8(out.stderr).expect("utf-8 stderr")
    }

    pub fn json(&self, args: &[&str]) -> Value {
        serde_json::from_str(&self.ok(args)).expect("json output")
    }

    /// Ruling records of every kind, counted in the database itself.
    pub fn records(&self) -> i64 {
        let conn = Connection::open(self.db()).expect("raw open");
        conn.query_row("SELECT count(*) FROM ruling_records", [], |r| r.get(0))
            .expect("count records")
    }

    /// Rulings as `ruling list --json` shows them.
    pub fn listed(&self) -> usize {
        self.json(&["ruling", "list", "--json"])
            .as_array()
            .expect("a list")
            .len()
    }

    /// Plays a scenario file into case `name`.
    pub fn scenario(&self, file: &str, name: &str) {
        self.ok(&["run", &format!("fixtures/scenarios/{file}"), "--case", name]);
    }

    /// An event and one ruling on it, linked to scenario 01 at event 7.
    pub fn seeded() -> Gb {
        let gb = Gb::new();
        gb.scenario("01-reaction-order-investigation.gb", "table7");
        gb.ok(&["event", "new", "Kotei Paris 2024", "--date", "2024-06-01"]);
        gb.ok(&[
            "ruling",
            "add",
            "--event",
            "kotei paris",
            "--round",
            "2",
            "--table",
            "7",
            "--player",
            "Allen",
            "--player",
            "Bob",
            "--judge",
            "Kaede",
            "--at-time",
            "2024-06-01T10:30:00Z",
            "--question",
            "Who reacts first to the Kolat Assassin?",
            "--ruling",
            "Cindy, on Bob's left, then Allen",
            "--cite",
            "action.reaction.order",
            "--case",
            "table7",
            "--at",
            "7",
        ]);
        gb
    }
}

fn add_args<'a>(event: &'a str, round: &'a str, table: &'a str, q: &'a str) -> Vec<&'a str> {
    vec![
        "ruling",
        "add",
        "--event",
        event,
        "--round",
        round,
        "--table",
        table,
        "--player",
        "Allen",
        "--judge",
        "Kaede",
        "--question",
        q,
        "--ruling",
        "as the rulebook says",
    ]
}

#[test]
fn events_are_created_listed_and_unique() {
    let gb = Gb::new();
    assert!(gb.ok(&["event", "list"]).contains("No events yet"));
    gb.ok(&["event", "new", "Kotei Paris 2024", "--date", "2024-06-01"]);
    gb.ok(&["event", "new", "Gen Con"]);
    let err = gb.fail(&["event", "new", "kotei paris 2024"]);
    assert!(err.contains("already exists"), "{err}");
    let err = gb.fail(&["event", "new", "Bad date", "--date", "June 1st"]);
    assert!(err.contains("YYYY-MM-DD"), "{err}");
    let list = gb.json(&["event", "list", "--json"]);
    let list = list.as_array().expect("a list");
    assert_eq!(list.len(), 2);
    assert_eq!(list[0]["name"], "Kotei Paris 2024");
    assert_eq!(list[0]["date"], "2024-06-01");
    assert_eq!(list[0]["rulings"], 0);
    assert_eq!(list[1]["date"], Value::Null);
}

#[test]
fn a_ruling_is_stored_with_every_field() {
    let gb = Gb::seeded();
    let list = gb.json(&["ruling", "list", "--json"]);
    let r = &list[0];
    assert_eq!(r["id"], 1);
    assert_eq!(r["event"], "Kotei Paris 2024");
    assert_eq!(r["round"], 2);
    assert_eq!(r["table"], 7);
    assert_eq!(r["players"], serde_json::json!(["Allen", "Bob"]));
    assert_eq!(r["judge"], "Kaede");
    assert_eq!(r["given_at"], "2024-06-01T10:30:00Z");
    assert_eq!(r["citations"][0]["id"], "action.reaction.order");
    assert!(r["citations"][0]["title"].is_string());
    assert_eq!(r["case"]["case"], "table7");
    assert_eq!(r["case"]["at"], 7);
    // The frozen explanation is event 7's: Bob declares the Kolat Assassin.
    let steps = r["case"]["steps"].as_str().expect("frozen steps");
    assert!(steps.contains("Kolat Assassin"), "{steps}");
    assert!(steps.contains("[action.limited"), "{steps}");
    let show = gb.ok(&["ruling", "show", "1"]);
    assert!(show.contains("Who reacts first"), "{show}");
    assert!(show.contains("action.reaction.order — "), "{show}");
    assert!(
        show.contains("still reaches the same state at event 7"),
        "{show}"
    );
}

#[test]
fn local_times_are_read_and_shown_in_the_local_zone() {
    let gb = Gb::with_tz("Asia/Tokyo");
    gb.ok(&["event", "new", "Kotei"]);
    let mut args = add_args("Kotei", "1", "1", "when?");
    args.extend(["--at-time", "2024-06-01 10:30"]);
    gb.ok(&args);
    let show = gb.json(&["ruling", "show", "1", "--json"]);
    assert_eq!(show["ruling"]["given_at"], "2024-06-01T01:30:00Z");
    assert_eq!(show["ruling"]["given_at_local"], "2024-06-01 10:30 +09:00");
    let err = gb.fail(&[args[..args.len() - 1].to_vec(), vec!["tomorrow"]].concat());
    assert!(err.contains("is not a time"), "{err}");
}

#[test]
fn bad_input_is_refused_and_writes_nothing() {
    let gb = Gb::seeded();
    let before = gb.records();
    assert_eq!(gb.listed(), 1);
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (
            add_args("No Such Event", "1", "1", "q"),
            "no event named `No Such Event`",
        ),
        (
            [
                add_args("Kotei", "1", "1", "q"),
                vec!["--cite", "action.reaction.ordr"],
            ]
            .concat(),
            "did you mean `action.reaction.order`",
        ),
        (
            [
                add_args("Kotei", "1", "1", "q"),
                vec!["--cite", "action.reaction.order", "--cite", "nonsense.rule"],
            ]
            .concat(),
            "unknown rule id `nonsense.rule`",
        ),
        (
            add_args("Kotei", "1", "seven", "q"),
            "invalid value 'seven' for '--table",
        ),
        (add_args("Kotei", "0", "1", "q"), "--round"),
        (
            [
                add_args("Kotei", "1", "1", "q"),
                vec!["--case", "table7", "--at", "99"],
            ]
            .concat(),
            "case `table7` has no event 99: it has 10",
        ),
        (
            [
                add_args("Kotei", "1", "1", "q"),
                vec!["--case", "table7", "--at", "0"],
            ]
            .concat(),
            "has no event 0",
        ),
        (
            [
                add_args("Kotei", "1", "1", "q"),
                vec!["--case", "nowhere", "--at", "1"],
            ]
            .concat(),
            "no case named `nowhere`",
        ),
        (
            [add_args("Kotei", "1", "1", "q"), vec!["--case", "table7"]].concat(),
            "--at",
        ),
        (add_args("Kotei", "1", "1", "  "), "the question is empty"),
        (
            vec![
                "ruling", "add", "--event", "Kotei", "--round", "1", "--table", "1",
            ],
            "required",
        ),
        (vec!["ruling", "correct", "9"], "no ruling #9"),
        (
            vec!["ruling", "correct", "1", "--table", "x"],
            "invalid value 'x'",
        ),
        (
            vec!["ruling", "correct", "1", "--cite", "action.reaction.ordr"],
            "did you mean",
        ),
        (
            vec![
                "ruling",
                "appeal",
                "5",
                "--by",
                "HJ",
                "--outcome",
                "upheld",
                "--note",
                "n",
            ],
            "no ruling #5",
        ),
        (
            vec![
                "ruling",
                "appeal",
                "1",
                "--by",
                "HJ",
                "--outcome",
                "maybe",
                "--note",
                "n",
            ],
            "invalid value 'maybe'",
        ),
    ];
    for (args, expected) in cases {
        let err = gb.fail(&args);
        assert!(
            err.contains(expected),
            "{args:?}: expected {expected:?} in\n{err}"
        );
        assert!(!err.contains("panicked"), "{err}");
        assert_eq!(gb.records(), before, "{args:?} wrote a record");
        assert_eq!(gb.listed(), 1, "{args:?} changed the list");
    }
}

#[test]
fn corrections_supersede_and_appeals_attach() {
    let gb = Gb::seeded();
    let out = gb.ok(&[
        "ruling",
        "correct",
        "1",
        "--penalty",
        "warning",
        "--extension",
        "3",
    ]);
    assert!(out.contains("Recorded version 2 of ruling #1"), "{out}");
    let list = gb.json(&["ruling", "list", "--json"]);
    assert_eq!(list.as_array().map(Vec::len), Some(1));
    assert_eq!(list[0]["number"], 1);
    assert_eq!(list[0]["id"], 2);
    assert_eq!(list[0]["corrects"], 1);
    assert_eq!(list[0]["original"], 1);
    assert_eq!(list[0]["version"], 2);
    assert_eq!(list[0]["penalty"], "warning");
    assert_eq!(list[0]["extension_minutes"], 3);
    // Unchanged fields are taken over, the case link too.
    assert_eq!(
        list[0]["question"],
        "Who reacts first to the Kolat Assassin?"
    );
    assert_eq!(list[0]["case"]["at"], 7);
    assert!(gb.ok(&["ruling", "list"]).contains("version 2"));

    // A ruling is named by its number; the appeal is about the version that stands.
    gb.ok(&[
        "ruling",
        "appeal",
        "1",
        "--by",
        "Head judge",
        "--outcome",
        "overturned",
        "--note",
        "the reaction window opens on the left of the actor",
    ]);
    // Corrections and appeals take no ruling number.
    let err = gb.fail(&[
        "ruling",
        "appeal",
        "2",
        "--by",
        "x",
        "--outcome",
        "upheld",
        "--note",
        "n",
    ]);
    assert!(err.contains("there is no ruling #2"), "{err}");
    gb.ok(&["ruling", "correct", "1", "--no-penalty", "--no-case"]);

    let d = gb.json(&["ruling", "show", "1", "--json"]);
    assert_eq!(d["ruling"]["number"], 1);
    assert_eq!(d["ruling"]["id"], 4);
    assert_eq!(d["ruling"]["penalty"], Value::Null);
    assert_eq!(d["ruling"]["case"], Value::Null);
    assert_eq!(d["case_check"], Value::Null);
    let versions: Vec<i64> = d["versions"]
        .as_array()
        .expect("versions")
        .iter()
        .map(|v| v["id"].as_i64().expect("id"))
        .collect();
    assert_eq!(versions, vec![1, 2, 4]);
    assert_eq!(d["ruling"]["appeals"][0]["outcome"], "overturned");
    assert_eq!(d["ruling"]["appeals"][0]["about"], 2);
    // Every record stays.
    assert_eq!(gb.records(), 4);
    let text = gb.ok(&["ruling", "show", "1"]);
    assert!(
        text.starts_with("Ruling #1 (version 3, corrected)"),
        "{text}"
    );
    assert!(text.contains("overturned"), "{text}");
    assert!(text.contains("(of version 2)"), "{text}");
    assert!(text.contains("version 1 (the original)"), "{text}");

    // The next ruling is #2, as a judge counts, though four records came before it.
    let out = gb.ok(&add_args("Kotei", "2", "3", "Does the Favor bow?"));
    assert!(out.contains("Recorded ruling #2 "), "{out}");
    let list = gb.ok(&["ruling", "list"]);
    assert!(list.contains("Ruling"), "{list}");
}

#[test]
fn list_filters() {
    let gb = Gb::seeded();
    gb.ok(&["event", "new", "Gen Con"]);
    gb.ok(&[
        add_args("Gen Con", "3", "12", "favor question"),
        vec!["--player", "Cindy", "--cite", "favor.petition.auto"],
    ]
    .concat());
    let ids = |args: &[&str]| -> Vec<i64> {
        let mut all = vec!["ruling", "list", "--json"];
        all.extend_from_slice(args);
        gb.json(&all)
            .as_array()
            .expect("list")
            .iter()
            .map(|v| v["id"].as_i64().expect("id"))
            .collect()
    };
    assert_eq!(ids(&[]), vec![1, 2]);
    assert_eq!(ids(&["--event", "gen con"]), vec![2]);
    assert_eq!(ids(&["--round", "2"]), vec![1]);
    assert_eq!(ids(&["--table", "12"]), vec![2]);
    assert_eq!(ids(&["--player", "bob"]), vec![1]);
    assert_eq!(ids(&["--player", "allen"]), vec![1, 2]);
    assert_eq!(ids(&["--judge", "KAEDE"]), vec![1, 2]);
    assert_eq!(ids(&["--cite", "favor.petition.auto"]), vec![2]);
    assert_eq!(
        ids(&["--cite", "favor.petition.auto", "--round", "2"]),
        Vec::<i64>::new()
    );
    let err = gb.fail(&["ruling", "list", "--event", "Nope"]);
    assert!(err.contains("no event named `Nope`"), "{err}");
    let err = gb.fail(&["ruling", "list", "--table", "seven"]);
    assert!(err.contains("invalid value 'seven'"), "{err}");
}

#[test]
fn search_finds_english_and_japanese() {
    let gb = Gb::new();
    gb.ok(&["event", "new", "Kotei"]);
    gb.ok(&add_args(
        "Kotei",
        "1",
        "1",
        "Who reacts first to the Kolat Assassin?",
    ));
    gb.ok(&add_args("Kotei", "1", "2", "帝の寵愛は誰が持つ？"));
    gb.ok(&add_args(
        "Kotei",
        "1",
        "3",
        "100% sure about the discount?",
    ));
    let ids = |q: &str| -> Vec<i64> {
        gb.json(&["ruling", "search", q, "--json"])
            .as_array()
            .expect("hits")
            .iter()
            .map(|v| v["id"].as_i64().expect("id"))
            .collect()
    };
    assert_eq!(ids("kolat assassin"), vec![1]);
    assert_eq!(ids("REACTS"), vec![1]);
    assert_eq!(ids("寵愛"), vec![2]);
    assert_eq!(ids("寵"), vec![2]);
    assert_eq!(ids("帝の寵愛"), vec![2]);
    assert_eq!(ids("%"), vec![3]);
    assert_eq!(ids("_"), Vec::<i64>::new());
    assert_eq!(ids("rulebook says"), vec![1, 2, 3]);
    assert_eq!(ids("\"quoted\" OR x*"), Vec::<i64>::new());
    assert_eq!(ids("nothing like it"), Vec::<i64>::new());
    // A correction's old text still finds the ruling, shown as it stands.
    gb.ok(&[
        "ruling",
        "correct",
        "1",
        "--question",
        "Which reaction goes first?",
    ]);
    let hits = gb.json(&["ruling", "search", "kolat", "--json"]);
    assert_eq!(hits[0]["id"], 4);
    assert_eq!(hits.as_array().map(Vec::len), Some(1));
    assert!(gb.ok(&["ruling", "search", "寵愛"]).contains("帝の寵愛"));
}

#[test]
fn verify_covers_the_rulings_chain() {
    let gb = Gb::seeded();
    gb.ok(&["ruling", "correct", "1", "--penalty", "warning"]);
    let out = gb.ok(&["verify"]);
    assert!(out.contains("rulings: 2 records, chain ok"), "{out}");
    // Change the first record behind gunbai's back.
    let conn = Connection::open(gb.db()).expect("raw open");
    conn.execute_batch(
        "DROP TRIGGER ruling_records_no_update;
         UPDATE ruling_records SET ruling = 'Allen first' WHERE id = 1;",
    )
    .expect("tamper");
    drop(conn);
    let out = gb.run(&["verify"]);
    assert!(!out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("first broken record #1"), "{text}");
    assert!(text.contains("hash does not match"), "{text}");
}

#[test]
fn a_changed_result_names_the_first_diverging_event() {
    let gb = Gb::seeded();
    // A copy of table7 whose stored state hashes at events 3 and 5 are not what this engine
    // reaches, as if an older engine had played it.
    {
        let mut store = Store::open(&gb.db()).expect("open store");
        let from = store.case("table7").expect("table7");
        let rows = store.events(from.id).expect("rows");
        let t0 = Utc
            .with_ymd_and_hms(2024, 6, 1, 9, 0, 0)
            .single()
            .expect("a valid date");
        let case = store.create_case("drifted", t0).expect("new case");
        let copy: Vec<NewEvent> = rows
            .iter()
            .map(|r| NewEvent {
                kind: r.kind.clone(),
                version: r.version,
                payload: r.payload.clone(),
                source: r.source.clone(),
                author: r.author.clone(),
                recorded_at: r.recorded_at,
                state_hash: if r.seq == 3 || r.seq == 5 {
                    "0".repeat(64)
                } else {
                    r.state_hash.clone()
                },
            })
            .collect();
        store.append(case.id, 0, &copy).expect("append copy");
    }
    gb.ok(&[
        add_args("Kotei", "1", "1", "what now?"),
        vec!["--case", "drifted", "--at", "5"],
    ]
    .concat());
    let d = gb.json(&["ruling", "show", "2", "--json"]);
    let k = &d["case_check"];
    assert_eq!(k["same"], false);
    assert_eq!(k["first_diverging_event"], 3);
    assert_eq!(k["first_diverging_line"], "honor Bob 10");
    assert_ne!(k["state_hash_now"], k["frozen_state_hash"]);
    let text = gb.ok(&["ruling", "show", "2"]);
    assert!(
        text.contains(
            "the engine now gives a different result for case `drifted`: first diverging event 3"
        ),
        "{text}"
    );
    assert!(text.contains("at event 5 the state differs"), "{text}");
    // The healthy case still checks out.
    assert_eq!(
        gb.json(&["ruling", "show", "1", "--json"])["case_check"]["same"],
        true
    );
}

#[test]
fn a_version_1_database_gains_the_rulings_tables() {
    // As the code of schema version 1 wrote it: a case and a fork of it (fixtures/old-db/v1.sql).
    let gb = Gb::new();
    let path: &Path = &gb.db();
    crate::harden_old::old_database("v1", path);
    gb.ok(&["event", "new", "Kotei"]);
    gb.ok(&add_args("Kotei", "1", "1", "q?"));
    assert_eq!(gb.records(), 1);
    let conn = Connection::open(path).expect("raw open");
    let v: u32 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .expect("version");
    assert_eq!(v, gunbai::store::SCHEMA_VERSION);
    assert!(v >= 2);
    // The old cases are still there and whole.
    let out = gb.ok(&["verify"]);
    assert!(
        out.contains("case `old`: 4 events, hash chain and state hashes ok"),
        "{out}"
    );
    assert!(
        out.contains("case `what-if`: 2 events, hash chain and state hashes ok"),
        "{out}"
    );
    assert!(out.contains("rulings: 1 records, chain ok"), "{out}");
}

mod linked_steps {
    //! A ruling's link to a case step is frozen and checked one row at a time; what it freezes
    //! and what the check finds are what a replay of every stored row gives.

    use chrono::{TimeZone, Utc};
    use gunbai::coverage::SCENARIOS;
    use gunbai::engine::{Event, Game, Library, EVENT_VERSION};
    use gunbai::render;
    use gunbai::session::{self, Session};
    use gunbai::store::CaseLink;
    use gunbai::store::{CaseInfo, NewEvent, Store, StoredEvent};
    use gunbai::tournament::{check_case, freeze};

    fn epoch() -> chrono::DateTime<Utc> {
        Utc.timestamp_opt(1_700_000_000, 0)
            .single()
            .expect("a valid time")
    }

    fn events_of(src: &str) -> Vec<Event> {
        let mut s = Session::in_memory(Library::embedded());
        session::run_script(&mut s, src, epoch(), |_, _| {});
        s.game().events().to_vec()
    }

    /// The case written with this engine's state hash after each event, except at `wrong`.
    fn write(store: &mut Store, name: &str, events: &[Event], wrong: &[u64]) -> CaseInfo {
        let info = store.create_case(name, epoch()).expect("a case");
        let mut g = Game::new();
        let rows: Vec<NewEvent> = events
            .iter()
            .enumerate()
            .map(|(i, e)| {
                g.push_quiet(e.clone());
                let seq = i as u64 + 1;
                NewEvent {
                    kind: e.kind().to_string(),
                    version: EVENT_VERSION,
                    payload: e.to_json(),
                    source: format!("line {seq}"),
                    author: "judge".into(),
                    recorded_at: epoch(),
                    state_hash: if wrong.contains(&seq) {
                        format!("v2-{}", "0".repeat(64))
                    } else {
                        g.state_hash()
                    },
                }
            })
            .collect();
        if !rows.is_empty() {
            store.append(info.id, 0, &rows).expect("append");
        }
        store.case(name).expect("the case")
    }

    /// What freezing each step gave before, for every step of the case: the rows folded once by
    /// a game that keeps every event, keeping the steps of each event with where its cards come
    /// from (a fold of the rows up to `at` gives the same steps for event `at`, since no event's
    /// steps depend on the rows after it) and the stored state hash.
    fn frozen_by_replay(name: &str, rows: &[StoredEvent]) -> Vec<(String, String)> {
        let mut game = Game::new();
        rows.iter()
            .map(|row| {
                let ev = Event::from_json(row.version, &row.payload)
                    .unwrap_or_else(|e| panic!("{name}: event {} reads: {e}", row.seq));
                let steps = game.push(ev);
                (render::steps(&steps), row.state_hash.clone())
            })
            .collect()
    }

    /// The case's rows folded once: what freezing each step gave before.
    fn replayed(store: &Store, name: &str) -> Vec<(String, String)> {
        let info = store.case(name).expect("the case");
        let rows = store.events(info.id).expect("rows");
        frozen_by_replay(name, &rows)
    }

    /// Freezing step `at` and checking the link give what the fold of every row gave there.
    fn assert_same_link(
        store: &mut Store,
        name: &str,
        at: u64,
        replayed: &[(String, String)],
    ) -> CaseLink {
        let link = freeze(store, name, at).expect("freezes");
        let (steps, hash) = &replayed[at as usize - 1];
        assert_eq!(&link.steps, steps, "{name}: the steps of event {at}");
        assert_eq!(
            &link.state_hash, hash,
            "{name}: the state hash of event {at}"
        );
        let check = check_case(store, &link);
        assert!(check.same, "{name} at {at}: {check:?}");
        assert_eq!(check.steps_now.as_deref(), Some(steps.as_str()));
        assert!(!check.explanation_changed);
        assert_eq!(check.problem, None);
        link
    }

    #[test]
    fn every_scenario_step_freezes_and_checks_as_a_full_replay_gives() {
        let mut store = Store::open_in_memory().expect("a store");
        for (i, (file, src)) in SCENARIOS.iter().enumerate() {
            let events = events_of(src);
            let name = format!("s{i}");
            let info = write(&mut store, &name, &events, &[]);
            let replayed = replayed(&store, &name);
            for at in 1..=info.events {
                assert_same_link(&mut store, &name, at, &replayed);
            }
            assert!(freeze(&mut store, &name, 0).is_err(), "{file}");
            assert!(
                freeze(&mut store, &name, info.events + 1).is_err(),
                "{file}"
            );
        }
    }

    #[test]
    fn a_long_case_with_undos_freezes_and_checks_as_a_full_replay_gives() {
        let mut s = String::from(
            "players Allen Bob\nhonor Allen 10; honor Bob 10\nturn Allen action\n\
             enter Allen personality \"P0\" force 1 chi 2 ph 1 traits samurai as p0\n",
        );
        for i in 0..900 {
            s.push_str("bow p0\nstraighten p0\ngain Bob 1\n");
            if i % 97 == 0 {
                s.push_str("undo\n");
            }
        }
        for _ in 0..300 {
            s.push_str("undo\n");
        }
        s.push_str("lose Bob 2\n");
        let events = events_of(&s);
        let n = events.len() as u64;
        assert!(n > 2 * gunbai::fold::SNAPSHOT_EVERY, "{n} events");
        let mut store = Store::open_in_memory().expect("a store");
        write(&mut store, "long", &events, &[]);
        let replayed = replayed(&store, "long");
        for at in [1, 5, 1024, 1025, 2048, 2100, n - 300, n - 150, n - 1, n] {
            assert_same_link(&mut store, "long", at, &replayed);
        }
    }

    #[test]
    fn the_check_names_the_first_step_the_engine_no_longer_reaches() {
        let events = events_of(
            "players Allen Bob\nhonor Allen 10; honor Bob 10\nturn Allen action\n\
             gain Bob 1\ngain Bob 1\nlose Allen 2\ngain Bob 3\nlose Bob 1\n",
        );
        let mut store = Store::open_in_memory().expect("a store");
        let good = write(&mut store, "good", &events, &[]);
        let drifted = write(&mut store, "drifted", &events, &[4, 6]);
        let link = freeze(&mut store, "good", 5).expect("freezes");
        // The same link, read against a case whose stored hashes differ at 4 and 6.
        let moved = CaseLink {
            case_id: drifted.id,
            case: "drifted".into(),
            ..link.clone()
        };
        let check = check_case(&store, &moved);
        assert!(!check.same);
        assert_eq!(check.first_diverging_event, Some(4));
        assert_eq!(check.first_diverging_line.as_deref(), Some("line 4"));
        assert!(!check.explanation_changed);
        // Frozen with another state than the engine reaches at its step: that step is named.
        let forged = CaseLink {
            state_hash: format!("v2-{}", "1".repeat(64)),
            ..link.clone()
        };
        let check = check_case(&store, &forged);
        assert!(!check.same);
        assert_eq!(check.first_diverging_event, Some(5));
        assert_eq!(check.first_diverging_line.as_deref(), Some("line 5"));
        // Both: the earlier wins; a later drift is named when the frozen step still matches.
        let check = check_case(
            &store,
            &CaseLink {
                state_hash: format!("v2-{}", "1".repeat(64)),
                ..moved.clone()
            },
        );
        assert_eq!(check.first_diverging_event, Some(4));
        let at3 = freeze(&mut store, "drifted", 3).expect("freezes");
        let check = check_case(&store, &at3);
        assert_eq!(check.first_diverging_event, Some(4));
        assert_eq!(check.first_diverging_line.as_deref(), Some("line 4"));
        // A step the case does not have.
        let beyond = CaseLink {
            at: good.events + 1,
            ..link.clone()
        };
        let check = check_case(&store, &beyond);
        assert!(!check.same);
        assert!(
            check
                .problem
                .as_deref()
                .is_some_and(|p| p.contains("has no event")),
            "{check:?}"
        );
    }
}
