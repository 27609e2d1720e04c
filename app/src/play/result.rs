//! The result dialog: when a game ends, who won and why, and for a rated game each
//! profile's rating before and after ("Ada: 1500? -> 1562? (+62)"); New game, Rematch
//! (same settings, colours swapped) and Close. Enter presses the focused button (New
//! game at first), Escape closes.
use crate::command::{Action, Command};
use otherworlds_core::{Color, Outcome};

/// The dialog's text.
#[derive(Clone, Debug, PartialEq)]
pub struct ResultDialog {
    /// "White wins", "Draw".
    pub title: String,
    /// "by resignation", "by stalemate".
    pub reason: String,
    /// Each rated profile's change; empty for an unrated game.
    pub lines: Vec<String>,
    pub focus_first: bool,
}

impl ResultDialog {
    pub fn new(outcome: Outcome, lines: Vec<String>) -> ResultDialog {
        let id = match outcome.winner {
            Some(Color::White) => "play-white-wins",
            Some(Color::Black) => "play-black-wins",
            None => "play-draw",
        };
        ResultDialog {
            title: t!(id, score = outcome.score()),
            reason: t!(
                "play-result-reason",
                reason = crate::i18n::core_words::end_reason(outcome.reason)
            ),
            lines,
            focus_first: true,
        }
    }
}

/// Shows the dialog; the command it led to, if any.
pub fn result_ui(ctx: &egui::Context, dialog: &mut ResultDialog) -> Option<Action> {
    let mut command = None;
    let focus = std::mem::take(&mut dialog.focus_first);
    let modal = egui::Modal::new(egui::Id::unique("result-dialog")).show(ctx, |ui| {
        ui.set_max_width(420.0);
        ui.heading(&dialog.title);
        ui.label(&dialog.reason);
        ui.separator();
        if dialog.lines.is_empty() {
            ui.label(t!("play-unrated-result"));
        } else {
            ui.label(t!("play-rated-result"));
            for line in &dialog.lines {
                ui.label(line);
            }
        }
        ui.separator();
        ui.horizontal(|ui| {
            for (i, c) in [Command::NewGame, Command::Rematch, Command::CloseResult]
                .into_iter()
                .enumerate()
            {
                let r = ui.button(c.label()).on_hover_text(c.tooltip());
                if focus && i == 0 {
                    r.request_focus();
                }
                if r.clicked() {
                    command = Some(c.into());
                }
            }
        });
    });
    if command.is_none() && modal.should_close() {
        command = Some(Command::CloseResult.into());
    }
    command
}

/// The question before a takeback makes a rated game unrated: Yes / No. No, the
/// harmless answer, takes the focus (Enter keeps the game rated), as Escape does.
pub fn takeback_ui(ctx: &egui::Context, focus: &mut bool) -> Option<Action> {
    let mut command = None;
    let focus_now = std::mem::take(focus);
    let modal = egui::Modal::new(egui::Id::unique("takeback-question")).show(ctx, |ui| {
        // A question's title as every dialog's: a heading, then what it means.
        ui.heading(t!("play-takeback-heading"));
        ui.label(t!("play-takeback-text"));
        ui.horizontal(|ui| {
            if ui.button(Command::ConfirmTakeback.label()).clicked() {
                command = Some(Command::ConfirmTakeback.into());
            }
            let no = ui.button(Command::CancelTakeback.label());
            if focus_now {
                no.request_focus();
            }
            if no.clicked() {
                command = Some(Command::CancelTakeback.into());
            }
        });
    });
    if command.is_none() && modal.should_close() {
        command = Some(Command::CancelTakeback.into());
    }
    command
}
