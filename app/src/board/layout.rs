//! The 2D projection: where each board and cell of a [`Geometry`] goes on the screen.
//!
//! Two coordinate spaces: *board space* is a cell's (file, rank) on its board, with
//! rank 0 at the bottom for White; *screen space* is egui points. The one pair
//! [`BoardLayout::cell_rect`] / [`BoardLayout::cell_at`] converts between them; nothing
//! else knows how a board is placed or flipped.
use egui::{Pos2, Rect, Vec2, pos2, vec2};
use otherworlds_core::geometry::{Cell, Geometry};

/// Space around each board, in cells: left for rank labels, below for file labels,
/// above for the board's name, and between boards.
pub const LABEL_MARGIN: f32 = 0.45;
pub const TITLE_MARGIN: f32 = 0.6;
const GAP: f32 = 0.5;

/// One board placed on the screen.
#[derive(Clone, Debug, PartialEq)]
pub struct PlacedBoard {
    /// The cells' area in screen space.
    pub rect: Rect,
    pub files: u8,
    pub ranks: u8,
}

/// Where every board of a geometry goes within a screen rectangle.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardLayout {
    /// Indexed like [`Geometry::boards`].
    pub boards: Vec<PlacedBoard>,
    /// Side of a cell in points.
    pub cell_size: f32,
    /// Whether the view is seen from Black's side (each board turned 180 degrees; the
    /// boards keep their places so their names stay where players look for them).
    pub flipped: bool,
    /// Whether the boards have titles above them.
    pub titled: bool,
}

/// The layout's columns and rows in cells, before it is fitted to the screen.
struct Grid {
    titled: bool,
    /// Room above each board for its title, in cells.
    title: f32,
    /// Widest board in each layout column and tallest in each row.
    column_width: Vec<f32>,
    row_height: Vec<f32>,
    /// The columns and rows with their labels.
    slot_width: Vec<f32>,
    slot_height: Vec<f32>,
    total: Vec2,
}

impl Grid {
    fn of(geometry: &Geometry) -> Grid {
        let titled = geometry.boards.len() > 1;
        let columns = geometry
            .boards
            .iter()
            .map(|b| b.grid.0 as usize + 1)
            .max()
            .unwrap_or(1);
        let rows = geometry
            .boards
            .iter()
            .map(|b| b.grid.1 as usize + 1)
            .max()
            .unwrap_or(1);
        let mut column_width = vec![0.0f32; columns];
        let mut row_height = vec![0.0f32; rows];
        for b in &geometry.boards {
            let (c, r) = (b.grid.0 as usize, b.grid.1 as usize);
            column_width[c] = column_width[c].max(f32::from(b.files));
            row_height[r] = row_height[r].max(f32::from(b.ranks));
        }
        let title = if titled { TITLE_MARGIN } else { 0.0 };
        let slot_width: Vec<f32> = column_width.iter().map(|w| w + LABEL_MARGIN).collect();
        let slot_height: Vec<f32> = row_height
            .iter()
            .map(|h| h + LABEL_MARGIN + title)
            .collect();
        let total = vec2(
            slot_width.iter().sum::<f32>() + GAP * (columns - 1) as f32,
            slot_height.iter().sum::<f32>() + GAP * (rows - 1) as f32,
        );
        Grid {
            titled,
            title,
            column_width,
            row_height,
            slot_width,
            slot_height,
            total,
        }
    }
}

impl BoardLayout {
    /// The size of `geometry`'s layout in cells: the boards with their labels, titles
    /// and gaps (a diagram takes its height from this ratio).
    pub fn natural_size(geometry: &Geometry) -> Vec2 {
        Grid::of(geometry).total
    }

    /// Fits `geometry` into `available`, as large as it goes, centred.
    pub fn new(geometry: &Geometry, available: Rect, flipped: bool) -> BoardLayout {
        let Grid {
            titled,
            title,
            column_width,
            row_height,
            slot_width,
            slot_height,
            total,
        } = Grid::of(geometry);
        let cell_size = (available.width() / total.x)
            .min(available.height() / total.y)
            .max(1.0);
        let origin = available.center() - total * cell_size / 2.0;
        let column_x = offsets(&slot_width);
        let row_y = offsets(&slot_height);
        let boards = geometry
            .boards
            .iter()
            .map(|b| {
                let (c, r) = (b.grid.0 as usize, b.grid.1 as usize);
                let size = vec2(f32::from(b.files), f32::from(b.ranks));
                // Centred in its slot when a neighbour is larger.
                let slack = vec2(column_width[c], row_height[r]) - size;
                let min = vec2(
                    column_x[c] + c as f32 * GAP + LABEL_MARGIN + slack.x / 2.0,
                    row_y[r] + r as f32 * GAP + title + slack.y / 2.0,
                );
                PlacedBoard {
                    rect: Rect::from_min_size(origin + min * cell_size, size * cell_size),
                    files: b.files,
                    ranks: b.ranks,
                }
            })
            .collect();
        BoardLayout {
            boards,
            cell_size,
            flipped,
            titled,
        }
    }

    /// Screen rectangle of a cell (screen from board).
    pub fn cell_rect(&self, cell: Cell) -> Option<Rect> {
        let board = self.boards.get(cell.board as usize)?;
        if cell.file >= board.files || cell.rank >= board.ranks {
            return None;
        }
        let (column, row) = if self.flipped {
            (board.files - 1 - cell.file, cell.rank)
        } else {
            (cell.file, board.ranks - 1 - cell.rank)
        };
        let min = board.rect.min + vec2(f32::from(column), f32::from(row)) * self.cell_size;
        Some(Rect::from_min_size(min, Vec2::splat(self.cell_size)))
    }

    /// The cell under a screen position (board from screen).
    pub fn cell_at(&self, pos: Pos2) -> Option<Cell> {
        self.boards.iter().enumerate().find_map(|(index, board)| {
            if !board.rect.contains(pos) {
                return None;
            }
            let in_board = (pos - board.rect.min) / self.cell_size;
            let column = (in_board.x.floor() as u8).min(board.files - 1);
            let row = (in_board.y.floor() as u8).min(board.ranks - 1);
            let (file, rank) = if self.flipped {
                (board.files - 1 - column, row)
            } else {
                (column, board.ranks - 1 - row)
            };
            Some(Cell::new(index as u8, file, rank))
        })
    }

    /// Cells of board `index` in screen reading order (top row first, left to right):
    /// the keyboard's Tab order.
    pub fn reading_order(&self, index: usize) -> Vec<Cell> {
        let Some(board) = self.boards.get(index) else {
            return Vec::new();
        };
        let mut cells = Vec::with_capacity(board.files as usize * board.ranks as usize);
        for row in 0..board.ranks {
            for column in 0..board.files {
                let y = board.rect.min.y + (f32::from(row) + 0.5) * self.cell_size;
                let x = board.rect.min.x + (f32::from(column) + 0.5) * self.cell_size;
                if let Some(cell) = self.cell_at(pos2(x, y)) {
                    cells.push(cell);
                }
            }
        }
        cells
    }

    /// The cell one step from `cell` in a screen direction, on the same board.
    pub fn neighbour(&self, cell: Cell, screen_step: (i32, i32)) -> Option<Cell> {
        let rect = self.cell_rect(cell)?;
        let target =
            rect.center() + vec2(screen_step.0 as f32, screen_step.1 as f32) * self.cell_size;
        self.cell_at(target).filter(|c| c.board == cell.board)
    }

    /// The same file and rank on the nearest board in a screen direction (Alt+arrows).
    pub fn neighbour_board(&self, cell: Cell, screen_step: (i32, i32)) -> Option<Cell> {
        let from = self.boards.get(cell.board as usize)?.rect.center();
        let direction = vec2(screen_step.0 as f32, screen_step.1 as f32);
        self.boards
            .iter()
            .enumerate()
            .filter(|(index, _)| *index != cell.board as usize)
            .filter_map(|(index, board)| {
                let delta = board.rect.center() - from;
                // Ahead in that direction, and more ahead than aside.
                let ahead = delta.dot(direction);
                let aside = (delta - direction * ahead).length();
                (ahead > 0.0 && ahead > aside).then_some((index, ahead + aside))
            })
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(index, _)| Cell::new(index as u8, cell.file, cell.rank))
            .filter(|c| self.cell_rect(*c).is_some())
    }
}

/// Running sums: where each slot starts.
fn offsets(sizes: &[f32]) -> Vec<f32> {
    sizes
        .iter()
        .scan(0.0, |acc, s| {
            let start = *acc;
            *acc += s;
            Some(start)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use otherworlds_core::geometry::BoardSpec;

    fn standard() -> Geometry {
        Geometry {
            boards: vec![BoardSpec::square("Board", 8, (0, 0), 0)],
        }
    }

    /// Two Worlds-like: two 8x8 boards side by side; 4D-like: a 2x2 grid of 4x4.
    fn grids() -> Vec<Geometry> {
        vec![
            standard(),
            Geometry {
                boards: vec![
                    BoardSpec::square("Earth", 8, (0, 0), 0),
                    BoardSpec::square("Sky", 8, (1, 0), 1),
                ],
            },
            Geometry {
                boards: vec![
                    BoardSpec::square("z=0 w=0", 4, (0, 1), 0),
                    BoardSpec::square("z=1 w=0", 4, (1, 1), 0),
                    BoardSpec::square("z=0 w=1", 4, (0, 0), 1),
                    BoardSpec::square("z=1 w=1", 4, (1, 0), 1),
                ],
            },
        ]
    }

    #[test]
    fn cell_at_inverts_cell_rect_for_every_cell() {
        let area = Rect::from_min_size(pos2(10.0, 20.0), vec2(900.0, 500.0));
        for geometry in grids() {
            for flipped in [false, true] {
                let layout = BoardLayout::new(&geometry, area, flipped);
                for (b, spec) in geometry.boards.iter().enumerate() {
                    for file in 0..spec.files {
                        for rank in 0..spec.ranks {
                            let cell = Cell::new(b as u8, file, rank);
                            let rect = layout.cell_rect(cell).expect("cell on its board");
                            assert!(area.contains_rect(rect), "{cell:?} outside the area");
                            assert_eq!(layout.cell_at(rect.center()), Some(cell));
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn white_sees_a1_bottom_left_and_black_sees_it_top_right() {
        let area = Rect::from_min_size(Pos2::ZERO, vec2(400.0, 400.0));
        let a1 = Cell::new(0, 0, 0);
        let h8 = Cell::new(0, 7, 7);
        let white = BoardLayout::new(&standard(), area, false);
        let (a, h) = (white.cell_rect(a1).unwrap(), white.cell_rect(h8).unwrap());
        assert!(a.center().x < h.center().x && a.center().y > h.center().y);
        let black = BoardLayout::new(&standard(), area, true);
        let (a, h) = (black.cell_rect(a1).unwrap(), black.cell_rect(h8).unwrap());
        assert!(a.center().x > h.center().x && a.center().y < h.center().y);
    }

    #[test]
    fn boards_never_overlap_and_keep_their_grid_places() {
        let area = Rect::from_min_size(Pos2::ZERO, vec2(1000.0, 700.0));
        let four_d = &grids()[2];
        let layout = BoardLayout::new(four_d, area, false);
        let r = |i: usize| layout.boards[i].rect;
        for i in 0..4 {
            for j in 0..i {
                assert!(!r(i).intersects(r(j)), "boards {i} and {j} overlap");
            }
        }
        // w=0 is the lower row, z=0 the left column.
        assert!(r(0).center().y > r(2).center().y);
        assert!(r(0).center().x < r(1).center().x);
    }

    #[test]
    fn keyboard_steps_follow_the_screen() {
        let area = Rect::from_min_size(Pos2::ZERO, vec2(400.0, 400.0));
        let e4 = Cell::new(0, 4, 3);
        let white = BoardLayout::new(&standard(), area, false);
        assert_eq!(white.neighbour(e4, (0, -1)), Some(Cell::new(0, 4, 4)));
        assert_eq!(white.neighbour(e4, (1, 0)), Some(Cell::new(0, 5, 3)));
        let black = BoardLayout::new(&standard(), area, true);
        assert_eq!(black.neighbour(e4, (0, -1)), Some(Cell::new(0, 4, 2)));
        assert_eq!(white.neighbour(Cell::new(0, 0, 0), (-1, 0)), None);
        let two = BoardLayout::new(
            &grids()[1],
            Rect::from_min_size(Pos2::ZERO, vec2(900.0, 400.0)),
            false,
        );
        assert_eq!(two.neighbour_board(e4, (1, 0)), Some(Cell::new(1, 4, 3)));
        assert_eq!(two.neighbour_board(e4, (-1, 0)), None);
        assert_eq!(white.reading_order(0)[0], Cell::new(0, 0, 7));
    }
}
