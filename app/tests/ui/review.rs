//! The game review in the analysis panel: started by mouse or by keys, the judged move
//! marked in the move list, each side's figures, the previous and next mistake shown,
//! a running review cancelled with the game untouched.
use crate::support::*;
use egui::Key;
use egui_kittest::kittest::Queryable;
use otherworlds::command::{Command, Request};
use otherworlds_core::Variant;
use otherworlds_core::engine::review::Judgement;

/// The fool's mate: 2.g4 allows mate in one (a blunder by any search's account).
const FOOLS_MATE: [&str; 4] = ["f2f3", "e7e5", "g2g4", "d8h4"];

/// The app after the fool's mate, the analysis panel on, reviews searching `nodes`.
fn fools_mate(nodes: u64) -> H {
    let mut h = after(Variant::Standard, &FOOLS_MATE);
    h.state_mut().set_review_nodes(nodes);
    issue(&mut h, Command::ToggleAnalysis);
    h
}

fn wait_for_review(h: &mut H) {
    run_until(h, |h| h.state().review().is_some());
    assert!(h.state().review().is_some(), "the review finishes");
}

#[test]
fn a_review_by_mouse_marks_the_blunder_and_sums_up_both_sides() {
    let mut h = fools_mate(20_000);
    assert!(h.state().review().is_none());
    click_label(&mut h, "Review the game");
    wait_for_review(&mut h);
    let review = h.state().review().cloned().expect("finished");
    assert_eq!(review.turns.len(), 4);
    assert_eq!(review.turns[2].judgement, Some(Judgement::Blunder));
    // The move list marks 2.g4; the summary has its rows; the live analysis is back
    // (the game is over at its end: nothing to search there, so look one move back).
    assert!(
        h.query_by_label("g4??").is_some(),
        "the blunder is marked in the move list"
    );
    let f3 = format!("f3{}", review.turns[0].judgement.map_or("", |j| j.symbol()));
    assert!(
        h.query_by_label(&f3).is_some(),
        "{f3}: each move with its own mark"
    );
    for row in [
        "Accuracy",
        "Blunders ??",
        "Mistakes ?",
        "Inaccuracies ?!",
        "Average loss",
    ] {
        assert!(h.query_by_label(row).is_some(), "{row}");
    }
    // Viewing the end: the previous judged move is 2.g4, shown with what it lost.
    assert_eq!(h.state().viewed_ply(), 4);
    click_label(&mut h, "Previous mistake");
    assert_eq!(h.state().viewed_ply(), 3, "the position after 2.g4");
    assert!(
        h.query_by_label_contains("blunder (").is_some(),
        "the shown move's judgement and values"
    );
    assert!(h.query_by_label_contains("the engine preferred").is_some());
    click_label(&mut h, "Next mistake");
    assert_eq!(
        h.state().viewed_ply(),
        3,
        "no judged move after it: the button is off"
    );
    assert!(!h.state().reviewing());
    assert_eq!(moves(&h), FOOLS_MATE, "the game is untouched");
}

#[test]
fn a_review_by_keys_alone() {
    let mut h = after(Variant::Standard, &FOOLS_MATE);
    h.state_mut().set_review_nodes(20_000);
    press(&mut h, Key::A);
    tab_to(&mut h, "Review the game", 80);
    press(&mut h, Key::Enter);
    wait_for_review(&mut h);
    tab_to(&mut h, "Previous mistake", 80);
    press(&mut h, Key::Enter);
    assert_eq!(
        h.state().viewed_ply(),
        3,
        "the position after 2.g4, reached by keys"
    );
}

#[test]
fn a_running_review_is_cancelled_and_the_game_is_untouched() {
    // Far more nodes than the test waits for.
    let mut h = fools_mate(2_000_000_000);
    click_label(&mut h, "Review the game");
    run_until(&mut h, |h| h.state().reviewing());
    assert!(h.state().reviewing());
    assert!(
        h.query_by_label_contains("Reviewing:").is_some(),
        "the progress shows"
    );
    click_label(&mut h, "Cancel the review");
    assert!(!h.state().reviewing());
    assert!(h.state().review().is_none());
    assert!(
        h.query_by_label("Review the game").is_some(),
        "it can start again"
    );
    assert_eq!(moves(&h), FOOLS_MATE);
}

/// The PGN export of a reviewed game carries the review: the blunder's NAG and the
/// `[%eval]` comments, read back by the core's PGN reader to the same moves.
#[test]
fn the_pgn_export_carries_the_review() {
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    let mut h = fools_mate(20_000);
    issue(&mut h, Command::ReviewGame);
    wait_for_review(&mut h);
    let path = dir.path().join("reviewed.pgn");
    issue(&mut h, Request::ExportPgnTo(path.clone()));
    let text = std::fs::read_to_string(&path).expect("written");
    let games = otherworlds_core::pgn::read_games(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let g = &games[0];
    assert_eq!(g.tag("Annotator"), Some("Otherworlds"), "{text}");
    let moves: Vec<&str> = g.moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(moves, ["f3", "e5", "g4", "Qh4#"]);
    use otherworlds_core::pgn::Annotation;
    assert!(
        g.moves[2].annotations.contains(&Annotation::Nag(4)),
        "{text}"
    );
    assert!(text.contains("[%eval #-1]"), "{text}");
}

/// The Game menu starts a review too, with the analysis panel off: the panel opens on
/// the review.
#[test]
fn the_game_menu_starts_a_review() {
    let mut h = after(Variant::Standard, &FOOLS_MATE);
    h.state_mut().set_review_nodes(20_000);
    assert!(
        h.query_by_label("Review the game").is_none(),
        "the panel is off"
    );
    click_label(&mut h, "Game");
    // A menu entry's name includes its shortcut ("Review the game R").
    h.get_by_label_contains("Review the game").click();
    h.run();
    wait_for_review(&mut h);
    assert!(
        h.query_by_label("Accuracy").is_some(),
        "the review is on show"
    );
}

/// R reviews the game from the keyboard (the walkthrough drives it so).
#[test]
fn r_starts_a_review() {
    let mut h = after(Variant::Standard, &FOOLS_MATE);
    h.state_mut().set_review_nodes(20_000);
    press(&mut h, Key::R);
    wait_for_review(&mut h);
    assert!(h.query_by_label("Accuracy").is_some());
}
