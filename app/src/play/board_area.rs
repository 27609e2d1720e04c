//! The middle of the game screen: a header of constant height (whose turn, or the
//! result), the "looking back" caption, the view bar and the board in the chosen view.
use super::table::{STRIP_HEIGHT, Strip, strip_ui};
use crate::board::interact::cell_widget_id;
use crate::board::{BoardEvent, BoardOptions, board_ui};
use crate::command::{Action, Command, Request};
use crate::game::session::result_text;
use crate::game::view::GameView;
use crate::theme::{Background, Theme};
use crate::view3d::{ViewMode, ViewSettings};
use egui::{Align, Key, Layout, RichText, Ui, vec2};
use otherworlds_core::geometry::Cell;
use otherworlds_core::{Color, Role};

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
    /// The board plays no move (an older position, a replay): a click on it is told
    /// why.
    pub read_only: bool,
    /// The board takes the keyboard focus this frame (B).
    pub focus: bool,
    /// The players and their clocks beside the board.
    pub strips: Strips,
}

impl<'a> BoardArea<'a> {
    /// The board as the settings draw it (their orientation, coordinates and view),
    /// `strips` beside it; no caption, playable, not taking the focus.
    pub fn from_settings(
        theme: &'a Theme,
        settings: &'a mut crate::settings::Settings,
        animate: bool,
        strips: Strips,
    ) -> BoardArea<'a> {
        BoardArea {
            theme,
            flipped: settings.flipped,
            coordinates: settings.coordinates,
            animate,
            view: &mut settings.view,
            caption: None,
            read_only: false,
            focus: false,
            strips,
        }
    }
}

/// The players beside the board: their names and ratings, and the clocks at `now`.
pub struct Strips {
    pub labels: crate::players::PlayerLabels,
    pub clocks: Option<(crate::game::clock::Clocks, u64)>,
}

impl Strips {
    fn strip<'b>(&'b self, color: Color, theme: &'b Theme) -> Strip<'b> {
        let name = match color {
            Color::White => self.labels.white.as_str(),
            Color::Black => self.labels.black.as_str(),
        };
        Strip {
            color,
            name,
            clock: self.clocks.as_ref().map(|(c, now)| (c, *now)),
            theme,
        }
    }
}

/// The height under which a game without clocks shows no strips (below it, the
/// tesseract's cells and pieces would be too small to tell apart: 640x480).
const STRIPS_MIN_ROOM: f32 = 420.0;

/// The header, the caption and the board; the moves the user tried on it.
pub fn board_area_ui(ui: &mut Ui, game: &mut GameView, area: BoardArea<'_>) -> Vec<Action> {
    header_ui(ui, game, area.theme);
    // The caption's line is kept when there is none, so the board does not move when
    // it appears; a long one is cut short (the whole text is its tooltip).
    ui.add_space(4.0);
    ui.with_layout(Layout::top_down(Align::Center), |ui| {
        let text = area.caption.as_deref().unwrap_or(" ");
        let text = crate::glyphs::displayable(ui.ctx(), text);
        // On the mat the board's labels stand on: over a landscape or a picture
        // (Nebula's dark clouds) the caption was the panel's text on the picture.
        let behind = area.theme.label_background();
        let color = crate::theme::readable_on(area.theme.panel_text, behind);
        let label = egui::Label::new(RichText::new(text.as_str()).strong().color(color)).truncate();
        if area.caption.is_some() {
            egui::Frame::new()
                .fill(behind)
                .corner_radius(4.0)
                .inner_margin(egui::Margin::symmetric(6, 0))
                .show(ui, |ui| ui.add(label).on_hover_text(text));
        } else {
            ui.add(label);
        }
    });
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
    // The side at the top of the board: Black's unless the board is flipped.
    let (top, bottom) = match area.flipped {
        false => (Color::Black, Color::White),
        true => (Color::White, Color::Black),
    };
    let span = board_span(board);
    // Over the 2D boards the strips stand on the sides their pieces stand on. The 3D
    // views and the tesseract have no top nor bottom side, and need every line of
    // height for their cells: both strips share one row above them.
    // In a window too small for the board and the strips, a game without clocks shows
    // none (the status bar names the players): the board keeps the room.
    let flat = view.effective(&model.geometry) == ViewMode::Flat;
    let strips = area.strips;
    let with_strips = strips.clocks.is_some() || ui.available_height() >= STRIPS_MIN_ROOM;
    match (with_strips, flat) {
        (false, _) => {}
        (true, true) => strip_row(ui, span, strips.strip(top, area.theme)),
        (true, false) => {
            let pair = [
                strips.strip(top, area.theme),
                strips.strip(bottom, area.theme),
            ];
            strip_pair_row(ui, span, pair);
        }
    }
    // The board takes the room left but the bottom strip's.
    let reserve = match with_strips && flat {
        true => STRIP_HEIGHT + ui.spacing().item_spacing.y,
        false => 0.0,
    };
    let size = vec2(
        ui.available_width(),
        (ui.available_height() - reserve).max(80.0),
    );
    let shown = ShownBoard {
        options,
        view,
        focus: area.focus,
        read_only: area.read_only,
    };
    let actions = ui
        .allocate_ui(size, |ui| board_ui_events(ui, &model, board, shown))
        .inner;
    if with_strips && flat {
        strip_row(ui, board_span(board), strips.strip(bottom, area.theme));
    }
    actions
}

/// How the board itself is shown this frame.
struct ShownBoard<'a, 'b> {
    options: BoardOptions<'a>,
    view: &'b mut ViewSettings,
    focus: bool,
    read_only: bool,
}

/// The board in the chosen view; the moves tried on it, or why none is played.
fn board_ui_events(
    ui: &mut Ui,
    model: &crate::board::BoardModel,
    board: &mut crate::board::BoardState,
    shown: ShownBoard<'_, '_>,
) -> Vec<Action> {
    let ShownBoard {
        options,
        view,
        focus,
        read_only,
    } = shown;
    if focus {
        // The board's cells take their ids from this id (both views use it).
        let board_id = ui.scope_id().with("board");
        if let Some(cell) = focus_cell(model, board) {
            ui.memory_mut(|m| m.request_focus(cell_widget_id(board_id, cell)));
        }
    }
    let (response, events) = if view.effective(&model.geometry) == ViewMode::Flat {
        board_ui(ui, model, board, options)
    } else {
        crate::view3d::view_ui(ui, model, board, options, view)
    };
    let mut commands = Vec::new();
    if read_only {
        // A pointer click, a screen reader's click on a cell, or Enter on one.
        let board_id = ui.scope_id().with("board");
        let clicked = (ui.rect_contains_pointer(response.rect)
            && ui.input(|i| i.pointer.primary_clicked()))
            || ui.input(|i| {
                model.names.keys().any(|c| {
                    i.has_accesskit_action_request(
                        cell_widget_id(board_id, *c),
                        egui::accesskit::Action::Click,
                    )
                })
            });
        let entered = board.focused.is_some() && ui.input(|i| i.key_pressed(Key::Enter));
        if clicked || entered {
            commands.push(Command::ExplainReadOnlyBoard.into());
        }
    }
    commands.extend(events.into_iter().map(|event| {
        let request = match event {
            BoardEvent::Move { from, to, dragged } => Request::PlayMove {
                from,
                to,
                animate: !dragged,
            },
            BoardEvent::Place { to } => Request::Place { to },
            // Tried as a move: the rules refuse it (and the refusal is heard).
            BoardEvent::Refused { from, to } => Request::PlayMove {
                from,
                to,
                animate: false,
            },
        };
        Action::from(request)
    }));
    commands
}

/// The x-range the board was drawn in last (its boards in 2D, the view in 3D): the
/// strips stand over and under it.
fn board_span(board: &crate::board::BoardState) -> Option<(f32, f32)> {
    match (&board.layout, board.area_3d) {
        (_, Some(area)) => Some((area.left(), area.right())),
        (Some(layout), None) => layout
            .boards
            .iter()
            .map(|b| (b.rect.left(), b.rect.right()))
            .reduce(|a, b| (a.0.min(b.0), a.1.max(b.1))),
        (None, None) => None,
    }
}

/// A player strip in a row of its own, over the board's x-range (the whole width
/// before the board is first drawn).
fn strip_row(ui: &mut Ui, span: Option<(f32, f32)>, strip: Strip<'_>) {
    let full = ui.available_rect_before_wrap();
    let (left, right) = span
        .filter(|(l, r)| r - l > 120.0)
        .map_or((full.left(), full.right()), |(l, r)| {
            (l.max(full.left()), r.min(full.right()))
        });
    let rect = egui::Rect::from_min_size(
        egui::pos2(left, full.top()),
        vec2(right - left, STRIP_HEIGHT),
    );
    ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
        strip_ui(ui, strip)
    });
    ui.advance_cursor_after_rect(rect);
}

/// Both player strips side by side in one row over the board's x-range.
fn strip_pair_row(ui: &mut Ui, span: Option<(f32, f32)>, strips: [Strip<'_>; 2]) {
    let full = ui.available_rect_before_wrap();
    let (left, right) = span
        .filter(|(l, r)| r - l > 240.0)
        .map_or((full.left(), full.right()), |(l, r)| {
            (l.max(full.left()), r.min(full.right()))
        });
    let gap = 16.0;
    let half = ((right - left - gap) / 2.0).max(0.0);
    let mut x = left;
    let mut bottom = full.top();
    for strip in strips {
        let rect = egui::Rect::from_min_size(egui::pos2(x, full.top()), vec2(half, STRIP_HEIGHT));
        ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
            strip_ui(ui, strip)
        });
        x += half + gap;
        bottom = rect.bottom();
    }
    let row = egui::Rect::from_min_max(egui::pos2(left, full.top()), egui::pos2(right, bottom));
    ui.advance_cursor_after_rect(row);
}

/// Where B puts the keyboard focus: the selected piece, the cell focused last, else
/// the king of the side to move (or any cell).
fn focus_cell(model: &crate::board::BoardModel, board: &crate::board::BoardState) -> Option<Cell> {
    board.selected.or(board.focused).or_else(|| {
        let mover = model.mover;
        model
            .pieces
            .iter()
            .find(|(_, p)| p.role == Role::King && Some(p.color) == mover && !p.ghost)
            .or_else(|| model.pieces.iter().find(|(_, p)| p.role == Role::King))
            .map(|(c, _)| *c)
            .or_else(|| model.names.keys().next().copied())
    })
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
                // One line: a text too long for the window is cut short and whole in
                // its tooltip (and in the status bar).
                let label = RichText::new(text.as_str())
                    .size(20.0)
                    .strong()
                    .color(color);
                ui.add(egui::Label::new(label).truncate())
                    .on_hover_text(text);
            });
        });
}
