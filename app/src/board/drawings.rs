//! Drawing on the board as on lichess: the right button dragged from cell to cell draws
//! an arrow, a right click a circle, drawing the same again removes it, and a left
//! click on the board clears the position's drawings. The modifier keys choose the
//! colour as lichess's do: none green, Shift (or Ctrl) red, Alt (or Cmd) blue, both
//! yellow. By keys, on the focused cell: O a circle, D starts an arrow and D on another
//! cell ends it (D on the same cell or Escape gives it up), Delete or Backspace clears;
//! Shift, Alt, Shift+Alt for the colours ([`KEYS`]).
//!
//! The drawings belong to positions: a [`Sketch`] keeps them by ply, and its owner
//! (a game view) says which ply is on show. Arrows between two boards of a flat view
//! are drawn straight across. The 3D views take right clicks and the keys (a right
//! drag there turns the camera) and draw the same shapes at the cells' centres. The
//! pointer reaches a [`Sketch`] through the board interaction (`board::interact`).
use crate::theme::Theme;
use egui::{Key, Modifiers, Painter, Pos2, Shape, Stroke, Ui};
use otherworlds_core::geometry::Cell;
use otherworlds_core::record::{Arrow, Circle, DrawColor, Drawing, Drawings};

/// The keys on a focused board cell that draw (the end of `command::board_keys`), as
/// message ids of (key, what it does).
pub const KEYS: [(&str, &str); 4] = [
    ("board-key-circle", "board-key-circle-tip"),
    ("board-key-arrow", "board-key-arrow-tip"),
    ("board-key-clear", "board-key-clear-tip"),
    ("board-key-colours", "board-key-colours-tip"),
];

/// The drawings of a game's positions and what is being drawn now.
#[derive(Clone, Debug, Default)]
pub struct Sketch {
    /// Every position's drawings, by ply.
    pub by_ply: Drawings,
    /// The ply on show, whose drawings are painted and edited.
    ply: usize,
    /// The right button was pressed on this cell and is held, with the colour chosen.
    dragging: Option<(Cell, DrawColor)>,
    /// An arrow started by key on this cell.
    key_start: Option<(Cell, DrawColor)>,
    /// The drawings changed since [`Sketch::take_changed`].
    changed: bool,
}

impl Sketch {
    /// Drawings for a game's positions.
    pub fn new(by_ply: Drawings) -> Sketch {
        Sketch {
            by_ply,
            ..Sketch::default()
        }
    }

    /// The drawings of the position on show.
    pub fn current(&self) -> Option<&Drawing> {
        self.by_ply.get(&self.ply)
    }

    /// Shows the position after `ply` decisions of a game of `plies`; drawings past
    /// the game's end (after an undo) are forgotten, since another move may come there.
    pub fn show(&mut self, ply: usize, plies: usize) {
        if ply != self.ply {
            self.ply = ply;
            self.dragging = None;
            self.key_start = None;
        }
        if self.by_ply.keys().next_back().is_some_and(|&p| p > plies) {
            self.by_ply.split_off(&(plies + 1));
            self.changed = true;
        }
    }

    fn edit(&mut self, change: impl FnOnce(&mut Drawing)) {
        let drawing = self.by_ply.entry(self.ply).or_default();
        change(drawing);
        if drawing.is_empty() {
            self.by_ply.remove(&self.ply);
        }
        self.changed = true;
    }

    pub fn toggle_circle(&mut self, cell: Cell, color: DrawColor) {
        self.edit(|d| d.toggle_circle(Circle { cell, color }));
    }

    pub fn toggle_arrow(&mut self, from: Cell, to: Cell, color: DrawColor) {
        self.edit(|d| d.toggle_arrow(Arrow { from, to, color }));
    }

    /// Clears the drawings of the position on show (and an arrow being drawn).
    pub fn clear(&mut self) {
        self.dragging = None;
        self.key_start = None;
        if self.by_ply.remove(&self.ply).is_some() {
            self.changed = true;
        }
    }

    /// Whether the drawings changed since the last call.
    pub fn take_changed(&mut self) -> bool {
        std::mem::take(&mut self.changed)
    }

    /// The end of a right drag or a key press: a circle on `from` itself, else an arrow.
    fn finish(&mut self, from: Cell, to: Cell, color: DrawColor) {
        if from == to {
            self.toggle_circle(from, color);
        } else {
            self.toggle_arrow(from, to, color);
        }
    }

    /// A right drag pressed on `cell` starts an arrow (or a circle) there.
    pub fn start_arrow(&mut self, cell: Cell, color: DrawColor) {
        self.dragging = Some((cell, color));
    }

    /// The right button released on `to` (None: off the cells, nothing is drawn).
    pub fn end_arrow(&mut self, to: Option<Cell>) {
        if let Some((from, color)) = self.dragging.take()
            && let Some(to) = to
        {
            self.finish(from, to, color);
        }
    }

    /// The arrow being drawn, if any: from its start to the cell pointed at (a right
    /// drag) or to the focused cell (begun by key); no end while that is its start.
    fn preview(&self, ends: PreviewEnds) -> Option<(Cell, Option<Cell>, DrawColor)> {
        let ((from, color), towards) = match (self.dragging, self.key_start) {
            (Some(drag), _) => (drag, ends.pointed),
            (None, Some(key)) => (key, ends.focused),
            (None, None) => return None,
        };
        Some((from, towards.filter(|t| *t != from), color))
    }
}

/// Where an arrow being drawn may end this frame.
#[derive(Clone, Copy, Debug, Default)]
pub struct PreviewEnds {
    /// The cell under the pointer.
    pub pointed: Option<Cell>,
    /// The cell with the keyboard focus.
    pub focused: Option<Cell>,
}

/// The colour the modifiers choose (lichess: Shift or Ctrl red, Alt or Cmd blue, both
/// yellow, none green).
pub fn color_of(modifiers: Modifiers) -> DrawColor {
    let a = modifiers.shift || modifiers.ctrl;
    let b = modifiers.alt || modifiers.mac_cmd;
    match (a, b) {
        (false, false) => DrawColor::Green,
        (true, false) => DrawColor::Red,
        (false, true) => DrawColor::Blue,
        (true, true) => DrawColor::Yellow,
    }
}

/// The theme's colour of a drawing colour.
pub fn paint_color(theme: &Theme, color: DrawColor) -> egui::Color32 {
    match color {
        DrawColor::Green => theme.draw_green,
        DrawColor::Red => theme.draw_red,
        DrawColor::Blue => theme.draw_blue,
        DrawColor::Yellow => theme.draw_yellow,
    }
}

/// The drawing keys on the focused `cell` (see [`KEYS`]); Escape gives up an arrow
/// begun by key. Returns whether Escape was taken so (it then does nothing else).
pub fn handle_keys(ui: &Ui, cell: Cell, sketch: &mut Sketch) -> bool {
    // Each key with the modifiers held when it was pressed.
    let pressed = |key| {
        ui.input(|i| {
            i.events.iter().find_map(|e| match e {
                egui::Event::Key {
                    key: k,
                    pressed: true,
                    modifiers,
                    ..
                } if *k == key => Some(*modifiers),
                _ => None,
            })
        })
        // Ctrl and Cmd belong to the app's shortcuts (Ctrl+O opens a game).
        .filter(|m| !m.command && !m.ctrl)
    };
    let clear = pressed(Key::Delete).or(pressed(Key::Backspace)).is_some();
    let escape = ui.input(|i| i.key_pressed(Key::Escape));
    let (circle, arrow) = (pressed(Key::O), pressed(Key::D));
    if clear || escape || circle.is_some() || arrow.is_some() {
        // The cells' labels of this frame were made before: the next frame says it.
        ui.ctx().request_repaint();
    }
    if let Some(modifiers) = circle {
        sketch.toggle_circle(cell, color_of(modifiers));
    }
    if let Some(modifiers) = arrow {
        match sketch.key_start.take() {
            Some((from, _)) if from == cell => {}
            Some((from, color)) => sketch.finish(from, cell, color),
            None => sketch.key_start = Some((cell, color_of(modifiers))),
        }
    }
    if clear {
        sketch.clear();
    }
    escape && sketch.key_start.take().is_some()
}

/// What a screen reader hears of the drawings on `cell`: ", green circle, red arrow to
/// e4, arrow from d2".
pub fn describe(sketch: &Sketch, cell: Cell, name: impl Fn(Cell) -> String) -> String {
    let mut text = String::new();
    let empty = Drawing::default();
    let drawing = sketch.current().unwrap_or(&empty);
    for c in drawing.circles.iter().filter(|c| c.cell == cell) {
        text.push_str(", ");
        text.push_str(&t!("board-circle", colour = c.color.name()));
    }
    for a in &drawing.arrows {
        if a.from == cell {
            text.push_str(", ");
            text.push_str(&t!(
                "board-arrow-to",
                colour = a.color.name(),
                cell = name(a.to)
            ));
        }
        if a.to == cell {
            text.push_str(", ");
            text.push_str(&t!(
                "board-arrow-from",
                colour = a.color.name(),
                cell = name(a.from)
            ));
        }
    }
    if sketch.key_start.is_some_and(|(c, _)| c == cell) {
        text.push_str(", ");
        text.push_str(&t!("board-arrow-starts-here"));
    }
    text
}

/// Paints the drawings of the position on show and the arrow being drawn (see
/// [`PreviewEnds`]). `at` gives a cell's centre and size on the screen.
pub fn paint(
    painter: &Painter,
    sketch: &Sketch,
    ends: PreviewEnds,
    at: impl Fn(Cell) -> Option<(Pos2, f32)>,
    theme: &Theme,
) {
    let empty = Drawing::default();
    let drawing = sketch.current().unwrap_or(&empty);
    for circle in &drawing.circles {
        if let Some((center, size)) = at(circle.cell) {
            paint_circle(painter, center, size, paint_color(theme, circle.color));
        }
    }
    for arrow in &drawing.arrows {
        if let (Some((from, size)), Some((to, _))) = (at(arrow.from), at(arrow.to)) {
            paint_arrow(painter, from, to, size, paint_color(theme, arrow.color));
        }
    }
    if let Some((from, to, color)) = sketch.preview(ends) {
        let color = paint_color(theme, color).gamma_multiply(0.6);
        match (at(from), to.and_then(&at)) {
            (Some((a, size)), Some((b, _))) => paint_arrow(painter, a, b, size, color),
            (Some((a, size)), None) => paint_circle(painter, a, size, color),
            _ => {}
        }
    }
}

/// A ring inside a cell of side `size`.
pub fn paint_circle(painter: &Painter, center: Pos2, size: f32, color: egui::Color32) {
    painter.circle_stroke(center, 0.44 * size, Stroke::new(0.08 * size, color));
}

/// An arrow from the centre of one cell to near the centre of another: a shaft and a
/// head that do not overlap (a translucent colour stays even), as one shape.
pub fn paint_arrow(painter: &Painter, from: Pos2, to: Pos2, size: f32, color: egui::Color32) {
    let delta = to - from;
    let length = delta.length();
    if length < 1.0 {
        return;
    }
    let dir = delta / length;
    let side = dir.rot90();
    // The tip stops short of the centre, as lichess's does.
    let tip = to - dir * (0.2 * size).min(length / 2.0);
    let head = (0.42 * size).min((tip - from).length());
    let base = tip - dir * head;
    let half = 0.27 * size;
    let shaft = Shape::line_segment([from, base], Stroke::new(0.16 * size, color));
    let head = Shape::convex_polygon(
        vec![tip, base + side * half, base - side * half],
        color,
        Stroke::NONE,
    );
    painter.add(Shape::Vec(vec![shaft, head]));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modifiers_choose_lichess_colours() {
        assert_eq!(color_of(Modifiers::NONE), DrawColor::Green);
        assert_eq!(color_of(Modifiers::SHIFT), DrawColor::Red);
        assert_eq!(color_of(Modifiers::CTRL), DrawColor::Red);
        assert_eq!(color_of(Modifiers::ALT), DrawColor::Blue);
        assert_eq!(
            color_of(Modifiers::SHIFT | Modifiers::ALT),
            DrawColor::Yellow
        );
    }

    #[test]
    fn drawings_follow_the_ply_on_show_and_go_when_the_game_is_cut() {
        let (a, b) = (Cell::new(0, 0, 0), Cell::new(0, 1, 0));
        let mut s = Sketch::default();
        s.show(2, 4);
        s.toggle_circle(a, DrawColor::Green);
        s.show(3, 4);
        assert!(s.current().is_none());
        s.toggle_arrow(a, b, DrawColor::Red);
        s.show(2, 4);
        assert_eq!(s.current().map(|d| d.circles.len()), Some(1));
        assert!(s.take_changed());
        assert!(!s.take_changed());
        // Undone to 2 decisions: ply 3's arrow is gone, ply 2's circle stays.
        s.show(2, 2);
        assert!(!s.by_ply.contains_key(&3) && s.by_ply.contains_key(&2));
        s.clear();
        assert!(s.by_ply.is_empty());
    }
}
