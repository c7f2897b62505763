//! Tokens of one command piece to an [`ast::Command`].
//!
//! A hand-written recursive descent over the token list. Keywords match case-insensitively and
//! only as bare words: a quoted word is always a name, which is how a name that collides with a
//! keyword is typed.

use super::ast::{
    ActionKind, AdjustVerb, BringAst, CardKind, CardRef, CardSpecAst, CardVerb, ClanChoice,
    Command, CopyWhat, DeadKind, EffectAst, ExpectStat, Expectation, Line, Name, PassWho, Phase,
    PlayerRef, Span, Spanned, StartAst, Stat, TargetSpecAst,
};
use super::lexer::{parse_int, tokenize, TokKind, Token};
use super::{suggest, ParseError, COMMAND_WORDS, EFFECT_WORDS, EXPECT_WORDS, PLAYER_VERBS};

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

/// "`a`, `b` or `c`".
fn one_of(words: &[&str]) -> String {
    let quoted: Vec<String> = words.iter().map(|w| format!("`{w}`")).collect();
    match quoted.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
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
        message: String,
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
    fn missing(&self, what: &str, expected: &[&str]) -> ParseError {
        let end = self.text.len();
        let message = format!("expected {what} after `{}`", self.text);
        self.error(Span::new(end, end), message, expected, None)
    }

    /// The token `tok` is not what may come here.
    fn found(&self, tok: Token, what: &str, expected: &[&str]) -> ParseError {
        let raw = self.raw(tok);
        let message = format!("expected {what}, found `{raw}`");
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
        err.message
            .push_str(&format!("; if `{both}` is one name, quote it: `{fixed}`"));
        err
    }

    /// Either `missing` or `found`, depending on whether a token is left.
    fn unexpected(&self, what: &str, expected: &[&str]) -> ParseError {
        match self.peek() {
            Some(tok) => self.found(tok, what, expected),
            None => self.missing(what, expected),
        }
    }

    fn twice(&self, span: Span, what: &str) -> ParseError {
        let message = format!("{what} is given twice; give it once");
        self.error(span, message, &[], None)
    }

    // ---- pieces -------------------------------------------------------------------------

    /// A name: a bare word or a quoted string. `what` says what it names, for errors.
    fn name(&mut self, what: &str, placeholder: &str) -> Result<Name> {
        let Some(tok) = self.peek() else {
            return Err(self.missing(what, &[placeholder]));
        };
        match tok.kind {
            TokKind::Comma => Err(self.found(tok, what, &[placeholder])),
            TokKind::Word | TokKind::Quoted => {
                if tok.inner.start == tok.inner.end {
                    let message = format!("expected {what}, found an empty name `\"\"`");
                    return Err(self.error(tok.span, message, &[placeholder], None));
                }
                self.bump();
                let value = self.text[tok.inner.start..tok.inner.end].to_string();
                Ok(Spanned::new(value, tok.inner))
            }
        }
    }

    fn player(&mut self) -> Result<Name> {
        self.name("a player name", "<player>")
    }

    fn handle(&mut self) -> Result<Name> {
        self.name("a card handle", "<handle>")
    }

    fn card_name(&mut self) -> Result<Name> {
        self.name("a card name", "<card>")
    }

    /// An integer, in range for `i32`.
    fn int(&mut self) -> Result<Spanned<i32>> {
        let Some(tok) = self.peek() else {
            return Err(self.missing("a number", &["<number>"]));
        };
        let Some(word) = self.word(tok) else {
            return Err(self.found(tok, "a number", &["<number>"]));
        };
        match parse_int(word) {
            None => Err(self.found(tok, "a number", &["<number>"])),
            Some(Err(())) => {
                let message = format!(
                    "`{word}` is too large for a number; use one from {} to {}",
                    i32::MIN,
                    i32::MAX
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
    fn amount(&mut self, hint: &str) -> Result<Spanned<i32>> {
        let n = self.int()?;
        if n.value < 0 {
            let message = format!(
                "expected a number of 0 or more, found `{}`; {hint}",
                &self.text[n.span.start..n.span.end]
            );
            return Err(self.error(n.span, message, &["<number>"], None));
        }
        Ok(n)
    }

    /// One of `words` as a bare keyword; `what` describes the choice for errors.
    fn keyword(&mut self, what: &str, words: &[&str]) -> Result<(&'a str, Span)> {
        match self.peek_word() {
            Some((w, span)) if is_one_of(w, words) => {
                self.bump();
                Ok((w, span))
            }
            _ => Err(self.unexpected(what, words)),
        }
    }

    fn phase(&mut self) -> Result<Spanned<Phase>> {
        let what = format!("a phase ({})", one_of(PHASE_WORDS));
        let (w, span) = self.keyword(&what, PHASE_WORDS)?;
        let phase = phase_of(w).ok_or_else(|| self.unexpected(&what, PHASE_WORDS))?;
        Ok(Spanned::new(phase, span))
    }

    fn action_kind(&mut self) -> Result<Spanned<ActionKind>> {
        let what = format!("an action kind ({})", one_of(ACTION_KIND_WORDS));
        let (w, span) = self.keyword(&what, ACTION_KIND_WORDS)?;
        let kind = action_kind_of(w).ok_or_else(|| self.unexpected(&what, ACTION_KIND_WORDS))?;
        Ok(Spanned::new(kind, span))
    }

    fn card_kind(&mut self) -> Result<Spanned<CardKind>> {
        let (w, span) = self.keyword("a card kind", KIND_WORDS)?;
        let kind = kind_of(w).ok_or_else(|| self.unexpected("a card kind", KIND_WORDS))?;
        Ok(Spanned::new(kind, span))
    }

    /// A required keyword.
    fn expect_kw(&mut self, kw: &str) -> Result<Span> {
        match self.eat_kw(kw) {
            Some(span) => Ok(span),
            None => Err(self.unexpected(&format!("`{kw}`"), &[kw])),
        }
    }

    /// Names up to the end, a comma, or a bare word in `stop`; at least one.
    fn names_until(&mut self, what: &str, placeholder: &str, stop: &[&str]) -> Result<Vec<Name>> {
        let mut names = Vec::new();
        while let Some(tok) = self.peek() {
            if tok.kind == TokKind::Comma || self.word(tok).is_some_and(|w| is_one_of(w, stop)) {
                break;
            }
            names.push(self.name(what, placeholder)?);
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
            Some(tok) => Err(self.found(tok, "the end of the command", &["<end>"])),
        }
    }

    // ---- commands -----------------------------------------------------------------------

    fn command(&mut self) -> Result<Command> {
        let Some(first) = self.peek() else {
            return Err(self.missing("a command", COMMAND_WORDS));
        };
        let verb_next = self
            .peek_at(1)
            .and_then(|t| self.word(t))
            .is_some_and(|w| is_one_of(w, PLAYER_VERBS));
        let word = match first.kind {
            TokKind::Comma => return Err(self.found(first, "a command", COMMAND_WORDS)),
            TokKind::Quoted => None,
            TokKind::Word => Some(self.raw(first)),
        };
        let Some(kw) = word.filter(|w| is_one_of(w, COMMAND_WORDS)) else {
            if verb_next {
                return self.player_line();
            }
            return Err(self.unknown_command(first));
        };
        self.bump();
        let kw = kw.to_ascii_lowercase();
        match kw.as_str() {
            "players" => {
                let names = self.names_until("a player name", "<player>", &[])?;
                self.end()?;
                Ok(Command::Players(names))
            }
            "honor" => {
                let player = self.player()?;
                if let Some(tok) = self.peek() {
                    let word = self.word(tok).unwrap_or_default();
                    if let Some(n) = word.strip_prefix(['+', '＋']) {
                        let who = &self.text[player.span.start..player.span.end];
                        let message = format!(
                            "`honor` sets family honor, it does not add to it: type `gain {who} {n}` \
                             to add {n} honor, or `honor {who} {n}` to set it to {n}"
                        );
                        return Err(self.error(tok.span, message, &["<number>"], None));
                    }
                }
                let value = self.int()?;
                self.end()?;
                Ok(Command::Honor { player, value })
            }
            "gain" | "lose" => {
                let player = self.player()?;
                let hint = if kw == "gain" {
                    "use `lose` to take honor away"
                } else {
                    "use `gain` to add honor"
                };
                let n = self.amount(hint)?;
                self.end()?;
                let value = if kw == "gain" { n.value } else { -n.value };
                Ok(Command::AdjustHonor {
                    player,
                    delta: Spanned::new(value, n.span),
                })
            }
            "favor" => {
                let who = if self.eat_kw("none").is_some() {
                    None
                } else {
                    Some(self.name("a player name or `none`", "<player>")?)
                };
                self.end()?;
                Ok(Command::Favor(who))
            }
            "turn" => {
                let player = self.player()?;
                let phase = self.phase()?;
                self.end()?;
                Ok(Command::Turn { player, phase })
            }
            "clan" => {
                let player = self.player()?;
                let clan = self.name("a clan name", "<name>")?;
                let no_honor_victory = self.eat_kw("no-honor-victory").is_some();
                if !no_honor_victory && self.peek().is_some() {
                    return Err(self.unexpected(
                        "`no-honor-victory` or the end of the command",
                        &["no-honor-victory", "<end>"],
                    ));
                }
                self.end()?;
                Ok(Command::Clan {
                    player,
                    clan,
                    no_honor_victory,
                })
            }
            "enter" => self.enter(),
            "hand" => {
                let player = self.player()?;
                let mut card = CardSpecAst {
                    name: self.card_name()?,
                    ..CardSpecAst::default()
                };
                self.card_spec(&mut card, None)?;
                Ok(Command::Hand { player, card })
            }
            "card" => {
                let mut card = CardSpecAst {
                    name: self.card_name()?,
                    ..CardSpecAst::default()
                };
                self.card_spec(&mut card, None)?;
                Ok(Command::Card(card))
            }
            "bow" | "straighten" | "destroy" | "discard" | "dishonor" | "rehonor" => {
                let verb = match kw.as_str() {
                    "bow" => AdjustVerb::Bow,
                    "straighten" => AdjustVerb::Straighten,
                    "destroy" => AdjustVerb::Destroy,
                    "discard" => AdjustVerb::Discard,
                    "dishonor" => AdjustVerb::Dishonor,
                    _ => AdjustVerb::Rehonor,
                };
                let handle = self.handle()?;
                self.end()?;
                Ok(Command::Adjust {
                    verb: Spanned::new(verb, first.span),
                    handle,
                })
            }
            "pass" => {
                let who = if self.peek().is_none() {
                    Spanned::new(PassWho::Current, first.span)
                } else if let Some(span) = self.eat_kw("all") {
                    Spanned::new(PassWho::All, span)
                } else {
                    let name = self.name("a player name or `all`", "<player>")?;
                    let span = name.span;
                    Spanned::new(PassWho::Player(name), span)
                };
                self.end()?;
                Ok(Command::Pass(who))
            }
            "expect" => self.expect().map(Command::Expect),
            "province" => {
                let player = self.player()?;
                let handle = self.handle()?;
                let strength = match self.eat_kw("strength") {
                    Some(_) => Some(self.int()?),
                    None => None,
                };
                if strength.is_none() && self.peek().is_some() {
                    return Err(self.unexpected(
                        "`strength` or the end of the command",
                        &["strength", "<end>"],
                    ));
                }
                self.end()?;
                Ok(Command::Province {
                    player,
                    handle,
                    strength,
                })
            }
            "fill" => {
                let province = self.handle()?;
                let mut card = CardSpecAst {
                    name: self.card_name()?,
                    ..CardSpecAst::default()
                };
                self.card_spec(&mut card, None)?;
                Ok(Command::Fill { province, card })
            }
            "start" => {
                let how = if self.eat_kw("highest-honor").is_some() {
                    StartAst::HighestHonor
                } else if self.eat_kw("draw").is_some() {
                    let mut draws = Vec::new();
                    while self.peek().is_some() {
                        let who = self.player()?;
                        let focus = self.int()?;
                        draws.push((who, focus));
                    }
                    if draws.is_empty() {
                        return Err(self.missing(
                            "a player name and the focus value they drew",
                            &["<player>"],
                        ));
                    }
                    StartAst::Draw(draws)
                } else {
                    let who = self.name("a player name, `highest-honor` or `draw`", "<player>")?;
                    StartAst::Named(who)
                };
                self.end()?;
                Ok(Command::Start(how))
            }
            "next" => {
                self.end()?;
                Ok(Command::Next)
            }
            _ => {
                self.end()?;
                Ok(Command::Undo)
            }
        }
    }

    fn unknown_command(&self, first: Token) -> ParseError {
        let raw = self.raw(first);
        let second = self.peek_at(1);
        let second_word = second.and_then(|t| self.word(t));
        let command_guess = self
            .word(first)
            .and_then(|w| suggest(w, COMMAND_WORDS.iter().copied()));
        let verb_guess = second_word.and_then(|w| suggest(w, PLAYER_VERBS.iter().copied()));
        if let (Some(tok), Some(w), Some(verb)) = (second, second_word, verb_guess) {
            let message = format!("unknown verb `{w}` after `{raw}`");
            return self.error(tok.span, message, PLAYER_VERBS, Some(verb));
        }
        if first.kind == TokKind::Quoted {
            let what = format!("a verb after the player name ({})", one_of(PLAYER_VERBS));
            return match second {
                Some(tok) => self.found(tok, &what, PLAYER_VERBS),
                None => self.missing(&what, PLAYER_VERBS),
            };
        }
        let mut expected: Vec<&str> = COMMAND_WORDS.to_vec();
        expected.push("<player>");
        let message = format!(
            "unknown command `{raw}`; a line starts with a command word or a player name and a verb"
        );
        self.error(first.span, message, &expected, command_guess)
    }

    /// `NAME plays|reacts|petitions|bows|gifts|seppuku|declines|uses …`
    fn player_line(&mut self) -> Result<Command> {
        let player = self.player()?;
        let (verb, _) = self.keyword("a verb", PLAYER_VERBS)?;
        match verb.to_ascii_lowercase().as_str() {
            "plays" => self.play(player, false),
            "reacts" => self.play(player, true),
            "petitions" => {
                self.expect_kw("with")?;
                let spokesman = self.handle()?;
                self.end()?;
                Ok(Command::Petition { player, spokesman })
            }
            "bows" => {
                let handle = self.handle()?;
                self.expect_kw("for")?;
                let side = self.player()?;
                self.end()?;
                Ok(Command::Support {
                    player,
                    handle,
                    side,
                })
            }
            "gifts" => {
                let card = self.card_name()?;
                self.expect_kw("for")?;
                let side = self.player()?;
                self.end()?;
                Ok(Command::Gift { player, card, side })
            }
            "seppuku" => {
                let handle = self.handle()?;
                self.end()?;
                Ok(Command::Seppuku { player, handle })
            }
            "declines" => {
                self.end()?;
                Ok(Command::Decline { player })
            }
            "attacks" => {
                let defender = self.player()?;
                self.end()?;
                Ok(Command::Attack { player, defender })
            }
            "assigns" => {
                let unit = self.handle()?;
                self.expect_kw("to")?;
                let province = self.handle()?;
                self.end()?;
                Ok(Command::Assign {
                    player,
                    unit,
                    province,
                })
            }
            "fights" => {
                let province = self.handle()?;
                self.end()?;
                Ok(Command::Fight { player, province })
            }
            "discards" => {
                let card = self.handle()?;
                self.end()?;
                Ok(Command::PlayerDiscard { player, card })
            }
            "moves" => {
                let card = self.handle()?;
                self.expect_kw("onto")?;
                let to = self.handle()?;
                self.end()?;
                Ok(Command::Move { player, card, to })
            }
            "accepts" | "refuses" => {
                self.end()?;
                Ok(Command::AnswerChallenge {
                    player,
                    accept: verb.eq_ignore_ascii_case("accepts"),
                })
            }
            "focuses" => {
                let card = self.card_name()?;
                self.end()?;
                Ok(Command::Focus { player, card })
            }
            "strikes" => {
                self.end()?;
                Ok(Command::Strike { player })
            }
            "shoots" => {
                let target = self.handle()?;
                self.expect_kw("with")?;
                let with = self.names_until("a card handle", "<handle>", &[])?;
                self.end()?;
                Ok(Command::Shoot {
                    player,
                    target,
                    with,
                })
            }
            "frightens" => {
                let target = self.handle()?;
                self.expect_kw("with")?;
                let with = self.handle()?;
                self.end()?;
                Ok(Command::Frighten {
                    player,
                    target,
                    with,
                })
            }
            "tactics" => {
                let personality = self.handle()?;
                self.expect_kw("with")?;
                let card = self.card_name()?;
                self.end()?;
                Ok(Command::Tactics {
                    player,
                    personality,
                    card,
                })
            }
            _ => {
                self.expect_kw("favor")?;
                let kind = self.action_kind()?;
                let target = match self.eat_kw("target") {
                    Some(_) => Some(self.handle()?),
                    None => None,
                };
                if target.is_none() && self.peek().is_some() {
                    return Err(
                        self.unexpected("`target` or the end of the command", &["target", "<end>"])
                    );
                }
                self.end()?;
                Ok(Command::UseFavor {
                    player,
                    kind,
                    target,
                })
            }
        }
    }

    fn play(&mut self, player: Name, reacts: bool) -> Result<Command> {
        let card = self.card_name()?;
        let mut kind = None;
        let mut by = None;
        let mut targets: Vec<Name> = Vec::new();
        let mut on = None;
        let mut paying: Vec<Name> = Vec::new();
        let mut costs: Option<Vec<EffectAst>> = None;
        let mut effects: Option<Vec<EffectAst>> = None;
        let mut bring = BringAst::default();
        let mut after_list = false;
        while let Some(tok) = self.peek() {
            let Some(w) = self.word(tok).filter(|w| is_one_of(w, PLAY_CLAUSES)) else {
                let mut expected: Vec<&str> = Vec::new();
                if after_list {
                    expected.push(",");
                }
                expected.extend_from_slice(PLAY_CLAUSES);
                expected.push("<end>");
                let what = if after_list {
                    "`,` and another effect, a clause (an action kind, `by`, `target`, `on`, \
                     `paying`, `cost`, `effect`) or the end of the command"
                } else {
                    "a clause (an action kind, `by`, `target`, `on`, `paying`, `cost`, `effect`) \
                     or the end of the command"
                };
                let err = self.found(tok, what, &expected);
                let first_clause = card.span.end <= tok.span.start
                    && self.text[card.span.end..tok.span.start]
                        .chars()
                        .all(char::is_whitespace);
                if first_clause && card.value.eq_ignore_ascii_case("with") {
                    // `Allen reacts with Investigation`: `with` was taken as the card.
                    let fixed = format!(
                        "{}{}",
                        &self.text[..card.span.start],
                        &self.text[tok.span.start..]
                    );
                    let verb = if reacts { "reacts" } else { "plays" };
                    let mut err = err;
                    err.message = format!(
                        "`with` was read as the card's name: the card comes right after `{verb}`, \
                         so type `{fixed}` (`with H` after the card names shugenja aiding a ritual)"
                    );
                    err.span = card.span;
                    err.suggestion = None;
                    return Err(err);
                }
                return Err(self.quote_hint(err, &card, tok));
            };
            self.bump();
            after_list = false;
            let w = w.to_ascii_lowercase();
            match w.as_str() {
                "by" => {
                    if by.is_some() {
                        return Err(self.twice(tok.span, "`by`"));
                    }
                    by = Some(self.handle()?);
                }
                "target" => {
                    if !targets.is_empty() {
                        return Err(self.twice(tok.span, "`target`"));
                    }
                    targets = self.names_until("a card handle", "<handle>", PLAY_CLAUSES)?;
                }
                "on" => {
                    if on.is_some() {
                        return Err(self.twice(tok.span, "`on`"));
                    }
                    on = Some(self.handle()?);
                }
                "discount" | "proclaim" => {
                    if bring.clan_choice.is_some() {
                        return Err(self.twice(tok.span, "`discount` or `proclaim`"));
                    }
                    let c = if w == "discount" {
                        ClanChoice::Discount
                    } else {
                        ClanChoice::Proclaim
                    };
                    bring.clan_choice = Some(Spanned::new(c, tok.span));
                }
                "with" => {
                    if !bring.helpers.is_empty() {
                        return Err(self.twice(tok.span, "`with`"));
                    }
                    bring.helpers = self.names_until("a card handle", "<handle>", PLAY_CLAUSES)?;
                }
                "over" => {
                    if bring.over.is_some() {
                        return Err(self.twice(tok.span, "`over`"));
                    }
                    bring.over = Some(self.handle()?);
                }
                "as" => {
                    if bring.handle.is_some() {
                        return Err(self.twice(tok.span, "`as`"));
                    }
                    bring.handle = Some(self.handle()?);
                }
                "paying" => {
                    if !paying.is_empty() {
                        return Err(self.twice(tok.span, "`paying`"));
                    }
                    paying = self.names_until("a card handle", "<handle>", PLAY_CLAUSES)?;
                }
                "cost" | "effect" => {
                    let slot = if w == "cost" {
                        &mut costs
                    } else {
                        &mut effects
                    };
                    if slot.is_some() {
                        return Err(self.twice(tok.span, &format!("`{w}`")));
                    }
                    *slot = Some(self.effects()?);
                    after_list = true;
                }
                _ => {
                    if kind.is_some() {
                        return Err(self.twice(tok.span, "the action kind"));
                    }
                    let k = action_kind_of(&w)
                        .ok_or_else(|| self.found(tok, "an action kind", ACTION_KIND_WORDS))?;
                    kind = Some(Spanned::new(k, tok.span));
                }
            }
        }
        Ok(Command::Play {
            player,
            card,
            reacts,
            kind,
            by,
            targets,
            on,
            paying,
            costs: costs.unwrap_or_default(),
            effects: effects.unwrap_or_default(),
            bring,
        })
    }

    fn enter(&mut self) -> Result<Command> {
        let player = self.player()?;
        let kind = self.card_kind()?;
        let mut card = CardSpecAst {
            name: self.card_name()?,
            kind: Some(kind),
            ..CardSpecAst::default()
        };
        let mut extras = EnterExtras::default();
        self.card_spec(&mut card, Some(&mut extras))?;
        Ok(Command::Enter {
            player,
            card,
            on: extras.on,
            bowed: extras.bowed,
            dishonored: extras.dishonored,
            handle: extras.handle,
        })
    }

    /// The keywords that may describe a card here, in the order errors list them.
    fn spec_words(card: &CardSpecAst, enter: bool) -> Vec<&'static str> {
        let mut words: Vec<&'static str> = STAT_WORDS.to_vec();
        words.extend_from_slice(SPEC_WORDS);
        words.extend_from_slice(ACTION_KIND_WORDS);
        if enter {
            words.extend_from_slice(ENTER_WORDS);
        }
        if card.kind.is_none() {
            words.extend_from_slice(KIND_WORDS);
        }
        words
    }

    /// Words that end a `traits` list or a target's traits: every keyword of this command
    /// except the card kinds.
    fn trait_stops(enter: bool) -> Vec<&'static str> {
        let mut words: Vec<&'static str> = STAT_WORDS.to_vec();
        words.extend_from_slice(SPEC_WORDS);
        words.extend_from_slice(ACTION_KIND_WORDS);
        if enter {
            words.extend_from_slice(ENTER_WORDS);
        }
        words
    }

    /// Stats, traits, flags, target and effects of a card, in any order, to the end of the line.
    fn card_spec(
        &mut self,
        card: &mut CardSpecAst,
        mut extras: Option<&mut EnterExtras>,
    ) -> Result<()> {
        let enter = extras.is_some();
        let mut costs_given = false;
        let mut effects_given = false;
        let mut after_list = false;
        while let Some(tok) = self.peek() {
            let words = Self::spec_words(card, enter);
            let Some(w) = self.word(tok).filter(|w| is_one_of(w, &words)) else {
                let mut expected: Vec<&str> = Vec::new();
                if after_list {
                    expected.push(",");
                }
                expected.extend_from_slice(&words);
                expected.push("<end>");
                let mut what = String::new();
                if after_list {
                    what.push_str("`,` and another effect, ");
                }
                what.push_str("a stat (`force`, `chi`, `ph`, …), `traits`, `unique`, `experienced`, an action kind, `target`, `cost`, `effect`");
                if enter {
                    what.push_str(", `on`, `bowed`, `dishonored`, `as`");
                }
                if card.kind.is_none() {
                    what.push_str(", a card kind");
                }
                what.push_str(" or the end of the command");
                let err = self.found(tok, &what, &expected);
                return Err(self.quote_hint(err, &card.name, tok));
            };
            self.bump();
            after_list = false;
            let lower = w.to_ascii_lowercase();
            match lower.as_str() {
                "hr" if self.at_kw("-") => {
                    if card.hr_dash
                        || card
                            .stats
                            .iter()
                            .any(|(s, _)| s.value == Stat::HonorRequirement)
                    {
                        return Err(self.twice(tok.span, "`hr`"));
                    }
                    self.bump();
                    card.hr_dash = true;
                }
                "cost" if !self.at_int() => {
                    if costs_given {
                        return Err(self.twice(tok.span, "`cost`"));
                    }
                    card.costs = self.effects()?;
                    costs_given = true;
                    after_list = true;
                }
                "traits" => {
                    let stops = Self::trait_stops(enter);
                    let traits = self.names_until("a trait", "<trait>", &stops)?;
                    card.traits.extend(traits);
                }
                "unique" => card.unique = true,
                "experienced" => {
                    if card.experienced.is_some() {
                        return Err(self.twice(tok.span, "`experienced`"));
                    }
                    let level = if self.at_int() {
                        self.int()?
                    } else {
                        Spanned::new(1, tok.span)
                    };
                    card.experienced = Some(level);
                }
                "target" => {
                    if card.target.is_some() {
                        return Err(self.twice(tok.span, "`target`"));
                    }
                    card.target = Some(self.target_spec(enter)?);
                }
                "effect" => {
                    if effects_given {
                        return Err(self.twice(tok.span, "`effect`"));
                    }
                    card.effects = self.effects()?;
                    effects_given = true;
                    after_list = true;
                }
                _ => {
                    if let Some(stat) = stat_of(&lower) {
                        let dup = card.stats.iter().any(|(s, _)| s.value == stat)
                            || (stat == Stat::HonorRequirement && card.hr_dash);
                        if dup {
                            return Err(self.twice(tok.span, &format!("`{lower}`")));
                        }
                        if stat == Stat::HonorRequirement && !self.at_int() {
                            return Err(self.unexpected("a number or `-`", &["<number>", "-"]));
                        }
                        let plus = matches!(stat, Stat::Force | Stat::Chi)
                            && self
                                .peek_word()
                                .is_some_and(|(w, _)| w.starts_with('+') || w.starts_with('＋'));
                        let value = self.int()?;
                        card.plus_stats |= plus;
                        card.stats.push((Spanned::new(stat, tok.span), value));
                    } else if let Some(k) = action_kind_of(&lower) {
                        if card.action_kind.is_some() {
                            return Err(self.twice(tok.span, "the action kind"));
                        }
                        card.action_kind = Some(Spanned::new(k, tok.span));
                    } else if let Some(k) = kind_of(&lower) {
                        card.kind = Some(Spanned::new(k, tok.span));
                    } else if let Some(extras) = extras.as_deref_mut() {
                        extras.clause(self, &lower, tok.span)?;
                    } else {
                        return Err(self.found(tok, "a card description", &words));
                    }
                }
            }
        }
        Ok(())
    }

    /// `KIND [trait…] [any-bowed]` after `target` in a card description.
    fn target_spec(&mut self, enter: bool) -> Result<TargetSpecAst> {
        let any = self.eat_kw("card");
        let kind = match any {
            Some(span) => Spanned::new(CardKind::Personality, span),
            None => self.card_kind()?,
        };
        let mut stops = Self::trait_stops(enter);
        stops.push("any-bowed");
        let mut traits = Vec::new();
        let mut own_bowed = false;
        while let Some(tok) = self.peek() {
            if tok.kind == TokKind::Comma {
                break;
            }
            if self.eat_kw("any-bowed").is_some() {
                own_bowed = true;
                continue;
            }
            if self.word(tok).is_some_and(|w| is_one_of(w, &stops)) {
                break;
            }
            traits.push(self.name("a trait", "<trait>")?);
        }
        Ok(TargetSpecAst {
            kind,
            any_kind: any.is_some(),
            traits,
            own_bowed,
        })
    }

    /// `EFFECT (, EFFECT)*`: the list ends at the first token after an effect that is not `,`.
    fn effects(&mut self) -> Result<Vec<EffectAst>> {
        let mut list = vec![self.effect()?];
        while self.peek().is_some_and(|t| t.kind == TokKind::Comma) {
            self.bump();
            list.push(self.effect()?);
        }
        Ok(list)
    }

    fn effect(&mut self) -> Result<EffectAst> {
        let Some((w, span)) = self.peek_word().filter(|(w, _)| is_one_of(w, EFFECT_WORDS)) else {
            return Err(self.unexpected("an effect", EFFECT_WORDS));
        };
        self.bump();
        let lower = w.to_ascii_lowercase();
        if let Some(verb) = card_verb_of(&lower) {
            let what = if let Some(target) = self.eat_kw("target") {
                CardRef::Target(target)
            } else {
                match self.peek() {
                    Some(t) if t.kind != TokKind::Comma => CardRef::Handle(self.handle()?),
                    _ => {
                        return Err(
                            self.unexpected("`target` or a card handle", &["target", "<handle>"])
                        )
                    }
                }
            };
            return Ok(EffectAst::Card {
                verb: Spanned::new(verb, span),
                what,
            });
        }
        match lower.as_str() {
            "gain-honor" | "lose-honor" => {
                let who = if self.at_int() {
                    None
                } else if let Some(s) = self.eat_kw("actor") {
                    Some(PlayerRef::Actor(s))
                } else if let Some(s) = self.eat_kw("me") {
                    Some(PlayerRef::Me(s))
                } else if let Some(s) = self.eat_kw("controller") {
                    Some(PlayerRef::Controller(s))
                } else {
                    match self.peek() {
                        Some(t) if t.kind != TokKind::Comma => {
                            Some(PlayerRef::Named(self.player()?))
                        }
                        _ => {
                            let mut expected = WHO_WORDS.to_vec();
                            expected.extend(["<player>", "<number>"]);
                            return Err(self.unexpected(
                                "`actor`, `me`, `controller`, a player name or a number",
                                &expected,
                            ));
                        }
                    }
                };
                let amount = self.amount("an amount of honor is never negative")?;
                Ok(EffectAst::Honor {
                    gain: lower == "gain-honor",
                    verb_span: span,
                    who,
                    amount,
                })
            }
            "cancel" => Ok(EffectAst::Cancel(span)),
            "redirect" => {
                let to = self.handle()?;
                let from = match self.eat_kw("from") {
                    Some(_) => Some(self.handle()?),
                    None => None,
                };
                Ok(EffectAst::Redirect { span, to, from })
            }
            "prevent-honor-loss" => Ok(EffectAst::PreventHonorLoss(span)),
            "token" | "bonus" => {
                let what = self.card_ref()?;
                let (force, chi) = self.fc_spec()?;
                if lower == "token" {
                    Ok(EffectAst::Token {
                        span,
                        what,
                        force,
                        chi,
                    })
                } else {
                    let permanent = self.eat_kw("permanent").is_some();
                    Ok(EffectAst::Bonus {
                        span,
                        what,
                        force,
                        chi,
                        permanent,
                    })
                }
            }
            "follower-token" => {
                let what = self.card_ref()?;
                let force = self.amount("a follower token's force is never negative")?;
                Ok(EffectAst::FollowerToken { span, what, force })
            }
            "copy" => {
                let (w, wspan) =
                    self.keyword("what to copy", &["force", "chi", "ph", "ability"])?;
                let what = match w.to_ascii_lowercase().as_str() {
                    "force" => CopyWhat::Force,
                    "chi" => CopyWhat::Chi,
                    "ph" => CopyWhat::PersonalHonor,
                    _ => CopyWhat::Ability,
                };
                let from = self.handle()?;
                Ok(EffectAst::Copy {
                    span,
                    what: Spanned::new(what, wspan),
                    from,
                })
            }
            "gain-trait" | "lose-trait" => {
                let what = self.card_ref()?;
                let name = self.name("a trait", "<trait>")?;
                let permanent = self.eat_kw("permanent").is_some();
                Ok(EffectAst::Trait {
                    span,
                    gain: lower == "gain-trait",
                    what,
                    name,
                    permanent,
                })
            }
            "challenge" => {
                let stat = match self.peek_word() {
                    Some((w, wspan)) if is_one_of(w, &["chi", "force"]) => {
                        self.bump();
                        let stat = if w.eq_ignore_ascii_case("force") {
                            Stat::Force
                        } else {
                            Stat::Chi
                        };
                        Some(Spanned::new(stat, wspan))
                    }
                    _ => None,
                };
                let honor = match self.eat_kw("honor") {
                    Some(_) => Some(self.amount("an amount of honor is never negative")?),
                    None => None,
                };
                Ok(EffectAst::Challenge { span, stat, honor })
            }
            _ => Ok(EffectAst::Draw(span)),
        }
    }

    /// `target` or a card handle.
    fn card_ref(&mut self) -> Result<CardRef> {
        if let Some(target) = self.eat_kw("target") {
            return Ok(CardRef::Target(target));
        }
        match self.peek() {
            Some(t) if t.kind != TokKind::Comma => Ok(CardRef::Handle(self.handle()?)),
            _ => Err(self.unexpected("`target` or a card handle", &["target", "<handle>"])),
        }
    }

    /// A force/chi modifier such as `1F/1C`, `+1F/+2C`, `-3F` or `2C`.
    fn fc_spec(&mut self) -> Result<(i32, i32)> {
        let Some((w, wspan)) = self.peek_word() else {
            return Err(self.unexpected(
                "a modifier such as `1F/1C`, `-3F` or `+2C`",
                &["<modifier>"],
            ));
        };
        let mut force = 0;
        let mut chi = 0;
        let mut ok = !w.is_empty();
        for part in w.split('/') {
            let upper = part.to_ascii_uppercase();
            let (num, slot) = match upper.strip_suffix('F') {
                Some(n) => (n, &mut force),
                None => match upper.strip_suffix('C') {
                    Some(n) => (n, &mut chi),
                    None => {
                        ok = false;
                        break;
                    }
                },
            };
            match num.trim_start_matches('+').parse::<i32>() {
                Ok(v) if num != "+" && !num.is_empty() => *slot += v,
                _ => {
                    ok = false;
                    break;
                }
            }
        }
        if !ok {
            return Err(ParseError {
                text: self.text.to_string(),
                span: wspan,
                message: format!(
                    "expected a modifier such as `1F/1C`, `-3F` or `+2C`, found `{w}`"
                ),
                expected: vec!["<modifier>".into()],
                suggestion: None,
            });
        }
        self.bump();
        Ok((force, chi))
    }

    // ---- expect -------------------------------------------------------------------------

    fn expect(&mut self) -> Result<Expectation> {
        let (w, kw_span) = self.keyword("what to check", EXPECT_WORDS)?;
        let w = w.to_ascii_lowercase();
        let expectation = match w.as_str() {
            "honor" => {
                let player = self.player()?;
                let value = self.int()?;
                Expectation::Honor { player, value }
            }
            "favor" | "winner" => {
                let who = if self.eat_kw("none").is_some() {
                    None
                } else {
                    Some(self.name("a player name or `none`", "<player>")?)
                };
                if w == "favor" {
                    Expectation::Favor(who)
                } else {
                    Expectation::Winner(who)
                }
            }
            "bowed" | "unbowed" => Expectation::Bowed {
                handle: self.handle()?,
                bowed: w == "bowed",
            },
            "alive" => Expectation::Alive(self.handle()?),
            "dead" => {
                let handle = self.handle()?;
                let kind = match self.peek() {
                    None => None,
                    Some(_) => {
                        let (k, span) =
                            self.keyword("`honorable`, `dishonorable` or `discarded`", DEAD_WORDS)?;
                        let kind = match k.to_ascii_lowercase().as_str() {
                            "honorable" => DeadKind::Honorable,
                            "dishonorable" => DeadKind::Dishonorable,
                            _ => DeadKind::Discarded,
                        };
                        Some(Spanned::new(kind, span))
                    }
                };
                Expectation::Dead { handle, kind }
            }
            "dishonored" | "honorable" => Expectation::Dishonored {
                handle: self.handle()?,
                dishonored: w == "dishonored",
            },
            "force" | "chi" | "ph" | "personal-honor" | "unit-force" => {
                let stat = match w.as_str() {
                    "force" => ExpectStat::Force,
                    "chi" => ExpectStat::Chi,
                    "unit-force" => ExpectStat::UnitForce,
                    _ => ExpectStat::PersonalHonor,
                };
                let handle = self.handle()?;
                let value = self.int()?;
                Expectation::Stat {
                    stat: Spanned::new(stat, kw_span),
                    handle,
                    value,
                }
            }
            "phase" => Expectation::Phase(self.phase()?),
            "turn" => Expectation::Turn(self.player()?),
            "out" => Expectation::Out(self.player()?),
            "chance" => Expectation::Chance(self.player()?),
            "duel" => {
                if self.eat_kw("none").is_some() {
                    Expectation::Duel(None)
                } else {
                    let handle = self.handle()?;
                    let value = self.int()?;
                    Expectation::Duel(Some((handle, value)))
                }
            }
            "gone" => Expectation::Gone(self.handle()?),
            "province" => {
                let handle = self.handle()?;
                let (word, span) = self.keyword("a province state", PROVINCE_WORDS)?;
                Expectation::Province {
                    handle,
                    state: Spanned::new(word.to_ascii_lowercase(), span),
                }
            }
            "hand-size" => {
                let player = self.player()?;
                let value = self.int()?;
                Expectation::HandSize { player, value }
            }
            "army" => {
                let province = self.handle()?;
                let (side, _) =
                    self.keyword("`attackers` or `defenders`", &["attackers", "defenders"])?;
                let attackers = side.eq_ignore_ascii_case("attackers");
                let value = self.int()?;
                Expectation::Army {
                    province,
                    attackers,
                    value,
                }
            }
            _ => return self.rejects(),
        };
        self.end()?;
        Ok(expectation)
    }

    /// `expect rejects <command>`: the rest of the piece is parsed as a command of its own, with
    /// spans relative to that rest. Errors inside it are reported against the whole piece.
    fn rejects(&mut self) -> Result<Expectation> {
        let Some(first) = self.peek() else {
            return Err(self.missing("a command", COMMAND_WORDS));
        };
        if self
            .word(first)
            .is_some_and(|w| w.eq_ignore_ascii_case("expect"))
        {
            let message =
                "`expect rejects` checks a command, not another `expect`; write the command after `rejects`"
                    .to_string();
            return Err(self.error(first.span, message, COMMAND_WORDS, None));
        }
        let offset = first.span.start;
        let inner = &self.text[offset..];
        self.pos = self.toks.len();
        match parse_piece(inner) {
            Ok(line) => Ok(Expectation::Rejects(Box::new(line))),
            Err(mut e) => {
                e.text = self.text.to_string();
                e.span = Span::new(e.span.start + offset, e.span.end + offset);
                Err(e)
            }
        }
    }
}

/// What `enter` says beyond the card itself.
#[derive(Default)]
struct EnterExtras {
    on: Option<Name>,
    bowed: bool,
    dishonored: bool,
    handle: Option<Name>,
}

impl EnterExtras {
    fn clause(&mut self, p: &mut Parser<'_>, kw: &str, span: Span) -> Result<()> {
        match kw {
            "on" => {
                if self.on.is_some() {
                    return Err(p.twice(span, "`on`"));
                }
                self.on = Some(p.handle()?);
            }
            "as" => {
                if self.handle.is_some() {
                    return Err(p.twice(span, "`as`"));
                }
                self.handle = Some(p.name("a handle for the card", "<handle>")?);
            }
            "bowed" => self.bowed = true,
            _ => self.dishonored = true,
        }
        Ok(())
    }
}
