//! A card as the card database prints it, and the engine's definition made from it.

use super::html;
use crate::engine::CardDef;
use crate::lang::ast::{ActionKind, CardKind, Stat};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The printed numbers the database holds, by element name, in the order a card shows them.
pub const STAT_FIELDS: &[(&str, &str, Stat)] = &[
    ("force", "force", Stat::Force),
    ("chi", "chi", Stat::Chi),
    ("personal_honor", "personal honor", Stat::PersonalHonor),
    ("honor_req", "honor requirement", Stat::HonorRequirement),
    ("cost", "gold cost", Stat::GoldCost),
    ("focus", "focus", Stat::Focus),
    ("gold_production", "gold production", Stat::GoldProduced),
    (
        "province_strength",
        "province strength",
        Stat::ProvinceStrength,
    ),
    (
        "starting_honor",
        "starting family honor",
        Stat::StartingHonor,
    ),
];

/// One card of an imported card database, as printed. Stored as JSON; its hash tells a re-import
/// whether the card changed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrintedCard {
    /// The database's `id` attribute.
    pub id: String,
    /// The database's `type` attribute, lower-case (`personality`, `strategy`, `sensei` …).
    #[serde(rename = "type")]
    pub kind: String,
    pub name: String,
    /// Printings: one `<edition>` each.
    #[serde(default)]
    pub editions: Vec<String>,
    /// Environments and arcs the card is legal in: one `<legal>` each.
    #[serde(default)]
    pub legal: Vec<String>,
    #[serde(default)]
    pub clans: Vec<String>,
    /// The text as the database has it (a little HTML).
    #[serde(default)]
    pub html: String,
    /// The keywords and traits of the first bold run.
    #[serde(default)]
    pub keywords: Vec<String>,
    /// Printed numbers as printed (`3`, `+2`, `-`, `X`, `+*`), by element name.
    #[serde(default)]
    pub stats: BTreeMap<String, String>,
    /// The elements among `stats` whose value gunbai cannot use (`+*`, `5*`, `*`, a sensei's
    /// `+2` starting honor): kept as printed and shown, never used as a number.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub as_printed: Vec<String>,
    /// The database's rulings on the card (`<rulings>`, one each), as a little HTML.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rulings: Vec<String>,
    /// The rarity (`<rarity>`: `c`, `u`, `r`, `f`, `p` …), when given.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub rarity: String,
}

/// Why an imported card cannot be brought into a case.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{name}` is a {kind} card, a kind gunbai does not play: describe it with `card \"{name}\" KIND …` to use it in a case")]
pub struct NotPlayable {
    pub name: String,
    pub kind: String,
}

impl PrintedCard {
    /// The text as plain text.
    pub fn text(&self) -> String {
        html::to_text(&self.html)
    }

    /// The engine's kind of card, if gunbai plays this kind: a strategy is an action card (a kiho
    /// when its keywords say Kiho).
    pub fn card_kind(&self) -> Option<CardKind> {
        Some(match self.kind.as_str() {
            "personality" => CardKind::Personality,
            "holding" => CardKind::Holding,
            "follower" => CardKind::Follower,
            "item" => CardKind::Item,
            "spell" => CardKind::Spell,
            "strategy" | "action" if self.has_keyword("kiho") => CardKind::Kiho,
            "strategy" | "action" => CardKind::Action,
            "kiho" => CardKind::Kiho,
            "event" => CardKind::Event,
            "region" => CardKind::Region,
            "ring" => CardKind::Ring,
            "stronghold" => CardKind::Stronghold,
            "ancestor" => CardKind::Ancestor,
            _ => return None,
        })
    }

    pub fn has_keyword(&self, k: &str) -> bool {
        self.keywords.iter().any(|w| w.eq_ignore_ascii_case(k))
    }

    /// The experienced level: from an `Experienced` / `Experienced N` keyword, else from a
    /// ` - exp` / ` - expN` ending of the name. A level that is no whole number (`3.5`) counts
    /// as its whole part; one that names a story (`Experienced CoM`, `Experienced Akodo Itoku`)
    /// as 1.
    pub fn experienced(&self) -> Option<i32> {
        for k in &self.keywords {
            let lower = k.to_lowercase();
            if let Some(rest) = lower.strip_prefix("experienced") {
                return Some(super::names::level_of(rest));
            }
        }
        super::names::exp_suffix(&self.name).map(|(_, level)| level)
    }

    /// The values kept as printed, as `label value` (`force +*`), in the order a card shows them.
    pub fn kept_as_printed(&self) -> Vec<String> {
        STAT_FIELDS
            .iter()
            .filter(|(field, _, _)| self.as_printed.iter().any(|f| f == field))
            .filter_map(|(field, label, _)| self.stats.get(*field).map(|v| format!("{label} {v}")))
            .collect()
    }

    /// The printed numbers as the engine keeps them. `-` and variable values (`X`, `*`, `?`) are
    /// no number; `+N` is N.
    pub fn numbers(&self) -> BTreeMap<Stat, i32> {
        let mut out = BTreeMap::new();
        for (field, _, stat) in STAT_FIELDS {
            if self.as_printed.iter().any(|f| f == field) {
                continue;
            }
            if let Some(v) = self
                .stats
                .get(*field)
                .and_then(|v| parse_number(v).ok().flatten())
            {
                out.insert(*stat, v);
            }
        }
        out
    }

    /// The engine's definition: kind, printed numbers, traits (keywords and clans, lower-case),
    /// unique, experienced level and the printed text, marked with where it comes from.
    pub fn to_def(&self, origin: &str) -> Result<CardDef, NotPlayable> {
        let kind = self.card_kind().ok_or_else(|| NotPlayable {
            name: self.name.clone(),
            kind: self.kind.clone(),
        })?;
        let mut def = CardDef::new(self.name.clone(), kind);
        def.stats = self.numbers();
        def.hr_dash = self.stats.get("honor_req").map(|v| v.trim()) == Some("-");
        let mut traits: Vec<String> = Vec::new();
        for t in self.keywords.iter().chain(self.clans.iter()) {
            let t = t.to_lowercase();
            if t.starts_with("experienced") || t.is_empty() {
                continue;
            }
            if !traits.contains(&t) {
                traits.push(t);
            }
        }
        def.unique = traits.iter().any(|t| t == "unique");
        def.traits = traits;
        def.experienced = self.experienced();
        def.personal_bonus = kind == CardKind::Follower
            && ["force", "chi"].iter().any(|f| {
                self.stats
                    .get(*f)
                    .is_some_and(|v| v.trim().starts_with('+'))
            });
        if matches!(kind, CardKind::Action | CardKind::Kiho | CardKind::Ring) {
            def.action = self.action_kind();
        }
        // An action card whose one printed ability the engine plays as printed: read from the
        // text, and said so in the steps.
        let abilities = super::ability::read_card(&self.name, &self.kind, &self.text());
        if kind == CardKind::Action {
            if let [one] = abilities.as_slice() {
                if let Some(e) = one
                    .to_engine()
                    .ok()
                    .filter(|e| !e.to_play().names_this_card())
                {
                    def.action = Some(e.action);
                    def.target = e.target;
                    def.trigger = e.trigger;
                    def.costs = e.costs;
                    def.effects = e.effects;
                    def.read_from_text = Some(crate::engine::card::TextReading {
                        printed: one.printed.clone(),
                        read: one.summary(),
                    });
                }
            }
        }
        // Every printed ability, with what the engine plays of it: `uses CARD ability N`.
        def.abilities = abilities.iter().map(printed_ability).collect();
        // A holding's or stronghold's one gold ability, read from the text when the engine
        // checks every condition printed with it.
        if matches!(kind, CardKind::Holding | CardKind::Stronghold) {
            let gold: Vec<_> = super::ability::read_card(&self.name, &self.kind, &self.text())
                .into_iter()
                .filter(|a| a.produces_gold())
                .collect();
            if let [one] = gold.as_slice() {
                if let Ok(g) = one.to_gold() {
                    def.gold = Some(g);
                }
            }
        }
        // One line, so that a step quoting it stays one line.
        let text = self.text().lines().collect::<Vec<_>>().join(" / ");
        if !text.is_empty() {
            def.text = Some(text);
        }
        def.rulings = self
            .rulings
            .iter()
            .map(|r| html::to_text(r).lines().collect::<Vec<_>>().join(" / "))
            .filter(|r| !r.trim().is_empty())
            .collect();
        let kept = self.kept_as_printed();
        def.origin = Some(if kept.is_empty() {
            origin.to_string()
        } else {
            format!("{origin}; kept as printed, not used: {}", kept.join(", "))
        });
        Ok(def)
    }

    /// The kind of action when the text names exactly one (`Limited:`, `Open:`, `Battle:`,
    /// `Reaction:`); otherwise the judge says it when playing the card.
    pub fn action_kind(&self) -> Option<ActionKind> {
        let text = self.text().to_lowercase();
        let found: Vec<ActionKind> = [
            ("limited:", ActionKind::Limited),
            ("open:", ActionKind::Open),
            ("battle:", ActionKind::Battle),
            ("reaction:", ActionKind::Reaction),
        ]
        .into_iter()
        .filter(|(w, _)| text.contains(w))
        .map(|(_, k)| k)
        .collect();
        match found.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }
}

/// A printed ability as a card definition carries it: the words, the reading, and what the
/// engine plays of it or why it cannot.
fn printed_ability(a: &super::ability::Ability) -> crate::engine::card::PrintedAbility {
    let (play, unplayable) = if a.produces_gold() {
        (
            None,
            Some("a gold ability, used when the card pays (`paying H`)".to_string()),
        )
    } else {
        match a.to_engine() {
            Ok(e) => (Some(e.to_play()), None),
            Err(why) => (None, Some(why)),
        }
    };
    crate::engine::card::PrintedAbility {
        printed: a.printed.clone(),
        read: a.summary(),
        timings: a.timings.iter().map(|t| t.word().to_lowercase()).collect(),
        play,
        unplayable,
    }
}

/// A printed number: `3`, `+2`, `-1` are numbers; `-`, an empty value and the variable values
/// `X`, `?` are no number (`Ok(None)`); anything else (`*`, `+*`, `5*`, `three`) is an error.
pub fn parse_number(v: &str) -> Result<Option<i32>, NotANumber> {
    let v = v.trim();
    if v.is_empty() || v == "-" || v.eq_ignore_ascii_case("x") || v == "?" {
        return Ok(None);
    }
    let digits = v.strip_prefix('+').unwrap_or(v);
    digits.parse::<i32>().map(Some).map_err(|_| NotANumber)
}

/// Whether gunbai can use a printed value of element `field` on a card of database type `kind`:
/// a number, or no number (`-`, `X`, `?`). A starred value (`*`, `+*`, `5*`) cannot be used, nor
/// can a signed starting honor, province strength or gold production on a card that is not a
/// stronghold (a sensei's `+2` changes the stronghold's, which gunbai does not apply).
pub fn usable_value(kind: &str, field: &str, v: &str) -> bool {
    if parse_number(v).is_err() {
        return false;
    }
    let signed = v.trim().starts_with(['+', '-']) && v.trim() != "-";
    !(signed
        && kind != "stronghold"
        && matches!(
            field,
            "starting_honor" | "province_strength" | "gold_production"
        ))
}

/// A printed value that is no number and no dash or variable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("not a number")]
pub struct NotANumber;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_as_printed() {
        assert_eq!(parse_number("3"), Ok(Some(3)));
        assert_eq!(parse_number("+2"), Ok(Some(2)));
        assert_eq!(parse_number("-1"), Ok(Some(-1)));
        assert_eq!(parse_number("-"), Ok(None));
        assert_eq!(parse_number("X"), Ok(None));
        assert_eq!(parse_number("three"), Err(NotANumber));
        assert_eq!(parse_number("3a"), Err(NotANumber));
        assert_eq!(parse_number("+*"), Err(NotANumber));
        assert!(!usable_value("personality", "cost", "5*"));
        assert!(!usable_value("sensei", "starting_honor", "+2"));
        assert!(usable_value("stronghold", "starting_honor", "-1"));
        assert!(usable_value("personality", "honor_req", "-"));
    }
}
