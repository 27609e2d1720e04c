//! Valhalla transfers (V-5): the captured piece's new owner chooses where it goes. In a
//! game of two humans the header hands the choice to that player; a computer owner
//! decides by itself.
use crate::support::*;
use egui_kittest::kittest::Queryable;
use otherworlds::board::Marker;
use otherworlds::players::{Player, Players};
use otherworlds_core::geometry::MoveKind;
use otherworlds_core::{Color, Role, ValhallaOptions, Variant, prelude::*};

/// After 1. e4 (pass) d5 (pass), White's exd5 captures.
const AFTER_E4_D5: &str = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 2";

fn valhalla(options: ValhallaOptions) -> Variant {
    Variant::Valhalla(options)
}

/// Two humans: White captures, and the header says that Black chooses; the framed
/// cells are Black's home squares for a pawn; Black's choice is played and White moves
/// on in Valhalla.
#[test]
fn vh_5_two_humans_the_new_owner_is_handed_the_choice() {
    let mut h = at(valhalla(ValhallaOptions::default()), AFTER_E4_D5);
    let (e4, d5) = (cell_on(&h, 0, "e4"), cell_on(&h, 0, "d5"));
    play(&mut h, e4, d5);
    let header = "Black chooses where the captured pawn goes";
    // In the header above the boards and in the status line.
    assert_eq!(h.query_all_by_label(header).count(), 2);
    assert_eq!(h.state().session().game().position().actor(), Color::Black);
    // The framed cells: the empty home squares of a black pawn on Valhalla (rank 7).
    let placed: Vec<String> = h
        .state()
        .board_state()
        .painted_markers
        .iter()
        .map(|(c, m)| {
            assert_eq!(*m, Marker::Place);
            assert_eq!(c.board, 1, "on Valhalla");
            h.state().session().board_model().names[c].clone()
        })
        .collect();
    assert_eq!(placed, ["a7", "b7", "c7", "d7", "e7", "f7", "g7", "h7"]);
    assert_eq!(
        label(&h, cell_on(&h, 1, "c7")),
        "c7, Valhalla, empty, place here"
    );
    let c7 = cell_on(&h, 1, "c7");
    click(&mut h, c7);
    assert_eq!(moves(&h).last().map(String::as_str), Some("p@c7"));
    assert_eq!(h.query_all_by_label(header).count(), 0);
    assert_eq!(h.state().session().game().position().actor(), Color::White);
    assert!(
        h.state().session().status().starts_with("White to move"),
        "{}",
        h.state().session().status()
    );
}

/// `:inverted`: the captured black pawn belongs on Valhalla to whoever plays Black
/// there, which is White (player A): the capturer chooses, and the header says whose
/// piece it is.
#[test]
fn vh_2_inverted_the_capturer_chooses_for_the_piece_it_now_owns() {
    let options = ValhallaOptions {
        inverted: true,
        ..ValhallaOptions::default()
    };
    let position = AFTER_E4_D5.replace(
        "KQkq - 0 2 | 4k3/8/8/8/8/8/8/4K3 w",
        "KQkq - 0 2 | 4k3/8/8/8/8/8/8/4K3 b",
    );
    let mut h = at(valhalla(options), &position);
    let (e4, d5) = (cell_on(&h, 0, "e4"), cell_on(&h, 0, "d5"));
    play(&mut h, e4, d5);
    assert!(
        h.query_all_by_label("White chooses where the captured black pawn goes")
            .count()
            > 0,
        "{}",
        h.state().session().status()
    );
    assert_eq!(h.state().session().game().position().actor(), Color::White);
}

/// Human White captures; the pawn's new owner is the computer (Black), which places it
/// by itself; then the board is White's again, for its Valhalla move.
#[test]
fn vh_5_a_computer_owner_places_the_piece_by_itself() {
    let mut app = otherworlds::OtherworldsApp::for_tests_from(
        valhalla(ValhallaOptions::default()),
        AFTER_E4_D5,
    );
    app.set_players(Players {
        white: Player::Human,
        black: Player::computer(1),
    });
    let mut h = harness(app);
    let (e4, d5) = (cell_on(&h, 0, "e4"), cell_on(&h, 0, "d5"));
    click(&mut h, e4);
    // The capture alone: the computer's answer may come in the very next frame.
    click_unsettled(&mut h, d5);
    assert_eq!(moves(&h), ["e4d5"]);
    h.run();
    // The computer decides: frames run until its transfer arrives (bounded).
    run_until_plies(&mut h, 2);
    let played = moves(&h);
    assert_eq!(played.len(), 2, "the computer placed the pawn: {played:?}");
    assert!(played[1].starts_with("p@"), "{played:?}");
    // Where it said, a black pawn now stands on Valhalla, and no more is decided for
    // White: its Valhalla move is the human's.
    let square = &played[1][2..];
    let placed = cell_on(&h, 1, square);
    let model = h.state().session().board_model();
    assert_eq!(
        model.pieces.get(&placed).map(|p| (p.color, p.role)),
        Some((Color::Black, Role::Pawn))
    );
    assert!(!h.state().is_thinking());
    assert_eq!(model.mover, Some(Color::White));
    assert!(model.moves.iter().all(|m| m.kind != MoveKind::Transfer));
    let (e1, e2) = (cell_on(&h, 1, "e1"), cell_on(&h, 1, "e2"));
    click(&mut h, e1);
    // White's move alone: it ends White's turn, and Black's computer may answer in the
    // very next frame.
    click_unsettled(&mut h, e2);
    assert_eq!(moves(&h).len(), 3);
    h.run();
}

/// V-5: when no home square is free the piece disappears; that decision still belongs
/// to the new owner, who takes it with the Pass button.
#[test]
fn vh_5_a_piece_with_no_free_home_square_is_let_go_with_pass() {
    // exd5 takes the black queen, whose only home square on Valhalla, d8, holds the
    // black king.
    let position = "4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 2 | 3k4/8/8/8/8/8/8/4K3 w - - 0 2";
    let mut h = at(valhalla(ValhallaOptions::default()), position);
    let (e4, d5) = (cell_on(&h, 0, "e4"), cell_on(&h, 0, "d5"));
    play(&mut h, e4, d5);
    let status = h.state().session().status();
    assert_eq!(
        status,
        "Black chooses where the captured queen goes: no home square is free, Pass lets it go"
    );
    click_label(&mut h, "Pass");
    assert_eq!(moves(&h).last().map(String::as_str), Some("q@-"));
}
