use super::*;
use crate::any::AnyPosition;
use crate::game::{EndReason, Game, MoveError, Outcome, Position};
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
    assert_eq!(value["schema"], 1);
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
        .replace("\"reason\": null", "\"reason\": \"resigned\"");
    let err = load_str(&json).unwrap_err();
    assert!(err.to_string().contains("'resigned'"), "{err}");
    // A resignation is not in the moves: the replayed game ends as the file says.
    let json = json_of(&g)
        .replace("\"result\": null", "\"result\": \"1-0\"")
        .replace("\"reason\": null", "\"reason\": \"resignation\"");
    let loaded = load_str(&json).expect("a resigned game loads");
    assert_eq!(
        loaded.game.outcome(),
        Some(Outcome::win(Color::White, EndReason::Resignation))
    );
}

#[test]
fn a_utf8_byte_order_mark_is_skipped() {
    let g = game("4d", &[]);
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend_from_slice(json_of(&g).as_bytes());
    assert!(load_bytes(&bytes).is_ok());
}

/// `Game::end` (the resignation a saved game stores): no move after it, undo takes it
/// back. Here, not in game.rs, whose tests would import `any` (a layering loop).
#[test]
fn a_game_ended_by_resignation_takes_no_move_and_undo_takes_the_end_back() {
    let mut game = Game::new(AnyPosition::new(Variant::Standard));
    game.play_str("e2e4").expect("legal");
    let resigned = Outcome::win(Color::White, EndReason::Resignation);
    assert!(game.end(resigned));
    assert_eq!(game.outcome(), Some(resigned));
    assert!(game.legal_moves().is_empty());
    assert!(matches!(
        game.play_str("e7e5"),
        Err(MoveError::GameOver { .. })
    ));
    // A game over cannot be ended again.
    assert!(!game.end(Outcome::draw(EndReason::Resignation)));
    assert_eq!(game.outcome(), Some(resigned));
    // Undo takes back the end with the last move; truncating to the end keeps it.
    let mut kept = game.clone();
    kept.truncate(1);
    assert_eq!(kept.outcome(), Some(resigned));
    assert!(game.undo().is_some());
    assert_eq!(game.outcome(), None);
    assert!(game.moves().is_empty());
    assert_eq!(EndReason::Resignation.as_str(), "resignation");
}
