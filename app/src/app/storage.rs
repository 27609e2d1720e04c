//! Saved games in the app: the core's record module (docs/saved-games.md) joined to the
//! app's players, the native file dialogs, and the autosave directory.
//!
//! The dialogs are rfd's asynchronous ones: created on the UI thread (macOS wants
//! that), awaited on a worker thread, so the window keeps drawing while one is open and
//! nothing here can block or panic the UI. Tests never open a dialog: they issue
//! [`super::command::Command::SaveTo`] / [`super::command::Command::LoadFrom`] directly.
use super::players::{Player, Players};
use otherworlds_core::record::{self, GameRecord, LoadError, LoadedGame, SaveError};
use otherworlds_core::{AnyPosition, Game};
use poll_promise::Promise;
use std::future::Future;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::task::{Context, Poll, Wake, Waker};

/// The app id eframe stores its settings under; the autosave lives beside them.
pub const APP_ID: &str = "Otherworlds";

/// Where the autosave is kept for this user (None where the system has no such place).
pub fn user_autosave_dir() -> Option<PathBuf> {
    eframe::storage_dir(APP_ID)
}

/// The app's players as the saved-game schema writes them.
pub fn record_players(players: Players) -> record::Players {
    let side = |p: Player| match p {
        Player::Human => record::Player::human(None),
        Player::Computer(level) => record::Player::computer(level),
    };
    record::Players {
        white: side(players.white),
        black: side(players.black),
    }
}

/// The app's players from a saved game (a computer without a level is taken as level 1).
pub fn app_players(players: &record::Players) -> Players {
    let side = |p: &record::Player| match p.kind {
        record::PlayerKind::Human => Player::Human,
        record::PlayerKind::Computer => Player::Computer(p.level.unwrap_or(1).clamp(1, 8)),
    };
    Players {
        white: side(&players.white),
        black: side(&players.black),
    }
}

/// The record of `game` as the app writes it: players, result, dates and the app's
/// version; `created` is kept from when the game began (or was first loaded).
pub fn record_of(
    game: &Game<AnyPosition>,
    players: Players,
    created: Option<&str>,
) -> Result<GameRecord, SaveError> {
    let mut record = GameRecord::from_game(game, record_players(players))?;
    if let Some(created) = created {
        record.created = Some(created.to_string());
    }
    record.app_version = Some(env!("CARGO_PKG_VERSION").to_string());
    Ok(record)
}

/// Saves `game` to `path` (atomically).
pub fn save_game(
    path: &Path,
    game: &Game<AnyPosition>,
    players: Players,
    created: Option<&str>,
) -> Result<(), SaveError> {
    record::save_atomic(path, &record_of(game, players, created)?)
}

/// Loads a saved game; the caller's game is not touched whatever happens.
pub fn load_game(path: &Path) -> Result<LoadedGame, LoadError> {
    record::load_file(path)
}

/// The file name of `path` for messages ("game.json").
pub fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

/// What an open dialog is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialogPurpose {
    Save,
    Open,
}

/// A native file dialog that is open: its answer (a path, or None if cancelled) arrives
/// on a worker thread.
pub struct FileDialog {
    pub purpose: DialogPurpose,
    promise: Promise<Option<PathBuf>>,
}

impl FileDialog {
    /// Opens the dialog; `ctx` is asked to repaint when the user answers.
    pub fn open(purpose: DialogPurpose, suggested_name: &str, ctx: egui::Context) -> FileDialog {
        let dialog = rfd::AsyncFileDialog::new().add_filter("Otherworlds game", &["json"]);
        let promise = match purpose {
            DialogPurpose::Save => {
                let future = dialog
                    .set_title("Save game")
                    .set_file_name(suggested_name)
                    .save_file();
                spawn_wait(future, ctx)
            }
            DialogPurpose::Open => spawn_wait(dialog.set_title("Open game").pick_file(), ctx),
        };
        FileDialog { purpose, promise }
    }

    /// The answer, once given: Some(None) if the user cancelled.
    pub fn ready(&self) -> Option<Option<PathBuf>> {
        self.promise.ready().cloned()
    }
}

fn spawn_wait(
    future: impl Future<Output = Option<rfd::FileHandle>> + Send + 'static,
    ctx: egui::Context,
) -> Promise<Option<PathBuf>> {
    Promise::spawn_thread("otherworlds file dialog", move || {
        let path = block_on(future).map(|handle| handle.path().to_path_buf());
        ctx.request_repaint();
        path
    })
}

/// Wakes the waiting thread.
struct ThreadWaker(std::thread::Thread);

impl Wake for ThreadWaker {
    fn wake(self: Arc<Self>) {
        self.0.unpark();
    }
}

/// Runs one future to completion on this thread (the dialog's; no async runtime needed).
fn block_on<F: Future>(future: F) -> F::Output {
    let mut future = std::pin::pin!(future);
    let waker = Waker::from(Arc::new(ThreadWaker(std::thread::current())));
    let mut cx = Context::from_waker(&waker);
    loop {
        match future.as_mut().poll(&mut cx) {
            Poll::Ready(output) => return output,
            Poll::Pending => std::thread::park(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use otherworlds_core::Variant;

    #[test]
    fn players_survive_the_record_form() {
        let players = Players {
            white: Player::Computer(3),
            black: Player::Human,
        };
        assert_eq!(app_players(&record_players(players)), players);
    }

    #[test]
    fn a_saved_game_keeps_its_creation_date_and_the_app_version() {
        let mut game = Game::new(AnyPosition::start(Variant::Standard).expect("standard"));
        game.play_str("e2e4").expect("legal");
        let record =
            record_of(&game, Players::default(), Some("2020-01-02T03:04:05Z")).expect("saves");
        assert_eq!(record.created.as_deref(), Some("2020-01-02T03:04:05Z"));
        assert_eq!(
            record.app_version.as_deref(),
            Some(env!("CARGO_PKG_VERSION"))
        );
        assert_eq!(record.moves, ["e2e4"]);
    }

    #[test]
    fn block_on_finishes_a_ready_future() {
        assert_eq!(block_on(async { 7 }), 7);
    }
}
