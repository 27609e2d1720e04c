//! The app driven like a user would: cells found by their accessibility labels,
//! clicked, dragged, or reached by keyboard. The app runs in test mode (pinned theme,
//! no animation), so every run settles to the same frames.
use crate::support::*;
use egui::{Key, Pos2};
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::board::Marker;
use otherworlds_core::geometry::{Cell, PieceView};
use otherworlds_core::record::{self, GameRecord};
use otherworlds_core::{AnyPosition, Color, EndReason, Game, Role, Variant, prelude::*};

/// A standard chess cell by its name ("e4").
fn square(name: &str) -> Cell {
    let b = name.as_bytes();
    Cell::new(0, b[0] - b'a', b[1] - b'1')
}

#[test]
fn std_fools_mate_by_clicks_is_announced() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
    for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
        click_cell(&mut h, from);
        click_cell(&mut h, to);
    }
    assert_eq!(moves(&h), ["f2f3", "e7e5", "g2g4", "d8h4"]);
    let outcome = h.state().session().outcome().expect("the game is over");
    assert_eq!(outcome.winner, Some(Color::Black));
    assert_eq!(outcome.reason, EndReason::Checkmate);
    // The banner and the status line both say it.
    assert!(h.query_by_label("Black wins by checkmate (0-1)").is_some());
    assert!(
        h.query_by_label("Game over: Black wins by checkmate (0-1)")
            .is_some()
    );
    // Check is shown on the mated king, and the move list ends with the mate.
    assert_eq!(cell_label(&h, "e1"), "e1, white king, in check");
    assert!(h.query_by_label("Qh4#").is_some());
    // Nothing moves any more.
    click_cell(&mut h, "e2");
    assert!(h.state().board_state().selected.is_none());
}

/// Each legal move of the selected piece gets its marker, and nothing else does.
#[test]
fn std_selecting_a_piece_shows_exactly_its_markers() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
    // From the start, the e2 pawn has two quiet moves: one step and the double step.
    click_cell(&mut h, "e2");
    assert_eq!(
        h.state().board_state().painted_markers,
        vec![(square("e3"), Marker::Move), (square("e4"), Marker::Move)]
    );
    assert_eq!(cell_label(&h, "e3"), "e3, empty, move here");
    assert_eq!(cell_label(&h, "e2"), "e2, white pawn, selected");
    // The knight jumps to a3 and c3 (d2 is its own pawn).
    click_cell(&mut h, "b1");
    assert_eq!(
        h.state().board_state().painted_markers,
        vec![(square("a3"), Marker::Move), (square("c3"), Marker::Move)]
    );
    click_cell(&mut h, "b1");
    assert!(h.state().board_state().painted_markers.is_empty());

    // 1. e4 d5: the e4 pawn may take on d5 (ring) or advance to e5 (dot).
    for (from, to) in [("e2", "e4"), ("d7", "d5")] {
        click_cell(&mut h, from);
        click_cell(&mut h, to);
    }
    click_cell(&mut h, "e4");
    assert_eq!(
        h.state().board_state().painted_markers,
        vec![
            (square("d5"), Marker::Capture),
            (square("e5"), Marker::Move)
        ]
    );
    assert_eq!(cell_label(&h, "d5"), "d5, black pawn, capture here");

    // 2. e5 f5 (double step past e5): e5xf6 en passant lands on the empty f6 and
    // takes the f5 pawn; e6 is a plain step.
    click_cell(&mut h, "e5");
    click_cell(&mut h, "d5");
    click_cell(&mut h, "e4");
    click_cell(&mut h, "e5");
    click_cell(&mut h, "f7");
    click_cell(&mut h, "f5");
    click_cell(&mut h, "e5");
    assert_eq!(
        h.state().board_state().painted_markers,
        vec![
            (square("e6"), Marker::Move),
            (square("f5"), Marker::EnPassantVictim),
            (square("f6"), Marker::EnPassant),
        ]
    );
    assert_eq!(cell_label(&h, "f6"), "f6, empty, en passant capture here");
    assert_eq!(cell_label(&h, "f5"), "f5, black pawn, taken en passant");
    click_cell(&mut h, "f6");
    assert_eq!(
        h.state().session().move_list().last().map(String::as_str),
        Some("exf6")
    );
    assert_eq!(cell_label(&h, "f5"), "f5, empty");
}

/// The same rule over every piece of a middlegame position: markers are the legal
/// moves' targets, as the core describes them.
#[test]
fn std_markers_agree_with_the_core_for_every_piece() {
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let mut h = harness_sized(
        OtherworldsApp::for_tests_from(Variant::Standard, fen),
        1000.0,
        720.0,
    );
    let pos = h.state().session().game().position().clone();
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    let infos: Vec<_> = legal.iter().map(|m| pos.move_info(*m)).collect();
    let mut from_cells: Vec<Cell> = infos.iter().filter_map(|i| i.from).collect();
    from_cells.sort();
    from_cells.dedup();
    for from in from_cells {
        let name = pos.cell_name(from);
        click_cell(&mut h, &name);
        let mut expected: Vec<(Cell, Marker)> = infos
            .iter()
            .filter(|i| i.from == Some(from))
            .filter_map(|i| {
                let to = i.to?;
                // Castling is the king's two-square step: a dot like any quiet move.
                let occupied = pos.pieces().iter().any(|(c, _)| *c == to);
                Some((
                    to,
                    if occupied {
                        Marker::Capture
                    } else {
                        Marker::Move
                    },
                ))
            })
            .collect();
        expected.sort();
        expected.dedup();
        assert_eq!(
            h.state().board_state().painted_markers,
            expected,
            "from {name}"
        );
        click_cell(&mut h, &name);
    }
}

#[test]
fn std_promotion_through_the_picker() {
    let fen = "8/P6k/8/8/8/8/8/K7 w - - 0 1";
    let mut h = harness_sized(
        OtherworldsApp::for_tests_from(Variant::Standard, fen),
        1000.0,
        720.0,
    );
    click_cell(&mut h, "a7");
    click_cell(&mut h, "a8");
    let choice = h.state().promotion().expect("the picker is open");
    assert_eq!(choice.options.len(), 4);
    assert!(moves(&h).is_empty(), "nothing is played before the choice");
    // Escape cancels; the pawn stays.
    press(&mut h, Key::Escape);
    assert!(h.state().promotion().is_none());
    assert!(moves(&h).is_empty());
    // Again, and pick the knight with the mouse.
    click_cell(&mut h, "a7");
    click_cell(&mut h, "a8");
    click_label(&mut h, "Promote to knight");
    assert_eq!(moves(&h), ["a7a8n"]);
    assert_eq!(cell_label(&h, "a8"), "a8, white knight");
    assert_eq!(
        h.state().session().board_model().pieces.get(&square("a8")),
        Some(&PieceView::plain(Color::White, Role::Knight))
    );
}

#[test]
fn std_promotion_picker_by_keyboard() {
    let fen = "8/P6k/8/8/8/8/8/K7 w - - 0 1";
    let mut h = harness_sized(
        OtherworldsApp::for_tests_from(Variant::Standard, fen),
        1000.0,
        720.0,
    );
    click_cell(&mut h, "a7");
    click_cell(&mut h, "a8");
    // The queen comes first and has the focus: Enter takes it.
    assert!(h.get_by_label("Promote to queen").is_focused());
    press(&mut h, Key::Enter);
    assert_eq!(moves(&h), ["a7a8q"]);
    // Undo, and choose the rook by its letter.
    press_command(&mut h, Key::Z);
    assert!(moves(&h).is_empty());
    click_cell(&mut h, "a7");
    click_cell(&mut h, "a8");
    press(&mut h, Key::R);
    assert_eq!(moves(&h), ["a7a8r"]);
}

#[test]
fn std_move_by_keyboard_only() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
    // Tab until a cell of the board has the focus (the menus and buttons come first).
    for _ in 0..30 {
        if h.state().board_state().focused.is_some() {
            break;
        }
        press(&mut h, Key::Tab);
    }
    // White's view: the first cell in reading order is a8, top left.
    assert_eq!(h.state().board_state().focused, Some(square("a8")));
    assert!(cell_node(&h, "a8").is_focused());
    let press_times = |h: &mut H, key: Key, times: usize| {
        for _ in 0..times {
            press(h, key);
        }
    };
    press_times(&mut h, Key::ArrowRight, 4);
    press_times(&mut h, Key::ArrowDown, 6);
    assert_eq!(h.state().board_state().focused, Some(square("e2")));
    press_times(&mut h, Key::Space, 1);
    assert_eq!(h.state().board_state().selected, Some(square("e2")));
    // Escape clears the selection but keeps the focus; select again with Enter.
    press_times(&mut h, Key::Escape, 1);
    assert_eq!(h.state().board_state().selected, None);
    assert_eq!(h.state().board_state().focused, Some(square("e2")));
    press_times(&mut h, Key::Enter, 1);
    press_times(&mut h, Key::ArrowUp, 2);
    assert_eq!(h.state().board_state().focused, Some(square("e4")));
    press_times(&mut h, Key::Enter, 1);
    assert_eq!(moves(&h), ["e2e4"]);
    // Arrows stop at the edge of the board instead of leaving it.
    press_times(&mut h, Key::ArrowLeft, 6);
    assert_eq!(h.state().board_state().focused, Some(square("a4")));
}

#[test]
fn std_move_by_drag_and_drop() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
    let from = cell_node(&h, "g1").rect().center();
    let to = cell_node(&h, "f3").rect().center();
    h.hover_at(from);
    h.drag_at(from);
    h.run();
    for t in [0.25, 0.5, 0.75, 1.0] {
        h.hover_at(Pos2::new(
            from.x + (to.x - from.x) * t,
            from.y + (to.y - from.y) * t,
        ));
        h.run();
    }
    assert_eq!(h.state().board_state().dragging, Some(square("g1")));
    h.drop_at(to);
    h.run();
    assert_eq!(moves(&h), ["g1f3"]);
    assert_eq!(cell_label(&h, "f3"), "f3, white knight");
}

#[test]
fn std_flip_undo_and_new_game_commands() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
    let a1 = cell_node(&h, "a1").rect().center();
    let h8 = cell_node(&h, "h8").rect().center();
    assert!(a1.y > h8.y, "White's view: a1 below h8");
    click_label(&mut h, "Flip board");
    let a1 = cell_node(&h, "a1").rect().center();
    let h8 = cell_node(&h, "h8").rect().center();
    assert!(a1.y < h8.y && a1.x > h8.x, "Black's view: a1 top right");
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    click_label(&mut h, "Undo");
    assert!(moves(&h).is_empty());
    click_cell(&mut h, "d2");
    click_cell(&mut h, "d4");
    // New game asks before the game in progress is abandoned (issue 42), then opens
    // the dialog; its Start begins the game again.
    click_label(&mut h, "New game");
    assert_eq!(moves(&h), ["d2d4"]);
    click_label(&mut h, "Abandon it");
    click_label(&mut h, "Play a friend");
    assert!(moves(&h).is_empty());
    assert_eq!(cell_label(&h, "d2"), "d2, white pawn");
}

#[test]
fn choosing_a_variant_in_the_box_starts_it() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    click_label(&mut h, "Variant");
    click_label(&mut h, "Two Worlds");
    // The game in progress is abandoned when asked (issue 42).
    click_label(&mut h, "Abandon it");
    // Every variant starts (the core's start positions cannot fail): a new game of it.
    assert_eq!(h.state().session().variant(), Variant::TwoWorlds);
    assert!(moves(&h).is_empty());
    assert!(h.state().notice().is_none());
}

/// RULES.md §6: stalemate, insufficient material and threefold repetition are
/// announced like a mate, as draws.
#[test]
fn std_draws_are_announced() {
    // Qc7 leaves the a8 king no move and no check: stalemate.
    let mut h = harness_sized(
        OtherworldsApp::for_tests_from(Variant::Standard, "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1"),
        1000.0,
        720.0,
    );
    click_cell(&mut h, "c1");
    click_cell(&mut h, "c7");
    assert!(h.query_by_label("Draw by stalemate (1/2-1/2)").is_some());

    // Kxb2 leaves two bare kings.
    let mut h = harness_sized(
        OtherworldsApp::for_tests_from(Variant::Standard, "k7/8/8/8/8/8/1r6/K7 w - - 0 1"),
        1000.0,
        720.0,
    );
    click_cell(&mut h, "a1");
    click_cell(&mut h, "b2");
    assert!(
        h.query_by_label("Draw by insufficient material (1/2-1/2)")
            .is_some()
    );

    // Both knights out and back twice: the start position stands for the third time.
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
    for _ in 0..2 {
        for (from, to) in [("g1", "f3"), ("g8", "f6"), ("f3", "g1"), ("f6", "g8")] {
            assert!(h.state().session().outcome().is_none());
            click_cell(&mut h, from);
            click_cell(&mut h, to);
        }
    }
    assert!(
        h.query_by_label("Game over: Draw by threefold repetition (1/2-1/2)")
            .is_some()
    );
}

/// The game resumes from the autosave at the next start; an autosave with a move that
/// does not play is reported (naming the move) and a new game is shown instead.
#[test]
fn saved_games_resume_and_bad_saves_are_reported() {
    let mut game = Game::new(AnyPosition::new(Variant::Standard));
    for m in ["e2e4", "e7e5"] {
        game.play_str(m).expect("legal");
    }
    let saved = GameRecord::from_game(&game, record::Players::default()).expect("a record");
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    record::save_autosave(dir.path(), &saved).expect("autosaved");
    let app = OtherworldsApp::for_tests_with_autosave(dir.path());
    assert_eq!(app.session().move_strings(), ["e2e4", "e7e5"]);
    assert!(app.notice().is_none(), "{:?}", app.notice());

    let mut broken = saved.clone();
    broken.moves = vec!["e2e4".into(), "e2e4".into()];
    broken.result = None;
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    record::save_autosave(dir.path(), &broken).expect("autosaved");
    let app = OtherworldsApp::for_tests_with_autosave(dir.path());
    // The autosave is all or nothing: the game on screen is a new one.
    assert_eq!(app.session().move_strings(), Vec::<String>::new());
    let notice = app.notice().expect("a notice").to_string();
    assert!(notice.contains("could not be restored"), "{notice}");
    assert!(notice.contains("move 2 'e2e4'"), "{notice}");
}

/// The New game dialog fits a small window: its last controls are inside an 800x600
/// window (before the variants were laid out several to a row, the dialog was about
/// 730 points tall and Start fell below such a window).
#[test]
fn the_new_game_dialog_fits_an_800_by_600_window() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 800.0, 600.0);
    click_label(&mut h, "New game");
    // Since issue 42 the variants are cards (Valhalla's options under its card, the
    // chosen variant named in full beside the buttons) and Rated and Start wait under
    // More options, in the dialog's part that scrolls.
    for label in ["Valhalla", "Inverted", "Mirror", "Eternal"] {
        click_label(&mut h, label);
    }
    more_options(&mut h);
    for label in [
        "Valhalla, inverted, mirror, eternal",
        "Rated",
        "Start",
        "Cancel",
    ] {
        h.get_by_label(label).scroll_to_me();
        h.run();
        let r = h.get_by_label(label).rect();
        assert!(r.top() >= 0.0 && r.bottom() <= 600.0, "{label} at {r:?}");
    }
    click_in_view(&mut h, "Start");
    assert!(
        h.query_by_label("Start").is_none(),
        "Start closed the dialog"
    );
}

/// `--variant` starts a new game of it "instead of resuming the last one", whether the
/// autosave's read ends before the command runs or after: never the question "Abandon
/// the game in progress?" (the window opened on it when the read won the race), and
/// the autosaved game does not come back over the new one.
#[test]
fn a_variant_from_the_command_line_replaces_the_autosaved_game_without_a_question() {
    let mut game = Game::new(AnyPosition::new(Variant::Standard));
    for m in ["e2e4", "e7e5"] {
        game.play_str(m).expect("legal");
    }
    let saved = GameRecord::from_game(&game, record::Players::default()).expect("a record");
    let four_d: Variant = "4d".parse().expect("a variant id");
    let command =
        || otherworlds::command::Action::from(otherworlds::command::Request::StartVariant(four_d));
    for read_first in [false, true] {
        let dir = tempfile::TempDir::new().expect("a temporary directory");
        record::save_autosave(dir.path(), &saved).expect("autosaved");
        let mut app = OtherworldsApp::for_tests_with_data(dir.path());
        if read_first {
            app.settle_files();
            assert_eq!(app.session().move_strings(), ["e2e4", "e7e5"], "restored");
        }
        app.startup(command());
        app.settle_files();
        let mut h = harness(app);
        h.run();
        assert_eq!(
            h.state().session().variant(),
            four_d,
            "read first: {read_first}"
        );
        assert!(h.state().session().move_strings().is_empty());
        assert!(
            h.query_by_label("Abandon it").is_none(),
            "no question (read first: {read_first})"
        );
    }
}
