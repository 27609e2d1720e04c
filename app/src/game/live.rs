//! The game in progress: its session and view, the players, the promotion picker, the
//! clocks and the table (profiles, rated), undo, continuing from a position, and what
//! the autosave writes. The shell owns one (and the analysis board another, never
//! autosaved); the screens draw it and return commands.
use super::clock::{self, Clocks, TimeSource};
use super::seats::{self, Table};
use super::session::{Attempt, GameSession, PromotionChoice};
use super::time_control::TimeControl;
use super::view::GameView;
use crate::board::Slide;
use crate::files::games;
use crate::files::pgn;
use crate::players::{self, Player, Players};
use otherworlds_core::engine::review::Review;
use otherworlds_core::record::{ClockRecord, Timestamp};
use otherworlds_core::{AnyMove, Color, Outcome, Role, Variant, prelude::*};
use std::path::{Path, PathBuf};

/// The game in progress.
pub struct LiveGame {
    pub view: GameView,
    /// Who plays each side.
    pub players: Players,
    /// The promotion picker's choice, while it is open.
    pub promotion: Option<PromotionChoice>,
    /// Whether the picker must take the keyboard focus this frame.
    pub promotion_opened: bool,
    /// When the game began (kept in its saves).
    created: Timestamp,
    /// The file the game is autosaved to (the window's slot); None: nowhere (tests,
    /// or while the autosave found at start is being read).
    autosave: Option<PathBuf>,
    /// The game changed since it was last handed to the autosave.
    unsaved: bool,
    /// The time control new games get (the New game dialog's choice; None: untimed).
    pub time_control: Option<TimeControl>,
    /// This game's clocks, if it is timed.
    pub clocks: Option<Clocks>,
    /// Where the clocks read the time.
    pub time: TimeSource,
    /// The profiles at the table and whether the game was started rated.
    pub table: Table,
    /// The game is no longer rated: taken back.
    unrated: bool,
    /// The rated game's end has been counted in the profiles (it stays a rated game:
    /// the side panel and the result dialog agree).
    counted: bool,
    /// The decisions the game came with (a position, a game played on from a replay):
    /// it is in progress, worth a question before it is replaced, once more are played.
    came_with: usize,
    /// The player agreed to abandon the game (it is no longer in progress; its clock
    /// stands) until a decision is played in it again.
    abandoned: bool,
    /// The end of the game has been seen (rated, the result shown).
    ended: bool,
    /// This game among those the app held since it started (a new game, a game
    /// replaced: another number; `created` keeps only seconds).
    serial: u64,
    /// Moves tried on the board that the rules refused (the sound of a refusal plays
    /// once for each: `shell/sound.rs` counts them).
    refused: u32,
}

impl LiveGame {
    pub fn new(session: GameSession, players: Players) -> LiveGame {
        LiveGame {
            view: GameView::live(session),
            players,
            promotion: None,
            promotion_opened: false,
            created: Timestamp::now(),
            autosave: None,
            unsaved: false,
            time_control: None,
            clocks: None,
            time: TimeSource::default(),
            table: Table::default(),
            unrated: false,
            counted: false,
            came_with: 0,
            abandoned: false,
            ended: false,
            refused: 0,
            serial: next_serial(),
        }
    }

    pub fn session(&self) -> &GameSession {
        &self.view.session
    }

    /// Autosaves to `path` from now on (None: nowhere), after taking the game found
    /// there at start (`restored`, read on the files worker). What the status bar must
    /// say comes back: a game that did not load is reported with where it was kept.
    pub fn use_autosave(
        &mut self,
        path: Option<PathBuf>,
        restored: Option<games::Restored>,
    ) -> Option<String> {
        self.autosave = path;
        match restored? {
            games::Restored::Nothing => None,
            games::Restored::Game(loaded) => {
                let players = Players::from_record(&loaded.record.players);
                let created = loaded.record.created_at();
                let drawings = loaded.record.drawings_on(&loaded.game).unwrap_or_default();
                let clocks = loaded
                    .record
                    .clock
                    .as_ref()
                    .map(|c| Clocks::from_record(c, &loaded.game));
                self.replace(GameSession::from_loaded(loaded.game), players);
                // The autosave is the game that was going on: all its moves are the
                // player's.
                self.came_with = 0;
                self.view.set_drawings(drawings);
                self.time_control = clocks.as_ref().map(|c| c.control);
                self.clocks = clocks;
                if let Some(created) = created {
                    self.created = created;
                }
                None
            }
            games::Restored::Broken { error, aside } => Some(match aside {
                Ok(kept) => t!(
                    "game-autosave-broken-kept",
                    error = error.to_string(),
                    file = crate::files::read::shown(&kept)
                ),
                Err(e) => {
                    self.autosave = None;
                    t!(
                        "game-autosave-broken-stuck",
                        error = error.to_string(),
                        aside = e.to_string()
                    )
                }
            }),
            games::Restored::Unreadable(e) => {
                self.autosave = None;
                Some(t!("game-autosave-unreadable", error = e.to_string()))
            }
        }
    }

    /// The autosave to write now, if the game changed since the last one: the file and
    /// its bytes, or why the game cannot be saved.
    pub fn take_autosave(&mut self) -> Option<Result<(PathBuf, Vec<u8>), String>> {
        // Drawing on the board changes the game's file too.
        let drawn = self.view.take_drawings_changed();
        if !std::mem::take(&mut self.unsaved) && !drawn {
            return None;
        }
        let path = self.autosave.clone()?;
        Some(
            self.file_bytes()
                .map(|bytes| (path, bytes))
                .map_err(|e| t!("game-autosave-failed", error = e.to_string())),
        )
    }

    /// The file the game is autosaved to.
    pub fn autosave_path(&self) -> Option<&Path> {
        self.autosave.as_deref()
    }

    /// Another game in place of this one: the board follows it, no picker is open,
    /// nobody's profile at the table (an unrated game), no result to show if it is
    /// over already.
    pub fn replace(&mut self, session: GameSession, players: Players) {
        // A game that comes in over (an autosave, a position) has no end to tell.
        self.ended = session.outcome().is_some();
        self.came_with = session.game().moves().len();
        self.view = GameView::live(session);
        self.players = players;
        self.promotion = None;
        self.created = Timestamp::now();
        self.serial = next_serial();
        self.clocks = None;
        self.table = Table::default();
        self.unrated = false;
        self.counted = false;
        self.abandoned = false;
    }

    /// A new game of `variant` with the same players, time control and table (rated if
    /// it was and still can be).
    pub fn start(&mut self, variant: Variant) -> Option<String> {
        let mut table = std::mem::take(&mut self.table);
        table.rated &= table.can_be_rated(&self.players);
        self.replace(GameSession::new(variant), self.players.clone());
        let game = self.view.session.game();
        self.clocks = self.time_control.map(|tc| Clocks::new(tc, game));
        self.table = table;
        self.changed()
    }

    /// Whether the game is a rated game: it counts for the profiles' ratings when it
    /// ends, and after it ended, it did.
    pub fn is_rated(&self) -> bool {
        self.table.rated && !self.unrated && self.table.can_be_rated(&self.players)
    }

    /// Whether a rated game is going on (not over): no engine, no window over its
    /// clock, abandoning it counts as a loss.
    pub fn rated_going_on(&self) -> bool {
        self.is_rated() && self.session().outcome().is_none()
    }

    /// Whether the game is worth a question before it is replaced: a person plays in
    /// it, it is not over, and decisions were played since it began (or since it came
    /// as a position or a game played on from), and nobody agreed to abandon it.
    pub fn in_progress(&self) -> bool {
        self.players.has_human()
            && self.session().outcome().is_none()
            && !self.abandoned
            && self.session().game().moves().len() > self.came_with
    }

    /// The player agreed to abandon the game: no question again before it is
    /// replaced, and its clock stands (until a decision is played in it again).
    pub fn abandon(&mut self) {
        self.abandoned = true;
        let now = self.time.now_ms();
        if let Some(clocks) = &mut self.clocks {
            clocks.pause(now);
        }
    }

    /// The moves a game came with count as its own (a lesson's scripted first move).
    pub fn begun_here(&mut self) {
        self.came_with = self.session().game().moves().len();
    }

    /// Whether a timed game is going on with its clocks started: a window over the
    /// board would run the clock of a player who cannot move.
    pub fn clock_going(&self) -> bool {
        self.session().outcome().is_none()
            && !self.abandoned
            && self.players.has_human()
            && self.clocks.as_ref().is_some_and(Clocks::started)
    }

    /// Why Undo is refused now (None: it may be used): a rated game that has ended is
    /// counted, and stays as it ended.
    pub fn undo_refusal(&self) -> Option<String> {
        (self.is_rated() && self.session().outcome().is_some()).then(|| t!("game-undo-rated-ended"))
    }

    /// The rated game's end is counted, once: whether this call counted it.
    pub fn count_rated_end(&mut self) -> bool {
        let count = self.is_rated() && !self.counted && self.session().outcome().is_some();
        self.counted |= count;
        count
    }

    /// Whether a takeback now would make a rated game unrated (it is rated, not over,
    /// and has a move to take back).
    pub fn takeback_unrates(&self) -> bool {
        self.is_rated()
            && self.session().outcome().is_none()
            && !self.session().game().moves().is_empty()
    }

    /// The game is unrated from now on, for good.
    pub fn make_unrated(&mut self) {
        self.unrated = true;
    }

    /// The game's end, the first time it is asked for after the game ended (any end:
    /// a move, a resignation, the clock); None while it goes on or once seen.
    pub fn take_ending(&mut self) -> Option<Outcome> {
        let outcome = self.session().outcome();
        if outcome.is_none() {
            self.ended = false;
            return None;
        }
        if std::mem::replace(&mut self.ended, true) {
            return None;
        }
        outcome
    }

    /// Each side's name and rating for the side panel.
    pub fn player_labels(
        &self,
        book: Option<&crate::profiles::ProfileBook>,
    ) -> players::PlayerLabels {
        let family = otherworlds_core::ratings::Family::of(self.session().variant());
        let label = |c| seats::seat_label(&self.table.seat(&self.players, c), book, family);
        players::PlayerLabels {
            white: label(Color::White),
            black: label(Color::Black),
            rated: self.is_rated(),
        }
    }

    /// The clocks as a saved game keeps them now.
    pub fn clock_record(&self) -> Option<ClockRecord> {
        let now = self.time.now_ms();
        self.clocks.as_ref().map(|c| c.to_record(now))
    }

    /// Once a frame: the clock of the side whose turn it is runs while `active` (the
    /// game on show, not being restored) and stops at the end of the game; a clock run
    /// out ends the game (a loss on time, or a draw if the other side cannot mate).
    pub fn tick(&mut self, active: bool) -> Option<String> {
        let now = self.time.now_ms();
        let over = self.session().outcome().is_some();
        let abandoned = self.abandoned;
        let clocks = self.clocks.as_mut()?;
        if over {
            clocks.stop(now);
            return None;
        }
        if !active || abandoned {
            clocks.pause(now);
            return None;
        }
        clocks.resume(now);
        let flagged = clocks.flagged(now)?;
        let outcome = self.session().game().timeout_outcome(flagged);
        self.end(outcome)
    }

    /// Ends the game as the players declare it (resignation, a clock, agreement): the
    /// clocks stop, the board shows the end, and the autosave keeps the result.
    pub fn end(&mut self, outcome: Outcome) -> Option<String> {
        self.promotion = None;
        if let Err(e) = self.view.session.end(outcome) {
            return Some(t!("game-cannot-end", error = e.to_string()));
        }
        let now = self.time.now_ms();
        if let Some(clocks) = &mut self.clocks {
            clocks.stop(now);
        }
        self.view.follow();
        self.view.board.clear();
        self.changed()
    }

    /// The side whose turn it is (Valhalla: the turn's player, even while the opponent
    /// places a transferred piece).
    pub fn turn_owner(&self) -> Color {
        clock::turns_of(self.session().game()).1
    }

    /// The player who decides now, if the game is not over.
    pub fn deciding(&self) -> Option<(Color, Player)> {
        let session = self.session();
        if session.outcome().is_some() {
            return None;
        }
        let actor = session.game().position().actor();
        Some((actor, self.players.of(actor).clone()))
    }

    /// Whether both sides are computers.
    pub fn machine_vs_machine(&self) -> bool {
        !self.players.has_human()
    }

    /// Whether the board shows the game's current position (moves may be played).
    pub fn is_live(&self) -> bool {
        self.view.follows_game()
    }

    /// A move tried on the board (only on the current position).
    pub fn try_move(
        &mut self,
        from: otherworlds_core::geometry::Cell,
        to: otherworlds_core::geometry::Cell,
        animate: bool,
        now: f64,
    ) -> Option<String> {
        if !self.is_live() {
            return None;
        }
        match self.view.session.attempt(from, to) {
            Attempt::Move(mv) => self.play(mv, animate, now),
            Attempt::Promotion(choice) => {
                self.promotion = Some(choice);
                self.promotion_opened = true;
                None
            }
            Attempt::Illegal => {
                self.refused = self.refused.wrapping_add(1);
                None
            }
        }
    }

    /// Which game this is, among those the app held since it started.
    pub fn serial(&self) -> u64 {
        self.serial
    }

    /// How many moves tried on the board the rules refused so far.
    pub fn refused(&self) -> u32 {
        self.refused
    }

    /// A cell chosen for a decision without a moving piece (a Valhalla transfer).
    pub fn try_place(&mut self, to: otherworlds_core::geometry::Cell, now: f64) -> Option<String> {
        match self.view.session.attempt_place(to) {
            Attempt::Move(mv) if self.is_live() => self.play(mv, false, now),
            _ => None,
        }
    }

    /// Passes where the rules allow it.
    pub fn pass(&mut self, now: f64) -> Option<String> {
        let mv = self.view.session.pass_move().filter(|_| self.is_live())?;
        self.play(mv, false, now)
    }

    /// The piece chosen in the promotion picker.
    pub fn promote(&mut self, role: Role, now: f64) -> Option<String> {
        let choice = self.promotion.take()?;
        let (_, mv) = choice.options.iter().find(|(r, _)| *r == role)?;
        self.play(*mv, false, now)
    }

    /// Plays a decision, with its animations; returns a notice if it failed or the
    /// autosave did.
    pub fn play(&mut self, mv: AnyMove, animate: bool, now: f64) -> Option<String> {
        // A flag that fell before the move ends the game instead.
        if let Some(notice) = self.tick(true) {
            return Some(notice);
        }
        if self.session().outcome().is_some() {
            return None;
        }
        let view = &mut self.view;
        let info = view.session.game().position().move_info(mv);
        let victim = info
            .victim
            .and_then(|c| view.session.board_model().pieces.get(&c).copied());
        if let Err(e) = view.session.play(mv) {
            return Some(e.to_string());
        }
        // Played on: the game is in progress again.
        self.abandoned = false;
        if let Some(clocks) = &mut self.clocks {
            clocks.after_decision(view.session.game(), self.time.now_ms());
        }
        view.board.clear();
        view.scroll_list = view.follows_game();
        let pieces = &view.session.board_model().pieces;
        view.board
            .animate_capture(&info, victim, |c| pieces.get(&c).copied(), now);
        if animate && let (Some(from), Some(to)) = (info.from, info.to) {
            view.board.slide = Some(Slide {
                from,
                to,
                started: now,
            });
        }
        self.changed()
    }

    /// Takes back the last decision; against a computer, its answers too, back to a
    /// human's turn.
    pub fn undo(&mut self) -> Option<String> {
        self.promotion = None;
        self.view.follow();
        let session = &mut self.view.session;
        session.set_locked(false);
        session.undo();
        let players = self.players.clone();
        while players.has_human()
            && session.outcome().is_none()
            && players.of(session.game().position().actor()).is_computer()
            && session.undo()
        {}
        if let Some(clocks) = &mut self.clocks {
            clocks.after_undo(session.game(), self.time.now_ms());
        }
        self.view.board.clear();
        self.changed()
    }

    /// Plays on from a position of a game (the replay's, or this one's), dropping the
    /// decisions after `ply`.
    pub fn continue_from(
        &mut self,
        mut session: GameSession,
        ply: usize,
        players: Players,
        created: Option<Timestamp>,
    ) -> Option<String> {
        session.set_locked(false);
        session.truncate(ply);
        // A game played on from a position is never rated (replace: no table).
        self.replace(session, players);
        if let Some(created) = created {
            self.created = created;
        }
        self.changed()
    }

    /// When the game began.
    pub fn created(&self) -> Timestamp {
        self.created
    }

    /// The game as a saved file holds it (the shell hands it to the files worker).
    pub fn file_bytes(&self) -> Result<Vec<u8>, String> {
        let (game, drawings) = (self.session().game(), self.view.drawings());
        let clock = self.clock_record();
        games::game_bytes(
            game,
            self.players.to_record(),
            Some(self.created),
            clock,
            drawings,
        )
        .map_err(|e| e.to_string())
    }

    /// The game as PGN text (PGN-like text for the other variants).
    pub fn pgn_text(&self, review: Option<&Review>) -> Result<String, String> {
        pgn::pgn_text(
            self.session().game(),
            self.players.to_record(),
            Some(self.created),
            None,
            review,
        )
    }

    /// The game is autosaved at the end of this frame, changed or not.
    pub fn mark_unsaved(&mut self) {
        self.unsaved = true;
    }

    /// The game changed: it is autosaved at the end of the frame.
    fn changed(&mut self) -> Option<String> {
        self.unsaved = true;
        None
    }
}

/// A number no other game of this run has.
fn next_serial() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}
