//! The frame every page shares, its stylesheet and its one small script. Pages are maud
//! templates, so whatever they show is escaped unless it is markup made by another template;
//! they carry no inline style or script, so the Content-Security-Policy can forbid both.

use maud::{html, Markup, DOCTYPE};

use super::extract::Judge;
use crate::tournament::CitationView;

/// The policy sent with every page the server renders itself.
pub const CSP: &str = "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; \
     form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

pub const STYLE: &str = r#":root { color-scheme: light dark; --line: #8885; --muted: #777; --accent: #b03030; --ok: #2a7a2a; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { font: 16px/1.45 system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Noto Sans CJK JP", sans-serif; margin: 0 auto; max-width: 48rem; padding: 0 .75rem 3rem; overflow-wrap: anywhere; }
header nav { display: flex; flex-wrap: wrap; gap: .4rem .9rem; align-items: center; padding: .6rem 0; border-bottom: 1px solid var(--line); }
header nav .me { margin-left: auto; color: var(--muted); }
h1 { font-size: 1.3rem; margin: .8rem 0 .6rem; }
h2 { font-size: 1.05rem; margin: 1.2rem 0 .4rem; }
a { color: inherit; }
form { margin: .5rem 0; }
form.inline { display: inline; margin: 0; }
label { display: block; margin: .45rem 0 .15rem; font-weight: 600; }
input, select, textarea, button { font: inherit; max-width: 100%; }
input[type=text], input[type=password], input[type=number], input[type=search], input[type=date], select, textarea { width: 100%; padding: .4rem; }
textarea { min-height: 5.5rem; font-family: ui-monospace, Menlo, Consolas, monospace; }
button { padding: .45rem 1rem; margin-top: .4rem; }
pre { background: #8881; border: 1px solid var(--line); padding: .5rem; overflow-x: auto; max-width: 100%; font-size: .78rem; line-height: 1.3; }
code { font-family: ui-monospace, Menlo, Consolas, monospace; }
pre.wrap, .error pre { white-space: pre-wrap; overflow-wrap: anywhere; }
.muted { color: var(--muted); }
.error { border-left: 4px solid var(--accent); padding: .3rem .6rem; background: #b0303011; }
.notice { border-left: 4px solid var(--ok); padding: .3rem .6rem; background: #2a7a2a11; }
.card { border-top: 1px solid var(--line); padding: .5rem 0; }
.steps nav, nav.steps { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: .6rem 0; }
nav.steps a, nav.steps span { padding: .3rem .6rem; border: 1px solid var(--line); border-radius: .3rem; text-decoration: none; }
nav.steps .here { font-weight: 600; }
dl { margin: .4rem 0; }
dt { font-weight: 600; margin-top: .4rem; }
dd { margin: 0 0 0 .8rem; white-space: pre-wrap; }
ul.cites { padding-left: 1.1rem; margin: .2rem 0; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid var(--line); padding: .25rem .3rem; text-align: left; vertical-align: top; }
.share { word-break: break-all; }
"#;

/// Arrow keys follow the back/forward links of a case; Ctrl+Enter sends the line box.
pub const SCRIPT: &str = r#"(function () {
  'use strict';
  document.addEventListener('keydown', function (e) {
    var t = e.target;
    var typing = t && (t.tagName === 'TEXTAREA' || t.tagName === 'INPUT' || t.tagName === 'SELECT');
    if (typing) {
      if (t.id === 'lines' && e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        t.form.submit();
      }
      return;
    }
    if (e.altKey || e.ctrlKey || e.metaKey) { return; }
    var id = e.key === 'ArrowLeft' ? 'step-back' : e.key === 'ArrowRight' ? 'step-forward' : null;
    var a = id && document.getElementById(id);
    if (a && a.href) { e.preventDefault(); location.href = a.href; }
  });
}());
"#;

/// The hidden field every form of a logged-in page carries.
pub fn csrf_field(csrf: &str) -> Markup {
    html! { input type="hidden" name="csrf" value=(csrf); }
}

/// A whole page. `viewer` is `None` for the login page and the pages of a share link.
pub fn page(title: &str, viewer: Option<&Judge>, body: Markup) -> String {
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) " · gunbai" }
                link rel="stylesheet" href="/static/app.css";
                script src="/static/app.js" defer {}
            }
            body {
                @if let Some(v) = viewer {
                    header {
                        nav {
                            a href="/rulings" { "Rulings" }
                            a href="/cases" { "Cases" }
                            a href="/events" { "Events" }
                            @if v.is_head() {
                                a href="/judges" { "Judges" }
                            }
                            span.me { (v.judge.name) " (" (v.judge.role.as_str()) ")" }
                            form.inline method="post" action="/logout" {
                                (csrf_field(&v.csrf))
                                button type="submit" { "Log out" }
                            }
                        }
                    }
                }
                main { (body) }
            }
        }
    }
    .into_string()
}

/// A paragraph for an error message.
pub fn error_box(message: &str) -> Markup {
    html! {
        div.error role="alert" { pre { (message) } }
    }
}

/// One cited rule as a list item: its id, its title (or that it is no longer in the corpus) and
/// its locator.
pub fn citation_item(c: &CitationView) -> Markup {
    html! {
        li {
            code { (c.id) }
            " " (c.title.as_deref().unwrap_or("(no longer in the corpus)")) " "
            span.muted { (c.locator.as_deref().unwrap_or("")) }
        }
    }
}
