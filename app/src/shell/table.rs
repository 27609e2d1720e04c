//! The shell's side of the game table (issue 18): Resign and Offer draw run here, since
//! a draw offered to the computer needs the computer's judgement (`computer::draw`),
//! and the clock's own end is checked once a frame.
use super::{Notice, OtherworldsApp, Screen};
use crate::play::table::{
    DrawOffer, TableCommand, TableDialog, TableQuestion, draw_offer, resigner,
};
use otherworlds_core::{EndReason, Outcome};

impl OtherworldsApp {
    /// Whether Resign and Offer draw can be used: a live game on show, going on, with a
    /// person playing.
    pub(super) fn can_resign(&self) -> bool {
        matches!(self.screen, Screen::Play)
            && !self.restoring()
            && self.game.session().outcome().is_none()
            && resigner(self.game.players, self.game.turn_owner()).is_some()
    }

    pub(super) fn run_table(&mut self, command: TableCommand, playing: bool) {
        let owner = self.game.turn_owner();
        let question = self.table_dialog.take().map(|q| q.ask);
        match command {
            TableCommand::Resign | TableCommand::OfferDraw if !playing || !self.can_resign() => {
                self.notice = Some(Notice::info(
                    "Resign and Offer draw are for a game going on with a person playing.",
                ));
            }
            TableCommand::Resign => {
                if let Some(side) = resigner(self.game.players, owner) {
                    let ask = TableDialog::Resign(side);
                    self.table_dialog = Some(TableQuestion::new(ask));
                }
            }
            TableCommand::ConfirmResign => {
                if let Some(TableDialog::Resign(side)) = question {
                    self.end_game(Outcome::win(side.flip(), EndReason::Resignation));
                }
            }
            TableCommand::OfferDraw => match draw_offer(self.game.players, owner) {
                Some(DrawOffer::Person { offered_by }) => {
                    let ask = TableDialog::Draw { offered_by };
                    self.table_dialog = Some(TableQuestion::new(ask));
                }
                Some(DrawOffer::Computer(side)) => {
                    let game = self.game.session().game();
                    let name = self.game.players.of(side).label();
                    if crate::computer::draw::accepts_draw(game, side) {
                        self.end_game(Outcome::draw(EndReason::Agreement));
                        self.notice = Some(Notice::info(format!("{name} accepts the draw.")));
                    } else {
                        self.notice = Some(Notice::info(format!(
                            "{name} declines the draw: it thinks it stands better."
                        )));
                    }
                }
                None => {}
            },
            TableCommand::AcceptDraw => {
                if let Some(TableDialog::Draw { .. }) = question {
                    self.end_game(Outcome::draw(EndReason::Agreement));
                }
            }
            TableCommand::DeclineDraw => {
                if let Some(TableDialog::Draw { offered_by }) = question {
                    let name = crate::play::session::capitalised(offered_by.flip().name());
                    self.notice = Some(Notice::info(format!("{name} declines the draw.")));
                }
            }
            TableCommand::Cancel => {}
        }
    }

    /// Ends the live game (a search under way is dropped).
    fn end_game(&mut self, outcome: Outcome) {
        self.stop_computer();
        let notice = self.game.end(outcome);
        self.tell(notice);
    }

    /// Once a frame: the live game's clock runs while its screen is on show, and a flag
    /// that fell ends the game.
    pub(super) fn drive_clock(&mut self, ctx: &egui::Context) {
        let active = matches!(self.screen, Screen::Play) && !self.restoring();
        let was_over = self.game.session().outcome().is_some();
        if let Some(notice) = self.game.tick(active) {
            self.notice = Some(Notice::error(notice));
        }
        if !was_over && self.game.session().outcome().is_some() {
            // A flag fell after this frame was drawn: draw the end.
            ctx.request_repaint();
        }
        if self.game.session().outcome().is_some() && self.game.clocks.is_some() {
            // The game ended on the clock (or otherwise): the search is of no use.
            if self.computer.is_thinking() {
                self.stop_computer();
            }
        }
        if self.game.clocks.as_ref().is_some_and(|c| c.running()) {
            ctx.request_repaint_after(std::time::Duration::from_millis(100));
        }
    }
}
