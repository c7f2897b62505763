//! Embeds the scenario files and deck fixtures so `gunbai rules coverage` works from any directory.

use std::env;
use std::fs;
use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=fixtures/scenarios");
    let root =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let dir = root.join("fixtures").join("scenarios");
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|x| x == "gb"));
    files.sort();
    let mut out = String::from("/// Every scenario in fixtures/scenarios, sorted by file name.\npub const SCENARIOS: &[(&str, &str)] = &[\n");
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        let name = f
            .file_name()
            .expect("read_dir yields file names")
            .to_string_lossy();
        out.push_str(&format!(
            "    ({name:?}, include_str!({:?})),\n",
            f.display().to_string()
        ));
    }
    out.push_str("];\n");
    let decks_dir = root.join("fixtures").join("decks");
    println!("cargo:rerun-if-changed=fixtures/decks");
    let mut decks: Vec<PathBuf> = fs::read_dir(&decks_dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    decks.retain(|p| p.extension().is_some_and(|x| x == "txt"));
    decks.sort();
    out.push_str("/// Every deck fixture in fixtures/decks, sorted by file name.\npub const DECKS: &[(&str, &str)] = &[\n");
    for f in &decks {
        println!("cargo:rerun-if-changed={}", f.display());
        let name = f
            .file_name()
            .expect("read_dir yields file names")
            .to_string_lossy();
        out.push_str(&format!(
            "    ({name:?}, include_str!({:?})),\n",
            f.display().to_string()
        ));
    }
    out.push_str("];\n");
    let dest = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("scenarios.rs");
    fs::write(dest, out).expect("OUT_DIR is writable");
}
