//! Ends the players declare (issue 18): resignation, a clock run out, agreement, kept by
//! `Game::end`; and the timeout rule of RULES.md's insufficient material applied to the
//! side that would win (`game::can_mate`), per variant.
use otherworlds_core::game::can_mate;
use otherworlds_core::{
    AnyPosition, Color, EndError, EndReason, Game, MoveError, Outcome, Variant,
};

fn game(variant: &str, position: &str) -> Game<AnyPosition> {
    let variant: Variant = variant.parse().expect("a variant id");
    Game::new(AnyPosition::from_string(variant, position).expect("a valid position"))
}

#[test]
fn a_resignation_ends_the_game_and_no_move_is_accepted_after_it() {
    let mut g = Game::new(AnyPosition::new(Variant::Standard));
    g.play_str("e2e4").unwrap();
    let resigned = Outcome::win(Color::White, EndReason::Resignation);
    g.end(resigned).unwrap();
    assert_eq!(g.outcome(), Some(resigned));
    assert!(g.legal_moves().is_empty());
    let err = g.play_str("e7e5").unwrap_err();
    assert!(matches!(err, MoveError::GameOver { outcome, .. } if outcome == resigned));
    assert_eq!(
        g.end(Outcome::draw(EndReason::Agreement)),
        Err(EndError::AlreadyOver(resigned))
    );
    // Undo takes the end back with the last move.
    g.undo();
    assert_eq!(g.outcome(), None);
    assert!(g.moves().is_empty());
}

#[test]
fn end_refuses_reasons_of_the_position_and_results_that_do_not_fit() {
    let mut g = Game::new(AnyPosition::new(Variant::Standard));
    let mate = Outcome::win(Color::White, EndReason::Checkmate);
    assert_eq!(
        g.end(mate),
        Err(EndError::NotDeclared(EndReason::Checkmate))
    );
    let agreed_win = Outcome::win(Color::White, EndReason::Agreement);
    assert_eq!(
        g.end(agreed_win),
        Err(EndError::WrongResult(EndReason::Agreement))
    );
    let drawn_resignation = Outcome::draw(EndReason::Resignation);
    assert_eq!(
        g.end(drawn_resignation),
        Err(EndError::WrongResult(EndReason::Resignation))
    );
    assert_eq!(g.outcome(), None, "a refused end changes nothing");
    // After fool's mate the game is over already.
    for t in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        g.play_str(t).unwrap();
    }
    let over = g.outcome().unwrap();
    assert!(matches!(
        g.end(Outcome::draw(EndReason::Agreement)),
        Err(EndError::AlreadyOver(o)) if o == over
    ));
}

#[test]
fn a_flag_fall_against_a_bare_king_is_a_draw_and_against_mating_material_a_loss() {
    // White: king and queen; Black: a bare king (RULES.md §1: a bare king cannot mate).
    let mut g = game("standard", "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1");
    assert!(can_mate(g.position(), Color::White));
    assert!(!can_mate(g.position(), Color::Black));
    let white_flags = g.timeout_outcome(Color::White);
    assert_eq!(
        white_flags,
        Outcome::draw(EndReason::TimeoutVsInsufficientMaterial)
    );
    assert_eq!(
        g.timeout_outcome(Color::Black),
        Outcome::win(Color::White, EndReason::Timeout)
    );
    // A timeout win for the bare king is refused.
    assert_eq!(
        g.end(Outcome::win(Color::Black, EndReason::Timeout)),
        Err(EndError::CannotMate("black"))
    );
    g.end(white_flags).unwrap();
    assert_eq!(g.outcome().map(|o| o.score()), Some("1/2-1/2"));
}

#[test]
fn the_side_alone_is_judged_king_and_one_minor_cannot_mate_in_standard_chess() {
    // White K+N (one minor: RULES.md §1 K+minor v K), Black K+P.
    let g = game("standard", "4k3/4p3/8/8/8/8/8/1N2K3 w - - 0 1");
    assert!(!can_mate(g.position(), Color::White));
    assert!(can_mate(g.position(), Color::Black));
    // Two minors can.
    let g = game("standard", "4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1");
    assert!(can_mate(g.position(), Color::White));
}

#[test]
fn tw_12_ghosts_count_for_the_side_that_controls_them() {
    // White's only piece besides its king is a ghost queen in the Sky.
    let g = game(
        "two-worlds",
        "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/Q*7 w - - 0 1",
    );
    assert!(can_mate(g.position(), Color::White));
    assert!(!can_mate(g.position(), Color::Black));
}

#[test]
fn d4_5_a_king_and_a_knight_can_mate_in_4d() {
    // Only bare kings are a material draw in 4D (D4-5), so K+N is mating material.
    let g = game("4d", "4/4/4/KN2|4/4/4/4|4/4/4/4|k3/4/4/4 w 0 1");
    assert!(can_mate(g.position(), Color::White));
    assert!(!can_mate(g.position(), Color::Black));
    assert_eq!(
        g.timeout_outcome(Color::Black),
        Outcome::win(Color::White, EndReason::Timeout)
    );
}

#[test]
fn v_9_valhalla_counts_both_boards_and_the_colours_each_player_moves() {
    let b1 = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    // Normal rules: the white queen on board 2 is player A's.
    let normal = game(
        "valhalla",
        &format!("{b1} | 4k3/8/8/8/8/8/8/Q3K3 w - - 0 1"),
    );
    assert!(can_mate(normal.position(), Color::White));
    assert!(!can_mate(normal.position(), Color::Black));
    // Inverted: player B plays White on board 2, so the queen is B's.
    let inverted = game(
        "valhalla:inverted",
        &format!("{b1} | 4k3/8/8/8/8/8/8/Q3K3 b - - 0 1"),
    );
    assert!(!can_mate(inverted.position(), Color::White));
    assert!(can_mate(inverted.position(), Color::Black));
    assert_eq!(
        inverted.timeout_outcome(Color::White),
        Outcome::win(Color::Black, EndReason::Timeout)
    );
    assert_eq!(
        inverted.timeout_outcome(Color::Black),
        Outcome::draw(EndReason::TimeoutVsInsufficientMaterial)
    );
}

#[test]
fn a_timeout_is_a_time_forfeit_in_pgn() {
    let mut g = Game::new(AnyPosition::new(Variant::Standard));
    g.play_str("e2e4").unwrap();
    g.end(g.timeout_outcome(Color::Black)).unwrap();
    let pgn = otherworlds_core::pgn::write_game(&otherworlds_core::pgn::PgnGame::from_game(&g));
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    assert!(pgn.contains("[Termination \"time forfeit\"]"), "{pgn}");
    assert!(pgn.trim_end().ends_with("1. e4 1-0"), "{pgn}");
}
