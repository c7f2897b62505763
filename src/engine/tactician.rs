//! The tactician: a battle action in which a personality with the trait plays a fate card to add
//! its focus value to its force until the end of the turn, once per battle; not a focus. Also the
//! once-per-battle mark (`used`, `mark_used`) shared with fear.

use super::core::card::{CardDef, Effect, Ref};
use super::core::checks::timing;
use super::core::checks::{active_player, in_play, personality};
use super::core::error::Rejection;
use super::core::event::Event;
use super::core::names;
use super::core::out::Out;
use super::core::state::State;
use super::ranged::{battle_key, not_in_battle};
use crate::lang::ast::{ActionKind, CardKind, Name, Stat};
use crate::rules::ids;

pub(super) const READING_FORCE: &str =
    "gunbai's reading: the focus value is added to the personality's force";

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
    personality(h, who.span, "be tacticians")?;
    if h.controller != p {
        return Err(Rejection::NotYours {
            handle: h.handle.clone(),
            span: who.span,
            player: name,
            controller: state.player_name(h.controller).into(),
        });
    }
    let refuse = |reason: String, span| Rejection::refused_at(reason, span, ids::TRAIT_TACTICIAN);
    if !h.has_trait("tactician") {
        return Err(refuse(
            format!("{} does not have the tactician trait", h.handle),
            who.span,
        ));
    }
    let ability = format!("{}'s tactician ability", h.handle);
    if used(state, &ability) {
        return Err(refuse(
            format!("{ability} has already been used in this battle: once per battle"),
            who.span,
        ));
    }
    if let Some(why) = not_in_battle(state, h) {
        return Err(refuse(
            format!("{why}: the tactician's is a battle action"),
            who.span,
        ));
    }
    let c = names::hand_card(state, p, card)?;
    let focus = c.def.stat(Stat::Focus);
    let mut def = CardDef::new(
        format!("{} (for {}'s tactician ability)", c.def.name, h.handle),
        CardKind::Action,
    );
    def.action = Some(ActionKind::Battle);
    def.text = Some(format!(
        "Battle: {} plays a fate card for its focus value {focus}, added to its force until the end of the turn ({READING_FORCE}); this is not a focus and the card's own text has no effect",
        h.handle
    ));
    def.costs = vec![Effect::OncePerBattle {
        ability,
        rule: ids::TRAIT_TACTICIAN.as_str().to_string(),
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
pub(super) fn mark_used(state: &mut State, ability: &str, rule: &str, out: &mut Out) {
    let key = format!("{}/{ability}", battle_key(state));
    if !state.battle_uses.contains(&key) {
        state.battle_uses.push(key);
    }
    let rule = ids::ALL
        .iter()
        .copied()
        .find(|r| r.as_str() == rule)
        .unwrap_or(ids::FEAR_USE);
    let note = if rule == ids::TRAIT_TACTICIAN {
        format!("; the fate card is played for its focus value, which is not a focus, and its own text has no effect ({})", READING_FORCE)
    } else {
        String::new()
    };
    out.say(
        format_args!(
            "{ability} is used for this battle ({}): it cannot be used again until the next battle{note}",
            battle_key(state)
        ),
        &[rule],
    );
    if state.battle().is_none() {
        out.say(super::ranged::READING_SAME_BATTLE, &[rule]);
    }
}
