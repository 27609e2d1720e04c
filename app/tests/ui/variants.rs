//! Every variant the core offers opens in the app and shows, for a selected piece,
//! one marker on the target of each of its legal moves and nothing else.
use crate::support::*;
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::command::Command;
use otherworlds_core::Variant;
use otherworlds_core::geometry::{Cell, MoveKind};

#[test]
fn every_variant_opens_and_marks_the_moves_of_a_selected_piece() {
    for variant in Variant::all() {
        let mut h = harness_sized(OtherworldsApp::for_tests_after(variant, &[]), 1300.0, 800.0);
        assert_eq!(h.state().session().variant(), variant);
        let model = h.state().session().board_model().clone();
        assert!(
            !model.moves.is_empty(),
            "{variant}: no legal moves at the start"
        );
        // Every cell of every board has a labelled widget.
        let cells: usize = model
            .geometry
            .boards
            .iter()
            .map(|b| b.files as usize * b.ranks as usize)
            .sum();
        assert_eq!(model.names.len(), cells, "{variant}");
        // Each cell is named once, with its board where there are several: "e4, Sky,
        // empty", "b2[0,1], z=0 w=1, white pawn", "e4, Valhalla, white king".
        for cell in model.names.keys() {
            let name = otherworlds::board::interact::spoken_name(&model, *cell);
            if model.geometry.boards.len() > 1 {
                let board = &model.geometry.boards[cell.board as usize].name;
                let short = board
                    .split(" (")
                    .next()
                    .unwrap_or_default()
                    .replace(" · ", " ");
                assert!(name.ends_with(&format!(", {short}")), "{variant}: {name}");
            }
            let prefix = format!("{name}, ");
            assert_eq!(
                h.query_all_by(|n| n.label().is_some_and(|l| l.starts_with(&prefix)))
                    .count(),
                1,
                "{variant}: one widget for {cell:?} ({name})"
            );
        }
        // Each piece that can move: select it, compare markers with its moves.
        let mut froms: Vec<Cell> = model.moves.iter().filter_map(|m| m.from).collect();
        froms.sort();
        froms.dedup();
        for from in froms {
            let center = center(&h, from);
            click_at(&mut h, center);
            assert_eq!(h.state().board_state().selected, Some(from), "{variant}");
            let mut marked: Vec<Cell> = h
                .state()
                .board_state()
                .painted_markers
                .iter()
                .map(|m| m.0)
                .collect();
            marked.sort();
            marked.dedup();
            let mut targets: Vec<Cell> = model
                .moves
                .iter()
                .filter(|m| m.from == Some(from))
                .filter(|m| !matches!(m.kind, MoveKind::Transfer | MoveKind::Pass))
                .flat_map(|m| {
                    let victim = (m.kind == MoveKind::EnPassant)
                        .then_some(m.victim)
                        .flatten();
                    m.to.into_iter().chain(victim)
                })
                .collect();
            targets.sort();
            targets.dedup();
            assert_eq!(marked, targets, "{variant}: markers of {from:?}");
            click_at(&mut h, center);
        }
    }
}

#[test]
fn a_position_that_cannot_be_set_up_is_reported_politely() {
    let mut h = harness_sized(
        OtherworldsApp::for_tests_from(Variant::Standard, "8/8/8 w - - 0 1"),
        1000.0,
        700.0,
    );
    let notice = h.state().notice().expect("a notice").to_string();
    assert!(
        notice.starts_with("Could not set up the position"),
        "{notice}"
    );
    assert!(
        h.query_by_label(&notice).is_some(),
        "shown in the status bar"
    );
    // The standard start position is there instead.
    assert_eq!(h.state().session().variant(), Variant::Standard);
    assert_eq!(h.state().session().board_model().pieces.len(), 32);
    click_label(&mut h, &Command::DismissNotice.label());
    assert!(h.state().notice().is_none());
}

/// Two Worlds notation marks a capture that rises with an arrow that egui's own fonts
/// lack: the bundled fonts draw it (egui_kittest fails on a missing glyph).
#[test]
fn tw_a_capture_on_earth_shows_in_the_move_list_without_missing_glyphs() {
    let h = harness_sized(
        OtherworldsApp::for_tests_after(Variant::TwoWorlds, &["e2e4", "d7d5", "e4d5"]),
        1300.0,
        800.0,
    );
    assert!(h.state().notice().is_none(), "{:?}", h.state().notice());
    assert_eq!(h.state().session().move_list().len(), 3);
    let model = h.state().session().board_model();
    assert!(
        model.pieces.values().any(|p| p.ghost),
        "the d5 pawn rose as a ghost"
    );
    let last = h.state().session().move_list()[2].clone();
    assert!(last.contains('⇑'), "{last}: the rising capture is marked");
    // The bundled fonts draw the arrow itself: no stand-in.
    assert!(h.query_by_label(&last).is_some(), "{last} shown as it is");
}

/// Valhalla: a capture on the battlefield is followed by its transfer, chosen by
/// clicking one of the framed cells; the second board's pass is a button.
#[test]
fn vh_a_transfer_is_chosen_on_the_board_and_a_pass_by_button() {
    let variant = Variant::Valhalla(Default::default());
    let mut h = harness_sized(OtherworldsApp::for_tests_after(variant, &[]), 1300.0, 800.0);
    let battlefield = |file: u8, rank: u8| Cell::new(0, file, rank);
    // 1. e4 (pass)  d5 (pass)
    play(&mut h, battlefield(4, 1), battlefield(4, 3));
    click_label(&mut h, "Pass");
    play(&mut h, battlefield(3, 6), battlefield(3, 4));
    click_label(&mut h, "Pass");
    assert_eq!(
        h.state().session().game().moves().len(),
        4,
        "two turns of two decisions"
    );
    // 2. exd5: now the captured pawn's transfer.
    play(&mut h, battlefield(4, 3), battlefield(3, 4));
    let model = h.state().session().board_model().clone();
    let mut places: Vec<Cell> = model
        .moves
        .iter()
        .filter(|m| m.kind == MoveKind::Transfer)
        .filter_map(|m| m.to)
        .collect();
    places.sort();
    assert!(!places.is_empty(), "the pawn can go somewhere in Valhalla");
    let marked: Vec<Cell> = h
        .state()
        .board_state()
        .painted_markers
        .iter()
        .map(|(c, m)| {
            assert_eq!(*m, otherworlds::board::Marker::Place);
            *c
        })
        .collect();
    assert_eq!(marked, places);
    let before = h.state().session().game().moves().len();
    let target = center(&h, places[0]);
    click_at(&mut h, target);
    assert_eq!(h.state().session().game().moves().len(), before + 1);
    let placed = h
        .state()
        .session()
        .board_model()
        .pieces
        .get(&places[0])
        .copied();
    assert_eq!(placed.map(|p| p.role), Some(otherworlds_core::Role::Pawn));
}

/// A finished game shows its result in the banner and the status line, in every
/// variant.
#[test]
fn every_variant_shows_the_result_of_a_finished_game() {
    use otherworlds_core::{Color, EndReason, ValhallaOptions};
    let shows = |h: &H, text: &str| {
        assert!(h.query_by_label(text).is_some(), "banner: {text}");
        assert!(
            h.query_by_label(&format!("Game over: {text}")).is_some(),
            "status: {text}"
        );
    };

    // Two Worlds (TW-12): Ra8 mates; the king cannot step up to H8, its own knight
    // stands there.
    let mut h = at(
        Variant::TwoWorlds,
        "7k/6pp/8/8/8/8/8/R3K3|7n/8/8/8/8/8/8/8 w - - 0 1",
    );
    let (a1, a8) = (cell(&h, "a1"), cell(&h, "a8"));
    play(&mut h, a1, a8);
    let outcome = h.state().session().outcome().expect("mate");
    assert_eq!(
        (outcome.winner, outcome.reason),
        (Some(Color::White), EndReason::Checkmate)
    );
    shows(&h, "White wins by checkmate (1-0)");

    // 4D (D4-5): the king takes the last rook; two bare kings draw.
    let mut h = at(Variant::FourD, "4/4/4/Kr2|4/4/4/4|4/4/4/4|3k/4/4/4 w 0 1");
    let (a1, b1) = (cell(&h, "a1[0,0]"), cell(&h, "b1[0,0]"));
    play(&mut h, a1, b1);
    let outcome = h.state().session().outcome().expect("bare kings");
    assert_eq!(
        (outcome.winner, outcome.reason),
        (None, EndReason::InsufficientMaterial)
    );
    shows(&h, "Draw by insufficient material (1/2-1/2)");

    // Valhalla (V-9): the fool's mate on the battlefield; after Black's pass on
    // Valhalla, White is mated at its board-1 phase.
    let mut h = after(
        Variant::Valhalla(ValhallaOptions::default()),
        &["f2f3,0000", "e7e5,0000", "g2g4,0000"],
    );
    let (d8, h4) = (cell_on(&h, 0, "d8"), cell_on(&h, 0, "h4"));
    play(&mut h, d8, h4);
    click_label(&mut h, "Pass");
    let outcome = h.state().session().outcome().expect("mate");
    assert_eq!(
        (outcome.winner, outcome.reason),
        (Some(Color::Black), EndReason::Checkmate)
    );
    shows(&h, "Black wins by checkmate (0-1)");
}

/// TW-2 and TW-8: promotion on Earth and descent promotion (a traveller pawn stepping
/// down from Sky D8 to d8) both go through the picker.
#[test]
fn tw_8_promotions_go_through_the_picker_also_when_stepping_down() {
    use otherworlds_core::Role;
    let mut h = at(
        Variant::TwoWorlds,
        "7k/P7/8/8/8/8/8/K7|3P4/8/8/8/8/8/8/8 w - - 0 1",
    );
    let (a7, a8) = (cell(&h, "a7"), cell(&h, "a8"));
    play(&mut h, a7, a8);
    let choice = h.state().promotion().expect("the picker is open");
    assert_eq!(choice.options.len(), 4);
    click_label(&mut h, "Promote to knight");
    assert_eq!(moves(&h), ["a7a8n"]);

    let mut h = at(
        Variant::TwoWorlds,
        "7k/8/8/8/8/8/8/K7|3P4/8/8/8/8/8/8/8 w - - 0 1",
    );
    let (sky_d8, d8) = (cell(&h, "D8"), cell(&h, "d8"));
    play(&mut h, sky_d8, d8);
    assert!(moves(&h).is_empty(), "nothing is played before the choice");
    click_label(&mut h, "Promote to rook");
    assert_eq!(moves(&h), ["D8d8r"]);
    let piece = h.state().session().board_model().pieces.get(&d8).copied();
    assert_eq!(
        piece.map(|p| (p.role, p.promoted)),
        Some((Role::Rook, true))
    );
}

/// D4-3: a 4D pawn on its last rank becomes a queen by itself: no picker.
#[test]
fn d4_3_a_pawn_reaching_the_last_rank_is_queened_without_a_picker() {
    use otherworlds_core::Role;
    let mut h = at(Variant::FourD, "4/P3/4/4|4/4/4/3K|4/4/4/4|3k/4/4/4 w 0 1");
    let (a3, a4) = (cell(&h, "a3[0,0]"), cell(&h, "a4[0,0]"));
    play(&mut h, a3, a4);
    assert!(h.state().promotion().is_none());
    assert_eq!(moves(&h).len(), 1);
    let piece = h.state().session().board_model().pieces.get(&a4).copied();
    assert_eq!(piece.map(|p| p.role), Some(Role::Queen));
}
