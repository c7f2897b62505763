//! `show`, `log`, `replay` and `case`: a stored case read back, whole or step by step.

use super::*;

/// Loads a case's rows from the store.
fn load(
    db: &Path,
    case: &str,
    lang: Lang,
) -> Result<(Store, crate::store::CaseInfo, Vec<StoredEvent>)> {
    let store = open_read(db, lang)?;
    let info = store.case(case)?;
    let rows = store.events(info.id)?;
    Ok((store, info, rows))
}

fn events_of(case: &str, rows: &[StoredEvent]) -> Result<Vec<Event>> {
    rows.iter()
        .map(|r| {
            Event::from_json(r.version, &r.payload)
                .map_err(|e| anyhow!("event {} of case `{case}` cannot be read: {e}", r.seq))
        })
        .collect()
}

pub(super) fn show(
    db: &Path,
    case: &str,
    at: Option<u64>,
    json: bool,
    lang: Lang,
) -> Result<ExitCode> {
    let mut store = open_for_board(db, lang)?;
    let info = store.case(case)?;
    let n = info.events;
    let at = at.unwrap_or(n);
    if at > n {
        bail!(crate::tr!(lang, "cli-at-range", case = &info.name, n = n));
    }
    // From the nearest saved board before `at`, then one row at a time up to `at` only: nothing
    // of the case is held but the board.
    let game = fold::game_at(&mut store, &info, at, Boards::Save)?;
    if json {
        #[derive(Serialize)]
        struct ShowJson {
            case: String,
            at: u64,
            events: u64,
            board: render::BoardView,
        }
        print_json(&ShowJson {
            case: info.name,
            at,
            events: n,
            board: render::board_view(game.state(), lang),
        })?;
    } else {
        println!(
            "{}",
            crate::tr!(
                lang,
                "cli-case-after",
                case = &info.name,
                at = at,
                events = n
            )
        );
        print!("{}", escape_lines(&render::show_board(game.state(), lang)));
    }
    Ok(ExitCode::SUCCESS)
}

pub(super) fn log(db: &Path, case: &str, json: bool, lang: Lang) -> Result<ExitCode> {
    let (_, info, rows) = load(db, case, lang)?;
    let game = Game::replay(events_of(&info.name, &rows)?);
    let gone = game.retracted();
    if json {
        #[derive(Serialize)]
        struct LogRow<'a> {
            #[serde(flatten)]
            row: &'a StoredEvent,
            retracted: bool,
        }
        let out: Vec<LogRow> = rows
            .iter()
            .map(|r| LogRow {
                row: r,
                retracted: gone.contains(&r.seq),
            })
            .collect();
        print_json(&out)?;
        return Ok(ExitCode::SUCCESS);
    }
    print!("{}", render::log_table(&rows, &gone, lang));
    Ok(ExitCode::SUCCESS)
}

pub(super) fn replay(db: &Path, case: &str, lang: Lang) -> Result<ExitCode> {
    let mut store = open_for_board(db, lang)?;
    let info = store.case(case)?;
    // The lines a later `undo` took back, marked wherever a step is shown.
    let gone = fold::game_at(&mut store, &info, info.events, Boards::Read)?.retracted();
    replay_on(&mut FileCase { store, info }, gone, lang)
}

/// Where `gunbai replay` reads a case: a SQLite file, from its saved boards and the rows as
/// needed ([`FileCase`]), or rows already read whole ([`RowsCase`], a case on PostgreSQL).
pub(crate) trait ReplaySource {
    fn info(&self) -> &crate::store::CaseInfo;
    /// The board after the first `at` events.
    fn board_at(&mut self, at: u64) -> Result<Game>;
    /// The next event folded onto `game`, and the steps it took.
    fn explain_next(&mut self, game: &mut Game) -> Result<Vec<crate::engine::Step>>;
    /// The line typed for step `at`.
    fn source_of(&mut self, at: u64) -> Result<String>;
    /// Every row of the case.
    fn rows(&mut self) -> Result<Vec<StoredEvent>>;
}

/// A case of a SQLite file: boards from the nearest saved board, rows read as needed.
struct FileCase {
    store: Store,
    info: crate::store::CaseInfo,
}

impl ReplaySource for FileCase {
    fn info(&self) -> &crate::store::CaseInfo {
        &self.info
    }
    fn board_at(&mut self, at: u64) -> Result<Game> {
        Ok(fold::game_at(
            &mut self.store,
            &self.info,
            at,
            Boards::Save,
        )?)
    }
    fn explain_next(&mut self, game: &mut Game) -> Result<Vec<crate::engine::Step>> {
        Ok(fold::explain_next(&mut self.store, &self.info, game)?
            .map(|(_, s)| s)
            .unwrap_or_default())
    }
    fn source_of(&mut self, at: u64) -> Result<String> {
        Ok(self
            .store
            .marks_between(self.info.id, at, at)?
            .pop()
            .map(|m| m.source)
            .unwrap_or_default())
    }
    fn rows(&mut self) -> Result<Vec<StoredEvent>> {
        Ok(self.store.events(self.info.id)?)
    }
}

/// A case whose rows were read whole (from PostgreSQL, which keeps no saved boards): a board
/// is folded from the first event.
pub(crate) struct RowsCase {
    info: crate::store::CaseInfo,
    rows: Vec<StoredEvent>,
    events: Vec<Event>,
}

impl RowsCase {
    /// The case `info` with its rows, each event read (a row that cannot be read names its step).
    pub(crate) fn new(info: crate::store::CaseInfo, rows: Vec<StoredEvent>) -> Result<RowsCase> {
        let events = events_of(&info.name, &rows)?;
        Ok(RowsCase { info, rows, events })
    }

    /// The steps a later `undo` took back.
    pub(crate) fn retracted(&self) -> std::collections::BTreeSet<u64> {
        Game::replay(self.events.clone()).retracted()
    }
}

impl ReplaySource for RowsCase {
    fn info(&self) -> &crate::store::CaseInfo {
        &self.info
    }
    fn board_at(&mut self, at: u64) -> Result<Game> {
        let at = usize::try_from(at)
            .unwrap_or(usize::MAX)
            .min(self.events.len());
        Ok(Game::replay(self.events[..at].to_vec()))
    }
    fn explain_next(&mut self, game: &mut Game) -> Result<Vec<crate::engine::Step>> {
        let next = usize::try_from(game.len())
            .ok()
            .and_then(|i| self.events.get(i));
        Ok(next.map(|ev| game.push(ev.clone())).unwrap_or_default())
    }
    fn source_of(&mut self, at: u64) -> Result<String> {
        Ok(self
            .rows
            .iter()
            .find(|r| r.seq == at)
            .map(|r| r.source.clone())
            .unwrap_or_default())
    }
    fn rows(&mut self) -> Result<Vec<StoredEvent>> {
        Ok(self.rows.clone())
    }
}

/// `gunbai replay` on `src`: step through the case forward and back at the prompt. `gone` are
/// the steps a later `undo` took back, marked wherever a step is shown.
pub(crate) fn replay_on(
    src: &mut dyn ReplaySource,
    gone: std::collections::BTreeSet<u64>,
    lang: Lang,
) -> Result<ExitCode> {
    let n = src.info().events;
    println!(
        "{}",
        crate::tr!(
            lang,
            "cli-replay-banner",
            case = escape_controls(&src.info().name).into_owned(),
            n = n
        )
    );
    let mut at = 0u64;
    // The board after event `at`, and the steps of event `at`: moving forward folds only the
    // events between; a jump starts from the nearest saved board. Rows are read as needed.
    let mut game = src.board_at(0)?;
    let mut steps: Vec<crate::engine::Step> = Vec::new();
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    loop {
        write!(out, "[{at}/{n}]> ")?;
        out.flush()?;
        let mut raw = Vec::new();
        if !crate::input::read_line_limited(&mut stdin.lock(), &mut raw, crate::input::LINE_LIMIT)?
        {
            println!();
            break;
        }
        let line = String::from_utf8_lossy(&raw);
        let words: Vec<&str> = line.split_whitespace().collect();
        let target = match words.as_slice() {
            [] => continue,
            ["next" | "n"] => (at < n).then_some(at + 1),
            ["prev" | "p"] => at.checked_sub(1),
            ["goto" | "g", x] => match x.parse::<u64>() {
                Ok(x) if x <= n => Some(x),
                _ => {
                    println!("{}", crate::tr!(lang, "cli-goto-range", n = n));
                    continue;
                }
            },
            ["board" | "b"] => {
                print!("{}", render::show_board(game.state(), lang));
                continue;
            }
            ["steps" | "s"] => {
                print_steps_at(src, &steps, at, &gone, lang)?;
                continue;
            }
            ["log" | "l"] => {
                print!("{}", render::log_table(&src.rows()?, &gone, lang));
                continue;
            }
            ["quit" | "q" | "exit"] => break,
            _ => {
                println!("{}", crate::tr!(lang, "cli-replay-unknown"));
                continue;
            }
        };
        match target {
            Some(t) => {
                if t != at + 1 {
                    game = src.board_at(t.saturating_sub(1))?;
                }
                steps = match t {
                    0 => Vec::new(),
                    _ => src.explain_next(&mut game)?,
                };
                at = t;
                print_steps_at(src, &steps, at, &gone, lang)?;
            }
            None => println!("{}", crate::tr!(lang, "cli-replay-already", at = at, n = n)),
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn print_steps_at(
    src: &mut dyn ReplaySource,
    steps: &[crate::engine::Step],
    at: u64,
    gone: &std::collections::BTreeSet<u64>,
    lang: Lang,
) -> Result<()> {
    if at == 0 {
        println!("{}", crate::tr!(lang, "cli-step-zero"));
        return Ok(());
    }
    let source = src.source_of(at)?;
    println!("{}", crate::tr!(lang, "cli-step", at = at, source = source));
    if gone.contains(&at) {
        println!("  {}", crate::tr!(lang, "cli-step-retracted"));
    }
    print!("{}", escape_lines(&render::show_steps(steps, lang)));
    Ok(())
}

pub(super) fn case_cmd(db: &Path, cmd: CaseCmd, lang: Lang) -> Result<ExitCode> {
    match cmd {
        CaseCmd::List { json } => {
            let store = open_read(db, lang)?;
            let cases = store.cases()?;
            if json {
                print_json(&cases)?;
            } else if cases.is_empty() {
                println!("{}", crate::tr!(lang, "cli-no-cases"));
            } else {
                let mut t = comfy_table::Table::new();
                t.load_style(comfy_table::presets::UTF8_FULL_CONDENSED);
                t.set_header(
                    ["id", "name", "created", "events", "forked"]
                        .iter()
                        .map(|c| crate::tr!(lang, "case-column", column = *c))
                        .collect::<Vec<_>>(),
                );
                for c in &cases {
                    let fork = c
                        .forked_from
                        .map(|(id, at)| {
                            let name = cases
                                .iter()
                                .find(|x| x.id == id)
                                .map(|x| x.name.clone())
                                .unwrap_or_else(|| id.to_string());
                            crate::tr!(lang, "case-forked-at", case = name, at = at)
                        })
                        .unwrap_or_default();
                    t.add_row(vec![
                        c.id.to_string(),
                        c.name.clone(),
                        c.created_at
                            .with_timezone(&chrono::Local)
                            .format("%Y-%m-%d %H:%M")
                            .to_string(),
                        c.events.to_string(),
                        fork,
                    ]);
                }
                print!("{}", crate::render::table_text(t));
            }
        }
        CaseCmd::New { name, json } => {
            let store = open(db)?;
            let c = store.create_case(&name, Utc::now())?;
            if json {
                print_json(&serde_json::json!({
                    "id": c.id,
                    "name": c.name,
                    "created_at": c.created_at,
                }))?;
            } else {
                println!(
                    "{}",
                    crate::tr!(lang, "cli-case-created", case = &c.name, id = c.id)
                );
            }
        }
        CaseCmd::Fork { case, at, name } => {
            let mut store = open(db)?;
            let from = store.case(&case)?;
            let c = store.fork(from.id, at, &name, Utc::now())?;
            println!(
                "{}",
                crate::tr!(
                    lang,
                    "cli-case-forked",
                    case = &c.name,
                    at = at,
                    from = &from.name
                )
            );
        }
        CaseCmd::Export {
            case,
            format,
            output,
            force,
        } => {
            return super::super::tournament::case_export(
                db,
                &case,
                format,
                output.as_deref(),
                force,
                lang,
            )
        }
    }
    Ok(ExitCode::SUCCESS)
}
