//! The engine on Two Worlds (RULES.md §2): hand-made mates that use the variant's own
//! rules, found within a node budget and confirmed by the brute-force prover of the tests
//! crate (so the expected results are reasoned, not copied from the engine), and legal
//! moves from random positions.
use otherworlds_core::engine::{Limits, Score, Searcher};
use otherworlds_core::two_worlds::{Move, TwoWorlds};
use otherworlds_tests::{
    assert_engine_legal_after_random_walk, forced_mate_turns, keeps_forced_mate,
};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

mod support;

const NODE_BUDGET: u64 = 300_000;

fn pos(fen: &str) -> TwoWorlds {
    TwoWorlds::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn search(pos: &TwoWorlds, limits: &Limits) -> (Option<Move>, Score) {
    let mut s: Searcher<TwoWorlds> = Searcher::new(16);
    let r = s.search(pos, &[], limits, Arc::new(AtomicBool::new(false)), |_| {});
    (r.best, r.score)
}

/// The prover says mate in exactly `n`; the engine finds it within the budget, and its
/// move keeps the mate forced.
fn assert_engine_mates(fen: &str, n: u32) {
    let p = pos(fen);
    assert!(forced_mate_turns(&p, n), "{fen}: no mate in {n}");
    assert!(
        !forced_mate_turns(&p, n - 1),
        "{fen}: a shorter mate exists"
    );
    let (best, score) = search(&p, &Limits::nodes(NODE_BUDGET));
    assert_eq!(score, Score::Mate(n as i32), "{fen}");
    let best = best.unwrap_or_else(|| panic!("{fen}: no move"));
    assert!(
        keeps_forced_mate(&p, best, n),
        "{fen}: the engine's {} lets the mate go",
        best.uci()
    );
}

#[test]
fn tw_4_a_vertical_check_cannot_be_blocked() {
    // Black's king on Earth e8 is walled in by its own queen, rook and pawns (d8 f8
    // d7 e7 f7). White's two travelling rooks stand on Sky A8 and H8. A8E8 (or H8E8) puts
    // a rook directly above the king: a column attack (TW-4), which no piece can block.
    // The king cannot step up and capture it either, since the other Sky rook guards E8
    // along the Sky's 8th rank; no black piece reaches Sky E8. Mate in 1.
    assert_engine_mates("3qkr2/3ppp2/8/8/8/8/8/6K1|R6R/8/8/8/8/8/8/8 w - - 0 1", 1);
}

#[test]
fn tw_6_a_ghost_seals_the_kings_escape_upwards() {
    // Back-rank mate on Earth: 1.Re8+ against the king on a8 behind its a7/b7 pawns.
    // In standard chess that is mate; here the king could step up to Sky A8 (TW-3), but
    // White's ghost knight on Sky C7 (a captured black knight that rose, TW-5) guards A8.
    let sealed = "k7/pp6/8/8/8/8/8/4R1K1|8/2N*5/8/8/8/8/8/8 w - - 0 1";
    assert_engine_mates(sealed, 1);
    // Without the ghost the king escapes upwards: no mate in 1 (the prover shows the
    // ghost is what makes it mate).
    let open = "k7/pp6/8/8/8/8/8/4R1K1|8/8/8/8/8/8/8/8 w - - 0 1";
    assert!(!forced_mate_turns(&pos(open), 1));
}

#[test]
fn tw_3_the_king_flees_up_to_the_sky_where_ghosts_mate_it() {
    // 1.Re8+ on Earth: b8 is covered along the rank and a7/b7 are Black's own pawns, so
    // the king's only move is the vertical step up to Sky A8 (TW-3), which no Sky piece
    // attacks yet. 2.D5B6+: White's ghost knight checks it in the Sky. The Sky escapes
    // are sealed by ghosts (B8 by the ghost bishop E5 along E5-D6-C7-B8, A7 and B7 by the
    // ghost rook H7 along the 7th rank), stepping back down to a8 walks into the Earth
    // rook's rank, and a knight's check cannot be blocked. Mate in 2; not in 1, since
    // every first check leaves the king that step up.
    assert_engine_mates("k7/pp6/8/8/8/8/8/4R1K1|8/7R*/8/3N*B*3/8/8/8/8 w - - 0 1", 2);
}

#[test]
fn never_returns_an_illegal_move_from_random_positions() {
    // 40 walks of 0 to 60 plies from the start, as the seeded version did.
    support::run(file!(), 6_002, 40, support::choices(60), |choices| {
        assert_engine_legal_after_random_walk(TwoWorlds::new(), &choices);
        Ok(())
    });
}
