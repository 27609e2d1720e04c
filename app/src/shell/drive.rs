//! The background work of each frame, driven after the commands ran: the replay's own
//! pace, the computer's move, the analysis of the viewed position. Nothing here waits.
use super::{Notice, OtherworldsApp};
use crate::computer::Answer;
use crate::computer::opponent::{Go, MoveTask};
use crate::players::Player;
use otherworlds_core::Color;
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
            Some(Answer::Move(turn)) => {
                for mv in turn {
                    let notice = self.desk.table_mut().play(mv, true, now);
                    self.tell(notice);
                }
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
        // An engine no longer playing its side ends here.
        self.computer.seats.keep(&table.players);
        let player = table.deciding().map(|(_, p)| p);
        table
            .view
            .session
            .set_locked(player.as_ref().is_some_and(Player::is_computer));
        if table.promotion.is_some() || machine && !self.computer.pace.wants_move() {
            return;
        }
        let game = table.session().game();
        match player {
            Some(Player::Computer(level)) => self.computer.start_move(game, level, ctx),
            Some(Player::Engine(name)) if !self.computer.is_thinking() => {
                if self.computer.failed().is_some() {
                    return;
                }
                let variant = table.session().variant();
                let spec = self.settings.engines.iter().find(|e| e.name == name);
                let Some(spec) = spec.filter(|e| e.plays(variant)) else {
                    let why = match spec {
                        None => t!("shell-engine-missing", engine = name.as_str()),
                        Some(_) => t!(
                            "shell-engine-not-variant",
                            engine = name.as_str(),
                            variant = crate::i18n::core_words::variant_name(variant)
                        ),
                    };
                    if let Answer::Failed(why) = self.computer.fail(why) {
                        self.say(Notice::error(t!("shell-computer-failed", error = why)));
                    }
                    self.computer.pace.stop();
                    return;
                };
                let now = table.time.now_ms();
                let go = match &table.clocks {
                    Some(clocks) => Go::Clocks {
                        white: clocks.left(Color::White, now),
                        black: clocks.left(Color::Black, now),
                        increment: clocks.control.increment_ms,
                    },
                    None => Go::MoveTime(spec.move_time()),
                };
                let task = MoveTask::new(spec, game, go);
                self.computer.start_engine_move(task, ctx);
            }
            _ => {}
        }
    }
}
