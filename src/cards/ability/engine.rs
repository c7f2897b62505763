//! A fully read ability in the engine's vocabulary, when the engine plays every part of it.

use super::render::{condition_text, part_text, target_text};
use super::targets::STATES;
use super::{Ability, Condition, Extent, Lasting, Part, Side, Timing, Who};
/// What the engine plays of a fully read ability: its kind of action, target, costs and
/// effects in the engine's vocabulary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineAbility {
    pub action: crate::lang::ast::ActionKind,
    pub target: Option<crate::engine::card::TargetSpec>,
    pub costs: Vec<crate::engine::card::Effect>,
    pub effects: Vec<crate::engine::card::Effect>,
}

impl Ability {
    /// The ability in the engine's vocabulary, when every part of it is one the engine plays as
    /// the card says: one Battle, Open or Limited timing; at most one target, of one kind, with
    /// traits the engine checks and no side, state or number it does not; honor as the only
    /// cost; effects on that target or on the player. Otherwise `Err` names the first part the
    /// engine cannot play as printed, and nothing is used.
    pub fn to_engine(&self) -> Result<EngineAbility, String> {
        use crate::engine::card::{Effect, Ref, TargetSpec, Who as EWho};
        use crate::lang::ast::{ActionKind, CardKind, CardVerb};
        if self.extent() != Extent::Fully {
            return Err(format!("not read: {}", self.unread.join(" | ")));
        }
        let action = match self.timings.as_slice() {
            [Timing::Battle] => ActionKind::Battle,
            [Timing::Open] => ActionKind::Open,
            [Timing::Limited] => ActionKind::Limited,
            _ => {
                let t: Vec<&str> = self.timings.iter().map(Timing::word).collect();
                return Err(format!("the timing {}", t.join("/")));
            }
        };
        if !self.keywords.is_empty() {
            return Err(format!(
                "the ability's keywords ({})",
                self.keywords.join(", ")
            ));
        }
        if !self.conditions.is_empty() || self.performer.is_some() {
            return Err("a condition or a performer".into());
        }
        if !self.even_if.is_empty() || self.limit.is_some() {
            return Err("an ability used even if … or a limited number of times".into());
        }
        let target = match self.targets.as_slice() {
            [] => None,
            [t] => {
                let kind = match t.kinds.as_slice() {
                    [k] => match k.as_str() {
                        "personality" => CardKind::Personality,
                        "follower" => CardKind::Follower,
                        "holding" => CardKind::Holding,
                        "item" => CardKind::Item,
                        "spell" => CardKind::Spell,
                        "region" => CardKind::Region,
                        _ => return Err(format!("a target of kind {k}")),
                    },
                    _ => return Err(format!("a target of kinds {}", t.kinds.join(" or "))),
                };
                if t.side != Side::Any
                    || t.limit.is_some()
                    || !t.qualifiers.is_empty()
                    || t.must_be.iter().any(|w| STATES.contains(&w.as_str()))
                {
                    return Err(format!("the target's conditions ({})", target_text(t)));
                }
                Some(TargetSpec {
                    kind,
                    any_kind: false,
                    traits: t.must_be.clone(),
                    own_bowed: false,
                    fixed: false,
                })
            }
            _ => return Err("several targets".into()),
        };
        let mut costs = Vec::new();
        for c in &self.costs {
            costs.push(match c {
                Part::LoseHonor { amount } => Effect::LoseHonor {
                    who: EWho::Me,
                    amount: *amount,
                },
                other => return Err(format!("the cost `{}`", part_text(other))),
            });
        }
        let mut effects = Vec::new();
        for e in &self.effects {
            let card = |verb| Effect::Card {
                verb,
                what: Ref::Target,
            };
            effects.push(match e {
                Part::Bow {
                    who: Who::Target(1),
                } => card(CardVerb::Bow),
                Part::Straighten {
                    who: Who::Target(1),
                } => card(CardVerb::Straighten),
                Part::Destroy {
                    who: Who::Target(1),
                } => card(CardVerb::Destroy),
                Part::Dishonor {
                    who: Who::Target(1),
                } => card(CardVerb::Dishonor),
                Part::Rehonor {
                    who: Who::Target(1),
                } => card(CardVerb::Rehonor),
                Part::GainHonor { amount } => Effect::GainHonor {
                    who: EWho::Me,
                    amount: *amount,
                },
                Part::LoseHonor { amount } => Effect::LoseHonor {
                    who: EWho::Me,
                    amount: *amount,
                },
                Part::Draw { count: 1 } => Effect::Draw,
                Part::Bonus {
                    who: Who::Target(1),
                    force,
                    chi,
                    lasting,
                } => Effect::Bonus {
                    what: Ref::Target,
                    force: *force,
                    chi: *chi,
                    permanent: *lasting == Lasting::Permanent,
                },
                other => return Err(format!("the effect `{}`", part_text(other))),
            });
        }
        Ok(EngineAbility {
            action,
            target,
            costs,
            effects,
        })
    }
}

impl Ability {
    /// A gold ability in the engine's vocabulary (`Bow this card: Produce 2 Gold, or 3 Gold if
    /// you are a Lion Clan player`), when it is read fully, its only cost is bowing the card and
    /// its only effect is the gold with conditions the engine checks.
    pub fn to_gold(&self) -> Result<crate::engine::card::GoldReading, String> {
        use crate::engine::card::{GoldIf, GoldInstead, GoldReading};
        if self.extent() != Extent::Fully {
            return Err(format!("not read: {}", self.unread.join(" | ")));
        }
        if self.timings != [Timing::Gold]
            || self.costs != [Part::Bow { who: Who::This }]
            || !self.targets.is_empty()
            || !self.conditions.is_empty()
            || self.performer.is_some()
        {
            return Err("not a gold ability the engine plays".into());
        }
        let [Part::ProduceGold {
            amount,
            instead,
            equal_to: None,
            per: None,
            only_for: None,
        }] = self.effects.as_slice()
        else {
            return Err("not a gold ability the engine plays".into());
        };
        let mut checked = Vec::new();
        for (n, c) in instead {
            let when = match c {
                Condition::ClanPlayer(c) => GoldIf::ClanPlayer(c.clone()),
                // An attachment is no kind or trait the engine checks on the card paid for.
                Condition::PayingFor(w) if w != "attachment" => {
                    GoldIf::PayingFor(w.split_whitespace().map(str::to_string).collect())
                }
                Condition::PayingForCostAtLeast(n) => GoldIf::PayingForCostAtLeast(*n),
                Condition::StrongholdGoldAtMost(n) => GoldIf::StrongholdGoldAtMost(*n),
                Condition::YouControl(t) => GoldIf::YouControl(t.clone()),
                Condition::NotYourTurn => GoldIf::NotYourTurn,
                other => {
                    return Err(format!(
                        "the condition `{}` is not one the engine checks",
                        condition_text(other)
                    ))
                }
            };
            checked.push(GoldInstead { amount: *n, when });
        }
        let instead = checked;
        Ok(GoldReading {
            printed: self.printed.clone(),
            amount: *amount,
            instead,
        })
    }
}
