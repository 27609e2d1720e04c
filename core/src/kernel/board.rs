//! A piece placement on one 8x8 board: bitboards by colour and by role, and a mailbox.
use super::{Bitboard, Color, Piece, Role, Square, Squares, attacks, bb, square};
use thiserror::Error;

/// Pieces on one 8x8 board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    by_color: [Bitboard; 2],
    by_role: [Bitboard; 6],
    mailbox: [Option<Role>; 64],
}

impl Default for Board {
    fn default() -> Self {
        Board::empty()
    }
}

/// What is wrong with the placement part of a FEN (ranks separated by `/`).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlacementError {
    #[error("expected 8 ranks separated by '/', found {0}")]
    RankCount(usize),
    #[error("rank {rank} describes {width} squares, expected 8")]
    RankWidth { rank: u8, width: usize },
    #[error("rank {rank}: '{}' is not a piece letter or digit 1-8", crate::quote::quote_char(*.ch))]
    BadChar { rank: u8, ch: char },
}

impl Board {
    /// No pieces.
    pub const fn empty() -> Board {
        Board {
            by_color: [0; 2],
            by_role: [0; 6],
            mailbox: [None; 64],
        }
    }

    /// The standard starting placement.
    pub fn standard() -> Board {
        Board::from_placement("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR").unwrap_or_default()
    }

    /// The board's whole content as bitboards (White's, Black's, then pawns to kings):
    /// equal arrays are equal boards.
    #[inline]
    pub fn bitboards(&self) -> [Bitboard; 8] {
        let [w, b] = self.by_color;
        let [p, n, bi, r, q, k] = self.by_role;
        [w, b, p, n, bi, r, q, k]
    }

    /// All occupied squares.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// Squares holding pieces of `color`.
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// Squares holding pieces of `role`, either colour.
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// Squares holding `color`'s pieces of `role`.
    #[inline]
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.by_color[color.index()] & self.by_role[role.index()]
    }

    /// Rooks and queens of `color`.
    #[inline]
    pub fn rook_likes(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
            & (self.by_role[Role::Rook.index()] | self.by_role[Role::Queen.index()])
    }

    /// Bishops and queens of `color`.
    #[inline]
    pub fn bishop_likes(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
            & (self.by_role[Role::Bishop.index()] | self.by_role[Role::Queen.index()])
    }

    /// The role on `sq`, if any.
    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        self.mailbox[sq as usize]
    }

    /// The colour on `sq`, if any.
    #[inline]
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color[0] & bb(sq) != 0 {
            Some(Color::White)
        } else if self.by_color[1] & bb(sq) != 0 {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let role = self.mailbox[sq as usize]?;
        let color = if self.by_color[0] & bb(sq) != 0 {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }

    /// Puts `piece` on the empty square `sq`.
    #[inline]
    pub fn put(&mut self, sq: Square, piece: Piece) {
        debug_assert!(
            self.mailbox[sq as usize].is_none(),
            "put on an occupied square"
        );
        self.by_color[piece.color.index()] |= bb(sq);
        self.by_role[piece.role.index()] |= bb(sq);
        self.mailbox[sq as usize] = Some(piece.role);
    }

    /// Removes and returns the piece on `sq`, if any.
    #[inline]
    pub fn take(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.by_color[piece.color.index()] &= !bb(sq);
        self.by_role[piece.role.index()] &= !bb(sq);
        self.mailbox[sq as usize] = None;
        Some(piece)
    }

    /// Replaces whatever stands on `sq` by `piece`, returning the old occupant.
    pub fn set(&mut self, sq: Square, piece: Piece) -> Option<Piece> {
        let old = self.take(sq);
        self.put(sq, piece);
        old
    }

    /// The king square of `color`, if it has exactly one... or the lowest if more.
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        let kings = self.pieces(color, Role::King);
        if kings == 0 {
            None
        } else {
            Some(kings.trailing_zeros() as Square)
        }
    }

    /// Pieces of `us` pinned to `us`'s king on `ksq`: each stands alone between the king
    /// and an enemy rook, bishop or queen on its line.
    #[inline]
    pub fn pinned(&self, ksq: Square, us: Color) -> Bitboard {
        let them = us.flip();
        let occ = self.occupied();
        let snipers = (attacks::rook(ksq, 0) & self.rook_likes(them))
            | (attacks::bishop(ksq, 0) & self.bishop_likes(them));
        let mut pinned = 0;
        for s in Squares(snipers) {
            let blockers = attacks::between(ksq, s) & occ;
            if blockers.count_ones() == 1 {
                pinned |= blockers;
            }
        }
        pinned & self.by_color(us)
    }

    /// Whether `by` attacks `target` once its pieces on `removed` have left this board
    /// and, with `added`, a piece of `by` of that role stands on that square (whatever
    /// stood there is gone): a move's check, asked without playing it.
    #[inline]
    pub fn attacked_after(
        &self,
        target: Square,
        by: Color,
        removed: Bitboard,
        added: Option<(Square, Role)>,
    ) -> bool {
        let arrival = added.map_or(0, |(sq, _)| bb(sq));
        let occupied = (self.occupied() & !removed) | arrival;
        let stayers = self.by_color(by) & !removed & !arrival;
        if self.attackers_to(target, by, occupied) & stayers != 0 {
            return true;
        }
        added.is_some_and(|(sq, role)| {
            let reach = match role {
                Role::Pawn => attacks::pawn(by, sq),
                Role::Knight => attacks::knight(sq),
                Role::Bishop => attacks::bishop(sq, occupied),
                Role::Rook => attacks::rook(sq, occupied),
                Role::Queen => attacks::queen(sq, occupied),
                Role::King => attacks::king(sq),
            };
            reach & bb(target) != 0
        })
    }

    /// Pieces of `by` that attack `sq`, with `occupied` as the blockers.
    #[inline]
    pub fn attackers_to(&self, sq: Square, by: Color, occupied: Bitboard) -> Bitboard {
        let them = self.by_color(by);
        ((attacks::rook(sq, occupied) & self.rook_likes(by))
            | (attacks::bishop(sq, occupied) & self.bishop_likes(by))
            | (attacks::knight(sq) & self.by_role(Role::Knight))
            | (attacks::king(sq) & self.by_role(Role::King))
            | (attacks::pawn(by.flip(), sq) & self.by_role(Role::Pawn)))
            & them
    }

    /// Whether `by` attacks `sq`.
    #[inline]
    pub fn is_attacked(&self, sq: Square, by: Color, occupied: Bitboard) -> bool {
        self.attackers_to(sq, by, occupied) != 0
    }

    /// Every square attacked by `by` with `occupied` as blockers.
    pub fn attacked_squares(&self, by: Color, occupied: Bitboard) -> Bitboard {
        let mut result = 0;
        for sq in Squares(self.by_color(by)) {
            result |= self.piece_attacks(sq, occupied);
        }
        result
    }

    /// Squares the piece on `sq` attacks (empty if none).
    pub fn piece_attacks(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        match self.piece_at(sq) {
            None => 0,
            Some(p) => match p.role {
                Role::Pawn => attacks::pawn(p.color, sq),
                Role::Knight => attacks::knight(sq),
                Role::Bishop => attacks::bishop(sq, occupied),
                Role::Rook => attacks::rook(sq, occupied),
                Role::Queen => attacks::queen(sq, occupied),
                Role::King => attacks::king(sq),
            },
        }
    }

    /// Iterates over `(square, piece)` pairs, a1 first.
    pub fn iter(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Squares(self.occupied()).filter_map(move |sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// Reads the placement field of a FEN (rank 8 first).
    pub fn from_placement(s: &str) -> Result<Board, PlacementError> {
        let mut board = Board::empty();
        parse_ranks(
            s,
            8,
            8,
            |c, suffix| {
                if suffix.is_empty() {
                    Piece::from_char(c)
                } else {
                    None
                }
            },
            |file, rank, piece, _| board.put(square(file, rank), piece),
        )?;
        Ok(board)
    }

    /// Writes the placement field of a FEN.
    pub fn placement(&self) -> String {
        write_ranks(8, 8, |file, rank| {
            self.piece_at(square(file, rank))
                .map(|p| p.char().to_string())
        })
    }
}

/// Reads FEN-style ranks (`ranks` of them, highest first, each `files` wide). `token`
/// maps a piece letter (and the suffix chars that follow it, passed as a string slice)
/// to a value; `place` receives each piece with its file, rank and the suffix text.
/// Suffix chars are the ASCII chars in `*~` right after a letter.
pub fn parse_ranks<T>(
    s: &str,
    files: u8,
    ranks: u8,
    token: impl Fn(char, &str) -> Option<T>,
    mut place: impl FnMut(u8, u8, T, &str),
) -> Result<(), PlacementError> {
    let rows: Vec<&str> = s.split('/').collect();
    if rows.len() != ranks as usize {
        return Err(PlacementError::RankCount(rows.len()));
    }
    for (i, row) in rows.iter().enumerate() {
        let rank = ranks - 1 - i as u8;
        let mut file: usize = 0;
        let chars: Vec<char> = row.chars().collect();
        let mut j = 0;
        while j < chars.len() {
            let c = chars[j];
            if let Some(d) = c.to_digit(10).filter(|d| (1..=9).contains(d)) {
                file += d as usize;
                j += 1;
                continue;
            }
            let mut k = j + 1;
            while k < chars.len() && matches!(chars[k], '*' | '~') {
                k += 1;
            }
            let suffix: String = chars[j + 1..k].iter().collect();
            let value = token(c, &suffix).ok_or(PlacementError::BadChar {
                rank: rank + 1,
                ch: c,
            })?;
            if file < files as usize {
                place(file as u8, rank, value, &suffix);
            }
            file += 1;
            j = k;
        }
        if file != files as usize {
            return Err(PlacementError::RankWidth {
                rank: rank + 1,
                width: file,
            });
        }
    }
    Ok(())
}

/// Writes FEN-style ranks, highest first; `token` gives the text of an occupied cell.
pub fn write_ranks(files: u8, ranks: u8, token: impl Fn(u8, u8) -> Option<String>) -> String {
    let mut out = String::new();
    for rank in (0..ranks).rev() {
        let mut empty = 0;
        for file in 0..files {
            match token(file, rank) {
                Some(t) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push_str(&t);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placement_round_trip() {
        let s = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R";
        assert_eq!(
            Board::from_placement(s).map(|b| b.placement()),
            Ok(s.to_string())
        );
    }

    #[test]
    fn placement_errors_name_the_rank() {
        assert_eq!(
            Board::from_placement("8/8/8"),
            Err(PlacementError::RankCount(3))
        );
        assert_eq!(
            Board::from_placement("8/8/8/8/8/8/8/7"),
            Err(PlacementError::RankWidth { rank: 1, width: 7 })
        );
        assert_eq!(
            Board::from_placement("8/8/8/8/3x4/8/8/8"),
            Err(PlacementError::BadChar { rank: 4, ch: 'x' })
        );
        assert_eq!(
            Board::from_placement("9/8/8/8/8/8/8/8"),
            Err(PlacementError::RankWidth { rank: 8, width: 9 })
        );
    }
}
