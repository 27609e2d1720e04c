//! The network evaluation of standard chess (issue 47; docs/engine.md, *Strength
//! (issue 47)*, *The network*): a small efficiently-updatable network in the NNUE style,
//! `INPUTS` (768 for each of `KINGS` king buckets) → `HIDDEN` for each side → 1 of
//! `BUCKETS` outputs. The search evaluates standard chess with this network alone
//! ([`crate::standard::Chess`]'s `search_eval_white`; the linear
//! evaluation only if the file does not read): trained on 7.5 M positions it played
//! stronger than its mean with the linear evaluation, which the first network, trained
//! on 2.1 M, had needed (docs/engine.md, *The network*). Its
//! trainer (`tests/src/bin/nnue-train.rs`) and data generator
//! (`tests/src/bin/uci-datagen.rs`) live in the tests crate.
//!
//! - Inputs: one for each (the perspective's king bucket, piece colour relative to the
//!   perspective, role, square seen from the perspective: Black's squares flipped
//!   rank-wise), 4 × 2 × 6 × 64 = 3,072. The king bucket is where the perspective's own
//!   king stands, seen from its side ([`king_bucket`]): castled long, in the centre or
//!   castled short on its first two ranks, or further up. A piece's worth to a side
//!   depends on where that side's king is; the fifth to eighth networks (fifteenth to
//!   nineteenth sessions) learnt it from the fourth's weights copied into each bucket.
//! - One feature transformer shared by both perspectives (`HIDDEN` outputs, i16, scaled
//!   by `QA`), its outputs squared after clipping to 0..1 (SCReLU), the side to move's
//!   half first, then one output (weights scaled by `QB`) of `BUCKETS`, chosen by the
//!   number of pieces on the board ([`bucket`]): an opening and an endgame weigh the
//!   same hidden features differently.
//! - The score in centipawns is the output × `SCALE`, from the side to move's view.
//!
//! The file (`assets/eval/standard.nnue`, written by `nnue-train`): the 8 bytes
//! `OWNNUE03`, the hidden size, the number of output buckets and the number of king
//! buckets as u32s, then little-endian i16s: the `INPUTS` × `HIDDEN` feature weights
//! (feature-major, king bucket by king bucket), the `HIDDEN` biases, the `BUCKETS` × 2 ×
//! `HIDDEN` output weights (bucket-major), and the `BUCKETS` output biases as i32s
//! (scaled by `QA` × `QB`). A file that does not read as one is refused with a message
//! saying what is wrong; a file of the fourth network's format (`OWNNUE02`, without
//! the king buckets' count and with one set of 768 inputs) reads as that set in every
//! king bucket.
//!
//! The accumulators are kept up to date by difference: each thread remembers, for each
//! perspective and each of its king buckets, the pieces of the last board it evaluated
//! with that perspective's king in that bucket and the accumulator it had (the
//! "accumulator cache" of Stockfish's networks), and the next evaluation adds and
//! subtracts the rows of the pieces that differ from the remembered board of its kings'
//! buckets (a search evaluates neighbours one after another, so a few rows instead of
//! one for every piece). A king that crosses into another bucket and back (castling in
//! some lines of a search and not in others) finds that bucket's board where it left
//! it, and the other perspective is not summed again; only a board further from the
//! remembered one than it has pieces is summed afresh. The sums wrap in i16 (they fit:
//! the trainer clips the weights), so the order of the additions does not change them
//! and the score is the same bit for bit as a fresh sum ([`Network::evaluate_fresh`]).
use crate::kernel::{Bitboard, Board, Color, Role, Square, Squares};
use std::cell::RefCell;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

mod file;
#[cfg(test)]
mod tests;

pub use file::{MAGIC, NetError, Parts, file_len};

/// Hidden neurons for each perspective.
pub const HIDDEN: usize = 256;
/// Output buckets, chosen by the number of pieces on the board ([`bucket`]).
pub const BUCKETS: usize = 8;
/// King buckets: the perspective's own king's square chooses one of `KINGS` sets of
/// inputs ([`king_bucket`]).
pub const KINGS: usize = 4;
/// Inputs of one king bucket: two colours × six roles × 64 squares.
pub const PIECE_INPUTS: usize = 768;
/// Inputs: `KINGS` × `PIECE_INPUTS`.
pub const INPUTS: usize = KINGS * PIECE_INPUTS;
/// The feature transformer's quantisation (its weights × `QA`, its activation 0..=`QA`).
pub const QA: i32 = 255;
/// The output weights' quantisation (64, the usual value, left the quantised net about
/// 10 centipawns from the float one on average; 256 keeps it within a few).
pub const QB: i32 = 256;
/// Centipawns per unit of the network's output.
pub const SCALE: i32 = 400;
/// The largest output weight a network may have (the trainer's clip, 1.98 × `QB`, gives at
/// most 507), so that the output's sums stay within i32 (`screlu_dot`).
pub const MAX_OUTPUT_WEIGHT: i16 = 1000;

const SHIPPED: &[u8] = include_bytes!("../../../../../assets/eval/standard.nnue");

/// A network, quantised.
#[derive(Clone, Debug)]
pub struct Network {
    features: Vec<[i16; HIDDEN]>,
    bias: [i16; HIDDEN],
    output: Vec<[i16; 2 * HIDDEN]>,
    output_bias: [i32; BUCKETS],
    /// Which network the threads' remembered accumulators belong to (a network's weights
    /// never change after it is made; a clone has the same weights and the same id).
    id: u64,
}

impl PartialEq for Network {
    fn eq(&self, other: &Network) -> bool {
        self.features == other.features
            && self.bias == other.bias
            && self.output == other.output
            && self.output_bias == other.output_bias
    }
}

/// Ids for networks, from 1 (0: no network evaluated yet on this thread).
fn next_id() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// A thread's last evaluated board with one perspective's king in one king bucket: its
/// pieces (colour-major, `Role::ALL` order) and that perspective's accumulator, for
/// network `id` (0: none yet).
struct Remembered {
    id: u64,
    pieces: [Bitboard; 12],
    acc: [i16; HIDDEN],
}

const NOTHING: Remembered = Remembered {
    id: 0,
    pieces: [0; 12],
    acc: [0; HIDDEN],
};
const NOTHING_YET: [Remembered; KINGS] = [NOTHING; KINGS];

thread_local! {
    /// By perspective (White, Black), then by that perspective's king bucket.
    static LAST: RefCell<[[Remembered; KINGS]; 2]> = const { RefCell::new([NOTHING_YET; 2]) };
}

/// The input of `piece_color`'s `role` on `sq`, seen from `perspective` whose king is in
/// king bucket `king` ([`king_bucket`]).
#[inline]
pub fn feature(
    perspective: Color,
    king: usize,
    piece_color: Color,
    role: Role,
    sq: Square,
) -> usize {
    let (own, sq) = match perspective {
        Color::White => (piece_color == Color::White, sq),
        Color::Black => (piece_color == Color::Black, sq ^ 56),
    };
    king * PIECE_INPUTS + ((!own as usize) * 6 + role.index()) * 64 + sq as usize
}

/// The king bucket of `perspective` on `board`: its king's square seen from its own side
/// (Black's flipped rank-wise): on the first two ranks, files a-c 0, d-e 1, f-h 2
/// (castled long, in the centre, castled short); further up 3 (an endgame's king). A
/// board without that king (an editor's) counts as bucket 1.
#[inline]
pub fn king_bucket(board: &Board, perspective: Color) -> usize {
    king_bucket_at(perspective, board.king_of(perspective))
}

/// White's and Black's king buckets on `board` ([`king_bucket`]).
#[inline]
fn king_buckets(board: &Board) -> [usize; 2] {
    Color::ALL.map(|c| king_bucket(board, c))
}

/// The king bucket of `perspective` with its king on `king` ([`king_bucket`]).
#[inline]
pub fn king_bucket_at(perspective: Color, king: Option<Square>) -> usize {
    let Some(sq) = king else {
        return 1;
    };
    let sq = if perspective == Color::White {
        sq
    } else {
        sq ^ 56
    };
    match (sq / 8, sq % 8) {
        (0..=1, 0..=2) => 0,
        (0..=1, 3..=4) => 1,
        (0..=1, _) => 2,
        _ => 3,
    }
}

/// The output bucket of `board`: its pieces, kings included, less two, in fours (2-5
/// pieces bucket 0, … 30-32 bucket 7).
#[inline]
pub fn bucket(board: &Board) -> usize {
    bucket_of_pieces(board.occupied().count_ones() as usize)
}

/// The output bucket of a board with `pieces` pieces ([`bucket`]).
#[inline]
pub fn bucket_of_pieces(pieces: usize) -> usize {
    (pieces.saturating_sub(2) / 4).min(BUCKETS - 1)
}

impl Network {
    /// The score of `board` with `turn` to move, in centipawns from `turn`'s view: the
    /// thread's remembered accumulators of its kings' buckets brought to `board` by
    /// difference (the module's documentation), the same score as
    /// [`Network::evaluate_fresh`].
    pub fn evaluate(&self, board: &Board, turn: Color) -> i32 {
        let pieces = piece_sets(board);
        let kings = king_buckets(board);
        LAST.with(|last| {
            let mut last = last.borrow_mut();
            let [white, black] = &mut *last;
            let white = &mut white[kings[0]];
            let black = &mut black[kings[1]];
            let both = white.id == self.id && black.id == self.id && white.pieces == black.pieces;
            let count = board.occupied().count_ones();
            if both && changed(&pieces, &white.pieces) < count {
                // Both remembered from the same board (the usual case): one pass over
                // the differing pieces updates both.
                let before = white.pieces;
                differences(&pieces, &before, |piece, added| {
                    self.apply(white, black, kings, piece, if added { add } else { sub });
                });
                white.pieces = pieces;
                black.pieces = pieces;
            } else {
                self.bring(white, (board, &pieces, count), Color::White, kings[0]);
                self.bring(black, (board, &pieces, count), Color::Black, kings[1]);
            }
            self.output_of(&white.acc, &black.acc, turn, bucket(board))
        })
    }

    /// The same score as [`Network::evaluate`], the accumulators summed afresh.
    pub fn evaluate_fresh(&self, board: &Board, turn: Color) -> i32 {
        let kings = king_buckets(board);
        let white = self.accumulate(board, Color::White, kings[0]);
        let black = self.accumulate(board, Color::Black, kings[1]);
        self.output_of(&white, &black, turn, bucket(board))
    }

    /// Brings `perspective`'s remembered accumulator `last` for king bucket `king` to
    /// `board`, whose piece sets are `pieces` and whose pieces number `count`: by
    /// difference, or afresh where that costs fewer rows (or `last` belongs to another
    /// network).
    #[inline(always)]
    fn bring(
        &self,
        last: &mut Remembered,
        (board, pieces, count): (&Board, &[Bitboard; 12], u32),
        perspective: Color,
        king: usize,
    ) {
        if last.id != self.id || changed(pieces, &last.pieces) >= count {
            last.acc = self.accumulate(board, perspective, king);
            last.id = self.id;
        } else {
            let before = last.pieces;
            differences(pieces, &before, |(color, role, sq), added| {
                let row = self.row(perspective, king, color, role, sq);
                if added {
                    add(&mut last.acc, row);
                } else {
                    sub(&mut last.acc, row);
                }
            });
        }
        last.pieces = *pieces;
    }

    /// Adds (`op` = `add`) or subtracts (`sub`) the rows of `color`'s `role` on `sq` to
    /// or from White's and Black's remembered accumulators, whose kings are in buckets
    /// `kings` (White's, Black's).
    #[inline(always)]
    fn apply(
        &self,
        white: &mut Remembered,
        black: &mut Remembered,
        kings: [usize; 2],
        (color, role, sq): (Color, Role, Square),
        op: impl Fn(&mut [i16; HIDDEN], &[i16; HIDDEN]),
    ) {
        op(
            &mut white.acc,
            self.row(Color::White, kings[0], color, role, sq),
        );
        op(
            &mut black.acc,
            self.row(Color::Black, kings[1], color, role, sq),
        );
    }

    /// The accumulator of `board` from `perspective`, whose king is in bucket `king`,
    /// summed afresh.
    fn accumulate(&self, board: &Board, perspective: Color, king: usize) -> [i16; HIDDEN] {
        let mut acc = self.bias;
        for color in Color::ALL {
            for role in Role::ALL {
                for sq in Squares(board.pieces(color, role)) {
                    add(&mut acc, self.row(perspective, king, color, role, sq));
                }
            }
        }
        acc
    }

    /// The feature weights of `color`'s `role` on `sq` from `perspective`, whose king is
    /// in bucket `king`.
    #[inline(always)]
    fn row(
        &self,
        perspective: Color,
        king: usize,
        color: Color,
        role: Role,
        sq: Square,
    ) -> &[i16; HIDDEN] {
        &self.features[feature(perspective, king, color, role, sq)]
    }

    /// Output `bucket`'s score for the accumulators `white` and `black` with `turn` to
    /// move.
    #[inline(always)]
    fn output_of(
        &self,
        white: &[i16; HIDDEN],
        black: &[i16; HIDDEN],
        turn: Color,
        bucket: usize,
    ) -> i32 {
        let (us, them) = match turn {
            Color::White => (white, black),
            Color::Black => (black, white),
        };
        let (ours, theirs) = self.output[bucket].split_at(HIDDEN);
        let sum = screlu_dot(us, ours) + screlu_dot(them, theirs);
        let out = sum / i64::from(QA) + i64::from(self.output_bias[bucket]);
        (out * i64::from(SCALE) / i64::from(QA * QB)) as i32
    }
}

/// The 12 piece sets of `board`, colour-major in `Role::ALL` order ([`piece_of_set`]).
#[inline(always)]
fn piece_sets(board: &Board) -> [Bitboard; 12] {
    std::array::from_fn(|i| {
        let (color, role) = piece_of_set(i);
        board.pieces(color, role)
    })
}

/// The number of pieces that differ between two boards' piece sets ([`piece_sets`]).
#[inline(always)]
fn changed(now: &[Bitboard; 12], then: &[Bitboard; 12]) -> u32 {
    now.iter()
        .zip(then)
        .map(|(a, b)| (a ^ b).count_ones())
        .sum()
}

/// Calls `f` with each piece that differs between the piece sets `now` and `then`
/// ([`piece_sets`]) and whether it was added (on `now` only) or removed (on `then`
/// only), the removed pieces of each set before its added ones.
#[inline(always)]
fn differences(
    now: &[Bitboard; 12],
    then: &[Bitboard; 12],
    mut f: impl FnMut((Color, Role, Square), bool),
) {
    for (i, (&now, &then)) in now.iter().zip(then).enumerate() {
        let (color, role) = piece_of_set(i);
        for sq in Squares(then & !now) {
            f((color, role, sq), false);
        }
        for sq in Squares(now & !then) {
            f((color, role, sq), true);
        }
    }
}

/// The colour and role of piece set `i` of [`piece_sets`].
#[inline(always)]
fn piece_of_set(i: usize) -> (Color, Role) {
    let color = if i < 6 { Color::White } else { Color::Black };
    (color, Role::ALL[i % 6])
}

#[inline(always)]
fn add(acc: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
    for (a, w) in acc.iter_mut().zip(row) {
        *a = a.wrapping_add(*w);
    }
}

#[inline(always)]
fn sub(acc: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
    for (a, w) in acc.iter_mut().zip(row) {
        *a = a.wrapping_sub(*w);
    }
}

/// Σ clamp(x, 0, QA)² × w. Each term is within ±255² × `MAX_OUTPUT_WEIGHT`, so a run of
/// `RUN` terms stays within i32 (32 × 65,025 × 1,000 < 2³¹) and vectorises as i32; the
/// runs add up in i64. The same sum as adding every term in i64.
#[inline(always)]
fn screlu_dot(acc: &[i16; HIDDEN], weights: &[i16]) -> i64 {
    const RUN: usize = 32;
    acc.chunks_exact(RUN)
        .zip(weights.chunks_exact(RUN))
        .map(|(xs, ws)| {
            let run: i32 = xs
                .iter()
                .zip(ws)
                .map(|(&x, &w)| {
                    let c = i32::from(x.clamp(0, QA as i16));
                    c * c * i32::from(w)
                })
                .sum();
            i64::from(run)
        })
        .sum()
}

/// The network's score of `board` with `turn` to move from White's view, or the linear
/// evaluation `linear_white` (asked only then) without a network.
pub fn white_view_or(
    net: Option<&Network>,
    board: &Board,
    turn: Color,
    linear_white: impl FnOnce() -> i32,
) -> i32 {
    match net {
        Some(net) => {
            let own = net.evaluate(board, turn);
            if turn == Color::White { own } else { -own }
        }
        None => linear_white(),
    }
}

/// The shipped network (`assets/eval/standard.nnue`), or `None` (with a message on
/// standard error, once) when its file does not read: the search then uses the linear
/// evaluation alone.
pub fn shipped() -> Option<&'static Network> {
    static NET: OnceLock<Option<Network>> = OnceLock::new();
    NET.get_or_init(|| match Network::from_bytes(SHIPPED) {
        Ok(n) => Some(n),
        Err(e) => {
            eprintln!("assets/eval/standard.nnue: {e}");
            None
        }
    })
    .as_ref()
}
