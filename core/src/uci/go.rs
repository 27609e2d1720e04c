//! `go`: its arguments as search limits (time management under a clock), and the
//! search of a position of any variant with a searcher kept between searches.
use crate::any::{AnyPosition, Concrete, each};
use crate::engine::any::{Kept, concrete_history};
use crate::engine::{Limits, MAX_DEPTH, complete_turn, turn_string};
use crate::kernel::Color;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Milliseconds kept back from the remaining time for the process and the pipes.
pub const SAFETY_MS: u64 = 30;
/// The moves the remaining time is shared over when `movestogo` is not given.
pub const DEFAULT_MOVES_TO_GO: u64 = 40;

/// The longest time `go` reads (2^31 - 1 ms, about 24.8 days, the largest a GUI keeping
/// milliseconds in a signed 32-bit number can send): a longer `movetime`, clock or
/// increment is read as this, and told, so that no sum of times can overflow.
pub const MAX_GO_MILLIS: u64 = (1 << 31) - 1;

/// Time management for the clock of the side to move: `(soft, hard)` in milliseconds.
/// With `usable` = remaining - [`SAFETY_MS`]: soft = usable / movestogo (default 40,
/// at most 40) + 3/4 of the increment; hard = min(5 × soft, usable / 4 + 3/4 of the
/// increment, usable). The soft limit never exceeds the hard one; both are at least 1.
pub fn clock_limits(remaining: u64, inc: u64, movestogo: Option<u64>) -> (u64, u64) {
    let usable = remaining.saturating_sub(SAFETY_MS).max(1);
    let mtg = movestogo
        .unwrap_or(DEFAULT_MOVES_TO_GO)
        .clamp(1, DEFAULT_MOVES_TO_GO);
    let soft = usable / mtg + inc * 3 / 4;
    let hard = (soft * 5).min(usable / 4 + inc * 3 / 4).min(usable).max(1);
    (soft.min(hard).max(1), hard)
}

/// Turns `go` arguments into limits for `turn`'s clock. Values that are not whole
/// numbers are reported in the returned warnings and ignored; a depth or mate beyond
/// the search's [`MAX_DEPTH`] and a time beyond [`MAX_GO_MILLIS`] are brought to it and
/// reported.
pub fn parse_go(args: &[&str], turn: Color) -> (Limits, Vec<String>) {
    let mut limits = Limits::default();
    let mut warnings = Vec::new();
    let mut clock: [Option<u64>; 4] = [None; 4]; // wtime btime winc binc
    let mut movestogo = None;
    let mut i = 0;
    const WITH_VALUE: [&str; 9] = [
        "depth",
        "nodes",
        "movetime",
        "wtime",
        "btime",
        "winc",
        "binc",
        "movestogo",
        "mate",
    ];
    const WITHOUT_VALUE: [&str; 3] = ["infinite", "ponder", "searchmoves"];
    while i < args.len() {
        let word = args[i];
        if word == "searchmoves" {
            // The moves up to the next keyword of `go`.
            i += 1;
            while let Some(&mv) = args.get(i)
                && !WITH_VALUE.contains(&mv)
                && !WITHOUT_VALUE.contains(&mv)
            {
                limits.search_moves.push(mv.to_string());
                i += 1;
            }
            continue;
        }
        if !WITH_VALUE.contains(&word) {
            // `infinite`, `ponder`.
            i += 1;
            continue;
        }
        let raw = args.get(i + 1).copied().unwrap_or("");
        // Clocks may run negative in some GUIs: read them as 0.
        let value = raw
            .parse::<u64>()
            .ok()
            .or_else(|| raw.parse::<i64>().ok().map(|_| 0));
        if value.is_none() {
            warnings.push(format!(
                "go: {word} needs a whole number, not '{}'",
                crate::quote::quote(raw)
            ));
        }
        let most = match word {
            "depth" | "mate" => u64::from(MAX_DEPTH),
            "nodes" | "movestogo" => u64::MAX,
            _ => MAX_GO_MILLIS,
        };
        let value = value.map(|v| {
            if v > most {
                warnings.push(format!(
                    "go: {word} {v} is beyond the limit; {most} is used"
                ));
            }
            v.min(most)
        });
        let small = |v: u64| u32::try_from(v).unwrap_or(u32::MAX);
        match word {
            "depth" => limits.depth = value.map(small),
            "nodes" => limits.nodes = value,
            "movetime" => limits.movetime = value.map(Duration::from_millis),
            "wtime" => clock[0] = value,
            "btime" => clock[1] = value,
            "winc" => clock[2] = value,
            "binc" => clock[3] = value,
            "movestogo" => movestogo = value.filter(|&m| m > 0),
            "mate" => limits.mate = value.map(small),
            _ => {}
        }
        i += 2;
    }
    let (time, inc) = match turn {
        Color::White => (clock[0], clock[2]),
        Color::Black => (clock[1], clock[3]),
    };
    if let Some(t) = time
        && limits.movetime.is_none()
    {
        let (soft, hard) = clock_limits(t, inc.unwrap_or(0), movestogo);
        limits.soft_time = Some(Duration::from_millis(soft));
        limits.movetime = Some(Duration::from_millis(hard));
    }
    (limits, warnings)
}

/// Searches `pos` (reached through `history`) within `limits`; every info line goes to
/// `say`, with the searcher `kept` holds (kept there afterwards). Returns the best whole
/// turn as a turn string (None without a legal move).
pub fn search(
    pos: &AnyPosition,
    history: &[AnyPosition],
    limits: &Limits,
    kept: &mut Kept,
    stop: Arc<AtomicBool>,
    say: impl FnMut(&str),
) -> Option<String> {
    each!(pos, p => search_concrete(p, history, limits, kept, stop, say))
}

fn search_concrete<P: Concrete>(
    p: &P,
    history: &[AnyPosition],
    limits: &Limits,
    kept: &mut Kept,
    stop: Arc<AtomicBool>,
    mut say: impl FnMut(&str),
) -> Option<String> {
    let mut searcher = kept.take::<P>();
    let earlier = concrete_history::<P>(history);
    let result = searcher.search(p, &earlier, limits, stop, |info| {
        say(&info.with_move_strings(p).to_string())
    });
    let pv = if result.pv.is_empty() {
        result.best.into_iter().collect()
    } else {
        result.pv
    };
    let best = if pv.is_empty() {
        None
    } else {
        let turn = complete_turn(&mut searcher, p, &pv);
        Some(turn_string(p, &turn))
    };
    kept.keep(searcher);
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_limits_share_the_time_and_keep_a_margin() {
        // 60 s, no increment: usable 59,970; soft = 59,970 / 40 = 1,499;
        // hard = min(7,495, 14,992) = 7,495.
        assert_eq!(clock_limits(60_000, 0, None), (1_499, 7_495));
        // 1 s + 1 s increment: usable 970; soft = 24 + 750 = 774;
        // hard = min(3,870, 242 + 750 = 992, 970) = 970.
        assert_eq!(clock_limits(1_000, 1_000, None), (774, 970));
        // movestogo 1 with 10 s: soft = 9,970, hard = 9,970 / 4 = 2,492 (soft capped).
        assert_eq!(clock_limits(10_000, 0, Some(1)), (2_492, 2_492));
        // Almost no time left: still a positive limit.
        assert_eq!(clock_limits(10, 0, None), (1, 1));
    }

    #[test]
    fn go_reads_the_clock_of_the_side_to_move() {
        let args = ["wtime", "60000", "btime", "1000", "winc", "0", "binc", "0"];
        let (l, w) = parse_go(&args, Color::Black);
        assert!(w.is_empty());
        // Black: usable 970, soft 24, hard min(120, 242) = 120.
        assert_eq!(l.soft_time, Some(Duration::from_millis(24)));
        assert_eq!(l.movetime, Some(Duration::from_millis(120)));
        let (l, w) = parse_go(&["movetime", "abc", "depth", "4"], Color::White);
        assert_eq!(w.len(), 1, "{w:?}");
        assert_eq!((l.movetime, l.depth), (None, Some(4)));
        let (l, _) = parse_go(&["infinite"], Color::White);
        assert_eq!(l, Limits::default());
    }

    /// Issue 41: a depth beyond the search's own limit and times beyond 2^31 - 1 ms are
    /// brought within them and told; an increment of 2^64 - 1 ms does not overflow the
    /// time sums.
    #[test]
    fn absurd_limits_are_clamped_and_told() {
        let (l, w) = parse_go(&["depth", "1000000", "mate", "4294967296"], Color::White);
        assert_eq!((l.depth, l.mate), (Some(MAX_DEPTH), Some(MAX_DEPTH)));
        assert_eq!(w.len(), 2, "{w:?}");
        assert!(w[0].contains("depth 1000000"), "{w:?}");
        let huge = "18446744073709551615";
        let (l, w) = parse_go(&["movetime", huge, "nodes", huge], Color::White);
        assert_eq!(l.movetime, Some(Duration::from_millis(MAX_GO_MILLIS)));
        assert_eq!(l.nodes, Some(u64::MAX));
        assert_eq!(w.len(), 1, "{w:?}");
        let (l, w) = parse_go(&["wtime", huge, "winc", huge, "btime", "1"], Color::White);
        assert_eq!(w.len(), 2, "{w:?}");
        let (soft, hard) = clock_limits(MAX_GO_MILLIS, MAX_GO_MILLIS, None);
        assert_eq!(l.soft_time, Some(Duration::from_millis(soft)));
        assert_eq!(l.movetime, Some(Duration::from_millis(hard)));
        assert!(soft <= hard && hard <= MAX_GO_MILLIS);
    }

    #[test]
    fn go_reads_searchmoves_up_to_the_next_keyword_and_mate() {
        let args = ["searchmoves", "e2e4", "d2d4", "depth", "5", "mate", "3"];
        let (l, w) = parse_go(&args, Color::White);
        assert!(w.is_empty(), "{w:?}");
        assert_eq!(l.search_moves, ["e2e4", "d2d4"]);
        assert_eq!((l.depth, l.mate), (Some(5), Some(3)));
        let (l, _) = parse_go(&["infinite", "searchmoves", "g1f3"], Color::White);
        assert_eq!(l.search_moves, ["g1f3"]);
        assert_eq!(l.depth, None);
    }
}
