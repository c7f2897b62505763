//! Laying text out for the terminal's width: tables that wrap between words, and wrapped lines.

use comfy_table::{ContentArrangement, Table};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// The width to lay text out for: `COLUMNS` when set to a number (20 or more), else the width of
/// the terminal that standard output is, else `None` (piped output is not wrapped).
pub fn output_width() -> Option<usize> {
    if let Some(n) = std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<usize>().ok())
        .filter(|&n| n >= 20)
    {
        return Some(n);
    }
    Table::new().width().map(usize::from).filter(|&n| n >= 20)
}

/// Lays a table out for [`output_width`] so that it wraps between words and never inside one
/// (`hotu|ri`): each column gets at least its longest word, the room left goes to the columns
/// with the most text. When even the longest words do not fit side by side, the table is drawn
/// as one block per row (`Header: value · …`, wrapped between words). Without a width (piped
/// output) the table is left as it is.
pub fn fit(t: &mut Table, width: Option<usize>) -> Option<String> {
    use comfy_table::{ColumnConstraint, Width};
    let width = width?;
    let rows: Vec<Vec<String>> = t
        .header()
        .into_iter()
        .chain(t.row_iter())
        .map(|r| r.cell_iter().map(|c| c.content()).collect())
        .collect();
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    if columns == 0 {
        return None;
    }
    let mut min = vec![1usize; columns];
    let mut max = vec![1usize; columns];
    for row in &rows {
        for (i, cell) in row.iter().enumerate() {
            for line in cell.lines() {
                max[i] = max[i].max(UnicodeWidthStr::width(line));
                for word in line.split_whitespace() {
                    min[i] = min[i].max(UnicodeWidthStr::width(word));
                }
            }
        }
    }
    // Each column has a space of padding either side and a border after it, plus the first border.
    let overhead = 3 * columns + 1;
    let room = width.saturating_sub(overhead);
    let (sum_min, sum_max): (usize, usize) = (min.iter().sum(), max.iter().sum());
    t.set_width(u16::try_from(width).unwrap_or(u16::MAX));
    if sum_max <= room {
        return None;
    }
    if sum_min > room {
        return Some(blocks(&rows, width));
    }
    // Share what is left over the minimums in proportion to the text each column would add.
    let spare = room - sum_min;
    let want: usize = max.iter().zip(&min).map(|(a, b)| a - b).sum();
    let mut widths: Vec<usize> = min
        .iter()
        .zip(&max)
        .map(|(lo, hi)| lo + (hi - lo) * spare / want.max(1))
        .collect();
    let mut left = room.saturating_sub(widths.iter().sum());
    for (w, hi) in widths.iter_mut().zip(&max) {
        if left == 0 {
            break;
        }
        if *w < *hi {
            *w += 1;
            left -= 1;
        }
    }
    for (i, w) in widths.into_iter().enumerate() {
        if let Some(col) = t.column_mut(i) {
            // comfy-table's fixed widths count the padding (a space either side).
            col.set_constraint(ColumnConstraint::Absolute(Width::Fixed(
                u16::try_from(w + 2).unwrap_or(u16::MAX),
            )));
        }
    }
    None
}

/// A table too wide for the terminal as one block per row: `Header: value` pairs joined by ` · `,
/// wrapped between words. The first row is the header.
fn blocks(rows: &[Vec<String>], width: usize) -> String {
    let Some((header, body)) = rows.split_first() else {
        return String::new();
    };
    let mut out = String::new();
    for row in body {
        let parts: Vec<String> = row
            .iter()
            .enumerate()
            .map(|(i, v)| (header.get(i).map(String::as_str).unwrap_or(""), v.trim()))
            .filter(|(_, v)| !v.is_empty())
            .map(|(h, v)| format!("{h}: {}", v.replace('\n', " ")))
            .collect();
        out.push_str(&wrap(&parts.join(" · "), width, "• ", "  "));
        out.push('\n');
    }
    out
}

/// A table as text for this terminal's width: see [`fit`].
pub fn table_text(t: Table) -> String {
    table_text_for(t, output_width())
}

/// A table as text for `width` columns: see [`fit`].
pub fn table_text_for(mut t: Table, width: Option<usize>) -> String {
    if width.is_none() {
        // Not even the terminal's width: the same text wherever it is printed or stored.
        t.set_content_arrangement(ContentArrangement::Disabled);
    }
    match fit(&mut t, width) {
        Some(blocks) => blocks,
        None => format!("{t}\n"),
    }
}

/// Wraps `text` to `width` columns between words: the first line starts with `first`, the others
/// with `rest` (a hanging indent). A word longer than a line is kept whole. Runs of full-width
/// characters (Japanese) may break between characters, as Japanese text does.
pub fn wrap(text: &str, width: usize, first: &str, rest: &str) -> String {
    let mut out = String::from(first);
    let mut col = UnicodeWidthStr::width(first);
    let mut at_start = true;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let w = UnicodeWidthStr::width(word);
        let gap = usize::from(!at_start);
        if !at_start && col + gap + w > width {
            out.push('\n');
            out.push_str(rest);
            col = UnicodeWidthStr::width(rest);
            at_start = true;
        }
        if !at_start {
            out.push(' ');
            col += 1;
        }
        // A long run of wide characters breaks between characters.
        if col + w > width && word.chars().any(|c| UnicodeWidthChar::width(c) == Some(2)) {
            for ch in word.chars() {
                let cw = UnicodeWidthChar::width(ch).unwrap_or(0);
                if col + cw > width && col > UnicodeWidthStr::width(rest) {
                    out.push('\n');
                    out.push_str(rest);
                    col = UnicodeWidthStr::width(rest);
                }
                out.push(ch);
                col += cw;
            }
        } else {
            out.push_str(word);
            col += w;
        }
        at_start = false;
    }
    out
}
