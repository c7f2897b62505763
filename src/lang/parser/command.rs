//! The command words: which family a line belongs to, and the error for an unknown first word.

use super::{either, is_one_of, kw, one_of, Parser, Result};
use crate::lang::ast::{AdjustVerb, Command, GameOption, PassWho, Spanned, StartAst};
use crate::lang::lexer::{TokKind, Token};
use crate::lang::{suggest, ParseError, COMMAND_WORDS, PLAYER_VERBS};
use crate::msg;

impl<'a> Parser<'a> {
    pub(super) fn command(&mut self) -> Result<Command> {
        let Some(first) = self.peek() else {
            return Err(self.missing(msg!("what-command"), COMMAND_WORDS));
        };
        let verb_next = self
            .peek_at(1)
            .and_then(|t| self.word(t))
            .is_some_and(|w| is_one_of(w, PLAYER_VERBS));
        let word = match first.kind {
            TokKind::Comma => return Err(self.found(first, msg!("what-command"), COMMAND_WORDS)),
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
                let names = self.names_until(msg!("what-player-name"), "<player>", &[])?;
                self.end()?;
                Ok(Command::Players(names))
            }
            "honor" => self.honor(),
            "gain" => self.honor_change(true),
            "lose" => self.honor_change(false),
            "favor" => self.favor(),
            "turn" => {
                let player = self.player()?;
                let phase = self.phase()?;
                self.end()?;
                Ok(Command::Turn { player, phase })
            }
            "clan" => self.clan(),
            "enter" => self.enter(),
            "hand" => {
                let player = self.player()?;
                let card = self.described_card()?;
                Ok(Command::Hand { player, card })
            }
            "card" => {
                let card = self.described_card()?;
                Ok(Command::Card(card))
            }
            "bow" | "straighten" | "destroy" | "discard" | "dishonor" | "rehonor" => {
                self.adjust(&kw, first)
            }
            "pass" => self.pass(first),
            "expect" => self.expect().map(Command::Expect),
            "province" => self.province(),
            "fill" => {
                let province = self.handle()?;
                let card = self.described_card()?;
                Ok(Command::Fill { province, card })
            }
            "start" => self.start(),
            "option" => {
                let Some(span) = self.eat_kw("one-time-events") else {
                    return Err(self.unexpected(msg!("what-optional-rule"), &["one-time-events"]));
                };
                self.end()?;
                Ok(Command::GameOption(Spanned::new(
                    GameOption::OneTimeEvents,
                    span,
                )))
            }
            "reveal" => {
                let province = self.handle()?;
                self.end()?;
                Ok(Command::Reveal { province })
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

    /// `honor <player> <n>`: family honor set; a signed number is refused with the line that adds.
    fn honor(&mut self) -> Result<Command> {
        let player = self.player()?;
        if let Some(tok) = self.peek() {
            let word = self.word(tok).unwrap_or_default();
            if let Some(n) = word.strip_prefix(['+', '＋']) {
                let who = &self.text[player.span.start..player.span.end];
                let message = msg!("parse-honor-sign", who = who, n = n);
                return Err(self.error(tok.span, message, &["<number>"], None));
            }
        }
        let value = self.int()?;
        self.end()?;
        Ok(Command::Honor { player, value })
    }

    /// `gain <player> <n>` and `lose <player> <n>`: family honor added or taken away.
    fn honor_change(&mut self, gain: bool) -> Result<Command> {
        let player = self.player()?;
        let hint = if gain {
            msg!("hint-use-lose")
        } else {
            msg!("hint-use-gain")
        };
        let n = self.amount(hint)?;
        self.end()?;
        let value = if gain { n.value } else { -n.value };
        Ok(Command::AdjustHonor {
            player,
            delta: Spanned::new(value, n.span),
        })
    }

    /// `favor <player>` or `favor none`: who holds the Imperial Favor.
    fn favor(&mut self) -> Result<Command> {
        let who = if self.eat_kw("none").is_some() {
            None
        } else {
            Some(self.name(either([msg!("what-player-name"), kw("none")]), "<player>")?)
        };
        self.end()?;
        Ok(Command::Favor(who))
    }

    /// `clan <player> <clan> [no-honor-victory]`.
    fn clan(&mut self) -> Result<Command> {
        let player = self.player()?;
        let clan = self.name(msg!("what-clan-name"), "<name>")?;
        let no_honor_victory = self.eat_kw("no-honor-victory").is_some();
        if !no_honor_victory && self.peek().is_some() {
            return Err(self.unexpected(
                either([kw("no-honor-victory"), msg!("what-end")]),
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

    /// `bow`, `straighten`, `destroy`, `discard`, `dishonor`, `rehonor` a card: a judge's
    /// adjustment, `kw` being the word typed (lowercased) and `first` its token.
    fn adjust(&mut self, kw: &str, first: Token) -> Result<Command> {
        let verb = match kw {
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

    /// `pass`, `pass all`, `pass <player>`; `first` is the word `pass`, the span of a bare pass.
    fn pass(&mut self, first: Token) -> Result<Command> {
        let who = if self.peek().is_none() {
            Spanned::new(PassWho::Current, first.span)
        } else if let Some(span) = self.eat_kw("all") {
            Spanned::new(PassWho::All, span)
        } else {
            let name = self.name(either([msg!("what-player-name"), kw("all")]), "<player>")?;
            let span = name.span;
            Spanned::new(PassWho::Player(name), span)
        };
        self.end()?;
        Ok(Command::Pass(who))
    }

    /// `province <player> <handle> [strength <n>]`.
    fn province(&mut self) -> Result<Command> {
        let player = self.player()?;
        let handle = self.handle()?;
        let strength = match self.eat_kw("strength") {
            Some(_) => Some(self.int()?),
            None => None,
        };
        if strength.is_none() && self.peek().is_some() {
            return Err(self.unexpected(
                either([kw("strength"), msg!("what-end")]),
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

    /// `start <player>`, `start highest-honor`, `start draw <player> <focus> …`: who takes the
    /// first turn.
    fn start(&mut self) -> Result<Command> {
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
                return Err(self.missing(msg!("what-player-and-focus"), &["<player>"]));
            }
            StartAst::Draw(draws)
        } else {
            let who = self.name(
                either([msg!("what-player-name"), kw("highest-honor"), kw("draw")]),
                "<player>",
            )?;
            StartAst::Named(who)
        };
        self.end()?;
        Ok(Command::Start(how))
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
            let message = msg!("parse-unknown-verb", word = w, name = raw);
            return self.error(tok.span, message, PLAYER_VERBS, Some(verb));
        }
        if first.kind == TokKind::Quoted {
            let what = msg!("what-verb-after-player", words = one_of(PLAYER_VERBS));
            return match second {
                Some(tok) => self.found(tok, what, PLAYER_VERBS),
                None => self.missing(what, PLAYER_VERBS),
            };
        }
        let mut expected: Vec<&str> = COMMAND_WORDS.to_vec();
        expected.push("<player>");
        let message = msg!("parse-unknown-command", word = raw);
        self.error(first.span, message, &expected, command_guess)
    }
}
