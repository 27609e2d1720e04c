//! Captures shown happening (seed 000, issue 7): a piece taken on Earth rises to its Sky
//! cell as a ghost, or fades when the Sky is covered; a Valhalla piece travels to the
//! board it is placed on. The app in test mode does not draw them, but it records them
//! exactly as it would draw them, and the board takes input all the while. The 3D
//! views' frames are also drawn with the animations on, by the view alone, and
//! compared with the same frames without them.
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

/// The frames of a 3D view showing `captures` (they start with its first frame), side
/// by side with the same frames without them, `CAPTURE_STEP` apart.
struct CaptureFrames {
    /// Where the view was drawn.
    area: egui::Rect,
    /// In each frame, the pieces painted (their drawings' bounding rectangles) that the
    /// same frame without the captures does not paint.
    extra: Vec<Vec<egui::Rect>>,
    /// In each frame, the pieces the frame without the captures paints and the frame
    /// with them does not.
    missing: Vec<Vec<egui::Rect>>,
}

/// Seven frames in a capture's 0.7 s: the first at its start, the last near its end.
const CAPTURE_STEP: f32 = 0.1;

/// The view of `h`'s board in its 3D view with the animations on (the app in test mode
/// keeps them off), for `frames` frames: with `captures` and without.
fn capture_frames(h: &H, captures: &[CaptureAnimation], frames: usize) -> CaptureFrames {
    use otherworlds::board::{BoardModel, BoardOptions, BoardState};
    use otherworlds::theme::Theme;
    use otherworlds::view3d::{ViewSettings, view_ui};
    struct Shown {
        model: BoardModel,
        state: BoardState,
        view: ViewSettings,
        theme: Theme,
    }
    let shown = || Shown {
        model: h.state().session().board_model().clone(),
        state: BoardState::default(),
        view: h.state().settings().view,
        theme: h.state().theme().clone(),
    };
    let window = |s: Shown| {
        harness_of(s, egui::vec2(1100.0, 760.0), CAPTURE_STEP, |ui, s| {
            let options = BoardOptions {
                theme: &s.theme,
                flipped: false,
                coordinates: true,
                animate: true,
            };
            view_ui(ui, &s.model, &mut s.state, options, &mut s.view);
        })
    };
    let (mut with, mut without) = (window(shown()), window(shown()));
    let next = with.ctx.input(|i| i.time) + f64::from(CAPTURE_STEP);
    with.state_mut().state.captures = captures
        .iter()
        .map(|a| CaptureAnimation {
            started: next,
            ..*a
        })
        .collect();
    let pieces = |output: &egui::FullOutput| -> Vec<egui::epaint::Shape> {
        output
            .shapes
            .iter()
            .filter(|c| matches!(c.shape, egui::epaint::Shape::Vec(_)))
            .map(|c| c.shape.clone())
            .collect()
    };
    let (mut extra, mut missing) = (Vec::new(), Vec::new());
    for _ in 0..frames {
        with.step();
        without.step();
        let mut still = pieces(without.output());
        let mut here = Vec::new();
        for shape in pieces(with.output()) {
            match still.iter().position(|s| *s == shape) {
                Some(i) => drop(still.remove(i)),
                None => here.push(shape.visual_bounding_rect()),
            }
        }
        extra.push(here);
        missing.push(still.iter().map(|s| s.visual_bounding_rect()).collect());
    }
    let area = with.state().state.area_3d.expect("drawn in 3D");
    CaptureFrames {
        area,
        extra,
        missing,
    }
}

/// The square a piece standing on `cell` is drawn in, in `h`'s 3D view drawn in `area`.
fn piece_square(h: &H, area: egui::Rect, cell: otherworlds_core::geometry::Cell) -> egui::Rect {
    let options = otherworlds::board::BoardOptions {
        theme: h.state().theme(),
        flipped: false,
        coordinates: true,
        animate: true,
    };
    let model = h.state().session().board_model();
    let view = h.state().settings().view;
    let scene = otherworlds::view3d::build_scene(model, &view, &options, area);
    scene.tile(cell).expect("a tile").stand()
}

/// TW-5 in the stacked layers: exd5 played where the layers draw the cells; the pawn
/// rises from Earth d5's piece to Sky D5's place, as the layers stand them, and an undo
/// stops it as in 2D.
#[test]
fn tw_5_in_the_layers_the_taken_pawn_rises_from_earth_to_its_sky_cell() {
    use otherworlds::board::interact::spoken_name;
    let mut h = after(Variant::TwoWorlds, &["e2e4", "d7d5"]);
    press(&mut h, egui::Key::Num1);
    assert!(h.state().scene_3d().is_some(), "drawn in 3D");
    let (e4, d5, sky_d5) = (cell(&h, "e4"), cell(&h, "d5"), cell(&h, "D5"));
    for c in [e4, d5] {
        let name = spoken_name(h.state().session().board_model(), c);
        click_cell(&mut h, &name);
    }
    assert_eq!(moves(&h).last().map(String::as_str), Some("e4d5"));
    let animations = running(&h);
    assert_eq!(animations.len(), 1, "{animations:?}");
    assert_eq!((animations[0].from, animations[0].to), (d5, Some(sky_d5)));

    let frames = capture_frames(&h, &animations, 9);
    let (from, to) = (
        piece_square(&h, frames.area, d5),
        piece_square(&h, frames.area, sky_d5),
    );
    // Every frame of its 0.7 s paints one piece more than the board alone: the ghost
    // on its way (the ghost standing on Sky D5 waits for it).
    for (n, extra) in frames.extra.iter().take(7).enumerate() {
        assert_eq!(extra.len(), 1, "frame {n}: {extra:?}");
        let waiting = &frames.missing[n];
        assert!(
            waiting.len() == 1 && to.contains_rect(waiting[0]),
            "frame {n}: {waiting:?} in {to:?}"
        );
    }
    // It starts in Earth d5's piece square (where the white pawn stands now) ...
    let first = frames.extra[0][0];
    assert!(from.contains_rect(first), "{first:?} in {from:?}");
    // ... and at 0.6 s of 0.7 (98% of the way, eased) it is about in Sky D5's.
    let last = frames.extra[6][0];
    let near = to.expand(0.1 * to.width());
    assert!(near.contains_rect(last), "{last:?} near {to:?}");
    assert!(from != to && !from.expand(0.1 * from.width()).contains_rect(last));
    // Then nothing more than the board: the ghost stands on Sky D5.
    assert!(frames.extra[8].is_empty(), "{:?}", frames.extra[8]);
    assert!(frames.missing[8].is_empty(), "{:?}", frames.missing[8]);

    press_command(&mut h, egui::Key::Z);
    assert_eq!(moves(&h), ["e2e4", "d7d5"]);
    assert!(running(&h).is_empty(), "an undo stops it in 3D too");
}

/// In the tesseract: the king takes the rook on b1 of z=0 w=0 (D4-5); the rook fades
/// where the tesseract stands it, growing as it goes.
#[test]
fn in_the_tesseract_a_taken_rook_fades_where_it_stood() {
    let mut h = at(Variant::FourD, "4/4/4/Kr2|4/4/4/4|4/4/4/4|3k/4/4/4 w 0 1");
    press(&mut h, egui::Key::T);
    assert_eq!(
        h.state().settings().view.mode,
        otherworlds::view3d::ViewMode::Tesseract
    );
    let (a1, b1) = (cell(&h, "a1[0,0]"), cell(&h, "b1[0,0]"));
    for c in [a1, b1] {
        let spoken =
            otherworlds::board::interact::spoken_name(h.state().session().board_model(), c);
        click_cell(&mut h, &spoken);
    }
    assert_eq!(moves(&h), ["a1[0,0]b1[0,0]"]);
    let animations = running(&h);
    assert_eq!(animations.len(), 1, "{animations:?}");
    assert_eq!(
        (animations[0].from, animations[0].to, animations[0].motion),
        (b1, None, Motion::Fade)
    );
    assert_eq!(
        animations[0].piece,
        PieceView::plain(Color::Black, Role::Rook)
    );

    let frames = capture_frames(&h, &animations, 9);
    let square = piece_square(&h, frames.area, b1);
    for (n, extra) in frames.extra.iter().take(7).enumerate() {
        assert_eq!(extra.len(), 1, "frame {n}: {extra:?}");
        // Centred where it stood.
        let off = (extra[0].center().x - square.center().x).abs();
        assert!(
            off < 0.05 * square.width(),
            "frame {n}: {extra:?} on {square:?}"
        );
    }
    // It starts as large as it stood, and grows as it fades (by 30% over its course:
    // about 29% at 0.6 s, eased).
    assert!(square.contains_rect(frames.extra[0][0]));
    assert!(frames.extra[6][0].width() > frames.extra[0][0].width() * 1.2);
    assert!(frames.extra[8].is_empty(), "{:?}", frames.extra[8]);
    // Nothing arrives anywhere: every piece of the board stands as it is.
    assert!(
        frames.missing.iter().all(Vec::is_empty),
        "{:?}",
        frames.missing
    );
}
