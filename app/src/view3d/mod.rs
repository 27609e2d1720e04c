//! The pseudo-3D views, drawn with egui's painter: the isometric stack of layers
//! ([`iso`]) for every variant and the tesseract ([`tesseract`]) for 4D. They are
//! projections of the 2D view's model for the one board interaction
//! (`board::interact`, through [`Projected`]): selection, keyboard focus, markers,
//! drawings, animations and events are the 2D view's, so the game logic is untouched
//! and a selection made in one view shows in the others.
//!
//! Mouse: drag empty space (or any drag with the right or middle button) to orbit,
//! drag a piece to move it, wheel to zoom. Keys: 1/2/3 preset views, V back and forth
//! between 2D and the last 3D view, T the tesseract (4D).
pub mod iso;
pub mod polygon;
mod projected;
pub mod projection;
pub mod scene;
pub mod tesseract;

use crate::board::interact::{self, Aim};
use crate::board::{BoardEvent, BoardModel, BoardOptions, BoardState};
use egui::{Pos2, Rect, Response, Sense, Ui};
use otherworlds_core::geometry::{Cell, Geometry};
pub use projected::Projected;
pub use projection::Camera;
use scene::{Scene, pick};
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
        ui.label(t!("view3d-view"));
        if ui
            .selectable_label(shown == ViewMode::Flat, t!("view3d-flat"))
            .on_hover_text(t!("view3d-flat-tip"))
            .clicked()
        {
            view.mode = ViewMode::Flat;
        }
        for n in 1..=3u8 {
            let on = shown == ViewMode::Iso && view.preset == n;
            if ui
                .selectable_label(on, t!("view3d-preset", number = n))
                .on_hover_text(t!("view3d-preset-tip", number = n))
                .clicked()
            {
                view.choose_preset(n);
            }
        }
        if tesseract::axes(geometry).is_some()
            && ui
                .selectable_label(shown == ViewMode::Tesseract, t!("view3d-tesseract"))
                .on_hover_text(t!("view3d-tesseract-tip"))
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
    let aim = Aim::new(model, state.selected);
    pick(&scene.tiles, &|c| aim.occupied(c), &|c| aim.wanted(c), pos)
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
    let id = interact::board_id(ui);
    let (area, _) = ui.allocate_exact_size(ui.available_size(), Sense::hover());
    // The view's own widget takes drags (orbit, or a piece) and clicks between the
    // cells' small widgets; created first, so those widgets lie on top of it.
    let response = ui.interact(area, id.with("view3d"), Sense::click_and_drag());
    if response.hovered() {
        zoom(ui, view.camera_mut(&model.geometry));
    }
    let mut projected = Projected::new(model, view, options, area);
    let events = interact::show(ui, area, &response, model, state, options, &mut projected);
    state.layout = None;
    state.area_3d = Some(area);
    (response, events)
}

/// Zoom: the wheel (and a pinch) over the view. The wheel's own notches, not egui's
/// smoothed scrolling: that arrives spread over the following frames and is cut short
/// when the scroll ends or the pointer moves, so a zoom read from it was never the same
/// for the same notches (issue 14).
fn zoom(ui: &Ui, camera: &mut Camera) {
    let (notches, pinch) = ui.input(|i| (wheel_notches(&i.events), i.zoom_delta()));
    if notches != 0.0 {
        camera.zoom_by_notches(notches);
    }
    if pinch != 1.0 {
        camera.zoom = (camera.zoom * pinch).clamp(Camera::MIN_ZOOM, Camera::MAX_ZOOM);
    }
}

#[cfg(test)]
mod tests;
