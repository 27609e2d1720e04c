//! Saved games (issue 8): every kind of bad file is rejected with a message that names
//! the problem and the place, and the game the caller holds is left as it was.
use otherworlds_core::record::{
    GameRecord, LoadError, MAX_FILE_BYTES, Players, load_bytes, load_file, load_str,
};
use otherworlds_core::{AnyPosition, Game, Variant, prelude::*};
use otherworlds_tests::random_playout;
use proptest::prelude::*;

mod support;

/// A valid saved game to spoil: standard chess, three moves.
fn good_json() -> String {
    json_of(&["e2e4", "e7e5", "g1f3"], Variant::Standard)
}

fn json_of(turns: &[&str], variant: Variant) -> String {
    let mut game = Game::new(AnyPosition::new(variant));
    for t in turns {
        game.play_str(t).unwrap();
    }
    GameRecord::from_game(&game, Players::default())
        .unwrap()
        .to_json()
        .unwrap()
}

/// The game "on screen": a game in progress that a failed load must not change.
fn current_game() -> Game<AnyPosition> {
    random_playout(Variant::TwoWorlds, 3, 25, |_| {})
}

/// Loads `bytes` as the app would (replacing the current game only on success) and
/// returns the error, after checking that the current game is unchanged.
fn rejected(bytes: &[u8]) -> LoadError {
    let mut current = current_game();
    let before: Vec<String> = (0..=current.moves().len())
        .filter_map(|p| current.position_at(p).map(|q| q.position_string()))
        .collect();
    let result = load_bytes(bytes);
    if let Ok(loaded) = &result {
        current = loaded.game.clone();
    }
    assert!(
        result.is_err(),
        "accepted a bad file: {}",
        String::from_utf8_lossy(bytes)
    );
    let after: Vec<String> = (0..=current.moves().len())
        .filter_map(|p| current.position_at(p).map(|q| q.position_string()))
        .collect();
    assert_eq!(after, before, "the current game changed");
    result.unwrap_err()
}

/// The 1-based line of the first occurrence of `needle` in `text`.
fn line_of(text: &str, needle: &str) -> usize {
    let at = text.find(needle).unwrap_or_else(|| panic!("no '{needle}'"));
    text[..at].matches('\n').count() + 1
}

fn assert_mentions(err: &LoadError, parts: &[&str]) {
    let msg = err.to_string();
    println!("{msg}");
    for p in parts {
        assert!(msg.contains(p), "message lacks '{p}': {msg}");
    }
}

#[test]
fn truncated_json_is_rejected_with_the_place_it_stops() {
    let json = good_json();
    let cut = &json[..json.find("\"g1f3\"").unwrap() + 3];
    let err = rejected(cut.as_bytes());
    let line = cut.matches('\n').count() + 1;
    assert!(
        matches!(err, LoadError::Truncated { line: l, .. } if l == line),
        "{err:?}"
    );
    assert_mentions(&err, &["truncated JSON", &format!("line {line}, column")]);
}

#[test]
fn corrupted_json_is_rejected_with_line_and_column() {
    let json = good_json().replace("\"e7e5\",", "\"e7e5\" x,");
    let line = line_of(&json, "\"e7e5\" x");
    let err = rejected(json.as_bytes());
    // The column is the stray `x`: after the indentation and `"e7e5" `.
    let text_line = json.lines().nth(line - 1).unwrap();
    let column = text_line.find('x').unwrap() + 1;
    assert!(
        matches!(err, LoadError::Corrupted { line: l, column: c, .. } if l == line && c == column),
        "{err:?}"
    );
    assert_mentions(
        &err,
        &["corrupted JSON", &format!("line {line}, column {column}")],
    );
}

#[test]
fn another_programs_json_is_rejected_for_its_missing_format_marker() {
    let err = rejected(br#"{"name": "my-app", "version": 3, "moves": ["e2e4"]}"#);
    assert!(matches!(err, LoadError::MissingFormat), "{err:?}");
    assert_mentions(&err, &["not an Otherworlds saved game", "\"format\""]);

    let err = rejected(
        good_json()
            .replace("otherworlds-game", "pgn-json")
            .as_bytes(),
    );
    assert!(matches!(err, LoadError::WrongFormat { .. }), "{err:?}");
    assert_mentions(&err, &["\"pgn-json\""]);

    let err = rejected(b"[1, 2, 3]");
    assert!(matches!(err, LoadError::NotAnObject { .. }), "{err:?}");
    assert_mentions(&err, &["an array"]);

    let err = rejected(b"   \n");
    assert!(matches!(err, LoadError::Empty), "{err:?}");
}

#[test]
fn an_unknown_schema_version_is_rejected() {
    let err = rejected(
        good_json()
            .replace("\"schema\": 2", "\"schema\": 3")
            .as_bytes(),
    );
    assert!(
        matches!(
            err,
            LoadError::UnknownSchema {
                found: 3,
                supported: 2
            }
        ),
        "{err:?}"
    );
    assert_mentions(
        &err,
        &["\"schema\"", "unknown schema version 3", "versions 1 to 2"],
    );

    let err = rejected(
        good_json()
            .replace("\"schema\": 2", "\"schema\": \"one\"")
            .as_bytes(),
    );
    assert!(matches!(err, LoadError::BadSchema { .. }), "{err:?}");
    assert_mentions(&err, &["\"schema\"", "\"one\""]);

    let err = rejected(good_json().replace("\"schema\": 2,", "").as_bytes());
    assert!(matches!(err, LoadError::MissingSchema), "{err:?}");
    assert_mentions(&err, &["no \"schema\" field"]);
}

#[test]
fn an_unknown_variant_is_rejected_with_its_text() {
    let err = rejected(
        good_json()
            .replace("\"standard\"", "\"5d-chess\"")
            .as_bytes(),
    );
    assert!(
        matches!(&err, LoadError::UnknownVariant { text, .. } if text == "5d-chess"),
        "{err:?}"
    );
    assert_mentions(&err, &["\"variant\"", "'5d-chess'"]);

    let json = json_of(&[], Variant::Standard).replace("\"standard\"", "\"valhalla:upside\"");
    let err = rejected(json.as_bytes());
    assert_mentions(&err, &["\"variant\"", "'upside'"]);
}

#[test]
fn a_bad_start_position_is_rejected_with_the_position_error() {
    let json = good_json().replace("RNBQKBNR w KQkq", "RNBQKBNR x KQkq");
    let err = rejected(json.as_bytes());
    assert!(matches!(err, LoadError::BadStart { .. }), "{err:?}");
    assert_mentions(&err, &["\"start\"", "RNBQKBNR x KQkq", "'x'"]);
}

#[test]
fn an_illegal_or_malformed_move_is_rejected_with_its_number_and_text() {
    // The knight on g1 cannot reach g3.
    let err = rejected(good_json().replace("g1f3", "g1g3").as_bytes());
    assert!(
        matches!(&err, LoadError::BadMove { index: 3, text, .. } if text == "g1g3"),
        "{err:?}"
    );
    assert_mentions(&err, &["\"moves\"", "move 3 'g1g3'", "illegal"]);

    let err = rejected(good_json().replace("e7e5", "e7-e5").as_bytes());
    assert!(
        matches!(err, LoadError::BadMove { index: 2, .. }),
        "{err:?}"
    );
    assert_mentions(&err, &["move 2 'e7-e5'", "malformed"]);

    // A move after the end: fool's mate, then one more.
    let json = json_of(&["f2f3", "e7e5", "g2g4", "d8h4"], Variant::Standard)
        .replace("\"d8h4\"", "\"d8h4\", \"e1f2\"");
    let err = rejected(json.as_bytes());
    assert_mentions(&err, &["move 5 'e1f2'", "already over", "0-1 checkmate"]);
}

#[test]
fn v_12_a_valhalla_move_that_is_not_a_whole_turn_is_rejected() {
    let json = json_of(&["e2e4,0000", "d7d5,0000"], "valhalla".parse().unwrap());
    // The board-2 part is missing: half a turn where a whole one belongs.
    let err = rejected(json.replace("\"d7d5,0000\"", "\"d7d5\"").as_bytes());
    assert!(
        matches!(err, LoadError::BadMove { index: 2, .. }),
        "{err:?}"
    );
    assert_mentions(&err, &["move 2 'd7d5'"]);
    // A transfer where nothing was captured.
    let err = rejected(
        json.replace("\"d7d5,0000\"", "\"d7d5,p@a7,0000\"")
            .as_bytes(),
    );
    assert_mentions(&err, &["move 2 'd7d5,p@a7,0000'"]);
    // A bad part of the unfinished turn.
    let json = json.replace(
        "\"turn_in_progress\": []",
        "\"turn_in_progress\": [\"e4e6\"]",
    );
    let err = rejected(json.as_bytes());
    assert!(
        matches!(err, LoadError::BadTurnPart { index: 1, .. }),
        "{err:?}"
    );
    assert_mentions(&err, &["\"turn_in_progress\"", "part 1 'e4e6'"]);
}

#[test]
fn a_result_that_contradicts_the_replay_is_rejected() {
    let json = good_json()
        .replace("\"result\": null", "\"result\": \"1-0\"")
        .replace("\"reason\": null", "\"reason\": \"checkmate\"");
    let err = rejected(json.as_bytes());
    assert!(
        matches!(err, LoadError::ResultContradicts { .. }),
        "{err:?}"
    );
    assert_mentions(&err, &["\"result\"", "1-0 checkmate", "3 moves", "goes on"]);

    // Fool's mate stored as a white win, and as a game in progress.
    let mate = json_of(&["f2f3", "e7e5", "g2g4", "d8h4"], Variant::Standard);
    let err = rejected(mate.replace("\"0-1\"", "\"1-0\"").as_bytes());
    assert_mentions(&err, &["says 1-0 checkmate", "gives 0-1 checkmate"]);
    let ongoing = mate
        .replace("\"0-1\"", "null")
        .replace("\"checkmate\"", "null");
    let err = rejected(ongoing.as_bytes());
    assert_mentions(&err, &["says none", "gives 0-1 checkmate"]);
}

#[test]
fn wrong_types_and_missing_fields_are_rejected_with_their_place() {
    let json = good_json();
    let spoiled = json.replace("\"moves\": [", "\"moves\": 5, \"x\": [");
    let err = rejected(spoiled.as_bytes());
    let line = line_of(&spoiled, "\"moves\": 5");
    assert!(
        matches!(err, LoadError::Field { line: l, .. } if l == line),
        "{err:?}"
    );
    assert_mentions(&err, &["invalid type", &format!("line {line}")]);

    let spoiled = json.replace("\"moves\"", "\"mooves\"");
    let err = rejected(spoiled.as_bytes());
    assert_mentions(&err, &["missing field `moves`"]);

    let spoiled = json.replacen("\"level\": null", "\"level\": 9", 2);
    let err = rejected(spoiled.as_bytes());
    assert!(
        matches!(err, LoadError::BadPlayer { side: "white", .. }),
        "{err:?}"
    );
    assert_mentions(&err, &["\"players\", white", "level 9"]);

    let spoiled = json.replacen("\"human\"", "\"robot\"", 1);
    let err = rejected(spoiled.as_bytes());
    assert_mentions(
        &err,
        &[
            "unknown value `robot`",
            &format!("line {}", line_of(&spoiled, "robot")),
        ],
    );
}

#[test]
fn an_oversized_file_is_rejected_before_it_is_read() {
    let scratch = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let dir = scratch.path().to_path_buf();
    let path = dir.join("huge.json");
    // A sparse file far beyond the limit: reading it whole would take long and use
    // gigabytes, so a quick rejection shows that the size is checked first.
    let file = std::fs::File::create(&path).unwrap();
    file.set_len(64 << 30).unwrap();
    drop(file);
    let err = load_file(&path).unwrap_err();
    assert!(
        matches!(err, LoadError::TooLarge { size, limit } if size == 64 << 30 && limit == MAX_FILE_BYTES),
        "{err:?}"
    );
    assert_mentions(&err, &["too large", "68719476736 bytes", "8 MiB"]);
    std::fs::remove_file(&path).unwrap();

    // In memory too: one byte over the limit.
    let mut bytes = good_json().into_bytes();
    bytes.resize(MAX_FILE_BYTES as usize + 1, b' ');
    let err = rejected(&bytes);
    assert!(matches!(err, LoadError::TooLarge { .. }), "{err:?}");
    // Exactly at the limit is read (trailing spaces are valid JSON).
    bytes.truncate(MAX_FILE_BYTES as usize);
    assert!(load_bytes(&bytes).is_ok());
}

#[test]
fn a_file_that_is_not_utf8_is_rejected_with_the_place() {
    let json = good_json();
    let at = json.find("e7e5").unwrap();
    let mut bytes = json.into_bytes();
    bytes[at + 1] = 0xFF;
    let line = bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1;
    let line_start = bytes[..at].iter().rposition(|&b| b == b'\n').unwrap() + 1;
    let column = at + 1 - line_start + 1;
    let err = rejected(&bytes);
    assert!(
        matches!(err, LoadError::NotUtf8 { byte: 0xFF, line: l, column: c, .. } if l == line && c == column),
        "{err:?}"
    );
    assert_mentions(
        &err,
        &[
            "not UTF-8",
            "0xff",
            &format!("line {line}, column {column}"),
        ],
    );
}

#[test]
fn a_missing_file_is_an_error_naming_the_path() {
    let err = load_file(std::path::Path::new("/nonexistent/otherworlds/game.json")).unwrap_err();
    assert!(matches!(err, LoadError::Io { .. }), "{err:?}");
    assert_mentions(&err, &["/nonexistent/otherworlds/game.json"]);
}

#[test]
fn no_cut_or_spoiled_file_makes_loading_panic() {
    // Every prefix of a Valhalla game (turn strings with commas, transfers) and random
    // byte changes: loading answers Ok or Err, never panics, and a prefix is never Ok.
    let game = random_playout("valhalla:mirror:eternal".parse().unwrap(), 11, 40, |_| {});
    let json = GameRecord::from_game(&game, Players::default())
        .unwrap()
        .to_json()
        .unwrap();
    let trimmed = json.trim_end();
    for cut in 0..trimmed.len() {
        assert!(load_bytes(&trimmed.as_bytes()[..cut]).is_err(), "cut {cut}");
    }
    // 3000 spoiled copies, one to three bytes changed each (proptest: a file that makes
    // loading panic shrinks to the fewest, smallest changes).
    let changes = proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..=3);
    support::run(file!(), 42, 3000, changes, |changes| {
        let mut bytes = json.clone().into_bytes();
        for (at, byte) in changes {
            bytes[at.index(json.len())] = byte;
        }
        let _ = load_str(&String::from_utf8_lossy(&bytes));
        let _ = load_bytes(&bytes);
        Ok(())
    });
}

/// Issue 15 (points 5 and 8): a field of several megabytes, or one holding terminal
/// escapes, is quoted shortened and escaped: the message stays a short line.
#[test]
fn huge_or_hostile_fields_are_quoted_shortened_and_escaped() {
    use otherworlds_core::quote::QUOTE_CHARS;
    let huge = format!("\u{1b}[31m\u{1b}]0;title\u{7}{}", "x".repeat(6_000_000));
    let escaped = huge
        .replace('\u{1b}', "\\u001b")
        .replace('\u{7}', "\\u0007");
    let json = good_json();
    let spoilt = [
        ("start", json.replacen("rnbqkbnr/pppppppp", &escaped, 1)),
        ("moves", json.replace("\"g1f3\"", &format!("\"{escaped}\""))),
        (
            "variant",
            json.replace("\"standard\"", &format!("\"{escaped}\"")),
        ),
        (
            "format",
            json.replace("\"otherworlds-game\"", &format!("\"{escaped}\"")),
        ),
        (
            "schema",
            json.replace("\"schema\": 2", &format!("\"schema\": \"{escaped}\"")),
        ),
        // A wrong type: serde's own message quotes the value.
        (
            "players",
            json.replacen("\"human\"", &format!("\"{escaped}\""), 1),
        ),
        (
            "result",
            json.replace("\"result\": null", &format!("\"result\": \"{escaped}\""))
                .replace("\"reason\": null", "\"reason\": \"checkmate\""),
        ),
    ];
    for (field, text) in spoilt {
        assert!(text.len() > 6_000_000, "{field}: the spoiling took place");
        let err = rejected(text.as_bytes());
        let msg = err.to_string();
        assert!(
            msg.len() < 2 * QUOTE_CHARS + 600,
            "{field}: {} bytes: {}",
            msg.len(),
            &msg[..msg.len().min(300)]
        );
        assert!(
            !msg.chars().any(char::is_control),
            "{field}: raw control character in {msg:?}"
        );
        assert!(msg.contains('…'), "{field}: shortened: {msg}");
    }
}
