//! The game table beside the board (issue 18): the clocks, Resign and Offer draw, and
//! the questions they ask (Resign asks first; Offer draw asks first when the computer
//! answers, since its answer is at once and final; between two people at one screen
//! the other side is asked, which the offerer sees before anything is decided), and the
//! question before a game in progress is abandoned (issue 42). Who resigns, offers or
//! abandons: the one person in a game against the computer, else (two people at one
//! screen) the side whose turn it is.
use crate::command::{Action, Command, command_button_ui};
use crate::game::clock::{Clocks, format_ms};
use crate::players::Players;
use crate::theme::{Theme, readable_on};
use egui::{RichText, Ui};
use otherworlds_core::Color;

/// An open question of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableDialog {
    /// "Resign?" to this side.
    Resign(Color),
    /// "Offer a draw?" to this side, before the offer is made to the computer.
    OfferDraw(Color),
    /// This side offered a draw; the other is asked.
    Draw { offered_by: Color },
}

/// An open question and whether its harmless answer must take the keyboard focus (the
/// frame it opens: Enter then keeps playing, Tab reaches the other answer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableQuestion {
    pub ask: TableDialog,
    pub focus_first: bool,
}

impl TableQuestion {
    pub fn new(ask: TableDialog) -> TableQuestion {
        TableQuestion {
            ask,
            focus_first: true,
        }
    }
}

/// Who answers a draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawOffer {
    /// Two people at one screen: `offered_by` asks the other.
    Person { offered_by: Color },
    /// The computer playing this side answers by its evaluation.
    Computer(Color),
}

/// The side that resigns now, if anyone may: `owner` is the side whose turn it is.
pub fn resigner(players: &Players, owner: Color) -> Option<Color> {
    match (players.white.is_computer(), players.black.is_computer()) {
        (true, true) => None,
        (false, true) => Some(Color::White),
        (true, false) => Some(Color::Black),
        (false, false) => Some(owner),
    }
}

/// Who answers a draw offer made now, if one may be made.
pub fn draw_offer(players: &Players, owner: Color) -> Option<DrawOffer> {
    match (players.white.is_computer(), players.black.is_computer()) {
        (true, true) => None,
        (false, true) => Some(DrawOffer::Computer(Color::Black)),
        (true, false) => Some(DrawOffer::Computer(Color::White)),
        (false, false) => Some(DrawOffer::Person { offered_by: owner }),
    }
}

/// Why some of the game's controls are off now (None: they are on); a control that is
/// off says why when hovered, and its command says it in the status bar.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Refusals {
    /// Undo: a rated game that has ended.
    pub undo: Option<String>,
    /// The engine (the analysis, its arrows and bar, the review, the analysis board): a
    /// rated game going on.
    pub engine: Option<String>,
    /// The windows that are not the game's (Profiles, About, the file dialogs, Export
    /// diagram, the game list): a timed game going on, whose clock would run behind
    /// them.
    pub windows: Option<String>,
}

/// The question before the game in progress is replaced (New game, Try it, Play from
/// here, Continue from here): abandon it, or keep playing, the harmless answer, which
/// takes the focus (Enter keeps the game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbandonQuestion {
    /// A rated game: the profile whose loss abandoning it counts as (None: unrated).
    pub loser: Option<String>,
    pub focus_first: bool,
}

impl AbandonQuestion {
    pub fn new(loser: Option<String>) -> AbandonQuestion {
        AbandonQuestion {
            loser,
            focus_first: true,
        }
    }

    /// What the question says.
    pub fn text(&self) -> String {
        match &self.loser {
            Some(name) => t!("play-abandon-rated", player = name.as_str()),
            None => t!("play-abandon"),
        }
    }
}

/// What the side panel shows of the table: its actions.
pub struct TablePanel {
    /// Whether Resign and Offer draw can be used now (a live game going on, a person
    /// playing).
    pub can_resign: bool,
}

/// Resign and Offer draw (Pass, where the variant has one, is the caller's: it sits with
/// them).
pub fn table_ui(ui: &mut Ui, table: TablePanel, commands: &mut Vec<Action>) {
    for command in [Command::Resign, Command::OfferDraw] {
        command_button_ui(ui, commands, command, table.can_resign, false);
    }
}

/// What a player strip beside the board shows: the side, its player's name and rating,
/// and its clock (None: untimed, or a replay) at the time `now`.
pub struct Strip<'a> {
    pub color: Color,
    pub name: &'a str,
    pub clock: Option<(&'a Clocks, u64)>,
    pub theme: &'a Theme,
}

/// A player beside the board: "White: Ada 1562?" on the left, the clock on the right
/// (the running one framed, a low one in the theme's warning colour), in a row of
/// constant height so the board never jumps.
pub fn strip_ui(ui: &mut Ui, strip: Strip<'_>) {
    let side = match strip.color {
        Color::White => t!("game-white"),
        Color::Black => t!("game-black"),
    };
    ui.horizontal(|ui| {
        ui.set_min_height(STRIP_HEIGHT);
        let name = crate::glyphs::displayable(ui.ctx(), &format!("{side}: {}", strip.name));
        ui.add(egui::Label::new(RichText::new(name).strong()).truncate());
        if let Some((clocks, now)) = strip.clock {
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                clock_ui(ui, clocks, strip.color, now, strip.theme);
            });
        }
    });
}

/// The height of a player strip (the clock's text and its frame).
pub const STRIP_HEIGHT: f32 = 30.0;

/// "White 4:59": the running clock in bold in a frame, a low one in the theme's
/// warning colour (on the window's colour, where the strips stand).
fn clock_ui(ui: &mut Ui, clocks: &Clocks, color: Color, now: u64, theme: &Theme) {
    let left = clocks.left(color, now);
    let (id, tip) = match color {
        Color::White => ("play-clock-white", "play-clock-white-tip"),
        Color::Black => ("play-clock-black", "play-clock-black-tip"),
    };
    let running = clocks.running() && clocks.owner() == color;
    let mut text = RichText::new(t!(id, time = format_ms(left)))
        .size(20.0)
        .monospace();
    if clocks.is_low(color, now) {
        text = text.color(readable_on(theme.clock_low, ui.visuals().panel_fill));
    }
    let stroke = if running {
        text = text.strong();
        ui.visuals().selection.stroke
    } else {
        egui::Stroke::NONE
    };
    egui::Frame::new()
        .fill(ui.visuals().panel_fill)
        .stroke(stroke)
        .corner_radius(4.0)
        .inner_margin(egui::Margin::symmetric(6, 1))
        .show(ui, |ui| {
            ui.label(text)
                .on_hover_text(t!(tip, running = if running { "yes" } else { "no" }));
        });
}

/// The open question; the answer given.
pub fn table_dialog_ui(ctx: &egui::Context, question: &mut TableQuestion) -> Option<Action> {
    let mut command = None;
    let focus = std::mem::take(&mut question.focus_first);
    let dialog = question.ask;
    let modal = egui::Modal::new(egui::Id::unique("table-dialog")).show(ctx, |ui| {
        ui.set_max_width(360.0);
        let (question, answers) = match dialog {
            TableDialog::Resign(side) => (
                match side {
                    Color::White => t!("play-white-resigns"),
                    Color::Black => t!("play-black-resigns"),
                },
                [Command::ConfirmResign, Command::KeepPlaying],
            ),
            TableDialog::OfferDraw(_) => (
                t!(
                    "play-offer-draw",
                    number = crate::computer::draw::DRAW_FROM_MOVE
                ),
                [Command::ConfirmOfferDraw, Command::KeepPlaying],
            ),
            TableDialog::Draw { offered_by } => (
                match offered_by {
                    Color::White => t!("play-white-offers-draw"),
                    Color::Black => t!("play-black-offers-draw"),
                },
                [Command::AcceptDraw, Command::DeclineDraw],
            ),
        };
        ui.heading(question);
        command = answers_ui(ui, answers, focus);
    });
    if command.is_none() && modal.should_close() {
        let answer = match dialog {
            TableDialog::Resign(_) | TableDialog::OfferDraw(_) => Command::KeepPlaying,
            TableDialog::Draw { .. } => Command::DeclineDraw,
        };
        command = Some(answer.into());
    }
    command
}

/// A question's two answers in a row, the harmless one second; with `focus` it takes
/// the keyboard focus, so Enter never resigns, offers or abandons by accident.
fn answers_ui(ui: &mut Ui, answers: [Command; 2], focus: bool) -> Option<Action> {
    let mut command = None;
    ui.horizontal(|ui| {
        for (i, answer) in answers.into_iter().enumerate() {
            let r = ui.button(answer.label()).on_hover_text(answer.tooltip());
            if i == 1 && focus {
                r.request_focus();
            }
            if r.clicked() {
                command = Some(answer.into());
            }
        }
    });
    command
}

/// The question before the game in progress is replaced; the answer given.
pub fn abandon_ui(ctx: &egui::Context, question: &mut AbandonQuestion) -> Option<Action> {
    let mut command = None;
    let focus = std::mem::take(&mut question.focus_first);
    let text = question.text();
    let modal = egui::Modal::new(egui::Id::unique("abandon-question")).show(ctx, |ui| {
        ui.set_max_width(360.0);
        ui.heading(text);
        command = answers_ui(ui, [Command::ConfirmAbandon, Command::KeepPlaying], focus);
    });
    if command.is_none() && modal.should_close() {
        command = Some(Command::KeepPlaying.into());
    }
    command
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::players::Player;

    #[test]
    fn the_person_resigns_against_the_computer_and_the_side_to_move_at_one_screen() {
        let mut players = Players::default();
        assert_eq!(resigner(&players, Color::Black), Some(Color::Black));
        assert_eq!(
            draw_offer(&players, Color::White),
            Some(DrawOffer::Person {
                offered_by: Color::White
            })
        );
        players.black = Player::computer(2);
        assert_eq!(resigner(&players, Color::Black), Some(Color::White));
        assert_eq!(
            draw_offer(&players, Color::Black),
            Some(DrawOffer::Computer(Color::Black))
        );
        players.white = Player::computer(2);
        assert_eq!(resigner(&players, Color::White), None);
        assert_eq!(draw_offer(&players, Color::White), None);
    }
}
