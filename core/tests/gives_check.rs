//! `Searchable::gives_check` (issue 19, futility pruning before a move is played) against
//! its contract: where it answers, the answer is the played position's `is_check`. The
//! oracle is playing the move and asking (`play` and `is_check`, themselves checked by
//! perft and the rule tests). The search drops a quiet move without playing it only on
//! `Some(false)`, so a wrong answer would change which moves it searches.
//!
//! Positions: seeded random games from each variant's start and from every position of
//! the shared perft tables, every legal move compared at every ply. A walk plays a
//! checking move a third of the time where there is one, so that the games hold many
//! checks, discovered ones and column checks (Two Worlds) included; each test counts
//! what it compared, so it cannot pass vacuously.
use otherworlds_core::{Notation, Rules, Searchable, Variant};

#[path = "support/starts.rs"]
mod starts;
use starts::starts;

#[derive(Debug, Default)]
struct Counts {
    /// Moves `gives_check` answered.
    answered: usize,
    /// Of those, the checking ones.
    checks: usize,
    /// Moves it left to playing (None).
    unanswered: usize,
}

/// Compares `gives_check` with playing the move, for every legal move at every ply of
/// `games` seeded walks of up to `plies` decisions from each start.
fn compare(variant: Variant, games: usize, plies: usize) -> Counts {
    let mut rng = fastrand::Rng::with_seed(0xD1B5_4A32_D192_ED03);
    let mut counts = Counts::default();
    let (mut legal, mut checking) = (Vec::new(), Vec::new());
    for start in starts(variant) {
        for _ in 0..games {
            let mut pos = start.clone();
            for _ in 0..plies {
                pos.legal_moves(&mut legal);
                if legal.is_empty() || pos.terminal().is_some() {
                    break;
                }
                checking.clear();
                for &mv in &legal {
                    let mut child = pos.clone();
                    child.play(mv);
                    let played = child.is_check();
                    if played {
                        checking.push(mv);
                    }
                    match pos.gives_check(mv) {
                        Some(told) => {
                            assert_eq!(
                                told,
                                played,
                                "{}: gives_check({}) says {told}, playing it says {played}",
                                pos.position_string(),
                                pos.move_string(mv)
                            );
                            counts.answered += 1;
                            counts.checks += played as usize;
                        }
                        None => counts.unanswered += 1,
                    }
                }
                let pool = if !checking.is_empty() && rng.usize(..3) == 0 {
                    &checking
                } else {
                    &legal
                };
                pos.play(pool[rng.usize(..pool.len())]);
            }
        }
    }
    counts
}

#[test]
fn standard_gives_check_is_what_playing_the_move_shows() {
    let c = compare(Variant::Standard, 20, 120);
    assert!(c.answered > 500_000 && c.checks > 10_000, "{c:?}");
    // Only castling and en passant are left to playing.
    assert!(c.unanswered * 50 < c.answered, "{c:?}");
}

#[test]
fn two_worlds_gives_check_is_what_playing_the_move_shows() {
    let c = compare(Variant::TwoWorlds, 20, 120);
    assert!(c.answered > 200_000 && c.checks > 5_000, "{c:?}");
}

#[test]
fn fourd_gives_check_is_what_playing_the_move_shows() {
    for variant in [Variant::FourD, Variant::FourDClassic] {
        let c = compare(variant, 6, 100);
        // Every 4D move is answered.
        assert!(
            c.answered > 20_000 && c.checks > 1_000 && c.unanswered == 0,
            "{variant}: {c:?}"
        );
    }
}

#[test]
fn valhalla_gives_check_is_what_playing_the_decision_shows() {
    let mut total = Counts::default();
    for variant in Variant::all()
        .into_iter()
        .filter(|v| matches!(v, Variant::Valhalla(_)))
    {
        let c = compare(variant, 4, 160);
        total.answered += c.answered;
        total.checks += c.checks;
        total.unanswered += c.unanswered;
    }
    assert!(
        total.answered > 200_000 && total.checks > 5_000,
        "{total:?}"
    );
}
