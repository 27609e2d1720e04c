//! The engine on Valhalla chess (RULES.md §4): a mate delivered on board 2 and one made
//! possible by a transfer, found within a node budget and confirmed by the brute-force
//! prover of the tests crate, which counts whole turns (a turn is several decisions,
//! some taken by the opponent); and legal decisions from random positions of every rule
//! set, mid-turn positions included.
use otherworlds_core::AnyPosition;
use otherworlds_core::ValhallaOptions;
use otherworlds_core::engine::{Limits, Score, Searcher, any, complete_turn, turn_string};
use otherworlds_core::valhalla::Valhalla;
use otherworlds_tests::{
    assert_engine_legal_after_random_walk, forced_mate_turns, keeps_forced_mate,
};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

mod support;

const NODE_BUDGET: u64 = 300_000;

const NORMAL: ValhallaOptions = ValhallaOptions {
    inverted: false,
    mirror: false,
    eternal: false,
};
const INVERTED: ValhallaOptions = ValhallaOptions {
    inverted: true,
    mirror: false,
    eternal: false,
};

fn pos(o: ValhallaOptions, text: &str) -> Valhalla {
    Valhalla::from_position_string(o, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn searcher() -> Searcher<Valhalla> {
    Searcher::new(16)
}

/// The prover says a mate within exactly `turns` of the mover's turns; the engine sees
/// a mate within the budget and its first decision keeps it forced. Returns the
/// engine's whole turn.
fn assert_engine_mates(p: &Valhalla, turns: u32) -> String {
    assert!(forced_mate_turns(p, turns), "no mate in {turns} turns");
    assert!(!forced_mate_turns(p, turns - 1), "a shorter mate exists");
    let mut s = searcher();
    let r = s.search(
        p,
        &[],
        &Limits::nodes(NODE_BUDGET),
        Arc::new(AtomicBool::new(false)),
        |_| {},
    );
    // Mate distances count the mover's whole turns, not decisions (a turn here is a
    // board-1 move, a board-2 move and any transfer choice).
    assert_eq!(r.score, Score::Mate(turns as i32), "mate distance in turns");
    let best = r.best.unwrap_or_else(|| panic!("no decision"));
    assert!(
        keeps_forced_mate(p, best, turns),
        "the engine's {best} lets the mate go"
    );
    let turn = complete_turn(&mut s, p, &r.pv);
    turn_string(p, &turn)
}

#[test]
fn v_9_a_mate_delivered_on_board_2() {
    // Board 1 is a locked pawn front where nothing can be captured, so no piece can
    // reach board 2 this turn or the next. On board 2 player A (White) has a queen on d1
    // against Black's king h8 behind its g7/h7 pawns: A makes any board-1 move, then
    // Qd8+ on board 2. B's board-1 move changes nothing on board 2, and at B's board-2
    // phase the king is in check with no move: mate (V-9, "a mate on board 2 counts").
    let p = pos(
        NORMAL,
        "4k3/8/8/2p1p3/2P1P3/8/8/4K3 w - - 0 1 | 7k/6pp/8/8/8/8/8/K2Q4 w - - 0 1",
    );
    let turn = assert_engine_mates(&p, 1);
    assert!(turn.ends_with(",d1d8"), "{turn}");
}

#[test]
fn v_5_a_transfer_makes_the_mate_possible() {
    // Inverted rules: A is White on board 1 but Black on board 2, so a black piece A
    // captures on board 1 becomes A's on board 2 (V-5). A's e4 pawn takes B's rook d5;
    // A places the rook on its home square a8 of board 2 and plays it a8-a1+: B's king
    // g1 is shut in by its own f2/g2/h2 pawns (a back-rank mate). B has no capture on
    // board 1 (its king h8 is far from A's pawn), so no piece of B's reaches board 2 to
    // block, and at B's board-2 phase it is mate.
    let board2 = "4k3/8/8/8/8/8/5PPP/6K1 b - - 0 1";
    let p = pos(
        INVERTED,
        &format!("7k/8/8/3r4/4P3/8/8/4K3 w - - 0 1 | {board2}"),
    );
    let turn = assert_engine_mates(&p, 1);
    assert_eq!(turn, "e4d5,r@a8,a8a1");
    // With the rook out of the pawn's reach there is nothing to transfer and no mate.
    let q = pos(
        INVERTED,
        &format!("7k/8/3r4/8/4P3/8/8/4K3 w - - 0 1 | {board2}"),
    );
    assert!(!forced_mate_turns(&q, 1));
}

#[test]
fn v_12_mate_distance_is_reported_in_whole_turns() {
    // Board 1: the textbook rook mate in two (1.Kb6 Kb8 2.Rh8#, or 1.Rh7 Kb8 2.Rh8#);
    // board 2 holds bare kings, so each turn is a board-1 move plus a board-2 king move
    // or pass. The mate is A's second turn: five decisions before the mating one
    // (A's board-1 and board-2, B's board-1 and board-2, A's board-1), which the old
    // report (decisions / 2, rounded up) gave as "mate 3".
    let p = pos(
        NORMAL,
        "k7/8/2K5/8/8/8/8/7R w - - 0 1 | 4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    );
    assert_engine_mates(&p, 2);
    // The same figure in the info lines `bestmove` and the app's analysis print, and
    // from the defender's side: B's king a8 has only Kb8 (a7, b7 are the white king's),
    // and after B's board-2 decision A's Rh8 mates, so B sees "mate -1".
    let mut last = String::new();
    let any_pos = AnyPosition::Valhalla(p);
    let best = any::best_turn(
        &any_pos,
        &Limits::nodes(NODE_BUDGET),
        Arc::new(AtomicBool::new(false)),
        |i| last = i.with_move_strings(&any_pos).to_string(),
    );
    assert!(best.is_some());
    assert!(last.contains(" score mate 2 "), "{last}");
    let defender = pos(
        NORMAL,
        "k7/8/1K6/8/8/8/8/7R b - - 0 1 | 4k3/8/8/8/8/8/8/4K3 b - - 0 1",
    );
    let mut s = searcher();
    let r = s.search(
        &defender,
        &[],
        &Limits::nodes(NODE_BUDGET),
        Arc::new(AtomicBool::new(false)),
        |_| {},
    );
    assert_eq!(r.score, Score::Mate(-1));
}

fn options(i: usize) -> ValhallaOptions {
    ValhallaOptions {
        inverted: i & 1 != 0,
        mirror: i & 2 != 0,
        eternal: i & 4 != 0,
    }
}

#[test]
fn never_returns_an_illegal_decision_from_random_positions() {
    // 48 walks of 0 to 90 random decisions, so some positions are mid-turn (a transfer
    // or board-2 move to decide), under any of the 8 option sets.
    support::run(
        file!(),
        6_006,
        48,
        (0..8usize, support::choices(90)),
        |(i, choices)| {
            assert_engine_legal_after_random_walk(Valhalla::new(options(i)), &choices);
            Ok(())
        },
    );
}
