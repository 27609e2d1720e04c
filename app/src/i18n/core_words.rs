//! The core's words in the user's language: the core speaks English to the command
//! line (RULES.md §5) and hands the app typed values, which are worded here from
//! `assets/i18n/<lang>/core.ftl`: variant and family names, colours and pieces (ghosts
//! too), how a game ended, the boards' titles. (Views may not reach the engine: a
//! level's name is worded in `players.rs`, a judgement in `computer/review.rs`; the
//! editor words `SetupError`'s
//! variants itself: `editor/words.rs`.)
use otherworlds_core::game::{EndReason, Outcome};
use otherworlds_core::geometry::PieceView;
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

/// "black knight" (a piece with its colour, as in a sentence). The messages select on
/// the core's own names of colours and roles (`white`, `knight`), their keys.
pub fn piece_name(piece: Piece) -> String {
    t!(
        "piece-name",
        color = Color::name(piece.color),
        role = Role::name(piece.role)
    )
}

/// How a game ended, as a noun ("checkmate", "the fifty-move rule").
pub fn end_reason(reason: EndReason) -> String {
    t!(&format!("end-{}", reason.as_str()))
}

/// The result as a sentence: "White wins by checkmate", "Draw by stalemate".
pub fn outcome(outcome: Outcome) -> String {
    let reason = end_reason(outcome.reason);
    match outcome.winner {
        Some(winner) => t!("outcome-win", winner = Color::name(winner), reason = reason),
        None => t!("outcome-draw", reason = reason),
    }
}

/// A piece as a board shows it: "white knight", "white ghost knight", "white ghost
/// knight (once black)" (a ghost keeps the colour its body had, RULES.md §2).
pub fn piece_view(view: &PieceView) -> String {
    if !view.ghost {
        return piece_name(Piece {
            color: view.color,
            role: view.role,
        });
    }
    t!(
        "piece-ghost",
        color = Color::name(view.color),
        role = Role::name(view.role),
        body = if view.body == view.color {
            "same"
        } else {
            Color::name(view.body)
        }
    )
}

/// A board's title as the core's geometry names it ("Earth", "Valhalla"), in the
/// language; the 4D boards' coordinates ("z=0 · w=1") are the same in every language.
pub fn board_name(name: &str) -> String {
    let id = match name {
        "Earth" => "board-earth",
        "Sky" => "board-sky",
        "Battlefield" => "board-battlefield",
        "Valhalla" => "board-valhalla",
        "Valhalla (colours swapped)" => "board-valhalla-swapped",
        "Board" => "board-board",
        other => return other.to_owned(),
    };
    t!(id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{ENGLISH, use_language};

    /// The app's English names read as the core's (the command line's) do, for every
    /// piece view and end reason: the same words, now from the message files.
    #[test]
    fn in_english_the_words_are_the_cores() {
        std::thread::spawn(|| {
            use_language(ENGLISH).expect("English");
            for color in [Color::White, Color::Black] {
                for role in Role::ALL {
                    for ghost in [false, true] {
                        for body in [Color::White, Color::Black] {
                            let view = PieceView {
                                color,
                                role,
                                ghost,
                                body: if ghost { body } else { color },
                                promoted: false,
                            };
                            assert_eq!(piece_view(&view), view.describe());
                        }
                    }
                }
            }
            for reason in EndReason::ALL {
                assert_eq!(end_reason(reason), reason.describe());
            }
            for variant in Variant::all() {
                assert_eq!(variant_name(variant), variant.display_name());
            }
            for family in Family::ALL {
                assert_eq!(family_name(family), family.name());
            }
            for variant in Variant::all() {
                use otherworlds_core::prelude::Drawable;
                let geometry = otherworlds_core::AnyPosition::new(variant).geometry();
                for spec in geometry.boards {
                    assert_eq!(board_name(&spec.name), spec.name);
                }
            }
        })
        .join()
        .expect("thread");
    }
}
