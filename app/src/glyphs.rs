//! Characters beyond egui's built-in fonts. The core's notation uses arrows (Two Worlds'
//! `⇑` for a capture that rises), and the app's buttons use icons (`⏮ ⏯ ⏭ 💾 📂 🎨`):
//! three small bundled fonts (assets/fonts/, see its README for origin and licences) are
//! installed as fallbacks after egui's own. Anything still missing gets a readable ASCII
//! stand-in, because a missing glyph is an empty box (and egui_kittest rejects it).
//! Accessibility labels keep the original text.
use egui::{Context, FontData, FontFamily, FontId, FontInsert, FontPriority, InsertFontFamily};

/// DejaVu Sans, subset: arrows, technical symbols, geometric shapes.
static DEJAVU_SYMBOLS: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Symbols.ttf");
/// Noto Sans Symbols 2, subset: the media icons DejaVu lacks (`⏮ ⏭ ⏯`).
static NOTO_SYMBOLS2: &[u8] = include_bytes!("../../assets/fonts/NotoSansSymbols2-Subset.ttf");
/// Noto Emoji (monochrome), subset: a few button icons (`💾 📂 🎨`).
static NOTO_EMOJI: &[u8] = include_bytes!("../../assets/fonts/NotoEmoji-Subset.ttf");

/// Noto Sans CJK JP, subset: kana, the 6,355 kanji of JIS X 0208 (levels 1 and 2: the
/// interface's and nearly every name a player types), full-width forms. egui's fonts
/// have Latin, Greek and Cyrillic, but no Japanese (assets/fonts/README.md).
static NOTO_CJK_JP: &[u8] = include_bytes!("../../assets/fonts/NotoSansCJKjp-Subset.otf");

/// The bundled fonts by name, in fallback order (the diagram export loads the same
/// ones into its rasteriser, so a PNG draws what the window draws). The names are
/// egui's keys for them, in lower case as no one reads them. Statics, not constants:
/// a constant's bytes may be copied into each part of the program that names it (the
/// Japanese font, 1.5 MB, was there twice in a release build).
pub static BUNDLED_FONTS: [(&str, &[u8]); 4] = [
    ("dejavusans-symbols", DEJAVU_SYMBOLS),
    ("notosanssymbols2-subset", NOTO_SYMBOLS2),
    ("notoemoji-subset", NOTO_EMOJI),
    ("notosanscjkjp-subset", NOTO_CJK_JP),
];

/// Adds the bundled fonts as the last fallbacks of both families (egui's fonts keep
/// drawing every character they have). Cheap to call again: egui skips a font it has.
pub fn install_fonts(ctx: &Context) {
    for &(name, data) in &BUNDLED_FONTS {
        let families = [FontFamily::Proportional, FontFamily::Monospace]
            .into_iter()
            .map(|family| InsertFontFamily {
                family,
                priority: FontPriority::Lowest,
            })
            .collect();
        ctx.add_font(FontInsert::new(name, FontData::from_static(data), families));
    }
}

/// `text` with every character the fonts cannot draw replaced by `?`.
pub fn displayable(ctx: &Context, text: &str) -> String {
    let font = FontId::proportional(14.0);
    ctx.fonts_mut(|fonts| {
        if fonts.has_glyphs(&font, text) {
            return text.to_string();
        }
        let mut out = String::with_capacity(text.len());
        for c in text.chars() {
            if fonts.has_glyph(&font, c) {
                out.push(c);
            } else {
                out.push('?');
            }
        }
        out
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ready(ctx: &Context) {
        // Fonts are ready after the first pass.
        let mut output = ctx.run_ui(Default::default(), |_| {});
        output.textures_delta.clear();
    }

    #[test]
    fn without_the_bundled_fonts_missing_arrows_are_replaced() {
        let ctx = Context::default();
        ready(&ctx);
        assert_eq!(displayable(&ctx, "exd5+"), "exd5+");
        assert_eq!(displayable(&ctx, "exd5⇑"), "exd5?");
    }

    /// The notation's arrows and the icons other panels put on buttons are all drawn
    /// from a font once the bundled ones are installed, so no stand-in is needed.
    #[test]
    fn the_bundled_fonts_cover_the_arrows_and_the_button_icons() {
        let ctx = Context::default();
        install_fonts(&ctx);
        ready(&ctx);
        let wanted = "↑↓⇡⇣⇑⇓→←↩⏮◀▶⏭⏯⏸⏹💾📂📁🎨";
        for family in [FontId::proportional(14.0), FontId::monospace(14.0)] {
            for c in wanted.chars() {
                assert!(
                    ctx.fonts_mut(|f| f.has_glyph(&family, c)),
                    "{c} (U+{:04X}) missing in {family:?}",
                    c as u32
                );
            }
        }
        assert_eq!(displayable(&ctx, "exd5⇑ E4↓e4"), "exd5⇑ E4↓e4");
    }

    /// Every character of every shipped translation has a glyph (a Japanese or
    /// Russian word never shows as boxes), and so do kana and kanji a player may type
    /// in a name that no translation uses (鈴木, 橋本, 渡邊, ヴ; a kanji outside JIS X 0208
    /// shows as `?`, see [`displayable`]).
    #[test]
    fn every_translation_and_typed_japanese_names_have_glyphs() {
        let ctx = Context::default();
        install_fonts(&ctx);
        ready(&ctx);
        let font = FontId::proportional(14.0);
        let texts = crate::i18n::EMBEDDED
            .iter()
            .chain(crate::i18n::EMBEDDED_LEARN)
            .map(|(lang, file, text)| (format!("{lang}/{file}"), *text))
            .chain([("names".to_owned(), "鈴木 橋本 渡邊 ヴァルハラ ひらがな")]);
        for (file, text) in texts {
            for c in text.chars().filter(|c| !c.is_control()) {
                assert!(
                    ctx.fonts_mut(|f| f.has_glyph(&font, c)),
                    "{file}: {c} (U+{:04X}) has no glyph",
                    c as u32
                );
            }
        }
    }
}
