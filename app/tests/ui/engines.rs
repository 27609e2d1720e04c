//! External UCI engines in the window (issue 47, point 1): a stand-in engine written
//! by the test (a shell script that speaks UCI, or crashes, or hangs, or answers an
//! illegal move) added in the Engines window by mouse and keys, its options listed,
//! the analysis's lines coming from it, each failure told within 5 s with the game
//! untouched, and no engine process left once it is no longer used.
#![cfg(unix)]
use crate::support::*;
use egui::Key;
use egui_kittest::kittest::Queryable;
use otherworlds::command::Command;
use otherworlds_core::Variant;
use otherworlds_core::engine::Score;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tempfile::TempDir;

/// Writes the stand-in engine into `dir`: it writes its process id to `pids` and each
/// command to `<mode>.log`, answers `uci` with a name, an author and two options, and a
/// search with one line (+0.42: e2e4 e7e5 from the start, e7e5 g1f3 after a move) then
/// its first move as `bestmove`, at once for `go nodes`, else on `stop`. `mode` changes
/// that: `crash` ends when asked to search, `hang` never answers `isready`, `illegal`
/// answers `bestmove e2e5` at once, `player` answers every `go` at once (as a game's
/// opponent is asked: `go movetime`, `go wtime`).
pub(crate) fn stand_in(dir: &Path, mode: &str) -> PathBuf {
    let pids = dir.join("pids");
    // `mistake`: 1.g4 is +5 for Black, any other first move -0.42 for Black.
    let score = match mode {
        "mistake" => "case \"$last\" in *g2g4*) s=500;; *moves*) s=-42;; *) s=42;; esac; ",
        _ => "s=42; ",
    };
    let go = match mode {
        "crash" => "exit 3".to_string(),
        "illegal" => "echo 'bestmove e2e5'".to_string(),
        "player" => "echo \"bestmove $mv\"".to_string(),
        _ => format!(
            "{score}echo \"info depth 3 seldepth 3 multipv 1 score cp $s nodes 100 nps 1000 time 5 pv $pv\"; case \"$line\" in *nodes*) echo \"bestmove $mv\";; esac"
        ),
    };
    let ready = match mode {
        "hang" => ":",
        _ => "echo readyok",
    };
    let script = format!(
        "#!/bin/sh\necho $$ >> '{}'\nmv=e2e4; pv='e2e4 e7e5'\nwhile read -r line; do\n  echo \"$line\" >> '{}.log'\n  case \"$line\" in\n    position*moves*) last=\"$line\"; mv=e7e5; pv='e7e5 g1f3';;\n    position*) last=\"$line\"; mv=e2e4; pv='e2e4 e7e5';;\n    uci) echo 'id name Script {mode}'; echo 'id author The tests'; echo 'option name Hash type spin default 16 min 1 max 64'; echo 'option name Style type combo default Normal var Solid var Normal'; echo uciok;;\n    isready) {ready};;\n    go*) {go};;\n    stop) echo 'bestmove e2e4';;\n    quit) exit 0;;\n  esac\ndone\n",
        pids.display(),
        dir.join(mode).display()
    );
    let path = dir.join(format!("engine-{mode}"));
    std::fs::write(&path, script).expect("written");
    let mut permissions = std::fs::metadata(&path).expect("there").permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
    std::fs::set_permissions(&path, permissions).expect("executable");
    path
}

/// The process ids the stand-ins wrote, and whether each still runs (a zombie counts
/// as gone: it has ended; the driver reaps its own).
pub(crate) fn running(dir: &Path) -> Vec<u32> {
    let text = std::fs::read_to_string(dir.join("pids")).unwrap_or_default();
    text.lines()
        .filter_map(|l| l.trim().parse::<u32>().ok())
        .filter(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/stat"))
                .is_ok_and(|stat| !stat.contains(") Z "))
        })
        .collect()
}

/// Runs frames (10 ms of real time apart) until `done`, at most `limit`.
pub(crate) fn wait(h: &mut H, limit: Duration, done: impl Fn(&H) -> bool) -> Duration {
    let started = Instant::now();
    while !done(h) && started.elapsed() < limit {
        std::thread::sleep(Duration::from_millis(10));
        h.run();
    }
    started.elapsed()
}

/// Opens the Engines window and adds the engine at `path` by typing it and Enter.
pub(crate) fn add_by_keys(h: &mut H, path: &Path) {
    issue(h, Command::Engines);
    h.run();
    // The path field has the focus as the window opens.
    assert!(
        focused(h, "The engine's program"),
        "the path field has the focus"
    );
    h.event(egui::Event::Text(path.display().to_string()));
    h.run();
    press(h, Key::Enter);
}

#[test]
fn an_engine_is_added_by_keys_listed_with_its_options_and_analyses() {
    let dir = TempDir::new().expect("a temporary directory");
    let path = stand_in(dir.path(), "good");
    // The stand-in's line (e2e4 e7e5) is one of the start position.
    let mut h = after(Variant::Standard, &[]);
    add_by_keys(&mut h, &path);
    wait(&mut h, Duration::from_secs(10), |h| {
        !h.state().settings().engines.is_empty()
    });
    let engines = &h.state().settings().engines;
    assert_eq!(engines.len(), 1);
    assert_eq!(engines[0].name, "Script good");
    assert_eq!(engines[0].author, "The tests");
    let names: Vec<&str> = engines[0]
        .options
        .iter()
        .map(|o| o.option.name.as_str())
        .collect();
    assert_eq!(names, ["Hash", "Style"]);
    assert!(
        h.query_by_label("Script good added, with 2 options.")
            .is_some()
    );
    assert!(running(dir.path()).is_empty(), "the probe's process ended");
    // Chosen for the analysis by mouse, the window closed.
    click_label(&mut h, "Analyse with it");
    assert_eq!(
        h.state().settings().analysis_engine.as_deref(),
        Some("Script good")
    );
    click_label(&mut h, "Close");
    issue(&mut h, Command::ToggleAnalysis);
    wait(&mut h, Duration::from_secs(10), |h| {
        h.state().analysis().is_some_and(|a| !a.lines().is_empty())
    });
    let analysis = h.state().analysis().expect("analysing");
    let line = &analysis.lines()[0];
    assert_eq!(line.info.score, Score::Cp(42));
    assert_eq!(
        line.info.pv.len(),
        2,
        "e7e5 e2e4? no: after 1.e4 the line is Black's"
    );
    assert_eq!(running(dir.path()).len(), 1, "the analysing engine runs");
    // The analysis off: the engine is stopped and gone.
    issue(&mut h, Command::ToggleAnalysis);
    wait(&mut h, Duration::from_secs(5), |_| {
        running(dir.path()).is_empty()
    });
    assert!(running(dir.path()).is_empty(), "no engine left");
    assert!(h.state().live_moves().is_empty(), "the game untouched");
}

#[test]
fn each_failure_is_told_within_5_s_and_the_game_is_untouched() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = after(Variant::Standard, &["e2e4", "e7e5"]);
    // Not UCI at all (a program that ends at once) and hung at isready: told in the
    // window within the 5 s the engine has, and nothing added.
    for (what, path) in [
        ("is not a UCI engine", PathBuf::from("/bin/true")),
        ("did not answer in time", stand_in(dir.path(), "hang")),
    ] {
        add_by_keys(&mut h, &path);
        let took = wait(&mut h, Duration::from_secs(10), |h| {
            h.query_by_label_contains(what).is_some()
        });
        assert!(h.query_by_label_contains(what).is_some(), "{what}");
        assert!(took < Duration::from_secs(7), "{what}: {took:?}");
        issue(&mut h, Command::CloseEngines);
    }
    assert!(h.state().settings().engines.is_empty());
    // A crash and an illegal move during the analysis: told in the panel at once.
    for (mode, what) in [
        ("crash", "stopped during"),
        ("illegal", "which the rules refuse"),
    ] {
        let path = stand_in(dir.path(), mode);
        add_by_keys(&mut h, &path);
        wait(&mut h, Duration::from_secs(10), |h| {
            h.state().settings().engines.iter().any(|e| e.path == path)
        });
        // The newest engine's button is the last.
        h.query_all_by_label("Analyse with it")
            .last()
            .expect("a button")
            .click();
        h.run();
        issue(&mut h, Command::CloseEngines);
        if h.state().analysis().is_none() {
            issue(&mut h, Command::ToggleAnalysis);
        }
        let took = wait(&mut h, Duration::from_secs(10), |h| {
            h.state().analysis().and_then(|a| a.failure()).is_some()
        });
        let failure = h
            .state()
            .analysis()
            .and_then(|a| a.failure())
            .map(str::to_string);
        assert!(
            failure.as_deref().is_some_and(|f| f.contains(what)),
            "{mode}: {failure:?}"
        );
        assert!(took < Duration::from_secs(5), "{mode}: {took:?}");
        // The failure may have come after the last frame was drawn: one more frame.
        h.run();
        assert!(
            h.query_by_label_contains(what).is_some(),
            "shown in the panel"
        );
        assert_eq!(
            h.state().live_moves(),
            ["e2e4", "e7e5"],
            "the game untouched"
        );
    }
    wait(&mut h, Duration::from_secs(5), |_| {
        running(dir.path()).is_empty()
    });
    assert!(running(dir.path()).is_empty(), "no engine left");
}

/// The game of `moves` reviewed by the stand-in of `mode`, added by keys and chosen for
/// the analysis by mouse.
fn reviewed_by(dir: &Path, mode: &str, moves: &[&str]) -> H {
    let path = stand_in(dir, mode);
    let mut h = after(Variant::Standard, moves);
    add_by_keys(&mut h, &path);
    wait(&mut h, Duration::from_secs(10), |h| {
        !h.state().settings().engines.is_empty()
    });
    click_label(&mut h, "Analyse with it");
    issue(&mut h, Command::CloseEngines);
    issue(&mut h, Command::ToggleAnalysis);
    issue(&mut h, Command::ReviewGame);
    wait(&mut h, Duration::from_secs(10), |h| {
        h.state().review().is_some()
    });
    h
}

#[test]
fn the_review_uses_the_engine_chosen() {
    let dir = TempDir::new().expect("a temporary directory");
    let h = reviewed_by(dir.path(), "good", &["e2e4"]);
    let review = h.state().review().expect("reviewed");
    // One turn, 1.e4, the engine's own choice there (its line from the start): no loss.
    assert_eq!(review.turns.len(), 1);
    assert_eq!(review.turns[0].best_text, "e4");
    assert_eq!(review.turns[0].loss, 0.0);
    let log = std::fs::read_to_string(dir.path().join("good.log")).expect("the engine's log");
    assert!(log.contains("go nodes"), "{log}");
    assert!(
        log.contains("position fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
            || log.contains("moves e2e4"),
        "{log}"
    );
}

#[test]
fn browse_chooses_the_program_in_a_file_dialog_and_adds_it() {
    use otherworlds::files::dialog::{DialogAnswer, DialogPurpose};
    let dir = TempDir::new().expect("a temporary directory");
    let path = stand_in(dir.path(), "good");
    let mut h = after(Variant::Standard, &[]);
    // The system's dialog answers with the program (a file without an extension).
    h.state_mut()
        .set_native_dialog_answer(DialogAnswer::Chosen(path.clone()));
    issue(&mut h, Command::Engines);
    click_label(&mut h, "Browse…");
    assert_eq!(
        h.state().dialog_requested(),
        Some(DialogPurpose::EngineProgram)
    );
    wait(&mut h, Duration::from_secs(10), |h| {
        !h.state().settings().engines.is_empty()
    });
    let engines = &h.state().settings().engines;
    assert_eq!(engines.len(), 1, "added at once");
    assert_eq!(engines[0].path, path);
    assert_eq!(engines[0].name, "Script good");
    // Where no dialog can be shown, the app's own chooser, in the folder last chosen
    // from, lists every file: the program, which has no extension, is there.
    h.state_mut()
        .set_native_dialog_answer(DialogAnswer::Unavailable);
    click_label(&mut h, "Browse…");
    assert!(h.query_by_label("Shows: every file").is_some());
    assert!(h.query_by_label("engine-good").is_some());
}

#[test]
fn learn_from_your_mistakes_judges_with_the_engine_that_reviewed() {
    use otherworlds::computer::mistakes::Stage;
    use otherworlds_core::engine::review::Judgement;
    let dir = TempDir::new().expect("a temporary directory");
    let mut h = reviewed_by(dir.path(), "mistake", &["g2g4"]);
    // By the stand-in, 1.g4 turns +0.42 into -5: a blunder.
    let review = h.state().review().expect("reviewed");
    assert_eq!(review.turns[0].judgement, Some(Judgement::Blunder));
    issue(&mut h, Command::LearnFromMistakes);
    assert!(h.state().mistakes().is_some(), "the mode opened");
    // 1.d4 instead: the stand-in gives -0.42 for Black after it, so nothing is lost
    // (the built-in engine, which does not know the stand-in's values, is not asked).
    let (d2, d4) = (cell(&h, "d2"), cell(&h, "d4"));
    play(&mut h, d2, d4);
    wait(&mut h, Duration::from_secs(10), |h| {
        h.state()
            .mistakes()
            .is_some_and(|m| !matches!(m.stage(), Stage::Judging))
    });
    let stage = h.state().mistakes().map(|m| format!("{:?}", m.stage()));
    assert!(
        matches!(
            h.state().mistakes().map(|m| m.stage()),
            Some(Stage::Judged { good: true, .. })
        ),
        "{stage:?}"
    );
    let log = std::fs::read_to_string(dir.path().join("mistake.log")).expect("its log");
    assert!(log.contains("moves d2d4"), "judged by the engine: {log}");
    wait(&mut h, Duration::from_secs(5), |_| {
        running(dir.path()).is_empty()
    });
    assert!(running(dir.path()).is_empty(), "no engine left");
    assert_eq!(h.state().live_moves(), ["g2g4"], "the game untouched");
}

#[test]
fn the_program_and_its_arguments_are_given_by_keys_alone() {
    let dir = TempDir::new().expect("a temporary directory");
    let path = stand_in(dir.path(), "good");
    let mut h = after(Variant::Standard, &[]);
    issue(&mut h, Command::Engines);
    h.run();
    h.event(egui::Event::Text(path.display().to_string()));
    h.run();
    // From the program: Browse…, then the arguments.
    press(&mut h, Key::Tab);
    assert!(focused(&h, "Browse…"), "Browse… after the program");
    press(&mut h, Key::Tab);
    assert!(focused(&h, "Arguments"), "then the arguments");
    h.event(egui::Event::Text("uci --quiet".into()));
    h.run();
    press(&mut h, Key::Enter);
    wait(&mut h, Duration::from_secs(10), |h| {
        !h.state().settings().engines.is_empty()
    });
    let engines = &h.state().settings().engines;
    assert_eq!(engines.len(), 1);
    assert_eq!(engines[0].path, path);
    assert_eq!(engines[0].args, ["uci", "--quiet"]);
}

#[test]
fn an_endless_analysis_on_the_analysis_board_ends_with_its_engine() {
    let dir = TempDir::new().expect("a temporary directory");
    let path = stand_in(dir.path(), "good");
    let mut h = after(Variant::Standard, &["e2e4"]);
    add_by_keys(&mut h, &path);
    wait(&mut h, Duration::from_secs(10), |h| {
        !h.state().settings().engines.is_empty()
    });
    click_label(&mut h, "Analyse with it");
    issue(&mut h, Command::CloseEngines);
    // The analysis board searches until stopped (`go infinite`).
    issue(&mut h, Command::OpenAnalysisBoard);
    wait(&mut h, Duration::from_secs(10), |h| {
        h.state().analysis().is_some_and(|a| !a.lines().is_empty())
    });
    let log = std::fs::read_to_string(dir.path().join("good.log")).expect("its log");
    assert!(log.contains("go infinite"), "{log}");
    assert_eq!(running(dir.path()).len(), 1, "the analysing engine runs");
    // Leaving the board (and the analysis): the engine is told `stop` and ends.
    issue(&mut h, Command::CloseAnalysisBoard);
    if h.state().analysis().is_some() {
        issue(&mut h, Command::ToggleAnalysis);
    }
    wait(&mut h, Duration::from_secs(5), |_| {
        running(dir.path()).is_empty()
    });
    let log = std::fs::read_to_string(dir.path().join("good.log")).expect("its log");
    // Every search was told to stop (the board's endless one, and the game's panel's
    // if it began on the way out): the engines share one log.
    let searches = log.lines().filter(|l| l.starts_with("go ")).count();
    let stops = log.lines().filter(|l| *l == "stop").count();
    assert_eq!(stops, searches, "each told to stop: {log}");
    assert!(running(dir.path()).is_empty(), "no engine left");
}
