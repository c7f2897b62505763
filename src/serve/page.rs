//! The frame every page shares, its stylesheet and its one small script. Pages are maud
//! templates, so whatever they show is escaped unless it is markup made by another template;
//! they carry no inline style or script, so the Content-Security-Policy can forbid both.

use maud::{html, Markup, DOCTYPE};

use super::extract::Judge;
use super::speak::Speak;
use crate::i18n::Lang;
use crate::tournament::CitationView;
use crate::tr;

/// The policy sent with every page the server renders itself.
pub const CSP: &str = "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; \
     form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/// The server's stylesheet: the page's own rules, then the board's ([`crate::export::board::STYLE`]).
pub fn style() -> String {
    format!("{OWN_STYLE}{}", crate::export::board::STYLE)
}

/// Every control is at least 44 px tall and wide; text has a contrast of at least 4.5:1 against
/// its background, in light and in dark mode.
const OWN_STYLE: &str = r#":root { color-scheme: light dark; --line: #767676; --muted: #595959; --accent: #a12626; --ok: #1d6b1d; --tile: #f3f3f3; --errbg: #fbeaea; --okbg: #e9f4e9; --bg: #ffffff; }
@media (prefers-color-scheme: dark) { :root { --line: #8a8a8a; --muted: #b8b8b8; --accent: #ff8a80; --ok: #7fd67f; --tile: #1f1f1f; --errbg: #3a1d1d; --okbg: #1b321b; --bg: #121212; } }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Kaku Gothic ProN", "Hiragino Sans", "Yu Gothic UI", "Yu Gothic", Meiryo, "Noto Sans CJK JP", "Noto Sans JP", "Source Han Sans JP", "Droid Sans Fallback", sans-serif; margin: 0 auto; max-width: 60rem; padding: 0 .75rem 5.5rem; overflow-wrap: anywhere; background: var(--bg); }
header nav { display: flex; flex-wrap: wrap; gap: 0 .7rem; align-items: center; padding: .2rem 0; border-bottom: 1px solid var(--line); }
header nav .me { margin-left: auto; color: var(--muted); }
h1 { font-size: 1.3rem; margin: .6rem 0 .4rem; }
h2 { font-size: 1.1rem; margin: 1rem 0 .4rem; }
h3 { font-size: 1.05rem; margin: .9rem 0 .3rem; }
a { color: inherit; display: inline-block; min-height: 44px; min-width: 44px; padding: .65rem 0; }
form { margin: .5rem 0; }
form.inline { display: inline; margin: 0; }
label { display: block; margin: .45rem 0 .15rem; font-weight: 600; }
input, select, textarea, button { font: inherit; max-width: 100%; min-height: 44px; }
input[type=text], input[type=password], input[type=number], input[type=search], input[type=date], select, textarea { width: 100%; padding: .4rem; }
textarea { min-height: 5.5rem; font-family: ui-monospace, Menlo, Consolas, "Noto Sans Mono CJK JP", monospace; }
button { padding: .45rem 1rem; margin-top: .4rem; min-width: 44px; }
pre { border: 1px solid var(--line); padding: .5rem; max-width: 100%; font-size: .9rem; line-height: 1.35; white-space: pre-wrap; overflow-wrap: anywhere; }
code { font-family: ui-monospace, Menlo, Consolas, "Noto Sans Mono CJK JP", monospace; }
.muted { color: var(--muted); }
.kind { color: var(--muted); }
.error { border-left: 4px solid var(--accent); padding: .3rem .6rem; background: var(--errbg); }
.notice { border-left: 4px solid var(--ok); padding: .3rem .6rem; background: var(--okbg); }
.card { border-top: 1px solid var(--line); padding: .3rem 0; }
nav.steps { display: flex; gap: .5rem; align-items: center; justify-content: space-between; position: fixed; left: 0; right: 0; bottom: 0; z-index: 2; background: var(--bg); border-top: 2px solid var(--line); padding: .3rem .75rem; margin: 0; }
nav.steps a, nav.steps span.off { min-height: 44px; min-width: 5.5rem; padding: .6rem .7rem; border: 1px solid var(--line); border-radius: .3rem; text-decoration: none; text-align: center; }
nav.steps span.off { color: var(--muted); }
nav.steps .here { font-weight: 600; }
dl { margin: .4rem 0; }
dt { font-weight: 600; margin-top: .4rem; }
dd { margin: 0 0 0 .8rem; white-space: pre-wrap; }
ul.cites { padding-left: 1.1rem; margin: .2rem 0; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid var(--line); padding: .25rem .3rem; text-align: left; vertical-align: top; }
.share { word-break: break-all; }
.qr svg { width: 14rem; height: 14rem; max-width: 100%; background: #fff; }
.tools { display: flex; flex-wrap: wrap; gap: 0 1rem; }
details > summary { min-height: 44px; cursor: pointer; display: flex; align-items: center; }
.hit { border-top: 1px solid var(--line); padding: .2rem 0; }
.lang { font-weight: 600; }
"#;

/// Arrow keys follow the back/forward links of a case; Ctrl+Enter sends the line box; a copy
/// button copies a share link.
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
  // A copy button (`data-copy` names the element whose link or text it copies).
  document.addEventListener('click', function (e) {
    var b = e.target && e.target.closest ? e.target.closest('button[data-copy]') : null;
    if (!b) { return; }
    var el = document.getElementById(b.getAttribute('data-copy'));
    if (!el) { return; }
    var text = el.href || el.textContent;
    function done() { b.textContent = b.getAttribute('data-done') || 'Copied'; }
    function select() {
      var r = document.createRange();
      r.selectNodeContents(el);
      var sel = window.getSelection();
      sel.removeAllRanges();
      sel.addRange(r);
      try { document.execCommand('copy'); } catch (err) { return; }
      done();
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(done, select);
    } else { select(); }
  });
}());
"#;

/// A judge's role as the pages name it.
pub fn role_name(lang: Lang, role: crate::store::judges::Role) -> String {
    match role {
        crate::store::judges::Role::Floor => tr!(lang, "web-role-floor"),
        crate::store::judges::Role::Head => tr!(lang, "web-role-head"),
    }
}

/// The hidden field every form of a logged-in page carries.
pub fn csrf_field(csrf: &str) -> Markup {
    html! { input type="hidden" name="csrf" value=(csrf); }
}

/// A whole page. `viewer` is `None` for the login page and the pages of a share link, which
/// speak English; [`page_for`] takes the language of the request.
pub fn page(title: &str, viewer: Option<&Judge>, body: Markup) -> String {
    let speak = viewer.map(|v| v.speak.clone()).unwrap_or_default();
    page_for(&speak, title, viewer, body)
}

/// A whole page in the language of `speak`, with the switch to the other language.
pub fn page_for(speak: &Speak, title: &str, viewer: Option<&Judge>, body: Markup) -> String {
    let lang = speak.lang;
    let other = match lang {
        Lang::En => Lang::Ja,
        Lang::Ja => Lang::En,
    };
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) " · gunbai" }
                link rel="stylesheet" href="/static/app.css";
                script src="/static/app.js" defer {}
            }
            body {
                header {
                    nav id="top" {
                        @if let Some(v) = viewer {
                            a href="/rulings" { (tr!(lang, "web-nav-rulings")) }
                            a href="/cases" { (tr!(lang, "web-nav-cases")) }
                            a href="/rules" { (tr!(lang, "web-nav-rules")) }
                            a href="/cards" { (tr!(lang, "web-nav-cards")) }
                            a href="/help" { (tr!(lang, "web-nav-help")) }
                            a href="/events" { (tr!(lang, "web-nav-events")) }
                            @if v.is_head() {
                                a href="/judges" { (tr!(lang, "web-nav-judges")) }
                            }
                        }
                        a.lang id="lang-switch" lang=(other.code()) href=(speak.switch_to(other)) {
                            @match other { Lang::Ja => "日本語", Lang::En => "English" }
                        }
                        @if let Some(v) = viewer {
                            span.me { (v.judge.name) " (" (role_name(lang, v.judge.role)) ")" }
                            form.inline method="post" action="/logout" {
                                (csrf_field(&v.csrf))
                                button type="submit" { (tr!(lang, "web-logout")) }
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
