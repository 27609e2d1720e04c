//! The shell's side of PGN: the game list of a PGN file (a game chosen goes to the
//! replay player; Next/Previous game from the replay) and the export of the game on
//! screen through the files worker.
use super::{Notice, OtherworldsApp, Screen};
use crate::command::Command;
use crate::files::WriteTag;
use crate::play::Replay;
use std::path::Path;

impl OtherworldsApp {
    /// The game list's commands.
    pub(super) fn run_game_list(&mut self, command: Command) {
        let Some(list) = &mut self.game_list else {
            return;
        };
        match command {
            Command::OpenListedGame(index) => self.open_listed(index),
            Command::CloseGameList => list.open = false,
            Command::ShowGameList => list.reopen(),
            Command::NextGame | Command::PreviousGame => {
                let by = if command == Command::NextGame { 1 } else { -1 };
                let next = list.neighbour(by);
                if self.replaying_listed()
                    && let Some(index) = next
                {
                    self.open_listed(index);
                }
            }
            _ => {}
        }
    }

    /// Whether the replay on show is a game of the game list.
    pub(super) fn replaying_listed(&self) -> bool {
        let listed = match &self.screen {
            Screen::Replay(replay) => replay.info.pgn.as_ref().and_then(|p| p.listed),
            Screen::Play | Screen::Editor(_) | Screen::Learn => None,
        };
        listed.is_some() && listed == self.game_list.as_ref().and_then(|l| l.current)
    }

    /// Replays game `index` of the list ("games.pgn, game 12"); one that does not
    /// replay under the Otherworlds rules is told in the list and the status bar, and
    /// the screen stays as it was.
    fn open_listed(&mut self, index: usize) {
        let Some(list) = &mut self.game_list else {
            return;
        };
        let file = &list.file;
        let name = format!("{}, game {}", file.name, index + 1);
        match crate::files::pgn::load_listed(file, index) {
            Ok((loaded, source)) => {
                list.open = false;
                list.problem = None;
                list.current = Some(index);
                list.selected = Some(index);
                self.show_replay(Replay::from_pgn(name, loaded, source));
            }
            Err(e) => {
                let text = format!("Could not open {name}: {e}. The game on screen is unchanged.");
                list.problem = Some(text.clone());
                self.notice = Some(Notice::error(text));
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
            Screen::Play | Screen::Editor(_) | Screen::Learn => self.game.pgn_text(review),
        };
        match text {
            Ok(text) => self
                .files
                .write(path.to_path_buf(), text.into_bytes(), WriteTag::Pgn),
            Err(e) => {
                self.notice = Some(Notice::error(format!(
                    "The game was not exported as PGN: {e}"
                )))
            }
        }
    }
}
