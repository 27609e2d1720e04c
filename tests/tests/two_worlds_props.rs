//! Properties of Two Worlds over random playouts (proptest: a failing playout shrinks
//! to a short one, see `support`): no panic, every generated move
//! is legal (and every legal move is generated, against the play-and-test oracle), the
//! incremental hash equals a from-scratch hash, TW-FEN round-trips, and with an empty Sky
//! the Earth moves are standard chess's.
use otherworlds_core::geometry::{CaptureFate, MoveKind};
use otherworlds_core::prelude::*;
use otherworlds_core::standard::Chess;
use otherworlds_core::two_worlds::{Kind, Level, Move, TwoWorlds};
use otherworlds_tests::read_tsv;
use std::cell::RefCell;

mod support;

fn start_positions() -> Vec<TwoWorlds> {
    let mut out = vec![TwoWorlds::new()];
    for row in read_tsv("two-worlds.tsv") {
        let pos =
            TwoWorlds::from_fen(&row.position).unwrap_or_else(|e| panic!("{}: {e}", row.name));
        if !out.contains(&pos) {
            out.push(pos);
        }
    }
    out.push(
        TwoWorlds::from_fen(
            "r1b1k2r/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R1B1K2R|8/2P1n*3/1b3q2/4N3/2p*5/1Q3R*2/6p1/8 w KQIkqi - 0 12",
        )
        .unwrap_or_else(|e| panic!("{e}")),
    );
    out
}

fn key(m: &Move) -> (String, u8) {
    (m.uci(), m.kind as u8)
}

/// Checks every property on one position; returns the legal moves.
fn check_position(pos: &TwoWorlds, stats: &mut Stats) -> Vec<Move> {
    let fen = pos.fen();
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    assert_eq!(pos.count_legal_moves(), legal.len(), "{fen}");

    // Sound and complete against the oracle (pseudo-legal moves kept if the king is safe).
    let mut fast: Vec<_> = legal.iter().map(key).collect();
    let mut oracle: Vec<_> = pos.legal_moves_by_trial().iter().map(key).collect();
    fast.sort();
    oracle.sort();
    assert_eq!(fast, oracle, "generator vs oracle at {fen}");

    for &mv in &legal {
        let mut after = *pos;
        after.play(mv);
        assert!(
            !after.king_attacked(pos.turn()),
            "{} leaves the king attacked at {fen}",
            mv.uci()
        );
        assert_eq!(
            after.hash(),
            after.compute_hash(),
            "hash after {} at {fen}",
            mv.uci()
        );
        // Display, info and move strings must not panic and must read back.
        assert!(!pos.display_move(mv).is_empty());
        let info = pos.move_info(mv);
        assert_eq!(info.text, mv.uci());
        assert_eq!(pos.parse_move(&mv.uci()), Ok(mv), "{fen}");
        stats.moves += 1;
        let ghost_mover = pos.placed_at(mv.from).is_some_and(|p| p.ghost);
        match info.kind {
            MoveKind::InterLevelCastle => stats.inter_level_castles += 1,
            MoveKind::VerticalCapture => stats.vertical_captures += 1,
            MoveKind::VerticalStep if mv.promotion.is_some() => stats.descent_promotions += 1,
            MoveKind::EnPassant => stats.en_passants += 1,
            _ => {}
        }
        if matches!(info.fate, Some(CaptureFate::Rises(_))) {
            stats.rising_captures += 1;
        }
        if ghost_mover {
            stats.ghost_moves += 1;
        }
    }

    // TW-FEN round trip.
    assert_eq!(
        TwoWorlds::from_fen(&fen).as_ref(),
        Ok(pos),
        "round trip of {fen}"
    );
    assert_eq!(pos.hash(), pos.compute_hash(), "{fen}");
    let _ = pos.terminal();
    let _ = pos.repetition_key();

    compare_with_standard(pos, stats);
    legal
}

/// With the Sky emptied (both kings on Earth), the non-vertical moves are standard
/// chess's on the same Earth FEN.
fn compare_with_standard(pos: &TwoWorlds, stats: &mut Stats) {
    let fen = pos.fen();
    let fields: Vec<&str> = fen.split(' ').collect();
    let Some((earth, _sky)) = fields[0].split_once('|') else {
        panic!("no '|' in {fen}");
    };
    if pos.board(Level::Sky).by_role(otherworlds_core::Role::King) != 0 {
        return;
    }
    let classic: String = fields[2].chars().filter(|c| !"Ii".contains(*c)).collect();
    let classic = if classic.is_empty() {
        "-".to_string()
    } else {
        classic
    };
    let tw_fen = format!(
        "{earth}|8/8/8/8/8/8/8/8 {} {classic} {} {} {}",
        fields[1], fields[3], fields[4], fields[5]
    );
    let std_fen = format!(
        "{} {} {classic} {} {} {}",
        earth.replace('~', ""),
        fields[1],
        fields[3],
        fields[4],
        fields[5]
    );
    let (Ok(tw), Ok(chess)) = (TwoWorlds::from_fen(&tw_fen), Chess::from_fen(&std_fen)) else {
        panic!("cannot build the empty-Sky pair for {fen}");
    };
    let mut ours: Vec<String> = Vec::new();
    let mut moves = Vec::new();
    tw.legal_moves(&mut moves);
    for m in moves {
        if !matches!(m.kind, Kind::Vertical | Kind::InterLevelCastle) {
            ours.push(m.uci());
        }
    }
    let mut theirs: Vec<String> = chess.legal().iter().map(|m| m.uci()).collect();
    ours.sort();
    theirs.sort();
    assert_eq!(ours, theirs, "Earth moves vs standard chess at {tw_fen}");
    stats.standard_compared += 1;
}

#[derive(Debug, Default)]
struct Stats {
    plies: usize,
    moves: usize,
    standard_compared: usize,
    sky_pieces_seen: usize,
    /// Generated moves by what they do, to show the playouts reach every rule.
    inter_level_castles: usize,
    descent_promotions: usize,
    vertical_captures: usize,
    rising_captures: usize,
    en_passants: usize,
    ghost_moves: usize,
}

/// Plays `choices` from `start`, checking every position before its move.
fn playout(start: TwoWorlds, choices: &[u32], stats: &mut Stats) {
    let mut pos = start;
    for &choice in choices {
        let legal = check_position(&pos, stats);
        if legal.is_empty() {
            break;
        }
        pos.play(legal[otherworlds_tests::pick(choice, legal.len())]);
        stats.plies += 1;
        stats.sky_pieces_seen += pos.board(Level::Sky).occupied().count_ones() as usize;
    }
}

/// `cases` random playouts of at most `max_plies` from the start positions.
fn playouts(seed: u64, cases: u32, max_plies: usize) -> Stats {
    let starts = start_positions();
    let stats = RefCell::new(Stats::default());
    support::run(
        file!(),
        seed,
        cases,
        (0..starts.len(), support::choices(max_plies)),
        |(start, choices)| {
            playout(starts[start], &choices, &mut stats.borrow_mut());
            Ok(())
        },
    );
    stats.into_inner()
}

#[test]
fn random_playouts_keep_every_property() {
    // 192 playouts of 0 to 120 plies: about the 96 x 120 plies of the seeded version.
    let stats = playouts(0x0077_0001, 192, 120);
    eprintln!("{stats:?}");
    assert!(stats.plies >= 6000, "only {} plies", stats.plies);
    assert!(stats.moves > 100_000);
    assert!(stats.standard_compared > 1000);
    assert!(
        stats.sky_pieces_seen > stats.plies,
        "the Sky stayed nearly empty"
    );
    for (what, n) in [
        ("inter-level castles", stats.inter_level_castles),
        ("descent promotions", stats.descent_promotions),
        ("vertical captures", stats.vertical_captures),
        ("rising captures", stats.rising_captures),
        ("en passant captures", stats.en_passants),
        ("ghost moves", stats.ghost_moves),
    ] {
        assert!(n > 0, "the playouts never generated {what}");
    }
}

#[test]
fn long_playouts_reach_endgames() {
    // Longer games reach promotions, ghosts everywhere and the end rules.
    // 16 playouts of 0 to 400 plies: about the 8 x 400 plies of the seeded version.
    let stats = playouts(0x0077_0002, 16, 400);
    eprintln!("{stats:?}");
    assert!(stats.plies >= 1000, "only {} plies", stats.plies);
}
