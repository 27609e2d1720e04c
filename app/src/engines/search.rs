//! A search by an external engine: the position sent as the core writes it, `go`, the
//! `info` lines read into the engine's own `Info` (the analysis draws them as it draws
//! the built-in engine's) with every move of a variation checked against the rules,
//! and the `bestmove` checked too: an engine that names a move the rules refuse is
//! stopped with a message, and nothing is played.
use super::EngineError;
use super::process::EngineProcess;
use otherworlds_core::engine::{Info, Score};
use otherworlds_core::game::{at_turn_boundary, turn_string};
use otherworlds_core::prelude::*;
use otherworlds_core::{AnyMove, AnyPosition, Game};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use std::time::Instant;

/// How long past its time a search may run before the engine counts as hung.
pub const GRACE: Duration = Duration::from_secs(5);

/// A finished search: the lines last reported (by multi-PV number) and the best move.
#[derive(Clone, Debug, PartialEq)]
pub struct Searched {
    pub lines: Vec<Info<AnyMove>>,
    pub best: AnyMove,
    /// Lines that were neither UCI nor understood (told, not fatal).
    pub ignored: usize,
}

/// Reads an `info` line of a search from `root`: None for any other line, a line
/// without a score or a variation, or one whose first move the rules refuse; a
/// variation is cut at its first move the rules refuse.
pub fn parse_info(line: &str, root: &AnyPosition) -> Option<Info<AnyMove>> {
    let mut words = line.split_whitespace();
    if words.next()? != "info" {
        return None;
    }
    let mut info = Info {
        depth: 0,
        seldepth: 0,
        multipv: 1,
        score: Score::Cp(0),
        nodes: 0,
        nps: 0,
        time: Duration::ZERO,
        hashfull: 0,
        pv: Vec::new(),
    };
    let mut scored = false;
    while let Some(word) = words.next() {
        let mut number = || words.next().and_then(|w| w.parse::<i64>().ok());
        match word {
            "depth" => info.depth = number()?.clamp(0, i64::from(u32::MAX)) as u32,
            "seldepth" => info.seldepth = number()?.clamp(0, i64::from(u32::MAX)) as u32,
            "multipv" => info.multipv = number()?.clamp(1, 256) as usize,
            "nodes" => info.nodes = number()?.max(0) as u64,
            "nps" => info.nps = number()?.max(0) as u64,
            "time" => info.time = Duration::from_millis(number()?.max(0) as u64),
            "hashfull" => info.hashfull = number()?.clamp(0, 1000) as u32,
            "score" => {
                let kind = words.next()?;
                let value = words.next()?.parse::<i64>().ok()?;
                let value = value.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32;
                info.score = match kind {
                    "cp" => Score::Cp(value),
                    "mate" => Score::Mate(value),
                    _ => return None,
                };
                scored = true;
            }
            "pv" => {
                // A decision a word (as `otherworlds-cli uci` writes a variation), or a
                // whole turn (a Valhalla turn's decisions joined by commas, V-12).
                let mut pos = root.clone();
                for text in words.by_ref() {
                    let decisions = match pos.parse_move(text) {
                        Ok(mv) => vec![mv],
                        Err(_) => match pos.parse_turn(text) {
                            Ok(turn) => turn,
                            Err(_) => break,
                        },
                    };
                    for mv in decisions {
                        pos.play(mv);
                        info.pv.push(mv);
                    }
                }
            }
            // The rest (currmove, string ...) says nothing the lines show.
            "string" => break,
            _ => {}
        }
    }
    (scored && !info.pv.is_empty()).then_some(info)
}

/// The moves that reach the position after `ply` decisions of `game`, as an engine is
/// told them: one move string a whole turn (a Valhalla turn's decisions joined by
/// commas, RULES.md V-12, as `otherworlds-cli uci` reads and writes them; one decision
/// elsewhere). None inside a turn: UCI has no word for that position.
pub fn turn_moves(game: &Game<AnyPosition>, ply: usize) -> Option<Vec<String>> {
    let mut moves = Vec::new();
    let mut start = 0;
    for i in 0..ply {
        if at_turn_boundary(game.position_at(i + 1)?) {
            let from = game.position_at(start)?;
            moves.push(turn_string(from, game.moves().get(start..=i)?));
            start = i + 1;
        }
    }
    (start == ply).then_some(moves)
}

/// A move an engine names from `pos`: a whole turn (in Valhalla its decisions joined by
/// commas), each decision checked against the rules.
pub fn parse_engine_move(
    pos: &AnyPosition,
    text: &str,
    path: &std::path::Path,
) -> Result<Vec<AnyMove>, EngineError> {
    pos.parse_turn(text).map_err(|e| EngineError::Illegal {
        path: path.to_path_buf(),
        mv: text.to_string(),
        why: e.to_string(),
    })
}

/// How often a thinking engine's stop flag is looked at.
const POLL: Duration = Duration::from_millis(50);

/// Reads the engine's lines until its `bestmove`, every other line shown to `on_line`;
/// returns the move's text and whether the search was stopped. `time` is the search's
/// own (None: until stopped): past it and [`GRACE`] the engine is hung. Once `stop` is
/// raised the engine is told `stop` and has the grace to answer.
pub fn until_bestmove(
    engine: &mut EngineProcess,
    time: Option<Duration>,
    stop: &AtomicBool,
    mut on_line: impl FnMut(&str),
) -> Result<(String, bool), EngineError> {
    let mut deadline = time.map(|t| Instant::now() + t + GRACE);
    let mut stopped = false;
    loop {
        let poll = Instant::now() + POLL;
        let line = match engine.next_line(deadline.map_or(poll, |d| d.min(poll)), "bestmove") {
            Ok(line) => line,
            Err(EngineError::Timeout { .. }) if deadline.is_none_or(|d| Instant::now() < d) => {
                if !stopped && stop.load(Ordering::Relaxed) {
                    engine.send("stop")?;
                    stopped = true;
                    deadline = Some(Instant::now() + GRACE);
                }
                continue;
            }
            Err(e) => return Err(e),
        };
        match line.strip_prefix("bestmove") {
            Some(best) => {
                let text = best.split_whitespace().next().unwrap_or_default();
                return Ok((text.to_string(), stopped));
            }
            None => on_line(&line),
        }
    }
}

/// The `position` command of the position reached by `moves` (move strings) from
/// `start` (a position string).
pub fn position_command(start: &str, moves: &[String]) -> String {
    match moves.is_empty() {
        true => uci!("position fen {start}"),
        false => uci!("position fen {start} moves {}", moves.join(" ")),
    }
}

/// Searches `root` (reached by `moves` from `start`, sent as the position string and
/// the move strings) for `time` with `lines` lines, `on_info` seeing each line as it
/// comes. The engine must answer `bestmove` within `time` and [`GRACE`], with a move
/// the rules allow.
pub fn search(
    engine: &mut EngineProcess,
    start: &str,
    moves: &[String],
    root: &AnyPosition,
    time: Duration,
    mut on_info: impl FnMut(&Info<AnyMove>),
) -> Result<Searched, EngineError> {
    engine.send(&position_command(start, moves))?;
    engine.send(&uci!("go movetime {}", time.as_millis()))?;
    let mut lines: Vec<Info<AnyMove>> = Vec::new();
    let mut ignored = 0;
    let answer = engine.wait_for("bestmove", time + GRACE, |line| {
        match parse_info(line, root) {
            Some(info) => {
                on_info(&info);
                lines.retain(|l| l.multipv != info.multipv);
                lines.push(info);
                lines.sort_by_key(|l| l.multipv);
            }
            None if line.starts_with("info") || line.is_empty() => {}
            None => ignored += 1,
        }
    })?;
    let text = answer.split_whitespace().nth(1).unwrap_or_default();
    let turn = parse_engine_move(root, text, engine.path())?;
    let Some(&best) = turn.first() else {
        return Err(EngineError::Illegal {
            path: engine.path().to_path_buf(),
            mv: text.to_string(),
            why: String::new(),
        });
    };
    Ok(Searched {
        lines,
        best,
        ignored,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use otherworlds_core::Variant;

    fn start() -> AnyPosition {
        AnyPosition::new(Variant::Standard)
    }

    #[test]
    fn an_info_line_reads_into_the_engine_s_own_info() {
        let line = "info depth 12 seldepth 18 multipv 2 score cp -35 nodes 120000 nps 600000 hashfull 12 time 200 pv e2e4 e7e5 g1f3";
        let info = parse_info(line, &start()).expect("a line");
        assert_eq!((info.depth, info.seldepth, info.multipv), (12, 18, 2));
        assert_eq!(info.score, Score::Cp(-35));
        assert_eq!(
            (info.nodes, info.nps, info.hashfull),
            (120_000, 600_000, 12)
        );
        assert_eq!(info.time, Duration::from_millis(200));
        assert_eq!(info.pv.len(), 3);
        let mate = parse_info("info depth 5 score mate -2 pv f2f3", &start()).expect("a mate");
        assert_eq!(mate.score, Score::Mate(-2));
    }

    /// Valhalla's turns are several decisions: an engine is told and tells them as
    /// whole-turn strings (RULES.md V-12), the form the core's `turn_strings` lists.
    #[test]
    fn valhalla_turns_cross_the_protocol_whole() {
        let mut game = Game::new(AnyPosition::new(Variant::Valhalla(Default::default())));
        let mut turns = Vec::new();
        for _ in 0..2 {
            let turn = game.position().turn_strings()[0].clone();
            for mv in game.position().parse_turn(&turn).expect("a legal turn") {
                game.play(mv).expect("legal");
            }
            turns.push(turn);
        }
        assert!(turns.iter().all(|t| t.contains(',')), "{turns:?}");
        let first = turns[0].split(',').count();
        assert_eq!(turn_moves(&game, game.moves().len()), Some(turns.clone()));
        assert_eq!(turn_moves(&game, first), Some(turns[..1].to_vec()));
        assert_eq!(turn_moves(&game, 1), None, "inside the first turn");
        let root = game.start().clone();
        let line = format!("info depth 2 score cp 5 pv {} {}", turns[0], turns[1]);
        let info = parse_info(&line, &root).expect("a line");
        assert_eq!(info.pv, game.moves(), "every decision of both turns");
        // otherworlds-cli writes a variation a decision a word: read the same.
        let words: Vec<&str> = turns.iter().flat_map(|t| t.split(',')).collect();
        let line = format!("info depth 2 score cp 5 pv {}", words.join(" "));
        let info = parse_info(&line, &root).expect("a line");
        assert_eq!(info.pv, game.moves(), "the same decisions");
        let best = parse_engine_move(&root, &turns[0], std::path::Path::new("e"));
        assert_eq!(best.map(|t| t.len()), Ok(first));
        assert!(parse_engine_move(&root, "e2e4", std::path::Path::new("e")).is_err());
    }

    #[test]
    fn standard_moves_are_one_decision_a_turn() {
        let mut game = Game::new(start());
        for text in ["e2e4", "e7e5", "g1f3"] {
            game.play_str(text).expect("legal");
        }
        let moves = turn_moves(&game, 3).expect("at a turn start");
        assert_eq!(moves, ["e2e4", "e7e5", "g1f3"]);
        assert_eq!(
            position_command("S", &moves),
            "position fen S moves e2e4 e7e5 g1f3"
        );
        assert_eq!(position_command("S", &[]), "position fen S");
    }

    #[test]
    fn moves_the_rules_refuse_cut_the_line_and_garbage_is_no_line() {
        // e2e5 is no move from the start: the line stops before it.
        let info = parse_info("info depth 3 score cp 10 pv e2e4 e2e5 g1f3", &start());
        assert_eq!(info.map(|i| i.pv.len()), Some(1));
        assert_eq!(
            parse_info("info depth 3 score cp 10 pv e1e8", &start()),
            None
        );
        assert_eq!(parse_info("info string hello", &start()), None);
        assert_eq!(
            parse_info("info depth x score cp 1 pv e2e4", &start()),
            None
        );
        assert_eq!(parse_info("infodepth", &start()), None);
        assert_eq!(parse_info("\u{1b}[31m garbage", &start()), None);
    }
}
