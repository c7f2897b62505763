//! Recording a ruling, and for the head judge appealing and correcting one: the forms and what
//! they post.

use std::sync::Arc;

use axum::extract::rejection::FormRejection;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Form;
use chrono::Utc;

use super::{ruling_at, show_page};
use crate::export::esc;
use crate::rules;
use crate::serve::cases::find_case;
use crate::serve::page::{self, csrf_field, error_box};
use crate::serve::web::{
    for_head, for_judge, html, on_form, on_head_form, redirect, server_error, trouble, Ctx,
};
use crate::serve::{App, Fields};
use crate::store::{AppealOutcome, Store};
use crate::tournament::{self, Draft, Patch, RulingView};

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
    for_judge(app, headers, move |app, ctx| {
        let v = Values {
            judge: ctx.judge.name.clone(),
            case: q.case.unwrap_or_default(),
            at: q.at.unwrap_or_default(),
            ..Values::default()
        };
        new_page(app, &ctx, &v, None, StatusCode::OK)
    })
    .await
}

pub async fn create(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    sent: Result<Form<Fields>, FormRejection>,
) -> Response {
    on_form(app, headers, sent, move |app, ctx, f| {
        let v = Values::from_form(&f);
        let mut store = match app.store() {
            Ok(s) => s,
            Err(e) => return server_error(&e),
        };
        let p = match v.parse(&store) {
            Ok(p) => p,
            Err(e) => {
                drop(store);
                return new_page(app, &ctx, &v, Some(e), StatusCode::BAD_REQUEST);
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
            Err(e) => new_page(app, &ctx, &v, Some(e.to_string()), StatusCode::BAD_REQUEST),
        }
    })
    .await
}

pub async fn appeal(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    sent: Result<Form<Fields>, FormRejection>,
) -> Response {
    on_head_form(
        app,
        headers,
        sent,
        "Recording an appeal",
        move |app, ctx, f| {
            let outcome = match f.get("outcome") {
                "upheld" => AppealOutcome::Upheld,
                "overturned" => AppealOutcome::Overturned,
                _ => {
                    return show_page(
                        app,
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
                Err(e) => show_page(app, &ctx, &id, Some(e.to_string()), StatusCode::BAD_REQUEST),
            }
        },
    )
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
    let (store, d) = match ruling_at(app, ctx, id) {
        Ok(found) => found,
        Err(r) => return r,
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
    for_head(app, headers, "Correcting a ruling", move |app, ctx| {
        correct_page(app, &ctx, &id, None, None, StatusCode::OK)
    })
    .await
}

pub async fn correct(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    sent: Result<Form<Fields>, FormRejection>,
) -> Response {
    on_head_form(
        app,
        headers,
        sent,
        "Correcting a ruling",
        move |app, ctx, f| {
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
                    return correct_page(app, &ctx, &id, Some(v), Some(e), StatusCode::BAD_REQUEST);
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
                    app,
                    &ctx,
                    &id,
                    Some(v),
                    Some(e.to_string()),
                    StatusCode::BAD_REQUEST,
                ),
            }
        },
    )
    .await
}
