//! The layout check of issue 42 (points 6 and 7): at the window sizes it names, each
//! labelled widget on screen is seen whole or can be scrolled to:
//! - a widget inside a scroll area (a node the app marks as a scroll view for assistive
//!   technology) needs that area inside the window, itself within the area's width,
//!   and, where it reaches past the area's top or bottom, a scroll bar in the area;
//!   no widget lies under that bar (a floating bar, egui's default, is drawn over the
//!   text and shows only while the mouse is on it: the bar must have a lane of its own);
//! - any other widget lies inside the window, and a text label among them is drawn
//!   under no other widget. A label cut off by a scroll area that is not marked reaches
//!   under the buttons below that area, so it fails here.
use crate::support::*;
use egui::Rect;
use egui::accesskit::{NodeId, Role};
use egui_kittest::kittest::{NodeT, Queryable};
use std::collections::{BTreeMap, BTreeSet};

/// Half a point: rects are rounded to the pixel grid here and there.
const SLACK: f32 = 0.5;

/// The sizes of issue 42: the smallest window it names and the app's default.
pub const SIZES: [(f32, f32); 2] = [(1024.0, 700.0), (1100.0, 760.0)];

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
pub fn faults(h: &H, window: Rect) -> Vec<String> {
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
                        // A control's caption carries its name ("Variant" beside
                        // its drop-down): the control's rect may take it in.
                        let caption = o.text == w.text;
                        !caption
                            && !w.line.contains(&o.id)
                            && !o.line.contains(&w.id)
                            && overlap(w.rect, seen)
                    });
                    if let Some(o) = under {
                        wrong.push(format!(
                            "\"{}\" {:?} lies under \"{}\" {:?} ({:?})",
                            short(w),
                            w.rect,
                            short(o),
                            o.rect,
                            o.role
                        ));
                    }
                }
            }
        }
    }
    wrong
}

/// Checks the screen; records where it is wrong.
pub fn check(h: &H, window: Rect, place: &str, wrong: &mut Vec<String>) {
    wrong.extend(
        faults(h, window)
            .into_iter()
            .map(|f| format!("{place}: {f}")),
    );
}

/// The window's rect at this size.
pub fn window(width: f32, height: f32) -> Rect {
    Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(width, height))
}
