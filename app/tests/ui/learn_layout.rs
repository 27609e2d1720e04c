//! Issue 42, point 7: the Learn screen shows all of its text. At 1024x700 and 1100x760,
//! on every rules diagram, every tour step (every quiz question, answered; every check
//! to answer) and every exercise level of every course, each labelled widget is seen
//! whole or can be scrolled to (`layout_check.rs` says how that is judged). A label cut
//! off by a scroll area that is not marked (the lesson text before this point, whose bar
//! showed only on hover) reaches under the buttons and the diagram below that area, so
//! it fails here.
use crate::layout_check::{SIZES, check, window};
use crate::support::*;
use otherworlds::OtherworldsApp;
use otherworlds::learn::data::{StepKind, courses};
use otherworlds::learn::{LearnCommand, Mode};

fn learn(h: &mut H, command: LearnCommand) {
    issue(h, command);
}

#[test]
fn every_lesson_page_shows_all_its_text_at_1024x700_and_1100x760() {
    for (width, height) in SIZES {
        let mut h = harness_sized(OtherworldsApp::for_tests(), width, height);
        let window = window(width, height);
        let mut wrong = Vec::new();
        for (c, course) in courses().iter().enumerate() {
            let course = course.as_ref().expect("reads");
            learn(&mut h, LearnCommand::Course(c));
            let at = |what: String| format!("{width}x{height} {} {what}", course.variant);
            for (j, section) in course.rules.iter().enumerate() {
                learn(&mut h, LearnCommand::Go(j));
                for k in 0..section.diagrams.len() {
                    learn(&mut h, LearnCommand::Sub(k));
                    let place = at(format!("{} diagram {}", section.id, k + 1));
                    check(&h, window, &place, &mut wrong);
                }
            }
            for (t, tour) in course.tours.iter().enumerate() {
                learn(&mut h, LearnCommand::Mode(Mode::Tour(t)));
                for (i, step) in tour.steps.iter().enumerate() {
                    learn(&mut h, LearnCommand::Go(i));
                    let subs = match &step.kind {
                        StepKind::Quiz(questions) => questions.len(),
                        StepKind::Resolve(diagrams) => diagrams.len(),
                        _ => 1,
                    };
                    for k in 0..subs {
                        learn(&mut h, LearnCommand::Sub(k));
                        let place = at(format!("tour {} step {} part {}", tour.key, i + 1, k + 1));
                        check(&h, window, &place, &mut wrong);
                        if matches!(step.kind, StepKind::Quiz(_)) {
                            // The answer adds its lines below the question.
                            learn(&mut h, LearnCommand::Answer(false));
                            check(&h, window, &format!("{place} answered"), &mut wrong);
                        }
                    }
                }
            }
            for (s, stage) in course.stages.iter().enumerate() {
                learn(&mut h, LearnCommand::Mode(Mode::Exercises(s)));
                for l in 0..stage.levels.len() {
                    learn(&mut h, LearnCommand::Go(l));
                    check(
                        &h,
                        window,
                        &at(format!("{} level {}", stage.key, l + 1)),
                        &mut wrong,
                    );
                }
            }
        }
        assert!(
            wrong.is_empty(),
            "{} faults:\n{}",
            wrong.len(),
            wrong.join("\n")
        );
    }
}
