//! Where the reader today would read a stored case's printed abilities otherwise: an action
//! carries the ability it used and its reading (`CardDef::read_from_text`), and a case replays
//! with that; `gunbai verify` names each step whose ability a newer reader reads differently,
//! so the judge knows which rulings a replay under today's reading might change.

use crate::engine::Event;

/// How today's reader differs on the ability a stored event used, if it does: the reading
/// stored, and today's (`None` when today's reader finds no such ability in the printed text).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drift {
    pub card: String,
    pub printed: String,
    pub stored: String,
    pub today: Option<String>,
}

/// The drift of the ability a declared action used, when it was read from the printed text.
pub fn drift(event: &Event) -> Option<Drift> {
    let Event::Declare { card, .. } = event else {
        return None;
    };
    let (Some(r), Some(text)) = (&card.read_from_text, &card.text) else {
        return None;
    };
    let today =
        super::ability::read_card(&card.name, card.kind.keyword(), &text.replace(" / ", "\n"))
            .into_iter()
            .find(|a| a.printed == r.printed)
            .map(|a| a.summary());
    if today.as_deref() == Some(r.read.as_str()) {
        return None;
    }
    Some(Drift {
        card: card.name.clone(),
        printed: r.printed.clone(),
        stored: r.read.clone(),
        today,
    })
}

/// The line `gunbai verify` prints for an event whose printed ability today's reader reads
/// otherwise than the reading the step stored, in `lang` (control characters not escaped yet).
pub fn drift_line(event: &Event, lang: crate::i18n::Lang) -> Option<String> {
    let d = drift(event)?;
    let today = match &d.today {
        Some(t) => crate::tr!(lang, "verify-reading-today", read = t.as_str()),
        None => crate::tr!(lang, "verify-reading-gone"),
    };
    Some(crate::tr!(
        lang,
        "verify-reading-differs",
        card = d.card.as_str(),
        printed = d.printed.as_str(),
        stored = d.stored.as_str(),
        today = today
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::card::{CardDef, TextReading};
    use crate::lang::ast::{ActionKind, CardKind};

    fn declared(read: &str) -> Event {
        let mut def = CardDef::new("Test Made Up", CardKind::Action);
        def.text = Some("Limited: Gain 2 Honor. / Open: Sing.".into());
        def.read_from_text = Some(TextReading {
            printed: "Limited: Gain 2 Honor.".into(),
            read: read.into(),
        });
        Event::Declare {
            player: "Allen".into(),
            card: Box::new(def),
            kind: ActionKind::Limited,
            by: None,
            targets: Vec::new(),
            from_hand: None,
            entering: None,
        }
    }

    #[test]
    fn a_stored_reading_is_compared_with_todays() {
        let today =
            super::super::ability::read_card("Test Made Up", "action", "Limited: Gain 2 Honor.")
                .remove(0)
                .summary();
        assert_eq!(drift(&declared(&today)), None);
        let d = drift(&declared("Limited; effect gain 3 honor")).expect("differs");
        assert_eq!(d.stored, "Limited; effect gain 3 honor");
        assert_eq!(d.today.as_deref(), Some(today.as_str()));
        // A printed ability today's reader does not find.
        let mut ev = declared("x");
        if let Event::Declare { card, .. } = &mut ev {
            card.text = Some("Open: Sing.".into());
        }
        assert_eq!(drift(&ev).and_then(|d| d.today), None);
        assert!(drift(&ev).is_some());
    }
}
