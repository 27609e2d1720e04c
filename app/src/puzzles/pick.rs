//! Which puzzle comes next: in rated play one near the player's puzzle rating that
//! they have not solved nor seen this session (lichess serves puzzles near the
//! player's rating); in Streak the next harder one, from the easiest up.
use otherworlds_core::puzzle::{Puzzle, Theme};
use std::collections::HashSet;

/// How many of the nearest puzzles a rated pick draws from, so the same rating does
/// not always give the same puzzle.
pub const NEAREST: usize = 8;

/// Whether `puzzle` is in the theme filter (None: every theme).
pub fn fits(puzzle: &Puzzle, theme: Option<Theme>) -> bool {
    theme.is_none_or(|t| puzzle.themes.contains(&t))
}

/// A rated pick: among the puzzles of `set` in the filter and not in `skip`, one of
/// the [`NEAREST`] to `target` (the rating each puzzle stands at, by `rating`), drawn
/// by `rng`; when every one was skipped, the nearest of all in the filter.
pub fn near<'a>(
    set: &'a [Puzzle],
    theme: Option<Theme>,
    target: f64,
    skip: &HashSet<String>,
    rating: impl Fn(&Puzzle) -> f64,
    rng: &mut fastrand::Rng,
) -> Option<&'a Puzzle> {
    let by_distance = |only_new: bool| {
        let mut found: Vec<&Puzzle> = set
            .iter()
            .filter(|p| fits(p, theme) && (!only_new || !skip.contains(&p.id)))
            .collect();
        found.sort_by(|a, b| {
            let (da, db) = ((rating(a) - target).abs(), (rating(b) - target).abs());
            da.total_cmp(&db).then_with(|| a.id.cmp(&b.id))
        });
        found
    };
    let fresh = by_distance(true);
    let pool = match fresh.is_empty() {
        true => by_distance(false),
        false => fresh,
    };
    let n = pool.len().min(NEAREST);
    (n > 0).then(|| pool[rng.usize(..n)])
}

/// The Streak's next puzzle: the easiest in the filter rated above `after` (None: the
/// easiest of all), by the shipped ratings, skipping `skip`; ties by id.
pub fn harder<'a>(
    set: &'a [Puzzle],
    theme: Option<Theme>,
    after: Option<f64>,
    skip: &HashSet<String>,
) -> Option<&'a Puzzle> {
    let above = |p: &&Puzzle| after.is_none_or(|r| p.rating > r);
    let candidates = set
        .iter()
        .filter(|p| fits(p, theme) && !skip.contains(&p.id));
    let mut found: Vec<&Puzzle> = candidates.clone().filter(above).collect();
    if found.is_empty() {
        // Past the hardest: the hardest left, so a long streak goes on.
        found = candidates.collect();
        found.sort_by(|a, b| b.rating.total_cmp(&a.rating).then_with(|| a.id.cmp(&b.id)));
        return found.first().copied();
    }
    found.sort_by(|a, b| a.rating.total_cmp(&b.rating).then_with(|| a.id.cmp(&b.id)));
    found.first().copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use otherworlds_core::Family;

    fn set() -> &'static [Puzzle] {
        otherworlds_core::puzzle::shipped(Family::Standard).unwrap_or(&[])
    }

    #[test]
    fn a_rated_pick_is_among_the_nearest_new_ones_in_the_filter() {
        let set = set();
        let mut rng = fastrand::Rng::with_seed(3);
        let skip: HashSet<String> = HashSet::new();
        let target = 1500.0;
        let picked = near(
            set,
            Some(Theme::Mate),
            target,
            &skip,
            |p| p.rating,
            &mut rng,
        )
        .expect("a mate puzzle");
        assert!(picked.themes.contains(&Theme::Mate));
        // No more than NEAREST mate puzzles are nearer to the target than it.
        let distance = (picked.rating - target).abs();
        let nearer = set
            .iter()
            .filter(|p| p.themes.contains(&Theme::Mate))
            .filter(|p| (p.rating - target).abs() < distance)
            .count();
        assert!(nearer < NEAREST, "{nearer} nearer");
        // A skipped puzzle is not picked while others are left.
        let skip: HashSet<String> = set.iter().skip(1).map(|p| p.id.clone()).collect();
        let only = near(set, None, target, &skip, |p| p.rating, &mut rng);
        assert_eq!(only.map(|p| &p.id), Some(&set[0].id));
    }

    #[test]
    fn streak_puzzles_rise_in_rating() {
        let set = set();
        let skip = HashSet::new();
        let first = harder(set, None, None, &skip).expect("a puzzle");
        let lowest = set.iter().map(|p| p.rating).fold(f64::MAX, f64::min);
        assert_eq!(first.rating, lowest);
        let second = harder(set, None, Some(first.rating), &skip).expect("a harder one");
        assert!(second.rating > first.rating);
        // No puzzle lies strictly between them.
        assert!(
            !set.iter()
                .any(|p| p.rating > first.rating && p.rating < second.rating)
        );
    }
}
