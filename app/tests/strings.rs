//! No user-facing English left in the app's code (issue 43): every word the window
//! shows is a message of `assets/i18n/`, looked up with `t!("id")`. This test reads
//! every source file of `app/src` (tests and test-only modules aside) and lists each
//! string literal that looks like words for a person (two words, or a capitalised
//! word) outside the places where English is right: message ids, log lines, panics,
//! egui ids, match patterns (text compared, not shown), the command line (`args/`: the command-line tools stay English) and a
//! short allow-list of names and symbols. Every message id the code names must exist
//! in English.
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Words that are the same in every language: names, formats, protocols.
const NAMES: &[&str] = &[
    "Otherworlds",
    "Stockfish",
    "Glicko-2",
    "Elo",
    "Fluent",
    "Lichess",
    "PGN",
    "SVG",
    "PNG",
    "FEN",
    // The UCI options the app sets itself (`engines/`), before "UCI".
    "UCI_Variant",
    "MultiPV",
    "Threads",
    "Hash",
    "UCI",
    "RON",
    "Mozilla",
    // The fonts the SVG diagrams name (`diagram/svg.rs`).
    "Ubuntu",
    "Hack",
    "Noto Sans CJK JP",
    // The default theme's name: data, equal to the ready-made theme's name in its file.
    "Classic",
];

/// Calls whose string arguments are not shown to a user (or are the message id).
const QUIET_CALLS: &[&str] = &[
    "t!(",
    "tr(",
    "tr_with(",
    "expect(",
    "panic!(",
    "unreachable!(",
    "todo!(",
    "assert!(",
    "assert_eq!(",
    "assert_ne!(",
    "debug_assert!(",
    "eprintln!(",
    "println!(",
    "Id::new(",
    "id_salt(",
    "push_id(",
    "include_str!(",
    "include_bytes!(",
    "concat!(",
    "env!(",
    "#[serde(",
    "#[strum(",
    "#[command(",
    "#[arg(",
    "Key::from_name(",
    "debug_struct(",
    "has_message(",
    "message(",
    "own(",
    // PGN tag names (`files/pgn.rs`): the format's words, the same in every language.
    "tag(",
    "set_tag(",
    // SVG markup (`diagram/svg.rs`).
    "markup!(",
    // The UCI protocol's lines and words (`engines/`), the same in every language.
    "uci!(",
    "strip_prefix(",
];

#[derive(Debug)]
struct Literal {
    line: usize,
    text: String,
    /// The code before the literal on its statement (to find the call it is in).
    before: String,
    /// A match arm's pattern (`"Earth" =>`): text compared, never shown.
    pattern: bool,
}

/// A literal found on `line`, its statement so far (which then holds a stand-in for
/// it), and whether the code at `after` makes it a pattern.
fn literal(
    line: usize,
    text: String,
    statement: &mut String,
    bytes: &[char],
    after: usize,
) -> Literal {
    let found = Literal {
        line,
        text,
        before: statement.clone(),
        pattern: is_pattern(bytes, after),
    };
    statement.push_str("\"\"");
    found
}

/// Whether the code at `at` (after a literal) makes it a match pattern: `=>` or `|`.
fn is_pattern(bytes: &[char], at: usize) -> bool {
    let rest: String = bytes[at.min(bytes.len())..]
        .iter()
        .skip_while(|c| c.is_whitespace())
        .take(2)
        .collect();
    rest == "=>" || (rest.starts_with('|') && rest != "||")
}

/// The string literals of `source` outside comments, `#[cfg(test)]` items and test
/// modules, with their lines.
fn literals(source: &str) -> Vec<Literal> {
    let bytes: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1;
    let mut statement = String::new();
    // Depth at which a test-only item began; skipped until its braces close.
    let mut depth = 0i32;
    let mut skip_from: Option<i32> = None;
    let mut pending_cfg_test = false;
    while i < bytes.len() {
        let c = bytes[i];
        let next = bytes.get(i + 1).copied().unwrap_or('\0');
        if c == '\n' {
            line += 1;
        }
        // Comments.
        if c == '/' && next == '/' {
            while i < bytes.len() && bytes[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c == '/' && next == '*' {
            i += 2;
            while i + 1 < bytes.len() && !(bytes[i] == '*' && bytes[i + 1] == '/') {
                if bytes[i] == '\n' {
                    line += 1;
                }
                i += 1;
            }
            i += 2;
            continue;
        }
        // Char literals (and lifetimes, which have no closing quote nearby).
        if c == '\'' {
            if next == '\\' {
                let mut j = i + 2;
                while j < bytes.len() && bytes[j] != '\'' {
                    j += 1;
                }
                i = j + 1;
                continue;
            }
            if bytes.get(i + 2) == Some(&'\'') {
                i += 3;
                continue;
            }
            i += 1;
            continue;
        }
        // Raw strings r"..." / r#"..."#.
        if c == 'r' && (next == '"' || next == '#') && !prev_is_ident(&bytes, i) {
            let mut j = i + 1;
            let mut hashes = 0;
            while bytes.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if bytes.get(j) == Some(&'"') {
                let start_line = line;
                let mut text = String::new();
                j += 1;
                loop {
                    if j >= bytes.len() {
                        break;
                    }
                    if bytes[j] == '"' && (0..hashes).all(|h| bytes.get(j + 1 + h) == Some(&'#')) {
                        j += 1 + hashes;
                        break;
                    }
                    if bytes[j] == '\n' {
                        line += 1;
                    }
                    text.push(bytes[j]);
                    j += 1;
                }
                if skip_from.is_none() {
                    out.push(literal(start_line, text, &mut statement, &bytes, j));
                }
                i = j;
                continue;
            }
        }
        if c == '"' {
            let start_line = line;
            let mut text = String::new();
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] != '"' {
                if bytes[j] == '\\' {
                    text.push(bytes[j]);
                    j += 1;
                }
                if bytes[j] == '\n' {
                    line += 1;
                }
                text.push(bytes[j]);
                j += 1;
            }
            if skip_from.is_none() {
                out.push(literal(start_line, text, &mut statement, &bytes, j + 1));
            }
            i = j + 1;
            continue;
        }
        match c {
            '{' => {
                if pending_cfg_test && skip_from.is_none() {
                    skip_from = Some(depth);
                }
                pending_cfg_test = false;
                depth += 1;
                statement.clear();
            }
            '}' => {
                depth -= 1;
                if skip_from == Some(depth) {
                    skip_from = None;
                }
                statement.clear();
            }
            ';' => {
                if pending_cfg_test && skip_from.is_none() {
                    // `#[cfg(test)] use ...;` or `mod tests;`: one statement.
                    pending_cfg_test = false;
                }
                statement.clear();
            }
            _ => statement.push(c),
        }
        if statement.ends_with("#[cfg(test)]") || statement.ends_with("#[test]") {
            pending_cfg_test = true;
        }
        i += 1;
    }
    out
}

fn prev_is_ident(bytes: &[char], i: usize) -> bool {
    i > 0 && (bytes[i - 1].is_alphanumeric() || bytes[i - 1] == '_')
}

/// Whether a literal reads as words for a person: what is left after removing format
/// placeholders and allowed names has two words in a row or a capitalised word.
fn looks_like_words(text: &str) -> bool {
    let mut plain = String::new();
    let mut braces = 0;
    for c in text.chars() {
        match c {
            '{' => braces += 1,
            '}' => braces -= 1,
            c if braces == 0 => plain.push(c),
            _ => {}
        }
    }
    for name in NAMES {
        plain = plain.replace(name, " ");
    }
    // Escapes such as \n are not words.
    let plain = plain.replace("\\n", " ").replace("\\t", " ");
    let words: Vec<&str> = plain
        .split(|c: char| !c.is_alphabetic() && c != '\'' && c != '’')
        .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .collect();
    let capitalised = words.iter().any(|w| {
        let mut chars = w.chars();
        chars.next().is_some_and(char::is_uppercase) && chars.next().is_some_and(char::is_lowercase)
    });
    let two_in_a_row = plain
        .split(|c: char| !(c.is_alphabetic() || c == ' ' || c == '\'' || c == '’'))
        .any(|run| {
            run.split(' ')
                .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
                .count()
                >= 2
        });
    capitalised || two_in_a_row
}

fn quiet(before: &str) -> bool {
    let tail: String = before
        .chars()
        .rev()
        .take(200)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    // The innermost open call before the literal decides.
    let mut depth = 0;
    let chars: Vec<char> = tail.chars().collect();
    for k in (0..chars.len()).rev() {
        match chars[k] {
            ')' | ']' => depth += 1,
            '(' | '[' if depth > 0 => depth -= 1,
            '(' | '[' => {
                let head: String = chars[..=k].iter().collect();
                return QUIET_CALLS.iter().any(|call| ends_with_call(&head, call));
            }
            _ => {}
        }
    }
    false
}

/// Whether `code` ends with a call of `call` (`t!(`, not `format!(`).
fn ends_with_call(code: &str, call: &str) -> bool {
    code.strip_suffix(call).is_some_and(|head| {
        !call.starts_with(|c: char| c.is_alphanumeric())
            || !head.ends_with(|c: char| c.is_alphanumeric() || c == '_')
            || call.contains("::")
    })
}

fn source_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            // Test modules in folders, and the command line (English by design).
            if name != "tests" && name != "args" {
                source_files(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "rs")
            && name != "tests.rs"
            && name != "testing.rs"
            && name != "main.rs"
        {
            out.push(path);
        }
    }
}

fn app_sources() -> Vec<(String, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    source_files(&src, &mut files);
    files.sort();
    files
        .into_iter()
        .filter_map(|path| {
            let text = std::fs::read_to_string(&path).ok()?;
            let name = path.strip_prefix(&src).ok()?.display().to_string();
            Some((name, text))
        })
        .collect()
}

/// Every place in `app/src` a user would still read English from the code.
fn english_in_code() -> Vec<String> {
    let mut found = Vec::new();
    for (file, text) in app_sources() {
        for literal in literals(&text) {
            if looks_like_words(&literal.text) && !quiet(&literal.before) && !literal.pattern {
                found.push(format!(
                    "app/src/{file}:{}: \"{}\"",
                    literal.line, literal.text
                ));
            }
        }
    }
    found
}

#[test]
fn no_user_facing_english_is_left_in_the_code() {
    let found = english_in_code();
    assert!(
        found.is_empty(),
        "{} strings in app/src are English a user reads; give each a message in \
         assets/i18n/en/ and look it up with t!(\"id\"):\n{}",
        found.len(),
        found.join("\n")
    );
}

/// The scanner itself: what it must find and what it must leave.
#[test]
fn the_scanner_finds_words_and_leaves_ids_symbols_and_tests() {
    let source = r##"
        fn ui() {
            ui.label("Save the game");
            ui.button(t!("cmd-save"));
            let tip = format!("{name}: {count}");
            ui.label("▶");
            ui.label(format!("Move {n}"));
            let id = egui::Id::new("side panel");
            let e = x.expect("the lock is held");
            let id = match name { "Earth" | "Sky" => 1, "Board game" => 2, _ => 3 };
            let raw = r#"Raw words here"#;
            // ui.label("Commented out");
        }
        #[cfg(test)]
        mod tests {
            fn f() { ui.label("Only in a test"); }
        }
        fn after() { ui.label(t!("a-b", n = "two words")); }
    "##;
    let texts: Vec<String> = literals(source)
        .into_iter()
        .filter(|l| looks_like_words(&l.text) && !quiet(&l.before) && !l.pattern)
        .map(|l| l.text)
        .collect();
    assert_eq!(texts, ["Save the game", "Move {n}", "Raw words here"]);
}

/// Every id the code looks up exists in English (a typo would show the id itself).
#[test]
fn every_message_id_in_the_code_exists_in_english() {
    let english: BTreeSet<String> =
        std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/i18n/en"))
            .expect("assets/i18n/en")
            .flatten()
            .filter_map(|e| std::fs::read_to_string(e.path()).ok())
            .flat_map(|text| {
                text.lines()
                    .filter_map(|l| {
                        let (id, _) = l.split_once('=')?;
                        let id = id.trim();
                        let ok = !id.is_empty()
                            && id.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
                            && id
                                .chars()
                                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
                        ok.then(|| id.to_owned())
                    })
                    .collect::<Vec<_>>()
            })
            .collect();
    let mut missing = Vec::new();
    for (file, text) in app_sources() {
        for literal in literals(&text) {
            let call = literal.before.trim_end();
            let lookup = ["t!(", "tr(", "tr_with("]
                .iter()
                .any(|c| ends_with_call(call, c));
            if lookup && !english.contains(&literal.text) {
                missing.push(format!("app/src/{file}:{}: {}", literal.line, literal.text));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "ids with no English message:\n{}",
        missing.join("\n")
    );
}
