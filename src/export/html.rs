//! Self-contained HTML pages: no network, no external assets; CSS and JavaScript inline.

use super::{board, CaseExport};
use crate::i18n::Lang;
use crate::tournament::{CitationView, RulingView, TournamentReport};

/// Escapes text for HTML element content and quoted attribute values.
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

const STYLE: &str = r##"
:root { color-scheme: light dark; --line: #767676; --muted: #595959; --accent: #a12626; --ok: #1d6b1d; --tile: #f3f3f3; }
@media (prefers-color-scheme: dark) { :root { --line: #8a8a8a; --muted: #b8b8b8; --accent: #ff8a80; --ok: #7fd67f; --tile: #1f1f1f; } }
* { box-sizing: border-box; }
body { font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Kaku Gothic ProN", "Hiragino Sans", "Yu Gothic UI", "Yu Gothic", Meiryo, "Noto Sans CJK JP", "Noto Sans JP", "Source Han Sans JP", "Droid Sans Fallback", sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem 1rem 0; overflow-wrap: anywhere; }
h1 { font-size: 1.4rem; margin: .5rem 0 1rem; }
h2 { font-size: 1.1rem; margin: 1.2rem 0 .5rem; }
table { border-collapse: collapse; margin: .5rem 0 1rem; width: 100%; }
th, td { border: 1px solid var(--line); padding: .25rem .5rem; text-align: left; vertical-align: top; }
code, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, "Noto Sans Mono CJK JP", "MS Gothic", "Osaka-Mono", monospace; }
code { font-size: .92em; }
pre { border: 1px solid var(--line); overflow-x: auto; padding: .5rem; white-space: pre-wrap; overflow-wrap: anywhere; }
.muted, .kind { color: var(--muted); }
.cite { white-space: nowrap; }
.retracted { color: var(--accent); font-weight: 600; }
nav.stepnav { align-items: center; display: flex; gap: .5rem; justify-content: space-between; position: sticky; bottom: 0; background: Canvas; padding: .4rem .75rem; border-top: 2px solid var(--line); z-index: 2; }
nav.stepnav button { font: inherit; min-height: 44px; min-width: 44px; padding: .4rem 1rem; }
#step-title { font-weight: 600; text-align: center; }
.ruling { border-top: 1px solid var(--line); margin-top: 1.5rem; }
dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: .2rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; min-width: 0; white-space: pre-wrap; }
/* A phone: no sideways scrolling. Tables become one block per row, each value under its label. */
@media (max-width: 40rem) {
  body { padding: .75rem .75rem 0; }
  .cite { white-space: normal; overflow-wrap: anywhere; }
  dl { display: block; }
  dt { margin-top: .5rem; }
  table.stack, table.stack tbody, table.stack tr, table.stack td { display: block; width: 100%; }
  table.stack tr:first-child { display: none; }
  table.stack tr { border: 1px solid var(--line); margin: 0 0 .5rem; padding: .2rem 0; }
  table.stack td { border: 0; padding: .05rem .6rem; }
  table.stack td:empty { display: none; }
  table.stack td::before { color: var(--muted); display: inline-block; min-width: 6.5rem; padding-right: .5rem; }
  table.summary td:nth-child(1)::before { content: "#"; }
  table.summary td:nth-child(2)::before { content: "Round"; }
  table.summary td:nth-child(3)::before { content: "Table"; }
  table.summary td:nth-child(4)::before { content: "Players"; }
  table.summary td:nth-child(5)::before { content: "Judge"; }
  table.summary td:nth-child(6)::before { content: "Question"; }
  table.summary td:nth-child(7)::before { content: "Appeals"; }
}
"##;

/// Shows one step's section at a time (each step is rendered in the page, hidden but one), with
/// the back/forward buttons, the arrow keys and deep links (`#step-12`).
const SCRIPT: &str = r#"
(function () {
  'use strict';
  var sections = document.querySelectorAll('section.case-step');
  var total = sections.length;
  var current = 0;
  function render(i) {
    sections.forEach(function (s, k) { s.hidden = (k + 1) !== i; });
    document.getElementById('step-title').textContent = 'Step ' + i + ' of ' + total;
    document.getElementById('prev').disabled = i <= 1;
    document.getElementById('next').disabled = i >= total;
  }
  function go(i, moveHash) {
    if (total === 0) { return; }
    i = Math.max(1, Math.min(total, i));
    current = i;
    render(i);
    if (moveHash && location.hash !== '#step-' + i) { history.replaceState(null, '', '#step-' + i); }
  }
  function next() { go(current + 1, true); }
  function prev() { go(current - 1, true); }
  function fromHash() {
    var m = /^#step-(\d+)$/.exec(location.hash);
    return m ? parseInt(m[1], 10) : 1;
  }
  document.getElementById('next').addEventListener('click', next);
  document.getElementById('prev').addEventListener('click', prev);
  document.addEventListener('keydown', function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) { return; }
    if (e.key === 'ArrowRight') { next(); e.preventDefault(); }
    else if (e.key === 'ArrowLeft') { prev(); e.preventDefault(); }
  });
  window.addEventListener('hashchange', function () {
    var i = fromHash();
    if (i !== current) { go(i, false); }
  });
  if (total === 0) {
    document.getElementById('step-title').textContent = 'Step 0 of 0';
    return;
  }
  go(fromHash(), false);
  // Self-test hook: `?selftest=forward2` presses "forward" twice, exactly as the button does.
  if (/(^\?|&)selftest=forward2(&|$)/.test(location.search)) { next(); next(); }
  window.gunbaiCase = { next: next, prev: prev, go: go };
}());
"#;

/// Test hook: `?selftest=width-390` lays the page out 390 px wide and, once it is laid out,
/// writes the rightmost edge of any element or of what scrolls inside one into the body's
/// `data-max-right` (and the width
/// into `data-page-width`), so a headless browser can tell whether the page would scroll
/// sideways on a phone of that width. Does nothing without the parameter.
const WIDTH_CHECK: &str = r#"
(function () {
  var m = /(^\?|&)selftest=width-(\d+)(&|$)/.exec(location.search);
  if (!m) { return; }
  var w = parseInt(m[2], 10);
  document.documentElement.style.width = w + 'px';
  window.addEventListener('load', function () {
    var right = 0;
    document.querySelectorAll('body *').forEach(function (e) {
      var r = e.getBoundingClientRect();
      // Content that scrolls sideways inside an element counts too.
      if (r.width > 0) { right = Math.max(right, r.right, r.left + e.scrollWidth); }
    });
    document.body.setAttribute('data-max-right', String(Math.ceil(right)));
    document.body.setAttribute('data-page-width', String(w));
  });
}());
"#;

fn page(title: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n\
         <title>{}</title>\n<style>{STYLE}{board_style}</style>\n</head>\n<body>\n{body}<script>{WIDTH_CHECK}</script>\n</body>\n</html>\n",
        esc(title),
        board_style = super::board::STYLE,
    )
}

/// A case as one page: every step with what the rules made of it and the board after it, drawn
/// by [`super::board`] as the server draws them, one shown at a time, with back/forward buttons,
/// arrow keys and deep links (`#step-12`).
pub fn case_html(c: &CaseExport) -> String {
    let lang = Lang::En;
    let first = if c.steps.is_empty() { 0 } else { 1 };
    let diverged = match c.diverged {
        Some(d) => format!(
            "<p class=\"retracted\">This engine now reaches a different state from event {d} on.</p>\n"
        ),
        None => String::new(),
    };
    let mut sections = String::new();
    for st in &c.steps {
        let shown = board::StepShown {
            at: st.seq,
            total: c.events,
            line: &st.line,
            author: &st.author,
            when: &st.recorded_at_local,
            retracted: st.retracted,
            steps: &st.steps,
            answer: board::battle_answer(st.board.attack.as_ref(), st.attack_before.as_ref(), lang),
        };
        let markup = maud::html! {
            section.case-step id={ "step-" (st.seq) } data-step=(st.seq) hidden {
                h2 { "Step " (st.seq) " of " (c.events) }
                (board::step(&shown, lang, board::RuleLinks::None, false))
                h2 { "Board after this step" }
                (board::board(&st.board, st.attack_before.as_ref(), lang, false))
            }
        };
        sections.push_str(&board::to_string(markup));
        sections.push('\n');
    }
    let body = format!(
        "<h1>Case {name}</h1>\n\
         <p class=\"muted\">{n} event(s). Step with the buttons or the \u{2190} \u{2192} keys; \
         the address (<code>#step-N</code>) links to the step shown.</p>\n{diverged}\
         {sections}\
         <nav class=\"stepnav\"><button id=\"prev\" type=\"button\" title=\"Back (\u{2190})\">\u{2190} Back</button>\
         <div id=\"step-title\">Step {first} of {n}</div>\
         <button id=\"next\" type=\"button\" title=\"Forward (\u{2192})\">Forward \u{2192}</button></nav>\n\
         <noscript><p>Stepping through the case needs JavaScript; the Markdown export \
         (<code>gunbai case export {name} --format md</code>) has the same content.</p></noscript>\n\
         <script>{SCRIPT}</script>\n",
        name = esc(&c.case),
        n = c.events,
    );
    page(&format!("gunbai case {}", c.case), &body)
}

fn cites_html(list: &[CitationView]) -> String {
    if list.is_empty() {
        return "none".into();
    }
    list.iter()
        .map(|c| match &c.title {
            Some(t) => format!("<code class=\"cite\">{}</code> {}", esc(&c.id), esc(t)),
            None => format!(
                "<code class=\"cite\">{}</code> <span class=\"muted\">(no longer in the corpus)</span>",
                esc(&c.id)
            ),
        })
        .collect::<Vec<_>>()
        .join("<br>")
}

fn ruling_html(v: &RulingView, undone: Option<&str>) -> String {
    let mut s = format!(
        "<section class=\"ruling\" id=\"ruling-{id}\">\n<h2>Ruling #{id} \u{2014} round {round}, table {table}</h2>\n",
        id = v.number,
        round = v.round,
        table = v.table
    );
    if let Some(w) = undone {
        s.push_str(&format!(
            "<p class=\"retracted undone\">\u{26a0} Warning: {}</p>\n",
            esc(w)
        ));
    }
    if v.corrects.is_some() {
        s.push_str(&format!(
            "<p class=\"muted\">Version {} (corrected; the earlier versions are kept).</p>\n",
            v.version
        ));
    }
    let mut dl = vec![
        ("Given", esc(&v.given_at_local)),
        (
            "Players",
            v.players
                .iter()
                .map(|p| esc(p))
                .collect::<Vec<_>>()
                .join(", "),
        ),
        ("Judge", esc(&v.judge)),
        ("Question", esc(&v.question)),
        ("Ruling", esc(&v.ruling)),
    ];
    if let Some(p) = &v.penalty {
        dl.push(("Penalty", esc(p)));
    }
    if let Some(m) = v.extension_minutes {
        dl.push(("Time extension", format!("{m} minute(s)")));
    }
    dl.push(("Citations", cites_html(&v.citations)));
    if let Some(c) = &v.case {
        dl.push((
            "Case",
            format!(
                "{} at event {}<pre>{}</pre>",
                esc(&c.case),
                c.at,
                esc(c.steps.trim_end())
            ),
        ));
    }
    for a in &v.appeals {
        dl.push((
            "Appeal",
            format!(
                "heard by {}{} ({}): <strong>{}</strong> \u{2014} {}",
                esc(&a.by),
                a.appellant
                    .as_deref()
                    .map(|p| format!(", appealed by {}", esc(p)))
                    .unwrap_or_default(),
                esc(&a.recorded_at_local),
                a.outcome.as_str(),
                esc(&a.note)
            ),
        ));
    }
    dl.push((
        "Recorded",
        format!("{} by {}", esc(&v.recorded_at_local), esc(&v.author)),
    ));
    s.push_str("<dl>\n");
    for (k, v) in dl {
        s.push_str(&format!("<dt>{k}</dt><dd>{v}</dd>\n"));
    }
    s.push_str("</dl>\n</section>\n");
    s
}

/// A tournament's rulings report as one static page.
pub fn report_html(r: &TournamentReport) -> String {
    let mut body = format!("<h1>Rulings of {}</h1>\n", esc(&r.tournament.name));
    if let Some(d) = r.tournament.date {
        body.push_str(&format!("<p>Date: {d}</p>\n"));
    }
    body.push_str(&format!("<p>{} ruling(s).</p>\n", r.rulings.len()));
    if !r.rulings.is_empty() {
        body.push_str(
            "<table class=\"stack summary\">\n<tr><th>#</th><th>Round</th><th>Table</th><th>Players</th><th>Judge</th><th>Question</th><th>Appeals</th></tr>\n",
        );
        for v in &r.rulings {
            body.push_str(&format!(
                "<tr><td><a href=\"#ruling-{id}\">{id}</a></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                v.round,
                v.table,
                v.players.iter().map(|p| esc(p)).collect::<Vec<_>>().join(", "),
                esc(&v.judge),
                esc(&v.question),
                v.appeals.len(),
                id = v.number,
            ));
        }
        body.push_str("</table>\n");
    }
    for v in &r.rulings {
        body.push_str(&ruling_html(v, r.undone_warning(v.number)));
    }
    page(&format!("Rulings of {}", r.tournament.name), &body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped() {
        assert_eq!(
            esc("<a href=\"x\">&'"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
    }
}
