//! `gunbai cards import | show | search`, and the text both the command line and the shell print.

use super::{import, printed, ImportError, PrintedCard, STAT_FIELDS};
use crate::engine::names::closest;
use crate::engine::{CardDef, Library};
use crate::i18n::Lang;
use crate::lang::ast::Stat;
use crate::msg::Arg;
use crate::store::cards::{CardStore, StoredCard};
use crate::store::StoreError;
use crate::tr;
use anyhow::{bail, Context, Result};
use chrono::Utc;
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;
use std::io::IsTerminal;
use std::path::Path;

/// How many cards `cards search` lists.
pub const SEARCH_LIMIT: u32 = 50;

/// `gunbai cards import FILE`: reads, imports in one transaction, prints what changed.
pub fn import_command(
    store: &mut dyn CardStore,
    file: &Path,
    json: bool,
    lang: Lang,
) -> Result<()> {
    let label = file.display().to_string();
    let bytes = crate::input::read_limited(file, crate::input::CARDS_LIMIT)
        .with_context(|| tr!(lang, "cards-cannot-read", file = label.as_str()))?;
    let bar = if std::io::stderr().is_terminal() && !json {
        let bar = ProgressBar::new(bytes.len() as u64);
        bar.set_style(
            ProgressStyle::with_template("{msg:>8} [{bar:40}] {percent:>3}%")
                .unwrap_or_else(|_| ProgressStyle::default_bar())
                .progress_chars("=> "),
        );
        Some(bar)
    } else {
        None
    };
    let result = import(
        store,
        &label,
        &bytes,
        Utc::now(),
        &mut |phase, done, total| {
            if let Some(b) = &bar {
                b.set_message(if phase == 0 { "reading" } else { "writing" });
                b.set_length(total.max(1));
                b.set_position(done);
            }
        },
    );
    if let Some(b) = &bar {
        b.finish_and_clear();
    }
    let imported = result.map_err(|e: ImportError| anyhow::anyhow!(e))?;
    if json {
        println!("{}", serde_json::to_string_pretty(&imported)?);
    } else {
        let s = &imported.summary;
        let version = if imported.version.is_empty() {
            tr!(lang, "cards-no-version")
        } else {
            tr!(lang, "cards-version", version = imported.version.as_str())
        };
        println!(
            "{}",
            tr!(
                lang,
                "cards-imported",
                file = imported.file.as_str(),
                version = version,
                cards = imported.cards,
                added = s.added,
                changed = s.changed,
                unchanged = s.unchanged
            )
        );
        if s.kept > 0 {
            println!("{}", tr!(lang, "cards-kept-before", count = s.kept));
        }
        let kept = &imported.kept_as_printed;
        println!(
            "{}",
            tr!(
                lang,
                "cards-kept-count",
                count = kept.len(),
                colon = if kept.is_empty() { "no" } else { "yes" }
            )
        );
        for k in kept {
            println!("  {} (id {}): {}", k.name, k.id, k.values.join(", "));
        }
        if !imported.notes.is_empty() {
            println!(
                "{}",
                tr!(lang, "cards-not-as-written", count = imported.notes.len())
            );
            for n in &imported.notes {
                if n.line > 0 {
                    println!(
                        "  {}",
                        tr!(
                            lang,
                            "cards-note-at-line",
                            line = n.line,
                            card = n.card.as_str(),
                            what = n.what.as_str()
                        )
                    );
                } else {
                    println!("  {}: {}", n.card, n.what);
                }
            }
        }
    }
    Ok(())
}

/// A card found by `cards show`: imported ones, or a built-in one.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "source", rename_all = "kebab-case")]
pub enum Found {
    Imported {
        card: PrintedCard,
        text: String,
        file: String,
        version: String,
        imported_at: String,
    },
    BuiltIn {
        card: CardDef,
        made_up: bool,
        /// An imported card of the same name is used instead of this one.
        #[serde(default)]
        shadowed: bool,
    },
}

/// Looks a name up: imported cards of exactly that name, else the built-in card, else a unique
/// beginning of a name. An unknown or ambiguous name is an error that says what to type.
pub fn find(store: &dyn CardStore, lib: &Library, name: &str) -> Result<Vec<Found>> {
    let name = name.trim().trim_matches('"').trim();
    if name.is_empty() {
        bail!("give a card name: `cards show \"Card Name\"`");
    }
    let exact = store.cards_named(name)?;
    if !exact.is_empty() {
        let mut found = imported(&exact)?;
        if let Some(c) = lib.get(name) {
            found.push(Found::BuiltIn {
                card: c.clone(),
                made_up: c.synthetic,
                shadowed: true,
            });
        }
        return Ok(found);
    }
    // The printed versions of the name (`Name - inexp`, `Name - exp2`): a printed card wins over
    // a made-up built-in card of the same name, shown after them.
    let versions: Vec<StoredCard> = store
        .cards_starting(&format!("{name} - "), 50)?
        .into_iter()
        .filter(|c| super::names::base_name(&c.name).eq_ignore_ascii_case(name))
        .collect();
    if let Some(c) = lib.get(name) {
        if c.synthetic && !versions.is_empty() {
            let mut found = imported(&versions)?;
            found.push(built_in(c));
            return Ok(found);
        }
        return Ok(vec![built_in(c)]);
    }
    if !versions.is_empty() {
        return imported(&versions);
    }
    let starting = store.cards_starting(name, 21)?;
    let mut names: Vec<String> = starting.iter().map(|c| c.name.clone()).collect();
    let lower = name.to_lowercase();
    names.extend(
        lib.cards()
            .iter()
            .filter(|c| c.name.to_lowercase().starts_with(&lower))
            .map(|c| c.name.clone()),
    );
    names.sort_by_key(|n| n.to_lowercase());
    names.dedup_by(|a, b| a.eq_ignore_ascii_case(b));
    if names.is_empty() {
        // A part of a name, as a judge says it (a personal name: `hoturi`).
        names.extend(
            store
                .cards_containing(name, 21)?
                .into_iter()
                .map(|c| c.name)
                .chain(
                    lib.cards()
                        .iter()
                        .filter(|c| c.name.to_lowercase().contains(&lower))
                        .map(|c| c.name.clone()),
                ),
        );
        names.sort_by_key(|n| n.to_lowercase());
        names.dedup_by(|a, b| a.eq_ignore_ascii_case(b));
        if names.len() > 1 && names.len() <= 20 {
            bail!(
                "several cards are named with `{name}`: {}; type one of them",
                names.join(", ")
            );
        }
    }
    match names.as_slice() {
        [] => {}
        [one] => return find(store, lib, &one.clone()),
        many => {
            let shown: Vec<&str> = many.iter().take(20).map(String::as_str).collect();
            bail!(
                "several cards start with `{name}`: {}{}; type more of the name",
                shown.join(", "),
                if many.len() > 20 { ", …" } else { "" }
            );
        }
    }
    let all = store.card_names()?;
    let suggestion = closest(
        name,
        all.iter()
            .map(String::as_str)
            .chain(lib.cards().iter().map(|c| c.name.as_str())),
    );
    let hint = match suggestion {
        Some(s) => format!("did you mean \"{s}\"? "),
        None => String::new(),
    };
    bail!(
        "no card is named `{name}`: {hint}`cards search WORDS` looks in names, traits and text{}",
        if all.is_empty() {
            "; no card database is imported yet (`gunbai cards import FILE.xml`)"
        } else {
            ""
        }
    )
}

fn imported(rows: &[StoredCard]) -> Result<Vec<Found>> {
    rows.iter()
        .map(|s| {
            let card = printed(s)?;
            Ok(Found::Imported {
                text: card.text(),
                card,
                file: s.import.file.clone(),
                version: s.import.version.clone(),
                imported_at: s.import.imported_at.clone(),
            })
        })
        .collect::<Result<_, StoreError>>()
        .map_err(Into::into)
}

fn built_in(c: &CardDef) -> Found {
    Found::BuiltIn {
        card: c.clone(),
        made_up: c.synthetic,
        shadowed: false,
    }
}

/// `cards show` as text.
pub fn render(found: &[Found], lang: Lang) -> String {
    let mut out = String::new();
    for (i, f) in found.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        match f {
            Found::Imported {
                card,
                text,
                file,
                version,
                imported_at,
            } => render_imported(&mut out, card, text, (file, version, imported_at), lang),
            Found::BuiltIn {
                card,
                made_up,
                shadowed,
            } => render_built_in(&mut out, card, *made_up, *shadowed, lang),
        }
    }
    out
}

/// A line of a card's description in `lang`, indented under the card's name.
fn line(out: &mut String, text: String) {
    out.push_str("  ");
    out.push_str(&text);
    out.push('\n');
}

fn render_imported(
    out: &mut String,
    c: &PrintedCard,
    text: &str,
    (file, version, imported_at): (&str, &str, &str),
    lang: Lang,
) {
    let clans = if c.clans.is_empty() {
        String::new()
    } else {
        format!(", {}", c.clans.join(", "))
    };
    out.push_str(&tr!(
        lang,
        "cards-head",
        name = &c.name,
        kind = &c.kind,
        clans = clans,
        id = &c.id
    ));
    out.push('\n');
    let stats: Vec<String> = STAT_FIELDS
        .iter()
        .filter_map(|(field, _, _)| {
            c.stats
                .get(*field)
                .map(|v| tr!(lang, "cards-stat", stat = *field, value = v.as_str()))
        })
        .collect();
    if !stats.is_empty() {
        line(out, stats.join(" · "));
    }
    let kept = c.kept_as_printed();
    if !kept.is_empty() {
        line(
            out,
            tr!(lang, "cards-kept", values = Arg::commas(kept).words(lang)),
        );
    }
    if !c.keywords.is_empty() {
        line(
            out,
            tr!(lang, "cards-traits", traits = c.keywords.join(" • ")),
        );
    }
    if !text.is_empty() {
        line(out, tr!(lang, "cards-text"));
        for l in text.lines() {
            out.push_str(&format!("    {l}\n"));
        }
    }
    let abilities = super::ability::read_card(&c.name, &c.kind, text);
    if !abilities.is_empty() {
        line(out, tr!(lang, "cards-read"));
        for (i, a) in abilities.iter().enumerate() {
            let extent = match a.extent() {
                super::ability::Extent::Fully => "fully",
                super::ability::Extent::Partly => "partly",
                super::ability::Extent::Not => "not",
            };
            out.push_str(&format!(
                "    {}. {} {}\n",
                i + 1,
                tr!(lang, "cards-extent", extent = extent),
                a.summary_in(lang)
            ));
        }
    }
    if !c.rulings.is_empty() {
        line(out, tr!(lang, "cards-rulings"));
        for r in &c.rulings {
            for (i, l) in super::html::to_text(r).lines().enumerate() {
                out.push_str(if i == 0 { "    - " } else { "      " });
                out.push_str(l);
                out.push('\n');
            }
        }
    }
    line(
        out,
        tr!(
            lang,
            "cards-printings",
            list = list_or_none(&c.editions, lang)
        ),
    );
    line(
        out,
        tr!(lang, "cards-legal", list = list_or_none(&c.legal, lang)),
    );
    if c.card_kind().is_none() {
        line(
            out,
            tr!(lang, "cards-not-played", kind = &c.kind, name = &c.name),
        );
    }
    // Stored as RFC 3339 with fractions of a second; shown to the second.
    let when = match imported_at.get(..19) {
        Some(t) => format!("{} UTC", t.replace('T', " ")),
        None => imported_at.to_string(),
    };
    line(
        out,
        tr!(
            lang,
            "cards-source-printed",
            file = file,
            version = if version.is_empty() {
                tr!(lang, "cards-no-version")
            } else {
                tr!(lang, "cards-version", version = version)
            },
            when = when
        ),
    );
}

fn render_built_in(out: &mut String, c: &CardDef, made_up: bool, shadowed: bool, lang: Lang) {
    out.push_str(&tr!(
        lang,
        "cards-head-built-in",
        name = &c.name,
        kind = c.kind.keyword()
    ));
    out.push('\n');
    if shadowed {
        line(
            out,
            tr!(
                lang,
                "cards-shadowed",
                name = &c.name,
                made_up = if made_up { "yes" } else { "no" }
            ),
        );
    }
    let stats: Vec<String> = Stat::ALL
        .iter()
        .filter_map(|s| c.stats.get(s).map(|v| format!("{} {v}", s.keyword())))
        .chain(c.hr_dash.then(|| "hr -".to_string()))
        .collect();
    if !stats.is_empty() {
        line(out, stats.join(" · "));
    }
    if !c.traits.is_empty() {
        line(
            out,
            tr!(lang, "cards-traits", traits = c.traits.join(" • ")),
        );
    }
    if let Some(level) = c.experienced {
        line(
            out,
            tr!(lang, "cards-experienced", level = level.to_string()),
        );
    }
    if let Some(t) = &c.text {
        line(out, tr!(lang, "cards-own-words", text = t.as_str()));
    }
    line(
        out,
        tr!(
            lang,
            "cards-source-built-in",
            made_up = if made_up { "yes" } else { "no" }
        ),
    );
    if let Some(n) = &c.note {
        line(out, tr!(lang, "cards-note", note = n.as_str()));
    }
}

fn list_or_none(v: &[String], lang: Lang) -> String {
    if v.is_empty() {
        tr!(lang, "cards-none-given")
    } else {
        Arg::commas(v).words(lang)
    }
}

/// `gunbai cards show NAME`.
pub fn show_command(store: &dyn CardStore, name: &str, json: bool, lang: Lang) -> Result<()> {
    let found = find(store, Library::embedded(), name)?;
    if json {
        println!("{}", serde_json::to_string_pretty(&found)?);
    } else {
        print!("{}", render(&found, lang));
    }
    Ok(())
}

/// One line of `cards search`.
#[derive(Debug, Clone, Serialize)]
pub struct Hit {
    pub name: String,
    pub kind: String,
    pub id: Option<String>,
    pub traits: Vec<String>,
    pub source: &'static str,
}

/// Searches imported cards (names, traits and text) and the built-in library; every word must
/// be found. Returns the hits and how many imported cards matched in all.
pub fn search(store: &dyn CardStore, lib: &Library, words: &[String]) -> Result<(Vec<Hit>, u64)> {
    let words: Vec<String> = words
        .iter()
        .flat_map(|w| w.split_whitespace())
        .map(|w| w.trim_matches('"').to_lowercase())
        .filter(|w| !w.is_empty())
        .collect();
    if words.is_empty() {
        bail!("give words to search for: `cards search oni fear`");
    }
    let (rows, total) = store.search_cards(&words, SEARCH_LIMIT)?;
    let mut hits = Vec::new();
    for s in &rows {
        let c = printed(s)?;
        hits.push(Hit {
            name: c.name.clone(),
            kind: c.kind.clone(),
            id: Some(c.id.clone()),
            traits: c.keywords.clone(),
            source: "imported",
        });
    }
    for c in lib.cards() {
        let hay = format!(
            "{}\n{}\n{}",
            c.name.to_lowercase(),
            c.traits.join("\n"),
            c.text.as_deref().unwrap_or("").to_lowercase()
        );
        if words.iter().all(|w| hay.contains(w.as_str())) {
            hits.push(Hit {
                name: c.name.clone(),
                kind: c.kind.keyword().to_string(),
                id: None,
                traits: c.traits.clone(),
                source: if c.synthetic {
                    "built-in, made up"
                } else {
                    "built-in"
                },
            });
        }
    }
    Ok((hits, total))
}

/// `cards search` as text.
pub fn render_hits(hits: &[Hit], total_imported: u64, lang: Lang) -> String {
    if hits.is_empty() {
        return format!("{}\n", tr!(lang, "cards-no-match"));
    }
    let mut out = String::new();
    for h in hits {
        let id =
            h.id.as_ref()
                .map(|i| format!(" id {i}"))
                .unwrap_or_default();
        let traits = if h.traits.is_empty() {
            String::new()
        } else {
            format!(" — {}", h.traits.join(" • "))
        };
        let source = tr!(
            lang,
            "cards-hit-source",
            source = h.source.replace([' ', ','], "-")
        );
        out.push_str(&format!("{}  ({}{id}, {source}){traits}\n", h.name, h.kind));
    }
    if total_imported > u64::from(SEARCH_LIMIT) {
        out.push_str(&tr!(lang, "cards-more-hits", total = total_imported));
        out.push('\n');
    }
    out
}

/// `gunbai cards search WORDS`.
pub fn search_command(
    store: &dyn CardStore,
    words: &[String],
    json: bool,
    lang: Lang,
) -> Result<()> {
    let (hits, total) = search(store, Library::embedded(), words)?;
    if json {
        println!("{}", serde_json::to_string_pretty(&hits)?);
    } else {
        print!("{}", render_hits(&hits, total, lang));
    }
    Ok(())
}
