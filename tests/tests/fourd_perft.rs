//! 4D perft against every row of `fourd.tsv` and the root splits in `divide/4d*.txt`
//! (independent counts from RULES.md, see tests/data/README.md).
use otherworlds_core::perft;
use otherworlds_core::{AnyPosition, Variant, prelude::*};
use otherworlds_tests::{PerftRow, data_dir, read_tsv};

/// Rows above this many nodes are left to the ignored test so `cargo test` stays quick.
const QUICK_BUDGET: u64 = 3_000_000;

fn position(row: &PerftRow) -> AnyPosition {
    let v: Variant = row
        .variant
        .parse()
        .unwrap_or_else(|e| panic!("{}: {e}", row.name));
    AnyPosition::from_string(v, &row.position).unwrap_or_else(|e| panic!("{}: {e}", row.name))
}

fn check(min: u64, max: u64) -> usize {
    let mut checked = 0;
    for row in read_tsv("fourd.tsv") {
        if row.nodes < min || row.nodes > max {
            continue;
        }
        let got = perft::perft(&position(&row), row.depth);
        assert_eq!(
            got, row.nodes,
            "{} ({}) depth {}: {}",
            row.name, row.variant, row.depth, row.exercises
        );
        checked += 1;
    }
    checked
}

#[test]
fn d4_perft_matches_fourd_tsv_within_a_node_budget() {
    let checked = check(0, QUICK_BUDGET);
    // 23 rows, of which only the two depth-4 start rows are above the budget.
    assert_eq!(checked, 21);
}

#[test]
#[ignore = "the depth-4 start rows (about 10M nodes): run with --ignored"]
fn d4_perft_matches_fourd_tsv_deep_rows() {
    assert_eq!(check(QUICK_BUDGET + 1, u64::MAX), 2);
}

#[test]
fn d4_6_d4_7_start_rows_are_the_built_in_start_positions() {
    for row in read_tsv("fourd.tsv").iter().filter(|r| r.name == "start") {
        let v: Variant = row.variant.parse().unwrap_or_else(|e| panic!("{e}"));
        let start = AnyPosition::new(v);
        assert_eq!(start.position_string(), row.position);
    }
}

/// Every `divide/4d*.txt` file: each `# perft --divide --depth N` block must equal our
/// divide line for line (move strings, order and counts).
#[test]
fn d4_divide_matches_the_reference_splits() {
    let dir = data_dir().join("divide");
    let mut files = 0;
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.starts_with("4d") {
            continue;
        }
        files += 1;
        let text = std::fs::read_to_string(entry.path()).unwrap_or_else(|e| panic!("{e}"));
        let header = |key: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(&format!("# {key}: ")))
                .unwrap_or_else(|| panic!("{name}: no {key} line"))
                .to_string()
        };
        let v: Variant = header("variant").parse().unwrap_or_else(|e| panic!("{e}"));
        let pos = AnyPosition::from_string(v, &header("position"))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut depth = None;
        let mut want: Vec<String> = Vec::new();
        let mut blocks = 0;
        let mut flush = |depth: Option<u32>, want: &mut Vec<String>| {
            if let Some(d) = depth {
                let mut got: Vec<String> = perft::divide(&pos, d)
                    .into_iter()
                    .map(|(m, n)| format!("{m} {n}"))
                    .collect();
                got.push(format!(
                    "total {}",
                    perft::divide(&pos, d).iter().map(|(_, n)| n).sum::<u64>()
                ));
                assert_eq!(&got, want, "{name} depth {d}");
                blocks += 1;
            }
            want.clear();
        };
        for line in text.lines() {
            if let Some(d) = line.strip_prefix("# perft --divide --depth ") {
                flush(depth, &mut want);
                depth = Some(d.trim().parse().unwrap_or_else(|e| panic!("{e}")));
            } else if !line.starts_with('#') && !line.trim().is_empty() {
                want.push(line.trim().to_string());
            }
        }
        flush(depth, &mut want);
        assert!(blocks >= 2, "{name}: expected depth 1 and 2 blocks");
    }
    assert_eq!(files, 5, "divide/4d*.txt files");
}
