//! The evaluation bar beside the board: White's share of it from the bottom (Black's
//! from the top when the board is flipped), half at equality, full for a mate; the
//! score on it. Its spoken name says the score.
use egui::{Align2, Color32, FontId, Rect, Sense, Stroke, StrokeKind, Ui, WidgetInfo, pos2};

/// The bar's width in points (with its margin).
pub const WIDTH: f32 = 26.0;

/// Paints the bar in the strip `ui` offers, along `span` (the board's height, when
/// known); `share` is White's part (0 to 1), `score` the text ("+0.35", "#3").
pub fn eval_bar_ui(ui: &mut Ui, share: f32, score: &str, flipped: bool, span: Option<(f32, f32)>) {
    let full = ui.available_rect_before_wrap();
    let (top, bottom) = span.unwrap_or((full.top(), full.bottom()));
    let rect = Rect::from_min_max(
        pos2(full.left() + 3.0, top.max(full.top())),
        pos2(full.left() + WIDTH - 5.0, bottom.min(full.bottom())),
    );
    if rect.height() < 10.0 {
        return;
    }
    let response = ui.allocate_rect(rect, Sense::hover());
    let label = format!("Evaluation bar: {score} for White");
    response.widget_info(|| WidgetInfo::labeled(egui::Role::ProgressIndicator, true, &label));
    let response = response.on_hover_text(label);
    let painter = ui.painter_at(response.rect);
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
    // The score at the winning side's end, in the other colour.
    let white_ahead = share >= 0.5;
    let at_bottom = white_ahead != flipped;
    let (pos, anchor) = if at_bottom {
        (
            pos2(rect.center().x, rect.max.y - 2.0),
            Align2::CENTER_BOTTOM,
        )
    } else {
        (pos2(rect.center().x, rect.min.y + 2.0), Align2::CENTER_TOP)
    };
    let color = if white_ahead { black } else { white };
    let short: String = score.trim_start_matches('+').chars().take(5).collect();
    painter.text(pos, anchor, short, FontId::proportional(9.0), color);
}
