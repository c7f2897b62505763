//! Rulings and events: the list (search, newest first), one ruling, recording one, and for the
//! head judge appeals, corrections and new events. Everything goes through [`crate::tournament`],
//! which checks it before anything is written. The forms that record, appeal and correct a ruling
//! are in `record`, the events (tournaments) in `tournaments`.

use std::sync::Arc;

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::Response;
use maud::{html, Markup};

use super::db::DbConn;
use super::extract::Judge;
use super::page::{self, csrf_field, error_box};
use super::web::{blocking, html, server_error, trouble, trouble_text};
use super::{share, App, Pooled};
use crate::i18n::Lang;
use crate::store::judges::ShareTarget;
use crate::store::RecordId;
use crate::tournament::RulingStore;
use crate::tournament::{self, Filter, RulingDetail, RulingView};
use crate::tr;

mod record;
mod tournaments;

pub use record::{appeal, correct, correct_form, create, new_form};
pub use tournaments::{create_tournament, tournaments};

fn cites_html(v: &RulingView) -> Markup {
    html! {
        @if v.citations.is_empty() {
            "none"
        } @else {
            ul class="cites" {
                @for c in &v.citations { (page::citation_item(c)) }
            }
        }
    }
}

/// One ruling as it stands, with its case step, appeals and earlier versions; no forms, so a
/// share link can show it as it is.
pub(super) fn detail_html(d: &RulingDetail, lang: Lang) -> Markup {
    let v = &d.ruling;
    let problem = d
        .case_check
        .as_ref()
        .and_then(|check| match &check.problem {
            Some(p) => Some(tr!(lang, "web-case-uncheckable", problem = p.to_string())),
            None if !check.same => Some(tr!(
                lang,
                "web-case-reads-differently",
                event = check.first_diverging_event.unwrap_or(check.at)
            )),
            None => None,
        });
    html! {
        h1 { (tr!(lang, "web-ruling-title", number = v.number, event = v.tournament.as_str(), round = v.round, table = v.table)) }
        @if v.corrects.is_some() {
            p class="muted" {
                (tr!(lang, "web-ruling-version", version = v.version, previous = v.version - 1))
            }
        }
        dl {
            dt { (tr!(lang, "web-given")) } dd { (v.given_at_local) }
            dt { (tr!(lang, "web-players")) } dd { (v.players.join(", ")) }
            dt { (tr!(lang, "web-judge")) } dd { (v.judge) }
            dt { (tr!(lang, "web-question-label")) } dd { (v.question) }
            dt { (tr!(lang, "web-ruling-label")) } dd { (v.ruling) }
            @if let Some(p) = &v.penalty {
                dt { (tr!(lang, "web-penalty")) } dd { (p) }
            }
            @if let Some(m) = v.extension_minutes {
                dt { (tr!(lang, "web-extension")) } dd { (tr!(lang, "web-minutes", minutes = m)) }
            }
            dt { (tr!(lang, "web-citations")) } dd { (cites_html(v)) }
            @if let Some(c) = &v.case {
                dt { (tr!(lang, "web-case-label")) }
                dd { (tr!(lang, "web-case-at", case = c.case.as_str(), at = c.at)) pre class="wrap" { (c.steps.trim_end()) } }
            }
            dt { (tr!(lang, "web-recorded")) } dd { (tr!(lang, "web-recorded-by", when = v.recorded_at_local.as_str(), author = v.author.as_str())) }
        }
        @if !v.appeals.is_empty() {
            h2 { (tr!(lang, "web-appeals-of", number = v.number)) }
            @for a in &v.appeals {
                div class="card appeal" {
                    strong { (outcome_name(lang, a.outcome)) } " \u{2014} " (a.note) br;
                    span class="muted" {
                        (tr!(lang, "web-heard-by", by = a.by.as_str()))
                        @if let Some(who) = &a.appellant {
                            (tr!(lang, "web-appealed-by", who = who.as_str()))
                        }
                        @if let Some(x) = d.versions.iter().find(|x| x.id == a.about) {
                            (tr!(lang, "web-of-version", version = x.version))
                        }
                        (tr!(lang, "web-appeal-recorded", author = a.author.as_str(), when = a.recorded_at_local.as_str()))
                    }
                }
            }
        }
        @if let Some(p) = &problem { (error_box(p)) }
        @if d.versions.len() > 1 {
            h2 { (tr!(lang, "web-earlier-versions")) }
            @for old in &d.versions[..d.versions.len() - 1] {
                div class="card" {
                    (tr!(lang, "web-version-entry", version = old.version, ruling = old.ruling.as_str())) " "
                    span class="muted" { (tr!(lang, "web-version-by", author = old.author.as_str(), when = old.recorded_at_local.as_str())) }
                }
            }
        }
    }
}

#[derive(serde::Deserialize)]
pub struct ListQuery {
    q: Option<String>,
    /// The tournament's id or name (`?event=`).
    #[serde(rename = "event")]
    tournament: Option<String>,
}

pub async fn list(State(app): State<Arc<App>>, Query(q): Query<ListQuery>, ctx: Judge) -> Response {
    blocking(move || {
        let store = match app.store() {
            Ok(s) => s,
            Err(e) => return server_error(&e),
        };
        let text = q.q.clone().unwrap_or_default();
        let tournament_text = q.tournament.clone().unwrap_or_default();
        let tournaments = store.tournaments().unwrap_or_default();
        let mut status = StatusCode::OK;
        let mut note = None;
        let picked = if tournament_text.trim().is_empty() {
            None
        } else {
            match store.tournament(&tournament_text) {
                Ok(t) => Some(t),
                Err(e) => {
                    status = StatusCode::BAD_REQUEST;
                    note = Some(e.to_string());
                    None
                }
            }
        };
        let found = if text.trim().is_empty() {
            tournament::list(
                &*store,
                &Filter {
                    tournament: picked.as_ref().map(|t| t.id),
                    ..Filter::default()
                },
            )
        } else {
            tournament::search(&*store, &text).map(|l| {
                l.into_iter()
                    .filter(|v| picked.as_ref().is_none_or(|t| t.name == v.tournament))
                    .collect()
            })
        };
        let mut found = match found {
            Ok(f) => f,
            Err(e) => return trouble(&ctx, StatusCode::BAD_REQUEST, &e),
        };
        found.sort_by_key(|v| std::cmp::Reverse(v.original));
        let lang = ctx.speak.lang;
        let body = html! {
            h1 { (tr!(lang, "web-nav-rulings")) }
            @if let Some(n) = &note { (error_box(n)) }
            p { a href="/rulings/new" { (tr!(lang, "web-record-ruling")) } }
            form method="get" action="/rulings" {
                label for="q" { (tr!(lang, "web-rulings-search")) }
                input type="search" id="q" name="q" value=(text);
                label for="event" { (tr!(lang, "web-event")) }
                select id="event" name="event" {
                    option value="" { (tr!(lang, "web-every-event")) }
                    @for t in &tournaments {
                        option value=(t.id) selected[picked.as_ref().is_some_and(|e| e.id == t.id)] { (t.name) }
                    }
                }
                button type="submit" { (tr!(lang, "web-search")) }
            }
            h2 { (tr!(lang, "web-newest")) }
            @for v in &found {
                div class="card" {
                    a href={ "/rulings/" (v.number) } { "#" (v.number) }
                    " " (tr!(lang, "web-ruling-line", event = v.tournament.as_str(), round = v.round, table = v.table, when = v.given_at_local.as_str()))
                    @if !v.appeals.is_empty() { " · " (tr!(lang, "web-appealed")) }
                    br;
                    strong { (tr!(lang, "web-q")) } " " (v.question) br;
                    strong { (tr!(lang, "web-ruling-label")) ":" } " " (v.ruling) br;
                    span class="muted" {
                        @for (i, c) in v.citations.iter().enumerate() {
                            @if i > 0 { ", " }
                            (c.id)
                        }
                    }
                }
            }
            @if found.is_empty() {
                p class="muted" { (tr!(lang, "web-no-ruling")) }
            }
        };
        html(status, page::page(&tr!(lang, "web-nav-rulings"), Some(&ctx), body))
    })
    .await
}

/// The latest version of the ruling numbered `number` as a judge counts them (the number
/// `gunbai ruling list` shows and `/rulings/N` takes), or why there is none.
pub(super) fn record_of(store: &DbConn, number: &str, lang: Lang) -> Result<RecordId, String> {
    let Ok(n) = number.trim().parse::<u64>() else {
        return Err(tr!(lang, "web-no-ruling-number", number = number));
    };
    tournament::resolve_number(store, n).map_err(|e| e.render(lang))
}

/// An appeal's outcome as the pages name it.
fn outcome_name(lang: Lang, outcome: crate::store::AppealOutcome) -> String {
    match outcome {
        crate::store::AppealOutcome::Upheld => tr!(lang, "web-outcome-upheld"),
        crate::store::AppealOutcome::Overturned => tr!(lang, "web-outcome-overturned"),
    }
}

/// The page of the ruling that record `id` (any version or appeal) belongs to.
pub(super) fn ruling_path(store: &DbConn, id: RecordId) -> String {
    match tournament::number_of(store, id) {
        Ok(n) if n > 0 => format!("/rulings/{n}"),
        _ => "/rulings".to_owned(),
    }
}

/// A store and ruling number `id` as it stands, or the page that says why there is none.
fn ruling_at<'a>(
    app: &'a App,
    ctx: &Judge,
    id: &str,
) -> Result<(Pooled<'a>, RulingDetail), Response> {
    let store = app.store().map_err(|e| server_error(&e))?;
    let rid = record_of(&store, id, ctx.speak.lang)
        .map_err(|e| trouble_text(ctx, StatusCode::NOT_FOUND, &e))?;
    let d = tournament::show(&*store, rid).map_err(|e| trouble(ctx, StatusCode::NOT_FOUND, &e))?;
    Ok((store, d))
}

fn show_page(
    app: &App,
    ctx: &Judge,
    id: &str,
    error: Option<String>,
    status: StatusCode,
) -> Response {
    let (store, d) = match ruling_at(app, ctx, id) {
        Ok(found) => found,
        Err(r) => return r,
    };
    let cur = d.ruling.id;
    let num = d.ruling.number;
    let lang = ctx.speak.lang;
    let share = share::section(
        &store,
        ctx,
        ShareTarget::Ruling(cur),
        &format!("/rulings/{num}/share"),
    );
    let undone = d
        .ruling
        .case
        .as_ref()
        .and_then(|c| tournament::undone_warning_in(&*store, &c.case, c.at, lang));
    let body = html! {
        @if let Some(e) = &error { (error_box(e)) }
        @if let Some(w) = &undone { (error_box(&tr!(lang, "web-warning", text = w.as_str()))) }
        (detail_html(&d, ctx.speak.lang))
        @if ctx.is_head() {
            h2 { (tr!(lang, "web-appeal")) }
            form method="post" action={ "/rulings/" (num) "/appeal" } {
                (csrf_field(&ctx.csrf))
                label for="a-appellant" { (tr!(lang, "web-appellant-label")) }
                input type="text" id="a-appellant" name="appellant";
                label for="a-by" { (tr!(lang, "web-appeal-heard-label")) }
                input type="text" id="a-by" name="by" value=(ctx.judge.name) required;
                label for="a-outcome" { (tr!(lang, "web-outcome")) }
                select id="a-outcome" name="outcome" {
                    option value="upheld" { (tr!(lang, "web-outcome-upheld")) }
                    option value="overturned" { (tr!(lang, "web-outcome-overturned")) }
                }
                label for="a-note" { (tr!(lang, "web-note")) }
                textarea id="a-note" name="note" required {}
                button type="submit" { (tr!(lang, "web-appeal-record")) }
            }
            p { a href={ "/rulings/" (num) "/correct" } { (tr!(lang, "web-correct-this")) } }
        } @else {
            p class="muted" { (tr!(lang, "web-head-records")) }
        }
        (share)
    };
    html(
        status,
        page::page(
            &tr!(lang, "web-ruling-page-title", number = num),
            Some(ctx),
            body,
        ),
    )
}

pub async fn show(State(app): State<Arc<App>>, Path(id): Path<String>, ctx: Judge) -> Response {
    blocking(move || show_page(&app, &ctx, &id, None, StatusCode::OK)).await
}
