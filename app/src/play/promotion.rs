//! The promotion picker: the pieces on offer drawn as buttons in a modal, reachable by
//! mouse, by arrows + Enter, or by their letters (Q, R, B, N); Escape cancels.
use crate::command::{Action, Command, Request};
use crate::game::session::PromotionChoice;
use crate::pieces::{PieceStyle, paint_piece};
use crate::theme::Theme;
use egui::{Key, Response, Sense, Stroke, StrokeKind, Ui, WidgetInfo, vec2};
use otherworlds_core::geometry::PieceView;

/// Shows the picker; returns the command it led to, if any. `focus_first` puts the
/// keyboard focus on the first piece (the frame the picker opens).
pub fn promotion_ui(
    ctx: &egui::Context,
    choice: &PromotionChoice,
    theme: &Theme,
    focus_first: bool,
) -> Option<Action> {
    let mut command = None;
    let modal = egui::Modal::new(egui::Id::unique("promotion-picker")).show(ctx, |ui| {
        ui.heading(t!("play-promote-to"));
        ui.horizontal(|ui| {
            for (index, (role, _)) in choice.options.iter().enumerate() {
                let piece = PieceView::plain(choice.color, *role);
                let r = piece_button_ui(ui, &piece, theme, &Request::Promote(*role).label());
                if focus_first && index == 0 {
                    r.request_focus();
                }
                if r.clicked() {
                    command = Some(Request::Promote(*role).into());
                }
            }
        });
        let letter = ui.input(|i| {
            choice
                .options
                .iter()
                .find(|(role, _)| {
                    Key::from_name(&role.upper_char().to_string()).is_some_and(|k| i.key_pressed(k))
                })
                .map(|(role, _)| *role)
        });
        if let Some(role) = letter {
            command = Some(Request::Promote(role).into());
        }
        ui.add_space(4.0);
        if ui
            .button(Command::CancelPromotion.label())
            .on_hover_text(Command::CancelPromotion.tooltip())
            .clicked()
        {
            command = Some(Command::CancelPromotion.into());
        }
    });
    if command.is_none() && modal.should_close() {
        command = Some(Command::CancelPromotion.into());
    }
    command
}

/// A square button showing a piece.
pub fn piece_button_ui(ui: &mut Ui, piece: &PieceView, theme: &Theme, label: &str) -> Response {
    let size = vec2(64.0, 64.0);
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, label));
    if ui.is_rect_visible(rect) {
        let visuals = ui.style().interact(&response);
        ui.painter().rect_filled(rect, 6.0, visuals.weak_bg_fill);
        if response.has_focus() || response.hovered() {
            ui.painter().rect_stroke(
                rect.shrink(1.5),
                6.0,
                Stroke::new(3.0, theme.focus_ring),
                StrokeKind::Inside,
            );
        }
        let style = PieceStyle {
            theme,
            opacity: 1.0,
        };
        paint_piece(ui.painter(), rect.shrink(4.0), piece, style);
    }
    response.on_hover_text(label)
}
