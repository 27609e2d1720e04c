//! The pseudo-3D views, drawn with egui's painter: the isometric stack of layers
//! ([`iso`]) for every variant and the tesseract ([`tesseract`]) for 4D. They share the
//! 2D view's model, selection, keyboard focus, markers and events, so the game logic
//! is untouched and a selection made in one view shows in the others.
//!
//! Mouse: drag empty space (or any drag with the right or middle button) to orbit,
//! drag a piece to move it, wheel to zoom. Keys: 1/2/3 preset views, V back and forth
//! between 2D and the last 3D view, T the tesseract (4D).
pub mod iso;
pub mod polygon;
pub mod projection;
pub mod scene;
pub mod tesseract;

use crate::board::SLIDE_SECONDS;
use crate::board::interact::{activate, all_markers, cell_label, cell_widget_id, handle_keys};
use crate::board::layout::BoardLayout;
use crate::board::{BoardEvent, BoardModel, BoardOptions, BoardState};
use crate::pieces::{PieceStyle, paint_piece};
use egui::{Key, Modifiers, PointerButton, Pos2, Rect, Response, Sense, Ui, WidgetInfo, vec2};
use otherworlds_core::geometry::{Cell, Geometry};
pub use projection::Camera;
use scene::{Paint, Scene, anchor, pick};
use serde::{Deserialize, Serialize};

/// Which view shows the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ViewMode {
    /// The flat boards side by side.
    #[default]
    Flat,
    /// The stacked layers.
    Iso,
    /// The tesseract (4D only; other variants show the stacked layers).
    Tesseract,
}

/// The view and the cameras, kept between runs.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ViewSettings {
    pub mode: ViewMode,
    /// The 3D view V returns to.
    pub last_3d: ViewMode,
    /// The preset (1, 2 or 3) last chosen for the stacked layers.
    pub preset: u8,
    /// The camera of the stacked layers.
    pub camera: Camera,
    /// The camera of the tesseract.
    pub tesseract: Camera,
}

impl Default for ViewSettings {
    fn default() -> Self {
        ViewSettings {
            mode: ViewMode::Flat,
            last_3d: ViewMode::Iso,
            preset: 1,
            camera: Camera::PRESETS[0],
            tesseract: Camera::TESSERACT,
        }
    }
}

impl ViewSettings {
    /// The view shown for this geometry: the tesseract falls back to the layers when
    /// the variant is not 4D.
    pub fn effective(&self, geometry: &Geometry) -> ViewMode {
        match self.mode {
            ViewMode::Tesseract if tesseract::axes(geometry).is_none() => ViewMode::Iso,
            mode => mode,
        }
    }

    /// Settings saved by an older version: the tesseract's first camera before its
    /// layout changed (issue 14: yaw 25°, pitch 36°) looks at the new layout from too
    /// low, where its boards cover each other; it becomes the new first camera (its
    /// zoom kept). A camera the user turned stays as it is.
    pub fn upgraded(mut self) -> ViewSettings {
        let old = &self.tesseract;
        if old.yaw_deg == 25.0 && old.pitch_deg == 36.0 {
            self.tesseract = Camera {
                zoom: old.zoom,
                ..Camera::TESSERACT
            };
        }
        self
    }

    /// Shows the stacked layers from preset `n` (1, 2 or 3).
    pub fn choose_preset(&mut self, n: u8) {
        let n = n.clamp(1, 3);
        self.preset = n;
        self.camera = Camera::PRESETS[usize::from(n - 1)];
        self.mode = ViewMode::Iso;
        self.last_3d = ViewMode::Iso;
    }

    /// V: to 2D, or back to the last 3D view.
    pub fn toggle_flat(&mut self) {
        if self.mode == ViewMode::Flat {
            self.mode = self.last_3d;
        } else {
            self.last_3d = self.mode;
            self.mode = ViewMode::Flat;
        }
    }

    /// T: the tesseract, or back to 2D from it.
    pub fn toggle_tesseract(&mut self) {
        if self.mode == ViewMode::Tesseract {
            self.mode = ViewMode::Flat;
        } else {
            self.mode = ViewMode::Tesseract;
            self.last_3d = ViewMode::Tesseract;
        }
    }

    /// The camera the current view uses.
    pub fn camera_mut(&mut self, geometry: &Geometry) -> &mut Camera {
        match self.effective(geometry) {
            ViewMode::Tesseract => &mut self.tesseract,
            _ => &mut self.camera,
        }
    }
}

/// The view keys (1, 2, 3, V, T). The caller skips this while a text field or a
/// dialog has the keyboard.
pub fn shortcuts(ctx: &egui::Context, view: &mut ViewSettings, geometry: &Geometry) {
    let pressed = |key| ctx.input_mut(|i| i.consume_key(Modifiers::NONE, key));
    for (n, key) in [(1, Key::Num1), (2, Key::Num2), (3, Key::Num3)] {
        if pressed(key) {
            view.choose_preset(n);
        }
    }
    if pressed(Key::V) {
        view.toggle_flat();
    }
    if pressed(Key::T) && tesseract::axes(geometry).is_some() {
        view.toggle_tesseract();
    }
}

/// A row of view buttons above the board (the mouse's way to the keys).
pub fn view_bar_ui(ui: &mut Ui, view: &mut ViewSettings, geometry: &Geometry) {
    let shown = view.effective(geometry);
    // On the window's colour, not on the landscape behind the boards: the buttons
    // read in every theme (they were nearly invisible over Harbour's sea and Ink's
    // paper).
    egui::Frame::new()
        .fill(ui.visuals().panel_fill)
        .stroke(ui.visuals().widgets.noninteractive.bg_stroke)
        .corner_radius(6.0)
        .inner_margin(egui::Margin::symmetric(6, 2))
        .show(ui, |ui| view_buttons_ui(ui, view, geometry, shown));
}

fn view_buttons_ui(ui: &mut Ui, view: &mut ViewSettings, geometry: &Geometry, shown: ViewMode) {
    ui.horizontal(|ui| {
        ui.label("View:");
        if ui
            .selectable_label(shown == ViewMode::Flat, "2D")
            .on_hover_text("The flat boards side by side (V)")
            .clicked()
        {
            view.mode = ViewMode::Flat;
        }
        for n in 1..=3u8 {
            let on = shown == ViewMode::Iso && view.preset == n;
            if ui
                .selectable_label(on, format!("3D {n}"))
                .on_hover_text(format!(
                    "Stacked levels, preset view {n} ({n}); drag empty space to orbit, wheel to zoom"
                ))
                .clicked()
            {
                view.choose_preset(n);
            }
        }
        if tesseract::axes(geometry).is_some()
            && ui
                .selectable_label(shown == ViewMode::Tesseract, "Tesseract")
                .on_hover_text("w=0 inner cube, w=1 outer cube (T)")
                .clicked()
        {
            view.mode = ViewMode::Tesseract;
            view.last_3d = ViewMode::Tesseract;
        }
    });
}

/// Builds the scene of the current 3D view in `area`.
pub fn build_scene(
    model: &BoardModel,
    view: &ViewSettings,
    options: &BoardOptions<'_>,
    area: Rect,
) -> Scene {
    let geometry = &model.geometry;
    if view.effective(geometry) == ViewMode::Tesseract {
        let proj = tesseract::projection(view.tesseract, options.flipped, area);
        if let Some(scene) = tesseract::scene(geometry, &proj, options.theme, area) {
            return scene;
        }
    }
    let proj = iso::projection(geometry, view.camera, options.flipped, area);
    iso::scene(geometry, &proj, options.theme, options.coordinates)
}

/// The cell under `pos` in `scene` for this model and selection (see [`scene::pick`]).
pub fn pick_in(scene: &Scene, model: &BoardModel, state: &BoardState, pos: Pos2) -> Option<Cell> {
    let occupied = |c: Cell| model.pieces.contains_key(&c);
    let wanted = |c: Cell| {
        model.is_placement(c) || state.selected.is_some_and(|from| model.is_target(from, c))
    };
    pick(&scene.tiles, &occupied, &wanted, pos)
}

/// The wheel notches in this frame's events (positive = away from the user, closer):
/// lines are notches, points count [`Camera::POINTS_PER_NOTCH`] a notch, a page ten.
/// With Ctrl (or Cmd) held egui reports the wheel as a pinch instead.
pub fn wheel_notches(events: &[egui::Event]) -> f32 {
    events
        .iter()
        .filter_map(|e| match e {
            egui::Event::MouseWheel {
                unit,
                delta,
                modifiers,
                ..
            } if !modifiers.command && !modifiers.ctrl => Some(match unit {
                egui::MouseWheelUnit::Line => delta.y,
                egui::MouseWheelUnit::Point => delta.y / Camera::POINTS_PER_NOTCH,
                egui::MouseWheelUnit::Page => 10.0 * delta.y,
            }),
            _ => None,
        })
        .sum()
}

/// Shows the board in the current 3D view in all the space `ui` offers; returns what
/// the user tried, exactly like [`crate::board::board_ui`].
pub fn view_ui(
    ui: &mut Ui,
    model: &BoardModel,
    state: &mut BoardState,
    options: BoardOptions<'_>,
    view: &mut ViewSettings,
) -> (Response, Vec<BoardEvent>) {
    // The same id as the 2D board's, so cells keep the keyboard focus across views.
    let id = ui.scope_id().with("board");
    let (area, _) = ui.allocate_exact_size(ui.available_size(), Sense::hover());
    // The background takes drags (orbit, or a piece) and clicks between the cells'
    // small keyboard widgets; created first, so those widgets lie on top of it.
    let response = ui.interact(area, id.with("view3d"), Sense::click_and_drag());
    let painter = ui.painter_at(area);
    let now = ui.input(|i| i.time);
    let mut events = Vec::new();

    if let Some(slide) = state.slide
        && (!options.animate || now - slide.started >= SLIDE_SECONDS)
    {
        state.slide = None;
    }
    if state.selected.is_some_and(|c| !model.selectable(c)) {
        state.selected = None;
    }

    // Zoom: the wheel (and a pinch) over the view. The wheel's own notches, not egui's
    // smoothed scrolling: that arrives spread over the following frames and is cut
    // short when the scroll ends or the pointer moves, so a zoom read from it was
    // never the same for the same notches (issue 14).
    if response.hovered() {
        let (notches, pinch) = ui.input(|i| (wheel_notches(&i.events), i.zoom_delta()));
        let camera = view.camera_mut(&model.geometry);
        if notches != 0.0 {
            camera.zoom_by_notches(notches);
        }
        if pinch != 1.0 {
            camera.zoom = (camera.zoom * pinch).clamp(Camera::MIN_ZOOM, Camera::MAX_ZOOM);
        }
    }

    let mut scene = build_scene(model, view, &options, area);
    if response.drag_started() {
        let origin = ui.input(|i| i.pointer.press_origin());
        let primary = response.dragged_by(PointerButton::Primary);
        if primary
            && let Some(cell) = origin.and_then(|p| pick_in(&scene, model, state, p))
            && model.selectable(cell)
            && model.pieces.contains_key(&cell)
        {
            state.selected = Some(cell);
            state.dragging = Some(cell);
        }
    }
    if response.dragged() && state.dragging.is_none() {
        let delta = response.drag_delta();
        if delta != egui::Vec2::ZERO {
            view.camera_mut(&model.geometry).orbit(delta);
            scene = build_scene(model, view, &options, area);
        }
    }
    if response.drag_stopped()
        && let Some(from) = state.dragging.take()
    {
        let target = ui
            .input(|i| i.pointer.latest_pos())
            .and_then(|p| pick_in(&scene, model, state, p));
        match target {
            Some(to) if to != from && model.is_target(from, to) => {
                events.push(BoardEvent::Move {
                    from,
                    to,
                    dragged: true,
                });
                state.selected = None;
            }
            Some(to) if to == from => {}
            _ => state.selected = None,
        }
    }
    draw_by_pointer(ui, &response, &scene, model, state);
    if response.clicked() {
        match response
            .interact_pointer_pos()
            .and_then(|p| pick_in(&scene, model, state, p))
        {
            Some(cell) => activate(cell, model, state, &mut events),
            None => state.selected = None,
        }
    }

    // One small focusable widget per cell, at its centre, in the 2D view's reading
    // order: Tab, arrows, Enter and screen readers work as in the 2D view.
    let keys_layout = BoardLayout::new(&model.geometry, area, options.flipped);
    let markers = all_markers(model, state);
    let pointer_click = ui.input(|i| i.pointer.any_click());
    let occupied = |c: Cell| model.pieces.contains_key(&c);
    let selected_now = state.selected;
    let wanted = |c: Cell| {
        model.is_placement(c) || selected_now.is_some_and(|from| model.is_target(from, c))
    };
    let mut focused = None;
    for board in 0..keys_layout.boards.len() {
        for cell in keys_layout.reading_order(board) {
            let Some(tile) = scene.tile(cell) else {
                continue;
            };
            let side = (0.3 * tile.size()).clamp(4.0, 14.0);
            let at = anchor(&scene.tiles, tile, &occupied, &wanted);
            let rect = Rect::from_center_size(at, vec2(side, side));
            let r = ui.interact(rect, cell_widget_id(id, cell), Sense::click());
            let label = cell_label(model, state, &markers, cell);
            let selected = state.selected == Some(cell);
            r.widget_info(|| WidgetInfo::selected(egui::Role::Button, true, selected, &label));
            draw_by_pointer(ui, &r, &scene, model, state);
            if r.clicked() {
                // A pointer click means what is drawn under the pointer (a piece may
                // stand in front of this cell's centre); a key means this cell.
                let target = if pointer_click {
                    r.interact_pointer_pos()
                        .and_then(|p| pick_in(&scene, model, state, p))
                        .unwrap_or(cell)
                } else {
                    cell
                };
                activate(target, model, state, &mut events);
            }
            if r.has_focus() {
                if focused.is_none() {
                    handle_keys(ui, id, cell, state, &keys_layout);
                }
                focused = Some(cell);
            }
        }
    }
    if focused != state.focused {
        ui.ctx().request_repaint();
    }
    state.focused = focused;
    let markers = all_markers(model, state);

    let pulse = if options.animate
        && markers
            .iter()
            .any(|m| m.1 == crate::board::Marker::EnPassantVictim)
    {
        ui.ctx().request_repaint();
        (0.5 + 0.5 * (now * 5.0).sin()) as f32
    } else {
        1.0
    };
    let painted = scene::paint_scene(
        &painter,
        &scene,
        &Paint {
            model,
            state,
            markers: &markers,
            theme: options.theme,
            pulse,
            now,
            focused,
            slide_seconds: SLIDE_SECONDS,
        },
    );
    if let Some(sketch) = &state.drawing {
        let at = |c| scene.tile(c).map(|t| (t.center, t.size()));
        crate::board::drawings::paint(&painter, sketch, focused, at, options.theme);
    }
    // The engine's arrows lie on the cells' centres, over the scene.
    let cell_side = scene.tiles.first().map_or(20.0, |t| t.size());
    crate::board::arrows::paint_arrows(&painter, &state.engine_arrows, cell_side, |c| {
        scene.tile(c).map(|t| t.center)
    });
    // The dragged piece follows the pointer, on top of everything.
    if let (Some(from), Some(pos)) = (state.dragging, ui.input(|i| i.pointer.latest_pos()))
        && let (Some(piece), Some(tile)) = (model.pieces.get(&from), scene.tile(from))
    {
        let size = tile.piece_size * 1.1;
        paint_piece(
            ui.painter(),
            Rect::from_center_size(pos, vec2(size, size)),
            piece,
            PieceStyle {
                theme: options.theme,
                opacity: 1.0,
            },
        );
    }
    if state.slide.is_some() {
        ui.ctx().request_repaint();
    }
    state.painted_markers = painted;
    state.layout = None;
    state.area_3d = Some(area);
    (response, events)
}

/// Drawing in the 3D views (see `board::drawings`): a right click circles the cell
/// drawn under the pointer, a left click clears; a right drag turns the camera, so
/// arrows are drawn by keys here.
fn draw_by_pointer(
    ui: &Ui,
    r: &Response,
    scene: &Scene,
    model: &BoardModel,
    state: &mut BoardState,
) {
    let right = r.secondary_clicked();
    let left = r.clicked_by(PointerButton::Primary);
    if !(right || left) {
        return;
    }
    let cell = r
        .interact_pointer_pos()
        .and_then(|p| pick_in(scene, model, state, p));
    let modifiers = ui.input(|i| i.modifiers);
    if let Some(sketch) = &mut state.drawing {
        if left {
            sketch.clear();
        } else if let Some(cell) = cell {
            sketch.toggle_circle(cell, crate::board::drawings::color_of(modifiers));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::session::GameSession;
    use crate::theme::Theme;
    use otherworlds_core::geometry::{MoveInfo, MoveKind, PieceView};
    use otherworlds_core::{Color, Role, Variant};

    fn model(variant: Variant) -> BoardModel {
        let mut model = GameSession::new(variant).board_model().clone();
        model.pieces.clear();
        model.moves.clear();
        model.mover = None;
        model
    }

    /// Whether some point well inside `cell`'s tile picks it.
    fn pickable(scene: &Scene, model: &BoardModel, state: &BoardState, cell: Cell) -> bool {
        let Some(tile) = scene.tile(cell) else {
            return false;
        };
        let steps = [-0.8, -0.6, -0.4, -0.2, 0.0, 0.2, 0.4, 0.6, 0.8];
        steps.iter().any(|&a| {
            steps.iter().any(|&b| {
                let p = tile.point(a * tile.half, b * tile.half);
                pick_in(scene, model, state, p) == Some(cell)
            })
        })
    }

    #[test]
    fn the_old_first_tesseract_camera_becomes_the_new_one_and_a_turned_one_stays() {
        let old = Camera {
            yaw_deg: 25.0,
            pitch_deg: 36.0,
            zoom: 1.3,
        };
        let saved = ViewSettings {
            tesseract: old,
            ..ViewSettings::default()
        };
        let up = saved.upgraded();
        assert_eq!(up.tesseract.pitch_deg, Camera::TESSERACT.pitch_deg);
        assert_eq!(up.tesseract.zoom, 1.3);
        let turned = ViewSettings {
            tesseract: Camera {
                yaw_deg: 70.0,
                ..old
            },
            ..ViewSettings::default()
        };
        assert_eq!(turned.upgraded(), turned);
    }

    /// Issue 14: in the 3D presets 2 and 3 the Sky covers part of Earth; every cell of
    /// both levels can still be clicked where it is drawn, without orbiting: as the
    /// only target of the selected piece, and as the square of a piece to pick up.
    #[test]
    fn every_cell_of_every_layer_can_be_picked_in_presets_2_and_3() {
        let area = Rect::from_min_size(egui::pos2(0.0, 0.0), vec2(900.0, 640.0));
        let theme = Theme::default();
        let options = BoardOptions {
            theme: &theme,
            flipped: false,
            coordinates: true,
            animate: false,
        };
        for variant in [Variant::TwoWorlds, Variant::FourD] {
            for preset in [2, 3] {
                let mut view = ViewSettings::default();
                view.choose_preset(preset);
                let base = model(variant);
                let scene = build_scene(&base, &view, &options, area);
                let cells: Vec<Cell> = scene.tiles.iter().map(|t| t.cell).collect();
                for &cell in &cells {
                    // A rook far away (on the other level's corner) whose one move
                    // goes to `cell`.
                    let from = *cells
                        .iter()
                        .find(|c| c.board != cell.board && (c.file, c.rank) == (0, 0))
                        .expect("another board");
                    let mut m = base.clone();
                    m.pieces
                        .insert(from, PieceView::plain(Color::White, Role::Rook));
                    m.moves = vec![MoveInfo {
                        text: String::new(),
                        from: Some(from),
                        to: Some(cell),
                        kind: MoveKind::Quiet,
                        promotion: None,
                        victim: None,
                        fate: None,
                    }];
                    let state = BoardState {
                        selected: Some(from),
                        ..BoardState::default()
                    };
                    assert!(
                        pickable(&scene, &m, &state, cell),
                        "{variant} preset {preset}: target {cell:?}"
                    );
                    // A pawn of the side to move on `cell`, nothing selected.
                    let mut m = base.clone();
                    m.pieces
                        .insert(cell, PieceView::plain(Color::White, Role::Pawn));
                    m.mover = Some(Color::White);
                    assert!(
                        pickable(&scene, &m, &BoardState::default(), cell),
                        "{variant} preset {preset}: piece on {cell:?}"
                    );
                }
            }
        }
    }
}
