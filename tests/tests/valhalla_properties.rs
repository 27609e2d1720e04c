//! Properties over random playouts of every Valhalla option set (proptest: a failing
//! playout shrinks to a short one, see `support`): no panic, both
//! boards legal after every decision, incremental hash equal to the hash from scratch,
//! position strings that read back to the same position, and the 34 pieces each on a
//! board, held by a transfer in progress, or counted out of the game.
use otherworlds_core::kernel::{Color, RANK_1, RANK_8, Role};
use otherworlds_core::perft;
use otherworlds_core::valhalla::{Move, Phase, Valhalla};
use otherworlds_core::{EndReason, Game, ValhallaOptions, Variant, prelude::*};
use otherworlds_tests::read_tsv;
use std::cell::RefCell;

mod support;

const MAX_DECISIONS: usize = 300;

fn all_options() -> Vec<ValhallaOptions> {
    Variant::all()
        .into_iter()
        .filter_map(|v| match v {
            Variant::Valhalla(o) => Some(o),
            _ => None,
        })
        .collect()
}

/// The start position and the crafted positions of `valhalla.tsv`, with board 2's side
/// field set for `o` (V-11).
fn starts(o: ValhallaOptions) -> Vec<Valhalla> {
    let mut texts: Vec<String> = read_tsv("valhalla.tsv")
        .into_iter()
        .filter(|r| r.name != "start")
        .map(|r| r.position)
        .collect();
    texts.sort();
    texts.dedup();
    let mut out = vec![Valhalla::new(o)];
    for t in texts {
        let (b1, b2) = t.split_once(" | ").unwrap_or_else(|| panic!("{t}"));
        let mut f: Vec<&str> = b2.split(' ').collect();
        let side1 = b1.split(' ').nth(1).unwrap_or("w");
        let flipped = if side1 == "w" { "b" } else { "w" };
        f[1] = if o.inverted { flipped } else { side1 };
        let text = format!("{b1} | {}", f.join(" "));
        out.push(
            Valhalla::from_position_string(o, &text).unwrap_or_else(|e| panic!("{text}: {e}")),
        );
    }
    out
}

fn pieces_on_boards(p: &Valhalla) -> u32 {
    (0..2)
        .map(|i| p.board(i).board().occupied().count_ones())
        .sum()
}

/// Both boards obey the board rules; kings are present unless one was replaced.
fn check_boards(p: &Valhalla, ctx: &str) {
    let replaced = matches!(p.terminal(), Some(o) if o.reason == EndReason::KingReplaced);
    let mut kings = 0;
    for i in 0..2 {
        let b = p.board(i).board();
        for c in Color::ALL {
            let n = b.pieces(c, Role::King).count_ones();
            assert!(n <= 1, "{ctx}: two kings");
            kings += n;
        }
        assert_eq!(
            b.by_role(Role::Pawn) & (RANK_1 | RANK_8),
            0,
            "{ctx}: pawn on a back rank"
        );
    }
    assert_eq!(kings, if replaced { 3 } else { 4 }, "{ctx}: kings");
}

fn check_position(p: &Valhalla, ctx: &str) {
    assert_eq!(p.hash(), p.compute_hash(), "{ctx}: incremental hash");
    for i in 0..2 {
        let b = p.board(i);
        assert_eq!(b.hash(), b.compute_hash(), "{ctx}: board {} hash", i + 1);
    }
    let held = p.pending_piece().is_some() as u32;
    assert_eq!(
        pieces_on_boards(p) + held + p.out_of_game(),
        34,
        "{ctx}: conservation"
    );
    check_boards(p, ctx);
    assert_eq!(
        p.repetition_key().is_some(),
        matches!(p.current_phase(), Phase::Board1),
        "{ctx}: repetition is judged at turn starts only"
    );
    let text = p.position_string();
    let round_trip = match p.current_phase() {
        Phase::Board1 => true,
        Phase::Over(o) => o.reason == EndReason::KingReplaced,
        _ => false,
    };
    if round_trip {
        let read = Valhalla::from_position_string(p.options(), &text)
            .unwrap_or_else(|e| panic!("{ctx}: {text}: {e}"));
        assert_eq!(&read, p, "{ctx}: {text}");
        assert_eq!(read.position_string(), text);
    }
}

/// After a board move the mover's king on that board is not attacked (V-8).
fn check_move_was_legal(before: &Valhalla, mv: Move, after: &Valhalla, ctx: &str) {
    let index = match mv {
        Move::Board1(_) => 0,
        Move::Board2(_) | Move::Pass => 1,
        _ => return,
    };
    let b = before.board(index);
    let us = b.turn();
    let a = after.board(index).board();
    if let Some(k) = a.king_of(us) {
        assert!(
            !a.is_attacked(k, us.flip(), a.occupied()),
            "{ctx}: {mv} left the king attacked"
        );
    }
}

/// Perft by enumerating every turn (decision by decision), without bulk counting.
fn enumerated_turns(p: &Valhalla, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    p.for_each_turn(&mut |_, child| total += enumerated_turns(child, depth - 1));
    total
}

/// What the playouts reached, for the coverage assertions.
#[derive(Debug, Default)]
struct Seen {
    decisions_played: usize,
    turns_checked: usize,
    deep_checked: usize,
    ends: std::collections::BTreeMap<&'static str, usize>,
}

/// Plays `choices` from `start`, checking every position. The low 16 bits of a choice
/// pick the decision; bits 16-18 and 19-23 decide whether whole turns (1 in 8) and
/// then depth-2 perft (1 in 24 of those) are checked at a turn start.
fn playout(start: Valhalla, choices: &[u32], seen: &mut Seen) {
    let o = start.options();
    let mut game = Game::new(start);
    for (step, &choice) in choices.iter().enumerate() {
        let p = *game.position();
        let ctx = format!(
            "{} step {step} of {}",
            Variant::Valhalla(o),
            p.position_string()
        );
        check_position(&p, &ctx);
        if let Some(outcome) = game.outcome() {
            *seen.ends.entry(outcome.reason.as_str()).or_insert(0) += 1;
            return;
        }
        let moves = game.legal_moves();
        assert!(!moves.is_empty(), "{ctx}: no decision but no outcome");
        for &m in &moves {
            let info = p.move_info(m);
            assert_eq!(info.text, p.move_string(m));
            assert!(!p.display_move(m).is_empty());
            assert_eq!(p.parse_move(&info.text), Ok(m), "{ctx}");
        }
        assert_eq!(p.count_legal_moves(), moves.len(), "{ctx}");
        if let Phase::Transfer { piece, .. } = p.current_phase() {
            assert_eq!(p.actor(), p.player_of(piece.color, 1), "{ctx}");
        }
        if matches!(p.current_phase(), Phase::Board1) && (choice >> 16) % 8 == 0 {
            // Whole turns: every listed turn reads back, perft counts each once.
            let turns = p.turn_strings();
            assert_eq!(perft::perft(&p, 1), turns.len() as u64, "{ctx}");
            for t in &turns {
                assert!(p.parse_turn(t).is_ok(), "{ctx}: {t}");
            }
            seen.turns_checked += 1;
            if (choice >> 19) % 24 == 0 {
                // Two turns deep: the bulk counts against plain enumeration.
                assert_eq!(perft::perft(&p, 2), enumerated_turns(&p, 2), "{ctx}");
                seen.deep_checked += 1;
            }
        }
        let mv = moves[otherworlds_tests::pick(choice & 0xFFFF, moves.len())];
        game.play(mv).unwrap_or_else(|e| panic!("{ctx}: {e}"));
        check_move_was_legal(&p, mv, game.position(), &ctx);
        seen.decisions_played += 1;
    }
    check_position(game.position(), "after the last decision");
}

#[test]
fn random_playouts_keep_every_invariant() {
    let starts: Vec<Valhalla> = all_options().into_iter().flat_map(starts).collect();
    let seen = RefCell::new(Seen::default());
    // Eight playouts of 0 to 300 decisions per start: about the time (and so the
    // decisions) of the seeded version's three playouts of up to 300.
    let cases = 8 * starts.len() as u32;
    support::run(
        file!(),
        0x5641_4c48,
        cases,
        (0..starts.len(), support::choices(MAX_DECISIONS)),
        |(start, choices)| {
            playout(starts[start], &choices, &mut seen.borrow_mut());
            Ok(())
        },
    );
    let seen = seen.into_inner();
    eprintln!("{seen:?}");
    assert!(
        seen.decisions_played > 10_000,
        "only {} decisions",
        seen.decisions_played
    );
    assert!(
        seen.turns_checked > 100,
        "only {} turn lists",
        seen.turns_checked
    );
    assert!(
        seen.deep_checked > 5,
        "only {} depth-2 comparisons",
        seen.deep_checked
    );
    // The playouts reach finished games of several kinds.
    assert!(seen.ends.len() >= 2, "{:?}", seen.ends);
}
