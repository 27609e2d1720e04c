//! The import graph of a crate's sources, for the layer tests (`tests/module_layers.rs`):
//! every file's module path, and every module it names through `use` trees (grouped
//! `{…}` trees included), inline `crate::…`, `super::…` and `self::…` paths, and the
//! other crates' paths it names (`otherworlds_core::engine`). Comments and string
//! literals are skipped; inline modules (`mod tests { … }`) are followed so `super::`
//! inside them resolves to the file.
//!
//! A module path is the list of module names from the crate root: `shell/run.rs` is
//! `["shell", "run"]`, `shell/mod.rs` is `["shell"]`, `lib.rs` is `[]`.
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// A module path from the crate root.
pub type ModPath = Vec<String>;

/// One file's imports: the crate's modules it names (resolved to the deepest module
/// that exists) and the paths of other crates it names (as written, `a::b::c`).
#[derive(Clone, Debug, Default)]
pub struct FileImports {
    pub module: ModPath,
    pub internal: BTreeSet<ModPath>,
    pub external: BTreeSet<String>,
}

/// Every `.rs` file under `src` with its imports.
pub fn crate_imports(src: &Path) -> Vec<FileImports> {
    let mut files = Vec::new();
    collect_files(src, &mut Vec::new(), &mut files);
    imports_of(files)
}

/// The imports of sources given as (path under `src`, text): `x/mod.rs`, `x/a.rs`,
/// `lib.rs` (for tests of the reader itself).
pub fn imports_of_texts(files: &[(&str, &str)]) -> Vec<FileImports> {
    let files = files
        .iter()
        .map(|(path, text)| {
            let mut parts: Vec<String> = path.split('/').map(String::from).collect();
            let file = parts.pop().unwrap_or_default();
            let stem = file.trim_end_matches(".rs");
            let root = parts.is_empty() && matches!(stem, "lib" | "main");
            if stem != "mod" && !root {
                parts.push(stem.to_string());
            }
            (parts, text.to_string())
        })
        .collect();
    imports_of(files)
}

fn imports_of(files: Vec<(ModPath, String)>) -> Vec<FileImports> {
    let modules: BTreeSet<ModPath> = files.iter().map(|(m, _)| m.clone()).collect();
    files
        .into_iter()
        .map(|(module, text)| {
            let mut imports = FileImports {
                module: module.clone(),
                ..FileImports::default()
            };
            for (scope, path) in paths_in(&strip(&text)) {
                let here: ModPath = module.iter().cloned().chain(scope).collect();
                match resolve(&here, &path, &modules) {
                    Some(Resolved::Internal(target)) => {
                        imports.internal.insert(target);
                    }
                    Some(Resolved::External(text)) => {
                        imports.external.insert(text);
                    }
                    None => {}
                }
            }
            imports
        })
        .collect()
}

fn collect_files(dir: &Path, at: &mut Vec<String>, out: &mut Vec<(ModPath, String)>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .collect();
    entries.sort_by_key(|e| e.path());
    for entry in entries {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            at.push(name);
            collect_files(&path, at, out);
            at.pop();
            continue;
        }
        let Some(stem) = name.strip_suffix(".rs") else {
            continue;
        };
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut module = at.clone();
        let root = at.is_empty() && matches!(stem, "lib" | "main");
        if stem != "mod" && !root {
            module.push(stem.to_string());
        }
        out.push((module, text));
    }
}

/// The text with comments and the contents of string and char literals blanked (a
/// `"crate::x"` in a message names no module).
pub fn strip(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
                    depth += 1;
                    i += 2;
                } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if b[i] == b'r'
            && matches!(b.get(i + 1), Some(b'"') | Some(b'#'))
            && !ident_before(b, i)
        {
            // A raw string: r"…", r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while b.get(j) == Some(&b'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) != Some(&b'"') {
                out.push('r');
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= b.len() {
                    break;
                }
                if b[j] == b'"' && (0..hashes).all(|k| b.get(j + 1 + k) == Some(&b'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            out.push_str("\"\"");
            i = j;
        } else if b[i] == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push_str("\"\"");
        } else if b[i] == b'\'' && is_char_literal(b, i) {
            i += 1;
            while i < b.len() && b[i] != b'\'' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push_str("' '");
        } else {
            let len = utf8_len(b[i]);
            out.push_str(&text[i..i + len]);
            i += len;
        }
    }
    out
}

fn utf8_len(first: u8) -> usize {
    match first {
        0..=0x7f => 1,
        0xc0..=0xdf => 2,
        0xe0..=0xef => 3,
        _ => 4,
    }
}

fn ident_before(b: &[u8], i: usize) -> bool {
    i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')
}

/// A `'` that opens a char literal ('a', '\n', '\u{1b}'), not a lifetime ('a).
fn is_char_literal(b: &[u8], i: usize) -> bool {
    match b.get(i + 1) {
        Some(b'\\') => true,
        Some(_) => {
            // One character (of up to 4 bytes), then a closing quote.
            let len = utf8_len(b[i + 1]);
            b.get(i + 1 + len) == Some(&b'\'')
        }
        None => false,
    }
}

/// Every path the code names that starts at `crate`, `super`, `self` or an external
/// crate's name, with the inline module it sits in (relative to the file): from `use`
/// trees, expanded, and from paths in the code.
fn paths_in(code: &str) -> Vec<(Vec<String>, Vec<String>)> {
    let tokens = tokenize(code);
    let mut out = Vec::new();
    let mut scope: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < tokens.len() {
        let t = tokens[i].as_str();
        match t {
            "{" => depth += 1,
            "}" => {
                depth = depth.saturating_sub(1);
                if scope.last().is_some_and(|(_, d)| *d == depth) {
                    scope.pop();
                }
            }
            "mod" if tokens.get(i + 2).map(String::as_str) == Some("{") => {
                if let Some(name) = tokens.get(i + 1) {
                    scope.push((name.clone(), depth));
                }
            }
            "use" => {
                let here: Vec<String> = scope.iter().map(|(n, _)| n.clone()).collect();
                let (paths, next) = use_tree(&tokens, i + 1, Vec::new());
                out.extend(paths.into_iter().map(|p| (here.clone(), p)));
                i = next;
                continue;
            }
            _ if is_ident(t) && tokens.get(i + 1).map(String::as_str) == Some("::") => {
                // A path in the code: only its first name decides what it is.
                let before = i.checked_sub(1).map(|j| tokens[j].as_str());
                if before != Some("::") {
                    let here: Vec<String> = scope.iter().map(|(n, _)| n.clone()).collect();
                    let mut path = vec![t.to_string()];
                    let mut j = i + 1;
                    while tokens.get(j).map(String::as_str) == Some("::")
                        && tokens.get(j + 1).is_some_and(|n| is_ident(n))
                    {
                        path.push(tokens[j + 1].clone());
                        j += 2;
                    }
                    out.push((here, path));
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

fn is_ident(t: &str) -> bool {
    t.chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
        && t.chars().all(|c| c.is_alphanumeric() || c == '_')
}

fn tokenize(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let chars: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push(chars[start..i].iter().collect());
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            out.push("::".into());
            i += 2;
        } else if c.is_whitespace() {
            i += 1;
        } else {
            out.push(c.to_string());
            i += 1;
        }
    }
    out
}

/// The paths of the `use` tree starting at `tokens[i]` under `prefix`, and where the
/// tree ends (after its `;`, or at the `,`/`}` that closes a nested tree).
fn use_tree(tokens: &[String], mut i: usize, prefix: Vec<String>) -> (Vec<Vec<String>>, usize) {
    let mut path = prefix;
    let mut out = Vec::new();
    loop {
        match tokens.get(i).map(String::as_str) {
            Some("{") => {
                i += 1;
                loop {
                    let (paths, next) = use_tree(tokens, i, path.clone());
                    out.extend(paths);
                    i = next;
                    match tokens.get(i).map(String::as_str) {
                        Some(",") => i += 1,
                        Some("}") => {
                            i += 1;
                            break;
                        }
                        _ => break,
                    }
                    if tokens.get(i).map(String::as_str) == Some("}") {
                        i += 1;
                        break;
                    }
                }
                if tokens.get(i).map(String::as_str) == Some(";") {
                    i += 1;
                }
                return (out, i);
            }
            Some("::") => i += 1,
            Some("as") => {
                // `as name`: the alias names nothing new.
                i += 2;
            }
            Some("*") => i += 1,
            Some(";") => {
                out.push(path);
                return (out, i + 1);
            }
            Some(",") | Some("}") | None => {
                out.push(path);
                return (out, i);
            }
            Some(t) => {
                path.push(t.to_string());
                i += 1;
            }
        }
    }
}

enum Resolved {
    Internal(ModPath),
    External(String),
}

/// Where a path from module `here` leads: a module of the crate (the deepest that
/// exists), another crate's path, or nothing worth a note (std, a local name).
fn resolve(here: &ModPath, path: &[String], modules: &BTreeSet<ModPath>) -> Option<Resolved> {
    let first = path.first()?.as_str();
    let mut at: ModPath = match first {
        "crate" => Vec::new(),
        "super" | "self" => here.clone(),
        "std" | "core" | "alloc" | "Self" => return None,
        name if name.starts_with(char::is_uppercase) => return None,
        _ => {
            // A path of another crate, or of a module declared here (`mod x;` then
            // `x::y`): a child of `here` that exists is this crate's.
            let child: ModPath = here.iter().cloned().chain([first.to_string()]).collect();
            if modules.contains(&child) {
                return Some(Resolved::Internal(deepest(child, &path[1..], modules)));
            }
            return Some(Resolved::External(path.join("::")));
        }
    };
    let mut rest = &path[1..];
    if first == "super" {
        at.pop();
        while rest.first().map(String::as_str) == Some("super") {
            at.pop();
            rest = &rest[1..];
        }
    }
    Some(Resolved::Internal(deepest(at, rest, modules)))
}

/// `at` extended by the names of `rest` as long as they are modules.
fn deepest(mut at: ModPath, rest: &[String], modules: &BTreeSet<ModPath>) -> ModPath {
    for name in rest {
        let mut next = at.clone();
        next.push(name.clone());
        if !modules.contains(&next) {
            break;
        }
        at = next;
    }
    at
}

/// The graph among siblings at every level of the module tree: for an import from
/// `a/x/…` to `a/y/…` (a common parent `a`, then different children), the edge `x -> y`
/// under `a`. An import of an ancestor or a descendant is no edge (a folder's `mod.rs`
/// is its face, declaring and re-exporting its children).
pub fn sibling_graph(
    files: &[FileImports],
) -> BTreeMap<ModPath, BTreeMap<String, BTreeSet<String>>> {
    let mut graph: BTreeMap<ModPath, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for file in files {
        for target in &file.internal {
            let common = file
                .module
                .iter()
                .zip(target)
                .take_while(|(a, b)| a == b)
                .count();
            let (Some(from), Some(to)) = (file.module.get(common), target.get(common)) else {
                continue;
            };
            graph
                .entry(file.module[..common].to_vec())
                .or_default()
                .entry(from.clone())
                .or_default()
                .insert(to.clone());
        }
    }
    graph
}

/// A cycle in `edges`, if there is one (as the nodes of its path, the first again at
/// the end).
pub fn find_cycle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn walk(
        edges: &BTreeMap<String, BTreeSet<String>>,
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
        for next in edges.get(node).into_iter().flatten() {
            if let Some(c) = walk(edges, next, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    edges
        .keys()
        .find_map(|node| walk(edges, node, &mut Vec::new(), &mut done))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grouped_use_trees_expand_to_each_path() {
        let code = "use crate::a::{b::{C, d}, e as f, self};\nuse super::g::*;";
        let paths: Vec<Vec<String>> = paths_in(code).into_iter().map(|(_, p)| p).collect();
        let s = |p: &[&str]| p.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        assert!(paths.contains(&s(&["crate", "a", "b", "C"])), "{paths:?}");
        assert!(paths.contains(&s(&["crate", "a", "b", "d"])), "{paths:?}");
        assert!(paths.contains(&s(&["crate", "a", "e"])), "{paths:?}");
        assert!(paths.contains(&s(&["super", "g"])), "{paths:?}");
    }

    #[test]
    fn comments_and_strings_name_no_module() {
        let code = strip("// crate::a\nlet s = \"crate::b\"; /* crate::c */ crate::d::e();");
        let paths: Vec<Vec<String>> = paths_in(&code).into_iter().map(|(_, p)| p).collect();
        assert_eq!(paths, [vec!["crate".to_string(), "d".into(), "e".into()]]);
    }

    #[test]
    fn super_in_an_inline_module_is_the_file() {
        let code = "mod tests { use super::X; }\nfn f() { super::y::z(); }";
        let found = paths_in(code);
        assert_eq!(found[0].0, ["tests"]);
        assert_eq!(found[1].0, Vec::<String>::new());
    }
}
