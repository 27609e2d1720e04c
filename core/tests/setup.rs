//! The setup stage (issue 40, point 5): position strings read into each variant's
//! plain-data setup, setups judged into positions, positions taken back into setups.
//!
//! - text → setup → text gives the text back, for RULES.md's start strings and every
//!   position string of the shared perft tables (`tests/data/`), which are written
//!   canonically;
//! - position → setup → position is the same position (hash, position string, legal
//!   decisions, end) at every turn start of seeded random games from those positions;
//! - every rule all variants share refuses a setup of each variant that knows it, with
//!   the one `SetupError`, read from text or edited as data;
//! - the castling rights each board lists are exactly the letters its field reads.
use otherworlds_core::geometry::{Cell, PieceView};
use otherworlds_core::setup::{BackRanks, CastlingKind, CastlingRight, ReadError};
use otherworlds_core::{
    AnyPosition, AnySetup, Color, Editable, ParseError, PositionError, Role, SetupError,
    ValhallaOptions, Variant, prelude::*,
};

#[path = "support/starts.rs"]
mod starts;
use starts::{shared_texts, starts};

const INVERTED: ValhallaOptions = ValhallaOptions {
    inverted: true,
    mirror: false,
    eternal: false,
};

/// Every variant, and Valhalla under inverted rules too (board 2's side differs).
fn variants() -> Vec<Variant> {
    let mut v = Variant::all();
    v.push(Variant::Valhalla(INVERTED));
    v.dedup();
    v
}

/// The start strings RULES.md writes out (§1 FEN, §2 TW-1, §3 D4-6/D4-7, §4 V-11).
fn rules_start(variant: Variant) -> &'static str {
    match variant {
        Variant::Standard => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Variant::TwoWorlds => {
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQIkqi - 0 1"
        }
        Variant::FourD => "4/4/PPPP/RNBQ|4/4/PPPP/KBNR|rnbq/pppp/4/4|kbnr/pppp/4/4 w 0 1",
        Variant::FourDClassic => "4/4/1PP1/RNBQ|4/4/1PP1/K2R|rnbq/1pp1/4/4|k2r/1pp1/4/4 w 0 1",
        // "Start (`:inverted`): the same with `b` as board 2's side field."
        Variant::Valhalla(o) if o.inverted => {
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 4k3/8/8/8/8/8/8/4K3 b KQkq - 0 1"
        }
        Variant::Valhalla(_) => {
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"
        }
    }
}

fn parse(variant: Variant, text: &str) -> AnySetup {
    AnySetup::parse(variant, text).unwrap_or_else(|e| panic!("{variant} {text}: {e}"))
}

#[test]
fn text_to_setup_to_text_gives_the_text_back() {
    let mut read = 0;
    for variant in variants() {
        let mut texts = vec![rules_start(variant).to_string()];
        texts.extend(shared_texts(variant));
        for text in texts {
            assert_eq!(parse(variant, &text).to_string(), text, "{variant}");
            read += 1;
        }
        // The start position written by the core is RULES.md's start string.
        assert_eq!(AnySetup::start(variant).to_string(), rules_start(variant));
    }
    // 126 standard rows, the other tables' rows and the starts: the files were read.
    assert!(read > 250, "{read} strings");
}

/// The same position, as far as anyone can tell: hash, string, decisions, end.
fn assert_same(a: &AnyPosition, b: &AnyPosition) {
    let decisions = |p: &AnyPosition| {
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        let mut v: Vec<String> = moves.into_iter().map(|m| p.move_string(m)).collect();
        v.sort();
        v
    };
    let text = a.position_string();
    assert_eq!(a.hash(), b.hash(), "{text}");
    assert_eq!(text, b.position_string());
    assert_eq!(decisions(a), decisions(b), "{text}");
    assert_eq!(a.terminal(), b.terminal(), "{text}");
    assert_eq!(a.repetition_key(), b.repetition_key(), "{text}");
}

#[test]
fn position_to_setup_to_position_is_the_same_position() {
    let mut rng = fastrand::Rng::with_seed(0x5EED_0040);
    let mut compared = 0;
    let mut moves = Vec::new();
    for variant in variants() {
        for start in starts(variant) {
            for _ in 0..2 {
                let mut pos = start.clone();
                for _ in 0..40 {
                    // A Valhalla setup is a turn start (V-11): inside a turn the phase
                    // is not part of it.
                    if pos.repetition_key().is_some() {
                        let back = AnyPosition::from_setup(pos.to_setup())
                            .unwrap_or_else(|e| panic!("{}: {e}", pos.position_string()));
                        assert_same(&pos, &back);
                        let owned = AnyPosition::from_setup(pos.clone().into_setup());
                        assert!(owned.is_ok_and(|p| p.hash() == pos.hash()));
                        compared += 1;
                    }
                    pos.legal_moves(&mut moves);
                    if moves.is_empty() || pos.terminal().is_some() {
                        break;
                    }
                    pos.play(moves[rng.usize(..moves.len())]);
                }
            }
        }
    }
    assert!(compared > 5000, "{compared} positions compared");
}

/// Each shared rule broken once per variant that has it; the strings follow RULES.md's
/// formats and break exactly that rule (White is checked before Black).
#[test]
fn each_shared_setup_error_from_each_variant() {
    let sky = "8/8/8/8/8/8/8/8";
    let kings2 = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    let valhalla = Variant::Valhalla(ValhallaOptions::default());
    let pawn = |cell: &str, ranks| SetupError::PawnOnBackRank {
        cell: cell.into(),
        ranks,
    };
    let ep_rank = SetupError::EnPassantRank {
        square: "e3".into(),
        expected: 6,
        side: "white",
    };
    let two_white = SetupError::TooManyKings {
        color: Color::White,
        count: 2,
    };
    let cases: Vec<(Variant, String, SetupError)> = vec![
        // Standard chess (RULES.md §6).
        (
            Variant::Standard,
            "4k3/8/8/8/8/8/8/8 w - - 0 1".into(),
            SetupError::MissingKing(Color::White),
        ),
        (
            Variant::Standard,
            "4k3/8/8/8/8/8/8/3KK3 w - - 0 1".into(),
            two_white.clone(),
        ),
        (
            Variant::Standard,
            "4k3/8/8/8/8/8/8/P3K3 w - - 0 1".into(),
            pawn("a1", BackRanks::FirstOrLast),
        ),
        // The rook on e1 attacks e8 up the open file, and White is to move.
        (
            Variant::Standard,
            "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1".into(),
            SetupError::OppositeCheck(Color::Black),
        ),
        // With White to move the last double step was Black's, across rank 6.
        (
            Variant::Standard,
            "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1".into(),
            ep_rank.clone(),
        ),
        // Two Worlds: the kings of both levels count together; back ranks are Earth's.
        (
            Variant::TwoWorlds,
            format!("8/8/8/8/8/8/8/4K3|{sky} w - - 0 1"),
            SetupError::MissingKing(Color::Black),
        ),
        (
            Variant::TwoWorlds,
            "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/K7 w - - 0 1".into(),
            two_white.clone(),
        ),
        (
            Variant::TwoWorlds,
            format!("4k3/8/8/8/8/8/8/P3K3|{sky} w - - 0 1"),
            pawn("a1", BackRanks::Earth),
        ),
        // TW-4: the rook on Sky E8 attacks the square below it.
        (
            Variant::TwoWorlds,
            "4k3/8/8/8/8/8/8/4K3|4R3/8/8/8/8/8/8/8 w - - 0 1".into(),
            SetupError::OppositeCheck(Color::Black),
        ),
        (
            Variant::TwoWorlds,
            format!("4k3/8/8/8/4P3/8/8/4K3|{sky} w - e3 0 1"),
            ep_rank.clone(),
        ),
        // 4D (no en passant, D4-3): boards (z,w) (0,0) (1,0) (0,1) (1,1), rank 4 first.
        (
            Variant::FourD,
            "4/4/4/K3|4/4/4/4|4/4/4/4|4/4/4/4 w 0 1".into(),
            SetupError::MissingKing(Color::Black),
        ),
        (
            Variant::FourD,
            "4/4/4/KK2|4/4/4/4|3k/4/4/4|4/4/4/4 w 0 1".into(),
            two_white.clone(),
        ),
        (
            Variant::FourDClassic,
            "4/4/4/K3|P3/4/4/4|3k/4/4/4|4/4/4/4 w 0 1".into(),
            pawn("a4[1,0]", BackRanks::OneOrFour),
        ),
        // The rook on d4[0,0] changes only w to reach the king on d4[0,1].
        (
            Variant::FourD,
            "3R/4/4/K3|4/4/4/4|3k/4/4/4|4/4/4/4 w 0 1".into(),
            SetupError::OppositeCheck(Color::Black),
        ),
        // Valhalla (no opposite check: a placement may give one, V-8): each board's
        // rules, told with the board.
        (
            valhalla,
            format!("{kings2} | 8/8/8/8/8/8/8/4K3 w - - 0 1"),
            SetupError::MissingKing(Color::Black).on_board(2),
        ),
        (
            valhalla,
            format!("{kings2} | 4k3/8/8/8/8/8/8/3KK3 w - - 0 1"),
            two_white.clone().on_board(2),
        ),
        (
            valhalla,
            format!("4k2P/8/8/8/8/8/8/4K3 w - - 0 1 | {kings2}"),
            pawn("h8", BackRanks::FirstOrLast).on_board(1),
        ),
        (
            valhalla,
            format!("4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1 | {kings2}"),
            ep_rank.clone().on_board(1),
        ),
    ];
    for (variant, text, want) in cases {
        let got = AnyPosition::from_string(variant, &text).err();
        assert_eq!(
            got,
            Some(PositionError::Setup(want.clone())),
            "{variant} {text}"
        );
        // The text reads: only the setup stage refuses it.
        assert_eq!(parse(variant, &text).into_position().err(), Some(want));
    }
    // A shared error reads the same in every variant, a Valhalla board's with its board.
    assert_eq!(
        SetupError::MissingKing(Color::Black).to_string(),
        "black has no king"
    );
    assert_eq!(
        SetupError::MissingKing(Color::Black)
            .on_board(2)
            .to_string(),
        "board 2: black has no king"
    );
}

/// The same rules met by editing the start setups as data (what the editor does).
#[test]
fn setup_errors_of_edited_setups() {
    for variant in variants() {
        let start = AnySetup::start(variant);
        let kings: Vec<(Cell, PieceView)> = start
            .pieces()
            .into_iter()
            .filter(|(_, p)| p.role == Role::King)
            .collect();
        // Every black king gone: the first one missing is reported.
        let mut no_black = start;
        for (cell, p) in &kings {
            if p.color == Color::Black {
                assert_eq!(no_black.remove(*cell), Some(*p));
            }
        }
        let err = no_black.into_position().err();
        let expected = match variant {
            // V-11: two kings missing at once are no king-replaced game.
            Variant::Valhalla(_) => SetupError::MissingKings {
                missing: 2,
                which: "black on board 1, black on board 2".into(),
            },
            _ => SetupError::MissingKing(Color::Black),
        };
        assert_eq!(err, Some(expected), "{variant}");
        // A second white king on rank 3 of the first white king's board: empty in every
        // start (RULES.md's start strings).
        let (white_king, _) = kings
            .iter()
            .filter(|(_, p)| p.color == Color::White)
            .min_by_key(|(c, _)| c.board)
            .copied()
            .unwrap_or_else(|| panic!("{variant}: a white king"));
        let beside = Cell::new(white_king.board, white_king.file, 2);
        assert_eq!(start.piece_at(beside), None);
        let mut two = start;
        two.put(beside, PieceView::plain(Color::White, Role::King));
        let two_white = SetupError::TooManyKings {
            color: Color::White,
            count: 2,
        };
        let expected = match variant {
            Variant::Valhalla(_) => two_white.on_board(1),
            _ => two_white,
        };
        assert_eq!(two.into_position().err(), Some(expected), "{variant}");
    }
}

#[test]
fn the_stages_are_told_apart() {
    // A field that does not read is the text stage's, in the variant's words.
    let bad = AnyPosition::from_string(Variant::Standard, "8/8 w - - 0 1");
    assert!(matches!(
        bad,
        Err(ReadError::Parse(ParseError::Standard(_)))
    ));
    let err = bad.err().map(|e| e.to_string()).unwrap_or_default();
    assert!(err.starts_with("field 1 (placement)"), "{err}");
    // A string that reads but is no position is the setup stage's.
    let no_kings = AnyPosition::from_string(Variant::Standard, "8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(
        no_kings.err(),
        Some(PositionError::Setup(SetupError::MissingKing(Color::White)))
    );
}

/// `text` with board `board`'s castling field (field 3 of its FEN part) replaced by
/// `field`: the variants' formats (RULES.md §1, §2, §4) put it third on each board.
fn with_castling(variant: Variant, board: usize, field: &str) -> String {
    match variant {
        Variant::Standard => format!("r3k2r/8/8/8/8/8/8/R3K2R w {field} - 0 1"),
        Variant::TwoWorlds => format!(
            "r3k2r/8/8/8/8/8/8/R3K2R|{} w {field} - 0 1",
            "8/".repeat(7) + "8"
        ),
        _ => {
            let fen = |b: usize| {
                let rights = if b == board { field } else { "-" };
                format!("r3k2r/8/8/8/8/8/8/R3K2R w {rights} - 0 1")
            };
            format!("{} | {}", fen(0), fen(1))
        }
    }
}

#[test]
fn each_boards_castling_rights_are_exactly_what_its_field_reads() {
    let every = [
        CastlingKind::Short,
        CastlingKind::Long,
        CastlingKind::InterLevel,
    ]
    .into_iter()
    .flat_map(|kind| Color::ALL.map(|c| CastlingRight::new(c, kind)));
    let every: Vec<CastlingRight> = every.collect();
    let mut checked = 0;
    for variant in [
        Variant::Standard,
        Variant::TwoWorlds,
        Variant::Valhalla(ValhallaOptions::default()),
    ] {
        let setup = AnySetup::start(variant);
        for board in 0..setup.field_boards() {
            let listed = setup.castling_rights(board);
            for &right in &every {
                let text = with_castling(variant, board, &right.letter().to_string());
                match AnySetup::parse(variant, &text) {
                    Ok(read) => {
                        assert!(listed.contains(&right), "{variant} reads {text}");
                        for &other in listed {
                            assert_eq!(read.holds(board, other), other == right, "{text}");
                        }
                        // And writes back the same letter.
                        assert_eq!(read.to_string(), text);
                        checked += 1;
                    }
                    Err(_) => assert!(!listed.contains(&right), "{variant} refuses {text}"),
                }
                // A right the board does not list cannot be set as data either.
                let mut edited = setup;
                edited.set_castling(board, right, false);
                edited.set_castling(board, right, true);
                assert_eq!(edited.holds(board, right), listed.contains(&right));
            }
            // All of them are written in the listed order (RULES.md: `KQkq`, `KQIkqi`).
            let all: String = listed.iter().map(|r| r.letter()).collect();
            let mut held = parse(variant, &with_castling(variant, board, "-"));
            for &right in listed {
                held.set_castling(board, right, true);
            }
            assert_eq!(held.to_string(), with_castling(variant, board, &all));
        }
    }
    // K Q k q on one standard board, six letters in Two Worlds, four on each Valhalla
    // board.
    assert_eq!(checked, 4 + 6 + 4 + 4);
    assert!(
        AnySetup::start(Variant::FourD)
            .castling_rights(0)
            .is_empty()
    );
}

#[test]
fn a_setup_is_edited_as_data() {
    // Standard chess knows no marks: a ghost is put as its controller's plain piece.
    let mut setup = AnySetup::start(Variant::Standard);
    let e4 = Cell::new(0, 4, 3);
    let ghost = PieceView {
        ghost: true,
        body: Color::White,
        ..PieceView::plain(Color::Black, Role::Knight)
    };
    setup.put(e4, ghost);
    assert_eq!(
        setup.piece_at(e4),
        Some(PieceView::plain(Color::Black, Role::Knight))
    );
    // Off the boards nothing changes.
    let before = setup;
    setup.put(Cell::new(1, 0, 0), ghost);
    setup.put(Cell::new(0, 8, 0), ghost);
    assert_eq!(setup, before);
    // Clear keeps the side and the clocks.
    setup.set_side(Color::Black);
    setup.set_clocks(7, 0);
    setup.clear();
    assert_eq!(setup.to_string(), "8/8/8/8/8/8/8/8 b - - 7 1");

    // Two Worlds keeps a ghost's mark (in the Sky) and a promoted piece's.
    let mut tw = AnySetup::start(Variant::TwoWorlds);
    tw.clear();
    tw.put(Cell::new(1, 3, 4), ghost);
    tw.put(
        Cell::new(0, 0, 0),
        PieceView {
            promoted: true,
            ..PieceView::plain(Color::White, Role::Queen)
        },
    );
    assert_eq!(
        tw.to_string(),
        "8/8/8/8/8/8/8/Q~7|8/8/8/3n*4/8/8/8/8 w - - 0 1"
    );
    assert_eq!(tw.piece_at(Cell::new(1, 3, 4)), Some(ghost));

    // Valhalla: the side to move sets board 2's as the options make it (V-11).
    let mut inverted = AnySetup::start(Variant::Valhalla(INVERTED));
    inverted.set_side(Color::Black);
    assert_eq!(
        inverted.to_string(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1 | 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"
    );
    // Each board's en-passant field, read as the string reads it.
    assert_eq!(
        inverted
            .read_en_passant(1, "e6")
            .map(|c| c.map(|c| (c.board, c.file, c.rank))),
        Ok(Some((1, 4, 5)))
    );
    let err = inverted
        .read_en_passant(1, "e9")
        .err()
        .map(|e| e.to_string());
    assert_eq!(
        err.as_deref(),
        Some("board 2: field 4 (en passant): 'e9' is not a square or '-'")
    );
    inverted.set_en_passant(1, Some(Cell::new(1, 4, 5)));
    inverted.set_en_passant(0, Some(Cell::new(1, 4, 2)));
    assert_eq!(inverted.en_passant(0), None, "a cell of another board");
    assert!(
        inverted
            .to_string()
            .ends_with("| 4k3/8/8/8/8/8/8/4K3 w KQkq e6 0 1")
    );
}
