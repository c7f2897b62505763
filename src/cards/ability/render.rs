//! A reading in the judge's words, for `cards show` and the steps.

use super::{Condition, Lasting, Moment, Part, Side, Target, Who};
use crate::i18n::Lang;
use crate::tr;

/// A condition in English, as the readings events carry are written.
pub(super) fn condition_text(c: &Condition) -> String {
    condition_in(c, Lang::En)
}

/// A condition in `lang`; the printed words it names (a clan, a kind, a trait) stay as printed.
pub(super) fn condition_in(c: &Condition, lang: Lang) -> String {
    match c {
        Condition::ClanPlayer(c) => tr!(lang, "read-if-clan", clan = c),
        Condition::PayingFor(w) => tr!(lang, "read-if-paying-for", what = w),
        Condition::StrongholdGoldAtMost(n) => tr!(lang, "read-if-stronghold-gold", n = *n),
        Condition::PayingForCostAtLeast(n) => tr!(lang, "read-if-paying-cost", n = *n),
        Condition::YouControl(t) => tr!(lang, "read-if-control", what = t),
        Condition::NotYourTurn => tr!(lang, "read-if-not-your-turn"),
        Condition::YouControlAtLeast { count, other, what } => tr!(
            lang,
            "read-if-control-at-least",
            count = *count,
            other = crate::msg::yes_no(*other),
            what = what
        ),
        Condition::YouHaveFavor => tr!(lang, "read-if-favor"),
        Condition::All(v) => {
            let all: Vec<String> = v.iter().map(|c| condition_in(c, lang)).collect();
            all.join(&tr!(lang, "read-and"))
        }
        Condition::YouLoseHonor(n) => tr!(lang, "read-if-lose-honor", n = *n),
        Condition::BringingIntoPlay(w) => tr!(lang, "read-if-bringing", what = w),
        Condition::PaidToRecruit(w) => tr!(lang, "read-if-paid-to-recruit", what = w),
        Condition::Is { who, what } => {
            tr!(lang, "read-if-is", who = who_in(who, lang), what = what)
        }
        Condition::Moved(who) => tr!(lang, "read-if-moved", who = who_in(who, lang)),
        Condition::ForceIs { who, value } => tr!(
            lang,
            "read-if-force-is",
            who = who_in(who, lang),
            n = *value
        ),
        Condition::WouldBeOpposed(who) => {
            tr!(lang, "read-if-would-be-opposed", who = who_in(who, lang))
        }
        Condition::YourTurn => tr!(lang, "read-if-your-turn"),
        Condition::YourFirstTurn => tr!(lang, "read-if-first-turn"),
        Condition::YouAre(w) => tr!(lang, "read-if-you-are", what = w),
        Condition::EnemyUnitsHere => tr!(lang, "read-if-enemy-here"),
        Condition::NoTerrainHere => tr!(lang, "read-if-no-terrain"),
        Condition::HandAtMost(n) => tr!(lang, "read-if-hand-at-most", n = *n),
        Condition::HandAtLeast(n) => tr!(lang, "read-if-hand-at-least", n = *n),
        Condition::YouHaveRecon => tr!(lang, "read-if-recon"),
        Condition::FamilyHonorAtMost(n) => tr!(lang, "read-if-family-honor", n = *n),
        Condition::Any(v) => {
            let any: Vec<String> = v.iter().map(|c| condition_in(c, lang)).collect();
            tr!(lang, "read-if-any", conds = any.join(&tr!(lang, "read-or")))
        }
        Condition::IsNot { who, what } => {
            tr!(lang, "read-if-is-not", who = who_in(who, lang), what = what)
        }
        Condition::Has { who, what } => {
            tr!(lang, "read-if-has", who = who_in(who, lang), what = what)
        }
        Condition::HasNo { who, what } => {
            tr!(lang, "read-if-has-no", who = who_in(who, lang), what = what)
        }
        Condition::NotControlledByYou(who) => {
            tr!(lang, "read-if-not-yours", who = who_in(who, lang))
        }
        Condition::Stat {
            who,
            stat,
            value,
            at_least,
        } => tr!(
            lang,
            "read-if-stat",
            who = who_in(who, lang),
            stat = stat.as_str(),
            n = *value,
            at_least = crate::msg::yes_no(*at_least)
        ),
        Condition::AnotherHasMoreHonor => tr!(lang, "read-if-another-more-honor"),
        Condition::HighestHonor => tr!(lang, "read-if-highest-honor"),
        Condition::FewestProvinces => tr!(lang, "read-if-fewest-provinces"),
        Condition::ThisDid { by, verb, what } => tr!(
            lang,
            "read-if-this-did",
            by = if by.is_empty() { "none" } else { by.as_str() },
            verb = verb.as_str(),
            what = what
        ),
        Condition::MovedThisBattle(who) => {
            tr!(lang, "read-if-moved-this-battle", who = who_in(who, lang))
        }
        Condition::PhaseIs(what) => tr!(lang, "read-if-phase", what = what),
        Condition::FewerUnitsThanEnemy => tr!(lang, "read-if-fewer-units"),
        Condition::WonDuelThisTurn(who) => {
            tr!(lang, "read-if-won-duel", who = who_in(who, lang))
        }
        Condition::MovedThisTurn(who) => {
            tr!(lang, "read-if-moved-this-turn", who = who_in(who, lang))
        }
        Condition::PerformedIt(who) => {
            tr!(lang, "read-if-performed-it", who = who_in(who, lang))
        }
        Condition::DeadPersonality { yours, any_of } => tr!(
            lang,
            "read-if-dead",
            yours = crate::msg::yes_no(*yours),
            what = any_of.join(&tr!(lang, "read-or"))
        ),
        Condition::NoProvinceDestroyedSince { began } => tr!(
            lang,
            "read-if-no-province-destroyed",
            began = crate::msg::yes_no(*began)
        ),
        Condition::ActiveFirstOrSecondTurn(is) => tr!(
            lang,
            "read-if-active-early-turn",
            is = crate::msg::yes_no(*is)
        ),
        Condition::AttachedFromHandThisTurn => tr!(lang, "read-if-attached-from-hand"),
        Condition::ActionIsYours(yours) => tr!(
            lang,
            "read-if-action-yours",
            yours = crate::msg::yes_no(*yours)
        ),
        Condition::ItsEffectsDestroyed(who) => {
            tr!(
                lang,
                "read-if-its-effects-destroyed",
                who = who_in(who, lang)
            )
        }
        Condition::HandComparedToEach { fewer } => tr!(
            lang,
            "read-if-hand-compared",
            fewer = crate::msg::yes_no(*fewer)
        ),
        // conditions
        Condition::Happened {
            who: Some(who),
            what,
        } => tr!(
            lang,
            "read-if-happened",
            who = who_in(who, lang),
            what = what
        ),
        // conditions
        Condition::Happened { who: None, what } => tr!(lang, "read-if-happened-own", what = what),
        // conditions
        Condition::YouControlNamed(name) => tr!(lang, "read-if-control-named", name = name),
        // conditions
        Condition::ActionIs(what) => tr!(lang, "read-if-action-is", what = what),
        // conditions
        Condition::Compared { who, what, than } => tr!(
            lang,
            "read-if-compared",
            who = who_in(who, lang),
            what = what,
            than = who_in(than, lang)
        ),
    }
}

/// A target in English, as the readings events carry are written.
pub(super) fn target_text(t: &Target) -> String {
    target_in(t, Lang::En)
}

/// A target in `lang`: its kinds, traits and printed conditions stay as printed.
pub(super) fn target_in(t: &Target, lang: Lang) -> String {
    let side = match t.side {
        Side::Any => "any",
        Side::Yours => "yours",
        Side::Others => "others",
    };
    let kinds = t.kinds.join(&tr!(lang, "read-or"));
    let mut must = prefix(&t.must_be);
    if !t.any_of.is_empty() {
        must.push_str(&t.any_of.join(&tr!(lang, "read-or")));
        must.push(' ');
    }
    let mut s = String::new();
    if let Some(c) = &t.count {
        s.push_str(&tr!(
            lang,
            "read-target-count",
            min = c.min,
            max = match c.max {
                None => "any".to_string(),
                Some(m) if m == c.min => "same".to_string(),
                Some(m) => m.to_string(),
            }
        ));
    }
    s.push_str(&tr!(
        lang,
        "read-target",
        side = side,
        must = must,
        kinds = kinds
    ));
    if let Some(l) = &t.limit {
        s.push_str(&tr!(
            lang,
            "read-target-limit",
            stat = l.stat.as_str(),
            value = l.value,
            most = crate::msg::yes_no(l.at_most)
        ));
    }
    for q in &t.qualifiers {
        s.push(' ');
        s.push_str(q);
    }
    s
}

pub(super) fn prefix(words: &[String]) -> String {
    words.iter().map(|w| format!("{w} ")).collect()
}

/// `+2 or -2`.
fn signed_or(amounts: &[i32], lang: Lang) -> String {
    let v: Vec<String> = amounts.iter().map(|n| format!("{n:+}")).collect();
    v.join(&tr!(lang, "read-or"))
}

/// Who a part acts on, in `lang`.
pub(super) fn who_in(w: &Who, lang: Lang) -> String {
    match w {
        Who::This => tr!(lang, "read-who", who = "this"),
        Who::Target(n) => tr!(lang, "read-who-target", n = *n),
        Who::Performer => tr!(lang, "read-who", who = "performer"),
        Who::UnitOf(n) => tr!(lang, "read-who-unit-of", n = *n),
        Who::PerformerUnit => tr!(lang, "read-who", who = "performer-unit"),
        Who::YourStronghold => tr!(lang, "read-who", who = "stronghold"),
        Who::ThisUnit => tr!(lang, "read-who", who = "this-unit"),
        Who::Looked => tr!(lang, "read-who", who = "looked"),
        Who::Bearer => tr!(lang, "read-who", who = "bearer"),
        Who::DuelLoser => tr!(lang, "read-who", who = "loser"),
        Who::DuelWinner => tr!(lang, "read-who", who = "winner"),
        Who::Found => tr!(lang, "read-who", who = "found"),
        Who::AttackTarget => tr!(lang, "read-who", who = "attack-target"),
        Who::Discarded => tr!(lang, "read-who", who = "discarded"),
        Who::TriggerTarget => tr!(lang, "read-who", who = "trigger-target"),
        Who::LaterTarget => tr!(lang, "read-who", who = "later-target"),
        Who::Created => tr!(lang, "read-who", who = "created"),
        Who::TriggerCard => tr!(lang, "read-who-trigger-card"),
    }
}

/// A part in English, as the readings events carry are written.
pub fn part_text(p: &Part) -> String {
    part_in(p, Lang::En)
}

/// `+2F -1C`: a force and chi bonus as the cards print it (the same in every language).
fn fc(force: i32, chi: i32) -> Vec<String> {
    let mut v = Vec::new();
    if force != 0 {
        v.push(format!("{force:+}F"));
    }
    if chi != 0 {
        v.push(format!("{chi:+}C"));
    }
    v
}

fn lasting_key(l: &Lasting) -> &'static str {
    match l {
        Lasting::Turn => "turn",
        Lasting::Permanent => "permanent",
    }
}

/// Parts joined as a list in `lang`.
fn parts_in(parts: &[Part], lang: Lang) -> String {
    let v: Vec<String> = parts.iter().map(|p| part_in(p, lang)).collect();
    v.join(&tr!(lang, "read-comma"))
}

/// A part in `lang`: the printed words it names (a kind, a trait, a stat) stay as printed.
pub fn part_in(p: &Part, lang: Lang) -> String {
    let who = |w: &Who| who_in(w, lang);
    match p {
        Part::Bow { who: w } => tr!(lang, "read-act", act = "bow", who = who(w)),
        Part::Straighten { who: w } => tr!(lang, "read-act", act = "straighten", who = who(w)),
        Part::Destroy { who: w } => tr!(lang, "read-act", act = "destroy", who = who(w)),
        Part::Dishonor { who: w } => tr!(lang, "read-act", act = "dishonor", who = who(w)),
        Part::Rehonor { who: w } => tr!(lang, "read-act", act = "rehonor", who = who(w)),
        Part::DiscardCard { who: w } => tr!(lang, "read-act", act = "discard", who = who(w)),
        Part::Remove { who: w } => tr!(lang, "read-act", act = "remove", who = who(w)),
        Part::DiscardFromHand { count } => tr!(lang, "read-discard-hand", n = *count),
        Part::GainHonor { amount } => tr!(lang, "read-gain-honor", n = *amount),
        Part::LoseHonor { amount } => tr!(lang, "read-lose-honor", n = *amount),
        Part::PayGold { amount } => tr!(lang, "read-pay-gold", n = *amount),
        Part::Draw { count } => tr!(lang, "read-draw", n = *count),
        Part::Bonus {
            who: w,
            force,
            chi,
            lasting,
        } => tr!(
            lang,
            "read-bonus",
            who = who(w),
            bonus = fc(*force, *chi).join(" "),
            lasting = lasting_key(lasting)
        ),
        Part::ProduceGold {
            amount,
            instead,
            equal_to,
            per,
            only_for,
        } => {
            let mut s = match equal_to {
                Some(stat) => tr!(lang, "read-gold-equal", stat = stat.as_str()),
                None => tr!(lang, "read-gold", n = *amount),
            };
            if let Some(p) = per {
                s.push_str(&tr!(
                    lang,
                    "read-gold-per",
                    n = p.amount,
                    other = crate::msg::yes_no(p.other),
                    what = target_in(&p.what, lang)
                ));
                if !p.any_of.is_empty() {
                    s.push_str(&tr!(
                        lang,
                        "read-that-is",
                        what = p.any_of.join(&tr!(lang, "read-or"))
                    ));
                }
            }
            for (n, c) in instead {
                s.push_str(&tr!(
                    lang,
                    "read-gold-instead",
                    n = *n,
                    cond = condition_in(c, lang)
                ));
            }
            if let Some(o) = only_for {
                s.push_str(&tr!(
                    lang,
                    "read-gold-only-for",
                    of = o.of.as_str(),
                    what = o.any_of.join(&tr!(lang, "read-or"))
                ));
            }
            s
        }
        Part::Token {
            who: w,
            name,
            stat,
            amount,
        } => tr!(
            lang,
            "read-token",
            who = who(w),
            amount = format!("{amount:+}"),
            stat = stat.as_str(),
            name = name.as_str()
        ),
        Part::If {
            cond,
            then,
            otherwise,
        } => {
            let mut s = tr!(
                lang,
                "read-if-then",
                cond = condition_in(cond, lang),
                then = parts_in(then, lang)
            );
            if !otherwise.is_empty() {
                s.push_str(&tr!(
                    lang,
                    "read-otherwise",
                    then = parts_in(otherwise, lang)
                ));
            }
            s
        }
        Part::AdditionalAction { kind } => match kind {
            Some(k) => tr!(lang, "read-additional-kind", kind = k.as_str()),
            None => tr!(lang, "read-additional"),
        },
        Part::BonusTokens {
            who: w,
            count,
            force,
            chi,
            name,
        } => {
            let mut v = fc(*force, *chi);
            if let Some(n) = name {
                v.push(n.clone());
            }
            tr!(
                lang,
                "read-bonus-tokens",
                who = who(w),
                n = *count,
                what = v.join(" ")
            )
        }
        Part::PutIntoPlay { who: w, there } => tr!(
            lang,
            "read-put-into-play",
            who = who(w),
            there = crate::msg::yes_no(*there)
        ),
        Part::BowOrStraighten { who: w } => {
            tr!(lang, "read-act", act = "bow-or-straighten", who = who(w))
        }
        Part::NegateAction => tr!(lang, "read-negate"),
        Part::LookAtTop { count, deck } => {
            tr!(lang, "read-look-at-top", n = *count, deck = deck.as_str())
        }
        Part::PutBackAnyOrder => tr!(lang, "read-put-back"),
        Part::ToBottom { who: w } => tr!(lang, "read-to-bottom", who = who(w)),
        Part::OneLookedToHand => tr!(lang, "read-one-looked-to-hand"),
        Part::NegateActionOn { who: w, what }
            if matches!(what.as_str(), "bowing" | "dishonoring" | "straightening") =>
        {
            tr!(
                lang,
                "read-negate-on-more",
                who = who(w),
                what = what.as_str()
            )
        }
        Part::NegateActionOn { who: w, what } => tr!(
            lang,
            "read-negate-on",
            who = who(w),
            what = if what.is_empty() {
                "all"
            } else {
                what.as_str()
            }
        ),
        Part::Unless { cond, then } => tr!(
            lang,
            "read-unless",
            cond = condition_in(cond, lang),
            then = parts_in(then, lang)
        ),
        Part::AttackStrength { amounts } => tr!(
            lang,
            "read-attack-strength",
            amounts = signed_or(amounts, lang),
            choice = crate::msg::yes_no(amounts.len() > 1)
        ),
        Part::ProvinceStrengthOne { which, amounts } => tr!(
            lang,
            "read-province-strength-one",
            which = which.as_str(),
            amounts = signed_or(amounts, lang),
            choice = crate::msg::yes_no(amounts.len() > 1)
        ),
        Part::MoveToBattlefield { who: w } => {
            tr!(lang, "read-act", act = "move-to-battlefield", who = who(w))
        }
        Part::AttackOf {
            attack,
            who: w,
            stat,
        } => tr!(
            lang,
            "read-attack-of",
            attack = attack.as_str(),
            who = who(w),
            stat = stat.as_str()
        ),
        Part::AttackCounted {
            attack,
            base,
            per,
            what,
        } => tr!(
            lang,
            "read-attack-counted",
            attack = attack.as_str(),
            base = *base,
            per = *per,
            what = what.as_str()
        ),
        Part::Duel {
            challenger,
            challenged,
        } => tr!(
            lang,
            "read-duel",
            challenger = who(challenger),
            challenged = who(challenged)
        ),
        Part::DiscardFavor => tr!(lang, "read-discard-favor"),
        Part::BecomesDead { who: w, honorably } => tr!(
            lang,
            "read-becomes-dead",
            who = who(w),
            honorably = crate::msg::yes_no(*honorably)
        ),
        Part::BowThisOrOne { yours, what } => tr!(
            lang,
            "read-bow-this-or-one",
            yours = crate::msg::yes_no(*yours),
            what = what.as_str()
        ),
        Part::DestroyOne { what, if_able } => tr!(
            lang,
            "read-destroy-one",
            what = target_in(what, lang),
            able = crate::msg::yes_no(*if_able)
        ),
        Part::SetForce { who: w, value } => {
            tr!(lang, "read-set-force", who = who(w), n = *value)
        }
        Part::ForceOf {
            who: w,
            sign,
            of,
            stat,
        } => tr!(
            lang,
            "read-force-of",
            who = who(w),
            penalty = crate::msg::yes_no(*sign < 0),
            of = who(of),
            stat = stat.as_str()
        ),
        Part::ProvinceStrength { all_yours, amount } => tr!(
            lang,
            "read-province-strength",
            all = crate::msg::yes_no(*all_yours),
            amount = format!("{amount:+}")
        ),
        Part::DiscardYourOther { keyword } => {
            tr!(lang, "read-discard-other", keyword = keyword.as_str())
        }
        Part::May { then } => tr!(lang, "read-may", then = parts_in(then, lang)),
        Part::CreatePersonality {
            force,
            chi,
            honor,
            keywords,
            here,
            abilities,
        } => {
            let mut s = tr!(
                lang,
                "read-create-personality",
                stats = format!("{force}F/{chi}C/{honor}PH"),
                keywords = keywords.join(" • "),
                there = crate::msg::yes_no(*here)
            );
            if !abilities.is_empty() {
                let a: Vec<String> = abilities
                    .iter()
                    .map(|a| format!("[{}]", a.summary_in(lang)))
                    .collect();
                s.push_str(&tr!(lang, "read-with-abilities", abilities = a.join(" ")));
            }
            s
        }
        Part::ToHand { who: w } => tr!(lang, "read-act", act = "to-hand", who = who(w)),
        Part::Transfer { to } => tr!(lang, "read-act", act = "transfer", who = who(to)),
        Part::NoStraighten { who: w, until } => match until {
            Some(m) => tr!(
                lang,
                "read-no-straighten-until",
                who = who(w),
                when = moment_in(m, lang)
            ),
            None => tr!(lang, "read-no-straighten", who = who(w)),
        },
        Part::Later { at, then } => tr!(
            lang,
            "read-later",
            when = moment_in(at, lang),
            then = parts_in(then, lang)
        ),
        Part::Delayed { at, then } => tr!(
            lang,
            "read-delayed",
            when = at.key(),
            then = parts_in(then, lang)
        ),
        Part::Redirect { to } => tr!(lang, "read-redirect", who = who(to)),
        Part::BonusEach {
            what,
            force,
            chi,
            lasting,
        } => tr!(
            lang,
            "read-bonus-each",
            what = target_in(what, lang),
            bonus = fc(*force, *chi).join(" "),
            lasting = lasting_key(lasting)
        ),
        Part::TakeToHand { what, place } => tr!(
            lang,
            "read-take-to-hand",
            what = target_in(what, lang),
            place = place.as_str()
        ),
        Part::TargetPlayerHonor { change, amount } => tr!(
            lang,
            "read-target-player-honor",
            change = change.key(),
            n = *amount
        ),
        Part::NoActions { who: w, until } => {
            tr!(lang, "read-no-actions", who = who(w), until = until.key())
        }
        Part::DiscardFromHandOf { what } => tr!(lang, "read-discard-hand-of", what = what),
        Part::BowAttached { any_of } => tr!(
            lang,
            "read-bow-attached",
            what = any_of.join(&tr!(lang, "read-or"))
        ),
        Part::DiscardThisFromHand => tr!(lang, "read-discard-this-from-hand"),
        Part::AfterTime {
            trigger,
            each: _,
            then,
        } => tr!(
            lang,
            "read-after-time",
            trigger = trigger.as_str(),
            then = parts_in(then, lang)
        ),
        Part::PayGoldOf {
            who: w,
            stat,
            minus,
        } => tr!(
            lang,
            "read-pay-gold-of",
            who = who(w),
            stat = stat.as_str(),
            minus = *minus
        ),
        Part::MayPay { pay, then } => tr!(
            lang,
            "read-may-pay",
            pay = parts_in(pay, lang),
            then = parts_in(then, lang)
        ),
        Part::OneOf { options } => {
            let v: Vec<String> = options.iter().map(|o| parts_in(o, lang)).collect();
            tr!(lang, "read-one-of", options = v.join(&tr!(lang, "read-or")))
        }
        Part::GainTraitOneOf {
            who: w,
            words,
            lasting,
        } => tr!(
            lang,
            "read-gain-keyword-one-of",
            who = who(w),
            words = words.join(&tr!(lang, "read-or")),
            lasting = lasting_key(lasting)
        ),
        Part::MayTarget { target, then } => tr!(
            lang,
            "read-may-target",
            target = target_in(target, lang),
            then = parts_in(then, lang)
        ),
        Part::AsMoves { who: w, then } => tr!(
            lang,
            "read-as-moves",
            who = who(w),
            then = parts_in(then, lang)
        ),
        Part::OneLookedToBottom => tr!(lang, "read-one-looked-to-bottom"),
        Part::Shuffle { deck } => tr!(lang, "read-shuffle", deck = deck.as_str()),
        Part::AdditionalActionBy { kind, who: w } => tr!(
            lang,
            "read-additional-by",
            kind = kind.as_ref().map(|k| format!("{k} ")).unwrap_or_default(),
            who = who(w)
        ),
        Part::DrawAtNextEnd { count } => tr!(lang, "read-draw-at-next-end", n = *count),
        Part::NoAttackThisTurn => tr!(lang, "read-no-attack-this-turn"),
        Part::MovementNotNegated => tr!(lang, "read-movement-not-negated"),
        Part::TurnFaceUp { who: w } => tr!(lang, "read-turn-face-up", who = who(w)),
        Part::UseAgain { who: w, this_turn } => tr!(
            lang,
            "read-use-again",
            who = who(w),
            turn = crate::msg::yes_no(*this_turn)
        ),
        Part::TransferTo { what, to } => {
            tr!(lang, "read-transfer-to", what = who(what), to = who(to))
        }
        Part::RefillProvince { face_up } => {
            tr!(lang, "read-refill", up = crate::msg::yes_no(*face_up))
        }
        Part::CreateHolding { bowed, abilities } => {
            let a: Vec<String> = abilities
                .iter()
                .map(|a| format!("[{}]", a.summary_in(lang)))
                .collect();
            tr!(
                lang,
                "read-create-holding",
                bowed = crate::msg::yes_no(*bowed),
                abilities = a.join(" ")
            )
        }
        Part::MoveHome { who: w } => tr!(lang, "read-act", act = "move-home", who = who(w)),
        Part::Ranged { strength } => tr!(lang, "read-strength", kind = "ranged", n = *strength),
        Part::Melee { strength } => tr!(lang, "read-strength", kind = "melee", n = *strength),
        Part::Fear { strength } => tr!(lang, "read-strength", kind = "fear", n = *strength),
        Part::GainTrait {
            who: w,
            word,
            lasting,
        } => tr!(
            lang,
            "read-gain-keyword",
            who = who(w),
            word = word.as_str(),
            lasting = lasting_key(lasting)
        ),
        Part::TakeFavor => tr!(lang, "read-take-favor"),
        Part::ChosenPlayerHonor { amount } => {
            tr!(lang, "read-chosen-player-honor", n = *amount)
        }
        Part::HaveRecon => tr!(lang, "read-have-recon"),
        Part::ControllerLosesHonor { amount } => {
            tr!(lang, "read-controller-honor", change = "lose", n = *amount)
        }
        Part::ControllerHonorOf { loses, of, stat } => tr!(
            lang,
            "read-controller-honor-of",
            change = if *loses { "lose" } else { "gain" },
            of = who(of),
            stat = stat.as_str()
        ),
        Part::ControllerGainsHonor { amount } => {
            tr!(lang, "read-controller-honor", change = "gain", n = *amount)
        }
        Part::FollowerToken { force } => tr!(lang, "read-follower-token", n = *force),
        Part::Search { place, what } => tr!(
            lang,
            "read-search",
            place = place.as_str(),
            what = target_in(what, lang)
        ),
        Part::Show { who: w } => tr!(lang, "read-act", act = "show", who = who(w)),
        Part::BringIntoPlay {
            who: w,
            bowed,
            paying_all,
            here,
            less,
        } => tr!(
            lang,
            "read-bring-into-play",
            who = who(w),
            bowed = crate::msg::yes_no(*bowed),
            here = crate::msg::yes_no(*here),
            paying = crate::msg::yes_no(*paying_all),
            less = *less
        ),
        Part::Attach {
            what,
            to,
            paying_all,
            less,
        } => tr!(
            lang,
            "read-attach",
            what = who(what),
            to = who(to),
            paying = crate::msg::yes_no(*paying_all),
            less = *less
        ),
        Part::GainAbility {
            who: w,
            lasting,
            abilities,
        } => {
            let a: Vec<String> = abilities.iter().map(|a| a.summary_in(lang)).collect();
            tr!(
                lang,
                "read-gain-ability",
                who = who(w),
                ability = a.join(" / "),
                lasting = lasting_key(lasting)
            )
        }
        Part::CreateAttached {
            kind,
            force,
            chi,
            words,
            to,
        } => tr!(
            lang,
            "read-create-attached",
            stats = if kind == "follower" {
                // A follower prints its own numbers (`1F`, `0F`), not a bonus.
                match chi {
                    0 => format!("{force}F"),
                    c => format!("{force}F/{c}C"),
                }
            } else {
                fc(*force, *chi).join("/")
            },
            words = if words.is_empty() {
                String::new()
            } else {
                format!("{words} ")
            },
            kind = kind.as_str(),
            to = who(to)
        ),
        Part::NoAbilities { who: w, which } if which == "one" => {
            tr!(lang, "read-no-ability-chosen", who = who(w))
        }
        Part::NoAbilities { who: w, which } => tr!(
            lang,
            "read-no-abilities",
            who = who(w),
            which = if which.is_empty() {
                "all"
            } else {
                which.as_str()
            }
        ),
        Part::ToOwnersHand { who: w } => tr!(lang, "read-to-owner", place = "hand", who = who(w)),
        Part::ToOwnersDeckTop { who: w } => {
            tr!(lang, "read-to-owner", place = "deck-top", who = who(w))
        }
        Part::ShuffleIntoOwnersDeck { who: w } => {
            tr!(lang, "read-to-owner", place = "shuffle", who = who(w))
        }
        Part::ProducesMore { who: w, amount } => tr!(
            lang,
            "read-produces-more",
            who = who(w),
            n = amount.abs(),
            more = crate::msg::yes_no(*amount > 0)
        ),
        Part::EndPhase { phase } => tr!(lang, "read-end-phase", phase = phase.as_str()),
        Part::Story { text } => tr!(lang, "read-story", text = text.as_str()),
        Part::MayAssignBowed { who: w } => tr!(lang, "read-may-assign-bowed", who = who(w)),
        Part::InterruptedAttackStrength { kinds, amount } => tr!(
            lang,
            "read-interrupted-attack-strength",
            kind = kinds.join("-"),
            amount = signed_or(&[*amount], lang)
        ),
        Part::IfRefused { then } => tr!(lang, "read-if-refused", then = parts_in(then, lang)),
        Part::NegateKind { kinds } => tr!(
            lang,
            "read-negate-kind",
            kinds = kinds.join(&tr!(lang, "read-or"))
        ),
        Part::NegateForce { who: w, which, new } => tr!(
            lang,
            "read-negate-force",
            who = who(w),
            which = which.as_str(),
            new = crate::msg::yes_no(*new)
        ),
        Part::WithFollowers {
            who: w,
            force,
            chi,
            word,
            lasting,
        } => tr!(
            lang,
            "read-with-followers",
            who = who(w),
            what = match word {
                Some(k) => k.clone(),
                None => fc(*force, *chi).join(" "),
            },
            keyword = crate::msg::yes_no(word.is_some()),
            lasting = lasting_key(lasting)
        ),
        Part::ProvincesToBottom { face_up } => tr!(
            lang,
            "read-provinces-to-bottom",
            up = crate::msg::yes_no(*face_up)
        ),
        Part::GoldProductionEach {
            what,
            amount,
            until,
        } => tr!(
            lang,
            "read-gold-production-each",
            what = target_in(what, lang),
            n = amount.abs(),
            more = crate::msg::yes_no(*amount > 0),
            until = until.key()
        ),
        Part::NegateStraightening {
            who: w,
            next,
            until,
        } => {
            let (until, phase) = match until.strip_prefix("next-") {
                Some(p) if p != "turn" => ("next-phase", p),
                _ => (until.as_str(), ""),
            };
            tr!(
                lang,
                "read-negate-straightening",
                who = who(w),
                next = crate::msg::yes_no(*next),
                until = until,
                phase = phase
            )
        }
        Part::NoDestructionByOthers { who: w } => {
            tr!(lang, "read-no-destruction-by-others", who = who(w))
        }
        Part::AttackOfPlus {
            attack,
            who: w,
            stat,
            plus,
            cond,
        } => tr!(
            lang,
            "read-attack-of-plus",
            attack = attack.as_str(),
            who = who(w),
            stat = stat.as_str(),
            n = *plus,
            cond = condition_in(cond, lang)
        ),
        Part::MoveTo { who: w, to } => {
            tr!(lang, "read-move-to", who = who(w), to = to.as_str())
        }
        Part::SetForceTo { who: w, stats } => tr!(
            lang,
            "read-set-force-to",
            who = who(w),
            stats = stats.join(&tr!(lang, "read-or")),
            choice = crate::msg::yes_no(stats.len() > 1)
        ),
        Part::ShowHand => tr!(lang, "read-show-hand"),
        Part::DestroyTokens { name, all } => tr!(
            lang,
            "read-destroy-tokens",
            name = name.as_str(),
            all = crate::msg::yes_no(*all)
        ),
        Part::ActionNotNegated => tr!(lang, "read-action-not-negated"),
        Part::ControllerHonorOfAtMost {
            loses,
            of,
            stat,
            at_most,
        } => tr!(
            lang,
            "read-controller-honor-of-at-most",
            loses = crate::msg::yes_no(*loses),
            who = who(of),
            stat = stat.as_str(),
            n = *at_most
        ),
        Part::ProvinceStrengthOf { of, stat } => tr!(
            lang,
            "read-province-strength-of",
            who = who(of),
            stat = stat.as_str()
        ),
        // effects
        Part::NegateMovement { who: w, next } => tr!(
            lang,
            "read-negate-movement",
            who = who(w),
            next = crate::msg::yes_no(*next)
        ),
        Part::TakeControl { who: w, joins } => tr!(
            lang,
            "read-take-control",
            who = who(w),
            joins = crate::msg::yes_no(*joins)
        ),
        Part::DestroyProvinceAt { side } => {
            tr!(lang, "read-destroy-province-at", side = side.as_str())
        }
        Part::NoHonorLossUntilActionEnds => tr!(lang, "read-no-honor-loss-until-action-ends"),
        Part::BonusUntilActionEnds { who: w, force, chi } => tr!(
            lang,
            "read-bonus-until-action-ends",
            who = who(w),
            bonus = fc(*force, *chi).join(" ")
        ),
        Part::ProduceGoldOf { of, stat } => tr!(
            lang,
            "read-produce-gold-of",
            who = who(of),
            stat = stat.as_str()
        ),
        Part::ControllerOfGainsHonor { of, amount } => tr!(
            lang,
            "read-controller-of-gains-honor",
            who = who(of),
            n = *amount
        ),
        Part::ControllerOfDraws { of, count } => {
            tr!(lang, "read-controller-of-draws", who = who(of), n = *count)
        }
        Part::BowAttachments { of } => tr!(lang, "read-bow-attachments", who = who(of)),
        Part::KeywordWhileInPlay { who: w, word } => tr!(
            lang,
            "read-keyword-while-in-play",
            who = who(w),
            word = word.as_str()
        ),
        Part::RaiseForceTo { who: w, value } => {
            tr!(lang, "read-raise-force-to", who = who(w), n = *value)
        }
        Part::StraightenYourRings => tr!(lang, "read-straighten-your-rings"),
        Part::EachMustFocus => tr!(lang, "read-each-must-focus"),
        Part::TargetPlayerShowsRandom => tr!(lang, "read-target-player-shows-random"),
        Part::SwitchForceChi { who: w } => tr!(lang, "read-switch-force-chi", who = who(w)),
        Part::DiscardYourOtherTitled { keyword } => tr!(
            lang,
            "read-discard-other-titled",
            keyword = keyword.as_str()
        ),
        Part::DrawUntil { count } => tr!(lang, "read-draw-until", n = *count),
        // conditions
        Part::AttackMayTarget {
            attack,
            may,
            what,
            cond,
        } => tr!(
            lang,
            "read-attack-may-target",
            attack = attack
                .iter()
                .map(|p| part_in(p, lang))
                .collect::<Vec<_>>()
                .join(&tr!(lang, "read-comma")),
            may = crate::msg::yes_no(*may),
            what = what.as_str(),
            has_cond = crate::msg::yes_no(cond.is_some()),
            cond = cond
                .as_ref()
                .map(|c| condition_in(c, lang))
                .unwrap_or_default()
        ),
        // conditions
        Part::DestroyToken { who: w, name } => {
            tr!(
                lang,
                "read-destroy-token",
                who = who(w),
                name = name.as_str()
            )
        }
        // conditions
        Part::RemoveFromPile { what } => tr!(lang, "read-remove-from-pile", what = what.as_str()),
        // conditions
        Part::DiscardTop { count, deck } => {
            tr!(lang, "read-discard-top", n = *count, deck = deck.as_str())
        }
        // conditions
        Part::DiscardHand => tr!(lang, "read-discard-whole-hand"),
        // conditions
        Part::BowOneOfYours { any_of } => tr!(
            lang,
            "read-bow-one-of-yours",
            what = any_of.join(&tr!(lang, "read-or"))
        ),
    }
}

fn moment_in(m: &Moment, lang: Lang) -> String {
    tr!(
        lang,
        "read-moment",
        phase = m.phase.as_str(),
        begins = crate::msg::yes_no(m.begins)
    )
}
