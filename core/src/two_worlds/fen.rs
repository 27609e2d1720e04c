//! TW-FEN (RULES.md §2): `<earth ranks>|<sky ranks> <side> <castling> <ep> <halfmove>
//! <fullmove>`, read in two stages: `parse` reads the text (`TwFenError` names the
//! field), `validate` checks that the position can stand (`TwSetupError`).
use super::position::{Level, Loc, Placed, TwoWorlds, inter_right};
use crate::fields::{self, FieldError};
use crate::kernel::{
    Bitboard, Board, Color, Piece, RANK_1, RANK_8, Role, Square, bb, parse_square, rank_of, square,
    square_name,
};
use crate::placement::{PlacementError, parse_ranks, write_ranks};
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
        "field 1 (placement), {level} rank {rank}: '{}' has a bad mark (a piece letter may carry '*' and '~', each once)",
        crate::quote::quote(.token)
    )]
    BadMark {
        level: &'static str,
        rank: u8,
        token: String,
    },
    #[error("field 3 (castling): '{}' is not '-' or distinct letters from KQIkqi", crate::quote::quote(.0))]
    Castling(String),
    #[error("field 4 (en passant): '{}' is not an Earth square (a1-h8) or '-'", crate::quote::quote(.0))]
    EnPassant(String),
    /// The side to move or a clock (fields 2, 5, 6).
    #[error(transparent)]
    Field(#[from] FieldError),
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
            token: crate::quote::clip(&token),
        });
    }
    Ok(out)
}

/// The Two Worlds castling letters and their rights bits, in the canonical order
/// `KQIkqi` (RULES.md §6).
const CASTLING_LETTERS: [(u8, char); 6] =
    [(1, 'K'), (2, 'Q'), (16, 'I'), (4, 'k'), (8, 'q'), (32, 'i')];

/// Reads `KQIkqi`-style castling letters (any order, each once) or `-`.
fn parse_castling(s: &str) -> Option<u8> {
    fields::parse_castling(s, &CASTLING_LETTERS)
}

/// Writes castling bits in the canonical order `KQIkqi`, or `-`.
fn castling_string(bits: u8) -> String {
    fields::castling_string(bits, &CASTLING_LETTERS)
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
        let turn = fields::parse_side(2, fields[1])?;
        let castling = parse_castling(fields[2])
            .ok_or_else(|| TwFenError::Castling(crate::quote::clip(fields[2])))?;
        let ep = match fields[3] {
            "-" => None,
            s => Some(parse_square(s).ok_or_else(|| TwFenError::EnPassant(crate::quote::clip(s)))?),
        };
        let (halfmove, fullmove) = fields::parse_clocks(5, fields[4], fields[5])?;
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
        let state = fields::write_state(
            self.turn,
            &castling_string(self.castling),
            self.ep,
            self.halfmove,
            self.fullmove,
        );
        format!(
            "{}|{} {state}",
            self.level_placement(Level::Earth),
            self.level_placement(Level::Sky)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EMPTY_SKY: &str = "8/8/8/8/8/8/8/8";

    fn err(text: &str) -> Option<TwFenError> {
        TwoWorlds::from_fen(text).err()
    }

    #[test]
    fn tw_fen_round_trips() {
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQIkqi - 0 1",
            "r2q1rk1/pp2bppp/2n5/8/8/2P2N2/PP3PPP/R2Q1RK1|8/8/7r/3N*4/2B1p*3/8/8/8 w Ii - 0 1",
            "4kb2/p7/8/2PpP3/8/8/P7/4K2R|8/8/8/3N4/8/2b*5/8/8 w K d6 0 1",
            "4Q~2k/8/8/8/8/8/8/K7|2n5/1P6/8/8/8/8/6P1/8 b - - 7 40",
        ] {
            assert_eq!(
                TwoWorlds::from_fen(fen).map(|p| p.fen()),
                Ok(fen.to_string())
            );
        }
    }

    #[test]
    fn tw_fen_accepts_marks_in_either_order_and_castling_in_any_order() {
        // A promoted piece that became a ghost drops `~` (RULES.md §6).
        let p = TwoWorlds::from_fen("4k3/8/8/8/8/8/8/R3K3|8/8/8/3q~*4/3Q*~4/8/8/8 w IK - 0 1")
            .map(|p| p.fen());
        assert_eq!(
            p,
            Ok("4k3/8/8/8/8/8/8/R3K3|8/8/8/3q*4/3Q*4/8/8/8 w KI - 0 1".to_string())
        );
    }

    #[test]
    fn every_tw_fen_field_error_is_typed() {
        let k = "4k3/8/8/8/8/8/8/4K3";
        let cases: Vec<(String, TwFenError)> = vec![
            (
                format!("{k}|{EMPTY_SKY} w - - 0"),
                TwFenError::FieldCount(5),
            ),
            (
                format!("{k}|{EMPTY_SKY} w - - 0 1 x"),
                TwFenError::FieldCount(7),
            ),
            (format!("{k} w - - 0 1"), TwFenError::LevelCount(1)),
            (
                format!("{k}|{EMPTY_SKY}|{EMPTY_SKY} w - - 0 1"),
                TwFenError::LevelCount(3),
            ),
            (
                format!("8/{k}|{EMPTY_SKY} w - - 0 1"),
                TwFenError::Earth(PlacementError::RankCount(9)),
            ),
            (
                format!("{k}|8/8/8/8/8/8/8/7 w - - 0 1"),
                TwFenError::Sky(PlacementError::RankWidth { rank: 1, width: 7 }),
            ),
            (
                format!("4k3/8/8/8/8/8/8/4K2X|{EMPTY_SKY} w - - 0 1"),
                TwFenError::Earth(PlacementError::BadChar { rank: 1, ch: 'X' }),
            ),
            (
                format!("{k}|8/8/8/3N**4/8/8/8/8 w - - 0 1"),
                TwFenError::BadMark {
                    level: "Sky",
                    rank: 5,
                    token: "N**".into(),
                },
            ),
            (
                format!("{k}|{EMPTY_SKY} x - - 0 1"),
                TwFenError::Field(FieldError::Side {
                    field: 2,
                    text: "x".into(),
                }),
            ),
            (
                format!("{k}|{EMPTY_SKY} w KX - 0 1"),
                TwFenError::Castling("KX".into()),
            ),
            (
                format!("{k}|{EMPTY_SKY} w II - 0 1"),
                TwFenError::Castling("II".into()),
            ),
            (
                format!("{k}|{EMPTY_SKY} w - e9 0 1"),
                TwFenError::EnPassant("e9".into()),
            ),
            (
                format!("{k}|{EMPTY_SKY} w - E6 0 1"),
                TwFenError::EnPassant("E6".into()),
            ),
            (
                format!("{k}|{EMPTY_SKY} w - - x 1"),
                TwFenError::Field(FieldError::Halfmove {
                    field: 5,
                    text: "x".into(),
                }),
            ),
            (
                format!("{k}|{EMPTY_SKY} w - - 0 0"),
                TwFenError::Field(FieldError::Fullmove {
                    field: 6,
                    text: "0".into(),
                }),
            ),
        ];
        for (fen, want) in cases {
            assert_eq!(err(&fen), Some(want.clone()), "{fen}");
            assert!(!want.to_string().is_empty());
        }
        assert_eq!(
            TwFenError::Castling("KX".into()).to_string(),
            "field 3 (castling): 'KX' is not '-' or distinct letters from KQIkqi"
        );
    }

    #[test]
    fn every_tw_setup_error_is_typed() {
        let cases: Vec<(&str, TwSetupError)> = vec![
            (
                "4k3/8/8/8/3N*4/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1",
                TwSetupError::GhostOnEarth("d4".into()),
            ),
            (
                "8/8/8/8/8/8/8/4K3|4k*3/8/8/8/8/8/8/8 w - - 0 1",
                TwSetupError::GhostKing("E8".into()),
            ),
            (
                "4k3/8/8/8/8/8/3P~4/4K3|8/8/8/8/8/8/8/8 w - - 0 1",
                TwSetupError::PromotedMark {
                    square: "d2".into(),
                    role: "pawn",
                },
            ),
            (
                "8/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1",
                TwSetupError::MissingKing(Color::Black),
            ),
            (
                "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/K7 w - - 0 1",
                TwSetupError::TooManyKings {
                    color: Color::White,
                    count: 2,
                },
            ),
            (
                "8/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/4k3 w - - 0 1",
                TwSetupError::KingsStacked {
                    earth: "e1".into(),
                    sky: "E1".into(),
                },
            ),
            (
                "4k3/8/8/8/8/8/8/P3K3|8/8/8/8/8/8/8/8 w - - 0 1",
                TwSetupError::PawnOnEarthBackRank("a1".into()),
            ),
            (
                "p3k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1",
                TwSetupError::PawnOnEarthBackRank("a8".into()),
            ),
            (
                // Only a promoted rook and a ghost rook: no original white rook.
                "4k3/8/8/8/8/8/8/R~3K3|R*7/8/8/8/8/8/8/8 w I - 0 1",
                TwSetupError::InterLevelWithoutRook {
                    color: Color::White,
                    letter: 'I',
                },
            ),
            (
                "4k3/8/8/8/8/8/8/R3K3|8/8/8/8/8/8/8/8 w Ii - 0 1",
                TwSetupError::InterLevelWithoutRook {
                    color: Color::Black,
                    letter: 'i',
                },
            ),
            (
                // White to move, but the white rook on Sky E8 attacks e8 below it.
                "4k3/8/8/8/8/8/8/4K3|4R3/8/8/8/8/8/8/8 w - - 0 1",
                TwSetupError::OppositeCheck(Color::Black),
            ),
            (
                "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - e3 0 1",
                TwSetupError::EnPassantRank {
                    square: "e3".into(),
                    expected: 6,
                    side: "white",
                },
            ),
        ];
        for (fen, want) in cases {
            assert_eq!(err(fen), Some(TwFenError::Setup(want.clone())), "{fen}");
        }
        assert_eq!(
            TwSetupError::InterLevelWithoutRook {
                color: Color::White,
                letter: 'I'
            }
            .to_string(),
            "field 3 (castling): 'I' needs an original white rook"
        );
        // Sky pawns may stand on any rank.
        assert!(TwoWorlds::from_fen("4k3/8/8/8/8/8/8/4K3|P7/8/8/8/8/8/8/p7 w - - 0 1").is_ok());
    }
}
