//! Static evaluation of a Valhalla position (RULES.md §4), in centipawns, and the
//! move-ordering value of a transfer. Linear in the named weights of
//! `assets/eval/valhalla.txt` (every rule option; see [`crate::linear`]), tapered by
//! both boards' phase (48 at the start); the tempo counts for the decider.
//!
//! How the hand-chosen start was reasoned (`assets/eval/hand/valhalla.txt`, also in
//! docs/engine.md; the shipped file is the tuner's output):
//! - Each board is evaluated with the standard terms (`standard::eval::board_terms`:
//!   material, piece-square tables, mobility, pawn structure ...) with this family's
//!   weights, and each board's score counts for
//!   the player who plays that colour *there*: under `:inverted` the black pieces of
//!   board 2 are player A's (V-2, V-5), so board 2's score is negated for A.
//! - Both boards weigh the same: a mate on board 2 wins as surely as one on board 1
//!   (V-9). King safety is scored the same way on both: 9 per attack on the king's
//!   square and its neighbours (a standard term), and 40 more ([`walled_in`]) when the king has no flight
//!   square while the enemy attacks that zone and has a queen or rook on that board
//!   (the usual shape of a mate threat). Board 2 often holds a lone king facing a few transferred pieces, so
//!   this term is what makes the search notice mating nets there before they close.
//! - A piece waiting to transfer (mid-turn: the board-1 capture is played, its home
//!   square not yet chosen; or an `:eternal` piece going back to board 1) is counted at
//!   its material value for the player who will own it on the destination board (V-5,
//!   V-7) when it has somewhere to go, nothing when it will disappear. Under `:mirror`
//!   it replaces whatever stands on its square, whose value is subtracted from that
//!   piece's owner (a replaced king ends the game and is scored by the search).
use super::{Move, Phase, Valhalla};
use crate::game::Rules;
use crate::kernel::{Bitboard, Board, Color, Piece, Role, attacks, bb};
use crate::linear::{Features, LinearEval, Score, Sink, Weights};
use crate::standard::Chess;
use crate::standard::eval::{self as standard, Negated, VALUES, board_terms, phase, sign};
use std::cell::RefCell;
use std::sync::OnceLock;

const NO_FLIGHT: usize = standard::TERMS;
/// A piece on board 2 beyond its value on board 1, by role (pawn to queen): a board-1
/// capture only moves the piece to board 2 (V-5), where it faces a lone king.
const BOARD2_VALUE: usize = NO_FLIGHT + 1;
/// The number of terms one rule set uses: normal rules use the first `PER_RULES`,
/// `:inverted` the same terms again from `PER_RULES` on (`inverted.` names), so each
/// rule set has its own weights (the two play different games: one set of weights
/// fitted to both played `valhalla` better and `valhalla:inverted` worse).
pub const PER_RULES: usize = BOARD2_VALUE + 5;
/// The number of terms.
pub const TERMS: usize = 2 * PER_RULES;
const MAX_PHASE: i32 = 2 * standard::MAX_PHASE;

/// The term names, in index order.
pub fn term_names() -> &'static [String] {
    static NAMES: OnceLock<Vec<String>> = OnceLock::new();
    NAMES.get_or_init(|| {
        let mut n = standard::names();
        n.push("king.no-flight".into());
        for role in ["pawn", "knight", "bishop", "rook", "queen"] {
            n.push(format!("board2.value.{role}"));
        }
        let inverted: Vec<String> = n.iter().map(|t| format!("inverted.{t}")).collect();
        n.extend(inverted);
        debug_assert_eq!(n.len(), TERMS);
        n
    })
}

const SHIPPED: &str = include_str!("../../../assets/eval/valhalla.txt");

/// The shipped weights (`assets/eval/valhalla.txt`).
pub fn weights() -> &'static Weights {
    static W: OnceLock<Weights> = OnceLock::new();
    crate::linear::shipped(&W, SHIPPED, term_names(), "assets/eval/valhalla.txt")
}

/// Whether `color`'s king on `board` is walled in: no flight square (a neighbour that is
/// neither attacked by the enemy nor held by an own piece) while the enemy attacks its
/// zone (the king's square and neighbours) and holds a queen or rook on that board (the
/// usual shape of a mate threat; a king walled in by its own pieces is normal).
/// `enemy_attacks`: every square the enemy attacks (from `board_terms`).
pub fn walled_in(board: &Board, color: Color, enemy_attacks: Bitboard) -> bool {
    let Some(k) = board.king_of(color) else {
        return false;
    };
    let them = color.flip();
    let neighbours = attacks::king(k);
    let flight = neighbours & !enemy_attacks & !board.by_color(color) != 0;
    let heavy = board.pieces(them, Role::Queen) | board.pieces(them, Role::Rook);
    !flight && heavy != 0 && (neighbours | bb(k)) & enemy_attacks != 0
}

/// A board's terms by colour (White's point of view) with king safety (the zone
/// attacks are a standard term).
fn board_score<S: Sink>(board: &Board, s: &mut S) {
    let attacked = board_terms(board, !0, s);
    for color in Color::ALL {
        let walled = walled_in(board, color, attacked[color.flip().index()]);
        s.add(NO_FLIGHT, sign(color) * i32::from(walled));
    }
}

/// A sink that moves every term by `self.1` (the rule set's terms, [`PER_RULES`]).
struct Shifted<'a, S: Sink>(&'a mut S, usize);

impl<S: Sink> Sink for Shifted<'_, S> {
    #[inline(always)]
    fn add(&mut self, term: usize, coef: i32) {
        self.0.add(term + self.1, coef);
    }
}

/// A piece's value for player A (`coef` ±1) on board `index`: its material, and on
/// board 2 its value there beyond that.
fn piece_value<S: Sink>(index: usize, role: Role, coef: i32, s: &mut S) {
    s.add(standard::MATERIAL + role.index(), coef);
    if index == 1 {
        s.add(BOARD2_VALUE + role.index(), coef);
    }
}

/// Entries of the per-thread cache of board scores (a power of two).
const BOARD_CACHE: usize = 1 << 14;

thread_local! {
    /// [`board_score`]'s packed sums by the board's key, direct-mapped: a decision
    /// changes one board (a transfer none), so the other board's score is nearly always
    /// here. A hit compares the whole key.
    static BOARD_SCORES: RefCell<Vec<(u64, i32)>> = RefCell::new(vec![(0, 0); BOARD_CACHE]);
}

/// [`board_score`] of `chess`'s board with the terms from `shift` on, as a packed sum
/// (White's point of view), through the cache (exactly the same sum: the score depends
/// on the board and the rule set alone, which its key covers).
fn cached_board_score(chess: &Chess, shift: usize) -> i32 {
    // The rule sets' scores of one board differ: an odd constant keeps their keys apart.
    let key = chess.hash() ^ if shift == 0 { 0 } else { 0x9e37_79b9_7f4a_7c15 };
    let compute = || {
        let mut s = Score::new(weights());
        board_score(chess.board(), &mut Shifted(&mut s, shift));
        s.packed()
    };
    if key == 0 {
        return compute();
    }
    BOARD_SCORES.with_borrow_mut(|cache| {
        let slot = &mut cache[key as usize & (BOARD_CACHE - 1)];
        if slot.0 != key {
            *slot = (key, compute());
        }
        slot.1
    })
}

impl LinearEval for Valhalla {
    fn eval_white(&self) -> i32 {
        Valhalla::eval_for_a(self)
    }
    fn features(&self) -> Features {
        Valhalla::features(self)
    }
}

impl Valhalla {
    /// The terms of board `index` for player A (White on board 1).
    fn board_for_a<S: Sink>(&self, index: usize, s: &mut S) {
        let board = self.boards[index].board();
        if self.colour_of(Color::White, index) == Color::White {
            board_score(board, s)
        } else {
            board_score(board, &mut Negated(s))
        }
    }

    /// What a held piece will add to player A once it lands on board `index`.
    fn held_for_a<S: Sink>(
        &self,
        index: usize,
        piece: Piece,
        from: crate::kernel::Square,
        s: &mut S,
    ) {
        let targets = self.transfer_targets(index, piece, from);
        if targets == 0 || piece.role == Role::King {
            return;
        }
        let owner = self.player_of(piece.color, index);
        piece_value(index, piece.role, sign(owner), s);
        if self.options.mirror
            && let Some(old) = self.boards[index].board().piece_at(from)
            && old.role != Role::King
        {
            let loser = self.player_of(old.color, index);
            piece_value(index, old.role, -sign(loser), s);
        }
    }

    /// Board 2's pieces beyond their value on board 1, for player A.
    fn board2_for_a<S: Sink>(&self, s: &mut S) {
        let board = self.boards[1].board();
        for color in Color::ALL {
            let sg = sign(self.player_of(color, 1));
            for role in &Role::ALL[..5] {
                let n = board.pieces(color, *role).count_ones() as i32;
                s.add(BOARD2_VALUE + role.index(), sg * n);
            }
        }
    }

    fn eval_phase(&self) -> i32 {
        (phase(self.boards[0].board()) + phase(self.boards[1].board())).min(MAX_PHASE)
    }

    /// Where this rule set's terms start (see [`PER_RULES`]).
    fn shift(&self) -> usize {
        if self.options.inverted { PER_RULES } else { 0 }
    }

    fn terms<S: Sink>(&self, s: &mut S) {
        let s = &mut Shifted(s, self.shift());
        self.board_for_a(0, s);
        self.board_for_a(1, s);
        self.board2_for_a(s);
        self.rest_for_a(s);
    }

    /// The terms beyond the two boards': a held piece, the tempo.
    fn rest_for_a<S: Sink>(&self, s: &mut S) {
        match self.phase {
            Phase::Transfer { piece, from } => self.held_for_a(1, piece, from, s),
            Phase::Eternal { piece, from } => self.held_for_a(0, piece, from, s),
            _ => {}
        }
        s.add(standard::TEMPO, sign(self.decider()));
    }

    /// Evaluation for player A (White on board 1).
    pub fn eval_for_a(&self) -> i32 {
        let mut s = Score::new(weights());
        let shift = self.shift();
        for (index, chess) in self.boards.iter().enumerate() {
            let negate = self.colour_of(Color::White, index) != Color::White;
            s.add_packed(cached_board_score(chess, shift), negate);
        }
        let mut shifted = Shifted(&mut s, shift);
        self.board2_for_a(&mut shifted);
        self.rest_for_a(&mut shifted);
        s.taper(self.eval_phase(), MAX_PHASE)
    }

    /// The features of [`Valhalla::eval_for_a`].
    pub fn features(&self) -> Features {
        let mut f = Features {
            phase: self.eval_phase(),
            max_phase: MAX_PHASE,
            ..Features::default()
        };
        self.terms(&mut f);
        f
    }

    /// Move-ordering value of a transfer: under `:mirror`, the value of an opponent's
    /// piece it replaces (a replaced king is the best of all).
    pub(crate) fn transfer_hint(&self, mv: Move) -> i32 {
        let (index, to) = match mv {
            Move::Transfer { to, .. } => (1, to),
            Move::Eternal { to, .. } => (0, to),
            _ => return 0,
        };
        let Some(old) = to.and_then(|sq| self.boards[index].board().piece_at(sq)) else {
            return 0;
        };
        if self.player_of(old.color, index) == self.decider() {
            return 0;
        }
        if old.role == Role::King {
            100_000
        } else {
            VALUES[old.role.index()] * 10
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::ValhallaOptions;

    const NORMAL: ValhallaOptions = ValhallaOptions {
        inverted: false,
        mirror: false,
        eternal: false,
    };
    const INVERTED: ValhallaOptions = ValhallaOptions {
        inverted: true,
        ..NORMAL
    };

    fn a_score(o: ValhallaOptions, text: &str) -> i32 {
        let hand = include_str!("../../../assets/eval/hand/valhalla.txt");
        let hand = Weights::parse(hand, term_names()).unwrap_or_else(|e| panic!("{e}"));
        Valhalla::from_position_string(o, text)
            .map(|p| p.features().eval_with(&hand))
            .unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn shipped_weights_name_every_term_once() {
        let unique: std::collections::HashSet<_> = term_names().iter().collect();
        assert_eq!((unique.len(), weights().values.len()), (TERMS, TERMS));
        let hand = include_str!("../../../assets/eval/hand/valhalla.txt");
        assert!(Weights::parse(hand, term_names()).is_ok());
    }

    #[test]
    fn v_1_the_start_is_balanced() {
        // Only the tempo, each rule set in its own terms.
        for (o, tempo) in [
            (NORMAL, standard::TEMPO),
            (INVERTED, PER_RULES + standard::TEMPO),
        ] {
            let net = Valhalla::new(o).features().net();
            assert_eq!(net.into_iter().collect::<Vec<_>>(), [(tempo, 1)]);
        }
    }

    #[test]
    fn v_2_board_2_pieces_count_for_whoever_plays_their_colour_there() {
        // A white queen on board 2: player A's under normal rules, B's under inverted.
        let normal = a_score(
            NORMAL,
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | 4k3/8/8/8/8/8/8/3QK3 w - - 0 1",
        );
        let inverted = a_score(
            INVERTED,
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | 4k3/8/8/8/8/8/8/3QK3 b - - 0 1",
        );
        assert!(normal > 800, "{normal}");
        assert!(inverted < -800, "{inverted}");
    }

    #[test]
    fn v_9_a_king_boxed_in_by_a_rook_is_in_danger_on_either_board() {
        // (attack units on Black's king zone, whether Black's king is walled in)
        let danger = |placement: &str| {
            let b = Board::from_placement(placement).unwrap_or_else(|e| panic!("{e}"));
            let mut f = Features::default();
            let attacked = board_terms(&b, !0, &mut f);
            let zone = f.net().get(&standard::KING_ZONE).copied().unwrap_or(0);
            // Black's units count with Black's sign; White's king is far from Black's men.
            (
                -zone,
                walled_in(&b, Color::Black, attacked[Color::White.index()]),
            )
        };
        // The rook on a1 hits nothing near e8.
        assert_eq!(danger("4k3/8/8/8/8/8/8/R3K3"), (0, false));
        // The rook on a8 hits g8 and h8 (the king stops it); g7 and h7 are Black's own:
        // no flight square.
        assert_eq!(danger("R6k/6pp/8/8/8/8/8/4K3"), (2, true));
        // The rook on a1 does not reach the zone: a king walled in by its own pawns is safe.
        assert_eq!(danger("7k/6pp/8/8/8/8/8/R3K3"), (0, false));
    }

    #[test]
    fn each_rule_set_scores_a_board_with_its_own_weights() {
        // The same two boards under both rule sets, one after the other on one thread:
        // the board cache must not hand the second rule set the first one's score.
        let queen = standard::MATERIAL + Role::Queen.index();
        let mut values = weights().values.clone();
        values[PER_RULES + queen] = [0, 0];
        let w = Weights::new(values);
        let text = "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | 4k3/8/8/8/8/8/8/3QK3 w - - 0 1";
        let inverted_text = text.replace("3QK3 w", "3QK3 b");
        for (o, t) in [(NORMAL, text), (INVERTED, inverted_text.as_str())] {
            let p = Valhalla::from_position_string(o, t).unwrap_or_else(|e| panic!("{e}"));
            let features = p.features();
            assert_eq!(p.eval_for_a(), features.eval_with(weights()), "{o:?}");
            // The queen is counted in this rule set's term only.
            let own = if o.inverted { PER_RULES + queen } else { queen };
            let other = if o.inverted { queen } else { PER_RULES + queen };
            let net = features.net();
            assert_ne!(net.get(&own).copied().unwrap_or(0), 0, "{o:?}");
            assert_eq!(net.get(&other).copied().unwrap_or(0), 0, "{o:?}");
            // With the inverted queen weighing nothing, only inverted rules lose her.
            let without = features.eval_with(&w);
            assert_eq!(
                without == features.eval_with(weights()),
                !o.inverted,
                "{o:?}"
            );
        }
    }

    #[test]
    fn v_5_a_piece_on_board_2_counts_its_board_2_value_for_whoever_plays_it_there() {
        // A white knight on board 2 and one on board 1 (with a black pawn to keep the
        // material apart): the board-2 term counts the board-2 knight alone, for A under
        // normal rules and for B under inverted ones, each in its rule set's terms.
        let knight = BOARD2_VALUE + Role::Knight.index();
        let board1 = "4k3/p7/8/8/8/8/8/1N2K3 w - - 0 1";
        for (o, board2_side, term, coef) in [
            (NORMAL, 'w', knight, 1),
            (INVERTED, 'b', PER_RULES + knight, -1),
        ] {
            let t = format!("{board1} | 4k3/8/8/8/8/8/8/1N2K3 {board2_side} - - 0 1");
            let p = Valhalla::from_position_string(o, &t).unwrap_or_else(|e| panic!("{t}: {e}"));
            let net = p.features().net();
            assert_eq!(net.get(&term).copied(), Some(coef), "{o:?}");
            // Pawns stand on board 1 only: no board-2 pawn term.
            let pawn = BOARD2_VALUE + Role::Pawn.index();
            assert_eq!(
                net.get(&pawn).or(net.get(&(PER_RULES + pawn))),
                None,
                "{o:?}"
            );
        }
    }

    #[test]
    fn v_5_a_piece_waiting_to_transfer_counts_for_its_new_owner() {
        // White's e4 pawn takes a black knight on d5: under normal rules the knight
        // goes to B's side of board 2, so A's score while it waits is not the score it
        // would be if the knight were lost.
        let mut p = Valhalla::from_position_string(
            NORMAL,
            "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1 | 4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let capture = crate::Notation::parse_move(&p, "e4d5").unwrap_or_else(|e| panic!("{e}"));
        crate::Rules::play(&mut p, capture);
        assert!(matches!(p.current_phase(), Phase::Transfer { .. }));
        let knights = |f: &Features| -> i32 {
            f.terms
                .iter()
                .filter(|t| t.0 == standard::MATERIAL + Role::Knight.index())
                .map(|t| t.1)
                .sum()
        };
        let mut board_only = Features::default();
        p.board_for_a(0, &mut board_only);
        p.board_for_a(1, &mut board_only);
        assert_eq!(knights(&p.features()), knights(&board_only) - 1);
    }
}
