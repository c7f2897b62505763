//! Rulings and events: the list (search, newest first), one ruling, recording one, and for the
//! head judge appeals, corrections and new events. Everything goes through [`crate::tournament`],
//! which checks it before anything is written. The forms that record, appeal and correct a ruling
//! are in `record`, the events in `events`.

use std::sync::Arc;

use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;

use super::page::{self, csrf_field, error_box};
use super::web::{for_judge, html, server_error, trouble, Ctx};
use super::{share, App, Pooled};
use crate::export::esc;
use crate::store::judges::ShareTarget;
use crate::tournament::{self, Filter, RulingDetail, RulingView};

mod events;
mod record;

pub use events::{create_event, events};
pub use record::{appeal, correct, correct_form, create, new_form};

fn cites_html(v: &RulingView) -> String {
    if v.citations.is_empty() {
        return "none".into();
    }
    let mut s = String::from("<ul class=\"cites\">");
    for c in &v.citations {
        s.push_str(&page::citation_item(c));
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
    for_judge(app, headers, move |app, ctx| {
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

/// A store and ruling `id` as it stands, or the page that says why there is none.
fn ruling_at<'a>(
    app: &'a App,
    ctx: &Ctx,
    id: &str,
) -> Result<(Pooled<'a>, RulingDetail), Response> {
    let store = app.store().map_err(|e| server_error(&e))?;
    let Ok(rid) = id.parse::<i64>() else {
        return Err(trouble(
            ctx,
            StatusCode::NOT_FOUND,
            &format!("no ruling #{id}"),
        ));
    };
    let d = tournament::show(&store, rid).map_err(|e| trouble(ctx, StatusCode::NOT_FOUND, &e))?;
    Ok((store, d))
}

fn show_page(
    app: &App,
    ctx: &Ctx,
    id: &str,
    error: Option<String>,
    status: StatusCode,
) -> Response {
    let (store, d) = match ruling_at(app, ctx, id) {
        Ok(found) => found,
        Err(r) => return r,
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
    for_judge(app, headers, move |app, ctx| {
        show_page(app, &ctx, &id, None, StatusCode::OK)
    })
    .await
}
