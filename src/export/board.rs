//! The board and one step of a case as HTML, in one place for both the pages of `gunbai serve`
//! and the self-contained case export: each player's cards as tiles (a bowed card lies turned,
//! a dishonored one is marked, attachments and tokens sit on their personality), the provinces
//! with their cards, honor and the Imperial Favor at the top, an attack as a picture (the armies
//! at each province, each unit's force, who won), and the step's answer first with its rule
//! texts one tap away.
//!
//! *Invariant:* pure: a view in, markup out, everything shown escaped (maud). The markup carries
//! no inline style or script, so the server's Content-Security-Policy holds; [`STYLE`] is its
//! stylesheet, included by both.

use maud::{html, Markup, PreEscaped};

use super::StepView;
use crate::i18n::Lang;
use crate::render::{ArmyView, AttackView, BattlefieldView, BoardView, CardView};
use crate::tournament::CitationView;
use crate::tr;

/// The stylesheet of the board and the step, shared by the server's stylesheet and the export.
/// Colours are chosen for a contrast of at least 4.5:1 against the page in light and dark mode.
pub const STYLE: &str = r#"
.board-top { display: flex; flex-wrap: wrap; gap: .3rem .8rem; align-items: baseline; margin: .3rem 0 .6rem; }
.board-top .favor { font-weight: 600; }
.winner { color: var(--accent); font-weight: 700; }
.player { border-top: 2px solid var(--line); padding: .4rem 0 .6rem; }
.player h3 { display: flex; flex-wrap: wrap; gap: .2rem .6rem; align-items: baseline; margin: .2rem 0 .4rem; font-size: 1.05rem; }
.player h3 .honor { font-weight: 700; }
.badge { display: inline-block; border: 1px solid currentColor; border-radius: .3rem; padding: 0 .35rem; font-size: .85rem; font-weight: 600; }
.tiles { display: flex; flex-wrap: wrap; gap: .5rem; align-items: flex-start; }
.tile { width: 10.5rem; min-height: 9rem; border: 2px solid var(--line); border-radius: .5rem; padding: .35rem .45rem; background: var(--tile); font-size: .9rem; line-height: 1.3; }
.tile.bowed { width: 13rem; min-height: 6.5rem; border-style: dashed; }
.tile.bowed .turned { font-weight: 700; }
.tile.dishonored { border-color: var(--accent); }
.tile .name { font-weight: 700; }
.tile .kind { color: var(--muted); }
.tile .stats { font-variant-numeric: tabular-nums; margin: .15rem 0; }
.tile .mark { display: inline-block; margin: .1rem .25rem .1rem 0; padding: 0 .3rem; border-radius: .25rem; font-size: .8rem; font-weight: 700; border: 1px solid currentColor; }
.tile .mark.dis { color: var(--accent); }
.tile ul.on { margin: .25rem 0 0; padding: .2rem 0 0 .9rem; border-top: 1px dotted var(--line); }
.tile ul.on li { margin: .1rem 0; }
.province { min-height: 6rem; }
.province.destroyed { text-decoration: line-through; color: var(--muted); }
.elsewhere { margin: .4rem 0 0; font-size: .9rem; }
.open p { margin: .2rem 0; }
.battle { border: 2px solid var(--line); border-radius: .5rem; padding: .4rem .5rem; margin: .5rem 0; }
.battle.current { border-color: var(--accent); }
.battle h4 { margin: 0 0 .3rem; font-size: 1rem; }
.armies { display: grid; grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr); gap: .4rem; align-items: start; }
.armies .vs { align-self: center; font-weight: 700; }
.army ul { list-style: none; margin: .2rem 0; padding: 0; }
.army li { display: flex; justify-content: space-between; gap: .3rem; border-bottom: 1px dotted var(--line); }
.army .total { font-weight: 700; font-size: 1.1rem; }
.army.won { outline: 3px solid var(--ok); outline-offset: 2px; border-radius: .3rem; }
.battle .outcome { font-weight: 700; margin: .3rem 0 0; }
.answer { font-size: 1.05rem; font-weight: 600; border-left: 4px solid var(--ok); padding: .3rem .6rem; margin: .4rem 0; background: var(--tile); }
.typed { font-family: ui-monospace, Menlo, Consolas, "Noto Sans Mono CJK JP", monospace; background: var(--tile); border-left: 3px solid var(--accent); padding: .3rem .5rem; white-space: pre-wrap; overflow-wrap: anywhere; }
.retracted-mark { color: var(--accent); font-weight: 700; }
ol.explained { padding-left: 1.4rem; margin: .3rem 0; }
ol.explained li { margin: .25rem 0; }
details.rule { margin: .15rem 0; }
details.rule > summary { min-height: 44px; display: flex; align-items: center; gap: .4rem; cursor: pointer; flex-wrap: wrap; }
details.rule .rule-text { margin: .2rem 0 .4rem .8rem; }
"#;

fn n(v: i32) -> String {
    v.to_string()
}

/// A card's name as shown: a made-up card says so.
fn card_name(c: &CardView, lang: Lang) -> Markup {
    html! {
        span.name { (c.name) }
        @if c.made_up { " " span.badge { (tr!(lang, "web-made-up")) } }
    }
}

fn stats(c: &CardView, lang: Lang) -> Markup {
    let producer = c.gold.is_some() && c.kind != "personality" && c.kind != "follower";
    html! {
        div.stats {
            @if producer {
                (tr!(lang, "web-stat-gold", gold = c.gold.unwrap_or(0)))
            } @else {
                (tr!(lang, "web-stat-fcp", force = n(c.force), chi = n(c.chi), ph = n(c.personal_honor)))
                @if let Some(u) = c.unit_force { br; (tr!(lang, "web-stat-unit", force = n(u))) }
            }
        }
    }
}

fn marks(c: &CardView, lang: Lang) -> Markup {
    html! {
        @if c.bowed { span.mark.turned { "\u{21bb} " (tr!(lang, "web-bowed")) } }
        @if c.dishonored { span.mark.dis { (tr!(lang, "web-dishonored")) } }
    }
}

/// One card in play as a tile, with what is attached to it and its tokens.
fn tile(c: &CardView, all: &[CardView], lang: Lang) -> Markup {
    let on: Vec<&CardView> = all
        .iter()
        .filter(|a| a.attached_to.as_deref() == Some(c.handle.as_str()))
        .collect();
    let mut class = String::from("tile");
    if c.bowed {
        class.push_str(" bowed");
    }
    if c.dishonored {
        class.push_str(" dishonored");
    }
    html! {
        div class=(class) data-handle=(c.handle) {
            div { (card_name(c, lang)) }
            div.kind { code { (c.handle) } " · " (c.kind) }
            (stats(c, lang))
            div { (marks(c, lang)) }
            @if !c.tokens.is_empty() {
                div.tokens { (tr!(lang, "web-tokens")) " " (c.tokens.join(", ")) }
            }
            @if !on.is_empty() {
                ul.on {
                    @for a in &on {
                        li data-handle=(a.handle) {
                            (card_name(a, lang)) " "
                            span.kind { "(" (a.kind) ", " code { (a.handle) } ")" } " "
                            @if a.kind == "follower" || a.force != 0 || a.chi != 0 {
                                span.stats { (tr!(lang, "web-stat-fc", force = n(a.force), chi = n(a.chi))) } " "
                            }
                            (marks(a, lang))
                        }
                    }
                }
            }
        }
    }
}

/// Whose side won a battle, from the forces at its resolution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Attacker,
    Defender,
    /// Equal forces: both armies are destroyed, or nothing happens if one side had no units.
    Tie,
}

/// The outcome of a battle by the resolution rule (`ref.battle.resolution`): the greater force
/// wins; equal forces tie (`ref.battle.tie`).
pub fn outcome(attackers: &ArmyView, defenders: &ArmyView) -> Outcome {
    match attackers.force.cmp(&defenders.force) {
        std::cmp::Ordering::Greater => Outcome::Attacker,
        std::cmp::Ordering::Less => Outcome::Defender,
        std::cmp::Ordering::Equal => Outcome::Tie,
    }
}

fn army(side: &ArmyView, who: &str, won: bool, cards: &[CardView], lang: Lang) -> Markup {
    html! {
        div class={ "army" @if won { " won" } } {
            div { strong { (who) } }
            ul {
                @for u in &side.units {
                    @let card = cards.iter().find(|c| &c.handle == u);
                    li data-handle=(u) {
                        span { (card.map(|c| c.name.as_str()).unwrap_or(u)) }
                        span { (card.and_then(|c| c.unit_force).map(n).unwrap_or_default()) }
                    }
                }
                @if side.units.is_empty() { li { span.kind { (tr!(lang, "web-no-units")) } } }
            }
            div.total { (tr!(lang, "web-army-force", force = n(side.force))) }
        }
    }
}

/// The outcome of battlefield `f` of attack `a` in words: "Result: Bob wins, 5 to 4".
fn outcome_text(a: &AttackView, f: &BattlefieldView, lang: Lang) -> String {
    match outcome(&f.attackers, &f.defenders) {
        Outcome::Attacker => tr!(
            lang,
            "web-battle-won",
            player = a.attacker.as_str(),
            winner = n(f.attackers.force),
            loser = n(f.defenders.force)
        ),
        Outcome::Defender => tr!(
            lang,
            "web-battle-won",
            player = a.defender.as_str(),
            winner = n(f.defenders.force),
            loser = n(f.attackers.force)
        ),
        Outcome::Tie => tr!(lang, "web-battle-tie", force = n(f.attackers.force)),
    }
}

/// One battlefield: the two armies with each unit's force and the totals, and, when its battle
/// was fought at this step, who won.
fn battlefield(
    a: &AttackView,
    f: &BattlefieldView,
    fought_now: bool,
    cards: &[CardView],
    lang: Lang,
) -> Markup {
    let result = fought_now.then(|| outcome(&f.attackers, &f.defenders));
    let state = if fought_now {
        tr!(lang, "web-battle-fought-now")
    } else if f.current {
        tr!(lang, "web-battle-current")
    } else if f.fought {
        tr!(lang, "web-battle-fought")
    } else {
        tr!(lang, "web-battle-waiting")
    };
    let rule = match result {
        Some(Outcome::Tie) => "ref.battle.tie",
        _ => "ref.battle.resolution",
    };
    html! {
        section class={ "battle" @if f.current || fought_now { " current" } } data-province=(f.province) {
            h4 { (tr!(lang, "web-battle-at", province = f.province.as_str())) " · " span.kind { (state) } }
            div.armies {
                (army(&f.attackers, &tr!(lang, "web-attacker", player = a.attacker.as_str()), result == Some(Outcome::Attacker), cards, lang))
                span.vs { "vs" }
                (army(&f.defenders, &tr!(lang, "web-defender", player = a.defender.as_str()), result == Some(Outcome::Defender), cards, lang))
            }
            @if result.is_some() {
                p.outcome.battle-result { (outcome_text(a, f, lang)) " " code { (rule) } }
            } @else if !f.fought {
                p.kind { (tr!(lang, "web-battle-forces", attackers = n(f.attackers.force), defenders = n(f.defenders.force))) }
            }
        }
    }
}

/// The battlefield whose battle was fought at this step, as it stood at its resolution (in the
/// attack `before` the step): the one being fought before and over after.
fn fought_now<'a>(
    after: Option<&AttackView>,
    before: Option<&'a AttackView>,
) -> Option<(&'a AttackView, &'a BattlefieldView)> {
    let b = before?;
    let f = b.battlefields.iter().find(|f| f.current)?;
    let still = after
        .and_then(|a| a.battlefields.iter().find(|g| g.province == f.province))
        .is_some_and(|g| g.current || !g.fought);
    (!still).then_some((b, f))
}

/// The answer of a step that fought a battle: who won it.
pub fn battle_answer(
    after: Option<&AttackView>,
    before: Option<&AttackView>,
    lang: Lang,
) -> Option<String> {
    fought_now(after, before).map(|(a, f)| {
        let text = outcome_text(a, f, lang);
        let words = text
            .split_once(':')
            .or_else(|| text.split_once('：'))
            .map_or(text.as_str(), |(_, w)| w.trim());
        tr!(
            lang,
            "web-battle-answer",
            province = f.province.as_str(),
            outcome = words
        )
    })
}

/// The attack as a picture. `before` is the attack as it stood before this step: a battle that
/// was being fought then and is over now was fought at this step, and is drawn with the armies
/// as they stood at its resolution and who won.
pub fn battle_picture(
    after: Option<&AttackView>,
    before: Option<&AttackView>,
    cards: &[CardView],
    lang: Lang,
    ids: bool,
) -> Markup {
    let fought_now = fought_now(after, before);
    let Some(a) = after.or(fought_now.map(|(b, _)| b)) else {
        return html! {};
    };
    html! {
        section.attack id=[ids.then_some("battle")] {
            h3 { (tr!(lang, "web-attack", attacker = a.attacker.as_str(), defender = a.defender.as_str())) }
            p.kind { (a.stage) }
            @for f in &a.battlefields {
                @match fought_now {
                    Some((b, g)) if g.province == f.province => { (battlefield(b, g, true, cards, lang)) }
                    _ => { (battlefield(a, f, false, cards, lang)) }
                }
            }
        }
    }
}

/// The board after a step. `before` is the attack before the step, for the battle picture.
pub fn board(b: &BoardView, before: Option<&AttackView>, lang: Lang, ids: bool) -> Markup {
    let id = |s: &'static str| ids.then_some(s);
    html! {
        div.board id=[id("board")] {
            div.board-top {
                span {
                    @match (&b.turn, b.turn_number, &b.phase) {
                        (Some(p), Some(k), Some(ph)) => { (tr!(lang, "web-turn", number = k, player = p.as_str(), phase = ph.as_str())) },
                        _ => { (tr!(lang, "web-no-turn")) },
                    }
                }
                span.favor {
                    @match &b.favor {
                        Some(p) => { "\u{2605} " (tr!(lang, "web-favor", player = p.as_str())) },
                        None => { (tr!(lang, "web-favor-none")) },
                    }
                }
                @if let (Some(w), Some(v)) = (&b.winner, &b.victory) {
                    span.winner { (tr!(lang, "web-winner", player = w.as_str(), victory = v.as_str())) }
                }
            }
            (battle_picture(b.attack.as_ref(), before, &b.cards, lang, ids))
            @for p in &b.players {
                section.player data-player=(p.name) {
                    h3 {
                        span { (p.name) }
                        span.honor data-player=(p.name) { (tr!(lang, "web-family-honor", honor = p.family_honor)) }
                        @if p.favor { span.badge { "\u{2605} " (tr!(lang, "web-holds-favor")) } }
                        @if p.current { span.badge { (tr!(lang, "web-current")) } }
                        @if p.out { span.badge { (tr!(lang, "web-out")) } }
                        @if let Some(c) = &p.clan { span.kind { (c) } }
                    }
                    @let mine = |c: &&CardView| c.controller == p.name;
                    @let top: Vec<&CardView> = b.cards.iter().filter(mine).filter(|c| c.zone == "in play" && c.attached_to.is_none()).collect();
                    @let provinces: Vec<_> = b.provinces.iter().filter(|v| v.owner == p.name).collect();
                    @let away: Vec<&CardView> = b.cards.iter().filter(mine).filter(|c| c.zone != "in play").collect();
                    @if !top.is_empty() {
                        div.tiles {
                            @for c in top.iter().filter(|c| c.kind == "personality") { (tile(c, &b.cards, lang)) }
                            @for c in top.iter().filter(|c| c.kind != "personality") { (tile(c, &b.cards, lang)) }
                        }
                    }
                    @if !provinces.is_empty() {
                        h4 { (tr!(lang, "web-provinces")) }
                        div.tiles {
                            @for v in &provinces {
                                div class={ "tile province" @if v.destroyed { " destroyed" } } data-province=(v.handle) {
                                    div.name { (tr!(lang, "web-province", handle = v.handle.as_str())) }
                                    div.stats { (tr!(lang, "web-strength", strength = v.strength)) }
                                    div {
                                        @if v.destroyed { (tr!(lang, "web-province-destroyed")) }
                                        @else if let Some(c) = &v.card {
                                            @if v.face_up { (c) } @else { (c) " " span.kind { (tr!(lang, "web-face-down")) } }
                                        }
                                        @else { span.kind { (tr!(lang, "web-province-empty")) } }
                                    }
                                    @let on: Vec<&CardView> = b.cards.iter().filter(|c| c.attached_to.as_deref() == Some(v.handle.as_str())).collect();
                                    @if !on.is_empty() {
                                        ul.on {
                                            @for a in &on {
                                                li data-handle=(a.handle) { (card_name(a, lang)) " " span.kind { "(" (a.kind) ", " code { (a.handle) } ")" } " " (marks(a, lang)) }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                    @for cut in b.cut.iter().filter(|c| c.player == p.name) {
                        p.kind.cut { (tr!(lang, "web-pile-cut", zone = cut.zone.as_str(), count = cut.left_out)) }
                    }
                    @if !away.is_empty() {
                        p.elsewhere {
                            @for (i, c) in away.iter().enumerate() {
                                @if i > 0 { " · " }
                                span data-handle=(c.handle) { (card_name(c, lang)) " " span.kind { "(" (c.zone) ")" } }
                            }
                        }
                    }
                    @if top.is_empty() && provinces.is_empty() && away.is_empty() {
                        p.kind { (tr!(lang, "web-no-cards")) }
                    }
                }
            }
            div.open {
                @for (i, q) in b.pending.iter().enumerate() {
                    p { (tr!(lang, "web-pending", n = i + 1, player = q.player.as_str(), action = q.action.as_str(), chance = q.chance.as_str()))
                        @if !q.targets.is_empty() { " \u{2192} " (q.targets.join(", ")) }
                        @if q.cancelled { " " span.mark.dis { (tr!(lang, "web-cancelled")) } } }
                }
                @if let Some(q) = &b.petition {
                    p { (tr!(lang, "web-petition", petitioner = q.petitioner.as_str(), ptotal = q.petitioner_total, opponent = q.opponent.as_str(), ototal = q.opponent_total, chance = q.chance.as_str())) }
                }
                @if let Some(d) = &b.duel {
                    p { (tr!(lang, "web-duel", card = d.card.as_str(), challenger = d.challenger.as_str(), challenged = d.challenged.as_str(), next = d.next.as_str())) }
                }
                @if let Some(q) = &b.question { p { (tr!(lang, "web-question", question = q.as_str())) } }
                @if let Some(c) = &b.chance { p { (tr!(lang, "web-chance", player = c.as_str())) } }
                @if let Some(o) = &b.opportunity { p { (tr!(lang, "web-opportunity", player = o.as_str())) } }
            }
        }
    }
}

/// Where a citation's rule text is: on the server each rule has its page; the export is one file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleLinks {
    /// `/rules/ID` pages.
    Pages,
    /// No links: the rule's text is in the page.
    None,
}

/// One cited rule: its id and title, with its text (summary and gunbai's reading) one tap away.
pub fn citation(c: &CitationView, lang: Lang, links: RuleLinks) -> Markup {
    let rule = crate::rules::corpus().get(&c.id);
    html! {
        details.rule {
            summary {
                code.cite { (c.id) }
                span { (rule.map(|r| r.title_in(lang)).or(c.title.as_deref()).map(str::to_string).unwrap_or_else(|| crate::tr!(lang, "cli-ruling-citation-gone"))) }
            }
            div.rule-text {
                @if let Some(r) = rule {
                    p { (r.summary_in(lang)) }
                    @if let Some(reading) = r.reading_in(lang) { p { em { (tr!(lang, "web-reading")) } " " (reading) } }
                    p.kind { (r.locator()) }
                    @if links == RuleLinks::Pages {
                        p { a href={ "/rules/" (c.id) } { (tr!(lang, "web-rule-page")) } }
                    }
                }
            }
        }
    }
}

/// The answer of a step: what its last explained step says, or nothing for none.
pub fn answer(steps: &[StepView]) -> Option<&str> {
    steps.last().map(|s| s.text.as_str())
}

/// What a step shows: the line typed, then its answer first ("Result: …"), whether a later
/// undo retracted it, and every explained step with its rules one tap away.
pub struct StepShown<'a> {
    pub at: u64,
    pub total: u64,
    pub line: &'a str,
    pub author: &'a str,
    pub when: &'a str,
    pub retracted: bool,
    pub steps: &'a [StepView],
    /// The answer when it is not the last step's words (a battle fought: who won).
    pub answer: Option<String>,
}

pub fn step(s: &StepShown<'_>, lang: Lang, links: RuleLinks, ids: bool) -> Markup {
    let id = |s: &'static str| ids.then_some(s);
    html! {
        div.step-shown {
            p.typed id=[id("typed")] { "[" (s.at) "] " (s.line) }
            @if s.retracted {
                p.retracted-mark.retracted id=[id("retracted")] role="note" { "\u{26a0} " (tr!(lang, "web-retracted")) }
            }
            @if let Some(a) = s.answer.as_deref().or(answer(s.steps)) {
                p.answer id=[id("answer")] { strong { (tr!(lang, "web-result")) } " " (a) }
            }
            p.kind { (tr!(lang, "web-typed-by", author = s.author, when = s.when)) }
            @if !s.steps.is_empty() {
                ol.explained id=[id("steps")] {
                    @for st in s.steps {
                        li {
                            span { (st.text) }
                            @for c in &st.citations { (citation(c, lang, links)) }
                        }
                    }
                }
            }
        }
    }
}

/// Markup as a string, for the export's pages built with `format!`.
pub fn to_string(m: Markup) -> String {
    let PreEscaped(s) = m;
    s
}
