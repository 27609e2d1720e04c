//! Issue 16, point 2 of the issue (point 3 of the brief): the four-step 4D lesson "from
//! 3D to 4D" of seed 002, walked by mouse and by keyboard alone: (1) any cell clicked
//! or focused is named by its four coordinates, in the flat boards and the tesseract;
//! (2) each piece type alone on b2 of the lower-left board lights exactly the cells it
//! reaches (an oracle written here from RULES.md D4-1/D4-3, and the core's own
//! `fourd::full_range`), in both views at once; (3) every move shown is answered
//! right and wrong, told apart by the core; (4) a check across cubes is answered by
//! capture, king move and block; then "Try it" plays Ra1[0,0]-a1[0,1] in a normal game
//! and the small computer answers.
use crate::support::*;
use egui::Key;
use egui_kittest::kittest::Queryable;
use otherworlds::board::{BoardOptions, Marker};
use otherworlds::learn::data::{StepKind, courses};
use otherworlds::learn::diagram::{LessonBoard, Pane, cell_centre};
use otherworlds::learn::lesson::Resolution;
use otherworlds::learn::{Live, Mode};
use otherworlds::players::Player;
use otherworlds::view3d::build_scene;
use otherworlds::view3d::scene::{anchor, pick};
use otherworlds_core::geometry::Cell;
use otherworlds_core::{AnyPosition, Color, Role, Variant, prelude::*};
use std::collections::BTreeSet;

/// The 4D cell `name` (`b2[0,1]`) as the app's cell: board z + 2w, file x, rank y
/// (the 4D-FEN order of RULES.md §3).
fn cell4(name: &str) -> Cell {
    let b = name.as_bytes();
    let (x, y, z, w) = (b[0] - b'a', b[1] - b'1', b[3] - b'0', b[5] - b'0');
    Cell::new(z + 2 * w, x, y)
}

/// Every cell a White piece of `role` on `from` reaches on an empty board, by the
/// coordinate rules of RULES.md D4-1 and D4-3 (no blockers: every cell on a line is
/// reached).
fn oracle(role: Role, from: Cell) -> BTreeSet<Cell> {
    let at = |c: Cell| {
        [
            c.file as i8,
            c.rank as i8,
            (c.board & 1) as i8,
            (c.board >> 1) as i8,
        ]
    };
    let a = at(from);
    let mut out = BTreeSet::new();
    for board in 0..4u8 {
        for file in 0..4u8 {
            for rank in 0..4u8 {
                let to = Cell::new(board, file, rank);
                let b = at(to);
                let d: Vec<i8> = (0..4).map(|i| b[i] - a[i]).collect();
                let moved: Vec<i8> = d.iter().filter(|v| **v != 0).map(|v| v.abs()).collect();
                let equal = moved.windows(2).all(|w| w[0] == w[1]);
                let reaches = match role {
                    Role::Rook => moved.len() == 1,
                    Role::Bishop => moved.len() == 2 && equal,
                    Role::Queen => !moved.is_empty() && equal,
                    Role::King => !moved.is_empty() && moved.iter().all(|v| *v == 1),
                    Role::Knight => {
                        let two = (0..2).filter(|i| d[*i].abs() == 2).count();
                        let one = (0..4).filter(|i| d[*i].abs() == 1).count();
                        two == 1 && one == 1 && moved.len() == 2
                    }
                    Role::Pawn => {
                        let side = [d[0], d[2], d[3]].iter().filter(|v| **v != 0).count();
                        let step = [d[0], d[2], d[3]].iter().all(|v| v.abs() <= 1);
                        d[1] == 1 && side <= 1 && step
                    }
                };
                if reaches {
                    out.insert(to);
                }
            }
        }
    }
    out
}

fn live(h: &H) -> &Live {
    &h.state().learn().live
}

fn diagram(h: &H) -> &LessonBoard {
    live(h).diagram().expect("a diagram on screen")
}

/// The cells a pane painted move markers on.
fn marked(pane: &Pane) -> BTreeSet<Cell> {
    pane.board
        .painted_markers
        .iter()
        .filter(|(_, m)| !matches!(m, Marker::Beam))
        .map(|(c, _)| *c)
        .collect()
}

/// Whether some text on screen contains `part`.
fn shows(h: &H, part: &str) -> bool {
    h.query_all_by(|n| n.value().or(n.label()).is_some_and(|l| l.contains(part)))
        .next()
        .is_some()
}

/// A click on `cell` where pane `pane` of the lesson's diagram draws it (the flat
/// boards, or the tesseract's tile).
fn click_in(h: &mut H, pane: usize, cell: Cell) {
    let d = diagram(h);
    let theme = h.state().theme().clone();
    let options = BoardOptions {
        theme: &theme,
        flipped: false,
        coordinates: true,
        animate: false,
    };
    let p = &d.panes[pane];
    let model = d.model();
    let pos = if p.is_flat(model) {
        cell_centre(p, model, options, cell).expect("drawn")
    } else {
        // Where the tesseract shows the cell uncovered (the point its keyboard widget
        // uses): a cell of the inner cube may lie behind the outer cube's tiles.
        let scene = build_scene(model, &p.view, &options, p.rect.expect("drawn"));
        let tile = scene.tile(cell).expect("a tile");
        let occupied = |c: Cell| model.pieces.contains_key(&c);
        let selected = p.board.selected;
        let wanted = |c: Cell| selected.is_some_and(|from| model.is_target(from, c));
        anchor(&scene.tiles, tile, &occupied, &wanted)
    };
    click_at(h, pos);
}

/// An empty cell of the inner cube (w = 0) that a click in the tesseract pane reaches.
fn inner_cell_in_sight(h: &H) -> Cell {
    let d = diagram(h);
    let p = &d.panes[1];
    let model = d.model();
    let theme = h.state().theme().clone();
    let options = BoardOptions {
        theme: &theme,
        flipped: false,
        coordinates: true,
        animate: false,
    };
    let scene = build_scene(model, &p.view, &options, p.rect.expect("drawn"));
    let occupied = |c: Cell| model.pieces.contains_key(&c);
    let wanted = |_: Cell| false;
    scene
        .tiles
        .iter()
        .filter(|t| t.cell.board < 2 && !occupied(t.cell))
        .find(|t| {
            let at = anchor(&scene.tiles, t, &occupied, &wanted);
            pick(&scene.tiles, &occupied, &wanted, at) == Some(t.cell)
        })
        .map(|t| t.cell)
        .expect("some inner cell in sight")
}

/// Selects the piece on `cell` by a click, unless it is selected already (a click
/// would put it down).
fn select_in(h: &mut H, pane: usize, cell: Cell) {
    if diagram(h).selected() != Some(cell) {
        click_in(h, pane, cell);
    }
    assert_eq!(diagram(h).selected(), Some(cell));
}

/// The 4D game on the board, the lesson opened by F1 and its tour by `open`.
fn lesson(open: impl FnOnce(&mut H)) -> H {
    let mut h = harness_timed(
        otherworlds::OtherworldsApp::for_tests_after(Variant::FourD, &[]),
        1400.0,
        950.0,
        FAST_STEP_DT,
    );
    press(&mut h, Key::F1);
    open(&mut h);
    assert_eq!(h.state().learn().mode, Mode::Tour(0));
    assert_eq!(h.state().learn().index, 0);
    h
}

fn quiz_answers() -> Vec<(String, String, bool)> {
    let course = courses()
        .iter()
        .filter_map(|c| c.as_ref().ok())
        .find(|c| c.variant == "4d")
        .expect("4d course");
    let step = &course.tours[0].steps[2];
    let StepKind::Quiz(questions) = &step.kind else {
        panic!("step 3 is the quiz");
    };
    questions
        .iter()
        .map(|q| {
            let pos = AnyPosition::from_string(Variant::FourD, &q.position).expect("legal");
            let mut legal = Vec::new();
            pos.legal_moves(&mut legal);
            let ok = legal.iter().any(|m| pos.move_string(*m) == q.mv);
            (q.position.clone(), q.mv.clone(), ok)
        })
        .collect()
}

const ROLES: [(Role, &str); 6] = [
    (Role::Rook, "Rook"),
    (Role::Bishop, "Bishop"),
    (Role::Queen, "Queen"),
    (Role::King, "King"),
    (Role::Knight, "Knight"),
    (Role::Pawn, "Pawn"),
];

fn range_is_exact(h: &H, role: Role) {
    let from = cell4("b2[0,0]");
    let Live::Range { role: shown, .. } = live(h) else {
        panic!("the range step");
    };
    assert_eq!(*shown, role);
    let d = diagram(h);
    assert_eq!(d.panes.len(), 2, "flat boards and tesseract at once");
    let want = oracle(role, from);
    let core: BTreeSet<Cell> = otherworlds_core::fourd::full_range(Color::White, role, from)
        .into_iter()
        .collect();
    assert_eq!(core, want, "{role:?}: the core's range is D4-1's");
    assert!(d.panes[0].is_flat(d.model()) && !d.panes[1].is_flat(d.model()));
    for (i, pane) in d.panes.iter().enumerate() {
        assert_eq!(marked(pane), want, "{role:?} in pane {i}");
    }
    // Everything else is cleared: only the piece stands on the board.
    let pieces: Vec<_> = d.model().pieces.keys().copied().collect();
    assert_eq!(pieces, [from]);
}

/// Step 3: each question answered wrong (told so), then right (told so, remembered).
fn quiz(h: &mut H, answer: impl Fn(&mut H, bool)) {
    let answers = quiz_answers();
    for (i, (position, mv, legal)) in answers.iter().enumerate() {
        assert_eq!(h.state().learn().sub, i);
        let Live::Quiz { legal: shown, .. } = live(h) else {
            panic!("question {i}");
        };
        assert_eq!(*shown, *legal, "{mv} in {position}");
        let key = h.state().learn().key(Some(i));
        answer(h, !legal);
        assert!(shows(h, "Not quite"), "{mv}: the wrong answer is rejected");
        assert!(!h.state().settings().learn.is_done(&key));
        answer(h, *legal);
        assert!(
            shows(h, "Right: the move is"),
            "{mv}: the right answer is accepted"
        );
        assert!(shows(h, "coordinate"), "{mv}: told from the coordinates");
        assert!(h.state().settings().learn.is_done(&key));
        press(h, Key::PageDown);
    }
    assert_eq!(
        h.state().learn().index,
        3,
        "after the last question: step 4"
    );
}

fn resolution(h: &H) -> Option<Resolution> {
    match live(h) {
        Live::Resolve { last, .. } => *last,
        _ => panic!("the threats step"),
    }
}

/// "Try it" started: a normal 4D game, the learner White against level 2, the rook
/// selected; `play` moves it to a1[0,1]; the computer answers.
fn try_it(h: &mut H, play: impl FnOnce(&mut H)) {
    assert!(!h.state().is_learning(), "a normal game");
    assert_eq!(h.state().session().variant(), Variant::FourD);
    assert_eq!(h.state().players().white, Player::Human);
    assert_eq!(h.state().players().black, Player::computer(2));
    assert_eq!(h.state().board_state().selected, Some(cell(h, "a1[0,0]")));
    play(h);
    run_until_plies(h, 2);
    assert_eq!(h.state().session().move_list()[0], "Ra1[0,0]-a1[0,1]");
    assert_eq!(plies(h), 2, "the computer answered");
}

#[test]
fn the_4d_lesson_by_mouse() {
    let mut h = lesson(|h| click_label(h, "Tour: From 3D to 4D"));
    // 1. Coordinates: a cell clicked in the flat view, then one in the tesseract.
    click_in(&mut h, 0, cell4("a1[0,1]"));
    assert!(shows(
        &h,
        "a1[0,1]: x = 0 (file a), y = 0 (rank 1), z = 0 (left board), w = 1 (upper row): the upper-left board; in the tesseract, the outer cube"
    ));
    // A cell of the inner cube (w = 0) where the tesseract shows it uncovered.
    let inner = inner_cell_in_sight(&h);
    click_in(&mut h, 1, inner);
    let [x, y, z] = [inner.file, inner.rank, inner.board & 1];
    let (file, side) = ((b'a' + x) as char, ["left", "right"][z as usize]);
    let name = format!("{file}{}[{z},0]", y + 1);
    assert!(
        shows(
            &h,
            &format!(
                "{name}: x = {x} (file {file}), y = {y} (rank {}), z = {z} ({side} board), w = 0 (lower row): the lower-{side} board; in the tesseract, the inner cube",
                y + 1
            )
        ),
        "{name}"
    );
    click_label(&mut h, "Next");
    // 2. The range of every piece type.
    for (role, name) in ROLES {
        click_label(&mut h, name);
        range_is_exact(&h, role);
    }
    click_label(&mut h, "Next");
    // 3. The quiz.
    quiz(&mut h, |h, legal| {
        click_label(h, if legal { "Legal" } else { "Illegal" })
    });
    // 4. Threats across cubes: capture, king move (no block possible), then a block.
    let Live::Resolve { possible, .. } = live(&h) else {
        panic!("step 4");
    };
    assert_eq!(
        possible.iter().copied().collect::<Vec<_>>(),
        [Resolution::Capture, Resolution::KingMove],
        "a one-step w attack cannot be blocked"
    );
    assert!(shows(&h, "Block the line: impossible here"));
    for (to, way) in [
        ("a1[0,0]", Resolution::Capture),
        ("b2[1,1]", Resolution::KingMove),
    ] {
        select_in(&mut h, 0, cell4("a1[0,1]"));
        click_in(&mut h, 0, cell4(to));
        assert_eq!(resolution(&h), Some(way), "king to {to}");
        click_label(&mut h, "Reset");
    }
    click_label(&mut h, "Next");
    select_in(&mut h, 1, cell4("b2[0,0]"));
    click_in(&mut h, 1, cell4("b1[0,1]"));
    assert_eq!(
        resolution(&h),
        Some(Resolution::Block),
        "played in the tesseract"
    );
    click_label(&mut h, "Next");
    // 5. Try it.
    click_label(&mut h, "Try it");
    try_it(&mut h, |h| {
        let to = cell(h, "a1[0,1]");
        click(h, to);
    });
}

#[test]
fn the_4d_lesson_by_keyboard() {
    let mut h = lesson(|h| {
        tab_to(h, "Tour: From 3D to 4D", 40);
        press(h, Key::Enter);
    });
    // 1. Coordinates: Tab onto the board; the focused cell is named, arrows move it.
    for _ in 0..80 {
        if diagram(&h).panes[0].board.focused.is_some() {
            break;
        }
        press(&mut h, Key::Tab);
    }
    let focused = diagram(&h).panes[0]
        .board
        .focused
        .expect("a cell has the focus");
    let Live::Coordinates { inspected, .. } = live(&h) else {
        panic!("step 1");
    };
    assert_eq!(*inspected, Some(focused));
    press_alt(&mut h, Key::ArrowDown);
    press(&mut h, Key::ArrowRight);
    let Live::Coordinates { inspected, .. } = live(&h) else {
        panic!("step 1");
    };
    let now = diagram(&h).panes[0].board.focused;
    assert_eq!(*inspected, now);
    assert_ne!(now, Some(focused), "the arrows moved the focus");
    press(&mut h, Key::Escape);
    assert!(
        h.state().is_learning(),
        "Escape on the board only leaves the board"
    );
    press(&mut h, Key::PageDown);
    // 2. Each piece type by Tab and Space.
    for (role, name) in ROLES {
        tab_to(&mut h, name, 200);
        press(&mut h, Key::Space);
        range_is_exact(&h, role);
    }
    press(&mut h, Key::PageDown);
    // 3. The quiz: Tab to the answer, Space.
    quiz(&mut h, |h, legal| {
        tab_to(h, if legal { "Legal" } else { "Illegal" }, 200);
        press(h, Key::Space);
    });
    // 4. The capture by the king, by arrows and Enter on the flat boards.
    for _ in 0..200 {
        if diagram(&h).panes[0].board.focused.is_some() {
            break;
        }
        press(&mut h, Key::Tab);
    }
    arrow_in_pane(&mut h, cell4("a1[0,1]"));
    if diagram(&h).selected() != Some(cell4("a1[0,1]")) {
        press(&mut h, Key::Enter);
    }
    assert_eq!(diagram(&h).selected(), Some(cell4("a1[0,1]")));
    arrow_in_pane(&mut h, cell4("a1[0,0]"));
    press(&mut h, Key::Enter);
    assert_eq!(resolution(&h), Some(Resolution::Capture));
    press(&mut h, Key::PageDown);
    press(&mut h, Key::PageDown);
    // 5. Try it by Tab and Space; the rook moves by keys on the game's board.
    tab_to(&mut h, "Try it", 200);
    press(&mut h, Key::Space);
    try_it(&mut h, |h| {
        press(h, Key::B);
        assert_eq!(h.state().board_state().focused, Some(cell(h, "a1[0,0]")));
        let to = cell(h, "a1[0,1]");
        arrow_to(h, to);
        press(h, Key::Enter);
    });
}

/// Moves the keyboard focus within the lesson's flat boards to `target` by arrows
/// (Alt+arrows between boards), as `support::arrow_to` does on the game's board.
fn arrow_in_pane(h: &mut H, target: Cell) {
    for _ in 0..40 {
        let d = diagram(h);
        let pane = &d.panes[0];
        let focused = pane.board.focused.expect("a focused cell");
        if focused == target {
            return;
        }
        let layout = pane.board.layout.clone().expect("drawn");
        let centre = |c| layout.cell_rect(c).expect("on the board").center();
        let within = centre(target) - centre(focused);
        press_towards(h, &layout, focused, target, within);
    }
    panic!("the focus did not reach {target:?}");
}

#[test]
fn the_rook_moved_on_the_try_it_board_starts_the_game_with_that_move() {
    let mut h = lesson(|h| click_label(h, "Tour: From 3D to 4D"));
    issue(&mut h, otherworlds::learn::LearnCommand::Go(4));
    assert!(matches!(live(&h), Live::TryIt(_)));
    assert_eq!(
        diagram(&h).selected(),
        Some(cell4("a1[0,0]")),
        "the rook is ready"
    );
    assert_eq!(diagram(&h).arrows, [(cell4("a1[0,0]"), cell4("a1[0,1]"))]);
    click_in(&mut h, 0, cell4("a1[0,1]"));
    assert!(!h.state().is_learning());
    run_until_plies(&mut h, 2);
    assert_eq!(h.state().session().move_list()[0], "Ra1[0,0]-a1[0,1]");
    assert_eq!(plies(&h), 2, "the computer answered");
}
