use super::*;
use crate::any::AnyPosition;
use crate::game::{EndReason, Game, Notation, Outcome, Rules};
use crate::kernel::Color;
use crate::variant::Variant;

fn game(variant: &str, turns: &[&str]) -> Game<AnyPosition> {
    let variant: Variant = variant.parse().unwrap();
    let mut g = Game::new(AnyPosition::new(variant));
    for t in turns {
        g.play_str(t).unwrap();
    }
    g
}

fn json_of(g: &Game<AnyPosition>) -> String {
    GameRecord::from_game(g, Players::default())
        .unwrap()
        .to_json()
        .unwrap()
}

#[test]
fn the_json_carries_every_schema_field() {
    let g = game("standard", &["e2e4", "e7e5"]);
    let value: serde_json::Value = serde_json::from_str(&json_of(&g)).unwrap();
    assert_eq!(value["format"], "otherworlds-game");
    assert_eq!(value["schema"], 2);
    assert!(value["clock"].is_null(), "an untimed game has no clock");
    assert_eq!(value["variant"], "standard");
    assert_eq!(
        value["start"],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(value["moves"], serde_json::json!(["e2e4", "e7e5"]));
    assert_eq!(value["turn_in_progress"], serde_json::json!([]));
    assert_eq!(value["players"]["white"]["kind"], "human");
    assert!(value["result"].is_null() && value["reason"].is_null());
    assert_eq!(value["app_version"], env!("CARGO_PKG_VERSION"));
    for field in ["created", "saved"] {
        let text = value[field].as_str().unwrap();
        assert!(Timestamp::parse_rfc3339(text).is_some(), "{field}: {text}");
        assert!(text.ends_with('Z'), "{field} is UTC: {text}");
    }
}

#[test]
fn a_finished_game_stores_its_result_and_reason() {
    // Fool's mate.
    let g = game("standard", &["f2f3", "e7e5", "g2g4", "d8h4"]);
    let value: serde_json::Value = serde_json::from_str(&json_of(&g)).unwrap();
    assert_eq!(value["result"], "0-1");
    assert_eq!(value["reason"], "checkmate");
    let loaded = load_str(&json_of(&g)).unwrap();
    assert_eq!(
        loaded.record.result,
        Some(Outcome::win(Color::Black, EndReason::Checkmate))
    );
    assert_eq!(loaded.game.outcome(), g.outcome());
}

#[test]
fn v_12_valhalla_records_whole_turns_and_the_unfinished_turn_apart() {
    let mut g = game("valhalla", &["e2e4,0000", "d7d5,0000"]);
    // Start the third turn: the capture and the transfer, but not the board-2 move.
    for part in ["e4d5", "p@a7"] {
        let mv = g.position().parse_move(part).unwrap();
        g.play(mv).unwrap();
    }
    let record = GameRecord::from_game(&g, Players::default()).unwrap();
    assert_eq!(record.moves, ["e2e4,0000", "d7d5,0000"]);
    assert_eq!(record.turn_in_progress, ["e4d5", "p@a7"]);
    let loaded = load_str(&record.to_json().unwrap()).unwrap();
    assert_eq!(loaded.game.moves(), g.moves());
    assert_eq!(
        loaded.game.position().position_string(),
        g.position().position_string()
    );
    assert_eq!(loaded.game.position().hash(), g.position().hash());

    // Finishing the turn moves it into "moves".
    g.play_str("e1e2").unwrap();
    let record = GameRecord::from_game(&g, Players::default()).unwrap();
    assert_eq!(record.moves, ["e2e4,0000", "d7d5,0000", "e4d5,p@a7,e1e2"]);
    assert!(record.turn_in_progress.is_empty());
}

#[test]
fn v_12_a_turn_in_progress_that_completes_the_turn_is_rejected() {
    let g = game("valhalla", &["e2e4,0000"]);
    let json = json_of(&g).replace(
        "\"turn_in_progress\": []",
        "\"turn_in_progress\": [\"d7d5\", \"0000\"]",
    );
    let err = load_str(&json).unwrap_err();
    assert!(
        matches!(err, LoadError::TurnPartCompletes { index: 2, .. }),
        "{err}"
    );
    assert!(err.to_string().contains("part 2 '0000'"), "{err}");
}

#[test]
fn a_start_inside_a_valhalla_turn_cannot_be_saved() {
    let mut start = AnyPosition::new("valhalla".parse().unwrap());
    let mv = start.parse_move("e2e4").unwrap();
    start.play(mv);
    let err = GameRecord::from_game(&Game::new(start), Players::default()).unwrap_err();
    assert!(err.to_string().contains("inside a turn"), "{err}");
}

#[test]
fn players_and_dates_survive_a_round_trip() {
    let g = game("two-worlds", &[]);
    let players = Players {
        white: Player::human(Some("Ada")),
        black: Player::computer(3),
    };
    let mut record = GameRecord::from_game(&g, players.clone()).unwrap();
    record.created = Some("2026-01-02T03:04:05Z".into());
    let loaded = load_str(&record.to_json().unwrap()).unwrap();
    assert_eq!(loaded.record.players, players);
    assert_eq!(
        loaded.record.created.as_deref(),
        Some("2026-01-02T03:04:05Z")
    );
    assert_eq!(
        loaded
            .record
            .created_at()
            .map(Timestamp::to_rfc3339)
            .as_deref(),
        Some("2026-01-02T03:04:05Z")
    );
    assert!(loaded.record.saved_at().is_some());
    assert_eq!(loaded.record, record);
}

#[test]
fn unknown_fields_and_missing_dates_are_accepted() {
    let json = r#"{"format": "otherworlds-game", "schema": 1, "variant": "standard",
        "start": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "moves": ["e2e4"], "players": {"white": {"kind": "human"},
        "black": {"kind": "computer", "level": 2}}, "result": null, "reason": null,
        "comment": "a later addition"}"#;
    let loaded = load_str(json).unwrap();
    assert_eq!(loaded.game.moves().len(), 1);
    assert_eq!(loaded.record.created, None);
    assert_eq!(loaded.record.created_at(), None);
    assert_eq!(loaded.record.players.black.level, Some(2));
}

#[test]
fn a_result_and_a_reason_come_together() {
    let g = game("standard", &[]);
    let json = json_of(&g).replace("\"reason\": null", "\"reason\": \"stalemate\"");
    let err = load_str(&json).unwrap_err();
    assert!(matches!(err, LoadError::ResultIncomplete { .. }), "{err}");
    let json = json_of(&g).replace("\"result\": null", "\"result\": \"2-0\"");
    let err = load_str(&json).unwrap_err();
    assert!(matches!(err, LoadError::ResultIncomplete { .. }), "{err}");
    let json = json_of(&g)
        .replace("\"result\": null", "\"result\": \"2-0\"")
        .replace("\"reason\": null", "\"reason\": \"checkmate\"");
    let err = load_str(&json).unwrap_err();
    assert!(err.to_string().contains("'2-0'"), "{err}");
    let json = json_of(&g)
        .replace("\"result\": null", "\"result\": \"1-0\"")
        .replace("\"reason\": null", "\"reason\": \"forfeit\"");
    let err = load_str(&json).unwrap_err();
    assert!(err.to_string().contains("'forfeit'"), "{err}");
}

#[test]
fn a_utf8_byte_order_mark_is_skipped() {
    let g = game("4d", &[]);
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend_from_slice(json_of(&g).as_bytes());
    assert!(load_bytes(&bytes).is_ok());
}

/// The record with `drawings` (as JSON text of the field's value) put before "players".
fn with_drawings(g: &Game<AnyPosition>, drawings: &str) -> String {
    json_of(g).replace(
        "\"players\":",
        &format!("\"drawings\": {drawings},\n  \"players\":"),
    )
}

#[test]
fn drawings_are_saved_per_ply_in_the_variants_cell_names_and_read_back() {
    use crate::geometry::Cell;
    let g = game("standard", &["e2e4", "e7e5"]);
    let (e2, e4, d5) = (Cell::new(0, 4, 1), Cell::new(0, 4, 3), Cell::new(0, 3, 4));
    let mut drawings = Drawings::new();
    let mut start = Drawing::default();
    start.toggle_arrow(Arrow {
        from: e2,
        to: e4,
        color: DrawColor::Green,
    });
    start.toggle_circle(Circle {
        cell: d5,
        color: DrawColor::Red,
    });
    drawings.insert(0, start);
    let mut after = Drawing::default();
    after.toggle_circle(Circle {
        cell: e4,
        color: DrawColor::Yellow,
    });
    drawings.insert(2, after);
    // Nothing drawn: no entry.
    drawings.insert(1, Drawing::default());
    let mut record = GameRecord::from_game(&g, Players::default()).unwrap();
    record.drawings = write_drawings(&g, &drawings);
    let json = record.to_json().unwrap();
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    // The form docs/saved-games.md gives.
    assert_eq!(
        value["drawings"],
        serde_json::json!([
            {"ply": 0, "arrows": [["e2", "e4", "green"]], "circles": [["d5", "red"]]},
            {"ply": 2, "circles": [["e4", "yellow"]]}
        ])
    );
    let loaded = load_str(&json).unwrap();
    drawings.remove(&1);
    assert_eq!(loaded.record.drawings_on(&loaded.game).unwrap(), drawings);
}

#[test]
fn no_drawings_no_field_and_a_file_without_the_field_has_none() {
    let g = game("standard", &["e2e4"]);
    let json = json_of(&g);
    assert!(!json.contains("drawings"), "{json}");
    let loaded = load_str(&json).unwrap();
    assert!(loaded.record.drawings_on(&loaded.game).unwrap().is_empty());
}

#[test]
fn drawing_cells_name_the_board_where_boards_share_square_names() {
    let names = |v: &str| cell_names(&AnyPosition::new(v.parse().unwrap()));
    let valhalla = names("valhalla");
    assert_eq!(valhalla[&crate::geometry::Cell::new(0, 4, 3)], "1:e4");
    assert_eq!(valhalla[&crate::geometry::Cell::new(1, 4, 3)], "2:e4");
    // Two Worlds writes Sky squares in capitals (RULES.md), 4D its [z,w] names: no
    // board number needed.
    let tw = names("two-worlds");
    assert_eq!(tw[&crate::geometry::Cell::new(0, 4, 3)], "e4");
    assert_eq!(tw[&crate::geometry::Cell::new(1, 4, 3)], "E4");
    assert!(
        names("4d")
            .values()
            .all(|n| n.ends_with(']') && !n.contains(':'))
    );
    // Read back: an arrow from Valhalla's battlefield to Valhalla.
    let g = game("valhalla", &[]);
    let json = with_drawings(&g, r#"[{"ply": 0, "arrows": [["1:e2", "2:e4", "blue"]]}]"#);
    let loaded = load_str(&json).unwrap();
    let drawings = loaded.record.drawings_on(&loaded.game).unwrap();
    assert_eq!(
        drawings[&0].arrows,
        [Arrow {
            from: crate::geometry::Cell::new(0, 4, 1),
            to: crate::geometry::Cell::new(1, 4, 3),
            color: DrawColor::Blue
        }]
    );
}

#[test]
fn a_bad_drawing_entry_is_an_error_naming_the_entry_and_the_problem() {
    let g = game("standard", &["e2e4", "e7e5"]);
    let ok = r#"{"ply": 1, "circles": [["e4", "green"]]}"#;
    let cases = [
        (
            r#"{"ply": 0, "arrows": [["e2", "e9", "green"]]}"#,
            "arrow 1: 'e9' is not a cell of",
        ),
        (
            r#"{"ply": 0, "circles": [["d5", "purple"]]}"#,
            "circle 1: 'purple' is not a colour",
        ),
        (
            r#"{"ply": 3, "circles": [["d5", "red"]]}"#,
            "only 2 decisions",
        ),
        (
            r#"{"ply": 1, "circles": [["d5", "red"]]}"#,
            "entry 1 already draws on this ply",
        ),
        (
            r#"{"ply": 0, "arrows": [["e2", "e2", "red"]]}"#,
            "starts and ends on 'e2'",
        ),
    ];
    for (entry, words) in cases {
        let json = with_drawings(&g, &format!("[{ok}, {entry}]"));
        let err = load_str(&json).unwrap_err();
        assert!(
            matches!(err, LoadError::BadDrawing { entry: 2, .. }),
            "{err}"
        );
        let text = err.to_string();
        assert!(
            text.starts_with("field \"drawings\", entry 2 (ply "),
            "{text}"
        );
        assert!(text.contains(words), "{text} lacks {words}");
    }
    // A Valhalla cell without its board is named with the way to write it.
    let v = game("valhalla", &[]);
    let err = load_str(&with_drawings(
        &v,
        r#"[{"ply": 0, "circles": [["e4", "red"]]}]"#,
    ))
    .unwrap_err();
    assert!(err.to_string().contains("such as 1:e4 or 2:e4"), "{err}");
    // The wrong shape has serde's place.
    let err = load_str(&with_drawings(
        &g,
        r#"[{"ply": 0, "arrows": [["e2", "e4"]]}]"#,
    ))
    .unwrap_err();
    assert!(matches!(err, LoadError::Field { .. }), "{err}");
    assert!(
        err.to_string().contains("expected a tuple of size 3"),
        "{err}"
    );
}

#[test]
fn drawing_the_same_shape_again_removes_it_and_another_colour_recolours_it() {
    use crate::geometry::Cell;
    let (a, b) = (Cell::new(0, 0, 0), Cell::new(0, 1, 1));
    let green = Arrow {
        from: a,
        to: b,
        color: DrawColor::Green,
    };
    let mut d = Drawing::default();
    d.toggle_arrow(green);
    assert_eq!(d.arrows, [green]);
    d.toggle_arrow(Arrow {
        color: DrawColor::Red,
        ..green
    });
    assert_eq!(d.arrows.len(), 1);
    assert_eq!(d.arrows[0].color, DrawColor::Red);
    d.toggle_arrow(Arrow {
        color: DrawColor::Red,
        ..green
    });
    assert!(d.arrows.is_empty());
    // The reverse arrow is another arrow.
    d.toggle_arrow(green);
    d.toggle_arrow(Arrow {
        from: b,
        to: a,
        ..green
    });
    assert_eq!(d.arrows.len(), 2);
    let circle = Circle {
        cell: a,
        color: DrawColor::Blue,
    };
    d.toggle_circle(circle);
    d.toggle_circle(circle);
    assert!(d.circles.is_empty());
}
/// The example of docs/saved-games.md's *Schema 1* section, as a schema-1 file holds it.
const SCHEMA_1_EXAMPLE: &str = r#"{
  "format": "otherworlds-game",
  "schema": 1,
  "variant": "standard",
  "start": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
  "moves": [
    "f2f3",
    "e7e5",
    "g2g4",
    "d8h4"
  ],
  "turn_in_progress": [],
  "players": {
    "white": {
      "kind": "human",
      "name": "Ada",
      "level": null
    },
    "black": {
      "kind": "computer",
      "name": null,
      "level": 3
    }
  },
  "result": "0-1",
  "reason": "checkmate",
  "created": "2026-11-30T12:00:00Z",
  "saved": "2026-11-30T12:05:31Z",
  "app_version": "0.1.0"
}"#;

#[test]
fn schema_1_still_reads_and_is_written_again_as_schema_2() {
    let loaded = load_str(SCHEMA_1_EXAMPLE).unwrap();
    assert_eq!(loaded.record.moves, ["f2f3", "e7e5", "g2g4", "d8h4"]);
    assert_eq!(loaded.record.players.white.name.as_deref(), Some("Ada"));
    assert_eq!(loaded.record.clock, None);
    assert_eq!(
        loaded.game.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Checkmate))
    );
    let again: serde_json::Value = serde_json::from_str(&loaded.record.to_json().unwrap()).unwrap();
    assert_eq!(again["schema"], 2);
    assert_eq!(again["created"], "2026-11-30T12:00:00Z");
}

#[test]
fn the_declared_end_reasons_round_trip_with_their_ids() {
    // After 1. e4 e5 both sides have all their pieces: a timeout is a win.
    let cases = [
        (
            Outcome::win(Color::Black, EndReason::Resignation),
            "0-1",
            "resignation",
        ),
        (
            Outcome::win(Color::White, EndReason::Timeout),
            "1-0",
            "timeout",
        ),
        (
            Outcome::draw(EndReason::TimeoutVsInsufficientMaterial),
            "1/2-1/2",
            "timeout-vs-insufficient-material",
        ),
        (Outcome::draw(EndReason::Agreement), "1/2-1/2", "agreement"),
    ];
    for (outcome, score, id) in cases {
        let mut g = game("standard", &["e2e4", "e7e5"]);
        g.end(outcome).unwrap();
        let json = json_of(&g);
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(
            (value["result"].as_str(), value["reason"].as_str()),
            (Some(score), Some(id))
        );
        let loaded = load_str(&json).unwrap();
        assert_eq!(loaded.record.result, Some(outcome), "{id}");
        assert_eq!(loaded.game.outcome(), Some(outcome), "{id}");
        assert!(
            loaded.game.legal_moves().is_empty(),
            "{id}: no move after the end"
        );
        assert_eq!(loaded.game.moves().len(), 2);
    }
}

#[test]
fn a_declared_end_that_does_not_fit_the_game_is_rejected() {
    let g = game("standard", &["e2e4"]);
    // A draw by resignation.
    let json = json_of(&g)
        .replace("\"result\": null", "\"result\": \"1/2-1/2\"")
        .replace("\"reason\": null", "\"reason\": \"resignation\"");
    let err = load_str(&json).unwrap_err();
    assert!(matches!(err, LoadError::BadEnd { .. }), "{err}");
    assert!(
        err.to_string().contains("resignation needs a winner"),
        "{err}"
    );
    // A resignation after checkmate: the replay ends the game first.
    let mate = game("standard", &["f2f3", "e7e5", "g2g4", "d8h4"]);
    let json = json_of(&mate).replace("\"checkmate\"", "\"resignation\"");
    let err = load_str(&json).unwrap_err();
    assert!(matches!(err, LoadError::ResultContradicts { .. }), "{err}");
    // A timeout won by a bare king (RULES.md §1: a bare king cannot mate).
    let bare = r#"{"format": "otherworlds-game", "schema": 2, "variant": "standard",
        "start": "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", "moves": [],
        "players": {"white": {"kind": "human"}, "black": {"kind": "human"}},
        "result": "0-1", "reason": "timeout"}"#;
    let err = load_str(bare).unwrap_err();
    assert!(err.to_string().contains("black cannot"), "{err}");
}

#[test]
fn the_clocks_round_trip_and_bad_ones_are_rejected() {
    let g = game("standard", &["e2e4", "e7e5", "g1f3"]);
    let mut record = GameRecord::from_game(&g, Players::default()).unwrap();
    record.clock = Some(ClockRecord {
        base_ms: 180_000,
        increment_ms: 2_000,
        white_ms: 175_500,
        black_ms: 181_000,
        turn_ms: vec![3_000, 1_000, 3_500],
        current_turn_ms: 0,
    });
    let json = record.to_json().unwrap();
    let loaded = load_str(&json).unwrap();
    assert_eq!(loaded.record.clock, record.clock);
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["clock"]["increment_ms"], 2_000);
    assert_eq!(
        value["clock"]["turn_ms"],
        serde_json::json!([3_000, 1_000, 3_500])
    );

    let too_many = json.replace("3500\n", "3500,\n      10\n");
    assert_ne!(too_many, json, "the test edits the turn times");
    let err = load_str(&too_many).unwrap_err();
    assert!(
        err.to_string().contains("4 turn times for 3 turns"),
        "{err}"
    );
    let err = load_str(&json.replace("\"base_ms\": 180000", "\"base_ms\": 0")).unwrap_err();
    assert!(matches!(err, LoadError::BadClock { .. }), "{err}");
    let week = json.replace("\"white_ms\": 175500", "\"white_ms\": 999999999999");
    let err = load_str(&week).unwrap_err();
    assert!(
        err.to_string().contains("field \"clock\": white_ms"),
        "{err}"
    );
}
