//! The Puzzles screen's side panel: the family, the theme filter, rated or Streak and
//! the profile rated; the puzzle on show, the prompt and the verdict; Hint, the
//! solution, Next and Close, each a button (a Tab stop) with its key.
use super::{Mode, Stage, Trainer};
use crate::command::{Action, Command, command_button_ui};
use crate::i18n::core_words::{color_name, family_name, variant_name};
use crate::profiles::ProfileBook;
use crate::profiles::puzzles::{best_streak, puzzle_rating_of, rating_of_puzzle};
use egui::{RichText, Ui};
use otherworlds_core::Family;
use otherworlds_core::game::Notation;
use otherworlds_core::puzzle::Theme;

/// A theme's name in the window's language.
pub fn theme_name(theme: Theme) -> String {
    t!(&format!("puzzles-theme-{}", theme.id()))
}

/// A box chosen from a list, its caption above it (the panel is narrow).
fn choice_box(ui: &mut Ui, caption: &str, id: &str, shown: String, list: impl FnOnce(&mut Ui)) {
    let caption = ui.label(caption);
    let width = ui.available_width().max(80.0);
    let response = egui::ComboBox::from_id_salt(id)
        .width(width)
        .selected_text(shown)
        .show_ui(ui, list)
        .response;
    response.labelled_by(caption.id);
}

/// The panel; the commands its buttons gave. The choices change `trainer` directly
/// (and ask the shell for a new puzzle).
pub fn puzzles_panel_ui(
    ui: &mut Ui,
    trainer: &mut Trainer,
    book: Option<&ProfileBook>,
) -> Vec<Action> {
    let mut commands = Vec::new();
    ui.heading(t!("puzzles-title"));
    choices_ui(ui, trainer, book);
    ui.separator();
    puzzle_ui(ui, trainer, book);
    ui.add_space(4.0);
    let playing = trainer.playing();
    let over = trainer.over();
    ui.horizontal_wrapped(|ui| {
        let hint = playing && trainer.mode == Mode::Rated && trainer.hint().is_none();
        command_button_ui(ui, &mut commands, Command::PuzzleHint, hint, false);
        let solution = trainer.puzzle().is_some() && !over;
        command_button_ui(ui, &mut commands, Command::PuzzleSolution, solution, false);
        command_button_ui(ui, &mut commands, Command::PuzzleNext, true, false);
    });
    command_button_ui(ui, &mut commands, Command::PuzzlesClose, true, false);
    commands
}

/// The family, the theme, the mode and the profile.
fn choices_ui(ui: &mut Ui, trainer: &mut Trainer, book: Option<&ProfileBook>) {
    let family = trainer.family;
    let mut chosen_family = family;
    choice_box(
        ui,
        &t!("puzzles-family"),
        "puzzles-family",
        family_name(family),
        |ui| {
            for f in Family::ALL {
                ui.selectable_value(&mut chosen_family, f, family_name(f));
            }
        },
    );
    if chosen_family != family {
        trainer.family = chosen_family;
        trainer.theme = trainer.theme.filter(|t| t.fits(chosen_family));
        trainer.set_mode(trainer.mode);
    }
    let set = trainer.set();
    let count = |theme: Option<Theme>| set.iter().filter(|p| super::pick::fits(p, theme)).count();
    let shown = |theme: Option<Theme>| {
        let name = theme.map_or_else(|| t!("puzzles-all-themes"), theme_name);
        t!("puzzles-theme-count", theme = name, count = count(theme))
    };
    let mut theme = trainer.theme;
    choice_box(
        ui,
        &t!("puzzles-theme"),
        "puzzles-theme",
        shown(theme),
        |ui| {
            ui.selectable_value(&mut theme, None, shown(None));
            for t in Theme::ALL {
                if t.fits(trainer.family) && count(Some(t)) > 0 {
                    ui.selectable_value(&mut theme, Some(t), shown(Some(t)));
                }
            }
        },
    );
    if theme != trainer.theme {
        trainer.theme = theme;
        trainer.set_mode(trainer.mode);
    }
    let mut mode = trainer.mode;
    ui.horizontal_wrapped(|ui| {
        ui.selectable_value(&mut mode, Mode::Rated, t!("puzzles-mode-rated"))
            .on_hover_text(t!("puzzles-mode-rated-tip"));
        ui.selectable_value(&mut mode, Mode::Streak, t!("puzzles-mode-streak"))
            .on_hover_text(t!("puzzles-mode-streak-tip"));
    });
    if mode != trainer.mode {
        trainer.set_mode(mode);
    }
    let names: Vec<String> = book
        .map(|b| b.profiles.iter().map(|p| p.name.clone()).collect())
        .unwrap_or_default();
    if names.is_empty() {
        ui.label(RichText::new(t!("puzzles-no-profile")).small());
        return;
    }
    let guest = t!("puzzles-not-rated");
    let mut profile = trainer.profile.clone();
    choice_box(
        ui,
        &t!("puzzles-rated-for"),
        "puzzles-profile",
        profile.clone().unwrap_or_else(|| guest.clone()),
        |ui| {
            ui.selectable_value(&mut profile, None, guest.clone());
            for name in &names {
                ui.selectable_value(&mut profile, Some(name.clone()), name);
            }
        },
    );
    if profile != trainer.profile {
        trainer.profile = profile;
        trainer.last_update = None;
        trainer.wants_next = true;
    }
    if let (Some(name), Some(book)) = (&trainer.profile, book) {
        let rating = puzzle_rating_of(book, name, trainer.family)
            .glicko()
            .shown();
        ui.label(t!("puzzles-your-rating", rating = rating));
        if trainer.mode == Mode::Streak {
            let best = best_streak(book, name, trainer.family);
            ui.label(t!("puzzles-best-streak", count = best));
        }
    }
}

/// The puzzle on show: what it is, the prompt, the verdict.
fn puzzle_ui(ui: &mut Ui, trainer: &Trainer, book: Option<&ProfileBook>) {
    if trainer.mode == Mode::Streak {
        ui.strong(t!("puzzles-streak", count = trainer.streak));
    }
    let Some(puzzle) = trainer.puzzle() else {
        ui.label(t!("puzzles-none"));
        return;
    };
    let rating = rating_of_puzzle(book, puzzle).rating.round() as i64;
    ui.label(t!(
        "puzzles-about",
        id = puzzle.id.as_str(),
        variant = variant_name(puzzle.variant),
        rating = rating
    ));
    let side = color_name(trainer.solver());
    match trainer.stage() {
        Stage::Playing => {
            ui.strong(match puzzle.mate_in() {
                Some(n) => t!("puzzles-find-mate", side = side, count = n),
                None => t!("puzzles-find", side = side),
            });
        }
        Stage::Wrong(tried) => {
            let tried = crate::glyphs::displayable(ui.ctx(), tried);
            let text = match trainer.mode == Mode::Streak {
                true => t!(
                    "puzzles-streak-over",
                    mv = tried.as_str(),
                    count = trainer.streak
                ),
                false => t!("puzzles-wrong", mv = tried.as_str()),
            };
            ui.label(RichText::new(text).strong());
        }
        Stage::Solved => {
            ui.label(RichText::new(t!("puzzles-solved")).strong());
        }
        Stage::Shown => {
            ui.label(RichText::new(t!("puzzles-shown")).strong());
        }
        Stage::Empty => {}
    }
    if let Some(cell) = trainer.hint() {
        let name = trainer.view.session.game().position().cell_name(cell);
        ui.label(t!("puzzles-hint-on", cell = name));
    }
    if let Some(update) = &trainer.last_update {
        ui.label(t!(
            "puzzles-rating-change",
            before = update.before.glicko().shown(),
            after = update.after.glicko().shown(),
            change = format!("{:+}", update.change())
        ));
        ui.label(t!(
            "puzzles-puzzle-change",
            before = update.puzzle_before.rating.round() as i64,
            after = update.puzzle_after.rating.round() as i64,
            change = format!("{:+}", update.puzzle_change())
        ));
    }
    if matches!(trainer.stage(), Stage::Solved | Stage::Shown) {
        let line = trainer.line_text().join(" ");
        let line = crate::glyphs::displayable(ui.ctx(), &line);
        ui.label(t!("puzzles-line", line = line.as_str()));
        ui.label(RichText::new(t!("puzzles-step")).small());
        let themes: Vec<String> = puzzle.themes.iter().map(|&t| theme_name(t)).collect();
        ui.label(RichText::new(t!("puzzles-themes", themes = themes.join(", "))).small());
    }
}
