//! The board editor: a position of any variant set up piece by piece as the core's
//! typed [`AnySetup`] (pieces, side to move, castling rights, en passant, clocks,
//! Valhalla's options through the variant), edited as data. Every change is judged by
//! the core (`AnyPosition::from_setup`) and shown as the setup's position string
//! (RULES.md's formats, the core's one writer); a typed string is read into a setup
//! (`AnySetup::parse`). The problem is shown in words ([`words::problem`]) and "Play
//! from here" waits for a valid position.
//!
//! The editor owns its state; the shell shows it on `Screen::Editor`, passes it the
//! theme and the view settings, and runs the [`Command`]s it returns (play from here,
//! close). It never reaches into another screen's state.
pub mod panel;
pub mod words;

use crate::board::{BoardModel, BoardState};
use crate::players::Players;
use otherworlds_core::geometry::{Cell, PieceView};
use otherworlds_core::setup::CastlingRight;
use otherworlds_core::{
    AnyPosition, AnySetup, Color, Editable, ParseError, PositionError, Role, Variant, prelude::*,
};

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
                if view.promoted && !view.ghost {
                    t!(
                        "editor-promoted-piece",
                        color = view.color.name(),
                        role = view.role.name()
                    )
                } else {
                    crate::i18n::core_words::piece_view(&view)
                }
            }
            Brush::Eraser => t!("editor-eraser-name"),
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
    /// A castling right held or given up, on board 0 or 1 (Valhalla's second board).
    Castling {
        board: usize,
        right: CastlingRight,
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
    /// The edited position as data: pieces, side, castling, en passant, clocks.
    setup: AnySetup,
    /// Each board's en-passant field as typed, and the core's error while it does not
    /// read (the setup keeps the last square that did).
    en_passant: [(String, Option<ParseError>); 2],
    /// The position string: the setup's, or the text as typed.
    pub text: String,
    /// The core's verdict on the setup (or on the typed text).
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
        let mut editor = Editor {
            setup: position.to_setup(),
            en_passant: Default::default(),
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
            template: template(position.variant()),
        };
        editor.load(position);
        editor
    }

    pub fn variant(&self) -> Variant {
        self.setup.variant()
    }

    /// The edited position as data.
    pub fn setup(&self) -> &AnySetup {
        &self.setup
    }

    /// The position, when the core accepts the setup.
    pub fn position(&self) -> Option<&AnyPosition> {
        self.verdict.as_ref().ok()
    }

    /// The core's typed error, when it does not.
    pub fn error(&self) -> Option<&PositionError> {
        self.verdict.as_ref().err()
    }

    pub fn side(&self) -> Color {
        self.setup.side()
    }

    /// Board `board`'s en-passant field as typed.
    pub fn en_passant(&self, board: usize) -> &str {
        &self.en_passant[board % 2].0
    }

    pub fn clocks(&self) -> (u32, u32) {
        self.setup.clocks()
    }

    /// The variant's boards.
    pub fn geometry(&self) -> otherworlds_core::geometry::Geometry {
        self.template.geometry.clone()
    }

    /// The board view's model: the edited pieces on the variant's boards; nothing to
    /// move (clicks are read by the panel).
    pub fn model(&self) -> BoardModel {
        let mut model = self.template.clone();
        model.pieces = self.setup.pieces().into_iter().collect();
        model
    }

    /// Runs one edit.
    pub fn run(&mut self, command: EditorCommand) {
        match command {
            EditorCommand::Choose(brush) => {
                self.brush = brush;
                return;
            }
            EditorCommand::Apply(cell) => match self.brush.view() {
                Some(piece) => self.setup.put(cell, piece),
                None => {
                    self.setup.remove(cell);
                }
            },
            EditorCommand::Put(cell, piece) => self.setup.put(cell, piece),
            EditorCommand::Remove(cell) => {
                self.setup.remove(cell);
            }
            EditorCommand::Clear => {
                self.setup.clear();
                self.en_passant = Default::default();
            }
            EditorCommand::StartPosition => {
                self.load(&AnyPosition::new(self.variant()));
                return;
            }
            EditorCommand::Variant(variant) => {
                self.template = template(variant);
                self.load(&AnyPosition::new(variant));
                return;
            }
            EditorCommand::SideToMove(color) => self.setup.set_side(color),
            EditorCommand::Castling { board, right, on } => {
                self.setup.set_castling(board, right, on);
            }
            EditorCommand::EnPassant { board, text } => {
                let read = self.setup.read_en_passant(board, &text);
                if let Ok(cell) = read {
                    self.setup.set_en_passant(board, cell);
                }
                self.en_passant[board % 2] = (text.trim().to_string(), read.err());
            }
            EditorCommand::Halfmove(n) => {
                let (_, full) = self.setup.clocks();
                self.setup.set_clocks(n, full);
            }
            EditorCommand::Fullmove(n) => {
                let (half, _) = self.setup.clocks();
                self.setup.set_clocks(half, n);
            }
            EditorCommand::Text(text) => {
                match AnySetup::parse(self.variant(), &text) {
                    Ok(setup) => {
                        self.setup = setup;
                        self.fields_from_setup();
                        self.verdict = setup.into_position().map_err(PositionError::Setup);
                    }
                    Err(e) => self.verdict = Err(PositionError::Parse(e)),
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
        let pos = read_any(self.variant(), text)?;
        if pos.variant() != self.variant() {
            self.template = template(pos.variant());
        }
        self.load(&pos);
        Ok(())
    }

    /// Shows `pos`: its setup and canonical string.
    fn load(&mut self, pos: &AnyPosition) {
        self.setup = pos.to_setup();
        self.fields_from_setup();
        self.text = self.setup.to_string();
        self.verdict = Ok(pos.clone());
    }

    /// The en-passant fields as the setup holds them.
    fn fields_from_setup(&mut self) {
        for board in 0..2 {
            let name = self
                .setup
                .en_passant(board)
                .and_then(|cell| self.template.names.get(&cell).cloned())
                .unwrap_or_default();
            self.en_passant[board] = (name, None);
        }
    }

    /// The string of the setup, and the core's verdict on it (an en-passant field that
    /// does not read is the verdict until it does).
    fn rebuild(&mut self) {
        self.text = self.setup.to_string();
        let unread = self.en_passant.iter().find_map(|(_, e)| e.clone());
        self.verdict = match unread {
            Some(e) => Err(PositionError::Parse(e)),
            None => self.setup.into_position().map_err(PositionError::Setup),
        };
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
            assert_eq!(
                editor.setup().to_string(),
                pos.position_string(),
                "{variant}"
            );
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
