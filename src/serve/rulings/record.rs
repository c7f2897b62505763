//! Recording a ruling, and for the head judge appealing and correcting one: the forms and what
//! they post.

use std::sync::Arc;

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::Response;
use chrono::Utc;
use maud::{html, Markup};

use super::{ruling_at, show_page};
use crate::rules;
use crate::serve::cases::find_case;
use crate::serve::db::DbConn;
use crate::serve::extract::{head_only, token_form, HeadJudge, Judge, Posted, TokenForm};
use crate::serve::page::{self, csrf_field, error_box};
use crate::serve::web::{blocking, html, redirect, server_error, trouble_text};
use crate::serve::App;
use crate::store::{AppealOutcome, RecordId, RulingError};
use crate::tournament::RulingStore;
use crate::tournament::{self, Draft, Patch, RulingView, TournamentError};
use crate::tr;

/// The values of a ruling form, as typed (the form that records a ruling).
#[derive(Default, Clone, serde::Deserialize)]
#[serde(default)]
pub struct Values {
    csrf: String,
    /// The tournament's name (the form's field `event`).
    #[serde(rename = "event")]
    tournament: String,
    round: String,
    table: String,
    players: String,
    judge: String,
    question: String,
    ruling: String,
    penalty: String,
    extension: String,
    /// One field `cite` for each citation box.
    #[serde(rename = "cite")]
    cites: Vec<String>,
    case: String,
    at: String,
    /// On the correction form: the record id of the version the page showed, so that a
    /// correction sent after someone else's is refused instead of landing on top of it.
    seen: String,
}
token_form!(Values);

/// The ruling form sent to correct a ruling: head judge only.
#[derive(serde::Deserialize)]
#[serde(transparent)]
pub struct Correction(Values);

impl TokenForm for Correction {
    const HEAD_ONLY: Option<&'static str> = Some(CORRECTING);
    fn csrf(&self) -> &str {
        &self.0.csrf
    }
}

/// The page that corrects a ruling.
pub struct CorrectingRuling;
head_only!("web-what-correct": CorrectingRuling);

/// What a correction is called in the refusal of one sent by a judge who is not the head judge.
const CORRECTING: &str = "web-what-correct";

/// An appeal: who appealed, the outcome, a note.
#[derive(Default, serde::Deserialize)]
#[serde(default)]
pub struct Appeal {
    csrf: String,
    by: String,
    appellant: String,
    outcome: String,
    note: String,
}
token_form!(head "web-what-appeal": Appeal);

impl Values {
    fn from_view(v: &RulingView, store: &DbConn) -> Values {
        let case = v
            .case
            .as_ref()
            .and_then(|c| store.case(&c.case).ok())
            .map(|c| c.id.to_string())
            .unwrap_or_default();
        Values {
            csrf: String::new(),
            tournament: v.tournament.clone(),
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
            seen: v.id.to_string(),
        }
    }

    /// Checks what the store cannot: numbers, lists, the case.
    fn parse(&self, store: &DbConn) -> Result<Parsed, String> {
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

fn ruling_form(store: &DbConn, ctx: &Judge, action: &str, v: &Values, button: &str) -> Markup {
    let tournaments = store.tournaments().unwrap_or_default();
    let cases = store.cases().unwrap_or_default();
    let n = v.cites.len().max(3);
    let lang = ctx.speak.lang;
    html! {
        @if tournaments.is_empty() {
            p class="error" { (tr!(lang, "web-no-event-yet")) }
        }
        form method="post" action=(action) {
            (csrf_field(&ctx.csrf))
            @if !v.seen.is_empty() {
                input type="hidden" name="seen" value=(v.seen);
            }
            label for="f-event" { (tr!(lang, "web-event")) }
            select id="f-event" name="event" {
                @for t in &tournaments {
                    option value=(t.name) selected[t.name.eq_ignore_ascii_case(v.tournament.trim())] { (t.name) }
                }
            }
            label for="f-round" { (tr!(lang, "web-round")) }
            input type="number" id="f-round" name="round" min="1" value=(v.round) required;
            label for="f-table" { (tr!(lang, "web-table")) }
            input type="number" id="f-table" name="table" min="1" value=(v.table) required;
            label for="f-players" { (tr!(lang, "web-players-label")) }
            input type="text" id="f-players" name="players" value=(v.players) required;
            label for="f-judge" { (tr!(lang, "web-ruling-judge")) }
            input type="text" id="f-judge" name="judge" value=(v.judge) required;
            label for="f-question" { (tr!(lang, "web-question-label")) }
            textarea id="f-question" name="question" required { (v.question) }
            label for="f-ruling" { (tr!(lang, "web-ruling-label")) }
            textarea id="f-ruling" name="ruling" required { (v.ruling) }
            label for="f-penalty" { (tr!(lang, "web-penalty-label")) }
            input type="text" id="f-penalty" name="penalty" value=(v.penalty);
            label for="f-ext" { (tr!(lang, "web-extension-label")) }
            input type="number" id="f-ext" name="extension" min="0" value=(v.extension);
            label { (tr!(lang, "web-citations-label")) }
            @for i in 0..n {
                input type="text" name="cite" list="rule-ids" autocapitalize="none" spellcheck="false"
                    aria-label=(tr!(lang, "web-rule-id-n", n = i + 1)) value=(v.cites.get(i).map(String::as_str).unwrap_or(""));
            }
            datalist id="rule-ids" {
                @for r in rules::corpus().rules() {
                    option value=(r.id) { (r.title) }
                }
            }
            label for="f-case" { (tr!(lang, "web-case-step-label")) }
            select id="f-case" name="case" {
                option value="" { (tr!(lang, "web-no-case-option")) }
                @for c in cases.iter().rev() {
                    option value=(c.id) selected[c.id.to_string() == v.case.trim()] {
                        (tr!(lang, "web-case-option", name = c.name.as_str(), steps = c.events))
                    }
                }
            }
            label for="f-at" { (tr!(lang, "web-step")) }
            input type="number" id="f-at" name="at" min="1" value=(v.at);
            button type="submit" { (button) }
        }
    }
}

fn new_page(
    app: &App,
    ctx: &Judge,
    v: &Values,
    error: Option<String>,
    status: StatusCode,
) -> Response {
    let store = match app.store() {
        Ok(s) => s,
        Err(e) => return server_error(&e),
    };
    let lang = ctx.speak.lang;
    let body = html! {
        h1 { (tr!(lang, "web-record-ruling")) }
        @if let Some(e) = &error { (error_box(e)) }
        (ruling_form(&store, ctx, "/rulings", v, &tr!(lang, "web-record")))
    };
    html(
        status,
        page::page(&tr!(lang, "web-record-ruling"), Some(ctx), body),
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
    ctx: Judge,
) -> Response {
    blocking(move || {
        let app = &*app;
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

pub async fn create(State(app): State<Arc<App>>, sent: Posted<Values>) -> Response {
    let Posted {
        judge: ctx,
        form: v,
    } = sent;
    blocking(move || {
        let app = &*app;
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
            tournament: v.tournament.clone(),
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
        let done = tournament::add(&mut *store, draft, &ctx.judge.name, now)
            .map(|r| super::ruling_path(&store, r.id));
        drop(store);
        match done {
            Ok(path) => redirect(&path),
            Err(e) => new_page(app, &ctx, &v, Some(e.to_string()), StatusCode::BAD_REQUEST),
        }
    })
    .await
}

pub async fn appeal(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    sent: Posted<Appeal>,
) -> Response {
    let Posted {
        judge: ctx,
        form: f,
    } = sent;
    blocking(move || {
        let app = &*app;
        let outcome = match f.outcome.as_str() {
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
        let done = match app.store() {
            Ok(mut store) => {
                let rid = match super::record_of(&store, &id, ctx.speak.lang) {
                    Ok(r) => r,
                    Err(e) => return trouble_text(&ctx, StatusCode::NOT_FOUND, &e),
                };
                tournament::appeal(
                    &mut *store,
                    rid,
                    f.by.trim(),
                    Some(f.appellant.trim()),
                    outcome,
                    f.note.trim(),
                    &ctx.judge.name,
                    Utc::now(),
                )
                .map(|r| super::ruling_path(&store, r.id))
            }
            Err(e) => return server_error(&e),
        };
        match done {
            Ok(path) => redirect(&path),
            Err(e) => show_page(app, &ctx, &id, Some(e.to_string()), StatusCode::BAD_REQUEST),
        }
    })
    .await
}

fn correct_page(
    app: &App,
    ctx: &Judge,
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
    let cur = d.ruling.number;
    let lang = ctx.speak.lang;
    let body = html! {
        h1 { (tr!(lang, "web-correct-heading", number = cur)) }
        p class="muted" { (tr!(lang, "web-correct-note", number = cur, version = d.ruling.version)) }
        @if let Some(e) = &error { (error_box(e)) }
        (ruling_form(&store, ctx, &format!("/rulings/{cur}/correct"), &v, &tr!(lang, "web-record-correction")))
    };
    html(
        status,
        page::page(&tr!(lang, "web-correct-title"), Some(ctx), body),
    )
}

pub async fn correct_form(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    HeadJudge { judge: ctx, .. }: HeadJudge<CorrectingRuling>,
) -> Response {
    blocking(move || correct_page(&app, &ctx, &id, None, None, StatusCode::OK)).await
}

pub async fn correct(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    sent: Posted<Correction>,
) -> Response {
    let Posted {
        judge: ctx,
        form: Correction(v),
    } = sent;
    blocking(move || {
        let app = &*app;
        let mut store = match app.store() {
            Ok(s) => s,
            Err(e) => return server_error(&e),
        };
        let rid = match super::record_of(&store, &id, ctx.speak.lang) {
            Ok(r) => r,
            Err(e) => return trouble_text(&ctx, StatusCode::NOT_FOUND, &e),
        };
        // The version the page showed; a form without it corrects the latest version.
        let seen = match seen_version(&store, &id, rid, &v.seen) {
            Ok(r) => r,
            Err(e) => {
                drop(store);
                return correct_page(app, &ctx, &id, Some(v), Some(e), StatusCode::BAD_REQUEST);
            }
        };
        let p = match v.parse(&store) {
            Ok(p) => p,
            Err(e) => {
                drop(store);
                return correct_page(app, &ctx, &id, Some(v), Some(e), StatusCode::BAD_REQUEST);
            }
        };
        let patch = Patch {
            tournament: Some(v.tournament.clone()),
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
        // The store refuses a correction of a version that was corrected already, in the same
        // transaction that appends it: of two corrections sent from one page, one is recorded.
        let done = tournament::correct(&mut *store, seen, patch, &ctx.judge.name, Utc::now())
            .map(|r| super::ruling_path(&store, r.id));
        drop(store);
        match done {
            Ok(path) => redirect(&path),
            Err(TournamentError::Ruling(RulingError::AlreadyCorrected { .. })) => {
                corrected_since(app, &ctx, &id, v)
            }
            Err(e) => correct_page(
                app,
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

/// The record id of the version a correction form was opened on (its hidden `seen` field), which
/// must be a version of ruling `number`; `latest` when the form does not say.
fn seen_version(
    store: &DbConn,
    number: &str,
    latest: RecordId,
    seen: &str,
) -> Result<RecordId, String> {
    let seen = seen.trim();
    if seen.is_empty() {
        return Ok(latest);
    }
    let wrong = || {
        format!(
            "the form names version record {seen:?}, which is not a version of ruling #{number}; \
             open the ruling's Correct page again"
        )
    };
    let Ok(id) = seen.parse::<RecordId>() else {
        return Err(wrong());
    };
    match tournament::show(store, latest) {
        Ok(d) if d.versions.iter().any(|v| v.id == id) => Ok(id),
        _ => Err(wrong()),
    }
}

/// The answer to a correction of a version that someone corrected since the page was opened:
/// nothing is written, the newer version is shown, and the form keeps what was typed, now naming
/// the newer version so that sending it again (after reading) corrects that one.
fn corrected_since(app: &App, ctx: &Judge, id: &str, mut v: Values) -> Response {
    let (store, d) = match ruling_at(app, ctx, id) {
        Ok(found) => found,
        Err(r) => return r,
    };
    drop(store);
    let now = &d.ruling;
    let message = format!(
        "ruling #{} was corrected since this page was opened: version {} (recorded by {} at {}) \
         now reads “{}”; your correction was not recorded. Compare it with the form below, \
         then send the form again to correct version {}",
        now.number, now.version, now.author, now.recorded_at_local, now.ruling, now.version
    );
    v.seen = now.id.to_string();
    correct_page(app, ctx, id, Some(v), Some(message), StatusCode::CONFLICT)
}
