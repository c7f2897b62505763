//! The shell's rustyline helper: completion of what may come where the cursor is, shape and
//! history hints drawn dimmed, and nothing drawn as a hint without a colour terminal.
//!
//! What may come next is asked of the parser itself: the text before the word being completed
//! is parsed, and the `expected` list of the error it gives (something missing at the end, or a
//! sentinel word that is not allowed there) says which keywords and which kinds of names
//! (`<player>`, `<handle>`, `<card>`) fit. So completion follows the grammar and cannot drift
//! from it.

use crate::i18n::Lang;
use crate::lang;
use crate::lang::help;
use crate::render::SHELL_WORDS;
use crate::rules;
use rustyline::completion::{Completer, Pair};
use rustyline::highlight::Highlighter;
use rustyline::hint::{Hinter, HistoryHinter};
use rustyline::{Helper, Validator};
use std::borrow::Cow;
use std::cell::RefCell;
use std::rc::Rc;

/// Words the completer offers, refreshed after every command.
#[derive(Default)]
pub struct Vocab {
    pub players: Vec<String>,
    pub handles: Vec<String>,
    pub cards: Vec<String>,
    /// While a `ruling add` prompt is open: the only words offered.
    pub prompt: Option<Vec<String>>,
}

#[derive(Helper, Validator)]
pub struct ShellHelper {
    pub vocab: Rc<RefCell<Vocab>>,
    pub hinter: HistoryHinter,
    /// Whether hints are drawn (dimmed): only on a colour terminal without `NO_COLOR`.
    pub colour: bool,
    /// The language of the terms shown beside command words (the words stay as typed).
    pub lang: Lang,
}

/// A hint: what is drawn, and what the right arrow inserts. The Japanese term beside a
/// command's shape is drawn only, never inserted into the line.
pub struct ShellHint {
    display: String,
    completion: Option<String>,
}

impl rustyline::hint::Hint for ShellHint {
    fn display(&self) -> &str {
        &self.display
    }

    fn completion(&self) -> Option<&str> {
        self.completion.as_deref()
    }
}

/// Dim (SGR 2), then reset.
const DIM: &str = "\x1b[2m";
const RESET: &str = "\x1b[0m";

impl Highlighter for ShellHelper {
    fn highlight_hint<'h>(&self, hint: &'h str) -> Cow<'h, str> {
        if self.colour {
            Cow::Owned(format!("{DIM}{hint}{RESET}"))
        } else {
            Cow::Borrowed(hint)
        }
    }
}

impl ShellHelper {
    /// The hint for `line` with the cursor at its end, whatever the terminal: a command's shape
    /// once its first word (or a player's verb) and a space are typed; otherwise the rest of an
    /// earlier line that starts with everything typed, offered only once a whole word is typed
    /// and only up to the end of that command (`;`).
    pub fn hint_text(
        &self,
        line: &str,
        pos: usize,
        ctx: &rustyline::Context<'_>,
    ) -> Option<String> {
        if pos < line.len() || line.trim().is_empty() {
            return None;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        if line.ends_with(' ') {
            let key = match words.as_slice() {
                [w] => Some(*w),
                [p, v] if self.is_player(p) => Some(*v),
                _ => None,
            };
            if let Some(shape) = key.and_then(help::shape) {
                return Some(shape);
            }
        }
        if !line.trim_start().contains(' ') {
            return None;
        }
        let rest = self.hinter.hint(line, pos, ctx)?;
        let rest = match rest.find(';') {
            Some(i) => rest[..i].trim_end().to_string(),
            None => rest,
        };
        (!rest.is_empty()).then_some(rest)
    }

    /// The Japanese term of the command word (or player's verb) whose shape is hinted for
    /// `line`, when the language is Japanese.
    pub fn shape_term(&self, line: &str) -> Option<String> {
        if !line.ends_with(' ') {
            return None;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        let key = match words.as_slice() {
            [w] => Some(*w),
            [p, v] if self.is_player(p) => Some(*v),
            _ => None,
        }?;
        help::shape(key)?;
        help::term(key, self.lang)
    }

    fn is_player(&self, word: &str) -> bool {
        let w = word.trim_matches('"');
        self.vocab
            .borrow()
            .players
            .iter()
            .any(|p| p.eq_ignore_ascii_case(w))
    }

    /// The candidates for the word that starts at `start` in `before` (the line up to the cursor).
    fn candidates(&self, before: &str, start: usize) -> Vec<String> {
        let v = self.vocab.borrow();
        if let Some(words) = &v.prompt {
            return words.clone();
        }
        // The command piece the word belongs to: after the last `;` outside quotes.
        let head = &before[..start];
        let mut piece_start = 0;
        let mut quoted = false;
        for (i, c) in head.char_indices() {
            match c {
                '"' => quoted = !quoted,
                ';' if !quoted => piece_start = i + 1,
                _ => {}
            }
        }
        let piece = head[piece_start..].trim_start();
        let piece = piece.strip_suffix('"').unwrap_or(piece).trim_end();
        let words: Vec<&str> = piece.split_whitespace().collect();
        let quote_card = |c: &String| {
            if c.contains(' ') {
                format!("\"{c}\"")
            } else {
                c.clone()
            }
        };
        match words.as_slice() {
            [] => {
                let mut c: Vec<String> = lang::COMMAND_WORDS
                    .iter()
                    .chain(SHELL_WORDS)
                    .map(|s| s.to_string())
                    .collect();
                c.extend(v.players.iter().cloned());
                return c;
            }
            ["help"] => {
                return help::entries().iter().map(|e| e.word.clone()).collect();
            }
            ["rules"] => {
                let mut c = vec!["search".to_string(), "show".to_string()];
                c.extend(rules::corpus().rules().iter().map(|r| r.id.to_string()));
                return c;
            }
            ["rules", "show"] => {
                return rules::corpus()
                    .rules()
                    .iter()
                    .map(|r| r.id.to_string())
                    .collect();
            }
            ["case"] => return vec!["new".into(), "open".into(), "list".into()],
            ["cards"] => return vec!["show".into(), "search".into()],
            ["cards", "show", ..] => return v.cards.iter().map(quote_card).collect(),
            ["ruling"] => return vec!["add".into()],
            [w, ..] if SHELL_WORDS.contains(w) => return Vec::new(),
            // A player's name, then one of the verbs.
            [w] if !lang::COMMAND_WORDS.contains(&w.to_lowercase().as_str()) => {
                return lang::PLAYER_VERBS.iter().map(|s| s.to_string()).collect();
            }
            _ => {}
        }
        let Some(expected) = expected_after(piece) else {
            // The parser could not say (a name list that may go on): anything named.
            let mut c: Vec<String> = v.handles.clone();
            c.extend(v.players.iter().cloned());
            c.extend(v.cards.iter().map(quote_card));
            return c;
        };
        let mut out = Vec::new();
        for e in expected {
            match e.as_str() {
                "<player>" => out.extend(v.players.iter().cloned()),
                "<handle>" => out.extend(v.handles.iter().cloned()),
                "<card>" => out.extend(v.cards.iter().map(quote_card)),
                "<command>" => {
                    out.extend(lang::COMMAND_WORDS.iter().map(|s| s.to_string()));
                    out.extend(v.players.iter().cloned());
                }
                w if w.starts_with('<') || w == "," => {}
                w => out.push(w.to_string()),
            }
        }
        out
    }
}

/// What the parser expects after `piece` (a command piece up to the word being completed), or
/// `None` when it cannot tell.
fn expected_after(piece: &str) -> Option<Vec<String>> {
    match lang::parse_line(piece) {
        Err(e) if e.span.start >= e.text.len() => return Some(e.expected),
        Err(_) => return Some(Vec::new()),
        Ok(_) => {}
    }
    // A complete command: what may be added? A sentinel word that no keyword starts with.
    let probe = format!("{piece} \u{2063}");
    match lang::parse_line(&probe) {
        Err(e) if e.span.start >= piece.len() => {
            let mut x = e.expected;
            x.retain(|w| w != "<end>");
            return Some(x);
        }
        Err(_) => return Some(Vec::new()),
        Ok(_) => {}
    }
    // The sentinel was taken as a name: a list of names that may go on (`target a b`, `pass`,
    // `players A B`). What the last keyword before the list takes, plus what may follow the list.
    if piece.split_whitespace().next() == Some("pass") {
        return Some(vec!["all".into(), "<player>".into()]);
    }
    let cuts: Vec<usize> = word_ends(piece);
    for &cut in cuts.iter().rev().skip(1) {
        if let Err(e) = lang::parse_line(&piece[..cut]) {
            if e.span.start >= e.text.len() {
                return Some(e.expected);
            }
        }
    }
    None
}

/// The byte offsets where the words of `piece` end (quoted names are one word).
fn word_ends(piece: &str) -> Vec<usize> {
    let mut ends = Vec::new();
    let mut quoted = false;
    let mut in_word = false;
    for (i, c) in piece.char_indices() {
        if c == '"' {
            quoted = !quoted;
        }
        if c.is_whitespace() && !quoted {
            if in_word {
                ends.push(i);
            }
            in_word = false;
        } else {
            in_word = true;
        }
    }
    if in_word {
        ends.push(piece.len());
    }
    ends
}

impl Hinter for ShellHelper {
    type Hint = ShellHint;

    fn hint(&self, line: &str, pos: usize, ctx: &rustyline::Context<'_>) -> Option<ShellHint> {
        if !self.colour {
            return None;
        }
        let text = self.hint_text(line, pos, ctx)?;
        let display = match self.shape_term(line) {
            Some(t) => format!("{text}  ({t})"),
            None => text.clone(),
        };
        Some(ShellHint {
            display,
            completion: Some(text),
        })
    }
}

/// A command word, a player's verb or a shell word: the words shown with their Japanese term.
fn is_word(w: &str) -> bool {
    lang::COMMAND_WORDS
        .iter()
        .chain(lang::PLAYER_VERBS)
        .chain(SHELL_WORDS)
        .any(|x| *x == w)
}

impl Completer for ShellHelper {
    type Candidate = Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _: &rustyline::Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        let before = &line[..pos];
        let start = before.rfind([' ', ';', '"']).map(|i| i + 1).unwrap_or(0);
        let word = &before[start..];
        let w = word.to_lowercase();
        let mut out: Vec<Pair> = Vec::new();
        for c in self.candidates(before, start) {
            let fits = c.trim_start_matches('"').to_lowercase().starts_with(&w)
                || c.to_lowercase().starts_with(&w);
            if fits && !out.iter().any(|p| p.replacement == c) {
                let display = match help::term(&c, self.lang) {
                    Some(t) if is_word(&c) => format!("{c} ({t})"),
                    _ => c.clone(),
                };
                out.push(Pair {
                    display,
                    replacement: c,
                });
            }
        }
        out.sort_by_key(|p| (p.display.to_lowercase(), p.display.clone()));
        let start = if before[..start].ends_with('"') {
            start - 1
        } else {
            start
        };
        Ok((start, out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rustyline::history::{DefaultHistory, History};

    fn helper(colour: bool) -> ShellHelper {
        let vocab = Rc::new(RefCell::new(Vocab {
            players: vec!["Allen".into(), "Bob".into(), "土岐".into()],
            handles: vec!["hoturi".into(), "土岐-秀".into()],
            cards: vec!["Kolat Assassin".into(), "Investigation".into()],
            prompt: None,
        }));
        ShellHelper {
            vocab,
            hinter: HistoryHinter::new(),
            colour,
            lang: Lang::En,
        }
    }

    /// The hint as drawn.
    fn shown(
        h: &ShellHelper,
        line: &str,
        pos: usize,
        ctx: &rustyline::Context<'_>,
    ) -> Option<String> {
        h.hint(line, pos, ctx).map(|x| x.display)
    }

    #[test]
    fn japanese_terms_beside_words_never_in_the_line() {
        let mut h = helper(true);
        h.lang = Lang::Ja;
        let history = DefaultHistory::new();
        let ctx = rustyline::Context::new(&history);
        let hint = h.hint("players ", 8, &ctx).expect("a shape");
        assert_eq!(hint.display, "NAME NAME…  (プレイヤー)");
        assert_eq!(rustyline::hint::Hint::completion(&hint), Some("NAME NAME…"));
        let (_, pairs) = h.complete("ent", 3, &ctx).expect("completes");
        let enter = pairs
            .iter()
            .find(|p| p.replacement == "enter")
            .expect("enter");
        assert_eq!(enter.display, "enter (場に出す)");
        let (_, pairs) = h.complete("Allen pl", 8, &ctx).expect("completes");
        assert!(pairs
            .iter()
            .any(|p| p.replacement == "plays" && p.display == "plays (プレイする)"));
        // English shows the words alone.
        let en = helper(true);
        let (_, pairs) = en.complete("ent", 3, &ctx).expect("completes");
        assert!(pairs.iter().any(|p| p.display == "enter"));
        assert_eq!(
            shown(&en, "players ", 8, &ctx).as_deref(),
            Some("NAME NAME…")
        );
    }

    fn complete(h: &ShellHelper, line: &str) -> Vec<String> {
        let history = DefaultHistory::new();
        let ctx = rustyline::Context::new(&history);
        let (_, c) = h.complete(line, line.len(), &ctx).expect("completes");
        c.into_iter().map(|p| p.replacement).collect()
    }

    #[test]
    fn completion_follows_the_grammar() {
        let h = helper(true);
        // Handles after `bow`, not keywords or players.
        assert_eq!(complete(&h, "bow ho"), ["hoturi"]);
        assert_eq!(complete(&h, "bow 土"), ["土岐-秀"]);
        // Players after `honor`, `pass` also offers `all`.
        assert_eq!(complete(&h, "honor "), ["Allen", "Bob", "土岐"]);
        assert_eq!(complete(&h, "pass a"), ["all", "Allen"]);
        // A player's verbs, then cards after `plays`, then handles after `target`.
        assert!(complete(&h, "Bob p").contains(&"plays".to_string()));
        assert_eq!(complete(&h, "Bob plays \"Kol"), ["\"Kolat Assassin\""]);
        assert_eq!(complete(&h, "cards show \"Kol"), ["\"Kolat Assassin\""]);
        assert_eq!(
            complete(&h, "enter Bob action \"Kol"),
            ["\"Kolat Assassin\""]
        );
        // Card names wherever a card name comes.
        for line in [
            "hand Bob \"Kol",
            "fill p1 \"Kol",
            "card \"Kol",
            "enter Bob personality Kol",
            "cards show Kol",
            "Bob plays Kol",
        ] {
            assert_eq!(complete(&h, line), ["\"Kolat Assassin\""], "{line}");
        }
        assert_eq!(
            complete(&h, "Bob plays \"Kolat Assassin\" target h"),
            ["hoturi"]
        );
        // Clause keywords after a complete play.
        let clauses = complete(&h, "Bob plays \"Kolat Assassin\" ta");
        assert_eq!(clauses, ["target"]);
        // `expect` words, then what each takes.
        assert!(complete(&h, "expect al").contains(&"alive".to_string()));
        assert_eq!(complete(&h, "expect alive h"), ["hoturi"]);
        assert_eq!(complete(&h, "turn Bob ac"), ["action"]);
        assert!(
            complete(&h, "rules favor.petition.au").contains(&"favor.petition.auto".to_string())
        );
        assert!(complete(&h, "pla").contains(&"players".to_string()));
        assert_eq!(complete(&h, "help ent"), ["enter"]);
        // After `;`, a new command starts.
        assert!(complete(&h, "honor Allen 10; hon").contains(&"honor".to_string()));
    }

    #[test]
    fn hints_are_shapes_and_fitting_history_dimmed_only_in_colour() {
        let mut history = DefaultHistory::new();
        history
            .add("players Allen Bob Cindy; honor Allen 10")
            .expect("history");
        let ctx = rustyline::Context::new(&history);
        let h = helper(true);
        // No history hint for a half-typed first word.
        assert_eq!(shown(&h, "pl", 2, &ctx), None);
        // A shape once the command word is typed.
        assert_eq!(
            shown(&h, "players ", 8, &ctx).as_deref(),
            Some("NAME NAME…")
        );
        assert!(
            shown(&h, "Allen plays ", 12, &ctx).is_some_and(|s| s.starts_with("NAME [ACTIONKIND]"))
        );
        // History only up to the end of the command it continues.
        assert_eq!(
            shown(&h, "players Al", 10, &ctx).as_deref(),
            Some("len Bob Cindy")
        );
        assert_eq!(
            h.highlight_hint("len Bob Cindy"),
            "\x1b[2mlen Bob Cindy\x1b[0m"
        );
        // Without colour, no hint at all.
        let plain = helper(false);
        assert_eq!(shown(&plain, "players Al", 10, &ctx), None);
        assert_eq!(shown(&plain, "players ", 8, &ctx), None);
    }
}
