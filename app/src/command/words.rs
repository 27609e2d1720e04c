//! Each command's words: the label on its button or menu entry and its tooltip (with
//! the key that does the same).
use super::Command;

impl Command {
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

    /// The tooltip with the key that does the same: "Take back the last move (Ctrl+Z)".
    pub fn tooltip_with_key(self, ctx: &egui::Context) -> String {
        match self.key_hint(ctx) {
            Some(key) => format!("{} ({key})", self.tooltip()),
            None => self.tooltip().to_string(),
        }
    }
}
