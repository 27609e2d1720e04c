//! The screens and what waits behind them.
//!
//! [`Screen`] says what is in front; [`Desk`] keeps what outlives being in front: the
//! game in progress (always there, autosaved), the analysis board (while it is open, in
//! front or behind the editor, a replay or the lessons), the lessons' state, the game
//! list of the PGN file opened last and the diagram a lesson last asked to save.
use crate::game::session::GameSession;
use crate::game::view::GameView;
use crate::game::{LiveGame, Replay};
use crate::learn::{DiagramExport, Learn};
use crate::play::game_list::GameList;
use crate::play::history::position_caption;
use crate::players::Players;
use crate::settings::Settings;

/// What the window shows.
pub enum Screen {
    /// The game in progress (also while looking back at its earlier positions).
    Play,
    /// The analysis board: a board of its own where both sides move, with the engine's
    /// lines; the game in progress waits, untouched.
    Analysis,
    /// A saved game in the replay player; the game at the table waits behind it.
    Replay(Box<Replay>),
    /// The board editor; the game at the table waits behind it.
    Editor(Box<crate::editor::Editor>),
    /// The lessons; the game at the table waits behind them, paused, and a replay that
    /// was on show waits here to come back when they close.
    Learn(Option<Box<Replay>>),
    /// The puzzles (issue 45); as with the lessons, the game at the table waits and a
    /// replay that was on show waits here.
    Puzzles(Option<Box<Replay>>),
}

impl Screen {
    /// Whether the game at the table is in front (the live game or the analysis board).
    pub fn at_table(&self) -> bool {
        matches!(self, Screen::Play | Screen::Analysis)
    }
}

/// What waits behind the screen in front.
pub struct Desk {
    /// The game in progress, kept in the autosave.
    pub live: LiveGame,
    /// The analysis board's game (two people, never autosaved), while it is open.
    pub analysis: Option<Box<LiveGame>>,
    /// The Learn screen's state (kept while another screen is on show).
    pub learn: Learn,
    /// The last diagram the Learn screen asked to save (for the exporter, issue 16).
    pub lesson_diagram: Option<DiagramExport>,
    /// The game list of the PGN file opened last (kept for Next/Previous game).
    pub game_list: Option<GameList>,
    /// "Learn from your mistakes" over the game on show, while it is open: its board
    /// stands in front of the game's (`shell/mistakes.rs`).
    pub mistakes: Option<Box<crate::computer::mistakes::Mistakes>>,
    /// The Puzzles screen's state, from its first opening (kept while another screen
    /// is in front).
    pub puzzles: Option<Box<crate::puzzles::Trainer>>,
}

impl Desk {
    /// A new standard game; the lessons where the settings left them.
    pub fn new(settings: &Settings) -> Desk {
        Desk {
            live: LiveGame::new(
                GameSession::new(otherworlds_core::Variant::Standard),
                Players::default(),
            ),
            analysis: None,
            learn: Learn::new(&settings.learn),
            lesson_diagram: None,
            game_list: None,
            mistakes: None,
            puzzles: None,
        }
    }

    /// The game at the table: the analysis board while it is open, else the game in
    /// progress. Moves, undo and the computer act on it.
    pub fn table(&self) -> &LiveGame {
        self.analysis.as_deref().unwrap_or(&self.live)
    }

    pub fn table_mut(&mut self) -> &mut LiveGame {
        match &mut self.analysis {
            Some(board) => board,
            None => &mut self.live,
        }
    }

    /// The screen of the game at the table.
    pub fn table_screen(&self) -> Screen {
        match self.analysis {
            Some(_) => Screen::Analysis,
            None => Screen::Play,
        }
    }

    /// The view of the game at the table.
    pub fn table_view(&self) -> &GameView {
        &self.table().view
    }
}

/// The game on screen, borrowed apart from the rest of the app.
pub(super) fn shown_view<'a>(screen: &'a Screen, desk: &'a Desk) -> &'a GameView {
    if let Some(mistakes) = &desk.mistakes {
        return &mistakes.view;
    }
    match (screen, &desk.puzzles) {
        (Screen::Replay(replay), _) => &replay.view,
        (Screen::Puzzles(_), Some(trainer)) => &trainer.view,
        _ => &desk.table().view,
    }
}

/// The game on screen, borrowed apart from the rest of the app, to change.
pub(super) fn current_view<'a>(screen: &'a mut Screen, desk: &'a mut Desk) -> &'a mut GameView {
    // The desk's fields borrowed apart (`Desk::table_mut` would borrow it whole).
    match (&mut desk.mistakes, screen, &mut desk.analysis) {
        (Some(mistakes), _, _) => &mut mistakes.view,
        (None, Screen::Replay(replay), _) => &mut replay.view,
        (None, Screen::Puzzles(_), _) if desk.puzzles.is_some() => match &mut desk.puzzles {
            Some(trainer) => &mut trainer.view,
            None => &mut desk.live.view,
        },
        (None, _, Some(board)) => &mut board.view,
        (None, _, None) => &mut desk.live.view,
    }
}

/// "Replay of game.json: after move 3 (White) of 40", or "Looking at the position
/// after move 3 (White) of 40; End returns to the game", numbered like the move list.
pub(crate) fn looking_back_text(screen: &Screen, live: &GameView) -> Option<String> {
    match screen {
        Screen::Replay(replay) => {
            let at = position_caption(replay.view.session.game(), replay.view.viewed_ply());
            Some(t!(
                "shell-replay-of",
                title = replay.info.title(),
                position = at
            ))
        }
        Screen::Play | Screen::Analysis if !live.follows_game() => Some(match live.viewed_ply() {
            0 => t!("shell-looking-at-start"),
            ply => t!(
                "shell-looking-at",
                position = position_caption(live.session.game(), ply)
            ),
        }),
        Screen::Play
        | Screen::Analysis
        | Screen::Editor(_)
        | Screen::Learn(_)
        | Screen::Puzzles(_) => None,
    }
}
