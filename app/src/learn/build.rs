//! Building what an item shows: the diagram of a rules section, the live state of a
//! tour step (the coordinates, the range, a quiz question, a check to answer), an
//! exercise.
use super::data::{DiagramSpec, DiagramView, StepKind};
use super::diagram::{self, LessonBoard};
use super::exercise::Exercise;
use super::{Learn, Live, Mode, lesson};
use crate::game::session::Attempt;
use otherworlds_core::{Role, Variant, prelude::*};
use std::collections::BTreeSet;

impl Learn {
    /// Builds the live content of the open item.
    pub(super) fn build(&mut self) {
        self.live = match self.build_live() {
            Ok(live) => live,
            Err(e) => Live::Empty(Some(e)),
        };
    }

    fn build_live(&self) -> Result<Live, String> {
        let course = self.course()?;
        let variant = course.main_variant()?;
        let none = || Live::Empty(None);
        match self.mode {
            Mode::Rules => {
                let Some(section) = course.rules.get(self.index) else {
                    return Ok(none());
                };
                match section.diagrams.get(self.sub) {
                    Some(spec) => Ok(Live::Diagram(LessonBoard::new(spec, variant)?)),
                    None => Ok(none()),
                }
            }
            Mode::Tour(t) => match self.step_kind(course, t) {
                Some(kind) => self.build_step(kind, variant),
                None => Ok(none()),
            },
            Mode::Exercises(s) => {
                let level = course.stages.get(s).and_then(|s| s.levels.get(self.index));
                match level {
                    Some(level) => Ok(Live::Exercise(Box::new(Exercise::new(level, variant)?))),
                    None => Ok(none()),
                }
            }
        }
    }

    fn build_step(&self, kind: &StepKind, variant: Variant) -> Result<Live, String> {
        Ok(match kind {
            StepKind::Diagram(spec) => Live::Diagram(LessonBoard::new(spec, variant)?),
            StepKind::Coordinates(spec) => {
                let mut diagram = LessonBoard::new(spec, variant)?;
                diagram.custom = Some(lesson::inspect_model(diagram.session.board_model()));
                Live::Coordinates {
                    diagram,
                    inspected: None,
                    seen: (None, None),
                }
            }
            StepKind::Range { from, roles } => {
                let role = roles.first().copied().unwrap_or(Role::Rook);
                range_live(variant, from, role)?
            }
            StepKind::Quiz(questions) => {
                let Some(q) = questions.get(self.sub) else {
                    return Ok(Live::Empty(None));
                };
                quiz_live(variant, &q.position, &q.mv)?
            }
            StepKind::Resolve(specs) => {
                let Some(spec) = specs.get(self.sub) else {
                    return Ok(Live::Empty(None));
                };
                let diagram = LessonBoard::new(spec, variant)?;
                let possible = lesson::possible_resolutions(diagram.session.game().position());
                Live::Resolve {
                    diagram,
                    possible,
                    done: BTreeSet::new(),
                    last: None,
                }
            }
            StepKind::TryIt(game) => {
                let variant = super::data::variant_of(game.variant.as_deref(), variant)?;
                let start = || otherworlds_core::AnyPosition::new(variant).position_string();
                let spec = DiagramSpec {
                    variant: Some(variant.to_string()),
                    position: game.position.clone().unwrap_or_else(start),
                    select: game.select.clone(),
                    arrows: game.arrows.clone(),
                    ..DiagramSpec::default()
                };
                Live::TryIt(Box::new(LessonBoard::new(&spec, variant)?))
            }
        })
    }
}

/// The range step with `role` alone on `from`: the geometry and names of the
/// variant's start position, the core's full range lit, in both views.
fn range_live(variant: Variant, from: &str, role: Role) -> Result<Live, String> {
    let start = otherworlds_core::AnyPosition::new(variant).position_string();
    let spec = DiagramSpec {
        position: start,
        view: DiagramView::FlatAndTesseract,
        ..DiagramSpec::default()
    };
    let mut diagram = LessonBoard::new(&spec, variant)?;
    let cell = diagram::resolve_cell(diagram.session.board_model(), from)
        .ok_or_else(|| t!("learn-error-no-range-cell", cell = from))?;
    diagram.custom = Some(lesson::range_model(
        diagram.session.board_model(),
        role,
        cell,
    ));
    diagram.select = Some(cell);
    diagram.set_selected(Some(cell));
    Ok(Live::Range {
        diagram,
        role,
        from: cell,
    })
}

/// A quiz question: the position, the move's arrow, whether the core allows it.
fn quiz_live(variant: Variant, position: &str, mv: &str) -> Result<Live, String> {
    let spec = DiagramSpec {
        position: position.to_string(),
        view: DiagramView::FlatAndTesseract,
        ..DiagramSpec::default()
    };
    let mut diagram = LessonBoard::new(&spec, variant)?;
    let (from, to) = lesson::split_move(diagram.session.board_model(), mv)
        .ok_or_else(|| t!("learn-error-not-a-move", mv = mv))?;
    let legal = !matches!(diagram.session.attempt(from, to), Attempt::Illegal);
    diagram.arrows = vec![(from, to)];
    diagram.custom = Some(lesson::quiz_model(diagram.session.board_model(), from, to));
    diagram.set_selected(None);
    diagram.select = None;
    Ok(Live::Quiz {
        diagram,
        from,
        to,
        legal,
        answer: None,
    })
}
