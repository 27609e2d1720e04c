//! Issue 17, point 3: the analysis board. Multi-PV 1-5 chosen by mouse and keys, the
//! lines on screen, a line's click playing its first move, the engine's arrow in the
//! painted shapes (2D, the 3D layers, Valhalla's whole turn), Play from here against
//! a chosen level, Back to the game, and a stop obeyed within 50 ms.
use crate::support::*;
use egui::Key;
use egui::epaint::Shape;
use egui_kittest::kittest::{NodeT, Queryable};
use otherworlds::OtherworldsApp;
use otherworlds::board::arrows::ENGINE_ARROW;
use otherworlds::command::{Command, Request};
use otherworlds::computer::analysis::Line;
use otherworlds::players::Player;
use otherworlds::settings::Settings;
use otherworlds_core::geometry::Cell;
use otherworlds_core::{Variant, prelude::*};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// The lines on show now (empty while the analysis is off).
fn lines(h: &H) -> Vec<Line> {
    h.state()
        .analysis()
        .map(|a| a.lines().to_vec())
        .unwrap_or_default()
}

/// Runs frames until `n` lines of at least `depth` are on show (each depth's lines
/// are shown once all of them arrived), at most ~20 s.
fn wait_for_lines(h: &mut H, n: usize, depth: u32) {
    run_until(h, |h| {
        let l = lines(h);
        l.len() == n && l.iter().all(|l| l.info.depth >= depth)
    });
    let l = lines(h);
    assert_eq!(l.len(), n, "{n} lines arrive");
    assert!(l.iter().all(|l| l.info.depth >= depth), "depth {depth}");
}

/// Stops the search (G) so the lines on show stay as they are, and draws them.
fn freeze(h: &mut H) {
    press(h, Key::G);
    run_until(h, |h| h.state().analysis().is_some_and(|a| a.finished()));
    h.run();
}

/// The app with the analysis board open on `variant`'s position `text`.
fn board_at(variant: Variant, text: &str) -> H {
    let mut h = at(variant, text);
    issue(&mut h, Command::OpenAnalysisBoard);
    assert!(h.state().analysis_board_open());
    h
}

/// The engine's arrows in the last frame's shapes: (start of the shaft, tip of the head).
fn painted_arrows(h: &H) -> Vec<(egui::Pos2, egui::Pos2)> {
    let mut out = Vec::new();
    for clipped in &h.output().shapes {
        let Shape::Vec(parts) = &clipped.shape else {
            continue;
        };
        if let [Shape::LineSegment { points, stroke }, Shape::Path(head)] = parts.as_slice()
            && stroke.color == ENGINE_ARROW
            && head.fill == ENGINE_ARROW
        {
            out.push((points[0], head.points[0]));
        }
    }
    out
}

fn near(a: egui::Pos2, b: egui::Pos2) -> bool {
    a.distance(b) < 1.0
}

/// The from- and to-cells of the line's first turn's moves, as the core tells them.
fn cells_of(h: &H, line: &Line) -> Vec<(Cell, Cell)> {
    let mut pos = h.state().session().game().position().clone();
    let mut out = Vec::new();
    for &mv in &line.turn {
        let info = pos.move_info(mv);
        if let (Some(from), Some(to)) = (info.from, info.to)
            && info.kind != otherworlds_core::geometry::MoveKind::Transfer
        {
            out.push((from, to));
        }
        pos.play(mv);
    }
    out
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn multi_pv_3_shows_three_distinct_lines() {
    let settings = Settings {
        analysis_lines: 1,
        ..Settings::default()
    };
    let mut h = harness(OtherworldsApp::for_tests_with_settings(settings));
    issue(&mut h, Command::OpenAnalysisBoard);
    wait_for_lines(&mut h, 1, 1);
    click_label(&mut h, "3");
    assert_eq!(h.state().settings().analysis_lines, 3, "remembered");
    wait_for_lines(&mut h, 3, 2);
    freeze(&mut h);
    let shown = lines(&h);
    assert_eq!(shown.len(), 3);
    let firsts: std::collections::HashSet<_> = shown.iter().map(|l| l.turn[0]).collect();
    assert_eq!(firsts.len(), 3, "three different first moves");
    for line in &shown {
        // Each line is a button: score, moves, then its depth and speed.
        let wanted = format!("{}  {}", line.score, line.moves);
        let node = h.get_by(|n| n.label().is_some_and(|l| l.starts_with(&wanted)));
        let label = node.accesskit_node().label().unwrap_or_default();
        assert!(label.contains("depth "), "{label}");
        assert!(label.contains("nodes/s"), "{label}");
    }
}

#[test]
fn the_number_of_lines_changes_by_keyboard_and_is_kept_in_the_settings() {
    let mut h = board_at(Variant::Standard, START);
    assert_eq!(h.state().settings().analysis_lines, 3, "three by default");
    press(&mut h, Key::Plus);
    assert_eq!(h.state().settings().analysis_lines, 4);
    wait_for_lines(&mut h, 4, 1);
    for _ in 0..5 {
        press(&mut h, Key::Minus);
    }
    assert_eq!(h.state().settings().analysis_lines, 1, "never below one");
    wait_for_lines(&mut h, 1, 1);
    // The buttons 1-5 are reached by Tab and pressed by Space.
    tab_to(&mut h, "5", 200);
    press(&mut h, Key::Space);
    assert_eq!(h.state().settings().analysis_lines, 5);
    wait_for_lines(&mut h, 5, 1);
    press(&mut h, Key::Plus);
    assert_eq!(h.state().settings().analysis_lines, 5, "never above five");
}

/// Issue 42, point 14: with the focus on "4", - chose 3 and left the focus frame on
/// "4", which read as a second choice. The focus moves with the choice.
#[test]
fn the_focus_follows_the_number_of_lines_changed_by_keys() {
    let mut h = board_at(Variant::Standard, START);
    tab_to(&mut h, "4", 200);
    press(&mut h, Key::Space);
    assert_eq!(h.state().settings().analysis_lines, 4);
    assert!(focused(&h, "4"));
    press(&mut h, Key::Minus);
    h.run();
    assert_eq!(h.state().settings().analysis_lines, 3);
    assert!(focused(&h, "3"), "the focus moved to the choice");
    assert!(!focused(&h, "4"), "no frame left on the old choice");
    // Tab still walks the buttons: the focus is moved only when the choice changes.
    press(&mut h, Key::Tab);
    assert!(focused(&h, "4"), "Tab goes on from the choice");
}

#[test]
fn clicking_a_line_plays_its_first_move_on_the_analysis_board() {
    let mut h = board_at(Variant::Standard, START);
    wait_for_lines(&mut h, 3, 2);
    freeze(&mut h);
    // The second line, not the best: the click plays that line, not the engine's move.
    let line = lines(&h)[1].clone();
    let mut expected = h.state().session().game().position().clone();
    expected.play(line.turn[0]);
    let wanted = format!("{}  {}", line.score, line.moves);
    h.get_by(|n| n.label().is_some_and(|l| l.starts_with(&wanted)))
        .click();
    h.run();
    assert_eq!(
        h.state().session().game().position().position_string(),
        expected.position_string()
    );
    assert_eq!(h.state().session().game().moves().len(), 1);
    // The game in progress waits, untouched; Undo takes the move back.
    let waiting = h.state().waiting_game().expect("the game waits");
    assert_eq!(waiting.game().position().position_string(), START);
    press_command(&mut h, Key::Z);
    assert_eq!(
        h.state().session().game().position().position_string(),
        START
    );
    assert!(h.state().analysis_board_open());
}

#[test]
fn the_best_move_is_an_arrow_from_its_from_cell_to_its_to_cell_in_2d_and_3d() {
    let mut h = board_at(Variant::Standard, START);
    wait_for_lines(&mut h, 3, 2);
    freeze(&mut h);
    let best = lines(&h)[0].clone();
    let cells = cells_of(&h, &best);
    assert_eq!(cells.len(), 1, "one move in a standard turn");
    let (from, to) = cells[0];
    let arrows = painted_arrows(&h);
    assert_eq!(arrows.len(), 1, "{arrows:?}");
    assert!(near(arrows[0].0, center(&h, from)), "{arrows:?}");
    assert!(near(arrows[0].1, center(&h, to)), "{arrows:?}");
    // The stacked layers (V): the arrow joins the tiles' centres.
    press(&mut h, Key::V);
    h.run();
    let scene = h.state().scene_3d().expect("the 3D view is drawn");
    let centre = |c: Cell| scene.tile(c).expect("a tile").center;
    let arrows = painted_arrows(&h);
    assert_eq!(arrows.len(), 1, "{arrows:?}");
    assert!(near(arrows[0].0, centre(from)), "{arrows:?}");
    assert!(near(arrows[0].1, centre(to)), "{arrows:?}");
}

/// RULES.md V-3: a Valhalla turn is a board-1 move and a board-2 move. With White's
/// a1 rook on board 2 (a side has at most its 16 pieces and Valhalla's king) the
/// board-2 move cannot be passed (V-4), so the best turn draws two arrows, one on
/// each board.
#[test]
fn valhalla_draws_the_arrows_of_the_whole_turn() {
    let text =
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1 | 4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    let mut h = board_at(Variant::all()[4], text);
    run_until(&mut h, |h| {
        lines(h)
            .first()
            .is_some_and(|l| l.info.depth >= 3 && l.turn.len() >= 2)
    });
    freeze(&mut h);
    let best = lines(&h)[0].clone();
    let cells = cells_of(&h, &best);
    assert_eq!(cells.len(), 2, "{:?}", best.moves);
    assert_eq!(
        (cells[0].0.board, cells[1].0.board),
        (0, 1),
        "board 1, then board 2"
    );
    // The turn is whole: after it, a new turn starts (a repetition key, V-11).
    let mut pos = h.state().session().game().position().clone();
    for (i, &mv) in best.turn.iter().enumerate() {
        pos.play(mv);
        let last = i + 1 == best.turn.len();
        assert_eq!(
            pos.repetition_key().is_some(),
            last,
            "the turn ends with its last move"
        );
    }
    let arrows = painted_arrows(&h);
    assert_eq!(arrows.len(), 2, "{arrows:?}");
    for (arrow, (from, to)) in arrows.iter().zip(&cells) {
        assert!(near(arrow.0, center(&h, *from)), "{arrows:?}");
        assert!(near(arrow.1, center(&h, *to)), "{arrows:?}");
    }
}

#[test]
fn play_from_here_starts_a_game_from_the_analysed_position_against_the_chosen_level() {
    let mut h = after(Variant::Standard, &["e2e4"]);
    issue(&mut h, Command::OpenAnalysisBoard);
    // A move for Black on the analysis board: e7e5 by clicks.
    let (e7, e5) = (cell(&h, "e7"), cell(&h, "e5"));
    play(&mut h, e7, e5);
    let analysed = h.state().session().game().position().position_string();
    assert_eq!(moves(&h), ["e2e4", "e7e5"]);
    click_label(&mut h, "Play from here");
    let dialog = h.state().continue_dialog().expect("the players are asked");
    // White is to move: the person plays it, the computer Black.
    assert_eq!(dialog.players.white, Player::Human);
    let level = format!("Black: {}", Player::computer(5).label());
    click_label(&mut h, &level);
    click_label(&mut h, "Play on");
    assert!(!h.state().analysis_board_open(), "the board is left");
    assert_eq!(
        h.state().session().game().position().position_string(),
        analysed
    );
    assert_eq!(h.state().players().white, Player::Human);
    assert_eq!(h.state().players().black, Player::computer(5));
    assert!(h.state().waiting_game().is_none());
}

#[test]
fn back_to_the_game_returns_to_the_game_in_progress_as_it_was() {
    let mut h = after(Variant::Standard, &["e2e4", "e7e5"]);
    let before = h.state().session().game().position().position_string();
    // From the replay-like look back (Left arrow), the board opens on that position.
    press(&mut h, Key::ArrowLeft);
    // Ctrl+Shift+A opens the analysis board.
    h.key_press_modifiers(egui::Modifiers::COMMAND | egui::Modifiers::SHIFT, Key::A);
    h.run();
    assert!(h.state().analysis_board_open());
    assert_eq!(h.state().viewed_ply(), 1);
    press(&mut h, Key::End);
    let (g8, f6) = (cell(&h, "g8"), cell(&h, "f6"));
    // After e7e5 White is to move; play g1f3 then g8f6 on the analysis board.
    let (g1, f3) = (cell(&h, "g1"), cell(&h, "f3"));
    play(&mut h, g1, f3);
    play(&mut h, g8, f6);
    assert_eq!(moves(&h).len(), 4);
    click_label(&mut h, "Back to the game");
    assert!(!h.state().analysis_board_open());
    assert_eq!(
        h.state().session().game().position().position_string(),
        before
    );
    assert_eq!(moves(&h), ["e2e4", "e7e5"]);
}

/// The analysis keeps its searcher from position to position while the panel is on
/// (what one search stored speeds the next: `engine::any`'s
/// `a_kept_searcher_remembers_what_it_searched_until_another_family_replaces_it`), and
/// lets its table go when the panel is turned off.
#[test]
fn the_analysis_keeps_its_searcher_while_the_panel_is_on() {
    let mut h = at(
        Variant::Standard,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    );
    assert!(!h.state().kept_searchers().0);
    issue(&mut h, Command::ToggleAnalysis);
    wait_for_lines(&mut h, 3, 2);
    assert!(h.state().kept_searchers().0, "the search holds it");
    freeze(&mut h);
    assert!(h.state().kept_searchers().0, "kept after the search");
    issue(&mut h, Command::ToggleAnalysis);
    run_until(&mut h, |h| !h.state().kept_searchers().0);
    assert!(!h.state().kept_searchers().0, "freed with the panel off");
}

/// Follows `stop_returns_a_legal_move_within_50_ms` (tests/tests/engine_standard.rs):
/// the infinite search of the analysis board returns within 50 ms of its stop. As
/// there, the time is taken when the search returns (its searcher, table and all, is
/// then kept for the next position: nothing is freed).
#[test]
fn the_infinite_search_stops_within_50_ms() {
    stops_within_50_ms(1);
}

/// The same with two threads (Lazy SMP: every helper thread obeys the stop too).
#[test]
fn the_infinite_search_with_2_threads_stops_within_50_ms() {
    stops_within_50_ms(2);
}

fn stops_within_50_ms(threads: usize) {
    let mut h = board_at(
        Variant::Standard,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    );
    issue(&mut h, Request::SetAnalysisThreads(threads));
    wait_for_lines(&mut h, 3, 1);
    std::thread::sleep(Duration::from_millis(300));
    h.step();
    let analysis = h.state().analysis().expect("searching");
    assert_eq!(analysis.limits().threads, threads);
    assert!(!analysis.finished(), "no time limit on the analysis board");
    let flag = analysis.stop_flag();
    let asked = Instant::now();
    flag.store(true, Ordering::Relaxed);
    let mut returned = None;
    for _ in 0..2000 {
        returned = h.state().analysis().and_then(|a| a.finished_at());
        if returned.is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    let returned = returned.expect("the search returned");
    let latency = returned.saturating_duration_since(asked);
    eprintln!("the analysis search with {threads} threads returned {latency:?} after its stop");
    assert!(
        latency < Duration::from_millis(50),
        "stopped after {latency:?}"
    );
}

/// The analysis searches with every core unless the user chooses (the settings'
/// `analysis_threads`); the panel's Threads control, reached by Tab and typed into,
/// and the command both restart the search with the chosen threads.
#[test]
fn the_analysis_limits_carry_the_chosen_threads() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut h = board_at(Variant::Standard, START);
    wait_for_lines(&mut h, 3, 1);
    let threads = |h: &H| h.state().analysis().map(|a| a.limits().threads);
    assert_eq!(threads(&h), Some(cores), "all cores by default");
    issue(&mut h, Request::SetAnalysisThreads(1));
    assert_eq!(threads(&h), Some(1));
    // Tab makes the drag value a text field: the number is typed and Enter takes it.
    tab_to(&mut h, "Threads", 120);
    for key in [Key::End, Key::Backspace, Key::Backspace, Key::Backspace] {
        press(&mut h, key);
    }
    h.get_by_label("Threads").type_text("2");
    press(&mut h, Key::Enter);
    settle(&mut h);
    h.run();
    assert_eq!(h.state().settings().analysis_threads, 2, "typed 2");
    assert_eq!(threads(&h), Some(2), "a new search with 2 threads");
    // Out of range is brought into 1 to twice the cores.
    issue(&mut h, Request::SetAnalysisThreads(0));
    assert_eq!(threads(&h), Some(1));
    issue(&mut h, Request::SetAnalysisThreads(10_000));
    assert_eq!(threads(&h), Some(2 * cores));
}

/// The Memory control: the analysis's table, 64 MiB at first, chosen by keyboard (Tab,
/// typed MiB, rounded down to a power of two) or by command, kept in the settings; a
/// new size starts a new search with a table of that size.
#[test]
fn the_analysis_memory_is_typed_and_kept_in_the_settings() {
    let mut h = board_at(Variant::Standard, START);
    wait_for_lines(&mut h, 3, 1);
    let hash = |h: &H| h.state().analysis().map(|a| a.mode.hash_mib);
    assert_eq!(hash(&h), Some(64), "64 MiB at first");
    tab_to(&mut h, "Memory", 120);
    press(&mut h, Key::End);
    for _ in 0.."64 MiB".len() {
        press(&mut h, Key::Backspace);
    }
    h.get_by_label("Memory").type_text("300");
    press(&mut h, Key::Enter);
    settle(&mut h);
    h.run();
    assert_eq!(
        h.state().settings().analysis_hash_mib,
        256,
        "300 typed: 256"
    );
    assert_eq!(hash(&h), Some(256), "a new search with 256 MiB");
    wait_for_lines(&mut h, 3, 2);
    // Out of range is brought into 16 MiB to 1 GiB.
    issue(&mut h, Request::SetAnalysisHash(1));
    assert_eq!(hash(&h), Some(16));
    wait_for_lines(&mut h, 3, 2);
}

#[test]
fn g_stops_the_search_and_starts_it_again() {
    let mut h = board_at(Variant::Standard, START);
    wait_for_lines(&mut h, 3, 1);
    let flag = h.state().analysis().expect("searching").stop_flag();
    assert!(h.query_by_label("Stop").is_some());
    press(&mut h, Key::G);
    assert!(flag.load(Ordering::Relaxed), "G raised the stop flag");
    assert!(h.query_by_label("Go").is_some());
    assert_eq!(lines(&h).len(), 3, "the lines found stay");
    press(&mut h, Key::G);
    let again = h.state().analysis().expect("a new search").stop_flag();
    assert!(!again.load(Ordering::Relaxed));
    assert!(h.query_by_label("Stop").is_some());
}

/// From the replay: the "Analysis board" button opens the replayed game at the
/// position shown; the game in progress waits.
#[test]
fn the_replay_opens_on_the_analysis_board_at_the_position_shown() {
    use otherworlds_core::record::{self, GameRecord};
    use otherworlds_core::{AnyPosition, Game};
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    let mut game = Game::new(AnyPosition::new(Variant::Standard));
    for m in ["f2f3", "e7e5", "g2g4"] {
        game.play_str(m).expect("legal");
    }
    let path = dir.path().join("game.json");
    let record = GameRecord::from_game(&game, record::Players::default()).expect("a record");
    record::save_atomic(&path, &record).expect("saved");
    let mut h = after(Variant::Standard, &["d2d4"]);
    issue(&mut h, Request::LoadFrom(path));
    settle(&mut h);
    assert!(
        h.state().replay_info().is_some(),
        "{:?}",
        h.state().notice()
    );
    press(&mut h, Key::ArrowRight);
    press(&mut h, Key::ArrowRight);
    click_label(&mut h, "Analysis board");
    assert!(h.state().analysis_board_open());
    assert!(h.state().replay_info().is_none());
    assert_eq!(h.state().viewed_ply(), 2);
    assert_eq!(moves(&h), ["f2f3", "e7e5", "g2g4"]);
    let waiting = h
        .state()
        .waiting_game()
        .expect("the game in progress waits");
    assert_eq!(waiting.move_strings(), ["d2d4"]);
    // The analysis searches the position shown (after e7e5).
    run_until(&mut h, |h| h.state().analysis_ply() == Some(2));
    assert_eq!(h.state().analysis_ply(), Some(2));
}

/// A pasted position opens on the analysis board, as lichess analyses a pasted FEN
/// (issue 42, point 15; it opened in the board editor before), and the status bar
/// tells the pasted position's turn, not the old board's.
#[test]
fn a_pasted_position_opens_on_the_analysis_board() {
    let mut h = after(Variant::Standard, &["e2e4", "e7e5"]);
    assert!(h.state().session().status().starts_with("White to move"));
    // RULES.md §1: a FEN, Black to move, a queen against a rook.
    let text = "4k3/8/8/3q4/8/8/8/R3K3 b Q - 0 1";
    h.event(egui::Event::Paste(text.into()));
    h.run();
    assert!(h.state().analysis_board_open(), "{:?}", h.state().notice());
    assert!(h.state().editor().is_none());
    let waiting = h
        .state()
        .waiting_game()
        .expect("the game in progress waits");
    assert_eq!(waiting.move_strings(), ["e2e4", "e7e5"]);
    assert_eq!(
        h.state().session().game().position().position_string(),
        text
    );
    let status = h.state().session().status();
    assert!(status.starts_with("Black to move"), "{status}");
    wait_for_lines(&mut h, 3, 1);
    // Black to move; the lines' scores are told from White's side.
    let best = lines(&h)[0].clone();
    assert!(
        best.score.starts_with('-') || best.score.starts_with("#-"),
        "{}",
        best.score
    );
}

/// The line buttons on show, top to bottom: their text.
fn shown_lines(h: &H) -> Vec<String> {
    let mut buttons: Vec<(f32, String)> = h
        .query_all_by(|n| {
            n.role() == egui::accesskit::Role::Button
                && n.label().is_some_and(|l| l.contains("\ndepth "))
        })
        .map(|n| {
            (
                n.rect().top(),
                n.accesskit_node().label().unwrap_or_default(),
            )
        })
        .collect();
    buttons.sort_by(|a, b| a.0.total_cmp(&b.0));
    buttons.into_iter().map(|(_, text)| text).collect()
}

/// Issue 42, point 13: while the pointer is on the lines they hold still (the search
/// went on deepening and reordering them under the mouse, and a click played another
/// line); a click plays the line shown; off the lines the newest show again.
#[test]
fn the_lines_hold_still_under_the_pointer_and_a_click_plays_the_one_shown() {
    let mut h = board_at(Variant::Standard, START);
    wait_for_lines(&mut h, 3, 1);
    h.run();
    // The lines drawn last before the pointer arrives are the ones it holds.
    let held = shown_lines(&h);
    assert_eq!(held.len(), 3, "{held:?}");
    let second = h
        .get_by(|n| n.label().is_some_and(|l| l == held[1]))
        .rect()
        .center();
    h.hover_at(second);
    h.step();
    // The search goes on: wait for lines that read differently from those held.
    let moved_on = |h: &H| {
        let live: Vec<String> = lines(h)
            .iter()
            .map(|l| format!("{}  {}\n{}", l.score, l.moves, l.detail))
            .collect();
        live.len() == 3 && live != held
    };
    run_until(&mut h, moved_on);
    assert!(moved_on(&h), "the search deepened");
    h.run();
    assert_eq!(shown_lines(&h), held, "the lines hold under the pointer");
    // The held second line is what a click plays.
    let first_move = held[1]
        .split_whitespace()
        .nth(1)
        .map(str::to_string)
        .unwrap_or_default();
    h.get_by(|n| n.label().is_some_and(|l| l == held[1]))
        .click();
    h.run();
    let played = h.state().session().move_list();
    assert_eq!(played, [first_move], "the held second line's first move");
    // Undo, then off the lines: the newest lines show.
    press_command(&mut h, Key::Z);
    h.hover_at(egui::pos2(5.0, 5.0));
    run_until(&mut h, |h| {
        shown_lines(h).len() == 3 && shown_lines(h) != held
    });
    assert_ne!(shown_lines(&h), held, "off the lines, the newest show");
}
