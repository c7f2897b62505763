//! Reading a deck file: sections and card lines, each kept with its line number. Reading never
//! fails: a line it cannot make sense of becomes a problem the check reports.

use crate::msg;
use crate::msg::Msg;
use serde::Serialize;

/// The three parts of a deck file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Section {
    Stronghold,
    Dynasty,
    Fate,
    /// Cards that start the game in play beside the stronghold and are in neither deck: a
    /// sensei, a wind (Egg of P'an Ku's `# Sensei`, `# Wind`).
    PreGame,
}

impl Section {
    pub const ALL: [Section; 3] = [Section::Stronghold, Section::Dynasty, Section::Fate];

    pub fn keyword(self) -> &'static str {
        match self {
            Section::Stronghold => "stronghold",
            Section::Dynasty => "dynasty",
            Section::Fate => "fate",
            Section::PreGame => "pre-game",
        }
    }

    fn from_word(word: &str) -> Option<Section> {
        let w = word.trim().to_lowercase();
        let w = w.strip_suffix(" deck").unwrap_or(&w).trim();
        Section::ALL.into_iter().find(|s| s.keyword() == w)
    }
}

/// One card line: `3 Card Name`, `3x Card Name` or `Card Name`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Entry {
    /// 1-based line number in the file.
    pub line: usize,
    pub section: Section,
    pub count: u32,
    /// The name as typed, with runs of spaces made one.
    pub name: String,
}

/// A line that is neither a comment, a heading nor a card line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LineProblem {
    pub line: usize,
    pub message: Msg,
}

/// A deck file as read: its card lines in file order, the line of each section's first heading,
/// and the lines that could not be read.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct DeckList {
    pub entries: Vec<Entry>,
    pub headings: Vec<(Section, usize)>,
    pub problems: Vec<LineProblem>,
    /// An Egg of P'an Ku `.l5d` list: the dynasty/fate split of a known card follows its kind,
    /// not the heading it is listed under.
    #[serde(skip)]
    pub by_kind: bool,
}

impl DeckList {
    /// The card lines of one section.
    pub fn section(&self, s: Section) -> impl Iterator<Item = &Entry> {
        self.entries.iter().filter(move |e| e.section == s)
    }

    /// How many cards a section holds (the sum of its counts).
    pub fn count(&self, s: Section) -> u64 {
        self.section(s).map(|e| u64::from(e.count)).sum()
    }

    /// The line of the section's first heading, if it has one.
    pub fn heading(&self, s: Section) -> Option<usize> {
        self.headings
            .iter()
            .find(|(h, _)| *h == s)
            .map(|(_, line)| *line)
    }
}

/// What one line of a deck file is.
enum Line<'a> {
    Blank,
    Heading(Section),
    UnknownHeading(&'a str),
    Card { count: u32, name: String },
    BadCount(&'a str),
    NoName(&'a str),
    TooLong(usize),
}

/// The longest card name a deck line may hold: far above any printed name, and short enough
/// that looking a name up or suggesting the nearest stays quick on any input.
pub const MAX_NAME: usize = 200;

/// The most card lines a deck file is read for: far above any deck, so that checking stays
/// quick on any input.
pub const MAX_LINES: usize = 5000;

/// Whether the list is full; if so, the problem is noted once.
pub(super) fn full(list: &mut DeckList, line: usize) -> bool {
    if list.entries.len() < MAX_LINES {
        return false;
    }
    if !list
        .problems
        .iter()
        .any(|p| p.message.id() == "deck-too-many-lines")
    {
        list.problems.push(LineProblem {
            line,
            message: msg!("deck-too-many-lines", max = MAX_LINES),
        });
    }
    true
}

/// Reads a deck file. See docs/deck-format.md for the format.
pub fn parse(text: &str) -> DeckList {
    if super::l5d::looks_like_l5d(text) {
        return super::l5d::parse_l5d(text);
    }
    let mut list = DeckList::default();
    let mut current: Option<Section> = None;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    for (ix, raw) in text.lines().enumerate() {
        let line = ix + 1;
        if full(&mut list, line) {
            break;
        }
        match classify(raw) {
            Line::Blank => {}
            Line::Heading(s) => {
                current = Some(s);
                if list.heading(s).is_none() {
                    list.headings.push((s, line));
                }
            }
            Line::UnknownHeading(word) => list.problems.push(LineProblem {
                line,
                message: msg!("deck-unknown-section", word = word),
            }),
            Line::BadCount(count) => list.problems.push(LineProblem {
                line,
                message: msg!("deck-bad-count", count = count),
            }),
            Line::NoName(count) => list.problems.push(LineProblem {
                line,
                message: msg!("deck-no-name", count = count),
            }),
            Line::TooLong(n) => list.problems.push(LineProblem {
                line,
                message: too_long(n),
            }),
            Line::Card { count, name } => match current {
                Some(section) => list.entries.push(Entry {
                    line,
                    section,
                    count,
                    name,
                }),
                None => list.problems.push(LineProblem {
                    line,
                    message: msg!("deck-before-heading", name = name),
                }),
            },
        }
    }
    list
}

fn classify(raw: &str) -> Line<'_> {
    let text = raw.split('#').next().unwrap_or_default().trim();
    if text.is_empty() {
        return Line::Blank;
    }
    if let Some(inner) = text.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
        return match Section::from_word(inner) {
            Some(s) => Line::Heading(s),
            None => Line::UnknownHeading(inner.trim()),
        };
    }
    if let Some(head) = text.strip_suffix(':') {
        // `Dynasty:`, `Fate deck:`, `Dynasty (30):`
        let head = strip_paren_count(head);
        if let Some(s) = Section::from_word(head) {
            return Line::Heading(s);
        }
    }
    card_line(text)
}

/// `Dynasty (30)` → `Dynasty`.
fn strip_paren_count(head: &str) -> &str {
    let head = head.trim();
    if let Some(open) = head.rfind('(') {
        let inside = &head[open + 1..];
        if let Some(num) = inside.strip_suffix(')') {
            if !num.trim().is_empty() && num.trim().chars().all(|c| c.is_ascii_digit()) {
                return head[..open].trim();
            }
        }
    }
    head
}

/// A card line of either format: its count and name, or the problem with it.
pub(super) fn read_card_line(text: &str) -> Result<(u32, String), Msg> {
    match card_line(text) {
        Line::Card { count, name } => Ok((count, name)),
        Line::BadCount(count) => Err(msg!("deck-bad-count-l5d", count = count)),
        Line::NoName(count) => Err(msg!("deck-no-name", count = count)),
        Line::TooLong(n) => Err(too_long(n)),
        _ => Err(msg!("deck-not-card-line")),
    }
}

fn too_long(n: usize) -> Msg {
    msg!("deck-name-too-long", n = n, max = MAX_NAME)
}

/// The word of an Egg of P'an Ku heading: `Dynasty (30)`, `Dynasty - (40) [18 distinct]` and
/// `Dynasty` are `Dynasty`; `Pre-Game (1)` is `Pre-Game`.
pub(super) fn heading_word(head: &str) -> &str {
    let head = head.trim();
    let cut = head.find(['(', '[']).unwrap_or(head.len());
    head[..cut].trim().trim_end_matches('-').trim_end()
}

fn card_line(text: &str) -> Line<'_> {
    if text.len() > MAX_NAME + 16 {
        return Line::TooLong(text.chars().count());
    }
    let mut words = text.split_whitespace();
    let Some(first) = words.next() else {
        return Line::Blank;
    };
    let digits = first.trim_end_matches(['x', 'X']);
    let looks_like_count = !digits.is_empty()
        && digits.chars().all(|c| c.is_ascii_digit())
        && first.len() - digits.len() <= 1;
    let (count, rest): (u32, Vec<&str>) = if looks_like_count {
        let mut rest: Vec<&str> = words.collect();
        // `3 x Card Name`
        if digits.len() == first.len() && rest.first().is_some_and(|w| w.eq_ignore_ascii_case("x"))
        {
            rest.remove(0);
        }
        match digits.parse::<u32>() {
            Ok(n) if n >= 1 => (n, rest),
            _ => return Line::BadCount(first),
        }
    } else {
        (1, text.split_whitespace().collect())
    };
    if rest.is_empty() {
        return Line::NoName(first);
    }
    let name = rest.join(" ");
    let name = name
        .strip_prefix('"')
        .and_then(|n| n.strip_suffix('"'))
        .map(str::to_string)
        .unwrap_or(name);
    Line::Card {
        count,
        name: plain_name(&name),
    }
}

/// A card name as Egg of P'an Ku may write it, without what is not the name: its "Enhanced
/// Text" rarity and set (`Raido no Tester [c - TST]`) and a count after the name (`The Testing
/// Keep (1)`); typographic quotes made plain.
fn plain_name(name: &str) -> String {
    let mut n = name.trim();
    if let Some(open) = n.rfind(" [") {
        if n.ends_with(']') && n[open..].contains(" - ") {
            n = n[..open].trim_end();
        }
    }
    if let Some(open) = n.rfind(" (") {
        let inside = &n[open + 2..];
        if let Some(num) = inside.strip_suffix(')') {
            if !num.is_empty() && num.chars().all(|c| c.is_ascii_digit()) {
                n = n[..open].trim_end();
            }
        }
    }
    n.replace(['‘', '’'], "'")
}
