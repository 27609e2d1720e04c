//! Sound (issue 44) through the app: every game event, in every variant, asks for its
//! sound, seen through the test app's recording sink (nothing is heard in a test run);
//! the settings' toggles mute what they name. The expected sounds are reasoned from
//! the rules (RULES.md) in each test, not read back from the app.
use crate::support::*;
use egui::Key;
use otherworlds::OtherworldsApp;
use otherworlds::command::{Command, Request};
use otherworlds::game::time_control::TimeControl;
use otherworlds::learn::data::courses;
use otherworlds::learn::{LearnCommand, Live, Mode};
use otherworlds::players::{Player, Players};
use otherworlds::sound::{Sound, SoundSettings};
use otherworlds_core::Variant;

fn sounds(h: &H) -> Vec<Sound> {
    h.state().sounds_for_tests()
}

/// The sounds asked for while `act` ran.
fn heard(h: &mut H, act: impl FnOnce(&mut H)) -> Vec<Sound> {
    let before = sounds(h).len();
    act(h);
    h.run();
    sounds(h)[before..].to_vec()
}

fn set_sound(h: &mut H, change: impl FnOnce(&mut SoundSettings)) {
    let mut settings = h.state().settings().sound.clone();
    change(&mut settings);
    issue(h, Request::SetSound(settings));
}

#[test]
fn a_test_run_is_silent_until_something_happens() {
    let mut h = after(Variant::Standard, &["e2e4", "e7e5"]);
    h.run();
    // The moves the game came with are no moves played now.
    assert_eq!(sounds(&h), []);
}

#[test]
fn a_quiet_move_then_a_capture_in_standard_chess() {
    let mut h = after(Variant::Standard, &["e2e4", "d7d5"]);
    let s = heard(&mut h, |h| {
        click_cell(h, "b1");
        click_cell(h, "c3");
    });
    assert_eq!(s, [Sound::Move], "Nc3 takes nothing and gives no check");
    let s = heard(&mut h, |h| {
        click_cell(h, "d5");
        click_cell(h, "e4");
    });
    assert_eq!(s, [Sound::Capture], "dxe4 takes the pawn on e4");
}

/// Fool's mate: the last move gives mate; two people at one board (the test app's
/// players), so the end is a win for somebody there.
#[test]
fn a_mate_gives_check_and_the_end() {
    let mut h = after(Variant::Standard, &["f2f3", "e7e5", "g2g4"]);
    let s = heard(&mut h, |h| {
        click_cell(h, "d8");
        click_cell(h, "h4");
    });
    assert_eq!(s, [Sound::Move, Sound::Check, Sound::Win]);
}

/// Against the computer the end is heard from the person's side: Black (the person)
/// mates, a win; then, in a new game, White (the person) resigns, a loss.
#[test]
fn the_end_is_heard_from_the_person_at_the_screen() {
    let mut app = OtherworldsApp::for_tests_after(Variant::Standard, &["f2f3", "e7e5", "g2g4"]);
    app.set_players(Players {
        white: Player::computer(1),
        black: Player::Human,
    });
    let mut h = harness(app);
    let s = heard(&mut h, |h| {
        click_cell(h, "d8");
        click_cell(h, "h4");
    });
    assert_eq!(s, [Sound::Move, Sound::Check, Sound::Win]);
    let mut app = OtherworldsApp::for_tests_after(Variant::Standard, &[]);
    app.set_players(Players {
        white: Player::Human,
        black: Player::computer(1),
    });
    let mut h = harness(app);
    let s = heard(&mut h, |h| {
        issue(h, Command::Resign);
        issue(h, Command::ConfirmResign);
    });
    assert_eq!(s, [Sound::Loss]);
}

/// RULES.md (Two Worlds): a piece captured on Earth rises to the Sky as a ghost of the
/// capturer: the capture and the rising are both heard.
#[test]
fn a_capture_on_earth_in_two_worlds_rises_as_a_ghost() {
    let mut h = after(Variant::TwoWorlds, &["e2e4", "d7d5"]);
    let (e4, d5) = (cell_on(&h, 0, "e4"), cell_on(&h, 0, "d5"));
    let s = heard(&mut h, |h| play(h, e4, d5));
    assert_eq!(s, [Sound::Capture, Sound::GhostRises]);
}

/// RULES.md (4D): a rook from a1[0,0] to a1[0,1] changes only w.
#[test]
fn a_move_along_w_in_4d() {
    let mut h = after(Variant::FourD, &[]);
    let s = heard(&mut h, |h| {
        click_cell(h, "a1[0,0]");
        click_cell(h, "a1[0,1]");
    });
    assert_eq!(s, [Sound::Move, Sound::AlongW]);
}

/// RULES.md (Valhalla): White's exd5 captures a pawn, which goes to the other world:
/// the capture, then the placement of the fallen piece, each its own sound.
#[test]
fn a_valhalla_capture_and_its_placement() {
    const AFTER_E4_D5: &str = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 2";
    let variant = Variant::Valhalla(Default::default());
    let mut h = at(variant, AFTER_E4_D5);
    let (e4, d5) = (cell_on(&h, 0, "e4"), cell_on(&h, 0, "d5"));
    let s = heard(&mut h, |h| play(h, e4, d5));
    assert_eq!(s, [Sound::Capture]);
    let c7 = cell_on(&h, 1, "c7");
    let s = heard(&mut h, |h| click(h, c7));
    assert_eq!(s, [Sound::Transfer]);
}

/// A piece put where no legal move takes it: the refusal is heard, nothing is played.
#[test]
fn a_move_the_rules_refuse_is_heard() {
    let mut h = after(Variant::Standard, &[]);
    let s = heard(&mut h, |h| {
        click_cell(h, "e2");
        click_cell(h, "e5");
    });
    assert_eq!(s, [Sound::Illegal], "a pawn does not go three squares");
    assert_eq!(plies(&h), 0);
}

/// A new game, asked for from the menu; one over a game in progress once the
/// question is answered.
#[test]
fn a_new_game_starts_with_its_sound() {
    let mut h = after(Variant::Standard, &[]);
    let s = heard(&mut h, |h| {
        issue(h, Request::StartVariant(Variant::TwoWorlds))
    });
    assert_eq!(s, [Sound::GameStart]);
    let (e2, e4) = (cell_on(&h, 0, "e2"), cell_on(&h, 0, "e4"));
    play(&mut h, e2, e4);
    let s = heard(&mut h, |h| {
        issue(h, Request::StartVariant(Variant::Standard))
    });
    assert_eq!(s, [], "the question comes first");
    let s = heard(&mut h, |h| issue(h, Command::ConfirmAbandon));
    assert_eq!(s, [Sound::GameStart]);
}

/// Stepping back and forth through the moves: a step back sounds as a plain move, a
/// step forward as the move it steps over (exd5: a capture).
#[test]
fn steps_through_the_moves_sound_and_their_toggle_mutes_them() {
    let mut h = after(Variant::Standard, &["e2e4", "d7d5", "e4d5"]);
    let step = |h: &mut H, command: Command| heard(h, |h| issue(h, command));
    assert_eq!(step(&mut h, Command::ViewBack), [Sound::Move]);
    assert_eq!(step(&mut h, Command::ViewForward), [Sound::Capture]);
    set_sound(&mut h, |s| s.steps = false);
    assert_eq!(step(&mut h, Command::ViewBack), []);
    // The moves' toggle is another one: a move played still sounds.
    issue(&mut h, Command::ViewEnd);
    let s = heard(&mut h, |h| {
        click_cell(h, "g8");
        click_cell(h, "f6");
    });
    assert_eq!(s, [Sound::Move]);
}

#[test]
fn the_moves_toggle_mutes_moves_only() {
    let mut h = after(Variant::Standard, &["f2f3", "e7e5", "g2g4"]);
    set_sound(&mut h, |s| s.moves = false);
    let s = heard(&mut h, |h| {
        click_cell(h, "d8");
        click_cell(h, "h4");
    });
    assert_eq!(
        s,
        [Sound::Win],
        "the move and its check are muted, the end is not"
    );
}

#[test]
fn m_turns_every_sound_off_and_on_again() {
    let mut h = after(Variant::Standard, &[]);
    assert!(h.state().settings().sound.on);
    press(&mut h, Key::M);
    assert!(!h.state().settings().sound.on);
    assert_eq!(
        h.state().notice(),
        Some("Sound off (M turns it back on)"),
        "the status line says so"
    );
    let s = heard(&mut h, |h| {
        click_cell(h, "e2");
        click_cell(h, "e4");
    });
    assert_eq!(s, []);
    assert_eq!(plies(&h), 1, "the move was played, in silence");
    issue(&mut h, Command::ToggleSound);
    assert!(h.state().settings().sound.on);
    let s = heard(&mut h, |h| {
        click_cell(h, "e7");
        click_cell(h, "e5");
    });
    assert_eq!(s, [Sound::Move]);
}

/// A clock under 10 seconds warns once per game and side, and its toggle mutes it.
#[test]
fn low_time_warns_once_per_side() {
    let mut h = after(Variant::Standard, &[]);
    let time = h.state_mut().use_manual_time();
    h.state_mut().start_clocks(TimeControl::new(1, 0));
    h.run();
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    click_cell(&mut h, "e7");
    click_cell(&mut h, "e5");
    // White's clock runs: 51 s of its 60 leave 9.
    let s = heard(&mut h, |h| {
        time.advance(51_000);
        h.run();
    });
    assert_eq!(s, [Sound::LowTime]);
    assert_eq!(heard(&mut h, |_| time.advance(1_000)), [], "once");
    let s = heard(&mut h, |h| {
        click_cell(h, "g1");
        click_cell(h, "f3");
    });
    assert_eq!(s, [Sound::Move]);
    // Black's turn, with the warning muted: 51 s pass in silence.
    set_sound(&mut h, |s| s.low_time = false);
    assert_eq!(heard(&mut h, |_| time.advance(51_000)), []);
}

/// A lesson's question answered right, then wrong: the quiz's own judgement (the
/// core's legal moves) says which answer is right.
#[test]
fn a_lessons_answers_sound_right_and_wrong() {
    let mut h = harness_timed(OtherworldsApp::for_tests(), 1400.0, 950.0, FAST_STEP_DT);
    press(&mut h, Key::F1);
    let fourd = courses()
        .iter()
        .position(|c| c.as_ref().is_ok_and(|c| c.variant == "4d"))
        .expect("the 4D course");
    issue(&mut h, LearnCommand::Course(fourd));
    issue(&mut h, LearnCommand::Mode(Mode::Tour(0)));
    issue(&mut h, LearnCommand::Go(2));
    let Live::Quiz { legal, .. } = h.state().learn().live else {
        panic!("the 4D tour's third step is a question");
    };
    assert_eq!(
        heard(&mut h, |h| issue(h, LearnCommand::Answer(legal))),
        [Sound::Right]
    );
    assert_eq!(
        heard(&mut h, |h| issue(h, LearnCommand::Answer(!legal))),
        [Sound::Wrong]
    );
}

/// Machine vs Machine follows the same settings: with the moves muted its decisions
/// are silent; with them on, each is the opponent's move (no person plays).
#[test]
fn machine_vs_machine_follows_the_settings() {
    let mut app = OtherworldsApp::for_tests();
    app.set_players(Players {
        white: Player::computer(1),
        black: Player::computer(1),
    });
    app.set_move_delay(0.0);
    let mut h = harness_sized(app, 1000.0, 720.0);
    issue(&mut h, Command::NextMove);
    run_until_plies(&mut h, 1);
    h.run();
    let first = sounds(&h);
    assert_eq!(first.len(), 1, "{first:?}");
    // No first move of standard chess takes, castles or checks.
    assert_eq!(first, [Sound::OpponentMove]);
    set_sound(&mut h, |s| s.moves = false);
    issue(&mut h, Command::NextMove);
    run_until_plies(&mut h, 2);
    h.run();
    assert_eq!(sounds(&h), first, "the second decision is silent");
}

/// View → Sound settings by keys alone: Tab to the menu, Enter, Tab to the submenu,
/// Enter; the volume slider takes the arrows; Space on a box turns it off.
#[test]
fn the_sound_settings_work_by_keys_alone() {
    let mut h = harness(OtherworldsApp::for_tests());
    tab_to(&mut h, "View", 60);
    press(&mut h, Key::Enter);
    tab_to(&mut h, "Sound settings", 20);
    press(&mut h, Key::Enter);
    let before = h.state().settings().sound.volume;
    tab_to(&mut h, "Volume", 20);
    press(&mut h, Key::ArrowLeft);
    h.run();
    let after = h.state().settings().sound.volume;
    assert!(after < before, "{before} → {after}");
    tab_to(&mut h, "Moves", 20);
    press(&mut h, Key::Space);
    h.run();
    assert!(!h.state().settings().sound.moves);
}
