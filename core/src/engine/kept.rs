//! A searcher kept between searches ([`Kept`]): its transposition table, histories and
//! helper threads' state carry over from one search to the next.
use super::Searcher;
use crate::any::Concrete;
use std::any::Any;

/// The table size of an analysis unless chosen, in MiB.
pub const ANALYSIS_HASH_MIB: usize = 64;

/// A searcher kept from one search to the next, so its transposition table, histories
/// and helper threads' state survive: the app's analysis keeps one across the positions
/// the user steps through, a computer player one for its side of a game (as in the
/// level matches that rated the levels, [`super::matches::play_match`]), the UCI
/// session one between `go`s. It holds a searcher of the concrete type that searched
/// last, with a table of its size; a search of another variant family replaces it.
pub struct Kept {
    searcher: Option<Box<dyn Any + Send>>,
    hash_mib: usize,
}

/// An analysis's: an [`ANALYSIS_HASH_MIB`] table.
impl Default for Kept {
    fn default() -> Kept {
        Kept::new(ANALYSIS_HASH_MIB)
    }
}

impl Kept {
    /// Room for a searcher with a table of `hash_mib` MiB (at least 1), made by the
    /// first search.
    pub fn new(hash_mib: usize) -> Kept {
        Kept {
            searcher: None,
            hash_mib: hash_mib.max(1),
        }
    }

    /// The size of the table, in MiB.
    pub fn hash_mib(&self) -> usize {
        self.hash_mib
    }

    /// Another table size: the searcher goes (the next search makes one of the new
    /// size); the same size keeps it.
    pub fn set_hash_mib(&mut self, hash_mib: usize) {
        if hash_mib.max(1) != self.hash_mib {
            *self = Kept::new(hash_mib);
        }
    }

    /// The kept searcher if it searches `P`, else a new one.
    pub(crate) fn take<P: Concrete>(&mut self) -> Box<Searcher<P>> {
        self.searcher
            .take()
            .and_then(|b| b.downcast::<Searcher<P>>().ok())
            .unwrap_or_else(|| Box::new(Searcher::new(self.hash_mib)))
    }

    /// Keeps `searcher` for the next search.
    pub(crate) fn keep<P: Concrete>(&mut self, searcher: Box<Searcher<P>>) {
        self.searcher = Some(searcher);
    }

    /// Forgets the searcher: the next search starts with empty tables.
    pub fn forget(&mut self) {
        self.searcher = None;
    }

    /// Whether a searcher is kept.
    pub fn is_empty(&self) -> bool {
        self.searcher.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::any::{AnyMove, AnyPosition};
    use crate::engine::any::analyse_kept;
    use crate::engine::{Info, Limits};
    use crate::game::Position;
    use crate::variant::Variant;
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    /// The nodes an analysis of `fen` (one thread) spent to finish depth `depth`.
    fn nodes_to_depth(variant: Variant, fen: &str, depth: u32, kept: &mut Kept) -> u64 {
        let pos = AnyPosition::from_string(variant, fen).expect("a valid position");
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        let mut nodes = None;
        let stop = Arc::new(AtomicBool::new(false));
        let on_info = |i: &Info<AnyMove>| {
            if i.depth == depth {
                nodes = Some(i.nodes)
            }
        };
        let best = analyse_kept(&pos, &[], &limits, stop, on_info, || {}, kept);
        assert!(best.is_some(), "{variant} {fen}: no move");
        nodes.expect("depth reached")
    }

    #[test]
    fn a_kept_searcher_remembers_what_it_searched_until_another_family_replaces_it() {
        const MIDDLEGAME: &str =
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
        let fresh = nodes_to_depth(Variant::Standard, MIDDLEGAME, 8, &mut Kept::default());
        // One thread searches deterministically: a new searcher again spends as much.
        assert_eq!(
            nodes_to_depth(Variant::Standard, MIDDLEGAME, 8, &mut Kept::default()),
            fresh
        );
        let mut kept = Kept::default();
        assert_eq!(
            nodes_to_depth(Variant::Standard, MIDDLEGAME, 8, &mut kept),
            fresh
        );
        assert!(!kept.is_empty());
        // The second search finds the first one's results in the table (and starts
        // from its move ordering): far fewer nodes to the same depth.
        let again = nodes_to_depth(Variant::Standard, MIDDLEGAME, 8, &mut kept);
        eprintln!("depth 8: {fresh} nodes with a new searcher, {again} with the kept one");
        assert!(again * 2 < fresh, "kept {again} vs new {fresh}");
        // A Two Worlds search needs a searcher of its own type: the standard one goes,
        // and standard chess afterwards starts afresh.
        let tw = AnyPosition::new(Variant::TwoWorlds).position_string();
        nodes_to_depth(Variant::TwoWorlds, &tw, 3, &mut kept);
        assert_eq!(
            nodes_to_depth(Variant::Standard, MIDDLEGAME, 8, &mut kept),
            fresh
        );
        // Another table size: the searcher goes; the same size keeps it.
        assert_eq!(kept.hash_mib(), ANALYSIS_HASH_MIB);
        kept.set_hash_mib(ANALYSIS_HASH_MIB);
        assert!(!kept.is_empty());
        kept.set_hash_mib(16);
        assert!(kept.is_empty());
        assert_eq!(kept.hash_mib(), 16);
        assert_eq!(
            nodes_to_depth(Variant::Standard, MIDDLEGAME, 8, &mut kept),
            fresh
        );
        kept.forget();
        assert!(kept.is_empty());
    }
}
