//! Cases: the list, a new case, one case stepped through with its line box, a fork.
//!
//! Lines run through [`Session`] exactly as the shell runs them, and their answer is shown as the
//! shell prints it. A line is appended only at the step the judge's page showed: if another
//! judge got there first, nothing is appended and the page shows what they added.

use std::collections::BTreeSet;
use std::sync::Arc;

use axum::extract::rejection::FormRejection;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Form;
use chrono::Utc;

use super::page::{self, csrf_field, error_box};
use super::web::{for_judge, html, on_form, redirect, server_error, trouble, Ctx};
use super::{share, App, Fields};
use crate::export::esc;
use crate::lang;
use crate::render::{self, SHELL_WORDS};
use crate::session::{self, LineResult, Session, SessionError};
use crate::snapshot;
use crate::store::judges::ShareTarget;
use crate::store::{CaseInfo, Store, StoreError};
use crate::tournament::{citation_view, local};

/// The case with id `id` (as it appears in the address).
pub(super) fn find_case(store: &Store, id: &str) -> Result<Option<CaseInfo>, StoreError> {
    let Ok(id) = id.parse::<i64>() else {
        return Ok(None);
    };
    Ok(store.cases()?.into_iter().find(|c| c.id == id))
}

fn no_case(ctx: &Ctx, id: &str) -> Response {
    super::web::fail(
        StatusCode::NOT_FOUND,
        "No such case",
        &format!("there is no case #{id}; the list of cases is under Cases"),
        Some(&ctx.viewer()),
    )
}

fn list_page(app: &App, ctx: &Ctx, status: StatusCode, message: Option<String>) -> Response {
    let store = match app.store() {
        Ok(s) => s,
        Err(e) => return server_error(&e),
    };
    let mut cases = match store.cases() {
        Ok(c) => c,
        Err(e) => return trouble(ctx, StatusCode::INTERNAL_SERVER_ERROR, &e),
    };
    cases.reverse();
    let mut items = String::new();
    for c in &cases {
        items.push_str(&format!(
            "<div class=\"card\"><a href=\"/cases/{}\">{}</a> <span class=\"muted\">{} event(s) · started {}</span></div>\n",
            c.id,
            esc(&c.name),
            c.events,
            esc(&local(c.created_at))
        ));
    }
    if cases.is_empty() {
        items.push_str("<p class=\"muted\">No case yet: start one below.</p>\n");
    }
    let msg = message.map(|m| error_box(&m)).unwrap_or_default();
    let body = format!(
        "<h1>Cases</h1>\n{msg}<form method=\"post\" action=\"/cases\">{csrf}\n\
         <label for=\"cname\">Start a case</label>\
         <input type=\"text\" id=\"cname\" name=\"name\" placeholder=\"table7-round3\" required>\n\
         <button type=\"submit\">Start</button></form>\n<h2>Newest first</h2>\n{items}",
        csrf = csrf_field(&ctx.csrf)
    );
    html(status, page::page("Cases", Some(&ctx.viewer()), &body))
}

pub async fn list(State(app): State<Arc<App>>, headers: HeaderMap) -> Response {
    for_judge(app, headers, move |app, ctx| {
        list_page(app, &ctx, StatusCode::OK, None)
    })
    .await
}

pub async fn create(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    sent: Result<Form<Fields>, FormRejection>,
) -> Response {
    on_form(app, headers, sent, move |app, ctx, f| {
        let made = match app.store() {
            Ok(store) => store.create_case(f.get("name").trim(), Utc::now()),
            Err(e) => return server_error(&e),
        };
        match made {
            Ok(c) => redirect(&format!("/cases/{}", c.id)),
            Err(e) => list_page(app, &ctx, StatusCode::BAD_REQUEST, Some(e.to_string())),
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
    conflict: Option<String>,
    /// What stays in the line box: the lines not recorded.
    keep: String,
}

/// One case at step `at` (its last step when `None`), with whatever `outcome` says on top.
fn case_page(
    app: &App,
    ctx: &Ctx,
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
    let mut notes = String::new();
    let at = match at {
        Some(a) if a > n => {
            status = StatusCode::BAD_REQUEST;
            notes.push_str(&error_box(&format!(
                "case `{}` has no step {a}: it has {n}; pick a step from 0 to {n}",
                info.name
            )));
            n
        }
        Some(a) => a,
        None => n,
    };
    let steps = match step_section(&mut store, &info, at, &format!("/cases/{}", info.id)) {
        Ok(s) => s,
        Err(e) => return trouble(ctx, StatusCode::INTERNAL_SERVER_ERROR, &e),
    };
    let mut body = format!("<h1>Case {}</h1>\n", esc(&info.name));
    let forked = match info.forked_from {
        Some((from, k)) => match find_case(&store, &from.to_string()) {
            Ok(Some(o)) => format!(
                " · forked from <a href=\"/cases/{}?at={k}\">{}</a> at step {k}",
                o.id,
                esc(&o.name)
            ),
            _ => String::new(),
        },
        None => String::new(),
    };
    body.push_str(&format!(
        "<p class=\"muted\">{n} event(s){forked}</p>\n{notes}"
    ));
    if let Some(c) = &outcome.conflict {
        body.push_str(c);
    }
    if !outcome.shell.is_empty() {
        body.push_str(&format!(
            "<pre id=\"result\" class=\"result wrap\">{}</pre>\n",
            esc(&outcome.shell)
        ));
    }
    if let Some(e) = &outcome.error {
        body.push_str(&error_box(e));
    }
    body.push_str(&format!(
        "<form method=\"post\" action=\"/cases/{cid}/lines\">{csrf}\
         <input type=\"hidden\" name=\"head\" value=\"{n}\">\n\
         <label for=\"lines\">Judge-language lines (one a line; Ctrl+Enter sends)</label>\n\
         <textarea id=\"lines\" name=\"lines\" autocapitalize=\"none\" autocomplete=\"off\" spellcheck=\"false\" placeholder=\"players Allen Bob\">{keep}</textarea>\n\
         <button type=\"submit\">Run</button></form>\n",
        cid = info.id,
        csrf = csrf_field(&ctx.csrf),
        keep = esc(&outcome.keep),
    ));
    body.push_str(&steps);
    if at > 0 {
        body.push_str(&format!(
            "<p><a href=\"/rulings/new?case={}&amp;at={at}\">Record a ruling resting on step {at}</a></p>\n",
            info.id
        ));
    }
    body.push_str(&format!(
        "<h2>What if</h2>\n<form method=\"post\" action=\"/cases/{cid}/fork\">{csrf}\
         <input type=\"hidden\" name=\"at\" value=\"{at}\">\
         <label for=\"fork\">Fork a new case from step {at}</label>\
         <input type=\"text\" id=\"fork\" name=\"name\" value=\"{name}\" required>\
         <button type=\"submit\">Fork</button></form>\n",
        cid = info.id,
        csrf = csrf_field(&ctx.csrf),
        name = esc(&format!("{}-what-if", info.name)),
    ));
    body.push_str(&share::section(
        &store,
        ctx,
        ShareTarget::Case(info.id),
        &format!("/cases/{}/share", info.id),
    ));
    html(
        status,
        page::page(&format!("Case {}", info.name), Some(&ctx.viewer()), &body),
    )
}

/// The step `at` of a case: back, forward and jump (links under `base`), the line typed, what the
/// rules made of it with the citations' titles, and the board after it, as the shell prints them.
///
/// The board comes from the nearest saved board before `at` and the events after it
/// ([`snapshot::game_at`]); only row `at` is read whole.
pub(super) fn step_section(
    store: &mut Store,
    info: &CaseInfo,
    at: u64,
    base: &str,
) -> Result<String, SessionError> {
    let n = info.events;
    let at = at.min(n);
    let mut game = snapshot::game_at(store, info, at.saturating_sub(1), true)?;
    let (row, steps) = if at == 0 {
        (None, Vec::new())
    } else {
        let steps = match snapshot::explain_next(store, info, &mut game)? {
            Some((ev, mut steps)) => {
                steps.extend(session::card_notes(&ev));
                steps
            }
            None => Vec::new(),
        };
        (store.event(info.id, at)?, steps)
    };
    let mut body = String::new();
    // The step shown, with back, forward and jump.
    let back = if at > 0 {
        format!(
            "<a id=\"step-back\" href=\"{}?at={}\">\u{2190} Back</a>",
            base,
            at - 1
        )
    } else {
        "<span class=\"muted\">\u{2190} Back</span>".into()
    };
    let forward = if at < n {
        format!(
            "<a id=\"step-forward\" href=\"{}?at={}\">Forward \u{2192}</a>",
            base,
            at + 1
        )
    } else {
        "<span class=\"muted\">Forward \u{2192}</span>".into()
    };
    body.push_str(&format!(
        "<h2 id=\"step\">Step {at} of {n}</h2>\n<nav class=\"steps\">{back}<span class=\"here\">{at} / {n}</span>{forward}</nav>\n\
         <form method=\"get\" action=\"{base}\"><label for=\"at\">Jump to step</label>\
         <input type=\"number\" id=\"at\" name=\"at\" min=\"0\" max=\"{n}\" value=\"{at}\"><button type=\"submit\">Go</button></form>\n",
        base = base
    ));
    if let Some(row) = &row {
        body.push_str(&format!(
            "<pre class=\"line wrap\">[{at}] {}</pre>\n<p class=\"muted\">typed by {} · {}</p>\n\
             <h3>What the rules made of it</h3>\n<pre id=\"steps\" class=\"wrap\">{}</pre>\n",
            esc(&row.source),
            esc(&row.author),
            esc(&local(row.recorded_at)),
            esc(&render::steps(&steps))
        ));
        let cited: BTreeSet<String> = steps
            .iter()
            .flat_map(|s| s.citations.iter().map(|c| c.to_string()))
            .collect();
        if !cited.is_empty() {
            body.push_str("<ul class=\"cites\">\n");
            for id in cited {
                body.push_str(&page::citation_item(&citation_view(&id)));
                body.push('\n');
            }
            body.push_str("</ul>\n");
        }
    } else {
        body.push_str("<p>Step 0: the empty board, before any event.</p>\n");
    }
    body.push_str(&format!(
        "<h3>Board after step {at}</h3>\n<pre id=\"board\">{}</pre>\n",
        esc(&render::board(game.state()))
    ));
    Ok(body)
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
    headers: HeaderMap,
) -> Response {
    for_judge(app, headers, move |app, ctx| {
        let (at, outcome, status) = match q.at.as_deref().map(str::trim) {
            None | Some("") => (None, Outcome::default(), StatusCode::OK),
            Some(t) => match t.parse::<u64>() {
                Ok(a) => (Some(a), Outcome::default(), StatusCode::OK),
                Err(_) => (
                    None,
                    Outcome {
                        error: Some(format!(
                            "{t:?} is not a step number: give a whole number from 0"
                        )),
                        ..Outcome::default()
                    },
                    StatusCode::BAD_REQUEST,
                ),
            },
        };
        case_page(app, &ctx, &id, at, outcome, status)
    })
    .await
}

/// The events after step `from`, as the other judge's shell showed them: the case is opened at
/// `from` from the nearest saved board, and only the rows after it are read.
fn added_since(store: &mut Store, info: &CaseInfo, from: u64) -> String {
    let mut out = String::new();
    let marks = store
        .marks_between(info.id, from + 1, info.events)
        .unwrap_or_default();
    let mut game = snapshot::game_at(store, info, from, false).ok();
    for m in marks {
        out.push_str(&format!("[{}] {}   ({})\n", m.seq, m.source, m.author));
        if let Some(g) = game.as_mut() {
            match snapshot::explain_next(store, info, g) {
                Ok(Some((_, steps))) => out.push_str(&render::steps(&steps)),
                // A row that cannot be read: the lines after it are listed without steps.
                _ => game = None,
            }
        }
    }
    out
}

fn conflict_box(store: &mut Store, info: &CaseInfo, seen: u64) -> String {
    let now = store.case_by_id(info.id).unwrap_or_else(|_| info.clone());
    format!(
        "<div class=\"error\" id=\"conflict\" role=\"alert\"><p><strong>Another judge added to this case first.</strong> \
         Your page showed step {seen}; the case is now at step {}. Nothing of yours from the line \
         below on was recorded. Here is what was added; if your line still applies, send it again.</p>\
         <pre class=\"wrap\">{}</pre></div>\n",
        now.events,
        esc(&added_since(store, &now, seen))
    )
}

pub async fn lines(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    sent: Result<Form<Fields>, FormRejection>,
) -> Response {
    on_form(app, headers, sent, move |app, ctx, f| {
        let text = f.get("lines").to_owned();
        let bad = |msg: String| Outcome {
            error: Some(msg),
            keep: text.clone(),
            ..Outcome::default()
        };
        let Ok(seen) = f.get("head").trim().parse::<u64>() else {
            return case_page(
                app,
                &ctx,
                &id,
                None,
                bad("the form lacks the step it was sent from; reload the case and type the line again".into()),
                StatusCode::BAD_REQUEST,
            );
        };
        if text.trim().is_empty() {
            return case_page(
                app,
                &ctx,
                &id,
                None,
                bad("type a judge-language line first (docs/language.md), e.g. `players Allen Bob`".into()),
                StatusCode::BAD_REQUEST,
            );
        }
        let info = match app.store().map(|s| find_case(&s, &id)) {
            Ok(Ok(Some(i))) => i,
            Ok(Ok(None)) => return no_case(&ctx, &id),
            Ok(Err(e)) | Err(e) => return server_error(&e),
        };
        let store = match app.own_store() {
            Ok(s) => s,
            Err(e) => return server_error(&e),
        };
        let mut session = Session::with_store(store, app.lib, &ctx.judge.name);
        if let Err(e) = session.open_case(&info.name) {
            return trouble(&ctx, StatusCode::INTERNAL_SERVER_ERROR, &e);
        }
        let head = session.case().map(|c| c.events).unwrap_or(0);
        let mut out = Outcome::default();
        let mut status = StatusCode::OK;
        let all: Vec<&str> = text.lines().collect();
        if head != seen {
            if let Some(store) = session.store_mut() {
                out.conflict = Some(conflict_box(store, &info, seen));
            }
            out.keep = text.clone();
            return case_page(app, &ctx, &id, None, out, StatusCode::CONFLICT);
        }
        'lines: for (i, raw) in all.iter().enumerate() {
            let line = raw.trim_end_matches('\r');
            if line.trim().is_empty() || line.trim_start().starts_with('#') {
                continue;
            }
            let first = line.split_whitespace().next().unwrap_or("");
            if SHELL_WORDS.contains(&first) || first == "ruling" || first == "event" {
                out.error = Some(format!(
                    "`{first}` is a shell command, not a judge-language line: this box takes judge-language lines (docs/language.md). The board after each step is shown below; rulings are recorded under Rulings; cases are started under Cases."
                ));
                out.keep = all[i..].join("\n");
                status = StatusCode::BAD_REQUEST;
                break;
            }
            let parsed = match lang::parse_line(line) {
                Ok(p) => p,
                Err(e) => {
                    out.error = Some(format!(
                        "{}\nnothing was appended for that line; the lines before it are kept",
                        e.render()
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
                                    out.shell.push_str(&render::steps(&steps));
                                }
                                LineResult::Expect { passed, message } => {
                                    out.shell.push_str(&format!(
                                        "{} {message}\n",
                                        if passed { "\u{2713}" } else { "\u{2717}" }
                                    ));
                                }
                            }
                        }
                    }
                    Err(SessionError::Store(StoreError::Conflict { .. })) => {
                        let shown = session.case().map(|c| c.events).unwrap_or(seen);
                        if let Some(store) = session.store_mut() {
                            out.conflict = Some(conflict_box(store, &info, shown));
                        }
                        out.keep = all[i..].join("\n");
                        status = StatusCode::CONFLICT;
                        break 'lines;
                    }
                    Err(e) => {
                        out.error = Some(format!(
                            "{e}\nnothing was appended for that line; the lines before it are kept"
                        ));
                        out.keep = all[i..].join("\n");
                        status = if matches!(e, SessionError::Rejected { .. } | SessionError::Parse(_)) {
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
            .push_str(&render::open_things(session.game().state()));
        drop(session);
        case_page(app, &ctx, &id, None, out, status)
    })
    .await
}

pub async fn fork(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    sent: Result<Form<Fields>, FormRejection>,
) -> Response {
    on_form(app, headers, sent, move |app, ctx, f| {
        let Ok(at) = f.get("at").trim().parse::<u64>() else {
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
        let made = store.fork(info.id, at, f.get("name").trim(), Utc::now());
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
