//! The search that judges one step of a puzzle: a two-line search of the position, the
//! winning chances of each line for the player to decide, and whether the best move
//! stands out from the second by the margin (docs/puzzles.md, *What makes a puzzle*).
//!
//! Every search here is made with a new searcher, one thread, no game history and a
//! depth with a node cap, so it is the same search wherever it runs: the generator's
//! verification and the test that checks the shipped puzzles see the same lines.
use crate::any::{AnyMove, AnyPosition, Concrete, each};
use crate::engine::review::Eval;
use crate::engine::{Limits, Score, Searcher};
use crate::variant::Variant;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// The least difference between the winning chances (0 to 1) of the best move and the
/// second best for the best to count as the only good move: lichess's puzzle
/// generator asks 0.7 on its scale of −1 to 1, which is 0.35 here.
pub const MARGIN: f64 = 0.35;

/// The least winning chances the solver's best move must keep at every step (about
/// +2.3 pawns, or a mate).
pub const WINNING: f64 = 0.7;

/// The transposition table of each judging search, in MiB.
pub const HASH_MIB: usize = 16;

/// A search limit: a depth in decisions, with a node cap so that no position takes
/// unbounded time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Depth {
    pub depth: u32,
    pub nodes: u64,
}

impl Depth {
    /// The engine's limits for `lines` principal variations.
    pub fn limits(self, lines: usize) -> Limits {
        Limits {
            depth: Some(self.depth),
            nodes: Some(self.nodes),
            multipv: lines,
            threads: 1,
            ..Limits::default()
        }
    }
}

/// The three searches of the generator for one variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stages {
    /// The cheap search of every position of a game, which picks the candidates.
    pub scan: Depth,
    /// The deep search that builds a candidate's line.
    pub deep: Depth,
    /// The verification with more time, which builds the line again from the
    /// defender's best replies at this depth: the shipped line, and the depth the
    /// shipped-puzzle test checks at.
    pub verify: Depth,
}

impl Stages {
    /// The stages for `variant`. A ply costs very different numbers of nodes in each
    /// family (docs/engine.md, *Levels*): 4D searches far fewer plies for its nodes.
    pub fn of(variant: Variant) -> Stages {
        match variant {
            Variant::Standard => Stages {
                scan: Depth {
                    depth: 8,
                    nodes: 40_000,
                },
                deep: Depth {
                    depth: 11,
                    nodes: 600_000,
                },
                verify: Depth {
                    depth: 13,
                    nodes: 2_000_000,
                },
            },
            Variant::TwoWorlds => Stages {
                scan: Depth {
                    depth: 7,
                    nodes: 40_000,
                },
                deep: Depth {
                    depth: 9,
                    nodes: 600_000,
                },
                verify: Depth {
                    depth: 11,
                    nodes: 2_000_000,
                },
            },
            Variant::FourD | Variant::FourDClassic => Stages {
                scan: Depth {
                    depth: 3,
                    nodes: 60_000,
                },
                deep: Depth {
                    depth: 4,
                    nodes: 600_000,
                },
                verify: Depth {
                    depth: 5,
                    nodes: 2_000_000,
                },
            },
            Variant::Valhalla(_) => Stages {
                scan: Depth {
                    depth: 7,
                    nodes: 40_000,
                },
                deep: Depth {
                    depth: 10,
                    nodes: 600_000,
                },
                verify: Depth {
                    depth: 12,
                    nodes: 2_000_000,
                },
            },
        }
    }
}

/// What a search found: the lines of its last finished depth, best first, with their
/// scores for the player to decide.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    pub lines: Vec<(Score, Vec<AnyMove>)>,
    /// The number of legal decisions.
    pub legal: usize,
    /// The depth finished.
    pub depth: u32,
}

/// The winning chances (0 to 1) of a score for the player it is counted for: lichess's
/// curve, as the game review counts them ([`Eval::chance_for`]).
pub fn chance(score: Score) -> f64 {
    let me = crate::kernel::Color::White;
    Eval::from_score(score, me).chance_for(me)
}

impl Judged {
    /// The best decision, if there is a legal one.
    pub fn best(&self) -> Option<AnyMove> {
        self.lines.first().and_then(|(_, pv)| pv.first().copied())
    }

    /// The best line's score.
    pub fn best_score(&self) -> Option<Score> {
        self.lines.first().map(|(s, _)| *s)
    }

    /// The best line's winning chances (0 without a line).
    pub fn best_chance(&self) -> f64 {
        self.best_score().map_or(0.0, chance)
    }

    /// The winning chances the best decision has over the second best: 1 when it is
    /// the only legal one.
    /// A mate stands alone when no other decision mates as soon: the winning chances
    /// of a big material lead are near a mate's, and a slower mate is a worse move (the
    /// search that proves the shortest mate, issue 47, now sees the slower ones that
    /// the earlier search missed).
    pub fn margin(&self) -> f64 {
        match (self.lines.first(), self.lines.get(1)) {
            (Some((Score::Mate(n), _)), Some((second, _)))
                if *n > 0 && !matches!(second, Score::Mate(m) if *m > 0 && *m <= *n) =>
            {
                1.0
            }
            (Some((best, _)), Some((second, _))) => chance(*best) - chance(*second),
            (Some(_), None) if self.legal == 1 => 1.0,
            _ => 0.0,
        }
    }

    /// Whether the best decision is the only good one: ahead of the second by
    /// [`MARGIN`].
    pub fn unique(&self) -> bool {
        self.margin() >= MARGIN
    }
}

/// Searches `pos` to `depth` with `lines` principal variations, with a new searcher.
pub fn judge(pos: &AnyPosition, depth: Depth, lines: usize) -> Judged {
    each!(pos, p => judge_concrete(p, depth, lines))
}

/// A line of a search: its score for the player to decide and its moves.
type Line = (Score, Vec<AnyMove>);

fn judge_concrete<P: Concrete>(p: &P, depth: Depth, lines: usize) -> Judged {
    let mut searcher: Searcher<P> = Searcher::new(HASH_MIB);
    let legal = p.count_legal_moves();
    let wanted = lines.clamp(1, legal.max(1));
    // The lines of each depth as the search tells them (a depth's lines are told
    // again, best first, when it reorders them). The node cap often stops the last
    // depth after its first line, and the search's result then holds that line
    // alone: the judgement is the last depth whose lines all finished.
    let mut told: Vec<Vec<Option<Line>>> = Vec::new();
    let result = searcher.search(
        p,
        &[],
        &depth.limits(lines),
        Arc::new(AtomicBool::new(false)),
        |info| {
            let d = info.depth as usize;
            if told.len() <= d {
                told.resize(d + 1, Vec::new());
            }
            let at = &mut told[d];
            if at.len() < wanted {
                at.resize(wanted, None);
            }
            if let Some(slot) = info.multipv.checked_sub(1).and_then(|k| at.get_mut(k)) {
                *slot = Some((
                    info.score,
                    info.pv.iter().map(|&m| P::wrap_move(m)).collect(),
                ));
            }
        },
    );
    let complete = told.iter().enumerate().rev().find_map(|(d, at)| {
        let found: Option<Vec<Line>> = at.iter().cloned().collect();
        found.filter(|f| !f.is_empty()).map(|f| (d, f))
    });
    let (found, finished) = match complete {
        Some((d, found)) => (found, d as u32),
        None => {
            let mut found: Vec<(Score, Vec<AnyMove>)> = result
                .lines
                .into_iter()
                .map(|(s, pv)| (s, pv.into_iter().map(P::wrap_move).collect()))
                .collect();
            if found.is_empty()
                && let Some(best) = result.best
            {
                found.push((result.score, vec![P::wrap_move(best)]));
            }
            (found, result.depth)
        }
    };
    Judged {
        lines: found,
        legal,
        depth: finished,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rules;

    #[test]
    fn chances_follow_the_review_curve() {
        assert_eq!(chance(Score::Mate(3)), 1.0);
        assert_eq!(chance(Score::Mate(-1)), 0.0);
        assert!((chance(Score::Cp(0)) - 0.5).abs() < 1e-12);
        // lichess's curve: +2.3 pawns is about 0.7.
        assert!((chance(Score::Cp(230)) - 0.70).abs() < 0.01);
    }

    #[test]
    fn the_margin_is_the_difference_of_the_two_lines() {
        let mv = AnyPosition::new(Variant::Standard);
        let mut moves = Vec::new();
        mv.legal_moves(&mut moves);
        let judged = |scores: &[Score], legal| Judged {
            lines: scores.iter().map(|&s| (s, vec![moves[0]])).collect(),
            legal,
            depth: 1,
        };
        let two = judged(&[Score::Cp(400), Score::Cp(0)], 20);
        assert_eq!(two.margin(), chance(Score::Cp(400)) - 0.5);
        // +4 pawns against an equal game is about 0.84 against 0.5: not enough.
        assert!(!two.unique());
        assert!(judged(&[Score::Cp(900), Score::Cp(-200)], 20).unique());
        assert_eq!(judged(&[Score::Mate(1), Score::Cp(0)], 20).margin(), 1.0);
        // Two mates as fast: neither stands alone; a slower second mate is a worse move.
        assert!(!judged(&[Score::Mate(2), Score::Mate(2)], 20).unique());
        assert!(judged(&[Score::Mate(1), Score::Mate(2)], 20).unique());
        // A mate against a won game without a mate: the only mate is the puzzle.
        assert!(judged(&[Score::Mate(2), Score::Cp(1500)], 20).unique());
        assert!(!judged(&[Score::Cp(1500), Score::Cp(900)], 20).unique());
        // The only legal move stands alone; a lone line of many does not.
        assert!(judged(&[Score::Cp(0)], 1).unique());
        assert!(!judged(&[Score::Cp(900)], 2).unique());
    }
}
