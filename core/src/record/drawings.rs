//! Drawings on the board, as on lichess: arrows from cell to cell and circles on cells,
//! in four colours, kept per position of a game (the ply: the position after that many
//! decisions) and saved in the record's optional `"drawings"` field
//! (docs/saved-games.md, *Drawings*).
//!
//! Cells are written in the variant's notation ([`cell_names`]): `e4` in standard chess,
//! `e4`/`E4` (Earth/Sky) in Two Worlds, `a1[0,1]` in 4D; where several boards share
//! their square names (Valhalla) the board's number goes first: `1:e4`, `2:e4`.
use crate::any::AnyPosition;
use crate::game::{Drawable, Game, Rules};
use crate::geometry::Cell;
use crate::quote::quote;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The colour of an arrow or a circle (lichess's brushes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DrawColor {
    Green,
    Red,
    Blue,
    Yellow,
}

impl DrawColor {
    /// Every colour, in the order of their names in messages.
    pub const ALL: [DrawColor; 4] = [
        DrawColor::Green,
        DrawColor::Red,
        DrawColor::Blue,
        DrawColor::Yellow,
    ];

    /// The name a saved game writes: `green`, `red`, `blue`, `yellow`.
    pub const fn name(self) -> &'static str {
        match self {
            DrawColor::Green => "green",
            DrawColor::Red => "red",
            DrawColor::Blue => "blue",
            DrawColor::Yellow => "yellow",
        }
    }

    /// The colour of a name (exactly as [`DrawColor::name`] writes it).
    pub fn from_name(name: &str) -> Option<DrawColor> {
        DrawColor::ALL.into_iter().find(|c| c.name() == name)
    }
}

/// An arrow from one cell to another (on the same board or another one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Arrow {
    pub from: Cell,
    pub to: Cell,
    pub color: DrawColor,
}

/// A circle on a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Circle {
    pub cell: Cell,
    pub color: DrawColor,
}

/// The drawings on one position, in the order they were drawn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Drawing {
    pub arrows: Vec<Arrow>,
    pub circles: Vec<Circle>,
}

impl Drawing {
    pub fn is_empty(&self) -> bool {
        self.arrows.is_empty() && self.circles.is_empty()
    }

    /// Draws an arrow as lichess does: the same arrow in the same colour again removes
    /// it; in another colour it takes that colour.
    pub fn toggle_arrow(&mut self, arrow: Arrow) {
        match self
            .arrows
            .iter()
            .position(|a| (a.from, a.to) == (arrow.from, arrow.to))
        {
            Some(i) if self.arrows[i].color == arrow.color => {
                self.arrows.remove(i);
            }
            Some(i) => self.arrows[i].color = arrow.color,
            None => self.arrows.push(arrow),
        }
    }

    /// Draws a circle: the same circle again removes it; another colour recolours it.
    pub fn toggle_circle(&mut self, circle: Circle) {
        match self.circles.iter().position(|c| c.cell == circle.cell) {
            Some(i) if self.circles[i].color == circle.color => {
                self.circles.remove(i);
            }
            Some(i) => self.circles[i].color = circle.color,
            None => self.circles.push(circle),
        }
    }
}

/// A game's drawings by ply (the position after that many decisions; Valhalla counts
/// each decision of a turn). Positions without drawings have no entry.
pub type Drawings = BTreeMap<usize, Drawing>;

/// One entry of the `"drawings"` field as it is written:
/// `{"ply": 12, "arrows": [["e2", "e4", "green"]], "circles": [["d5", "red"]]}`.
/// Nothing here is trusted until [`read_drawings`] has checked it against the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawingEntry {
    pub ply: usize,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arrows: Vec<(String, String, String)>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub circles: Vec<(String, String)>,
}

/// The name of every cell of `pos`'s boards in the notation of [`DrawingEntry`]: the
/// variant's own cell names, with the board's number (`2:e4`) where boards share them.
pub fn cell_names(pos: &AnyPosition) -> BTreeMap<Cell, String> {
    let mut names = pos.cell_names();
    let mut seen = std::collections::BTreeSet::new();
    let shared = names.values().any(|n| !seen.insert(n.as_str()));
    if shared {
        for (cell, name) in names.iter_mut() {
            *name = format!("{}:{name}", cell.board + 1);
        }
    }
    names
}

/// The entries a saved game writes for `drawings` on `game` (empty positions and
/// positions past the game's end left out), in ply order.
pub fn write_drawings(game: &Game<AnyPosition>, drawings: &Drawings) -> Vec<DrawingEntry> {
    let names = cell_names(game.start());
    let name = |c: &Cell| names.get(c).cloned().unwrap_or_default();
    drawings
        .iter()
        .filter(|(ply, d)| !d.is_empty() && **ply <= game.moves().len())
        .map(|(&ply, d)| DrawingEntry {
            ply,
            arrows: d
                .arrows
                .iter()
                .map(|a| (name(&a.from), name(&a.to), a.color.name().to_string()))
                .collect(),
            circles: d
                .circles
                .iter()
                .map(|c| (name(&c.cell), c.color.name().to_string()))
                .collect(),
        })
        .collect()
}

/// What is wrong with an entry of `"drawings"`: its 1-based index, its ply and the
/// problem in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawingProblem {
    pub entry: usize,
    pub ply: usize,
    pub problem: String,
}

/// The drawings of `entries` on `game`, every entry checked: its ply within the game
/// and named once, its cells cells of the variant, its colours known, an arrow's two
/// ends different. The same shape twice in an entry is kept once.
pub fn read_drawings(
    game: &Game<AnyPosition>,
    entries: &[DrawingEntry],
) -> Result<Drawings, DrawingProblem> {
    let names = cell_names(game.start());
    let cells: BTreeMap<&str, Cell> = names.iter().map(|(c, n)| (n.as_str(), *c)).collect();
    let variant = game.start().variant();
    let plies = game.moves().len();
    let mut drawings = Drawings::new();
    let mut first_entry: BTreeMap<usize, usize> = BTreeMap::new();
    for (i, entry) in entries.iter().enumerate() {
        let bad = |problem: String| DrawingProblem {
            entry: i + 1,
            ply: entry.ply,
            problem,
        };
        if entry.ply > plies {
            return Err(bad(format!(
                "the game has only {plies} decisions, so there is no position after {}",
                entry.ply
            )));
        }
        if let Some(first) = first_entry.insert(entry.ply, i + 1) {
            return Err(bad(format!("entry {first} already draws on this ply")));
        }
        let cell = |what: &str, text: &str| {
            cells.get(text).copied().ok_or_else(|| {
                let hint = if names.values().any(|n| n.contains(':')) {
                    " (cells are written with their board first, such as 1:e4 or 2:e4)"
                } else {
                    ""
                };
                bad(format!(
                    "{what}: '{}' is not a cell of {}{hint}",
                    quote(text),
                    variant.display_name()
                ))
            })
        };
        let color = |what: &str, text: &str| {
            DrawColor::from_name(text).ok_or_else(|| {
                bad(format!(
                    "{what}: '{}' is not a colour (green, red, blue or yellow)",
                    quote(text)
                ))
            })
        };
        let mut drawing = Drawing::default();
        for (n, (from, to, c)) in entry.arrows.iter().enumerate() {
            let what = format!("arrow {}", n + 1);
            let arrow = Arrow {
                from: cell(&what, from)?,
                to: cell(&what, to)?,
                color: color(&what, c)?,
            };
            if arrow.from == arrow.to {
                return Err(bad(format!(
                    "{what}: it starts and ends on '{}' (a mark on one cell is a circle)",
                    quote(from)
                )));
            }
            if !drawing.arrows.contains(&arrow) {
                drawing.toggle_arrow(arrow);
            }
        }
        for (n, (at, c)) in entry.circles.iter().enumerate() {
            let what = format!("circle {}", n + 1);
            let circle = Circle {
                cell: cell(&what, at)?,
                color: color(&what, c)?,
            };
            if !drawing.circles.contains(&circle) {
                drawing.toggle_circle(circle);
            }
        }
        if !drawing.is_empty() {
            drawings.insert(entry.ply, drawing);
        }
    }
    Ok(drawings)
}
