//! The core's words in the user's language: the core speaks English to the command
//! line (RULES.md §5) and hands the app typed values, which are worded here from
//! `assets/i18n/<lang>/core.ftl`: variant and family names, colours and pieces, how a
//! game ended, the phase of a Valhalla turn, and why a position cannot be set up (the
//! editor's errors, from `SetupError`'s variants, never from its English text).
use super::Arg;
use otherworlds_core::game::{EndReason, Outcome, PhaseLine};
use otherworlds_core::kernel::Piece;
use otherworlds_core::setup::{BackRanks, SetupError};
use otherworlds_core::{Color, Family, Role, Variant};

/// A variant's name, with Valhalla's options ("Valhalla, inverted, mirror").
pub fn variant_name(variant: Variant) -> String {
    match variant {
        Variant::Standard => t!("variant-standard"),
        Variant::TwoWorlds => t!("variant-two-worlds"),
        Variant::FourD => t!("variant-4d"),
        Variant::FourDClassic => t!("variant-4d-classic"),
        Variant::Valhalla(o) => {
            let mut name = t!("variant-valhalla");
            for (on, id) in [
                (o.inverted, "valhalla-inverted"),
                (o.mirror, "valhalla-mirror"),
                (o.eternal, "valhalla-eternal"),
            ] {
                if on {
                    name = t!("list-more", list = name, item = t!(id));
                }
            }
            name
        }
    }
}

/// A rating family's name.
pub fn family_name(family: Family) -> String {
    match family {
        Family::Standard => t!("variant-standard"),
        Family::TwoWorlds => t!("variant-two-worlds"),
        Family::FourD => t!("family-4d"),
        Family::Valhalla => t!("variant-valhalla"),
    }
}

/// "White", "Black".
pub fn color_name(color: Color) -> String {
    match color {
        Color::White => t!("color-white"),
        Color::Black => t!("color-black"),
    }
}

/// "knight", as in a sentence.
pub fn role_name(role: Role) -> String {
    t!(match role {
        Role::Pawn => "role-pawn",
        Role::Knight => "role-knight",
        Role::Bishop => "role-bishop",
        Role::Rook => "role-rook",
        Role::Queen => "role-queen",
        Role::King => "role-king",
    })
}

/// "black knight" (a piece with its colour, as in a sentence).
pub fn piece_name(piece: Piece) -> String {
    t!(
        "piece-name",
        color = color_key(piece.color),
        role = role_key(piece.role)
    )
}

fn color_key(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn role_key(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// How a game ended, as a noun ("checkmate", "the fifty-move rule").
pub fn end_reason(reason: EndReason) -> String {
    t!(&format!("end-{}", reason.as_str()))
}

/// The result as a sentence: "White wins by checkmate", "Draw by stalemate".
pub fn outcome(outcome: Outcome) -> String {
    let reason = end_reason(outcome.reason);
    match outcome.winner {
        Some(winner) => t!("outcome-win", winner = color_key(winner), reason = reason),
        None => t!("outcome-draw", reason = reason),
    }
}

/// The status bar's line about a Valhalla turn.
pub fn phase(line: PhaseLine) -> String {
    let who = |player: Color, colours: [Color; 2]| {
        t!(
            "valhalla-player",
            player = valhalla_player(player),
            first = color_key(colours[0]),
            second = color_key(colours[1])
        )
    };
    match line {
        PhaseLine::Move {
            board,
            player,
            colours,
            may_pass,
        } => {
            let id = if may_pass {
                "phase-move-or-pass"
            } else {
                "phase-move"
            };
            t!(id, board = board, player = who(player, colours))
        }
        PhaseLine::Place {
            board,
            player,
            colours,
            piece,
            mirror,
        } => {
            let id = match (board, mirror) {
                (2, true) => "phase-place-mirror",
                (2, false) => "phase-place-home",
                _ => "phase-place-return",
            };
            t!(id, player = who(player, colours), piece = piece_name(piece))
        }
        PhaseLine::Disappears { piece } => t!("phase-disappears", piece = piece_name(piece)),
        PhaseLine::Over(o) => t!("phase-over", result = outcome(o)),
    }
}

/// Valhalla's players are A and B whatever colours they hold (RULES.md §4).
fn valhalla_player(player: Color) -> &'static str {
    otherworlds_core::valhalla::player_name(player)
}

/// Why a position cannot be set up, from the error's kind and values.
pub fn setup_error(error: &SetupError) -> String {
    let args: Vec<(&str, Arg)> = match error {
        SetupError::MissingKing(color) => vec![("color", color_key(*color).into())],
        SetupError::TooManyKings { color, count } => {
            vec![
                ("color", color_key(*color).into()),
                ("count", (*count).into()),
            ]
        }
        SetupError::PawnOnBackRank { cell, .. } => vec![("cell", cell.into())],
        SetupError::OppositeCheck(color) => vec![("color", color_key(*color).into())],
        SetupError::EnPassantRank {
            square, expected, ..
        } => vec![("square", square.into()), ("rank", (*expected).into())],
        SetupError::OnBoard { board, error } => {
            return t!("setup-on-board", board = *board, error = setup_error(error));
        }
        SetupError::GhostOnEarth(cell) | SetupError::GhostKing(cell) => {
            vec![("cell", cell.into())]
        }
        SetupError::PromotedMark { square, role } => {
            vec![("cell", square.into()), ("role", (*role).into())]
        }
        SetupError::KingsStacked { earth, sky } => {
            vec![("earth", earth.into()), ("sky", sky.into())]
        }
        SetupError::InterLevelWithoutRook { color, letter } => vec![
            ("color", color_key(*color).into()),
            ("letter", letter.to_string().into()),
        ],
        SetupError::Board2Side {
            found, expected, ..
        } => vec![
            ("found", found.to_string().into()),
            ("expected", expected.to_string().into()),
        ],
        SetupError::MissingKings { missing, which } => {
            vec![("count", (*missing).into()), ("which", which.into())]
        }
        SetupError::TooMany {
            color,
            what,
            count,
            max,
        } => vec![
            ("color", color_key(*color).into()),
            ("what", (*what).into()),
            ("count", (*count).into()),
            ("max", (*max).into()),
        ],
    };
    super::tr_with(setup_error_id(error), &args)
}

/// The message of each kind of setup error.
pub fn setup_error_id(error: &SetupError) -> &'static str {
    match error {
        SetupError::MissingKing(_) => "setup-missing-king",
        SetupError::TooManyKings { .. } => "setup-too-many-kings",
        SetupError::PawnOnBackRank { ranks, .. } => match ranks {
            BackRanks::FirstOrLast => "setup-pawn-first-or-last",
            BackRanks::Earth => "setup-pawn-earth",
            BackRanks::OneOrFour => "setup-pawn-one-or-four",
        },
        SetupError::OppositeCheck(_) => "setup-opposite-check",
        SetupError::EnPassantRank { .. } => "setup-en-passant-rank",
        SetupError::OnBoard { .. } => "setup-on-board",
        SetupError::GhostOnEarth(_) => "setup-ghost-on-earth",
        SetupError::GhostKing(_) => "setup-ghost-king",
        SetupError::PromotedMark { .. } => "setup-promoted-mark",
        SetupError::KingsStacked { .. } => "setup-kings-stacked",
        SetupError::InterLevelWithoutRook { .. } => "setup-inter-level-without-rook",
        SetupError::Board2Side { .. } => "setup-board2-side",
        SetupError::MissingKings { .. } => "setup-missing-kings",
        SetupError::TooMany { .. } => "setup-too-many",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Catalog, ENGLISH, use_language};
    use otherworlds_core::prelude::*;
    use otherworlds_core::{AnyPosition, Variant};

    /// The app's English for a Valhalla turn is the core's English (the command line's),
    /// word for word, at every decision of random games in every option set: the typed
    /// line loses nothing the core's text says.
    #[test]
    fn valhalla_phases_in_english_read_as_the_core_writes_them() {
        std::thread::spawn(|| {
            use_language(ENGLISH).expect("English");
            for variant in Variant::all()
                .into_iter()
                .filter(|v| matches!(v, Variant::Valhalla(_)))
            {
                let mut pos = AnyPosition::new(variant);
                let mut rng = fastrand::Rng::with_seed(7);
                for _ in 0..300 {
                    let (Some(line), Some(text)) = (pos.phase_line(), pos.phase()) else {
                        panic!("{variant}: Valhalla always has a phase");
                    };
                    // A finished game is the one line worded for people rather than as
                    // the command line's result (`0-1 king-replaced`).
                    if let PhaseLine::Over(o) = line {
                        assert_eq!(phase(line), format!("game over: {}", outcome(o)));
                        break;
                    }
                    assert_eq!(phase(line), text, "{variant}");
                    let mut moves = Vec::new();
                    pos.legal_moves(&mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    pos.play(moves[rng.usize(..moves.len())]);
                }
            }
        })
        .join()
        .expect("thread");
    }

    /// Every kind of setup error has its message in English and a value for each of
    /// its arguments (an argument the message lacks would show as `{$name}`).
    #[test]
    fn every_setup_error_is_worded_whole() {
        let errors = [
            SetupError::MissingKing(Color::Black),
            SetupError::TooManyKings {
                color: Color::White,
                count: 2,
            },
            SetupError::PawnOnBackRank {
                cell: "e8".into(),
                ranks: BackRanks::FirstOrLast,
            },
            SetupError::PawnOnBackRank {
                cell: "E1".into(),
                ranks: BackRanks::Earth,
            },
            SetupError::PawnOnBackRank {
                cell: "a4[0,0]".into(),
                ranks: BackRanks::OneOrFour,
            },
            SetupError::OppositeCheck(Color::White),
            SetupError::EnPassantRank {
                square: "e4".into(),
                expected: 6,
                side: "white",
            },
            SetupError::MissingKing(Color::White).on_board(2),
            SetupError::GhostOnEarth("e4".into()),
            SetupError::GhostKing("E4".into()),
            SetupError::PromotedMark {
                square: "e4".into(),
                role: "pawn",
            },
            SetupError::KingsStacked {
                earth: "e1".into(),
                sky: "E1".into(),
            },
            SetupError::InterLevelWithoutRook {
                color: Color::White,
                letter: 'I',
            },
            SetupError::Board2Side {
                found: 'w',
                board1: 'w',
                expected: 'b',
                rules: "normal",
            },
            SetupError::MissingKings {
                missing: 2,
                which: "board 2".into(),
            },
            SetupError::TooMany {
                color: Color::Black,
                what: "pawns",
                count: 9,
                max: 8,
            },
        ];
        let english = Catalog::shipped(ENGLISH).expect("English");
        std::thread::spawn(move || {
            use_language(ENGLISH).expect("English");
            for error in &errors {
                assert!(english.has(setup_error_id(error)), "{error:?}");
                let text = setup_error(error);
                assert!(
                    !text.contains('{') && !text.contains("$"),
                    "{error:?}: {text}"
                );
            }
            assert_eq!(
                setup_error(&SetupError::MissingKing(Color::White).on_board(2)),
                "board 2: White has no king"
            );
        })
        .join()
        .expect("thread");
    }
}
