//! Diagram export for worksheets: the board as the app draws it, as SVG (real vector
//! output: every piece one `<g class="piece">` of paths) or as PNG (that SVG rasterised
//! by resvg with the app's own fonts).
//!
//! There is one drawing of the board. The board views' own painters
//! ([`crate::board::board_ui`], [`crate::view3d::view_ui`]) run in a headless egui
//! context ([`render`]), and the shapes they paint become SVG elements ([`svg`]); a
//! diagram cannot drift from the window, and no piece or board is drawn a second time.
//! [`cli`] is `otherworlds diagram …`, [`dialog`] the app's "Export diagram…".
//!
//! The entry point for any screen (the game, a lesson): build a [`Diagram`] from a
//! [`BoardModel`] and call [`encode`] or [`export`].
pub mod dialog;
mod png;
pub mod render;
mod svg;

use crate::board::BoardModel;
use crate::theme::Theme;
use crate::view3d::{ViewMode, ViewSettings};
use otherworlds_core::geometry::Cell;
use std::path::{Path, PathBuf};

/// The width of the drawing in egui points, whatever the picture's width in pixels:
/// the board is laid out at this width and scaled, so a diagram looks the same at every
/// size (text, lines and pieces keep their proportions).
pub const LOGICAL_WIDTH: f32 = 800.0;
/// The picture's width in pixels when none is asked for.
pub const DEFAULT_WIDTH: u32 = 800;
/// The narrowest and widest pictures, in pixels (4096 is a poster at 300 dpi; beyond
/// that a PNG's memory grows past what a worksheet needs).
pub const MIN_WIDTH: u32 = 64;
pub const MAX_WIDTH: u32 = 4096;

/// The file formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum DiagramFormat {
    Svg,
    Png,
}

impl DiagramFormat {
    pub const ALL: [DiagramFormat; 2] = [DiagramFormat::Svg, DiagramFormat::Png];

    /// The file extension (also the format's name on the command line).
    pub fn extension(self) -> &'static str {
        match self {
            DiagramFormat::Svg => "svg",
            DiagramFormat::Png => "png",
        }
    }

    /// The format a file name asks for by its extension.
    pub fn of_path(path: &Path) -> Option<DiagramFormat> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        DiagramFormat::ALL
            .into_iter()
            .find(|f| f.extension() == ext)
    }

    /// How a person names it: "SVG (vector)".
    pub fn describe(self) -> String {
        match self {
            DiagramFormat::Svg => t!("diagram-format-svg"),
            DiagramFormat::Png => t!("diagram-format-png"),
        }
    }
}

/// What a diagram shows and how. [`Diagram::new`] gives the defaults of the command
/// line: the 2D view, markers and coordinates on, no caption, 800 pixels wide.
#[derive(Clone, Debug)]
pub struct Diagram<'a> {
    pub model: &'a BoardModel,
    /// The piece whose legal targets are marked (as when it is selected in the app).
    pub selected: Option<Cell>,
    /// The view (2D, layers, tesseract) and its cameras; the tesseract falls back to
    /// the layers where the variant has none, as in the app.
    pub view: ViewSettings,
    pub theme: &'a Theme,
    pub flipped: bool,
    pub coordinates: bool,
    /// Everything drawn over the cells that is not a piece: the selected piece, its
    /// targets and beams, Valhalla's placement frames, the last move and check tints.
    /// Off: the cells and the pieces only.
    pub markers: bool,
    /// A line (or a few) under the board.
    pub caption: Option<String>,
    /// The picture's width in pixels (the PNG's, and the SVG's `width`), within
    /// [`MIN_WIDTH`]..=[`MAX_WIDTH`]; the height follows the drawing (see [`render`]).
    pub width: u32,
}

impl<'a> Diagram<'a> {
    pub fn new(model: &'a BoardModel, theme: &'a Theme) -> Diagram<'a> {
        Diagram {
            model,
            selected: None,
            view: ViewSettings::default(),
            theme,
            flipped: false,
            coordinates: true,
            markers: true,
            caption: None,
            width: DEFAULT_WIDTH,
        }
    }

    /// The view drawn: the one asked for where the variant has it.
    pub fn effective_view(&self) -> ViewMode {
        self.view.effective(&self.model.geometry)
    }
}

/// The height in pixels of a drawing `logical_height` points high, `width` pixels wide.
fn scaled_height(width: u32, logical_height: f32) -> u32 {
    ((width as f32 * logical_height / LOGICAL_WIDTH).round() as u32).max(1)
}

/// Why a diagram was not made or not written.
#[derive(Debug, thiserror::Error)]
pub enum DiagramError {
    Raster(String),
    Write {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

impl std::fmt::Display for DiagramError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            DiagramError::Raster(e) => t!("diagram-error-raster", error = e.as_str()),
            DiagramError::Write { path, source } => t!(
                "diagram-error-write",
                file = path.display().to_string(),
                error = source.to_string()
            ),
        };
        f.write_str(&text)
    }
}

/// The diagram as SVG text (valid XML, the same text for the same diagram).
pub fn svg(diagram: &Diagram<'_>) -> String {
    let drawing = render::draw(diagram);
    let width = diagram.width.clamp(MIN_WIDTH, MAX_WIDTH);
    let height = scaled_height(width, drawing.canvas.y);
    let title = diagram
        .caption
        .clone()
        .unwrap_or_else(|| t!("diagram-svg-title"));
    svg::document(&drawing.shapes, drawing.canvas, [width, height], &title)
}

/// The diagram as a PNG file's bytes, exactly `width` pixels wide.
pub fn png(diagram: &Diagram<'_>) -> Result<Vec<u8>, DiagramError> {
    png::rasterise(&svg(diagram))
}

/// The diagram's file in `format`.
pub fn encode(diagram: &Diagram<'_>, format: DiagramFormat) -> Result<Vec<u8>, DiagramError> {
    match format {
        DiagramFormat::Svg => Ok(svg(diagram).into_bytes()),
        DiagramFormat::Png => png(diagram),
    }
}

/// Writes the diagram to `path` in `format`, atomically (the old file or the new one,
/// never half of one).
pub fn export(
    diagram: &Diagram<'_>,
    format: DiagramFormat,
    path: &Path,
) -> Result<(), DiagramError> {
    let bytes = encode(diagram, format)?;
    otherworlds_core::record::write_atomic(path, &bytes).map_err(|source| DiagramError::Write {
        path: path.to_path_buf(),
        source,
    })
}
