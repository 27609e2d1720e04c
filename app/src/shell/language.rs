//! The window's language: the settings' choice, the system's at the first start
//! (`sys-locale`), `--language TAG` or `OTHERWORLDS_LANGUAGE` on starting (screenshots,
//! the pseudo language's layout check), and the Language menu, which switches at once:
//! every text is looked up each frame, so the next frame is in the new language.
use super::{Notice, OtherworldsApp};
use crate::i18n::{self, ENGLISH, PSEUDO};
use egui::Ui;

/// The environment variable that chooses the language on starting.
pub const LANGUAGE_VARIABLE: &str = "OTHERWORLDS_LANGUAGE";

impl OtherworldsApp {
    /// Makes the chosen language this frame's (cheap when it is already). The first
    /// start takes the system's (English in tests, whatever the machine's); a language
    /// that cannot be loaded becomes English, and the status bar says why once.
    pub(super) fn apply_language(&mut self) {
        let code = match &self.settings.language {
            Some(code) => code.clone(),
            None => {
                let code = if self.hooks.test_mode {
                    ENGLISH.to_owned()
                } else {
                    i18n::system_language()
                };
                self.settings.language = Some(code.clone());
                code
            }
        };
        let used = i18n::use_language(&code);
        if !self.hooks.test_mode {
            i18n::share_language();
        }
        if let Err(e) = used {
            self.settings.language = Some(ENGLISH.to_owned());
            self.say(Notice::error(t!(
                "language-not-loaded",
                language = code,
                reason = e.to_string()
            )));
        }
    }

    /// The language the command line (`--language`) or else the environment
    /// (`OTHERWORLDS_LANGUAGE`) chooses, over the settings', kept as a menu choice is.
    pub fn language_from_environment(&mut self, argument: Option<&str>) {
        let chosen = argument
            .map(str::to_owned)
            .or_else(|| std::env::var(LANGUAGE_VARIABLE).ok());
        if let Some(code) = chosen.filter(|c| !c.is_empty()) {
            self.settings.language = Some(code);
        }
    }

    /// The Language menu: every shipped language in its own name (a person who cannot
    /// read the current one still finds theirs), the current one marked; the pseudo
    /// language only while it is on (it is for checking layouts).
    pub(super) fn language_menu_ui(&mut self, ui: &mut Ui) {
        let current = i18n::current().code().to_owned();
        ui.menu_button(t!("menu-language"), |ui| {
            for language in i18n::languages() {
                if language.code == PSEUDO && current != PSEUDO {
                    continue;
                }
                let chosen = language.code == current;
                if ui
                    .radio(chosen, &language.name)
                    .on_hover_text(&language.code)
                    .clicked()
                {
                    self.settings.language = Some(language.code.clone());
                    ui.close();
                }
            }
        });
    }
}
