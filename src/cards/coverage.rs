//! `gunbai cards coverage`: how many printed abilities of the imported cards the reader
//! ([`super::ability`]) reads fully, partly or not at all, by timing, by the template of the
//! effect and by card kind, with examples of what it could not read: the reader's to-do list.

use super::ability::{self, Extent, Timing};
use super::printed;
use crate::i18n::Lang;
use crate::store::cards::CardStore;
use crate::tr;
use anyhow::Result;
use serde::Serialize;
use std::collections::BTreeMap;

/// Fully, partly and not read, counted.
#[derive(Debug, Default, Clone, Copy, Serialize)]
pub struct Counts {
    pub fully: u64,
    pub partly: u64,
    pub not: u64,
}

impl Counts {
    fn add(&mut self, e: Extent) {
        match e {
            Extent::Fully => self.fully += 1,
            Extent::Partly => self.partly += 1,
            Extent::Not => self.not += 1,
        }
    }

    pub fn total(&self) -> u64 {
        self.fully + self.partly + self.not
    }

    fn line(&self, what: &str, lang: Lang) -> String {
        let t = self.total();
        let pct = |n: u64| {
            if t == 0 {
                0.0
            } else {
                n as f64 * 100.0 / t as f64
            }
        };
        let word = |w: &str| tr!(lang, "coverage-extent", extent = w);
        // Padded by display width, so that Japanese headings (two columns a character) line up.
        let pad = " ".repeat(28usize.saturating_sub(unicode_width::UnicodeWidthStr::width(what)));
        format!(
            "  {what}{pad} {t:>5}   {} {:>5} ({:>5.1}%)   {} {:>5}   {} {:>5}",
            word("fully"),
            self.fully,
            pct(self.fully),
            word("partly"),
            self.partly,
            word("not"),
            self.not
        )
    }
}

/// An unread part, as a template (numbers as N, lower-case, its first words), with how often it
/// comes and one card it comes from.
#[derive(Debug, Clone, Serialize)]
pub struct Unread {
    pub template: String,
    pub count: u64,
    pub example_card: String,
    pub example: String,
}

#[derive(Debug, Default, Serialize)]
pub struct Coverage {
    pub cards: u64,
    pub cards_with_abilities: u64,
    pub abilities: Counts,
    /// Timed abilities (every timing but a holding's gold).
    pub timed: Counts,
    pub produce_gold: Counts,
    /// Fully read abilities the engine plays as read (`Ability::to_engine`, or `to_gold` for a
    /// gold ability): timed ones, and gold ones.
    pub played_timed: u64,
    pub played_gold: u64,
    /// Why fully read timed abilities are not played as read: the first part the engine cannot
    /// play, with digits as `N`, and how many.
    pub not_played: BTreeMap<String, u64>,
    pub by_timing: BTreeMap<String, Counts>,
    pub by_effect: BTreeMap<String, Counts>,
    pub by_kind: BTreeMap<String, Counts>,
    pub unread: Vec<Unread>,
}

/// The template of an unread part: lower-case, numbers as N, at most six words.
fn template(part: &str) -> String {
    part.split_whitespace()
        .take(6)
        .map(|w| {
            let w = w.to_lowercase();
            if w.chars().any(|c| c.is_ascii_digit()) {
                w.chars()
                    .map(|c| if c.is_ascii_digit() { 'N' } else { c })
                    .collect()
            } else {
                w
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The template of the effect: the first word after the last colon.
fn effect_word(printed: &str) -> String {
    let after = printed.rsplit(':').next().unwrap_or("");
    after
        .split_whitespace()
        .next()
        .unwrap_or("(none)")
        .trim_matches(|c: char| !c.is_alphanumeric())
        .to_lowercase()
}

/// Reads every imported card's abilities and counts.
pub fn coverage(store: &dyn CardStore) -> Result<Coverage> {
    let mut cov = Coverage::default();
    let mut unread: BTreeMap<String, Unread> = BTreeMap::new();
    store.each_card(&mut |s| {
        cov.cards += 1;
        let card = printed(&s)?;
        let abilities = ability::read_card(&card.name, &card.kind, &card.text());
        if !abilities.is_empty() {
            cov.cards_with_abilities += 1;
        }
        for a in abilities {
            let e = a.extent();
            cov.abilities.add(e);
            if a.produces_gold() {
                cov.produce_gold.add(e);
                if e == Extent::Fully && a.to_gold().is_ok() {
                    cov.played_gold += 1;
                }
            } else if e == Extent::Fully {
                match a.to_engine() {
                    Ok(_) => cov.played_timed += 1,
                    Err(why) => {
                        let why: String = why
                            .chars()
                            .map(|c| if c.is_ascii_digit() { 'N' } else { c })
                            .collect();
                        *cov.not_played.entry(why).or_default() += 1;
                    }
                }
            }
            if a.timings.iter().any(|t| *t != Timing::Gold) {
                cov.timed.add(e);
            }
            let timing: Vec<&str> = a.timings.iter().map(Timing::word).collect();
            cov.by_timing.entry(timing.join("/")).or_default().add(e);
            cov.by_effect
                .entry(effect_word(&a.printed))
                .or_default()
                .add(e);
            cov.by_kind.entry(card.kind.clone()).or_default().add(e);
            for u in &a.unread {
                let t = template(u);
                let entry = unread.entry(t.clone()).or_insert_with(|| Unread {
                    template: t,
                    count: 0,
                    example_card: card.name.clone(),
                    example: a.printed.clone(),
                });
                entry.count += 1;
            }
        }
        Ok(())
    })?;
    let mut u: Vec<Unread> = unread.into_values().collect();
    u.sort_by(|a, b| b.count.cmp(&a.count).then(a.template.cmp(&b.template)));
    cov.unread = u;
    Ok(cov)
}

/// The report as text.
pub fn render(cov: &Coverage, examples: usize, lang: Lang) -> String {
    let mut out = tr!(
        lang,
        "coverage-head",
        cards = cov.cards,
        with = cov.cards_with_abilities
    );
    out.push('\n');
    let heading = |h: &str| tr!(lang, "coverage-heading", heading = h);
    out.push_str(&cov.abilities.line(&heading("all"), lang));
    out.push('\n');
    out.push_str(&cov.timed.line(&heading("timed"), lang));
    out.push('\n');
    out.push_str(&cov.produce_gold.line(&heading("gold"), lang));
    out.push('\n');
    let share = |n: u64, of: u64| {
        if of == 0 {
            0.0
        } else {
            n as f64 * 100.0 / of as f64
        }
    };
    let timed = cov.timed.total();
    out.push_str(&tr!(
        lang,
        "coverage-played",
        timed = cov.played_timed,
        of_timed = timed,
        pct = format!("{:.1}", share(cov.played_timed, timed)),
        gold = cov.played_gold,
        of_gold = cov.produce_gold.fully
    ));
    out.push('\n');
    if examples > 0 && !cov.not_played.is_empty() {
        let mut why: Vec<(&String, &u64)> = cov.not_played.iter().collect();
        why.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        out.push_str(&tr!(
            lang,
            "coverage-not-played",
            reasons = why.len(),
            shown = examples.min(why.len())
        ));
        out.push('\n');
        for (w, n) in why.into_iter().take(examples) {
            out.push_str(&format!("  {n:>4} × {w}\n"));
        }
    }
    out.push_str(&heading("by-timing"));
    out.push('\n');
    for (k, c) in &cov.by_timing {
        out.push_str(&c.line(k, lang));
        out.push('\n');
    }
    out.push_str(&heading("by-kind"));
    out.push('\n');
    for (k, c) in &cov.by_kind {
        out.push_str(&c.line(k, lang));
        out.push('\n');
    }
    out.push_str(&heading("by-effect"));
    out.push('\n');
    let mut eff: Vec<(&String, &Counts)> = cov.by_effect.iter().collect();
    eff.sort_by(|a, b| b.1.total().cmp(&a.1.total()).then(a.0.cmp(b.0)));
    for (k, c) in eff.into_iter().take(15) {
        out.push_str(&c.line(k, lang));
        out.push('\n');
    }
    if examples > 0 && !cov.unread.is_empty() {
        out.push_str(&tr!(
            lang,
            "coverage-unread",
            templates = cov.unread.len(),
            shown = examples.min(cov.unread.len())
        ));
        out.push('\n');
        for u in cov.unread.iter().take(examples) {
            out.push_str(&format!(
                "  {:>4} × `{}` — {}: {}\n",
                u.count, u.template, u.example_card, u.example
            ));
        }
    }
    out
}

pub fn coverage_command(
    store: &dyn CardStore,
    examples: usize,
    json: bool,
    lang: Lang,
) -> Result<()> {
    let cov = coverage(store)?;
    if cov.cards == 0 {
        anyhow::bail!(tr!(lang, "coverage-nothing-imported"));
    }
    if json {
        let mut out = std::io::stdout().lock();
        serde_json::to_writer_pretty(&mut out, &cov)?;
        use std::io::Write;
        writeln!(out)?;
    } else {
        print!("{}", render(&cov, examples, lang));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    /// Prints every timed ability of an imported card database with its extent, its reading and
    /// what was not read, one a line, tab-separated: for checking readings by hand. Run with
    /// `GUNBAI_READINGS_DB=FILE cargo test --lib dump_readings -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn dump_readings() {
        use crate::store::cards::CardStore;
        let Ok(path) = std::env::var("GUNBAI_READINGS_DB") else {
            return;
        };
        let store = crate::store::Store::open_read_only(std::path::Path::new(&path)).unwrap();
        store
            .each_card(&mut |s| {
                let card = super::printed(&s)?;
                for a in super::ability::read_card(&card.name, &card.kind, &card.text()) {
                    if a.produces_gold() {
                        continue;
                    }
                    println!(
                        "READ\t{:?}\t{}\t{}\t{}\t{}",
                        a.extent(),
                        card.name,
                        a.printed,
                        a.summary(),
                        a.unread.join(" | ")
                    );
                }
                Ok(())
            })
            .unwrap();
    }
}

#[cfg(test)]
mod probe {
    /// Reads the lines of the file `GUNBAI_READ_LINES` (`KIND|NAME|TEXT`) and prints each
    /// reading: for trying the reader on a few abilities.
    #[test]
    #[ignore]
    fn read_lines() {
        let Ok(path) = std::env::var("GUNBAI_READ_LINES") else {
            return;
        };
        let text = std::fs::read_to_string(path).unwrap();
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let mut it = line.splitn(3, '|');
            let (kind, name, t) = (it.next().unwrap(), it.next().unwrap(), it.next().unwrap());
            for a in super::ability::read_card(name, kind, t) {
                println!(
                    "PROBE {:?}: {}\n      {}",
                    a.extent(),
                    a.printed,
                    a.summary()
                );
            }
        }
    }
}
