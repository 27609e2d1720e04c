//! Game review (`engine::review`): winning chances, lichess's judgements, and whole games
//! reviewed in every variant family.
use otherworlds_core::engine::Limits;
use otherworlds_core::engine::any::Kept;
use otherworlds_core::engine::review::{Eval, Judgement, Review, review_game, turn_starts};
use otherworlds_core::kernel::Color;
use otherworlds_core::{AnyPosition, Game, Notation, Rules, Variant};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

fn game(variant: Variant, turns: &[&str]) -> Game<AnyPosition> {
    let mut g = Game::new(AnyPosition::new(variant));
    for t in turns {
        g.play_str(t).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
    g
}

fn review(g: &Game<AnyPosition>, nodes: u64) -> Review {
    review_game(
        g,
        &Limits::nodes(nodes),
        Arc::new(AtomicBool::new(false)),
        |_, _| {},
        &mut Kept::new(8),
    )
    .expect("a review nobody stopped finishes")
}

#[test]
fn winning_chances_are_even_at_zero_symmetric_and_rising() {
    assert_eq!(Eval::Cp(0).chance_for(Color::White), 0.5);
    let mut last = 0.0;
    for cp in (-2000..=2000).step_by(50) {
        let w = Eval::Cp(cp).chance_for(Color::White);
        let b = Eval::Cp(cp).chance_for(Color::Black);
        assert!((w + b - 1.0).abs() < 1e-12, "cp {cp}: {w} + {b}");
        assert!(w > last, "cp {cp}: {w} after {last}");
        last = w;
        assert!((Eval::Cp(-cp).chance_for(Color::Black) - w).abs() < 1e-12);
    }
    assert_eq!(Eval::Mate(3).chance_for(Color::White), 1.0);
    assert_eq!(Eval::Mate(-2).chance_for(Color::White), 0.0);
    assert_eq!(Eval::Mate(-2).chance_for(Color::Black), 1.0);
    assert_eq!(Eval::Ended(None).chance_for(Color::Black), 0.5);
    assert_eq!(
        Eval::Ended(Some(Color::Black)).chance_for(Color::White),
        0.0
    );
    // A mate counts the cap in the average loss; centipawns are clamped to it.
    assert_eq!(Eval::Mate(-1).capped_cp_for(Color::Black), 1000);
    assert_eq!(Eval::Cp(4321).capped_cp_for(Color::White), 1000);
    assert_eq!(Eval::Cp(-250).capped_cp_for(Color::Black), 250);
}

#[test]
fn judgements_follow_lichess_thresholds() {
    // lichess judges by the winning chances from -1 to 1 (twice the 0-1 chances less
    // one): losses of 0.3, 0.2 and 0.1 there are 0.15, 0.10 and 0.05 here.
    let cases = [
        (0.0, None),
        (0.049, None),
        (0.05, Some(Judgement::Inaccuracy)),
        (0.099, Some(Judgement::Inaccuracy)),
        (0.10, Some(Judgement::Mistake)),
        (0.149, Some(Judgement::Mistake)),
        (0.15, Some(Judgement::Blunder)),
        (1.0, Some(Judgement::Blunder)),
    ];
    for (loss, want) in cases {
        assert_eq!(Judgement::of_loss(loss), want, "loss {loss}");
    }
    assert_eq!(
        [
            Judgement::Inaccuracy,
            Judgement::Mistake,
            Judgement::Blunder
        ]
        .map(|j| (j.nag(), j.symbol())),
        [(6, "?!"), (2, "?"), (4, "??")],
        "PGN's NAGs 6, 2 and 4 are ?!, ? and ??"
    );
    assert_eq!(Eval::Cp(35).text(), "+0.35");
    assert_eq!(Eval::Cp(-120).text(), "-1.20");
    assert_eq!(Eval::Mate(-2).text(), "#-2");
    assert_eq!(Eval::Mate(-2).pgn_command().as_deref(), Some("[%eval #-2]"));
    assert_eq!(
        Eval::Cp(-120).pgn_command().as_deref(),
        Some("[%eval -1.20]")
    );
    assert_eq!(Eval::Ended(None).pgn_command(), None);
}

/// The fool's mate: 2.g4 allows mate in one, which any search finds; the mate itself is
/// the best move and is not judged.
#[test]
fn a_move_that_allows_mate_is_a_blunder_and_the_mate_is_not_judged() {
    let g = game(Variant::Standard, &["f2f3", "e7e5", "g2g4", "d8h4"]);
    let r = review(&g, 20_000);
    assert_eq!(r.turns.len(), 4);
    assert_eq!(r.evals.len(), 5, "every turn start and the end");
    assert_eq!(r.evals[4], Eval::Ended(Some(Color::Black)));
    assert_eq!(r.evals[3], Eval::Mate(-1), "after 2.g4 Black mates in one");
    let g4 = &r.turns[2];
    assert_eq!(
        (g4.text.as_str(), g4.mover),
        ("g4", Color::White),
        "SAN in standard"
    );
    assert_eq!(g4.judgement, Some(Judgement::Blunder));
    assert!(g4.loss > 0.15 && g4.cp_loss > 0, "{g4:?}");
    let mate = &r.turns[3];
    assert_eq!(mate.best_text, "Qh4#", "the engine's own choice");
    assert_eq!((mate.judgement, mate.loss, mate.cp_loss), (None, 0.0, 0));
    let (white, black) = (r.summary(Color::White), r.summary(Color::Black));
    assert_eq!((white.turns, black.turns), (2, 2));
    assert!(
        white.blunders >= 1 && black.blunders == 0,
        "{white:?} {black:?}"
    );
    assert!(white.average_cp_loss > black.average_cp_loss);
    let (wa, ba) = (
        white.accuracy.unwrap_or(100.0),
        black.accuracy.unwrap_or(0.0),
    );
    assert!(wa < ba && (0.0..=100.0).contains(&wa), "{wa} {ba}");
}

/// A review of a given game with given node limits at one thread is the same every time
/// (the app's and the command line's reviews can be compared).
#[test]
fn a_review_at_one_thread_is_deterministic() {
    let g = game(Variant::TwoWorlds, &["e2e4", "e7e5", "g1f3"]);
    let a = review(&g, 3_000);
    let b = review(&g, 3_000);
    assert_eq!(a, b);
    assert_eq!(a.turns.len(), 3);
    assert!(a.turns.iter().all(|t| t.after.is_some()));
}

/// Valhalla's turns are judged whole: several decisions each, the movers alternating,
/// and a turn left unfinished has no value after it and no judgement.
#[test]
fn valhalla_turns_are_judged_whole_and_an_unfinished_one_is_not() {
    let mut g = Game::new(AnyPosition::new(Variant::Valhalla(Default::default())));
    let mut played = Vec::new();
    for _ in 0..3 {
        let t = g.position().turn_strings()[0].clone();
        g.play_str(&t).unwrap_or_else(|e| panic!("{t}: {e}"));
        played.push(t);
    }
    let r = review(&g, 3_000);
    let texts: Vec<&str> = r.turns.iter().map(|t| t.text.as_str()).collect();
    assert_eq!(texts, played.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(
        r.turns.iter().map(|t| t.mover).collect::<Vec<_>>(),
        [Color::White, Color::Black, Color::White]
    );
    let decisions: Vec<_> = r.turns.iter().flat_map(|t| t.decisions.clone()).collect();
    assert_eq!(decisions, g.moves());
    assert!(
        r.turns.iter().all(|t| t.decisions.len() >= 2),
        "a board-1 move and a board-2 one"
    );
    assert_eq!(r.evals.len(), 4);

    // Half a turn more: the last turn has only its first decision.
    let mut half = g.clone();
    let mut moves = Vec::new();
    half.position().legal_moves(&mut moves);
    half.play(moves[0]).expect("a legal decision");
    let full: Vec<usize> = r.turns.iter().map(|t| t.ply).collect();
    let mut want = full.clone();
    want.push(g.moves().len());
    assert_eq!(
        turn_starts(&half),
        want,
        "the unfinished turn starts where the game was"
    );
    let r = review(&half, 3_000);
    assert_eq!(r.turns.len(), 4);
    assert_eq!(r.evals.len(), 4, "no value after the unfinished turn");
    let last = &r.turns[3];
    assert_eq!(
        (last.after, last.judgement, last.decisions.len()),
        (None, None, 1)
    );
    assert_eq!(r.summary(Color::Black).turns, 1, "finished turns only");
}

#[test]
fn a_raised_stop_gives_no_review_and_progress_counts_every_turn_start() {
    let g = game(Variant::FourD, &[]);
    let stopped = review_game(
        &g,
        &Limits::nodes(50_000),
        Arc::new(AtomicBool::new(true)),
        |_, _| {},
        &mut Kept::new(8),
    );
    assert_eq!(stopped, None);

    let g = game(Variant::Standard, &["e2e4", "e7e5"]);
    let mut seen = Vec::new();
    let r = review_game(
        &g,
        &Limits::nodes(2_000),
        Arc::new(AtomicBool::new(false)),
        |done, total| seen.push((done, total)),
        &mut Kept::new(8),
    );
    assert!(r.is_some());
    assert_eq!(seen, [(1, 3), (2, 3), (3, 3)]);
}

/// Turn numbers as the move list writes them: a game that starts with Black starts
/// `1...`, and White's next turn is `2.`.
#[test]
fn turn_numbers_count_from_the_first_turn_and_its_mover() {
    let start = AnyPosition::from_string(
        Variant::Standard,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    )
    .expect("a valid position");
    let mut g = Game::new(start);
    for t in ["e7e5", "g1f3", "b8c6"] {
        g.play_str(t).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
    let r = review(&g, 2_000);
    let numbers: Vec<String> = (0..3).map(|i| r.turn_number(i)).collect();
    assert_eq!(numbers, ["1...", "2.", "2..."]);
    let white_first = review(&game(Variant::Standard, &["e2e4", "e7e5"]), 2_000);
    assert_eq!(
        [white_first.turn_number(0), white_first.turn_number(1)],
        ["1.", "1..."]
    );
}
