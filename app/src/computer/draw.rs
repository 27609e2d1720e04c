//! The computer's answer to a draw offer (issues 18 and 42): a quick search of the
//! position at a fixed node budget, whatever the level, so the answer comes at once (a
//! few milliseconds) and the same way every time.
//!
//! The computer accepts only from move [`DRAW_FROM_MOVE`] on, and only in a position
//! its search calls a dead draw (within [`DEAD_DRAW_CP`] of 0 either way). Accepting
//! whenever it did not stand better let a new profile offer a draw after 1.e4 to a
//! level rated 2332 (Black is a few centipawns worse there) and gain 654 points: a
//! draw against a far stronger opponent is worth hundreds of points, so the computer
//! must not give one that the board has not earned. The move floor keeps draws to games
//! that were played (an opening is never a dead draw worth points, whatever a shallow
//! search says of it); the window is symmetric, so a computer that stands worse plays
//! on too (the person has to win it or reach the draw on the board).
use otherworlds_core::engine::any::{Kept, analyse_kept};
use otherworlds_core::engine::{Info, Limits, Score};
use otherworlds_core::{AnyMove, AnyPosition, Color, Game, prelude::*};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// The search's budget: a few plies in every variant, under 50 ms.
pub const DRAW_NODES: u64 = 20_000;

/// The search's table, in MiB: room for every node of the budget, and quick to make
/// and free on the UI thread (64 MiB took 10-90 ms to make on this 2-core machine).
const DRAW_HASH_MIB: usize = 4;

/// The computer's score of the game's position from `side`'s point of view, in
/// centipawns (a mate as ±100,000 less the turns to it).
pub fn score_for(game: &Game<AnyPosition>, side: Color) -> i32 {
    let pos = game.position();
    let history: Vec<AnyPosition> = (0..game.moves().len())
        .filter_map(|ply| game.position_at(ply).cloned())
        .collect();
    let limits = Limits {
        nodes: Some(DRAW_NODES),
        ..Limits::default()
    };
    let mut last: Option<Info<AnyMove>> = None;
    let stop = Arc::new(AtomicBool::new(false));
    let on_info = |info: &Info<AnyMove>| {
        if info.multipv <= 1 {
            last = Some(info.clone());
        }
    };
    let mut kept = Kept::new(DRAW_HASH_MIB);
    analyse_kept(pos, &history, &limits, stop, on_info, || {}, &mut kept);
    let actor = match last.map(|i| i.score) {
        Some(Score::Cp(cp)) => cp,
        Some(Score::Mate(n)) if n > 0 => 100_000 - n,
        Some(Score::Mate(n)) => -100_000 - n,
        // No line (the search stopped before depth 1): the static evaluation.
        None => pos.evaluate(),
    };
    if pos.actor() == side { actor } else { -actor }
}

/// The first move at which the computer may accept a draw.
pub const DRAW_FROM_MOVE: usize = 30;

/// A score within this many centipawns of 0 is a dead draw. 30 since issue 47's
/// fourteenth session: the network evaluation's scores (Stockfish's scale, where a
/// tempo is worth about 25) put a knight each, kings in the corners, at 27 after the
/// 20,000-node search with that session's pruning (6 before it), so 20 called that
/// dead draw alive; a third of a pawn is still far from a position worth playing on.
pub const DEAD_DRAW_CP: i32 = 30;

/// The computer's answer to a draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawAnswer {
    Accept,
    /// Too early: before move [`DRAW_FROM_MOVE`].
    TooEarly,
    /// Its search does not call the position a dead draw.
    NotDead,
}

impl DrawAnswer {
    /// Why it declines, for the status bar (None: it accepts).
    pub fn why_not(self) -> Option<String> {
        match self {
            DrawAnswer::Accept => None,
            DrawAnswer::TooEarly => Some(t!("computer-draw-too-early", moves = DRAW_FROM_MOVE)),
            DrawAnswer::NotDead => Some(t!("computer-draw-not-dead")),
        }
    }
}

/// The move the game is at: each side's turns played in this game, counted as a
/// move number (White's 30th and Black's 30th are both move 30).
pub fn move_number(game: &Game<AnyPosition>) -> usize {
    crate::game::clock::turns_of(game).0 / 2 + 1
}

/// The answer of the computer playing `side` to a draw offered now.
pub fn answer_draw(game: &Game<AnyPosition>, side: Color) -> DrawAnswer {
    if move_number(game) < DRAW_FROM_MOVE {
        return DrawAnswer::TooEarly;
    }
    if score_for(game, side).abs() <= DEAD_DRAW_CP {
        DrawAnswer::Accept
    } else {
        DrawAnswer::NotDead
    }
}
