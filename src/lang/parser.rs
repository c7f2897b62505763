//! Tokens of one command piece to an [`ast::Command`].
//!
//! A hand-written recursive descent over the token list. Keywords match case-insensitively and
//! only as bare words: a quoted word is always a name, which is how a name that collides with a
//! keyword is typed.
//!
//! This module holds the token access, the errors and the small pieces (names, numbers,
//! keywords); the command families are methods of the same [`Parser`] in the submodules:
//! `command` (the command words), `player` (lines that start with a player name), `card` (card
//! descriptions and effects) and `expect` (the checks).

mod card;
mod command;
mod expect;
mod player;

use super::ast::{ActionKind, CardKind, CardVerb, Line, Name, Phase, Span, Spanned, Stat};
use super::lexer::{parse_int, tokenize, TokKind, Token};
use super::{suggest, ParseError};
use crate::msg;
use crate::msg::{Arg, Msg};

type Result<T> = std::result::Result<T, ParseError>;

const PHASE_WORDS: &[&str] = &[
    "straighten",
    "events",
    "action",
    "attack",
    "battle",
    "dynasty",
    "end",
];
const KIND_WORDS: &[&str] = &[
    "stronghold",
    "personality",
    "holding",
    "region",
    "event",
    "follower",
    "item",
    "spell",
    "ancestor",
    "action",
    "kiho",
    "ring",
];
const ACTION_KIND_WORDS: &[&str] = &["limited", "open", "battle", "reaction"];
const STAT_WORDS: &[&str] = &[
    "force",
    "chi",
    "ph",
    "hr",
    "cost",
    "focus",
    "gold",
    "province",
    "starting-honor",
    "ranged",
    "fear",
];
/// Card-description keywords other than the stats and action kinds.
const SPEC_WORDS: &[&str] = &["traits", "unique", "experienced", "target", "effect"];
/// Keywords that only `enter` adds to a card description.
const ENTER_WORDS: &[&str] = &["on", "bowed", "dishonored", "as"];
const PLAY_CLAUSES: &[&str] = &[
    "limited", "open", "battle", "reaction", "by", "target", "on", "paying", "cost", "effect",
    "discount", "proclaim", "over", "as", "with",
];
const PROVINCE_WORDS: &[&str] = &["destroyed", "standing", "empty", "face-up", "face-down"];
const DEAD_WORDS: &[&str] = &["honorable", "dishonorable", "discarded"];
const WHO_WORDS: &[&str] = &["actor", "me", "controller"];

fn phase_of(word: &str) -> Option<Phase> {
    Phase::ALL
        .into_iter()
        .find(|p| p.keyword().eq_ignore_ascii_case(word))
}

fn kind_of(word: &str) -> Option<CardKind> {
    CardKind::ALL
        .into_iter()
        .find(|k| k.keyword().eq_ignore_ascii_case(word))
}

fn action_kind_of(word: &str) -> Option<ActionKind> {
    [
        ActionKind::Limited,
        ActionKind::Open,
        ActionKind::Battle,
        ActionKind::Reaction,
    ]
    .into_iter()
    .find(|k| k.keyword().eq_ignore_ascii_case(word))
}

fn stat_of(word: &str) -> Option<Stat> {
    Stat::ALL
        .into_iter()
        .find(|s| s.keyword().eq_ignore_ascii_case(word))
}

fn card_verb_of(word: &str) -> Option<CardVerb> {
    CardVerb::ALL
        .into_iter()
        .find(|v| v.keyword().eq_ignore_ascii_case(word))
}

fn is_one_of(word: &str, words: &[&str]) -> bool {
    words.iter().any(|w| w.eq_ignore_ascii_case(word))
}

/// A keyword as the judge types it, in backquotes: "`target`".
pub(super) fn kw(word: &str) -> Msg {
    msg!("what-word", word = word)
}

/// "`a`, `b` or `c`": the keywords as alternatives.
pub(super) fn one_of(words: &[&str]) -> Arg {
    Arg::or(words.iter().map(|w| kw(w)))
}

/// Things that may come at one place, as alternatives: "a, b or c".
pub(super) fn either(items: impl IntoIterator<Item = Msg>) -> Msg {
    msg!("what-either", items = Arg::or(items))
}

/// Parses one trimmed, non-empty command piece.
pub(crate) fn parse_piece(text: &str) -> Result<Line> {
    let mut p = Parser {
        text,
        toks: tokenize(text)?,
        pos: 0,
    };
    let command = p.command()?;
    Ok(Line {
        text: text.to_string(),
        command,
    })
}

struct Parser<'a> {
    text: &'a str,
    toks: Vec<Token>,
    pos: usize,
}

impl<'a> Parser<'a> {
    // ---- token access -------------------------------------------------------------------

    fn peek(&self) -> Option<Token> {
        self.toks.get(self.pos).copied()
    }

    fn peek_at(&self, n: usize) -> Option<Token> {
        self.toks.get(self.pos + n).copied()
    }

    fn bump(&mut self) {
        self.pos += 1;
    }

    fn raw(&self, tok: Token) -> &'a str {
        &self.text[tok.span.start..tok.span.end]
    }

    /// The token's text if it is a bare word.
    fn word(&self, tok: Token) -> Option<&'a str> {
        (tok.kind == TokKind::Word).then(|| self.raw(tok))
    }

    /// The next token's text if it is a bare word.
    fn peek_word(&self) -> Option<(&'a str, Span)> {
        let tok = self.peek()?;
        self.word(tok).map(|w| (w, tok.span))
    }

    /// Whether the next token is the bare keyword `kw` (any case).
    fn at_kw(&self, kw: &str) -> bool {
        self.peek_word()
            .is_some_and(|(w, _)| w.eq_ignore_ascii_case(kw))
    }

    /// Consumes the next token if it is the bare keyword `kw`.
    fn eat_kw(&mut self, kw: &str) -> Option<Span> {
        let (w, span) = self.peek_word()?;
        if w.eq_ignore_ascii_case(kw) {
            self.bump();
            Some(span)
        } else {
            None
        }
    }

    /// Whether the next token is a bare word that reads as an integer (in range or not).
    fn at_int(&self) -> bool {
        self.peek_word()
            .is_some_and(|(w, _)| parse_int(w).is_some())
    }

    // ---- errors -------------------------------------------------------------------------

    fn error(
        &self,
        span: Span,
        message: Msg,
        expected: &[&str],
        suggestion: Option<&str>,
    ) -> ParseError {
        ParseError {
            text: self.text.to_string(),
            span,
            message,
            expected: expected.iter().map(|s| s.to_string()).collect(),
            suggestion: suggestion.map(str::to_string),
        }
    }

    /// Something required is missing at the end of the line.
    fn missing(&self, what: Msg, expected: &[&str]) -> ParseError {
        let end = self.text.len();
        let message = msg!("parse-missing", what = what, text = self.text);
        self.error(Span::new(end, end), message, expected, None)
    }

    /// The token `tok` is not what may come here.
    fn found(&self, tok: Token, what: Msg, expected: &[&str]) -> ParseError {
        let raw = self.raw(tok);
        let message = msg!("parse-found", what = what, raw = raw);
        let suggestion = self.word(tok).and_then(|w| {
            suggest(
                w,
                expected
                    .iter()
                    .copied()
                    .filter(|e| !e.starts_with('<') && *e != ","),
            )
            .filter(|s| !s.eq_ignore_ascii_case(w))
        });
        self.error(tok.span, message, expected, suggestion)
    }

    /// When `tok`, a bare word, directly follows the bare card name `name`, the two were most
    /// likely one name typed without quotes: says so, with the line as it should be typed.
    fn quote_hint(&self, mut err: ParseError, name: &Name, tok: Token) -> ParseError {
        let (start, end) = (name.span.start, name.span.end);
        let bare = !self.text[start..].starts_with('"');
        let adjacent = end <= tok.span.start
            && self.text[end..tok.span.start]
                .chars()
                .all(char::is_whitespace);
        // A misspelled keyword (`targt`) is more likely than a name typed without quotes.
        if !bare || !adjacent || tok.kind != TokKind::Word || err.suggestion.is_some() {
            return err;
        }
        let fixed = format!(
            "{}\"{}\"{}",
            &self.text[..start],
            &self.text[start..tok.span.end],
            &self.text[tok.span.end..]
        );
        let both = &self.text[start..tok.span.end];
        err.message = msg!(
            "parse-quote-hint",
            error = err.message,
            both = both,
            fixed = fixed
        );
        err
    }

    /// Either `missing` or `found`, depending on whether a token is left.
    fn unexpected(&self, what: Msg, expected: &[&str]) -> ParseError {
        match self.peek() {
            Some(tok) => self.found(tok, what, expected),
            None => self.missing(what, expected),
        }
    }

    fn twice(&self, span: Span, what: Msg) -> ParseError {
        let message = msg!("parse-twice", what = what);
        self.error(span, message, &[], None)
    }

    // ---- pieces -------------------------------------------------------------------------

    /// A name: a bare word or a quoted string. `what` says what it names, for errors.
    fn name(&mut self, what: Msg, placeholder: &str) -> Result<Name> {
        let Some(tok) = self.peek() else {
            return Err(self.missing(what, &[placeholder]));
        };
        match tok.kind {
            TokKind::Comma => Err(self.found(tok, what, &[placeholder])),
            TokKind::Word | TokKind::Quoted => {
                if tok.inner.start == tok.inner.end {
                    let message = msg!("parse-empty-name", what = what);
                    return Err(self.error(tok.span, message, &[placeholder], None));
                }
                self.bump();
                let value = self.text[tok.inner.start..tok.inner.end].to_string();
                Ok(Spanned::new(value, tok.inner))
            }
        }
    }

    fn player(&mut self) -> Result<Name> {
        self.name(msg!("what-player-name"), "<player>")
    }

    fn handle(&mut self) -> Result<Name> {
        self.name(msg!("what-card-handle"), "<handle>")
    }

    fn card_name(&mut self) -> Result<Name> {
        self.name(msg!("what-card-name"), "<card>")
    }

    /// An integer, in range for `i32`.
    fn int(&mut self) -> Result<Spanned<i32>> {
        let Some(tok) = self.peek() else {
            return Err(self.missing(msg!("what-number"), &["<number>"]));
        };
        let Some(word) = self.word(tok) else {
            return Err(self.found(tok, msg!("what-number"), &["<number>"]));
        };
        match parse_int(word) {
            None => Err(self.found(tok, msg!("what-number"), &["<number>"])),
            Some(Err(())) => {
                let message = msg!(
                    "parse-too-large",
                    word = word,
                    min = i32::MIN.to_string(),
                    max = i32::MAX.to_string()
                );
                Err(self.error(tok.span, message, &["<number>"], None))
            }
            Some(Ok(n)) => {
                self.bump();
                Ok(Spanned::new(n, tok.span))
            }
        }
    }

    /// An integer of 0 or more. `hint` tells how to say a negative amount instead.
    fn amount(&mut self, hint: Msg) -> Result<Spanned<i32>> {
        let n = self.int()?;
        if n.value < 0 {
            let message = msg!(
                "parse-negative",
                raw = &self.text[n.span.start..n.span.end],
                hint = hint
            );
            return Err(self.error(n.span, message, &["<number>"], None));
        }
        Ok(n)
    }

    /// One of `words` as a bare keyword; `what` describes the choice for errors.
    fn keyword(&mut self, what: Msg, words: &[&str]) -> Result<(&'a str, Span)> {
        match self.peek_word() {
            Some((w, span)) if is_one_of(w, words) => {
                self.bump();
                Ok((w, span))
            }
            _ => Err(self.unexpected(what, words)),
        }
    }

    fn phase(&mut self) -> Result<Spanned<Phase>> {
        let what = msg!("what-phase", words = one_of(PHASE_WORDS));
        let (w, span) = self.keyword(what.clone(), PHASE_WORDS)?;
        let phase = phase_of(w).ok_or_else(|| self.unexpected(what, PHASE_WORDS))?;
        Ok(Spanned::new(phase, span))
    }

    fn action_kind(&mut self) -> Result<Spanned<ActionKind>> {
        let what = msg!("what-action-kind-of", words = one_of(ACTION_KIND_WORDS));
        let (w, span) = self.keyword(what.clone(), ACTION_KIND_WORDS)?;
        let kind = action_kind_of(w).ok_or_else(|| self.unexpected(what, ACTION_KIND_WORDS))?;
        Ok(Spanned::new(kind, span))
    }

    fn card_kind(&mut self) -> Result<Spanned<CardKind>> {
        let (w, span) = self.keyword(msg!("what-card-kind"), KIND_WORDS)?;
        let kind = kind_of(w).ok_or_else(|| self.unexpected(msg!("what-card-kind"), KIND_WORDS))?;
        Ok(Spanned::new(kind, span))
    }

    /// A required keyword.
    fn expect_kw(&mut self, kw: &str) -> Result<Span> {
        match self.eat_kw(kw) {
            Some(span) => Ok(span),
            None => Err(self.unexpected(self::kw(kw), &[kw])),
        }
    }

    /// Names up to the end, a comma, or a bare word in `stop`; at least one.
    fn names_until(&mut self, what: Msg, placeholder: &str, stop: &[&str]) -> Result<Vec<Name>> {
        let mut names = Vec::new();
        while let Some(tok) = self.peek() {
            if tok.kind == TokKind::Comma || self.word(tok).is_some_and(|w| is_one_of(w, stop)) {
                break;
            }
            names.push(self.name(what.clone(), placeholder)?);
        }
        if names.is_empty() {
            return Err(self.unexpected(what, &[placeholder]));
        }
        Ok(names)
    }

    /// The command must end here.
    fn end(&self) -> Result<()> {
        match self.peek() {
            None => Ok(()),
            Some(tok) => Err(self.found(tok, msg!("what-end"), &["<end>"])),
        }
    }
}
