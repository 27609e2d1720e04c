//! Standard chess perft against every position of `standard-perft.epd`.
use otherworlds_core::perft;
use otherworlds_core::standard::Chess;
use otherworlds_tests::read_epd;

/// Rows above this many nodes are left to the ignored test (and the benchmark) so that
/// `cargo test` stays quick.
const QUICK_BUDGET: u64 = 300_000;

fn check(budget: u64) -> usize {
    let mut checked = 0;
    for row in read_epd() {
        let pos = Chess::from_fen(&row.fen).unwrap_or_else(|e| panic!("{}: {e}", row.fen));
        for &(depth, nodes) in &row.counts {
            if nodes > budget {
                continue;
            }
            assert_eq!(
                perft::perft(&pos, depth),
                nodes,
                "perft {depth} of {}",
                row.fen
            );
            checked += 1;
        }
    }
    checked
}

#[test]
fn perft_matches_the_suite_within_a_node_budget() {
    let checked = check(QUICK_BUDGET);
    // Every position has at least its depth-1 and depth-2 counts under the budget.
    assert!(checked >= 2 * 126, "only {checked} rows checked");
}

#[test]
#[ignore = "all depths (about a billion nodes): run with --ignored in release"]
fn perft_matches_the_whole_suite() {
    check(u64::MAX);
}

#[test]
fn divide_sums_to_perft() {
    let pos = Chess::new();
    let rows = perft::divide(&pos, 3);
    assert_eq!(rows.len(), 20);
    assert_eq!(rows.iter().map(|(_, n)| n).sum::<u64>(), 8902);
    let mut sorted = rows.clone();
    sorted.sort();
    assert_eq!(rows, sorted, "divide is sorted by move string");
}
