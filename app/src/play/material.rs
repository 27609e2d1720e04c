//! Captured pieces and the material difference beside the board (issue 18), drawn with
//! the app's vector pieces. Captures are grouped by what became of them: standard chess
//! and 4D one group ("Captured"); Two Worlds the pieces lost for good apart from those
//! that rose to the Sky as ghosts of the capturer (TW-5, TW-7); Valhalla the pieces sent
//! from the battlefield to Valhalla (V-5), those lost on Valhalla (V-7) and, with
//! `:eternal`, those sent back. In each group one row per colour: the pieces of that
//! colour taken. The difference counts pawn 1, knight and bishop 3, rook 5, queen 9 of
//! the pieces on the boards (a ghost for the side that moves it): one figure for the
//! whole game, per board in Valhalla, whose boards are separate armies.
use crate::pieces::{PieceStyle, paint_piece};
use crate::theme::Theme;
use egui::{Sense, Ui, vec2};
use otherworlds_core::geometry::{CaptureFate, PieceView};
use otherworlds_core::{AnyPosition, Color, Game, Variant, prelude::*};

/// One kind of capture: its title and the pieces taken, White's then Black's.
#[derive(Clone, Debug, PartialEq)]
pub struct CaptureGroup {
    pub title: String,
    pub taken: [Vec<PieceView>; 2],
}

/// What the panel shows: the groups in the order they first happened, and the
/// difference per board set (a title, White's material minus Black's).
#[derive(Clone, Debug, PartialEq)]
pub struct Material {
    pub groups: Vec<CaptureGroup>,
    pub balance: Vec<(String, i32)>,
}

fn title(variant: Variant, board: u8, fate: Option<CaptureFate>) -> String {
    let id = match (variant, fate) {
        (_, Some(CaptureFate::Rises(_))) => "play-rose-as-ghosts",
        (_, Some(CaptureFate::Transfers)) if board == 0 => "play-sent-to-valhalla",
        (_, Some(CaptureFate::Transfers)) => "play-sent-back",
        (Variant::Valhalla(_), _) => "play-lost-on-valhalla",
        (Variant::TwoWorlds, _) => "play-lost-for-good",
        _ => "play-captured",
    };
    t!(id)
}

/// The captures of the first `ply` decisions of `game` and the balance after them.
pub fn material_at(game: &Game<AnyPosition>, ply: usize) -> Material {
    let variant = game.start().variant();
    let mut groups: Vec<CaptureGroup> = Vec::new();
    for (p, &mv) in game.moves().iter().enumerate().take(ply) {
        let Some(pos) = game.position_at(p) else {
            break;
        };
        let info = pos.move_info(mv);
        let Some(victim) = info.victim else {
            continue;
        };
        let Some((_, piece)) = pos.pieces().into_iter().find(|(c, _)| *c == victim) else {
            continue;
        };
        let title = title(variant, victim.board, info.fate);
        let side = usize::from(piece.color == Color::Black);
        match groups.iter_mut().find(|g| g.title == title) {
            Some(group) => group.taken[side].push(piece),
            None => {
                let mut taken = [Vec::new(), Vec::new()];
                taken[side].push(piece);
                groups.push(CaptureGroup { title, taken });
            }
        }
    }
    for group in &mut groups {
        for pieces in &mut group.taken {
            // Most valuable first, as lichess lists them.
            pieces.sort_by_key(|p| std::cmp::Reverse(p.role.pawns()));
        }
    }
    let pos = game.position_at(ply).unwrap_or_else(|| game.position());
    let sets: &[(&'static str, Option<u8>)] = match variant {
        Variant::Valhalla(_) => &[
            ("play-material-battlefield", Some(0)),
            ("play-material-valhalla", Some(1)),
        ],
        _ => &[("play-material", None)],
    };
    let pieces = pos.pieces();
    let balance = sets
        .iter()
        .map(|&(name, board)| {
            let sum: i32 = pieces
                .iter()
                .filter(|(c, _)| board.is_none_or(|b| c.board == b))
                .map(|(_, p)| match p.color {
                    Color::White => p.role.pawns(),
                    Color::Black => -p.role.pawns(),
                })
                .sum();
            (t!(name), sum)
        })
        .collect();
    Material { groups, balance }
}

/// "White +3", "Black +1", "even".
pub fn balance_text(diff: i32) -> String {
    match diff {
        0 => t!("play-even"),
        d if d > 0 => t!("play-white-ahead", points = d),
        d => t!("play-black-ahead", points = -d),
    }
}

/// The groups (small pieces, each row spoken as "Captured: black pawn, black knight")
/// and the balance lines.
pub fn material_ui(ui: &mut Ui, material: &Material, theme: &Theme) {
    const SIZE: f32 = 18.0;
    for group in &material.groups {
        ui.label(&group.title);
        for pieces in group.taken.iter().filter(|p| !p.is_empty()) {
            let names: Vec<String> = pieces.iter().map(PieceView::describe).collect();
            let spoken = format!("{}: {}", group.title, names.join(", "));
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing.x = 0.0;
                for piece in pieces {
                    let (rect, response) = ui.allocate_exact_size(vec2(SIZE, SIZE), Sense::hover());
                    let style = PieceStyle {
                        theme,
                        opacity: 1.0,
                    };
                    paint_piece(ui.painter(), rect, piece, style);
                    response.on_hover_text(crate::i18n::core_words::piece_view(piece));
                }
            })
            .response
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &spoken));
        }
    }
    for (name, diff) in &material.balance {
        ui.label(format!("{name}: {}", balance_text(*diff)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use otherworlds_core::Role;

    fn after(variant: &str, turns: &[&str]) -> Game<AnyPosition> {
        let variant: Variant = variant.parse().expect("variant");
        let mut game = Game::new(AnyPosition::new(variant));
        for t in turns {
            game.play_str(t).expect("legal");
        }
        game
    }

    #[test]
    fn a_capture_in_standard_chess_is_listed_and_counted() {
        // 1. e4 d5 2. exd5: White took a pawn.
        let game = after("standard", &["e2e4", "d7d5", "e4d5"]);
        let m = material_at(&game, 3);
        assert_eq!(m.groups.len(), 1);
        assert_eq!(m.groups[0].title, "Captured");
        assert!(m.groups[0].taken[0].is_empty());
        assert_eq!(m.groups[0].taken[1].len(), 1);
        assert_eq!(m.groups[0].taken[1][0].role, Role::Pawn);
        assert_eq!(m.balance, [("Material".to_string(), 1)]);
        assert_eq!(balance_text(1), "White +1");
        // Before the capture nothing is listed.
        assert!(material_at(&game, 2).groups.is_empty());
    }

    #[test]
    fn tw_5_a_piece_captured_on_earth_rises_as_a_ghost_of_the_capturer() {
        let game = after("two-worlds", &["e2e4", "d7d5", "e4d5"]);
        let m = material_at(&game, 3);
        assert_eq!(m.groups[0].title, "Rose as ghosts");
        assert_eq!(m.groups[0].taken[1].len(), 1, "a black pawn rose");
        // The ghost on d5 of the Sky is White's now: White is two pawns up.
        assert_eq!(m.balance, [("Material".to_string(), 2)]);
    }

    #[test]
    fn v_5_a_battlefield_capture_is_sent_to_valhalla() {
        let game = after("valhalla", &["e2e4,0000", "d7d5,0000", "e4d5,p@a7,e1e2"]);
        let m = material_at(&game, game.moves().len());
        assert_eq!(m.groups[0].title, "Sent to Valhalla");
        assert_eq!(m.groups[0].taken[1].len(), 1);
        // The black pawn left the battlefield and stands on Valhalla for Black.
        assert_eq!(
            m.balance,
            [("Battlefield".to_string(), 1), ("Valhalla".to_string(), -1)]
        );
    }
}
