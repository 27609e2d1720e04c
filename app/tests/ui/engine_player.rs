//! An external engine as a game's player (issue 47, point 1): offered by More options
//! for the variants it plays, started at its side's first move and told the game as
//! the core writes it, its answer played; its failures (an illegal move, a crash, a
//! hang) told with the game untouched and the process ended; and the process ended
//! when its side gets another player.
#![cfg(unix)]
use crate::engines::{add_by_keys, running, stand_in, wait};
use crate::support::*;
use egui_kittest::kittest::Queryable;
use otherworlds::command::{Command, Request};
use otherworlds::game::time_control::TimeControl;
use otherworlds::players::{Player, Players};
use otherworlds_core::{Color, Variant};
use std::path::Path;
use std::time::Duration;
use tempfile::TempDir;

/// The app with the stand-in engine of `mode` added (by keys) and the window closed.
fn with_engine(dir: &Path, mode: &str) -> H {
    let path = stand_in(dir, mode);
    let mut h = after(Variant::Standard, &[]);
    add_by_keys(&mut h, &path);
    wait(&mut h, Duration::from_secs(10), |h| {
        !h.state().settings().engines.is_empty()
    });
    issue(&mut h, Command::CloseEngines);
    h
}

#[test]
fn an_engine_added_plays_a_side_from_more_options() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = with_engine(dir.path(), "player");
    // Offered in More options beside the levels, for standard chess (what it plays).
    press_command(&mut h, egui::Key::N);
    more_options(&mut h);
    assert!(h.query_by_label("Black: Script player").is_some());
    click_in_view(&mut h, "Black: Script player");
    // Not rated: its strength is unknown.
    assert!(
        h.query_by_label_contains("its games are not rated")
            .is_some()
    );
    click_label(&mut h, "Start");
    assert_eq!(
        h.state().players().black,
        Player::Engine("Script player".into())
    );
    // The person plays 1.e4; the engine, asked with the game's moves, answers e7e5.
    let (e2, e4) = (cell(&h, "e2"), cell(&h, "e4"));
    play(&mut h, e2, e4);
    wait(&mut h, Duration::from_secs(10), |h| {
        h.state().live_moves().len() == 2
    });
    assert_eq!(h.state().live_moves(), ["e2e4", "e7e5"]);
    let log = std::fs::read_to_string(dir.path().join("player.log")).expect("its log");
    assert!(log.contains("ucinewgame"), "{log}");
    assert!(
        log.contains(
            "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4"
        ),
        "{log}"
    );
    assert!(
        log.contains("go movetime 1000"),
        "no clock, a second: {log}"
    );
    let pid = h
        .state()
        .engine_process(Color::Black)
        .expect("kept running");
    assert_eq!(
        running(dir.path()),
        [pid],
        "one engine, kept for the next move"
    );
    // The stand-in answers e7e5 again: the rules refuse it now. Told, the game kept,
    // the engine ended.
    let (g1, f3) = (cell(&h, "g1"), cell(&h, "f3"));
    play(&mut h, g1, f3);
    let took = wait(&mut h, Duration::from_secs(10), |h| {
        h.state().computer_failed().is_some()
    });
    let failed = h.state().computer_failed().map(str::to_string);
    assert!(
        failed
            .as_deref()
            .is_some_and(|f| f.contains("which the rules refuse")),
        "{failed:?}"
    );
    assert!(took < Duration::from_secs(5), "{took:?}");
    assert_eq!(h.state().live_moves(), ["e2e4", "e7e5", "g1f3"]);
    wait(&mut h, Duration::from_secs(5), |_| {
        running(dir.path()).is_empty()
    });
    assert!(running(dir.path()).is_empty(), "the failed engine ended");
    // Saved games name it: the record's computer with its name and no level.
    let players = h.state().players().to_record();
    assert_eq!(players.black.name.as_deref(), Some("Script player"));
    assert_eq!(players.black.level, None);
}

#[test]
fn a_crash_or_a_hang_is_told_and_the_game_is_untouched() {
    for (mode, what) in [
        ("crash", "stopped during"),
        ("hang", "did not answer in time"),
    ] {
        let dir = TempDir::new().expect("a temporary directory");
        let mut h = after(Variant::Standard, &["e2e4"]);
        // The hanging one cannot be added (it never says readyok): it is put in the
        // settings as the window would have kept it, had it answered once.
        let path = stand_in(dir.path(), mode);
        let good = with_engine(dir.path(), "player");
        let mut spec = good.state().settings().engines[0].clone();
        drop(good);
        spec.name = format!("Script {mode}");
        spec.path = path;
        h.state_mut().settings_mut().engines.push(spec);
        let before = running(dir.path());
        h.state_mut().set_players(Players {
            white: Player::Human,
            black: Player::Engine(format!("Script {mode}")),
        });
        let took = wait(&mut h, Duration::from_secs(10), |h| {
            h.state().computer_failed().is_some()
        });
        let failed = h.state().computer_failed().map(str::to_string);
        assert!(
            failed.as_deref().is_some_and(|f| f.contains(what)),
            "{mode}: {failed:?}"
        );
        assert!(took < Duration::from_secs(7), "{mode}: {took:?}");
        assert!(
            h.query_by_label_contains(what).is_some(),
            "{mode}: told on the screen"
        );
        assert_eq!(
            h.state().live_moves(),
            ["e2e4"],
            "{mode}: the game untouched"
        );
        wait(&mut h, Duration::from_secs(5), |_| {
            running(dir.path()).len() <= before.len()
        });
        assert_eq!(running(dir.path()), before, "{mode}: no engine left");
    }
}

#[test]
fn the_engine_ends_when_its_side_gets_another_player_and_keeps_to_the_clock() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = with_engine(dir.path(), "player");
    h.state_mut().set_time_control(Some(TimeControl::new(3, 2)));
    // The engine plays White: it moves first, told both clocks (3 minutes, 2 s).
    issue(
        &mut h,
        Request::StartGame(
            Variant::Standard,
            Players {
                white: Player::Engine("Script player".into()),
                black: Player::Human,
            },
        ),
    );
    wait(&mut h, Duration::from_secs(10), |h| {
        h.state().live_moves().len() == 1
    });
    assert_eq!(h.state().live_moves(), ["e2e4"]);
    let log = std::fs::read_to_string(dir.path().join("player.log")).expect("its log");
    assert!(
        log.contains("go wtime 180000 btime 180000 winc 2000 binc 2000"),
        "{log}"
    );
    assert_eq!(running(dir.path()).len(), 1);
    // A person takes White's side: the engine is ended.
    h.state_mut().set_players(Players::default());
    wait(&mut h, Duration::from_secs(5), |_| {
        running(dir.path()).is_empty()
    });
    assert!(running(dir.path()).is_empty(), "no engine left");
    assert_eq!(h.state().live_moves(), ["e2e4"]);
}

/// Debian's Stockfish as Black (`apt-get install stockfish`): it answers 1.e4 and 2.Nf3
/// with moves the rules allow, within its second, and ends with the game.
#[test]
#[ignore = "needs /usr/games/stockfish"]
fn stockfish_plays_black() {
    let stockfish = Path::new("/usr/games/stockfish");
    assert!(stockfish.exists(), "apt-get install stockfish");
    let mut h = after(Variant::Standard, &[]);
    add_by_keys(&mut h, stockfish);
    wait(&mut h, Duration::from_secs(10), |h| {
        !h.state().settings().engines.is_empty()
    });
    issue(&mut h, Command::CloseEngines);
    let name = h.state().settings().engines[0].name.clone();
    assert!(name.starts_with("Stockfish"), "{name}");
    h.state_mut().set_players(Players {
        white: Player::Human,
        black: Player::Engine(name),
    });
    for (i, (from, to)) in [("e2", "e4"), ("g1", "f3")].into_iter().enumerate() {
        let (from, to) = (cell(&h, from), cell(&h, to));
        play(&mut h, from, to);
        let took = wait(&mut h, Duration::from_secs(10), |h| {
            h.state().live_moves().len() == 2 * i + 2
        });
        assert_eq!(h.state().live_moves().len(), 2 * i + 2, "answered");
        assert!(took < Duration::from_secs(3), "{took:?}");
    }
    assert!(h.state().computer_failed().is_none());
    assert!(h.state().engine_process(Color::Black).is_some());
    drop(h);
}
