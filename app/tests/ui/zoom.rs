//! Issue 14, point 5: the wheel zooms the 3D views by the same factor for every notch
//! (it jumped: five notches far too much, ten hardly more).
use crate::support::*;
use egui::{Event, Key, Modifiers, MouseWheelSource, MouseWheelUnit, Pos2, TouchPhase, vec2};
use otherworlds::OtherworldsApp;
use otherworlds::view3d::ViewMode;
use otherworlds_core::Variant;

fn zoom(h: &H) -> f32 {
    let view = h.state().settings().view;
    match view.mode {
        ViewMode::Tesseract => view.tesseract.zoom,
        _ => view.camera.zoom,
    }
}

/// `notches` turns of a mouse wheel over `at`, one a frame, as winit reports them.
fn notches(h: &mut H, at: Pos2, notches: i32) {
    h.hover_at(at);
    h.step();
    for _ in 0..notches.abs() {
        h.event(Event::MouseWheel {
            unit: MouseWheelUnit::Line,
            delta: vec2(0.0, notches.signum() as f32),
            phase: TouchPhase::Move,
            source: MouseWheelSource::Unknown,
            modifiers: Modifiers::NONE,
        });
        h.step();
    }
    h.run();
}

#[test]
fn five_and_ten_wheel_notches_zoom_by_1_1_to_the_power() {
    for (variant, key) in [(Variant::TwoWorlds, Key::Num2), (Variant::FourD, Key::T)] {
        for n in [5, 10] {
            let mut h = harness_sized(OtherworldsApp::for_tests_after(variant, &[]), 1200.0, 800.0);
            press(&mut h, key);
            assert_eq!(zoom(&h), 1.0);
            let empty = Pos2::new(20.0, 700.0);
            notches(&mut h, empty, n);
            let expected = 1.1f32.powi(n);
            assert!(
                (zoom(&h) - expected).abs() < 1e-3,
                "{variant}: {n} notches zoom {} (expected {expected})",
                zoom(&h)
            );
            notches(&mut h, empty, -n);
            assert!((zoom(&h) - 1.0).abs() < 1e-3, "{variant}: back out");
        }
    }
}
