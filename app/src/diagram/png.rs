//! PNG from the diagram's SVG: resvg rasterises it with a font database holding only
//! egui's default fonts and the app's bundled ones, never the system's, so the same
//! SVG gives the same pixels on every machine.
use super::DiagramError;
use super::svg::PROPORTIONAL_FAMILY;
use resvg::{tiny_skia, usvg};

/// Rasterises `svg` at its own width and height (its `width`/`height` attributes).
pub fn rasterise(svg: &str) -> Result<Vec<u8>, DiagramError> {
    let mut options = usvg::Options {
        font_family: PROPORTIONAL_FAMILY.to_string(),
        ..usvg::Options::default()
    };
    for font in fonts() {
        options.fontdb_mut().load_font_data(font);
    }
    let tree =
        usvg::Tree::from_str(svg, &options).map_err(|e| DiagramError::Raster(e.to_string()))?;
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height()).ok_or_else(|| {
        DiagramError::Raster(t!(
            "diagram-error-size",
            width = size.width(),
            height = size.height()
        ))
    })?;
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    pixmap
        .encode_png()
        .map_err(|e| DiagramError::Raster(e.to_string()))
}

/// The fonts the window draws with: egui's own (Ubuntu Light, Hack, the emoji fonts),
/// then the bundled fallbacks.
pub fn fonts() -> Vec<Vec<u8>> {
    let egui_fonts = egui::FontDefinitions::default()
        .font_data
        .into_values()
        .map(|data| {
            let bytes: &[u8] = (*data.font).as_ref();
            bytes.to_vec()
        });
    let bundled = crate::glyphs::BUNDLED_FONTS
        .iter()
        .map(|(_, data)| data.to_vec());
    egui_fonts.chain(bundled).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The SVG's font attributes name fonts the rasteriser has (else its text would
    /// fall back to nothing: there are no system fonts here).
    #[test]
    fn the_svg_font_families_are_in_the_font_database() {
        let mut db = usvg::fontdb::Database::new();
        for font in fonts() {
            db.load_font_data(font);
        }
        let families: Vec<String> = db
            .faces()
            .flat_map(|f| f.families.iter().map(|(name, _)| name.clone()))
            .collect();
        let ubuntu = db.query(&usvg::fontdb::Query {
            families: &[usvg::fontdb::Family::Name(PROPORTIONAL_FAMILY)],
            weight: usvg::fontdb::Weight(super::super::svg::PROPORTIONAL_WEIGHT),
            ..Default::default()
        });
        assert!(ubuntu.is_some(), "{families:?}");
        assert!(
            families
                .iter()
                .any(|f| f == super::super::svg::MONOSPACE_FAMILY),
            "{families:?}"
        );
    }
}
