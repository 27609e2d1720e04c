//! The slow, obviously correct 4D rules: D4-1 … D4-4 written straight on coordinates
//! and a plain array of cells, without the tables. Kept as the oracle that the tables,
//! the generator and the attack test are checked against.
use super::cells::{Cell4, cell_at, coords};
use super::{FourD, Move};
use crate::kernel::{Color, Piece, Role};

/// A placement as a plain array of cells.
pub type Mailbox = [Option<Piece>; 64];

/// The position's pieces as a plain array.
pub fn mailbox(pos: &FourD) -> Mailbox {
    let mut m = [None; 64];
    for (c, slot) in m.iter_mut().enumerate() {
        *slot = pos.piece_at(c as Cell4);
    }
    m
}

/// Whether every cell strictly between `from` and `to` is empty, stepping one unit
/// along each changing coordinate (so only cells whose x, y, z and w all lie on the
/// line are looked at: D4-2).
fn path_clear(board: &Mailbox, from: [i8; 4], to: [i8; 4]) -> bool {
    let step: Vec<i8> = (0..4).map(|i| (to[i] - from[i]).signum()).collect();
    let mut k = from;
    loop {
        for i in 0..4 {
            k[i] += step[i];
        }
        if k == to {
            return true;
        }
        match cell_at(k) {
            Some(c) if board[c as usize].is_none() => {}
            _ => return false,
        }
    }
}

/// Whether a `color` `role` on `from` attacks `to` (for a pawn: its capture cells),
/// judged on coordinates only (D4-1, D4-3).
pub fn attacks(board: &Mailbox, color: Color, role: Role, from: Cell4, to: Cell4) -> bool {
    let (a, b) = (coords(from), coords(to));
    let d: Vec<i8> = (0..4).map(|i| b[i] - a[i]).collect();
    let changed: Vec<usize> = (0..4).filter(|&i| d[i] != 0).collect();
    if changed.is_empty() {
        return false;
    }
    let same_distance = changed.iter().all(|&i| d[i].abs() == d[changed[0]].abs());
    match role {
        Role::King => changed.iter().all(|&i| d[i].abs() == 1),
        Role::Knight => {
            changed.len() == 2 && {
                let (p, q) = (changed[0], changed[1]);
                let two_one = |long: usize, short: usize| {
                    long <= 1 && d[long].abs() == 2 && d[short].abs() == 1
                };
                two_one(p, q) || two_one(q, p)
            }
        }
        Role::Rook => changed.len() == 1 && path_clear(board, a, b),
        Role::Bishop => changed.len() == 2 && same_distance && path_clear(board, a, b),
        Role::Queen => same_distance && path_clear(board, a, b),
        Role::Pawn => {
            let forward = if color == Color::White { 1 } else { -1 };
            d[1] == forward && changed.len() == 2 && changed.iter().all(|&i| d[i].abs() == 1)
        }
    }
}

/// Whether `by` attacks cell `c`.
pub fn attacked(board: &Mailbox, c: Cell4, by: Color) -> bool {
    (0..64u8).any(|s| match board[s as usize] {
        Some(p) if p.color == by => attacks(board, by, p.role, s, c),
        _ => false,
    })
}

/// The legal moves found by trying every from-cell and to-cell.
pub fn legal_moves(pos: &FourD) -> Vec<Move> {
    let board = mailbox(pos);
    let us = pos.turn();
    let mut out = Vec::new();
    for from in 0..64u8 {
        let Some(p) = board[from as usize] else {
            continue;
        };
        if p.color != us {
            continue;
        }
        for to in 0..64u8 {
            let target = board[to as usize];
            if target.is_some_and(|t| t.color == us || t.role == Role::King) {
                continue;
            }
            let ok = if p.role == Role::Pawn {
                let (a, b) = (coords(from), coords(to));
                let forward = if us == Color::White { 1 } else { -1 };
                let push = b[1] - a[1] == forward && a[0] == b[0] && a[2] == b[2] && a[3] == b[3];
                (push && target.is_none())
                    || (target.is_some() && attacks(&board, us, Role::Pawn, from, to))
            } else {
                attacks(&board, us, p.role, from, to)
            };
            if !ok {
                continue;
            }
            let mut after = board;
            after[from as usize] = None;
            let last_rank = if us == Color::White { 3 } else { 0 };
            after[to as usize] = Some(if p.role == Role::Pawn && coords(to)[1] == last_rank {
                Piece {
                    color: us,
                    role: Role::Queen,
                }
            } else {
                p
            });
            let king = (0..64u8).find(|&c| {
                after[c as usize]
                    == Some(Piece {
                        color: us,
                        role: Role::King,
                    })
            });
            if king.is_some_and(|k| !attacked(&after, k, us.flip())) {
                out.push(Move { from, to });
            }
        }
    }
    out
}
