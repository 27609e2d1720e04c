//! The engine for a position of any variant: dispatches once to the concrete type so
//! the search runs monomorphised (no per-node dispatch).
pub use super::kept::{ANALYSIS_HASH_MIB, Kept};
pub use super::matches::LEVEL_HASH_MIB;
use super::matches::{MatchSettings, Tally, play_match};
use super::{Info, Level, Limits, Searcher, complete_turn, turn_string};
use crate::any::{AnyMove, AnyPosition, Concrete, each};
use crate::game::Rules;
use crate::kernel::Color;
use crate::variant::Variant;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// The best whole turn as a turn string (RULES.md §5 `bestmove`), with info lines
/// reported through `on_info`. None when there is no legal move.
pub fn best_turn(
    pos: &AnyPosition,
    limits: &Limits,
    stop: Arc<AtomicBool>,
    on_info: impl FnMut(&Info<AnyMove>),
) -> Option<String> {
    best_turn_sized(pos, &[], limits, 64, stop, on_info)
}

/// [`best_turn`] with a transposition table of `hash_mib` MiB, from `pos` reached
/// through the positions of `history` (the game so far: repetitions count).
pub fn best_turn_sized(
    pos: &AnyPosition,
    history: &[AnyPosition],
    limits: &Limits,
    hash_mib: usize,
    stop: Arc<AtomicBool>,
    mut on_info: impl FnMut(&Info<AnyMove>),
) -> Option<String> {
    each!(pos, p => best_turn_concrete(p, history, limits, hash_mib, stop, &mut on_info))
}

fn best_turn_concrete<P: Concrete>(
    p: &P,
    history: &[AnyPosition],
    limits: &Limits,
    hash_mib: usize,
    stop: Arc<AtomicBool>,
    on_info: &mut impl FnMut(&Info<AnyMove>),
) -> Option<String> {
    let mut searcher = Searcher::new(hash_mib.max(1));
    let result = searcher.search(p, &concrete_history::<P>(history), limits, stop, |info| {
        on_info(&wrap_info(p, info))
    });
    let pv = if result.pv.is_empty() {
        result.best.into_iter().collect()
    } else {
        result.pv
    };
    if pv.is_empty() {
        return None;
    }
    let turn = complete_turn(&mut searcher, p, &pv);
    Some(turn_string(p, &turn))
}

/// A concrete type's info line with its variation as `AnyMove`s.
fn wrap_info<P: Concrete>(_: &P, info: &Info<P::Move>) -> Info<AnyMove> {
    info.map_pv(P::wrap_move)
}

pub(crate) fn concrete_history<P: Concrete>(history: &[AnyPosition]) -> Vec<P> {
    history
        .iter()
        .filter_map(|h| P::from_any(h).cloned())
        .collect()
}

fn think_concrete<P: Concrete>(
    p: &P,
    history: &[AnyPosition],
    level: Level,
    seed: u64,
    stop: Arc<AtomicBool>,
    kept: &mut Kept,
) -> Option<AnyMove> {
    let mut searcher = kept.take::<P>();
    let mv = level
        .choose(
            &mut searcher,
            p,
            &concrete_history::<P>(history),
            seed,
            stop,
        )
        .map(P::wrap_move);
    kept.keep(searcher);
    mv
}

/// The move a level plays, reproducible for `seed`, with the level's limits for the
/// variant (see [`Level::tuned_for`]), from a new searcher. `history` holds the game's
/// earlier positions (for repetitions).
pub fn level_move(
    pos: &AnyPosition,
    history: &[AnyPosition],
    level: Level,
    seed: u64,
    stop: Arc<AtomicBool>,
) -> Option<AnyMove> {
    let mut kept = Kept::new(LEVEL_HASH_MIB);
    level_move_kept(pos, history, level, seed, stop, &mut kept)
}

/// [`level_move`] with the searcher `kept` holds (a new one if it holds none or one of
/// another variant family), kept there afterwards: the app's computer players keep one
/// for their side of a game, as the level matches that rated the levels do (with
/// `Kept::new(`[`LEVEL_HASH_MIB`]`)`, the table of those matches).
pub fn level_move_kept(
    pos: &AnyPosition,
    history: &[AnyPosition],
    level: Level,
    seed: u64,
    stop: Arc<AtomicBool>,
    kept: &mut Kept,
) -> Option<AnyMove> {
    let level = level.tuned_for(pos.variant());
    each!(pos, p => think_concrete(p, history, level, seed, stop, kept))
}

fn analyse_concrete<P: Concrete>(
    p: &P,
    history: &[AnyPosition],
    limits: &Limits,
    stop: Arc<AtomicBool>,
    mut on_info: impl FnMut(&Info<AnyMove>),
    returned: impl FnOnce(),
    kept: &mut Kept,
) -> Option<AnyMove> {
    let mut searcher = kept.take::<P>();
    let best = searcher
        .search(p, &concrete_history::<P>(history), limits, stop, |info| {
            on_info(&wrap_info(p, info))
        })
        .best
        .map(P::wrap_move);
    returned();
    kept.keep(searcher);
    best
}

/// Analysis: searches within `limits` (multi-PV allowed) reporting progress with the
/// variations as moves of `pos`; returns the best move.
pub fn analyse_moves(
    pos: &AnyPosition,
    history: &[AnyPosition],
    limits: &Limits,
    stop: Arc<AtomicBool>,
    on_info: impl FnMut(&Info<AnyMove>),
) -> Option<AnyMove> {
    analyse_kept(
        pos,
        history,
        limits,
        stop,
        on_info,
        || {},
        &mut Kept::default(),
    )
}

/// [`analyse_moves`] with the searcher `kept` holds (a new one if it holds none or one
/// of another variant family), kept there afterwards, so what one search stored helps
/// the next: the app's analysis keeps one while the user steps through a game.
/// `returned` is called as soon as the search has returned (the app's analysis
/// measures how fast a stop is obeyed with it).
pub fn analyse_kept(
    pos: &AnyPosition,
    history: &[AnyPosition],
    limits: &Limits,
    stop: Arc<AtomicBool>,
    on_info: impl FnMut(&Info<AnyMove>),
    returned: impl FnOnce(),
    kept: &mut Kept,
) -> Option<AnyMove> {
    each!(pos, p => analyse_concrete(p, history, limits, stop, on_info, returned, kept))
}

/// How a match opening is made in `variant`: (random decisions, nodes of the balance
/// check). 4D's start is so sharp (the full set is a forced win for White) that it needs
/// more variety, and most random 4D openings are a forced mate for the side to move
/// within three or four moves (6 of 8 sampled), which only a search of about depth 4
/// (150,000 nodes) sees; elsewhere 20,000 nodes suffice to reject a hung piece.
pub fn opening_plan(variant: Variant) -> (usize, u64) {
    match variant {
        Variant::FourD | Variant::FourDClassic => (4, 150_000),
        Variant::Standard | Variant::TwoWorlds | Variant::Valhalla(_) => (2, 20_000),
    }
}

/// A match between two levels from `start` (see [`play_match`]), each with its limits
/// for the variant; openings (see [`opening_plan`]) are kept within 150 centipawns.
pub fn level_match(
    start: &AnyPosition,
    a: Level,
    b: Level,
    games: u32,
    seed: u64,
    on_game: impl FnMut(u32, Color, &str, usize),
) -> Tally {
    level_match_part(start, a, b, 0..games, seed, on_game)
}

/// Games `games` (numbered from 0) of the match [`level_match`] would play: the same
/// games, so parts of a match can run in separate processes.
pub fn level_match_part(
    start: &AnyPosition,
    a: Level,
    b: Level,
    games: std::ops::Range<u32>,
    seed: u64,
    on_game: impl FnMut(u32, Color, &str, usize),
) -> Tally {
    let variant = start.variant();
    let settings = MatchSettings {
        a: a.tuned_for(variant),
        b: b.tuned_for(variant),
        games: games.end,
        first_game: games.start,
        seed,
        opening_plies: opening_plan(variant).0,
        balance_nodes: opening_plan(variant).1,
        balance_cp: 150,
        max_plies: 400,
    };
    each!(start, p => play_match(p, settings, on_game))
}

/// The decisions of the opening of game pair `pair` that [`level_match`] plays from
/// `start` with `seed` (whatever the levels): for match harnesses outside the core
/// that must play the same openings.
pub fn match_opening(start: &AnyPosition, seed: u64, pair: u64) -> Vec<AnyMove> {
    each!(start, p => opening_concrete(p, seed, pair))
}

fn opening_concrete<P: Concrete>(p: &P, seed: u64, pair: u64) -> Vec<AnyMove> {
    let (opening_plies, balance_nodes) = opening_plan(p.variant());
    let settings = MatchSettings {
        a: Level::get(1),
        b: Level::get(1),
        games: 0,
        first_game: 0,
        seed,
        opening_plies,
        balance_nodes,
        balance_cp: 150,
        max_plies: 400,
    };
    let mut checker: Searcher<P> = Searcher::new(4);
    super::matches::opening(p, &settings, pair, &mut checker)
        .moves()
        .iter()
        .map(|&m| P::wrap_move(m))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Score;
    use crate::game::{Notation, Rules};
    use crate::standard::Chess;

    #[test]
    fn multi_pv_lines_are_the_best_moves_in_order_at_every_depth() {
        // Black's rook on d5 and knight on a4 hang to the white queen (d-file, a4-d1
        // diagonal), nothing defends them and nothing else hangs: taking the rook is
        // best, the knight second, and the third line keeps the queen's two captures
        // for later and so scores below both. From depth 5 each line is searched in a
        // window around its last score, after the lines found before it.
        let pos = AnyPosition::from_string(
            Variant::Standard,
            "6k1/5ppp/8/3r4/n7/8/5PPP/3Q2K1 w - - 0 1",
        )
        .expect("a valid position");
        let limits = Limits {
            depth: Some(8),
            multipv: 3,
            ..Limits::default()
        };
        let mut lines: Vec<Info<AnyMove>> = Vec::new();
        let stop = Arc::new(AtomicBool::new(false));
        analyse_moves(&pos, &[], &limits, stop, |i| lines.push(i.clone()));
        for depth in 2..=8 {
            let at = lines_sent(&lines, depth);
            assert_eq!(at.len(), 3, "depth {depth}: three lines");
            let first = |i: &Info<AnyMove>| pos.move_string(i.pv[0]);
            assert_eq!(first(at[0]), "d1d5", "depth {depth}");
            assert_eq!(first(at[1]), "d1a4", "depth {depth}");
            let cp = |i: &Info<AnyMove>| match i.score {
                Score::Cp(c) => c,
                Score::Mate(_) => panic!("depth {depth}: no mate here"),
            };
            assert!(
                cp(at[0]) > cp(at[1]) && cp(at[1]) > cp(at[2]),
                "depth {depth}"
            );
        }
    }

    /// The lines of `depth` as last sent, by their `multipv` number (a depth whose lines
    /// came back out of order sends them again, best first).
    fn lines_sent(infos: &[Info<AnyMove>], depth: u32) -> Vec<&Info<AnyMove>> {
        let mut at: Vec<&Info<AnyMove>> = Vec::new();
        for i in infos.iter().filter(|i| i.depth == depth) {
            match at.get_mut(i.multipv - 1) {
                Some(slot) => *slot = i,
                None => {
                    assert_eq!(at.len(), i.multipv - 1, "depth {depth}: lines skipped");
                    at.push(i);
                }
            }
        }
        at
    }

    #[test]
    fn multi_pv_lines_are_sent_best_first_at_every_depth() {
        // Middlegames and an endgame where, measured before the lines were sorted, a
        // later line came back above an earlier one at several depths (a line is a
        // search of its own, its moves reduced differently).
        let mut resent = 0;
        for fen in [
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        ] {
            let pos = AnyPosition::from_string(Variant::Standard, fen).expect("a valid position");
            let limits = Limits {
                depth: Some(11),
                multipv: 4,
                ..Limits::default()
            };
            let mut infos: Vec<Info<AnyMove>> = Vec::new();
            let stop = Arc::new(AtomicBool::new(false));
            let best = analyse_moves(&pos, &[], &limits, stop, |i| infos.push(i.clone()));
            for depth in 1..=11 {
                let at = lines_sent(&infos, depth);
                assert_eq!(at.len(), 4, "{fen} depth {depth}: four lines");
                resent += infos.iter().filter(|i| i.depth == depth).count() - 4;
                // Higher is better: a mate sooner, then centipawns, then mated later.
                let rank = |s: Score| match s {
                    Score::Mate(n) if n > 0 => 1_000_000 - n,
                    Score::Mate(n) => -1_000_000 - n,
                    Score::Cp(c) => c,
                };
                let scores: Vec<Score> = at.iter().map(|i| i.score).collect();
                assert!(
                    scores.windows(2).all(|w| rank(w[0]) >= rank(w[1])),
                    "{fen} depth {depth}: {scores:?}"
                );
            }
            assert_eq!(best, lines_sent(&infos, 11)[0].pv.first().copied(), "{fen}");
        }
        // The test saw what it is about: lines sent again after coming back out of order.
        assert!(resent > 0);
    }

    #[test]
    fn a_mate_limit_stops_at_the_first_depth_that_finds_such_a_mate() {
        // The rooks' ladder: Ra7 (any king move) Rb8#, a mate in 2 (three plies); no
        // mate in 1 (each rook check leaves g7, h7 or g8). Without a mate limit the
        // search ends at the first depth beyond the mate's three plies that reports it
        // (from then on no shorter mate can appear): one depth past the first report if
        // that came at depth 3, at once if the evaluation first saw it at depth 4 or
        // later; asked for a mate in 2, it stops at the first report.
        let pos = AnyPosition::from_string(Variant::Standard, "7k/8/8/8/8/8/1R6/R3K3 w - - 0 1")
            .expect("a valid position");
        let lines = |mate: Option<u32>| {
            let limits = Limits {
                depth: Some(20),
                mate,
                ..Limits::default()
            };
            let mut lines = Vec::new();
            let stop = Arc::new(AtomicBool::new(false));
            analyse_moves(&pos, &[], &limits, stop, |i| lines.push((i.depth, i.score)));
            lines
        };
        let unlimited = lines(None);
        let &(last, score) = unlimited.last().expect("a line");
        assert_eq!(score, Score::Mate(2));
        let first = unlimited
            .iter()
            .find(|(_, s)| *s == Score::Mate(2))
            .map(|&(d, _)| d)
            .expect("the mate in 2 reported");
        assert_eq!(last, first.max(4), "first reported at depth {first}");
        let limited = lines(Some(2));
        assert_eq!(limited.last(), Some(&(first, Score::Mate(2))));
        // A mate longer than the limit does not stop it.
        assert_eq!(lines(Some(1)).last().map(|l| l.0), Some(last));
    }

    #[test]
    fn a_zugzwang_mate_is_found_although_null_moves_hide_it_at_low_depth() {
        // Ra6! puts Black in zugzwang: bxa6 b7#, a bishop move Rxa7# (axb6 is illegal,
        // the pawn being pinned). A null-move search cannot see it (passing is what
        // Black would want), and the network's evaluation let the null move cut it at
        // every depth until the cut was verified (alphabeta.rs, NULL_VERIFY_DEPTH).
        let pos = AnyPosition::from_string(Variant::Standard, "kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1")
            .expect("a valid position");
        let limits = Limits {
            depth: Some(20),
            ..Limits::default()
        };
        let mut last = None;
        let stop = Arc::new(AtomicBool::new(false));
        let best = analyse_moves(&pos, &[], &limits, stop, |i| last = Some(i.score));
        assert_eq!(last, Some(Score::Mate(2)));
        assert_eq!(best.map(|m| pos.move_string(m)), Some("a1a6".to_string()));
    }

    #[test]
    fn a_part_of_a_match_plays_the_same_games_as_the_whole() {
        let start = AnyPosition::new(Variant::Standard);
        let (a, b) = (Level::get(2), Level::get(1));
        let mut whole = Vec::new();
        level_match(&start, a, b, 4, 7, |g, c, r, n| {
            whole.push((g, c, r.to_string(), n))
        });
        let mut part = Vec::new();
        level_match_part(&start, a, b, 2..4, 7, |g, c, r, n| {
            part.push((g, c, r.to_string(), n))
        });
        assert_eq!(part.len(), 2);
        assert_eq!(part[..], whole[2..]);
    }

    #[test]
    fn match_opening_is_the_opening_level_match_plays() {
        // Game 1 of a match is pair 0: its first decisions are the opening, and the
        // game's length counts them; a one-game match with level 1 shows the game.
        let start = AnyPosition::new(Variant::Standard);
        let opening = match_opening(&start, 7, 0);
        assert_eq!(opening.len(), opening_plan(Variant::Standard).0);
        assert_eq!(opening, match_opening(&start, 7, 0), "reproducible");
        let others: Vec<Vec<AnyMove>> = (1..6).map(|k| match_opening(&start, 7, k)).collect();
        assert!(others.iter().any(|o| *o != opening), "pairs differ");
        let mut p = start.clone();
        for m in &opening {
            let mut legal = Vec::new();
            p.legal_moves(&mut legal);
            assert!(legal.contains(m));
            p.play(*m);
        }
    }

    /// White's king takes the rook on b2 (Kxb2 leaves a light-squared bishop each: a
    /// draw by insufficient material); every other move leaves White a rook down against
    /// rook and bishop, lost (and not an ending the evaluation scales towards a draw,
    /// `scale_drawish`: Black is more than a minor piece ahead). So the search's score
    /// is the draw's: 0, or minus the contempt for the root's side, whichever side that
    /// is (with Black to move, ...Kxb2 is the same draw for Black).
    #[test]
    fn contempt_is_what_a_draw_costs_the_side_searched_for() {
        for (fen, draw) in [
            ("8/8/8/8/8/5b2/1r6/KB5k w - - 0 1", "a1b2"),
            ("8/8/8/8/8/5B2/1R6/kb5K b - - 0 1", "a1b2"),
        ] {
            let pos = Chess::from_fen(fen).unwrap_or_else(|e| panic!("{e}"));
            for contempt in [0, 37, -20] {
                let limits = Limits {
                    contempt,
                    ..Limits::depth(4)
                };
                let stop = Arc::new(AtomicBool::new(false));
                let r = crate::engine::Searcher::new(1).search(&pos, &[], &limits, stop, |_| {});
                let best = r.best.map(|m| pos.move_string(m));
                assert_eq!(best.as_deref(), Some(draw), "{fen} contempt {contempt}");
                assert_eq!(r.score, Score::Cp(-contempt), "{fen} contempt {contempt}");
            }
        }
    }

    #[test]
    fn best_turn_is_a_legal_move_string() {
        let pos = AnyPosition::Standard(Chess::new());
        let stop = Arc::new(AtomicBool::new(false));
        let mut infos = 0;
        let best = best_turn(&pos, &Limits::depth(3), stop, |_| infos += 1);
        let legal = pos.turn_strings();
        assert!(best.as_ref().is_some_and(|b| legal.contains(b)), "{best:?}");
        assert!(infos >= 3, "one info line per depth");
    }

    #[test]
    fn analysis_lines_are_moves_of_the_position_and_match_the_strings() {
        let pos = AnyPosition::Standard(Chess::new());
        let limits = Limits {
            multipv: 2,
            ..Limits::depth(3)
        };
        let mut typed = Vec::new();
        analyse_moves(&pos, &[], &limits, Arc::new(AtomicBool::new(false)), |i| {
            typed.push(i.clone())
        });
        let texts: Vec<Info> = typed.iter().map(|i| i.with_move_strings(&pos)).collect();
        assert!(typed.len() >= 6, "{typed:?}");
        for (t, s) in typed.iter().zip(&texts) {
            assert!(!t.pv.is_empty());
            let mut p = pos.clone();
            for (&m, text) in t.pv.iter().zip(&s.pv) {
                let mut legal = Vec::new();
                p.legal_moves(&mut legal);
                assert!(legal.contains(&m), "{m:?} legal in {}", p.position_string());
                assert_eq!(&p.move_string(m), text);
                p.play(m);
            }
            assert_eq!(t.pv.len(), s.pv.len());
        }
    }
}

/// The kept searcher through the analysis that keeps it ([`analyse_kept`]); here, above
/// `kept.rs`, which the analysis imports.
#[cfg(test)]
mod kept_tests {
    use super::*;
    use crate::any::{AnyMove, AnyPosition};
    use crate::engine::{Info, Limits};
    use crate::game::Notation;
    use crate::variant::Variant;
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    /// The nodes an analysis of `fen` (one thread) spent to finish depth `depth`.
    fn nodes_to_depth(variant: Variant, fen: &str, depth: u32, kept: &mut Kept) -> u64 {
        let pos = AnyPosition::from_string(variant, fen).expect("a valid position");
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        let mut nodes = None;
        let stop = Arc::new(AtomicBool::new(false));
        let on_info = |i: &Info<AnyMove>| {
            if i.depth == depth {
                nodes = Some(i.nodes)
            }
        };
        let best = analyse_kept(&pos, &[], &limits, stop, on_info, || {}, kept);
        assert!(best.is_some(), "{variant} {fen}: no move");
        nodes.expect("depth reached")
    }

    #[test]
    fn a_kept_searcher_remembers_what_it_searched_until_another_family_replaces_it() {
        const MIDDLEGAME: &str =
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
        let fresh = nodes_to_depth(Variant::Standard, MIDDLEGAME, 8, &mut Kept::default());
        // One thread searches deterministically: a new searcher again spends as much.
        assert_eq!(
            nodes_to_depth(Variant::Standard, MIDDLEGAME, 8, &mut Kept::default()),
            fresh
        );
        let mut kept = Kept::default();
        assert_eq!(
            nodes_to_depth(Variant::Standard, MIDDLEGAME, 8, &mut kept),
            fresh
        );
        assert!(!kept.is_empty());
        // The second search finds the first one's results in the table (and starts
        // from its move ordering): far fewer nodes to the same depth.
        let again = nodes_to_depth(Variant::Standard, MIDDLEGAME, 8, &mut kept);
        eprintln!("depth 8: {fresh} nodes with a new searcher, {again} with the kept one");
        assert!(again * 2 < fresh, "kept {again} vs new {fresh}");
        // A Two Worlds search needs a searcher of its own type: the standard one goes,
        // and standard chess afterwards starts afresh.
        let tw = AnyPosition::new(Variant::TwoWorlds).position_string();
        nodes_to_depth(Variant::TwoWorlds, &tw, 3, &mut kept);
        assert_eq!(
            nodes_to_depth(Variant::Standard, MIDDLEGAME, 8, &mut kept),
            fresh
        );
        // Another table size: the searcher goes; the same size keeps it.
        assert_eq!(kept.hash_mib(), ANALYSIS_HASH_MIB);
        kept.set_hash_mib(ANALYSIS_HASH_MIB);
        assert!(!kept.is_empty());
        kept.set_hash_mib(16);
        assert!(kept.is_empty());
        assert_eq!(kept.hash_mib(), 16);
        assert_eq!(
            nodes_to_depth(Variant::Standard, MIDDLEGAME, 8, &mut kept),
            fresh
        );
        kept.forget();
        assert!(kept.is_empty());
    }
}
