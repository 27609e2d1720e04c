//! Exercises as lichess's learn stages do them: a position, target cells ("apples")
//! to reach with the side to move's pieces in at most N moves, hint arrows. The other
//! side does not move: after each of the learner's moves the turn is handed back by
//! editing the position's setup (the side to move flipped, no en-passant square),
//! which the core judges again, so every position on the board stays a legal one.
use super::data::{DiagramSpec, Level, variant_of};
use super::diagram::{LessonBoard, resolve_all};
use crate::board::BoardEvent;
use crate::game::session::GameSession;
use crate::theme::Theme;
use egui::{Painter, Rect, Stroke};
use otherworlds_core::geometry::Cell;
use otherworlds_core::{AnyPosition, AnySetup, Color, Editable, Game, Variant, prelude::*};

/// How an exercise ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExerciseEnd {
    /// Every target reached within the moves allowed.
    Solved,
    /// The moves ran out first.
    OutOfMoves,
}

/// An exercise on screen.
#[derive(Clone, Debug)]
pub struct Exercise {
    pub diagram: LessonBoard,
    /// The targets not reached yet.
    pub apples: Vec<Cell>,
    /// The moves allowed and the moves made.
    pub allowed: u32,
    pub used: u32,
    pub end: Option<ExerciseEnd>,
    /// Why the last move was taken back, if it was.
    pub refusal: Option<String>,
    /// The hint arrows (drawn while hints are on).
    pub hints: Vec<(Cell, Cell)>,
    learner: Color,
    all: Vec<Cell>,
}

impl Exercise {
    pub fn new(level: &Level, course: Variant) -> Result<Exercise, String> {
        let spec = DiagramSpec {
            variant: level.variant.clone(),
            position: level.position.clone(),
            arrows: level.arrows.clone(),
            ..DiagramSpec::default()
        };
        variant_of(level.variant.as_deref(), course)?;
        let mut diagram = LessonBoard::new(&spec, course)?;
        let hints = std::mem::take(&mut diagram.arrows);
        // The targets are drawn on the flat boards: no 3D view here.
        for pane in &mut diagram.panes {
            pane.bar = false;
        }
        let all = resolve_all(diagram.session.board_model(), &level.apples)?;
        if all.is_empty() {
            return Err(t!("learn-error-no-target"));
        }
        let learner = diagram.session.game().position().actor();
        Ok(Exercise {
            diagram,
            apples: all.clone(),
            allowed: level.moves.max(1),
            used: 0,
            end: None,
            refusal: None,
            hints,
            learner,
            all,
        })
    }

    /// From the start again.
    pub fn reset(&mut self) {
        self.diagram.reset();
        self.apples = self.all.clone();
        self.used = 0;
        self.end = None;
        self.refusal = None;
    }

    /// The learner's move; true when it solves the exercise.
    pub fn apply(&mut self, event: BoardEvent) -> bool {
        if self.end.is_some() {
            return false;
        }
        let before = self.diagram.session.clone();
        let BoardEvent::Move { to, .. } = event else {
            return false;
        };
        if self.diagram.apply(event).is_none() {
            return false;
        }
        // Valhalla: the second board's move is passed while only the kings are there.
        while self.diagram.session.game().position().actor() == self.learner
            && self.diagram.session.outcome().is_none()
            && self.diagram.pass()
        {}
        match hand_back(&self.diagram.session) {
            Ok(session) => self.diagram.session = session,
            Err(why) => {
                self.diagram.session = before;
                self.refusal = Some(why);
                return false;
            }
        }
        self.refusal = None;
        self.used += 1;
        self.apples.retain(|c| *c != to);
        if self.apples.is_empty() {
            self.end = Some(ExerciseEnd::Solved);
            self.diagram.note = Some(t!("learn-solved-in", count = self.used));
            return true;
        }
        if self.used >= self.allowed {
            self.end = Some(ExerciseEnd::OutOfMoves);
            self.diagram.note = Some(t!("learn-out-of-moves"));
        }
        false
    }
}

/// The position after the learner's move with the turn given back to the learner
/// ([`handed_back`]). An error when the core does not accept it (the move gave check:
/// the other king would be in check with the learner to move).
fn hand_back(session: &GameSession) -> Result<GameSession, String> {
    let setup = handed_back(session.game().position().to_setup());
    AnyPosition::from_setup(setup)
        .map(|pos| GameSession::from_loaded(Game::new(pos)))
        .map_err(|_| t!("learn-move-gives-check"))
}

/// `setup` with its side to move flipped (both boards' in Valhalla, as the options
/// make them) and no en-passant square.
pub fn handed_back(mut setup: AnySetup) -> AnySetup {
    setup.set_side(setup.side().flip());
    for board in 0..setup.field_boards() {
        setup.set_en_passant(board, None);
    }
    setup
}

/// A target cell not reached yet: a ring of small petals in the theme's placement
/// colour (drawn over the board, under nothing: the pieces are already drawn).
pub fn paint_apple(painter: &Painter, rect: Rect, theme: &Theme) {
    let c = rect.center();
    let r = rect.width() * 0.18;
    painter.circle_filled(c, r, theme.placement.gamma_multiply(0.85));
    painter.circle_stroke(c, r, Stroke::new(2.0, theme.board_dark));
    painter.circle_stroke(c, r * 1.6, Stroke::new(1.5, theme.placement));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_turn_is_handed_back_by_the_side_field() {
        // Each string read into a setup, handed back, written again.
        let flip_side = |text: &str, variant: Variant| {
            AnySetup::parse(variant, text)
                .map(|setup| handed_back(setup).to_string())
                .unwrap_or_else(|e| panic!("{text}: {e}"))
        };
        assert_eq!(
            flip_side("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1", Variant::Standard),
            "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1"
        );
        assert_eq!(
            flip_side("4/4/4/R3|4/4/4/K3|k3/4/4/4|4/4/4/4 b 1 1", Variant::FourD),
            "4/4/4/R3|4/4/4/K3|k3/4/4/4|4/4/4/4 w 1 1"
        );
        let v = Variant::Valhalla(Default::default());
        assert_eq!(
            flip_side(
                "4k3/8/8/8/8/8/8/R3K3 b Q - 1 1 | 4k3/8/8/8/8/8/8/4K3 b - - 0 1",
                v
            ),
            "4k3/8/8/8/8/8/8/R3K3 w Q - 1 1 | 4k3/8/8/8/8/8/8/4K3 w - - 0 1"
        );
    }

    fn level(position: &str, apples: &[&str], moves: u32) -> Level {
        Level {
            variant: None,
            position: position.into(),
            goal: String::new(),
            apples: apples.iter().map(|s| s.to_string()).collect(),
            moves,
            arrows: Vec::new(),
        }
    }

    fn mv(e: &Exercise, from: &str, to: &str) -> BoardEvent {
        let model = e.diagram.session.board_model();
        let cell = |n| super::super::diagram::resolve_cell(model, n).expect("cell");
        BoardEvent::Move {
            from: cell(from),
            to: cell(to),
            dragged: false,
        }
    }

    #[test]
    fn a_rook_collects_two_targets_in_two_moves_and_the_other_side_never_moves() {
        let l = level("7k/8/8/8/8/8/8/R6K w - - 0 1", &["a5", "d5"], 2);
        let mut e = Exercise::new(&l, Variant::Standard).expect("exercise");
        assert!(!e.apply(mv(&e, "a1", "a5")));
        assert_eq!(e.used, 1);
        assert_eq!(e.diagram.session.game().position().actor(), Color::White);
        assert!(e.apply(mv(&e, "a5", "d5")), "both targets reached");
        assert_eq!(e.end, Some(ExerciseEnd::Solved));
        e.reset();
        assert_eq!((e.used, e.apples.len(), e.end), (0, 2, None));
    }

    #[test]
    fn running_out_of_moves_ends_the_exercise_and_a_check_is_taken_back() {
        let l = level("7k/8/8/8/8/8/8/R6K w - - 0 1", &["b5"], 1);
        let mut e = Exercise::new(&l, Variant::Standard).expect("exercise");
        assert!(
            !e.apply(mv(&e, "a1", "a8")),
            "a8 gives check along the rank"
        );
        assert!(e.refusal.is_some());
        assert_eq!(e.used, 0, "the checking move was taken back");
        assert!(!e.apply(mv(&e, "a1", "a5")));
        assert_eq!(e.end, Some(ExerciseEnd::OutOfMoves));
    }
}
