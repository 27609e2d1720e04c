//! The board view alone, fed a made-up two-level geometry (like Two Worlds, which the
//! core does not have yet): it draws any geometry, names every cell, marks vertical
//! moves, and moves the keyboard focus between boards with Alt+arrows.
use crate::support::*;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use otherworlds::board::{BoardEvent, BoardModel, BoardOptions, BoardState, Marker, board_ui};
use otherworlds::theme::Theme;
use otherworlds_core::geometry::{BoardSpec, Cell, Geometry, MoveInfo, MoveKind, PieceView};
use otherworlds_core::{Color, Role};

struct View {
    model: BoardModel,
    state: BoardState,
    events: Vec<BoardEvent>,
    theme: Theme,
}

fn earth_and_sky() -> View {
    let geometry = Geometry {
        boards: vec![
            BoardSpec::square("Earth", 8, (0, 0), 0),
            BoardSpec::square("Sky", 8, (1, 0), 1),
        ],
    };
    let mut names = std::collections::BTreeMap::new();
    for b in 0..geometry.boards.len() {
        for f in 0..8u8 {
            for r in 0..8u8 {
                // As Two Worlds writes them: Sky files in capitals.
                let file = if b == 0 { b'a' + f } else { b'A' + f };
                names.insert(
                    Cell::new(b as u8, f, r),
                    format!("{}{}", file as char, r + 1),
                );
            }
        }
    }
    let knight = Cell::new(0, 4, 3);
    let ghost = Cell::new(1, 2, 5);
    let mut pieces = std::collections::BTreeMap::new();
    pieces.insert(knight, PieceView::plain(Color::White, Role::Knight));
    pieces.insert(
        ghost,
        PieceView {
            role: Role::Rook,
            color: Color::White,
            body: Color::Black,
            ghost: true,
            promoted: false,
        },
    );
    let mv = |to: Cell, kind| MoveInfo {
        text: String::new(),
        from: Some(knight),
        to: Some(to),
        kind,
        promotion: None,
        victim: None,
        fate: None,
    };
    View {
        model: BoardModel {
            geometry,
            pieces,
            names,
            moves: vec![
                mv(Cell::new(0, 5, 5), MoveKind::Quiet),
                mv(Cell::new(1, 4, 3), MoveKind::VerticalStep),
            ],
            last_moves: Vec::new(),
            checked: Vec::new(),
            check_sources: Vec::new(),
            mover: Some(Color::White),
        },
        state: BoardState::default(),
        events: Vec::new(),
        theme: Theme::default(),
    }
}

/// The board view alone in a 1200x600 window, drawing `View`'s model.
fn board_harness() -> Harness<'static, View> {
    harness_of(
        earth_and_sky(),
        egui::vec2(1200.0, 600.0),
        KITTEST_STEP_DT,
        |ui, view: &mut View| {
            let options = BoardOptions {
                theme: &view.theme,
                flipped: false,
                coordinates: true,
                animate: false,
            };
            let (_, events) = board_ui(ui, &view.model, &mut view.state, options);
            view.events.extend(events);
        },
    )
}

#[test]
fn two_boards_side_by_side_with_named_cells_and_a_vertical_marker() {
    let mut h = board_harness();
    let earth = h.get_by_label("e4, Earth, white knight").rect();
    let sky = h.get_by_label("e4, Sky, empty").rect();
    assert!(earth.max.x < sky.min.x, "Earth left of Sky");
    assert!((earth.center().y - sky.center().y).abs() < 0.5, "same row");
    assert!(
        h.query_by_label("c6, Sky, white ghost rook (once black)")
            .is_some()
    );
    click_label(&mut h, "e4, Earth, white knight");
    assert_eq!(
        h.state().state.painted_markers,
        vec![
            (Cell::new(0, 5, 5), Marker::Move),
            (Cell::new(1, 4, 3), Marker::Vertical),
            (Cell::new(1, 4, 3), Marker::Beam),
        ]
    );
    assert!(
        h.query_by_label(
            "e4, Sky, empty, vertical move here, beam of light from the selected piece"
        )
        .is_some()
    );
    click_label(
        &mut h,
        "e4, Sky, empty, vertical move here, beam of light from the selected piece",
    );
    assert_eq!(
        h.state().events,
        vec![BoardEvent::Move {
            from: Cell::new(0, 4, 3),
            to: Cell::new(1, 4, 3),
            dragged: false
        }]
    );
}

#[test]
fn alt_arrows_move_the_focus_to_the_other_board() {
    let mut h = board_harness();
    h.get_by_label("e4, Earth, white knight").focus();
    h.run();
    assert_eq!(h.state().state.focused, Some(Cell::new(0, 4, 3)));
    press_alt(&mut h, Key::ArrowRight);
    assert_eq!(h.state().state.focused, Some(Cell::new(1, 4, 3)));
    assert!(h.get_by_label("e4, Sky, empty").is_focused());
    // No board further right: the focus stays.
    press_alt(&mut h, Key::ArrowRight);
    assert_eq!(h.state().state.focused, Some(Cell::new(1, 4, 3)));
    press_alt(&mut h, Key::ArrowLeft);
    assert_eq!(h.state().state.focused, Some(Cell::new(0, 4, 3)));
}
