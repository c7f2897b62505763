//! The interactive shell through the real binary on a pseudo-terminal: what a judge sees when
//! typing (dimmed hints, completion and its list on a second Tab, coloured refusals), the history
//! file, and `help`. Piped runs check that nothing is coloured when the output is not a terminal.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Child, Command, Output, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tempfile::TempDir;

/// The shell running on a pseudo-terminal of 100 columns.
struct Pty {
    child: Child,
    master: std::fs::File,
    seen: Arc<Mutex<Vec<u8>>>,
    pub dir: TempDir,
}

fn gunbai(dir: &TempDir) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_gunbai"));
    c.env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", dir.path())
        .env("GUNBAI_DB", dir.path().join("db").join("shell.sqlite"))
        .current_dir(dir.path());
    c
}

impl Pty {
    fn start(env: &[(&str, &str)]) -> Pty {
        let dir = TempDir::new().expect("a temp dir");
        std::fs::create_dir_all(dir.path().join("db")).expect("db dir");
        let mut master: libc::c_int = -1;
        let mut slave: libc::c_int = -1;
        let size = libc::winsize {
            ws_row: 40,
            ws_col: 100,
            ws_xpixel: 0,
            ws_ypixel: 0,
        };
        // SAFETY: openpty writes two descriptors into the given locations; the name and
        // termios pointers may be null.
        let rc = unsafe {
            libc::openpty(
                &mut master,
                &mut slave,
                std::ptr::null_mut(),
                std::ptr::null(),
                &size,
            )
        };
        assert_eq!(rc, 0, "openpty");
        use std::os::fd::FromRawFd;
        // SAFETY: both descriptors were just opened by openpty and are owned here.
        let (master, slave) = unsafe {
            (
                std::fs::File::from_raw_fd(master),
                std::fs::File::from_raw_fd(slave),
            )
        };
        let mut cmd = gunbai(&dir);
        cmd.env("TERM", "xterm-256color");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = cmd
            .stdin(Stdio::from(slave.try_clone().expect("dup")))
            .stdout(Stdio::from(slave.try_clone().expect("dup")))
            .stderr(Stdio::from(slave))
            .spawn()
            .expect("the binary starts");
        let seen = Arc::new(Mutex::new(Vec::new()));
        let mut reader = master.try_clone().expect("dup master");
        let mut answer = master.try_clone().expect("dup master");
        let sink = seen.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                let chunk = &buf[..n];
                // Answer a cursor-position query as a terminal would.
                if chunk.windows(4).any(|w| w == b"\x1b[6n") {
                    let _ = answer.write_all(b"\x1b[1;1R");
                }
                sink.lock().expect("lock").extend_from_slice(chunk);
            }
        });
        let pty = Pty {
            child,
            master,
            seen,
            dir,
        };
        pty.wait_for("Type `help`");
        pty
    }

    /// Everything printed since `mark` (a length of `seen()` taken earlier).
    fn since(&self, mark: usize) -> String {
        let all = self.seen.lock().expect("lock").clone();
        String::from_utf8_lossy(&all[mark.min(all.len())..]).into_owned()
    }

    fn mark(&self) -> usize {
        self.seen.lock().expect("lock").len()
    }

    fn wait_for(&self, text: &str) {
        self.wait_for_since(0, text);
    }

    fn wait_for_since(&self, mark: usize, text: &str) {
        let start = Instant::now();
        while !self.since(mark).contains(text) {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "the shell never printed {text:?}; it printed:\n{:?}",
                self.since(mark)
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Types bytes, then waits a little for the shell to redraw.
    fn type_keys(&mut self, keys: &str) {
        self.master.write_all(keys.as_bytes()).expect("type");
        self.master.flush().expect("flush");
        std::thread::sleep(Duration::from_millis(300));
    }

    /// Types a line and waits for the next prompt.
    fn line(&mut self, text: &str) -> String {
        let mark = self.mark();
        self.type_keys(&format!("{text}\r"));
        self.wait_for_since(mark + text.len(), "> ");
        self.since(mark)
    }

    fn history(&self) -> PathBuf {
        self.dir.path().join(".local/share/gunbai/history.txt")
    }
}

impl Drop for Pty {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn piped(dir: &TempDir, input: &str, env: &[(&str, &str)]) -> Output {
    std::fs::create_dir_all(dir.path().join("db")).expect("db dir");
    let mut cmd = gunbai(dir);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write");
    child.wait_with_output().expect("ends")
}

const SETUP: &str = "players Allen Bob Cindy; honor Allen 10; honor Bob 10; honor Cindy 10";

#[test]
fn hints_are_dimmed_and_fit_what_is_typed() {
    let mut sh = Pty::start(&[]);
    sh.line(SETUP);
    // A half-typed command word gets no hint from history.
    let mark = sh.mark();
    sh.type_keys("pl");
    let after = sh.since(mark);
    assert!(!after.contains("ayers Allen"), "{after:?}");
    // Once the word is complete, the rest of the earlier command, dimmed, cut at its `;`.
    sh.type_keys("ayers Al");
    sh.wait_for_since(mark, "\x1b[2mlen Bob Cindy\x1b[0m");
    let after = sh.since(mark);
    assert!(after.contains("\x1b[2mlen Bob Cindy\x1b[0m"), "{after:?}");
    assert!(!after.contains("honor Allen 10\x1b[0m"), "{after:?}");
    // Ctrl-U clears the line; a command's shape is drawn dimmed after its word.
    let mark = sh.mark();
    sh.type_keys("\x15turn ");
    sh.wait_for_since(mark, "\x1b[2mNAME PHASE\x1b[0m");
}

#[test]
fn no_hints_without_colour() {
    let mut sh = Pty::start(&[("NO_COLOR", "1")]);
    sh.line(SETUP);
    let mark = sh.mark();
    sh.type_keys("players Al");
    sh.type_keys("\x15turn ");
    let after = sh.since(mark);
    assert!(!after.contains("len Bob Cindy"), "{after:?}");
    assert!(!after.contains("NAME PHASE"), "{after:?}");
    assert!(!after.contains("\x1b[2m"), "{after:?}");
}

#[test]
fn completion_offers_what_fits_and_lists_on_a_second_tab() {
    let mut sh = Pty::start(&[]);
    sh.line(SETUP);
    sh.line("turn Bob action");
    sh.line("enter Allen personality \"Doji Hoturi\" force 3 chi 4 ph 3 as hoturi");
    // `bow ho` completes to the handle, not to `honor`.
    let mark = sh.mark();
    sh.type_keys("bow ho\t");
    sh.wait_for_since(mark, "turi");
    let after = sh.since(mark);
    assert!(after.contains("turi"), "{after:?}");
    let out = sh.line("");
    assert!(out.contains("bow hoturi"), "{out:?}");
    // `honor ` then Tab twice: the players, listed.
    let mark = sh.mark();
    sh.type_keys("honor \t\t");
    sh.wait_for_since(mark, "Cindy");
    let after = sh.since(mark);
    assert!(
        after.contains("Allen") && after.contains("Bob") && after.contains("Cindy"),
        "{after:?}"
    );
    assert!(!after.contains("hoturi"), "{after:?}");
}

#[test]
fn history_is_written_as_lines_are_entered_in_the_data_folder() {
    let mut sh = Pty::start(&[]);
    sh.line(SETUP);
    sh.line("turn Bob action");
    // Not in the database's folder, and written before the shell ends.
    let history = std::fs::read_to_string(sh.history()).expect("the history file exists");
    assert!(history.contains(SETUP), "{history}");
    assert!(history.contains("turn Bob action"), "{history}");
    assert!(!sh.dir.path().join("db").join("history.txt").exists());
    assert!(!sh.dir.path().join("history.txt").exists());
    // Killed, not quit: what was typed is kept, and a new shell reads it back.
    drop(sh);
}

#[test]
fn refusals_stand_out_on_a_terminal_and_are_plain_when_piped() {
    let mut sh = Pty::start(&[]);
    sh.line(SETUP);
    sh.line("turn Bob action");
    sh.line("enter Allen personality \"Doji Hoturi\" force 3 chi 4 ph 3 as hoturi");
    sh.line("Bob plays \"Kolat Assassin\" target hoturi");
    let out = sh.line("Allen reacts Investigation");
    assert!(
        out.contains("\x1b[1;31mrefused: it is Cindy's chance"),
        "{out:?}"
    );
    let out = sh.line("expect honor Bob 10");
    assert!(out.contains("\x1b[1;31m✗ "), "{out:?}");
    drop(sh);

    let dir = TempDir::new().expect("temp");
    let input = format!(
        "{SETUP}\nturn Bob action\nenter Allen personality \"Doji Hoturi\" as hoturi\nBob plays \"Kolat Assassin\" target hoturi\nAllen reacts Investigation\nexpect honor Bob 10\n"
    );
    let out = piped(&dir, &input, &[("TERM", "xterm")]);
    let all = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(all.contains("refused: it is Cindy's chance"), "{all}");
    assert!(all.contains("✗ "), "{all}");
    assert!(!all.contains('\x1b'), "{all:?}");
}

#[test]
fn help_lists_commands_and_explains_one_from_the_guide() {
    let dir = TempDir::new().expect("temp");
    let out = piped(&dir, "help\nhelp enter\nhelp plays\nhelp bow\n", &[]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8_lossy(&out.stdout);
    for word in [
        "players",
        "enter",
        "PLAYER plays",
        "pass",
        "expect WHAT",
        "board",
        "help",
    ] {
        assert!(text.contains(word), "`help` does not list {word}:\n{text}");
    }
    assert!(text.contains("enter NAME KIND NAME [item…] [on H] [bowed] [dishonored] [as H]"));
    assert!(text.contains("a card in play under a player's control"));
    assert!(text.contains("example: enter Allen personality \"Doji Hoturi\""));
    assert!(text.contains("NAME plays NAME [ACTIONKIND]"));
    assert!(text.contains("example: bow hoturi"));
    // Every row shown by `help enter` is in the guide as written.
    let guide = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/language.md"))
        .expect("the guide");
    assert!(guide.contains("`enter NAME KIND NAME [item…] [on H] [bowed] [dishonored] [as H]`"));
    let out = piped(&dir, "help entr\n", &[]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("did you mean `help enter`"), "{err}");
}

#[test]
fn common_slips_say_what_to_type_and_change_nothing() {
    let dir = TempDir::new().expect("temp");
    let setup = format!("case new slips\n{SETUP}\nturn Bob action\nenter Allen personality \"Doji Hoturi\" as hoturi\n");
    let slips = [
        (
            "enter Allen personality Doji Hoturi",
            "if `Doji Hoturi` is one name, quote it: `enter Allen personality \"Doji Hoturi\"`",
        ),
        (
            "Bob plays \"Kolat Assassin\" on hoturi",
            "did you mean `target hoturi`?",
        ),
        (
            "Allen reacts with Investigation",
            "the card comes right after `reacts`, so type `Allen reacts Investigation`",
        ),
        ("honor Allen +2", "type `gain Allen 2` to add 2 honor"),
    ];
    for (slip, says) in slips {
        let out = piped(&dir, &format!("{setup}{slip}\nlog\n"), &[]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success());
        assert!(err.contains(says), "`{slip}` should say {says:?}:\n{err}");
        // Nothing was appended for the slip: the log ends with the setup's last event.
        let log = String::from_utf8_lossy(&out.stdout);
        assert!(!log.contains(slip), "{log}");
        std::fs::remove_file(dir.path().join("db").join("shell.sqlite")).expect("reset");
    }
    // `gunbai run` names the `on`/`target` slip too.
    let script = dir.path().join("slip.gb");
    std::fs::write(
        &script,
        format!("{SETUP}\nturn Bob action\nenter Allen personality \"Doji Hoturi\" as hoturi\nBob plays \"Kolat Assassin\" on hoturi\n"),
    )
    .expect("write");
    let out = gunbai(&dir)
        .args(["run", script.to_str().expect("utf-8"), "--memory"])
        .output()
        .expect("runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("did you mean `target hoturi`?"), "{err}");
    // A negative family honor is still set, as the scenarios do.
    let out = piped(
        &dir,
        &format!("{setup}honor Bob -15\nexpect honor Bob -15\n"),
        &[],
    );
    assert!(out.status.success(), "{out:?}");
}

/// The words of an output, without table borders and the marks of the narrow layout.
fn words(text: &str) -> std::collections::BTreeSet<String> {
    text.split(|c: char| c.is_whitespace() || "│┆┌┐└┘├┤┬┴┼─═╞╡╪·•".contains(c))
        .map(|w| w.trim_end_matches(':').to_string())
        .filter(|w| !w.is_empty())
        // Times of recording differ between runs.
        .filter(|w| !w.chars().all(|c| c.is_ascii_digit() || ":-+".contains(c)))
        .collect()
}

#[test]
fn narrow_terminals_wrap_between_words() {
    let tour = "case new narrow\n\
        players Allen Bob Cindy; honor Allen 10; honor Bob 10; honor Cindy 10\n\
        turn Bob action\n\
        enter Allen personality \"Doji Hoturi\" force 3 chi 4 ph 3 traits samurai crane as hoturi\n\
        enter Allen holding \"Diamond Mine\" gold 5 as mine\n\
        enter Bob follower \"Light Cavalry\" force 2 on hoturi as cav\n\
        Bob plays \"Kolat Assassin\" target hoturi\n\
        pass Cindy; Allen reacts Investigation; pass all\n\
        board\nlog\nrules action.reaction.order\n";
    let dir = TempDir::new().expect("temp");
    let wide = piped(&dir, tour, &[]);
    let wide = String::from_utf8_lossy(&wide.stdout).into_owned();
    // Piped without COLUMNS: nothing is wrapped.
    assert!(wide.contains("  3. Reaction window for Kolat Assassin: Cindy (on Bob's left) has the first chance, then Allen, then Bob, until all pass in a row  [action.reaction.order]"), "{wide}");
    let known = words(&wide);
    for columns in ["60", "72", "80"] {
        let dir = TempDir::new().expect("temp");
        let out = piped(&dir, tour, &[("COLUMNS", columns)]);
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let w: usize = columns.parse().expect("a number");
        for line in text.lines() {
            let width = unicode_width::UnicodeWidthStr::width(line);
            let one_word = line.split_whitespace().count() <= 1;
            // The rule text and the shell's own banner lines are not laid out; steps and tables are.
            let laid_out = line.starts_with("  ")
                || line.starts_with('│')
                || line.starts_with('•')
                || line.starts_with('┌')
                || line.starts_with('└');
            assert!(
                !laid_out || width <= w || one_word,
                "at {columns} columns, a line of {width}:\n{line}\n{text}"
            );
        }
        // Every word of the wrapped output is a word of the unwrapped one: none was cut.
        let cut: Vec<String> = words(&text).difference(&known).cloned().collect();
        assert!(
            cut.is_empty(),
            "at {columns} columns, words cut: {cut:?}\n{text}"
        );
        assert!(text.contains("hoturi") && text.contains("personality"));
    }
}
