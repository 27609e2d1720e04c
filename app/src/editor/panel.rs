//! The editor's two panels: the controls (variant, side to move, castling, en passant,
//! clocks, the position string, the players, Play from here) in the side panel, and in
//! the middle the palette, the verdict and the board in the chosen view.
//!
//! Keys on a focused board cell: P N B R Q K put a white piece there (with Shift a
//! black one), G toggles the palette's ghost mark and M its promoted mark (Two
//! Worlds), Delete or Backspace empties the cell, Enter or Space puts the palette's
//! piece. A right click empties a cell.
use super::words::problem;
use super::{Brush, Editor, EditorCommand};
use crate::board::interact::cell_widget_id;
use crate::board::{BoardOptions, board_ui};
use crate::command::{Action, Command, command_button_ui};
use crate::pieces::{PieceStyle, paint_piece};
use crate::theme::Theme;
use crate::view3d::{ViewMode, ViewSettings};
use egui::{Key, RichText, Sense, Ui, WidgetInfo, vec2};
use otherworlds_core::{Color, Editable, Role, Variant};

/// The palette's roles, in the order of their keys' row.
const ROLES: [(Role, Key); 6] = [
    (Role::Pawn, Key::P),
    (Role::Knight, Key::N),
    (Role::Bishop, Key::B),
    (Role::Rook, Key::R),
    (Role::Queen, Key::Q),
    (Role::King, Key::K),
];

/// The controls; the commands for the shell (play, close, copy, paste).
pub fn side_ui(
    ui: &mut Ui,
    editor: &mut Editor,
    engines: &[crate::engines::spec::EngineSpec],
) -> Vec<Action> {
    let mut commands = Vec::new();
    let mut edits = Vec::new();
    ui.add_space(6.0);
    ui.heading(t!("editor-title"));
    ui.horizontal_wrapped(|ui| {
        for (label, edit, tip) in [
            (
                t!("editor-clear"),
                EditorCommand::Clear,
                t!("editor-clear-tip"),
            ),
            (
                t!("editor-start-position"),
                EditorCommand::StartPosition,
                t!("editor-start-position-tip"),
            ),
        ] {
            if ui.button(label).on_hover_text(tip).clicked() {
                edits.push(edit);
            }
        }
    });
    variant_ui(ui, editor, &mut edits);
    ui.horizontal(|ui| {
        ui.label(t!("editor-to-move"));
        for color in Color::ALL {
            let name = crate::i18n::core_words::color_name(color);
            if ui.radio(editor.side() == color, name).clicked() {
                edits.push(EditorCommand::SideToMove(color));
            }
        }
    });
    castling_ui(ui, editor, &mut edits);
    clocks_ui(ui, editor, &mut edits);
    ui.add_space(4.0);
    let label = ui.label(t!("editor-position-string"));
    let mut text = editor.text.clone();
    let r = ui
        .add(
            egui::TextEdit::multiline(&mut text)
                .desired_rows(3)
                .desired_width(f32::INFINITY)
                .font(egui::TextStyle::Monospace),
        )
        .labelled_by(label.id);
    if r.changed() {
        edits.push(EditorCommand::Text(text));
    }
    ui.horizontal_wrapped(|ui| {
        command_button_ui(ui, &mut commands, Command::CopyPosition, true, false);
    });
    ui.add_space(4.0);
    ui.collapsing(t!("editor-players"), |ui| {
        let engines = crate::engines::spec::EngineSpec::playing(engines, editor.variant());
        for color in Color::ALL {
            crate::game::choose::player_row_ui(ui, &mut editor.players, color, &engines);
        }
    });
    let why = editor.error().map(problem);
    ui.horizontal_wrapped(|ui| {
        for command in [Command::PlayFromHere, Command::AnalyseFromHere] {
            let r = ui
                .add_enabled(why.is_none(), egui::Button::new(command.label()))
                .on_hover_text(command.tooltip());
            if let Some(why) = &why {
                r.on_disabled_hover_text(t!("editor-not-valid", why = why.as_str()));
            } else if r.clicked() {
                commands.push(command.into());
            }
        }
        command_button_ui(ui, &mut commands, Command::CloseEditor, true, false);
    });
    for edit in edits {
        editor.run(edit);
    }
    commands
}

fn variant_ui(ui: &mut Ui, editor: &Editor, edits: &mut Vec<EditorCommand>) {
    if let Some(variant) = crate::game::choose::variant_box_ui(ui, editor.variant()) {
        edits.push(EditorCommand::Variant(variant));
    }
}

/// Each board's castling rights, as the core lists them (`I`/`i` in Two Worlds; none in
/// 4D), and its en-passant field.
fn castling_ui(ui: &mut Ui, editor: &Editor, edits: &mut Vec<EditorCommand>) {
    let setup = editor.setup();
    let boards = setup.field_boards();
    for board in 0..boards {
        // Two boards (Valhalla's) are named; one board needs no name.
        let (title, en_passant) = match (boards, board) {
            (2, 0) => (
                t!("editor-castling-battlefield"),
                t!("editor-en-passant-battlefield"),
            ),
            (2, _) => (
                t!("editor-castling-valhalla"),
                t!("editor-en-passant-valhalla"),
            ),
            _ => (t!("editor-castling"), t!("editor-en-passant")),
        };
        ui.label(title);
        ui.horizontal_wrapped(|ui| {
            for &right in setup.castling_rights(board) {
                let letter = right.letter();
                let words = right.describe();
                let mut on = setup.holds(board, right);
                let r = ui
                    .checkbox(&mut on, letter.to_string())
                    .on_hover_text(&words);
                let spoken = t!(
                    "editor-castling-right",
                    letter = letter.to_string(),
                    right = words.as_str()
                );
                let held = on;
                r.widget_info(|| WidgetInfo::selected(egui::Role::CheckBox, true, held, &spoken));
                if r.changed() {
                    edits.push(EditorCommand::Castling { board, right, on });
                }
            }
        });
        // Wrapped: "En passant square on the battlefield:" and its field are wider
        // than the panel at 1024 wide, and a row that does not wrap widens the panel
        // past the window.
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(en_passant);
            let mut text = editor.en_passant(board).to_string();
            let r = ui
                .add(
                    egui::TextEdit::singleline(&mut text)
                        .desired_width(48.0)
                        .hint_text("-"),
                )
                .labelled_by(label.id);
            if r.changed() {
                edits.push(EditorCommand::EnPassant { board, text });
            }
        });
    }
}

fn clocks_ui(ui: &mut Ui, editor: &Editor, edits: &mut Vec<EditorCommand>) {
    let (mut half, mut full) = editor.clocks();
    // One row each: side by side they are wider than the panel at 1024 wide, and a
    // caption wrapped across two rows reads badly.
    egui::Grid::new("editor_clocks")
        .num_columns(2)
        .show(ui, |ui| {
            let label = ui.label(t!("editor-halfmove-clock"));
            if ui
                .add(egui::DragValue::new(&mut half))
                .labelled_by(label.id)
                .changed()
            {
                edits.push(EditorCommand::Halfmove(half));
            }
            ui.end_row();
            let label = ui.label(t!("editor-move-number"));
            if ui
                .add(egui::DragValue::new(&mut full).range(1..=u32::MAX))
                .labelled_by(label.id)
                .changed()
            {
                edits.push(EditorCommand::Fullmove(full));
            }
            ui.end_row();
        });
}

/// How the middle of the editor is drawn.
pub struct EditorBoard<'a> {
    pub theme: &'a Theme,
    pub flipped: bool,
    pub coordinates: bool,
    pub view: &'a mut ViewSettings,
    /// The board takes the keyboard focus this frame (B).
    pub focus: bool,
}

/// The palette, the verdict and the board.
pub fn board_area_ui(ui: &mut Ui, editor: &mut Editor, area: EditorBoard<'_>) {
    let mut edits = Vec::new();
    palette_ui(ui, editor, area.theme, &mut edits);
    ui.add_space(4.0);
    let (text, color) = match editor.error() {
        Some(e) => (problem(e), ui.visuals().warn_fg_color),
        None => (t!("editor-valid"), ui.visuals().text_color()),
    };
    let text = crate::glyphs::displayable(ui.ctx(), &text);
    ui.add(egui::Label::new(RichText::new(text).strong().color(color)).wrap());
    ui.add_space(4.0);
    let model = editor.model();
    crate::view3d::view_bar_ui(ui, area.view, &model.geometry);
    let board_id = ui.scope_id().with("board");
    if area.focus {
        let cell = editor
            .board
            .focused
            .or_else(|| model.names.keys().next().copied());
        if let Some(cell) = cell {
            ui.memory_mut(|m| m.request_focus(cell_widget_id(board_id, cell)));
        }
    }
    let options = BoardOptions {
        theme: area.theme,
        flipped: area.flipped,
        coordinates: area.coordinates,
        animate: false,
    };
    if area.view.effective(&model.geometry) == ViewMode::Flat {
        board_ui(ui, &model, &mut editor.board, options);
    } else {
        crate::view3d::view_ui(ui, &model, &mut editor.board, options, area.view);
    }
    // The board offers no move: its cells' own clicks (pointer, screen reader, Enter)
    // are read here.
    for cell in model.names.keys() {
        if let Some(r) = ui.ctx().read_response(cell_widget_id(board_id, *cell)) {
            if r.clicked() {
                edits.push(EditorCommand::Apply(*cell));
            } else if r.secondary_clicked() {
                edits.push(EditorCommand::Remove(*cell));
            }
        }
    }
    if let Some(cell) = editor.board.focused {
        edits.extend(cell_keys(ui, editor.brush, cell));
    }
    for edit in edits {
        editor.run(edit);
    }
}

/// Palette keys on the focused cell (the key's own modifiers say Shift: a platform
/// may send the key and the modifier change in one frame).
fn cell_keys(ui: &Ui, brush: Brush, cell: otherworlds_core::geometry::Cell) -> Vec<EditorCommand> {
    let mut edits = Vec::new();
    let (mut ghost, mut promoted) = match brush {
        Brush::Piece {
            ghost, promoted, ..
        } => (ghost, promoted),
        Brush::Eraser => (false, false),
    };
    let pressed: Vec<(Key, egui::Modifiers)> = ui.input(|i| {
        i.events
            .iter()
            .filter_map(|e| match e {
                egui::Event::Key {
                    key,
                    pressed: true,
                    modifiers,
                    ..
                } => Some((*key, *modifiers)),
                _ => None,
            })
            .collect()
    });
    for (key, modifiers) in pressed {
        if modifiers.command || modifiers.alt {
            continue;
        }
        match key {
            Key::Delete | Key::Backspace => edits.push(EditorCommand::Remove(cell)),
            Key::G => {
                ghost = !ghost;
                edits.push(EditorCommand::Choose(with_marks(brush, ghost, promoted)));
            }
            Key::M => {
                promoted = !promoted;
                edits.push(EditorCommand::Choose(with_marks(brush, ghost, promoted)));
            }
            _ => {
                if let Some((role, _)) = ROLES.iter().find(|(_, k)| *k == key) {
                    let color = if modifiers.shift {
                        Color::Black
                    } else {
                        Color::White
                    };
                    let chosen = Brush::Piece {
                        color,
                        role: *role,
                        ghost,
                        promoted,
                    };
                    edits.push(EditorCommand::Choose(chosen));
                    edits.push(EditorCommand::Apply(cell));
                }
            }
        }
    }
    edits
}

/// The brush with these marks (an eraser becomes a white pawn with them).
fn with_marks(brush: Brush, ghost: bool, promoted: bool) -> Brush {
    match brush {
        Brush::Piece { color, role, .. } => Brush::Piece {
            color,
            role,
            ghost,
            promoted,
        },
        Brush::Eraser => Brush::Piece {
            color: Color::White,
            role: Role::Pawn,
            ghost,
            promoted,
        },
    }
}

/// Both colours' pieces, the eraser, and in Two Worlds the ghost and promoted marks.
fn palette_ui(ui: &mut Ui, editor: &Editor, theme: &Theme, edits: &mut Vec<EditorCommand>) {
    let brush = editor.brush;
    let (ghost, promoted) = match brush {
        Brush::Piece {
            ghost, promoted, ..
        } => (ghost, promoted),
        Brush::Eraser => (false, false),
    };
    let two_worlds = editor.variant() == Variant::TwoWorlds;
    ui.horizontal_wrapped(|ui| {
        for color in Color::ALL {
            for (role, _) in ROLES {
                let choice = Brush::Piece {
                    color,
                    role,
                    ghost: ghost && two_worlds,
                    promoted: promoted && two_worlds,
                };
                if piece_button_ui(ui, choice, brush == choice, theme) {
                    edits.push(EditorCommand::Choose(choice));
                }
            }
            ui.add_space(8.0);
        }
        let eraser = ui
            .selectable_label(brush == Brush::Eraser, t!("editor-eraser"))
            .on_hover_text(t!("editor-eraser-tip"));
        if eraser.clicked() {
            edits.push(EditorCommand::Choose(Brush::Eraser));
        }
        if two_worlds {
            let mut g = ghost;
            if ui
                .checkbox(&mut g, t!("editor-ghost"))
                .on_hover_text(t!("editor-ghost-tip"))
                .changed()
            {
                edits.push(EditorCommand::Choose(with_marks(brush, g, promoted)));
            }
            let mut p = promoted;
            if ui
                .checkbox(&mut p, t!("editor-promoted"))
                .on_hover_text(t!("editor-promoted-tip"))
                .changed()
            {
                edits.push(EditorCommand::Choose(with_marks(brush, ghost, p)));
            }
        }
    });
}

/// One palette button, drawn as the piece and spoken as "Palette: white knight";
/// true when chosen.
fn piece_button_ui(ui: &mut Ui, brush: Brush, selected: bool, theme: &Theme) -> bool {
    let Some(piece) = brush.view() else {
        return false;
    };
    let (rect, r) = ui.allocate_exact_size(vec2(32.0, 32.0), Sense::click());
    let label = t!("editor-palette-piece", piece = brush.describe());
    r.widget_info(|| WidgetInfo::selected(egui::Role::Button, true, selected, &label));
    let visuals = ui.style().interact_selectable(&r, selected);
    ui.painter().rect_filled(rect, 4.0, visuals.weak_bg_fill);
    if r.has_focus() || selected {
        ui.painter().rect_stroke(
            rect,
            4.0,
            egui::Stroke::new(2.0, theme.focus_ring),
            egui::StrokeKind::Inside,
        );
    }
    let style = PieceStyle {
        theme,
        opacity: 1.0,
    };
    paint_piece(ui.painter(), rect.shrink(2.0), &piece, style);
    let key = ROLES
        .iter()
        .find(|(role, _)| Some(*role) == brush.view().map(|p| p.role))
        .map(|(_, key)| key.name())
        .unwrap_or("");
    let tip = if piece.color == Color::Black {
        t!(
            "editor-palette-tip-shift",
            piece = brush.describe(),
            key = key
        )
    } else {
        t!("editor-palette-tip", piece = brush.describe(), key = key)
    };
    r.on_hover_text(tip).clicked()
}
