//! Commands are data: each action has one label, tooltip and shortcut, used by the
//! menus, the buttons and the keyboard alike, so they cannot drift apart.
use super::players::Players;
use crate::studio::StudioCommand;
use egui::{Key, KeyboardShortcut, Modifiers};
use otherworlds_core::geometry::Cell;
use otherworlds_core::{Role, Variant};

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
    /// The customisation studio (open, close, theme files).
    Studio(StudioCommand),
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
            Command::Studio(StudioCommand::Toggle) => "Theme…".into(),
            Command::Studio(_) => "Theme".into(),
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
            Command::Studio(_) => "Customise colours, backgrounds and lighting",
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
            Command::Studio(StudioCommand::Toggle) => key(Modifiers::NONE, Key::C),
            _ => None,
        }
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
