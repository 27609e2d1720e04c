//! Differential testing against shakmaty (a trusted GPL dev-dependency, never shipped):
//! random playouts (proptest, see `support`) from every suite position must give
//! identical legal move sets (as UCI strings), SAN, FEN and outcomes at every ply.
use otherworlds_core::standard::Chess;
use otherworlds_core::{EndReason, Game, prelude::*};
use otherworlds_tests::read_epd;
use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::{CastlingMode, EnPassantMode, KnownOutcome, Position as _};
use std::cell::Cell;

mod support;

fn shak_from_fen(fen: &str) -> shakmaty::Chess {
    let setup: Fen = fen
        .parse()
        .unwrap_or_else(|e| panic!("shakmaty cannot read {fen}: {e}"));
    setup
        .into_position(CastlingMode::Standard)
        .or_else(shakmaty::PositionError::ignore_impossible_check)
        .unwrap_or_else(|e| panic!("shakmaty rejects {fen}: {e}"))
}

fn sorted_uci_ours(pos: &Chess) -> Vec<String> {
    let mut v: Vec<String> = pos.legal().iter().map(|m| m.uci()).collect();
    v.sort();
    v
}

fn sorted_uci_theirs(pos: &shakmaty::Chess) -> Vec<String> {
    let mut v: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(CastlingMode::Standard).to_string())
        .collect();
    v.sort();
    v
}

#[test]
fn random_playouts_agree_with_shakmaty() {
    let rows = read_epd();
    let plies = Cell::new(0);
    // Six playouts of 0 to 120 plies per suite position: about the plies of the seeded
    // version's three of up to 120.
    let cases = 6 * rows.len() as u32;
    support::run(
        file!(),
        0x5EED,
        cases,
        (0..rows.len(), support::choices(120)),
        |(r, choices)| {
            let row = &rows[r];
            let mut game = Game::new(Chess::from_fen(&row.fen).unwrap_or_else(|e| panic!("{e}")));
            let mut theirs = shak_from_fen(&row.fen);
            for &choice in &choices {
                let ours = game.position();
                let ours_moves = sorted_uci_ours(ours);
                assert_eq!(
                    ours_moves,
                    sorted_uci_theirs(&theirs),
                    "moves differ at {}",
                    ours.fen()
                );
                assert_eq!(
                    ours.fen(),
                    Fen::from_position(&theirs, EnPassantMode::Always).to_string()
                );
                assert_eq!(
                    ours.hash(),
                    ours.compute_hash(),
                    "incremental hash at {}",
                    ours.fen()
                );
                assert_eq!(
                    Chess::from_fen(&ours.fen()).map(|c| c.fen()),
                    Ok(ours.fen())
                );
                assert_eq!(ours.is_check(), theirs.is_check());

                // Outcomes: mate and stalemate exactly; our material rule (RULES.md §1
                // lists three patterns) is a subset of shakmaty's broader one.
                match theirs.outcome() {
                    shakmaty::Outcome::Known(KnownOutcome::Decisive { winner }) => {
                        let o = ours.terminal().map(|o| (o.reason, o.winner));
                        let w = if winner == shakmaty::Color::White {
                            otherworlds_core::Color::White
                        } else {
                            otherworlds_core::Color::Black
                        };
                        assert_eq!(o, Some((EndReason::Checkmate, Some(w))));
                    }
                    _ if ours_moves.is_empty() => {
                        assert_eq!(
                            ours.terminal().map(|o| o.reason),
                            Some(EndReason::Stalemate)
                        );
                    }
                    _ => {}
                }
                if ours.is_insufficient_material() {
                    assert!(theirs.is_insufficient_material(), "{}", ours.fen());
                }
                if ours_moves.is_empty() {
                    break;
                }

                let pick = &ours_moves[otherworlds_tests::pick(choice, ours_moves.len())];
                let our_move = ours.parse_uci(pick).unwrap_or_else(|e| panic!("{e}"));
                let their_move = pick
                    .parse::<shakmaty::uci::UciMove>()
                    .ok()
                    .and_then(|u| u.to_move(&theirs).ok())
                    .unwrap_or_else(|| panic!("shakmaty cannot play {pick}"));
                let their_san =
                    shakmaty::san::SanPlus::from_move(theirs.clone(), their_move).to_string();
                assert_eq!(
                    ours.san(our_move),
                    their_san,
                    "SAN of {pick} at {}",
                    ours.fen()
                );
                assert_eq!(
                    ours.parse_san(&San::from_move(&theirs, their_move).to_string()),
                    Ok(our_move)
                );
                if game.play(our_move).is_err() {
                    break; // our game ended by repetition or the clock: compare no further
                }
                theirs.play_unchecked(their_move);
                plies.set(plies.get() + 1);
            }
            Ok(())
        },
    );
    let plies = plies.get();
    eprintln!("{plies} plies compared");
    assert!(plies > 20_000, "only {plies} plies compared");
}
