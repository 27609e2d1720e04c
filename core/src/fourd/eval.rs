//! Static evaluation of a 4D position (RULES.md §3), in centipawns, linear in the named
//! weights of `assets/eval/4d.txt` (both piece sets; see [`crate::linear`]): material,
//! a piece-square table by cell class (the file from the edge, 2 classes, times the rank
//! from the owner's side, 4: the board's symmetries in x, z and w make the other cells
//! alike), the pawn terms below and the tempo; tapered by the phase (N, B = 1, R = 2,
//! Q = 4; 24 for the full set's start).
//!
//! How the hand-chosen start was reasoned (`assets/eval/hand/4d.txt`, also in
//! docs/engine.md; the shipped file is the tuner's output):
//! - Piece values come from mobility on this board. The average number of cells a piece
//!   reaches from each of the 64 cells of an empty 4x4x2x2 board ([`full_range`]) is
//!   knight 7.0, bishop 10.5, rook 8.0, queen 28.25 (king 24.0); on an empty 8x8 board
//!   the same averages are 5.25, 8.75, 14.0 and 22.75. In standard chess value grows
//!   more slowly than mobility: between the knight (320, 5.25) and the queen (900,
//!   22.75) value ∝ mobility^0.7 (ln(900/320) / ln(22.75/5.25) = 0.70). So each piece
//!   keeps its standard value scaled by its mobility ratio to that power:
//!   `value_4d = value_8x8 × (m_4d / m_8x8)^0.7`, rounded to 5: knight 390, bishop 375,
//!   rook 340, queen 1045 ([`VALUES`]; the pawn stays the unit, 100). The rook loses most:
//!   it slides only inside a flat board and steps once along z and w, 8 cells from
//!   everywhere, while the queen gains the triagonals and quadragonals.
//! - Centralisation: a piece on a cell where it reaches more than its average earns
//!   a few centipawns per extra cell (knight 6, bishop 5, queen 3; below average it
//!   loses the same). The rook reaches 8 cells everywhere, so it has no such term; the
//!   king none either (a central king is reachable from more cells, which cancels its
//!   gain in range). A class's table entry is the average over its cells.
//! - Pawn advancement: a pawn one step from its last rank (rank 3 for White, 2 for
//!   Black) +40, +30 more when the promotion cell in front of it is empty. Pawns promote
//!   to a queen automatically (D4-3), so that step is worth a queen in the search.
use super::FourD;
#[cfg(test)]
use super::attacks::full_range;
#[cfg(test)]
use super::cells::view_cell;
use super::cells::{Cell4, Cells, coords};
use crate::kernel::{Color, Role};
use crate::linear::{Features, LinearEval, Score, Sink, Weights};
use crate::standard::eval::sign;
use std::sync::OnceLock;

/// Piece values in centipawns, pawn to king, for move ordering (the evaluation's are
/// weights; see the module comment for the formula).
pub const VALUES: [i32; 6] = [100, 390, 375, 340, 1045, 0];
/// Centipawns per cell of range above (or below) the piece's average, by role (the
/// hand-chosen start).
#[cfg(test)]
const CENTRE_WEIGHT: [i32; 6] = [0, 6, 5, 0, 3, 0];

const MATERIAL: usize = 0;
const PST: usize = MATERIAL + 5;
const NEAR_PROMOTION: usize = PST + 6 * 8;
const FREE_TO_PROMOTE: usize = NEAR_PROMOTION + 1;
const TEMPO: usize = FREE_TO_PROMOTE + 1;
/// Attacks on the cells around the other king (and its own cell), by the attacker's
/// role, pawn to queen: one for each (piece, cell) pair.
const ZONE_ATTACKS: usize = TEMPO + 1;
/// The cells a queen on the king's cell would reach that its own pieces do not hold:
/// the lines an enemy slider could come in by.
const OPEN_LINES: usize = ZONE_ATTACKS + 5;
/// The king's own pieces (not pawns) on the cells around it.
const DEFENDERS: usize = OPEN_LINES + 1;
/// The cells a knight, bishop, rook or queen attacks that its own pieces do not hold.
const MOBILITY: usize = DEFENDERS + 1;
/// The cells around the king it could step to: not its own pieces', not attacked.
const ESCAPES: usize = MOBILITY + 4;
/// Pieces (not pawns or kings) attacked and not defended, of the side to move and of
/// the other side.
const HANGING: usize = ESCAPES + 1;
/// Pieces (not pawns) attacked by an enemy pawn.
const PAWN_THREATS: usize = HANGING + 2;
/// The number of terms.
pub const TERMS: usize = PAWN_THREATS + 1;
const MAX_PHASE: i32 = 24;

/// The term names, in index order.
pub fn term_names() -> &'static [String] {
    static NAMES: OnceLock<Vec<String>> = OnceLock::new();
    NAMES.get_or_init(|| {
        let mut n: Vec<String> = Role::ALL[..5]
            .iter()
            .map(|r| format!("value.{}", r.name()))
            .collect();
        for r in Role::ALL {
            for class in 0..8 {
                n.push(format!(
                    "pst.{}.{}{}",
                    r.name(),
                    ["edge", "inner"][class % 2],
                    class / 2 + 1
                ));
            }
        }
        n.extend(["pawn.near-promotion", "pawn.free-to-promote", "tempo"].map(String::from));
        n.extend(
            Role::ALL[..5]
                .iter()
                .map(|r| format!("king.zone-attacks.{}", r.name())),
        );
        n.extend(["king.open-lines", "king.defenders"].map(String::from));
        n.extend(
            Role::ALL[1..5]
                .iter()
                .map(|r| format!("mobility.{}", r.name())),
        );
        n.extend(
            [
                "king.escapes",
                "threat.hanging.mover",
                "threat.hanging.other",
                "threat.by-pawn",
            ]
            .map(String::from),
        );
        debug_assert_eq!(n.len(), TERMS);
        n
    })
}

const SHIPPED: &str = include_str!("../../../assets/eval/4d.txt");

/// The shipped weights (`assets/eval/4d.txt`).
pub fn weights() -> &'static Weights {
    static W: OnceLock<Weights> = OnceLock::new();
    crate::linear::shipped(&W, SHIPPED, term_names(), "assets/eval/4d.txt")
}

/// The cell class of `c` for `color`: 2 × (rank from the owner's side) + (inner file).
#[inline]
fn class(color: Color, c: Cell4) -> usize {
    let [x, y, _, _] = coords(c);
    let rank = match color {
        Color::White => y,
        Color::Black => 3 - y,
    } as usize;
    rank * 2 + usize::from(x == 1 || x == 2)
}

/// The number of cells `role` reaches from `c` on an empty board (pawns: push and
/// captures), counted with the lesson's [`full_range`].
#[cfg(test)]
pub fn range_count(color: Color, role: Role, c: Cell4) -> usize {
    full_range(color, role, view_cell(c)).len()
}

/// The average range of `role` over all 64 cells.
#[cfg(test)]
pub fn average_range(role: Role) -> f64 {
    (0..64u8)
        .map(|c| range_count(Color::White, role, c) as f64)
        .sum::<f64>()
        / 64.0
}

impl LinearEval for FourD {
    fn eval_white(&self) -> i32 {
        FourD::eval_white(self)
    }
    fn features(&self) -> Features {
        FourD::features(self)
    }
}

impl FourD {
    fn phase(&self) -> i32 {
        let n = |r: Role| {
            self.pieces_of(Color::White, r).count_ones() as i32
                + self.pieces_of(Color::Black, r).count_ones() as i32
        };
        n(Role::Knight) + n(Role::Bishop) + 2 * n(Role::Rook) + 4 * n(Role::Queen)
    }

    /// Evaluation from White's point of view.
    pub fn eval_white(&self) -> i32 {
        let mut s = Score::new(weights());
        self.terms(&mut s);
        s.taper(self.phase(), MAX_PHASE)
    }

    /// The features of [`FourD::eval_white`].
    pub fn features(&self) -> Features {
        let mut f = Features {
            phase: self.phase().min(MAX_PHASE),
            max_phase: MAX_PHASE,
            ..Features::default()
        };
        self.terms(&mut f);
        f
    }

    fn terms<S: Sink>(&self, s: &mut S) {
        let occ = self.occupied();
        for color in Color::ALL {
            let sg = sign(color);
            for role in Role::ALL {
                let set = self.pieces_of(color, role);
                if role != Role::King {
                    s.add(MATERIAL + role.index(), sg * set.count_ones() as i32);
                }
                for c in Cells(set) {
                    s.add(PST + role.index() * 8 + class(color, c), sg);
                }
            }
            for c in Cells(self.pieces_of(color, Role::Pawn)) {
                let y = coords(c)[1];
                let near = match color {
                    Color::White => y == 2,
                    Color::Black => y == 1,
                };
                if near {
                    s.add(NEAR_PROMOTION, sg);
                    if super::attacks::pawn_push(color, c) & !occ != 0 {
                        s.add(FREE_TO_PROMOTE, sg);
                    }
                }
            }
        }
        s.add(TEMPO, sign(self.turn));
        self.king_and_mobility_terms(s);
    }

    /// The king-safety terms ([`ZONE_ATTACKS`], [`OPEN_LINES`], [`DEFENDERS`],
    /// [`ESCAPES`]), [`MOBILITY`] and the threats ([`HANGING`], [`PAWN_THREATS`]), from
    /// one attack set a piece.
    fn king_and_mobility_terms<S: Sink>(&self, s: &mut S) {
        let occ = self.occupied();
        let kings = Color::ALL.map(|c| self.king_of(c));
        // The cells around each king (empty without one).
        let around = kings.map(|k| k.map_or(0, super::attacks::king));
        // Every cell each side attacks (its king's included), and those its pawns attack.
        let mut attacked = around;
        let mut by_pawns = [0u64; 2];
        for color in Color::ALL {
            let (sg, us, them) = (sign(color), color.index(), color.flip().index());
            let own = self.by_color(color);
            let zone = kings[them].map_or(0, |k| around[them] | (1u64 << k));
            if let Some(k) = kings[us] {
                let lines = super::attacks::queen(k, occ) & !own;
                s.add(OPEN_LINES, sg * lines.count_ones() as i32);
                let guards = own & !self.pieces_of(color, Role::Pawn) & !(1u64 << k);
                s.add(DEFENDERS, sg * (around[us] & guards).count_ones() as i32);
            }
            for role in &Role::ALL[..5] {
                let (mut hits, mut reach) = (0, 0);
                let mut all = 0;
                for c in Cells(self.pieces_of(color, *role)) {
                    let a = super::attacks::attacks(color, *role, c, occ);
                    all |= a;
                    hits += (a & zone).count_ones() as i32;
                    reach += (a & !own).count_ones() as i32;
                }
                attacked[us] |= all;
                s.add(ZONE_ATTACKS + role.index(), sg * hits);
                if *role == Role::Pawn {
                    by_pawns[us] = all;
                } else {
                    s.add(MOBILITY + role.index() - 1, sg * reach);
                }
            }
        }
        for color in Color::ALL {
            let (sg, us, them) = (sign(color), color.index(), color.flip().index());
            let own = self.by_color(color);
            let free = around[us] & !own & !attacked[them];
            s.add(ESCAPES, sg * free.count_ones() as i32);
            let pieces =
                own & !self.pieces_of(color, Role::Pawn) & !self.pieces_of(color, Role::King);
            let hanging = (pieces & attacked[them] & !attacked[us]).count_ones() as i32;
            s.add(HANGING + usize::from(color != self.turn), sg * hanging);
            s.add(
                PAWN_THREATS,
                sg * (pieces & by_pawns[them]).count_ones() as i32,
            );
        }
    }
}

/// The hand-chosen start as a weights file: the mobility-derived values and the
/// centralisation averaged over each class.
#[cfg(test)]
fn hand_text() -> String {
    let mut values = vec![[0, 0]; TERMS];
    for role in &Role::ALL[..5] {
        values[MATERIAL + role.index()] = [VALUES[role.index()]; 2];
    }
    for role in Role::ALL {
        let avg = average_range(role);
        let mut sum = [0.0; 8];
        let mut count = [0.0; 8];
        for c in 0..64u8 {
            let extra = range_count(Color::White, role, c) as f64 - avg;
            sum[class(Color::White, c)] += extra * f64::from(CENTRE_WEIGHT[role.index()]);
            count[class(Color::White, c)] += 1.0;
        }
        for k in 0..8 {
            values[PST + role.index() * 8 + k] = [(sum[k] / count[k]).round() as i32; 2];
        }
    }
    values[NEAR_PROMOTION] = [40, 40];
    values[FREE_TO_PROMOTE] = [30, 30];
    Weights::new(values).to_text(
        term_names(),
        "Hand-chosen start (docs/engine.md); written by fourd::eval's hand_text.",
    )
}

/// The value of a piece of `role` for move ordering.
#[inline]
pub fn value(role: Role) -> i32 {
    VALUES[role.index()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fourd::{Axis, PieceSet};

    /// The documented averages are what the lesson's full range gives on this board.
    #[test]
    fn d4_1_average_mobility_is_as_documented() {
        let got: Vec<f64> = [
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
            Role::King,
        ]
        .into_iter()
        .map(average_range)
        .collect();
        assert_eq!(got, [7.0, 10.5, 8.0, 28.25, 24.0]);
    }

    /// The values follow the documented formula from those averages.
    #[test]
    fn values_follow_the_mobility_formula() {
        let standard = [(Role::Knight, 320.0, 5.25), (Role::Bishop, 330.0, 8.75)];
        let more = [(Role::Rook, 500.0, 14.0), (Role::Queen, 900.0, 22.75)];
        let k = (900.0f64 / 320.0).ln() / (22.75f64 / 5.25).ln();
        assert!((k - 0.70).abs() < 0.01, "{k}");
        for (role, v8, m8) in standard.into_iter().chain(more) {
            let v = v8 * (average_range(role) / m8).powf(0.7);
            let rounded = ((v / 5.0).round() * 5.0) as i32;
            assert_eq!(VALUES[role.index()], rounded, "{role:?}: {v}");
        }
    }

    #[test]
    fn shipped_weights_name_every_term_once_and_the_hand_file_is_the_formula() {
        if std::env::var_os("WRITE_HAND").is_some() {
            let _ = std::fs::write("../assets/eval/hand/4d.txt", hand_text());
        }
        let hand = include_str!("../../../assets/eval/hand/4d.txt");
        assert_eq!(hand, hand_text());
        let unique: std::collections::HashSet<_> = term_names().iter().collect();
        assert_eq!((unique.len(), weights().values.len()), (TERMS, TERMS));
    }

    #[test]
    fn the_start_is_balanced_and_mirrors_negate() {
        let start = FourD::start(PieceSet::Full);
        let net = start.features().net();
        assert_eq!(net.into_iter().collect::<Vec<_>>(), [(TEMPO, 1)]);
        let p = FourD::from_fen(
            PieceSet::Full,
            "4/4/1P2/K3|4/4/2N1/4|4/q3/4/4|k3/4/4/4 w 0 1",
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let no_tempo = |p: &FourD| {
            let mut n = p.features().net();
            n.remove(&TEMPO);
            n
        };
        let negated = |m: std::collections::BTreeMap<usize, i32>| {
            m.into_iter()
                .map(|(t, c)| (t, -c))
                .collect::<std::collections::BTreeMap<_, _>>()
        };
        assert_eq!(no_tempo(&p), negated(no_tempo(&p.mirrored(Axis::Y))));
        assert_eq!(p.eval_white(), p.mirrored(Axis::Z).eval_white());
    }

    /// Escapes by counting: a king has 2 or 3 choices along x and y (2 on an edge) and
    /// 2 along z and w, less the cell it stands on. White's on a1 of the first board
    /// (a corner): 2·2·2·2 − 1 = 15 cells; Black's on c3 (x = 2, y = 2, inner):
    /// 3·3·2·2 − 1 = 35. Each king attacks the other's b2 cells on the four boards
    /// (x = 1, y = 1, any z and w): White keeps 11, Black 31, White − Black = −20.
    #[test]
    fn king_escapes_count_the_cells_around_it_the_enemy_does_not_attack() {
        let p = FourD::from_fen(PieceSet::Full, "4/2k1/4/K3|4/4/4/4|4/4/4/4|4/4/4/4 w 0 1")
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(p.features().net().get(&ESCAPES), Some(&-20));
    }

    /// A White knight on d1 of the first board, attacked along the d-file by Black's
    /// queen on d4 (d2 and d3 empty) and defended by nothing (its king on a2 is three
    /// files away): hanging, counted for the side to move when White moves and for the
    /// other side when Black does. The queen is attacked by neither White piece.
    #[test]
    fn an_undefended_attacked_piece_hangs_for_its_side() {
        let fen = |side| format!("3q/4/K3/3N|4/4/4/4|4/4/4/4|1k2/4/4/4 {side} 0 1");
        for (side, slot, other) in [("w", HANGING, HANGING + 1), ("b", HANGING + 1, HANGING)] {
            let p = FourD::from_fen(PieceSet::Full, &fen(side)).unwrap_or_else(|e| panic!("{e}"));
            let net = p.features().net();
            assert_eq!(net.get(&slot), Some(&1), "{side} to move");
            assert_eq!(net.get(&other), None, "{side} to move");
        }
    }

    #[test]
    fn a_pawn_near_promotion_is_worth_more() {
        let far = FourD::from_fen(PieceSet::Full, "4/4/1P2/K3|4/4/4/4|4/4/4/4|k3/4/4/4 w 0 1");
        let near = FourD::from_fen(PieceSet::Full, "4/1P2/4/K3|4/4/4/4|4/4/4/4|k3/4/4/4 w 0 1");
        match (far, near) {
            (Ok(f), Ok(n)) => {
                let hand =
                    Weights::parse(&hand_text(), term_names()).unwrap_or_else(|e| panic!("{e}"));
                assert!(n.features().eval_with(&hand) > f.features().eval_with(&hand) + 30)
            }
            other => panic!("{other:?}"),
        }
    }
}
