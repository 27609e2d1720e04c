//! Valhalla rule cases (RULES.md §4 V-1 … V-12 and §6), each run under every option
//! combination it concerns. Expected turn lists are derived in the comments from the
//! rules, never copied from the program's output.
use otherworlds_core::perft;
use otherworlds_core::valhalla::{Phase, Valhalla};
use otherworlds_core::{Color, EndReason, Game, Outcome, ValhallaOptions, Variant, prelude::*};

/// Every option combination.
const ALL: [&str; 8] = [
    "valhalla",
    "valhalla:inverted",
    "valhalla:mirror",
    "valhalla:eternal",
    "valhalla:inverted:mirror",
    "valhalla:inverted:eternal",
    "valhalla:mirror:eternal",
    "valhalla:inverted:mirror:eternal",
];

fn options(id: &str) -> ValhallaOptions {
    match id.parse::<Variant>() {
        Ok(Variant::Valhalla(o)) => o,
        other => panic!("{id} is not a Valhalla id: {other:?}"),
    }
}

/// A position from a board-1 FEN and a board-2 FEN whose side field is written as under
/// normal rules; under `:inverted` that side field is flipped (V-11).
fn at(id: &str, board1: &str, board2: &str) -> Valhalla {
    let o = options(id);
    let mut fields: Vec<String> = board2.split_whitespace().map(str::to_string).collect();
    if o.inverted {
        fields[1] = if fields[1] == "w" {
            "b".into()
        } else {
            "w".into()
        };
    }
    let text = format!("{board1} | {}", fields.join(" "));
    Valhalla::from_position_string(o, &text).unwrap_or_else(|e| panic!("{id} {text}: {e}"))
}

/// Plays whole turns.
fn after(pos: &Valhalla, turns: &[&str]) -> Game<Valhalla> {
    let mut g = Game::new(*pos);
    for t in turns {
        g.play_str(t).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
    g
}

/// Every `a,b` with a from `first` and b from `second`.
fn product(first: &[&str], second: &[&str]) -> Vec<String> {
    let mut v = Vec::new();
    for a in first {
        for b in second {
            v.push(format!("{a},{b}"));
        }
    }
    v
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// The standard 20 first moves of White.
const WHITE_FIRST: [&str; 20] = [
    "a2a3", "a2a4", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4", "e2e3", "e2e4", "f2f3", "f2f4",
    "g2g3", "g2g4", "h2h3", "h2h4", "b1a3", "b1c3", "g1f3", "g1h3",
];
/// A lone white king on e1 (nothing near it): its steps, and the pass (bare kings).
const E1_KING: [&str; 5] = ["e1d1", "e1d2", "e1e2", "e1f1", "e1f2"];
const E8_KING: [&str; 5] = ["e8d7", "e8d8", "e8e7", "e8f7", "e8f8"];

fn with_pass(steps: &[&'static str]) -> Vec<&'static str> {
    let mut v = steps.to_vec();
    v.push("0000");
    v
}

#[test]
fn v_1_start_position_string_and_turns() {
    for id in ALL {
        let o = options(id);
        let start = Valhalla::new(o);
        let side2 = if o.inverted { 'b' } else { 'w' };
        let want = format!(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 4k3/8/8/8/8/8/8/4K3 {side2} KQkq - 0 1"
        );
        assert_eq!(start.position_string(), want, "{id}");
        let read = Valhalla::from_position_string(o, &want).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(read, start, "{id}");
        assert_eq!(read.hash(), start.hash(), "{id}");
        // Board 2 holds only the kings, so the board-2 move is a king step or a pass
        // (V-4); the king of the colour player A has there moves (V-2).
        let b2 = if o.inverted { &E8_KING } else { &E1_KING };
        let want = sorted(product(&WHITE_FIRST, &with_pass(b2)));
        assert_eq!(start.turn_strings(), want, "{id}");
        assert_eq!(perft::perft(&start, 1), 120, "{id}");
        assert!(start.repetition_key().is_some());
        assert_eq!(start.actor(), Color::White, "player A starts");
    }
}

#[test]
fn v_2_inverted_swaps_colours_on_board_2() {
    // After A's turn `e2e4,<king step>`, B answers: Black's 20 replies on board 1, then
    // on board 2 the king of B's colour there: black (normal) or white (inverted).
    const BLACK_FIRST: [&str; 20] = [
        "a7a6", "a7a5", "b7b6", "b7b5", "c7c6", "c7c5", "d7d6", "d7d5", "e7e6", "e7e5", "f7f6",
        "f7f5", "g7g6", "g7g5", "h7h6", "h7h5", "b8a6", "b8c6", "g8f6", "g8h6",
    ];
    for id in ALL {
        let o = options(id);
        let first = if o.inverted { "e2e4,e8e7" } else { "e2e4,e1e2" };
        let g = after(&Valhalla::new(o), &[first]);
        let p = g.position();
        // The king that moved is still far from the other: all five steps stay legal.
        let b2 = if o.inverted { &E1_KING } else { &E8_KING };
        assert_eq!(
            p.turn_strings(),
            sorted(product(&BLACK_FIRST, &with_pass(b2))),
            "{id}"
        );
        let side2 = p.position_string().split(' ').nth(8).map(str::to_string);
        let want = if o.inverted { "w" } else { "b" };
        assert_eq!(side2.as_deref(), Some(want), "{id}: board 2's side field");
        // The boards' names are short titles; the one under inverted colours says that
        // the colours differ there (issue 42, point 18: "A white, B black" meant nothing
        // to a newcomer).
        let names: Vec<String> = p.geometry().boards.iter().map(|b| b.name.clone()).collect();
        assert_eq!(names[0], "Battlefield");
        let v = if o.inverted {
            "Valhalla (colours swapped)"
        } else {
            "Valhalla"
        };
        assert_eq!(names[1], v, "{id}");
    }
}

/// Board 1: White K h1, pawns g2 h2; Black rook g3, king a8. White's moves: Kg1 (the
/// rook's file is blocked by g2), h3, h4, and hxg3 taking the rook; g2 is blocked.
const ROOK_TAKEN: &str = "k7/8/8/8/8/6r1/6PP/7K w - - 0 30";
const QUIET: [&str; 3] = ["h1g1", "h2h3", "h2h4"];

#[test]
fn v_3_v_5_transfer_owner_and_each_home_square_choice() {
    // Board 2: bare kings on e1/e8, no castling rights.
    let b2 = "4k3/8/8/8/8/8/8/4K3 w - - 0 30";
    for id in ALL {
        let o = options(id);
        let p = at(id, ROOK_TAKEN, b2);
        let mut want = Vec::new();
        let a_steps = if o.inverted { E8_KING } else { E1_KING };
        // Quiet board-1 moves: no transfer part, then A's king step or a pass.
        want.extend(product(&QUIET, &with_pass(&a_steps)));
        match (o.mirror, o.inverted) {
            // Normal: B owns the black rook and chooses a8 or h8 (both empty); A's king
            // e1 then has its five steps (neither rook reaches them); no pass: board 2
            // no longer holds just the kings.
            (false, false) => {
                want.extend(product(&["h2g3,r@a8", "h2g3,r@h8"], &E1_KING));
            }
            // Inverted: A owns it (A plays black there), places it and may move it at
            // once: from a8 down the file to a1 and along rank 8 to d8 (10), from h8 to
            // h1 and g8, f8 (9); or step the king.
            (false, true) => {
                let from_a8 = [
                    "a8a7", "a8a6", "a8a5", "a8a4", "a8a3", "a8a2", "a8a1", "a8b8", "a8c8", "a8d8",
                ];
                let from_h8 = [
                    "h8h7", "h8h6", "h8h5", "h8h4", "h8h3", "h8h2", "h8h1", "h8g8", "h8f8",
                ];
                want.extend(product(
                    &["h2g3,r@a8"],
                    &[&E8_KING[..], &from_a8[..]].concat(),
                ));
                want.extend(product(
                    &["h2g3,r@h8"],
                    &[&E8_KING[..], &from_h8[..]].concat(),
                ));
            }
            // Mirror, normal: the rook goes to g3 of board 2 (owned by B); it attacks
            // none of the white king's five steps.
            (true, false) => want.extend(product(&["h2g3,r@g3"], &E1_KING)),
            // Mirror, inverted: A's rook on g3 moves along the g-file (7) and rank 3
            // (7), or A's king steps.
            (true, true) => {
                let from_g3 = [
                    "g3g1", "g3g2", "g3g4", "g3g5", "g3g6", "g3g7", "g3g8", "g3a3", "g3b3", "g3c3",
                    "g3d3", "g3e3", "g3f3", "g3h3",
                ];
                want.extend(product(
                    &["h2g3,r@g3"],
                    &[&E8_KING[..], &from_g3[..]].concat(),
                ));
            }
        }
        // No board-2 move can capture here, so :eternal changes nothing.
        assert_eq!(p.turn_strings(), sorted(want), "{id}");
        // Who decides the transfer: the piece's owner on board 2 (V-5).
        let mut mid = p;
        let first = mid
            .parse_decision("h2g3")
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        mid.play(first);
        let owner = if o.inverted {
            Color::White
        } else {
            Color::Black
        };
        assert_eq!(
            mid.actor(),
            owner,
            "{id}: the transfer is decided by its owner"
        );
        assert!(mid.repetition_key().is_none(), "inside a turn");
        assert!(matches!(mid.current_phase(), Phase::Transfer { .. }));
    }
}

#[test]
fn v_5_piece_disappears_without_a_free_home_square() {
    // Board 1: as ROOK_TAKEN with a black bishop on g3 (it attacks h2, f2, e1 … but not
    // g1): the same four White moves, hxg3 taking the bishop. Board 2: black knights on
    // c8 and f8 fill both bishop homes.
    let b1 = "k7/8/8/8/8/6b1/6PP/7K w - - 0 30";
    let b2 = "2n1kn2/8/8/8/8/8/8/4K3 w - - 0 30";
    // Black's board-2 moves there: king d8, d7, e7, f7 (f8 is its knight); knight c8:
    // a7, b6, d6, e7; knight f8: d7, e6, g6, h7.
    let black12 = [
        "e8d8", "e8d7", "e8e7", "e8f7", "c8a7", "c8b6", "c8d6", "c8e7", "f8d7", "f8e6", "f8g6",
        "f8h7",
    ];
    for id in ALL {
        let o = options(id);
        let p = at(id, b1, b2);
        let a_moves: Vec<&str> = if o.inverted {
            black12.to_vec()
        } else {
            E1_KING.to_vec()
        };
        // Not bare kings: no pass.
        let mut want = product(&QUIET, &a_moves);
        match (o.mirror, o.inverted) {
            (false, _) => want.extend(product(&["h2g3,b@-"], &a_moves)),
            // Mirror, normal: B's bishop lands on g3 of board 2 and checks e1 along
            // g3-f2-e1; the king escapes to d1, d2, e2, f1 (f2 touches the bishop).
            (true, false) => {
                want.extend(product(&["h2g3,b@g3"], &["e1d1", "e1d2", "e1e2", "e1f1"]));
            }
            // Mirror, inverted: A's own bishop on g3 checks B's king (that check stands,
            // V-8); A may move it (h4, h2, f2 — e1 holds a king that is never taken —,
            // f4, e5, d6, c7, b8) or any other black piece.
            (true, true) => {
                let bishop = [
                    "g3h4", "g3h2", "g3f2", "g3f4", "g3e5", "g3d6", "g3c7", "g3b8",
                ];
                want.extend(product(
                    &["h2g3,b@g3"],
                    &[&black12[..], &bishop[..]].concat(),
                ));
            }
        }
        assert_eq!(p.turn_strings(), sorted(want), "{id}");
        if !o.mirror {
            // The bishop left the game: 34 = pieces on the boards + 1 out.
            let g = after(&p, &[&format!("h2g3,b@-,{}", a_moves[0])]);
            let q = g.position();
            let on_boards: u32 = (0..2)
                .map(|i| q.board(i).board().occupied().count_ones())
                .sum();
            // Board 1: K h1, P g2, P g3, k a8; board 2: two kings, two knights.
            assert_eq!(on_boards, 8, "{id}");
            assert_eq!(q.out_of_game(), p.out_of_game() + 1, "{id}");
            assert_eq!(q.out_of_game(), 34 - on_boards, "{id}");
        }
    }
}

#[test]
fn v_6_mirror_replaces_any_occupant_and_a_replaced_king_loses() {
    // Board 1: White K a1, P e4; Black p d5, k a8. e4xd5 takes the pawn, which goes to d5
    // of board 2 (V-6), replacing whatever stands there.
    let b1 = "k7/8/8/3p4/4P3/8/8/K7 w - - 0 30";
    let mirror_ids = ALL.iter().filter(|id| id.contains("mirror"));
    for id in mirror_ids {
        let o = options(id);
        for occupant in ['P', 'N', 'B', 'R', 'Q', 'p', 'n', 'b', 'r', 'q'] {
            let b2 = format!("4k3/8/8/3{occupant}4/8/8/8/4K3 w - - 0 30");
            let p = at(id, b1, &b2);
            let mut g = Game::new(p);
            let before: u32 = (0..2)
                .map(|i| p.board(i).board().occupied().count_ones())
                .sum();
            let d1 = p.parse_decision("e4d5").unwrap_or_else(|e| panic!("{e}"));
            g.play(d1)
                .unwrap_or_else(|e| panic!("{id} {occupant}: {e}"));
            // Exactly one transfer decision: d5, whatever stands there.
            let moves = g.legal_moves();
            assert_eq!(moves.len(), 1, "{id} {occupant}");
            assert_eq!(
                g.position().move_string(moves[0]),
                "p@d5",
                "{id} {occupant}"
            );
            g.play(moves[0])
                .unwrap_or_else(|e| panic!("{id} {occupant}: {e}"));
            let q = g.position();
            assert_eq!(
                q.board2().board().piece_at(sq("d5")).map(|p| p.char()),
                Some('p')
            );
            // The white pawn e4 moved, the black pawn moved boards, the occupant left.
            let after_count: u32 = (0..2)
                .map(|i| q.board(i).board().occupied().count_ones())
                .sum();
            assert_eq!(after_count, before - 1, "{id} {occupant}");
            assert_eq!(q.out_of_game(), 34 - after_count, "{id} {occupant}");
            assert!(g.outcome().is_none(), "{id} {occupant}");
        }
        // A king on d5 of board 2 is replaced: its owner loses at once (V-6); the turn
        // string stops after the transfer (§6).
        for (b2, king) in [
            ("4k3/8/8/3K4/8/8/8/8 w - - 0 30", Color::White),
            ("8/8/8/3k4/8/8/8/4K3 w - - 0 30", Color::Black),
        ] {
            let p = at(id, b1, b2);
            let turns = p.turn_strings();
            let captures: Vec<&String> = turns.iter().filter(|t| t.starts_with("e4d5")).collect();
            assert_eq!(captures, ["e4d5,p@d5"], "{id}");
            let g = after(&p, &["e4d5,p@d5"]);
            // The owner of a king on board 2 is whoever plays its colour there.
            let loser = if o.inverted { king.flip() } else { king };
            let want = Outcome::win(loser.flip(), EndReason::KingReplaced);
            assert_eq!(g.outcome(), Some(want), "{id} {b2}");
            assert!(g.legal_moves().is_empty());
            // Board 2's side field is still flipped after the mid-turn end (§6).
            let text = g.position().position_string();
            let read = Valhalla::from_position_string(o, &text).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(read.terminal(), Some(want), "{id}: {text}");
        }
    }
}

fn sq(name: &str) -> u8 {
    otherworlds_core::kernel::parse_square(name).unwrap_or_else(|| panic!("{name}"))
}

#[test]
fn v_6_replaced_pieces_never_transfer_and_rook_loses_its_corner_right() {
    // Board 1: White K a1, P g7; Black k a8... no: Black k c8 (a8 is attacked by
    // nothing relevant), rook h8. g7xh8=Q takes the rook, which goes to h8 of board 2
    // under mirror, replacing Black's rook there: that rook leaves the game and Black
    // loses the kingside right (§6), so board 2's castling field becomes "-".
    let b1 = "2k4r/6P1/8/8/8/8/8/K7 w - - 0 30";
    // Board 2 has a pawn for each side so that A's board-2 move keeps the rights.
    let b2 = "4k2r/p7/8/8/8/8/P7/4K3 w k - 0 30";
    for id in ALL.iter().filter(|id| id.contains("mirror")) {
        let o = options(id);
        let p = at(id, b1, b2);
        let a_move = if o.inverted { "a7a6" } else { "a2a3" };
        let g = after(&p, &[&format!("g7h8q,r@h8,{a_move}")]);
        let q = g.position();
        assert_eq!(q.board2().castling(), 0, "{id}");
        assert_eq!(
            q.out_of_game(),
            p.out_of_game() + 1,
            "{id}: the replaced rook left"
        );
        // Without mirror the rook goes home to a8 or h8 — h8 is occupied, so a8 only,
        // and Black keeps the kingside right.
        let p = at(&id.replace(":mirror", ""), b1, b2);
        let g = after(&p, &[&format!("g7h8q,r@a8,{a_move}")]);
        assert_eq!(g.position().board2().castling(), 4, "{id} without mirror");
    }
}

#[test]
fn v_7_eternal_return_is_usable_in_the_next_board_1_move() {
    // Board 1: White K a1, Black k e8: White's moves a2, b1, b2.
    let b1 = "4k3/8/8/8/8/8/8/K7 w - - 0 30";
    for id in ALL {
        let o = options(id);
        // Board 2: player A's rook takes the other side's knight on the a-file: normal
        // a1xa5 (white rook, black knight), inverted a8xa4 (A plays black there).
        let (b2, take, knight_sq) = if o.inverted {
            ("r3k3/8/8/8/N7/8/8/4K3 w - - 0 30", "a8a4", "a4")
        } else {
            ("4k3/8/8/n7/8/8/8/R3K3 w - - 0 30", "a1a5", "a5")
        };
        let p = at(id, b1, b2);
        let turns = p.turn_strings();
        let captures: Vec<String> = turns.iter().filter(|t| t.contains(take)).cloned().collect();
        let mut want = Vec::new();
        for m in ["a1a2", "a1b1", "a1b2"] {
            let base = format!("{m},{take}");
            match (o.eternal, o.mirror, o.inverted) {
                // Without :eternal the knight leaves the game: the turn ends.
                (false, _, _) => want.push(base),
                (true, true, _) => want.push(format!(
                    "{base},{}@{knight_sq}",
                    if o.inverted { 'N' } else { 'n' }
                )),
                // Normal: the black knight goes home to b8 or g8 of board 1, both empty.
                (true, false, false) => {
                    want.push(format!("{base},n@b8"));
                    want.push(format!("{base},n@g8"));
                }
                // Inverted: the white knight goes to b1 or g1 of board 1 as it stands
                // after this turn's board-1 move: after a1b1, b1 is taken.
                (true, false, true) => {
                    if m != "a1b1" {
                        want.push(format!("{base},N@b1"));
                    }
                    want.push(format!("{base},N@g1"));
                }
            }
        }
        assert_eq!(captures, sorted(want), "{id}");
        if !o.eternal {
            let g = after(&p, &[&format!("a1a2,{take}")]);
            assert_eq!(g.position().out_of_game(), p.out_of_game() + 1, "{id}");
            continue;
        }
        // The Eternal transfer is decided by the piece's owner on board 1: B (normal),
        // A (inverted).
        let mut q = p;
        for part in ["a1a2", take] {
            let d = q
                .parse_decision(part)
                .unwrap_or_else(|e| panic!("{id} {part}: {e}"));
            q.play(d);
        }
        let owner = if o.inverted {
            Color::White
        } else {
            Color::Black
        };
        assert_eq!(q.actor(), owner, "{id}");
        if o.inverted {
            // A placed a white knight on b1; B plays a turn; then A's board-1 moves
            // include it: king a2 to a1, a3, b2, b3 and the knight to a3, c3, d2.
            let eternal = if o.mirror { "N@a4" } else { "N@b1" };
            let g = after(&p, &[&format!("a1a2,{take},{eternal}"), "e8d8,e1d1"]);
            let firsts = first_parts(g.position());
            let want: Vec<&str> = if o.mirror {
                // Knight on a4: b6, c5, c3, b2 (b2 also a king step).
                vec![
                    "a2a1", "a2a3", "a2b1", "a2b2", "a2b3", "a4b2", "a4b6", "a4c3", "a4c5",
                ]
            } else {
                vec!["a2a1", "a2a3", "a2b2", "a2b3", "b1a3", "b1c3", "b1d2"]
            };
            assert_eq!(firsts, strings(&want), "{id}");
        } else {
            // Normal: B uses the knight in the very next board-1 move: king e8 to d8,
            // d7, e7, f7, f8 and the knight from b8 to a6, c6, d7 (from a5 under mirror:
            // b7, c6, c4, b3).
            let eternal = if o.mirror { "n@a5" } else { "n@b8" };
            let g = after(&p, &[&format!("a1a2,{take},{eternal}")]);
            let firsts = first_parts(g.position());
            let want: Vec<&str> = if o.mirror {
                vec![
                    "a5b3", "a5b7", "a5c4", "a5c6", "e8d7", "e8d8", "e8e7", "e8f7", "e8f8",
                ]
            } else {
                vec![
                    "b8a6", "b8c6", "b8d7", "e8d7", "e8d8", "e8e7", "e8f7", "e8f8",
                ]
            };
            assert_eq!(firsts, strings(&want), "{id}");
        }
    }
}

/// The distinct first parts (board-1 moves) of the legal turns.
fn first_parts(p: &Valhalla) -> Vec<String> {
    let mut v: Vec<String> = p
        .turn_strings()
        .iter()
        .filter_map(|t| t.split(',').next().map(str::to_string))
        .collect();
    v.sort();
    v.dedup();
    v
}

#[test]
fn v_8_a_transfer_that_gives_check_stands_until_answered() {
    for id in ALL {
        let o = options(id);
        // Without mirror the black rook goes home to a8 (checking a king on a4 down the
        // a-file) or h8 (no check); with mirror it lands on g3 (checking a king on g1).
        let b2 = if o.mirror {
            "4k3/8/8/8/8/8/8/6K1 w - - 0 30"
        } else {
            "4k3/8/8/8/K7/8/8/8 w - - 0 30"
        };
        let p = at(id, ROOK_TAKEN, b2);
        let turns = p.turn_strings();
        let captures: Vec<String> = turns
            .iter()
            .filter(|t| t.starts_with("h2g3"))
            .cloned()
            .collect();
        let want = match (o.mirror, o.inverted) {
            // Normal: B places the rook; A, in check on a4 after r@a8, must answer:
            // b3, b4, b5 (a3 and a5 stay on the rook's file). After r@h8 all five steps.
            (false, false) => [
                product(&["h2g3,r@a8"], &["a4b3", "a4b4", "a4b5"]),
                product(&["h2g3,r@h8"], &["a4a3", "a4a5", "a4b3", "a4b4", "a4b5"]),
            ]
            .concat(),
            // Inverted: A's own rook checks B's king; A plays on freely (the king is
            // never taken: the rook stops at a5).
            (false, true) => [
                product(
                    &["h2g3,r@a8"],
                    &[
                        &E8_KING[..],
                        &["a8a7", "a8a6", "a8a5", "a8b8", "a8c8", "a8d8"][..],
                    ]
                    .concat(),
                ),
                product(
                    &["h2g3,r@h8"],
                    &[
                        &E8_KING[..],
                        &[
                            "h8h7", "h8h6", "h8h5", "h8h4", "h8h3", "h8h2", "h8h1", "h8g8", "h8f8",
                        ][..],
                    ]
                    .concat(),
                ),
            ]
            .concat(),
            // Mirror, normal: the rook on g3 checks g1; the king goes to f1, f2, h1, h2.
            (true, false) => product(&["h2g3,r@g3"], &["g1f1", "g1f2", "g1h1", "g1h2"]),
            // Mirror, inverted: A's rook on g3 may go to g2 (not g1), g4 … g8, a3 … f3, h3.
            (true, true) => product(
                &["h2g3,r@g3"],
                &[
                    &E8_KING[..],
                    &[
                        "g3g2", "g3g4", "g3g5", "g3g6", "g3g7", "g3g8", "g3a3", "g3b3", "g3c3",
                        "g3d3", "g3e3", "g3f3", "g3h3",
                    ][..],
                ]
                .concat(),
            ),
        };
        assert_eq!(captures, sorted(want), "{id}");
        if o.inverted {
            // The check against B's white king stands through B's board-1 move (B's
            // king a8 of board 1 goes to a7, b7 or b8) and B must answer it at B's
            // board-2 phase: from a4 to b3, b4, b5; from g1 to f1, f2, h1, h2.
            let placed = if o.mirror {
                "h2g3,r@g3,e8d8"
            } else {
                "h2g3,r@a8,e8d8"
            };
            let g = after(&p, &[placed]);
            let answers: &[&str] = if o.mirror {
                &["g1f1", "g1f2", "g1h1", "g1h2"]
            } else {
                &["a4b3", "a4b4", "a4b5"]
            };
            let want = sorted(product(&["a8a7", "a8b7", "a8b8"], answers));
            assert_eq!(g.position().turn_strings(), want, "{id}");
        }
    }
}

#[test]
fn v_4_pass_only_with_bare_kings_or_when_forced() {
    // Board 1: White K a1 (a2, b1, b2), Black k h8.
    let b1 = "7k/8/8/8/8/8/8/K7 w - - 0 30";
    for id in ALL {
        let o = options(id);
        // Board 2 with an extra piece far away: no pass.
        let p = at(id, b1, "4k3/8/8/8/8/8/8/R3K3 w - - 0 30");
        assert!(
            p.turn_strings().iter().all(|t| !t.ends_with("0000")),
            "{id}"
        );
        // Player A's king on board 2 boxed in (not in check): the only board-2 move is
        // a forced pass. Normal: white K a1, white P a2 blocked by black p a3, black k c2
        // (covering b1, b2). Inverted: the same with colours swapped and ranks mirrored.
        let b2 = if o.inverted {
            "k7/p1K5/P7/8/8/8/8/8 w - - 0 30"
        } else {
            "8/8/8/8/8/p7/P1k5/K7 w - - 0 30"
        };
        let p = at(id, b1, b2);
        let want = sorted(strings(&["a1a2,0000", "a1b1,0000", "a1b2,0000"]));
        assert_eq!(p.turn_strings(), want, "{id}");
        // A pass is a quiet move on board 2: its side flips, its clocks advance (§6).
        let g = after(&p, &["a1a2,0000"]);
        let b2 = g.position().board2();
        assert_eq!(b2.halfmove(), 1, "{id}");
        assert_eq!(
            b2.turn(),
            if o.inverted {
                Color::White
            } else {
                Color::Black
            }
        );
        // Black's pass completes a full move.
        assert_eq!(b2.fullmove(), if o.inverted { 31 } else { 30 }, "{id}");
    }
}

#[test]
fn v_9_mate_delivered_on_board_2() {
    // A mates B's king on board 2 (normal: white Ra1-a8 against k h8 behind g7, h7;
    // inverted: black Ra8-a1 against K h1 behind g2, h2). B then moves on board 1 (king
    // a8 to a7, b7, b8) and is mated at the board-2 phase: each turn is the board-1
    // move alone and ends the game 1-0 (V-9, §6).
    let b1 = "k7/8/8/8/8/8/8/K7 w - - 0 30";
    for id in ALL {
        let o = options(id);
        let (b2, mate) = if o.inverted {
            ("r3k3/8/8/8/8/8/6PP/7K w - - 0 30", "a1b1,a8a1")
        } else {
            ("7k/6pp/8/8/8/8/8/R3K3 w - - 0 30", "a1b1,a1a8")
        };
        let p = at(id, b1, b2);
        let g = after(&p, &[mate]);
        let q = *g.position();
        assert_eq!(
            g.outcome(),
            None,
            "{id}: the mate counts at B's board-2 phase"
        );
        assert_eq!(q.turn_strings(), strings(&["a8a7", "a8b7", "a8b8"]), "{id}");
        assert_eq!(perft::perft(&q, 1), 3);
        assert_eq!(
            perft::perft(&q, 2),
            0,
            "nothing below a turn that ends the game"
        );
        for t in ["a8a7", "a8b7", "a8b8"] {
            let mut g2 = g.clone();
            g2.play_str(t).unwrap_or_else(|e| panic!("{e}"));
            let want = Outcome::win(Color::White, EndReason::Checkmate);
            assert_eq!(g2.outcome(), Some(want), "{id}");
            assert!(g2.play_str("e1e2").is_err(), "no move after the end");
        }
    }
}

#[test]
fn v_9_board_2_mate_can_be_blocked_only_by_a_piece_its_owner_places() {
    // B to move, B's king on board 2 stands mated (black k h8 vs R a8 under normal rules;
    // white K h1 vs r a1 under inverted). On board 1 B's king a8 may take the white
    // knight a7 (a8xa7), or go to b7 or b8. The captured white knight goes to board 2.
    let b1 = "k7/N7/8/8/8/8/8/K7 b - - 0 30";
    for id in ALL {
        let o = options(id);
        let b2 = if o.inverted {
            // Written with the normal-rules side field ('b' = B's colour on board 1);
            // `at` flips it to 'w', the colour B plays on board 2.
            "7k/8/8/8/8/8/6PP/r6K b - - 0 30"
        } else {
            "R6k/6pp/8/8/8/8/8/7K b - - 0 30"
        };
        let p = at(id, b1, b2);
        let mut want = strings(&["a8b7", "a8b8"]);
        match (o.inverted, o.mirror) {
            // Normal: the white knight is A's; A places it on b1 or g1, far from the
            // mate, and B is still mated: the turn ends after the transfer.
            (false, false) => want.extend(strings(&["a8a7,N@b1", "a8a7,N@g1"])),
            (_, true) => want.push("a8a7,N@a7".into()),
            // Inverted: B owns it and blocks the rank: on b1 the king may step to g1 and
            // the pawns move (the knight is pinned); on g1 only the pawns move.
            (true, false) => {
                let pawns = ["g2g3", "g2g4", "h2h3", "h2h4"];
                want.extend(product(
                    &["a8a7,N@b1"],
                    &[&pawns[..], &["h1g1"][..]].concat(),
                ));
                want.extend(product(&["a8a7,N@g1"], &pawns));
            }
        }
        assert_eq!(p.turn_strings(), sorted(want.clone()), "{id}");
        for t in want {
            let g = after(&p, &[&t]);
            let ends = t.split(',').count() < 3;
            let expected = ends.then(|| Outcome::win(Color::White, EndReason::Checkmate));
            assert_eq!(g.outcome(), expected, "{id} {t}");
        }
    }
}

#[test]
fn v_9_stalemate_mate_material_clock_and_repetition() {
    for id in ALL {
        let o = options(id);
        // Stalemate at the board-1 phase (black K a8 vs Q b6) is a draw even though
        // board 2 has moves.
        let p = at(
            id,
            "k7/8/1Q6/8/8/8/8/K7 b - - 0 30",
            "4k3/8/8/8/8/8/8/4K3 b - - 0 30",
        );
        assert_eq!(
            p.terminal(),
            Some(Outcome::draw(EndReason::Stalemate)),
            "{id}"
        );
        assert!(p.turn_strings().is_empty());
        assert_eq!(perft::perft(&p, 1), 0);
        // Mate at the board-1 phase.
        let p = at(
            id,
            "k7/1Q6/1K6/8/8/8/8/8 b - - 0 30",
            "4k3/8/8/8/8/8/8/4K3 b - - 0 30",
        );
        assert_eq!(
            p.terminal(),
            Some(Outcome::win(Color::White, EndReason::Checkmate)),
            "{id}"
        );
        // Insufficient material on both boards together: kings and one minor piece in
        // total is a draw; a minor piece on each board is not.
        let p = at(
            id,
            "k7/8/8/8/8/8/8/K7 w - - 0 30",
            "4k3/8/8/8/8/8/8/2B1K3 w - - 0 30",
        );
        assert_eq!(
            p.terminal(),
            Some(Outcome::draw(EndReason::InsufficientMaterial)),
            "{id}"
        );
        let p = at(
            id,
            "k7/8/8/8/8/8/8/KN6 w - - 0 30",
            "4k3/8/8/8/8/8/8/2B1K3 w - - 0 30",
        );
        assert_eq!(p.terminal(), None, "{id}");
        // 100 turns without capture, pawn move or transfer: board 1's clock at 99, a
        // quiet turn makes it 100 (fifty-moves); a board-2 pawn move resets it.
        let b2 = "4k3/8/8/8/8/8/P7/4K3 w - - 7 30";
        let b2 = if o.inverted {
            "4k3/p7/8/8/8/8/8/4K3 w - - 7 30"
        } else {
            b2
        };
        let p = at(id, "k7/8/8/8/8/8/8/KR6 w - - 99 80", b2);
        let quiet_b2 = if o.inverted { "e8d8" } else { "e1d1" };
        let pawn_b2 = if o.inverted { "a7a6" } else { "a2a3" };
        let g = after(&p, &[&format!("b1b2,{quiet_b2}")]);
        assert_eq!(
            g.outcome(),
            Some(Outcome::draw(EndReason::FiftyMoves)),
            "{id}"
        );
        let g = after(&p, &[&format!("b1b2,{pawn_b2}")]);
        assert_eq!(g.position().board1().halfmove(), 0, "{id}");
        assert_eq!(g.outcome(), None, "{id}");
        // Threefold repetition of the whole position at the start of a turn: both
        // players shuffle a rook on board 1 and pass on board 2 (bare kings).
        let p = at(
            id,
            "k7/8/8/8/8/8/7r/KR6 w - - 0 30",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 30",
        );
        let shuffle = ["b1c1,0000", "h2h3,0000", "c1b1,0000", "h3h2,0000"];
        let mut g = after(&p, &shuffle);
        assert_eq!(g.outcome(), None, "{id}: second occurrence");
        for t in shuffle {
            g.play_str(t).unwrap_or_else(|e| panic!("{e}"));
        }
        assert_eq!(
            g.outcome(),
            Some(Outcome::draw(EndReason::ThreefoldRepetition)),
            "{id}"
        );
    }
}

#[test]
fn v_10_board_2_castling_en_passant_and_promotion() {
    for id in ALL {
        let o = options(id);
        if o.inverted && !o.mirror {
            // A takes a black rook on board 1, places it on h8 or a8 of board 2 where A
            // plays black with the rights kq held, and castles in the same turn.
            let p = at(id, ROOK_TAKEN, "4k3/8/8/8/8/8/8/4K3 w kq - 0 30");
            let turns = p.turn_strings();
            for t in ["h2g3,r@h8,e8g8", "h2g3,r@a8,e8c8"] {
                assert!(turns.iter().any(|x| x == t), "{id}: {t}");
            }
            assert!(
                !turns.iter().any(|x| x == "h2g3,r@h8,e8c8"),
                "no rook on a8"
            );
            let p = at(id, ROOK_TAKEN, "4k3/8/8/8/8/8/8/4K3 w - - 0 30");
            assert!(
                !p.turn_strings().iter().any(|x| x.ends_with("e8g8")),
                "{id}: no right"
            );
        }
        // En passant on board 2: A double-steps e2-e4 there (normal: white; inverted:
        // the black pawn d7-d5 next to a white pawn e5); B's board-2 replies include the
        // en-passant capture.
        let (b2, step, ep) = if o.inverted {
            ("4k3/3p4/8/4P3/8/8/8/4K3 w - - 0 30", "d7d5", "e5d6")
        } else {
            ("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 30", "e2e4", "d4e3")
        };
        let p = at(id, "k7/8/8/8/8/8/8/KR6 w - - 0 30", b2);
        let g = after(&p, &[&format!("b1b2,{step}")]);
        let replies = g.position().turn_strings();
        // (With :eternal the captured pawn's transfer part follows.)
        assert!(
            replies.iter().any(|t| t.starts_with(&format!("a8a7,{ep}"))),
            "{id}"
        );
        // Promotion on board 2: each choice is its own turn.
        let b2 = if o.inverted {
            "4k3/8/8/8/8/8/p7/4K3 w - - 0 30"
        } else {
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 30"
        };
        let p = at(id, "k7/8/8/8/8/8/8/KR6 w - - 0 30", b2);
        let promo = if o.inverted { "a2a1" } else { "a7a8" };
        let turns = p.turn_strings();
        for r in ['q', 'r', 'b', 'n'] {
            assert!(turns.contains(&format!("b1b2,{promo}{r}")), "{id} {r}");
        }
    }
}

#[test]
fn v_12_turn_string_examples_and_counting() {
    // The examples of V-12: `e2e4,0000` at the start; `e4d5,p@a7,e1e2` (normal, B
    // places the pawn); `e4d5,p@d5,e8d7` (inverted mirror: A's black pawn lands on d5,
    // then A moves its black king).
    let start = Valhalla::new(options("valhalla"));
    assert!(start.parse_turn("e2e4,0000").is_ok());
    let b1 = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 20";
    let p = at("valhalla", b1, "4k3/8/8/8/8/8/8/4K3 w - - 0 20");
    assert_eq!(p.parse_turn("e4d5,p@a7,e1e2").map(|v| v.len()), Ok(3));
    let p = at(
        "valhalla:inverted:mirror",
        b1,
        "4k3/8/8/8/8/8/8/4K3 w - - 0 20",
    );
    assert_eq!(p.parse_turn("e4d5,p@d5,e8d7").map(|v| v.len()), Ok(3));
    // Every legal turn string reads back to the decisions that make it, and perft at
    // depth 1 counts each once.
    for id in ALL {
        let p = at(id, b1, "4k3/8/8/8/8/8/8/4K3 w - - 0 20");
        let turns = p.turn_strings();
        assert_eq!(perft::perft(&p, 1), turns.len() as u64, "{id}");
        for t in &turns {
            let d = p.parse_turn(t).unwrap_or_else(|e| panic!("{id} {t}: {e}"));
            let again: Vec<String> = {
                let mut q = p;
                d.iter()
                    .map(|&m| {
                        let s = q.move_string(m);
                        q.play(m);
                        s
                    })
                    .collect()
            };
            assert_eq!(&again.join(","), t);
        }
        let divide = perft::divide(&p, 2);
        assert_eq!(divide.len(), turns.len());
        assert_eq!(
            divide.iter().map(|(_, n)| n).sum::<u64>(),
            perft::perft(&p, 2),
            "{id}"
        );
    }
}

#[test]
fn v_6_en_passant_victim_square_and_placements_on_en_passant_squares() {
    // Board 1: White e5xd6 en passant takes the pawn that stood on d5. Mirror: it lands
    // on d5 of board 2 (the captured pawn's square, V-6), not on d6; otherwise on a
    // free square of rank 7 (the e8 king is not on rank 7).
    let b1 = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 30";
    let b2 = "4k3/8/8/8/8/8/8/4K3 w - - 0 30";
    for id in ALL {
        let o = options(id);
        let p = at(id, b1, b2);
        let mut transfers: Vec<String> = p
            .turn_strings()
            .iter()
            .filter(|t| t.starts_with("e5d6,"))
            .filter_map(|t| t.split(',').nth(1).map(str::to_string))
            .collect();
        transfers.dedup();
        let want: Vec<String> = if o.mirror {
            strings(&["p@d5"])
        } else {
            "abcdefgh".chars().map(|f| format!("p@{f}7")).collect()
        };
        assert_eq!(transfers, want, "{id}");
    }
    // §6: a mirror placement onto the en-passant target leaves the field alone but the
    // capture becomes impossible; a pawn replacing the double-stepped pawn can be taken
    // en passant. Board 2: Black has just played d7-d5 next to White's e5 (ep d6).
    // Board 1: White may take the knight d6 (e5xd6) or the pawn d5 (e4xd5).
    let b1 = "4k3/8/3n4/3pP3/4P3/8/8/4K3 w - - 0 30";
    let b2 = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 30";
    for id in ["valhalla:mirror", "valhalla:mirror:eternal"] {
        let p = at(id, b1, b2);
        let turns = p.turn_strings();
        let has = |prefix: &str| turns.iter().any(|t| t.starts_with(prefix));
        assert!(
            has("e1d1,e5d6"),
            "{id}: en passant after a quiet board-1 move"
        );
        assert!(has("e5d6,n@d6,e5e6"), "{id}");
        assert!(
            has("e4d5,p@d5,e5d6"),
            "{id}: another black pawn stands on d5"
        );
        let mut q = p;
        for part in ["e5d6", "n@d6"] {
            let d = q.parse_decision(part).unwrap_or_else(|e| panic!("{e}"));
            q.play(d);
        }
        assert_eq!(
            q.board2().ep_square(),
            Some(sq("d6")),
            "{id}: field left alone"
        );
        // e5-d6 is now an ordinary capture of the knight: the pawn on d5 stays.
        let d = q.parse_decision("e5d6").unwrap_or_else(|e| panic!("{e}"));
        q.play(d);
        let board = q.board2().board();
        assert_eq!(
            board.piece_at(sq("d5")).map(|p| p.char()),
            Some('p'),
            "{id}"
        );
        assert_eq!(
            board.piece_at(sq("d6")).map(|p| p.char()),
            Some('P'),
            "{id}"
        );
    }
}
