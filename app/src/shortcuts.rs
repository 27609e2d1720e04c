//! Help > Keyboard shortcuts (Ctrl+/): every key of the window, read from the commands
//! themselves (`Command::all`, so a command's new key shows here without a line
//! written for it), where each works, then the keys a focused board cell takes.
use crate::command::{Action, Command, KeyPlace, board_keys};
use egui::RichText;
use strum::IntoEnumIterator;

/// The open page.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ShortcutsDialog {
    /// Whether Close takes the keyboard focus (the frame it opens).
    pub focus_close: bool,
}

impl ShortcutsDialog {
    pub fn new() -> ShortcutsDialog {
        ShortcutsDialog { focus_close: true }
    }
}

/// One row of the page: the keys, what they do, where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub keys: String,
    pub what: String,
    pub place: String,
}

/// Where a command's keys work, in words.
fn place_words(command: Command) -> String {
    let on = |place| command.taken_on(place);
    let id = match (
        on(KeyPlace::Game),
        on(KeyPlace::Editor),
        on(KeyPlace::Learn),
    ) {
        (true, true, true) => "shortcuts-everywhere",
        (true, true, false) => "shortcuts-game-and-editor",
        (true, false, false) => "shortcuts-game",
        (false, true, false) => "shortcuts-editor",
        (false, false, true) => "shortcuts-learn",
        _ => "shortcuts-several-screens",
    };
    t!(id)
}

/// Every command that has a key, in menu order: the keys as tooltips name them.
pub fn command_rows(ctx: &egui::Context) -> Vec<Row> {
    Command::all()
        .filter(|c| KeyPlace::iter().any(|place| c.taken_on(place)))
        .map(|c| Row {
            keys: c.keys_named(ctx),
            what: c.tooltip(),
            place: place_words(c),
        })
        .collect()
}

/// Shows the page; returns `CloseShortcuts` when Close or Escape closes it.
pub fn shortcuts_ui(ctx: &egui::Context, dialog: &mut ShortcutsDialog) -> Option<Action> {
    let mut command = None;
    let focus = std::mem::take(&mut dialog.focus_close);
    let screen = ctx.content_rect();
    let width = (screen.width() - 64.0).clamp(280.0, 760.0);
    let close_row = 48.0;
    let height = (screen.height() - 140.0 - close_row).max(120.0);
    let rows = command_rows(ctx);
    let modal = egui::Modal::new(egui::Id::unique("keyboard-shortcuts")).show(ctx, |ui| {
        ui.set_max_width(width);
        ui.heading(Command::Shortcuts.label());
        // Marked as a scroll view, with a bar in a lane of its own: the rows a short
        // window cuts off are known to wait below.
        crate::scroll::scroll_view(ui, |ui| {
            egui::ScrollArea::vertical()
                .max_height(height)
                .auto_shrink([false, true])
                .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
                .show(ui, |ui| {
                    // Fixed column widths, each cell wrapping in its own and the rows
                    // top-aligned: a language's longer key names or places never
                    // squeeze "What it does" thin, and a wrapped row is as tall as its
                    // longest cell (egui's Grid centres cells on last frame's heights).
                    let inner = ui.available_width() - 2.0 * GAP;
                    let side = (inner / 4.0).floor();
                    let (keys_w, where_w, what_w) = (side, side, inner - 2.0 * side);
                    table_row(
                        ui,
                        false,
                        &[
                            (keys_w, RichText::new(t!("shortcuts-keys")).strong()),
                            (what_w, RichText::new(t!("shortcuts-what")).strong()),
                            (where_w, RichText::new(t!("shortcuts-where")).strong()),
                        ],
                    );
                    for (i, row) in rows.iter().enumerate() {
                        table_row(
                            ui,
                            i % 2 == 0,
                            &[
                                (keys_w, row.keys.as_str().into()),
                                (what_w, row.what.as_str().into()),
                                (where_w, row.place.as_str().into()),
                            ],
                        );
                    }
                    ui.add_space(8.0);
                    ui.strong(t!("shortcuts-board-cell"));
                    for (i, (keys, what)) in board_keys().enumerate() {
                        table_row(
                            ui,
                            i % 2 == 0,
                            &[(keys_w, keys.into()), (inner - keys_w + GAP, what.into())],
                        );
                    }
                });
        });
        ui.separator();
        command = crate::dialog::close_button_ui(ui, Command::CloseShortcuts, focus);
    });
    crate::dialog::answer(&modal, command, Command::CloseShortcuts)
}

/// The space between the table's columns.
const GAP: f32 = 12.0;

/// One row of the table: each text wrapped in a column of its width, top-aligned,
/// on a faint stripe when `striped`.
fn table_row(ui: &mut egui::Ui, striped: bool, cells: &[(f32, RichText)]) {
    let stripe = ui.painter().add(egui::Shape::Noop);
    let row = ui.horizontal_top(|ui| {
        ui.spacing_mut().item_spacing.x = GAP;
        for (width, text) in cells {
            ui.allocate_ui_with_layout(
                egui::vec2(*width, 0.0),
                egui::Layout::top_down(egui::Align::Min),
                |ui| {
                    ui.set_width(*width);
                    ui.add(egui::Label::new(text.clone()).wrap());
                },
            );
        }
    });
    if striped {
        let rect = row.response.rect.expand2(egui::vec2(2.0, 1.0));
        let fill = ui.visuals().faint_bg_color;
        ui.painter()
            .set(stripe, egui::Shape::rect_filled(rect, 2.0, fill));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_with_a_key_is_listed_once_with_its_keys() {
        let ctx = egui::Context::default();
        let rows = command_rows(&ctx);
        let with_keys: Vec<Command> = Command::all()
            .filter(|c| !c.shortcuts().is_empty() && *c != Command::NextMove)
            .collect();
        assert_eq!(rows.len(), with_keys.len());
        for command in with_keys {
            let row = rows
                .iter()
                .find(|r| r.what == command.tooltip())
                .unwrap_or_else(|| panic!("{command:?} is not listed"));
            // Every key of the command is named, not only the first.
            assert_eq!(
                row.keys.matches(" or ").count() + 1,
                command.shortcuts().len(),
                "{command:?}: {}",
                row.keys
            );
        }
        // F1 opens the rules everywhere; Escape leaves the editor only there.
        let rules = rows
            .iter()
            .find(|r| r.what == Command::LearnRules.tooltip());
        assert_eq!(rules.map(|r| r.place.as_str()), Some("Everywhere"));
        let leave = rows
            .iter()
            .find(|r| r.what == Command::CloseEditor.tooltip());
        assert_eq!(
            leave.map(|r| (r.keys.as_str(), r.place.as_str())),
            Some(("Escape", "Editor"))
        );
    }
}
