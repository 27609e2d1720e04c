//! Commands are data: each action has one label, tooltip and shortcut, used by the
//! menus, the buttons and the keyboard alike, so they cannot drift apart.
use crate::learn::LearnCommand;
use crate::play::players::Players;
use crate::play::table::TableCommand;
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
    /// Search the analysis with this many threads (1 to twice the cores).
    SetAnalysisThreads(usize),
    /// Give the analysis's table this many MiB (16 to 1024, a power of two).
    SetAnalysisHash(usize),
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
    /// Review the game on show: the engine judges every turn (the analysis panel shows
    /// the result); `CancelReview` stops a running review.
    ReviewGame,
    CancelReview,
    /// Open the About window (version, licence, credits); `CloseAbout` closes it.
    About,
    CloseAbout,
    /// Export the game on screen as PGN to a file chosen in a dialog.
    ExportPgn,
    /// Write the game on screen as PGN to this file (the dialog's answer; tests use it).
    ExportPgnTo(std::path::PathBuf),
    /// Open this game (0-based, in file order) of the PGN file's game list.
    OpenListedGame(usize),
    /// Close the game list without opening a game.
    CloseGameList,
    /// Show the game list of the PGN file opened last.
    ShowGameList,
    /// The replay: the next or the previous game of the same PGN file.
    NextGame,
    PreviousGame,
    /// Resign, offer a draw, and the answers to their questions (`play::table`).
    Table(TableCommand),
    /// The result dialog's Rematch: the same settings, colours swapped.
    Rematch,
    CloseResult,
    /// The answers to "Taking back makes this game unrated. Take back?".
    ConfirmTakeback,
    CancelTakeback,
    /// Create a profile of this name (the New game dialog).
    CreateProfile(String),
    /// Open the Profiles window: the list, or this profile's page.
    Profiles,
    ShowProfile(Option<String>),
    CloseProfiles,
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
            Command::SetAnalysisThreads(_) => "Threads".into(),
            Command::SetAnalysisHash(_) => "Memory".into(),
            Command::MoreLines => "More lines".into(),
            Command::FewerLines => "Fewer lines".into(),
            Command::ToggleSearch => "Stop or go".into(),
            Command::PlayLine { .. } => "Play the line".into(),
            Command::ReviewGame => "Review the game".into(),
            Command::CancelReview => "Cancel the review".into(),
            Command::About => "About Otherworlds".into(),
            Command::CloseAbout => "Close".into(),
            Command::ExportPgn => "Export as PGN…".into(),
            Command::ExportPgnTo(_) => "Export as PGN".into(),
            Command::OpenListedGame(_) => "Open this game".into(),
            Command::CloseGameList => "Cancel".into(),
            Command::ShowGameList => "Game list…".into(),
            Command::NextGame => "Next game".into(),
            Command::PreviousGame => "Previous game".into(),
            Command::Table(t) => t.label().into(),
            Command::Rematch => "Rematch".into(),
            Command::CloseResult | Command::CloseProfiles => "Close".into(),
            Command::ConfirmTakeback => "Yes, take back".into(),
            Command::CancelTakeback => "No".into(),
            Command::CreateProfile(_) => "Create profile".into(),
            Command::Profiles => "Profiles…".into(),
            Command::ShowProfile(_) => "Profile".into(),
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
            Command::Open | Command::LoadFrom(_) => {
                "Open a saved game or a PGN file in the replay player"
            }
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
                "Move the keyboard focus to the board: arrows move, Enter or Space plays, O circles a cell, D draws an arrow"
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
            Command::SetAnalysisThreads(_) => {
                "How many threads the analysis searches with (all cores at first; computer opponents use one)"
            }
            Command::SetAnalysisHash(_) => {
                "How much memory the analysis's table uses, 16 MiB to 1 GiB (64 MiB at first): a larger one helps long analyses; it is kept while the panel is on"
            }
            Command::MoreLines => "Show one more of the engine's lines",
            Command::FewerLines => "Show one line fewer",
            Command::ToggleSearch => "Stop the engine's search, or let it search again",
            Command::PlayLine { .. } => "Play this line's first move on the board",
            Command::ReviewGame => {
                "Let the engine judge every move of the game on show: inaccuracies, mistakes and blunders, each side's accuracy, a graph of the winning chances (the live analysis waits meanwhile)"
            }
            Command::CancelReview => "Stop the review; the game is untouched",
            Command::About => "The version, the licence and the credits",
            Command::CloseAbout => "Close the About window",
            Command::ExportPgn | Command::ExportPgnTo(_) => {
                "Write the game on screen as PGN for other chess programs (the other variants as PGN-like text)"
            }
            Command::OpenListedGame(_) => "Open the selected game in the replay player",
            Command::CloseGameList => "Close the list; the game on screen stays",
            Command::ShowGameList => "Choose another game of the PGN file opened last",
            Command::NextGame => "Replay the next game of the same PGN file",
            Command::PreviousGame => "Replay the previous game of the same PGN file",
            Command::Table(t) => t.tooltip(),
            Command::Rematch => "Play again with the same settings, colours swapped",
            Command::CloseResult => "Close the result and look at the game",
            Command::ConfirmTakeback => "Take the move back; the game is unrated from now on",
            Command::CancelTakeback => "Keep the game as it is, still rated",
            Command::CreateProfile(_) => "Add a local player with this name",
            Command::Profiles | Command::ShowProfile(_) => {
                "Players' ratings, rating history and games"
            }
            Command::CloseProfiles => "Close the Profiles window",
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
            Command::ExportPgn => key(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::P),
            Command::ShowGameList => key(Modifiers::COMMAND, Key::G),
            Command::NextGame => key(Modifiers::NONE, Key::PageDown),
            Command::PreviousGame => key(Modifiers::NONE, Key::PageUp),
            Command::ViewStart => key(Modifiers::NONE, Key::Home),
            Command::ViewBack => key(Modifiers::NONE, Key::ArrowLeft),
            Command::ViewForward | Command::NextMove => key(Modifiers::NONE, Key::ArrowRight),
            Command::ViewEnd => key(Modifiers::NONE, Key::End),
            Command::PlayPause => key(Modifiers::NONE, Key::Space),
            Command::Studio(StudioCommand::Toggle) => key(Modifiers::NONE, Key::C),
            Command::ToggleAnalysis => key(Modifiers::NONE, Key::A),
            Command::FocusBoard => key(Modifiers::NONE, Key::B),
            Command::OpenEditor => key(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::E),
            Command::Profiles => key(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::U),
            Command::OpenAnalysisBoard => key(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::A),
            Command::ToggleSearch => key(Modifiers::NONE, Key::G),
            Command::MoreLines => key(Modifiers::NONE, Key::Plus),
            Command::FewerLines => key(Modifiers::NONE, Key::Minus),
            Command::CopyPosition => key(Modifiers::COMMAND, Key::C),
            Command::Learn(LearnCommand::Help) => key(Modifiers::NONE, Key::F1),
            Command::Table(t) => t.shortcut(),
            _ => None,
        }
    }
}

impl Command {
    /// The file commands (Ctrl+S, Ctrl+O, Ctrl+E, Ctrl+Shift+P), taken wherever the
    /// focus is.
    pub const FILE: [Command; 4] = [
        Command::Save,
        Command::Open,
        Command::ExportDiagram,
        Command::ExportPgn,
    ];

    /// The replay's keys for the other games of its PGN file (PageDown, PageUp, Ctrl+G).
    pub const GAMES: [Command; 3] = [
        Command::NextGame,
        Command::PreviousGame,
        Command::ShowGameList,
    ];

    /// The game table's keys (Ctrl+Shift+R resign, Ctrl+Shift+D offer a draw).
    pub const TABLE: [Command; 2] = [
        Command::Table(TableCommand::Resign),
        Command::Table(TableCommand::OfferDraw),
    ];

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
            Key::PageDown => "Page Down".to_string(),
            Key::PageUp => "Page Up".to_string(),
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

/// The keys a focused board cell takes itself (no command runs them): playing by keys
/// and drawing on the board (`board::drawings`), as (key, what it does).
pub const BOARD_KEYS: [(&str, &str); 4] = [
    ("Arrows", "Move the focus on the board"),
    ("Alt+arrows", "Move the focus to the next board"),
    (
        "Enter / Space",
        "Select a piece, play it to the focused cell",
    ),
    (
        "Escape",
        "Give up an arrow begun by key, else clear the selection, else leave the board",
    ),
];

/// Every key of a focused board cell: [`BOARD_KEYS`], then the drawing keys.
pub fn board_keys() -> impl Iterator<Item = (&'static str, &'static str)> {
    BOARD_KEYS.into_iter().chain(crate::board::drawings::KEYS)
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

    /// The drawing keys of a focused cell (O, D, Delete, Backspace) are no command's
    /// single-key shortcut, which would take them first.
    #[test]
    fn the_drawing_keys_are_no_commands_shortcut() {
        let commands = Command::GLOBAL
            .into_iter()
            .chain(Command::FILE)
            .chain(Command::ANALYSIS)
            .chain(Command::NAVIGATION)
            .chain([Command::Pass, Command::OpenEditor, Command::CopyPosition]);
        for command in commands {
            if let Some(s) = command.shortcut().filter(|s| !s.modifiers.command) {
                let key = s.logical_key;
                assert!(
                    ![Key::O, Key::D, Key::Delete, Key::Backspace].contains(&key),
                    "{command:?} takes {key:?}"
                );
            }
        }
        assert!(board_keys().any(|(key, _)| key == "O"));
        assert!(board_keys().any(|(key, _)| key == "Delete"));
    }

    /// Every command with a shortcut taken on the game screen: no two share one (the
    /// PGN export and the Profiles window once both took Ctrl+Shift+P).
    #[test]
    fn no_two_commands_of_the_game_screen_share_a_shortcut() {
        let commands: Vec<Command> = Command::GLOBAL
            .into_iter()
            .chain(Command::FILE)
            .chain(Command::TABLE)
            .chain(Command::ANALYSIS)
            .chain(Command::NAVIGATION)
            .chain([
                Command::Pass,
                Command::OpenEditor,
                Command::CopyPosition,
                Command::Profiles,
                Command::ExportPgn,
                Command::ShowGameList,
                Command::NextGame,
                Command::PreviousGame,
                Command::Learn(LearnCommand::Help),
                Command::OpenAnalysisBoard,
                Command::ToggleSearch,
                Command::MoreLines,
                Command::FewerLines,
            ])
            .collect();
        let mut seen: Vec<(KeyboardShortcut, &Command)> = Vec::new();
        for command in &commands {
            let Some(shortcut) = command.shortcut() else {
                continue;
            };
            if let Some((_, other)) = seen.iter().find(|(s, c)| *s == shortcut && *c != command) {
                panic!("{} and {} share a shortcut", command.label(), other.label());
            }
            seen.push((shortcut, command));
        }
        assert!(seen.len() >= 20, "only {} shortcuts checked", seen.len());
    }

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
