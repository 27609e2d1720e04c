//! Static exchange evaluation in Valhalla (RULES.md §4): the standard swap
//! (`standard::see`) on the board moved on, with what a capture is worth once the
//! captured piece has gone where the rules send it, counted as the evaluation counts it
//! (`eval.rs`: both boards weigh the same, a piece its standard value there).
//!
//! What capturing a piece of value v wins its capturer:
//! - On board 1 (V-5): the piece goes to board 2 for whoever plays its colour there.
//!   Normal rules: its own side gets it back, so the capture wins v − v = 0 while a home
//!   square of its type is empty, v when none is (it disappears). `:inverted`: the
//!   capturer gets it, v + v. `:mirror`: it always lands on the same square of board 2
//!   (V-6), and the decision itself also removes what stands there (the replaced piece's
//!   value counted for or against its owner; a replaced king, which ends the game, is
//!   left to the search as the evaluation leaves it).
//! - On board 2 (V-7): v, the piece leaves the game; with `:eternal` it goes to board 1
//!   for whoever plays its colour there, as above with board 1's home squares.
//!
//! **Approximations:** the exchange alternates the two sides' moves on that one board
//! (in play a turn puts a move on the other board between them, which is ignored);
//! whether a home square is empty is judged on the board as it is before the exchange
//! (pieces landing during it are not counted), and under `:mirror` only the first
//! decision's replacement is counted; pins and checks are ignored as in standard chess.
//! Transfers, Eternal placements and passes keep the default rule (worth 0; a `:mirror`
//! placement's replacement is the move-ordering hint's business).
use super::{Move, Valhalla};
use crate::kernel::{Piece, Role, Square};
use crate::standard::eval::VALUES;

impl Valhalla {
    /// What capturing `victim` on board `index` at `at` wins its capturer, with the
    /// captured piece sent on (the module documentation).
    fn capture_worth(&self, index: usize, victim: Piece, at: Square) -> i32 {
        let v = VALUES[victim.role.index()];
        let goes_to = 1 - index;
        if victim.role == Role::King || (index == 1 && !self.options.eternal) {
            return v;
        }
        if self.transfer_targets(goes_to, victim, at) == 0 {
            return v;
        }
        // The player who loses the piece: whoever plays its colour on this board.
        let loser = self.player_of(victim.color, index);
        if self.player_of(victim.color, goes_to) == loser {
            0
        } else {
            2 * v
        }
    }

    /// Static exchange value of a board move in centipawns for its mover (see the
    /// module documentation); other decisions are worth 0.
    pub fn see(&self, mv: Move) -> i32 {
        let (index, m) = match mv {
            Move::Board1(m) => (0, m),
            Move::Board2(m) => (1, m),
            _ => return 0,
        };
        let chess = &self.boards[index];
        let mut value = chess.exchange_value(m, |role, color| {
            self.capture_worth(index, Piece { color, role }, m.to)
        });
        if self.options.mirror
            && (index == 0 || self.options.eternal)
            && let Some(square) = chess.victim_square(m)
            && let Some(old) = self.boards[1 - index].board().piece_at(square)
            && old.role != Role::King
        {
            // The captured piece replaces `old` on the other board.
            let mover = self.player_of(chess.turn(), index);
            let owner = self.player_of(old.color, 1 - index);
            let v = VALUES[old.role.index()];
            value += if owner == mover { -v } else { v };
        }
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Notation, Rules};
    use crate::variant::ValhallaOptions;

    fn see(options: ValhallaOptions, text: &str, mv: &str) -> i32 {
        let v =
            Valhalla::from_position_string(options, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let m = v
            .parse_move(mv)
            .unwrap_or_else(|e| panic!("{mv} in {text}: {e}"));
        v.see(m)
    }

    const KNIGHT: i32 = VALUES[Role::Knight.index()];
    const ROOK: i32 = VALUES[Role::Rook.index()];
    const BOARD1: &str = "4k3/8/8/4n3/8/8/8/4RK2 w - - 0 1";

    #[test]
    fn v_5_a_knight_taken_on_board_1_goes_back_to_its_side_under_normal_rules() {
        let normal = ValhallaOptions::default();
        // b8 and g8 of board 2 are empty: Black gets the knight back there: 320 − 320.
        let free = format!("{BOARD1} | 4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(see(normal, &free, "e1e5"), 0);
        // Both home squares taken: the knight disappears, a whole knight won.
        let full = format!("{BOARD1} | 1b2k1b1/8/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(see(normal, &full, "e1e5"), KNIGHT);
    }

    #[test]
    fn v_2_inverted_the_capturer_gets_the_knight_on_board_2() {
        let inverted = ValhallaOptions {
            inverted: true,
            ..ValhallaOptions::default()
        };
        let text = format!("{BOARD1} | 4k3/8/8/8/8/8/8/4K3 b - - 0 1");
        assert_eq!(see(inverted, &text, "e1e5"), 2 * KNIGHT);
    }

    #[test]
    fn v_6_mirror_the_knight_replaces_what_stands_on_e5_of_board_2() {
        let mirror = ValhallaOptions {
            mirror: true,
            ..ValhallaOptions::default()
        };
        // Player A's own rook on e5 of board 2 is replaced by Black's knight.
        let text = format!("{BOARD1} | 4k3/8/8/4R3/8/8/8/4K3 w - - 0 1");
        assert_eq!(see(mirror, &text, "e1e5"), -ROOK);
    }

    #[test]
    fn v_7_a_capture_on_board_2_wins_the_piece_unless_eternal_sends_it_back() {
        // A quiet board-1 move (a2a3), then Rxe5 on board 2.
        let text = "4k3/8/8/8/8/8/P7/4K3 w - - 0 1 | 4k3/8/8/4n3/8/8/8/4RK2 w - - 0 1";
        let board2_capture = |options: ValhallaOptions| {
            let mut v = Valhalla::from_position_string(options, text)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            let quiet = v.parse_move("a2a3").unwrap_or_else(|e| panic!("a2a3: {e}"));
            v.play(quiet);
            let capture = v.parse_move("e1e5").unwrap_or_else(|e| panic!("e1e5: {e}"));
            assert!(matches!(capture, Move::Board2(_)), "{capture:?}");
            v.see(capture)
        };
        // The knight leaves the game (V-7).
        assert_eq!(board2_capture(ValhallaOptions::default()), KNIGHT);
        // `:eternal`: it goes to b8 or g8 of board 1 for its own side, Black: 320 − 320.
        let eternal = ValhallaOptions {
            eternal: true,
            ..ValhallaOptions::default()
        };
        assert_eq!(board2_capture(eternal), 0);
    }
}
