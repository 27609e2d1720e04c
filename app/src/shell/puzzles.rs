//! The shell's side of the Puzzles screen (issue 45): opening and leaving it (the game
//! at the table waits, a replay on show comes back after), its commands and the
//! board's moves handed to the trainer, the next puzzle picked with what the profile
//! holds, a try's result rated and written to the profile, the board and the panel.
use super::{Notice, OtherworldsApp, Screen};
use crate::command::{Command, Request};
use crate::play::board_area;
use crate::profiles::Change;
use crate::profiles::puzzles::{self as rating, rating_of_puzzle};
use crate::puzzles::{Mode, Trainer, pick};
use otherworlds_core::Family;
use otherworlds_core::record::Timestamp;

impl OtherworldsApp {
    /// Opens the Puzzles screen, of the family of the variant on show the first time.
    pub(super) fn open_puzzles(&mut self) {
        if matches!(self.screen, Screen::Puzzles(_)) {
            return;
        }
        self.stop_computer();
        self.desk.table_mut().promotion = None;
        self.desk.mistakes = None;
        if self.desk.puzzles.is_none() {
            let family = Family::of(self.view().session.variant());
            // The profile chosen last; the one profile there is, the first time.
            let only = self
                .profiles
                .book()
                .filter(|b| b.profiles.len() == 1)
                .map(|b| b.profiles[0].name.clone());
            let profile = self.settings.puzzle_profile.clone().or(only);
            self.desk.puzzles = Some(Box::new(Trainer::new(family, profile)));
        }
        let parked = match std::mem::replace(&mut self.screen, Screen::Play) {
            Screen::Replay(replay) => Some(replay),
            _ => None,
        };
        self.screen = Screen::Puzzles(parked);
        self.next_puzzle_if_wanted();
    }

    /// Back to the game at the table (or the replay that was on show).
    pub(super) fn close_puzzles(&mut self) {
        self.screen = match std::mem::replace(&mut self.screen, Screen::Play) {
            Screen::Puzzles(Some(replay)) => Screen::Replay(replay),
            Screen::Puzzles(None) => self.desk.table_screen(),
            other => other,
        };
    }

    /// Runs `command` on the Puzzles screen and says whether it was taken; one that
    /// leads elsewhere leaves the screen first and is left to run.
    pub(super) fn puzzles_took(&mut self, command: Command) -> bool {
        if !matches!(self.screen, Screen::Puzzles(_)) {
            return false;
        }
        let Some(trainer) = &mut self.desk.puzzles else {
            return false;
        };
        match command {
            Command::Puzzles => {}
            Command::PuzzleHint => trainer.ask_hint(),
            Command::PuzzleSolution => trainer.show_solution(),
            Command::PuzzleNext => {
                if trainer.mode == Mode::Streak && trainer.streak_over {
                    trainer.set_mode(Mode::Streak);
                }
                trainer.wants_next = true;
            }
            Command::Pass => trainer.pass(),
            Command::PuzzlesClose => self.close_puzzles(),
            // The position to the analysis board or the editor once the puzzle is
            // over (before, they would solve it).
            Command::OpenAnalysisBoard | Command::OpenEditor if trainer.playing() => {
                self.say(Notice::info(t!("puzzles-analysis-after")));
            }
            Command::OpenAnalysisBoard | Command::OpenEditor => return false,
            // Once the puzzle is over, the arrows step through its moves.
            Command::ViewStart | Command::ViewBack | Command::ViewForward | Command::ViewEnd
                if trainer.over() =>
            {
                return false;
            }
            // The game's own steps, its table and its engine wait behind the screen;
            // so do saving the game and learning from its mistakes.
            c if c.acts_on_the_game() => {}
            Command::Undo | Command::Save | Command::ExportPgn | Command::LearnFromMistakes => {}
            // What looks at the board or the window works here too; the position on
            // show goes to the editor, the analysis board or a diagram.
            c if c.only_looks() => return false,
            Command::Profiles | Command::CloseProfiles => return false,
            _ => {
                self.close_puzzles();
                return false;
            }
        }
        true
    }

    /// The board's answers on the Puzzles screen: its moves go to the trainer.
    pub(super) fn puzzles_took_request(&mut self, request: &Request) -> bool {
        if !matches!(self.screen, Screen::Puzzles(_)) {
            return false;
        }
        let Some(trainer) = &mut self.desk.puzzles else {
            return false;
        };
        match *request {
            Request::PlayMove { from, to, .. } => trainer.try_move(from, to),
            Request::Place { to } => trainer.try_place(to),
            Request::Promote(_) | Request::ViewPly(_) => {}
            _ => return false,
        }
        true
    }

    /// What the screen needs each frame, after the actions ran: a try's result rated
    /// and kept, a new puzzle where one is wanted.
    pub(super) fn drive_puzzles(&mut self) {
        self.rate_puzzle_result();
        self.next_puzzle_if_wanted();
    }

    /// A settled try: rated for the profile chosen (the puzzle's rating moves too);
    /// a Streak's end kept as the profile's best.
    fn rate_puzzle_result(&mut self) {
        let Some(trainer) = &mut self.desk.puzzles else {
            return;
        };
        let Some((puzzle, solved)) = trainer.take_result() else {
            return;
        };
        let Some(name) = trainer.profile.clone() else {
            return;
        };
        let Some(book) = self.profiles.book() else {
            return;
        };
        let change = match trainer.mode {
            Mode::Rated => {
                let update = rating::rate(book, &name, &puzzle, solved, Timestamp::now());
                trainer.last_update = Some(update.clone());
                Change::Puzzle(Box::new(update))
            }
            Mode::Streak if !solved => Change::Streak {
                profile: name,
                family: trainer.family,
                count: trainer.streak,
            },
            Mode::Streak => return,
        };
        if let Err(e) = self.profiles.change(change, &self.storage.files) {
            self.say(Notice::error(t!("puzzles-not-saved", error = e)));
        }
    }

    /// Picks the next puzzle when the trainer wants one: rated, near the profile's
    /// puzzle rating among those it has not solved nor seen; a Streak, the next harder.
    fn next_puzzle_if_wanted(&mut self) {
        let Some(trainer) = &mut self.desk.puzzles else {
            return;
        };
        if !trainer.wants_next {
            return;
        }
        self.settings.puzzle_profile = trainer.profile.clone();
        let family = trainer.family;
        let set = match otherworlds_core::puzzle::shipped(family) {
            Ok(set) => set,
            Err(e) => {
                trainer.load(None);
                let family = crate::i18n::core_words::family_name(family);
                let error = e.to_string();
                self.say(Notice::error(t!(
                    "puzzles-set-broken",
                    family = family,
                    error = error
                )));
                return;
            }
        };
        let book = self.profiles.book();
        let picked = match trainer.mode {
            Mode::Rated => {
                let (target, mut skip) = match (&trainer.profile, book) {
                    (Some(name), Some(book)) => (
                        rating::puzzle_rating_of(book, name, family).rating,
                        rating::solved_by(book, name, family),
                    ),
                    _ => (
                        otherworlds_core::ratings::glicko::Glicko::START.rating,
                        Default::default(),
                    ),
                };
                skip.extend(trainer.seen().iter().cloned());
                let rating =
                    |p: &otherworlds_core::puzzle::Puzzle| rating_of_puzzle(book, p).rating;
                pick::near(set, trainer.theme, target, &skip, rating, &mut self.rng)
            }
            Mode::Streak => {
                let last = trainer
                    .puzzle()
                    .filter(|_| trainer.streak > 0)
                    .map(|p| p.rating);
                let skip = match trainer.streak {
                    0 => Default::default(),
                    _ => trainer.seen().clone(),
                };
                pick::harder(set, trainer.theme, last, &skip)
            }
        };
        trainer.load(picked);
    }

    /// The puzzle's board in the middle of the window, the solver at the bottom
    /// (Flip turns it).
    pub(super) fn puzzles_board_ui(&mut self, ui: &mut egui::Ui, focus: bool) {
        let Some(trainer) = &mut self.desk.puzzles else {
            return;
        };
        let solver_black = trainer.solver() == otherworlds_core::Color::Black;
        let strips = board_area::Strips {
            labels: crate::players::PlayerLabels {
                white: side_label(!solver_black),
                black: side_label(solver_black),
                rated: false,
            },
            clocks: None,
        };
        let mut area = board_area::BoardArea {
            read_only: !trainer.playing(),
            focus,
            ..board_area::BoardArea::from_settings(
                &self.theme,
                &mut self.settings,
                !self.hooks.test_mode,
                strips,
            )
        };
        // The solver at the bottom; Flip turns it.
        area.flipped ^= solver_black;
        trainer.view.board.engine_arrows.clear();
        let actions = board_area::board_area_ui(ui, &mut trainer.view, area);
        self.queue(actions);
    }

    /// The screen's side panel.
    pub(super) fn puzzles_panel_ui(&mut self, ui: &mut egui::Ui) {
        let Some(trainer) = &mut self.desk.puzzles else {
            return;
        };
        let actions = crate::puzzles::panel::puzzles_panel_ui(ui, trainer, self.profiles.book());
        self.queue(actions);
    }
}

/// A side's name on the puzzle's board: the person solving it, or the opponent.
fn side_label(solver: bool) -> String {
    match solver {
        true => t!("puzzles-you"),
        false => t!("puzzles-opponent"),
    }
}
