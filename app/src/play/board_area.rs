//! The middle of the game screen: a header of constant height (whose turn, or the
//! result), the "looking back" caption, the view bar and the board in the chosen view.
use super::session::result_text;
use super::view::GameView;
use crate::board::{BoardEvent, BoardOptions, board_ui};
use crate::command::Command;
use crate::theme::{Background, Theme};
use crate::view3d::{ViewMode, ViewSettings};
use egui::{Align, Layout, RichText, Ui};

/// How the board is drawn.
pub struct BoardArea<'a> {
    pub theme: &'a Theme,
    pub flipped: bool,
    pub coordinates: bool,
    pub animate: bool,
    /// 2D, 3D layers or the tesseract, and the cameras.
    pub view: &'a mut ViewSettings,
    /// A line under the header while an older position or a replay is shown.
    pub caption: Option<String>,
}

/// The header, the caption and the board; the moves the user tried on it.
pub fn board_area_ui(ui: &mut Ui, game: &mut GameView, area: BoardArea<'_>) -> Vec<Command> {
    header_ui(ui, game, area.theme);
    if let Some(text) = &area.caption {
        ui.add_space(4.0);
        ui.with_layout(Layout::top_down(Align::Center), |ui| {
            ui.label(RichText::new(crate::glyphs::displayable(ui.ctx(), text)).strong());
        });
    }
    ui.add_space(6.0);
    let options = BoardOptions {
        theme: area.theme,
        flipped: area.flipped,
        coordinates: area.coordinates,
        animate: area.animate,
    };
    let (model, board) = game.model_and_board();
    let view = area.view;
    crate::view3d::view_bar_ui(ui, view, &model.geometry);
    let (_, events) = if view.effective(&model.geometry) == ViewMode::Flat {
        board_ui(ui, &model, board, options)
    } else {
        crate::view3d::view_ui(ui, &model, board, options, view)
    };
    events
        .into_iter()
        .map(|event| match event {
            BoardEvent::Move { from, to, dragged } => Command::PlayMove {
                from,
                to,
                animate: !dragged,
            },
            BoardEvent::Place { to } => Command::Place { to },
        })
        .collect()
}

/// Whose turn it is, or the game-over banner at the end of the game, in a line of
/// constant height so the board never jumps.
fn header_ui(ui: &mut Ui, game: &GameView, theme: &Theme) {
    let session = &game.session;
    // An older position viewed: its own status (the game went on from it).
    let viewed = game.viewed_ply();
    let at_end = viewed >= game.plies();
    let (fill, text, color) = match session.outcome().filter(|_| at_end) {
        Some(outcome) => (theme.banner, result_text(outcome), theme.banner_text),
        // Over a landscape the window's colours may not read: the banner's do.
        None if theme.background != Background::System => (
            theme.banner.gamma_multiply(0.85),
            session.status_at(viewed),
            theme.banner_text,
        ),
        None => (
            ui.visuals().faint_bg_color,
            session.status_at(viewed),
            ui.visuals().text_color(),
        ),
    };
    let text = crate::glyphs::displayable(ui.ctx(), &text);
    egui::Frame::new()
        .fill(fill)
        .corner_radius(6.0)
        .inner_margin(8.0)
        .show(ui, |ui| {
            ui.with_layout(Layout::top_down(Align::Center), |ui| {
                ui.label(RichText::new(text).size(20.0).strong().color(color));
            });
        });
}
