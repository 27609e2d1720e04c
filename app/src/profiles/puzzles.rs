//! Puzzle ratings (issue 45): each profile has a Glicko-2 puzzle rating per family,
//! apart from its game ratings, as lichess keeps them; a rated try is a game against
//! the puzzle, a solve a win and a miss a loss, with the rated games' maths
//! (`otherworlds_core::ratings::glicko::rate_game`, lichess's parameters). The puzzle's
//! own rating moves too, the other way: kept by puzzle id in the profiles file, shared
//! by every profile of this machine (a puzzle not tried yet has its shipped rating).
use super::rated::live;
use super::store::{Profile, ProfileBook, PuzzleRef, Rating};
use otherworlds_core::puzzle::Puzzle;
use otherworlds_core::ratings::Family;
use otherworlds_core::ratings::glicko::{Glicko, Params, Score, rate_game};
use otherworlds_core::record::Timestamp;
use serde_json::Map;
use std::collections::HashSet;

/// One rated try: the profile's rating and the puzzle's, before and after.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleUpdate {
    pub profile: String,
    pub family: Family,
    pub before: Rating,
    pub after: Rating,
    pub puzzle: String,
    pub puzzle_before: Rating,
    pub puzzle_after: Rating,
    pub solved: bool,
}

impl PuzzleUpdate {
    /// The change of the profile's rating as shown (rounded ratings' difference).
    pub fn change(&self) -> i64 {
        self.after.rating.round() as i64 - self.before.rating.round() as i64
    }

    /// The change of the puzzle's rating as shown.
    pub fn puzzle_change(&self) -> i64 {
        self.puzzle_after.rating.round() as i64 - self.puzzle_before.rating.round() as i64
    }
}

/// A profile's puzzle rating in `family` (the start rating if it has none yet).
pub fn puzzle_rating_of(book: &ProfileBook, name: &str, family: Family) -> Rating {
    book.profiles
        .iter()
        .find(|p| p.name == name)
        .map(|p| puzzle_rating_of_profile(p, family))
        .unwrap_or_default()
}

/// The profile's puzzle rating in `family` (the start rating if it has none yet).
pub fn puzzle_rating_of_profile(profile: &Profile, family: Family) -> Rating {
    profile
        .puzzle_ratings
        .get(family.id())
        .cloned()
        .unwrap_or_default()
}

/// A puzzle's rating as it stands: moved by earlier tries, else the shipped one.
pub fn rating_of_puzzle(book: Option<&ProfileBook>, puzzle: &Puzzle) -> Rating {
    book.and_then(|b| b.puzzle_ratings.get(&puzzle.id).cloned())
        .unwrap_or(Rating {
            rating: puzzle.rating,
            deviation: puzzle.deviation,
            volatility: Glicko::START.volatility,
            games: 0,
            last_played: None,
        })
}

/// The ids of the puzzles of `family` the profile solved.
pub fn solved_by(book: &ProfileBook, name: &str, family: Family) -> HashSet<String> {
    book.profiles
        .iter()
        .filter(|p| p.name == name)
        .flat_map(|p| &p.puzzles)
        .filter(|r| r.solved && r.family == family.id())
        .map(|r| r.id.clone())
        .collect()
}

/// The profile's longest Streak in `family`.
pub fn best_streak(book: &ProfileBook, name: &str, family: Family) -> u32 {
    book.profiles
        .iter()
        .find(|p| p.name == name)
        .and_then(|p| p.best_streaks.get(family.id()).copied())
        .unwrap_or(0)
}

/// The update a rated try of `puzzle` by the profile `name` brings (`solved`: without
/// a wrong move, a hint or the solution), at `now`.
pub fn rate(
    book: &ProfileBook,
    name: &str,
    puzzle: &Puzzle,
    solved: bool,
    now: Timestamp,
) -> PuzzleUpdate {
    let family = puzzle.family();
    let params = Params::LICHESS;
    let before = puzzle_rating_of(book, name, family);
    let player = live(&before, now);
    let puzzle_before = rating_of_puzzle(Some(book), puzzle);
    let theirs = live(&puzzle_before, now);
    let (ours_score, theirs_score) = match solved {
        true => (Score::Win, Score::Loss),
        false => (Score::Loss, Score::Win),
    };
    // Both as they went in: neither side's new rating rates the other.
    let stamp = now.to_rfc3339();
    let after = before.after(rate_game(player, 0.0, theirs, ours_score, &params), &stamp);
    let puzzle_after = puzzle_before.after(
        rate_game(theirs, 0.0, player, theirs_score, &params),
        &stamp,
    );
    PuzzleUpdate {
        profile: name.to_string(),
        family,
        before,
        after,
        puzzle: puzzle.id.clone(),
        puzzle_before,
        puzzle_after,
        solved,
    }
}

/// Applies `update` to `book` (a profile missing from it is left out: another window
/// may have a different set; the puzzle's rating moves all the same).
pub fn apply(book: &mut ProfileBook, update: &PuzzleUpdate) {
    book.puzzle_ratings
        .insert(update.puzzle.clone(), update.puzzle_after.clone());
    if let Some(p) = book.profiles.iter_mut().find(|p| p.name == update.profile) {
        p.puzzle_ratings
            .insert(update.family.id().into(), update.after.clone());
        p.puzzles.push(PuzzleRef {
            id: update.puzzle.clone(),
            family: update.family.id().into(),
            solved: update.solved,
            played: update.after.last_played.clone().unwrap_or_default(),
            rating_before: Some(update.before.rating),
            rating_after: Some(update.after.rating),
            extra: Map::new(),
        });
    }
}

/// Keeps `count` as the profile's longest Streak in `family` if it is longer.
pub fn apply_streak(book: &mut ProfileBook, name: &str, family: Family, count: u32) {
    if let Some(p) = book.profiles.iter_mut().find(|p| p.name == name) {
        let best = p.best_streaks.entry(family.id().into()).or_insert(0);
        *best = (*best).max(count);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use otherworlds_core::ratings::glicko::rate as one_period;

    fn book() -> ProfileBook {
        let mut book = ProfileBook::default();
        book.profiles.push(Profile::new("Ada"));
        book
    }

    fn puzzle() -> Puzzle {
        let set = otherworlds_core::puzzle::shipped(Family::Standard);
        set.ok()
            .and_then(|s| s.first().cloned())
            .expect("a shipped puzzle")
    }

    #[test]
    fn a_solve_is_a_win_against_the_puzzle_and_the_puzzle_loses() {
        let mut b = book();
        let p = puzzle();
        let now = Timestamp::now();
        let up = rate(&b, "Ada", &p, true, now);
        // The oracle: one Glicko-2 period against the puzzle's shipped rating, bounded
        // as lila bounds one game.
        let theirs = Glicko {
            rating: p.rating,
            deviation: p.deviation,
            volatility: Glicko::START.volatility,
        };
        let params = Params::LICHESS;
        let expected = params.one_game(
            Glicko::START.rating,
            one_period(Glicko::START, &[(theirs, Score::Win)], &params),
        );
        assert!((up.after.rating - expected.rating).abs() < 1e-9);
        assert!(up.after.rating > up.before.rating);
        assert!(
            up.puzzle_after.rating < p.rating,
            "the puzzle's rating falls"
        );
        apply(&mut b, &up);
        assert_eq!(b.profiles[0].puzzles.len(), 1);
        assert_eq!(puzzle_rating_of(&b, "Ada", Family::Standard), up.after);
        assert_eq!(rating_of_puzzle(Some(&b), &p), up.puzzle_after);
        assert!(solved_by(&b, "Ada", Family::Standard).contains(&p.id));
        // The game ratings are untouched.
        assert!(b.profiles[0].ratings.is_empty());
    }

    #[test]
    fn a_miss_is_a_loss_and_the_longest_streak_is_kept() {
        let mut b = book();
        let p = puzzle();
        let up = rate(&b, "Ada", &p, false, Timestamp::now());
        assert!(up.after.rating < up.before.rating);
        assert!(up.puzzle_after.rating > up.puzzle_before.rating);
        apply(&mut b, &up);
        assert!(solved_by(&b, "Ada", Family::Standard).is_empty());
        apply_streak(&mut b, "Ada", Family::Standard, 5);
        apply_streak(&mut b, "Ada", Family::Standard, 3);
        assert_eq!(best_streak(&b, "Ada", Family::Standard), 5);
        assert_eq!(best_streak(&b, "Ada", Family::FourD), 0);
    }
}
