//! Cases: the list, a new case, one case stepped through with its line box, a fork.
//!
//! Lines run through [`Session`] exactly as the shell runs them, and their answer is shown as the
//! shell prints it. A line is appended only at the step the judge's page showed: if another
//! judge got there first, nothing is appended and the page shows what they added.

use std::sync::Arc;

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::Response;
use chrono::Utc;
use maud::{html, Markup};

use super::db::DbConn;
use super::extract::{token_form, Judge, Posted};
use super::games::Games;
use super::page::{self, csrf_field, error_box};
use super::web::{blocking, html, redirect, server_error, trouble};
use super::{share, App};
use crate::engine::{Game, Step};
use crate::export::board::{self, RuleLinks};
use crate::export::StepView;
use crate::fold::{self, Boards};
use crate::i18n::Lang;
use crate::lang;
use crate::render::AttackView;
use crate::render::{self, SHELL_WORDS};
use crate::session::{LineResult, SessionError};
use crate::store::backend::Backend;
use crate::store::judges::ShareTarget;
use crate::store::pg::PgStore;
use crate::store::{CaseInfo, Store, StoreError, StoredEvent};
use crate::tournament::{citation_view, local};
use crate::tr;

/// The case with id `id` (as it appears in the address).
pub(super) fn find_case(store: &DbConn, id: &str) -> Result<Option<CaseInfo>, StoreError> {
    let Ok(id) = id.parse::<i64>() else {
        return Ok(None);
    };
    Ok(store.cases()?.into_iter().find(|c| c.id == id))
}

fn no_case(ctx: &Judge, id: &str) -> Response {
    let lang = ctx.speak.lang;
    super::web::fail(
        StatusCode::NOT_FOUND,
        &tr!(lang, "web-no-case-title"),
        &tr!(lang, "web-no-case", id = id),
        Some(ctx),
    )
}

fn list_page(app: &App, ctx: &Judge, status: StatusCode, message: Option<String>) -> Response {
    let store = match app.store() {
        Ok(s) => s,
        Err(e) => return server_error(&e),
    };
    let mut cases = match store.cases() {
        Ok(c) => c,
        Err(e) => return trouble(ctx, StatusCode::INTERNAL_SERVER_ERROR, &e),
    };
    cases.reverse();
    let lang = ctx.speak.lang;
    let body = html! {
        h1 { (tr!(lang, "web-cases")) }
        @if let Some(m) = &message { (error_box(m)) }
        form method="post" action="/cases" {
            (csrf_field(&ctx.csrf))
            label for="cname" { (tr!(lang, "web-case-start-label")) }
            input type="text" id="cname" name="name" placeholder="table7-round3" required;
            button type="submit" { (tr!(lang, "web-case-start")) }
        }
        h2 { (tr!(lang, "web-newest-first")) }
        @for c in &cases {
            div class="card" {
                a href={ "/cases/" (c.id) } { (c.name) }
                " "
                span class="muted" { (tr!(lang, "web-case-entry", events = c.events, when = local(c.created_at))) }
            }
        }
        @if cases.is_empty() {
            p class="muted" { (tr!(lang, "web-no-cases")) }
        }
    };
    html(status, page::page(&tr!(lang, "web-cases"), Some(ctx), body))
}

pub async fn list(State(app): State<Arc<App>>, ctx: Judge) -> Response {
    blocking(move || list_page(&app, &ctx, StatusCode::OK, None)).await
}

/// A new case: its name.
#[derive(Default, serde::Deserialize)]
#[serde(default)]
pub struct NewCase {
    csrf: String,
    name: String,
}
token_form!(NewCase);

pub async fn create(State(app): State<Arc<App>>, sent: Posted<NewCase>) -> Response {
    let Posted {
        judge: ctx,
        form: f,
    } = sent;
    blocking(move || {
        let made = match app.store() {
            Ok(store) => store.create_case(f.name.trim(), Utc::now()),
            Err(e) => return server_error(&e),
        };
        match made {
            Ok(c) => redirect(&format!("/cases/{}", c.id)),
            Err(e) => list_page(&app, &ctx, StatusCode::BAD_REQUEST, Some(e.to_string())),
        }
    })
    .await
}

/// What the page says above the line box after lines were sent.
#[derive(Default)]
struct Outcome {
    /// The lines' answers, as the shell prints them.
    shell: String,
    /// Why the last line was not recorded.
    error: Option<String>,
    /// What another judge added meanwhile.
    conflict: Option<Markup>,
    /// What stays in the line box: the lines not recorded.
    keep: String,
}

/// One case at step `at` (its last step when `None`), with whatever `outcome` says on top.
fn case_page(
    app: &App,
    ctx: &Judge,
    id: &str,
    at: Option<u64>,
    outcome: Outcome,
    status: StatusCode,
) -> Response {
    let mut store = match app.store() {
        Ok(s) => s,
        Err(e) => return server_error(&e),
    };
    let info = match find_case(&store, id) {
        Ok(Some(i)) => i,
        Ok(None) => return no_case(ctx, id),
        Err(e) => return server_error(&e),
    };
    let n = info.events;
    let mut status = status;
    let mut note = None;
    let at = match at {
        Some(a) if a > n => {
            status = StatusCode::BAD_REQUEST;
            note = Some(tr!(
                ctx.speak.lang,
                "web-case-no-step",
                name = info.name.as_str(),
                at = a,
                events = n
            ));
            n
        }
        Some(a) => a,
        None => n,
    };
    let lang = ctx.speak.lang;
    let parts = match step_section(
        &app.games,
        &mut store,
        &info,
        at,
        &format!("/cases/{}", info.id),
        lang,
        RuleLinks::Pages,
    ) {
        Ok(s) => s,
        Err(e) => return trouble(ctx, StatusCode::INTERNAL_SERVER_ERROR, &e),
    };
    let forked = match info.forked_from {
        Some((from, k)) => match find_case(&store, &from.to_string()) {
            Ok(Some(o)) => Some((o, k)),
            _ => None,
        },
        None => None,
    };
    let share = share::section(
        &store,
        ctx,
        ShareTarget::Case(info.id),
        &format!("/cases/{}/share", info.id),
    );
    let cid = info.id;
    let body = html! {
        h1 { (tr!(lang, "web-case-title", name = info.name.as_str())) }
        @if let Some(note) = &note { (error_box(note)) }
        @if let Some(c) = &outcome.conflict { (c) }
        @if let Some(e) = &outcome.error { (error_box(e)) }
        (parts.card)
        form method="post" action={ "/cases/" (cid) "/lines" } id="line-box" {
            (csrf_field(&ctx.csrf))
            input type="hidden" name="head" value=(n);
            label for="lines" { (tr!(lang, "web-case-lines")) }
            textarea id="lines" name="lines" autocapitalize="none" autocomplete="off" spellcheck="false" placeholder="players Allen Bob" { (outcome.keep) }
            div.tools {
                button type="submit" { (tr!(lang, "web-case-run")) }
                a href="/help" { (tr!(lang, "web-nav-help")) }
                a href="/rules" { (tr!(lang, "web-nav-rules")) }
                a href="/cards" { (tr!(lang, "web-nav-cards")) }
            }
        }
        @if !outcome.shell.is_empty() {
            details open {
                summary { (tr!(lang, "web-case-shell")) }
                pre id="result" class="result wrap" { (outcome.shell) }
            }
        }
        (parts.board)
        p.muted {
            (tr!(lang, "web-case-events", n = n))
            @if let Some((o, k)) = &forked {
                " · " (tr!(lang, "web-case-forked", at = *k)) " " a href={ "/cases/" (o.id) "?at=" (k) } { (o.name) }
            }
        }
        (parts.jump)
        @if at > 0 {
            p { a href={ "/rulings/new?case=" (cid) "&at=" (at) } { (tr!(lang, "web-case-record", at = at)) } }
        }
        h2 { (tr!(lang, "web-case-what-if")) }
        form method="post" action={ "/cases/" (cid) "/fork" } {
            (csrf_field(&ctx.csrf))
            input type="hidden" name="at" value=(at);
            label for="fork" { (tr!(lang, "web-case-fork-from", at = at)) }
            input type="text" id="fork" name="name" value={ (info.name) "-what-if" } required;
            button type="submit" { (tr!(lang, "web-case-fork")) }
        }
        (share)
        (parts.nav)
    };
    html(
        status,
        page::page(
            &tr!(lang, "web-case-title", name = info.name.as_str()),
            Some(ctx),
            body,
        ),
    )
}

/// The parts of a step's page: the step itself (its line, its answer first, what the rules made
/// of it), the board after it, the jump form, and back/forward, which stay on screen.
pub(super) struct StepParts {
    pub card: Markup,
    pub board: Markup,
    pub jump: Markup,
    pub nav: Markup,
}

/// The step `at` of a case: back, forward and jump (links under `base`), the line typed, its
/// answer, what the rules made of it with the rules' texts one tap away, whether a later undo
/// retracted it, and the board after it, drawn by [`crate::export::board`] as the export draws it.
///
/// The board comes from a board an earlier request left ([`Games`]), or the nearest saved board
/// before `at`, and the events after it ([`fold::game_at`]); only row `at` is read whole.
pub(super) fn step_section(
    games: &Games,
    store: &mut DbConn,
    info: &CaseInfo,
    at: u64,
    base: &str,
    lang: Lang,
    links: RuleLinks,
) -> Result<StepParts, SessionError> {
    let n = info.events;
    let at = at.min(n);
    let StepFold {
        game,
        drawn,
        before,
        row,
        steps,
        retracted,
    } = match store {
        DbConn::Sqlite(store) => fold_sqlite(games, store, info, at, lang)?,
        DbConn::Postgres(pg) => fold_postgres(&mut pg.borrow_mut(), info, at, lang)?,
    };
    let views: Vec<StepView> = steps
        .iter()
        .map(|s| StepView {
            text: s.text(lang),
            citations: s
                .citations
                .iter()
                .map(|c| citation_view(c.as_str()))
                .collect(),
        })
        .collect();
    let drawn = drawn.get_or_init(|| render::drawn(game.state()));
    let view = render::board_view_drawn_as(game.state(), lang, drawn);
    let card = match &row {
        Some(row) => {
            let when = local(row.recorded_at);
            let shown = board::StepShown {
                at,
                total: n,
                line: &row.source,
                author: &row.author,
                when: &when,
                retracted,
                steps: &views,
                answer: board::battle_answer(view.attack.as_ref(), before.as_ref(), lang),
            };
            html! {
                section.step-card {
                    h2 id="step" { (tr!(lang, "web-step-of", at = at, n = n)) }
                    (board::step(&shown, lang, links, true))
                }
            }
        }
        None => html! {
            section.step-card {
                h2 id="step" { (tr!(lang, "web-step-of", at = at, n = n)) }
                p { (tr!(lang, "web-step-zero")) }
            }
        },
    };
    let board_markup = html! {
        h2 { (tr!(lang, "web-board-after", at = at)) }
        (board::board(&view, before.as_ref(), lang, true))
    };
    let jump = html! {
        form method="get" action=(base) {
            label for="at" { (tr!(lang, "web-jump")) }
            input type="number" id="at" name="at" min="0" max=(n) value=(at);
            button type="submit" { (tr!(lang, "web-go")) }
        }
    };
    let nav = html! {
        nav class="steps" aria-label=(tr!(lang, "web-steps-nav")) {
            @if at > 0 {
                a id="step-back" href={ (base) "?at=" (at - 1) } { "\u{2190} " (tr!(lang, "web-back")) }
            } @else {
                span.off { "\u{2190} " (tr!(lang, "web-back")) }
            }
            span class="here" { (at) " / " (n) }
            @if at < n {
                a id="step-forward" href={ (base) "?at=" (at + 1) } { (tr!(lang, "web-forward")) " \u{2192}" }
            } @else {
                span.off { (tr!(lang, "web-forward")) " \u{2192}" }
            }
        }
    };
    Ok(StepParts {
        card,
        board: board_markup,
        jump,
        nav,
    })
}

/// Step `at` of a case folded: the board after it, the battle before it, its row, its steps,
/// and whether a later undo retracted it.
struct StepFold {
    game: Arc<Game>,
    /// The cards the board after the step draws, kept with it when the board is kept.
    drawn: super::games::DrawnOnce,
    before: Option<AttackView>,
    row: Option<StoredEvent>,
    steps: Vec<Step>,
    retracted: bool,
}

/// On SQLite: the boards before and after step `at` from the boards earlier requests left
/// ([`Games::step_at`]), or the nearest saved board before `at` and the events after it
/// ([`fold::game_at`]); only row `at` is read whole.
fn fold_sqlite(
    games: &Games,
    store: &mut Store,
    info: &CaseInfo,
    at: u64,
    lang: Lang,
) -> Result<StepFold, SessionError> {
    let n = info.events;
    let stepped = games.step_at(store, info, at)?;
    let before = stepped
        .before
        .state()
        .attack
        .as_ref()
        .map(|a| render::attack_view(stepped.before.state(), a, lang));
    let row = if at == 0 {
        None
    } else {
        store.event(info.id, at)?
    };
    let retracted = at > 0 && {
        // Whether a later undo took it back: the board at the last step knows.
        if stepped.game.len() == n {
            super::games::taken_back(&stepped.game, at, row.as_ref())
        } else {
            super::games::taken_back(&*games.shared_at(store, info, n)?, at, row.as_ref())
        }
    };
    Ok(StepFold {
        game: stepped.game,
        drawn: stepped.drawn,
        before,
        row,
        steps: stepped.steps.to_vec(),
        retracted,
    })
}

/// On PostgreSQL, which keeps no saved boards: the case's rows read at once and folded from the
/// first.
fn fold_postgres(
    pg: &mut PgStore,
    info: &CaseInfo,
    at: u64,
    lang: Lang,
) -> Result<StepFold, SessionError> {
    let rows = Backend::events(pg, info.id)?;
    let mut events = crate::session::decode_events(info, &rows)?;
    let n = events.len() as u64;
    let at = at.min(n);
    let later = events.split_off(usize::try_from(at.saturating_sub(1)).unwrap_or(usize::MAX));
    let mut game = Game::replay(events);
    let before = game
        .state()
        .attack
        .as_ref()
        .map(|a| render::attack_view(game.state(), a, lang));
    let mut later = later.into_iter();
    let (row, steps) = match (at, later.next()) {
        (1.., Some(ev)) => (
            usize::try_from(at - 1)
                .ok()
                .and_then(|i| rows.get(i))
                .cloned(),
            game.push(ev),
        ),
        _ => (None, Vec::new()),
    };
    let retracted = at > 0 && {
        let gone = if game.len() == n {
            game.retracted()
        } else {
            let mut last = game.clone();
            for ev in later {
                last.push_quiet(ev);
            }
            last.retracted()
        };
        gone.contains(&at)
    };
    Ok(StepFold {
        game: Arc::new(game),
        drawn: Default::default(),
        before,
        row,
        steps,
        retracted,
    })
}

/// The step asked for in the address (`?at=N`), as typed.
#[derive(serde::Deserialize)]
pub struct At {
    pub(super) at: Option<String>,
}

pub async fn show(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    Query(q): Query<At>,
    ctx: Judge,
) -> Response {
    blocking(move || {
        let (at, outcome, status) = match q.at.as_deref().map(str::trim) {
            None | Some("") => (None, Outcome::default(), StatusCode::OK),
            Some(t) => match t.parse::<u64>() {
                Ok(a) => (Some(a), Outcome::default(), StatusCode::OK),
                Err(_) => (
                    None,
                    Outcome {
                        error: Some(tr!(ctx.speak.lang, "web-case-not-a-step", typed = t)),
                        ..Outcome::default()
                    },
                    StatusCode::BAD_REQUEST,
                ),
            },
        };
        case_page(&app, &ctx, &id, at, outcome, status)
    })
    .await
}

/// The events after step `from`, as the other judge's shell showed them: the case is opened at
/// `from` from the nearest saved board, and only the rows after it are read.
fn added_since(store: &mut DbConn, info: &CaseInfo, from: u64, lang: Lang) -> String {
    let mut out = String::new();
    let marks = store
        .marks_between(info.id, from + 1, info.events)
        .unwrap_or_default();
    let mut next = match store {
        DbConn::Sqlite(store) => {
            let mut game = fold::game_at(store, info, from, Boards::Read).ok();
            Box::new(move || match game.as_mut() {
                Some(g) => match fold::explain_next(store, info, g) {
                    Ok(Some((_, steps))) => Some(steps),
                    // A row that cannot be read: the lines after it are listed without steps.
                    _ => {
                        game = None;
                        None
                    }
                },
                None => None,
            }) as Box<dyn FnMut() -> Option<Vec<Step>> + '_>
        }
        DbConn::Postgres(pg) => {
            let rows = Backend::events(&mut *pg.borrow_mut(), info.id).unwrap_or_default();
            let events = crate::session::decode_events(info, &rows).ok();
            let mut game = None;
            let mut rest = Vec::new().into_iter();
            if let Some(mut all) = events {
                let later =
                    all.split_off(usize::try_from(from).unwrap_or(usize::MAX).min(all.len()));
                game = Some(Game::replay(all));
                rest = later.into_iter();
            }
            Box::new(move || {
                let ev = rest.next()?;
                game.as_mut().map(|g| g.push(ev))
            })
        }
    };
    for m in marks {
        out.push_str(&format!("[{}] {}   ({})\n", m.seq, m.source, m.author));
        if let Some(steps) = next() {
            out.push_str(&render::steps_in(&steps, lang));
        }
    }
    out
}

/// What another judge added after step `seen`, on a connection from the pool.
fn conflict_of(app: &App, info: &CaseInfo, seen: u64, lang: Lang) -> Option<Markup> {
    let mut store = app.store().ok()?;
    Some(conflict_box(&mut store, info, seen, lang))
}

fn conflict_box(store: &mut DbConn, info: &CaseInfo, seen: u64, lang: Lang) -> Markup {
    let now = store.case_by_id(info.id).unwrap_or_else(|_| info.clone());
    let added = added_since(store, &now, seen, lang);
    html! {
        div class="error" id="conflict" role="alert" {
            p {
                strong { (tr!(lang, "web-conflict-title")) }
                " "
                (tr!(lang, "web-conflict", seen = seen, now = now.events))
            }
            pre class="wrap" { (added) }
        }
    }
}

/// Judge-language lines sent from the step the page showed (`head`).
#[derive(Default, serde::Deserialize)]
#[serde(default)]
pub struct Lines {
    csrf: String,
    head: String,
    lines: String,
}

/// A what-if case forked from step `at`.
#[derive(Default, serde::Deserialize)]
#[serde(default)]
pub struct Fork {
    csrf: String,
    at: String,
    name: String,
}
token_form!(Lines, Fork);

pub async fn lines(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    sent: Posted<Lines>,
) -> Response {
    let Posted {
        judge: ctx,
        form: f,
    } = sent;
    blocking(move || {
        let app = &*app;
        let text = f.lines;
        let bad = |msg: String| Outcome {
            error: Some(msg),
            keep: text.clone(),
            ..Outcome::default()
        };
        let Ok(seen) = f.head.trim().parse::<u64>() else {
            return case_page(
                app,
                &ctx,
                &id,
                None,
                bad(tr!(ctx.speak.lang, "web-line-no-step")),
                StatusCode::BAD_REQUEST,
            );
        };
        if text.trim().is_empty() {
            return case_page(
                app,
                &ctx,
                &id,
                None,
                bad(tr!(ctx.speak.lang, "web-line-empty")),
                StatusCode::BAD_REQUEST,
            );
        }
        let info = match app.store().map(|s| find_case(&s, &id)) {
            Ok(Ok(Some(i))) => i,
            Ok(Ok(None)) => return no_case(&ctx, &id),
            Ok(Err(e)) | Err(e) => return server_error(&e),
        };
        let mut session = match app.session(&ctx.judge.name) {
            Ok(s) => s,
            Err(e) => return server_error(&e),
        };
        // The board at the case's last step: on SQLite from a board an earlier request left
        // when it can; on PostgreSQL folded from the case's rows.
        let opened = if session.postgres_mut().is_some() {
            session.open_remote_case(info.clone()).map(|_| ())
        } else {
            match session.store_mut() {
                Some(store) => app
                    .games
                    .game_at(store, &info, info.events)
                    .map_err(SessionError::from),
                None => Err(SessionError::NoCase),
            }
            .and_then(|g| session.open_case_on(info.clone(), g).map(|_| ()))
        };
        if let Err(e) = opened {
            return trouble(&ctx, StatusCode::INTERNAL_SERVER_ERROR, &e);
        }
        let head = session.case().map(|c| c.events).unwrap_or(0);
        let mut out = Outcome::default();
        let mut status = StatusCode::OK;
        let all: Vec<&str> = text.lines().collect();
        if head != seen {
            out.keep = text.clone();
            // Its connection goes back to the pool for the page to use.
            drop(session);
            out.conflict = conflict_of(app, &info, seen, ctx.speak.lang);
            return case_page(app, &ctx, &id, None, out, StatusCode::CONFLICT);
        }
        // The step the page showed when another judge got there first.
        let mut lost_at = None;
        'lines: for (i, raw) in all.iter().enumerate() {
            let line = raw.trim_end_matches('\r');
            if line.trim().is_empty() || line.trim_start().starts_with('#') {
                continue;
            }
            let first = line.split_whitespace().next().unwrap_or("");
            if SHELL_WORDS.contains(&first) || first == "ruling" || first == "event" {
                out.error = Some(tr!(ctx.speak.lang, "web-line-shell-word", word = first));
                out.keep = all[i..].join("\n");
                status = StatusCode::BAD_REQUEST;
                break;
            }
            let parsed = match lang::parse_line(line) {
                Ok(p) => p,
                Err(e) => {
                    out.error = Some(tr!(
                        ctx.speak.lang,
                        "web-line-not-appended",
                        error = e.render_in(ctx.speak.lang)
                    ));
                    out.keep = all[i..].join("\n");
                    status = StatusCode::BAD_REQUEST;
                    break;
                }
            };
            // A line (`a; b`) is stored whole or not at all, as at the shell, and only at the step
            // this page showed: a race lost to another judge is a conflict, not a reload.
            {
                match session.execute_line_here(&parsed, Utc::now()) {
                    Ok(done) => {
                        for (text, result) in done.results {
                            match result {
                                LineResult::Event { seq, steps, .. } => {
                                    out.shell.push_str(&format!("[{seq}] {text}\n"));
                                    out.shell
                                        .push_str(&render::steps_in(&steps, ctx.speak.lang));
                                }
                                LineResult::Expect { passed, message } => {
                                    out.shell.push_str(&format!(
                                        "{} {}\n",
                                        if passed { "\u{2713}" } else { "\u{2717}" },
                                        message.text(ctx.speak.lang)
                                    ));
                                }
                            }
                        }
                    }
                    Err(SessionError::Store(StoreError::Conflict { .. })) => {
                        lost_at = Some(session.case().map(|c| c.events).unwrap_or(seen));
                        out.keep = all[i..].join("\n");
                        status = StatusCode::CONFLICT;
                        break 'lines;
                    }
                    Err(e) => {
                        out.error = Some(tr!(
                            ctx.speak.lang,
                            "web-line-not-appended",
                            error = e.render(ctx.speak.lang)
                        ));
                        out.keep = all[i..].join("\n");
                        status = if matches!(e, SessionError::Rejected { .. }) {
                            StatusCode::UNPROCESSABLE_ENTITY
                        } else {
                            StatusCode::INTERNAL_SERVER_ERROR
                        };
                        break 'lines;
                    }
                }
            }
        }
        out.shell
            .push_str(&render::open_things(session.game().state(), ctx.speak.lang));
        if let (Some(case), Some(store)) = (session.case(), session.store()) {
            app.games.keep(store, case.id, session.game());
        }
        drop(session);
        if let Some(shown) = lost_at {
            out.conflict = conflict_of(app, &info, shown, ctx.speak.lang);
        }
        case_page(app, &ctx, &id, None, out, status)
    })
    .await
}

pub async fn fork(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    sent: Posted<Fork>,
) -> Response {
    let Posted {
        judge: ctx,
        form: f,
    } = sent;
    blocking(move || {
        let app = &*app;
        let Ok(at) = f.at.trim().parse::<u64>() else {
            return case_page(
                app,
                &ctx,
                &id,
                None,
                Outcome {
                    error: Some("give the step to fork from as a whole number".into()),
                    ..Outcome::default()
                },
                StatusCode::BAD_REQUEST,
            );
        };
        let mut store = match app.store() {
            Ok(s) => s,
            Err(e) => return server_error(&e),
        };
        let info = match find_case(&store, &id) {
            Ok(Some(i)) => i,
            Ok(None) => return no_case(&ctx, &id),
            Err(e) => return server_error(&e),
        };
        let made = store.fork(info.id, at, f.name.trim(), Utc::now());
        drop(store);
        match made {
            Ok(c) => redirect(&format!("/cases/{}", c.id)),
            Err(e) => case_page(
                app,
                &ctx,
                &id,
                Some(at),
                Outcome {
                    error: Some(e.to_string()),
                    ..Outcome::default()
                },
                StatusCode::BAD_REQUEST,
            ),
        }
    })
    .await
}
