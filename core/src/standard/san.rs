//! Standard algebraic notation (SAN), written and read.
use super::{Chess, Move, Special};
use crate::game::{MoveError, Position};
use crate::kernel::{Role, file_of, rank_of, square_name};

impl Chess {
    /// The SAN of a legal move, with `+` or `#`.
    pub fn san(&self, mv: Move) -> String {
        let mut s = self.san_without_suffix(mv);
        let mut after = *self;
        after.play(mv);
        s.extend(crate::ending::check_suffix(&after));
        s
    }

    fn san_without_suffix(&self, mv: Move) -> String {
        let Some(role) = self.board.role_at(mv.from) else {
            return mv.uci();
        };
        if mv.special == Special::Castle {
            return if file_of(mv.to) == 6 {
                "O-O".into()
            } else {
                "O-O-O".into()
            };
        }
        let capture = self.captured(mv).is_some();
        let mut s = String::new();
        if role == Role::Pawn {
            if capture {
                s.push((b'a' + file_of(mv.from)) as char);
                s.push('x');
            }
            s.push_str(&square_name(mv.to));
            if let Some(p) = mv.promotion {
                s.push('=');
                s.push(p.upper_char());
            }
            return s;
        }
        s.push(role.upper_char());
        let others: Vec<Move> = self
            .legal()
            .into_iter()
            .filter(|m| {
                m.to == mv.to && m.from != mv.from && self.board.role_at(m.from) == Some(role)
            })
            .collect();
        if !others.is_empty() {
            let same_file = others.iter().any(|m| file_of(m.from) == file_of(mv.from));
            let same_rank = others.iter().any(|m| rank_of(m.from) == rank_of(mv.from));
            if !same_file {
                s.push((b'a' + file_of(mv.from)) as char);
            } else if !same_rank {
                s.push((b'1' + rank_of(mv.from)) as char);
            } else {
                s.push_str(&square_name(mv.from));
            }
        }
        if capture {
            s.push('x');
        }
        s.push_str(&square_name(mv.to));
        s
    }

    /// Reads SAN (`Nf3`, `exd5`, `e8=Q`, `O-O`; `+`, `#`, `!`, `?` ignored; `0-0` accepted).
    pub fn parse_san(&self, text: &str) -> Result<Move, MoveError> {
        let core = text
            .trim()
            .trim_end_matches(['+', '#', '!', '?'])
            .replace('0', "O");
        if core.is_empty() {
            return Err(MoveError::malformed(text, "empty move"));
        }
        let matches: Vec<Move> = self
            .legal()
            .into_iter()
            .filter(|&m| {
                let san = self.san_without_suffix(m);
                san == core
                    || san.replace('=', "") == core
                    || (san.contains('x') && san.replace('x', "") == core)
            })
            .collect();
        match matches.as_slice() {
            [m] => Ok(*m),
            [] => Err(MoveError::illegal(text, "no legal move has this SAN")),
            _ => Err(MoveError::illegal(
                text,
                "ambiguous: add the file or rank of the piece",
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn san_examples() {
        let c = Chess::new();
        let m = c.parse_uci("g1f3").map(|m| c.san(m));
        assert_eq!(m.as_deref(), Ok("Nf3"));
        // The knights on b1 and f1 can both reach d2: disambiguation by file.
        let p = Chess::from_fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1").unwrap_or_default();
        let m = p.parse_uci("b1d2").map(|m| p.san(m));
        assert_eq!(m.as_deref(), Ok("Nbd2"));
        // Scholar's mate ends with a '#'.
        let mut c = Chess::new();
        for uci in ["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6"] {
            let m = c.parse_uci(uci).unwrap_or_else(|e| panic!("{e}"));
            c.play(m);
        }
        let mate = c.parse_uci("h5f7").map(|m| c.san(m));
        assert_eq!(mate.as_deref(), Ok("Qxf7#"));
    }

    #[test]
    fn san_reads_back_every_legal_move() {
        let c =
            Chess::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
                .unwrap_or_default();
        for m in c.legal() {
            assert_eq!(c.parse_san(&c.san(m)), Ok(m), "{}", c.san(m));
        }
        assert!(c.parse_san("Qh8").is_err());
    }
}
