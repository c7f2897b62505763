//! The tactician: a battle action in which a personality with the trait plays a fate card to add
//! its focus value to its force until the end of the turn, once per battle; not a focus.

use super::card::{CardDef, Effect, Ref};
use super::decide::{active_player, in_play, personality};
use super::error::{BattleUse, PersonalityRole, Refusal, Rejection};
use super::event::Event;
use super::fear::used;
use super::names;
use super::play::timing;
use super::ranged::not_in_battle;
use crate::lang::ast::{ActionKind, CardKind, Name, Stat};
use crate::rules::ids;

pub(super) fn decide_tactics(
    state: &super::state::State,
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
