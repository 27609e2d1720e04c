//! Saved games (issue 8): a save/load round trip over seeded random games of every
//! variant reproduces every position of the game, ply by ply.
use otherworlds_core::record::{GameRecord, Player, Players, load_file, load_str, save_atomic};
use otherworlds_core::{AnyPosition, Game, Position, Variant};
use otherworlds_tests::{Rng, random_playout};

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

#[test]
fn every_variant_round_trips_through_json_ply_by_ply() {
    let mut rng = Rng(0x5A7E_D9A3);
    let mut ended = 0;
    let mut mid_turn = 0;
    for variant in Variant::all() {
        for round in 0..4 {
            // Full games (to their end or a long cap) and games cut at a random ply,
            // which in Valhalla often falls inside a turn.
            let cap = if round == 0 { 400 } else { 1 + rng.below(150) };
            let seed = rng.next_u64();
            let original = random_playout(variant, seed, cap, |_| {});
            let what = format!("{variant} seed {seed:#x} cap {cap}");
            let record = GameRecord::from_game(&original, players())
                .unwrap_or_else(|e| panic!("{what}: {e}"));
            assert_eq!(record.variant, variant);
            ended += usize::from(record.result.is_some());
            mid_turn += usize::from(!record.turn_in_progress.is_empty());
            let json = record.to_json().unwrap_or_else(|e| panic!("{what}: {e}"));
            let loaded = load_str(&json).unwrap_or_else(|e| panic!("{what}: {e}\n{json}"));
            assert_same_game(&original, &loaded.game, &what);
            assert_eq!(loaded.record, record, "{what}: the record reads back equal");
        }
    }
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
        let mut game = Game::new(AnyPosition::start(variant).unwrap());
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
    let mut rng = Rng(0xB0A7);
    for (variant, text) in starts {
        let start = AnyPosition::from_string(variant, &text)
            .unwrap_or_else(|e| panic!("{variant} {text}: {e}"));
        let mut original = Game::new(start);
        for _ in 0..rng.below(40) {
            let legal = original.legal_moves();
            if legal.is_empty() {
                break;
            }
            original.play(legal[rng.below(legal.len())]).unwrap();
        }
        let what = format!("{variant} from {text}");
        let record =
            GameRecord::from_game(&original, players()).unwrap_or_else(|e| panic!("{what}: {e}"));
        let loaded = load_str(&record.to_json().unwrap()).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_same_game(&original, &loaded.game, &what);
    }
}
