//! `Searchable::noisy_moves` (issue 19, quiescence generation) against its contract:
//! exactly the legal moves for which `is_noisy` is true, each once, in any order. The
//! oracle is `legal_moves` filtered by `is_noisy` (the full generators, themselves
//! checked against perft and the play-and-test oracles elsewhere).
//!
//! Positions: seeded random games from each variant's start and from every position of
//! the shared perft tables (`tests/data/`, a copy of the project's shared positions),
//! compared at every ply. The walks prefer noisy moves half of the time so that games
//! reach promotions, en passant and checks; each test counts what it compared, so it
//! cannot pass vacuously.
use otherworlds_core::{Drawable, Notation, Rules, Searchable, Variant};
use std::collections::HashSet;

#[path = "support/starts.rs"]
mod starts;
use starts::starts;

#[derive(Debug, Default)]
struct Counts {
    positions: usize,
    noisy: usize,
    in_check: usize,
    promotions: usize,
    en_passant: usize,
}

/// Compares `noisy_moves` with the filtered legal moves at every ply of `games` seeded
/// walks of up to `plies` decisions from each start.
fn compare(variant: Variant, games: usize, plies: usize) -> Counts {
    let mut rng = fastrand::Rng::with_seed(0x9E37_79B9_7F4A_7C15);
    let mut counts = Counts::default();
    let (mut legal, mut noisy) = (Vec::new(), Vec::new());
    for start in starts(variant) {
        for _ in 0..games {
            let mut pos = start.clone();
            for _ in 0..plies {
                pos.legal_moves(&mut legal);
                pos.noisy_moves(&mut noisy);
                let expected: HashSet<_> =
                    legal.iter().copied().filter(|&m| pos.is_noisy(m)).collect();
                let got: HashSet<_> = noisy.iter().copied().collect();
                assert_eq!(got.len(), noisy.len(), "a noisy move twice in {pos:?}");
                if got != expected {
                    let text = |set: &HashSet<_>, other: &HashSet<_>| {
                        let mut v: Vec<String> =
                            set.difference(other).map(|&m| pos.move_string(m)).collect();
                        v.sort();
                        v
                    };
                    panic!(
                        "{}: noisy_moves differs; missing {:?}, extra {:?}",
                        pos.position_string(),
                        text(&expected, &got),
                        text(&got, &expected),
                    );
                }
                counts.positions += 1;
                counts.noisy += noisy.len();
                counts.in_check += (pos.is_check() && !noisy.is_empty()) as usize;
                for &m in &noisy {
                    let info = pos.move_info(m);
                    counts.promotions += info.promotion.is_some() as usize;
                    counts.en_passant +=
                        (info.kind == otherworlds_core::geometry::MoveKind::EnPassant) as usize;
                }
                if legal.is_empty() || pos.terminal().is_some() {
                    break;
                }
                let pool = if !noisy.is_empty() && rng.usize(..2) == 0 {
                    &noisy
                } else {
                    &legal
                };
                let mv = pool[rng.usize(..pool.len())];
                pos.play(mv);
            }
        }
    }
    counts
}

#[test]
fn standard_noisy_moves_are_the_legal_noisy_moves() {
    let c = compare(Variant::Standard, 40, 120);
    assert!(c.positions > 100_000 && c.noisy > 20_000, "{c:?}");
    assert!(
        c.in_check > 1000 && c.promotions > 5000 && c.en_passant > 5,
        "{c:?}"
    );
}

#[test]
fn two_worlds_noisy_moves_are_the_legal_noisy_moves() {
    let c = compare(Variant::TwoWorlds, 40, 120);
    assert!(c.positions > 20_000 && c.noisy > 10_000, "{c:?}");
    assert!(
        c.in_check > 300 && c.promotions > 500 && c.en_passant > 50,
        "{c:?}"
    );
}

#[test]
fn valhalla_noisy_decisions_are_the_legal_noisy_decisions() {
    let mut total = Counts::default();
    for variant in Variant::all()
        .into_iter()
        .filter(|v| matches!(v, Variant::Valhalla(_)))
    {
        let c = compare(variant, 6, 160);
        total.positions += c.positions;
        total.noisy += c.noisy;
        total.in_check += c.in_check;
        total.promotions += c.promotions;
    }
    assert!(total.positions > 20_000 && total.noisy > 8_000, "{total:?}");
    assert!(total.in_check > 300 && total.promotions > 600, "{total:?}");
}

#[test]
fn fourd_noisy_moves_are_the_legal_noisy_moves() {
    let c = compare(Variant::FourD, 8, 100);
    assert!(
        c.positions > 1_000 && c.noisy > 2_000 && c.promotions > 10,
        "{c:?}"
    );
}

/// Quiescence generates only noisy moves out of check, so it can no longer tell a
/// finished game by an empty move list: a Valhalla game that a noisy decision ends
/// inside a turn (a replaced king, a mate on entering board 2) must still be scored as
/// won. Positions from seeded Valhalla games where such a decision exists for the
/// decider, who is not in check: a depth-1 search (the children go straight to
/// quiescence) must report a mate for the decider.
#[test]
fn quiescence_scores_a_valhalla_game_ended_inside_a_turn() {
    use otherworlds_core::engine::{Limits, Score, Searcher};
    use otherworlds_core::valhalla::Valhalla;
    use std::sync::{Arc, atomic::AtomicBool};
    let mut rng = fastrand::Rng::with_seed(0x2545_F491_4F6C_DD1D);
    let (mut found, mut legal) = (Vec::new(), Vec::new());
    'games: for game in 0..400 {
        let options = otherworlds_core::ValhallaOptions {
            inverted: game % 2 == 1,
            mirror: game % 4 >= 2,
            eternal: false,
        };
        let mut pos = Valhalla::new(options);
        for _ in 0..200 {
            pos.legal_moves(&mut legal);
            if legal.is_empty() || pos.terminal().is_some() {
                break;
            }
            let wins = |&m: &_| {
                let mut child = pos;
                child.play(m);
                child
                    .terminal()
                    .is_some_and(|o| o.winner == Some(pos.actor()))
            };
            if !pos.is_check() && legal.iter().any(|m| pos.is_noisy(*m) && wins(m)) {
                found.push(pos);
                if found.len() >= 12 {
                    break 'games;
                }
                break;
            }
            let noisy: Vec<_> = legal.iter().copied().filter(|&m| pos.is_noisy(m)).collect();
            let pool = if !noisy.is_empty() && rng.usize(..3) > 0 {
                &noisy
            } else {
                &legal
            };
            pos.play(pool[rng.usize(..pool.len())]);
        }
    }
    assert!(found.len() >= 5, "only {} positions found", found.len());
    for pos in found {
        let result = Searcher::<Valhalla>::new(1).search(
            &pos,
            &[],
            &Limits::depth(1),
            Arc::new(AtomicBool::new(false)),
            |_| {},
        );
        assert!(
            matches!(result.score, Score::Mate(n) if n > 0),
            "{} ({:?}): {:?}",
            pos.position_string(),
            pos.current_phase(),
            result.score
        );
    }
}
