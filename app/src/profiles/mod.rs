//! Players' profiles (issue 18): local players with their ratings per rating family
//! and references to their games, kept in `profiles.json` in the data directory
//! (`store.rs`). Only the store exists so far; the New game dialog, Glicko-2 and the
//! history page come with issue 18. Two windows on one data directory share the file:
//! the last one to write wins (issue 18 should read it again before writing).
pub mod store;

pub use store::{GameRef, Profile, ProfileBook, Rating};

use crate::files::read::shown;
use crate::files::{Files, Pending, WriteTag, Written};
use std::path::PathBuf;
use store::Loaded;

/// The profiles of the data directory, as the app holds them.
pub struct Profiles {
    dir: Option<PathBuf>,
    /// None until `profiles.json` has been read.
    book: Option<ProfileBook>,
    loading: Option<Pending<Loaded>>,
    /// Why `profiles.json` is not written this session (it could not be read, nor
    /// moved aside, and is never written over).
    keep: Option<String>,
}

impl Default for Profiles {
    /// No profiles, kept nowhere.
    fn default() -> Self {
        Profiles {
            dir: None,
            book: Some(ProfileBook::default()),
            loading: None,
            keep: None,
        }
    }
}

impl Profiles {
    /// Starts reading the profiles kept in `dir` (None: none are kept).
    pub fn start(dir: Option<PathBuf>, files: &Files) -> Profiles {
        let loading = dir.clone().map(|dir| {
            files.read("Reading the profiles", move |faults| {
                store::load(&dir, faults)
            })
        });
        Profiles {
            book: dir.is_none().then(ProfileBook::default),
            dir,
            loading,
            keep: None,
        }
    }

    /// Every profile, once read.
    pub fn book(&self) -> Option<&ProfileBook> {
        self.book.as_ref()
    }

    /// Takes the answer of the read: what the status bar must say, if anything.
    pub fn poll(&mut self) -> Option<String> {
        let answer = self.loading.as_ref()?.poll()?;
        self.loading = None;
        let not_read = "The profiles could not be read";
        let (book, notice) = match answer {
            Ok(Loaded::Nothing) => (ProfileBook::default(), None),
            Ok(Loaded::Book(book)) => (book, None),
            Ok(Loaded::KeptAside { error, aside }) => match aside {
                Ok(kept) => (
                    ProfileBook::default(),
                    Some(format!(
                        "{not_read} ({error}); the file was kept as {}.",
                        shown(&kept)
                    )),
                ),
                Err(e) => {
                    self.keep = Some(e.to_string());
                    (
                        ProfileBook::default(),
                        Some(format!(
                            "{not_read} ({error}) nor moved aside ({e}); they are not saved over it."
                        )),
                    )
                }
            },
            Ok(Loaded::Unreadable(error)) => {
                self.keep = Some(error.to_string());
                (
                    ProfileBook::default(),
                    Some(format!("{not_read} ({error}); they are not saved over it.")),
                )
            }
            Err(lost) => {
                self.keep = Some(lost.to_string());
                (ProfileBook::default(), Some(format!("{not_read}: {lost}")))
            }
        };
        self.book = Some(book);
        notice
    }

    /// Adds a profile called `name` and writes the store.
    pub fn add(&mut self, name: &str, files: &Files) -> Result<(), String> {
        let Some(book) = &mut self.book else {
            return Err("the profiles are still being read".into());
        };
        if name.trim().is_empty() {
            return Err("a profile needs a name".into());
        }
        if book.profiles.iter().any(|p| p.name == name.trim()) {
            return Err(format!("there is a profile called {} already", name.trim()));
        }
        book.profiles.push(Profile::new(name));
        self.save(files)
    }

    /// Writes the store (on the files worker), unless it must not be written over.
    pub fn save(&self, files: &Files) -> Result<(), String> {
        let (Some(dir), Some(book)) = (&self.dir, &self.book) else {
            return Ok(());
        };
        if let Some(why) = &self.keep {
            return Err(format!("the profiles are not saved: {why}"));
        }
        let bytes = store::to_json(book)?;
        files.write(dir.join(store::PROFILES_FILE), bytes, WriteTag::Profiles);
        Ok(())
    }

    /// A write of the store has ended: the status bar's text if it failed.
    pub fn on_written(&self, written: &Written) -> Option<String> {
        let e = written.result.as_ref().err()?;
        Some(format!("The profiles were not saved: profiles file {e}"))
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
