//! The profile store: `profiles.json` in the data directory, a versioned JSON file
//!
//! ```json
//! {"version": 1, "profiles": [{"name": "Ada", "created": "2026-12-01T11:22:33Z",
//!   "ratings": {"standard": {"rating": 1500.0, "deviation": 500.0, "volatility": 0.09,
//!   "games": 0, "last_played": null}}, "games": []}]}
//! ```
//!
//! written atomically through the app's file layer. Every field but `version` may be
//! missing (`#[serde(default)]`), and fields this version does not know are kept and
//! written back, so a file of a later version 1 loses nothing here. A file that does
//! not parse is moved aside (`profiles.json.broken-<time>`), one of a newer version too
//! (`profiles.json.newer-<time>`), and the notice says where: never overwritten.
//!
//! The numbers that go into the rating maths are checked on every read: a rating that
//! fails lichess's sanity check (`Glicko::check`: finite, rating 0-4000, deviation
//! 0-1000, volatility 0-0.2) takes the start rating's values where it fails
//! (`Glicko::repaired`), and a history figure out of range is dropped. At start the
//! file as it was is first copied aside (`profiles.json.out-of-range-<time>`) and the
//! notice names each profile; then the repaired profiles are written. Every write is
//! checked the same way and read back before it goes to the disk, so the app never
//! writes a file it cannot read again (a rating that is not a number was written
//! `null`, which no longer read).
use crate::files::read::{ReadError, read_regular, shown};
use crate::files::store::{Faults, WriteError, copy_aside_as, move_aside_as};
use otherworlds_core::ratings::glicko::Glicko;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The store's file name in the data directory.
pub const PROFILES_FILE: &str = "profiles.json";

/// The version this app writes and reads.
pub const VERSION: u64 = 1;

/// Largest profiles file read, and written: about 150,000 games (a game's entry is
/// about 220 bytes written compact).
pub const MAX_PROFILES_BYTES: u64 = 32 * 1024 * 1024;

/// Up to this size the file is written indented, to be read by a person; past it,
/// compact (a third smaller).
pub const PRETTY_UP_TO: usize = 4 * 1024 * 1024;

/// Every profile.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProfileBook {
    pub version: u64,
    #[serde(default)]
    pub profiles: Vec<Profile>,
    /// The puzzles' own ratings by puzzle id, moved by every rated try on this
    /// machine (issue 45): a puzzle absent here has its shipped rating.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub puzzle_ratings: BTreeMap<String, Rating>,
    /// Fields this version does not know, kept as they were.
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl Default for ProfileBook {
    fn default() -> Self {
        ProfileBook {
            version: VERSION,
            profiles: Vec::new(),
            puzzle_ratings: BTreeMap::new(),
            extra: Map::new(),
        }
    }
}

/// A local player.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Profile {
    pub name: String,
    /// RFC 3339, as saved games write dates.
    pub created: String,
    /// By rating family: `standard`, `two-worlds`, `4d`, `valhalla`.
    pub ratings: BTreeMap<String, Rating>,
    /// The player's games, newest last.
    pub games: Vec<GameRef>,
    /// Puzzle ratings by family (issue 45), apart from the games' ratings as lichess
    /// keeps them.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub puzzle_ratings: BTreeMap<String, Rating>,
    /// The puzzles tried, oldest first.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub puzzles: Vec<PuzzleRef>,
    /// The longest Streak by family.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub best_streaks: BTreeMap<String, u32>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl Profile {
    /// A new profile called `name`, created now, without ratings or games.
    pub fn new(name: &str) -> Profile {
        Profile {
            name: name.trim().to_string(),
            created: otherworlds_core::record::Timestamp::now().to_rfc3339(),
            ..Profile::default()
        }
    }
}

/// A Glicko-2 rating (issue 18): lichess's start values by default.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: u32,
    pub last_played: Option<String>,
}

impl Default for Rating {
    fn default() -> Self {
        Rating {
            rating: Glicko::START.rating,
            deviation: Glicko::START.deviation,
            volatility: Glicko::START.volatility,
            games: 0,
            last_played: None,
        }
    }
}

impl Rating {
    /// The rating as Glicko-2 sees it.
    pub fn glicko(&self) -> Glicko {
        Glicko {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    /// The rating after one more game, `now`.
    pub fn after(&self, new: Glicko, now: &str) -> Rating {
        Rating {
            rating: new.rating,
            deviation: new.deviation,
            volatility: new.volatility,
            games: self.games.saturating_add(1),
            last_played: Some(now.to_string()),
        }
    }
}

/// A game a profile played. The fields after `rated` came with the rating history
/// (still version 1: an older file lacks them, an older app keeps them as unknown).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameRef {
    /// The saved game's file, if it was kept.
    pub file: Option<String>,
    pub family: String,
    pub played: String,
    pub opponent: String,
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: String,
    pub rated: bool,
    /// The variant's id (RULES.md §5).
    pub variant: String,
    /// `white` or `black`: the side the profile played.
    pub colour: String,
    /// Why the game ended (`checkmate`, `resignation` ...).
    pub reason: String,
    /// The family rating before and after the game (rated games).
    pub rating_before: Option<f64>,
    pub rating_after: Option<f64>,
    pub deviation_after: Option<f64>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// A puzzle a profile tried.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleRef {
    pub id: String,
    /// The family's id (`standard`, `two-worlds`, `4d`, `valhalla`).
    pub family: String,
    pub solved: bool,
    /// RFC 3339.
    pub played: String,
    /// The profile's puzzle rating before and after the try (a rated try).
    pub rating_before: Option<f64>,
    pub rating_after: Option<f64>,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// Why the profiles file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProfilesError {
    File(ReadError),
    Invalid {
        path: PathBuf,
        line: usize,
        column: usize,
        message: String,
    },
    NoVersion {
        path: PathBuf,
    },
    Newer {
        path: PathBuf,
        found: u64,
    },
}

impl std::fmt::Display for ProfilesError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            ProfilesError::File(e) => t!("profiles-error-file", error = e.to_string()),
            ProfilesError::Invalid {
                path,
                line,
                column,
                message,
            } => t!(
                "profiles-error-invalid",
                file = shown(path),
                line = *line,
                column = *column,
                error = message.as_str()
            ),
            ProfilesError::NoVersion { path } => {
                t!("profiles-error-no-version", file = shown(path))
            }
            ProfilesError::Newer { path, found } => t!(
                "profiles-error-newer",
                file = shown(path),
                found = *found,
                version = VERSION
            ),
        };
        f.write_str(&text)
    }
}

/// Reads the profiles from the text of `path`.
pub fn parse(bytes: &[u8], path: &Path) -> Result<ProfileBook, ProfilesError> {
    let invalid = |e: serde_json::Error| ProfilesError::Invalid {
        path: path.to_path_buf(),
        line: e.line(),
        column: e.column(),
        message: otherworlds_core::quote::bounded(&e.to_string()).to_string(),
    };
    // The version first, the rest of the document skipped without being kept (read
    // whole as a `Value`, a history of 100,000 games doubled the memory of a start).
    #[derive(Deserialize)]
    struct Head {
        version: Option<Value>,
    }
    let head: Head = serde_json::from_slice(bytes).map_err(|e| match e.classify() {
        // Another kind of JSON value than an object: said in the file's words, not
        // in the reader's ("expected struct Head").
        serde_json::error::Category::Data => ProfilesError::Invalid {
            path: path.to_path_buf(),
            line: e.line(),
            column: e.column(),
            message: t!("profiles-error-not-an-object"),
        },
        _ => invalid(e),
    })?;
    let version = head.version.unwrap_or(Value::Null);
    match (!version.is_null()).then(|| version.as_u64()) {
        None => {
            return Err(ProfilesError::NoVersion {
                path: path.to_path_buf(),
            });
        }
        Some(Some(found)) if found > VERSION => {
            return Err(ProfilesError::Newer {
                path: path.to_path_buf(),
                found,
            });
        }
        Some(Some(found)) if found >= 1 => {}
        Some(_) => {
            return Err(ProfilesError::Invalid {
                path: path.to_path_buf(),
                line: 1,
                column: 1,
                message: t!(
                    "profiles-error-bad-version",
                    version = VERSION,
                    found = otherworlds_core::quote::quote(&version.to_string()).to_string()
                ),
            });
        }
    }
    serde_json::from_slice(bytes).map_err(invalid)
}

/// A history figure as kept: above 0, a rating at most 4000, a deviation at most 1000
/// (lichess's sanity bounds, as `Glicko::check`).
fn sane_figure(value: f64, high: f64) -> bool {
    value.is_finite() && value > 0.0 && value <= high
}

/// Brings every number of `book` that goes into the rating maths or onto the page
/// within range (see the module documentation); what was changed, one line a
/// profile ("Ada: the standard rating's volatility is not a number between 0 and 0.2
/// (5)").
pub fn repair(book: &mut ProfileBook) -> Vec<String> {
    let mut told = Vec::new();
    for profile in &mut book.profiles {
        let mut what = Vec::new();
        for (family, rating) in profile
            .ratings
            .iter_mut()
            .chain(&mut profile.puzzle_ratings)
        {
            let glicko = rating.glicko();
            if let (Err(why), Some(fixed)) = (glicko.check(), glicko.repaired()) {
                what.push(t!(
                    "profiles-repair-rating",
                    family = family.to_string(),
                    rating = rating.rating.to_string(),
                    deviation = rating.deviation.to_string(),
                    volatility = rating.volatility.to_string(),
                    why = why.to_string()
                ));
                rating.rating = fixed.rating;
                rating.deviation = fixed.deviation;
                rating.volatility = fixed.volatility;
            }
        }
        let mut dropped = 0;
        for game in &mut profile.games {
            for (value, high) in [
                (&mut game.rating_before, 4000.0),
                (&mut game.rating_after, 4000.0),
                (&mut game.deviation_after, 1000.0),
            ] {
                if value.is_some_and(|v| !sane_figure(v, high)) {
                    *value = None;
                    dropped += 1;
                }
            }
        }
        if dropped > 0 {
            what.push(t!("profiles-repair-dropped", count = dropped));
        }
        if !what.is_empty() {
            told.push(format!("{}: {}", profile.name, what.join("; ")));
        }
    }
    // A puzzle's own rating out of range is forgotten: the puzzle has its shipped one.
    let before = book.puzzle_ratings.len();
    book.puzzle_ratings
        .retain(|_, r| r.glicko().check().is_ok());
    let dropped = before - book.puzzle_ratings.len();
    if dropped > 0 {
        told.push(t!("profiles-repair-puzzles", count = dropped));
    }
    told
}

/// The file's bytes for `book` (always the version this app writes): refused if a
/// number is out of range (see [`repair`]) or the bytes would not read back.
pub fn to_json(book: &ProfileBook) -> Result<Vec<u8>, String> {
    let mut book = book.clone();
    book.version = VERSION;
    if let Some(bad) = repair(&mut book.clone()).first() {
        return Err(t!(
            "profiles-cannot-write",
            error = otherworlds_core::quote::bounded(bad).to_string()
        ));
    }
    let cannot = |e: serde_json::Error| t!("profiles-cannot-write", error = e.to_string());
    let mut bytes = serde_json::to_vec_pretty(&book).map_err(cannot)?;
    if bytes.len() > PRETTY_UP_TO {
        bytes = serde_json::to_vec(&book).map_err(cannot)?;
    }
    if bytes.len() as u64 > MAX_PROFILES_BYTES {
        // Written, it would be refused at the next start.
        return Err(t!(
            "profiles-cannot-write-too-big",
            size = bytes.len() / (1024 * 1024),
            max = MAX_PROFILES_BYTES / (1024 * 1024)
        ));
    }
    parse(&bytes, Path::new(PROFILES_FILE))
        .map_err(|e| t!("profiles-cannot-write-read-back", error = e.to_string()))?;
    Ok(bytes)
}

/// What `profiles.json` held at start.
#[derive(Debug)]
pub enum Loaded {
    /// No profiles yet.
    Nothing,
    Book(ProfileBook),
    /// It does not parse or is of a newer version; moved to `aside` (or it could not
    /// be: then it stays, and the profiles are not written over it).
    KeptAside {
        error: ProfilesError,
        aside: Result<PathBuf, WriteError>,
    },
    /// It could not be read now (a permission, a failing disk): left alone.
    Unreadable(ProfilesError),
    /// It held numbers out of range ([`repair`]): the repaired book, what was repaired,
    /// where the file as it was went (copied aside), and whether the repaired book was
    /// written (never if the copy failed: the file is then left as it is).
    Repaired {
        book: ProfileBook,
        repairs: Vec<String>,
        aside: Result<PathBuf, WriteError>,
        written: Result<(), WriteError>,
    },
}

/// Reads the profiles in `dir` (on the files worker), moving a file that cannot be
/// used aside.
pub fn load(dir: &Path, faults: &Faults) -> Loaded {
    let path = dir.join(PROFILES_FILE);
    let bytes = match read_regular(&path, MAX_PROFILES_BYTES) {
        Ok(bytes) => bytes,
        Err(ReadError::Missing { .. }) => return Loaded::Nothing,
        Err(e) if !e.is_unusable() => return Loaded::Unreadable(ProfilesError::File(e)),
        Err(e) => {
            return Loaded::KeptAside {
                error: ProfilesError::File(e),
                aside: move_aside_as(&path, "broken", faults),
            };
        }
    };
    match parse(&bytes, &path) {
        Ok(mut book) => {
            let repairs = repair(&mut book);
            if repairs.is_empty() {
                return Loaded::Book(book);
            }
            let aside = copy_aside_as(&path, &bytes, "out-of-range", faults);
            let written = match (&aside, to_json(&book)) {
                (Ok(_), Ok(repaired)) => {
                    crate::files::store::write_file(&path, &repaired, true, faults)
                }
                (Err(e), _) => Err(e.clone()),
                (_, Err(e)) => Err(WriteError::Io {
                    path: path.clone(),
                    kind: std::io::ErrorKind::InvalidData,
                    message: e,
                }),
            };
            Loaded::Repaired {
                book,
                repairs,
                aside,
                written,
            }
        }
        Err(error) => {
            let label = match error {
                ProfilesError::Newer { .. } => "newer",
                _ => "broken",
            };
            Loaded::KeptAside {
                error,
                aside: move_aside_as(&path, label, faults),
            }
        }
    }
}

/// The profiles in `dir` as the file holds them now (None: no file, or one that does
/// not read now; nothing is moved aside).
pub fn read_now(dir: &Path) -> Option<ProfileBook> {
    let path = dir.join(PROFILES_FILE);
    let bytes = read_regular(&path, MAX_PROFILES_BYTES).ok()?;
    let mut book = parse(&bytes, &path).ok()?;
    // Told at start; here (another window's file) only kept out of the maths.
    repair(&mut book);
    Some(book)
}

/// A change made to `profiles.json` in `dir` as it is now (on the files worker): the
/// file read again, `change` applied, the result written atomically; `ours` (this
/// window's profiles, the change made) is written if there is no file. A file that
/// does not read now is left alone (it is moved aside only at start).
pub fn change_file(
    dir: &Path,
    ours: &ProfileBook,
    faults: &Faults,
    change: impl FnOnce(&mut ProfileBook),
) -> Result<ProfileBook, String> {
    let path = dir.join(PROFILES_FILE);
    let book = match read_regular(&path, MAX_PROFILES_BYTES) {
        Ok(bytes) => {
            let mut book = parse(&bytes, &path).map_err(|e| e.to_string())?;
            repair(&mut book);
            change(&mut book);
            book
        }
        Err(ReadError::Missing { .. }) => ours.clone(),
        Err(e) => return Err(ProfilesError::File(e).to_string()),
    };
    let bytes = to_json(&book)?;
    crate::files::store::write_file(&path, &bytes, true, faults)
        .map_err(|e| t!("profiles-error-file", error = e.to_string()))?;
    Ok(book)
}

#[cfg(test)]
mod tests;
