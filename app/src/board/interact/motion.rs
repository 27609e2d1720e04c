//! The slide and the capture animations over time, in every view: what has ended
//! before a frame is drawn, and where a piece standing on a cell is drawn meanwhile
//! (a projection's piece painter asks [`standing`]).
use super::Look;
use crate::board::{BoardModel, BoardState, SLIDE_SECONDS, Slide};
use egui::{Pos2, Rect};
use otherworlds_core::geometry::Cell;

/// How opaque a piece is left behind on its cell while the pointer carries it.
pub const CARRIED_OPACITY: f32 = 0.3;

/// Ends what is over before anything is drawn: a finished slide (every slide, when
/// nothing moves), finished or stale capture animations, a selection the model no
/// longer allows.
pub fn settle(state: &mut BoardState, model: &BoardModel, animate: bool, now: f64) {
    if let Some(slide) = state.slide
        && (!animate || now - slide.started >= SLIDE_SECONDS)
    {
        state.slide = None;
    }
    // A piece on its way must still be what stands at its destination (an undo or a
    // new game may have changed the board under it).
    state.captures.retain(|a| {
        !a.finished(now)
            && a.to
                .is_none_or(|to| model.pieces.get(&to) == Some(&a.piece))
    });
    if state.selected.is_some_and(|c| !model.selectable(c)) {
        state.selected = None;
    }
}

/// How far along a slide is at `now`, eased (fast, then slowing down): 0..1.
pub fn slide_progress(slide: Slide, now: f64) -> f32 {
    let t = (((now - slide.started) / SLIDE_SECONDS) as f32).clamp(0.0, 1.0);
    1.0 - (1.0 - t) * (1.0 - t)
}

/// Where and how opaque the piece standing on `cell` is drawn this frame: `square` is
/// where it stands still and `centre` where the projection puts a cell (screen space).
/// On its slide it comes from the cell it left; while the pointer carries it, it is
/// left faint; while a capture animation brings it, it is not drawn here (None).
pub fn standing(
    look: &Look<'_>,
    cell: Cell,
    square: Rect,
    centre: impl Fn(Cell) -> Option<Pos2>,
) -> Option<(Rect, f32)> {
    let state = look.state;
    if look.options.animate && state.arriving_at(cell) {
        return None;
    }
    if state.dragging == Some(cell) {
        return Some((square, CARRIED_OPACITY));
    }
    let square = match state.slide {
        Some(slide) if slide.to == cell => match (centre(slide.from), centre(cell)) {
            (Some(from), Some(to)) => {
                square.translate((from - to) * (1.0 - slide_progress(slide, look.now)))
            }
            _ => square,
        },
        _ => square,
    };
    Some((square, 1.0))
}
