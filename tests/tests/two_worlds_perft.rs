//! Two Worlds perft against tests/data/two-worlds.tsv (counts from an independent
//! implementation written from RULES.md), through the variant dispatch the CLI uses.
use otherworlds_core::perft;
use otherworlds_core::{AnyPosition, Variant, prelude::*};
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
            perft::perft(&pos, row.depth),
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
    let start = AnyPosition::new(Variant::TwoWorlds);
    assert_eq!(
        start.position_string(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQIkqi - 0 1"
    );
}

/// The divide files list, per root move in byte order, the counts at depths 1 and 2.
#[test]
fn two_worlds_divide_files_match() {
    let mut files = 0;
    for entry in std::fs::read_dir(otherworlds_tests::data_dir().join("divide"))
        .unwrap_or_else(|e| panic!("divide folder: {e}"))
    {
        let path = entry.unwrap_or_else(|e| panic!("{e}")).path();
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        if !name.starts_with("tw-") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let position = text
            .lines()
            .find_map(|l| l.strip_prefix("# position: "))
            .unwrap_or_else(|| panic!("{name}: no position line"));
        let pos = AnyPosition::from_string(Variant::TwoWorlds, position)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut depth = None;
        let mut want: Vec<(u32, Vec<(String, u64)>)> = Vec::new();
        for line in text.lines() {
            if let Some(d) = line.strip_prefix("# perft --divide --depth ") {
                depth = d.trim().parse().ok();
                want.push((depth.unwrap_or(0), Vec::new()));
            } else if line.starts_with('#') || line.starts_with("total") || depth.is_none() {
                continue;
            } else if let (Some((m, n)), Some(last)) = (line.split_once(' '), want.last_mut()) {
                last.1.push((m.to_string(), n.parse().unwrap_or(u64::MAX)));
            }
        }
        assert!(!want.is_empty(), "{name}: no divide sections");
        for (d, rows) in want {
            assert_eq!(perft::divide(&pos, d), rows, "{name} depth {d}");
        }
        files += 1;
    }
    assert_eq!(files, 5, "expected the five tw-*.txt divide files");
}
