//! The layers of the app and the core (issue 40; docs/architecture.md, *Layers*, has
//! the same tables). The app:
//!
//! ```text
//! shell    shell/, lib.rs, main.rs, args/, testing.rs   the window; may use everything
//! screens  play/, learn/, editor/, studio/               never another screen, never the shell
//! shared   game/, players.rs, computer/, files/, profiles/, diagram/, command.rs,
//!          settings/, job.rs, about.rs, shortcuts.rs,     no screen, no shell
//!          dialog.rs
//! views    board/, view3d/, pieces.rs, theme(/), glyphs.rs, icons.rs, scroll.rs, i18n/
//!                                                          only views and the core's rules
//! ```
//!
//! and, by name: `files/` imports neither `shell/` nor `computer/`; the views import
//! none of `shell`, `files`, `computer` nor the core's `engine`. The core: the kernel
//! imports nothing outside itself; `variant` (the ids) imports only `quote`, a leaf.
//! No two modules import each other in a loop at any level of the module tree (a
//! folder's `mod.rs` is its face: importing a parent or a child is no edge), in the app
//! and in the core (standard's evaluation included).
//! Every import is read from the sources (`otherworlds_tests::imports`): `use` trees,
//! grouped ones too, and paths in the code.
use otherworlds_tests::imports::{
    FileImports, ModPath, crate_imports, find_cycle, imports_of_texts, sibling_graph,
};
use std::collections::BTreeSet;
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
        "play" | "learn" | "editor" | "studio" | "puzzles" => Layer::Screens,
        "game" | "computer" | "files" | "profiles" | "diagram" | "command" | "settings" | "job"
        | "about" | "shortcuts" | "players" | "dialog" | "sound" | "engines" => Layer::Shared,
        "board" | "view3d" | "pieces" | "theme" | "glyphs" | "icons" | "scroll" | "i18n" => {
            Layer::Views
        }
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

/// The core's modules a core module imports, by their top-level names.
fn core_tops_imported(files: &[FileImports], from: &str) -> BTreeSet<String> {
    files
        .iter()
        .filter(|f| top(&f.module) == from)
        .flat_map(|f| f.internal.iter().map(|t| top(t).to_string()))
        .filter(|t| t != from && !t.is_empty())
        .collect()
}

#[test]
fn the_kernel_imports_nothing_outside_itself() {
    let files = sources("core");
    assert!(
        files.iter().any(|f| top(&f.module) == "kernel"),
        "the kernel is read"
    );
    assert_eq!(core_tops_imported(&files, "kernel"), BTreeSet::new());
}

#[test]
fn the_variant_ids_import_only_quote_a_leaf() {
    // Every rules module may name a variant without a loop.
    let files = sources("core");
    let quote_only: BTreeSet<String> = ["quote".to_string()].into();
    assert_eq!(core_tops_imported(&files, "variant"), quote_only);
    assert_eq!(core_tops_imported(&files, "quote"), BTreeSet::new());
    assert!(
        core_tops_imported(&files, "game").contains("variant"),
        "the edges are seen"
    );
}

/// A loop between two files of one folder, written with the forms the reader reads (a
/// grouped `use crate::{…}` tree with `self` and `as`, a `super::` path in code) is
/// found; a face naming its parts and parts naming their face are no loop; comments
/// and strings count for nothing.
#[test]
fn a_loop_between_siblings_in_a_folder_is_found() {
    let mut texts = [
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
        ("y.rs", "pub fn h() {}"),
    ];
    let found = loops(&imports_of_texts(&texts));
    assert_eq!(found, ["x: a -> b -> a"]);
    // Without b's path to a, the folder has no loop.
    texts[3].1 = "pub fn g() { super::f() }\npub struct B;";
    assert_eq!(loops(&imports_of_texts(&texts)), Vec::<String>::new());
}

/// An inline module's `super` is its file's module: a test that reaches a sibling of
/// its file gives its file that edge.
#[test]
fn inline_modules_resolve_super_from_their_file() {
    let texts = [
        ("lib.rs", "mod p;\nmod q;"),
        (
            "p.rs",
            "pub fn f() {}\n#[cfg(test)]\nmod tests { use super::f; use super::super::q::g; }",
        ),
        ("q.rs", "pub fn g() { crate::p::f() }"),
    ];
    assert_eq!(loops(&imports_of_texts(&texts)), [": p -> q -> p"]);
}
