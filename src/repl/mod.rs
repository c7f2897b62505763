//! The interactive shell: rustyline with history, tab completion of what may come where the
//! cursor is, dimmed hints, and `help` from the language guide. Piped standard input runs as a
//! script.

use crate::lang::help;
mod helper;

pub use help::{entries as help_entries, help_for, overview as help_overview, HelpEntry};
use helper::{ShellHelper, Vocab};

use crate::engine::Library;
use crate::i18n::Lang;
use crate::lang;
use crate::render;
use crate::rules;
use crate::session::{LineResult, Session, SessionError};
use crate::store::Store;
use crate::tournament::RulingStore;
use crate::tr;
use anyhow::{Context, Result};
use chrono::Utc;
use rustyline::error::ReadlineError;
use rustyline::hint::HistoryHinter;
use rustyline::history::DefaultHistory;
use rustyline::{CompletionType, Config, Editor};
use std::cell::RefCell;
use std::io::IsTerminal;
use std::path::Path;
use std::process::ExitCode;
use std::rc::Rc;

/// The shell's history: `gunbai/history.txt` in the platform's data folder (one history for every
/// database, as a shell's history is), or `GUNBAI_HISTORY` when set.
pub fn history_file() -> Option<std::path::PathBuf> {
    if let Some(p) = std::env::var_os("GUNBAI_HISTORY").filter(|p| !p.is_empty()) {
        return Some(p.into());
    }
    dirs::data_dir().map(|d| d.join("gunbai").join("history.txt"))
}

fn refresh(vocab: &Rc<RefCell<Vocab>>, session: &Session) {
    let state = session.game().state();
    let mut v = vocab.borrow_mut();
    v.players = state.players.iter().map(|p| p.name.clone()).collect();
    v.handles = state
        .cards
        .glances()
        .map(|c| c.handle.to_string())
        .collect();
    v.cards = session
        .library()
        .cards()
        .iter()
        .map(|c| c.name.clone())
        .chain(state.defs.iter().map(|d| d.name.clone()))
        .chain(session.imported_card_names().iter().cloned())
        .collect();
}

pub fn run(db: &Path, author: &str, case: Option<&str>, lang: Lang) -> Result<ExitCode> {
    // SQLite's check of the whole file costs time that grows with the file: it is put off until
    // the first write (which it still precedes), and the interactive shell makes it meanwhile
    // on a connection of its own.
    let store = Store::open_checking_before_writes(db)
        .with_context(|| tr!(lang, "shell-cannot-open", db = db.display().to_string()))?;
    let session = Session::with_store(store, Library::embedded(), author);
    let file = db.to_path_buf();
    let check = move |session: &Session| {
        // Opening a long case may already have checked the file (beside its fold): then not
        // again.
        session
            .store()
            .is_some_and(|s| s.check_pending())
            .then(|| std::thread::spawn(move || Store::quick_check_file(&file)))
    };
    shell(session, &db.display().to_string(), check, case, lang)
}

/// The shell on the PostgreSQL database at `url` (`gunbai --db postgres://… [repl]`): the same
/// words and lines as on a SQLite file. A case is read whole when opened (PostgreSQL keeps no
/// saved boards), and each line is appended at the step the shell holds: when another judge
/// wrote to the case meanwhile, the shell catches up first and says what they added.
pub fn run_on_postgres(
    url: &str,
    author: &str,
    case: Option<&str>,
    lang: Lang,
) -> Result<ExitCode> {
    let shown = crate::store::backend::redact(url);
    let pg = crate::store::pg::PgStore::connect(url)
        .with_context(|| tr!(lang, "shell-cannot-open", db = shown.as_str()))?;
    let session = Session::on_postgres(pg, Library::embedded(), author);
    shell(session, &shown, |_: &Session| None, case, lang)
}

/// The check of the database made beside the shell while the judge types the first line.
type SideCheck = std::thread::JoinHandle<Result<(), crate::store::StoreError>>;

/// The shell on `session`: the case opened, then piped lines run as a script or the terminal's
/// read one by one. `db` is the database as shown to the judge; `side_check` starts the check
/// settled before the first line, if the database needs one.
fn shell(
    mut session: Session,
    db: &str,
    side_check: impl FnOnce(&Session) -> Option<SideCheck>,
    case: Option<&str>,
    lang: Lang,
) -> Result<ExitCode> {
    if let Some(c) = case {
        let info = session.open_case(c)?;
        println!(
            "{}",
            tr!(
                lang,
                "shell-case-opened",
                name = &info.name,
                events = info.events
            )
        );
    }
    if !std::io::stdin().is_terminal() {
        return script(&mut session, lang);
    }
    let mut check = side_check(&session);
    println!(
        "{}",
        tr!(
            lang,
            "shell-banner",
            version = env!("CARGO_PKG_VERSION"),
            db = db
        )
    );
    let vocab = Rc::new(RefCell::new(Vocab::default()));
    refresh(&vocab, &session);
    let colour_err = render::colour_on(std::io::stderr().is_terminal());
    // The first Tab completes as far as the candidates agree; the second lists them.
    let config = Config::builder()
        .completion_type(CompletionType::List)
        .auto_add_history(false)
        .build();
    let mut rl: Editor<ShellHelper, DefaultHistory> = Editor::with_config(config)?;
    rl.set_helper(Some(ShellHelper {
        vocab: vocab.clone(),
        hinter: HistoryHinter::new(),
        colour: render::colour_on(std::io::stdout().is_terminal()),
        lang,
    }));
    let history = history_file();
    if let Some(h) = &history {
        let _ = rl.load_history(h);
    }
    loop {
        let prompt = match session.case() {
            Some(c) => format!("gunbai:{}> ", c.name),
            None => "gunbai> ".to_string(),
        };
        match rl.readline(&prompt) {
            Ok(line) => {
                // The file's check, started with the shell, is settled before the first line.
                if let Some(done) = check.take() {
                    if !settle_check(done, &session) {
                        return Ok(ExitCode::FAILURE);
                    }
                }
                if rl.add_history_entry(line.as_str()).unwrap_or(false) {
                    remember(&mut rl, history.as_deref());
                }
                if line.split_whitespace().collect::<Vec<_>>() == ["ruling", "add"] {
                    match ruling_prompts(&mut rl, &vocab, &mut session, lang) {
                        Ok(Some(text)) => println!("{text}"),
                        Ok(None) => println!("{}", tr!(lang, "shell-ruling-not-recorded")),
                        Err(e) => eprintln!(
                            "{}",
                            tr!(
                                lang,
                                "cli-error",
                                error = crate::errors::error_text_in(&e, lang)
                            )
                        ),
                    }
                    vocab.borrow_mut().prompt = None;
                    refresh(&vocab, &session);
                    continue;
                }
                match handle(&mut session, &line, lang) {
                    Ok(Flow::Quit) => break,
                    Ok(Flow::Continue) => {}
                    Err(e) => eprintln!(
                        "{}",
                        render::refusal(
                            &render::escape_lines(&crate::errors::error_text_in(&e, lang)),
                            colour_err
                        )
                    ),
                }
                refresh(&vocab, &session);
            }
            Err(ReadlineError::Interrupted) => continue,
            Err(ReadlineError::Eof) => break,
            Err(e) => return Err(e.into()),
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The file's check made beside the shell, settled: false when it found the file damaged (and
/// said so); any other failure of the side check leaves the store to check the file itself
/// before its first write.
fn settle_check(done: SideCheck, session: &Session) -> bool {
    match done.join() {
        Ok(Ok(())) => {
            if let Some(store) = session.store() {
                store.mark_checked();
            }
        }
        Ok(Err(e @ crate::store::StoreError::Damaged { .. })) => {
            eprintln!("error: {e}");
            return false;
        }
        Ok(Err(_)) | Err(_) => {}
    }
    true
}

/// Writes the history as each line is entered, so a killed shell loses nothing.
fn remember(rl: &mut Editor<ShellHelper, DefaultHistory>, history: Option<&Path>) {
    if let Some(h) = history {
        if let Some(dir) = h.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let _ = rl.append_history(h);
    }
}

/// Asks one question; `None` when the judge cancels with Ctrl-C or Ctrl-D.
fn ask(
    rl: &mut Editor<ShellHelper, DefaultHistory>,
    vocab: &Rc<RefCell<Vocab>>,
    q: &str,
    words: Vec<String>,
) -> Result<Option<String>> {
    vocab.borrow_mut().prompt = Some(words);
    match rl.readline(&format!("  {q}: ")) {
        Ok(a) => Ok(Some(a.trim().to_string())),
        Err(ReadlineError::Interrupted | ReadlineError::Eof) => Ok(None),
        Err(e) => Err(e.into()),
    }
}

/// Asks until the answer parses (an empty answer is `None` when `optional`).
fn ask_number(
    rl: &mut Editor<ShellHelper, DefaultHistory>,
    vocab: &Rc<RefCell<Vocab>>,
    q: &str,
    optional: bool,
    lang: Lang,
) -> Result<Option<Option<u32>>> {
    loop {
        let Some(a) = ask(rl, vocab, q, Vec::new())? else {
            return Ok(None);
        };
        if a.is_empty() && optional {
            return Ok(Some(None));
        }
        match a.parse::<u32>() {
            Ok(n) if n > 0 => return Ok(Some(Some(n))),
            _ => println!(
                "  {}",
                tr!(
                    lang,
                    "shell-ask-number",
                    optional = if optional { "yes" } else { "no" }
                )
            ),
        }
    }
}

/// `ruling add` in the shell: one prompt per field, with completion of events, players and rule
/// ids; Ctrl-C abandons it and nothing is written.
fn ruling_prompts(
    rl: &mut Editor<ShellHelper, DefaultHistory>,
    vocab: &Rc<RefCell<Vocab>>,
    session: &mut Session,
    lang: Lang,
) -> Result<Option<String>> {
    let q = |field: &str| tr!(lang, "shell-ask", field = field);
    let store = rulings(session).ok_or(SessionError::NoCase)?;
    let events: Vec<String> = store.tournaments()?.into_iter().map(|t| t.name).collect();
    if events.is_empty() {
        anyhow::bail!(tr!(lang, "shell-no-event"));
    }
    println!("{}", tr!(lang, "shell-recording-ruling"));
    let Some(event) = ask_event(rl, vocab, &events, lang)? else {
        return Ok(None);
    };
    let Some(Some(round)) = ask_number(rl, vocab, &q("round"), false, lang)? else {
        return Ok(None);
    };
    let Some(Some(table)) = ask_number(rl, vocab, &q("table"), false, lang)? else {
        return Ok(None);
    };
    let known: Vec<String> = session
        .game()
        .state()
        .players
        .iter()
        .map(|p| p.name.clone())
        .collect();
    let Some(players) = ask(rl, vocab, &q("players"), known)? else {
        return Ok(None);
    };
    let Some(judge) = ask(rl, vocab, &q("judge"), Vec::new())? else {
        return Ok(None);
    };
    let Some(question) = ask(rl, vocab, &q("question"), Vec::new())? else {
        return Ok(None);
    };
    let Some(ruling) = ask(rl, vocab, &q("ruling"), Vec::new())? else {
        return Ok(None);
    };
    let Some(penalty) = ask(rl, vocab, &q("penalty"), Vec::new())? else {
        return Ok(None);
    };
    let Some(extension) = ask_number(rl, vocab, &q("extension"), true, lang)? else {
        return Ok(None);
    };
    let Some(citations) = ask_citations(rl, vocab, lang)? else {
        return Ok(None);
    };
    let Some(link) = ask_link(rl, vocab, session, lang)? else {
        return Ok(None);
    };
    let draft = crate::tournament::Draft {
        tournament: event,
        round,
        table,
        players: players.split_whitespace().map(str::to_string).collect(),
        judge,
        given_at: Utc::now(),
        question,
        ruling,
        penalty: (!penalty.is_empty()).then_some(penalty),
        extension_minutes: extension,
        citations,
        case: link,
    };
    record_ruling(session, draft, lang).map(Some)
}

/// Asks for the event until the answer names one of `events` (any case).
fn ask_event(
    rl: &mut Editor<ShellHelper, DefaultHistory>,
    vocab: &Rc<RefCell<Vocab>>,
    events: &[String],
    lang: Lang,
) -> Result<Option<String>> {
    let q = tr!(lang, "shell-ask", field = "event");
    loop {
        let Some(e) = ask(rl, vocab, &q, events.to_vec())? else {
            return Ok(None);
        };
        match events.iter().find(|x| x.eq_ignore_ascii_case(&e)) {
            Some(x) => return Ok(Some(x.clone())),
            None => println!(
                "  {}",
                tr!(
                    lang,
                    "shell-no-such-event",
                    event = e,
                    events = crate::msg::Arg::commas(events).words(lang)
                )
            ),
        }
    }
}

/// Asks for the rule ids cited until every one is in the corpus.
fn ask_citations(
    rl: &mut Editor<ShellHelper, DefaultHistory>,
    vocab: &Rc<RefCell<Vocab>>,
    lang: Lang,
) -> Result<Option<Vec<String>>> {
    let ids: Vec<String> = rules::corpus()
        .rules()
        .iter()
        .map(|r| r.id.to_string())
        .collect();
    loop {
        let Some(c) = ask(
            rl,
            vocab,
            &tr!(lang, "shell-ask", field = "citations"),
            ids.clone(),
        )?
        else {
            return Ok(None);
        };
        let list: Vec<String> = c.split_whitespace().map(str::to_string).collect();
        match crate::tournament::check_citations(&list) {
            Ok(list) => return Ok(Some(list)),
            Err(e) => println!("  {e}"),
        }
    }
}

/// Asks for the step of the open case the ruling links to, when the case has events; the inner
/// `None` is no link.
fn ask_link(
    rl: &mut Editor<ShellHelper, DefaultHistory>,
    vocab: &Rc<RefCell<Vocab>>,
    session: &Session,
    lang: Lang,
) -> Result<Option<Option<(String, u64)>>> {
    Ok(match session.case() {
        Some(c) if c.events > 0 => {
            let q = tr!(lang, "shell-ask-link", case = &c.name, events = c.events);
            let Some(at) = ask_number(rl, vocab, &q, true, lang)? else {
                return Ok(None);
            };
            Some(at.map(|n| (c.name.clone(), u64::from(n))))
        }
        _ => Some(None),
    })
}

/// The ruling records of the session's database: the SQLite file's, or the centre's own chain.
fn rulings(session: &Session) -> Option<&dyn RulingStore> {
    match (session.store(), session.postgres()) {
        (Some(s), _) => Some(s),
        (None, Some(pg)) => Some(pg),
        (None, None) => None,
    }
}

/// [`rulings`], to add a record.
fn rulings_mut(session: &mut Session) -> Option<&mut dyn RulingStore> {
    if session.store().is_some() {
        return session.store_mut().map(|s| s as &mut dyn RulingStore);
    }
    session
        .postgres_cell_mut()
        .map(|pg| pg as &mut dyn RulingStore)
}

/// Records the ruling and says its number, warning when the case step it links to has been
/// undone.
fn record_ruling(
    session: &mut Session,
    draft: crate::tournament::Draft,
    lang: Lang,
) -> Result<String> {
    let author = session.author().to_string();
    let store = rulings_mut(session).ok_or(SessionError::NoCase)?;
    let link = draft.case.clone();
    let record = crate::tournament::add(store, draft, &author, Utc::now())?;
    let store = rulings(session).ok_or(SessionError::NoCase)?;
    let number = crate::tournament::number_of(store, record.id)?;
    let mut text = tr!(lang, "shell-ruling-recorded", number = number);
    if let Some(w) = link
        .as_ref()
        .and_then(|(case, at)| crate::tournament::undone_warning_in(store, case, *at, lang))
    {
        text.push('\n');
        text.push_str(&tr!(lang, "shell-warning", warning = w));
    }
    Ok(text)
}

/// Piped input: every line runs as typed; the exit code says whether any line failed. A byte-order
/// mark at the start is skipped; a line that is not valid UTF-8 stops the run, naming the line.
fn script(session: &mut Session, lang: Lang) -> Result<ExitCode> {
    let mut failed = false;
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut raw = Vec::new();
    for no in 0.. {
        match crate::input::read_line_limited(&mut input, &mut raw, crate::input::LINE_LIMIT) {
            Ok(true) => {}
            Ok(false) => break,
            Err(e) => {
                let why = match e {
                    crate::input::InputError::TooLarge { limit } => tr!(
                        lang,
                        "shell-line-too-long",
                        limit = crate::input::size(limit)
                    ),
                    other => other.to_string(),
                };
                eprintln!(
                    "{}",
                    tr!(lang, "shell-line-unreadable", line = no + 1, why = why)
                );
                return Ok(ExitCode::FAILURE);
            }
        }
        if raw.last() == Some(&b'\r') {
            raw.pop();
        }
        let bytes = if no == 0 {
            raw.strip_prefix("\u{feff}".as_bytes()).unwrap_or(&raw)
        } else {
            &raw[..]
        };
        let line = match std::str::from_utf8(bytes) {
            Ok(l) => l,
            Err(e) => {
                eprintln!(
                    "{}",
                    tr!(
                        lang,
                        "shell-line-not-utf8",
                        line = no + 1,
                        column = e.valid_up_to() + 1
                    )
                );
                return Ok(ExitCode::FAILURE);
            }
        };
        match handle(session, line, lang) {
            Ok(Flow::Quit) => break,
            Ok(Flow::Continue) => {}
            Err(e) => {
                eprintln!(
                    "{}",
                    tr!(
                        lang,
                        "shell-line-error",
                        line = no + 1,
                        error = render::escape_lines(&e.to_string())
                    )
                );
                failed = true;
            }
        }
    }
    Ok(if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// Prints what a line did; returns the message of the last failed expectation, if any.
fn print_outcome(out: &crate::session::LineOutcome, lang: Lang) -> Option<String> {
    if !out.others.is_empty() {
        println!("{}", tr!(lang, "shell-moved-on", count = out.others.len()));
        for o in &out.others {
            println!("  {}", render::escape_controls(o));
        }
    }
    for u in &out.undone {
        println!("{}", render::escape_controls(&u.render(lang)));
    }
    let mut failed = None;
    for (text, result) in &out.results {
        match result {
            LineResult::Event { seq, steps, .. } => {
                println!("[{seq}] {}", render::escape_controls(text));
                print!("{}", render::escape_lines(&render::show_steps(steps, lang)));
            }
            LineResult::Expect { passed, message } => {
                let colour = render::colour_on(std::io::stdout().is_terminal());
                let message = message.text(lang);
                println!("{}", render::expectation(*passed, &message, colour));
                if !passed {
                    failed = Some(message);
                }
            }
        }
    }
    failed
}

enum Flow {
    Continue,
    Quit,
}

/// Runs one line typed at the shell. An error means the line failed (an expectation failing counts).
fn handle(session: &mut Session, line: &str, lang: Lang) -> Result<Flow> {
    let words: Vec<&str> = line.split_whitespace().collect();
    match shell_word(session, line, &words, lang)? {
        Some(flow) => Ok(flow),
        None => judge_line(session, line, lang),
    }
}

/// A line of the shell's own words (help, board, status, log, case, undo anyone, redo, cards,
/// rules), run; `None` when the line is none of them, so it is read as the judge language.
fn shell_word(
    session: &mut Session,
    line: &str,
    words: &[&str],
    lang: Lang,
) -> Result<Option<Flow>> {
    match words {
        [] => {}
        ["quit" | "exit"] => return Ok(Some(Flow::Quit)),
        ["help"] => print!("{}", help::overview_in(lang)),
        ["help", word] => print!(
            "{}",
            help::help_for_in(word, lang).map_err(anyhow::Error::msg)?
        ),
        ["board"] => {
            let others = session.sync()?;
            print_outcome(
                &crate::session::LineOutcome {
                    others,
                    ..Default::default()
                },
                lang,
            );
            print!(
                "{}",
                render::escape_lines(&render::show_board(session.game().state(), lang))
            );
        }
        ["status"] => {
            let s = render::open_things(session.game().state(), lang);
            println!(
                "{}",
                if s.is_empty() {
                    tr!(lang, "shell-nothing-waiting")
                } else {
                    s
                }
            );
        }
        ["log"] => match session.case_rows()? {
            Some(rows) => {
                print!(
                    "{}",
                    render::log_table(&rows, &session.game().retracted(), lang)
                );
            }
            None => println!("{}", tr!(lang, "shell-no-log")),
        },
        ["case", ..] => case_word(session, line, words, lang)?,
        ["undo", "anyone"] | ["redo"] => {
            let out = if words[0] == "redo" {
                session.redo(Utc::now())?
            } else {
                session.undo(crate::session::UndoScope::Anyone, Utc::now())?
            };
            print_outcome(&out, lang);
        }
        ["ruling", ..] | ["event", ..] => {
            anyhow::bail!(tr!(lang, "shell-ruling-where"))
        }
        ["cards", ..] => cards_word(session, line, words, lang)?,
        ["rules", "search", ..] => {
            let q = words[2..].join(" ");
            for r in rules::corpus().search(&q).into_iter().take(20) {
                println!("{:<32} {}", r.id, r.title_in(lang));
            }
        }
        ["rules", id] | ["rules", "show", id] => match rules::corpus().get(id) {
            Some(r) => print!("{}", render::rule_text_in(r, lang)),
            None => anyhow::bail!(tr!(
                lang,
                "shell-unknown-rule",
                id = *id,
                nearest = crate::msg::Arg::commas(rules::corpus().suggest(id)).words(lang)
            )),
        },
        _ => return Ok(None),
    }
    Ok(Some(Flow::Continue))
}

/// `case list`, `case new NAME`, `case open NAME` at the shell (`words[0]` is `case`).
fn case_word(session: &mut Session, line: &str, words: &[&str], lang: Lang) -> Result<()> {
    match words {
        ["case", "list"] => {
            for c in session.cases()? {
                let id = format!("{:>4} ", c.id);
                println!(
                    "{}",
                    crate::tr!(
                        lang,
                        "shell-case-line",
                        id = id,
                        name = &c.name,
                        events = c.events
                    )
                );
            }
        }
        ["case", "new", ..] | ["case", "open", ..] => {
            let name = line
                .trim_start()
                .splitn(3, char::is_whitespace)
                .nth(2)
                .unwrap_or("")
                .trim();
            if name.is_empty() {
                anyhow::bail!(crate::tr!(lang, "shell-case-needs-name", word = words[1]));
            }
            if words[1] == "new" {
                let c = session.new_case(name, Utc::now())?;
                println!("{}", crate::tr!(lang, "shell-case-new", name = &c.name));
            } else {
                let c = session.open_case(name)?;
                println!(
                    "{}",
                    crate::tr!(lang, "shell-case-opened", name = &c.name, events = c.events)
                );
                print!("{}", render::show_board(session.game().state(), lang));
            }
        }
        _ => anyhow::bail!(crate::tr!(lang, "shell-case-usage")),
    }
    Ok(())
}

/// `cards show NAME`, `cards search WORDS` at the shell (`words[0]` is `cards`).
fn cards_word(session: &Session, line: &str, words: &[&str], lang: Lang) -> Result<()> {
    if !matches!(words, ["cards", "show", ..] | ["cards", "search", ..]) {
        anyhow::bail!(tr!(lang, "shell-cards-usage"));
    }
    let store = session
        .card_store()
        .ok_or_else(|| anyhow::anyhow!(tr!(lang, "shell-no-card-db")))?;
    let rest = line.trim_start()["cards".len()..].trim_start()[words[1].len()..].trim();
    if words[1] == "show" {
        let found = crate::cards::cli::find(store, session.library(), rest)?;
        print!("{}", crate::cards::cli::render(&found, lang));
    } else {
        let words: Vec<String> = vec![rest.to_string()];
        let (hits, total) = crate::cards::cli::search(store, session.library(), &words)?;
        print!("{}", crate::cards::cli::render_hits(&hits, total, lang));
    }
    Ok(())
}

/// A line of the judge language: parsed, decided and stored whole or not at all; with no case
/// open, the first command the rules accept starts one.
fn judge_line(session: &mut Session, line: &str, lang: Lang) -> Result<Flow> {
    let lines = lang::parse_line(line).map_err(|e| anyhow::anyhow!("{}", e.render_in(lang)))?;
    // With no case open, the first command the rules accept starts one; a refused command does not.
    let first = lines
        .iter()
        .find(|l| !matches!(l.command, lang::ast::Command::Expect(_)));
    if let (None, Some(l)) = (session.case(), first) {
        if let Err(e) = session.decide(l) {
            anyhow::bail!("{}", e.render(lang));
        }
    }
    if session.case().is_none() && first.is_some() {
        let name = format!("case-{}", Utc::now().format("%Y%m%d-%H%M%S"));
        session.new_case(&name, Utc::now())?;
        println!("{}", tr!(lang, "shell-case-started", name = name.as_str()));
    }
    let out = match session.execute_line(&lines, Utc::now()) {
        Ok(out) => out,
        Err(SessionError::Rejected { text, rejection }) => {
            let hint = lines
                .iter()
                .find(|l| l.text == text)
                .and_then(|l| render::slip_hint(&l.command, &rejection, lang));
            let e = SessionError::Rejected { text, rejection }.render(lang);
            match hint {
                Some(h) => anyhow::bail!("{e}\n  {h}"),
                None => anyhow::bail!("{e}"),
            }
        }
        Err(e) => return Err(e.into()),
    };
    let failed = print_outcome(&out, lang);
    let open = render::open_things(session.game().state(), lang);
    if !open.is_empty() {
        print!("{open}");
    }
    match failed {
        Some(m) => anyhow::bail!(tr!(lang, "shell-expectation-failed", message = m)),
        None => Ok(Flow::Continue),
    }
}
