//! A puzzle's solution from its start position: the solver's only good moves, each
//! followed by the defender's best reply, until the game ends, the solver's next move
//! is no longer the only good one, or the solver has had [`MAX_TURNS`] turns.
use super::judge::{Depth, Judged, Stages, WINNING, judge};
use crate::any::{AnyMove, AnyPosition};
use crate::decision::DecisionKind;
use crate::engine::Score;
use crate::game::{Rules, at_turn_boundary};
use crate::outcome::EndReason;

/// The most turns of the solver a line holds.
pub const MAX_TURNS: usize = 4;

/// A solution found by a search.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    /// The decisions, the solver's first (in Valhalla a turn is several decisions,
    /// some of them the defender's: a transfer's square under normal rules).
    pub moves: Vec<AnyMove>,
    /// The solver's turns in the line.
    pub turns: usize,
    /// Whether the line ends in checkmate (or, in Valhalla, a replaced king) for the
    /// solver.
    pub mate: bool,
    /// The score of the solver's last step, for the solver.
    pub score: Score,
}

/// Why a position gives no puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoPuzzle {
    /// The game is over, or it is not the start of a turn.
    NotAStart,
    /// The solver has only one legal move.
    Forced,
    /// The best move does not win (its chances are below [`WINNING`]).
    NotWinning,
    /// Another move comes within the margin of the best.
    NotUnique,
    /// The two searches disagree on the first move.
    Disagree,
}

/// Builds the line from `start` with searches to `depth`.
pub fn solve(start: &AnyPosition, depth: Depth) -> Result<Solution, NoPuzzle> {
    if !at_turn_boundary(start) || start.terminal().is_some() {
        return Err(NoPuzzle::NotAStart);
    }
    if start.count_legal_moves() < 2 {
        return Err(NoPuzzle::Forced);
    }
    let solver = start.actor();
    let mut pos = start.clone();
    let mut moves: Vec<AnyMove> = Vec::new();
    // The line's length up to the solver's last decision, and that step's score.
    let mut kept = 0;
    let mut score = Score::Cp(0);
    let mut turns = 0;
    let ended = loop {
        if let Some(outcome) = pos.terminal() {
            break Some(outcome);
        }
        if pos.decision().kind == DecisionKind::Finished {
            break None;
        }
        if pos.actor() == solver {
            let starts_turn = at_turn_boundary(&pos);
            if starts_turn && turns == MAX_TURNS {
                break None;
            }
            let judged: Judged = judge(&pos, depth, 2);
            let Some(best) = judged.best() else {
                break None;
            };
            if judged.best_chance() < WINNING {
                return Err(NoPuzzle::NotWinning);
            }
            if !judged.unique() {
                if kept == 0 {
                    return Err(NoPuzzle::NotUnique);
                }
                break None;
            }
            turns += usize::from(starts_turn);
            moves.push(best);
            pos.play(best);
            kept = moves.len();
            score = judged.best_score().unwrap_or(score);
        } else {
            let Some(reply) = judge(&pos, depth, 1).best() else {
                break None;
            };
            moves.push(reply);
            pos.play(reply);
        }
    };
    // A line ends on the solver's decision; in Valhalla a mate given on board 2 is
    // told at the defender's next board-2 phase, after replies the line leaves out.
    moves.truncate(kept);
    let mate = ended.is_some_and(|o| {
        o.winner == Some(solver)
            && matches!(o.reason, EndReason::Checkmate | EndReason::KingReplaced)
    });
    Ok(Solution {
        moves,
        turns,
        mate,
        score,
    })
}

/// The puzzle of `start`, if it is one: the line built at the deep search, built
/// again at the verification search (more time, the defender's best replies at that
/// depth), the two agreeing on the first move. The verification's line is the
/// puzzle's.
pub fn find(start: &AnyPosition, stages: &Stages) -> Result<Solution, NoPuzzle> {
    let deep = solve(start, stages.deep)?;
    let verified = solve(start, stages.verify)?;
    if deep.moves.first() != verified.moves.first() {
        return Err(NoPuzzle::Disagree);
    }
    Ok(verified)
}
