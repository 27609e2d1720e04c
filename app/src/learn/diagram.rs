//! A live diagram: a position of the core on the app's own board views (`board_ui`, and
//! `view3d::view_ui` for the layers and the tesseract), with a piece selected, moves
//! that can be played on it, "Show me" and "Reset". One or two panes (the 4D lessons
//! show the flat boards and the tesseract at once); a selection made in one pane shows
//! in the other.
use super::data::{DiagramSpec, DiagramView, variant_of};
use crate::board::{BoardEvent, BoardModel, BoardOptions, BoardState, board_ui};
use crate::game::session::{Attempt, GameSession};
use crate::theme::Theme;
use crate::view3d::{self, ViewMode, ViewSettings};
use egui::{Align, Layout, Pos2, Rect, Stroke, Ui, vec2};
use otherworlds_core::geometry::Cell;
use otherworlds_core::{AnyPosition, Game, Variant, prelude::*};

/// One board view of a diagram.
#[derive(Clone, Debug)]
pub struct Pane {
    pub view: ViewSettings,
    pub board: BoardState,
    /// Where the view was drawn in the last frame.
    pub rect: Option<Rect>,
    /// Whether the pane has a row of view buttons (2D, 3D, Tesseract).
    pub bar: bool,
}

impl Pane {
    fn new(mode: ViewMode, bar: bool) -> Pane {
        let mut view = ViewSettings::default();
        match mode {
            ViewMode::Iso => view.choose_preset(1),
            ViewMode::Tesseract => view.toggle_tesseract(),
            ViewMode::Flat => {}
        }
        Pane {
            view,
            board: BoardState::default(),
            rect: None,
            bar,
        }
    }

    /// Whether the pane shows the flat boards.
    pub fn is_flat(&self, model: &BoardModel) -> bool {
        self.view.effective(&model.geometry) == ViewMode::Flat
    }
}

/// A lesson's board on screen: a rules diagram, a tour step or an exercise (its own
/// session, its panes, Show me, Reset, hints). Not `crate::diagram::Diagram`, the
/// picture the exporter writes.
#[derive(Clone, Debug)]
pub struct LessonBoard {
    pub variant: Variant,
    /// The position Reset goes back to, read once.
    start: AnyPosition,
    pub session: GameSession,
    /// A model drawn instead of the session's (the 4D lesson's range and coordinates).
    pub custom: Option<BoardModel>,
    pub panes: Vec<Pane>,
    /// The piece selected at the start and after Reset.
    pub select: Option<Cell>,
    /// The moves "Show me" plays (turn strings).
    pub show: Vec<String>,
    pub arrows: Vec<(Cell, Cell)>,
    /// What happened last: the moves shown or played.
    pub note: Option<String>,
    pub caption: String,
}

/// The cell called `name` in `model` (the variant's notation); `2:e1` names e1 on the
/// second board where several boards share their square names (Valhalla).
pub fn resolve_cell(model: &BoardModel, name: &str) -> Option<Cell> {
    let (board, name) = match name.split_once(':') {
        Some((b, rest)) => (Some(b.parse::<u8>().ok()?.checked_sub(1)?), rest),
        None => (None, name),
    };
    model
        .names
        .iter()
        .find(|(c, n)| n.as_str() == name && board.is_none_or(|b| c.board == b))
        .map(|(c, _)| *c)
}

/// Every cell of `names`, or an error naming the first that is not on the board.
pub fn resolve_all(model: &BoardModel, names: &[String]) -> Result<Vec<Cell>, String> {
    names
        .iter()
        .map(|n| resolve_cell(model, n).ok_or_else(|| t!("learn-error-no-cell", cell = n.as_str())))
        .collect()
}

impl LessonBoard {
    /// The diagram of `spec` (in the course's variant unless it names its own).
    pub fn new(spec: &DiagramSpec, course: Variant) -> Result<LessonBoard, String> {
        let variant = variant_of(spec.variant.as_deref(), course)?;
        let session = GameSession::from_position(variant, &spec.position).map_err(|e| {
            t!(
                "learn-error-position",
                position = spec.position.as_str(),
                error = e.to_string()
            )
        })?;
        let model = session.board_model();
        let select = match &spec.select {
            Some(name) => Some(
                resolve_cell(model, name)
                    .ok_or_else(|| t!("learn-error-no-cell-to-select", cell = name.as_str()))?,
            ),
            None => None,
        };
        let mut arrows = Vec::new();
        for (a, b) in &spec.arrows {
            let ends = resolve_all(model, &[a.clone(), b.clone()])?;
            arrows.push((ends[0], ends[1]));
        }
        let panes = match spec.view {
            DiagramView::Flat => vec![Pane::new(ViewMode::Flat, true)],
            DiagramView::Layers => vec![Pane::new(ViewMode::Iso, true)],
            DiagramView::Tesseract => vec![Pane::new(ViewMode::Tesseract, true)],
            DiagramView::FlatAndTesseract => vec![
                Pane::new(ViewMode::Flat, false),
                Pane::new(ViewMode::Tesseract, false),
            ],
        };
        let mut diagram = LessonBoard {
            variant,
            start: session.game().position().clone(),
            session,
            custom: None,
            panes,
            select,
            show: spec
                .show
                .as_deref()
                .unwrap_or("")
                .split_whitespace()
                .map(String::from)
                .collect(),
            arrows,
            note: None,
            caption: spec.caption.clone(),
        };
        diagram.select_start();
        Ok(diagram)
    }

    /// The model drawn.
    pub fn model(&self) -> &BoardModel {
        self.custom
            .as_ref()
            .unwrap_or_else(|| self.session.board_model())
    }

    fn select_start(&mut self) {
        for pane in &mut self.panes {
            pane.board.clear();
            pane.board.selected = self.select;
        }
    }

    /// Back to the diagram's position, the piece selected again.
    pub fn reset(&mut self) {
        self.session = GameSession::from_loaded(Game::new(self.start.clone()));
        self.note = None;
        self.select_start();
    }

    /// Plays the "Show me" moves from the diagram's position.
    pub fn show_me(&mut self) {
        self.reset();
        let mut shown = Vec::new();
        for turn in &self.show {
            let before = self.session.move_list().len();
            if let Err(e) = self.session.replay(std::slice::from_ref(turn)) {
                self.note = Some(t!("learn-cannot-show", error = e.to_string()));
                return;
            }
            shown.extend(self.session.move_list()[before..].iter().cloned());
        }
        for pane in &mut self.panes {
            pane.board.clear();
        }
        if !shown.is_empty() {
            let moves = shown.join(", ");
            self.note = Some(match self.result() {
                Some(result) => t!("learn-shown-result", moves = moves, result = result),
                None => t!("learn-shown", moves = moves),
            });
        }
    }

    /// "Black wins by checkmate (0-1)" once the game on the diagram is over.
    fn result(&self) -> Option<String> {
        self.session
            .outcome()
            .map(crate::game::session::result_text)
    }

    /// Plays what the learner did on the board, when it is legal; the move as the move
    /// list writes it. A promotion takes the queen (the first choice offered).
    pub fn apply(&mut self, event: BoardEvent) -> Option<String> {
        let attempt = match event {
            BoardEvent::Move { from, to, .. } | BoardEvent::Refused { from, to } => {
                self.session.attempt(from, to)
            }
            BoardEvent::Place { to } => self.session.attempt_place(to),
        };
        let mv = match attempt {
            Attempt::Move(mv) => mv,
            Attempt::Promotion(choice) => choice.options.first()?.1,
            Attempt::Illegal => return None,
        };
        let text = self.session.game().position().display_move(mv);
        self.session.play(mv).ok()?;
        for pane in &mut self.panes {
            pane.board.clear();
        }
        self.note = Some(match self.result() {
            Some(result) => t!("learn-played-result", mv = text.as_str(), result = result),
            None => t!("learn-played", mv = text.as_str()),
        });
        Some(text)
    }

    /// Passes on Valhalla's second board, where that is allowed now.
    pub fn pass(&mut self) -> bool {
        let Some(mv) = self.session.pass_move() else {
            return false;
        };
        let ok = self.session.play(mv).is_ok();
        if ok {
            self.note = Some(t!("learn-played-pass"));
        }
        ok
    }

    /// The selection (the same in every pane).
    pub fn selected(&self) -> Option<Cell> {
        self.panes.first().and_then(|p| p.board.selected)
    }

    /// Selects `cell` in every pane.
    pub fn set_selected(&mut self, cell: Option<Cell>) {
        for pane in &mut self.panes {
            pane.board.selected = cell;
        }
    }
}

/// How diagrams are drawn.
#[derive(Clone, Copy, Debug)]
pub struct Look<'a> {
    pub theme: &'a Theme,
    pub coordinates: bool,
    pub animate: bool,
}

/// Draws the diagram's panes side by side in the space `ui` offers; what the learner
/// tried on them.
pub fn diagram_ui(ui: &mut Ui, diagram: &mut LessonBoard, look: Look<'_>) -> Vec<BoardEvent> {
    let model = diagram.model().clone();
    let options = BoardOptions {
        theme: look.theme,
        flipped: false,
        coordinates: look.coordinates,
        animate: look.animate,
    };
    let before: Vec<Option<Cell>> = diagram.panes.iter().map(|p| p.board.selected).collect();
    let count = diagram.panes.len().max(1) as f32;
    let gap = 8.0;
    let size = ui.available_size();
    let width = ((size.x - gap * (count - 1.0)) / count).max(60.0);
    let height = size.y.max(60.0);
    let mut events = Vec::new();
    let arrows = diagram.arrows.clone();
    ui.horizontal_top(|ui| {
        ui.spacing_mut().item_spacing.x = gap;
        for (i, pane) in diagram.panes.iter_mut().enumerate() {
            ui.push_id(("pane", i), |ui| {
                let layout = Layout::top_down(Align::Min);
                ui.allocate_ui_with_layout(vec2(width, height), layout, |ui| {
                    if pane.bar {
                        view3d::view_bar_ui(ui, &mut pane.view, &model.geometry);
                    }
                    let flat = pane.is_flat(&model);
                    let (response, mut new) = if flat {
                        board_ui(ui, &model, &mut pane.board, options)
                    } else {
                        view3d::view_ui(ui, &model, &mut pane.board, options, &mut pane.view)
                    };
                    pane.rect = Some(response.rect);
                    events.append(&mut new);
                    let painter = ui.painter_at(response.rect);
                    for (from, to) in &arrows {
                        if let (Some(a), Some(b)) = (
                            cell_centre(pane, &model, options, *from),
                            cell_centre(pane, &model, options, *to),
                        ) {
                            paint_arrow(&painter, a, b, look.theme);
                        }
                    }
                });
            });
        }
    });
    // A selection made in one pane shows in the others.
    let changed = diagram
        .panes
        .iter()
        .zip(&before)
        .find(|(p, was)| p.board.selected != **was)
        .map(|(p, _)| p.board.selected);
    if let Some(selected) = changed {
        diagram.set_selected(selected);
    }
    events
}

/// Where `cell` is drawn in `pane` (its centre), from the pane's last frame.
pub fn cell_centre(
    pane: &Pane,
    model: &BoardModel,
    options: BoardOptions<'_>,
    cell: Cell,
) -> Option<Pos2> {
    if pane.is_flat(model) {
        return Some(pane.board.layout.as_ref()?.cell_rect(cell)?.center());
    }
    let scene = view3d::build_scene(model, &pane.view, &options, pane.rect?);
    scene.tile(cell).map(|t| t.center)
}

/// A hint arrow from `a` to `b`: a shaft and a head in the theme's focus colour, with
/// a dark edge so it reads on light and dark squares.
pub fn paint_arrow(painter: &egui::Painter, a: Pos2, b: Pos2, theme: &Theme) {
    let along = b - a;
    let length = along.length();
    if length < 4.0 {
        return;
    }
    let dir = along / length;
    let normal = vec2(-dir.y, dir.x);
    let width = (length * 0.06).clamp(3.0, 9.0);
    let head = (width * 3.0).min(length * 0.5);
    let tip = b - dir * width;
    let base = tip - dir * head;
    let color = theme.focus_ring.gamma_multiply(0.9);
    let edge = Stroke::new(1.5, theme.board_dark.gamma_multiply(0.8));
    let shaft = [
        a + normal * width * 0.5,
        base + normal * width * 0.5,
        base - normal * width * 0.5,
        a - normal * width * 0.5,
    ];
    painter.add(egui::Shape::convex_polygon(shaft.to_vec(), color, edge));
    let arrow = [tip, base + normal * head * 0.6, base - normal * head * 0.6];
    painter.add(egui::Shape::convex_polygon(arrow.to_vec(), color, edge));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_found_by_name_and_by_board_number() {
        let session = GameSession::new(Variant::Valhalla(Default::default()));
        let model = session.board_model();
        assert_eq!(resolve_cell(model, "e1"), Some(Cell::new(0, 4, 0)));
        assert_eq!(resolve_cell(model, "2:e1"), Some(Cell::new(1, 4, 0)));
        assert_eq!(resolve_cell(model, "3:e1"), None);
        assert_eq!(resolve_cell(model, "0:e1"), None);
        assert_eq!(resolve_cell(model, "e9"), None);
        let fourd = GameSession::new(Variant::FourD);
        assert_eq!(
            resolve_cell(fourd.board_model(), "a1[0,1]"),
            Some(Cell::new(2, 0, 0)),
            "z=0 w=1 is the third board in 4D-FEN order"
        );
    }

    #[test]
    fn show_me_plays_the_moves_and_reset_takes_them_back() {
        let spec = DiagramSpec {
            position: otherworlds_core::fourd::FOURD_START.into(),
            select: Some("a1[0,0]".into()),
            show: Some("a1[0,0]a1[0,1]".into()),
            ..DiagramSpec::default()
        };
        let mut d = LessonBoard::new(&spec, Variant::FourD).expect("diagram");
        assert_eq!(d.selected(), Some(Cell::new(0, 0, 0)));
        d.show_me();
        assert_eq!(d.session.move_list(), ["Ra1[0,0]-a1[0,1]"]);
        assert_eq!(d.note.as_deref(), Some("Shown: Ra1[0,0]-a1[0,1]"));
        d.reset();
        assert!(d.session.move_list().is_empty());
        assert_eq!(d.selected(), Some(Cell::new(0, 0, 0)));
    }

    #[test]
    fn a_move_that_ends_the_game_is_told_with_the_result() {
        // Valhalla mirror: Rxd8 lands the rook on Black's king on board 2 (V-6).
        let spec = DiagramSpec {
            variant: Some("valhalla:mirror".into()),
            position: "3r3k/8/8/8/8/8/8/3RK3 w - - 0 1 | 3k4/8/8/8/8/8/8/4K3 w - - 0 1".into(),
            show: Some("d1d8,r@d8".into()),
            ..DiagramSpec::default()
        };
        let mut d = LessonBoard::new(&spec, Variant::Standard).expect("diagram");
        d.show_me();
        let note = d.note.clone().unwrap_or_default();
        assert!(
            note.ends_with("White wins by king replaced (1-0)"),
            "{note}"
        );
    }

    #[test]
    fn a_bad_diagram_is_an_error_naming_what_is_wrong() {
        let spec = DiagramSpec {
            position: "4/4/4/4 w 0 1".into(),
            ..DiagramSpec::default()
        };
        let e = LessonBoard::new(&spec, Variant::FourD).expect_err("bad position");
        assert!(e.contains("4/4/4/4"), "{e}");
        let spec = DiagramSpec {
            position: otherworlds_core::fourd::FOURD_START.into(),
            select: Some("e5".into()),
            ..DiagramSpec::default()
        };
        let e = LessonBoard::new(&spec, Variant::FourD).expect_err("bad cell");
        assert!(e.contains("e5"), "{e}");
    }
}
