//! Lines that start with a player name: `NAME plays|reacts|petitions|bows|gifts|seppuku|declines|uses …`.

use super::{
    action_kind_of, either, is_one_of, kw, Parser, Result, ACTION_KIND_WORDS, PLAY_CLAUSES,
};
use crate::lang::ast::{
    AbilityUse, ActionKind, BringAst, ClanChoice, Command, EffectAst, Name, Span, Spanned,
};
use crate::lang::lexer::Token;
use crate::lang::{ParseError, PLAYER_VERBS};
use crate::msg;

impl<'a> Parser<'a> {
    /// `NAME plays|reacts|petitions|bows|gifts|seppuku|declines|uses …`
    pub(super) fn player_line(&mut self) -> Result<Command> {
        let player = self.player()?;
        let (verb, verb_span) = self.keyword(msg!("what-verb"), PLAYER_VERBS)?;
        match verb.to_ascii_lowercase().as_str() {
            "plays" => self.play(player, false, None),
            "reacts" => self.play(player, true, None),
            "uses"
                if !self
                    .peek_word()
                    .is_some_and(|(w, _)| w.eq_ignore_ascii_case("favor")) =>
            {
                self.play(player, false, Some(verb_span))
            }
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
                let with = self.names_until(msg!("what-card-handle"), "<handle>", &[])?;
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
            _ => self.uses_favor(player),
        }
    }

    /// `NAME uses favor KIND [target H]`: a use of the Imperial Favor.
    fn uses_favor(&mut self, player: Name) -> Result<Command> {
        self.expect_kw("favor")?;
        let kind = self.action_kind()?;
        let target = match self.eat_kw("target") {
            Some(_) => Some(self.handle()?),
            None => None,
        };
        if target.is_none() && self.peek().is_some() {
            return Err(self.unexpected(
                either([kw("target"), msg!("what-end")]),
                &["target", "<end>"],
            ));
        }
        self.end()?;
        Ok(Command::UseFavor {
            player,
            kind,
            target,
        })
    }

    /// `NAME plays|reacts CARD` and its clauses (an action kind, `by`, `target`, `on`, `paying`,
    /// `cost`, `effect`, and how a card is brought into play), each at most once.
    /// With `uses` (`uses` its span), or `ability N` right after the card, a printed ability of
    /// the card is used.
    fn play(&mut self, player: Name, reacts: bool, uses: Option<Span>) -> Result<Command> {
        let card = self.card_name()?;
        let mut ability = uses.map(|span| AbilityUse { span, number: None });
        if let Some(span) = self.eat_kw("ability") {
            let n = self.int()?;
            if n.value < 1 {
                let message = msg!("parse-ability-number", raw = n.value.to_string());
                return Err(self.error(n.span, message, &["<number>"], None));
            }
            ability = Some(AbilityUse {
                span: uses.unwrap_or(span),
                number: Some(n),
            });
        }
        let mut c = PlayClauses::default();
        let mut after_list = false;
        while let Some(tok) = self.peek() {
            let Some(w) = self.word(tok).filter(|w| is_one_of(w, PLAY_CLAUSES)) else {
                return Err(self.not_a_clause(&card, tok, after_list, reacts));
            };
            self.bump();
            after_list = self.play_clause(&mut c, &w.to_ascii_lowercase(), tok)?;
        }
        Ok(Command::Play {
            player,
            card,
            reacts,
            kind: c.kind,
            by: c.by,
            targets: c.targets,
            on: c.on,
            paying: c.paying,
            costs: c.costs.unwrap_or_default(),
            effects: c.effects.unwrap_or_default(),
            bring: c.bring,
            ability,
        })
    }

    /// The error for a word after the card that is no clause; `Allen reacts with Investigation`
    /// (`with` taken as the card) gets the line to type.
    fn not_a_clause(&self, card: &Name, tok: Token, after_list: bool, reacts: bool) -> ParseError {
        let mut expected: Vec<&str> = Vec::new();
        if after_list {
            expected.push(",");
        }
        expected.extend_from_slice(PLAY_CLAUSES);
        expected.push("<end>");
        let mut what = Vec::new();
        if after_list {
            what.push(msg!("what-another-effect"));
        }
        what.extend([msg!("what-clause"), msg!("what-end")]);
        let what = either(what);
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
            err.message = msg!("parse-with-as-card", verb = verb, fixed = fixed);
            err.span = card.span;
            err.suggestion = None;
            return err;
        }
        self.quote_hint(err, card, tok)
    }

    /// One clause of a play, `w` its word (lowercased) and `tok` its token, read into `c`; a
    /// clause typed twice is an error. True after a `cost` or `effect` list, where `,` may follow.
    fn play_clause(&mut self, c: &mut PlayClauses, w: &str, tok: Token) -> Result<bool> {
        match w {
            "by" => {
                if c.by.is_some() {
                    return Err(self.twice(tok.span, kw("by")));
                }
                c.by = Some(self.handle()?);
            }
            "target" => {
                if !c.targets.is_empty() {
                    return Err(self.twice(tok.span, kw("target")));
                }
                c.targets = self.names_until(msg!("what-card-handle"), "<handle>", PLAY_CLAUSES)?;
            }
            "on" => {
                if c.on.is_some() {
                    return Err(self.twice(tok.span, kw("on")));
                }
                c.on = Some(self.handle()?);
            }
            "discount" | "proclaim" => {
                if c.bring.clan_choice.is_some() {
                    return Err(self.twice(tok.span, either([kw("discount"), kw("proclaim")])));
                }
                let choice = if w == "discount" {
                    ClanChoice::Discount
                } else {
                    ClanChoice::Proclaim
                };
                c.bring.clan_choice = Some(Spanned::new(choice, tok.span));
            }
            "with" => {
                if !c.bring.helpers.is_empty() {
                    return Err(self.twice(tok.span, kw("with")));
                }
                c.bring.helpers =
                    self.names_until(msg!("what-card-handle"), "<handle>", PLAY_CLAUSES)?;
            }
            "over" => {
                if c.bring.over.is_some() {
                    return Err(self.twice(tok.span, kw("over")));
                }
                c.bring.over = Some(self.handle()?);
            }
            "as" => {
                if c.bring.handle.is_some() {
                    return Err(self.twice(tok.span, kw("as")));
                }
                c.bring.handle = Some(self.handle()?);
            }
            "paying" => {
                if !c.paying.is_empty() {
                    return Err(self.twice(tok.span, kw("paying")));
                }
                c.paying = self.names_until(msg!("what-card-handle"), "<handle>", PLAY_CLAUSES)?;
            }
            "cost" | "effect" => {
                let slot = if w == "cost" {
                    &mut c.costs
                } else {
                    &mut c.effects
                };
                if slot.is_some() {
                    return Err(self.twice(tok.span, kw(w)));
                }
                *slot = Some(self.effects()?);
                return Ok(true);
            }
            _ => {
                if c.kind.is_some() {
                    return Err(self.twice(tok.span, msg!("what-the-action-kind")));
                }
                let k = action_kind_of(w)
                    .ok_or_else(|| self.found(tok, msg!("what-action-kind"), ACTION_KIND_WORDS))?;
                c.kind = Some(Spanned::new(k, tok.span));
            }
        }
        Ok(false)
    }
}

/// The clauses of a play read so far.
#[derive(Default)]
struct PlayClauses {
    kind: Option<Spanned<ActionKind>>,
    by: Option<Name>,
    targets: Vec<Name>,
    on: Option<Name>,
    paying: Vec<Name>,
    costs: Option<Vec<EffectAst>>,
    effects: Option<Vec<EffectAst>>,
    bring: BringAst,
}
