//! A rated game's end: each profile's new family rating (Glicko-2 with lichess's
//! parameters, `otherworlds_core::ratings::glicko`), the history entry it gets, and the
//! lines the result dialog shows ("Ada: 1500? -> 1562? (+62)").
//!
//! A profile's deviation is first grown for the days since its last rated game in the
//! family; the opponent is the other profile (grown the same way, before either is
//! updated) or the computer level's rating and deviation from
//! `LevelRatings::shipped()`, which never changes.
use super::store::{GameRef, ProfileBook, Rating};
use otherworlds_core::ratings::glicko::{Glicko, Params, Score, rate_game};
use otherworlds_core::ratings::{Family, LevelRatings};
use otherworlds_core::record::Timestamp;
use otherworlds_core::{Color, Outcome, Variant};

/// Who sits on one side of a game.
#[derive(Clone, Debug, PartialEq)]
pub enum Seat {
    /// A person playing under this profile.
    Profile(String),
    /// A person without a profile: never rated.
    Guest,
    /// The computer at this level.
    Computer(u8),
    /// An external engine (never rated: its strength is not known).
    Engine(String),
}

impl Seat {
    /// The profile's name, if it is one.
    pub fn profile(&self) -> Option<&str> {
        match self {
            Seat::Profile(name) => Some(name),
            Seat::Guest | Seat::Computer(_) | Seat::Engine(_) => None,
        }
    }
}

/// Whether a game between `white` and `black` can be rated: every person plays under
/// a profile, and the opponent is another profile (hot seat) or a computer level.
pub fn can_be_rated(white: &Seat, black: &Seat) -> bool {
    match (white, black) {
        (Seat::Profile(a), Seat::Profile(b)) => a != b,
        (Seat::Profile(_), Seat::Computer(_)) | (Seat::Computer(_), Seat::Profile(_)) => true,
        _ => false,
    }
}

/// A finished game.
#[derive(Clone, Debug)]
pub struct Finished {
    pub variant: Variant,
    pub outcome: Outcome,
    pub at: Timestamp,
    /// The saved game kept for the history (its file name in the games folder).
    pub file: Option<String>,
}

/// One profile's change.
#[derive(Clone, Debug, PartialEq)]
pub struct Update {
    pub profile: String,
    pub family: Family,
    pub before: Rating,
    pub after: Rating,
    pub game: GameRef,
}

impl Update {
    /// "Ada: 1500? -> 1562? (+62)" (the change between the ratings as shown).
    pub fn line(&self) -> String {
        let (before, after) = (self.before.glicko(), self.after.glicko());
        let change = after.rating.round() as i64 - before.rating.round() as i64;
        format!(
            "{}: {} -> {} ({change:+})",
            self.profile,
            before.shown(),
            after.shown()
        )
    }
}

/// The rating a computer level plays at in `family` (a level the file lacks: the
/// start rating, so nothing breaks).
pub fn level_rating(family: Family, level: u8) -> Glicko {
    LevelRatings::shipped()
        .get(family, level)
        .map_or(Glicko::START, |l| Glicko {
            rating: l.rating,
            deviation: l.rd,
            volatility: Glicko::START.volatility,
        })
}

/// "Level 3 · 1250": a computer level with its rating in `family`.
pub fn level_label(family: Family, level: u8) -> String {
    t!(
        "profiles-level-label",
        level = level,
        rating = level_rating(family, level).rating.round() as i64
    )
}

/// A profile's current rating in `family` (the start rating if it has none yet).
pub fn rating_of(book: &ProfileBook, name: &str, family: Family) -> Rating {
    book.profiles
        .iter()
        .find(|p| p.name == name)
        .and_then(|p| p.ratings.get(family.id()).cloned())
        .unwrap_or_default()
}

/// A rating as of `now`: its deviation grown for the days since its last game (what
/// the next game is rated with, and what the app shows: lichess shows this "live"
/// deviation too, so a long absence makes a rating provisional again).
pub fn live(rating: &Rating, now: Timestamp) -> Glicko {
    let idle = idle_days(rating.last_played.as_deref(), now);
    rating.glicko().after_inactivity(idle, &Params::LICHESS)
}

/// Days from an RFC 3339 date to `now` (none if there is no date or it is unreadable).
fn idle_days(last: Option<&str>, now: Timestamp) -> f64 {
    last.and_then(Timestamp::parse_rfc3339).map_or(0.0, |t| {
        (now.unix_seconds() - t.unix_seconds()) as f64 / 86_400.0
    })
}

/// The updates a finished game brings (none unless it can be rated).
pub fn rate(book: &ProfileBook, game: &Finished, white: &Seat, black: &Seat) -> Vec<Update> {
    if !can_be_rated(white, black) {
        return Vec::new();
    }
    let family = Family::of(game.variant);
    let params = Params::LICHESS;
    let now = game.at.to_rfc3339();
    // Each side's rating as it goes into the game: grown for its idle days.
    let going_in = |seat: &Seat| match seat {
        Seat::Profile(name) => {
            let r = rating_of(book, name, family);
            (Some(r.clone()), live(&r, game.at))
        }
        Seat::Computer(level) => (None, level_rating(family, *level)),
        // Never rated against (can_be_rated): the start rating, should one be.
        Seat::Guest | Seat::Engine(_) => (None, Glicko::START),
    };
    let sides = [
        (Color::White, white, going_in(white), black, going_in(black)),
        (Color::Black, black, going_in(black), white, going_in(white)),
    ];
    let mut updates = Vec::new();
    for (colour, seat, (before, ours), other, (_, theirs)) in sides {
        let (Some(name), Some(before)) = (seat.profile(), before) else {
            continue;
        };
        let score = match game.outcome.winner {
            None => Score::Draw,
            Some(w) if w == colour => Score::Win,
            Some(_) => Score::Loss,
        };
        // Already grown above: no idle days again.
        let new = rate_game(ours, 0.0, theirs, score, &params);
        let after = before.after(new, &now);
        let opponent = match other {
            Seat::Profile(name) => name.clone(),
            Seat::Computer(level) => level_label(family, *level),
            Seat::Engine(name) => name.clone(),
            Seat::Guest => t!("profiles-guest"),
        };
        updates.push(Update {
            profile: name.to_string(),
            family,
            game: GameRef {
                file: game.file.clone(),
                family: family.id().into(),
                played: now.clone(),
                opponent,
                result: game.outcome.score().into(),
                rated: true,
                variant: game.variant.to_string(),
                colour: match colour {
                    Color::White => "white".into(),
                    Color::Black => "black".into(),
                },
                reason: game.outcome.reason.as_str().into(),
                rating_before: Some(before.rating),
                rating_after: Some(after.rating),
                deviation_after: Some(after.deviation),
                extra: Default::default(),
            },
            before,
            after,
        });
    }
    updates
}

/// Applies `updates` to `book` (by profile name; a profile missing from it is left
/// out: another window may have a different set).
pub fn apply(book: &mut ProfileBook, updates: &[Update]) {
    for update in updates {
        if let Some(p) = book.profiles.iter_mut().find(|p| p.name == update.profile) {
            p.ratings
                .insert(update.family.id().into(), update.after.clone());
            p.games.push(update.game.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profiles::store::Profile;
    use otherworlds_core::EndReason;

    fn book(names: &[&str]) -> ProfileBook {
        let mut book = ProfileBook::default();
        for name in names {
            book.profiles.push(Profile::new(name));
        }
        book
    }

    fn finished(outcome: Outcome) -> Finished {
        Finished {
            variant: Variant::Standard,
            outcome,
            at: Timestamp::now(),
            file: Some("g.owgame".into()),
        }
    }

    #[test]
    fn only_profiles_against_a_profile_or_a_level_are_rated() {
        let ada = Seat::Profile("Ada".into());
        let grace = Seat::Profile("Grace".into());
        assert!(can_be_rated(&ada, &grace));
        assert!(can_be_rated(&Seat::Computer(3), &ada));
        assert!(!can_be_rated(&ada, &ada), "one profile on both sides");
        assert!(!can_be_rated(&ada, &Seat::Guest));
        assert!(!can_be_rated(&Seat::Guest, &Seat::Computer(1)));
        assert!(!can_be_rated(&Seat::Computer(1), &Seat::Computer(2)));
        let b = book(&["Ada"]);
        let end = finished(Outcome::win(Color::White, EndReason::Checkmate));
        assert!(rate(&b, &end, &ada, &Seat::Guest).is_empty());
    }

    #[test]
    fn a_hot_seat_game_rates_both_against_each_other_before_either_changes() {
        let mut b = book(&["Ada", "Grace"]);
        let end = finished(Outcome::win(Color::Black, EndReason::Resignation));
        let updates = rate(
            &b,
            &end,
            &Seat::Profile("Ada".into()),
            &Seat::Profile("Grace".into()),
        );
        assert_eq!(updates.len(), 2);
        // Two new players: the winner gains what the loser loses.
        let (ada, grace) = (&updates[0], &updates[1]);
        assert!(ada.after.rating < 1500.0 && grace.after.rating > 1500.0);
        assert!(((1500.0 - ada.after.rating) - (grace.after.rating - 1500.0)).abs() < 1e-9);
        assert_eq!(grace.game.opponent, "Ada");
        assert_eq!(grace.game.colour, "black");
        assert_eq!(grace.game.reason, "resignation");
        apply(&mut b, &updates);
        assert_eq!(b.profiles[1].ratings["standard"], grace.after);
        assert_eq!(b.profiles[1].games.len(), 1);
        assert_eq!(b.profiles[1].ratings["standard"].games, 1);
        let line = grace.line();
        assert!(line.starts_with("Grace: 1500? -> "), "{line}");
        assert!(line.ends_with(&format!("(+{})", grace.after.rating.round() as i64 - 1500)));
    }

    /// Issue 41, point 2: a profile with a volatility (or a rating) of 1e308 made one
    /// rated game write `null`, and the next start lost every profile. Now the file is
    /// repaired at start (kept aside as it was, named), a rated game leaves numbers in
    /// lichess's bounds, and the file always reads back with every profile in it.
    #[test]
    fn out_of_range_ratings_are_repaired_and_a_rated_game_never_writes_a_file_that_does_not_read() {
        use crate::files::store::Faults;
        use crate::profiles::store::{Loaded, PROFILES_FILE, change_file, load, parse};
        use otherworlds_core::{Color, EndReason, Outcome, Variant};
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join(PROFILES_FILE);
        let text = r#"{"version": 1, "profiles": [
            {"name": "Ada", "created": "2026-12-01T11:22:33Z",
             "ratings": {"standard": {"rating": 1500.0, "deviation": 60.0, "volatility": 1e308}}},
            {"name": "Bob", "created": "2026-12-01T11:22:33Z",
             "ratings": {"standard": {"rating": 1e308, "deviation": 1e308, "volatility": 0.06}}},
            {"name": "Cy", "created": "2026-12-01T11:22:33Z",
             "ratings": {"standard": {"rating": 1500.0, "deviation": 60.0, "volatility": 5.0}}}]}"#;
        std::fs::write(&path, text).expect("written");
        let book = match load(dir.path(), &Faults::default()) {
            Loaded::Repaired {
                book,
                repairs,
                aside,
                written,
            } => {
                assert_eq!(repairs.len(), 3, "{repairs:?}");
                let kept = aside.expect("kept aside");
                assert_eq!(std::fs::read_to_string(&kept).ok().as_deref(), Some(text));
                assert_eq!(written, Ok(()));
                book
            }
            other => panic!("not repaired: {other:?}"),
        };
        for p in &book.profiles {
            assert_eq!(p.ratings["standard"].glicko().check(), Ok(()), "{}", p.name);
        }
        // A rated game between each pair, written as the app writes it.
        let game = Finished {
            variant: Variant::Standard,
            outcome: Outcome::win(Color::Black, EndReason::Checkmate),
            at: otherworlds_core::record::Timestamp::now(),
            file: None,
        };
        for (white, black) in [("Ada", "Bob"), ("Bob", "Cy"), ("Cy", "Ada")] {
            let seats = (Seat::Profile(white.into()), Seat::Profile(black.into()));
            let ours = parse(&std::fs::read(&path).expect("read"), &path).expect("reads back");
            change_file(dir.path(), &ours, &Faults::default(), |book| {
                let updates = rate(book, &game, &seats.0, &seats.1);
                assert_eq!(updates.len(), 2);
                apply(book, &updates);
            })
            .expect("written");
        }
        let again = match load(dir.path(), &Faults::default()) {
            Loaded::Book(book) => book,
            other => panic!("the written file does not read back as it is: {other:?}"),
        };
        assert_eq!(again.profiles.len(), 3);
        for p in &again.profiles {
            let g = p.ratings["standard"].glicko();
            assert!((400.0..=4000.0).contains(&g.rating), "{}: {g:?}", p.name);
            assert_eq!(g.check(), Ok(()), "{}", p.name);
        }
    }
}
