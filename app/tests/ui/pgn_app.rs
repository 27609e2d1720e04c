//! Issue 17, point 5, the app's part: PGN files open in the replay player (one game
//! straight away, many through the game list, by keys and by mouse), a bad PGN file is
//! named with its game, line and token and changes nothing on screen, and a game is
//! exported as PGN (PGN-like text for the other variants) that reads back to the same
//! moves. The oracles: the core's reader on the same file (what `otherworlds-cli pgn`
//! prints), the published final position of the Opera Game, and the places of errors
//! worked out by hand from the texts written here.
use crate::support::*;
use clap::Parser;
use egui::{Key, Modifiers};
use egui_kittest::kittest::{NodeT, Queryable};
use otherworlds::OtherworldsApp;
use otherworlds::command::{Command, Request};
use otherworlds::files::dialog::{DialogAnswer, DialogPurpose};
use otherworlds_core::pgn::{self, PgnGame};
use otherworlds_core::{Variant, prelude::*};
use std::path::{Path, PathBuf};
use tempfile::TempDir;

/// The Opera Game (Morphy against the Duke of Brunswick and Count Isouard, Paris 1858).
const OPERA: &str = "[Event \"Paris\"]\n[Site \"Paris FRA\"]\n[Date \"1858.11.02\"]\n\
[Round \"?\"]\n[White \"Morphy, Paul\"]\n[Black \"Duke Karl / Count Isouard\"]\n\
[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6\n\
7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8\n\
13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0\n";

/// Its final position as published (Black mated, to move; only Black's king-side
/// castling right left; 17. Rd8 after the capture 16... Nxb8: half-move clock 1).
const OPERA_FINAL: &str = "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17";

/// The shared PGN test file: 53 games (tests/data/pgn/games.pgn).
fn games_pgn() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/pgn/games.pgn")
}

/// The core's reading of a PGN file: what `otherworlds-cli pgn` prints comes from it.
fn core_games(path: &Path) -> Vec<PgnGame> {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    pgn::read_bytes(&bytes).unwrap_or_else(|e| panic!("{e}"))
}

/// A game's decisions as canonical move strings, each in the position it is played in.
fn move_strings(game: &PgnGame) -> Vec<String> {
    let mut position = game.start.clone();
    let mut out = Vec::new();
    for mv in game.decisions() {
        out.push(position.move_string(mv));
        position.play(mv);
    }
    out
}

/// The position string after the game on screen.
fn final_position(h: &H) -> String {
    h.state().session().game().position().position_string()
}

fn write(dir: &TempDir, name: &str, text: &str) -> PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    path
}

fn replay_name(h: &H) -> Option<String> {
    h.state().replay_info().map(|i| i.name.clone())
}

#[test]
fn a_one_game_file_opens_in_the_replay_with_its_moves_and_final_position() {
    let dir = TempDir::new().expect("a temporary directory");
    let path = write(&dir, "opera.pgn", OPERA);
    // `otherworlds opera.pgn` on the command line: the same command as Open.
    let args = otherworlds::Args::try_parse_from(["otherworlds", &path.to_string_lossy()])
        .expect("the arguments parse");
    let mut h = harness(OtherworldsApp::for_tests());
    for command in args.startup_commands() {
        issue(&mut h, command);
    }
    assert_eq!(replay_name(&h).as_deref(), Some("opera.pgn"));
    assert!(h.state().game_list().is_none(), "one game needs no list");
    let core = core_games(&path);
    assert_eq!(moves(&h), move_strings(&core[0]));
    assert_eq!(plies(&h), 33);
    assert_eq!(final_position(&h), OPERA_FINAL);
    assert_eq!(core[0].final_position().position_string(), OPERA_FINAL);
    // The replay starts at the start; the last move is in the move list on screen.
    assert_eq!(h.state().viewed_ply(), 0);
    assert!(h.query_by_label_contains("Rd8#").is_some());
    // The caption names the game from its tags (issue 42, point 18: it showed the file's
    // name alone), the file last.
    h.get_by_label_contains(
        "Replay of Morphy, Paul vs Duke Karl / Count Isouard, 1858-11-02 (opera.pgn)",
    );
    assert!(h.state().notice().is_none(), "{:?}", h.state().notice());
}

#[test]
fn the_53_game_file_lists_every_game_and_the_keys_open_the_game_chosen() {
    let path = games_pgn();
    let games = core_games(&path);
    assert_eq!(games.len(), 53);
    let mut h = harness(OtherworldsApp::for_tests());
    issue(&mut h, Request::LoadFrom(path.clone()));
    let list = h.state().game_list().expect("a game list");
    assert!(list.open);
    assert_eq!(list.file.rows.len(), 53);
    assert_eq!(list.shown.len(), 53);
    h.get_by_label("Games in games.pgn: 53");
    // Nothing on screen changes until a game is chosen.
    assert!(h.state().replay_info().is_none());
    // The first row names game 1's players, as its tags do.
    let white = games[0].tag("White").expect("a White tag");
    h.get_by_label_contains(&format!("Game 1: {white} – "));
    // By keyboard: 36 times down from game 1, then Enter, is game 37.
    for _ in 0..36 {
        press(&mut h, Key::ArrowDown);
    }
    press(&mut h, Key::Enter);
    let chosen = &games[36];
    assert_eq!(replay_name(&h).as_deref(), Some("games.pgn, game 37"));
    assert!(!h.state().game_list().expect("kept").open);
    assert_eq!(moves(&h), move_strings(chosen));
    assert_eq!(
        final_position(&h),
        chosen.final_position().position_string()
    );
    // Page Down and Page Up: the next and the previous game of the file.
    press(&mut h, Key::PageDown);
    assert_eq!(replay_name(&h).as_deref(), Some("games.pgn, game 38"));
    assert_eq!(
        final_position(&h),
        games[37].final_position().position_string()
    );
    press(&mut h, Key::PageUp);
    press(&mut h, Key::PageUp);
    assert_eq!(replay_name(&h).as_deref(), Some("games.pgn, game 36"));
    assert_eq!(moves(&h), move_strings(&games[35]));
    // Ctrl+G shows the list again, on the game on show; Escape closes it unchanged.
    press_command(&mut h, Key::G);
    let list = h.state().game_list().expect("kept");
    assert!(list.open);
    assert_eq!(list.selected, Some(35));
    press(&mut h, Key::Escape);
    assert!(!h.state().game_list().expect("kept").open);
    assert_eq!(replay_name(&h).as_deref(), Some("games.pgn, game 36"));
}

#[test]
fn the_last_game_of_the_list_opens_and_the_filter_keeps_the_matching_games() {
    let path = games_pgn();
    let games = core_games(&path);
    let mut h = harness(OtherworldsApp::for_tests());
    issue(&mut h, Request::LoadFrom(path));
    // Page Down goes ten rows at a time and stops at the last.
    for _ in 0..6 {
        press(&mut h, Key::PageDown);
    }
    press(&mut h, Key::Enter);
    assert_eq!(replay_name(&h).as_deref(), Some("games.pgn, game 53"));
    assert_eq!(
        final_position(&h),
        games[52].final_position().position_string()
    );
    // The filter: every game with Morphy in a name or the event, and only those.
    press_command(&mut h, Key::G);
    h.get_by_label("Filter:").type_text("morphy");
    h.run();
    let expected: Vec<usize> = (0..games.len())
        .filter(|&i| {
            ["White", "Black", "Event"].iter().any(|tag| {
                games[i]
                    .tag(tag)
                    .is_some_and(|v| v.to_lowercase().contains("morphy"))
            })
        })
        .collect();
    assert!(expected.len() >= 2, "the file has Morphy's games");
    let list = h.state().game_list().expect("kept");
    assert_eq!(list.shown, expected);
    h.get_by_label(&format!(
        "Games in games.pgn: {} of 53 shown",
        expected.len()
    ));
    // Enter opens the first game shown (the selection moved to it).
    press(&mut h, Key::Enter);
    let first = expected[0];
    assert_eq!(
        replay_name(&h),
        Some(format!("games.pgn, game {}", first + 1))
    );
    assert_eq!(moves(&h), move_strings(&games[first]));
}

#[test]
fn a_double_click_on_a_row_opens_that_game() {
    let path = games_pgn();
    let games = core_games(&path);
    let mut h = harness(OtherworldsApp::for_tests());
    issue(&mut h, Request::LoadFrom(path));
    // The modal is centred once its size is known: a few frames after it opens.
    for _ in 0..4 {
        h.step();
    }
    h.run();
    // Where the row's number is drawn (its first cell, which names the row).
    let at = h.get_by_label_contains("Game 3: ").rect().center();
    // A single click selects the row and opens nothing.
    click_at(&mut h, at);
    assert_eq!(h.state().game_list().expect("a list").selected, Some(2));
    assert!(h.state().replay_info().is_none());
    click_at(&mut h, at);
    assert_eq!(replay_name(&h).as_deref(), Some("games.pgn, game 3"));
    assert_eq!(moves(&h), move_strings(&games[2]));
}

#[test]
fn the_open_button_opens_the_selected_game() {
    let path = games_pgn();
    let games = core_games(&path);
    let mut h = harness(OtherworldsApp::for_tests());
    issue(&mut h, Request::LoadFrom(path));
    press(&mut h, Key::ArrowDown);
    h.get_by_label("Open this game").click();
    h.run();
    assert_eq!(replay_name(&h).as_deref(), Some("games.pgn, game 2"));
    assert_eq!(moves(&h), move_strings(&games[1]));
    // By keyboard: the rows are no Tab stops, so at most one Tab from the filter field is on
    // the button, and Enter there presses it.
    press_command(&mut h, Key::G);
    press(&mut h, Key::ArrowDown);
    tab_to(&mut h, "Open this game", 2);
    press(&mut h, Key::Enter);
    assert_eq!(replay_name(&h).as_deref(), Some("games.pgn, game 3"));
    // Tab on to Cancel, and Enter there closes the list with the replay unchanged.
    press_command(&mut h, Key::G);
    tab_to(&mut h, "Cancel", 3);
    press(&mut h, Key::Enter);
    assert!(!h.state().game_list().expect("kept").open);
    assert_eq!(replay_name(&h).as_deref(), Some("games.pgn, game 3"));
}

/// A good first game, then `bad` as game 2 starting on line 4.
fn two_games(bad: &str) -> String {
    format!("[Event \"good\"]\n\n1. e4 e5 *\n{bad}")
}

#[test]
fn a_bad_pgn_file_is_named_by_game_line_and_token_and_changes_nothing() {
    // Game 2's tags are on line 4, its movetext on line 6 (line 5 is blank).
    let cases: [(&str, String, &str); 5] = [
        (
            "bad SAN",
            two_games("[Event \"x\"]\n\n1. e4 Zz9 *\n"),
            "game 2, line 6, column 7, at 'Zz9': not a move",
        ),
        (
            "illegal move",
            two_games("[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n"),
            "game 2, line 6, column 13, at 'Ke3': illegal",
        ),
        (
            "unterminated comment",
            two_games("[Event \"x\"]\n\n1. e4 {a comment that never ends\n"),
            "game 2, line 6, column 7, at '{': the comment opened here is not closed",
        ),
        (
            "unterminated variation",
            two_games("[Event \"x\"]\n\n1. e4 (1. d4 d5 *\n"),
            "game 2, line 6, column 7, at '(': the variation opened here is not closed",
        ),
        (
            "bad FEN tag",
            two_games("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*\n"),
            "game 2, line 4, column 6, at '\"8/8/8/8/8/8/8/8 w - - 0 1\"': tag FEN: bad start position",
        ),
    ];
    let dir = TempDir::new().expect("a temporary directory");
    let opera = write(&dir, "opera.pgn", OPERA);
    let mut h = harness(OtherworldsApp::for_tests_with_autosave(dir.path()));
    // A live game in the autosave (a new game is autosaved at once) ...
    issue(&mut h, Request::StartVariant(Variant::TwoWorlds));
    // ... and a replay on show, looked at after three decisions.
    issue(&mut h, Request::LoadFrom(opera));
    for _ in 0..3 {
        issue(&mut h, Command::ViewForward);
    }
    let before = moves(&h);
    let autosave = h.state().autosave_file().expect("autosaved").to_path_buf();
    let saved = std::fs::read(&autosave).ok();
    assert!(saved.is_some(), "the new game was autosaved");
    for (what, text, expected) in cases {
        // Each bad file on its own: the core names the same place.
        let core = pgn::read_games(&text).expect_err(what).to_string();
        assert!(core.starts_with(expected), "{what}: the core says {core}");
        let path = write(&dir, "bad.pgn", &text);
        issue(&mut h, Command::DismissNotice);
        issue(&mut h, Request::LoadFrom(path));
        let notice = h.state().notice().unwrap_or_default().to_string();
        assert_eq!(
            notice,
            format!("Could not open bad.pgn: {core}. The game on screen is unchanged."),
            "{what}"
        );
        assert!(notice.contains(expected), "{what}: {notice}");
        h.get_by_label_contains(expected);
        assert_eq!(replay_name(&h).as_deref(), Some("opera.pgn"), "{what}");
        assert_eq!(moves(&h), before, "{what}");
        assert_eq!(h.state().viewed_ply(), 3, "{what}");
        assert!(h.state().game_list().is_none(), "{what}");
        assert_eq!(std::fs::read(&autosave).ok(), saved, "{what}: the autosave");
    }
}

#[test]
fn a_bad_pgn_file_chosen_in_the_app_s_chooser_brings_it_back_with_the_error() {
    let dir = TempDir::new().expect("a temporary directory");
    let text = two_games("[Event \"x\"]\n\n1. e4 Zz9 *\n");
    write(&dir, "bad.pgn", &text);
    let mut app = OtherworldsApp::for_tests();
    app.set_native_dialog_answer(DialogAnswer::Unavailable);
    app.set_files_dir(dir.path());
    let mut h = harness(app);
    press_command(&mut h, Key::O);
    let chooser = h.state().file_chooser().expect("the app's chooser");
    assert_eq!(chooser.purpose, DialogPurpose::Open);
    assert!(chooser.entries.iter().any(|e| e.name == "bad.pgn"));
    h.get_by_label("bad.pgn").click();
    h.run();
    h.get_by_label("Open this file").click();
    h.run();
    settle(&mut h);
    let problem = h
        .state()
        .file_chooser()
        .and_then(|c| c.problem.clone())
        .expect("the chooser is back with the error");
    assert!(
        problem.contains("game 2, line 6, column 7, at 'Zz9': not a move"),
        "{problem}"
    );
    // In the chooser and in the status bar.
    assert_eq!(h.get_all_by_label_contains("at 'Zz9'").count(), 2);
    assert!(h.state().replay_info().is_none());
}

#[test]
fn a_live_standard_game_exported_as_pgn_reads_back_to_the_same_moves() {
    let dir = TempDir::new().expect("a temporary directory");
    // Castling, a capture and a check, to see SAN written.
    let mut h = after(
        Variant::Standard,
        &[
            "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1g1", "f6e4", "c4f7",
        ],
    );
    let path = dir.path().join("live.pgn");
    issue(&mut h, Request::ExportPgnTo(path.clone()));
    assert_eq!(
        h.state().notice(),
        Some("Exported the game as PGN to live.pgn.")
    );
    let text = std::fs::read_to_string(&path).expect("written");
    let roster = [
        "[Event \"Otherworlds game\"]",
        "[Site \"Otherworlds\"]",
        "[Date \"",
        "[Round \"-\"]",
        "[White \"?\"]",
        "[Black \"?\"]",
        "[Result \"*\"]",
        "[Variant \"Standard\"]",
    ];
    for (line, start) in text.lines().zip(roster) {
        assert!(line.starts_with(start), "{start} in\n{text}");
    }
    assert!(
        text.contains("1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O Nxe4 5. Bxf7+ *"),
        "{text}"
    );
    let live = moves(&h);
    let read = core_games(&path);
    assert_eq!(read.len(), 1);
    assert_eq!(move_strings(&read[0]), live);
    // And the app opens it again: the same moves in the replay.
    issue(&mut h, Request::LoadFrom(path));
    assert_eq!(replay_name(&h).as_deref(), Some("live.pgn"));
    assert_eq!(moves(&h), live);
}

#[test]
fn export_as_pgn_by_its_key_asks_for_a_file_and_falls_back_to_the_chooser() {
    let dir = TempDir::new().expect("a temporary directory");
    let chosen = dir.path().join("chosen.pgn");
    let mut app = OtherworldsApp::for_tests_after(Variant::Standard, &["d2d4", "d7d5"]);
    app.set_native_dialog_answer(DialogAnswer::Chosen(chosen.clone()));
    let mut h = harness(app);
    h.key_press_modifiers(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::P);
    h.run();
    settle(&mut h);
    assert_eq!(h.state().dialog_requested(), Some(DialogPurpose::ExportPgn));
    let text = std::fs::read_to_string(&chosen).expect("written where the dialog said");
    assert!(text.contains("1. d4 d5 *"), "{text}");
    // No native dialog: the app's chooser, offering a .pgn name in the folder.
    let mut app = OtherworldsApp::for_tests_after(Variant::Standard, &["c2c4"]);
    app.set_native_dialog_answer(DialogAnswer::Unavailable);
    app.set_files_dir(dir.path());
    let mut h = harness(app);
    issue(&mut h, Command::ExportPgn);
    let chooser = h.state().file_chooser().expect("the app's chooser");
    assert_eq!(chooser.purpose, DialogPurpose::ExportPgn);
    assert_eq!(chooser.name, "otherworlds-standard.pgn");
    h.get_by_label("Export here").click();
    h.run();
    settle(&mut h);
    let text = std::fs::read_to_string(dir.path().join("otherworlds-standard.pgn"))
        .expect("written in the chooser's folder");
    assert!(text.contains("1. c4 *"), "{text}");
}

#[test]
fn a_replayed_pgn_game_exports_with_its_own_tags() {
    let dir = TempDir::new().expect("a temporary directory");
    let opera = write(&dir, "opera.pgn", OPERA);
    let mut h = harness(OtherworldsApp::for_tests());
    issue(&mut h, Request::LoadFrom(opera));
    let out = dir.path().join("again.pgn");
    issue(&mut h, Request::ExportPgnTo(out.clone()));
    let text = std::fs::read_to_string(&out).expect("written");
    for tag in [
        "[Event \"Paris\"]",
        "[White \"Morphy, Paul\"]",
        "[Date \"1858.11.02\"]",
        "[Result \"1-0\"]",
    ] {
        assert!(text.contains(tag), "{tag} in\n{text}");
    }
    let read = core_games(&out);
    assert_eq!(read[0].final_position().position_string(), OPERA_FINAL);
}

#[test]
fn games_of_the_other_variants_export_as_pgn_like_text_and_read_back() {
    // The examples of docs/saved-games.md (PGN-like text): whole turns.
    let cases: [(Variant, &str, &[&str]); 3] = [
        (
            Variant::TwoWorlds,
            "two-worlds",
            &["b1B1", "g8h6", "d1D1", "f7f5", "f2f3", "c7c6"],
        ),
        (
            Variant::FourD,
            "4d",
            &[
                "d2[1,0]d3[1,0]",
                "b4[0,1]b2[0,0]",
                "c1[0,0]b1[0,1]",
                "d3[0,1]d2[0,0]",
            ],
        ),
        (
            Variant::Valhalla(Default::default()),
            "valhalla",
            &["e2e4,0000", "d7d5,0000", "e4d5,p@a7,e1e2"],
        ),
    ];
    let dir = TempDir::new().expect("a temporary directory");
    for (variant, tag, turns) in cases {
        let mut h = after(variant, turns);
        let live = moves(&h);
        assert!(!live.is_empty(), "{tag}");
        let path = dir.path().join(format!("{tag}.pgn"));
        issue(&mut h, Request::ExportPgnTo(path.clone()));
        let text = std::fs::read_to_string(&path).expect("written");
        assert!(text.contains(&format!("[Variant \"{tag}\"]")), "{text}");
        let read = core_games(&path);
        assert_eq!(read[0].variant, variant, "{tag}");
        assert_eq!(move_strings(&read[0]), live, "{tag}");
        issue(&mut h, Request::LoadFrom(path));
        assert_eq!(replay_name(&h), Some(format!("{tag}.pgn")));
        assert_eq!(h.state().session().variant(), variant, "{tag}");
        assert_eq!(moves(&h), live, "{tag}");
    }
}

#[test]
fn the_game_menu_reaches_export_and_the_game_list() {
    let mut h = harness(OtherworldsApp::for_tests());
    issue(&mut h, Request::LoadFrom(games_pgn()));
    press(&mut h, Key::Enter);
    assert_eq!(replay_name(&h).as_deref(), Some("games.pgn, game 1"));
    click_label(&mut h, "Game");
    h.get_by_label_contains("Export as PGN…");
    // At game 1 there is no previous game.
    assert!(
        h.get_by_label_contains("Previous game")
            .accesskit_node()
            .is_disabled()
    );
    h.get_by_label_contains("Game list…");
    h.get_by_label_contains("Next game").click();
    h.run();
    assert_eq!(replay_name(&h).as_deref(), Some("games.pgn, game 2"));
}

#[test]
fn a_file_of_5000_games_opens_off_the_ui_thread_and_its_list_stays_quick() {
    let dir = TempDir::new().expect("a temporary directory");
    let one = OPERA.replace("Morphy, Paul", "Player {n}");
    let text: String = (1..=5000)
        .map(|n| one.replace("{n}", &n.to_string()) + "\n")
        .collect();
    let path = write(&dir, "many.pgn", &text);
    let mut h = harness(OtherworldsApp::for_tests());
    let asked = std::time::Instant::now();
    h.state_mut().issue(Request::LoadFrom(path));
    h.step();
    // The frame that asked for the file does not wait for it.
    let first = asked.elapsed();
    settle(&mut h);
    let read = asked.elapsed();
    assert_eq!(h.state().game_list().expect("a list").file.rows.len(), 5000);
    h.get_by_label("Games in many.pgn: 5000");
    // Frames with the list open: only the rows in view are laid out.
    let mut frames: Vec<std::time::Duration> = (0..30)
        .map(|_| {
            let start = std::time::Instant::now();
            h.step();
            start.elapsed()
        })
        .collect();
    frames.sort();
    let (median, worst) = (frames[15], frames[29]);
    eprintln!(
        "5000 games: first frame {first:?}, read and listed in {read:?}, list frames median {median:?}, worst {worst:?}"
    );
    assert!(median < std::time::Duration::from_millis(50), "{median:?}");
    // The filter narrows 5000 rows to the one game of player 4321 (and 14321 is none).
    h.get_by_label("Filter:").type_text("player 4321 ");
    h.run();
    assert_eq!(h.state().game_list().expect("a list").shown, [4320]);
    press(&mut h, Key::Enter);
    assert_eq!(replay_name(&h).as_deref(), Some("many.pgn, game 4321"));
    assert_eq!(final_position(&h), OPERA_FINAL);
}
