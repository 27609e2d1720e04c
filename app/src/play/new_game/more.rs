//! More options: each side's player (a person, or the computer at a level: Machine vs
//! Machine too), the profile each person plays under (or Guest), a new profile's name,
//! Rated, and Start with exactly these players. Closed at first; open where the game
//! before used them (see `NewGameDialog::new`, `with_table`).
use super::NewGameDialog;
use crate::command::{Action, Request};
use crate::engines::spec::EngineSpec;
use crate::game::choose::player_row_ui;
use crate::players::Player;
use crate::profiles::ProfileBook;
use crate::profiles::rated::level_label;
use egui::Ui;
use otherworlds_core::Color;
use otherworlds_core::ratings::Family;

/// The More options button that opens and closes the section, and the section.
pub(super) fn more_ui(
    ui: &mut Ui,
    dialog: &mut NewGameDialog,
    book: Option<&ProfileBook>,
) -> Option<Action> {
    let arrow = if dialog.more { "▾" } else { "▸" };
    let label = t!("newgame-more-options");
    // The arrow is a symbol before the words, whatever the language.
    let text = format!("{arrow} {label}");
    let r = ui
        .add(egui::Button::new(crate::glyphs::displayable(ui.ctx(), &text)).frame(false))
        .on_hover_text(t!("newgame-more-options-tip"));
    let open = dialog.more;
    r.widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, open, &label));
    if r.clicked() {
        dialog.more = !dialog.more;
        if dialog.more {
            // What it opened comes into sight in a short window.
            r.scroll_to_me(Some(egui::Align::Min));
        }
    }
    if !dialog.more {
        return None;
    }
    let mut action = None;
    let family = Family::of(dialog.variant);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        for color in [Color::White, Color::Black] {
            let engines = EngineSpec::playing(&dialog.engines, dialog.variant);
            player_row_ui(ui, &mut dialog.players, color, &engines);
            seat_row_ui(ui, dialog, color, book, family);
        }
        if let Some(a) = profile_row_ui(ui, dialog) {
            action = Some(a);
        }
        let can = dialog.table.can_be_rated(&dialog.players);
        let mut rated = dialog.table.rated && can;
        let r = ui
            .add_enabled(can, egui::Checkbox::new(&mut rated, t!("newgame-rated")))
            .on_disabled_hover_text(t!("newgame-rated-refused"));
        if r.changed() {
            dialog.table.rated = rated;
        }
        let start = Request::StartGame(dialog.variant, dialog.players.clone());
        if ui
            .add_enabled(
                dialog.time.time_control().is_ok(),
                egui::Button::new(start.label()),
            )
            .on_hover_text(start.tooltip())
            .on_disabled_hover_text(t!("newgame-correct-clock"))
            .clicked()
        {
            action = Some(start.into());
        }
    });
    action
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
    let spoken = match color {
        Color::White => "newgame-white-plays-as",
        Color::Black => "newgame-black-plays-as",
    };
    match dialog.players.of(color) {
        Player::Computer(level) => {
            ui.label(level_label(family, level.number()));
        }
        Player::Engine(_) => {
            ui.label(t!("newgame-engine-seat"));
        }
        Player::Human => {
            ui.horizontal_wrapped(|ui| {
                ui.label(t!("newgame-plays-as"));
                let mut chosen = dialog.table.profile(color).map(str::to_string);
                let names = book.map_or(&[][..], |b| &b.profiles[..]);
                let choices =
                    std::iter::once(None).chain(names.iter().map(|p| Some(p.name.clone())));
                for choice in choices {
                    let text = choice.clone().unwrap_or_else(|| t!("game-guest"));
                    let selected = chosen == choice;
                    let r = ui.radio(selected, &text);
                    r.widget_info(|| {
                        egui::WidgetInfo::selected(
                            egui::Role::RadioButton,
                            true,
                            selected,
                            t!(spoken, profile = text.as_str()),
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
        ui.label(t!("newgame-new-profile"));
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut dialog.new_name)
                    .desired_width(160.0)
                    .hint_text(t!("newgame-new-profile-hint")),
            )
            .accessible_name(t!("newgame-new-profile-name"));
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
        ui.colored_label(
            ui.visuals().error_fg_color,
            t!("newgame-not-created", error = e.to_string()),
        );
    }
    command
}
