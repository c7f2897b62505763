//! Read-only links for players: one ruling or one case, an unguessable token, an expiry, and a
//! judge can revoke it. The link's page shows that one thing and offers no form.

use std::sync::Arc;

use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::Response;
use chrono::{Duration, Utc};
use maud::{html, Markup, PreEscaped};

use crate::tr;

use super::cases::{self, find_case, At};
use super::db::DbConn;
use super::extract::{token_form, Judge, Posted, TokenOnly};
use super::page::{self, csrf_field};
use super::speak::Speak;
use super::web::{
    blocking, fail, fail_for, html, server_error, trouble, trouble_msg, trouble_text,
};
use super::{auth, rulings, App};
use crate::export::board::RuleLinks;
use crate::store::judges::{ShareLink, ShareTarget};
use crate::tournament::local;

/// A link as a QR code, an SVG drawn here (no image leaves the server, none is fetched): dark
/// modules on white with the quiet zone, so a phone's camera reads it in light and dark mode.
/// `None` only if the text is too long for a QR code, which a link never is.
pub(super) fn qr_svg(text: &str) -> Option<String> {
    let code = qrcode::QrCode::with_error_correction_level(text, qrcode::EcLevel::M).ok()?;
    let svg = code
        .render::<qrcode::render::svg::Color<'_>>()
        .min_dimensions(200, 200)
        .dark_color(qrcode::render::svg::Color("#000000"))
        .light_color(qrcode::render::svg::Color("#ffffff"))
        .quiet_zone(true)
        .build();
    // The XML declaration is for a file; inside a page the <svg> element alone is wanted.
    let start = svg.find("<svg")?;
    Some(svg[start..].to_owned())
}

/// Longest life of a link, in hours: two weeks.
const MAX_HOURS: i64 = 24 * 14;

/// The "share with players" part of a ruling's or a case's page: the form and the links made.
pub(super) fn section(store: &DbConn, ctx: &Judge, target: ShareTarget, action: &str) -> Markup {
    let links = store.shares_of(target).unwrap_or_default();
    let now = Utc::now();
    let lang = ctx.speak.lang;
    html! {
        h2 { (tr!(lang, "web-share-heading")) }
        form method="post" action=(action) {
            (csrf_field(&ctx.csrf))
            label for="hours" { (tr!(lang, "web-share-hours")) }
            input type="number" id="hours" name="hours" min="1" max=(MAX_HOURS) value="24";
            button type="submit" { (tr!(lang, "web-share-make")) }
        }
        @for l in &links {
            div class="card" {
                (tr!(lang, "web-link-entry", id = l.id, by = l.created_by.as_str())) " "
                @if l.revoked_at.is_some() {
                    (tr!(lang, "web-link-revoked"))
                } @else if !l.is_live(now) {
                    (tr!(lang, "web-link-expired"))
                } @else {
                    (tr!(lang, "web-link-open-until", when = local(l.expires_at))) " "
                    form class="inline" method="post" action={ "/shares/" (l.id) "/revoke" } {
                        (csrf_field(&ctx.csrf))
                        button type="submit" { (tr!(lang, "web-revoke")) }
                    }
                }
            }
        }
    }
}

/// A share link for players: how many hours it stays open.
#[derive(Default, serde::Deserialize)]
#[serde(default)]
pub struct NewShare {
    csrf: String,
    hours: String,
}
token_form!(NewShare);

fn make(
    app: &App,
    ctx: &Judge,
    headers: &HeaderMap,
    f: &NewShare,
    id: &str,
    ruling: bool,
) -> Response {
    let hours = match f.hours.trim().parse::<i64>() {
        Ok(h) if (1..=MAX_HOURS).contains(&h) => h,
        _ => {
            return fail(
                StatusCode::BAD_REQUEST,
                &tr!(ctx.speak.lang, "web-not-shared"),
                &tr!(ctx.speak.lang, "web-hours-range", max = MAX_HOURS),
                Some(ctx),
            )
        }
    };
    let store = match app.store() {
        Ok(s) => s,
        Err(e) => return server_error(&e),
    };
    let (target, back) = if ruling {
        match super::rulings::record_of(&store, id, ctx.speak.lang) {
            Ok(r) => (
                ShareTarget::Ruling(r),
                super::rulings::ruling_path(&store, r),
            ),
            Err(e) => return trouble_text(ctx, StatusCode::NOT_FOUND, &e),
        }
    } else {
        match find_case(&store, id) {
            Ok(Some(c)) => (ShareTarget::Case(c.id), format!("/cases/{}", c.id)),
            Ok(None) => {
                return trouble_msg(
                    ctx,
                    StatusCode::NOT_FOUND,
                    &crate::msg!("web-no-case-number", id = id),
                )
            }
            Err(e) => return server_error(&e),
        }
    };
    let token = match auth::token() {
        Ok(t) => t,
        Err(e) => return server_error(&e),
    };
    let now = Utc::now();
    let link = match store.create_share(
        &auth::token_hash(&token),
        target,
        &ctx.judge.name,
        now,
        now + Duration::hours(hours),
    ) {
        Ok(l) => l,
        Err(e) => return server_error(&e),
    };
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("this-server");
    let scheme = if super::web::https(headers) {
        "https"
    } else {
        "http"
    };
    let url = format!("{scheme}://{host}/s/{token}");
    let lang = ctx.speak.lang;
    let until = local(link.expires_at);
    let body = html! {
        h1 { (tr!(lang, "web-share-title")) }
        div class="notice" {
            p {
                @if ruling {
                    (tr!(lang, "web-share-give-ruling", until = until.as_str()))
                } @else {
                    (tr!(lang, "web-share-give-case", until = until.as_str()))
                }
            }
            p class="share" { a id="share-link" href={ "/s/" (token) } { (url) } }
            p { button type="button" id="copy-link" data-copy="share-link" data-done=(tr!(lang, "web-share-copied")) { (tr!(lang, "web-share-copy")) } }
            @if let Some(svg) = qr_svg(&url) {
                figure.qr id="share-qr" {
                    (PreEscaped(svg))
                    figcaption.muted { (tr!(lang, "web-share-qr")) }
                }
            }
        }
        p { a href=(back) { (tr!(lang, "web-back")) } " (#" (link.id) ")" }
    };
    html(
        StatusCode::OK,
        page::page(&tr!(lang, "web-share-title"), Some(ctx), body),
    )
}

pub async fn share_ruling(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    Posted { judge, form }: Posted<NewShare>,
) -> Response {
    blocking(move || make(&app, &judge, &headers, &form, &id, true)).await
}

pub async fn share_case(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    Posted { judge, form }: Posted<NewShare>,
) -> Response {
    blocking(move || make(&app, &judge, &headers, &form, &id, false)).await
}

pub async fn revoke(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    Posted { judge: ctx, .. }: Posted<TokenOnly>,
) -> Response {
    blocking(move || {
        let Ok(id) = id.parse::<i64>() else {
            return trouble_msg(
                &ctx,
                StatusCode::NOT_FOUND,
                &crate::msg!("web-no-share-link", id = id),
            );
        };
        let store = match app.store() {
            Ok(s) => s,
            Err(e) => return server_error(&e),
        };
        match store.revoke_share(id, Utc::now()) {
            Ok(l) => super::web::redirect(&match l.target {
                ShareTarget::Ruling(r) => super::rulings::ruling_path(&store, r),
                ShareTarget::Case(c) => format!("/cases/{c}"),
            }),
            Err(e) => trouble(&ctx, StatusCode::NOT_FOUND, &e),
        }
    })
    .await
}

fn gone(speak: &Speak) -> Response {
    fail_for(
        speak,
        StatusCode::NOT_FOUND,
        &tr!(speak.lang, "web-link-gone-title"),
        &tr!(speak.lang, "web-link-gone"),
    )
}

/// The live link behind `token`, if there is one.
fn live(app: &App, token: &str, speak: &Speak) -> Result<ShareLink, Response> {
    // Tokens are 64 hex digits: anything else is not looked up at all.
    if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(gone(speak));
    }
    let store = app.store().map_err(|e| server_error(&e))?;
    match store.share_by_token(&auth::token_hash(token)) {
        Ok(Some(l)) if l.is_live(Utc::now()) => Ok(l),
        Ok(_) => Err(gone(speak)),
        Err(e) => Err(server_error(&e)),
    }
}

pub async fn open(
    State(app): State<Arc<App>>,
    Path(token): Path<String>,
    Query(q): Query<At>,
    speak: Speak,
) -> Response {
    blocking(move || {
        let link = match live(&app, &token, &speak) {
            Ok(l) => l,
            Err(r) => return r,
        };
        match link.target {
            ShareTarget::Ruling(id) => {
                let store = match app.store() {
                    Ok(s) => s,
                    Err(e) => return server_error(&e),
                };
                match crate::tournament::show(&*store, id) {
                    Ok(d) => {
                        let body = html! {
                            (rulings::detail_html(&d, speak.lang))
                            @if d.ruling.case.is_some() {
                                p { a href={ "/s/" (token) "/case" } { (tr!(speak.lang, "web-step-through")) } }
                            }
                            p class="muted" { (tr!(speak.lang, "web-read-only-until", when = local(link.expires_at))) }
                        };
                        html(
                            StatusCode::OK,
                            page::page_for(&speak, &tr!(speak.lang, "web-ruling-page-title", number = d.ruling.number), None, body),
                        )
                    }
                    Err(_) => gone(&speak),
                }
            }
            ShareTarget::Case(id) => case_replay(&app, id, q.at.as_deref(), &format!("/s/{token}"), &speak),
        }
    })
    .await
}

/// The replay of a shared case, or of the case a shared ruling rests on.
pub async fn open_case(
    State(app): State<Arc<App>>,
    Path(token): Path<String>,
    Query(q): Query<At>,
    speak: Speak,
) -> Response {
    blocking(move || {
        let link = match live(&app, &token, &speak) {
            Ok(l) => l,
            Err(r) => return r,
        };
        match link.target {
            ShareTarget::Case(id) => {
                case_replay(&app, id, q.at.as_deref(), &format!("/s/{token}"), &speak)
            }
            ShareTarget::Ruling(id) => {
                let store = match app.store() {
                    Ok(s) => s,
                    Err(e) => return server_error(&e),
                };
                // The ruling as it stands now, opened at the step it rests on.
                let case = crate::tournament::show(&*store, id)
                    .ok()
                    .and_then(|d| d.ruling.case.map(|c| (c.case, c.at)));
                let Some((name, step)) = case else {
                    return gone(&speak);
                };
                let case_id = match store.case(&name) {
                    Ok(c) => c.id,
                    Err(_) => return gone(&speak),
                };
                drop(store);
                let at = q.at.unwrap_or_else(|| step.to_string());
                case_replay(
                    &app,
                    case_id,
                    Some(&at),
                    &format!("/s/{token}/case"),
                    &speak,
                )
            }
        }
    })
    .await
}

/// A shared case stepped through on the server: the same step view the judges see, without the
/// line box or any other form.
fn case_replay(app: &App, id: i64, at: Option<&str>, base: &str, speak: &Speak) -> Response {
    let mut store = match app.store() {
        Ok(s) => s,
        Err(e) => return server_error(&e),
    };
    let info = match find_case(&store, &id.to_string()) {
        Ok(Some(c)) => c,
        _ => return gone(speak),
    };
    let n = info.events;
    let (at, note, status) = match at.map(str::trim) {
        None | Some("") => (n, None, StatusCode::OK),
        Some(t) => match t.parse::<u64>() {
            Ok(a) if a <= n => (a, None, StatusCode::OK),
            _ => (
                n,
                Some(format!(
                    "{t:?} is not a step of this case: pick one from 0 to {n}"
                )),
                StatusCode::BAD_REQUEST,
            ),
        },
    };
    let steps = match cases::step_section(
        &app.games,
        &mut store,
        &info,
        at,
        base,
        speak.lang,
        RuleLinks::None,
    ) {
        Ok(s) => s,
        Err(e) => return server_error(&e),
    };
    let body = html! {
        h1 { (tr!(speak.lang, "web-case-title", name = info.name.as_str())) }
        p class="muted" { (tr!(speak.lang, "web-shared-case", n = n)) }
        @if let Some(note) = &note { (page::error_box(note)) }
        (steps.card)
        (steps.board)
        (steps.jump)
        (steps.nav)
    };
    html(
        status,
        page::page_for(
            speak,
            &tr!(speak.lang, "web-case-title", name = info.name.as_str()),
            None,
            body,
        ),
    )
}
