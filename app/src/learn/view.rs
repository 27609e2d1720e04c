//! The Learn screen's panels: the course tabs, the parts of the course, the list of
//! its items, and the open item (text, controls, live diagram). Every function reads
//! the state and returns [`LearnCommand`]s; board moves come back as
//! `LearnCommand::Board`. Everything works by keyboard: Tab reaches every button and
//! every cell, Page Down / Page Up (or Alt+arrows off the board) go to the next or
//! previous diagram, question, section or step, Escape goes back to the game.
use super::controls::{controls_ui, displayable};
use super::data::{Course, StepKind};
use super::diagram::{Look, diagram_ui};
use super::exercise::paint_apple;
use super::{Learn, LearnCommand, Live, Mode};
use crate::scroll::scroll_view;
use crate::settings::progress::LearnProgress;
use egui::{RichText, ScrollArea, Ui, UiBuilder, vec2};

/// The list of items on the left.
const NAV_WIDTH: f32 = 210.0;
/// The smallest room a diagram is given.
const MIN_DIAGRAM: f32 = 180.0;
/// The share of the body's height the lesson text may take before it scrolls: the
/// diagram below needs the rest (at 1024x700 this leaves about 13 lines of text).
const TEXT_SHARE: f32 = 0.35;
/// The fewest lines of lesson text shown, however small the window.
const MIN_TEXT_LINES: f32 = 3.0;

/// The whole Learn screen in the space `ui` offers.
pub fn learn_ui(
    ui: &mut Ui,
    learn: &mut Learn,
    look: Look<'_>,
    progress: &LearnProgress,
) -> Vec<LearnCommand> {
    let mut out = Vec::new();
    header_ui(ui, learn, &mut out);
    let course = match learn.course() {
        Ok(course) => course,
        Err(e) => {
            ui.colored_label(ui.visuals().warn_fg_color, displayable(ui.ctx(), &e));
            return out;
        }
    };
    parts_ui(ui, learn, course, &mut out);
    ui.separator();
    let full = ui.available_rect_before_wrap();
    let nav_width = NAV_WIDTH.min(full.width() * 0.3);
    let nav = egui::Rect::from_min_size(full.min, vec2(nav_width, full.height()));
    let body = egui::Rect::from_min_max(egui::pos2(nav.max.x + 10.0, full.min.y), full.max);
    ui.scope_builder(UiBuilder::new().max_rect(nav), |ui| {
        nav_ui(ui, learn, course, progress, &mut out);
    });
    ui.scope_builder(UiBuilder::new().max_rect(body), |ui| {
        body_ui(ui, learn, course, look, progress, &mut out);
    });
    ui.advance_cursor_after_rect(full);
    out
}

fn header_ui(ui: &mut Ui, learn: &Learn, out: &mut Vec<LearnCommand>) {
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        ui.heading(t!("learn-title"));
        ui.separator();
        for (i, course) in super::courses().iter().enumerate() {
            let title = match course {
                Ok(course) => course.title.clone(),
                Err(_) => t!("learn-course-broken", n = i + 1),
            };
            if ui
                .selectable_label(learn.course == i, title)
                .on_hover_text(t!("learn-course-tip"))
                .clicked()
            {
                out.push(LearnCommand::Course(i));
            }
        }
        ui.separator();
        if ui
            .button(t!("learn-back-to-game"))
            .on_hover_text(t!("learn-back-to-game-tip"))
            .clicked()
        {
            out.push(LearnCommand::Close);
        }
    });
}

/// The parts of the course: its rules, each tour, each exercise stage.
fn parts_ui(ui: &mut Ui, learn: &Learn, course: &'static Course, out: &mut Vec<LearnCommand>) {
    ui.horizontal_wrapped(|ui| {
        let mut part = |ui: &mut Ui, mode: Mode, text: String, tip: &str| {
            if ui
                .selectable_label(learn.mode == mode, text)
                .on_hover_text(tip)
                .clicked()
            {
                out.push(LearnCommand::Mode(mode));
            }
        };
        part(ui, Mode::Rules, t!("learn-rules"), &t!("learn-rules-tip"));
        for (t, tour) in course.tours.iter().enumerate() {
            let text = t!("learn-tour", title = tour.title.as_str());
            part(ui, Mode::Tour(t), text, &t!("learn-tour-tip"));
        }
        for (s, stage) in course.stages.iter().enumerate() {
            let text = t!("learn-exercise", title = stage.title.as_str());
            part(ui, Mode::Exercises(s), text, &t!("learn-exercise-tip"));
        }
    });
}

/// The items of the open part, the done ones ticked.
fn nav_ui(
    ui: &mut Ui,
    learn: &Learn,
    course: &'static Course,
    progress: &LearnProgress,
    out: &mut Vec<LearnCommand>,
) {
    let titles: Vec<String> = match learn.mode {
        Mode::Rules => course
            .rules
            .iter()
            .map(|s| format!("{} {}", s.id, s.title))
            .collect(),
        Mode::Tour(t) => course.tours.get(t).map_or(Vec::new(), |tour| {
            tour.steps
                .iter()
                .enumerate()
                .map(|(i, s)| format!("{}. {}", i + 1, s.title))
                .collect()
        }),
        Mode::Exercises(s) => course.stages.get(s).map_or(Vec::new(), |stage| {
            (1..=stage.levels.len())
                .map(|i| t!("learn-level", n = i))
                .collect()
        }),
    };
    scroll_view(ui, |ui| {
        ScrollArea::vertical()
            .id_salt("learn-nav")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                for (i, title) in titles.iter().enumerate() {
                    let key = Learn {
                        index: i,
                        ..learn.clone_place()
                    }
                    .key(None);
                    let text = if progress.is_done(&key) {
                        t!("learn-item-done", title = title.as_str())
                    } else {
                        title.clone()
                    };
                    let r = ui.selectable_label(learn.index == i, text);
                    if r.clicked() {
                        out.push(LearnCommand::Go(i));
                    }
                    if learn.index == i && r.gained_focus() {
                        r.scroll_to_me(None);
                    }
                }
            });
    });
}

/// The open item: its title, text, controls and diagram.
fn body_ui(
    ui: &mut Ui,
    learn: &mut Learn,
    course: &'static Course,
    look: Look<'_>,
    progress: &LearnProgress,
    out: &mut Vec<LearnCommand>,
) {
    let (title, text, position) = item_text(learn, course);
    ui.horizontal(|ui| {
        if ui
            .add_enabled(
                learn.index > 0 || learn.sub > 0,
                egui::Button::new(t!("learn-back")),
            )
            .on_hover_text(t!("learn-back-tip"))
            .clicked()
        {
            out.push(LearnCommand::Back);
        }
        let last = learn.index + 1 >= learn.len() && learn.sub + 1 >= learn.sub_len();
        if ui
            .add_enabled(!last, egui::Button::new(t!("learn-next")))
            .on_hover_text(t!("learn-next-tip"))
            .clicked()
        {
            out.push(LearnCommand::Next);
        }
        ui.label(position);
    });
    ui.label(RichText::new(displayable(ui.ctx(), &title)).heading());
    let room = ui.available_height();
    scroll_view(ui, |ui| {
        ScrollArea::vertical()
            .id_salt(("learn-text", learn.course, learn.index))
            .max_height(text_height(ui, room))
            .show(ui, |ui| {
                ui.label(displayable(ui.ctx(), &text));
            });
    });
    ui.add_space(4.0);
    controls_ui(ui, learn, course, progress, out);
    if let Some(d) = learn.live.diagram() {
        if !d.caption.is_empty() {
            ui.label(RichText::new(displayable(ui.ctx(), &d.caption)).strong());
        }
        if let Some(note) = &d.note {
            ui.label(displayable(ui.ctx(), note));
        }
    }
    if ui.available_height() < MIN_DIAGRAM {
        ui.allocate_space(vec2(1.0, 0.0));
    }
    let hints = learn.hints;
    if let Live::Exercise(e) = &mut learn.live {
        e.diagram.arrows = if hints { e.hints.clone() } else { Vec::new() };
    }
    if let Some(diagram) = learn.live.diagram_mut() {
        let events = diagram_ui(ui, diagram, look);
        out.extend(events.into_iter().map(LearnCommand::Board));
    }
    after_draw(ui, learn, look);
}

/// The height of the lesson text's area: its share of `room`, in whole lines, so that
/// the area does not end in a line cut in half.
fn text_height(ui: &Ui, room: f32) -> f32 {
    let line = ui.text_style_height(&egui::TextStyle::Body).max(1.0);
    let lines = (room * TEXT_SHARE / line).floor().max(MIN_TEXT_LINES);
    lines * line
}

/// The title, the text and "Section 3 of 12" of the open item.
fn item_text(learn: &Learn, course: &'static Course) -> (String, String, String) {
    let n = learn.len();
    let i = learn.index + 1;
    match learn.mode {
        Mode::Rules => match course.rules.get(learn.index) {
            Some(s) => {
                let mut text = s.text.clone();
                if learn.index == 0 {
                    text = format!("{}\n\n{text}", course.intro);
                }
                (
                    format!("{} · {}", s.id, s.title),
                    text,
                    t!("learn-section-of", n = i, count = n),
                )
            }
            None => (course.title.clone(), course.intro.clone(), String::new()),
        },
        Mode::Tour(t) => {
            let Some(tour) = course.tours.get(t) else {
                return Default::default();
            };
            match tour.steps.get(learn.index) {
                Some(step) => {
                    let mut text = step.text.clone();
                    if learn.index == 0 {
                        text = format!("{}\n\n{text}", tour.intro);
                    }
                    (
                        format!("{} · {}", tour.title, step.title),
                        text,
                        t!("learn-step-of", n = i, count = n),
                    )
                }
                None => (tour.title.clone(), tour.intro.clone(), String::new()),
            }
        }
        Mode::Exercises(s) => {
            let Some(stage) = course.stages.get(s) else {
                return Default::default();
            };
            let goal = stage
                .levels
                .get(learn.index)
                .map_or(String::new(), |l| l.goal.clone());
            let text = if learn.index == 0 {
                format!("{}\n\n{goal}", stage.intro)
            } else {
                goal
            };
            (
                stage.title.clone(),
                text,
                t!("learn-level-of", n = i, count = n),
            )
        }
    }
}

/// What follows the drawing: the cell the coordinates step names, the range step's
/// piece kept selected, an exercise's targets drawn over the board.
fn after_draw(ui: &mut Ui, learn: &mut Learn, look: Look<'_>) {
    match &mut learn.live {
        Live::Coordinates {
            diagram,
            inspected,
            seen,
        } => {
            // The cell clicked (selected) or reached by the keyboard last.
            let now = (
                diagram.selected(),
                diagram.panes.iter().find_map(|p| p.board.focused),
            );
            if now.0 != seen.0 && now.0.is_some() {
                *inspected = now.0;
            } else if now.1 != seen.1 && now.1.is_some() {
                *inspected = now.1;
            }
            *seen = now;
        }
        Live::Range { diagram, from, .. } => diagram.set_selected(Some(*from)),
        Live::Exercise(e) => {
            let painter = ui.painter();
            for pane in &e.diagram.panes {
                let Some(layout) = &pane.board.layout else {
                    continue;
                };
                for apple in &e.apples {
                    if let Some(rect) = layout.cell_rect(*apple) {
                        paint_apple(painter, rect, look.theme);
                    }
                }
            }
        }
        _ => {}
    }
}

impl Learn {
    /// The kind of the open tour step.
    pub(super) fn step_kind_now(&self, course: &'static Course) -> Option<&'static StepKind> {
        match self.mode {
            Mode::Tour(t) => self.step_kind(course, t),
            _ => None,
        }
    }

    /// The same place without its live content (for progress keys).
    fn clone_place(&self) -> Learn {
        Learn {
            course: self.course,
            mode: self.mode,
            index: self.index,
            sub: 0,
            live: Live::Empty(None),
            hints: false,
            judged: Vec::new(),
        }
    }
}
