//! The tests' hooks for the clocks and the table (issue 18): a hand-moved time, the
//! time control, the table's questions.
use crate::shell::Modal;
use crate::shell::OtherworldsApp;

/// The clocks (issue 18): a hand-moved time, the time control, the table's question.
impl OtherworldsApp {
    /// The live game's clocks read a time that moves only by [`ManualTime::advance`]
    /// from now on (no test sleeps).
    pub fn use_manual_time(&mut self) -> crate::game::clock::ManualTime {
        let time = crate::game::clock::ManualTime::default();
        // A clock running on the old time stops there; the next frame runs it on.
        let now = self.desk.table_mut().time.now_ms();
        if let Some(clocks) = &mut self.desk.table_mut().clocks {
            clocks.pause(now);
        }
        self.desk.table_mut().time = crate::game::clock::TimeSource::Manual(time.clone());
        time
    }

    /// The time control the next new game gets (as the New game dialog sets it).
    pub fn set_time_control(&mut self, control: Option<crate::game::time_control::TimeControl>) {
        self.desk.table_mut().time_control = control;
    }

    /// Puts clocks with `control` on the live game as it stands (as if it had been
    /// started with them).
    pub fn start_clocks(&mut self, control: crate::game::time_control::TimeControl) {
        let table = self.desk.table_mut();
        let clocks = crate::game::clock::Clocks::new(control, table.session().game());
        table.clocks = Some(clocks);
        self.desk.table_mut().time_control = Some(control);
    }

    /// The live game's clocks, if it is timed.
    pub fn clocks(&self) -> Option<&crate::game::clock::Clocks> {
        self.desk.table().clocks.as_ref()
    }

    /// A side's time left now on the live game's clock.
    pub fn time_left(&self, color: otherworlds_core::Color) -> Option<u64> {
        let now = self.desk.table().time.now_ms();
        self.clocks().map(|c| c.left(color, now))
    }

    /// The open "Abandon the game in progress?" question's text.
    pub fn abandon_question(&self) -> Option<String> {
        self.modals.iter().find_map(|m| match m {
            Modal::Abandon(question, _) => Some(question.text()),
            _ => None,
        })
    }

    /// Whether the Profiles window is open.
    pub fn profiles_open(&self) -> bool {
        self.modals.iter().any(|m| matches!(m, Modal::Profiles(_)))
    }

    /// Whether the engine's output is withheld now.
    pub fn engine_withheld(&self) -> bool {
        self.computer.withheld.is_some()
    }

    /// The table's open question (resign? accept the draw?).
    pub fn table_question(&self) -> Option<crate::play::table::TableDialog> {
        self.modals.iter().find_map(|m| match m {
            Modal::Question(question) => Some(question.ask),
            _ => None,
        })
    }
}
