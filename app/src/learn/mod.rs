//! The Learn screen (lichess `ui/learn`'s shape): rules pages with live diagrams, guided
//! tours (the 4D lesson "from 3D to 4D", Two Worlds, Valhalla) and exercises, for every
//! variant. The lessons are data (`data`, one RON file per variant in `assets/learn/`);
//! this module holds the screen's state ([`Learn`]: which course, part, item), its
//! commands ([`LearnCommand`]) and what is live on screen ([`Live`]: diagrams built
//! from position strings through the core, drawn by the app's own board views). It
//! never reaches the shell: what only the shell can do (close, start a game against
//! the computer) comes back as a [`LearnRequest`].
mod build;
mod controls;
pub mod data;
pub mod diagram;
pub mod exercise;
pub mod lesson;
mod localized;
pub mod text;
mod view;

use crate::board::BoardEvent;
use crate::game::session::Attempt;
use crate::settings::progress::{LearnProgress, Place};
use data::{Course, StepKind};
use diagram::LessonBoard;
use exercise::Exercise;
use lesson::Resolution;
pub use localized::{courses, courses_in};
use otherworlds_core::geometry::Cell;
use otherworlds_core::{Role, Variant};
use std::collections::BTreeSet;
pub use view::learn_ui;

/// Which part of a course is open (kept in the settings with the progress).
pub use crate::settings::progress::Mode;

/// What the learner can ask of the Learn screen.
#[derive(Clone, Debug, PartialEq)]
pub enum LearnCommand {
    /// F1 or ?: the page of the variant on the board (the shell names it).
    Help,
    /// The rules of the n-th course.
    Course(usize),
    /// A part of the open course, from its first item.
    Mode(Mode),
    /// The n-th item of the part: a rules section, a tour step, an exercise level.
    Go(usize),
    /// The n-th diagram of a section or step, the n-th question of a quiz.
    Sub(usize),
    /// The next diagram, question, section or step (Page Down, Alt+Right).
    Next,
    /// The previous one (Page Up, Alt+Left).
    Back,
    /// The next part of the course, its rules, each tour, each exercise stage, round
    /// again (Ctrl+Page Down, as a browser's next tab); the part before (Ctrl+Page Up).
    NextPart,
    PreviousPart,
    /// Play the diagram's move.
    ShowMe,
    /// Back to the diagram's position.
    Reset,
    /// What the learner tried on a diagram's board.
    Board(BoardEvent),
    /// Pass on Valhalla's second board.
    Pass,
    /// The piece the range step shows.
    Pick(Role),
    /// The learner's answer to a quiz question: legal or not.
    Answer(bool),
    /// Start the tour's game against the computer.
    TryIt,
    /// Show or hide an exercise's hint arrows.
    Hints,
    /// Save the diagram on screen for a worksheet (SVG or PNG).
    Export,
    /// Back to the game.
    Close,
}

/// What only the shell can do for the Learn screen.
#[derive(Clone, Debug, PartialEq)]
pub enum LearnRequest {
    /// Back to the game (or the replay) behind the Learn screen.
    Close,
    /// A new game from this position, the learner against a small computer.
    TryIt(TryItGame),
    /// Save this diagram as a picture: what the diagram exporter (issue 16, point 4,
    /// `app/src/diagram/`, built separately) needs to draw it.
    Export(DiagramExport),
}

/// The diagram on screen, as the diagram exporter takes it: the same arguments as
/// `otherworlds diagram --variant V --position S [--select CELL]`.
#[derive(Clone, Debug, PartialEq)]
pub struct DiagramExport {
    pub variant: Variant,
    /// The position on the board now (after any move shown or played).
    pub position: String,
    /// The selected piece's cell, in the variant's notation.
    pub select: Option<String>,
    /// The view of the diagram's first pane (2D, layers, tesseract).
    pub view: crate::view3d::ViewMode,
    /// The diagram's caption.
    pub caption: String,
}

/// The game of a tour's "Try it".
#[derive(Clone, Debug, PartialEq)]
pub struct TryItGame {
    pub variant: Variant,
    /// The position string (None: the variant's start).
    pub position: Option<String>,
    /// The computer's level.
    pub level: u8,
    /// What the learner is asked to do.
    pub goal: String,
    /// The piece selected when the game starts.
    pub select: Option<String>,
    /// A move the learner already made on the preview board: the game's first.
    pub first: Option<(Cell, Cell)>,
}

/// What is live on screen: the diagram (and the state of the step) of the open item.
#[derive(Clone, Debug)]
pub enum Live {
    /// Nothing to draw, or why not (a course or diagram that does not load).
    Empty(Option<String>),
    Diagram(LessonBoard),
    /// The coordinates step; the cell named last (the last one clicked or given the
    /// keyboard focus), and the selection and focus of the frame before.
    Coordinates {
        diagram: LessonBoard,
        inspected: Option<Cell>,
        seen: (Option<Cell>, Option<Cell>),
    },
    /// The range step: this piece type alone on the start cell.
    Range {
        diagram: LessonBoard,
        role: Role,
        from: Cell,
    },
    /// A quiz question: the move shown, whether the core allows it, the answer given.
    Quiz {
        diagram: LessonBoard,
        from: Cell,
        to: Cell,
        legal: bool,
        answer: Option<bool>,
    },
    /// A check to answer: the ways possible here, those tried, the last one.
    Resolve {
        diagram: LessonBoard,
        possible: BTreeSet<Resolution>,
        done: BTreeSet<Resolution>,
        last: Option<Resolution>,
    },
    /// The game "Try it" starts, on a board to look at first.
    TryIt(Box<LessonBoard>),
    Exercise(Box<Exercise>),
}

impl Live {
    /// The diagram on screen, if there is one.
    pub fn diagram(&self) -> Option<&LessonBoard> {
        match self {
            Live::Diagram(diagram)
            | Live::Coordinates { diagram, .. }
            | Live::Range { diagram, .. }
            | Live::Quiz { diagram, .. }
            | Live::Resolve { diagram, .. } => Some(diagram),
            Live::TryIt(diagram) => Some(diagram),
            Live::Exercise(exercise) => Some(&exercise.diagram),
            Live::Empty(_) => None,
        }
    }

    pub fn diagram_mut(&mut self) -> Option<&mut LessonBoard> {
        match self {
            Live::Diagram(diagram)
            | Live::Coordinates { diagram, .. }
            | Live::Range { diagram, .. }
            | Live::Quiz { diagram, .. }
            | Live::Resolve { diagram, .. } => Some(diagram),
            Live::TryIt(diagram) => Some(diagram),
            Live::Exercise(exercise) => Some(&mut exercise.diagram),
            Live::Empty(_) => None,
        }
    }
}

/// The Learn screen's state.
#[derive(Clone, Debug)]
pub struct Learn {
    /// The open course, by its place in [`courses`].
    pub course: usize,
    pub mode: Mode,
    /// The open section, step or level.
    pub index: usize,
    /// The open diagram or question within it.
    pub sub: usize,
    pub live: Live,
    /// Whether an exercise's hint arrows are shown.
    pub hints: bool,
    /// The learner's answers judged since the shell last asked (right: true), for
    /// their sounds.
    pub(super) judged: Vec<bool>,
}

impl Default for Learn {
    fn default() -> Learn {
        Learn::new(&LearnProgress::default())
    }
}

impl Learn {
    /// The Learn screen where the learner left it (else the first course's rules).
    pub fn new(progress: &LearnProgress) -> Learn {
        let mut learn = Learn {
            course: 0,
            mode: Mode::Rules,
            index: 0,
            sub: 0,
            live: Live::Empty(None),
            hints: false,
            judged: Vec::new(),
        };
        if let Some(at) = progress.at {
            learn.course = at.course.min(courses().len().saturating_sub(1));
            learn.mode = at.mode;
            learn.index = at.index;
            if learn.index >= learn.len() {
                learn.mode = Mode::Rules;
                learn.index = 0;
            }
        }
        learn.build();
        learn
    }

    /// Whether a cell of the diagram on screen has the keyboard focus (it keeps the
    /// arrows and Escape then).
    pub fn board_focused(&self) -> bool {
        self.live
            .diagram()
            .is_some_and(|d| d.panes.iter().any(|p| p.board.focused.is_some()))
    }

    /// The open course, or why it did not load.
    pub fn course(&self) -> Result<&'static Course, String> {
        match courses().get(self.course) {
            Some(Ok(course)) => Ok(course),
            Some(Err(e)) => Err(e.clone()),
            None => Err(t!("learn-no-such-course")),
        }
    }

    /// The open course's variant (standard chess if it did not load).
    pub fn variant(&self) -> Variant {
        self.course()
            .ok()
            .and_then(|c| c.main_variant().ok())
            .unwrap_or(Variant::Standard)
    }

    /// How many items the open part has.
    pub fn len(&self) -> usize {
        let Ok(course) = self.course() else { return 0 };
        match self.mode {
            Mode::Rules => course.rules.len(),
            Mode::Tour(t) => course.tours.get(t).map_or(0, |t| t.steps.len()),
            Mode::Exercises(s) => course.stages.get(s).map_or(0, |s| s.levels.len()),
        }
    }

    /// Whether the open part has no items.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// How many diagrams or questions the open item has.
    pub fn sub_len(&self) -> usize {
        let Ok(course) = self.course() else { return 0 };
        match self.mode {
            Mode::Rules => course.rules.get(self.index).map_or(0, |s| s.diagrams.len()),
            Mode::Tour(t) => match self.step_kind(course, t) {
                Some(StepKind::Quiz(questions)) => questions.len(),
                Some(StepKind::Resolve(diagrams)) => diagrams.len(),
                Some(_) => 1,
                None => 0,
            },
            Mode::Exercises(_) => 1,
        }
    }

    fn step_kind(&self, course: &'static Course, tour: usize) -> Option<&'static StepKind> {
        Some(&course.tours.get(tour)?.steps.get(self.index)?.kind)
    }

    /// The progress key of the open item (and, for a quiz question or a check to
    /// answer, of its part `sub`).
    pub fn key(&self, sub: Option<usize>) -> String {
        let Ok(course) = self.course() else {
            return String::new();
        };
        let base = match self.mode {
            Mode::Rules => {
                let id = course.rules.get(self.index).map_or("", |s| s.id.as_str());
                format!("{}/rules/{id}", course.variant)
            }
            Mode::Tour(t) => {
                let key = course.tours.get(t).map_or("", |t| t.key.as_str());
                format!("{}/tour/{key}/{}", course.variant, self.index)
            }
            Mode::Exercises(s) => {
                let key = course.stages.get(s).map_or("", |s| s.key.as_str());
                format!("{}/stage/{key}/{}", course.variant, self.index)
            }
        };
        match sub {
            Some(sub) => format!("{base}/{sub}"),
            None => base,
        }
    }

    /// Opens the course that teaches `variant` (F1 in a game); where the learner already
    /// is in it, the place is kept.
    pub fn open_for(&mut self, variant: Variant, progress: &mut LearnProgress) {
        let found = courses()
            .iter()
            .position(|c| c.as_ref().is_ok_and(|c| c.teaches(variant)));
        if let Some(course) = found
            && course != self.course
        {
            self.course = course;
            self.go(Mode::Rules, 0, 0, progress);
        }
    }

    /// The course's parts in the order the screen lists them.
    fn parts(course: &Course) -> Vec<Mode> {
        std::iter::once(Mode::Rules)
            .chain((0..course.tours.len()).map(Mode::Tour))
            .chain((0..course.stages.len()).map(Mode::Exercises))
            .collect()
    }

    /// Opens the part `by` places from the open one (round the list), at its start.
    fn change_part(&mut self, by: isize, progress: &mut LearnProgress) {
        let Ok(course) = self.course() else { return };
        let parts = Learn::parts(course);
        let Some(at) = parts.iter().position(|m| *m == self.mode) else {
            return;
        };
        let next = (at as isize + by).rem_euclid(parts.len() as isize) as usize;
        if let Some(&mode) = parts.get(next) {
            self.go(mode, 0, 0, progress);
        }
    }

    /// Runs a command; what the shell must do, if anything.
    pub fn run(
        &mut self,
        command: LearnCommand,
        progress: &mut LearnProgress,
    ) -> Option<LearnRequest> {
        match command {
            LearnCommand::Help => {}
            LearnCommand::Course(course) if course < courses().len() => {
                self.course = course;
                self.go(Mode::Rules, 0, 0, progress);
            }
            LearnCommand::Course(_) => {}
            LearnCommand::Mode(mode) => self.go(mode, 0, 0, progress),
            LearnCommand::Go(index) => self.go(self.mode, index, 0, progress),
            LearnCommand::Sub(sub) => self.go(self.mode, self.index, sub, progress),
            LearnCommand::Next => self.step(true, progress),
            LearnCommand::Back => self.step(false, progress),
            LearnCommand::NextPart => self.change_part(1, progress),
            LearnCommand::PreviousPart => self.change_part(-1, progress),
            LearnCommand::ShowMe => {
                if let Some(d) = self.live.diagram_mut() {
                    d.show_me();
                }
            }
            LearnCommand::Reset => self.reset(),
            // A move on the "Try it" board starts the game with that move.
            LearnCommand::Board(BoardEvent::Move { from, to, .. })
                if matches!(self.live, Live::TryIt(_)) =>
            {
                return self.try_it(progress, Some((from, to)));
            }
            LearnCommand::Board(event) => self.board(event, progress),
            LearnCommand::Pass => {
                if let Some(d) = self.live.diagram_mut() {
                    d.pass();
                }
            }
            LearnCommand::Pick(role) => self.pick(role),
            LearnCommand::Answer(answer) => self.answer(answer, progress),
            LearnCommand::TryIt => return self.try_it(progress, None),
            LearnCommand::Hints => self.hints = !self.hints,
            LearnCommand::Export => return self.export(),
            LearnCommand::Close => return Some(LearnRequest::Close),
        }
        None
    }

    /// Next or Back: through the diagrams or questions of the item first, then to the
    /// next or previous item. Passing an item with Next marks it done.
    fn step(&mut self, forward: bool, progress: &mut LearnProgress) {
        if forward {
            if self.sub + 1 < self.sub_len() {
                self.go(self.mode, self.index, self.sub + 1, progress);
            } else if self.index + 1 < self.len() {
                if !matches!(self.mode, Mode::Exercises(_)) {
                    progress.mark(self.key(None));
                }
                self.go(self.mode, self.index + 1, 0, progress);
            } else if matches!(self.mode, Mode::Tour(_)) {
                progress.mark(self.key(None));
            }
        } else if self.sub > 0 {
            self.go(self.mode, self.index, self.sub - 1, progress);
        } else if self.index > 0 {
            self.go(self.mode, self.index - 1, 0, progress);
        }
    }

    /// Opens an item (clamped to the part) and builds what it shows.
    fn go(&mut self, mode: Mode, index: usize, sub: usize, progress: &mut LearnProgress) {
        self.mode = mode;
        let len = self.len();
        self.index = index.min(len.saturating_sub(1));
        self.sub = sub.min(self.sub_len().saturating_sub(1));
        self.build();
        if mode == Mode::Rules && len > 0 {
            progress.mark(self.key(None));
        }
        progress.at = Some(Place {
            course: self.course,
            mode: self.mode,
            index: self.index,
        });
    }

    fn reset(&mut self) {
        match &mut self.live {
            Live::Resolve { diagram, last, .. } => {
                diagram.reset();
                *last = None;
            }
            Live::Exercise(exercise) => exercise.reset(),
            live => {
                if let Some(d) = live.diagram_mut() {
                    d.reset();
                }
            }
        }
    }

    /// A move tried on a diagram: played where the item lets the learner play.
    fn board(&mut self, event: BoardEvent, progress: &mut LearnProgress) {
        let key = self.key(Some(self.sub));
        let level_key = self.key(None);
        match &mut self.live {
            Live::Diagram(diagram) => {
                diagram.apply(event);
            }
            Live::Resolve {
                diagram,
                done,
                last,
                ..
            } => {
                let BoardEvent::Move { from, to, .. } = event else {
                    return;
                };
                let Attempt::Move(mv) = diagram.session.attempt(from, to) else {
                    return;
                };
                let how = lesson::resolution(diagram.session.game().position(), mv);
                if diagram.apply(event).is_some() {
                    done.insert(how);
                    *last = Some(how);
                    progress.mark(key);
                    self.judged.push(true);
                }
            }
            Live::Exercise(exercise) => {
                let solved = exercise.apply(event);
                if solved {
                    progress.mark(level_key);
                    self.judged.push(true);
                } else if exercise.refusal.is_some()
                    || exercise.end == Some(exercise::ExerciseEnd::OutOfMoves)
                {
                    self.judged.push(false);
                }
            }
            _ => {}
        }
    }

    fn pick(&mut self, new: Role) {
        if let Live::Range {
            diagram,
            role,
            from,
        } = &mut self.live
        {
            *role = new;
            let base = diagram.session.board_model();
            diagram.custom = Some(lesson::range_model(base, new, *from));
            diagram.set_selected(Some(*from));
        }
    }

    fn answer(&mut self, given: bool, progress: &mut LearnProgress) {
        let key = self.key(Some(self.sub));
        if let Live::Quiz {
            diagram,
            from,
            legal,
            answer,
            ..
        } = &mut self.live
        {
            *answer = Some(given);
            if given == *legal {
                progress.mark(key);
            }
            self.judged.push(given == *legal);
            // The answer given, the piece's real targets are shown.
            diagram.set_selected(Some(*from));
        }
    }

    /// The answers judged since the last call (right: true), oldest first.
    pub fn take_judged(&mut self) -> Vec<bool> {
        std::mem::take(&mut self.judged)
    }

    /// The model and the selected cell of the diagram on screen: what "Save diagram…"
    /// draws (the shell hands them to `diagram::dialog::export_board`).
    pub fn diagram_on_show(&self) -> Option<(crate::board::BoardModel, Option<Cell>)> {
        let d = self.live.diagram()?;
        Some((d.model().clone(), d.selected()))
    }

    /// The diagram on screen for the exporter.
    fn export(&self) -> Option<LearnRequest> {
        let d = self.live.diagram()?;
        let model = d.session.board_model();
        let pane = d.panes.first()?;
        Some(LearnRequest::Export(DiagramExport {
            variant: d.variant,
            position: otherworlds_core::Notation::position_string(d.session.game().position()),
            select: d.selected().and_then(|c| model.names.get(&c).cloned()),
            view: pane.view.effective(&model.geometry),
            caption: d.caption.clone(),
        }))
    }

    fn try_it(
        &self,
        progress: &mut LearnProgress,
        first: Option<(Cell, Cell)>,
    ) -> Option<LearnRequest> {
        let course = self.course().ok()?;
        let Mode::Tour(t) = self.mode else {
            return None;
        };
        let Some(StepKind::TryIt(game)) = self.step_kind(course, t) else {
            return None;
        };
        progress.mark(self.key(None));
        let variant =
            data::variant_of(game.variant.as_deref(), course.main_variant().ok()?).ok()?;
        Some(LearnRequest::TryIt(TryItGame {
            variant,
            position: game.position.clone(),
            level: game.level,
            goal: game.goal.clone(),
            select: game.select.clone(),
            first,
        }))
    }
}
