//! The variant-neutral interface that the search, the command-line tool and the app
//! program against, and `Game`: a position with its history (repetition, undo).
use crate::decision::{Decision, DecisionKind};
use crate::geometry::{Cell, Geometry, MoveInfo, PieceView};
use crate::kernel::Color;
use crate::variant::Variant;
use std::fmt;
use thiserror::Error;

pub use crate::outcome::{EndReason, Outcome};

/// A move string that could not be read or played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    #[error("'{}' is not a move string: {reason}", crate::quote::quote(.text))]
    Malformed { text: String, reason: String },
    #[error("'{}' is not legal here: {reason}", crate::quote::quote(.text))]
    Illegal { text: String, reason: String },
    #[error("'{}': the game is already over ({outcome})", crate::quote::quote(.text))]
    GameOver { text: String, outcome: Outcome },
    /// A move of another variant (an [`crate::AnyMove`] of the wrong arm).
    #[error("a {family} move cannot be played in a {variant} game")]
    WrongVariant {
        /// The variant of the position.
        variant: Variant,
        /// The move's family ([`crate::AnyMove::family`]).
        family: &'static str,
    },
}

impl MoveError {
    /// A syntax error in `text`.
    pub fn malformed(text: &str, reason: impl Into<String>) -> MoveError {
        MoveError::Malformed {
            text: crate::quote::clip(text),
            reason: reason.into(),
        }
    }
    /// A well-formed but illegal move `text`.
    pub fn illegal(text: &str, reason: impl Into<String>) -> MoveError {
        MoveError::Illegal {
            text: crate::quote::clip(text),
            reason: reason.into(),
        }
    }
}

/// One variant's position: everything the search, the CLI and the app need.
///
/// A "move" is one decision. In most variants that is a whole move; in Valhalla a turn
/// is several decisions (board-1 move, transfer square, board-2 move …), each a move
/// here, and [`Position::actor`] says who takes the next one.
pub trait Position: Clone + Send + Sync + fmt::Debug + 'static {
    /// One decision.
    type Move: Copy + Eq + std::hash::Hash + fmt::Debug + Send + Sync + 'static;

    /// The variant (with its options).
    fn variant(&self) -> Variant;

    /// The player who takes the next decision.
    fn actor(&self) -> Color;

    /// Clears `out` and fills it with the legal decisions.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);

    /// The number of legal decisions (may be faster than generating them).
    fn count_legal_moves(&self) -> usize {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.len()
    }

    /// Checks that `mv` is a move of this position's variant at all: always so for the
    /// concrete types; [`crate::AnyPosition`] returns [`MoveError::WrongVariant`] for a
    /// move of another arm.
    fn check_variant(&self, mv: Self::Move) -> Result<(), MoveError> {
        let _ = mv;
        Ok(())
    }

    /// Plays a legal decision. Playing an illegal one (or one that
    /// [`Position::check_variant`] rejects) is a logic error (no panic is promised to be
    /// avoided in debug builds, and the position may become nonsense).
    fn play(&mut self, mv: Self::Move);

    /// Zobrist hash of everything that matters for the future of the game.
    fn hash(&self) -> u64;

    /// The key compared for threefold repetition, or None where repetition is not judged
    /// (inside a Valhalla turn).
    fn repetition_key(&self) -> Option<u64>;

    /// Whether the actor's king (on the board that matters now) is attacked.
    fn is_check(&self) -> bool;

    /// The cells of the pieces that attack the actor's king on the board that matters
    /// now (in no promised order); empty exactly when [`Position::is_check`] is false.
    /// Two Worlds includes the column attacker on the other level (TW-4); a Valhalla
    /// transfer phase has none.
    fn checkers(&self) -> Vec<Cell>;

    /// Who takes the next decision and what it is. The default fits variants whose
    /// decisions are all moves by the side to move on board 0.
    fn decision(&self) -> Decision {
        Decision {
            decider: self.actor(),
            kind: DecisionKind::Move { board: 0 },
        }
    }

    /// An end that the position alone decides: checkmate, stalemate, insufficient
    /// material, king replaced, or the progress clock run out (`fifty-moves`).
    /// Repetition needs history: see [`Game::outcome`].
    fn terminal(&self) -> Option<Outcome>;

    /// Reads a decision in the variant's canonical move notation (RULES.md).
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError>;

    /// Writes a decision in the canonical move notation.
    fn move_string(&self, mv: Self::Move) -> String;

    /// Writes a decision in the human display notation (SAN and its variant forms).
    fn display_move(&self, mv: Self::Move) -> String;

    /// The position string (FEN and its variant forms).
    fn position_string(&self) -> String;

    /// What a drawing needs to know about a decision.
    fn move_info(&self, mv: Self::Move) -> MoveInfo;

    /// The boards to draw.
    fn geometry(&self) -> Geometry;

    /// Every piece on every board.
    fn pieces(&self) -> Vec<(Cell, PieceView)>;

    /// Name of a cell in the variant's notation (`e4`, `E4`, `b2[0,1]`).
    fn cell_name(&self, cell: Cell) -> String;

    /// The name of every cell of every board ([`Position::cell_name`]), as a board view
    /// or a saved game's drawings look them up.
    fn cell_names(&self) -> std::collections::BTreeMap<Cell, String> {
        let geometry = self.geometry();
        let mut names = std::collections::BTreeMap::new();
        for (index, spec) in geometry.boards.iter().enumerate() {
            for file in 0..spec.files {
                for rank in 0..spec.ranks {
                    let cell = Cell::new(index as u8, file, rank);
                    names.insert(cell, self.cell_name(cell));
                }
            }
        }
        names
    }

    /// Quiescence's delta margin (docs/engine.md *Search*); None: every non-losing capture.
    const QUIESCENCE_DELTA: Option<i32> = None;

    /// Whether the search's pruning decisions use the table's score in place of the
    /// static evaluation where its bound allows, and prune quiet moves by their history
    /// (docs/engine.md *Search*): measured in standard chess (session 11); even or
    /// slightly worse in the other families, which keep the default, false.
    const SELECTIVE: bool = false;

    /// Whether playing `mv` leaves the next decider in check (the played position's
    /// [`Position::is_check`]), where the variant can tell without playing it: the search
    /// asks before it plays a move that futility pruning would drop unless it checks. The
    /// default, None, means "play it and ask".
    fn gives_check(&self, mv: Self::Move) -> Option<bool> {
        let _ = mv;
        None
    }

    /// Whether the decision changes material (for quiescence search).
    fn is_noisy(&self, mv: Self::Move) -> bool;

    /// Clears `out` and fills it with exactly the legal [`Position::is_noisy`] decisions,
    /// in any order (for quiescence). The default filters every legal decision; variants
    /// override it with a generator that never produces the quiet ones.
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

    /// A line for the status bar about the phase of the turn and who decides it
    /// (Valhalla: "board 2: White to move", "Black places the captured knight"); None
    /// where a turn is one move.
    fn phase(&self) -> Option<String> {
        None
    }

    /// The legal whole turns as strings, sorted in byte order (RULES.md §5 `moves`).
    /// A turn is one decision except in Valhalla.
    fn turn_strings(&self) -> Vec<String> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let mut out: Vec<String> = moves.into_iter().map(|m| self.move_string(m)).collect();
        out.sort();
        out
    }

    /// Splits a whole-turn string into its decisions, checking each for legality.
    fn parse_turn(&self, text: &str) -> Result<Vec<Self::Move>, MoveError> {
        let mv = self.parse_move(text)?;
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        if legal.contains(&mv) {
            Ok(vec![mv])
        } else {
            Err(MoveError::illegal(text, "no such legal move"))
        }
    }
}

/// A position with the moves that led to it: judges repetition, allows undo.
#[derive(Clone, Debug)]
pub struct Game<P: Position> {
    positions: Vec<P>,
    moves: Vec<P::Move>,
    /// An end the players declared ([`Game::end`]): resignation, a clock, agreement.
    declared: Option<Outcome>,
}

/// Why [`Game::end`] refused an outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum EndError {
    #[error("the game is already over ({0})")]
    AlreadyOver(Outcome),
    #[error("'{}' is decided by the position, not declared by the players", .0.as_str())]
    NotDeclared(EndReason),
    #[error("{} needs {}", .0.as_str(), if .0.is_decisive() { "a winner" } else { "a draw" })]
    WrongResult(EndReason),
    #[error(
        "a timeout win needs a winner who can mate; {0} cannot (a draw by timeout-vs-insufficient-material)"
    )]
    CannotMate(&'static str),
}

impl<P: Position> Game<P> {
    /// A game starting at `start`.
    pub fn new(start: P) -> Game<P> {
        Game {
            positions: vec![start],
            moves: Vec::new(),
            declared: None,
        }
    }

    /// The current position.
    pub fn position(&self) -> &P {
        self.positions
            .last()
            .unwrap_or_else(|| unreachable!("a game always has a position"))
    }

    /// The start position.
    pub fn start(&self) -> &P {
        &self.positions[0]
    }

    /// The positions before the current one, start first (what a search from the
    /// current position takes as its history, for repetitions).
    pub fn history(&self) -> &[P] {
        &self.positions[..self.positions.len() - 1]
    }

    /// Every position of the game, the start first and the current one last (the
    /// position after `ply` decisions at index `ply`).
    pub fn positions(&self) -> &[P] {
        &self.positions
    }

    /// The position after `ply` decisions (0 = start), if the game is that long.
    pub fn position_at(&self, ply: usize) -> Option<&P> {
        self.positions.get(ply)
    }

    /// Decisions played so far.
    pub fn moves(&self) -> &[P::Move] {
        &self.moves
    }

    /// Legal decisions now (none once the game is over).
    pub fn legal_moves(&self) -> Vec<P::Move> {
        let mut out = Vec::new();
        if self.outcome().is_none() {
            self.position().legal_moves(&mut out);
        }
        out
    }

    /// The result, if the game is over: mate/stalemate, then material, then
    /// repetition, then the clock rule (RULES.md §6 precedence).
    /// An end the players declared ([`Game::end`]) comes first.
    pub fn outcome(&self) -> Option<Outcome> {
        self.declared.or_else(|| self.rules_outcome())
    }

    /// [`Game::outcome`] as the rules alone decide it, without a declared end (a game
    /// review scores a resigned game's last position by searching it).
    pub fn rules_outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        let terminal = pos.terminal();
        match terminal {
            Some(o) if o.reason != EndReason::FiftyMoves => return Some(o),
            _ => {}
        }
        if let Some(key) = pos.repetition_key() {
            let seen = self
                .positions
                .iter()
                .filter(|p| p.repetition_key() == Some(key))
                .count();
            if seen >= 3 {
                return Some(Outcome::draw(EndReason::ThreefoldRepetition));
            }
        }
        terminal
    }

    /// Plays a decision after checking that it is of the game's variant, legal, and
    /// that the game is not over.
    pub fn play(&mut self, mv: P::Move) -> Result<(), MoveError> {
        let pos = self.position();
        pos.check_variant(mv)?;
        if let Some(outcome) = self.outcome() {
            return Err(MoveError::GameOver {
                text: pos.move_string(mv),
                outcome,
            });
        }
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            return Err(MoveError::illegal(
                &pos.move_string(mv),
                "no such legal move",
            ));
        }
        let mut next = pos.clone();
        next.play(mv);
        self.positions.push(next);
        self.moves.push(mv);
        Ok(())
    }

    /// Plays a whole turn given as a string (one move except in Valhalla). On error
    /// nothing is played.
    pub fn play_str(&mut self, text: &str) -> Result<(), MoveError> {
        if let Some(outcome) = self.outcome() {
            return Err(MoveError::GameOver {
                text: crate::quote::clip(text),
                outcome,
            });
        }
        let decisions = self.position().parse_turn(text)?;
        let mut copy = self.clone();
        for mv in decisions {
            copy.play(mv).map_err(|e| match e {
                MoveError::GameOver { outcome, .. } => MoveError::GameOver {
                    text: crate::quote::clip(text),
                    outcome,
                },
                other => MoveError::illegal(text, other.to_string()),
            })?;
        }
        *self = copy;
        Ok(())
    }

    /// Takes back the last decision; returns it. A declared end is taken back with it.
    pub fn undo(&mut self) -> Option<P::Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        self.declared = None;
        Some(mv)
    }

    /// Drops everything after `ply` decisions, and a declared end (the game goes on
    /// from there).
    pub fn truncate(&mut self, ply: usize) {
        self.moves.truncate(ply);
        self.positions.truncate(ply + 1);
        self.declared = None;
    }

    /// Ends the game as the players declare: a resignation or a timeout (with a
    /// winner), an agreement or a timeout against insufficient material (a draw). From
    /// then on [`Game::outcome`] reports it and no move is accepted. Refused when the
    /// game is already over, for a reason the position decides (checkmate …), for a
    /// result that does not fit the reason, and for a timeout win by a side that cannot
    /// mate ([`can_mate`]).
    pub fn end(&mut self, outcome: Outcome) -> Result<(), EndError> {
        if let Some(over) = self.outcome() {
            return Err(EndError::AlreadyOver(over));
        }
        let reason = outcome.reason;
        if !reason.is_declared() {
            return Err(EndError::NotDeclared(reason));
        }
        if reason.is_decisive() != outcome.winner.is_some() {
            return Err(EndError::WrongResult(reason));
        }
        if let (EndReason::Timeout, Some(winner)) = (reason, outcome.winner)
            && !can_mate(self.position(), winner)
        {
            return Err(EndError::CannotMate(winner.name()));
        }
        self.declared = Some(outcome);
        Ok(())
    }

    /// The end when `flagged`'s clock runs out now: the other side wins on time, unless
    /// it cannot mate ([`can_mate`]): then a draw.
    pub fn timeout_outcome(&self, flagged: Color) -> Outcome {
        let other = flagged.flip();
        if can_mate(self.position(), other) {
            Outcome::win(other, EndReason::Timeout)
        } else {
            Outcome::draw(EndReason::TimeoutVsInsufficientMaterial)
        }
    }
}

/// Whether `side` has the material to mate in `pos`: the variant's insufficient-material
/// rule (RULES.md) applied to that side's pieces alone, the opponent's ignored. Standard
/// chess, Two Worlds (both levels, ghosts it controls included) and Valhalla (both
/// boards, the pieces that player moves there: under `:inverted` the other colour on
/// board 2): not with its king(s) alone or with one knight or bishop besides. 4D (only
/// bare kings are a material draw there): not with its king alone.
pub fn can_mate<P: Position>(pos: &P, side: Color) -> bool {
    use crate::kernel::Role;
    let variant = pos.variant();
    let inverted = matches!(variant, Variant::Valhalla(o) if o.inverted);
    let mut minors = 0;
    for (cell, piece) in pos.pieces() {
        let player = if inverted && cell.board == 1 {
            piece.color.flip()
        } else {
            piece.color
        };
        if player != side {
            continue;
        }
        match piece.role {
            Role::King => {}
            Role::Knight | Role::Bishop => minors += 1,
            _ => return true,
        }
    }
    match variant {
        Variant::FourD | Variant::FourDClassic => minors > 0,
        Variant::Standard | Variant::TwoWorlds | Variant::Valhalla(_) => minors > 1,
    }
}

/// Whether a turn ends at `pos` (and the next one starts there): repetition is judged
/// only at turn starts (None inside a Valhalla turn), and a finished game ends its turn.
pub fn at_turn_boundary<P: Position>(pos: &P) -> bool {
    pos.repetition_key().is_some() || pos.terminal().is_some()
}

/// Writes a turn's decisions as one string (decisions joined by commas).
pub fn turn_string<P: Position>(pos: &P, turn: &[P::Move]) -> String {
    let mut p = pos.clone();
    let mut parts = Vec::new();
    for &m in turn {
        parts.push(p.move_string(m));
        p.play(m);
    }
    parts.join(",")
}
