//! The step every event that brings a card adds: where the card comes from. A made-up card of
//! the built-in library says so every time it appears; a printed card from an imported card
//! database names the database and the card's id. `apply` adds it to every explained event, so
//! no edge adds it by hand.

use crate::engine::core::event::Event;
use crate::engine::core::out::Out;
use crate::msg;
use crate::rules::ids;

/// Says where the card `event` brings comes from, after the event's own steps.
pub(crate) fn card_notes(event: &Event, out: &mut Out) {
    let def = match event {
        Event::Enter { card, .. }
        | Event::Hand { card, .. }
        | Event::DefineCard { card }
        | Event::Fill { card, .. }
        | Event::Declare { card, .. } => card,
        _ => return,
    };
    let cites = [ids::PROC_CARD];
    if def.synthetic {
        out.say(|| msg!("step-card-made-up", card = &def.name), &cites);
    } else if let Some(origin) = &def.origin {
        match (&def.text, event) {
            // Effects read from the printed text: the ability, and the reading.
            (_, Event::Declare { .. }) if def.read_from_text.is_some() => {
                if let Some(r) = &def.read_from_text {
                    out.say(
                        || {
                            msg!(
                                "step-card-printed-read",
                                card = &def.name,
                                origin = origin,
                                printed = &r.printed,
                                read = &r.read
                            )
                        },
                        &cites,
                    );
                }
            }
            // No effects: the session says which part of the printed ability gunbai could not
            // play (`session::unplayable_note`), with the printed-text reader that lies above
            // the engine.
            (Some(_), Event::Declare { .. }) if def.effects.is_empty() => {}
            // Effects typed for a printed card: its text, to compare them with.
            (Some(text), Event::Declare { .. }) if !def.effects.is_empty() => out.say(
                || {
                    msg!(
                        "step-card-printed-text",
                        card = &def.name,
                        origin = origin,
                        text = text
                    )
                },
                &cites,
            ),
            _ => out.say(
                || msg!("step-card-printed", card = &def.name, origin = origin),
                &cites,
            ),
        }
    }
}
