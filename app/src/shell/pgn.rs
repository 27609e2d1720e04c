//! The shell's side of PGN: the game list of a PGN file (a game chosen goes to the
//! replay player; Next/Previous game from the replay) and the export of the game on
//! screen through the files worker.
use super::modal::{Modal, ModalKind};
use super::{Notice, OtherworldsApp, Screen};
use crate::files::WriteTag;
use crate::game::Replay;
use std::path::Path;

impl OtherworldsApp {
    /// Ctrl+G: the game list of the PGN file opened last, on the game on show.
    pub(super) fn show_game_list(&mut self) {
        if let Some(list) = &mut self.desk.game_list {
            list.reopen();
            self.modals.open(Modal::GameList);
        }
    }

    /// Beside the replay of a listed game: the game `by` places further in the list.
    pub(super) fn neighbour_game(&mut self, by: isize) {
        let next = self.desk.game_list.as_ref().and_then(|l| l.neighbour(by));
        if self.replaying_listed()
            && let Some(index) = next
        {
            self.open_listed(index);
        }
    }

    /// Whether the replay on show is a game of the game list.
    pub(super) fn replaying_listed(&self) -> bool {
        let listed = match &self.screen {
            Screen::Replay(replay) => replay.info.pgn.as_ref().and_then(|p| p.listed),
            _ => None,
        };
        listed.is_some() && listed == self.desk.game_list.as_ref().and_then(|l| l.current)
    }

    /// Replays game `index` of the list ("games.pgn, game 12"); one that does not
    /// replay under the Otherworlds rules is told in the list and the status bar, and
    /// the screen stays as it was.
    pub(super) fn open_listed(&mut self, index: usize) {
        let Some(list) = &mut self.desk.game_list else {
            return;
        };
        let file = &list.file;
        let name = t!(
            "shell-listed-game",
            file = file.name.as_str(),
            number = index + 1
        );
        match crate::files::pgn::load_listed(file, index) {
            Ok((loaded, source)) => {
                list.problem = None;
                list.current = Some(index);
                list.selected = Some(index);
                self.modals.close(ModalKind::GameList);
                self.show_replay(Replay::from_pgn(name, loaded, source));
            }
            Err(e) => {
                let text = t!(
                    "shell-open-failed",
                    file = name.as_str(),
                    error = e.to_string()
                );
                list.problem = Some(text.clone());
                self.say(Notice::error(text));
            }
        }
    }

    /// Writes the game on screen as PGN to `path` (on the files worker); the outcome is
    /// told in the status bar when it is done.
    pub(super) fn export_pgn(&mut self, path: &Path) {
        // A review of the game on show goes into the file as annotations.
        let review = self
            .computer
            .review_of(self.view().session.game())
            .and_then(|r| r.result());
        let text = match &self.screen {
            Screen::Replay(replay) => replay.pgn_text(review),
            _ => self.desk.table().pgn_text(review),
        };
        match text {
            Ok(text) => {
                self.storage
                    .files
                    .write(path.to_path_buf(), text.into_bytes(), WriteTag::Pgn)
            }
            Err(e) => self.say(Notice::error(t!(
                "shell-pgn-not-exported",
                error = e.to_string()
            ))),
        }
    }
}
