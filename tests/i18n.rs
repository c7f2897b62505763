//! The language gunbai speaks: chosen by `--lang`, `GUNBAI_LANG` or the locale, and the rule
//! corpus and the `rules` commands in English and Japanese.

use gunbai::i18n::Lang;
use gunbai::rules::{self, load, CorpusError, DocKind};
use std::process::Command;

struct Out {
    code: i32,
    stdout: String,
    stderr: String,
}

/// The binary with a clean environment plus `env`.
fn gunbai(args: &[&str], env: &[(&str, &str)]) -> Out {
    let dir = tempfile::TempDir::new().expect("a temp dir");
    let mut c = Command::new(env!("CARGO_BIN_EXE_gunbai"));
    c.env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("HOME", dir.path())
        .env("GUNBAI_DB", dir.path().join("test.sqlite"))
        .current_dir(dir.path())
        .args(args);
    for (k, v) in env {
        c.env(k, v);
    }
    let out = c.output().expect("the binary runs");
    Out {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn petition() -> &'static rules::Rule {
    rules::corpus()
        .get("favor.petition")
        .expect("favor.petition is in the corpus")
}

fn is_japanese(out: &str) -> bool {
    let r = petition();
    out.contains(r.summary_ja.as_deref().unwrap_or("?"))
        && out.contains("出典:")
        && !out.contains(r.summary.as_str())
}

fn is_english(out: &str) -> bool {
    out.contains(petition().summary.as_str()) && out.contains("where:")
}

#[test]
fn lang_ja_shows_the_japanese_rule() {
    let out = gunbai(&["--lang", "ja", "rules", "show", "favor.petition"], &[]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(is_japanese(&out.stdout), "{}", out.stdout);
    assert!(
        out.stdout.contains("寵愛を求めて陳情する"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("gunbai の解釈:"), "{}", out.stdout);
    // No Unicode isolation marks around the arguments.
    assert!(!out.stdout.contains(['\u{2068}', '\u{2069}']));
    // The flag is global: it may follow the subcommand too.
    let out = gunbai(&["rules", "show", "favor.petition", "--lang", "ja"], &[]);
    assert!(is_japanese(&out.stdout), "{}", out.stdout);
}

#[test]
fn english_is_the_default_and_unchanged() {
    let out = gunbai(&["rules", "show", "favor.petition"], &[]);
    assert!(is_english(&out.stdout), "{}", out.stdout);
    assert!(
        out.stdout
            .starts_with("favor.petition — Petitioning for the Favor\n  where: rb4 · 帝の寵愛 (The Imperial Favor) · paragraph 2\n"),
        "{}",
        out.stdout
    );
}

#[test]
fn the_environment_chooses_and_the_flag_wins() {
    let show = ["rules", "show", "favor.petition"];
    for env in [
        &[("GUNBAI_LANG", "ja")][..],
        &[("LANG", "ja_JP.UTF-8")],
        &[("LC_MESSAGES", "ja_JP.UTF-8")],
        &[("LC_ALL", "ja_JP.UTF-8"), ("LANG", "en_US.UTF-8")],
        &[("GUNBAI_LANG", "ja"), ("LC_ALL", "C")],
    ] {
        let out = gunbai(&show, env);
        assert!(is_japanese(&out.stdout), "{env:?}: {}", out.stdout);
    }
    for env in [
        &[("GUNBAI_LANG", "en"), ("LANG", "ja_JP.UTF-8")][..],
        &[("LC_ALL", "C"), ("LANG", "ja_JP.UTF-8")],
        &[("LANG", "fr_FR.UTF-8")],
    ] {
        let out = gunbai(&show, env);
        assert!(is_english(&out.stdout), "{env:?}: {}", out.stdout);
    }
    let out = gunbai(
        &["--lang", "en", "rules", "show", "favor.petition"],
        &[("GUNBAI_LANG", "ja"), ("LC_ALL", "ja_JP.UTF-8")],
    );
    assert!(is_english(&out.stdout), "{}", out.stdout);
}

#[test]
fn an_unknown_language_is_a_clear_error() {
    let out = gunbai(&["--lang", "xx", "rules", "show", "favor.petition"], &[]);
    assert_eq!(out.code, 2);
    assert!(out.stdout.is_empty());
    assert!(
        out.stderr.contains("xx") && out.stderr.contains("en, ja"),
        "{}",
        out.stderr
    );
    let out = gunbai(
        &["rules", "show", "favor.petition"],
        &[("GUNBAI_LANG", "xx")],
    );
    assert_eq!(out.code, 1);
    assert!(out.stdout.is_empty());
    assert!(
        out.stderr.contains("GUNBAI_LANG") && out.stderr.contains("en or ja"),
        "{}",
        out.stderr
    );
}

#[test]
fn the_rules_commands_speak_japanese() {
    let ja = [("GUNBAI_LANG", "ja")];
    let out = gunbai(&["rules", "show", "favor.petiton"], &ja);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr.contains("ルールID `favor.petiton` はありません")
            && out.stderr.contains("`favor.petition`"),
        "{}",
        out.stderr
    );
    let out = gunbai(&["rules", "show", "zzzz.qqqq"], &ja);
    assert!(out.stderr.contains("gunbai rules search"), "{}", out.stderr);
    let out = gunbai(&["rules", "list", "--doc", "nope"], &ja);
    assert!(
        out.stderr.contains("文書 `nope` はありません") && out.stderr.contains("rb2"),
        "{}",
        out.stderr
    );
    let out = gunbai(&["rules", "search", "zzzz"], &ja);
    assert_eq!(out.stdout, "`zzzz` に合うルールはありません\n");
    let out = gunbai(&["rules", "list", "--doc", "gunbai"], &ja);
    assert!(
        out.stdout.contains("審判が盤面を入力する"),
        "{}",
        out.stdout
    );
    let out = gunbai(&["rules", "coverage"], &ja);
    assert!(
        out.stdout.contains("本のシナリオが確かめています"),
        "{}",
        out.stdout
    );
    // A look-up corpus has no Japanese: its English texts stand in.
    let kw = rules::corpus()
        .rules()
        .iter()
        .find(|r| r.summary_ja.is_none())
        .expect("a look-up rule");
    let out = gunbai(&["rules", "show", kw.id.as_str()], &ja);
    assert!(out.stdout.contains(kw.summary.as_str()), "{}", out.stdout);
}

#[test]
fn search_finds_both_languages() {
    let corpus = rules::corpus();
    let ids =
        |q: &str| -> Vec<String> { corpus.search(q).iter().map(|r| r.id.to_string()).collect() };
    // Words found only in the Japanese summaries and titles.
    assert!(ids("時計回り").contains(&"setup.first-player".to_string()));
    assert!(ids("争いなしで勝つ").contains(&"favor.petition.auto".to_string()));
    // English as before.
    assert!(ids("clockwise").contains(&"setup.first-player".to_string()));
    let out = gunbai(&["--lang", "ja", "rules", "search", "時計回り"], &[]);
    assert!(
        out.stdout.contains("setup.first-player") && out.stdout.contains("先攻と手番の順"),
        "{}",
        out.stdout
    );
}

#[test]
fn every_executable_rule_speaks_japanese() {
    let corpus = rules::corpus();
    let mut n = 0;
    for r in corpus.rules() {
        let kind = corpus.document_of(r).map(|d| d.kind);
        if kind == Some(DocKind::Lookup) {
            continue;
        }
        n += 1;
        let ja = r.summary_ja.as_deref().unwrap_or("");
        assert!(
            ja.chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c)),
            "{}: summary_ja is not Japanese: {ja:?}",
            r.id
        );
        assert!(r.title_ja.is_some(), "{}", r.id);
        let section = r.section_in(Lang::Ja);
        assert!(
            section
                .chars()
                .any(|c| ('\u{3040}'..='\u{30ff}').contains(&c)
                    || ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "{}: the section has no Japanese: {section:?}",
            r.id
        );
        assert_eq!(r.reading.is_some(), r.reading_ja.is_some(), "{}", r.id);
        assert_eq!(r.summary_in(Lang::Ja), ja);
        assert_eq!(r.summary_in(Lang::En), r.summary.as_str());
    }
    assert!(n >= 171, "{n} rules");
}

const DOC: &str = "[document]\nid = \"d\"\ntitle = \"t\"\nsource = \"s\"\nkind = \"rulebook\"\n";
const RULE: &str = "\n[[rule]]\nid = \"a.b\"\nsection = \"s\"\nparagraph = 1\ntitle = \"T\"\n\
                    summary = \"S.\"\nsummary_ja = \"要約。\"\ntitle_ja = \"題\"\n";

#[test]
fn a_rule_without_its_japanese_does_not_load() {
    assert!(load(&[("ok.toml", &format!("{DOC}{RULE}"))]).is_ok());
    for (field, text) in [
        ("summary_ja", RULE.replace("summary_ja = \"要約。\"\n", "")),
        ("title_ja", RULE.replace("title_ja = \"題\"\n", "")),
        ("reading_ja", format!("{RULE}reading = \"R.\"\n")),
    ] {
        let err = load(&[("ja.toml", &format!("{DOC}{text}"))])
            .map(|_| ())
            .unwrap_err();
        assert!(
            matches!(&err, CorpusError::MissingJapanese { field: f, .. } if *f == field),
            "{err:?}"
        );
        assert!(err.to_string().contains(field), "{err}");
    }
    let err = load(&[(
        "empty.toml",
        &format!("{DOC}{}", RULE.replace("要約。", " ")),
    )])
    .map(|_| ())
    .unwrap_err();
    assert!(matches!(err, CorpusError::EmptyField { .. }), "{err:?}");
    let err = load(&[(
        "orphan.toml",
        &format!("{DOC}{RULE}reading_ja = \"解釈。\"\n"),
    )])
    .map(|_| ())
    .unwrap_err();
    assert!(
        matches!(err, CorpusError::JapaneseWithoutReading { .. }),
        "{err:?}"
    );
    // A look-up corpus may go without.
    let lookup = DOC.replace("rulebook", "lookup");
    let bare = RULE
        .replace("summary_ja = \"要約。\"\n", "")
        .replace("title_ja = \"題\"\n", "");
    assert!(load(&[("kw.toml", &format!("{lookup}{bare}"))]).is_ok());
}

/// An `expect` line's outcome, passed or failed, is in the language asked for; the JSON holds
/// both.
#[test]
fn expectations_speak_the_chosen_language() {
    let dir = tempfile::TempDir::new().expect("a temp dir");
    let script = dir.path().join("x.gb");
    std::fs::write(
        &script,
        "players Allen Bob\nhonor Allen 10\nexpect honor Allen 10\nexpect honor Allen 7\nexpect rejects unreadable honor Nobody 3\n",
    )
    .expect("the script is written");
    let script = script.to_str().expect("a UTF-8 path");
    let ja = gunbai(&["--lang", "ja", "run", script, "--memory"], &[]);
    assert!(
        ja.stdout.contains("Allen の家の名誉 は 10"),
        "{}",
        ja.stdout
    );
    assert!(
        ja.stdout
            .contains("期待は「Allen の家の名誉: 7」ですが、実際は「Allen の家の名誉: 10」"),
        "{}",
        ja.stdout
    );
    assert!(ja.stdout.contains("4 行目"), "{}", ja.stdout);
    let en = gunbai(&["run", script, "--memory"], &[]);
    assert!(
        en.stdout
            .contains("expected Allen's family honor 7, but Allen's family honor 10"),
        "{}",
        en.stdout
    );
    let json = gunbai(&["run", script, "--memory", "--json"], &[]);
    assert!(
        json.stdout
            .contains("\"message_ja\": \"Allen の家の名誉 は 10\""),
        "{}",
        json.stdout
    );
}
