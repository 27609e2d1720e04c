//! Position strings in and out, and the board editor's screen: open and leave the
//! editor, copy the position on show (Ctrl+C), read a pasted one (Ctrl+V), and start a
//! game from the edited position.
//!
//! A pasted string that reads opens on the analysis board (in the editor: into the
//! editor); the game in progress waits behind it, as it does behind a replay. One that
//! does not read is told in the status bar with the core's error, and nothing on
//! screen changes.
use super::modal::ModalKind;
use super::{Notice, OtherworldsApp, Screen};
use crate::editor::Editor;
use crate::game::session::GameSession;
use otherworlds_core::prelude::*;

impl OtherworldsApp {
    /// The board editor on the position on show.
    pub(super) fn open_editor_on_show(&mut self) {
        if matches!(self.screen, Screen::Editor(_)) {
            return;
        }
        let view = self.view();
        let Some(pos) = view.session.game().position_at(view.viewed_ply()) else {
            return;
        };
        let editor = Editor::new(pos, self.desk.table().players.clone());
        self.open_editor(editor);
    }

    /// Leaves the editor for the game at the table.
    pub(super) fn close_editor(&mut self) {
        if matches!(self.screen, Screen::Editor(_)) {
            self.screen = self.desk.table_screen();
        }
    }

    /// Copies the position string on show to the clipboard.
    pub(super) fn copy_position(&mut self, ctx: &egui::Context) {
        let text = self.position_on_show();
        ctx.copy_text(text.clone());
        self.say(Notice::info(t!("shell-copied-position", position = text)));
    }

    /// "Play from here": in the editor, a game from the edited position with the
    /// editor's players; on the analysis board, the players are asked first.
    pub(super) fn play_from_here(&mut self) {
        if matches!(self.screen, Screen::Editor(_)) {
            self.play_from_editor();
        } else if self.in_analysis_board() {
            self.ask_play_from_analysis();
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
        self.modals.close(ModalKind::Continue);
        self.desk.table_mut().promotion = None;
        self.screen = Screen::Editor(Box::new(editor));
    }

    /// A pasted position string: into the editor there; elsewhere it opens on the
    /// analysis board, as lichess analyses a pasted FEN (the game in progress waits).
    pub(super) fn paste(&mut self, text: &str) {
        if !matches!(self.screen, Screen::Editor(_)) && self.engine_refused() {
            // A pasted position opens on the analysis board: no engine in a rated game.
            return;
        }
        let read = match &mut self.screen {
            Screen::Editor(editor) => editor.paste(text).map(|()| None),
            _ => {
                let variant = self.view().session.variant();
                crate::editor::read_any(variant, text)
                    .map(|pos| Some(GameSession::of_position(pos)))
            }
        };
        match read {
            Ok(None) => self.say(Notice::info(t!("shell-pasted-into-editor"))),
            Ok(Some(session)) => {
                self.open_analysis(session, 0);
                if matches!(self.screen, Screen::Analysis) {
                    self.say(Notice::info(t!("shell-analysing-pasted")));
                }
            }
            Err(e) => {
                let shown: String = text.trim().chars().take(60).collect();
                self.say(Notice::error(t!(
                    "shell-paste-not-position",
                    text = shown,
                    error = e.to_string()
                )));
            }
        }
    }

    /// Starts a game from the edited position with the editor's players (the buttons
    /// are disabled while it is not valid). From an analysis board, the game in
    /// progress is replaced, as by New game.
    fn play_from_editor(&mut self) {
        let Screen::Editor(editor) = &self.screen else {
            return;
        };
        let players = editor.players.clone();
        match GameSession::from_position(editor.variant(), &editor.text) {
            Ok(session) => {
                self.leave_analysis();
                self.screen = Screen::Play;
                let live = &mut self.desk.live;
                live.replace(session, players);
                // Autosaved by the shell at the end of the frame, through the files worker.
                live.mark_unsaved();
                self.frame.notice = None;
            }
            Err(e) => self.say(Notice::error(t!(
                "shell-position-not-valid",
                error = e.to_string()
            ))),
        }
    }
}
