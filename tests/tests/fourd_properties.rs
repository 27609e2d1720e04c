//! Properties of 4D chess over random playouts of both sets (proptest: a failing
//! playout shrinks to a short one, see `support`): the generator agrees
//! with the coordinate oracle (`fourd::reference`), every move leaves the mover's king
//! safe, the incremental hash equals the hash from scratch, 4D-FEN and move strings
//! round-trip, and mirroring a position along x, z, w (or y with the colours swapped)
//! keeps its number of legal moves.
use otherworlds_core::fourd::{self, Axis, FourD, PieceSet};
use otherworlds_core::{Game, prelude::*};
use proptest::prelude::*;
use std::cell::Cell;

mod support;

/// A 4D-FEN split into its four boards as 4x4 character grids (rank 4 first, `.` for
/// empty), side to move and the clock fields.
struct Grid {
    boards: Vec<Vec<Vec<char>>>,
    side: String,
    rest: String,
}

fn grid(fen: &str) -> Grid {
    let fields: Vec<&str> = fen.split(' ').collect();
    assert_eq!(fields.len(), 4, "{fen}");
    let boards = fields[0]
        .split('|')
        .map(|b| {
            b.split('/')
                .map(|rank| {
                    let mut row = Vec::new();
                    for ch in rank.chars() {
                        match ch.to_digit(10) {
                            Some(n) => row.extend(std::iter::repeat_n('.', n as usize)),
                            None => row.push(ch),
                        }
                    }
                    assert_eq!(row.len(), 4, "{fen}");
                    row
                })
                .collect()
        })
        .collect();
    Grid {
        boards,
        side: fields[1].to_string(),
        rest: format!("{} {}", fields[2], fields[3]),
    }
}

fn fen_of(g: &Grid) -> String {
    let boards: Vec<String> = g
        .boards
        .iter()
        .map(|b| {
            b.iter()
                .map(|row| {
                    let mut s = String::new();
                    let mut empty = 0;
                    for &ch in row {
                        if ch == '.' {
                            empty += 1;
                        } else {
                            if empty > 0 {
                                s.push_str(&empty.to_string());
                                empty = 0;
                            }
                            s.push(ch);
                        }
                    }
                    if empty > 0 {
                        s.push_str(&empty.to_string());
                    }
                    s
                })
                .collect::<Vec<_>>()
                .join("/")
        })
        .collect();
    format!("{} {} {}", boards.join("|"), g.side, g.rest)
}

/// Mirrors a 4D-FEN as text, independently of the core: x reverses each rank; z swaps
/// left and right boards; w swaps lower and upper rows; y reverses the ranks and swaps
/// the colours and the side to move.
fn mirror_text(fen: &str, axis: Axis) -> String {
    let mut g = grid(fen);
    match axis {
        Axis::X => g
            .boards
            .iter_mut()
            .for_each(|b| b.iter_mut().for_each(|r| r.reverse())),
        Axis::Z => g.boards = [1, 0, 3, 2].iter().map(|&i| g.boards[i].clone()).collect(),
        Axis::W => g.boards = [2, 3, 0, 1].iter().map(|&i| g.boards[i].clone()).collect(),
        Axis::Y => {
            for b in g.boards.iter_mut() {
                b.reverse();
                for r in b.iter_mut() {
                    for ch in r.iter_mut() {
                        *ch = if ch.is_ascii_uppercase() {
                            ch.to_ascii_lowercase()
                        } else {
                            ch.to_ascii_uppercase()
                        };
                    }
                }
            }
            g.side = if g.side == "w" {
                "b".into()
            } else {
                "w".into()
            };
        }
    }
    fen_of(&g)
}

fn sorted_strings(pos: &FourD, moves: &[fourd::Move]) -> Vec<String> {
    let mut v: Vec<String> = moves.iter().map(|&m| pos.move_string(m)).collect();
    v.sort();
    v
}

fn check_position(pos: &FourD) {
    let set = pos.piece_set();
    let fen = pos.position_string();
    // Hash and 4D-FEN round trip (the whole position, hash included).
    assert_eq!(pos.hash(), pos.compute_hash(), "hash at {fen}");
    let back = FourD::from_fen(set, &fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    assert_eq!(back, *pos, "4D-FEN round trip of {fen}");
    // Legal moves equal the oracle's; counting equals listing; strings round-trip.
    let legal = pos.legal();
    assert_eq!(
        sorted_strings(pos, &legal),
        sorted_strings(pos, &fourd::reference::legal_moves(pos)),
        "moves at {fen}"
    );
    assert_eq!(pos.count_legal_moves(), legal.len(), "count at {fen}");
    for &m in &legal {
        assert_eq!(pos.parse_move(&pos.move_string(m)), Ok(m));
        // The mover's king is not attacked afterwards, by the oracle's attack test.
        let mut after = *pos;
        after.play(m);
        let board = fourd::reference::mailbox(&after);
        let king = after
            .king_of(pos.turn())
            .unwrap_or_else(|| panic!("king gone after {} at {fen}", m.text()));
        assert!(
            !fourd::reference::attacked(&board, king, pos.turn().flip()),
            "{} leaves the king attacked at {fen}",
            m.text()
        );
        assert!(!after.king_attacked(pos.turn()));
    }
    // Mirror symmetry of the move count, with the mirror written as text here and the
    // core's own mirror checked against it.
    for axis in Axis::ALL {
        let text = mirror_text(&fen, axis);
        let mirrored = FourD::from_fen(set, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(pos.mirrored(axis).position_string(), text);
        assert_eq!(
            mirrored.count_legal_moves(),
            legal.len(),
            "{axis:?} mirror of {fen} is {text}"
        );
        assert_eq!(mirrored.in_check(), pos.in_check());
    }
}

#[test]
fn random_playouts_keep_every_invariant() {
    // 96 playouts of 0 to 150 plies, either set: about the plies (5,000-odd) of the
    // seeded version's 60 playouts of up to 150.
    let (plies, ended) = (Cell::new(0), Cell::new(0));
    let set = prop_oneof![Just(PieceSet::Full), Just(PieceSet::Classic)];
    support::run(
        file!(),
        0x4D4D_2026,
        96,
        (set, support::choices(150)),
        |(set, choices)| {
            let mut game = Game::new(FourD::start(set));
            for &choice in &choices {
                let pos = *game.position();
                check_position(&pos);
                if game.outcome().is_some() {
                    ended.set(ended.get() + 1);
                    return Ok(());
                }
                let moves = game.legal_moves();
                assert!(!moves.is_empty());
                let m = moves[otherworlds_tests::pick(choice, moves.len())];
                game.play(m).unwrap_or_else(|e| panic!("{e}"));
                plies.set(plies.get() + 1);
            }
            check_position(game.position());
            Ok(())
        },
    );
    let (plies, ended) = (plies.get(), ended.get());
    eprintln!("{plies} plies played, {ended} games ended");
    assert!(plies >= 4000, "only {plies} plies");
    // Some random games end (mate, stalemate, bare kings…) — the check above also ran on
    // those final positions.
    assert!(ended > 0, "no game ended");
}

#[test]
fn mirror_text_is_an_involution_on_the_start_positions() {
    for start in [fourd::FOURD_START, fourd::FOURD_CLASSIC_START] {
        for axis in Axis::ALL {
            assert_eq!(mirror_text(&mirror_text(start, axis), axis), start);
        }
        // The start is symmetric under y with colours swapped only up to the side to move
        // (Black would move first), so it is not a fixed point.
        assert_ne!(mirror_text(start, Axis::Y), start);
    }
}
