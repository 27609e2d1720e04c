//! Painting the 2D boards: cells and their tints, beams, pieces and coordinates.
use super::interact::Look;
use super::interact::motion::standing;
use super::layout::BoardLayout;
use super::markers::{self, Marker};
use super::{BoardModel, BoardOptions, BoardState, Highlight};
use crate::pieces::{PieceStyle, paint_piece};
use crate::theme::{Background, Theme};
use egui::{Align2, FontId, Painter, Shape, Stroke, StrokeKind};
use otherworlds_core::geometry::Cell;

/// Paints the cells and their tints; returns the tinted cells.
pub fn paint_board(
    painter: &Painter,
    model: &BoardModel,
    layout: &BoardLayout,
    options: BoardOptions<'_>,
) -> Vec<(Cell, Highlight)> {
    let mut highlights = Vec::new();
    let theme = options.theme;
    for (index, board) in layout.boards.iter().enumerate() {
        for file in 0..board.files {
            for rank in 0..board.ranks {
                let cell = Cell::new(index as u8, file, rank);
                let Some(rect) = layout.cell_rect(cell) else {
                    continue;
                };
                let dark = (file + rank) % 2 == 0;
                let colors = theme.cell_colors(&model.geometry, index);
                let fill = if dark { colors.dark } else { colors.light };
                painter.rect_filled(rect, 0.0, fill);
            }
        }
    }
    for last in &model.last_moves {
        // A move between boards (a vertical step) tints a cell on each board.
        let ends = [
            (last.from, Highlight::LastFrom),
            (last.to, Highlight::LastTo),
        ];
        for (cell, highlight) in ends {
            if let Some((cell, rect)) = cell.and_then(|c| Some((c, layout.cell_rect(c)?))) {
                painter.rect_filled(rect, 0.0, theme.last_move);
                highlights.push((cell, highlight));
            }
        }
    }
    for cell in &model.check_sources {
        if let Some(rect) = layout.cell_rect(*cell) {
            // The checker from another level: a red frame and a ring, so the eye goes
            // from the glowing king to what attacks it.
            let s = rect.width();
            painter.rect_stroke(
                rect.shrink(0.05 * s),
                0.08 * s,
                Stroke::new(0.07 * s, theme.check),
                StrokeKind::Inside,
            );
            painter.circle_filled(rect.center(), 0.42 * s, theme.check.gamma_multiply(0.25));
            highlights.push((*cell, Highlight::CheckSource));
        }
    }
    for cell in &model.checked {
        if let Some(rect) = layout.cell_rect(*cell) {
            highlights.push((*cell, Highlight::Check));
            // A soft red glow: rings fading outwards.
            let steps = 8;
            for i in 0..steps {
                let t = i as f32 / steps as f32;
                let radius = rect.width() * (0.55 - 0.35 * t);
                let color = theme.check.gamma_multiply(0.12 + 0.1 * t);
                painter.circle_filled(rect.center(), radius, color);
            }
        }
    }
    // A line from each checker on another board to the king it attacks.
    for (source, king) in model
        .check_sources
        .iter()
        .flat_map(|s| model.checked.iter().map(move |k| (s, k)))
    {
        if let (Some(a), Some(b)) = (layout.cell_rect(*source), layout.cell_rect(*king)) {
            let s = a.width();
            painter.extend(Shape::dashed_line(
                &[a.center(), b.center()],
                Stroke::new(0.05 * s, theme.check.gamma_multiply(0.7)),
                0.2 * s,
                0.12 * s,
            ));
        }
    }
    highlights.sort();
    highlights
}

/// The beams of light from the selected piece to its moves between boards, in the
/// piece's colour.
pub fn paint_beams(
    painter: &Painter,
    model: &BoardModel,
    selected: Option<Cell>,
    markers: &[(Cell, Marker)],
    layout: &BoardLayout,
    theme: &Theme,
) {
    let Some(from) = selected else { return };
    let Some(piece) = model.pieces.get(&from) else {
        return;
    };
    let Some(from_rect) = layout.cell_rect(from) else {
        return;
    };
    let colors = theme.pieces(piece.color);
    for (to, _) in markers.iter().filter(|(_, m)| *m == Marker::Beam) {
        if let Some(to_rect) = layout.cell_rect(*to) {
            markers::paint_beam(painter, from_rect, to_rect, colors.fill, colors.outline);
        }
    }
}

/// The selected cell's tint, under its beams, markers and piece.
pub fn paint_selection(painter: &Painter, state: &BoardState, layout: &BoardLayout, theme: &Theme) {
    if let Some(rect) = state.selected.and_then(|c| layout.cell_rect(c)) {
        painter.rect_filled(rect, 0.0, theme.selected);
    }
}

/// The pieces in their cells: sliding, carried or brought by a capture animation as
/// the interaction says (`interact::motion::standing`).
pub fn paint_pieces(painter: &Painter, look: &Look<'_>, layout: &BoardLayout) {
    let theme = look.options.theme;
    for (cell, piece) in &look.model.pieces {
        let Some(rect) = layout.cell_rect(*cell) else {
            continue;
        };
        let centre = |c| layout.cell_rect(c).map(|r| r.center());
        if let Some((rect, opacity)) = standing(look, *cell, rect, centre) {
            paint_piece(painter, rect, piece, PieceStyle { theme, opacity });
        }
    }
}

/// Under each board and its labels, where the theme draws a landscape or a picture
/// behind the boards: a mat of the window's colour (the coordinates' contrast is
/// counted on it, see `Theme::label_background`).
pub fn paint_mats(painter: &Painter, layout: &BoardLayout, theme: &Theme) {
    if matches!(theme.background, Background::System | Background::Plain) {
        return;
    }
    let c = layout.cell_size;
    let label = super::layout::LABEL_MARGIN * c;
    let title = if layout.titled {
        super::layout::TITLE_MARGIN * c
    } else {
        0.1 * c
    };
    for board in &layout.boards {
        let r = board.rect;
        let mat = egui::Rect::from_min_max(
            egui::pos2(r.min.x - label, r.min.y - title),
            egui::pos2(r.max.x + 0.1 * c, r.max.y + label),
        );
        painter.rect_filled(mat, 0.12 * c, theme.panel);
    }
}

/// The smallest coordinate label, in points.
pub const MIN_COORDINATE: f32 = 10.0;

/// The smallest board title that reads, in points.
pub const MIN_TITLE: f32 = 12.0;

/// The font size of the boards' titles for cells of `cell_size` points: at least
/// [`MIN_TITLE`]; none when the room above the boards is too small for that (the
/// cells' spoken labels still name their board).
pub fn title_size(cell_size: f32) -> Option<f32> {
    let size = (cell_size * 0.26).max(7.0) * 1.3;
    let room = super::layout::TITLE_MARGIN * cell_size;
    let title = size.max(MIN_TITLE);
    (title <= room * 1.1).then_some(title)
}

pub fn paint_coordinates(
    painter: &Painter,
    model: &BoardModel,
    layout: &BoardLayout,
    theme: &Theme,
) {
    // Never under 10 points: at 1024x700 a 4D board's labels were 6-7 points.
    let size = (layout.cell_size * 0.26).max(MIN_COORDINATE);
    let font = FontId::proportional(size);
    for (index, (placed, spec)) in layout.boards.iter().zip(&model.geometry.boards).enumerate() {
        for file in 0..placed.files {
            let Some(rect) = layout.cell_rect(Cell::new(index as u8, file, 0)) else {
                continue;
            };
            let text = spec
                .file_labels
                .get(file as usize)
                .map(|t| crate::glyphs::displayable(painter.ctx(), t))
                .unwrap_or_default();
            let pos = egui::pos2(rect.center().x, placed.rect.max.y + size * 0.2);
            painter.text(
                pos,
                Align2::CENTER_TOP,
                text,
                font.clone(),
                theme.coordinates,
            );
        }
        for rank in 0..placed.ranks {
            let Some(rect) = layout.cell_rect(Cell::new(index as u8, 0, rank)) else {
                continue;
            };
            let text = spec
                .rank_labels
                .get(rank as usize)
                .map(|t| crate::glyphs::displayable(painter.ctx(), t))
                .unwrap_or_default();
            let pos = egui::pos2(placed.rect.min.x - size * 0.4, rect.center().y);
            painter.text(
                pos,
                Align2::RIGHT_CENTER,
                text,
                font.clone(),
                theme.coordinates,
            );
        }
        if layout.titled
            && let Some(title) = title_size(layout.cell_size)
        {
            let pos = egui::pos2(placed.rect.center().x, placed.rect.min.y - size * 0.3);
            let font = FontId::proportional(title);
            // The whole name where it fits above the board, else its short form
            // ("Battlefield"); the cells' spoken labels always say it in full.
            let full = crate::glyphs::displayable(
                painter.ctx(),
                &crate::i18n::core_words::board_name(&spec.name),
            );
            let fits = |text: &str| {
                painter
                    .layout_no_wrap(text.to_string(), font.clone(), theme.coordinates)
                    .size()
                    .x
                    <= placed.rect.width() + layout.cell_size
            };
            let text = if fits(&full) {
                full
            } else {
                crate::glyphs::displayable(
                    painter.ctx(),
                    &super::interact::short_board_name(&crate::i18n::core_words::board_name(
                        &spec.name,
                    )),
                )
            };
            painter.text(pos, Align2::CENTER_BOTTOM, text, font, theme.coordinates);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 14: at 640x480 Valhalla's cells are about 23 points and the titles were
    /// 9 points; now a title is readable or absent.
    #[test]
    fn board_titles_are_readable_or_absent() {
        for cell in [10.0, 18.0, 23.0, 40.0, 90.0] {
            if let Some(size) = title_size(cell) {
                assert!(size >= MIN_TITLE, "{cell}: {size}");
            }
        }
        assert_eq!(title_size(23.0), Some(MIN_TITLE));
        assert_eq!(title_size(10.0), None);
        assert!(title_size(90.0).is_some_and(|s| s > MIN_TITLE));
    }
}
