//! Where puzzles come from: the positions of games (self-play games of the noisy
//! levels, whose mistakes leave the other side a winning blow, or games given in PGN)
//! scanned with a cheap two-line search; a position where the opponent's last turn
//! turned a game that was not won into one the side to move wins with a single good
//! move is a candidate, and a candidate that the deep search and the verification
//! confirm is a puzzle (`line::find`), with its themes and rating.
//!
//! Everything is seeded: game `g` of seed `s` plays and scans the same way on any
//! machine and in any run (searches are node- and depth-limited, one thread), so a
//! set is made again by the same command, and a run stopped halfway resumes with the
//! games it had not finished.
use super::Puzzle;
use super::judge::{Judged, Stages, WINNING, judge};
use super::line::{NoPuzzle, find};
use super::rating::{attempts, fit};
use super::theme::tag;
use crate::any::{AnyPosition, Concrete, each};
use crate::engine::{Level, Score, Searcher};
use crate::game::{Game, Notation, Rules, at_turn_boundary};
use crate::kernel::Color;
use crate::kernel::zobrist::splitmix;
use crate::ratings::LevelRatings;
use crate::variant::{Family, Variant};
use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// The solver's winning chances before the opponent's last turn must be at most this,
/// or that turn must have given the solver [`SWING`] more: the puzzle comes from a
/// mistake, not from a game already won.
pub const NOT_YET_WON: f64 = 0.6;

/// The winning chances the opponent's last turn must have given away when the solver
/// was already better than [`NOT_YET_WON`] (lichess's generator looks for such swings).
pub const SWING: f64 = 0.2;

/// A mate found by the scan within this many of the solver's turns is a candidate
/// even in a game long won (a mate-in-N puzzle).
const MATE_TURNS: i32 = super::line::MAX_TURNS as i32;

/// The most puzzles taken from one game.
pub const PER_GAME: usize = 2;

/// A self-play game ends when one side's chances have stood above this (or below one
/// less this) for [`DECIDED_RUN`] of its turns: it is decided, and what follows is
/// mopping up.
const DECIDED: f64 = 0.99;
const DECIDED_RUN: usize = 15;

/// The longest self-play game, in decisions.
const MAX_DECISIONS: usize = 300;

/// The start of the comment line a puzzle file's generator writes after each game it
/// has mined (`# done <game>: <seconds>`), so that a run stopped halfway resumes
/// with the games it had not finished.
pub const DONE_MARK: &str = "# done ";

/// The variant of self-play game `game` of a family's set: 4D alternates its full
/// and classic rules, Valhalla goes round its eight rule sets.
pub fn variant_for(family: Family, game: u64) -> Variant {
    let all: Vec<Variant> = Variant::all()
        .into_iter()
        .filter(|&v| Family::of(v) == family)
        .collect();
    let index = usize::try_from(game % all.len().max(1) as u64).unwrap_or(0);
    all.get(index).copied().unwrap_or(Variant::Standard)
}

/// What the miner tells as it goes.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// A candidate was searched deeply: its position and whether it made a puzzle.
    Tried {
        position: String,
        result: Result<String, NoPuzzle>,
    },
}

/// The mining of one source of positions: the searches, the level ratings, the
/// positions already tried (by hash; a position tried once gives the same answer
/// again).
pub struct Miner<'a> {
    pub stages: Stages,
    pub ratings: &'a LevelRatings,
    pub tried: HashSet<(Variant, u64)>,
}

impl<'a> Miner<'a> {
    /// A miner with `variant`'s stages.
    pub fn new(variant: Variant, ratings: &'a LevelRatings) -> Miner<'a> {
        Miner {
            stages: Stages::of(variant),
            ratings,
            tried: HashSet::new(),
        }
    }

    /// The puzzle of `pos` (a turn start) if it is one, with `source` named in it.
    pub fn puzzle(&self, pos: &AnyPosition, source: &str) -> Result<Puzzle, NoPuzzle> {
        let variant = pos.variant();
        let position = pos.position_string();
        // The puzzle is its string: judge the position the string gives.
        let start =
            AnyPosition::from_string(variant, &position).map_err(|_| NoPuzzle::NotAStart)?;
        let solution = find(&start, &self.stages)?;
        let themes = tag(
            &start,
            &solution.moves,
            solution.turns,
            solution.mate,
            solution.score,
        );
        let (rating, deviation) = fit(&attempts(&start, &solution.moves, self.ratings));
        let mut p = start.clone();
        let line: Vec<String> = solution
            .moves
            .iter()
            .map(|&m| {
                let text = p.move_string(m);
                p.play(m);
                text
            })
            .collect();
        Ok(Puzzle {
            id: Puzzle::id_of(variant, &position, &line),
            variant,
            position,
            line,
            rating,
            deviation,
            themes,
            source: source.to_string(),
        })
    }

    /// Whether `scan` of `pos` (the side to move's two best lines) makes it a
    /// candidate, given the side's chances before the opponent's last turn.
    fn is_candidate(&self, pos: &AnyPosition, scan: &Judged, before: Option<f64>) -> bool {
        scan.legal >= 2
            && scan.best_chance() >= WINNING
            && scan.unique()
            && (before.is_some_and(|b| b <= NOT_YET_WON || scan.best_chance() - b >= SWING)
                || scan
                    .best_score()
                    .is_some_and(|s| matches!(s, Score::Mate(n) if (1..=MATE_TURNS).contains(&n))))
            && !self.tried.contains(&(pos.variant(), pos.hash()))
    }

    /// Tries a candidate: the deep searches, once per position.
    fn attempt(
        &mut self,
        pos: &AnyPosition,
        source: &str,
        on_event: &mut impl FnMut(&Event),
    ) -> Option<Puzzle> {
        self.tried.insert((pos.variant(), pos.hash()));
        let result = self.puzzle(pos, source);
        on_event(&Event::Tried {
            position: pos.position_string(),
            result: result.as_ref().map(|p| p.id.clone()).map_err(|e| *e),
        });
        result.ok()
    }

    /// The puzzles of a given game (a PGN file's): every turn start scanned.
    pub fn given_game(
        &mut self,
        game: &Game<AnyPosition>,
        source: &str,
        mut on_event: impl FnMut(&Event),
    ) -> Vec<Puzzle> {
        let mut found = Vec::new();
        // The chances of each side at its last turn start.
        let mut last: [Option<f64>; 2] = [None, None];
        for (ply, pos) in game.positions().iter().enumerate() {
            if found.len() >= PER_GAME {
                break;
            }
            if !at_turn_boundary(pos) || pos.terminal().is_some() || !written_exactly(pos) {
                continue;
            }
            let scan = judge(pos, self.stages.scan, 2);
            let me = pos.actor();
            let before = last[me.flip().index()].map(|c| 1.0 - c);
            last[me.index()] = Some(scan.best_chance());
            if self.is_candidate(pos, &scan, before) {
                let turn = ply / 2 + 1;
                if let Some(p) = self.attempt(
                    pos,
                    &format!("{source}, ply {ply} (turn {turn})"),
                    &mut on_event,
                ) {
                    found.push(p);
                }
            }
        }
        found
    }

    /// The puzzles of self-play game `game` of `seed` in `variant`: the levels and the
    /// opening are drawn from the seed and the game's number; each side is one of the
    /// noisiest levels (1-4), whose mistakes the puzzles punish.
    pub fn self_play(
        &mut self,
        variant: Variant,
        seed: u64,
        game: u64,
        on_event: impl FnMut(&Event),
    ) -> Vec<Puzzle> {
        let start = AnyPosition::new(variant);
        each!(&start, p => self.self_play_concrete(p, seed, game, on_event))
    }

    fn self_play_concrete<P: Concrete>(
        &mut self,
        start: &P,
        seed: u64,
        number: u64,
        mut on_event: impl FnMut(&Event),
    ) -> Vec<Puzzle> {
        let variant = start.variant();
        let mut rng = splitmix(splitmix(seed) ^ number.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut draw = |n: u64| {
            rng = splitmix(rng);
            rng % n
        };
        let levels = [
            Level::for_variant(1 + draw(4) as u8, variant),
            Level::for_variant(1 + draw(4) as u8, variant),
        ];
        let source = format!(
            "self-play seed {seed} game {number}, levels {} (white) and {} (black)",
            levels[0].number, levels[1].number
        );
        let mut game = Game::new(start.clone());
        let opening = crate::engine::any::opening_plan(variant).0;
        for _ in 0..opening {
            let moves = game.legal_moves();
            if moves.is_empty() {
                return Vec::new();
            }
            let mv = moves[draw(moves.len() as u64) as usize];
            if game.play(mv).is_err() {
                return Vec::new();
            }
        }
        let mut searchers: [Searcher<P>; 2] = [
            Searcher::new(crate::engine::any::LEVEL_HASH_MIB),
            Searcher::new(crate::engine::any::LEVEL_HASH_MIB),
        ];
        let stop = Arc::new(AtomicBool::new(false));
        let mut found = Vec::new();
        let mut last: [Option<f64>; 2] = [None, None];
        let mut decided = [0usize; 2];
        while game.outcome().is_none() && game.moves().len() < MAX_DECISIONS {
            let pos = game.position().clone();
            let me = pos.actor();
            if at_turn_boundary(&pos) {
                let any = AnyPosition::from_string(variant, &pos.position_string())
                    .ok()
                    .filter(|a| a.hash() == pos.hash());
                if let Some(any) = any {
                    let scan = judge(&any, self.stages.scan, 2);
                    let chance = scan.best_chance();
                    let before = last[me.flip().index()].map(|c| 1.0 - c);
                    last[me.index()] = Some(chance);
                    if found.len() < PER_GAME && self.is_candidate(&any, &scan, before) {
                        let turn = game.moves().len();
                        let here = format!("{source}, ply {turn}");
                        if let Some(p) = self.attempt(&any, &here, &mut on_event) {
                            found.push(p);
                        }
                    }
                    decided[me.index()] = if !(1.0 - DECIDED..=DECIDED).contains(&chance) {
                        decided[me.index()] + 1
                    } else {
                        0
                    };
                    if decided.iter().any(|&d| d >= DECIDED_RUN) {
                        break;
                    }
                }
            }
            let side = usize::from(me == Color::Black);
            let seed_here = seed ^ number.rotate_left(20) ^ game.moves().len() as u64;
            let Some(mv) = levels[side].choose(
                &mut searchers[side],
                &pos,
                game.history(),
                seed_here,
                stop.clone(),
            ) else {
                break;
            };
            if game.play(mv).is_err() {
                break;
            }
        }
        found
    }
}

/// Whether `pos`'s position string reads back as `pos` (not inside a Valhalla turn).
fn written_exactly(pos: &AnyPosition) -> bool {
    AnyPosition::from_string(pos.variant(), &pos.position_string())
        .is_ok_and(|p| p.hash() == pos.hash())
}
