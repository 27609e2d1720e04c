//! The transposition table: a fixed-size array indexed by the low bits of the hash.
use std::mem::size_of;

/// What a stored score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true score is at least this (a beta cut-off).
    Lower,
    /// The true score is at most this (no move raised alpha).
    Upper,
}

/// One stored search result.
#[derive(Clone, Copy, Debug)]
pub struct Entry<M> {
    pub key: u64,
    pub mv: Option<M>,
    pub score: i32,
    pub depth: i16,
    pub bound: Bound,
}

/// A transposition table of `Entry`s, its size chosen by the caller in MiB.
pub struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: usize,
}

impl<M: Copy> Table<M> {
    /// A table using at most `mib` MiB (at least one slot; rounded down to a power of two).
    pub fn new(mib: usize) -> Table<M> {
        let per = size_of::<Option<Entry<M>>>().max(1);
        let wanted = (mib.max(1) * 1024 * 1024 / per).max(1);
        let len = 1usize << (usize::BITS - 1 - wanted.leading_zeros());
        Table {
            slots: vec![None; len],
            mask: len - 1,
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = None);
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.slots[key as usize & self.mask].filter(|e| e.key == key)
    }

    /// Stores an entry; a deeper result for the same position is kept over a shallower one.
    #[inline]
    pub fn store(&mut self, entry: Entry<M>) {
        let slot = &mut self.slots[entry.key as usize & self.mask];
        match slot {
            Some(old)
                if old.key == entry.key
                    && old.depth > entry.depth + 2
                    && entry.bound != Bound::Exact => {}
            _ => *slot = Some(entry),
        }
    }

    /// Number of slots.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Whether the table has no slots (never: at least one is allocated).
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn store_and_probe() {
        let mut t: Table<u16> = Table::new(1);
        assert!(t.len().is_power_of_two());
        t.store(Entry {
            key: 42,
            mv: Some(7),
            score: 10,
            depth: 3,
            bound: Bound::Exact,
        });
        assert_eq!(t.probe(42).map(|e| e.mv), Some(Some(7)));
        assert!(t.probe(43).is_none());
        t.clear();
        assert!(t.probe(42).is_none());
    }
}
