//! The New game dialog: the variant (each explained in one line), who plays each
//! side, the profile each person plays under (or Guest), a new profile's name, Rated,
//! and the clock. Every control is a radio button, a check box, a text field or a
//! button, so Tab, Space and Enter reach all of it; Escape closes it.
use super::time_control::{TimeControlChoice, time_control_ui};
use crate::command::{Action, Command, Request};
use crate::game::choose::player_row_ui;
use crate::game::seats::Table;
use crate::game::time_control::TimeControl;
use crate::players::{Player, Players};
use crate::profiles::ProfileBook;
use crate::profiles::rated::level_label;
use egui::Ui;
use otherworlds_core::ratings::Family;
use otherworlds_core::{Color, Variant};

/// The choices being made in the open dialog.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGameDialog {
    pub variant: Variant,
    pub players: Players,
    /// The profiles chosen for the people's sides, and Rated.
    pub table: Table,
    /// The New profile field.
    pub new_name: String,
    /// Why the last profile was not created.
    pub profile_error: Option<String>,
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
            table: Table::default(),
            new_name: String::new(),
            profile_error: None,
            focus_first: true,
            time: TimeControlChoice::new(None),
        }
    }

    /// The dialog with the clock of the game played before chosen.
    pub fn with_time(mut self, current: Option<TimeControl>) -> NewGameDialog {
        self.time = TimeControlChoice::new(current);
        self
    }

    /// A profile just created plays the first person's side still without one.
    pub fn seat_new_profile(&mut self, name: String) {
        let free = [Color::White, Color::Black]
            .into_iter()
            .find(|&c| !self.players.of(c).is_computer() && self.table.profile(c).is_none());
        if let Some(color) = free {
            self.table.set(color, Some(name));
        }
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
pub fn new_game_ui(
    ctx: &egui::Context,
    dialog: &mut NewGameDialog,
    book: Option<&ProfileBook>,
) -> Option<Action> {
    let mut command = None;
    let focus = std::mem::take(&mut dialog.focus_first);
    let modal = egui::Modal::new(egui::Id::unique("new game dialog")).show(ctx, |ui| {
        ui.set_max_width(520.0);
        ui.heading("New game");
        ui.label("Variant");
        // Several to a row: the dialog must fit a small window (800x600) with both
        // players, their profiles and the clock.
        ui.horizontal_wrapped(|ui| {
            for (index, variant) in Variant::all().into_iter().enumerate() {
                let r = ui.radio_value(&mut dialog.variant, variant, variant.display_name());
                if focus && index == 0 {
                    r.request_focus();
                }
            }
        });
        ui.add_space(4.0);
        ui.label(crate::glyphs::displayable(
            ctx,
            &explanation(dialog.variant),
        ));
        ui.separator();
        let family = Family::of(dialog.variant);
        for color in [Color::White, Color::Black] {
            player_row_ui(ui, &mut dialog.players, color);
            seat_row_ui(ui, dialog, color, book, family);
        }
        if let Some(c) = profile_row_ui(ui, dialog) {
            command = Some(c);
        }
        let can = dialog.table.can_be_rated(dialog.players);
        let mut rated = dialog.table.rated && can;
        let r = ui
            .add_enabled(can, egui::Checkbox::new(&mut rated, "Rated"))
            .on_disabled_hover_text(
                "Rated needs a profile on every person's side, against another profile or a computer level",
            );
        if r.changed() {
            dialog.table.rated = rated;
        }
        ui.separator();
        time_control_ui(ui, &mut dialog.time);
        ui.separator();
        let valid = dialog.time.time_control().is_ok();
        ui.horizontal(|ui| {
            if ui
                .add_enabled(
                    valid,
                    egui::Button::new(Request::StartGame(dialog.variant, dialog.players).label()),
                )
                .on_hover_text(Request::StartGame(dialog.variant, dialog.players).tooltip())
                .on_disabled_hover_text("Correct the clock's fields first")
                .clicked()
            {
                command = Some(Request::StartGame(dialog.variant, dialog.players).into());
            }
            if ui
                .button(Command::CloseNewGame.label())
                .on_hover_text(Command::CloseNewGame.tooltip())
                .clicked()
            {
                command = Some(Command::CloseNewGame.into());
            }
        });
    });
    if command.is_none() && modal.should_close() {
        command = Some(Command::CloseNewGame.into());
    }
    command
}

/// Under a side's player: the profile a person plays under (Guest: unrated), or the
/// computer level's rating in the variant's family.
fn seat_row_ui(
    ui: &mut Ui,
    dialog: &mut NewGameDialog,
    color: Color,
    book: Option<&ProfileBook>,
    family: Family,
) {
    let side = match color {
        Color::White => "White",
        Color::Black => "Black",
    };
    match dialog.players.of(color) {
        Player::Computer(level) => {
            ui.label(level_label(family, level.number()));
        }
        Player::Human => {
            ui.horizontal_wrapped(|ui| {
                ui.label("Plays as");
                let mut chosen = dialog.table.profile(color).map(str::to_string);
                let names = book.map_or(&[][..], |b| &b.profiles[..]);
                let choices =
                    std::iter::once(None).chain(names.iter().map(|p| Some(p.name.clone())));
                for choice in choices {
                    let text = choice.clone().unwrap_or_else(|| "Guest".into());
                    let selected = chosen == choice;
                    let r = ui.radio(selected, &text);
                    r.widget_info(|| {
                        egui::WidgetInfo::selected(
                            egui::Role::RadioButton,
                            true,
                            selected,
                            format!("{side} plays as: {text}"),
                        )
                    });
                    if r.clicked() {
                        chosen = choice;
                    }
                }
                dialog.table.set(color, chosen);
            });
        }
    }
}

/// The New profile field and its button (Enter in the field creates it too).
fn profile_row_ui(ui: &mut Ui, dialog: &mut NewGameDialog) -> Option<Action> {
    let mut command = None;
    ui.horizontal(|ui| {
        ui.label("New profile");
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut dialog.new_name)
                    .desired_width(160.0)
                    .hint_text("name"),
            )
            .accessible_name("New profile name");
        let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let create = Request::CreateProfile(dialog.new_name.clone());
        let clicked = ui
            .button(create.label())
            .on_hover_text(create.tooltip())
            .clicked();
        if clicked || enter {
            command = Some(create.into());
        }
    });
    if let Some(e) = &dialog.profile_error {
        ui.colored_label(ui.visuals().error_fg_color, format!("Not created: {e}."));
    }
    command
}
