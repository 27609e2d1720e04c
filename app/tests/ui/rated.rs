//! Rated play (issue 18): profiles chosen in the New game dialog, Rated, the rating
//! change when a rated game ends, the history, the takeback question, hot seat and
//! guests. Expected ratings come from the core's Glicko-2 (checked against Glickman's
//! worked example in its own tests) fed with the shipped level ratings, so they hold
//! when the calibration replaces the numbers.
use crate::support::*;
use egui::Key;
use egui_kittest::kittest::NodeT;
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::command::{Command, Request};
use otherworlds::players::Player;
use otherworlds_core::ratings::glicko::{Glicko, Params, Score, rate_game};
use otherworlds_core::ratings::{Family, LevelRatings};
use tempfile::TempDir;

/// The side who may resign now resigns (Resign, then the question's Resign).
fn resign(h: &mut H) {
    issue(h, Command::Resign);
    issue(h, Command::ConfirmResign);
}

/// The app keeping its profiles in a fresh folder.
fn app_with_data() -> (TempDir, H) {
    let dir = TempDir::new().expect("a temporary directory");
    let h = harness(OtherworldsApp::for_tests_with_data(dir.path()));
    (dir, h)
}

/// Opens the New game dialog and creates these profiles in it (each takes the first
/// person's side still without one).
fn new_game_with_profiles(h: &mut H, names: &[&str]) {
    issue(h, Command::NewGame);
    more_options(h);
    for name in names {
        h.get_by_label("New profile name").scroll_to_me();
        h.run();
        h.get_by_label("New profile name").focus();
        h.run();
        // What the field held (a name refused) is replaced.
        press_command(h, Key::A);
        h.get_by_label("New profile name").type_text(name);
        h.run();
        click_in_view(h, "Create profile");
        settle(h);
    }
}

/// Black becomes the computer at `level` in the open dialog.
fn black_is_level(h: &mut H, level: u8) {
    click_in_view(h, &format!("Black: {}", Player::computer(level).label()));
}

/// Ticks Rated and starts the game.
fn start_rated(h: &mut H) {
    click_in_view(h, "Rated");
    click_in_view(h, "Start");
    settle(h);
    assert!(h.state().new_game_dialog().is_none());
    assert!(h.state().game_is_rated(), "the game is rated");
}

fn rating(h: &H, name: &str) -> Option<otherworlds::profiles::Rating> {
    let book = h.state().profiles()?;
    let p = book.profiles.iter().find(|p| p.name == name)?;
    p.ratings.get("standard").cloned()
}

fn level_1() -> Glicko {
    let l = LevelRatings::shipped()
        .get(Family::Standard, 1)
        .expect("level 1 is rated");
    Glicko {
        rating: l.rating,
        deviation: l.rd,
        volatility: 0.09,
    }
}

#[test]
fn a_rated_game_against_level_1_lost_by_resignation_changes_the_rating_and_is_listed() {
    let (dir, mut h) = app_with_data();
    new_game_with_profiles(&mut h, &["Ada"]);
    black_is_level(&mut h, 1);
    start_rated(&mut h);
    // The side panel names both players with their ratings.
    let level = format!("Black: Level 1 · {}", level_1().rating.round() as i64);
    assert!(h.query_by_label("White: Ada 1500?").is_some());
    assert!(h.query_by_label(&level).is_some(), "{level}");
    resign(&mut h);
    settle(&mut h);
    // A new player (1500, RD 500) losing to level 1 at its rating and deviation.
    let expected = rate_game(Glicko::START, 0.0, level_1(), Score::Loss, &Params::LICHESS);
    let ada = rating(&h, "Ada").expect("Ada has a standard rating now");
    assert!(
        (ada.rating - expected.rating).abs() < 1e-6,
        "{ada:?} {expected:?}"
    );
    assert!((ada.deviation - expected.deviation).abs() < 1e-6);
    assert!(ada.rating < 1500.0);
    assert_eq!(ada.games, 1);
    // On disk too, read back by the file's own reader.
    let text = std::fs::read(dir.path().join("profiles.json")).expect("written");
    let book = otherworlds::profiles::store::parse(&text, dir.path()).expect("parses");
    assert_eq!(book.profiles[0].ratings["standard"], ada);
    // The result dialog says it, with the change.
    let dialog = h
        .state()
        .result_dialog()
        .expect("the result is shown")
        .clone();
    assert_eq!(dialog.title, "Black wins (0-1)");
    assert_eq!(dialog.reason, "by resignation");
    let change = expected.rating.round() as i64 - 1500;
    let line = format!("Ada: 1500? -> {} ({change:+})", expected.shown());
    assert_eq!(dialog.lines, std::slice::from_ref(&line));
    assert!(h.query_by_label(&line).is_some());
    // Close (Escape), then the history on the profile's page lists the game.
    press(&mut h, Key::Escape);
    assert!(h.state().result_dialog().is_none());
    let games = &book.profiles[0].games;
    assert_eq!(games.len(), 1);
    assert!(games[0].rated);
    assert_eq!(games[0].result, "0-1");
    let file = games[0].file.clone().expect("the game is kept");
    let kept = h.state().games_dir().expect("a games folder").join(&file);
    assert!(kept.is_file(), "{kept:?}");
    issue(&mut h, Command::Profiles);
    click_label(&mut h, "Ada");
    let opponent = format!("Level 1 · {}", level_1().rating.round() as i64);
    assert!(h.query_by_label(&opponent).is_some(), "the game's opponent");
    assert!(h.query_by_label("0-1").is_some(), "the game's row");
    click_label(&mut h, "Show game");
    settle(&mut h);
    let replay = h
        .state()
        .replay_info()
        .expect("the game opens in the replay player");
    assert_eq!(replay.name, file);
    assert_eq!(
        h.state().session().outcome().map(|o| o.reason.as_str()),
        Some("resignation")
    );
}

#[test]
fn undo_asks_before_making_a_rated_game_unrated() {
    let (_dir, mut h) = app_with_data();
    new_game_with_profiles(&mut h, &["Ada"]);
    black_is_level(&mut h, 1);
    start_rated(&mut h);
    let (e2, e4) = (cell(&h, "e2"), cell(&h, "e4"));
    play(&mut h, e2, e4);
    run_until_plies(&mut h, 2);
    assert_eq!(plies(&h), 2);
    // Ctrl+Z asks; No (Escape) leaves everything as it was.
    press_command(&mut h, Key::Z);
    assert!(h.state().takeback_asked());
    assert!(
        h.query_by_label("Taking back makes this game unrated.")
            .is_some()
    );
    // Its title is a heading, as every dialog's (issue 42, point 20: this question was
    // a line of body text where the others have a title).
    let heading = egui::TextStyle::Heading.resolve(&h.ctx.global_style()).size;
    let title_sizes = text_sizes(&h, "Take back?");
    assert_eq!(title_sizes, [heading], "the title at the heading's size");
    assert_eq!(plies(&h), 2, "nothing is taken back before the answer");
    press(&mut h, Key::Escape);
    assert!(!h.state().takeback_asked());
    assert_eq!(plies(&h), 2);
    assert!(h.state().game_is_rated());
    // Asked again, Yes takes back and unrates for good (Enter would answer No, issue
    // 42: the harmless answer is the default).
    issue(&mut h, Command::Undo);
    assert!(h.state().takeback_asked());
    click_label(&mut h, "Yes, take back");
    settle(&mut h);
    assert!(!h.state().takeback_asked());
    assert_eq!(plies(&h), 0);
    assert!(!h.state().game_is_rated());
    // The game ends unrated: Ada's rating is untouched.
    resign(&mut h);
    settle(&mut h);
    assert_eq!(rating(&h, "Ada"), None);
    let dialog = h.state().result_dialog().expect("the result is shown");
    assert!(dialog.lines.is_empty());
    assert!(
        h.query_by_label("Unrated game: no rating changes.")
            .is_some()
    );
}

#[test]
fn a_hot_seat_game_updates_both_profiles() {
    let (_dir, mut h) = app_with_data();
    new_game_with_profiles(&mut h, &["Ada", "Grace"]);
    // Ada took White, Grace Black: two people, two profiles.
    start_rated(&mut h);
    assert!(h.query_by_label("White: Ada 1500?").is_some());
    assert!(h.query_by_label("Black: Grace 1500?").is_some());
    let (e2, e4) = (cell(&h, "e2"), cell(&h, "e4"));
    play(&mut h, e2, e4);
    resign(&mut h);
    settle(&mut h);
    // Black resigned (the side to move): each rated against the other's start rating.
    let ada = rating(&h, "Ada").expect("Ada is rated");
    let grace = rating(&h, "Grace").expect("Grace is rated");
    let start = Glicko::START;
    let won = rate_game(start, 0.0, start, Score::Win, &Params::LICHESS);
    let lost = rate_game(start, 0.0, start, Score::Loss, &Params::LICHESS);
    assert!((ada.rating - won.rating).abs() < 1e-6, "{ada:?}");
    assert!((grace.rating - lost.rating).abs() < 1e-6, "{grace:?}");
    let dialog = h.state().result_dialog().expect("shown");
    assert_eq!(dialog.lines.len(), 2);
    // Rematch: colours swapped, still rated.
    click_label(&mut h, "Rematch");
    settle(&mut h);
    assert!(
        h.query_by_label(&format!("White: Grace {}", lost_shown(&grace)))
            .is_some()
    );
    assert!(h.state().game_is_rated());
}

fn lost_shown(r: &otherworlds::profiles::Rating) -> String {
    r.glicko().shown()
}

#[test]
fn a_guest_game_changes_nothing() {
    let (dir, mut h) = app_with_data();
    new_game_with_profiles(&mut h, &["Ada"]);
    // Ada was seated at White; White plays as Guest instead.
    click_in_view(&mut h, "White plays as: Guest");
    black_is_level(&mut h, 1);
    // Rated cannot be ticked: a person without a profile.
    click_in_view(&mut h, "Rated");
    click_in_view(&mut h, "Start");
    settle(&mut h);
    assert!(!h.state().game_is_rated());
    assert!(h.query_by_label("White: Guest").is_some());
    let before = std::fs::read(dir.path().join("profiles.json")).expect("written");
    resign(&mut h);
    settle(&mut h);
    let after = std::fs::read(dir.path().join("profiles.json")).expect("still there");
    assert_eq!(before, after, "the profiles file is not touched");
    let book = h.state().profiles().expect("read");
    assert!(book.profiles[0].ratings.is_empty() && book.profiles[0].games.is_empty());
    assert!(!dir.path().join("games").exists(), "no game kept");
    assert!(
        h.state()
            .result_dialog()
            .is_some_and(|d| d.lines.is_empty())
    );
}

#[test]
fn a_profile_name_must_be_new_and_not_empty() {
    let (_dir, mut h) = app_with_data();
    new_game_with_profiles(&mut h, &["Ada", "  Ada ", "   "]);
    let book = h.state().profiles().expect("read");
    assert_eq!(book.profiles.len(), 1);
    let dialog = h.state().new_game_dialog().expect("open");
    assert_eq!(
        dialog.profile_error.as_deref(),
        Some("a profile needs a name")
    );
    new_game_with_profiles(&mut h, &["Ada"]);
    assert!(
        h.query_by_label_contains("there is a profile called Ada already")
            .is_some()
    );
}

#[test]
fn the_result_dialog_and_the_profile_page_work_by_keyboard() {
    let (_dir, mut h) = app_with_data();
    new_game_with_profiles(&mut h, &["Ada", "Grace"]);
    start_rated(&mut h);
    resign(&mut h);
    // White resigned at once: Grace won. Enter presses New game (focused).
    assert!(focused(&h, "New game"));
    press(&mut h, Key::Enter);
    assert!(h.state().result_dialog().is_none());
    assert!(h.state().new_game_dialog().is_some());
    press(&mut h, Key::Escape);
    assert!(h.state().new_game_dialog().is_none());
    // The Profiles window: Tab to a profile, Enter opens its page.
    issue(&mut h, Command::Profiles);
    tab_to(&mut h, "Grace", 5);
    press(&mut h, Key::Enter);
    assert!(h.query_by_label("Grace").is_some(), "the page's heading");
    let grace = rating(&h, "Grace").expect("rated");
    // The family table says the rating as shown, the deviation and the volatility.
    assert!(h.query_by_label(&grace.glicko().shown()).is_some());
    assert!(
        h.query_by_label(&format!("{:.0}", grace.deviation))
            .is_some()
    );
    let volatility = format!("{:.4}", grace.volatility);
    assert!(h.query_all_by_label(&volatility).next().is_some());
    // Sorting by a column's title by keyboard: Tab to it, Enter; again turns it round.
    tab_to(&mut h, "Change", 30);
    press(&mut h, Key::Enter);
    // The header says the order in words (issue 42, point 16: "(down)" said nothing
    // of what comes first).
    assert!(h.query_by_label("Change, lowest first").is_some());
    press(&mut h, Key::Enter);
    assert!(h.query_by_label("Change, highest first").is_some());
    press(&mut h, Key::Escape);
    assert!(h.query_by_label("All profiles").is_none(), "closed");
}

#[test]
fn two_windows_on_one_data_folder_keep_each_others_profiles() {
    let dir = TempDir::new().expect("a temporary directory");
    let mut one = harness(OtherworldsApp::for_tests_with_data(dir.path()));
    let mut two = harness(OtherworldsApp::for_tests_with_data(dir.path()));
    // Both read an empty folder; each adds a profile the other does not know.
    one.state_mut().add_profile("Ada").expect("added");
    settle(&mut one);
    two.state_mut().add_profile("Grace").expect("added");
    settle(&mut two);
    let text = std::fs::read(dir.path().join("profiles.json")).expect("written");
    let book = otherworlds::profiles::store::parse(&text, dir.path()).expect("parses");
    let names: Vec<&str> = book.profiles.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        ["Ada", "Grace"],
        "the second write kept the first one's"
    );
    // The first window's New game dialog reads the file again: Grace is offered.
    issue(&mut one, Command::NewGame);
    more_options(&mut one);
    assert!(one.query_by_label("White plays as: Grace").is_some());
}

#[test]
fn a_game_continued_from_an_earlier_position_is_never_rated() {
    let (_dir, mut h) = app_with_data();
    new_game_with_profiles(&mut h, &["Ada"]);
    black_is_level(&mut h, 1);
    start_rated(&mut h);
    let (e2, e4) = (cell(&h, "e2"), cell(&h, "e4"));
    play(&mut h, e2, e4);
    run_until_plies(&mut h, 2);
    issue(&mut h, Command::ViewStart);
    issue(&mut h, Command::ContinueHere);
    let players = h.state().players();
    issue(&mut h, Request::ContinueWith(players));
    assert_eq!(plies(&h), 0);
    assert!(!h.state().game_is_rated());
    assert!(h.query_by_label("White: Guest").is_some());
    resign(&mut h);
    assert_eq!(rating(&h, "Ada"), None, "nothing rated");
}

/// A new profile, rated, against this level, White; the game started.
fn rated_against(level: u8) -> (TempDir, H) {
    let (dir, mut h) = app_with_data();
    new_game_with_profiles(&mut h, &["Ada"]);
    black_is_level(&mut h, level);
    start_rated(&mut h);
    (dir, h)
}

#[test]
fn a_draw_offer_to_a_far_stronger_level_is_asked_first_and_never_given_in_the_opening() {
    // Issue 42, point 1: 1.e4, Offer draw; level 8 (2332) accepted and the new
    // profile gained 654 points.
    let (_dir, mut h) = rated_against(8);
    let (e2, e4) = (cell(&h, "e2"), cell(&h, "e4"));
    play(&mut h, e2, e4);
    run_until_plies(&mut h, 2);
    issue(&mut h, Command::OfferDraw);
    // Asked first, as Resign is; Keep playing (Escape) makes no offer.
    assert_eq!(
        h.state().table_question(),
        Some(otherworlds::play::table::TableDialog::OfferDraw(
            otherworlds_core::Color::White
        ))
    );
    assert!(
        h.query_by_label_contains("The computer accepts none before move 30")
            .is_some()
    );
    press(&mut h, Key::Escape);
    assert_eq!(h.state().table_question(), None);
    assert!(h.state().session().outcome().is_none());
    // Offered: declined, whatever its search says of move 2.
    issue(&mut h, Command::OfferDraw);
    issue(&mut h, Command::ConfirmOfferDraw);
    assert!(h.state().session().outcome().is_none(), "no draw");
    let notice = h.state().notice().unwrap_or_default().to_string();
    assert!(notice.contains("no draw before move 30"), "{notice}");
    assert!(h.state().game_is_rated());
    assert_eq!(rating(&h, "Ada"), None, "nothing rated: the game goes on");
}

#[test]
fn no_engine_output_while_a_rated_game_goes_on_and_all_of_it_after() {
    let (_dir, mut h) = app_with_data();
    // The analysis is on from before.
    issue(&mut h, Command::ToggleAnalysis);
    run_until(&mut h, |h| h.state().analysis().is_some());
    assert!(h.state().analysis().is_some(), "on before the game");
    new_game_with_profiles(&mut h, &["Ada"]);
    black_is_level(&mut h, 1);
    start_rated(&mut h);
    let (e2, e4) = (cell(&h, "e2"), cell(&h, "e4"));
    play(&mut h, e2, e4);
    run_until_plies(&mut h, 2);
    for _ in 0..5 {
        h.run();
    }
    assert!(h.state().analysis().is_none(), "no lines");
    assert!(
        h.state().board_state().engine_arrows.is_empty(),
        "no arrows"
    );
    // The toggles say why they do nothing.
    for command in [
        Command::ToggleAnalysis,
        Command::ReviewGame,
        Command::OpenAnalysisBoard,
    ] {
        issue(&mut h, command);
        let notice = h.state().notice().unwrap_or_default().to_string();
        assert!(
            notice.starts_with("No engine during a rated game"),
            "{notice}"
        );
    }
    // A pasted position (it opens on the analysis board) is refused the same way,
    // and the Analysis toggle in the side panel is off.
    h.event(egui::Event::Paste(
        "4k3/8/8/3q4/8/8/8/R3K3 b Q - 0 1".into(),
    ));
    h.run();
    let notice = h.state().notice().unwrap_or_default().to_string();
    assert!(
        notice.starts_with("No engine during a rated game"),
        "{notice}"
    );
    assert!(
        h.get_by_label("Analysis").accesskit_node().is_disabled(),
        "the toggle is off"
    );
    assert!(!h.state().analysis_board_open());
    assert!(!h.state().reviewing() && h.state().review().is_none());
    assert!(h.state().analysis().is_none());
    // The game ends: the analysis comes back as it was chosen (of a position before
    // the end: a finished game's last position has nothing to search).
    resign(&mut h);
    press(&mut h, Key::Escape);
    assert!(!h.state().engine_withheld());
    issue(&mut h, Command::ViewBack);
    run_until(&mut h, |h| h.state().analysis().is_some());
    assert!(h.state().analysis().is_some(), "back after the end");
}

#[test]
fn one_game_moves_a_rating_by_at_most_700_and_the_panel_still_says_rated_after_it() {
    // Issue 42, point 3: resigning at move 2 against level 1 took a new profile from
    // 1500 to 360.
    let (_dir, mut h) = rated_against(1);
    let (e2, e4) = (cell(&h, "e2"), cell(&h, "e4"));
    play(&mut h, e2, e4);
    run_until_plies(&mut h, 2);
    resign(&mut h);
    settle(&mut h);
    // The paper's steps alone (a rating period) drop the rating by more than 700 ...
    let period = otherworlds_core::ratings::glicko::rate(
        Glicko::START,
        &[(level_1(), Score::Loss)],
        &Params::LICHESS,
    );
    assert!(1500.0 - period.rating > 700.0, "{period:?}");
    // ... lila keeps one game's change within 700 (and 800 is above lila's floor, 400).
    let ada = rating(&h, "Ada").expect("rated");
    assert_eq!(ada.rating, 800.0);
    let dialog = h.state().result_dialog().expect("shown").clone();
    assert_eq!(dialog.lines, ["Ada: 1500? -> 800? (-700)"]);
    // The side panel agrees with the result dialog: it was a rated game.
    assert!(h.query_by_label("Rated game").is_some());
    assert!(h.query_by_label("Unrated").is_none());
}

#[test]
fn a_rated_game_that_ended_cannot_be_taken_back_and_enter_keeps_a_takeback_away() {
    let (_dir, mut h) = rated_against(1);
    let (e2, e4) = (cell(&h, "e2"), cell(&h, "e4"));
    play(&mut h, e2, e4);
    run_until_plies(&mut h, 2);
    // The takeback question: Enter gives the harmless answer (No).
    press_command(&mut h, Key::Z);
    assert!(h.state().takeback_asked());
    assert!(focused(&h, "No"));
    press(&mut h, Key::Enter);
    assert!(!h.state().takeback_asked());
    assert_eq!(plies(&h), 2);
    assert!(h.state().game_is_rated());
    // The game ends; Undo is refused with a reason, and the result stays counted.
    resign(&mut h);
    settle(&mut h);
    press(&mut h, Key::Escape);
    let after = rating(&h, "Ada").expect("rated");
    press_command(&mut h, Key::Z);
    settle(&mut h);
    assert!(!h.state().takeback_asked());
    assert!(h.state().session().outcome().is_some(), "still over");
    assert_eq!(plies(&h), 2);
    assert_eq!(
        h.state().notice(),
        Some("A rated game that has ended cannot be taken back: its result is counted.")
    );
    assert_eq!(rating(&h, "Ada"), Some(after));
    let clocks_running = h.state().clocks().is_some_and(|c| c.running());
    assert!(!clocks_running);
}

#[test]
fn abandoning_a_rated_game_counts_as_a_loss_as_the_question_says() {
    let (_dir, mut h) = rated_against(1);
    let (e2, e4) = (cell(&h, "e2"), cell(&h, "e4"));
    play(&mut h, e2, e4);
    run_until_plies(&mut h, 2);
    issue(&mut h, Command::NewGame);
    let asked =
        "Abandon the rated game in progress? It counts as a loss for Ada, as resigning does.";
    assert_eq!(h.state().abandon_question().as_deref(), Some(asked));
    // Keep playing: nothing changes.
    press(&mut h, Key::Escape);
    assert!(h.state().session().outcome().is_none());
    assert_eq!(rating(&h, "Ada"), None);
    issue(&mut h, Command::NewGame);
    click_label(&mut h, "Abandon it");
    settle(&mut h);
    // Rated as a loss at once, through the same code as a resignation.
    let expected = rate_game(Glicko::START, 0.0, level_1(), Score::Loss, &Params::LICHESS);
    let ada = rating(&h, "Ada").expect("rated");
    assert!((ada.rating - expected.rating).abs() < 1e-6, "{ada:?}");
    assert_eq!(ada.games, 1);
    let notice = h.state().notice().unwrap_or_default().to_string();
    assert!(
        notice.starts_with("The abandoned rated game counts as a loss: Ada: 1500? -> "),
        "{notice}"
    );
    assert!(
        h.state().new_game_dialog().is_some(),
        "then the New game dialog"
    );
}
