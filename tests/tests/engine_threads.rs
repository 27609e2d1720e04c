//! The engine's threads (Lazy SMP, issue 19): with several threads a search still stops
//! within each thread's next check of the stop flag (counted in nodes, issue 41) and
//! answers a legal move, in every variant; at one thread the search is deterministic (the same limits give the same line, score and node
//! count); several threads under a depth limit still reach it with a legal line.
use otherworlds_core::engine::{Limits, Searcher};
use otherworlds_core::fourd::{FourD, PieceSet};
use otherworlds_core::standard::Chess;
use otherworlds_core::two_worlds::TwoWorlds;
use otherworlds_core::valhalla::Valhalla;
use otherworlds_core::{ValhallaOptions, prelude::*};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

fn valhalla() -> Valhalla {
    Valhalla::new(ValhallaOptions::default())
}

/// The search's own check of the stop flag: every 1024 nodes of each thread.
const CHECK_INTERVAL: u64 = 1024;

/// Runs a search without limits on `threads` threads and sets its stop flag from the
/// main thread's report of depth `at_depth`; returns the nodes searched after the flag
/// was set (the total at the end less the total that report gave) and whether its move
/// was legal. Counted in nodes, not milliseconds: how soon the threads see the flag
/// depends on the search loop, how long that takes on the machine's load (issue 41,
/// point 8: "stopped after 127.9 ms" on a busy two-core machine). The node limit is a
/// guard only: a search that ignored the flag would reach it and fail the bound.
fn nodes_after_stop<P: Position>(pos: &P, threads: usize, at_depth: u32) -> (u64, bool) {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let mut at_stop = None;
    let mut s: Searcher<P> = Searcher::new(16);
    let limits = Limits {
        threads,
        nodes: Some(20_000_000),
        ..Limits::default()
    };
    let r = s.search(pos, &[], &limits, flag, |info| {
        if info.depth >= at_depth && at_stop.is_none() {
            stop.store(true, Ordering::Relaxed);
            at_stop = Some(info.nodes);
        }
    });
    let at_stop = at_stop.unwrap_or_else(|| panic!("no report of depth {at_depth}"));
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    (
        r.nodes.saturating_sub(at_stop),
        r.best.is_some_and(|m| legal.contains(&m)),
    )
}

/// [`nodes_after_stop`] three times: the fewest nodes after the stop, and whether every
/// move was legal. The report's node count is read just before the main thread sets the
/// flag; if the main thread is preempted between the two (a loaded machine: CI once
/// counted 5,528 nodes after the stop for Two Worlds at 2 threads, not reproduced in 60
/// runs idle and under load), the helpers' nodes of that gap count as after the stop. A
/// thread that ignored the flag would exceed the bound in every run.
fn fewest_after_stop(run: impl Fn() -> (u64, bool)) -> (u64, bool) {
    let runs: Vec<(u64, bool)> = (0..3).map(|_| run()).collect();
    let fewest = runs
        .iter()
        .map(|&(after, _)| after)
        .min()
        .unwrap_or(u64::MAX);
    (fewest, runs.iter().all(|&(_, legal)| legal))
}

/// Every thread sees the flag within its next check, so at most `CHECK_INTERVAL` nodes
/// a thread are searched after it; the total as reported leaves out each helper's nodes
/// since its last check (fewer than `CHECK_INTERVAL`), which its check at the stop then
/// counts.
#[test]
fn several_threads_stop_within_their_next_check_in_every_variant() {
    for threads in [2, 4] {
        let bound = 2 * threads as u64 * CHECK_INTERVAL;
        for (variant, (after, legal)) in [
            (
                "standard",
                fewest_after_stop(|| nodes_after_stop(&Chess::new(), threads, 5)),
            ),
            (
                "two-worlds",
                fewest_after_stop(|| nodes_after_stop(&TwoWorlds::new(), threads, 4)),
            ),
            (
                "4d",
                fewest_after_stop(|| nodes_after_stop(&FourD::start(PieceSet::Full), threads, 2)),
            ),
            (
                "valhalla",
                fewest_after_stop(|| nodes_after_stop(&valhalla(), threads, 3)),
            ),
        ] {
            assert!(
                after <= bound,
                "{variant}, {threads} threads: {after} nodes after the stop (at most {bound})"
            );
            assert!(legal, "{variant}, {threads} threads: no legal move");
        }
    }
}

#[test]
fn one_thread_is_deterministic() {
    fn run<P: Position>(p: &P) -> (String, String, u64) {
        let mut s: Searcher<P> = Searcher::new(8);
        let r = s.search(
            p,
            &[],
            &Limits::depth(6),
            Arc::new(AtomicBool::new(false)),
            |_| {},
        );
        (format!("{:?}", r.pv), r.score.to_string(), r.nodes)
    }
    fn same<P: Position>(variant: &str, p: &P) {
        let (a, b) = (run(p), run(p));
        assert_eq!(a, b, "{variant}: two searches at one thread differ");
        assert!(a.2 > 0);
    }
    same("standard", &Chess::new());
    same("two-worlds", &TwoWorlds::new());
    same("4d-classic", &FourD::start(PieceSet::Classic));
    same("valhalla", &valhalla());
}

#[test]
fn several_threads_reach_a_depth_limit_with_a_legal_line() {
    fn check<P: Position>(variant: &str, p: &P) {
        let mut s: Searcher<P> = Searcher::new(16);
        let limits = Limits {
            threads: 3,
            ..Limits::depth(7)
        };
        let r = s.search(p, &[], &limits, Arc::new(AtomicBool::new(false)), |_| {});
        assert_eq!(r.depth, 7, "{variant}");
        assert!(!r.pv.is_empty(), "{variant}");
        let mut q = p.clone();
        let mut legal = Vec::new();
        for m in &r.pv {
            q.legal_moves(&mut legal);
            assert!(
                legal.contains(m),
                "{variant}: {m:?} is not legal in the line"
            );
            q.play(*m);
        }
    }
    check("standard", &Chess::new());
    check("valhalla", &valhalla());
}
