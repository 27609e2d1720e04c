//! What the interactive steps compute: a 4D cell's coordinates in words, the
//! coordinates a move changes, the models of the range and coordinates steps (built
//! from the core's position and its `fourd::full_range`), and how a move answers a
//! check (capture, block, king move).
use crate::board::BoardModel;
use otherworlds_core::fourd::{attacks, cells};
use otherworlds_core::geometry::{Cell, MoveInfo, MoveKind, PieceView};
use otherworlds_core::{AnyMove, AnyPosition, Color, Role, prelude::*};
use std::collections::BTreeSet;

const AXES: [&str; 4] = ["x", "y", "z", "w"];

/// The coordinates (x, y, z, w) of a 4D cell of the app, from the core's cell map.
pub fn coordinates(cell: Cell) -> Option<[i8; 4]> {
    cells::from_view_cell(cell).map(cells::coords)
}

/// "a1[0,1]: x = 0 (file a), y = 0 (rank 1), z = 0 (left board), w = 1 (upper row):
/// the upper-left board; in the tesseract the outer cube".
pub fn describe_cell(cell: Cell) -> Option<String> {
    let c = cells::from_view_cell(cell)?;
    let [x, y, z, w] = cells::coords(c);
    let file = (b'a' + x as u8) as char;
    // Selector keys of the message, not words: the message says them.
    let side = if z == 0 { "left" } else { "right" };
    let row = if w == 0 { "lower" } else { "upper" };
    Some(t!(
        "learn-cell-coordinates",
        cell = cells::cell_name(c),
        x = x,
        file = file.to_string(),
        y = y,
        rank = y + 1,
        z = z,
        side = side,
        w = w,
        row = row
    ))
}

/// How much each coordinate changes from `from` to `to` (4D cells).
pub fn changes(from: Cell, to: Cell) -> Option<[i8; 4]> {
    let (a, b) = (coordinates(from)?, coordinates(to)?);
    Some([b[0] - a[0], b[1] - a[1], b[2] - a[2], b[3] - a[3]])
}

/// "changes w by 1 (one coordinate)", "changes x by 1, y by 1 and w by 1 (three
/// coordinates)": the coordinates a move changes, the only thing its legality depends
/// on (D4-1).
pub fn changes_text(from: Cell, to: Cell) -> Option<String> {
    let delta = changes(from, to)?;
    let parts: Vec<String> = delta
        .iter()
        .zip(AXES)
        .filter(|(d, _)| **d != 0)
        .map(|(d, axis)| t!("learn-change-axis", axis = axis, by = d.abs()))
        .collect();
    Some(match parts.as_slice() {
        [] => t!("learn-changes-none"),
        [a] => t!("learn-changes-one", a = a),
        [a, b] => t!("learn-changes-two", a = a, b = b),
        [a, b, c] => t!("learn-changes-three", a = a, b = b, c = c),
        [a, b, c, d, ..] => t!("learn-changes-four", a = a, b = b, c = c, d = d),
    })
}

/// A quiet move (or a capture ring) from `from` to `to`, for a model the lesson builds.
fn marker_move(from: Cell, to: Cell, kind: MoveKind) -> MoveInfo {
    MoveInfo {
        text: String::new(),
        from: Some(from),
        to: Some(to),
        kind,
        promotion: None,
        victim: None,
        fate: None,
    }
}

/// The range step: a White piece of `role` alone on `from` (every other cell
/// cleared), every cell it reaches lit: the core's full range on an empty board
/// (a pawn's capture cells as capture rings). The geometry and the cell names are the
/// core's, from `base`.
pub fn range_model(base: &BoardModel, role: Role, from: Cell) -> BoardModel {
    let mut model = base.clone();
    model.pieces.clear();
    model
        .pieces
        .insert(from, PieceView::plain(Color::White, role));
    let captures = cells::from_view_cell(from)
        .filter(|_| role == Role::Pawn)
        .map(|c| attacks::pawn_captures(Color::White, c))
        .unwrap_or(0);
    model.moves = otherworlds_core::fourd::full_range(Color::White, role, from)
        .into_iter()
        .map(|to| {
            let capture = cells::from_view_cell(to).is_some_and(|c| captures & cells::bit(c) != 0);
            let kind = if capture {
                MoveKind::Capture
            } else {
                MoveKind::Quiet
            };
            marker_move(from, to, kind)
        })
        .collect();
    model.mover = Some(Color::White);
    model.last_moves.clear();
    model.checked.clear();
    model.check_sources.clear();
    model
}

/// The coordinates step: every cell can be picked (selected) to be named, with or
/// without a piece; nothing moves.
pub fn inspect_model(base: &BoardModel) -> BoardModel {
    let mut model = base.clone();
    model.moves = base
        .names
        .keys()
        .map(|&cell| MoveInfo {
            to: None,
            ..marker_move(cell, cell, MoveKind::Quiet)
        })
        .collect();
    model
}

/// A quiz move shown: its two cells tinted like a last move (the diagram draws its
/// arrow); nothing is selected, so the markers do not give the answer away.
pub fn quiz_model(base: &BoardModel, from: Cell, to: Cell) -> BoardModel {
    let mut model = base.clone();
    model.last_moves = vec![marker_move(from, to, MoveKind::Quiet)];
    model
}

/// The two cells of a move string written from-cell then to-cell (`e2e4`, `e4E4`,
/// `a1[0,0]a1[0,1]`), legal or not.
pub fn split_move(model: &BoardModel, text: &str) -> Option<(Cell, Cell)> {
    let cell = |name: &str| super::diagram::resolve_cell(model, name);
    (1..text.len())
        .filter(|&i| text.is_char_boundary(i))
        .find_map(|i| Some((cell(&text[..i])?, cell(&text[i..])?)))
}

/// How a move answers a check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Resolution {
    /// The checking piece is taken.
    Capture,
    /// A piece steps between (only a long slide can be blocked).
    Block,
    /// The king steps out of the attack.
    KingMove,
}

impl Resolution {
    pub const ALL: [Resolution; 3] = [Resolution::Capture, Resolution::Block, Resolution::KingMove];

    pub fn name(self) -> String {
        match self {
            Resolution::Capture => t!("learn-way-capture"),
            Resolution::Block => t!("learn-way-block"),
            Resolution::KingMove => t!("learn-way-king"),
        }
    }
}

/// How the legal move `mv` of `pos` (whose side is in check) answers the check: a
/// capture (the king may be the capturer), a king move, or else a block.
pub fn resolution(pos: &AnyPosition, mv: AnyMove) -> Resolution {
    let info = pos.move_info(mv);
    if info.victim.is_some() {
        return Resolution::Capture;
    }
    let king = info
        .from
        .and_then(|from| pos.pieces().into_iter().find(|(c, _)| *c == from))
        .is_some_and(|(_, p)| p.role == Role::King);
    if king {
        Resolution::KingMove
    } else {
        Resolution::Block
    }
}

/// The ways the side to move in `pos` can answer its check.
pub fn possible_resolutions(pos: &AnyPosition) -> BTreeSet<Resolution> {
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    legal.into_iter().map(|mv| resolution(pos, mv)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use otherworlds_core::Variant;

    fn cell(name: &str) -> Cell {
        let c = otherworlds_core::fourd::parse_cell(name).expect("a 4D cell");
        cells::view_cell(c)
    }

    #[test]
    fn a_cell_is_told_by_its_four_coordinates_as_the_seed_writes_them() {
        let text = describe_cell(cell("a1[0,1]")).expect("4D cell");
        assert!(
            text.starts_with("a1[0,1]: x = 0 (file a), y = 0 (rank 1), z = 0"),
            "{text}"
        );
        assert!(text.contains("upper-left board"), "{text}");
        assert!(text.contains("outer cube"), "{text}");
        let text = describe_cell(cell("d4[1,0]")).expect("4D cell");
        assert!(
            text.contains("lower-right board") && text.contains("inner cube"),
            "{text}"
        );
    }

    #[test]
    fn the_changed_coordinates_are_counted() {
        let text = |a, b| changes_text(cell(a), cell(b)).expect("4D cells");
        assert_eq!(
            text("a1[0,0]", "a1[0,1]"),
            "changes w by 1 (one coordinate)"
        );
        assert_eq!(
            text("b2[0,0]", "c3[0,1]"),
            "changes x by 1, y by 1 and w by 1 (three coordinates)"
        );
        assert_eq!(
            text("d4[1,1]", "b3[0,1]"),
            "changes x by 2, y by 1 and z by 1 (three coordinates)"
        );
    }

    #[test]
    fn a_check_along_w_is_answered_by_capture_or_king_move_never_by_a_block() {
        // White king a1[0,1], black rook a1[0,0] next to it along w (D4-4: nothing
        // can stand between), black king far away on d4[1,1].
        let pos =
            AnyPosition::from_string(Variant::FourD, "4/4/4/r3|4/4/4/4|4/4/4/K3|k3/4/4/4 w 0 1")
                .expect("legal position");
        assert!(pos.is_check());
        let ways = possible_resolutions(&pos);
        assert!(
            ways.contains(&Resolution::Capture),
            "the king takes the rook"
        );
        assert!(ways.contains(&Resolution::KingMove));
        assert!(!ways.contains(&Resolution::Block), "{ways:?}");
    }
}
