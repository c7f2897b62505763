//! Copying one value or one ability of another card until the end of the turn.

use super::core::out::Out;
use super::core::state::{Lasting, Mod, Pending, State};
use crate::lang::ast::CopyWhat;
use crate::msg;
use crate::rules::ids;

/// The performing card copies one value or one ability of another card until the end of the turn.
pub(super) fn copy(state: &mut State, action: &Pending, what: CopyWhat, from: &str, out: &mut Out) {
    let Some(copier) = action.by.as_ref().and_then(|b| state.card(b)).cloned() else {
        out.say(
            || msg!("step-copy-no-performer", card = &action.card.name),
            &[ids::COPY_SELF],
        );
        return;
    };
    let Some(source) = state.card(from).cloned() else {
        return;
    };
    if source.handle.eq_ignore_ascii_case(&copier.handle) {
        out.say(
            || msg!("step-copy-self", handle = &copier.handle),
            &[ids::COPY_SELF],
        );
        return;
    }
    let (word, delta) = match what {
        CopyWhat::Force => ("force", (state.force(&source) - state.force(&copier), 0, 0)),
        CopyWhat::Chi => ("chi", (0, state.chi(&source) - state.chi(&copier), 0)),
        CopyWhat::PersonalHonor => (
            "personal honor",
            (
                0,
                0,
                state.personal_honor(&source) - state.personal_honor(&copier),
            ),
        ),
        CopyWhat::Ability => {
            if let Some(c) = state.card_mut(&copier.handle) {
                c.mods.copied_ability = Some(source.def.name.clone());
            }
            out.say(
                || {
                    msg!(
                        "step-copy-ability",
                        copier = &copier.handle,
                        source = &source.handle,
                        copier_name = &copier.def.name,
                        source_name = &source.def.name
                    )
                },
                &[ids::COPY_ABILITY, ids::COPY_DURATION, ids::COPY_EXAMPLE_2],
            );
            return;
        }
    };
    let now = match what {
        CopyWhat::Force => state.force(&source),
        CopyWhat::Chi => state.chi(&source),
        _ => state.personal_honor(&source),
    };
    if let Some(c) = state.card_mut(&copier.handle) {
        c.mods.stats.push(Mod {
            force: delta.0,
            chi: delta.1,
            ph: delta.2,
            lasting: Lasting::Turn,
            source: format!("copy of {}'s {word}", source.handle),
        });
    }
    out.say(
        || {
            msg!(
                "step-copy-value",
                copier = &copier.handle,
                source = &source.handle,
                stat = msg!("duel-stat", stat = word.replace(' ', "-")),
                now = now
            )
        },
        &[ids::COPY_VALUE, ids::COPY_DURATION, ids::COPY_EXAMPLE],
    );
}
