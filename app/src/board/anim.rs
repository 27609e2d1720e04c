//! Capture animations: what becomes of a captured piece, shown happening. A piece taken
//! on Earth rises to its Sky cell as a ghost (Two Worlds), a Valhalla piece travels to
//! the board it is placed on, any other captured piece fades away. They are drawn over
//! the board for a moment and hold nothing up: the board takes input all the while.
use super::BoardState;
use crate::pieces::{PieceStyle, paint_piece};
use crate::theme::Theme;
use egui::{Painter, Rect};
use otherworlds_core::geometry::{CaptureFate, Cell, MoveInfo, MoveKind, PieceView};

/// How long a capture animation lasts, in seconds.
pub const CAPTURE_SECONDS: f64 = 0.7;

/// How the captured piece moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motion {
    /// Up to the Sky as a ghost (Two Worlds, TW-5).
    Rise,
    /// To the other board (a Valhalla transfer, V-5/V-6).
    Travel,
    /// Leaves the game, or waits to be transferred: it fades where it stood.
    Fade,
}

/// One captured piece on its way.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CaptureAnimation {
    /// How it looks: the ghost it becomes when it rises, else as it was.
    pub piece: PieceView,
    /// Where it was captured.
    pub from: Cell,
    /// Where it goes; `None` when it fades.
    pub to: Option<Cell>,
    pub motion: Motion,
    /// `egui::InputState::time` when it started.
    pub started: f64,
}

impl CaptureAnimation {
    /// What a move does to the piece it captures, if anything is to be shown. `victim`
    /// is the captured piece as it stood before the move; `after` finds the piece on
    /// its new cell once the move is played.
    pub fn for_move(
        info: &MoveInfo,
        victim: Option<PieceView>,
        after: impl Fn(Cell) -> Option<PieceView>,
        now: f64,
    ) -> Option<CaptureAnimation> {
        let animation = |piece, from, to, motion| CaptureAnimation {
            piece,
            from,
            to,
            motion,
            started: now,
        };
        if info.kind == MoveKind::Transfer {
            // The transfer names where the piece was captured as its `from`.
            let (from, to) = (info.from?, info.to?);
            return Some(animation(after(to)?, from, Some(to), Motion::Travel));
        }
        let from = info.victim?;
        match info.fate? {
            CaptureFate::Rises(to) => Some(animation(after(to)?, from, Some(to), Motion::Rise)),
            // A piece waiting for its transfer leaves the board now; it reappears
            // travelling when its owner places it.
            CaptureFate::Lost | CaptureFate::Transfers => {
                Some(animation(victim?, from, None, Motion::Fade))
            }
        }
    }

    /// How far along it is, 0..1.
    pub fn progress(&self, now: f64) -> f32 {
        (((now - self.started) / CAPTURE_SECONDS) as f32).clamp(0.0, 1.0)
    }

    /// Whether it has run its course.
    pub fn finished(&self, now: f64) -> bool {
        now - self.started >= CAPTURE_SECONDS
    }
}

impl BoardState {
    /// Shows what the move `info` does to the piece it captures (see
    /// [`CaptureAnimation::for_move`]). Finished animations are dropped first.
    pub fn animate_capture(
        &mut self,
        info: &MoveInfo,
        victim: Option<PieceView>,
        after: impl Fn(Cell) -> Option<PieceView>,
        now: f64,
    ) {
        self.captures.retain(|a| !a.finished(now));
        if let Some(animation) = CaptureAnimation::for_move(info, victim, after, now) {
            self.captures.push(animation);
        }
    }

    /// Whether a running animation brings a piece to `cell` (the piece there is drawn
    /// by the animation until it arrives).
    pub(super) fn arriving_at(&self, cell: Cell) -> bool {
        self.captures.iter().any(|a| a.to == Some(cell))
    }
}

/// Paints the running capture animations; `cell_rect` places cells on the screen.
pub fn paint_captures(
    painter: &Painter,
    captures: &[CaptureAnimation],
    cell_rect: impl Fn(Cell) -> Option<Rect>,
    theme: &Theme,
    now: f64,
) {
    for a in captures {
        let Some(from) = cell_rect(a.from) else {
            continue;
        };
        let t = a.progress(now);
        let eased = 1.0 - (1.0 - t) * (1.0 - t);
        let (rect, opacity) = match a.to.and_then(&cell_rect) {
            Some(to) => {
                // Lifted on the way, as if carried: larger, and on an arc upwards.
                let arc = (std::f32::consts::PI * eased).sin();
                let lift = 1.0 + 0.25 * arc;
                let center = from.center() + (to.center() - from.center()) * eased
                    - egui::vec2(0.0, 0.8 * from.height() * arc);
                (Rect::from_center_size(center, from.size() * lift), 1.0)
            }
            None => (
                Rect::from_center_size(from.center(), from.size() * (1.0 + 0.3 * eased)),
                1.0 - eased,
            ),
        };
        paint_piece(painter, rect, &a.piece, PieceStyle { theme, opacity });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use otherworlds_core::{Color, Role};

    fn capture(kind: MoveKind, victim: Cell, fate: CaptureFate) -> MoveInfo {
        MoveInfo {
            text: String::new(),
            from: Some(Cell::new(0, 4, 3)),
            to: Some(victim),
            kind,
            promotion: None,
            victim: Some(victim),
            fate: Some(fate),
        }
    }

    #[test]
    fn tw_5_a_piece_taken_on_earth_rises_as_the_ghost_it_becomes() {
        let d5 = Cell::new(0, 3, 4);
        let sky_d5 = Cell::new(1, 3, 4);
        let pawn = PieceView::plain(Color::Black, Role::Pawn);
        let ghost = PieceView {
            color: Color::White,
            ghost: true,
            ..pawn
        };
        let info = capture(MoveKind::Capture, d5, CaptureFate::Rises(sky_d5));
        let a =
            CaptureAnimation::for_move(&info, Some(pawn), |c| (c == sky_d5).then_some(ghost), 2.0)
                .expect("an animation");
        assert_eq!((a.from, a.to, a.motion), (d5, Some(sky_d5), Motion::Rise));
        assert_eq!(a.piece, ghost);
        assert!(!a.finished(2.0 + CAPTURE_SECONDS / 2.0));
        assert!(a.finished(2.0 + CAPTURE_SECONDS));
    }

    #[test]
    fn tw_5_a_piece_under_a_covered_sky_fades() {
        let d5 = Cell::new(0, 3, 4);
        let pawn = PieceView::plain(Color::Black, Role::Pawn);
        let info = capture(MoveKind::Capture, d5, CaptureFate::Lost);
        let a = CaptureAnimation::for_move(&info, Some(pawn), |_| None, 0.0).expect("a fade");
        assert_eq!(
            (a.from, a.to, a.motion, a.piece),
            (d5, None, Motion::Fade, pawn)
        );
    }

    #[test]
    fn quiet_moves_animate_nothing() {
        let info = MoveInfo {
            victim: None,
            fate: None,
            ..capture(MoveKind::Quiet, Cell::new(0, 4, 4), CaptureFate::Lost)
        };
        assert!(CaptureAnimation::for_move(&info, None, |_| None, 0.0).is_none());
    }
}
