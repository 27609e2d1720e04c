//! The clocks of a timed game (issue 18): one per side, running only through that side's
//! turns. A turn is what the core calls a turn: one move, or in Valhalla every decision
//! from the board-1 move to the end of the turn, including a transfer square the
//! opponent chooses inside it (the turn's player's clock runs while the opponent picks
//! that square: the whole turn is the clock's unit). The increment is added when a side
//! finishes a turn. Time comes from a [`TimeSource`]: the system's monotonic clock, or
//! in tests a hand-moved one, so no test sleeps.
//!
//! As on lichess, each side's clock starts with its first move (issue 42): the first
//! [`FREE_TURNS`] turns of a game take no time and earn no increment, so nobody loses
//! time to a board they have not yet looked at, and the clock cannot be farmed by
//! waiting before the first move either.
use super::time_control::TimeControl;
use otherworlds_core::record::ClockRecord;
use otherworlds_core::{AnyPosition, Color, Game, prelude::*};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// Where the clocks read the time (milliseconds from an arbitrary start).
#[derive(Clone, Debug)]
pub enum TimeSource {
    System(std::time::Instant),
    /// Moved by hand (tests: [`ManualTime::advance`]).
    Manual(ManualTime),
}

impl Default for TimeSource {
    fn default() -> TimeSource {
        TimeSource::System(std::time::Instant::now())
    }
}

impl TimeSource {
    pub fn now_ms(&self) -> u64 {
        match self {
            TimeSource::System(start) => start.elapsed().as_millis() as u64,
            TimeSource::Manual(time) => time.0.load(Ordering::SeqCst),
        }
    }
}

/// A clock that moves only when told (shared: the app and the test hold the same one).
#[derive(Clone, Debug, Default)]
pub struct ManualTime(Arc<AtomicU64>);

impl ManualTime {
    pub fn advance(&self, ms: u64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
}

/// The turns at the start of a game that no clock counts: each side's first.
pub const FREE_TURNS: usize = 2;

/// Below this a clock shows its warning colour, whatever the base time.
pub const LOW_MS: u64 = 10_000;

/// Both sides' clocks.
#[derive(Clone, Debug, PartialEq)]
pub struct Clocks {
    pub control: TimeControl,
    /// Each side's time left at the start of the turn under way (White, Black).
    left: [u64; 2],
    /// How long each finished turn took.
    turn_ms: Vec<u64>,
    /// The side whose turn it is: its clock is the one that runs.
    owner: Color,
    /// Time spent in this turn before `since`.
    spent: u64,
    /// Running since then (None: paused, or stopped at the end of the game).
    since: Option<u64>,
    stopped: bool,
}

fn index(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// The finished turns of `game` and the side whose turn it is now: a turn ends where
/// the position has a repetition key (the core judges repetition only at turn starts),
/// and belongs to the actor of the position it starts from.
pub fn turns_of(game: &Game<AnyPosition>) -> (usize, Color) {
    let mut turns = 0;
    let mut owner = game.start().actor();
    for ply in 1..=game.moves().len() {
        if let Some(pos) = game.position_at(ply)
            && pos.repetition_key().is_some()
        {
            turns += 1;
            owner = pos.actor();
        }
    }
    (turns, owner)
}

impl Clocks {
    /// Fresh clocks for a game, paused until [`Clocks::resume`].
    pub fn new(control: TimeControl, game: &Game<AnyPosition>) -> Clocks {
        let (turns, owner) = turns_of(game);
        Clocks {
            control,
            left: [control.base_ms; 2],
            turn_ms: vec![0; turns],
            owner,
            spent: 0,
            since: None,
            stopped: false,
        }
    }

    /// The clocks a saved game holds, for the game it replays to (a list of turn times
    /// that does not fit the moves is cut or filled with zeros).
    pub fn from_record(record: &ClockRecord, game: &Game<AnyPosition>) -> Clocks {
        let (turns, owner) = turns_of(game);
        let mut turn_ms = record.turn_ms.clone();
        turn_ms.resize(turns, 0);
        let spent = record.current_turn_ms;
        let mut left = [record.white_ms, record.black_ms];
        // The time left was written with this turn's time counted: give it back, it is
        // counted again from `spent`.
        left[index(owner)] = left[index(owner)].saturating_add(spent);
        Clocks {
            control: TimeControl {
                base_ms: record.base_ms,
                increment_ms: record.increment_ms,
            },
            left,
            turn_ms,
            owner,
            spent,
            since: None,
            stopped: game.outcome().is_some(),
        }
    }

    /// What a saved game keeps of the clocks at `now`.
    pub fn to_record(&self, now: u64) -> ClockRecord {
        ClockRecord {
            base_ms: self.control.base_ms,
            increment_ms: self.control.increment_ms,
            white_ms: self.left(Color::White, now),
            black_ms: self.left(Color::Black, now),
            turn_ms: self.turn_ms.clone(),
            current_turn_ms: self.spent_now(now),
        }
    }

    fn spent_now(&self, now: u64) -> u64 {
        self.spent + self.since.map_or(0, |t| now.saturating_sub(t))
    }

    /// `color`'s time left at `now` (0 once it has run out).
    pub fn left(&self, color: Color, now: u64) -> u64 {
        let left = self.left[index(color)];
        if color == self.owner {
            left.saturating_sub(self.spent_now(now))
        } else {
            left
        }
    }

    /// The side whose clock runs (or would, while paused).
    pub fn owner(&self) -> Color {
        self.owner
    }

    /// Whether a clock is running now.
    pub fn running(&self) -> bool {
        self.since.is_some()
    }

    /// Whether the clocks have started: each side has made its first move.
    pub fn started(&self) -> bool {
        self.turn_ms.len() >= FREE_TURNS
    }

    /// The side whose clock is running now (None: before each side's first move,
    /// paused, or after the end), for the display beside the board.
    pub fn running_side(&self) -> Option<Color> {
        self.running().then_some(self.owner)
    }

    /// The time each finished turn took.
    pub fn turn_times(&self) -> &[u64] {
        &self.turn_ms
    }

    /// Whether `color`'s clock shows the warning: under 10 s, or under a tenth of the
    /// base time.
    pub fn is_low(&self, color: Color, now: u64) -> bool {
        let left = self.left(color, now);
        left < LOW_MS || left < self.control.base_ms / 10
    }

    /// The side whose time has run out at `now`, if any.
    pub fn flagged(&self, now: u64) -> Option<Color> {
        (!self.stopped && self.left(self.owner, now) == 0).then_some(self.owner)
    }

    /// The running clock stops counting (another screen is on show).
    pub fn pause(&mut self, now: u64) {
        if let Some(t) = self.since.take() {
            self.spent += now.saturating_sub(t);
        }
    }

    /// The clock of the side whose turn it is runs again (not after the game's end, nor
    /// before each side's first move).
    pub fn resume(&mut self, now: u64) {
        if self.since.is_none() && !self.stopped && self.started() {
            self.since = Some(now);
        }
    }

    /// The game is over: both clocks stop for good.
    pub fn stop(&mut self, now: u64) {
        self.pause(now);
        self.stopped = true;
    }

    /// A decision was played in `game`: if it finished a turn, the turn's side gets its
    /// increment and the next side's clock takes over.
    pub fn after_decision(&mut self, game: &Game<AnyPosition>, now: u64) {
        let (turns, owner) = turns_of(game);
        if turns <= self.turn_ms.len() {
            return;
        }
        let running = self.running();
        let spent = self.spent_now(now);
        let i = index(self.owner);
        // A free first turn earns no increment either (lichess's clock is not on yet).
        let increment = if self.started() {
            self.control.increment_ms
        } else {
            0
        };
        self.left[i] = self.left[i].saturating_sub(spent) + increment;
        self.turn_ms.push(spent);
        self.turn_ms.resize(turns, 0);
        self.owner = owner;
        self.spent = 0;
        // The second side's first move starts the clocks.
        self.since = (running || self.started()).then_some(now);
        if game.outcome().is_some() {
            self.stop(now);
        }
    }

    /// Decisions were taken back: the times left stay as they are (a takeback gives no
    /// time back), the turn list is cut to the game, and the side whose turn it is now
    /// starts a fresh turn.
    pub fn after_undo(&mut self, game: &Game<AnyPosition>, now: u64) {
        let (turns, owner) = turns_of(game);
        let running = self.running();
        self.pause(now);
        let i = index(self.owner);
        self.left[i] = self.left[i].saturating_sub(self.spent);
        self.turn_ms.truncate(turns);
        self.owner = owner;
        self.spent = 0;
        self.stopped = false;
        self.since = running.then_some(now);
    }
}

/// "4:59", "0:09.5" under ten seconds, "1:02:03" from an hour.
pub fn format_ms(ms: u64) -> String {
    let (h, m, s) = (ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else if ms < LOW_MS {
        format!("{m}:{s:02}.{}", ms / 100 % 10)
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use otherworlds_core::Variant;

    #[test]
    fn times_are_written_as_a_clock_shows_them() {
        assert_eq!(format_ms(299_400), "4:59");
        assert_eq!(format_ms(9_550), "0:09.5");
        assert_eq!(format_ms(3_723_000), "1:02:03");
        assert_eq!(format_ms(0), "0:00.0");
    }

    #[test]
    fn each_sides_first_move_is_free_and_the_third_turn_runs() {
        let mut game = Game::new(AnyPosition::new(Variant::Standard));
        let mut clocks = Clocks::new(TimeControl::new(1, 2), &game);
        clocks.resume(0);
        assert!(!clocks.running(), "no clock before White's first move");
        game.play_str("e2e4").expect("legal");
        clocks.after_decision(&game, 30_000);
        clocks.resume(30_000);
        assert_eq!(clocks.running_side(), None, "nor before Black's");
        game.play_str("e7e5").expect("legal");
        clocks.after_decision(&game, 50_000);
        // Neither waited turn counted, nor earned the increment.
        assert_eq!(clocks.left(Color::White, 50_000), 60_000);
        assert_eq!(clocks.left(Color::Black, 50_000), 60_000);
        assert_eq!(clocks.running_side(), Some(Color::White));
        assert_eq!(clocks.left(Color::White, 51_000), 59_000);
    }

    #[test]
    fn a_paused_clock_does_not_count_and_the_increment_follows_a_turn() {
        let mut game = Game::new(AnyPosition::new(Variant::Standard));
        game.play_str("g1f3").expect("legal");
        game.play_str("g8f6").expect("legal");
        let mut clocks = Clocks::new(TimeControl::new(1, 2), &game);
        clocks.resume(1_000);
        clocks.pause(4_000);
        assert_eq!(clocks.left(Color::White, 100_000), 57_000, "3 s counted");
        clocks.resume(100_000);
        game.play_str("e2e4").expect("legal");
        clocks.after_decision(&game, 101_000);
        // 60 - 3 - 1 + 2 (increment).
        assert_eq!(clocks.left(Color::White, 200_000), 58_000);
        assert_eq!(clocks.left(Color::Black, 102_500), 58_500);
        assert_eq!(clocks.turn_times(), [0, 0, 4_000]);
        assert!(
            !clocks.is_low(Color::Black, 151_000),
            "10 s left: not yet low"
        );
        assert!(clocks.is_low(Color::Black, 151_001), "under 10 s left");
        assert_eq!(clocks.flagged(161_000), Some(Color::Black));
    }
}
