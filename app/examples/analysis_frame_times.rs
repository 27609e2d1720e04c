//! An instrumented run of the analysis board: drives the app headless (egui_kittest)
//! with the board open and the engine's infinite multi-PV search running on another
//! thread, and reports the median and the worst UI frame. The goal is under 16 ms per
//! frame: the frame only polls the search's reports, whose texts are made once each.
//!
//! `cargo run --release -p otherworlds --example analysis_frame_times -- [frames] [variant] [lines]`
//! (variant: standard, two-worlds, 4d, 4d-classic, valhalla; default 600 frames of
//! standard chess with 5 lines).
use egui_kittest::Harness;
use otherworlds::OtherworldsApp;
use otherworlds::command::{Command, Request};
use otherworlds_core::Variant;
use std::time::{Duration, Instant};

fn main() {
    let mut args = std::env::args().skip(1);
    let frames: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(600);
    // Any variant id of RULES.md (the core's parser); standard chess if none or unknown.
    let variant: Variant = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(Variant::Standard);
    let lines: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(5);
    let mut app = OtherworldsApp::for_tests();
    app.issue(Request::StartVariant(variant));
    app.issue(Command::OpenAnalysisBoard);
    app.issue(Request::SetAnalysisLines(lines));
    let mut h = Harness::builder()
        .with_size(egui::vec2(1100.0, 760.0))
        .build_ui_state(|ui, app: &mut OtherworldsApp| app.show(ui), app);
    // The first frames lay out the window and start the search.
    for _ in 0..3 {
        h.step();
    }
    let started = Instant::now();
    let mut times = Vec::with_capacity(frames);
    let mut order = Vec::with_capacity(frames);
    let mut searching = 0usize;
    for _ in 0..frames {
        let t = Instant::now();
        h.step();
        let dt = t.elapsed();
        times.push(dt);
        order.push(dt);
        if h.state()
            .analysis()
            .is_some_and(|a| !a.finished() && !a.lines().is_empty())
        {
            searching += 1;
        }
        // About 60 frames per second, as a window would ask for.
        std::thread::sleep(Duration::from_millis(16).saturating_sub(dt));
    }
    let (depth, shown) = h.state().analysis().map_or((0, 0), |a| {
        (
            a.lines().first().map_or(0, |l| l.info.depth),
            a.lines().len(),
        )
    });
    let slowest: Vec<usize> = {
        let mut idx: Vec<usize> = (0..order.len()).collect();
        idx.sort_by_key(|&i| std::cmp::Reverse(order[i]));
        idx.into_iter().take(5).collect()
    };
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let median = times.get(times.len() / 2).copied().unwrap_or_default();
    let p95 = times
        .get(times.len() * 95 / 100)
        .copied()
        .unwrap_or_default();
    let worst = times.last().copied().unwrap_or_default();
    println!(
        "{}: {frames} frames in {:.1} s of the analysis board, {searching} while the engine searched ({shown} lines, depth {depth} at the end); median frame {:.2} ms, 95th percentile {:.2} ms, worst {:.2} ms",
        variant.display_name(),
        started.elapsed().as_secs_f64(),
        ms(median),
        ms(p95),
        ms(worst),
    );
    let slow: Vec<String> = slowest
        .iter()
        .map(|&i| format!("frame {i}: {:.2} ms", ms(order[i])))
        .collect();
    println!("slowest: {}", slow.join(", "));
}
