//! The background work of each frame, driven after the commands ran: the replay's own
//! pace, the computer's move, the analysis of the viewed position. Nothing here waits.
use super::{Notice, OtherworldsApp};
use crate::computer::Answer;
use crate::players::Player;
use std::time::Duration;

impl OtherworldsApp {
    pub(super) fn drive(&mut self, ctx: &egui::Context) {
        // No engine output while a rated game goes on; all of it back after its end.
        // `withheld` holds the reason's message id: only whether there is one matters there.
        self.computer.withheld = self
            .desk
            .live
            .rated_going_on()
            .then_some(super::table::NO_ENGINE);
        self.drive_clock(ctx);
        self.drive_playback(ctx);
        self.drive_computer(ctx);
        if matches!(self.screen, super::Screen::Puzzles(_)) {
            // The puzzle gets no engine lines: the solver finds the move.
            self.drive_puzzles();
            self.computer.pause_analysis();
            return;
        }
        if let Some(mistakes) = &mut self.desk.mistakes {
            // The position to solve gets no engine lines, and its search the processor.
            mistakes.poll();
            self.computer.pause_analysis();
            return;
        }
        let mode = self.analysis_mode();
        let view = super::shown_view(&self.screen, &self.desk);
        let (game, ply) = (view.session.game(), view.viewed_ply());
        // Borrowed apart from the computer (no copy of the engine's settings a frame).
        let external = super::analysis_board::chosen_engine(&self.settings, view.session.variant());
        self.computer
            .drive_review(game, mode.threads, mode.hash_mib, external, ctx);
        self.computer.drive_analysis(game, ply, mode, external, ctx);
    }

    /// The replay (or a viewed past position) stepping forward on its own.
    fn drive_playback(&mut self, ctx: &egui::Context) {
        if !self.computer.pace.playback {
            return;
        }
        let len = self.view().plies();
        let ply = self.view().viewed_ply();
        if ply >= len || self.is_live() {
            self.computer.pace.playback = false;
            return;
        }
        let now = ctx.input(|i| i.time);
        let wait = self.computer.pace.wait(now);
        if wait > 0.0 {
            ctx.request_repaint_after(Duration::from_secs_f64(wait));
            return;
        }
        self.set_view(ply + 1);
        self.computer.pace.moved(now);
        if self.view().viewed_ply() >= len || self.is_live() {
            self.computer.pace.playback = false;
        } else {
            ctx.request_repaint_after(Duration::from_secs_f32(self.computer.pace.delay));
        }
    }

    /// Plays the computer's answer when it is due, and starts a search when a computer
    /// is to move in the live game.
    fn drive_computer(&mut self, ctx: &egui::Context) {
        if !self.screen.at_table() {
            // A replayed game is only looked at: nobody plays in it.
            self.computer.cancel();
            return;
        }
        if self.restoring() {
            // The game to play on is the autosaved one, still being read.
            return;
        }
        let machine = self.desk.table().machine_vs_machine();
        let now = ctx.input(|i| i.time);
        match self
            .computer
            .answer(self.desk.table().view.plies(), machine, ctx)
        {
            Some(Answer::Move(mv)) => {
                let notice = self.desk.table_mut().play(mv, true, now);
                self.tell(notice);
                self.computer.pace.moved(now);
            }
            Some(Answer::NoMove) => {
                self.say(Notice::error(t!("shell-computer-no-move")));
                self.computer.pace.stop();
            }
            Some(Answer::Failed(why)) => {
                // The game stays as it was; the computer waits for "Try again".
                self.say(Notice::error(t!("shell-computer-failed", error = why)));
                self.computer.pace.stop();
            }
            None => {}
        }
        if machine && self.desk.table().session().outcome().is_some() {
            // The game is over: a running Machine vs Machine stops there.
            self.computer.pace.running = false;
            self.computer.pace.step = false;
        }
        let table = self.desk.table_mut();
        let level = match table.deciding() {
            Some((_, Player::Computer(level))) => Some(level),
            _ => None,
        };
        table.view.session.set_locked(level.is_some());
        if let Some(level) = level
            && table.promotion.is_none()
            && (!machine || self.computer.pace.wants_move())
        {
            self.computer.start_move(table.session().game(), level, ctx);
        }
    }
}
