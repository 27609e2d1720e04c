//! What happened → which sounds. A move is judged from what the board draws of it
//! (`MoveInfo`: its kind, promotion, captured piece's fate) and the position after it
//! (check), so every variant is covered by the same few rules plus each variant's own:
//! a ghost rising (Two Worlds), a fallen piece placed (Valhalla), a step along w (4D).
use super::Sound;
use otherworlds_core::geometry::{CaptureFate, Geometry, MoveInfo, MoveKind};
use otherworlds_core::{AnyPosition, Color, Game, Outcome, prelude::*};

/// The sounds of the decision that made the game's position after `ply` decisions
/// (`ply` ≥ 1), from the position before it; none if the game has no such decision.
pub fn decision_sounds(game: &Game<AnyPosition>, ply: usize, own: bool) -> Vec<Sound> {
    let before = ply.checked_sub(1).and_then(|p| game.position_at(p));
    let (Some(before), Some(after), Some(mv)) = (
        before,
        game.position_at(ply),
        ply.checked_sub(1).and_then(|p| game.moves().get(p)),
    ) else {
        return Vec::new();
    };
    move_sounds(
        &before.move_info(*mv),
        &before.geometry(),
        own,
        after.is_check(),
    )
}

/// A game's end as the person at the screen hears it: `person`'s win or loss, a draw;
/// with no one person at the screen (two people at one board, two machines, an
/// analysis), a decided game sounds as a win: somebody there won.
pub fn end_sound(outcome: Outcome, person: Option<Color>) -> Sound {
    match (outcome.winner, person) {
        (None, _) => Sound::Draw,
        (Some(winner), Some(person)) if winner != person => Sound::Loss,
        (Some(_), _) => Sound::Win,
    }
}

/// The sounds of one move, in the order they play: the move itself (the mover's, or
/// the opponent's; a capture, castling, a placement), then what it leads to (a ghost
/// rising, a promotion, a step along w), then check.
pub fn move_sounds(info: &MoveInfo, geometry: &Geometry, own: bool, check: bool) -> Vec<Sound> {
    let mut out = Vec::new();
    let main = match info.kind {
        MoveKind::Capture | MoveKind::EnPassant | MoveKind::VerticalCapture => Sound::Capture,
        MoveKind::Castle | MoveKind::InterLevelCastle => Sound::Castle,
        MoveKind::Transfer => Sound::Transfer,
        MoveKind::Quiet | MoveKind::VerticalStep | MoveKind::Pass => {
            if own {
                Sound::Move
            } else {
                Sound::OpponentMove
            }
        }
    };
    out.push(main);
    if matches!(info.fate, Some(CaptureFate::Rises(_))) {
        out.push(Sound::GhostRises);
    }
    if info.promotion.is_some() {
        out.push(Sound::Promotion);
    }
    if along_w(info, geometry) {
        out.push(Sound::AlongW);
    }
    if check {
        out.push(Sound::Check);
    }
    out
}

/// A 4D move from one cube to the other: its boards' levels (w) differ. Two Worlds'
/// levels are Earth and Sky, whose step has its own kind (a vertical step), not w.
fn along_w(info: &MoveInfo, geometry: &Geometry) -> bool {
    let four_d = geometry.boards.len() == 4;
    let level = |cell: otherworlds_core::geometry::Cell| {
        geometry
            .boards
            .get(usize::from(cell.board))
            .map(|b| b.level)
    };
    match (info.from, info.to) {
        (Some(from), Some(to)) if four_d => level(from) != level(to),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use otherworlds_core::Variant;

    /// Plays `moves` (the variant's strings) from the start; the sounds of the last.
    fn sounds_after(variant: &str, moves: &[&str]) -> Vec<Sound> {
        let variant: Variant = variant.parse().expect("a variant id");
        let mut pos = AnyPosition::new(variant);
        let mut last = Vec::new();
        for text in moves {
            let mv = pos
                .parse_move(text)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            let info = pos.move_info(mv);
            let geometry = pos.geometry();
            pos.play(mv);
            last = move_sounds(&info, &geometry, true, pos.is_check());
        }
        last
    }

    #[test]
    fn a_quiet_move_and_a_capture_in_standard_chess() {
        assert_eq!(sounds_after("standard", &["e2e4"]), [Sound::Move]);
        assert_eq!(
            sounds_after("standard", &["e2e4", "d7d5", "e4d5"]),
            [Sound::Capture]
        );
    }

    /// Fool's mate: the last move gives check (mate).
    #[test]
    fn a_check_follows_the_move() {
        assert_eq!(
            sounds_after("standard", &["f2f3", "e7e5", "g2g4", "d8h4"]),
            [Sound::Move, Sound::Check]
        );
    }

    /// RULES.md §2: a piece captured on Earth rises to the Sky as a ghost.
    #[test]
    fn a_capture_on_earth_in_two_worlds_gives_the_ghost_rising() {
        let s = sounds_after("two-worlds", &["e2e4", "d7d5", "e4d5"]);
        assert_eq!(s, [Sound::Capture, Sound::GhostRises]);
    }

    /// A 4D rook from a1[0,0] to a1[0,1] changes only w (RULES.md §3): the cube changes.
    #[test]
    fn a_move_along_w_in_4d() {
        assert_eq!(
            sounds_after("4d", &["a1[0,0]a1[0,1]"]),
            [Sound::Move, Sound::AlongW]
        );
    }

    /// Valhalla (RULES.md §4): the decision that places a fallen piece on the other
    /// board has its own sound. Found by playing seeded random decisions.
    #[test]
    fn placing_a_fallen_piece_in_valhalla() {
        let mut pos = AnyPosition::new("valhalla".parse().expect("id"));
        let mut rng = fastrand::Rng::with_seed(3);
        let mut found = false;
        for _ in 0..400 {
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let geometry = pos.geometry();
            for mv in &moves {
                let info = pos.move_info(*mv);
                if info.kind == MoveKind::Transfer {
                    assert_eq!(
                        move_sounds(&info, &geometry, true, false),
                        [Sound::Transfer]
                    );
                    found = true;
                }
            }
            pos.play(moves[rng.usize(..moves.len())]);
        }
        assert!(found, "a transfer came up");
    }
}
