//! Writing the user's files, the one way the app does it: through the core's atomic
//! writer (a temporary file beside the target, flushed, renamed over it), never over
//! something that is not a regular file, and moving a file the app cannot read aside
//! (`NAME.broken-20261201T112233Z`) instead of overwriting it. Like reading, it runs on
//! the files worker, never on the UI thread.
//!
//! [`Faults`] lets the app's tests make the disk fail (full after a number of bytes,
//! read-only) through this same path; nothing sets them in a user's build.
use super::read::shown;
use otherworlds_core::record::{Timestamp, write_atomic_with, write_target};
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// Why a file could not be written; the file on disk is as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WriteError {
    NotRegular {
        path: PathBuf,
        what: &'static str,
    },
    Io {
        path: PathBuf,
        kind: io::ErrorKind,
        message: String,
    },
}

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            WriteError::NotRegular { path, what } => {
                t!("files-write-not-regular", file = shown(path), what = *what)
            }
            WriteError::Io { path, message, .. } => t!(
                "files-not-written",
                file = shown(path),
                error = message.as_str()
            ),
        };
        f.write_str(&text)
    }
}

impl WriteError {
    fn io(path: &Path, e: &io::Error) -> WriteError {
        WriteError::Io {
            path: path.to_path_buf(),
            kind: e.kind(),
            message: e.to_string(),
        }
    }
}

/// Disk faults the tests inject (see the module documentation).
#[derive(Debug)]
pub struct Faults {
    /// How many more bytes the disk takes before it is full (`u64::MAX`: no limit).
    room: AtomicU64,
    /// Every write, folder creation and rename fails as on a read-only file system.
    read_only: AtomicBool,
}

impl Default for Faults {
    fn default() -> Self {
        Faults {
            room: AtomicU64::new(u64::MAX),
            read_only: AtomicBool::new(false),
        }
    }
}

impl Faults {
    /// The disk takes `bytes` more bytes, then every write fails as a full disk does.
    pub fn fill_disk_after(&self, bytes: u64) {
        self.room.store(bytes, Ordering::SeqCst);
    }

    /// The disk is read-only (`true`) or writable again.
    pub fn set_read_only(&self, read_only: bool) {
        self.read_only.store(read_only, Ordering::SeqCst);
    }

    /// No fault from now on.
    pub fn clear(&self) {
        self.room.store(u64::MAX, Ordering::SeqCst);
        self.read_only.store(false, Ordering::SeqCst);
    }

    fn refuse(&self, path: &Path) -> Result<(), WriteError> {
        if self.read_only.load(Ordering::SeqCst) {
            return Err(WriteError::Io {
                path: path.to_path_buf(),
                kind: io::ErrorKind::ReadOnlyFilesystem,
                message: system_error(30, io::ErrorKind::ReadOnlyFilesystem).to_string(),
            });
        }
        Ok(())
    }
}

/// The error the system gives for `code` (EROFS 30, ENOSPC 28 on Linux and macOS: "Read-only
/// file system (os error 30)"), so a fault reads as the real one does; elsewhere the
/// kind's own words.
fn system_error(code: i32, kind: io::ErrorKind) -> io::Error {
    if cfg!(unix) {
        io::Error::from_raw_os_error(code)
    } else {
        io::Error::from(kind)
    }
}

/// A writer that takes what the disk's room allows, then fails as a full disk.
struct Limited<'a> {
    inner: &'a mut dyn Write,
    faults: &'a Faults,
}

impl Write for Limited<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let room = self.faults.room.load(Ordering::SeqCst);
        if room == 0 && !buf.is_empty() {
            return Err(system_error(28, io::ErrorKind::StorageFull));
        }
        let take = buf.len().min(usize::try_from(room).unwrap_or(usize::MAX));
        let n = self.inner.write(&buf[..take])?;
        if room != u64::MAX {
            self.faults.room.fetch_sub(n as u64, Ordering::SeqCst);
        }
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// Writes `bytes` to `path` atomically, creating its folder first if `make_folder` (the
/// app's own files; a file the user chose goes only where a folder is). The core's rule
/// of where a write goes (`otherworlds_core::record::write_target`, which the command
/// line's writers follow too): a link is followed to the file it leads to, and
/// something other than a regular file (a directory, a pipe, a device, a link to
/// nothing) is left alone and reported.
pub fn write_file(
    path: &Path,
    bytes: &[u8],
    make_folder: bool,
    faults: &Faults,
) -> Result<(), WriteError> {
    let target = write_target(path).map_err(|e| WriteError::NotRegular {
        path: path.to_path_buf(),
        what: e.what,
    })?;
    let path = target.as_path();
    faults.refuse(path)?;
    if let Some(parent) = path.parent()
        && make_folder
        && !parent.as_os_str().is_empty()
    {
        fs::create_dir_all(parent).map_err(|e| WriteError::io(parent, &e))?;
    }
    write_atomic_with(path, |file| {
        Limited {
            inner: file,
            faults,
        }
        .write_all(bytes)
    })
    .map_err(|e| WriteError::io(path, &e))
}

/// `20261201T112233Z`: the moment in a file name (no `:`, which Windows refuses).
pub fn file_stamp(at: Timestamp) -> String {
    at.to_rfc3339().replace(['-', ':'], "")
}

/// Where [`move_aside`] puts `path` at `at`: `NAME.broken-STAMP`, or with `-2`, `-3` ...
/// after it if that name is taken. `label` is `broken`, or `newer` for a file a newer
/// version of the app wrote.
pub fn aside_path(path: &Path, label: &str, at: Timestamp) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".into());
    let base = format!("{name}.{label}-{}", file_stamp(at));
    let mut candidate = path.with_file_name(&base);
    let mut n = 2;
    while fs::symlink_metadata(&candidate).is_ok() {
        candidate = path.with_file_name(format!("{base}-{n}"));
        n += 1;
    }
    candidate
}

/// Moves a file the app cannot read out of the way (renamed beside itself, see
/// [`aside_path`]), so that nothing ever overwrites it; returns where it went.
pub fn move_aside(path: &Path, faults: &Faults) -> Result<PathBuf, WriteError> {
    move_aside_as(path, "broken", faults)
}

/// [`move_aside`] with another label in the new name (see [`aside_path`]).
pub fn move_aside_as(path: &Path, label: &str, faults: &Faults) -> Result<PathBuf, WriteError> {
    faults.refuse(path)?;
    let target = aside_path(path, label, Timestamp::now());
    fs::rename(path, &target).map_err(|e| WriteError::io(path, &e))?;
    Ok(target)
}

/// Keeps `bytes`, a file's content as read from `path`, beside it (see [`aside_path`])
/// before the app writes a repaired file over it; returns where they went.
pub fn copy_aside_as(
    path: &Path,
    bytes: &[u8],
    label: &str,
    faults: &Faults,
) -> Result<PathBuf, WriteError> {
    let target = aside_path(path, label, Timestamp::now());
    write_file(&target, bytes, false, faults)?;
    Ok(target)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .expect("listed")
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_full_disk_leaves_the_old_file_and_no_temporary() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("autosave.json");
        let faults = Faults::default();
        write_file(&path, b"the old game", true, &faults).expect("written");
        faults.fill_disk_after(4);
        let err = write_file(&path, b"the new game", true, &faults).expect_err("full");
        assert!(
            matches!(
                err,
                WriteError::Io {
                    kind: io::ErrorKind::StorageFull,
                    ..
                }
            ),
            "{err}"
        );
        assert!(err.to_string().contains("No space left on device"), "{err}");
        assert_eq!(fs::read(&path).ok().as_deref(), Some(&b"the old game"[..]));
        assert_eq!(names(dir.path()), ["autosave.json"]);
        faults.clear();
        write_file(&path, b"the new game", true, &faults).expect("room again");
        assert_eq!(fs::read(&path).ok().as_deref(), Some(&b"the new game"[..]));
    }

    #[test]
    fn a_read_only_disk_and_a_directory_in_the_way_are_reported() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let faults = Faults::default();
        faults.set_read_only(true);
        let path = dir.path().join("theme.ron");
        let err = write_file(&path, b"x", true, &faults).expect_err("read-only");
        assert!(err.to_string().contains("Read-only file system"), "{err}");
        assert!(move_aside(&path, &faults).is_err());
        faults.set_read_only(false);
        let folder = dir.path().join("game.json");
        fs::create_dir(&folder).expect("a folder");
        let err = write_file(&folder, b"x", true, &faults).expect_err("a directory");
        assert!(
            err.to_string()
                .contains("is a directory, not a regular file"),
            "{err}"
        );
        assert!(folder.is_dir());
        // A missing folder is made for the app's own files only.
        let nested = dir.path().join("a/b/c.json");
        assert!(write_file(&nested, b"x", false, &faults).is_err());
        write_file(&nested, b"x", true, &faults).expect("written");
    }

    #[test]
    fn a_file_moved_aside_keeps_its_bytes_and_never_takes_a_used_name() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let faults = Faults::default();
        let path = dir.path().join("theme.ron");
        let at = Timestamp::parse_rfc3339("2026-12-01T11:22:33Z").expect("a date");
        assert_eq!(file_stamp(at), "20261201T112233Z");
        let first = aside_path(&path, "broken", at);
        assert_eq!(
            first.file_name().and_then(|n| n.to_str()),
            Some("theme.ron.broken-20261201T112233Z")
        );
        fs::write(&first, "taken").expect("written");
        let second = aside_path(&path, "broken", at);
        assert_eq!(
            second.file_name().and_then(|n| n.to_str()),
            Some("theme.ron.broken-20261201T112233Z-2")
        );
        fs::write(&path, "broken (").expect("written");
        let moved = move_aside(&path, &faults).expect("moved");
        assert!(!path.exists());
        assert_eq!(fs::read_to_string(&moved).ok().as_deref(), Some("broken ("));
    }
}
