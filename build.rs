//! Embeds the scenario files and deck fixtures so `gunbai rules coverage` works from any directory,
//! and the rule corpus as JSON, converted from `rulings/**/*.toml`, so a run parses no TOML.

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

/// Every `.toml` file under `dir`, sorted, as paths relative to `root`.
fn tomls(root: &Path, dir: &str, out: &mut Vec<String>) {
    println!("cargo:rerun-if-changed={dir}");
    let mut entries: Vec<PathBuf> = fs::read_dir(root.join(dir))
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    entries.sort();
    for p in entries {
        let name = p
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        let rel = format!("{dir}/{name}");
        if p.is_dir() {
            tomls(root, &rel, out);
        } else if name.ends_with(".toml") {
            println!("cargo:rerun-if-changed={rel}");
            out.push(rel);
        }
    }
}

/// `const CORPUS_JSON: &[(&str, &str)]`: each corpus file that parses as TOML, as JSON text. A
/// file that does not parse is left out, and the run reads its TOML (and reports the error).
fn corpus_json(root: &Path, dest: &Path) -> String {
    let mut files = Vec::new();
    tomls(root, "rulings", &mut files);
    let mut out = String::from(
        "/// The corpus files converted to JSON at build time: `(file name, JSON text)`.\npub const CORPUS_JSON: &[(&str, &str)] = &[\n",
    );
    for (i, rel) in files.iter().enumerate() {
        let Ok(text) = fs::read_to_string(root.join(rel)) else {
            continue;
        };
        let Ok(value) = toml::from_str::<toml::Value>(&text) else {
            continue;
        };
        let Ok(json) = serde_json::to_string(&value) else {
            continue;
        };
        let file = dest.join(format!("corpus-{i}.json"));
        fs::write(&file, json).expect("OUT_DIR is writable");
        out.push_str(&format!(
            "    ({rel:?}, include_str!({:?})),\n",
            file.display().to_string()
        ));
    }
    out.push_str("];\n");
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
    let corpus = corpus_json(&root, &out_dir);
    fs::write(out_dir.join("corpus.rs"), corpus).expect("OUT_DIR is writable");
    fs::write(out_dir.join("engine_build.rs"), engine_build(&root)).expect("OUT_DIR is writable");
}
