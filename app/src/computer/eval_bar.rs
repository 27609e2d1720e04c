//! The evaluation bar beside the board: White's share of it from the bottom (Black's
//! from the top when the board is flipped), half at equality, full for a mate; the
//! score on it. Its spoken name says the score.
use egui::{Color32, FontId, Rect, Sense, Stroke, StrokeKind, Ui, WidgetInfo, pos2};

/// The bar's width in points (with its margin).
pub const WIDTH: f32 = 26.0;

/// The gap between the bar and the board.
const GAP: f32 = 6.0;

/// Paints the bar beside the board: against the board's left edge `board_left` when
/// there is room (else at `strip_left`, the strip kept for it), along `span`, the
/// board's height; `share` is White's part (0 to 1), `score` the text ("+0.35", "#3").
pub fn eval_bar_ui(
    ui: &mut Ui,
    (strip_left, board_left): (f32, f32),
    span: (f32, f32),
    share: f32,
    (score, flipped): (&str, bool),
) {
    let left = (board_left - GAP - BAR).max(strip_left + 3.0);
    let rect = Rect::from_min_max(pos2(left, span.0), pos2(left + BAR, span.1));
    if rect.height() < 10.0 {
        return;
    }
    let response = ui.interact(rect, ui.scope_id().with("evaluation_bar"), Sense::hover());
    let label = t!("computer-eval-bar", score = score);
    response.widget_info(|| WidgetInfo::labeled(egui::Role::ProgressIndicator, true, &label));
    response.on_hover_text(label);
    let painter = ui.painter();
    let share = share.clamp(0.0, 1.0);
    let (white, black) = (Color32::from_gray(235), Color32::from_gray(45));
    painter.rect_filled(rect, 2.0, black);
    let h = rect.height() * share;
    let white_rect = if flipped {
        Rect::from_min_max(rect.min, pos2(rect.max.x, rect.min.y + h))
    } else {
        Rect::from_min_max(pos2(rect.min.x, rect.max.y - h), rect.max)
    };
    painter.rect_filled(white_rect, 2.0, white);
    // The middle: equality.
    let mid = rect.center().y;
    painter.line_segment(
        [pos2(rect.min.x, mid), pos2(rect.max.x, mid)],
        Stroke::new(1.0, Color32::from_rgb(200, 60, 60)),
    );
    painter.rect_stroke(
        rect,
        2.0,
        Stroke::new(1.0, Color32::from_gray(120)),
        StrokeKind::Outside,
    );
    // The score at the winning side's end, in the other colour, on a tab of the
    // winning side's colour that may stand wider than the bar: never cut.
    let white_ahead = share >= 0.5;
    let at_bottom = white_ahead != flipped;
    let (fill, color) = if white_ahead {
        (white, black)
    } else {
        (black, white)
    };
    let short: String = score.trim_start_matches('+').chars().take(6).collect();
    let galley = painter.layout_no_wrap(short, FontId::proportional(12.0), color);
    let size = galley.size() + egui::vec2(6.0, 2.0);
    let centre_x = rect.center().x;
    let tab = if at_bottom {
        Rect::from_center_size(pos2(centre_x, rect.max.y - size.y / 2.0 - 1.0), size)
    } else {
        Rect::from_center_size(pos2(centre_x, rect.min.y + size.y / 2.0 + 1.0), size)
    };
    painter.rect_filled(tab, 3.0, fill);
    painter.rect_stroke(
        tab,
        3.0,
        Stroke::new(1.0, Color32::from_gray(120)),
        StrokeKind::Outside,
    );
    painter.galley(tab.center() - galley.size() / 2.0, galley, color);
}

/// The bar itself, inside the strip.
const BAR: f32 = WIDTH - 8.0;
