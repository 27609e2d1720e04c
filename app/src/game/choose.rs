//! The widgets that choose a game's variant and its players, shared by the New game
//! and Continue dialogs, the side panel and the board editor.
use crate::players::{Player, Players};
use egui::Ui;
use otherworlds_core::{Color, Variant};

/// The Variant box (the game's side panel, the board editor): the variant chosen in it
/// this frame, if another than `current`.
pub fn variant_box_ui(ui: &mut Ui, current: Variant) -> Option<Variant> {
    let mut chosen = None;
    // Room for its label beside it in a narrow panel.
    let width = (ui.available_width() - 64.0).max(80.0);
    egui::ComboBox::from_label(t!("game-variant"))
        .width(width)
        .selected_text(crate::i18n::core_words::variant_name(current))
        .show_ui(ui, |ui| {
            for variant in Variant::all() {
                if ui
                    .selectable_label(
                        variant == current,
                        crate::i18n::core_words::variant_name(variant),
                    )
                    .clicked()
                    && variant != current
                {
                    chosen = Some(variant);
                }
            }
        });
    chosen
}

/// One side's row of player choices (also used by the Continue from here dialog).
pub fn player_row_ui(ui: &mut Ui, players: &mut Players, color: Color) {
    let side = match color {
        Color::White => t!("game-white"),
        Color::Black => t!("game-black"),
    };
    ui.label(&side);
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
