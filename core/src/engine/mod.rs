//! The engine: one search for every variant (generic over [`crate::Searchable`]), levels, and
//! the helpers the command-line tool and the app use.
pub mod any;
mod kept;
pub mod level;
pub mod matches;
pub mod review;
mod search;
pub mod tt;

pub use level::{LEVELS, Level};
pub use search::{MAX_DEPTH, Searcher};

pub use crate::game::turn_string;
use crate::game::{Notation, Rules, Searchable};
use std::fmt;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The score of a mate at the root; a mate `n` decisions away scores `MATE - n`.
pub const MATE: i32 = 30_000;
/// Scores beyond this are mates.
pub const MATE_BOUND: i32 = MATE - 1_000;

/// How long to search. Unset limits don't apply; with none set the search runs to the
/// maximum depth or until stopped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    /// Number of principal variations (1 if 0).
    pub multipv: usize,
    /// Score every root move, exactly for those within this many centipawns of the best
    /// (others get an upper bound), in one pass per depth: what the noisy levels need to
    /// choose among near-equal moves, at the cost of one search instead of the quadratic
    /// multi-PV. Overrides `multipv` (one info line per depth).
    pub spread: Option<i32>,
    /// Search threads sharing the transposition table (Lazy SMP); 0 or 1: one thread,
    /// and the search is deterministic for given limits (without a time limit).
    pub threads: usize,
    /// Time management under a clock, with `movetime` as the hard limit: no iteration
    /// starts after this much time, and less while the best move stays the same.
    pub soft_time: Option<Duration>,
    /// Contempt, in centipawns: what a draw (repetition, rule draw, stalemate) costs the
    /// player to decide at the root, and gives the other; 0 (the default, and what the
    /// levels and the app's analysis use): a draw scores 0 for both. A positive
    /// contempt makes an engine that thinks itself no worse than this avoid draws
    /// against a weaker opponent (UCI `Contempt`, `bestmove --contempt`).
    pub contempt: i32,
    /// Only the root decisions written here (in the variant's move notation, as
    /// [`crate::Notation::move_string`] writes them; in Valhalla the turn's next decision)
    /// are searched; empty, or none of them legal: every legal one (UCI `go searchmoves`).
    pub search_moves: Vec<String>,
    /// Stop after an iteration that finds a mate for the root's decider in this many of
    /// its turns or fewer (UCI `go mate`).
    pub mate: Option<u32>,
}

impl Limits {
    /// Search to a fixed depth.
    pub fn depth(d: u32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }
    /// Search for a fixed time.
    pub fn movetime(ms: u64) -> Limits {
        Limits {
            movetime: Some(Duration::from_millis(ms)),
            ..Limits::default()
        }
    }
    /// Search a fixed number of nodes.
    pub fn nodes(n: u64) -> Limits {
        Limits {
            nodes: Some(n),
            ..Limits::default()
        }
    }
}

/// A score for the player to decide at the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns.
    Cp(i32),
    /// Mate in this many of the turns of the player to decide at the root (in Valhalla a
    /// turn is several decisions); negative: being mated after this many of them.
    Mate(i32),
}

impl Score {
    /// The score of a line: a mate is counted in whole turns of the root's decider by
    /// walking the principal variation `pv` from `root` (a turn starts where the position
    /// has a repetition key; the owner of a turn the root is inside of is the other
    /// player of the next turn start, as turns alternate). Where the table lost the end
    /// of the line, the remaining decisions count as alternating one-decision turns.
    pub fn from_line<P: Rules>(s: i32, root: &P, pv: &[P::Move]) -> Score {
        if s.abs() <= MATE_BOUND {
            return Score::Cp(s);
        }
        let decisions = (MATE - s.abs()).max(0) as usize;
        let me = root.actor();
        let mut p = root.clone();
        let mut turns = 0;
        let mut root_turn_unknown = p.repetition_key().is_none();
        let mut walked = 0;
        for &m in pv.iter().take(decisions) {
            if p.repetition_key().is_some() && p.actor() == me {
                turns += 1;
            }
            p.play(m);
            walked += 1;
            if root_turn_unknown && p.repetition_key().is_some() {
                // The root's turn belonged to the other player of this turn start.
                if p.actor() != me {
                    turns += 1;
                }
                root_turn_unknown = false;
            }
        }
        if root_turn_unknown && turns == 0 && s > 0 {
            // The mate falls inside the turn in progress: the root decider wins in it.
            turns = 1;
        }
        let rest = decisions - walked;
        if rest > 0 {
            let next_is_mine = p.actor() == me;
            turns += if next_is_mine {
                rest.div_ceil(2)
            } else {
                rest / 2
            };
        }
        let turns = turns as i32;
        if s > 0 {
            Score::Mate(turns.max(1))
        } else {
            Score::Mate(-turns)
        }
    }
}

impl fmt::Display for Score {
    /// UCI style: `cp 23`, `mate 2`, `mate -1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Cp(c) => write!(f, "cp {c}"),
            Score::Mate(m) => write!(f, "mate {m}"),
        }
    }
}

/// Progress of a search, reported after each completed depth.
///
/// The principal variation is typed: `Info<P::Move>` from [`Searcher::search`],
/// `Info<AnyMove>` from [`any`]. `Info<String>` (the default) holds canonical move
/// strings and prints as a UCI `info` line; [`Info::with_move_strings`] makes one from
/// a typed line.
///
/// [`AnyMove`]: crate::AnyMove
#[derive(Clone, Debug, PartialEq)]
pub struct Info<M = String> {
    pub depth: u32,
    pub seldepth: u32,
    /// 1 for the best line; 2… for further multi-PV lines.
    pub multipv: usize,
    pub score: Score,
    pub nodes: u64,
    pub nps: u64,
    pub time: Duration,
    /// How full the transposition table is with this search's entries, in permille.
    pub hashfull: u32,
    /// The principal variation, from the searched position on.
    pub pv: Vec<M>,
}

impl<M: Copy> Info<M> {
    /// The same line with every move of the variation mapped by `f`.
    pub fn map_pv<N>(&self, f: impl FnMut(M) -> N) -> Info<N> {
        Info {
            depth: self.depth,
            seldepth: self.seldepth,
            multipv: self.multipv,
            score: self.score,
            nodes: self.nodes,
            nps: self.nps,
            time: self.time,
            hashfull: self.hashfull,
            pv: self.pv.iter().copied().map(f).collect(),
        }
    }

    /// The same line with the variation in canonical move strings, each written in the
    /// position it is played from (`root` is the searched position).
    pub fn with_move_strings<P: Notation<Move = M>>(&self, root: &P) -> Info<String> {
        let mut p = root.clone();
        self.map_pv(|m| {
            let text = p.move_string(m);
            p.play(m);
            text
        })
    }
}

impl fmt::Display for Info<String> {
    /// A UCI `info` line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "info depth {} seldepth {} multipv {} score {} nodes {} nps {} hashfull {} time {} pv {}",
            self.depth,
            self.seldepth,
            self.multipv,
            self.score,
            self.nodes,
            self.nps,
            self.hashfull,
            self.time.as_millis(),
            self.pv.join(" ")
        )
    }
}

/// The result of a search.
#[derive(Clone, Debug)]
pub struct SearchResult<M> {
    /// The move to play (None only when there is no legal move).
    pub best: Option<M>,
    pub score: Score,
    pub pv: Vec<M>,
    /// Deepest completed iteration.
    pub depth: u32,
    pub nodes: u64,
    /// Every multi-PV line of the last completed iteration, best first.
    pub lines: Vec<(Score, Vec<M>)>,
}

/// The decisions of the whole turn that starts with the search's best move: the
/// principal variation up to the end of the turn, completed by short searches where the
/// variation stops early (a Valhalla turn has several decisions, some of them the
/// opponent's expected choice).
pub fn complete_turn<P: Searchable + Notation>(
    searcher: &mut Searcher<P>,
    pos: &P,
    pv: &[P::Move],
) -> Vec<P::Move> {
    let mut turn = Vec::new();
    let mut p = pos.clone();
    let mut rest = pv.iter();
    loop {
        let mv = match rest.next() {
            Some(&m) => m,
            None => {
                let stop = Arc::new(AtomicBool::new(false));
                match searcher
                    .search(&p, &[], &Limits::depth(2), stop, |_| {})
                    .best
                {
                    Some(m) => m,
                    None => break,
                }
            }
        };
        turn.push(mv);
        p.play(mv);
        if crate::game::at_turn_boundary(&p) {
            break;
        }
    }
    turn
}
