//! The engine's threads (Lazy SMP, issue 19): with several threads a search still stops
//! within 50 ms of being asked and answers a legal move, in every variant; at one thread
//! the search is deterministic (the same limits give the same line, score and node
//! count); several threads under a depth limit still reach it with a legal line.
use otherworlds_core::engine::{Limits, Searcher};
use otherworlds_core::fourd::{FourD, PieceSet};
use otherworlds_core::standard::Chess;
use otherworlds_core::two_worlds::TwoWorlds;
use otherworlds_core::valhalla::Valhalla;
use otherworlds_core::{ValhallaOptions, prelude::*};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

fn valhalla() -> Valhalla {
    Valhalla::new(ValhallaOptions::default())
}

/// Runs an infinite search on `threads` threads, asks it to stop after 300 ms and
/// returns how long it took to answer, and whether its move was legal.
fn stop_latency<P: Position>(pos: &P, threads: usize) -> (Duration, bool) {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let p = pos.clone();
    let handle = std::thread::spawn(move || {
        let mut s: Searcher<P> = Searcher::new(16);
        let limits = Limits {
            threads,
            ..Limits::default()
        };
        let r = s.search(&p, &[], &limits, flag, |_| {});
        (r.best, Instant::now())
    });
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    stop.store(true, Ordering::Relaxed);
    let (best, returned) = handle
        .join()
        .unwrap_or_else(|_| panic!("search thread panicked"));
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    (
        returned.saturating_duration_since(asked),
        best.is_some_and(|m| legal.contains(&m)),
    )
}

#[test]
fn several_threads_stop_within_50_ms_in_every_variant() {
    for threads in [2, 4] {
        for (variant, (latency, legal)) in [
            ("standard", stop_latency(&Chess::new(), threads)),
            ("two-worlds", stop_latency(&TwoWorlds::new(), threads)),
            ("4d", stop_latency(&FourD::start(PieceSet::Full), threads)),
            ("valhalla", stop_latency(&valhalla(), threads)),
        ] {
            assert!(
                latency < Duration::from_millis(50),
                "{variant}, {threads} threads: stopped after {latency:?}"
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
