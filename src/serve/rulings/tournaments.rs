//! The events (tournaments): the list, and a new one for the head judge.

use crate::tournament::RulingStore;
use std::sync::Arc;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{NaiveDate, Utc};
use maud::html;

use crate::serve::extract::{token_form, Judge, Posted};
use crate::serve::page::{self, csrf_field, error_box};
use crate::serve::web::{blocking, html, redirect, server_error, trouble};
use crate::serve::App;
use crate::tournament;
use crate::tr;

fn tournaments_page(app: &App, ctx: &Judge, error: Option<String>, status: StatusCode) -> Response {
    let store = match app.store() {
        Ok(s) => s,
        Err(e) => return server_error(&e),
    };
    let list = match tournament::tournaments(&*store) {
        Ok(l) => l,
        Err(e) => return trouble(ctx, StatusCode::INTERNAL_SERVER_ERROR, &e),
    };
    let lang = ctx.speak.lang;
    let body = html! {
        h1 { (tr!(lang, "web-events")) }
        @if let Some(e) = &error { (error_box(e)) }
        @for e in list.iter().rev() {
            div class="card" {
                a href={ "/rulings?event=" (e.tournament.id) } { (e.tournament.name) }
                " "
                span class="muted" {
                    (e.tournament.date.map(|d| d.to_string()).unwrap_or_default())
                    " · " (tr!(lang, "web-event-counts", rulings = e.rulings, appeals = e.appeals))
                }
            }
        }
        @if list.is_empty() {
            p class="muted" { (tr!(lang, "web-no-event")) }
        }
        @if ctx.is_head() {
            h2 { (tr!(lang, "web-new-event")) }
            form method="post" action="/events" {
                (csrf_field(&ctx.csrf))
                label for="e-name" { (tr!(lang, "web-name")) }
                input type="text" id="e-name" name="name" required;
                label for="e-date" { (tr!(lang, "web-date-optional")) }
                input type="date" id="e-date" name="date";
                button type="submit" { (tr!(lang, "web-add-event")) }
            }
        }
    };
    html(
        status,
        page::page(&tr!(lang, "web-events"), Some(ctx), body),
    )
}

pub async fn tournaments(State(app): State<Arc<App>>, ctx: Judge) -> Response {
    blocking(move || tournaments_page(&app, &ctx, None, StatusCode::OK)).await
}

/// A new event: its name and, if known, its date.
#[derive(Default, serde::Deserialize)]
#[serde(default)]
pub struct NewTournament {
    csrf: String,
    name: String,
    date: String,
}
token_form!(head "web-what-add-event": NewTournament);

pub async fn create_tournament(
    State(app): State<Arc<App>>,
    sent: Posted<NewTournament>,
) -> Response {
    let Posted {
        judge: ctx,
        form: f,
    } = sent;
    blocking(move || {
        let app = &*app;
        let date = match f.date.trim() {
            "" => None,
            d => match NaiveDate::parse_from_str(d, "%Y-%m-%d") {
                Ok(d) => Some(d),
                Err(_) => {
                    return tournaments_page(
                        app,
                        &ctx,
                        Some(format!("{d:?} is not a date: give YYYY-MM-DD, or nothing")),
                        StatusCode::BAD_REQUEST,
                    )
                }
            },
        };
        let made = match app.store() {
            Ok(store) => store.create_tournament(f.name.trim(), date, Utc::now()),
            Err(e) => return server_error(&e),
        };
        match made {
            Ok(_) => redirect("/events"),
            Err(e) => tournaments_page(app, &ctx, Some(e.to_string()), StatusCode::BAD_REQUEST),
        }
    })
    .await
}
