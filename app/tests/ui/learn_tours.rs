//! Issue 16, points 3 and 5 (points 4 and 5 of the brief): the guided tours of Two
//! Worlds and Valhalla walked by keyboard and by mouse, each ending in a game against
//! a small computer; the exercises (lichess learn's stages: targets to reach in N
//! moves, hint arrows) of every variant, each solved by its own hint arrows, checked
//! by the core; progress remembered in the settings eframe keeps.
use crate::support::*;
use egui::Key;
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::board::BoardEvent;
use otherworlds::learn::data::{StepKind, courses};
use otherworlds::learn::diagram::{LessonBoard, resolve_cell};
use otherworlds::learn::exercise::ExerciseEnd;
use otherworlds::learn::{LearnCommand, Live, Mode};
use otherworlds::players::Player;
use otherworlds_core::{Color, Variant, prelude::*};

fn learn(h: &mut H, command: LearnCommand) {
    issue(h, command);
}

fn diagram(h: &H) -> &LessonBoard {
    h.state().learn().live.diagram().expect("a diagram")
}

fn course_index(variant: &str) -> usize {
    courses()
        .iter()
        .position(|c| c.as_ref().is_ok_and(|c| c.variant == variant))
        .expect("the course")
}

fn shows(h: &H, part: &str) -> bool {
    h.query_all_by(|n| n.value().or(n.label()).is_some_and(|l| l.contains(part)))
        .next()
        .is_some()
}

#[test]
fn every_exercise_is_solved_by_its_hint_arrows_within_its_moves() {
    let mut h = harness(OtherworldsApp::for_tests());
    let mut levels = 0;
    for (c, course) in courses().iter().enumerate() {
        let course = course.as_ref().expect("reads");
        assert!(
            !course.stages.is_empty(),
            "{}: no exercises",
            course.variant
        );
        learn(&mut h, LearnCommand::Course(c));
        for (s, stage) in course.stages.iter().enumerate() {
            learn(&mut h, LearnCommand::Mode(Mode::Exercises(s)));
            for (l, level) in stage.levels.iter().enumerate() {
                levels += 1;
                learn(&mut h, LearnCommand::Go(l));
                let place = format!("{} {} level {}", course.variant, stage.key, l + 1);
                assert!(level.arrows.len() as u32 <= level.moves, "{place}");
                for (from, to) in &level.arrows {
                    let model = diagram(&h).session.board_model().clone();
                    let cell = |n: &str| resolve_cell(&model, n).expect(&place);
                    learn(
                        &mut h,
                        LearnCommand::Board(BoardEvent::Move {
                            from: cell(from),
                            to: cell(to),
                            dragged: false,
                        }),
                    );
                    let Live::Exercise(e) = &h.state().learn().live else {
                        panic!("{place}: an exercise");
                    };
                    assert!(e.refusal.is_none(), "{place}: {from}-{to}: {:?}", e.refusal);
                }
                let Live::Exercise(e) = &h.state().learn().live else {
                    panic!("{place}");
                };
                assert_eq!(e.end, Some(ExerciseEnd::Solved), "{place}: {:?}", e.apples);
                let key = h.state().learn().key(None);
                assert!(
                    h.state().settings().learn.is_done(&key),
                    "{place}: remembered"
                );
            }
        }
    }
    assert!(levels >= 8, "only {levels} exercises");
}

#[test]
fn an_exercise_by_mouse_and_keys_counts_moves_and_its_progress_survives_a_restart() {
    let mut h = harness(OtherworldsApp::for_tests());
    learn(&mut h, LearnCommand::Course(course_index("standard")));
    click_label(&mut h, "Exercise: The pieces");
    assert!(shows(&h, "Moves: 0 of 2") && shows(&h, "Targets left: a5, d5"));
    // The hints: arrows over the board, shown on request.
    assert!(diagram(&h).arrows.is_empty());
    click_label(&mut h, "Hints");
    assert_eq!(diagram(&h).arrows.len(), 2);
    // A wrong way first: the moves run out, Reset starts again.
    let cell = |h: &H, n: &str| resolve_cell(diagram(h).session.board_model(), n).expect(n);
    let click_cell_at = |h: &mut H, n: &str| {
        let c = cell(h, n);
        let layout = diagram(h).panes[0].board.layout.clone().expect("drawn");
        click_at(h, layout.cell_rect(c).expect("on the board").center());
    };
    click_cell_at(&mut h, "a1");
    click_cell_at(&mut h, "a3");
    click_cell_at(&mut h, "a3");
    click_cell_at(&mut h, "b3");
    assert!(shows(&h, "No moves left"), "two moves, no target reached");
    click_label(&mut h, "Reset");
    assert!(shows(&h, "Moves: 0 of 2"));
    // By mouse: a1-a5 reaches one target; the other side never moves.
    click_cell_at(&mut h, "a1");
    click_cell_at(&mut h, "a5");
    assert!(shows(&h, "Moves: 1 of 2") && shows(&h, "Targets left: d5"));
    assert_eq!(diagram(&h).session.game().position().actor(), Color::White);
    // By keys: Tab onto the board, arrows to a5, Enter, arrows to d5, Enter.
    for _ in 0..100 {
        if diagram(&h).panes[0].board.focused.is_some() {
            break;
        }
        press(&mut h, Key::Tab);
    }
    let target = |h: &H, n: &str| cell(h, n);
    for (name, select) in [("a5", true), ("d5", false)] {
        let to = target(&h, name);
        for _ in 0..20 {
            let at = diagram(&h).panes[0].board.focused.expect("focused");
            if at == to {
                break;
            }
            let key = if at.rank < to.rank {
                Key::ArrowUp
            } else if at.rank > to.rank {
                Key::ArrowDown
            } else if at.file < to.file {
                Key::ArrowRight
            } else {
                Key::ArrowLeft
            };
            press(&mut h, key);
        }
        press(&mut h, Key::Enter);
        if select {
            assert_eq!(diagram(&h).selected(), Some(to));
        }
    }
    assert!(shows(&h, "Solved in 2 moves!"));
    let key = h.state().learn().key(None);
    assert!(h.state().settings().learn.is_done(&key));
    // The settings (as eframe stores them) bring the progress and the place back.
    let text = ron::to_string(h.state().settings()).expect("settings serialise");
    let settings = ron::from_str(&text).expect("settings read back");
    let mut h = harness(OtherworldsApp::for_tests_with_settings(settings));
    press(&mut h, Key::F1);
    assert_eq!(h.state().learn().mode, Mode::Exercises(0));
    assert!(shows(&h, "Level 1 (done)"));
    assert!(shows(&h, "You have solved this exercise before."));
}

/// Walks a tour: every diagram step shown by "Show me" (by a click, or Tab and Space),
/// then Next (the button, or Page Down); the last step's "Try it" starts the game.
fn walk_tour(h: &mut H, variant: &str, by_keys: bool) {
    let c = course_index(variant);
    let course = courses()[c].as_ref().expect("reads");
    let tour = &course.tours[0];
    learn(h, LearnCommand::Course(c));
    let tab = format!("Tour: {}", tour.title);
    if by_keys {
        tab_to(h, &tab, 60);
        press(h, Key::Space);
    } else {
        click_label(h, &tab);
    }
    assert_eq!(h.state().learn().mode, Mode::Tour(0));
    for (i, step) in tour.steps.iter().enumerate() {
        assert_eq!(h.state().learn().index, i, "{variant} step {}", i + 1);
        assert!(shows(h, &step.title));
        match &step.kind {
            StepKind::Diagram(spec) => {
                if by_keys {
                    tab_to(h, "Show me", 200);
                    press(h, Key::Space);
                } else {
                    click_label(h, "Show me");
                }
                let d = diagram(h);
                let decisions: usize = spec.show.as_deref().map_or(0, |s| {
                    s.split_whitespace().map(|t| t.split(',').count()).sum()
                });
                assert_eq!(d.session.game().moves().len(), decisions, "{}", step.title);
                assert!(shows(h, "Shown: "));
            }
            StepKind::TryIt(_) => {}
            other => panic!("{}: unexpected step {other:?}", step.title),
        }
        if i + 1 < tour.steps.len() {
            if by_keys {
                press(h, Key::PageDown);
            } else {
                click_label(h, "Next");
            }
        }
    }
    let done = (0..tour.steps.len() - 1)
        .filter(|i| {
            let key = format!("{variant}/tour/{}/{i}", tour.key);
            h.state().settings().learn.is_done(&key)
        })
        .count();
    assert_eq!(
        done,
        tour.steps.len() - 1,
        "every step passed is remembered"
    );
    if by_keys {
        tab_to(h, "Try it", 200);
        press(h, Key::Space);
    } else {
        click_label(h, "Try it");
    }
    assert!(!h.state().is_learning());
    assert_eq!(h.state().players().white, Player::Human);
    assert_eq!(h.state().players().black, Player::computer(1));
}

#[test]
fn the_two_worlds_tour_by_mouse_ends_in_a_game_the_computer_answers() {
    let mut h = harness(OtherworldsApp::for_tests());
    walk_tour(&mut h, "two-worlds", false);
    assert_eq!(h.state().session().variant(), Variant::TwoWorlds);
    let (from, to) = (cell(&h, "e2"), cell(&h, "E2"));
    assert_eq!(h.state().board_state().selected, Some(from));
    click(&mut h, to);
    run_until_plies(&mut h, 2);
    assert_eq!(moves(&h)[0], "e2E2");
    assert_eq!(plies(&h), 2, "the computer answered");
}

#[test]
fn the_two_worlds_tour_by_keyboard() {
    let mut h = harness(OtherworldsApp::for_tests());
    walk_tour(&mut h, "two-worlds", true);
    assert_eq!(h.state().session().variant(), Variant::TwoWorlds);
}

#[test]
fn the_valhalla_tour_by_keyboard_ends_in_a_game_the_computer_answers() {
    let mut h = harness(OtherworldsApp::for_tests());
    walk_tour(&mut h, "valhalla", true);
    assert!(matches!(
        h.state().session().variant(),
        Variant::Valhalla(_)
    ));
    // e4 by keys, then the Valhalla move passed with P; then the computer's turn.
    press(&mut h, Key::B);
    let to = cell_on(&h, 0, "e4");
    arrow_to(&mut h, to);
    press(&mut h, Key::Enter);
    press(&mut h, Key::P);
    assert_eq!(
        moves(&h)[..2],
        ["e2e4", "0000"],
        "the computer may already answer"
    );
    run_until(&mut h, |h| {
        plies(h) >= 4 && h.state().session().game().position().actor() == Color::White
    });
    assert!(plies(&h) >= 4, "the computer played its turn");
}

#[test]
fn the_valhalla_tour_by_mouse() {
    let mut h = harness(OtherworldsApp::for_tests());
    walk_tour(&mut h, "valhalla", false);
    assert!(matches!(
        h.state().session().variant(),
        Variant::Valhalla(_)
    ));
}
