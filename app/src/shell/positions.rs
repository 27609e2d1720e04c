//! Position strings in and out, and the board editor's commands: open and leave the
//! editor, copy the position on show (Ctrl+C), read a pasted one (Ctrl+V), and start
//! a game from the edited position.
//!
//! A pasted string that reads opens in the board editor (the game in progress waits
//! behind it, as it does behind a replay); one that does not read is told in the
//! status bar with the core's error, and nothing on screen changes.
use super::{Notice, OtherworldsApp, Screen};
use crate::command::Command;
use crate::editor::Editor;
use crate::play::players::Players;
use crate::play::session::GameSession;
use otherworlds_core::prelude::*;

impl OtherworldsApp {
    pub(super) fn run_position(&mut self, command: Command, ctx: &egui::Context) {
        match command {
            Command::OpenEditor => {
                if matches!(self.screen, Screen::Editor(_)) {
                    return;
                }
                let view = self.view();
                let Some(pos) = view.session.game().position_at(view.viewed_ply()) else {
                    return;
                };
                let editor = Editor::new(pos, self.game.players);
                self.open_editor(editor);
            }
            Command::CloseEditor => {
                if matches!(self.screen, Screen::Editor(_)) {
                    self.screen = Screen::Play;
                }
            }
            Command::CopyPosition => {
                let text = self.position_on_show();
                ctx.copy_text(text.clone());
                self.notice = Some(Notice::info(format!("Copied the position: {text}")));
            }
            Command::PastePosition(text) => self.paste(&text),
            Command::PlayFromHere if matches!(self.screen, Screen::Editor(_)) => {
                self.play_from_editor(None);
            }
            Command::PlayFromHere if self.in_analysis_board() => self.ask_play_from_analysis(),
            Command::AnalyseFromHere => self.run_analysis(Command::OpenAnalysisBoard, 0.0),
            _ => {}
        }
    }

    /// The position string of what the board shows (in the editor, as edited).
    pub(crate) fn position_on_show(&self) -> String {
        if let Screen::Editor(editor) = &self.screen {
            return editor.text.clone();
        }
        let view = self.view();
        view.session
            .game()
            .position_at(view.viewed_ply())
            .map(|p| p.position_string())
            .unwrap_or_default()
    }

    fn open_editor(&mut self, editor: Editor) {
        self.computer.cancel();
        self.computer.pace.stop();
        self.continue_dialog = None;
        self.game.promotion = None;
        self.screen = Screen::Editor(Box::new(editor));
    }

    /// A pasted position string: into the editor, or opening it.
    fn paste(&mut self, text: &str) {
        let read = match &mut self.screen {
            Screen::Editor(editor) => editor.paste(text).map(|()| None),
            _ => {
                let variant = self.view().session.variant();
                crate::editor::read_any(variant, text)
                    .map(|pos| Some(Editor::new(&pos, self.game.players)))
            }
        };
        match read {
            Ok(opened) => {
                if let Some(editor) = opened {
                    self.open_editor(editor);
                }
                self.notice = Some(Notice::info("Pasted a position into the board editor"));
            }
            Err(e) => {
                let shown: String = text.trim().chars().take(60).collect();
                self.notice = Some(Notice::error(format!(
                    "The pasted text is not a position (\"{shown}\"): {e}"
                )));
            }
        }
    }

    /// Starts a game from the edited position (with `players`, else the editor's);
    /// false when the position is not valid (the buttons are disabled then). From an
    /// analysis board, the game in progress is replaced, as by New game.
    fn play_from_editor(&mut self, players: Option<Players>) -> bool {
        let Screen::Editor(editor) = &self.screen else {
            return false;
        };
        let players = players.unwrap_or(editor.players);
        match GameSession::from_position(editor.variant(), &editor.text) {
            Ok(session) => {
                self.leave_analysis();
                self.screen = Screen::Play;
                self.game.replace(session, players);
                self.notice = None;
                // Autosaved by the shell at the end of the frame, through the files worker.
                self.game.mark_unsaved();
                true
            }
            Err(e) => {
                self.notice = Some(Notice::error(format!("The position is not valid: {e}")));
                false
            }
        }
    }
}
