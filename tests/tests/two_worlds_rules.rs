//! One test per Two Worlds rule (RULES.md §2, TW-1 … TW-12): a hand-made position and
//! its exact legal move list or outcome, with the reasoning written next to it. Move
//! lists are in the `moves` order (byte order: Sky moves, uppercase, first).
use otherworlds_core::geometry::{CaptureFate, Cell, MoveKind};
use otherworlds_core::two_worlds::TwoWorlds;
use otherworlds_core::{EndReason, Game, Outcome, prelude::*};

fn pos(fen: &str) -> TwoWorlds {
    TwoWorlds::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn moves(fen: &str) -> Vec<String> {
    pos(fen).turn_strings()
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Plays `line` from `fen` (each move checked for legality) and returns the game.
fn play(fen: &str, line: &[&str]) -> Game<TwoWorlds> {
    let mut game = Game::new(pos(fen));
    for m in line {
        game.play_str(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    game
}

fn after(fen: &str, line: &[&str]) -> String {
    play(fen, line).position().position_string()
}

fn info(fen: &str, mv: &str) -> otherworlds_core::geometry::MoveInfo {
    let p = pos(fen);
    let m = p.parse_move(mv).unwrap_or_else(|e| panic!("{e}"));
    p.move_info(m)
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQIkqi - 0 1";

#[test]
fn tw_1_start_is_standard_chess_on_earth_and_an_empty_sky() {
    let start = TwoWorlds::new();
    assert_eq!(start.position_string(), START);
    assert_eq!(pos(START), start);
    // The 20 standard first moves, plus each of the 16 white pieces stepping up into
    // the empty Sky (nothing there attacks, so even the king may go: e1E1).
    let want = sorted(&[
        "a2a3", "a2a4", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4", "e2e3", "e2e4", "f2f3",
        "f2f4", "g2g3", "g2g4", "h2h3", "h2h4", "b1a3", "b1c3", "g1f3", "g1h3", "a1A1", "b1B1",
        "c1C1", "d1D1", "e1E1", "f1F1", "g1G1", "h1H1", "a2A2", "b2B2", "c2C2", "d2D2", "e2E2",
        "f2F2", "g2G2", "h2H2",
    ]);
    assert_eq!(start.turn_strings(), want);
    assert_eq!(start.terminal(), None);
}

#[test]
fn tw_2_earth_is_standard_chess_double_step_en_passant_promotion() {
    // White: Ke1, Pa2, Pb7, Pe5; Black: Ke8, Pd5 that just double-stepped (ep d6).
    // King: d1 d2 e2 f1 f2 and the step up e1E1. a2: a3, double step a4, up A2.
    // b7: four promotions on b8, up B7. e5: e6, en passant e5d6, up E5.
    let fen = "4k3/1P6/8/3pP3/8/8/P7/4K3|8/8/8/8/8/8/8/8 w - d6 0 1";
    let want = sorted(&[
        "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1E1", "a2a3", "a2a4", "a2A2", "b7b8q", "b7b8r",
        "b7b8b", "b7b8n", "b7B7", "e5e6", "e5d6", "e5E5",
    ]);
    assert_eq!(moves(fen), want);
    // En passant removes the d5 pawn from Earth (it rises: TW-5) and writes no ep square.
    assert_eq!(
        after(fen, &["e5d6"]),
        "4k3/1P6/3P4/8/8/8/P7/4K3|8/8/8/3P*4/8/8/8/8 b - - 0 1"
    );
    // A double step writes the en-passant square, as FEN does.
    assert_eq!(
        after(fen, &["a2a4"]),
        "4k3/1P6/8/3pP3/P7/8/8/4K3|8/8/8/8/8/8/8/8 b - a3 0 1"
    );
    // Promotion on Earth marks the new piece promoted.
    assert_eq!(
        after(fen, &["b7b8r"]),
        "1R~2k3/8/8/3pP3/8/8/P7/4K3|8/8/8/8/8/8/8/8 b - - 0 1"
    );
    let i = info(fen, "e5d6");
    assert_eq!(i.kind, MoveKind::EnPassant);
    assert_eq!(
        i.victim,
        Some(Cell::new(0, 3, 4)),
        "the victim is the d5 pawn"
    );
    assert_eq!(i.fate, Some(CaptureFate::Rises(Cell::new(1, 3, 4))));
}

#[test]
fn tw_3_vertical_step_to_an_empty_square_never_captures() {
    // Earth: Ke1, Ng1, black Ke8. Sky: white traveller knight B5, white ghost knight H5,
    // black knight G1 (above the white knight).
    // - Ng1: e2 f3 h3; no step up (G1 is occupied and a step never captures).
    // - NB5: A3 A7 C3 C7 D4 D6 in the Sky, and the step down b5.
    // - ghost N*H5: F4 F6 G3 G7, never a step down (TW-6).
    // - Ke1: d1 d2 e2 f1 f2, and e1E1 (the black knight on G1 attacks E2, F3, H3 only).
    let fen = "4k3/8/8/8/8/8/8/4K1N1|8/8/8/1N5N*/8/8/8/6n1 w - - 0 1";
    let want = sorted(&[
        "g1e2", "g1f3", "g1h3", "B5A3", "B5A7", "B5C3", "B5C7", "B5D4", "B5D6", "B5b5", "H5F4",
        "H5F6", "H5G3", "H5G7", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1E1",
    ]);
    assert_eq!(moves(fen), want);
    let i = info(fen, "B5b5");
    assert_eq!(i.kind, MoveKind::VerticalStep);
    assert_eq!(i.fate, None);
    // A pawn's vertical step is a pawn move: the 100-ply clock resets.
    let clock = "4k3/8/8/8/8/8/4P3/4K3|8/8/8/8/8/8/8/8 w - - 37 30";
    assert_eq!(
        after(clock, &["e2E2"]),
        "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/4P3/8 b - - 0 30"
    );
}

#[test]
fn tw_4_column_attack_check_and_vertical_capture() {
    // White Ke1 is checked by the black rook on Sky E1 directly above it. The check
    // cannot be blocked; the answers are: king steps d1 d2 e2 f1 f2 (their Sky squares
    // are empty, so no column attack there), the king capturing the rook vertically
    // (e1E1: nothing else black is in the Sky), or the white traveller bishop on C3
    // capturing it in the Sky (C3E1). The rook a1 stepping up or moving does not help.
    let fen = "4k3/8/8/8/8/8/8/R3K3|8/8/8/8/8/2B5/8/4r3 w - - 0 1";
    assert!(pos(fen).is_check());
    let want = sorted(&["e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1E1", "C3E1"]);
    assert_eq!(moves(fen), want);
    let i = info(fen, "e1E1");
    assert_eq!(i.kind, MoveKind::VerticalCapture);
    assert_eq!(
        i.fate,
        Some(CaptureFate::Lost),
        "captured in the Sky (TW-7)"
    );
    // The capturer moves: the king now stands on Sky E1, the rook is gone.
    assert_eq!(
        after(fen, &["e1E1"]),
        "4k3/8/8/8/8/8/8/R7|8/8/8/8/8/2B5/8/4K3 b - - 0 1"
    );

    // Kings are never stacked: with the black king on Sky D2, Earth d2 is attacked from
    // above, and Sky E1 is next to the black king. Left: d1 e2 f1 f2.
    let kings = "8/8/8/8/8/8/8/4K3|8/8/8/8/8/8/3k4/8 w - - 0 1";
    assert_eq!(moves(kings), sorted(&["e1d1", "e1e2", "e1f1", "e1f2"]));

    // A rook below an enemy ghost captures it upward (d1D1); a Sky rook captures an
    // Earth piece downward (H4h4).
    let vertical = "4k3/8/8/8/7n/8/8/3RK3|8/8/8/8/7R/8/8/3n*4 w - - 0 1";
    let list = moves(vertical);
    assert!(list.contains(&"d1D1".to_string()) && list.contains(&"H4h4".to_string()));
    assert_eq!(info(vertical, "d1D1").kind, MoveKind::VerticalCapture);
    assert_eq!(info(vertical, "H4h4").kind, MoveKind::VerticalCapture);
}

#[test]
fn tw_5_captured_earth_piece_rises_as_a_ghost_of_the_capturer() {
    // Nxe5 takes the black pawn: it rises to Sky E5 as a white ghost pawn.
    // Nxd4 takes a promoted black queen: it rises as a white ghost queen, mark dropped.
    let fen = "4k3/8/8/4p3/3q~4/5N2/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1";
    assert_eq!(
        after(fen, &["f3e5"]),
        "4k3/8/8/4N3/3q~4/8/8/4K3|8/8/8/4P*3/8/8/8/8 b - - 0 1"
    );
    assert_eq!(
        after(fen, &["f3d4"]),
        "4k3/8/8/4p3/3N4/8/8/4K3|8/8/8/8/3Q*4/8/8/8 b - - 0 1"
    );
    let i = info(fen, "f3e5");
    assert_eq!(i.kind, MoveKind::Capture);
    assert_eq!(i.fate, Some(CaptureFate::Rises(Cell::new(1, 4, 4))));

    // Covering the sky: a black bishop on Sky E5 leaves no room, the pawn is lost.
    let covered = "4k3/8/8/4p3/8/5N2/8/4K3|8/8/8/4b3/8/8/8/8 w - - 0 1";
    assert_eq!(
        after(covered, &["f3e5"]),
        "4k3/8/8/4N3/8/8/8/4K3|8/8/8/4b3/8/8/8/8 b - - 0 1"
    );
    assert_eq!(info(covered, "f3e5").fate, Some(CaptureFate::Lost));

    // A vertical capture from the Sky: the rook leaves B4 and the knight rises into it.
    let from_sky = "4k3/8/8/8/1n6/8/8/4K3|8/8/8/8/1R6/8/8/8 w - - 0 1";
    assert_eq!(
        after(from_sky, &["B4b4"]),
        "4k3/8/8/8/1R6/8/8/4K3|8/8/8/8/1N*6/8/8/8 b - - 0 1"
    );
    assert_eq!(
        info(from_sky, "B4b4").fate,
        Some(CaptureFate::Rises(Cell::new(1, 1, 3)))
    );
}

#[test]
fn tw_6_ghosts_stay_in_the_sky_and_ghost_pawns_never_promote() {
    // Earth: white Ka1, black Ke8 and Nh1. Sky: white ghost pawns C2 and G8, white ghost
    // rook H1, black knight D3.
    // - ghost pawn C2: one step C3 (no double step), capture D3; never steps down.
    // - ghost pawn G8 on White's last rank: no move at all.
    // - ghost rook H1: H2-H8 and G1-A1 in the Sky (14); no step down, and no column
    //   capture of the knight on h1 below it.
    // - Ka1: a2 b1 b2 and a1A1 (the knight D3 attacks B2 B4 C1 C5 E1 E5 F2 F4).
    let fen = "4k3/8/8/8/8/8/8/K6n|6P*1/8/8/8/8/3n4/2P*5/7R* w - - 0 1";
    let want = sorted(&[
        "C2C3", "C2D3", "H1H2", "H1H3", "H1H4", "H1H5", "H1H6", "H1H7", "H1H8", "H1G1", "H1F1",
        "H1E1", "H1D1", "H1C1", "H1B1", "H1A1", "a1a2", "a1b1", "a1b2", "a1A1",
    ]);
    assert_eq!(moves(fen), want);
    // The ghost keeps its status after moving; its body has the other colour.
    let p = pos(&after(fen, &["C2D3"]));
    let view = p
        .pieces()
        .into_iter()
        .find(|(c, _)| *c == Cell::new(1, 3, 2))
        .map(|(_, v)| v);
    assert!(view.is_some_and(|v| v.ghost
        && v.color == otherworlds_core::Color::White
        && v.body == otherworlds_core::Color::Black));
    // A ghost pawn move resets the 100-ply clock.
    let clocked = "4k3/8/8/8/8/8/8/K6n|6P*1/8/8/8/8/3n4/2P*5/7R* w - - 40 60";
    assert!(after(clocked, &["C2C3"]).ends_with(" b - - 0 60"));
}

#[test]
fn tw_7_death_in_the_sky() {
    // Earth: white Ke1 and Rb4, black Ke8. Sky: black knight B4 above the rook, white
    // traveller bishop C3, black ghost queen D4.
    let fen = "4k3/8/8/8/1R6/8/8/4K3|8/8/8/8/1n1q*4/2B5/8/8 w - - 0 1";
    // The rook captures upward: the knight dies in the Sky, nothing rises.
    assert_eq!(
        after(fen, &["b4B4"]),
        "4k3/8/8/8/8/8/8/4K3|8/8/8/8/1R1q*4/2B5/8/8 b - - 0 1"
    );
    // The bishop takes the ghost queen in the Sky: its second life ends.
    assert_eq!(
        after(fen, &["C3D4"]),
        "4k3/8/8/8/1R6/8/8/4K3|8/8/8/8/1n1B4/8/8/8 b - - 0 1"
    );
    assert_eq!(info(fen, "b4B4").fate, Some(CaptureFate::Lost));
    assert_eq!(info(fen, "C3D4").fate, Some(CaptureFate::Lost));
}

#[test]
fn tw_8_travellers_sky_pawns_and_descent_promotion() {
    // Earth: white Ka1, black Kh8. Sky: white traveller pawns B7, E8, G2; black knight C8.
    // - B7: forward B8 (no promotion in the Sky), capture C8 (no promotion), down b7
    //   (not White's last rank: no promotion).
    // - E8 on the Sky's last rank: only down, promoting on e8 (four choices).
    // - G2: forward G3 only (no double step in the Sky), down g2.
    // - Ka1: a2 b1 b2, up a1A1.
    let fen = "7k/8/8/8/8/8/8/K7|2n1P3/1P6/8/8/8/8/6P1/8 w - - 0 1";
    let want = sorted(&[
        "B7B8", "B7C8", "B7b7", "E8e8q", "E8e8r", "E8e8b", "E8e8n", "G2G3", "G2g2", "a1a2", "a1b1",
        "a1b2", "a1A1",
    ]);
    assert_eq!(moves(fen), want);
    assert_eq!(
        after(fen, &["E8e8q"]),
        "4Q~2k/8/8/8/8/8/8/K7|2n5/1P6/8/8/8/8/6P1/8 b - - 0 1"
    );
    assert_eq!(
        after(fen, &["B7B8"]),
        "7k/8/8/8/8/8/8/K7|1Pn1P3/8/8/8/8/8/6P1/8 b - - 0 1"
    );
    // [decision] A pawn on its Earth second rank may double-step however it got there.
    let game = play(fen, &["G2g2", "h8h7"]);
    let list = game.position().turn_strings();
    assert!(list.contains(&"g2g3".to_string()) && list.contains(&"g2g4".to_string()));
    // A pawn on the Sky's last rank whose Earth square is occupied has no move.
    let blocked = "4r2k/8/8/8/8/8/8/K7|2n1P3/1P6/8/8/8/8/6P1/8 w - - 0 1";
    let want = sorted(&[
        "B7B8", "B7C8", "B7b7", "G2G3", "G2g2", "a1a2", "a1b1", "a1b2", "a1A1",
    ]);
    assert_eq!(moves(blocked), want);
}

#[test]
fn tw_9_classic_castling_on_earth_and_column_attacks_on_the_path() {
    // Earth: white Ke1, Ra1, Rh1, black Ke8; Sky: black rook F1, black ghost rook D1.
    // - O-O (e1g1) is illegal: f1 is attacked from the Sky rook above it.
    // - O-O-O (e1c1) is legal: the ghost above d1 has no column attack.
    // - King: d1 d2 e2 f2 (f1 is attacked from above); e1E1 is attacked along Sky rank 1.
    // - Ra1: a2-a8, b1 c1 d1, up A1 (11). Rh1: h2-h8, g1 f1, up H1 (10).
    let fen = "4k3/8/8/8/8/8/8/R3K2R|8/8/8/8/8/8/8/3r*1r2 w KQ - 0 1";
    let want = sorted(&[
        "e1c1", "e1d1", "e1d2", "e1e2", "e1f2", "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7",
        "a1a8", "a1b1", "a1c1", "a1d1", "a1A1", "h1h2", "h1h3", "h1h4", "h1h5", "h1h6", "h1h7",
        "h1h8", "h1g1", "h1f1", "h1H1",
    ]);
    assert_eq!(moves(fen), want);
    assert_eq!(info(fen, "e1c1").kind, MoveKind::Castle);
    assert_eq!(
        after(fen, &["e1c1"]),
        "4k3/8/8/8/8/8/8/2KR3R|8/8/8/8/8/8/8/3r*1r2 b - - 1 1"
    );

    // A rook that stepped up and back has lost its right.
    let open = "4k3/8/8/8/8/8/8/R3K2R|8/8/8/8/8/8/8/8 w KQ - 0 1";
    let back = after(open, &["h1H1", "e8d8", "H1h1", "d8e8"]);
    assert_eq!(back, "4k3/8/8/8/8/8/8/R3K2R|8/8/8/8/8/8/8/8 w Q - 4 3");
    // So does the king that stepped up and back (both rights).
    let back = after(open, &["e1E1", "e8d8", "E1e1", "d8e8"]);
    assert_eq!(back, "4k3/8/8/8/8/8/8/R3K2R|8/8/8/8/8/8/8/8 w - - 4 3");

    // A promoted rook on the corner does not castle: Ke1 d1 d2 e2 f1 f2 E1;
    // R~h1 h2-h8 g1 f1 H1.
    let promoted = "4k3/8/8/8/8/8/8/4K2R~|8/8/8/8/8/8/8/8 w K - 0 1";
    let want = sorted(&[
        "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1E1", "h1h2", "h1h3", "h1h4", "h1h5", "h1h6",
        "h1h7", "h1h8", "h1g1", "h1f1", "h1H1",
    ]);
    assert_eq!(moves(promoted), want);
}

#[test]
fn tw_10_inter_level_castling_swaps_king_and_stacked_original_rook() {
    // Earth: white Ke1, black Ke8; Sky: white rook E1 (original), right I only (the
    // king and rook need not be unmoved).
    // - King: d1 d2 e2 f1 f2 and the swap e1E1.
    // - Rook E1 in the Sky: A1-D1, F1-H1, E2-E8 (14); no step down (e1 is occupied).
    let fen = "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/4R3 w I - 0 1";
    let want = sorted(&[
        "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1E1", "E1A1", "E1B1", "E1C1", "E1D1", "E1F1",
        "E1G1", "E1H1", "E1E2", "E1E3", "E1E4", "E1E5", "E1E6", "E1E7", "E1E8",
    ]);
    assert_eq!(moves(fen), want);
    assert_eq!(info(fen, "e1E1").kind, MoveKind::InterLevelCastle);
    // King to the rook's square, rook to the king's; I is spent (and K, Q with it).
    assert_eq!(
        after(fen, &["e1E1"]),
        "4k3/8/8/8/8/8/8/4R3|8/8/8/8/8/8/8/4K3 b - - 1 1"
    );
    let with_classic = "r3k3/8/8/8/8/8/8/R3K3|8/8/8/8/8/8/8/4R3 w QIq - 0 1";
    assert!(after(with_classic, &["e1E1"]).contains(" b q - "));

    let no_swap = |fen: &str| !moves(fen).contains(&"e1E1".to_string());
    // Not while in check (the bishop b4 checks e1).
    assert!(no_swap("4k3/8/8/8/1b6/8/8/4K3|8/8/8/8/8/8/8/4R3 w I - 0 1"));
    // Not onto an attacked square (the Sky knight D3 attacks E1).
    assert!(no_swap("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/3n4/8/4R3 w I - 0 1"));
    // Not with a promoted rook (the original rook a1 keeps the right alive).
    assert!(no_swap("4k3/8/8/8/8/8/8/R3K3|8/8/8/8/8/8/8/4R~3 w I - 0 1"));
    // Not without the right.
    assert!(no_swap("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/4R3 w - - 0 1"));
    // The king may also stand in the Sky over its rook: E1e1.
    let up = "3k4/8/8/8/8/8/8/4R3|8/8/8/8/8/8/8/4K3 w I - 0 1";
    assert!(moves(up).contains(&"E1e1".to_string()));
    // The right goes when the last original rook is captured.
    let last_rook = "4k3/8/8/8/8/8/8/R3K3|n7/8/8/8/8/8/8/8 b I - 0 1";
    let taken = "4k3/8/8/8/8/1n6/8/R3K3|8/8/8/8/8/8/8/8 b I - 0 1";
    assert!(after(last_rook, &["A8B6"]).contains(" w I "));
    assert_eq!(
        after(taken, &["b3a1"]).split(' ').nth(2),
        Some("-"),
        "I must go with the last original rook"
    );
}

#[test]
fn tw_11_legality_counts_the_rising_ghost_and_column_attacks() {
    // White's king stands on Sky E4, checked along Sky rank 4 by the black rook A4.
    // Earth: white knight b2, black pawn c4, black Kh8.
    // - The king: D3 D5 E3 E5 F3 F5 (D4 and F4 stay on the rook's rank), down e4.
    // - Nxc4 on Earth: the pawn rises to Sky C4 as a white ghost and blocks the check.
    // - Nothing else answers the check.
    let fen = "7k/8/8/8/2p5/8/1N6/8|8/8/8/8/r3K3/8/8/8 w - - 0 1";
    let want = sorted(&[
        "E4D3", "E4D5", "E4E3", "E4E5", "E4F3", "E4F5", "E4e4", "b2c4",
    ]);
    assert_eq!(moves(fen), want);
    // A capture whose victim rises off the rook's line does not answer the check.
    let off_line = "7k/8/8/8/2p5/3p4/1N6/8|8/8/8/8/r3K3/8/8/8 w - - 0 1";
    let list = moves(off_line);
    assert!(list.contains(&"b2c4".to_string()) && !list.contains(&"b2d3".to_string()));
    // A pinned Earth piece cannot step up: the knight on e2 shields the king from e8.
    let pinned = "4r2k/8/8/8/8/8/4N3/4K3|8/8/8/8/8/8/8/8 w - - 0 1";
    assert!(!moves(pinned).contains(&"e2E2".to_string()));
}

#[test]
fn tw_12_end_of_game() {
    // Checkmate by a column attack: the black rook on Sky H1 attacks h1 below; the king's
    // neighbours g1 g2 h2 hold its own pieces, and Sky H1 is guarded by the rook A1 (so
    // the vertical capture is illegal). Stepping the rook g1 up does not block a column
    // check. Black wins.
    let mate = "k7/8/8/8/8/8/6PP/6RK|8/8/8/8/8/8/8/r6r w - - 0 1";
    assert!(pos(mate).is_check());
    assert!(moves(mate).is_empty());
    assert_eq!(
        pos(mate).terminal(),
        Some(Outcome::win(
            otherworlds_core::Color::Black,
            EndReason::Checkmate
        ))
    );
    // Mate comes before the clock rule.
    let late = "k7/8/8/8/8/8/6PP/6RK|8/8/8/8/8/8/8/r6r w - - 100 80";
    assert_eq!(
        pos(late).terminal().map(|o| o.reason),
        Some(EndReason::Checkmate)
    );

    // Stalemate: Kh1 is not attacked; g1 g2 (queen's file) and h2 (its diagonal) are,
    // and Sky H1 is attacked along the Sky's first rank by the rook A1.
    let stalemate = "k7/8/8/8/8/6q1/8/7K|8/8/8/8/8/8/8/r7 w - - 0 1";
    assert!(moves(stalemate).is_empty());
    assert_eq!(
        pos(stalemate).terminal(),
        Some(Outcome::draw(EndReason::Stalemate))
    );

    // Insufficient material counts both levels: K + a ghost knight v K is a draw;
    // K+B v K+B with same-coloured bishops is not (RULES.md §6).
    let lone = "k7/8/8/8/8/8/8/7K|8/8/8/8/3N*4/8/8/8 w - - 0 1";
    assert_eq!(
        pos(lone).terminal(),
        Some(Outcome::draw(EndReason::InsufficientMaterial))
    );
    let bishops = "kb6/8/8/8/8/8/8/B6K|8/8/8/8/8/8/8/8 w - - 0 1";
    assert_eq!(pos(bishops).terminal(), None);
    let two_minors = "k7/8/8/8/8/8/8/7K|8/8/8/8/3N*4/8/8/2b5 w - - 0 1";
    assert_eq!(pos(two_minors).terminal(), None);

    // 100 plies without capture or pawn move.
    let clock = "k7/8/8/8/8/8/8/1R5K|8/8/8/8/8/8/8/8 w - - 100 80";
    assert_eq!(
        pos(clock).terminal(),
        Some(Outcome::draw(EndReason::FiftyMoves))
    );

    // Threefold repetition, vertical steps included: up and down twice each.
    let game = play(
        START,
        &[
            "g1G1", "g8G8", "G1g1", "G8g8", "g1G1", "g8G8", "G1g1", "G8g8",
        ],
    );
    assert_eq!(
        game.outcome(),
        Some(Outcome::draw(EndReason::ThreefoldRepetition))
    );
    assert!(game.legal_moves().is_empty());
}
