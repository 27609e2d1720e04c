//! Proptest set-up shared by the random-playout property tests (`mod support;` in each).
//!
//! A playout is driven by a list of choices: decision `i` is legal move number
//! `choices[i] % legal.len()` ([`otherworlds_tests::pick`]). Shrinking a failing case
//! shortens the list and moves the choices towards the first legal move, so a failure
//! is reported as a short playout that can be replayed by hand. Failures are saved next to the test file
//! (`<name>.proptest-regressions`) and replayed first on every later run: commit that
//! file with the fix.
// Each test binary compiles its own copy and uses only part of it.
#![allow(dead_code)]
use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence, RngSeed, TestCaseError, TestRunner};
use std::fmt::Debug;

/// Choices for a playout of at most `max_len` decisions.
pub fn choices(max_len: usize) -> impl Strategy<Value = Vec<u32>> + Clone {
    proptest::collection::vec(any::<u32>(), 0..=max_len)
}

/// Runs `test` on `cases` inputs drawn from `strategy` and panics with the shrunk
/// failing input, if any. The seed is fixed, so that the coverage assertions the tests
/// make after the run see the same games every time (`PROPTEST_RNG_SEED` does not
/// change it; `PROPTEST_CASES` does not either: the case counts keep `cargo test`
/// fast).
pub fn run<S>(
    source_file: &'static str,
    seed: u64,
    cases: u32,
    strategy: S,
    test: impl Fn(S::Value) -> Result<(), TestCaseError>,
) where
    S: Strategy,
    S::Value: Debug,
{
    let config = Config {
        cases,
        rng_seed: RngSeed::Fixed(seed),
        source_file: Some(source_file),
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource(
            "proptest-regressions",
        ))),
        // A playout case is slow next to the usual proptest case: bound the shrinking.
        max_shrink_iters: 2_000,
        ..Config::default()
    };
    let mut runner = TestRunner::new(config);
    if let Err(e) = runner.run(&strategy, test) {
        panic!("{e}");
    }
}
