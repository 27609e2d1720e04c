//! Static evaluation of a Two Worlds position (RULES.md §2), in centipawns.
//!
//! How the values were chosen (the reasoning is also in docs/engine.md):
//! - Material and piece-square terms of every non-ghost piece reuse the standard
//!   evaluation (`standard::eval`: 100/320/330/500/900 and the simplified-evaluation
//!   tables) on the level it stands on: centralisation and pawn advancement mean the
//!   same on Earth and in the Sky (a traveller pawn advancing in the Sky walks towards a
//!   descent promotion, TW-8). The king's table is blended by the phase of both levels.
//! - A ghost is worth three quarters of its type ([`GHOST_VALUES`]: 240/250/375/700):
//!   it acts on one level only (it never steps down, TW-6, and a ghost rook or queen has
//!   no column attack, TW-4), so it attacks about half the squares a traveller of its
//!   type could reach in two moves; but it still fights in the Sky, where kings and
//!   travellers go. Three quarters sits between "half" and "full" and keeps a ghost
//!   queen above a real rook.
//! - A ghost pawn never promotes: 50 while it can still move and capture; 5 once it
//!   stands on its controller's last rank, where it has no move at all and only blocks
//!   that square (TW-6).
//! - A traveller pawn on the Sky's last rank can only step down, promoting on Earth
//!   (TW-8): +200 if the Earth square below is empty (the promotion is one move away),
//!   else +40.
//! - Covered sky (TW-5): a piece captured on Earth rises as a ghost *of the capturer*
//!   unless its Sky square is occupied. So a piece that the enemy attacks and whose Sky
//!   square is free risks its value plus a ghost for the enemy: −1/8 of its ghost value.
//!   A piece whose Sky square is occupied (covered) loses its second life: capturing it
//!   gives the enemy nothing more, so it carries no such risk.
//! - King safety with column attacks (TW-4): a vertical check cannot be blocked. Each
//!   enemy non-ghost rook or queen on the *other* level that attacks the square above or
//!   below the king (so it could step into the column next move) costs 25 (rook) or 35
//!   (queen); an enemy rook, queen or king already stacked on that square is a check and
//!   costs 60 more. An own piece on that square shields the column (+15): nothing can
//!   land there.
use super::position::{Level, Loc, TwoWorlds};
use crate::kernel::{Bitboard, Color, RANK_1, RANK_8, Role, bb};
use crate::standard::eval::{VALUES, phase, square_value};

/// Ghost values in centipawns by role: three quarters of the type's value; a ghost pawn
/// 50 (it never promotes); no ghost king exists.
pub const GHOST_VALUES: [i32; 6] = [50, 240, 250, 375, 700, 0];
/// A ghost pawn on its controller's last rank: no move, never promotes (TW-6).
pub const STUCK_GHOST_PAWN: i32 = 5;
const TRAVELLER_DESCENT_OPEN: i32 = 200;
const TRAVELLER_DESCENT_BLOCKED: i32 = 40;
const COLUMN_THREAT: [i32; 2] = [25, 35]; // rook, queen
const COLUMN_STACKED: i32 = 60;
const COLUMN_SHIELD: i32 = 15;

const fn last_rank(color: Color) -> Bitboard {
    match color {
        Color::White => RANK_8,
        Color::Black => RANK_1,
    }
}

impl TwoWorlds {
    /// The value of a ghost of `role` controlled by `color` on the Sky square `sq`.
    pub fn ghost_value(role: Role, color: Color, sq: crate::kernel::Square) -> i32 {
        if role == Role::Pawn && last_rank(color) & bb(sq) != 0 {
            STUCK_GHOST_PAWN
        } else {
            GHOST_VALUES[role.index()]
        }
    }

    /// Evaluation from White's point of view.
    pub fn eval_white(&self) -> i32 {
        let [earth, sky] = &self.boards;
        let ph = (phase(earth) + phase(sky)).min(24);
        let mut score = 0;
        // Pieces attacking Earth squares: same-level attacks (column attacks onto Earth
        // come from the Sky square above, which then covers the victim: see below).
        let attacked = [
            earth.attacked_squares(Color::White, earth.occupied()),
            earth.attacked_squares(Color::Black, earth.occupied()),
        ];
        for (sq, p) in earth.iter() {
            let mut v = VALUES[p.role.index()] + square_value(p.role, p.color, sq, ph);
            let uncovered = sky.occupied() & bb(sq) == 0;
            if p.role != Role::King && uncovered && attacked[p.color.flip().index()] & bb(sq) != 0 {
                v -= GHOST_VALUES[p.role.index()] / 8;
            }
            score += sign(p.color) * v;
        }
        for (sq, p) in sky.iter() {
            let v = if self.ghosts & bb(sq) != 0 {
                let v = TwoWorlds::ghost_value(p.role, p.color, sq);
                // Centralisation still matters for a ghost piece in the Sky.
                if p.role == Role::Pawn {
                    v
                } else {
                    v + square_value(p.role, p.color, sq, ph) / 2
                }
            } else {
                let mut v = VALUES[p.role.index()] + square_value(p.role, p.color, sq, ph);
                if p.role == Role::Pawn && last_rank(p.color) & bb(sq) != 0 {
                    v += if earth.occupied() & bb(sq) == 0 {
                        TRAVELLER_DESCENT_OPEN
                    } else {
                        TRAVELLER_DESCENT_BLOCKED
                    };
                }
                v
            };
            score += sign(p.color) * v;
        }
        for color in Color::ALL {
            score += sign(color) * self.column_safety(color);
        }
        score
    }

    /// King safety against column attacks (TW-4) for `color`'s king.
    fn column_safety(&self, color: Color) -> i32 {
        let Some(king) = self.king_loc(color) else {
            return 0;
        };
        let other = king.level().other();
        let board = &self.boards[other.index()];
        let sq = king.square();
        let them = color.flip();
        let mut score = 0;
        let real = |set: Bitboard| {
            if other == Level::Sky {
                set & !self.ghosts
            } else {
                set
            }
        };
        match board.piece_at(sq) {
            Some(p) if p.color == color => score += COLUMN_SHIELD,
            Some(p)
                if matches!(p.role, Role::Rook | Role::Queen | Role::King)
                    && self.column_attacker(other, sq, them) =>
            {
                score -= COLUMN_STACKED
            }
            _ => {}
        }
        let attackers = board.attackers_to(sq, them, board.occupied());
        for (i, role) in [Role::Rook, Role::Queen].into_iter().enumerate() {
            let n = real(attackers & board.pieces(them, role)).count_ones() as i32;
            score -= n * COLUMN_THREAT[i];
        }
        score
    }

    /// The material a capture by `mv` takes from the board, plus what rises for the
    /// capturer (for move ordering).
    pub(crate) fn capture_gain(&self, victim: Loc) -> i32 {
        let Some(p) = self.placed_at(victim) else {
            return 0;
        };
        if p.ghost {
            return TwoWorlds::ghost_value(p.piece.role, p.piece.color, victim.square());
        }
        VALUES[p.piece.role.index()]
    }
}

#[inline]
const fn sign(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(fen: &str) -> i32 {
        TwoWorlds::from_fen(fen)
            .map(|p| p.eval_white())
            .unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    #[test]
    fn tw_1_the_start_is_balanced() {
        assert_eq!(TwoWorlds::new().eval_white(), 0);
    }

    #[test]
    fn tw_6_a_ghost_is_worth_less_than_its_type_and_a_stuck_ghost_pawn_almost_nothing() {
        let bare = eval("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1");
        let traveller = eval("4k3/8/8/8/8/8/8/4K3|8/8/8/3N4/8/8/8/8 w - - 0 1") - bare;
        let ghost = eval("4k3/8/8/8/8/8/8/4K3|8/8/8/3N*4/8/8/8/8 w - - 0 1") - bare;
        assert!(0 < ghost && ghost < traveller, "{ghost} v {traveller}");
        let moving = eval("4k3/8/8/8/8/8/8/4K3|8/8/8/3P*4/8/8/8/8 w - - 0 1") - bare;
        let stuck = eval("4k3/8/8/8/8/8/8/4K3|3P*4/8/8/8/8/8/8/8 w - - 0 1") - bare;
        assert!(
            0 < stuck && stuck < 10 && stuck < moving,
            "{stuck} v {moving}"
        );
    }

    #[test]
    fn tw_4_a_rook_that_can_reach_the_kings_column_is_a_threat() {
        // Black's Sky rook on A1 attacks E1 above White's king (Sky otherwise empty).
        let threat = eval("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/r7 w - - 0 1");
        let quiet = eval("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/1r6/8 w - - 0 1");
        assert!(threat < quiet, "{threat} v {quiet}");
    }

    #[test]
    fn colour_mirror_negates() {
        let a = eval("4k3/8/8/3P4/8/8/8/4K3|8/8/8/8/8/2N*5/8/8 w - - 0 1");
        let b = eval("4k3/8/8/8/3p4/8/8/4K3|8/8/2n*5/8/8/8/8/8 w - - 0 1");
        // Kings are not mirrored here (e1/e8 both), so only the pieces are compared.
        let kings = eval("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1");
        assert_eq!(a - kings, -(b - kings));
    }
}
