//! The play screen and the replay player: the live game's controller (its session,
//! players, undo, promotion, autosave), a saved game being replayed, and their panels.
//! Neither reaches the computer, the files' dialogs or the shell: the shell passes them
//! what they need and runs the commands they return.
pub mod board_area;
pub mod history;
pub mod new_game;
pub mod players;
pub mod promotion;
pub mod session;
pub mod side_panel;
pub mod view;

use crate::board::Slide;
use crate::files::games;
use history::ReplayInfo;
use otherworlds_core::record::Timestamp;
use otherworlds_core::{AnyMove, Color, Position, Role, Variant};
use players::{Player, Players};
use session::{Attempt, GameSession, PromotionChoice};
use std::path::{Path, PathBuf};
use view::GameView;

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
    /// Where the game is autosaved after every move; None: nowhere (tests).
    autosave_dir: Option<PathBuf>,
}

impl LiveGame {
    pub fn new(session: GameSession, players: Players) -> LiveGame {
        LiveGame {
            view: GameView::live(session),
            players,
            promotion: None,
            promotion_opened: false,
            created: Timestamp::now(),
            autosave_dir: None,
        }
    }

    pub fn session(&self) -> &GameSession {
        &self.view.session
    }

    /// Autosaves in `dir` from now on, first restoring the game autosaved there; an
    /// autosave that does not load is reported (the error is returned) and the game on
    /// screen kept.
    pub fn use_autosave(&mut self, dir: Option<PathBuf>) -> Result<(), String> {
        self.autosave_dir = dir.clone();
        let Some(dir) = dir else { return Ok(()) };
        match otherworlds_core::record::load_autosave(&dir) {
            None => Ok(()),
            Some(Ok(loaded)) => {
                let players = games::app_players(&loaded.record.players);
                let created = loaded.record.created_at();
                self.replace(GameSession::from_loaded(loaded.game), players);
                if let Some(created) = created {
                    self.created = created;
                }
                Ok(())
            }
            Some(Err(e)) => Err(format!(
                "The autosaved game could not be restored ({e}); it will be replaced by the next move."
            )),
        }
    }

    /// Another game in place of this one: the board follows it, no picker is open.
    pub fn replace(&mut self, session: GameSession, players: Players) {
        self.view = GameView::live(session);
        self.players = players;
        self.promotion = None;
        self.created = Timestamp::now();
    }

    /// A new game of `variant` with the same players; a notice if the autosave failed.
    pub fn start(&mut self, variant: Variant) -> Option<String> {
        self.replace(GameSession::new(variant), self.players);
        self.autosave_or_notice()
    }

    /// The player who decides now, if the game is not over.
    pub fn deciding(&self) -> Option<(Color, Player)> {
        let session = self.session();
        if session.outcome().is_some() {
            return None;
        }
        let actor = session.game().position().actor();
        Some((actor, self.players.of(actor)))
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
            Attempt::Illegal => None,
        }
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
        let view = &mut self.view;
        let info = view.session.game().position().move_info(mv);
        let victim = info
            .victim
            .and_then(|c| view.session.board_model().pieces.get(&c).copied());
        if let Err(e) = view.session.play(mv) {
            return Some(e.to_string());
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
        self.autosave_or_notice()
    }

    /// Takes back the last decision; against a computer, its answers too, back to a
    /// human's turn.
    pub fn undo(&mut self) -> Option<String> {
        self.promotion = None;
        self.view.follow();
        let session = &mut self.view.session;
        session.set_locked(false);
        session.undo();
        let players = self.players;
        while players.has_human()
            && session.outcome().is_none()
            && players.of(session.game().position().actor()).is_computer()
            && session.undo()
        {}
        self.view.board.clear();
        self.autosave_or_notice()
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
        self.replace(session, players);
        if let Some(created) = created {
            self.created = created;
        }
        self.autosave_or_notice()
    }

    /// When the game began.
    pub fn created(&self) -> Timestamp {
        self.created
    }

    /// Saves the game to `path`; what the status bar says (an error's text as Err).
    pub fn save_to(&self, path: &Path) -> Result<String, String> {
        save_text(
            path,
            games::save_game(
                path,
                self.session().game(),
                self.players,
                Some(self.created),
            ),
        )
    }

    /// Writes the game to the autosave, if there is one; a failure is a notice.
    pub fn autosave_or_notice(&self) -> Option<String> {
        let dir = self.autosave_dir.as_ref()?;
        let saved = games::record_of(self.session().game(), self.players, Some(self.created))
            .and_then(|record| otherworlds_core::record::save_autosave(dir, &record));
        saved.err().map(|e| format!("Autosave failed: {e}"))
    }
}

/// A saved game open in the replay player.
pub struct Replay {
    pub info: ReplayInfo,
    pub view: GameView,
}

impl Replay {
    /// Opens a saved game at its start position; the error text if it does not load.
    pub fn open(path: &Path) -> Result<Replay, String> {
        let name = games::file_name(path);
        let loaded = games::load_game(path)
            .map_err(|e| format!("Could not open {name}: {e}. The game on screen is unchanged."))?;
        let mut session = GameSession::from_loaded(loaded.game);
        // A replayed game is only looked at: nobody plays in it.
        session.set_locked(true);
        Ok(Replay {
            info: ReplayInfo {
                name,
                players: games::app_players(&loaded.record.players),
                created: loaded.record.created_at(),
            },
            view: GameView::fixed(session),
        })
    }

    /// Saves the replayed game to `path`, with its players and date.
    pub fn save_to(&self, path: &Path) -> Result<String, String> {
        let game = self.view.session.game();
        save_text(
            path,
            games::save_game(path, game, self.info.players, self.info.created),
        )
    }
}

fn save_text(
    path: &Path,
    saved: Result<(), otherworlds_core::record::SaveError>,
) -> Result<String, String> {
    let name = games::file_name(path);
    match saved {
        Ok(()) => Ok(format!("Saved the game to {name}.")),
        Err(e) => Err(format!("Could not save the game to {name}: {e}")),
    }
}
