//! Issue 42, point 7: the Learn screen shows all of its text. At 1024x700 and 1100x760,
//! on every rules diagram, every tour step (every quiz question, answered; every check
//! to answer) and every exercise level of every course, each labelled widget is seen
//! whole or can be scrolled to:
//! - a widget inside a scroll area (a node the app marks as a scroll view for assistive
//!   technology) needs that area inside the window, itself within the area's width,
//!   and, where it reaches past the area's top or bottom, a scroll bar in the area;
//!   no widget lies under that bar (a floating bar, egui's default, is drawn over the
//!   text and shows only while the mouse is on it: the bar must have a lane of its own);
//! - any other widget lies inside the window, and a text label among them is drawn
//!   under no other widget. A label cut off by a scroll area that is not marked (the
//!   lesson text before this point, whose bar showed only on hover) reaches under the
//!   buttons and the diagram below that area, so it fails here.
use crate::support::*;
use egui::Rect;
use egui::accesskit::{NodeId, Role};
use egui_kittest::kittest::{NodeT, Queryable};
use otherworlds::OtherworldsApp;
use otherworlds::learn::data::{StepKind, courses};
use otherworlds::learn::{LearnCommand, Mode};
use std::collections::{BTreeMap, BTreeSet};

/// Half a point: rects are rounded to the pixel grid here and there.
const SLACK: f32 = 0.5;

/// The sizes of issue 42: the smallest window it names and the app's default.
const SIZES: [(f32, f32); 2] = [(1024.0, 700.0), (1100.0, 760.0)];

/// A labelled widget and where the frame put it.
struct Widget {
    role: Role,
    text: String,
    rect: Rect,
    /// The scroll view it lies in (nearest): its id and rect.
    scroll: Option<(NodeId, Rect)>,
    id: NodeId,
    /// Its own id and its ancestors' (a widget may contain others).
    line: BTreeSet<NodeId>,
}

fn inside(inner: Rect, outer: Rect) -> bool {
    outer.expand(SLACK).contains_rect(inner)
}

/// Whether two rects share more than a sliver.
fn overlap(a: Rect, b: Rect) -> bool {
    let i = a.intersect(b);
    i.width() > 1.0 && i.height() > 1.0
}

/// Every labelled widget on screen, and the scroll views that have a scroll bar, with
/// the rects of their bars.
fn widgets(h: &H) -> (Vec<Widget>, BTreeMap<NodeId, Vec<Rect>>) {
    let mut out = Vec::new();
    let mut with_bar: BTreeMap<NodeId, Vec<Rect>> = BTreeMap::new();
    for node in h.query_all_by(|_| true) {
        let ak = node.accesskit_node();
        let mut line = BTreeSet::from([ak.locate().0]);
        let mut scroll = None;
        let mut up = ak.parent();
        while let Some(parent) = up {
            line.insert(parent.locate().0);
            if scroll.is_none() && parent.role() == Role::ScrollView {
                scroll = Some((parent.locate().0, node.new_related(parent).rect()));
            }
            up = parent.parent();
        }
        if ak.role() == Role::ScrollBar {
            if let Some((id, _)) = scroll {
                with_bar.entry(id).or_default().push(node.rect());
            }
            continue;
        }
        let text = ak.label().or_else(|| ak.value()).unwrap_or_default();
        let container = matches!(
            ak.role(),
            Role::GenericContainer | Role::Pane | Role::ScrollView | Role::Window | Role::Unknown
        );
        if text.trim().is_empty() || container {
            continue;
        }
        out.push(Widget {
            role: ak.role(),
            text,
            rect: node.rect(),
            scroll,
            id: ak.locate().0,
            line,
        });
    }
    (out, with_bar)
}

/// What is wrong with the layout on screen, one line per widget.
fn faults(h: &H, window: Rect) -> Vec<String> {
    let (widgets, with_bar) = widgets(h);
    let mut wrong = Vec::new();
    let short = |w: &Widget| w.text.chars().take(60).collect::<String>();
    for w in &widgets {
        match w.scroll {
            Some((id, area)) => {
                if !inside(area, window) {
                    wrong.push(format!(
                        "the scroll area of \"{}\" leaves the window: {area:?}",
                        short(w)
                    ));
                }
                let across =
                    w.rect.min.x >= area.min.x - SLACK && w.rect.max.x <= area.max.x + SLACK;
                if !across {
                    wrong.push(format!("\"{}\" is wider than its scroll area", short(w)));
                }
                let bars = with_bar.get(&id).map_or(&[][..], Vec::as_slice);
                if !inside(w.rect, area) && bars.is_empty() {
                    wrong.push(format!(
                        "\"{}\" runs past a scroll area with no bar",
                        short(w)
                    ));
                }
                if bars.iter().any(|bar| overlap(w.rect, *bar)) {
                    wrong.push(format!("\"{}\" lies under its scroll bar", short(w)));
                }
            }
            None => {
                if !inside(w.rect, window) {
                    wrong.push(format!("\"{}\" leaves the window: {:?}", short(w), w.rect));
                }
                if w.role == Role::Label {
                    let under = widgets.iter().find(|o| {
                        // A widget in a scroll area is drawn only inside the area.
                        let seen = o.scroll.map_or(o.rect, |(_, area)| o.rect.intersect(area));
                        !w.line.contains(&o.id) && !o.line.contains(&w.id) && overlap(w.rect, seen)
                    });
                    if let Some(o) = under {
                        wrong.push(format!("\"{}\" lies under \"{}\"", short(w), short(o)));
                    }
                }
            }
        }
    }
    wrong
}

fn learn(h: &mut H, command: LearnCommand) {
    issue(h, command);
}

/// Checks the screen; records where it is wrong.
fn check(h: &H, window: Rect, place: &str, wrong: &mut Vec<String>) {
    wrong.extend(
        faults(h, window)
            .into_iter()
            .map(|f| format!("{place}: {f}")),
    );
}

#[test]
fn every_lesson_page_shows_all_its_text_at_1024x700_and_1100x760() {
    for (width, height) in SIZES {
        let mut h = harness_sized(OtherworldsApp::for_tests(), width, height);
        let window = Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(width, height));
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
