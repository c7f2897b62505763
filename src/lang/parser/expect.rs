//! `expect` lines: what to check, and `expect rejects <command>`.

use super::{either, kw, parse_piece, Parser, Result, DEAD_WORDS, PROVINCE_WORDS};
use crate::lang::ast::{DeadKind, ExpectStat, Expectation, RejectedBy, Span, Spanned};
use crate::lang::{COMMAND_WORDS, EXPECT_WORDS};
use crate::msg;
use crate::rules::{self, ids, ids::RuleId};

impl<'a> Parser<'a> {
    pub(super) fn expect(&mut self) -> Result<Expectation> {
        let (w, kw_span) = self.keyword(msg!("what-to-check"), EXPECT_WORDS)?;
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
                    Some(self.name(either([msg!("what-player-name"), kw("none")]), "<player>")?)
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
            "dead" => self.expect_dead()?,
            "dishonored" | "honorable" => Expectation::Dishonored {
                handle: self.handle()?,
                dishonored: w == "dishonored",
            },
            "force" | "chi" | "ph" | "personal-honor" | "unit-force" => {
                self.expect_stat(&w, kw_span)?
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
                let (word, span) = self.keyword(msg!("what-province-state"), PROVINCE_WORDS)?;
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
                let (side, _) = self.keyword(
                    either([kw("attackers"), kw("defenders")]),
                    &["attackers", "defenders"],
                )?;
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

    /// `expect dead H [honorable|dishonorable|discarded]`.
    fn expect_dead(&mut self) -> Result<Expectation> {
        let handle = self.handle()?;
        let kind = match self.peek() {
            None => None,
            Some(_) => {
                let (k, span) =
                    self.keyword(either(DEAD_WORDS.iter().map(|w| kw(w))), DEAD_WORDS)?;
                let kind = match k.to_ascii_lowercase().as_str() {
                    "honorable" => DeadKind::Honorable,
                    "dishonorable" => DeadKind::Dishonorable,
                    _ => DeadKind::Discarded,
                };
                Some(Spanned::new(kind, span))
            }
        };
        Ok(Expectation::Dead { handle, kind })
    }

    /// `expect force|chi|ph|personal-honor|unit-force H N`, `w` the word (lowercased) at
    /// `kw_span`.
    fn expect_stat(&mut self, w: &str, kw_span: Span) -> Result<Expectation> {
        let stat = match w {
            "force" => ExpectStat::Force,
            "chi" => ExpectStat::Chi,
            "unit-force" => ExpectStat::UnitForce,
            _ => ExpectStat::PersonalHonor,
        };
        let handle = self.handle()?;
        let value = self.int()?;
        Ok(Expectation::Stat {
            stat: Spanned::new(stat, kw_span),
            handle,
            value,
        })
    }

    /// `expect rejects [RULE-ID | unreadable] <command>`: the rest of the piece (after the rule
    /// id or `unreadable`, when one is named) is parsed as a command of its own, with spans
    /// relative to that rest. Errors inside it are reported against the whole piece.
    fn rejects(&mut self) -> Result<Expectation> {
        let by = self.rejected_by()?;
        let Some(first) = self.peek() else {
            return Err(self.missing(msg!("what-command"), COMMAND_WORDS));
        };
        if self
            .word(first)
            .is_some_and(|w| w.eq_ignore_ascii_case("expect"))
        {
            let message = msg!("parse-rejects-expect");
            return Err(self.error(first.span, message, COMMAND_WORDS, None));
        }
        let offset = first.span.start;
        let inner = &self.text[offset..];
        self.pos = self.toks.len();
        match parse_piece(inner) {
            Ok(line) => Ok(Expectation::Rejects {
                by,
                line: Box::new(line),
            }),
            Err(mut e) => {
                e.text = self.text.to_string();
                e.span = Span::new(e.span.start + offset, e.span.end + offset);
                Err(e)
            }
        }
    }

    /// The reason named after `rejects`: a bare word holding a `.` is a rule id, which must be
    /// one gunbai cites; the bare word `unreadable` (followed by the command) names a refusal no
    /// rule decides. A player whose name looks like either is quoted.
    fn rejected_by(&mut self) -> Result<Option<Spanned<RejectedBy>>> {
        let Some((word, span)) = self.peek_word() else {
            return Ok(None);
        };
        if word.eq_ignore_ascii_case(UNREADABLE) && self.peek_at(1).is_some() {
            self.bump();
            return Ok(Some(Spanned::new(RejectedBy::Unreadable, span)));
        }
        if !word.contains('.') {
            return Ok(None);
        }
        if let Some(id) = RuleId::parse(word) {
            self.bump();
            return Ok(Some(Spanned::new(RejectedBy::Rule(id), span)));
        }
        let message = if rules::corpus().get(word).is_some() {
            msg!("parse-rule-not-refusing", word = word)
        } else {
            msg!("parse-rule-unknown", word = word)
        };
        let suggestion = super::suggest(word, ids::ALL.iter().map(|r| r.as_str()));
        Err(self.error(span, message, &["<rule-id>", UNREADABLE], suggestion))
    }
}

/// The word of `expect rejects unreadable …`.
pub const UNREADABLE: &str = "unreadable";
