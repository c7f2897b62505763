//! The layers of the code, read from the source: the top-level modules of `src` import one another
//! without a circle, the modules inside `src/cli` too, and inside `src/engine` the core imports no
//! rule area and no rule area imports a dispatcher.
//!
//! Every `.rs` file under `src` is read with its comments and literals left out; a module's
//! imports are the paths it names from `crate::`, `super::` or `self::` (in `use` lines, grouped
//! ones included, and in code), and in a module with children, the paths into those children.
//! `cargo test --test tests architecture -- --nocapture` prints each graph it checks, one line a
//! module: `a -> b c d`.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::Path;

/// Circles among the top-level modules that are known and being taken apart, one list of module
/// names each: a circle found must lie inside one of these, and an entry no circle lies in any
/// more must go. Every other circle fails the test. None is known today.
const KNOWN_CYCLES: &[&[&str]] = &[];

/// The engine's core (`src/engine/core/`): the board and its cards, events, card definitions and
/// the card library, refusals, name resolution, the steps of an event (`Out`), what resolving an
/// action keeps track of, and the decide-side checks the rule areas share. A core module imports
/// only core modules and the engine's root (`mod.rs`: `Game`, and its re-exports, which count as
/// the module they come from); every other module of `src/engine` is a rule area (or a dispatcher
/// of them) and builds on the core.
const ENGINE_CORE: &[&str] = &["core"];

/// The engine's dispatchers: they send each command (`decide`) and each event (`apply`) to the
/// rule area it belongs to. Only the engine's root and the dispatchers themselves import them; a
/// rule area never does.
const ENGINE_DISPATCHERS: &[&str] = &["apply", "decide"];

type Graph = BTreeMap<String, BTreeSet<String>>;

#[test]
fn top_level_modules_form_no_circle() {
    let src = Source::read();
    let graph = src.top_graph();
    println!("top-level modules of src:");
    print!("{}", show(&graph));
    let mut problems = Vec::new();
    let circles = circles(&graph);
    for c in &circles {
        let known = KNOWN_CYCLES
            .iter()
            .any(|k| c.iter().all(|m| k.contains(&m.as_str())));
        if known {
            println!("known circle (KNOWN_CYCLES): {}", c.join(", "));
        } else {
            problems.push(format!(
                "the modules {} import one another in a circle: {}",
                c.join(", "),
                one_circle(&graph, c)
            ));
        }
    }
    for k in KNOWN_CYCLES {
        if !circles
            .iter()
            .any(|c| c.iter().all(|m| k.contains(&m.as_str())))
        {
            problems.push(format!(
                "KNOWN_CYCLES lists {}, which no longer import one another in a circle: remove the entry",
                k.join(", ")
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn cli_modules_form_no_circle() {
    let src = Source::read();
    let graph = src.inner_graph("cli");
    println!("modules of src/cli (mod: its root, the arguments):");
    print!("{}", show(&graph));
    assert!(
        graph.len() > 3,
        "the modules of src/cli are found: {}",
        graph.len()
    );
    let problems: Vec<String> = circles(&graph)
        .iter()
        .map(|c| {
            format!(
                "the modules of src/cli {} import one another in a circle: {}",
                c.join(", "),
                one_circle(&graph, c)
            )
        })
        .collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_engine_core_imports_no_rule_area() {
    let src = Source::read();
    let graph = src.engine_graph();
    println!("modules of src/engine (core: {}):", ENGINE_CORE.join(" "));
    print!("{}", show(&graph));
    let mut problems = Vec::new();
    for c in ENGINE_CORE {
        if !src
            .modules
            .contains(&vec!["engine".to_string(), c.to_string()])
        {
            problems.push(format!(
                "ENGINE_CORE lists `{c}`, which is no module of src/engine"
            ));
        }
        for d in graph.get(*c).into_iter().flatten() {
            if !ENGINE_CORE.contains(&d.as_str()) && d != "mod" {
                problems.push(format!("the core module `{c}` imports the rule area `{d}`"));
            }
        }
    }
    for (m, deps) in &graph {
        if m == "mod" || ENGINE_DISPATCHERS.contains(&m.as_str()) {
            continue;
        }
        for d in deps {
            if ENGINE_DISPATCHERS.contains(&d.as_str()) {
                problems.push(format!(
                    "the module `{m}` imports the dispatcher `{d}`: a rule area builds on the core and on other rule areas only"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The source files, each with its module path and the absolute paths it imports.
struct Source {
    /// Every module a file makes: `src/engine/state.rs` is `["engine", "state"]`.
    modules: BTreeSet<Vec<String>>,
    /// Each file's module path and the module paths it names (resolved from the crate root).
    imports: Vec<(Vec<String>, Vec<Vec<String>>)>,
    /// What the names imported by `src/engine/mod.rs` stand for, there and in its children.
    engine_names: BTreeMap<String, Vec<String>>,
}

impl Source {
    fn read() -> Source {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = Vec::new();
        rs_files(&root, &root, &mut files);
        assert!(
            files.len() > 50,
            "the source files are found: {}",
            files.len()
        );
        let modules: BTreeSet<Vec<String>> = files.iter().map(|(m, _)| m.clone()).collect();
        let mut imports = Vec::new();
        let mut engine_names = BTreeMap::new();
        for (module, text) in &files {
            let found = paths(&tokens(text), module, &modules);
            if module == &["engine"] {
                for (alias, path, nested) in &found {
                    if let Some(alias) = alias.as_ref().filter(|_| nested.is_empty()) {
                        engine_names.insert(alias.clone(), path.clone());
                    }
                }
            }
            imports.push((
                module.clone(),
                found.into_iter().map(|(_, path, _)| path).collect(),
            ));
        }
        Source {
            modules,
            imports,
            engine_names,
        }
    }

    /// Module `a` imports module `b`, for the modules directly under `src`.
    fn top_graph(&self) -> Graph {
        let top: BTreeSet<&str> = self
            .modules
            .iter()
            .filter_map(|m| m.first().map(String::as_str))
            .collect();
        let mut g = Graph::new();
        for (module, paths) in &self.imports {
            let Some(from) = module.first() else {
                continue; // the crate root declares the modules
            };
            let edges = g.entry(from.clone()).or_default();
            for p in paths {
                if let Some(to) = p.first().filter(|t| top.contains(t.as_str()) && *t != from) {
                    edges.insert(to.clone());
                }
            }
        }
        g
    }

    /// Module `a` imports module `b`, for the modules directly inside the top-level module `top`
    /// (`mod` is its root; a child's own children count as the child).
    fn inner_graph(&self, top: &str) -> Graph {
        let inside = |m: &[String]| -> Option<String> {
            if m.first().map(String::as_str) != Some(top) {
                return None;
            }
            match m.get(1) {
                Some(second)
                    if self
                        .modules
                        .contains(&vec![top.to_string(), second.clone()]) =>
                {
                    Some(second.clone())
                }
                _ => Some("mod".to_string()),
            }
        };
        let mut g = Graph::new();
        for (module, paths) in &self.imports {
            let Some(from) = inside(module) else {
                continue;
            };
            let edges = g.entry(from.clone()).or_default();
            for p in paths {
                if let Some(to) = inside(p).filter(|t| *t != from) {
                    edges.insert(to);
                }
            }
        }
        g
    }

    /// Module `a` imports module `b`, for the modules inside `src/engine` (`mod` is its root).
    fn engine_graph(&self) -> Graph {
        let mut g = Graph::new();
        for (module, paths) in &self.imports {
            if module.first().map(String::as_str) != Some("engine") {
                continue;
            }
            let from = module.get(1).cloned().unwrap_or_else(|| "mod".to_string());
            let edges = g.entry(from.clone()).or_default();
            for p in paths {
                if let Some(to) = self.engine_module(p).filter(|t| *t != from) {
                    edges.insert(to);
                }
            }
        }
        g
    }

    /// The module of `src/engine` an absolute path leads into, if any.
    fn engine_module(&self, path: &[String]) -> Option<String> {
        if path.first().map(String::as_str) != Some("engine") {
            return None;
        }
        let Some(second) = path.get(1) else {
            return Some("mod".to_string());
        };
        if self
            .modules
            .contains(&vec!["engine".to_string(), second.clone()])
        {
            return Some(second.clone());
        }
        match self.engine_names.get(second) {
            // A name the root imports: the module it comes from, if inside the engine.
            Some(target) if target.as_slice() != path => self.engine_module(target),
            _ => Some("mod".to_string()), // defined in the root
        }
    }
}

/// Every `.rs` file under `dir` with its module path and text.
fn rs_files(root: &Path, dir: &Path, out: &mut Vec<(Vec<String>, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("a source folder")
        .map(|e| e.expect("a folder entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rs_files(root, &p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            let rel = p.strip_prefix(root).expect("under src").with_extension("");
            let mut module: Vec<String> = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if module.last().is_some_and(|l| l == "mod") {
                module.pop();
            }
            if module == ["lib"] || module == ["main"] {
                module.clear();
            }
            let text = std::fs::read_to_string(&p).expect("a source file");
            out.push((module, text));
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Ident(String),
    /// `::`
    Colons,
    Open,
    Close,
    Comma,
    Semi,
    Star,
    Dot,
    Other,
}

/// The tokens of Rust source that matter for paths: comments, strings and characters left out.
fn tokens(text: &str) -> Vec<Tok> {
    let s: Vec<char> = text.chars().collect();
    let at = |i: usize| s.get(i).copied().unwrap_or('\0');
    let mut out = Vec::new();
    let mut i = 0;
    // Skips a quoted string whose opening quote is at `i`; returns the index after it.
    let string_end = |mut i: usize| {
        i += 1;
        while i < s.len() && s[i] != '"' {
            i += if s[i] == '\\' { 2 } else { 1 };
        }
        i + 1
    };
    while i < s.len() {
        let c = s[i];
        if c.is_whitespace() {
            i += 1;
        } else if c == '/' && at(i + 1) == '/' {
            while i < s.len() && s[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < s.len() {
                if s[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if s[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == '"' {
            i = string_end(i);
        } else if c == '\'' {
            if at(i + 1) == '\\' {
                // An escaped character (`'\''`, `'\u{1b}'`): up to its closing quote.
                i += 3;
                while i < s.len() && s[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if at(i + 2) == '\'' {
                i += 3;
            } else {
                i += 1; // a lifetime or a label
            }
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < s.len() && (s[i].is_alphanumeric() || s[i] == '_') {
                i += 1;
            }
            let word: String = s[start..i].iter().collect();
            let raw = matches!(word.as_str(), "r" | "br" | "cr");
            if raw && (at(i) == '"' || (at(i) == '#' && matches!(at(i + 1), '#' | '"'))) {
                let mut hashes = 0;
                while at(i) == '#' {
                    hashes += 1;
                    i += 1;
                }
                i += 1;
                while i < s.len() {
                    if s[i] == '"' && (1..=hashes).all(|k| at(i + k) == '#') {
                        i += 1 + hashes;
                        break;
                    }
                    i += 1;
                }
            } else if matches!(word.as_str(), "b" | "c") && at(i) == '"' {
                i = string_end(i);
            } else if word == "b" && at(i) == '\'' {
                // A byte: read as a character next.
            } else if word == "r" && at(i) == '#' {
                // A raw identifier: the word after `#`.
                i += 1;
            } else {
                out.push(Tok::Ident(word));
            }
        } else if c.is_ascii_digit() {
            while i < s.len() && (s[i].is_alphanumeric() || s[i] == '_') {
                i += 1;
            }
            out.push(Tok::Other);
        } else {
            i += 1;
            out.push(match c {
                ':' if at(i) == ':' => {
                    i += 1;
                    Tok::Colons
                }
                '{' => Tok::Open,
                '}' => Tok::Close,
                ',' => Tok::Comma,
                ';' => Tok::Semi,
                '*' => Tok::Star,
                '.' => Tok::Dot,
                _ => Tok::Other,
            });
        }
    }
    out
}

/// The paths a file names, resolved from the crate root, each with the name it is imported as (for
/// a `use`) and the inline modules it was found in. `module` is the file's module path.
#[allow(clippy::type_complexity)]
fn paths(
    toks: &[Tok],
    module: &[String],
    modules: &BTreeSet<Vec<String>>,
) -> Vec<(Option<String>, Vec<String>, Vec<String>)> {
    let mut out = Vec::new();
    // Inline modules (`mod tests { … }`) open at the brace depth before their `{`.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    let mut i = 0;
    while i < toks.len() {
        let here: Vec<String> = module
            .iter()
            .cloned()
            .chain(inline.iter().map(|(m, _)| m.clone()))
            .collect();
        let nested: Vec<String> = inline.iter().map(|(m, _)| m.clone()).collect();
        let after_path = i > 0 && matches!(toks[i - 1], Tok::Colons | Tok::Dot);
        match &toks[i] {
            Tok::Open => depth += 1,
            Tok::Close => {
                depth -= 1;
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
            }
            Tok::Ident(w) if w == "mod" => {
                if let (Some(Tok::Ident(name)), Some(Tok::Open)) =
                    (toks.get(i + 1), toks.get(i + 2))
                {
                    inline.push((name.clone(), depth));
                    i += 2;
                    continue;
                }
            }
            Tok::Ident(w) if w == "use" && !after_path => {
                let mut leaves = Vec::new();
                i = use_tree(toks, i + 1, Vec::new(), &mut leaves);
                for (segs, alias) in leaves {
                    if let Some(p) = resolve(&here, &segs, modules) {
                        out.push((alias, p, nested.clone()));
                    }
                }
                continue;
            }
            Tok::Ident(first) if !after_path && toks.get(i + 1) == Some(&Tok::Colons) => {
                let mut segs = vec![first.clone()];
                let mut j = i + 1;
                while toks.get(j) == Some(&Tok::Colons) {
                    match toks.get(j + 1) {
                        Some(Tok::Ident(w)) => segs.push(w.clone()),
                        _ => break,
                    }
                    j += 2;
                }
                if let Some(p) = resolve(&here, &segs, modules) {
                    out.push((None, p, nested.clone()));
                }
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// Reads one use tree from `i`, each leaf's path after `prefix` and the name it is imported as
/// pushed onto `out`; returns the index after the tree (after the `;` at the top).
fn use_tree(
    toks: &[Tok],
    mut i: usize,
    mut prefix: Vec<String>,
    out: &mut Vec<(Vec<String>, Option<String>)>,
) -> usize {
    loop {
        match toks.get(i) {
            Some(Tok::Ident(w)) => {
                prefix.push(w.clone());
                i += 1;
                if toks.get(i) == Some(&Tok::Colons) {
                    i += 1;
                    continue;
                }
                let mut alias = prefix.last().cloned();
                if toks.get(i) == Some(&Tok::Ident("as".to_string())) {
                    if let Some(Tok::Ident(a)) = toks.get(i + 1) {
                        alias = Some(a.clone());
                    }
                    i += 2;
                }
                if alias.as_deref() == Some("self") {
                    prefix.pop();
                    alias = prefix.last().cloned();
                }
                out.push((prefix, alias));
                break;
            }
            Some(Tok::Colons) => i += 1, // `use ::std::…`
            Some(Tok::Star) => {
                out.push((prefix, None));
                i += 1;
                break;
            }
            Some(Tok::Open) => {
                i += 1;
                while !matches!(toks.get(i), Some(Tok::Close) | None) {
                    i = use_tree(toks, i, prefix.clone(), out);
                    if toks.get(i) == Some(&Tok::Comma) {
                        i += 1;
                    }
                }
                i += 1;
                break;
            }
            _ => break,
        }
    }
    if toks.get(i) == Some(&Tok::Semi) {
        i += 1;
    }
    i
}

/// A path as written in module `here`, from the crate root: `crate::`, `super::` and `self::`
/// paths, and paths into a child module of `here`. Others (other crates, names in scope) give
/// None.
fn resolve(
    here: &[String],
    segs: &[String],
    modules: &BTreeSet<Vec<String>>,
) -> Option<Vec<String>> {
    let first = segs.first()?;
    let mut path: Vec<String> = match first.as_str() {
        "crate" => segs[1..].to_vec(),
        "self" => here.iter().chain(&segs[1..]).cloned().collect(),
        "super" => {
            let up = segs.iter().take_while(|s| *s == "super").count();
            let base = here.get(..here.len().checked_sub(up)?)?;
            base.iter().chain(&segs[up..]).cloned().collect()
        }
        _ => {
            let mut child = here.to_vec();
            child.push(first.clone());
            if !modules.contains(&child) {
                return None;
            }
            here.iter().chain(segs).cloned().collect()
        }
    };
    if path.last().is_some_and(|l| l == "self") {
        path.pop();
    }
    Some(path)
}

/// The groups of modules that import one another in a circle (strongly connected components of
/// more than one module), each sorted.
fn circles(g: &Graph) -> Vec<Vec<String>> {
    struct Tarjan<'a> {
        g: &'a Graph,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on: BTreeSet<&'a str>,
        found: Vec<Vec<String>>,
    }
    impl<'a> Tarjan<'a> {
        fn visit(&mut self, v: &'a str) {
            let n = self.index.len();
            self.index.insert(v, n);
            self.low.insert(v, n);
            self.stack.push(v);
            self.on.insert(v);
            for w in self.g.get(v).into_iter().flatten() {
                let w = w.as_str();
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let lw = self.low[w];
                    let lv = self.low[v];
                    self.low.insert(v, lv.min(lw));
                } else if self.on.contains(w) {
                    let iw = self.index[w];
                    let lv = self.low[v];
                    self.low.insert(v, lv.min(iw));
                }
            }
            if self.low[v] == self.index[v] {
                let mut group = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on.remove(w);
                    group.push(w.to_string());
                    if w == v {
                        break;
                    }
                }
                if group.len() > 1 {
                    group.sort();
                    self.found.push(group);
                }
            }
        }
    }
    let mut t = Tarjan {
        g,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        found: Vec::new(),
    };
    let nodes: BTreeSet<&str> = g
        .iter()
        .flat_map(|(k, vs)| std::iter::once(k.as_str()).chain(vs.iter().map(String::as_str)))
        .collect();
    for v in nodes {
        if !t.index.contains_key(v) {
            t.visit(v);
        }
    }
    t.found.sort();
    t.found
}

/// One circle through the first module of a group, as `a -> b -> a`.
fn one_circle(g: &Graph, group: &[String]) -> String {
    let start = &group[0];
    let mut came_from: BTreeMap<&String, &String> = BTreeMap::new();
    let mut queue = VecDeque::from([start]);
    while let Some(v) = queue.pop_front() {
        for w in g.get(v).into_iter().flatten() {
            if !group.contains(w) {
                continue;
            }
            if w == start {
                let mut path = vec![start.as_str(), v.as_str()];
                let mut at = v;
                while at != start {
                    at = came_from[at];
                    path.push(at.as_str());
                }
                path.reverse();
                return path.join(" -> ");
            }
            if !came_from.contains_key(w) {
                came_from.insert(w, v);
                queue.push_back(w);
            }
        }
    }
    group.join(" -> ")
}

/// The graph one line a module: `a -> b c d`.
fn show(g: &Graph) -> String {
    let mut out = String::new();
    for (m, deps) in g {
        let deps: Vec<&str> = deps.iter().map(String::as_str).collect();
        out.push_str(&format!("{m} -> {}\n", deps.join(" ")).replace(" \n", "\n"));
    }
    out
}
