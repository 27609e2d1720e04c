//! A small xorshift generator (seeded, so every run sees the same positions), shared by
//! the oracle tests that walk random games (`#[path = "support/rng.rs"] mod rng;`).

pub struct Rng(pub u64);

impl Rng {
    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}
