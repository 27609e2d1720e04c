//! The analysis by an external engine (issue 47): on the analysis's job thread, the
//! engine is started, asked `uci`, given the options the person changed, the variant
//! (`UCI_Variant`) and the lines (`MultiPV`), then the position; its `info` lines are
//! reported as the built-in engine's are (checked against the rules), until its time is
//! up (`go movetime`) or the analysis is stopped (`stop`, answered by `bestmove` within
//! the grace). The engine ends with the search: a new position starts it again.
use crate::engines::process::EngineProcess;
use crate::engines::search::{GRACE, parse_info};
use crate::engines::spec::EngineSpec;
use crate::engines::{EngineError, ready, set_option, start_uci};
use crate::job::Worker;
use crate::uci;
use otherworlds_core::engine::Info;
use otherworlds_core::prelude::*;
use otherworlds_core::{AnyMove, AnyPosition, Variant};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// How often a silent engine's stop flag is looked at.
const POLL: Duration = Duration::from_millis(50);

/// What the search is of.
pub struct Task {
    pub variant: Variant,
    /// The game's start as a position string, and the move strings to the position.
    pub start: String,
    pub moves: Vec<String>,
    pub root: AnyPosition,
    pub lines: usize,
    /// The panel's threads and table size: given to the engine's own `Threads` and
    /// `Hash` where it has them and the person left them at their defaults.
    pub threads: usize,
    pub hash_mib: usize,
    /// None: until stopped.
    pub time: Option<Duration>,
}

/// Runs the search, reporting each line; the error says what the engine did wrong.
pub fn analyse(
    spec: &EngineSpec,
    task: &Task,
    w: &Worker<Info<AnyMove>>,
) -> Result<(), EngineError> {
    let mut engine = EngineProcess::start(&spec.path, &spec.args)?;
    let info = start_uci(&mut engine)?;
    for set in spec.changed() {
        set_option(&mut engine, &info, &set.option.name, &set.value)?;
    }
    let set_here = |name: &str| spec.changed().any(|o| o.option.name == name);
    for (name, value) in [("Threads", task.threads), ("Hash", task.hash_mib)] {
        let listed = info.options.iter().find(|o| o.name == name);
        if !set_here(name) && listed.is_some_and(|o| o.accepts(&value.to_string())) {
            set_option(&mut engine, &info, name, &value.to_string())?;
        }
    }
    if task.variant != Variant::Standard {
        set_option(&mut engine, &info, "UCI_Variant", &task.variant.to_string())?;
    }
    if task.lines > 1 && info.options.iter().any(|o| o.name == "MultiPV") {
        set_option(&mut engine, &info, "MultiPV", &task.lines.to_string())?;
    }
    ready(&mut engine)?;
    let position = match task.moves.is_empty() {
        true => uci!("position fen {}", task.start),
        false => uci!("position fen {} moves {}", task.start, task.moves.join(" ")),
    };
    engine.send(&position)?;
    let go = match task.time {
        Some(time) => uci!("go movetime {}", time.as_millis()),
        None => uci!("go infinite"),
    };
    engine.send(&go)?;
    let started = Instant::now();
    let mut stop_sent: Option<Instant> = None;
    loop {
        let deadline = match (stop_sent, task.time) {
            (Some(sent), _) => sent + GRACE,
            (None, Some(time)) => started + time + GRACE,
            (None, None) => Instant::now() + POLL,
        };
        let line = match engine.next_line(deadline.min(Instant::now() + POLL), "bestmove") {
            Ok(line) => line,
            Err(EngineError::Timeout { .. }) if Instant::now() < deadline => {
                if stop_sent.is_none() && w.stop.load(Ordering::Relaxed) {
                    engine.send("stop")?;
                    stop_sent = Some(Instant::now());
                }
                continue;
            }
            Err(EngineError::Timeout { .. }) if stop_sent.is_none() && task.time.is_none() => {
                continue;
            }
            Err(e) => return Err(e),
        };
        if let Some(found) = parse_info(&line, &task.root) {
            w.report(found);
            continue;
        }
        if let Some(best) = line.strip_prefix("bestmove") {
            let text = best.split_whitespace().next().unwrap_or_default();
            return task
                .root
                .parse_move(text)
                .map(drop)
                .map_err(|e| EngineError::Illegal {
                    path: spec.path.clone(),
                    mv: text.to_string(),
                    why: e.to_string(),
                });
        }
    }
}
