//! The controls of the open item: Show me and Reset, the diagrams of a section, the
//! coordinates named, the pieces of the range step, a quiz question and its answer,
//! the ways to answer a check, Try it, an exercise's count and hints.
use super::data::{Course, StepKind};
use super::diagram::LessonBoard;
use super::exercise::{Exercise, ExerciseEnd};
use super::lesson::{self, Resolution};
use super::{Learn, LearnCommand, Live};
use crate::settings::progress::LearnProgress;
use egui::{RichText, Ui};
use otherworlds_core::geometry::Cell;
use otherworlds_core::prelude::*;
use std::collections::BTreeSet;

/// The buttons and answers of the open item.
pub(super) fn controls_ui(
    ui: &mut Ui,
    learn: &Learn,
    course: &'static Course,
    progress: &LearnProgress,
    out: &mut Vec<LearnCommand>,
) {
    match &learn.live {
        Live::Empty(Some(e)) => {
            let text = t!("learn-part-does-not-load", error = e.to_string());
            ui.colored_label(ui.visuals().warn_fg_color, displayable(ui.ctx(), &text));
        }
        Live::Empty(None) => {}
        Live::Diagram(d) => diagram_buttons_ui(ui, learn, d, out),
        Live::Coordinates { inspected, .. } => {
            let text = inspected
                .and_then(lesson::describe_cell)
                .unwrap_or_else(|| t!("learn-coordinates-hint"));
            ui.label(RichText::new(displayable(ui.ctx(), &text)).strong());
        }
        Live::Range { role, diagram, .. } => range_ui(ui, learn, course, (*role, diagram), out),
        Live::Quiz {
            diagram,
            from,
            to,
            legal,
            answer,
        } => quiz_ui(
            ui,
            learn,
            course,
            diagram,
            (*from, *to),
            *legal,
            *answer,
            out,
        ),
        Live::Resolve {
            diagram,
            possible,
            done,
            last,
        } => resolve_ui(ui, learn, diagram, (possible, done, *last), out),
        Live::TryIt(_) => {
            let goal = match learn.step_kind_now(course) {
                Some(StepKind::TryIt(t)) => t.goal.clone(),
                _ => String::new(),
            };
            let goal = capitalised(&goal);
            ui.label(RichText::new(displayable(ui.ctx(), &goal)).strong());
            button(
                ui,
                out,
                &t!("learn-try-it"),
                &t!("learn-try-it-tip"),
                LearnCommand::TryIt,
            );
        }
        Live::Exercise(e) => exercise_ui(ui, learn, e, progress, out),
    }
}

/// A rules diagram's buttons: its siblings, Show me, Reset, Save diagram, Pass.
fn diagram_buttons_ui(ui: &mut Ui, learn: &Learn, d: &LessonBoard, out: &mut Vec<LearnCommand>) {
    let sub_len = learn.sub_len();
    ui.horizontal_wrapped(|ui| {
        if sub_len > 1 {
            sub_buttons_ui(ui, learn.sub, sub_len, Sub::Diagram, out);
        }
        if !d.show.is_empty() {
            button(
                ui,
                out,
                &t!("learn-show-me"),
                &t!("learn-show-me-tip"),
                LearnCommand::ShowMe,
            );
        }
        button(
            ui,
            out,
            &t!("learn-reset"),
            &t!("learn-reset-diagram-tip"),
            LearnCommand::Reset,
        );
        button(
            ui,
            out,
            &t!("learn-save-diagram"),
            &t!("learn-save-diagram-tip"),
            LearnCommand::Export,
        );
        if d.session.pass_move().is_some() {
            button(
                ui,
                out,
                &t!("learn-pass"),
                &t!("learn-pass-tip"),
                LearnCommand::Pass,
            );
        }
    });
}

/// The range step: the pieces to choose, and how many cells the chosen one reaches.
fn range_ui(
    ui: &mut Ui,
    learn: &Learn,
    course: &'static Course,
    (role, diagram): (otherworlds_core::Role, &LessonBoard),
    out: &mut Vec<LearnCommand>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("learn-piece"));
        let roles = match learn.step_kind_now(course) {
            Some(StepKind::Range { roles, .. }) => roles.clone(),
            _ => Vec::new(),
        };
        for r in roles {
            if ui
                .selectable_label(
                    role == r,
                    capitalised(&crate::i18n::core_words::role_name(r)),
                )
                .on_hover_text(t!("learn-piece-tip"))
                .clicked()
            {
                out.push(LearnCommand::Pick(r));
            }
        }
    });
    let count = diagram.model().moves.len();
    ui.label(t!("learn-range-count", role = role.name(), count = count));
}

/// A check to answer: Reset, each way and whether it was found, the last answer.
fn resolve_ui(
    ui: &mut Ui,
    learn: &Learn,
    diagram: &LessonBoard,
    (possible, done, last): (
        &BTreeSet<Resolution>,
        &BTreeSet<Resolution>,
        Option<Resolution>,
    ),
    out: &mut Vec<LearnCommand>,
) {
    let sub_len = learn.sub_len();
    ui.horizontal_wrapped(|ui| {
        if sub_len > 1 {
            sub_buttons_ui(ui, learn.sub, sub_len, Sub::Diagram, out);
        }
        button(
            ui,
            out,
            &t!("learn-reset"),
            &t!("learn-reset-check-tip"),
            LearnCommand::Reset,
        );
    });
    for way in Resolution::ALL {
        let way_name = capitalised(&way.name());
        let state = if done.contains(&way) {
            t!("learn-way-done", way = way_name)
        } else if possible.contains(&way) {
            t!("learn-way-possible", way = way_name)
        } else {
            t!("learn-way-impossible", way = way_name)
        };
        ui.label(state);
    }
    if let Some(way) = last {
        let text = if diagram.session.game().position().is_check() {
            t!("learn-answered-check-and-check", way = way.name())
        } else {
            t!("learn-answered-check", way = way.name())
        };
        ui.label(RichText::new(text.trim_end()).strong());
    }
}

/// An exercise: the moves used, the targets left, Hints, Reset, Next level.
fn exercise_ui(
    ui: &mut Ui,
    learn: &Learn,
    e: &Exercise,
    progress: &LearnProgress,
    out: &mut Vec<LearnCommand>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("learn-moves-used", used = e.used, allowed = e.allowed));
        let names = &e.diagram.session.board_model().names;
        let left: Vec<&str> = e
            .apples
            .iter()
            .filter_map(|c| names.get(c).map(String::as_str))
            .collect();
        ui.label(t!("learn-targets-left", cells = left.join(", ")));
        let hint = if learn.hints {
            t!("learn-hide-hints")
        } else {
            t!("learn-hints")
        };
        button(ui, out, &hint, &t!("learn-hints-tip"), LearnCommand::Hints);
        button(
            ui,
            out,
            &t!("learn-reset"),
            &t!("learn-reset-exercise-tip"),
            LearnCommand::Reset,
        );
        if e.end == Some(ExerciseEnd::Solved) && learn.index + 1 < learn.len() {
            button(
                ui,
                out,
                &t!("learn-next-level"),
                &t!("learn-next-level-tip"),
                LearnCommand::Next,
            );
        }
    });
    if let Some(why) = &e.refusal {
        ui.colored_label(ui.visuals().warn_fg_color, why);
    }
    let solved = progress.is_done(&learn.key(None));
    if solved && e.end.is_none() {
        ui.label(t!("learn-solved-before"));
    }
}

#[allow(clippy::too_many_arguments)]
fn quiz_ui(
    ui: &mut Ui,
    learn: &Learn,
    course: &'static Course,
    diagram: &LessonBoard,
    (from, to): (Cell, Cell),
    legal: bool,
    answer: Option<bool>,
    out: &mut Vec<LearnCommand>,
) {
    let question = match learn.step_kind_now(course) {
        Some(StepKind::Quiz(questions)) => questions.get(learn.sub),
        _ => None,
    };
    let names = &diagram.session.board_model().names;
    let name = |c| names.get(&c).cloned().unwrap_or_default();
    let piece = diagram
        .session
        .board_model()
        .pieces
        .get(&from)
        .map(|p| p.role.name());
    ui.horizontal_wrapped(|ui| {
        sub_buttons_ui(ui, learn.sub, learn.sub_len(), Sub::Question, out);
    });
    ui.label(
        RichText::new(match piece {
            Some(piece) => t!(
                "learn-quiz-question",
                role = piece,
                from = name(from),
                to = name(to)
            ),
            None => t!("learn-quiz-question-any", from = name(from), to = name(to)),
        })
        .strong(),
    );
    ui.horizontal(|ui| {
        button(
            ui,
            out,
            &t!("learn-legal"),
            &t!("learn-legal-tip"),
            LearnCommand::Answer(true),
        );
        button(
            ui,
            out,
            &t!("learn-illegal"),
            &t!("learn-illegal-tip"),
            LearnCommand::Answer(false),
        );
    });
    if let Some(given) = answer {
        let changes = lesson::changes_text(from, to).unwrap_or_default();
        let why = question.map_or("", |q| q.why.as_str());
        let id = match (given == legal, legal) {
            (true, true) => "learn-quiz-right-legal",
            (true, false) => "learn-quiz-right-illegal",
            (false, true) => "learn-quiz-wrong-legal",
            (false, false) => "learn-quiz-wrong-illegal",
        };
        let text = t!(
            id,
            from = name(from),
            to = name(to),
            changes = changes,
            why = why
        );
        ui.label(RichText::new(displayable(ui.ctx(), text.trim_end())).strong());
    }
}

/// What the numbered buttons of an item choose between.
#[derive(Clone, Copy)]
enum Sub {
    Diagram,
    Question,
}

/// "Diagram 2 of 3" with a button per diagram (or question).
fn sub_buttons_ui(ui: &mut Ui, sub: usize, len: usize, what: Sub, out: &mut Vec<LearnCommand>) {
    let n = sub + 1;
    ui.label(match what {
        Sub::Diagram => t!("learn-diagram-of", n = n, count = len),
        Sub::Question => t!("learn-question-of", n = n, count = len),
    });
    for i in 0..len {
        let tip = match what {
            Sub::Diagram => t!("learn-diagram-n", n = i + 1),
            Sub::Question => t!("learn-question-n", n = i + 1),
        };
        if ui
            .selectable_label(sub == i, format!("{}", i + 1))
            .on_hover_text(tip)
            .clicked()
        {
            out.push(LearnCommand::Sub(i));
        }
    }
}

fn button(ui: &mut Ui, out: &mut Vec<LearnCommand>, label: &str, tip: &str, command: LearnCommand) {
    if ui.button(label).on_hover_text(tip).clicked() {
        out.push(command);
    }
}

/// `text` as the fonts can draw it, line by line (a line break is no glyph).
pub(super) fn displayable(ctx: &egui::Context, text: &str) -> String {
    text.split('\n')
        .map(|line| crate::glyphs::displayable(ctx, line))
        .collect::<Vec<_>>()
        .join("\n")
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
