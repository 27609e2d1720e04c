//! The analysis by an external engine (issue 47): on the analysis's job thread, the
//! engine is started, asked `uci`, given the options the person changed, the variant
//! (`UCI_Variant`) and the lines (`MultiPV`), then the position; its `info` lines are
//! reported as the built-in engine's are (checked against the rules), until its time is
//! up (`go movetime`) or the analysis is stopped (`stop`, answered by `bestmove` within
//! the grace). The engine ends with the search: a new position starts it again.
use crate::engines::process::EngineProcess;
use crate::engines::search::{
    parse_engine_move, parse_info, position_command, turn_moves, until_bestmove,
};
use crate::engines::spec::EngineSpec;
use crate::engines::{EngineError, ready, set_option, start_uci};
use crate::job::Worker;
use crate::uci;
use otherworlds_core::engine::review::{Eval, Review, review_with};
use otherworlds_core::engine::{Info, Score};
use otherworlds_core::prelude::*;
use otherworlds_core::{AnyMove, AnyPosition, Game, Variant};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How often a silent engine's stop flag is looked at.
const POLL: Duration = Duration::from_millis(50);

/// What the search is of.
pub struct Task {
    pub variant: Variant,
    /// The game's start as a position string, and the moves to the position, a string
    /// a whole turn (`search::turn_moves`; None inside a Valhalla turn).
    pub start: String,
    pub moves: Option<Vec<String>>,
    pub root: AnyPosition,
    pub lines: usize,
    /// The panel's threads and table size: given to the engine's own `Threads` and
    /// `Hash` where it has them and the person left them at their defaults.
    pub threads: usize,
    pub hash_mib: usize,
    /// None: until stopped.
    pub time: Option<Duration>,
}

/// How the engine is set up for a task.
pub struct Setup {
    pub variant: Variant,
    pub lines: usize,
    pub threads: usize,
    pub hash_mib: usize,
}

/// The engine started and set up: `uci`, the options the person changed, the panel's
/// threads and table where the person left `Threads` and `Hash` alone, the variant,
/// the lines, `isready`.
pub fn prepare(spec: &EngineSpec, setup: &Setup) -> Result<EngineProcess, EngineError> {
    let mut engine = EngineProcess::start(&spec.path, &spec.args)?;
    let info = start_uci(&mut engine)?;
    for set in spec.changed() {
        set_option(&mut engine, &info, &set.option.name, &set.value)?;
    }
    let set_here = |name: &str| spec.changed().any(|o| o.option.name == name);
    for (name, value) in [("Threads", setup.threads), ("Hash", setup.hash_mib)] {
        let listed = info.options.iter().find(|o| o.name == name);
        if !set_here(name) && listed.is_some_and(|o| o.accepts(&value.to_string())) {
            set_option(&mut engine, &info, name, &value.to_string())?;
        }
    }
    if setup.variant != Variant::Standard {
        set_option(
            &mut engine,
            &info,
            "UCI_Variant",
            &setup.variant.to_string(),
        )?;
    }
    if setup.lines > 1 && info.options.iter().any(|o| o.name == "MultiPV") {
        set_option(&mut engine, &info, "MultiPV", &setup.lines.to_string())?;
    }
    ready(&mut engine)?;
    Ok(engine)
}

/// Runs the search, reporting each line; the error says what the engine did wrong.
pub fn analyse(
    spec: &EngineSpec,
    task: &Task,
    w: &Worker<Info<AnyMove>>,
) -> Result<(), EngineError> {
    let setup = Setup {
        variant: task.variant,
        lines: task.lines,
        threads: task.threads,
        hash_mib: task.hash_mib,
    };
    let Some(moves) = &task.moves else {
        return Err(EngineError::MidTurn {
            path: spec.path.clone(),
        });
    };
    let mut engine = prepare(spec, &setup)?;
    engine.send(&position_command(&task.start, moves))?;
    let go = match task.time {
        Some(time) => uci!("go movetime {}", time.as_millis()),
        None => uci!("go infinite"),
    };
    engine.send(&go)?;
    let (best, _) = until_bestmove(&mut engine, task.time, &w.stop, |line| {
        if let Some(found) = parse_info(line, &task.root) {
            w.report(found);
        }
    })?;
    parse_engine_move(&task.root, &best, &spec.path).map(drop)
}

/// The longest an engine may stay silent during one of the review's searches.
const REVIEW_SILENCE: Duration = Duration::from_secs(30);

/// Reviews `game` with the external engine (the review's measure, `review_with`): each
/// turn start searched `nodes` nodes (`go nodes`); None if stopped.
pub fn review(
    spec: &EngineSpec,
    game: &Game<AnyPosition>,
    setup: &Setup,
    nodes: u64,
    w: &Worker<(usize, usize)>,
) -> Result<Option<Review>, EngineError> {
    let mut engine = prepare(spec, setup)?;
    let start = game.start().position_string();
    let mut failure = None;
    let review = review_with(
        game,
        |done, total| w.report((done, total)),
        |pos, history, ended| {
            if let Some(o) = ended {
                return Some((Eval::Ended(o.winner), Vec::new()));
            }
            // The review asks at turn starts: the decisions before are the history's.
            let Some(to) = turn_moves(game, history.len()) else {
                failure = Some(EngineError::MidTurn {
                    path: spec.path.clone(),
                });
                return None;
            };
            match evaluate(&mut engine, &start, &to, pos, nodes, &w.stop) {
                Ok(found) => found,
                Err(e) => {
                    failure = Some(e);
                    None
                }
            }
        },
    );
    match failure {
        Some(e) => Err(e),
        None => Ok(review),
    }
}

/// One position's value by the engine, searched `nodes` nodes (Learn from your
/// mistakes judging a tried turn with the engine that reviewed the game): the
/// engine started for it and ended after; None if stopped.
pub fn evaluate_once(
    spec: &EngineSpec,
    setup: &Setup,
    game: &Game<AnyPosition>,
    nodes: u64,
    stop: &AtomicBool,
) -> Result<Option<Eval>, EngineError> {
    if let Some(o) = game.rules_outcome() {
        return Ok(Some(Eval::Ended(o.winner)));
    }
    let moves = turn_moves(game, game.moves().len()).ok_or_else(|| EngineError::MidTurn {
        path: spec.path.clone(),
    })?;
    let mut engine = prepare(spec, setup)?;
    let start = game.start().position_string();
    let found = evaluate(&mut engine, &start, &moves, game.position(), nodes, stop)?;
    Ok(found.map(|(eval, _)| eval))
}

/// One position's value and line by the engine; None if the review was stopped.
fn evaluate(
    engine: &mut EngineProcess,
    start: &str,
    moves: &[String],
    pos: &AnyPosition,
    nodes: u64,
    stop: &AtomicBool,
) -> Result<Option<(Eval, Vec<AnyMove>)>, EngineError> {
    engine.send(&position_command(start, moves))?;
    engine.send(&uci!("go nodes {nodes}"))?;
    let mut line: Option<(Score, Vec<AnyMove>)> = None;
    let mut last_heard = Instant::now();
    let mut stop_sent = false;
    loop {
        let text = match engine.next_line(Instant::now() + POLL, "bestmove") {
            Ok(text) => text,
            Err(EngineError::Timeout { .. }) if last_heard.elapsed() < REVIEW_SILENCE => {
                if !stop_sent && stop.load(Ordering::Relaxed) {
                    engine.send("stop")?;
                    stop_sent = true;
                }
                continue;
            }
            Err(e) => return Err(e),
        };
        last_heard = Instant::now();
        if let Some(info) = parse_info(&text, pos).filter(|i| i.multipv <= 1) {
            line = Some((info.score, info.pv));
            continue;
        }
        if let Some(best) = text.strip_prefix("bestmove") {
            if stop_sent {
                return Ok(None);
            }
            let best = best.split_whitespace().next().unwrap_or_default();
            parse_engine_move(pos, best, engine.path())?;
            return Ok(line.map(|(score, pv)| (Eval::from_score(score, pos.actor()), pv)));
        }
    }
}
