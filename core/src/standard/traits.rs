//! `Chess` as the rest of the crate sees it: the rules, the notation, the picture and
//! the search's hooks (SEE, check detection, move ordering, the correction key).
use super::{Chess, Move, Special, eval, see};
use crate::game::{Drawable, Notation, Rules, Searchable};
use crate::geometry::{BoardSpec, CaptureFate, Cell, Geometry, MoveInfo, PieceView};
use crate::kernel::{Role, bb, square_name};
use crate::linear::{Features, LinearEval};
use crate::variant::Variant;

impl LinearEval for Chess {
    fn eval_white(&self) -> i32 {
        Chess::eval_white(self)
    }
    fn features(&self) -> Features {
        eval::features(&self.board, self.turn)
    }
}

impl Rules for Chess {
    type Move = Move;
    crate::forwards::single_move_forwards! {
        rules;
        play: play_capture,
        terminal: standard_terminal,
    }
    fn variant(&self) -> Variant {
        Variant::Standard
    }
    fn repetition_key(&self) -> Option<u64> {
        Some(self.repetition_hash())
    }
    fn checkers(&self) -> Vec<Cell> {
        self.checker_cells(0)
    }
}

impl Notation for Chess {
    crate::forwards::single_move_forwards! {
        notation;
        parse: parse_uci,
        display: san,
    }
    fn move_string(&self, mv: Move) -> String {
        mv.uci()
    }
    fn cell_name(&self, cell: Cell) -> String {
        square_name(crate::kernel::square(cell.file, cell.rank))
    }
}

impl Drawable for Chess {
    fn move_info(&self, mv: Move) -> MoveInfo {
        self.move_info_on(mv, 0, Some(CaptureFate::Lost))
    }
    fn geometry(&self) -> Geometry {
        Geometry {
            boards: vec![BoardSpec::square("Board", 8, (0, 0), 0)],
        }
    }
    fn pieces(&self) -> Vec<(Cell, PieceView)> {
        self.pieces_on(0)
    }
}

impl Searchable for Chess {
    const SELECTIVE: bool = true;
    crate::forwards::single_move_forwards! {
        search;
        insufficient: is_insufficient_material,
        evaluate: search_eval_white,
    }
    /// The pawns of each side, mixed (multiply and fold: distinct structures rarely share
    /// a correction slot).
    fn correction_key(&self) -> Option<u64> {
        let mix = eval::pawns::pawn_mix(&self.board).wrapping_mul(eval::pawns::MIX);
        Some(mix ^ (mix >> 29))
    }
    fn is_noisy(&self, mv: Move) -> bool {
        mv.promotion.is_some() || self.captured(mv).is_some()
    }
    /// The halfmove clock: a capture or a pawn move resets it, and no position before
    /// one can come back (the material or the pawns differ).
    fn repetition_window(&self) -> Option<usize> {
        Some(self.halfmove as usize)
    }
    #[inline]
    fn gives_check(&self, mv: Move) -> Option<bool> {
        if matches!(mv.special, Special::Castle | Special::EnPassant) {
            return None;
        }
        let role = mv.promotion.or_else(|| self.board.role_at(mv.from))?;
        let Some(king) = self.board.king_of(self.turn.flip()) else {
            return Some(false);
        };
        Some(
            self.board
                .attacked_after(king, self.turn, bb(mv.from), Some((mv.to, role))),
        )
    }
    fn see_ge(&self, mv: Move, threshold: i32) -> bool {
        if mv.promotion.is_none()
            && let Some(role) = self.board.role_at(mv.from)
            && role != Role::King
            && let Some(answer) = see::see_bounds(
                self.captured(mv).map_or(0, |r| eval::VALUES[r.index()]),
                eval::VALUES[role.index()],
                (crate::kernel::RANK_1 | crate::kernel::RANK_8) & (1u64 << mv.to) != 0,
                threshold,
            )
        {
            return answer;
        }
        self.see(mv) >= threshold
    }
    fn order_hint(&self, mv: Move) -> i32 {
        // MVV-LVA: the most valuable victim first, then the least valuable attacker.
        let victim = self
            .captured(mv)
            .map_or(0, |r| eval::VALUES[r.index()] * 10);
        let attacker = self
            .board
            .role_at(mv.from)
            .map_or(0, |r| eval::VALUES[r.index()] / 10);
        let promo = mv.promotion.map_or(0, |r| eval::VALUES[r.index()] * 10);
        if victim + promo == 0 {
            0
        } else {
            10_000 + victim + promo - attacker
        }
    }
}
