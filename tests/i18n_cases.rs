//! A case in either language: the same events and state hashes, only the words differ; and the
//! words themselves, kept as golden transcripts in English and Japanese for scenarios covering
//! reactions, the Imperial Favor, a battle and a duel (`tests/golden/i18n/NAME.LANG.txt`;
//! `GUNBAI_BLESS=1 cargo test --test tests i18n_cases` rewrites them, to be reviewed as a diff).

use std::path::{Path, PathBuf};
use std::process::Command;

/// The binary with a clean environment, `--lang lang` and `args`, on the database `db`.
fn gunbai(db: &Path, lang: &str, args: &[&str]) -> (i32, String, String) {
    let mut c = Command::new(env!("CARGO_BIN_EXE_gunbai"));
    c.env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("HOME", db.parent().unwrap_or(Path::new("/tmp")))
        .env("GUNBAI_DB", db)
        .env("GUNBAI_AUTHOR", "judge")
        .args(["--lang", lang])
        .args(args);
    let out = c.output().expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn scenario(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/scenarios")
        .join(format!("{name}.gb"))
}

/// Scenarios covering reactions, the Favor (a contested petition and its use), a battle, a duel,
/// seppuku, a whole turn's phases, a ranged attack and a province falling to a military victory.
const CASES: [&str; 9] = [
    "01-reaction-order-investigation",
    "02-favor-petition-contested",
    "08-favor-use-reaction",
    "14-seppuku",
    "46-whole-turn",
    "47-military-loss",
    "49-battle-force-and-ties",
    "61-duel-focus",
    "65-ranged-example",
];

/// Every step of every scenario has its own Japanese words: rendered in Japanese, no step
/// reads as it does in English (a message copied across untranslated, or an English sentence,
/// would).
#[test]
fn every_step_of_every_scenario_reads_differently_in_japanese() {
    use gunbai::i18n::Lang;
    let mut same = Vec::new();
    let mut steps = 0;
    for (name, src) in gunbai::coverage::SCENARIOS {
        let report = gunbai::coverage::run_scenario(src);
        for line in &report.lines {
            if let gunbai::session::LineResult::Event { steps: s, .. } = &line.result {
                for step in s {
                    steps += 1;
                    let (en, ja) = (step.text(Lang::En), step.text(Lang::Ja));
                    if en == ja {
                        same.push(format!("{name}:{}: {en}", line.line));
                    }
                }
            }
        }
    }
    assert!(steps > 1000, "only {steps} steps ran");
    assert!(
        same.is_empty(),
        "{} steps read the same in Japanese as in English:\n{}",
        same.len(),
        same.join("\n")
    );
}

/// The board after every line of every scenario, in Japanese, holds none of the English board's
/// own words (its headings, labels and phrases): only names the judge typed stay as typed.
#[test]
fn the_board_after_every_line_of_every_scenario_is_in_japanese() {
    use gunbai::i18n::Lang;
    use gunbai::session::{self, Session};
    const ENGLISH: [&str; 30] = [
        "Turn ",
        "No turn set",
        "Imperial Favor",
        "┆ Family honor",
        "│ Seat",
        "current player",
        "┆ Handle",
        "┆ Unit F",
        "┆ Marks",
        "┆ Attached",
        "┆ Strength",
        "bowed",
        "dishonored",
        "(made up)",
        "hand:",
        "dead:",
        "discard pile",
        "face up",
        "face down",
        "Attack:",
        "attackers",
        "Opportunity to act",
        "Waiting to resolve",
        "passed in a row",
        "Petition for",
        "Question:",
        "Duel (",
        "Challenge (",
        "maneuvers",
        "focus cards",
    ];
    let (mut boards, mut english) = (0, Vec::new());
    let mut seen: std::collections::BTreeSet<&str> = Default::default();
    for (name, src) in gunbai::coverage::SCENARIOS {
        let mut s = Session::in_memory(gunbai::engine::Library::embedded());
        let epoch = chrono::DateTime::from_timestamp(0, 0).expect("the epoch");
        session::run_script(&mut s, src, epoch, |line, game| {
            boards += 1;
            let en = gunbai::render::board(game.state(), Lang::En);
            let ja = gunbai::render::board(game.state(), Lang::Ja);
            for word in ENGLISH {
                if en.contains(word) {
                    seen.insert(word);
                }
                if ja.contains(word) {
                    english.push(format!("{name}:{}: `{word}` in\n{ja}", line.line));
                }
            }
        });
    }
    assert!(boards > 1000, "only {boards} boards");
    // The scenarios reach every part of the board, so the check above looked at each of them.
    let unseen: Vec<&str> = ENGLISH
        .iter()
        .filter(|w| !seen.contains(*w))
        .copied()
        .collect();
    assert!(unseen.is_empty(), "no English board shows {unseen:?}");
    assert!(
        english.is_empty(),
        "{}",
        english[..english.len().min(3)].join("\n\n")
    );
}

/// The stored rows of case `c`, without what depends on the clock: seq, kind, payload, state
/// hash.
fn rows(db: &Path, lang: &str) -> Vec<(u64, String, String, String)> {
    let (code, out, err) = gunbai(db, lang, &["log", "c", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("log --json is JSON");
    v.as_array()
        .expect("an array of rows")
        .iter()
        .map(|r| {
            (
                r["seq"].as_u64().unwrap_or(0),
                r["kind"].to_string(),
                r["payload"].to_string(),
                r["state_hash"].to_string(),
            )
        })
        .collect()
}

#[test]
fn a_case_run_in_japanese_appends_the_same_events_and_state_hashes() {
    let dir = tempfile::TempDir::new().expect("a temp dir");
    for name in CASES {
        let file = scenario(name);
        let file = file.to_str().expect("a UTF-8 path");
        let mut runs = Vec::new();
        for lang in ["en", "ja"] {
            let db = dir.path().join(format!("{name}-{lang}.sqlite"));
            let (code, out, err) = gunbai(&db, lang, &["run", file, "--case", "c"]);
            assert_eq!(code, 0, "{name} --lang {lang}: {out}{err}");
            runs.push((rows(&db, lang), out));
        }
        let (en_rows, en_out) = &runs[0];
        let (ja_rows, ja_out) = &runs[1];
        assert!(!en_rows.is_empty(), "{name}: no events stored");
        assert_eq!(en_rows, ja_rows, "{name}: the events or hashes differ");
        // Only the words differ: the Japanese run speaks Japanese.
        assert_ne!(en_out, ja_out, "{name}: the same words in both languages");
        assert!(
            ja_out.contains("の家の名誉") || ja_out.contains("を宣言します"),
            "{name}: no Japanese step:\n{ja_out}"
        );
    }
}

#[test]
fn golden_transcripts_in_both_languages() {
    let dir = tempfile::TempDir::new().expect("a temp dir");
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/i18n");
    let bless = std::env::var_os("GUNBAI_BLESS").is_some_and(|v| !v.is_empty());
    let mut drift = Vec::new();
    for name in CASES {
        let file = scenario(name);
        let file = file.to_str().expect("a UTF-8 path");
        for lang in ["en", "ja"] {
            let db = dir.path().join("unused.sqlite");
            let (code, out, err) = gunbai(&db, lang, &["run", file, "--memory"]);
            assert_eq!(code, 0, "{name} --lang {lang}: {out}{err}");
            let kept = golden.join(format!("{name}.{lang}.txt"));
            if bless {
                std::fs::create_dir_all(&golden).expect("the golden folder");
                std::fs::write(&kept, &out).expect("the golden file is written");
                continue;
            }
            let was = std::fs::read_to_string(&kept).unwrap_or_default();
            if was != out {
                let line = was
                    .lines()
                    .zip(out.lines())
                    .position(|(a, b)| a != b)
                    .unwrap_or(was.lines().count().min(out.lines().count()));
                drift.push(format!(
                    "{} differs from the run at line {}:\n  kept: {}\n  now:  {}",
                    kept.display(),
                    line + 1,
                    was.lines().nth(line).unwrap_or("(end)"),
                    out.lines().nth(line).unwrap_or("(end)")
                ));
            }
        }
    }
    assert!(
        drift.is_empty(),
        "{}\nIf the new words are right, run `GUNBAI_BLESS=1 cargo test --test tests i18n_cases` and review the diff",
        drift.join("\n")
    );
}

/// Runs `args` in both languages: the exit codes are the same, and the Japanese output holds
/// `ja` and none of `en`, which the English output holds.
fn both(db: &Path, args: &[&str], en: &str, ja: &str) {
    let (code_en, out_en, err_en) = gunbai(db, "en", args);
    let (code_ja, out_ja, err_ja) = gunbai(db, "ja", args);
    let (en_text, ja_text) = (format!("{out_en}{err_en}"), format!("{out_ja}{err_ja}"));
    assert_eq!(code_en, code_ja, "{args:?}: {en_text}\n{ja_text}");
    assert!(
        en_text.contains(en),
        "{args:?} in English lacks {en:?}: {en_text}"
    );
    assert!(
        ja_text.contains(ja),
        "{args:?} in Japanese lacks {ja:?}: {ja_text}"
    );
    assert!(
        !ja_text.contains(en),
        "{args:?} in Japanese still says {en:?}: {ja_text}"
    );
}

#[test]
fn unreadable_lines_store_errors_verify_and_deck_checks_speak_the_chosen_language() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("g.sqlite");
    let typo = dir.path().join("typo.gb");
    std::fs::write(
        &typo,
        "players Allen Bob\nAllen plays \"Kolat Assassin\" targt hoturi\n",
    )
    .expect("the script is written");
    let typo = typo.to_str().expect("a UTF-8 path");
    // A line the reader cannot read: the message and the suggestion, with the summary.
    both(
        &db,
        &["run", typo, "--memory"],
        "expected a clause",
        "が来ますが、`targt` があります",
    );
    both(
        &db,
        &["run", typo, "--memory"],
        "(did you mean `target`?)",
        "（`target` のことですか？）",
    );
    both(
        &db,
        &["run", typo, "--memory"],
        "expectation(s) passed",
        "件が成立",
    );
    // The store's own errors, through the command line's error line.
    both(
        &db,
        &["show", "nosuch"],
        "error: no case named `nosuch`",
        "エラー: `nosuch` という名前のケースはありません",
    );
    both(
        &db,
        &["case", "new", " padded"],
        "cannot name a case: it starts or ends with a space",
        "空白で始まるか終わっています",
    );
    // A judge's errors.
    both(
        &db,
        &["judge", "disable", "nobody"],
        "no judge named `nobody`",
        "という名前のジャッジはいません",
    );
    // verify: the file's line, a case's line and a failed anchor.
    let ok = dir.path().join("ok.gb");
    std::fs::write(&ok, "players Allen Bob\nhonor Allen 5\n").expect("the script is written");
    let (code, out, err) = gunbai(
        &db,
        "en",
        &["run", ok.to_str().expect("a UTF-8 path"), "--case", "v"],
    );
    assert_eq!(code, 0, "{out}{err}");
    both(
        &db,
        &["verify"],
        "hash chain and state hashes ok",
        "ハッシュ連鎖と状態ハッシュは正常",
    );
    both(
        &db,
        &["verify"],
        "SQLite's integrity check ok",
        "SQLite の整合性検査は正常",
    );
    both(
        &db,
        &["verify", "--expect", "v@1:00000000"],
        "FAILED, case `v` at step 1 has another hash",
        "のハッシュが違います",
    );
    // The card reader's reading of a made-up card's printed text.
    let cards =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/cardsdb/printed-abilities.xml");
    let (code, out, err) = gunbai(
        &db,
        "en",
        &["cards", "import", cards.to_str().expect("a UTF-8 path")],
    );
    assert_eq!(code, 0, "{out}{err}");
    both(
        &db,
        &["cards", "show", "Test Insight"],
        "Limited; effect gain 2 honor",
        "Limited; 効果: 名誉を 2 得る",
    );
    both(
        &db,
        &["cards", "coverage"],
        "timed abilities",
        "時機のある能力",
    );
    // deck check: the summary, the table's heading and a violation.
    let deck = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/decks/illegal-copies.txt");
    let deck = deck.to_str().expect("a UTF-8 path");
    both(
        &db,
        &["deck", "check", deck],
        "not legal: 2 violations",
        "不適格: 違反 2 件",
    );
    both(
        &db,
        &["deck", "check", deck],
        "copies of a card",
        "同じカードは 3 枚まで",
    );
    // replay's banner (standard input closed, so it ends there) and show past the last step.
    let undo = scenario("19-undo");
    let undo = undo.to_str().expect("a UTF-8 path");
    let (code, out, err) = gunbai(&db, "en", &["run", undo, "--case", "undo"]);
    assert_eq!(code, 0, "{out}{err}");
    both(
        &db,
        &["replay", "undo"],
        "events. Commands: next, prev",
        "件。コマンド: next、prev",
    );
    both(
        &db,
        &["show", "undo", "--at", "99"],
        "choose --at between 0 and",
        "--at には 0 から",
    );
}
