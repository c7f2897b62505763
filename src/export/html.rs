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
  table.summary td::before { content: attr(data-label); }
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
  // "Step {i} of {n}" in the page's language, from the navigation bar.
  var template = document.querySelector('nav.stepnav').getAttribute('data-step-title') || 'Step {i} of {n}';
  function title(i) { return template.replace('{i}', String(i)).replace('{n}', String(total)); }
  function render(i) {
    sections.forEach(function (s, k) { s.hidden = (k + 1) !== i; });
    document.getElementById('step-title').textContent = title(i);
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
    document.getElementById('step-title').textContent = title(0);
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

fn page(title: &str, body: &str, lang: Lang) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{code}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n\
         <title>{}</title>\n<style>{STYLE}{board_style}</style>\n</head>\n<body>\n{body}<script>{WIDTH_CHECK}</script>\n</body>\n</html>\n",
        esc(title),
        board_style = super::board::STYLE,
        code = match lang {
            Lang::En => "en",
            Lang::Ja => "ja",
        },
    )
}

/// A case as one page: every step with what the rules made of it and the board after it, drawn
/// by [`super::board`] as the server draws them, one shown at a time, with back/forward buttons,
/// arrow keys and deep links (`#step-12`).
pub fn case_html(c: &CaseExport) -> String {
    case_html_in(c, Lang::En)
}

/// [`case_html`] with its headings, buttons and notes in `lang` (build the export with
/// `build_case_in` in the same language for the steps).
pub fn case_html_in(c: &CaseExport, lang: Lang) -> String {
    let first = if c.steps.is_empty() { 0 } else { 1 };
    let diverged = match c.diverged {
        Some(d) => format!(
            "<p class=\"retracted\">{}</p>\n",
            esc(&crate::tr!(lang, "export-diverged", event = d))
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
                h2 { (crate::tr!(lang, "export-step-of", step = st.seq, total = c.events)) }
                (board::step(&shown, lang, board::RuleLinks::None, false))
                h2 { (crate::tr!(lang, "export-board-heading")) }
                (board::board(&st.board, st.attack_before.as_ref(), lang, false))
            }
        };
        sections.push_str(&board::to_string(markup));
        sections.push('\n');
    }
    let name = esc(&c.case);
    let t = |id: &str| -> String {
        match id {
            "back" => crate::tr!(lang, "export-back"),
            "forward" => crate::tr!(lang, "export-forward"),
            _ => String::new(),
        }
    };
    let body = format!(
        "<h1>{title}</h1>\n\
         <p class=\"muted\">{how}</p>\n{diverged}\
         {sections}\
         <nav class=\"stepnav\" data-step-title=\"{template}\"><button id=\"prev\" type=\"button\" title=\"{back} (\u{2190})\">\u{2190} {back}</button>\
         <div id=\"step-title\">{step_title}</div>\
         <button id=\"next\" type=\"button\" title=\"{forward} (\u{2192})\">{forward} \u{2192}</button></nav>\n\
         <noscript><p>{noscript}</p></noscript>\n\
         <script>{SCRIPT}</script>\n",
        title = esc(&crate::tr!(lang, "export-case-title", case = c.case.as_str())),
        how = crate::tr!(lang, "export-case-how", events = c.events),
        template = esc(&crate::tr!(lang, "export-step-of", step = "{i}", total = "{n}")),
        step_title = esc(&crate::tr!(lang, "export-step-of", step = first, total = c.events)),
        back = esc(&t("back")),
        forward = esc(&t("forward")),
        noscript = crate::tr!(lang, "export-noscript", case = name.as_str()),
    );
    page(&format!("gunbai case {}", c.case), &body, lang)
}

fn cites_html(list: &[CitationView], lang: Lang) -> String {
    if list.is_empty() {
        return esc(&crate::tr!(lang, "export-none"));
    }
    list.iter()
        .map(|c| match &c.title {
            Some(t) => format!("<code class=\"cite\">{}</code> {}", esc(&c.id), esc(t)),
            None => format!(
                "<code class=\"cite\">{}</code> <span class=\"muted\">{}</span>",
                esc(&c.id),
                esc(&crate::tr!(lang, "export-cite-gone"))
            ),
        })
        .collect::<Vec<_>>()
        .join("<br>")
}

fn ruling_html(v: &RulingView, undone: Option<&str>, lang: Lang) -> String {
    let mut s = format!(
        "<section class=\"ruling\" id=\"ruling-{id}\">\n<h2>{}</h2>\n",
        esc(&crate::tr!(
            lang,
            "export-ruling-heading",
            number = v.number,
            round = v.round.to_string(),
            table = v.table.to_string()
        )),
        id = v.number,
    );
    if let Some(w) = undone {
        s.push_str(&format!(
            "<p class=\"retracted undone\">\u{26a0} {}</p>\n",
            esc(&crate::tr!(lang, "export-warning", text = w))
        ));
    }
    if v.corrects.is_some() {
        s.push_str(&format!(
            "<p class=\"muted\">{}</p>\n",
            esc(&crate::tr!(
                lang,
                "export-version",
                version = v.version.to_string()
            ))
        ));
    }
    let mut dl = vec![
        ("given", esc(&v.given_at_local)),
        (
            "players",
            v.players
                .iter()
                .map(|p| esc(p))
                .collect::<Vec<_>>()
                .join(", "),
        ),
        ("judge", esc(&v.judge)),
        ("question", esc(&v.question)),
        ("ruling", esc(&v.ruling)),
    ];
    if let Some(p) = &v.penalty {
        dl.push(("penalty", esc(p)));
    }
    if let Some(m) = v.extension_minutes {
        dl.push((
            "extension",
            esc(&crate::tr!(lang, "export-minutes", minutes = m.to_string())),
        ));
    }
    dl.push(("citations", cites_html(&v.citations, lang)));
    if let Some(c) = &v.case {
        dl.push((
            "case",
            format!(
                "{}<pre>{}</pre>",
                esc(&crate::tr!(
                    lang,
                    "export-case-at",
                    case = c.case.as_str(),
                    at = c.at.to_string()
                )),
                esc(c.steps.trim_end())
            ),
        ));
    }
    for a in &v.appeals {
        dl.push((
            "appeal",
            crate::tr!(
                lang,
                "export-appeal-html",
                by = esc(&a.by),
                appellant = a
                    .appellant
                    .as_deref()
                    .map(|p| crate::tr!(lang, "export-appellant", player = esc(p)))
                    .unwrap_or_default(),
                at = esc(&a.recorded_at_local),
                outcome = a.outcome.as_str(),
                note = esc(&a.note)
            ),
        ));
    }
    dl.push((
        "recorded",
        esc(&crate::tr!(
            lang,
            "export-recorded",
            at = v.recorded_at_local.as_str(),
            author = v.author.as_str()
        )),
    ));
    s.push_str("<dl>\n");
    for (k, v) in dl {
        s.push_str(&format!(
            "<dt>{}</dt><dd>{v}</dd>\n",
            esc(&super::label(lang, k))
        ));
    }
    s.push_str("</dl>\n</section>\n");
    s
}

/// A tournament's rulings report as one static page.
pub fn report_html(r: &TournamentReport) -> String {
    report_html_in(r, Lang::En)
}

/// [`report_html`] with its headings and labels in `lang`.
pub fn report_html_in(r: &TournamentReport, lang: Lang) -> String {
    let title = crate::tr!(
        lang,
        "export-rulings-of",
        event = r.tournament.name.as_str()
    );
    let mut body = format!("<h1>{}</h1>\n", esc(&title));
    if let Some(d) = r.tournament.date {
        body.push_str(&format!(
            "<p>{}</p>\n",
            esc(&crate::tr!(lang, "export-date", date = d.to_string()))
        ));
    }
    body.push_str(&format!(
        "<p>{}</p>\n",
        esc(&crate::tr!(
            lang,
            "export-ruling-count",
            count = r.rulings.len()
        ))
    ));
    if !r.rulings.is_empty() {
        let heads: Vec<String> = [
            "number", "round", "table", "players", "judge", "question", "appeals",
        ]
        .iter()
        .map(|k| esc(&super::label(lang, k)))
        .collect();
        body.push_str("<table class=\"stack summary\">\n<tr>");
        for h in &heads {
            body.push_str(&format!("<th>{h}</th>"));
        }
        body.push_str("</tr>\n");
        for v in &r.rulings {
            body.push_str(&format!(
                "<tr><td data-label=\"{}\"><a href=\"#ruling-{id}\">{id}</a></td><td data-label=\"{}\">{}</td><td data-label=\"{}\">{}</td><td data-label=\"{}\">{}</td><td data-label=\"{}\">{}</td><td data-label=\"{}\">{}</td><td data-label=\"{}\">{}</td></tr>\n",
                heads[0],
                heads[1],
                v.round,
                heads[2],
                v.table,
                heads[3],
                v.players.iter().map(|p| esc(p)).collect::<Vec<_>>().join(", "),
                heads[4],
                esc(&v.judge),
                heads[5],
                esc(&v.question),
                heads[6],
                v.appeals.len(),
                id = v.number,
            ));
        }
        body.push_str("</table>\n");
    }
    for v in &r.rulings {
        body.push_str(&ruling_html(v, r.undone_warning(v.number), lang));
    }
    page(&title, &body, lang)
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
