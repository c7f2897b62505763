//! The readings gunbai takes where a rule is ambiguous, as steps and refusals state them. A
//! reading is never worded in the engine: it is the `reading` of the rule's corpus entry
//! (`rulings/*.toml`), cited by that rule's id, so the engine and the corpus always say the same
//! thing. This file only looks readings up; the steps that state one are `reading_steps.rs`.

#[cfg(test)]
use crate::rules::{corpus, RuleId};

/// The reading the corpus gives for `id` (empty if the entry has none; a test checks that every
/// id the engine states a reading of has one). Steps and refusals state a reading with
/// `Arg::Reading`, which renders it in the language asked for.
#[cfg(test)]
pub(crate) fn reading(id: RuleId) -> &'static str {
    corpus()
        .rule(id)
        .and_then(|r| r.reading.as_deref())
        .unwrap_or("")
}

/// The rule ids whose readings the engine states.
#[cfg(test)]
pub(crate) const STATED: &[RuleId] = {
    use crate::rules::ids::*;
    &[
        OPTIONAL_FIRST_TURN_DRAW,
        BOW_BOWED_UNUSABLE,
        TRAIT_ELEMENTAL,
        REF_BATTLE_HONOR,
        REF_TURN_STRAIGHTEN,
        REF_BATTLE_DEFENDER_FIRST,
        FAVOR_USE_REACTION,
        RANGED_TARGETS,
        VICTORY_DISHONOR_LOSS,
        ACTION_REACTION_ORDER,
        PLAY_REGION,
        UNIQUE_IN_PLAY,
        PLAY_ANCESTOR_1,
        FAVOR_PETITION,
        FAVOR_PETITION_SIDES,
        FAVOR_PETITION_ORDER,
        FAVOR_PETITION_GIFT,
        TRAIT_TACTICIAN,
        DUEL_CHALLENGE,
        DUEL_CHI,
        DESTROY_UNIT,
        DUEL_FOCUS_STRIKE,
        TRAIT_DOUBLE_CHI,
        ATTACH_MOVE,
        REF_BATTLE_SEGMENTS,
        REF_TURN_EVENTS,
    ]
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reading_the_engine_states_is_in_the_corpus() {
        for &id in STATED {
            assert!(!reading(id).is_empty(), "{id} has no reading in the corpus");
        }
    }
}
