//! A puzzle checked against the core, as the shipped-set test checks every one: the
//! rules (the position is legal, every move of the line is legal where it is played,
//! the solver moves first and last, the themes fit the family, the id is the puzzle's)
//! and the search (at the verification depth of its variant, each of the solver's
//! moves is the best and no other comes within the margin).
use super::judge::{MARGIN, Stages, judge};
use super::{Puzzle, Theme};
use crate::game::{Notation, Rules, at_turn_boundary};

/// What the rules say of `p`: None when it holds, else what is wrong.
pub fn rules(p: &Puzzle) -> Result<(), String> {
    let start = p.start().map_err(|e| e.to_string())?;
    if !at_turn_boundary(&start) || start.terminal().is_some() {
        return Err(format!("{}: the start is not a turn to play", p.id));
    }
    let moves = p.decisions().map_err(|e| e.to_string())?;
    let solver = start.actor();
    let mut pos = start.clone();
    let mut last_by_solver = false;
    for (i, &mv) in moves.iter().enumerate() {
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            return Err(format!("{}: move {} is not legal", p.id, i + 1));
        }
        if i == 0 && pos.actor() != solver {
            return Err(format!("{}: the line does not start with the solver", p.id));
        }
        last_by_solver = pos.actor() == solver;
        pos.play(mv);
    }
    if !last_by_solver {
        return Err(format!("{}: the line ends on a defender's move", p.id));
    }
    if let Some(t) = p.themes.iter().find(|t| !t.fits(p.family())) {
        return Err(format!(
            "{}: theme {} is not of {}",
            p.id,
            t.id(),
            p.family()
        ));
    }
    if p.themes.contains(&Theme::Mate) != p.mate_in().is_some() {
        return Err(format!(
            "{}: a mate without its length, or the reverse",
            p.id
        ));
    }
    if p.id != super::Puzzle::id_of(p.variant, &p.position, &p.line) {
        return Err(format!("{}: the id is not the puzzle's", p.id));
    }
    if !(p.rating.is_finite() && p.deviation.is_finite() && p.deviation > 0.0) {
        return Err(format!("{}: the rating is not a rating", p.id));
    }
    Ok(())
}

/// What the verification search says of `p`: each solver decision of the line is the
/// best of a two-line search at the verification depth ([`Stages::verify`]) and beats
/// the second by [`MARGIN`].
pub fn search(p: &Puzzle) -> Result<(), String> {
    let start = p.start().map_err(|e| e.to_string())?;
    let moves = p.decisions().map_err(|e| e.to_string())?;
    let depth = Stages::of(p.variant).verify;
    let solver = start.actor();
    let mut pos = start;
    for (i, &mv) in moves.iter().enumerate() {
        if pos.actor() == solver {
            let judged = judge(&pos, depth, 2);
            if judged.best() != Some(mv) {
                let best = judged.best().map(|b| pos.move_string(b));
                return Err(format!(
                    "{}: move {} is {}, the search prefers {}",
                    p.id,
                    i + 1,
                    pos.move_string(mv),
                    best.unwrap_or_else(|| "nothing".into())
                ));
            }
            if judged.margin() < MARGIN {
                return Err(format!(
                    "{}: move {}: the second best is within {:.2} of it (margin {MARGIN})",
                    p.id,
                    i + 1,
                    judged.margin()
                ));
            }
        }
        pos.play(mv);
    }
    Ok(())
}
