//! Valhalla perft (whole turns, V-12) against every row of `valhalla.tsv`: the start
//! position under all eight option sets and crafted positions for V-4 … V-8.
use otherworlds_core::perft;
use otherworlds_core::{AnyPosition, Variant, prelude::*};
use otherworlds_tests::read_tsv;

/// Rows above this many turns are left to the ignored test so that `cargo test` stays
/// quick.
const QUICK_BUDGET: u64 = 3_000_000;

fn check(budget: u64) -> usize {
    let mut checked = 0;
    for row in read_tsv("valhalla.tsv") {
        if row.nodes > budget {
            continue;
        }
        let variant: Variant = row
            .variant
            .parse()
            .unwrap_or_else(|e| panic!("{}: {e}", row.name));
        let pos = AnyPosition::from_string(variant, &row.position)
            .unwrap_or_else(|e| panic!("{} {}: {e}", row.name, row.position));
        assert_eq!(
            perft::perft(&pos, row.depth),
            row.nodes,
            "{} ({}) depth {}: {}",
            row.name,
            row.variant,
            row.depth,
            row.exercises
        );
        checked += 1;
    }
    checked
}

#[test]
fn v_12_perft_matches_valhalla_tsv_within_a_budget() {
    let checked = check(QUICK_BUDGET);
    // 8 start rows and 32 crafted rows have depths 1 and 2 well under the budget.
    assert!(checked >= 80, "only {checked} rows checked");
}

#[test]
#[ignore = "deep rows (up to 11M turns): run with --ignored"]
fn v_12_perft_matches_every_row_of_valhalla_tsv() {
    assert_eq!(check(u64::MAX), 120);
}

#[test]
fn v_1_start_perft_for_all_eight_option_sets() {
    // The start rows of the table, one per option set, must all be there.
    let rows = read_tsv("valhalla.tsv");
    for v in Variant::all()
        .into_iter()
        .filter(|v| matches!(v, Variant::Valhalla(_)))
    {
        let start = AnyPosition::new(v);
        let mut seen = 0;
        for row in rows.iter().filter(|r| r.name == "start") {
            let rv: Variant = row.variant.parse().unwrap_or_else(|e| panic!("{e}"));
            if rv != v || row.nodes > QUICK_BUDGET {
                continue;
            }
            assert_eq!(start.position_string(), row.position, "{v}");
            assert_eq!(
                perft::perft(&start, row.depth),
                row.nodes,
                "{v} depth {}",
                row.depth
            );
            seen += 1;
        }
        assert_eq!(seen, 3, "{v}: depths 1-3 of the start position");
    }
}
