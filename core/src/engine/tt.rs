//! The transposition table: buckets of three entries indexed by the low bits of the
//! hash, shared by the search threads (each bucket behind its own lock, so a thread
//! never reads half an entry another is writing). A searcher that searches alone owns
//! its table ([`Held::Alone`]) and reaches the buckets through `&mut`, without the lock
//! and its two atomic operations a probe (7-23% of a node's time at one thread,
//! docs/engine.md *Strength*).
//!
//! Replacement within a bucket: the entry of the same position is updated (a shallower
//! result does not replace a deeper one unless it is exact); otherwise the entry of
//! least worth is replaced, worth being its depth, less for entries left by earlier
//! searches (the generation, bumped by [`Table::new_search`]).
use std::mem::size_of;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Mutex};

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
    /// The static evaluation of the position (for pruning decisions), if known.
    pub eval: Option<i32>,
    pub depth: i16,
    pub bound: Bound,
}

/// Entries per bucket: three packed entries and the lock fill one 64-byte cache line
/// for the variants' 4-byte moves, so a probe costs one memory access.
const WAYS: usize = 3;
/// `meta`: the bound in bits 0-1, bit 2 set in a used slot, the generation in bits 3-7.
const USED: u8 = 4;
const GENERATIONS: u8 = 32;

/// One entry as stored: the key's upper half (the lower bits chose the bucket), the
/// scores in 16 bits (mates are within ±30,001), the depth in 8.
#[derive(Clone, Copy)]
struct Slot<M> {
    check: u32,
    mv: Option<M>,
    score: i16,
    eval: i16,
    depth: i8,
    meta: u8,
}

/// `Slot::eval` of an entry without an evaluation.
const NO_EVAL: i16 = i16::MIN;

impl<M: Copy> Slot<M> {
    const EMPTY: Slot<M> = Slot {
        check: 0,
        mv: None,
        score: 0,
        eval: NO_EVAL,
        depth: 0,
        meta: 0,
    };

    fn used(&self) -> bool {
        self.meta & USED != 0
    }

    fn generation(&self) -> u8 {
        self.meta >> 3
    }

    fn holds(&self, key: u64) -> bool {
        self.used() && self.check == (key >> 32) as u32
    }

    fn entry(&self, key: u64) -> Entry<M> {
        Entry {
            key,
            mv: self.mv,
            score: self.score as i32,
            eval: (self.eval != NO_EVAL).then_some(self.eval as i32),
            depth: self.depth as i16,
            bound: match self.meta & 3 {
                0 => Bound::Exact,
                1 => Bound::Lower,
                _ => Bound::Upper,
            },
        }
    }

    fn new(e: &Entry<M>, generation: u8) -> Slot<M> {
        let bound = match e.bound {
            Bound::Exact => 0,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        let clamp16 = |v: i32| v.clamp(-i16::MAX as i32, i16::MAX as i32) as i16;
        Slot {
            check: (e.key >> 32) as u32,
            mv: e.mv,
            score: clamp16(e.score),
            eval: e.eval.map_or(NO_EVAL, clamp16),
            depth: e.depth.clamp(0, i8::MAX as i16) as i8,
            meta: bound | USED | (generation % GENERATIONS) << 3,
        }
    }
}

#[repr(align(64))]
struct Bucket<M>(Mutex<[Slot<M>; WAYS]>);

/// A transposition table of `Entry`s, its size chosen by the caller in MiB.
pub struct Table<M> {
    buckets: Vec<Bucket<M>>,
    mask: usize,
    generation: AtomicU8,
}

impl<M: Copy> Table<M> {
    /// A table using at most `mib` MiB (at least one bucket; rounded down to a power of
    /// two). Where the system refuses that much memory, half as much, and so on.
    pub fn new(mib: usize) -> Table<M> {
        let per = size_of::<Bucket<M>>().max(1);
        let wanted = (mib.max(1).saturating_mul(1024 * 1024) / per).max(1);
        let mut len = 1usize << (usize::BITS - 1 - wanted.leading_zeros());
        let mut buckets = Vec::new();
        while buckets.try_reserve_exact(len).is_err() && len > 1 {
            len /= 2;
        }
        advise_huge_pages(&buckets);
        buckets.extend((0..len).map(|_| Bucket(Mutex::new([Slot::EMPTY; WAYS]))));
        Table {
            buckets,
            mask: len - 1,
            generation: AtomicU8::new(0),
        }
    }

    #[inline]
    fn bucket(&self, key: u64) -> std::sync::MutexGuard<'_, [Slot<M>; WAYS]> {
        // A thread that panicked mid-store left at worst a stale entry: keep going.
        self.buckets[key as usize & self.mask]
            .0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        for b in &mut self.buckets {
            *b.0.get_mut().unwrap_or_else(|e| e.into_inner()) = [Slot::EMPTY; WAYS];
        }
    }

    /// Marks the start of a new search: what is stored from now on outranks older
    /// entries of equal depth.
    pub fn new_search(&self) {
        let g = self.generation.load(Ordering::Relaxed);
        self.generation
            .store((g + 1) % GENERATIONS, Ordering::Relaxed);
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        find(&self.bucket(key), key)
    }

    /// [`Table::probe`] without the lock, for a table no other thread holds (a search
    /// at one thread): the same answer without the lock's two atomic operations.
    #[inline]
    fn probe_alone(&mut self, key: u64) -> Option<Entry<M>> {
        find(self.bucket_alone(key), key)
    }

    /// Stores an entry (see the module comment for what it replaces).
    #[inline]
    pub fn store(&self, entry: Entry<M>) {
        let generation = self.generation.load(Ordering::Relaxed);
        put(&mut self.bucket(entry.key), entry, generation);
    }

    /// [`Table::store`] without the lock (see [`Table::probe_alone`]).
    #[inline]
    fn store_alone(&mut self, entry: Entry<M>) {
        let generation = self.generation.load(Ordering::Relaxed);
        put(self.bucket_alone(entry.key), entry, generation);
    }

    #[inline]
    fn bucket_alone(&mut self, key: u64) -> &mut [Slot<M>; WAYS] {
        self.buckets[key as usize & self.mask]
            .0
            .get_mut()
            .unwrap_or_else(|e| e.into_inner())
    }

    /// Starts loading `key`'s bucket into the cache, so that a probe soon after finds
    /// it there (a probe's memory access was two thirds of a node's own time).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        let bucket: *const Bucket<M> = &self.buckets[key as usize & self.mask];
        prefetch(bucket.cast());
    }

    /// How full the table is with this search's entries, in permille (UCI `hashfull`):
    /// the used entries of the current generation among the first 999 (or all, in a
    /// smaller table), as Stockfish samples its own. A shared table's buckets are read
    /// under their locks.
    pub fn hashfull(&self) -> u32 {
        let generation = self.generation.load(Ordering::Relaxed) % GENERATIONS;
        let buckets = &self.buckets[..self.buckets.len().min(999 / WAYS)];
        let used: usize = buckets
            .iter()
            .map(|b| {
                let slots = b.0.lock().unwrap_or_else(|e| e.into_inner());
                slots
                    .iter()
                    .filter(|s| s.used() && s.generation() == generation)
                    .count()
            })
            .sum();
        (used * 1000 / (buckets.len() * WAYS).max(1)) as u32
    }

    /// Number of entries the table can hold.
    pub fn len(&self) -> usize {
        self.buckets.len() * WAYS
    }

    /// Whether the table has no entries (never: at least one bucket is allocated).
    pub fn is_empty(&self) -> bool {
        self.buckets.is_empty()
    }
}

/// A searcher's hold on its table: its own while it searches alone, so every probe and
/// store goes without the bucket's lock; shared while helper threads search beside it.
pub enum Held<M> {
    Alone(Table<M>),
    Shared(Arc<Table<M>>),
    /// A helper between searches: no table (probes miss, stores are dropped).
    Empty,
}

impl<M: Copy> Held<M> {
    /// The entry stored for `key`, if any.
    #[inline]
    pub fn probe(&mut self, key: u64) -> Option<Entry<M>> {
        match self {
            Held::Alone(t) => t.probe_alone(key),
            Held::Shared(t) => t.probe(key),
            Held::Empty => None,
        }
    }

    /// See [`Table::prefetch`].
    #[inline]
    pub fn prefetch(&self, key: u64) {
        if let Some(t) = self.table() {
            t.prefetch(key);
        }
    }

    /// The table held, owned or shared.
    fn table(&self) -> Option<&Table<M>> {
        match self {
            Held::Alone(t) => Some(t),
            Held::Shared(t) => Some(t),
            Held::Empty => None,
        }
    }

    /// See [`Table::hashfull`] (0 without a table).
    pub fn hashfull(&self) -> u32 {
        self.table().map_or(0, Table::hashfull)
    }

    /// [`Held::probe`] through a shared reference (taking the lock).
    pub fn peek(&self, key: u64) -> Option<Entry<M>> {
        self.table().and_then(|t| t.probe(key))
    }

    /// Stores an entry.
    #[inline]
    pub fn store(&mut self, entry: Entry<M>) {
        match self {
            Held::Alone(t) => t.store_alone(entry),
            Held::Shared(t) => t.store(entry),
            Held::Empty => {}
        }
    }

    /// See [`Table::new_search`].
    pub fn new_search(&self) {
        if let Some(t) = self.table() {
            t.new_search();
        }
    }

    /// The table, to share with helper threads (it is shared from now on).
    pub fn share(&mut self) -> Arc<Table<M>> {
        let arc = match std::mem::replace(self, Held::Empty) {
            Held::Alone(t) => Arc::new(t),
            Held::Shared(t) => t,
            Held::Empty => Arc::new(Table::new(1)),
        };
        *self = Held::Shared(Arc::clone(&arc));
        arc
    }

    /// Takes the table back as this searcher's own once no other holds it.
    pub fn take_back(&mut self) {
        if !matches!(self, Held::Shared(_)) {
            return;
        }
        if let Held::Shared(arc) = std::mem::replace(self, Held::Empty) {
            *self = match Arc::try_unwrap(arc) {
                Ok(t) => Held::Alone(t),
                Err(arc) => Held::Shared(arc),
            };
        }
    }

    /// Forgets everything (a table still shared is replaced by a small empty one).
    pub fn clear(&mut self) {
        self.take_back();
        match self {
            Held::Alone(t) => t.clear(),
            Held::Shared(_) | Held::Empty => *self = Held::Alone(Table::new(1)),
        }
    }
}

/// A hint to the processor to load the cache line at `p`. One of the workspace's two
/// `unsafe` blocks (the other: [`advise_huge_pages`]), on the measured hot path
/// (DESIGN.md's exception): the transposition table's probe is a random access into
/// many megabytes, nearly always a cache miss.
#[inline(always)]
#[allow(unsafe_code)]
fn prefetch(p: *const i8) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is only a hint: it reads nothing into the program, never faults,
    // whatever the address, and SSE (which defines it) is part of every x86_64 processor.
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(p)
    };
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}

/// Asks Linux to back the (not yet written) allocation of `v` with 2 MiB pages: the
/// table's random accesses otherwise miss the address-translation cache as well as the
/// data cache. Elsewhere, or where the kernel declines, the table keeps normal pages.
#[allow(unsafe_code)]
fn advise_huge_pages<T>(v: &Vec<T>) {
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 4096;
        let start = v.as_ptr() as usize;
        let end = start + v.capacity() * size_of::<T>();
        let (from, to) = (start.next_multiple_of(PAGE), end / PAGE * PAGE);
        if to > from {
            // SAFETY: madvise only changes how the kernel backs these pages, which lie
            // within `v`'s allocation (rounded inwards to whole pages); it moves and
            // frees nothing, and its failure (an old kernel, THP disabled) is harmless.
            unsafe {
                libc::madvise(from as *mut libc::c_void, to - from, libc::MADV_HUGEPAGE);
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = v;
}

/// The entry of `key` in its bucket.
#[inline]
fn find<M: Copy>(bucket: &[Slot<M>; WAYS], key: u64) -> Option<Entry<M>> {
    bucket.iter().find(|s| s.holds(key)).map(|s| s.entry(key))
}

/// Stores `entry` in its bucket (see the module comment for what it replaces).
#[inline]
fn put<M: Copy>(bucket: &mut [Slot<M>; WAYS], entry: Entry<M>, generation: u8) {
    let worth = |s: &Slot<M>| {
        if !s.used() {
            return i32::MIN;
        }
        let age = (generation + GENERATIONS - s.generation()) % GENERATIONS;
        s.depth as i32 - 8 * age as i32
    };
    let index = match bucket.iter().position(|s| s.holds(entry.key)) {
        Some(i) => {
            let old = bucket[i];
            if old.generation() == generation
                && old.depth as i16 > entry.depth + 2
                && entry.bound != Bound::Exact
            {
                return;
            }
            i
        }
        None => (0..WAYS).min_by_key(|&i| worth(&bucket[i])).unwrap_or(0),
    };
    let mut slot = Slot::new(&entry, generation);
    if slot.mv.is_none() && bucket[index].holds(entry.key) {
        // Keep the best move a shallower or failed-low search did not find.
        slot.mv = bucket[index].mv;
    }
    bucket[index] = slot;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(key: u64, depth: i16) -> Entry<u16> {
        Entry {
            key,
            mv: Some(key as u16),
            score: 10,
            eval: None,
            depth,
            bound: Bound::Lower,
        }
    }

    #[test]
    fn store_and_probe() {
        let mut t: Table<u16> = Table::new(1);
        assert_eq!(t.len() % WAYS, 0);
        t.store(entry(42, 3));
        assert_eq!(t.probe(42).map(|e| e.mv), Some(Some(42)));
        assert!(t.probe(43).is_none());
        t.clear();
        assert!(t.probe(42).is_none());
    }

    #[test]
    fn a_bucket_keeps_three_positions_and_replaces_the_shallowest() {
        let t: Table<u16> = Table::new(1);
        // Keys differing only above bit 32 share a bucket.
        let key = |i: u64| 1 + (i << 32);
        for (i, depth) in [5, 2, 7].into_iter().enumerate() {
            t.store(entry(key(i as u64), depth));
        }
        for i in 0..3 {
            assert!(t.probe(key(i)).is_some(), "entry {i} kept");
        }
        t.store(entry(key(3), 3));
        assert!(t.probe(key(1)).is_none(), "the depth-2 entry made room");
        assert!(t.probe(key(3)).is_some());
        // Entries of an earlier search give way to new ones of a similar depth: the
        // depth-3 one (worth 3 - 8) before the depth-5 and depth-7 ones.
        t.new_search();
        t.store(entry(key(4), 1));
        assert!(t.probe(key(4)).is_some());
        assert!(t.probe(key(3)).is_none());
        assert!(t.probe(key(0)).is_some() && t.probe(key(2)).is_some());
    }

    #[test]
    fn a_bucket_is_one_cache_line_for_four_byte_moves() {
        assert_eq!(size_of::<Bucket<[u8; 4]>>(), 64);
    }

    #[test]
    fn scores_and_evaluations_survive_the_packing() {
        let t: Table<u16> = Table::new(1);
        for (score, eval) in [(30_000, Some(-29_000)), (-30_001, None), (0, Some(0))] {
            t.store(Entry {
                score,
                eval,
                bound: Bound::Upper,
                ..entry(77, 4)
            });
            let e = t.probe(77).expect("stored");
            assert_eq!(
                (e.score, e.eval, e.bound, e.depth),
                (score, eval, Bound::Upper, 4)
            );
        }
    }

    #[test]
    fn a_shallow_bound_does_not_replace_a_deep_result_of_the_same_search() {
        let t: Table<u16> = Table::new(1);
        t.store(entry(9, 10));
        t.store(Entry {
            mv: None,
            ..entry(9, 2)
        });
        assert_eq!(t.probe(9).map(|e| e.depth), Some(10));
        // An older search's entry is replaced, keeping its move when none is given.
        t.new_search();
        t.store(Entry {
            mv: None,
            ..entry(9, 2)
        });
        let e = t.probe(9).expect("stored");
        assert_eq!((e.depth, e.mv), (2, Some(9)));
    }

    #[test]
    fn a_held_table_keeps_its_entries_through_sharing_and_taking_back() {
        let mut held: Held<u16> = Held::Alone(Table::new(1));
        held.store(entry(5, 3));
        held.take_back();
        assert!(matches!(held, Held::Alone(_)));
        assert_eq!(held.probe(5).map(|e| e.depth), Some(3));
        // Shared: a helper's store is seen by the holder, and the lock-free path agrees
        // with the locked one.
        let helper = held.share();
        helper.store(entry(6, 4));
        assert_eq!(held.probe(6).map(|e| e.depth), Some(4));
        // Still held by the helper: the table stays shared.
        held.take_back();
        assert!(matches!(held, Held::Shared(_)));
        drop(helper);
        held.take_back();
        assert!(matches!(held, Held::Alone(_)));
        assert_eq!(held.peek(5).map(|e| e.depth), Some(3));
        assert_eq!(held.probe(6).map(|e| e.depth), Some(4));
        held.store(entry(7, 2));
        assert_eq!(held.peek(7).map(|e| e.depth), Some(2));
        held.clear();
        assert!(held.probe(5).is_none() && held.probe(6).is_none());
        // A helper between searches holds nothing.
        let mut empty: Held<u16> = Held::Empty;
        empty.store(entry(8, 1));
        assert!(empty.probe(8).is_none());
    }
}
