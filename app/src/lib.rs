//! Otherworlds, the desktop application: play chess across more than one world.
//!
//! `app` routes panels and runs commands, `board` is the variant-neutral board view,
//! `pieces` draws the pieces as vector shapes, `theme` holds the colour tokens.
pub mod app;
pub mod board;
pub mod glyphs;
pub mod pieces;
pub mod studio;
pub mod theme;
pub mod view3d;

pub use app::OtherworldsApp;

/// Opens the main window and runs until it is closed; `variant`, if given, starts a new
/// game of it instead of resuming the saved one; `file`, if given, opens that saved game
/// in the replay player (a file that does not load is reported in the window).
pub fn run(
    variant: Option<otherworlds_core::Variant>,
    file: Option<std::path::PathBuf>,
) -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Otherworlds")
            .with_inner_size([1100.0, 760.0])
            .with_min_inner_size([480.0, 360.0]),
        ..Default::default()
    };
    eframe::run_native(
        app::storage::APP_ID,
        options,
        Box::new(move |cc| {
            let mut app = OtherworldsApp::new(cc);
            if let Some(variant) = variant {
                app.start_new_game(variant);
            }
            if let Some(file) = &file {
                app.open_file(file);
            }
            Ok(Box::new(app))
        }),
    )
}
