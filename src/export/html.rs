//! Self-contained HTML pages: no network, no external assets; CSS and JavaScript inline.

use serde::Serialize;

use super::CaseExport;
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

/// JSON safe to place inside `<script type="application/json">`: `<`, `>` and `&` are written
/// as `\u003c`, `\u003e`, `\u0026` (they can only occur inside JSON strings, where these escapes
/// mean the same), and so are U+2028 and U+2029.
pub fn embed_json<T: Serialize>(v: &T) -> String {
    serde_json::to_string(v)
        .expect("export DTOs hold only strings, numbers and lists")
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
        .replace('\u{2028}', "\\u2028")
        .replace('\u{2029}', "\\u2029")
}

const STYLE: &str = r##"
:root { color-scheme: light dark; --line: #8884; --muted: #777; --accent: #b03030; }
* { box-sizing: border-box; }
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Kaku Gothic ProN", "Hiragino Sans", "Yu Gothic UI", "Yu Gothic", Meiryo, "Noto Sans CJK JP", "Noto Sans JP", "Source Han Sans JP", "Droid Sans Fallback", sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem 3rem; overflow-wrap: break-word; }
h1 { font-size: 1.4rem; margin: .5rem 0 1rem; }
h2 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
table { border-collapse: collapse; margin: .5rem 0 1rem; width: 100%; }
th, td { border: 1px solid var(--line); padding: .25rem .5rem; text-align: left; vertical-align: top; }
th { background: #8881; }
code, pre, #step-line { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, "Noto Sans Mono CJK JP", "MS Gothic", "Osaka-Mono", monospace; }
code { font-size: .92em; }
pre { background: #8881; border: 1px solid var(--line); overflow-x: auto; padding: .5rem; white-space: pre-wrap; overflow-wrap: anywhere; }
.muted { color: var(--muted); }
.cite { white-space: nowrap; }
nav { align-items: center; display: flex; gap: 1rem; margin: 1rem 0; position: sticky; top: 0; background: Canvas; padding: .5rem 0; border-bottom: 1px solid var(--line); }
nav button { font: inherit; padding: .3rem .9rem; }
#step-title { font-weight: 600; min-width: 9rem; text-align: center; }
#step-line { background: #8881; border-left: 3px solid var(--accent); padding: .4rem .6rem; white-space: pre-wrap; }
.retracted { color: var(--accent); font-weight: 600; }
ol.steps li { margin: .3rem 0; }
.open { margin: .2rem 0; }
.ruling { border-top: 1px solid var(--line); margin-top: 1.5rem; }
dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: .2rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; min-width: 0; white-space: pre-wrap; }
/* A phone: no sideways scrolling. Tables become one block per row, each value under its label. */
@media (max-width: 40rem) {
  body { padding: .75rem .75rem 2rem; }
  nav { gap: .5rem; justify-content: space-between; }
  #step-title { min-width: 0; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; }
  .cite { white-space: normal; overflow-wrap: anywhere; }
  dl { display: block; }
  dt { margin-top: .5rem; }
  table.stack, table.stack tbody, table.stack tr, table.stack td { display: block; width: 100%; }
  table.stack tr:first-child { display: none; }
  table.stack tr { border: 1px solid var(--line); margin: 0 0 .5rem; padding: .2rem 0; }
  table.stack td { border: 0; padding: .05rem .6rem; }
  table.stack td:empty { display: none; }
  table.stack td::before { color: var(--muted); display: inline-block; min-width: 6.5rem; padding-right: .5rem; }
  #players td:nth-child(1)::before { content: "Seat"; }
  #players td:nth-child(2)::before { content: "Player"; }
  #players td:nth-child(3)::before { content: "Family honor"; }
  #players td:nth-child(4)::before { content: "Favor"; }
  #players td:nth-child(5)::before { content: "Clan"; }
  #players td:nth-child(6)::before { content: "Status"; }
  #cards td:nth-child(1)::before { content: "Player"; }
  #cards td:nth-child(2)::before { content: "Handle"; }
  #cards td:nth-child(3)::before { content: "Card"; }
  #cards td:nth-child(4)::before { content: "Kind"; }
  #cards td:nth-child(5)::before { content: "Zone"; }
  #cards td:nth-child(6)::before { content: "F"; }
  #cards td:nth-child(7)::before { content: "C"; }
  #cards td:nth-child(8)::before { content: "PH"; }
  #cards td:nth-child(9)::before { content: "Unit F"; }
  #cards td:nth-child(10)::before { content: "Gold"; }
  #cards td:nth-child(11)::before { content: "Marks"; }
  #cards td:nth-child(12)::before { content: "Attached to"; }
  #cards td:nth-child(13)::before { content: "Traits"; }
  table.summary td:nth-child(1)::before { content: "#"; }
  table.summary td:nth-child(2)::before { content: "Round"; }
  table.summary td:nth-child(3)::before { content: "Table"; }
  table.summary td:nth-child(4)::before { content: "Players"; }
  table.summary td:nth-child(5)::before { content: "Judge"; }
  table.summary td:nth-child(6)::before { content: "Question"; }
  table.summary td:nth-child(7)::before { content: "Appeals"; }
}
"##;

const SCRIPT: &str = r#"
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('case-data').textContent);
  var steps = data.steps;
  var total = steps.length;
  var current = 0;

  function el(tag, text, cls) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined && text !== null) { e.textContent = String(text); }
    return e;
  }
  function clear(node) { while (node.firstChild) { node.removeChild(node.firstChild); } }
  function row(cells, head) {
    var tr = el('tr');
    cells.forEach(function (c) { tr.appendChild(el(head ? 'th' : 'td', c)); });
    return tr;
  }
  function citations(list) {
    var span = el('span', null, 'cites');
    list.forEach(function (c, i) {
      if (i > 0) { span.appendChild(document.createTextNode(', ')); }
      var code = el('code', c.id, 'cite');
      if (c.title) { code.title = c.title; }
      span.appendChild(code);
      span.appendChild(document.createTextNode(c.title ? ' ' + c.title : ' (no longer in the corpus)'));
    });
    return span;
  }

  function renderBoard(b) {
    var head = document.getElementById('board-head');
    clear(head);
    var turn = b.turn ? 'Turn ' + b.turn_number + ': ' + b.turn + ', ' + b.phase + ' phase' : 'No turn set';
    head.appendChild(el('p', turn + ' \u00b7 Imperial Favor: ' + (b.favor || 'nobody (centre)')));
    if (b.winner) { head.appendChild(el('p', 'Winner: ' + b.winner + ' (' + b.victory + ' victory)', 'retracted')); }

    var players = document.getElementById('players');
    clear(players);
    players.appendChild(row(['Seat', 'Player', 'Family honor', 'Favor', 'Clan', 'Status'], true));
    b.players.forEach(function (p) {
      var tr = el('tr');
      tr.appendChild(el('td', p.seat));
      var name = el('td', p.name, 'player');
      name.dataset.player = p.name;
      tr.appendChild(name);
      var honor = el('td', p.family_honor, 'honor');
      honor.dataset.player = p.name;
      tr.appendChild(honor);
      tr.appendChild(el('td', p.favor ? '\u2605' : ''));
      tr.appendChild(el('td', p.clan || ''));
      var status = [];
      if (p.current) { status.push('current player'); }
      if (p.out) { status.push('out'); }
      tr.appendChild(el('td', status.join(', ')));
      players.appendChild(tr);
    });

    var cards = document.getElementById('cards');
    clear(cards);
    if (b.cards.length > 0) {
      cards.appendChild(row(['Player', 'Handle', 'Card', 'Kind', 'Zone', 'F', 'C', 'PH', 'Unit F', 'Gold', 'Marks', 'Attached to', 'Traits'], true));
      b.cards.forEach(function (c) {
        var marks = [];
        if (c.bowed) { marks.push('bowed'); }
        if (c.dishonored) { marks.push('dishonored'); }
        // A holding shows its gold, not force 0 / chi 0.
        var producer = c.gold !== null && c.kind !== 'personality' && c.kind !== 'follower';
        var tr = row([c.controller, c.handle, c.made_up ? c.name + ' (made up)' : c.name, c.kind, c.zone, producer ? '' : c.force,
          producer ? '' : c.chi, producer ? '' : c.personal_honor,
          c.unit_force === null ? '' : c.unit_force, c.gold === null ? '' : c.gold,
          marks.join(', '), c.attached_to || '', c.traits.join(' ')]);
        tr.dataset.handle = c.handle;
        cards.appendChild(tr);
      });
    }

    var open = document.getElementById('open');
    clear(open);
    b.pending.forEach(function (p, i) {
      open.appendChild(el('p', 'Waiting to resolve (' + (i + 1) + '): ' + p.player + '\u2019s ' + p.action + ' (' + p.kind + ')' +
        (p.targets.length ? ' \u2192 ' + p.targets.join(', ') : '') + (p.cancelled ? ' [cancelled]' : '') +
        '; chance: ' + p.chance + ' (' + p.passes + ' passed in a row)', 'open'));
    });
    if (b.petition) {
      var q = b.petition;
      open.appendChild(el('p', 'Petition for the Imperial Favor: ' + q.petitioner + ' ' + q.petitioner_total + ' \u2014 ' +
        q.opponent + ' ' + q.opponent_total + '; chance: ' + q.chance, 'open'));
    }
    if (b.question) { open.appendChild(el('p', 'Question: ' + b.question, 'open')); }
    if (b.chance) { open.appendChild(el('p', 'Chance to act: ' + b.chance, 'open')); }
    (b.provinces || []).forEach(function (v) {
      var card = v.destroyed ? 'destroyed' : (v.card === null ? 'empty' : v.card + (v.face_up ? ' (face up)' : ' (face down)'));
      open.appendChild(el('p', 'Province ' + v.handle + ' of ' + v.owner + ', strength ' + v.strength + ': ' + card, 'open'));
    });
    if (b.attack) {
      var a = b.attack;
      open.appendChild(el('p', 'Attack: ' + a.attacker + ' on ' + a.defender + ' \u00b7 ' + a.stage, 'open'));
      a.battlefields.forEach(function (f) {
        var side = function (s) { return s.units.length ? s.units.join(', ') + ' (force ' + s.force + ')' : 'none (force 0)'; };
        open.appendChild(el('p', f.province + (f.current ? ' [being fought]' : (f.fought ? ' [fought]' : '')) +
          ': attackers ' + side(f.attackers) + ' \u2014 defenders ' + side(f.defenders), 'open'));
      });
    }
    if (b.opportunity) { open.appendChild(el('p', 'Opportunity to act: ' + b.opportunity, 'open')); }
  }

  function render(i) {
    var s = steps[i - 1];
    document.getElementById('step-title').textContent = 'Step ' + i + ' of ' + total;
    document.getElementById('step-line').textContent = s.line;
    var meta = document.getElementById('step-meta');
    clear(meta);
    meta.appendChild(el('span', s.kind + ' \u00b7 recorded ' + s.recorded_at_local + ' by ' + s.author));
    if (s.retracted) { meta.appendChild(el('span', ' \u00b7 retracted by a later undo', 'retracted')); }
    var list = document.getElementById('step-list');
    clear(list);
    s.steps.forEach(function (st) {
      var li = el('li');
      li.appendChild(el('span', st.text));
      li.appendChild(document.createTextNode(' \u2014 '));
      li.appendChild(citations(st.citations));
      list.appendChild(li);
    });
    renderBoard(s.board);
    document.getElementById('prev').disabled = i <= 1;
    document.getElementById('next').disabled = i >= total;
  }

  function go(i, moveHash) {
    if (total === 0) { return; }
    i = Math.max(1, Math.min(total, i));
    current = i;
    render(i);
    if (moveHash && location.hash !== '#step-' + i) { location.hash = 'step-' + i; }
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
         <title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n{body}<script>{WIDTH_CHECK}</script>\n</body>\n</html>\n",
        esc(title)
    )
}

/// A case as one page: the board and the steps with citations of the current event, with
/// back/forward buttons, arrow keys and deep links (`#step-12`).
pub fn case_html(c: &CaseExport) -> String {
    let first = if c.steps.is_empty() { 0 } else { 1 };
    let diverged = match c.diverged {
        Some(d) => format!(
            "<p class=\"retracted\">This engine now reaches a different state from event {d} on.</p>\n"
        ),
        None => String::new(),
    };
    let body = format!(
        "<h1>Case {name}</h1>\n\
         <p class=\"muted\">{n} event(s). Step with the buttons or the \u{2190} \u{2192} keys; \
         the address (<code>#step-N</code>) links to the step shown.</p>\n{diverged}\
         <nav><button id=\"prev\" type=\"button\" title=\"Back (\u{2190})\">\u{2190} Back</button>\
         <div id=\"step-title\">Step {first} of {n}</div>\
         <button id=\"next\" type=\"button\" title=\"Forward (\u{2192})\">Forward \u{2192}</button></nav>\n\
         <div id=\"step-line\"></div>\n<p id=\"step-meta\" class=\"muted\"></p>\n\
         <h2>What the rules made of it</h2>\n<ol id=\"step-list\" class=\"steps\"></ol>\n\
         <h2>Board after this step</h2>\n<div id=\"board-head\"></div>\n\
         <table id=\"players\" class=\"stack\"></table>\n<table id=\"cards\" class=\"stack\"></table>\n<div id=\"open\"></div>\n\
         <noscript><p>Stepping through the case needs JavaScript; the Markdown export \
         (<code>gunbai case export {name} --format md</code>) has the same content.</p></noscript>\n\
         <script type=\"application/json\" id=\"case-data\">{data}</script>\n\
         <script>{SCRIPT}</script>\n",
        name = esc(&c.case),
        n = c.events,
        data = embed_json(c),
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

fn ruling_html(v: &RulingView) -> String {
    let mut s = format!(
        "<section class=\"ruling\" id=\"ruling-{id}\">\n<h2>Ruling #{id} \u{2014} round {round}, table {table}</h2>\n",
        id = v.number,
        round = v.round,
        table = v.table
    );
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
                "by {} ({}): <strong>{}</strong> \u{2014} {}",
                esc(&a.by),
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
        body.push_str(&ruling_html(v));
    }
    page(&format!("Rulings of {}", r.tournament.name), &body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_json_cannot_close_the_script() {
        let v = vec!["</script><img src=x onerror=alert(1)>\u{2028}&"];
        let s = embed_json(&v);
        assert!(!s.contains('<') && !s.contains('>') && !s.contains('&'));
        assert!(!s.contains('\u{2028}'));
        let back: Vec<String> = serde_json::from_str(&s).expect("still JSON");
        assert_eq!(back[0], v[0]);
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(
            esc("<a href=\"x\">&'"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
    }
}
