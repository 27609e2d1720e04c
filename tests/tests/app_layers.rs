//! The app's layers (issue 40; docs/architecture.md, *Layers*, has the same table):
//!
//! ```text
//! shell    shell/, lib.rs, main.rs, args/, testing.rs   the window; may use everything
//! screens  play/, learn/, editor/, studio/               never another screen, never the shell
//! shared   game/, players.rs, computer/, files/, profiles/, diagram/, command.rs,
//!          settings/, job.rs, about.rs                    no screen, no shell
//! views    board/, view3d/, pieces.rs, theme(/), glyphs.rs, icons.rs
//!                                                          only views and the core's rules
//! ```
//!
//! and, by name: `files/` imports neither `shell/` nor `computer/`; the views import
//! none of `shell`, `files`, `computer` nor the core's `engine`. No two modules import
//! each other in a loop at any level of the module tree (a folder's `mod.rs` is its
//! face: importing a parent or a child is no edge), in the app and in the core.
//! Every import is read from the sources (`otherworlds_tests::imports`): `use` trees,
//! grouped ones too, and paths in the code.
use otherworlds_tests::imports::{FileImports, ModPath, crate_imports, find_cycle, sibling_graph};
use std::path::Path;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Layer {
    Views,
    Shared,
    Screens,
    Shell,
}

/// The layer of a top-level module of the app.
fn layer(top: &str) -> Layer {
    match top {
        "" | "shell" | "args" | "testing" => Layer::Shell,
        "play" | "learn" | "editor" | "studio" => Layer::Screens,
        "game" | "computer" | "files" | "profiles" | "diagram" | "command" | "settings" | "job"
        | "about" | "players" => Layer::Shared,
        "board" | "view3d" | "pieces" | "theme" | "glyphs" | "icons" => Layer::Views,
        other => {
            panic!("app/src/{other} has no layer: add it to this table and to docs/architecture.md")
        }
    }
}

fn top(module: &ModPath) -> &str {
    module.first().map_or("", String::as_str)
}

/// Every import that breaks the table, as `from -> to: why`.
fn broken_rules(files: &[FileImports]) -> Vec<String> {
    let mut out = Vec::new();
    for file in files {
        let from = top(&file.module);
        let from_layer = layer(from);
        for target in &file.internal {
            let to = top(target);
            if to == from || to.is_empty() {
                continue;
            }
            let to_layer = layer(to);
            let why = if to_layer > from_layer {
                Some("a lower layer imports a higher one")
            } else if from_layer == Layer::Screens && to_layer == Layer::Screens {
                Some("a screen imports another screen")
            } else if from == "files" && (to == "shell" || to == "computer") {
                Some("the file layer reaches the shell or the computer")
            } else if from_layer == Layer::Views && matches!(to, "files" | "computer") {
                Some("a view reaches the files or the computer")
            } else {
                None
            };
            if let Some(why) = why {
                out.push(format!(
                    "{} -> {}: {why}",
                    file.module.join("/"),
                    target.join("/")
                ));
            }
        }
        if from_layer == Layer::Views {
            for path in &file.external {
                if path.starts_with("otherworlds_core::engine") {
                    out.push(format!(
                        "{} -> {path}: a view reaches the engine",
                        file.module.join("/")
                    ));
                }
            }
        }
    }
    out
}

/// Every loop among sibling modules, as `parent: a -> b -> a`.
fn loops(files: &[FileImports]) -> Vec<String> {
    sibling_graph(files)
        .into_iter()
        .filter_map(|(parent, edges)| {
            let cycle = find_cycle(&edges)?;
            Some(format!("{}: {}", parent.join("/"), cycle.join(" -> ")))
        })
        .collect()
}

fn sources(krate: &str) -> Vec<FileImports> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(krate)
        .join("src");
    crate_imports(&src)
}

#[test]
fn the_app_keeps_its_layers() {
    let files = sources("app");
    assert!(files.len() > 80, "only {} files read", files.len());
    let broken = broken_rules(&files);
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

#[test]
fn no_modules_import_each_other_in_a_loop_in_the_app_or_the_core() {
    let found: Vec<String> = ["app", "core"]
        .into_iter()
        .flat_map(|krate| {
            loops(&sources(krate))
                .into_iter()
                .map(move |l| format!("{krate}: {l}"))
        })
        .collect();
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The checks see what they must: the edges are read, and a forbidden import or a
/// loop put into the real graph is found.
#[test]
fn a_broken_layer_and_a_loop_are_found() {
    let mut files = sources("app");
    let edge = |files: &[FileImports], from: &str, to: &str| {
        files
            .iter()
            .any(|f| top(&f.module) == from && f.internal.iter().any(|t| top(t) == to))
    };
    assert!(
        edge(&files, "shell", "play"),
        "the shell's imports are read"
    );
    assert!(
        edge(&files, "play", "game"),
        "grouped and plain imports are read"
    );
    let board = files
        .iter_mut()
        .find(|f| f.module == ["board"])
        .expect("board/mod.rs");
    board.internal.insert(vec!["play".into(), "table".into()]);
    board
        .external
        .insert("otherworlds_core::engine::Limits".into());
    let broken = broken_rules(&files);
    assert!(
        broken.iter().any(|b| b.starts_with("board -> play/table")),
        "{broken:?}"
    );
    assert!(
        broken.iter().any(|b| b.contains("reaches the engine")),
        "{broken:?}"
    );
    // A loop: game -> files exists; files -> game closes it.
    let mut files = sources("app");
    let files_mod = files
        .iter_mut()
        .find(|f| f.module == ["files", "games"])
        .expect("files/games.rs");
    files_mod
        .internal
        .insert(vec!["game".into(), "players".into()]);
    assert!(
        loops(&files)
            .iter()
            .any(|l| l.contains("game") && l.contains("files")),
        "{:?}",
        loops(&files)
    );
}
