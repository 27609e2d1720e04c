//! The New game dialog, lichess's home as its model (issue 42, point 19): the four
//! variants as cards (what makes each different, a link to its rules), the clock as
//! lichess's grid of time controls, the computer's level and the person's colour
//! (White, Random, Black), and the two buttons that start at once, Play the computer
//! and Play a friend. Each side's player (Machine vs Machine, two levels), the
//! profiles, New profile and Rated wait under More options, with their own Start.
//!
//! By keyboard: Tab reaches every control, Space chooses the card or tile that has the
//! focus, Escape closes. Enter on a card or a tile plays the computer (the dialog's
//! default button, as Enter is in a desktop dialog whose focus is on a choice); Enter
//! on a button presses that button.
mod cards;
mod clock;
mod computer;
mod more;

pub use clock::{TimeChoice, TimeControlChoice};

use crate::command::{Action, Command, Request};
use crate::engines::spec::EngineSpec;
use crate::game::seats::Table;
use crate::game::time_control::TimeControl;
use crate::players::{ComputerLevel, Player, Players};
use crate::profiles::ProfileBook;
use egui::{Key, Response, Ui};
use otherworlds_core::{Color, ValhallaOptions, Variant};

/// The level Play the computer offers until a computer game has been played: level 1
/// (751) plays almost at random; level 2 (Novice, about 950 in standard chess) makes
/// sense of the position and a newcomer can still beat it.
pub const DEFAULT_LEVEL: ComputerLevel = ComputerLevel::clamped(2);

/// The widest the dialog grows (two cards to a row, the clock's grid in two rows).
const MAX_WIDTH: f32 = 760.0;

/// What the dialog says first at the very first start (a message id).
pub const WELCOME: &str = "newgame-welcome";

/// The choices being made in the open dialog.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGameDialog {
    pub variant: Variant,
    /// The 4D set and the Valhalla options a card goes back to when chosen again.
    pub four_d: Variant,
    pub valhalla: ValhallaOptions,
    /// Each side's player, as More options sets them (its Start plays them).
    pub players: Players,
    /// The profiles chosen for the people's sides, and Rated.
    pub table: Table,
    /// The New profile field.
    pub new_name: String,
    /// Why the last profile was not created.
    pub profile_error: Option<String>,
    /// Whether the chosen card must take the keyboard focus (the frame it opens).
    pub focus_first: bool,
    /// The clock: none, a preset or custom.
    pub time: TimeControlChoice,
    /// Play the computer's level.
    pub level: ComputerLevel,
    /// The person's colour against the computer (None: Random, drawn as it starts).
    pub colour: Option<Color>,
    /// Whether More options is open.
    pub more: bool,
    /// The first start: the dialog greets the newcomer.
    pub welcome: bool,
    /// The external engines added (Game → Engines…): More options offers each side
    /// the ones that play the chosen variant.
    pub engines: Vec<EngineSpec>,
}

impl NewGameDialog {
    /// The dialog for a game like the one with `players`: the computer's level the one
    /// it played at (else [`DEFAULT_LEVEL`]), More options open where the players were
    /// two computers (the quick buttons cannot say that).
    pub fn new(variant: Variant, players: Players) -> NewGameDialog {
        let level = [&players.white, &players.black]
            .into_iter()
            .find_map(Player::level)
            .unwrap_or(DEFAULT_LEVEL);
        // The quick buttons cannot say two computers, nor an external engine.
        let more = players.white.is_computer() && players.black.is_computer()
            || [&players.white, &players.black]
                .iter()
                .any(|p| matches!(p, Player::Engine(_)));
        let valhalla = match variant {
            Variant::Valhalla(options) => options,
            _ => ValhallaOptions::default(),
        };
        NewGameDialog {
            variant,
            four_d: match variant {
                Variant::FourDClassic => Variant::FourDClassic,
                _ => Variant::FourD,
            },
            valhalla,
            players,
            table: Table::default(),
            new_name: String::new(),
            profile_error: None,
            focus_first: true,
            time: TimeControlChoice::new(None),
            level,
            colour: None,
            more,
            welcome: false,
            engines: Vec::new(),
        }
    }

    /// The dialog offering the external engines of `engines` too.
    pub fn with_engines(mut self, engines: &[EngineSpec]) -> NewGameDialog {
        self.engines = engines.to_vec();
        self
    }

    /// The dialog with the clock of the game played before chosen.
    pub fn with_time(mut self, current: Option<TimeControl>) -> NewGameDialog {
        self.time = TimeControlChoice::new(current);
        self
    }

    /// The dialog with the profiles and Rated of the game played before; More options
    /// opens where they are, so what will be played under them shows.
    pub fn with_table(mut self, table: Table) -> NewGameDialog {
        self.more |= table.white.is_some() || table.black.is_some() || table.rated;
        self.table = table;
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

    /// The table when the person plays `person` against the computer: the profile
    /// chosen for that colour, else the one chosen for the other (chosen before the
    /// colour was drawn, it is still the same person's), Rated kept.
    pub fn person_table(&self, person: Color) -> Table {
        let name = self
            .table
            .profile(person)
            .or(self.table.profile(person.flip()));
        let mut table = Table {
            rated: self.table.rated,
            ..Table::default()
        };
        table.set(person, name.map(String::from));
        table
    }

    /// Play the computer with the dialog's choices.
    fn play_computer(&self) -> Request {
        Request::PlayComputer {
            variant: self.variant,
            level: self.level,
            colour: self.colour,
        }
    }
}

/// A person playing `person` against the computer at `level`.
pub fn against_computer(person: Color, level: ComputerLevel) -> Players {
    let mut players = Players {
        white: Player::Computer(level),
        black: Player::Computer(level),
    };
    players.set(person, Player::Human);
    players
}

/// Shows the dialog; returns the command it led to, if any.
pub fn new_game_ui(
    ctx: &egui::Context,
    dialog: &mut NewGameDialog,
    book: Option<&ProfileBook>,
) -> Option<Action> {
    let mut action = None;
    let focus = std::mem::take(&mut dialog.focus_first);
    let screen = ctx.content_rect();
    let width = (screen.width() - 64.0).clamp(280.0, MAX_WIDTH);
    // Its top stays where it is when More options opens (a centred dialog would move
    // the button just clicked away from the pointer): centred as it first opens.
    let top = ((screen.height() - USUAL_HEIGHT) / 2.0).max(EDGE);
    let id = egui::Id::unique("new-game-dialog");
    let area = egui::Modal::default_area(id).anchor(egui::Align2::CENTER_TOP, [0.0, top]);
    let modal = egui::Modal::new(id).area(area).show(ctx, |ui| {
        ui.set_width(width);
        ui.heading(t!("newgame-heading"));
        if dialog.welcome {
            ui.label(t!(WELCOME));
        }
        // The choices scroll where the window is too short for them; the buttons that
        // start stay in sight below.
        let above = ui.min_rect().height();
        let body = (screen.height() - top - EDGE - above - BUTTONS_HEIGHT).max(120.0);
        let mut tiles: Vec<Response> = Vec::new();
        egui::ScrollArea::vertical()
            .max_height(body)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                action = cards::cards_ui(ui, dialog, focus, &mut tiles);
                ui.add_space(6.0);
                tiles.extend(clock::time_control_ui(ui, &mut dialog.time));
                ui.add_space(6.0);
                tiles.extend(computer::computer_ui(ui, dialog));
                ui.add_space(6.0);
                if let Some(a) = more::more_ui(ui, dialog, book) {
                    action = Some(a);
                }
            });
        ui.separator();
        if let Some(a) = buttons_ui(ui, dialog) {
            action = Some(a);
        }
        // Enter where the focus is on a choice (not a button, not a field): the
        // dialog's default button.
        let enter = ui.input(|i| i.key_pressed(Key::Enter));
        let on_choice = tiles.iter().any(Response::has_focus);
        if enter && on_choice && action.is_none() && dialog.time.time_control().is_ok() {
            action = Some(dialog.play_computer().into());
        }
    });
    if action.is_none() && modal.should_close() {
        action = Some(Command::CloseNewGame.into());
    }
    action
}

/// Room kept below the scrolling choices: the summary, the buttons, the separator
/// and the dialog's own margins.
const BUTTONS_HEIGHT: f32 = 96.0;
/// What the scroll bar of a short window covers at the right of the choices.
const SCROLL_BAR: f32 = 12.0;
/// The least room between the dialog and the window's top or bottom edge.
const EDGE: f32 = 12.0;
/// About the dialog's height with More options closed (where it is centred).
const USUAL_HEIGHT: f32 = 560.0;

/// What Play the computer starts (the variant in full, the clock), then Play the
/// computer (focused by nothing: Enter on a choice presses it), Play a friend, Cancel.
fn buttons_ui(ui: &mut Ui, dialog: &NewGameDialog) -> Option<Action> {
    let mut action = None;
    let time = dialog.time.time_control();
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        ui.strong(crate::glyphs::displayable(
            ui.ctx(),
            &crate::i18n::core_words::variant_name(dialog.variant),
        ));
        let clock = match &time {
            Ok(Some(tc)) => t!("newgame-summary-clock", clock = tc.label()),
            Ok(None) => t!("newgame-summary-no-clock"),
            Err(_) => t!("newgame-summary-clock-wrong"),
        };
        ui.label(clock);
    });
    let valid = time.is_ok();
    ui.horizontal(|ui| {
        let play = dialog.play_computer();
        let r = ui
            .add_enabled(
                valid,
                egui::Button::new(egui::RichText::new(play.label()).strong())
                    .fill(ui.visuals().selection.bg_fill)
                    .min_size(egui::vec2(0.0, BUTTON_HEIGHT)),
            )
            .on_hover_text(play.tooltip())
            .on_disabled_hover_text(t!("newgame-correct-clock"));
        if r.clicked() {
            action = Some(play.into());
        }
        let friend = Request::StartGame(dialog.variant, Players::default());
        let r = ui
            .add_enabled(
                valid,
                egui::Button::new(t!("newgame-play-friend"))
                    .min_size(egui::vec2(0.0, BUTTON_HEIGHT)),
            )
            .on_hover_text(t!("newgame-play-friend-tip"))
            .on_disabled_hover_text(t!("newgame-correct-clock"));
        if r.clicked() {
            action = Some(friend.into());
        }
        if ui
            .add(
                egui::Button::new(Command::CloseNewGame.label())
                    .min_size(egui::vec2(0.0, BUTTON_HEIGHT)),
            )
            .on_hover_text(Command::CloseNewGame.tooltip())
            .clicked()
        {
            action = Some(Command::CloseNewGame.into());
        }
    });
    action
}

/// A tile of a choice (a clock, a level, a colour): a selectable button, spoken as a
/// radio button named `spoken`.
pub(crate) fn tile(
    ui: &mut Ui,
    selected: bool,
    text: &str,
    spoken: String,
    width: f32,
) -> Response {
    let r = ui.add(
        egui::Button::selectable(selected, text)
            .frame_when_inactive(true)
            .min_size(egui::vec2(width, TILE_HEIGHT)),
    );
    r.widget_info(|| {
        egui::WidgetInfo::selected(egui::Role::RadioButton, true, selected, spoken.clone())
    });
    r
}

/// A tile's height: a comfortable target for a mouse.
const TILE_HEIGHT: f32 = 26.0;
/// The buttons that start or cancel: a little taller than the tiles.
const BUTTON_HEIGHT: f32 = 30.0;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_computer_takes_the_other_side_and_the_person_keeps_their_profile() {
        let level = ComputerLevel::clamped(4);
        let players = against_computer(Color::Black, level);
        assert_eq!(players.white, Player::Computer(level));
        assert_eq!(players.black, Player::Human);
        let mut dialog = NewGameDialog::new(Variant::Standard, Players::default());
        // Ada chose her profile on White's row; Random then gave her Black.
        dialog.table.set(Color::White, Some("Ada".into()));
        dialog.table.rated = true;
        let table = dialog.person_table(Color::Black);
        assert_eq!(table.profile(Color::Black), Some("Ada"));
        assert_eq!(table.profile(Color::White), None);
        assert!(table.rated);
        assert!(table.can_be_rated(&players));
    }

    #[test]
    fn the_level_offered_is_the_last_computers_or_the_default() {
        let fresh = NewGameDialog::new(Variant::Standard, Players::default());
        assert_eq!(fresh.level, DEFAULT_LEVEL);
        assert!(!fresh.more);
        let last = against_computer(Color::White, ComputerLevel::clamped(6));
        assert_eq!(
            NewGameDialog::new(Variant::Standard, last).level.number(),
            6
        );
        // Two computers: only More options says that, so it opens.
        let machines = Players {
            white: Player::computer(3),
            black: Player::computer(5),
        };
        assert!(NewGameDialog::new(Variant::TwoWorlds, machines).more);
    }
}
