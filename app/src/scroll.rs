//! The app's scrolling areas in the screens (Learn's lesson text and list, the side
//! panel's engine part, the move list): a bar in a lane of its own, drawn whenever the
//! content is taller than the area, and the area marked as a scroll view for assistive
//! technology (and for the layout tests, issue 42 points 6 and 7, which accept a
//! clipped label only inside a marked area with a bar).
use egui::accesskit::Role;
use egui::style::ScrollStyle;
use egui::{Ui, UiBuilder};

/// Runs `add` (which shows one `ScrollArea`) in a scope marked as a scroll view, with
/// solid scroll bars. egui's default floating bar is drawn over the text and is
/// invisible until the mouse reaches it, so a reader cannot tell that more text waits
/// below.
pub fn scroll_view<R>(ui: &mut Ui, add: impl FnOnce(&mut Ui) -> R) -> R {
    let scope = ui.scope_builder(
        UiBuilder::new().accessibility_role(Role::ScrollView),
        |ui| {
            ui.spacing_mut().scroll = ScrollStyle::solid();
            add(ui)
        },
    );
    // egui gives bounds only to focusable nodes; a reader (or a test) asking where the
    // area is needs them on the area too.
    let rect = scope.response.rect;
    ui.ctx().accesskit_node_builder(scope.response.id, |node| {
        node.set_bounds(egui::accesskit::Rect {
            x0: rect.min.x.into(),
            y0: rect.min.y.into(),
            x1: rect.max.x.into(),
            y1: rect.max.y.into(),
        });
    });
    scope.inner
}
