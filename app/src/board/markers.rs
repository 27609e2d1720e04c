//! Move markers: what a selected piece's legal moves look like on the board.
use crate::theme::Theme;
use egui::{Color32, Painter, Pos2, Rect, Shape, Stroke};
use otherworlds_core::geometry::{Cell, MoveInfo, MoveKind};

/// A mark on a cell when a piece is selected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Marker {
    /// Dot: the piece can move here.
    Move,
    /// Red ring: the piece captures what stands here.
    Capture,
    /// Red ring on an empty cell: an en-passant capture lands here.
    EnPassant,
    /// Pulsing red ring: the pawn taken by the en-passant capture.
    EnPassantVictim,
    /// Dashed circle: a move to another level.
    Vertical,
    /// Red dashed circle: a capture on another level.
    VerticalCapture,
    /// Framed cell: a decision without a moving piece puts something here (where a
    /// transferred Valhalla piece may go).
    Place,
    /// A beam of light in the piece's colour joins the selected piece to this cell: the
    /// same square on another board (a step up or down in Two Worlds, a move along z
    /// or w alone in 4D), so a move between boards is never overlooked.
    Beam,
}

impl Marker {
    /// What a screen reader says after the cell's name.
    pub fn describe(self) -> String {
        let id = match self {
            Marker::Move => "board-move-here",
            Marker::Capture => "board-capture-here",
            Marker::EnPassant => "board-en-passant-here",
            Marker::EnPassantVictim => "board-taken-en-passant",
            Marker::Vertical => "board-vertical-move-here",
            Marker::VerticalCapture => "board-vertical-capture-here",
            Marker::Place => "board-place-here",
            Marker::Beam => "board-beam",
        };
        t!(id)
    }
}

/// The markers for the legal moves starting at `from`, sorted by cell, one per
/// cell and kind (the four promotions of a pawn share a marker).
pub fn markers_for(from: Cell, moves: &[MoveInfo]) -> Vec<(Cell, Marker)> {
    let mut out = Vec::new();
    for mv in moves.iter().filter(|m| m.from == Some(from)) {
        let Some(to) = mv.to else { continue };
        match mv.kind {
            MoveKind::Quiet | MoveKind::Castle => out.push((to, Marker::Move)),
            MoveKind::Capture => out.push((to, Marker::Capture)),
            MoveKind::EnPassant => {
                out.push((to, Marker::EnPassant));
                if let Some(victim) = mv.victim {
                    out.push((victim, Marker::EnPassantVictim));
                }
            }
            MoveKind::VerticalStep | MoveKind::InterLevelCastle => {
                out.push((to, Marker::Vertical));
            }
            MoveKind::VerticalCapture => out.push((to, Marker::VerticalCapture)),
            // Decisions without a moving piece are chosen elsewhere (issue 7).
            MoveKind::Transfer | MoveKind::Pass => continue,
        }
        if is_between_boards(from, to) {
            out.push((to, Marker::Beam));
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Whether a move goes straight up or down: the same file and rank on another board.
pub fn is_between_boards(from: Cell, to: Cell) -> bool {
    from.board != to.board && from.file == to.file && from.rank == to.rank
}

/// The cells that decisions without a moving piece choose (Valhalla transfers).
pub fn placements(moves: &[MoveInfo]) -> Vec<(Cell, Marker)> {
    let mut out: Vec<(Cell, Marker)> = moves
        .iter()
        .filter(|m| m.kind == MoveKind::Transfer)
        .filter_map(|m| m.to.map(|to| (to, Marker::Place)))
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Paints a marker in a cell. `pulse` (0..1) modulates the en-passant victim's ring.
pub fn paint_marker(painter: &Painter, rect: Rect, marker: Marker, theme: &Theme, pulse: f32) {
    // The theme scales every marker alike (its slider keeps rings inside the cell).
    let s = rect.width() * theme.marker_scale.clamp(0.5, 1.15);
    let c = rect.center();
    match marker {
        Marker::Move => {
            painter.circle_filled(c, 0.15 * s, theme.move_dot);
        }
        Marker::Capture | Marker::EnPassant => {
            painter.circle_stroke(c, 0.43 * s, Stroke::new(0.07 * s, theme.capture_ring));
        }
        Marker::EnPassantVictim => {
            let color = theme.capture_ring.gamma_multiply(0.45 + 0.55 * pulse);
            painter.circle_stroke(c, 0.46 * s, Stroke::new(0.05 * s, color));
            painter.circle_stroke(c, 0.36 * s, Stroke::new(0.025 * s, color));
        }
        Marker::Vertical => dashed_circle(painter, c, 0.40 * s, 0.06 * s, theme.vertical_ring),
        Marker::VerticalCapture => {
            dashed_circle(painter, c, 0.40 * s, 0.07 * s, theme.capture_ring);
        }
        // Drawn between two cells by `paint_beam`.
        Marker::Beam => {}
        Marker::Place => {
            painter.rect_stroke(
                rect.shrink(0.08 * s),
                0.12 * s,
                Stroke::new(0.06 * s, theme.placement),
                egui::StrokeKind::Inside,
            );
        }
    }
}

/// Paints a beam of light in `color` from the centre of `from` to the centre of `to`:
/// a soft glow around a bright core, bowed slightly so that it stands out from the
/// board's straight lines, with a halo at each end.
pub fn paint_beam(painter: &Painter, from: Rect, to: Rect, color: Color32, edge: Color32) {
    let (a, b) = (from.center(), to.center());
    let s = from.width();
    let along = b - a;
    let length = along.length();
    if length < 1.0 {
        return;
    }
    // Bowed towards the top of the screen (or left for vertical runs).
    let mut normal = egui::vec2(along.y, -along.x) / length;
    if normal.y > 0.0 {
        normal = -normal;
    }
    let control = a + along * 0.5 + normal * (0.12 * length).min(2.0 * s);
    const STEPS: usize = 32;
    let points: Vec<Pos2> = (0..=STEPS)
        .map(|i| {
            let t = i as f32 / STEPS as f32;
            let u = 1.0 - t;
            let p = u * u * a.to_vec2() + 2.0 * u * t * control.to_vec2() + t * t * b.to_vec2();
            p.to_pos2()
        })
        .collect();
    // A faint shadow first, so a white beam still reads on light squares; then the
    // glow, widest and faintest outside; then the outlined core.
    painter.add(Shape::line(
        points.clone(),
        Stroke::new(0.3 * s, edge.gamma_multiply(0.12)),
    ));
    for (width, alpha) in [(0.5, 0.12), (0.32, 0.22), (0.2, 0.4)] {
        painter.add(Shape::line(
            points.clone(),
            Stroke::new(width * s, color.gamma_multiply(alpha)),
        ));
    }
    painter.add(Shape::line(
        points.clone(),
        Stroke::new(0.11 * s, edge.gamma_multiply(0.85)),
    ));
    painter.add(Shape::line(points, Stroke::new(0.065 * s, color)));
    for end in [a, b] {
        painter.circle_filled(end, 0.34 * s, color.gamma_multiply(0.3));
        painter.circle_stroke(
            end,
            0.34 * s,
            Stroke::new(0.03 * s, edge.gamma_multiply(0.6)),
        );
    }
}

fn dashed_circle(painter: &Painter, center: Pos2, radius: f32, width: f32, color: Color32) {
    const STEPS: usize = 64;
    let points: Vec<Pos2> = (0..=STEPS)
        .map(|i| {
            let a = i as f32 / STEPS as f32 * std::f32::consts::TAU;
            center + radius * egui::vec2(a.cos(), a.sin())
        })
        .collect();
    let dash = std::f32::consts::TAU * radius / 16.0;
    painter.extend(Shape::dashed_line(
        &points,
        Stroke::new(width, color),
        dash * 0.6,
        dash * 0.4,
    ));
}

#[cfg(test)]
mod tests {
    use super::*;
    use otherworlds_core::geometry::CaptureFate;

    fn info(from: (u8, u8), to: (u8, u8), kind: MoveKind, victim: Option<(u8, u8)>) -> MoveInfo {
        MoveInfo {
            text: String::new(),
            from: Some(Cell::new(0, from.0, from.1)),
            to: Some(Cell::new(0, to.0, to.1)),
            kind,
            promotion: None,
            victim: victim.map(|(f, r)| Cell::new(0, f, r)),
            fate: victim.map(|_| CaptureFate::Lost),
        }
    }

    #[test]
    fn each_move_kind_gets_its_marker_and_only_the_selected_piece_counts() {
        let moves = vec![
            info((4, 4), (4, 5), MoveKind::Quiet, None),
            info((4, 4), (3, 5), MoveKind::EnPassant, Some((3, 4))),
            info((4, 4), (5, 5), MoveKind::Capture, Some((5, 5))),
            MoveInfo {
                to: Some(Cell::new(1, 4, 4)),
                ..info((4, 4), (4, 4), MoveKind::VerticalStep, None)
            },
            info((0, 0), (0, 1), MoveKind::Quiet, None),
        ];
        let cell = |f, r| Cell::new(0, f, r);
        assert_eq!(
            markers_for(cell(4, 4), &moves),
            vec![
                (cell(3, 4), Marker::EnPassantVictim),
                (cell(3, 5), Marker::EnPassant),
                (cell(4, 5), Marker::Move),
                (cell(5, 5), Marker::Capture),
                (Cell::new(1, 4, 4), Marker::Vertical),
                (Cell::new(1, 4, 4), Marker::Beam),
            ]
        );
    }

    /// A move to another board gets a beam only when it keeps the square (straight up
    /// or down); a 4D move that also changes file or rank does not.
    #[test]
    fn beams_join_a_square_to_its_twin_on_another_board_only() {
        let at = |board, file, rank| Some(Cell::new(board, file, rank));
        let mv = |to, kind| MoveInfo {
            to,
            ..info((0, 0), (0, 0), kind, None)
        };
        let moves = vec![
            mv(at(2, 0, 0), MoveKind::Quiet),
            mv(at(1, 1, 0), MoveKind::Quiet),
            mv(at(0, 0, 1), MoveKind::Quiet),
            mv(at(1, 0, 0), MoveKind::Capture),
        ];
        let beams: Vec<Cell> = markers_for(Cell::new(0, 0, 0), &moves)
            .into_iter()
            .filter(|(_, m)| *m == Marker::Beam)
            .map(|(c, _)| c)
            .collect();
        assert_eq!(beams, vec![Cell::new(1, 0, 0), Cell::new(2, 0, 0)]);
    }

    #[test]
    fn four_promotions_make_one_marker() {
        let mut moves = Vec::new();
        for _ in 0..4 {
            moves.push(info((0, 6), (0, 7), MoveKind::Quiet, None));
        }
        assert_eq!(markers_for(Cell::new(0, 0, 6), &moves).len(), 1);
    }
}
