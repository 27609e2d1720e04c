//! Static exchange evaluation in Two Worlds (RULES.md §2): the standard swap
//! (`standard::see::exchange`) on one level's square, with the values the evaluation
//! counts (`eval.rs`: a piece 100/320/330/500/900, a ghost three quarters of its type,
//! a ghost pawn 50, or 5 on its controller's last rank: `TwoWorlds::ghost_value`).
//!
//! What a capture wins:
//! - On Earth the victim's value, plus, when it rises (TW-5: its Sky square is free, or
//!   the capturer came vertically from it), the ghost of the capturer it becomes. Once a
//!   piece has risen, the Sky square above the target is occupied, so every later
//!   capture in the same exchange on that square only removes its victim ("covering the
//!   sky"). A quiet move or an en passant capture onto an Earth square with a free Sky
//!   square risks the mover's value plus the ghost it would give the enemy.
//! - In the Sky the victim's value as the evaluation counts it (a ghost at its ghost
//!   value, a traveller at its full value): it leaves the game (TW-7).
//! - Promotions on Earth (a capture onto the last rank, a descent promotion) win
//!   queen − pawn, or the chosen piece − pawn for the decision itself. A ghost pawn
//!   that takes onto its controller's last rank is stuck there: it loses the difference
//!   (`ghost_value` on the two squares).
//!
//! **Approximations:** only the target's level recaptures (a column attack from the
//! other level, TW-4, never joins after the first decision), a risen ghost does not
//! change the Sky's attacks, and, as in standard chess, pins and checks are ignored
//! (column checks included).
use super::position::{Kind, Level, Loc, Move, TwoWorlds};
use crate::kernel::{Bitboard, Board, Color, Role, Square, bb};
use crate::standard::eval::VALUES;
use crate::standard::see::{
    Exchange, board_attackers, board_sliders, exchange, last_rank, promotion_gain,
};

/// An exchange on one square of one level.
struct LevelExchange<'a> {
    position: &'a TwoWorlds,
    target: Loc,
}

impl LevelExchange<'_> {
    #[inline]
    fn board(&self) -> &Board {
        &self.position.boards[self.target.level().index()]
    }
}

impl Exchange for LevelExchange<'_> {
    #[inline]
    fn attackers(&self, occupied: Bitboard) -> Bitboard {
        board_attackers(self.board(), self.target.square(), occupied)
    }
    #[inline]
    fn sliders(&self, role: Role, occupied: Bitboard) -> Bitboard {
        board_sliders(self.board(), self.target.square(), role, occupied)
    }
    #[inline]
    fn colour(&self, side: Color) -> Bitboard {
        self.board().by_color(side)
    }
    #[inline]
    fn pieces(&self, side: Color, role: Role) -> Bitboard {
        self.board().pieces(side, role)
    }
    #[inline]
    fn at_risk(&self, from: Square, role: Role, side: Color) -> i32 {
        // A recapture always follows a capture on the target, so on Earth the sky above
        // it is covered.
        match self.target.level() {
            Level::Earth => VALUES[role.index()],
            Level::Sky if self.position.ghosts & bb(from) != 0 => {
                TwoWorlds::ghost_value(role, side, self.target.square())
            }
            Level::Sky => VALUES[role.index()],
        }
    }
    #[inline]
    fn promotion(&self, from: Square, side: Color, role: Role) -> Option<(Role, i32)> {
        let target = bb(self.target.square());
        if role != Role::Pawn || last_rank(side) & target == 0 {
            return None;
        }
        match self.target.level() {
            Level::Earth => Some((Role::Queen, promotion_gain(Role::Queen))),
            // A ghost pawn reaching its last rank is stuck there (TW-6): worth less.
            Level::Sky if self.position.ghosts & bb(from) != 0 => Some((
                Role::Pawn,
                TwoWorlds::ghost_value(role, side, self.target.square())
                    - TwoWorlds::ghost_value(role, side, from),
            )),
            Level::Sky => None,
        }
    }
}

impl TwoWorlds {
    /// Static exchange value of `mv` in centipawns for the side to move (see the module
    /// documentation); castlings and inter-level castlings are worth 0.
    pub fn see(&self, mv: Move) -> i32 {
        if matches!(mv.kind, Kind::Castle | Kind::InterLevelCastle) {
            return 0;
        }
        let Some(mover) = self.placed_at(mv.from) else {
            return 0;
        };
        let us = mover.piece.color;
        let them = us.flip();
        let level = mv.to.level();
        let mut occupied = self.boards[level.index()].occupied();
        if mv.from.level() == level {
            occupied &= !bb(mv.from.square());
        }
        let mut first = 0;
        let fate = self.capture_fate(mv);
        if let Some(victim) = self.victim(mv) {
            first += self.capture_gain(victim);
            occupied &= !bb(victim.square());
        }
        if let Some(Some(sky)) = fate
            && let Some(v) = self.victim(mv).and_then(|v| self.placed_at(v))
        {
            first += TwoWorlds::ghost_value(v.piece.role, us, sky.square());
        }
        if let Some(p) = mv.promotion {
            first += promotion_gain(p);
        }
        if mover.ghost {
            // A ghost pawn stepping onto its last rank is stuck there (TW-6).
            first += TwoWorlds::ghost_value(mover.piece.role, us, mv.to.square())
                - TwoWorlds::ghost_value(mover.piece.role, us, mv.from.square());
        }
        let lands = mv.promotion.unwrap_or(mover.piece.role);
        let target = mv.to;
        let at_risk = match level {
            Level::Earth => {
                let above_free = self.boards[1].occupied() & bb(target.square()) == 0;
                // After a capture the victim covers the sky above the target, except
                // after en passant (it rises above the passed pawn's square).
                let covered = fate.is_some() && mv.kind != Kind::EnPassant;
                let rises = !covered && above_free && lands != Role::King;
                VALUES[lands.index()]
                    + if rises {
                        TwoWorlds::ghost_value(lands, them, target.square())
                    } else {
                        0
                    }
            }
            Level::Sky if mover.ghost => TwoWorlds::ghost_value(lands, us, target.square()),
            Level::Sky => VALUES[lands.index()],
        };
        let e = LevelExchange {
            position: self,
            target,
        };
        exchange(&e, occupied | bb(target.square()), them, first, at_risk)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Notation;

    fn see(fen: &str, text: &str) -> i32 {
        let p = TwoWorlds::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let mv = p
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{text} in {fen}: {e}"));
        p.see(mv)
    }

    const KNIGHT: i32 = VALUES[Role::Knight.index()];
    const ROOK: i32 = VALUES[Role::Rook.index()];

    #[test]
    fn tw_5_a_capture_on_earth_wins_the_victim_and_its_ghost() {
        // Rxe5: the knight leaves Earth and rises to E5 as White's ghost knight.
        let ghost = TwoWorlds::ghost_value(Role::Knight, Color::White, 36);
        assert_eq!(
            see("4k3/8/8/4n3/8/8/8/4RK2|8/8/8/8/8/8/8/8 w - - 0 1", "e1e5"),
            KNIGHT + ghost
        );
        // E5 is occupied (a white traveller pawn): the knight leaves the game.
        assert_eq!(
            see("4k3/8/8/4n3/8/8/8/4RK2|8/8/8/4P3/8/8/8/8 w - - 0 1", "e1e5"),
            KNIGHT
        );
        // ...dxe5 takes the rook back, and the rook cannot rise: E5 holds the ghost.
        assert_eq!(
            see("4k3/8/3p4/4n3/8/8/8/4RK2|8/8/8/8/8/8/8/8 w - - 0 1", "e1e5"),
            KNIGHT + ghost - ROOK
        );
    }

    #[test]
    fn tw_7_a_capture_in_the_sky_wins_the_ghost_at_its_value() {
        // The white traveller rook E1 takes Black's ghost knight E5: it dies (TW-7).
        let ghost = TwoWorlds::ghost_value(Role::Knight, Color::Black, 36);
        assert_eq!(
            see("4k3/8/8/8/8/8/8/5K2|8/8/8/4n*3/8/8/8/4R3 w - - 0 1", "E1E5"),
            ghost
        );
    }
}
