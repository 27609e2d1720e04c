//! Perft over whole turns (V-12): every distinct turn string counts once, turns that end
//! the game inside the turn included (with nothing below them, §6). The last turn is
//! counted in bulk: board-2 moves are counted, not played, and Eternal transfers are
//! counted from the home squares.
use super::{Phase, Valhalla};
use crate::game::Position;
use crate::kernel::{Piece, Role, Square, Squares};
use crate::standard::Move as ChessMove;

impl Valhalla {
    /// The number of whole turns `depth` turns deep (the rest of the current turn counts
    /// as the first when inside one).
    pub fn perft_turns(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        match self.phase {
            Phase::Over(_) => 0,
            Phase::Board1 => self.count_from_board1(depth),
            Phase::Transfer { piece, from } => self.count_from_transfer(piece, from, depth),
            Phase::Board2 => self.count_from_board2(depth),
            Phase::Eternal { piece, from } => self.count_from_eternal(piece, from, depth),
        }
    }

    /// Turn counts split by the root's turns, sorted by turn string.
    pub fn divide_turns(&self, depth: u32) -> Vec<(String, u64)> {
        let mut rows = Vec::new();
        self.for_each_turn(&mut |text, child| {
            let n = if depth <= 1 {
                1
            } else {
                child.perft_turns(depth - 1)
            };
            rows.push((text.to_string(), n));
        });
        rows.sort();
        rows
    }

    fn count_from_board1(&self, depth: u32) -> u64 {
        let mut moves: Vec<ChessMove> = Vec::with_capacity(64);
        self.boards[0].generate(&mut moves);
        let mut total = 0;
        for m in moves {
            let mut p = *self;
            total += match p.boards[0].play_capture(m) {
                Some((from, piece)) => p.count_from_transfer(piece, from, depth),
                None => p.count_from_board2(depth),
            };
        }
        total
    }

    /// The transfer phase of a turn whose board-1 move has been played.
    fn count_from_transfer(&self, piece: Piece, from: Square, depth: u32) -> u64 {
        let targets = self.transfer_targets(1, piece, from);
        if targets == 0 {
            let mut p = *self;
            p.out += 1;
            return p.count_from_board2(depth);
        }
        let mut total = 0;
        for sq in Squares(targets) {
            let mut p = *self;
            total += match p.land(1, piece, Some(sq)) {
                // A replaced king ends the game: a whole turn with nothing below.
                Some(_) => (depth == 1) as u64,
                None => p.count_from_board2(depth),
            };
        }
        total
    }

    /// The board-2 phase (the phase field may still name the previous one).
    fn count_from_board2(&self, depth: u32) -> u64 {
        let b2 = &self.boards[1];
        let bare = self.board2_bare();
        if depth == 1 && !self.options.eternal {
            // A mate here ends the turn and a forced pass is one turn: either way one.
            let n = b2.count_legal_moves() as u64;
            return if n == 0 { 1 } else { n + bare as u64 };
        }
        let mut moves: Vec<ChessMove> = Vec::with_capacity(64);
        b2.generate(&mut moves);
        if moves.is_empty() {
            return if b2.in_check() {
                (depth == 1) as u64
            } else {
                self.count_after_pass(depth)
            };
        }
        let mut total = 0;
        if depth == 1 {
            // `:eternal`, last turn: a capture makes one turn per Eternal choice.
            for m in &moves {
                total += match b2
                    .victim_square(*m)
                    .and_then(|sq| b2.board().piece_at(sq).map(|piece| (sq, piece)))
                {
                    Some((sq, piece)) => self.transfer_choices(0, piece, sq),
                    None => 1,
                };
            }
            return total + bare as u64;
        }
        for m in moves {
            let mut p = *self;
            let pawn = b2.board().role_at(m.from) == Some(Role::Pawn);
            let victim = p.boards[1].play_capture(m);
            if pawn || victim.is_some() {
                p.boards[0].set_halfmove(0);
            }
            total += match victim {
                Some((from, piece)) if self.options.eternal => {
                    p.count_from_eternal(piece, from, depth)
                }
                Some(_) => {
                    p.out += 1;
                    p.phase = Phase::Board1;
                    p.perft_turns(depth - 1)
                }
                None => {
                    p.phase = Phase::Board1;
                    p.perft_turns(depth - 1)
                }
            };
        }
        if bare {
            total += self.count_after_pass(depth);
        }
        total
    }

    fn count_after_pass(&self, depth: u32) -> u64 {
        if depth == 1 {
            return 1;
        }
        let mut p = *self;
        p.boards[1].pass();
        p.phase = Phase::Board1;
        p.perft_turns(depth - 1)
    }

    /// The Eternal transfer phase of a turn whose board-2 move has been played.
    fn count_from_eternal(&self, piece: Piece, from: Square, depth: u32) -> u64 {
        if depth == 1 {
            return self.transfer_choices(0, piece, from);
        }
        let targets = self.transfer_targets(0, piece, from);
        if targets == 0 {
            let mut p = *self;
            p.out += 1;
            p.phase = Phase::Board1;
            return p.perft_turns(depth - 1);
        }
        let mut total = 0;
        for sq in Squares(targets) {
            let mut p = *self;
            if p.land(0, piece, Some(sq)).is_none() {
                p.phase = Phase::Board1;
                total += p.perft_turns(depth - 1);
            }
        }
        total
    }
}
