//! "Learn from your mistakes" after a game review (issue 45): the mode walks through a
//! side's judged moves from the position before each; a move is accepted below an
//! inaccuracy's loss and rejected above it (Retry, Show the engine's move); the
//! other side's mistakes; the end's count; the game untouched; by mouse and by keys.
use crate::support::*;
use egui::Key;
use egui_kittest::kittest::Queryable;
use otherworlds::command::Command;
use otherworlds::computer::mistakes::Stage;
use otherworlds::sound::Sound;
use otherworlds_core::engine::review::Judgement;
use otherworlds_core::geometry::Cell;
use otherworlds_core::prelude::*;
use otherworlds_core::{Color, Variant};

/// 1.e4 e5 2.Qh5 Nc6 3.Qxf7+?? Kxf7 4.Nf3 Qh4?? 5.Nxh4. White's third move gives the
/// queen for a pawn (the king takes it: the knight on g1 does not guard f7), Black's
/// fourth puts the queen where the knight on f3 takes it: each side has one blunder by
/// any search's account (a queen lost for a pawn or for nothing, from an even game
/// and from a won one).
const GAME: [&str; 9] = [
    "e2e4", "e7e5", "d1h5", "b8c6", "h5f7", "e8f7", "g1f3", "d8h4", "f3h4",
];
/// The plies before the two blunders.
const WHITE_BLUNDER: usize = 4;
const BLACK_BLUNDER: usize = 7;

/// The game reviewed with a small budget (fast in debug builds).
fn reviewed() -> H {
    let mut h = after(Variant::Standard, &GAME);
    h.state_mut().set_review_nodes(20_000);
    issue(&mut h, Command::ToggleAnalysis);
    issue(&mut h, Command::ReviewGame);
    run_until(&mut h, |h| h.state().review().is_some());
    let review = h.state().review().cloned().expect("the review finishes");
    assert_eq!(
        review.turns[WHITE_BLUNDER].judgement,
        Some(Judgement::Blunder)
    );
    assert_eq!(
        review.turns[BLACK_BLUNDER].judgement,
        Some(Judgement::Blunder)
    );
    h
}

/// The ply before the mistake on show.
fn at_ply(h: &H) -> Option<usize> {
    h.state().mistakes()?.current().map(|(t, _)| t.ply)
}

/// Presses Next (by `next`) until the mode shows the mistake at `ply`.
fn next_until(h: &mut H, ply: usize, next: impl Fn(&mut H)) {
    for _ in 0..10 {
        if at_ply(h) == Some(ply) {
            return;
        }
        assert!(at_ply(h).is_some_and(|p| p < ply), "passed {ply}");
        next(h);
    }
    panic!("never reached the mistake at {ply}");
}

fn wait_for_verdict(h: &mut H) {
    run_until(h, |h| {
        h.state()
            .mistakes()
            .is_some_and(|m| !matches!(m.stage(), Stage::Judging))
    });
}

/// The engine's move from the review at the mistake on show, as cells.
fn best_cells(h: &H) -> (Cell, Cell) {
    let m = h.state().mistakes().expect("open");
    let (turn, _) = m.current().expect("a mistake");
    let pos = h.state().session().game().position().clone();
    let info = pos.move_info(turn.best[0]);
    (
        info.from.expect("a moving piece"),
        info.to.expect("a target"),
    )
}

fn judged_good(h: &H) -> Option<bool> {
    match h.state().mistakes()?.stage() {
        Stage::Judged { good, .. } => Some(*good),
        _ => None,
    }
}

#[test]
fn by_mouse_a_blunder_is_found_rejected_shown_and_solved() {
    let mut h = reviewed();
    click_in_view(&mut h, "Learn from your mistakes");
    let m = h.state().mistakes().expect("the mode opens");
    // Two people at the table, the board not flipped: White's mistakes first.
    assert_eq!(m.side(), Color::White);
    next_until(&mut h, WHITE_BLUNDER, |h| click_label(h, "Next"));
    // The position before 3.Qxf7+ is on the board, White to move.
    assert_eq!(moves(&h), GAME[..WHITE_BLUNDER]);
    assert!(h.query_by_label("Find a better move for White").is_some());
    assert!(
        h.query_by_label_contains("Qxf7+??").is_some(),
        "the move played"
    );
    // 3.Qxe5+ gives the queen to the knight on c6 for a pawn: far worse than an
    // inaccuracy's threshold.
    let before = h.state().sounds_for_tests().len();
    let (h5, e5) = (cell(&h, "h5"), cell(&h, "e5"));
    play(&mut h, h5, e5);
    wait_for_verdict(&mut h);
    assert_eq!(judged_good(&h), Some(false));
    assert!(h.query_by_label("You can do better").is_some());
    assert!(h.state().sounds_for_tests()[before..].contains(&Sound::Wrong));
    // Show plays the review's move from the position before the mistake.
    let best = {
        let m = h.state().mistakes().expect("open");
        m.current().expect("a mistake").0.best.clone()
    };
    click_label(&mut h, "Show the engine's move");
    assert_eq!(
        h.state().session().game().moves()[WHITE_BLUNDER..],
        best[..],
        "the engine's move on the board"
    );
    assert!(h.query_by_label_contains("The engine's move:").is_some());
    // Retry: the position again; the engine's own move loses nothing by the review's
    // measure, so it is accepted.
    click_label(&mut h, "Retry");
    assert_eq!(moves(&h), GAME[..WHITE_BLUNDER]);
    let (from, to) = best_cells(&h);
    let before = h.state().sounds_for_tests().len();
    play(&mut h, from, to);
    wait_for_verdict(&mut h);
    assert_eq!(judged_good(&h), Some(true));
    assert!(h.query_by_label("Good move").is_some());
    assert!(h.state().sounds_for_tests()[before..].contains(&Sound::Right));
    // To the end of White's mistakes: the count of the ones found.
    for _ in 0..10 {
        if at_ply(&h).is_none() {
            break;
        }
        click_label(&mut h, "Next");
    }
    let count = h.state().mistakes().expect("open").count();
    let noun = if count == 1 { "mistake" } else { "mistakes" };
    let done = format!("Done: you found a better move for 1 of White's {count} {noun}.");
    assert!(h.query_by_label(&done).is_some(), "{done}");
    // The opponent's: Black's blunder among them.
    click_label(&mut h, "The opponent's mistakes");
    assert_eq!(h.state().mistakes().expect("open").side(), Color::Black);
    next_until(&mut h, BLACK_BLUNDER, |h| click_label(h, "Next"));
    assert_eq!(moves(&h), GAME[..BLACK_BLUNDER]);
    assert!(h.query_by_label("Find a better move for Black").is_some());
    // 4...a6 keeps Black's queen for a pawn: a side that far ahead (about 8 pawns)
    // loses under a point of its winning chances for a few tenths of a pawn, well
    // below an inaccuracy's 5: accepted after the search of the position after it
    // (a quiet pawn move, not the engine's choice there, which needs no search).
    let (a7, a6) = (cell(&h, "a7"), cell(&h, "a6"));
    play(&mut h, a7, a6);
    assert!(
        h.state().mistakes().is_some_and(|m| m.judging()),
        "not the review's own move: searched"
    );
    wait_for_verdict(&mut h);
    assert_eq!(judged_good(&h), Some(true));
    click_label(&mut h, "Back to the game");
    assert!(h.state().mistakes().is_none());
    assert_eq!(h.state().live_moves(), GAME, "the game is untouched");
    assert_eq!(moves(&h), GAME);
}

/// Tabs to the button labelled `label` and presses Enter.
fn press_button(h: &mut H, label: &str) {
    tab_to(h, label, 200);
    press(h, Key::Enter);
}

#[test]
fn by_keys_alone() {
    let mut h = reviewed();
    press_button(&mut h, "Learn from your mistakes");
    assert!(h.state().mistakes().is_some(), "the mode opens");
    next_until(&mut h, WHITE_BLUNDER, |h| press_button(h, "Next"));
    let (h5, e5) = (cell(&h, "h5"), cell(&h, "e5"));
    play_by_keys(&mut h, h5, e5);
    wait_for_verdict(&mut h);
    assert_eq!(judged_good(&h), Some(false), "3.Qxe5+ is rejected");
    press_button(&mut h, "Show the engine's move");
    assert!(h.state().session().game().moves().len() > WHITE_BLUNDER);
    press_button(&mut h, "Retry");
    assert_eq!(moves(&h), GAME[..WHITE_BLUNDER]);
    let (from, to) = best_cells(&h);
    play_by_keys(&mut h, from, to);
    wait_for_verdict(&mut h);
    assert_eq!(judged_good(&h), Some(true), "the engine's move is accepted");
    press_button(&mut h, "The opponent's mistakes");
    assert_eq!(h.state().mistakes().expect("open").side(), Color::Black);
    next_until(&mut h, BLACK_BLUNDER, |h| press_button(h, "Next"));
    assert_eq!(moves(&h), GAME[..BLACK_BLUNDER]);
    press_button(&mut h, "Back to the game");
    assert!(h.state().mistakes().is_none());
    assert_eq!(moves(&h), GAME, "the game is untouched");
}

/// Undo in the mode is Retry: it never takes back a move of the game.
#[test]
fn undo_in_the_mode_retries_and_leaves_the_game() {
    let mut h = reviewed();
    issue(&mut h, Command::LearnFromMistakes);
    next_until(&mut h, WHITE_BLUNDER, |h| issue(h, Command::MistakeNext));
    let (h5, e5) = (cell(&h, "h5"), cell(&h, "e5"));
    play(&mut h, h5, e5);
    wait_for_verdict(&mut h);
    issue(&mut h, Command::Undo);
    assert_eq!(moves(&h), GAME[..WHITE_BLUNDER]);
    assert!(h.state().mistakes().is_some_and(|m| m.playing()));
    issue(&mut h, Command::MistakesClose);
    assert_eq!(moves(&h), GAME);
}
