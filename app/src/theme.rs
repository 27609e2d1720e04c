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
    /// Colours of single boards (by board index: Two Worlds Earth 0, Sky 1; Valhalla's
    /// two boards 0 and 1; 4D's boards in layout order). Boards past the end of the list
    /// use `board_light` and `board_dark`.
    pub per_board: Vec<BoardColors>,
    /// Size of the move markers relative to the built-in size (0.5..=1.15: larger
    /// rings would leave the cell).
    pub marker_scale: f32,
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
    pub fn label(&self) -> &'static str {
        match self {
            Background::System => "Window colour",
            Background::Plain => "Plain colour",
            Background::NightSky => "Night sky",
            Background::Dusk => "Mountains at dusk",
            Background::Sea => "Sea horizon",
            Background::Nebula => "Nebula",
            Background::Image(_) => "My image",
        }
    }
}

impl Default for Theme {
    fn default() -> Self {
        Theme {
            name: "Classic".into(),
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
            background: Background::System,
            background_color: Color32::from_rgb(0x24, 0x2a, 0x38),
            horizon_color: Color32::from_rgb(0x6a, 0x5a, 0x70),
            per_board: Vec::new(),
            marker_scale: 1.0,
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

    /// The light and dark cell colours of board `index`.
    pub fn board_colors(&self, index: usize) -> BoardColors {
        self.per_board.get(index).copied().unwrap_or(BoardColors {
            light: self.board_light,
            dark: self.board_dark,
        })
    }
}

/// Colours as `"#rrggbb"` / `"#rrggbbaa"` strings (unmultiplied alpha); reads those and
/// the premultiplied `[r, g, b, a]` arrays that egui's own serialisation wrote.
pub mod hex {
    use egui::Color32;
    use serde::de::{self, SeqAccess, Visitor};
    use serde::{Deserializer, Serializer};
    use std::fmt;

    /// `#rrggbb` for an opaque colour, `#rrggbbaa` otherwise.
    pub fn format(color: Color32) -> String {
        let [r, g, b, a] = color.to_srgba_unmultiplied();
        if a == 255 {
            format!("#{r:02x}{g:02x}{b:02x}")
        } else {
            format!("#{r:02x}{g:02x}{b:02x}{a:02x}")
        }
    }

    /// Reads `#rrggbb` or `#rrggbbaa` (the `#` may be left out).
    pub fn parse(text: &str) -> Result<Color32, String> {
        let digits = text.trim().trim_start_matches('#');
        let bad = || format!("'{text}' is not a colour: write #rrggbb or #rrggbbaa");
        if !(digits.len() == 6 || digits.len() == 8) || !digits.is_ascii() {
            return Err(bad());
        }
        let byte = |i: usize| u8::from_str_radix(&digits[i..i + 2], 16).map_err(|_| bad());
        let a = if digits.len() == 8 { byte(6)? } else { 255 };
        Ok(Color32::from_rgba_unmultiplied(
            byte(0)?,
            byte(2)?,
            byte(4)?,
            a,
        ))
    }

    pub fn serialize<S: Serializer>(color: &Color32, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&format(*color))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Color32, D::Error> {
        deserializer.deserialize_any(ColorVisitor)
    }

    struct ColorVisitor;

    impl<'de> Visitor<'de> for ColorVisitor {
        type Value = Color32;

        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a colour \"#rrggbb\" or \"#rrggbbaa\"")
        }

        fn visit_str<E: de::Error>(self, text: &str) -> Result<Color32, E> {
            parse(text).map_err(E::custom)
        }

        // egui's own serialisation: a newtype around `[r, g, b, a]` (premultiplied),
        // which RON writes as `([r, g, b, a])`.
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Color32, A::Error> {
            let mut c = [0u8; 4];
            match seq.next_element::<Part>()? {
                Some(Part::Array(array)) => c = array,
                Some(Part::Byte(first)) => {
                    c[0] = first;
                    for (i, slot) in c.iter_mut().enumerate().skip(1) {
                        *slot = seq
                            .next_element()?
                            .ok_or_else(|| de::Error::invalid_length(i, &self))?;
                    }
                }
                None => return Err(de::Error::invalid_length(0, &self)),
            }
            if seq.next_element::<de::IgnoredAny>()?.is_some() {
                return Err(de::Error::invalid_length(5, &self));
            }
            Ok(Color32::from_rgba_premultiplied(c[0], c[1], c[2], c[3]))
        }

        fn visit_newtype_struct<D: Deserializer<'de>>(self, d: D) -> Result<Color32, D::Error> {
            d.deserialize_any(ColorVisitor)
        }
    }

    /// The first element of an old colour: a byte, or the whole array in a newtype.
    enum Part {
        Byte(u8),
        Array([u8; 4]),
    }

    impl<'de> serde::Deserialize<'de> for Part {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Part, D::Error> {
            struct PartVisitor;
            impl<'de> Visitor<'de> for PartVisitor {
                type Value = Part;

                fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                    f.write_str("a byte or [r, g, b, a]")
                }

                fn visit_u64<E: de::Error>(self, v: u64) -> Result<Part, E> {
                    u8::try_from(v)
                        .map(Part::Byte)
                        .map_err(|_| E::custom(format!("{v} is not a colour byte (0..=255)")))
                }

                fn visit_i64<E: de::Error>(self, v: i64) -> Result<Part, E> {
                    u8::try_from(v)
                        .map(Part::Byte)
                        .map_err(|_| E::custom(format!("{v} is not a colour byte (0..=255)")))
                }

                fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Part, A::Error> {
                    let mut c = [0u8; 4];
                    for (i, slot) in c.iter_mut().enumerate() {
                        *slot = seq
                            .next_element()?
                            .ok_or_else(|| de::Error::invalid_length(i, &self))?;
                    }
                    Ok(Part::Array(c))
                }
            }
            d.deserialize_any(PartVisitor)
        }
    }
}
