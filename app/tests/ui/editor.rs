//! The board editor (issue 17, points 1 and 2): a Two Worlds position with a ghost and
//! an inter-level right set up by clicks and by keys alone; every setup error of every
//! variant shown in words; position strings copied and pasted in every variant id; a
//! malformed paste changing nothing; "Play from here".
use crate::support::*;
use egui::{Event, Key, Modifiers};
use egui_kittest::kittest::{NodeT, Queryable};
use otherworlds::OtherworldsApp;
use otherworlds::command::Command;
use otherworlds::editor::EditorCommand;
use otherworlds_core::geometry::Cell;
use otherworlds_core::{Variant, prelude::*};

/// The app on a game of `variant` (from its start), with the editor opened on it.
fn editor_on(variant: Variant) -> H {
    let mut h = harness(OtherworldsApp::for_tests_after(variant, &[]));
    issue(&mut h, otherworlds::command::Command::OpenEditor);
    assert!(h.state().editor().is_some(), "the editor opens");
    h
}

fn text(h: &H) -> String {
    h.state()
        .editor()
        .expect("the editor is on show")
        .text
        .clone()
}

/// The editor's cell named `name` on `board` (the variant's notation).
fn ecell(h: &H, board: u8, name: &str) -> Cell {
    let model = h.state().editor().expect("editor").model();
    model
        .names
        .iter()
        .find(|(c, n)| n.as_str() == name && c.board == board)
        .map(|(c, _)| *c)
        .unwrap_or_else(|| panic!("no cell {name} on board {board}"))
}

/// Moves the editor board's keyboard focus to `target` with arrows (Alt+arrows to
/// the other board), as a person would.
fn arrow_to_cell(h: &mut H, target: Cell) {
    for _ in 0..40 {
        let editor = h.state().editor().expect("editor");
        let focused = editor.board.focused.expect("a focused cell");
        if focused == target {
            return;
        }
        let layout = editor.board.layout.clone().expect("drawn");
        let within = layout.cell_rect(target).expect("cell").center()
            - layout.cell_rect(focused).expect("cell").center();
        press_towards(h, &layout, focused, target, within);
    }
    panic!("the focus did not reach {target:?}");
}

fn press_shift(h: &mut H, key: Key) {
    h.key_press_modifiers(Modifiers::SHIFT, key);
    h.run();
}

fn disabled(h: &H, label: &str) -> bool {
    h.get_by_label(label).accesskit_node().is_disabled()
}

/// RULES.md §2: Earth ranks | Sky ranks, a ghost written `X*` in the case of the side
/// that controls it, the castling field `I` for White's inter-level right (which
/// needs an original white rook: the unmarked rook on h1). White king e1, rook h1,
/// black king e8 on Earth; a black ghost knight on the Sky's d5.
const GHOST_AND_I: &str = "4k3/8/8/8/8/8/8/4K2R|8/8/8/3n*4/8/8/8/8 w I - 0 1";

#[test]
fn a_two_worlds_position_with_a_ghost_and_i_by_clicks() {
    let mut h = editor_on(Variant::TwoWorlds);
    click_label(&mut h, "Clear");
    assert_eq!(text(&h), "8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1");
    assert!(disabled(&h, "Play from here"), "no kings: not playable");
    click_label(&mut h, "Palette: white king");
    click_cell(&mut h, "e1, Earth");
    click_label(&mut h, "Palette: white rook");
    click_cell(&mut h, "h1, Earth");
    click_label(&mut h, "Palette: black king");
    click_cell(&mut h, "e8, Earth");
    click_label(&mut h, "Ghost *");
    click_label(&mut h, "Palette: black ghost knight (once white)");
    click_cell(&mut h, "d5, Sky");
    click_label(&mut h, "I: White may castle inter-level");
    assert_eq!(text(&h), GHOST_AND_I);
    assert!(h.query_by_label("The position is valid").is_some());
    assert!(!disabled(&h, "Play from here"));
    assert!(
        cell_label(&h, "d5, Sky").contains("black ghost knight"),
        "{}",
        cell_label(&h, "d5, Sky")
    );

    // A right click takes the rook away: I is then claimed without an original rook,
    // which RULES.md §6 calls malformed.
    let rook = ecell(&h, 0, "h1");
    let pos = h.state().editor().unwrap().board.layout.clone().unwrap();
    let at = pos.cell_rect(rook).unwrap().center();
    h.hover_at(at);
    for pressed in [true, false] {
        h.event(Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Secondary,
            pressed,
            modifiers: Modifiers::NONE,
        });
    }
    h.run();
    assert_eq!(text(&h), "4k3/8/8/8/8/8/8/4K3|8/8/8/3n*4/8/8/8/8 w I - 0 1");
    assert!(
        h.query_by_label_contains("Castling right I without an original white rook")
            .is_some()
    );
    assert!(disabled(&h, "Play from here"));
}

#[test]
fn a_two_worlds_position_with_a_ghost_and_i_by_keys_alone() {
    let mut h = harness(OtherworldsApp::for_tests_after(Variant::TwoWorlds, &[]));
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::E);
    h.run();
    assert!(
        h.state().editor().is_some(),
        "Ctrl+Shift+E opens the editor"
    );
    assert!(
        !h.state().diagram_export().open,
        "not Export diagram (Ctrl+E)"
    );
    tab_to(&mut h, "Clear", 200);
    press(&mut h, Key::Enter);
    tab_to(&mut h, "I: White may castle inter-level", 200);
    press(&mut h, Key::Space);
    press(&mut h, Key::Escape);
    press(&mut h, Key::B);
    assert!(
        h.state().editor().unwrap().board.focused.is_some(),
        "B focuses the board"
    );
    for (board, name, key, black) in [
        (0, "e1", Key::K, false),
        (0, "h1", Key::R, false),
        (0, "e8", Key::K, true),
    ] {
        let target = ecell(&h, board, name);
        arrow_to_cell(&mut h, target);
        if black {
            press_shift(&mut h, key);
        } else {
            press(&mut h, key);
        }
    }
    // G marks the palette's pieces as ghosts; Shift+N a black (ghost) knight.
    press(&mut h, Key::G);
    let d5 = ecell(&h, 1, "D5");
    arrow_to_cell(&mut h, d5);
    press_shift(&mut h, Key::N);
    assert_eq!(text(&h), GHOST_AND_I);
    // Delete empties the focused cell.
    press(&mut h, Key::Delete);
    assert_eq!(text(&h), "4k3/8/8/8/8/8/8/4K2R|8/8/8/8/8/8/8/8 w I - 0 1");
}

/// Each setup error of each variant's core validation, with the words the editor
/// shows. The positions follow RULES.md's formats; each breaks exactly one rule.
#[test]
fn every_setup_error_is_shown_in_words() {
    let tw = |earth: &str, sky: &str, rest: &str| format!("{earth}|{sky} {rest}");
    let sky0 = "8/8/8/8/8/8/8/8";
    let cases: Vec<(Variant, String, &str)> = vec![
        // Standard (RULES.md §6: one king per side, no pawn on rank 1 or 8; the side
        // not to move may not be in check; the en-passant square is on rank 6 with
        // White to move, rank 3 with Black to move).
        (
            Variant::Standard,
            "8/8/8/8/8/8/8/4K3 w - - 0 1".into(),
            "No black king",
        ),
        (
            Variant::Standard,
            "4k3/8/8/8/8/8/8/3KK3 w - - 0 1".into(),
            "Two white kings",
        ),
        (
            Variant::Standard,
            "4k2P/8/8/8/8/8/8/4K3 w - - 0 1".into(),
            "A pawn on h8",
        ),
        // The rook on e1 checks the black king on e8, and White is to move.
        (
            Variant::Standard,
            "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1".into(),
            "Black is in check but it is white's move",
        ),
        (
            Variant::Standard,
            "4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1".into(),
            "en-passant square e4 is not on rank 3",
        ),
        // Two Worlds (RULES.md §2 and §6): ghosts only in the Sky, never a ghost king,
        // `~` only on Q R B N, one king each, not stacked, no pawn on Earth's first or
        // last rank, I needs an original rook.
        (
            Variant::TwoWorlds,
            tw("4k3/8/8/8/4n*3/8/8/4K3", sky0, "w - - 0 1"),
            "A ghost on Earth at e4",
        ),
        (
            Variant::TwoWorlds,
            tw("4k3/8/8/8/8/8/8/4K3", "8/8/8/8/4k*3/8/8/8", "w - - 0 1"),
            "A ghost king on E4",
        ),
        (
            Variant::TwoWorlds,
            tw("4k3/8/8/8/8/8/4P~3/4K3", sky0, "w - - 0 1"),
            "A promoted pawn on e2",
        ),
        (
            Variant::TwoWorlds,
            tw("8/8/8/8/8/8/8/4K3", sky0, "w - - 0 1"),
            "No black king",
        ),
        (
            Variant::TwoWorlds,
            tw("4k3/8/8/8/8/8/8/4K3", "8/8/8/8/8/8/8/K7", "w - - 0 1"),
            "Two white kings",
        ),
        (
            Variant::TwoWorlds,
            tw("8/8/8/8/8/8/8/4K3", "8/8/8/8/8/8/8/4k3", "w - - 0 1"),
            "The two kings stand on the same square of both levels (e1 and E1)",
        ),
        (
            Variant::TwoWorlds,
            tw("p3k3/8/8/8/8/8/8/4K3", sky0, "w - - 0 1"),
            "A pawn on Earth at a8",
        ),
        (
            Variant::TwoWorlds,
            tw("4k3/8/8/8/8/8/8/4K3", sky0, "w i - 0 1"),
            "Castling right i without an original black rook",
        ),
        (
            Variant::TwoWorlds,
            tw("4k3/8/8/8/8/8/8/4R1K1", sky0, "w - - 0 1"),
            "Black is in check but it is white's move",
        ),
        (
            Variant::TwoWorlds,
            tw("4k3/8/8/8/4P3/8/8/4K3", sky0, "b - e4 0 1"),
            "en-passant square e4 is not on rank 3",
        ),
        // 4D (RULES.md §3: boards (z,w) = (0,0) (1,0) (0,1) (1,1), rank 4 first; pawns
        // never on rank 1 or 4). The rook on d4[0,0] checks the king on d4[0,1] one
        // step along w.
        (
            Variant::FourD,
            "4/4/4/K3|4/4/4/4|4/4/4/4|4/4/4/4 w 0 1".into(),
            "No black king",
        ),
        (
            Variant::FourD,
            "4/4/4/KK2|4/4/4/4|3k/4/4/4|4/4/4/4 w 0 1".into(),
            "Two white kings",
        ),
        (
            Variant::FourDClassic,
            "4/4/4/K3|P3/4/4/4|3k/4/4/4|4/4/4/4 w 0 1".into(),
            "A pawn on a4[1,0]",
        ),
        (
            Variant::FourD,
            "3R/4/4/K3|4/4/4/4|3k/4/4/4|4/4/4/4 w 0 1".into(),
            "Black is in check but it is white's move",
        ),
        // Valhalla (RULES.md §4 V-11 and §6): each board's rules, board 2's side
        // following the options, at most one missing king, at most 17 pieces and 8
        // pawns of a colour on the two boards.
        (
            Variant::Valhalla(Default::default()),
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | 4k3/8/8/8/8/8/8/3KK3 w - - 0 1".into(),
            "On Valhalla: two white kings",
        ),
        (
            Variant::Valhalla(Default::default()),
            "4k2P/8/8/8/8/8/8/4K3 w - - 0 1 | 4k3/8/8/8/8/8/8/4K3 w - - 0 1".into(),
            "On the battlefield: a pawn on h8",
        ),
        (
            Variant::Valhalla(Default::default()),
            "4k3/8/8/8/8/8/8/4K3 w - e3 0 1 | 4k3/8/8/8/8/8/8/4K3 w - - 0 1".into(),
            "On the battlefield: the en-passant square e3 is not on rank 6",
        ),
        (
            Variant::Valhalla(Default::default()),
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | 4k3/8/8/8/8/8/8/4K3 b - - 0 1".into(),
            "Valhalla's side to move is 'b' but must be 'w'",
        ),
        (
            Variant::Valhalla(Default::default()),
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | 8/8/8/8/8/8/8/8 w - - 0 1".into(),
            "Kings are missing (white on board 2, black on board 2)",
        ),
        (
            Variant::Valhalla(Default::default()),
            "4k3/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1 | 4k3/8/8/8/8/8/P7/4K3 w - - 0 1".into(),
            "White has 9 pawns on the two boards, at most 8",
        ),
        (
            Variant::Valhalla(Default::default()),
            "4k3/8/8/8/8/QQQQQQQQ/PPPPPPPP/4K3 w - - 0 1 | 4k3/8/8/8/8/8/8/4K3 w - - 0 1".into(),
            "White has 18 pieces on the two boards, at most 17",
        ),
    ];
    for (variant, position, words) in cases {
        let mut h = editor_on(variant);
        let editor = h.state_mut().editor_mut().expect("editor");
        editor.run(EditorCommand::Text(position.clone()));
        assert!(
            editor.error().is_some(),
            "{variant} {position} should be invalid"
        );
        h.run();
        assert!(
            h.query_by_label_contains(words).is_some(),
            "{variant} {position}: expected {words:?}, shown {:?}",
            h.state()
                .editor()
                .and_then(|e| e.error())
                .map(otherworlds::editor::words::problem)
        );
        assert!(disabled(&h, "Play from here"), "{variant} {position}");
        assert!(disabled(&h, "Analyse"), "{variant} {position}");
    }
}

/// The text the last frame put on the clipboard.
fn copied(h: &H) -> Option<String> {
    h.output()
        .platform_output
        .commands
        .iter()
        .find_map(|c| match c {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
}

/// A first turn of each variant (RULES.md's move strings): the copied position is
/// not the start position.
fn opening(variant: Variant) -> &'static [&'static str] {
    match variant {
        Variant::Standard | Variant::TwoWorlds => &["e2e4", "e7e5"],
        Variant::FourD | Variant::FourDClassic => &["b2[0,0]b3[0,0]"],
        Variant::Valhalla(_) => &["e2e4,0000"],
    }
}

#[test]
fn copy_then_paste_round_trips_every_variant_id() {
    for variant in Variant::all() {
        let mut h = after(variant, opening(variant));
        let expected = h.state().session().game().position().position_string();
        h.event(Event::Copy);
        h.step();
        assert_eq!(copied(&h).as_deref(), Some(expected.as_str()), "{variant}");
        h.run();

        // Pasted into a new game of the same variant: it opens on the analysis board
        // (issue 42, point 15), and from there in the editor.
        let mut other = harness(OtherworldsApp::for_tests_after(variant, &[]));
        other.event(Event::Paste(expected.clone()));
        other.run();
        assert!(other.state().analysis_board_open(), "{variant}");
        let analysed = other.state().session().game().position().position_string();
        assert_eq!(analysed, expected, "{variant}");
        issue(&mut other, Command::OpenEditor);
        let editor = other.state().editor().expect("the editor opens on it");
        assert_eq!(editor.variant(), variant);
        assert_eq!(editor.text, expected, "{variant}");
        assert!(editor.error().is_none());
        // And copied again from the editor, by its button.
        other.get_by_label("Copy position").click();
        other.step();
        assert_eq!(
            copied(&other).as_deref(),
            Some(expected.as_str()),
            "{variant}"
        );
    }
}

#[test]
fn a_malformed_paste_leaves_the_board_unchanged() {
    // On the play screen: the game stays, the core's error is told.
    let mut h = after(Variant::Standard, &["e2e4"]);
    let before = h.state().session().game().position().position_string();
    h.event(Event::Paste("rnbqkbnr/pppppppp/8 w".into()));
    h.run();
    assert!(h.state().editor().is_none());
    assert_eq!(
        h.state().session().game().position().position_string(),
        before
    );
    let notice = h.state().notice().unwrap_or_default().to_string();
    assert!(
        notice.contains("expected 6 space-separated fields (or 4), found 2"),
        "{notice}"
    );
    // In the editor: neither the string nor the pieces change.
    let mut h = editor_on(Variant::TwoWorlds);
    let before = text(&h);
    let pieces = h.state().editor().unwrap().model().pieces;
    h.event(Event::Paste("4k3/8/8/8/8/8/8/4K3|8/8/8 w - - 0 1".into()));
    h.run();
    assert_eq!(text(&h), before);
    assert_eq!(h.state().editor().unwrap().model().pieces, pieces);
    let notice = h.state().notice().unwrap_or_default().to_string();
    assert!(notice.contains("Sky: expected 8 ranks"), "{notice}");
}

#[test]
fn play_from_here_starts_a_game_from_the_edited_position() {
    let mut h = editor_on(Variant::TwoWorlds);
    let editor = h.state_mut().editor_mut().expect("editor");
    editor.run(EditorCommand::Text(GHOST_AND_I.into()));
    assert!(editor.error().is_none());
    h.run();
    click_label(&mut h, "Play from here");
    assert!(h.state().editor().is_none(), "back on the play screen");
    assert_eq!(
        h.state().session().game().position().position_string(),
        GHOST_AND_I
    );
    assert!(h.state().session().game().moves().is_empty());
    // The game is played on the board: the king steps to f1.
    let (e1, f1) = (cell(&h, "e1"), cell(&h, "f1"));
    play(&mut h, e1, f1);
    assert_eq!(moves(&h), ["e1f1"]);
}

#[test]
fn analyse_starts_a_game_of_two_people_with_the_analysis_on() {
    let mut h = editor_on(Variant::Standard);
    let editor = h.state_mut().editor_mut().expect("editor");
    // RULES.md §1: a FEN; White to move, kings and a rook only.
    editor.run(EditorCommand::Text("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1".into()));
    h.run();
    click_label(&mut h, "Analyse");
    assert!(h.state().editor().is_none());
    assert_eq!(
        h.state().session().game().position().position_string(),
        "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"
    );
    let players = h.state().players();
    assert!(!players.white.is_computer() && !players.black.is_computer());
    assert_eq!(
        h.state().analysis_ply(),
        Some(0),
        "the analysis searches it"
    );
}

#[test]
fn the_game_menu_field_reads_a_pasted_position() {
    let mut h = after(Variant::Standard, &[]);
    click_label(&mut h, "Game");
    click_label(&mut h, "Paste position");
    // RULES.md §2's start string of Two Worlds, read in whatever variant reads it.
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQIkqi - 0 1";
    // A click in the field keeps the menu open (it is a text field, not a button).
    h.get_by_label("Paste position:").click();
    h.run();
    assert!(
        h.query_by_label("Paste position:").is_some(),
        "the menu stays open"
    );
    h.event(Event::Text(start.into()));
    h.run();
    press(&mut h, Key::Enter);
    // It opens on the analysis board, as a pasted position does (issue 42, point 15).
    assert!(h.state().analysis_board_open(), "{:?}", h.state().notice());
    let session = h.state().session();
    assert_eq!(session.variant(), Variant::TwoWorlds);
    assert_eq!(session.game().position().position_string(), start);
}
