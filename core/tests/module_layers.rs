//! The core's modules import each other without a loop (issue 13): every `crate::X`
//! named in a top-level module's files is an edge from it to `X`, and the edges form no
//! cycle. `variant` (the ids) is a leaf.
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// The top-level module of each file under `dir` and the `crate::` modules it names
/// outside comments.
fn edges(dir: &Path, top: Option<&str>, out: &mut BTreeMap<String, BTreeSet<String>>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .collect();
    entries.sort_by_key(|e| e.path());
    for entry in entries {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            if top.is_none() && name == "bin" {
                continue;
            }
            edges(&path, Some(top.unwrap_or(&name)), out);
            continue;
        }
        let Some(stem) = name.strip_suffix(".rs") else {
            continue;
        };
        let module = top.unwrap_or(stem).to_string();
        if module == "lib" {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let targets = out.entry(module.clone()).or_default();
        for line in text.lines() {
            let code = line.split("//").next().unwrap_or_default();
            for (i, _) in code.match_indices("crate::") {
                let before = code[..i].chars().next_back();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
                    continue;
                }
                let target: String = code[i + "crate::".len()..]
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_')
                    .collect();
                if !target.is_empty() && target != module {
                    targets.insert(target);
                }
            }
        }
    }
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

fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let mut graph = BTreeMap::new();
    edges(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        None,
        &mut graph,
    );
    graph
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
