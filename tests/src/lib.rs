//! Shared helpers for the cross-crate tests and benchmarks: reading the perft data in
//! `tests/data/` (copied from the project's shared positions) and seeded random games
//! (through `fastrand`, the workspace's one seeded generator).

pub mod args;
pub mod imports;
mod prover;
pub mod uci;

use otherworlds_core::{AnyPosition, Game, Variant};
pub use prover::{forced_mate_turns, keeps_forced_mate};
use std::path::PathBuf;

/// The folder holding the perft data files.
pub fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data")
}

/// One `standard-perft.epd` line: a FEN and its `(depth, nodes)` pairs.
#[derive(Clone, Debug)]
pub struct EpdRow {
    pub fen: String,
    pub counts: Vec<(u32, u64)>,
}

/// Reads `standard-perft.epd` (`FEN ;D1 n ;D2 n …`).
pub fn read_epd() -> Vec<EpdRow> {
    let path = data_dir().join("standard-perft.epd");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let mut parts = line.split(';');
            let fen = parts.next().unwrap_or_default().trim().to_string();
            let counts = parts
                .map(|p| {
                    let mut it = p.split_whitespace();
                    let depth = it
                        .next()
                        .and_then(|d| d.strip_prefix('D'))
                        .and_then(|d| d.parse().ok());
                    let nodes = it.next().and_then(|n| n.parse().ok());
                    match (depth, nodes) {
                        (Some(d), Some(n)) => (d, n),
                        _ => panic!("bad perft entry '{p}' in {line}"),
                    }
                })
                .collect();
            EpdRow { fen, counts }
        })
        .collect()
}

/// One row of a variant perft table (`name variant position depth nodes exercises`).
#[derive(Clone, Debug)]
pub struct PerftRow {
    pub name: String,
    pub variant: String,
    pub position: String,
    pub depth: u32,
    pub nodes: u64,
    pub exercises: String,
}

/// Reads a variant perft table such as `two-worlds.tsv`.
pub fn read_tsv(file: &str) -> Vec<PerftRow> {
    let path = data_dir().join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            assert!(f.len() >= 5, "short row in {file}: {line}");
            PerftRow {
                name: f[0].to_string(),
                variant: f[1].to_string(),
                position: f[2].to_string(),
                depth: f[3]
                    .parse()
                    .unwrap_or_else(|_| panic!("bad depth in {line}")),
                nodes: f[4]
                    .parse()
                    .unwrap_or_else(|_| panic!("bad nodes in {line}")),
                exercises: f.get(5).unwrap_or(&"").to_string(),
            }
        })
        .collect()
}

/// A seeded random game of `variant` from its start: uniformly random legal decisions
/// until the game ends or `max_plies` decisions are played; `after_each` sees the game
/// after every decision. The same arguments give the same game.
pub fn random_playout(
    variant: Variant,
    seed: u64,
    max_plies: usize,
    after_each: impl FnMut(&Game<AnyPosition>),
) -> Game<AnyPosition> {
    let mut rng = fastrand::Rng::with_seed(seed);
    play_out(variant, max_plies, |n| rng.usize(..n), after_each)
}

/// A random game of `variant` from its start driven by `choices` (a proptest value):
/// decision `i` is legal decision number [`pick`]`(choices[i], count)`, until the game
/// ends or the choices run out.
pub fn playout_by_choices(variant: Variant, choices: &[u32]) -> Game<AnyPosition> {
    let mut next = choices.iter();
    play_out(
        variant,
        choices.len(),
        |n| next.next().map_or(0, |&c| pick(c, n)),
        |_| {},
    )
}

/// Plays up to `max_plies` decisions of `variant` from its start, each the legal
/// decision number `choose(count)`.
fn play_out(
    variant: Variant,
    max_plies: usize,
    mut choose: impl FnMut(usize) -> usize,
    mut after_each: impl FnMut(&Game<AnyPosition>),
) -> Game<AnyPosition> {
    let start = AnyPosition::new(variant);
    let mut game = Game::new(start);
    while game.moves().len() < max_plies {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[choose(legal.len())];
        game.play(mv)
            .unwrap_or_else(|e| panic!("{variant}: a legal move was refused: {e}"));
        after_each(&game);
    }
    game
}

/// Game `k` of the autosave child (`src/bin/autosave-child.rs`) started with `seed`:
/// its variant, playout seed and length cap. Standard and Valhalla take turns (odd
/// seeds start with Valhalla), so that kills land inside Valhalla turns too.
pub fn autosave_game(seed: u64, k: u64) -> (Variant, u64, usize) {
    let variant = if seed.wrapping_add(k).is_multiple_of(2) {
        Variant::Standard
    } else {
        Variant::Valhalla(otherworlds_core::ValhallaOptions {
            inverted: false,
            mirror: true,
            eternal: true,
        })
    };
    let game_seed = fastrand::Rng::with_seed(seed ^ k.wrapping_mul(0x9E37_79B9_7F4A_7C15)).u64(..);
    (variant, game_seed, 300)
}

/// Theme `k` of the store child (`src/bin/store-child.rs`) started with `seed`: a
/// ready-made theme named `theme k`, with a seeded number of per-board colours so that
/// the files differ in size (a kill lands inside writes of several lengths).
pub fn store_theme(seed: u64, k: u64) -> otherworlds::theme::Theme {
    let presets: Vec<_> = otherworlds::studio::presets::presets().collect();
    let mut theme = presets[(k as usize) % presets.len()].1.clone();
    theme.name = format!("theme {k}");
    let mut rng = fastrand::Rng::with_seed(seed ^ k.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let boards = rng.usize(..400);
    theme.other_boards = (0..boards)
        .map(|i| {
            let c = (i % 251) as u8;
            otherworlds::theme::BoardColors {
                light: egui::Color32::from_rgb(c, 255 - c, 7),
                dark: egui::Color32::from_rgb(7, c, 255 - c),
            }
        })
        .collect();
    theme
}

/// The profiles the store child writes at step `k`: players `player 0` to `player k`,
/// each with a rating and a game, so each write is longer than the last.
pub fn store_book(k: u64) -> otherworlds::profiles::ProfileBook {
    let mut book = otherworlds::profiles::ProfileBook::default();
    for i in 0..=k {
        let mut profile = otherworlds::profiles::Profile::new(&format!("player {i}"));
        profile.ratings.insert(
            "standard".into(),
            otherworlds::profiles::Rating {
                rating: 1500.0 + i as f64,
                games: i as u32,
                ..Default::default()
            },
        );
        profile.games.push(otherworlds::profiles::GameRef {
            family: "standard".into(),
            result: "1-0".into(),
            opponent: format!("level {}", i % 8 + 1),
            ..Default::default()
        });
        book.profiles.push(profile);
    }
    book
}

/// The index a random-playout choice picks among `n` (> 0) legal decisions: the
/// property tests drive playouts by lists of choices (proptest strategies).
pub fn pick(choice: u32, n: usize) -> usize {
    choice as usize % n
}

/// Walks the random legal decisions that `choices` pick (decision `i` is legal move
/// number `choices[i] % count`, stopping where none are left), then asks the engine for a
/// move with a small budget (depth 3, 5,000 nodes) and asserts that it is one of the
/// legal decisions, or that there is none.
pub fn assert_engine_legal_after_random_walk<P: otherworlds_core::Position>(
    start: P,
    choices: &[u32],
) {
    use otherworlds_core::engine::{Limits, Searcher};
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    let mut p = start;
    let mut moves = Vec::new();
    for &choice in choices {
        p.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        p.play(moves[pick(choice, moves.len())]);
    }
    p.legal_moves(&mut moves);
    let limits = Limits {
        depth: Some(3),
        nodes: Some(5_000),
        ..Limits::default()
    };
    let mut searcher: Searcher<P> = Searcher::new(16);
    let best = searcher
        .search(&p, &[], &limits, Arc::new(AtomicBool::new(false)), |_| {})
        .best;
    match best {
        Some(m) => assert!(
            moves.contains(&m),
            "illegal {} in {}",
            p.move_string(m),
            p.position_string()
        ),
        None => assert!(moves.is_empty(), "no move in {}", p.position_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_data_copies_match_the_shared_originals_when_present() {
        // The project keeps a copy of the shared perft data so that a fresh clone can run
        // its tests; where the shared folder sits beside the checkout, the copy must not
        // have drifted from it.
        let shared = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/positions");
        if !shared.is_dir() {
            return;
        }
        for name in [
            "standard-perft.epd",
            "two-worlds.tsv",
            "fourd.tsv",
            "valhalla.tsv",
        ] {
            let ours = std::fs::read(data_dir().join(name)).ok();
            let theirs = std::fs::read(shared.join(name)).ok();
            assert_eq!(
                ours, theirs,
                "tests/data/{name} differs from the shared copy"
            );
        }
    }

    #[test]
    fn epd_reader_reads_every_line() {
        let rows = read_epd();
        assert_eq!(rows.len(), 126, "the classic suite has 126 positions");
        assert!(rows.iter().all(|r| !r.counts.is_empty()));
    }
}
