//! The catalogues kept whole: both parse, hold the same message ids with the same `$variables`,
//! and every `tr!` in the source names a message both hold, with exactly its variables.

use super::{known, Lang};
use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Each message of a catalogue with the variables its value and attributes use.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let resource = match fluent_syntax::parser::parse(lang.catalogue()) {
        Ok(r) => r,
        Err((_, errors)) => panic!("locales/{lang}/*.ftl does not parse: {errors:?}"),
    };
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            if let Some(p) = &m.value {
                pattern_vars(p, &mut vars);
            }
            for a in &m.attributes {
                pattern_vars(&a.value, &mut vars);
            }
            let id = m.id.name.to_string();
            assert!(
                out.insert(id.clone(), vars).is_none(),
                "locales/{lang}/*.ftl defines `{id}` twice"
            );
        }
    }
    out
}

fn pattern_vars(p: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => call_vars(arguments, vars),
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => call_vars(arguments, vars),
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

fn call_vars(args: &ast::CallArguments<&str>, vars: &mut BTreeSet<String>) {
    for p in &args.positional {
        inline_vars(p, vars);
    }
    for n in &args.named {
        inline_vars(&n.value, vars);
    }
}

#[test]
fn both_languages_hold_every_message_with_the_same_variables() {
    let en = messages(Lang::En);
    let ja = messages(Lang::Ja);
    assert!(!en.is_empty());
    for (id, vars) in &en {
        let Some(ja_vars) = ja.get(id) else {
            panic!("`{id}` is in locales/en/ but not in locales/ja/");
        };
        assert_eq!(
            vars, ja_vars,
            "`{id}` uses different variables in English and Japanese"
        );
        assert!(known(id), "`{id}` is not found by `defines`");
    }
    for id in ja.keys() {
        assert!(
            en.contains_key(id),
            "`{id}` is in locales/ja/ but not in locales/en/"
        );
    }
}

/// Every `tr!(lang, "id", name = value, …)` and `msg!("id", name = value, …)` in `text`: the
/// id and the argument names.
fn calls(text: &str) -> Vec<(String, BTreeSet<String>)> {
    let mut out = calls_of(text, "tr!(");
    out.extend(calls_of(text, "msg!("));
    out
}

/// Every call of the macro opened by `open` in `text`.
fn calls_of(text: &str, open: &str) -> Vec<(String, BTreeSet<String>)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find(open) {
        rest = &rest[at + open.len()..];
        // The invocation's text, up to its closing parenthesis.
        let mut depth = 1;
        let mut end = rest.len();
        let mut in_str = false;
        let mut prev = ' ';
        for (i, c) in rest.char_indices() {
            match c {
                '"' if prev != '\\' => in_str = !in_str,
                '(' | '[' | '{' if !in_str => depth += 1,
                ')' | ']' | '}' if !in_str => {
                    depth -= 1;
                    if depth == 0 {
                        end = i;
                        break;
                    }
                }
                _ => {}
            }
            prev = c;
        }
        let body = &rest[..end];
        // The macro's own definition and its documentation name no message.
        let Some(open) = body.find('"') else { continue };
        let Some(len) = body[open + 1..].find('"') else {
            continue;
        };
        let id = &body[open + 1..open + 1 + len];
        if id.is_empty() || !id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            continue;
        }
        // Top-level `name = value` parts after the id.
        let mut names = BTreeSet::new();
        let (mut depth, mut in_str, mut prev, mut part) = (0, false, ' ', String::new());
        let mut parts = Vec::new();
        for c in body[open + 1 + len + 1..].chars() {
            match c {
                '"' if prev != '\\' => in_str = !in_str,
                '(' | '[' | '{' if !in_str => depth += 1,
                ')' | ']' | '}' if !in_str => depth -= 1,
                ',' if !in_str && depth == 0 => {
                    parts.push(std::mem::take(&mut part));
                    prev = c;
                    continue;
                }
                _ => {}
            }
            part.push(c);
            prev = c;
        }
        parts.push(part);
        for p in parts {
            if let Some((name, _)) = p.split_once('=') {
                let name = name.trim();
                if !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_') {
                    names.insert(name.to_string());
                }
            }
        }
        out.push((id.to_string(), names));
    }
    out
}

/// Every `.rs` file under `dir`, into `out` (the source checks of the catalogue and of the
/// messages not yet converted read the same files).
pub(crate) fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

#[test]
fn every_call_site_names_a_message_with_its_variables() {
    let en = messages(Lang::En);
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut seen = 0;
    // This file holds the reader, whose texts name no message.
    files.retain(|f| !f.ends_with("i18n/check.rs"));
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        for (id, names) in calls(&text) {
            seen += 1;
            let Some(vars) = en.get(&id) else {
                panic!(
                    "{}: `tr!` names `{id}`, which the catalogues lack",
                    f.display()
                );
            };
            assert_eq!(
                &names,
                vars,
                "{}: `tr!(…, \"{id}\", …)` gives other arguments than the message's variables",
                f.display()
            );
        }
    }
    assert!(seen > 5, "only {seen} call sites found");
}

#[test]
fn the_call_site_reader_reads_names_and_skips_nested_commas() {
    let found = calls(r#"x tr!(lang, "a-b", n = f(1, 2), s = "x, y = z",) tr!(l, "c")"#);
    assert_eq!(found.len(), 2);
    let built = calls(r#"msg!("d-e", card = &def.name, n = 2)"#);
    assert_eq!(built.len(), 1);
    assert_eq!(
        built[0].1,
        BTreeSet::from(["card".to_string(), "n".to_string()])
    );
    assert_eq!(found[0].0, "a-b");
    assert_eq!(
        found[0].1,
        BTreeSet::from(["n".to_string(), "s".to_string()])
    );
    assert!(found[1].1.is_empty());
}

#[test]
fn every_catalogue_file_is_joined() {
    for lang in Lang::ALL {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("locales")
            .join(lang.code());
        let mut found: Vec<String> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|e| e.ok())
            .filter_map(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                name.strip_suffix(".ftl").map(str::to_string)
            })
            .collect();
        found.sort();
        let mut parts: Vec<String> = super::PARTS.iter().map(|p| p.to_string()).collect();
        parts.sort();
        assert_eq!(
            found, parts,
            "locales/{lang}/ holds .ftl files that src/i18n does not join (or lacks one it joins)"
        );
    }
}
