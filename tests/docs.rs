//! Every complete example in `README.md` and `docs/*.md` runs through the real binary: the
//! language guide's opening script passes its expectations, the README's shell tour prints what
//! the README shows, and every block of `gunbai …` command lines succeeds, in order, on one
//! database. Synopsis blocks (with `[optional]` parts or placeholders such as `ID`) are not
//! examples and are skipped; the test counts what it ran so a block cannot silently drop out.
//!
//! What each example prints is checked too: every command's output (stdout, stderr, exit code),
//! with the sandbox's path and the clock's readings masked, is written to a transcript that must
//! equal the one kept in `tests/docs/` for that page, so an example whose output drifts from the
//! binary's is caught. When a change of output is intended, `GUNBAI_BLESS=1 cargo test --test
//! tests docs::` writes the transcripts anew; review their diff like any other change.

use sha2::Digest;
use std::cell::RefCell;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use tempfile::TempDir;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(rel: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join(rel)).expect("a documentation file")
}

/// Fenced blocks: (info string, body).
fn fenced_blocks(md: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut current: Option<(String, String)> = None;
    for line in md.lines() {
        if let Some(rest) = line.strip_prefix("```") {
            match current.take() {
                Some(block) => out.push(block),
                None => current = Some((rest.trim().to_string(), String::new())),
            }
        } else if let Some((_, body)) = current.as_mut() {
            body.push_str(line);
            body.push('\n');
        }
    }
    out
}

/// Indented (four-space) blocks, as the README writes them.
fn indented_blocks(md: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in md.lines() {
        if let Some(code) = line.strip_prefix("    ") {
            current.push_str(code);
            current.push('\n');
        } else if line.trim().is_empty() && !current.is_empty() {
            current.push('\n');
        } else if !current.is_empty() {
            out.push(std::mem::take(&mut current).trim_end().to_string());
        }
    }
    if !current.is_empty() {
        out.push(current.trim_end().to_string());
    }
    out
}

/// Splits shell command lines into words: `\` continues a line, `"…"` and `'…'` quote, and `#`
/// after white space starts a comment.
fn shell_commands(block: &str) -> Vec<Vec<String>> {
    let joined = block.replace("\\\n", " ");
    let mut commands = Vec::new();
    for line in joined.lines() {
        let mut words = Vec::new();
        let mut word = String::new();
        let mut in_word = false;
        let mut quote: Option<char> = None;
        let mut prev_space = true;
        for c in line.chars() {
            match quote {
                Some(q) if c == q => quote = None,
                Some(_) => word.push(c),
                None if c == '"' || c == '\'' => {
                    quote = Some(c);
                    in_word = true;
                }
                None if c == '#' && prev_space => break,
                None if c.is_whitespace() => {
                    if in_word {
                        words.push(std::mem::take(&mut word));
                        in_word = false;
                    }
                }
                None => {
                    word.push(c);
                    in_word = true;
                }
            }
            prev_space = c.is_whitespace() && quote.is_none();
        }
        if in_word {
            words.push(word);
        }
        if !words.is_empty() {
            commands.push(words);
        }
    }
    commands
}

/// A block of `gunbai …` lines that is an example, not a synopsis.
fn is_command_example(block: &str) -> bool {
    let cmds = shell_commands(block);
    !cmds.is_empty()
        && cmds.iter().all(|c| c[0] == "gunbai" && c.len() > 1)
        && !block.contains("[--")
        && !block.contains(" ID ")
        && !block.contains("...")
}

struct Sandbox {
    dir: TempDir,
    /// Every command run after the setup, with what it printed, masked.
    transcript: RefCell<String>,
}

impl Sandbox {
    /// A temp dir that looks like a checkout for the examples: `fixtures/` is there, and the
    /// files the examples name as the judge's own (`my-ruling.gb`, `my-deck.txt`, `database.xml`,
    /// `my-deck.l5d`) exist.
    fn new() -> Sandbox {
        let dir = TempDir::new().expect("a temp dir");
        copy_dir(
            &Path::new(ROOT).join("fixtures"),
            &dir.path().join("fixtures"),
        );
        std::fs::write(
            dir.path().join("my-ruling.gb"),
            read("fixtures/scenarios/01-reaction-order-investigation.gb"),
        )
        .expect("write my-ruling.gb");
        // The card database and the Egg of P'an Ku deck the card examples name: made-up cards.
        std::fs::write(
            dir.path().join("database.xml"),
            read("fixtures/cardsdb/made-up-v1.xml"),
        )
        .expect("write database.xml");
        std::fs::write(
            dir.path().join("my-deck.l5d"),
            read("fixtures/decks/legal-testing-keep.l5d"),
        )
        .expect("write my-deck.l5d");
        let sb = Sandbox {
            dir,
            transcript: RefCell::new(String::new()),
        };
        // The judge's database already holds the cards of that deck (made up too).
        let out = sb.run(
            &[
                "cards".into(),
                "import".into(),
                "fixtures/cardsdb/made-up-deck-pool.xml".into(),
            ],
            "",
        );
        assert!(out.status.success(), "the deck pool imports");
        sb.transcript.borrow_mut().clear();
        sb
    }

    fn db(&self) -> PathBuf {
        self.dir.path().join("docs.sqlite")
    }

    fn run(&self, args: &[String], stdin: &str) -> Output {
        let mut child = Command::new(env!("CARGO_BIN_EXE_gunbai"))
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", self.dir.path())
            .env("GUNBAI_DB", self.db())
            .current_dir(self.dir.path())
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(stdin.as_bytes())
            .expect("write stdin");
        let out = child.wait_with_output().expect("the binary ends");
        self.record(args, stdin, &out);
        out
    }

    /// Adds a command and its output to the transcript: `$ gunbai ARGS`, the lines typed into
    /// it (`< …`), its stdout, its stderr (each line `! …`) and a non-zero exit code.
    fn record(&self, args: &[String], stdin: &str, out: &Output) {
        let mut t = String::from("$ gunbai");
        for a in args {
            if a.is_empty() || a.contains(char::is_whitespace) {
                t.push_str(&format!(" {a:?}"));
            } else {
                t.push(' ');
                t.push_str(a);
            }
        }
        t.push('\n');
        for line in stdin.lines() {
            t.push_str(&format!("< {line}\n"));
        }
        let stdout = String::from_utf8_lossy(&out.stdout);
        let lines: Vec<&str> = stdout.lines().collect();
        for line in lines.iter().take(LONG_OUTPUT) {
            t.push_str(line.trim_end());
            t.push('\n');
        }
        if lines.len() > LONG_OUTPUT {
            // A long output is kept as its opening and the hash of the whole.
            let digest = hex::encode(sha2::Sha256::digest(mask(&stdout).as_bytes()));
            t.push_str(&format!(
                "[… {} more lines; the whole output's SHA-256 is {}]\n",
                lines.len() - LONG_OUTPUT,
                &digest[..16]
            ));
        }
        for line in String::from_utf8_lossy(&out.stderr).lines() {
            t.push_str(&format!("! {}\n", line.trim_end()));
        }
        match out.status.code() {
            Some(0) => {}
            Some(code) => t.push_str(&format!("[exit {code}]\n")),
            None => t.push_str("[killed by a signal]\n"),
        }
        t.push('\n');
        let dir = self.dir.path().display().to_string();
        self.transcript
            .borrow_mut()
            .push_str(&mask(&t).replace(&dir, "[SANDBOX]"));
    }

    /// The transcript must be the one kept for `page` (written anew with `GUNBAI_BLESS=1`).
    fn check_transcript(&self, page: &str) {
        let path = Path::new(ROOT)
            .join("tests/docs")
            .join(format!("{page}.transcript"));
        let got = self.transcript.borrow();
        if std::env::var_os("GUNBAI_BLESS").is_some() {
            std::fs::create_dir_all(path.parent().expect("a parent")).expect("tests/docs");
            std::fs::write(&path, got.as_bytes()).expect("write the transcript");
            return;
        }
        let want = std::fs::read_to_string(&path).unwrap_or_default();
        if *got == want {
            return;
        }
        let got_lines: Vec<&str> = got.lines().collect();
        let want_lines: Vec<&str> = want.lines().collect();
        let at = got_lines
            .iter()
            .zip(&want_lines)
            .position(|(g, w)| g != w)
            .unwrap_or(got_lines.len().min(want_lines.len()));
        let command = got_lines[..at.min(got_lines.len())]
            .iter()
            .rev()
            .find(|l| l.starts_with("$ gunbai"))
            .unwrap_or(&"(the first command)");
        let show = |lines: &[&str]| {
            lines
                .iter()
                .skip(at)
                .take(6)
                .copied()
                .collect::<Vec<_>>()
                .join("\n")
        };
        panic!(
            "the examples of {page} print other output than {} keeps, at line {} (under `{command}`):\n\
             --- kept\n{}\n--- now\n{}\n\
             If the new output is right, update the page's example if it shows it, then run \
             `GUNBAI_BLESS=1 cargo test --test tests docs::` and review the transcript's diff.",
            path.strip_prefix(ROOT).unwrap_or(&path).display(),
            at + 1,
            show(&want_lines),
            show(&got_lines),
        );
    }

    /// Runs every command of a block (without the leading `gunbai`), each must succeed.
    fn run_block(&self, origin: &str, block: &str) -> usize {
        let mut n = 0;
        for words in shell_commands(block) {
            let out = self.run(&words[1..], "");
            // A deck check reports a broken deck with exit code 1: the command ran as shown.
            let deck_report =
                words.get(1).is_some_and(|w| w == "deck") && out.status.code() == Some(1);
            assert!(
                out.status.success() || deck_report,
                "{origin}: `{}` failed:\n{}{}",
                words.join(" "),
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
            n += 1;
        }
        n
    }
}

/// How many lines of a command's output the transcript shows; the rest is kept as a hash.
const LONG_OUTPUT: usize = 100;

/// Masks what the clock decides: a date and time (`2026-11-25T16:20:01…`, `2026-11-25 16:20:01…`)
/// becomes `[TIME]`, with its fraction and zone; an anchor's hash, which chains the times the
/// events were recorded at (`table7@10:8afbf481647d`), becomes `[HASH]`.
fn mask(text: &str) -> String {
    let b = text.as_bytes();
    let digits =
        |i: usize, n: usize| i + n <= b.len() && b[i..i + n].iter().all(u8::is_ascii_digit);
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        // YYYY-MM-DD[T ]HH:MM
        let stamp = digits(i, 4)
            && b.get(i + 4) == Some(&b'-')
            && digits(i + 5, 2)
            && b.get(i + 7) == Some(&b'-')
            && digits(i + 8, 2)
            && matches!(b.get(i + 10), Some(b'T' | b' '))
            && digits(i + 11, 2)
            && b.get(i + 13) == Some(&b':')
            && digits(i + 14, 2);
        if stamp {
            let mut j = i + 16;
            while j < b.len()
                && (b[j].is_ascii_digit() || matches!(b[j], b':' | b'.' | b'+' | b'Z'))
            {
                j += 1;
            }
            if text[j..].starts_with(" UTC") {
                j += 4;
            }
            out.push_str("[TIME]");
            i = j;
        } else if b[i] == b'@' && i + 1 < b.len() && b[i + 1].is_ascii_digit() {
            // @N:hhhhhhhhhhhh
            let mut j = i + 1;
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            let hex = j + 13 <= b.len()
                && b[j] == b':'
                && b[j + 1..j + 13].iter().all(u8::is_ascii_hexdigit);
            if hex {
                out.push_str(&text[i..=j]);
                out.push_str("[HASH]");
                i = j + 13;
            } else {
                out.push_str(&text[i..j]);
                i = j;
            }
        } else {
            let c = text[i..].chars().next().expect("a char");
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("create a dir");
    for entry in std::fs::read_dir(from).expect("read a dir") {
        let entry = entry.expect("a dir entry");
        let target = to.join(entry.file_name());
        if entry.file_type().expect("a file type").is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).expect("copy a file");
        }
    }
}

#[test]
fn the_language_guide_opening_script_runs_and_passes() {
    let guide = read("docs/language.md");
    let (_, script) = fenced_blocks(&guide)
        .into_iter()
        .next()
        .expect("the guide opens with a script");
    let sb = Sandbox::new();
    let path = sb.dir.path().join("opening.gb");
    std::fs::write(&path, &script).expect("write the script");
    let out = sb.run(
        &["run".into(), path.display().to_string(), "--memory".into()],
        "",
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expects = script
        .lines()
        .filter(|l| l.trim_start().starts_with("expect"))
        .count();
    assert!(expects >= 2, "the opening script checks itself");
    assert!(
        stdout.contains(&format!("{expects} expectation(s) passed, 0 failed")),
        "{stdout}"
    );
    sb.check_transcript("language.md-opening");
}

/// The README's shell session: its typed lines, piped into the shell, print every output line
/// the README shows, in order; then every `gunbai …` example block of the README runs on the
/// same database, in the order of the page.
#[test]
fn the_readme_tour_and_commands_run_as_shown() {
    let readme = read("README.md");
    let blocks = indented_blocks(&readme);
    let tour = blocks
        .iter()
        .find(|b| b.starts_with("$ gunbai"))
        .expect("the README has a shell tour");
    let mut typed = String::new();
    let mut shown = Vec::new();
    for line in tour.lines().skip(1) {
        if let Some(rest) = line.strip_prefix("gunbai") {
            let input = rest
                .split_once("> ")
                .map(|(_, input)| input)
                .expect("a prompt ends with `> `");
            typed.push_str(input);
            typed.push('\n');
        } else if line.trim() != "…" && !line.trim().is_empty() {
            shown.push(line);
        }
    }
    let sb = Sandbox::new();
    let out = sb.run(&[], &typed);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    // Steps appear on stdout in order; a refusal goes to stderr (prefixed with its line number
    // when piped).
    let out_lines: Vec<&str> = stdout.lines().map(str::trim_end).collect();
    let mut at = 0;
    for want in &shown {
        let want = want.trim_end();
        if let Some(i) = out_lines[at..].iter().position(|got| *got == want) {
            at += i + 1;
        } else {
            assert!(
                stderr.lines().any(|got| got.trim_end().ends_with(want)),
                "the README shows `{want}`, which the shell did not print (in that order):\n{stdout}\n{stderr}"
            );
        }
    }
    assert!(shown.len() >= 5, "the tour shows its output");

    let mut ran = 0;
    for block in blocks.iter().filter(|b| is_command_example(b)) {
        ran += sb.run_block("README.md", block);
    }
    assert!(ran >= 15, "only {ran} README command lines ran");
    sb.check_transcript("README.md");
}

/// Every `gunbai …` block of `docs/*.md` runs; the deck guide's example file is checked too
/// (its `←` notes removed), standing in for the `my-deck.txt` its commands name.
#[test]
fn every_docs_command_example_runs() {
    let sb = Sandbox::new();
    let deck_guide = read("docs/deck-format.md");
    let deck = fenced_blocks(&deck_guide)
        .into_iter()
        .map(|(_, b)| b)
        .find(|b| b.contains("[stronghold]"))
        .expect("the deck guide shows a file");
    let deck: String = deck
        .lines()
        .map(|l| l.split('←').next().unwrap_or(l).trim_end())
        .collect::<Vec<_>>()
        .join("\n");
    let deck_path = sb.dir.path().join("my-deck.txt");
    std::fs::write(&deck_path, deck).expect("write my-deck.txt");
    // The example file is read and reported on (every card known, no syntax error), whether or
    // not it is a legal deck.
    let out = sb.run(
        &[
            "deck".into(),
            "check".into(),
            "my-deck.txt".into(),
            "--json".into(),
        ],
        "",
    );
    let report: serde_json::Value =
        serde_json::from_slice(&out.stdout).expect("the deck report is JSON");
    let problems = report["violations"].as_array().expect("a violation list");
    assert!(
        problems.iter().all(|p| p["kind"] != "syntax") && report["unchecked"].is_null(),
        "{report}"
    );
    sb.check_transcript("deck-format.md-example");

    let mut ran = 0;
    let mut pages = vec![
        "README.md".to_string(),
        "language.md-opening".to_string(),
        "deck-format.md-example".to_string(),
    ];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(Path::new(ROOT).join("docs"))
        .expect("docs/")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    for doc in docs {
        let text = std::fs::read_to_string(&doc).expect("a doc");
        sb.transcript.borrow_mut().clear();
        for (_, block) in fenced_blocks(&text) {
            if is_command_example(&block) {
                for words in shell_commands(&block) {
                    let out = sb.run(&words[1..], "");
                    // A deck check reports a broken deck with exit code 1; anything else is a
                    // usage error or a failure.
                    let code = out.status.code();
                    let deck_report = words.get(1).is_some_and(|w| w == "deck") && code == Some(1);
                    assert!(
                        out.status.success() || deck_report,
                        "{}: `{}` failed:\n{}{}",
                        doc.display(),
                        words.join(" "),
                        String::from_utf8_lossy(&out.stdout),
                        String::from_utf8_lossy(&out.stderr)
                    );
                    ran += 1;
                }
            }
        }
        if !sb.transcript.borrow().is_empty() {
            let page = doc
                .file_name()
                .expect("a file name")
                .to_string_lossy()
                .to_string();
            sb.check_transcript(&page);
            pages.push(page);
        }
    }
    assert!(ran >= 3, "only {ran} docs command lines ran");
    // No transcript is kept for a page whose examples are gone.
    for entry in std::fs::read_dir(Path::new(ROOT).join("tests/docs")).expect("tests/docs") {
        let name = entry.expect("an entry").file_name();
        let name = name.to_string_lossy();
        let page = name.strip_suffix(".transcript").unwrap_or(&name);
        if std::env::var_os("GUNBAI_BLESS").is_some() && !pages.iter().any(|p| p == page) {
            std::fs::remove_file(Path::new(ROOT).join("tests/docs").join(&*name))
                .expect("remove a stale transcript");
            continue;
        }
        assert!(
            pages.iter().any(|p| p == page),
            "tests/docs/{name} is the transcript of no page's examples: remove it"
        );
    }
}

#[test]
fn shell_words_split_like_a_shell() {
    let cmds = shell_commands("gunbai a \"b c\" 'd' # note\ngunbai x \\\n    --y \"z # w\"\n");
    assert_eq!(
        cmds,
        vec![
            vec!["gunbai", "a", "b c", "d"],
            vec!["gunbai", "x", "--y", "z # w"]
        ]
    );
    assert!(!is_command_example("gunbai ruling appeal ID --by NAME"));
    assert!(!is_command_example("gunbai event list [--json]"));
}
