//! The modal stack: every dialog and question open over the screen, one value each, in
//! the order they opened (the last on top), instead of one field per dialog. What a
//! dialog remembers between openings (the Export diagram dialog's choices) stays here
//! when it closes; a PGN file's game list is the desk's (it serves Next/Previous game
//! while its window is closed).
//!
//! The promotion picker is not here: it is the half-made move of the game at the
//! table (`LiveGame::promotion`), dropped with it. The studio's question before a
//! ready-made theme replaces unsaved colours is the studio's own.
use super::OtherworldsApp;
use crate::about::AboutDialog;
use crate::command::{Action, Request};
use crate::diagram::dialog::ExportDialog;
use crate::files::chooser::{ChooserAnswer, FileChooser};
use crate::play::history::ContinueDialog;
use crate::play::new_game::NewGameDialog;
use crate::play::result::ResultDialog;
use crate::play::table::{AbandonQuestion, TableQuestion};
use crate::profiles::page::ProfilesWindow;
use strum::EnumDiscriminants;

/// One open dialog or question.
#[derive(Debug, EnumDiscriminants)]
#[strum_discriminants(name(ModalKind), derive(Hash))]
pub enum Modal {
    /// The New game dialog (variant, players, profiles, clock).
    NewGame(NewGameDialog),
    /// Continue from here: who plays on from the viewed position.
    Continue(ContinueDialog),
    /// The game table's question: resign? accept the draw?
    Question(TableQuestion),
    /// The Export diagram dialog (its choices are `Modals::diagram`'s); `focus_first`:
    /// its first control takes the keyboard focus the frame it opens.
    ExportDiagram {
        focus_first: bool,
    },
    /// The game list of the PGN file opened last (the desk keeps the list).
    GameList,
    /// The app's own file chooser, open where the native dialog could not be shown.
    FileChooser(FileChooser),
    About(AboutDialog),
    /// Help > Keyboard shortcuts.
    Shortcuts(crate::shortcuts::ShortcutsDialog),
    /// The result of the game that just ended.
    Result(ResultDialog),
    /// "Take back? Taking back makes this game unrated." (`focus`: its answer takes
    /// the keyboard focus this frame).
    Takeback {
        focus: bool,
    },
    /// The Profiles window.
    Profiles(ProfilesWindow),
    /// The status bar's message in full (Read all).
    Notice(super::notice::NoticeWindow),
    /// "Abandon the game in progress?", and what replaces it if so.
    Abandon(AbandonQuestion, AfterAbandon),
    /// The Engines window (issue 47).
    Engines(crate::engines::window::EnginesWindow),
}

/// What replaces the game in progress once the player agrees to abandon it.
#[derive(Debug)]
pub enum AfterAbandon {
    /// The New game dialog opens.
    NewGame,
    /// This action runs again (a new game, Play from here, Continue from here).
    Action(Action),
    /// The lesson's "Try it" game starts.
    TryIt(crate::learn::TryItGame),
}

/// The open dialogs, oldest first, and what the dialogs remember.
#[derive(Debug, Default)]
pub struct Modals {
    stack: Vec<Modal>,
    /// The Export diagram dialog's last choices.
    pub diagram: ExportDialog,
}

impl Modals {
    /// Opens `modal` on top; one of the same kind already open is replaced.
    pub fn open(&mut self, modal: Modal) {
        self.close(ModalKind::from(&modal));
        self.stack.push(modal);
    }

    /// Closes the dialog of this kind, if open, and gives it back.
    pub fn close(&mut self, kind: ModalKind) -> Option<Modal> {
        let at = self.stack.iter().position(|m| ModalKind::from(m) == kind)?;
        Some(self.stack.remove(at))
    }

    pub fn is_open(&self, kind: ModalKind) -> bool {
        self.get(kind).is_some()
    }

    /// The open dialog of this kind.
    pub fn get(&self, kind: ModalKind) -> Option<&Modal> {
        self.stack.iter().find(|m| ModalKind::from(*m) == kind)
    }

    pub fn get_mut(&mut self, kind: ModalKind) -> Option<&mut Modal> {
        self.stack
            .iter_mut()
            .find(|m| ModalKind::from(&**m) == kind)
    }

    /// Whether a dialog is open: the window's shortcuts wait (a dialog takes its own
    /// keys, and a single-letter shortcut must not act behind it).
    pub fn any_open(&self) -> bool {
        !self.stack.is_empty()
    }

    /// The New game dialog, while open.
    pub fn new_game(&mut self) -> Option<&mut NewGameDialog> {
        match self.get_mut(ModalKind::NewGame) {
            Some(Modal::NewGame(dialog)) => Some(dialog),
            _ => None,
        }
    }

    /// Closes the New game dialog, giving it back.
    pub fn take_new_game(&mut self) -> Option<NewGameDialog> {
        match self.close(ModalKind::NewGame) {
            Some(Modal::NewGame(dialog)) => Some(dialog),
            _ => None,
        }
    }

    /// Closes the Continue dialog, giving it back.
    pub fn take_continue(&mut self) -> Option<ContinueDialog> {
        match self.close(ModalKind::Continue) {
            Some(Modal::Continue(dialog)) => Some(dialog),
            _ => None,
        }
    }

    /// Closes the table's question, giving it back.
    pub fn take_question(&mut self) -> Option<TableQuestion> {
        match self.close(ModalKind::Question) {
            Some(Modal::Question(question)) => Some(question),
            _ => None,
        }
    }

    /// Closes the app's file chooser, giving it back.
    pub fn take_chooser(&mut self) -> Option<FileChooser> {
        match self.close(ModalKind::FileChooser) {
            Some(Modal::FileChooser(chooser)) => Some(chooser),
            _ => None,
        }
    }

    /// Opens the Export diagram dialog with its last choices.
    pub fn open_diagram_export(&mut self) {
        self.open(Modal::ExportDiagram { focus_first: true });
    }

    /// The open dialogs, oldest first.
    pub fn iter(&self) -> impl Iterator<Item = &Modal> {
        self.stack.iter()
    }
}

impl OtherworldsApp {
    /// The promotion picker, the open dialogs (oldest first, the newest drawn on top)
    /// and the native file dialog's answer; each gives at most one action.
    pub(super) fn modals_ui(&mut self, ctx: &egui::Context) {
        let mut actions: Vec<Action> = Vec::new();
        let at_table = self.screen.at_table();
        let table = self.desk.table_mut();
        if let Some(choice) = &table.promotion
            && at_table
        {
            let focus = std::mem::take(&mut table.promotion_opened);
            actions.extend(crate::play::promotion::promotion_ui(
                ctx,
                choice,
                &self.theme,
                focus,
            ));
        }
        let mut chosen = None;
        for index in 0..self.modals.stack.len() {
            let action = self.modal_ui(ctx, index, &mut chosen);
            let from_profiles = matches!(self.modals.stack.get(index), Some(Modal::Profiles(_)));
            if from_profiles && matches!(action, Some(Action::Request(Request::LoadFrom(_)))) {
                // The game opens in the replay player, in front.
                self.modals.close(ModalKind::Profiles);
            }
            actions.extend(action);
        }
        if let Some(answer) = chosen {
            self.chooser_answered(answer);
        }
        self.queue(actions);
        self.poll_file_dialog();
    }

    /// One open dialog; a choice in the app's file chooser is given back in `chosen`
    /// (it changes the stack).
    fn modal_ui(
        &mut self,
        ctx: &egui::Context,
        index: usize,
        chosen: &mut Option<ChooserAnswer>,
    ) -> Option<Action> {
        let at_table = self.screen.at_table();
        let Modals { stack, diagram } = &mut self.modals;
        let modal = stack.get_mut(index)?;
        match modal {
            Modal::NewGame(dialog) => {
                crate::play::new_game::new_game_ui(ctx, dialog, self.profiles.book())
            }
            Modal::Continue(dialog) => crate::play::history::continue_ui(ctx, dialog),
            // The question waits while the game is not in front.
            Modal::Question(question) if at_table => {
                crate::play::table::table_dialog_ui(ctx, question)
            }
            Modal::Question(_) => None,
            Modal::ExportDiagram { focus_first } => {
                let focus = std::mem::take(focus_first);
                crate::diagram::dialog::export_dialog_ui(ctx, diagram, focus)
            }
            Modal::GameList => {
                let list = self.desk.game_list.as_mut()?;
                crate::play::game_list::game_list_ui(ctx, list)
            }
            Modal::FileChooser(chooser) => {
                if let Some(answer) = crate::files::chooser::chooser_ui(ctx, chooser) {
                    *chosen = Some(answer);
                }
                None
            }
            Modal::About(dialog) => crate::about::about_ui(ctx, dialog),
            Modal::Shortcuts(dialog) => crate::shortcuts::shortcuts_ui(ctx, dialog),
            Modal::Notice(window) => super::notice::notice_ui(ctx, window),
            Modal::Result(dialog) => crate::play::result::result_ui(ctx, dialog),
            Modal::Takeback { focus } => crate::play::result::takeback_ui(ctx, focus),
            Modal::Abandon(question, _) => crate::play::table::abandon_ui(ctx, question),
            Modal::Engines(window) => {
                let settings = &mut self.settings;
                crate::engines::window::engines_ui(
                    ctx,
                    window,
                    &mut settings.engines,
                    &mut settings.analysis_engine,
                )
            }
            Modal::Profiles(window) => {
                let dir = self.profiles.games_dir();
                let book = self.profiles.book();
                crate::profiles::page::profiles_ui(ctx, window, book, dir.as_deref())
            }
        }
    }

    /// The app's chooser answered: a file chosen becomes its answer; a file to open
    /// that does not open brings this chooser back (`Storage::chooser_behind`).
    fn chooser_answered(&mut self, answer: ChooserAnswer) {
        let Some(chooser) = self.modals.take_chooser() else {
            return;
        };
        let purpose = chooser.purpose;
        match answer {
            ChooserAnswer::Chosen(path) => {
                self.storage.chooser_behind =
                    (purpose == crate::files::dialog::DialogPurpose::Open).then_some(chooser);
                self.chosen(purpose, path);
            }
            ChooserAnswer::Cancelled => {}
        }
    }
}
