//! Two Worlds move strings (RULES.md §2: UCI style, Earth files `a`-`h`, Sky files
//! `A`-`H`) and the display notation shown to players.
//!
//! Display notation: SAN on each level, with the level shown by the case of the square
//! (Earth `e4`, Sky `E4`), plus marks for what only Two Worlds has:
//! - a ghost mover carries `*` after its letter (`N*E7`; a ghost pawn: `*E6`, `*DxE3`);
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
use super::movegen::MoveCounter;
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
                    format!("'{s}' is not a square (a1-h8 on Earth, A1-H8 in the Sky)"),
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
                        format!("'{p}' is not a promotion piece (q, r, b, n)"),
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
        if after.in_check() {
            let mut c = MoveCounter(0);
            after.generate(&mut c);
            s.push(if c.0 == 0 { '#' } else { '+' });
        }
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
                s.push(file_char(mv.from));
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
