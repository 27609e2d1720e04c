//! What the app's plain dialogs share (About, Keyboard shortcuts, the whole message):
//! the Close button that takes the keyboard focus the frame the dialog opens, and
//! Escape or a click outside closing the dialog as Close does.
use crate::command::{Action, Command};

/// The dialog's Close button (`close`'s label and tooltip), focused when `focus`:
/// `close` as an action once clicked.
pub fn close_button_ui(ui: &mut egui::Ui, close: Command, focus: bool) -> Option<Action> {
    let r = ui.button(close.label()).on_hover_text(close.tooltip());
    if focus {
        r.request_focus();
    }
    r.clicked().then(|| close.into())
}

/// What the dialog shown in `modal` answers: `chosen`, else `close` where Escape or a
/// click outside closed it.
pub fn answer<T>(
    modal: &egui::ModalResponse<T>,
    chosen: Option<Action>,
    close: Command,
) -> Option<Action> {
    chosen.or_else(|| modal.should_close().then(|| close.into()))
}
