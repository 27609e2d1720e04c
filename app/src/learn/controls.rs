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
            let text = format!("This part of the lesson does not load: {e}");
            ui.colored_label(ui.visuals().warn_fg_color, displayable(ui.ctx(), &text));
        }
        Live::Empty(None) => {}
        Live::Diagram(d) => diagram_buttons_ui(ui, learn, d, out),
        Live::Coordinates { inspected, .. } => {
            let text = inspected
                .and_then(lesson::describe_cell)
                .unwrap_or_else(|| {
                    "Click any cell, or move the keyboard focus onto it, to see its coordinates."
                        .into()
                });
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
                "Try it",
                "Start this game against the computer at the level named above; it goes on as a normal game",
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
            sub_buttons_ui(ui, learn.sub, sub_len, "Diagram", out);
        }
        if !d.show.is_empty() {
            button(
                ui,
                out,
                "Show me",
                "Play the move this diagram is about",
                LearnCommand::ShowMe,
            );
        }
        button(
            ui,
            out,
            "Reset",
            "Back to the diagram's position",
            LearnCommand::Reset,
        );
        button(
            ui,
            out,
            "Save diagram…",
            "Save this diagram as SVG or PNG, for a worksheet",
            LearnCommand::Export,
        );
        if d.session.pass_move().is_some() {
            button(
                ui,
                out,
                "Pass",
                "Make no move on Valhalla (allowed now)",
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
        ui.label("Piece:");
        let roles = match learn.step_kind_now(course) {
            Some(StepKind::Range { roles, .. }) => roles.clone(),
            _ => Vec::new(),
        };
        for r in roles {
            if ui
                .selectable_label(role == r, capitalised(r.name()))
                .on_hover_text("Put this piece alone on the board and light its range")
                .clicked()
            {
                out.push(LearnCommand::Pick(r));
            }
        }
    });
    let count = diagram.model().moves.len();
    ui.label(format!("The {} reaches {count} cells.", role.name()));
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
            sub_buttons_ui(ui, learn.sub, sub_len, "Diagram", out);
        }
        button(
            ui,
            out,
            "Reset",
            "Put the check back and try another answer",
            LearnCommand::Reset,
        );
    });
    for way in Resolution::ALL {
        let state = if done.contains(&way) {
            "done"
        } else if possible.contains(&way) {
            "possible here"
        } else {
            "impossible here"
        };
        ui.label(format!("{}: {state}", capitalised(way.name())));
    }
    if let Some(way) = last {
        let text = format!(
            "You answered the check: {}. {}",
            way.name(),
            if diagram.session.game().position().is_check() {
                "The other side is now in check."
            } else {
                ""
            }
        );
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
        ui.label(format!("Moves: {} of {}", e.used, e.allowed));
        let names = &e.diagram.session.board_model().names;
        let left: Vec<&str> = e
            .apples
            .iter()
            .filter_map(|c| names.get(c).map(String::as_str))
            .collect();
        ui.label(format!("Targets left: {}", left.join(", ")));
        let hint = if learn.hints { "Hide hints" } else { "Hints" };
        button(
            ui,
            out,
            hint,
            "Show or hide the hint arrows",
            LearnCommand::Hints,
        );
        button(
            ui,
            out,
            "Reset",
            "Start the exercise again",
            LearnCommand::Reset,
        );
        if e.end == Some(ExerciseEnd::Solved) && learn.index + 1 < learn.len() {
            button(
                ui,
                out,
                "Next level",
                "The next exercise",
                LearnCommand::Next,
            );
        }
    });
    if let Some(why) = &e.refusal {
        ui.colored_label(ui.visuals().warn_fg_color, why);
    }
    let solved = progress.is_done(&learn.key(None));
    if solved && e.end.is_none() {
        ui.label("You have solved this exercise before.");
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
        .map_or("piece".to_string(), |p| p.role.name().to_string());
    ui.horizontal_wrapped(|ui| {
        sub_buttons_ui(ui, learn.sub, learn.sub_len(), "Question", out);
    });
    ui.label(
        RichText::new(format!(
            "Can the {piece} go from {} to {}?",
            name(from),
            name(to)
        ))
        .strong(),
    );
    ui.horizontal(|ui| {
        button(
            ui,
            out,
            "Legal",
            "Answer: the move is legal",
            LearnCommand::Answer(true),
        );
        button(
            ui,
            out,
            "Illegal",
            "Answer: the move is illegal",
            LearnCommand::Answer(false),
        );
    });
    if let Some(given) = answer {
        let verdict = if given == legal { "Right" } else { "Not quite" };
        let truth = if legal { "legal" } else { "illegal" };
        let changes = lesson::changes_text(from, to).unwrap_or_default();
        let why = question.map_or("", |q| q.why.as_str());
        let text = format!(
            "{verdict}: the move is {truth}. From {} to {} it {changes}. {why}",
            name(from),
            name(to)
        );
        ui.label(RichText::new(displayable(ui.ctx(), text.trim_end())).strong());
    }
}

/// "Diagram 2 of 3" with a button per diagram (or question).
fn sub_buttons_ui(ui: &mut Ui, sub: usize, len: usize, what: &str, out: &mut Vec<LearnCommand>) {
    ui.label(format!("{what} {} of {len}:", sub + 1));
    for i in 0..len {
        if ui
            .selectable_label(sub == i, format!("{}", i + 1))
            .on_hover_text(format!("{what} {}", i + 1))
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
