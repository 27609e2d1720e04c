//! Legal move generation for Two Worlds.
//!
//! The fast generator works like standard chess's (checks and pins computed up front)
//! with the Two Worlds facts that make that possible:
//! - only the level the king stands on can pin or check through lines; the other level
//!   reaches the king only through the one square below/above it (column attack, which
//!   cannot be blocked), so moves on the other level are free unless the king is in check;
//! - a piece stepping onto the king's level can block; one stepping off it can unpin;
//! - a capture on Earth makes the victim rise as a ghost of the mover, which can block a
//!   check on a Sky king (but never exposes it);
//! - a vertical capture from the Sky leaves the mover's square filled by the risen ghost.
//!
//! En passant and inter-level castling are tried by playing them. `pseudo_legal_moves`
//! is the slow, obviously correct oracle the tests compare the fast generator with.
use super::position::{Kind, Level, Loc, Move, TwoWorlds, classic_rights, inter_right};
use crate::kernel::sink::PROMOTION_ROLES;
use crate::kernel::{
    Bitboard, Color, MoveSink, RANK_1, RANK_2, RANK_7, RANK_8, Role, Square, Squares, attacks, bb,
};
use crate::standard::CastleSide;

/// Moves within `from`'s level to each square of `targets`.
#[inline]
fn push_targets<S: MoveSink<Move>>(sink: &mut S, from: Loc, targets: Bitboard) {
    sink.push_each(targets, |to| {
        Move::new(from, Loc::new(from.level(), to), Kind::Normal)
    });
}

/// Pawn moves within `from`'s level; promotions on `promo` squares.
#[inline]
fn push_pawn_targets<S: MoveSink<Move>>(
    sink: &mut S,
    from: Loc,
    targets: Bitboard,
    promo: Bitboard,
) {
    let to = |sq| Loc::new(from.level(), sq);
    sink.push_maybe_promoting(
        targets,
        promo,
        |sq| Move::new(from, to(sq), Kind::Normal),
        |sq, role| Move::promoting(from, to(sq), Kind::Normal, role),
    );
}

/// Vertical moves from `from` (a level) on each square of `set`; promotions on
/// `promo` squares (descent promotion).
#[inline]
fn push_vertical<S: MoveSink<Move>>(sink: &mut S, from: Level, set: Bitboard, promo: Bitboard) {
    let ends = |sq| (Loc::new(from, sq), Loc::new(from.other(), sq));
    sink.push_maybe_promoting(
        set,
        promo,
        |sq| {
            let (f, t) = ends(sq);
            Move::new(f, t, Kind::Vertical)
        },
        |sq, role| {
            let (f, t) = ends(sq);
            Move::promoting(f, t, Kind::Vertical, role)
        },
    );
}

/// `color`'s last rank (where Earth pawns promote).
#[inline]
const fn last_rank(color: Color) -> Bitboard {
    match color {
        Color::White => RANK_8,
        Color::Black => RANK_1,
    }
}

/// `color`'s first rank (no pawn of `color` may stand there on Earth).
#[inline]
const fn first_rank(color: Color) -> Bitboard {
    match color {
        Color::White => RANK_1,
        Color::Black => RANK_8,
    }
}

/// The squares one rank ahead of `set` for `color`.
#[inline]
fn forward(color: Color, set: Bitboard) -> Bitboard {
    match color {
        Color::White => set << 8,
        Color::Black => set >> 8,
    }
}

impl TwoWorlds {
    /// Our pieces on `level` pinned to our king on `ksq` by enemy sliders of that level.
    fn pinned(&self, level: Level, ksq: Square) -> Bitboard {
        self.boards[level.index()].pinned(ksq, self.turn)
    }

    /// Generates every legal move into `sink`.
    #[inline]
    pub fn generate<S: MoveSink<Move>>(&self, sink: &mut S) {
        self.generate_moves::<false, S>(sink);
    }

    /// Generates exactly the legal noisy moves (what `is_noisy` calls noisy: captures on
    /// a level, vertical captures, en passant, promotions including descent promotions)
    /// into `sink`, without generating the quiet ones.
    #[inline]
    pub fn generate_noisy<S: MoveSink<Move>>(&self, sink: &mut S) {
        self.generate_moves::<true, S>(sink);
    }

    /// Every legal move, or with `NOISY` only the noisy ones: the same legality masks,
    /// the destinations narrowed to enemy pieces (ghosts included), pawn pushes to
    /// promotion squares and descent promotions kept; no double pushes, vertical steps
    /// or castling.
    fn generate_moves<const NOISY: bool, S: MoveSink<Move>>(&self, sink: &mut S) {
        let us = self.turn;
        let them = us.flip();
        let Some(kloc) = self.king_loc(us) else {
            return;
        };
        let kl = kloc.level();
        let ol = kl.other();
        let ksq = kloc.square();
        let kb = &self.boards[kl.index()];
        let ob = &self.boards[ol.index()];
        let kocc = kb.occupied();
        let oocc = ob.occupied();
        let same_checkers = kb.attackers_to(ksq, them, kocc);
        let column_check = self.column_attacker(ol, ksq, them);
        let checks = same_checkers.count_ones() + column_check as u32;

        // King steps on its level: safe once the king has left its square.
        let without_king = kocc ^ bb(ksq);
        let mut safe = 0;
        let wanted_k = if NOISY { kb.by_color(them) } else { !0 };
        for to in
            Squares(attacks::king(ksq) & !kb.by_color(us) & !kb.pieces(them, Role::King) & wanted_k)
        {
            if kb.attackers_to(to, them, without_king) == 0 && !self.column_attacker(ol, to, them) {
                safe |= bb(to);
            }
        }
        push_targets(sink, kloc, safe);

        // The king's vertical move: a step, a capture, or inter-level castling. Above or
        // below it afterwards is empty or our own risen ghost: only its new level counts.
        let vertical = kloc.above_or_below();
        let new_level_safe = || ob.attackers_to(ksq, them, oocc) == 0;
        match ob.piece_at(ksq) {
            None => {
                if !NOISY && new_level_safe() {
                    sink.push(Move::new(kloc, vertical, Kind::Vertical));
                }
            }
            Some(p) if p.color == them => {
                if p.role != Role::King && new_level_safe() {
                    sink.push(Move::new(kloc, vertical, Kind::Vertical));
                }
            }
            Some(_) => {
                let castle = Move::new(kloc, vertical, Kind::InterLevelCastle);
                if !NOISY
                    && checks == 0
                    && self.castling & inter_right(us) != 0
                    && self.is_original_rook(vertical, us)
                    && self.is_safe_after(castle)
                {
                    sink.push(castle);
                }
            }
        }
        if checks > 1 {
            return;
        }

        // Where non-king moves may land on each level.
        let not_ours_k = !kb.by_color(us) & !kb.pieces(them, Role::King);
        let not_ours_o = !ob.by_color(us) & !ob.pieces(them, Role::King);
        let (target_k, target_o) = if checks == 0 {
            (not_ours_k, not_ours_o)
        } else if column_check {
            (0, bb(ksq) & not_ours_o)
        } else {
            let checker = same_checkers.trailing_zeros() as Square;
            let block = attacks::between(ksq, checker);
            // A Sky king can be shielded by a victim rising from an Earth capture.
            let rising_block = if kl == Level::Sky {
                block & ob.by_color(them) & not_ours_o
            } else {
                0
            };
            ((block | same_checkers) & not_ours_k, rising_block)
        };
        let pinned = self.pinned(kl, ksq);
        self.generate_level::<NOISY, S>(sink, kl, target_k, pinned, ksq);
        self.generate_level::<NOISY, S>(sink, ol, target_o, 0, ksq);

        self.generate_vertical::<NOISY, S>(sink, kl, checks, pinned, target_k);

        self.generate_en_passant(sink);
        if !NOISY && checks == 0 && kl == Level::Earth {
            self.generate_castling(sink, ksq);
        }
    }

    /// Vertical moves of pieces other than the king (see the module comment), given the
    /// king's level `kl`, the number of `checks`, the pieces `pinned` on the king's level
    /// and `target_k`, where a move there must land in check; with `NOISY` only captures
    /// and descent promotions.
    #[inline(always)]
    fn generate_vertical<const NOISY: bool, S: MoveSink<Move>>(
        &self,
        sink: &mut S,
        kl: Level,
        checks: u32,
        pinned: Bitboard,
        target_k: Bitboard,
    ) {
        let us = self.turn;
        let them = us.flip();
        let earth = &self.boards[0];
        let sky = &self.boards[1];
        let up_steps = earth.by_color(us) & !earth.pieces(us, Role::King) & !sky.occupied();
        let up_captures = earth.rook_likes(us) & sky.by_color(them) & !sky.pieces(them, Role::King);
        let sky_movers = sky.by_color(us) & !self.ghosts & !sky.pieces(us, Role::King);
        let down_steps =
            sky_movers & !earth.occupied() & !(sky.pieces(us, Role::Pawn) & first_rank(us));
        let down_captures = sky_movers
            & sky.rook_likes(us)
            & earth.by_color(them)
            & !earth.pieces(them, Role::King);
        let (mut up_steps, mut up_captures, mut down_steps, mut down_captures) =
            (up_steps, up_captures, down_steps, down_captures);
        if checks == 0 {
            match kl {
                Level::Earth => {
                    up_steps &= !pinned;
                    up_captures &= !pinned;
                }
                // A Sky piece capturing downwards is replaced by the risen ghost.
                Level::Sky => down_steps &= !pinned,
            }
        } else {
            match kl {
                Level::Earth => {
                    up_steps = 0;
                    up_captures = 0;
                    down_steps &= target_k;
                    down_captures &= target_k;
                }
                Level::Sky => {
                    down_steps = 0;
                    down_captures = 0;
                    up_steps &= target_k;
                    up_captures &= target_k;
                }
            }
        }
        let descent_promo = sky.pieces(us, Role::Pawn) & last_rank(us);
        if NOISY {
            up_steps = 0;
            down_steps &= descent_promo;
        }
        push_vertical(sink, Level::Earth, up_steps | up_captures, 0);
        push_vertical(sink, Level::Sky, down_steps | down_captures, descent_promo);
    }

    /// Moves within `level` of our pieces other than the king, landing on `target`;
    /// with `NOISY` only captures and promotions.
    fn generate_level<const NOISY: bool, S: MoveSink<Move>>(
        &self,
        sink: &mut S,
        level: Level,
        target: Bitboard,
        pinned: Bitboard,
        ksq: Square,
    ) {
        if target == 0 {
            return;
        }
        let us = self.turn;
        let them = us.flip();
        let b = &self.boards[level.index()];
        let occ = b.occupied();
        let piece_target = if NOISY {
            target & b.by_color(them)
        } else {
            target
        };
        for from in Squares(b.pieces(us, Role::Knight) & !pinned) {
            push_targets(
                sink,
                Loc::new(level, from),
                attacks::knight(from) & piece_target,
            );
        }
        for from in Squares(b.bishop_likes(us)) {
            let mut t = attacks::bishop(from, occ) & piece_target;
            if pinned & bb(from) != 0 {
                t &= attacks::line(ksq, from);
            }
            push_targets(sink, Loc::new(level, from), t);
        }
        for from in Squares(b.rook_likes(us)) {
            let mut t = attacks::rook(from, occ) & piece_target;
            if pinned & bb(from) != 0 {
                t &= attacks::line(ksq, from);
            }
            push_targets(sink, Loc::new(level, from), t);
        }
        let theirs = b.by_color(them) & !b.pieces(them, Role::King);
        let empty = !occ;
        // Sky pawns never double-step or promote; forward from the last rank falls off
        // the board, so a pawn there has no move on its level (TW-6, TW-8).
        let (home, promo) = match level {
            Level::Earth => (
                match us {
                    Color::White => RANK_2,
                    Color::Black => RANK_7,
                },
                last_rank(us),
            ),
            Level::Sky => (0, 0),
        };
        for from in Squares(b.pieces(us, Role::Pawn)) {
            let one = forward(us, bb(from)) & empty;
            let one = if NOISY { one & promo } else { one };
            let two = if !NOISY && bb(from) & home != 0 {
                forward(us, one) & empty
            } else {
                0
            };
            let mut moves = (one | (attacks::pawn(us, from) & theirs)) & target;
            let mut double = two & target;
            if pinned & bb(from) != 0 {
                let l = attacks::line(ksq, from);
                moves &= l;
                double &= l;
            }
            let from_loc = Loc::new(level, from);
            push_pawn_targets(sink, from_loc, moves, promo);
            if double != 0 {
                sink.push(Move::new(
                    from_loc,
                    Loc::new(level, double.trailing_zeros() as Square),
                    Kind::DoublePush,
                ));
            }
        }
    }

    /// Earth en-passant captures, each tried by playing it (rare; TW-5 rising can matter).
    /// Inlined with its early exit: every node asks, almost none has a square.
    #[inline(always)]
    fn generate_en_passant<S: MoveSink<Move>>(&self, sink: &mut S) {
        if self.ep.is_none() {
            return;
        }
        for mv in self.en_passant_candidates() {
            if self.is_safe_after(mv) {
                sink.push(mv);
            }
        }
    }

    /// En-passant captures ignoring king safety: the target is empty and an enemy pawn
    /// stands on the victim square (RULES.md §6).
    fn en_passant_candidates(&self) -> impl Iterator<Item = Move> + '_ {
        let us = self.turn;
        let them = us.flip();
        let earth = &self.boards[0];
        let ok = self.ep.and_then(|ep| {
            let victim = match us {
                Color::White => ep.checked_sub(8)?,
                Color::Black => ep + 8,
            };
            (victim < 64
                && earth.occupied() & bb(ep) == 0
                && earth.pieces(them, Role::Pawn) & bb(victim) != 0)
                .then_some(ep)
        });
        let froms = ok.map_or(0, |ep| {
            attacks::pawn(them, ep) & earth.pieces(us, Role::Pawn)
        });
        Squares(froms).map(move |from| {
            Move::new(
                Loc::new(Level::Earth, from),
                Loc::new(Level::Earth, ok.unwrap_or(0)),
                Kind::EnPassant,
            )
        })
    }

    /// Whether any en-passant capture is legal now (for repetition).
    pub fn has_legal_en_passant(&self) -> bool {
        self.en_passant_candidates()
            .any(|mv| self.is_safe_after(mv))
    }

    /// Classic castling on Earth (TW-9), the king on `ksq` and not in check.
    fn generate_castling<S: MoveSink<Move>>(&self, sink: &mut S, ksq: Square) {
        let us = self.turn;
        let them = us.flip();
        let king_home = match us {
            Color::White => 4,
            Color::Black => 60,
        };
        if self.castling & classic_rights(us) == 0 || ksq != king_home {
            return;
        }
        for side in CastleSide::BOTH {
            if self.castling & side.right(us) == 0 {
                continue;
            }
            let rook = Loc::new(Level::Earth, side.rook_from(us));
            if !self.is_original_rook(rook, us)
                || !self.path_clear(Level::Earth, ksq, rook.square())
            {
                continue;
            }
            let king_to = side.king_to(us);
            let path = attacks::between(ksq, king_to) | bb(king_to);
            if Squares(path).any(|sq| self.is_attacked(Loc::new(Level::Earth, sq), them)) {
                continue;
            }
            sink.push(Move::new(
                Loc::new(Level::Earth, ksq),
                Loc::new(Level::Earth, king_to),
                Kind::Castle,
            ));
        }
    }

    /// Whether the mover's king is safe after `mv` (played on a copy).
    pub(crate) fn is_safe_after(&self, mv: Move) -> bool {
        let mut after = *self;
        after.play_move(mv);
        !after.king_attacked(self.turn)
    }

    /// All moves by the rules of movement, without the final king-safety test, written
    /// piece by piece for clarity: the oracle for the fast generator. Castling's own
    /// conditions (not in check, path not attacked) are applied here.
    pub fn pseudo_legal_moves(&self) -> Vec<Move> {
        let us = self.turn;
        let them = us.flip();
        let mut out = Vec::new();
        for level in Level::BOTH {
            let b = &self.boards[level.index()];
            let occ = b.occupied();
            let own = b.by_color(us);
            let enemy = b.by_color(them) & !b.pieces(them, Role::King);
            for sq in Squares(own) {
                let from = Loc::new(level, sq);
                let Some(placed) = self.placed_at(from) else {
                    continue;
                };
                let role = placed.piece.role;
                let to_level = |set: Bitboard| Squares(set).map(move |t| Loc::new(level, t));
                match role {
                    Role::Pawn => {
                        let one = forward(us, bb(sq)) & !occ;
                        let captures = attacks::pawn(us, sq) & enemy;
                        for to in to_level(one | captures) {
                            if level == Level::Earth && bb(to.square()) & last_rank(us) != 0 {
                                for r in PROMOTION_ROLES {
                                    out.push(Move::promoting(from, to, Kind::Normal, r));
                                }
                            } else {
                                out.push(Move::new(from, to, Kind::Normal));
                            }
                        }
                        let home = match us {
                            Color::White => RANK_2,
                            Color::Black => RANK_7,
                        };
                        if level == Level::Earth && bb(sq) & home != 0 && one != 0 {
                            let two = forward(us, one) & !occ;
                            for to in to_level(two) {
                                out.push(Move::new(from, to, Kind::DoublePush));
                            }
                        }
                    }
                    _ => {
                        let reach = match role {
                            Role::Knight => attacks::knight(sq),
                            Role::Bishop => attacks::bishop(sq, occ),
                            Role::Rook => attacks::rook(sq, occ),
                            Role::Queen => attacks::queen(sq, occ),
                            _ => attacks::king(sq),
                        };
                        for to in to_level(reach & (enemy | !occ)) {
                            out.push(Move::new(from, to, Kind::Normal));
                        }
                    }
                }
                if placed.ghost {
                    continue;
                }
                let dest = from.above_or_below();
                match self.placed_at(dest) {
                    None => {
                        let pawn_to = bb(sq);
                        if role == Role::Pawn && level == Level::Sky {
                            if pawn_to & first_rank(us) != 0 {
                                continue;
                            }
                            if pawn_to & last_rank(us) != 0 {
                                for r in PROMOTION_ROLES {
                                    out.push(Move::promoting(from, dest, Kind::Vertical, r));
                                }
                                continue;
                            }
                        }
                        out.push(Move::new(from, dest, Kind::Vertical));
                    }
                    Some(other) if other.piece.color == them => {
                        if other.piece.role != Role::King
                            && matches!(role, Role::Rook | Role::Queen | Role::King)
                        {
                            out.push(Move::new(from, dest, Kind::Vertical));
                        }
                    }
                    Some(_) => {
                        if role == Role::King
                            && self.castling & inter_right(us) != 0
                            && self.is_original_rook(dest, us)
                            && !self.in_check()
                        {
                            out.push(Move::new(from, dest, Kind::InterLevelCastle));
                        }
                    }
                }
            }
        }
        out.extend(self.en_passant_candidates());
        if let Some(k) = self.king_loc(us)
            && !self.in_check()
            && k.level() == Level::Earth
        {
            let mut castles = Vec::new();
            self.generate_castling(&mut castles, k.square());
            out.extend(castles);
        }
        out
    }

    /// Legal moves by the oracle: pseudo-legal moves that leave the king safe.
    pub fn legal_moves_by_trial(&self) -> Vec<Move> {
        self.pseudo_legal_moves()
            .into_iter()
            .filter(|&mv| self.is_safe_after(mv))
            .collect()
    }
}
