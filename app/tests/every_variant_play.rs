//! In every variant a human moves a piece by drag and drop and a computer side answers
//! (issue 7: "play a move by drag; a computer side answers", for every variant).
use otherworlds::OtherworldsApp;
use otherworlds::app::Persisted;
use otherworlds::app::command::Command;
use otherworlds::app::players::{Player, Players};
use otherworlds_core::geometry::{Cell, MoveKind};
use otherworlds_core::{AnyPosition, Color, Position, Variant};
use std::time::Duration;
use support::{H, center, harness};

mod support;

/// A game of `variant`, White a human, Black the computer at level 1.
fn human_against_computer(variant: Variant) -> H {
    let persisted = Persisted {
        variant,
        players: Players {
            white: Player::Human,
            black: Player::Computer(1),
        },
        ..Persisted::default()
    };
    harness(OtherworldsApp::from_persisted(persisted, true))
}

/// Drags the piece on `from` to `to` through a few intermediate pointer positions.
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
    h.drop_at(b);
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
        if AnyPosition::start(variant).is_err() {
            continue;
        }
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
            h.state_mut().issue(Command::Pass);
            h.run();
        }
        // The computer answers for Black by itself.
        for _ in 0..2000 {
            if deciders(&h).contains(&Color::Black) {
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
            h.step();
        }
        h.run();
        assert!(
            deciders(&h).contains(&Color::Black),
            "{variant}: the computer answered, decisions {:?}",
            h.state().session().move_strings()
        );
        assert!(h.state().notice().is_none(), "{variant}: no error notice");
    }
}
