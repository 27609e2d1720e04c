//! The shell's side of the file layer: what is read at start (the window's autosave
//! slot and its game, the theme, the profiles), opening and saving games, the autosave
//! after each change, and the answers of the files worker turned into notices. Nothing
//! here touches a disk: the files worker does (`crate::files`).
use super::modal::{Modal, ModalKind};
use super::{Notice, NoticeKind, OtherworldsApp, Screen};
use crate::files::chooser::FileChooser;
use crate::files::dialog::FileDialog;
use crate::files::games::{self, GameFileError, Restored};
use crate::files::lock::SlotLock;
use crate::files::lock::{Claim, autosave_name};
use crate::files::pgn::Opened;
use crate::files::settings_file::{SettingsFile, file_text};
use crate::files::{Files, Pending, WriteTag, Written};
use crate::game::Replay;
use crate::profiles::Profiles;
use crate::studio::Studio;
use std::path::{Path, PathBuf};

/// The longest status-bar text made of several errors joined.
const MAX_JOINED_NOTICE: usize = 800;

/// The file layer as the shell uses it: the files worker, the reads it waits on, the
/// native dialog open, and where the next chooser starts.
#[derive(Default)]
pub struct Storage {
    /// The worker: every read and write of the user's files.
    pub(crate) files: Files,
    /// The window's autosave being read at start.
    pub(crate) restoring: Option<Restoring>,
    /// A saved game being read for the replay player.
    pub(crate) opening: Option<Opening>,
    /// The window's autosave slot, held while the app runs (see `files/lock.rs`).
    pub(crate) slot: Option<SlotLock>,
    /// The native file dialog, while open (rfd's, awaited on a job).
    pub(crate) file_dialog: Option<FileDialog>,
    /// The folder the last file was chosen in (the app's chooser starts there).
    pub(crate) files_dir: Option<PathBuf>,
    /// The app's chooser a file to open was just chosen in: shown again with the
    /// error if the file does not open.
    pub(crate) chooser_behind: Option<crate::files::chooser::FileChooser>,
    /// The settings file: where, what of it is written back as it was, and whether it
    /// may be written this session.
    pub(crate) settings_file: SettingsFile,
    /// The settings file's text last handed to the worker (an unchanged one is not
    /// written again).
    pub(crate) settings_written: Option<String>,
    /// The first start (no settings file was found): the New game dialog opens once
    /// the autosave is known to hold no game.
    pub(crate) welcome: bool,
}

/// The window's autosave being read at start.
pub(crate) struct Restoring {
    dir: PathBuf,
    pending: Pending<(Claim, Option<Restored>)>,
    /// A new game was started meanwhile: it is kept, not replaced by the autosaved one.
    keep_game: bool,
}

/// A saved game or a PGN file being opened in the replay player.
pub(crate) struct Opening {
    name: String,
    pending: Pending<Result<Opened, GameFileError>>,
    /// The app's chooser the file was chosen in, shown again if it does not open.
    chooser: Option<FileChooser>,
}

impl OtherworldsApp {
    /// Autosaves in `dir` from now on, first restoring the game autosaved there (on
    /// the files worker: the window's slot is taken, then its autosave read).
    pub(crate) fn use_autosave(&mut self, dir: Option<PathBuf>) {
        let Some(dir) = dir else { return };
        let at = dir.clone();
        let pending = self
            .storage
            .files
            .read_own(t!("shell-restoring"), move |faults| {
                games::restore_autosave(&at, faults)
            });
        self.storage.restoring = Some(Restoring {
            dir,
            pending,
            keep_game: false,
        });
    }

    /// Keeps theme files in `dir`; the theme saved there (if any) is used once read.
    pub(crate) fn use_config_dir(&mut self, dir: Option<PathBuf>) {
        self.studio = Studio::new(dir);
        self.studio.start(&self.theme, &self.storage.files);
    }

    /// Keeps the profiles in `dir` (read now, on the files worker).
    pub(crate) fn use_profiles(&mut self, dir: Option<PathBuf>) {
        self.profiles = Profiles::start(dir, &self.storage.files);
    }

    /// Whether the autosaved game is still being read (the board waits for it).
    pub(crate) fn restoring(&self) -> bool {
        self.storage
            .restoring
            .as_ref()
            .is_some_and(|r| !r.keep_game)
    }

    /// A new game replaces the one on screen: the autosave still being read will not.
    pub(super) fn keep_new_game(&mut self) {
        if let Some(r) = &mut self.storage.restoring {
            r.keep_game = true;
        }
    }

    /// What the files worker is doing for the status bar ("Restoring your game").
    pub(super) fn file_work_text(&self) -> Option<String> {
        let restoring = self.storage.restoring.as_ref().map(|r| r.pending.what());
        let opening = self.storage.opening.as_ref().map(|o| o.pending.what());
        restoring
            .or(opening)
            .or(self.studio.reading())
            .map(|what| format!("{what}…"))
    }

    /// Shows `notice`; an error joins an error already shown (several files may fail at
    /// start), as long as the line stays short enough to read.
    pub(crate) fn tell_notice(&mut self, notice: Notice) {
        if let Some(old) = &self.frame.notice
            && old.kind == NoticeKind::Error
            && old.text != notice.text
            && !old.text.contains(&notice.text)
            && old.text.len() + notice.text.len() < MAX_JOINED_NOTICE
        {
            let text = format!("{}{}{}", old.text, super::notice::JOINER, notice.text);
            self.frame.notice = Some(Notice::error(text));
            return;
        }
        self.frame.notice = Some(notice);
    }

    /// Takes every answer of the files worker (`ctx`: pictures go to the GPU; without
    /// it they wait).
    pub(crate) fn poll_files(&mut self, ctx: Option<&egui::Context>) {
        if let Some(answer) = self
            .storage
            .restoring
            .as_ref()
            .and_then(|r| r.pending.poll())
            && let Some(restoring) = self.storage.restoring.take()
        {
            self.restored(restoring, answer);
        }
        if let Some(answer) = self.storage.opening.as_ref().and_then(|o| o.pending.poll())
            && let Some(opening) = self.storage.opening.take()
        {
            self.opened(opening, answer);
        }
        for text in self.studio.poll(&mut self.theme, ctx) {
            self.tell_notice(Notice::error(text));
        }
        if let Some(text) = self.profiles.poll() {
            self.tell_notice(Notice::error(text));
        }
        for written in self.storage.files.take_written() {
            self.written(&written);
        }
    }

    fn restored(
        &mut self,
        restoring: Restoring,
        answer: Result<(Claim, Option<Restored>), crate::files::worker::Lost>,
    ) {
        let (claim, restored) = match answer {
            Ok(answer) => answer,
            Err(lost) => {
                let text = t!("shell-autosave-not-restored", error = lost.to_string());
                self.tell_notice(Notice::error(text));
                return;
            }
        };
        let path = claim
            .slot()
            .map(|slot| restoring.dir.join(autosave_name(slot)));
        let others = describe_others(&claim);
        let restored = match restored {
            Some(Restored::Game(_)) if restoring.keep_game => Some(Restored::Nothing),
            other => other,
        };
        let nothing_restored = matches!(restored, Some(Restored::Nothing)) && !restoring.keep_game;
        if std::mem::take(&mut self.storage.welcome) && nothing_restored {
            self.welcome();
        }
        let notice = self.desk.live.use_autosave(path.clone(), restored);
        if restoring.keep_game {
            // The game started meanwhile goes to the slot's autosave.
            self.desk.live.mark_unsaved();
        }
        self.storage.slot = claim.lock;
        if let Some(text) = notice {
            self.tell_notice(Notice::error(text));
        }
        match (&path, claim.problem) {
            (Some(path), _) if !others.is_empty() => {
                let text = t!(
                    "shell-autosave-others",
                    others = others.as_str(),
                    file = crate::files::file_name(path)
                );
                if self.frame.notice.is_none() {
                    self.frame.notice = Some(Notice::info(text));
                } else {
                    self.tell_notice(Notice::error(text));
                }
            }
            (None, problem) => {
                let why = problem.unwrap_or_default();
                let text = t!("shell-no-autosave", reason = why);
                self.tell_notice(Notice::error(text));
            }
            _ => {}
        }
    }

    /// Opens a saved game or a PGN file in the replay player, at its start position,
    /// once read (on the files worker); a PGN file of several games shows its game
    /// list. A file that does not load is reported (a PGN error with its game, line and
    /// token; in the app's chooser too, if it was chosen there), and the game on screen
    /// stays as it was.
    pub(super) fn open_file(&mut self, path: &Path) {
        let name = crate::files::file_name(path);
        let at = path.to_path_buf();
        let pending = self
            .storage
            .files
            .read(t!("shell-opening", file = name.as_str()), move |_| {
                crate::files::pgn::read_game_file(&at)
            });
        let chooser = self.storage.chooser_behind.take();
        self.storage.opening = Some(Opening {
            name,
            pending,
            chooser,
        });
    }

    fn opened(
        &mut self,
        opening: Opening,
        answer: Result<Result<Opened, GameFileError>, crate::files::worker::Lost>,
    ) {
        let name = opening.name;
        let failed = match answer {
            Ok(Ok(Opened::Saved(loaded))) => {
                self.desk.game_list = None;
                return self.show_replay(Replay::from_loaded(name, *loaded));
            }
            Ok(Ok(Opened::Pgn(loaded, source))) => {
                self.desk.game_list = None;
                return self.show_replay(Replay::from_pgn(name, *loaded, source));
            }
            Ok(Ok(Opened::List(file))) => {
                self.desk.game_list = Some(crate::play::game_list::GameList::new(file));
                self.modals.open(Modal::GameList);
                return;
            }
            Ok(Err(e)) => t!(
                "shell-open-failed",
                file = name.as_str(),
                error = e.to_string()
            ),
            Err(lost) => t!(
                "shell-open-lost",
                file = name.as_str(),
                error = lost.to_string()
            ),
        };
        if let Some(mut chooser) = opening.chooser {
            chooser.problem = Some(failed.clone());
            self.modals.open(Modal::FileChooser(chooser));
        }
        // Joined to an error still shown (one from the start, say), not over it.
        self.tell_notice(Notice::error(failed));
    }

    /// Puts `replay` on screen in place of the game or replay shown.
    pub(super) fn show_replay(&mut self, replay: Replay) {
        self.stop_computer();
        self.modals.close(ModalKind::Continue);
        self.desk.table_mut().promotion = None;
        self.screen = Screen::Replay(Box::new(replay));
        self.frame.notice = None;
    }

    /// Saves the game on screen to `path` (on the files worker); the outcome is told
    /// in the status bar when it is done.
    pub(super) fn save_to(&mut self, path: &Path) {
        let bytes = match &self.screen {
            Screen::Replay(replay) => replay.file_bytes(),
            _ => self.desk.table().file_bytes(),
        };
        match bytes {
            Ok(bytes) => self
                .storage
                .files
                .write(path.to_path_buf(), bytes, WriteTag::Game),
            Err(e) => {
                let name = crate::files::file_name(path);
                self.frame.notice = Some(Notice::error(t!(
                    "shell-save-failed",
                    file = name,
                    error = e.to_string()
                )));
            }
        }
    }

    /// Writes the settings file (on the files worker, atomically) if it changed: the
    /// app's settings, and eframe's `window` and `egui` entries as eframe gives them
    /// (checked on the way). Not written when there is none, or when the file found
    /// at start could not be read (it is left as it was).
    pub(super) fn store_settings(&mut self, window: Option<&str>, egui: Option<&str>) {
        let file = &self.storage.settings_file;
        let (Some(path), None) = (&file.path, &file.keep) else {
            return;
        };
        let path = path.clone();
        match file_text(&self.settings, window, egui, file) {
            Ok(text) if self.storage.settings_written.as_ref() != Some(&text) => {
                self.storage.settings_written = Some(text.clone());
                self.storage
                    .files
                    .write(path, text.into_bytes(), WriteTag::Settings);
            }
            Ok(_) => {}
            Err(e) => self.tell_notice(Notice::error(t!(
                "shell-settings-not-saved",
                error = e.to_string()
            ))),
        }
    }

    /// Hands the live game to the autosave if it changed this frame.
    pub(super) fn store_autosave(&mut self) {
        match self.desk.table_mut().take_autosave() {
            Some(Ok((path, bytes))) => self.storage.files.write(path, bytes, WriteTag::Autosave),
            Some(Err(text)) => self.tell_notice(Notice::error(text)),
            None => {}
        }
    }

    /// A finished write, told in the status bar (an autosave that worked says nothing).
    fn written(&mut self, written: &Written) {
        let name = crate::files::file_name(&written.path);
        let notice = match (&written.tag, &written.result) {
            (WriteTag::Autosave, Ok(())) => None,
            (WriteTag::Autosave, Err(e)) => Some(Notice::error(t!(
                "shell-autosave-failed",
                error = e.to_string()
            ))),
            // The answer to what the user just asked: it replaces any older notice.
            (WriteTag::Game, result) => {
                self.frame.notice = Some(match result {
                    Ok(()) => Notice::info(t!("shell-saved", file = name.as_str())),
                    Err(e) => Notice::error(t!(
                        "shell-save-failed",
                        file = name.as_str(),
                        error = e.to_string()
                    )),
                });
                None
            }
            (WriteTag::Diagram, result) => {
                self.frame.notice = Some(match result {
                    Ok(()) => Notice::info(t!(
                        "shell-diagram-saved",
                        path = written.path.display().to_string()
                    )),
                    Err(e) => Notice::error(t!("shell-diagram-not-saved", error = e.to_string())),
                });
                None
            }
            (WriteTag::Pgn, result) => {
                self.frame.notice = Some(match result {
                    Ok(()) => Notice::info(t!("shell-pgn-exported", file = name.as_str())),
                    Err(e) => Notice::error(t!("shell-pgn-not-exported", error = e.to_string())),
                });
                None
            }
            (WriteTag::Profiles, _) => self.profiles.on_written(written).map(Notice::error),
            (WriteTag::Settings, Ok(())) => None,
            (WriteTag::Settings, Err(e)) => {
                // Written again at the next save, even if nothing changes meanwhile.
                self.storage.settings_written = None;
                Some(Notice::error(t!(
                    "shell-settings-not-saved",
                    error = e.to_string()
                )))
            }
            (WriteTag::RatedGame, Ok(())) => None,
            (WriteTag::RatedGame, Err(e)) => Some(Notice::error(t!(
                "shell-rated-game-not-written",
                error = e.to_string()
            ))),
            (WriteTag::Theme | WriteTag::SavedTheme(_) | WriteTag::ExportedTheme, _) => self
                .studio
                .on_written(written, &self.storage.files)
                .map(Notice::error),
        };
        if let Some(notice) = notice {
            self.tell_notice(notice);
        }
    }
}

/// "Another Otherworlds window (process 1234) has its game in autosave.json".
fn describe_others(claim: &Claim) -> String {
    let parts: Vec<String> = claim
        .others
        .iter()
        .map(|(slot, pid)| {
            let file = autosave_name(*slot);
            match pid {
                Some(pid) => t!(
                    "shell-other-window-pid",
                    process = pid.to_string(),
                    file = file
                ),
                None => t!("shell-other-window", file = file),
            }
        })
        .collect();
    parts.join("; ")
}
