//! What a floor judge looks up at the table, one tap from the line box: the rules (`/rules`,
//! searched in English or Japanese, and each rule's page), the cards (`/cards`, searched, each
//! card with its text, whether it is printed or made up, and the rulings that name it) and the
//! judge language (`/help`, read from docs/language.md, or docs/ja/language.md in Japanese, as the
//! shell's `help` is).

use std::sync::Arc;

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::Response;
use maud::html;

use super::extract::Judge;
use super::page::{self, error_box};
use super::web::{blocking, html, server_error};
use super::App;
use crate::cards::cli::{self as cards, Found};
use crate::i18n::Lang;
use crate::lang::help;
use crate::rules;
use crate::tr;

/// A search box's words (`?q=`).
#[derive(Default, serde::Deserialize)]
#[serde(default)]
pub struct Q {
    q: String,
}

fn search_form(action: &str, label: String, q: &str, example: &str, lang: Lang) -> maud::Markup {
    html! {
        form method="get" action=(action) role="search" {
            label for="q" { (label) }
            input type="search" id="q" name="q" value=(q) placeholder=(example) autocapitalize="none";
            button type="submit" { (tr!(lang, "web-search")) }
        }
    }
}

pub async fn rules(ctx: Judge, Query(Q { q }): Query<Q>) -> Response {
    let lang = ctx.speak.lang;
    let corpus = rules::corpus();
    let q = q.trim().to_owned();
    let found: Vec<&rules::Rule> = if q.is_empty() {
        corpus.rules().iter().collect()
    } else {
        corpus.search(&q)
    };
    let body = html! {
        h1 { (tr!(lang, "web-rules-title")) }
        (search_form("/rules", tr!(lang, "web-rules-search"), &q, "favor 寵愛", lang))
        @if !q.is_empty() {
            p.muted id="count" { (tr!(lang, "web-found", n = found.len())) }
        }
        @if found.is_empty() {
            p { (tr!(lang, "rules-no-match", query = q.as_str())) }
        }
        @for r in &found {
            div.hit {
                a href={ "/rules/" (r.id) } { code { (r.id) } " " (r.title_in(lang)) }
                " " span.muted { (r.locator()) }
            }
        }
    };
    html(
        StatusCode::OK,
        page::page(&tr!(lang, "web-rules-title"), Some(&ctx), body),
    )
}

pub async fn rule(ctx: Judge, Path(id): Path<String>) -> Response {
    let lang = ctx.speak.lang;
    let corpus = rules::corpus();
    let Some(r) = corpus.get(&id) else {
        let near = corpus.suggest(&id);
        let message = if near.is_empty() {
            tr!(lang, "rules-unknown-id", id = id.as_str())
        } else {
            tr!(
                lang,
                "rules-unknown-id-near",
                id = id.as_str(),
                near = near.join(", ")
            )
        };
        let body = html! {
            h1 { (tr!(lang, "web-rules-title")) }
            (error_box(&message))
            @for n in &near { p { a href={ "/rules/" (n) } { code { (n) } } } }
            p { a href="/rules" { (tr!(lang, "web-rules-all")) } }
        };
        return html(
            StatusCode::NOT_FOUND,
            page::page(&tr!(lang, "web-rules-title"), Some(&ctx), body),
        );
    };
    let other = match lang {
        Lang::En => Lang::Ja,
        Lang::Ja => Lang::En,
    };
    let doc = corpus
        .document_of(r)
        .map(|d| d.title.to_string())
        .unwrap_or_else(|| r.doc.to_string());
    let body = html! {
        h1 { code { (r.id) } br; (r.title_in(lang)) }
        p.muted id="where" { (tr!(lang, "rule-where", doc = doc.as_str(), section = r.section_in(lang), paragraph = r.paragraph)) }
        @if let (Some(ja), Some(en)) = (&r.term_ja, &r.term_en) {
            p { (tr!(lang, "rule-term", term_ja = ja.as_str(), term_en = en.as_str())) }
        }
        p id="summary" { (r.summary_in(lang)) }
        @if let Some(reading) = r.reading_in(lang) {
            div.notice { p { (tr!(lang, "rule-reading", reading = reading)) } }
        }
        @if let Some(c) = &r.certainty { p.muted { (tr!(lang, "rule-certainty", certainty = c.as_str())) } }
        @if corpus.is_executable(r) {
            p.muted { (tr!(lang, "web-rule-executed")) }
        } @else {
            p.muted { (tr!(lang, "web-rule-lookup")) }
        }
        details {
            summary { (tr!(lang, "web-rule-other-language")) }
            div lang=(other.code()) {
                p { strong { (r.title_in(other)) } }
                p { (r.summary_in(other)) }
                @if let Some(reading) = r.reading_in(other) { p { em { (reading) } } }
            }
        }
        p { a href="/rules" { (tr!(lang, "web-rules-all")) } }
    };
    html(StatusCode::OK, page::page(r.id.as_str(), Some(&ctx), body))
}

/// Printed (from an imported card database, or a printed card of the built-in library) or made
/// up (gunbai's own example cards): a judge can always tell them apart.
/// Where a card's text comes from, as its badge says it: a printed card of an imported
/// database, a card of the built-in library written from the reference file's card facts (in
/// gunbai's words, not the printed text), or one of the library's made-up stand-ins.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Origin {
    Printed,
    BuiltIn,
    MadeUp,
}

impl Origin {
    /// The origin of a search hit, from the source `cards::search` gives it.
    fn of_hit(source: &str) -> Origin {
        if source.contains("made up") {
            Origin::MadeUp
        } else if source.starts_with("built-in") {
            Origin::BuiltIn
        } else {
            Origin::Printed
        }
    }

    fn of_found(found: &Found) -> Origin {
        match found {
            Found::BuiltIn { made_up: true, .. } => Origin::MadeUp,
            Found::BuiltIn { .. } => Origin::BuiltIn,
            Found::Imported { .. } => Origin::Printed,
        }
    }
}

fn printed_badge(origin: Origin, lang: Lang) -> maud::Markup {
    html! {
        @match origin {
            Origin::MadeUp => span.badge.made-up { (tr!(lang, "web-made-up")) },
            Origin::BuiltIn => span.badge.built-in { (tr!(lang, "web-built-in")) },
            Origin::Printed => span.badge.printed { (tr!(lang, "web-printed")) },
        }
    }
}

pub async fn cards(State(app): State<Arc<App>>, ctx: Judge, Query(Q { q }): Query<Q>) -> Response {
    blocking(move || {
        let lang = ctx.speak.lang;
        let q = q.trim().to_owned();
        let store = match app.store() {
            Ok(s) => s,
            Err(e) => return server_error(&e),
        };
        let (hits, error) = if q.is_empty() {
            let all = app
                .lib
                .cards()
                .iter()
                .map(|c| cards::Hit {
                    name: c.name.clone(),
                    kind: c.kind.keyword().to_string(),
                    id: None,
                    traits: c.traits.clone(),
                    source: if c.synthetic {
                        "built-in, made up"
                    } else {
                        "built-in"
                    },
                })
                .collect();
            (all, None)
        } else {
            match cards::search(store.cards(), app.lib, std::slice::from_ref(&q)) {
                Ok((h, _)) => (h, None),
                Err(e) => (Vec::new(), Some(e.to_string())),
            }
        };
        let body = html! {
            h1 { (tr!(lang, "web-cards-title")) }
            (search_form("/cards", tr!(lang, "web-cards-search"), &q, "assassin", lang))
            @if let Some(e) = &error { (error_box(e)) }
            @if !q.is_empty() { p.muted id="count" { (tr!(lang, "web-found", n = hits.len())) } }
            @for h in &hits {
                div.hit {
                    a href={ "/cards/" (urlish(&h.name)) } { (h.name) }
                    " " (printed_badge(Origin::of_hit(h.source), lang))
                    " " span.muted { (h.kind) @if !h.traits.is_empty() { " · " (h.traits.join(" · ")) } }
                }
            }
        };
        html(
            StatusCode::OK,
            page::page(&tr!(lang, "web-cards-title"), Some(&ctx), body),
        )
    })
    .await
}

/// A card name as a path segment.
fn urlish(name: &str) -> String {
    let mut out = String::new();
    for b in name.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

pub async fn card(State(app): State<Arc<App>>, ctx: Judge, Path(name): Path<String>) -> Response {
    blocking(move || {
        let lang = ctx.speak.lang;
        let store = match app.store() {
            Ok(s) => s,
            Err(e) => return server_error(&e),
        };
        let found = match cards::find(store.cards(), app.lib, &name) {
            Ok(f) => f,
            Err(e) => {
                let body = html! {
                    h1 { (tr!(lang, "web-cards-title")) }
                    (error_box(&e.to_string()))
                    p { a href={ "/cards?q=" (urlish(&name)) } { (tr!(lang, "web-cards-search-for", name = name.as_str())) } }
                };
                return html(
                    StatusCode::NOT_FOUND,
                    page::page(&tr!(lang, "web-cards-title"), Some(&ctx), body),
                );
            }
        };
        let rulings = crate::tournament::search(&*store, &format!("\"{}\"", name.replace('"', "")))
            .unwrap_or_default();
        let body = html! {
            h1 { (name) }
            @for f in &found {
                @let origin = Origin::of_found(f);
                section.card-found {
                    p {
                        (printed_badge(origin, lang)) " "
                        span.muted {
                            @match f {
                                Found::Imported { file, version, .. } => { (tr!(lang, "web-card-imported", file = file.as_str(), version = version.as_str())) },
                                Found::BuiltIn { shadowed: true, .. } => { (tr!(lang, "web-card-builtin-shadowed")) },
                                Found::BuiltIn { .. } => { (tr!(lang, "web-card-builtin")) },
                            }
                        }
                    }
                    pre id="card-text" { (cards::render(std::slice::from_ref(f), lang)) }
                }
            }
            h2 { (tr!(lang, "web-card-rulings")) }
            @if rulings.is_empty() { p.muted { (tr!(lang, "web-card-no-rulings")) } }
            @for v in &rulings {
                div.hit {
                    a href={ "/rulings/" (v.number) } { "#" (v.number) " " (v.question) }
                }
            }
            p { a href="/cards" { (tr!(lang, "web-cards-title")) } }
        };
        html(StatusCode::OK, page::page(&name, Some(&ctx), body))
    })
    .await
}

// maud's `@let` is how the template remembers the section it last headed.
#[allow(clippy::let_unit_value)]
pub async fn help(ctx: Judge, Query(Q { q }): Query<Q>) -> Response {
    let lang = ctx.speak.lang;
    let q = q.trim().to_owned();
    let entries: Vec<&help::HelpEntry> = if q.is_empty() {
        help::entries_in(lang).iter().collect()
    } else {
        let lower = q.to_lowercase();
        help::entries_in(lang)
            .iter()
            .filter(|e| {
                e.word.to_lowercase().contains(&lower)
                    || e.rows.iter().any(|r| {
                        r.syntax.to_lowercase().contains(&lower)
                            || r.meaning
                                .as_deref()
                                .is_some_and(|m| m.to_lowercase().contains(&lower))
                    })
            })
            .collect()
    };
    // Each entry with the heading of its section when it is the first of that section.
    let shown: Vec<(Option<&str>, &help::HelpEntry)> = entries
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let first = i == 0 || entries[i - 1].section != e.section;
            (first.then_some(e.section.as_str()), *e)
        })
        .collect();
    let body = html! {
        h1 { (tr!(lang, "web-help-title")) }
        p { (tr!(lang, "web-help-intro")) }
        (search_form("/help", tr!(lang, "web-help-search"), &q, "plays", lang))
        @if entries.is_empty() { (error_box(&tr!(lang, "web-help-none", word = q.as_str()))) }
        @for (heading, e) in &shown {
            @if let Some(h) = heading {
                h2 { (h) }
            }
            div.hit id={ "help-" (e.word) } {
                @for r in &e.rows {
                    p { code { (r.syntax) } }
                    @if let Some(m) = &r.meaning { p.muted { (m) } }
                    @for x in &r.examples { pre { (x) } }
                }
            }
        }
    };
    html(
        StatusCode::OK,
        page::page(&tr!(lang, "web-help-title"), Some(&ctx), body),
    )
}
