//! Imported cards on PostgreSQL: `cards import | show | search` and `deck check` answer on a
//! `postgres://` database exactly as on a SQLite file, and a line typed through `gunbai serve`
//! on PostgreSQL plays an imported card. Needs a server (`GUNBAI_TEST_PG`, see `pg_support`).

use crate::pg_support::{server, PgDb};
use crate::serve::{new_case, send_lines};
use crate::serve_http::{Client, FLOOR_PW};

struct Out {
    code: i32,
    stdout: String,
    stderr: String,
}

/// `gunbai ARGS` on the database `db` (a file or a URL), from the crate's folder.
fn gunbai(home: &std::path::Path, db: &str, args: &[&str]) -> Out {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gunbai"))
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("HOME", home)
        .env("GUNBAI_DB", db)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .stdin(std::process::Stdio::null())
        .output()
        .expect("the binary runs");
    Out {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// `text` with every time (`2026-11-27 02:40:53`, `2026-11-27T02:40:53.123Z`) as `TIME`: the
/// two imports are made a moment apart.
fn untimed(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    let digit = |j: usize| b.get(j).is_some_and(u8::is_ascii_digit);
    while i < b.len() {
        let is_time = (0..4).all(|k| digit(i + k))
            && b.get(i + 4) == Some(&b'-')
            && digit(i + 5)
            && digit(i + 6)
            && b.get(i + 7) == Some(&b'-')
            && digit(i + 8)
            && digit(i + 9)
            && matches!(b.get(i + 10), Some(b' ' | b'T'))
            && digit(i + 11)
            && b.get(i + 13) == Some(&b':');
        if is_time {
            let mut j = i + 10;
            while j < b.len()
                && (b[j].is_ascii_digit() || matches!(b[j], b':' | b'.' | b'T' | b' ' | b'Z'))
            {
                j += 1;
            }
            out.push_str("TIME ");
            i = j;
        } else {
            let ch = text[i..].chars().next().unwrap_or(' ');
            out.push(ch);
            i += ch.len_utf8();
        }
    }
    out
}

const DECK: &str = "fixtures/decks/legal-testing-keep.l5d";
const POOL: &str = "fixtures/cardsdb/made-up-deck-pool.xml";

#[test]
fn pg_cards_import_show_search_and_deck_check_answer_as_on_sqlite() {
    let Some(admin) = server("pg_cards_import_show_search…") else {
        return;
    };
    let pg = PgDb::new(&admin);
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("db.sqlite");
    let file = file.to_str().expect("a UTF-8 path");
    let home = dir.path();

    let mut answers: Vec<Vec<(i32, String, String)>> = Vec::new();
    for db in [file, pg.url.as_str()] {
        let run = |args: &[&str]| {
            let o = gunbai(home, db, args);
            (o.code, untimed(&o.stdout), untimed(&o.stderr))
        };
        let mut seen = Vec::new();
        // A file that is not well-formed imports nothing.
        let r = run(&["cards", "import", "fixtures/cardsdb/broken-xml.xml"]);
        assert_eq!(r.0, 1, "{db}: {r:?}");
        assert!(r.2.contains("nothing was imported"), "{db}: {}", r.2);
        let r = run(&["cards", "import", POOL]);
        assert_eq!(r.0, 0, "{db}: {}", r.2);
        assert!(
            r.1.contains("24 cards — 24 added, 0 changed, 0 unchanged"),
            "{db}: {}",
            r.1
        );
        let r = run(&["cards", "import", POOL, "--json"]);
        let v: serde_json::Value = serde_json::from_str(&r.1).expect("JSON");
        assert_eq!(v["unchanged"], 24, "{db}: a second import changes nothing");
        for args in [
            &["cards", "show", "matsu", "testlord", "-", "exp"][..],
            &["cards", "show", "Kolat Assassin"][..],
            &["cards", "show", "Test"][..],
            &["cards", "search", "weapon", "--json"][..],
            &["cards", "search", "infantry"][..],
            &["deck", "check", DECK][..],
            &["deck", "check", DECK, "--environment", "test arc"][..],
            &["deck", "check", DECK, "--environment", "Nowhere"][..],
            &["cards", "coverage"][..],
            &["cards", "coverage", "--json", "--examples", "3"][..],
        ] {
            seen.push(run(args));
        }
        answers.push(seen);
    }
    let (sqlite, postgres) = (&answers[0], &answers[1]);
    assert_eq!(sqlite.len(), postgres.len());
    for (a, b) in sqlite.iter().zip(postgres) {
        assert_eq!(a, b, "the same answer on both back ends");
    }
    assert!(
        sqlite[0]
            .1
            .contains("Traits: Samurai • Unique • Experienced"),
        "{}",
        sqlite[0].1
    );
    assert_eq!(sqlite[5].0, 0, "{:?}", sqlite[5]);
    assert!(sqlite[6]
        .1
        .contains("Test Festival is not legal in Test Arc"));
    assert!(sqlite[7].2.contains("<legal> tags: Open, Test Arc"));
    // Coverage reads every card on both: the same counts, the same first examples.
    assert_eq!(sqlite[8].0, 0, "{:?}", sqlite[8]);
    let cov: serde_json::Value = serde_json::from_str(&sqlite[9].1).expect("coverage JSON");
    assert_eq!(cov["cards"], 24, "{cov}");

    // Even the owner cannot delete an imported card or change an import's record.
    let mut owner = pg.owner();
    for sql in [
        "DELETE FROM cards",
        "UPDATE card_imports SET added = 0",
        "TRUNCATE cards",
    ] {
        assert!(owner.batch_execute(sql).is_err(), "{sql}");
    }

    // A line typed through the server on PostgreSQL plays the imported card.
    {
        let mut s = pg.store();
        let hash = gunbai::serve::auth::hash_password(FLOOR_PW).expect("hash");
        s.add_judge(
            "Ren",
            gunbai::store::judges::Role::Floor,
            &hash,
            chrono::Utc::now(),
        )
        .expect("judge");
    }
    let running =
        gunbai::serve::spawn(std::path::Path::new(&pg.url), "127.0.0.1:0").expect("serve");
    let mut ren = Client::new(running.addr);
    assert_eq!(ren.login("Ren", FLOOR_PW).status, 303);
    let case = new_case(&mut ren, "printed");
    let r = send_lines(
        &mut ren,
        &case,
        0,
        "players Allen Bob\nenter Allen personality \"Matsu Testguard\" as m\nexpect force m 2",
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(r.body.contains("m&#x27;s force is 2") || r.body.contains("m's force is 2"));
    assert!(
        r.body.contains("\u{2713}"),
        "the expectation holds: {}",
        r.body
    );
    let r = ren.get("/cards?q=Testguard");
    assert!(r.body.contains("Matsu Testguard"), "{}", r.body);
    running.stop().expect("stopped");
}
