//! The app's theme and profile files under a crash (issue 15): a child process writes
//! `theme.ron` or `profiles.json` through the app's own file layer again and again and
//! is killed with SIGKILL (`Child::kill` on Unix) at random moments; the file must then
//! read as one whole version the child wrote, never a torn file. (The autosave's own
//! crash test is `record_autosave.rs`.)
use otherworlds::studio::files::{CURRENT_THEME_FILE, read_theme};
use otherworlds_tests::{store_book, store_theme};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

fn scratch(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(name)
        .tempdir_in(env!("CARGO_TARGET_TMPDIR"))
        .unwrap()
}

/// Runs the child `rounds` times in `dir`, killing it at a random moment each time,
/// and hands the file's state after each kill to `check`.
fn kill_while_writing(kind: &str, dir: &Path, rounds: u64, check: impl Fn(u64)) {
    let mut rng = fastrand::Rng::with_seed(0xBADC0DE);
    for round in 0..rounds {
        let mut child = Command::new(env!("CARGO_BIN_EXE_store-child"))
            .arg(kind)
            .arg(dir)
            .arg(round.to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        assert_eq!(
            line.trim(),
            "saved",
            "round {round}: the child did not start"
        );
        std::thread::sleep(Duration::from_millis(rng.u64(..300)));
        child.kill().unwrap();
        assert!(
            !child.wait().unwrap().success(),
            "round {round}: not killed"
        );
        check(round);
    }
    // Only the file and, at most, temporary files of a write cut short are there.
    for entry in std::fs::read_dir(dir).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        assert!(
            !name.contains(".broken-") && (!name.starts_with('.') || name.ends_with(".tmp")),
            "unexpected file {name}"
        );
    }
}

#[test]
fn the_theme_file_survives_sigkill_while_it_is_written() {
    let scratch = scratch("app_theme_kill");
    let dir = scratch.path().to_path_buf();
    kill_while_writing("theme", &dir, 8, |round| {
        let theme = read_theme(&dir.join(CURRENT_THEME_FILE))
            .unwrap_or_else(|e| panic!("round {round}: the theme does not read: {e}"));
        let k: u64 = theme
            .name
            .strip_prefix("theme ")
            .and_then(|k| k.parse().ok())
            .unwrap_or_else(|| panic!("round {round}: unexpected name {}", theme.name));
        // Theme k of this round's child (its first is written before it says "saved";
        // the rounds' themes differ by their per-board colours).
        assert_eq!(
            theme,
            store_theme(round, k),
            "round {round}: theme {k} whole"
        );
        println!("round {round}: theme {k}");
    });
}

#[test]
fn the_profiles_file_survives_sigkill_while_it_is_written() {
    let scratch = scratch("app_profiles_kill");
    let dir = scratch.path().to_path_buf();
    kill_while_writing("profiles", &dir, 8, |round| {
        let path = dir.join(otherworlds::profiles::store::PROFILES_FILE);
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("round {round}: {e}"));
        let book = otherworlds::profiles::store::parse(&bytes, &path)
            .unwrap_or_else(|e| panic!("round {round}: the profiles do not read: {e}"));
        let k = book.profiles.len() as u64 - 1;
        let mut expected = store_book(k);
        // Each write dates its profiles anew: compare everything else.
        for (got, want) in book.profiles.iter().zip(expected.profiles.iter_mut()) {
            want.created.clone_from(&got.created);
        }
        assert_eq!(book, expected, "round {round}: write {k} whole");
        println!("round {round}: {} profiles", k + 1);
    });
}

/// A window's autosave slot is held by another process while it runs, and is free
/// again once that process is killed (the system drops its lock): the next window
/// takes slot 1 again, not a third one.
#[test]
fn a_killed_window_leaves_its_autosave_slot_free() {
    let scratch = scratch("app_lock_kill");
    let dir = scratch.path().to_path_buf();
    let mut child = Command::new(env!("CARGO_BIN_EXE_store-child"))
        .args(["lock".as_ref(), dir.as_os_str(), "0".as_ref()])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    assert_eq!(line.trim(), "slot 1");
    let second = otherworlds::files::lock::claim(&dir);
    assert_eq!(second.slot(), Some(2), "slot 1 is the child's");
    assert_eq!(second.others, [(1, Some(child.id()))]);
    drop(second);
    child.kill().unwrap();
    child.wait().unwrap();
    let after = otherworlds::files::lock::claim(&dir);
    assert_eq!(after.slot(), Some(1), "the killed child's slot is free");
}
