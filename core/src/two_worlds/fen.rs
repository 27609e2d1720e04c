//! TW-FEN (RULES.md §2): `<earth ranks>|<sky ranks> <side> <castling> <ep> <halfmove>
//! <fullmove>`, read in two stages: `parse` reads the text (`TwFenError` names the
//! field), `validate` checks that the position can stand (`TwSetupError`).
use super::position::{Level, Loc, Placed, TwoWorlds, inter_right};
use crate::kernel::board::{PlacementError, parse_ranks, write_ranks};
use crate::kernel::{
    Bitboard, Board, Color, Piece, RANK_1, RANK_8, Role, Square, bb, parse_square, rank_of, square,
    square_name,
};
use thiserror::Error;

/// What is wrong with the text of a TW-FEN.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TwFenError {
    #[error("expected 6 space-separated fields, found {0}")]
    FieldCount(usize),
    #[error("field 1 (placement): expected '<earth ranks>|<sky ranks>', found {0} part(s)")]
    LevelCount(usize),
    #[error("field 1 (placement), Earth: {0}")]
    Earth(PlacementError),
    #[error("field 1 (placement), Sky: {0}")]
    Sky(PlacementError),
    #[error(
        "field 1 (placement), {level} rank {rank}: '{token}' has a bad mark (a piece letter may carry '*' and '~', each once)"
    )]
    BadMark {
        level: &'static str,
        rank: u8,
        token: String,
    },
    #[error("field 2 (side to move): '{0}' is not 'w' or 'b'")]
    Side(String),
    #[error("field 3 (castling): '{0}' is not '-' or distinct letters from KQIkqi")]
    Castling(String),
    #[error("field 4 (en passant): '{0}' is not an Earth square (a1-h8) or '-'")]
    EnPassant(String),
    #[error("field 5 (halfmove clock): '{0}' is not a whole number")]
    Halfmove(String),
    #[error("field 6 (fullmove number): '{0}' is not a whole number of at least 1")]
    Fullmove(String),
    #[error("{0}")]
    Setup(#[from] TwSetupError),
}

/// What makes a well-formed TW-FEN an impossible position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TwSetupError {
    #[error("field 1 (placement): ghost on Earth {0}; ghosts live only in the Sky")]
    GhostOnEarth(String),
    #[error("field 1 (placement): ghost king on {0}; kings are never captured")]
    GhostKing(String),
    #[error("field 1 (placement): '~' on the {role} on {square}; only promoted Q, R, B, N exist")]
    PromotedMark { square: String, role: &'static str },
    #[error("field 1 (placement): {} has no king", .0.name())]
    MissingKing(Color),
    #[error("field 1 (placement): {} has {count} kings, expected one", .color.name())]
    TooManyKings { color: Color, count: u32 },
    #[error("field 1 (placement): the kings are stacked on {earth} and {sky}")]
    KingsStacked { earth: String, sky: String },
    #[error("field 1 (placement): pawn on Earth {0}; no pawn stands on Earth's first or last rank")]
    PawnOnEarthBackRank(String),
    #[error("field 3 (castling): '{letter}' needs an original {} rook", .color.name())]
    InterLevelWithoutRook { color: Color, letter: char },
    #[error("{} is in check but it is {}'s move", .0.name(), .0.flip().name())]
    OppositeCheck(Color),
    #[error("field 4 (en passant): {square} is not on rank {expected} ({side} to move)")]
    EnPassantRank {
        square: String,
        expected: u8,
        side: &'static str,
    },
}

/// One level's placement with its marks.
struct LevelPlacement {
    board: Board,
    ghosts: Bitboard,
    promoted: Bitboard,
}

fn parse_level(text: &str, level: Level) -> Result<LevelPlacement, TwFenError> {
    let mut out = LevelPlacement {
        board: Board::empty(),
        ghosts: 0,
        promoted: 0,
    };
    let mut bad_mark: Option<(u8, String)> = None;
    let wrap = |e| match level {
        Level::Earth => TwFenError::Earth(e),
        Level::Sky => TwFenError::Sky(e),
    };
    parse_ranks(
        text,
        8,
        8,
        |c, suffix| {
            let piece = Piece::from_char(c)?;
            let ghost = suffix.matches('*').count();
            let promoted = suffix.matches('~').count();
            Some((piece, ghost, promoted, format!("{c}{suffix}")))
        },
        |file, rank, (piece, ghost, promoted, token), _| {
            if ghost > 1 || promoted > 1 {
                bad_mark.get_or_insert((rank + 1, token));
                return;
            }
            let sq = square(file, rank);
            out.board.put(sq, piece);
            if ghost == 1 {
                out.ghosts |= bb(sq);
            } else if promoted == 1 {
                // A ghost drops `~` (RULES.md §6): only non-ghosts keep the mark.
                out.promoted |= bb(sq);
            }
        },
    )
    .map_err(wrap)?;
    if let Some((rank, token)) = bad_mark {
        return Err(TwFenError::BadMark {
            level: level.name(),
            rank,
            token,
        });
    }
    Ok(out)
}

/// Reads `KQIkqi`-style castling letters (any order, each once) or `-`.
fn parse_castling(s: &str) -> Option<u8> {
    if s == "-" {
        return Some(0);
    }
    let mut bits = 0u8;
    for c in s.chars() {
        let bit = match c {
            'K' => 1,
            'Q' => 2,
            'k' => 4,
            'q' => 8,
            'I' => 16,
            'i' => 32,
            _ => return None,
        };
        if bits & bit != 0 {
            return None;
        }
        bits |= bit;
    }
    (bits != 0).then_some(bits)
}

/// Writes castling bits in the canonical order `KQIkqi`, or `-`.
fn castling_string(bits: u8) -> String {
    let s: String = [(1, 'K'), (2, 'Q'), (16, 'I'), (4, 'k'), (8, 'q'), (32, 'i')]
        .iter()
        .filter(|(b, _)| bits & b != 0)
        .map(|&(_, c)| c)
        .collect();
    if s.is_empty() { "-".to_string() } else { s }
}

impl TwoWorlds {
    /// Reads a TW-FEN without judging whether the position can stand.
    pub fn parse(text: &str) -> Result<TwoWorlds, TwFenError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 6 {
            return Err(TwFenError::FieldCount(fields.len()));
        }
        let levels: Vec<&str> = fields[0].split('|').collect();
        if levels.len() != 2 {
            return Err(TwFenError::LevelCount(levels.len()));
        }
        let earth = parse_level(levels[0], Level::Earth)?;
        let sky = parse_level(levels[1], Level::Sky)?;
        let turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(TwFenError::Side(other.to_string())),
        };
        let castling =
            parse_castling(fields[2]).ok_or_else(|| TwFenError::Castling(fields[2].to_string()))?;
        let ep = match fields[3] {
            "-" => None,
            s => Some(parse_square(s).ok_or_else(|| TwFenError::EnPassant(s.to_string()))?),
        };
        let halfmove = fields[4]
            .parse::<u32>()
            .map_err(|_| TwFenError::Halfmove(fields[4].to_string()))?;
        let fullmove = fields[5]
            .parse::<u32>()
            .ok()
            .filter(|&f| f >= 1)
            .ok_or_else(|| TwFenError::Fullmove(fields[5].to_string()))?;
        if earth.ghosts != 0 {
            return Err(TwSetupError::GhostOnEarth(square_name(
                earth.ghosts.trailing_zeros() as Square
            ))
            .into());
        }
        let pos = TwoWorlds::from_parts(
            [earth.board, sky.board],
            sky.ghosts,
            [earth.promoted, sky.promoted],
            turn,
            castling,
            ep,
            halfmove,
            fullmove,
        );
        Ok(pos)
    }

    /// Reads and validates a TW-FEN.
    pub fn from_fen(text: &str) -> Result<TwoWorlds, TwFenError> {
        let pos = TwoWorlds::parse(text)?;
        pos.validate()?;
        Ok(pos)
    }

    /// Checks that the position can stand: marks where they make sense, one king per
    /// side and not stacked, no pawn on Earth's first or last rank, `I` only with an
    /// original rook, a plausible en-passant square, the side not to move not in check.
    pub fn validate(&self) -> Result<(), TwSetupError> {
        let sky = &self.boards[1];
        let ghost_kings = self.ghosts & sky.by_role(Role::King);
        if ghost_kings != 0 {
            return Err(TwSetupError::GhostKing(
                Loc::new(Level::Sky, ghost_kings.trailing_zeros() as Square).name(),
            ));
        }
        for level in Level::BOTH {
            let b = &self.boards[level.index()];
            let bad =
                self.promoted[level.index()] & (b.by_role(Role::King) | b.by_role(Role::Pawn));
            if bad != 0 {
                let sq = bad.trailing_zeros() as Square;
                return Err(TwSetupError::PromotedMark {
                    square: Loc::new(level, sq).name(),
                    role: b.role_at(sq).map_or("piece", |r| r.name()),
                });
            }
        }
        for color in Color::ALL {
            let count = self.boards[0].pieces(color, Role::King).count_ones()
                + self.boards[1].pieces(color, Role::King).count_ones();
            match count {
                0 => return Err(TwSetupError::MissingKing(color)),
                1 => {}
                n => return Err(TwSetupError::TooManyKings { color, count: n }),
            }
        }
        let stacked = self.boards[0].by_role(Role::King) & self.boards[1].by_role(Role::King);
        if stacked != 0 {
            let sq = stacked.trailing_zeros() as Square;
            return Err(TwSetupError::KingsStacked {
                earth: Loc::new(Level::Earth, sq).name(),
                sky: Loc::new(Level::Sky, sq).name(),
            });
        }
        let bad_pawns = self.boards[0].by_role(Role::Pawn) & (RANK_1 | RANK_8);
        if bad_pawns != 0 {
            return Err(TwSetupError::PawnOnEarthBackRank(square_name(
                bad_pawns.trailing_zeros() as Square,
            )));
        }
        for color in Color::ALL {
            if self.castling & inter_right(color) != 0 && !self.has_original_rook(color) {
                return Err(TwSetupError::InterLevelWithoutRook {
                    color,
                    letter: match color {
                        Color::White => 'I',
                        Color::Black => 'i',
                    },
                });
            }
        }
        if let Some(ep) = self.ep {
            let expected = if self.turn == Color::White { 5 } else { 2 };
            if rank_of(ep) != expected {
                return Err(TwSetupError::EnPassantRank {
                    square: square_name(ep),
                    expected: expected + 1,
                    side: self.turn.name(),
                });
            }
        }
        if self.king_attacked(self.turn.flip()) {
            return Err(TwSetupError::OppositeCheck(self.turn.flip()));
        }
        Ok(())
    }

    /// One level's ranks with marks.
    fn level_placement(&self, level: Level) -> String {
        write_ranks(8, 8, |file, rank| {
            let loc = Loc::new(level, square(file, rank));
            self.placed_at(loc).map(|p: Placed| {
                let mut t = p.piece.char().to_string();
                if p.ghost {
                    t.push('*');
                } else if p.promoted {
                    t.push('~');
                }
                t
            })
        })
    }

    /// The position as a TW-FEN.
    pub fn fen(&self) -> String {
        format!(
            "{}|{} {} {} {} {} {}",
            self.level_placement(Level::Earth),
            self.level_placement(Level::Sky),
            self.turn.fen_char(),
            castling_string(self.castling),
            self.ep.map_or("-".to_string(), square_name),
            self.halfmove,
            self.fullmove
        )
    }
}
