//! The events (tournaments): the list, and a new one for the head judge.

use std::sync::Arc;

use axum::extract::rejection::FormRejection;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Form;
use chrono::{NaiveDate, Utc};

use crate::export::esc;
use crate::serve::page::{self, csrf_field, error_box};
use crate::serve::web::{for_judge, html, on_head_form, redirect, server_error, trouble, Ctx};
use crate::serve::{App, Fields};
use crate::tournament;

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
    for_judge(app, headers, move |app, ctx| {
        events_page(app, &ctx, None, StatusCode::OK)
    })
    .await
}

pub async fn create_event(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    sent: Result<Form<Fields>, FormRejection>,
) -> Response {
    on_head_form(app, headers, sent, "Adding an event", move |app, ctx, f| {
        let date = match f.get("date").trim() {
            "" => None,
            d => match NaiveDate::parse_from_str(d, "%Y-%m-%d") {
                Ok(d) => Some(d),
                Err(_) => {
                    return events_page(
                        app,
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
            Err(e) => events_page(app, &ctx, Some(e.to_string()), StatusCode::BAD_REQUEST),
        }
    })
    .await
}
