//! Two Worlds perft against tests/data/two-worlds.tsv (counts from an independent
//! implementation written from RULES.md), through the variant dispatch the CLI uses.
use otherworlds_core::{AnyPosition, Position, Variant};
use otherworlds_tests::{PerftRow, read_tsv};

/// Rows with more nodes than this run only in the ignored test.
const QUICK_NODES: u64 = 3_000_000;

fn check(filter: impl Fn(&PerftRow) -> bool) -> usize {
    let mut checked = 0;
    for row in read_tsv("two-worlds.tsv").iter().filter(|r| filter(r)) {
        assert_eq!(row.variant, "two-worlds", "{}", row.name);
        let pos = AnyPosition::from_string(Variant::TwoWorlds, &row.position)
            .unwrap_or_else(|e| panic!("{}: {e}", row.name));
        assert_eq!(
            pos.perft(row.depth),
            row.nodes,
            "{} depth {} ({})",
            row.name,
            row.depth,
            row.exercises
        );
        checked += 1;
    }
    checked
}

#[test]
fn two_worlds_perft_rows_match() {
    let n = check(|r| r.nodes <= QUICK_NODES);
    assert!(n >= 19, "only {n} rows checked");
}

#[test]
#[ignore = "deep rows; run with --ignored"]
fn two_worlds_perft_all_rows_match() {
    let n = check(|_| true);
    assert_eq!(n, read_tsv("two-worlds.tsv").len());
}

#[test]
fn start_position_is_the_default() {
    // TW-1 through the dispatch: the start string of RULES.md §2 is the default start.
    let start = AnyPosition::start(Variant::TwoWorlds).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        start.position_string(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQIkqi - 0 1"
    );
}
