//! A game being looked at: the session, which of its positions is on the board, and the
//! board view's state. The live game and the replay player each have one.
use super::session::GameSession;
use crate::board::drawings::Sketch;
use crate::board::{BoardModel, BoardState};
use otherworlds_core::record::Drawings;
use std::borrow::Cow;

/// A game and the position of it on the board.
pub struct GameView {
    pub session: GameSession,
    /// The viewed ply (the position after that many decisions); None follows the game.
    view: Option<usize>,
    /// Whether the viewed ply may follow the game's end (the live game) or stays put
    /// (the replay player always views a fixed ply).
    follows_end: bool,
    /// The board's selection, focus, layout and animations.
    pub board: BoardState,
    /// The move list must bring the viewed move into sight this frame.
    pub scroll_list: bool,
}

impl GameView {
    /// The live game: the board follows its last position.
    pub fn live(session: GameSession) -> GameView {
        GameView {
            session,
            view: None,
            follows_end: true,
            board: drawable_board(),
            scroll_list: true,
        }
    }

    /// A game only looked at, from its start position.
    pub fn fixed(session: GameSession) -> GameView {
        GameView {
            session,
            view: Some(0),
            follows_end: false,
            board: drawable_board(),
            scroll_list: true,
        }
    }

    /// The arrows and circles drawn on the game's positions, by ply.
    pub fn drawings(&self) -> &Drawings {
        static NONE: Drawings = Drawings::new();
        self.board.drawing.as_ref().map_or(&NONE, |s| &s.by_ply)
    }

    /// Puts `drawings` on the game's positions (a loaded game's).
    pub fn set_drawings(&mut self, drawings: Drawings) {
        self.board.drawing = Some(Sketch::new(drawings));
    }

    /// Whether the drawings changed since the last call (the autosave asks).
    pub fn take_drawings_changed(&mut self) -> bool {
        self.board
            .drawing
            .as_mut()
            .is_some_and(Sketch::take_changed)
    }

    /// The number of decisions played.
    pub fn plies(&self) -> usize {
        self.session.game().moves().len()
    }

    /// The viewed ply: the position after that many decisions.
    pub fn viewed_ply(&self) -> usize {
        self.view.unwrap_or_else(|| self.plies())
    }

    /// Whether the board follows the game (not an older position, not a replay).
    pub fn follows_game(&self) -> bool {
        self.view.is_none()
    }

    /// Shows the position after `ply` decisions (clamped; the live game once past its end).
    pub fn set_view(&mut self, ply: usize) {
        let len = self.plies();
        let ply = ply.min(len);
        self.view = if self.follows_end && ply == len {
            None
        } else {
            Some(ply)
        };
        self.board.clear();
        self.scroll_list = true;
    }

    /// Back to following the game, with a fresh board.
    pub fn follow(&mut self) {
        self.view = if self.follows_end { None } else { Some(0) };
        self.board.clear();
        self.scroll_list = true;
    }

    /// The board to draw (the viewed older position, or the game's current one) and
    /// the board view's state.
    pub fn model_and_board(&mut self) -> (Cow<'_, BoardModel>, &mut BoardState) {
        let (ply, plies) = (self.viewed_ply(), self.plies());
        if let Some(sketch) = &mut self.board.drawing {
            sketch.show(ply, plies);
        }
        let model = match self.view.and_then(|ply| self.session.model_at(ply)) {
            Some(model) => Cow::Owned(model),
            None => Cow::Borrowed(self.session.board_model()),
        };
        (model, &mut self.board)
    }
}

/// A board that takes drawings (the right button, the drawing keys), kept per ply.
fn drawable_board() -> BoardState {
    BoardState {
        drawing: Some(Sketch::default()),
        ..BoardState::default()
    }
}
