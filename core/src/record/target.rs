//! Where a write goes, the one rule every writer of the project follows (the atomic
//! writer, so the app's file layer, saves, the autosave, `otherworlds diagram -o` and
//! the command-line tool's `--out` files): a regular file is replaced; a symbolic link
//! is followed, so the file it leads to is replaced and the link kept; anything else
//! (a directory, a named pipe, a device, a socket, a link to nothing) is left alone and
//! named in the error, so that no write ever turns `/dev/null` or a pipe into a file.
use std::fs::{self, Metadata};
use std::io;
use std::path::{Path, PathBuf};

/// A path a write was refused at: what is there instead of a regular file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{} is {what}, not a regular file, so nothing was written there", crate::quote::escape_all(&.path.display().to_string()))]
pub struct NotRegular {
    pub path: PathBuf,
    pub what: &'static str,
}

impl From<NotRegular> for io::Error {
    fn from(e: NotRegular) -> io::Error {
        io::Error::new(io::ErrorKind::InvalidInput, e)
    }
}

/// What a file that is not a regular file is, for messages ("a directory").
pub fn what_it_is(meta: &Metadata) -> &'static str {
    let kind = meta.file_type();
    if kind.is_dir() {
        return "a directory";
    }
    if kind.is_symlink() {
        return "a symbolic link";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return "a named pipe (FIFO)";
        }
        if kind.is_socket() {
            return "a socket";
        }
        if kind.is_char_device() {
            return "a character device";
        }
        if kind.is_block_device() {
            return "a block device";
        }
    }
    "a special file"
}

/// The file a write to `path` replaces (see the module documentation): `path` itself
/// when nothing or a regular file is there, the file its links lead to for a link to a
/// regular file, else the refusal. A path that cannot be looked at (a folder without
/// permission) is returned as it is: the write then fails with the system's reason.
pub fn write_target(path: &Path) -> Result<PathBuf, NotRegular> {
    let refused = |what| NotRegular {
        path: path.to_path_buf(),
        what,
    };
    let Ok(meta) = fs::symlink_metadata(path) else {
        return Ok(path.to_path_buf());
    };
    if meta.is_file() {
        return Ok(path.to_path_buf());
    }
    if !meta.file_type().is_symlink() {
        return Err(refused(what_it_is(&meta)));
    }
    let target = fs::canonicalize(path).map_err(|_| refused("a symbolic link to nothing"))?;
    match fs::metadata(&target) {
        Ok(meta) if meta.is_file() => Ok(target),
        Ok(meta) => Err(refused(match what_it_is(&meta) {
            "a directory" => "a symbolic link to a directory",
            "a named pipe (FIFO)" => "a symbolic link to a named pipe (FIFO)",
            "a character device" | "a block device" => "a symbolic link to a device",
            _ => "a symbolic link to a special file",
        })),
        Err(_) => Err(refused("a symbolic link to nothing")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_or_a_regular_file_is_written_in_place() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let path = dir.path().join("a.svg");
        assert_eq!(write_target(&path), Ok(path.clone()));
        fs::write(&path, "x").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(write_target(&path), Ok(path.clone()));
        let err = write_target(dir.path()).expect_err("a directory");
        assert_eq!(err.what, "a directory");
        assert!(
            err.to_string()
                .ends_with("is a directory, not a regular file, so nothing was written there"),
            "{err}"
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_link_is_followed_to_its_file_and_a_link_to_nothing_or_a_device_refused() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let file = dir.path().join("real.svg");
        fs::write(&file, "x").unwrap_or_else(|e| panic!("{e}"));
        let link = dir.path().join("link.svg");
        std::os::unix::fs::symlink(&file, &link).unwrap_or_else(|e| panic!("{e}"));
        let real = fs::canonicalize(&file).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(write_target(&link), Ok(real));
        let dangling = dir.path().join("dangling.svg");
        std::os::unix::fs::symlink(dir.path().join("gone"), &dangling)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            write_target(&dangling).map_err(|e| e.what),
            Err("a symbolic link to nothing")
        );
        let null = dir.path().join("null.svg");
        std::os::unix::fs::symlink("/dev/null", &null).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            write_target(&null).map_err(|e| e.what),
            Err("a symbolic link to a device")
        );
        assert_eq!(
            write_target(Path::new("/dev/null")).map_err(|e| e.what),
            Err("a character device")
        );
    }
}
