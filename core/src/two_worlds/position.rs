//! The Two Worlds position: two 8x8 levels on the kernel's `Board`, ghost and promoted
//! marks, castling rights (classic and inter-level), clocks, and the Zobrist hash; how a
//! move changes it (TW-5 rising, TW-7 death in the Sky, TW-9/TW-10 rights).
use crate::kernel::{
    Bitboard, Board, Color, Piece, Role, Square, Squares, attacks, bb, file_of, rank_of, square,
    zobrist,
};
use crate::standard::CastleSide;

/// Earth (level 0) or Sky (level 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Earth = 0,
    Sky = 1,
}

impl Level {
    /// Both levels, Earth first.
    pub const BOTH: [Level; 2] = [Level::Earth, Level::Sky];

    /// 0 for Earth, 1 for Sky.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
    /// The other level.
    #[inline]
    pub const fn other(self) -> Level {
        match self {
            Level::Earth => Level::Sky,
            Level::Sky => Level::Earth,
        }
    }
    /// "Earth" or "Sky".
    pub const fn name(self) -> &'static str {
        match self {
            Level::Earth => "Earth",
            Level::Sky => "Sky",
        }
    }
}

/// A square on a level, packed in one byte (level * 64 + square).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loc(u8);

impl Loc {
    /// `sq` on `level`.
    #[inline]
    pub const fn new(level: Level, sq: Square) -> Loc {
        Loc(level as u8 * 64 + sq)
    }
    /// The level.
    #[inline]
    pub const fn level(self) -> Level {
        if self.0 >= 64 {
            Level::Sky
        } else {
            Level::Earth
        }
    }
    /// The square within the level.
    #[inline]
    pub const fn square(self) -> Square {
        self.0 & 63
    }
    /// The same square on the other level.
    #[inline]
    pub const fn above_or_below(self) -> Loc {
        Loc(self.0 ^ 64)
    }
    /// `e4` on Earth, `E4` in the Sky.
    pub fn name(self) -> String {
        let file = b'a' + file_of(self.square());
        let file = match self.level() {
            Level::Earth => file,
            Level::Sky => file.to_ascii_uppercase(),
        };
        format!("{}{}", file as char, rank_of(self.square()) + 1)
    }
    /// Reads `e4` (Earth) or `E4` (Sky).
    pub fn parse(s: &str) -> Option<Loc> {
        let b = s.as_bytes();
        if b.len() != 2 || !(b'1'..=b'8').contains(&b[1]) {
            return None;
        }
        let (level, file) = match b[0] {
            f @ b'a'..=b'h' => (Level::Earth, f - b'a'),
            f @ b'A'..=b'H' => (Level::Sky, f - b'A'),
            _ => return None,
        };
        Some(Loc::new(level, square(file, b[1] - b'1')))
    }
}

/// How a move is special; together with the from/to levels it tells what `play` does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A move within one level, capturing or not (promotion on Earth included).
    Normal,
    /// A pawn's two-square step on Earth.
    DoublePush,
    /// An en-passant capture on Earth.
    EnPassant,
    /// Classic castling on Earth, written as the king's two-square move.
    Castle,
    /// A move to the same square of the other level: a step (TW-3), a vertical capture
    /// (TW-4) or a descent promotion (TW-8).
    Vertical,
    /// The king swaps with its own original rook stacked on the other level (TW-10).
    InterLevelCastle,
}

/// A Two Worlds move: four bytes, `Copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Where the moving piece stands (the king, for both castlings).
    pub from: Loc,
    /// Where it goes (the king's destination, for both castlings).
    pub to: Loc,
    /// The new role on an Earth promotion or a descent promotion.
    pub promotion: Option<Role>,
    pub kind: Kind,
}

impl Move {
    /// A move of `kind` without promotion.
    #[inline]
    pub const fn new(from: Loc, to: Loc, kind: Kind) -> Move {
        Move {
            from,
            to,
            promotion: None,
            kind,
        }
    }
    /// A promoting move of `kind` (Normal on Earth, or Vertical for descent promotion).
    #[inline]
    pub const fn promoting(from: Loc, to: Loc, kind: Kind, role: Role) -> Move {
        Move {
            from,
            to,
            promotion: Some(role),
            kind,
        }
    }
    /// The move string of RULES.md §2: `e2e4`, `e4E4`, `D8d8q`.
    pub fn uci(&self) -> String {
        let mut s = self.from.name() + &self.to.name();
        if let Some(r) = self.promotion {
            s.push(r.char());
        }
        s
    }
}

/// A piece as it stands on a level: its controller colour and role, and its marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placed {
    /// The controller's colour and the current role.
    pub piece: Piece,
    /// A ghost (Sky only); its body has the other colour.
    pub ghost: bool,
    /// Promoted (`~`): not an original rook for TW-10.
    pub promoted: bool,
}

/// Castling bits: K=1, Q=2, k=4, q=8 as in standard chess, plus I=16, i=32.
pub(crate) const fn inter_right(color: Color) -> u8 {
    16 << color as u8
}

/// Both classic rights of `color`.
pub(crate) const fn classic_rights(color: Color) -> u8 {
    CastleSide::King.right(color) | CastleSide::Queen.right(color)
}

const PIECE_KEYS: [u64; 2 * 12 * 64] = zobrist::keys(0x7700_0001);
const GHOST_KEYS: [u64; 64] = zobrist::keys(0x7700_0002);
const PROMOTED_KEYS: [u64; 128] = zobrist::keys(0x7700_0003);
pub(super) const CASTLING_KEYS: [u64; 64] = zobrist::keys(0x7700_0004);
pub(crate) const EP_KEYS: [u64; 8] = zobrist::keys(0x7700_0005);
pub(super) const SIDE_KEY: u64 = zobrist::splitmix(0x7700_0006);

/// The Zobrist key of everything `placed` contributes on `loc`.
#[inline]
pub(super) fn placed_key(loc: Loc, placed: Placed) -> u64 {
    let p = placed.piece;
    let mut k = PIECE_KEYS[((loc.level().index() * 2 + p.color.index()) * 6 + p.role.index()) * 64
        + loc.square() as usize];
    if placed.ghost {
        k ^= GHOST_KEYS[loc.square() as usize];
    }
    if placed.promoted {
        k ^= PROMOTED_KEYS[loc.0 as usize];
    }
    k
}

/// A Two Worlds position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TwoWorlds {
    /// Earth and Sky; colours are the controllers' (a ghost moves for its letter's side).
    pub(crate) boards: [Board; 2],
    /// Ghosts, always in the Sky.
    pub(crate) ghosts: Bitboard,
    /// Promoted pieces per level.
    pub(crate) promoted: [Bitboard; 2],
    pub(crate) turn: Color,
    /// K=1, Q=2, k=4, q=8, I=16, i=32.
    pub(crate) castling: u8,
    /// Earth en-passant target, set after every double step.
    pub(crate) ep: Option<Square>,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) hash: u64,
}

impl Default for TwoWorlds {
    fn default() -> Self {
        TwoWorlds::new()
    }
}

impl TwoWorlds {
    /// The start position (TW-1): standard chess on Earth, an empty Sky.
    pub fn new() -> TwoWorlds {
        TwoWorlds::from_parts(
            [Board::standard(), Board::empty()],
            0,
            [0, 0],
            Color::White,
            0b11_1111,
            None,
            0,
            1,
        )
    }

    /// Builds a position from its parts without validation (hash computed).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn from_parts(
        boards: [Board; 2],
        ghosts: Bitboard,
        promoted: [Bitboard; 2],
        turn: Color,
        castling: u8,
        ep: Option<Square>,
        halfmove: u32,
        fullmove: u32,
    ) -> TwoWorlds {
        let mut p = TwoWorlds {
            boards,
            ghosts,
            promoted,
            turn,
            castling,
            ep,
            halfmove,
            fullmove,
            hash: 0,
        };
        p.hash = p.compute_hash();
        p
    }

    /// The placement of a level (colours are controllers).
    pub fn board(&self, level: Level) -> &Board {
        &self.boards[level.index()]
    }
    /// Ghost squares (in the Sky).
    pub fn ghosts(&self) -> Bitboard {
        self.ghosts
    }
    /// Promoted pieces on a level.
    pub fn promoted(&self, level: Level) -> Bitboard {
        self.promoted[level.index()]
    }
    /// Side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }
    /// Castling bits: K=1, Q=2, k=4, q=8, I=16, i=32.
    pub fn castling(&self) -> u8 {
        self.castling
    }
    /// Earth en-passant target as the position string writes it.
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

    /// The piece on `loc` with its marks.
    #[inline]
    pub fn placed_at(&self, loc: Loc) -> Option<Placed> {
        let l = loc.level().index();
        let sq = loc.square();
        let piece = self.boards[l].piece_at(sq)?;
        Some(Placed {
            piece,
            ghost: l == 1 && self.ghosts & bb(sq) != 0,
            promoted: self.promoted[l] & bb(sq) != 0,
        })
    }

    /// Every piece with its location, Earth first.
    pub fn placed_pieces(&self) -> Vec<(Loc, Placed)> {
        let mut out = Vec::new();
        for level in Level::BOTH {
            for sq in Squares(self.boards[level.index()].occupied()) {
                let loc = Loc::new(level, sq);
                if let Some(p) = self.placed_at(loc) {
                    out.push((loc, p));
                }
            }
        }
        out
    }

    /// The hash from scratch (the incremental one must always equal it).
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for (loc, p) in self.placed_pieces() {
            h ^= placed_key(loc, p);
        }
        h ^= CASTLING_KEYS[self.castling as usize & 63];
        if let Some(ep) = self.ep {
            h ^= EP_KEYS[file_of(ep) as usize];
        }
        if self.turn == Color::Black {
            h ^= SIDE_KEY;
        }
        h
    }

    /// Where `color`'s king stands (Earth first), if it has one.
    #[inline]
    pub fn king_loc(&self, color: Color) -> Option<Loc> {
        for level in Level::BOTH {
            if let Some(sq) = self.boards[level.index()].king_of(color) {
                return Some(Loc::new(level, sq));
            }
        }
        None
    }

    /// Whether a piece of `by` on `level` at `sq` attacks the square above or below it
    /// (TW-4: a non-ghost rook, queen or king).
    #[inline]
    pub(crate) fn column_attacker(&self, level: Level, sq: Square, by: Color) -> bool {
        let b = &self.boards[level.index()];
        let bit = bb(sq);
        let mut vertical = b.by_role(Role::Rook) | b.by_role(Role::Queen) | b.by_role(Role::King);
        if level == Level::Sky {
            vertical &= !self.ghosts;
        }
        b.by_color(by) & vertical & bit != 0
    }

    /// Whether `by` attacks `loc`: same-level pieces (ghosts included) with that level's
    /// blockers, or a column attack from the other level (TW-11).
    #[inline]
    pub fn is_attacked(&self, loc: Loc, by: Color) -> bool {
        let b = &self.boards[loc.level().index()];
        b.attackers_to(loc.square(), by, b.occupied()) != 0
            || self.column_attacker(loc.level().other(), loc.square(), by)
    }

    /// Whether `color`'s king is attacked (same level or column).
    pub fn king_attacked(&self, color: Color) -> bool {
        self.king_loc(color)
            .is_some_and(|k| self.is_attacked(k, color.flip()))
    }

    /// The position after the side to move passes (the search's null move), or None in
    /// check or with too few pieces besides pawns and the king (zugzwang territory).
    pub fn pass_turn(&self) -> Option<TwoWorlds> {
        let us = self.turn;
        let pieces: u32 = self
            .boards
            .iter()
            .map(|b| {
                (b.by_color(us) & !b.by_role(Role::Pawn) & !b.by_role(Role::King)).count_ones()
            })
            .sum();
        // Few pieces: zugzwang is likely, and a piece that cannot move on one level may be
        // the only one able to step to the other.
        if pieces < 2 || self.in_check() {
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

    /// Whether `mv` leaves the other side in check, told without playing it for the
    /// moves that change nothing but where their piece stands: a quiet move within a
    /// level (no capture, no promotion) and a quiet vertical step of a piece that is no
    /// ghost (TW-3). None for every other move.
    pub fn quiet_move_checks(&self, mv: Move) -> Option<bool> {
        if !matches!(mv.kind, Kind::Normal | Kind::DoublePush | Kind::Vertical)
            || mv.promotion.is_some()
            || self.placed_at(mv.to).is_some()
        {
            return None;
        }
        let mover = self.placed_at(mv.from)?;
        if mover.ghost && mv.kind == Kind::Vertical {
            return None;
        }
        let us = self.turn;
        let Some(king) = self.king_loc(us.flip()) else {
            return Some(false);
        };
        let (level, sq) = (king.level(), king.square());
        let role = mover.piece.role;
        let removed = if mv.from.level() == level {
            bb(mv.from.square())
        } else {
            0
        };
        let added = (mv.to.level() == level).then_some((mv.to.square(), role));
        if self.boards[level.index()].attacked_after(sq, us, removed, added) {
            return Some(true);
        }
        // The column (TW-4): a rook, queen or king of `us` that is no ghost, on the king's
        // square of the other level, after the move.
        let other = level.other();
        let arrives = mv.to == Loc::new(other, sq)
            && !mover.ghost
            && matches!(role, Role::Rook | Role::Queen | Role::King);
        let stays = mv.from != Loc::new(other, sq) && self.column_attacker(other, sq, us);
        Some(arrives || stays)
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.king_attacked(self.turn)
    }

    /// The pieces giving check to the side to move: same-level attackers of its king
    /// (ghosts included), then the column attacker on the other level (TW-4, TW-11).
    pub fn checker_locs(&self) -> Vec<Loc> {
        let Some(king) = self.king_loc(self.turn) else {
            return Vec::new();
        };
        let them = self.turn.flip();
        let (level, sq) = (king.level(), king.square());
        let b = &self.boards[level.index()];
        let mut out: Vec<Loc> = Squares(b.attackers_to(sq, them, b.occupied()))
            .map(|s| Loc::new(level, s))
            .collect();
        if self.column_attacker(level.other(), sq, them) {
            out.push(king.above_or_below());
        }
        out
    }

    /// Whether `color` still has an original rook (non-ghost, unpromoted) on a level.
    pub fn has_original_rook(&self, color: Color) -> bool {
        Level::BOTH.into_iter().any(|l| {
            let mut rooks =
                self.boards[l.index()].pieces(color, Role::Rook) & !self.promoted[l.index()];
            if l == Level::Sky {
                rooks &= !self.ghosts;
            }
            rooks != 0
        })
    }

    /// Whether the piece on `loc` is an original rook of `color`.
    #[inline]
    pub(crate) fn is_original_rook(&self, loc: Loc, color: Color) -> bool {
        let l = loc.level().index();
        let bit = bb(loc.square());
        self.boards[l].pieces(color, Role::Rook) & bit != 0
            && self.promoted[l] & bit == 0
            && (l == 0 || self.ghosts & bit == 0)
    }

    /// The hash used for repetition: the en-passant square counts only when an
    /// en-passant capture is legal.
    pub fn repetition_hash(&self) -> u64 {
        match self.ep {
            Some(ep) if !self.has_legal_en_passant() => self.hash ^ EP_KEYS[file_of(ep) as usize],
            _ => self.hash,
        }
    }

    /// The square of the piece `mv` captures, if any (the passed pawn for en passant).
    pub fn victim(&self, mv: Move) -> Option<Loc> {
        match mv.kind {
            Kind::EnPassant => {
                let sq = match self.turn {
                    Color::White => mv.to.square().wrapping_sub(8),
                    Color::Black => mv.to.square() + 8,
                };
                Some(Loc::new(Level::Earth, sq & 63))
            }
            Kind::Castle | Kind::InterLevelCastle => None,
            _ => self.placed_at(mv.to).map(|_| mv.to),
        }
    }

    /// Where the piece captured by `mv` goes: `Some(Some(sky))` if it rises there as a
    /// ghost, `Some(None)` if it leaves the game, `None` if `mv` captures nothing.
    pub fn capture_fate(&self, mv: Move) -> Option<Option<Loc>> {
        let victim = self.victim(mv)?;
        if victim.level() == Level::Sky {
            return Some(None);
        }
        let above = victim.above_or_below();
        // A vertical capture from the Sky frees the square it rises into.
        let free = self.boards[1].role_at(above.square()).is_none() || mv.from == above;
        Some(free.then_some(above))
    }

    /// Squares attacked by `by` on a level (for drawing and evaluation; column attacks
    /// not included).
    pub fn attacked_squares(&self, level: Level, by: Color) -> Bitboard {
        let b = &self.boards[level.index()];
        b.attacked_squares(by, b.occupied())
    }

    /// Whether the sliding path between two squares of a level is empty.
    #[inline]
    pub(crate) fn path_clear(&self, level: Level, a: Square, b: Square) -> bool {
        attacks::between(a, b) & self.boards[level.index()].occupied() == 0
    }
}
