//! Issue 14, point 2: beams of light and move markers lie on the board under the
//! pieces; they never hide a piece (the Two Worlds beam across c1-h1 used to cover the
//! tops of the queen, king, bishop and knight).
use crate::support::*;
use egui::epaint::Shape;
use otherworlds::theme::Theme;
use otherworlds_core::Variant;

/// Indices, in the last frame's output, of the beams' cores (open curves of 33 points)
/// and of the white pieces (a piece is one `Shape::Vec` of parts, some filled with the
/// white pieces' colour).
fn beams_and_white_pieces(h: &H) -> (Vec<usize>, Vec<usize>) {
    let white = Theme::default().white.fill;
    let white_part = |shape: &Shape| match shape {
        Shape::Path(path) => path.closed && path.fill == white,
        Shape::Circle(c) => c.fill == white,
        _ => false,
    };
    let (mut beams, mut pieces) = (Vec::new(), Vec::new());
    for (i, clipped) in h.output().shapes.iter().enumerate() {
        match &clipped.shape {
            Shape::Path(path) if !path.closed && path.points.len() == 33 => beams.push(i),
            Shape::Vec(parts) if parts.iter().any(white_part) => pieces.push(i),
            _ => {}
        }
    }
    (beams, pieces)
}

#[test]
fn tw_3_the_beam_is_painted_before_every_piece() {
    let mut h = after(Variant::TwoWorlds, &[]);
    let c1 = cell(&h, "c1");
    click(&mut h, c1);
    assert_eq!(h.state().board_state().selected, Some(c1));
    let (beams, pieces) = beams_and_white_pieces(&h);
    assert!(!beams.is_empty(), "the bishop's beam to the Sky is drawn");
    assert!(pieces.len() >= 16, "every white piece is drawn");
    let last_beam = beams.iter().max().copied().unwrap_or_default();
    let first_piece = pieces.iter().min().copied().unwrap_or_default();
    assert!(
        last_beam < first_piece,
        "beam shape {last_beam} painted after piece shape {first_piece}"
    );
}

#[test]
fn the_2d_board_paints_beams_and_markers_under_the_pieces() {
    use otherworlds::board::{DRAW_ORDER, Layer};
    let at = |layer| DRAW_ORDER.iter().position(|l| *l == layer);
    assert!(at(Layer::Beams) < at(Layer::Pieces));
    assert!(at(Layer::Markers) < at(Layer::Pieces));
    assert!(at(Layer::Cells) < at(Layer::Beams));
    assert!(at(Layer::Selection) < at(Layer::Beams));
}
