//! Helpers shared by every UI test: the one harness (the app in test mode, or a widget
//! alone, in a window of a given size), cells found where the board put them or by
//! their accessibility labels, clicks, keys, commands, and bounded waits for the
//! computer.
#![allow(dead_code)]

use egui::{Event, Key, Modifiers, PointerButton, Pos2, Ui, Vec2, vec2};
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::{Harness, Node};
use otherworlds::OtherworldsApp;
use otherworlds::board::interact::spoken_name;
use otherworlds_core::geometry::Cell;
use otherworlds_core::{Variant, prelude::*};
use std::time::Duration;

pub type H = Harness<'static, OtherworldsApp>;

/// Frames 10 ms apart: a capture animation of 0.7 s outlasts the frames of a few
/// clicks (the play-feature tests: markers, animation, transfer, keyboard).
pub const FAST_STEP_DT: f32 = 0.01;
/// egui_kittest's own default: frames a quarter of a second apart (the Machine vs
/// Machine tests count their delay in such frames).
pub const KITTEST_STEP_DT: f32 = 0.25;
/// A computer's answer may ask for a repaint in the middle of a `run`, and the move
/// list's grid a few more frames as it lays out new moves: a generous step limit
/// absorbs them (it only bounds a `run`; it never adds frames).
pub const MAX_STEPS: u64 = 64;

/// The one harness builder: a window of `size` whose frames are `step_dt` apart, drawn
/// by `ui` from `state`, already shown once.
pub fn harness_of<S: 'static>(
    state: S,
    size: Vec2,
    step_dt: f32,
    ui: impl FnMut(&mut Ui, &mut S) + 'static,
) -> Harness<'static, S> {
    let mut h = Harness::builder()
        .with_size(size)
        .with_max_steps(MAX_STEPS)
        .with_step_dt(step_dt)
        .build_ui_state(ui, state);
    h.run();
    h
}

/// The app in a 1300x800 window, frames 10 ms apart, already shown once.
pub fn harness(app: OtherworldsApp) -> H {
    harness_timed(app, 1300.0, 800.0, FAST_STEP_DT)
}

/// The app in a `width`x`height` window with egui_kittest's default frames (250 ms
/// apart), already shown once.
pub fn harness_sized(app: OtherworldsApp, width: f32, height: f32) -> H {
    harness_timed(app, width, height, KITTEST_STEP_DT)
}

/// The app in a `width`x`height` window, frames `step_dt` apart, already shown once
/// (and the files it reads at start read, see [`settle`]).
pub fn harness_timed(app: OtherworldsApp, width: f32, height: f32, step_dt: f32) -> H {
    let mut h = harness_of(
        app,
        vec2(width, height),
        step_dt,
        |ui, app: &mut OtherworldsApp| app.show(ui),
    );
    settle(&mut h);
    h
}

/// Runs frames until the files worker has done everything asked of it and the app has
/// taken the answers (files are read and written off the UI thread), at most ~20 s;
/// nothing when it is idle already.
pub fn settle(h: &mut H) {
    if h.state().files_idle() {
        return;
    }
    for _ in 0..10_000 {
        std::thread::sleep(Duration::from_millis(2));
        h.step();
        if h.state().files_idle() {
            break;
        }
    }
    assert!(h.state().files_idle(), "the files worker never finished");
    h.run();
}

/// A game of `variant` after `moves` (canonical turn strings), in [`harness`].
pub fn after(variant: Variant, moves: &[&str]) -> H {
    let h = harness(OtherworldsApp::for_tests_after(variant, moves));
    assert!(h.state().notice().is_none(), "{:?}", h.state().notice());
    h
}

/// A game of `variant` from a position string, in [`harness`].
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

/// A primary click (press and release) at `pos`, then the frames it leads to.
pub fn click_at<S>(h: &mut Harness<'static, S>, pos: Pos2) {
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

/// The centre of `cell` where the 2D board drew it.
pub fn center(h: &H, cell: Cell) -> Pos2 {
    let layout = h.state().board_state().layout.clone().expect("drawn");
    layout.cell_rect(cell).expect("cell on the board").center()
}

/// A click at the centre of `cell` on the 2D board.
pub fn click(h: &mut H, cell: Cell) {
    let pos = center(h, cell);
    click_at(h, pos);
}

/// A click at the centre of `cell` on the 2D board, running only the frames of the
/// click's own events: the last one is the release, at the end of which the board's
/// move is played, and a computer's answer can be played at the earliest in the frame
/// after it. So the caller sees what the click did alone, whatever the engine's speed;
/// `h.run()` then runs the frames that follow.
pub fn click_unsettled(h: &mut H, cell: Cell) {
    let pos = center(h, cell);
    h.hover_at(pos);
    for pressed in [true, false] {
        h.event(Event::PointerButton {
            pos,
            button: PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        });
    }
    h.step();
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

/// The cell's widget found by the start of its label: the spoken name and a comma
/// ("e4, empty"; "e2, Earth, white pawn" where there are several boards).
pub fn cell_node<'a>(h: &'a H, name: &str) -> Node<'a> {
    let prefix = format!("{name}, ");
    h.get_by(move |node| node.label().is_some_and(|l| l.starts_with(&prefix)))
}

/// The whole label of the cell's widget named `name` (see [`cell_node`]).
pub fn cell_label(h: &H, name: &str) -> String {
    cell_node(h, name)
        .accesskit_node()
        .label()
        .unwrap_or_default()
}

/// Clicks the cell's widget named `name` (see [`cell_node`]), then waits for the
/// autosave it leads to (see [`settle`]).
pub fn click_cell(h: &mut H, name: &str) {
    cell_node(h, name).click();
    h.run();
    settle(h);
}

/// Clicks the widget labelled `label` (a button, a move in the list).
pub fn click_label<S>(h: &mut Harness<'static, S>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Scrolls the widget labelled `label` into view (a dialog's part that scrolls in a
/// small window), then clicks it.
pub fn click_in_view(h: &mut H, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run();
    click_label(h, label);
}

/// Opens the New game dialog's More options (each side's player, the profiles, Rated,
/// Start) unless it is open.
pub fn more_options(h: &mut H) {
    if h.query_by_label("Rated").is_none() {
        click_label(h, "More options");
    }
}

/// Whether a widget labelled `label` has the focus (the status bar may repeat a name,
/// a slider and its text share theirs).
pub fn focused(h: &H, label: &str) -> bool {
    h.query_all_by_label(label).any(|n| n.is_focused())
}

/// Presses Tab until the widget labelled `label` has the focus (at most `limit` times).
pub fn tab_to(h: &mut H, label: &str, limit: usize) {
    for _ in 0..limit {
        if focused(h, label) {
            return;
        }
        press(h, Key::Tab);
    }
    panic!("Tab never reached {label}");
}

/// The decisions played, canonical.
pub fn moves(h: &H) -> Vec<String> {
    h.state().session().move_strings()
}

/// Issues `command` as its button would, then runs the frames it leads to (and waits
/// for the files it reads or writes, see [`settle`]).
pub fn issue(h: &mut H, command: impl Into<otherworlds::shell::Queued>) {
    h.state_mut().issue(command);
    h.run();
    settle(h);
}

pub fn press<S>(h: &mut Harness<'static, S>, key: Key) {
    h.key_press(key);
    h.run();
}

pub fn press_alt<S>(h: &mut Harness<'static, S>, key: Key) {
    h.key_press_modifiers(Modifiers::ALT, key);
    h.run();
}

pub fn press_command<S>(h: &mut Harness<'static, S>, key: Key) {
    h.key_press_modifiers(Modifiers::COMMAND, key);
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

/// Presses the arrow key from `focused` towards `target`: Alt+arrow towards the
/// target's board (from the boards' centres in `layout`), else the arrow along the
/// longer side of `within` (the target's centre minus the focused cell's).
pub fn press_towards(
    h: &mut H,
    layout: &otherworlds::board::layout::BoardLayout,
    focused: Cell,
    target: Cell,
    within: egui::Vec2,
) {
    let delta = if focused.board != target.board {
        layout.boards[target.board as usize].rect.center()
            - layout.boards[focused.board as usize].rect.center()
    } else {
        within
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

/// Moves the keyboard focus to `target` with arrow keys only: Alt+arrows towards the
/// target's board, then arrows within it. Returns the keys pressed.
pub fn arrow_to(h: &mut H, target: Cell) -> usize {
    for pressed in 0..40 {
        let focused = h.state().board_state().focused.expect("a focused cell");
        if focused == target {
            return pressed;
        }
        let within = center(h, target) - center(h, focused);
        let layout = h.state().board_state().layout.clone().expect("drawn");
        press_towards(h, &layout, focused, target, within);
    }
    panic!("the focus did not reach {target:?}");
}

/// Plays `from` to `to` with the board's keys: B gives it the focus, arrows, Enter.
pub fn play_by_keys(h: &mut H, from: Cell, to: Cell) {
    press(h, Key::B);
    arrow_to(h, from);
    press(h, Key::Enter);
    arrow_to(h, to);
    press(h, Key::Enter);
}

/// Runs frames, 10 ms of real time apart, until `done` (at most ~20 s of waiting: the
/// computer answers on a background thread), then settles the UI.
pub fn run_until(h: &mut H, done: impl Fn(&H) -> bool) {
    for _ in 0..2000 {
        if done(h) {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.run();
}

/// The number of decisions played.
pub fn plies(h: &H) -> usize {
    h.state().session().game().moves().len()
}

/// Runs frames until `n` decisions have been played (see [`run_until`]).
pub fn run_until_plies(h: &mut H, n: usize) {
    run_until(h, |h| plies(h) >= n);
}

/// The legal moves of the position on the board, as the core describes them.
pub fn core_moves(h: &H) -> Vec<otherworlds_core::geometry::MoveInfo> {
    let pos = h.state().session().game().position().clone();
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    legal.iter().map(|m| pos.move_info(*m)).collect()
}

/// A game of up to `turns` turns in `variant`, as turn strings: each decision a legal
/// move picked by its index (a spread of pieces moved, not the first move over and
/// over), never one that ends the game (a finished game opens its result dialog over
/// the screen).
pub fn a_game(variant: Variant, turns: usize) -> Vec<String> {
    let mut game = otherworlds_core::Game::new(otherworlds_core::AnyPosition::new(variant));
    let mut out = Vec::new();
    let mut i = 0;
    'turns: for _ in 0..turns {
        let start = game.position().clone();
        let mut turn = Vec::new();
        loop {
            let pos = game.position().clone();
            let mut legal = Vec::new();
            pos.legal_moves(&mut legal);
            let n = legal.len();
            let Some(mv) = (0..n).map(|k| legal[(i * 7 + 3 + k) % n]).find(|&mv| {
                let mut next = game.clone();
                next.play(mv).is_ok() && next.outcome().is_none()
            }) else {
                break 'turns;
            };
            i += 1;
            game.play(mv).expect("a legal move plays");
            turn.push(mv);
            if otherworlds_core::game::at_turn_boundary(game.position()) {
                break;
            }
        }
        out.push(otherworlds_core::game::turn_string(&start, &turn));
    }
    out
}

/// Every text painted in the last frame: its text, colour, size and rect.
pub fn painted(h: &H) -> Vec<(String, egui::Color32, f32, egui::Rect)> {
    h.output()
        .shapes
        .iter()
        .filter_map(|s| match &s.shape {
            egui::epaint::Shape::Text(t) => {
                let format = &t.galley.job.sections.first()?.format;
                let color = match t.override_text_color {
                    Some(c) => c,
                    None if format.color == egui::Color32::PLACEHOLDER => t.fallback_color,
                    None => format.color,
                };
                let rect = egui::Rect::from_min_size(t.pos, t.galley.size());
                Some((
                    t.galley.text().to_string(),
                    color,
                    format.font_id.size,
                    rect,
                ))
            }
            _ => None,
        })
        .collect()
}

/// The sizes `text` was painted at in the last frame (one a time it was painted).
pub fn text_sizes(h: &H, text: &str) -> Vec<f32> {
    painted(h)
        .into_iter()
        .filter(|(t, ..)| t == text)
        .map(|(_, _, size, _)| size)
        .collect()
}
