//! Text from the core (move notation, phase lines, messages) may use characters that
//! egui's built-in fonts lack, such as Two Worlds' arrows. Shown as they are they
//! would be empty boxes (and egui_kittest rejects them), so missing characters get a
//! readable ASCII stand-in. Accessibility labels keep the original text.
use egui::{Context, FontId};

/// `text` with every character the font cannot draw replaced by a stand-in.
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
                out.push_str(stand_in(c));
            }
        }
        out
    })
}

/// ASCII for the arrows of the Two Worlds notation, `?` for anything else.
fn stand_in(c: char) -> &'static str {
    match c {
        '↑' => "^",
        '↓' => "v",
        '⇡' => "^:",
        '⇣' => "v:",
        '⇑' => "^^",
        '⇓' => "vv",
        '→' => "->",
        '←' => "<-",
        '↩' => "<-'",
        _ => "?",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_is_kept_and_missing_arrows_are_replaced() {
        let ctx = Context::default();
        // Fonts are ready after the first pass.
        let mut output = ctx.run_ui(Default::default(), |_| {});
        output.textures_delta.clear();
        assert_eq!(displayable(&ctx, "exd5+"), "exd5+");
        let shown = displayable(&ctx, "exd5⇑");
        assert!(shown.starts_with("exd5"));
        assert!(ctx.fonts_mut(|f| f.has_glyphs(&FontId::proportional(14.0), &shown)));
    }
}
