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
    /// Analyse with the external engine of this name (None: the built-in engine).
    SetAnalysisEngine(Option<String>),
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
    /// The sound settings as the View menu's Sound settings left them.
    SetSound(crate::sound::SoundSettings),
}

impl Request {
    /// The text on the button that gives the answer.
    pub fn label(&self) -> String {
        match self {
            Request::StartGame(..) => t!("request-start"),
            Request::PlayComputer { .. } => t!("request-play-computer"),
            Request::LearnVariant(_) => t!("request-learn-variant"),
            Request::StartVariant(v) => crate::i18n::core_words::variant_name(*v),
            Request::PlayMove { .. } => t!("request-play-move"),
            Request::Place { .. } => t!("request-place"),
            Request::Promote(role) => t!(
                "request-promote",
                piece = crate::i18n::core_words::role_name(*role)
            ),
            Request::SaveTo(_) => t!("request-save"),
            Request::LoadFrom(_) => t!("request-open"),
            Request::ExportDiagramTo(_) => t!("request-export-diagram"),
            Request::ExportPgnTo(_) => t!("request-export-pgn"),
            Request::ViewPly(n) => t!("request-view-ply", number = *n),
            Request::ContinueWith(_) => t!("request-continue"),
            Request::PastePosition(_) => t!("request-paste-position"),
            Request::SetAnalysisLines(n) => n.to_string(),
            Request::SetAnalysisThreads(_) => t!("request-threads"),
            Request::SetAnalysisHash(_) => t!("request-memory"),
            Request::SetAnalysisEngine(_) => t!("request-engine"),
            Request::PlayLine { .. } => t!("request-play-line"),
            Request::OpenListedGame(_) => t!("request-open-listed-game"),
            Request::CreateProfile(_) => t!("request-create-profile"),
            Request::ShowProfile(_) => t!("request-show-profile"),
            Request::SetSound(_) => t!("request-sound"),
        }
    }

    /// What the button's tooltip says.
    pub fn tooltip(&self) -> String {
        let id = match self {
            Request::StartGame(..) => "request-start-tip",
            Request::PlayComputer { .. } => "request-play-computer-tip",
            Request::LearnVariant(_) => "request-learn-variant-tip",
            Request::StartVariant(_) => "request-start-variant-tip",
            Request::PlayMove { .. } => "request-play-move-tip",
            Request::Place { .. } => "request-place-tip",
            Request::Promote(_) => "request-promote-tip",
            Request::SaveTo(_) => "request-save-tip",
            Request::LoadFrom(_) => "request-open-tip",
            Request::ExportDiagramTo(_) => "request-export-diagram-tip",
            Request::ExportPgnTo(_) => "request-export-pgn-tip",
            Request::ViewPly(_) => "request-view-ply-tip",
            Request::ContinueWith(_) => "request-continue-tip",
            Request::PastePosition(_) => "request-paste-position-tip",
            Request::SetAnalysisLines(_) => "request-lines-tip",
            Request::SetAnalysisThreads(_) => "request-threads-tip",
            Request::SetAnalysisHash(_) => "request-memory-tip",
            Request::SetAnalysisEngine(_) => "request-engine-tip",
            Request::PlayLine { .. } => "request-play-line-tip",
            Request::OpenListedGame(_) => "request-open-listed-game-tip",
            Request::CreateProfile(_) => "request-create-profile-tip",
            Request::ShowProfile(_) => "request-show-profile-tip",
            Request::SetSound(_) => "request-sound-tip",
        };
        t!(id)
    }
}
