//! In every variant a human moves a piece by drag and drop and a computer side answers
//! (issue 7: "play a move by drag; a computer side answers", for every variant).
use crate::support::*;
use egui::{Event, Modifiers, PointerButton};
use otherworlds::OtherworldsApp;
use otherworlds::command::Command;
use otherworlds::players::{Player, Players};
use otherworlds_core::geometry::{Cell, MoveKind};
use otherworlds_core::{Color, Variant, prelude::*};

/// A game of `variant`, White a human, Black the computer at level 1.
fn human_against_computer(variant: Variant) -> H {
    let mut app = OtherworldsApp::for_tests_after(variant, &[]);
    app.set_players(Players {
        white: Player::Human,
        black: Player::computer(1),
    });
    harness(app)
}

/// Drags the piece on `from` to `to` through a few intermediate pointer positions and
/// drops it there, running only the frame of the release: the move is played at its
/// end, and the computer's answer can come at the earliest in the next frame, so the
/// caller sees the dragged move alone. [`settle`] runs the frames that follow.
fn drag(h: &mut H, from: Cell, to: Cell) {
    let (a, b) = (center(h, from), center(h, to));
    h.hover_at(a);
    h.drag_at(a);
    h.run();
    for t in [0.25, 0.5, 0.75, 1.0] {
        h.hover_at(a + (b - a) * t);
        h.run();
    }
    assert_eq!(h.state().board_state().dragging, Some(from), "dragging");
    h.event(Event::PointerButton {
        pos: b,
        button: PointerButton::Primary,
        pressed: false,
        modifiers: Modifiers::NONE,
    });
    h.step();
}

/// The rest of a drop (the pointer leaves, as `Harness::drop_at` has it) and the frames
/// that follow.
fn settle(h: &mut H) {
    h.remove_cursor();
    h.run();
}

/// The side that made each decision of the game so far.
fn deciders(h: &H) -> Vec<Color> {
    let game = h.state().session().game();
    (0..game.moves().len())
        .filter_map(|ply| game.position_at(ply).map(|p| p.actor()))
        .collect()
}

#[test]
fn every_variant_a_move_by_drag_and_a_computer_answer() {
    for variant in Variant::all() {
        let mut h = human_against_computer(variant);
        // A move of a piece from one cell to another (not a placement, not a pass).
        let model = h.state().session().board_model().clone();
        let (from, to) = model
            .moves
            .iter()
            .find_map(|m| match (m.from, m.to, m.kind) {
                (Some(f), Some(t), k) if k != MoveKind::Transfer => Some((f, t)),
                _ => None,
            })
            .unwrap_or_else(|| panic!("{variant}: a piece can move at the start"));
        drag(&mut h, from, to);
        let played = h.state().session().game().moves().len();
        assert_eq!(played, 1, "{variant}: the drag played one decision");
        let first = h.state().session().game().moves()[0];
        let info = h
            .state()
            .session()
            .game()
            .position_at(0)
            .map(|p| p.move_info(first))
            .expect("start position");
        assert_eq!(
            (info.from, info.to),
            (Some(from), Some(to)),
            "{variant}: the dragged move"
        );
        settle(&mut h);
        // The rest of White's turn, if it has more decisions (Valhalla): pass.
        for _ in 0..4 {
            // Black may already have answered (and White be on a new turn).
            if h.state().session().game().position().actor() != Color::White
                || deciders(&h).contains(&Color::Black)
            {
                break;
            }
            assert!(
                h.state().session().pass_move().is_some(),
                "{variant}: White's turn goes on and can be passed"
            );
            issue(&mut h, Command::Pass);
        }
        // The computer answers for Black by itself.
        run_until(&mut h, |h| deciders(h).contains(&Color::Black));
        assert!(
            deciders(&h).contains(&Color::Black),
            "{variant}: the computer answered, decisions {:?}",
            h.state().session().move_strings()
        );
        assert!(h.state().notice().is_none(), "{variant}: no error notice");
    }
}
