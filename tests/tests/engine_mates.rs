//! The shortest mate (issue 47): positions of every variant where the side to decide
//! mates in 1 to 5 of its turns and a longer mate also exists (`tests/data/mates.tsv`).
//! The brute-force prover of the tests crate is the oracle of each row: the mate
//! within its length, none a turn shorter, and the row's longer mate (a first decision
//! that mates, but not within the shortest length). The engine must report the
//! shortest mate, with a first decision that keeps it, within a node budget, and (an
//! ignored test, as it depends on the machine's speed) within one second.
use otherworlds_core::engine::{Limits, Score, Searcher};
use otherworlds_core::game::Position;
use otherworlds_core::{AnyPosition, Family, Variant};
use otherworlds_tests::{data_dir, forced_mate_turns, keeps_forced_mate};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// The nodes each search may spend: under a second of search on the 2-core machine of
/// issue 47, where the selective search runs at 1.5-2.5 M nodes a second and the proof
/// of a found mate's length (full width, most nodes mates or quiet leaves) at about 10 M.
/// The engine of main 716ecdd (no proof of a mate's length) failed 8 of the rows with a
/// budget of 1 M, answering with a mate a turn longer (the rows' `source` says which).
/// With the eighth standard network (nineteenth session) `standard-5-bishops` first finds
/// a mate in 7 after 158,798 nodes, and its proof reaches the mate in 5 at 4,982,738
/// (`bestmove --movetime 1000`: 466 ms), past the 1 M the budget was until then; the
/// ignored one-second test below passes on every row.
const NODE_BUDGET: u64 = 6_000_000;

/// One row of `mates.tsv`.
struct Row {
    name: String,
    variant: Variant,
    position: String,
    /// The shortest mate, in turns of the side to decide.
    mate: u32,
    /// A first decision that mates only later, and within how many turns it does.
    longer: String,
    longer_mate: u32,
}

fn rows() -> Vec<Row> {
    let path = data_dir().join("mates.tsv");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            assert!(f.len() >= 6, "{line}: expected 6 or more fields");
            let number = |s: &str| {
                s.parse::<u32>()
                    .unwrap_or_else(|e| panic!("{line}: {s}: {e}"))
            };
            Row {
                name: f[0].to_string(),
                variant: f[1].parse().unwrap_or_else(|e| panic!("{line}: {e:?}")),
                position: f[2].to_string(),
                mate: number(f[3]),
                longer: f[4].to_string(),
                longer_mate: number(f[5]),
            }
        })
        .collect()
}

/// Runs `check` on the row's position as its concrete type (the search monomorphised,
/// as the app and the command line run it).
fn with_concrete<T>(row: &Row, check: impl Concrete<T>) -> T {
    let pos = AnyPosition::from_string(row.variant, &row.position)
        .unwrap_or_else(|e| panic!("{}: {e}", row.name));
    match pos {
        AnyPosition::Standard(p) => check.run(&p),
        AnyPosition::TwoWorlds(p) => check.run(&p),
        AnyPosition::FourD(p) => check.run(&p),
        AnyPosition::Valhalla(p) => check.run(&p),
    }
}

/// A check generic over the position type (a closure cannot be).
trait Concrete<T> {
    fn run<P: Position>(&self, pos: &P) -> T;
}

/// The oracle: the row's mate is the shortest, and its longer mate is one.
struct Oracle<'a>(&'a Row);

impl Concrete<Result<(), String>> for Oracle<'_> {
    fn run<P: Position>(&self, pos: &P) -> Result<(), String> {
        let row = self.0;
        let n = row.mate;
        if !forced_mate_turns(pos, n) {
            return Err(format!("{}: no mate in {n}", row.name));
        }
        if forced_mate_turns(pos, n - 1) {
            return Err(format!("{}: a mate in {} exists", row.name, n - 1));
        }
        let longer = pos
            .parse_move(&row.longer)
            .map_err(|e| format!("{}: {}: {e}", row.name, row.longer))?;
        if keeps_forced_mate(pos, longer, n) {
            return Err(format!("{}: {} mates in {n}", row.name, row.longer));
        }
        if !keeps_forced_mate(pos, longer, row.longer_mate) {
            return Err(format!(
                "{}: {} does not mate in {}",
                row.name, row.longer, row.longer_mate
            ));
        }
        Ok(())
    }
}

/// The engine within `limits`: whether it reported the row's mate with a first
/// decision that keeps it.
struct Engine<'a>(&'a Row, Limits);

impl Concrete<Result<(), String>> for Engine<'_> {
    fn run<P: Position>(&self, pos: &P) -> Result<(), String> {
        let row = self.0;
        let mut searcher: Searcher<P> = Searcher::new(16);
        let stop = Arc::new(AtomicBool::new(false));
        let result = searcher.search(pos, &[], &self.1, stop, |_| {});
        let best = result
            .best
            .ok_or_else(|| format!("{}: no move", row.name))?;
        let shown = pos.move_string(best);
        if result.score != Score::Mate(row.mate as i32) {
            return Err(format!(
                "{}: {:?} with {shown} (depth {}, {} nodes), want a mate in {}",
                row.name, result.score, result.depth, result.nodes, row.mate
            ));
        }
        if !keeps_forced_mate(pos, best, row.mate) {
            return Err(format!(
                "{}: {shown} lets the mate in {} go",
                row.name, row.mate
            ));
        }
        Ok(())
    }
}

fn failures(check: impl Fn(&Row) -> Result<(), String>) -> Vec<String> {
    rows().iter().filter_map(|r| check(r).err()).collect()
}

/// Every family, every 4D piece set, and mates of every length from 1 to 5 turns.
#[test]
fn the_set_covers_every_variant_and_every_length() {
    let rows = rows();
    for family in [
        Family::Standard,
        Family::TwoWorlds,
        Family::FourD,
        Family::Valhalla,
    ] {
        assert!(
            rows.iter().any(|r| Family::of(r.variant) == family),
            "no {family:?} position"
        );
    }
    for variant in [Variant::FourD, Variant::FourDClassic] {
        assert!(
            rows.iter().any(|r| r.variant == variant),
            "no {variant:?} position"
        );
    }
    for n in 1..=5 {
        assert!(rows.iter().any(|r| r.mate == n), "no mate in {n}");
    }
    for r in &rows {
        assert!(
            r.longer_mate > r.mate,
            "{}: the longer mate is not longer",
            r.name
        );
    }
}

/// The prover confirms each row: the shortest mate, and a longer one.
#[test]
fn the_prover_confirms_each_shortest_mate_and_a_longer_one() {
    let failed = failures(|r| with_concrete(r, Oracle(r)));
    assert!(failed.is_empty(), "{failed:#?}");
}

/// The engine reports the shortest mate within the node budget.
#[test]
fn the_engine_reports_the_shortest_mate_within_a_node_budget() {
    let failed = failures(|r| with_concrete(r, Engine(r, Limits::nodes(NODE_BUDGET))));
    assert!(failed.is_empty(), "{failed:#?}");
}

/// Asked for a mate within the longer mate's length (UCI's `go mate`), the engine still
/// reports the shortest: a mate it finds is proven before the search stops on it.
#[test]
fn a_mate_search_reports_the_shortest_mate_not_the_first_found() {
    let failed = failures(|r| {
        let limits = Limits {
            mate: Some(r.longer_mate),
            nodes: Some(NODE_BUDGET),
            ..Limits::default()
        };
        with_concrete(r, Engine(r, limits))
    });
    assert!(failed.is_empty(), "{failed:#?}");
}

/// The engine reports the shortest mate within a second (the budget; ignored:
/// the nodes a second buys depend on the machine).
#[test]
#[ignore]
fn the_engine_reports_the_shortest_mate_within_a_second() {
    let failed = failures(|r| with_concrete(r, Engine(r, Limits::movetime(1000))));
    assert!(failed.is_empty(), "{failed:#?}");
}
