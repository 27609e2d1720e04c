//! The network's tests: its file, its symmetry, its buckets, the accumulators kept by
//! difference against the fresh sum.
use super::file::{MAGIC_FLAT, WORDS_AT};
use super::*;
use crate::standard::Chess;

fn board(fen: &str) -> (Board, Color) {
    let p = Chess::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    (*p.board(), p.turn())
}

#[test]
fn the_shipped_network_reads_and_writes_back_the_same_bytes() {
    let net = shipped().expect("the shipped network reads");
    assert_eq!(net.to_bytes(), SHIPPED);
}

#[test]
fn colour_mirrored_positions_score_the_same_for_the_side_to_move() {
    // The perspectives share their weights and Black's squares are flipped, so a
    // position and its colour mirror (ranks flipped, colours swapped, the other side
    // to move) are the same to the network.
    let net = shipped().expect("the shipped network reads");
    let pairs = [
        (
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
            "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3",
        ),
        (
            "8/5k2/8/3P4/8/8/6K1/8 w - - 0 1",
            "8/6k1/8/8/3p4/8/5K2/8 b - - 0 1",
        ),
    ];
    for (a, b) in pairs {
        let (ba, ta) = board(a);
        let (bb, tb) = board(b);
        assert_eq!(net.evaluate(&ba, ta), net.evaluate(&bb, tb), "{a} / {b}");
    }
}

#[test]
fn a_queen_up_is_winning_and_a_queen_down_losing() {
    // A whole queen is worth far more than any positional term: the network must
    // say so from either side's view.
    let net = shipped().expect("the shipped network reads");
    let (b, t) = board("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    assert!(net.evaluate(&b, t) > 500, "{}", net.evaluate(&b, t));
    let (b, t) = board("4k3/8/8/8/8/8/8/3QK3 b - - 0 1");
    assert!(net.evaluate(&b, t) < -500, "{}", net.evaluate(&b, t));
}

#[test]
fn the_search_evaluates_with_the_network() {
    use crate::game::Searchable;
    let net = shipped().expect("the shipped network reads");
    for fen in [
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3",
        "8/5k2/8/3P4/8/8/6K1/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/3QK3 b - - 0 1",
    ] {
        let p = Chess::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        // Both the network and the search's evaluate score for the side to move.
        assert_eq!(
            p.evaluate(),
            net.evaluate_fresh(p.board(), p.turn()),
            "{fen}"
        );
    }
}

#[test]
fn without_a_network_the_linear_evaluation_is_used() {
    let (b, t) = board("8/5k2/8/3P4/8/8/6K1/8 b - - 0 1");
    assert_eq!(white_view_or(None, &b, t, || 137), 137);
    // With a network the linear evaluation is not asked; the network's score for
    // Black, the side to move, is negated for White's view.
    let net = shipped().expect("the shipped network reads");
    let own = net.evaluate_fresh(&b, t);
    let white = white_view_or(Some(net), &b, t, || panic!("the linear evaluation asked"));
    assert_eq!(white, -own);
}

#[test]
fn the_search_evaluation_is_the_same_for_colour_mirrored_positions() {
    // Both halves are colour-symmetric (the network by its shared weights, the linear
    // evaluation by its construction), so the side to move's score is too.
    use crate::game::Searchable;
    let pairs = [
        (
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
            "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3",
        ),
        (
            "r3k2r/pp3ppp/2n1b3/3q4/3P4/2N2N2/PP3PPP/R2QK2R b KQkq - 0 1",
            "r2qk2r/pp3ppp/2n2n2/3p4/3Q4/2N1B3/PP3PPP/R3K2R w KQkq - 0 1",
        ),
    ];
    for (a, b) in pairs {
        let pa = Chess::from_fen(a).unwrap_or_else(|e| panic!("{a}: {e}"));
        let pb = Chess::from_fen(b).unwrap_or_else(|e| panic!("{b}: {e}"));
        assert_eq!(pa.evaluate(), pb.evaluate(), "{a} / {b}");
    }
}

#[test]
fn the_updated_accumulators_give_the_fresh_sums_score_through_random_games() {
    // The oracle is the fresh sum. Random games from positions with castling, en
    // passant and promotions in reach; each position is evaluated after its
    // predecessor (small differences), every seventh game position is followed by the
    // start position (a refresh and back), and a second network with other weights
    // is evaluated in between sometimes (the remembered accumulators belong to one
    // network).
    use crate::game::Rules;
    let net = shipped().expect("the shipped network reads");
    let mut other_bytes = SHIPPED.to_vec();
    for at in (WORDS_AT..WORDS_AT + 2 * INPUTS * HIDDEN).step_by(2 * 97) {
        other_bytes[at] = other_bytes[at].wrapping_add(3);
    }
    let other = Network::from_bytes(&other_bytes).expect("the changed network reads");
    let start = Chess::new();
    let mut rng = fastrand::Rng::with_seed(47);
    let mut checked = 0;
    for fen in [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    ] {
        for _ in 0..20 {
            let mut p = Chess::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
            for ply in 0..60 {
                let (b, t) = (*p.board(), p.turn());
                assert_eq!(
                    net.evaluate(&b, t),
                    net.evaluate_fresh(&b, t),
                    "{}",
                    p.fen()
                );
                if ply % 7 == 0 {
                    let (sb, st) = (*start.board(), start.turn());
                    assert_eq!(net.evaluate(&sb, st), net.evaluate_fresh(&sb, st));
                }
                if ply % 11 == 0 {
                    assert_eq!(other.evaluate(&b, t), other.evaluate_fresh(&b, t));
                }
                checked += 1;
                let mut moves = Vec::new();
                p.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                p.play(moves[rng.usize(..moves.len())]);
            }
        }
    }
    assert!(checked > 2000, "{checked} positions checked");
}

#[test]
fn kings_crossing_buckets_and_back_bring_their_remembered_boards_up_to_date() {
    // The oracle is the fresh sum. A search visits lines where a king has castled or
    // stepped up and lines where it has not, one after another: each board below is
    // evaluated after the one before it, on a thread of its own (nothing remembered
    // yet), so White's king goes e1 (bucket 1), g1 (2), e1, g1 and Black's e8 (1), e7
    // (3), e8, with pieces moved in between; a board is also met again unchanged, and
    // one whose bucket's remembered board is many moves away.
    let net = shipped().expect("the shipped network reads");
    let fens = [
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4",
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R b KQkq - 0 4",
        "r1bq3r/ppppkppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQ1RK1 w - - 2 6",
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        "r1bq3r/ppppkppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQ1RK1 w - - 2 6",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
        "r1bq3r/ppppkppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQ1RK1 w - - 2 6",
    ];
    let scores = std::thread::spawn(move || {
        fens.map(|fen| {
            let (b, t) = board(fen);
            (net.evaluate(&b, t), net.evaluate_fresh(&b, t), fen)
        })
    })
    .join()
    .expect("the evaluating thread ends");
    for (updated, fresh, fen) in scores {
        assert_eq!(updated, fresh, "{fen}");
    }
}

#[test]
fn the_number_of_pieces_chooses_the_output_bucket() {
    // Bucket b holds the boards of 4b + 2 to 4b + 5 pieces; the last also 30-32.
    for (pieces, expected) in [(2, 0), (5, 0), (6, 1), (29, 6), (30, 7), (32, 7)] {
        assert_eq!(bucket_of_pieces(pieces), expected, "{pieces} pieces");
    }
    // Bucket 0's output bias raised by QA × QB (one unit of output, SCALE
    // centipawns) moves the score of a 3-piece board by SCALE (its output is positive
    // before and after, so the division truncates the same way) and leaves a 6-piece
    // board (bucket 1) as it was.
    let net = shipped().expect("the shipped network reads");
    let mut bytes = SHIPPED.to_vec();
    let at = bytes.len() - 4 * BUCKETS;
    let raised =
        i32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]) + QA * QB;
    bytes[at..at + 4].copy_from_slice(&raised.to_le_bytes());
    let other = Network::from_bytes(&bytes).expect("the changed network reads");
    let (b, t) = board("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    assert_eq!(bucket(&b), 0);
    assert!(net.evaluate_fresh(&b, t) > 0);
    assert_eq!(
        other.evaluate_fresh(&b, t),
        net.evaluate_fresh(&b, t) + SCALE
    );
    let (b, t) = board("4k3/ppp5/8/8/8/8/8/3QK3 w - - 0 1");
    assert_eq!(bucket(&b), 1);
    assert_eq!(other.evaluate_fresh(&b, t), net.evaluate_fresh(&b, t));
}

#[test]
fn bad_files_are_refused_with_what_is_wrong() {
    assert_eq!(Network::from_bytes(b"not a net"), Err(NetError::Magic));
    let mut wrong = SHIPPED.to_vec();
    wrong[8..12].copy_from_slice(&64u32.to_le_bytes());
    assert_eq!(Network::from_bytes(&wrong), Err(NetError::Hidden(64)));
    let mut wrong = SHIPPED.to_vec();
    wrong[12..16].copy_from_slice(&3u32.to_le_bytes());
    assert_eq!(Network::from_bytes(&wrong), Err(NetError::Buckets(3)));
    let mut wrong = SHIPPED.to_vec();
    wrong[16..20].copy_from_slice(&7u32.to_le_bytes());
    assert_eq!(Network::from_bytes(&wrong), Err(NetError::Kings(7)));
    // Output weight 5 (the words after the magic, the sizes, the feature weights and
    // the biases) set to 2,000, beyond what keeps the output's sums within i32.
    let mut heavy = SHIPPED.to_vec();
    let at = WORDS_AT + 2 * (INPUTS * HIDDEN + HIDDEN + 5);
    heavy[at..at + 2].copy_from_slice(&2000i16.to_le_bytes());
    assert_eq!(
        Network::from_bytes(&heavy),
        Err(NetError::OutputWeight {
            index: 5,
            value: 2000
        })
    );
    let short = &SHIPPED[..SHIPPED.len() - 1];
    assert_eq!(
        Network::from_bytes(short),
        Err(NetError::Length {
            found: SHIPPED.len() - 1,
            expected: file_len()
        })
    );
}

#[test]
fn the_kings_square_chooses_the_inputs_bucket() {
    // Seen from its own side: the first two ranks split a-c (castled long), d-e (the
    // centre), f-h (castled short); the third rank and beyond is one bucket.
    let at = |name: &str| crate::kernel::parse_square(name).expect("a square name");
    for (color, square, expected) in [
        (Color::White, "e1", 1),
        (Color::White, "g1", 2),
        (Color::White, "h2", 2),
        (Color::White, "c1", 0),
        (Color::White, "a2", 0),
        (Color::White, "d3", 3),
        (Color::White, "g8", 3),
        (Color::Black, "e8", 1),
        (Color::Black, "g8", 2),
        (Color::Black, "b7", 0),
        (Color::Black, "f6", 3),
        (Color::Black, "c1", 3),
    ] {
        assert_eq!(
            king_bucket_at(color, Some(at(square))),
            expected,
            "{color:?} king on {square}"
        );
    }
    // A changed weight of bucket 3 (a king beyond its second rank) moves only the
    // boards where a king stands there: every white queen's row of that bucket, from
    // White's view, raised.
    let net = shipped().expect("the shipped network reads");
    let mut parts_features = net.parts().features.to_vec();
    let queen = feature(Color::White, 3, Color::White, Role::Queen, 3);
    for row in &mut parts_features[queen - 3..queen + 61] {
        for w in row.iter_mut() {
            *w = w.saturating_add(40);
        }
    }
    let p = net.parts();
    let other = Network::from_parts(parts_features, *p.bias, p.output.to_vec(), *p.output_bias)
        .expect("the same sizes");
    let (home, t) = board("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    assert_eq!(other.evaluate_fresh(&home, t), net.evaluate_fresh(&home, t));
    let (up, t) = board("4k3/8/8/8/4K3/8/8/3Q4 w - - 0 1");
    assert_ne!(other.evaluate_fresh(&up, t), net.evaluate_fresh(&up, t));
}

#[test]
fn a_file_without_king_buckets_reads_as_the_same_inputs_in_every_bucket() {
    // The fourth network's format (`OWNNUE02`): the magic, two sizes, one bucket's
    // inputs. Written from the shipped network's bucket 1, it reads back as that
    // bucket's rows in all four.
    let net = shipped().expect("the shipped network reads");
    let p = net.parts();
    let mut flat = MAGIC_FLAT.to_vec();
    flat.extend_from_slice(&SHIPPED[8..16]);
    let rows = &p.features[PIECE_INPUTS..2 * PIECE_INPUTS];
    for w in rows
        .iter()
        .flatten()
        .chain(p.bias)
        .chain(p.output.iter().flatten())
    {
        flat.extend_from_slice(&w.to_le_bytes());
    }
    for b in p.output_bias {
        flat.extend_from_slice(&b.to_le_bytes());
    }
    let read = Network::from_bytes(&flat).expect("the flat file reads");
    for k in 0..KINGS {
        assert_eq!(
            &read.parts().features[k * PIECE_INPUTS..(k + 1) * PIECE_INPUTS],
            rows,
            "bucket {k}"
        );
    }
    // Both kings on e-files of their first ranks use bucket 1: the same score.
    let (b, t) = board("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    assert_eq!(read.evaluate_fresh(&b, t), net.evaluate_fresh(&b, t));
    let short = &flat[..flat.len() - 2];
    assert!(matches!(
        Network::from_bytes(short),
        Err(NetError::Length { .. })
    ));
}
