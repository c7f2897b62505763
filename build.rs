//! Embeds the scenario files and deck fixtures so `gunbai rules coverage` works from any directory.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

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

fn main() {
    let root =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let mut out = String::new();
    embed(&mut out, &root, "fixtures/scenarios", "gb", "SCENARIOS");
    embed(&mut out, &root, "fixtures/decks", "txt", "DECKS");
    let dest = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("scenarios.rs");
    fs::write(dest, out).expect("OUT_DIR is writable");
}
