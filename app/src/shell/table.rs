//! The shell's side of the game table (issue 18): Resign and Offer draw run here, since
//! a draw offered to the computer needs the computer's judgement (`computer::draw`),
//! and the clock's own end is checked once a frame. Every answer closes the question
//! it answers; an answer to a question that is not open does nothing.
use super::modal::Modal;
use super::{Notice, OtherworldsApp};
use crate::play::table::{DrawOffer, TableDialog, TableQuestion, draw_offer, resigner};
use otherworlds_core::{EndReason, Outcome};

impl OtherworldsApp {
    /// Whether Resign and Offer draw can be used: a live game on show, going on, with a
    /// person playing.
    pub(super) fn can_resign(&self) -> bool {
        let table = self.desk.table();
        self.screen.at_table()
            && !self.restoring()
            && table.session().outcome().is_none()
            && resigner(table.players, table.turn_owner()).is_some()
    }

    /// Resign and Offer draw are for a game going on with a person playing: said
    /// otherwise (the question open is closed either way).
    fn table_open(&mut self) -> bool {
        self.modals.take_question();
        if self.can_resign() {
            return true;
        }
        self.say(Notice::info(
            "Resign and Offer draw are for a game going on with a person playing.",
        ));
        false
    }

    /// Resign: asked first.
    pub(super) fn ask_resign(&mut self) {
        if !self.table_open() {
            return;
        }
        let table = self.desk.table();
        if let Some(side) = resigner(table.players, table.turn_owner()) {
            let ask = TableQuestion::new(TableDialog::Resign(side));
            self.modals.open(Modal::Question(ask));
        }
    }

    /// The question's Resign: the other side wins.
    pub(super) fn confirm_resign(&mut self) {
        if let Some(TableDialog::Resign(side)) = self.modals.take_question().map(|q| q.ask) {
            self.end_game(Outcome::win(side.flip(), EndReason::Resignation));
        }
    }

    /// Offer draw: the other person is asked, or the computer answers at once.
    pub(super) fn offer_draw(&mut self) {
        if !self.table_open() {
            return;
        }
        let table = self.desk.table();
        match draw_offer(table.players, table.turn_owner()) {
            Some(DrawOffer::Person { offered_by }) => {
                let ask = TableQuestion::new(TableDialog::Draw { offered_by });
                self.modals.open(Modal::Question(ask));
            }
            Some(DrawOffer::Computer(side)) => {
                let name = table.players.of(side).label();
                if crate::computer::draw::accepts_draw(table.session().game(), side) {
                    self.end_game(Outcome::draw(EndReason::Agreement));
                    self.say(Notice::info(format!("{name} accepts the draw.")));
                } else {
                    self.say(Notice::info(format!(
                        "{name} declines the draw: it thinks it stands better."
                    )));
                }
            }
            None => {}
        }
    }

    pub(super) fn accept_draw(&mut self) {
        if let Some(TableDialog::Draw { .. }) = self.modals.take_question().map(|q| q.ask) {
            self.end_game(Outcome::draw(EndReason::Agreement));
        }
    }

    pub(super) fn decline_draw(&mut self) {
        if let Some(TableDialog::Draw { offered_by }) = self.modals.take_question().map(|q| q.ask) {
            let name = crate::game::session::capitalised(offered_by.flip().name());
            self.say(Notice::info(format!("{name} declines the draw.")));
        }
    }

    /// Ends the game at the table (a search under way is dropped).
    fn end_game(&mut self, outcome: Outcome) {
        self.stop_computer();
        let notice = self.desk.table_mut().end(outcome);
        self.tell(notice);
    }

    /// Once a frame: the clock of the game at the table runs while its screen is on
    /// show, and a flag that fell ends the game.
    pub(super) fn drive_clock(&mut self, ctx: &egui::Context) {
        let active = self.screen.at_table() && !self.restoring();
        let table = self.desk.table_mut();
        let was_over = table.session().outcome().is_some();
        if let Some(notice) = table.tick(active) {
            self.say(Notice::error(notice));
        }
        let table = self.desk.table();
        let over = table.session().outcome().is_some();
        if !was_over && over {
            // A flag fell after this frame was drawn: draw the end.
            ctx.request_repaint();
        }
        let running = table.clocks.as_ref().is_some_and(|c| c.running());
        if over && table.clocks.is_some() && self.computer.is_thinking() {
            // The game ended on the clock (or otherwise): the search is of no use.
            self.stop_computer();
        }
        if running {
            ctx.request_repaint_after(std::time::Duration::from_millis(100));
        }
    }
}
