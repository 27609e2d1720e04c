//! Files chosen in a dialog: asking for one (the native dialog, the app's own chooser
//! where none can be shown, or in tests the answer the test gave), the name suggested,
//! and what the chosen file is for (save, open, export a diagram or PGN).
use super::modal::{Modal, ModalKind};
use super::{Notice, OtherworldsApp, Screen};
use crate::command::Request;
use crate::files::dialog::{DialogAnswer, DialogPurpose, FileDialog};
use crate::files::worker::WriteTag;
use crate::studio::StudioCommand;
use std::path::{Path, PathBuf};

impl OtherworldsApp {
    /// Opens the native dialog for `purpose` (in tests only noted, or answered as the
    /// test said the native dialog would).
    pub(super) fn ask_file(&mut self, purpose: DialogPurpose, ctx: &egui::Context) {
        if self.storage.file_dialog.is_some() || self.modals.is_open(ModalKind::FileChooser) {
            return;
        }
        if self.hooks.test_mode {
            self.test_dialog(purpose);
            return;
        }
        let name = self.suggested_name(purpose);
        self.storage.file_dialog = Some(FileDialog::open(purpose, &name, ctx));
    }

    /// Tests: the native dialog is only noted, or answered as the test said it would.
    #[cfg(feature = "testing")]
    fn test_dialog(&mut self, purpose: DialogPurpose) {
        self.hooks.dialog_requested = Some(purpose);
        if let Some(answer) = self.hooks.native_answer.clone() {
            self.take_answer(purpose, answer);
        }
    }

    /// Without the tests' hooks, test mode opens no dialog.
    #[cfg(not(feature = "testing"))]
    fn test_dialog(&mut self, _purpose: DialogPurpose) {}

    /// The file name a save offers.
    fn suggested_name(&self, purpose: DialogPurpose) -> String {
        let variant = self.view().session.variant().to_string().replace(':', "-");
        match purpose {
            DialogPurpose::ExportTheme => {
                let stem = crate::studio::files::file_stem(&self.theme.name);
                format!("{}.ron", stem.unwrap_or_else(|_| "theme".into()))
            }
            DialogPurpose::Diagram(format) => {
                format!("otherworlds-{variant}.{}", format.extension())
            }
            DialogPurpose::ExportPgn => {
                format!("otherworlds-{variant}.{}", crate::files::pgn::PGN_EXTENSION)
            }
            DialogPurpose::EngineProgram => String::new(),
            DialogPurpose::Save
            | DialogPurpose::Open
            | DialogPurpose::ImportTheme
            | DialogPurpose::Picture => format!(
                "otherworlds-{variant}.{}",
                crate::files::dialog::GAME_EXTENSION
            ),
        }
    }

    /// Takes the native dialog's answer once the user has given it.
    pub(super) fn poll_file_dialog(&mut self) {
        let Some(dialog) = &self.storage.file_dialog else {
            return;
        };
        let Some(answer) = dialog.ready() else { return };
        let purpose = dialog.purpose;
        self.storage.file_dialog = None;
        self.take_answer(purpose, answer);
    }

    /// A dialog's answer: a chosen file becomes its answer; a native dialog that could
    /// not be shown opens the app's own chooser instead.
    fn take_answer(&mut self, purpose: DialogPurpose, answer: DialogAnswer) {
        match answer {
            DialogAnswer::Chosen(path) => self.chosen(purpose, path),
            DialogAnswer::Cancelled => {}
            DialogAnswer::Unavailable => {
                let dir = self
                    .storage
                    .files_dir
                    .clone()
                    .unwrap_or_else(crate::files::chooser::start_dir);
                let name = self.suggested_name(purpose);
                let chooser = crate::files::chooser::FileChooser::new(purpose, dir, &name);
                self.modals.open(Modal::FileChooser(chooser));
            }
        }
    }

    /// The file chosen for `purpose`, in a dialog or the app's chooser.
    pub(super) fn chosen(&mut self, purpose: DialogPurpose, path: PathBuf) {
        if let Some(dir) = path.parent().filter(|d| d.is_dir()) {
            self.storage.files_dir = Some(dir.to_path_buf());
        }
        match purpose {
            DialogPurpose::Save => self.issue(Request::SaveTo(path)),
            DialogPurpose::Open => self.issue(Request::LoadFrom(path)),
            DialogPurpose::ImportTheme => self.issue(StudioCommand::Import(path)),
            DialogPurpose::ExportTheme => self.issue(StudioCommand::Export(path)),
            DialogPurpose::Picture => self.issue(StudioCommand::Image(path)),
            DialogPurpose::Diagram(_) => self.issue(Request::ExportDiagramTo(path)),
            DialogPurpose::ExportPgn => self.issue(Request::ExportPgnTo(path)),
            DialogPurpose::EngineProgram => {
                if let Some(Modal::Engines(window)) = self.modals.get_mut(ModalKind::Engines) {
                    window.program_chosen(&path);
                }
            }
        }
    }

    /// The Export diagram dialog's Export: it closes and the file is asked for.
    pub(super) fn choose_diagram_file(&mut self, ctx: &egui::Context) {
        self.modals.close(ModalKind::ExportDiagram);
        let format = self.modals.diagram.choices.format;
        self.ask_file(DialogPurpose::Diagram(format), ctx);
    }

    /// Writes a diagram of the board on show (as the Export diagram dialog chose) to
    /// `path` through the files worker; the outcome is told in the status bar.
    pub(super) fn export_diagram(&mut self, path: &Path) {
        let learning =
            matches!(self.screen, Screen::Learn(_)) && self.desk.lesson_diagram.is_some();
        let shown = match learning {
            // A lesson's diagram, in the view of its first pane.
            true => self.desk.learn.diagram_on_show().map(|(model, selected)| {
                let mut view = self.settings.view;
                if let Some(diagram) = &self.desk.lesson_diagram {
                    view.mode = diagram.view;
                }
                (model, selected, view)
            }),
            false => {
                let view = super::current_view(&mut self.screen, &mut self.desk);
                let (model, board) = view.model_and_board();
                let selected = board.selected;
                Some((model.into_owned(), selected, self.settings.view))
            }
        };
        let Some((model, selected, view)) = shown else {
            self.say(Notice::error(t!("shell-no-diagram")));
            return;
        };
        let encoded = crate::diagram::dialog::export_board(
            &model,
            selected,
            (view, self.settings.flipped),
            &self.theme,
            &self.modals.diagram.choices,
        );
        match encoded {
            Ok(bytes) => self
                .storage
                .files
                .write(path.to_path_buf(), bytes, WriteTag::Diagram),
            Err(text) => self.say(Notice::error(text)),
        }
    }
}
