//! Issue 15 (app side): the user's files. Nothing read on the UI thread can freeze the
//! window (a FIFO given as a game or as `theme.ron`), a huge field of a saved game
//! gives a short notice, and a file the app cannot read is moved aside, never
//! overwritten.
use crate::support::*;
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::command::Request;
use otherworlds_core::record::{self, GameRecord};
use otherworlds_core::{AnyPosition, Game, Variant};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tempfile::TempDir;

/// A named pipe at `path` (`mkfifo`).
#[cfg(unix)]
fn fifo(path: &Path) {
    let made = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(made.success(), "mkfifo {}", path.display());
}

/// After `after`, opens the pipe at `path` for reading and writing (which never blocks
/// on Linux) and closes it: a reader blocked in `open` on the pipe then reads an empty
/// file. An app that opened the pipe on its UI thread is thus freed after `after`,
/// and a test that measures its start sees the delay instead of hanging.
#[cfg(unix)]
fn free_pipe_after(path: &Path, after: Duration) {
    let path = path.to_path_buf();
    std::thread::spawn(move || {
        std::thread::sleep(after);
        let _ = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open(&path);
    });
}

/// The files in `dir` whose names start with `prefix`.
fn files_starting(dir: &Path, prefix: &str) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("listed")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with(prefix))
        })
        .collect();
    found.sort();
    found
}

// Named pipes are a Unix thing.
#[cfg(unix)]
#[test]
fn a_fifo_as_the_theme_file_does_not_freeze_the_start() {
    let dir = TempDir::new().expect("a temporary directory");
    let pipe = dir.path().join("theme.ron");
    fifo(&pipe);
    free_pipe_after(&pipe, Duration::from_secs(4));
    let start = Instant::now();
    let h = harness(OtherworldsApp::for_tests_with_config(dir.path()));
    let took = start.elapsed();
    assert!(
        took < Duration::from_secs(2),
        "the first frame took {took:?}"
    );
    let notice = h.state().notice().unwrap_or_default().to_string();
    assert!(notice.contains("theme.ron"), "{notice}");
    assert!(notice.contains("named pipe"), "{notice}");
}

// Named pipes are a Unix thing.
#[cfg(unix)]
#[test]
fn a_fifo_given_as_a_game_does_not_freeze_the_window() {
    let dir = TempDir::new().expect("a temporary directory");
    let pipe = dir.path().join("game.json");
    fifo(&pipe);
    free_pipe_after(&pipe, Duration::from_secs(4));
    let mut h = after(Variant::Standard, &["e2e4"]);
    let start = Instant::now();
    issue(&mut h, Request::LoadFrom(pipe));
    let took = start.elapsed();
    assert!(took < Duration::from_secs(2), "the frames took {took:?}");
    let notice = h.state().notice().unwrap_or_default().to_string();
    assert!(notice.contains("game.json"), "{notice}");
    assert!(notice.contains("named pipe"), "{notice}");
    assert_eq!(moves(&h), ["e2e4"]);
}

#[test]
fn a_directory_given_as_a_game_is_named_as_one() {
    let dir = TempDir::new().expect("a temporary directory");
    let folder = dir.path().join("games.json");
    std::fs::create_dir(&folder).expect("a folder");
    let mut h = after(Variant::Standard, &["e2e4"]);
    issue(&mut h, Request::LoadFrom(folder));
    let notice = h.state().notice().unwrap_or_default().to_string();
    assert!(notice.contains("games.json"), "{notice}");
    assert!(notice.contains("is a directory"), "{notice}");
    assert_eq!(moves(&h), ["e2e4"]);
}

/// A saved game whose `start` field is 6 MB (issue 15, point 5): the notice quotes it
/// shortened, and no frame waits for the file: with the files worker held busy a
/// moment (a slow disk), the window draws "Opening …" and the game on screen stays
/// playable; then the notice comes.
#[test]
fn a_huge_start_field_gives_a_short_notice_and_no_frame_waits() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut game = Game::new(AnyPosition::new(Variant::Standard));
    game.play_str("e2e4").expect("legal");
    let mut record = GameRecord::from_game(&game, record::Players::default()).expect("a record");
    record.start = format!("\u{1b}[31m{}", "x".repeat(6_000_000));
    let path = dir.path().join("huge-start.json");
    std::fs::write(&path, record.to_json().expect("json")).expect("written");
    let mut h = after(Variant::Standard, &["d2d4"]);
    h.state().hold_files_worker(Duration::from_millis(400));
    h.state_mut().issue(Request::LoadFrom(path));
    let mut longest = Duration::ZERO;
    for _ in 0..2 {
        let t = Instant::now();
        h.step();
        longest = longest.max(t.elapsed());
    }
    assert!(
        h.query_by_label_contains("Opening huge-start.json")
            .is_some()
    );
    assert!(h.state().notice().is_none());
    // The game on screen takes a move meanwhile.
    for name in ["d7", "d5"] {
        cell_node(&h, name).click();
        h.run();
    }
    assert_eq!(moves(&h), ["d2d4", "d7d5"]);
    for _ in 0..400 {
        let t = Instant::now();
        h.step();
        longest = longest.max(t.elapsed());
        if h.state().files_idle() {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    settle(&mut h);
    eprintln!("longest frame while the file loaded: {longest:?}");
    let notice = h.state().notice().unwrap_or_default().to_string();
    assert!(
        notice.starts_with("Could not open huge-start.json"),
        "{notice:.300}"
    );
    assert!(notice.contains("field \"start\""), "{notice:.300}");
    assert!(notice.len() < 400, "{} bytes: {notice:.300}", notice.len());
    assert!(!notice.contains('\u{1b}'), "a raw escape in {notice:.300}");
    assert_eq!(moves(&h), ["d2d4", "d7d5"]);
}

#[test]
fn a_broken_theme_file_is_moved_aside_not_overwritten() {
    let dir = TempDir::new().expect("a temporary directory");
    let text = "Theme(\n    board_lihgt: \"#ffffff\",\n)\n";
    std::fs::write(dir.path().join("theme.ron"), text).expect("written");
    let mut h = harness(OtherworldsApp::for_tests_with_config(dir.path()));
    let notice = h.state().notice().unwrap_or_default().to_string();
    // As eframe does at exit: the theme in use is written.
    h.state_mut().save_theme().expect("the theme is written");
    let aside = files_starting(dir.path(), "theme.ron.broken-");
    assert_eq!(aside.len(), 1, "{notice}");
    assert_eq!(
        std::fs::read_to_string(&aside[0]).ok().as_deref(),
        Some(text)
    );
    let name = aside[0].file_name().expect("a name").to_string_lossy();
    assert!(notice.contains(name.as_ref()), "{notice}");
}

#[test]
fn a_damaged_autosave_is_moved_aside_before_the_next_move() {
    let dir = TempDir::new().expect("a temporary directory");
    let damaged = b"{\"format\": \"otherworlds-game\", \"sch".to_vec();
    std::fs::write(record::autosave_path(dir.path()), &damaged).expect("written");
    let mut h = harness(OtherworldsApp::for_tests_with_autosave(dir.path()));
    let notice = h.state().notice().unwrap_or_default().to_string();
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    assert_eq!(moves(&h), ["e2e4"]);
    let aside = files_starting(dir.path(), "autosave.json.broken-");
    assert_eq!(aside.len(), 1, "{notice}");
    assert_eq!(std::fs::read(&aside[0]).ok(), Some(damaged));
    let name = aside[0].file_name().expect("a name").to_string_lossy();
    assert!(notice.contains(name.as_ref()), "{notice}");
}

#[test]
fn a_second_window_on_the_same_data_keeps_its_own_autosave() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut first = harness(OtherworldsApp::for_tests_with_autosave(dir.path()));
    click_cell(&mut first, "e2");
    click_cell(&mut first, "e4");
    let mut second = harness(OtherworldsApp::for_tests_with_autosave(dir.path()));
    let notice = second.state().notice().unwrap_or_default().to_string();
    assert!(notice.contains("Another Otherworlds window"), "{notice}");
    assert!(notice.contains("autosave-2.json"), "{notice}");
    click_cell(&mut second, "d2");
    click_cell(&mut second, "d4");
    // Both games are on disk, each in its own file.
    let one = record::load_file(&dir.path().join("autosave.json")).expect("loads");
    let two = record::load_file(&dir.path().join("autosave-2.json")).expect("loads");
    assert_eq!(one.record.moves, ["e2e4"]);
    assert_eq!(two.record.moves, ["d2d4"]);
}

// Named pipes are a Unix thing.
#[cfg(unix)]
#[test]
fn a_fifo_as_the_background_picture_is_refused_at_once() {
    let dir = TempDir::new().expect("a temporary directory");
    let pipe = dir.path().join("sky.png");
    fifo(&pipe);
    free_pipe_after(&pipe, Duration::from_secs(4));
    let mut h = harness(OtherworldsApp::for_tests());
    let before = h.state().theme().clone();
    let start = Instant::now();
    issue(&mut h, otherworlds::studio::StudioCommand::Image(pipe));
    assert!(start.elapsed() < Duration::from_secs(2));
    let notice = h.state().notice().unwrap_or_default().to_string();
    assert!(notice.contains("sky.png"), "{notice}");
    assert!(notice.contains("named pipe"), "{notice}");
    assert_eq!(h.state().theme(), &before);
}

/// The window is drawn while the autosave is read (here the files worker is held
/// busy for a while first): the status bar says so, a move tried meanwhile is not
/// played on the wrong game, and then the autosaved game is on the board.
#[test]
fn the_window_draws_while_the_autosave_is_read() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut game = Game::new(AnyPosition::new(Variant::Standard));
    game.play_str("e2e4").expect("legal");
    let record = GameRecord::from_game(&game, record::Players::default()).expect("a record");
    record::save_autosave(dir.path(), &record).expect("autosaved");
    let mut app = OtherworldsApp::for_tests();
    app.hold_files_worker(Duration::from_millis(600));
    app.open_data(dir.path());
    let start = Instant::now();
    let mut h = harness_of(
        app,
        egui::vec2(1300.0, 800.0),
        FAST_STEP_DT,
        |ui, app: &mut OtherworldsApp| app.show(ui),
    );
    assert!(
        start.elapsed() < Duration::from_millis(500),
        "{:?}",
        start.elapsed()
    );
    assert!(h.query_by_label_contains("Restoring your game").is_some());
    // White's move on the new game shown meanwhile is not played.
    for name in ["d2", "d4"] {
        cell_node(&h, name).click();
        h.run();
    }
    assert!(moves(&h).is_empty());
    let notice = h.state().notice().unwrap_or_default().to_string();
    assert!(notice.contains("still being restored"), "{notice}");
    settle(&mut h);
    assert_eq!(moves(&h), ["e2e4"], "the autosaved game, nothing else");
    assert!(h.query_by_label_contains("Restoring your game").is_none());
}

#[test]
fn a_corrupt_profiles_file_is_kept_aside_and_reported() {
    let dir = TempDir::new().expect("a temporary directory");
    let broken = "{\"version\": 1, \"profiles\": [{\"name\": \"Ada\", \"crea";
    std::fs::write(dir.path().join("profiles.json"), broken).expect("written");
    let mut h = harness(OtherworldsApp::for_tests_with_data(dir.path()));
    let notice = h.state().notice().unwrap_or_default().to_string();
    let aside = files_starting(dir.path(), "profiles.json.broken-");
    assert_eq!(aside.len(), 1, "{notice}");
    let name = aside[0].file_name().expect("a name").to_string_lossy();
    assert!(
        notice.contains("The profiles could not be read"),
        "{notice}"
    );
    assert!(notice.contains(name.as_ref()), "{notice}");
    // The app goes on with no profiles; a new one is written beside the broken file.
    h.state_mut().add_profile("Grace").expect("added");
    settle(&mut h);
    let text = std::fs::read_to_string(dir.path().join("profiles.json")).expect("written");
    assert!(text.contains("\"Grace\""), "{text}");
    assert_eq!(
        std::fs::read_to_string(&aside[0]).ok().as_deref(),
        Some(broken)
    );
    let book = h.state().profiles().expect("read");
    assert_eq!(book.profiles.len(), 1);
}
