//! What the interaction paints over any projection's cells and pieces, where the
//! projection places cells and pieces: the capture animations, the user's drawings,
//! the engine's arrows and the piece in hand; and the pulse of the en-passant
//! victim's ring, which the projections' markers take.
use super::{Aim, Look, Projection};
use crate::board::{Marker, anim, arrows, drawings};
use crate::pieces::{PieceStyle, paint_piece};
use egui::{Painter, Rect, Ui};
use otherworlds_core::geometry::Cell;

/// How large the piece in hand is drawn, for its square on the board.
const CARRIED_SCALE: f32 = 1.1;

/// The en-passant victim's ring's brightness, 0..1: it pulses while it is shown and
/// things move (a still 1 otherwise).
pub fn pulse(ui: &Ui, markers: &[(Cell, Marker)], animate: bool, now: f64) -> f32 {
    if animate && markers.iter().any(|m| m.1 == Marker::EnPassantVictim) {
        ui.ctx().request_repaint();
        (0.5 + 0.5 * (now * 5.0).sin()) as f32
    } else {
        1.0
    }
}

/// Captured pieces on their way, between the squares their cells' pieces stand in.
pub fn captures(painter: &Painter, look: &Look<'_>, projection: &impl Projection) {
    if !look.options.animate {
        return;
    }
    anim::paint_captures(
        painter,
        &look.state.captures,
        |c| projection.piece_square(c),
        look.options.theme,
        look.now,
    );
}

/// The user's arrows and circles, at the cells' centres; an arrow being drawn goes to
/// the cell under the pointer (a right drag) or to the focused cell (begun by key).
pub fn drawings(painter: &Painter, look: &Look<'_>, projection: &impl Projection) {
    let Some(sketch) = &look.state.drawing else {
        return;
    };
    let aim = Aim::new(look.model, look.state.selected);
    let pointed = look
        .pointer
        .and_then(|p| projection.board_from_screen(p, &aim));
    let at = |c| projection.screen_from_board(c).map(|s| (s.centre, s.side));
    let ends = drawings::PreviewEnds {
        pointed,
        focused: look.focused,
    };
    drawings::paint(painter, sketch, ends, at, look.options.theme);
}

/// The engine's best move, from centre to centre.
pub fn engine_arrows(painter: &Painter, look: &Look<'_>, projection: &impl Projection) {
    arrows::paint_arrows(painter, &look.state.engine_arrows, |c| {
        projection.screen_from_board(c).map(|s| (s.centre, s.side))
    });
}

/// The piece the pointer carries, under the pointer.
pub fn dragged(painter: &Painter, look: &Look<'_>, projection: &impl Projection) {
    let (Some(from), Some(pos)) = (look.state.dragging, look.pointer) else {
        return;
    };
    if let (Some(piece), Some(square)) =
        (look.model.pieces.get(&from), projection.piece_square(from))
    {
        let style = PieceStyle {
            theme: look.options.theme,
            opacity: 1.0,
        };
        let rect = Rect::from_center_size(pos, square.size() * CARRIED_SCALE);
        paint_piece(painter, rect, piece, style);
    }
}
