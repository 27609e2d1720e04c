//! Static exchange evaluation (SEE) on one 8x8 square: the classic swap algorithm with
//! x-rays, written once for every variant ([`exchange`] over an [`Exchange`]) and applied
//! to standard chess here.
//!
//! How it counts (the search orders captures by it and prunes losing ones, so it must be
//! cheap: no move generation, no allocation, one fixed array on the stack):
//! - The decision is played; then the sides take turns capturing on its target square,
//!   each with its least valuable attacker (pawn, knight, bishop, rook, queen, king), and
//!   each side may stop instead of capturing. Sliders behind a capturer join as it leaves
//!   (x-rays), because attackers are found again on the shrinking occupancy.
//! - A king captures only when the square is no longer attacked by the other side (it
//!   cannot be captured back): its value is never at risk. When it can, it takes first:
//!   nothing can take back, so no other order does better for that side.
//! - A pawn that reaches its last rank becomes a queen: it wins queen − pawn and a queen
//!   stands on the square. En passant removes the passed pawn (an x-ray may open through
//!   its square).
//! - **Approximations:** pins and checks are ignored: a pinned piece may recapture, and a
//!   side in check is not forced to answer it. The order is fixed (least valuable first;
//!   of two pieces of one kind, the one on the lower square), so the rare exchange won
//!   by taking first with a piece that keeps a line closed (a pawn that blocks an enemy
//!   bishop, one of two rooks) is not seen. `core/tests/see_oracle.rs` counts both kinds
//!   of position against a minimax over the legal captures.
use super::eval::VALUES;
use super::{Chess, Move, Special};
use crate::kernel::{Bitboard, Board, Color, RANK_1, RANK_8, Role, Square, attacks, bb};

/// One exchange's board, as [`exchange`] sees it: who attacks the target, what each
/// arriving piece puts at risk, and promotions.
pub(crate) trait Exchange {
    /// Every piece (both sides) that attacks the target, with `occupied` as the
    /// blockers (the caller masks the answer with `occupied`).
    fn attackers(&self, occupied: Bitboard) -> Bitboard;
    /// The sliders (both sides) that attack the target along the lines a piece of
    /// `role` next to them could have blocked: what may join once it leaves (x-rays).
    fn sliders(&self, role: Role, occupied: Bitboard) -> Bitboard;
    /// `side`'s pieces.
    fn colour(&self, side: Color) -> Bitboard;
    /// `side`'s pieces of `role` (wherever they stand; [`exchange`] masks them).
    fn pieces(&self, side: Color, role: Role) -> Bitboard;
    /// What `side`'s piece of `role`, arriving from `from`, is worth to whoever captures
    /// it on the target.
    fn at_risk(&self, from: Square, role: Role, side: Color) -> i32;
    /// A piece of `side` and `role` arriving on the target from `from` becomes
    /// `(role, gain)`: a promotion, or a change of its worth (a Two Worlds ghost pawn
    /// stuck on its last rank).
    fn promotion(&self, from: Square, side: Color, role: Role) -> Option<(Role, i32)>;
}

/// The answer of `see_ge` from bounds alone, when they decide it, for a capture that
/// promotes nothing and is not made by the king: the exchange is worth at most the
/// victim (the opponent may stop) and, off the last ranks (`promotion_square`: a
/// recapturing pawn would promote), at least the victim less the capturer (the mover
/// may stop after the recapture). None: the exchange must be played out.
#[inline]
pub(crate) fn see_bounds(
    victim: i32,
    capturer: i32,
    promotion_square: bool,
    threshold: i32,
) -> Option<bool> {
    if !promotion_square && victim - capturer >= threshold {
        Some(true)
    } else if victim < threshold {
        Some(false)
    } else {
        None
    }
}

/// Every piece of a kernel board attacking `target` (both sides).
#[inline]
pub(crate) fn board_attackers(board: &Board, target: Square, occupied: Bitboard) -> Bitboard {
    let pawns = board.by_role(Role::Pawn);
    (attacks::rook(target, occupied) & straight(board))
        | (attacks::bishop(target, occupied) & diagonal(board))
        | (attacks::knight(target) & board.by_role(Role::Knight))
        | (attacks::king(target) & board.by_role(Role::King))
        | (attacks::pawn(Color::Black, target) & pawns & board.by_color(Color::White))
        | (attacks::pawn(Color::White, target) & pawns & board.by_color(Color::Black))
}

/// A kernel board's sliders behind a piece of `role` that leaves a square next to the
/// target's lines (a pawn or bishop on a diagonal, a rook on a line, a queen or king on
/// either; a knight hides nothing).
#[inline]
pub(crate) fn board_sliders(
    board: &Board,
    target: Square,
    role: Role,
    occupied: Bitboard,
) -> Bitboard {
    let diagonals = || attacks::bishop(target, occupied) & diagonal(board);
    let lines = || attacks::rook(target, occupied) & straight(board);
    match role {
        Role::Knight => 0,
        Role::Pawn | Role::Bishop => diagonals(),
        Role::Rook => lines(),
        Role::Queen | Role::King => diagonals() | lines(),
    }
}

#[inline]
fn straight(board: &Board) -> Bitboard {
    board.by_role(Role::Rook) | board.by_role(Role::Queen)
}

#[inline]
fn diagonal(board: &Board) -> Bitboard {
    board.by_role(Role::Bishop) | board.by_role(Role::Queen)
}

/// Pieces tried as capturers, the least valuable first.
const ORDER: [Role; 6] = [
    Role::Pawn,
    Role::Knight,
    Role::Bishop,
    Role::Rook,
    Role::Queen,
    Role::King,
];

/// The exchange value for the side that made the first decision: `first` is what that
/// decision won, `at_risk` what the piece it left on the target is worth to a capturer,
/// `next` the side to capture first, `occupied` the occupancy after the decision.
#[inline]
pub(crate) fn exchange<E: Exchange>(
    e: &E,
    mut occupied: Bitboard,
    next: Color,
    first: i32,
    mut at_risk: i32,
) -> i32 {
    // gain[d]: what the side making capture d has won if the other side stops there.
    let mut gain = [0i32; 40];
    gain[0] = first;
    let mut side = next;
    let mut d = 0;
    let mut attackers = e.attackers(occupied) & occupied;
    while d + 1 < gain.len() {
        let mine = attackers & e.colour(side);
        if mine == 0 {
            break;
        }
        let theirs = attackers & e.colour(side.flip());
        // A king that can take safely ends the exchange with the best this side can get
        // (nothing can take back); otherwise the least valuable piece takes, the king
        // last and only on an undefended square.
        let king = mine & e.pieces(side, Role::King);
        let king_safe = || {
            let without = occupied ^ king;
            (theirs | e.sliders(Role::King, without)) & without & e.colour(side.flip()) == 0
        };
        let (role, from) = if king != 0 && king_safe() {
            (Role::King, king.trailing_zeros() as Square)
        } else {
            match ORDER.iter().find_map(|&r| {
                let set = mine & e.pieces(side, r);
                (set != 0).then(|| (r, set.trailing_zeros() as Square))
            }) {
                Some(found) => found,
                None => break,
            }
        };
        if role == Role::King && !king_safe() {
            break;
        }
        occupied ^= bb(from);
        attackers = (attackers | e.sliders(role, occupied)) & occupied;
        let (lands, bonus) = e.promotion(from, side, role).unwrap_or((role, 0));
        d += 1;
        gain[d] = at_risk + bonus - gain[d - 1];
        at_risk = e.at_risk(from, lands, side);
        side = side.flip();
    }
    while d > 0 {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
        d -= 1;
    }
    gain[0]
}

/// The last rank of `color`'s pawns.
#[inline]
pub(crate) const fn last_rank(color: Color) -> Bitboard {
    match color {
        Color::White => RANK_8,
        Color::Black => RANK_1,
    }
}

/// An exchange on one square of a kernel board; `worth` is what capturing a piece of a
/// role and colour wins its capturer (standard chess: its value).
pub(crate) struct BoardExchange<'a, W: Fn(Role, Color) -> i32> {
    pub board: &'a Board,
    pub target: Square,
    pub worth: W,
}

impl<W: Fn(Role, Color) -> i32> Exchange for BoardExchange<'_, W> {
    #[inline]
    fn attackers(&self, occupied: Bitboard) -> Bitboard {
        board_attackers(self.board, self.target, occupied)
    }
    #[inline]
    fn sliders(&self, role: Role, occupied: Bitboard) -> Bitboard {
        board_sliders(self.board, self.target, role, occupied)
    }
    #[inline]
    fn colour(&self, side: Color) -> Bitboard {
        self.board.by_color(side)
    }
    #[inline]
    fn pieces(&self, side: Color, role: Role) -> Bitboard {
        self.board.pieces(side, role)
    }
    #[inline]
    fn at_risk(&self, _from: Square, role: Role, side: Color) -> i32 {
        (self.worth)(role, side)
    }
    #[inline]
    fn promotion(&self, _from: Square, side: Color, role: Role) -> Option<(Role, i32)> {
        (role == Role::Pawn && last_rank(side) & bb(self.target) != 0)
            .then_some((Role::Queen, promotion_gain(Role::Queen)))
    }
}

/// What promoting a pawn to `role` wins (standard values).
#[inline]
pub(crate) const fn promotion_gain(role: Role) -> i32 {
    VALUES[role.index()] - VALUES[Role::Pawn.index()]
}

impl Chess {
    /// The exchange `mv` starts on its target, for the side to move, with `worth` the
    /// value a capture of a piece (role, colour) wins (Valhalla's transfers change it).
    /// Castling and a move from an empty square are worth 0.
    pub(crate) fn exchange_value(&self, mv: Move, worth: impl Fn(Role, Color) -> i32) -> i32 {
        let board = &self.board;
        let Some(piece) = board.piece_at(mv.from) else {
            return 0;
        };
        if mv.special == Special::Castle {
            return 0;
        }
        let them = piece.color.flip();
        let mut occupied = board.occupied() ^ bb(mv.from);
        let mut first = 0;
        if mv.special == Special::EnPassant {
            let victim = if piece.color == Color::White {
                mv.to.wrapping_sub(8)
            } else {
                mv.to + 8
            } & 63;
            occupied &= !bb(victim);
            first += worth(Role::Pawn, them);
        } else if board.by_color(them) & bb(mv.to) != 0
            && let Some(role) = board.role_at(mv.to)
        {
            first += worth(role, them);
        }
        let lands = mv.promotion.unwrap_or(piece.role);
        if let Some(p) = mv.promotion {
            first += promotion_gain(p);
        }
        let e = BoardExchange {
            board,
            target: mv.to,
            worth,
        };
        exchange(
            &e,
            occupied | bb(mv.to),
            them,
            first,
            (e.worth)(lands, piece.color),
        )
    }

    /// Static exchange value of `mv` in centipawns for the side to move (see the module
    /// documentation).
    pub fn see(&self, mv: Move) -> i32 {
        self.exchange_value(mv, |role, _| VALUES[role.index()])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn see(fen: &str, uci: &str) -> i32 {
        let p = Chess::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let mv = p
            .legal()
            .into_iter()
            .find(|m| m.uci() == uci)
            .unwrap_or_else(|| panic!("{uci} is not legal in {fen}"));
        p.see(mv)
    }

    #[test]
    fn a_recapture_that_promotes_is_not_bounded_by_the_capturer() {
        // Rxb1 wins the knight (320); ...axb1=Q wins the rook and promotes (500 + 800):
        // 320 - 1300. The quick bound of `see_ge` (victim less capturer, -180) must
        // not apply on a last rank.
        use crate::game::Searchable;
        let fen = "7k/8/8/8/8/8/p7/1n2R1K1 w - - 0 1";
        assert_eq!(see(fen, "e1b1"), -980);
        let p = Chess::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let mv = p
            .legal()
            .into_iter()
            .find(|m| m.uci() == "e1b1")
            .unwrap_or_else(|| panic!("e1b1 is not legal"));
        assert!(p.see_ge(mv, -980) && !p.see_ge(mv, -979) && !p.see_ge(mv, -180));
        // Off the last rank the bounds answer alone, and agree with the exchange.
        let fen = "4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1";
        let p = Chess::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let mv = p
            .legal()
            .into_iter()
            .find(|m| m.uci() == "e4d5")
            .unwrap_or_else(|| panic!("e4d5 is not legal"));
        assert!(p.see_ge(mv, 220) && !p.see_ge(mv, 221) && !p.see_ge(mv, 321));
    }

    #[test]
    fn an_undefended_piece_is_won_whole() {
        // Rxe5: the knight is alone; nothing recaptures.
        assert_eq!(see("4k3/8/8/4n3/8/8/8/4RK2 w - - 0 1", "e1e5"), 320);
    }

    #[test]
    fn pawn_takes_knight_defended_by_a_pawn() {
        // exd5 wins the knight (320); ...cxd5 takes the pawn back (100): 320 - 100.
        assert_eq!(see("4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"), 220);
    }

    #[test]
    fn queen_takes_a_defended_pawn_loses_the_queen() {
        // Qxd5 wins 100; ...cxd5 wins the queen: 100 - 900.
        assert_eq!(see("4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", "d1d5"), -800);
    }

    #[test]
    fn doubled_rooks_x_ray_win_the_exchange_on_d5() {
        // Rxd5 (Rd1 behind Rd3): +100; ...Rxd5 (Rd8) -500; Rxd5 (the x-ray rook) +500;
        // Black has nothing left: 100 - 500 + 500 = 100.
        assert_eq!(see("3rk3/8/8/3p4/8/3R4/8/3RK3 w - - 0 1", "d3d5"), 100);
        // Black doubles too (Rd7, Rd8 behind it, joining once Rd7 has taken): Rxd5 +100,
        // ...Rxd5 -500, Rxd5 +500, ...Rxd5 -500: White ends 400 down, so it is better not
        // to take the second time: 100 - 500.
        assert_eq!(see("3rk3/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), -400);
        assert_eq!(see("4k3/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), 100);
        // Without the second white rook Black wins the rook for a pawn: 100 - 500.
        assert_eq!(see("3rk3/8/8/3p4/8/3R4/8/4K3 w - - 0 1", "d3d5"), -400);
    }

    #[test]
    fn a_bishop_behind_a_pawn_recaptures_through_it() {
        // cxd5 +320 (knight); ...exd5 would win the pawn (100) but the bishop on b3
        // x-rays through c4 and takes back (100): Black ends 100 down, so Black stops.
        assert_eq!(see("4k3/8/4p3/3n4/2P5/1B6/8/4K3 w - - 0 1", "c4d5"), 320);
        // Without the bishop ...exd5 is safe: 320 - 100.
        assert_eq!(see("4k3/8/4p3/3n4/2P5/8/8/4K3 w - - 0 1", "c4d5"), 220);
    }

    #[test]
    fn the_king_recaptures_only_an_undefended_square() {
        // Rxe7+ with the other rook behind on e1: ...Kxe7 is illegal (e1 x-rays e7).
        assert_eq!(see("4k3/4p3/8/8/8/8/4R3/4RK2 w - - 0 1", "e2e7"), 100);
        // With one rook only the king takes it back: 100 - 500.
        assert_eq!(see("4k3/4p3/8/8/8/8/4R3/5K2 w - - 0 1", "e2e7"), -400);
    }

    #[test]
    fn promotions_count_queen_minus_pawn() {
        // bxa8=Q wins the rook (500) and promotes (800); ...Nxa8? no knight: ...Kxa8? no.
        assert_eq!(see("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7a8q"), 1300);
        // b8=Q quietly, the rook on a8 takes the queen: 800 - 900.
        assert_eq!(see("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q"), -100);
    }

    #[test]
    fn en_passant_wins_the_passed_pawn() {
        // exd6 e.p. +100; ...cxd6 -100: 0. Without the c7 pawn: 100.
        assert_eq!(see("4k3/2p5/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), 0);
        assert_eq!(see("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), 100);
    }

    #[test]
    fn a_quiet_move_onto_an_attacked_square_loses_the_piece() {
        // Nc3-d5 into the c6 pawn's capture: 0 - 320.
        assert_eq!(see("4k3/8/2p5/8/8/2N5/8/4K3 w - - 0 1", "c3d5"), -320);
        // Castling exchanges nothing.
        assert_eq!(see("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), 0);
    }
}
