//! Quoting user input in error messages, the one way every message does it: shortened to
//! [`QUOTE_CHARS`] characters (then `…`), with control characters (and the invisible
//! characters that reorder or hide text) escaped in Rust's `\u{1b}` style, so that a
//! message is one bounded line that cannot drive a terminal or a status bar. Position
//! strings, move strings, saved-game fields, variant ids and command-line arguments are
//! all quoted through [`quote`] (or [`quote_char`]); free text that may embed input (a
//! JSON parser's message) goes through [`bounded`]. A leaf: it imports nothing.
use std::fmt;

/// How many characters of the input a quote keeps before `…`: a whole position string
/// of standard chess, Two Worlds or 4D (at most about 90 characters) and of most
/// Valhalla games, so a message quotes what the user wrote, yet a quote of a 6 MB
/// field stays a line.
pub const QUOTE_CHARS: usize = 100;

/// How many characters [`bounded`] keeps of a free-text message before `…`.
pub const MESSAGE_CHARS: usize = 200;

/// `text` shortened and escaped for a message: see the module documentation. Writing
/// it costs no copy of the input; `quote(t).to_string()` is at most
/// `QUOTE_CHARS * 10 + 3` bytes (1003) long whatever `t` is.
pub fn quote(text: &str) -> Quoted<'_> {
    Quoted {
        text,
        max: QUOTE_CHARS,
    }
}

/// Free text (a parser's message that may embed input) shortened to [`MESSAGE_CHARS`]
/// characters and escaped as [`quote`] does.
pub fn bounded(text: &str) -> Quoted<'_> {
    Quoted {
        text,
        max: MESSAGE_CHARS,
    }
}

/// The part of `text` that [`quote`] shows (one character more, so that the quote
/// still ends in `…`): what an error keeps of its input, so that a 6 MB field is not
/// copied whole into an error. `quote(&clip(t))` shows the same as `quote(t)`.
pub fn clip(text: &str) -> String {
    match text.char_indices().nth(QUOTE_CHARS + 1) {
        Some((i, _)) => text[..i].to_string(),
        None => text.to_string(),
    }
}

/// One character escaped as [`quote`] would escape it.
pub fn quote_char(c: char) -> String {
    let mut s = String::new();
    push_escaped(&mut s, c);
    s
}

/// True for a character a message must not show raw: a control character (C0, DEL,
/// C1), a line or paragraph separator, or an invisible format character that reorders
/// or hides text (bidirectional overrides and isolates, zero-width characters, the
/// byte-order mark).
pub fn needs_escape(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{200b}'..='\u{200f}'
                | '\u{2028}'..='\u{202e}'
                | '\u{2060}'..='\u{2069}'
                | '\u{feff}'
        )
}

fn push_escaped(out: &mut String, c: char) {
    if needs_escape(c) {
        out.push_str(&format!("\\u{{{:x}}}", c as u32));
    } else {
        out.push(c);
    }
}

/// Input as a message shows it (made by [`quote`] or [`bounded`]).
#[derive(Clone, Copy, Debug)]
pub struct Quoted<'a> {
    text: &'a str,
    max: usize,
}

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        let mut chars = self.text.chars();
        for c in chars.by_ref().take(self.max) {
            push_escaped(&mut s, c);
        }
        if chars.next().is_some() {
            s.push('…');
        }
        f.write_str(&s)
    }
}

/// Every character of `text` that [`needs_escape`] escaped, nothing shortened: for a
/// whole message made elsewhere (a command-line parser's) that may hold raw input.
pub fn escape_all(text: &str) -> String {
    let mut s = String::with_capacity(text.len());
    for c in text.chars() {
        push_escaped(&mut s, c);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped_and_long_input_shortened() {
        assert_eq!(quote("e2e4").to_string(), "e2e4");
        assert_eq!(quote("\u{1b}[31mx").to_string(), "\\u{1b}[31mx");
        assert_eq!(quote("\u{1b}]0;t\u{7}").to_string(), "\\u{1b}]0;t\\u{7}");
        assert_eq!(quote("a\u{202e}b\nc").to_string(), "a\\u{202e}b\\u{a}c");
        let long = "x".repeat(6_000_000);
        let cut = format!("{}…", "x".repeat(QUOTE_CHARS));
        assert_eq!(quote(&long).to_string(), cut);
        let full = "é".repeat(QUOTE_CHARS);
        assert_eq!(quote(&full).to_string(), full);
        assert_eq!(
            bounded(&long).to_string().chars().count(),
            MESSAGE_CHARS + 1
        );
        assert_eq!(quote_char('\u{0}'), "\\u{0}");
        assert_eq!(escape_all("a\tb"), "a\\u{9}b");
        assert_eq!(quote(&clip(&long)).to_string(), quote(&long).to_string());
        assert_eq!(clip(&long).len(), QUOTE_CHARS + 1);
        assert_eq!(clip("e2e4"), "e2e4");
    }
}
