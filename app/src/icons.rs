//! Media-player, file and studio icons drawn with the painter: egui's built-in fonts have none
//! of ⏮ ◀ ▶ ⏭ ⏯ 💾 📂 🎨 (and egui_kittest rejects a missing glyph). An [`IconButton`] is
//! a button with such an icon and, optionally, visible text; its accessible name is
//! always the text, so screen readers and tests find it by name.
use egui::{
    Color32, Painter, Pos2, Rect, Response, Sense, Shape, Stroke, StrokeKind, TextStyle, Ui, Vec2,
    Widget, WidgetInfo, WidgetText, pos2, vec2,
};

/// The icons the app draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    /// ⏮ to the start.
    First,
    /// ◀ one back.
    Back,
    /// ▶ one forward.
    Forward,
    /// ⏭ to the end.
    Last,
    /// ⏯ start running (a triangle with the pause bars).
    Play,
    /// ⏸ stop running.
    Pause,
    /// ⏯-like: one step (a triangle against a bar).
    Step,
    /// 💾 a floppy disk.
    Save,
    /// 📂 an open folder.
    Open,
    /// 🎨 a painter's palette (the customisation studio, seed 000's button beside C).
    Palette,
}

/// A button showing `icon`, and `text` beside it unless it is icon-only.
pub struct IconButton<'a> {
    icon: Icon,
    text: &'a str,
    show_text: bool,
    selected: bool,
    id: Option<egui::Id>,
}

impl<'a> IconButton<'a> {
    /// An icon with its text shown beside it.
    pub fn new(icon: Icon, text: &'a str) -> IconButton<'a> {
        IconButton {
            icon,
            text,
            show_text: true,
            selected: false,
            id: None,
        }
    }

    /// An icon alone; `name` is still its accessible name.
    pub fn icon_only(icon: Icon, name: &'a str) -> IconButton<'a> {
        IconButton {
            show_text: false,
            ..IconButton::new(icon, name)
        }
    }

    /// Drawn as pressed (a mode that is on).
    pub fn selected(mut self, selected: bool) -> IconButton<'a> {
        self.selected = selected;
        self
    }

    /// A fixed id instead of the place's: a button whose neighbours come and go (a move
    /// arriving, the thinking line) keeps its id between a press and its release.
    pub fn id(mut self, id: egui::Id) -> IconButton<'a> {
        self.id = Some(id);
        self
    }
}

impl Widget for IconButton<'_> {
    fn ui(self, ui: &mut Ui) -> Response {
        let padding = ui.spacing().button_padding;
        let icon_side = ui.text_style_height(&TextStyle::Button).max(12.0);
        let galley = self.show_text.then(|| {
            WidgetText::from(self.text).into_galley(
                ui,
                Some(egui::TextWrapMode::Extend),
                f32::INFINITY,
                TextStyle::Button,
            )
        });
        let text_size = galley.as_ref().map_or(Vec2::ZERO, |g| g.size());
        let gap = if galley.is_some() {
            ui.spacing().icon_spacing
        } else {
            0.0
        };
        let inner = vec2(icon_side + gap + text_size.x, icon_side.max(text_size.y));
        let size = (inner + 2.0 * padding).max(vec2(
            ui.spacing().interact_size.y,
            ui.spacing().interact_size.y,
        ));
        let (rect, response) = match self.id {
            Some(id) => {
                let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
                (rect, ui.interact(rect, id, Sense::click()))
            }
            None => ui.allocate_exact_size(size, Sense::click()),
        };
        let enabled = ui.is_enabled();
        let name = self.text.to_string();
        let selected = self.selected;
        response.widget_info(|| {
            if selected {
                WidgetInfo::selected(egui::Role::Button, enabled, true, &name)
            } else {
                WidgetInfo::labeled(egui::Role::Button, enabled, &name)
            }
        });
        if ui.is_rect_visible(rect) {
            let visuals = if selected {
                ui.visuals().widgets.active
            } else {
                *ui.style().interact(&response)
            };
            let painter = ui.painter();
            painter.rect(
                rect,
                visuals.corner_radius,
                visuals.weak_bg_fill,
                visuals.bg_stroke,
                StrokeKind::Inside,
            );
            let color = visuals.text_color();
            let content = Rect::from_center_size(rect.center(), inner);
            let icon_rect = Rect::from_min_size(
                pos2(content.left(), content.center().y - icon_side / 2.0),
                Vec2::splat(icon_side),
            );
            paint_icon(
                painter,
                icon_rect.shrink(icon_side * 0.12),
                self.icon,
                color,
            );
            if let Some(galley) = galley {
                let pos = pos2(
                    icon_rect.right() + gap,
                    content.center().y - galley.size().y / 2.0,
                );
                painter.galley(pos, galley, color);
            }
        }
        response
    }
}

fn triangle(painter: &Painter, tip: Pos2, back_x: f32, half: f32, color: Color32) {
    let points = vec![tip, pos2(back_x, tip.y - half), pos2(back_x, tip.y + half)];
    painter.add(Shape::convex_polygon(points, color, Stroke::NONE));
}

/// Draws `icon` inside `r` in `color`.
pub fn paint_icon(painter: &Painter, r: Rect, icon: Icon, color: Color32) {
    let c = r.center();
    let h = r.height() / 2.0;
    let bar = (r.width() * 0.14).max(1.5);
    match icon {
        Icon::Back => triangle(
            painter,
            pos2(r.left() + h * 0.3, c.y),
            r.right() - h * 0.3,
            h,
            color,
        ),
        Icon::Forward => triangle(
            painter,
            pos2(r.right() - h * 0.3, c.y),
            r.left() + h * 0.3,
            h,
            color,
        ),
        Icon::Play => {
            // ⏯: a triangle and the two bars of pause, so it is not read as Forward.
            let w = r.width() * 0.12;
            triangle(painter, pos2(c.x + w * 0.5, c.y), r.left(), h, color);
            for x in [c.x + w * 1.5, c.x + w * 3.5] {
                let bar =
                    Rect::from_min_size(pos2(x, r.top() + h * 0.2), vec2(w, r.height() - h * 0.4));
                painter.rect_filled(bar, 0.0, color);
            }
        }
        Icon::First => {
            painter.rect_filled(
                Rect::from_min_size(r.left_top(), vec2(bar, r.height())),
                0.0,
                color,
            );
            triangle(painter, pos2(r.left() + bar, c.y), r.right(), h, color);
        }
        Icon::Last => {
            painter.rect_filled(
                Rect::from_min_size(pos2(r.right() - bar, r.top()), vec2(bar, r.height())),
                0.0,
                color,
            );
            triangle(painter, pos2(r.right() - bar, c.y), r.left(), h, color);
        }
        Icon::Step => {
            triangle(
                painter,
                pos2(r.right() - bar * 2.0, c.y),
                r.left(),
                h,
                color,
            );
            painter.rect_filled(
                Rect::from_min_size(pos2(r.right() - bar, r.top()), vec2(bar, r.height())),
                0.0,
                color,
            );
        }
        Icon::Pause => {
            let w = r.width() * 0.3;
            for x in [c.x - w - w * 0.2, c.x + w * 0.2] {
                painter.rect_filled(
                    Rect::from_min_size(pos2(x, r.top()), vec2(w, r.height())),
                    1.0,
                    color,
                );
            }
        }
        Icon::Save => {
            let stroke = Stroke::new(bar * 0.8, color);
            painter.rect_stroke(r, 1.5, stroke, StrokeKind::Inside);
            // The shutter at the top and the label at the bottom.
            let shutter = Rect::from_min_max(
                pos2(r.left() + r.width() * 0.28, r.top()),
                pos2(r.right() - r.width() * 0.28, r.top() + r.height() * 0.35),
            );
            painter.rect_filled(shutter, 0.0, color);
            let label = Rect::from_min_max(
                pos2(r.left() + r.width() * 0.2, r.bottom() - r.height() * 0.4),
                pos2(r.right() - r.width() * 0.2, r.bottom() - bar),
            );
            painter.rect_stroke(
                label,
                0.0,
                Stroke::new(bar * 0.6, color),
                StrokeKind::Inside,
            );
        }
        Icon::Open => {
            let stroke = Stroke::new(bar * 0.8, color);
            let top = r.top() + r.height() * 0.15;
            let tab = r.top() + r.height() * 0.3;
            // The folder's back with its tab, then the open front leaning out.
            let back = vec![
                pos2(r.left(), r.bottom()),
                pos2(r.left(), top),
                pos2(r.left() + r.width() * 0.35, top),
                pos2(r.left() + r.width() * 0.45, tab),
                pos2(r.right() - r.width() * 0.1, tab),
                pos2(r.right() - r.width() * 0.1, r.top() + r.height() * 0.45),
            ];
            painter.add(Shape::line(back, stroke));
            let front = vec![
                pos2(r.left(), r.bottom()),
                pos2(r.left() + r.width() * 0.2, r.top() + r.height() * 0.45),
                pos2(r.right(), r.top() + r.height() * 0.45),
                pos2(r.right() - r.width() * 0.2, r.bottom()),
            ];
            painter.add(Shape::convex_polygon(front, color, Stroke::NONE));
        }
        Icon::Palette => palette(painter, r, c, h, bar, color),
    }
}

/// The palette: its board, its thumb hole, and three dabs of paint.
fn palette(painter: &Painter, r: Rect, c: Pos2, h: f32, bar: f32, color: Color32) {
    let stroke = Stroke::new(bar * 0.8, color);
    painter.add(Shape::ellipse_stroke(
        c,
        vec2(r.width() * 0.5, h * 0.85),
        stroke,
    ));
    let hole = pos2(c.x + r.width() * 0.18, c.y + h * 0.35);
    painter.circle_filled(hole, h * 0.16, color);
    for (dx, dy) in [(-0.25, -0.3), (0.05, -0.45), (-0.3, 0.2)] {
        let dab = pos2(c.x + r.width() * dx, c.y + h * dy);
        painter.circle_filled(dab, h * 0.18, color);
    }
}
