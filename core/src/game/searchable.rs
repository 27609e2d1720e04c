//! The engine's hooks into a position: what the search asks beyond the rules (the
//! evaluation, move ordering, exchanges, pruning's tests). The trait sits here, below
//! the rules modules that implement it, so that no rules module imports the engine.
use super::rules::Rules;

/// A position the engine can search (docs/engine.md, *Search*). The search is generic
/// over this trait (and [`super::Notation`] where it writes or filters move strings).
pub trait Searchable: Rules {
    /// Quiescence's delta margin (docs/engine.md *Search*); None: every non-losing capture.
    const QUIESCENCE_DELTA: Option<i32> = None;

    /// Whether the search's pruning decisions use the table's score in place of the
    /// static evaluation where its bound allows, and prune quiet moves by their history
    /// (docs/engine.md *Search*): measured in standard chess (session 11); even or
    /// slightly worse in the other families, which keep the default, false.
    const SELECTIVE: bool = false;

    /// Whether playing `mv` leaves the next decider in check (the played position's
    /// [`Rules::is_check`]), where the variant can tell without playing it: the search
    /// asks before it plays a move that futility pruning would drop unless it checks. The
    /// default, None, means "play it and ask".
    fn gives_check(&self, mv: Self::Move) -> Option<bool> {
        let _ = mv;
        None
    }

    /// Whether the decision changes material (for quiescence search).
    fn is_noisy(&self, mv: Self::Move) -> bool;

    /// Clears `out` and fills it with exactly the legal [`Searchable::is_noisy`]
    /// decisions, in any order (for quiescence). The default filters every legal
    /// decision; variants override it with a generator that never produces the quiet ones.
    fn noisy_moves(&self, out: &mut Vec<Self::Move>) {
        self.legal_moves(out);
        out.retain(|&m| self.is_noisy(m));
    }

    /// Whether the game is already decided by a fact the position records, cheaply,
    /// without looking at the legal moves (a Valhalla game ended inside a turn). Mate and
    /// stalemate, which need the moves, are not meant; the default is false. Quiescence,
    /// which generates only noisy moves, asks this to score such a position as finished.
    fn is_decided(&self) -> bool {
        false
    }

    /// Static evaluation in centipawns from the actor's point of view.
    fn evaluate(&self) -> i32;

    /// A key of the position's slow-changing structure (standard: the pawns), by which
    /// the search learns how far its static evaluation errs (correction history); None
    /// (the default) where the search keeps no correction.
    fn correction_key(&self) -> Option<u64> {
        None
    }

    /// Move-ordering hint for the search: higher is tried first (MVV-LVA for captures).
    fn order_hint(&self, mv: Self::Move) -> i32 {
        if self.is_noisy(mv) { 1000 } else { 0 }
    }

    /// Static exchange evaluation: whether the decision `mv` (usually a capture) wins at
    /// least `threshold` centipawns for its decider once the exchange it starts on its
    /// target settles, each side recapturing with its least valuable piece and free to
    /// stop (in the variant's own terms: a ghost rising, a piece changing sides). The
    /// search orders captures by it and prunes losing ones. The default knows no
    /// exchanges: every decision is worth exactly 0.
    fn see_ge(&self, mv: Self::Move, threshold: i32) -> bool {
        let _ = mv;
        threshold <= 0
    }

    /// The position after the decider passes (a null move, for the search's null-move
    /// pruning), or None where passing would mislead the search: in check, with too
    /// little material to rule out zugzwang, or in a variant whose turns are several
    /// decisions. Never a legal move of the game.
    fn null_move(&self) -> Option<Self> {
        None
    }

    /// A cheap test for draws the search must see without generating moves: the
    /// progress clock run out, or material that cannot mate.
    fn rule_draw(&self) -> bool {
        false
    }

    /// How many of the positions before this one could be repeated by it: the plies
    /// since the last irreversible move (a capture or a pawn move in standard chess), or
    /// None (the default) where the variant does not say, and the search compares the
    /// whole path. Positions further back differ in material or pawns, so leaving them
    /// out finds the same repetitions with fewer comparisons.
    fn repetition_window(&self) -> Option<usize> {
        None
    }
}
