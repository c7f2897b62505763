//! `--help` describes every argument and flag and gives examples; `--json` on the commands that
//! write gives a script the new id; rulings are numbered as a judge counts them and a ruling
//! linked to an undone step warns. All through the real binary.

use std::path::Path;
use std::process::Command;

use clap::CommandFactory;
use gunbai::cli::Cli;

use crate::tournament::Gb;

/// Every argument and flag of every subcommand, in the one clap definition, has a description.
#[test]
fn every_argument_and_flag_is_described() {
    fn walk(cmd: &clap::Command, path: &str, missing: &mut Vec<String>) {
        for arg in cmd.get_arguments() {
            let id = arg.get_id().as_str();
            if id == "help" || id == "version" {
                continue;
            }
            if arg.get_help().is_none() && arg.get_long_help().is_none() {
                missing.push(format!("{path} {id}"));
            }
        }
        for sub in cmd.get_subcommands() {
            if sub.get_name() == "help" {
                continue;
            }
            walk(sub, &format!("{path} {}", sub.get_name()), missing);
        }
    }
    let mut missing = Vec::new();
    walk(&Cli::command(), "gunbai", &mut missing);
    assert!(missing.is_empty(), "no description: {missing:?}");
}

fn help(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_gunbai"))
        .args(args)
        .arg("--help")
        .env_clear()
        .env("HOME", std::env::temp_dir())
        .output()
        .expect("runs");
    assert!(out.status.success(), "{args:?} --help failed");
    String::from_utf8(out.stdout).expect("utf-8")
}

#[test]
fn help_pages_give_examples_that_exist() {
    for cmd in ["log", "case", "rules", "event", "ruling", "run", "show"] {
        let text = help(&[cmd]);
        assert!(
            text.contains("Example"),
            "`gunbai {cmd} --help` has no example:\n{text}"
        );
    }
    // The argument descriptions reach the page.
    let text = help(&["show"]);
    assert!(text.contains("The case's name"), "{text}");
    assert!(text.contains("Show the board after event N"), "{text}");
    let text = help(&["ruling", "add"]);
    for flag in [
        "--round",
        "--table",
        "--judge",
        "--question",
        "--ruling",
        "--penalty",
        "--json",
    ] {
        let line = text
            .lines()
            .find(|l| l.trim_start().starts_with(flag))
            .unwrap_or_else(|| panic!("{flag} missing:\n{text}"));
        assert!(
            line.trim_end().len() > line.trim_start().split("  ").next().map_or(0, str::len) + 4,
            "{flag} has no description: {line}"
        );
    }
    // Every fixture the help pages name exists.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for cmd in [&["run"][..], &[][..], &["deck", "check"][..]] {
        let text = help(cmd);
        for word in text.split_whitespace() {
            if word.starts_with("fixtures/") {
                assert!(
                    root.join(word).exists(),
                    "{cmd:?} --help names {word}, which does not exist"
                );
            }
        }
    }
    assert!(help(&["run"]).contains("fixtures/scenarios/"));
}

#[test]
fn commands_that_write_answer_in_json() {
    let gb = Gb::new();
    gb.scenario("01-reaction-order-investigation.gb", "table7");
    let case = gb.json(&["case", "new", "table8", "--json"]);
    assert_eq!(case["name"], "table8");
    assert!(case["id"].as_i64().is_some_and(|id| id >= 2), "{case}");
    let event = gb.json(&[
        "event",
        "new",
        "Kyoto Open",
        "--date",
        "2026-11-21",
        "--json",
    ]);
    assert_eq!(event["name"], "Kyoto Open");
    assert_eq!(event["date"], "2026-11-21");
    assert!(event["id"].as_i64().is_some(), "{event}");
    let add = |q: &str| {
        gb.json(&[
            "ruling",
            "add",
            "--event",
            "Kyoto",
            "--round",
            "3",
            "--table",
            "7",
            "--player",
            "Allen",
            "--judge",
            "Mika",
            "--question",
            q,
            "--ruling",
            "No",
            "--json",
        ])
    };
    let first = add("Can Allen react first?");
    assert_eq!(first["number"], 1);
    assert_eq!(first["record"], 1);
    assert_eq!(first["event"], "Kyoto Open");
    let appeal = gb.json(&[
        "ruling",
        "appeal",
        "1",
        "--by",
        "Head judge",
        "--outcome",
        "upheld",
        "--note",
        "as printed",
        "--json",
    ]);
    assert_eq!(appeal["ruling"], 1);
    assert_eq!(appeal["record"], 2);
    assert_eq!(appeal["outcome"], "upheld");
    // The appeal took no ruling number: the second ruling is #2.
    let second = add("Does the Favor bow?");
    assert_eq!(second["number"], 2);
    assert_eq!(second["record"], 3);
    // `ruling list` shows the ruling, not only the question.
    let list = gb.ok(&["ruling", "list"]);
    assert!(list.contains("Ruling") && list.contains("┆ No "), "{list}");
    // A refused write prints no JSON and writes nothing.
    let out = gb.run(&["case", "new", "table8", "--json"]);
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
}

#[test]
fn a_ruling_linked_to_an_undone_step_warns() {
    let gb = Gb::new();
    let script = gb.dir.path().join("undone.gb");
    std::fs::write(&script, "players Allen Bob\nhonor Allen 5\nundo\n").expect("write");
    gb.ok(&["run", script.to_str().expect("utf-8"), "--case", "undone"]);
    gb.ok(&["event", "new", "Kyoto Open"]);
    let args = |at: &'static str| {
        vec![
            "ruling",
            "add",
            "--event",
            "Kyoto",
            "--round",
            "1",
            "--table",
            "1",
            "--player",
            "Allen",
            "--judge",
            "Mika",
            "--question",
            "q",
            "--ruling",
            "r",
            "--case",
            "undone",
            "--at",
            at,
        ]
    };
    let out = gb.run(&args("2"));
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("warning: event 2 of case `undone` was undone"),
        "{err}"
    );
    let out = gb.run(&["ruling", "show", "1"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("was undone"), "{err}");
    // A step that stands gives no warning.
    let out = gb.run(&args("1"));
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).is_empty());
    let out = gb.run(&["ruling", "show", "2"]);
    assert!(String::from_utf8_lossy(&out.stderr).is_empty());
}

#[test]
fn the_board_shows_gold_for_holdings_and_the_player_of_another_players_follower() {
    let gb = Gb::new();
    let script = gb.dir.path().join("board.gb");
    std::fs::write(
        &script,
        "players Allen Bob\nturn Allen action\n\
         enter Allen personality \"Doji Hoturi\" force 3 chi 4 ph 3 as hoturi\n\
         enter Allen holding \"Diamond Mine\" gold 5 as mine\n\
         enter Bob follower \"Light Cavalry\" force 2 on hoturi as cav\n\
         enter Allen item \"Sword\" force 1 on hoturi as sword\n",
    )
    .expect("write");
    gb.ok(&["run", script.to_str().expect("utf-8"), "--case", "board"]);
    let board = gb.ok(&["show", "board"]);
    let row = |handle: &str| -> Vec<String> {
        board
            .lines()
            .find(|l| l.contains(&format!(" {handle} ")))
            .unwrap_or_else(|| panic!("no row for {handle}:\n{board}"))
            .split(['│', '┆'])
            .map(|c| c.trim().to_string())
            .collect()
    };
    let header: Vec<String> = board
        .lines()
        .find(|l| l.contains("Handle"))
        .expect("a header")
        .split(['│', '┆'])
        .map(|c| c.trim().to_string())
        .collect();
    let col = |name: &str| header.iter().position(|h| h == name).expect(name);
    let mine = row("mine");
    assert_eq!(mine[col("Gold")], "5", "{board}");
    assert_eq!(mine[col("F")], "", "{board}");
    assert_eq!(mine[col("C")], "", "{board}");
    let cav = row("└ cav");
    assert_eq!(cav[col("Player")], "Bob", "{board}");
    assert_eq!(cav[col("F")], "2", "{board}");
    // An attachment of the personality's own player leaves the column to the personality.
    assert_eq!(row("└ sword")[col("Player")], "", "{board}");
    let json = gb.json(&["show", "board", "--json"]);
    let cards = json["board"]["cards"].as_array().expect("cards");
    let gold = |h: &str| cards.iter().find(|c| c["handle"] == h).expect(h)["gold"].clone();
    assert_eq!(gold("mine"), 5);
    assert_eq!(gold("hoturi"), serde_json::Value::Null);
}

/// What is stored or exported does not depend on the width of the terminal it was typed at: a
/// ruling freezes its steps one line each, and the exported board is as wide as its content.
#[test]
fn stored_and_exported_text_ignores_the_terminal_width() {
    let gb = Gb::new();
    gb.scenario("01-reaction-order-investigation.gb", "table7");
    gb.ok(&["event", "new", "Kyoto Open"]);
    let narrow = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_gunbai"))
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", gb.dir.path())
            .env("COLUMNS", "40")
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .arg("--db")
            .arg(gb.db())
            .args(args)
            .output()
            .expect("runs");
        assert!(out.status.success(), "{out:?}");
        String::from_utf8(out.stdout).expect("utf-8")
    };
    narrow(&[
        "ruling",
        "add",
        "--event",
        "Kyoto",
        "--round",
        "1",
        "--table",
        "1",
        "--player",
        "Allen",
        "--judge",
        "Mika",
        "--question",
        "q",
        "--ruling",
        "r",
        "--case",
        "table7",
        "--at",
        "7",
    ]);
    let shown = gb.json(&["ruling", "show", "1", "--json"]);
    let frozen = shown["ruling"]["case"]["steps"]
        .as_str()
        .expect("frozen steps");
    assert!(
        frozen.contains("Reaction window for Kolat Assassin: Cindy (on Bob's left) has the first chance, then Allen, then Bob, until all pass in a row  [action.reaction.order]"),
        "{frozen}"
    );
    assert_eq!(shown["case_check"]["explanation_changed"], false);
    // The terminal shows the same steps wrapped.
    let text = narrow(&["ruling", "show", "1"]);
    assert!(
        text.contains("the engine still reaches the same state"),
        "{text}"
    );
    let wide = gb.ok(&["case", "export", "table7", "--format", "json"]);
    let thin = narrow(&["case", "export", "table7", "--format", "json"]);
    assert_eq!(wide, thin);
}
