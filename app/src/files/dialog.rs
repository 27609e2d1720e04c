//! Every native file dialog of the app (save and open a game, import and export a
//! theme, a background picture), asynchronous: rfd's dialog is created on the UI thread
//! (macOS wants that) and awaited on a [`Job`], so the window keeps drawing while it is
//! open. A dialog that the system cannot show at all (no file-chooser portal and no
//! zenity on a minimal Linux desktop) answers "nothing" at once; that is told apart from
//! a user's cancel by how fast it came, and the shell opens the app's own chooser
//! (`chooser.rs`) instead.
use crate::job::{Job, Worker};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// An answer faster than this was not given by a person: the dialog was never shown.
const FASTEST_HUMAN_ANSWER: Duration = Duration::from_millis(400);

/// What a dialog is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialogPurpose {
    /// Save the game on screen.
    Save,
    /// Open a saved game in the replay player.
    Open,
    /// Use a theme file.
    ImportTheme,
    /// Write the theme in use to a file.
    ExportTheme,
    /// A picture for the background.
    Picture,
    /// Write a diagram of the board in this format.
    Diagram(crate::diagram::DiagramFormat),
    /// Write the game on screen as PGN (PGN-like text for the other variants).
    ExportPgn,
    /// An engine's program (the Engines window's Browse…).
    EngineProgram,
}

/// The extension of saved games (`.owgame`, JSON inside: docs/saved-games.md); the
/// `.json` files of earlier versions still open.
pub const GAME_EXTENSION: &str = "owgame";

impl DialogPurpose {
    /// The dialog's title.
    pub fn title(self) -> String {
        match self {
            DialogPurpose::Save => t!("files-dialog-save-game"),
            DialogPurpose::Open => t!("files-dialog-open-game"),
            DialogPurpose::ImportTheme => t!("files-dialog-import-theme"),
            DialogPurpose::ExportTheme => t!("files-dialog-export-theme"),
            DialogPurpose::Picture => t!("files-dialog-picture"),
            DialogPurpose::Diagram(_) => t!("files-dialog-export-diagram"),
            DialogPurpose::ExportPgn => t!("files-dialog-export-pgn"),
            DialogPurpose::EngineProgram => t!("files-dialog-engine"),
        }
    }

    /// Whether the dialog asks for a new file's name (else for an existing file).
    pub fn saves(self) -> bool {
        matches!(
            self,
            DialogPurpose::Save
                | DialogPurpose::ExportTheme
                | DialogPurpose::Diagram(_)
                | DialogPurpose::ExportPgn
        )
    }

    /// The filter's name and file extensions.
    pub(crate) fn filter(self) -> (String, &'static [&'static str]) {
        match self {
            // The first extension is the one a save gets; Open shows PGN files too.
            DialogPurpose::Save => (t!("files-filter-game"), &[GAME_EXTENSION, "json"]),
            DialogPurpose::Open => (
                t!("files-filter-game-or-pgn"),
                &[GAME_EXTENSION, "json", super::pgn::PGN_EXTENSION],
            ),
            DialogPurpose::ExportPgn => (t!("files-filter-pgn"), &[super::pgn::PGN_EXTENSION]),
            DialogPurpose::ImportTheme | DialogPurpose::ExportTheme => {
                (t!("files-filter-theme"), &["ron"])
            }
            DialogPurpose::Picture => (t!("files-filter-pictures"), &["png", "jpg", "jpeg"]),
            DialogPurpose::Diagram(crate::diagram::DiagramFormat::Svg) => {
                (t!("files-filter-svg"), &["svg"])
            }
            DialogPurpose::Diagram(crate::diagram::DiagramFormat::Png) => {
                (t!("files-filter-png"), &["png"])
            }
            // No extensions: every file (a program has none outside Windows).
            DialogPurpose::EngineProgram if cfg!(windows) => {
                (t!("files-filter-programs"), &["exe"])
            }
            DialogPurpose::EngineProgram => (t!("files-filter-programs"), &[]),
        }
    }
}

/// How a dialog ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DialogAnswer {
    /// The user chose this file.
    Chosen(PathBuf),
    /// The user closed the dialog without choosing.
    Cancelled,
    /// The system could not show a dialog at all.
    Unavailable,
}

/// A native dialog that is open.
pub struct FileDialog {
    pub purpose: DialogPurpose,
    opened: Instant,
    job: Job<(), Option<PathBuf>>,
}

impl FileDialog {
    /// Opens the dialog; `suggested_name` is the file name offered when saving.
    pub fn open(purpose: DialogPurpose, suggested_name: &str, ctx: &egui::Context) -> FileDialog {
        let (filter, extensions) = purpose.filter();
        let mut dialog = rfd::AsyncFileDialog::new().set_title(purpose.title());
        if !extensions.is_empty() {
            dialog = dialog.add_filter(&filter, extensions);
        }
        let opened = Instant::now();
        let job = if purpose.saves() {
            let future = dialog.set_file_name(suggested_name).save_file();
            Job::spawn("otherworlds-file-dialog", ctx, move |_: &Worker<()>| {
                pollster::block_on(future).map(|h| h.path().to_path_buf())
            })
        } else {
            let future = dialog.pick_file();
            Job::spawn("otherworlds-file-dialog", ctx, move |_: &Worker<()>| {
                pollster::block_on(future).map(|h| h.path().to_path_buf())
            })
        };
        FileDialog {
            purpose,
            opened,
            job,
        }
    }

    /// The answer, once the dialog has ended.
    pub fn ready(&self) -> Option<DialogAnswer> {
        if self.job.panicked().is_some() {
            // The dialog's library failed: the app's own chooser takes over.
            return Some(DialogAnswer::Unavailable);
        }
        let answer = self.job.ready()?;
        Some(judge(answer.clone(), self.opened.elapsed()))
    }
}

/// An empty answer in less time than a person takes means no dialog was shown.
fn judge(answer: Option<PathBuf>, after: Duration) -> DialogAnswer {
    match answer {
        Some(path) => DialogAnswer::Chosen(path),
        None if after < FASTEST_HUMAN_ANSWER => DialogAnswer::Unavailable,
        None => DialogAnswer::Cancelled,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_instant_empty_answer_means_no_dialog_was_shown() {
        assert_eq!(
            judge(None, Duration::from_millis(5)),
            DialogAnswer::Unavailable
        );
        assert_eq!(judge(None, Duration::from_secs(3)), DialogAnswer::Cancelled);
        let path = PathBuf::from("game.json");
        assert_eq!(
            judge(Some(path.clone()), Duration::ZERO),
            DialogAnswer::Chosen(path)
        );
    }
}
