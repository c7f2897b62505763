//! Resolving what a judge typed against the board: case-insensitive, a unique prefix is enough,
//! and an unknown name gets the closest known one as a suggestion.

use crate::engine::core::error::{NameKind, Refusal, Rejection};
use crate::engine::core::state::{Card, PlayerIx, State, Zone};
use crate::lang::ast::Name;
use crate::rules::ids;

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

/// `key` lower-cased equals `lower` (itself lower-cased), without a copy for an ASCII key.
fn lower_eq(key: &str, lower: &str) -> bool {
    if key.is_ascii() {
        key.len() == lower.len()
            && key
                .bytes()
                .zip(lower.bytes())
                .all(|(k, l)| k.to_ascii_lowercase() == l)
    } else {
        key.to_lowercase() == lower
    }
}

/// `key` lower-cased starts with `lower` (itself lower-cased), without a copy for an ASCII key.
fn lower_starts(key: &str, lower: &str) -> bool {
    if key.is_ascii() {
        key.len() >= lower.len()
            && key
                .bytes()
                .zip(lower.bytes())
                .all(|(k, l)| k.to_ascii_lowercase() == l)
    } else {
        key.to_lowercase().starts_with(lower)
    }
}

/// Picks the one item whose key matches `typed`: exactly (ignoring case), else by unique prefix.
/// An ambiguous prefix gives every key it fits, in order.
fn pick<'a, T>(
    typed: &str,
    items: impl Iterator<Item = (&'a str, T)> + Clone,
) -> Result<Option<T>, Vec<String>> {
    pick_where(typed, items, |_| true)
}

/// [`pick`] among the items `ok` accepts, asked only of items whose key fits.
fn pick_where<'a, T>(
    typed: &str,
    items: impl Iterator<Item = (&'a str, T)> + Clone,
    ok: impl Fn(&T) -> bool,
) -> Result<Option<T>, Vec<String>> {
    let t = typed.to_lowercase();
    if let Some((_, v)) = items.clone().find(|(k, v)| lower_eq(k, &t) && ok(v)) {
        return Ok(Some(v));
    }
    let mut hits = items.filter(|(k, v)| lower_starts(k, &t) && ok(v));
    match (hits.next(), hits.next()) {
        (None, _) => Ok(None),
        (Some((_, v)), None) => Ok(Some(v)),
        (Some(a), Some(b)) => Err([a, b]
            .into_iter()
            .chain(hits)
            .map(|(k, _)| k.to_string())
            .collect()),
    }
}

pub fn player(state: &State, name: &Name) -> Result<PlayerIx, Rejection> {
    if state.players.is_empty() {
        return Err(Refusal::NoPlayers.by(ids::PROC_SETUP));
    }
    let items = state
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.name.as_str(), i));
    match pick(&name.value, items) {
        Ok(Some(ix)) => Ok(ix),
        Ok(None) => Err(Refusal::Unknown {
            kind: NameKind::Player,
            name: name.value.clone(),
            suggestion: closest(&name.value, state.players.iter().map(|p| p.name.as_str())),
        }
        .input()
        .at(name.span)),
        Err(candidates) => Err(Refusal::Ambiguous {
            name: name.value.clone(),
            candidates,
        }
        .input()
        .at(name.span)),
    }
}

/// A card by handle (or, failing that, by its card name) among the cards `keep` accepts.
pub fn card<'s>(
    state: &'s State,
    name: &Name,
    keep: impl Fn(&Card) -> bool,
) -> Result<&'s Card, Rejection> {
    let pool = state.cards.iter().filter(|c| keep(c));
    // Handles are matched first without decoding the cards of a saved board (a long game's
    // dead): `keep` is asked only of a card whose handle fits.
    let handles =
        (0..state.cards.len()).filter_map(|at| Some((state.cards.glance(at)?.handle, at)));
    let kept = |at: &usize| state.cards.get(*at).is_some_and(&keep);
    let found = match pick_where(&name.value, handles, kept) {
        Ok(Some(at)) => state.cards.get(at),
        Ok(None) => match pick(&name.value, pool.clone().map(|c| (c.def.name.as_str(), c))) {
            Ok(found) => found,
            Err(candidates) => {
                return Err(Refusal::Ambiguous {
                    name: name.value.clone(),
                    candidates,
                }
                .input()
                .at(name.span))
            }
        },
        Err(candidates) => {
            return Err(Refusal::Ambiguous {
                name: name.value.clone(),
                candidates,
            }
            .input()
            .at(name.span))
        }
    };
    found.ok_or_else(|| {
        Refusal::Unknown {
            kind: NameKind::Handle,
            name: name.value.clone(),
            suggestion: closest(&name.value, pool.map(|c| c.handle.as_str())),
        }
        .input()
        .at(name.span)
    })
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
    .map_err(|mut e| {
        if let Refusal::Unknown { kind, .. } = e.kind.as_mut() {
            *kind = NameKind::HandCard;
        }
        e
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
            return Err(Refusal::HandleTaken {
                handle: t.value.clone(),
            }
            .input()
            .at(t.span));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comparing_without_a_copy_agrees_with_lower_casing() {
        let keys = [
            "Doji",
            "doji-2",
            "DOJI",
            "Émile",
            "émile",
            "道場",
            "Kx",
            "\u{212A}x",
            "",
        ];
        let typed = ["doji", "DOJ", "émile", "ÉMI", "道", "kx", "x", ""];
        for k in keys {
            for t in typed {
                let t = t.to_lowercase();
                assert_eq!(lower_eq(k, &t), k.to_lowercase() == t, "{k} = {t}");
                assert_eq!(
                    lower_starts(k, &t),
                    k.to_lowercase().starts_with(&t),
                    "{k} starts {t}"
                );
            }
        }
    }

    #[test]
    fn an_exact_key_wins_over_prefixes_and_an_ambiguous_prefix_names_every_fit() {
        let items = [("Doji", 1), ("Doji-2", 2), ("Hida", 3)];
        assert_eq!(pick("doji", items.iter().copied()), Ok(Some(1)));
        assert_eq!(pick("hi", items.iter().copied()), Ok(Some(3)));
        assert_eq!(pick("ka", items.iter().copied()), Ok(None));
        assert_eq!(
            pick("do", items.iter().copied()),
            Err(vec!["Doji".to_string(), "Doji-2".to_string()])
        );
        assert_eq!(
            pick("", items.iter().copied()),
            Err(vec!["Doji".into(), "Doji-2".into(), "Hida".into()])
        );
    }
}
