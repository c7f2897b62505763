//! Bringing cards into play: followers, items, spells and ancestors onto a personality;
//! personalities and holdings recruited in the dynasty phase; experienced versions laid over
//! earlier ones; rings. Gold is paid by bowing holdings at declaration; what is left is lost.

use super::card::CardDef;
use super::error::Rejection;
use super::names;
use super::state::{Card, PlayerIx, State, Zone};
use crate::lang::ast::{CardKind, ClanChoice, Name, Phase, Stat};
use crate::rules::ids::{self, RuleId};
use serde::{Deserialize, Serialize};

/// How a card comes into play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// Follower, item, spell or ancestor onto a personality.
    Attach,
    /// Personality or holding, from a province, in the dynasty phase.
    Recruit,
    /// An experienced personality laid over its earlier version.
    Overlay,
    /// A ring, once its condition is met.
    Ring,
    /// A region, in the events phase, onto a province.
    Region,
}

/// A card on its way into play, carried by the pending action until it resolves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entering {
    pub mode: Mode,
    pub handle: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub on: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub over: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub paying: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clan_choice: Option<ClanChoice>,
    /// The hand card being played, if it came from the hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from_hand: Option<String>,
    /// The gold the named holdings produce, and the cost it pays (the rest is lost).
    #[serde(default)]
    pub gold: i32,
    #[serde(default)]
    pub cost: i32,
}

/// The base name of a card: its title without a trailing parenthesis (`Isawa Tadaka (Experienced)`).
pub fn base_name(name: &str) -> &str {
    match name.find(" (") {
        Some(i) if name.ends_with(')') => &name[..i],
        _ => name,
    }
}

pub fn mode_for(def: &CardDef, on: bool, over: bool, typed_kind: bool) -> Option<Mode> {
    if over {
        return Some(Mode::Overlay);
    }
    match def.kind {
        CardKind::Follower | CardKind::Item | CardKind::Spell | CardKind::Ancestor => {
            Some(Mode::Attach)
        }
        _ if on => Some(Mode::Attach),
        CardKind::Personality | CardKind::Holding if !typed_kind && def.action.is_none() => {
            Some(Mode::Recruit)
        }
        CardKind::Ring if !typed_kind => Some(Mode::Ring),
        CardKind::Region if !typed_kind => Some(Mode::Region),
        _ => None,
    }
}

fn clan_of(state: &State, p: PlayerIx) -> Option<String> {
    state.players[p].clan.clone()
}

/// The gold a card costs this time, after an own-clan discount.
pub fn gold_cost(def: &CardDef, choice: Option<ClanChoice>) -> i32 {
    let cost = def.stat(Stat::GoldCost);
    if choice == Some(ClanChoice::Discount) {
        (cost - 2).max(0)
    } else {
        cost
    }
}

/// Why `def` may not go onto `host` now, if it may not (checked at declaration and again on entry).
pub fn host_problem(state: &State, p: PlayerIx, def: &CardDef, host: &Card) -> Option<Rejection> {
    let hname = host.handle.clone();
    if host.zone != Zone::InPlay || host.def.kind != CardKind::Personality {
        return Some(Rejection::NotInPlay {
            handle: hname,
            span: Default::default(),
            rule: ids::PLAY_ATTACHMENTS,
        });
    }
    if host.controller != p {
        return Some(Rejection::NotYours {
            handle: hname,
            span: Default::default(),
            player: state.player_name(p).into(),
            controller: state.player_name(host.controller).into(),
        });
    }
    match def.kind {
        CardKind::Follower if !def.hr_dash => {
            let needs = def.stat(Stat::HonorRequirement);
            let has = state.personal_honor(host);
            if needs > has {
                return Some(Rejection::FollowerHonor {
                    card: def.name.clone(),
                    host: hname,
                    needs,
                    has,
                    rule: ids::PLAY_ATTACHMENTS,
                });
            }
        }
        CardKind::Item => {
            for slot in ["weapon", "armor"] {
                if def.has_trait(slot)
                    && state
                        .attachments(&host.handle)
                        .any(|a| a.def.kind == CardKind::Item && a.def.has_trait(slot))
                {
                    return Some(Rejection::SecondItem {
                        host: hname,
                        slot,
                        rule: ids::ATTACH_WEAPON_ARMOR,
                    });
                }
            }
        }
        CardKind::Spell => {
            if !host.has_trait("shugenja") {
                return Some(Rejection::NotShugenja {
                    host: hname,
                    rule: ids::SPELL_SHUGENJA,
                });
            }
            let count = state
                .attachments(&host.handle)
                .filter(|a| a.def.kind == CardKind::Spell)
                .count();
            if count as i32 >= state.chi(host) {
                return Some(Rejection::TooManySpells {
                    host: hname,
                    count,
                    rule: ids::PLAY_ATTACHMENTS,
                });
            }
        }
        CardKind::Ancestor => {
            let clans = [
                "crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn", "mantis",
                "naga",
            ];
            let shared = def
                .traits
                .iter()
                .any(|t| clans.contains(&t.as_str()) && host.def.has_trait(t));
            if !shared {
                return Some(Rejection::AncestorClan {
                    card: def.name.clone(),
                    host: hname,
                    rule: ids::PLAY_ANCESTOR_2,
                });
            }
        }
        _ => {}
    }
    None
}

pub struct BringArgs<'a> {
    pub on: Option<&'a Name>,
    pub over: Option<&'a Name>,
    pub paying: &'a [Name],
    pub clan_choice: Option<ClanChoice>,
    pub handle: Option<&'a Name>,
    pub from_hand: Option<String>,
}

/// Checks that `def` may be brought into play now by `p`, and returns what enters.
pub fn decide(
    state: &State,
    p: PlayerIx,
    def: &CardDef,
    mode: Mode,
    a: BringArgs<'_>,
) -> Result<Entering, Rejection> {
    let name = state.player_name(p).to_string();
    if let Some(top) = state.stack.last() {
        return Err(Rejection::WindowOpen {
            action: top.card.name.clone(),
            chance: state.player_name(top.window.chance).to_string(),
            rule: ids::ACTION_RESOLVE_FULLY,
        });
    }
    let turn = state.turn.ok_or(Rejection::NoTurn)?;
    match mode {
        Mode::Attach if def.kind == CardKind::Ancestor => {
            if turn.player != p || !matches!(turn.phase, Phase::Action | Phase::Dynasty) {
                return Err(Rejection::NotOwnActionPhase {
                    player: name,
                    rule: ids::PLAY_ANCESTOR_1,
                });
            }
        }
        Mode::Attach => super::decide::own_action_phase(state, p, ids::PLAY_ATTACHMENTS)?,
        Mode::Recruit | Mode::Overlay => {
            if turn.player != p || turn.phase != Phase::Dynasty {
                return Err(Rejection::NotDynastyPhase {
                    player: name,
                    rule: ids::REF_DYNASTY_RECRUIT,
                });
            }
        }
        Mode::Ring => {}
        Mode::Region => {
            if turn.player != p || turn.phase != Phase::Events {
                return Err(Rejection::NotEventsPhase {
                    player: name,
                    rule: ids::PLAY_REGION,
                });
            }
        }
    }

    // One unique card of a name in play at a time; an experienced version only over the earlier one.
    let over = match a.over {
        Some(n) => {
            let c = names::board_card(state, n)?;
            let reason = if c.zone != Zone::InPlay {
                Some("it is not in play")
            } else if c.controller != p {
                Some("it is not yours")
            } else if c.def.kind != CardKind::Personality {
                Some("it is not a personality")
            } else if !base_name(&c.def.name).eq_ignore_ascii_case(base_name(&def.name)) {
                Some("it is another personality")
            } else if def.experienced.unwrap_or(0) <= c.def.experienced.unwrap_or(0) {
                Some("only a later (more experienced) version goes over an earlier one")
            } else {
                None
            };
            if let Some(reason) = reason {
                let rule = if reason.starts_with("only a later") {
                    ids::EXPERIENCED_NO_TUCK
                } else {
                    ids::EXPERIENCED_OVERLAY
                };
                return Err(Rejection::NoOverlay {
                    card: def.name.clone(),
                    handle: c.handle.clone(),
                    reason,
                    rule,
                });
            }
            Some(c.handle.clone())
        }
        None => None,
    };
    if def.unique && over.is_none() {
        let same = |c: &&Card| {
            c.zone == Zone::InPlay
                && base_name(&c.def.name).eq_ignore_ascii_case(base_name(&def.name))
                && c.def.unique
        };
        if let Some(c) = state.cards.iter().find(same) {
            let rule = if def.experienced.is_some() {
                ids::EXPERIENCED_UNIQUE
            } else {
                ids::UNIQUE_IN_PLAY
            };
            return Err(Rejection::UniqueInPlay {
                card: def.name.clone(),
                handle: c.handle.clone(),
                rule,
            });
        }
    }

    let on = match (mode, a.on) {
        (Mode::Attach, None) => {
            return Err(Rejection::MissingHost {
                card: def.name.clone(),
                rule: ids::PLAY_ATTACHMENTS,
            })
        }
        (Mode::Attach, Some(n)) => {
            let host = names::board_card(state, n)?;
            if host.bowed {
                // An ancestor bows its personality, so that one must be unbowed too.
                return Err(Rejection::Bowed {
                    handle: host.handle.clone(),
                    span: n.span,
                    rule: ids::PLAY_ATTACHMENTS,
                });
            }
            if let Some(r) = host_problem(state, p, def, host) {
                return Err(r);
            }
            Some(host.handle.clone())
        }
        _ => None,
    };

    // Own clan: 2 gold less or the personal honor added to family honor.
    if let Some(choice) = a.clan_choice {
        let word = if choice == ClanChoice::Discount {
            "discount"
        } else {
            "proclaim"
        };
        let clan = clan_of(state, p);
        let own =
            def.kind == CardKind::Personality && clan.as_ref().is_some_and(|c| def.has_trait(c));
        if !own || mode != Mode::Recruit {
            return Err(Rejection::NotOwnClan {
                choice: word,
                player: name,
                clan,
                rule: ids::PLAY_PERSONALITY_OWN_CLAN,
            });
        }
    }
    if mode == Mode::Recruit && def.kind == CardKind::Personality && !def.hr_dash {
        let needs = def.stat(Stat::HonorRequirement);
        let has = state.players[p].honor;
        if has < needs {
            return Err(Rejection::HonorRequirement {
                card: def.name.clone(),
                player: name,
                needs,
                has,
                rule: ids::PLAY_PERSONALITY_HONOR_REQUIREMENT,
            });
        }
    }

    // Gold: overlays, rings and ancestors cost none.
    let free =
        matches!(mode, Mode::Overlay | Mode::Ring | Mode::Region) || def.kind == CardKind::Ancestor;
    let cost = if free {
        0
    } else {
        gold_cost(def, a.clan_choice)
    };
    let mut paying = Vec::new();
    let mut gold = 0;
    for n in a.paying {
        let c = names::board_card(state, n)?;
        let reason = if c.zone != Zone::InPlay {
            Some("it is not in play")
        } else if c.controller != p {
            Some("it is not yours")
        } else if !matches!(c.def.kind, CardKind::Holding | CardKind::Stronghold)
            || c.def.stat(Stat::GoldProduced) <= 0
        {
            Some("it is not a holding or stronghold that produces gold")
        } else if c.bowed {
            Some("it is bowed: its gold was already spent, and one card's gold pays one cost only")
        } else {
            None
        };
        if let Some(reason) = reason {
            let rule = if c.bowed {
                ids::GOLD_NO_SPLIT
            } else {
                ids::GOLD_PRODUCE
            };
            return Err(Rejection::NoGold {
                handle: c.handle.clone(),
                span: n.span,
                reason,
                rule,
            });
        }
        if paying.contains(&c.handle) {
            return Err(Rejection::NoGold {
                handle: c.handle.clone(),
                span: n.span,
                reason: "it is named twice",
                rule: ids::GOLD_NO_SPLIT,
            });
        }
        gold += c.def.stat(Stat::GoldProduced);
        paying.push(c.handle.clone());
    }
    if gold < cost {
        let paying_text = if paying.is_empty() {
            "no holdings named".to_string()
        } else {
            paying.join(" and ")
        };
        return Err(Rejection::NotEnoughGold {
            card: def.name.clone(),
            cost,
            gold,
            paying: paying_text,
            rule: ids::GOLD_PAYMENT,
        });
    }
    let handle = match (&over, &a.from_hand) {
        (Some(h), _) => h.clone(),
        (None, Some(h)) => h.clone(),
        (None, None) => names::new_handle(state, a.handle, &def.name)?,
    };
    Ok(Entering {
        mode,
        handle,
        on,
        over,
        paying,
        clan_choice: a.clan_choice,
        from_hand: a.from_hand,
        gold,
        cost,
    })
}

/// Why an entering card cannot come into play now that its action resolves, if it cannot.
pub fn entry_problem(
    state: &State,
    p: PlayerIx,
    def: &CardDef,
    e: &Entering,
) -> Option<(String, RuleId)> {
    if let Some(h) = &e.on {
        let Some(host) = state.card(h) else {
            return Some((format!("{h} is gone"), ids::PLAY_ATTACHMENTS));
        };
        if let Some(r) = host_problem(state, p, def, host) {
            return Some((r.to_string(), r.rule().unwrap_or(ids::PLAY_ATTACHMENTS)));
        }
    }
    if e.mode == Mode::Recruit && def.kind == CardKind::Personality && !def.hr_dash {
        let needs = def.stat(Stat::HonorRequirement);
        let has = state.players[p].honor;
        if has < needs {
            return Some((
                format!(
                    "{}'s family honor is now {has}, below its honor requirement {needs}",
                    state.player_name(p)
                ),
                ids::GOLD_REQUIREMENT_LAPSE,
            ));
        }
    }
    if let Some(h) = &e.over {
        if !state.in_play(h) {
            return Some((
                format!("{h}, the earlier version, is no longer in play"),
                ids::EXPERIENCED_OVERLAY,
            ));
        }
    }
    None
}
