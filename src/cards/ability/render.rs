//! A reading in the judge's words, for `cards show` and the steps.

use super::{Condition, Lasting, Moment, Part, Side, Target, Who};
pub(super) fn condition_text(c: &Condition) -> String {
    match c {
        Condition::ClanPlayer(c) => format!("you are a {c} Clan player"),
        Condition::PayingFor(w) => format!("paying for {w}"),
        Condition::StrongholdGoldAtMost(n) => {
            format!("your stronghold has a gold production of {n} or lower")
        }
        Condition::PayingForCostAtLeast(n) => {
            format!("paying for a card with a printed gold cost of {n} or more")
        }
        Condition::YouControl(t) => format!("you control a {t}"),
        Condition::NotYourTurn => "it is not your turn".into(),
        Condition::YouControlAtLeast { count, other, what } => format!(
            "you control {count} or more {}{what}",
            if *other { "other " } else { "" }
        ),
        Condition::YouHaveFavor => "you have the Imperial Favor".into(),
        Condition::All(v) => v
            .iter()
            .map(condition_text)
            .collect::<Vec<_>>()
            .join(" and "),
        Condition::YouLoseHonor(n) => format!("you lose {n} honor for it"),
        Condition::BringingIntoPlay(w) => format!("you are bringing a {w} into play"),
        Condition::PaidToRecruit(w) => format!("this gold paid to recruit a {w}"),
        Condition::Is { who, what } => format!("{} is {what}", who_text(who)),
        Condition::Moved(who) => format!("{} moved", who_text(who)),
        Condition::YourTurn => "it is your turn".into(),
        Condition::YourFirstTurn => "it is your first turn".into(),
        Condition::YouAre(w) => format!("you are the {w}"),
        Condition::EnemyUnitsHere => "enemy units are at the current battlefield".into(),
        Condition::NoTerrainHere => "no Terrain is at the current battlefield".into(),
        Condition::HandAtMost(n) => format!("you have {n} or fewer cards in your hand"),
        Condition::YouHaveRecon => "you have Reconnaissance".into(),
        Condition::FamilyHonorAtMost(n) => format!("your family honor is {n} or lower"),
    }
}

pub(super) fn target_text(t: &Target) -> String {
    let side = match t.side {
        Side::Any => "",
        Side::Yours => "your ",
        Side::Others => "another player's ",
    };
    let mut s = format!("{side}{}{}", prefix(&t.must_be), t.kinds.join(" or "));
    if let Some(l) = &t.limit {
        let how = if l.at_most { "or less" } else { "or more" };
        s.push_str(&format!(" with {} {} {how}", l.stat, l.value));
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

pub(super) fn who_text(w: &Who) -> String {
    match w {
        Who::This => "this card".into(),
        Who::Target(n) => format!("target {n}"),
        Who::Performer => "the performer".into(),
        Who::UnitOf(n) => format!("the unit of target {n}"),
        Who::PerformerUnit => "the performer's unit".into(),
        Who::YourStronghold => "your stronghold".into(),
        Who::Bearer => "the personality this card is attached to".into(),
        Who::DuelLoser => "the duel's loser".into(),
        Who::DuelWinner => "the duel's winner".into(),
    }
}

/// A part in the judge's words.
pub fn part_text(p: &Part) -> String {
    match p {
        Part::Bow { who } => format!("bow {}", who_text(who)),
        Part::Straighten { who } => format!("straighten {}", who_text(who)),
        Part::Destroy { who } => format!("destroy {}", who_text(who)),
        Part::Dishonor { who } => format!("dishonor {}", who_text(who)),
        Part::Rehonor { who } => format!("rehonor {}", who_text(who)),
        Part::DiscardCard { who } => format!("discard {}", who_text(who)),
        Part::Remove { who } => format!("remove {} from the game", who_text(who)),
        Part::DiscardFromHand { count } => format!("discard {count} from hand"),
        Part::GainHonor { amount } => format!("gain {amount} honor"),
        Part::LoseHonor { amount } => format!("lose {amount} honor"),
        Part::PayGold { amount } => format!("pay {amount} gold"),
        Part::Draw { count } => format!("draw {count}"),
        Part::Bonus {
            who,
            force,
            chi,
            lasting,
        } => {
            let mut v = Vec::new();
            if *force != 0 {
                v.push(format!("{force:+}F"));
            }
            if *chi != 0 {
                v.push(format!("{chi:+}C"));
            }
            let l = match lasting {
                Lasting::Turn => "until the end of the turn",
                Lasting::Permanent => "permanently",
            };
            format!("{} {} {l}", who_text(who), v.join(" "))
        }
        Part::ProduceGold {
            amount,
            instead,
            equal_to,
            per,
            only_for,
        } => {
            let mut s = match equal_to {
                Some(stat) => format!("produce gold equal to this card's {stat}"),
                None => format!("produce {amount} gold"),
            };
            if let Some(p) = per {
                s.push_str(&format!(
                    ", plus {} for each {}{} you control",
                    p.amount,
                    if p.other { "other " } else { "" },
                    target_text(&p.what)
                ));
                if !p.any_of.is_empty() {
                    s.push_str(&format!(" that is a {}", p.any_of.join(" or ")));
                }
            }
            for (n, c) in instead {
                s.push_str(&format!(", or {n} if {}", condition_text(c)));
            }
            if let Some(o) = only_for {
                s.push_str(&format!(
                    ", only to pay for one {} that is {}",
                    o.of,
                    o.any_of.join(" or ")
                ));
            }
            s
        }
        Part::Token {
            who,
            name,
            stat,
            amount,
        } => format!("{} gets a {amount:+} {stat} {name} token", who_text(who)),
        Part::If {
            cond,
            then,
            otherwise,
        } => {
            let t: Vec<String> = then.iter().map(part_text).collect();
            let mut s = format!("if {}: {}", condition_text(cond), t.join(", "));
            if !otherwise.is_empty() {
                let o: Vec<String> = otherwise.iter().map(part_text).collect();
                s.push_str(&format!("; otherwise: {}", o.join(", ")));
            }
            s
        }
        Part::AdditionalAction { kind } => match kind {
            Some(k) => format!("the player may take an additional {k} action"),
            None => "the player may take an additional action".into(),
        },
        Part::BonusTokens {
            who,
            count,
            force,
            chi,
            name,
        } => {
            let mut v = Vec::new();
            if *force != 0 {
                v.push(format!("{force:+}F"));
            }
            if *chi != 0 {
                v.push(format!("{chi:+}C"));
            }
            if let Some(n) = name {
                v.push(n.clone());
            }
            format!("{} gets {count} {} token(s)", who_text(who), v.join(" "))
        }
        Part::PutIntoPlay { who, there } => format!(
            "put {} into play{}",
            who_text(who),
            if *there {
                " at the current battlefield"
            } else {
                ""
            }
        ),
        Part::BowOrStraighten { who } => format!("bow or straighten {}", who_text(who)),
        Part::NegateAction => "negate the effects of what triggered this".into(),
        Part::MoveToBattlefield { who } => {
            format!("move {} to the current battlefield", who_text(who))
        }
        Part::AttackOf { attack, who, stat } => {
            format!(
                "{attack} attack with strength equal to {}'s {stat}",
                who_text(who)
            )
        }
        Part::Duel {
            challenger,
            challenged,
        } => format!("{} duels {}", who_text(challenger), who_text(challenged)),
        Part::DiscardFavor => "discard the Imperial Favor".into(),
        Part::DestroyOne { what, if_able } => format!(
            "destroy a {} (chosen, not targeted){}",
            target_text(what),
            if *if_able { ", if able" } else { "" }
        ),
        Part::SetForce { who, value } => format!("reduce {}'s force to {value}", who_text(who)),
        Part::ForceOf {
            who,
            sign,
            of,
            stat,
        } => format!(
            "{} gets a force {} equal to {}'s {stat} until the end of the turn",
            who_text(who),
            if *sign < 0 { "penalty" } else { "bonus" },
            who_text(of)
        ),
        Part::ProvinceStrength { all_yours, amount } => format!(
            "{} {amount:+} strength",
            if *all_yours {
                "each of your provinces"
            } else {
                "this province"
            }
        ),
        Part::DiscardYourOther { keyword } => {
            format!("discard every other {keyword} of yours in play")
        }
        Part::May { then } => {
            let t: Vec<String> = then.iter().map(part_text).collect();
            format!("the player may: {}", t.join(", "))
        }
        Part::CreatePersonality {
            force,
            chi,
            honor,
            keywords,
            here,
        } => format!(
            "create a {force}F/{chi}C/{honor}PH personality ({}){}",
            keywords.join(" • "),
            if *here {
                " at the current battlefield"
            } else {
                ""
            }
        ),
        Part::ToHand { who } => format!("put {} into your hand", who_text(who)),
        Part::Transfer { to } => format!("transfer this card to {}", who_text(to)),
        Part::NoStraighten { who, until } => match until {
            Some(m) => format!(
                "{} does not straighten until {}",
                who_text(who),
                moment_text(m)
            ),
            None => format!("{} does not straighten this turn", who_text(who)),
        },
        Part::Later { at, then } => {
            let t: Vec<String> = then.iter().map(part_text).collect();
            format!("when {}: {}", moment_text(at), t.join(", "))
        }
        Part::RefillProvince { face_up } => format!(
            "refill the province named before {}",
            if *face_up { "face up" } else { "face down" }
        ),
        Part::CreateHolding { bowed, abilities } => {
            let a: Vec<String> = abilities
                .iter()
                .map(|a| format!("[{}]", a.summary()))
                .collect();
            format!(
                "create a {}holding with {}",
                if *bowed { "bowed " } else { "" },
                a.join(" ")
            )
        }
        Part::MoveHome { who } => format!("move {} home", who_text(who)),
        Part::Ranged { strength } => format!("ranged attack {strength}"),
        Part::Melee { strength } => format!("melee attack {strength}"),
        Part::Fear { strength } => format!("fear {strength}"),
        Part::GainTrait { who, word, lasting } => {
            let l = match lasting {
                Lasting::Turn => "until the end of the turn",
                Lasting::Permanent => "permanently",
            };
            format!("{} gains the keyword {word} {l}", who_text(who))
        }
        Part::TakeFavor => "take the Imperial Favor".into(),
        Part::ControllerLosesHonor { amount } => {
            format!("target's controller loses {amount} honor")
        }
        Part::ControllerGainsHonor { amount } => {
            format!("target's controller gains {amount} honor")
        }
        Part::FollowerToken { force } => format!("a {force}F follower token"),
    }
}

fn moment_text(m: &Moment) -> String {
    format!(
        "your next {} phase {}",
        m.phase,
        if m.begins { "begins" } else { "ends" }
    )
}
