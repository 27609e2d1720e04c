//! Two Worlds (RULES.md §2): Earth and Sky, two aligned 8x8 boards on the shared kernel;
//! vertical steps, column attacks, captured Earth pieces rising as ghosts.

mod edit;
pub(crate) mod eval;
mod fen;
mod movegen;
mod notation;
mod outcome;
mod play;
mod position;
mod see;
mod setup;

pub use crate::kernel::{MoveCounter, MoveSink};
pub use fen::TwFenError;
pub use position::{Kind, Level, Loc, Move, Placed, TwoWorlds};
pub use setup::{CASTLING_RIGHTS, Setup};

use crate::game::{Drawable, Notation, Rules, Searchable};
use crate::geometry::{BoardSpec, CaptureFate, Cell, Geometry, MoveInfo, MoveKind, PieceView};
use crate::kernel::square;
use crate::variant::Variant;

/// The cell of a location: board 0 = Earth, board 1 = Sky.
pub fn cell_of(loc: Loc) -> Cell {
    Cell::new(
        loc.level().index() as u8,
        crate::kernel::file_of(loc.square()),
        crate::kernel::rank_of(loc.square()),
    )
}

/// The location of a cell (board 0 = Earth, anything else = Sky).
pub fn loc_of(cell: Cell) -> Loc {
    let level = if cell.board == 0 {
        Level::Earth
    } else {
        Level::Sky
    };
    Loc::new(level, square(cell.file & 7, cell.rank & 7))
}

impl Rules for TwoWorlds {
    type Move = Move;
    crate::forwards::single_move_forwards! {
        rules;
        play: play_move,
        terminal: outcome_here,
    }
    fn variant(&self) -> Variant {
        Variant::TwoWorlds
    }
    fn repetition_key(&self) -> Option<u64> {
        Some(self.repetition_hash())
    }
    fn checkers(&self) -> Vec<Cell> {
        self.checker_locs().into_iter().map(cell_of).collect()
    }
}

impl Notation for TwoWorlds {
    crate::forwards::single_move_forwards! {
        notation;
        parse: parse_move_string,
        display: display,
    }
    fn move_string(&self, mv: Move) -> String {
        mv.uci()
    }
    fn cell_name(&self, cell: Cell) -> String {
        loc_of(cell).name()
    }
}

impl Drawable for TwoWorlds {
    fn move_info(&self, mv: Move) -> MoveInfo {
        let victim = self.victim(mv);
        let kind = match mv.kind {
            Kind::Castle => MoveKind::Castle,
            Kind::InterLevelCastle => MoveKind::InterLevelCastle,
            Kind::EnPassant => MoveKind::EnPassant,
            Kind::Vertical if victim.is_some() => MoveKind::VerticalCapture,
            Kind::Vertical => MoveKind::VerticalStep,
            _ if victim.is_some() => MoveKind::Capture,
            _ => MoveKind::Quiet,
        };
        let fate = self.capture_fate(mv).map(|f| match f {
            Some(loc) => CaptureFate::Rises(cell_of(loc)),
            None => CaptureFate::Lost,
        });
        MoveInfo {
            text: mv.uci(),
            from: Some(cell_of(mv.from)),
            to: Some(cell_of(mv.to)),
            kind,
            promotion: mv.promotion,
            victim: victim.map(cell_of),
            fate,
        }
    }
    fn geometry(&self) -> Geometry {
        let earth = BoardSpec::square("Earth", 8, (0, 0), 0);
        let mut sky = BoardSpec::square("Sky", 8, (1, 0), 1);
        sky.file_labels = (0..8u8).map(|f| ((b'A' + f) as char).to_string()).collect();
        Geometry {
            boards: vec![earth, sky],
        }
    }
    fn pieces(&self) -> Vec<(Cell, PieceView)> {
        self.placed_pieces()
            .into_iter()
            .map(|(loc, p)| (cell_of(loc), setup::view(p)))
            .collect()
    }
}

impl Searchable for TwoWorlds {
    crate::forwards::single_move_forwards! {
        search;
        insufficient: is_insufficient_material,
    }
    fn is_noisy(&self, mv: Move) -> bool {
        mv.promotion.is_some() || self.victim(mv).is_some()
    }
    #[inline]
    fn gives_check(&self, mv: Move) -> Option<bool> {
        self.quiet_move_checks(mv)
    }
    fn see_ge(&self, mv: Move, threshold: i32) -> bool {
        self.see(mv) >= threshold
    }
    fn order_hint(&self, mv: Move) -> i32 {
        // MVV-LVA: the victim's value (a ghost at its ghost value), doubled when it
        // rises as our ghost (TW-5); a promotion counts as the promoted piece. Less
        // valuable attackers first among equal victims.
        let value = |r: crate::kernel::Role| crate::standard::eval::VALUES[r.index()];
        let victim = self.victim(mv).map_or(0, |v| self.capture_gain(v) * 10);
        let rises = matches!(self.capture_fate(mv), Some(Some(_)));
        let victim = if rises { victim * 2 } else { victim };
        let promo = mv.promotion.map_or(0, |r| value(r) * 10);
        if victim + promo == 0 {
            return 0;
        }
        let attacker = self
            .placed_at(mv.from)
            .map_or(0, |p| value(p.piece.role) / 10);
        victim + promo - attacker
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::{Color, Role};

    #[test]
    fn geometry_is_earth_then_sky_side_by_side() {
        let p = TwoWorlds::new();
        let g = p.geometry();
        assert_eq!(g.boards.len(), 2);
        assert_eq!(
            (
                g.boards[0].name.as_str(),
                g.boards[0].grid,
                g.boards[0].level
            ),
            ("Earth", (0, 0), 0)
        );
        assert_eq!(
            (
                g.boards[1].name.as_str(),
                g.boards[1].grid,
                g.boards[1].level
            ),
            ("Sky", (1, 0), 1)
        );
        assert_eq!(g.boards[1].file_labels[0], "A");
        assert_eq!(p.cell_name(Cell::new(0, 4, 3)), "e4");
        assert_eq!(p.cell_name(Cell::new(1, 4, 3)), "E4");
        assert_eq!(p.pieces().len(), 32);
    }

    #[test]
    fn piece_views_show_ghost_body_and_promotion() {
        let p = TwoWorlds::from_fen("4k3/8/8/8/8/8/8/Q~3K3|8/8/8/8/3n*4/8/8/8 w - - 0 1")
            .unwrap_or_else(|e| panic!("{e}"));
        let view = |cell| {
            p.pieces()
                .into_iter()
                .find(|(c, _)| *c == cell)
                .map(|(_, v)| v)
        };
        let queen = view(Cell::new(0, 0, 0));
        assert!(queen.is_some_and(|v| v.promoted && !v.ghost && v.role == Role::Queen));
        let ghost = view(Cell::new(1, 3, 3));
        assert!(ghost.is_some_and(|v| v.ghost
            && v.color == Color::Black
            && v.body == Color::White
            && v.role == Role::Knight));
    }

    #[test]
    fn the_hash_sees_marks_and_rights() {
        let h = |fen: &str| {
            TwoWorlds::from_fen(fen)
                .map(|p| p.hash())
                .unwrap_or_else(|e| panic!("{e}"))
        };
        let plain = h("4k3/8/8/8/8/8/8/R3K3|8/8/8/8/3N4/8/8/8 w - - 0 1");
        assert_ne!(
            plain,
            h("4k3/8/8/8/8/8/8/R3K3|8/8/8/8/3N*4/8/8/8 w - - 0 1")
        );
        assert_ne!(
            plain,
            h("4k3/8/8/8/8/8/8/R3K3|8/8/8/8/3N~4/8/8/8 w - - 0 1")
        );
        assert_ne!(plain, h("4k3/8/8/8/8/8/8/R3K3|8/8/8/8/3N4/8/8/8 w I - 0 1"));
        assert_ne!(plain, h("4k3/8/8/8/3N4/8/8/R3K3|8/8/8/8/8/8/8/8 w - - 0 1"));
        assert_ne!(plain, h("4k3/8/8/8/8/8/8/R3K3|8/8/8/8/3N4/8/8/8 b - - 0 1"));
    }
}
