pub use crate::cards::names::exp_suffix;

use super::parse::{heading_word, read_card_line, DeckList, Entry, LineProblem, Section};

/// The section a `.l5d` heading word stands for: the decks, and the kinds of card listed under
/// them.
fn l5d_section(word: &str) -> Option<Section> {
    let w = word.trim().to_lowercase();
    Some(match w.as_str() {
        "stronghold" | "strongholds" | "pre-game" | "pregame" => Section::Stronghold,
        "sensei" | "senseis" | "wind" | "winds" => Section::PreGame,
        "dynasty" | "personality" | "personalities" | "holding" | "holdings" | "event"
        | "events" | "region" | "regions" | "celestial" | "celestials" => Section::Dynasty,
        "fate" | "strategy" | "strategies" | "action" | "actions" | "follower" | "followers"
        | "item" | "items" | "spell" | "spells" | "ring" | "rings" | "ancestor" | "ancestors"
        | "kiho" | "kihos" => Section::Fate,
        _ => return None,
    })
}

/// True for an Egg of P'an Ku deck: no `[section]` or `Section:` heading, and `# Word (N)`
/// headings.
pub fn looks_like_l5d(text: &str) -> bool {
    let mut counted_heading = false;
    for raw in text.lines() {
        let t = raw.trim().trim_start_matches('\u{feff}');
        if t.starts_with('[') && t.ends_with(']') {
            return false;
        }
        if let Some(head) = t.strip_suffix(':') {
            if l5d_section(heading_word(head)).is_some() && !head.starts_with('#') {
                return false;
            }
        }
        if let Some(h) = t.strip_prefix('#') {
            let h = h.trim();
            if heading_word(h) != h && l5d_section(heading_word(h)).is_some() {
                counted_heading = true;
            }
        }
    }
    counted_heading
}

/// Reads an Egg of P'an Ku `.l5d` deck: the stronghold line(s) at the top, then `# Heading (N)`
/// lines (`# Dynasty (40)`, `# Holdings (18)`, `# Fate (40)` …) over `N Card Name` lines. A `#`
/// line that names no deck or kind of card is a comment; the counts in headings are not checked.
pub fn parse_l5d(text: &str) -> DeckList {
    let mut list = DeckList {
        by_kind: true,
        ..DeckList::default()
    };
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut current = Section::Stronghold;
    for (ix, raw) in text.lines().enumerate() {
        let line = ix + 1;
        if super::parse::full(&mut list, line) {
            break;
        }
        let t = raw.trim();
        if t.is_empty() {
            continue;
        }
        if let Some(h) = t.strip_prefix('#') {
            if let Some(s) = l5d_section(heading_word(h.trim())) {
                current = s;
                if list.heading(s).is_none() {
                    list.headings.push((s, line));
                }
            }
            continue;
        }
        match read_card_line(t) {
            Ok((count, name)) => {
                if current == Section::Stronghold && list.heading(Section::Stronghold).is_none() {
                    list.headings.push((Section::Stronghold, line));
                }
                list.entries.push(Entry {
                    line,
                    section: current,
                    count,
                    name,
                })
            }
            Err(message) => list.problems.push(LineProblem { line, message }),
        }
    }
    list
}
