//! The shell's side of "Learn from your mistakes" (issue 45): opened from a finished
//! review of the game on show, its board in front of the game's (`shown_view` gives
//! it), its commands and the board's moves handed to it; a command that leads
//! elsewhere (a new game, a file, another screen) leaves it first, and nothing that
//! would change the game (undo, the history's steps, the table) reaches the game.
use super::OtherworldsApp;
use crate::command::{Command, Request};
use crate::computer::mistakes::{Budget, Mistakes};
use crate::play::board_area;
use crate::players::Player;
use otherworlds_core::Color;

impl OtherworldsApp {
    /// Opens the mode on the finished review of the game on show, at the person's
    /// side's first mistake.
    pub(super) fn open_mistakes(&mut self) {
        let game = self.view().session.game();
        let Some(review) = self.computer.review_of(game).and_then(|r| r.result()) else {
            return;
        };
        // The reviewed turns only, where the game went on since.
        let reviewed = review.turns.last().map_or(0, |t| t.ply + t.decisions.len());
        let mut game = game.clone();
        game.truncate(reviewed);
        let mode = self.analysis_mode();
        let budget = Budget {
            nodes: self.computer.review_nodes,
            threads: mode.threads,
            hash_mib: mode.hash_mib,
        };
        let side = self.mistakes_side();
        // The engine that reviewed the game judges the tried turns.
        let engine = self
            .computer
            .review_of(&game)
            .and_then(|r| r.engine().cloned());
        let mode = Mistakes::new(&game, review, side, budget).with_engine(engine);
        self.desk.mistakes = Some(Box::new(mode));
    }

    /// Whose mistakes come first: the one person's against the computer at the table,
    /// else the side at the bottom of the board.
    fn mistakes_side(&self) -> Color {
        let bottom = match self.settings.flipped {
            false => Color::White,
            true => Color::Black,
        };
        if !self.screen.at_table() {
            return bottom;
        }
        let players = &self.desk.table().players;
        match (&players.white, &players.black) {
            (Player::Human, p) if p.is_computer() => Color::White,
            (p, Player::Human) if p.is_computer() => Color::Black,
            _ => bottom,
        }
    }

    /// Runs `command` in the mode when it is open and says whether it was taken; one
    /// that leads elsewhere closes the mode and is left to run.
    pub(super) fn mistakes_took(&mut self, command: Command, ctx: &egui::Context) -> bool {
        let Some(mistakes) = &mut self.desk.mistakes else {
            return false;
        };
        match command {
            Command::LearnFromMistakes => {}
            Command::MistakeRetry | Command::Undo => mistakes.retry(),
            Command::MistakeShow => mistakes.show(),
            Command::MistakeNext => mistakes.next(),
            Command::MistakeFlip => mistakes.flip(),
            Command::Pass => mistakes.pass(ctx),
            Command::MistakesClose => self.desk.mistakes = None,
            // The game's own steps, its table and its engine wait behind the mode.
            c if c.acts_on_the_game() => {}
            // What looks at the board or the window works here too.
            c if c.only_looks() => return false,
            _ => {
                self.desk.mistakes = None;
                return false;
            }
        }
        true
    }

    /// The board's answers while the mode is open: its moves go to the mode; a step
    /// through the game's moves waits.
    pub(super) fn mistakes_took_request(&mut self, request: &Request, ctx: &egui::Context) -> bool {
        let Some(mistakes) = &mut self.desk.mistakes else {
            return false;
        };
        match *request {
            Request::PlayMove { from, to, .. } => mistakes.try_move(from, to, ctx),
            Request::Place { to } => mistakes.try_place(to, ctx),
            Request::Promote(_) | Request::ViewPly(_) => {}
            _ => return false,
        }
        true
    }

    /// The mode's board in the middle of the window, where the game's stands.
    pub(super) fn mistakes_board_ui(&mut self, ui: &mut egui::Ui, focus: bool) {
        let labels = match &self.screen {
            super::Screen::Replay(replay) => replay.info.player_labels(),
            _ => self.desk.table().player_labels(self.profiles.book()),
        };
        let Some(mistakes) = &mut self.desk.mistakes else {
            return;
        };
        let strips = board_area::Strips {
            labels,
            clocks: None,
        };
        let area = board_area::BoardArea {
            read_only: !mistakes.playing(),
            focus,
            ..board_area::BoardArea::from_settings(
                &self.theme,
                &mut self.settings,
                !self.hooks.test_mode,
                strips,
            )
        };
        mistakes.view.board.engine_arrows.clear();
        let actions = board_area::board_area_ui(ui, &mut mistakes.view, area);
        self.queue(actions);
    }
}
