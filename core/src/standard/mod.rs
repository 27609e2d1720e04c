//! Standard chess (RULES.md §1) on the 8x8 kernel. The same `Chess` type serves as each
//! board of Valhalla, so it tolerates positions standard chess would not reach (a rook
//! placed on a corner while the castling right is held, a check against the side not
//! to move); [`Chess::from_setup`] is where standard chess is strict.

mod edit;
pub mod eval;
mod fen;
mod movegen;
mod moves;
mod san;
pub(crate) mod see;
mod setup;
mod traits;

pub use crate::kernel::{MoveCounter, MoveSink};
pub use fen::FenError;
pub use moves::{CastleSide, Move, Special};
pub(crate) use setup::square_of;
pub use setup::{CASTLING_RIGHTS, Setup};

use crate::game::{MoveError, Outcome, Rules};
use crate::geometry::{CaptureFate, Cell, MoveInfo, MoveKind, PieceView};
use crate::kernel::{
    Board, Color, DARK_SQUARES, Piece, Role, Square, Squares, bb, file_of, parse_square, rank_of,
    square_name, zobrist,
};

const PIECE_KEYS: [u64; 768] = zobrist::keys(1);
const CASTLING_KEYS: [u64; 16] = zobrist::keys(2);
const EP_KEYS: [u64; 8] = zobrist::keys(3);
const SIDE_KEY: u64 = zobrist::splitmix(4);

/// Zobrist key of `piece` on `sq`.
#[inline]
pub fn piece_key(piece: Piece, sq: Square) -> u64 {
    PIECE_KEYS[(piece.color.index() * 6 + piece.role.index()) * 64 + sq as usize]
}

/// A standard chess position (also one Valhalla board).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chess {
    pub(crate) board: Board,
    pub(crate) turn: Color,
    /// Rights as bits: K=1, Q=2, k=4, q=8.
    pub(crate) castling: u8,
    /// En-passant target square, set after every double step.
    pub(crate) ep: Option<Square>,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) hash: u64,
}

impl Default for Chess {
    fn default() -> Self {
        Chess::new()
    }
}

impl Chess {
    /// The standard start position.
    pub fn new() -> Chess {
        Chess::from_parts(Board::standard(), Color::White, 0b1111, None, 0, 1)
    }

    /// Builds a position from its parts without validation (hash computed).
    pub fn from_parts(
        board: Board,
        turn: Color,
        castling: u8,
        ep: Option<Square>,
        halfmove: u32,
        fullmove: u32,
    ) -> Chess {
        let mut c = Chess {
            board,
            turn,
            castling,
            ep,
            halfmove,
            fullmove,
            hash: 0,
        };
        c.hash = c.compute_hash();
        c
    }

    /// The placement.
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// Side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }
    /// Castling rights bits (K=1, Q=2, k=4, q=8).
    pub fn castling(&self) -> u8 {
        self.castling
    }
    /// En-passant target square as FEN would write it.
    pub fn ep_square(&self) -> Option<Square> {
        self.ep
    }
    /// Plies since the last capture or pawn move.
    pub fn halfmove(&self) -> u32 {
        self.halfmove
    }
    /// Full-move number.
    pub fn fullmove(&self) -> u32 {
        self.fullmove
    }

    /// The hash from scratch (the incremental one must always equal it).
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for (sq, p) in self.board.iter() {
            h ^= piece_key(p, sq);
        }
        h ^= CASTLING_KEYS[self.castling as usize];
        if let Some(ep) = self.ep {
            h ^= EP_KEYS[file_of(ep) as usize];
        }
        if self.turn == Color::Black {
            h ^= SIDE_KEY;
        }
        h
    }

    /// All legal moves.
    pub fn legal(&self) -> Vec<Move> {
        let mut v = Vec::with_capacity(64);
        self.generate(&mut v);
        v
    }

    /// Whether any en-passant capture is legal now.
    pub fn has_legal_en_passant(&self) -> bool {
        let Some(ksq) = self.board.king_of(self.turn) else {
            return false;
        };
        let mut c = MoveCounter(0);
        self.generate_en_passant(&mut c, ksq, self.board.occupied());
        c.0 > 0
    }

    /// The role captured by `mv`, if any.
    pub fn captured(&self, mv: Move) -> Option<Role> {
        if mv.special == Special::EnPassant {
            Some(Role::Pawn)
        } else if mv.special == Special::Castle {
            None
        } else {
            self.board.role_at(mv.to)
        }
    }

    /// The square of the piece `mv` captures (the victim pawn for en passant).
    pub fn victim_square(&self, mv: Move) -> Option<Square> {
        match mv.special {
            Special::EnPassant => Some(if self.turn == Color::White {
                mv.to - 8
            } else {
                mv.to + 8
            }),
            Special::Castle => None,
            _ => self.board.role_at(mv.to).map(|_| mv.to),
        }
    }

    /// Plays `mv` and returns the captured piece with its square.
    pub fn play_capture(&mut self, mv: Move) -> Option<(Square, Piece)> {
        let us = self.turn;
        let piece = self.board.take(mv.from)?;
        self.hash ^= piece_key(piece, mv.from);
        self.halfmove = self.halfmove.saturating_add(1);
        if let Some(ep) = self.ep.take() {
            self.hash ^= EP_KEYS[file_of(ep) as usize];
        }
        let old_castling = self.castling;
        let mut captured = None;
        match mv.special {
            Special::Castle => {
                if let Some(side) = CastleSide::from_king_to(us, mv.to) {
                    let (rf, rt) = (side.rook_from(us), side.rook_to(us));
                    if let Some(rook) = self.board.take(rf) {
                        self.hash ^= piece_key(rook, rf) ^ piece_key(rook, rt);
                        self.board.put(rt, rook);
                    }
                }
                self.board.put(mv.to, piece);
                self.hash ^= piece_key(piece, mv.to);
            }
            _ => {
                let victim_sq = if mv.special == Special::EnPassant {
                    if us == Color::White {
                        mv.to - 8
                    } else {
                        mv.to + 8
                    }
                } else {
                    mv.to
                };
                if let Some(victim) = self.board.take(victim_sq) {
                    self.hash ^= piece_key(victim, victim_sq);
                    self.halfmove = 0;
                    if victim.role == Role::Rook {
                        self.lose_corner_right(victim.color, victim_sq);
                    }
                    captured = Some((victim_sq, victim));
                }
                if piece.role == Role::Pawn {
                    self.halfmove = 0;
                    if mv.special == Special::DoublePush {
                        let ep = (mv.from + mv.to) / 2;
                        self.ep = Some(ep);
                        self.hash ^= EP_KEYS[file_of(ep) as usize];
                    }
                }
                let placed = match mv.promotion {
                    Some(role) => Piece { color: us, role },
                    None => piece,
                };
                self.board.put(mv.to, placed);
                self.hash ^= piece_key(placed, mv.to);
            }
        }
        if self.castling != 0 {
            match piece.role {
                Role::King => {
                    self.castling &= !(CastleSide::King.right(us) | CastleSide::Queen.right(us))
                }
                Role::Rook => self.lose_corner_right(us, mv.from),
                _ => {}
            }
        }
        if self.castling != old_castling {
            self.hash ^=
                CASTLING_KEYS[old_castling as usize] ^ CASTLING_KEYS[self.castling as usize];
        }
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = us.flip();
        self.hash ^= SIDE_KEY;
        captured
    }

    /// `color` loses the castling right tied to corner `sq`, if `sq` is one of its corners.
    /// The hash's castling part is not touched here: callers fix it.
    fn lose_corner_right(&mut self, color: Color, sq: Square) {
        self.castling &= !CastleSide::corner_rights(color, sq);
    }

    /// Removes whatever stands on `sq` (Valhalla replacement) keeping the hash and the
    /// castling rights right (a rook replaced on its corner loses the right).
    pub fn remove_piece(&mut self, sq: Square) -> Option<Piece> {
        let p = self.board.take(sq)?;
        self.hash ^= piece_key(p, sq);
        if p.role == Role::Rook {
            let old = self.castling;
            self.lose_corner_right(p.color, sq);
            self.hash ^= CASTLING_KEYS[old as usize] ^ CASTLING_KEYS[self.castling as usize];
        }
        Some(p)
    }

    /// Puts `piece` on the empty square `sq` (Valhalla placement), keeping the hash.
    pub fn place_piece(&mut self, sq: Square, piece: Piece) {
        self.board.put(sq, piece);
        self.hash ^= piece_key(piece, sq);
    }

    /// Passes the move (Valhalla's board-2 pass): side flips, en passant clears, clocks
    /// advance as for a quiet move.
    pub fn pass(&mut self) {
        self.clear_en_passant();
        self.halfmove = self.halfmove.saturating_add(1);
        if self.turn == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = self.turn.flip();
        self.hash ^= SIDE_KEY;
    }

    /// Clears the en-passant square (Valhalla's mid-turn end), keeping the hash.
    pub fn clear_en_passant(&mut self) {
        if let Some(ep) = self.ep.take() {
            self.hash ^= EP_KEYS[file_of(ep) as usize];
        }
    }

    /// Sets the side to move (position setup), keeping the hash.
    pub fn set_turn(&mut self, turn: Color) {
        if turn != self.turn {
            self.turn = turn;
            self.hash ^= SIDE_KEY;
        }
    }

    /// Sets the halfmove clock (Valhalla keeps its game clock on board 1).
    pub fn set_halfmove(&mut self, halfmove: u32) {
        self.halfmove = halfmove;
    }

    /// The hash used for repetition: the en-passant square counts only when a capture
    /// there is legal.
    pub fn repetition_hash(&self) -> u64 {
        match self.ep {
            Some(ep) if !self.has_legal_en_passant() => self.hash ^ EP_KEYS[file_of(ep) as usize],
            _ => self.hash,
        }
    }

    /// The position after the side to move passes (the search's null move), or None in
    /// check or with too few pieces besides pawns and the king (zugzwang territory).
    pub fn pass_turn(&self) -> Option<Chess> {
        let us = self.turn;
        let pieces = self.board.by_color(us)
            & !self.board.by_role(Role::Pawn)
            & !self.board.by_role(Role::King);
        if pieces == 0 || self.in_check() {
            return None;
        }
        let mut c = *self;
        if let Some(ep) = c.ep.take() {
            c.hash ^= EP_KEYS[file_of(ep) as usize];
        }
        c.turn = us.flip();
        c.hash ^= SIDE_KEY;
        c.halfmove = c.halfmove.saturating_add(1);
        Some(c)
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.checker_set() != 0
    }

    /// Insufficient material as RULES.md §1 lists it: K v K, K+minor v K, K+B v K+B with
    /// bishops on the same colour.
    pub fn is_insufficient_material(&self) -> bool {
        let b = &self.board;
        if b.by_role(Role::Pawn) | b.by_role(Role::Rook) | b.by_role(Role::Queen) != 0 {
            return false;
        }
        let minors = b.by_role(Role::Knight) | b.by_role(Role::Bishop);
        match minors.count_ones() {
            0 | 1 => true,
            2 => {
                let bishops = b.by_role(Role::Bishop);
                bishops.count_ones() == 2
                    && b.pieces(Color::White, Role::Bishop) != 0
                    && b.pieces(Color::Black, Role::Bishop) != 0
                    && (bishops & DARK_SQUARES == 0 || bishops & !DARK_SQUARES == 0)
            }
            _ => false,
        }
    }

    /// Mate, stalemate, material, clock (no repetition: that needs history).
    pub fn standard_terminal(&self) -> Option<Outcome> {
        crate::ending::judge(
            self.turn,
            self.count_legal_moves() != 0,
            || self.in_check(),
            || self.is_insufficient_material(),
            self.halfmove,
        )
    }

    /// Reads a UCI move and finds the legal move it names.
    pub fn parse_uci(&self, text: &str) -> Result<Move, MoveError> {
        let t = text.trim();
        if !(4..=5).contains(&t.len()) || !t.is_ascii() {
            return Err(MoveError::malformed(
                text,
                "expected UCI like e2e4 or e7e8q",
            ));
        }
        let from = parse_square(&t[0..2]).ok_or_else(|| {
            MoveError::malformed(
                text,
                format!("'{}' is not a square", crate::quote::quote(&t[0..2])),
            )
        })?;
        let to = parse_square(&t[2..4]).ok_or_else(|| {
            MoveError::malformed(
                text,
                format!("'{}' is not a square", crate::quote::quote(&t[2..4])),
            )
        })?;
        let promotion = match t.get(4..5) {
            None => None,
            Some(p) => match Role::from_char(p.chars().next().unwrap_or(' ')) {
                Some(r @ (Role::Queen | Role::Rook | Role::Bishop | Role::Knight))
                    if p.chars().all(|c| c.is_ascii_lowercase()) =>
                {
                    Some(r)
                }
                _ => {
                    return Err(MoveError::malformed(
                        text,
                        format!(
                            "'{}' is not a promotion piece (q, r, b, n)",
                            crate::quote::quote(p)
                        ),
                    ));
                }
            },
        };
        self.legal()
            .into_iter()
            .find(|m| m.from == from && m.to == to && m.promotion == promotion)
            .ok_or_else(|| {
                let reason = match self.board.piece_at(from) {
                    None => format!("no piece on {}", square_name(from)),
                    Some(p) if p.color != self.turn => format!(
                        "the piece on {} is not {}'s",
                        square_name(from),
                        self.turn.name()
                    ),
                    Some(p)
                        if p.role == Role::Pawn
                            && promotion.is_none()
                            && bb(to) & (crate::kernel::RANK_1 | crate::kernel::RANK_8) != 0 =>
                    {
                        "a promotion needs its piece letter (q, r, b, n)".to_string()
                    }
                    Some(p) => format!(
                        "the {} on {} cannot go to {}",
                        p.role.name(),
                        square_name(from),
                        square_name(to)
                    ),
                };
                MoveError::illegal(text, reason)
            })
    }

    /// Board-cell of a square on board `index`.
    pub fn cell(index: u8, sq: Square) -> Cell {
        Cell::new(index, file_of(sq), rank_of(sq))
    }

    /// Move info with cells on board `index`; `fate` says where a captured piece goes.
    pub fn move_info_on(&self, mv: Move, index: u8, fate: Option<CaptureFate>) -> MoveInfo {
        let victim = self.victim_square(mv);
        let kind = match mv.special {
            Special::Castle => MoveKind::Castle,
            Special::EnPassant => MoveKind::EnPassant,
            _ if victim.is_some() => MoveKind::Capture,
            _ => MoveKind::Quiet,
        };
        MoveInfo {
            text: mv.uci(),
            from: Some(Chess::cell(index, mv.from)),
            to: Some(Chess::cell(index, mv.to)),
            kind,
            promotion: mv.promotion,
            victim: victim.map(|v| Chess::cell(index, v)),
            fate: victim.and(fate),
        }
    }

    /// Static evaluation in centipawns from White's point of view: the linear evaluation
    /// (`assets/eval/standard.txt`), the one the tuner fits and the features describe.
    fn eval_white(&self) -> i32 {
        eval::evaluate(&self.board, self.turn)
    }

    /// The search's evaluation in centipawns from White's point of view: the network
    /// ([`eval::nnue`]), which played stronger than the linear evaluation and than their
    /// mean (docs/engine.md, *The network*); the linear evaluation if the network file
    /// does not read; scaled towards a draw where the side ahead cannot win on material
    /// ([`eval::scale_drawish`]).
    fn search_eval_white(&self) -> i32 {
        let white =
            eval::nnue::white_view_or(eval::nnue::shipped(), &self.board, self.turn, || {
                self.eval_white()
            });
        eval::scale_drawish(&self.board, white)
    }

    /// The cells (on board `index`) of the pieces giving check to the side to move.
    pub fn checker_cells(&self, index: u8) -> Vec<Cell> {
        Squares(self.checker_set())
            .map(|sq| Chess::cell(index, sq))
            .collect()
    }

    /// Pieces with their cells on board `index`.
    pub fn pieces_on(&self, index: u8) -> Vec<(Cell, PieceView)> {
        self.board
            .iter()
            .map(|(sq, p)| (Chess::cell(index, sq), PieceView::plain(p.color, p.role)))
            .collect()
    }
}
