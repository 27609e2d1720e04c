//! Commands are data: each action has one label, tooltip and shortcut, used by the
//! menus, the buttons and the keyboard alike, so they cannot drift apart.
use crate::learn::LearnCommand;
use crate::play::players::Players;
use crate::studio::StudioCommand;
use egui::{Key, KeyboardShortcut, Modifiers};
use otherworlds_core::geometry::Cell;
use otherworlds_core::{AnyMove, Role, Variant};

/// Everything the user can ask the app to do. Collected during a frame, run at its end.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Open the New game dialog.
    NewGame,
    /// Start a game of this variant with these players (the dialog's Start).
    StartGame(Variant, Players),
    /// Close the New game dialog without starting.
    CloseDialog,
    /// A new game of this variant.
    StartVariant(Variant),
    Undo,
    FlipBoard,
    ToggleCoordinates,
    Quit,
    /// A move tried on the board (its kind is decided by the legal moves).
    PlayMove {
        from: Cell,
        to: Cell,
        animate: bool,
    },
    /// A cell chosen for a decision without a moving piece (a Valhalla transfer).
    Place {
        to: Cell,
    },
    /// Make no move where the rules allow it (Valhalla's second board).
    Pass,
    /// The piece chosen in the promotion picker.
    Promote(Role),
    CancelPromotion,
    DismissNotice,
    /// Save the game to a file chosen in a dialog.
    Save,
    /// Save the game to this file (the dialog's answer; tests use it directly).
    SaveTo(std::path::PathBuf),
    /// Open a saved game chosen in a dialog, in the replay player.
    Open,
    /// Open this saved game in the replay player (the dialog's answer, the command line).
    LoadFrom(std::path::PathBuf),
    /// Open the Export diagram dialog (the board on show as SVG or PNG).
    ExportDiagram,
    /// The dialog's Export: ask for the file to write.
    ChooseDiagramFile,
    /// Close the Export diagram dialog without writing anything.
    CloseDiagramDialog,
    /// Write the diagram to this file (the file dialog's answer; tests use it directly).
    ExportDiagramTo(std::path::PathBuf),
    /// View the start position.
    ViewStart,
    /// View the position one decision earlier.
    ViewBack,
    /// View the position one decision later.
    ViewForward,
    /// View the last position (in a live game: back to the game).
    ViewEnd,
    /// View the position after this many decisions (a click in the move list).
    ViewPly(usize),
    /// Run or pause: Machine vs Machine, or the replay.
    PlayPause,
    /// Machine vs Machine: play exactly one more decision.
    NextMove,
    /// Open the dialog that continues the game from the viewed position.
    ContinueHere,
    /// Cut the game at the viewed position and play on with these players.
    ContinueWith(Players),
    /// Close the Continue dialog without changing anything.
    CloseContinue,
    /// The customisation studio (open, close, theme files).
    Studio(StudioCommand),
    /// The Learn screen: rules pages, lessons, exercises (`Learn(Help)`: F1, the page
    /// of the variant on the board).
    Learn(LearnCommand),
    /// Show or hide the engine's live analysis of the position on the board.
    ToggleAnalysis,
    /// Give the board the keyboard focus (then arrows and Enter play).
    FocusBoard,
    /// A click on the board where no move can be played (an earlier position, a
    /// replay): the status bar says how to play again.
    ExplainReadOnlyBoard,
    /// The computer's search failed: let it search again.
    RetryComputer,
    /// Open the board editor on the position on show.
    OpenEditor,
    /// Leave the board editor for the game.
    CloseEditor,
    /// Copy the position string of the position on show (Ctrl+C).
    CopyPosition,
    /// Read a pasted position string (Ctrl+V, the Paste position field).
    PastePosition(String),
    /// Start a game from the edited position with the editor's players; on the
    /// analysis board, from the analysed position with players chosen in a dialog.
    PlayFromHere,
    /// Open the analysis board on the edited position.
    AnalyseFromHere,
    /// Open the analysis board on the position on show (the game in progress waits).
    OpenAnalysisBoard,
    /// Leave the analysis board for the game that waits behind it.
    CloseAnalysisBoard,
    /// Show this many lines (multi-PV, 1-5) in the analysis.
    SetAnalysisLines(usize),
    /// One line more, or one fewer, in the analysis (+ and -).
    MoreLines,
    FewerLines,
    /// Stop the analysis's search, or start it again (G).
    ToggleSearch,
    /// Play a line's first turn on the analysis board: the line was found for the
    /// position after `ply` decisions with hash `key` (a line of another position
    /// plays nothing).
    PlayLine {
        ply: usize,
        key: u64,
        moves: Vec<AnyMove>,
    },
    /// Open the About window (version, licence, credits); `CloseAbout` closes it.
    About,
    CloseAbout,
}

impl Command {
    /// The commands of the menus, buttons and shortcuts, in menu order.
    pub const GLOBAL: [Command; 6] = [
        Command::NewGame,
        Command::Undo,
        Command::FlipBoard,
        Command::ToggleCoordinates,
        Command::Studio(StudioCommand::Toggle),
        Command::Quit,
    ];

    /// The text on a button or menu entry.
    pub fn label(&self) -> String {
        match self {
            Command::NewGame => "New game".into(),
            Command::StartGame(..) => "Start".into(),
            Command::CloseDialog => "Cancel".into(),
            Command::StartVariant(v) => v.display_name(),
            Command::Undo => "Undo".into(),
            Command::FlipBoard => "Flip board".into(),
            Command::ToggleCoordinates => "Coordinates".into(),
            Command::Quit => "Quit".into(),
            Command::PlayMove { .. } => "Play move".into(),
            Command::Place { .. } => "Place".into(),
            Command::Pass => "Pass".into(),
            Command::Promote(role) => format!("Promote to {}", role.name()),
            Command::CancelPromotion => "Cancel".into(),
            Command::DismissNotice => "Dismiss".into(),
            Command::Save | Command::SaveTo(_) => "Save".into(),
            Command::Open | Command::LoadFrom(_) => "Open".into(),
            Command::ExportDiagram => "Export diagram…".into(),
            Command::ChooseDiagramFile => "Export…".into(),
            Command::CloseDiagramDialog => "Cancel".into(),
            Command::ExportDiagramTo(_) => "Export diagram".into(),
            Command::ViewStart => "Go to start".into(),
            Command::ViewBack => "Back one move".into(),
            Command::ViewForward => "Forward one move".into(),
            Command::ViewEnd => "Go to end".into(),
            Command::ViewPly(n) => format!("Show the position after move {n}"),
            Command::PlayPause => "Play or pause".into(),
            Command::NextMove => "Next move".into(),
            Command::ContinueHere => "Continue from here".into(),
            Command::ContinueWith(_) => "Play on".into(),
            Command::CloseContinue => "Cancel".into(),
            Command::Studio(StudioCommand::Toggle) => "Theme…".into(),
            Command::Studio(_) => "Theme".into(),
            Command::Learn(LearnCommand::Help) => "Learn the rules".into(),
            Command::Learn(_) => "Learn".into(),
            Command::ToggleAnalysis => "Analysis".into(),
            Command::FocusBoard => "Focus the board".into(),
            Command::ExplainReadOnlyBoard => "Why no move".into(),
            Command::RetryComputer => "Try again".into(),
            Command::OpenEditor => "Board editor".into(),
            Command::CloseEditor => "Back to the game".into(),
            Command::CopyPosition => "Copy position".into(),
            Command::PastePosition(_) => "Paste position".into(),
            Command::PlayFromHere => "Play from here".into(),
            Command::AnalyseFromHere => "Analyse".into(),
            Command::OpenAnalysisBoard => "Analysis board".into(),
            Command::CloseAnalysisBoard => "Back to the game".into(),
            Command::SetAnalysisLines(n) => n.to_string(),
            Command::MoreLines => "More lines".into(),
            Command::FewerLines => "Fewer lines".into(),
            Command::ToggleSearch => "Stop or go".into(),
            Command::PlayLine { .. } => "Play the line".into(),
            Command::About => "About Otherworlds".into(),
            Command::CloseAbout => "Close".into(),
        }
    }

    /// What a tooltip says.
    pub fn tooltip(&self) -> &'static str {
        match self {
            Command::NewGame => "Choose a variant and the players, then start",
            Command::StartGame(..) => "Start the game with these players",
            Command::CloseDialog => "Keep playing the current game",
            Command::StartVariant(_) => "Start a new game of this variant",
            Command::Undo => "Take back the last move",
            Command::FlipBoard => "See the board from the other side",
            Command::ToggleCoordinates => "Show or hide the file and rank labels",
            Command::Quit => "Close the application (the game is kept)",
            Command::PlayMove { .. } => "Play the move",
            Command::Place { .. } => "Put the piece on this cell",
            Command::Pass => "Make no move on this board",
            Command::Promote(_) => "Promote the pawn to this piece",
            Command::CancelPromotion => "Take the pawn back and choose another move",
            Command::DismissNotice => "Hide this message",
            Command::Save | Command::SaveTo(_) => "Save the game to a file",
            Command::Open | Command::LoadFrom(_) => "Open a saved game in the replay player",
            Command::ExportDiagram | Command::ExportDiagramTo(_) => {
                "Save the board on show as an SVG or PNG picture, for a worksheet"
            }
            Command::ChooseDiagramFile => "Choose the file and write the diagram",
            Command::CloseDiagramDialog => "Close without writing a diagram",
            Command::ViewStart => "Show the start position",
            Command::ViewBack => "Show the position one move earlier",
            Command::ViewForward => "Show the position one move later",
            Command::ViewEnd => "Show the last position (in a game: back to the game)",
            Command::ViewPly(_) => "Show the position after this move",
            Command::PlayPause => "Run or pause the game or the replay",
            Command::NextMove => "Let the computer to move play exactly one move",
            Command::ContinueHere => "Play on from the position shown; later moves are dropped",
            Command::ContinueWith(_) => "Drop the later moves and play on with these players",
            Command::CloseContinue => "Go back without changing the game",
            Command::Studio(_) => "Customise colours, backgrounds and lighting",
            Command::Learn(_) => {
                "Rules pages with live diagrams, guided lessons and exercises for the variant on the board"
            }
            Command::ToggleAnalysis => {
                "Show or hide the engine's analysis of the position on the board"
            }
            Command::FocusBoard => {
                "Move the keyboard focus to the board: arrows move, Enter or Space plays"
            }
            Command::ExplainReadOnlyBoard => "Say why the board plays no move here",
            Command::RetryComputer => "Let the computer search its move again",
            Command::OpenEditor => {
                "Set up a position piece by piece, starting from the one on show"
            }
            Command::CloseEditor => "Leave the editor; the game is as you left it",
            Command::CopyPosition => "Copy the position string of the position on show",
            Command::PastePosition(_) => {
                "Read a position string (Ctrl+V); a valid one opens in the board editor"
            }
            Command::PlayFromHere => {
                "Start a game from this position (the editor's players; on the analysis board you choose them)"
            }
            Command::AnalyseFromHere => {
                "Open the analysis board on this position: the engine's lines, moves for both sides"
            }
            Command::OpenAnalysisBoard => {
                "Analyse the position on show on a board of its own: the engine's lines, \
                 moves for both sides; your game waits"
            }
            Command::CloseAnalysisBoard => "Leave the analysis board; your game is as you left it",
            Command::SetAnalysisLines(_) => "How many of the engine's best lines to show",
            Command::MoreLines => "Show one more of the engine's lines",
            Command::FewerLines => "Show one line fewer",
            Command::ToggleSearch => "Stop the engine's search, or let it search again",
            Command::PlayLine { .. } => "Play this line's first move on the board",
            Command::About => "The version, the licence and the credits",
            Command::CloseAbout => "Close the About window",
        }
    }

    /// The keyboard shortcut, if it has one.
    pub fn shortcut(&self) -> Option<KeyboardShortcut> {
        let key = |modifiers, key| Some(KeyboardShortcut::new(modifiers, key));
        match self {
            Command::NewGame => key(Modifiers::COMMAND, Key::N),
            Command::Undo => key(Modifiers::COMMAND, Key::Z),
            Command::FlipBoard => key(Modifiers::NONE, Key::F),
            Command::ToggleCoordinates => key(Modifiers::NONE, Key::L),
            Command::Quit => key(Modifiers::COMMAND, Key::Q),
            Command::Pass => key(Modifiers::NONE, Key::P),
            Command::Save => key(Modifiers::COMMAND, Key::S),
            Command::Open => key(Modifiers::COMMAND, Key::O),
            Command::ExportDiagram => key(Modifiers::COMMAND, Key::E),
            Command::ViewStart => key(Modifiers::NONE, Key::Home),
            Command::ViewBack => key(Modifiers::NONE, Key::ArrowLeft),
            Command::ViewForward | Command::NextMove => key(Modifiers::NONE, Key::ArrowRight),
            Command::ViewEnd => key(Modifiers::NONE, Key::End),
            Command::PlayPause => key(Modifiers::NONE, Key::Space),
            Command::Studio(StudioCommand::Toggle) => key(Modifiers::NONE, Key::C),
            Command::ToggleAnalysis => key(Modifiers::NONE, Key::A),
            Command::FocusBoard => key(Modifiers::NONE, Key::B),
            Command::OpenEditor => key(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::E),
            Command::OpenAnalysisBoard => key(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::A),
            Command::ToggleSearch => key(Modifiers::NONE, Key::G),
            Command::MoreLines => key(Modifiers::NONE, Key::Plus),
            Command::FewerLines => key(Modifiers::NONE, Key::Minus),
            Command::CopyPosition => key(Modifiers::COMMAND, Key::C),
            Command::Learn(LearnCommand::Help) => key(Modifiers::NONE, Key::F1),
            _ => None,
        }
    }
}

impl Command {
    /// The file commands (Ctrl+S, Ctrl+O, Ctrl+E), taken wherever the focus is.
    pub const FILE: [Command; 3] = [Command::Save, Command::Open, Command::ExportDiagram];

    /// The commands of the analysis panel, and the board's focus key (Ctrl+Shift+A
    /// before A, which would also match it).
    pub const ANALYSIS: [Command; 6] = [
        Command::OpenAnalysisBoard,
        Command::ToggleAnalysis,
        Command::FocusBoard,
        Command::ToggleSearch,
        Command::MoreLines,
        Command::FewerLines,
    ];

    /// The history commands, in the order their keys are checked.
    pub const NAVIGATION: [Command; 5] = [
        Command::ViewStart,
        Command::ViewBack,
        Command::ViewForward,
        Command::ViewEnd,
        Command::PlayPause,
    ];

    /// The key as a tooltip names it ("Right arrow", "Ctrl+S"); egui's own names for
    /// the arrows are glyphs its fonts lack.
    pub fn key_hint(&self, ctx: &egui::Context) -> Option<String> {
        let shortcut = self.shortcut()?;
        let name = match shortcut.logical_key {
            Key::ArrowLeft => "Left arrow".to_string(),
            Key::ArrowRight => "Right arrow".to_string(),
            Key::Space => "Space".to_string(),
            Key::Home => "Home".to_string(),
            Key::End => "End".to_string(),
            Key::Minus => "-".to_string(),
            _ => return Some(ctx.format_shortcut(&shortcut)),
        };
        Some(name)
    }

    /// The tooltip with the key that does the same: "Take back the last move (Ctrl+Z)".
    pub fn tooltip_with_key(&self, ctx: &egui::Context) -> String {
        match self.key_hint(ctx) {
            Some(key) => format!("{} ({key})", self.tooltip()),
            None => self.tooltip().to_string(),
        }
    }
}

/// A button for a command, queued in `commands` when clicked. In menus the shortcut is
/// shown beside the label; on toolbar buttons it is in the tooltip, so the button's
/// spoken name stays its label.
pub fn command_button_ui(
    ui: &mut egui::Ui,
    commands: &mut Vec<Command>,
    command: Command,
    enabled: bool,
    in_menu: bool,
) {
    let mut button = egui::Button::new(command.label());
    let tooltip = if in_menu {
        if let Some(key) = command.key_hint(ui.ctx()) {
            button = button.shortcut_text(key);
        }
        command.tooltip().to_string()
    } else {
        command.tooltip_with_key(ui.ctx())
    };
    if ui
        .add_enabled(enabled, button)
        .on_hover_text(tooltip)
        .clicked()
    {
        commands.push(command);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn global_commands_have_distinct_labels_and_shortcuts() {
        let labels: std::collections::BTreeSet<String> =
            Command::GLOBAL.iter().map(Command::label).collect();
        assert_eq!(labels.len(), Command::GLOBAL.len());
        let shortcuts: Vec<KeyboardShortcut> = Command::GLOBAL
            .iter()
            .filter_map(Command::shortcut)
            .collect();
        assert_eq!(shortcuts.len(), Command::GLOBAL.len());
        for (i, a) in shortcuts.iter().enumerate() {
            for b in &shortcuts[..i] {
                assert_ne!(a, b);
            }
        }
    }
}
