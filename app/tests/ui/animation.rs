//! Captures shown happening (seed 000, issue 7): a piece taken on Earth rises to its Sky
//! cell as a ghost, or fades when the Sky is covered; a Valhalla piece travels to the
//! board it is placed on. The app in test mode does not draw them, but it records them
//! exactly as it would draw them, and the board takes input all the while.
use crate::support::*;
use otherworlds::board::anim::{CaptureAnimation, Motion};
use otherworlds_core::geometry::PieceView;
use otherworlds_core::{Color, Role, Variant};

fn running(h: &H) -> Vec<CaptureAnimation> {
    let now = h.ctx.input(|i| i.time);
    h.state()
        .board_state()
        .captures
        .iter()
        .filter(|a| !a.finished(now))
        .copied()
        .collect()
}

/// TW-5: exd5 takes the pawn on Earth d5; it rises to Sky D5 as a white ghost.
#[test]
fn tw_5_a_pawn_taken_on_earth_rises_to_its_sky_cell() {
    let mut h = after(Variant::TwoWorlds, &["e2e4", "d7d5"]);
    let (e4, d5, sky_d5) = (cell(&h, "e4"), cell(&h, "d5"), cell(&h, "D5"));
    play(&mut h, e4, d5);
    assert_eq!(moves(&h).last().map(String::as_str), Some("e4d5"));
    let animations = running(&h);
    assert_eq!(animations.len(), 1, "{animations:?}");
    let a = animations[0];
    assert_eq!((a.from, a.to, a.motion), (d5, Some(sky_d5), Motion::Rise));
    // It rises as what it becomes: a ghost of White with a black body.
    assert_eq!(
        a.piece,
        PieceView {
            role: Role::Pawn,
            color: Color::White,
            body: Color::Black,
            ghost: true,
            promoted: false
        }
    );
    // Input is taken while it runs: Black answers at once, and the ghost is still on
    // its way.
    let (g8, f6) = (cell(&h, "g8"), cell(&h, "f6"));
    play(&mut h, g8, f6);
    assert_eq!(moves(&h).len(), 4, "the answer was played");
    assert_eq!(running(&h), vec![a], "during the animation");
}

/// TW-5: with the Sky cell above taken, the captured piece is lost: it fades on Earth.
#[test]
fn tw_5_a_piece_under_a_covered_sky_fades_where_it_stood() {
    // Black pawn on Earth d5 under a white ghost pawn on Sky D5; the white rook takes it.
    let mut h = at(
        Variant::TwoWorlds,
        "4k3/8/8/3p4/8/8/8/3RK3|8/8/8/3P*4/8/8/8/8 w - - 0 1",
    );
    let (d1, d5) = (cell(&h, "d1"), cell(&h, "d5"));
    play(&mut h, d1, d5);
    assert_eq!(moves(&h), ["d1d5"]);
    let animations = running(&h);
    assert_eq!(animations.len(), 1, "{animations:?}");
    let a = animations[0];
    assert_eq!((a.from, a.to, a.motion), (d5, None, Motion::Fade));
    assert_eq!(a.piece, PieceView::plain(Color::Black, Role::Pawn));
}

/// V-3, V-5: the pawn taken on the battlefield leaves it (a fade), and when Black places
/// it, it travels from its battlefield cell to its Valhalla cell.
#[test]
fn vh_5_a_transferred_piece_travels_to_valhalla() {
    let mut h = after(
        Variant::Valhalla(Default::default()),
        &["e2e4,0000", "d7d5,0000"],
    );
    let (e4, d5) = (cell_on(&h, 0, "e4"), cell_on(&h, 0, "d5"));
    play(&mut h, e4, d5);
    let fade = running(&h);
    assert_eq!(fade.len(), 1, "{fade:?}");
    assert_eq!(
        (fade[0].from, fade[0].to, fade[0].motion),
        (d5, None, Motion::Fade)
    );
    // Black places the pawn on its home square d7 of Valhalla.
    let valhalla_d7 = cell_on(&h, 1, "d7");
    click(&mut h, valhalla_d7);
    assert_eq!(moves(&h).last().map(String::as_str), Some("p@d7"));
    let travel = running(&h)
        .into_iter()
        .find(|a| a.motion == Motion::Travel)
        .expect("the pawn travels");
    assert_eq!((travel.from, travel.to), (d5, Some(valhalla_d7)));
    assert_eq!(travel.piece, PieceView::plain(Color::Black, Role::Pawn));
    // White's board-2 move is taken at once.
    let (e1, e2) = (cell_on(&h, 1, "e1"), cell_on(&h, 1, "e2"));
    play(&mut h, e1, e2);
    assert_eq!(moves(&h).last().map(String::as_str), Some("e1e2"));
    assert!(running(&h).contains(&travel), "during the animation");
}

/// Standard chess: the taken piece fades under the capturer.
#[test]
fn std_a_captured_piece_fades() {
    let mut h = after(Variant::Standard, &["e2e4", "d7d5"]);
    let (e4, d5) = (cell(&h, "e4"), cell(&h, "d5"));
    play(&mut h, e4, d5);
    let a = running(&h);
    assert_eq!(a.len(), 1);
    assert_eq!((a[0].from, a[0].to, a[0].motion), (d5, None, Motion::Fade));
    assert_eq!(a[0].piece, PieceView::plain(Color::Black, Role::Pawn));
}

/// Undo takes the ghost back down: its animation stops with it.
#[test]
fn tw_an_undone_capture_stops_its_animation() {
    let mut h = after(Variant::TwoWorlds, &["e2e4", "d7d5"]);
    let (e4, d5) = (cell(&h, "e4"), cell(&h, "d5"));
    play(&mut h, e4, d5);
    assert_eq!(running(&h).len(), 1);
    press_command(&mut h, egui::Key::Z);
    assert_eq!(moves(&h), ["e2e4", "d7d5"]);
    assert!(running(&h).is_empty());
}
