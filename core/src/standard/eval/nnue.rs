//! The network evaluation of standard chess (issue 47; docs/engine.md, *Strength
//! (issue 47)*, *The network*): a small efficiently-updatable network in the NNUE style,
//! 768 → `HIDDEN` for each side → 1. The search evaluates standard chess with this
//! network alone ([`crate::standard::Chess`]'s `search_eval_white`; the linear
//! evaluation only if the file does not read): trained on 7.5 M positions it played
//! stronger than its mean with the linear evaluation, which the first network, trained
//! on 2.1 M, had needed (docs/engine.md, *The network*). Its
//! trainer (`tests/src/bin/nnue-train.rs`) and data generator
//! (`tests/src/bin/uci-datagen.rs`) live in the tests crate.
//!
//! - Inputs: one for each (piece colour relative to the perspective, role, square seen
//!   from the perspective: Black's squares flipped rank-wise), 2 × 6 × 64 = 768.
//! - One feature transformer shared by both perspectives (`HIDDEN` outputs, i16, scaled
//!   by `QA`), its outputs squared after clipping to 0..1 (SCReLU), the side to move's
//!   half first, then one output (weights scaled by `QB`).
//! - The score in centipawns is the output × `SCALE`, from the side to move's view.
//!
//! The file (`assets/eval/standard.nnue`, written by `nnue-train`): the 8 bytes
//! `OWNNUE01`, the hidden size as a u32, then little-endian i16s: the 768 × `HIDDEN`
//! feature weights (feature-major), the `HIDDEN` biases, the 2 × `HIDDEN` output
//! weights, and the output bias as an i32 (scaled by `QA` × `QB`). A file that does not
//! read as one is refused with a message saying what is wrong.
//!
//! The accumulator is kept up to date by difference: each thread remembers the pieces of
//! the last board it evaluated and the two accumulators it had, and the next evaluation
//! adds and subtracts the rows of the pieces that differ (a search evaluates neighbours
//! one after another, so a few rows instead of one for every piece); far-apart boards are
//! summed afresh. The sums wrap in i16 (they fit: the trainer clips the weights), so the
//! order of the additions does not change them and the score is the same bit for bit as
//! a fresh sum ([`Network::evaluate_fresh`]).
use crate::kernel::{Bitboard, Board, Color, Role, Square, Squares};
use std::cell::RefCell;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

/// Hidden neurons for each perspective.
pub const HIDDEN: usize = 128;
/// Inputs: two colours × six roles × 64 squares.
pub const INPUTS: usize = 768;
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
/// What a network file starts with.
pub const MAGIC: &[u8; 8] = b"OWNNUE01";

const SHIPPED: &[u8] = include_bytes!("../../../../assets/eval/standard.nnue");

/// A network, quantised.
#[derive(Clone, Debug)]
pub struct Network {
    features: Vec<[i16; HIDDEN]>,
    bias: [i16; HIDDEN],
    output: [i16; 2 * HIDDEN],
    output_bias: i32,
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

/// Pieces that differ from the remembered board beyond which the accumulators are summed
/// afresh (a fresh sum costs one row per piece, an update two rows per changed piece).
const REFRESH_BEYOND: u32 = 16;

/// A thread's last evaluated board: its pieces (colour-major, `Role::ALL` order) and the
/// accumulators from White's and Black's perspective, for network `id`.
struct Remembered {
    id: u64,
    pieces: [Bitboard; 12],
    white: [i16; HIDDEN],
    black: [i16; HIDDEN],
}

thread_local! {
    static LAST: RefCell<Remembered> = const {
        RefCell::new(Remembered {
            id: 0,
            pieces: [0; 12],
            white: [0; HIDDEN],
            black: [0; HIDDEN],
        })
    };
}

/// Why bytes are not a network.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NetError {
    #[error("the file does not start with {MAGIC:?}: not an Otherworlds network")]
    Magic,
    #[error("the network has {0} hidden neurons; this build reads {HIDDEN}")]
    Hidden(u32),
    #[error("the network is {found} bytes long; {expected} expected")]
    Length { found: usize, expected: usize },
    #[error("output weight {index} is {value}, outside ±{MAX_OUTPUT_WEIGHT}")]
    OutputWeight { index: usize, value: i16 },
}

/// The input of `piece_color`'s `role` on `sq`, seen from `perspective`.
#[inline]
pub fn feature(perspective: Color, piece_color: Color, role: Role, sq: Square) -> usize {
    let (own, sq) = match perspective {
        Color::White => (piece_color == Color::White, sq),
        Color::Black => (piece_color == Color::Black, sq ^ 56),
    };
    ((!own as usize) * 6 + role.index()) * 64 + sq as usize
}

/// The file's length for `HIDDEN` neurons.
pub const fn file_len() -> usize {
    8 + 4 + 2 * (INPUTS * HIDDEN + HIDDEN + 2 * HIDDEN) + 4
}

impl Network {
    /// Reads a network file.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetError> {
        if bytes.len() < 12 || &bytes[..8] != MAGIC {
            return Err(NetError::Magic);
        }
        let hidden = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]);
        if hidden as usize != HIDDEN {
            return Err(NetError::Hidden(hidden));
        }
        if bytes.len() != file_len() {
            return Err(NetError::Length {
                found: bytes.len(),
                expected: file_len(),
            });
        }
        let mut words = bytes[12..]
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]));
        let mut take = |out: &mut [i16]| {
            for (o, w) in out.iter_mut().zip(&mut words) {
                *o = w;
            }
        };
        let mut features = vec![[0i16; HIDDEN]; INPUTS];
        for row in &mut features {
            take(row);
        }
        let mut bias = [0; HIDDEN];
        take(&mut bias);
        let mut output = [0; 2 * HIDDEN];
        take(&mut output);
        if let Some((index, &value)) = output
            .iter()
            .enumerate()
            .find(|(_, w)| w.unsigned_abs() > MAX_OUTPUT_WEIGHT as u16)
        {
            return Err(NetError::OutputWeight { index, value });
        }
        let tail = &bytes[bytes.len() - 4..];
        let output_bias = i32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]);
        Ok(Network {
            features,
            bias,
            output,
            output_bias,
            id: next_id(),
        })
    }

    /// The file's bytes (what [`Network::from_bytes`] reads).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(file_len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&(HIDDEN as u32).to_le_bytes());
        let words = self
            .features
            .iter()
            .flatten()
            .chain(&self.bias)
            .chain(&self.output);
        for w in words {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out.extend_from_slice(&self.output_bias.to_le_bytes());
        out
    }

    /// A network from its quantised parts (the trainer's output).
    pub fn from_parts(
        features: Vec<[i16; HIDDEN]>,
        bias: [i16; HIDDEN],
        output: [i16; 2 * HIDDEN],
        output_bias: i32,
    ) -> Option<Network> {
        (features.len() == INPUTS).then(|| Network {
            features,
            bias,
            output,
            output_bias,
            id: next_id(),
        })
    }

    /// The score of `board` with `turn` to move, in centipawns from `turn`'s view: the
    /// thread's remembered accumulators brought to `board` by difference (the module's
    /// documentation), the same score as [`Network::evaluate_fresh`].
    pub fn evaluate(&self, board: &Board, turn: Color) -> i32 {
        LAST.with(|last| {
            let mut last = last.borrow_mut();
            let pieces = piece_sets(board);
            let changed: u32 = pieces
                .iter()
                .zip(&last.pieces)
                .map(|(now, then)| (now ^ then).count_ones())
                .sum();
            if last.id != self.id || changed > REFRESH_BEYOND {
                let (white, black) = self.accumulate(board);
                *last = Remembered {
                    id: self.id,
                    pieces,
                    white,
                    black,
                };
            } else if changed > 0 {
                let Remembered {
                    pieces: before,
                    white,
                    black,
                    ..
                } = &mut *last;
                for (i, (&now, &then)) in pieces.iter().zip(before.iter()).enumerate() {
                    let (color, role) = piece_of_set(i);
                    for sq in Squares(then & !now) {
                        self.apply(white, black, (color, role, sq), sub);
                    }
                    for sq in Squares(now & !then) {
                        self.apply(white, black, (color, role, sq), add);
                    }
                }
                *before = pieces;
            }
            self.output_of(&last.white, &last.black, turn)
        })
    }

    /// The same score as [`Network::evaluate`], the accumulators summed afresh.
    pub fn evaluate_fresh(&self, board: &Board, turn: Color) -> i32 {
        let (white, black) = self.accumulate(board);
        self.output_of(&white, &black, turn)
    }

    /// The accumulators of `board` from White's and Black's perspective, summed afresh.
    fn accumulate(&self, board: &Board) -> ([i16; HIDDEN], [i16; HIDDEN]) {
        let mut white = self.bias;
        let mut black = self.bias;
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                for sq in Squares(board.pieces(color, role)) {
                    self.apply(&mut white, &mut black, (color, role, sq), add);
                }
            }
        }
        (white, black)
    }

    /// Adds (`op` = `add`) or subtracts (`sub`) the rows of `color`'s `role` on `sq` to
    /// or from the accumulators from White's and Black's perspective.
    #[inline(always)]
    fn apply(
        &self,
        white: &mut [i16; HIDDEN],
        black: &mut [i16; HIDDEN],
        (color, role, sq): (Color, Role, Square),
        op: impl Fn(&mut [i16; HIDDEN], &[i16; HIDDEN]),
    ) {
        op(
            white,
            &self.features[feature(Color::White, color, role, sq)],
        );
        op(
            black,
            &self.features[feature(Color::Black, color, role, sq)],
        );
    }

    /// The output for the accumulators `white` and `black` with `turn` to move.
    #[inline(always)]
    fn output_of(&self, white: &[i16; HIDDEN], black: &[i16; HIDDEN], turn: Color) -> i32 {
        let (us, them) = match turn {
            Color::White => (white, black),
            Color::Black => (black, white),
        };
        let (ours, theirs) = self.output.split_at(HIDDEN);
        let sum = screlu_dot(us, ours) + screlu_dot(them, theirs);
        let out = sum / i64::from(QA) + i64::from(self.output_bias);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::standard::Chess;

    fn board(fen: &str) -> (Board, Color) {
        let p = Chess::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        (*p.board(), p.turn())
    }

    #[test]
    fn the_shipped_network_reads_and_writes_back_the_same_bytes() {
        let net = shipped().expect("the shipped network reads");
        assert_eq!(net.to_bytes(), SHIPPED);
    }

    #[test]
    fn colour_mirrored_positions_score_the_same_for_the_side_to_move() {
        // The perspectives share their weights and Black's squares are flipped, so a
        // position and its colour mirror (ranks flipped, colours swapped, the other side
        // to move) are the same to the network.
        let net = shipped().expect("the shipped network reads");
        let pairs = [
            (
                "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
                "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3",
            ),
            (
                "8/5k2/8/3P4/8/8/6K1/8 w - - 0 1",
                "8/6k1/8/8/3p4/8/5K2/8 b - - 0 1",
            ),
        ];
        for (a, b) in pairs {
            let (ba, ta) = board(a);
            let (bb, tb) = board(b);
            assert_eq!(net.evaluate(&ba, ta), net.evaluate(&bb, tb), "{a} / {b}");
        }
    }

    #[test]
    fn a_queen_up_is_winning_and_a_queen_down_losing() {
        // A whole queen is worth far more than any positional term: the network must
        // say so from either side's view.
        let net = shipped().expect("the shipped network reads");
        let (b, t) = board("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        assert!(net.evaluate(&b, t) > 500, "{}", net.evaluate(&b, t));
        let (b, t) = board("4k3/8/8/8/8/8/8/3QK3 b - - 0 1");
        assert!(net.evaluate(&b, t) < -500, "{}", net.evaluate(&b, t));
    }

    #[test]
    fn the_search_evaluates_with_the_network() {
        use crate::game::Searchable;
        let net = shipped().expect("the shipped network reads");
        for fen in [
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
            "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3",
            "8/5k2/8/3P4/8/8/6K1/8 w - - 0 1",
            "4k3/8/8/8/8/8/8/3QK3 b - - 0 1",
        ] {
            let p = Chess::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
            // Both the network and the search's evaluate score for the side to move.
            assert_eq!(
                p.evaluate(),
                net.evaluate_fresh(p.board(), p.turn()),
                "{fen}"
            );
        }
    }

    #[test]
    fn without_a_network_the_linear_evaluation_is_used() {
        let (b, t) = board("8/5k2/8/3P4/8/8/6K1/8 b - - 0 1");
        assert_eq!(white_view_or(None, &b, t, || 137), 137);
        // With a network the linear evaluation is not asked; the network's score for
        // Black, the side to move, is negated for White's view.
        let net = shipped().expect("the shipped network reads");
        let own = net.evaluate_fresh(&b, t);
        let white = white_view_or(Some(net), &b, t, || panic!("the linear evaluation asked"));
        assert_eq!(white, -own);
    }

    #[test]
    fn the_search_evaluation_is_the_same_for_colour_mirrored_positions() {
        // Both halves are colour-symmetric (the network by its shared weights, the linear
        // evaluation by its construction), so the side to move's score is too.
        use crate::game::Searchable;
        let pairs = [
            (
                "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
                "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3",
            ),
            (
                "r3k2r/pp3ppp/2n1b3/3q4/3P4/2N2N2/PP3PPP/R2QK2R b KQkq - 0 1",
                "r2qk2r/pp3ppp/2n2n2/3p4/3Q4/2N1B3/PP3PPP/R3K2R w KQkq - 0 1",
            ),
        ];
        for (a, b) in pairs {
            let pa = Chess::from_fen(a).unwrap_or_else(|e| panic!("{a}: {e}"));
            let pb = Chess::from_fen(b).unwrap_or_else(|e| panic!("{b}: {e}"));
            assert_eq!(pa.evaluate(), pb.evaluate(), "{a} / {b}");
        }
    }

    #[test]
    fn the_updated_accumulators_give_the_fresh_sums_score_through_random_games() {
        // The oracle is the fresh sum. Random games from positions with castling, en
        // passant and promotions in reach; each position is evaluated after its
        // predecessor (small differences), every seventh game position is followed by the
        // start position (a refresh and back), and a second network with other weights
        // is evaluated in between sometimes (the remembered accumulators belong to one
        // network).
        use crate::game::Rules;
        let net = shipped().expect("the shipped network reads");
        let mut other_bytes = SHIPPED.to_vec();
        for at in (12..12 + 2 * INPUTS * HIDDEN).step_by(2 * 97) {
            other_bytes[at] = other_bytes[at].wrapping_add(3);
        }
        let other = Network::from_bytes(&other_bytes).expect("the changed network reads");
        let start = Chess::new();
        let mut rng = fastrand::Rng::with_seed(47);
        let mut checked = 0;
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        ] {
            for _ in 0..20 {
                let mut p = Chess::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
                for ply in 0..60 {
                    let (b, t) = (*p.board(), p.turn());
                    assert_eq!(
                        net.evaluate(&b, t),
                        net.evaluate_fresh(&b, t),
                        "{}",
                        p.fen()
                    );
                    if ply % 7 == 0 {
                        let (sb, st) = (*start.board(), start.turn());
                        assert_eq!(net.evaluate(&sb, st), net.evaluate_fresh(&sb, st));
                    }
                    if ply % 11 == 0 {
                        assert_eq!(other.evaluate(&b, t), other.evaluate_fresh(&b, t));
                    }
                    checked += 1;
                    let mut moves = Vec::new();
                    p.legal_moves(&mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    p.play(moves[rng.usize(..moves.len())]);
                }
            }
        }
        assert!(checked > 2000, "{checked} positions checked");
    }

    #[test]
    fn bad_files_are_refused_with_what_is_wrong() {
        assert_eq!(Network::from_bytes(b"not a net"), Err(NetError::Magic));
        let mut wrong = SHIPPED.to_vec();
        wrong[8] = 64;
        assert_eq!(Network::from_bytes(&wrong), Err(NetError::Hidden(64)));
        // Output weight 5 (the words after the magic, the size, the feature weights and
        // the biases) set to 2,000, beyond what keeps the output's sums within i32.
        let mut heavy = SHIPPED.to_vec();
        let at = 12 + 2 * (INPUTS * HIDDEN + HIDDEN + 5);
        heavy[at..at + 2].copy_from_slice(&2000i16.to_le_bytes());
        assert_eq!(
            Network::from_bytes(&heavy),
            Err(NetError::OutputWeight {
                index: 5,
                value: 2000
            })
        );
        let short = &SHIPPED[..SHIPPED.len() - 1];
        assert_eq!(
            Network::from_bytes(short),
            Err(NetError::Length {
                found: SHIPPED.len() - 1,
                expected: file_len()
            })
        );
    }
}
