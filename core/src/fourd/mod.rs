//! 4D chess (RULES.md §3, ids `4d` and `4d-classic`): a 4x4x2x2 board of 64 cells, so
//! one `u64` per set of cells. Cell index = x + 4y + 16z + 32w (see [`cells`]).
//!
//! Movement is data compiled into tables ([`tables`]): 80 direction rays, king, knight
//! and pawn steps. Only the 8 flat-board directions give rays longer than one cell, so
//! blocking (D4-2) and pins happen inside one flat board; everything that leaves the
//! board is a single step.

pub mod attacks;
pub mod cells;
mod edit;
pub(crate) mod eval;
mod fen;
mod movegen;
mod notation;
pub mod reference;
pub mod see;
mod setup;
pub mod tables;

pub use crate::kernel::{MoveCounter, MoveSink};
pub use attacks::full_range;
pub use cells::{Axis, Cell4, CellSet, cell_name, geometry, parse_cell};
pub use fen::{FOURD_CLASSIC_START, FOURD_START, FourDFenError};
pub use setup::Setup;

use crate::game::{Drawable, Notation, Outcome, Rules, Searchable};
use crate::geometry::{CaptureFate, Cell, Geometry, MoveInfo, MoveKind, PieceView};
use crate::kernel::{Color, Piece, Role, zobrist};
use crate::variant::Variant;
use cells::{Cells, RANK_1, RANK_4, bit};

/// Which start position and variant id: the full 16-piece set or the classic 10-piece set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PieceSet {
    /// `4d` (D4-6).
    Full,
    /// `4d-classic` (D4-7).
    Classic,
}

/// A 4D move: from-cell to-cell. A pawn reaching its last rank becomes a queen
/// automatically (D4-3), so no promotion piece is stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    pub from: Cell4,
    pub to: Cell4,
}

impl Move {
    /// The move string `a1[0,0]a1[0,1]`.
    pub fn text(&self) -> String {
        cell_name(self.from) + &cell_name(self.to)
    }
}

const PIECE_KEYS: [u64; 768] = zobrist::keys(0x4D_0001);
const SIDE_KEY: u64 = zobrist::splitmix(0x4D_0002);

/// Zobrist key of `piece` on `c`.
#[inline]
fn piece_key(piece: Piece, c: Cell4) -> u64 {
    PIECE_KEYS[(piece.color.index() * 6 + piece.role.index()) * 64 + c as usize]
}

/// A 4D chess position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FourD {
    colors: [CellSet; 2],
    roles: [CellSet; 6],
    turn: Color,
    halfmove: u32,
    fullmove: u32,
    hash: u64,
    set: PieceSet,
}

impl FourD {
    /// The start position of a piece set (D4-6, D4-7).
    pub fn start(set: PieceSet) -> FourD {
        let text = match set {
            PieceSet::Full => FOURD_START,
            PieceSet::Classic => FOURD_CLASSIC_START,
        };
        // The start strings are constants checked by the tests; an empty board would
        // only appear if they were broken.
        FourD::from_fen(set, text).unwrap_or_else(|_| FourD::empty(set))
    }

    /// A board with no pieces, White to move (for building positions).
    pub fn empty(set: PieceSet) -> FourD {
        FourD {
            colors: [0; 2],
            roles: [0; 6],
            turn: Color::White,
            halfmove: 0,
            fullmove: 1,
            hash: 0,
            set,
        }
    }

    /// The piece set (and so the variant id).
    pub fn piece_set(&self) -> PieceSet {
        self.set
    }
    /// Side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }
    /// Plies since the last capture or pawn move.
    pub fn halfmove(&self) -> u32 {
        self.halfmove
    }
    /// Full-move number.
    pub fn fullmove(&self) -> u32 {
        self.fullmove
    }
    /// All occupied cells.
    #[inline]
    pub fn occupied(&self) -> CellSet {
        self.colors[0] | self.colors[1]
    }
    /// Cells of `color`'s pieces.
    #[inline]
    pub fn by_color(&self, color: Color) -> CellSet {
        self.colors[color.index()]
    }
    /// Cells of `color`'s pieces of `role`.
    #[inline]
    pub fn pieces_of(&self, color: Color, role: Role) -> CellSet {
        self.colors[color.index()] & self.roles[role.index()]
    }
    /// The role on `c`, if any.
    #[inline]
    pub fn role_at(&self, c: Cell4) -> Option<Role> {
        let b = bit(c);
        if self.occupied() & b == 0 {
            return None;
        }
        Role::ALL
            .into_iter()
            .find(|r| self.roles[r.index()] & b != 0)
    }
    /// The piece on `c`, if any.
    pub fn piece_at(&self, c: Cell4) -> Option<Piece> {
        let role = self.role_at(c)?;
        let color = if self.colors[0] & bit(c) != 0 {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }
    /// `color`'s king cell.
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Cell4> {
        let k = self.pieces_of(color, Role::King);
        (k != 0).then(|| k.trailing_zeros() as Cell4)
    }

    /// Puts `piece` on the empty cell `c` (position setup), keeping the hash.
    pub fn put(&mut self, c: Cell4, piece: Piece) {
        self.colors[piece.color.index()] |= bit(c);
        self.roles[piece.role.index()] |= bit(c);
        self.hash ^= piece_key(piece, c);
    }

    /// Removes the piece on `c`, keeping the hash.
    fn take(&mut self, c: Cell4) -> Option<Piece> {
        let piece = self.piece_at(c)?;
        self.colors[piece.color.index()] &= !bit(c);
        self.roles[piece.role.index()] &= !bit(c);
        self.hash ^= piece_key(piece, c);
        Some(piece)
    }

    /// The position after the side to move passes (the search's null move), or None in
    /// check or with nothing but pawns and the king (zugzwang territory).
    pub fn pass_turn(&self) -> Option<FourD> {
        let us = self.turn;
        let pieces = self.colors[us.index()]
            & !self.roles[Role::Pawn.index()]
            & !self.roles[Role::King.index()];
        if pieces == 0 || self.in_check() {
            return None;
        }
        let mut c = *self;
        c.turn = us.flip();
        c.hash ^= SIDE_KEY;
        c.halfmove = c.halfmove.saturating_add(1);
        Some(c)
    }

    /// Sets the side to move and the clocks (position setup), keeping the hash.
    pub fn set_state(&mut self, turn: Color, halfmove: u32, fullmove: u32) {
        if turn != self.turn {
            self.hash ^= SIDE_KEY;
        }
        self.turn = turn;
        self.halfmove = halfmove;
        self.fullmove = fullmove;
    }

    /// `by`'s pieces that attack `c`, sliders seeing through nothing but `occ`.
    #[inline]
    pub fn attackers_to(&self, c: Cell4, by: Color, occ: CellSet) -> CellSet {
        let them = self.colors[by.index()];
        let r = &self.roles;
        let queens = r[Role::Queen.index()];
        let rook_likes = r[Role::Rook.index()] | queens;
        let bishop_likes = r[Role::Bishop.index()] | queens;
        // A pawn of `by` attacks c from exactly the cells a pawn of the other colour on c
        // would attack (the capture vectors are mirror images along y).
        let hits = (attacks::knight(c) & r[Role::Knight.index()])
            | (attacks::king(c) & r[Role::King.index()])
            | (attacks::pawn_captures(by.flip(), c) & r[Role::Pawn.index()])
            | (attacks::rook(c, occ) & rook_likes)
            | (attacks::bishop(c, occ) & bishop_likes)
            | (tables::QUEEN_ONLY[c as usize] & queens);
        hits & them
    }

    /// Whether `color`'s king is attacked.
    pub fn king_attacked(&self, color: Color) -> bool {
        match self.king_of(color) {
            Some(k) => self.attackers_to(k, color.flip(), self.occupied()) != 0,
            None => false,
        }
    }

    /// Whether `mv` leaves the other side in check, told without playing it: the moved
    /// piece (a queen if it promotes) attacking the king from its new cell, or another
    /// piece of the mover's attacking it once the move has opened or closed its lines.
    pub fn move_checks(&self, mv: Move) -> bool {
        let us = self.turn;
        let Some(king) = self.king_of(us.flip()) else {
            return false;
        };
        let Some(role) = self.role_at(mv.from) else {
            return false;
        };
        let role = if self.promotes(mv) { Role::Queen } else { role };
        let (from, to) = (bit(mv.from), bit(mv.to));
        let occupied = (self.occupied() & !from) | to;
        let stayers = self.colors[us.index()] & !from & !to;
        if self.attackers_to(king, us, occupied) & stayers != 0 {
            return true;
        }
        let reach = match role {
            Role::Pawn => attacks::pawn_captures(us, mv.to),
            Role::Knight => attacks::knight(mv.to),
            Role::Bishop => attacks::bishop(mv.to, occupied),
            Role::Rook => attacks::rook(mv.to, occupied),
            Role::Queen => attacks::queen(mv.to, occupied),
            Role::King => attacks::king(mv.to),
        };
        reach & bit(king) != 0
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.king_attacked(self.turn)
    }

    /// The pieces giving check to the side to move.
    pub fn checker_set(&self) -> CellSet {
        match self.king_of(self.turn) {
            Some(k) => self.attackers_to(k, self.turn.flip(), self.occupied()),
            None => 0,
        }
    }

    /// The hash from scratch (the incremental one must always equal it).
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for c in Cells(self.occupied()) {
            if let Some(p) = self.piece_at(c) {
                h ^= piece_key(p, c);
            }
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

    /// Whether a move by the side to move from `from` to `to` promotes (a pawn reaching
    /// its last rank).
    pub fn promotes(&self, mv: Move) -> bool {
        let last = match self.turn {
            Color::White => RANK_4,
            Color::Black => RANK_1,
        };
        self.pieces_of(self.turn, Role::Pawn) & bit(mv.from) != 0 && last & bit(mv.to) != 0
    }

    /// The role `mv` captures, if any.
    pub fn captured(&self, mv: Move) -> Option<Role> {
        if self.by_color(self.turn.flip()) & bit(mv.to) != 0 {
            self.role_at(mv.to)
        } else {
            None
        }
    }

    /// Plays `mv` (assumed legal) and returns the captured piece, if any.
    pub fn play_capture(&mut self, mv: Move) -> Option<Piece> {
        let us = self.turn;
        let promotes = self.promotes(mv);
        let piece = self.take(mv.from)?;
        self.halfmove = self.halfmove.saturating_add(1);
        let captured = self.take(mv.to);
        if captured.is_some() || piece.role == Role::Pawn {
            self.halfmove = 0;
        }
        let placed = if promotes {
            Piece {
                color: us,
                role: Role::Queen,
            }
        } else {
            piece
        };
        self.put(mv.to, placed);
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = us.flip();
        self.hash ^= SIDE_KEY;
        captured
    }

    /// Only the two kings are left (D4-5: a draw).
    pub fn is_bare_kings(&self) -> bool {
        self.occupied() == self.roles[Role::King.index()]
    }

    /// Mate, stalemate, bare kings, clock (repetition needs history: see `Game`).
    pub fn fourd_terminal(&self) -> Option<Outcome> {
        crate::ending::judge(
            self.turn,
            self.count_legal_moves() != 0,
            || self.in_check(),
            || self.is_bare_kings(),
            self.halfmove,
        )
    }

    /// The position mirrored along `axis`. Along x, z and w the sides stay; along y the
    /// colours swap too (and the side to move), so that pawns still move forward.
    pub fn mirrored(&self, axis: Axis) -> FourD {
        let mut out = FourD::empty(self.set);
        let swap = axis == Axis::Y;
        for c in Cells(self.occupied()) {
            if let Some(p) = self.piece_at(c) {
                let color = if swap { p.color.flip() } else { p.color };
                out.put(
                    cells::mirror(c, axis),
                    Piece {
                        color,
                        role: p.role,
                    },
                );
            }
        }
        let turn = if swap { self.turn.flip() } else { self.turn };
        out.set_state(turn, self.halfmove, self.fullmove);
        out
    }
}

impl Rules for FourD {
    type Move = Move;
    crate::forwards::single_move_forwards! {
        rules;
        play: play_capture,
        terminal: fourd_terminal,
    }
    fn variant(&self) -> Variant {
        match self.set {
            PieceSet::Full => Variant::FourD,
            PieceSet::Classic => Variant::FourDClassic,
        }
    }
    fn repetition_key(&self) -> Option<u64> {
        // No castling or en passant in 4D: placement and side to move are everything.
        Some(self.hash)
    }
    fn checkers(&self) -> Vec<Cell> {
        Cells(self.checker_set()).map(cells::view_cell).collect()
    }
}

impl Notation for FourD {
    crate::forwards::single_move_forwards! {
        notation;
        parse: parse_move_string,
        display: display,
    }
    fn move_string(&self, mv: Move) -> String {
        mv.text()
    }
    fn cell_name(&self, cell: Cell) -> String {
        match cells::from_view_cell(cell) {
            Some(c) => cell_name(c),
            None => String::from("?"),
        }
    }
}

impl Drawable for FourD {
    fn move_info(&self, mv: Move) -> MoveInfo {
        let capture = self.captured(mv).is_some();
        let to = cells::view_cell(mv.to);
        MoveInfo {
            text: mv.text(),
            from: Some(cells::view_cell(mv.from)),
            to: Some(to),
            kind: if capture {
                MoveKind::Capture
            } else {
                MoveKind::Quiet
            },
            promotion: self.promotes(mv).then_some(Role::Queen),
            victim: capture.then_some(to),
            fate: capture.then_some(CaptureFate::Lost),
        }
    }
    fn geometry(&self) -> Geometry {
        geometry()
    }
    fn pieces(&self) -> Vec<(Cell, PieceView)> {
        Cells(self.occupied())
            .filter_map(|c| {
                let p = self.piece_at(c)?;
                Some((cells::view_cell(c), PieceView::plain(p.color, p.role)))
            })
            .collect()
    }
}

impl Searchable for FourD {
    const QUIESCENCE_DELTA: Option<i32> = Some(150);
    crate::forwards::single_move_forwards! {
        search;
        insufficient: is_bare_kings,
    }
    fn is_noisy(&self, mv: Move) -> bool {
        self.captured(mv).is_some() || self.promotes(mv)
    }
    #[inline]
    fn gives_check(&self, mv: Move) -> Option<bool> {
        Some(self.move_checks(mv))
    }
    fn see_ge(&self, mv: Move, threshold: i32) -> bool {
        if !self.promotes(mv)
            && let Some(role) = self.role_at(mv.from)
            && role != Role::King
            && let Some(answer) = crate::standard::see::see_bounds(
                self.captured(mv).map_or(0, eval::value),
                eval::value(role),
                bit(mv.to) & (RANK_1 | RANK_4) != 0,
                threshold,
            )
        {
            return answer;
        }
        self.see(mv) >= threshold
    }
    fn order_hint(&self, mv: Move) -> i32 {
        // MVV-LVA: the most valuable victim first, then the least valuable attacker.
        let victim = self.captured(mv).map_or(0, |r| eval::value(r) * 10);
        let promo = if self.promotes(mv) {
            eval::value(Role::Queen) * 10
        } else {
            0
        };
        if victim + promo == 0 {
            return 0;
        }
        let attacker = self.role_at(mv.from).map_or(0, |r| eval::value(r) / 10);
        victim + promo - attacker
    }
}
