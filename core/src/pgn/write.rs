//! From a game to PGN text: the Seven Tag Roster first, then `Variant`, `SetUp` and
//! `FEN` when the game starts from a set-up position, then the other tags; the movetext
//! in SAN (standard chess) or the variant's move and turn strings, lines of at most 79
//! characters, ending with the result.
use super::{Annotation, PgnGame, variant_tag};
use crate::any::AnyPosition;
use crate::game::{Notation, Rules};
use crate::kernel::Color;

/// The Seven Tag Roster with the value written when a game has none.
const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The widest line the writer makes (the PGN standard asks for at most 79 characters).
const LINE: usize = 79;

/// Several games, one blank line between them.
pub fn write_games(games: &[PgnGame]) -> String {
    games.iter().map(write_game).collect::<Vec<_>>().join("\n")
}

/// One game: tags, a blank line, the movetext, a newline. The `Result` tag and the
/// termination marker both write [`PgnGame::result`]; `Variant` names the variant of the
/// start position ([`variant_tag`]); `SetUp` and `FEN` are written when the start is not the variant's
/// start position. A tag whose name is not a PGN symbol (letters, digits, `_`) is left
/// out, and a line break in a value is written as a space.
pub fn write_game(game: &PgnGame) -> String {
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        // A value ends on its line: a line break in it is written as a space.
        let value = value.replace(['\n', '\r'], " ");
        let value = value.replace('\\', "\\\\").replace('"', "\\\"");
        out.push_str(&format!("[{name} \"{value}\"]\n"));
    };
    for (name, default) in ROSTER {
        match name {
            "Result" => tag(name, game.result.as_str()),
            _ => tag(name, game.tag(name).unwrap_or(default)),
        }
    }
    let variant = game.start.variant();
    tag("Variant", &variant_tag(variant));
    let start = game.start.position_string();
    let set_up = start != AnyPosition::new(variant).position_string();
    if set_up {
        tag("SetUp", "1");
        tag("FEN", &start);
    }
    let written =
        |n: &str| ROSTER.iter().any(|(r, _)| *r == n) || ["Variant", "SetUp", "FEN"].contains(&n);
    for (name, value) in &game.tags {
        let symbol =
            !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if symbol && !written(name) {
            tag(name, value);
        }
    }
    out.push('\n');
    out.push_str(&movetext(game));
    out
}

/// Words wrapped into lines of at most [`LINE`] characters.
struct Lines {
    out: String,
    width: usize,
}

impl Lines {
    fn word(&mut self, word: &str) {
        let len = word.chars().count();
        // A line never starts with `%` (it would read as an escape line).
        if self.width > 0 && self.width + 1 + len > LINE && !word.starts_with('%') {
            self.out.push('\n');
            self.width = 0;
        }
        if self.width > 0 {
            self.out.push(' ');
            self.width += 1;
        }
        self.out.push_str(word);
        self.width += len;
    }

    /// A `;` comment: the rest of the line.
    fn rest_of_line(&mut self, text: &str) {
        self.word(&format!(";{text}"));
        self.out.push('\n');
        self.width = 0;
    }

    /// Words of a comment or variation: split at spaces (the reader joins them again).
    fn words(&mut self, text: &str) {
        for w in text.split(' ').filter(|w| !w.is_empty()) {
            self.word(w);
        }
    }

    fn annotations(&mut self, notes: &[Annotation]) {
        for note in notes {
            match note {
                Annotation::Nag(n) => self.word(&format!("${n}")),
                // Only a `;` comment can hold a `}`, and it holds no line break.
                Annotation::Comment(text) if text.contains('}') => self.rest_of_line(text),
                Annotation::Comment(text) => self.words(&format!("{{{text}}}")),
                Annotation::Variation(text) => self.words(&format!("({text})")),
            }
        }
    }
}

/// The fullmove number of a start position: the last field of its string (of board 1's
/// fields in Valhalla).
fn move_number(start: &AnyPosition) -> u32 {
    let text = start.position_string();
    let board_one = text.split(" | ").next().unwrap_or_default();
    board_one
        .split_whitespace()
        .last()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1)
}

fn movetext(game: &PgnGame) -> String {
    let mut lines = Lines {
        out: String::new(),
        width: 0,
    };
    lines.annotations(&game.intro);
    let mut pos = game.start.clone();
    let mut number = move_number(&pos);
    let mut side = pos.actor();
    // Black's move carries its number at the start and after a comment or variation.
    let mut renumber = true;
    for m in &game.moves {
        // A move number stays on the line of its move.
        let text = pos.turn_text(&m.decisions);
        match side {
            Color::White => lines.word(&format!("{number}. {text}")),
            Color::Black if renumber => lines.word(&format!("{number}... {text}")),
            Color::Black => lines.word(&text),
        }
        for &mv in &m.decisions {
            pos.play(mv);
        }
        lines.annotations(&m.annotations);
        renumber = m
            .annotations
            .iter()
            .any(|a| !matches!(a, Annotation::Nag(_)));
        if side == Color::Black {
            number = number.saturating_add(1);
        }
        side = side.flip();
    }
    lines.word(game.result.as_str());
    lines.out.push('\n');
    lines.out
}
