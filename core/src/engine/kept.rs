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
