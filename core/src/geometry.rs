//! What a drawing needs from a position: the boards, the pieces, and what each legal
//! move does, in variant-neutral cells. The app draws any variant from this.
use crate::kernel::{Color, Role};

/// A cell: a board index into [`Geometry::boards`], a file and a rank (0-based).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Cell {
    pub board: u8,
    pub file: u8,
    pub rank: u8,
}

impl Cell {
    /// A cell on `board` at `file`, `rank`.
    pub const fn new(board: u8, file: u8, rank: u8) -> Cell {
        Cell { board, file, rank }
    }
}

/// One board of a variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardSpec {
    /// "Board", "Earth", "Sky", "Valhalla", "z=0 w=1" …
    pub name: String,
    /// Width in files.
    pub files: u8,
    /// Height in ranks.
    pub ranks: u8,
    /// Where the board goes in a layout grid: column from the left, row from the top.
    pub grid: (u8, u8),
    /// Level for stacked (pseudo-3D) drawings: 0 lowest.
    pub level: u8,
    /// Labels along the files (a, b, …) and ranks (1, 2, …).
    pub file_labels: Vec<String>,
    pub rank_labels: Vec<String>,
}

impl BoardSpec {
    /// An ordinary board with standard labels.
    pub fn square(name: &str, size: u8, grid: (u8, u8), level: u8) -> BoardSpec {
        BoardSpec {
            name: name.to_string(),
            files: size,
            ranks: size,
            grid,
            level,
            file_labels: (0..size)
                .map(|f| ((b'a' + f) as char).to_string())
                .collect(),
            rank_labels: (0..size).map(|r| (r + 1).to_string()).collect(),
        }
    }
}

/// All boards of a variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    pub boards: Vec<BoardSpec>,
}

/// How a piece looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceView {
    pub role: Role,
    /// The side that controls (moves) the piece.
    pub color: Color,
    /// The colour of the body: the original colour for a Two Worlds ghost, else `color`.
    pub body: Color,
    pub ghost: bool,
    pub promoted: bool,
}

impl PieceView {
    /// An ordinary piece.
    pub const fn plain(color: Color, role: Role) -> PieceView {
        PieceView {
            role,
            color,
            body: color,
            ghost: false,
            promoted: false,
        }
    }
    /// Spoken description, e.g. "white ghost knight".
    pub fn describe(&self) -> String {
        let mut s = String::from(self.color.name());
        if self.ghost {
            s.push_str(" ghost");
        }
        s.push(' ');
        s.push_str(self.role.name());
        if self.ghost && self.body != self.color {
            s.push_str(&format!(" (once {})", self.body.name()));
        }
        s
    }
}

/// What a move does, for markers and animations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    Quiet,
    Capture,
    EnPassant,
    Castle,
    VerticalStep,
    VerticalCapture,
    InterLevelCastle,
    Transfer,
    Pass,
}

/// What becomes of a captured piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CaptureFate {
    /// It leaves the game.
    Lost,
    /// It rises to this cell as a ghost of the capturer (Two Worlds).
    Rises(Cell),
    /// It goes to the other board (Valhalla); where is decided by the next decision.
    Transfers,
}

/// A legal move as a drawing sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveInfo {
    /// Canonical move string.
    pub text: String,
    pub from: Option<Cell>,
    pub to: Option<Cell>,
    pub kind: MoveKind,
    pub promotion: Option<Role>,
    /// Where the captured piece stands (differs from `to` for en passant).
    pub victim: Option<Cell>,
    /// What happens to the captured piece.
    pub fate: Option<CaptureFate>,
}

impl MoveInfo {
    /// A decision that moves no piece (a Valhalla pass), written `text`.
    pub fn pass(text: String) -> MoveInfo {
        MoveInfo {
            text,
            from: None,
            to: None,
            kind: MoveKind::Pass,
            promotion: None,
            victim: None,
            fate: None,
        }
    }
}
