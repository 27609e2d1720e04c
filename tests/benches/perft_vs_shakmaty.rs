//! Perft speed: ours against shakmaty's (the yardstick), same positions, same process.
//!
//! Both count leaves in bulk: at depth 1 shakmaty takes `legal_moves().len()`; we report
//! two figures: our `perft` (depth-1 nodes counted by the generator without storing the
//! moves) and `perft-list` (depth-1 moves stored in a list and counted, exactly
//! shakmaty's method). Each figure is the best of several runs, to damp machine noise.
//!
//! Run: `cargo bench -p otherworlds-tests --bench perft_vs_shakmaty`
use otherworlds_core::perft;
use otherworlds_core::prelude::*;
use otherworlds_core::standard::Chess;
use shakmaty::CastlingMode;
use shakmaty::fen::Fen;
use std::time::Instant;

const POSITIONS: &[(&str, &str, u32)] = &[
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
    ),
    ("endgame", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6),
    (
        "promotions",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        4,
    ),
    (
        "middlegame",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        4,
    ),
];

const RUNS: usize = 3;

/// Perft that stores every node's moves in a list (reused per depth: no allocation in
/// the loop, like shakmaty's stack-allocated list) and counts the list at depth 1.
fn list_perft(
    pos: &Chess,
    depth: u32,
    buffers: &mut [Vec<otherworlds_core::standard::Move>],
) -> u64 {
    let Some((moves, rest)) = buffers.split_first_mut() else {
        return 1;
    };
    pos.legal_moves(moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for &m in moves.iter() {
        let mut c = *pos;
        c.play(m);
        total += list_perft(&c, depth - 1, rest);
    }
    total
}

fn best<F: FnMut() -> u64>(mut f: F) -> (u64, f64) {
    let mut best = f64::MAX;
    let mut nodes = 0;
    for _ in 0..RUNS {
        let t = Instant::now();
        nodes = f();
        best = best.min(t.elapsed().as_secs_f64());
    }
    (nodes, best)
}

fn main() {
    println!(
        "{:<11} {:>5} {:>11} {:>12} {:>12} {:>12} {:>7} {:>7}",
        "position", "depth", "nodes", "shakmaty/s", "ours/s", "ours-list/s", "ratio", "r-list"
    );
    let (mut t_shak, mut t_ours, mut t_list, mut total) = (0.0, 0.0, 0.0, 0u64);
    for &(name, fen, depth) in POSITIONS {
        let ours = Chess::from_fen(fen).unwrap_or_else(|e| panic!("{e}"));
        let setup: Fen = fen.parse().unwrap_or_else(|e| panic!("{e}"));
        let theirs: shakmaty::Chess = setup
            .into_position(CastlingMode::Standard)
            .unwrap_or_else(|e| panic!("{e}"));
        let (n_shak, s_shak) = best(|| shakmaty::perft(&theirs, depth));
        let (n_ours, s_ours) = best(|| perft::perft(&ours, depth));
        let mut buffers = vec![Vec::with_capacity(256); depth as usize];
        let (n_list, s_list) = best(|| list_perft(&ours, depth, &mut buffers));
        assert_eq!(n_ours, n_shak, "node counts differ on {name}");
        assert_eq!(n_list, n_shak, "node counts differ on {name}");
        let rate = |s: f64| n_ours as f64 / s;
        println!(
            "{name:<11} {depth:>5} {n_ours:>11} {:>11.1}M {:>11.1}M {:>11.1}M {:>6.2}x {:>6.2}x",
            rate(s_shak) / 1e6,
            rate(s_ours) / 1e6,
            rate(s_list) / 1e6,
            s_shak / s_ours,
            s_shak / s_list
        );
        t_shak += s_shak;
        t_ours += s_ours;
        t_list += s_list;
        total += n_ours;
    }
    println!(
        "{:<11} {:>5} {total:>11} {:>11.1}M {:>11.1}M {:>11.1}M {:>6.2}x {:>6.2}x",
        "all",
        "",
        total as f64 / t_shak / 1e6,
        total as f64 / t_ours / 1e6,
        total as f64 / t_list / 1e6,
        t_shak / t_ours,
        t_shak / t_list
    );
    println!(
        "ratio = shakmaty time / our time (above 1: we are faster); r-list = the same with our depth-1 moves stored in a list like shakmaty's"
    );
}
