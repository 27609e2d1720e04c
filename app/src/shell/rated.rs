//! Rated play in the shell: the end of a live game (rated: each profile's new rating
//! written and the game kept for the history; always: the result dialog), the
//! question before a takeback makes a rated game unrated, resigning, the rematch,
//! creating a profile from the New game dialog, and the Profiles window.
use super::{Notice, OtherworldsApp};
use crate::command::Command;
use crate::files::worker::WriteTag;
use crate::play::result::{ResultDialog, result_ui, takeback_ui};
use crate::profiles::Change;
use crate::profiles::page::{ProfilesWindow, profiles_ui};
use crate::profiles::rated::{self, Finished};
use otherworlds_core::Color;
use otherworlds_core::record::Timestamp;

impl OtherworldsApp {
    /// After the frame's commands and the computer's move: if the live game has just
    /// ended (whatever ended it), rates it when it is rated and opens the result.
    pub(super) fn conclude_game(&mut self, ctx: &egui::Context) {
        let Some(outcome) = self.game.take_ending() else {
            return;
        };
        let mut lines = Vec::new();
        if self.game.is_rated() {
            self.game.make_unrated();
            lines = self.rate_ended_game(outcome);
        }
        self.result = Some(ResultDialog::new(outcome, lines));
        ctx.request_repaint();
    }

    /// The rated game's rating changes, written to the profiles with the game kept in
    /// the games folder; the dialog's lines.
    fn rate_ended_game(&mut self, outcome: otherworlds_core::Outcome) -> Vec<String> {
        if self.profiles.book().is_none() {
            self.notice = Some(Notice::error(
                "The game was not rated: the profiles are still being read.",
            ));
            return Vec::new();
        }
        let at = Timestamp::now();
        let variant = self.game.session().variant();
        let file = self.keep_rated_game(at);
        let Some(book) = self.profiles.book() else {
            return Vec::new();
        };
        let finished = Finished {
            variant,
            outcome,
            at,
            file,
        };
        let players = self.game.players;
        let white = self.game.table.seat(players, Color::White);
        let black = self.game.table.seat(players, Color::Black);
        let updates = rated::rate(book, &finished, &white, &black);
        let lines = updates.iter().map(rated::Update::line).collect();
        if let Err(e) = self.profiles.change(Change::Rated(updates), &self.files) {
            self.notice = Some(Notice::error(format!("The new ratings are not saved: {e}")));
        }
        lines
    }

    /// Writes the finished game to the games folder (through the files worker): its
    /// file name, if it is kept.
    fn keep_rated_game(&mut self, at: Timestamp) -> Option<String> {
        let dir = self.profiles.games_dir()?;
        let variant = self.game.session().variant().to_string().replace(':', "-");
        let name = format!(
            "{}-{variant}.{}",
            crate::files::store::file_stamp(at),
            crate::files::dialog::GAME_EXTENSION
        );
        match self.game.file_bytes() {
            Ok(bytes) => {
                self.files
                    .write(dir.join(&name), bytes, WriteTag::RatedGame);
                Some(name)
            }
            Err(e) => {
                self.notice = Some(Notice::error(format!("The rated game is not kept: {e}")));
                None
            }
        }
    }

    /// The result dialog, the takeback question and the Profiles window.
    pub(super) fn rated_dialogs_ui(&mut self, ctx: &egui::Context) {
        if let Some(dialog) = &mut self.result
            && let Some(command) = result_ui(ctx, dialog)
        {
            self.commands.push(command);
        }
        if let Some(focus) = &mut self.takeback_question
            && let Some(command) = takeback_ui(ctx, focus)
        {
            self.commands.push(command);
        }
        if let Some(window) = &mut self.profiles_window {
            let dir = self.profiles.games_dir();
            if let Some(command) = profiles_ui(ctx, window, self.profiles.book(), dir.as_deref()) {
                if matches!(command, Command::LoadFrom(_)) {
                    // The game opens in the replay player, in front.
                    self.profiles_window = None;
                }
                self.commands.push(command);
            }
        }
    }

    /// Undo on the play screen: asked first when it would make a rated game unrated.
    pub(super) fn undo_asked(&mut self) {
        if self.game.takeback_unrates() {
            self.takeback_question = Some(true);
            return;
        }
        self.stop_computer();
        let notice = self.game.undo();
        self.tell(notice);
    }

    /// The commands of rated play.
    pub(super) fn run_rated(&mut self, command: Command) {
        match command {
            Command::ConfirmTakeback => {
                self.takeback_question = None;
                self.game.make_unrated();
                self.notice = Some(Notice::info("The game is unrated from now on."));
                self.undo_asked();
            }
            Command::CancelTakeback => self.takeback_question = None,
            Command::CloseResult => self.result = None,
            Command::Rematch => {
                self.result = None;
                let mut players = self.game.players;
                std::mem::swap(&mut players.white, &mut players.black);
                let table = self.game.table.swapped();
                let variant = self.game.session().variant();
                self.game.players = players;
                self.game.table = table;
                self.start(variant);
            }
            Command::CreateProfile(name) => {
                let result = self.profiles.add(&name, &self.files);
                let Some(dialog) = &mut self.new_game else {
                    return;
                };
                match result {
                    Ok(name) => {
                        dialog.profile_error = None;
                        dialog.new_name.clear();
                        dialog.seat_new_profile(name);
                    }
                    Err(e) => dialog.profile_error = Some(e),
                }
            }
            Command::Profiles => {
                self.profiles.refresh(&self.files);
                self.profiles_window = Some(ProfilesWindow::new(None));
            }
            Command::ShowProfile(name) => {
                self.profiles_window = Some(ProfilesWindow::new(name));
            }
            Command::CloseProfiles => self.profiles_window = None,
            _ => {}
        }
    }
}
