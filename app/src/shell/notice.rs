//! The whole message: the status bar cuts a long notice short (and joins the errors of
//! a start into one line), so "Read all" beside Dismiss opens it in a window, each
//! part on its own wrapped line, selectable, with Copy and Close. By mouse and by
//! keyboard: "Read all" is a Tab stop, Close takes the focus, Escape closes.
use super::{Notice, NoticeKind};
use crate::command::{Action, Command};

/// What joins two errors in the status bar's one line.
pub(super) const JOINER: &str = "  ·  ";

/// The window, while open: the notice as it was when opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoticeWindow {
    pub notice: Notice,
    /// Whether Close takes the keyboard focus (the frame it opens).
    pub focus_close: bool,
}

impl NoticeWindow {
    pub fn new(notice: Notice) -> NoticeWindow {
        NoticeWindow {
            notice,
            focus_close: true,
        }
    }

    /// The notice's parts: one for each error joined into the status bar's line.
    pub fn parts(&self) -> Vec<&str> {
        parts(&self.notice.text)
    }
}

/// `text`'s parts, as the status bar joined them.
pub(super) fn parts(text: &str) -> Vec<&str> {
    text.split(JOINER)
        .filter(|p| !p.trim().is_empty())
        .collect()
}

/// Shows the window; returns `CloseNotice` when Close or Escape closes it.
pub(super) fn notice_ui(ctx: &egui::Context, window: &mut NoticeWindow) -> Option<Action> {
    let mut command = None;
    let focus = std::mem::take(&mut window.focus_close);
    let screen = ctx.content_rect();
    let width = (screen.width() - 64.0).clamp(280.0, 640.0);
    let height = (screen.height() - 200.0).max(120.0);
    let parts = window.parts();
    let modal = egui::Modal::new(egui::Id::unique("the-whole-message")).show(ctx, |ui| {
        ui.set_max_width(width);
        ui.heading(match (window.notice.kind, parts.len()) {
            (NoticeKind::Info, _) => t!("shell-notice-message"),
            (NoticeKind::Error, 1) => t!("shell-notice-error"),
            (NoticeKind::Error, _) => t!("shell-notice-errors"),
        });
        egui::ScrollArea::vertical()
            .max_height(height)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                for part in &parts {
                    let text = crate::glyphs::displayable(ui.ctx(), part);
                    ui.add(egui::Label::new(text).wrap().selectable(true));
                    ui.add_space(6.0);
                }
            });
        ui.separator();
        ui.horizontal(|ui| {
            command = crate::dialog::close_button_ui(ui, Command::CloseNotice, focus);
            let copy = Command::CopyNotice;
            if ui
                .button(copy.label())
                .on_hover_text(copy.tooltip())
                .clicked()
            {
                command = Some(copy.into());
            }
        });
    });
    crate::dialog::answer(&modal, command, Command::CloseNotice)
}

/// The text Copy puts on the clipboard: each part on its own line.
pub(super) fn copied_text(notice: &Notice) -> String {
    parts(&notice.text).join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joined_errors_come_apart_in_the_order_they_were_told() {
        let text = format!("first error{JOINER}second: a/b{JOINER}third");
        let window = NoticeWindow::new(Notice::error(text.clone()));
        assert_eq!(window.parts(), ["first error", "second: a/b", "third"]);
        assert_eq!(
            copied_text(&Notice::error(text)),
            "first error\nsecond: a/b\nthird"
        );
        // One notice is one part, whatever it holds ("·" alone does not split it).
        assert_eq!(parts("a · b"), ["a · b"]);
    }
}
