//! The board editor: a position of any variant set up piece by piece, its fields (side
//! to move, castling, en passant, clocks, Valhalla's options) and its position string,
//! kept together. Every change rebuilds the string (RULES.md's formats) and the core
//! judges it (`AnyPosition::from_string`); the problem is shown in words
//! ([`words::problem`]) and "Play from here" waits for a valid position.
//!
//! The editor owns its state; the shell shows it on `Screen::Editor`, passes it the
//! theme and the view settings, and runs the [`Command`]s it returns (play from here,
//! close). It never reaches into another screen's state.
pub mod panel;
pub mod words;

use crate::board::{BoardModel, BoardState};
use crate::players::Players;
use otherworlds_core::geometry::{Cell, PieceView};
use otherworlds_core::{AnyPosition, Color, PositionError, Role, Variant, prelude::*};
use std::collections::BTreeMap;

/// What a click on the board puts there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Brush {
    /// A piece: `color` is the side that controls it (for a Two Worlds ghost, the
    /// opposite of its body's colour).
    Piece {
        color: Color,
        role: Role,
        ghost: bool,
        promoted: bool,
    },
    /// Empties the cell.
    Eraser,
}

impl Brush {
    /// "white knight", "black ghost rook", "white promoted queen", "eraser".
    pub fn describe(&self) -> String {
        match self {
            Brush::Piece { .. } => {
                let view = self
                    .view()
                    .unwrap_or(PieceView::plain(Color::White, Role::Pawn));
                let mut s = view.describe();
                if view.promoted && !view.ghost {
                    s = s.replacen(' ', " promoted ", 1);
                }
                s
            }
            Brush::Eraser => "eraser".into(),
        }
    }

    /// The piece the brush places.
    pub fn view(&self) -> Option<PieceView> {
        match *self {
            Brush::Piece {
                color,
                role,
                ghost,
                promoted,
            } => Some(PieceView {
                role,
                color,
                body: if ghost { color.flip() } else { color },
                ghost,
                promoted: promoted && !ghost,
            }),
            Brush::Eraser => None,
        }
    }
}

/// One edit; the panel issues them, tests may too.
#[derive(Clone, Debug, PartialEq)]
pub enum EditorCommand {
    /// Use this brush for the next clicks.
    Choose(Brush),
    /// The brush on this cell (a click, Enter on a focused cell).
    Apply(Cell),
    /// This piece on this cell (a palette key on a focused cell).
    Put(Cell, PieceView),
    /// Empty this cell (right click, Delete).
    Remove(Cell),
    /// Empty every board.
    Clear,
    /// The variant's start position.
    StartPosition,
    /// Another variant (or other Valhalla options), from its start position.
    Variant(Variant),
    SideToMove(Color),
    /// A castling letter held or given up, on board 0 or 1 (Valhalla's second board).
    Castling {
        board: usize,
        letter: char,
        on: bool,
    },
    /// The en-passant square's text (`-` or empty for none), per board.
    EnPassant {
        board: usize,
        text: String,
    },
    Halfmove(u32),
    Fullmove(u32),
    /// The position string as typed: when it reads, the board follows it.
    Text(String),
}

/// The editor's state.
#[derive(Clone, Debug)]
pub struct Editor {
    variant: Variant,
    pieces: BTreeMap<Cell, PieceView>,
    side: Color,
    /// The castling letters held, per board (Valhalla has two).
    castling: [String; 2],
    en_passant: [String; 2],
    /// Halfmove clock and fullmove number, per board.
    clocks: [(u32, u32); 2],
    /// The position string (rebuilt on every edit, or as typed).
    pub text: String,
    /// The core's verdict on `text`.
    verdict: Result<AnyPosition, PositionError>,
    pub brush: Brush,
    /// The board's view state (focus, layout).
    pub board: BoardState,
    /// Who plays the game "Play from here" starts.
    pub players: Players,
    /// The geometry and cell names of the variant, with no pieces.
    template: BoardModel,
}

impl Editor {
    /// The editor on `position`, with these players for "Play from here".
    pub fn new(position: &AnyPosition, players: Players) -> Editor {
        let variant = position.variant();
        let mut editor = Editor {
            variant,
            pieces: BTreeMap::new(),
            side: Color::White,
            castling: Default::default(),
            en_passant: Default::default(),
            clocks: [(0, 1); 2],
            text: String::new(),
            verdict: Ok(position.clone()),
            brush: Brush::Piece {
                color: Color::White,
                role: Role::Pawn,
                ghost: false,
                promoted: false,
            },
            board: BoardState::default(),
            players,
            template: template(variant),
        };
        editor.load(position);
        editor
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The position, when the core accepts the string.
    pub fn position(&self) -> Option<&AnyPosition> {
        self.verdict.as_ref().ok()
    }

    /// The core's typed error, when it does not.
    pub fn error(&self) -> Option<&PositionError> {
        self.verdict.as_ref().err()
    }

    pub fn side(&self) -> Color {
        self.side
    }

    pub fn holds(&self, board: usize, letter: char) -> bool {
        self.castling[board % 2].contains(letter)
    }

    pub fn en_passant(&self, board: usize) -> &str {
        &self.en_passant[board % 2]
    }

    pub fn clocks(&self) -> (u32, u32) {
        self.clocks[0]
    }

    /// The variant's boards.
    pub fn geometry(&self) -> otherworlds_core::geometry::Geometry {
        self.template.geometry.clone()
    }

    /// The board view's model: the edited pieces on the variant's boards; nothing to
    /// move (clicks are read by the panel).
    pub fn model(&self) -> BoardModel {
        let mut model = self.template.clone();
        model.pieces = self.pieces.clone();
        model
    }

    /// Runs one edit.
    pub fn run(&mut self, command: EditorCommand) {
        match command {
            EditorCommand::Choose(brush) => {
                self.brush = brush;
                return;
            }
            EditorCommand::Apply(cell) => {
                match self.brush.view() {
                    Some(piece) => self.pieces.insert(cell, piece),
                    None => self.pieces.remove(&cell),
                };
            }
            EditorCommand::Put(cell, piece) => {
                self.pieces.insert(cell, piece);
            }
            EditorCommand::Remove(cell) => {
                self.pieces.remove(&cell);
            }
            EditorCommand::Clear => {
                self.pieces.clear();
                self.castling = Default::default();
                self.en_passant = Default::default();
            }
            EditorCommand::StartPosition => {
                self.load(&AnyPosition::new(self.variant));
                return;
            }
            EditorCommand::Variant(variant) => {
                self.variant = variant;
                self.template = template(variant);
                self.load(&AnyPosition::new(variant));
                return;
            }
            EditorCommand::SideToMove(color) => self.side = color,
            EditorCommand::Castling { board, letter, on } => {
                let held = &mut self.castling[board % 2];
                held.retain(|c| c != letter);
                if on {
                    held.push(letter);
                }
            }
            EditorCommand::EnPassant { board, text } => {
                self.en_passant[board % 2] = text.trim().to_string();
            }
            EditorCommand::Halfmove(n) => self.clocks[0].0 = n,
            EditorCommand::Fullmove(n) => self.clocks[0].1 = n.max(1),
            EditorCommand::Text(text) => {
                self.verdict = AnyPosition::from_string(self.variant, &text);
                if let Ok(pos) = &self.verdict {
                    let pos = pos.clone();
                    self.read_fields(&pos);
                }
                self.text = text;
                return;
            }
        }
        self.rebuild();
    }

    /// Reads a pasted position string: in this variant, else in the first variant it
    /// reads in. A string no variant reads is this variant's error, and nothing
    /// changes.
    pub fn paste(&mut self, text: &str) -> Result<(), PositionError> {
        let pos = read_any(self.variant, text)?;
        if pos.variant() != self.variant {
            self.variant = pos.variant();
            self.template = template(self.variant);
        }
        self.load(&pos);
        Ok(())
    }

    /// Shows `pos`: its pieces, fields and canonical string.
    fn load(&mut self, pos: &AnyPosition) {
        self.read_fields(pos);
        self.text = pos.position_string();
        self.verdict = Ok(pos.clone());
    }

    /// The pieces and fields of a position the core accepted.
    fn read_fields(&mut self, pos: &AnyPosition) {
        self.pieces = pos.pieces().into_iter().collect();
        let canonical = pos.position_string();
        let boards: Vec<Vec<&str>> = canonical
            .split(" | ")
            .map(|b| b.split_whitespace().collect())
            .collect();
        let field = |board: usize, i: usize| boards.get(board).and_then(|f| f.get(i)).copied();
        let four_d = matches!(self.variant, Variant::FourD | Variant::FourDClassic);
        self.side = match field(0, 1) {
            Some("b") => Color::Black,
            _ => Color::White,
        };
        let number = |text: Option<&str>, default: u32| {
            text.and_then(|t| t.parse::<u32>().ok()).unwrap_or(default)
        };
        for board in 0..2 {
            let (castle, ep, half, full) = if four_d {
                (None, None, field(board, 2), field(board, 3))
            } else {
                (
                    field(board, 2),
                    field(board, 3),
                    field(board, 4),
                    field(board, 5),
                )
            };
            self.castling[board] = castle.filter(|c| *c != "-").unwrap_or("").to_string();
            self.en_passant[board] = ep.filter(|e| *e != "-").unwrap_or("").to_string();
            self.clocks[board] = (number(half, 0), number(full, 1));
        }
    }

    /// The string from the pieces and fields, and the core's verdict on it.
    fn rebuild(&mut self) {
        self.text = self.write();
        self.verdict = AnyPosition::from_string(self.variant, &self.text);
    }

    /// The position string of the edited position (RULES.md's format of the variant).
    fn write(&self) -> String {
        let side = |c: Color| if c == Color::White { "w" } else { "b" };
        let castling = |board: usize, order: &str| {
            let held: String = order
                .chars()
                .filter(|c| self.castling[board].contains(*c))
                .collect();
            if held.is_empty() { "-".into() } else { held }
        };
        let ep = |board: usize| match self.en_passant[board].as_str() {
            "" => "-".to_string(),
            text => text.to_string(),
        };
        let (half, full) = self.clocks[0];
        let ranks = |board: u8| self.ranks(board);
        match self.variant {
            Variant::Standard => format!(
                "{} {} {} {} {half} {full}",
                ranks(0),
                side(self.side),
                castling(0, "KQkq"),
                ep(0)
            ),
            Variant::TwoWorlds => format!(
                "{}|{} {} {} {} {half} {full}",
                ranks(0),
                ranks(1),
                side(self.side),
                castling(0, "KQIkqi"),
                ep(0)
            ),
            Variant::FourD | Variant::FourDClassic => format!(
                "{}|{}|{}|{} {} {half} {full}",
                ranks(0),
                ranks(1),
                ranks(2),
                ranks(3),
                side(self.side)
            ),
            Variant::Valhalla(options) => {
                // Board 2's side follows from the options (V-11); its clocks are kept.
                let side2 = if options.inverted {
                    self.side.flip()
                } else {
                    self.side
                };
                let (half2, full2) = self.clocks[1];
                format!(
                    "{} {} {} {} {half} {full} | {} {} {} {} {half2} {full2}",
                    ranks(0),
                    side(self.side),
                    castling(0, "KQkq"),
                    ep(0),
                    ranks(1),
                    side(side2),
                    castling(1, "KQkq"),
                    ep(1)
                )
            }
        }
    }

    /// One board's ranks, top rank first, `/` between them, digits for empty runs;
    /// a Two Worlds piece carries `*` (ghost) or `~` (promoted).
    fn ranks(&self, board: u8) -> String {
        let Some(spec) = self.template.geometry.boards.get(board as usize) else {
            return String::new();
        };
        let mut rows = Vec::new();
        for rank in (0..spec.ranks).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for file in 0..spec.files {
                match self.pieces.get(&Cell::new(board, file, rank)) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            row.push_str(&empty.to_string());
                            empty = 0;
                        }
                        row.push(letter(piece));
                        if piece.ghost {
                            row.push('*');
                        } else if piece.promoted {
                            row.push('~');
                        }
                    }
                }
            }
            if empty > 0 {
                row.push_str(&empty.to_string());
            }
            rows.push(row);
        }
        rows.join("/")
    }
}

/// The FEN letter of a piece: its controller's case.
fn letter(piece: &PieceView) -> char {
    match piece.color {
        Color::White => piece.role.char().to_ascii_uppercase(),
        Color::Black => piece.role.char(),
    }
}

/// A position string read in `variant`, else in the first variant that reads it (the
/// Valhalla options of `variant` first); else `variant`'s error.
pub fn read_any(variant: Variant, text: &str) -> Result<AnyPosition, PositionError> {
    let text = text.trim();
    let error = match AnyPosition::from_string(variant, text) {
        Ok(pos) => return Ok(pos),
        Err(e) => e,
    };
    Variant::all()
        .into_iter()
        .find_map(|v| AnyPosition::from_string(v, text).ok())
        .ok_or(error)
}

/// The variant's boards and cell names, with no pieces and nothing to move.
fn template(variant: Variant) -> BoardModel {
    let pos = AnyPosition::new(variant);
    BoardModel::bare(pos.geometry(), pos.cell_names())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The editor writes every variant's start position exactly as the core does
    /// (RULES.md's start strings), so an edit changes only what was edited.
    #[test]
    fn the_writer_matches_the_core_on_every_start_position() {
        for variant in Variant::all() {
            let pos = AnyPosition::new(variant);
            let editor = Editor::new(&pos, Players::default());
            assert_eq!(editor.write(), pos.position_string(), "{variant}");
        }
    }

    #[test]
    fn a_ghost_and_a_promoted_piece_carry_their_marks() {
        let mut editor = Editor::new(&AnyPosition::new(Variant::TwoWorlds), Players::default());
        editor.run(EditorCommand::Clear);
        editor.run(EditorCommand::Choose(Brush::Piece {
            color: Color::Black,
            role: Role::Knight,
            ghost: true,
            promoted: false,
        }));
        editor.run(EditorCommand::Apply(Cell::new(1, 4, 3)));
        editor.run(EditorCommand::Put(
            Cell::new(0, 0, 0),
            PieceView {
                promoted: true,
                ..PieceView::plain(Color::White, Role::Queen)
            },
        ));
        assert_eq!(
            editor.text,
            "8/8/8/8/8/8/8/Q~7|8/8/8/8/4n*3/8/8/8 w - - 0 1"
        );
    }
}
