//! Which language a page speaks: the judge's choice (the switch on every page, kept in a cookie),
//! else the browser's `Accept-Language`, else English. The language is chosen here, at the edge,
//! and handed to whatever renders the page.

use axum::extract::{FromRequestParts, Query};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum_extra::extract::cookie::{Cookie, SameSite};
use axum_extra::extract::CookieJar;

use crate::i18n::Lang;

pub const LANG_COOKIE: &str = "gunbai_lang";

/// The language of a request and the address it asked for (where the switch comes back to).
#[derive(Clone, Debug, Default)]
pub struct Speak {
    pub lang: Lang,
    /// The path and query of the page, for the language switch.
    pub here: String,
}

/// The language an `Accept-Language` header prefers among those gunbai speaks: the one with
/// the highest weight (the first of equals); `None` if it names neither.
pub fn accept_language(value: &str) -> Option<Lang> {
    let mut best: Option<(f32, Lang)> = None;
    for part in value.split(',') {
        let mut bits = part.split(';');
        let tag = bits.next().unwrap_or("").trim();
        let q = bits
            .find_map(|b| b.trim().strip_prefix("q="))
            .and_then(|q| q.trim().parse::<f32>().ok())
            .unwrap_or(1.0);
        if q <= 0.0 {
            continue;
        }
        let primary = tag.split('-').next().unwrap_or("");
        let Some(lang) = Lang::from_code(primary) else {
            continue;
        };
        if best.is_none_or(|(b, _)| q > b) {
            best = Some((q, lang));
        }
    }
    best.map(|(_, l)| l)
}

impl Speak {
    pub fn of(headers: &HeaderMap, here: &str) -> Speak {
        let jar = CookieJar::from_headers(headers);
        let chosen = jar
            .get(LANG_COOKIE)
            .and_then(|c| Lang::from_code(c.value()));
        let lang = chosen
            .or_else(|| {
                headers
                    .get(header::ACCEPT_LANGUAGE)
                    .and_then(|v| v.to_str().ok())
                    .and_then(accept_language)
            })
            .unwrap_or_default();
        Speak {
            lang,
            here: here.to_owned(),
        }
    }

    /// The address that switches to `lang` and comes back here.
    pub fn switch_to(&self, lang: Lang) -> String {
        format!("/lang?to={}&back={}", lang.code(), encode(&self.here))
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Speak {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Speak, Self::Rejection> {
        let here = parts
            .uri
            .path_and_query()
            .map(|p| p.as_str())
            .unwrap_or("/");
        Ok(Speak::of(&parts.headers, here))
    }
}

/// Percent-encodes everything but unreserved characters and `/`.
fn encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~' | b'/') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[derive(serde::Deserialize)]
pub struct Switch {
    to: Option<String>,
    back: Option<String>,
}

/// `/lang?to=ja&back=/cases/1`: remembers the language for a year and goes back. Only a path on
/// this server is gone back to; anything else goes to the start page.
pub async fn switch(Query(q): Query<Switch>, jar: CookieJar) -> Response {
    let Some(lang) = q.to.as_deref().and_then(Lang::from_code) else {
        return (
            StatusCode::BAD_REQUEST,
            "choose the language en or ja: /lang?to=ja",
        )
            .into_response();
    };
    let back = q
        .back
        .filter(|b| b.starts_with('/') && !b.starts_with("//") && !b.contains('\\'))
        .unwrap_or_else(|| "/".to_owned());
    let cookie = Cookie::build((LANG_COOKIE, lang.code()))
        .path("/")
        .same_site(SameSite::Lax)
        .max_age(time::Duration::days(365))
        .build();
    (jar.add(cookie), super::web::redirect(&back)).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_heaviest_language_gunbai_speaks_wins() {
        assert_eq!(accept_language("ja,en;q=0.8"), Some(Lang::Ja));
        assert_eq!(accept_language("en-US,en;q=0.9,ja;q=0.8"), Some(Lang::En));
        assert_eq!(accept_language("fr-FR, ja-JP;q=0.5"), Some(Lang::Ja));
        assert_eq!(accept_language("de, fr;q=0.5"), None);
        assert_eq!(accept_language("ja;q=0, en;q=0.1"), Some(Lang::En));
        assert_eq!(accept_language(""), None);
    }
}
