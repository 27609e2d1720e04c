//! The shell's side of the game table (issue 18): Resign and Offer draw run here, since
//! a draw offered to the computer needs the computer's judgement (`computer::draw`),
//! and the clock's own end is checked once a frame. Every answer closes the question
//! it answers; an answer to a question that is not open does nothing.
use super::modal::{AfterAbandon, Modal, ModalKind};
use super::{Notice, OtherworldsApp};
use crate::command::{Action, Command};
use crate::play::table::{
    AbandonQuestion, DrawOffer, Refusals, TableDialog, TableQuestion, draw_offer, resigner,
};
use otherworlds_core::{EndReason, Outcome};

/// Why the engine is withheld (a message id): lichess shows no engine output in a rated
/// game going on.
pub(super) const NO_ENGINE: &str = "shell-no-engine";

/// Why a window does not open (a message id): a player who cannot move would lose time
/// behind it.
const NO_WINDOW: &str = "shell-no-window";

impl OtherworldsApp {
    /// Whether Resign and Offer draw can be used: a live game on show, going on, with a
    /// person playing.
    pub(super) fn can_resign(&self) -> bool {
        let table = self.desk.table();
        self.screen.at_table()
            && !self.restoring()
            && table.session().outcome().is_none()
            && resigner(&table.players, table.turn_owner()).is_some()
    }

    /// Resign and Offer draw are for a game going on with a person playing: said
    /// otherwise (the question open is closed either way).
    fn table_open(&mut self) -> bool {
        self.modals.take_question();
        if self.can_resign() {
            return true;
        }
        self.say(Notice::info(t!("shell-resign-draw-refused")));
        false
    }

    /// Resign: asked first.
    pub(super) fn ask_resign(&mut self) {
        if !self.table_open() {
            return;
        }
        let table = self.desk.table();
        if let Some(side) = resigner(&table.players, table.turn_owner()) {
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

    /// Offer draw: the other person is asked; an offer to the computer, whose answer is
    /// at once and final, is asked first (as Resign is).
    pub(super) fn offer_draw(&mut self) {
        if !self.table_open() {
            return;
        }
        let table = self.desk.table();
        match draw_offer(&table.players, table.turn_owner()) {
            Some(DrawOffer::Person { offered_by }) => {
                let ask = TableQuestion::new(TableDialog::Draw { offered_by });
                self.modals.open(Modal::Question(ask));
            }
            Some(DrawOffer::Computer(side)) => {
                let ask = TableQuestion::new(TableDialog::OfferDraw(side.flip()));
                self.modals.open(Modal::Question(ask));
            }
            None => {}
        }
    }

    /// The question's Offer draw: the computer answers by its rule
    /// (`computer::draw::answer_draw`).
    pub(super) fn confirm_offer_draw(&mut self) {
        let Some(TableDialog::OfferDraw(_)) = self.modals.take_question().map(|q| q.ask) else {
            return;
        };
        if !self.can_resign() {
            return;
        }
        let table = self.desk.table();
        let Some(DrawOffer::Computer(side)) = draw_offer(&table.players, table.turn_owner()) else {
            return;
        };
        let name = table.players.of(side).label();
        let answer = crate::computer::draw::answer_draw(table.session().game(), side);
        match answer.why_not() {
            None => {
                self.end_game(Outcome::draw(EndReason::Agreement));
                self.say(Notice::info(t!("shell-draw-accepted", player = name)));
            }
            Some(why) => self.say(Notice::info(t!(
                "shell-draw-declined-why",
                player = name,
                reason = why
            ))),
        }
    }

    /// What is refused now, and why: the display greys these controls with the reason.
    pub fn refusals(&self) -> Refusals {
        let live = &self.desk.live;
        Refusals {
            undo: self.desk.table().undo_refusal(),
            engine: live.rated_going_on().then(|| t!(NO_ENGINE)),
            windows: live.clock_going().then(|| t!(NO_WINDOW)),
        }
    }

    /// Whether the engine is withheld now; if so, the status bar says why.
    pub(super) fn engine_refused(&mut self) -> bool {
        let Some(why) = self.refusals().engine else {
            return false;
        };
        self.say(Notice::info(why));
        true
    }

    /// Whether windows that are not the game's are refused now; if so, the status bar
    /// says why.
    pub(super) fn window_refused(&mut self) -> bool {
        let Some(why) = self.refusals().windows else {
            return false;
        };
        self.say(Notice::info(why));
        true
    }

    /// Whether leaving the game for another screen is refused now: a rated timed game
    /// going on, whose clock the rules never pause (an unrated game's clock pauses
    /// while another screen is on show, as before).
    pub(super) fn screen_refused(&mut self) -> bool {
        let live = &self.desk.live;
        let refused = live.rated_going_on() && live.clock_going();
        if refused {
            self.say(Notice::info(t!("shell-rated-clock-running")));
        }
        refused
    }

    pub(super) fn accept_draw(&mut self) {
        if let Some(TableDialog::Draw { .. }) = self.modals.take_question().map(|q| q.ask) {
            self.end_game(Outcome::draw(EndReason::Agreement));
        }
    }

    pub(super) fn decline_draw(&mut self) {
        if let Some(TableDialog::Draw { offered_by }) = self.modals.take_question().map(|q| q.ask) {
            let name = crate::i18n::core_words::color_name(offered_by.flip());
            self.say(Notice::info(t!("shell-draw-declined", player = name)));
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

/// The question before a game in progress is replaced (issue 42): New game, a new game
/// of a variant, Learn's Try it, Play from here, Continue from here. Rematch needs none
/// (the game ended). A rated game abandoned counts as a loss, as resigning does: the
/// question says so, and the ratings change at once.
impl OtherworldsApp {
    /// Whether the question was asked (`then` waits for its answer): a person's game is
    /// in progress.
    pub(super) fn ask_abandon(&mut self, then: AfterAbandon) -> bool {
        let live = &self.desk.live;
        if !live.in_progress() {
            return false;
        }
        let loser = live
            .rated_going_on()
            .then(|| resigner(&live.players, live.turn_owner()))
            .flatten()
            .and_then(|side| {
                live.table
                    .seat(&live.players, side)
                    .profile()
                    .map(String::from)
            });
        self.modals
            .open(Modal::Abandon(AbandonQuestion::new(loser), then));
        true
    }

    /// "Abandon it": a rated game ends as a loss and is rated now, then what waited
    /// replaces the game.
    pub(super) fn confirm_abandon(&mut self, ctx: &egui::Context) {
        let Some(Modal::Abandon(_, then)) = self.modals.close(ModalKind::Abandon) else {
            return;
        };
        let mut counted = None;
        let live = &self.desk.live;
        if live.rated_going_on()
            && let Some(side) = resigner(&live.players, live.turn_owner())
        {
            self.stop_computer();
            let notice = self
                .desk
                .live
                .end(Outcome::win(side.flip(), EndReason::Resignation));
            self.tell(notice);
            counted = self.conclude_now().map(|(_, lines)| lines);
        }
        self.desk.live.abandon();
        match then {
            AfterAbandon::NewGame => self.run_command(Command::NewGame, ctx),
            AfterAbandon::Action(Action::Command(command)) => self.run_command(command, ctx),
            AfterAbandon::Action(Action::Request(request)) => self.run_request(request, ctx),
            AfterAbandon::TryIt(game) => self.try_it(game, ctx.input(|i| i.time)),
        }
        if let Some(lines) = counted {
            self.say(Notice::info(t!(
                "shell-abandoned-counts",
                ratings = lines.join("; ")
            )));
        }
    }
}
