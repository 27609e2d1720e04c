//! What core tells the app about a position so that the app derives no rules: which
//! pieces give check to the actor's king (`Rules::checkers`, every variant, Two
//! Worlds' column attack included) and who takes the next decision and what it is
//! (`Rules::decision`, Valhalla's phases).
use otherworlds_core::geometry::Cell;
use otherworlds_core::{
    AnyPosition, Color, Decision, DecisionKind, Game, Role, Variant, kernel::Piece, prelude::*,
};

fn position(variant: &str, text: &str) -> AnyPosition {
    let variant: Variant = variant.parse().unwrap_or_else(|e| panic!("{variant}: {e}"));
    AnyPosition::from_string(variant, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The position after playing single decisions, named by their move strings (Valhalla:
/// the parts of a turn), from `text`.
fn after(variant: &str, text: &str, parts: &[&str]) -> AnyPosition {
    let mut game = Game::new(position(variant, text));
    for part in parts {
        let mv = game
            .legal_moves()
            .into_iter()
            .find(|&m| game.position().move_string(m) == *part)
            .unwrap_or_else(|| panic!("{part} is not a legal decision"));
        game.play(mv).unwrap_or_else(|e| panic!("{part}: {e}"));
    }
    game.position().clone()
}

fn sorted_checkers(pos: &AnyPosition) -> Vec<Cell> {
    let mut v = pos.checkers();
    v.sort();
    assert_eq!(
        pos.is_check(),
        !v.is_empty(),
        "checkers agree with is_check"
    );
    v
}

fn cells(list: &[(u8, u8, u8)]) -> Vec<Cell> {
    let mut v: Vec<Cell> = list.iter().map(|&(b, f, r)| Cell::new(b, f, r)).collect();
    v.sort();
    v
}

#[test]
fn standard_checkers_knight_and_double_check() {
    let start = position(
        "standard",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    );
    assert!(sorted_checkers(&start).is_empty());
    let knight = position("standard", "4k3/8/3N4/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(sorted_checkers(&knight), cells(&[(0, 3, 5)]));
    let double = position("standard", "4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1");
    assert_eq!(sorted_checkers(&double), cells(&[(0, 3, 5), (0, 4, 0)]));
}

#[test]
fn two_worlds_checkers_vertical_and_ordinary() {
    // TW-4: the white rook on Sky E8 attacks the black king on Earth e8 below it.
    let vertical = position(
        "two-worlds",
        "4k3/8/8/8/8/8/8/4K3|4R3/8/8/8/8/8/8/8 b - - 0 1",
    );
    assert_eq!(sorted_checkers(&vertical), cells(&[(1, 4, 7)]));
    // A ghost has no column attack (TW-6).
    let ghost = position(
        "two-worlds",
        "4k3/8/8/8/8/8/8/4K3|4R*3/8/8/8/8/8/8/8 b - - 0 1",
    );
    assert!(sorted_checkers(&ghost).is_empty());
    let ordinary = position(
        "two-worlds",
        "4k3/8/8/8/8/8/8/4RK2|8/8/8/8/8/8/8/8 b - - 0 1",
    );
    assert_eq!(sorted_checkers(&ordinary), cells(&[(0, 4, 0)]));
    let both = position(
        "two-worlds",
        "4k3/8/8/8/8/8/8/4RK2|4R3/8/8/8/8/8/8/8 b - - 0 1",
    );
    assert_eq!(sorted_checkers(&both), cells(&[(0, 4, 0), (1, 4, 7)]));
    // A king in the Sky checked from Earth below it.
    let sky_king = position(
        "two-worlds",
        "3Q4/8/8/8/8/8/8/4K3|3k4/8/8/8/8/8/8/8 b - - 0 1",
    );
    assert_eq!(sorted_checkers(&sky_king), cells(&[(0, 3, 7)]));
}

#[test]
fn fourd_checkers() {
    // The white rook on a4[1,0] attacks the black king on a4[0,0] along z.
    let pos = position("4d", "k3/4/4/4|R3/4/4/4|4/4/4/3K|4/4/4/4 b 0 1");
    assert_eq!(sorted_checkers(&pos), cells(&[(1, 0, 3)]));
    let start = position(
        "4d",
        "4/4/PPPP/RNBQ|4/4/PPPP/KBNR|rnbq/pppp/4/4|kbnr/pppp/4/4 w 0 1",
    );
    assert!(sorted_checkers(&start).is_empty());
}

#[test]
fn valhalla_checkers_on_the_board_that_matters() {
    let on1 = "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1 | 4k3/8/8/8/8/8/8/4K3 b - - 0 1";
    assert_eq!(
        sorted_checkers(&position("valhalla", on1)),
        cells(&[(0, 4, 0)])
    );
    // White's king on board 2 stands in check (V-8) while White moves on board 1: no
    // checker then; at the board-2 phase the rook on e2 of board 2 is the checker.
    let on2 = "4k3/8/8/8/8/8/8/4K2R w - - 0 1 | 4k3/8/8/8/8/8/4r3/4K3 w - - 0 1";
    assert!(sorted_checkers(&position("valhalla", on2)).is_empty());
    let board2_phase = after("valhalla", on2, &["h1h2"]);
    assert_eq!(sorted_checkers(&board2_phase), cells(&[(1, 4, 1)]));
}

#[test]
fn one_decision_variants_ask_for_a_move_by_the_side_to_move() {
    for (variant, text) in [
        ("standard", "4k3/8/3N4/8/8/8/8/4K3 b - - 0 1"),
        (
            "two-worlds",
            "4k3/8/8/8/8/8/8/4K3|4R3/8/8/8/8/8/8/8 b - - 0 1",
        ),
        ("4d", "k3/4/4/4|R3/4/4/4|4/4/4/3K|4/4/4/4 b 0 1"),
    ] {
        let pos = position(variant, text);
        assert_eq!(
            pos.decision(),
            Decision {
                decider: Color::Black,
                kind: DecisionKind::Move { board: 0 }
            },
            "{variant}"
        );
    }
}

const BLACK_PAWN: Piece = Piece {
    color: Color::Black,
    role: Role::Pawn,
};

#[test]
fn valhalla_decisions_follow_the_phases() {
    let decision = |pos: &AnyPosition| {
        let d = pos.decision();
        assert_eq!(d.decider, pos.actor(), "the decider is the actor");
        d
    };
    let start = position(
        "valhalla",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1",
    );
    assert_eq!(
        decision(&start).kind,
        DecisionKind::Move { board: 0 },
        "board-1 move"
    );
    let mut game = Game::new(start);
    let first = game.legal_moves()[0];
    game.play(first).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        decision(game.position()),
        Decision {
            decider: Color::White,
            kind: DecisionKind::MoveOrPass { board: 1 }
        },
        "bare kings on board 2: move or pass (V-4)"
    );

    // A capture on board 1: the captured pawn's owner on board 2 places it (V-5); under
    // :inverted that is the capturer.
    let capture = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1 | 4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    let taken = after("valhalla", capture, &["e4d5"]);
    let transfer = DecisionKind::Transfer {
        piece: BLACK_PAWN,
        from: Cell::new(0, 3, 4),
    };
    assert_eq!(
        decision(&taken),
        Decision {
            decider: Color::Black,
            kind: transfer
        }
    );
    assert_eq!(transfer.board(), Some(1));
    assert_eq!(transfer.pending_piece(), Some(BLACK_PAWN));
    let inverted = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1 | 4k3/8/8/8/8/8/8/4K3 b - - 0 1";
    let taken = after("valhalla:inverted", inverted, &["e4d5"]);
    assert_eq!(decision(&taken).decider, Color::White);

    // Board 2 holds more than the kings: a move, no pass.
    let full = after("valhalla", capture, &["e4d5", "p@d7"]);
    assert_eq!(decision(&full).kind, DecisionKind::Move { board: 1 });

    // :eternal: the pawn captured on board 2 goes to board 1, placed by its owner there.
    let eternal = after(
        "valhalla:eternal",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | 4k3/8/8/8/8/8/3p4/4K3 w - - 0 1",
        &["e1e2", "e1d2"],
    );
    let kind = DecisionKind::EternalTransfer {
        piece: BLACK_PAWN,
        from: Cell::new(1, 3, 1),
    };
    assert_eq!(
        decision(&eternal),
        Decision {
            decider: Color::Black,
            kind
        }
    );
    assert_eq!(kind.board(), Some(0));

    // :mirror replacing the board-2 king ends the game inside the turn (V-6).
    let replaced = after(
        "valhalla:mirror",
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1 | 8/8/8/3k4/8/8/8/4K3 w - - 0 1",
        &["e4d5", "p@d5"],
    );
    assert_eq!(decision(&replaced).kind, DecisionKind::Finished);
    assert_eq!(DecisionKind::Finished.board(), None);
}
