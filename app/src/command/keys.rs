//! Each command's keys, where they work (the game, the editor, Learn), and how a
//! tooltip names them; the keys a focused board cell takes itself.
use super::{Command, KeyPlace};
use egui::{Key, KeyboardShortcut, Modifiers};

impl Command {
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
            Command::ToggleSound => keys!(NONE => Key::M),
            Command::Puzzles => keys!(NONE => Key::F2),
            Command::PuzzleHint => keys!(NONE => Key::H),
            Command::PuzzleSolution => keys!(NONE => Key::S),
            Command::PuzzleNext => keys!(NONE => Key::N),
            Command::PuzzlesClose => keys!(NONE => Key::Escape),
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
            | Command::LearnFromMistakes
            | Command::MistakeRetry
            | Command::MistakeShow
            | Command::MistakeNext
            | Command::MistakeFlip
            | Command::MistakesClose
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
            | Command::CloseProfiles
            | Command::Engines
            | Command::CloseEngines
            | Command::BrowseEngine => &[],
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
            | Command::ToggleSound
            | Command::Puzzles
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

    /// The key as a tooltip names it ("Right arrow", "Ctrl+S"); egui's own names for
    /// the arrows are glyphs its fonts lack.
    pub fn key_hint(self, ctx: &egui::Context) -> Option<String> {
        Some(key_name(ctx, self.shortcut()?))
    }

    /// Every key of the command, as a tooltip names them: "Z or Ctrl+Z".
    pub fn keys_named(self, ctx: &egui::Context) -> String {
        let mut names = self.shortcuts().iter().map(|&s| key_name(ctx, s));
        let first = names.next().unwrap_or_default();
        names.fold(first, |keys, key| t!("keys-or", keys = keys, key = key))
    }
}

/// A key as a tooltip names it ("Right arrow", "Ctrl+S", "Alt+Left arrow"); egui's own
/// names for the arrows are glyphs its fonts lack.
fn key_name(ctx: &egui::Context, shortcut: KeyboardShortcut) -> String {
    let name = match shortcut.logical_key {
        Key::ArrowLeft => t!("keys-left-arrow"),
        Key::ArrowRight => t!("keys-right-arrow"),
        Key::Space => t!("keys-space"),
        Key::Home => t!("keys-home"),
        Key::End => t!("keys-end"),
        Key::PageDown => t!("keys-page-down"),
        Key::PageUp => t!("keys-page-up"),
        Key::Minus => "-".to_string(),
        _ => return ctx.format_shortcut(&shortcut),
    };
    match shortcut.modifiers.is_none() {
        true => name,
        false => format!("{}+{name}", ctx.format_modifiers(shortcut.modifiers)),
    }
}

/// The keys a focused board cell takes itself (no command runs them): playing by keys
/// and drawing on the board (`board::drawings`), as message ids of (key, what it does).
pub const BOARD_KEYS: [(&str, &str); 4] = [
    ("keys-board-arrows", "keys-board-arrows-tip"),
    ("keys-board-alt-arrows", "keys-board-alt-arrows-tip"),
    ("keys-board-enter", "keys-board-enter-tip"),
    ("keys-board-escape", "keys-board-escape-tip"),
];

/// Every key of a focused board cell, in words: [`BOARD_KEYS`], then the drawing keys.
pub fn board_keys() -> impl Iterator<Item = (String, String)> {
    BOARD_KEYS
        .into_iter()
        .chain(crate::board::drawings::KEYS)
        .map(|(key, what)| (t!(key), t!(what)))
}
