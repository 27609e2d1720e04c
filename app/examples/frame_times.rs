//! An instrumented run: drives the app headless (egui_kittest) while computer players
//! search at full strength (level 8 on both sides), and reports the longest UI frame.
//! The UI must never wait for the engine; the goal is at most 50 ms per frame.
//!
//! `cargo run --release -p otherworlds --example frame_times -- [plies] [variant]`
//! (variant: standard, two-worlds, 4d, 4d-classic, valhalla; default standard, 6 plies).
use egui_kittest::Harness;
use otherworlds::OtherworldsApp;
use otherworlds::command::{Command, Request};
use otherworlds::players::{Player, Players};
use otherworlds_core::Variant;
use std::time::{Duration, Instant};

fn main() {
    let mut args = std::env::args().skip(1);
    let plies: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(6);
    // Any variant id of RULES.md (the core's parser); standard chess if none or unknown.
    let variant: Variant = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(Variant::Standard);
    let mut app = OtherworldsApp::for_tests();
    app.issue(Request::StartVariant(variant));
    app.set_players(Players {
        white: Player::computer(8),
        black: Player::computer(8),
    });
    // Machine vs Machine waits for Play: run without a delay between moves.
    app.set_move_delay(0.0);
    app.issue(Command::PlayPause);
    let mut h = Harness::builder()
        .with_size(egui::vec2(1100.0, 760.0))
        .build_ui_state(|ui, app: &mut OtherworldsApp| app.show(ui), app);
    let started = Instant::now();
    let mut frames = 0u64;
    let mut thinking_frames = 0u64;
    let mut longest = Duration::ZERO;
    let mut total = Duration::ZERO;
    while h.state().session().move_strings().len() < plies
        && h.state().session().outcome().is_none()
        && started.elapsed() < Duration::from_secs(300)
    {
        let t = Instant::now();
        h.step();
        let dt = t.elapsed();
        frames += 1;
        if h.state().is_thinking() {
            thinking_frames += 1;
        }
        total += dt;
        longest = longest.max(dt);
        // About 60 frames per second, as a window would ask for.
        std::thread::sleep(Duration::from_millis(16).saturating_sub(dt));
    }
    println!(
        "{}: {} plies at level 8 in {:.1} s; {frames} frames ({thinking_frames} while the engine searched); longest frame {:.1} ms, mean {:.2} ms",
        variant.display_name(),
        h.state().session().move_strings().len(),
        started.elapsed().as_secs_f64(),
        longest.as_secs_f64() * 1000.0,
        total.as_secs_f64() * 1000.0 / frames.max(1) as f64,
    );
}
