//! Valhalla chess (RULES.md §4, V-1 … V-12, and the Valhalla part of §6): two 8x8
//! boards, the battlefield (board 1) and Valhalla (board 2), each a standard [`Chess`].
//!
//! A turn is a sequence of decisions, and the phase of the turn is position state:
//! board-1 move, transfer of the captured piece to board 2 (a home square, or gone),
//! board-2 move or pass, and with `:eternal` the transfer of a piece captured on board 2
//! back to board 1. Each decision is one [`Move`]; [`crate::Rules::actor`] is whoever takes
//! it (the new owner places a transferred piece). Perft, `moves` and the command line
//! work on whole turns (V-12).
//!
//! Players are named by their board-1 colour: `Color::White` is player A (White on the
//! battlefield, moves first), `Color::Black` is player B. Under `:inverted` player A
//! plays Black in Valhalla.

mod decision;
mod edit;
pub(crate) mod eval;
mod fen;
mod notation;
mod outcome;
mod perft;
mod see;
mod setup;
mod transfer;
mod turn;
mod view;

pub use decision::Move;
pub use fen::ValhallaFenError;
pub use setup::{Setup, board2_side};
pub use transfer::home_squares;
pub use turn::TurnError;

use crate::decision::Decision;
use crate::game::{Drawable, MoveError, Notation, Outcome, Rules, Searchable};
use crate::geometry::{Cell, Geometry, MoveInfo, PieceView};
use crate::kernel::{Board, Color, Piece, Role, Square, square, zobrist};
use crate::standard::Chess;
use crate::variant::{ValhallaOptions, Variant};

/// Every piece of a Valhalla game: the 32 of the standard set and the two board-2 kings.
pub const TOTAL_PIECES: u32 = 34;

/// Where the turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The player whose turn it is moves on board 1.
    Board1,
    /// A piece captured on board 1 waits for its square on board 2 (V-5/V-6); `from` is
    /// the square it was captured on (the victim pawn's square after en passant).
    Transfer { piece: Piece, from: Square },
    /// The player whose turn it is moves on board 2, or passes (V-4).
    Board2,
    /// `:eternal`: a piece captured by the board-2 move waits for its square on board 1
    /// (V-7).
    Eternal { piece: Piece, from: Square },
    /// The game ended inside a turn (a replaced king, a mate at the board-2 phase) or the
    /// position string describes such a finished game.
    Over(Outcome),
}

/// A Valhalla position: both boards, the phase of the turn, and how many pieces have
/// left the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Valhalla {
    options: ValhallaOptions,
    /// Board 1 (battlefield) and board 2 (Valhalla). Board 1's side to move is the player
    /// whose turn it is (until their board-1 move is played); board 2's side is the
    /// colour that moves there this turn.
    boards: [Chess; 2],
    phase: Phase,
    /// Pieces that have left the game (captured on board 2 without `:eternal`, replaced,
    /// or gone for lack of a home square).
    out: u8,
}

/// The player's name in texts: A (White on board 1) or B.
pub fn player_name(player: Color) -> &'static str {
    match player {
        Color::White => "A",
        Color::Black => "B",
    }
}

impl Valhalla {
    /// The start position (V-1): the standard setup on board 1, the two kings on e1 and
    /// e8 of board 2, where the side to move is player A's colour there (V-2).
    pub fn new(options: ValhallaOptions) -> Valhalla {
        let mut kings = Board::empty();
        kings.put(
            square(4, 0),
            Piece {
                color: Color::White,
                role: Role::King,
            },
        );
        kings.put(
            square(4, 7),
            Piece {
                color: Color::Black,
                role: Role::King,
            },
        );
        let turn2 = if options.inverted {
            Color::Black
        } else {
            Color::White
        };
        Valhalla {
            options,
            boards: [
                Chess::new(),
                Chess::from_parts(kings, turn2, 0b1111, None, 0, 1),
            ],
            phase: Phase::Board1,
            out: 0,
        }
    }

    /// Builds a position from its parts; `out` is derived from the pieces on the boards
    /// and the one a phase may hold.
    pub(crate) fn from_parts(
        options: ValhallaOptions,
        boards: [Chess; 2],
        phase: Phase,
    ) -> Valhalla {
        let on_boards: u32 = boards
            .iter()
            .map(|b| b.board().occupied().count_ones())
            .sum();
        let held = matches!(phase, Phase::Transfer { .. } | Phase::Eternal { .. }) as u32;
        Valhalla {
            options,
            boards,
            phase,
            out: TOTAL_PIECES.saturating_sub(on_boards + held) as u8,
        }
    }

    /// The rule options.
    pub fn options(&self) -> ValhallaOptions {
        self.options
    }
    /// Board 1 (the battlefield).
    pub fn board1(&self) -> &Chess {
        &self.boards[0]
    }
    /// Board 2 (Valhalla).
    pub fn board2(&self) -> &Chess {
        &self.boards[1]
    }
    /// Board `index` (0 = battlefield, 1 = Valhalla).
    pub fn board(&self, index: usize) -> &Chess {
        &self.boards[index & 1]
    }
    /// The phase of the turn.
    pub fn current_phase(&self) -> Phase {
        self.phase
    }
    /// Pieces that have left the game.
    pub fn out_of_game(&self) -> u32 {
        self.out as u32
    }
    /// The piece a transfer phase holds (neither on a board nor out of the game).
    pub fn pending_piece(&self) -> Option<Piece> {
        match self.phase {
            Phase::Transfer { piece, .. } | Phase::Eternal { piece, .. } => Some(piece),
            _ => None,
        }
    }

    /// The colour `player` plays on board `index` (V-2).
    #[inline]
    pub fn colour_of(&self, player: Color, index: usize) -> Color {
        if index == 1 && self.options.inverted {
            player.flip()
        } else {
            player
        }
    }

    /// The player who plays `colour` on board `index`: the owner of a piece of that
    /// colour there (V-5).
    #[inline]
    pub fn player_of(&self, colour: Color, index: usize) -> Color {
        // Swapping colours is its own inverse.
        self.colour_of(colour, index)
    }

    /// The player whose turn it is.
    pub fn mover(&self) -> Color {
        match self.phase {
            Phase::Board1 | Phase::Over(_) => self.boards[0].turn(),
            // Board 1's side flipped with the board-1 move.
            _ => self.boards[0].turn().flip(),
        }
    }

    /// Whether board 2 holds nothing but the two kings (V-4: the board-2 move may be
    /// passed).
    #[inline]
    pub fn board2_bare(&self) -> bool {
        self.boards[1].board().occupied().count_ones() == 2
    }

    /// The hash computed from scratch; [`crate::Rules::hash`] combines the boards'
    /// incremental hashes and must always equal this.
    pub fn compute_hash(&self) -> u64 {
        self.boards[0].compute_hash() ^ board2_mix(self.boards[1].compute_hash()) ^ self.phase_key()
    }

    /// The hash's part for the phase (board-1 phase: 0).
    fn phase_key(&self) -> u64 {
        let code: u64 = match self.phase {
            Phase::Board1 => return 0,
            Phase::Board2 => 1,
            Phase::Transfer { piece, from } => 2 | self.held_code(piece, from) << 8,
            Phase::Eternal { piece, from } => 3 | self.held_code(piece, from) << 8,
            Phase::Over(o) => {
                let winner = o.winner.map_or(0, |c| c.index() as u64 + 1);
                4 | winner << 8 | (o.reason as u64) << 16
            }
        };
        zobrist::splitmix(PHASE_SALT ^ code)
    }

    /// A held piece and, only where it matters (`:mirror`), its square.
    fn held_code(&self, piece: Piece, from: Square) -> u64 {
        let sq = if self.options.mirror { from as u64 } else { 64 };
        (piece.color.index() * 6 + piece.role.index()) as u64 | sq << 8
    }
}

const BOARD2_SALT: u64 = 0x5641_4c48_414c_4c41;
const PHASE_SALT: u64 = 0x7068_6173_6520_7632;

/// Board 2 uses the same piece keys as board 1; mixing its hash keeps equal placements
/// on the two boards from cancelling out.
#[inline]
fn board2_mix(h: u64) -> u64 {
    zobrist::splitmix(h ^ BOARD2_SALT)
}

impl Rules for Valhalla {
    type Move = Move;
    fn variant(&self) -> Variant {
        Variant::Valhalla(self.options)
    }
    fn actor(&self) -> Color {
        self.decider()
    }
    fn legal_moves(&self, out: &mut Vec<Move>) {
        self.decisions(out);
    }
    fn count_legal_moves(&self) -> usize {
        self.count_decisions()
    }
    fn play(&mut self, mv: Move) {
        self.play_decision(mv);
    }
    fn hash(&self) -> u64 {
        self.boards[0].hash() ^ board2_mix(self.boards[1].hash()) ^ self.phase_key()
    }
    fn repetition_key(&self) -> Option<u64> {
        self.turn_start_key()
    }
    fn is_check(&self) -> bool {
        match self.phase {
            Phase::Board1 => self.boards[0].in_check(),
            Phase::Board2 => self.boards[1].in_check(),
            _ => false,
        }
    }
    fn checkers(&self) -> Vec<Cell> {
        match self.phase {
            Phase::Board1 => self.boards[0].checker_cells(0),
            Phase::Board2 => self.boards[1].checker_cells(1),
            _ => Vec::new(),
        }
    }
    fn decision(&self) -> Decision {
        Decision {
            decider: self.decider(),
            kind: self.decision_kind(),
        }
    }
    fn terminal(&self) -> Option<Outcome> {
        self.outcome_now()
    }
}

impl Notation for Valhalla {
    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        self.parse_decision(text)
            .map_err(|e| e.into_move_error(text))
    }
    fn move_string(&self, mv: Move) -> String {
        mv.to_string()
    }
    fn display_move(&self, mv: Move) -> String {
        self.display_decision(mv)
    }
    fn position_string(&self) -> String {
        self.to_position_string()
    }
    fn cell_name(&self, cell: Cell) -> String {
        crate::kernel::square_name(square(cell.file, cell.rank))
    }
    fn turn_strings(&self) -> Vec<String> {
        self.legal_turn_strings()
    }
    fn parse_turn(&self, text: &str) -> Result<Vec<Move>, MoveError> {
        self.parse_turn_string(text)
            .map_err(|e| e.into_move_error(text))
    }
}

impl Drawable for Valhalla {
    fn move_info(&self, mv: Move) -> MoveInfo {
        self.decision_info(mv)
    }
    fn geometry(&self) -> Geometry {
        self.boards_geometry()
    }
    fn pieces(&self) -> Vec<(Cell, PieceView)> {
        let mut v = self.boards[0].pieces_on(0);
        v.extend(self.boards[1].pieces_on(1));
        v
    }
    fn phase(&self) -> Option<String> {
        Some(self.phase_text())
    }
}

impl Searchable for Valhalla {
    fn noisy_moves(&self, out: &mut Vec<Move>) {
        self.noisy_decisions(out);
    }
    fn is_decided(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }
    /// Told without playing for the decisions that leave the board of the next check
    /// untouched: a board-1 move that captures nothing leads to the board-2 phase, whose
    /// check is board 2's (a mate found there ends the game, with no check: played to
    /// tell, as is any board-1 move while board 2's side is in check); a board-2 move that
    /// captures nothing, or a pass, leads to the next turn's board-1 phase, whose check is
    /// board 1's as it stands. Transfers are played.
    fn gives_check(&self, mv: Move) -> Option<bool> {
        match (self.phase, mv) {
            (Phase::Board1, Move::Board1(m)) if self.boards[0].captured(m).is_none() => {
                (!self.boards[1].in_check()).then_some(false)
            }
            (Phase::Board2, Move::Board2(m)) if self.boards[1].captured(m).is_none() => {
                Some(self.boards[0].in_check())
            }
            (Phase::Board2, Move::Pass) => Some(self.boards[0].in_check()),
            _ => None,
        }
    }
    fn is_noisy(&self, mv: Move) -> bool {
        match mv {
            Move::Board1(m) => m.promotion.is_some() || self.boards[0].captured(m).is_some(),
            Move::Board2(m) => m.promotion.is_some() || self.boards[1].captured(m).is_some(),
            // A placement keeps material (the evaluation counts the waiting piece); one
            // that replaces a piece (`:mirror`) or loses the piece changes it.
            Move::Transfer { to, .. } => {
                to.is_none_or(|sq| self.boards[1].board().piece_at(sq).is_some())
            }
            Move::Eternal { to, .. } => {
                to.is_none_or(|sq| self.boards[0].board().piece_at(sq).is_some())
            }
            Move::Pass => false,
        }
    }
    fn evaluate(&self) -> i32 {
        let a = self.eval_for_a();
        if self.decider() == Color::White {
            a
        } else {
            -a
        }
    }
    fn see_ge(&self, mv: Move, threshold: i32) -> bool {
        self.see(mv) >= threshold
    }
    fn order_hint(&self, mv: Move) -> i32 {
        // MVV-LVA on the board moved on (standard values); a `:mirror` transfer by the
        // value of the opponent's piece it replaces.
        match mv {
            Move::Board1(m) => self.boards[0].order_hint(m),
            Move::Board2(m) => self.boards[1].order_hint(m),
            Move::Transfer { .. } | Move::Eternal { .. } => self.transfer_hint(mv),
            Move::Pass => 0,
        }
    }
    fn rule_draw(&self) -> bool {
        // The 100-turn clock and material are judged at the start of a turn (V-9).
        matches!(self.phase, Phase::Board1)
            && (self.boards[0].halfmove() >= 100 || self.insufficient_material())
    }
}

#[cfg(test)]
mod tests;
