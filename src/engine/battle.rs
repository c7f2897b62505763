//! The attack phase: the attack declared on one player, units assigned in the maneuvers, the
//! attacker's order of battles, and each battle's resolution (army force, destroyed armies and
//! provinces, honor for the cards destroyed, the dishonored in a winning army, going home).

use super::core::checks::active_player;
use super::core::error::{PersonalityRole, Refusal, Rejection};
use super::core::event::Event;
use super::core::names;
use super::core::out::Out;
use super::core::resolution::Resolution;
use super::core::state::{Attack, AttackStage, Battlefield, Opportunity, PlayerIx, State, Zone};
use super::destroy::destroy;
use super::honor::gain_honor;
use super::province::{destroy_province, province};
use super::turn::end_attack_phase;
use crate::lang::ast::{CardKind, Name, Phase};
use crate::msg;
use crate::msg::{yes_no, Arg};
use crate::rules::ids;

/// `NAME attacks NAME`.
pub(super) fn decide_attack(
    state: &State,
    player: &Name,
    defender: &Name,
) -> Result<Event, Rejection> {
    let p = active_player(state, player)?;
    let d = names::player(state, defender)?;
    let turn = state.turn.ok_or(Refusal::NoTurn.by(ids::REF_TURN_PHASES))?;
    let name = state.player_name(p).to_string();
    if turn.player != p || turn.phase != Phase::Attack {
        return Err(Refusal::AttackTiming { player: name }.by(ids::REF_BATTLE_SEGMENTS));
    }
    if state.attack.is_some() {
        return Err(Refusal::AlreadyAttacked { player: name }.by(ids::REF_BATTLE_SEGMENTS));
    }
    if d == p {
        return Err(Refusal::AttackSelf { player: name }.by(ids::REF_BATTLE_SEGMENTS));
    }
    if state.players[d].out {
        return Err(Refusal::PlayerOut {
            player: state.player_name(d).to_string(),
        }
        .by(ids::VICTORY_DISHONOR_LOSS));
    }
    if state.provinces_of(d).next().is_none() {
        return Err(Refusal::NoProvinceToAttack {
            defender: state.player_name(d).to_string(),
        }
        .by(ids::REF_BATTLE_SEGMENTS));
    }
    Ok(Event::Attack {
        player: name,
        defender: state.player_name(d).to_string(),
    })
}

pub(super) fn apply_attack(state: &mut State, p: PlayerIx, d: PlayerIx, out: &mut Out) {
    state.attack = Some(Attack {
        attacker: p,
        defender: d,
        stage: AttackStage::Infantry(p),
        battlefields: Vec::new(),
    });
    let (a, dn) = (state.player_name(p), state.player_name(d));
    out.say_reading(
        || msg!("step-attack-declared", attacker = a, defender = dn),
        &[],
        ids::REF_BATTLE_SEGMENTS,
    );
}

/// Whether a unit is cavalry: its personality and every follower in it have the trait.
fn is_cavalry(state: &State, h: &str) -> bool {
    state.card(h).is_some_and(|c| c.has_trait("cavalry"))
        && state
            .attachments(h)
            .filter(|a| a.def.kind == CardKind::Follower)
            .all(|a| a.has_trait("cavalry"))
}

fn assigned(state: &State, h: &str) -> bool {
    state.attack.as_ref().is_some_and(|a| {
        a.battlefields.iter().any(|b| {
            b.attackers
                .iter()
                .chain(b.defenders.iter())
                .any(|x| x.eq_ignore_ascii_case(h))
        })
    })
}

/// `NAME assigns H to PROVINCE`.
pub(super) fn decide_assign(
    state: &State,
    player: &Name,
    unit: &Name,
    prov: &Name,
) -> Result<Event, Rejection> {
    let p = names::player(state, player)?;
    let name = state.player_name(p).to_string();
    let Some(attack) = &state.attack else {
        return Err(Refusal::NoAttackToAssign.by(ids::REF_BATTLE_SEGMENTS));
    };
    let (who, cavalry) = match attack.stage {
        AttackStage::Infantry(w) => (w, false),
        AttackStage::Cavalry(w) => (w, true),
        _ => return Err(Refusal::ManeuversOver.by(ids::REF_BATTLE_SEGMENTS)),
    };
    if who != p {
        return Err(Refusal::NotYourManeuvers {
            player: name,
            mover: state.player_name(who).to_string(),
            cavalry,
        }
        .by(ids::REF_BATTLE_SEGMENTS));
    }
    let card = names::board_card(state, unit)?;
    if card.zone != Zone::InPlay {
        return Err(Refusal::NotInPlay {
            handle: card.handle.clone(),
        }
        .by(ids::DESTROY_DISCARD)
        .at(unit.span));
    }
    if card.def.kind != CardKind::Personality {
        return Err(Refusal::NotAPersonality {
            handle: card.handle.clone(),
            role: PersonalityRole::LeadUnit,
        }
        .by(PersonalityRole::LeadUnit.rule())
        .at(unit.span));
    }
    if card.controller != p {
        return Err(Refusal::NotYours {
            handle: card.handle.clone(),
            player: name,
            controller: state.player_name(card.controller).into(),
        }
        .by(ids::PLAY_CONTROL)
        .at(unit.span));
    }
    if card.bowed {
        return Err(Refusal::Bowed {
            handle: card.handle.clone(),
        }
        .by(ids::BOW_UNIT)
        .at(unit.span));
    }
    if assigned(state, &card.handle) {
        return Err(Refusal::UnitAssigned {
            handle: card.handle.clone(),
        }
        .by(ids::REF_BATTLE_SEGMENTS));
    }
    if cavalry && !is_cavalry(state, &card.handle) {
        return Err(Refusal::NotCavalry {
            handle: card.handle.clone(),
        }
        .by(ids::TRAIT_CAVALRY));
    }
    let v = province(state, prov)?;
    if v.owner != attack.defender || v.destroyed {
        return Err(Refusal::NotDefendersProvince {
            province: v.handle.clone(),
            defender: state.player_name(attack.defender).to_string(),
        }
        .by(ids::REF_BATTLE_SEGMENTS));
    }
    Ok(Event::Assign {
        player: state.player_name(p).to_string(),
        unit: card.handle.clone(),
        province: v.handle.clone(),
    })
}

pub(super) fn apply_assign(state: &mut State, p: PlayerIx, unit: &str, prov: &str, out: &mut Out) {
    let force = state
        .card(unit)
        .map(|_| state.army_force(&[unit.to_string()]))
        .unwrap_or(0);
    let cavalry = state
        .attack
        .as_ref()
        .is_some_and(|a| matches!(a.stage, AttackStage::Cavalry(_)));
    let Some(attack) = state.attack.as_mut() else {
        return;
    };
    let attacking = attack.attacker == p;
    let i = match attack
        .battlefields
        .iter()
        .position(|b| b.province.eq_ignore_ascii_case(prov))
    {
        Some(i) => i,
        None => {
            attack.battlefields.push(Battlefield {
                province: prov.to_string(),
                attackers: Vec::new(),
                defenders: Vec::new(),
                fought: false,
            });
            attack.battlefields.len() - 1
        }
    };
    let Some(b) = attack.battlefields.get_mut(i) else {
        return;
    };
    if attacking {
        b.attackers.push(unit.to_string());
    } else {
        b.defenders.push(unit.to_string());
    }
    let mut cites = vec![ids::REF_BATTLE_SEGMENTS];
    if cavalry {
        cites.push(ids::TRAIT_CAVALRY);
    }
    out.say(
        || {
            msg!(
                "step-unit-assigned",
                player = state.player_name(p),
                unit = unit,
                force = force,
                side = if attacking { "attack" } else { "defend" },
                province = prov
            )
        },
        &cites,
    );
}

/// `pass` during the maneuvers: that player's maneuvers end.
pub(super) fn end_maneuver(state: &mut State, out: &mut Out) {
    let Some(attack) = state.attack.as_mut() else {
        return;
    };
    let (a, d) = (attack.attacker, attack.defender);
    let next = match attack.stage {
        AttackStage::Infantry(w) if w == a => AttackStage::Infantry(d),
        AttackStage::Infantry(_) => AttackStage::Cavalry(a),
        AttackStage::Cavalry(w) if w == a => AttackStage::Cavalry(d),
        AttackStage::Cavalry(_) => AttackStage::Order,
        other => other,
    };
    attack.stage = next;
    let fields = attack.battlefields.len();
    let (an, dn) = (
        state.player_name(a).to_string(),
        state.player_name(d).to_string(),
    );
    match next {
        AttackStage::Infantry(_) => out.say(
            || msg!("step-infantry-ends", attacker = an, defender = dn),
            &[ids::REF_BATTLE_SEGMENTS],
        ),
        AttackStage::Cavalry(w) => out.say(
            || msg!("step-cavalry-maneuvers", player = state.player_name(w)),
            &[ids::REF_BATTLE_SEGMENTS, ids::TRAIT_CAVALRY],
        ),
        AttackStage::Order if fields == 0 => {
            out.say(|| msg!("step-no-battle"), &[ids::REF_BATTLE_ORDER]);
            end_attack_phase(state, out);
        }
        AttackStage::Order => out.say(
            || msg!("step-choose-first-battle", attacker = an),
            &[ids::REF_BATTLE_ORDER],
        ),
        AttackStage::Battle(_) => {}
    }
}

/// `NAME fights PROVINCE`: the attacker chooses the next battle.
pub(super) fn decide_fight(state: &State, player: &Name, prov: &Name) -> Result<Event, Rejection> {
    let p = names::player(state, player)?;
    let Some(attack) = &state.attack else {
        return Err(Refusal::NoAttack.by(ids::REF_BATTLE_ORDER));
    };
    if attack.stage != AttackStage::Order {
        return Err(Refusal::BattleOrderNotNow.by(ids::REF_BATTLE_ORDER));
    }
    if p != attack.attacker {
        return Err(Refusal::AttackerOrders {
            attacker: state.player_name(attack.attacker).to_string(),
        }
        .by(ids::REF_BATTLE_ORDER));
    }
    let v = province(state, prov)?;
    match attack
        .battlefields
        .iter()
        .find(|b| b.province.eq_ignore_ascii_case(&v.handle))
    {
        Some(b) if !b.fought => Ok(Event::Fight {
            province: v.handle.clone(),
        }),
        Some(_) => Err(Refusal::BattleFought {
            province: v.handle.clone(),
        }
        .by(ids::REF_BATTLE_ORDER)),
        None => Err(Refusal::NoBattleThere {
            province: v.handle.clone(),
        }
        .by(ids::REF_BATTLE_ORDER)),
    }
}

pub(super) fn apply_fight(state: &mut State, prov: &str, out: &mut Out) {
    let Some(attack) = state.attack.as_mut() else {
        return;
    };
    let Some(i) = attack
        .battlefields
        .iter()
        .position(|b| b.province.eq_ignore_ascii_case(prov))
    else {
        return;
    };
    attack.stage = AttackStage::Battle(i);
    let d = attack.defender;
    let Some(b) = attack.battlefields.get(i).cloned() else {
        return;
    };
    if let Some(t) = state.turn.as_mut() {
        t.phase = Phase::Battle;
    }
    state.opportunity = Some(Opportunity {
        chance: d,
        passes: 0,
        acted: None,
    });
    out.say(
        || {
            msg!(
                "step-battle-begins",
                province = prov,
                attackers = list(&b.attackers),
                attack_force = state.army_force(&b.attackers),
                defenders = list(&b.defenders),
                defense_force = state.army_force(&b.defenders),
                defender = state.player_name(d)
            )
        },
        &[
            ids::REF_BATTLE_DEFENDER_FIRST,
            ids::ACTION_PRIORITY,
            ids::REF_BATTLE_FORCE,
        ],
    );
}

fn list(v: &[String]) -> Arg {
    if v.is_empty() {
        Arg::from(msg!("battle-none"))
    } else {
        Arg::commas(v)
    }
}

/// The cards an army would count for honor if destroyed: each personality (with the earlier
/// versions under an experienced one) and each follower, tokens included.
fn honor_cards(state: &State, units: &[String]) -> (i32, bool, bool) {
    let (mut n, mut stacks, mut tokens) = (0, false, false);
    for h in units {
        let Some(c) = state.card(h) else { continue };
        if c.zone != Zone::InPlay {
            continue;
        }
        n += 1 + c.under.len() as i32;
        stacks |= !c.under.is_empty();
        for a in state.attachments(h) {
            if a.def.kind == CardKind::Follower {
                n += 1;
                tokens |= a.def.name.starts_with("Follower token");
            }
        }
    }
    (n, stacks, tokens)
}

fn alive(state: &State, units: &[String]) -> Vec<String> {
    units.iter().filter(|h| state.in_play(h)).cloned().collect()
}

/// Destroys an army; returns how many cards count for honor.
fn destroy_army(state: &mut State, units: &[String], out: &mut Out) -> (i32, Vec<ids::RuleId>) {
    let (n, stacks, tokens) = honor_cards(state, units);
    let mut res = Resolution::none();
    for h in units {
        destroy(state, h, &mut res, out);
    }
    let mut cites = vec![ids::REF_BATTLE_HONOR];
    if stacks {
        cites.push(ids::EXPERIENCED_BATTLE_HONOR);
    }
    if tokens {
        cites.push(ids::TOKEN_FOLLOWER);
    }
    (n, cites)
}

/// The dishonored personalities of `p` in an army.
fn dishonored(state: &State, p: PlayerIx, army: &[String]) -> Vec<String> {
    army.iter()
        .filter(|h| {
            state
                .card(h)
                .is_some_and(|c| c.zone == Zone::InPlay && c.dishonored && c.controller == p)
        })
        .cloned()
        .collect()
}

/// Honor for cards destroyed in battle, unless the army held a dishonored personality of its
/// player: then no honor, and each such personality still in play becomes honorable instead.
fn battle_honor(
    state: &mut State,
    p: PlayerIx,
    dishonored: &[String],
    cards: i32,
    per: i32,
    cites: &[ids::RuleId],
    out: &mut Out,
) {
    if cards == 0 || state.players[p].out {
        return;
    }
    let name = state.player_name(p).to_string();
    if !dishonored.is_empty() {
        let mut restored = Vec::new();
        for h in dishonored {
            if let Some(c) = state.card_mut(h) {
                if c.zone == Zone::InPlay {
                    c.dishonored = false;
                    restored.push(h.clone());
                }
            }
        }
        let instead = if restored.is_empty() {
            msg!("nothing")
        } else {
            msg!("battle-honorable-instead", cards = Arg::commas(&restored))
        };
        out.say(
            || {
                msg!(
                    "step-battle-honor-dishonored",
                    player = &name,
                    dishonored = Arg::commas(dishonored),
                    cards = cards,
                    instead = instead
                )
            },
            &[
                ids::DISHONOR_PERSONAL_HONOR,
                ids::DISHONOR_RESTORE_ON_GAIN,
                ids::DISHONOR_EXAMPLE,
                ids::REF_BATTLE_HONOR,
            ],
        );
        return;
    }
    out.say(
        || {
            msg!(
                "step-battle-honor",
                player = &name,
                cards = cards,
                per = per
            )
        },
        cites,
    );
    gain_honor(
        state,
        p,
        cards * per,
        &|| msg!("why-battle-destroyed", cards = cards),
        out,
    );
}

/// The resolution segment of the battle being fought, then going home and the next battle.
pub(super) fn resolve_battle(state: &mut State, out: &mut Out) {
    let Some(attack) = state.attack.clone() else {
        return;
    };
    let AttackStage::Battle(i) = attack.stage else {
        return;
    };
    let Some(b) = attack.battlefields.get(i).cloned() else {
        return;
    };
    let (a, d) = (attack.attacker, attack.defender);
    let an = state.player_name(a).to_string();
    battle_result(state, a, d, &b, out);
    attackers_go_home(state, &b, out);
    if state.winner.is_some() {
        state.attack = None;
        state.opportunity = None;
        return;
    }
    after_battle(state, i, &an, out);
}

/// The battle's result by army force (`ref.battle.resolution`): the loser's army destroyed,
/// or both in a tie of two armies; the winner's battle honor, and the province falling when the
/// attacker's force passes the defender's by more than its strength.
fn battle_result(state: &mut State, a: PlayerIx, d: PlayerIx, b: &Battlefield, out: &mut Out) {
    let (an, dn) = (
        state.player_name(a).to_string(),
        state.player_name(d).to_string(),
    );
    let att = alive(state, &b.attackers);
    let def = alive(state, &b.defenders);
    let (af, df) = (state.army_force_exact(&att), state.army_force_exact(&def));
    let (dis_a, dis_d) = (dishonored(state, a, &att), dishonored(state, d, &def));
    let strength = i64::from(state.province(&b.province).map(|v| v.strength).unwrap_or(0));
    out.say(
        || {
            msg!(
                "step-battle-resolution",
                province = &b.province,
                attacker = &an,
                attack_force = af,
                defender = &dn,
                defense_force = df
            )
        },
        &[ids::REF_BATTLE_FORCE, ids::BOW_UNIT],
    );
    if af > df {
        out.say(
            || {
                msg!(
                    "step-attacker-wins",
                    attacker = &an,
                    defender = &dn,
                    army = yes_no(!def.is_empty())
                )
            },
            &[ids::REF_BATTLE_RESOLUTION],
        );
        let (n, cites) = destroy_army(state, &def, out);
        battle_honor(state, a, &dis_a, n, 2, &cites, out);
        if af > df + strength {
            out.say(
                || {
                    msg!(
                        "step-province-falls",
                        attack_force = af,
                        defense_force = df,
                        strength = strength,
                        province = &b.province
                    )
                },
                &[ids::REF_BATTLE_PROVINCE],
            );
            destroy_province(state, &b.province, out);
        } else {
            out.say(
                || {
                    msg!(
                        "step-province-stands",
                        attack_force = af,
                        defense_force = df,
                        strength = strength,
                        province = &b.province
                    )
                },
                &[ids::REF_BATTLE_PROVINCE],
            );
        }
    } else if df > af {
        out.say(
            || {
                msg!(
                    "step-defender-wins",
                    attacker = &an,
                    defender = &dn,
                    army = yes_no(!att.is_empty())
                )
            },
            &[ids::REF_BATTLE_RESOLUTION],
        );
        let (n, cites) = destroy_army(state, &att, out);
        battle_honor(state, d, &dis_d, n, 2, &cites, out);
    } else if att.is_empty() || def.is_empty() {
        out.say(
            || msg!("step-tie-no-units", force = af),
            &[ids::REF_BATTLE_TIE],
        );
    } else {
        out.say_reading(
            || msg!("step-tie", force = af),
            &[ids::REF_BATTLE_TIE],
            ids::REF_BATTLE_HONOR,
        );
        let (nd, cd) = destroy_army(state, &def, out);
        let (na, ca) = destroy_army(state, &att, out);
        battle_honor(state, a, &dis_a, nd, 1, &cd, out);
        battle_honor(state, d, &dis_d, na, 1, &ca, out);
    }
}

/// After the battle (`ref.battle.after`): the attacking units still standing bow and go home.
fn attackers_go_home(state: &mut State, b: &Battlefield, out: &mut Out) {
    let home: Vec<String> = alive(state, &b.attackers);
    for h in &home {
        if let Some(c) = state.card_mut(h) {
            c.bowed = true;
        }
    }
    if !home.is_empty() {
        out.say(
            || msg!("step-attackers-go-home", units = Arg::commas(&home)),
            &[ids::REF_BATTLE_AFTER],
        );
    }
}

/// The battle fought, the attacker chooses the next (`ref.battle.order`); after the last, the
/// defenders go home and the attack phase ends. `an` is the attacker's name.
fn after_battle(state: &mut State, i: usize, an: &str, out: &mut Out) {
    let Some(attack) = state.attack.as_mut() else {
        return;
    };
    if let Some(f) = attack.battlefields.get_mut(i) {
        f.fought = true;
        f.attackers.clear();
    }
    attack.stage = AttackStage::Order;
    let left = attack.battlefields.iter().filter(|b| !b.fought).count();
    let defenders: Vec<String> = attack
        .battlefields
        .iter()
        .flat_map(|b| b.defenders.iter().cloned())
        .collect();
    state.opportunity = None;
    if let Some(t) = state.turn.as_mut() {
        t.phase = Phase::Attack;
    }
    if left > 0 {
        out.say(
            || msg!("step-next-battle", attacker = an, left = left),
            &[ids::REF_BATTLE_ORDER],
        );
    } else {
        let home = alive(state, &defenders);
        if !home.is_empty() {
            out.say(
                || msg!("step-defenders-go-home", units = Arg::commas(&home)),
                &[ids::REF_BATTLE_AFTER],
            );
        }
        end_attack_phase(state, out);
    }
}

/// A unit sent home from the battle being fought (the Favor's Battle use): it leaves the battle.
pub(super) fn send_home(state: &mut State, h: &str) {
    if let Some(attack) = state.attack.as_mut() {
        for b in attack.battlefields.iter_mut() {
            b.attackers.retain(|x| !x.eq_ignore_ascii_case(h));
            b.defenders.retain(|x| !x.eq_ignore_ascii_case(h));
        }
    }
}
