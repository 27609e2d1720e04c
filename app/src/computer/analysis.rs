//! Live analysis of the viewed position: the engine searches on a background thread
//! and reports after each depth (depth, seldepth, score, nodes per second, the best
//! lines, multi-PV 1-5); the panel shows the last depth whose lines all arrived. Each
//! report is turned into text once, when it arrives (never per frame). A new viewed
//! position starts a new search; dropping the analysis stops its search.
//!
//! On the analysis board the search is infinite until stopped; the panel of a game or
//! a replay stops after a minute, so a forgotten panel does not keep a core busy.
use crate::board::arrows::EngineArrow;
use crate::job::{Job, Worker};
use otherworlds_core::engine::any::{ANALYSIS_HASH_MIB, Kept, analyse_kept};
use otherworlds_core::engine::review::Eval;
use otherworlds_core::engine::{Info, Limits, Score};
use otherworlds_core::game::at_turn_boundary;
use otherworlds_core::{AnyMove, AnyPosition, Color, prelude::*};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The most lines (multi-PV) the panel offers.
pub const MAX_LINES: usize = 5;

/// How long the panel of a game or a replay searches one position at most.
pub const PANEL_TIME: Duration = Duration::from_secs(60);

/// The most threads the panel offers: twice the cores.
pub fn max_threads() -> usize {
    crate::settings::default_threads() * 2
}

/// The smallest table the analysis offers, in MiB.
pub const MIN_HASH_MIB: usize = 16;
/// The largest, in MiB: 1 GiB, which a desktop that runs the app can spare (UCI's
/// `Hash` goes to 4 GiB for those who know their machine).
pub const MAX_HASH_MIB: usize = 1024;

/// `mib` brought into [`MIN_HASH_MIB`]-[`MAX_HASH_MIB`] and down to a power of two (the
/// table's size: its number of buckets is a power of two).
pub fn hash_choice(mib: usize) -> usize {
    let mib = mib.clamp(MIN_HASH_MIB, MAX_HASH_MIB);
    1 << (usize::BITS - 1 - mib.leading_zeros())
}

/// How a search runs: how many lines, with how many threads and how large a table, and
/// whether until stopped (the analysis board) or for [`PANEL_TIME`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mode {
    pub lines: usize,
    pub infinite: bool,
    pub threads: usize,
    pub hash_mib: usize,
    /// The external engine that searches (a hash of its settings; 0: the built-in
    /// engine): another one, or the same with other options, starts a new search.
    pub engine: u64,
}

impl Mode {
    /// `lines` brought into 1-[`MAX_LINES`], one thread, an [`ANALYSIS_HASH_MIB`] table.
    pub fn new(lines: usize, infinite: bool) -> Mode {
        Mode {
            lines: lines.clamp(1, MAX_LINES),
            infinite,
            threads: 1,
            hash_mib: ANALYSIS_HASH_MIB,
            engine: 0,
        }
    }

    /// The same searched by the external engine `id` identifies (0: the built-in one).
    pub fn with_engine(self, id: u64) -> Mode {
        Mode { engine: id, ..self }
    }

    /// The same with a table of `mib` MiB as [`hash_choice`] brings it into range.
    pub fn with_hash(self, mib: usize) -> Mode {
        Mode {
            hash_mib: hash_choice(mib),
            ..self
        }
    }

    /// The same with `threads` brought into 1-[`max_threads`].
    pub fn with_threads(self, threads: usize) -> Mode {
        Mode {
            threads: threads.clamp(1, max_threads()),
            ..self
        }
    }
}

/// One line of the analysis, with its texts made once.
#[derive(Clone, Debug)]
pub struct Line {
    pub info: Info<AnyMove>,
    /// "+0.35", "#3", from White's side.
    pub score: String,
    /// The variation in the display notation.
    pub moves: String,
    /// "depth 12/19, 1.2 M nodes/s".
    pub detail: String,
    /// The decisions of the line's first turn (one move; a whole turn in Valhalla):
    /// what a click on the line plays.
    pub turn: Vec<AnyMove>,
    /// The arrows of that turn's moves.
    pub arrows: Vec<EngineArrow>,
}

impl Line {
    fn new(root: &AnyPosition, info: Info<AnyMove>) -> Line {
        let (turn, arrows) = first_turn(root, &info.pv);
        Line {
            score: score_text(info.score, root.actor()),
            moves: pv_text(root, &info.pv),
            detail: t!(
                "computer-line-detail",
                depth = info.depth,
                seldepth = info.seldepth,
                speed = speed_text(info.nps)
            ),
            turn,
            arrows,
            info,
        }
    }
}

/// A search of one position in progress (or finished).
pub struct Analysis {
    /// The viewed ply and the position's hash: a change of either starts a new search.
    pub ply: usize,
    pub key: u64,
    /// The lines and the time limit it was started with (a change starts a new one).
    pub mode: Mode,
    /// The searched position.
    root: AnyPosition,
    /// The limits the search was given.
    limits: Limits,
    /// The search; each report is one line's latest info; it ends with the time the
    /// search returned, before its searcher was put back (tests measure how fast a
    /// stop is obeyed).
    job: Job<Info<AnyMove>, Result<Instant, String>>,
    /// The lines of the last depth that completed, best first.
    shown: Vec<Line>,
    /// The lines of the depth in progress.
    pending: Vec<Line>,
    /// How many lines a depth has: the mode's, or fewer when there are fewer moves.
    expected: usize,
}

impl Analysis {
    /// Starts searching `pos` (reached through `history`) with the searcher `kept`
    /// holds (kept there afterwards: the next position's search finds what this one
    /// stored; it waits for a search still holding it to obey its stop); `ctx` repaints
    /// on each report.
    pub fn start(
        pos: AnyPosition,
        history: Vec<AnyPosition>,
        ply: usize,
        mode: Mode,
        kept: Arc<Mutex<Kept>>,
        ctx: &egui::Context,
    ) -> Analysis {
        let key = pos.hash();
        let limits = Limits {
            depth: None,
            nodes: None,
            movetime: (!mode.infinite).then_some(PANEL_TIME),
            multipv: mode.lines,
            threads: mode.threads,
            ..Limits::default()
        };
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        let expected = mode.lines.min(legal.len()).max(1);
        let root = pos.clone();
        let searched = limits.clone();
        let job = Job::spawn(
            "otherworlds-analysis",
            ctx,
            move |w: &Worker<Info<AnyMove>>| {
                let mut returned = None;
                let stop = Arc::clone(&w.stop);
                let on_info = |info: &Info<AnyMove>| w.report(info.clone());
                let mut kept = lock_kept(&kept);
                kept.set_hash_mib(mode.hash_mib);
                let returned_now = || returned = Some(Instant::now());
                analyse_kept(
                    &pos,
                    &history,
                    &limits,
                    stop,
                    on_info,
                    returned_now,
                    &mut kept,
                );
                Ok(returned.unwrap_or_else(Instant::now))
            },
        );
        Analysis {
            ply,
            key,
            mode,
            root,
            limits: searched,
            job,
            shown: Vec::new(),
            pending: Vec::new(),
            expected,
        }
    }

    /// Starts an external engine's search of `task` (issue 47); its lines come as the
    /// built-in engine's, its failure is kept ([`Analysis::failure`]).
    pub fn start_external(
        spec: crate::engines::spec::EngineSpec,
        task: super::external::Task,
        ply: usize,
        mode: Mode,
        ctx: &egui::Context,
    ) -> Analysis {
        let root = task.root.clone();
        let limits = Limits {
            depth: None,
            nodes: None,
            movetime: task.time,
            multipv: mode.lines,
            threads: mode.threads,
            ..Limits::default()
        };
        let mut legal = Vec::new();
        root.legal_moves(&mut legal);
        // An engine without MultiPV gives one line.
        let multipv = spec.multipv || mode.lines == 1;
        let expected = match multipv {
            true => mode.lines.min(legal.len()).max(1),
            false => 1,
        };
        let job = Job::spawn(
            "otherworlds-external-analysis",
            ctx,
            move |w: &Worker<Info<AnyMove>>| {
                super::external::analyse(&spec, &task, w)
                    .map(|()| Instant::now())
                    .map_err(|e| e.to_string())
            },
        );
        Analysis {
            ply,
            key: root.hash(),
            mode,
            root,
            limits,
            job,
            shown: Vec::new(),
            pending: Vec::new(),
            expected,
        }
    }

    /// Why the search failed (an external engine's message, or a panic's).
    pub fn failure(&self) -> Option<&str> {
        match self.job.ready() {
            Some(Err(e)) => Some(e.as_str()),
            _ => self.job.panicked(),
        }
    }

    /// Takes the reports that arrived since the last frame (their texts are made here,
    /// once each).
    pub fn poll(&mut self) {
        for info in self.job.take_reports() {
            let index = info.multipv.max(1) - 1;
            if index == 0 {
                self.pending.clear();
            }
            if index != self.pending.len() {
                // A line out of order (cannot happen: the engine reports them in order).
                continue;
            }
            self.pending.push(Line::new(&self.root, info));
            if self.pending.len() >= self.expected {
                self.shown = best_first(std::mem::take(&mut self.pending));
            }
        }
    }

    /// The lines of the last complete depth, best first (before the first depth has
    /// completed: the lines found so far).
    pub fn lines(&self) -> &[Line] {
        if self.shown.is_empty() {
            &self.pending
        } else {
            &self.shown
        }
    }

    /// The best line's arrows.
    pub fn arrows(&self) -> &[EngineArrow] {
        self.lines().first().map_or(&[], |l| l.arrows.as_slice())
    }

    /// The best line's score as White's share of the evaluation bar (0 to 1).
    pub fn white_share(&self) -> Option<f32> {
        let best = self.lines().first()?;
        Some(white_share(best.info.score, self.root.actor()))
    }

    /// Whether the search has ended (its time is up, it was stopped, it reached the
    /// deepest depth, or it failed: then the lines found so far stay).
    pub fn finished(&self) -> bool {
        self.job.finished()
    }

    /// When the search returned (before its searcher was put back), once the job is
    /// done.
    pub fn finished_at(&self) -> Option<Instant> {
        self.job.ready().and_then(|r| r.as_ref().ok()).copied()
    }

    /// The limits the search was started with.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// Stops the search; its lines stay.
    pub fn stop(&self) {
        self.job.stop_flag().store(true, Ordering::Relaxed);
    }

    /// Whether the search was asked to stop.
    pub fn stopped(&self) -> bool {
        self.job.stop_flag().load(Ordering::Relaxed)
    }

    /// The flag the search watches (tests check it is raised).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.job.stop_flag()
    }
}

/// A depth's lines, best score first. The search finds line k+1 after lines 1 to k
/// without their moves, in its own window, so now and then a later line comes back
/// scoring above an earlier one (search instability); the search then sends the
/// depth's lines again, best first, but the first set arrives complete too and would
/// be shown for a frame in the wrong order. Equal scores keep the search's order.
fn best_first(mut lines: Vec<Line>) -> Vec<Line> {
    lines.sort_by_key(|l| std::cmp::Reverse(rank(l.info.score)));
    lines
}

/// A score as one number for ordering, from the side to move: a mate beats every
/// centipawn score and a shorter mate a longer one; being mated loses to every score,
/// and later is better than sooner.
fn rank(score: Score) -> i64 {
    match score {
        Score::Cp(cp) => i64::from(cp),
        Score::Mate(n) if n > 0 => 1_000_000 - i64::from(n),
        Score::Mate(n) => -1_000_000 - i64::from(n),
    }
}

/// The searcher in `kept`, once no other search holds it. A search that panicked
/// holding it may have left it half-way: then it is forgotten (the next search starts
/// with new tables).
pub fn lock_kept(kept: &Mutex<Kept>) -> MutexGuard<'_, Kept> {
    kept.lock().unwrap_or_else(|poisoned| {
        kept.clear_poison();
        let mut guard = poisoned.into_inner();
        guard.forget();
        guard
    })
}

/// The decisions of the first turn of `pv` from `root` (as far as they are legal), and
/// the arrows of those that move a piece (a Valhalla transfer or a pass draws none).
pub fn first_turn(root: &AnyPosition, pv: &[AnyMove]) -> (Vec<AnyMove>, Vec<EngineArrow>) {
    let mut pos = root.clone();
    let (mut turn, mut arrows) = (Vec::new(), Vec::new());
    let mut legal = Vec::new();
    for &mv in pv {
        pos.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            break;
        }
        let info = pos.move_info(mv);
        if let (Some(from), Some(to)) = (info.from, info.to)
            && from != to
            && !crate::board::is_placement_kind(info.kind)
        {
            arrows.push(EngineArrow { from, to });
        }
        turn.push(mv);
        pos.play(mv);
        // A turn ends where the position has a repetition key (a whole turn is done).
        if at_turn_boundary(&pos) {
            break;
        }
    }
    (turn, arrows)
}

/// White's share of the evaluation bar for `score` of the player `mover`: White's
/// winning chances as the game review counts them (`engine::review::Eval`, lichess's
/// slope), one half at equality, never quite full; a mate fills it for the side that
/// mates (Mate(0) and below: the mover is mated).
pub fn white_share(score: Score, mover: Color) -> f32 {
    match score {
        Score::Cp(_) => {
            let chances = Eval::from_score(score, mover).chance_for(Color::White) as f32;
            // Only a mate fills the bar: a score keeps a sliver of the other colour.
            chances.clamp(0.005, 0.995)
        }
        Score::Mate(n) => {
            if (n > 0) == (mover == Color::White) {
                1.0
            } else {
                0.0
            }
        }
    }
}

/// A score for people, from White's side (player A in Valhalla): "+0.35", "-1.20",
/// "#3" (White mates in 3), "#-2" (White is mated in 2), as the review writes it.
pub fn score_text(score: Score, mover: Color) -> String {
    Eval::from_score(score, mover).text()
}

/// A principal variation in the display notation, as far as its moves are legal (a
/// line is searched from this position, so all of them are).
pub fn pv_text(pos: &AnyPosition, pv: &[AnyMove]) -> String {
    let mut pos = pos.clone();
    let mut out: Vec<String> = Vec::new();
    let mut legal = Vec::new();
    for &mv in pv {
        pos.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            break;
        }
        out.push(pos.display_move(mv));
        pos.play(mv);
    }
    out.join(" ")
}

/// "1.2 M nodes/s".
pub fn speed_text(nps: u64) -> String {
    if nps >= 1_000_000 {
        t!(
            "computer-speed-millions",
            speed = crate::i18n::decimal(nps as f64 / 1e6, 1)
        )
    } else {
        t!("computer-speed-thousands", speed = nps / 1000)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use otherworlds_core::Variant;

    #[test]
    fn scores_are_told_from_whites_side() {
        assert_eq!(score_text(Score::Cp(35), Color::White), "+0.35");
        assert_eq!(score_text(Score::Cp(35), Color::Black), "-0.35");
        assert_eq!(score_text(Score::Mate(2), Color::Black), "#-2");
        assert_eq!(score_text(Score::Mate(-1), Color::White), "#-1");
    }

    #[test]
    fn the_bar_is_half_at_equality_and_a_mate_fills_it() {
        assert_eq!(white_share(Score::Cp(0), Color::White), 0.5);
        // +1 pawn for White: lichess's curve gives about 0.59 of the bar.
        let pawn = white_share(Score::Cp(100), Color::White);
        assert!((pawn - 0.592).abs() < 0.01, "{pawn}");
        // The same score of Black's is White's loss.
        assert!((white_share(Score::Cp(100), Color::Black) - (1.0 - pawn)).abs() < 1e-6);
        assert_eq!(white_share(Score::Mate(3), Color::White), 1.0);
        assert_eq!(white_share(Score::Mate(3), Color::Black), 0.0);
        assert_eq!(white_share(Score::Mate(-2), Color::Black), 1.0);
        assert_eq!(white_share(Score::Mate(0), Color::White), 0.0);
        assert!(white_share(Score::Cp(5000), Color::White) < 1.0);
    }

    #[test]
    fn a_depths_lines_are_shown_best_score_first() {
        let root = AnyPosition::new(Variant::Standard);
        let line = |multipv: usize, score: Score, text: &str| {
            let mv = root.parse_move(text).expect("legal");
            let info = Info {
                depth: 9,
                seldepth: 12,
                multipv,
                score,
                nodes: 1000,
                nps: 1000,
                time: Duration::from_millis(1),
                hashfull: 0,
                pv: vec![mv],
            };
            Line::new(&root, info)
        };
        let lines = vec![
            line(1, Score::Cp(40), "e2e4"),
            line(2, Score::Cp(12), "d2d4"),
            line(3, Score::Cp(31), "g1f3"),
            line(4, Score::Cp(12), "c2c4"),
            line(5, Score::Mate(-3), "f2f3"),
        ];
        let shown: Vec<String> = best_first(lines).iter().map(|l| l.moves.clone()).collect();
        // Nf3's 0.31 above d4's 0.12; d4 and c4 equal, in the search's order.
        assert_eq!(shown, ["e4", "Nf3", "d4", "c4", "f3"]);
        // Mates: sooner is better for the mating side, later for the mated one.
        let mut scores = vec![
            Score::Mate(-5),
            Score::Cp(-900),
            Score::Mate(4),
            Score::Mate(-1),
            Score::Cp(900),
            Score::Mate(1),
        ];
        scores.sort_by_key(|&s| std::cmp::Reverse(rank(s)));
        let expected = [
            Score::Mate(1),
            Score::Mate(4),
            Score::Cp(900),
            Score::Cp(-900),
            Score::Mate(-5),
            Score::Mate(-1),
        ];
        assert_eq!(scores, expected);
    }

    #[test]
    fn a_table_size_is_brought_into_range_and_down_to_a_power_of_two() {
        assert_eq!(hash_choice(64), 64);
        assert_eq!(hash_choice(300), 256);
        assert_eq!(hash_choice(0), MIN_HASH_MIB);
        assert_eq!(hash_choice(17), 16);
        assert_eq!(hash_choice(usize::MAX), MAX_HASH_MIB);
        assert_eq!(Mode::new(3, true).hash_mib, ANALYSIS_HASH_MIB);
        assert_eq!(Mode::new(3, true).with_hash(1000).hash_mib, 512);
        assert_eq!(Mode::new(3, true).with_hash(4096).hash_mib, 1024);
    }

    #[test]
    fn a_line_reads_in_the_display_notation() {
        let pos = AnyPosition::new(Variant::Standard);
        let mut line = pos.clone();
        let mut pv = Vec::new();
        for text in ["e2e4", "e7e5", "g1f3"] {
            let mv = line.parse_move(text).expect("legal");
            line.play(mv);
            pv.push(mv);
        }
        assert_eq!(pv_text(&pos, &pv), "e4 e5 Nf3");
        // A move that is not legal where it stands ends the text there.
        let bad = [pv[0], pv[2], pv[1]];
        assert_eq!(pv_text(&pos, &bad), "e4");
        // The first turn of standard chess is one move, with its arrow e2-e4.
        let (turn, arrows) = first_turn(&pos, &pv);
        assert_eq!(turn, vec![pv[0]]);
        let info = pos.move_info(pv[0]);
        assert_eq!(arrows.len(), 1);
        assert_eq!(Some(arrows[0].from), info.from);
        assert_eq!(Some(arrows[0].to), info.to);
    }
}
