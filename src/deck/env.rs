//! Deck environments: the optional simulation rules that limit which cards a deck may hold, as
//! data (`fixtures/environments.toml`, embedded).

use crate::engine::{CardDef, Library};
use crate::lang::ast::CardKind;
use crate::rules::ids::{self, RuleId};
use serde::Deserialize;
use std::sync::OnceLock;

const FILE: (&str, &str) = (
    "fixtures/environments.toml",
    include_str!("../../fixtures/environments.toml"),
);

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    environment: Vec<Spec>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Spec {
    id: String,
    title: String,
    rule: String,
    sets: String,
    #[serde(default)]
    kinds: Vec<CardKind>,
    #[serde(default)]
    later_versions: bool,
    #[serde(default)]
    note: Option<String>,
    #[serde(default)]
    cards: Vec<String>,
}

/// One environment: the cards its sets are known to hold, and the rule that limits a deck to them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Environment {
    pub id: String,
    pub title: String,
    pub rule: RuleId,
    /// The sets the cards must come from, for messages: `Jade, Pearl and Hidden Emperor`.
    pub sets: String,
    /// The kinds of card the list limits; empty means every kind, the stronghold included.
    pub kinds: Vec<CardKind>,
    /// A card is also allowed when a later version of it is on the list.
    pub later_versions: bool,
    pub note: Option<String>,
    pub cards: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EnvError {
    #[error("{file}: {message}")]
    Malformed { file: String, message: String },
    #[error("{file}: the environment `{id}` is defined twice")]
    Duplicate { file: String, id: String },
    #[error("{file}: the environment `{id}` cites `{rule}`, which is not a rule id gunbai can cite: use one of rules::ids")]
    UnknownRule {
        file: String,
        id: String,
        rule: String,
    },
}

/// Every environment of one file.
#[derive(Clone, Debug, Default)]
pub struct Environments {
    envs: Vec<Environment>,
}

impl Environments {
    /// Parses an environments file; used for the embedded file and by tests.
    pub fn load(file: &str, text: &str) -> Result<Environments, EnvError> {
        let parsed: File = toml::from_str(text).map_err(|e| EnvError::Malformed {
            file: file.to_string(),
            message: e.to_string(),
        })?;
        let mut envs: Vec<Environment> = Vec::new();
        for spec in parsed.environment {
            if envs.iter().any(|e| e.id.eq_ignore_ascii_case(&spec.id)) {
                return Err(EnvError::Duplicate {
                    file: file.to_string(),
                    id: spec.id,
                });
            }
            let Some(rule) = ids::RuleId::parse(&spec.rule) else {
                return Err(EnvError::UnknownRule {
                    file: file.to_string(),
                    id: spec.id,
                    rule: spec.rule,
                });
            };
            envs.push(Environment {
                id: spec.id,
                title: spec.title,
                rule,
                sets: spec.sets,
                kinds: spec.kinds,
                later_versions: spec.later_versions,
                note: spec.note,
                cards: spec.cards,
            });
        }
        Ok(Environments { envs })
    }

    /// The embedded environments. A test proves the file loads.
    pub fn embedded() -> &'static Environments {
        static ENVS: OnceLock<Environments> = OnceLock::new();
        ENVS.get_or_init(|| {
            Environments::load(FILE.0, FILE.1).expect(
                "the embedded environments are checked by the test embedded_environments_load",
            )
        })
    }

    /// The embedded file, name and text.
    pub fn embedded_file() -> (&'static str, &'static str) {
        FILE
    }

    pub fn all(&self) -> &[Environment] {
        &self.envs
    }

    /// An environment by id, ignoring case.
    pub fn get(&self, id: &str) -> Option<&Environment> {
        self.envs.iter().find(|e| e.id.eq_ignore_ascii_case(id))
    }

    /// The ids, for messages: `hidden-emperor, extended-jade`.
    pub fn ids(&self) -> Vec<&str> {
        self.envs.iter().map(|e| e.id.as_str()).collect()
    }
}

impl Environment {
    /// True when the list limits cards of this kind.
    pub fn limits(&self, kind: CardKind) -> bool {
        self.kinds.is_empty() || self.kinds.contains(&kind)
    }

    /// Why the card is refused, for a violation.
    pub fn refusal(&self, card: &CardDef) -> crate::msg::Msg {
        let other = if self.kinds.is_empty() {
            "card"
        } else {
            card.kind.keyword()
        };
        crate::msg!(
            "deck-env-refusal",
            card = card.name.as_str(),
            sets = self.sets.as_str(),
            title = self.title.as_str(),
            kind = other
        )
    }

    /// True when the card may be in a deck under this environment.
    pub fn allows(&self, card: &CardDef, lib: &Library) -> bool {
        if !self.limits(card.kind) {
            return true;
        }
        if self
            .cards
            .iter()
            .any(|c| c.eq_ignore_ascii_case(&card.name))
        {
            return true;
        }
        self.later_versions
            && self.cards.iter().any(|c| {
                lib.get(c).is_some_and(|listed| {
                    base_name(&listed.name).eq_ignore_ascii_case(base_name(&card.name))
                        && level(listed) > level(card)
                })
            })
    }
}

/// The name shared by every version of a card: `Isawa Tadaka (Experienced)` → `Isawa Tadaka`.
pub use crate::cards::names::base_name;

/// The version of a card: 0 for a plain card, N for experienced N.
pub fn level(card: &CardDef) -> i32 {
    match card.experienced {
        Some(n) => n.max(1),
        None if card.has_trait("experienced") => 1,
        None => 0,
    }
}
