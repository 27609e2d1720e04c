//! Files: reading with the size limit checked first, atomic writing, and the autosave.
//!
//! A save writes a temporary file in the target's directory, flushes it to the disk,
//! then renames it over the target: a reader (or the next start after a crash) sees the
//! old file or the new one, never a torn one. A process killed between the two leaves
//! at most one stray `.NAME.XXXXXX.tmp` file, which nothing reads; the autosave's strays
//! are removed when the autosave is next loaded.
use super::error::{LoadError, SaveError};
use super::read::{LoadedGame, load_bytes};
use super::schema::{GameRecord, MAX_FILE_BYTES};
use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// The autosave's file name inside the autosave directory.
pub const AUTOSAVE_FILE: &str = "autosave.json";

/// Reads and replays a saved game file. The size is checked before the file is read
/// whole, and again while reading (the file may grow meanwhile).
pub fn load_file(path: &Path) -> Result<LoadedGame, LoadError> {
    let io_error = |source| LoadError::Io {
        path: path.to_path_buf(),
        source,
    };
    let file = File::open(path).map_err(io_error)?;
    let size = file.metadata().map_err(io_error)?.len();
    if size > MAX_FILE_BYTES {
        return Err(LoadError::TooLarge {
            size,
            limit: MAX_FILE_BYTES,
        });
    }
    let mut bytes = Vec::with_capacity(size as usize);
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io_error)?;
    load_bytes(&bytes)
}

/// Writes `record` to `path` atomically (see [`write_atomic`]).
pub fn save_atomic(path: &Path, record: &GameRecord) -> Result<(), SaveError> {
    let text = record.to_json()?;
    write_atomic(path, text.as_bytes()).map_err(|source| SaveError::Io {
        path: path.to_path_buf(),
        source,
    })
}

/// Writes `bytes` to `path` atomically, the project's one atomic writer (saves, the
/// autosave, and the app's own files): a named temporary file `.NAME.XXXXXX.tmp` in the
/// same directory, flushed to the disk, then renamed over `path`, and the directory
/// flushed so that the rename survives a power cut. A reader sees the old file or the
/// new one, never a torn one; on an error the temporary file is removed. Only a
/// regular file is replaced: a link is followed to its file, anything else refused
/// ([`super::write_target`]).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomic_with(path, |file| file.write_all(bytes))
}

/// [`write_atomic`] with the bytes written by `write` into the temporary file (the
/// app's file layer writes through it, and its tests inject a disk that fills up): an
/// error from `write` leaves `path` as it was and removes the temporary file.
pub fn write_atomic_with(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    let target = super::write_target(path)?;
    let path = target.as_path();
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"))?;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let mut prefix = OsString::from(".");
    prefix.push(name);
    prefix.push(".");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp");
    // The mode a plain new file gets (0666 less the umask), not the temporary file's
    // private 0600: the rename gives the saved file this mode.
    #[cfg(unix)]
    builder.permissions(std::os::unix::fs::PermissionsExt::from_mode(0o666));
    let mut tmp = builder.tempfile_in(&dir)?;
    write(tmp.as_file_mut())?;
    tmp.as_file().sync_all()?;
    // A failed rename hands the temporary file back; dropping it removes it.
    tmp.persist(path).map_err(|e| e.error)?;
    sync_dir(&dir);
    Ok(())
}

/// Flushes a directory entry change (the rename) to the disk where the system allows
/// it; the file itself is already safe, so a failure here is not reported.
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

/// The autosave file inside `dir`.
pub fn autosave_path(dir: &Path) -> PathBuf {
    dir.join(AUTOSAVE_FILE)
}

/// Writes the autosave in `dir` (created if missing), atomically.
pub fn save_autosave(dir: &Path, record: &GameRecord) -> Result<(), SaveError> {
    fs::create_dir_all(dir).map_err(|source| SaveError::Io {
        path: dir.to_path_buf(),
        source,
    })?;
    save_atomic(&autosave_path(dir), record)
}

/// The autosaved game in `dir`: None if there is none, else the game or why it cannot
/// be loaded. Temporary files left by a process killed in the middle of a save are
/// removed on the way (see [`remove_stale_temporaries`]).
pub fn load_autosave(dir: &Path) -> Option<Result<LoadedGame, LoadError>> {
    remove_stale_temporaries(dir, STALE_AFTER);
    let path = autosave_path(dir);
    match load_file(&path) {
        Err(LoadError::Io { source, .. }) if source.kind() == io::ErrorKind::NotFound => None,
        other => Some(other),
    }
}

/// How old an autosave temporary file must be to count as left by a killed process: a
/// live save holds its temporary file for milliseconds.
pub const STALE_AFTER: Duration = Duration::from_secs(600);

/// Removes the autosave's temporary files in `dir` older than `age`; errors are ignored
/// (a stray file is harmless). Returns how many were removed.
pub fn remove_stale_temporaries(dir: &Path, age: Duration) -> usize {
    remove_stale_temporaries_of(dir, AUTOSAVE_FILE, age)
}

/// Removes the temporary files of [`write_atomic`] for the file `name` in `dir` older
/// than `age` (the app keeps a second window's autosave under another name); errors are
/// ignored. Returns how many were removed.
pub fn remove_stale_temporaries_of(dir: &Path, name: &str, age: Duration) -> usize {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let prefix = format!(".{name}.");
    let now = SystemTime::now();
    let mut removed = 0;
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if !(name.starts_with(&prefix) && name.ends_with(".tmp")) {
            continue;
        }
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| now.duration_since(t).ok())
            .is_some_and(|d| d >= age);
        if old && fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// Removes the autosave in `dir` (when a game is finished and dismissed); no autosave
/// is not an error.
pub fn remove_autosave(dir: &Path) -> io::Result<()> {
    match fs::remove_file(autosave_path(dir)) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temporaries(dir: &Path) -> Vec<String> {
        fs::read_dir(dir)
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .filter(|n| n.ends_with(".tmp"))
                    .collect()
            })
            .unwrap_or_default()
    }

    #[test]
    fn write_atomic_replaces_the_file_and_leaves_no_temporary() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let path = dir.path().join("game.json");
        write_atomic(&path, b"one").unwrap_or_else(|e| panic!("{e}"));
        write_atomic(&path, b"two").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(fs::read(&path).ok().as_deref(), Some(&b"two"[..]));
        assert_eq!(temporaries(dir.path()), Vec::<String>::new());
        #[cfg(target_os = "linux")]
        {
            use std::os::unix::fs::PermissionsExt;
            // The mode of a plain new file (0666 less the umask), never the private 0600
            // of a temporary file.
            let status = fs::read_to_string("/proc/self/status").unwrap_or_default();
            let umask = status
                .lines()
                .find_map(|l| l.strip_prefix("Umask:"))
                .and_then(|u| u32::from_str_radix(u.trim(), 8).ok());
            if let Some(umask) = umask {
                let mode = fs::metadata(&path).map(|m| m.permissions().mode() & 0o777);
                assert_eq!(mode.ok(), Some(0o666 & !umask));
            }
        }
    }

    #[test]
    fn a_failing_writer_leaves_the_old_file_and_no_temporary() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let path = dir.path().join("game.json");
        write_atomic(&path, b"old").unwrap_or_else(|e| panic!("{e}"));
        let full = write_atomic_with(&path, |w| {
            w.write_all(b"half")?;
            Err(io::Error::new(io::ErrorKind::StorageFull, "disk full"))
        });
        assert_eq!(full.map_err(|e| e.kind()), Err(io::ErrorKind::StorageFull));
        assert_eq!(fs::read(&path).ok().as_deref(), Some(&b"old"[..]));
        assert_eq!(temporaries(dir.path()), Vec::<String>::new());
    }

    #[test]
    fn write_atomic_fails_cleanly() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let missing = dir.path().join("no-such-dir").join("game.json");
        assert!(write_atomic(&missing, b"x").is_err());
        // A directory in the way of the rename: the temporary file is removed.
        let blocked = dir.path().join("blocked");
        fs::create_dir_all(blocked.join("inner")).unwrap_or_else(|e| panic!("{e}"));
        assert!(write_atomic(&blocked, b"x").is_err());
        assert_eq!(temporaries(dir.path()), Vec::<String>::new());
        assert!(write_atomic(Path::new("/"), b"x").is_err(), "no file name");
    }
}
