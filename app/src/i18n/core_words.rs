//! The core's words in the user's language: the core speaks English to the command
//! line (RULES.md §5) and hands the app typed values, which are worded here from
//! `assets/i18n/<lang>/core.ftl`: variant and family names, colours and pieces, how a
//! game ended, the phase of a Valhalla turn. (The editor words `SetupError`'s
//! variants itself: `editor/words.rs`.)
use otherworlds_core::game::{EndReason, Outcome, PhaseLine};
use otherworlds_core::kernel::Piece;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{ENGLISH, use_language};
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
}
