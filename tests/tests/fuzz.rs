//! Fuzzing on stable (issue 15): proptest drives every parser of the core (and the app's
//! theme parser) with random strings and with mutations of valid inputs (characters flipped, inserted, deleted,
//! fields swapped or spliced in from another valid input), so that the deep paths of
//! each parser are reached, not only its first check.
//!
//! Properties, for every target: no panic; an error message is one bounded line without
//! a raw control character (`otherworlds_core::quote`); whatever parses prints back to
//! a string that parses to the same position (or move, record, id). The playout target
//! checks that every generated move is legal (its move string reads back to it) and that
//! play then undo restores the hash and the position.
//!
//! `cargo test` runs each target briefly (a fixed seed, a few hundred to a few thousand
//! cases). The long runs are the `#[ignore]`d `long_*` twins:
//!
//! ```text
//! OW_FUZZ_CASES=10000000 OW_FUZZ_SECONDS=600 cargo test --release -p otherworlds-tests \
//!     --test fuzz -- --ignored --nocapture long_standard_positions
//! ```
//!
//! `OW_FUZZ_CASES` is the case budget (default 100,000), `OW_FUZZ_SECONDS` stops the run
//! earlier (checked every batch of 1,000 cases), `OW_FUZZ_SEED` picks the seed of the
//! first batch (default: the clock). A failure is shrunk, printed, and saved in
//! `fuzz.proptest-regressions` beside this file, which every later run replays first;
//! the failures found so far are also named tests at the end of this file.
use otherworlds::studio::files::{parse_theme, theme_to_ron};
use otherworlds::studio::presets::presets;
use otherworlds::theme::{Background, BoardColors, Theme};
use otherworlds_core::quote::needs_escape;
use otherworlds_core::record::{GameRecord, Players, load_bytes, load_str};
use otherworlds_core::standard::Chess;
use otherworlds_core::{AnyPosition, Game, Variant, prelude::*};
use otherworlds_tests::{playout_by_choices, random_playout, read_epd, read_tsv};
use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence, RngSeed, TestCaseError, TestRunner};
use std::cell::Cell;
use std::fmt::Debug;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The longest error message accepted: a few quotes of at most 100 characters (each
/// escape at most 10 bytes) and the fixed text around them.
const MAX_MESSAGE_BYTES: usize = 3_000;

/// Characters the grammars use, some that they do not, and terminal escapes.
const GRAMMAR: &str = "pnbrqkPNBRQK0123456789/|*~ -wbKQIkqiabcdefghABCDEFGH[],@:.#+=x\"{}\u{1b}\u{7}\n\t\u{0}é…\u{202e}";

fn grammar_char() -> impl Strategy<Value = char> {
    let chars: Vec<char> = GRAMMAR.chars().collect();
    prop_oneof![8 => proptest::sample::select(chars), 1 => any::<char>()]
}

/// One edit of a valid input. Places are taken modulo the length, so any value applies.
#[derive(Clone, Debug)]
enum Edit {
    Flip(usize, char),
    /// Swap two characters: the pieces of a placement move about, the text stays in
    /// the grammar's alphabet.
    SwapChars(usize, usize),
    Insert(usize, char),
    Delete(usize),
    DeleteRun(usize, usize),
    Duplicate(usize, usize),
    /// Swap two space-separated fields.
    SwapFields(usize, usize),
    /// Replace a space-separated field by one of another seed.
    Splice {
        field: usize,
        seed: usize,
        from: usize,
    },
    /// A number made huge or negative: counters and indices at their limits.
    BigNumber(usize, u8),
}

fn edit() -> impl Strategy<Value = Edit> {
    let n = any::<usize>();
    prop_oneof![
        4 => (n, grammar_char()).prop_map(|(i, c)| Edit::Flip(i, c)),
        6 => (n, n).prop_map(|(i, j)| Edit::SwapChars(i, j)),
        3 => (n, grammar_char()).prop_map(|(i, c)| Edit::Insert(i, c)),
        3 => n.prop_map(Edit::Delete),
        1 => (n, 0..12usize).prop_map(|(i, k)| Edit::DeleteRun(i, k)),
        1 => (n, 0..12usize).prop_map(|(i, k)| Edit::Duplicate(i, k)),
        1 => (n, n).prop_map(|(a, b)| Edit::SwapFields(a, b)),
        1 => (n, n, n).prop_map(|(field, seed, from)| Edit::Splice { field, seed, from }),
        1 => (n, any::<u8>()).prop_map(|(i, k)| Edit::BigNumber(i, k)),
    ]
}

/// A fuzz input: random text, or a valid seed with a few edits.
#[derive(Clone, Debug)]
enum Input {
    Random(String),
    Mutated { seed: usize, edits: Vec<Edit> },
}

fn input(max_random: usize) -> impl Strategy<Value = Input> {
    prop_oneof![
        1 => proptest::collection::vec(grammar_char(), 0..max_random)
            .prop_map(|v| Input::Random(v.into_iter().collect())),
        // Few edits: most inputs stay near a valid one, so the deep checks run.
        4 => (any::<usize>(), proptest::collection::vec(edit(), 0..4))
            .prop_map(|(seed, edits)| Input::Mutated { seed, edits }),
    ]
}

const BIG: [&str; 8] = [
    "4294967295",
    "4294967296",
    "18446744073709551616",
    "-1",
    "0",
    "99999999999999999999999999",
    "+7",
    "00",
];

fn apply(input: &Input, seeds: &[String]) -> String {
    let (seed, edits) = match input {
        Input::Random(s) => return s.clone(),
        Input::Mutated { seed, edits } => (&seeds[seed % seeds.len()], edits),
    };
    let mut chars: Vec<char> = seed.chars().collect();
    for e in edits {
        let at = |i: &usize, len: usize| i % (len + 1);
        match e {
            Edit::Flip(i, c) if !chars.is_empty() => {
                let n = chars.len();
                chars[i % n] = *c;
            }
            Edit::Flip(..) => {}
            Edit::SwapChars(i, j) if !chars.is_empty() => {
                let n = chars.len();
                chars.swap(i % n, j % n);
            }
            Edit::SwapChars(..) => {}
            Edit::Insert(i, c) => chars.insert(at(i, chars.len()), *c),
            Edit::Delete(i) if !chars.is_empty() => {
                let n = chars.len();
                chars.remove(i % n);
            }
            Edit::Delete(_) => {}
            Edit::DeleteRun(i, k) => {
                let a = at(i, chars.len());
                let b = (a + k).min(chars.len());
                chars.drain(a..b);
            }
            Edit::Duplicate(i, k) => {
                let a = at(i, chars.len());
                let b = (a + k).min(chars.len());
                let run: Vec<char> = chars[a..b].to_vec();
                chars.splice(b..b, run);
            }
            Edit::SwapFields(a, b) => {
                let s: String = chars.iter().collect();
                let mut f: Vec<&str> = s.split(' ').collect();
                let n = f.len();
                f.swap(a % n, b % n);
                chars = f.join(" ").chars().collect();
            }
            Edit::Splice { field, seed, from } => {
                let s: String = chars.iter().collect();
                let mut f: Vec<&str> = s.split(' ').collect();
                let other: Vec<&str> = seeds[seed % seeds.len()].split(' ').collect();
                let n = f.len();
                f[field % n] = other[from % other.len()];
                chars = f.join(" ").chars().collect();
            }
            Edit::BigNumber(i, k) => {
                let s: String = chars.iter().collect();
                let mut f: Vec<&str> = s.split(' ').collect();
                let n = f.len();
                f[i % n] = BIG[*k as usize % BIG.len()];
                chars = f.join(" ").chars().collect();
            }
        }
    }
    chars.into_iter().collect()
}

thread_local! {
    /// Inputs of the running target that parsed (the round-trip properties ran on them).
    static ACCEPTED: Cell<u64> = const { Cell::new(0) };
}

fn accepted() {
    ACCEPTED.with(|a| a.set(a.get() + 1));
}

/// An error message as issue 15 wants it: bounded, one line, no raw control character.
fn check_message(msg: &str, input: &str) -> Result<(), TestCaseError> {
    prop_assert!(
        msg.len() <= MAX_MESSAGE_BYTES,
        "{} bytes for input {input:?}",
        msg.len()
    );
    prop_assert!(
        !msg.chars().any(needs_escape),
        "raw control character in {msg:?} (input {input:?})"
    );
    prop_assert!(!msg.is_empty(), "empty message for {input:?}");
    Ok(())
}

/// Runs a target: `cases` inputs from `strategy` in batches of 1,000 (the long runs),
/// or in one batch with the fixed `seed` (the short run of `cargo test`).
fn run<S>(
    name: &str,
    long: bool,
    short_cases: u32,
    strategy: S,
    test: impl Fn(S::Value) -> Result<(), TestCaseError>,
) where
    S: Strategy,
    S::Value: Debug,
{
    let env = |k: &str| std::env::var(k).ok().and_then(|v| v.parse::<u64>().ok());
    let (total, deadline, mut seed) = if long {
        let clock = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_secs());
        (
            env("OW_FUZZ_CASES").unwrap_or(100_000),
            env("OW_FUZZ_SECONDS").map(Duration::from_secs),
            env("OW_FUZZ_SEED").unwrap_or(clock),
        )
    } else {
        (u64::from(short_cases), None, 15)
    };
    ACCEPTED.with(|a| a.set(0));
    let start = Instant::now();
    let mut done = 0u64;
    let mut slowest = Duration::ZERO;
    let test = &test;
    while done < total && deadline.is_none_or(|d| start.elapsed() < d) {
        let batch = (total - done).min(if long { 1_000 } else { total }) as u32;
        let config = Config {
            cases: batch,
            rng_seed: RngSeed::Fixed(seed),
            source_file: Some(file!()),
            failure_persistence: Some(Box::new(FileFailurePersistence::WithSource(
                "proptest-regressions",
            ))),
            max_shrink_iters: 4_000,
            ..Config::default()
        };
        let mut runner = TestRunner::new(config);
        let slowest_here = std::cell::Cell::new(Duration::ZERO);
        let result = runner.run(&strategy, |v| {
            let t = Instant::now();
            let r = test(v);
            slowest_here.set(slowest_here.get().max(t.elapsed()));
            r
        });
        if let Err(e) = result {
            panic!("{name}: seed {seed}: {e}");
        }
        slowest = slowest.max(slowest_here.get());
        done += u64::from(batch);
        seed = seed.wrapping_add(1);
    }
    let secs = start.elapsed().as_secs_f64();
    // Shrinking reruns inputs, so the accepted count is of runs, not of distinct inputs.
    let ok = ACCEPTED.with(Cell::get);
    eprintln!(
        "fuzz {name}: {done} inputs in {secs:.1} s ({:.0} inputs/s), {ok} parsed, slowest input {:.1} ms",
        done as f64 / secs.max(1e-9),
        slowest.as_secs_f64() * 1e3
    );
    if !long {
        // The round-trip properties must have run on a fair share of the inputs.
        assert!(ok * 20 >= done, "{name}: only {ok} of {done} inputs parsed");
    }
}

// ------------------------------------------------------------------------------------
// Seeds: valid inputs of every variant.

fn ids() -> Vec<Variant> {
    Variant::all()
}

/// Position strings of `variant`: its start, the perft data of its family and positions
/// along seeded random games (at turn boundaries).
fn position_seeds(variant: Variant) -> Vec<String> {
    let mut out = vec![AnyPosition::new(variant).position_string()];
    let family = |v: &str| match variant {
        Variant::Standard => v == "standard",
        Variant::TwoWorlds => v == "two-worlds",
        Variant::FourD | Variant::FourDClassic => v.starts_with("4d"),
        Variant::Valhalla(_) => false,
    };
    match variant {
        Variant::Standard => out.extend(read_epd().into_iter().map(|r| r.fen)),
        Variant::TwoWorlds => out.extend(
            read_tsv("two-worlds.tsv")
                .into_iter()
                .filter(|r| family(&r.variant))
                .map(|r| r.position),
        ),
        Variant::FourD | Variant::FourDClassic => out.extend(
            read_tsv("fourd.tsv")
                .into_iter()
                .filter(|r| family(&r.variant))
                .map(|r| r.position),
        ),
        Variant::Valhalla(_) => out.extend(
            read_tsv("valhalla.tsv")
                .into_iter()
                .filter(|r| r.variant == variant.to_string())
                .map(|r| r.position),
        ),
    }
    for seed in 0..6 {
        random_playout(variant, seed, 160, |g| {
            let p = g.position();
            if g.moves().len() % 9 == 0 && p.repetition_key().is_some() {
                out.push(p.position_string());
            }
        });
    }
    out.sort();
    out.dedup();
    out
}

fn seeds_of(variants: &[Variant]) -> Vec<(Variant, Vec<String>)> {
    variants.iter().map(|&v| (v, position_seeds(v))).collect()
}

// ------------------------------------------------------------------------------------
// Position strings.

/// The position property: no panic, a clean error, or a position that prints back to a
/// string reading to the same position; its legal moves play, and (at a turn boundary)
/// each child prints back too.
fn check_position(variant: Variant, text: &str) -> Result<(), TestCaseError> {
    let p = match AnyPosition::from_string(variant, text) {
        Err(e) => return check_message(&e.to_string(), text),
        Ok(p) => p,
    };
    accepted();
    let printed = p.position_string();
    let again = AnyPosition::from_string(variant, &printed).map_err(|e| {
        TestCaseError::fail(format!(
            "{variant}: {text:?} printed {printed:?}, which does not read: {e}"
        ))
    })?;
    prop_assert_eq!(
        again.hash(),
        p.hash(),
        "{}: {:?} -> {:?}",
        variant,
        text,
        printed
    );
    prop_assert_eq!(again.position_string(), printed.clone());
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    for &mv in moves.iter().take(64) {
        let s = p.move_string(mv);
        let read = p.parse_move(&s);
        prop_assert!(read == Ok(mv), "{variant}: {printed}: {s} reads {read:?}");
        let mut child = p.clone();
        child.play(mv);
        if child.repetition_key().is_some() {
            let cs = child.position_string();
            let c2 = AnyPosition::from_string(variant, &cs).map_err(|e| {
                TestCaseError::fail(format!("{printed} then {s}: {cs:?} does not read: {e}"))
            })?;
            prop_assert_eq!(c2.hash(), child.hash(), "{} then {}: {}", printed, s, cs);
        }
    }
    // Valhalla: a decision ends mid-turn; whole turns reach the next position string.
    if matches!(variant, Variant::Valhalla(_)) {
        for t in p.turn_strings().iter().step_by(7).take(12) {
            let decisions = p
                .parse_turn(t)
                .map_err(|e| TestCaseError::fail(format!("{printed}: listed {t} reads as {e}")))?;
            let mut child = p.clone();
            for d in decisions {
                child.play(d);
            }
            let cs = child.position_string();
            let c2 = AnyPosition::from_string(variant, &cs).map_err(|e| {
                TestCaseError::fail(format!("{printed} then {t}: {cs:?} does not read: {e}"))
            })?;
            if child.repetition_key().is_some() {
                prop_assert_eq!(c2.hash(), child.hash(), "{} then {}: {}", printed, t, cs);
            } else {
                // The game ended inside the turn (a mate at the board-2 phase): the
                // string has no field for that, and reads back as a game going on
                // (`regression_valhalla_mate_inside_a_turn_reads_back_as_the_same_string`).
                prop_assert!(child.terminal().is_some(), "{printed} then {t}: mid-turn");
                prop_assert_eq!(c2.position_string(), cs);
            }
        }
    }
    Ok(())
}

fn positions_target(name: &str, long: bool, short_cases: u32, variants: &[Variant]) {
    let seeds = seeds_of(variants);
    let strategy = (0..seeds.len(), input(120));
    run(name, long, short_cases, strategy, |(i, inp)| {
        let (variant, s) = &seeds[i];
        let text = apply(&inp, s);
        check_position(*variant, &text)
    });
}

fn valhallas() -> Vec<Variant> {
    ids()
        .into_iter()
        .filter(|v| matches!(v, Variant::Valhalla(_)))
        .collect()
}

#[test]
fn fuzz_standard_positions() {
    positions_target("standard positions", false, 20_000, &[Variant::Standard]);
}

#[test]
#[ignore = "long run: OW_FUZZ_CASES / OW_FUZZ_SECONDS, see the module docs"]
fn long_standard_positions() {
    positions_target("standard positions", true, 0, &[Variant::Standard]);
}

#[test]
fn fuzz_two_worlds_positions() {
    positions_target("two-worlds positions", false, 5_000, &[Variant::TwoWorlds]);
}

#[test]
#[ignore = "long run: OW_FUZZ_CASES / OW_FUZZ_SECONDS, see the module docs"]
fn long_two_worlds_positions() {
    positions_target("two-worlds positions", true, 0, &[Variant::TwoWorlds]);
}

#[test]
fn fuzz_fourd_positions() {
    let v = [Variant::FourD, Variant::FourDClassic];
    positions_target("4d positions", false, 10_000, &v);
}

#[test]
#[ignore = "long run: OW_FUZZ_CASES / OW_FUZZ_SECONDS, see the module docs"]
fn long_fourd_positions() {
    let v = [Variant::FourD, Variant::FourDClassic];
    positions_target("4d positions", true, 0, &v);
}

#[test]
fn fuzz_valhalla_positions() {
    positions_target("valhalla positions", false, 10_000, &valhallas());
}

#[test]
#[ignore = "long run: OW_FUZZ_CASES / OW_FUZZ_SECONDS, see the module docs"]
fn long_valhalla_positions() {
    positions_target("valhalla positions", true, 0, &valhallas());
}

// ------------------------------------------------------------------------------------
// Move strings and turn strings of every variant, SAN of standard chess.

/// The move property, on a position reached by a random playout: a clean error, or
/// decisions that are legal one after the other, that `Game::play_str` accepts alike,
/// and whose canonical strings read back to them.
fn check_move(game: &Game<AnyPosition>, text: &str) -> Result<(), TestCaseError> {
    let p = game.position();
    let parsed = p.parse_turn(text);
    let mut g = game.clone();
    let played = g.play_str(text);
    match parsed {
        Err(e) => {
            check_message(&e.to_string(), text)?;
            prop_assert!(played.is_err(), "{text:?} parses as a turn only in a Game");
            check_message(&played.unwrap_err().to_string(), text)?;
        }
        Ok(moves) => {
            accepted();
            if game.outcome().is_none() {
                prop_assert!(played.is_ok(), "{text:?}: {:?}", played);
            }
            let mut q = p.clone();
            for mv in moves {
                let mut legal = Vec::new();
                q.legal_moves(&mut legal);
                prop_assert!(legal.contains(&mv), "{text:?}: an illegal decision");
                let s = q.move_string(mv);
                prop_assert_eq!(q.parse_move(&s), Ok(mv), "{:?} -> {}", text, s);
                q.play(mv);
            }
        }
    }
    Ok(())
}

fn move_seeds(game: &Game<AnyPosition>) -> Vec<String> {
    let p = game.position();
    let mut out = p.turn_strings();
    out.truncate(200);
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    for mv in moves.into_iter().take(40) {
        out.push(p.move_string(mv));
        out.push(p.display_move(mv));
    }
    if out.is_empty() {
        out.push("e2e4".into());
    }
    out
}

fn moves_target(long: bool, short_cases: u32) {
    let variants = ids();
    let strategy = (
        0..variants.len(),
        proptest::collection::vec(any::<u32>(), 0..60),
        input(40),
    );
    run(
        "move strings",
        long,
        short_cases,
        strategy,
        |(i, choices, inp)| {
            let game = playout_by_choices(variants[i], &choices);
            let text = apply(&inp, &move_seeds(&game));
            check_move(&game, &text)
        },
    );
}

#[test]
fn fuzz_move_strings() {
    moves_target(false, 3_000);
}

#[test]
#[ignore = "long run: OW_FUZZ_CASES / OW_FUZZ_SECONDS, see the module docs"]
fn long_move_strings() {
    moves_target(true, 0);
}

fn check_san(p: &Chess, text: &str) -> Result<(), TestCaseError> {
    match p.parse_san(text) {
        Err(e) => check_message(&e.to_string(), text),
        Ok(mv) => {
            accepted();
            let mut legal = Vec::new();
            p.legal_moves(&mut legal);
            prop_assert!(legal.contains(&mv), "{text:?}: an illegal move");
            let san = p.san(mv);
            prop_assert_eq!(p.parse_san(&san), Ok(mv), "{:?} -> {}", text, san);
            Ok(())
        }
    }
}

fn san_target(long: bool, short_cases: u32) {
    let strategy = (proptest::collection::vec(any::<u32>(), 0..80), input(12));
    run("san", long, short_cases, strategy, |(choices, inp)| {
        let mut p = Chess::new();
        let mut legal = Vec::new();
        for c in choices {
            p.legal_moves(&mut legal);
            if legal.is_empty() {
                break;
            }
            p.play(legal[c as usize % legal.len()]);
        }
        p.legal_moves(&mut legal);
        let mut seeds: Vec<String> = legal.iter().map(|&m| p.san(m)).collect();
        if seeds.is_empty() {
            seeds.push("O-O".into());
        }
        let text = apply(&inp, &seeds);
        check_san(&p, &text)
    });
}

#[test]
fn fuzz_san() {
    san_target(false, 6_000);
}

#[test]
#[ignore = "long run: OW_FUZZ_CASES / OW_FUZZ_SECONDS, see the module docs"]
fn long_san() {
    san_target(true, 0);
}

// ------------------------------------------------------------------------------------
// Saved games (JSON), variant ids.

fn saved_game_seeds() -> &'static [String] {
    static SEEDS: OnceLock<Vec<String>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let mut out = Vec::new();
        for (k, v) in ids().into_iter().enumerate() {
            for (seed, plies) in [(1, 0), (2, 7), (3, 40)] {
                let game = random_playout(v, seed + k as u64, plies, |_| {});
                let mut game = game;
                // Valhalla: end on a whole turn, as a saved game does.
                while game.position().repetition_key().is_none() && game.outcome().is_none() {
                    game.undo();
                }
                let record = GameRecord::from_game(&game, Players::default())
                    .unwrap_or_else(|e| panic!("{v}: {e}"));
                out.push(record.to_json().unwrap_or_else(|e| panic!("{v}: {e}")));
            }
        }
        out
    })
}

fn check_saved_game(bytes: &[u8]) -> Result<(), TestCaseError> {
    let shown = String::from_utf8_lossy(&bytes[..bytes.len().min(200)]).into_owned();
    match load_bytes(bytes) {
        Err(e) => check_message(&e.to_string(), &shown),
        Ok(loaded) => {
            accepted();
            let json = loaded
                .record
                .to_json()
                .map_err(|e| TestCaseError::fail(format!("{shown:?} loads but: {e}")))?;
            let again = load_str(&json)
                .map_err(|e| TestCaseError::fail(format!("{shown:?} reloads as: {e}")))?;
            prop_assert_eq!(&again.record, &loaded.record);
            prop_assert_eq!(
                again.game.position().position_string(),
                loaded.game.position().position_string()
            );
            Ok(())
        }
    }
}

fn saved_games_target(long: bool, short_cases: u32) {
    let seeds = saved_game_seeds();
    let strategy = prop_oneof![
        1 => proptest::collection::vec(any::<u8>(), 0..300).prop_map(Err),
        6 => (any::<usize>(), proptest::collection::vec(edit(), 0..4)).prop_map(Ok),
    ];
    run(
        "saved games",
        long,
        short_cases,
        strategy,
        |inp| match inp {
            Err(bytes) => check_saved_game(&bytes),
            Ok((seed, edits)) => {
                let text = apply(&Input::Mutated { seed, edits }, seeds);
                check_saved_game(text.as_bytes())
            }
        },
    );
}

#[test]
fn fuzz_saved_games() {
    saved_games_target(false, 10_000);
}

#[test]
#[ignore = "long run: OW_FUZZ_CASES / OW_FUZZ_SECONDS, see the module docs"]
fn long_saved_games() {
    saved_games_target(true, 0);
}

fn variant_ids_target(long: bool, short_cases: u32) {
    let seeds: Vec<String> = ids().iter().map(Variant::to_string).collect();
    run("variant ids", long, short_cases, input(30), |inp| {
        let text = apply(&inp, &seeds);
        match text.parse::<Variant>() {
            Err(e) => check_message(&e.to_string(), &text),
            Ok(v) => {
                accepted();
                prop_assert_eq!(v.to_string().parse::<Variant>(), Ok(v), "{:?}", text);
                Ok(())
            }
        }
    });
}

#[test]
fn fuzz_variant_ids() {
    variant_ids_target(false, 20_000);
}

#[test]
#[ignore = "long run: OW_FUZZ_CASES / OW_FUZZ_SECONDS, see the module docs"]
fn long_variant_ids() {
    variant_ids_target(true, 0);
}

// ------------------------------------------------------------------------------------
// Theme files (RON, the app's parser).

/// The characters of RON theme files.
const RON_GRAMMAR: &str = "Theme()[]{}:,\"#0123456789abcdefABCDEF.-+eE_ \n\tnameboardlightdarkImagePlainDuskNaNinf\u{1b}\u{0}é…/\\";

fn ron_char() -> impl Strategy<Value = char> {
    let chars: Vec<char> = RON_GRAMMAR.chars().collect();
    prop_oneof![8 => proptest::sample::select(chars), 1 => any::<char>()]
}

/// Every ready-made theme, the default one, and themes with every background kind and
/// per-board colours, as the app writes them (pretty RON), and compact.
fn theme_seeds() -> &'static [String] {
    static SEEDS: OnceLock<Vec<String>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let mut themes: Vec<Theme> = presets().map(|(_, t)| t.clone()).collect();
        themes.push(Theme {
            background: Background::Image("/home/ada/sky \u{1b}[31m.png".into()),
            other_boards: vec![BoardColors {
                light: egui::Color32::from_rgba_unmultiplied(1, 2, 3, 4),
                dark: egui::Color32::WHITE,
            }],
            ..Theme::default()
        });
        themes.push(Theme::default());
        let mut out: Vec<String> = themes
            .iter()
            .map(|t| theme_to_ron(t).unwrap_or_else(|e| panic!("{e}")))
            .collect();
        out.extend(
            themes
                .iter()
                .map(|t| ron::to_string(t).unwrap_or_else(|e| panic!("{e}"))),
        );
        out
    })
}

/// The theme property: no panic, a clean bounded error, or a theme that the app writes
/// back to RON which reads to the same theme.
fn check_theme(text: &str) -> Result<(), TestCaseError> {
    match parse_theme(text, "fuzz.ron") {
        Err(e) => check_message(&e.to_string(), text),
        Ok(theme) => {
            accepted();
            let written = theme_to_ron(&theme)
                .map_err(|e| TestCaseError::fail(format!("{text:?} reads but: {e}")))?;
            let again = parse_theme(&written, "again.ron").map_err(|e| {
                TestCaseError::fail(format!("{text:?} wrote {written:?}, which reads as: {e}"))
            })?;
            prop_assert_eq!(&again, &theme, "{:?}", text);
            Ok(())
        }
    }
}

fn themes_target(long: bool, short_cases: u32) {
    let seeds = theme_seeds();
    let strategy = prop_oneof![
        1 => proptest::collection::vec(ron_char(), 0..300)
            .prop_map(|v| Input::Random(v.into_iter().collect())),
        6 => (any::<usize>(), proptest::collection::vec(edit(), 0..4))
            .prop_map(|(seed, edits)| Input::Mutated { seed, edits }),
    ];
    run("theme files", long, short_cases, strategy, |inp| {
        check_theme(&apply(&inp, seeds))
    });
}

#[test]
fn fuzz_theme_files() {
    themes_target(false, 3_000);
}

#[test]
#[ignore = "long run: OW_FUZZ_CASES / OW_FUZZ_SECONDS, see the module docs"]
fn long_theme_ron() {
    themes_target(true, 0);
}

// ------------------------------------------------------------------------------------
// Playouts: every generated move legal, play and undo restore the hash.

fn check_playout(variant: Variant, choices: &[u32]) -> Result<(), TestCaseError> {
    accepted();
    let mut game = Game::new(AnyPosition::new(variant));
    for &c in choices {
        let p = game.position().clone();
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        for &mv in &legal {
            let s = p.move_string(mv);
            prop_assert_eq!(p.parse_move(&s), Ok(mv), "{}: {}", variant, s);
        }
        let mv = legal[c as usize % legal.len()];
        let before = (p.hash(), p.position_string());
        game.play(mv)
            .map_err(|e| TestCaseError::fail(format!("{variant}: refused: {e}")))?;
        let after = game.position().clone();
        game.undo();
        prop_assert_eq!(game.position().hash(), before.0, "{}: undo", variant);
        prop_assert_eq!(&game.position().position_string(), &before.1);
        game.play(mv)
            .map_err(|e| TestCaseError::fail(format!("{variant}: refused again: {e}")))?;
        if after.repetition_key().is_some() {
            let text = after.position_string();
            let read = AnyPosition::from_string(variant, &text)
                .map_err(|e| TestCaseError::fail(format!("{variant}: {text}: {e}")))?;
            prop_assert_eq!(read.hash(), after.hash(), "{}: {}", variant, text);
        }
    }
    Ok(())
}

fn playouts_target(long: bool, short_cases: u32) {
    let variants = ids();
    let strategy = (
        0..variants.len(),
        proptest::collection::vec(any::<u32>(), 0..120),
    );
    run("playouts", long, short_cases, strategy, |(i, choices)| {
        check_playout(variants[i], &choices)
    });
}

#[test]
fn fuzz_playouts() {
    playouts_target(false, 300);
}

#[test]
#[ignore = "long run: OW_FUZZ_CASES / OW_FUZZ_SECONDS, see the module docs"]
fn long_playouts() {
    playouts_target(true, 0);
}

// ------------------------------------------------------------------------------------
// Regressions: the failures found, as named tests (the fuzz runs of issue 15 found none
// beyond the issue's own cases, which are these).

/// Issue 15, point 2: counters at 4294967295 wrapped to 0 after a move, and the printed
/// position did not read back. `check_position` plays every legal move and reads each
/// child back.
#[test]
fn regression_counters_at_the_maximum_read_back_after_every_move() {
    let m = "4294967295";
    for v in ids() {
        let start = AnyPosition::new(v).position_string();
        let text = match v {
            Variant::Valhalla(_) => {
                // Both boards' clocks (board 1's halfmove is the game's clock, kept low).
                let (b1, b2) = start.split_once(" | ").unwrap_or_else(|| panic!("{start}"));
                let b1: Vec<&str> = b1.split(' ').collect();
                let b2: Vec<&str> = b2.split(' ').collect();
                format!(
                    "{} {} {} {} 0 {m} | {} {} {} {} {m} {m}",
                    b1[0],
                    "b",
                    b1[2],
                    b1[3],
                    b2[0],
                    if v.to_string().contains("inverted") {
                        "w"
                    } else {
                        "b"
                    },
                    b2[2],
                    b2[3]
                )
            }
            _ => {
                let mut f: Vec<&str> = start.split(' ').collect();
                let n = f.len();
                f[1] = "b";
                f[n - 1] = m;
                f.join(" ")
            }
        };
        let p = AnyPosition::from_string(v, &text).unwrap_or_else(|e| panic!("{v}: {text}: {e}"));
        assert!(p.position_string().contains(m), "{v}");
        check_position(v, &text).unwrap_or_else(|e| panic!("{v}: {e}"));
    }
}

/// Issue 15, point 8: an error quoting a 6 MB input or terminal escapes stays a short,
/// clean line, for every parser.
#[test]
fn regression_errors_quote_huge_and_hostile_input_shortened() {
    let huge = format!("\u{1b}[31m\u{1b}]0;t\u{7}{}", "x".repeat(6_000_000));
    for v in ids() {
        check_message(
            &AnyPosition::from_string(v, &huge).unwrap_err().to_string(),
            "huge",
        )
        .unwrap_or_else(|e| panic!("{v}: {e}"));
        let game = Game::new(AnyPosition::new(v));
        check_move(&game, &huge).unwrap_or_else(|e| panic!("{v}: {e}"));
    }
    check_san(&Chess::new(), &huge).unwrap_or_else(|e| panic!("{e}"));
    check_message(&huge.parse::<Variant>().unwrap_err().to_string(), "huge")
        .unwrap_or_else(|e| panic!("{e}"));
    check_saved_game(huge.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
}

/// Found by `long_valhalla_positions` (kept in `fuzz.proptest-regressions` too): a turn
/// that ends the game inside it, here Black mated at the board-2 phase (board 2's kings
/// stand side by side, as V-8 lets a check stand), prints a string with no room for "the
/// game is over": it reads back to the same string, but as a game going on, White to
/// move. RULES.md §4 V-11 has no field for it; reported, not changed here.
#[test]
fn regression_valhalla_mate_inside_a_turn_reads_back_as_the_same_string() {
    let v: Variant = "valhalla".parse().unwrap_or_else(|e| panic!("{e}"));
    let before = "3rkbnr/p1Qq2p1/5p2/3ppP2/3PPNBp/N2n4/PP1B2KR/R7 b - - 1 26 | 8/1p6/5p2/8/6Kk/8/8/8 b - - 2 26";
    let mut game = Game::new(AnyPosition::from_string(v, before).unwrap_or_else(|e| panic!("{e}")));
    game.play_str("a7a5").unwrap_or_else(|e| panic!("{e}"));
    let outcome = game.outcome().map(|o| o.to_string());
    assert_eq!(outcome.as_deref(), Some("1-0 checkmate"));
    let printed = game.position().position_string();
    assert_eq!(
        printed,
        "3rkbnr/2Qq2p1/5p2/p2ppP2/3PPNBp/N2n4/PP1B2KR/R7 w - a6 0 27 | 8/1p6/5p2/8/6Kk/8/8/8 w - - 2 26"
    );
    let read = AnyPosition::from_string(v, &printed).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(read.position_string(), printed);
    assert_eq!(
        read.terminal(),
        None,
        "the string does not say the game is over"
    );
    check_position(v, before).unwrap_or_else(|e| panic!("{e}"));
}

// ------------------------------------------------------------------------------------
// PGN (issue 17): files of one or many games, PGN-like text of every variant.

/// PGN texts: each variant's games written by the writer (with a comment, a NAG and a
/// variation put in), a few hand-written ones with every token kind, and two games in
/// one text.
fn pgn_seeds() -> &'static [String] {
    static SEEDS: OnceLock<Vec<String>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let mut out: Vec<String> = [
            "[Event \"a \\\"b\\\"\"]\n[Result \"1-0\"]\n\n{intro} 1. e4! e5 $14 {c} (1... c5 (1... e6) 2. Nf3) 2. Nf3 ;rest\n2... Nc6 3. Bb5 a6?! 1-0\n",
            "[SetUp \"1\"]\n[FEN \"r3k2r/1P6/8/1Pp5/8/8/8/R3K2R w KQkq c6 0 30\"]\n\n30. bxc6 O-O 31. bxa8=N Rf7 32. O-O-O Rf1 33. Rhxf1 *\n",
            "%escape\n1.f3 e5 2.g4 Qh4# 0-1\n\n[White \"x\"]\n1. d4 d5 1/2-1/2\n",
            "[Variant \"valhalla\"]\n\n1. e2e4,0000 d7d5,0000 2. e4d5,p@a7,e1e2 *\n",
            "[Variant \"4d\"]\n\n1. d2[1,0]d3[1,0] b4[0,1]b2[0,0] *\n",
        ]
        .map(String::from)
        .to_vec();
        for (k, v) in ids().into_iter().enumerate() {
            let game = random_playout(v, 40 + k as u64, 24, |_| {});
            let mut p = otherworlds_core::pgn::PgnGame::from_game(&game);
            p.set_tag("White", "Ada");
            if let Some(m) = p.moves.get_mut(1) {
                m.annotations.push(otherworlds_core::pgn::Annotation::Nag(3));
                m.annotations
                    .push(otherworlds_core::pgn::Annotation::Comment("a } note".into()));
                m.annotations
                    .push(otherworlds_core::pgn::Annotation::Variation("2. x y".into()));
            }
            out.push(otherworlds_core::pgn::write_game(&p));
        }
        out
    })
}

/// The PGN property: no panic; a clean one-line error; or games that write to text that
/// reads back to the same games (start, moves, result, annotations, tags) and writes
/// again to the same text.
fn check_pgn(text: &str) -> Result<(), TestCaseError> {
    use otherworlds_core::pgn;
    let games = match pgn::read_games(text) {
        Err(e) => return check_message(&e.to_string(), text),
        Ok(games) => games,
    };
    accepted();
    let written = pgn::write_games(&games);
    let again = pgn::read_games(&written).map_err(|e| {
        TestCaseError::fail(format!("{text:?} wrote {written:?}, which reads as: {e}"))
    })?;
    prop_assert_eq!(again.len(), games.len(), "{:?} -> {:?}", text, written);
    for (a, b) in games.iter().zip(&again) {
        prop_assert_eq!(a.start.position_string(), b.start.position_string());
        prop_assert_eq!(a.decisions(), b.decisions(), "{:?} -> {:?}", text, written);
        prop_assert_eq!(a.result, b.result);
        prop_assert_eq!(&a.intro, &b.intro, "{:?} -> {:?}", text, written);
        for (ma, mb) in a.moves.iter().zip(&b.moves) {
            prop_assert_eq!(
                &ma.annotations,
                &mb.annotations,
                "{:?} -> {:?}",
                text,
                written
            );
        }
        for (name, value) in &a.tags {
            if !["Variant", "SetUp", "FEN", "Result"].contains(&name.as_str()) {
                prop_assert_eq!(b.tag(name), Some(value.as_str()), "{:?}", text);
            }
        }
        prop_assert_eq!(
            b.final_position().position_string(),
            a.final_position().position_string()
        );
    }
    prop_assert_eq!(pgn::write_games(&again), written);
    Ok(())
}

/// PGN's own characters, for random texts near the grammar.
const PGN_CHARS: &str = "[]{}()\";$!?%.*- \n\tKQRBNOxe4815acdfgh0=+#/EventWhiteResult\"1-0\"";

fn pgn_target(long: bool, short_cases: u32) {
    let seeds = pgn_seeds();
    let chars: Vec<char> = PGN_CHARS.chars().collect();
    let strategy = prop_oneof![
        6 => input(200).prop_map(Ok),
        1 => proptest::collection::vec(proptest::sample::select(chars), 0..200)
            .prop_map(|v| Ok(Input::Random(v.into_iter().collect()))),
        1 => proptest::collection::vec(any::<u8>(), 0..200).prop_map(Err),
    ];
    run("pgn", long, short_cases, strategy, |inp| match inp {
        Ok(inp) => check_pgn(&apply(&inp, seeds)),
        // Bytes: UTF-8, or else ISO 8859-1, as `read_bytes` reads them.
        Err(bytes) => {
            let text = otherworlds_core::pgn::decode(&bytes);
            let direct = otherworlds_core::pgn::read_bytes(&bytes).map(|g| g.len());
            let decoded = otherworlds_core::pgn::read_games(&text).map(|g| g.len());
            prop_assert_eq!(direct, decoded);
            check_pgn(&text)
        }
    });
}

#[test]
fn fuzz_pgn() {
    pgn_target(false, 10_000);
}

#[test]
#[ignore = "long run: OW_FUZZ_CASES / OW_FUZZ_SECONDS, see the module docs"]
fn long_pgn() {
    pgn_target(true, 0);
}
