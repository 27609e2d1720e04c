//! Two Worlds as plain data: what a TW-FEN says (both levels with their ghost and
//! promoted marks, side, castling rights with `I`/`i`, Earth's en-passant square,
//! clocks), not yet judged. `fen.rs` reads and writes it; [`TwoWorlds::from_setup`]
//! judges it and [`TwoWorlds::to_setup`] takes it back.
use super::position::{Level, Loc, Placed, TwoWorlds, inter_right};
use crate::geometry::PieceView;
use crate::kernel::{
    Bitboard, Board, Color, RANK_1, RANK_8, Role, Square, bb, rank_of, square_name,
};
use crate::setup::{BackRanks, CastlingKind, CastlingRight, CastlingRights, SetupError};

/// The Two Worlds castling rights in the canonical order of their letters, `KQIkqi`
/// (RULES.md §6).
pub const CASTLING_RIGHTS: [CastlingRight; 6] = [
    CastlingRight::new(Color::White, CastlingKind::Short),
    CastlingRight::new(Color::White, CastlingKind::Long),
    CastlingRight::new(Color::White, CastlingKind::InterLevel),
    CastlingRight::new(Color::Black, CastlingKind::Short),
    CastlingRight::new(Color::Black, CastlingKind::Long),
    CastlingRight::new(Color::Black, CastlingKind::InterLevel),
];

/// A Two Worlds position as a TW-FEN holds it, legal or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Earth and Sky (by [`Level::index`]); a piece's colour is its controller's.
    pub boards: [Board; 2],
    /// Ghost marks (`*`) per level: a ghost on Earth reads, and is refused as a position.
    pub ghosts: [Bitboard; 2],
    /// Promoted marks (`~`) per level; a ghost carries none.
    pub promoted: [Bitboard; 2],
    pub turn: Color,
    /// Only the rights of [`CASTLING_RIGHTS`] count.
    pub castling: CastlingRights,
    /// Earth's en-passant target square.
    pub ep: Option<Square>,
    pub halfmove: u32,
    /// From 1 (a 0 counts as 1).
    pub fullmove: u32,
}

impl Default for Setup {
    fn default() -> Self {
        Setup::empty()
    }
}

impl Setup {
    /// No pieces on either level, White to move, no rights, clocks `0 1`.
    pub fn empty() -> Setup {
        Setup {
            boards: [Board::empty(); 2],
            ghosts: [0; 2],
            promoted: [0; 2],
            turn: Color::White,
            castling: CastlingRights::NONE,
            ep: None,
            halfmove: 0,
            fullmove: 1,
        }
    }

    /// The piece on `loc` with its marks.
    pub fn placed_at(&self, loc: Loc) -> Option<Placed> {
        let (l, bit) = (loc.level().index(), bb(loc.square()));
        let piece = self.boards[l].piece_at(loc.square())?;
        let ghost = self.ghosts[l] & bit != 0;
        Some(Placed {
            piece,
            ghost,
            promoted: !ghost && self.promoted[l] & bit != 0,
        })
    }

    /// Puts `placed` on `loc` in place of what stands there (a ghost drops `~`, as
    /// RULES.md §6 writes it).
    pub fn place(&mut self, loc: Loc, placed: Placed) {
        self.take(loc);
        let (l, bit) = (loc.level().index(), bb(loc.square()));
        self.boards[l].put(loc.square(), placed.piece);
        if placed.ghost {
            self.ghosts[l] |= bit;
        } else if placed.promoted {
            self.promoted[l] |= bit;
        }
    }

    /// Empties `loc`, returning what stood there.
    pub fn take(&mut self, loc: Loc) -> Option<Placed> {
        let placed = self.placed_at(loc)?;
        let (l, bit) = (loc.level().index(), bb(loc.square()));
        self.boards[l].take(loc.square());
        self.ghosts[l] &= !bit;
        self.promoted[l] &= !bit;
        Some(placed)
    }
}

impl TwoWorlds {
    /// Judges a setup: marks where they make sense (ghosts only in the Sky, no ghost
    /// king, `~` only on Q R B N), one king per side and not stacked, no pawn on Earth's
    /// first or last rank, `I` only with an original rook, a plausible en-passant square,
    /// the side not to move not in check.
    pub fn from_setup(setup: Setup) -> Result<TwoWorlds, SetupError> {
        let occupied = [setup.boards[0].occupied(), setup.boards[1].occupied()];
        let earth_ghosts = setup.ghosts[0] & occupied[0];
        if earth_ghosts != 0 {
            return Err(SetupError::GhostOnEarth(square_name(
                earth_ghosts.trailing_zeros() as Square,
            )));
        }
        let ghosts = setup.ghosts[1] & occupied[1];
        let pos = TwoWorlds::from_parts(
            setup.boards,
            ghosts,
            [
                setup.promoted[0] & occupied[0],
                setup.promoted[1] & occupied[1] & !ghosts,
            ],
            setup.turn,
            setup.castling.only(&CASTLING_RIGHTS).bits(),
            setup.ep,
            setup.halfmove,
            setup.fullmove.max(1),
        );
        pos.judge()?;
        Ok(pos)
    }

    /// The position as a setup.
    pub fn to_setup(&self) -> Setup {
        Setup {
            boards: self.boards,
            ghosts: [0, self.ghosts],
            promoted: self.promoted,
            turn: self.turn,
            castling: CastlingRights::from_bits(self.castling),
            ep: self.ep,
            halfmove: self.halfmove,
            fullmove: self.fullmove,
        }
    }

    /// The rules of [`TwoWorlds::from_setup`] after the ghosts' level, in their order.
    fn judge(&self) -> Result<(), SetupError> {
        let sky = &self.boards[1];
        let ghost_kings = self.ghosts & sky.by_role(Role::King);
        if ghost_kings != 0 {
            return Err(SetupError::GhostKing(
                Loc::new(Level::Sky, ghost_kings.trailing_zeros() as Square).name(),
            ));
        }
        for level in Level::BOTH {
            let b = &self.boards[level.index()];
            let bad =
                self.promoted[level.index()] & (b.by_role(Role::King) | b.by_role(Role::Pawn));
            if bad != 0 {
                let sq = bad.trailing_zeros() as Square;
                return Err(SetupError::PromotedMark {
                    square: Loc::new(level, sq).name(),
                    role: b.role_at(sq).map_or("piece", |r| r.name()),
                });
            }
        }
        for color in Color::ALL {
            let count = self.boards[0].pieces(color, Role::King).count_ones()
                + self.boards[1].pieces(color, Role::King).count_ones();
            match count {
                0 => return Err(SetupError::MissingKing(color)),
                1 => {}
                n => return Err(SetupError::TooManyKings { color, count: n }),
            }
        }
        let stacked = self.boards[0].by_role(Role::King) & self.boards[1].by_role(Role::King);
        if stacked != 0 {
            let sq = stacked.trailing_zeros() as Square;
            return Err(SetupError::KingsStacked {
                earth: Loc::new(Level::Earth, sq).name(),
                sky: Loc::new(Level::Sky, sq).name(),
            });
        }
        let bad_pawns = self.boards[0].by_role(Role::Pawn) & (RANK_1 | RANK_8);
        if bad_pawns != 0 {
            return Err(SetupError::PawnOnBackRank {
                cell: square_name(bad_pawns.trailing_zeros() as Square),
                ranks: BackRanks::Earth,
            });
        }
        for color in Color::ALL {
            if self.castling & inter_right(color) != 0 && !self.has_original_rook(color) {
                let right = CastlingRight::new(color, CastlingKind::InterLevel);
                return Err(SetupError::InterLevelWithoutRook {
                    color,
                    letter: right.letter(),
                });
            }
        }
        if let Some(ep) = self.ep {
            let expected = if self.turn == Color::White { 5 } else { 2 };
            if rank_of(ep) != expected {
                return Err(SetupError::EnPassantRank {
                    square: square_name(ep),
                    expected: expected + 1,
                    side: self.turn.name(),
                });
            }
        }
        if self.king_attacked(self.turn.flip()) {
            return Err(SetupError::OppositeCheck(self.turn.flip()));
        }
        Ok(())
    }
}

/// How a placed piece looks: a ghost's body has the other colour.
pub(crate) fn view(p: Placed) -> PieceView {
    PieceView {
        role: p.piece.role,
        color: p.piece.color,
        body: if p.ghost {
            p.piece.color.flip()
        } else {
            p.piece.color
        },
        ghost: p.ghost,
        promoted: p.promoted,
    }
}
