//! The side panel of "Learn from your mistakes" (issue 45): whose mistakes and which
//! one, "Find a better move", the verdict on the move tried, and the mode's commands
//! (Retry, Show the engine's move, Next, the opponent's mistakes, Back to the game),
//! each a button (a Tab stop).
use crate::command::{Action, Command, command_button_ui};
use crate::computer::mistakes::{Mistakes, Stage};
use crate::computer::review::judgement_text_color;
use egui::{RichText, Ui};
use otherworlds_core::Color;

/// The panel; the commands its buttons gave.
pub fn mistakes_panel_ui(ui: &mut Ui, mistakes: &Mistakes) -> Vec<Action> {
    let mut commands = Vec::new();
    ui.heading(t!("mistakes-title"));
    ui.add_space(4.0);
    let white = mistakes.side() == Color::White;
    let count = mistakes.count();
    let Some((turn, number)) = mistakes.current() else {
        let text = match (count, white) {
            (0, true) => t!("mistakes-none-white"),
            (0, false) => t!("mistakes-none-black"),
            (_, true) => t!(
                "mistakes-done-white",
                found = mistakes.found(),
                count = count
            ),
            (_, false) => t!(
                "mistakes-done-black",
                found = mistakes.found(),
                count = count
            ),
        };
        ui.label(text);
        ui.add_space(4.0);
        command_button_ui(ui, &mut commands, Command::MistakeFlip, true, false);
        command_button_ui(ui, &mut commands, Command::MistakesClose, true, false);
        return commands;
    };
    let at = mistakes.index().map_or(count, |i| i + 1);
    ui.label(match white {
        true => t!("mistakes-side-white", at = at, count = count),
        false => t!("mistakes-side-black", at = at, count = count),
    });
    if let Some(j) = turn.judgement {
        let played = t!(
            "mistakes-played",
            number = number.as_str(),
            mv = turn.text.as_str(),
            symbol = j.symbol(),
            judgement = crate::computer::review::judgement_name(j)
        );
        let color = judgement_text_color(j, ui.visuals().panel_fill);
        let played = crate::glyphs::displayable(ui.ctx(), &played);
        ui.label(RichText::new(played).color(color));
    }
    ui.add_space(4.0);
    let prompt = match white {
        true => t!("mistakes-find-white"),
        false => t!("mistakes-find-black"),
    };
    ui.strong(prompt);
    let (retry, show) = match mistakes.stage() {
        Stage::Playing => (false, true),
        Stage::Judging => {
            // No spinner: its endless repaints would keep the window busy for nothing
            // (the search's end repaints).
            ui.label(t!("mistakes-checking"));
            (false, false)
        }
        Stage::Judged { good: true, .. } => {
            ui.label(RichText::new(t!("mistakes-good")).strong());
            (false, false)
        }
        Stage::Judged { good: false, loss } => {
            ui.label(RichText::new(t!("mistakes-better")).strong());
            let points = crate::i18n::decimal(loss * 100.0, 0);
            ui.label(t!("mistakes-loss", points = points));
            (true, true)
        }
        Stage::Shown => {
            let best = crate::glyphs::displayable(ui.ctx(), &turn.best_text);
            ui.label(t!("mistakes-shown", best = best.as_str()));
            (true, false)
        }
        Stage::Failed(why) => {
            ui.label(t!("mistakes-failed", why = why.as_str()));
            (true, true)
        }
    };
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        command_button_ui(ui, &mut commands, Command::MistakeRetry, retry, false);
        command_button_ui(ui, &mut commands, Command::MistakeShow, show, false);
        let next = !mistakes.judging();
        command_button_ui(ui, &mut commands, Command::MistakeNext, next, false);
    });
    ui.add_space(4.0);
    command_button_ui(ui, &mut commands, Command::MistakeFlip, true, false);
    command_button_ui(ui, &mut commands, Command::MistakesClose, true, false);
    commands
}
