//! Perft over whole turns (V-12): every distinct turn string counts once, turns that end
//! the game inside the turn included (with nothing below them, §6). The last turn is
//! counted in bulk: board-2 moves are counted, not played, and Eternal transfers are
//! counted from the home squares.
use super::{Phase, Valhalla, home_squares};
use crate::game::Rules;
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
        if depth == 1 {
            // A quiet board-1 move leaves board 2 as it is: its board-2 phase is counted
            // once for all of them (only Eternal home squares still look at board 1).
            let leaves = Board2Leaves::new(self);
            for m in moves {
                if leaves.victims.is_empty() && self.boards[0].captured(m).is_none() {
                    total += leaves.fixed;
                    continue;
                }
                let mut p = *self;
                total += match p.boards[0].play_capture(m) {
                    Some((from, piece)) => p.count_from_transfer(piece, from, depth),
                    None => leaves.count(&p),
                };
            }
            return total;
        }
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
        if depth == 1 {
            return Board2Leaves::new(self).count(self);
        }
        let b2 = &self.boards[1];
        let mut moves: Vec<ChessMove> = Vec::with_capacity(64);
        b2.generate(&mut moves);
        if moves.is_empty() {
            // A mate ends the game inside the turn: nothing below it.
            return if b2.in_check() {
                0
            } else {
                self.count_after_pass(depth)
            };
        }
        let mut total = 0;
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
        if self.board2_bare() {
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

/// The turns that a board-2 phase completes in the last turn of a perft: `fixed` counts
/// the moves whose count does not depend on board 1 (and the pass, or the one turn that
/// ends in a mate or a forced pass); `victims` holds the pieces that board-2 captures
/// send home to board 1 (`:eternal` without `:mirror`), one turn per empty home square
/// there (at least one: `X@-`).
struct Board2Leaves {
    fixed: u64,
    victims: Vec<Piece>,
}

impl Board2Leaves {
    fn new(p: &Valhalla) -> Board2Leaves {
        let b2 = &p.boards[1];
        let bare = p.board2_bare() as u64;
        if !p.options.eternal || p.options.mirror {
            // Every board-2 move is one turn (a mirror Eternal transfer has one square).
            let n = b2.count_legal_moves() as u64;
            let fixed = if n == 0 { 1 } else { n + bare };
            return Board2Leaves {
                fixed,
                victims: Vec::new(),
            };
        }
        let mut moves: Vec<ChessMove> = Vec::with_capacity(64);
        b2.generate(&mut moves);
        if moves.is_empty() {
            return Board2Leaves {
                fixed: 1,
                victims: Vec::new(),
            };
        }
        let mut fixed = bare;
        let mut victims = Vec::new();
        for m in moves {
            match b2.victim_square(m).and_then(|sq| b2.board().piece_at(sq)) {
                Some(piece) => victims.push(piece),
                None => fixed += 1,
            }
        }
        Board2Leaves { fixed, victims }
    }

    /// The count with board 1 as `p` has it (after this turn's board-1 move).
    fn count(&self, p: &Valhalla) -> u64 {
        let free = !p.boards[0].board().occupied();
        self.fixed
            + self
                .victims
                .iter()
                .map(|&v| (home_squares(v) & free).count_ones().max(1) as u64)
                .sum::<u64>()
    }
}
