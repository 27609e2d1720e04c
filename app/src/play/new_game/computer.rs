//! Play the computer's own choices: the computer's level (with its rating in the chosen
//! variant's family) and the person's colour, White, Random or Black.
use super::{NewGameDialog, tile};
use crate::players::{ComputerLevel, Player};
use crate::profiles::rated::{level_label, level_rating};
use egui::{Response, Ui};
use otherworlds_core::Color;
use otherworlds_core::ratings::Family;

/// The level and colour rows; their tiles are given back (Enter on one plays the
/// computer).
pub(super) fn computer_ui(ui: &mut Ui, dialog: &mut NewGameDialog) -> Vec<Response> {
    let mut tiles = Vec::new();
    let family = Family::of(dialog.variant);
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("newgame-computer-level"));
        for level in ComputerLevel::all() {
            let player = Player::Computer(level);
            let selected = dialog.level == level;
            let text = level.number().to_string();
            let r = tile(
                ui,
                selected,
                &text,
                t!("newgame-computer-tile", level = player.label()),
                28.0,
            )
            .on_hover_text(format!(
                "{}, {}",
                player.label(),
                level_label(family, level.number())
            ));
            if r.clicked() {
                dialog.level = level;
            }
            tiles.push(r);
        }
        // "Level 2 (Novice) · 953": the rating is the family's (a level plays Two
        // Worlds weaker than standard chess).
        let rating = level_rating(family, dialog.level.number()).rating.round() as i64;
        ui.label(format!(
            "{} · {rating}",
            Player::Computer(dialog.level).label()
        ));
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("newgame-your-colour"));
        for (colour, text, tip) in [
            (Some(Color::White), "game-white", "newgame-white-tip"),
            (None, "newgame-random", "newgame-random-tip"),
            (Some(Color::Black), "game-black", "newgame-black-tip"),
        ] {
            let selected = dialog.colour == colour;
            let text = t!(text);
            let spoken = t!("newgame-colour-tile", colour = text.as_str());
            let r = tile(ui, selected, &text, spoken, 64.0).on_hover_text(t!(tip));
            if r.clicked() {
                dialog.colour = colour;
            }
            tiles.push(r);
        }
    });
    tiles
}
