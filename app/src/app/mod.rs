//! The application: persisted state (serde) apart from runtime state, panels, and the
//! commands collected during a frame and run at its end.
pub mod command;
pub mod new_game;
pub mod players;
pub mod promotion;
pub mod session;

use crate::board::{BoardEvent, BoardOptions, BoardState, board_ui};
use crate::studio::Studio;
use crate::theme::Theme;
use command::Command;
use egui::{Align, Layout, RichText, Ui};
use new_game::NewGameDialog;
use otherworlds_core::{Position, Variant};
use players::{Player, Players, Thinking};
use serde::{Deserialize, Serialize};
use session::{Attempt, GameSession, PromotionChoice, result_text};

/// What survives a restart.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Persisted {
    /// The variant of the game in progress.
    pub variant: Variant,
    /// Its moves in canonical notation, replayed on start.
    pub moves: Vec<String>,
    pub flipped: bool,
    pub coordinates: bool,
    pub theme: Theme,
    /// Who plays each side (two humans in saves from before computer players).
    pub players: Players,
}

impl Default for Persisted {
    fn default() -> Self {
        Persisted {
            variant: Variant::Standard,
            moves: Vec::new(),
            flipped: false,
            coordinates: true,
            theme: Theme::default(),
            players: Players::default(),
        }
    }
}

/// What lives only while the app runs.
struct Runtime {
    session: GameSession,
    board: BoardState,
    promotion: Option<PromotionChoice>,
    /// Whether the picker must take the keyboard focus this frame.
    promotion_opened: bool,
    /// A polite message: a variant that cannot start yet, a saved game that did not load.
    notice: Option<String>,
    /// The New game dialog, while it is open.
    new_game: Option<NewGameDialog>,
    /// The computer's search for the position on the board, if one runs.
    thinking: Option<Thinking>,
    /// Mixed into every computer move's seed: fixed in tests, from the clock otherwise.
    seed: u64,
    /// Commands issued during this frame.
    commands: Vec<Command>,
    /// Tests: pinned theme, no animation.
    test_mode: bool,
    style_applied: bool,
    /// The customisation studio and the theme files.
    studio: Studio,
}

/// The Otherworlds application.
pub struct OtherworldsApp {
    persisted: Persisted,
    runtime: Runtime,
}

impl OtherworldsApp {
    /// The app as eframe starts it, restoring the last session.
    pub fn new(cc: &eframe::CreationContext<'_>) -> OtherworldsApp {
        let persisted = cc
            .storage
            .and_then(|s| eframe::get_value::<Persisted>(s, eframe::APP_KEY))
            .unwrap_or_default();
        let mut app = OtherworldsApp::from_persisted(persisted, false);
        app.use_config_dir(crate::studio::files::config_dir());
        app
    }

    /// A test app keeping its theme files in `dir`, restoring the theme saved there.
    pub fn for_tests_with_config(dir: std::path::PathBuf) -> OtherworldsApp {
        let mut app = OtherworldsApp::for_tests();
        app.use_config_dir(Some(dir));
        app
    }

    /// Keeps theme files in `dir`; the theme saved there (if any) replaces the one
    /// from eframe's storage.
    fn use_config_dir(&mut self, dir: Option<std::path::PathBuf>) {
        self.runtime.studio = Studio::new(dir);
        match self.runtime.studio.restore() {
            Ok(Some(theme)) => self.persisted.theme = theme,
            Ok(None) => {}
            Err(e) => self.runtime.notice = Some(format!("Your theme was not restored: {e}")),
        }
    }

    /// Issues a command as its button would; it runs at the end of the next frame.
    pub fn queue(&mut self, command: Command) {
        self.runtime.commands.push(command);
    }

    /// The customisation studio.
    pub fn studio(&self) -> &Studio {
        &self.runtime.studio
    }

    /// Writes the theme in use to the config directory (as eframe's save does).
    pub fn save_theme(&mut self) -> Result<(), crate::studio::files::ThemeError> {
        self.runtime.studio.persist(&self.persisted.theme)
    }

    /// A deterministic app for tests: default settings, light theme, no animation.
    pub fn for_tests() -> OtherworldsApp {
        OtherworldsApp::from_persisted(Persisted::default(), true)
    }

    /// A test app starting from a position string.
    pub fn for_tests_from(variant: Variant, position: &str) -> OtherworldsApp {
        let mut app = OtherworldsApp::for_tests();
        match GameSession::from_position(variant, position) {
            Ok(session) => app.runtime.session = session,
            Err(e) => app.runtime.notice = Some(format!("Could not set up the position: {e}")),
        }
        app
    }

    /// Builds the app from saved state; a saved game that no longer loads is reported,
    /// not fatal.
    pub fn from_persisted(mut persisted: Persisted, test_mode: bool) -> OtherworldsApp {
        let mut notice = None;
        let session = match GameSession::new(persisted.variant) {
            Ok(mut session) => {
                if let Err(e) = session.replay(&persisted.moves) {
                    notice = Some(format!(
                        "The saved game stopped at a move it could not play: {e}"
                    ));
                }
                session
            }
            Err(e) => {
                notice = Some(format!(
                    "Could not resume {}: {e}. Playing standard chess.",
                    persisted.variant.display_name()
                ));
                persisted.variant = Variant::Standard;
                standard_session()
            }
        };
        if test_mode {
            persisted.theme = Theme::default();
        }
        OtherworldsApp {
            persisted,
            runtime: Runtime {
                session,
                board: BoardState::default(),
                promotion: None,
                promotion_opened: false,
                notice,
                new_game: None,
                thinking: None,
                seed: if test_mode { 0 } else { clock_seed() },
                commands: Vec::new(),
                test_mode,
                style_applied: false,
                studio: Studio::default(),
            },
        }
    }

    /// Starts a new game of `variant` (a notice says why if it cannot start).
    pub fn start_new_game(&mut self, variant: Variant) {
        self.start(variant);
    }

    /// The game in progress.
    pub fn session(&self) -> &GameSession {
        &self.runtime.session
    }

    /// The board's view state (selection, painted markers, focus).
    pub fn board_state(&self) -> &BoardState {
        &self.runtime.board
    }

    /// The message shown in the status bar, if any.
    pub fn notice(&self) -> Option<&str> {
        self.runtime.notice.as_deref()
    }

    /// The pending promotion choice, if the picker is open.
    pub fn promotion(&self) -> Option<&PromotionChoice> {
        self.runtime.promotion.as_ref()
    }

    pub fn persisted(&self) -> &Persisted {
        &self.persisted
    }

    /// Sets who plays each side of the game in progress.
    pub fn set_players(&mut self, players: Players) {
        self.persisted.players = players;
        self.runtime.thinking = None;
    }

    /// The open New game dialog, if any.
    pub fn new_game_dialog(&self) -> Option<&NewGameDialog> {
        self.runtime.new_game.as_ref()
    }

    /// Whether the computer is searching a move now.
    pub fn is_thinking(&self) -> bool {
        self.runtime.thinking.is_some()
    }

    /// The stop flag of the running search (tests check that undo raises it).
    pub fn thinking_stop_flag(&self) -> Option<std::sync::Arc<std::sync::atomic::AtomicBool>> {
        self.runtime.thinking.as_ref().map(Thinking::stop_flag)
    }

    /// The player who decides now, if the game is not over.
    fn deciding(&self) -> Option<(otherworlds_core::Color, Player)> {
        let session = &self.runtime.session;
        if session.outcome().is_some() {
            return None;
        }
        let actor = session.game().position().actor();
        Some((actor, self.persisted.players.of(actor)))
    }

    /// One frame of the whole UI.
    pub fn show(&mut self, ui: &mut Ui) {
        self.apply_style(ui.ctx());
        self.collect_shortcuts(ui.ctx());

        egui::Panel::top("menu").show(ui, |ui| self.menu_bar_ui(ui));
        egui::Panel::bottom("status").show(ui, |ui| self.status_ui(ui));
        egui::Panel::right("side")
            .default_size(220.0)
            .show(ui, |ui| self.side_panel_ui(ui));
        egui::CentralPanel::default().show(ui, |ui| self.central_ui(ui));

        if let Some(choice) = &self.runtime.promotion {
            let focus = std::mem::take(&mut self.runtime.promotion_opened);
            if let Some(command) =
                promotion::promotion_ui(ui.ctx(), choice, &self.persisted.theme, focus)
            {
                self.runtime.commands.push(command);
            }
        }

        if let Some(dialog) = &mut self.runtime.new_game
            && let Some(command) = new_game::new_game_ui(ui.ctx(), dialog)
        {
            self.runtime.commands.push(command);
        }

        let boards = crate::studio::slot_names(&self.runtime.session.board_model().geometry);
        let studio = self
            .runtime
            .studio
            .ui(ui.ctx(), &mut self.persisted.theme, &boards);
        self.runtime
            .commands
            .extend(studio.into_iter().map(Command::Studio));

        self.run_commands(ui.ctx());
        self.drive_computer(ui.ctx());
    }

    /// Plays the computer's answer when it is ready, and starts a search when a
    /// computer is to move. Never waits.
    fn drive_computer(&mut self, ctx: &egui::Context) {
        let ply = self.runtime.session.game().moves().len();
        if let Some(thinking) = &self.runtime.thinking {
            if thinking.ply != ply {
                // The game moved on under the search (cannot happen through the UI).
                self.runtime.thinking = None;
            } else if let Some(answer) = thinking.ready() {
                self.runtime.thinking = None;
                match answer {
                    Some(mv) => self.play(mv, true, ctx),
                    None => self.runtime.notice = Some("The computer found no move.".into()),
                }
            }
        }
        let deciding = self.deciding();
        let computer = match deciding {
            Some((_, Player::Computer(level))) => Some(level),
            _ => None,
        };
        self.runtime.session.set_locked(computer.is_some());
        if let Some(level) = computer
            && self.runtime.thinking.is_none()
            && self.runtime.promotion.is_none()
        {
            let game = self.runtime.session.game();
            let ply = game.moves().len();
            let history = (0..ply)
                .filter_map(|i| game.position_at(i).cloned())
                .collect();
            let seed = self.runtime.seed ^ ply as u64;
            self.runtime.thinking = Some(Thinking::start(
                game.position().clone(),
                history,
                level,
                seed,
                ctx.clone(),
            ));
        }
    }

    /// "White (Level 8) is thinking…" while the computer searches.
    fn thinking_text(&self) -> Option<String> {
        self.runtime.thinking.as_ref()?;
        let (color, player) = self.deciding()?;
        let name = match color {
            otherworlds_core::Color::White => "White",
            otherworlds_core::Color::Black => "Black",
        };
        Some(format!("{name} ({}) is thinking…", player.label()))
    }

    fn apply_style(&mut self, ctx: &egui::Context) {
        if self.runtime.style_applied {
            return;
        }
        self.runtime.style_applied = true;
        if self.runtime.test_mode {
            ctx.set_theme(egui::Theme::Light);
            ctx.all_styles_mut(|style| style.animation_time = 0.0);
        }
    }

    fn collect_shortcuts(&mut self, ctx: &egui::Context) {
        // Single-letter shortcuts must not steal typing from a text field.
        if ctx.egui_wants_keyboard_input()
            || self.runtime.promotion.is_some()
            || self.runtime.new_game.is_some()
        {
            return;
        }
        let pass = self.runtime.session.pass_move().map(|_| Command::Pass);
        for command in Command::GLOBAL.into_iter().chain(pass) {
            if let Some(shortcut) = command.shortcut()
                && ctx.input_mut(|i| i.consume_shortcut(&shortcut))
            {
                self.runtime.commands.push(command);
            }
        }
    }

    /// A button for a command. In menus the shortcut is shown beside the label; on
    /// toolbar buttons it is in the tooltip, so the button's spoken name stays its label.
    fn command_button(&mut self, ui: &mut Ui, command: Command, enabled: bool, in_menu: bool) {
        let shortcut = command.shortcut().map(|s| ui.ctx().format_shortcut(&s));
        let mut button = egui::Button::new(command.label());
        let mut tooltip = command.tooltip().to_string();
        if let Some(shortcut) = shortcut {
            if in_menu {
                button = button.shortcut_text(shortcut);
            } else {
                tooltip = format!("{tooltip} ({shortcut})");
            }
        }
        if ui
            .add_enabled(enabled, button)
            .on_hover_text(tooltip)
            .clicked()
        {
            self.runtime.commands.push(command);
        }
    }

    fn menu_bar_ui(&mut self, ui: &mut Ui) {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("Game", |ui| {
                self.command_button(ui, Command::NewGame, true, true);
                ui.menu_button("New game of", |ui| {
                    for variant in Variant::all() {
                        let command = Command::StartVariant(variant);
                        if ui
                            .button(command.label())
                            .on_hover_text(command.tooltip())
                            .clicked()
                        {
                            self.runtime.commands.push(command);
                        }
                    }
                });
                let can_undo = !self.runtime.session.game().moves().is_empty();
                self.command_button(ui, Command::Undo, can_undo, true);
                ui.separator();
                self.command_button(ui, Command::Quit, true, true);
            });
            ui.menu_button("View", |ui| {
                self.command_button(ui, Command::FlipBoard, true, true);
                self.command_button(ui, Command::ToggleCoordinates, true, true);
                let studio = Command::Studio(crate::studio::StudioCommand::Toggle);
                self.command_button(ui, studio, true, true);
            });
        });
    }

    fn status_ui(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            let ctx = ui.ctx().clone();
            let shown = |text: &str| crate::glyphs::displayable(&ctx, text);
            ui.label(shown(&self.runtime.session.variant().display_name()));
            ui.separator();
            ui.label(shown(&self.runtime.session.status()));
            if let Some(text) = self.thinking_text() {
                ui.separator();
                if !self.runtime.test_mode {
                    ui.spinner();
                }
                ui.label(shown(&text));
            }
            if let Some(notice) = self.runtime.notice.clone() {
                ui.separator();
                ui.colored_label(ui.visuals().warn_fg_color, shown(&notice));
                self.command_button(ui, Command::DismissNotice, true, false);
            }
        });
    }

    fn side_panel_ui(&mut self, ui: &mut Ui) {
        ui.add_space(6.0);
        ui.horizontal_wrapped(|ui| {
            self.command_button(ui, Command::NewGame, true, false);
            let can_undo = !self.runtime.session.game().moves().is_empty();
            self.command_button(ui, Command::Undo, can_undo, false);
            self.command_button(ui, Command::FlipBoard, true, false);
            let studio = Command::Studio(crate::studio::StudioCommand::Toggle);
            self.command_button(ui, studio, true, false);
            if self.runtime.session.pass_move().is_some() {
                self.command_button(ui, Command::Pass, true, false);
            }
        });
        ui.add_space(6.0);
        let current = self.runtime.session.variant();
        egui::ComboBox::from_label("Variant")
            .selected_text(current.display_name())
            .show_ui(ui, |ui| {
                for variant in Variant::all() {
                    if ui
                        .selectable_label(variant == current, variant.display_name())
                        .clicked()
                        && variant != current
                    {
                        self.runtime.commands.push(Command::StartVariant(variant));
                    }
                }
            });
        ui.separator();
        ui.heading("Moves");
        egui::ScrollArea::vertical()
            .stick_to_bottom(true)
            .auto_shrink([false, false])
            .show(ui, |ui| {
                egui::Grid::new("move list")
                    .num_columns(3)
                    .striped(true)
                    .show(ui, |ui| {
                        for (turn, pair) in self.runtime.session.move_list().chunks(2).enumerate() {
                            ui.label(format!("{}.", turn + 1));
                            for san in pair {
                                ui.label(crate::glyphs::displayable(ui.ctx(), san));
                            }
                            ui.end_row();
                        }
                    });
            });
    }

    fn central_ui(&mut self, ui: &mut Ui) {
        if let Some(e) = self
            .runtime
            .studio
            .paint_background(ui, &self.persisted.theme)
        {
            self.runtime.notice = Some(format!("The background picture is not shown: {e}"));
        }
        // A header line of constant height above the board: whose turn it is, and the
        // game-over banner when the game ends, so the board never jumps.
        let theme = &self.persisted.theme;
        let (fill, text, color) = match self.runtime.session.outcome() {
            Some(outcome) => (theme.banner, result_text(outcome), theme.banner_text),
            // Over a landscape the window's colours may not read: the banner's do.
            None if theme.background != crate::theme::Background::System => (
                theme.banner.gamma_multiply(0.85),
                self.runtime.session.status(),
                theme.banner_text,
            ),
            None => (
                ui.visuals().faint_bg_color,
                self.runtime.session.status(),
                ui.visuals().text_color(),
            ),
        };
        let text = crate::glyphs::displayable(ui.ctx(), &text);
        egui::Frame::new()
            .fill(fill)
            .corner_radius(6.0)
            .inner_margin(8.0)
            .show(ui, |ui| {
                ui.with_layout(Layout::top_down(Align::Center), |ui| {
                    ui.label(RichText::new(text).size(20.0).strong().color(color));
                });
            });
        ui.add_space(6.0);
        let options = BoardOptions {
            theme: &self.persisted.theme,
            flipped: self.persisted.flipped,
            coordinates: self.persisted.coordinates,
            animate: !self.runtime.test_mode,
        };
        let model = self.runtime.session.board_model();
        let (_, events) = board_ui(ui, model, &mut self.runtime.board, options);
        for event in events {
            match event {
                BoardEvent::Move { from, to, dragged } => {
                    self.runtime.commands.push(Command::PlayMove {
                        from,
                        to,
                        animate: !dragged,
                    });
                }
                BoardEvent::Place { to } => self.runtime.commands.push(Command::Place { to }),
            }
        }
    }

    /// Runs the frame's commands, in the order they were issued.
    fn run_commands(&mut self, ctx: &egui::Context) {
        for command in std::mem::take(&mut self.runtime.commands) {
            self.run(command, ctx);
        }
    }

    fn run(&mut self, command: Command, ctx: &egui::Context) {
        let rt = &mut self.runtime;
        match command {
            Command::NewGame => {
                rt.new_game = Some(NewGameDialog::new(
                    rt.session.variant(),
                    self.persisted.players,
                ));
            }
            Command::StartGame(variant, players) => {
                rt.new_game = None;
                self.persisted.players = players;
                self.start(variant);
            }
            Command::CloseDialog => rt.new_game = None,
            Command::StartVariant(variant) => self.start(variant),
            Command::Undo => {
                rt.promotion = None;
                rt.thinking = None;
                rt.session.set_locked(false);
                rt.session.undo();
                // Against a computer, take back its answers too, back to a human's turn.
                let players = self.persisted.players;
                while players.has_human()
                    && rt.session.outcome().is_none()
                    && players
                        .of(rt.session.game().position().actor())
                        .is_computer()
                    && rt.session.undo()
                {}
                rt.board.clear();
            }
            Command::FlipBoard => self.persisted.flipped = !self.persisted.flipped,
            Command::ToggleCoordinates => self.persisted.coordinates = !self.persisted.coordinates,
            Command::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            Command::PlayMove { from, to, animate } => match rt.session.attempt(from, to) {
                Attempt::Move(mv) => self.play(mv, animate, ctx),
                Attempt::Promotion(choice) => {
                    rt.promotion = Some(choice);
                    rt.promotion_opened = true;
                }
                Attempt::Illegal => {}
            },
            Command::Place { to } => {
                if let Attempt::Move(mv) = rt.session.attempt_place(to) {
                    self.play(mv, false, ctx);
                }
            }
            Command::Pass => {
                if let Some(mv) = rt.session.pass_move() {
                    self.play(mv, false, ctx);
                }
            }
            Command::Promote(role) => {
                if let Some(choice) = rt.promotion.take()
                    && let Some((_, mv)) = choice.options.iter().find(|(r, _)| *r == role)
                {
                    self.play(*mv, false, ctx);
                }
            }
            Command::CancelPromotion => rt.promotion = None,
            Command::DismissNotice => rt.notice = None,
            Command::Studio(command) => {
                if let Err(e) = rt.studio.run(command, &mut self.persisted.theme, ctx) {
                    rt.notice = Some(format!("The theme is unchanged: {e}"));
                }
            }
        }
    }

    fn play(&mut self, mv: otherworlds_core::AnyMove, animate: bool, ctx: &egui::Context) {
        let rt = &mut self.runtime;
        let info = otherworlds_core::Position::move_info(rt.session.game().position(), mv);
        match rt.session.play(mv) {
            Ok(()) => {
                rt.board.clear();
                if animate && let (Some(from), Some(to)) = (info.from, info.to) {
                    rt.board.slide = Some(crate::board::Slide {
                        from,
                        to,
                        started: ctx.input(|i| i.time),
                    });
                }
            }
            Err(e) => rt.notice = Some(e.to_string()),
        }
    }

    fn start(&mut self, variant: Variant) {
        let rt = &mut self.runtime;
        // Dropping the search raises its stop flag.
        rt.thinking = None;
        match GameSession::new(variant) {
            Ok(session) => {
                rt.session = session;
                rt.notice = None;
                self.persisted.variant = variant;
            }
            Err(e) => {
                rt.notice = Some(format!(
                    "Could not start {}: {e}. Still playing {}.",
                    variant.display_name(),
                    rt.session.variant().display_name()
                ));
            }
        }
        rt.promotion = None;
        rt.board.clear();
    }
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

fn standard_session() -> GameSession {
    match GameSession::new(Variant::Standard) {
        Ok(session) => session,
        // The core always has standard chess; nothing else can be shown without it.
        Err(e) => unreachable!("standard chess must start: {e}"),
    }
}

impl eframe::App for OtherworldsApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.persisted.variant = self.runtime.session.variant();
        self.persisted.moves = self.runtime.session.move_strings();
        eframe::set_value(storage, eframe::APP_KEY, &self.persisted);
        if let Err(e) = self.save_theme() {
            eprintln!("otherworlds: {e}");
        }
    }
}
