//! The engine on standard chess: mates found within a node budget (checked against a
//! brute-force mate prover written here), legal moves from random positions, prompt stop.
use otherworlds_core::engine::{Limits, Score, Searcher};
use otherworlds_core::standard::Chess;
use otherworlds_core::{EndReason, prelude::*};
use otherworlds_tests::read_epd;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

mod support;

const NODE_BUDGET: u64 = 300_000;

/// Brute force: can the side to move force mate within `n` of its own moves?
fn forced_mate<P: Position>(pos: &P, n: u32) -> bool {
    if n == 0 {
        return false;
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.iter().any(|&m| {
        let mut after = pos.clone();
        after.play(m);
        let mut replies = Vec::new();
        after.legal_moves(&mut replies);
        if replies.is_empty() {
            return after
                .terminal()
                .is_some_and(|o| o.reason == EndReason::Checkmate);
        }
        replies.iter().all(|&r| {
            let mut next = after.clone();
            next.play(r);
            forced_mate(&next, n - 1)
        })
    })
}

fn search(pos: &Chess, limits: &Limits) -> (Option<otherworlds_core::standard::Move>, Score) {
    let mut s: Searcher<Chess> = Searcher::new(16);
    let r = s.search(pos, &[], limits, Arc::new(AtomicBool::new(false)), |_| {});
    (r.best, r.score)
}

#[test]
fn finds_mates_in_one_two_and_three_within_the_node_budget() {
    // Each position is a king-and-rook (or queen) mating net; the brute-force prover
    // confirms that the mate exists and is not shorter, and that the engine's first move
    // keeps it forced.
    let cases = [
        // Back-rank mate: Ra8#.
        ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 1),
        // Ka8 v Kc6+Rh1: 1.Kb6 (or Kc7) and the rook mates on the next move.
        ("k7/8/2K5/8/8/8/8/7R w - - 0 1", 2),
        // Ka8 v Kd5+Rh1: the king needs one more step before the net closes.
        ("k7/8/8/3K4/8/8/8/7R w - - 0 1", 3),
    ];
    for (fen, n) in cases {
        let pos = Chess::from_fen(fen).unwrap_or_else(|e| panic!("{e}"));
        assert!(forced_mate(&pos, n), "{fen}: no mate in {n}");
        assert!(!forced_mate(&pos, n - 1), "{fen}: a shorter mate exists");
        let (best, score) = search(
            &pos,
            &Limits {
                nodes: Some(NODE_BUDGET),
                ..Limits::default()
            },
        );
        assert_eq!(score, Score::Mate(n as i32), "{fen}");
        let mut after = pos;
        after.play(best.unwrap_or_else(|| panic!("no move for {fen}")));
        let mut replies = Vec::new();
        after.legal_moves(&mut replies);
        for r in replies {
            let mut next = after;
            next.play(r);
            assert!(
                n == 1 || forced_mate(&next, n - 1),
                "{fen}: the engine's move lets the mate go"
            );
        }
    }
}

#[test]
fn never_returns_an_illegal_move_from_random_positions() {
    // 21 walks of 0 to 12 plies from every sixth suite position, as the seeded version.
    let rows: Vec<_> = read_epd().into_iter().step_by(6).collect();
    support::run(
        file!(),
        77,
        rows.len() as u32,
        (0..rows.len(), support::choices(12)),
        |(r, choices)| {
            let mut pos = Chess::from_fen(&rows[r].fen).unwrap_or_else(|e| panic!("{e}"));
            for &choice in &choices {
                let moves = pos.legal();
                if moves.is_empty() {
                    break;
                }
                pos.play(moves[otherworlds_tests::pick(choice, moves.len())]);
            }
            let legal = pos.legal();
            let (best, _) = search(
                &pos,
                &Limits {
                    depth: Some(4),
                    nodes: Some(20_000),
                    ..Limits::default()
                },
            );
            match best {
                Some(m) => assert!(legal.contains(&m), "illegal {m:?} in {}", pos.fen()),
                None => assert!(legal.is_empty()),
            }
            Ok(())
        },
    );
}

/// The stop flag is seen within the search's next check (every 1024 nodes), counted in
/// nodes after the flag was set from the report of depth 5, so that the machine's load
/// cannot fail it (issue 41, point 8); the node limit only guards against a hang.
#[test]
fn stop_returns_a_legal_move_within_the_next_1024_nodes() {
    let pos =
        Chess::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
            .unwrap_or_else(|e| panic!("{e}"));
    let stop = Arc::new(AtomicBool::new(false));
    let mut at_stop = None;
    let mut s: Searcher<Chess> = Searcher::new(16);
    let limits = Limits {
        nodes: Some(20_000_000),
        ..Limits::default()
    };
    let r = s.search(&pos, &[], &limits, Arc::clone(&stop), |info| {
        if info.depth >= 5 && at_stop.is_none() {
            stop.store(true, Ordering::Relaxed);
            at_stop = Some(info.nodes);
        }
    });
    let at_stop = at_stop.unwrap_or_else(|| panic!("no report of depth 5"));
    let after = r.nodes.saturating_sub(at_stop);
    assert!(after <= 1024, "{after} nodes after the stop");
    assert!(r.best.is_some_and(|m| pos.legal().contains(&m)));
}
