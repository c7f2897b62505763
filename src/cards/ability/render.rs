//! A reading in the judge's words, for `cards show` and the steps.

use super::{Condition, Lasting, Part, Side, Target, Who};
pub(super) fn condition_text(c: &Condition) -> String {
    match c {
        Condition::ClanPlayer(c) => format!("you are a {c} Clan player"),
        Condition::PayingFor(w) => format!("paying for {w}"),
        Condition::StrongholdGoldAtMost(n) => {
            format!("your stronghold has a gold production of {n} or lower")
        }
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
        Part::ProduceGold { amount, instead } => {
            let mut s = format!("produce {amount} gold");
            for (n, c) in instead {
                s.push_str(&format!(", or {n} if {}", condition_text(c)));
            }
            s
        }
        Part::MoveHome { who } => format!("move {} home", who_text(who)),
        Part::Ranged { strength } => format!("ranged attack {strength}"),
        Part::Melee { strength } => format!("melee attack {strength}"),
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
