//! What resolving an action keeps track of: the action itself, the honor each player lost by it,
//! and the seppuku caps on those losses.

use crate::engine::core::card::Who;
use crate::engine::core::state::{Pending, PlayerIx, State};
use std::collections::BTreeMap;

/// Honor changes and seppuku caps that belong to the action being resolved.
pub(crate) struct Resolution {
    pub(crate) action: Option<Acting>,
    pub(crate) lost: BTreeMap<PlayerIx, i32>,
    /// Players whose loss from this action is capped at 1 by seppuku.
    pub(crate) capped: Vec<PlayerIx>,
}

impl Resolution {
    pub(crate) fn none() -> Resolution {
        Resolution {
            action: None,
            lost: BTreeMap::new(),
            capped: Vec::new(),
        }
    }

    pub(crate) fn of(action: &Pending) -> Resolution {
        Resolution {
            action: Some(Acting {
                player: action.player,
                answers: action.answers,
                by: action.by.clone(),
                targets: action.targets.clone(),
                loss_prevented: action.loss_prevented.clone(),
            }),
            lost: BTreeMap::new(),
            capped: Vec::new(),
        }
    }
}

/// What resolving an action needs to know of it: who plays it and by which card, what it
/// answers and targets, and whose losses the Imperial Favor prevents.
pub(crate) struct Acting {
    pub(crate) player: PlayerIx,
    pub(crate) answers: Option<u32>,
    pub(crate) by: Option<String>,
    pub(crate) targets: Vec<String>,
    pub(crate) loss_prevented: Vec<PlayerIx>,
}

/// The player an effect's `who` stands for while `res`'s action resolves; none outside an action.
pub(crate) fn resolve_who(state: &State, who: &Who, res: &Resolution) -> Option<PlayerIx> {
    let a = res.action.as_ref()?;
    match who {
        Who::Me => Some(a.player),
        Who::Actor => Some(
            a.answers
                .and_then(|id| state.pending(id))
                .map(|x| x.player)
                .unwrap_or(a.player),
        ),
        Who::Controller => a
            .targets
            .first()
            .and_then(|h| state.card(h))
            .map(|c| c.controller),
        Who::Player(n) => state.player_ix(n),
    }
}
