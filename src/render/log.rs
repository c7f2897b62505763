//! A case's event log as a table.

use crate::i18n::Lang;
use crate::store::StoredEvent;
use std::collections::BTreeSet;

use super::layout::table_text;
use super::text::escape_controls;

/// The log as a table: seq, time, author, the line typed, and whether it was retracted.
pub fn log_table(rows: &[StoredEvent], gone: &BTreeSet<u64>, lang: Lang) -> String {
    let mut t = comfy_table::Table::new();
    t.load_style(comfy_table::presets::UTF8_FULL_CONDENSED);
    t.set_header(
        ["seq", "recorded", "author", "line", "event", "note"]
            .iter()
            .map(|c| crate::tr!(lang, "log-column", column = *c))
            .collect::<Vec<_>>(),
    );
    for r in rows {
        let local = r
            .recorded_at
            .with_timezone(&chrono::Local)
            .format("%Y-%m-%d %H:%M:%S")
            .to_string();
        let note = if gone.contains(&r.seq) {
            crate::tr!(lang, "log-retracted")
        } else if r.kind == "retract" {
            crate::tr!(lang, "log-undo")
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
