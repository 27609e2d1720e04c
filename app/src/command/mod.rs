//! Commands are data: each user action has one label, tooltip, shortcut and menu place,
//! used by the menus, the buttons and the keyboard alike, so they cannot drift apart.
//!
//! Two types, as rerun keeps its `UICommand` apart from its `SystemCommand`:
//! [`Command`] is what a person can ask for by name (a unit enum that lists itself, so
//! the menus, the shortcut table and its clash test iterate it), and [`Request`] is an
//! answer that carries data (a chosen file, a pasted string, a move on the board, a
//! number from a slider). Both travel as an [`Action`], collected during a frame and
//! run by the shell at its end.
//!
//! `words.rs` holds each command's label and tooltip, `keys.rs` its keys and where
//! they work, `request.rs` the answers that carry data.
mod keys;
mod request;
#[cfg(test)]
mod tests;
mod words;

pub use keys::{BOARD_KEYS, board_keys};
pub use request::Request;
use strum::{EnumIter, IntoEnumIterator, IntoStaticStr};

/// Everything a person can ask for by name. Collected during a frame, run at its end.
/// Its name in kebab case is its messages' key (`words.rs`: `cmd-new-game`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, EnumIter, IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
pub enum Command {
    /// Open the New game dialog.
    NewGame,
    /// Close the New game dialog without starting.
    CloseNewGame,
    Undo,
    FlipBoard,
    ToggleCoordinates,
    /// The view keys: 2D or back to the last 3D view (V), the tesseract (T), the
    /// stacked layers from camera preset 1, 2 or 3.
    ToggleFlat,
    ToggleTesseract,
    Camera1,
    Camera2,
    Camera3,
    Quit,
    /// Make no move where the rules allow it (Valhalla's second board).
    Pass,
    CancelPromotion,
    DismissNotice,
    /// The status bar's message in a window, whole (a long one is cut short); close it;
    /// copy it from there.
    ReadNotice,
    CloseNotice,
    CopyNotice,
    /// Save the game to a file chosen in a dialog.
    Save,
    /// Open a saved game chosen in a dialog, in the replay player.
    Open,
    /// Open the Export diagram dialog (the board on show as SVG or PNG).
    ExportDiagram,
    /// The dialog's Export: ask for the file to write.
    ChooseDiagramFile,
    /// Close the Export diagram dialog without writing anything.
    CloseDiagramDialog,
    /// Export the game on screen as PGN to a file chosen in a dialog.
    ExportPgn,
    /// View the start position, one decision earlier or later, the last position (in
    /// a live game: back to the game).
    ViewStart,
    ViewBack,
    ViewForward,
    ViewEnd,
    /// Run or pause: Machine vs Machine, or the replay.
    PlayPause,
    /// Machine vs Machine: play exactly one more decision.
    NextMove,
    /// Open the dialog that continues the game from the viewed position.
    ContinueHere,
    /// Close the Continue dialog without changing anything.
    CloseContinue,
    /// Open or close the customisation studio.
    Theme,
    /// The Learn screen at the page of the variant on the board (F1).
    LearnRules,
    /// The Learn screen's next and previous item, and leaving it.
    LearnNext,
    LearnBack,
    /// The Learn screen's next part (rules, a tour, an exercise stage) and the one before.
    LearnNextPart,
    LearnPreviousPart,
    LearnClose,
    /// Show or hide the engine's live analysis of the position on the board.
    ToggleAnalysis,
    /// Give the board the keyboard focus (then arrows and Enter play).
    FocusBoard,
    /// A click on the board where no move can be played (an earlier position, a
    /// replay): the status bar says how to play again.
    ExplainReadOnlyBoard,
    /// The computer's search failed: let it search again.
    RetryComputer,
    /// Open the board editor on the position on show; leave it for the game.
    OpenEditor,
    CloseEditor,
    /// Start a game from the edited position with the editor's players; on the
    /// analysis board, from the analysed position with players chosen in a dialog.
    PlayFromHere,
    /// Open the analysis board on the edited position.
    AnalyseFromHere,
    /// Open the analysis board on the position on show (the game in progress waits);
    /// leave it for the game that waits behind it.
    OpenAnalysisBoard,
    CloseAnalysisBoard,
    /// One line more, or one fewer, in the analysis (+ and -).
    MoreLines,
    FewerLines,
    /// Stop the analysis's search, or start it again (G).
    ToggleSearch,
    /// Review the game on show: the engine judges every turn; `CancelReview` stops a
    /// running review.
    ReviewGame,
    CancelReview,
    /// After a finished review, "Learn from your mistakes" (issue 45): each of a side's
    /// judged moves from the position before it, to find a better one; try again, show
    /// the engine's move, the next mistake, the other side's, and leaving the mode.
    LearnFromMistakes,
    MistakeRetry,
    MistakeShow,
    MistakeNext,
    MistakeFlip,
    MistakesClose,
    /// The Puzzles screen (issue 45): open it; the piece to move (a hint); the
    /// solution; the next puzzle; leave it for the game.
    Puzzles,
    PuzzleHint,
    PuzzleSolution,
    PuzzleNext,
    PuzzlesClose,
    /// Copy the position string of the position on show (Ctrl+C).
    CopyPosition,
    /// Open the keyboard shortcuts page (Help); close it.
    Shortcuts,
    CloseShortcuts,
    /// Open the About window (version, licence, credits); close it.
    About,
    CloseAbout,
    /// The game list of the PGN file opened last: close it, show it again, and beside
    /// the replay of one of its games, the next and the previous game.
    CloseGameList,
    ShowGameList,
    NextGame,
    PreviousGame,
    /// The game table: resign (asked first) and its answer, a draw offered and the
    /// answers, and closing a question to play on.
    Resign,
    ConfirmResign,
    OfferDraw,
    /// The question's Offer draw (asked first when the computer answers at once).
    ConfirmOfferDraw,
    AcceptDraw,
    DeclineDraw,
    KeepPlaying,
    /// The result dialog's Rematch (the same settings, colours swapped) and Close.
    Rematch,
    CloseResult,
    /// The answers to "Take back? Taking back makes this game unrated.".
    ConfirmTakeback,
    CancelTakeback,
    /// The answer to "Abandon the game in progress?" that abandons it (the other,
    /// Keep playing, keeps it).
    ConfirmAbandon,
    /// Open the Profiles window (the list); close it.
    Profiles,
    CloseProfiles,
    /// Turn every sound on or off (M).
    ToggleSound,
    /// The Engines window (issue 47): add, set up and remove external UCI engines;
    /// close it.
    Engines,
    CloseEngines,
    /// The Engines window's Browse…: the engine's program chosen in a file dialog.
    BrowseEngine,
}

/// The menus of the menu bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, EnumIter)]
pub enum Menu {
    Game,
    View,
    Learn,
    Profiles,
    Help,
}

impl Menu {
    pub fn title(self) -> String {
        match self {
            Menu::Game => t!("shell-menu-game"),
            Menu::View => t!("shell-menu-view"),
            Menu::Learn => t!("shell-menu-learn"),
            Menu::Profiles => t!("shell-menu-profiles"),
            Menu::Help => t!("shell-menu-help"),
        }
    }
}

/// A command's place in the menu bar: its menu and its group there (a separator
/// between groups); within a group, the order of [`Command`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MenuPlace {
    pub menu: Menu,
    pub group: u8,
}

/// The screens whose keys a command may take: the game screens (the live game, the
/// replay, the analysis board), the board editor and the lessons. Two commands may
/// share a key only if no screen takes both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, EnumIter)]
pub enum KeyPlace {
    Game,
    Editor,
    Learn,
}

impl Command {
    /// The game's own steps, its table and its engine: they wait while a board of its
    /// own stands in front of the game (Learn from your mistakes, the puzzles).
    pub fn acts_on_the_game(self) -> bool {
        matches!(
            self,
            Command::ViewStart
                | Command::ViewBack
                | Command::ViewForward
                | Command::ViewEnd
                | Command::PlayPause
                | Command::NextMove
                | Command::ContinueHere
                | Command::ExplainReadOnlyBoard
                | Command::Resign
                | Command::OfferDraw
                | Command::ReviewGame
                | Command::CancelReview
                | Command::ToggleAnalysis
                | Command::ToggleSearch
                | Command::MoreLines
                | Command::FewerLines
                | Command::RetryComputer
                | Command::CancelPromotion
        )
    }

    /// What looks at the board on show or the window (and the windows over it): it
    /// works over any board.
    pub fn only_looks(self) -> bool {
        matches!(
            self,
            Command::FlipBoard
                | Command::ToggleCoordinates
                | Command::ToggleFlat
                | Command::ToggleTesseract
                | Command::Camera1
                | Command::Camera2
                | Command::Camera3
                | Command::FocusBoard
                | Command::Quit
                | Command::DismissNotice
                | Command::ReadNotice
                | Command::CloseNotice
                | Command::CopyNotice
                | Command::Shortcuts
                | Command::CloseShortcuts
                | Command::About
                | Command::CloseAbout
                | Command::CopyPosition
                | Command::ExportDiagram
                | Command::ChooseDiagramFile
                | Command::CloseDiagramDialog
                | Command::Theme
                | Command::ToggleSound
                | Command::Engines
                | Command::CloseEngines
                | Command::BrowseEngine
        )
    }

    /// Every command, in menu order.
    pub fn all() -> impl Iterator<Item = Command> {
        Command::iter()
    }

    /// Where the command sits in the menu bar (None: only on a button or a key).
    pub fn menu_place(self) -> Option<MenuPlace> {
        let at = |menu, group| Some(MenuPlace { menu, group });
        match self {
            Command::NewGame | Command::Undo | Command::Resign | Command::OfferDraw => {
                at(Menu::Game, 0)
            }
            Command::Save | Command::Open | Command::ExportDiagram | Command::ExportPgn => {
                at(Menu::Game, 1)
            }
            Command::OpenEditor
            | Command::OpenAnalysisBoard
            | Command::ReviewGame
            | Command::CopyPosition
            | Command::Engines => at(Menu::Game, 2),
            Command::Quit => at(Menu::Game, 3),
            Command::FlipBoard
            | Command::ToggleCoordinates
            | Command::Theme
            | Command::ToggleAnalysis
            | Command::FocusBoard => at(Menu::View, 0),
            Command::ToggleSound => at(Menu::View, 1),
            Command::LearnRules => at(Menu::Learn, 0),
            Command::Puzzles => at(Menu::Learn, 1),
            Command::Profiles => at(Menu::Profiles, 0),
            Command::Shortcuts | Command::About => at(Menu::Help, 0),
            _ => None,
        }
    }
}

/// What a control gives: a command by name, or an answer with its data.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    Command(Command),
    Request(Request),
}

impl From<Command> for Action {
    fn from(command: Command) -> Action {
        Action::Command(command)
    }
}

impl From<Request> for Action {
    fn from(request: Request) -> Action {
        Action::Request(request)
    }
}

/// A button for a command, queued in `actions` when clicked. In menus the shortcut is
/// shown beside the label; on toolbar buttons it is in the tooltip, so the button's
/// spoken name stays its label.
pub fn command_button_ui(
    ui: &mut egui::Ui,
    actions: &mut Vec<Action>,
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
        actions.push(Action::Command(command));
    }
}
