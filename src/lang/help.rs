//! `help` and `help WORD` in the shell and the server's `/help` page, and the shape hints, read from the tables of
//! `docs/language.md` (embedded at build time), so the guide and the shell cannot drift. In
//! Japanese they read the Japanese guide `docs/ja/language.md` (embedded too): the same sections
//! and tables, row for row, with the same syntax and example cells and Japanese meanings and
//! headings; a test fails when the two guides drift apart.
//!
//! A table takes part when its header starts with `Syntax` or `Shell command` (`構文`,
//! `シェルのコマンド`). Each row's first cell is the syntax (alternatives separated by `\|`), and an
//! `Example` (`例`) and a `Meaning` (`意味`) column are used when present. A row with an empty
//! syntax cell adds its example to the row above.

use crate::i18n::Lang;
use std::sync::OnceLock;

const GUIDE: &str = include_str!("../../docs/language.md");
const GUIDE_JA: &str = include_str!("../../docs/ja/language.md");

/// One command's documentation: every row of the guide whose syntax starts with `word`.
#[derive(Debug, Clone, PartialEq)]
pub struct HelpEntry {
    /// What the judge types after `help`: the command word, or the verb after a player's name.
    pub word: String,
    /// The section of the guide the rows come from.
    pub section: String,
    pub rows: Vec<HelpRow>,
}

/// One form of a command, as one row (or one alternative of a row) of the guide.
#[derive(Debug, Clone, PartialEq)]
pub struct HelpRow {
    pub syntax: String,
    pub meaning: Option<String>,
    pub examples: Vec<String>,
}

impl HelpEntry {
    /// The first meaning given for the command.
    pub fn meaning(&self) -> Option<&str> {
        self.rows.iter().find_map(|r| r.meaning.as_deref())
    }
}

/// Splits a syntax cell into its alternatives: `\|` between code spans separates forms; inside a
/// code span (`[honorable\|dishonorable]`) it is part of the syntax.
fn alternatives(cell: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut in_code = false;
    let mut rest = cell;
    while let Some(c) = rest.chars().next() {
        if c == '`' {
            in_code = !in_code;
        }
        if !in_code && rest.starts_with("\\|") {
            out.push(String::new());
            rest = &rest[2..];
            continue;
        }
        // `NAME accepts` / `NAME refuses`: a slash between code spans separates forms too.
        if !in_code && rest.starts_with('/') {
            out.push(String::new());
            rest = &rest[1..];
            continue;
        }
        if let Some(last) = out.last_mut() {
            last.push(c);
        }
        rest = &rest[c.len_utf8()..];
    }
    out.into_iter()
        .map(|a| plain(&a))
        .filter(|a| !a.is_empty())
        .collect()
}

/// Strips the code quotes of a table cell and turns `\|` back into `|`.
fn plain(cell: &str) -> String {
    cell.replace('`', "").replace("\\|", "|").trim().to_string()
}

/// Splits a table row into cells, keeping `\|` inside a cell.
fn cells(row: &str) -> Vec<String> {
    row.trim()
        .trim_start_matches('|')
        .trim_end_matches('|')
        .replace("\\|", "\u{1}")
        .split('|')
        .map(|c| c.replace('\u{1}', "\\|").trim().to_string())
        .collect()
}

/// The word a syntax is looked up by: its first word, or the verb after `NAME`.
fn key(syntax: &str) -> Option<String> {
    let mut words = syntax.split_whitespace();
    let first = words.next()?;
    if first == "NAME" {
        words.next().map(str::to_string)
    } else {
        Some(first.to_string())
    }
}

fn parse(guide: &str) -> Vec<HelpEntry> {
    let mut out: Vec<HelpEntry> = Vec::new();
    let mut section = String::new();
    // (example column, meaning column) of the table being read, if it takes part.
    let mut table: Option<(Option<usize>, Option<usize>)> = None;
    let mut header_seen = false;
    // The entry and row the last row of the guide went to, for continuation rows.
    let mut last: Option<(usize, usize)> = None;
    for line in guide.lines() {
        if let Some(h) = line
            .strip_prefix("## ")
            .or_else(|| line.strip_prefix("### "))
        {
            section = h.trim().to_string();
        }
        if !line.starts_with('|') {
            table = None;
            header_seen = false;
            last = None;
            continue;
        }
        let row = cells(line);
        if !header_seen {
            header_seen = true;
            let first = row.first().map(String::as_str).unwrap_or_default();
            let takes_part =
                ["Syntax", "Shell command", "構文", "シェルのコマンド"].contains(&first);
            table = takes_part.then(|| {
                (
                    row.iter().position(|c| c == "Example" || c == "例"),
                    row.iter().position(|c| c == "Meaning" || c == "意味"),
                )
            });
            continue;
        }
        let Some((example_col, meaning_col)) = table else {
            continue;
        };
        if row.iter().all(|c| c.chars().all(|ch| ch == '-')) {
            continue;
        }
        let get = |col: Option<usize>| {
            col.and_then(|i| row.get(i))
                .map(|c| plain(c))
                .filter(|c| !c.is_empty())
        };
        let example = get(example_col);
        let meaning = get(meaning_col);
        let syntax_cell = row.first().cloned().unwrap_or_default();
        if syntax_cell.is_empty() {
            if let (Some((i, j)), Some(e)) = (last, example) {
                out[i].rows[j].examples.push(e);
            }
            continue;
        }
        let forms = alternatives(&syntax_cell);
        let n = forms.len();
        for (k, syntax) in forms.into_iter().enumerate() {
            let Some(word) = key(&syntax) else {
                continue;
            };
            let i = match out
                .iter()
                .position(|e| e.word == word && e.section == section)
            {
                Some(i) => i,
                None => {
                    out.push(HelpEntry {
                        word: word.clone(),
                        section: section.clone(),
                        rows: Vec::new(),
                    });
                    out.len() - 1
                }
            };
            // The row's example goes with the last form of the row.
            let examples = match &example {
                Some(e) if k + 1 == n => vec![e.clone()],
                _ => Vec::new(),
            };
            out[i].rows.push(HelpRow {
                syntax,
                meaning: meaning.clone(),
                examples,
            });
            last = Some((i, out[i].rows.len() - 1));
        }
    }
    out
}

/// Every command the guide documents, in the guide's order.
pub fn entries() -> &'static [HelpEntry] {
    static ENTRIES: OnceLock<Vec<HelpEntry>> = OnceLock::new();
    ENTRIES.get_or_init(|| parse(GUIDE))
}

/// Every command the guide of `lang` documents: the same words and syntax as [`entries`], with
/// the sections and meanings in that language.
pub fn entries_in(lang: Lang) -> &'static [HelpEntry] {
    static ENTRIES_JA: OnceLock<Vec<HelpEntry>> = OnceLock::new();
    match lang {
        Lang::Ja => ENTRIES_JA.get_or_init(|| parse(GUIDE_JA)),
        _ => entries(),
    }
}

/// The entries for `word` (a command word or a player's verb), in any letter case. The same word
/// may be documented in more than one section (`honor` and `expect honor` are not the same).
pub fn lookup(word: &str) -> Vec<&'static HelpEntry> {
    lookup_in(word, Lang::En)
}

/// The entries for `word` in the guide of `lang`.
pub fn lookup_in(word: &str, lang: Lang) -> Vec<&'static HelpEntry> {
    entries_in(lang)
        .iter()
        .filter(|e| e.word.eq_ignore_ascii_case(word))
        .collect()
}

/// The Japanese term for a command word or a player's verb (`enter`: 場に出す), shown beside the
/// word when `lang` is Japanese; `None` in English or for a word with no term. The word itself
/// stays as it is typed in every language.
pub fn term(word: &str, lang: Lang) -> Option<String> {
    if lang != Lang::Ja {
        return None;
    }
    let t = crate::tr!(lang, "command-term", word = word.to_lowercase());
    (!t.is_empty()).then_some(t)
}

/// What `help WORD` prints, or an error naming the nearest documented word (English).
pub fn help_for(word: &str) -> Result<String, String> {
    help_for_in(word, Lang::En)
}

/// What `help WORD` prints in `lang`: the syntax, meaning and examples of that language's guide,
/// with the Japanese term beside the command word in Japanese.
pub fn help_for_in(word: &str, lang: Lang) -> Result<String, String> {
    let found = lookup_in(word, lang);
    if found.is_empty() {
        let words: Vec<&str> = entries_in(lang).iter().map(|e| e.word.as_str()).collect();
        let near = strsim_nearest(word, &words);
        let near = match near {
            Some(n) => crate::tr!(lang, "help-did-you-mean", word = n),
            None => String::new(),
        };
        return Err(crate::tr!(
            lang,
            "help-no-command",
            word = word,
            near = near
        ));
    }
    let mut out = String::new();
    for e in found {
        let mut said: Option<&str> = None;
        if let Some(t) = term(&e.word, lang) {
            out.push_str(&format!("{} ({t})\n", e.word));
        }
        for r in &e.rows {
            out.push_str(&r.syntax);
            out.push('\n');
            if let Some(m) = r.meaning.as_deref().filter(|m| Some(*m) != said) {
                out.push_str(&format!("  {m}\n"));
                said = Some(m);
            }
            let example = crate::tr!(lang, "help-example");
            let pad = " ".repeat(example.chars().count());
            for (i, x) in r.examples.iter().enumerate() {
                out.push_str("  ");
                out.push_str(if i == 0 { &example } else { &pad });
                out.push(' ');
                out.push_str(x);
                out.push('\n');
            }
        }
        out.push_str(&format!(
            "  {}\n",
            crate::tr!(lang, "help-source", section = e.section.as_str())
        ));
    }
    Ok(out)
}

fn strsim_nearest<'a>(word: &str, words: &[&'a str]) -> Option<&'a str> {
    let w = word.to_lowercase();
    words
        .iter()
        .map(|c| (strsim::levenshtein(&w, &c.to_lowercase()), *c))
        .filter(|(d, c)| *d <= 2.max(c.len() / 3))
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// What `help` prints: every documented command, grouped by the guide's sections (English).
pub fn overview() -> String {
    overview_in(Lang::En)
}

/// What `help` prints in `lang`, from that language's guide; in Japanese each command word has its
/// Japanese term beside it.
pub fn overview_in(lang: Lang) -> String {
    let mut out = crate::tr!(lang, "help-overview-head");
    out.push('\n');
    let mut section = "";
    for e in entries_in(lang) {
        if e.section != section {
            section = &e.section;
            out.push_str(&format!("{section}:\n"));
        }
        let first = e
            .rows
            .first()
            .map(|r| r.syntax.as_str())
            .unwrap_or_default();
        let (word, meaning) = if first.starts_with("NAME ") {
            (
                format!("PLAYER {}", e.word),
                e.meaning().unwrap_or_default().to_string(),
            )
        } else if e.word == "expect" {
            let mut what: Vec<&str> = Vec::new();
            for w in e
                .rows
                .iter()
                .filter_map(|r| r.syntax.split_whitespace().nth(1))
            {
                if !what.contains(&w) {
                    what.push(w);
                }
            }
            (
                "expect WHAT".to_string(),
                crate::tr!(lang, "help-expect-meaning", what = what.join(", ")),
            )
        } else {
            (e.word.clone(), e.meaning().unwrap_or_default().to_string())
        };
        let word = match term(&e.word, lang) {
            Some(t) => format!("{word} ({t})"),
            None => word,
        };
        if meaning.is_empty() {
            out.push_str(&format!("  {word}\n"));
        } else {
            // Pad by display width: a Japanese character takes two columns.
            let width: usize = word.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum();
            let pad = " ".repeat(16usize.saturating_sub(width));
            out.push_str(&format!("  {word}{pad} {meaning}\n"));
        }
    }
    out.push_str(&crate::tr!(lang, "help-overview-foot"));
    out.push('\n');
    out
}

/// The shape hint for a command whose first word (or a player's verb) is `word`: the rest of
/// its syntax, alternatives joined by ` | `.
pub fn shape(word: &str) -> Option<String> {
    let found = lookup(word);
    let e = found.first()?;
    let rests: Vec<String> = e
        .rows
        .iter()
        .map(|r| {
            let s = r.syntax.as_str();
            let s = s.strip_prefix("NAME ").unwrap_or(s);
            s.split_once(' ')
                .map(|(_, r)| r.to_string())
                .unwrap_or_default()
        })
        .filter(|r| !r.is_empty())
        .collect();
    (!rests.is_empty()).then(|| rests.join(" | "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_word_and_verb_is_documented() {
        for w in crate::lang::COMMAND_WORDS
            .iter()
            .chain(crate::lang::PLAYER_VERBS)
        {
            assert!(
                !lookup(w).is_empty(),
                "`{w}` has no row in docs/language.md"
            );
        }
        for w in crate::lang::SHELL_WORDS {
            assert!(
                !lookup(w).is_empty(),
                "`{w}` has no row in docs/language.md"
            );
        }
    }

    #[test]
    fn help_enter_shows_syntax_meaning_and_example() {
        let text = help_for("ENTER").expect("documented");
        assert!(text.starts_with("enter NAME KIND NAME"), "{text}");
        assert!(text.contains("a card in play under a player's control"));
        assert!(text.contains("example: enter Allen personality \"Doji Hoturi\""));
        assert!(text.contains("enter Allen holding \"Diamond Mine\" gold 5 as mine"));
        let err = help_for("entr").expect_err("unknown");
        assert!(err.contains("help enter"), "{err}");
    }
}

#[cfg(test)]
mod more_tests {
    use super::*;

    #[test]
    fn japanese_help_shows_the_term_beside_each_word() {
        for w in crate::lang::COMMAND_WORDS
            .iter()
            .chain(crate::lang::PLAYER_VERBS)
            .chain(crate::lang::SHELL_WORDS)
        {
            assert!(term(w, Lang::Ja).is_some(), "`{w}` has no Japanese term");
            assert_eq!(term(w, Lang::En), None);
        }
        let text = help_for_in("enter", Lang::Ja).expect("documented");
        assert!(
            text.starts_with("enter (場に出す)\nenter NAME KIND NAME"),
            "{text}"
        );
        assert!(text.contains("  例: enter Allen personality"), "{text}");
        let all = overview_in(Lang::Ja);
        assert!(all.contains("  enter (場に出す)"), "{all}");
        assert!(all.contains("PLAYER plays (プレイする)"), "{all}");
        assert!(all.starts_with("コマンド"), "{all}");
        // English is as before.
        assert_eq!(overview(), overview_in(Lang::En));
        assert!(overview().starts_with("Commands (`help WORD` shows one"));
        assert!(help_for("enter")
            .expect("documented")
            .contains("  example: enter Allen"));
        let err = help_for_in("entr", Lang::Ja).expect_err("unknown");
        assert!(err.contains("help enter"), "{err}");
    }

    #[test]
    fn alternatives_split_between_code_spans_only() {
        assert_eq!(
            alternatives("`favor none` \\| `favor NAME`"),
            ["favor none", "favor NAME"]
        );
        assert_eq!(
            alternatives("`NAME accepts` / `NAME refuses`"),
            ["NAME accepts", "NAME refuses"]
        );
        assert_eq!(
            alternatives("`expect dead H [honorable\\|dishonorable\\|discarded]`"),
            ["expect dead H [honorable|dishonorable|discarded]"]
        );
        let expect = help_for("expect").expect("documented");
        assert!(expect.contains("expect dead H [honorable|dishonorable|discarded]"));
        assert!(!overview().contains("\n  discarded]"));
    }
}

#[cfg(test)]
mod guide_tests {
    use super::*;

    /// Every table of a guide: its rows (header first, the `---` line left out), as cells.
    fn tables(guide: &str) -> Vec<Vec<Vec<String>>> {
        let mut out: Vec<Vec<Vec<String>>> = Vec::new();
        let mut inside = false;
        let mut fenced = false;
        for line in guide.lines() {
            if line.starts_with("```") {
                fenced = !fenced;
            }
            if fenced || !line.starts_with('|') {
                inside = false;
                continue;
            }
            let row = cells(line);
            if row.iter().all(|c| c.chars().all(|ch| ch == '-')) {
                continue;
            }
            if !inside {
                out.push(Vec::new());
                inside = true;
            }
            if let Some(t) = out.last_mut() {
                t.push(row);
            }
        }
        out
    }

    /// The level of each heading, in order, and the fenced blocks, whole.
    fn outline(guide: &str) -> (Vec<usize>, Vec<String>) {
        let mut levels = Vec::new();
        let mut blocks = Vec::new();
        let mut block: Option<String> = None;
        for line in guide.lines() {
            if line.starts_with("```") {
                match block.take() {
                    Some(b) => blocks.push(b),
                    None => block = Some(String::new()),
                }
                continue;
            }
            if let Some(b) = block.as_mut() {
                b.push_str(line);
                b.push('\n');
            } else if line.starts_with('#') {
                levels.push(line.chars().take_while(|c| *c == '#').count());
            }
        }
        (levels, blocks)
    }

    fn japanese(s: &str) -> bool {
        s.chars().any(|c| ('\u{3040}'..='\u{9fff}').contains(&c))
    }

    #[test]
    fn the_japanese_guide_has_the_english_tables_row_for_row_with_translated_meanings() {
        let (en, ja) = (tables(GUIDE), tables(GUIDE_JA));
        assert!(en.len() >= 13, "{} tables", en.len());
        assert_eq!(en.len(), ja.len(), "the two guides have different tables");
        let mut meanings = 0;
        for (t, (en_t, ja_t)) in en.iter().zip(&ja).enumerate() {
            let head = &en_t[0];
            assert_eq!(
                en_t.len(),
                ja_t.len(),
                "table {} ({head:?}) has other rows in docs/ja/language.md",
                t + 1
            );
            let meaning = head.iter().position(|c| c == "Meaning");
            assert_eq!(
                ja_t[0].iter().position(|c| c == "意味"),
                meaning,
                "table {} ({head:?}): the Japanese header",
                t + 1
            );
            assert!(ja_t[0].iter().all(|c| japanese(c)), "{:?}", ja_t[0]);
            for (en_r, ja_r) in en_t.iter().zip(ja_t).skip(1) {
                assert_eq!(en_r.len(), ja_r.len(), "{en_r:?} / {ja_r:?}");
                for (i, (e, j)) in en_r.iter().zip(ja_r).enumerate() {
                    if Some(i) == meaning {
                        assert_eq!(e.is_empty(), j.is_empty(), "{en_r:?} / {ja_r:?}");
                        if !e.is_empty() {
                            assert_ne!(e, j, "an untranslated meaning in docs/ja/language.md");
                            assert!(japanese(j), "not Japanese: {j}");
                            meanings += 1;
                        }
                    } else {
                        assert_eq!(e, j, "a syntax or example cell differs between the guides");
                    }
                }
            }
        }
        assert!(meanings >= 90, "only {meanings} meanings compared");
        // The same sections at the same levels, their headings translated; the same examples.
        let ((en_h, en_b), (ja_h, ja_b)) = (outline(GUIDE), outline(GUIDE_JA));
        assert_eq!(en_h, ja_h, "the two guides have different sections");
        assert_eq!(en_b, ja_b, "the fenced examples differ between the guides");
    }

    #[test]
    fn help_documents_the_same_words_and_rows_in_both_languages() {
        let (en, ja) = (entries_in(Lang::En), entries_in(Lang::Ja));
        assert!(en.len() >= 50, "{} entries", en.len());
        let words = |es: &[HelpEntry]| es.iter().map(|e| e.word.clone()).collect::<Vec<_>>();
        assert_eq!(words(en), words(ja), "the guides document other words");
        for (e, j) in en.iter().zip(ja) {
            assert_ne!(
                e.section, j.section,
                "an untranslated heading: {}",
                e.section
            );
            assert!(japanese(&j.section), "{}", j.section);
            assert_eq!(e.rows.len(), j.rows.len(), "`{}`", e.word);
            for (r, s) in e.rows.iter().zip(&j.rows) {
                assert_eq!(r.syntax, s.syntax);
                assert_eq!(r.examples, s.examples, "`{}`", r.syntax);
                assert_eq!(r.meaning.is_some(), s.meaning.is_some(), "`{}`", r.syntax);
                if let (Some(m), Some(n)) = (&r.meaning, &s.meaning) {
                    assert_ne!(m, n, "`{}` has an untranslated meaning", r.syntax);
                }
            }
        }
    }

    #[test]
    fn japanese_help_enter_shows_the_japanese_meaning() {
        let text = help_for_in("enter", Lang::Ja).expect("documented");
        assert!(
            text.starts_with("enter (場に出す)\nenter NAME KIND NAME"),
            "{text}"
        );
        assert!(
            text.contains("  プレイヤーのコントロール下で場にあるカード\n"),
            "{text}"
        );
        assert!(
            !text.contains("a card in play under a player's control"),
            "{text}"
        );
        assert!(
            text.contains("  例: enter Allen personality \"Doji Hoturi\""),
            "{text}"
        );
        assert!(
            text.contains("(docs/ja/language.md、「コマンド」)"),
            "{text}"
        );
        // Every word has its meaning in Japanese: the overview, and `help plays`.
        let all = overview_in(Lang::Ja);
        assert!(all.contains("準備:\n"), "{all}");
        assert!(!all.contains("Setting up:"), "{all}");
        assert!(
            all.contains("プレイヤーがカードでアクションを行う"),
            "{all}"
        );
        let plays = help_for_in("plays", Lang::Ja).expect("documented");
        assert!(
            plays.contains("プレイヤーがカードでアクションを行う"),
            "{plays}"
        );
        // English still reads the English guide.
        let en = help_for_in("enter", Lang::En).expect("documented");
        assert!(
            en.contains("  a card in play under a player's control\n"),
            "{en}"
        );
        assert!(en.contains("(docs/language.md, “Commands”)"), "{en}");
    }
}
