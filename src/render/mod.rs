//! Turning the board and the steps into text (comfy-table) and into documented JSON objects.
//! The JSON shapes here are explicit DTOs: the engine's state is never serialized as such.

use crate::engine::expect::zone_word;
use crate::engine::state::{Card, Question, State, Victory, Zone};
use crate::engine::Step;
use crate::lang::ast::{CardKind, DeadKind, Stat};
use comfy_table::{presets::UTF8_FULL_CONDENSED, Cell, ContentArrangement, Table};
use serde::Serialize;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// A player as shown on the board.
#[derive(Debug, Clone, Serialize)]
pub struct PlayerView {
    pub seat: usize,
    pub name: String,
    pub family_honor: i32,
    pub favor: bool,
    pub current: bool,
    pub out: bool,
    pub clan: Option<String>,
}

/// A card as shown on the board.
#[derive(Debug, Clone, Serialize)]
pub struct CardView {
    pub handle: String,
    pub name: String,
    pub kind: String,
    pub controller: String,
    pub zone: String,
    pub force: i32,
    pub chi: i32,
    pub personal_honor: i32,
    pub unit_force: Option<i32>,
    /// Gold produced, for holdings, strongholds and any card with a gold value; `null` otherwise.
    pub gold: Option<i32>,
    pub bowed: bool,
    pub dishonored: bool,
    pub attached_to: Option<String>,
    pub traits: Vec<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct PendingView {
    pub action: String,
    pub player: String,
    pub kind: String,
    pub targets: Vec<String>,
    pub cancelled: bool,
    pub chance: String,
    pub passes: usize,
    /// For a card being brought into play: the gold paid and what it costs.
    pub payment: Option<PaymentView>,
}

#[derive(Debug, Clone, Serialize)]
pub struct PaymentView {
    pub card: String,
    pub paying: Vec<String>,
    pub gold: i32,
    pub cost: i32,
    pub lost: i32,
}

#[derive(Debug, Clone, Serialize)]
pub struct PetitionView {
    pub petitioner: String,
    pub petitioner_total: i32,
    pub opponent: String,
    pub opponent_total: i32,
    pub chance: String,
}

/// The whole board: the `board` command's JSON.
#[derive(Debug, Clone, Serialize)]
pub struct BoardView {
    pub turn: Option<String>,
    pub turn_number: Option<u32>,
    pub phase: Option<String>,
    pub favor: Option<String>,
    pub players: Vec<PlayerView>,
    pub cards: Vec<CardView>,
    /// Declared actions waiting to resolve, innermost last.
    pub pending: Vec<PendingView>,
    pub petition: Option<PetitionView>,
    pub question: Option<String>,
    /// Whose chance it is to act in the open window, petition or question.
    pub chance: Option<String>,
    pub winner: Option<String>,
    pub victory: Option<String>,
}

fn card_view(state: &State, c: &Card) -> CardView {
    CardView {
        handle: c.handle.clone(),
        name: c.def.name.clone(),
        kind: c.def.kind.keyword().to_string(),
        controller: state.player_name(c.controller).to_string(),
        zone: zone_word(c.zone).to_string(),
        force: state.force(c),
        chi: state.chi(c),
        personal_honor: state.personal_honor(c),
        unit_force: (c.def.kind == CardKind::Personality).then(|| state.unit_force(c)),
        gold: (matches!(c.def.kind, CardKind::Holding | CardKind::Stronghold)
            || c.def.stats.contains_key(&Stat::GoldProduced))
        .then(|| c.def.stat(Stat::GoldProduced)),
        bowed: c.bowed,
        dishonored: c.dishonored,
        attached_to: c.attached_to.clone(),
        traits: c.def.traits.clone(),
    }
}

pub fn board_view(state: &State) -> BoardView {
    BoardView {
        turn: state.turn.map(|t| state.player_name(t.player).to_string()),
        turn_number: state.turn.map(|t| t.number),
        phase: state.turn.map(|t| t.phase.keyword().to_string()),
        favor: state.favor.map(|p| state.player_name(p).to_string()),
        players: state
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| PlayerView {
                seat: i + 1,
                name: p.name.clone(),
                family_honor: p.honor,
                favor: state.favor == Some(i),
                current: state.is_current(i),
                out: p.out,
                clan: p.clan.clone(),
            })
            .collect(),
        cards: state.cards.iter().map(|c| card_view(state, c)).collect(),
        pending: state
            .stack
            .iter()
            .map(|p| PendingView {
                action: p.card.name.clone(),
                player: state.player_name(p.player).to_string(),
                kind: p.kind.keyword().to_string(),
                targets: p.targets.clone(),
                cancelled: p.cancelled,
                chance: state.player_name(p.window.chance).to_string(),
                passes: p.window.passes,
                payment: p.entering.as_ref().map(|e| PaymentView {
                    card: p.card.name.clone(),
                    paying: e.paying.clone(),
                    gold: e.gold,
                    cost: e.cost,
                    lost: (e.gold - e.cost).max(0),
                }),
            })
            .collect(),
        petition: state.petition.as_ref().map(|p| PetitionView {
            petitioner: state.player_name(p.petitioner.player).to_string(),
            petitioner_total: p.petitioner.total,
            opponent: state.player_name(p.opponent.player).to_string(),
            opponent_total: p.opponent.total,
            chance: state.player_name(p.chance).to_string(),
        }),
        question: state.question.as_ref().map(|q| question_text(state, q)),
        chance: state.chance().map(|p| state.player_name(p).to_string()),
        winner: state.winner.map(|(p, _)| state.player_name(p).to_string()),
        victory: state.winner.map(|(_, v)| {
            match v {
                Victory::Military => "military",
                Victory::Honor => "honor",
                Victory::Enlightenment => "enlightenment",
            }
            .to_string()
        }),
    }
}

fn question_text(state: &State, q: &Question) -> String {
    match q {
        Question::Seppuku {
            player,
            candidates,
            loss,
            ..
        } => {
            let n = state.player_name(*player);
            format!("{n} may order seppuku of {} (loss {loss} would become 1): `{n} seppuku HANDLE` or `{n} declines`", candidates.join(" / "))
        }
    }
}

fn table() -> Table {
    let mut t = Table::new();
    t.load_preset(UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Dynamic);
    t
}

/// The board as text: header, players, cards in play per player, hands, discard piles, and
/// whatever is open (windows, petition, question).
pub fn board(state: &State) -> String {
    board_for(state, None)
}

/// The board as shown on this terminal: laid out for [`output_width`]. What is stored or
/// exported uses [`board`], which does not depend on where it is printed.
pub fn show_board(state: &State) -> String {
    board_for(state, output_width())
}

/// The board laid out for `width` columns (`None`: tables as wide as their content).
pub fn board_for(state: &State, width: Option<usize>) -> String {
    let mut out = String::new();
    if state.players.is_empty() {
        return "The board is empty: type `players NAME NAME …` to seat the players.\n".into();
    }
    let turn = match state.turn {
        Some(t) => format!(
            "Turn {}: {}, {} phase",
            t.number,
            state.player_name(t.player),
            t.phase.keyword()
        ),
        None => "No turn set".into(),
    };
    let favor = state
        .favor
        .map(|p| state.player_name(p).to_string())
        .unwrap_or_else(|| "nobody (centre)".into());
    out.push_str(&format!("{turn} · Imperial Favor: {favor}\n"));
    if let Some((w, v)) = state.winner {
        out.push_str(&format!(
            "Winner: {} ({:?} victory)\n",
            state.player_name(w),
            v
        ));
    }

    let mut t = table();
    t.set_header(vec![
        "Seat",
        "Player",
        "Family honor",
        "Favor",
        "Clan",
        "Status",
    ]);
    for (i, p) in state.players.iter().enumerate() {
        let mut status = Vec::new();
        if state.is_current(i) {
            status.push("current player");
        }
        if p.out {
            status.push("out");
        }
        t.add_row(vec![
            Cell::new(i + 1),
            Cell::new(&p.name),
            Cell::new(p.honor),
            Cell::new(if state.favor == Some(i) { "★" } else { "" }),
            Cell::new(p.clan.clone().unwrap_or_default()),
            Cell::new(status.join(", ")),
        ]);
    }
    out.push_str(&table_text_for(t, width));

    let in_play: Vec<&Card> = state
        .cards
        .iter()
        .filter(|c| c.zone == Zone::InPlay)
        .collect();
    if !in_play.is_empty() {
        let mut t = table();
        t.set_header(vec![
            "Player", "Handle", "Card", "Kind", "F", "C", "PH", "Unit F", "Gold", "Marks",
            "Attached",
        ]);
        for (pi, _) in state.players.iter().enumerate() {
            for c in in_play
                .iter()
                .filter(|c| c.controller == pi && c.attached_to.is_none())
            {
                add_card_row(state, &mut t, c, "", None);
                for a in state.attachments(&c.handle) {
                    add_card_row(state, &mut t, a, "  └ ", Some(c.controller));
                }
            }
        }
        out.push_str(&table_text_for(t, width));
    }

    for (pi, p) in state.players.iter().enumerate() {
        let mine = |z: Zone| -> Vec<String> {
            state
                .cards
                .iter()
                .filter(|c| c.controller == pi && c.zone == z)
                .map(|c| format!("{} ({})", c.def.name, c.handle))
                .collect()
        };
        let hand: Vec<String> = state
            .cards
            .iter()
            .filter(|c| c.controller == pi && c.zone == Zone::Hand)
            .map(|c| {
                format!(
                    "{} (focus {}, `{}`)",
                    c.def.name,
                    c.def.stat(Stat::Focus),
                    c.handle
                )
            })
            .collect();
        let honorable = mine(Zone::Dead(DeadKind::Honorable));
        let dishonorable = mine(Zone::Dead(DeadKind::Dishonorable));
        let discarded = mine(Zone::Dead(DeadKind::Discarded));
        let other = mine(Zone::Discard);
        let mut lines = Vec::new();
        if !hand.is_empty() {
            lines.push(format!("  hand: {}", hand.join(", ")));
        }
        if !honorable.is_empty() {
            lines.push(format!("  honorable dead: {}", honorable.join(", ")));
        }
        if !dishonorable.is_empty() {
            lines.push(format!("  dishonorable dead: {}", dishonorable.join(", ")));
        }
        if !discarded.is_empty() {
            lines.push(format!(
                "  discarded personalities (neither honorable nor dishonorable dead): {}",
                discarded.join(", ")
            ));
        }
        if !other.is_empty() {
            lines.push(format!("  discard pile: {}", other.join(", ")));
        }
        if !lines.is_empty() {
            out.push_str(&format!("{}:\n{}\n", p.name, lines.join("\n")));
        }
    }
    out.push_str(&open_things(state));
    out
}

/// One card's row. `host` is the controller of the card it is attached to: an attachment shows
/// its own player only when that is someone else. Force and chi are shown for cards that have
/// them (personalities and followers always), gold for cards that produce it (holdings and
/// strongholds always), so a holding does not read as force 0 / chi 0.
fn add_card_row(state: &State, t: &mut Table, c: &Card, indent: &str, host: Option<usize>) {
    let mut marks = Vec::new();
    if c.bowed {
        marks.push("bowed");
    }
    if c.dishonored {
        marks.push("dishonored");
    }
    let personality = c.def.kind == CardKind::Personality;
    let attached: Vec<String> = state
        .attachments(&c.handle)
        .map(|a| a.handle.clone())
        .collect();
    let fighter = matches!(c.def.kind, CardKind::Personality | CardKind::Follower);
    let has = |s: Stat| c.def.stats.contains_key(&s);
    let producer = matches!(c.def.kind, CardKind::Holding | CardKind::Stronghold);
    t.add_row(vec![
        Cell::new(match host {
            Some(h) if h == c.controller => "",
            _ => state.player_name(c.controller),
        }),
        Cell::new(format!("{indent}{}", c.handle)),
        Cell::new(&c.def.name),
        Cell::new(c.def.kind.keyword()),
        Cell::new(if fighter || has(Stat::Force) {
            state.force(c).to_string()
        } else {
            String::new()
        }),
        Cell::new(if fighter || has(Stat::Chi) {
            state.chi(c).to_string()
        } else {
            String::new()
        }),
        Cell::new(
            if personality || c.def.stats.contains_key(&Stat::PersonalHonor) {
                state.personal_honor(c).to_string()
            } else {
                String::new()
            },
        ),
        Cell::new(if personality {
            state.unit_force(c).to_string()
        } else {
            String::new()
        }),
        Cell::new(if producer || has(Stat::GoldProduced) {
            c.def.stat(Stat::GoldProduced).to_string()
        } else {
            String::new()
        }),
        Cell::new(marks.join(", ")),
        Cell::new(attached.join(", ")),
    ]);
}

/// What is open and who may act now.
pub fn open_things(state: &State) -> String {
    let mut out = String::new();
    for (depth, p) in state.stack.iter().enumerate() {
        let targets = if p.targets.is_empty() {
            String::new()
        } else {
            format!(" → {}", p.targets.join(", "))
        };
        let cancelled = if p.cancelled { " [cancelled]" } else { "" };
        let payment = match &p.entering {
            Some(e) if !e.paying.is_empty() || e.cost > 0 => format!(
                "; gold: {} from {} pays {} ({} lost)",
                e.gold,
                if e.paying.is_empty() {
                    "nothing".to_string()
                } else {
                    e.paying.join(", ")
                },
                e.cost,
                (e.gold - e.cost).max(0)
            ),
            _ => String::new(),
        };
        out.push_str(&format!(
            "Waiting to resolve ({}): {}'s {} ({}){targets}{cancelled}{payment}; chance: {} ({} passed in a row)\n",
            depth + 1,
            state.player_name(p.player),
            p.card.name,
            p.kind.keyword(),
            state.player_name(p.window.chance),
            p.window.passes
        ));
    }
    if let Some(p) = &state.petition {
        out.push_str(&format!(
            "Petition for the Imperial Favor: {} {} — {} {}; chance: {}; gifts sent: {}\n",
            state.player_name(p.petitioner.player),
            p.petitioner.total,
            state.player_name(p.opponent.player),
            p.opponent.total,
            state.player_name(p.chance),
            if p.gifted.is_empty() {
                "none".to_string()
            } else {
                p.gifted
                    .iter()
                    .map(|&g| state.player_name(g).to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        ));
    }
    if let Some(q) = &state.question {
        out.push_str(&format!("Question: {}\n", question_text(state, q)));
    }
    out
}

/// Steps as numbered lines with their citations.
/// The steps one line each: the form that is stored (a ruling freezes it) and exported.
pub fn steps(steps: &[Step]) -> String {
    steps_for(steps, None)
}

/// The steps as shown on this terminal: wrapped for [`output_width`].
pub fn show_steps(steps: &[Step]) -> String {
    steps_for(steps, output_width())
}

/// The steps laid out for `width` columns (wrapped between words with a hanging indent), or one
/// line each when `width` is `None`.
pub fn steps_for(steps: &[Step], width: Option<usize>) -> String {
    let mut out = String::new();
    for (i, s) in steps.iter().enumerate() {
        let cites: Vec<&str> = s.citations.iter().map(|c| c.as_str()).collect();
        let line = format!("{}  [{}]", s.text, cites.join(", "));
        let first = format!("  {}. ", i + 1);
        match width {
            Some(w) => {
                let rest = " ".repeat(first.len());
                out.push_str(&wrap(&line, w, &first, &rest));
            }
            None => {
                out.push_str(&first);
                out.push_str(&line);
            }
        }
        out.push('\n');
    }
    out
}

/// Whether to colour a stream: it is a terminal, `NO_COLOR` is unset or empty, and `TERM` is not
/// `dumb`.
pub fn colour_on(is_terminal: bool) -> bool {
    is_terminal
        && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
        && std::env::var("TERM").map_or(true, |t| t != "dumb")
}

/// Bold red, then reset.
const RED: &str = "\x1b[1;31m";
const RESET: &str = "\x1b[0m";

/// A refusal or a failed line as printed: its first line bold red on a colour terminal (the
/// carets and the rest stay plain), the text unchanged otherwise.
pub fn refusal(text: &str, colour: bool) -> String {
    if !colour {
        return text.to_string();
    }
    match text.split_once('\n') {
        Some((first, rest)) => format!("{RED}{first}{RESET}\n{rest}"),
        None => format!("{RED}{text}{RESET}"),
    }
}

/// An expectation's result line: `✓ …`, or `✗ …` in bold red on a colour terminal.
pub fn expectation(passed: bool, message: &str, colour: bool) -> String {
    if passed {
        format!("✓ {message}")
    } else if colour {
        format!("{RED}✗ {message}{RESET}")
    } else {
        format!("✗ {message}")
    }
}

/// A line to add under a refusal when the command looks like a common slip: `Bob plays
/// "Kolat Assassin" on hoturi` refused because hoturi is another player's means the judge
/// probably meant `target hoturi` (`on` names the judge's own personality a card is played on).
pub fn slip_hint(
    command: &crate::lang::ast::Command,
    rejection: &crate::engine::Rejection,
) -> Option<String> {
    use crate::engine::Rejection;
    use crate::lang::ast::Command;
    match (command, rejection) {
        (
            Command::Play {
                on: Some(on),
                targets,
                ..
            },
            Rejection::NotYours { handle, .. },
        ) if targets.is_empty() && on.value.eq_ignore_ascii_case(handle) => Some(format!(
            "did you mean `target {}`? `on` names the player's own personality a follower, item or spell is played on; an action's target follows `target`",
            on.value
        )),
        _ => None,
    }
}

/// The width to lay text out for: `COLUMNS` when set to a number (20 or more), else the width of
/// the terminal that standard output is, else `None` (piped output is not wrapped).
pub fn output_width() -> Option<usize> {
    if let Some(n) = std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<usize>().ok())
        .filter(|&n| n >= 20)
    {
        return Some(n);
    }
    Table::new().width().map(usize::from).filter(|&n| n >= 20)
}

/// Lays a table out for [`output_width`] so that it wraps between words and never inside one
/// (`hotu|ri`): each column gets at least its longest word, the room left goes to the columns
/// with the most text. When even the longest words do not fit side by side, the table is drawn
/// as one block per row (`Header: value · …`, wrapped between words). Without a width (piped
/// output) the table is left as it is.
pub fn fit(t: &mut Table, width: Option<usize>) -> Option<String> {
    use comfy_table::{ColumnConstraint, Width};
    let width = width?;
    let rows: Vec<Vec<String>> = t
        .header()
        .into_iter()
        .chain(t.row_iter())
        .map(|r| r.cell_iter().map(|c| c.content()).collect())
        .collect();
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    if columns == 0 {
        return None;
    }
    let mut min = vec![1usize; columns];
    let mut max = vec![1usize; columns];
    for row in &rows {
        for (i, cell) in row.iter().enumerate() {
            for line in cell.lines() {
                max[i] = max[i].max(UnicodeWidthStr::width(line));
                for word in line.split_whitespace() {
                    min[i] = min[i].max(UnicodeWidthStr::width(word));
                }
            }
        }
    }
    // Each column has a space of padding either side and a border after it, plus the first border.
    let overhead = 3 * columns + 1;
    let room = width.saturating_sub(overhead);
    let (sum_min, sum_max): (usize, usize) = (min.iter().sum(), max.iter().sum());
    t.set_width(u16::try_from(width).unwrap_or(u16::MAX));
    if sum_max <= room {
        return None;
    }
    if sum_min > room {
        return Some(blocks(&rows, width));
    }
    // Share what is left over the minimums in proportion to the text each column would add.
    let spare = room - sum_min;
    let want: usize = max.iter().zip(&min).map(|(a, b)| a - b).sum();
    let mut widths: Vec<usize> = min
        .iter()
        .zip(&max)
        .map(|(lo, hi)| lo + (hi - lo) * spare / want.max(1))
        .collect();
    let mut left = room.saturating_sub(widths.iter().sum());
    for (w, hi) in widths.iter_mut().zip(&max) {
        if left == 0 {
            break;
        }
        if *w < *hi {
            *w += 1;
            left -= 1;
        }
    }
    for (i, w) in widths.into_iter().enumerate() {
        if let Some(col) = t.column_mut(i) {
            // comfy-table's fixed widths count the padding (a space either side).
            col.set_constraint(ColumnConstraint::Absolute(Width::Fixed(
                u16::try_from(w + 2).unwrap_or(u16::MAX),
            )));
        }
    }
    None
}

/// A table too wide for the terminal as one block per row: `Header: value` pairs joined by ` · `,
/// wrapped between words. The first row is the header.
fn blocks(rows: &[Vec<String>], width: usize) -> String {
    let Some((header, body)) = rows.split_first() else {
        return String::new();
    };
    let mut out = String::new();
    for row in body {
        let parts: Vec<String> = row
            .iter()
            .enumerate()
            .map(|(i, v)| (header.get(i).map(String::as_str).unwrap_or(""), v.trim()))
            .filter(|(_, v)| !v.is_empty())
            .map(|(h, v)| format!("{h}: {}", v.replace('\n', " ")))
            .collect();
        out.push_str(&wrap(&parts.join(" · "), width, "• ", "  "));
        out.push('\n');
    }
    out
}

/// A table as text for this terminal's width: see [`fit`].
pub fn table_text(t: Table) -> String {
    table_text_for(t, output_width())
}

/// A table as text for `width` columns: see [`fit`].
pub fn table_text_for(mut t: Table, width: Option<usize>) -> String {
    if width.is_none() {
        // Not even the terminal's width: the same text wherever it is printed or stored.
        t.set_content_arrangement(ContentArrangement::Disabled);
    }
    match fit(&mut t, width) {
        Some(blocks) => blocks,
        None => format!("{t}\n"),
    }
}

/// Wraps `text` to `width` columns between words: the first line starts with `first`, the others
/// with `rest` (a hanging indent). A word longer than a line is kept whole. Runs of full-width
/// characters (Japanese) may break between characters, as Japanese text does.
pub fn wrap(text: &str, width: usize, first: &str, rest: &str) -> String {
    let mut out = String::from(first);
    let mut col = UnicodeWidthStr::width(first);
    let mut at_start = true;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let w = UnicodeWidthStr::width(word);
        let gap = usize::from(!at_start);
        if !at_start && col + gap + w > width {
            out.push('\n');
            out.push_str(rest);
            col = UnicodeWidthStr::width(rest);
            at_start = true;
        }
        if !at_start {
            out.push(' ');
            col += 1;
        }
        // A long run of wide characters breaks between characters.
        if col + w > width && word.chars().any(|c| UnicodeWidthChar::width(c) == Some(2)) {
            for ch in word.chars() {
                let cw = UnicodeWidthChar::width(ch).unwrap_or(0);
                if col + cw > width && col > UnicodeWidthStr::width(rest) {
                    out.push('\n');
                    out.push_str(rest);
                    col = UnicodeWidthStr::width(rest);
                }
                out.push(ch);
                col += cw;
            }
        } else {
            out.push_str(word);
            col += w;
        }
        at_start = false;
    }
    out
}
