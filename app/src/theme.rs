//! Theme tokens: every colour the board and the pieces use, with semantic names, in one
//! serialisable struct (saved as RON in issue 7). Drawing code reads tokens, never
//! literal colours.
use egui::Color32;
use serde::{Deserialize, Serialize};

/// Colours of one side's pieces.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PieceColors {
    /// Fill of the piece.
    pub fill: Color32,
    /// The silhouette's outline.
    pub outline: Color32,
    /// Inner lines (collars, the bishop's slit, the knight's eye).
    pub detail: Color32,
}

/// Light of the pseudo-3D views: where it comes from and how strong it is. Faces turned
/// towards the light are drawn brighter, the others darker.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Lighting {
    /// Compass direction the light comes from, in degrees (0 = from the viewer's back).
    pub azimuth_deg: f32,
    /// Height of the light above the board plane, in degrees (90 = straight above).
    pub elevation_deg: f32,
    /// 0 = flat colours, 1 = full shading.
    pub intensity: f32,
}

impl Default for Lighting {
    fn default() -> Self {
        Lighting {
            azimuth_deg: 315.0,
            elevation_deg: 55.0,
            intensity: 0.6,
        }
    }
}

/// All colours and proportions of the board view.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Theme {
    pub board_light: Color32,
    pub board_dark: Color32,
    /// Text of the file and rank labels and the board names.
    pub coordinates: Color32,
    /// Tint over the two cells of the last move.
    pub last_move: Color32,
    /// Glow under a king in check.
    pub check: Color32,
    /// Tint over the selected cell.
    pub selected: Color32,
    /// The keyboard focus ring.
    pub focus_ring: Color32,
    /// Dot on a quiet move's target.
    pub move_dot: Color32,
    /// Ring on a capture's target (and the en-passant victim).
    pub capture_ring: Color32,
    /// Dashed circle on a vertical move's target.
    pub vertical_ring: Color32,
    /// Frame on a cell a transferred piece may be placed on.
    pub placement: Color32,
    pub white: PieceColors,
    pub black: PieceColors,
    /// Opacity of a ghost piece (Two Worlds), 0..1.
    pub ghost_opacity: f32,
    /// Background of the game-over banner.
    pub banner: Color32,
    pub banner_text: Color32,
    /// Light of the pseudo-3D views.
    pub lighting: Lighting,
}

impl Default for Theme {
    fn default() -> Self {
        Theme {
            board_light: Color32::from_rgb(0xec, 0xd9, 0xb9),
            board_dark: Color32::from_rgb(0xae, 0x8a, 0x68),
            coordinates: Color32::from_rgb(0x8a, 0x7a, 0x66),
            last_move: Color32::from_rgba_unmultiplied(0xd8, 0xc0, 0x20, 110),
            check: Color32::from_rgb(0xe0, 0x20, 0x20),
            selected: Color32::from_rgba_unmultiplied(0x20, 0x80, 0x60, 120),
            focus_ring: Color32::from_rgb(0x20, 0x70, 0xe0),
            move_dot: Color32::from_rgba_unmultiplied(0x10, 0x40, 0x30, 130),
            capture_ring: Color32::from_rgb(0xd0, 0x20, 0x20),
            vertical_ring: Color32::from_rgb(0x20, 0x50, 0xc0),
            placement: Color32::from_rgb(0x10, 0x90, 0x80),
            white: PieceColors {
                fill: Color32::from_rgb(0xfa, 0xf8, 0xf0),
                outline: Color32::from_rgb(0x22, 0x22, 0x22),
                detail: Color32::from_rgb(0x22, 0x22, 0x22),
            },
            black: PieceColors {
                fill: Color32::from_rgb(0x2e, 0x2b, 0x28),
                outline: Color32::from_rgb(0x0a, 0x0a, 0x0a),
                detail: Color32::from_rgb(0xc8, 0xc0, 0xb0),
            },
            ghost_opacity: 0.6,
            banner: Color32::from_rgb(0x30, 0x3a, 0x4a),
            banner_text: Color32::from_rgb(0xf4, 0xf4, 0xf4),
            lighting: Lighting::default(),
        }
    }
}

impl Theme {
    /// The piece colours of a side.
    pub fn pieces(&self, color: otherworlds_core::Color) -> &PieceColors {
        match color {
            otherworlds_core::Color::White => &self.white,
            otherworlds_core::Color::Black => &self.black,
        }
    }
}
