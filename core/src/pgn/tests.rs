//! Tests of the PGN reader and writer. Expected positions are worked out by hand in the
//! comments; the shakmaty comparison on real games is `tests/tests/pgn_games.rs`.
use super::*;
use crate::game::Game;
use crate::game::Notation;
use crate::record::{GameRecord, Player, Players};

fn read(text: &str) -> Vec<PgnGame> {
    read_games(text).unwrap_or_else(|e| panic!("{e}"))
}

fn fen(game: &PgnGame) -> String {
    game.final_position().position_string()
}

/// (game, line, column, token) of the error `text` gives, and its kind.
fn error_of(text: &str) -> ((usize, usize, usize, String), PgnErrorKind) {
    match read_games(text) {
        Ok(games) => panic!("{} games read from {text:?}", games.len()),
        Err(e) => ((e.game, e.line, e.column, e.token.clone()), e.kind),
    }
}

fn at(game: usize, line: usize, column: usize, token: &str) -> (usize, usize, usize, String) {
    (game, line, column, token.to_string())
}

#[test]
fn tags_moves_comments_nags_and_variations_are_kept() {
    let text = "[Event \"Test \\\"quoted\\\"\"]\n[White \"Ada\"]\n[Result \"1-0\"]\n\n\
        {Before the first move} 1. e4! e5 $14 {a\n  comment} (1... c5 {Sicilian}\n\
        (1... e6)) 2. Nf3 ;rest of line\n2... Nc6 *\n";
    let games = read(text);
    assert_eq!(games.len(), 1);
    let g = &games[0];
    assert_eq!(g.tag("Event"), Some("Test \"quoted\""));
    assert_eq!(g.tag("White"), Some("Ada"));
    // The Result tag wins over the termination marker `*`.
    assert_eq!(g.result, PgnResult::WhiteWins);
    assert_eq!(
        g.intro,
        [Annotation::Comment("Before the first move".into())]
    );
    let texts: Vec<&str> = g.moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(texts, ["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!(g.moves[0].annotations, [Annotation::Nag(1)]);
    assert_eq!(
        g.moves[1].annotations,
        [
            Annotation::Nag(14),
            Annotation::Comment("a comment".into()),
            Annotation::Variation("1... c5 {Sicilian} (1... e6)".into()),
        ]
    );
    assert_eq!(
        g.moves[2].annotations,
        [Annotation::Comment("rest of line".into())]
    );
    // `(1... e6)) 2. Nf3` is line 7; Nf3 starts at column 15.
    assert_eq!((g.moves[2].line, g.moves[2].column), (7, 15));
    assert_eq!(
        fen(g),
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
    );
}

#[test]
fn a_semicolon_comment_in_a_variation_is_kept_as_a_brace_comment() {
    // Found by `long_pgn`: the `}` of a `;` comment cannot stand in a brace comment.
    let g = &read("1. e4 (1. d4 ;a } note\n 1... d5) e5 *")[0];
    let want = [Annotation::Variation("1. d4 {a note} 1... d5".into())];
    assert_eq!(g.moves[0].annotations, want);
    let again = &read(&write_game(g))[0];
    assert_eq!(again.moves[0].annotations, want);
}

#[test]
fn many_games_in_file_order_with_or_without_tags_and_results() {
    let text = "[Event \"one\"]\n\n1. d4 d5 1/2-1/2\n\n{between games}\n[Event \"two\"]\n1. e4 0-1\n\
        1. c4 *\n[Event \"four\"]\n\n1. Nf3\n\n[Event \"five\"]\n";
    let games = read(text);
    let events: Vec<Option<&str>> = games.iter().map(|g| g.tag("Event")).collect();
    assert_eq!(
        events,
        [Some("one"), Some("two"), None, Some("four"), Some("five")]
    );
    let results: Vec<&str> = games.iter().map(|g| g.result.as_str()).collect();
    assert_eq!(results, ["1/2-1/2", "0-1", "*", "*", "*"]);
    let numbers: Vec<usize> = games.iter().map(|g| g.number).collect();
    assert_eq!(numbers, [1, 2, 3, 4, 5]);
    assert_eq!(games[2].moves.len(), 1);
    assert!(games[4].moves.is_empty());
}

#[test]
fn fen_start_en_passant_castling_both_ways_underpromotion_disambiguation() {
    // White: Ra1 Ke1 Rh1, pawns b5 b7; Black: Ra8 Ke8 Rh8, pawn c5 (just from c7).
    // 30. bxc6 takes c5 en passant; 30... O-O (b7 attacks c8, so not O-O-O);
    // 31. bxa8=N takes the rook and becomes a knight; 31... Rf7; 32. O-O-O; 32... Rf1
    // (the d1 rook blocks the check); 33. Rhxf1: both rooks reach f1, so the file.
    // Left: White Kc1 Rd1 Rf1 Na8 Pc6, Black Kg8; Black to move, the capture resets the
    // halfmove clock, move 33.
    let text = "[SetUp \"1\"]\n[FEN \"r3k2r/1P6/8/1Pp5/8/8/8/R3K2R w KQkq c6 0 30\"]\n\n\
        30. bxc6 O-O 31. bxa8=N?! Rf7 32. O-O-O Rf1 33. Rhxf1 *";
    let g = &read(text)[0];
    assert_eq!(fen(g), "N5k1/8/2P5/8/8/8/8/2KR1R2 b - - 0 33");
    // Zeros for castling and a UCI move are read too.
    let text = "[FEN \"r3k2r/1P6/8/1Pp5/8/8/8/R3K2R w KQkq c6 0 30\"]\n\n\
        30. b5c6 0-0 31. bxa8N Rf7 32. 0-0-0 Rf1 33. Rhxf1 *";
    assert_eq!(fen(&read(text)[0]), "N5k1/8/2P5/8/8/8/8/2KR1R2 b - - 0 33");
}

#[test]
fn move_numbers_are_not_checked_and_a_contradicting_result_is_kept() {
    // Numbers out of order, repeated or missing read as the moves they stand before.
    let g = &read("5. e4 9... e5 Nf3 1. Nc6 *")[0];
    assert_eq!(g.moves.len(), 4);
    // Black mates; the file says 1-0: the file's word is kept (the rules judge the board).
    let g = &read("[Result \"1-0\"]\n1. f3 e5 2. g4 Qh4# 1-0")[0];
    assert_eq!(g.result, PgnResult::WhiteWins);
    assert_eq!(
        g.final_position().terminal().map(|o| o.score()),
        Some("0-1")
    );
}

#[test]
fn malformed_pgn_names_the_game_line_column_and_token() {
    // Unknown SAN, in the second game.
    let (place, kind) = error_of("[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. e4 Zz9 *");
    assert_eq!(place, at(2, 7, 7, "Zz9"));
    assert!(matches!(kind, PgnErrorKind::NotAMove(_)), "{kind}");
    // Illegal move (the shape of SAN, no legal move), and an ambiguous one.
    let (place, kind) = error_of("1. e4 e5 2. Ke3 *");
    assert_eq!(place, at(1, 1, 13, "Ke3"));
    assert!(matches!(kind, PgnErrorKind::IllegalMove(_)), "{kind}");
    let (place, kind) = error_of("[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n\n1. Nd2 *");
    assert_eq!(place, at(1, 3, 4, "Nd2"));
    assert!(kind.to_string().contains("ambiguous"), "{kind}");
    // A move after mate.
    let (place, kind) = error_of("1. f3 e5 2. g4 Qh4# 3. a3 0-1");
    assert_eq!(place, at(1, 1, 24, "a3"));
    assert_eq!(
        kind.to_string(),
        "no move can follow: the game is over (0-1 checkmate)"
    );
    // Bad tag syntax: a value without quotes, a missing `]`, a missing name.
    let (place, kind) = error_of("[Event \"x\"]\n[White Ada]\n1. e4 *");
    assert_eq!(place, at(1, 2, 8, "Ada"));
    assert!(matches!(kind, PgnErrorKind::BadTag(_)), "{kind}");
    let (place, _) = error_of("[Event \"x\"\n1. e4 *");
    assert_eq!(place, at(1, 2, 1, "1"));
    let (place, _) = error_of("[Event \"x\"]\n[ \"y\"]");
    assert_eq!(place, at(1, 2, 3, "\"y\""));
    let (place, kind) = error_of("[White \"Ada\n1. e4 *");
    assert_eq!(
        (place, kind),
        (at(1, 1, 8, "\"Ada"), PgnErrorKind::UnterminatedString)
    );
    let (place, kind) = error_of("[Event \"x\"]\n[Event \"y\"]\n*");
    assert_eq!(place, at(1, 2, 8, "\"y\""));
    assert_eq!(kind, PgnErrorKind::DuplicateTag("Event".into()));
    // Unterminated comment and variation (at the end of the text, or before the next
    // game's tags): the place where it opened.
    let (place, kind) = error_of("1. e4 e5 *\n\n1. e4 {never closed\n2. d4 *");
    assert_eq!(
        (place, kind),
        (at(2, 3, 7, "{"), PgnErrorKind::UnterminatedComment)
    );
    let (place, kind) = error_of("1. e4 (1. d4 d5\n\n[Event \"next\"]\n1. e4 *");
    assert_eq!(
        (place, kind),
        (at(1, 1, 7, "("), PgnErrorKind::UnterminatedVariation)
    );
    let (place, kind) = error_of("1. e4 (1. d4 (1. c4)");
    assert_eq!(
        (place, kind),
        (at(1, 1, 7, "("), PgnErrorKind::UnterminatedVariation)
    );
    let (place, kind) = error_of("1. e4 ) e5 *");
    assert_eq!(
        (place, kind),
        (at(1, 1, 7, ")"), PgnErrorKind::UnmatchedParenthesis)
    );
    // Bad FEN tag, unknown variant, SetUp without FEN, bad Result tag.
    let (place, kind) = error_of("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n*");
    assert_eq!(place, at(1, 1, 6, "\"8/8/8/8/8/8/8/8 w - - 0 1\""));
    assert!(matches!(kind, PgnErrorKind::BadFen(_)), "{kind}");
    let (place, kind) = error_of("1. e4 *\n\n[Site \"x\"]\n[Variant \"Chess960\"]\n1. e4 *");
    assert_eq!(place, at(2, 4, 10, "\"Chess960\""));
    assert!(matches!(kind, PgnErrorKind::UnknownVariant(_)), "{kind}");
    let (place, kind) = error_of("[SetUp \"1\"]\n1. e4 *");
    assert_eq!(
        (place, kind),
        (at(1, 1, 8, "\"1\""), PgnErrorKind::SetUpWithoutFen)
    );
    let (place, kind) = error_of("[Result \"2-0\"]\n1. e4 *");
    assert_eq!(
        (place, kind),
        (at(1, 1, 9, "\"2-0\""), PgnErrorKind::BadResultTag)
    );
    // Garbage between games: the text after a result that is neither tags nor moves.
    let (place, kind) = error_of("1. e4 e5 1-0\nthis is not PGN\n");
    assert_eq!((place, kind), (at(2, 2, 1, "this"), PgnErrorKind::Garbage));
    // A bad NAG, a bad suffix, a stray character, a stray string.
    assert_eq!(
        error_of("1. e4 $300 *"),
        (at(1, 1, 7, "$300"), PgnErrorKind::BadNag)
    );
    assert_eq!(
        error_of("1. e4 !!! *"),
        (at(1, 1, 7, "!!!"), PgnErrorKind::BadSuffix)
    );
    assert_eq!(
        error_of("1. e4 & *"),
        (at(1, 1, 7, "&"), PgnErrorKind::BadCharacter)
    );
    let (place, _) = error_of("1. e4 \"x\" *");
    assert_eq!(place, at(1, 1, 7, "\"x\""));
    // A null move (python-chess's test game Anastasian-Lewis has `Z0`).
    for null in ["--", "Z0", "0000"] {
        let (place, kind) = error_of(&format!("1. e4 {null} 2. d4 *"));
        assert_eq!(place, at(1, 1, 7, null));
        assert!(kind.to_string().starts_with("a null move"), "{kind}");
    }
    // No game at all.
    assert_eq!(error_of("").1, PgnErrorKind::NoGame);
    let (place, kind) = error_of("{only a comment}\n");
    assert_eq!((place, kind), (at(1, 2, 1, ""), PgnErrorKind::NoGame));
}

#[test]
fn error_messages_are_one_line_with_the_place() {
    let e = read_games("[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. e4 Zz9 *")
        .err()
        .map(|e| e.to_string());
    assert_eq!(
        e.as_deref(),
        Some(
            "game 2, line 7, column 7, at 'Zz9': not a move: expected SAN such as Nf3, exd5, O-O or e8=Q (or a UCI move such as g1f3)"
        )
    );
    let e = read_games("{x}").err().map(|e| e.to_string());
    assert_eq!(
        e.as_deref(),
        Some(
            "game 1, line 1, column 4, at the end of the text: the text holds no PGN game (no tag pair and no move)"
        )
    );
    // A control character in a token is escaped, a long token cut.
    let e = read_games(&format!("1. e4 \u{1b}[2J{}", "x".repeat(300)))
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(
        e.contains("\\u{1b}") && !e.contains('\u{1b}') && e.len() < 300,
        "{e}"
    );
}

#[test]
fn the_writer_writes_the_roster_variant_fen_and_numbered_san() {
    let text = "[White \"Ada \\\"A\\\" \\\\ B\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 12\"]\n[Opening \"?\"]\n\n\
        12... Kd7 {a comment} 13. e4 Ke6 $2 14. e5 (14. Kf2) 14... Kxe5 1/2-1/2";
    let g = &read(text)[0];
    let written = write_game(g);
    let want = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
        [White \"Ada \\\"A\\\" \\\\ B\"]\n[Black \"?\"]\n[Result \"1/2-1/2\"]\n[Variant \"Standard\"]\n\
        [SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 12\"]\n[Opening \"?\"]\n\n\
        12... Kd7 {a comment} 13. e4 Ke6 $2 14. e5 (14. Kf2) 14... Kxe5 1/2-1/2\n";
    assert_eq!(written, want);
    // No FEN or SetUp for the usual start; a `;` comment holding `}` stays a `;` comment.
    let g = &read("1. e4 ;a } here\n1... e5 *")[0];
    let written = write_game(g);
    assert!(
        !written.contains("FEN") && !written.contains("SetUp"),
        "{written}"
    );
    assert!(
        written.ends_with("\n\n1. e4 ;a } here\n1... e5 *\n"),
        "{written}"
    );
    assert_eq!(
        read(&written)[0].moves[0].annotations,
        g.moves[0].annotations
    );
}

#[test]
fn written_lines_stay_within_79_characters() {
    let immortal = "1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5 5. Bxb5 Nf6 6. Nf3 Qh6 7. d3 Nh5 \
        8. Nh4 Qg5 9. Nf5 c6 10. g4 Nf6 11. Rg1 cxb5 12. h4 Qg6 13. h5 Qg5 14. Qf3 Ng8 \
        15. Bxf4 Qf6 16. Nc3 Bc5 17. Nd5 Qxb2 18. Bd6 Bxg1 {a long comment that has to be \
        wrapped over two lines or more, since it is much longer than one line} \
        19. e5 Qxa1+ 20. Ke2 Na6 21. Nxg7+ Kd8 22. Qf6+ Nxf6 23. Be7# 1-0";
    let g = &read(immortal)[0];
    let written = write_game(g);
    assert!(
        written.lines().all(|l| l.chars().count() <= 79),
        "{written}"
    );
    assert!(written.lines().count() > 12, "{written}");
    let again = &read(&written)[0];
    assert_eq!(again.decisions(), g.decisions());
    assert_eq!(again.moves[35].annotations, g.moves[35].annotations);
    assert_eq!(write_game(again), written);
}

/// A deterministic walk: the `k`-th legal move at each ply, for `plies` plies.
fn walk(variant: Variant, plies: usize, k: usize) -> Game<AnyPosition> {
    let mut game = Game::new(AnyPosition::new(variant));
    for i in 0..plies {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[(i * 7 + k) % legal.len()];
        if game.play(mv).is_err() {
            break;
        }
    }
    game
}

#[test]
fn every_variant_round_trips_through_pgn_like_text() {
    for v in Variant::all() {
        for k in 0..3 {
            let game = walk(v, 60 + 13 * k, k);
            let pgn = PgnGame::from_game(&game);
            let text = write_game(&pgn);
            assert!(
                text.contains(&format!("[Variant \"{}\"]", variant_tag(v))),
                "{text}"
            );
            let again = read_games(&text).unwrap_or_else(|e| panic!("{v}: {e}\n{text}"));
            let again = &again[0];
            assert_eq!(again.variant, v);
            assert_eq!(again.decisions(), game.moves(), "{v}\n{text}");
            assert_eq!(
                again.final_position().position_string(),
                game.position().position_string()
            );
            assert_eq!(again.result, PgnResult::of(game.outcome()), "{v}");
            assert_eq!(write_game(again), text, "{v}: written twice the same");
            let replayed = again.to_game().unwrap_or_else(|e| panic!("{v}: {e}"));
            assert_eq!(replayed.moves(), game.moves());
        }
    }
}

#[test]
fn a_valhalla_turn_left_unfinished_is_the_last_move() {
    let v: Variant = "valhalla".parse().unwrap_or_else(|e| panic!("{e}"));
    // After whole turns, one decision more: find a walk whose last turn stops inside.
    let game = (40..80)
        .map(|n| walk(v, n, 1))
        .find(|g| !crate::record::at_turn_boundary(g.position()))
        .unwrap_or_else(|| panic!("no walk stops inside a turn"));
    let text = write_game(&PgnGame::from_game(&game));
    let g = &read(&text)[0];
    assert_eq!(g.decisions(), game.moves(), "{text}");
    // Another move after it is an error at the unfinished turn.
    let last = g.moves.last().map(|m| m.text.clone()).unwrap_or_default();
    let more = format!("{} e2e4 *", text.trim_end().trim_end_matches('*'));
    let e = read_games(&more).err().unwrap_or_else(|| panic!("{more}"));
    assert_eq!(e.token, last);
    assert!(matches!(e.kind, PgnErrorKind::UnfinishedTurn(_)), "{e}");
}

#[test]
fn moves_after_a_rules_end_read_but_do_not_replay_under_the_otherworlds_rules() {
    // The start position stands a third time after 4... Ng8: the Otherworlds rules end
    // the game there; PGN (claims) goes on.
    let g = &read("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 *")[0];
    assert_eq!(g.moves.len(), 9);
    let e = g.to_game().err().unwrap_or_else(|| panic!("replayed"));
    assert_eq!(
        (e.game, e.line, e.column, e.token.as_str()),
        (1, 1, 48, "e4")
    );
    assert_eq!(
        e.kind.to_string(),
        "the game was already over under the Otherworlds rules (1/2-1/2 threefold-repetition; RULES.md §6 ends it without a claim), so this move cannot be replayed"
    );
}

#[test]
fn records_and_pgn_convert_both_ways() {
    let text = "[Date \"1858.11.02\"]\n[White \"Ada\"]\n[Black \"Otherworlds level 3\"]\n\
        [BlackType \"program\"]\n\n1. f3 e5 2. g4 Qh4# 0-1";
    let g = &read(text)[0];
    let record = g.to_record().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        record.players,
        Players {
            white: Player::human(Some("Ada")),
            black: Player::computer(3)
        }
    );
    assert_eq!(record.moves, ["f2f3", "e7e5", "g2g4", "d8h4"]);
    assert_eq!(record.created.as_deref(), Some("1858-11-02T00:00:00Z"));
    assert_eq!(
        record.result.map(|o| o.to_string()).as_deref(),
        Some("0-1 checkmate")
    );
    record.replay().unwrap_or_else(|e| panic!("{e}"));
    let back = PgnGame::from_record(&record).unwrap_or_else(|e| panic!("{e}"));
    for (name, value) in [
        ("Date", "1858.11.02"),
        ("White", "Ada"),
        ("Black", "Otherworlds level 3"),
        ("BlackType", "program"),
    ] {
        assert_eq!(back.tag(name), Some(value), "{name}");
    }
    assert_eq!(back.decisions(), g.decisions());
    assert_eq!(back.result, PgnResult::BlackWins);
    // An external engine (a computer with a name and no level) keeps its name.
    let mut by_engine = record.clone();
    by_engine.players.white = crate::record::Player {
        kind: crate::record::PlayerKind::Computer,
        name: Some("Stockfish 15.1".into()),
        level: None,
    };
    let back = PgnGame::from_record(&by_engine).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back.tag("White"), Some("Stockfish 15.1"));
    assert_eq!(back.tag("WhiteType"), Some("program"));
    // A resignation is the file's word: the record, judged by the board, has none.
    let g = &read("[Result \"1-0\"]\n[Date \"1900.??.??\"]\n1. e4 1-0")[0];
    let record: GameRecord = g.to_record().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((record.result, record.created), (None, None));
    let loaded = g.to_loaded().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(loaded.game.moves().len(), 1);
}

#[test]
fn variant_tags_map_both_ways() {
    for v in Variant::all() {
        assert_eq!(variant_from_tag(&variant_tag(v)), Ok(v));
        assert_eq!(variant_from_tag(&v.display_name()), Ok(v));
        assert_eq!(variant_from_tag(&v.display_name().to_uppercase()), Ok(v));
    }
    assert_eq!(variant_tag(Variant::Standard), "Standard");
    assert_eq!(variant_tag(Variant::TwoWorlds), "two-worlds");
    for s in ["From Position", "chess", "STANDARD"] {
        assert_eq!(variant_from_tag(s), Ok(Variant::Standard), "{s}");
    }
    assert!(variant_from_tag("Crazyhouse").is_err());
}

#[test]
fn latin1_bytes_and_a_byte_order_mark_read() {
    let mut bytes = b"[White \"Ren\xe9\"]\n1. e4 *".to_vec();
    let g = &read_bytes(&bytes).unwrap_or_else(|e| panic!("{e}"))[0];
    assert_eq!(g.tag("White"), Some("René"));
    bytes = "\u{feff}[White \"René\"]\n1. e4 *".as_bytes().to_vec();
    let g = &read_bytes(&bytes).unwrap_or_else(|e| panic!("{e}"))[0];
    assert_eq!(g.tag("White"), Some("René"));
}
