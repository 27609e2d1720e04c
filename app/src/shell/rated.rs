//! Rated play in the shell: the end of a live game (rated: each profile's new rating
//! written and the game kept for the history; always: the result dialog), the
//! question before a takeback makes a rated game unrated (and no takeback once a
//! rated game has ended: it is counted), resigning, the rematch,
//! creating a profile from the New game dialog, and the Profiles window.
use super::modal::{Modal, ModalKind};
use super::{Notice, OtherworldsApp};
use crate::files::worker::WriteTag;
use crate::play::result::ResultDialog;
use crate::profiles::Change;
use crate::profiles::page::ProfilesWindow;
use crate::profiles::rated::{self, Finished};
use otherworlds_core::Color;
use otherworlds_core::record::Timestamp;

impl OtherworldsApp {
    /// After the frame's commands and the computer's move: if the live game has just
    /// ended (whatever ended it), rates it when it is rated and opens the result.
    pub(super) fn conclude_game(&mut self, ctx: &egui::Context) {
        let Some((outcome, lines)) = self.conclude_now() else {
            return;
        };
        self.modals
            .open(Modal::Result(ResultDialog::new(outcome, lines)));
        ctx.request_repaint();
    }

    /// The end of the game at the table, the first time it is seen: rated (once) when
    /// it is rated; the end and the result dialog's lines.
    pub(super) fn conclude_now(&mut self) -> Option<(otherworlds_core::Outcome, Vec<String>)> {
        let outcome = self.desk.table_mut().take_ending()?;
        let mut lines = Vec::new();
        if self.desk.table_mut().count_rated_end() {
            lines = self.rate_ended_game(outcome);
        }
        Some((outcome, lines))
    }

    /// The rated game's rating changes, written to the profiles with the game kept in
    /// the games folder; the dialog's lines.
    fn rate_ended_game(&mut self, outcome: otherworlds_core::Outcome) -> Vec<String> {
        if self.profiles.book().is_none() {
            self.say(Notice::error(t!("shell-not-rated-profiles-reading")));
            return Vec::new();
        }
        let at = Timestamp::now();
        let variant = self.desk.table().session().variant();
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
        let players = &self.desk.table().players;
        let white = self.desk.table().table.seat(players, Color::White);
        let black = self.desk.table().table.seat(players, Color::Black);
        let updates = rated::rate(book, &finished, &white, &black);
        let lines = updates.iter().map(rated::Update::line).collect();
        if let Err(e) = self
            .profiles
            .change(Change::Rated(updates), &self.storage.files)
        {
            self.say(Notice::error(t!(
                "shell-ratings-not-saved",
                error = e.to_string()
            )));
        }
        lines
    }

    /// Writes the finished game to the games folder (through the files worker): its
    /// file name, if it is kept.
    fn keep_rated_game(&mut self, at: Timestamp) -> Option<String> {
        let dir = self.profiles.games_dir()?;
        let variant = self
            .desk
            .table()
            .session()
            .variant()
            .to_string()
            .replace(':', "-");
        let name = format!(
            "{}-{variant}.{}",
            crate::files::store::file_stamp(at),
            crate::files::dialog::GAME_EXTENSION
        );
        match self.desk.table().file_bytes() {
            Ok(bytes) => {
                self.storage
                    .files
                    .write(dir.join(&name), bytes, WriteTag::RatedGame);
                Some(name)
            }
            Err(e) => {
                self.say(Notice::error(t!(
                    "shell-rated-game-not-kept",
                    error = e.to_string()
                )));
                None
            }
        }
    }

    /// Undo on the play screen: asked first when it would make a rated game unrated.
    pub(super) fn undo_asked(&mut self) {
        if let Some(why) = self.desk.table().undo_refusal() {
            self.say(Notice::info(why));
            return;
        }
        if self.desk.table().takeback_unrates() {
            self.modals.open(Modal::Takeback { focus: true });
            return;
        }
        self.stop_computer();
        let notice = self.desk.table_mut().undo();
        self.tell(notice);
    }

    /// "Yes, take back": the game is unrated from now on, and the move goes.
    pub(super) fn confirm_takeback(&mut self) {
        self.modals.close(ModalKind::Takeback);
        self.desk.table_mut().make_unrated();
        self.say(Notice::info(t!("shell-unrated-from-now")));
        self.undo_asked();
    }

    /// The result dialog's Rematch: the same settings, colours swapped.
    pub(super) fn rematch(&mut self) {
        self.modals.close(ModalKind::Result);
        let game = self.desk.table_mut();
        let mut players = game.players.clone();
        std::mem::swap(&mut players.white, &mut players.black);
        let table = game.table.swapped();
        let variant = game.session().variant();
        game.players = players;
        game.table = table;
        self.start(variant);
    }

    /// The New game dialog's Create profile.
    pub(super) fn create_profile(&mut self, name: &str) {
        let result = self.profiles.add(name, &self.storage.files);
        let Some(dialog) = self.modals.new_game() else {
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

    /// The Profiles window: the list, or this profile's page.
    pub(super) fn open_profiles(&mut self, page: Option<String>) {
        self.modals.open(Modal::Profiles(ProfilesWindow::new(page)));
    }
}
