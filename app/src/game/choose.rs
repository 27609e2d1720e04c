//! The widgets that choose a game's variant and its players, shared by the New game
//! and Continue dialogs, the side panel and the board editor.
use crate::players::{Player, Players};
use egui::Ui;
use otherworlds_core::{Color, Variant};

/// The Variant box (the game's side panel, the board editor): the variant chosen in it
/// this frame, if another than `current`. Its label stands beside it where both fit,
/// else above it (a label squeezed beside it breaks inside the word: "Вариа/нт").
pub fn variant_box_ui(ui: &mut Ui, current: Variant) -> Option<Variant> {
    let label = t!("game-variant");
    let shown = crate::i18n::core_words::variant_name(current);
    let font = egui::TextStyle::Body.resolve(ui.style());
    let [label_width, shown_width] = [&label, &shown].map(|text| {
        ui.ctx().fonts_mut(|fonts| {
            fonts
                .layout_no_wrap(text.to_string(), font.clone(), egui::Color32::PLACEHOLDER)
                .size()
                .x
        })
    });
    let spacing = ui.spacing();
    let box_width = shown_width + spacing.icon_width + 2.0 * spacing.button_padding.x + 8.0;
    let beside = label_width + spacing.item_spacing.x + box_width <= ui.available_width();
    let mut chosen = None;
    let list = |ui: &mut Ui| {
        for variant in Variant::all() {
            let name = crate::i18n::core_words::variant_name(variant);
            if ui.selectable_label(variant == current, name).clicked() && variant != current {
                chosen = Some(variant);
            }
        }
    };
    if beside {
        let width = (ui.available_width() - label_width - spacing.item_spacing.x - 8.0).max(80.0);
        egui::ComboBox::from_label(label)
            .width(width)
            .selected_text(shown)
            .show_ui(ui, list);
    } else {
        let caption = ui.label(&label);
        let width = ui.available_width().max(80.0);
        let response = egui::ComboBox::from_id_salt("variant-box")
            .width(width)
            .selected_text(shown)
            .show_ui(ui, list)
            .response;
        response.labelled_by(caption.id);
    }
    chosen
}

/// One side's row of player choices (also used by the Continue from here dialog and
/// the editor): a person, the levels, and `engines` (the external engines that play
/// the variant, by name).
pub fn player_row_ui(ui: &mut Ui, players: &mut Players, color: Color, engines: &[String]) {
    let side = match color {
        Color::White => t!("game-white"),
        Color::Black => t!("game-black"),
    };
    ui.label(&side);
    ui.horizontal_wrapped(|ui| {
        let mut chosen = players.of(color).clone();
        for player in Player::all(engines) {
            // Spoken as "White: Level 3 (Casual)" so the two rows can be told apart.
            let label = player.label();
            let r = ui.radio(chosen == player, &label);
            if r.clicked() {
                chosen = player.clone();
            }
            r.widget_info(|| {
                egui::WidgetInfo::selected(
                    egui::Role::RadioButton,
                    true,
                    chosen == player,
                    format!("{side}: {label}"),
                )
            });
        }
        players.set(color, chosen);
    });
}
