//! The tactician: a battle action in which a personality with the trait plays a fate card to add
//! its focus value to its force until the end of the turn, once per battle; not a focus. Also the
//! once-per-battle mark (`used`, `mark_used`) shared with fear.

use super::core::card::{CardDef, Effect, Ref};
use super::core::checks::{active_player, in_play, personality, timing};
use super::core::error::{BattleUse, PersonalityRole, Refusal, Rejection};
use super::core::event::Event;
use super::core::names;
use super::core::out::Out;
use super::core::state::State;
use super::ranged::{battle_key, not_in_battle};
use crate::lang::ast::{ActionKind, CardKind, Name, Stat};
use crate::msg;
use crate::rules::ids::{self, RuleId};

pub(super) fn decide_tactics(
    state: &State,
    player: &Name,
    who: &Name,
    card: &Name,
) -> Result<Event, Rejection> {
    let p = active_player(state, player)?;
    timing(state, p, ActionKind::Battle)?;
    let name = state.player_name(p).to_string();
    let h = names::board_card(state, who)?;
    in_play(h, who.span)?;
    personality(h, who.span, PersonalityRole::BeTactician)?;
    if h.controller != p {
        return Err(Refusal::NotYours {
            handle: h.handle.clone(),
            player: name,
            controller: state.player_name(h.controller).into(),
        }
        .by(ids::PLAY_CONTROL)
        .at(who.span));
    }
    if h.bowed {
        return Err(Refusal::Bowed {
            handle: h.handle.clone(),
        }
        .by(ids::BOW_BOWED_UNUSABLE)
        .at(who.span));
    }
    if !h.has_trait("tactician") {
        return Err(Refusal::NotATactician {
            handle: h.handle.clone(),
        }
        .by(ids::TRAIT_TACTICIAN)
        .at(who.span));
    }
    let ability = format!("{}'s tactician ability", h.handle);
    if used(state, &ability) {
        return Err(Refusal::TacticianUsed {
            handle: h.handle.clone(),
        }
        .by(ids::TRAIT_TACTICIAN)
        .at(who.span));
    }
    if not_in_battle(state, h) {
        return Err(Refusal::NotInBattle {
            handle: h.handle.clone(),
            role: BattleUse::Tactician,
        }
        .by(ids::TRAIT_TACTICIAN)
        .at(who.span));
    }
    let c = names::hand_card(state, p, card)?;
    let focus = c.def.stat(Stat::Focus);
    let mut def = CardDef::new(
        format!("{} (for {}'s tactician ability)", c.def.name, h.handle),
        CardKind::Action,
    );
    def.action = Some(ActionKind::Battle);
    // The text of the card the declaration carries: stored events hold it as written here, so it
    // keeps its wording (the reading itself is stated from the corpus when the cost is paid).
    def.text = Some(format!(
        "Battle: {} plays a fate card for its focus value {focus}, added to its force until the end of the turn (gunbai's reading: the focus value is added to the personality's force); this is not a focus and the card's own text has no effect",
        h.handle
    ));
    def.costs = vec![Effect::OncePerBattle {
        ability,
        rule: ids::TRAIT_TACTICIAN,
    }];
    def.effects = vec![Effect::Bonus {
        what: Ref::Handle(h.handle.clone()),
        force: focus,
        chi: 0,
        permanent: false,
    }];
    Ok(Event::Declare {
        player: name,
        card: Box::new(def),
        kind: ActionKind::Battle,
        by: Some(h.handle.clone()),
        targets: Vec::new(),
        from_hand: Some(c.handle.clone()),
        entering: None,
    })
}

/// Whether `ability` has been used in the battle being fought.
pub(super) fn used(state: &State, ability: &str) -> bool {
    let key = format!("{}/{ability}", battle_key(state));
    state.battle_uses.contains(&key)
}

/// The cost of a once-per-battle ability: it is marked as used for this battle.
pub(super) fn mark_used(state: &mut State, ability: &str, rule: RuleId, out: &mut Out) {
    let key = format!("{}/{ability}", battle_key(state));
    if !state.battle_uses.contains(&key) {
        state.battle_uses.push(key);
    }
    let used = msg!(
        "ability-used",
        ability = ability,
        battle = battle_key(state)
    );
    if rule == ids::TRAIT_TACTICIAN {
        out.say_reading(|| msg!("step-tactician-used", used = used), &[], rule);
    } else {
        out.say(|| used, &[rule]);
    }
    if state.battle().is_none() {
        out.reading(ids::RANGED_TARGETS, &[rule]);
    }
}
