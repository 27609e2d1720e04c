//! How a Two Worlds move changes the position: the pieces move, an Earth victim rises
//! as a ghost (TW-5) or a Sky victim leaves the game (TW-7), rights (TW-9, TW-10),
//! clocks and the hash follow.
use super::position::{
    CASTLING_KEYS, EP_KEYS, Kind, Level, Loc, Move, Placed, SIDE_KEY, TwoWorlds, classic_rights,
    inter_right, placed_key,
};
use crate::kernel::{Color, Piece, Role, Square, bb, file_of};
use crate::standard::CastleSide;

impl TwoWorlds {
    #[inline]
    fn put(&mut self, loc: Loc, placed: Placed) {
        let l = loc.level().index();
        let bit = bb(loc.square());
        self.boards[l].put(loc.square(), placed.piece);
        if placed.ghost {
            self.ghosts |= bit;
        }
        if placed.promoted {
            self.promoted[l] |= bit;
        }
        self.hash ^= placed_key(loc, placed);
    }

    #[inline]
    fn take(&mut self, loc: Loc) -> Option<Placed> {
        let placed = self.placed_at(loc)?;
        let l = loc.level().index();
        let bit = bb(loc.square());
        self.boards[l].take(loc.square());
        self.ghosts &= !(bit & if l == 1 { !0 } else { 0 });
        self.promoted[l] &= !bit;
        self.hash ^= placed_key(loc, placed);
        Some(placed)
    }

    /// `color` loses the classic right tied to Earth corner `sq`, if it is one.
    #[inline]
    fn lose_corner_right(&mut self, color: Color, sq: Square) {
        self.castling &= !CastleSide::corner_rights(color, sq);
    }

    /// Plays a legal move: moves the pieces, makes an Earth victim rise (TW-5), updates
    /// rights, clocks and the hash.
    pub fn play_move(&mut self, mv: Move) {
        let us = self.turn;
        let them = us.flip();
        if let Some(ep) = self.ep.take() {
            self.hash ^= EP_KEYS[file_of(ep) as usize];
        }
        self.halfmove = self.halfmove.saturating_add(1);
        let old_castling = self.castling;
        match mv.kind {
            Kind::Castle => {
                if let Some(king) = self.take(mv.from) {
                    self.put(mv.to, king);
                }
                if let Some(side) = CastleSide::from_king_to(us, mv.to.square()) {
                    let rook_from = Loc::new(Level::Earth, side.rook_from(us));
                    if let Some(rook) = self.take(rook_from) {
                        self.put(Loc::new(Level::Earth, side.rook_to(us)), rook);
                    }
                }
                self.castling &= !classic_rights(us);
            }
            Kind::InterLevelCastle => {
                let king = self.take(mv.from);
                let rook = self.take(mv.to);
                if let Some(king) = king {
                    self.put(mv.to, king);
                }
                if let Some(rook) = rook {
                    self.put(mv.from, rook);
                }
                self.castling &= !(classic_rights(us) | inter_right(us));
            }
            _ => {
                let Some(mover) = self.take(mv.from) else {
                    return;
                };
                let victim_loc = if mv.kind == Kind::EnPassant {
                    let sq = match us {
                        Color::White => mv.to.square().wrapping_sub(8),
                        Color::Black => mv.to.square() + 8,
                    };
                    Loc::new(Level::Earth, sq & 63)
                } else {
                    mv.to
                };
                if let Some(victim) = self.take(victim_loc) {
                    self.halfmove = 0;
                    if victim.piece.role == Role::Rook {
                        if victim_loc.level() == Level::Earth {
                            self.lose_corner_right(them, victim_loc.square());
                        }
                        if self.castling & inter_right(them) != 0
                            && !victim.ghost
                            && !victim.promoted
                            && !self.has_original_rook(them)
                        {
                            self.castling &= !inter_right(them);
                        }
                    }
                    // TW-5: the mover has already left, so a vertical capture from the
                    // Sky leaves the victim's Sky square free.
                    if victim_loc.level() == Level::Earth {
                        let above = victim_loc.above_or_below();
                        if self.boards[1].role_at(above.square()).is_none() {
                            self.put(
                                above,
                                Placed {
                                    piece: Piece {
                                        color: us,
                                        role: victim.piece.role,
                                    },
                                    ghost: true,
                                    promoted: false,
                                },
                            );
                        }
                    }
                }
                let placed = match mv.promotion {
                    Some(role) => Placed {
                        piece: Piece { color: us, role },
                        ghost: false,
                        promoted: true,
                    },
                    None => mover,
                };
                self.put(mv.to, placed);
                match mover.piece.role {
                    Role::Pawn => {
                        self.halfmove = 0;
                        if mv.kind == Kind::DoublePush {
                            let ep = (mv.from.square() + mv.to.square()) / 2;
                            self.ep = Some(ep);
                            self.hash ^= EP_KEYS[file_of(ep) as usize];
                        }
                    }
                    Role::King => self.castling &= !classic_rights(us),
                    Role::Rook if mv.from.level() == Level::Earth => {
                        self.lose_corner_right(us, mv.from.square())
                    }
                    _ => {}
                }
            }
        }
        if self.castling != old_castling {
            self.hash ^= CASTLING_KEYS[old_castling as usize & 63]
                ^ CASTLING_KEYS[self.castling as usize & 63];
        }
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = them;
        self.hash ^= SIDE_KEY;
    }
}
