//! The order in which a position alone ends a game (RULES.md §6 precedence): mate or
//! stalemate, then insufficient material, then the progress clock. Repetition needs the
//! history and is judged by [`crate::Game::outcome`] between material and the clock.
//! Shared by every move phase that decides the game this way: standard chess, Two
//! Worlds, 4D and the start of a Valhalla turn.
use crate::game::{EndReason, Outcome, Rules};
use crate::kernel::Color;

/// The position's own end, if any. `mover` is the side to move, `has_moves` whether it
/// has a legal move; `in_check` and `insufficient` are asked only when needed; `clock`
/// counts plies (Valhalla: turns) without progress, 100 ends the game.
#[inline]
pub(crate) fn judge(
    mover: Color,
    has_moves: bool,
    in_check: impl FnOnce() -> bool,
    insufficient: impl FnOnce() -> bool,
    clock: u32,
) -> Option<Outcome> {
    if !has_moves {
        return Some(if in_check() {
            Outcome::win(mover.flip(), EndReason::Checkmate)
        } else {
            Outcome::draw(EndReason::Stalemate)
        });
    }
    if insufficient() {
        return Some(Outcome::draw(EndReason::InsufficientMaterial));
    }
    (clock >= 100).then_some(Outcome::draw(EndReason::FiftyMoves))
}

/// The display-notation suffix of a move that leads to `after`: `#` when it mates, `+`
/// when it checks (SAN and its variant forms).
pub(crate) fn check_suffix<P: Rules>(after: &P) -> Option<char> {
    after.is_check().then(|| {
        if after.count_legal_moves() == 0 {
            '#'
        } else {
            '+'
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_and_stalemate_come_before_material_and_the_clock() {
        let w = Color::White;
        assert_eq!(
            judge(w, false, || true, || true, 100),
            Some(Outcome::win(Color::Black, EndReason::Checkmate))
        );
        assert_eq!(
            judge(w, false, || false, || true, 100),
            Some(Outcome::draw(EndReason::Stalemate))
        );
        assert_eq!(
            judge(w, true, || true, || true, 100),
            Some(Outcome::draw(EndReason::InsufficientMaterial))
        );
        assert_eq!(
            judge(w, true, || true, || false, 100),
            Some(Outcome::draw(EndReason::FiftyMoves))
        );
        assert_eq!(judge(w, true, || true, || false, 99), None);
    }
}
