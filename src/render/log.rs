//! A case's event log as a table, and the warning for a ruling whose linked step was undone.

use crate::engine::{Event, Game};
use crate::store::{Store, StoredEvent};
use std::collections::BTreeSet;

use super::layout::table_text;
use super::text::escape_controls;

/// The log as a table: seq, time, author, the line typed, and whether it was retracted.
pub fn log_table(rows: &[StoredEvent], gone: &BTreeSet<u64>) -> String {
    let mut t = comfy_table::Table::new();
    t.load_style(comfy_table::presets::UTF8_FULL_CONDENSED);
    t.set_header(vec![
        "#",
        "Recorded (local)",
        "Author",
        "Line",
        "Event",
        "Note",
    ]);
    for r in rows {
        let local = r
            .recorded_at
            .with_timezone(&chrono::Local)
            .format("%Y-%m-%d %H:%M:%S")
            .to_string();
        let note = if gone.contains(&r.seq) {
            "retracted by undo".to_string()
        } else if r.kind == "retract" {
            "undo".to_string()
        } else {
            String::new()
        };
        t.add_row(vec![
            r.seq.to_string(),
            local,
            escape_controls(&r.author).into_owned(),
            escape_controls(&r.source).into_owned(),
            escape_controls(&r.kind).into_owned(),
            note,
        ]);
    }
    table_text(t)
}

/// A warning when a ruling's linked step was undone: the ruling rests on a line the log keeps
/// only as retracted. None when the step stands, or when the case cannot be read.
pub fn undone_warning(store: &Store, link: Option<&(String, u64)>) -> Option<String> {
    let (case, at) = link?;
    let info = store.case(case).ok()?;
    let rows = store.events(info.id).ok()?;
    let events = rows
        .iter()
        .map(|r| Event::from_json(r.version, &r.payload))
        .collect::<Result<Vec<_>, _>>()
        .ok()?;
    let gone = Game::replay(events).retracted();
    gone.contains(at).then(|| {
        format!(
            "event {at} of case `{}` was undone: this ruling rests on a step the case no longer takes; `gunbai log {}` shows the log, and `gunbai ruling correct` can link a step that stands",
            info.name, info.name
        )
    })
}
