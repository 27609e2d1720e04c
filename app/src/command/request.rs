//! The answers that carry data: a dialog's choice, a move on the board, a number from
//! the analysis panel, a file chosen.
use crate::players::{ComputerLevel, Players};
use otherworlds_core::geometry::Cell;
use otherworlds_core::{AnyMove, Color, Role, Variant};
use std::path::PathBuf;

/// An answer that carries data: a dialog's choice, a move on the board, a number from
/// the analysis panel, a file chosen.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// Start a game of this variant with these players (the New game dialog's Start).
    StartGame(Variant, Players),
    /// The New game dialog's Play the computer: a person against the computer at
    /// `level`, the person playing `colour` (None: drawn at random as the game starts).
    PlayComputer {
        variant: Variant,
        level: ComputerLevel,
        colour: Option<Color>,
    },
    /// The Learn screen at this variant's rules (a card's link in the New game dialog).
    LearnVariant(Variant),
    /// A new game of this variant (on the analysis board: a board of that variant).
    StartVariant(Variant),
    /// A move tried on the board (its kind is decided by the legal moves).
    PlayMove { from: Cell, to: Cell, animate: bool },
    /// A cell chosen for a decision without a moving piece (a Valhalla transfer).
    Place { to: Cell },
    /// The piece chosen in the promotion picker.
    Promote(Role),
    /// Save the game to this file (the dialog's answer; tests use it directly).
    SaveTo(PathBuf),
    /// Open this saved game in the replay player (the dialog's answer, the command line).
    LoadFrom(PathBuf),
    /// Write the diagram to this file (the file dialog's answer).
    ExportDiagramTo(PathBuf),
    /// Write the game on screen as PGN to this file (the dialog's answer).
    ExportPgnTo(PathBuf),
    /// View the position after this many decisions (a click in the move list).
    ViewPly(usize),
    /// Cut the game at the viewed position and play on with these players.
    ContinueWith(Players),
    /// Read a pasted position string (Ctrl+V, the Paste position field).
    PastePosition(String),
    /// Show this many lines (multi-PV, 1-5) in the analysis.
    SetAnalysisLines(usize),
    /// Search the analysis with this many threads (1 to twice the cores).
    SetAnalysisThreads(usize),
    /// Give the analysis's table this many MiB (16 to 1024, a power of two).
    SetAnalysisHash(usize),
    /// Play a line's first turn on the analysis board: the line was found for the
    /// position after `ply` decisions with hash `key` (a line of another position
    /// plays nothing).
    PlayLine {
        ply: usize,
        key: u64,
        moves: Vec<AnyMove>,
    },
    /// Open this game (0-based, in file order) of the PGN file's game list.
    OpenListedGame(usize),
    /// Create a profile of this name (the New game dialog).
    CreateProfile(String),
    /// The Profiles window: the list, or this profile's page.
    ShowProfile(Option<String>),
}

impl Request {
    /// The text on the button that gives the answer.
    pub fn label(&self) -> String {
        match self {
            Request::StartGame(..) => "Start".into(),
            Request::PlayComputer { .. } => "Play the computer".into(),
            Request::LearnVariant(_) => "Learn the rules".into(),
            Request::StartVariant(v) => v.display_name(),
            Request::PlayMove { .. } => "Play move".into(),
            Request::Place { .. } => "Place".into(),
            Request::Promote(role) => format!("Promote to {}", role.name()),
            Request::SaveTo(_) => "Save".into(),
            Request::LoadFrom(_) => "Open".into(),
            Request::ExportDiagramTo(_) => "Export diagram".into(),
            Request::ExportPgnTo(_) => "Export as PGN".into(),
            Request::ViewPly(n) => format!("Show the position after move {n}"),
            Request::ContinueWith(_) => "Play on".into(),
            Request::PastePosition(_) => "Paste position".into(),
            Request::SetAnalysisLines(n) => n.to_string(),
            Request::SetAnalysisThreads(_) => "Threads".into(),
            Request::SetAnalysisHash(_) => "Memory".into(),
            Request::PlayLine { .. } => "Play the line".into(),
            Request::OpenListedGame(_) => "Open this game".into(),
            Request::CreateProfile(_) => "Create profile".into(),
            Request::ShowProfile(_) => "Profile".into(),
        }
    }

    /// What the button's tooltip says.
    pub fn tooltip(&self) -> &'static str {
        match self {
            Request::StartGame(..) => "Start the game with these players",
            Request::PlayComputer { .. } => {
                "Start at once against the computer at the level chosen, in the colour chosen (Random: drawn as the game starts)"
            }
            Request::LearnVariant(_) => {
                "This variant's rules, tours and exercises on the Learn screen"
            }
            Request::StartVariant(_) => "Start a new game of this variant",
            Request::PlayMove { .. } => "Play the move",
            Request::Place { .. } => "Put the piece on this cell",
            Request::Promote(_) => "Promote the pawn to this piece",
            Request::SaveTo(_) => "Save the game to a file",
            Request::LoadFrom(_) => "Open a saved game or a PGN file in the replay player",
            Request::ExportDiagramTo(_) => {
                "Save the board on show as an SVG or PNG picture, for a worksheet"
            }
            Request::ExportPgnTo(_) => {
                "Write the game on screen as PGN for other chess programs (the other variants as PGN-like text)"
            }
            Request::ViewPly(_) => "Show the position after this move",
            Request::ContinueWith(_) => "Drop the later moves and play on with these players",
            Request::PastePosition(_) => {
                "Read a position string (Ctrl+V); a valid one opens in the board editor"
            }
            Request::SetAnalysisLines(_) => "How many of the engine's best lines to show",
            Request::SetAnalysisThreads(_) => {
                "How many threads the analysis searches with (all cores at first; computer opponents use one)"
            }
            Request::SetAnalysisHash(_) => {
                "How much memory the analysis's table uses, 16 MiB to 1 GiB (64 MiB at first): a larger one helps long analyses; it is kept while the panel is on"
            }
            Request::PlayLine { .. } => "Play this line's first move on the board",
            Request::OpenListedGame(_) => "Open the selected game in the replay player",
            Request::CreateProfile(_) => "Add a local player with this name",
            Request::ShowProfile(_) => "Players' ratings, rating history and games",
        }
    }
}
