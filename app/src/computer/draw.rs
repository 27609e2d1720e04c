//! The computer's answer to a draw offer (issue 18): a quick search of the position at
//! a fixed node budget, whatever the level, so the answer comes at once (a few
//! milliseconds) and the same way every time. The computer accepts when its score from
//! its own side is at most 0 centipawns (it does not think it stands better), or it is
//! being mated; it declines when it stands better at all.
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

/// Whether the computer playing `side` accepts a draw now.
pub fn accepts_draw(game: &Game<AnyPosition>, side: Color) -> bool {
    score_for(game, side) <= 0
}
