//! Issue 14, point 4 (the studio's colour pickers): a colour's picker opens inside the
//! window, even for the colour row nearest the window's bottom edge in a small window
//! (it used to be cut off there). The popup is found as the area egui shows in its
//! foreground layer, where menus and popups go.
use crate::support::*;
use egui::{Key, Order, Rect};
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;

/// The small windows of the issue.
const SMALL: [(f32, f32); 2] = [(800.0, 600.0), (640.0, 480.0)];

/// The rectangles of the areas shown in the foreground (menus and popups).
fn popups(h: &H) -> Vec<Rect> {
    h.ctx.memory(|m| {
        m.areas()
            .visible_layer_ids()
            .into_iter()
            .filter(|layer| layer.order == Order::Foreground)
            .filter_map(|layer| m.area_rect(layer.id))
            .collect()
    })
}

/// The studio open, the `section` unfolded if given, and `row`'s colour button brought
/// into view at the bottom of the studio's scrolled list; returns its rectangle.
fn studio_at(width: f32, height: f32, section: Option<&str>, row: &str) -> (H, Rect) {
    let mut h = harness_sized(OtherworldsApp::for_tests(), width, height);
    press(&mut h, Key::C);
    assert!(h.state().studio().is_open(), "C opens the studio");
    if let Some(section) = section {
        h.get_by_label(section).scroll_to_me();
        h.run();
        click_label(&mut h, section);
    }
    let label = format!("{row} colour");
    h.get_by_label(&label).scroll_to_me();
    h.run();
    // Then the wheel over the studio moves the row down to the studio's bottom edge
    // (above the status bar), the worst place for a popup that opens downwards.
    let bottom = h.ctx.content_rect().max.y - 40.0;
    for _ in 0..5 {
        let button = h.get_by_label(&label).rect();
        let down = bottom - button.max.y;
        if down.abs() < 4.0 {
            break;
        }
        h.hover_at(egui::pos2(60.0, bottom - 100.0));
        h.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, down),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Unknown,
            modifiers: egui::Modifiers::NONE,
        });
        h.run();
    }
    let button = h.get_by_label(&label).rect();
    (h, button)
}

/// Opens the picker of `row` and checks that it lies inside the window. `at_bottom`:
/// the row can be scrolled down to the studio's bottom edge (the list is long enough).
fn picker_fits(width: f32, height: f32, section: Option<&str>, row: &str, at_bottom: bool) {
    let (mut h, button) = studio_at(width, height, section, row);
    let window = h.ctx.content_rect();
    assert!(popups(&h).is_empty(), "no popup before the click");
    // The lowest colour button in sight, at the studio's bottom edge if it scrolls
    // that far.
    let lowest = h
        .query_all_by(|n| n.label().is_some_and(|l| l.ends_with(" colour")))
        .map(|n| n.rect().max.y)
        .filter(|&y| y <= window.max.y)
        .fold(f32::NEG_INFINITY, f32::max);
    assert_eq!(
        button.max.y, lowest,
        "{row} is the lowest colour row in sight"
    );
    assert!(
        !at_bottom || button.max.y > window.max.y - 50.0,
        "{width}x{height}: {row}'s button {button:?} is at the bottom edge"
    );
    click_label(&mut h, &format!("{row} colour"));
    let shown = popups(&h);
    assert_eq!(
        shown.len(),
        1,
        "{width}x{height}: the picker of {row} opens: {shown:?}"
    );
    let popup = shown[0];
    assert!(
        popup.height() > 150.0 && popup.width() > 150.0,
        "{width}x{height}: {popup:?} is a colour picker"
    );
    assert!(
        window.contains_rect(popup),
        "{width}x{height}: the picker of {row} at {popup:?} leaves the window {window:?}"
    );
    // Beside its button, not over it: the button stays in sight.
    assert!(
        !popup.intersects(button),
        "{width}x{height}: the picker covers its button"
    );
    // Escape closes the picker and leaves the studio open.
    press(&mut h, Key::Escape);
    assert!(popups(&h).is_empty(), "Escape closes the picker");
    assert!(h.state().studio().is_open());
}

/// The last colour row of the studio as it opens (the Boards section's dark cells).
#[test]
fn the_last_colour_rows_picker_opens_inside_a_small_window() {
    for (width, height) in SMALL {
        picker_fits(width, height, None, "Dark cells", height < 500.0);
    }
}

/// The last colour row of all, with the Markers section unfolded: the banner text,
/// scrolled to the bottom of the studio.
#[test]
fn the_banner_text_picker_opens_inside_a_small_window() {
    for (width, height) in SMALL {
        picker_fits(width, height, Some("Markers"), "Banner text", true);
    }
}
