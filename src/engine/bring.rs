//! Bringing cards into play: followers, items, spells and ancestors onto a personality;
//! personalities and holdings recruited in the dynasty phase; experienced versions laid over
//! earlier ones; rings. Gold is paid by bowing holdings at declaration; what is left is lost.

use super::attach::host_problem;
use super::core::card::{base_name, CardDef, Effect};
use super::core::checks::own_action_phase;
use super::core::error::{GoldProblem, OverlayProblem, Refusal, Rejection};
use super::core::gold;
use super::core::names;
use super::core::out::Out;
use super::core::resolution::{resolve_who, Resolution};
use super::core::state::{Card, Entering, Mode, Pending, PlayerIx, State, Zone};
use super::effects::pay_cost;
use super::honor::{check_enlightenment, gain_honor, lose_honor};
use crate::lang::ast::{ActionKind, CardKind, ClanChoice, Name, Phase, Stat};
use crate::msg;
use crate::msg::Msg;
use crate::rules::ids::{self, RuleId};

/// Where a version stands among a card's versions: an inexperienced version (` - inexp`) below
/// the plain card (0), an experienced one at its level.
pub fn version_rank(def: &CardDef) -> i32 {
    match def.experienced {
        Some(n) => n,
        None if def.name.to_ascii_lowercase().ends_with(" - inexp") => -1,
        None => 0,
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
        cost.saturating_sub(2).max(0)
    } else {
        cost
    }
}

pub struct BringArgs<'a> {
    pub on: Option<&'a Name>,
    pub over: Option<&'a Name>,
    pub paying: &'a [Name],
    pub clan_choice: Option<ClanChoice>,
    pub handle: Option<&'a Name>,
    pub from_hand: Option<String>,
}

/// Checks that `def` may be brought into play now by `p`, and returns what enters: when, over
/// which earlier version, on which host, the clan's choice, the honor requirement, the gold.
pub fn decide(
    state: &State,
    p: PlayerIx,
    def: &CardDef,
    mode: Mode,
    a: BringArgs<'_>,
) -> Result<Entering, Rejection> {
    check_bring_timing(state, p, def, mode, a.on)?;
    // One unique card of a name in play at a time; an experienced version only over the earlier one.
    let over = match a.over {
        Some(n) => Some(overlaid(state, p, def, n)?),
        None => None,
    };
    if let Some((handle, rule)) = unique_problem(state, def, over.as_deref()) {
        return Err(Refusal::UniqueInPlay {
            card: def.name.clone(),
            handle,
        }
        .by(rule));
    }
    let on = match mode {
        Mode::Attach => Some(attach_host(state, p, def, a.on)?),
        _ => None,
    };
    if let Some(choice) = a.clan_choice {
        check_clan_choice(state, p, def, mode, choice)?;
    }
    if mode == Mode::Recruit && def.kind == CardKind::Personality && !def.hr_dash {
        check_honor_requirement(state, p, def)?;
    }
    let Gold { paying, gold, cost } = pay_gold(state, p, def, mode, a.clan_choice, a.paying)?;
    let handle = match (&over, &a.from_hand) {
        (Some(h), _) => h.clone(),
        (None, Some(h)) => h.clone(),
        (None, None) => names::new_handle(state, a.handle, &def.name)?,
    };
    let from_province = match mode {
        Mode::Recruit => recruited_from(state, p, def, ids::REF_DYNASTY_RECRUIT)?,
        Mode::Overlay => recruited_from(state, p, def, ids::EXPERIENCED_OVERLAY)?,
        _ => None,
    };
    Ok(Entering {
        mode,
        handle,
        on,
        over,
        paying,
        clan_choice: a.clan_choice,
        from_hand: a.from_hand,
        from_province,
        gold,
        cost,
    })
}

/// When a card may be brought in: never while an action resolves; attachments and ancestors in
/// the player's action phase (an ancestor also in answer to its personality entering play),
/// personalities and holdings in the dynasty phase, regions in the events phase.
fn check_bring_timing(
    state: &State,
    p: PlayerIx,
    def: &CardDef,
    mode: Mode,
    on: Option<&Name>,
) -> Result<(), Rejection> {
    let name = state.player_name(p).to_string();
    if let Some(top) = state.stack.last() {
        return Err(Refusal::WindowOpen {
            action: top.card.name.clone(),
            chance: state.player_name(top.window.chance).to_string(),
        }
        .by(ids::ACTION_RESOLVE_FULLY));
    }
    let turn = state.turn.ok_or(Refusal::NoTurn.by(ids::REF_TURN_PHASES))?;
    match mode {
        Mode::Attach if def.kind == CardKind::Ancestor => {
            // In the player's own action phase, or in answer to the personality's entering play.
            let answers_entry = match (&state.just_entered, on) {
                (Some(h), Some(n)) => names::board_card(state, n)
                    .is_ok_and(|c| c.handle.eq_ignore_ascii_case(h) && c.controller == p),
                _ => false,
            };
            if !answers_entry && (turn.player != p || turn.phase != Phase::Action) {
                return Err(Refusal::AncestorTiming { player: name }.by(ids::PLAY_ANCESTOR_1));
            }
        }
        Mode::Attach => own_action_phase(state, p, ids::PLAY_ATTACHMENTS)?,
        Mode::Recruit | Mode::Overlay => {
            if turn.player != p || turn.phase != Phase::Dynasty {
                return Err(Refusal::NotDynastyPhase { player: name }.by(ids::REF_DYNASTY_RECRUIT));
            }
        }
        Mode::Ring => {}
        Mode::Region => {
            if turn.player != p || turn.phase != Phase::Events {
                return Err(Refusal::NotEventsPhase { player: name }.by(ids::PLAY_REGION));
            }
        }
    }
    Ok(())
}

/// An experienced version is laid only over an earlier version of the same personality, the
/// player's own and in play.
fn overlaid(state: &State, p: PlayerIx, def: &CardDef, n: &Name) -> Result<String, Rejection> {
    let c = names::board_card(state, n)?;
    let reason = if c.zone != Zone::InPlay {
        Some(OverlayProblem::NotInPlay)
    } else if c.controller != p {
        Some(OverlayProblem::NotYours)
    } else if c.def.kind != CardKind::Personality {
        Some(OverlayProblem::NotAPersonality)
    } else if !base_name(&c.def.name).eq_ignore_ascii_case(base_name(&def.name)) {
        Some(OverlayProblem::AnotherPersonality)
    } else if version_rank(def) <= version_rank(&c.def) {
        Some(OverlayProblem::NotLater)
    } else {
        None
    };
    if let Some(reason) = reason {
        let rule = if reason == OverlayProblem::NotLater {
            ids::EXPERIENCED_NO_TUCK
        } else {
            ids::EXPERIENCED_OVERLAY
        };
        return Err(Refusal::NoOverlay {
            card: def.name.clone(),
            handle: c.handle.clone(),
            reason,
        }
        .by(rule));
    }
    Ok(c.handle.clone())
}

/// An attachment names its host, which must be unbowed and able to take it.
fn attach_host(
    state: &State,
    p: PlayerIx,
    def: &CardDef,
    on: Option<&Name>,
) -> Result<String, Rejection> {
    let Some(n) = on else {
        return Err(Refusal::MissingHost {
            card: def.name.clone(),
        }
        .by(ids::PLAY_ATTACHMENTS));
    };
    let host = names::board_card(state, n)?;
    if host.bowed {
        // An ancestor bows its personality, so that one must be unbowed too.
        return Err(Refusal::BowedHost {
            handle: host.handle.clone(),
        }
        .by(ids::PLAY_ATTACHMENTS)
        .at(n.span));
    }
    if let Some(r) = host_problem(state, p, def, host) {
        return Err(r);
    }
    Ok(host.handle.clone())
}

/// Own clan: 2 gold less or the personal honor added to family honor, for a personality of the
/// player's clan recruited.
fn check_clan_choice(
    state: &State,
    p: PlayerIx,
    def: &CardDef,
    mode: Mode,
    choice: ClanChoice,
) -> Result<(), Rejection> {
    let clan = clan_of(state, p);
    let own = def.kind == CardKind::Personality && clan.as_ref().is_some_and(|c| def.has_trait(c));
    if !own || mode != Mode::Recruit {
        // A group with no members (Junzo's Army) has no personality of its own.
        let memberless = clan
            .as_ref()
            .is_some_and(|c| super::core::card::NO_MEMBERS.contains(&c.as_str()));
        return Err(Refusal::NotOwnClan {
            choice,
            player: state.player_name(p).to_string(),
            clan,
        }
        .by(if memberless {
            ids::CLAN_MEMBERS
        } else {
            ids::PLAY_PERSONALITY_OWN_CLAN
        }));
    }
    Ok(())
}

/// A recruited personality's honor requirement: the player's family honor at least that much.
fn check_honor_requirement(state: &State, p: PlayerIx, def: &CardDef) -> Result<(), Rejection> {
    let needs = def.stat(Stat::HonorRequirement);
    let has = state.players[p].honor;
    if has < needs {
        // A personality of the player's own clan: the later rule that would waive the
        // requirement is not applied (ref.honor.clan-honor-rule's reading).
        let own = clan_of(state, p).is_some_and(|c| def.has_trait(&c));
        return Err(Refusal::HonorRequirement {
            card: def.name.clone(),
            player: state.player_name(p).to_string(),
            needs,
            has,
            own_clan: own,
        }
        .by(if own {
            ids::REF_HONOR_CLAN_HONOR_RULE
        } else {
            ids::PLAY_PERSONALITY_HONOR_REQUIREMENT
        }));
    }
    Ok(())
}

/// The gold paid: the holdings named, what they produce, and the card's cost.
struct Gold {
    paying: Vec<String>,
    gold: i32,
    cost: i32,
}

/// Gold: each holding named produces once, unbowed and the player's own; together they cover the
/// cost (overlays, rings, regions and ancestors cost none).
fn pay_gold(
    state: &State,
    p: PlayerIx,
    def: &CardDef,
    mode: Mode,
    clan_choice: Option<ClanChoice>,
    named: &[Name],
) -> Result<Gold, Rejection> {
    let free =
        matches!(mode, Mode::Overlay | Mode::Ring | Mode::Region) || def.kind == CardKind::Ancestor;
    let cost = if free { 0 } else { gold_cost(def, clan_choice) };
    let mut paying = Vec::new();
    let mut gold: i32 = 0;
    for n in named {
        let c = names::board_card(state, n)?;
        let reason = if c.zone != Zone::InPlay {
            Some(GoldProblem::NotInPlay)
        } else if c.controller != p {
            Some(GoldProblem::NotYours)
        } else if !matches!(c.def.kind, CardKind::Holding | CardKind::Stronghold)
            || gold::produced(state, p, &c.def, def).0 <= 0
        {
            Some(GoldProblem::ProducesNone)
        } else if c.bowed {
            Some(GoldProblem::Spent)
        } else {
            None
        };
        if let Some(reason) = reason {
            let rule = if c.bowed {
                ids::GOLD_NO_SPLIT
            } else {
                ids::GOLD_PRODUCE
            };
            return Err(Refusal::NoGold {
                handle: c.handle.clone(),
                reason,
            }
            .by(rule)
            .at(n.span));
        }
        if paying.contains(&c.handle) {
            return Err(Refusal::NoGold {
                handle: c.handle.clone(),
                reason: GoldProblem::NamedTwice,
            }
            .by(ids::GOLD_NO_SPLIT)
            .at(n.span));
        }
        gold = gold.saturating_add(gold::produced(state, p, &c.def, def).0);
        paying.push(c.handle.clone());
    }
    if gold < cost {
        let paying_text = if paying.is_empty() {
            "no holdings named".to_string()
        } else {
            paying.join(" and ")
        };
        return Err(Refusal::NotEnoughGold {
            card: def.name.clone(),
            cost,
            gold,
            paying: paying_text,
        }
        .by(ids::GOLD_PAYMENT));
    }
    Ok(Gold { paying, gold, cost })
}

/// With the player's provinces on the board, a recruited card comes face up from one of them.
/// The province a card is recruited (or laid over an earlier version) from: with provinces on the
/// board, only a card face up in one of the player's own is; with none recorded, no province.
fn recruited_from(
    state: &State,
    p: PlayerIx,
    def: &CardDef,
    rule: RuleId,
) -> Result<Option<String>, Rejection> {
    if state.provinces_of(p).next().is_none() {
        return Ok(None);
    }
    let found = state.provinces_of(p).find(|v| {
        v.card
            .as_ref()
            .is_some_and(|c| c.face_up && c.def.name.eq_ignore_ascii_case(&def.name))
    });
    match found {
        Some(v) => Ok(Some(v.handle.clone())),
        None => Err(Refusal::NotInProvince {
            card: def.name.clone(),
            player: state.player_name(p).to_string(),
        }
        .by(rule)),
    }
}

/// A unique card in play of the same name that bars `def`, if one does. While a unique version is
/// in play, another version enters only by being laid over that very card: laying it over some
/// other earlier version (your own, say) does not get round the bar.
pub fn unique_problem(
    state: &State,
    def: &CardDef,
    over: Option<&str>,
) -> Option<(String, RuleId)> {
    if !def.unique {
        return None;
    }
    let blocker = state.cards.in_play().find(|c| {
        c.zone == Zone::InPlay
            && c.def.unique
            && base_name(&c.def.name).eq_ignore_ascii_case(base_name(&def.name))
            && !over.is_some_and(|o| o.eq_ignore_ascii_case(&c.handle))
    })?;
    let rule = if def.experienced.is_some() {
        ids::EXPERIENCED_UNIQUE
    } else {
        ids::UNIQUE_IN_PLAY
    };
    Some((blocker.handle.clone(), rule))
}

/// Why an entering card cannot come into play now that its action resolves, if it cannot.
pub fn entry_problem(
    state: &State,
    p: PlayerIx,
    def: &CardDef,
    e: &Entering,
) -> Option<(Msg, RuleId)> {
    if let Some(h) = &e.on {
        let Some(host) = state.card(h) else {
            return Some((msg!("entry-host-gone", host = h), ids::PLAY_ATTACHMENTS));
        };
        if let Some(r) = host_problem(state, p, def, host) {
            return Some((r.msg(), r.rule().unwrap_or(ids::PLAY_ATTACHMENTS)));
        }
    }
    if e.mode == Mode::Recruit && def.kind == CardKind::Personality && !def.hr_dash {
        let needs = def.stat(Stat::HonorRequirement);
        let has = state.players[p].honor;
        if has < needs {
            return Some((
                msg!(
                    "entry-honor-lapsed",
                    player = state.player_name(p),
                    has = has,
                    needs = needs
                ),
                ids::GOLD_REQUIREMENT_LAPSE,
            ));
        }
    }
    if let Some((h, rule)) = unique_problem(state, def, e.over.as_deref()) {
        return Some((msg!("entry-unique", card = &def.name, handle = &h), rule));
    }
    if let Some(h) = &e.over {
        if !state.in_play(h) {
            return Some((
                msg!("entry-earlier-gone", handle = h),
                ids::EXPERIENCED_OVERLAY,
            ));
        }
    }
    None
}

/// Declares bringing a card into play: the gold is paid now (what is left over is lost), then a
/// reaction window opens; the card enters when the action resolves.
pub(super) fn bring_declare(
    state: &mut State,
    out: &mut Out,
    p: PlayerIx,
    card: CardDef,
    e: Entering,
) {
    let name = state.player_name(p).to_string();
    announce_bring(state, out, &name, &card, &e);
    if let Some(h) = &e.from_hand {
        if let Some(c) = state.card_mut(h) {
            c.zone = Zone::Discard;
        }
    }
    pay_bring_gold(state, out, p, &name, &card, &e);
    if card.kind == CardKind::Ancestor {
        ancestor_bows(state, out, p, &card, &e);
    }
    let id = state.next_action_id(out);
    let pending = Pending {
        entering: Some(e),
        ..Pending::new(id, p, card.clone(), ActionKind::Limited, state.left_of(p))
    };
    let mut res = Resolution::of(&pending);
    if honor_on_entry(&card).next().is_some() {
        out.say(
            || msg!("step-honor-on-entry", card = &card.name),
            &[ids::PLAY_HONOR_ON_ENTRY],
        );
    }
    state.stack.push(pending);
    for c in card.costs.iter().filter(|c| !is_honor(c)) {
        pay_cost(state, p, c, &mut res, out);
    }
    let first = state.stack.last().map(|t| t.window.chance).unwrap_or(p);
    out.say(
        || {
            msg!(
                "step-bring-window",
                card = &card.name,
                first = state.player_name(first),
                player = &name
            )
        },
        &[ids::ACTION_REACTION_ORDER],
    );
}

/// Announcing what is brought in and how (each way its own rule); a non-unique version may come
/// in beside a unique namesake.
fn announce_bring(state: &State, out: &mut Out, name: &str, card: &CardDef, e: &Entering) {
    let (verb, cite) = match e.mode {
        Mode::Attach => (
            msg!(
                "step-bring-attach",
                player = name,
                card = &card.name,
                host = e.on.clone().unwrap_or_default()
            ),
            ids::PLAY_ATTACHMENTS,
        ),
        Mode::Recruit if card.experienced.is_some() => (
            msg!("step-bring-experienced", player = name, card = &card.name),
            ids::EXPERIENCED_NORMAL_PLAY,
        ),
        Mode::Recruit => (
            msg!("step-bring-recruit", player = name, card = &card.name),
            ids::REF_DYNASTY_RECRUIT,
        ),
        Mode::Overlay => (
            msg!(
                "step-bring-overlay",
                player = name,
                card = &card.name,
                over = e.over.clone().unwrap_or_default()
            ),
            ids::EXPERIENCED_OVERLAY,
        ),
        Mode::Ring => (
            msg!("step-bring-ring", player = name, card = &card.name),
            ids::PLAY_RING_CONDITION,
        ),
        Mode::Region => (
            msg!("step-bring-region", player = name, card = &card.name),
            ids::PLAY_REGION,
        ),
    };
    if e.mode == Mode::Region {
        out.say_reading(|| verb, &[cite, ids::PLAY_REQUIREMENTS], cite);
    } else {
        out.say(|| verb, &[cite, ids::PLAY_REQUIREMENTS]);
    }
    if !card.unique {
        let unique_namesake = state.cards.in_play().find(|c| {
            c.zone == Zone::InPlay
                && c.def.unique
                && base_name(&c.def.name).eq_ignore_ascii_case(base_name(&card.name))
        });
        if let Some(u) = unique_namesake {
            out.say_reading(
                || msg!("step-beside-unique", handle = &u.handle, card = &card.name),
                &[],
                ids::UNIQUE_IN_PLAY,
            );
        }
    }
}

/// Paying gold: the holdings named bow, the card's cost is met (2 less for the own clan's
/// discount), and gold left over is lost.
fn pay_bring_gold(
    state: &mut State,
    out: &mut Out,
    p: PlayerIx,
    name: &str,
    card: &CardDef,
    e: &Entering,
) {
    let cost = match e.mode {
        Mode::Overlay | Mode::Ring | Mode::Region => 0,
        _ if card.kind == CardKind::Ancestor => 0,
        _ => gold_cost(card, e.clan_choice),
    };
    if e.clan_choice == Some(ClanChoice::Discount) {
        out.say(
            || {
                msg!(
                    "step-own-clan-discount",
                    card = &card.name,
                    player = name,
                    printed = card.stat(Stat::GoldCost),
                    cost = cost
                )
            },
            &[ids::PLAY_PERSONALITY_OWN_CLAN, ids::REF_HONOR_OWN_CLAN],
        );
    }
    let mut gold: i32 = 0;
    for h in &e.paying {
        let produced = match state.card(h) {
            Some(c) => {
                let (n, read) = gold::produced(state, p, &c.def, card);
                if let Some((r, when)) = read {
                    out.say(|| gold::read_step(h, n, r, when), &[ids::GOLD_PRODUCE]);
                }
                n
            }
            None => 0,
        };
        if let Some(c) = state.card_mut(h) {
            c.bowed = true;
        }
        gold = gold.saturating_add(produced);
        out.say(
            || msg!("step-bows-for-gold", handle = h, gold = produced),
            &[ids::GOLD_PRODUCE, ids::BOW_BOWING],
        );
    }
    if !e.paying.is_empty() || cost > 0 {
        let lost = gold.saturating_sub(cost);
        let rest = if lost > 0 {
            msg!("gold-lost", lost = lost)
        } else {
            msg!("nothing")
        };
        out.say(
            || {
                msg!(
                    "step-gold-pays",
                    gold = gold,
                    cost = cost,
                    card = &card.name,
                    rest = rest
                )
            },
            &[ids::GOLD_PAYMENT, ids::GOLD_NO_SPLIT],
        );
    }
}

/// An ancestor costs no gold: its personality bows to take it (outside the action phase only in
/// answer to that personality's entering play).
fn ancestor_bows(state: &mut State, out: &mut Out, p: PlayerIx, card: &CardDef, e: &Entering) {
    if let Some(h) = &e.on {
        if let Some(c) = state.card_mut(h) {
            c.bowed = true;
        }
        let own_action_phase = state
            .turn
            .is_some_and(|t| t.player == p && t.phase == Phase::Action);
        if !own_action_phase {
            out.say_reading(
                || msg!("step-ancestor-answers", card = &card.name, handle = h),
                &[],
                ids::PLAY_ANCESTOR_1,
            );
        }
        out.say(
            || msg!("step-ancestor-bows", handle = h),
            &[
                ids::PLAY_ANCESTOR_1,
                ids::PLAY_ANCESTOR,
                ids::PLAY_ANCESTOR_4,
            ],
        );
    }
}

/// The card of a resolving bring-into-play action enters, if it still can.
pub(super) fn enter_card(state: &mut State, action: &Pending, e: &Entering, out: &mut Out) {
    let p = action.player;
    let card = &action.card;
    if let Some((why, rule)) = entry_problem(state, p, card, e) {
        out.say(
            || msg!("step-cannot-enter", card = &card.name, why = why),
            &[rule, ids::GOLD_PAYMENT],
        );
        if let Some(h) = &e.from_hand {
            if let Some(c) = state.card_mut(h) {
                c.zone = Zone::Hand;
            }
        }
        return;
    }
    if e.mode == Mode::Overlay {
        overlay(state, card, e, out);
    } else {
        comes_into_play(state, p, card, e, out);
    }
    if card.kind == CardKind::Personality {
        state.just_entered = Some(e.handle.clone());
    }
    let mut res = Resolution::of(action);
    for change in honor_on_entry(card) {
        match change {
            Effect::LoseHonor { who, amount } => {
                let who = resolve_who(state, who, &res).unwrap_or(p);
                lose_honor(
                    state,
                    who,
                    *amount,
                    &|| msg!("why-comes-into-play", card = &card.name),
                    &[ids::PLAY_HONOR_ON_ENTRY],
                    &mut res,
                    out,
                );
            }
            Effect::GainHonor { who, amount } => {
                let who = resolve_who(state, who, &res).unwrap_or(p);
                gain_honor(
                    state,
                    who,
                    *amount,
                    &|| msg!("why-comes-into-play", card = &card.name),
                    out,
                );
            }
            _ => {}
        }
    }
    if e.clan_choice == Some(ClanChoice::Proclaim) {
        let ph = card.stat(Stat::PersonalHonor);
        out.say(
            || {
                msg!(
                    "step-own-clan-honor",
                    card = &card.name,
                    player = state.player_name(p)
                )
            },
            &[ids::PLAY_PERSONALITY_OWN_CLAN, ids::REF_HONOR_OWN_CLAN],
        );
        gain_honor(state, p, ph, &|| msg!("why-joins", card = &card.name), out);
    }
}

/// An experienced version played over its earlier version (`experienced.overlay`), from a
/// province (refilled) or the hand: the card changes, and what lay on it stays.
fn overlay(state: &mut State, card: &CardDef, e: &Entering, out: &mut Out) {
    let over = e.over.clone().unwrap_or_default();
    if let Some(v) = e.from_province.as_ref().and_then(|h| state.province_mut(h)) {
        v.card = None;
        let h = v.handle.clone();
        out.say(
            || msg!("step-province-left", card = &card.name, province = &h),
            &[ids::EXPERIENCED_OVERLAY, ids::REF_DYNASTY_REFILL],
        );
    }
    if let Some(c) = state.card_mut(&over) {
        let old = std::mem::replace(&mut c.def, std::sync::Arc::new(card.clone()));
        c.under.push(std::sync::Arc::unwrap_or_clone(old));
    }
    out.say(
        || msg!("step-overlay", card = &card.name, over = &over),
        &[
            ids::EXPERIENCED_OVERLAY,
            ids::EXPERIENCED_ORDER,
            ids::EXPERIENCED_STORYLINE,
            ids::EXPERIENCED_EXAMPLE,
        ],
    );
}

/// A card entering play as a card of its own (attached to a host when it has one): from a
/// province (refilled; a holding enters bowed), from the hand, or from nowhere; the notes on
/// entry, and a ring's benefit.
fn comes_into_play(state: &mut State, p: PlayerIx, card: &CardDef, e: &Entering, out: &mut Out) {
    let holding = e.mode == Mode::Recruit && card.kind == CardKind::Holding;
    let entered = Card {
        attached_to: e.on.clone(),
        bowed: holding,
        ..Card::new(e.handle.clone(), card.clone(), p, Zone::InPlay)
    };
    if let Some(v) = e.from_province.as_ref().and_then(|h| state.province_mut(h)) {
        v.card = None;
        let h = v.handle.clone();
        out.say(
            || msg!("step-province-left", card = &card.name, province = &h),
            &[ids::REF_DYNASTY_RECRUIT, ids::REF_DYNASTY_REFILL],
        );
    }
    if holding {
        out.say(
            || msg!("step-holding-bowed", card = &card.name),
            &[ids::REF_DYNASTY_HOLDING_BOWED],
        );
    }
    if let Some(h) = &e.from_hand {
        if let Some(c) = state.card_mut(h) {
            *c = entered;
        }
    } else {
        state.cards.push(entered);
    }
    lieutenant_note(state, &e.handle, out);
    follower_bonus_note(card, out);
    match &e.on {
        Some(host) => out.say(
            || {
                msg!(
                    "step-enters-attached",
                    card = &card.name,
                    host = host,
                    handle = &e.handle
                )
            },
            &[ids::ATTACH_ATTACH, ids::ATTACH_PERSIST, ids::PLAY_CONTROL],
        ),
        None => out.say(
            || {
                msg!(
                    "step-enters",
                    card = &card.name,
                    player = state.player_name(p),
                    handle = &e.handle
                )
            },
            &[ids::PLAY_CONTROL],
        ),
    }
    if e.mode == Mode::Ring {
        out.say(
            || msg!("step-ring-benefit", card = &card.name),
            &[ids::PLAY_RING_BENEFIT],
        );
        check_enlightenment(state, p, out);
    }
}

fn is_honor(e: &Effect) -> bool {
    matches!(e, Effect::LoseHonor { .. } | Effect::GainHonor { .. })
}

/// The honor a card brought into play makes its player lose or gain as it enters, typed as a
/// cost or as an effect: charged when it enters, never at its declaration.
fn honor_on_entry(card: &CardDef) -> impl Iterator<Item = &Effect> {
    card.costs
        .iter()
        .chain(card.effects.iter())
        .filter(|e| is_honor(e))
}

/// Says where a follower's numbers go: "+2F" to its personality, a plain "2F" to the unit.
pub(super) fn follower_bonus_note(card: &CardDef, out: &mut Out) {
    if card.kind != CardKind::Follower {
        return;
    }
    let (f, c) = (card.stat(Stat::Force), card.stat(Stat::Chi));
    if card.personal_bonus {
        out.say(
            || {
                msg!(
                    "step-follower-personal-bonus",
                    card = &card.name,
                    force = format!("{f:+}"),
                    chi = format!("{c:+}")
                )
            },
            &[ids::PLAY_ATTACHMENTS],
        );
    } else {
        out.say(
            || msg!("step-follower-unit-force", card = &card.name, force = f),
            &[ids::PLAY_ATTACHMENTS],
        );
    }
}

/// A follower named after a personality (Lieutenant Sukune, Hida Sukune) is another card: both may
/// be in play, and neither counts as the other.
pub(super) fn lieutenant_note(state: &State, handle: &str, out: &mut Out) {
    // A step only: a replay that keeps no steps does not look through the board (a long game's
    // dead included) for a namesake.
    if out.quiet {
        return;
    }
    let Some(card) = state.card(handle) else {
        return;
    };
    let twin_kind = match card.def.kind {
        CardKind::Personality => CardKind::Follower,
        CardKind::Follower => CardKind::Personality,
        _ => return,
    };
    let last = |n: &str| n.split_whitespace().last().map(str::to_lowercase);
    let mine = last(&card.def.name);
    let twin = state.cards.in_play().find(|c| {
        c.def.kind == twin_kind
            && c.zone == Zone::InPlay
            && !c.handle.eq_ignore_ascii_case(handle)
            && last(&c.def.name) == mine
    });
    if let Some(t) = twin {
        out.say(
            || {
                msg!(
                    "step-lieutenant",
                    card = &card.def.name,
                    other = &t.def.name
                )
            },
            &[ids::EXPERIENCED_LIEUTENANT],
        );
    }
}
