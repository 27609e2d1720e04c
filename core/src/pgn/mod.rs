//! PGN (Portable Game Notation) for standard chess, and the same text with the project's
//! move strings for the other variants (docs/saved-games.md, *PGN*): read one or many
//! games, write a game, convert to and from the saved-game record.
//!
//! Reading checks every move against the legal moves of the position it is played in
//! (SAN for standard chess, a UCI move accepted too; the variant's move or turn strings
//! otherwise). It keeps the tags, comments, NAGs and variations (as text: their moves
//! are not replayed), and stops at the first error, which names the game, the line, the
//! column and the token ([`PgnError`]). Nothing the caller holds is changed.
//!
//! ```
//! use otherworlds_core::pgn::{self, PgnResult};
//! use otherworlds_core::Notation;
//!
//! let games = pgn::read_games("[White \"Ada\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n").unwrap();
//! assert_eq!(games[0].tag("White"), Some("Ada"));
//! assert_eq!(games[0].result, PgnResult::BlackWins);
//! assert_eq!(games[0].final_position().position_string(),
//!     "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
//! let text = pgn::write_game(&games[0]);
//! assert!(text.starts_with("[Event \"?\"]\n"));
//! assert!(text.contains("[Variant \"Standard\"]"));
//! assert!(text.contains("1. f3 e5 2. g4 Qh4# 0-1"));
//! ```

mod error;
mod lexer;
mod read;
mod record;
mod review;
mod stream;
mod write;

#[cfg(test)]
mod stream_tests;
#[cfg(test)]
mod tests;

pub use error::{PgnError, PgnErrorKind};
pub use read::{PgnReader, read_bytes, read_games};
pub use stream::{GameText, MAX_GAME_BYTES, PIECE_BYTES, PgnStream};
pub use write::{write_game, write_games};

use crate::any::{AnyMove, AnyPosition};
use crate::game::{Outcome, Rules};
use crate::kernel::Color;
use crate::variant::{Variant, VariantError};
use std::borrow::Cow;

/// A game's result as PGN writes it: the `Result` tag and the termination marker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PgnResult {
    /// `1-0` (in Valhalla: player A).
    WhiteWins,
    /// `0-1`
    BlackWins,
    /// `1/2-1/2`
    Draw,
    /// `*`: going on, unknown or abandoned.
    Unknown,
}

impl PgnResult {
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub const fn as_str(self) -> &'static str {
        match self {
            PgnResult::WhiteWins => "1-0",
            PgnResult::BlackWins => "0-1",
            PgnResult::Draw => "1/2-1/2",
            PgnResult::Unknown => "*",
        }
    }

    /// The result a PGN marker names, if it is one.
    pub fn parse(text: &str) -> Option<PgnResult> {
        [
            PgnResult::WhiteWins,
            PgnResult::BlackWins,
            PgnResult::Draw,
            PgnResult::Unknown,
        ]
        .into_iter()
        .find(|r| r.as_str() == text)
    }

    /// The PGN result of a game's outcome (`*` while it goes on).
    pub fn of(outcome: Option<Outcome>) -> PgnResult {
        match outcome.map(|o| o.winner) {
            None => PgnResult::Unknown,
            Some(Some(Color::White)) => PgnResult::WhiteWins,
            Some(Some(Color::Black)) => PgnResult::BlackWins,
            Some(None) => PgnResult::Draw,
        }
    }
}

/// A NAG, a comment or a variation after a move (or before the first one), in the order
/// they were written.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Annotation {
    /// `$1` … `$255`; the suffixes `!`, `?`, `!!`, `??`, `!?`, `?!` are NAGs 1 to 6.
    Nag(u8),
    /// The text of a `{...}` or `;` comment, whitespace runs made one space, trimmed.
    Comment(String),
    /// A variation's text without its parentheses, its tokens one space apart (nested
    /// variations and comments kept; a `;` comment inside written `{...}`, a `}` in it
    /// made a space). Its moves are not checked.
    Variation(String),
}

/// One move of the main line: a whole turn (in Valhalla several decisions).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnMove {
    /// The decisions, in order: one, except in Valhalla.
    pub decisions: Vec<AnyMove>,
    /// The move as it was written (SAN, a UCI move, a move or turn string).
    pub text: String,
    /// Where it was written (1-based line and column); 0 for a move not read from text.
    pub line: usize,
    pub column: usize,
    /// What follows it before the next move.
    pub annotations: Vec<Annotation>,
}

/// A game read from PGN, or made to be written as PGN.
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// The tag pairs in the order written (a name appears once).
    pub tags: Vec<(String, String)>,
    /// From the `Variant` tag ([`variant_from_tag`]); standard chess without one.
    pub variant: Variant,
    /// The start: the `FEN` tag's position, else the variant's start position.
    pub start: AnyPosition,
    /// The main line.
    pub moves: Vec<PgnMove>,
    /// The `Result` tag, else the termination marker, else `*`.
    pub result: PgnResult,
    /// Comments (and NAGs) before the first move.
    pub intro: Vec<Annotation>,
    /// The game's place in the text it was read from (1-based) and the line it starts
    /// on; 0 for a game not read from text.
    pub number: usize,
    pub line: usize,
}

impl PgnGame {
    /// A game of `variant` from its start position, with no tags and no moves.
    pub fn new(start: AnyPosition) -> PgnGame {
        PgnGame {
            tags: Vec::new(),
            variant: start.variant(),
            start,
            moves: Vec::new(),
            result: PgnResult::Unknown,
            intro: Vec::new(),
            number: 0,
            line: 0,
        }
    }

    /// The value of tag `name` (tag names are case-sensitive, as in PGN).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets tag `name` (replacing its value, or adding it at the end).
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => *v = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    /// Every decision of the main line, in order.
    pub fn decisions(&self) -> Vec<AnyMove> {
        self.moves
            .iter()
            .flat_map(|m| m.decisions.iter().copied())
            .collect()
    }

    /// The position after the main line.
    pub fn final_position(&self) -> AnyPosition {
        let mut p = self.start.clone();
        for mv in self.decisions() {
            p.play(mv);
        }
        p
    }
}

/// The `Variant` tag's value for `variant`: `Standard` (as lichess writes it) for
/// standard chess, else the variant id (`two-worlds`, `4d`, `4d-classic`,
/// `valhalla:mirror` ...).
pub fn variant_tag(variant: Variant) -> String {
    match variant {
        Variant::Standard => "Standard".to_string(),
        other => other.to_string(),
    }
}

/// The variant a `Variant` tag names: `Standard`, `Chess` or `From Position` (lichess,
/// a standard game from a set-up position), a variant id, or a variant's display name
/// (`Two Worlds`, `4D chess (full set)`, `Valhalla, mirror`), each in any case.
pub fn variant_from_tag(value: &str) -> Result<Variant, VariantError> {
    let v = value.trim();
    if ["standard", "chess", "from position"]
        .iter()
        .any(|s| v.eq_ignore_ascii_case(s))
    {
        return Ok(Variant::Standard);
    }
    if let Ok(id) = v.to_ascii_lowercase().parse::<Variant>() {
        return Ok(id);
    }
    Variant::all()
        .into_iter()
        .find(|id| id.display_name().eq_ignore_ascii_case(v))
        .ok_or_else(|| VariantError::Unknown(crate::quote::clip(v)))
}

/// PGN bytes as text: UTF-8 (a byte-order mark dropped), or else ISO 8859-1, the PGN
/// standard's own character set, so that old Latin-1 files read too.
pub fn decode(bytes: &[u8]) -> Cow<'_, str> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => Cow::Owned(bytes.iter().map(|&b| char::from(b)).collect()),
    }
}
