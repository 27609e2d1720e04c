//! TW-FEN (RULES.md §2): `<earth ranks>|<sky ranks> <side> <castling> <ep> <halfmove>
//! <fullmove>`, Two Worlds' text stage: a TW-FEN read into a [`Setup`] (`TwFenError`
//! names the field) and a setup written as a TW-FEN, the one writer [`TwoWorlds::fen`]
//! goes through.
use super::position::{Level, TwoWorlds};
use super::setup::{CASTLING_RIGHTS, Setup};
use crate::fields::{self, FieldError};
use crate::kernel::{Bitboard, Board, Piece, Square, bb, square};
use crate::placement::{PlacementError, parse_ranks, write_ranks};
use crate::setup::{CastlingRights, ReadError, letters};
use std::fmt;
use std::str::FromStr;
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
const CASTLING_LETTERS: [(u8, char); 6] = letters(CASTLING_RIGHTS);

/// Reads the en-passant field: an Earth square or `-`.
pub(crate) fn read_en_passant(text: &str) -> Result<Option<Square>, TwFenError> {
    fields::parse_en_passant(text).map_err(TwFenError::EnPassant)
}

/// Reads a TW-FEN without judging whether the position can stand.
impl FromStr for Setup {
    type Err = TwFenError;

    fn from_str(text: &str) -> Result<Setup, TwFenError> {
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
        let castling = fields::parse_castling(fields[2], &CASTLING_LETTERS)
            .ok_or_else(|| TwFenError::Castling(crate::quote::clip(fields[2])))?;
        let ep = read_en_passant(fields[3])?;
        let (halfmove, fullmove) = fields::parse_clocks(5, fields[4], fields[5])?;
        Ok(Setup {
            boards: [earth.board, sky.board],
            ghosts: [earth.ghosts, sky.ghosts],
            promoted: [earth.promoted, sky.promoted],
            turn,
            castling: CastlingRights::from_bits(castling),
            ep,
            halfmove,
            fullmove,
        })
    }
}

impl Setup {
    /// One level's ranks with marks: `*` for a ghost, else `~` for a promoted piece.
    fn level_placement(&self, level: Level) -> String {
        let l = level.index();
        write_ranks(8, 8, |file, rank| {
            let sq = square(file, rank);
            let piece = self.boards[l].piece_at(sq)?;
            let mut t = piece.char().to_string();
            if self.ghosts[l] & bb(sq) != 0 {
                t.push('*');
            } else if self.promoted[l] & bb(sq) != 0 {
                t.push('~');
            }
            Some(t)
        })
    }
}

/// The setup as a TW-FEN.
impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let state = fields::write_state(
            self.turn,
            &fields::castling_string(self.castling.bits(), &CASTLING_LETTERS),
            self.ep,
            self.halfmove,
            self.fullmove.max(1),
        );
        write!(
            f,
            "{}|{} {state}",
            self.level_placement(Level::Earth),
            self.level_placement(Level::Sky)
        )
    }
}

impl TwoWorlds {
    /// Reads and judges a TW-FEN.
    pub fn from_fen(text: &str) -> Result<TwoWorlds, ReadError<TwFenError>> {
        let setup: Setup = text.parse().map_err(ReadError::Parse)?;
        Ok(TwoWorlds::from_setup(setup)?)
    }

    /// The position as a TW-FEN.
    pub fn fen(&self) -> String {
        self.to_setup().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::Color;
    use crate::setup::{BackRanks, SetupError};

    const EMPTY_SKY: &str = "8/8/8/8/8/8/8/8";

    /// The text stage's error, when that stage refuses `text`.
    fn err(text: &str) -> Option<TwFenError> {
        match TwoWorlds::from_fen(text) {
            Err(ReadError::Parse(e)) => Some(e),
            _ => None,
        }
    }

    /// The setup stage's error, when that stage refuses `text`.
    fn setup_err(text: &str) -> Option<SetupError> {
        match TwoWorlds::from_fen(text) {
            Err(ReadError::Setup(e)) => Some(e),
            _ => None,
        }
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
        let cases: Vec<(&str, SetupError)> = vec![
            (
                "4k3/8/8/8/3N*4/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1",
                SetupError::GhostOnEarth("d4".into()),
            ),
            (
                "8/8/8/8/8/8/8/4K3|4k*3/8/8/8/8/8/8/8 w - - 0 1",
                SetupError::GhostKing("E8".into()),
            ),
            (
                "4k3/8/8/8/8/8/3P~4/4K3|8/8/8/8/8/8/8/8 w - - 0 1",
                SetupError::PromotedMark {
                    square: "d2".into(),
                    role: "pawn",
                },
            ),
            (
                "8/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1",
                SetupError::MissingKing(Color::Black),
            ),
            (
                "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/K7 w - - 0 1",
                SetupError::TooManyKings {
                    color: Color::White,
                    count: 2,
                },
            ),
            (
                "8/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/4k3 w - - 0 1",
                SetupError::KingsStacked {
                    earth: "e1".into(),
                    sky: "E1".into(),
                },
            ),
            (
                "4k3/8/8/8/8/8/8/P3K3|8/8/8/8/8/8/8/8 w - - 0 1",
                SetupError::PawnOnBackRank {
                    cell: "a1".into(),
                    ranks: BackRanks::Earth,
                },
            ),
            (
                "p3k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1",
                SetupError::PawnOnBackRank {
                    cell: "a8".into(),
                    ranks: BackRanks::Earth,
                },
            ),
            (
                // Only a promoted rook and a ghost rook: no original white rook.
                "4k3/8/8/8/8/8/8/R~3K3|R*7/8/8/8/8/8/8/8 w I - 0 1",
                SetupError::InterLevelWithoutRook {
                    color: Color::White,
                    letter: 'I',
                },
            ),
            (
                "4k3/8/8/8/8/8/8/R3K3|8/8/8/8/8/8/8/8 w Ii - 0 1",
                SetupError::InterLevelWithoutRook {
                    color: Color::Black,
                    letter: 'i',
                },
            ),
            (
                // White to move, but the white rook on Sky E8 attacks e8 below it.
                "4k3/8/8/8/8/8/8/4K3|4R3/8/8/8/8/8/8/8 w - - 0 1",
                SetupError::OppositeCheck(Color::Black),
            ),
            (
                "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - e3 0 1",
                SetupError::EnPassantRank {
                    square: "e3".into(),
                    expected: 6,
                    side: "white",
                },
            ),
        ];
        for (fen, want) in cases {
            assert_eq!(setup_err(fen), Some(want.clone()), "{fen}");
        }
        assert_eq!(
            SetupError::InterLevelWithoutRook {
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
