//! The pace of what plays by itself: a Machine vs Machine game and the replay player.
//!
//! Machine vs Machine does not run freely: "Next move" asks for exactly one decision,
//! and ⏯ lets the game run, one decision every `delay` seconds at most (the computer's
//! thinking time counts towards the delay), until it is paused or the game ends. The
//! replay player steps through the history at the same delay.
use egui::Ui;

/// The shortest and longest delay offered between moves, in seconds.
pub const MIN_DELAY: f32 = 0.0;
pub const MAX_DELAY: f32 = 5.0;
/// The delay a new app starts with.
pub const DEFAULT_DELAY: f32 = 1.0;

/// Whether and how fast things move on their own.
#[derive(Clone, Debug, PartialEq)]
pub struct Pace {
    /// Machine vs Machine runs on its own (⏯).
    pub running: bool,
    /// The replay player (or a viewed past position) steps forward on its own (⏯).
    pub playback: bool,
    /// "Next move" was asked and its decision is not played yet.
    pub step: bool,
    /// Seconds between two moves.
    pub delay: f32,
    /// When the last move was played or shown (egui time, seconds).
    pub last: f64,
}

impl Default for Pace {
    fn default() -> Pace {
        Pace {
            running: false,
            playback: false,
            step: false,
            delay: DEFAULT_DELAY,
            last: f64::NEG_INFINITY,
        }
    }
}

impl Pace {
    /// Whether a computer may search now (Machine vs Machine).
    pub fn wants_move(&self) -> bool {
        self.step || self.running
    }

    /// Seconds left before the next move may be shown (0 when it is due).
    pub fn wait(&self, now: f64) -> f64 {
        if self.step {
            return 0.0;
        }
        (self.last + f64::from(self.delay) - now).max(0.0)
    }

    /// A move was played or shown at `now`.
    pub fn moved(&mut self, now: f64) {
        self.step = false;
        self.last = now;
    }

    /// Stops everything that runs (the game ended, another game began).
    pub fn stop(&mut self) {
        self.running = false;
        self.playback = false;
        self.step = false;
    }
}

/// The speed control: the delay between moves, as a slider with its own label.
pub fn speed_ui(ui: &mut Ui, delay: &mut f32) {
    ui.horizontal(|ui| {
        let label = ui.label(t!("computer-delay"));
        ui.add(
            egui::Slider::new(delay, MIN_DELAY..=MAX_DELAY)
                .step_by(0.1)
                .suffix(t!("computer-seconds-suffix"))
                .fixed_decimals(1),
        )
        .labelled_by(label.id)
        .on_hover_text(t!("computer-delay-tip"));
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_is_due_at_once_and_a_run_waits_for_the_delay() {
        let mut pace = Pace {
            delay: 2.0,
            ..Pace::default()
        };
        assert!(!pace.wants_move(), "nothing runs by default");
        pace.step = true;
        assert!(pace.wants_move());
        assert_eq!(pace.wait(0.0), 0.0);
        pace.moved(10.0);
        assert!(!pace.wants_move(), "a step is one move");
        pace.running = true;
        assert_eq!(pace.wait(11.0), 1.0);
        assert_eq!(pace.wait(12.5), 0.0);
        pace.stop();
        assert!(!pace.wants_move());
    }
}
