//! Theme tokens: every colour the board and the pieces use, with semantic names, in one
//! serialisable struct (saved as RON by the customisation studio, see `crate::studio`).
//! Drawing code reads tokens, never literal colours.
//!
//! Colours are written as `"#rrggbb"` or `"#rrggbbaa"` (not premultiplied), so theme
//! files can be edited by hand; the `[r, g, b, a]` arrays of older saves still load.
use egui::Color32;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// Colours of one side's pieces.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PieceColors {
    /// Fill of the piece.
    #[serde(with = "hex")]
    pub fill: Color32,
    /// The silhouette's outline.
    #[serde(with = "hex")]
    pub outline: Color32,
    /// Inner lines (collars, the bishop's slit, the knight's eye).
    #[serde(with = "hex")]
    pub detail: Color32,
}

/// Light of the pseudo-3D views: where it comes from and how strong it is. Faces turned
/// towards the light are drawn brighter, the others darker.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
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
///
/// Unknown fields are refused (a misspelt field in a hand-edited theme file would
/// otherwise be silently ignored); new fields need `#[serde(default)]` semantics, which
/// the struct-level default gives them, so older files keep loading.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Theme {
    /// Shown in the studio and used as the file name when saved.
    pub name: String,
    #[serde(with = "hex")]
    pub board_light: Color32,
    #[serde(with = "hex")]
    pub board_dark: Color32,
    /// Text of the file and rank labels and the board names.
    #[serde(with = "hex")]
    pub coordinates: Color32,
    /// Tint over the two cells of the last move.
    #[serde(with = "hex")]
    pub last_move: Color32,
    /// Glow under a king in check.
    #[serde(with = "hex")]
    pub check: Color32,
    /// Tint over the selected cell.
    #[serde(with = "hex")]
    pub selected: Color32,
    /// The keyboard focus ring.
    #[serde(with = "hex")]
    pub focus_ring: Color32,
    /// Dot on a quiet move's target.
    #[serde(with = "hex")]
    pub move_dot: Color32,
    /// Ring on a capture's target (and the en-passant victim).
    #[serde(with = "hex")]
    pub capture_ring: Color32,
    /// Dashed circle on a vertical move's target.
    #[serde(with = "hex")]
    pub vertical_ring: Color32,
    /// Frame on a cell a transferred piece may be placed on.
    #[serde(with = "hex")]
    pub placement: Color32,
    pub white: PieceColors,
    pub black: PieceColors,
    /// Opacity of a ghost piece (Two Worlds), 0..1.
    pub ghost_opacity: f32,
    /// Background of the game-over banner.
    #[serde(with = "hex")]
    pub banner: Color32,
    #[serde(with = "hex")]
    pub banner_text: Color32,
    /// Light of the pseudo-3D views.
    pub lighting: Lighting,
    /// What is drawn behind the boards.
    pub background: Background,
    /// The plain background, and the top of the sky of the landscapes.
    #[serde(with = "hex")]
    pub background_color: Color32,
    /// Where the landscapes' sky meets the land or the sea.
    #[serde(with = "hex")]
    pub horizon_color: Color32,
    /// Colours of the other boards, one entry per board slot after the first (see
    /// [`Theme::board_slot`]): Two Worlds' Sky, 4D's w=1 boards, Valhalla's second board.
    /// The first slot, and slots past the end of this list, use `board_light` and
    /// `board_dark`.
    pub other_boards: Vec<BoardColors>,
    /// Size of the move markers relative to the built-in size (0.5..=1.15: larger
    /// rings would leave the cell).
    pub marker_scale: f32,
    /// The window's panels, menus and dialogs (egui's panel and window fill); light or
    /// dark, it decides egui's light or dark look (see [`Theme::visuals`]).
    #[serde(with = "hex")]
    pub panel: Color32,
    /// Text and controls on the panels.
    #[serde(with = "hex")]
    pub panel_text: Color32,
    /// The arrows and circles drawn on the board (`board::drawings`), lichess's four
    /// brushes: none, Shift, Alt, Shift+Alt.
    #[serde(with = "hex")]
    pub draw_green: Color32,
    #[serde(with = "hex")]
    pub draw_red: Color32,
    #[serde(with = "hex")]
    pub draw_blue: Color32,
    #[serde(with = "hex")]
    pub draw_yellow: Color32,
    /// A clock with little time left (under 10 s or a tenth of the base time), made
    /// readable on the panel where it is drawn.
    #[serde(with = "hex")]
    pub clock_low: Color32,
}

/// WCAG 2 AA: the least contrast ratio for normal text.
pub const MIN_TEXT_CONTRAST: f32 = 4.5;

/// WCAG 2 relative luminance of a colour's red, green and blue (0 = black, 1 = white);
/// alpha is ignored.
pub fn relative_luminance(color: Color32) -> f32 {
    let [r, g, b, _] = color.to_srgba_unmultiplied();
    let linear = |c: u8| {
        let c = f32::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/// WCAG 2 contrast ratio of text `fg` on `bg` (1..=21). A translucent `fg` is seen
/// blended over `bg`; `bg` counts as opaque.
pub fn contrast_ratio(fg: Color32, bg: Color32) -> f32 {
    let [br, bg_, bb, _] = bg.to_srgba_unmultiplied();
    let opaque_bg = Color32::from_rgb(br, bg_, bb);
    let seen = blend(fg, opaque_bg);
    let (a, b) = (relative_luminance(seen), relative_luminance(opaque_bg));
    let (light, dark) = if a > b { (a, b) } else { (b, a) };
    (light + 0.05) / (dark + 0.05)
}

/// `fg` (unmultiplied alpha) painted over the opaque `bg`.
fn blend(fg: Color32, bg: Color32) -> Color32 {
    let [fr, fg_, fb, fa] = fg.to_srgba_unmultiplied();
    let [br, bg_, bb, _] = bg.to_srgba_unmultiplied();
    let a = f32::from(fa) / 255.0;
    let mix = |f: u8, b: u8| (f32::from(f) * a + f32::from(b) * (1.0 - a)).round() as u8;
    Color32::from_rgb(mix(fr, br), mix(fg_, bg_), mix(fb, bb))
}

/// `a` moved towards `b` by `t` (0..1), opaque.
fn mix(a: Color32, b: Color32, t: f32) -> Color32 {
    let [ar, ag, ab, _] = a.to_srgba_unmultiplied();
    let [br, bg, bb, _] = b.to_srgba_unmultiplied();
    let l = |x: u8, y: u8| (f32::from(x) + (f32::from(y) - f32::from(x)) * t).round() as u8;
    Color32::from_rgb(l(ar, br), l(ag, bg), l(ab, bb))
}

/// `fg`, or the nearest colour towards black or white that reads on `bg` at
/// [`MIN_TEXT_CONTRAST`] (egui's warning orange on a light panel, say).
pub fn readable_on(fg: Color32, bg: Color32) -> Color32 {
    if contrast_ratio(fg, bg) >= MIN_TEXT_CONTRAST {
        return fg;
    }
    let towards = if relative_luminance(bg) > 0.18 {
        Color32::BLACK
    } else {
        Color32::WHITE
    };
    (1..=20)
        .map(|i| mix(fg, towards, i as f32 / 20.0))
        .find(|c| contrast_ratio(*c, bg) >= MIN_TEXT_CONTRAST)
        .unwrap_or(towards)
}

/// A pair of colours of a theme that must read as text, and how well it does.
#[derive(Clone, Debug, PartialEq)]
pub struct Contrast {
    /// "Panel text on the panel", "Coordinates on the background" …
    pub what: String,
    pub ratio: f32,
}

impl Contrast {
    pub fn is_enough(&self) -> bool {
        self.ratio >= MIN_TEXT_CONTRAST
    }
}

/// Light and dark cells of one board.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardColors {
    #[serde(with = "hex")]
    pub light: Color32,
    #[serde(with = "hex")]
    pub dark: Color32,
}

/// The picture behind the boards.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Background {
    /// egui's own panel colour (follows the light or dark look).
    #[default]
    System,
    /// `background_color` everywhere.
    Plain,
    /// A starry night over dark hills, with a crescent moon.
    NightSky,
    /// Mountain ridges against a dusk sky and a setting sun.
    Dusk,
    /// A calm sea under a wide sky, the sun's reflection on the water.
    Sea,
    /// Coloured clouds of gas among the stars.
    Nebula,
    /// The user's own PNG or JPEG picture, scaled to cover the area.
    Image(PathBuf),
}

impl Background {
    /// The built-in backgrounds, in the studio's order.
    pub const BUILT_IN: [Background; 6] = [
        Background::System,
        Background::Plain,
        Background::NightSky,
        Background::Dusk,
        Background::Sea,
        Background::Nebula,
    ];

    /// The name shown in the studio.
    pub fn label(&self) -> String {
        match self {
            Background::System => t!("theme-background-system"),
            Background::Plain => t!("theme-background-plain"),
            Background::NightSky => t!("theme-background-night-sky"),
            Background::Dusk => t!("theme-background-dusk"),
            Background::Sea => t!("theme-background-sea"),
            Background::Nebula => t!("theme-background-nebula"),
            Background::Image(_) => t!("theme-background-image"),
        }
    }
}

impl Default for Theme {
    fn default() -> Self {
        Theme {
            name: "Classic".into(),
            board_light: Color32::from_rgb(0xec, 0xd9, 0xb9),
            board_dark: Color32::from_rgb(0xae, 0x8a, 0x68),
            coordinates: Color32::from_rgb(0x5a, 0x4a, 0x38),
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
            background: Background::System,
            background_color: Color32::from_rgb(0x24, 0x2a, 0x38),
            horizon_color: Color32::from_rgb(0x6a, 0x5a, 0x70),
            other_boards: Vec::new(),
            marker_scale: 1.0,
            panel: Color32::from_rgb(0xf4, 0xef, 0xe6),
            panel_text: Color32::from_rgb(0x2a, 0x25, 0x20),
            // lichess's brushes, a little translucent so a piece under an arrow shows.
            draw_green: Color32::from_rgba_unmultiplied(0x15, 0x78, 0x1b, 0xd0),
            draw_red: Color32::from_rgba_unmultiplied(0x88, 0x20, 0x20, 0xd0),
            draw_blue: Color32::from_rgba_unmultiplied(0x00, 0x30, 0x88, 0xd0),
            draw_yellow: Color32::from_rgba_unmultiplied(0xe6, 0x8f, 0x00, 0xd0),
            clock_low: Color32::from_rgb(0xc0, 0x1c, 0x1c),
        }
    }
}

impl Theme {
    /// Whether the panels are dark, so egui's dark look is the base.
    pub fn is_dark(&self) -> bool {
        relative_luminance(self.panel) < 0.18
    }

    /// egui's look for this theme, consistent in every part: the light or dark base
    /// chosen by the panel colour, the panels, windows and menus in that colour, text
    /// and controls in `panel_text`, controls filled with shades between the two, and
    /// egui's own warning, error and link colours made readable on the panel.
    pub fn visuals(&self) -> egui::Visuals {
        let (panel, text) = (self.panel, self.panel_text);
        let mut v = if self.is_dark() {
            egui::Visuals::dark()
        } else {
            egui::Visuals::light()
        };
        let shade = |t: f32| mix(panel, text, t);
        v.override_text_color = None;
        v.panel_fill = panel;
        v.window_fill = panel;
        v.faint_bg_color = shade(0.04);
        v.extreme_bg_color = shade(0.07);
        v.code_bg_color = shade(0.1);
        v.window_stroke.color = shade(0.3);
        v.hyperlink_color = readable_on(v.hyperlink_color, panel);
        v.warn_fg_color = readable_on(v.warn_fg_color, panel);
        v.error_fg_color = readable_on(v.error_fg_color, panel);
        let states = [
            (&mut v.widgets.noninteractive, 0.0, 0.2),
            (&mut v.widgets.inactive, 0.1, 0.3),
            (&mut v.widgets.hovered, 0.16, 0.5),
            (&mut v.widgets.active, 0.22, 0.7),
            (&mut v.widgets.open, 0.16, 0.5),
        ];
        for (widget, fill, edge) in states {
            widget.bg_fill = shade(fill);
            widget.weak_bg_fill = shade(fill);
            widget.bg_stroke.color = shade(edge);
            // The user's own colour, as picked: the studio warns if it does not read.
            widget.fg_stroke.color = text;
        }
        // A chosen button ("3D 1", a ready-made theme): a stronger shade, the same text.
        let chosen = shade(0.26);
        v.selection.bg_fill = chosen;
        v.selection.stroke.color = text;
        v.text_cursor.stroke.color = text;
        v
    }

    /// Applies [`Theme::visuals`] to egui (the one place that sets egui's look); cheap
    /// when nothing changed.
    pub fn apply_to(&self, ctx: &egui::Context) {
        let base = if self.is_dark() {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        };
        let visuals = self.visuals();
        if ctx.theme() != base {
            ctx.set_theme(base);
        }
        if ctx.style_of(base).visuals != visuals {
            ctx.set_visuals_of(base, visuals);
        }
    }

    /// The colour the board's coordinates and titles are read on: the panel colour
    /// (the window colour, and the backdrop they get over a landscape or a picture) or
    /// the plain background.
    pub fn label_background(&self) -> Color32 {
        match self.background {
            Background::Plain => self.background_color,
            _ => self.panel,
        }
    }

    /// Every pair of the theme's colours that is read as text, with its contrast:
    /// panel text on the panel and on every state of a control, a chosen control's
    /// text, warnings and errors, the banner, the coordinates.
    pub fn contrasts(&self) -> Vec<Contrast> {
        let v = self.visuals();
        let mut out = Vec::new();
        let mut add = |what: String, fg: Color32, bg: Color32| {
            out.push(Contrast {
                what,
                ratio: contrast_ratio(fg, bg),
            });
        };
        add(t!("theme-contrast-window"), v.text_color(), v.panel_fill);
        add(t!("theme-contrast-dialogs"), v.text_color(), v.window_fill);
        // A selector key of the messages, not a word: the messages say them.
        let states = [
            ("button", &v.widgets.inactive),
            ("hovered", &v.widgets.hovered),
            ("pressed", &v.widgets.active),
            ("menu", &v.widgets.open),
            ("label", &v.widgets.noninteractive),
        ];
        for (state, w) in states {
            add(
                t!("theme-contrast-text-of", state = state),
                w.fg_stroke.color,
                w.weak_bg_fill,
            );
            add(
                t!("theme-contrast-text-of-filled", state = state),
                w.fg_stroke.color,
                w.bg_fill,
            );
        }
        add(
            t!("theme-contrast-chosen"),
            v.selection.stroke.color,
            v.selection.bg_fill,
        );
        add(t!("theme-contrast-warnings"), v.warn_fg_color, v.panel_fill);
        add(t!("theme-contrast-errors"), v.error_fg_color, v.panel_fill);
        add(t!("theme-contrast-links"), v.hyperlink_color, v.panel_fill);
        add(t!("theme-contrast-banner"), self.banner_text, self.banner);
        let behind = self.label_background();
        add(t!("theme-contrast-coordinates"), self.coordinates, behind);
        out
    }

    /// The pairs of [`Theme::contrasts`] below WCAG AA (4.5:1).
    pub fn contrast_problems(&self) -> Vec<Contrast> {
        self.contrasts()
            .into_iter()
            .filter(|c| !c.is_enough())
            .collect()
    }

    /// The piece colours of a side.
    pub fn pieces(&self, color: otherworlds_core::Color) -> &PieceColors {
        match color {
            otherworlds_core::Color::White => &self.white,
            otherworlds_core::Color::Black => &self.black,
        }
    }

    /// Which colour slot board `index` of `geometry` uses: its level where boards are
    /// stacked (Two Worlds' Earth and Sky, 4D's w rows), its index where they lie side by
    /// side (Valhalla), so boards of one level always look alike.
    pub fn board_slot(geometry: &otherworlds_core::geometry::Geometry, index: usize) -> usize {
        let stacked = geometry.boards.iter().any(|b| b.level > 0);
        match geometry.boards.get(index) {
            Some(board) if stacked => usize::from(board.level),
            _ => index,
        }
    }

    /// The light and dark cell colours of board `index` of `geometry`.
    pub fn cell_colors(
        &self,
        geometry: &otherworlds_core::geometry::Geometry,
        index: usize,
    ) -> BoardColors {
        self.board_colors(Theme::board_slot(geometry, index))
    }

    /// The light and dark cell colours of colour slot `slot` (see [`Theme::board_slot`]).
    pub fn board_colors(&self, slot: usize) -> BoardColors {
        let other = slot.checked_sub(1).and_then(|i| self.other_boards.get(i));
        other.copied().unwrap_or(BoardColors {
            light: self.board_light,
            dark: self.board_dark,
        })
    }
}

pub mod hex;

#[cfg(test)]
mod tests {
    use super::*;

    /// Known values of WCAG 2's formula.
    #[test]
    fn contrast_ratio_matches_the_wcag_formula() {
        let close = |a: f32, b: f32| (a - b).abs() < 0.02;
        assert!(close(contrast_ratio(Color32::BLACK, Color32::WHITE), 21.0));
        assert!(close(contrast_ratio(Color32::WHITE, Color32::BLACK), 21.0));
        assert!(close(contrast_ratio(Color32::WHITE, Color32::WHITE), 1.0));
        // #777777 on white is the classic just-below-AA grey (4.48:1).
        let grey = Color32::from_rgb(0x77, 0x77, 0x77);
        assert!(close(contrast_ratio(grey, Color32::WHITE), 4.48));
        // Pure red on white 4.0:1, blue 8.59:1.
        assert!(close(
            contrast_ratio(Color32::from_rgb(255, 0, 0), Color32::WHITE),
            4.0
        ));
        assert!(close(
            contrast_ratio(Color32::from_rgb(0, 0, 255), Color32::WHITE),
            8.59
        ));
        assert!(close(relative_luminance(Color32::WHITE), 1.0));
        assert!(close(relative_luminance(Color32::BLACK), 0.0));
        // Half-transparent black on white reads as a mid grey.
        let half = Color32::from_rgba_unmultiplied(0, 0, 0, 128);
        let r = contrast_ratio(half, Color32::WHITE);
        assert!(r > 3.0 && r < 5.0, "{r}");
    }

    #[test]
    fn readable_on_moves_a_colour_until_it_reads() {
        let orange = Color32::from_rgb(255, 143, 0);
        let fixed = readable_on(orange, Color32::WHITE);
        assert!(contrast_ratio(fixed, Color32::WHITE) >= MIN_TEXT_CONTRAST);
        assert_eq!(readable_on(Color32::BLACK, Color32::WHITE), Color32::BLACK);
    }

    #[test]
    fn a_light_panel_gives_the_light_look_and_a_dark_one_the_dark_look() {
        let light = Theme::default();
        assert!(!light.is_dark() && !light.visuals().dark_mode);
        let dark = Theme {
            panel: Color32::from_rgb(0x10, 0x10, 0x18),
            panel_text: Color32::from_rgb(0xee, 0xee, 0xee),
            coordinates: Color32::from_rgb(0xc0, 0xc0, 0xc8),
            ..Theme::default()
        };
        assert!(dark.is_dark() && dark.visuals().dark_mode);
        assert_eq!(dark.visuals().panel_fill, dark.panel);
        assert!(
            dark.contrast_problems().is_empty(),
            "{:?}",
            dark.contrast_problems()
        );
        let bad = Theme {
            panel_text: Color32::from_rgb(0x30, 0x30, 0x38),
            ..dark
        };
        assert!(
            bad.contrast_problems()
                .iter()
                .any(|c| c.what == "Window text on the window")
        );
    }
}
