//! Static evaluation of one 8x8 board, reusable by every variant built on the kernel;
//! linear in the named weights of `assets/eval/standard.txt` (see [`crate::linear`]).
//!
//! Terms (each with a middlegame and an endgame weight, tapered by [`phase`]: non-pawn
//! material left, 24 at the start, N,B = 1, R = 2, Q = 4):
//! - material, pawn to queen;
//! - piece-square tables, mirrored between the a-d and h-e files (32 cells a role), from
//!   the owner's side (rank 1 = its first rank);
//! - mobility per piece type: squares attacked that hold no own piece, minus a typical
//!   count (knight 4, bishop 6, rook 6, queen 12) so material keeps its meaning;
//! - passed pawns by relative rank 2-7, doubled pawns (each pawn of a file holding
//!   more), isolated pawns, the bishop pair, rooks on open and half-open files, the
//!   king's pawn shield (own pawns on the three files of the king, one and two ranks in
//!   front), the attacks on each king's zone (its square and its neighbours: one unit
//!   for each enemy piece attacking each square, what `Board::attackers_to` counts) and
//!   that count squared (`units² / 8`, a term of its own, so that attackers that gather
//!   weigh more together than apart, the usual shape of king safety);
//! - threats: enemy pieces (knights to queens) attacked by a pawn, enemy rooks and
//!   queens attacked by a knight or bishop, enemy queens attacked by a rook, and enemy
//!   pieces (pawns to queens) attacked and not defended at all (hanging);
//! - pawns defended by a pawn, pawns beside a pawn of their own on the rank (phalanx),
//!   a passed pawn whose next square is occupied (by its relative rank: blocked later
//!   costs more);
//! - and the tempo (the side to move; added by the caller, [`evaluate`]).
//!
//! The hand-chosen start (`assets/eval/hand/standard.txt`): Tomasz Michniewski's
//! "simplified evaluation function" (100/320/330/500/900 and his tables, mirrored by
//! averaging), bishop pair 30, doubled -6 a pawn, isolated -12, passed 10..90 by rank;
//! the new terms at 0. The shipped file is the tuner's output (docs/engine.md, *Tuning
//! the evaluation*).
//!
//! The parts, each importing only those before it: `layout` (the shared terms' indices
//! and names, the phase, the board helpers), `rich`, `shelter` and `pieces` (standard
//! chess's own terms, in the order their indices follow each other), `pawns` (the terms
//! of the pawns and kings, every set's, and their cache); this face puts them together.
pub mod layout;
pub mod nnue;
pub mod pawns;
pub mod pieces;
pub mod rich;
pub mod shelter;

pub use layout::{
    BISHOP_PAIR, DOUBLED, ISOLATED, KING_ZONE, KING_ZONE_SQUARED, MATERIAL, MAX_PHASE, MOBILITY,
    Negated, PASSED, PASSED_BLOCKED, PHALANX, PST, ROOK_HALF_OPEN, ROOK_OPEN, SHIELD, SUPPORTED,
    TEMPO, TERMS, THREAT, VALUES, names, phase, pst_index, sign,
};

use crate::kernel::{Bitboard, Board, Color, FILE_A, Role, Squares, attacks, bb, file_of};
use crate::linear::{Features, Score, Sink, Weights};
use layout::relative_rank;
use pawns::{cached_pawn_terms, pawn_hits, pawn_terms};
use std::sync::OnceLock;

const MOBILITY_OFFSET: [i32; 4] = [4, 6, 6, 12];

/// The terms of `board`'s pieces in `only` (White's minus Black's), without the tempo.
/// Returns the squares those pieces attack, by colour (what `Board::attacked_squares`
/// gives for all pieces), computed on the way.
pub fn board_terms<S: Sink>(board: &Board, only: Bitboard, s: &mut S) -> [Bitboard; 2] {
    let passers = pawn_terms::<S, false>(board, only, s);
    terms::<S, false>(board, only, passers, s)
}

/// [`board_terms`] but for [`pawn_terms`] (whose passed pawns it takes), and with
/// `RICH` standard chess's own terms too ([`rich`]; only for a whole board, `only` =
/// every square).
#[inline(always)]
fn terms<S: Sink, const RICH: bool>(
    board: &Board,
    only: Bitboard,
    passers: [Bitboard; 2],
    s: &mut S,
) -> [Bitboard; 2] {
    debug_assert!(!RICH || only == !0);
    let occ = board.occupied();
    let pawns = board.by_role(Role::Pawn) & only;
    let mut attacked = [0; 2];
    // By colour: squares attacked by pawns, by knights and bishops, by rooks.
    let mut by_minor = [0; 2];
    let mut by_rook = [0; 2];
    let zones = Color::ALL.map(|c| board.king_of(c).map_or(0, |k| attacks::king(k) | bb(k)));
    // What standard chess's own terms take from this loop (filled only with `RICH`).
    let mut gathered = rich::Gathered {
        zones,
        passers,
        ..rich::Gathered::default()
    };
    // By colour: the squares its pawns attack towards h and towards a, and both.
    let pawn_hits = pawn_hits(board, pawns);
    let by_pawn = pawn_hits.map(|(e, w)| e | w);
    for color in Color::ALL {
        let (east_hits, west_hits) = pawn_hits[color.index()];
        let mut union = east_hits | west_hits;
        // Attack units on the enemy king's zone, one per piece and square.
        let zone = zones[color.flip().index()];
        let mut hits = ((east_hits & zone).count_ones() + (west_hits & zone).count_ones()) as i32;
        let sg = sign(color);
        let own = board.by_color(color);
        let ours = pawns & own;
        let theirs = pawns & !own;
        // Pawns: `pawn_terms` (they attack nothing a piece's loop counts but the zone).
        for role in Role::ALL.into_iter().skip(1) {
            let set = board.pieces(color, role) & only;
            if role != Role::King {
                s.add(MATERIAL + role.index(), sg * set.count_ones() as i32);
            }
            let mut reach = 0;
            for sq in Squares(set) {
                s.add(pst_index(role, color, sq), sg);
                let att = match role {
                    Role::Knight => attacks::knight(sq),
                    Role::Bishop => attacks::bishop(sq, occ),
                    Role::Rook => {
                        let file = FILE_A << file_of(sq);
                        if ours & file == 0 {
                            s.add(
                                if theirs & file == 0 {
                                    ROOK_OPEN
                                } else {
                                    ROOK_HALF_OPEN
                                },
                                sg,
                            );
                        }
                        attacks::rook(sq, occ)
                    }
                    Role::Queen => attacks::queen(sq, occ),
                    Role::Pawn | Role::King => 0,
                };
                union |= att;
                if RICH && !matches!(role, Role::Pawn | Role::King) {
                    let i = role.index() - 1;
                    gathered.by_type[color.index()][i] |= att;
                    rich::piece(
                        s,
                        color,
                        i,
                        sq,
                        att,
                        own,
                        by_pawn[color.flip().index()],
                        zone,
                        by_pawn[color.index()],
                        theirs,
                    );
                }
                match role {
                    Role::Knight | Role::Bishop => by_minor[color.index()] |= att,
                    Role::Rook => by_rook[color.index()] |= att,
                    _ => {}
                }
                hits += (att & zone).count_ones() as i32;
                reach += (att & !own).count_ones() as i32;
            }
            mobility(color, role, reach, set, s);
        }
        passers_blocked(color, passers[color.index()], occ, s);
        if (board.pieces(color, Role::Bishop) & only).count_ones() >= 2 {
            s.add(BISHOP_PAIR, sg);
        }
        if RICH {
            gathered.without_king[color.index()] = union;
            if board.pieces(color, Role::Queen) != 0 {
                s.add(rich::ZONE_WITH_QUEEN, sg * hits);
            }
        }
        if let Some(k) = board.king_of(color).filter(|&k| only & bb(k) != 0) {
            union |= attacks::king(k);
            hits += (attacks::king(k) & zone).count_ones() as i32;
        }
        // The victim's sign: a negative weight is danger for the king attacked.
        s.add(KING_ZONE, -sg * hits);
        s.add(KING_ZONE_SQUARED, -sg * (hits * hits / 8));
        attacked[color.index()] = union;
    }
    threats(board, only, [by_pawn, by_minor, by_rook, attacked], s);
    if RICH {
        rich::after(board, &gathered, attacked, s);
        shelter::terms(board, &gathered, attacked, by_pawn, s);
        pieces::terms(board, &gathered, attacked, by_pawn, s);
    }
    attacked
}

/// [`MOBILITY`]: the squares `color`'s pieces of `role` (knight to queen; `set`) reach
/// that hold no own piece, less a typical count each, so material keeps its meaning.
#[inline(always)]
fn mobility<S: Sink>(color: Color, role: Role, reach: i32, set: Bitboard, s: &mut S) {
    if matches!(role, Role::Knight | Role::Bishop | Role::Rook | Role::Queen) {
        let i = role.index() - 1;
        let typical = set.count_ones() as i32 * MOBILITY_OFFSET[i];
        s.add(MOBILITY + i, sign(color) * (reach - typical));
    }
}

/// [`PASSED_BLOCKED`]: `color`'s passed pawns whose next square is occupied, by
/// relative rank (blocked later costs more).
#[inline(always)]
fn passers_blocked<S: Sink>(color: Color, passers: Bitboard, occ: Bitboard, s: &mut S) {
    for sq in Squares(passers) {
        let stop = match color {
            Color::White => bb(sq) << 8,
            Color::Black => bb(sq) >> 8,
        };
        if occ & stop != 0 {
            s.add(
                PASSED_BLOCKED,
                sign(color) * i32::from(relative_rank(color, sq)),
            );
        }
    }
}

/// The [`THREAT`] terms of the pieces in `only`, from the squares each colour attacks:
/// `by` holds, by colour, those of its pawns, of its knights and bishops, of its rooks,
/// and of all its pieces.
#[inline(always)]
fn threats<S: Sink>(board: &Board, only: Bitboard, by: [[Bitboard; 2]; 4], s: &mut S) {
    let [by_pawn, by_minor, by_rook, attacked] = by;
    let queens = board.by_role(Role::Queen);
    let majors = board.by_role(Role::Rook) | queens;
    for color in Color::ALL {
        let (us, them) = (color.index(), color.flip().index());
        let sg = sign(color);
        let count = |b: Bitboard| sg * b.count_ones() as i32;
        // The enemy's pieces (pawns to queens), and those of them that are not pawns.
        let all = board.by_color(color.flip()) & !board.by_role(Role::King) & only;
        let pieces = all & !board.by_role(Role::Pawn);
        let (majors, queens) = (pieces & majors, pieces & queens);
        s.add(THREAT, count(by_pawn[us] & pieces));
        s.add(THREAT + 1, count(by_minor[us] & majors));
        s.add(THREAT + 2, count(by_rook[us] & queens));
        s.add(THREAT + 3, count(attacked[us] & all & !attacked[them]));
    }
}

const SHIPPED: &str = include_str!("../../../../assets/eval/standard.txt");

/// Standard chess's term names (the shared [`names`], then [`rich::names`],
/// [`shelter::names`] and [`pieces::names`]), built once.
pub fn term_names() -> &'static [String] {
    static NAMES: OnceLock<Vec<String>> = OnceLock::new();
    NAMES.get_or_init(|| {
        let mut n = names();
        n.extend(rich::names());
        n.extend(shelter::names());
        n.extend(pieces::names());
        n
    })
}

/// The shipped weights (`assets/eval/standard.txt`).
pub fn weights() -> &'static Weights {
    static W: OnceLock<Weights> = OnceLock::new();
    crate::linear::shipped(&W, SHIPPED, term_names(), "assets/eval/standard.txt")
}

/// Evaluation of `board` with `turn` to move, from White's point of view, in centipawns.
pub fn evaluate(board: &Board, turn: Color) -> i32 {
    let mut s = Score::new(weights());
    let passers = cached_pawn_terms(board, weights(), &mut s);
    terms::<_, true>(board, !0, passers, &mut s);
    s.add(TEMPO, sign(turn));
    s.taper(phase(board), MAX_PHASE)
}

/// The features of [`evaluate`].
pub fn features(board: &Board, turn: Color) -> Features {
    let mut f = Features {
        phase: phase(board),
        max_phase: MAX_PHASE,
        ..Features::default()
    };
    let passers = pawn_terms::<_, true>(board, !0, &mut f);
    terms::<_, true>(board, !0, passers, &mut f);
    f.add(TEMPO, sign(turn));
    f
}

/// `white` (a score from White's view) scaled towards 0 where the side it favours cannot
/// win on material: that side has no pawns and at most a minor piece more than the
/// other (counted 3, 3, 5, 9 for knight, bishop, rook, queen). With less than a rook it
/// cannot mate (a lone minor piece against anything): 0. Against at most a minor piece
/// (a rook against a minor) a sixteenth; otherwise (a rook and a minor against a rook)
/// 14/64. The network learnt from games in which such endings are rare and scored a
/// knight each +55 for the side to move (docs/engine.md, *The seventh network*).
pub fn scale_drawish(board: &Board, white: i32) -> i32 {
    let strong = match white {
        0 => return 0,
        w if w > 0 => Color::White,
        _ => Color::Black,
    };
    if board.pieces(strong, Role::Pawn) != 0 {
        return white;
    }
    let material = |c: Color| {
        [
            (Role::Knight, 3),
            (Role::Bishop, 3),
            (Role::Rook, 5),
            (Role::Queen, 9),
        ]
        .into_iter()
        .map(|(role, worth)| worth * board.pieces(c, role).count_ones() as i32)
        .sum::<i32>()
    };
    let (ours, theirs) = (material(strong), material(strong.flip()));
    if ours - theirs > 3 {
        white
    } else if ours < 5 {
        0
    } else if theirs <= 3 {
        white / 16
    } else {
        white * 14 / 64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_are_scaled_only_where_the_side_ahead_cannot_win_on_material() {
        let scaled = |placement: &str, white: i32| {
            let b = Board::from_placement(placement).unwrap_or_else(|e| panic!("{e}"));
            scale_drawish(&b, white)
        };
        // A knight each, and a lone bishop against pawns: no mate without a rook's worth.
        assert_eq!(scaled("n6k/8/8/8/8/8/8/K6N", 55), 0);
        assert_eq!(scaled("n6k/8/8/8/8/8/8/K6N", -55), 0);
        assert_eq!(scaled("7k/6pp/8/8/8/8/8/K5B1", 40), 0);
        // A rook against a bishop: a sixteenth; a rook and a knight against a rook: 14/64.
        assert_eq!(scaled("b6k/8/8/8/8/8/8/K6R", 320), 20);
        assert_eq!(scaled("r6k/8/8/8/8/8/8/K5NR", 320), 70);
        // Untouched: the side ahead has a pawn, or more than a minor piece more (a rook
        // against nothing, two bishops), or the score favours the side without the
        // material problem (Black ahead with pawns against White's lone knight).
        assert_eq!(scaled("n6k/8/8/8/8/8/P7/K6N", 55), 55);
        assert_eq!(scaled("7k/8/8/8/8/8/8/K6R", 900), 900);
        assert_eq!(scaled("7k/8/8/8/8/8/8/K4BB1", 900), 900);
        assert_eq!(scaled("7k/6pp/8/8/8/8/8/K6N", -200), -200);
    }

    fn eval(placement: &str) -> i32 {
        Board::from_placement(placement)
            .map(|b| {
                let mut s = Score::new(weights());
                board_terms(&b, !0, &mut s);
                s.taper(phase(&b), MAX_PHASE)
            })
            .unwrap_or_else(|e| panic!("{placement}: {e}"))
    }

    #[test]
    fn the_start_is_balanced_and_mirroring_negates() {
        assert_eq!(eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"), 0);
        let a = eval("4k3/8/8/3P4/8/8/8/4K3");
        let b = eval("4k3/8/8/8/3p4/8/8/4K3");
        assert!(a > 100, "a passed pawn is worth more than a pawn: {a}");
        assert_eq!(a, -b, "colour mirror");
    }

    /// White a2 b2 d2 d3, Black c7: d2 and d3 are doubled and isolated, a2 is passed
    /// (no black pawn ahead on the a or b file), b2 d2 d3 are not (c7); c7 is isolated
    /// and not passed (b2, d2, d3 stand ahead of it from Black's side).
    #[test]
    fn pawn_structure_terms_count_as_reasoned() {
        let b =
            Board::from_placement("4k3/2p5/8/8/8/3P4/PP1P4/4K3").unwrap_or_else(|e| panic!("{e}"));
        let mut f = Features::default();
        let attacked = board_terms(&b, !0, &mut f);
        for c in Color::ALL {
            assert_eq!(attacked[c.index()], b.attacked_squares(c, b.occupied()));
        }
        let net = f.net();
        let get = |t: usize| net.get(&t).copied().unwrap_or(0);
        assert_eq!((get(DOUBLED), get(ISOLATED), get(PASSED)), (2, 1, 1));
        assert!((1..6).all(|r| get(PASSED + r) == 0));
        // The king on e1: d2 is its shield on rank 2, d3 on rank 3; Black's king has none.
        assert_eq!((get(SHIELD), get(SHIELD + 1)), (1, 1));
    }

    /// The zone term counts what `attackers_to` counts: for each square of a king's zone
    /// (its square and neighbours), the enemy pieces attacking it; White's danger counts
    /// positive, Black's negative (the term's coefficient is the victim's sign).
    #[test]
    fn king_zone_units_are_the_attackers_of_each_zone_square() {
        for placement in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1",
            "6k1/5ppp/8/8/8/8/1q3PPP/R5K1",
        ] {
            let b = Board::from_placement(placement).unwrap_or_else(|e| panic!("{e}"));
            let mut f = Features::default();
            board_terms(&b, !0, &mut f);
            let got = f.net().get(&KING_ZONE).copied().unwrap_or(0);
            let units = |c: Color| -> i32 {
                let k = b
                    .king_of(c)
                    .unwrap_or_else(|| panic!("{placement}: no king"));
                Squares(attacks::king(k) | bb(k))
                    .map(|sq| b.attackers_to(sq, c.flip(), b.occupied()).count_ones() as i32)
                    .sum()
            };
            let want = units(Color::White) - units(Color::Black);
            assert_eq!(got, want, "{placement}");
            let squared = f.net().get(&KING_ZONE_SQUARED).copied().unwrap_or(0);
            let sq = |c: Color| units(c) * units(c) / 8;
            assert_eq!(squared, sq(Color::White) - sq(Color::Black), "{placement}");
            assert!(units(Color::White) + units(Color::Black) > 0, "{placement}");
        }
    }

    fn net_terms(placement: &str) -> impl Fn(usize) -> i32 {
        let b = Board::from_placement(placement).unwrap_or_else(|e| panic!("{e}"));
        let mut f = Features::default();
        board_terms(&b, !0, &mut f);
        let net = f.net();
        move |t| net.get(&t).copied().unwrap_or(0)
    }

    /// White pawn b4, bishop d4; Black knight c5, rook e5. The pawn attacks the knight
    /// (a threat by a pawn), the bishop attacks the knight and the rook (a minor piece on
    /// a rook); the black rook defends c5 along the fifth rank, and nothing black
    /// defends e5 (the knight reaches e4 and e6, the king d7-f7): the rook hangs. Black
    /// attacks neither white piece (knight: a4 a6 b3 b7 d3 d7 e4 e6; rook: the e-file
    /// and the fifth rank). No rook attacks a queen.
    #[test]
    fn threat_terms_count_as_reasoned() {
        let get = net_terms("4k3/8/8/2n1r3/1P1B4/8/8/4K3");
        let threats: Vec<i32> = (0..4).map(|i| get(THREAT + i)).collect();
        assert_eq!(threats, [1, 1, 0, 1]);
        // Colour mirror: the same threats, Black's.
        let get = net_terms("4k3/8/8/1p1b4/2N1R3/8/8/4K3");
        let threats: Vec<i32> = (0..4).map(|i| get(THREAT + i)).collect();
        assert_eq!(threats, [-1, -1, 0, -1]);
    }

    /// White pawns b2 c2 c3, no black pawn: c3 is defended by b2 (supported: 1); b2 and
    /// c2 stand side by side (phalanx: both, 2); every pawn is passed, and c2's next
    /// square holds c3, so c2 (relative rank 2, coefficient 1) is blocked.
    #[test]
    fn pawn_terms_count_as_reasoned() {
        let get = net_terms("4k3/8/8/8/8/2P5/1PP5/4K3");
        assert_eq!(
            (get(SUPPORTED), get(PHALANX), get(PASSED_BLOCKED)),
            (1, 2, 1)
        );
        // A passed pawn on its seventh rank blocked by the enemy king counts 6 for its
        // owner, with the square free 0.
        let get = net_terms("4k3/4P3/8/8/8/8/8/4K3");
        assert_eq!(get(PASSED_BLOCKED), 6);
        let get = net_terms("8/4P3/8/8/8/8/8/4K2k");
        assert_eq!(get(PASSED_BLOCKED), 0);
        let get = net_terms("4k3/8/8/8/8/8/4p3/4K3");
        assert_eq!(get(PASSED_BLOCKED), -6);
    }

    #[test]
    fn shipped_weights_name_every_term_once() {
        let all = super::pieces::ALL_TERMS;
        assert_eq!(term_names().len(), all);
        let unique: std::collections::HashSet<_> = term_names().iter().collect();
        assert_eq!(unique.len(), all);
        assert_eq!(weights().values.len(), all);
        let hand = include_str!("../../../../assets/eval/hand/standard.txt");
        assert!(Weights::parse(hand, term_names()).is_ok());
    }
}
