//! Fear: a battle action on one unit in the same battle that bows its followers of force no more
//! than the fear value; the card causing it does not bow; each fear once per battle; fears do not
//! add up.

use super::core::card::{CardDef, Effect};
use super::core::checks::{active_player, in_play, timing};
use super::core::error::{BattleUse, Refusal, Rejection};
use super::core::event::Event;
use super::core::names;
use super::core::out::Out;
use super::core::state::{Pending, State, Zone};
use super::ranged::{follower_force, followers, not_in_battle};
use super::tactician::used;
use crate::lang::ast::{ActionKind, CardKind, Name, Stat};
use crate::msg;
use crate::msg::Arg;
use crate::rules::ids;

pub(super) fn decide_frighten(
    state: &State,
    player: &Name,
    target: &Name,
    with: &Name,
) -> Result<Event, Rejection> {
    let p = active_player(state, player)?;
    timing(state, p, ActionKind::Battle)?;
    let name = state.player_name(p).to_string();
    let s = names::board_card(state, with)?;
    in_play(s, with.span)?;
    if s.controller != p {
        return Err(Refusal::NotYours {
            handle: s.handle.clone(),
            player: name,
            controller: state.player_name(s.controller).into(),
        }
        .by(ids::PLAY_CONTROL)
        .at(with.span));
    }
    let value = s.def.stat(Stat::Fear);
    if value <= 0 {
        return Err(Refusal::NoFear {
            handle: s.handle.clone(),
        }
        .by(ids::FEAR_USE)
        .at(with.span));
    }
    if s.bowed {
        return Err(Refusal::Bowed {
            handle: s.handle.clone(),
        }
        .by(ids::BOW_BOWED_UNUSABLE)
        .at(with.span));
    }
    let ability = format!("{}'s fear", s.handle);
    if used(state, &ability) {
        return Err(Refusal::FearUsed {
            handle: s.handle.clone(),
        }
        .by(ids::FEAR_USE)
        .at(with.span));
    }
    if not_in_battle(state, s) {
        return Err(Refusal::NotInBattle {
            handle: s.handle.clone(),
            role: BattleUse::FearSource,
        }
        .by(ids::FEAR_USE)
        .at(with.span));
    }
    let t = names::board_card(state, target)?;
    in_play(t, target.span)?;
    if t.def.kind != CardKind::Personality {
        return Err(Refusal::FearTargetsUnit {
            player: name,
            head: t.attached_to.clone(),
            with: s.handle.clone(),
        }
        .by(ids::FEAR_USE)
        .at(target.span));
    }
    if not_in_battle(state, t) {
        return Err(Refusal::NotInBattle {
            handle: t.handle.clone(),
            role: BattleUse::FearTarget,
        }
        .by(ids::FEAR_USE)
        .at(target.span));
    }
    let mut def = CardDef::new(format!("Fear {value} ({})", s.handle), CardKind::Action);
    def.action = Some(ActionKind::Battle);
    def.text = Some(format!("Battle: fear {value} on one unit"));
    def.costs = vec![Effect::OncePerBattle {
        ability,
        rule: ids::FEAR_USE,
    }];
    def.effects = vec![Effect::Fear {
        value,
        source: s.handle.clone(),
    }];
    Ok(Event::Declare {
        player: name,
        card: Box::new(def),
        kind: ActionKind::Battle,
        by: Some(s.handle.clone()),
        targets: vec![t.handle.clone()],
        from_hand: None,
        entering: None,
    })
}

pub(super) fn resolve(
    state: &mut State,
    action: &Pending,
    value: i32,
    source: &str,
    out: &mut Out,
) {
    let Some(t) = action
        .targets
        .first()
        .and_then(|h| state.card(h))
        .filter(|c| c.zone == Zone::InPlay)
        .cloned()
    else {
        out.say(|| msg!("step-fear-unit-gone"), &[ids::DESTROY_DISCARD]);
        return;
    };
    let mut bow = Vec::new();
    let mut stand = Vec::new();
    let mut already = Vec::new();
    for f in followers(state, &t.handle) {
        let force = follower_force(f);
        let entry = format!("{} (force {force})", f.handle);
        if force > value {
            stand.push(entry);
        } else if f.bowed {
            already.push(entry);
        } else {
            bow.push((f.handle.clone(), entry));
        }
    }
    for (h, _) in &bow {
        if let Some(c) = state.card_mut(h) {
            c.bowed = true;
        }
    }
    let list = |v: Vec<String>| {
        if v.is_empty() {
            Arg::from(msg!("battle-none"))
        } else {
            Arg::commas(v)
        }
    };
    let bowed: Vec<String> = bow.into_iter().map(|(_, e)| e).collect();
    let already = if already.is_empty() {
        msg!("nothing")
    } else {
        msg!("fear-already-bowed", cards = Arg::commas(&already))
    };
    let text = msg!(
        "step-fear",
        value = value,
        handle = &t.handle,
        bowed = list(bowed),
        stand = list(stand),
        already = already,
        source = source
    );
    out.say(|| text, &[ids::FEAR_USE, ids::BOW_BOWING]);
}
