//! Helpers shared by the play-feature tests (markers, animation, transfer, keyboard):
//! an app in test mode at a given position, cells clicked where the board put them, and
//! cells read through their accessibility labels.
#![allow(dead_code)]

use egui::{Event, Key, Modifiers, PointerButton, Pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use otherworlds::OtherworldsApp;
use otherworlds::app::Persisted;
use otherworlds::board::spoken_name;
use otherworlds_core::geometry::Cell;
use otherworlds_core::{Position, Variant};

pub type H = Harness<'static, OtherworldsApp>;

/// The app in test mode, already shown once.
pub fn harness(app: OtherworldsApp) -> H {
    // A computer's answer may ask for a repaint in the middle of a `run`: a generous
    // step limit absorbs it.
    let mut h = Harness::builder()
        .with_size(egui::vec2(1300.0, 800.0))
        .with_max_steps(64)
        // Frames 10 ms apart (egui_kittest's default is 250 ms), so a capture animation
        // of 0.7 s outlasts the frames of a few clicks.
        .with_step_dt(0.01)
        .build_ui_state(|ui, app: &mut OtherworldsApp| app.show(ui), app);
    h.run();
    h
}

/// A game of `variant` after `moves` (canonical turn strings).
pub fn after(variant: Variant, moves: &[&str]) -> H {
    let persisted = Persisted {
        variant,
        moves: moves.iter().map(|m| m.to_string()).collect(),
        ..Persisted::default()
    };
    let h = harness(OtherworldsApp::from_persisted(persisted, true));
    assert!(h.state().notice().is_none(), "{:?}", h.state().notice());
    h
}

/// A game of `variant` from a position string.
pub fn at(variant: Variant, position: &str) -> H {
    let h = harness(OtherworldsApp::for_tests_from(variant, position));
    assert!(h.state().notice().is_none(), "{:?}", h.state().notice());
    h
}

/// The cell named `name` in the variant's notation (`e4`, `E4` on the Two Worlds Sky,
/// `a1[0,1]` in 4D); `board` picks among equal names (Valhalla: 0 battlefield, 1
/// Valhalla).
pub fn cell_on(h: &H, board: u8, name: &str) -> Cell {
    let model = h.state().session().board_model();
    model
        .names
        .iter()
        .filter(|(c, n)| {
            n.as_str() == name && (c.board == board || model.geometry.boards.len() == 1)
        })
        .map(|(c, _)| *c)
        .next()
        .unwrap_or_else(|| panic!("no cell {name} on board {board}"))
}

/// The cell named `name`, on whichever board has it (Two Worlds and 4D names are
/// unique).
pub fn cell(h: &H, name: &str) -> Cell {
    let model = h.state().session().board_model();
    model
        .names
        .iter()
        .find(|(_, n)| n.as_str() == name)
        .map(|(c, _)| *c)
        .unwrap_or_else(|| panic!("no cell {name}"))
}

pub fn click_at(h: &mut H, pos: Pos2) {
    h.hover_at(pos);
    for pressed in [true, false] {
        h.event(Event::PointerButton {
            pos,
            button: PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        });
    }
    h.run();
}

pub fn center(h: &H, cell: Cell) -> Pos2 {
    let layout = h.state().board_state().layout.clone().expect("drawn");
    layout.cell_rect(cell).expect("cell on the board").center()
}

pub fn click(h: &mut H, cell: Cell) {
    let pos = center(h, cell);
    click_at(h, pos);
}

/// Click on `from`, then on `to`.
pub fn play(h: &mut H, from: Cell, to: Cell) {
    click(h, from);
    click(h, to);
}

/// The accessibility label of a cell's widget, found by its spoken name.
pub fn label(h: &H, cell: Cell) -> String {
    let prefix = format!("{}, ", spoken_name(h.state().session().board_model(), cell));
    h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&prefix)))
        .accesskit_node()
        .label()
        .unwrap_or_default()
}

/// The decisions played, canonical.
pub fn moves(h: &H) -> Vec<String> {
    h.state().session().move_strings()
}

pub fn press(h: &mut H, key: Key) {
    h.key_press(key);
    h.run();
}

pub fn press_alt(h: &mut H, key: Key) {
    h.key_press_modifiers(Modifiers::ALT, key);
    h.run();
}

/// Tab until a cell of the board has the keyboard focus.
pub fn tab_to_board(h: &mut H) {
    for _ in 0..60 {
        if h.state().board_state().focused.is_some() {
            return;
        }
        press(h, Key::Tab);
    }
    panic!("Tab never reached the board");
}

/// Moves the keyboard focus to `target` with arrow keys only: Alt+arrows towards the
/// target's board, then arrows within it. Returns the keys pressed.
pub fn arrow_to(h: &mut H, target: Cell) -> usize {
    for pressed in 0..40 {
        let focused = h.state().board_state().focused.expect("a focused cell");
        if focused == target {
            return pressed;
        }
        let (from, to) = (center(h, focused), center(h, target));
        let layout = h.state().board_state().layout.clone().expect("drawn");
        let delta = if focused.board != target.board {
            layout.boards[target.board as usize].rect.center()
                - layout.boards[focused.board as usize].rect.center()
        } else {
            to - from
        };
        let key = if delta.x.abs() > delta.y.abs() {
            if delta.x > 0.0 {
                Key::ArrowRight
            } else {
                Key::ArrowLeft
            }
        } else if delta.y > 0.0 {
            Key::ArrowDown
        } else {
            Key::ArrowUp
        };
        if focused.board != target.board {
            press_alt(h, key);
        } else {
            press(h, key);
        }
    }
    panic!("the focus did not reach {target:?}");
}

/// Whether the variant can start in this core (every variant can now).
pub fn available(variant: Variant) -> bool {
    otherworlds_core::AnyPosition::start(variant).is_ok()
}

/// The legal moves of the position on the board, as the core describes them.
pub fn core_moves(h: &H) -> Vec<otherworlds_core::geometry::MoveInfo> {
    let pos = h.state().session().game().position().clone();
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    legal.iter().map(|m| pos.move_info(*m)).collect()
}
