//! Two Worlds move strings (RULES.md §2: UCI style, Earth files `a`-`h`, Sky files
//! `A`-`H`) and the display notation shown to players.
//!
//! Display notation: SAN on each level, with the level shown by the case of the square
//! (Earth `e4`, Sky `E4`), plus marks for what only Two Worlds has:
//! - a ghost mover carries `*` after its letter (`N*E7`; a ghost pawn: `*E6`, `*D2xE3`);
//! - a pawn capture in the Sky names the pawn's square, not just its file (`B7xC8`),
//!   because an uppercase file letter would read as a piece;
//! - a vertical move names its column by the Earth square and an arrow: `Ne4↑` (step up
//!   from e4 to E4), `Ne4↓` (step down from E4 to e4), `Rxd1⇡` (vertical capture upward,
//!   the rook on d1 takes on D1), `Rxd1⇣` (vertical capture downward, from D1 onto d1);
//!   a pawn's descent promotion `d8↓=Q`;
//! - `⇑` after a capture whose victim rises to the Sky as the mover's ghost (`Nxe5⇑`,
//!   `Rxd1⇣⇑`); a capture without it lost its victim (captured in the Sky, or the Sky
//!   above was covered);
//! - `O-O`, `O-O-O` classic castling; `O-I` inter-level castling;
//! - `+` check, `#` checkmate (column checks included); `=Q` promotion.
//!
//! docs/notation-two-worlds.md shows the same with examples.
use super::position::{Kind, Level, Loc, Move, TwoWorlds};
use crate::game::MoveError;
use crate::kernel::{Role, file_of, rank_of};

impl TwoWorlds {
    /// Reads a move string (`e2e4`, `e4E4`, `D8d8q`, `e1E1`) and finds the legal move it
    /// names.
    pub fn parse_move_string(&self, text: &str) -> Result<Move, MoveError> {
        let t = text.trim();
        if !(4..=5).contains(&t.len()) || !t.is_ascii() {
            return Err(MoveError::malformed(
                text,
                "expected a move like e2e4, e4E4 (step up) or D8d8q",
            ));
        }
        let square = |s: &str| {
            Loc::parse(s).ok_or_else(|| {
                MoveError::malformed(
                    text,
                    format!(
                        "'{}' is not a square (a1-h8 on Earth, A1-H8 in the Sky)",
                        crate::quote::quote(s)
                    ),
                )
            })
        };
        let from = square(&t[0..2])?;
        let to = square(&t[2..4])?;
        let promotion = match t.get(4..5) {
            None => None,
            Some(p) => match p {
                "q" => Some(Role::Queen),
                "r" => Some(Role::Rook),
                "b" => Some(Role::Bishop),
                "n" => Some(Role::Knight),
                _ => {
                    return Err(MoveError::malformed(
                        text,
                        format!(
                            "'{}' is not a promotion piece (q, r, b, n)",
                            crate::quote::quote(p)
                        ),
                    ));
                }
            },
        };
        let mut legal = Vec::new();
        self.generate(&mut legal);
        legal
            .into_iter()
            .find(|m| m.from == from && m.to == to && m.promotion == promotion)
            .ok_or_else(|| {
                let reason = match self.placed_at(from) {
                    None => format!("no piece on {}", from.name()),
                    Some(p) if p.piece.color != self.turn => {
                        format!("the piece on {} is not {}'s", from.name(), self.turn.name())
                    }
                    Some(p) => format!(
                        "the {}{} on {} cannot go to {}{}",
                        if p.ghost { "ghost " } else { "" },
                        p.piece.role.name(),
                        from.name(),
                        to.name(),
                        if promotion.is_some() {
                            " with that promotion"
                        } else {
                            ""
                        }
                    ),
                };
                MoveError::illegal(text, reason)
            })
    }

    /// The display notation of a legal move (see the module documentation).
    pub fn display(&self, mv: Move) -> String {
        let mut s = self.display_without_suffix(mv);
        let mut after = *self;
        after.play_move(mv);
        s.extend(crate::ending::check_suffix(&after));
        s
    }

    fn display_without_suffix(&self, mv: Move) -> String {
        let Some(mover) = self.placed_at(mv.from) else {
            return mv.uci();
        };
        let role = mover.piece.role;
        let mut s = String::new();
        match mv.kind {
            Kind::Castle => {
                return if file_of(mv.to.square()) == 6 {
                    "O-O".into()
                } else {
                    "O-O-O".into()
                };
            }
            Kind::InterLevelCastle => return "O-I".into(),
            _ => {}
        }
        if role != Role::Pawn {
            s.push(role.upper_char());
        }
        if mover.ghost {
            s.push('*');
        }
        let capture = self.victim(mv).is_some();
        if mv.kind == Kind::Vertical {
            if capture {
                s.push('x');
            }
            s.push_str(&Loc::new(Level::Earth, mv.from.square()).name());
            s.push(match (mv.to.level(), capture) {
                (Level::Sky, false) => '↑',
                (Level::Earth, false) => '↓',
                (Level::Sky, true) => '⇡',
                (Level::Earth, true) => '⇣',
            });
        } else if role == Role::Pawn {
            if capture {
                // A Sky pawn's file letter would read as a piece letter (`BxC8`), so a
                // Sky pawn capture names its whole square.
                match mv.from.level() {
                    Level::Earth => s.push(file_char(mv.from)),
                    Level::Sky => s.push_str(&mv.from.name()),
                }
                s.push('x');
            }
            s.push_str(&mv.to.name());
        } else {
            let mut legal = Vec::new();
            self.generate(&mut legal);
            let others: Vec<Move> = legal
                .into_iter()
                .filter(|m| {
                    m.to == mv.to
                        && m.from != mv.from
                        && m.kind == Kind::Normal
                        && self
                            .placed_at(m.from)
                            .is_some_and(|p| p.piece.role == role && p.ghost == mover.ghost)
                })
                .collect();
            if !others.is_empty() {
                let same_file = others
                    .iter()
                    .any(|m| file_of(m.from.square()) == file_of(mv.from.square()));
                let same_rank = others
                    .iter()
                    .any(|m| rank_of(m.from.square()) == rank_of(mv.from.square()));
                if !same_file {
                    s.push(file_char(mv.from));
                } else if !same_rank {
                    s.push((b'1' + rank_of(mv.from.square())) as char);
                } else {
                    s.push_str(&mv.from.name());
                }
            }
            if capture {
                s.push('x');
            }
            s.push_str(&mv.to.name());
        }
        if let Some(p) = mv.promotion {
            s.push('=');
            s.push(p.upper_char());
        }
        if matches!(self.capture_fate(mv), Some(Some(_))) {
            s.push('⇑');
        }
        s
    }
}

/// The file letter of `loc` in its level's case.
fn file_char(loc: Loc) -> char {
    let f = b'a' + file_of(loc.square());
    match loc.level() {
        Level::Earth => f as char,
        Level::Sky => f.to_ascii_uppercase() as char,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(fen: &str, mv: &str) -> String {
        let p = TwoWorlds::from_fen(fen).unwrap_or_else(|e| panic!("{e}"));
        let m = p.parse_move_string(mv).unwrap_or_else(|e| panic!("{e}"));
        p.display(m)
    }

    #[test]
    fn display_notation_shows_levels_ghosts_and_rising() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQIkqi - 0 1";
        assert_eq!(shown(start, "g1f3"), "Nf3");
        assert_eq!(shown(start, "g1G1"), "Ng1↑");
        assert_eq!(shown(start, "e2E2"), "e2↑");
        assert_eq!(shown(start, "e1E1"), "Ke1↑");
        let sky_knight = "4k3/8/8/8/8/8/8/4K3|8/8/8/8/4N3/8/8/8 w - - 0 1";
        assert_eq!(shown(sky_knight, "E4e4"), "Ne4↓");
        assert_eq!(shown(sky_knight, "E4F6"), "NF6");
        // Rising and covered captures.
        let rise = "4k3/8/8/4p3/8/5N2/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1";
        assert_eq!(shown(rise, "f3e5"), "Nxe5⇑");
        let covered = "4k3/8/8/4p3/8/5N2/8/4K3|8/8/8/4b3/8/8/8/8 w - - 0 1";
        assert_eq!(shown(covered, "f3e5"), "Nxe5");
        // Vertical captures: down from the Sky (the victim rises), up from Earth.
        let down = "4k3/8/8/8/1n6/8/8/4K3|8/8/8/8/1R6/8/8/8 w - - 0 1";
        assert_eq!(shown(down, "B4b4"), "Rxb4⇣⇑");
        let up = "4k3/8/8/8/1R6/8/8/4K3|8/8/8/8/1n6/8/8/8 w - - 0 1";
        assert_eq!(shown(up, "b4B4"), "Rxb4⇡");
        // Sky pawns, descent promotion with check, a ghost rook.
        let sky = "7k/8/8/8/8/8/8/K7|2n1P3/1P6/8/8/8/8/6P1/8 w - - 0 1";
        assert_eq!(shown(sky, "B7C8"), "B7xC8");
        assert_eq!(shown(sky, "B7B8"), "B8");
        assert_eq!(shown(sky, "E8e8q"), "e8↓=Q+");
        let ghost = "4k3/8/8/8/8/8/8/K6n|6P*1/8/8/8/8/3n4/2P*5/7R* w - - 0 1";
        assert_eq!(shown(ghost, "H1H5"), "R*H5");
        assert_eq!(shown(ghost, "C2D3"), "*C2xD3");
        // Castling, classic and inter-level (the rook lands on e1 and checks e8).
        let castle = "4k3/8/8/8/8/8/8/R3K3|8/8/8/8/8/8/8/8 w Q - 0 1";
        assert_eq!(shown(castle, "e1c1"), "O-O-O");
        let swap = "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/4R3 w I - 0 1";
        assert_eq!(shown(swap, "e1E1"), "O-I+");
    }

    #[test]
    fn move_string_errors_say_what_is_wrong() {
        let p = TwoWorlds::new();
        let malformed =
            |m: &str| matches!(p.parse_move_string(m), Err(MoveError::Malformed { .. }));
        let illegal = |m: &str| matches!(p.parse_move_string(m), Err(MoveError::Illegal { .. }));
        assert!(malformed("e2"));
        assert!(malformed("e2e9"));
        assert!(malformed("i2i4"));
        assert!(malformed("e2e4k"));
        assert!(malformed("e2e4Q"));
        assert!(illegal("e3e4"));
        assert!(illegal("e7e5"));
        assert!(illegal("e2e5"));
        assert!(illegal("e2E3"));
        assert_eq!(
            p.parse_move_string("e3e4").map_err(|e| e.to_string()),
            Err("'e3e4' is not legal here: no piece on e3".to_string())
        );
        assert!(p.parse_move_string("e2E2").is_ok());
    }
}
