//! Lines that start with a player name: `NAME plays|reacts|petitions|bows|gifts|seppuku|declines|uses …`.

use super::{action_kind_of, is_one_of, Parser, Result, ACTION_KIND_WORDS, PLAY_CLAUSES};
use crate::lang::ast::{BringAst, ClanChoice, Command, EffectAst, Name, Spanned};
use crate::lang::PLAYER_VERBS;

impl<'a> Parser<'a> {
    /// `NAME plays|reacts|petitions|bows|gifts|seppuku|declines|uses …`
    pub(super) fn player_line(&mut self) -> Result<Command> {
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
}
