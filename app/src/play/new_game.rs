//! The New game dialog: the variant (each explained in one line), who plays each side
//! and the clock. Every control is a radio button, a button or a text field, so Tab,
//! Space and Enter reach all of it; Escape closes it.
use super::players::{Player, Players};
use super::time_control::{TimeControl, TimeControlChoice, time_control_ui};
use crate::command::Command;
use egui::Ui;
use otherworlds_core::{Color, Variant};

/// The choices being made in the open dialog.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGameDialog {
    pub variant: Variant,
    pub players: Players,
    /// Whether the first control must take the keyboard focus (the frame it opens).
    pub focus_first: bool,
    /// The clock: none, a preset or custom.
    pub time: TimeControlChoice,
}

impl NewGameDialog {
    pub fn new(variant: Variant, players: Players) -> NewGameDialog {
        NewGameDialog {
            variant,
            players,
            focus_first: true,
            time: TimeControlChoice::new(None),
        }
    }

    /// The dialog with the clock of the game played before chosen.
    pub fn with_time(mut self, current: Option<TimeControl>) -> NewGameDialog {
        self.time = TimeControlChoice::new(current);
        self
    }
}

/// One line saying what is special about `variant`.
pub fn explanation(variant: Variant) -> String {
    match variant {
        Variant::Standard => "Classical chess on one 8x8 board.".into(),
        Variant::TwoWorlds => {
            "Earth and Sky boards: a piece captured on Earth rises to the Sky as a ghost.".into()
        }
        Variant::FourD => "A 4x4x2x2 board in four layers, with the full set of pieces.".into(),
        Variant::FourDClassic => "A 4x4x2x2 board in four layers, with the classic set.".into(),
        Variant::Valhalla(o) => {
            let mut s = String::from(
                "Two boards: a captured piece changes sides and is sent to the other board",
            );
            if o.inverted {
                s.push_str("; colours inverted on the second board");
            }
            if o.mirror {
                s.push_str("; a transfer may replace the mirror piece");
            }
            if o.eternal {
                s.push_str("; pieces are never lost for want of a home square");
            }
            s.push('.');
            s
        }
    }
}

/// Shows the dialog; returns the command it led to, if any.
pub fn new_game_ui(ctx: &egui::Context, dialog: &mut NewGameDialog) -> Option<Command> {
    let mut command = None;
    let focus = std::mem::take(&mut dialog.focus_first);
    let modal = egui::Modal::new(egui::Id::unique("new game dialog")).show(ctx, |ui| {
        ui.set_max_width(520.0);
        ui.heading("New game");
        ui.label("Variant");
        for (index, variant) in Variant::all().into_iter().enumerate() {
            let r = ui.radio_value(&mut dialog.variant, variant, variant.display_name());
            if focus && index == 0 {
                r.request_focus();
            }
        }
        ui.add_space(4.0);
        ui.label(crate::glyphs::displayable(
            ctx,
            &explanation(dialog.variant),
        ));
        ui.separator();
        for color in [Color::White, Color::Black] {
            player_row_ui(ui, &mut dialog.players, color);
        }
        ui.separator();
        time_control_ui(ui, &mut dialog.time);
        ui.separator();
        let valid = dialog.time.time_control().is_ok();
        ui.horizontal(|ui| {
            if ui
                .add_enabled(
                    valid,
                    egui::Button::new(Command::StartGame(dialog.variant, dialog.players).label()),
                )
                .on_hover_text(Command::StartGame(dialog.variant, dialog.players).tooltip())
                .on_disabled_hover_text("Correct the clock's fields first")
                .clicked()
            {
                command = Some(Command::StartGame(dialog.variant, dialog.players));
            }
            if ui
                .button(Command::CloseDialog.label())
                .on_hover_text(Command::CloseDialog.tooltip())
                .clicked()
            {
                command = Some(Command::CloseDialog);
            }
        });
    });
    if command.is_none() && modal.should_close() {
        command = Some(Command::CloseDialog);
    }
    command
}

/// One side's row of player choices (also used by the Continue from here dialog).
pub fn player_row_ui(ui: &mut Ui, players: &mut Players, color: Color) {
    let side = match color {
        Color::White => "White",
        Color::Black => "Black",
    };
    ui.label(side);
    ui.horizontal_wrapped(|ui| {
        let mut chosen = players.of(color);
        for player in Player::all() {
            // Spoken as "White: Level 3 (Casual)" so the two rows can be told apart.
            let r = ui.radio_value(&mut chosen, player, player.label());
            r.widget_info(|| {
                egui::WidgetInfo::selected(
                    egui::Role::RadioButton,
                    true,
                    chosen == player,
                    format!("{side}: {}", player.label()),
                )
            });
        }
        players.set(color, chosen);
    });
}
