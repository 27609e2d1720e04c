//! The View menu's sound entries: Sound (M), which shows whether sound is on, and Sound
//! settings beside it (the volume, and what plays: moves, the low-time warning, steps
//! through a game's moves). Both by mouse and by keyboard (Tab, Space, the arrows on
//! the slider); every change is a request the shell runs at the end of the frame.
use super::{Notice, OtherworldsApp};
use crate::command::{Action, Command, Request};
use egui::Ui;

impl OtherworldsApp {
    /// The two entries, in the menu at `ui`.
    pub(super) fn sound_menu_ui(&self, ui: &mut Ui, actions: &mut Vec<Action>) {
        let settings = &self.settings.sound;
        let command = Command::ToggleSound;
        let mut button = egui::Button::selectable(settings.on, command.label());
        if let Some(key) = command.key_hint(ui.ctx()) {
            button = button.shortcut_text(key);
        }
        if ui.add(button).on_hover_text(command.tooltip()).clicked() {
            actions.push(command.into());
        }
        // A submenu that a click inside leaves open: the slider and the boxes take it.
        let config = egui::containers::menu::MenuConfig::new()
            .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
        egui::containers::menu::SubMenuButton::new(t!("sound-settings"))
            .config(config)
            .ui(ui, |ui| {
                let mut new = settings.clone();
                let mut percent = (new.level() * 100.0).round() as u32;
                let label = ui.label(t!("sound-volume"));
                let slider = egui::Slider::new(&mut percent, 0..=100).suffix(" %");
                if ui
                    .add(slider)
                    .labelled_by(label.id)
                    .on_hover_text(t!("sound-volume-tip"))
                    .changed()
                {
                    new.volume = percent as f32 / 100.0;
                }
                ui.separator();
                ui.checkbox(&mut new.moves, t!("sound-moves"))
                    .on_hover_text(t!("sound-moves-tip"));
                ui.checkbox(&mut new.low_time, t!("sound-low-time"))
                    .on_hover_text(t!("sound-low-time-tip"));
                ui.checkbox(&mut new.steps, t!("sound-steps"))
                    .on_hover_text(t!("sound-steps-tip"));
                if new != *settings {
                    actions.push(Request::SetSound(new).into());
                }
            });
    }

    /// M: every sound off, or on again; the status line says which.
    pub(super) fn toggle_sound(&mut self) {
        let sound = &mut self.settings.sound;
        sound.on = !sound.on;
        let id = if sound.on {
            "sound-turned-on"
        } else {
            "sound-turned-off"
        };
        self.say(Notice::info(t!(id)));
    }
}
