//! What a handler starts from, checked before it runs: the judge behind a request ([`Judge`],
//! [`HeadJudge`]) and a form sent by one ([`Posted`]), or the page that says why not.
//!
//! *Invariants:* a [`Posted`] form has been read, its sender is a logged-in judge, and it carries
//! the form token of that judge's login; a form whose type is [`TokenForm::HEAD_ONLY`] (and a
//! [`HeadJudge`] page) comes from a head judge. All of it is checked before the handler reads
//! anything for writing. Looking the login up reads the database, so it runs on a blocking
//! thread.

use std::marker::PhantomData;
use std::sync::Arc;

use axum::extract::{FromRequest, FromRequestParts, OptionalFromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::response::Response;
use axum_extra::extract::{CookieJar, Form};
use chrono::Utc;
use serde::de::DeserializeOwned;

use super::speak::Speak;
use super::web::{fail, off_thread, redirect, server_error, MAX_BODY, SESSION_COOKIE};
use super::{auth, App};
use crate::store::judges;
use crate::tr;

/// A logged-in judge and the form token of their login.
pub struct Judge {
    pub judge: judges::Judge,
    pub csrf: String,
    /// The language the pages speak to this judge, and the page asked for.
    pub speak: Speak,
}

impl Judge {
    pub fn is_head(&self) -> bool {
        self.judge.role == judges::Role::Head
    }
}

/// The judge logged in with the session cookie of `jar`, if any. Reads the database: call it
/// on a blocking thread.
pub fn logged_in(app: &App, jar: &CookieJar, speak: Speak) -> Result<Option<Judge>, Response> {
    let Some(token) = jar.get(SESSION_COOKIE) else {
        return Ok(None);
    };
    let store = app.store().map_err(|e| server_error(&e))?;
    match store.login(&auth::token_hash(token.value()), Utc::now()) {
        Ok(found) => Ok(found.map(|(judge, csrf)| Judge { judge, csrf, speak })),
        Err(e) => Err(server_error(&e)),
    }
}

/// A page for a judge: anyone else is sent to the login page.
impl FromRequestParts<Arc<App>> for Judge {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<Judge, Response> {
        match <Judge as OptionalFromRequestParts<Arc<App>>>::from_request_parts(parts, app).await? {
            Some(judge) => Ok(judge),
            None => Err(redirect("/login")),
        }
    }
}

/// `Option<Judge>`: the judge if one is logged in (the start and login pages).
impl OptionalFromRequestParts<Arc<App>> for Judge {
    type Rejection = Response;

    async fn from_request_parts(
        parts: &mut Parts,
        app: &Arc<App>,
    ) -> Result<Option<Judge>, Response> {
        let jar = CookieJar::from_headers(&parts.headers);
        let here = parts
            .uri
            .path_and_query()
            .map(|p| p.as_str())
            .unwrap_or("/");
        let speak = Speak::of(&parts.headers, here);
        let app = Arc::clone(app);
        off_thread(move || logged_in(&app, &jar, speak)).await
    }
}

/// What only a head judge may do; `WHAT` is the catalogue id of its name in the refusal
/// (`web-what-judges`: "Managing judges"), checked by [`head_only!`].
pub trait HeadOnly {
    const WHAT: &'static str;
}

/// Refuses what only a head judge may do.
/// `what` is the catalogue id of what was asked for (`web-what-…`).
pub fn require_head(judge: &Judge, what: &str) -> Result<(), Response> {
    if judge.is_head() {
        Ok(())
    } else {
        let lang = judge.speak.lang;
        let what = crate::i18n::message(lang, what, &[]);
        Err(fail(
            StatusCode::FORBIDDEN,
            &tr!(lang, "web-head-only-title"),
            &tr!(lang, "web-head-only", what = what),
            Some(judge),
        ))
    }
}

/// A page for the head judge only ([`HeadOnly`] `A` names it): a floor judge is refused, anyone
/// else sent to the login page.
pub struct HeadJudge<A> {
    pub judge: Judge,
    page: PhantomData<fn() -> A>,
}

impl<A: HeadOnly> FromRequestParts<Arc<App>> for HeadJudge<A> {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<Self, Response> {
        let judge = <Judge as FromRequestParts<Arc<App>>>::from_request_parts(parts, app).await?;
        require_head(&judge, A::WHAT)?;
        Ok(HeadJudge {
            judge,
            page: PhantomData,
        })
    }
}

/// A form read from the request body, or the page that says why it could not be read (too
/// large, not a form).
pub struct Sent<F>(pub F);

impl<F, S> FromRequest<S> for Sent<F>
where
    F: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = Response;

    async fn from_request(req: Request, state: &S) -> Result<Self, Response> {
        match Form::<F>::from_request(req, state).await {
            Ok(Form(f)) => Ok(Sent(f)),
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
}

/// A form that changes something: it carries the form token of its sender's login.
pub trait TokenForm: DeserializeOwned + Send + 'static {
    /// `Some(what)` when only a head judge may send it; `what` is the catalogue id of its name
    /// in the refusal (`web-what-…`).
    const HEAD_ONLY: Option<&'static str> = None;

    /// The form token the form carries.
    fn csrf(&self) -> &str;
}

/// `token_form!(A, B)` makes forms with a `csrf` field [`TokenForm`]s for every judge;
/// `token_form!(head "web-what-add-event": C)` one for the head judge only, named in its
/// refusal by that catalogue message (which both languages must hold, or it does not compile).
macro_rules! token_form {
    (head $what:literal: $form:ty) => {
        const _: () = assert!(
            $crate::i18n::known($what),
            concat!("message `", $what, "` is missing from the catalogue")
        );
        impl $crate::serve::extract::TokenForm for $form {
            const HEAD_ONLY: Option<&'static str> = Some($what);
            fn csrf(&self) -> &str {
                &self.csrf
            }
        }
    };
    ($($form:ty),+ $(,)?) => {
        $(impl $crate::serve::extract::TokenForm for $form {
            fn csrf(&self) -> &str {
                &self.csrf
            }
        })+
    };
}
pub(super) use token_form;

/// A form with nothing but the form token (log out, revoke a link).
#[derive(Default, serde::Deserialize)]
#[serde(default)]
pub struct TokenOnly {
    csrf: String,
}
token_form!(TokenOnly);

/// `head_only!("web-what-judges": Page)` makes `Page` a [`HeadOnly`] page, named in its refusal by
/// that catalogue message (which both languages must hold, or it does not compile).
macro_rules! head_only {
    ($what:literal: $page:ty) => {
        const _: () = assert!(
            $crate::i18n::known($what),
            concat!("message `", $what, "` is missing from the catalogue")
        );
        impl $crate::serve::extract::HeadOnly for $page {
            const WHAT: &'static str = $what;
        }
    };
}
pub(super) use head_only;

/// A form sent by a logged-in judge, with the form token of their login (and from a head judge
/// if the form is [`TokenForm::HEAD_ONLY`]). The form is read first; then, on a blocking thread,
/// who sent it. Nothing else is read before these checks pass.
pub struct Posted<F> {
    pub judge: Judge,
    pub form: F,
}

impl<F: TokenForm> FromRequest<Arc<App>> for Posted<F> {
    type Rejection = Response;

    async fn from_request(req: Request, app: &Arc<App>) -> Result<Self, Response> {
        let jar = CookieJar::from_headers(req.headers());
        let here = req.uri().path().to_owned();
        let speak = Speak::of(req.headers(), &here);
        let speak_lang = speak.lang;
        let Sent(form) = Sent::<F>::from_request(req, app).await?;
        let app = Arc::clone(app);
        off_thread(move || {
            let Some(judge) = logged_in(&app, &jar, speak)? else {
                let lang = speak_lang;
                return Err(fail(
                    StatusCode::UNAUTHORIZED,
                    &tr!(lang, "web-login-first-title"),
                    &tr!(lang, "web-login-first"),
                    None,
                ));
            };
            let sent = form.csrf();
            if sent.is_empty() || !auth::same_token(sent, &judge.csrf) {
                let lang = judge.speak.lang;
                return Err(fail(
                    StatusCode::FORBIDDEN,
                    &tr!(lang, "web-token-stale-title"),
                    &tr!(lang, "web-token-stale"),
                    Some(&judge),
                ));
            }
            if let Some(what) = F::HEAD_ONLY {
                require_head(&judge, what)?;
            }
            Ok(Posted { judge, form })
        })
        .await
    }
}
