//! An external engine as a player of the game (issue 47, point 1): the side's engine
//! is started at its first move and kept through the game (`ucinewgame` when the game
//! is another, or a move was taken back), given the position as the core writes it
//! and `go` with the game's clocks (else a fixed time a move), and its `bestmove`
//! checked against the rules. A failure of any kind ends the process and is told; the
//! game is not touched, and the side waits for Try again. The process also ends when
//! the side is no longer the engine's ([`Seats::keep`]).
use super::external::{Setup, prepare};
use crate::engines::process::EngineProcess;
use crate::engines::search::{parse_engine_move, position_command, turn_moves, until_bestmove};
use crate::engines::spec::EngineSpec;
use crate::engines::{EngineError, ready};
use crate::players::{Player, Players};
use crate::uci;
use otherworlds_core::engine::any::LEVEL_HASH_MIB;
use otherworlds_core::prelude::*;
use otherworlds_core::{AnyMove, AnyPosition, Color, Game};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// A side's engine, running.
pub(super) struct Seated {
    /// The spec's [`EngineSpec::id`] (another path or option values: started anew).
    id: u64,
    name: String,
    process: EngineProcess,
    /// The game it plays (its start's hash) and the decisions played at its last move.
    game: Option<(u64, usize)>,
}

/// Each side's engine (White's, then Black's), kept between its moves.
#[derive(Default)]
pub struct Seats([Arc<Mutex<Option<Seated>>>; 2]);

impl Seats {
    /// Ends the engines whose side is no longer theirs (another player, another
    /// engine); one thinking now is left to its search, which ends by itself.
    pub fn keep(&self, players: &Players) {
        for color in Color::ALL {
            let Ok(mut seat) = self.0[color.index()].try_lock() else {
                continue;
            };
            let stays = match (players.of(color), seat.as_ref()) {
                (Player::Engine(name), Some(seated)) => *name == seated.name,
                (_, None) => true,
                _ => false,
            };
            if !stays {
                *seat = None;
            }
        }
    }

    /// The process id of `color`'s engine while it runs (tests).
    pub fn process_id(&self, color: Color) -> Option<u32> {
        let seat = self.0[color.index()].try_lock().ok()?;
        seat.as_ref().and_then(|s| s.process.id())
    }

    pub(super) fn seat(&self, color: Color) -> Arc<Mutex<Option<Seated>>> {
        Arc::clone(&self.0[color.index()])
    }
}

/// How long the engine may think.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Go {
    /// A game without a clock: this long.
    MoveTime(Duration),
    /// The clocks' times left and increments, in milliseconds (`go wtime ...`).
    Clocks {
        white: u64,
        black: u64,
        increment: u64,
    },
}

impl Go {
    fn command(self) -> String {
        match self {
            Go::MoveTime(time) => uci!("go movetime {}", time.as_millis()),
            Go::Clocks {
                white,
                black,
                increment,
            } => uci!("go wtime {white} btime {black} winc {increment} binc {increment}"),
        }
    }

    /// The time of the engine to move (past it and the grace, it is hung).
    fn own_time(self, mover: Color) -> Duration {
        match self {
            Go::MoveTime(time) => time,
            Go::Clocks { white, black, .. } => Duration::from_millis(match mover {
                Color::White => white,
                Color::Black => black,
            }),
        }
    }
}

/// A move to find: the position as the game reached it.
pub struct MoveTask {
    pub spec: EngineSpec,
    /// The game's start as a position string, and the moves to the position, a string
    /// a whole turn (`search::turn_moves`; None inside a Valhalla turn).
    pub start: String,
    pub moves: Option<Vec<String>>,
    /// The decisions played before (the move search's place in the game).
    pub ply: usize,
    pub root: AnyPosition,
    /// The start's hash (which game this is).
    pub game: u64,
    pub go: Go,
}

impl MoveTask {
    /// The task of finding the move after the last of `game`'s decisions.
    pub fn new(spec: &EngineSpec, game: &Game<AnyPosition>, go: Go) -> MoveTask {
        let ply = game.moves().len();
        MoveTask {
            spec: spec.clone(),
            start: game.start().position_string(),
            moves: turn_moves(game, ply),
            ply,
            root: game.position().clone(),
            game: game.start().hash(),
            go,
        }
    }
}

/// The engine's turn (its decisions; None: stopped), with the engine of `seat` started
/// or kept; a failure ends the process and says what the engine did wrong.
pub(super) fn play(
    seat: &Mutex<Option<Seated>>,
    task: &MoveTask,
    stop: &AtomicBool,
) -> Result<Option<Vec<AnyMove>>, String> {
    let mut seat = seat.lock().unwrap_or_else(PoisonError::into_inner);
    let answer = seated(&mut seat, task).and_then(|seated| find_move(seated, task, stop));
    if answer.is_err() {
        *seat = None;
    }
    answer.map_err(|e| e.to_string())
}

/// The side's engine for the task, started if there is none or it is another; told
/// `ucinewgame` when the game is another or went back.
fn seated<'a>(
    seat: &'a mut Option<Seated>,
    task: &MoveTask,
) -> Result<&'a mut Seated, EngineError> {
    if task.moves.is_none() {
        // The engine's turns are whole: it is never asked inside one, but a game loaded
        // inside a turn's decisions would ask it there.
        return Err(EngineError::MidTurn {
            path: task.spec.path.clone(),
        });
    }
    let id = task.spec.id();
    if seat.as_ref().is_none_or(|s| s.id != id) {
        *seat = None;
        let setup = Setup {
            variant: task.root.variant(),
            lines: 1,
            threads: 1,
            hash_mib: LEVEL_HASH_MIB,
        };
        *seat = Some(Seated {
            id,
            name: task.spec.name.clone(),
            process: prepare(&task.spec, &setup)?,
            game: None,
        });
    }
    let Some(seated) = seat.as_mut() else {
        unreachable!("seated above")
    };
    let ply = task.ply;
    let same_game = seated
        .game
        .is_some_and(|(start, played)| start == task.game && played < ply);
    if !same_game {
        seated.process.send("ucinewgame")?;
        ready(&mut seated.process)?;
    }
    seated.game = Some((task.game, ply));
    Ok(seated)
}

/// `position`, `go`, and the `bestmove` read within the time and the grace; `stop`
/// raised, the engine is told `stop` and its answer is not wanted.
fn find_move(
    seated: &mut Seated,
    task: &MoveTask,
    stop: &AtomicBool,
) -> Result<Option<Vec<AnyMove>>, EngineError> {
    let engine = &mut seated.process;
    let moves = task.moves.as_deref().unwrap_or_default();
    engine.send(&position_command(&task.start, moves))?;
    engine.send(&task.go.command())?;
    let own = task.go.own_time(task.root.actor());
    match until_bestmove(engine, Some(own), stop, |_| {})? {
        (_, true) => Ok(None),
        (best, false) => parse_engine_move(&task.root, &best, engine.path()).map(Some),
    }
}
