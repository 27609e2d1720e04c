//! Players' profiles (issue 18): local players with their ratings per rating family
//! and references to their games, kept in `profiles.json` in the data directory
//! (`store.rs`), rated games' rating changes (`rated.rs`) and the profile pages
//! (`page.rs`). Two windows on one data directory share the file: every change is
//! made on the files worker to the file as it is then (read again just before the
//! write), so one window's change never drops another's.
pub mod page;
pub mod puzzles;
pub mod rated;
pub mod store;

pub use store::{GameRef, Profile, ProfileBook, Rating};

use crate::files::read::shown;
use crate::files::{Files, Pending, Written};
use std::path::PathBuf;
use store::Loaded;

/// A change to the profiles, made to the file as it is when written.
#[derive(Clone, Debug)]
pub enum Change {
    Add(String),
    Rated(Vec<rated::Update>),
    /// A rated puzzle try (issue 45).
    Puzzle(Box<puzzles::PuzzleUpdate>),
    /// A Streak's length, kept if it is the profile's longest in the family.
    Streak {
        profile: String,
        family: otherworlds_core::Family,
        count: u32,
    },
}

impl Change {
    fn apply(&self, book: &mut ProfileBook) {
        match self {
            Change::Add(name) => {
                if !book.profiles.iter().any(|p| p.name == *name) {
                    book.profiles.push(Profile::new(name));
                }
            }
            Change::Rated(updates) => rated::apply(book, updates),
            Change::Puzzle(update) => puzzles::apply(book, update),
            Change::Streak {
                profile,
                family,
                count,
            } => puzzles::apply_streak(book, profile, *family, *count),
        }
    }
}

/// The longest profile name, in characters.
pub const MAX_NAME_CHARS: usize = 40;

/// The worker's answer to a change: the profiles as written, or why they were not.
type Saved = Result<ProfileBook, String>;

/// The profiles of the data directory, as the app holds them.
pub struct Profiles {
    dir: Option<PathBuf>,
    /// None until `profiles.json` has been read.
    book: Option<ProfileBook>,
    loading: Option<Pending<Loaded>>,
    /// Why `profiles.json` is not written this session (it could not be read, nor
    /// moved aside, and is never written over).
    keep: Option<String>,
    /// Changes being written, oldest first.
    saving: Vec<Pending<Saved>>,
    /// The file being read again (another window may have changed it).
    refreshing: Option<Pending<Option<ProfileBook>>>,
}

impl Default for Profiles {
    /// No profiles, kept nowhere.
    fn default() -> Self {
        Profiles {
            dir: None,
            book: Some(ProfileBook::default()),
            loading: None,
            keep: None,
            saving: Vec::new(),
            refreshing: None,
        }
    }
}

impl Profiles {
    /// Starts reading the profiles kept in `dir` (None: none are kept).
    pub fn start(dir: Option<PathBuf>, files: &Files) -> Profiles {
        let loading = dir.clone().map(|dir| {
            files.read_own(t!("profiles-reading"), move |faults| {
                store::load(&dir, faults)
            })
        });
        Profiles {
            book: dir.is_none().then(ProfileBook::default),
            dir,
            loading,
            keep: None,
            saving: Vec::new(),
            refreshing: None,
        }
    }

    /// Every profile, once read.
    pub fn book(&self) -> Option<&ProfileBook> {
        self.book.as_ref()
    }

    /// The folder where rated games are kept for the history (None: nowhere).
    pub fn games_dir(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join("games"))
    }

    /// Takes the answers of the files worker: what the status bar must say, if anything.
    pub fn poll(&mut self) -> Option<String> {
        let mut notice = None;
        while let Some(answer) = self.saving.first().and_then(Pending::poll) {
            self.saving.remove(0);
            match answer {
                // The file as written holds this window's changes and any other's;
                // a later change still on its way is applied again when it answers.
                Ok(Ok(book)) if self.saving.is_empty() => self.book = Some(book),
                Ok(Ok(_)) => {}
                Ok(Err(e)) => notice = Some(t!("profiles-not-saved", error = e.to_string())),
                Err(lost) => notice = Some(t!("profiles-not-saved", error = lost.to_string())),
            }
        }
        if let Some(answer) = self.refreshing.as_ref().and_then(Pending::poll) {
            self.refreshing = None;
            // A change on its way brings the file with it when it answers.
            if let Ok(Some(book)) = answer
                && self.saving.is_empty()
                && self.book.is_some()
            {
                self.book = Some(book);
            }
        }
        notice.or_else(|| self.poll_loading())
    }

    /// Reads `profiles.json` again (the New game dialog and the Profiles window open
    /// with what other windows added), unless it is still being read or changed, or
    /// must be left alone; a file that does not read now leaves the profiles as they
    /// are.
    pub fn refresh(&mut self, files: &Files) {
        let Some(dir) = &self.dir else { return };
        if self.loading.is_some() || self.keep.is_some() || self.refreshing.is_some() {
            return;
        }
        let dir = dir.clone();
        self.refreshing =
            Some(files.read_own(t!("profiles-reading"), move |_| store::read_now(&dir)));
    }

    fn poll_loading(&mut self) -> Option<String> {
        let answer = self.loading.as_ref()?.poll()?;
        self.loading = None;
        let (book, notice) = match answer {
            Ok(Loaded::Nothing) => (ProfileBook::default(), None),
            Ok(Loaded::Book(book)) => (book, None),
            Ok(Loaded::KeptAside { error, aside }) => match aside {
                Ok(kept) => (
                    ProfileBook::default(),
                    Some(t!(
                        "profiles-not-read-kept",
                        error = error.to_string(),
                        file = shown(&kept)
                    )),
                ),
                Err(e) => {
                    self.keep = Some(e.to_string());
                    (
                        ProfileBook::default(),
                        Some(t!(
                            "profiles-not-read-not-moved",
                            error = error.to_string(),
                            reason = e.to_string()
                        )),
                    )
                }
            },
            Ok(Loaded::Repaired {
                book,
                repairs,
                aside,
                written,
            }) => {
                let what = repairs.join("; ");
                let notice = match (aside, written) {
                    (Ok(kept), Ok(())) => t!(
                        "profiles-repaired-kept",
                        repairs = what.as_str(),
                        file = shown(&kept)
                    ),
                    (Ok(kept), Err(e)) => {
                        self.keep = Some(e.to_string());
                        t!(
                            "profiles-repaired-not-written",
                            repairs = what.as_str(),
                            file = shown(&kept),
                            reason = e.to_string()
                        )
                    }
                    (Err(e), _) => {
                        self.keep = Some(e.to_string());
                        t!(
                            "profiles-repaired-not-kept",
                            repairs = what.as_str(),
                            reason = e.to_string()
                        )
                    }
                };
                (book, Some(notice))
            }
            Ok(Loaded::Unreadable(error)) => {
                self.keep = Some(error.to_string());
                (
                    ProfileBook::default(),
                    Some(t!("profiles-not-read", error = error.to_string())),
                )
            }
            Err(lost) => {
                self.keep = Some(lost.to_string());
                (
                    ProfileBook::default(),
                    Some(t!("profiles-not-read-lost", error = lost.to_string())),
                )
            }
        };
        self.book = Some(book);
        notice
    }

    /// Adds a profile called `name` (trimmed; not empty, not taken) and writes the
    /// store; the name as kept.
    pub fn add(&mut self, name: &str, files: &Files) -> Result<String, String> {
        let Some(book) = &self.book else {
            return Err(t!("profiles-still-reading"));
        };
        let name = name.trim();
        if name.is_empty() {
            return Err(t!("profiles-name-needed"));
        }
        if name.chars().count() > MAX_NAME_CHARS {
            return Err(t!("profiles-name-too-long", max = MAX_NAME_CHARS));
        }
        if book.profiles.iter().any(|p| p.name == name) {
            return Err(t!("profiles-name-taken", name = name));
        }
        self.change(Change::Add(name.to_string()), files)?;
        Ok(name.to_string())
    }

    /// Makes `change` here at once and, on the files worker, to `profiles.json` as it
    /// is then (read again, changed, written atomically), unless the file must not be
    /// written over.
    pub fn change(&mut self, change: Change, files: &Files) -> Result<(), String> {
        let Some(book) = &mut self.book else {
            return Err(t!("profiles-still-reading"));
        };
        change.apply(book);
        let Some(dir) = &self.dir else {
            return Ok(());
        };
        if let Some(why) = &self.keep {
            return Err(t!("profiles-not-saved-because", why = why.as_str()));
        }
        let (dir, ours) = (dir.clone(), book.clone());
        self.saving
            .push(files.read_own(t!("profiles-saving"), move |faults| {
                store::change_file(&dir, &ours, faults, |book| change.apply(book))
            }));
        Ok(())
    }

    /// A write of the store has ended: the status bar's text if it failed.
    pub fn on_written(&self, written: &Written) -> Option<String> {
        let e = written.result.as_ref().err()?;
        Some(t!("profiles-not-saved-file", error = e.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_profile_needs_a_name_of_its_own() {
        let files = Files::new();
        let mut profiles = Profiles::default();
        profiles.add("Ada", &files).expect("added");
        assert!(profiles.add(" Ada ", &files).is_err(), "the same name");
        assert!(profiles.add("  ", &files).is_err(), "no name");
        let book = profiles.book().expect("kept nowhere, so known at once");
        assert_eq!(book.profiles.len(), 1);
        assert_eq!(book.profiles[0].name, "Ada");
        assert!(!files.busy(), "nothing is written without a data directory");
    }
}
