//! A brute-force mate prover for any variant, counting whole turns, so that the engine's
//! tactical suites check the engine against reasoning rather than its own output.
use otherworlds_core::{Color, EndReason, prelude::*};

/// Brute-force mate prover for any variant, counting whole turns: can the player to
/// decide now (`attacker`, who owns the turn in progress) force checkmate within `turns`
/// of their own turns, whatever the opponent decides? A turn ends when a position with a
/// repetition key is reached (the start of a turn; every position in one-move variants).
/// In Valhalla the opponent may decide inside the attacker's turn (a transfer's square)
/// and may be mated inside their own turn (at their board-2 phase); both are searched.
pub fn forced_mate_turns<P: Position>(pos: &P, turns: u32) -> bool {
    let attacker = pos.actor();
    mate_within(pos, attacker, attacker, turns)
}

fn mated<P: Position>(pos: &P, attacker: Color) -> bool {
    pos.terminal()
        .is_some_and(|o| o.winner == Some(attacker) && o.reason == EndReason::Checkmate)
}

/// `owner` owns the turn in progress; `left` counts the attacker's turns still to play,
/// the one in progress included when it is the attacker's.
fn mate_within<P: Position>(pos: &P, attacker: Color, owner: Color, left: u32) -> bool {
    if pos.terminal().is_some() {
        return mated(pos, attacker);
    }
    if owner == attacker && left == 0 {
        return false;
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut outcome = moves.iter().map(|&m| {
        let mut child = pos.clone();
        child.play(m);
        after_decision(&child, attacker, owner, left)
    });
    if pos.actor() == attacker {
        outcome.any(|x| x)
    } else {
        outcome.all(|x| x)
    }
}

/// The prover's verdict on the position a decision of the turn `owner` owns led to.
fn after_decision<P: Position>(child: &P, attacker: Color, owner: Color, left: u32) -> bool {
    if child.repetition_key().is_none() {
        mate_within(child, attacker, owner, left)
    } else if owner == attacker {
        mate_within(child, attacker, owner.flip(), left - 1)
    } else if left == 0 {
        mated(child, attacker)
    } else {
        mate_within(child, attacker, attacker, left)
    }
}

/// Whether the decision `mv`, taken by the player to decide at `pos` at the start of
/// their turn, keeps a forced mate within `turns` of their turns (this one included).
pub fn keeps_forced_mate<P: Position>(pos: &P, mv: P::Move, turns: u32) -> bool {
    let attacker = pos.actor();
    let mut child = pos.clone();
    child.play(mv);
    turns > 0 && after_decision(&child, attacker, attacker, turns)
}
