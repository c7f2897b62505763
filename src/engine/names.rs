//! Resolving what a judge typed against the board: case-insensitive, a unique prefix is enough,
//! and an unknown name gets the closest known one as a suggestion.

use super::error::{NameKind, Rejection};
use super::state::{Card, PlayerIx, State, Zone};
use crate::lang::ast::Name;

/// The closest candidate, if any is reasonably close.
pub fn closest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<String> {
    let w = word.to_lowercase();
    let mut best: Option<(f64, &str)> = None;
    for c in candidates {
        let score = strsim::jaro_winkler(&w, &c.to_lowercase());
        if best.is_none_or(|(s, _)| score > s) {
            best = Some((score, c));
        }
    }
    best.filter(|(s, _)| *s >= 0.75).map(|(_, c)| c.to_string())
}

/// Picks the one item whose key matches `typed`: exactly (ignoring case), else by unique prefix.
fn pick<'a, T>(typed: &str, items: &'a [(String, T)]) -> Result<Option<&'a T>, Vec<String>> {
    let t = typed.to_lowercase();
    if let Some((_, v)) = items.iter().find(|(k, _)| k.to_lowercase() == t) {
        return Ok(Some(v));
    }
    let hits: Vec<&(String, T)> = items
        .iter()
        .filter(|(k, _)| k.to_lowercase().starts_with(&t))
        .collect();
    match hits.len() {
        0 => Ok(None),
        1 => Ok(Some(&hits[0].1)),
        _ => Err(hits.iter().map(|(k, _)| k.clone()).collect()),
    }
}

pub fn player(state: &State, name: &Name) -> Result<PlayerIx, Rejection> {
    if state.players.is_empty() {
        return Err(Rejection::NoPlayers);
    }
    let items: Vec<(String, PlayerIx)> = state
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.name.clone(), i))
        .collect();
    match pick(&name.value, &items) {
        Ok(Some(ix)) => Ok(*ix),
        Ok(None) => Err(Rejection::Unknown {
            kind: NameKind::Player,
            name: name.value.clone(),
            span: name.span,
            suggestion: closest(&name.value, state.players.iter().map(|p| p.name.as_str())),
        }),
        Err(candidates) => Err(Rejection::Ambiguous {
            name: name.value.clone(),
            span: name.span,
            candidates,
        }),
    }
}

/// A card by handle (or, failing that, by its card name) among the cards `keep` accepts.
pub fn card<'s>(
    state: &'s State,
    name: &Name,
    keep: impl Fn(&Card) -> bool,
) -> Result<&'s Card, Rejection> {
    let pool: Vec<&Card> = state.cards.iter().filter(|c| keep(c)).collect();
    let by_handle: Vec<(String, usize)> = pool
        .iter()
        .enumerate()
        .map(|(i, c)| (c.handle.clone(), i))
        .collect();
    let found = match pick(&name.value, &by_handle) {
        Ok(Some(i)) => Some(*i),
        Ok(None) => {
            let by_name: Vec<(String, usize)> = pool
                .iter()
                .enumerate()
                .map(|(i, c)| (c.def.name.clone(), i))
                .collect();
            match pick(&name.value, &by_name) {
                Ok(found) => found.copied(),
                Err(candidates) => {
                    return Err(Rejection::Ambiguous {
                        name: name.value.clone(),
                        span: name.span,
                        candidates,
                    })
                }
            }
        }
        Err(candidates) => {
            return Err(Rejection::Ambiguous {
                name: name.value.clone(),
                span: name.span,
                candidates,
            })
        }
    };
    match found {
        Some(i) => Ok(pool[i]),
        None => Err(Rejection::Unknown {
            kind: NameKind::Handle,
            name: name.value.clone(),
            span: name.span,
            suggestion: closest(&name.value, pool.iter().map(|c| c.handle.as_str())),
        }),
    }
}

/// A card on the board in any zone but a hand.
pub fn board_card<'s>(state: &'s State, name: &Name) -> Result<&'s Card, Rejection> {
    card(state, name, |c| c.zone != Zone::Hand)
}

/// A card in one player's hand, by handle or card name.
pub fn hand_card<'s>(
    state: &'s State,
    player: PlayerIx,
    name: &Name,
) -> Result<&'s Card, Rejection> {
    card(state, name, |c| {
        c.zone == Zone::Hand && c.controller == player
    })
    .map_err(|e| match e {
        Rejection::Unknown {
            name,
            span,
            suggestion,
            ..
        } => Rejection::Unknown {
            kind: NameKind::HandCard,
            name,
            span,
            suggestion,
        },
        other => other,
    })
}

/// A handle for a new card: the one typed, or one made from the card name.
pub fn new_handle(
    state: &State,
    typed: Option<&Name>,
    card_name: &str,
) -> Result<String, Rejection> {
    if let Some(t) = typed {
        if state.card(&t.value).is_some() {
            return Err(Rejection::HandleTaken {
                handle: t.value.clone(),
                span: t.span,
            });
        }
        return Ok(t.value.clone());
    }
    let base: String = card_name
        .split_whitespace()
        .collect::<Vec<_>>()
        .join("-")
        .to_lowercase()
        .chars()
        .filter(|c| !matches!(c, '"' | '\'' | ',' | ';' | '#'))
        .collect();
    let base = if base.is_empty() {
        "card".to_string()
    } else {
        base
    };
    if state.card(&base).is_none() {
        return Ok(base);
    }
    let mut n = 2;
    loop {
        let h = format!("{base}-{n}");
        if state.card(&h).is_none() {
            return Ok(h);
        }
        n += 1;
    }
}
