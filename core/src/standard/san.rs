//! Standard algebraic notation (SAN), written and read.
use super::{Chess, Move, Special};
use crate::game::{MoveError, Rules};
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

    /// Reads SAN (`Nf3`, `exd5`, `e8=Q`, `O-O`; `+`, `#`, `!`, `?` ignored; `0-0`
    /// accepted; `=` of a promotion and `x` of a capture may be left out; a piece move
    /// may name more of its square than it needs, as some programs write: `Ngf3`, `N1f3`,
    /// `Ng1f3`).
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
            .filter(|&m| self.reads_as(m, &core))
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

    /// Whether `core` (SAN without its suffixes) names the legal move `m`.
    fn reads_as(&self, m: Move, core: &str) -> bool {
        // Every form but castling names the target square: a cheap test first, so that
        // the SAN (and its disambiguation) is worked out for few moves.
        if m.special != Special::Castle && !core.contains(&square_name(m.to)) {
            return false;
        }
        let san = self.san_without_suffix(m);
        let capture = san.contains('x');
        let loose = |s: &str| {
            s == core
                || s.replace('=', "") == core
                || (capture && s.replace('x', "") == core)
                || (capture && s.replace(['x', '='], "") == core)
        };
        if loose(&san) {
            return true;
        }
        // Piece moves disambiguated more than needed (the role, then the from-file,
        // -rank or -square, then the rest as SAN writes it), or less (no origin: then
        // every piece of that role reaching the square matches, and the SAN is
        // ambiguous).
        let Some(role) = self.board.role_at(m.from) else {
            return false;
        };
        if role == Role::Pawn || m.special == Special::Castle {
            return false;
        }
        let to_part = format!("{}{}", if capture { "x" } else { "" }, square_name(m.to));
        let from = square_name(m.from);
        ["", &from[0..1], &from[1..2], from.as_str()]
            .iter()
            .any(|d| loose(&format!("{}{d}{to_part}", role.upper_char())))
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

    #[test]
    fn san_reads_over_disambiguated_and_loose_forms() {
        let c = Chess::new();
        let nf3 = c.parse_uci("g1f3").unwrap_or_else(|e| panic!("{e}"));
        for text in ["Nf3", "Ngf3", "N1f3", "Ng1f3", "Nf3+!?"] {
            assert_eq!(c.parse_san(text), Ok(nf3), "{text}");
        }
        // A wrong from-square is not the move, and `x` on a quiet move is no form of it.
        for text in ["Nhf3", "N2f3", "Nxf3", "Nf4"] {
            assert!(c.parse_san(text).is_err(), "{text}");
        }
        // Two knights reach d2: `Nd2` names neither.
        let p = Chess::from_fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1").unwrap_or_default();
        let e = p.parse_san("Nd2").err().map(|e| e.to_string());
        assert_eq!(
            e.as_deref(),
            Some("'Nd2' is not legal here: ambiguous: add the file or rank of the piece")
        );
        // A capture promotion without `x` and `=`: b7 takes a8 and becomes a queen.
        let p = Chess::from_fen("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1").unwrap_or_default();
        let m = p.parse_uci("b7a8q").unwrap_or_else(|e| panic!("{e}"));
        for text in ["bxa8=Q", "bxa8Q", "ba8=Q", "ba8Q"] {
            assert_eq!(p.parse_san(text), Ok(m), "{text}");
        }
    }
}
