//! The judge language: one line of text to [`ast::Command`]s, with byte spans for errors.
//! No rules here, and no knowledge of the board: names are kept as typed for the engine to resolve.
//!
//! A physical line holds one or more commands separated by `;`; `#` starts a comment. Both are
//! ordinary characters inside a quoted name. Every command piece is trimmed and parsed on its own;
//! each span in the resulting [`ast::Line`] is a byte range into that piece's `text`.
//!
//! *Architecture Invariant:* parsing never panics and never looks outside its input. Bad input is a
//! [`ParseError`] that points at the offending token (or at the end of the line when something is
//! missing) and says what may come there instead.
//!
//! The grammar is documented for users in `docs/language.md`.

pub mod ast;
pub mod help;
mod lexer;
mod parser;

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use crate::i18n::Lang;
use crate::msg::Msg;
use ast::Span;

/// The shell's own commands, which are not judge-language lines: the shell runs them, the server's
/// line box refuses them, and `help` documents them beside the language's words.
pub const SHELL_WORDS: &[&str] = &[
    "board", "log", "case", "rules", "ruling", "help", "quit", "exit", "status", "cards",
];

/// Every command keyword that can start a line.
pub const COMMAND_WORDS: &[&str] = &[
    "players",
    "honor",
    "gain",
    "lose",
    "favor",
    "turn",
    "clan",
    "enter",
    "hand",
    "card",
    "bow",
    "straighten",
    "destroy",
    "discard",
    "dishonor",
    "rehonor",
    "pass",
    "expect",
    "undo",
    "province",
    "fill",
    "start",
    "next",
    "option",
    "reveal",
];

/// Verbs that follow a player name at the start of a line: `Bob plays "Kolat Assassin"`.
pub const PLAYER_VERBS: &[&str] = &[
    "plays",
    "reacts",
    "petitions",
    "bows",
    "gifts",
    "seppuku",
    "declines",
    "uses",
    "moves",
    "accepts",
    "refuses",
    "focuses",
    "strikes",
    "shoots",
    "frightens",
    "tactics",
    "attacks",
    "assigns",
    "fights",
    "discards",
];

/// What may follow `expect`.
pub const EXPECT_WORDS: &[&str] = &[
    "honor",
    "favor",
    "bowed",
    "unbowed",
    "alive",
    "dead",
    "dishonored",
    "honorable",
    "force",
    "chi",
    "ph",
    "personal-honor",
    "unit-force",
    "phase",
    "turn",
    "winner",
    "out",
    "chance",
    "province",
    "hand-size",
    "army",
    "rejects",
    "duel",
    "gone",
];

/// Words that start an effect in a `cost` or `effect` list.
pub const EFFECT_WORDS: &[&str] = &[
    "destroy",
    "bow",
    "straighten",
    "dishonor",
    "rehonor",
    "discard",
    "restore",
    "gain-honor",
    "lose-honor",
    "cancel",
    "redirect",
    "prevent-honor-loss",
    "draw",
    "token",
    "follower-token",
    "bonus",
    "copy",
    "gain-trait",
    "lose-trait",
    "challenge",
];

/// A line the parser refused.
///
/// `expected` lists what could have come at `span`: keywords as they are typed, and placeholders in
/// angle brackets for things the judge names (`<player>`, `<card>`, `<handle>`, `<name>`,
/// `<trait>`, `<number>`, `<command>`, `<end>` for the end of the command).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{}", self.message_in(Lang::En))]
pub struct ParseError {
    /// The command piece being parsed (trimmed, without comment).
    pub text: String,
    /// Where in `text` the problem is; zero-width at `text.len()` when something is missing.
    pub span: Span,
    /// What is wrong, in no language yet.
    pub message: Msg,
    pub expected: Vec<String>,
    /// The keyword the judge most likely meant.
    pub suggestion: Option<String>,
}

impl ParseError {
    pub(crate) fn new(text: &str, span: Span, message: Msg) -> ParseError {
        ParseError {
            text: text.to_string(),
            span,
            message,
            expected: Vec::new(),
            suggestion: None,
        }
    }

    /// The message (with any suggestion) in `lang`, on one line.
    pub fn message_in(&self, lang: Lang) -> String {
        let mut out = self.message.render(lang);
        if let Some(word) = &self.suggestion {
            out.push_str(&crate::tr!(
                lang,
                "parse-did-you-mean",
                word = word.as_str()
            ));
        }
        out
    }

    /// A report over three lines in English: the message (with any suggestion), the text, and
    /// carets under the span. The last two lines are indented by two spaces.
    pub fn render(&self) -> String {
        self.render_in(Lang::En)
    }

    /// [`render`](Self::render) in `lang`.
    pub fn render_in(&self, lang: Lang) -> String {
        let mut out = self.message_in(lang);
        for line in caret(&self.text, self.span).lines() {
            out.push_str("\n  ");
            out.push_str(line);
        }
        out
    }
}

/// Parses one physical input line: strips a `#` comment (not inside quotes), splits on `;` (not
/// inside quotes), trims; empty pieces are skipped. Each returned line's `text` is the trimmed
/// piece and all spans inside it are byte offsets relative to that `text`.
///
/// The first piece that fails to parse makes the whole line fail.
pub fn parse_line(input: &str) -> Result<Vec<ast::Line>, ParseError> {
    lexer::split_pieces(input)
        .into_iter()
        .map(parser::parse_piece)
        .collect()
}

/// Parses a whole script; each item is (1-based line number, the result for that physical line).
/// There is one item per physical line, blank and comment-only lines giving `Ok(vec![])`. A
/// byte-order mark at the start is ignored.
pub fn parse_script(src: &str) -> Vec<(usize, Result<Vec<ast::Line>, ParseError>)> {
    let src = src.strip_prefix('\u{feff}').unwrap_or(src);
    src.lines()
        .enumerate()
        .map(|(i, line)| (i + 1, parse_line(line)))
        .collect()
}

/// Renders `text` and, on the next line, carets under `span`, aligned by display width so that
/// full-width characters (two columns each) line up. A zero-width span gets one caret. A span
/// past the end or off a character boundary is clamped, never a panic. Tabs before the span are
/// copied so the carets stay aligned.
pub fn caret(text: &str, span: Span) -> String {
    let mut start = span.start.min(text.len());
    while !text.is_char_boundary(start) {
        start -= 1;
    }
    let mut end = span.end.clamp(start, text.len());
    while !text.is_char_boundary(end) {
        end += 1;
    }
    let mut line = String::new();
    for c in text[..start].chars() {
        if c == '\t' {
            line.push('\t');
        } else {
            let width = UnicodeWidthChar::width(c).unwrap_or(0);
            line.extend(std::iter::repeat_n(' ', width));
        }
    }
    let width = UnicodeWidthStr::width(&text[start..end]).max(1);
    line.extend(std::iter::repeat_n('^', width));
    format!("{text}\n{line}")
}

/// The closest candidate to `word`, compared case-insensitively by Damerau-Levenshtein distance
/// (ties broken by Jaro-Winkler similarity, then by order), or `None` if nothing is close. How
/// close is close grows with the word: no edit for one or two characters, one edit up to four,
/// two up to eight, three beyond.
pub fn suggest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let word = word.to_lowercase();
    let limit = match word.chars().count() {
        0 => return None,
        1..=2 => 0,
        3..=4 => 1,
        5..=8 => 2,
        _ => 3,
    };
    let mut best: Option<(usize, f64, &'a str)> = None;
    for cand in candidates {
        let lower = cand.to_lowercase();
        let dist = strsim::damerau_levenshtein(&word, &lower);
        if dist > limit {
            continue;
        }
        let sim = strsim::jaro_winkler(&word, &lower);
        let better = match best {
            None => true,
            Some((d, s, _)) => dist < d || (dist == d && sim > s),
        };
        if better {
            best = Some((dist, sim, cand));
        }
    }
    best.map(|(_, _, cand)| cand)
}
