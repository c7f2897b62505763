//! Fear: a battle action on one unit in the same battle that bows its followers of force no more
//! than the fear value; the card causing it does not bow; each fear once per battle; fears do not
//! add up.

use super::core::card::{CardDef, Effect};
use super::core::checks::timing;
use super::core::checks::{active_player, in_play};
use super::core::error::Rejection;
use super::core::event::Event;
use super::core::names;
use super::core::out::Out;
use super::core::state::{Pending, State, Zone};
use super::ranged::{follower_force, followers, not_in_battle};
use super::tactician::used;
use crate::lang::ast::{ActionKind, CardKind, Name, Span, Stat};
use crate::rules::ids::{self, RuleId};

fn refuse(reason: String, span: Span, rule: RuleId) -> Rejection {
    Rejection::refused_at(reason, span, rule)
}

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
        return Err(Rejection::NotYours {
            handle: s.handle.clone(),
            span: with.span,
            player: name,
            controller: state.player_name(s.controller).into(),
        });
    }
    let value = s.def.stat(Stat::Fear);
    if value <= 0 {
        return Err(refuse(
            format!(
                "{} causes no fear (a card's fear is typed with `fear N` when it enters play)",
                s.handle
            ),
            with.span,
            ids::FEAR_USE,
        ));
    }
    if s.bowed {
        return Err(Rejection::Bowed {
            handle: s.handle.clone(),
            span: with.span,
            rule: ids::BOW_BOWED_UNUSABLE,
        });
    }
    let ability = format!("{}'s fear", s.handle);
    if used(state, &ability) {
        return Err(refuse(
            format!(
                "{ability} has already been used in this battle: each fear ability may be used once per battle"
            ),
            with.span,
            ids::FEAR_USE,
        ));
    }
    if let Some(why) = not_in_battle(state, s) {
        return Err(refuse(
            format!("{why}: fear is a battle action of a card in the battle"),
            with.span,
            ids::FEAR_USE,
        ));
    }
    let t = names::board_card(state, target)?;
    in_play(t, target.span)?;
    if t.def.kind != CardKind::Personality {
        let head = t
            .attached_to
            .clone()
            .unwrap_or_else(|| "its personality".into());
        return Err(refuse(
            format!(
                "fear targets a unit: name the unit's personality (`{name} frightens {head} with {}`)",
                s.handle
            ),
            target.span,
            ids::FEAR_USE,
        ));
    }
    if let Some(why) = not_in_battle(state, t) {
        return Err(refuse(
            format!("{why}: fear targets a unit in the same battle"),
            target.span,
            ids::FEAR_USE,
        ));
    }
    let mut def = CardDef::new(format!("Fear {value} ({})", s.handle), CardKind::Action);
    def.action = Some(ActionKind::Battle);
    def.text = Some(format!("Battle: fear {value} on one unit"));
    def.costs = vec![Effect::OncePerBattle {
        ability,
        rule: ids::FEAR_USE.as_str().to_string(),
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
        out.say(
            "The unit is no longer in play: the fear has no effect",
            &[ids::DESTROY_DISCARD],
        );
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
            "none".to_string()
        } else {
            v.join(", ")
        }
    };
    let bowed: Vec<String> = bow.into_iter().map(|(_, e)| e).collect();
    let mut text = format!(
        "Fear {value} on {}'s unit: its followers of force {value} or less bow: {}; stronger ones stay unbowed: {}",
        t.handle,
        list(bowed),
        list(stand)
    );
    if !already.is_empty() {
        text.push_str(&format!("; already bowed: {}", already.join(", ")));
    }
    text.push_str(&format!(
        ". {source} does not bow for causing it, and this fear is compared on its own: fears do not add up"
    ));
    out.say(text, &[ids::FEAR_USE, ids::BOW_BOWING]);
}
