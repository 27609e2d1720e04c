//! The fields every position string shares (FEN, TW-FEN, 4D-FEN, each Valhalla board):
//! the side to move, the two clocks, and castling letters. Each variant's error type
//! wraps [`FieldError`], so the texts name the field the same way everywhere ("field 2
//! (side to move): 'x' is not 'w' or 'b'").
use crate::kernel::{Color, Square, parse_square, square_name};
use crate::quote::quote;
use thiserror::Error;

/// The largest halfmove clock or fullmove number a position string holds (`u32::MAX`,
/// 4294967295); the counters stay there once they reach it.
pub const MAX_COUNTER: u32 = u32::MAX;

/// A shared field that does not read. `field` is the field's 1-based number.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FieldError {
    #[error("field {field} (side to move): '{}' is not 'w' or 'b'", quote(.text))]
    Side { field: u8, text: String },
    #[error("field {field} (halfmove clock): '{}' is not a whole number", quote(.text))]
    Halfmove { field: u8, text: String },
    #[error("field {field} (fullmove number): '{}' is not a whole number of at least 1", quote(.text))]
    Fullmove { field: u8, text: String },
}

/// Reads the side to move, `w` or `b`, found as field number `field`.
pub fn parse_side(field: u8, text: &str) -> Result<Color, FieldError> {
    match text {
        "w" => Ok(Color::White),
        "b" => Ok(Color::Black),
        other => Err(FieldError::Side {
            field,
            text: crate::quote::clip(other),
        }),
    }
}

/// Reads an en-passant field: a square, or `-` (or nothing) for none; the text, cut as
/// errors quote it, when it names no square (each variant words that error itself).
pub fn parse_en_passant(text: &str) -> Result<Option<Square>, String> {
    match text.trim() {
        "-" | "" => Ok(None),
        s => parse_square(s)
            .map(Some)
            .ok_or_else(|| crate::quote::clip(s)),
    }
}

/// Reads the halfmove clock (field number `field`) and the fullmove number after it.
/// Both are 32-bit counters: the halfmove clock 0 to [`MAX_COUNTER`], the fullmove
/// number 1 to [`MAX_COUNTER`]; a larger number is an error. Playing a move saturates
/// both at [`MAX_COUNTER`] instead of wrapping, so every position string a variant
/// prints reads back.
pub fn parse_clocks(field: u8, halfmove: &str, fullmove: &str) -> Result<(u32, u32), FieldError> {
    let h = halfmove.parse::<u32>().map_err(|_| FieldError::Halfmove {
        field,
        text: crate::quote::clip(halfmove),
    })?;
    let f = fullmove
        .parse::<u32>()
        .ok()
        .filter(|&f| f >= 1)
        .ok_or_else(|| FieldError::Fullmove {
            field: field + 1,
            text: crate::quote::clip(fullmove),
        })?;
    Ok((h, f))
}

/// Reads castling letters, each at most once and in any order, or `-`: `letters` maps
/// each accepted letter to its rights bit. None when a letter is unknown or repeated.
pub fn parse_castling(text: &str, letters: &[(u8, char)]) -> Option<u8> {
    if text == "-" {
        return Some(0);
    }
    let mut bits = 0u8;
    for c in text.chars() {
        let &(bit, _) = letters.iter().find(|&&(_, l)| l == c)?;
        if bits & bit != 0 {
            return None;
        }
        bits |= bit;
    }
    (bits != 0).then_some(bits)
}

/// Writes castling bits as letters in the order of `letters`, or `-` for none.
pub fn castling_string(bits: u8, letters: &[(u8, char)]) -> String {
    let s: String = letters
        .iter()
        .filter(|(b, _)| bits & b != 0)
        .map(|&(_, c)| c)
        .collect();
    if s.is_empty() { "-".to_string() } else { s }
}

/// The fields after the placement of an 8x8 position string (FEN, TW-FEN): side to
/// move, castling letters, en-passant square or `-`, halfmove clock, fullmove number.
pub fn write_state(
    turn: Color,
    castling: &str,
    ep: Option<Square>,
    halfmove: u32,
    fullmove: u32,
) -> String {
    let ep = ep.map_or("-".to_string(), square_name);
    format!("{} {castling} {ep} {halfmove} {fullmove}", turn.fen_char())
}

#[cfg(test)]
mod tests {
    use super::*;

    const KQKQ: [(u8, char); 4] = [(1, 'K'), (2, 'Q'), (4, 'k'), (8, 'q')];

    #[test]
    fn castling_letters_read_in_any_order_once_each() {
        assert_eq!(parse_castling("-", &KQKQ), Some(0));
        assert_eq!(parse_castling("qK", &KQKQ), Some(9));
        assert_eq!(parse_castling("KK", &KQKQ), None);
        assert_eq!(parse_castling("KI", &KQKQ), None);
        assert_eq!(parse_castling("", &KQKQ), None);
        assert_eq!(castling_string(9, &KQKQ), "Kq");
        assert_eq!(castling_string(0, &KQKQ), "-");
    }

    #[test]
    fn errors_name_the_field() {
        assert_eq!(
            parse_side(2, "x").map_err(|e| e.to_string()),
            Err("field 2 (side to move): 'x' is not 'w' or 'b'".to_string())
        );
        assert_eq!(
            parse_clocks(3, "1", "0").map_err(|e| e.to_string()),
            Err("field 4 (fullmove number): '0' is not a whole number of at least 1".to_string())
        );
        assert_eq!(
            parse_clocks(5, "-1", "1").map_err(|e| e.to_string()),
            Err("field 5 (halfmove clock): '-1' is not a whole number".to_string())
        );
        assert_eq!(parse_clocks(5, "7", "12"), Ok((7, 12)));
        assert_eq!(
            write_state(Color::Black, "Kq", Some(20), 0, 3),
            "b Kq e3 0 3"
        );
    }
}
