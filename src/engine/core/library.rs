//! The card library: cards a judge can name without typing their text. Embedded from
//! `fixtures/cards/*.toml`; a case's own `card` definitions come first.

use crate::engine::core::card::CardDef;
use serde::Deserialize;
use std::sync::OnceLock;

/// Every library file, embedded. Adding a file is one line here.
const FILES: &[(&str, &str)] = &[
    (
        "fixtures/cards/actions.toml",
        include_str!("../../../fixtures/cards/actions.toml"),
    ),
    (
        "fixtures/cards/followers.toml",
        include_str!("../../../fixtures/cards/followers.toml"),
    ),
    (
        "fixtures/cards/strongholds.toml",
        include_str!("../../../fixtures/cards/strongholds.toml"),
    ),
    (
        "fixtures/cards/personalities.toml",
        include_str!("../../../fixtures/cards/personalities.toml"),
    ),
    (
        "fixtures/cards/holdings.toml",
        include_str!("../../../fixtures/cards/holdings.toml"),
    ),
    (
        "fixtures/cards/regions.toml",
        include_str!("../../../fixtures/cards/regions.toml"),
    ),
    (
        "fixtures/cards/events.toml",
        include_str!("../../../fixtures/cards/events.toml"),
    ),
    (
        "fixtures/cards/fate.toml",
        include_str!("../../../fixtures/cards/fate.toml"),
    ),
    (
        "fixtures/cards/items.toml",
        include_str!("../../../fixtures/cards/items.toml"),
    ),
    (
        "fixtures/cards/spells.toml",
        include_str!("../../../fixtures/cards/spells.toml"),
    ),
    (
        "fixtures/cards/ancestors.toml",
        include_str!("../../../fixtures/cards/ancestors.toml"),
    ),
    (
        "fixtures/cards/kiho.toml",
        include_str!("../../../fixtures/cards/kiho.toml"),
    ),
    (
        "fixtures/cards/rings.toml",
        include_str!("../../../fixtures/cards/rings.toml"),
    ),
];

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    card: Vec<CardDef>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LibraryError {
    #[error("{file}: {message}")]
    Malformed { file: String, message: String },
    #[error("{file}: the card `{name}` is defined twice")]
    Duplicate { file: String, name: String },
}

#[derive(Debug, Clone, Default)]
pub struct Library {
    cards: Vec<CardDef>,
}

impl Library {
    /// Parses library files; used for the embedded library and by tests.
    pub fn load(files: &[(&str, &str)]) -> Result<Library, LibraryError> {
        let mut cards: Vec<CardDef> = Vec::new();
        for (file, text) in files {
            let parsed: File = toml::from_str(text).map_err(|e| LibraryError::Malformed {
                file: file.to_string(),
                message: e.to_string(),
            })?;
            for c in parsed.card {
                if cards.iter().any(|k| k.name.eq_ignore_ascii_case(&c.name)) {
                    return Err(LibraryError::Duplicate {
                        file: file.to_string(),
                        name: c.name,
                    });
                }
                cards.push(c);
            }
        }
        Ok(Library { cards })
    }

    /// The embedded library. A test proves it loads.
    pub fn embedded() -> &'static Library {
        static LIB: OnceLock<Library> = OnceLock::new();
        LIB.get_or_init(|| {
            Library::load(FILES)
                .expect("the embedded library is checked by the test embedded_library_loads")
        })
    }

    pub fn embedded_files() -> &'static [(&'static str, &'static str)] {
        FILES
    }

    pub fn cards(&self) -> &[CardDef] {
        &self.cards
    }

    /// This library with `first` put before its own cards: a card of the same name (ignoring case)
    /// is replaced. Used for the cards of an imported card database.
    pub fn with_cards(&self, first: Vec<CardDef>) -> Library {
        let mut cards = first;
        for c in &self.cards {
            if !cards.iter().any(|k| k.name.eq_ignore_ascii_case(&c.name)) {
                cards.push(c.clone());
            }
        }
        Library { cards }
    }

    /// A card by exact name, ignoring case.
    pub fn get(&self, name: &str) -> Option<&CardDef> {
        self.cards
            .iter()
            .find(|c| c.name.eq_ignore_ascii_case(name))
    }
}
