//! Rulings and events: the list (search, newest first), one ruling, recording one, and for the
//! head judge appeals, corrections and new events. Everything goes through [`crate::tournament`],
//! which checks it before anything is written.

use std::sync::Arc;

use axum::extract::rejection::FormRejection;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Form;
use chrono::{NaiveDate, Utc};

use super::cases::find_case;
use super::page::{self, csrf_field, error_box};
use super::web::{
    blocking, html, posted, redirect, require, require_head, server_error, trouble, Ctx,
};
use super::{share, App, Fields};
use crate::export::esc;
use crate::rules;
use crate::store::judges::ShareTarget;
use crate::store::{AppealOutcome, Store};
use crate::tournament::{self, Draft, Filter, Patch, RulingDetail, RulingView};

fn cites_html(v: &RulingView) -> String {
    if v.citations.is_empty() {
        return "none".into();
    }
    let mut s = String::from("<ul class=\"cites\">");
    for c in &v.citations {
        s.push_str(&format!(
            "<li><code>{}</code> {} <span class=\"muted\">{}</span></li>",
            esc(&c.id),
            esc(c.title.as_deref().unwrap_or("(no longer in the corpus)")),
            esc(c.locator.as_deref().unwrap_or(""))
        ));
    }
    s.push_str("</ul>");
    s
}

/// One ruling as it stands, with its case step, appeals and earlier versions; no forms, so a
/// share link can show it as it is.
pub(super) fn detail_html(d: &RulingDetail) -> String {
    let v = &d.ruling;
    let mut s = format!(
        "<h1>Ruling #{} \u{2014} {}, round {}, table {}</h1>\n",
        v.id,
        esc(&v.event),
        v.round,
        v.table
    );
    if let Some(c) = v.corrects {
        s.push_str(&format!(
            "<p class=\"muted\">Version {} (corrects #{c}; first recorded as #{}).</p>\n",
            v.version, v.original
        ));
    }
    s.push_str("<dl>\n");
    let mut item = |k: &str, val: String| s.push_str(&format!("<dt>{k}</dt><dd>{val}</dd>\n"));
    item("Given", esc(&v.given_at_local));
    item(
        "Players",
        v.players
            .iter()
            .map(|p| esc(p))
            .collect::<Vec<_>>()
            .join(", "),
    );
    item("Judge", esc(&v.judge));
    item("Question", esc(&v.question));
    item("Ruling", esc(&v.ruling));
    if let Some(p) = &v.penalty {
        item("Penalty", esc(p));
    }
    if let Some(m) = v.extension_minutes {
        item("Time extension", format!("{m} minute(s)"));
    }
    item("Citations", cites_html(v));
    if let Some(c) = &v.case {
        item(
            "Case",
            format!(
                "{} at step {}<pre class=\"wrap\">{}</pre>",
                esc(&c.case),
                c.at,
                esc(c.steps.trim_end())
            ),
        );
    }
    for a in &v.appeals {
        item(
            "Appeal",
            format!(
                "#{} by {}: <strong>{}</strong> \u{2014} {} <span class=\"muted\">(head judge {}, {})</span>",
                a.id,
                esc(&a.by),
                a.outcome.as_str(),
                esc(&a.note),
                esc(&a.author),
                esc(&a.recorded_at_local)
            ),
        );
    }
    item(
        "Recorded",
        format!("{} by {}", esc(&v.recorded_at_local), esc(&v.author)),
    );
    s.push_str("</dl>\n");
    if let Some(check) = &d.case_check {
        if let Some(p) = &check.problem {
            s.push_str(&error_box(&format!("The case cannot be checked: {p}")));
        } else if !check.same {
            s.push_str(&error_box(&format!(
                "This engine now reads the case differently from event {}: the ruling was written against the earlier reading.",
                check.first_diverging_event.unwrap_or(check.at)
            )));
        }
    }
    if d.versions.len() > 1 {
        s.push_str("<h2>Earlier versions</h2>\n");
        for old in &d.versions[..d.versions.len() - 1] {
            s.push_str(&format!(
                "<div class=\"card\">#{} (version {}): {} <span class=\"muted\">by {}, {}</span></div>\n",
                old.id,
                old.version,
                esc(&old.ruling),
                esc(&old.author),
                esc(&old.recorded_at_local)
            ));
        }
    }
    s
}

#[derive(serde::Deserialize)]
pub struct ListQuery {
    q: Option<String>,
    event: Option<String>,
}

pub async fn list(
    State(app): State<Arc<App>>,
    Query(q): Query<ListQuery>,
    headers: HeaderMap,
) -> Response {
    blocking(move || {
        let ctx = match require(&app, &headers) {
            Ok(c) => c,
            Err(r) => return r,
        };
        let store = match app.store() {
            Ok(s) => s,
            Err(e) => return server_error(&e),
        };
        let text = q.q.clone().unwrap_or_default();
        let event_text = q.event.clone().unwrap_or_default();
        let events = store.tournaments().unwrap_or_default();
        let mut status = StatusCode::OK;
        let mut note = String::new();
        let event = if event_text.trim().is_empty() {
            None
        } else {
            match store.tournament(&event_text) {
                Ok(t) => Some(t),
                Err(e) => {
                    status = StatusCode::BAD_REQUEST;
                    note = error_box(&e.to_string());
                    None
                }
            }
        };
        let found = if text.trim().is_empty() {
            tournament::list(
                &store,
                &Filter {
                    event: event.as_ref().map(|t| t.id),
                    ..Filter::default()
                },
            )
        } else {
            tournament::search(&store, &text).map(|l| {
                l.into_iter()
                    .filter(|v| event.as_ref().is_none_or(|t| t.name == v.event))
                    .collect()
            })
        };
        let mut found = match found {
            Ok(f) => f,
            Err(e) => return trouble(&ctx, StatusCode::BAD_REQUEST, &e),
        };
        found.sort_by_key(|v| std::cmp::Reverse(v.original));
        let mut options = String::from("<option value=\"\">every event</option>");
        for t in &events {
            let sel = if event.as_ref().is_some_and(|e| e.id == t.id) {
                " selected"
            } else {
                ""
            };
            options.push_str(&format!(
                "<option value=\"{}\"{sel}>{}</option>",
                t.id,
                esc(&t.name)
            ));
        }
        let mut items = String::new();
        for v in &found {
            let cites: Vec<String> = v.citations.iter().map(|c| esc(&c.id)).collect();
            items.push_str(&format!(
                "<div class=\"card\"><a href=\"/rulings/{id}\">#{id}</a> {ev} · round {r}, table {t} · {given}{appeal}<br>\
                 <strong>Q:</strong> {q}<br><strong>Ruling:</strong> {ru}<br><span class=\"muted\">{cites}</span></div>\n",
                id = v.id,
                ev = esc(&v.event),
                r = v.round,
                t = v.table,
                given = esc(&v.given_at_local),
                appeal = if v.appeals.is_empty() { "" } else { " · appealed" },
                q = esc(&v.question),
                ru = esc(&v.ruling),
                cites = cites.join(", "),
            ));
        }
        if found.is_empty() {
            items.push_str("<p class=\"muted\">No ruling matches.</p>\n");
        }
        let body = format!(
            "<h1>Rulings</h1>\n{note}<p><a href=\"/rulings/new\">Record a ruling</a></p>\n\
             <form method=\"get\" action=\"/rulings\"><label for=\"q\">Search the questions and rulings</label>\
             <input type=\"search\" id=\"q\" name=\"q\" value=\"{q}\">\
             <label for=\"event\">Event</label><select id=\"event\" name=\"event\">{options}</select>\
             <button type=\"submit\">Search</button></form>\n<h2>Newest first</h2>\n{items}",
            q = esc(&text),
        );
        html(status, page::page("Rulings", Some(&ctx.viewer()), &body))
    })
    .await
}

/// The values of a ruling form, as typed.
#[derive(Default, Clone)]
struct Values {
    event: String,
    round: String,
    table: String,
    players: String,
    judge: String,
    question: String,
    ruling: String,
    penalty: String,
    extension: String,
    cites: Vec<String>,
    case: String,
    at: String,
}

impl Values {
    fn from_form(f: &Fields) -> Values {
        Values {
            event: f.get("event").into(),
            round: f.get("round").into(),
            table: f.get("table").into(),
            players: f.get("players").into(),
            judge: f.get("judge").into(),
            question: f.get("question").into(),
            ruling: f.get("ruling").into(),
            penalty: f.get("penalty").into(),
            extension: f.get("extension").into(),
            cites: f.all("cite").into_iter().map(str::to_owned).collect(),
            case: f.get("case").into(),
            at: f.get("at").into(),
        }
    }

    fn from_view(v: &RulingView, store: &Store) -> Values {
        let case = v
            .case
            .as_ref()
            .and_then(|c| store.case(&c.case).ok())
            .map(|c| c.id.to_string())
            .unwrap_or_default();
        Values {
            event: v.event.clone(),
            round: v.round.to_string(),
            table: v.table.to_string(),
            players: v.players.join(", "),
            judge: v.judge.clone(),
            question: v.question.clone(),
            ruling: v.ruling.clone(),
            penalty: v.penalty.clone().unwrap_or_default(),
            extension: v
                .extension_minutes
                .map(|m| m.to_string())
                .unwrap_or_default(),
            cites: v.citations.iter().map(|c| c.id.clone()).collect(),
            case,
            at: v
                .case
                .as_ref()
                .map(|c| c.at.to_string())
                .unwrap_or_default(),
        }
    }

    /// Checks what the store cannot: numbers, lists, the case.
    fn parse(&self, store: &Store) -> Result<Parsed, String> {
        let number = |text: &str, what: &str| -> Result<u32, String> {
            match text.trim().parse::<u32>() {
                Ok(n) if n >= 1 => Ok(n),
                _ => Err(format!(
                    "{what} must be a whole number from 1; you typed {text:?}"
                )),
            }
        };
        let round = number(&self.round, "the round")?;
        let table = number(&self.table, "the table")?;
        let extension = match self.extension.trim() {
            "" => None,
            t => Some(t.parse::<u32>().map_err(|_| {
                format!("the time extension is whole minutes, or empty for none; you typed {t:?}")
            })?),
        };
        let players: Vec<String> = self
            .players
            .split(',')
            .map(|p| p.trim().to_owned())
            .filter(|p| !p.is_empty())
            .collect();
        if players.is_empty() {
            return Err("name at least one player (separate names with commas)".into());
        }
        let citations: Vec<String> = self
            .cites
            .iter()
            .flat_map(|c| c.split([' ', ',']))
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .map(str::to_owned)
            .collect();
        let case = match self.case.trim() {
            "" => None,
            id => {
                let info = match find_case(store, id) {
                    Ok(Some(i)) => i,
                    Ok(None) => {
                        return Err(format!("there is no case #{id}; choose one from the list"))
                    }
                    Err(e) => return Err(e.to_string()),
                };
                let at = self.at.trim().parse::<u64>().map_err(|_| {
                    format!(
                        "give the step of case `{}` the ruling rests on, from 1 to {}",
                        info.name, info.events
                    )
                })?;
                Some((info.name, at))
            }
        };
        Ok(Parsed {
            round,
            table,
            players,
            extension,
            citations,
            case,
        })
    }
}

struct Parsed {
    round: u32,
    table: u32,
    players: Vec<String>,
    extension: Option<u32>,
    citations: Vec<String>,
    case: Option<(String, u64)>,
}

fn ruling_form(store: &Store, ctx: &Ctx, action: &str, v: &Values, button: &str) -> String {
    let events = store.tournaments().unwrap_or_default();
    let mut ev = String::new();
    for t in &events {
        let sel = if t.name.eq_ignore_ascii_case(v.event.trim()) {
            " selected"
        } else {
            ""
        };
        ev.push_str(&format!(
            "<option value=\"{n}\"{sel}>{n}</option>",
            n = esc(&t.name)
        ));
    }
    let mut cases = String::from("<option value=\"\">no case</option>");
    for c in store.cases().unwrap_or_default().iter().rev() {
        let sel = if c.id.to_string() == v.case.trim() {
            " selected"
        } else {
            ""
        };
        cases.push_str(&format!(
            "<option value=\"{}\"{sel}>{} ({} steps)</option>",
            c.id,
            esc(&c.name),
            c.events
        ));
    }
    let mut ids = String::new();
    for r in rules::corpus().rules() {
        ids.push_str(&format!(
            "<option value=\"{}\">{}</option>",
            esc(&r.id),
            esc(&r.title)
        ));
    }
    let mut cite_inputs = String::new();
    let n = v.cites.len().max(3);
    for i in 0..n {
        cite_inputs.push_str(&format!(
            "<input type=\"text\" name=\"cite\" list=\"rule-ids\" autocapitalize=\"none\" spellcheck=\"false\" aria-label=\"rule id {}\" value=\"{}\">\n",
            i + 1,
            esc(v.cites.get(i).map(String::as_str).unwrap_or(""))
        ));
    }
    let no_events = if events.is_empty() {
        "<p class=\"error\">No event exists yet: the head judge adds one under Events.</p>"
    } else {
        ""
    };
    format!(
        "{no_events}<form method=\"post\" action=\"{action}\">{csrf}\n\
         <label for=\"f-event\">Event</label><select id=\"f-event\" name=\"event\">{ev}</select>\n\
         <label for=\"f-round\">Round</label><input type=\"number\" id=\"f-round\" name=\"round\" min=\"1\" value=\"{round}\" required>\n\
         <label for=\"f-table\">Table</label><input type=\"number\" id=\"f-table\" name=\"table\" min=\"1\" value=\"{table}\" required>\n\
         <label for=\"f-players\">Players (separated by commas)</label><input type=\"text\" id=\"f-players\" name=\"players\" value=\"{players}\" required>\n\
         <label for=\"f-judge\">Judge who gave the ruling</label><input type=\"text\" id=\"f-judge\" name=\"judge\" value=\"{judge}\" required>\n\
         <label for=\"f-question\">Question</label><textarea id=\"f-question\" name=\"question\" required>{question}</textarea>\n\
         <label for=\"f-ruling\">Ruling</label><textarea id=\"f-ruling\" name=\"ruling\" required>{ruling}</textarea>\n\
         <label for=\"f-penalty\">Penalty (empty for none)</label><input type=\"text\" id=\"f-penalty\" name=\"penalty\" value=\"{penalty}\">\n\
         <label for=\"f-ext\">Time extension in minutes (empty for none)</label><input type=\"number\" id=\"f-ext\" name=\"extension\" min=\"0\" value=\"{ext}\">\n\
         <label>Citations (rule ids; the list completes them)</label>\n{cite_inputs}<datalist id=\"rule-ids\">{ids}</datalist>\n\
         <label for=\"f-case\">The case step it rests on</label><select id=\"f-case\" name=\"case\">{cases}</select>\n\
         <label for=\"f-at\">Step</label><input type=\"number\" id=\"f-at\" name=\"at\" min=\"1\" value=\"{at}\">\n\
         <button type=\"submit\">{button}</button></form>\n",
        csrf = csrf_field(&ctx.csrf),
        round = esc(&v.round),
        table = esc(&v.table),
        players = esc(&v.players),
        judge = esc(&v.judge),
        question = esc(&v.question),
        ruling = esc(&v.ruling),
        penalty = esc(&v.penalty),
        ext = esc(&v.extension),
        at = esc(&v.at),
    )
}

fn new_page(
    app: &App,
    ctx: &Ctx,
    v: &Values,
    error: Option<String>,
    status: StatusCode,
) -> Response {
    let store = match app.store() {
        Ok(s) => s,
        Err(e) => return server_error(&e),
    };
    let msg = error.map(|e| error_box(&e)).unwrap_or_default();
    let body = format!(
        "<h1>Record a ruling</h1>\n{msg}{}",
        ruling_form(&store, ctx, "/rulings", v, "Record")
    );
    html(
        status,
        page::page("Record a ruling", Some(&ctx.viewer()), &body),
    )
}

#[derive(serde::Deserialize)]
pub struct NewQuery {
    case: Option<String>,
    at: Option<String>,
}

pub async fn new_form(
    State(app): State<Arc<App>>,
    Query(q): Query<NewQuery>,
    headers: HeaderMap,
) -> Response {
    blocking(move || {
        let ctx = match require(&app, &headers) {
            Ok(c) => c,
            Err(r) => return r,
        };
        let v = Values {
            judge: ctx.judge.name.clone(),
            case: q.case.unwrap_or_default(),
            at: q.at.unwrap_or_default(),
            ..Values::default()
        };
        new_page(&app, &ctx, &v, None, StatusCode::OK)
    })
    .await
}

pub async fn create(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    sent: Result<Form<Fields>, FormRejection>,
) -> Response {
    blocking(move || {
        let (ctx, f) = match posted(&app, &headers, sent) {
            Ok(p) => p,
            Err(r) => return r,
        };
        let v = Values::from_form(&f);
        let mut store = match app.store() {
            Ok(s) => s,
            Err(e) => return server_error(&e),
        };
        let p = match v.parse(&store) {
            Ok(p) => p,
            Err(e) => {
                drop(store);
                return new_page(&app, &ctx, &v, Some(e), StatusCode::BAD_REQUEST);
            }
        };
        let now = Utc::now();
        let draft = Draft {
            event: v.event.clone(),
            round: p.round,
            table: p.table,
            players: p.players,
            judge: v.judge.trim().to_owned(),
            given_at: now,
            question: v.question.clone(),
            ruling: v.ruling.clone(),
            penalty: Some(v.penalty.trim().to_owned()).filter(|s| !s.is_empty()),
            extension_minutes: p.extension,
            citations: p.citations,
            case: p.case,
        };
        let done = tournament::add(&mut store, draft, &ctx.judge.name, now);
        drop(store);
        match done {
            Ok(r) => redirect(&format!("/rulings/{}", r.id)),
            Err(e) => new_page(&app, &ctx, &v, Some(e.to_string()), StatusCode::BAD_REQUEST),
        }
    })
    .await
}

fn show_page(
    app: &App,
    ctx: &Ctx,
    id: &str,
    error: Option<String>,
    status: StatusCode,
) -> Response {
    let store = match app.store() {
        Ok(s) => s,
        Err(e) => return server_error(&e),
    };
    let Ok(rid) = id.parse::<i64>() else {
        return trouble(ctx, StatusCode::NOT_FOUND, &format!("no ruling #{id}"));
    };
    let d = match tournament::show(&store, rid) {
        Ok(d) => d,
        Err(e) => return trouble(ctx, StatusCode::NOT_FOUND, &e),
    };
    let mut body = error.map(|e| error_box(&e)).unwrap_or_default();
    body.push_str(&detail_html(&d));
    let cur = d.ruling.id;
    if ctx.is_head() {
        body.push_str(&format!(
            "<h2>Appeal</h2>\n<form method=\"post\" action=\"/rulings/{cur}/appeal\">{csrf}\
             <label for=\"a-by\">Appealed by</label><input type=\"text\" id=\"a-by\" name=\"by\" required>\
             <label for=\"a-outcome\">Outcome</label><select id=\"a-outcome\" name=\"outcome\">\
             <option value=\"upheld\">upheld</option><option value=\"overturned\">overturned</option></select>\
             <label for=\"a-note\">Note</label><textarea id=\"a-note\" name=\"note\" required></textarea>\
             <button type=\"submit\">Record the appeal</button></form>\n\
             <p><a href=\"/rulings/{cur}/correct\">Correct this ruling</a></p>\n",
            csrf = csrf_field(&ctx.csrf)
        ));
    } else {
        body.push_str(
            "<p class=\"muted\">Appeals and corrections are recorded by the head judge.</p>\n",
        );
    }
    body.push_str(&share::section(
        &store,
        ctx,
        ShareTarget::Ruling(cur),
        &format!("/rulings/{cur}/share"),
    ));
    html(
        status,
        page::page(&format!("Ruling #{cur}"), Some(&ctx.viewer()), &body),
    )
}

pub async fn show(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Response {
    blocking(move || match require(&app, &headers) {
        Ok(ctx) => show_page(&app, &ctx, &id, None, StatusCode::OK),
        Err(r) => r,
    })
    .await
}

pub async fn appeal(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    sent: Result<Form<Fields>, FormRejection>,
) -> Response {
    blocking(move || {
        let (ctx, f) = match posted(&app, &headers, sent) {
            Ok(p) => p,
            Err(r) => return r,
        };
        if let Err(r) = require_head(&ctx, "Recording an appeal") {
            return r;
        }
        let outcome = match f.get("outcome") {
            "upheld" => AppealOutcome::Upheld,
            "overturned" => AppealOutcome::Overturned,
            _ => {
                return show_page(
                    &app,
                    &ctx,
                    &id,
                    Some("choose the outcome: upheld or overturned".into()),
                    StatusCode::BAD_REQUEST,
                )
            }
        };
        let Ok(rid) = id.parse::<i64>() else {
            return trouble(&ctx, StatusCode::NOT_FOUND, &format!("no ruling #{id}"));
        };
        let done = match app.store() {
            Ok(mut store) => tournament::appeal(
                &mut store,
                rid,
                f.get("by").trim(),
                outcome,
                f.get("note").trim(),
                &ctx.judge.name,
                Utc::now(),
            ),
            Err(e) => return server_error(&e),
        };
        match done {
            Ok(_) => redirect(&format!("/rulings/{rid}")),
            Err(e) => show_page(
                &app,
                &ctx,
                &id,
                Some(e.to_string()),
                StatusCode::BAD_REQUEST,
            ),
        }
    })
    .await
}

fn correct_page(
    app: &App,
    ctx: &Ctx,
    id: &str,
    v: Option<Values>,
    error: Option<String>,
    status: StatusCode,
) -> Response {
    let store = match app.store() {
        Ok(s) => s,
        Err(e) => return server_error(&e),
    };
    let Ok(rid) = id.parse::<i64>() else {
        return trouble(ctx, StatusCode::NOT_FOUND, &format!("no ruling #{id}"));
    };
    let d = match tournament::show(&store, rid) {
        Ok(d) => d,
        Err(e) => return trouble(ctx, StatusCode::NOT_FOUND, &e),
    };
    let v = v.unwrap_or_else(|| Values::from_view(&d.ruling, &store));
    let msg = error.map(|e| error_box(&e)).unwrap_or_default();
    let body = format!(
        "<h1>Correct ruling #{cur}</h1>\n<p class=\"muted\">The correction is a new version; #{cur} stays as it was.</p>\n{msg}{}",
        ruling_form(&store, ctx, &format!("/rulings/{}/correct", d.ruling.id), &v, "Record the correction"),
        cur = d.ruling.id
    );
    html(
        status,
        page::page("Correct a ruling", Some(&ctx.viewer()), &body),
    )
}

pub async fn correct_form(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Response {
    blocking(move || {
        let ctx = match require(&app, &headers) {
            Ok(c) => c,
            Err(r) => return r,
        };
        if let Err(r) = require_head(&ctx, "Correcting a ruling") {
            return r;
        }
        correct_page(&app, &ctx, &id, None, None, StatusCode::OK)
    })
    .await
}

pub async fn correct(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    sent: Result<Form<Fields>, FormRejection>,
) -> Response {
    blocking(move || {
        let (ctx, f) = match posted(&app, &headers, sent) {
            Ok(p) => p,
            Err(r) => return r,
        };
        if let Err(r) = require_head(&ctx, "Correcting a ruling") {
            return r;
        }
        let Ok(rid) = id.parse::<i64>() else {
            return trouble(&ctx, StatusCode::NOT_FOUND, &format!("no ruling #{id}"));
        };
        let v = Values::from_form(&f);
        let mut store = match app.store() {
            Ok(s) => s,
            Err(e) => return server_error(&e),
        };
        let p = match v.parse(&store) {
            Ok(p) => p,
            Err(e) => {
                drop(store);
                return correct_page(&app, &ctx, &id, Some(v), Some(e), StatusCode::BAD_REQUEST);
            }
        };
        let patch = Patch {
            event: Some(v.event.clone()),
            round: Some(p.round),
            table: Some(p.table),
            players: Some(p.players),
            judge: Some(v.judge.trim().to_owned()),
            given_at: None,
            question: Some(v.question.clone()),
            ruling: Some(v.ruling.clone()),
            penalty: Some(Some(v.penalty.trim().to_owned()).filter(|s| !s.is_empty())),
            extension_minutes: Some(p.extension),
            citations: Some(p.citations),
            case: Some(p.case),
        };
        let done = tournament::correct(&mut store, rid, patch, &ctx.judge.name, Utc::now());
        drop(store);
        match done {
            Ok(r) => redirect(&format!("/rulings/{}", r.id)),
            Err(e) => correct_page(
                &app,
                &ctx,
                &id,
                Some(v),
                Some(e.to_string()),
                StatusCode::BAD_REQUEST,
            ),
        }
    })
    .await
}

fn events_page(app: &App, ctx: &Ctx, error: Option<String>, status: StatusCode) -> Response {
    let store = match app.store() {
        Ok(s) => s,
        Err(e) => return server_error(&e),
    };
    let list = match tournament::events(&store) {
        Ok(l) => l,
        Err(e) => return trouble(ctx, StatusCode::INTERNAL_SERVER_ERROR, &e),
    };
    let mut items = String::new();
    for e in list.iter().rev() {
        items.push_str(&format!(
            "<div class=\"card\"><a href=\"/rulings?event={}\">{}</a> <span class=\"muted\">{} · {} ruling(s), {} appeal(s)</span></div>\n",
            e.event.id,
            esc(&e.event.name),
            e.event.date.map(|d| d.to_string()).unwrap_or_default(),
            e.rulings,
            e.appeals
        ));
    }
    if list.is_empty() {
        items.push_str("<p class=\"muted\">No event yet.</p>\n");
    }
    let form = if ctx.is_head() {
        format!(
            "<h2>New event</h2>\n<form method=\"post\" action=\"/events\">{}\
             <label for=\"e-name\">Name</label><input type=\"text\" id=\"e-name\" name=\"name\" required>\
             <label for=\"e-date\">Date (optional)</label><input type=\"date\" id=\"e-date\" name=\"date\">\
             <button type=\"submit\">Add the event</button></form>\n",
            csrf_field(&ctx.csrf)
        )
    } else {
        String::new()
    };
    let msg = error.map(|e| error_box(&e)).unwrap_or_default();
    let body = format!("<h1>Events</h1>\n{msg}{items}{form}");
    html(status, page::page("Events", Some(&ctx.viewer()), &body))
}

pub async fn events(State(app): State<Arc<App>>, headers: HeaderMap) -> Response {
    blocking(move || match require(&app, &headers) {
        Ok(ctx) => events_page(&app, &ctx, None, StatusCode::OK),
        Err(r) => r,
    })
    .await
}

pub async fn create_event(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    sent: Result<Form<Fields>, FormRejection>,
) -> Response {
    blocking(move || {
        let (ctx, f) = match posted(&app, &headers, sent) {
            Ok(p) => p,
            Err(r) => return r,
        };
        if let Err(r) = require_head(&ctx, "Adding an event") {
            return r;
        }
        let date = match f.get("date").trim() {
            "" => None,
            d => match NaiveDate::parse_from_str(d, "%Y-%m-%d") {
                Ok(d) => Some(d),
                Err(_) => {
                    return events_page(
                        &app,
                        &ctx,
                        Some(format!("{d:?} is not a date: give YYYY-MM-DD, or nothing")),
                        StatusCode::BAD_REQUEST,
                    )
                }
            },
        };
        let made = match app.store() {
            Ok(store) => store.create_tournament(f.get("name").trim(), date, Utc::now()),
            Err(e) => return server_error(&e),
        };
        match made {
            Ok(_) => redirect("/events"),
            Err(e) => events_page(&app, &ctx, Some(e.to_string()), StatusCode::BAD_REQUEST),
        }
    })
    .await
}
