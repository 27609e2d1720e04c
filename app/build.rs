//! Embeds every translation file: each folder of `assets/i18n/` is a language (its
//! name the language tag), each `.ftl` file in it a part of its messages, and each
//! file of its `learn/` folder the translation of one course of `assets/learn/`. A new
//! language is a new folder; nothing in the code lists them (docs/translating.md).
//! On Windows targets it also links the icon and version resource (`build/windows_resource.rs`).
use std::fmt::Write as _;
use std::path::Path;

#[path = "build/windows_resource.rs"]
mod windows_resource;

/// The crate's folder as Cargo gives it to this run (not as it was when the script was
/// compiled: a target folder copied from another checkout reuses the compiled script,
/// which then watched and listed that other checkout's files).
fn manifest_dir() -> std::path::PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf(),
        std::path::PathBuf::from,
    )
}

fn main() {
    windows_resource::embed();
    let root = manifest_dir().join("../assets/i18n");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut messages = Vec::new();
    let mut learn = Vec::new();
    if let Ok(langs) = std::fs::read_dir(&root) {
        for lang in langs.flatten() {
            let code = lang.file_name().to_string_lossy().into_owned();
            fluent_files(&lang.path(), &code, &mut messages);
            fluent_files(&lang.path().join("learn"), &code, &mut learn);
        }
    }
    let out_dir = std::env::var("OUT_DIR").unwrap_or_default();
    write_list(&Path::new(&out_dir).join("i18n_files.rs"), messages);
    write_list(&Path::new(&out_dir).join("i18n_learn.rs"), learn);
}

fn fluent_files(dir: &Path, code: &str, out: &mut Vec<(String, String, std::path::PathBuf)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "ftl") {
            let name = entry.file_name().to_string_lossy().into_owned();
            out.push((code.to_owned(), name, path));
        }
    }
}

fn write_list(dest: &Path, mut files: Vec<(String, String, std::path::PathBuf)>) {
    files.sort();
    let mut out = String::from("&[\n");
    let manifest = manifest_dir();
    for (lang, name, path) in files {
        // Relative to the crate (resolved when the crate compiles), so a target folder
        // copied to another checkout still reads that checkout's files.
        let relative = path.strip_prefix(&manifest).unwrap_or(&path);
        let _ = writeln!(
            out,
            "    ({lang:?}, {name:?}, include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/\", {:?}))),",
            relative.display().to_string()
        );
    }
    out.push_str("]\n");
    if let Err(e) = std::fs::write(dest, out) {
        panic!("cannot write {}: {e}", dest.display());
    }
}
