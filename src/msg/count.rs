//! How many steps and refusals still take the old path (a finished English sentence): printed
//! by `cargo test --lib msg::count -- --nocapture`, and held at or below [`CEILING`] so no new
//! text is born in English alone.

use crate::i18n::check::rust_files;
use std::collections::BTreeMap;
use std::path::Path;

/// The calls that make an English-only step or refusal: `out.say_english(…)`,
/// `out.say_reading_english(…)` and `Msg::english(…)`.
const OLD_PATHS: [&str; 3] = [".say_english(", ".say_reading_english(", "Msg::english("];

/// The most old-path calls the source may hold. Lower it as texts are converted; it never rises.
const CEILING: usize = 154;

/// The files that define the old path rather than use it.
const DEFINITIONS: [&str; 4] = [
    "msg/mod.rs",
    "msg/count.rs",
    "engine/core/out.rs",
    "engine/core/reading_steps.rs",
];

/// Old-path calls per file of `src`, outside the definitions.
pub(super) fn not_converted() -> BTreeMap<String, usize> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut out = BTreeMap::new();
    for f in files {
        let name = f
            .strip_prefix(&src)
            .map(|p| p.display().to_string())
            .unwrap_or_default();
        if DEFINITIONS.iter().any(|d| name.ends_with(d)) {
            continue;
        }
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        let n: usize = OLD_PATHS.iter().map(|p| text.matches(p).count()).sum();
        if n > 0 {
            out.insert(name, n);
        }
    }
    out
}

/// Catalogue messages the engine builds (`msg!(` calls in `src`).
fn converted() -> usize {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files
        .iter()
        .filter(|f| !f.ends_with("msg/mod.rs") && !f.ends_with("msg/count.rs"))
        .map(|f| {
            std::fs::read_to_string(f)
                .unwrap_or_default()
                .matches("msg!(")
                .count()
        })
        .sum()
}

#[test]
fn count_of_texts_not_yet_in_both_languages() {
    let left = not_converted();
    let total: usize = left.values().sum();
    println!(
        "steps and refusals in both languages (msg! calls): {}",
        converted()
    );
    println!("steps and refusals still in English only: {total}");
    for (file, n) in &left {
        println!("  {n:4}  src/{file}");
    }
    assert!(
        total <= CEILING,
        "{total} English-only texts, more than the {CEILING} allowed: write new steps and refusals with `msg!` (docs/i18n.md)"
    );
}
