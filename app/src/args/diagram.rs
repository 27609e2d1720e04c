//! `otherworlds diagram --variant V [--position S] [--moves M...] [--select CELL]
//! --format svg|png -o FILE`: a diagram written without a window (no display needed),
//! so teachers can script their worksheets. The position and moves are read as the
//! command-line tool reads them (RULES.md §5: the core's position strings and turn
//! strings); the board is drawn by the app's own views. Bad input is one line naming
//! what is wrong (the caller exits with status 1).
use crate::board::BoardModel;
use crate::diagram::{DEFAULT_WIDTH, Diagram, DiagramFormat, MAX_WIDTH, MIN_WIDTH, render};
use crate::game::session::{GameSession, capitalised};
use crate::studio::presets::presets;
use crate::theme::Theme;
use crate::view3d::{ViewMode, ViewSettings, tesseract};
use otherworlds_core::geometry::Cell;
use otherworlds_core::quote::quote;
use otherworlds_core::{AnyPosition, Game, Variant};
use std::path::PathBuf;

/// The ready-made theme diagrams use unless told otherwise: black and white, on paper.
pub const DEFAULT_THEME: &str = "ink";

/// Which view draws the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum DiagramView {
    /// The flat boards side by side.
    #[default]
    #[value(name = "2d")]
    Flat,
    /// The stacked layers (first preset camera).
    #[value(name = "3d")]
    Layers,
    /// The tesseract (4D only).
    Tesseract,
}

impl DiagramView {
    fn mode(self) -> ViewMode {
        match self {
            DiagramView::Flat => ViewMode::Flat,
            DiagramView::Layers => ViewMode::Iso,
            DiagramView::Tesseract => ViewMode::Tesseract,
        }
    }
}

/// The arguments of `otherworlds diagram`.
#[derive(Clone, Debug, PartialEq, clap::Args)]
pub struct DiagramArgs {
    /// Variant id (RULES.md §5): standard, two-worlds, 4d, 4d-classic,
    /// valhalla[:inverted][:mirror][:eternal]
    #[arg(long, value_name = "ID")]
    pub variant: Variant,
    /// Position string (FEN or the variant's form); the start position if omitted
    #[arg(long, value_name = "STRING")]
    pub position: Option<String>,
    /// Moves played from the position first (move strings; Valhalla: turn strings)
    #[arg(long, value_name = "MOVE", num_args = 1..)]
    pub moves: Vec<String>,
    /// The piece whose legal targets are marked, by its cell's name (e2, E4 on the
    /// Sky, a1[0,1] in 4D; in Valhalla the board whose turn it is)
    #[arg(long, value_name = "CELL")]
    pub select: Option<String>,
    /// The file's format; without it, the output's extension (.svg or .png) decides
    #[arg(long, value_enum)]
    pub format: Option<DiagramFormat>,
    /// The file to write (replaced atomically if it exists)
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: PathBuf,
    /// 2d, 3d (the stacked layers) or tesseract (4D only)
    #[arg(long, value_enum, default_value = "2d")]
    pub view: DiagramView,
    /// The picture's width in pixels; its height follows the board (see the README)
    #[arg(long, value_name = "PX", default_value_t = DEFAULT_WIDTH,
          value_parser = clap::value_parser!(u32).range(i64::from(MIN_WIDTH)..=i64::from(MAX_WIDTH)))]
    pub size: u32,
    /// Draw no markers: no selected piece or targets, no last-move or check tints
    #[arg(long)]
    pub no_markers: bool,
    /// Draw no file and rank labels
    #[arg(long)]
    pub no_coordinates: bool,
    /// A caption under the board
    #[arg(long, value_name = "TEXT")]
    pub caption: Option<String>,
    /// A ready-made theme: classic, midnight, alpenglow, harbour, nebula or ink
    #[arg(long, value_name = "NAME", default_value = DEFAULT_THEME)]
    pub theme: String,
    /// See the board from Black's side
    #[arg(long)]
    pub flip: bool,
    /// The language of the board's own words (Earth and Sky, the 4D boards' names): a
    /// folder of assets/i18n (en, ca, ja, ru); English if omitted
    #[arg(long, value_name = "TAG", default_value = "en")]
    pub language: String,
}

/// Writes the diagram the arguments describe; the error is one line.
pub fn run(args: &DiagramArgs) -> Result<(), String> {
    crate::i18n::use_language(&args.language).map_err(|e| format!("--language: {e}"))?;
    let format = match args.format {
        Some(format) => format,
        None => DiagramFormat::of_path(&args.output).ok_or_else(|| {
            format!(
                "--format is missing and '{}' does not end in .svg or .png",
                quote(&args.output.to_string_lossy())
            )
        })?,
    };
    let theme = ready_theme(&args.theme)?;
    let session = session(args)?;
    let model = session.board_model();
    let selected = match &args.select {
        Some(name) => Some(select(model, args.variant, name)?),
        None => None,
    };
    let mode = args.view.mode();
    if mode == ViewMode::Tesseract && tesseract::axes(&model.geometry).is_none() {
        return Err(format!(
            "--view tesseract: only 4D has a tesseract, not {}",
            args.variant.display_name()
        ));
    }
    if let Some(caption) = &args.caption {
        let length = caption.chars().count();
        if length > render::MAX_CAPTION {
            return Err(format!(
                "--caption: at most {} characters, this one has {length}",
                render::MAX_CAPTION
            ));
        }
    }
    let diagram = Diagram {
        selected,
        view: ViewSettings {
            mode,
            ..ViewSettings::default()
        },
        flipped: args.flip,
        coordinates: !args.no_coordinates,
        markers: !args.no_markers,
        caption: args.caption.clone(),
        width: args.size,
        ..Diagram::new(model, theme)
    };
    crate::diagram::export(&diagram, format, &args.output).map_err(|e| e.to_string())
}

/// The game after the arguments' moves, read as `otherworlds-cli` reads them.
fn session(args: &DiagramArgs) -> Result<GameSession, String> {
    let start = match &args.position {
        Some(text) => {
            AnyPosition::from_string(args.variant, text).map_err(|e| format!("--position: {e}"))?
        }
        None => AnyPosition::new(args.variant),
    };
    let mut game = Game::new(start);
    for (i, text) in args.moves.iter().enumerate() {
        game.play_str(text)
            .map_err(|e| format!("--moves: move {} {e}", i + 1))?;
    }
    Ok(GameSession::from_loaded(game))
}

/// A ready-made theme by its name, in any case.
fn ready_theme(name: &str) -> Result<&'static Theme, String> {
    presets()
        .find(|(_, theme)| theme.name.eq_ignore_ascii_case(name.trim()))
        .map(|(_, theme)| theme)
        .ok_or_else(|| {
            let names: Vec<String> = presets().map(|(_, t)| t.name.to_lowercase()).collect();
            format!(
                "--theme '{}': not a ready-made theme (one of {})",
                quote(name),
                names.join(", ")
            )
        })
}

/// The cell `--select` names: a piece of the side to move (only it has legal
/// targets). Where boards share names (Valhalla), the cell a legal move starts from.
fn select(model: &BoardModel, variant: Variant, name: &str) -> Result<Cell, String> {
    let wanted = name.trim();
    let cells: Vec<Cell> = model
        .names
        .iter()
        .filter(|(_, n)| n.as_str() == wanted)
        .map(|(c, _)| *c)
        .collect();
    let Some(&first) = cells.first() else {
        return Err(format!(
            "--select '{}': no cell of {} is called that",
            quote(name),
            variant.display_name()
        ));
    };
    let cell = cells
        .iter()
        .copied()
        .find(|c| model.moves.iter().any(|m| m.from == Some(*c)))
        .unwrap_or(first);
    let Some(piece) = model.pieces.get(&cell) else {
        return Err(format!("--select '{}': no piece stands there", quote(name)));
    };
    match model.mover {
        None => Err(format!(
            "--select '{}': the game is over, so no piece has legal moves",
            quote(name)
        )),
        Some(mover) if mover != piece.color => Err(format!(
            "--select '{}': that is a {} piece and {} is to move (only the side to move has targets)",
            quote(name),
            piece.color.name(),
            capitalised(mover.name())
        )),
        Some(_) => Ok(cell),
    }
}
