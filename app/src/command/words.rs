//! Each command's words: the label on its button or menu entry and its tooltip (with
//! the key that does the same), messages `cmd-<command>` and `cmd-<command>-tip` of
//! `assets/i18n/<lang>/commands.ftl`.
use super::Command;

impl Command {
    /// The id of the command's label message (`cmd-new-game`).
    pub fn message_id(self) -> String {
        let name: &'static str = self.into();
        format!("cmd-{name}")
    }

    /// The text on a button or menu entry.
    pub fn label(self) -> String {
        t!(&self.message_id())
    }

    /// What a tooltip says.
    pub fn tooltip(self) -> String {
        t!(&format!("{}-tip", self.message_id()))
    }

    /// The tooltip with the key that does the same: "Take back the last move (Ctrl+Z)".
    pub fn tooltip_with_key(self, ctx: &egui::Context) -> String {
        match self.key_hint(ctx) {
            Some(key) => format!("{} ({key})", self.tooltip()),
            None => self.tooltip(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Catalog, ENGLISH};
    use strum::IntoEnumIterator;

    /// Every command has its two messages in English (a missing one would show its id).
    #[test]
    fn every_command_has_a_label_and_a_tooltip_in_english() {
        let english = Catalog::shipped(ENGLISH).expect("English loads");
        for command in Command::iter() {
            let id = command.message_id();
            assert!(english.has(&id), "{id}");
            assert!(english.has(&format!("{id}-tip")), "{id}-tip");
        }
        assert_eq!(Command::NewGame.message_id(), "cmd-new-game");
        assert_eq!(Command::Camera1.message_id(), "cmd-camera1");
    }
}
