//! Fault injection (issue 15): the data or config directory read-only, the disk full
//! after some bytes, a file replaced by a directory, the engine's thread panicking. The
//! faults go through the app's one file layer (`Faults`, a test hook; as root, as these
//! tests may run, a read-only folder would not stop a write). In each case the game in
//! progress survives: its moves are still on the board, a message says what failed,
//! and the autosave on disk is the last one that worked, never a torn or lost file.
use crate::support::*;
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::command::Request;
use otherworlds::players::{Player, Players};
use otherworlds::studio::StudioCommand;
use otherworlds::studio::presets::ReadyTheme;
use otherworlds_core::record;
use std::path::Path;
use tempfile::TempDir;

/// The moves of the autosave on disk in `dir` (it must load).
fn autosaved(dir: &Path) -> Vec<String> {
    record::load_file(&dir.join("autosave.json"))
        .expect("the autosave on disk loads")
        .record
        .moves
}

/// The names of the files in `dir` (temporary files of a failed write would show).
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("listed")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn notice(h: &H) -> String {
    h.state().notice().unwrap_or_default().to_string()
}

/// Sets the permissions of `dir` (as a user that is not root would see them; the
/// injected fault is what makes the write fail whoever runs the test).
fn chmod(dir: &Path, mode: u32) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(mode)).expect("chmod");
    }
    #[cfg(not(unix))]
    let _ = (dir, mode);
}

#[test]
fn a_read_only_data_directory_keeps_the_game_and_the_last_autosave() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = harness(OtherworldsApp::for_tests_with_autosave(dir.path()));
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    assert_eq!(autosaved(dir.path()), ["e2e4"]);
    chmod(dir.path(), 0o555);
    h.state().disk_faults().set_read_only(true);
    click_cell(&mut h, "e7");
    click_cell(&mut h, "e5");
    let text = notice(&h);
    assert!(text.starts_with("Autosave failed"), "{text}");
    assert!(text.contains("autosave.json"), "{text}");
    assert!(text.contains("Read-only file system"), "{text}");
    assert_eq!(moves(&h), ["e2e4", "e7e5"], "the game goes on");
    assert_eq!(autosaved(dir.path()), ["e2e4"], "the last autosave is kept");
    // Writable again: the next move's autosave has the whole game.
    chmod(dir.path(), 0o755);
    h.state().disk_faults().clear();
    click_cell(&mut h, "g1");
    click_cell(&mut h, "f3");
    assert_eq!(autosaved(dir.path()), ["e2e4", "e7e5", "g1f3"]);
}

#[test]
fn a_read_only_config_directory_keeps_the_theme_file() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = harness(OtherworldsApp::for_tests_with_config(dir.path()));
    issue(&mut h, StudioCommand::Preset(ReadyTheme::Nebula));
    h.state_mut().save_theme().expect("queued");
    let first = std::fs::read_to_string(dir.path().join("theme.ron")).expect("written");
    h.state().disk_faults().set_read_only(true);
    issue(&mut h, StudioCommand::Preset(ReadyTheme::Harbour));
    h.state_mut().save_theme().expect("queued");
    settle(&mut h);
    let text = notice(&h);
    assert!(text.contains("The theme in use was not saved"), "{text}");
    assert!(text.contains("Read-only file system"), "{text}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("theme.ron")).ok(),
        Some(first)
    );
    assert_eq!(h.state().theme().name, "Harbour", "the theme in use stays");
}

/// A broken autosave found at start in a read-only directory cannot be moved aside:
/// the window then does not autosave at all, so the file is never overwritten.
#[test]
fn a_broken_autosave_in_a_read_only_directory_is_never_overwritten() {
    let dir = TempDir::new().expect("a temporary directory");
    let broken = b"{\"format\": \"otherworlds-game\", \"sche".to_vec();
    std::fs::write(dir.path().join("autosave.json"), &broken).expect("written");
    let app = OtherworldsApp::for_tests();
    app.disk_faults().set_read_only(true);
    let mut app = app;
    app.open_data(dir.path());
    let mut h = harness(app);
    let text = notice(&h);
    assert!(text.contains("nor moved aside"), "{text}");
    assert!(text.contains("does not autosave"), "{text}");
    assert_eq!(h.state().autosave_file(), None);
    h.state().disk_faults().clear();
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    assert_eq!(moves(&h), ["e2e4"]);
    assert_eq!(
        std::fs::read(dir.path().join("autosave.json")).ok(),
        Some(broken)
    );
}

#[test]
fn a_full_disk_keeps_the_game_and_the_last_autosave() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = harness(OtherworldsApp::for_tests_with_autosave(dir.path()));
    click_cell(&mut h, "d2");
    click_cell(&mut h, "d4");
    // The next autosave (a few hundred bytes) does not fit.
    h.state().disk_faults().fill_disk_after(64);
    click_cell(&mut h, "d7");
    click_cell(&mut h, "d5");
    let text = notice(&h);
    assert!(text.starts_with("Autosave failed"), "{text}");
    assert!(text.contains("No space left on device"), "{text}");
    assert_eq!(moves(&h), ["d2d4", "d7d5"]);
    assert_eq!(autosaved(dir.path()), ["d2d4"]);
    // No temporary file is left by the failed write.
    assert_eq!(names(dir.path()), ["autosave.json", "otherworlds.lock"]);
    // A save to another file fails the same way, and says so.
    let path = dir.path().join("kept.json");
    issue(&mut h, Request::SaveTo(path.clone()));
    let text = notice(&h);
    assert!(
        text.starts_with("Could not save the game to kept.json"),
        "{text}"
    );
    assert!(!path.exists());
    h.state().disk_faults().clear();
    issue(&mut h, Request::SaveTo(path.clone()));
    assert!(notice(&h).starts_with("Saved the game to kept.json"));
    assert_eq!(
        autosaved(dir.path()),
        ["d2d4"],
        "unchanged until the next move"
    );
}

#[test]
fn an_autosave_replaced_by_a_directory_is_left_alone_and_the_game_goes_on() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = harness(OtherworldsApp::for_tests_with_autosave(dir.path()));
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    let autosave = dir.path().join("autosave.json");
    std::fs::remove_file(&autosave).expect("removed");
    std::fs::create_dir_all(autosave.join("inside")).expect("a directory in its place");
    click_cell(&mut h, "c7");
    click_cell(&mut h, "c5");
    let text = notice(&h);
    assert!(text.starts_with("Autosave failed"), "{text}");
    assert!(
        text.contains("is a directory, not a regular file"),
        "{text}"
    );
    assert_eq!(moves(&h), ["e2e4", "c7c5"]);
    assert!(
        autosave.join("inside").is_dir(),
        "the directory is untouched"
    );
    // A save to a directory is refused the same way.
    let folder = dir.path().join("folder.json");
    std::fs::create_dir(&folder).expect("a folder");
    issue(&mut h, Request::SaveTo(folder.clone()));
    let text = notice(&h);
    assert!(text.contains("folder.json"), "{text}");
    assert!(text.contains("is a directory"), "{text}");
    assert!(folder.is_dir());
}

#[test]
fn a_theme_file_replaced_by_a_directory_is_left_alone() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = harness(OtherworldsApp::for_tests_with_config(dir.path()));
    std::fs::create_dir(dir.path().join("theme.ron")).expect("a folder in its place");
    issue(&mut h, StudioCommand::Preset(ReadyTheme::Midnight));
    h.state_mut().save_theme().expect("queued");
    let text = notice(&h);
    assert!(text.contains("theme.ron"), "{text}");
    assert!(text.contains("is a directory"), "{text}");
    assert!(dir.path().join("theme.ron").is_dir());
    assert_eq!(h.state().theme().name, "Midnight");
}

/// The engine's thread panics in the middle of a game against the computer: the app
/// does not crash, the game and its autosave stay, a message says what happened, and
/// "Try again" starts a new search that answers.
#[test]
fn a_panicking_engine_leaves_the_game_and_can_be_restarted() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = harness(OtherworldsApp::for_tests_with_autosave(dir.path()));
    h.state_mut().set_players(Players {
        white: Player::Human,
        black: Player::computer(1),
    });
    h.state_mut().make_next_search_panic();
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    run_until(&mut h, |h| h.state().computer_failure().is_some());
    let text = notice(&h);
    assert!(
        text.contains("The computer stopped with an error"),
        "{text}"
    );
    assert!(text.contains("a failure injected by a test"), "{text}");
    assert_eq!(moves(&h), ["e2e4"]);
    assert!(!h.state().is_thinking(), "no search runs until asked");
    for _ in 0..20 {
        h.step();
    }
    assert_eq!(moves(&h), ["e2e4"], "nothing plays by itself");
    assert_eq!(autosaved(dir.path()), ["e2e4"]);
    click_label(&mut h, "Try again");
    run_until_plies(&mut h, 2);
    assert_eq!(plies(&h), 2, "the computer answered");
    assert!(h.state().computer_failure().is_none());
    settle(&mut h);
    assert_eq!(autosaved(dir.path()).len(), 2);
}

/// Issue 41, point 9: a startup notice in the default-sized window (1024x700) stays
/// inside it (it ran to x = 1615 before), cut short with its whole text, where the file
/// went included, in its tooltip and its accessible label (the status bar of issue 42).
#[test]
fn a_long_startup_notice_stays_inside_the_window() {
    use otherworlds::files::settings_file::{self, SETTINGS_FILE};
    let dir = TempDir::new().expect("a temporary directory");
    let deep = dir
        .path()
        .join("a folder with a long name")
        .join("otherworlds-data");
    std::fs::create_dir_all(&deep).expect("folders");
    std::fs::write(deep.join(SETTINGS_FILE), "{ \"app\": cut sh").expect("written");
    let faults = otherworlds::files::store::Faults::default();
    let notice = settings_file::check(&deep, &faults).expect("a notice");
    let width = 1024.0;
    let mut h = harness_sized(OtherworldsApp::for_tests_with_notice(&notice), width, 700.0);
    h.run();
    let tail: String = notice
        .chars()
        .rev()
        .take(12)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    let node = h.get_by_label_contains(&tail);
    let rect = node.rect();
    assert!(
        rect.max.x <= width && rect.min.x >= 0.0,
        "the notice runs to x = {} in a window {width} wide: {notice}",
        rect.max.x
    );
}

/// Issue 41, point 9: the errors of a start joined in the status bar are read whole in
/// a window, each on its own line, by keyboard alone: Tab reaches "Read all", Enter opens
/// it, Escape closes it; "Read all" is not offered for one short message.
#[test]
fn the_errors_of_a_start_are_read_whole_by_keyboard() {
    let first = format!("The first file could not be read ({})", "x/".repeat(60));
    let second = "The profiles could not be read: Permission denied";
    let mut app = OtherworldsApp::for_tests_with_notice(&first);
    app.tell_error_for_tests(second);
    let mut h = harness_sized(app, 1024.0, 700.0);
    h.run();
    tab_to(&mut h, "Read all", 80);
    press(&mut h, egui::Key::Enter);
    // Each error is a label of its own, whole.
    assert!(h.query_by_label(&first).is_some(), "the first error whole");
    assert!(h.query_by_label(second).is_some(), "the second error whole");
    assert!(focused(&h, "Close"), "Close takes the focus");
    press(&mut h, egui::Key::Escape);
    assert!(
        h.query_by_label(second).is_none(),
        "Escape closed the window"
    );
    assert!(
        h.query_by_label("Read all").is_some(),
        "the notice stays in the status bar"
    );
    // One short message is read in the status bar itself.
    let mut h = harness_sized(
        OtherworldsApp::for_tests_with_notice("Saved."),
        1024.0,
        700.0,
    );
    h.run();
    h.run();
    assert!(h.query_by_label("Read all").is_none());
}
