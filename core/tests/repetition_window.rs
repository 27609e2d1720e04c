//! `Searchable::repetition_window` against its contract: the search compares a position's
//! repetition key only with the last `window` positions before it (standard chess: the
//! halfmove clock), so every earlier position with the same key must lie within that
//! window. The oracle is the whole game's list of keys, compared position by position.
//!
//! Games: seeded walks from the start that prefer moves back and forth (a quiet move
//! undoing the last move of the same side, where one exists) so that repetitions are
//! common, mixed with random moves, captures and pawn moves that reset the clock. The
//! test counts the repetitions it checked, so it cannot pass vacuously.
use otherworlds_core::standard::Chess;
use otherworlds_core::{Rules, Searchable};

#[test]
fn every_repetition_lies_within_the_window() {
    let mut rng = fastrand::Rng::with_seed(47);
    let mut repetitions = 0usize;
    let mut beyond_a_reset = 0usize;
    for _ in 0..300 {
        let mut pos = Chess::new();
        let mut keys: Vec<u64> = vec![pos.repetition_key().expect("standard keys every position")];
        let mut played = Vec::new();
        let mut moves = Vec::new();
        for _ in 0..200 {
            pos.legal_moves(&mut moves);
            if moves.is_empty() || pos.rule_draw() {
                break;
            }
            // Half the time, undo our last move if we can (a knight or rook going back).
            let back = played
                .len()
                .checked_sub(2)
                .map(|i| played[i])
                .and_then(|(f, t)| {
                    moves
                        .iter()
                        .copied()
                        .find(|m| m.from == t && m.to == f && !pos.is_noisy(*m))
                });
            let mv = match back {
                Some(m) if rng.bool() => m,
                _ => moves[rng.usize(..moves.len())],
            };
            played.push((mv.from, mv.to));
            pos.play(mv);
            let key = pos.repetition_key().expect("standard keys every position");
            let window = pos.repetition_window().expect("standard gives its window");
            let n = keys.len();
            for (back, &earlier) in keys.iter().rev().enumerate() {
                if earlier == key {
                    repetitions += 1;
                    assert!(
                        back < window,
                        "a repetition {} plies back, outside the window of {window} ({})",
                        back + 1,
                        pos.fen()
                    );
                } else if back >= window && n > window {
                    beyond_a_reset += 1;
                }
            }
            keys.push(key);
        }
    }
    assert!(
        repetitions > 1_000,
        "only {repetitions} repetitions checked"
    );
    assert!(
        beyond_a_reset > 10_000,
        "only {beyond_a_reset} positions left out"
    );
}
