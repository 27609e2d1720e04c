//! Saved games (issue 8): a save/load round trip over random games of every variant
//! (proptest playouts, see `support`) reproduces every position of the game, ply by ply.
use otherworlds_core::record::{GameRecord, Player, Players, load_file, load_str, save_atomic};
use otherworlds_core::{AnyPosition, Game, Variant, prelude::*};
use otherworlds_tests::{pick, playout_by_choices, random_playout};
use proptest::prelude::*;
use std::cell::Cell;

mod support;

/// Asserts that `loaded` is `original` decision for decision and position for position.
fn assert_same_game(original: &Game<AnyPosition>, loaded: &Game<AnyPosition>, what: &str) {
    assert_eq!(loaded.moves(), original.moves(), "{what}: moves");
    for ply in 0..=original.moves().len() {
        let (Some(a), Some(b)) = (original.position_at(ply), loaded.position_at(ply)) else {
            panic!("{what}: ply {ply} is missing");
        };
        assert_eq!(
            b.position_string(),
            a.position_string(),
            "{what}: position string at ply {ply}"
        );
        assert_eq!(b.hash(), a.hash(), "{what}: hash at ply {ply}");
        assert_eq!(b.actor(), a.actor(), "{what}: actor at ply {ply}");
    }
    assert!(loaded.position_at(original.moves().len() + 1).is_none());
    assert_eq!(loaded.outcome(), original.outcome(), "{what}: outcome");
}

fn players() -> Players {
    Players {
        white: Player::computer(1),
        black: Player::human(Some("Bea")),
    }
}

/// Saves `original` as JSON, reads it back and compares; counts finished games and
/// games saved inside a Valhalla turn.
fn round_trip(
    original: &Game<AnyPosition>,
    what: &str,
    ended: &Cell<usize>,
    mid_turn: &Cell<usize>,
) {
    let record =
        GameRecord::from_game(original, players()).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(record.variant, original.start().variant());
    ended.set(ended.get() + usize::from(record.result.is_some()));
    mid_turn.set(mid_turn.get() + usize::from(!record.turn_in_progress.is_empty()));
    let json = record.to_json().unwrap_or_else(|e| panic!("{what}: {e}"));
    let loaded = load_str(&json).unwrap_or_else(|e| panic!("{what}: {e}\n{json}"));
    assert_same_game(original, &loaded.game, what);
    assert_eq!(loaded.record, record, "{what}: the record reads back equal");
}

#[test]
fn every_variant_round_trips_through_json_ply_by_ply() {
    let (ended, mid_turn) = (Cell::new(0), Cell::new(0));
    let variants = Variant::all();
    // Per variant one game to its end or a long cap and three cut at a random ply,
    // which in Valhalla often falls inside a turn.
    let games = (
        support::choices(400).prop_filter("a full game", |c| c.len() >= 200),
        proptest::collection::vec(support::choices(150), 3),
    );
    support::run(
        file!(),
        0x5A7E_D9A3,
        1,
        proptest::collection::vec(games, variants.len()),
        |per_variant| {
            for (variant, (full, cut)) in variants.iter().zip(per_variant) {
                for choices in std::iter::once(full).chain(cut) {
                    let original = playout_by_choices(*variant, &choices);
                    let what = format!("{variant} after {} choices", choices.len());
                    round_trip(&original, &what, &ended, &mid_turn);
                }
            }
            Ok(())
        },
    );
    let (ended, mid_turn) = (ended.get(), mid_turn.get());
    // The sample must exercise the interesting cases, or the test proves little.
    assert!(ended >= 3, "only {ended} finished games in the sample");
    assert!(
        mid_turn >= 3,
        "only {mid_turn} games saved inside a Valhalla turn"
    );
}

#[test]
fn v_12_every_valhalla_entry_is_one_whole_turn_string() {
    // Whole turns: each stored entry must be a legal turn string at its position, so
    // `moves` replays exactly through `Game::play_str` (as the CLI's `play` does).
    for variant in Variant::all()
        .into_iter()
        .filter(|v| matches!(v, Variant::Valhalla(_)))
    {
        let original = random_playout(variant, 7, 120, |_| {});
        let record = GameRecord::from_game(&original, players()).unwrap();
        let mut game = Game::new(AnyPosition::new(variant));
        for (i, turn) in record.moves.iter().enumerate() {
            assert!(
                game.position().turn_strings().contains(turn),
                "{variant}: move {} '{turn}' is not a legal turn string",
                i + 1
            );
            game.play_str(turn).unwrap();
        }
        let played = game.moves().len() + record.turn_in_progress.len();
        assert_eq!(played, original.moves().len(), "{variant}");
    }
}

#[test]
fn a_round_trip_through_an_atomic_file_save() {
    let scratch = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let dir = scratch.path().to_path_buf();
    for variant in Variant::all() {
        let original = random_playout(variant, 99, 60, |_| {});
        let path = dir.join(format!("{variant}.json").replace(':', "_"));
        let record = GameRecord::from_game(&original, players()).unwrap();
        save_atomic(&path, &record).unwrap();
        // Saving again over the file replaces it whole.
        save_atomic(&path, &record).unwrap();
        let loaded = load_file(&path).unwrap_or_else(|e| panic!("{variant}: {e}"));
        assert_same_game(&original, &loaded.game, &variant.to_string());
    }
    let strays = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .count();
    assert_eq!(strays, 0, "a successful save leaves no temporary file");
}

#[test]
fn games_from_every_perft_position_round_trip() {
    // Custom starts (castling, en passant, ghosts, Valhalla mid-game and finished
    // positions): the start string and every position after it come back.
    let mut starts: Vec<(Variant, String)> = otherworlds_tests::read_epd()
        .into_iter()
        .map(|r| (Variant::Standard, r.fen))
        .collect();
    for file in ["two-worlds.tsv", "fourd.tsv", "valhalla.tsv"] {
        for row in otherworlds_tests::read_tsv(file) {
            starts.push((row.variant.parse().unwrap(), row.position));
        }
    }
    starts.dedup();
    // A walk of 0 to 40 random decisions from every start.
    let walks = proptest::collection::vec(support::choices(40), starts.len());
    support::run(file!(), 0xB0A7, 1, walks, |walks| {
        for ((variant, text), choices) in starts.iter().zip(walks) {
            let start = AnyPosition::from_string(*variant, text)
                .unwrap_or_else(|e| panic!("{variant} {text}: {e}"));
            let mut original = Game::new(start);
            for choice in choices {
                let legal = original.legal_moves();
                if legal.is_empty() {
                    break;
                }
                original.play(legal[pick(choice, legal.len())]).unwrap();
            }
            let what = format!("{variant} from {text}");
            let record = GameRecord::from_game(&original, players())
                .unwrap_or_else(|e| panic!("{what}: {e}"));
            let loaded =
                load_str(&record.to_json().unwrap()).unwrap_or_else(|e| panic!("{what}: {e}"));
            assert_same_game(&original, &loaded.game, &what);
        }
        Ok(())
    });
}
