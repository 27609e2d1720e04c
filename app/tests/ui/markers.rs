//! What the board shows around the moves: beams of light for moves between boards,
//! check (with its source on another level), the last move, and the spoken cell names.
use crate::support::*;
use otherworlds::board::{Highlight, Marker};
use otherworlds_core::Variant;
use otherworlds_core::geometry::{Cell, MoveKind};

/// The beams painted for the selected piece.
fn beams(h: &H) -> Vec<Cell> {
    h.state()
        .board_state()
        .painted_markers
        .iter()
        .filter(|(_, m)| *m == Marker::Beam)
        .map(|(c, _)| *c)
        .collect()
}

/// Selects every piece that can move and compares its beams with `expected(from)`.
/// Returns how many beams were seen in all.
fn check_beams_of_every_piece(h: &mut H, expected: impl Fn(&H, Cell) -> Vec<Cell>) -> usize {
    let mut froms: Vec<Cell> = core_moves(h).iter().filter_map(|m| m.from).collect();
    froms.sort();
    froms.dedup();
    let mut seen = 0;
    for from in froms {
        click(h, from);
        assert_eq!(h.state().board_state().selected, Some(from));
        let mut want = expected(h, from);
        want.sort();
        want.dedup();
        assert_eq!(beams(h), want, "beams of {from:?}");
        seen += want.len();
        click(h, from);
    }
    seen
}

/// TW-3, seed 000: "when a piece can go up or down, a beam of light in its colour joins
/// the two boards". Every vertical move of the core (step, vertical capture, inter-level
/// castling) gets a beam, and no other move does.
#[test]
fn tw_3_a_beam_for_exactly_the_vertical_moves_of_the_selected_piece() {
    // 1. e4 d5 2. exd5 (the pawn rises to D5 as a white ghost) Nf6 3. Qe2 Nxd5 (the
    // white pawn would rise to D5, which is covered): White has pieces on both levels.
    let mut h = after(
        Variant::TwoWorlds,
        &["e2e4", "d7d5", "e4d5", "g8f6", "d1e2", "f6d5"],
    );
    let seen = check_beams_of_every_piece(&mut h, |h, from| {
        core_moves(h)
            .into_iter()
            .filter(|m| m.from == Some(from))
            .filter(|m| {
                matches!(
                    m.kind,
                    MoveKind::VerticalStep | MoveKind::VerticalCapture | MoveKind::InterLevelCastle
                )
            })
            .filter_map(|m| m.to)
            .collect()
    });
    assert!(seen > 5, "pieces on Earth can step up: {seen} beams");
    // A vertical step also keeps its dashed circle.
    let e2 = cell(&h, "e2");
    click(&mut h, e2);
    let sky_e2 = cell(&h, "E2");
    let marks: Vec<Marker> = h
        .state()
        .board_state()
        .painted_markers
        .iter()
        .filter(|(c, _)| *c == sky_e2)
        .map(|(_, m)| *m)
        .collect();
    assert_eq!(marks, vec![Marker::Vertical, Marker::Beam]);
}

/// Ghosts never step down (TW-6): a ghost selected in the Sky has no beam.
#[test]
fn tw_6_a_ghost_has_no_beam() {
    // White ghost knight (once black) on Sky e4; the black rook keeps the game from
    // being a draw by material.
    let mut h = at(
        Variant::TwoWorlds,
        "r3k3/8/8/8/8/8/8/4K3|8/8/8/8/4N*3/8/8/8 w - - 0 1",
    );
    let ghost = cell(&h, "E4");
    click(&mut h, ghost);
    assert_eq!(h.state().board_state().selected, Some(ghost));
    assert!(!h.state().board_state().painted_markers.is_empty());
    assert!(beams(&h).is_empty());
}

/// 4D (seed 002): a move along z or w alone goes to the same square of another board,
/// drawn with a beam; the seed's first lesson, the rook a1[0,0] -> a1[0,1], is one.
#[test]
fn d4_a_beam_for_each_move_to_the_same_square_on_another_board() {
    for variant in [Variant::FourD, Variant::FourDClassic] {
        let mut h = after(variant, &[]);
        // By names: "a1[0,0]" and "a1[0,1]" share the square "a1".
        let square = |name: &str| name.split('[').next().unwrap_or_default().to_string();
        let seen = check_beams_of_every_piece(&mut h, |h, from| {
            let names = &h.state().session().board_model().names;
            core_moves(h)
                .into_iter()
                .filter(|m| m.from == Some(from))
                .filter_map(|m| m.to)
                .filter(|to| {
                    names[to] != names[&from] && square(&names[to]) == square(&names[&from])
                })
                .collect()
        });
        assert!(seen > 0, "{variant}");
        let a1 = cell(&h, "a1[0,0]");
        click(&mut h, a1);
        assert!(beams(&h).contains(&cell(&h, "a1[0,1]")), "{variant}");
    }
}

/// Valhalla's boards are not levels: no move goes between them, no beam.
#[test]
fn vh_no_beams() {
    let mut h = after(Variant::Valhalla(Default::default()), &[]);
    let seen = check_beams_of_every_piece(&mut h, |_, _| Vec::new());
    assert_eq!(seen, 0);
}

/// TW-4: a rook straight above the king checks it from the Sky; the king glows and the
/// rook is marked as the check's source, in the picture and in the labels.
#[test]
fn tw_4_the_source_of_a_vertical_check_is_highlighted() {
    let h = at(
        Variant::TwoWorlds,
        "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/4r3 w - - 0 1",
    );
    let (king, rook) = (cell(&h, "e1"), cell(&h, "E1"));
    let highlights = &h.state().board_state().highlights;
    assert!(
        highlights.contains(&(king, Highlight::Check)),
        "{highlights:?}"
    );
    assert!(
        highlights.contains(&(rook, Highlight::CheckSource)),
        "{highlights:?}"
    );
    assert_eq!(label(&h, king), "e1, Earth, white king, in check");
    assert_eq!(label(&h, rook), "e1, Sky, black rook, gives check");

    // A check within the level has no source on the other one.
    let h = at(
        Variant::TwoWorlds,
        "4k3/8/8/8/8/8/8/r3K3|8/8/8/8/8/8/8/8 w - - 0 1",
    );
    let highlights = &h.state().board_state().highlights;
    assert!(highlights.contains(&(cell(&h, "e1"), Highlight::Check)));
    assert!(!highlights.iter().any(|(_, x)| *x == Highlight::CheckSource));
}

/// A step up is the last move: its Earth cell and its Sky cell are both tinted.
#[test]
fn tw_3_the_last_move_is_shown_on_both_levels() {
    let mut h = after(Variant::TwoWorlds, &["e2e4", "e7e5"]);
    let (g1, sky_g1) = (cell(&h, "g1"), cell(&h, "G1"));
    play(&mut h, g1, sky_g1);
    assert_eq!(moves(&h).last().map(String::as_str), Some("g1G1"));
    let highlights = &h.state().board_state().highlights;
    assert!(
        highlights.contains(&(g1, Highlight::LastFrom)),
        "{highlights:?}"
    );
    assert!(
        highlights.contains(&(sky_g1, Highlight::LastTo)),
        "{highlights:?}"
    );
    assert_eq!(label(&h, sky_g1), "g1, Sky, white knight");
}

/// Labels name the square, the board where there are several, and the piece: "e4, Sky,
/// white ghost knight"; 4D squares in the seed's notation.
#[test]
fn every_variant_labels_cells_with_square_board_and_piece() {
    let h = at(
        Variant::TwoWorlds,
        "4k3/8/8/8/8/8/8/4K3|8/8/8/8/4N*3/8/8/8 w - - 0 1",
    );
    assert_eq!(
        label(&h, cell(&h, "E4")),
        "e4, Sky, white ghost knight (once black)"
    );
    assert_eq!(label(&h, cell(&h, "e4")), "e4, Earth, empty");
    assert_eq!(label(&h, cell(&h, "e1")), "e1, Earth, white king");

    let h = after(Variant::FourD, &[]);
    assert_eq!(
        label(&h, cell(&h, "a1[0,0]")),
        "a1[0,0], z=0 w=0, white rook"
    );
    assert_eq!(
        label(&h, cell(&h, "a4[0,1]")),
        "a4[0,1], z=0 w=1, black rook"
    );

    let h = after(Variant::Valhalla(Default::default()), &[]);
    assert_eq!(
        label(&h, cell_on(&h, 0, "e1")),
        "e1, Battlefield, white king"
    );
    assert_eq!(label(&h, cell_on(&h, 1, "e8")), "e8, Valhalla, black king");
    assert_eq!(label(&h, cell_on(&h, 1, "d1")), "d1, Valhalla, empty");

    let h = after(Variant::Standard, &[]);
    assert_eq!(label(&h, cell(&h, "e1")), "e1, white king");
}

/// Issue 42, point 11: after a Valhalla turn of two moves (RULES.md's turn string
/// `e2e4,e1e2`: the battlefield move, then the move on Valhalla), both are lit; before,
/// only the Valhalla-board move was, and the battlefield move was easy to miss.
#[test]
fn vh_both_moves_of_the_last_turn_are_lit() {
    let h = after(Variant::Valhalla(Default::default()), &["e2e4,e1e2"]);
    let highlights = &h.state().board_state().highlights;
    for (board, from, to) in [(0, "e2", "e4"), (1, "e1", "e2")] {
        let (from, to) = (cell_on(&h, board, from), cell_on(&h, board, to));
        assert!(
            highlights.contains(&(from, Highlight::LastFrom)),
            "{highlights:?}"
        );
        assert!(
            highlights.contains(&(to, Highlight::LastTo)),
            "{highlights:?}"
        );
    }
    // A turn of one move lights that move alone: the turn before is not kept lit.
    let h = after(
        Variant::Valhalla(Default::default()),
        &["e2e4,e1e2", "e7e5,0000"],
    );
    let lit: Vec<_> = h
        .state()
        .board_state()
        .highlights
        .iter()
        .filter(|(_, k)| matches!(k, Highlight::LastFrom | Highlight::LastTo))
        .map(|(c, _)| *c)
        .collect();
    let (e7, e5) = (cell_on(&h, 0, "e7"), cell_on(&h, 0, "e5"));
    assert_eq!(lit.len(), 2, "{lit:?}");
    assert!(lit.contains(&e7) && lit.contains(&e5), "{lit:?}");
}
