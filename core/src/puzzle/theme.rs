//! A puzzle's themes, tagged from its solution as lichess tags its puzzles (mate and
//! its length, fork, promotion, sacrifice, the advantage won, the length of the line),
//! and each variant's own motifs: a check from the other level and a deciding ghost in
//! Two Worlds, a move along z or w in 4D, a transfer that wins and a mate in Valhalla
//! (the second board) in Valhalla.
use crate::any::{AnyMove, AnyPosition};
use crate::engine::Score;
use crate::game::{Drawable, Rules};
use crate::geometry::{Cell, MoveKind, PieceView};
use crate::kernel::{Color, Role};
use crate::variant::Family;
use std::collections::BTreeSet;

/// A puzzle theme.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// The line ends in checkmate.
    Mate,
    MateIn1,
    MateIn2,
    MateIn3,
    MateIn4,
    /// The line wins material or position, up to six pawns (no mate).
    Advantage,
    /// The line wins more than six pawns (no mate).
    Crushing,
    /// One piece attacks two of greater worth (or the king and one) and takes one.
    Fork,
    /// The solver promotes a pawn.
    Promotion,
    /// The solver gives up material for the win.
    Sacrifice,
    /// One move to find.
    OneMove,
    /// Two moves.
    Short,
    /// Three moves.
    Long,
    /// Four moves.
    VeryLong,
    /// Two Worlds: a check given from the other level (a column attack, TW-4).
    OtherLevelCheck,
    /// Two Worlds: a ghost moves or gives check in the solution.
    Ghost,
    /// 4D: the solution moves a piece along z or w (to another of the four boards).
    AlongZW,
    /// Valhalla: a piece transferred in the solution then moves or gives check, or the
    /// transfer replaces the king (V-6).
    Transfer,
    /// Valhalla: the mate is given in Valhalla, the second board.
    ValhallaMate,
}

impl Theme {
    /// Every theme, in the order the app lists them.
    pub const ALL: [Theme; 19] = [
        Theme::Mate,
        Theme::MateIn1,
        Theme::MateIn2,
        Theme::MateIn3,
        Theme::MateIn4,
        Theme::Advantage,
        Theme::Crushing,
        Theme::Fork,
        Theme::Promotion,
        Theme::Sacrifice,
        Theme::OneMove,
        Theme::Short,
        Theme::Long,
        Theme::VeryLong,
        Theme::OtherLevelCheck,
        Theme::Ghost,
        Theme::AlongZW,
        Theme::Transfer,
        Theme::ValhallaMate,
    ];

    /// The id in puzzle files (lichess's where lichess has the theme).
    pub const fn id(self) -> &'static str {
        match self {
            Theme::Mate => "mate",
            Theme::MateIn1 => "mateIn1",
            Theme::MateIn2 => "mateIn2",
            Theme::MateIn3 => "mateIn3",
            Theme::MateIn4 => "mateIn4",
            Theme::Advantage => "advantage",
            Theme::Crushing => "crushing",
            Theme::Fork => "fork",
            Theme::Promotion => "promotion",
            Theme::Sacrifice => "sacrifice",
            Theme::OneMove => "oneMove",
            Theme::Short => "short",
            Theme::Long => "long",
            Theme::VeryLong => "veryLong",
            Theme::OtherLevelCheck => "otherLevelCheck",
            Theme::Ghost => "ghost",
            Theme::AlongZW => "alongZW",
            Theme::Transfer => "transfer",
            Theme::ValhallaMate => "valhallaMate",
        }
    }

    /// The name shown to people.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Mate => "Checkmate",
            Theme::MateIn1 => "Mate in 1",
            Theme::MateIn2 => "Mate in 2",
            Theme::MateIn3 => "Mate in 3",
            Theme::MateIn4 => "Mate in 4",
            Theme::Advantage => "Advantage",
            Theme::Crushing => "Crushing",
            Theme::Fork => "Fork",
            Theme::Promotion => "Promotion",
            Theme::Sacrifice => "Sacrifice",
            Theme::OneMove => "One move",
            Theme::Short => "Short (2 moves)",
            Theme::Long => "Long (3 moves)",
            Theme::VeryLong => "Very long (4 moves)",
            Theme::OtherLevelCheck => "Check from the other level",
            Theme::Ghost => "A ghost decides",
            Theme::AlongZW => "Along z or w",
            Theme::Transfer => "A transfer wins",
            Theme::ValhallaMate => "Mate in Valhalla",
        }
    }

    /// The theme of an id.
    pub fn from_id(id: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.id() == id)
    }

    /// Whether puzzles of `family` can have this theme (a variant's own motifs belong
    /// to its family alone).
    pub fn fits(self, family: Family) -> bool {
        match self {
            Theme::OtherLevelCheck | Theme::Ghost => family == Family::TwoWorlds,
            Theme::AlongZW => family == Family::FourD,
            Theme::Transfer | Theme::ValhallaMate => family == Family::Valhalla,
            _ => true,
        }
    }
}

/// One decision of a line with the positions around it.
struct Step {
    before: AnyPosition,
    after: AnyPosition,
    mv: AnyMove,
    by_solver: bool,
}

/// The themes of the solution `line` from `start`, whose last solver step scored
/// `score` (for the solver); `mate` when it ends in checkmate, after `turns` of the
/// solver's turns.
pub fn tag(
    start: &AnyPosition,
    line: &[AnyMove],
    turns: usize,
    mate: bool,
    score: Score,
) -> Vec<Theme> {
    let solver = start.actor();
    let family = Family::of(start.variant());
    let mut steps = Vec::new();
    let mut pos = start.clone();
    for &mv in line {
        let before = pos.clone();
        pos.play(mv);
        steps.push(Step {
            by_solver: before.actor() == solver,
            before,
            after: pos.clone(),
            mv,
        });
    }
    let mut themes = BTreeSet::new();
    if mate {
        themes.insert(Theme::Mate);
        if let Some(&t) = [
            Theme::MateIn1,
            Theme::MateIn2,
            Theme::MateIn3,
            Theme::MateIn4,
        ]
        .get(turns.wrapping_sub(1))
        {
            themes.insert(t);
        }
    } else {
        match score {
            Score::Cp(cp) if cp < 600 => themes.insert(Theme::Advantage),
            _ => themes.insert(Theme::Crushing),
        };
    }
    if let Some(&t) =
        [Theme::OneMove, Theme::Short, Theme::Long, Theme::VeryLong].get(turns.wrapping_sub(1))
    {
        themes.insert(t);
    }
    let solver_steps: Vec<usize> = (0..steps.len()).filter(|&i| steps[i].by_solver).collect();
    if solver_steps
        .iter()
        .any(|&i| steps[i].before.move_info(steps[i].mv).promotion.is_some())
    {
        themes.insert(Theme::Promotion);
    }
    if solver_steps.iter().any(|&i| is_fork(&steps, i, solver)) {
        themes.insert(Theme::Fork);
    }
    if is_sacrifice(start, &steps, family, solver) && !themes.contains(&Theme::Promotion) {
        themes.insert(Theme::Sacrifice);
    }
    match family {
        Family::TwoWorlds => {
            if solver_steps
                .iter()
                .any(|&i| checks_from_the_other_level(&steps[i].after, solver))
            {
                themes.insert(Theme::OtherLevelCheck);
            }
            let ghost_moves = solver_steps.iter().any(|&i| {
                let s = &steps[i];
                s.before
                    .move_info(s.mv)
                    .from
                    .and_then(|c| piece_at(&s.before, c))
                    .is_some_and(|p| p.ghost)
            });
            let ghost_checks = solver_steps.iter().any(|&i| {
                let after = &steps[i].after;
                after
                    .checkers()
                    .into_iter()
                    .any(|c| piece_at(after, c).is_some_and(|p| p.ghost && p.color == solver))
            });
            if ghost_moves || ghost_checks {
                themes.insert(Theme::Ghost);
            }
        }
        Family::FourD => {
            if solver_steps.iter().any(|&i| {
                let info = steps[i].before.move_info(steps[i].mv);
                matches!((info.from, info.to), (Some(f), Some(t)) if f.board != t.board)
            }) {
                themes.insert(Theme::AlongZW);
            }
        }
        Family::Valhalla => {
            if transfer_wins(&steps, mate) {
                themes.insert(Theme::Transfer);
            }
            if mate && mated_in_valhalla(&steps) {
                themes.insert(Theme::ValhallaMate);
            }
        }
        Family::Standard => {}
    }
    themes.into_iter().collect()
}

fn piece_at(pos: &AnyPosition, cell: Cell) -> Option<PieceView> {
    pos.pieces()
        .into_iter()
        .find(|(c, _)| *c == cell)
        .map(|(_, p)| p)
}

/// The solver's material less the defender's, counting the pieces each side moves (a
/// Two Worlds ghost for its controller); in Valhalla on the battlefield alone, since a
/// piece captured there lives on in Valhalla.
fn balance(pos: &AnyPosition, family: Family, solver: Color) -> i32 {
    pos.pieces()
        .into_iter()
        .filter(|(c, _)| family != Family::Valhalla || c.board == 0)
        .map(|(_, p)| {
            let w = p.role.pawns();
            if p.color == solver { w } else { -w }
        })
        .sum()
}

/// lichess's sacrifice: after a later move of the solver (not the first), the solver
/// is two or more pawns down on the start.
fn is_sacrifice(start: &AnyPosition, steps: &[Step], family: Family, solver: Color) -> bool {
    let initial = balance(start, family, solver);
    steps
        .iter()
        .filter(|s| s.by_solver)
        .skip(1)
        .any(|s| balance(&s.after, family, solver) - initial <= -2)
}

/// A fork at solver step `i`: the moved piece (not the king) then attacks two targets,
/// each the king or a piece worth more than itself, and the solver's next move takes
/// one of them with it.
fn is_fork(steps: &[Step], i: usize, solver: Color) -> bool {
    let step = &steps[i];
    let info = step.before.move_info(step.mv);
    let (Some(from), Some(to)) = (info.from, info.to) else {
        return false;
    };
    let Some(forker) = piece_at(&step.before, from) else {
        return false;
    };
    if forker.role == Role::King || info.kind == MoveKind::Transfer {
        return false;
    }
    let Some(next) = steps[i + 1..].iter().find(|s| s.by_solver) else {
        return false;
    };
    let taken = next.before.move_info(next.mv);
    let Some(victim) = taken.victim.filter(|_| taken.from == Some(to)) else {
        return false;
    };
    let worth_more = |c: Cell| {
        piece_at(&step.after, c).is_some_and(|p| {
            p.color != solver && (p.role == Role::King || p.role.pawns() > forker.role.pawns())
        })
    };
    let mut targets: BTreeSet<Cell> = BTreeSet::new();
    if step.after.actor() != solver
        && step.after.checkers().contains(&to)
        && let Some((king, _)) = step
            .after
            .pieces()
            .into_iter()
            .find(|(_, p)| p.role == Role::King && p.color != solver && p.body == p.color)
    {
        targets.insert(king);
    }
    match step.after.with_turn_passed() {
        Some(passed) => {
            let mut moves = Vec::new();
            passed.legal_moves(&mut moves);
            for m in moves {
                let mi = passed.move_info(m);
                if mi.from == Some(to)
                    && let Some(t) = mi.victim
                    && worth_more(t)
                {
                    targets.insert(t);
                }
            }
        }
        // In check the defender cannot pass: the piece taken next was attacked.
        None if worth_more(victim) => {
            targets.insert(victim);
        }
        None => {}
    }
    targets.len() >= 2 && targets.contains(&victim)
}

/// Whether the defender, to move in `after`, is in check from a piece on the other
/// level.
fn checks_from_the_other_level(after: &AnyPosition, solver: Color) -> bool {
    if after.actor() == solver {
        return false;
    }
    let Some((king, _)) = after
        .pieces()
        .into_iter()
        .find(|(_, p)| p.role == Role::King && p.color != solver)
    else {
        return false;
    };
    after.checkers().into_iter().any(|c| c.board != king.board)
}

/// A transfer in the line whose piece then moves for the solver or gives check, or a
/// mirror placement that replaces the king and wins.
fn transfer_wins(steps: &[Step], mate: bool) -> bool {
    for (i, s) in steps.iter().enumerate() {
        let info = s.before.move_info(s.mv);
        if info.kind != MoveKind::Transfer {
            continue;
        }
        if mate && i + 1 == steps.len() && info.victim.is_some() {
            return true;
        }
        let Some(cell) = info.to else { continue };
        let acts = steps[i + 1..].iter().any(|later| {
            let li = later.before.move_info(later.mv);
            let moved = later.by_solver && li.from == Some(cell);
            let checks = later.by_solver && later.after.checkers().contains(&cell);
            moved || checks
        });
        if acts {
            return true;
        }
    }
    false
}

/// Whether the mate falls in Valhalla: the solver's last decision is played there.
fn mated_in_valhalla(steps: &[Step]) -> bool {
    steps
        .iter()
        .rev()
        .find(|s| s.by_solver)
        .and_then(|s| s.before.move_info(s.mv).to)
        .is_some_and(|c| c.board == 1)
}
