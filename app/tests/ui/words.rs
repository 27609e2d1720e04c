//! Issue 14, point 6: the words a player reads. The computer's level said once, a
//! Valhalla header that fits one line at 640 px, the replay caption counting moves as
//! the move list does, a saved game told apart from an error, and who plays whom.
use crate::support::*;
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::command::{Command, Request};
use otherworlds::players::{Player, Players};
use otherworlds::shell::NoticeKind;
use otherworlds_core::engine::level::Level;
use otherworlds_core::record::{self, GameRecord};
use otherworlds_core::{AnyPosition, Game, ValhallaOptions, Variant};

#[test]
fn the_thinking_line_names_the_level_once() {
    let mut app = OtherworldsApp::for_tests();
    app.set_players(Players {
        white: Player::Human,
        black: Player::computer(8),
    });
    let mut h = harness_sized(app, 1000.0, 720.0);
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    assert!(h.state().is_thinking());
    let text = format!("Black (Level 8, {}) is thinking…", Level::get(8).name);
    assert!(h.query_by_label(&text).is_some(), "{text}");
    assert!(h.query_by_label_contains("(Level 8 (").is_none());
    issue(&mut h, Command::Undo);
}

#[test]
fn the_valhalla_header_says_it_once_and_fits_one_line_at_640_px() {
    let valhalla = Variant::Valhalla(ValhallaOptions::default());
    let mut h = harness_sized(OtherworldsApp::for_tests_after(valhalla, &[]), 640.0, 480.0);
    // The board-1 move, then the board-2 move or pass.
    for step in 0..2 {
        let status = h.state().session().status();
        assert!(status.starts_with("White to move"), "{status}");
        assert_eq!(status.matches("to move").count(), 1, "{status}");
        assert!(!status.contains("board 1, "), "{status}");
        // About 40 characters of 20-point text fit the header at 640 px.
        assert!(status.chars().count() <= 40, "{status}");
        // One line of the header's 20-point text.
        let header = h
            .query_all_by_label(&status)
            .map(|n| n.rect().height())
            .fold(0.0, f32::max);
        assert!(header > 0.0 && header < 36.0, "{status}: {header} px high");
        if step == 0 {
            let (e2, e4) = (cell_on(&h, 0, "e2"), cell_on(&h, 0, "e4"));
            play(&mut h, e2, e4);
        }
    }
}

#[test]
fn the_replay_caption_counts_moves_like_the_move_list() {
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    let mut game = Game::new(AnyPosition::new(Variant::Standard));
    for m in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        game.play_str(m).expect("legal");
    }
    let path = dir.path().join("fools-mate.json");
    let record = GameRecord::from_game(&game, record::Players::default()).expect("a record");
    record::save_atomic(&path, &record).expect("saved");
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
    issue(&mut h, Request::LoadFrom(path));
    assert!(h.query_by_label_contains("start position").is_some());
    for (ply, text) in [
        (1, "after move 1 (White) of 2"),
        (2, "after move 1 (Black) of 2"),
        (3, "after move 2 (White) of 2"),
        (4, "after move 2 (Black) of 2"),
    ] {
        issue(&mut h, Request::ViewPly(ply));
        assert!(
            h.query_by_label_contains(text).is_some(),
            "ply {ply}: {text}"
        );
    }
    assert!(h.query_by_label_contains("of 4").is_none(), "no plies");
}

#[test]
fn the_looking_back_caption_counts_moves_too() {
    let mut h = after(Variant::Standard, &["e2e4", "e7e5", "g1f3"]);
    issue(&mut h, Request::ViewPly(2));
    assert!(
        h.query_by_label_contains("after move 1 (Black) of 2")
            .is_some()
    );
}

#[test]
fn a_saved_game_is_good_news_and_a_bad_file_an_error() {
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    let mut h = after(Variant::Standard, &["e2e4"]);
    issue(&mut h, Request::SaveTo(dir.path().join("ok.json")));
    assert!(h.state().notice().is_some_and(|n| n.starts_with("Saved")));
    assert_eq!(h.state().notice_kind(), Some(NoticeKind::Info));
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "not a game").expect("written");
    issue(&mut h, Request::LoadFrom(bad));
    assert!(
        h.state()
            .notice()
            .is_some_and(|n| n.contains("Could not open"))
    );
    assert_eq!(h.state().notice_kind(), Some(NoticeKind::Error));
    issue(
        &mut h,
        Request::SaveTo(dir.path().join("no-such-folder").join("x.json")),
    );
    assert_eq!(h.state().notice_kind(), Some(NoticeKind::Error));
}

#[test]
fn the_window_says_who_plays_whom() {
    for (white, black, text) in [
        (Player::Human, Player::Human, "Human vs Human"),
        (Player::Human, Player::computer(3), "You vs Level 3"),
        (Player::computer(3), Player::Human, "Level 3 vs You"),
        (
            Player::computer(1),
            Player::computer(5),
            "Level 1 vs Level 5",
        ),
    ] {
        let mut app = OtherworldsApp::for_tests();
        app.set_players(Players { white, black });
        let h = harness_sized(app, 1000.0, 720.0);
        assert!(h.query_by_label(text).is_some(), "{text}");
    }
}
