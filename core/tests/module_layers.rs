//! The core's modules import each other without a loop (issues 13 and 40), at every
//! level of the module tree: sibling modules (the files and folders under one parent,
//! and a file's inline modules; a folder's `mod.rs` is its face, not a sibling) name
//! each other one way only. Every path the code names (`use` trees with their `{…}`
//! groups, `as` and `self`, and paths in expressions and attributes) is resolved from
//! `crate::`, `super::` and `self::` to the module it reaches; a path from module
//! `a::b::c` to `a::d::e` is an edge `b -> d` under `a`. A path to an ancestor or a
//! descendant (a face and its parts) is no edge. `variant` (the ids) is a leaf, and the
//! kernel imports nothing outside itself.
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// A module path from the crate root (`["standard", "eval"]`).
type ModPath = Vec<String>;

/// Sibling edges by parent module: `graphs[parent][a]` holds the siblings `a` names.
type Graphs = BTreeMap<ModPath, BTreeMap<String, BTreeSet<String>>>;

/// A token of Rust code without comments, strings or characters.
#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    /// `::`
    Path,
    Punct(char),
}

/// The tokens of `text` that matter to paths: identifiers, `::` and punctuation, with
/// comments (nested block comments too), string, raw string and character literals
/// left out so that a brace or a path inside them counts for nothing.
fn tokens(text: &str) -> Vec<Tok> {
    let c: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        let next = c.get(i + 1).copied();
        if ch == '/' && next == Some('/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && next == Some('*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if ch == '"' {
            i += 1;
            while i < c.len() && c[i] != '"' {
                i += if c[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
        } else if ch == '\'' {
            // A character literal ('x', '\n', '\u{1b}') or a lifetime ('a, 'static).
            if next == Some('\\') {
                i += 2;
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if c.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
            }
        } else if ch.is_alphabetic() || ch == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            let word: String = c[start..i].iter().collect();
            let raw = (word == "r" || word == "br")
                && matches!(c.get(i), Some('"') | Some('#'))
                && c[i..].iter().find(|&&x| x != '#') == Some(&'"');
            if raw {
                let hashes = c[i..].iter().take_while(|&&x| x == '#').count();
                i += hashes + 1;
                let close: Vec<char> = std::iter::once('"')
                    .chain(std::iter::repeat_n('#', hashes))
                    .collect();
                while i < c.len() && !c[i..].starts_with(&close) {
                    i += 1;
                }
                i += close.len();
            } else {
                out.push(Tok::Ident(word));
            }
        } else if ch == ':' && next == Some(':') {
            out.push(Tok::Path);
            i += 2;
        } else {
            if !ch.is_whitespace() {
                out.push(Tok::Punct(ch));
            }
            i += 1;
        }
    }
    out
}

/// The module path of a file under `src/` (`lib.rs` the root, `a/mod.rs` is `a`).
fn module_of(relative: &str) -> ModPath {
    let mut parts: Vec<String> = relative.split('/').map(String::from).collect();
    let file = parts.pop().unwrap_or_default();
    let stem = file.strip_suffix(".rs").unwrap_or(&file);
    if !matches!(stem, "mod" | "lib") {
        parts.push(stem.to_string());
    }
    parts
}

/// A path named in a module's code, unresolved: the module it is named in and its
/// segments as written.
struct Named {
    from: ModPath,
    segments: Vec<String>,
}

fn ident(t: Option<&Tok>) -> Option<&str> {
    match t {
        Some(Tok::Ident(s)) => Some(s),
        _ => None,
    }
}

/// The paths of one `use` tree starting at `toks[*i]`, each prefixed with `prefix`;
/// leaves `*i` after the tree.
fn use_tree(toks: &[Tok], i: &mut usize, prefix: &[String], out: &mut Vec<Vec<String>>) {
    let mut path = prefix.to_vec();
    loop {
        match toks.get(*i) {
            Some(Tok::Punct('{')) => {
                *i += 1;
                while !matches!(toks.get(*i), Some(Tok::Punct('}')) | None) {
                    use_tree(toks, i, &path, out);
                    if toks.get(*i) == Some(&Tok::Punct(',')) {
                        *i += 1;
                    }
                }
                *i += 1;
                return;
            }
            Some(Tok::Punct('*')) => {
                *i += 1;
                out.push(path);
                return;
            }
            Some(Tok::Ident(s)) => {
                // `{self, …}` names the group's own prefix.
                if s != "self" || path.is_empty() {
                    path.push(s.clone());
                }
                *i += 1;
                if toks.get(*i) == Some(&Tok::Path) {
                    *i += 1;
                    continue;
                }
                if ident(toks.get(*i)) == Some("as") {
                    *i += 2;
                }
                out.push(path);
                return;
            }
            Some(Tok::Path) => *i += 1,
            _ => return,
        }
    }
}

/// Every path named in `text` (the file of module `module`): `use` trees, and paths
/// elsewhere that start with `crate`, `super` or `self` (not `$crate`, a macro's).
/// Inline modules (`mod tests { … }`) are modules of their own; `modules` gets them.
fn named_paths(module: &ModPath, text: &str, modules: &mut BTreeSet<ModPath>) -> Vec<Named> {
    let toks = tokens(text);
    let mut out = Vec::new();
    // The inline modules open at this point, with the brace depth each closes at.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    let here = |inline: &[(String, usize)]| -> ModPath {
        let mut m = module.clone();
        m.extend(inline.iter().map(|(n, _)| n.clone()));
        m
    };
    let mut i = 0;
    while i < toks.len() {
        match &toks[i] {
            Tok::Punct('{') => depth += 1,
            Tok::Punct('}') => {
                depth -= 1;
                if inline.last().is_some_and(|&(_, d)| d == depth) {
                    inline.pop();
                }
            }
            Tok::Ident(kw) if kw == "mod" => {
                if let (Some(name), Some(Tok::Punct('{'))) =
                    (ident(toks.get(i + 1)), toks.get(i + 2))
                {
                    inline.push((name.to_string(), depth));
                    modules.insert(here(&inline));
                }
            }
            Tok::Ident(kw) if kw == "use" => {
                let mut j = i + 1;
                let mut trees = Vec::new();
                use_tree(&toks, &mut j, &[], &mut trees);
                let from = here(&inline);
                out.extend(trees.into_iter().map(|segments| Named {
                    from: from.clone(),
                    segments,
                }));
                i = j;
                continue;
            }
            Tok::Ident(first) if matches!(first.as_str(), "crate" | "super" | "self") => {
                let macro_path = i > 0 && toks[i - 1] == Tok::Punct('$');
                let continues = i > 0 && toks[i - 1] == Tok::Path;
                if !macro_path && !continues {
                    let mut segments = vec![first.clone()];
                    let mut j = i + 1;
                    while toks.get(j) == Some(&Tok::Path) {
                        match ident(toks.get(j + 1)) {
                            Some(s) => segments.push(s.to_string()),
                            None => break,
                        }
                        j += 2;
                    }
                    out.push(Named {
                        from: here(&inline),
                        segments,
                    });
                    i = j;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// The module `named` reaches: its segments resolved from `crate`, `super`, `self`
/// or a child module of the one it is named in, cut at the last known module (the rest
/// names an item). None for another crate's path.
fn resolve(named: &Named, modules: &BTreeSet<ModPath>) -> Option<ModPath> {
    let mut segments = named.segments.iter().peekable();
    let mut path = match segments.peek().map(|s| s.as_str()) {
        Some("crate") => {
            segments.next();
            Vec::new()
        }
        Some("super" | "self") => named.from.clone(),
        Some(first) => {
            let mut child = named.from.clone();
            child.push(first.to_string());
            if !modules.contains(&child) {
                return None;
            }
            named.from.clone()
        }
        None => return None,
    };
    for s in segments {
        match s.as_str() {
            "super" => {
                path.pop();
            }
            "self" => {}
            name => {
                let mut next = path.clone();
                next.push(name.to_string());
                if !modules.contains(&next) {
                    break;
                }
                path = next;
            }
        }
    }
    Some(path)
}

/// The sibling edges of the modules in `files` (path under `src/`, text), by parent.
fn sibling_graphs(files: &[(String, String)]) -> Graphs {
    let mut modules: BTreeSet<ModPath> = files.iter().map(|(p, _)| module_of(p)).collect();
    let mut named = Vec::new();
    for (path, text) in files {
        named.extend(named_paths(&module_of(path), text, &mut modules));
    }
    let mut graphs = Graphs::new();
    for m in &modules {
        if let Some((last, parent)) = m.split_last() {
            graphs
                .entry(parent.to_vec())
                .or_default()
                .entry(last.clone())
                .or_default();
        }
    }
    for n in &named {
        let Some(to) = resolve(n, &modules) else {
            continue;
        };
        let common = n.from.iter().zip(&to).take_while(|(a, b)| a == b).count();
        if common < n.from.len() && common < to.len() {
            graphs
                .entry(n.from[..common].to_vec())
                .or_default()
                .entry(n.from[common].clone())
                .or_default()
                .insert(to[common].clone());
        }
    }
    graphs
}

/// Every `.rs` file under `dir` (but the binaries' `bin/`), as (path under `src/`, text).
fn read_tree(dir: &Path, under: &str, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .collect();
    entries.sort_by_key(|e| e.path());
    for entry in entries {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        let relative = if under.is_empty() {
            name.clone()
        } else {
            format!("{under}/{name}")
        };
        if path.is_dir() {
            if relative != "bin" {
                read_tree(&path, &relative, out);
            }
        } else if name.ends_with(".rs") {
            let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
            out.push((relative, text));
        }
    }
}

fn graphs() -> Graphs {
    let mut files = Vec::new();
    read_tree(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        "",
        &mut files,
    );
    sibling_graphs(&files)
}

/// The top-level modules and the top-level modules each one's files name.
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    graphs().remove(&ModPath::new()).unwrap_or_default()
}

/// A cycle through `node`, if the graph has one reachable from it.
fn cycle(
    graph: &BTreeMap<String, BTreeSet<String>>,
    node: &str,
    path: &mut Vec<String>,
    done: &mut BTreeSet<String>,
) -> Option<Vec<String>> {
    if let Some(i) = path.iter().position(|n| n == node) {
        let mut c = path[i..].to_vec();
        c.push(node.to_string());
        return Some(c);
    }
    if done.contains(node) {
        return None;
    }
    path.push(node.to_string());
    for next in graph.get(node).into_iter().flatten() {
        if let Some(c) = cycle(graph, next, path, done) {
            return Some(c);
        }
    }
    path.pop();
    done.insert(node.to_string());
    None
}

/// A loop among the siblings of each parent that has one, as `parent: a -> b -> a`.
fn loops(graphs: &Graphs) -> Vec<String> {
    let mut found = Vec::new();
    for (parent, graph) in graphs {
        let mut done = BTreeSet::new();
        for node in graph.keys() {
            if let Some(c) = cycle(graph, node, &mut Vec::new(), &mut done) {
                let at = if parent.is_empty() {
                    "crate".to_string()
                } else {
                    parent.join("::")
                };
                found.push(format!("{at}: {}", c.join(" -> ")));
                break;
            }
        }
    }
    found
}

#[test]
fn the_modules_import_each_other_without_a_loop() {
    let graph = graph();
    for module in [
        "any", "engine", "game", "perft", "record", "standard", "variant",
    ] {
        assert!(graph.contains_key(module), "{module} read: {graph:?}");
    }
    let mut done = BTreeSet::new();
    for node in graph.keys() {
        if let Some(c) = cycle(&graph, node, &mut Vec::new(), &mut done) {
            panic!("import loop {}; edges: {graph:#?}", c.join(" -> "));
        }
    }
}

#[test]
fn sibling_modules_import_each_other_without_a_loop_at_every_level() {
    let graphs = graphs();
    // The folders' graphs are read, and so are their edges (standard's evaluation).
    let eval = ["standard", "eval"].map(String::from).to_vec();
    let parts = &graphs[&eval];
    assert!(
        parts.contains_key("pawns") && parts.contains_key("layout"),
        "{parts:?}"
    );
    assert!(parts["pawns"].contains("layout"), "{parts:?}");
    let found = loops(&graphs);
    assert!(
        found.is_empty(),
        "import loops {found:#?}; edges: {graphs:#?}"
    );
}

#[test]
fn the_kernel_imports_nothing_outside_itself() {
    assert_eq!(graph().get("kernel"), Some(&BTreeSet::new()));
}

#[test]
fn the_variant_ids_import_nothing_of_the_crate() {
    // Nothing but `quote`, the one way messages quote input, itself a leaf: every rules
    // module may still name a variant without a loop.
    let quote_only: BTreeSet<String> = ["quote".to_string()].into();
    assert_eq!(graph().get("variant"), Some(&quote_only));
    assert_eq!(graph().get("quote"), Some(&BTreeSet::new()));
    assert!(graph()["game"].contains("variant"), "the edges are seen");
}

#[test]
fn a_loop_is_found() {
    let mut g = graph();
    g.entry("variant".to_string())
        .or_default()
        .insert("game".to_string());
    let c = cycle(&g, "game", &mut Vec::new(), &mut BTreeSet::new());
    assert_eq!(
        c.as_deref(),
        Some(&["game", "variant", "game"].map(String::from)[..])
    );
}

fn tree(files: &[(&str, &str)]) -> Graphs {
    let owned: Vec<(String, String)> = files
        .iter()
        .map(|(p, t)| (p.to_string(), t.to_string()))
        .collect();
    sibling_graphs(&owned)
}

fn edges_under<'a>(graphs: &'a Graphs, parent: &[&str]) -> &'a BTreeMap<String, BTreeSet<String>> {
    let key: ModPath = parent.iter().map(|s| s.to_string()).collect();
    graphs
        .get(&key)
        .unwrap_or_else(|| panic!("{parent:?} not read: {graphs:#?}"))
}

/// A loop between two files of one folder, written with the forms the resolver reads
/// (a grouped `use crate::{…}` tree with `self` and `as`, a `super::` path in an
/// expression), is found and named; a face naming its parts and parts naming their face
/// are no loop; comments and strings count for nothing.
#[test]
fn a_loop_between_siblings_in_a_folder_is_found() {
    let files = [
        ("lib.rs", "pub mod x;\npub mod y;"),
        (
            "x/mod.rs",
            "mod a;\nmod b;\npub use a::A;\npub fn f() { b::g() }",
        ),
        (
            "x/a.rs",
            "use crate::{x::b::{self as bee, B}, y};\npub struct A;\n// crate::x::c\n",
        ),
        (
            "x/b.rs",
            "pub fn g() { let _ = \"super::c\"; super::a::A; super::f() }\npub struct B;",
        ),
        (
            "y.rs",
            "pub fn h() { self::inner::k() }\nmod inner { pub fn k() {} }",
        ),
    ];
    let graphs = tree(&files);
    let x = edges_under(&graphs, &["x"]);
    assert_eq!(x["a"], ["b".to_string()].into());
    assert_eq!(x["b"], ["a".to_string()].into());
    assert_eq!(edges_under(&graphs, &[])["x"], ["y".to_string()].into());
    assert_eq!(edges_under(&graphs, &["y"])["inner"], BTreeSet::new());
    assert_eq!(loops(&graphs), ["x: a -> b -> a"]);
    // Without b's path to a, the folder has no loop.
    let mut fixed = files;
    fixed[3].1 = "pub fn g() { super::f() }\npub struct B;";
    assert_eq!(loops(&tree(&fixed)), Vec::<String>::new());
}

/// An inline module's `super` is its file's module, and a path from it to a sibling of
/// its file is that file's edge (a test that reaches up counts as its module's).
#[test]
fn inline_modules_resolve_super_from_their_file() {
    let files = [
        ("lib.rs", "mod p;\nmod q;"),
        (
            "p.rs",
            "pub fn f() {}\n#[cfg(test)]\nmod tests { use super::f; use super::super::q::g; }",
        ),
        ("q.rs", "pub fn g() { crate::p::f() }"),
    ];
    let graphs = tree(&files);
    assert_eq!(edges_under(&graphs, &[])["p"], ["q".to_string()].into());
    assert_eq!(loops(&graphs), ["crate: p -> q -> p"]);
}
