//! Game review (docs/engine.md, *Game review*): every turn of a game judged by the
//! engine, as lichess's computer analysis judges moves. Each turn start is searched
//! (last first, so the kept table carries what the later positions taught to the
//! earlier ones); a turn's loss is the mover's winning chances before it less those
//! after it, and the loss names the turn an inaccuracy, a mistake or a blunder.
use super::any::{Kept, analyse_kept};
use super::{Limits, Score};
use crate::any::{AnyMove, AnyPosition};
use crate::game::{Game, Outcome, Rules, at_turn_boundary};
use crate::kernel::Color;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// lichess's slope of the winning chances per centipawn (`1 / (1 + e^(-k cp))`).
const SLOPE: f64 = 0.003_682_08;
/// The value, in centipawns either way, beyond which a position counts as this much in
/// the average loss (a mate or a won game counts it).
pub const CP_CAP: i32 = 1000;

/// A position's value from White's side: the engine's score, or the end the rules
/// decided there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Eval {
    /// Centipawns, positive when White stands better.
    Cp(i32),
    /// A forced mate in this many turns: positive for White, negative for Black.
    Mate(i32),
    /// The game is over here: the winner, or None for a draw.
    Ended(Option<Color>),
}

impl Eval {
    /// The score `score` of the player `actor` to decide, seen from White's side.
    pub fn from_score(score: Score, actor: Color) -> Eval {
        let sign = if actor == Color::White { 1 } else { -1 };
        match score {
            Score::Cp(cp) => Eval::Cp(sign * cp),
            Score::Mate(n) => Eval::Mate(sign * n),
        }
    }

    /// The winning chances of `side` (0 to 1; a draw is a half).
    pub fn chance_for(self, side: Color) -> f64 {
        let white = match self {
            Eval::Cp(cp) => 1.0 / (1.0 + (-SLOPE * cp as f64).exp()),
            Eval::Mate(n) => f64::from(u8::from(n > 0)),
            Eval::Ended(Some(winner)) => f64::from(u8::from(winner == Color::White)),
            Eval::Ended(None) => 0.5,
        };
        match side {
            Color::White => white,
            Color::Black => 1.0 - white,
        }
    }

    /// Centipawns for `side`, within ±[`CP_CAP`] (a mate or a win counts the cap).
    pub fn capped_cp_for(self, side: Color) -> i32 {
        let white = match self {
            Eval::Cp(cp) => cp.clamp(-CP_CAP, CP_CAP),
            Eval::Mate(n) if n > 0 => CP_CAP,
            Eval::Mate(_) => -CP_CAP,
            Eval::Ended(Some(Color::White)) => CP_CAP,
            Eval::Ended(Some(Color::Black)) => -CP_CAP,
            Eval::Ended(None) => 0,
        };
        match side {
            Color::White => white,
            Color::Black => -white,
        }
    }

    /// As lichess writes it: `+0.35`, `-1.20`, `#3` (White mates), `#-2` (Black mates),
    /// and `1-0`, `0-1`, `1/2-1/2` where the game is over.
    pub fn text(self) -> String {
        match self {
            Eval::Cp(cp) => format!("{:+.2}", f64::from(cp) / 100.0),
            Eval::Mate(n) => format!("#{n}"),
            Eval::Ended(Some(Color::White)) => "1-0".into(),
            Eval::Ended(Some(Color::Black)) => "0-1".into(),
            Eval::Ended(None) => "1/2-1/2".into(),
        }
    }

    /// The PGN comment command of this value (`[%eval 0.35]`, `[%eval #-2]`), as lichess
    /// and other tools read it; None where the game is over.
    pub fn pgn_command(self) -> Option<String> {
        match self {
            Eval::Cp(cp) => Some(format!("[%eval {:.2}]", f64::from(cp) / 100.0)),
            Eval::Mate(n) => Some(format!("[%eval #{n}]")),
            Eval::Ended(_) => None,
        }
    }
}

/// How bad a turn was, by the winning chances it lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Judgement {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Judgement {
    /// The judgement of a turn that lost `loss` of the mover's winning chances (0 to 1):
    /// lichess's thresholds, 0.3, 0.2 and 0.1 of its chances from -1 to 1, that is 15,
    /// 10 and 5 points of a 0-100 winning percentage.
    pub fn of_loss(loss: f64) -> Option<Judgement> {
        if loss >= 0.15 {
            Some(Judgement::Blunder)
        } else if loss >= 0.10 {
            Some(Judgement::Mistake)
        } else if loss >= 0.05 {
            Some(Judgement::Inaccuracy)
        } else {
            None
        }
    }

    /// Its PGN numeric annotation glyph: `$6` (?!), `$2` (?), `$4` (??).
    pub fn nag(self) -> u8 {
        match self {
            Judgement::Inaccuracy => 6,
            Judgement::Mistake => 2,
            Judgement::Blunder => 4,
        }
    }

    /// `?!`, `?` or `??`.
    pub fn symbol(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }

    /// `inaccuracy`, `mistake` or `blunder`.
    pub fn name(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }
}

/// One turn of a reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnReview {
    /// The ply of the position the turn starts from (0 = the start).
    pub ply: usize,
    /// The turn's decisions as played (several in Valhalla).
    pub decisions: Vec<AnyMove>,
    /// The turn as played, as a game's record writes it ([`AnyPosition::turn_text`]: SAN
    /// in standard chess, else RULES.md's move and turn strings).
    pub text: String,
    /// Who played it.
    pub mover: Color,
    /// The value before the turn and after it (None: the game stops inside this turn).
    pub before: Eval,
    pub after: Option<Eval>,
    /// The engine's best turn from the position before (its line up to the end of the
    /// turn; shorter where the line stops inside it), and as the record writes it.
    pub best: Vec<AnyMove>,
    pub best_text: String,
    /// The mover's winning chances lost (0 to 1): 0 for a turn that is the engine's own
    /// choice or an unfinished one.
    pub loss: f64,
    /// The turn's centipawns lost for the mover, each value taken within ±[`CP_CAP`] (0
    /// where `loss` is 0 for a best or unfinished turn).
    pub cp_loss: i32,
    pub judgement: Option<Judgement>,
}

impl TurnReview {
    /// lichess's accuracy of a move from the winning percentage it lost (100 for none).
    pub fn accuracy(&self) -> f64 {
        let lost = self.loss * 100.0;
        (103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * lost).exp() - 3.166_924_740_191_411)
            .clamp(0.0, 100.0)
    }
}

/// One side's figures over its finished turns.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SideSummary {
    pub turns: usize,
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
    /// The average centipawn loss of a turn.
    pub average_cp_loss: i32,
    /// The mean of the turns' accuracies (lichess's per-move formula; lichess weights
    /// its game figure by volatility, this is the plain mean); None without a turn.
    pub accuracy: Option<f64>,
}

/// A reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    pub turns: Vec<TurnReview>,
    /// The value at every turn start, and at the end: `turns.len() + 1` values where the
    /// last turn is finished, else `turns.len()`.
    pub evals: Vec<Eval>,
}

impl Review {
    /// The number of turn `index` as the move list writes it, counted from 1 at the
    /// game's first turn: `12.` for White's turn, `12...` for Black's (a game that starts
    /// with Black starts `1...`).
    pub fn turn_number(&self, index: usize) -> String {
        let black_first = self.turns.first().is_some_and(|t| t.mover == Color::Black);
        let k = index + usize::from(black_first);
        let dots = match self.turns.get(index).map(|t| t.mover) {
            Some(Color::Black) => "...",
            _ => ".",
        };
        format!("{}{dots}", k / 2 + 1)
    }

    /// `side`'s figures.
    pub fn summary(&self, side: Color) -> SideSummary {
        let mine: Vec<&TurnReview> = self
            .turns
            .iter()
            .filter(|t| t.mover == side && t.after.is_some())
            .collect();
        let count = |j: Judgement| mine.iter().filter(|t| t.judgement == Some(j)).count();
        let n = mine.len();
        SideSummary {
            turns: n,
            inaccuracies: count(Judgement::Inaccuracy),
            mistakes: count(Judgement::Mistake),
            blunders: count(Judgement::Blunder),
            average_cp_loss: if n == 0 {
                0
            } else {
                (mine.iter().map(|t| i64::from(t.cp_loss)).sum::<i64>() / n as i64) as i32
            },
            accuracy: (n > 0).then(|| mine.iter().map(|t| t.accuracy()).sum::<f64>() / n as f64),
        }
    }
}

/// The plies where a turn starts: 0 and every later position where the next decision
/// starts a turn (every position but those inside a Valhalla turn), or the game ended.
pub fn turn_starts(game: &Game<AnyPosition>) -> Vec<usize> {
    (0..=game.moves().len())
        .filter(|&ply| ply == 0 || game.position_at(ply).is_some_and(at_turn_boundary))
        .collect()
}

/// Reviews `game`: searches every turn start within `limits` (one line; its threads) with
/// the searcher `kept` holds, calling `progress(done, total)` after each position.
/// None if `stop` was raised before the last search finished.
pub fn review_game(
    game: &Game<AnyPosition>,
    limits: &Limits,
    stop: Arc<AtomicBool>,
    progress: impl FnMut(usize, usize),
    kept: &mut Kept,
) -> Option<Review> {
    let limits = single_line(limits);
    review_with(game, progress, |pos, history, ended| {
        evaluate_position(pos, history, ended, &limits, stop.clone(), kept)
    })
}

/// Reviews `game` with `evaluate` giving each turn start's value and line (the
/// position, the positions before it, the end where the game is over there): the
/// built-in engine's search in [`review_game`], an external engine's in the app. The
/// turn starts are evaluated last first, `progress(done, total)` after each; None as
/// soon as `evaluate` gives none (stopped).
pub fn review_with(
    game: &Game<AnyPosition>,
    mut progress: impl FnMut(usize, usize),
    mut evaluate: impl FnMut(
        &AnyPosition,
        &[AnyPosition],
        Option<Outcome>,
    ) -> Option<(Eval, Vec<AnyMove>)>,
) -> Option<Review> {
    let positions = game.positions();
    let starts = turn_starts(game);
    let last = game.moves().len();
    // (value, the line's decisions) at each turn start, searched last first.
    let mut found: Vec<Option<(Eval, Vec<AnyMove>)>> = vec![None; starts.len()];
    for (done, (i, &ply)) in starts.iter().enumerate().rev().enumerate() {
        let pos = &positions[ply];
        let ended = if ply == last {
            game.rules_outcome()
        } else {
            pos.terminal()
        };
        found[i] = Some(evaluate(pos, &positions[..ply], ended)?);
        progress(done + 1, starts.len());
    }
    let found: Vec<(Eval, Vec<AnyMove>)> = found.into_iter().collect::<Option<_>>()?;
    let mut turns = Vec::new();
    for (i, &ply) in starts.iter().enumerate() {
        if ply == last {
            break;
        }
        let end = starts.get(i + 1).copied().unwrap_or(last);
        let pos = &positions[ply];
        let mover = pos.actor();
        let decisions = game.moves()[ply..end].to_vec();
        let (before, line) = &found[i];
        let best = best_turn(pos, line);
        let after = found.get(i + 1).map(|(e, _)| *e);
        let (loss, cp_loss) = match after {
            Some(after) if best != decisions => (
                chances_lost(*before, after, mover),
                (before.capped_cp_for(mover) - after.capped_cp_for(mover)).max(0),
            ),
            _ => (0.0, 0),
        };
        turns.push(TurnReview {
            ply,
            text: pos.turn_text(&decisions),
            best_text: pos.turn_text(&best),
            decisions,
            mover,
            before: *before,
            after,
            best,
            loss,
            cp_loss,
            judgement: Judgement::of_loss(loss),
        });
    }
    Some(Review {
        turns,
        evals: found.into_iter().map(|(e, _)| e).collect(),
    })
}

/// `limits` as the review searches with them: one line, every move, no spread.
pub fn single_line(limits: &Limits) -> Limits {
    Limits {
        multipv: 1,
        spread: None,
        search_moves: Vec::new(),
        ..limits.clone()
    }
}

/// The winning chances `mover` lost from `before` to `after` (0 to 1; none when it
/// gained): what [`Judgement::of_loss`] judges.
pub fn chances_lost(before: Eval, after: Eval, mover: Color) -> f64 {
    (before.chance_for(mover) - after.chance_for(mover)).max(0.0)
}

/// The value of `pos` (reached after the positions `history`) and the engine's line
/// from it, as the review finds them: the end `ended` where the game is over there,
/// else a search within `limits` (see [`single_line`]) with the searcher `kept` holds.
/// None if `stop` was raised or the search gave no line.
pub fn evaluate_position(
    pos: &AnyPosition,
    history: &[AnyPosition],
    ended: Option<Outcome>,
    limits: &Limits,
    stop: Arc<AtomicBool>,
    kept: &mut Kept,
) -> Option<(Eval, Vec<AnyMove>)> {
    if let Some(o) = ended {
        return Some((Eval::Ended(o.winner), Vec::new()));
    }
    let mut line = None;
    analyse_kept(
        pos,
        history,
        limits,
        stop.clone(),
        |info| {
            if info.multipv <= 1 {
                line = Some((info.score, info.pv.clone()));
            }
        },
        || {},
        kept,
    );
    if stop.load(std::sync::atomic::Ordering::Relaxed) {
        return None;
    }
    let (score, pv) = line?;
    Some((Eval::from_score(score, pos.actor()), pv))
}

/// The decisions of `line` from `pos` up to the end of the turn they start.
fn best_turn(pos: &AnyPosition, line: &[AnyMove]) -> Vec<AnyMove> {
    let mut p = pos.clone();
    let mut turn = Vec::new();
    for &mv in line {
        turn.push(mv);
        p.play(mv);
        if at_turn_boundary(&p) {
            break;
        }
    }
    turn
}
