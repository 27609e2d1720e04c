//! A piece placement on one 8x8 board: bitboards by colour and by role, and a mailbox.
use super::{Bitboard, Color, Piece, Role, Square, Squares, attacks, bb, square};

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
        const BACK: [Role; 8] = [
            Role::Rook,
            Role::Knight,
            Role::Bishop,
            Role::Queen,
            Role::King,
            Role::Bishop,
            Role::Knight,
            Role::Rook,
        ];
        let mut board = Board::empty();
        for (file, role) in (0..8).zip(BACK) {
            for (color, back, pawns) in [(Color::White, 0, 1), (Color::Black, 7, 6)] {
                board.put(square(file, back), Piece { color, role });
                let role = Role::Pawn;
                board.put(square(file, pawns), Piece { color, role });
            }
        }
        board
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
}
