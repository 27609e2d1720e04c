//! Drawing cost of the pseudo-3D views: the median CPU time of a frame of the board
//! view alone (building the shapes with egui's painter AND tessellating them into
//! triangles, as the renderer needs), headless, no GPU.
//!
//! `cargo run --release -p otherworlds --example iso_frame_times -- [view] [variant] [frames]`
//! view: iso (default), tesseract, flat; variant: two-worlds (default), standard, 4d,
//! valhalla. The position is the variant's start with a piece selected whose markers
//! include a vertical move (Two Worlds: the g1 knight: two dots, a dashed circle and
//! the beam to the Sky), and every coordinate label on.
use egui::{Context, RawInput, Rect, pos2, vec2};
use otherworlds::board::{BoardOptions, BoardState, board_ui};
use otherworlds::game::session::GameSession;
use otherworlds::theme::Theme;
use otherworlds::view3d::{ViewMode, ViewSettings, view_ui};
use otherworlds_core::Variant;
use otherworlds_core::geometry::Cell;
use std::time::{Duration, Instant};

fn main() {
    let mut args = std::env::args().skip(1);
    let view = args.next().unwrap_or_else(|| "iso".into());
    let variant = match args.next().as_deref() {
        Some("standard") => Variant::Standard,
        Some("4d") => Variant::FourD,
        Some("valhalla") => Variant::all()[4],
        _ => Variant::TwoWorlds,
    };
    let frames: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(400);
    let session = GameSession::new(variant);
    let model = session.board_model();
    // The piece with the most markers, preferring one with a vertical move.
    let from = model
        .moves
        .iter()
        .filter_map(|m| m.from)
        .max_by_key(|&from| {
            let markers = otherworlds::board::markers_for(from, &model.moves);
            let vertical = markers.iter().any(|(_, m)| {
                matches!(
                    m,
                    otherworlds::board::Marker::Vertical
                        | otherworlds::board::Marker::VerticalCapture
                )
            });
            (vertical, markers.len())
        })
        .unwrap_or(Cell::new(0, 0, 0));
    let mut state = BoardState {
        selected: Some(from),
        ..BoardState::default()
    };
    let mut settings = ViewSettings::default();
    match view.as_str() {
        "flat" => settings.mode = ViewMode::Flat,
        "tesseract" => settings.mode = ViewMode::Tesseract,
        _ => settings.choose_preset(1),
    }
    let theme = Theme::default();
    let ctx = Context::default();
    let screen = Rect::from_min_size(pos2(0.0, 0.0), vec2(860.0, 640.0));
    let mut times = Vec::with_capacity(frames);
    let mut triangles = 0;
    for frame in 0..frames + 30 {
        let input = RawInput {
            screen_rect: Some(screen),
            time: Some(frame as f64 / 60.0),
            ..RawInput::default()
        };
        let started = Instant::now();
        let mut output = ctx.run_ui(input, |ui| {
            let options = BoardOptions {
                theme: &theme,
                flipped: false,
                coordinates: true,
                animate: false,
            };
            if settings.mode == ViewMode::Flat {
                board_ui(ui, model, &mut state, options);
            } else {
                view_ui(ui, model, &mut state, options, &mut settings);
            }
        });
        let meshes = ctx.tessellate(output.shapes, output.pixels_per_point);
        let elapsed = started.elapsed();
        // No renderer here: the font atlas updates are dropped on purpose.
        output.textures_delta.clear();
        // The first frames build the font atlas: not a steady frame.
        if frame >= 30 {
            times.push(elapsed);
            triangles = meshes
                .iter()
                .map(|m| match &m.primitive {
                    egui::epaint::Primitive::Mesh(mesh) => mesh.indices.len() / 3,
                    _ => 0,
                })
                .sum();
        }
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{} {view} view, {} pieces, {} markers on the selected piece: median {:.3} ms, p90 {:.3} ms, max {:.3} ms over {frames} frames ({triangles} triangles)",
        variant.display_name(),
        model.pieces.len(),
        state.painted_markers.len(),
        ms(times[times.len() / 2]),
        ms(times[times.len() * 9 / 10]),
        ms(times[times.len() - 1]),
    );
}
