//! Reading the user's files, the one way the app does it: regular files only (a named
//! pipe, a device or a directory is refused with a message naming what it is, before
//! anything is opened for reading), the size checked before the file is read whole and
//! again while reading, and nothing read on the UI thread (the callers run these
//! functions on the files worker, see [`super::worker`]).
use std::fs::{self, File, Metadata};
use std::io::{self, Read};
use std::path::{Path, PathBuf};

/// Why a file could not be read. Every message starts with the path.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    Missing {
        path: PathBuf,
    },
    NotRegular {
        path: PathBuf,
        what: &'static str,
    },
    TooLarge {
        path: PathBuf,
        size: u64,
        limit: u64,
    },
    NotText {
        path: PathBuf,
        offset: usize,
    },
    Io {
        path: PathBuf,
        kind: io::ErrorKind,
        message: String,
    },
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            ReadError::Missing { path } => t!("files-not-found", file = shown(path)),
            ReadError::NotRegular { path, what } => {
                t!("files-not-regular", file = shown(path), what = *what)
            }
            ReadError::TooLarge { path, size, limit } => t!(
                "files-too-large",
                file = shown(path),
                size = *size,
                limit = *limit
            ),
            ReadError::NotText { path, offset } => {
                t!("files-not-text", file = shown(path), offset = *offset)
            }
            ReadError::Io { path, message, .. } => t!(
                "files-not-read",
                file = shown(path),
                error = message.as_str()
            ),
        };
        f.write_str(&text)
    }
}

impl ReadError {
    /// The file the error is about.
    pub fn path(&self) -> &Path {
        match self {
            ReadError::Missing { path }
            | ReadError::NotRegular { path, .. }
            | ReadError::TooLarge { path, .. }
            | ReadError::NotText { path, .. }
            | ReadError::Io { path, .. } => path,
        }
    }

    /// Whether the file is there but is no file the app can use (not a regular file,
    /// too large, not text): such a file of the app's own is moved aside. An I/O error
    /// (permissions, a failing disk) may pass; the file is then left alone.
    pub fn is_unusable(&self) -> bool {
        matches!(
            self,
            ReadError::NotRegular { .. } | ReadError::TooLarge { .. } | ReadError::NotText { .. }
        )
    }

    pub(crate) fn io(path: &Path, e: &io::Error) -> ReadError {
        if e.kind() == io::ErrorKind::NotFound {
            ReadError::Missing {
                path: path.to_path_buf(),
            }
        } else {
            ReadError::Io {
                path: path.to_path_buf(),
                kind: e.kind(),
                message: e.to_string(),
            }
        }
    }
}

/// A path as messages show it: whole, with control characters escaped (a file name may
/// hold terminal escapes).
pub fn shown(path: &Path) -> String {
    otherworlds_core::quote::escape_all(&path.display().to_string())
}

/// What a file that is not a regular file is, for messages ("a directory"): the core's
/// words, which its writers use too.
pub use otherworlds_core::record::what_it_is;

fn check(path: &Path, meta: &Metadata, limit: u64) -> Result<(), ReadError> {
    if !meta.is_file() {
        return Err(ReadError::NotRegular {
            path: path.to_path_buf(),
            what: what_it_is(meta),
        });
    }
    if meta.len() > limit {
        return Err(ReadError::TooLarge {
            path: path.to_path_buf(),
            size: meta.len(),
            limit,
        });
    }
    Ok(())
}

/// Opens a file for reading without waiting: a named pipe put in the file's place after
/// it was looked at must not block the worker (on Unix, `O_NONBLOCK`; a regular file
/// ignores it).
fn open(path: &Path) -> io::Result<File> {
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, libc::O_NONBLOCK);
    options.open(path)
}

/// The bytes of the regular file at `path`, at most `limit` of them: anything else is
/// refused before it is read (see the module documentation).
pub fn read_regular(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let meta = fs::metadata(path).map_err(|e| ReadError::io(path, &e))?;
    check(path, &meta, limit)?;
    let file = open(path).map_err(|e| ReadError::io(path, &e))?;
    // The file may have been replaced between the look and the open: look again at
    // what was opened.
    let meta = file.metadata().map_err(|e| ReadError::io(path, &e))?;
    check(path, &meta, limit)?;
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| ReadError::io(path, &e))?;
    if bytes.len() as u64 > limit {
        // It grew while it was read.
        return Err(ReadError::TooLarge {
            path: path.to_path_buf(),
            size: bytes.len() as u64,
            limit,
        });
    }
    Ok(bytes)
}

/// The text of the regular file at `path` (see [`read_regular`]), which must be UTF-8.
pub fn read_text(path: &Path, limit: u64) -> Result<String, ReadError> {
    let bytes = read_regular(path, limit)?;
    String::from_utf8(bytes).map_err(|e| ReadError::NotText {
        path: path.to_path_buf(),
        offset: e.utf8_error().valid_up_to(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_regular_file_is_read_within_its_limit() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("a.txt");
        fs::write(&path, "hello").expect("written");
        assert_eq!(read_text(&path, 5).as_deref(), Ok("hello"));
        let err = read_regular(&path, 4).expect_err("too large");
        assert!(matches!(
            err,
            ReadError::TooLarge {
                size: 5,
                limit: 4,
                ..
            }
        ));
        assert!(
            err.to_string().contains("5 bytes, the limit is 4 bytes"),
            "{err}"
        );
    }

    #[test]
    fn a_directory_a_missing_file_and_bad_text_are_named() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let err = read_regular(dir.path(), 100).expect_err("a directory");
        assert!(
            err.to_string()
                .ends_with("is a directory, not a regular file")
        );
        assert!(err.is_unusable());
        let missing = dir.path().join("gone");
        assert!(matches!(
            read_regular(&missing, 100),
            Err(ReadError::Missing { .. })
        ));
        let bad = dir.path().join("bad.ron");
        fs::write(&bad, b"ab\xffcd").expect("written");
        let err = read_text(&bad, 100).expect_err("not UTF-8");
        assert_eq!(
            err,
            ReadError::NotText {
                path: bad.clone(),
                offset: 2
            }
        );
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_fifo_and_a_device_are_refused_without_waiting() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let pipe = dir.path().join("pipe");
        let made = std::process::Command::new("mkfifo").arg(&pipe).status();
        if made.is_ok_and(|s| s.success()) {
            let err = read_regular(&pipe, 100).expect_err("a pipe");
            assert!(err.to_string().contains("is a named pipe (FIFO)"), "{err}");
        }
        let err = read_regular(Path::new("/dev/zero"), 100).expect_err("a device");
        assert!(err.to_string().contains("a character device"), "{err}");
    }

    #[test]
    fn control_characters_of_a_path_are_escaped() {
        let err = ReadError::Missing {
            path: PathBuf::from("/tmp/\u{1b}[31mred"),
        };
        assert!(!err.to_string().contains('\u{1b}'), "{err}");
        assert!(err.to_string().contains("\\u{1b}[31mred"), "{err}");
    }
}
