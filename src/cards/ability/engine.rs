//! A fully read ability in the engine's vocabulary, when the engine plays every part of it.

use super::render::{condition_text, part_text, target_text};
use super::targets::STATES;
use super::{Ability, Condition, Extent, Lasting, Part, Side, Timing, Who};
/// What the engine plays of a fully read ability: its kind of action, target, the action it
/// answers (a reaction), costs and effects in the engine's vocabulary. A card reference to
/// [`THIS_CARD`](crate::engine::card::THIS_CARD) is the card whose ability it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineAbility {
    pub action: crate::lang::ast::ActionKind,
    /// The other kinds it may be used as (`Battle/Open`).
    pub or: Vec<crate::lang::ast::ActionKind>,
    /// The ability's keywords the action has (`political`).
    pub traits: Vec<String>,
    pub target: Option<crate::engine::card::TargetSpec>,
    pub trigger: Option<crate::engine::card::Trigger>,
    pub costs: Vec<crate::engine::card::Effect>,
    pub effects: Vec<crate::engine::card::Effect>,
}

impl EngineAbility {
    /// As a card definition's printed ability carries it.
    pub fn to_play(&self) -> crate::engine::card::AbilityPlay {
        crate::engine::card::AbilityPlay {
            action: self.action,
            or: self.or.clone(),
            traits: self.traits.clone(),
            target: self.target.clone(),
            trigger: self.trigger.clone(),
            costs: self.costs.clone(),
            effects: self.effects.clone(),
        }
    }
}

/// Words of a target that say a card's state, not a trait, besides the reader's own list: the
/// engine checks no trait by them (no card has the trait `dishonored`).
const MORE_STATES: &[&str] = &["dishonored", "straightened", "unopposed", "wounded"];

/// The action a reaction's printed trigger answers, when it is one the engine checks on the
/// action it answers: an action that targets one of the player's cards, or an action of a kind
/// the card names (`After an opponent announces a Ninja action`).
fn trigger_of(printed: &str) -> Option<crate::engine::card::Trigger> {
    use crate::engine::card::Trigger;
    let t = printed.trim().trim_end_matches(':').to_lowercase();
    let t = t.split_whitespace().collect::<Vec<_>>().join(" ");
    let rest = t.strip_prefix("after ")?;
    const YOURS: [&str; 6] = [
        "an action targets one of your cards",
        "an action targets a card you control",
        "another player's action targets one of your cards",
        "another player's action targets a card you control",
        "an opponent's action targets one of your cards",
        "an opponent's action targets a card you control",
    ];
    if YOURS.contains(&rest) {
        return Some(Trigger {
            action_traits: Vec::new(),
            targets_yours: true,
            others_only: !rest.starts_with("an action"),
            text: printed.trim().trim_end_matches(':').to_string(),
        });
    }
    let others_only = rest.starts_with("an opponent") || rest.starts_with("another player");
    let kind = ["an opponent announces ", "another player announces "]
        .iter()
        .find_map(|p| rest.strip_prefix(p))
        .map(|k| k.to_string())
        .or_else(|| {
            rest.strip_suffix(" is announced")
                .or_else(|| rest.strip_suffix(" is declared"))
                .map(str::to_string)
        })?;
    let kind = kind
        .strip_prefix("an ")
        .or_else(|| kind.strip_prefix("a "))?
        .strip_suffix(" action")?;
    let words: Vec<String> = kind
        .split(" or ")
        .map(|w| w.trim().trim_end_matches(',').to_string())
        .collect();
    if words.is_empty() || words.iter().any(|w| w.is_empty() || w.contains(' ')) {
        return None;
    }
    Some(Trigger {
        action_traits: words,
        targets_yours: false,
        others_only,
        text: printed.trim().trim_end_matches(':').to_string(),
    })
}

impl Ability {
    /// The ability in the engine's vocabulary, when every part of it is one the engine plays as
    /// the card says: one Battle, Open or Limited timing, or a Reaction whose trigger the engine
    /// checks (see [`trigger_of`]); at most one target, of one kind, either of two kinds, any
    /// card or an attachment, with traits, a side, states (bowed, unbowed, dishonorable,
    /// honorable) and `without attachments` the engine checks; costs of honor, or of bowing,
    /// dishonoring, destroying or discarding this card;
    /// effects on that target (its controller's honor too), on this card or on the player.
    /// Otherwise `Err` names the first
    /// part the engine cannot play as printed, and nothing is used.
    pub fn to_engine(&self) -> Result<EngineAbility, String> {
        use crate::engine::card::{
            Effect, Ref, TargetSide, TargetSpec, TargetState, Who as EWho, THIS_CARD,
        };
        use crate::lang::ast::{ActionKind, CardKind, CardVerb};
        if self.extent() != Extent::Fully {
            return Err(format!("not read: {}", self.unread.join(" | ")));
        }
        let mut trigger = None;
        let mut or = Vec::new();
        let kind_of = |t: &Timing| match t {
            Timing::Battle => Some(ActionKind::Battle),
            Timing::Open => Some(ActionKind::Open),
            Timing::Limited => Some(ActionKind::Limited),
            _ => None,
        };
        let action = match self.timings.as_slice() {
            [Timing::Battle] => ActionKind::Battle,
            [Timing::Open] => ActionKind::Open,
            [Timing::Limited] => ActionKind::Limited,
            // `Battle/Open`: either kind, as it is used.
            [a, b] if kind_of(a).is_some() && kind_of(b).is_some() && a != b => {
                or = kind_of(b).into_iter().collect();
                kind_of(a).unwrap_or(ActionKind::Open)
            }
            [Timing::Reaction { trigger: t }] => {
                trigger = Some(trigger_of(t).ok_or_else(|| format!("the trigger `{t}`"))?);
                ActionKind::Reaction
            }
            _ => {
                let t: Vec<&str> = self.timings.iter().map(Timing::word).collect();
                return Err(format!("the timing {}", t.join("/")));
            }
        };
        // Keywords that only say what the action counts as (a reaction may answer a Political
        // action): the action has them as traits. Others bring rules the engine does not play.
        const AS_TRAITS: [&str; 1] = ["political"];
        if self
            .keywords
            .iter()
            .any(|k| !AS_TRAITS.contains(&k.as_str()))
        {
            return Err(format!(
                "the ability's keywords ({})",
                self.keywords.join(", ")
            ));
        }
        let traits = self.keywords.clone();
        if let Some(c) = self.conditions.first() {
            return Err(format!("the condition `{}`", condition_text(c)));
        }
        if let Some(p) = &self.performer {
            return Err(format!("a performer ({})", target_text(p)));
        }
        if !self.even_if.is_empty() || self.limit.is_some() {
            return Err("an ability used even if … or a limited number of times".into());
        }
        let target = match self.targets.as_slice() {
            [] => None,
            [t] => {
                // `target card`: any card, whatever its kind; `an attachment`: any card
                // attached to a personality.
                let attached = t.kinds.len() == 1 && t.kinds[0] == "attachment";
                let any_kind = t.kinds.len() == 1 && t.kinds[0] == "card" || attached;
                let kind_of = |k: &str| match k {
                    "personality" => Some(CardKind::Personality),
                    "follower" => Some(CardKind::Follower),
                    "holding" => Some(CardKind::Holding),
                    "stronghold" => Some(CardKind::Stronghold),
                    "item" => Some(CardKind::Item),
                    "spell" => Some(CardKind::Spell),
                    "region" => Some(CardKind::Region),
                    _ => None,
                };
                // `a Personality or Follower`: one of the kinds.
                let mut kinds = Vec::new();
                if any_kind {
                    kinds.push(CardKind::Personality);
                } else {
                    for k in &t.kinds {
                        match kind_of(k) {
                            Some(c) if !kinds.contains(&c) => kinds.push(c),
                            Some(_) => {}
                            None if t.kinds.len() == 1 => {
                                return Err(format!("a target of kind {k}"))
                            }
                            None => {
                                return Err(format!("a target of kinds {}", t.kinds.join(" or ")))
                            }
                        }
                    }
                }
                let Some((&kind, or_kinds)) = kinds.split_first() else {
                    return Err(format!("the target's conditions ({})", target_text(t)));
                };
                // States the engine checks when the target is chosen; other states (attacking,
                // opposed, unique, …) it does not.
                let mut states = Vec::new();
                let mut traits = Vec::new();
                for w in &t.must_be {
                    if let Some(s) = TargetState::from_word(w) {
                        states.push(s);
                    } else if STATES.contains(&w.as_str()) || MORE_STATES.contains(&w.as_str()) {
                        return Err(format!("the target's conditions ({})", target_text(t)));
                    } else {
                        traits.push(w.clone());
                    }
                }
                // `without attachments` is the one printed qualifier the engine checks.
                let bare = |q: &String| q == "without attachments" || q == "with no attachments";
                let no_attachments = t.qualifiers.iter().any(bare);
                if t.limit.is_some()
                    || t.qualifiers.iter().any(|q| !bare(q))
                    || !t.any_of.is_empty()
                    || t.count.is_some()
                {
                    return Err(format!("the target's conditions ({})", target_text(t)));
                }
                Some(TargetSpec {
                    kind,
                    any_kind,
                    traits,
                    // A card that asks for a bowed target allows the player's own bowed
                    // personality (target.own-bowed).
                    own_bowed: states.contains(&TargetState::Bowed),
                    fixed: false,
                    side: match t.side {
                        Side::Any => None,
                        Side::Yours => Some(TargetSide::Yours),
                        Side::Others => Some(TargetSide::Others),
                    },
                    or_kinds: or_kinds.to_vec(),
                    states,
                    no_attachments,
                    attached,
                })
            }
            _ => return Err("several targets".into()),
        };
        // What a card effect acts on: the one target, or this card.
        let what = |who: &Who| match who {
            Who::Target(1) if target.is_some() => Some(Ref::Target),
            Who::This => Some(Ref::Handle(THIS_CARD.to_string())),
            _ => None,
        };
        fn card_verb(p: &Part) -> Option<(CardVerb, &Who)> {
            match p {
                Part::Bow { who } => Some((CardVerb::Bow, who)),
                Part::Straighten { who } => Some((CardVerb::Straighten, who)),
                Part::Destroy { who } => Some((CardVerb::Destroy, who)),
                Part::Dishonor { who } => Some((CardVerb::Dishonor, who)),
                Part::Rehonor { who } => Some((CardVerb::Rehonor, who)),
                Part::DiscardCard { who } => Some((CardVerb::Discard, who)),
                _ => None,
            }
        }
        let mut costs = Vec::new();
        for c in &self.costs {
            costs.push(match c {
                Part::LoseHonor { amount } => Effect::LoseHonor {
                    who: EWho::Me,
                    amount: *amount,
                },
                // Bowing or dishonoring this card: the costs the engine pays on a card.
                Part::Bow { who: Who::This } => Effect::Card {
                    verb: CardVerb::Bow,
                    what: Ref::Handle(THIS_CARD.to_string()),
                },
                Part::Dishonor { who: Who::This } => Effect::Card {
                    verb: CardVerb::Dishonor,
                    what: Ref::Handle(THIS_CARD.to_string()),
                },
                // Destroying or discarding this card: paid when the action is declared, as
                // the engine pays a cost on a card.
                Part::Destroy { who: Who::This } => Effect::Card {
                    verb: CardVerb::Destroy,
                    what: Ref::Handle(THIS_CARD.to_string()),
                },
                Part::DiscardCard { who: Who::This } => Effect::Card {
                    verb: CardVerb::Discard,
                    what: Ref::Handle(THIS_CARD.to_string()),
                },
                other => return Err(format!("the cost `{}`", part_text(other))),
            });
        }
        let mut effects = Vec::new();
        for e in &self.effects {
            let unplayable = || format!("the effect `{}`", part_text(e));
            if let Some((verb, who)) = card_verb(e) {
                effects.push(Effect::Card {
                    verb,
                    what: what(who).ok_or_else(unplayable)?,
                });
                continue;
            }
            match e {
                Part::GainHonor { amount } => effects.push(Effect::GainHonor {
                    who: EWho::Me,
                    amount: *amount,
                }),
                Part::LoseHonor { amount } => effects.push(Effect::LoseHonor {
                    who: EWho::Me,
                    amount: *amount,
                }),
                Part::Draw { count } if (1..=10).contains(count) => {
                    effects.extend((0..*count).map(|_| Effect::Draw));
                }
                Part::Bonus {
                    who,
                    force,
                    chi,
                    lasting,
                } => effects.push(Effect::Bonus {
                    what: what(who).ok_or_else(unplayable)?,
                    force: *force,
                    chi: *chi,
                    permanent: *lasting == Lasting::Permanent,
                }),
                Part::BonusTokens {
                    who,
                    count,
                    force,
                    chi,
                    name: None,
                } if (1..=10).contains(count) => {
                    let w = what(who).ok_or_else(unplayable)?;
                    effects.extend((0..*count).map(|_| Effect::Token {
                        what: w.clone(),
                        force: *force,
                        chi: *chi,
                    }));
                }
                // `This card challenges a target enemy Personality`: the performer challenges
                // the target to a duel on chi, which may be refused. A card that `duels` forces
                // the duel, which the engine does not play.
                Part::Duel {
                    challenger: Who::This,
                    challenged: Who::Target(1),
                } if target.is_some()
                    && self
                        .printed
                        .to_lowercase()
                        .split_whitespace()
                        .any(|w| w == "challenges") =>
                {
                    effects.push(Effect::Challenge {
                        stat: crate::lang::ast::Stat::Chi,
                        honor: 0,
                        any_card: false,
                    })
                }
                // `Ranged 2 Attack`: made by the card using the ability, at a target the rules
                // of ranged attacks allow (checked when it is declared).
                Part::Ranged { strength } if target.is_none() && *strength > 0 => {
                    effects.push(Effect::Ranged {
                        strength: *strength,
                        elemental: false,
                    })
                }
                // `Give him Cavalry`: a keyword gained, until the end of the turn unless
                // permanent.
                Part::GainTrait { who, word, lasting } => effects.push(Effect::Trait {
                    what: what(who).ok_or_else(unplayable)?,
                    name: word.to_lowercase(),
                    gain: true,
                    permanent: *lasting == Lasting::Permanent,
                }),
                // `His controller loses 2 Honor`: the player who controls the target.
                Part::ControllerLosesHonor { amount } if target.is_some() => {
                    effects.push(Effect::LoseHonor {
                        who: EWho::Controller,
                        amount: *amount,
                    })
                }
                Part::ControllerGainsHonor { amount } if target.is_some() => {
                    effects.push(Effect::GainHonor {
                        who: EWho::Controller,
                        amount: *amount,
                    })
                }
                // A sentence of the story does nothing.
                Part::Story { .. } => {}
                // A reaction's "cancel the action": the one it answers has no effect.
                Part::NegateAction if action == ActionKind::Reaction => {
                    effects.push(Effect::Cancel {
                        keep_actor_losses: false,
                    })
                }
                _ => return Err(unplayable()),
            }
        }
        Ok(EngineAbility {
            action,
            or,
            traits,
            target,
            trigger,
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

#[cfg(test)]
#[path = "engine_tests.rs"]
mod tests;
