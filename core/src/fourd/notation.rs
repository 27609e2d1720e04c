//! Move strings (`a1[0,0]a1[0,1]`: from-cell then to-cell) and the display notation of
//! the move list (docs/notation-4d.md): piece letter (none for pawns), from-cell, `-` or
//! `x`, to-cell, `=Q` on promotion, then `+` or `#`.
use super::cells::{cell_name, parse_cell};
use super::{FourD, Move};
use crate::game::{MoveError, Rules};
use crate::kernel::Role;

impl FourD {
    /// Reads a move string and finds the legal move it names.
    pub fn parse_move_string(&self, text: &str) -> Result<Move, MoveError> {
        let t = text.trim();
        if !t.is_ascii() || t.len() < 14 {
            return Err(MoveError::malformed(
                text,
                "expected two cells like a1[0,0]a1[0,1]",
            ));
        }
        let (cells, extra) = t.split_at(14);
        let from = parse_cell(&cells[0..7]).ok_or_else(|| {
            MoveError::malformed(
                text,
                format!("'{}' is not a cell", crate::quote::quote(&cells[0..7])),
            )
        })?;
        let to = parse_cell(&cells[7..14]).ok_or_else(|| {
            MoveError::malformed(
                text,
                format!("'{}' is not a cell", crate::quote::quote(&cells[7..14])),
            )
        })?;
        if !extra.is_empty() {
            let is_piece = extra.len() == 1 && extra.chars().all(|c| Role::from_char(c).is_some());
            let reason = if is_piece {
                format!(
                    "no promotion suffix '{}': a pawn on its last rank becomes a queen by itself",
                    crate::quote::quote(extra)
                )
            } else {
                format!(
                    "unexpected '{}' after the two cells",
                    crate::quote::quote(extra)
                )
            };
            return Err(MoveError::malformed(text, reason));
        }
        let mv = Move { from, to };
        if self.legal().contains(&mv) {
            return Ok(mv);
        }
        let reason = match self.piece_at(from) {
            None => format!("no piece on {}", cell_name(from)),
            Some(p) if p.color != self.turn() => format!(
                "the piece on {} is not {}'s",
                cell_name(from),
                self.turn().name()
            ),
            Some(p) => format!(
                "the {} on {} cannot go to {}",
                p.role.name(),
                cell_name(from),
                cell_name(to)
            ),
        };
        Err(MoveError::illegal(text, reason))
    }

    /// The display notation of a legal move, e.g. `Ra1[0,0]-a1[0,1]`,
    /// `b3[0,0]xa4[0,1]=Q+`.
    pub fn display(&self, mv: Move) -> String {
        let mut s = String::new();
        match self.role_at(mv.from) {
            Some(Role::Pawn) | None => {}
            Some(role) => s.push(role.upper_char()),
        }
        s.push_str(&cell_name(mv.from));
        s.push(if self.captured(mv).is_some() {
            'x'
        } else {
            '-'
        });
        s.push_str(&cell_name(mv.to));
        if self.promotes(mv) {
            s.push_str("=Q");
        }
        let mut after = *self;
        after.play(mv);
        s.extend(crate::ending::check_suffix(&after));
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fourd::PieceSet;

    #[test]
    fn move_strings_are_two_cells_and_errors_say_why() {
        let p = FourD::start(PieceSet::Full);
        let ok = p.parse_move_string("a1[0,0]a1[0,1]");
        assert_eq!(ok.map(|m| m.text()), Ok("a1[0,0]a1[0,1]".to_string()));
        for text in [
            "a2[0,0]a3[0,0]q",
            "a2[0,0]a3[0,0]Q",
            "a1[0,0]",
            "a1[0,0]e1[0,0]",
            "a1[0,0]a1[0,2]",
            "a1[0,0] a1[0,1]",
            "a1[0,0]a1[0,1]x",
        ] {
            assert!(
                matches!(p.parse_move_string(text), Err(MoveError::Malformed { .. })),
                "{text}"
            );
        }
        let suffix = p.parse_move_string("a2[0,0]a3[0,0]q");
        assert!(suffix.is_err_and(|e| e.to_string().contains("no promotion suffix")));
        for (text, why) in [
            ("a3[0,0]a4[0,0]", "no piece on a3[0,0]"),
            ("a3[0,1]a2[0,1]", "not white's"),
            ("a1[0,0]a2[0,0]", "rook on a1[0,0] cannot go to a2[0,0]"),
        ] {
            let e = p.parse_move_string(text);
            assert!(
                matches!(&e, Err(MoveError::Illegal { reason, .. }) if reason.contains(why)),
                "{text}: {e:?}"
            );
        }
    }
}
