//! Property tests, bounded so that they run in `cargo test`: the judge language on arbitrary and
//! near-valid lines, and opening damaged database files. Nothing may panic; a refused line changes
//! nothing; a refused file is left byte for byte as it was.

use gunbai::engine::Library;
use gunbai::session::Session;
use gunbai::store::Store;
use proptest::prelude::*;
use tempfile::TempDir;

const WORDS: &[&str] = &[
    "players",
    "Allen",
    "Bob",
    "Cindy",
    "honor",
    "gain",
    "lose",
    "favor",
    "turn",
    "action",
    "enter",
    "personality",
    "holding",
    "\"Doji Hoturi\"",
    "force",
    "chi",
    "ph",
    "as",
    "hoturi",
    "bow",
    "straighten",
    "destroy",
    "pass",
    "all",
    "plays",
    "reacts",
    "Investigation",
    "\"Kolat Assassin\"",
    "target",
    "on",
    "undo",
    "expect",
    "rejects",
    "bowed",
    "10",
    "-3",
    "2147483647",
    "99999999999999999999",
    ";",
    ";;",
    "\"",
    "\u{1b}[31m",
    "寵愛",
    "秀吉",
    "#",
    "hand",
    "card",
    "effect",
    "cost",
    "petitions",
    "with",
    "bows",
    "for",
    "gifts",
    "seppuku",
];

fn near_valid_line() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(WORDS), 0..12).prop_map(|w| w.join(" "))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn the_parser_never_panics(text in "\\PC{0,80}") {
        let _ = gunbai::lang::parse_line(&text);
        let _ = gunbai::lang::parse_script(&text);
    }

    #[test]
    fn a_refused_line_changes_nothing(lines in prop::collection::vec(near_valid_line(), 1..12)) {
        let mut s = Session::in_memory(Library::embedded());
        let now = chrono::DateTime::from_timestamp(0, 0).expect("epoch");
        let setup = gunbai::lang::parse_line("players Allen Bob Cindy; honor Allen 10; honor Bob 10")
            .expect("parses");
        s.execute_line(&setup, now).expect("setup");
        for text in &lines {
            let Ok(parsed) = gunbai::lang::parse_line(text) else { continue };
            let before = s.game().events().len();
            let board = s.game().state().hash();
            if s.execute_line(&parsed, now).is_err() {
                prop_assert_eq!(s.game().events().len(), before, "{}", text);
                prop_assert_eq!(s.game().state().hash(), board, "{}", text);
            }
        }
    }
}

/// A small sound database, as bytes.
fn sound_database() -> Vec<u8> {
    let dir = TempDir::new().expect("temp dir");
    let path = dir.path().join("seed.sqlite");
    {
        let store = Store::open(&path).expect("open");
        let mut s = Session::with_store(store, Library::embedded(), "judge");
        let now = chrono::DateTime::from_timestamp(0, 0).expect("epoch");
        s.new_case("t", now).expect("case");
        for text in [
            "players Allen Bob",
            "honor Allen 10",
            "gain Allen 2; lose Bob 1",
        ] {
            let l = gunbai::lang::parse_line(text).expect("parses");
            s.execute_line(&l, now).expect("accepted");
        }
    }
    // Closing the last connection folds the log into the file.
    std::fs::read(&path).expect("read")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn opening_a_damaged_file_never_panics_and_a_refused_file_is_untouched(
        flips in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..24),
        cut in prop::option::of(any::<prop::sample::Index>()),
    ) {
        let mut bytes = sound_database();
        for (at, b) in flips {
            let i = at.index(bytes.len());
            bytes[i] ^= b | 1;
        }
        if let Some(c) = cut {
            let n = c.index(bytes.len());
            bytes.truncate(n);
        }
        let dir = TempDir::new().expect("temp dir");
        let path = dir.path().join("damaged.sqlite");
        std::fs::write(&path, &bytes).expect("write");
        match Store::open(&path) {
            Err(_) => {
                prop_assert_eq!(std::fs::read(&path).expect("read"), bytes);
            }
            Ok(store) => {
                if let Ok(cases) = store.cases() {
                    for c in cases {
                        let _ = store.verify_chain(c.id);
                        let _ = store.events(c.id);
                        let _ = store.anchor(c.id);
                    }
                }
                let _ = store.verify_rulings();
                let _ = store.integrity_check();
            }
        }
        if let Ok(store) = Store::open_read_only(&path) {
            if let Ok(cases) = store.cases() {
                for c in cases {
                    let _ = store.verify_chain(c.id);
                }
            }
            let _ = store.integrity_check();
        }
    }
}
