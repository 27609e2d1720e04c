//! Otherworlds, the desktop application: play chess across more than one world.
//!
//! `shell` is the window: it routes between the screens, runs the commands and drives
//! the background work; `play` is the game screen and the replay player; `computer`
//! owns every background search; `files` every read and write of the user's files
//! (saved games, the autosave, themes, profiles, diagrams) and the file dialogs;
//! `profiles` the players' profiles; `learn` the rules pages, lessons and exercises;
//! `editor` the board editor; `board` and `view3d` are the variant-neutral board
//! views; `studio` edits the `theme`; `pieces` draws the pieces as vector shapes;
//! `diagram` draws the board as SVG or PNG (also `otherworlds diagram` on the command
//! line). `about` the version, licence and credits.
//! docs/architecture.md has the map.
// First, so that `t!` is in scope in every module after it.
#[macro_use]
pub mod i18n;
pub mod about;
pub mod args;
pub mod board;
pub mod command;
pub mod computer;
pub mod diagram;
pub mod dialog;
pub mod editor;
pub mod engines;
pub mod files;
pub mod game;
pub mod glyphs;
pub mod icons;
pub mod job;
pub mod learn;
pub mod pieces;
pub mod play;
pub mod players;
pub mod profiles;
pub mod puzzles;
pub mod scroll;
pub mod settings;
pub mod shell;
pub mod shortcuts;
pub mod sound;
pub mod studio;
#[cfg(feature = "testing")]
pub mod testing;
pub mod theme;
pub mod view3d;

pub use args::Args;
pub use shell::OtherworldsApp;

/// Opens the main window and runs until it is closed; `--variant` starts a new game of
/// it instead of resuming the autosaved one; a FILE opens that saved game (or PGN file) in the
/// replay player (a file that does not load is reported in the window). An earlier
/// version's data folders are moved to this one's first (`files/migrate.rs`). The
/// settings file is then read and checked (`files/settings_file.rs`): a value that would
/// keep the window from opening is brought within range, a file that cannot be used is
/// moved aside, and the window says so; eframe starts on a checked scratch copy.
pub fn run(args: Args) -> eframe::Result {
    let faults = files::store::Faults::default();
    let moves = files::migrate::move_old_folders();
    for line in &moves {
        eprintln!("otherworlds: {line}");
    }
    let dir = files::data_dir();
    let mut start = dir
        .as_deref()
        .map(|dir| files::settings_file::load(dir, &faults))
        .unwrap_or_default();
    if !moves.is_empty() {
        start.notice = Some(
            moves
                .into_iter()
                .chain(start.notice)
                .collect::<Vec<_>>()
                .join("\n"),
        );
    }
    // Held until the window closes: eframe reads and writes only this copy.
    let (_scratch_dir, scratch) = files::settings_file::scratch(&start, dir.as_deref());
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Otherworlds")
        // Wayland's app id and X11's class: how desktops find the desktop entry (and
        // its icon) of the window.
        .with_app_id(files::APP_ID)
        .with_inner_size([1100.0, 760.0])
        .with_min_inner_size([480.0, 360.0]);
    match about::window_icon() {
        Ok(icon) => viewport = viewport.with_icon(icon),
        Err(e) => eprintln!("otherworlds: the window icon could not be decoded: {e}"),
    }
    let options = eframe::NativeOptions {
        viewport,
        persistence_path: Some(scratch),
        ..Default::default()
    };
    let creator: eframe::AppCreator<'static> = Box::new(move |cc| {
        let mut app = OtherworldsApp::new(cc, start);
        app.language_from_environment(args.language.as_deref());
        for command in args.startup_commands() {
            app.startup(command);
        }
        #[cfg(target_os = "macos")]
        files::open_event::wake_with(&cc.egui_ctx);
        Ok(finder_files(app))
    });
    run_loop(options, creator)
}

#[cfg(not(target_os = "macos"))]
fn run_loop(
    options: eframe::NativeOptions,
    creator: eframe::AppCreator<'static>,
) -> eframe::Result {
    eframe::run_native("Otherworlds", options, creator)
}

/// macOS: the event loop is made here, so that Finder's open-documents event can be
/// hooked before it runs (files/open_event.rs).
#[cfg(target_os = "macos")]
fn run_loop(
    options: eframe::NativeOptions,
    creator: eframe::AppCreator<'static>,
) -> eframe::Result {
    let event_loop =
        winit::event_loop::EventLoop::<eframe::UserEvent>::with_user_event().build()?;
    if !files::open_event::install() {
        eprintln!("otherworlds: files opened from Finder cannot be received (winit changed)");
    }
    let mut app = eframe::create_native("Otherworlds", options, creator, &event_loop);
    event_loop.run_app(&mut app)?;
    Ok(())
}

/// The app as eframe runs it: on macOS with the files Finder opens taken every frame.
#[cfg(not(target_os = "macos"))]
fn finder_files(app: OtherworldsApp) -> Box<dyn eframe::App> {
    Box::new(app)
}

#[cfg(target_os = "macos")]
fn finder_files(app: OtherworldsApp) -> Box<dyn eframe::App> {
    Box::new(FinderFiles(app))
}

/// macOS: the app, and the files Finder opened (files/open_event.rs) each opened like a
/// FILE argument, in the replay player.
#[cfg(target_os = "macos")]
struct FinderFiles(OtherworldsApp);

#[cfg(target_os = "macos")]
impl eframe::App for FinderFiles {
    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        for path in files::open_event::take() {
            self.0
                .issue(command::Action::from(command::Request::LoadFrom(path)));
        }
        self.0.logic(ctx, frame);
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        self.0.ui(ui, frame);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.0.save(storage);
    }

    fn on_exit(&mut self, gl: Option<&eframe::glow::Context>) {
        self.0.on_exit(gl);
    }
}
