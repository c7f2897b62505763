//! Embeds the scenario files and deck fixtures so `gunbai rules coverage` works from any directory,
//! and the rule corpus (the `rulings/` files in `CORPUS_FILES`), read and checked here, as static
//! Rust data, so a run parses nothing.

use std::collections::HashMap;
use std::env;
use std::fs;
use std::path::{Path, PathBuf};

/// The shape of a corpus file, shared with the library.
#[allow(dead_code)]
#[path = "src/rules/source.rs"]
mod source;

/// A `const NAME: &[(&str, &str)]` of every file in `dir` ending in `ext`, sorted by file name.
fn embed(out: &mut String, root: &Path, dir: &str, ext: &str, name: &str) {
    println!("cargo:rerun-if-changed={dir}");
    let mut files: Vec<PathBuf> = fs::read_dir(root.join(dir))
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|x| x == ext));
    files.sort();
    out.push_str(&format!(
        "/// Every `.{ext}` file in {dir}, sorted by file name.\npub const {name}: &[(&str, &str)] = &[\n"
    ));
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        let file = f
            .file_name()
            .expect("read_dir yields file names")
            .to_string_lossy();
        out.push_str(&format!(
            "    ({file:?}, include_str!({:?})),\n",
            f.display().to_string()
        ));
    }
    out.push_str("];\n");
}

/// The corpus files, in load order. Adding a document is one line here.
const CORPUS_FILES: &[&str] = &[
    "rulings/gunbai.toml",
    "rulings/rulebook-part2.toml",
    "rulings/rulebook-part4.toml",
    "rulings/reference.toml",
    "rulings/lookup/mtg-examples.toml",
    "rulings/lookup/keyword-actions.toml",
    "rulings/lookup/copy-wiki.toml",
];

/// The corpus texts as one string, each text once, and each text's span in it.
#[derive(Default)]
struct Texts {
    all: String,
    at: HashMap<String, (usize, usize)>,
    /// The lists of texts, as `Text` expressions.
    lists: Vec<String>,
    /// Each list already in `lists`, as a `Texts` expression.
    list_at: HashMap<Vec<String>, String>,
}

impl Texts {
    /// A `Text` expression for `s`.
    fn text(&mut self, s: &str) -> String {
        let (start, end) = match self.at.get(s) {
            Some(&span) => span,
            None => {
                let span = (self.all.len(), self.all.len() + s.len());
                self.all.push_str(s);
                self.at.insert(s.to_string(), span);
                span
            }
        };
        format!("Text::embedded({start}, {end})")
    }

    fn opt(&mut self, s: Option<&str>) -> String {
        match s {
            Some(s) => format!("Some({})", self.text(s)),
            None => "None".to_string(),
        }
    }

    /// A `Texts` expression for a list: a range of `LISTS`.
    fn list(&mut self, items: &[String]) -> String {
        if let Some(list) = self.list_at.get(items) {
            return list.clone();
        }
        let start = self.lists.len();
        for item in items {
            let text = self.text(item);
            self.lists.push(text);
        }
        let list = format!("Texts::embedded({start}, {})", self.lists.len());
        self.list_at.insert(items.to_vec(), list.clone());
        list
    }
}

fn lowered(s: &Option<String>) -> Option<String> {
    s.as_deref().map(str::to_lowercase)
}

/// The corpus module's data (`src/rules/embedded.rs`): `FILES`, every corpus file as `(name,
/// TOML text)`; `TEXT` and `LISTS`, the texts; and `EMBEDDED`, the corpus read and checked with
/// the code the run reads the TOML with. A file that does not parse or pass the checks fails the
/// build with the reason.
fn corpus(root: &Path, out_dir: &Path) -> String {
    println!("cargo:rerun-if-changed=src/rules/source.rs");
    let mut out = String::from(
        "/// The corpus files, in load order: `(file name, TOML text)`.\npub const FILES: &[(&str, &str)] = &[\n",
    );
    let mut texts = Vec::new();
    for rel in CORPUS_FILES {
        println!("cargo:rerun-if-changed={rel}");
        out.push_str(&format!(
            "    ({rel:?}, include_str!({:?})),\n",
            root.join(rel).display().to_string()
        ));
        texts.push(fs::read_to_string(root.join(rel)).unwrap_or_default());
    }
    out.push_str("];\n\n");
    let files: Vec<(&str, &str)> = CORPUS_FILES
        .iter()
        .zip(&texts)
        .map(|(rel, text)| (*rel, text.as_str()))
        .collect();
    let files = match source::parse(&files) {
        Ok(files) => files,
        Err(e) => {
            // The corpus is part of the program: a file that does not parse or pass the checks
            // stops the build here, with what is wrong, instead of surfacing at run time.
            eprintln!("error: the rule corpus does not load: {e}");
            std::process::exit(1);
        }
    };
    let mut t = Texts::default();
    let (mut documents, mut rules, mut rows) = (String::new(), String::new(), String::new());
    let mut ids: Vec<&str> = Vec::new();
    for (_, file) in &files {
        let d = &file.document;
        let doc = t.text(&d.id);
        documents.push_str(&format!(
            "    Document {{ id: {doc}, title: {}, source: {}, kind: DocKind::{:?} }},\n",
            t.text(&d.title),
            t.text(&d.source),
            d.kind
        ));
        for r in &file.rule {
            ids.push(&r.id);
            rules.push_str(&format!(
                "    Rule {{ id: {}, doc: {doc}, section: {}, section_en: {}, section_ja: {}, paragraph: {}, \
                 title: {}, term_ja: {}, term_en: {}, terms_ja: {}, summary: {}, summary_ja: {}, \
                 title_ja: {}, reading: {}, reading_ja: {}, shown_by: {}, certainty: {}, source_ref: {}, flavour: {} }},\n",
                t.text(&r.id),
                t.text(&r.section),
                t.opt(r.section_en.as_deref()),
                t.opt(r.section_ja.as_deref()),
                r.paragraph,
                t.text(&r.title),
                t.opt(r.term_ja.as_deref()),
                t.opt(r.term_en.as_deref()),
                t.list(&r.terms_ja),
                t.text(&r.summary),
                t.opt(r.summary_ja.as_deref()),
                t.opt(r.title_ja.as_deref()),
                t.opt(r.reading.as_deref()),
                t.opt(r.reading_ja.as_deref()),
                t.opt(r.shown_by.as_deref()),
                t.opt(r.certainty.as_deref()),
                t.opt(r.source_ref.as_deref()),
                r.flavour
            ));
            // As `Index::of` in src/rules/search.rs.
            let terms_ja: Vec<String> = r.terms_ja.iter().map(|s| s.to_lowercase()).collect();
            rows.push_str(&format!(
                "    Row {{ title: {}, summary: {}, reading: {}, term_en: {}, section_en: {}, \
                 term_ja: {}, terms_ja: {}, section: {}, title_ja: {}, summary_ja: {}, \
                 reading_ja: {}, section_ja: {} }},\n",
                t.text(&r.title.to_lowercase()),
                t.text(&r.summary.to_lowercase()),
                t.opt(lowered(&r.reading).as_deref()),
                t.opt(lowered(&r.term_en).as_deref()),
                t.opt(lowered(&r.section_en).as_deref()),
                t.opt(lowered(&r.term_ja).as_deref()),
                t.list(&terms_ja),
                t.text(&r.section.to_lowercase()),
                t.opt(lowered(&r.title_ja).as_deref()),
                t.opt(lowered(&r.summary_ja).as_deref()),
                t.opt(lowered(&r.reading_ja).as_deref()),
                t.opt(lowered(&r.section_ja).as_deref())
            ));
        }
    }
    let mut by_id: Vec<usize> = (0..ids.len()).collect();
    by_id.sort_by(|&a, &b| ids[a].cmp(ids[b]));
    let by_id: Vec<String> = by_id.iter().map(|i| i.to_string()).collect();
    let text_file = out_dir.join("corpus-text.txt");
    fs::write(&text_file, &t.all).expect("OUT_DIR is writable");
    out.push_str(&format!(
        "/// Every text of the corpus, each once.\n\
         pub(super) static TEXT: &str = include_str!({:?});\n\n\
         /// The lists of texts.\n\
         pub(super) static LISTS: [Text; {}] = [{}];\n\n\
         /// The corpus, read from `FILES` and checked at build time.\n\
         pub(super) static EMBEDDED: Embedded = Embedded {{\n\
         documents: &[\n{documents}],\n\
         rules: &[\n{rules}],\n\
         rows: &[\n{rows}],\n\
         by_id: &[{}],\n\
         }};\n",
        text_file.display().to_string(),
        t.lists.len(),
        t.lists.join(", "),
        by_id.join(", ")
    ));
    out
}

/// `const ENGINE_BUILD: &str`: a fingerprint of the engine's source (every file under
/// `src/engine`, FNV-1a over paths and contents). A saved board is reused only by the engine
/// build that wrote it: any change to the engine's code makes older snapshots unused.
fn engine_build(root: &Path) -> String {
    fn files(dir: &Path, out: &mut Vec<PathBuf>) {
        let mut entries: Vec<PathBuf> = fs::read_dir(dir)
            .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                files(&p, out);
            } else {
                out.push(p);
            }
        }
    }
    println!("cargo:rerun-if-changed=src/engine");
    let mut list = Vec::new();
    files(&root.join("src/engine"), &mut list);
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for b in bytes {
            h ^= u64::from(*b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    };
    for p in &list {
        println!("cargo:rerun-if-changed={}", p.display());
        let rel = p
            .strip_prefix(root)
            .unwrap_or(p)
            .to_string_lossy()
            .replace('\\', "/");
        eat(rel.as_bytes());
        eat(&[0]);
        eat(&fs::read(p).unwrap_or_default());
        eat(&[0]);
    }
    format!(
        "/// A fingerprint of the engine's source: snapshots are kept per engine build.\npub const ENGINE_BUILD: &str = \"{}-{h:016x}\";\n",
        env::var("CARGO_PKG_VERSION").unwrap_or_default()
    )
}

fn main() {
    let root =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let mut out = String::new();
    embed(&mut out, &root, "fixtures/scenarios", "gb", "SCENARIOS");
    embed(&mut out, &root, "fixtures/decks", "txt", "DECKS");
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    fs::write(out_dir.join("scenarios.rs"), out).expect("OUT_DIR is writable");
    let corpus = corpus(&root, &out_dir);
    fs::write(out_dir.join("corpus.rs"), corpus).expect("OUT_DIR is writable");
    fs::write(out_dir.join("engine_build.rs"), engine_build(&root)).expect("OUT_DIR is writable");
    fs::write(out_dir.join("catalogue_ids.rs"), catalogue_ids(&root)).expect("OUT_DIR is writable");
}

/// The files of each language's catalogue; `src/i18n` joins the same files (a test compares
/// the two lists).
const CATALOGUE_PARTS: &[&str] = &["gunbai", "lang", "web", "cards", "rules", "store", "sync"];

/// The message ids defined at a line start of one catalogue file (`id = …`).
fn ids_in(ftl: &str) -> impl Iterator<Item = &str> {
    ftl.lines().filter_map(|line| {
        let end = line
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .unwrap_or(line.len());
        let (id, rest) = line.split_at(end);
        (!id.is_empty() && rest.trim_start_matches(' ').starts_with('=')).then_some(id)
    })
}

/// `KNOWN_IDS`: every id both the English and the Japanese catalogue define, sorted, so the
/// `tr!` and `msg!` macros check an id at compile time by a binary search rather than by reading
/// the catalogues once per call site.
fn catalogue_ids(root: &Path) -> String {
    let mut per_lang = Vec::new();
    for lang in ["en", "ja"] {
        let mut ids = std::collections::BTreeSet::new();
        for part in CATALOGUE_PARTS {
            let path = root.join(format!("locales/{lang}/{part}.ftl"));
            println!("cargo:rerun-if-changed={}", path.display());
            let text =
                fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            ids.extend(ids_in(&text).map(str::to_string));
        }
        per_lang.push(ids);
    }
    let mut out = String::from(
        "/// Every message id both catalogues define, sorted.\npub const KNOWN_IDS: &[&str] = &[\n",
    );
    for id in per_lang[0].intersection(&per_lang[1]) {
        out.push_str(&format!("    {id:?},\n"));
    }
    out.push_str("];\n");
    out
}
