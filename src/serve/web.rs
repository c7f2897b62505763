//! What every handler needs (answers, the blocking thread, cookies) and the pages that are not
//! about cases or rulings: logging in and out, the judges.

use std::sync::Arc;

use axum::extract::{ConnectInfo, Path, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum_extra::extract::cookie::{Cookie, SameSite};
use axum_extra::extract::CookieJar;
use chrono::{Duration, Utc};
use maud::html;

use super::extract::{head_only, token_form, HeadJudge, Judge, Posted, Sent, TokenOnly};
use super::page::{self, csrf_field, error_box};
use super::speak::Speak;
use super::{auth, App};
use crate::store::judges::Role;
use crate::tr;

/// The largest request body accepted, in bytes: far more than any form a judge fills in.
pub const MAX_BODY: usize = 64 * 1024;
pub const SESSION_COOKIE: &str = "gunbai_session";
const LOGIN_COOKIE: &str = "gunbai_login";
/// How long a login lasts: one tournament day.
const LOGIN_HOURS: i64 = 12;

/// Runs `f` on a blocking thread (SQLite and password hashing block); a panic there is answered
/// with a 500 page, never with a dropped connection.
pub async fn off_thread<T, F>(f: F) -> Result<T, Response>
where
    F: FnOnce() -> Result<T, Response> + Send + 'static,
    T: Send + 'static,
{
    match tokio::task::spawn_blocking(f).await {
        Ok(r) => r,
        Err(_) => Err(fail(
            StatusCode::INTERNAL_SERVER_ERROR,
            "Something went wrong",
            "the request failed inside the server; nothing was written. Try again, and report it if it repeats",
            None,
        )),
    }
}

/// Answers with what `f` makes on a blocking thread (see [`off_thread`]).
pub async fn blocking<F>(f: F) -> Response
where
    F: FnOnce() -> Response + Send + 'static,
{
    off_thread(move || Ok(f())).await.unwrap_or_else(|r| r)
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
pub fn fail(status: StatusCode, title: &str, message: &str, viewer: Option<&Judge>) -> Response {
    let lang = viewer.map(|v| v.speak.lang).unwrap_or_default();
    let body = html! {
        h1 { (title) }
        (error_box(message))
        p { a href="/" { (tr!(lang, "web-start-page")) } }
    };
    html(status, page::page(title, viewer, body))
}

/// [`fail`] for a page with no judge logged in, in the language of the request.
pub fn fail_for(speak: &Speak, status: StatusCode, title: &str, message: &str) -> Response {
    let body = html! {
        h1 { (title) }
        (error_box(message))
    };
    html(status, page::page_for(speak, title, None, body))
}

pub fn redirect(to: &str) -> Response {
    (StatusCode::SEE_OTHER, [(header::LOCATION, to.to_owned())]).into_response()
}

/// An error from the store or the rules, for a judge who is logged in.
pub fn trouble(
    judge: &Judge,
    status: StatusCode,
    e: &(dyn std::error::Error + 'static),
) -> Response {
    fail(
        status,
        &tr!(judge.speak.lang, "web-not-done"),
        &crate::errors::error_in(e, judge.speak.lang),
        Some(judge),
    )
}

/// [`trouble`] with words already in the judge's language.
pub fn trouble_text(judge: &Judge, status: StatusCode, text: &str) -> Response {
    fail(
        status,
        &tr!(judge.speak.lang, "web-not-done"),
        text,
        Some(judge),
    )
}

/// [`trouble`] with a message of gunbai's own.
pub fn trouble_msg(judge: &Judge, status: StatusCode, m: &crate::msg::Msg) -> Response {
    fail(
        status,
        &tr!(judge.speak.lang, "web-not-done"),
        &m.render(judge.speak.lang),
        Some(judge),
    )
}

pub fn server_error(e: &dyn std::fmt::Display) -> Response {
    fail(
        StatusCode::INTERNAL_SERVER_ERROR,
        "The database could not be used",
        &format!("{e}; nothing was written"),
        None,
    )
}

/// Behind a TLS-terminating proxy (which sets `X-Forwarded-Proto: https`), cookies are Secure.
pub fn https(headers: &HeaderMap) -> bool {
    headers
        .get("x-forwarded-proto")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("https"))
}

/// The session cookie (empty for its removal).
fn session_cookie(token: String, headers: &HeaderMap) -> Cookie<'static> {
    Cookie::build((SESSION_COOKIE, token))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .max_age(time::Duration::hours(LOGIN_HOURS))
        .secure(https(headers))
        .build()
}

/// The login form's own token, kept until the form comes back (empty for its removal).
fn login_cookie(token: String, headers: &HeaderMap) -> Cookie<'static> {
    Cookie::build((LOGIN_COOKIE, token))
        .path("/login")
        .http_only(true)
        .same_site(SameSite::Strict)
        .max_age(time::Duration::hours(1))
        .secure(https(headers))
        .build()
}

pub async fn home(judge: Option<Judge>) -> Response {
    match judge {
        Some(_) => redirect("/rulings"),
        None => redirect("/login"),
    }
}

pub async fn style() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8"),
            (header::CACHE_CONTROL, "max-age=3600"),
        ],
        page::style(),
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

pub async fn not_found(headers: HeaderMap) -> Response {
    let speak = Speak::of(&headers, "/");
    fail_for(
        &speak,
        StatusCode::NOT_FOUND,
        &tr!(speak.lang, "web-no-page"),
        &tr!(speak.lang, "web-no-page-why"),
    )
}

fn login_form(token: &str, name: &str, message: Option<&str>, speak: &Speak) -> String {
    let lang = speak.lang;
    let body = html! {
        h1 { (tr!(lang, "web-login-title")) }
        @if let Some(m) = message { (error_box(m)) }
        form method="post" action="/login" {
            input type="hidden" name="csrf" value=(token);
            label for="name" { (tr!(lang, "web-login-name")) }
            input type="text" id="name" name="name" value=(name) autocomplete="username" autocapitalize="none" required;
            label for="password" { (tr!(lang, "web-login-password")) }
            input type="password" id="password" name="password" autocomplete="current-password" required;
            button type="submit" { (tr!(lang, "web-login-button")) }
        }
        p.muted { (tr!(lang, "web-login-players")) }
    };
    page::page_for(speak, &tr!(lang, "web-login-button"), None, body)
}

/// A login page with a fresh form token, kept in a cookie of its own until the form comes back.
fn login_answer(
    status: StatusCode,
    jar: CookieJar,
    headers: &HeaderMap,
    name: &str,
    msg: Option<crate::msg::Msg>,
) -> Response {
    let token = match auth::token() {
        Ok(t) => t,
        Err(e) => return server_error(&e),
    };
    let speak = Speak::of(headers, "/login");
    let said = msg.map(|m| m.render(speak.lang));
    let page = html(status, login_form(&token, name, said.as_deref(), &speak));
    (jar.add(login_cookie(token, headers)), page).into_response()
}

pub async fn login_page(judge: Option<Judge>, jar: CookieJar, headers: HeaderMap) -> Response {
    blocking(move || match judge {
        Some(_) => redirect("/rulings"),
        None => login_answer(StatusCode::OK, jar, &headers, "", None),
    })
    .await
}

/// The login form: its own token (from the login page's cookie), a name and a password.
#[derive(Default, serde::Deserialize)]
#[serde(default)]
pub struct LoginForm {
    csrf: String,
    name: String,
    password: String,
}

pub async fn login(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<super::conn::Peer>,
    jar: CookieJar,
    headers: HeaderMap,
    Sent(f): Sent<LoginForm>,
) -> Response {
    blocking(move || {
        let name = f.name.trim().to_owned();
        let pre = jar
            .get(LOGIN_COOKIE)
            .map(|c| c.value().to_owned())
            .unwrap_or_default();
        if pre.is_empty() || !auth::same_token(&pre, &f.csrf) {
            return login_answer(
                StatusCode::FORBIDDEN,
                jar,
                &headers,
                &name,
                Some(crate::msg!("web-login-stale")),
            );
        }
        let addr = auth::client_addr(
            peer.addr.ip(),
            headers.get("x-forwarded-for").and_then(|v| v.to_str().ok()),
            &app.trusted_proxies,
        );
        let key = auth::TryKey::new(&name, addr);
        // Counted as a wrong password from here until the password proves right, so tries
        // sent at the same moment cannot pass the count together.
        let begun = match app.begin_try(&key) {
            Ok(b) => b,
            Err(e) => return server_error(&e),
        };
        if let Err(wait) = begun {
            let secs = wait.as_secs().max(1);
            let mut res = login_answer(
                StatusCode::TOO_MANY_REQUESTS,
                jar,
                &headers,
                &name,
                Some(crate::msg!("web-login-wait", seconds = secs)),
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
        let ok = match &found {
            Some((_, hash)) => auth::verify_password(&f.password, hash),
            None => {
                // As slow as a wrong password, so names cannot be told apart by timing.
                auth::verify_password(&f.password, auth::dummy_hash());
                false
            }
        };
        let judge = match found {
            Some((j, _)) if ok => j,
            _ => {
                return login_answer(
                    StatusCode::UNAUTHORIZED,
                    jar,
                    &headers,
                    &name,
                    Some(crate::msg!("web-login-wrong")),
                );
            }
        };
        if let Err(e) = app.try_succeeded(&key) {
            return server_error(&e);
        }
        if judge.disabled_at.is_some() {
            return login_answer(
                StatusCode::FORBIDDEN,
                jar,
                &headers,
                &name,
                Some(crate::msg!("web-login-disabled")),
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
        let jar = jar
            .add(session_cookie(token, &headers))
            .remove(login_cookie(String::new(), &headers));
        (jar, redirect("/rulings")).into_response()
    })
    .await
}

pub async fn logout(
    State(app): State<Arc<App>>,
    jar: CookieJar,
    headers: HeaderMap,
    _: Posted<TokenOnly>,
) -> Response {
    blocking(move || {
        if let Some(token) = jar.get(SESSION_COOKIE) {
            match app.store() {
                Ok(store) => {
                    if let Err(e) = store.end_login(&auth::token_hash(token.value())) {
                        return server_error(&e);
                    }
                }
                Err(e) => return server_error(&e),
            }
        }
        let jar = jar.remove(session_cookie(String::new(), &headers));
        (jar, redirect("/login")).into_response()
    })
    .await
}

fn judges_page(app: &App, me: &Judge, status: StatusCode, message: Option<String>) -> Response {
    let store = match app.store() {
        Ok(s) => s,
        Err(e) => return server_error(&e),
    };
    let list = match store.judges() {
        Ok(l) => l,
        Err(e) => return trouble(me, StatusCode::INTERNAL_SERVER_ERROR, &e),
    };
    let lang = me.speak.lang;
    let body = html! {
        h1 { (tr!(lang, "web-judges")) }
        @if let Some(m) = &message { (error_box(m)) }
        table {
            tr { th { (tr!(lang, "web-name")) } th { (tr!(lang, "web-role")) } th {} }
            @for j in &list {
                tr {
                    td { (j.name) }
                    td { (page::role_name(lang, j.role)) }
                    td {
                        @match j.disabled_at {
                            Some(t) => { (tr!(lang, "web-disabled", when = crate::tournament::local(t))) }
                            None => {
                                form.inline method="post" action={ "/judges/" (j.id) "/disable" } {
                                    (csrf_field(&me.csrf))
                                    button type="submit" { (tr!(lang, "web-disable")) }
                                }
                            }
                        }
                    }
                }
            }
        }
        h2 { (tr!(lang, "web-add-judge")) }
        form method="post" action="/judges" {
            (csrf_field(&me.csrf))
            label for="jname" { (tr!(lang, "web-name")) }
            input type="text" id="jname" name="name" required;
            label for="jrole" { (tr!(lang, "web-role")) }
            select id="jrole" name="role" {
                option value="floor" { (tr!(lang, "web-role-floor")) }
                option value="head" { (tr!(lang, "web-role-head")) }
            }
            label for="jpw" { (tr!(lang, "web-password", min = auth::MIN_PASSWORD)) }
            input type="password" id="jpw" name="password" autocomplete="new-password" required;
            button type="submit" { (tr!(lang, "web-add")) }
        }
    };
    html(status, page::page(&tr!(lang, "web-judges"), Some(me), body))
}

/// The Judges page.
pub struct ManagingJudges;
head_only!("web-what-judges": ManagingJudges);

pub async fn judges(
    State(app): State<Arc<App>>,
    HeadJudge { judge: me, .. }: HeadJudge<ManagingJudges>,
) -> Response {
    blocking(move || judges_page(&app, &me, StatusCode::OK, None)).await
}

/// A new judge: name, role and password.
#[derive(Default, serde::Deserialize)]
#[serde(default)]
pub struct NewJudge {
    csrf: String,
    name: String,
    role: String,
    password: String,
}
token_form!(head "web-what-add-judge": NewJudge);

pub async fn add_judge(State(app): State<Arc<App>>, sent: Posted<NewJudge>) -> Response {
    let Posted { judge: me, form: f } = sent;
    blocking(move || {
        let Some(role) = Role::parse(&f.role) else {
            return judges_page(
                &app,
                &me,
                StatusCode::BAD_REQUEST,
                Some(tr!(me.speak.lang, "web-choose-role")),
            );
        };
        let hash = match auth::hash_password(&f.password) {
            Ok(h) => h,
            Err(e) => {
                let said = crate::errors::error_in(&e, me.speak.lang);
                return judges_page(&app, &me, StatusCode::BAD_REQUEST, Some(said));
            }
        };
        let result = match app.store() {
            Ok(store) => store.add_judge(f.name.trim(), role, &hash, Utc::now()),
            Err(e) => return server_error(&e),
        };
        match result {
            Ok(_) => redirect("/judges"),
            Err(e) => {
                let said = crate::errors::error_in(&e, me.speak.lang);
                judges_page(&app, &me, StatusCode::BAD_REQUEST, Some(said))
            }
        }
    })
    .await
}

/// Disabling a judge: the form token alone.
#[derive(Default, serde::Deserialize)]
#[serde(default)]
pub struct DisableJudge {
    csrf: String,
}
token_form!(head "web-what-disable-judge": DisableJudge);

pub async fn disable_judge(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    Posted { judge: me, .. }: Posted<DisableJudge>,
) -> Response {
    blocking(move || {
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
                &app,
                &me,
                StatusCode::NOT_FOUND,
                Some(tr!(me.speak.lang, "web-no-judge", id = id.as_str())),
            );
        };
        if judge.id == me.judge.id {
            return judges_page(
                &app,
                &me,
                StatusCode::BAD_REQUEST,
                Some(tr!(me.speak.lang, "web-disable-self")),
            );
        }
        match store.disable_judge(&judge.name, Utc::now()) {
            Ok(_) => redirect("/judges"),
            Err(e) => {
                let said = crate::errors::error_in(&e, me.speak.lang);
                judges_page(&app, &me, StatusCode::BAD_REQUEST, Some(said))
            }
        }
    })
    .await
}
