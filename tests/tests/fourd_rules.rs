//! 4D chess rule cases, named by RULES.md §3 ids (D4-1 … D4-7). Every expected count is
//! derived by hand in the comments, by counting coordinates, never copied from output.
use otherworlds_core::fourd::{self, FourD, PieceSet, parse_cell};
use otherworlds_core::geometry::{Cell, MoveKind};
use otherworlds_core::{Color, EndReason, Game, Outcome, Role, prelude::*};

fn pos(text: &str) -> FourD {
    FourD::from_fen(PieceSet::Full, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn cell(name: &str) -> u8 {
    parse_cell(name).unwrap_or_else(|| panic!("bad cell {name}"))
}

/// The app cell of a seed-notation cell name.
fn view(name: &str) -> Cell {
    let c = cell(name);
    Cell::new(c >> 4, c & 3, (c >> 2) & 3)
}

/// Move strings of the legal moves from `from`, sorted.
fn moves_from(p: &FourD, from: &str) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal()
        .into_iter()
        .filter(|m| m.from == cell(from))
        .map(|m| m.text())
        .collect();
    v.sort();
    v
}

fn all_moves(p: &FourD) -> Vec<String> {
    let mut v: Vec<String> = p.legal().into_iter().map(|m| m.text()).collect();
    v.sort();
    v
}

/// The board string of one white piece on b2[0,0] or a1[0,0] with the white king on
/// d4[1,1] and the black king on d1[1,1]. Neither king is in reach of the piece from
/// either cell: from b2[0,0] d4[1,1] differs by (2,2,1,1) and d1[1,1] by (2,1,1,1); from
/// a1[0,0] by (3,3,1,1) and (3,0,1,1) — no rook, bishop, queen, king or knight vector
/// (unequal distances, or more than two axes for the knight). So the piece's moves are
/// exactly its empty-board range.
fn lone(piece: char, at: &str) -> FourD {
    let first = match at {
        "b2[0,0]" => format!("4/4/1{piece}2/4"),
        "a1[0,0]" => format!("4/4/4/{piece}3"),
        _ => panic!("unsupported cell {at}"),
    };
    pos(&format!("{first}|4/4/4/4|4/4/4/4|3K/4/4/3k w 0 1"))
}

/// Hand counts for b2[0,0] (x=1, y=1, z=0, w=0) and a1[0,0] (all 0). x and y have 4
/// positions, z and w 2.
const HAND_COUNTS: [(Role, char, usize, usize); 5] = [
    // Rook: exactly one coordinate changes. x: the 3 other files; y: the 3 other ranks;
    // z: 1; w: 1 — 3+3+1+1 = 8 from any cell, corner included.
    (Role::Rook, 'R', 8, 8),
    // Bishop, two coordinates by equal distances. From b2: (x,y) diagonals a1, c3, d4,
    // a3, c1 = 5; (x,z) x=0 or 2 with z flipped = 2; (x,w) 2; (y,z) 2; (y,w) 2; (z,w) 1;
    // total 14. From a1: (x,y) b2, c3, d4 = 3; (x,z), (x,w), (y,z), (y,w), (z,w) one
    // each = 5; total 8.
    (Role::Bishop, 'B', 14, 8),
    // Queen: rook + bishop + three or four coordinates by one (z or w always among
    // them). From b2: {x,y,z} 2*2*1 = 4, {x,y,w} 4, {x,z,w} 2, {y,z,w} 2, {x,y,z,w} 4 =
    // 16; 8 + 14 + 16 = 38. From a1: each of the 4 triples 1 and the quadruple 1 = 5;
    // 8 + 8 + 5 = 21.
    (Role::Queen, 'Q', 38, 21),
    // King: every neighbour. From b2: x in {a,b,c}, y in {1,2,3}, z and w both free:
    // 3*3*2*2 - 1 = 35. From a1: 2*2*2*2 - 1 = 15.
    (Role::King, 'K', 35, 15),
    // Knight: x or y by 2, another axis by 1. From b2: x+2 (d) with y±1 (2), z (1), w (1)
    // = 4; y+2 (rank 4) with x±1 (2), z, w = 4; total 8. From a1: x+2 with y+1, z, w = 3;
    // y+2 with x+1, z, w = 3; total 6.
    (Role::Knight, 'N', 8, 6),
];

#[test]
fn d4_1_full_range_on_an_empty_board_matches_hand_counts() {
    for (role, _, at_b2, at_a1) in HAND_COUNTS {
        let b2 = fourd::full_range(Color::White, role, view("b2[0,0]"));
        let a1 = fourd::full_range(Color::White, role, view("a1[0,0]"));
        assert_eq!(b2.len(), at_b2, "{role:?} at b2[0,0]");
        assert_eq!(a1.len(), at_a1, "{role:?} at a1[0,0]");
    }
}

#[test]
fn d4_1_moves_with_only_far_kings_match_hand_counts() {
    for (role, letter, at_b2, at_a1) in HAND_COUNTS {
        if role == Role::King {
            continue; // a second king would always stand near a king on b2 (see below)
        }
        for (at, want) in [("b2[0,0]", at_b2), ("a1[0,0]", at_a1)] {
            let p = lone(letter, at);
            assert_eq!(moves_from(&p, at).len(), want, "{role:?} at {at}");
        }
    }
    // The king alone on a1[0,0] against a black king on d4[1,1]: their neighbourhoods
    // (x,y in {a,b}x{1,2} and {c,d}x{3,4}) do not meet, so all 15 steps are legal.
    let p = pos("4/4/4/K3|4/4/4/4|4/4/4/4|3k/4/4/4 w 0 1");
    assert_eq!(moves_from(&p, "a1[0,0]").len(), 15);
}

#[test]
fn d4_1_named_moves_follow_the_seed() {
    // The seed's examples: moving along w alone is a rook move even though it looks
    // diagonal in a drawing; z and w together is a bishop move; x + w is a bishop move;
    // x + y + w is a queen (triagonal) move, not a bishop's; a knight goes 2 along x and 1
    // along w, not 2 along x and 1 along y and 1 along w.
    let rook = fourd::full_range(Color::White, Role::Rook, view("a1[0,0]"));
    assert!(rook.contains(&view("a1[0,1]")));
    assert!(!rook.contains(&view("a1[1,1]")));
    let bishop = fourd::full_range(Color::White, Role::Bishop, view("a1[0,0]"));
    assert!(bishop.contains(&view("a1[1,1]")));
    assert!(bishop.contains(&view("b1[0,1]")));
    assert!(!bishop.contains(&view("b2[0,1]")));
    let queen = fourd::full_range(Color::White, Role::Queen, view("a1[0,0]"));
    assert!(queen.contains(&view("b2[0,1]")));
    assert!(queen.contains(&view("b2[1,1]")));
    // Distances along z or w are at most 1, so no queen move changes x by 2 and w by 1.
    assert!(!queen.contains(&view("c1[0,1]")));
    let knight = fourd::full_range(Color::White, Role::Knight, view("a1[0,0]"));
    assert!(knight.contains(&view("c1[0,1]")));
    assert!(!knight.contains(&view("c2[0,1]")));
}

#[test]
fn d4_2_a_crossing_in_the_flat_drawing_does_not_block() {
    // Rook on a1[0,0] with its own pieces on a2, a3 (pawns) and a4 (knight) of the same
    // board: in the flat drawing the step to a1[0,1] (the board above) runs past them,
    // but a1[0,1] differs only in w, so there is no cell in between and the step stays
    // legal. Along y the rook is blocked by a2[0,0] at once.
    let p = pos("N3/P3/P3/R3|4/4/4/4|4/4/4/4|3K/4/4/3k w 0 1");
    let rook = moves_from(&p, "a1[0,0]");
    assert!(rook.contains(&"a1[0,0]a1[0,1]".to_string()));
    assert!(rook.contains(&"a1[0,0]a1[1,0]".to_string()));
    assert!(!rook.iter().any(|m| m.ends_with("a2[0,0]")));
    // Rook: x along rank 1 (b1, c1, d1) 3 + z 1 + w 1 = 5.
    assert_eq!(rook.len(), 5);
    // A queen on a1[0,0] going to c3[0,0] passes only b2[0,0]; pieces on b2[1,0] and
    // b2[0,1] (next to the path in 4D and on it in some drawings) do not block, one on
    // b2[0,0] does.
    let free = pos("4/4/4/Q3|4/4/1N2/4|4/4/1N2/4|3K/4/4/3k w 0 1");
    assert!(moves_from(&free, "a1[0,0]").contains(&"a1[0,0]c3[0,0]".to_string()));
    let blocked = pos("4/4/1N2/Q3|4/4/4/4|4/4/4/4|3K/4/4/3k w 0 1");
    assert!(!moves_from(&blocked, "a1[0,0]").contains(&"a1[0,0]c3[0,0]".to_string()));
}

#[test]
fn d4_3_pawn_pushes_and_captures_along_x_z_and_w() {
    // White pawn on b2[0,0]; black knights on its four capture cells a3[0,0], c3[0,0]
    // (x), b3[1,0] (z), b3[0,1] (w), and on cells a pawn may not take: c2[0,0] (sideways),
    // b3[1,1] (z and w both change). The white king on d1[1,0] is out of every knight's
    // reach (each differs from it in three axes or by (2,2)); the black king is on
    // d4[1,1]. Moves: the push to b3[0,0] and the four captures = 5.
    let p = pos("4/n1n1/1Pn1/4|4/1n2/4/3K|4/1n2/4/4|3k/1n2/4/4 w 0 1");
    let want = [
        "b2[0,0]a3[0,0]",
        "b2[0,0]b3[0,0]",
        "b2[0,0]b3[0,1]",
        "b2[0,0]b3[1,0]",
        "b2[0,0]c3[0,0]",
    ];
    assert_eq!(moves_from(&p, "b2[0,0]"), want);
    // A piece straight ahead blocks the push and cannot be captured: 4 captures.
    let p = pos("4/nnn1/1Pn1/4|4/1n2/4/3K|4/1n2/4/4|3k/1n2/4/4 w 0 1");
    assert_eq!(moves_from(&p, "b2[0,0]").len(), 4);
    // A black pawn on c3[1,1] moves towards rank 1: push c2[1,1]; captures b2[1,1],
    // d2[1,1] (x), c2[0,1] (z), c2[1,0] (w) when White pieces stand there. The black king
    // on a4[1,0] is out of the knights' reach.
    let p = pos("4/4/4/3K|k3/4/2N1/4|4/4/2N1/4|4/2p1/1N1N/4 b 0 1");
    let want = [
        "c3[1,1]b2[1,1]",
        "c3[1,1]c2[0,1]",
        "c3[1,1]c2[1,0]",
        "c3[1,1]c2[1,1]",
        "c3[1,1]d2[1,1]",
    ];
    assert_eq!(moves_from(&p, "c3[1,1]"), want);
}

#[test]
fn d4_3_pawns_promote_to_a_queen_automatically() {
    // White pawn on c3[0,0]: the push to c4[0,0] and the capture along w onto c4[0,1]
    // both promote; there is one move each (no piece choice).
    let p = pos("4/2P1/4/K3|4/4/4/4|2n1/4/4/4|4/4/4/3k w 0 1");
    let push = p
        .parse_move("c3[0,0]c4[0,0]")
        .unwrap_or_else(|e| panic!("{e}"));
    let info = p.move_info(push);
    assert_eq!(info.kind, MoveKind::Quiet);
    assert_eq!(info.promotion, Some(Role::Queen));
    let capture = p
        .parse_move("c3[0,0]c4[0,1]")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(p.move_info(capture).kind, MoveKind::Capture);
    assert_eq!(p.display_move(capture), "c3[0,0]xc4[0,1]=Q");
    assert_eq!(moves_from(&p, "c3[0,0]").len(), 2);
    let mut after = p;
    after.play(push);
    assert_eq!(
        after.piece_at(cell("c4[0,0]")).map(|p| (p.color, p.role)),
        Some((Color::White, Role::Queen))
    );
    // A promotion suffix is not part of the move string.
    assert!(p.parse_move("c3[0,0]c4[0,0]q").is_err());
    assert!(p.parse_move("c3[0,0]c4[0,0]=Q").is_err());
}

#[test]
fn d4_3_no_double_step_and_no_en_passant() {
    let p = FourD::start(PieceSet::Full);
    assert!(p.parse_move("a2[0,0]a3[0,0]").is_ok());
    assert!(p.parse_move("a2[0,0]a4[0,0]").is_err());
}

#[test]
fn d4_4_check_from_another_cube_has_no_blocking_cell() {
    // The seed: a rook on a1[0,0] attacks a king on a1[0,1] along w. Black has a rook on
    // d2[0,1] and a knight on c2[1,1] that could stand between in a drawing but not in
    // 4D: every legal reply moves the king or captures the rook on a1[0,0].
    let p = pos("4/4/4/R2K|4/4/4/4|4/4/3r/k3|4/4/2n1/4 b 0 1");
    assert!(p.is_check());
    let moves = all_moves(&p);
    assert!(!moves.is_empty());
    for m in &moves {
        assert!(m.starts_with("a1[0,1]") || m.ends_with("a1[0,0]"), "{m}");
    }
    // The knight on c2[1,1] reaches a1[0,0]? No: (2,1,1,1) changes four axes. The king
    // captures the rook (a1[0,1] -> a1[0,0]): the rook is unprotected (the white king on
    // d1[0,0] is three files away).
    assert!(moves.contains(&"a1[0,1]a1[0,0]".to_string()));
}

#[test]
fn d4_5_checkmate() {
    // Black king a1[0,0]; White queen b2[1,1] is one step from every cell of the 2x2x2x2
    // block a..b, 1..2, z, w (each coordinate differs by 0 or 1), so it checks the king
    // (4 axes by one) and covers all 15 of its neighbours; the rook b4[1,1] protects the
    // queen along y through the empty b3[1,1]. No black piece can help.
    let p = pos("3K/4/4/k3|4/4/4/4|4/4/4/4|1R2/4/1Q2/4 b 0 1");
    assert!(p.is_check());
    assert_eq!(p.count_legal_moves(), 0);
    assert_eq!(
        Game::new(p).outcome(),
        Some(Outcome::win(Color::White, EndReason::Checkmate))
    );
    // The same mate played as a move, with `#` in the display notation.
    let before = pos("3K/4/4/k3|4/4/4/4|4/4/4/4|1R2/1Q2/4/4 w 0 1");
    let mv = before
        .parse_move("b3[1,1]b2[1,1]")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(before.display_move(mv), "Qb3[1,1]-b2[1,1]#");
}

#[test]
fn d4_5_stalemate() {
    // Black king a1[0,0], not in check. Its 15 neighbours are the cells with x in {a,b},
    // y in {1,2}, any z, w. Queen c2[1,1] is one step from every b-file one and reaches
    // a2[1,1] along x (through the empty b2[1,1]); rooks a4[1,0], a4[0,1], a4[1,1] sweep
    // a1/a2 of their boards down the a-file; bishop b3[0,0] covers a2[0,0]. None of them
    // attacks a1[0,0] itself (c2[1,1] differs by (2,1,1,1), the rooks by three axes, the
    // bishop by (1,2)).
    let p = pos("4/1B2/4/k3|R3/4/4/4|R3/4/4/4|R2K/4/2Q1/4 b 0 1");
    assert!(!p.is_check());
    assert_eq!(p.count_legal_moves(), 0);
    assert_eq!(
        Game::new(p).outcome(),
        Some(Outcome::draw(EndReason::Stalemate))
    );
}

#[test]
fn d4_5_threefold_repetition_with_the_same_side_to_move() {
    // Knights out and back twice: the start position occurs for the third time after 8
    // plies, with White to move each time.
    let mut game = Game::new(FourD::start(PieceSet::Full));
    let cycle = [
        "b1[0,0]a3[0,0]",
        "b4[0,1]a2[0,1]",
        "a3[0,0]b1[0,0]",
        "a2[0,1]b4[0,1]",
    ];
    for (i, m) in cycle.iter().chain(cycle.iter()).enumerate() {
        assert_eq!(game.outcome(), None, "ply {i}");
        game.play_str(m).unwrap_or_else(|e| panic!("{e}"));
    }
    assert_eq!(
        game.outcome(),
        Some(Outcome::draw(EndReason::ThreefoldRepetition))
    );
    assert!(game.play_str("b1[0,0]a3[0,0]").is_err());
}

#[test]
fn d4_5_hundred_plies_without_pawn_move_or_capture() {
    let p = pos("3K/4/4/k3|4/4/4/4|4/4/4/4|4/4/4/3R w 99 60");
    let mut game = Game::new(p);
    assert_eq!(game.outcome(), None);
    game.play_str("d4[0,0]d3[0,0]")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.position().halfmove(), 100);
    assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::FiftyMoves)));
    // A pawn move resets the clock.
    let mut p = pos("3K/4/P3/k3|4/4/4/4|4/4/4/4|4/4/4/3R w 99 60");
    let mv = p
        .parse_move("a2[0,0]a3[0,0]")
        .unwrap_or_else(|e| panic!("{e}"));
    p.play(mv);
    assert_eq!(p.halfmove(), 0);
}

#[test]
fn d4_5_two_bare_kings_draw() {
    let p = pos("3K/4/4/k3|4/4/4/4|4/4/4/4|4/4/4/4 w 0 1");
    assert_eq!(
        Game::new(p).outcome(),
        Some(Outcome::draw(EndReason::InsufficientMaterial))
    );
    // The black king takes the last other piece, an unprotected checking rook on b1[0,0].
    let mut game = Game::new(pos("3K/4/4/kR2|4/4/4/4|4/4/4/4|4/4/4/4 b 0 1"));
    assert_eq!(game.outcome(), None);
    game.play_str("a1[0,0]b1[0,0]")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        game.outcome(),
        Some(Outcome::draw(EndReason::InsufficientMaterial))
    );
    // King and one minor piece is not a draw in 4D: only two bare kings are.
    let p = pos("3K/4/4/k3|4/4/4/4|4/4/4/4|4/4/4/3N w 0 1");
    assert_eq!(Game::new(p).outcome(), None);
}

#[test]
fn d4_6_the_seeds_first_lesson_is_legal_at_the_full_start() {
    let start = FourD::start(PieceSet::Full);
    assert_eq!(
        start.position_string(),
        "4/4/PPPP/RNBQ|4/4/PPPP/KBNR|rnbq/pppp/4/4|kbnr/pppp/4/4 w 0 1"
    );
    let mut game = Game::new(start);
    game.play_str("a1[0,0]a1[0,1]")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        game.position().position_string(),
        "4/4/PPPP/1NBQ|4/4/PPPP/KBNR|rnbq/pppp/4/R3|kbnr/pppp/4/4 b 1 1"
    );
    // RULES.md §6: pawns can capture along w on move 1.
    assert!(start.parse_move("a2[0,0]a3[0,1]").is_ok());
}

#[test]
fn d4_7_classic_start_has_ten_pieces_each() {
    let p = FourD::start(PieceSet::Classic);
    assert_eq!(
        p.position_string(),
        "4/4/1PP1/RNBQ|4/4/1PP1/K2R|rnbq/1pp1/4/4|k2r/1pp1/4/4 w 0 1"
    );
    for color in Color::ALL {
        assert_eq!(p.by_color(color).count_ones(), 10);
    }
    assert_eq!(p.variant().to_string(), "4d-classic");
}

#[test]
fn geometry_places_the_four_boards_as_the_seed_draws_them() {
    let g = fourd::geometry();
    let names: Vec<&str> = g.boards.iter().map(|b| b.name.as_str()).collect();
    assert_eq!(names, ["z=0 · w=0", "z=1 · w=0", "z=0 · w=1", "z=1 · w=1"]);
    // z=0 left, z=1 right; w=0 lower row (grid row 1), w=1 upper row (grid row 0).
    let grid: Vec<(u8, u8)> = g.boards.iter().map(|b| b.grid).collect();
    assert_eq!(grid, [(0, 1), (1, 1), (0, 0), (1, 0)]);
    let p = FourD::start(PieceSet::Full);
    assert_eq!(p.cell_name(Cell::new(2, 1, 1)), "b2[0,1]");
    assert_eq!(p.cell_name(view("d3[1,0]")), "d3[1,0]");
}

#[test]
fn display_notation_marks_piece_capture_and_check() {
    let p = FourD::start(PieceSet::Full);
    let rook = p
        .parse_move("a1[0,0]a1[0,1]")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(p.display_move(rook), "Ra1[0,0]-a1[0,1]");
    let knight = p
        .parse_move("b1[0,0]a3[0,0]")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(p.display_move(knight), "Nb1[0,0]-a3[0,0]");
    let pawn = p
        .parse_move("a2[0,0]a3[0,1]")
        .unwrap_or_else(|e| panic!("{e}"));
    // The pawn then stands on a3[0,1] and attacks a4[1,1] (forward plus z), where the
    // black king is: check.
    assert_eq!(p.display_move(pawn), "a2[0,0]xa3[0,1]+");
    // A rook step along w onto a1[0,1] checks the king there (D4-4).
    let p = pos("4/4/4/R2K|4/4/4/4|4/4/4/4|4/4/4/k3 w 0 1");
    let check = p
        .parse_move("a1[0,0]a1[0,1]")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(p.display_move(check), "Ra1[0,0]-a1[0,1]+");
}
