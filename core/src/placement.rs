//! The placement field of position strings: FEN-style ranks read and written
//! ([`parse_ranks`], [`write_ranks`]; [`Board::from_placement`] and [`Board::placement`]
//! for one 8x8 board) and [`PlacementError`]. Above the kernel rather than in it: the
//! errors quote the input through [`crate::quote`], and the kernel imports nothing
//! outside itself.
use crate::kernel::{Board, Piece, square};
use thiserror::Error;

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
    fn the_standard_board_is_the_start_placement() {
        assert_eq!(
            Board::from_placement("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"),
            Ok(Board::standard())
        );
    }

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
