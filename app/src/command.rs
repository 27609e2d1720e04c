//! Commands are data: each user action has one label, tooltip, shortcut and menu place,
//! used by the menus, the buttons and the keyboard alike, so they cannot drift apart.
//!
//! Two types, as rerun keeps its `UICommand` apart from its `SystemCommand`:
//! [`Command`] is what a person can ask for by name (a unit enum that lists itself, so
//! the menus, the shortcut table and its clash test iterate it), and [`Request`] is an
//! answer that carries data (a chosen file, a pasted string, a move on the board, a
//! number from a slider). Both travel as an [`Action`], collected during a frame and
//! run by the shell at its end.
use crate::players::{ComputerLevel, Players};
use egui::{Key, KeyboardShortcut, Modifiers};
use otherworlds_core::geometry::Cell;
use otherworlds_core::{AnyMove, Color, Role, Variant};
use std::path::PathBuf;
use strum::{EnumIter, IntoEnumIterator};

/// Everything a person can ask for by name. Collected during a frame, run at its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, EnumIter)]
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
    pub fn title(self) -> &'static str {
        match self {
            Menu::Game => "Game",
            Menu::View => "View",
            Menu::Learn => "Learn",
            Menu::Profiles => "Profiles",
            Menu::Help => "Help",
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
    /// Every command, in menu order.
    pub fn all() -> impl Iterator<Item = Command> {
        Command::iter()
    }

    /// The text on a button or menu entry.
    pub fn label(self) -> &'static str {
        match self {
            Command::NewGame => "New game",
            Command::CloseNewGame
            | Command::CancelPromotion
            | Command::CloseDiagramDialog
            | Command::CloseContinue
            | Command::CloseGameList => "Cancel",
            Command::Undo => "Undo",
            Command::FlipBoard => "Flip board",
            Command::ToggleCoordinates => "Coordinates",
            Command::ToggleFlat => "2D or 3D",
            Command::ToggleTesseract => "Tesseract",
            Command::Camera1 => "3D 1",
            Command::Camera2 => "3D 2",
            Command::Camera3 => "3D 3",
            Command::Quit => "Quit",
            Command::Pass => "Pass",
            Command::DismissNotice => "Dismiss",
            Command::ReadNotice => "Read all",
            Command::CopyNotice => "Copy",
            Command::Save => "Save",
            Command::Open => "Open",
            Command::ExportDiagram => "Export diagram…",
            Command::ChooseDiagramFile => "Export…",
            Command::ExportPgn => "Export as PGN…",
            Command::ViewStart => "Go to start",
            Command::ViewBack => "Back one move",
            Command::ViewForward => "Forward one move",
            Command::ViewEnd => "Go to end",
            Command::PlayPause => "Play or pause",
            Command::NextMove => "Next move",
            Command::ContinueHere => "Continue from here",
            Command::Theme => "Theme…",
            Command::LearnRules => "Learn the rules",
            Command::LearnNext => "Next",
            Command::LearnBack => "Back",
            Command::LearnNextPart => "Next part",
            Command::LearnPreviousPart => "Previous part",
            Command::LearnClose | Command::CloseEditor | Command::CloseAnalysisBoard => {
                "Back to the game"
            }
            Command::ToggleAnalysis => "Analysis",
            Command::FocusBoard => "Focus the board",
            Command::ExplainReadOnlyBoard => "Why no move",
            Command::RetryComputer => "Try again",
            Command::OpenEditor => "Board editor",
            Command::CopyPosition => "Copy position",
            Command::PlayFromHere => "Play from here",
            Command::AnalyseFromHere => "Analyse",
            Command::OpenAnalysisBoard => "Analysis board",
            Command::MoreLines => "More lines",
            Command::FewerLines => "Fewer lines",
            Command::ToggleSearch => "Stop or go",
            Command::ReviewGame => "Review the game",
            Command::CancelReview => "Cancel the review",
            Command::Shortcuts => "Keyboard shortcuts",
            Command::About => "About Otherworlds",
            Command::CloseAbout
            | Command::CloseResult
            | Command::CloseProfiles
            | Command::CloseShortcuts
            | Command::CloseNotice => "Close",
            Command::ShowGameList => "Game list…",
            Command::NextGame => "Next game",
            Command::PreviousGame => "Previous game",
            Command::Resign | Command::ConfirmResign => "Resign",
            Command::OfferDraw | Command::ConfirmOfferDraw => "Offer draw",
            Command::AcceptDraw => "Accept draw",
            Command::DeclineDraw => "Decline",
            Command::KeepPlaying => "Keep playing",
            Command::Rematch => "Rematch",
            Command::ConfirmTakeback => "Yes, take back",
            Command::CancelTakeback => "No",
            Command::ConfirmAbandon => "Abandon it",
            Command::Profiles => "Profiles…",
        }
    }

    /// What a tooltip says.
    pub fn tooltip(self) -> &'static str {
        match self {
            Command::NewGame => "Choose a variant and the players, then start",
            Command::CloseNewGame => "Keep playing the current game",
            Command::Undo => "Take back the last move",
            Command::FlipBoard => "See the board from the other side",
            Command::ToggleCoordinates => "Show or hide the file and rank labels",
            Command::ToggleFlat => "The flat boards side by side, or back to the last 3D view",
            Command::ToggleTesseract => "w=0 inner cube, w=1 outer cube; again: back to 2D",
            Command::Camera1 | Command::Camera2 | Command::Camera3 => {
                "Stacked levels from a preset view; drag empty space to orbit, wheel to zoom"
            }
            Command::Quit => "Close the application (the game is kept)",
            Command::Pass => "Make no move on this board",
            Command::CancelPromotion => "Take the pawn back and choose another move",
            Command::DismissNotice => "Hide this message",
            Command::ReadNotice => {
                "Show the whole message in a window, where it can be read and copied"
            }
            Command::CloseNotice => "Close the message",
            Command::CopyNotice => "Copy the whole message, each part on its own line",
            Command::Save => "Save the game to a file",
            Command::Open => "Open a saved game or a PGN file in the replay player",
            Command::ExportDiagram => {
                "Save the board on show as an SVG or PNG picture, for a worksheet"
            }
            Command::ChooseDiagramFile => "Choose the file and write the diagram",
            Command::CloseDiagramDialog => "Close without writing a diagram",
            Command::ExportPgn => {
                "Write the game on screen as PGN for other chess programs (the other variants as PGN-like text)"
            }
            Command::ViewStart => "Show the start position",
            Command::ViewBack => "Show the position one move earlier",
            Command::ViewForward => "Show the position one move later",
            Command::ViewEnd => "Show the last position (in a game: back to the game)",
            Command::PlayPause => "Run or pause the game or the replay",
            Command::NextMove => "Let the computer to move play exactly one move",
            Command::ContinueHere => "Play on from the position shown; later moves are dropped",
            Command::CloseContinue => "Go back without changing the game",
            Command::Theme => "Customise colours, backgrounds and lighting",
            Command::LearnRules => {
                "Rules pages with live diagrams, guided lessons and exercises for the variant on the board"
            }
            Command::LearnNext => "The next page, step or exercise",
            Command::LearnBack => "The page, step or exercise before",
            Command::LearnNextPart => "The course's next part: the rules, a tour, the exercises",
            Command::LearnPreviousPart => "The course's part before",
            Command::LearnClose => "Leave the lessons; your game is as you left it",
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
            Command::MoreLines => "Show one more of the engine's lines",
            Command::FewerLines => "Show one line fewer",
            Command::ToggleSearch => "Stop the engine's search, or let it search again",
            Command::ReviewGame => {
                "Let the engine judge every move of the game on show: inaccuracies, mistakes and blunders, each side's accuracy, a graph of the winning chances (the live analysis waits meanwhile)"
            }
            Command::CancelReview => "Stop the review; the game is untouched",
            Command::Shortcuts => "Every key of the window and of the board, and where it works",
            Command::CloseShortcuts => "Close the list of keys",
            Command::About => "The version, the licence and the credits",
            Command::CloseAbout => "Close the About window",
            Command::CloseGameList => "Close the list; the game on screen stays",
            Command::ShowGameList => "Choose another game of the PGN file opened last",
            Command::NextGame => "Replay the next game of the same PGN file",
            Command::PreviousGame => "Replay the previous game of the same PGN file",
            Command::Resign => "Give up the game (you are asked first)",
            Command::ConfirmResign => "End the game now: the other side wins",
            Command::OfferDraw => {
                "Offer a draw: the other player is asked, or the computer answers"
            }
            Command::ConfirmOfferDraw => "Make the offer now",
            Command::AcceptDraw => "End the game as a draw",
            Command::DeclineDraw => "Refuse the draw and play on",
            Command::KeepPlaying => "Close this question and play on",
            Command::Rematch => "Play again with the same settings, colours swapped",
            Command::CloseResult => "Close the result and look at the game",
            Command::ConfirmTakeback => "Take the move back; the game is unrated from now on",
            Command::CancelTakeback => "Keep the game as it is, still rated",
            Command::ConfirmAbandon => "Leave the game in progress for the new one",
            Command::Profiles => "Players' ratings, rating history and games",
            Command::CloseProfiles => "Close the Profiles window",
        }
    }

    /// The keys that run the command, the one a tooltip names first. A key with more
    /// modifiers is taken before one with fewer (Ctrl+Shift+E before Ctrl+E, which
    /// would also match it).
    pub fn shortcuts(self) -> &'static [KeyboardShortcut] {
        /// The keys as one static list.
        macro_rules! keys {
            ($($modifiers:expr => $key:expr),+) => {
                const { &[$(KeyboardShortcut::new($modifiers, $key)),+] }
            };
        }
        const NONE: Modifiers = Modifiers::NONE;
        const CTRL: Modifiers = Modifiers::COMMAND;
        const CTRL_SHIFT: Modifiers = Modifiers::COMMAND.plus(Modifiers::SHIFT);
        const ALT: Modifiers = Modifiers::ALT;
        match self {
            Command::NewGame => keys!(CTRL => Key::N),
            Command::Undo => keys!(CTRL => Key::Z),
            Command::FlipBoard => keys!(NONE => Key::F),
            Command::ToggleCoordinates => keys!(NONE => Key::L),
            Command::ToggleFlat => keys!(NONE => Key::V),
            Command::ToggleTesseract => keys!(NONE => Key::T),
            Command::Camera1 => keys!(NONE => Key::Num1),
            Command::Camera2 => keys!(NONE => Key::Num2),
            Command::Camera3 => keys!(NONE => Key::Num3),
            Command::Quit => keys!(CTRL => Key::Q),
            Command::Pass => keys!(NONE => Key::P),
            Command::Save => keys!(CTRL => Key::S),
            Command::Open => keys!(CTRL => Key::O),
            Command::ExportDiagram => keys!(CTRL => Key::E),
            Command::ExportPgn => keys!(CTRL_SHIFT => Key::P),
            Command::ShowGameList => keys!(CTRL => Key::G),
            Command::NextGame => keys!(NONE => Key::PageDown),
            Command::PreviousGame => keys!(NONE => Key::PageUp),
            Command::ViewStart => keys!(NONE => Key::Home),
            Command::ViewBack => keys!(NONE => Key::ArrowLeft),
            // NextMove's key is ViewForward's: → plays the next move while the
            // machines play (the shell turns the one into the other).
            Command::ViewForward | Command::NextMove => keys!(NONE => Key::ArrowRight),
            Command::ViewEnd => keys!(NONE => Key::End),
            Command::PlayPause => keys!(NONE => Key::Space),
            Command::Theme => keys!(NONE => Key::C),
            Command::ToggleAnalysis => keys!(NONE => Key::A),
            Command::FocusBoard => keys!(NONE => Key::B),
            Command::OpenEditor => keys!(CTRL_SHIFT => Key::E),
            Command::Profiles => keys!(CTRL_SHIFT => Key::U),
            Command::OpenAnalysisBoard => keys!(CTRL_SHIFT => Key::A),
            Command::ToggleSearch => keys!(NONE => Key::G),
            Command::MoreLines => keys!(NONE => Key::Plus),
            Command::FewerLines => keys!(NONE => Key::Minus),
            Command::CopyPosition => keys!(CTRL => Key::C),
            Command::LearnRules => keys!(NONE => Key::F1, NONE => Key::Questionmark),
            Command::LearnNext => keys!(NONE => Key::PageDown, ALT => Key::ArrowRight),
            Command::LearnBack => keys!(NONE => Key::PageUp, ALT => Key::ArrowLeft),
            Command::LearnNextPart => keys!(CTRL => Key::PageDown),
            Command::LearnPreviousPart => keys!(CTRL => Key::PageUp),
            Command::LearnClose => keys!(NONE => Key::Escape),
            Command::CloseEditor => keys!(NONE => Key::Escape),
            Command::Shortcuts => keys!(CTRL => Key::Slash),
            Command::Resign => keys!(CTRL_SHIFT => Key::R),
            Command::OfferDraw => keys!(CTRL_SHIFT => Key::D),
            Command::ReviewGame => keys!(NONE => Key::R),
            Command::CloseNewGame
            | Command::CancelPromotion
            | Command::DismissNotice
            | Command::ReadNotice
            | Command::CloseNotice
            | Command::CopyNotice
            | Command::ChooseDiagramFile
            | Command::CloseDiagramDialog
            | Command::ContinueHere
            | Command::CloseContinue
            | Command::ExplainReadOnlyBoard
            | Command::RetryComputer
            | Command::PlayFromHere
            | Command::AnalyseFromHere
            | Command::CloseAnalysisBoard
            | Command::CancelReview
            | Command::About
            | Command::CloseAbout
            | Command::CloseShortcuts
            | Command::CloseGameList
            | Command::ConfirmResign
            | Command::ConfirmOfferDraw
            | Command::ConfirmAbandon
            | Command::AcceptDraw
            | Command::DeclineDraw
            | Command::KeepPlaying
            | Command::Rematch
            | Command::CloseResult
            | Command::ConfirmTakeback
            | Command::CancelTakeback
            | Command::CloseProfiles => &[],
        }
    }

    /// The key a tooltip or a menu names.
    pub fn shortcut(self) -> Option<KeyboardShortcut> {
        self.shortcuts().first().copied()
    }

    /// Whether the command's keys are taken on `place`'s screens (a command without
    /// keys takes none). The shell narrows this further by the moment (a board cell
    /// with the focus keeps its letters; the history keys wait while a person plays).
    pub fn taken_on(self, place: KeyPlace) -> bool {
        // NextMove is reached through ViewForward's key.
        if self.shortcuts().is_empty() || self == Command::NextMove {
            return false;
        }
        let (game, editor, learn) = match self {
            // Anywhere in the window.
            Command::NewGame
            | Command::FlipBoard
            | Command::ToggleCoordinates
            | Command::Theme
            | Command::Quit
            | Command::Save
            | Command::Open
            | Command::ExportDiagram
            | Command::ExportPgn
            | Command::CopyPosition
            | Command::Shortcuts
            | Command::LearnRules => (true, true, true),
            // A board and its analysis.
            Command::Undo
            | Command::ToggleFlat
            | Command::ToggleTesseract
            | Command::Camera1
            | Command::Camera2
            | Command::Camera3
            | Command::OpenEditor
            | Command::OpenAnalysisBoard
            | Command::ToggleAnalysis
            | Command::ReviewGame
            | Command::FocusBoard
            | Command::ToggleSearch
            | Command::MoreLines
            | Command::FewerLines => (true, true, false),
            Command::LearnNext
            | Command::LearnBack
            | Command::LearnNextPart
            | Command::LearnPreviousPart
            | Command::LearnClose => (false, false, true),
            Command::CloseEditor => (false, true, false),
            _ => (true, false, false),
        };
        match place {
            KeyPlace::Game => game,
            KeyPlace::Editor => editor,
            KeyPlace::Learn => learn,
        }
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
            | Command::CopyPosition => at(Menu::Game, 2),
            Command::Quit => at(Menu::Game, 3),
            Command::FlipBoard
            | Command::ToggleCoordinates
            | Command::Theme
            | Command::ToggleAnalysis
            | Command::FocusBoard => at(Menu::View, 0),
            Command::LearnRules => at(Menu::Learn, 0),
            Command::Profiles => at(Menu::Profiles, 0),
            Command::Shortcuts | Command::About => at(Menu::Help, 0),
            _ => None,
        }
    }

    /// The key as a tooltip names it ("Right arrow", "Ctrl+S"); egui's own names for
    /// the arrows are glyphs its fonts lack.
    pub fn key_hint(self, ctx: &egui::Context) -> Option<String> {
        Some(key_name(ctx, self.shortcut()?))
    }

    /// Every key of the command, as a tooltip names them, joined by " or ".
    pub fn keys_named(self, ctx: &egui::Context) -> String {
        let names: Vec<String> = self.shortcuts().iter().map(|&s| key_name(ctx, s)).collect();
        names.join(" or ")
    }

    /// The tooltip with the key that does the same: "Take back the last move (Ctrl+Z)".
    pub fn tooltip_with_key(self, ctx: &egui::Context) -> String {
        match self.key_hint(ctx) {
            Some(key) => format!("{} ({key})", self.tooltip()),
            None => self.tooltip().to_string(),
        }
    }
}

/// A key as a tooltip names it ("Right arrow", "Ctrl+S", "Alt+Left arrow"); egui's own
/// names for the arrows are glyphs its fonts lack.
fn key_name(ctx: &egui::Context, shortcut: KeyboardShortcut) -> String {
    let name = match shortcut.logical_key {
        Key::ArrowLeft => "Left arrow".to_string(),
        Key::ArrowRight => "Right arrow".to_string(),
        Key::Space => "Space".to_string(),
        Key::Home => "Home".to_string(),
        Key::End => "End".to_string(),
        Key::PageDown => "Page Down".to_string(),
        Key::PageUp => "Page Up".to_string(),
        Key::Minus => "-".to_string(),
        _ => return ctx.format_shortcut(&shortcut),
    };
    match shortcut.modifiers.is_none() {
        true => name,
        false => format!("{}+{name}", ctx.format_modifiers(shortcut.modifiers)),
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;

    /// No two commands that one screen takes share a key (the PGN export and the
    /// Profiles window once both took Ctrl+Shift+P). Every command is checked, listed
    /// by the enum itself.
    #[test]
    fn no_two_commands_of_a_screen_share_a_shortcut() {
        let mut checked = 0;
        for place in KeyPlace::iter() {
            let mut seen: Vec<(KeyboardShortcut, Command)> = Vec::new();
            for command in Command::all().filter(|c| c.taken_on(place)) {
                for &shortcut in command.shortcuts() {
                    if let Some((_, other)) = seen.iter().find(|(s, _)| *s == shortcut) {
                        panic!("{command:?} and {other:?} share {shortcut:?}");
                    }
                    seen.push((shortcut, command));
                    checked += 1;
                }
            }
        }
        assert!(checked >= 40, "only {checked} shortcuts checked");
    }

    /// A clash is found (the check above can fail).
    #[test]
    fn a_shared_key_would_be_seen() {
        let (a, b) = (Command::NextGame, Command::LearnNext);
        assert_eq!(a.shortcut(), b.shortcut(), "both take Page Down");
        let together = KeyPlace::iter().filter(|&p| a.taken_on(p) && b.taken_on(p));
        assert_eq!(together.count(), 0, "on different screens");
        // Every command with a key is taken somewhere, so the check above sees it
        // (NextMove through ViewForward's key).
        for command in Command::all().filter(|c| c.shortcut().is_some()) {
            let taken = |c: Command| KeyPlace::iter().any(|p| c.taken_on(p));
            let by_another = command == Command::NextMove && taken(Command::ViewForward);
            assert!(taken(command) || by_another, "{command:?}");
        }
    }

    /// The drawing keys of a focused cell (O, D, Delete, Backspace) are no command's
    /// single-key shortcut, which would take them first.
    #[test]
    fn the_drawing_keys_are_no_commands_shortcut() {
        for command in Command::all() {
            for s in command.shortcuts().iter().filter(|s| !s.modifiers.command) {
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

    #[test]
    fn every_command_has_a_label_and_a_tooltip_and_every_menu_an_entry() {
        for command in Command::all() {
            assert!(!command.label().is_empty(), "{command:?}");
            assert!(!command.tooltip().is_empty(), "{command:?}");
        }
        for menu in Menu::iter() {
            let entries = Command::all().filter(|c| c.menu_place().is_some_and(|p| p.menu == menu));
            assert!(entries.count() > 0, "{menu:?} is empty");
        }
        // The menu entries have distinct labels within their menu.
        for menu in Menu::iter() {
            let labels: Vec<&str> = Command::all()
                .filter(|c| c.menu_place().is_some_and(|p| p.menu == menu))
                .map(Command::label)
                .collect();
            let distinct: std::collections::BTreeSet<&str> = labels.iter().copied().collect();
            assert_eq!(distinct.len(), labels.len(), "{menu:?}: {labels:?}");
        }
    }
}
