//! Card descriptions: `enter`, the stats, traits, target and effects of a card, card references
//! and force/chi modifiers.

use super::{
    action_kind_of, card_verb_of, either, is_one_of, kind_of, kw, stat_of, Parser, Result,
    ACTION_KIND_WORDS, ENTER_WORDS, KIND_WORDS, SPEC_WORDS, STAT_WORDS, WHO_WORDS,
};
use crate::lang::ast::{
    CardKind, CardRef, CardSpecAst, Command, CopyWhat, EffectAst, Name, PlayerRef, Span, Spanned,
    Stat, TargetSpecAst,
};
use crate::lang::lexer::{TokKind, Token};
use crate::lang::{ParseError, EFFECT_WORDS};
use crate::msg;

impl<'a> Parser<'a> {
    pub(super) fn enter(&mut self) -> Result<Command> {
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

    /// A card name and its description to the end of the line (`hand`, `card`, `fill`).
    pub(super) fn described_card(&mut self) -> Result<CardSpecAst> {
        let mut card = CardSpecAst {
            name: self.card_name()?,
            ..CardSpecAst::default()
        };
        self.card_spec(&mut card, None)?;
        Ok(card)
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
                return Err(self.not_a_spec_word(card, tok, &words, after_list, enter));
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
                        return Err(self.twice(tok.span, kw("hr")));
                    }
                    self.bump();
                    card.hr_dash = true;
                }
                "cost" if !self.at_int() => {
                    if costs_given {
                        return Err(self.twice(tok.span, kw("cost")));
                    }
                    card.costs = self.effects()?;
                    costs_given = true;
                    after_list = true;
                }
                "traits" => {
                    let stops = Self::trait_stops(enter);
                    let traits = self.names_until(msg!("what-trait"), "<trait>", &stops)?;
                    card.traits.extend(traits);
                }
                "unique" => card.unique = true,
                "experienced" => {
                    if card.experienced.is_some() {
                        return Err(self.twice(tok.span, kw("experienced")));
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
                        return Err(self.twice(tok.span, kw("target")));
                    }
                    card.target = Some(self.target_spec(enter)?);
                }
                "effect" => {
                    if effects_given {
                        return Err(self.twice(tok.span, kw("effect")));
                    }
                    card.effects = self.effects()?;
                    effects_given = true;
                    after_list = true;
                }
                _ => {
                    if let Some(stat) = stat_of(&lower) {
                        self.spec_stat(card, stat, tok, &lower)?;
                    } else if let Some(k) = action_kind_of(&lower) {
                        if card.action_kind.is_some() {
                            return Err(self.twice(tok.span, msg!("what-the-action-kind")));
                        }
                        card.action_kind = Some(Spanned::new(k, tok.span));
                    } else if let Some(k) = kind_of(&lower) {
                        card.kind = Some(Spanned::new(k, tok.span));
                    } else if let Some(extras) = extras.as_deref_mut() {
                        extras.clause(self, &lower, tok.span)?;
                    } else {
                        return Err(self.found(tok, msg!("what-card-description"), &words));
                    }
                }
            }
        }
        Ok(())
    }

    /// The error for a word of a card description that is none of its words here.
    fn not_a_spec_word(
        &self,
        card: &CardSpecAst,
        tok: Token,
        words: &[&str],
        after_list: bool,
        enter: bool,
    ) -> ParseError {
        let mut expected: Vec<&str> = Vec::new();
        if after_list {
            expected.push(",");
        }
        expected.extend_from_slice(words);
        expected.push("<end>");
        let mut what = Vec::new();
        if after_list {
            what.push(msg!("what-another-effect"));
        }
        what.push(msg!("what-stat"));
        what.extend(["traits", "unique", "experienced"].map(kw));
        what.push(msg!("what-action-kind"));
        what.extend(["target", "cost", "effect"].map(kw));
        if enter {
            what.extend(["on", "bowed", "dishonored", "as"].map(kw));
        }
        if card.kind.is_none() {
            what.push(msg!("what-card-kind"));
        }
        what.push(msg!("what-end"));
        let err = self.found(tok, either(what), &expected);
        self.quote_hint(err, &card.name, tok)
    }

    /// A stat of a card description (`force 3`, `hr 2`), once each; a force or chi typed with
    /// `+` marks the card's stats as bonuses.
    fn spec_stat(
        &mut self,
        card: &mut CardSpecAst,
        stat: Stat,
        tok: Token,
        lower: &str,
    ) -> Result<()> {
        let dup = card.stats.iter().any(|(s, _)| s.value == stat)
            || (stat == Stat::HonorRequirement && card.hr_dash);
        if dup {
            return Err(self.twice(tok.span, kw(lower)));
        }
        if stat == Stat::HonorRequirement && !self.at_int() {
            return Err(self.unexpected(either([msg!("what-number"), kw("-")]), &["<number>", "-"]));
        }
        let plus = matches!(stat, Stat::Force | Stat::Chi)
            && self
                .peek_word()
                .is_some_and(|(w, _)| w.starts_with('+') || w.starts_with('＋'));
        let value = self.int()?;
        card.plus_stats |= plus;
        card.stats.push((Spanned::new(stat, tok.span), value));
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
            traits.push(self.name(msg!("what-trait"), "<trait>")?);
        }
        Ok(TargetSpecAst {
            kind,
            any_kind: any.is_some(),
            traits,
            own_bowed,
        })
    }

    /// `EFFECT (, EFFECT)*`: the list ends at the first token after an effect that is not `,`.
    pub(super) fn effects(&mut self) -> Result<Vec<EffectAst>> {
        let mut list = vec![self.effect()?];
        while self.peek().is_some_and(|t| t.kind == TokKind::Comma) {
            self.bump();
            list.push(self.effect()?);
        }
        Ok(list)
    }

    fn effect(&mut self) -> Result<EffectAst> {
        let Some((w, span)) = self.peek_word().filter(|(w, _)| is_one_of(w, EFFECT_WORDS)) else {
            return Err(self.unexpected(msg!("what-effect"), EFFECT_WORDS));
        };
        self.bump();
        let lower = w.to_ascii_lowercase();
        if let Some(verb) = card_verb_of(&lower) {
            let what = self.card_ref()?;
            return Ok(EffectAst::Card {
                verb: Spanned::new(verb, span),
                what,
            });
        }
        match lower.as_str() {
            "gain-honor" | "lose-honor" => {
                let who = self.honor_who()?;
                let amount = self.amount(msg!("hint-honor-never-negative"))?;
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
                let force = self.amount(msg!("hint-token-force-never-negative"))?;
                Ok(EffectAst::FollowerToken { span, what, force })
            }
            "copy" => self.copy_effect(span),
            "gain-trait" | "lose-trait" => {
                let what = self.card_ref()?;
                let name = self.name(msg!("what-trait"), "<trait>")?;
                let permanent = self.eat_kw("permanent").is_some();
                Ok(EffectAst::Trait {
                    span,
                    gain: lower == "gain-trait",
                    what,
                    name,
                    permanent,
                })
            }
            "challenge" => self.challenge_effect(span),
            _ => Ok(EffectAst::Draw(span)),
        }
    }

    /// Whose honor a `gain-honor` or `lose-honor` effect changes: `actor`, `me`, `controller`,
    /// a player named, or none typed (the number comes next).
    fn honor_who(&mut self) -> Result<Option<PlayerRef>> {
        Ok(if self.at_int() {
            None
        } else if let Some(s) = self.eat_kw("actor") {
            Some(PlayerRef::Actor(s))
        } else if let Some(s) = self.eat_kw("me") {
            Some(PlayerRef::Me(s))
        } else if let Some(s) = self.eat_kw("controller") {
            Some(PlayerRef::Controller(s))
        } else {
            match self.peek() {
                Some(t) if t.kind != TokKind::Comma => Some(PlayerRef::Named(self.player()?)),
                _ => {
                    let mut expected = WHO_WORDS.to_vec();
                    expected.extend(["<player>", "<number>"]);
                    return Err(self.unexpected(
                        either([
                            kw("actor"),
                            kw("me"),
                            kw("controller"),
                            msg!("what-player-name"),
                            msg!("what-number"),
                        ]),
                        &expected,
                    ));
                }
            }
        })
    }

    /// `copy force|chi|ph|ability H`: the effect copying a value or an ability of card `H`.
    fn copy_effect(&mut self, span: Span) -> Result<EffectAst> {
        let (w, wspan) = self.keyword(msg!("what-to-copy"), &["force", "chi", "ph", "ability"])?;
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

    /// `challenge [chi|force] [honor N]`: a challenge to a duel, with the stat it is fought
    /// with and the honor it stakes.
    fn challenge_effect(&mut self, span: Span) -> Result<EffectAst> {
        let stat = match self.peek_word() {
            Some((w, wspan)) if is_one_of(w, &["chi", "force", "ph", "personal-honor"]) => {
                self.bump();
                let stat = if w.eq_ignore_ascii_case("force") {
                    Stat::Force
                } else if w.eq_ignore_ascii_case("chi") {
                    Stat::Chi
                } else {
                    Stat::PersonalHonor
                };
                Some(Spanned::new(stat, wspan))
            }
            _ => None,
        };
        let honor = match self.eat_kw("honor") {
            Some(_) => Some(self.amount(msg!("hint-honor-never-negative"))?),
            None => None,
        };
        let any_card = self.eat_kw("any-card").is_some();
        Ok(EffectAst::Challenge {
            span,
            stat,
            honor,
            any_card,
        })
    }

    /// `target` or a card handle.
    fn card_ref(&mut self) -> Result<CardRef> {
        if let Some(target) = self.eat_kw("target") {
            return Ok(CardRef::Target(target));
        }
        match self.peek() {
            Some(t) if t.kind != TokKind::Comma => Ok(CardRef::Handle(self.handle()?)),
            _ => Err(self.unexpected(
                either([kw("target"), msg!("what-card-handle")]),
                &["target", "<handle>"],
            )),
        }
    }

    /// A force/chi modifier such as `1F/1C`, `+1F/+2C`, `-3F` or `2C`.
    fn fc_spec(&mut self) -> Result<(i32, i32)> {
        let Some((w, wspan)) = self.peek_word() else {
            return Err(self.unexpected(msg!("what-modifier"), &["<modifier>"]));
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
                message: msg!("parse-found", what = msg!("what-modifier"), raw = w),
                expected: vec!["<modifier>".into()],
                suggestion: None,
            });
        }
        self.bump();
        Ok((force, chi))
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
                    return Err(p.twice(span, super::kw("on")));
                }
                self.on = Some(p.handle()?);
            }
            "as" => {
                if self.handle.is_some() {
                    return Err(p.twice(span, super::kw("as")));
                }
                self.handle = Some(p.name(msg!("what-handle-for-card"), "<handle>")?);
            }
            "bowed" => self.bowed = true,
            _ => self.dishonored = true,
        }
        Ok(())
    }
}
