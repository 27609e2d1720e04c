//! Colours as `"#rrggbb"` / `"#rrggbbaa"` strings (unmultiplied alpha), through egui's
//! own hex colours; reads those and the premultiplied `[r, g, b, a]` arrays that
//! egui's own serialisation wrote.
use egui::Color32;
use egui::ecolor::HexColor;
use serde::de::{self, SeqAccess, Visitor};
use serde::{Deserializer, Serializer};
use std::fmt;

/// `#rrggbb` for an opaque colour, `#rrggbbaa` otherwise.
pub fn format(color: Color32) -> String {
    if color.a() == u8::MAX {
        HexColor::Hex6(color).to_string()
    } else {
        color.to_hex()
    }
}

/// Reads `#rrggbb` or `#rrggbbaa` (the `#` may be left out).
pub fn parse(text: &str) -> Result<Color32, String> {
    let digits = text.trim().trim_start_matches('#');
    let bad = || t!("theme-not-a-colour", text = text);
    // egui also reads the short forms (#rgb, #rgba); a theme keeps to these two.
    if !matches!(digits.len(), 6 | 8) {
        return Err(bad());
    }
    Color32::from_hex(&format!("#{digits}")).map_err(|_| bad())
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
                f.write_str(&t!("theme-expecting-colour-part"))
            }

            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Part, E> {
                u8::try_from(v)
                    .map(Part::Byte)
                    .map_err(|_| E::custom(t!("theme-not-a-colour-byte", value = v.to_string())))
            }

            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Part, E> {
                u8::try_from(v)
                    .map(Part::Byte)
                    .map_err(|_| E::custom(t!("theme-not-a-colour-byte", value = v.to_string())))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opaque_colours_are_written_with_six_digits_and_others_with_eight() {
        assert_eq!(format(Color32::from_rgb(0x12, 0xab, 0xef)), "#12abef");
        // Unmultiplied: half-transparent white is still ff ff ff, with alpha 80.
        let half = Color32::from_rgba_unmultiplied(255, 255, 255, 0x80);
        assert_eq!(format(half), "#ffffff80");
    }

    #[test]
    fn six_and_eight_digits_are_read_with_or_without_the_hash() {
        let teal = Color32::from_rgb(0x00, 0x80, 0x80);
        assert_eq!(parse("#008080"), Ok(teal));
        assert_eq!(parse(" 008080 "), Ok(teal));
        let half = Color32::from_rgba_unmultiplied(255, 0, 0, 0x80);
        assert_eq!(parse("#ff000080"), Ok(half));
        for bad in ["#f00", "#f00f", "#12345", "brown", "#gg0000", "#é0000"] {
            assert_eq!(
                parse(bad),
                Err(format!(
                    "'{bad}' is not a colour: write #rrggbb or #rrggbbaa"
                )),
            );
        }
    }
}
