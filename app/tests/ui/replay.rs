//! Saving, opening and replaying games through the UI: the replay player driven with
//! every button and every key, bad files refused with their message while the game on
//! screen stays as it was, "Continue from here", the move list, and the autosave.
//! Files go to a fresh temporary directory (removed when the test ends); the native
//! dialogs are never opened in tests (the commands take a path).
use crate::support::*;
use egui::Key;
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::command::{Command, Request};
use otherworlds::files::dialog::DialogPurpose;
use otherworlds::players::{Player, Players};
use otherworlds_core::record::{self, GameRecord};
use otherworlds_core::{AnyPosition, Game, Variant, prelude::*};
use std::path::{Path, PathBuf};
use tempfile::TempDir;

fn ply(h: &H) -> usize {
    h.state().viewed_ply()
}

const FOOLS_MATE: [(&str, &str); 4] = [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")];

/// Writes the fool's mate as a saved game (through the core, not the app).
fn fools_mate_file(dir: &Path) -> PathBuf {
    let mut game = Game::new(AnyPosition::new(Variant::Standard));
    for m in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        game.play_str(m).expect("legal");
    }
    let path = dir.join("fools-mate.json");
    let record = GameRecord::from_game(&game, record::Players::default()).expect("a record");
    record::save_atomic(&path, &record).expect("saved");
    path
}

/// The board after each ply of the fool's mate, as the f3, e5, g4 and h4 cells say.
fn assert_fools_mate_at(h: &H, n: usize) {
    assert_eq!(ply(h), n);
    let expect = |cell: &str, at: usize, piece: &str| {
        let label = cell_label(h, cell);
        if n >= at {
            assert!(
                label.starts_with(&format!("{cell}, {piece}")),
                "{label} at ply {n}"
            );
        } else {
            assert!(
                label.starts_with(&format!("{cell}, empty")),
                "{label} at ply {n}"
            );
        }
    };
    expect("f3", 1, "white pawn");
    expect("e5", 2, "black pawn");
    expect("g4", 3, "white pawn");
    expect("h4", 4, "black queen");
}

#[test]
fn a_game_saved_from_the_app_opens_in_the_replay_player() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
    for (from, to) in FOOLS_MATE {
        click_cell(&mut h, from);
        click_cell(&mut h, to);
    }
    let path = dir.path().join("saved.json");
    issue(&mut h, Request::SaveTo(path.clone()));
    assert!(h.state().notice().is_some_and(|n| n.contains("Saved")));
    // The file holds the game, its players and result, as the core reads it.
    let loaded = record::load_file(&path).expect("the saved file loads");
    assert_eq!(loaded.record.moves, ["f2f3", "e7e5", "g2g4", "d8h4"]);
    assert_eq!(
        loaded.record.result.map(|o| o.score()),
        Some("0-1"),
        "the result is saved"
    );
    assert!(loaded.record.created.is_some() && loaded.record.saved.is_some());
    assert_eq!(
        loaded.record.app_version.as_deref(),
        Some(env!("CARGO_PKG_VERSION"))
    );

    // A new game, then the file opens in the replay player at its start.
    issue(&mut h, Request::StartVariant(Variant::Standard));
    assert!(moves(&h).is_empty());
    issue(&mut h, Request::LoadFrom(path));
    let info = h.state().replay_info().expect("the replay player is open");
    assert_eq!(info.name, "saved.json");
    assert_eq!(moves(&h), ["f2f3", "e7e5", "g2g4", "d8h4"]);
    assert_fools_mate_at(&h, 0);
    // Who played, then the file (issue 42, point 18: the file's name alone before).
    let caption = h.state().caption_for_tests().expect("a caption");
    assert!(caption.starts_with("Replay of "), "{caption}");
    assert!(caption.contains(" vs "), "{caption}");
    assert!(caption.contains("(saved.json)"), "{caption}");
    assert!(h.query_by_label_contains(&caption).is_some());
    // Every position of the game is shown, one after the other.
    for n in 1..=4 {
        click_label(&mut h, "Forward one move");
        assert_fools_mate_at(&h, n);
    }
    // The replayed position's last move is highlighted: the board model says which.
}

#[test]
fn the_replay_player_works_with_every_button() {
    let dir = TempDir::new().expect("a temporary directory");
    let path = fools_mate_file(dir.path());
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
    issue(&mut h, Request::LoadFrom(path));
    assert_fools_mate_at(&h, 0);
    click_label(&mut h, "Forward one move");
    assert_fools_mate_at(&h, 1);
    click_label(&mut h, "Go to end");
    assert_fools_mate_at(&h, 4);
    assert!(h.query_by_label("e1, white king, in check").is_some());
    click_label(&mut h, "Back one move");
    assert_fools_mate_at(&h, 3);
    click_label(&mut h, "Go to start");
    assert_fools_mate_at(&h, 0);
    // Play runs to the end on its own and stops there.
    h.state_mut().set_move_delay(0.0);
    click_label(&mut h, "Play");
    for _ in 0..20 {
        h.step();
    }
    h.run();
    assert_fools_mate_at(&h, 4);
    assert!(!h.state().pace().playback, "the replay stopped at the end");
    // A replay is only looked at: the board offers no move.
    click_label(&mut h, "Go to start");
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    assert_eq!(moves(&h).len(), 4);
    assert_fools_mate_at(&h, 0);
}

#[test]
fn the_replay_player_works_with_every_key() {
    let dir = TempDir::new().expect("a temporary directory");
    let path = fools_mate_file(dir.path());
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
    issue(&mut h, Request::LoadFrom(path));
    press(&mut h, Key::ArrowRight);
    assert_fools_mate_at(&h, 1);
    press(&mut h, Key::ArrowRight);
    assert_fools_mate_at(&h, 2);
    press(&mut h, Key::ArrowLeft);
    assert_fools_mate_at(&h, 1);
    press(&mut h, Key::End);
    assert_fools_mate_at(&h, 4);
    press(&mut h, Key::ArrowRight);
    assert_fools_mate_at(&h, 4);
    press(&mut h, Key::Home);
    assert_fools_mate_at(&h, 0);
    press(&mut h, Key::ArrowLeft);
    assert_fools_mate_at(&h, 0);
    // Space plays (one move at once, then one per delay) and pauses.
    h.state_mut().set_move_delay(5.0);
    press(&mut h, Key::Space);
    assert!(h.state().pace().playback);
    assert_fools_mate_at(&h, 1);
    press(&mut h, Key::Space);
    assert!(!h.state().pace().playback);
    assert_fools_mate_at(&h, 1);
    // The Pause button too.
    click_label(&mut h, "Play");
    assert_fools_mate_at(&h, 2);
    click_label(&mut h, "Pause");
    assert!(!h.state().pace().playback);
    assert_fools_mate_at(&h, 2);
}

#[test]
fn continue_from_a_replayed_position_cuts_the_game_and_plays_on() {
    let dir = TempDir::new().expect("a temporary directory");
    let path = fools_mate_file(dir.path());
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
    issue(&mut h, Request::LoadFrom(path));
    // A click in the move list shows the position after that move.
    click_label(&mut h, "e5");
    assert_fools_mate_at(&h, 2);
    click_label(&mut h, "Continue from here");
    let dialog = h.state().continue_dialog().expect("the dialog is open");
    assert_eq!(dialog.ply, 2);
    click_label(&mut h, "Black: Level 1 (Beginner)");
    click_label(&mut h, "Play on");
    assert!(h.state().continue_dialog().is_none());
    assert!(h.state().replay_info().is_none());
    assert!(h.state().is_live());
    assert_eq!(moves(&h), ["f2f3", "e7e5"]);
    assert_eq!(
        h.state().players(),
        Players {
            white: Player::Human,
            black: Player::computer(1)
        }
    );
    // White (human) plays on from there.
    click_cell(&mut h, "g1");
    click_cell(&mut h, "h3");
    assert_eq!(moves(&h)[..3], ["f2f3", "e7e5", "g1h3"]);
}

#[test]
fn a_live_game_is_looked_back_at_and_end_returns_to_it() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
    for (from, to) in [("e2", "e4"), ("e7", "e5"), ("g1", "f3")] {
        click_cell(&mut h, from);
        click_cell(&mut h, to);
    }
    assert!(h.state().is_live());
    click_label(&mut h, "Back one move");
    assert_eq!(ply(&h), 2);
    assert!(!h.state().is_live());
    assert!(
        h.query_by_label_contains("Looking at the position after move 1 (Black) of 2")
            .is_some()
    );
    // The old position is read-only: Black's knight cannot move there.
    click_cell(&mut h, "b8");
    click_cell(&mut h, "c6");
    assert_eq!(moves(&h).len(), 3);
    // A click on a move in the list, then End, back to the game.
    click_label(&mut h, "e4");
    assert_eq!(ply(&h), 1);
    press(&mut h, Key::End);
    assert!(h.state().is_live());
    assert_eq!(ply(&h), 3);
    click_cell(&mut h, "b8");
    click_cell(&mut h, "c6");
    assert_eq!(moves(&h).len(), 4);
    // Forward from the last-but-one move also returns to the live game.
    click_label(&mut h, "Go to start");
    assert_eq!(ply(&h), 0);
    for _ in 0..4 {
        click_label(&mut h, "Forward one move");
    }
    assert!(h.state().is_live());
}

#[test]
fn the_move_list_is_reached_by_keyboard() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
    for (from, to) in [("e2", "e4"), ("e7", "e5")] {
        click_cell(&mut h, from);
        click_cell(&mut h, to);
    }
    h.get_by_label("e4").focus();
    h.run();
    press(&mut h, Key::Enter);
    assert_eq!(ply(&h), 1);
    assert!(!h.state().is_live());
}

/// Each bad file gives its message, and the game on screen stays as it was.
#[test]
fn bad_files_are_refused_and_the_game_is_unchanged() {
    let dir = TempDir::new().expect("a temporary directory");
    let good = fools_mate_file(dir.path());
    let text = std::fs::read_to_string(&good).expect("readable");
    let mut cases: Vec<(&str, Vec<u8>, &str)> = vec![
        (
            "truncated.json",
            text.as_bytes()[..text.len() / 2].to_vec(),
            "truncated JSON",
        ),
        (
            "corrupted.json",
            text.replacen(':', ";", 1).into_bytes(),
            "corrupted JSON at line",
        ),
        (
            "other.json",
            br#"{"name": "a shopping list", "items": []}"#.to_vec(),
            "not an Otherworlds saved game",
        ),
        (
            "schema.json",
            text.replacen("\"schema\": 2", "\"schema\": 99", 1)
                .into_bytes(),
            "unknown schema version 99",
        ),
        (
            "variant.json",
            text.replacen("\"variant\": \"standard\"", "\"variant\": \"hexagonal\"", 1)
                .into_bytes(),
            "field \"variant\"",
        ),
        (
            "illegal.json",
            text.replacen("\"e7e5\"", "\"e7e4\"", 1).into_bytes(),
            "move 2 'e7e4'",
        ),
    ];
    let mut big = text.clone().into_bytes();
    big.resize((record::MAX_FILE_BYTES + 1) as usize, b' ');
    cases.push(("big.json", big, "too large"));
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    for (name, bytes, message) in cases {
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).expect("written");
        issue(&mut h, Request::LoadFrom(path));
        let notice = h.state().notice().unwrap_or_default().to_string();
        assert!(notice.contains(name), "{name}: {notice}");
        assert!(notice.contains(message), "{name}: {notice}");
        assert!(h.query_by_label_contains(message).is_some(), "{name} shown");
        assert_eq!(moves(&h), ["e2e4"], "{name} left the game alone");
        assert!(h.state().is_live() && h.state().replay_info().is_none());
        click_label(&mut h, "Dismiss");
    }
}

#[test]
fn save_and_open_buttons_and_keys_ask_for_a_file() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
    click_label(&mut h, "Save");
    assert_eq!(h.state().dialog_requested(), Some(DialogPurpose::Save));
    click_label(&mut h, "Open");
    assert_eq!(h.state().dialog_requested(), Some(DialogPurpose::Open));
    press_command(&mut h, Key::S);
    assert_eq!(h.state().dialog_requested(), Some(DialogPurpose::Save));
    press_command(&mut h, Key::O);
    assert_eq!(h.state().dialog_requested(), Some(DialogPurpose::Open));
}

#[test]
fn the_game_is_autosaved_after_every_move_and_restored() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = harness_sized(
        OtherworldsApp::for_tests_with_autosave(dir.path()),
        1000.0,
        720.0,
    );
    let mut players = h.state().players();
    players.black = Player::computer(2);
    h.state_mut().set_players(players);
    // Black is a computer: undo takes both back; play White's move while none thinks.
    issue(&mut h, Request::StartVariant(Variant::TwoWorlds));
    // Two Worlds cells are spoken with their board: "e2, Earth, white pawn".
    click_cell(&mut h, "e2, Earth");
    click_cell(&mut h, "e4, Earth");
    let autosaved = record::load_autosave(dir.path())
        .expect("an autosave exists")
        .expect("it loads");
    assert_eq!(autosaved.record.variant, Variant::TwoWorlds);
    assert!(!autosaved.record.moves.is_empty());
    // Whatever the computer answered by now, the next start restores that game.
    drop(h);
    let app = OtherworldsApp::for_tests_with_autosave(dir.path());
    let saved = record::load_autosave(dir.path())
        .expect("exists")
        .expect("loads");
    assert_eq!(app.session().variant(), Variant::TwoWorlds);
    assert_eq!(app.session().move_strings().len(), saved.game.moves().len());
    assert_eq!(app.players().black, Player::computer(2));
    assert!(app.notice().is_none());
}

#[test]
fn a_corrupt_autosave_gives_a_notice_not_a_crash() {
    let dir = TempDir::new().expect("a temporary directory");
    std::fs::write(
        record::autosave_path(dir.path()),
        b"{\"format\": \"otherworlds-game\", ",
    )
    .expect("written");
    let h = harness_sized(
        OtherworldsApp::for_tests_with_autosave(dir.path()),
        1000.0,
        720.0,
    );
    let notice = h.state().notice().unwrap_or_default();
    assert!(notice.contains("could not be restored"), "{notice}");
    assert!(notice.contains("truncated JSON"), "{notice}");
    assert!(moves(&h).is_empty());
}

#[test]
fn valhalla_turns_are_one_row_entry_each_in_the_move_list() {
    let mut app = OtherworldsApp::for_tests();
    app.issue(Request::StartVariant(
        "valhalla".parse().expect("a variant id"),
    ));
    let mut h = harness_sized(app, 1000.0, 720.0);
    // Play the first legal whole turn of each side, decision by decision.
    for _ in 0..2 {
        let turn = h.state().session().game().position().turn_strings()[0].clone();
        let decisions = h
            .state()
            .session()
            .game()
            .position()
            .parse_turn(&turn)
            .expect("legal");
        for mv in decisions {
            play_decision(&mut h, mv);
        }
    }
    let turns = otherworlds::play::history::turns(h.state().session().game());
    assert_eq!(turns.len(), 2, "two whole turns");
    let rows = otherworlds::play::history::rows(&turns);
    assert_eq!(rows.len(), 1, "White's turn and Black's turn share row 1");
    assert!(h.query_by_label("1.").is_some() && h.query_by_label("2.").is_none());
}

/// Plays one decision the way the board would ask for it.
fn play_decision(h: &mut H, mv: otherworlds_core::AnyMove) {
    let info = h.state().session().game().position().move_info(mv);
    match (info.from, info.to) {
        (Some(from), Some(to)) => issue(
            h,
            Request::PlayMove {
                from,
                to,
                animate: false,
            },
        ),
        (None, Some(to)) => issue(h, Request::Place { to }),
        _ => issue(h, Command::Pass),
    }
}

/// For every variant: a game played in the app, saved, and opened again shows every
/// position of the game, stepping forward with →.
#[test]
fn every_variant_saves_and_replays_every_position() {
    let dir = TempDir::new().expect("a temporary directory");
    for variant in Variant::all() {
        let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
        issue(&mut h, Request::StartVariant(variant));
        // Twelve decisions, each the one in the middle of the legal list that the board
        // plays without asking (no promotion choice).
        for _ in 0..12 {
            let game = h.state().session().game().clone();
            let mut legal = game.legal_moves();
            legal.retain(|mv| game.position().move_info(*mv).promotion.is_none());
            let Some(&mv) = legal.get(legal.len() / 2) else {
                break;
            };
            let before = game.moves().len();
            play_decision(&mut h, mv);
            assert_eq!(
                h.state().session().game().moves().len(),
                before + 1,
                "{variant}"
            );
        }
        let original = h.state().session().game().clone();
        let path = dir
            .path()
            .join(format!("{}.json", variant.to_string().replace(':', "-")));
        issue(&mut h, Request::SaveTo(path.clone()));
        issue(&mut h, Request::StartVariant(Variant::Standard));
        // The game in progress is abandoned when asked (issue 42).
        issue(&mut h, Command::ConfirmAbandon);
        issue(&mut h, Request::LoadFrom(path));
        assert!(
            h.state().replay_info().is_some(),
            "{variant}: {:?}",
            h.state().notice()
        );
        let loaded = h.state().session().game().clone();
        assert_eq!(loaded.moves().len(), original.moves().len(), "{variant}");
        for ply in 0..=original.moves().len() {
            assert_eq!(h.state().viewed_ply(), ply, "{variant}");
            let want = original.position_at(ply).map(|p| (p.hash(), p.pieces()));
            let got = loaded.position_at(ply).map(|p| (p.hash(), p.pieces()));
            assert_eq!(got, want, "{variant} at ply {ply}");
            press(&mut h, Key::ArrowRight);
        }
    }
}

/// The analysis panel follows the viewed position and stops when hidden.
#[test]
fn analysis_follows_the_viewed_position() {
    let dir = TempDir::new().expect("a temporary directory");
    let path = fools_mate_file(dir.path());
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1000.0, 720.0);
    issue(&mut h, Request::LoadFrom(path));
    assert_eq!(h.state().analysis_ply(), None);
    press(&mut h, Key::A);
    assert_eq!(h.state().analysis_ply(), Some(0));
    // Reports arrive after each depth (bounded wait, no timing assertion).
    for _ in 0..1000 {
        if h.query_by_label_contains("Depth ").is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    assert!(
        h.query_by_label_contains("Depth ").is_some(),
        "a report is shown"
    );
    let first = h.state().analysis_stop_flag().expect("a search");
    press(&mut h, Key::ArrowRight);
    assert_eq!(h.state().analysis_ply(), Some(1));
    assert!(
        first.load(std::sync::atomic::Ordering::Relaxed),
        "the old position's search was stopped"
    );
    // The mate position: nothing to analyse.
    press(&mut h, Key::End);
    assert_eq!(h.state().analysis_ply(), None);
    assert!(h.query_by_label_contains("nothing to analyse").is_some());
    press(&mut h, Key::Home);
    let flag = h.state().analysis_stop_flag().expect("a search");
    click_label(&mut h, "Analysis");
    assert_eq!(h.state().analysis_ply(), None);
    assert!(
        flag.load(std::sync::atomic::Ordering::Relaxed),
        "hiding stops it"
    );
}
