//! What every handler needs (logins, form tokens, answers) and the pages that are not about cases
//! or rulings: logging in and out, the judges.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::rejection::FormRejection;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Form;
use chrono::{Duration, Utc};

use super::page::{self, csrf_field, error_box, Viewer};
use super::{auth, App, Fields};
use crate::export::esc;
use crate::store::judges::{Judge, Role};

/// The largest request body accepted, in bytes: far more than any form a judge fills in.
pub const MAX_BODY: usize = 64 * 1024;
pub const SESSION_COOKIE: &str = "gunbai_session";
const LOGIN_COOKIE: &str = "gunbai_login";
/// How long a login lasts: one tournament day.
const LOGIN_HOURS: i64 = 12;

/// The judge behind a request and the form token of their login.
pub struct Ctx {
    pub judge: Judge,
    pub csrf: String,
}

impl Ctx {
    pub fn viewer(&self) -> Viewer<'_> {
        Viewer {
            judge: &self.judge,
            csrf: &self.csrf,
        }
    }

    pub fn is_head(&self) -> bool {
        self.judge.role == Role::Head
    }
}

/// Runs `f` on a blocking thread (SQLite and password hashing block); a panic there is answered
/// with a 500 page, never with a dropped connection.
pub async fn blocking<F>(f: F) -> Response
where
    F: FnOnce() -> Response + Send + 'static,
{
    match tokio::task::spawn_blocking(f).await {
        Ok(r) => r,
        Err(_) => fail(
            StatusCode::INTERNAL_SERVER_ERROR,
            "Something went wrong",
            "the request failed inside the server; nothing was written. Try again, and report it if it repeats",
            None,
        ),
    }
}

pub fn html(status: StatusCode, body: String) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        body,
    )
        .into_response()
}

/// A page saying what went wrong and what to do.
pub fn fail(status: StatusCode, title: &str, message: &str, viewer: Option<&Viewer>) -> Response {
    let body = format!(
        "<h1>{}</h1>\n{}<p><a href=\"/\">Start page</a></p>\n",
        esc(title),
        error_box(message)
    );
    html(status, page::page(title, viewer, &body))
}

pub fn redirect(to: &str) -> Response {
    (StatusCode::SEE_OTHER, [(header::LOCATION, to.to_owned())]).into_response()
}

/// An error from the store or the rules, for a judge who is logged in.
pub fn trouble(ctx: &Ctx, status: StatusCode, e: &dyn std::fmt::Display) -> Response {
    fail(status, "Not done", &e.to_string(), Some(&ctx.viewer()))
}

pub fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_owned())
}

/// Behind a TLS-terminating proxy (which sets `X-Forwarded-Proto: https`), cookies are Secure.
fn secure(headers: &HeaderMap) -> &'static str {
    let https = headers
        .get("x-forwarded-proto")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("https"));
    if https {
        "; Secure"
    } else {
        ""
    }
}

/// The judge logged in on this request, if any.
pub fn logged_in(app: &App, headers: &HeaderMap) -> Result<Option<Ctx>, Response> {
    let Some(token) = cookie(headers, SESSION_COOKIE) else {
        return Ok(None);
    };
    let store = app.store().map_err(|e| server_error(&e))?;
    match store.login(&auth::token_hash(&token), Utc::now()) {
        Ok(found) => Ok(found.map(|(judge, csrf)| Ctx { judge, csrf })),
        Err(e) => Err(server_error(&e)),
    }
}

pub fn server_error(e: &dyn std::fmt::Display) -> Response {
    fail(
        StatusCode::INTERNAL_SERVER_ERROR,
        "The database could not be used",
        &format!("{e}; nothing was written"),
        None,
    )
}

/// For a page: the judge, or a redirect to the login page.
pub fn require(app: &App, headers: &HeaderMap) -> Result<Ctx, Response> {
    match logged_in(app, headers)? {
        Some(ctx) => Ok(ctx),
        None => Err(redirect("/login")),
    }
}

/// For a form sent: the judge, whose login's form token the form must carry. Nothing is written
/// otherwise.
pub fn require_post(app: &App, headers: &HeaderMap, form: &Fields) -> Result<Ctx, Response> {
    let Some(ctx) = logged_in(app, headers)? else {
        return Err(fail(
            StatusCode::UNAUTHORIZED,
            "Log in first",
            "only a logged-in judge can change anything; log in and send the form again",
            None,
        ));
    };
    let sent = form.get("csrf");
    if sent.is_empty() || !auth::same_token(sent, &ctx.csrf) {
        return Err(fail(
            StatusCode::FORBIDDEN,
            "The form's security token is missing or stale",
            "nothing was written; reload the page and send the form again",
            Some(&ctx.viewer()),
        ));
    }
    Ok(ctx)
}

/// For a form sent: its fields and the judge who sent it (see [`require_post`]).
pub fn posted(
    app: &App,
    headers: &HeaderMap,
    sent: Result<Form<Fields>, FormRejection>,
) -> Result<(Ctx, Fields), Response> {
    let f = form(sent)?;
    let ctx = require_post(app, headers, &f)?;
    Ok((ctx, f))
}

/// Refuses what only a head judge may do.
pub fn require_head(ctx: &Ctx, what: &str) -> Result<(), Response> {
    if ctx.is_head() {
        Ok(())
    } else {
        Err(fail(
            StatusCode::FORBIDDEN,
            "Head judge only",
            &format!("{what} is for the head judge; nothing was written. Ask the head judge at the judge station"),
            Some(&ctx.viewer()),
        ))
    }
}

/// Answers a logged-in judge (see [`require`]): `page` runs on a blocking thread.
pub async fn for_judge<F>(app: Arc<App>, headers: HeaderMap, page: F) -> Response
where
    F: FnOnce(&App, Ctx) -> Response + Send + 'static,
{
    blocking(move || match require(&app, &headers) {
        Ok(ctx) => page(&app, ctx),
        Err(r) => r,
    })
    .await
}

/// Answers a head judge (see [`require_head`]; `what` names the page in the refusal): `page`
/// runs on a blocking thread.
pub async fn for_head<F>(app: Arc<App>, headers: HeaderMap, what: &'static str, page: F) -> Response
where
    F: FnOnce(&App, Ctx) -> Response + Send + 'static,
{
    for_judge(app, headers, move |app, ctx| {
        match require_head(&ctx, what) {
            Ok(()) => page(app, ctx),
            Err(r) => r,
        }
    })
    .await
}

/// Handles a form sent by a logged-in judge (see [`posted`]): `handle` runs on a blocking
/// thread with the judge and the form's fields.
pub async fn on_form<F>(
    app: Arc<App>,
    headers: HeaderMap,
    sent: Result<Form<Fields>, FormRejection>,
    handle: F,
) -> Response
where
    F: FnOnce(&App, Ctx, Fields) -> Response + Send + 'static,
{
    blocking(move || match posted(&app, &headers, sent) {
        Ok((ctx, f)) => handle(&app, ctx, f),
        Err(r) => r,
    })
    .await
}

/// Handles a form that only a head judge may send (see [`on_form`] and [`require_head`]; `what`
/// names the action in the refusal).
pub async fn on_head_form<F>(
    app: Arc<App>,
    headers: HeaderMap,
    sent: Result<Form<Fields>, FormRejection>,
    what: &'static str,
    handle: F,
) -> Response
where
    F: FnOnce(&App, Ctx, Fields) -> Response + Send + 'static,
{
    on_form(app, headers, sent, move |app, ctx, f| {
        match require_head(&ctx, what) {
            Ok(()) => handle(app, ctx, f),
            Err(r) => r,
        }
    })
    .await
}

/// The fields of a form, or a page saying why the form could not be read.
pub fn form(sent: Result<Form<Fields>, FormRejection>) -> Result<Fields, Response> {
    match sent {
        Ok(Form(f)) => Ok(f),
        Err(e) => {
            let status = e.status();
            let why = if status == StatusCode::PAYLOAD_TOO_LARGE {
                format!(
                    "the form is larger than {} KiB; send less text",
                    MAX_BODY / 1024
                )
            } else {
                format!("the form could not be read ({e}); send it from the page again")
            };
            Err(fail(status, "Form refused", &why, None))
        }
    }
}

pub async fn home(State(app): State<Arc<App>>, headers: HeaderMap) -> Response {
    blocking(move || match logged_in(&app, &headers) {
        Ok(Some(_)) => redirect("/rulings"),
        Ok(None) => redirect("/login"),
        Err(r) => r,
    })
    .await
}

pub async fn style() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8"),
            (header::CACHE_CONTROL, "max-age=3600"),
        ],
        page::STYLE,
    )
        .into_response()
}

pub async fn script() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "max-age=3600"),
        ],
        page::SCRIPT,
    )
        .into_response()
}

pub async fn not_found() -> Response {
    fail(
        StatusCode::NOT_FOUND,
        "No such page",
        "this address shows nothing; start from the start page",
        None,
    )
}

fn login_form(token: &str, name: &str, message: Option<&str>) -> String {
    let msg = message.map(error_box).unwrap_or_default();
    let body = format!(
        "<h1>gunbai · judges' log in</h1>\n{msg}\
         <form method=\"post\" action=\"/login\">\n<input type=\"hidden\" name=\"csrf\" value=\"{t}\">\n\
         <label for=\"name\">Name</label><input type=\"text\" id=\"name\" name=\"name\" value=\"{n}\" autocomplete=\"username\" autocapitalize=\"none\" required>\n\
         <label for=\"password\">Password</label><input type=\"password\" id=\"password\" name=\"password\" autocomplete=\"current-password\" required>\n\
         <button type=\"submit\">Log in</button>\n</form>\n\
         <p class=\"muted\">Players: the link a judge gave you opens without logging in.</p>\n",
        t = esc(token),
        n = esc(name),
    );
    page::page("Log in", None, &body)
}

/// A login page with a fresh form token, kept in a cookie of its own until the form comes back.
fn login_answer(
    status: StatusCode,
    headers: &HeaderMap,
    name: &str,
    msg: Option<&str>,
) -> Response {
    let token = match auth::token() {
        Ok(t) => t,
        Err(e) => return server_error(&e),
    };
    let mut res = html(status, login_form(&token, name, msg));
    if let Ok(v) = HeaderValue::from_str(&format!(
        "{LOGIN_COOKIE}={token}; Path=/login; HttpOnly; SameSite=Strict; Max-Age=3600{}",
        secure(headers)
    )) {
        res.headers_mut().append(header::SET_COOKIE, v);
    }
    res
}

pub async fn login_page(State(app): State<Arc<App>>, headers: HeaderMap) -> Response {
    blocking(move || match logged_in(&app, &headers) {
        Ok(Some(_)) => redirect("/rulings"),
        Ok(None) => login_answer(StatusCode::OK, &headers, "", None),
        Err(r) => r,
    })
    .await
}

pub async fn login(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    sent: Result<Form<Fields>, FormRejection>,
) -> Response {
    blocking(move || {
        let f = match form(sent) {
            Ok(f) => f,
            Err(r) => return r,
        };
        let name = f.get("name").trim().to_owned();
        let pre = cookie(&headers, LOGIN_COOKIE).unwrap_or_default();
        if pre.is_empty() || !auth::same_token(&pre, f.get("csrf")) {
            return login_answer(
                StatusCode::FORBIDDEN,
                &headers,
                &name,
                Some("the login form's security token is missing or stale (are cookies on?); log in again on this page"),
            );
        }
        let keys = [
            format!("name:{}", name.to_lowercase()),
            format!("addr:{}", peer.ip()),
        ];
        let now = Instant::now();
        let wait = keys
            .iter()
            .filter_map(|k| app.throttle().wait(k, now))
            .max();
        if let Some(wait) = wait {
            let secs = wait.as_secs().max(1);
            let mut res = login_answer(
                StatusCode::TOO_MANY_REQUESTS,
                &headers,
                &name,
                Some(&format!(
                    "too many wrong passwords: wait {secs} s before the next try"
                )),
            );
            if let Ok(v) = HeaderValue::from_str(&secs.to_string()) {
                res.headers_mut().insert(header::RETRY_AFTER, v);
            }
            return res;
        }
        let store = match app.store() {
            Ok(s) => s,
            Err(e) => return server_error(&e),
        };
        let found = match store.judge_credentials(&name) {
            Ok(f) => f,
            Err(e) => return server_error(&e),
        };
        let password = f.get("password");
        let ok = match &found {
            Some((_, hash)) => auth::verify_password(password, hash),
            None => {
                // As slow as a wrong password, so names cannot be told apart by timing.
                auth::verify_password(password, auth::dummy_hash());
                false
            }
        };
        let judge = match found {
            Some((j, _)) if ok => j,
            _ => {
                for k in &keys {
                    app.throttle().failed(k, Instant::now());
                }
                return login_answer(
                    StatusCode::UNAUTHORIZED,
                    &headers,
                    &name,
                    Some("wrong name or password; try again (names ignore letter case)"),
                );
            }
        };
        for k in &keys {
            app.throttle().succeeded(k);
        }
        if judge.disabled_at.is_some() {
            return login_answer(
                StatusCode::FORBIDDEN,
                &headers,
                &name,
                Some("this judge is disabled and cannot log in; ask the head judge"),
            );
        }
        let (token, csrf) = match (auth::token(), auth::token()) {
            (Ok(t), Ok(c)) => (t, c),
            (Err(e), _) | (_, Err(e)) => return server_error(&e),
        };
        let now = Utc::now();
        if let Err(e) = store.create_login(
            &auth::token_hash(&token),
            judge.id,
            &csrf,
            now,
            now + Duration::hours(LOGIN_HOURS),
        ) {
            return server_error(&e);
        }
        let mut res = redirect("/rulings");
        let cookies = [
            format!(
                "{SESSION_COOKIE}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={}{}",
                LOGIN_HOURS * 3600,
                secure(&headers)
            ),
            format!("{LOGIN_COOKIE}=; Path=/login; HttpOnly; SameSite=Strict; Max-Age=0"),
        ];
        for c in cookies {
            if let Ok(v) = HeaderValue::from_str(&c) {
                res.headers_mut().append(header::SET_COOKIE, v);
            }
        }
        res
    })
    .await
}

pub async fn logout(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    sent: Result<Form<Fields>, FormRejection>,
) -> Response {
    blocking(move || {
        let f = match form(sent) {
            Ok(f) => f,
            Err(r) => return r,
        };
        if let Err(r) = require_post(&app, &headers, &f) {
            return r;
        }
        if let Some(token) = cookie(&headers, SESSION_COOKIE) {
            match app.store() {
                Ok(store) => {
                    if let Err(e) = store.end_login(&auth::token_hash(&token)) {
                        return server_error(&e);
                    }
                }
                Err(e) => return server_error(&e),
            }
        }
        let mut res = redirect("/login");
        if let Ok(v) = HeaderValue::from_str(&format!(
            "{SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0{}",
            secure(&headers)
        )) {
            res.headers_mut().append(header::SET_COOKIE, v);
        }
        res
    })
    .await
}

fn judges_page(app: &App, ctx: &Ctx, status: StatusCode, message: Option<String>) -> Response {
    let store = match app.store() {
        Ok(s) => s,
        Err(e) => return server_error(&e),
    };
    let list = match store.judges() {
        Ok(l) => l,
        Err(e) => return trouble(ctx, StatusCode::INTERNAL_SERVER_ERROR, &e),
    };
    let mut rows = String::new();
    for j in &list {
        let state = match j.disabled_at {
            Some(t) => format!("disabled {}", esc(&crate::tournament::local(t))),
            None => format!(
                "<form class=\"inline\" method=\"post\" action=\"/judges/{}/disable\">{}\
                 <button type=\"submit\">Disable</button></form>",
                j.id,
                csrf_field(&ctx.csrf)
            ),
        };
        rows.push_str(&format!(
            "<tr><td>{}</td><td>{}</td><td>{state}</td></tr>\n",
            esc(&j.name),
            j.role.as_str()
        ));
    }
    let msg = message.map(|m| error_box(&m)).unwrap_or_default();
    let body = format!(
        "<h1>Judges</h1>\n{msg}<table><tr><th>Name</th><th>Role</th><th></th></tr>\n{rows}</table>\n\
         <h2>Add a judge</h2>\n<form method=\"post\" action=\"/judges\">{csrf}\n\
         <label for=\"jname\">Name</label><input type=\"text\" id=\"jname\" name=\"name\" required>\n\
         <label for=\"jrole\">Role</label><select id=\"jrole\" name=\"role\"><option value=\"floor\">floor judge</option><option value=\"head\">head judge</option></select>\n\
         <label for=\"jpw\">Password (at least {min} characters)</label><input type=\"password\" id=\"jpw\" name=\"password\" autocomplete=\"new-password\" required>\n\
         <button type=\"submit\">Add</button></form>\n",
        csrf = csrf_field(&ctx.csrf),
        min = auth::MIN_PASSWORD,
    );
    html(status, page::page("Judges", Some(&ctx.viewer()), &body))
}

pub async fn judges(State(app): State<Arc<App>>, headers: HeaderMap) -> Response {
    for_head(app, headers, "Managing judges", move |app, ctx| {
        judges_page(app, &ctx, StatusCode::OK, None)
    })
    .await
}

pub async fn add_judge(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    sent: Result<Form<Fields>, FormRejection>,
) -> Response {
    on_head_form(app, headers, sent, "Adding a judge", move |app, ctx, f| {
        let Some(role) = Role::parse(f.get("role")) else {
            return judges_page(
                app,
                &ctx,
                StatusCode::BAD_REQUEST,
                Some("choose the role floor or head".into()),
            );
        };
        let hash = match auth::hash_password(f.get("password")) {
            Ok(h) => h,
            Err(e) => return judges_page(app, &ctx, StatusCode::BAD_REQUEST, Some(e.to_string())),
        };
        let result = match app.store() {
            Ok(store) => store.add_judge(f.get("name").trim(), role, &hash, Utc::now()),
            Err(e) => return server_error(&e),
        };
        match result {
            Ok(_) => redirect("/judges"),
            Err(e) => judges_page(app, &ctx, StatusCode::BAD_REQUEST, Some(e.to_string())),
        }
    })
    .await
}

pub async fn disable_judge(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    sent: Result<Form<Fields>, FormRejection>,
) -> Response {
    on_head_form(
        app,
        headers,
        sent,
        "Disabling a judge",
        move |app, ctx, _| {
            let store = match app.store() {
                Ok(s) => s,
                Err(e) => return server_error(&e),
            };
            let judge = match store.judges() {
                Ok(list) => list.into_iter().find(|j| j.id.to_string() == id),
                Err(e) => return server_error(&e),
            };
            let Some(judge) = judge else {
                return judges_page(
                    app,
                    &ctx,
                    StatusCode::NOT_FOUND,
                    Some(format!("no judge #{id}")),
                );
            };
            if judge.id == ctx.judge.id {
                return judges_page(
                    app,
                    &ctx,
                    StatusCode::BAD_REQUEST,
                    Some("you cannot disable yourself; another head judge can".into()),
                );
            }
            match store.disable_judge(&judge.name, Utc::now()) {
                Ok(_) => redirect("/judges"),
                Err(e) => judges_page(app, &ctx, StatusCode::BAD_REQUEST, Some(e.to_string())),
            }
        },
    )
    .await
}
