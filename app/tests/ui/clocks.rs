//! Clocks, resignation, draws and captured pieces (issue 18, point 4). Time is moved by
//! hand (`use_manual_time`): no test sleeps for the clock.
use crate::support::*;
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::command::{Command, Request};
use otherworlds::game::time_control::TimeControl;
use otherworlds::play::table::TableDialog;
use otherworlds::players::{Player, Players};
use otherworlds_core::{Color, EndReason, Outcome, Variant, prelude::*};

/// A game from `position` with a clock on it and the time in the test's hands, after
/// each side's first move (`first`: the clocks start with them, issue 42).
fn timed_at(
    variant: Variant,
    position: &str,
    first: [(&str, &str); 2],
    control: TimeControl,
) -> (H, otherworlds::game::clock::ManualTime) {
    let mut h = at(variant, position);
    let time = h.state_mut().use_manual_time();
    h.state_mut().start_clocks(control);
    h.run();
    for (from, to) in first {
        click_cell(&mut h, from);
        click_cell(&mut h, to);
    }
    assert_eq!(moves(&h).len(), 2, "{:?}", moves(&h));
    (h, time)
}

fn left(h: &H, color: Color) -> u64 {
    h.state().time_left(color).expect("a timed game")
}

fn outcome(h: &H) -> Option<Outcome> {
    h.state().session().outcome()
}

/// Whether a text is on screen (the banner and the status bar both say the result).
fn shown(h: &H, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

fn table(h: &mut H, command: Command) {
    issue(h, command);
}

#[test]
fn a_flag_fall_with_a_bare_king_opponent_is_a_draw() {
    // White (king and queen) to move runs out; Black has a bare king, which cannot mate.
    let (mut h, time) = timed_at(
        Variant::Standard,
        "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1",
        [("e1", "d1"), ("e8", "d8")],
        TimeControl::new(1, 0),
    );
    time.advance(59_999);
    h.run();
    assert_eq!(outcome(&h), None, "a millisecond is left");
    time.advance(1);
    h.run();
    assert_eq!(
        outcome(&h),
        Some(Outcome::draw(EndReason::TimeoutVsInsufficientMaterial))
    );
    assert!(shown(
        &h,
        "Draw by timeout against insufficient material (1/2-1/2)"
    ));
    // The game is over: no move is taken, the clocks stand still.
    assert!(h.state().session().game().legal_moves().is_empty());
    time.advance(5_000);
    h.run();
    assert_eq!(left(&h, Color::White), 0);
    assert_eq!(left(&h, Color::Black), 60_000);
}

#[test]
fn a_flag_fall_against_mating_material_loses() {
    // Black (a bare king) to move runs out; White has a queen.
    let (mut h, time) = timed_at(
        Variant::Standard,
        "4k3/8/8/8/8/8/8/Q3K3 b - - 0 1",
        [("e8", "d8"), ("e1", "d1")],
        TimeControl::new(1, 0),
    );
    time.advance(60_000);
    h.run();
    assert_eq!(
        outcome(&h),
        Some(Outcome::win(Color::White, EndReason::Timeout))
    );
    assert!(shown(&h, "White wins by timeout (1-0)"));
}

#[test]
fn the_clock_runs_only_on_the_movers_side_and_the_increment_is_added() {
    let mut h = harness(OtherworldsApp::for_tests());
    let time = h.state_mut().use_manual_time();
    h.state_mut().set_time_control(Some(TimeControl::new(3, 2)));
    issue(&mut h, Request::StartVariant(Variant::Standard));
    // Each side's first move is free (issue 42, as on lichess): no time, no increment.
    time.advance(5_000);
    h.run();
    assert_eq!(
        left(&h, Color::White),
        180_000,
        "White's clock waits for its first move"
    );
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    time.advance(3_000);
    h.run();
    assert_eq!(left(&h, Color::White), 180_000);
    assert_eq!(left(&h, Color::Black), 180_000, "Black's too");
    click_cell(&mut h, "e7");
    click_cell(&mut h, "e5");
    assert_eq!(moves(&h), ["e2e4", "e7e5"]);
    time.advance(5_000);
    h.run();
    assert_eq!(left(&h, Color::White), 175_000);
    assert_eq!(left(&h, Color::Black), 180_000, "Black's clock waits");
    assert!(h.query_by_label_contains("White 2:55").is_some());
    click_cell(&mut h, "g1");
    click_cell(&mut h, "f3");
    // White's turn took 5 s and earned 2 s.
    assert_eq!(left(&h, Color::White), 177_000);
    time.advance(3_000);
    h.run();
    assert_eq!(left(&h, Color::White), 177_000, "White's clock waits");
    assert_eq!(left(&h, Color::Black), 177_000);
    click_cell(&mut h, "b8");
    click_cell(&mut h, "c6");
    assert_eq!(left(&h, Color::Black), 179_000);
    assert_eq!(
        h.state().clocks().map(|c| c.turn_times().to_vec()),
        Some(vec![0, 0, 5_000, 3_000])
    );
}

#[test]
fn no_window_opens_over_a_running_clock() {
    // Issue 42, point 5: the clock ran on behind the modal Profiles window.
    let (mut h, time) = timed_at(
        Variant::Standard,
        "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1",
        [("e1", "d1"), ("e8", "d8")],
        TimeControl::new(1, 0),
    );
    assert_eq!(
        h.state().clocks().and_then(|c| c.running_side()),
        Some(Color::White)
    );
    for command in [Command::Profiles, Command::About, Command::ExportDiagram] {
        issue(&mut h, command);
        let notice = h.state().notice().unwrap_or_default().to_string();
        assert!(
            notice.starts_with("Your clock is running"),
            "{command:?}: {notice}"
        );
    }
    assert!(!h.state().profiles_open());
    assert!(!h.state().diagram_export().open);
    let why = h.state().refusals().windows;
    assert!(why.is_some_and(|w| w.starts_with("Your clock is running")));
    // The game's own question keeps the clock running, as lichess's do.
    time.advance(1_000);
    issue(&mut h, Command::Resign);
    time.advance(1_000);
    h.run();
    assert_eq!(left(&h, Color::White), 58_000);
    press(&mut h, Key::Escape);
    // After the end the windows open again.
    issue(&mut h, Command::Resign);
    issue(&mut h, Command::ConfirmResign);
    settle(&mut h);
    assert!(h.state().refusals().windows.is_none());
    issue(&mut h, Command::ExportDiagram);
    assert!(h.state().diagram_export().open);
}

#[test]
fn the_clock_stops_while_another_screen_is_on_show() {
    let (mut h, time) = timed_at(
        Variant::Standard,
        "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1",
        [("e1", "d1"), ("e8", "d8")],
        TimeControl::new(1, 0),
    );
    time.advance(1_000);
    h.run();
    issue(&mut h, Command::OpenEditor);
    time.advance(30_000);
    h.run();
    issue(&mut h, Command::CloseEditor);
    time.advance(1_000);
    h.run();
    assert_eq!(
        left(&h, Color::White),
        58_000,
        "the editor's 30 s do not count"
    );
}

#[test]
fn v_3_the_turns_players_clock_runs_through_the_whole_turn() {
    // Black's pawn on d5 can be taken: then Black (its owner, V-5) chooses its square.
    let mut h = after(
        Variant::Valhalla(Default::default()),
        &["e2e4,0000", "d7d5,0000"],
    );
    let time = h.state_mut().use_manual_time();
    h.state_mut().start_clocks(TimeControl::new(1, 1));
    h.run();
    let (from, to) = (cell_on(&h, 0, "e4"), cell_on(&h, 0, "d5"));
    time.advance(2_000);
    issue(
        &mut h,
        Request::PlayMove {
            from,
            to,
            animate: false,
        },
    );
    let pos = h.state().session().game().position().clone();
    assert_eq!(pos.actor(), Color::Black, "Black places the captured pawn");
    time.advance(4_000);
    h.run();
    // Black's thinking over the square is White's turn: White's clock runs.
    assert_eq!(left(&h, Color::White), 54_000);
    assert_eq!(left(&h, Color::Black), 60_000);
    let a7 = cell_on(&h, 1, "a7");
    issue(&mut h, Request::Place { to: a7 });
    time.advance(1_000);
    h.run();
    assert_eq!(left(&h, Color::White), 53_000);
    // White's board-2 move ends the turn: the increment, and Black's clock runs.
    let (from, to) = (cell_on(&h, 1, "e1"), cell_on(&h, 1, "e2"));
    issue(
        &mut h,
        Request::PlayMove {
            from,
            to,
            animate: false,
        },
    );
    assert_eq!(moves(&h).len(), 7, "{:?}", moves(&h));
    assert_eq!(left(&h, Color::White), 54_000);
    time.advance(1_500);
    h.run();
    assert_eq!(left(&h, Color::Black), 58_500);
    assert_eq!(left(&h, Color::White), 54_000);
}

#[test]
fn resign_asks_then_ends_the_game() {
    // Two people at one screen: Black is to move, so Black resigns.
    let mut h = after(Variant::Standard, &["e2e4"]);
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::R);
    h.run();
    assert_eq!(
        h.state().table_question(),
        Some(TableDialog::Resign(Color::Black))
    );
    assert!(shown(&h, "Black resigns? The game ends and White wins."));
    // Escape (or Keep playing) changes nothing.
    press(&mut h, Key::Escape);
    assert_eq!(h.state().table_question(), None);
    assert_eq!(outcome(&h), None);
    table(&mut h, Command::Resign);
    table(&mut h, Command::ConfirmResign);
    assert_eq!(
        outcome(&h),
        Some(Outcome::win(Color::White, EndReason::Resignation))
    );
    assert!(shown(&h, "White wins by resignation (1-0)"));

    // Against the computer the person resigns, whoever is to move.
    let mut h = after(Variant::Standard, &[]);
    h.state_mut().set_players(Players {
        white: Player::Human,
        black: Player::computer(1),
    });
    table(&mut h, Command::Resign);
    assert_eq!(
        h.state().table_question(),
        Some(TableDialog::Resign(Color::White))
    );
    table(&mut h, Command::ConfirmResign);
    assert_eq!(
        outcome(&h),
        Some(Outcome::win(Color::Black, EndReason::Resignation))
    );
    assert!(
        !h.state().is_thinking(),
        "nothing is searched after the end"
    );
}

#[test]
fn a_draw_offer_between_people_is_declined_or_accepted() {
    let mut h = after(Variant::Standard, &["e2e4", "e7e5"]);
    table(&mut h, Command::OfferDraw);
    assert_eq!(
        h.state().table_question(),
        Some(TableDialog::Draw {
            offered_by: Color::White
        })
    );
    assert!(
        h.query_by_label_contains("White offers a draw. Black, do you accept?")
            .is_some()
    );
    click_label(&mut h, "Decline");
    assert_eq!(h.state().table_question(), None);
    assert_eq!(outcome(&h), None);
    assert_eq!(h.state().notice(), Some("Black declines the draw."));
    table(&mut h, Command::OfferDraw);
    click_label(&mut h, "Accept draw");
    assert_eq!(outcome(&h), Some(Outcome::draw(EndReason::Agreement)));
    assert!(shown(&h, "Draw by agreement (1/2-1/2)"));
}

/// The person's offer, made and confirmed (asked first against the computer).
fn offer_to_computer(h: &mut H) {
    table(h, Command::OfferDraw);
    assert_eq!(
        h.state().table_question(),
        Some(TableDialog::OfferDraw(Color::White))
    );
    table(h, Command::ConfirmOfferDraw);
}

#[test]
fn the_computer_accepts_a_draw_only_from_move_30_in_a_dead_draw() {
    use otherworlds::computer::draw::{DEAD_DRAW_CP, DRAW_FROM_MOVE, score_for};
    let vs_computer = Players {
        white: Player::Human,
        black: Player::computer(3),
    };
    // Black (the computer) has a queen more: declined.
    let mut h = at(Variant::Standard, "q3k3/8/8/8/8/8/8/4K3 w - - 0 1");
    h.state_mut().set_players(vs_computer.clone());
    offer_to_computer(&mut h);
    assert_eq!(outcome(&h), None);
    let notice = h.state().notice().unwrap_or_default().to_string();
    assert!(notice.contains("declines the draw"), "{notice}");
    // Black (the computer) has a bare king against a queen: declined too (issue 42: a
    // computer that stands worse plays on; the person wins it on the board).
    let mut h = at(Variant::Standard, "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1");
    h.state_mut().set_players(vs_computer.clone());
    offer_to_computer(&mut h);
    assert_eq!(outcome(&h), None);
    // A knight each, kings apart: its search calls it a dead draw, but at move 1 the
    // computer still declines.
    let start = "n6k/8/8/8/8/8/8/K6N w - - 0 1";
    let mut h = at(Variant::Standard, start);
    h.state_mut().set_players(vs_computer.clone());
    let score = score_for(h.state().session().game(), Color::Black);
    assert!(score.abs() <= DEAD_DRAW_CP, "{score}");
    offer_to_computer(&mut h);
    assert_eq!(outcome(&h), None);
    let notice = h.state().notice().unwrap_or_default().to_string();
    assert!(notice.contains("no draw before move 30"), "{notice}");
    // The same material after 30 moves each: White's king walks 30 new squares (so no
    // position repeats) while Black's steps between h8 and g8.
    let walk = [
        "a1", "b1", "c1", "d1", "e1", "f1", "g1", "g2", "f2", "e2", "d2", "c2", "b2", "a2", "a3",
        "b3", "c3", "d3", "e3", "f3", "g3", "h3", "h4", "g4", "f4", "e4", "d4", "c4", "b4", "a4",
        "a5",
    ];
    let mut h = at(Variant::Standard, start);
    for (i, step) in walk.windows(2).enumerate() {
        click_cell(&mut h, step[0]);
        click_cell(&mut h, step[1]);
        let (from, to) = if i % 2 == 0 {
            ("h8", "g8")
        } else {
            ("g8", "h8")
        };
        click_cell(&mut h, from);
        click_cell(&mut h, to);
    }
    assert_eq!(moves(&h).len(), 2 * (walk.len() - 1));
    assert_eq!(outcome(&h), None);
    assert!(otherworlds::computer::draw::move_number(h.state().session().game()) > DRAW_FROM_MOVE);
    h.state_mut().set_players(vs_computer.clone());
    let score = score_for(h.state().session().game(), Color::Black);
    assert!(score.abs() <= DEAD_DRAW_CP, "{score}");
    offer_to_computer(&mut h);
    assert_eq!(outcome(&h), Some(Outcome::draw(EndReason::Agreement)));
}

#[test]
fn captured_pieces_are_shown_after_a_capture() {
    let h = after(Variant::Standard, &["e2e4", "d7d5"]);
    assert!(h.query_by_label_contains("Captured:").is_none());
    assert!(h.query_by_label("Material: even").is_some());
    let h = after(Variant::Standard, &["e2e4", "d7d5", "e4d5"]);
    assert!(h.query_by_label("Captured: black pawn").is_some());
    assert!(h.query_by_label("Material: White +1").is_some());
    // Two Worlds: the pawn rose to the Sky as White's ghost.
    let h = after(Variant::TwoWorlds, &["e2e4", "d7d5", "e4d5"]);
    assert!(h.query_by_label("Rose as ghosts: black pawn").is_some());
}

/// Empties the focused text field (the text is short: the dialog's fields).
fn clear_field(h: &mut H) {
    press(h, Key::End);
    for _ in 0..6 {
        press(h, Key::Backspace);
    }
}

#[test]
fn the_clock_is_chosen_in_the_new_game_dialog_by_keyboard() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 800.0);
    press_command(&mut h, Key::N);
    tab_to(&mut h, "3+2", 80);
    press(&mut h, Key::Space);
    tab_to(&mut h, "Play a friend", 80);
    press(&mut h, Key::Enter);
    assert!(h.state().new_game_dialog().is_none());
    let clocks = h.state().clocks().expect("a timed game");
    assert_eq!(clocks.control, TimeControl::new(3, 2));
    assert!(shown(&h, "Clock 3+2"));

    // Custom: a wrong field is named and Start waits for it.
    press_command(&mut h, Key::N);
    tab_to(&mut h, "Custom", 80);
    press(&mut h, Key::Space);
    tab_to(&mut h, "Minutes", 80);
    clear_field(&mut h);
    h.get_by_label("Minutes").type_text("abc");
    h.run();
    assert!(shown(
        &h,
        "Minutes: 'abc' is not a whole number from 1 to 180"
    ));
    click_label(&mut h, "Play a friend");
    assert!(h.state().new_game_dialog().is_some(), "Start is disabled");
    h.get_by_label("Minutes").focus();
    h.run();
    clear_field(&mut h);
    h.get_by_label("Minutes").type_text("7");
    h.run();
    let minutes = h.state().new_game_dialog().map(|d| d.time.minutes.clone());
    assert_eq!(minutes.as_deref(), Some("7"));
    click_label(&mut h, "Play a friend");
    assert!(h.state().new_game_dialog().is_none());
    let control = h.state().clocks().map(|c| c.control);
    assert_eq!(control, Some(TimeControl::new(7, 2)));
}

#[test]
fn a_timed_game_is_saved_and_resumed_with_its_clocks() {
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    let mut h = harness(OtherworldsApp::for_tests_with_autosave(dir.path()));
    let time = h.state_mut().use_manual_time();
    h.state_mut().set_time_control(Some(TimeControl::new(5, 3)));
    issue(&mut h, Request::StartVariant(Variant::Standard));
    // Each side's first move is free (issue 42): the clocks start after them.
    for cell in ["e2", "e4", "e7", "e5"] {
        click_cell(&mut h, cell);
    }
    time.advance(4_000);
    h.run();
    click_cell(&mut h, "g1");
    click_cell(&mut h, "f3");
    time.advance(2_500);
    h.run();
    table(&mut h, Command::Resign);
    table(&mut h, Command::ConfirmResign);
    let file = dir.path().join("saved.owgame");
    issue(&mut h, Request::SaveTo(file.clone()));
    let text = std::fs::read_to_string(&file).expect("the saved game");
    let value: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(value["schema"], 2);
    assert_eq!(value["reason"], "resignation");
    assert_eq!(value["result"], "1-0", "Black, to move, resigned");
    let clock = &value["clock"];
    assert_eq!(clock["base_ms"], 300_000);
    assert_eq!(clock["increment_ms"], 3_000);
    // 300 - 4 + 3 for White; 300 - 2.5 for Black when it resigned.
    assert_eq!(clock["white_ms"], 299_000);
    assert_eq!(clock["black_ms"], 297_500);
    assert_eq!(clock["turn_ms"], serde_json::json!([0, 0, 4_000]));
    drop(h);

    // The autosave resumes a game going on with its clocks.
    let mut h = harness(OtherworldsApp::for_tests_with_autosave(dir.path()));
    let time = h.state_mut().use_manual_time();
    issue(&mut h, Request::StartVariant(Variant::Standard));
    for cell in ["d2", "d4", "d7", "d5"] {
        click_cell(&mut h, cell);
    }
    time.advance(1_000);
    h.run();
    click_cell(&mut h, "c2");
    click_cell(&mut h, "c4");
    time.advance(700);
    h.run();
    settle(&mut h);
    drop(h);
    let mut h = harness(OtherworldsApp::for_tests_with_autosave(dir.path()));
    let time = h.state_mut().use_manual_time();
    h.run();
    assert_eq!(moves(&h), ["d2d4", "d7d5", "c2c4"]);
    let clocks = h.state().clocks().expect("the clocks came back");
    assert_eq!(clocks.control, TimeControl::new(5, 3));
    assert_eq!(clocks.turn_times(), [0, 0, 1_000]);
    assert_eq!(left(&h, Color::White), 302_000);
    // The autosave was written right after the move (Black had all its time then);
    // the first frames of the window ran on the system's clock.
    let black = left(&h, Color::Black);
    assert!((290_000..=300_000).contains(&black), "{black}");
    time.advance(1_000);
    h.run();
    assert_eq!(left(&h, Color::Black), black - 1_000);
    assert_eq!(left(&h, Color::White), 302_000);
}

#[test]
fn the_computers_clock_runs_while_it_thinks() {
    let mut h = harness(OtherworldsApp::for_tests());
    let time = h.state_mut().use_manual_time();
    h.state_mut().set_time_control(Some(TimeControl::new(1, 1)));
    h.state_mut().set_players(Players {
        white: Player::Human,
        black: Player::computer(8),
    });
    issue(&mut h, Request::StartVariant(Variant::Standard));
    // Each side's first move is free (issue 42): the clocks run from White's second.
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    run_until_plies(&mut h, 2);
    click_cell(&mut h, "d2");
    click_cell(&mut h, "d4");
    // Level 8 searches for about a second: it is still thinking here.
    assert!(h.state().is_thinking());
    let clocks = h.state().clocks().expect("timed");
    assert!(clocks.running() && clocks.owner() == Color::Black);
    time.advance(2_500);
    run_until_plies(&mut h, 4);
    assert_eq!(plies(&h), 4);
    // Its 2.5 s were counted, then its increment added.
    assert_eq!(left(&h, Color::Black), 58_500);
    assert_eq!(left(&h, Color::White), 61_000);
}
