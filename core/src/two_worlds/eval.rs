//! Static evaluation of a Two Worlds position (RULES.md §2), in centipawns, linear in
//! the named weights of `assets/eval/two-worlds.txt` (see [`crate::linear`]): the
//! standard terms of each level (`standard::eval::board_terms`; the Sky's ghosts left out)
//! with their own weights, then the terms below. The phase is both levels' (capped at 24).
//!
//! How the hand-chosen start was reasoned (`assets/eval/hand/two-worlds.txt`, also in
//! docs/engine.md); the shipped file is the tuner's output:
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
//!   queen above a real rook. A ghost's centralisation: a weight per role times its
//!   ring (-3 on the edge, -1, 1, 3 in the centre).
//! - A ghost pawn never promotes: 50 while it can still move and capture; 5 once it
//!   stands on its controller's last rank, where it has no move at all and only blocks
//!   that square (TW-6).
//! - A traveller pawn on the Sky's last rank can only step down, promoting on Earth
//!   (TW-8): +200 if the Earth square below is empty (the promotion is one move away),
//!   else +40.
//! - Covered sky (TW-5): a piece captured on Earth rises as a ghost *of the capturer*
//!   unless its Sky square is occupied. So a piece that the enemy attacks and whose Sky
//!   square is free risks its value plus a ghost for the enemy: −1/8 of its ghost value
//!   (a weight per role).
//!   A piece whose Sky square is occupied (covered) loses its second life: capturing it
//!   gives the enemy nothing more, so it carries no such risk.
//! - King safety with column attacks (TW-4): a vertical check cannot be blocked. Each
//!   enemy non-ghost rook or queen on the *other* level that attacks the square above or
//!   below the king (so it could step into the column next move) costs 25 (rook) or 35
//!   (queen); an enemy rook, queen or king already stacked on that square is a check and
//!   costs 60 more. An own piece on that square shields the column (+15): nothing can
//!   land there.
//! - The attack must come to the king's level (session 8; start 0, fitted): each own
//!   piece, knight to queen, ghosts included, on the level where the enemy king stands.
//!   Without it a side far ahead on Earth had no reason to go up to a king in the Sky.
//! - A traveller (not a ghost) in the Sky is worth its value plus a Sky value by role
//!   (issue 47, tenth session; start 0, fitted): a pawn there promotes only by stepping
//!   down (TW-8); the fit says what the rest is worth.
use super::position::{Level, Loc, TwoWorlds};
use crate::kernel::{Bitboard, Board, Color, RANK_1, RANK_8, Role, Squares, bb, file_of, rank_of};
use crate::linear::{Features, LinearEval, Score, Sink, Weights};
use crate::standard::eval::{self as standard, MAX_PHASE, VALUES, board_terms, phase, sign};
use std::cell::RefCell;
use std::sync::OnceLock;

/// Ghost values in centipawns by role for move ordering (the evaluation's are weights).
pub const GHOST_VALUES: [i32; 6] = [50, 240, 250, 375, 700, 0];
/// A ghost pawn on its controller's last rank, for move ordering.
pub const STUCK_GHOST_PAWN: i32 = 5;

const GHOST: usize = standard::TERMS;
const STUCK: usize = GHOST + 5;
const GHOST_CENTRE: usize = STUCK + 1;
const DESCENT_OPEN: usize = GHOST_CENTRE + 4;
const DESCENT_BLOCKED: usize = DESCENT_OPEN + 1;
const UNCOVERED: usize = DESCENT_BLOCKED + 1;
const COLUMN_THREAT: usize = UNCOVERED + 5;
const COLUMN_STACKED: usize = COLUMN_THREAT + 2;
const COLUMN_SHIELD: usize = COLUMN_STACKED + 1;
const KING_LEVEL: usize = COLUMN_SHIELD + 1;
/// A piece in the Sky (not a ghost) beyond its value on Earth, by role.
const SKY_VALUE: usize = KING_LEVEL + 1;
/// The number of terms.
pub const TERMS: usize = SKY_VALUE + 5;

/// The term names, in index order.
pub fn term_names() -> &'static [String] {
    static NAMES: OnceLock<Vec<String>> = OnceLock::new();
    NAMES.get_or_init(|| {
        let mut n = standard::names();
        let roles = |p: &str, rs: &[Role]| {
            rs.iter()
                .map(|r| format!("{p}.{}", r.name()))
                .collect::<Vec<_>>()
        };
        n.extend(roles("ghost", &Role::ALL[..5]));
        n.push("ghost.stuck-pawn".into());
        n.extend(roles("ghost.centre", &Role::ALL[1..5]));
        n.push("traveller.descent-open".into());
        n.push("traveller.descent-blocked".into());
        n.extend(roles("earth.uncovered-attacked", &Role::ALL[..5]));
        n.extend(roles("column.threat", &[Role::Rook, Role::Queen]));
        n.push("column.stacked".into());
        n.push("column.shield".into());
        n.push("king-level.pieces".into());
        n.extend(roles("sky.value", &Role::ALL[..5]));
        debug_assert_eq!(n.len(), TERMS);
        n
    })
}

const SHIPPED: &str = include_str!("../../../assets/eval/two-worlds.txt");

/// The shipped weights (`assets/eval/two-worlds.txt`).
pub fn weights() -> &'static Weights {
    static W: OnceLock<Weights> = OnceLock::new();
    crate::linear::shipped(&W, SHIPPED, term_names(), "assets/eval/two-worlds.txt")
}

const fn last_rank(color: Color) -> Bitboard {
    match color {
        Color::White => RANK_8,
        Color::Black => RANK_1,
    }
}

/// Adds `sg` times the number of `set`'s pieces of each role, pawn to queen, on `board`
/// to the terms from `base` (in role order).
fn by_role<S: Sink>(board: &Board, set: Bitboard, base: usize, sg: i32, s: &mut S) {
    for role in &Role::ALL[..5] {
        let n = (set & board.by_role(*role)).count_ones() as i32;
        s.add(base + role.index(), sg * n);
    }
}

/// -3 on the edge, -1, 1, 3 in the centre.
#[inline]
fn ring(sq: crate::kernel::Square) -> i32 {
    let (f, r) = (file_of(sq), rank_of(sq));
    2 * i32::from(f.min(7 - f).min(r).min(7 - r)) - 3
}

/// One level's standard terms as a packed sum, with the squares each colour attacks
/// there, under the level's whole content and the squares counted (`key`).
#[derive(Clone, Copy)]
struct LevelTerms {
    key: [Bitboard; 9],
    packed: i32,
    attacked: [Bitboard; 2],
}

/// Entries of the per-thread cache of level terms (a power of two).
const LEVEL_CACHE: usize = 1 << 12;

thread_local! {
    /// Level terms by content, direct-mapped: most moves change one level, so the
    /// other's terms are nearly always here. A hit compares the whole content.
    static LEVEL_TERMS: RefCell<Vec<Option<LevelTerms>>> = RefCell::new(vec![None; LEVEL_CACHE]);
}

/// `board_terms(board, only, ..)` as a packed sum of the shipped weights and the
/// attacked squares, through the cache.
fn cached_level_terms(board: &Board, only: Bitboard) -> (i32, [Bitboard; 2]) {
    let mut key = [only; 9];
    key[..8].copy_from_slice(&board.bitboards());
    let mixed = key
        .iter()
        .fold(0u64, |h, &b| (h ^ b).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let index = (mixed >> 32) as usize & (LEVEL_CACHE - 1);
    LEVEL_TERMS.with_borrow_mut(|cache| {
        let slot = &mut cache[index];
        match slot {
            Some(e) if e.key == key => (e.packed, e.attacked),
            _ => {
                let mut s = Score::new(weights());
                let attacked = board_terms(board, only, &mut s);
                *slot = Some(LevelTerms {
                    key,
                    packed: s.packed(),
                    attacked,
                });
                (s.packed(), attacked)
            }
        }
    })
}

impl LinearEval for TwoWorlds {
    fn eval_white(&self) -> i32 {
        TwoWorlds::eval_white(self)
    }
    fn features(&self) -> Features {
        TwoWorlds::features(self)
    }
}

impl TwoWorlds {
    /// The value of a ghost of `role` controlled by `color` on the Sky square `sq`, for
    /// move ordering.
    pub fn ghost_value(role: Role, color: Color, sq: crate::kernel::Square) -> i32 {
        if role == Role::Pawn && last_rank(color) & bb(sq) != 0 {
            STUCK_GHOST_PAWN
        } else {
            GHOST_VALUES[role.index()]
        }
    }

    fn phase(&self) -> i32 {
        (phase(&self.boards[0]) + phase(&self.boards[1])).min(MAX_PHASE)
    }

    /// Evaluation from White's point of view.
    pub fn eval_white(&self) -> i32 {
        let mut s = Score::new(weights());
        self.packed_terms(&mut s);
        s.taper(self.phase(), MAX_PHASE)
    }

    /// The features of [`TwoWorlds::eval_white`].
    pub fn features(&self) -> Features {
        let mut f = Features {
            phase: self.phase(),
            max_phase: MAX_PHASE,
            ..Features::default()
        };
        self.terms(&mut f);
        f
    }

    fn terms<S: Sink>(&self, s: &mut S) {
        let [earth, sky] = &self.boards;
        let attacked = board_terms(earth, !0, s);
        board_terms(sky, !self.ghosts, s);
        self.rest_terms(attacked, s);
    }

    /// [`TwoWorlds::terms`] through the cache of level terms: the same packed sum.
    fn packed_terms(&self, s: &mut Score) {
        let [earth, sky] = &self.boards;
        let (earth_sum, attacked) = cached_level_terms(earth, !0);
        s.add_packed(earth_sum, false);
        s.add_packed(cached_level_terms(sky, !self.ghosts).0, false);
        self.rest_terms(attacked, s);
    }

    /// The terms beyond each level's standard ones; `attacked`: the squares of Earth
    /// attacked by each colour.
    fn rest_terms<S: Sink>(&self, attacked: [Bitboard; 2], s: &mut S) {
        let [earth, sky] = &self.boards;
        s.add(standard::TEMPO, sign(self.turn));
        // Pieces attacking Earth squares: same-level attacks (column attacks onto Earth
        // come from the Sky square above, which then covers the victim).
        let uncovered = earth.occupied() & !sky.occupied();
        for color in Color::ALL {
            let sg = sign(color);
            let mine = earth.by_color(color) & uncovered & attacked[color.flip().index()];
            by_role(earth, mine, UNCOVERED, sg, s);
            by_role(sky, sky.by_color(color) & !self.ghosts, SKY_VALUE, sg, s);
            let ghosts = self.ghosts & sky.by_color(color);
            let pawns = ghosts & sky.by_role(Role::Pawn);
            let stuck = (pawns & last_rank(color)).count_ones() as i32;
            s.add(STUCK, sg * stuck);
            s.add(GHOST, sg * (pawns.count_ones() as i32 - stuck));
            for role in &Role::ALL[1..5] {
                let set = ghosts & sky.by_role(*role);
                s.add(GHOST + role.index(), sg * set.count_ones() as i32);
                let centre: i32 = Squares(set).map(ring).sum();
                s.add(GHOST_CENTRE + role.index() - 1, sg * centre);
            }
            let descending = sky.pieces(color, Role::Pawn) & !self.ghosts & last_rank(color);
            let open = (descending & !earth.occupied()).count_ones() as i32;
            s.add(DESCENT_OPEN, sg * open);
            s.add(
                DESCENT_BLOCKED,
                sg * (descending.count_ones() as i32 - open),
            );
            self.column_safety(color, s);
            // Pieces (knights to queens, ghosts included) on the enemy king's level: a
            // king is mated where it stands, so the attack has to come to its level.
            if let Some(k) = self.king_loc(color.flip()) {
                let board = &self.boards[k.level().index()];
                let pieces =
                    board.by_color(color) & !board.by_role(Role::Pawn) & !board.by_role(Role::King);
                s.add(KING_LEVEL, sg * pieces.count_ones() as i32);
            }
        }
    }

    /// King safety against column attacks (TW-4) for `color`'s king.
    fn column_safety<S: Sink>(&self, color: Color, s: &mut S) {
        let Some(king) = self.king_loc(color) else {
            return;
        };
        let sg = sign(color);
        let other = king.level().other();
        let board = &self.boards[other.index()];
        let sq = king.square();
        let them = color.flip();
        let real = |set: Bitboard| {
            if other == Level::Sky {
                set & !self.ghosts
            } else {
                set
            }
        };
        match board.piece_at(sq) {
            Some(p) if p.color == color => s.add(COLUMN_SHIELD, sg),
            Some(p)
                if matches!(p.role, Role::Rook | Role::Queen | Role::King)
                    && self.column_attacker(other, sq, them) =>
            {
                s.add(COLUMN_STACKED, sg)
            }
            _ => {}
        }
        let attackers = board.attackers_to(sq, them, board.occupied());
        for (i, role) in [Role::Rook, Role::Queen].into_iter().enumerate() {
            let n = real(attackers & board.pieces(them, role)).count_ones() as i32;
            s.add(COLUMN_THREAT + i, sg * n);
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The evaluation with the hand-chosen weights, whose reasoning these tests check
    /// (the tuned ones may trade one term against another).
    fn eval(fen: &str) -> i32 {
        let hand = include_str!("../../../assets/eval/hand/two-worlds.txt");
        let hand = Weights::parse(hand, term_names()).unwrap_or_else(|e| panic!("{e}"));
        TwoWorlds::from_fen(fen)
            .map(|p| p.features().eval_with(&hand))
            .unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    #[test]
    fn shipped_weights_name_every_term_once() {
        let unique: std::collections::HashSet<_> = term_names().iter().collect();
        assert_eq!((unique.len(), weights().values.len()), (TERMS, TERMS));
        let hand = include_str!("../../../assets/eval/hand/two-worlds.txt");
        assert!(Weights::parse(hand, term_names()).is_ok());
    }

    /// Black's king in the Sky: White's knight there and White's ghost bishop count for
    /// White, its Earth rook and pawn do not; Black's knight on Earth counts for Black
    /// (White's king stands there), its Sky queen does not.
    #[test]
    fn pieces_on_the_enemy_kings_level_count_for_their_side() {
        let p = TwoWorlds::from_fen("8/8/8/3n4/8/8/4P3/R3K3|4k3/1q6/8/3N4/5B*2/8/8/8 w - - 0 1")
            .unwrap_or_else(|e| panic!("{e}"));
        let net = p.features().net();
        assert_eq!(net.get(&KING_LEVEL).copied(), Some(2 - 1));
    }

    /// A traveller in the Sky counts its Sky value for its side (White's knight, Black's
    /// pawn); a ghost (White's bishop) and the pieces on Earth do not.
    #[test]
    fn a_traveller_in_the_sky_counts_its_sky_value() {
        let p = TwoWorlds::from_fen("4k3/8/8/3n4/8/8/4P3/4K3|8/1p6/8/3N4/5B*2/8/8/8 w - - 0 1")
            .unwrap_or_else(|e| panic!("{e}"));
        let net = p.features().net();
        let sky = |role: Role| net.get(&(SKY_VALUE + role.index())).copied();
        assert_eq!(sky(Role::Knight), Some(1));
        assert_eq!(sky(Role::Pawn), Some(-1));
        assert_eq!(sky(Role::Bishop), None);
    }

    #[test]
    fn tw_1_the_start_is_balanced() {
        let net = TwoWorlds::new().features().net();
        assert_eq!(net.into_iter().collect::<Vec<_>>(), [(standard::TEMPO, 1)]);
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
