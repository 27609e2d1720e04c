//! The orthographic camera of the pseudo-3D views: world space (x along the files, y
//! along the ranks away from White, h up) to screen points, and back for a plane.
//! Nothing else in the views knows the trigonometry.
use crate::theme::Lighting;
use egui::{Color32, Pos2, Rect, Vec2, pos2};
use serde::{Deserialize, Serialize};

/// Where the viewer stands: turned around the vertical axis (`yaw_deg`), raised above
/// the board plane (`pitch_deg`, 90 = straight down), and how close (`zoom`, 1 = the
/// scene fits the view).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Camera {
    pub yaw_deg: f32,
    pub pitch_deg: f32,
    pub zoom: f32,
}

impl Default for Camera {
    fn default() -> Self {
        Camera::PRESETS[0]
    }
}

impl Camera {
    /// The views of keys 1, 2 and 3: White's seat with the levels well apart, the
    /// classic isometric diagonal, and a steep view from above.
    pub const PRESETS: [Camera; 3] = [
        Camera {
            yaw_deg: -15.0,
            pitch_deg: 32.0,
            zoom: 1.0,
        },
        Camera {
            yaw_deg: 40.0,
            pitch_deg: 35.0,
            zoom: 1.0,
        },
        Camera {
            yaw_deg: -20.0,
            pitch_deg: 62.0,
            zoom: 1.0,
        },
    ];
    /// The tesseract's first view: turned a little so both cubes' depth shows, and
    /// steep enough that the boards' cells are nearly as deep as they are wide.
    pub const TESSERACT: Camera = Camera {
        yaw_deg: 25.0,
        pitch_deg: 58.0,
        zoom: 1.0,
    };
    pub const MIN_PITCH: f32 = 8.0;
    pub const MAX_PITCH: f32 = 89.0;
    pub const MIN_ZOOM: f32 = 0.4;
    pub const MAX_ZOOM: f32 = 4.0;

    /// Turns the camera by a pointer drag of `delta` points: sideways turns around the
    /// vertical axis, up and down tilts (like grabbing the board).
    pub fn orbit(&mut self, delta: Vec2) {
        self.yaw_deg = (self.yaw_deg + 0.4 * delta.x).rem_euclid(360.0);
        if self.yaw_deg > 180.0 {
            self.yaw_deg -= 360.0;
        }
        self.pitch_deg = (self.pitch_deg + 0.3 * delta.y).clamp(Self::MIN_PITCH, Self::MAX_PITCH);
    }

    /// How much one notch of the wheel zooms.
    pub const ZOOM_PER_NOTCH: f32 = 1.1;
    /// Wheel movements given in points (touchpads): this many make one notch (egui's
    /// own line height for a wheel notch).
    pub const POINTS_PER_NOTCH: f32 = 40.0;

    /// Zooms by `notches` of the wheel (positive = closer): the same factor for every
    /// notch, `1.1^notches`, kept in range.
    pub fn zoom_by_notches(&mut self, notches: f32) {
        if !notches.is_finite() {
            return;
        }
        let factor = Self::ZOOM_PER_NOTCH.powf(notches);
        self.zoom = (self.zoom * factor).clamp(Self::MIN_ZOOM, Self::MAX_ZOOM);
    }

    /// Zooms by a wheel movement of `wheel_points` (positive = closer).
    pub fn zoom_by(&mut self, wheel_points: f32) {
        self.zoom_by_notches(wheel_points / Self::POINTS_PER_NOTCH);
    }

    /// A camera read from a file may hold anything: bring it back into range.
    pub fn sanitized(self) -> Camera {
        let ok = |v: f32, d: f32| if v.is_finite() { v } else { d };
        Camera {
            yaw_deg: ok(self.yaw_deg, 0.0).clamp(-360.0, 360.0),
            pitch_deg: ok(self.pitch_deg, 30.0).clamp(Self::MIN_PITCH, Self::MAX_PITCH),
            zoom: ok(self.zoom, 1.0).clamp(Self::MIN_ZOOM, Self::MAX_ZOOM),
        }
    }
}

/// A point in world space: `[x, y, h]`, one cell = one unit.
pub type World = [f32; 3];

/// The camera turned into numbers: projects world points to the screen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Projection {
    cos_yaw: f32,
    sin_yaw: f32,
    cos_pitch: f32,
    sin_pitch: f32,
    /// Points per world unit.
    pub scale: f32,
    /// Where the world origin lands.
    pub origin: Pos2,
}

impl Projection {
    /// The camera's rotation, unscaled, with the origin at the screen's (0, 0).
    /// `flipped` looks from Black's side.
    pub fn new(camera: Camera, flipped: bool) -> Projection {
        let camera = camera.sanitized();
        let yaw = (camera.yaw_deg + if flipped { 180.0 } else { 0.0 }).to_radians();
        let pitch = camera.pitch_deg.to_radians();
        Projection {
            cos_yaw: yaw.cos(),
            sin_yaw: yaw.sin(),
            cos_pitch: pitch.cos(),
            sin_pitch: pitch.sin(),
            scale: 1.0,
            origin: Pos2::ZERO,
        }
    }

    /// Scales and moves the projection so that `points` fill `area` (times `zoom`).
    pub fn fit(self, points: impl IntoIterator<Item = World>, area: Rect, zoom: f32) -> Self {
        let mut bounds = Rect::NOTHING;
        for p in points {
            bounds.extend_with(self.unscaled(p).0);
        }
        self.fit_bounds(bounds, area, zoom)
    }

    /// Scales and moves the projection so that `bounds`, a rectangle in the
    /// projection's unscaled screen space (what [`Projection::new`] projects to), fills
    /// `area` (times `zoom`).
    pub fn fit_bounds(mut self, bounds: Rect, area: Rect, zoom: f32) -> Self {
        if !bounds.is_positive() {
            return self;
        }
        self.scale = (area.width() / bounds.width()).min(area.height() / bounds.height())
            * zoom.clamp(Camera::MIN_ZOOM, Camera::MAX_ZOOM);
        self.origin = area.center() - bounds.center().to_vec2() * self.scale;
        self
    }

    /// Screen offset (y down) and depth (larger = nearer the viewer) at scale 1.
    fn unscaled(&self, [x, y, h]: World) -> (Pos2, f32) {
        let x1 = x * self.cos_yaw - y * self.sin_yaw;
        let y1 = x * self.sin_yaw + y * self.cos_yaw;
        let up = h * self.cos_pitch + y1 * self.sin_pitch;
        let depth = -y1 * self.cos_pitch + h * self.sin_pitch;
        (pos2(x1, -up), depth)
    }

    /// Where a world point is drawn.
    pub fn project(&self, p: World) -> Pos2 {
        self.origin + self.unscaled(p).0.to_vec2() * self.scale
    }

    /// How near the viewer a world point is (larger = nearer): the drawing order.
    pub fn depth(&self, p: World) -> f32 {
        self.unscaled(p).1
    }

    /// The screen movement of one world unit along a world direction.
    pub fn axis(&self, direction: World) -> Vec2 {
        self.unscaled(direction).0.to_vec2() * self.scale
    }

    /// The horizontal world direction drawn straight to the right (unit length).
    pub fn rightwards(&self) -> World {
        [self.cos_yaw, -self.sin_yaw, 0.0]
    }

    /// The unit vector from the scene towards the viewer, in world space: faces whose
    /// normal points along it are seen.
    pub fn toward_viewer(&self) -> World {
        [
            -self.sin_yaw * self.cos_pitch,
            -self.cos_yaw * self.cos_pitch,
            self.sin_pitch,
        ]
    }

    /// The point of the horizontal plane at height `h` drawn at `screen` (world x, y):
    /// the inverse of [`Projection::project`] on that plane. `None` when the plane is
    /// seen edge-on.
    pub fn unproject_on_plane(&self, screen: Pos2, h: f32) -> Option<(f32, f32)> {
        let s = (screen - self.origin) / self.scale;
        // s.x = x1, -s.y = h cos p + y1 sin p.
        if self.sin_pitch.abs() < 1e-4 {
            return None;
        }
        let x1 = s.x;
        let y1 = (-s.y - h * self.cos_pitch) / self.sin_pitch;
        // Undo the yaw rotation.
        let x = x1 * self.cos_yaw + y1 * self.sin_yaw;
        let y = -x1 * self.sin_yaw + y1 * self.cos_yaw;
        Some((x, y))
    }
}

/// How bright a face with this world normal is under `lighting`: 1 = its own colour.
pub fn shade(lighting: &Lighting, normal: World) -> f32 {
    let az = lighting.azimuth_deg.to_radians();
    let el = lighting.elevation_deg.clamp(-90.0, 90.0).to_radians();
    // Azimuth 0 = from behind White's seat (the -y side), 90 = from the right.
    let light = [el.cos() * az.sin(), -el.cos() * az.cos(), el.sin()];
    let lambert = (normal[0] * light[0] + normal[1] * light[1] + normal[2] * light[2]).max(0.0);
    let intensity = if lighting.intensity.is_finite() {
        lighting.intensity.clamp(0.0, 1.0)
    } else {
        0.0
    };
    1.0 - intensity + intensity * (0.45 + 0.7 * lambert)
}

/// `color` with its red, green and blue multiplied by `factor`, alpha kept.
pub fn lit(color: Color32, factor: f32) -> Color32 {
    let [r, g, b, a] = color.to_srgba_unmultiplied();
    let f = |c: u8| (f32::from(c) * factor).round().clamp(0.0, 255.0) as u8;
    Color32::from_rgba_unmultiplied(f(r), f(g), f(b), a)
}

/// `color` with its opacity multiplied by `alpha` (0..1).
pub fn faded(color: Color32, alpha: f32) -> Color32 {
    color.gamma_multiply(alpha.clamp(0.0, 1.0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::vec2;

    #[test]
    fn white_seat_sees_far_ranks_higher_and_upper_levels_higher_and_nearer() {
        let p = Projection::new(Camera::PRESETS[0], false);
        // Rank 7 is drawn above rank 0 (smaller y), and farther away.
        assert!(p.project([0.0, 7.0, 0.0]).y < p.project([0.0, 0.0, 0.0]).y);
        assert!(p.depth([0.0, 7.0, 0.0]) < p.depth([0.0, 0.0, 0.0]));
        // A higher level is drawn above and is nearer a viewer looking down.
        assert!(p.project([0.0, 0.0, 3.0]).y < p.project([0.0, 0.0, 0.0]).y);
        assert!(p.depth([0.0, 0.0, 3.0]) > p.depth([0.0, 0.0, 0.0]));
        // Files run left to right; flipped, right to left.
        assert!(p.project([7.0, 0.0, 0.0]).x > p.project([0.0, 0.0, 0.0]).x);
        let f = Projection::new(Camera::PRESETS[0], true);
        assert!(f.project([7.0, 0.0, 0.0]).x < f.project([0.0, 0.0, 0.0]).x);
    }

    #[test]
    fn unproject_inverts_project_on_any_plane_and_camera() {
        let area = Rect::from_min_size(pos2(30.0, 40.0), vec2(700.0, 500.0));
        for camera in Camera::PRESETS.into_iter().chain([Camera::TESSERACT]) {
            for flipped in [false, true] {
                let p = Projection::new(camera, flipped).fit(
                    [[-4.0, -4.0, 0.0], [4.0, 4.0, 5.0]],
                    area,
                    1.3,
                );
                for (x, y, h) in [(1.5, -2.25, 0.0), (-3.0, 3.5, 4.0), (0.0, 0.0, 2.5)] {
                    let (ux, uy) = p.unproject_on_plane(p.project([x, y, h]), h).unwrap();
                    assert!((ux - x).abs() < 1e-3 && (uy - y).abs() < 1e-3, "{camera:?}");
                }
            }
        }
    }

    #[test]
    fn orbit_and_zoom_stay_in_range() {
        let mut c = Camera::default();
        c.orbit(vec2(100.0, 0.0));
        assert!((c.yaw_deg - (Camera::PRESETS[0].yaw_deg + 40.0)).abs() < 1e-4);
        c.orbit(vec2(0.0, 10_000.0));
        assert_eq!(c.pitch_deg, Camera::MAX_PITCH);
        c.zoom_by(1e6);
        assert_eq!(c.zoom, Camera::MAX_ZOOM);
        let bad = Camera {
            yaw_deg: f32::NAN,
            pitch_deg: -50.0,
            zoom: 0.0,
        }
        .sanitized();
        assert!(bad.yaw_deg.is_finite() && bad.pitch_deg >= Camera::MIN_PITCH);
        assert!(bad.zoom >= Camera::MIN_ZOOM);
    }

    /// Issue 14: every notch zooms by the same factor, so 5 notches are 1.1^5 and 10
    /// notches 1.1^10, however the notches come; zooming in then out returns.
    #[test]
    fn each_wheel_notch_zooms_by_the_same_factor() {
        let mut c = Camera::default();
        c.zoom_by_notches(5.0);
        assert!((c.zoom - 1.1f32.powi(5)).abs() < 1e-4, "{}", c.zoom);
        let mut d = Camera::default();
        for _ in 0..10 {
            d.zoom_by_notches(1.0);
        }
        assert!((d.zoom - 1.1f32.powi(10)).abs() < 1e-4, "{}", d.zoom);
        d.zoom_by_notches(-10.0);
        assert!((d.zoom - 1.0).abs() < 1e-4);
        // Points count by egui's line height: 40 points are one notch.
        let mut e = Camera::default();
        e.zoom_by(5.0 * Camera::POINTS_PER_NOTCH);
        assert!((e.zoom - 1.1f32.powi(5)).abs() < 1e-4);
        e.zoom_by_notches(f32::NAN);
        assert!(e.zoom.is_finite());
    }

    #[test]
    fn faces_towards_the_light_are_brighter_and_intensity_zero_is_flat() {
        let lighting = Lighting::default();
        let top = shade(&lighting, [0.0, 0.0, 1.0]);
        let away = shade(&lighting, [0.0, 0.0, -1.0]);
        assert!(top > away);
        let flat = Lighting {
            intensity: 0.0,
            ..lighting
        };
        assert_eq!(shade(&flat, [0.0, 0.0, 1.0]), 1.0);
        assert_eq!(shade(&flat, [1.0, 0.0, 0.0]), 1.0);
    }
}
