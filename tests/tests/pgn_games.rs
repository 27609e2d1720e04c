//! Issue 17, PGN: every game of `tests/data/pgn/games.pgn` (53 games from public sources,
//! see the file's header) reads with the Otherworlds reader, replays to the same final
//! FEN as shakmaty (the oracle: its own SAN parser, fed by a tokenizer of this file that
//! shares nothing with the core's), writes SAN that shakmaty writes too, and exports to
//! PGN that reads back to the same games. Errors put into the file name their place.
use otherworlds_core::pgn::{self, Annotation, PgnErrorKind, PgnGame, PgnResult};
use otherworlds_core::{AnyMove, AnyPosition, prelude::*};
use shakmaty::fen::Fen;
use shakmaty::san::{San, SanPlus};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, EnPassantMode, Move, Position as _};

fn games_file() -> String {
    let path = otherworlds_tests::data_dir().join("pgn").join("games.pgn");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn read_all(text: &str) -> Vec<PgnGame> {
    pgn::read_games(text).unwrap_or_else(|e| panic!("{e}"))
}

/// A game as this test's own tokenizer sees it: the FEN tag and the main-line moves.
#[derive(Debug, Default)]
struct Oracle {
    fen: Option<String>,
    moves: Vec<String>,
}

/// The games of a PGN text, read as simply as the format allows: escape lines, tag lines,
/// `{}` and `;` comments and `( )` variations dropped; move numbers, NAGs and suffixes
/// dropped; a result token ends a game.
fn oracle_games(text: &str) -> Vec<Oracle> {
    let mut games = Vec::new();
    let mut game = Oracle::default();
    let mut body = String::new();
    let flush = |game: &mut Oracle, body: &mut String, games: &mut Vec<Oracle>| {
        for word in body.split_whitespace() {
            let word = word.trim_end_matches(['!', '?']);
            let numbered = word.trim_start_matches(|c: char| c.is_ascii_digit());
            if word.is_empty() || word.starts_with('$') || numbered.starts_with('.') {
                // A move number glued to its move: `12.e4`.
                let rest = numbered.trim_start_matches('.');
                if !rest.is_empty() && !word.starts_with('$') {
                    game.moves.push(rest.to_string());
                }
                continue;
            }
            if ["1-0", "0-1", "1/2-1/2", "*"].contains(&word) {
                games.push(std::mem::take(game));
                continue;
            }
            game.moves.push(word.to_string());
        }
        body.clear();
    };
    let mut depth = 0; // variation depth
    let mut chars = text.chars().peekable();
    let mut at_line_start = true;
    while let Some(c) = chars.next() {
        if at_line_start && (c == '%' || (c == '[' && depth == 0)) {
            let mut line = String::from(c);
            for d in chars.by_ref() {
                if d == '\n' {
                    break;
                }
                line.push(d);
            }
            if c == '[' {
                flush(&mut game, &mut body, &mut games);
                if let Some(rest) = line.strip_prefix("[FEN \"") {
                    game.fen = rest.strip_suffix("\"]").map(str::to_string);
                }
            }
            continue;
        }
        at_line_start = c == '\n';
        match c {
            '{' => {
                for d in chars.by_ref() {
                    if d == '}' {
                        break;
                    }
                }
                body.push(' ');
            }
            ';' => {
                for d in chars.by_ref() {
                    if d == '\n' {
                        at_line_start = true;
                        break;
                    }
                }
                body.push(' ');
            }
            '(' => depth += 1,
            ')' => depth -= 1,
            _ if depth > 0 => {}
            _ => body.push(c),
        }
    }
    flush(&mut game, &mut body, &mut games);
    if !game.moves.is_empty() {
        games.push(game);
    }
    games
}

fn shakmaty_start(fen: Option<&str>) -> shakmaty::Chess {
    match fen {
        None => shakmaty::Chess::default(),
        Some(fen) => fen
            .parse::<Fen>()
            .ok()
            .and_then(|f| f.into_position(CastlingMode::Standard).ok())
            .unwrap_or_else(|| panic!("shakmaty rejects {fen}")),
    }
}

/// shakmaty's move for a main-line word: SAN, else UCI (the UCI game of the file).
fn shakmaty_move(pos: &shakmaty::Chess, word: &str) -> Move {
    if let Ok(san) = word.parse::<SanPlus>()
        && let Ok(m) = san.san.to_move(pos)
    {
        return m;
    }
    word.parse::<UciMove>()
        .ok()
        .and_then(|u| u.to_move(pos).ok())
        .unwrap_or_else(|| panic!("shakmaty cannot play {word} at {}", fen_of(pos)))
}

fn fen_of(pos: &shakmaty::Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Always).to_string()
}

#[test]
fn every_game_replays_to_the_same_final_fen_as_shakmaty_and_writes_the_same_san() {
    let text = games_file();
    let ours = read_all(&text);
    let theirs = oracle_games(&text);
    assert!(ours.len() >= 50, "{} games", ours.len());
    assert_eq!(ours.len(), theirs.len(), "both readers see the same games");
    let mut plies = 0;
    for (i, (game, oracle)) in ours.iter().zip(&theirs).enumerate() {
        let n = i + 1;
        let mut pos = shakmaty_start(oracle.fen.as_deref());
        assert_eq!(
            game.start.position_string(),
            fen_of(&pos),
            "game {n}: the start"
        );
        assert_eq!(game.moves.len(), oracle.moves.len(), "game {n}: the moves");
        let mut mine = game.start.clone();
        for (m, word) in game.moves.iter().zip(&oracle.moves) {
            assert_eq!(&m.text, word, "game {n}");
            let theirs = shakmaty_move(&pos, word);
            // The SAN our writer gives is shakmaty's, check marks included.
            let [AnyMove::Standard(mv)] = m.decisions[..] else {
                panic!("game {n}: {word} is not one standard move");
            };
            let AnyPosition::Standard(chess) = &mine else {
                panic!("game {n}: not standard chess");
            };
            assert_eq!(
                chess.san(mv),
                SanPlus::from_move(pos.clone(), theirs).to_string(),
                "game {n}: {word} at {}",
                fen_of(&pos)
            );
            pos = pos
                .play(theirs)
                .unwrap_or_else(|e| panic!("game {n}: {word}: {e}"));
            mine.play(m.decisions[0]);
            plies += 1;
        }
        assert_eq!(
            game.final_position().position_string(),
            fen_of(&pos),
            "game {n}: the final position"
        );
    }
    eprintln!("{} games, {plies} plies compared with shakmaty", ours.len());
    assert!(plies > 2_000, "{plies} plies");
}

#[test]
fn the_file_has_every_feature_the_issue_names() {
    let text = games_file();
    let games = read_all(&text);
    let (mut fen_starts, mut promotions, mut under, mut short, mut long, mut ep) =
        (0, 0, 0, 0, 0, 0);
    for g in &games {
        fen_starts += usize::from(g.tag("FEN").is_some());
        let mut pos = match g.tag("FEN") {
            Some(fen) => shakmaty_start(Some(fen)),
            None => shakmaty::Chess::default(),
        };
        for m in &g.moves {
            let mv = shakmaty_move(&pos, &m.text);
            match mv.promotion() {
                Some(shakmaty::Role::Queen) => promotions += 1,
                Some(_) => {
                    promotions += 1;
                    under += 1;
                }
                None => {}
            }
            match San::from_move(&pos, mv).to_string().as_str() {
                "O-O" => short += 1,
                "O-O-O" => long += 1,
                _ => {}
            }
            ep += usize::from(mv.is_en_passant());
            pos = pos.play(mv).unwrap_or_else(|e| panic!("{e}"));
        }
    }
    let notes: Vec<&Annotation> = games
        .iter()
        .flat_map(|g| {
            g.intro
                .iter()
                .chain(g.moves.iter().flat_map(|m| &m.annotations))
        })
        .collect();
    let comments = notes
        .iter()
        .filter(|a| matches!(a, Annotation::Comment(_)))
        .count();
    let nags = notes
        .iter()
        .filter(|a| matches!(a, Annotation::Nag(_)))
        .count();
    let nested = notes
        .iter()
        .filter(|a| matches!(a, Annotation::Variation(v) if v.contains('(')))
        .count();
    let variations = notes
        .iter()
        .filter(|a| matches!(a, Annotation::Variation(_)))
        .count();
    let results: Vec<PgnResult> = games.iter().map(|g| g.result).collect();
    eprintln!(
        "FEN starts {fen_starts}, promotions {promotions} ({under} under), O-O {short}, O-O-O {long}, en passant {ep}, comments {comments}, NAGs {nags}, variations {variations} ({nested} nested)"
    );
    assert!(fen_starts >= 4 && promotions >= 4 && under >= 3 && ep >= 3);
    assert!(short >= 20 && long >= 5 && comments >= 20 && nags >= 10);
    assert!(variations >= 6 && nested >= 2);
    for r in [
        PgnResult::WhiteWins,
        PgnResult::BlackWins,
        PgnResult::Draw,
        PgnResult::Unknown,
    ] {
        assert!(results.contains(&r), "{r:?}");
    }
    // Escape lines, `;` comments, `12...` numbers, `!?`-style suffixes, `$n` NAGs.
    for needle in ["\n%", " ;", "8... c6", "Bg4?!", "$16", "c8=R!!"] {
        assert!(text.contains(needle), "{needle}");
    }
}

#[test]
fn written_pgn_reads_back_to_the_same_games() {
    let games = read_all(&games_file());
    let written = pgn::write_games(&games);
    let again = read_all(&written);
    assert_eq!(again.len(), games.len());
    for (i, (a, b)) in games.iter().zip(&again).enumerate() {
        let n = i + 1;
        assert_eq!(
            a.start.position_string(),
            b.start.position_string(),
            "game {n}"
        );
        assert_eq!(a.decisions(), b.decisions(), "game {n}");
        assert_eq!(a.result, b.result, "game {n}");
        assert_eq!(a.intro, b.intro, "game {n}");
        let notes = |g: &PgnGame| {
            g.moves
                .iter()
                .map(|m| m.annotations.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(notes(a), notes(b), "game {n}");
        // Every tag survives; the writer adds the roster's `?`s and Variant.
        for (name, value) in &a.tags {
            let kept = b.tag(name);
            let normalised = name == "Variant" || (name == "Result" && value != a.result.as_str());
            assert!(
                normalised || kept == Some(value.as_str()),
                "game {n}: {name}"
            );
        }
        assert_eq!(b.tag("Variant"), Some("Standard"), "game {n}");
        assert_eq!(b.tag("Result"), Some(a.result.as_str()), "game {n}");
        // The export is shakmaty's SAN with check marks, even where the file wrote UCI.
        let mut pos = shakmaty_start(a.tag("FEN"));
        for (ma, mb) in a.moves.iter().zip(&b.moves) {
            let mv = shakmaty_move(&pos, &ma.text);
            assert_eq!(
                mb.text,
                SanPlus::from_move(pos.clone(), mv).to_string(),
                "game {n}"
            );
            pos = pos.play(mv).unwrap_or_else(|e| panic!("{e}"));
        }
    }
    assert_eq!(pgn::write_games(&again), written, "written twice the same");
    assert!(written.lines().all(|l| l.chars().count() <= 79));
}

#[test]
fn every_game_opens_in_the_replay_player() {
    // The replay player takes a `LoadedGame`; each game replays under the Otherworlds
    // rules (no game of the file goes on after a threefold repetition or fifty moves).
    for g in read_all(&games_file()) {
        let loaded = g.to_loaded().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(loaded.game.moves(), g.decisions().as_slice());
        assert_eq!(
            loaded.game.position().position_string(),
            g.final_position().position_string()
        );
        let again = loaded.record.replay().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(again.moves(), loaded.game.moves());
    }
}

/// The file with the `nth` occurrence of `from` replaced by `to`, and the 1-based line,
/// column of the replacement and the number of the game it is in (games counted by
/// their `[Event ` tag lines before it).
fn spoil(text: &str, from: &str, nth: usize, to: &str) -> (String, usize, usize, usize) {
    let at = text
        .match_indices(from)
        .nth(nth)
        .map(|(i, _)| i)
        .unwrap_or_else(|| panic!("{from} #{nth} not in the file"));
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    let game = before.matches("\n[Event ").count() + usize::from(before.starts_with("[Event "));
    let spoilt = format!("{before}{to}{}", &text[at + from.len()..]);
    (spoilt, line, column, game)
}

#[test]
fn errors_put_into_the_file_name_the_game_line_and_token() {
    let text = games_file();
    let check = |from: &str, nth: usize, to: &str, token: &str, kind: fn(&PgnErrorKind) -> bool| {
        let (spoilt, line, column, game) = spoil(&text, from, nth, to);
        let e = pgn::read_games(&spoilt)
            .err()
            .unwrap_or_else(|| panic!("{to} is read"));
        assert_eq!(
            (e.game, e.line, e.column, e.token.as_str()),
            (game, line, column, token),
            "{to}: {e}"
        );
        assert!(kind(&e.kind), "{to}: {e}");
        assert!(!e.to_string().contains('\n'));
    };
    // Unknown SAN in the Immortal Game; an illegal move in the Evergreen Game.
    check("Qh4+ 4. Kf1", 0, "Qh9+ 4. Kf1", "Qh9+", |k| {
        matches!(k, PgnErrorKind::NotAMove(_))
    });
    check("Bxb4 5. c3", 0, "Bxb5 5. c3", "Bxb5", |k| {
        matches!(k, PgnErrorKind::IllegalMove(_))
    });
    // A comment left open: the next `}` closes it, so the last `}` of the file is the
    // one taken away; the error is at the last `{`.
    let last_close = text.matches('}').count() - 1;
    let (spoilt, ..) = spoil(&text, "}", last_close, "");
    let (_, line, column, game) = spoil(&text, "{", text.matches('{').count() - 1, "{");
    let e = pgn::read_games(&spoilt)
        .err()
        .unwrap_or_else(|| panic!("read"));
    assert_eq!(
        (e.game, e.line, e.column, e.token.as_str(), e.kind),
        (game, line, column, "{", PgnErrorKind::UnterminatedComment)
    );
    // A variation left open: reported at its `(`, before the next game's tags.
    check(
        "(8. Qxb7 Qb4+ 9. Qxb4 Bxb4+ $14)",
        0,
        "(8. Qxb7 Qb4+ 9. Qxb4 Bxb4+ $14",
        "(",
        |k| *k == PgnErrorKind::UnterminatedVariation,
    );
    // A bad FEN tag in the Saavedra study (two white kings).
    check(
        "\"8/8/1KP5/3r4/8/8/8/k7 w",
        0,
        "\"8/8/1KP5/3r4/8/8/8/K7 w",
        "\"8/8/1KP5/3r4/8/8/8/K7 w - - 0 1\"",
        |k| matches!(k, PgnErrorKind::BadFen(_)),
    );
    // Bad tag syntax: a value without quotes.
    check("\"Reti, Richard\"", 0, "Reti", "Reti", |k| {
        matches!(k, PgnErrorKind::BadTag(_))
    });
    // Garbage between two games: after the Gibaud-Lazard result, before the next tags.
    let (spoilt, line, _, game) = spoil(&text, "Ne3 0-1\n", 0, "Ne3 0-1\nnonsense here\n");
    let e = pgn::read_games(&spoilt)
        .err()
        .unwrap_or_else(|| panic!("read"));
    assert_eq!(
        (e.game, e.line, e.column, e.token.as_str(), e.kind),
        (game + 1, line + 1, 1, "nonsense", PgnErrorKind::Garbage)
    );
}

#[test]
fn the_examples_of_the_docs_read_and_are_what_the_writer_writes() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/saved-games.md");
    let doc = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{e}"));
    let blocks: Vec<&str> = doc
        .split("```pgn\n")
        .skip(1)
        .filter_map(|b| b.split("```").next())
        .collect();
    assert_eq!(blocks.len(), 4);
    for block in blocks {
        let games = read_all(block);
        assert_eq!(games.len(), 1, "{block}");
        assert_eq!(pgn::write_game(&games[0]), block);
        games[0].to_loaded().unwrap_or_else(|e| panic!("{e}"));
    }
}
