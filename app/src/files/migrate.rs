//! Moves the data folders of versions before the application id (`super::APP_ID`) to
//! the folders named by it, once, at start-up, before anything reads them. Nothing is
//! lost: a folder is renamed whole when its new place is free; otherwise its entries are
//! moved one by one into the new folder, and an entry whose name is taken there stays in
//! the old folder (both kept, the old one reported). An entry that cannot be renamed
//! (another file system) is copied and its original left in place.
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// The folders of the versions before the application id, as those versions computed
/// them (eframe's storage folder of the app name "Otherworlds", and `directories`'
/// config folder of "otherworlds"), each with the folder it moves to.
pub fn old_and_new() -> Vec<(PathBuf, PathBuf)> {
    let old_data = eframe::storage_dir("Otherworlds");
    let old_config =
        directories::ProjectDirs::from("", "", "otherworlds").map(|d| d.config_dir().to_path_buf());
    [
        (old_data, super::data_dir()),
        (old_config, super::config_dir()),
    ]
    .into_iter()
    .filter_map(|(old, new)| Some((old?, new?)))
    .collect()
}

/// Moves every old folder to its new place (`old_and_new`); what could not be moved,
/// one line each (the old files are then still where they were).
pub fn move_old_folders() -> Vec<String> {
    let mut problems = Vec::new();
    for (old, new) in old_and_new() {
        match migrate(&old, &new) {
            Ok(moved) => problems.extend(moved.kept.iter().map(|path| {
                t!(
                    "files-migrate-kept",
                    old = path.display().to_string(),
                    new = new.display().to_string()
                )
            })),
            Err(e) => problems.push(t!(
                "files-migrate-failed",
                old = old.display().to_string(),
                new = new.display().to_string(),
                error = e.to_string()
            )),
        }
        // Windows: the old data and config folders were `Otherworlds\data` and
        // `otherworlds\config` in one (case-insensitive) folder, left empty now.
        if cfg!(windows)
            && let Some(parent) = old.parent()
        {
            let _ = fs::remove_dir(parent);
        }
    }
    problems
}

/// What [`migrate`] did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Moved {
    /// Files and folders now in the new folder (the old folder itself when it was
    /// renamed whole).
    pub moved: Vec<PathBuf>,
    /// Old files left where they were because the new folder has a file of that name.
    pub kept: Vec<PathBuf>,
}

/// Moves the folder `old` to `new`: renamed whole when `new` does not exist, else
/// merged into it (entries whose names are free moved, folders of the same name merged,
/// files of a taken name kept in `old`); `old` is removed once empty. No `old` folder,
/// or `old` and `new` the same path: nothing to do.
pub fn migrate(old: &Path, new: &Path) -> io::Result<Moved> {
    let mut moved = Moved::default();
    let is_dir = fs::symlink_metadata(old).is_ok_and(|m| m.is_dir());
    if !is_dir || old == new {
        return Ok(moved);
    }
    if fs::symlink_metadata(new).is_err() {
        if let Some(parent) = new.parent() {
            fs::create_dir_all(parent)?;
        }
        if fs::rename(old, new).is_ok() {
            moved.moved.push(new.to_path_buf());
            return Ok(moved);
        }
        // Another file system: merged below into a new, empty folder.
        fs::create_dir_all(new)?;
    }
    merge(old, new, &mut moved)?;
    Ok(moved)
}

fn merge(old: &Path, new: &Path, moved: &mut Moved) -> io::Result<()> {
    for entry in fs::read_dir(old)? {
        let entry = entry?;
        let from = entry.path();
        let to = new.join(entry.file_name());
        let from_dir = entry.file_type()?.is_dir();
        match fs::symlink_metadata(&to) {
            Ok(there) if from_dir && there.is_dir() => merge(&from, &to, moved)?,
            Ok(_) => moved.kept.push(from),
            Err(_) => {
                if fs::rename(&from, &to).is_err() {
                    copy(&from, &to)?;
                }
                moved.moved.push(to);
            }
        }
    }
    // Only succeeds when every entry left: kept files keep the folder.
    let _ = fs::remove_dir(old);
    Ok(())
}

/// Copies a file or a folder with everything in it (the original stays).
fn copy(from: &Path, to: &Path) -> io::Result<()> {
    if fs::symlink_metadata(from)?.is_dir() {
        fs::create_dir_all(to)?;
        for entry in fs::read_dir(from)? {
            let entry = entry?;
            copy(&entry.path(), &to.join(entry.file_name()))?;
        }
        Ok(())
    } else {
        fs::copy(from, to).map(|_| ())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every file under `dir`, as (path relative to `dir`, contents), sorted.
    fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
        let mut found = Vec::new();
        let mut todo = vec![dir.to_path_buf()];
        while let Some(at) = todo.pop() {
            for entry in fs::read_dir(&at).expect("a folder") {
                let path = entry.expect("an entry").path();
                if path.is_dir() {
                    todo.push(path);
                } else {
                    let name = path
                        .strip_prefix(dir)
                        .expect("inside")
                        .display()
                        .to_string();
                    found.push((name, fs::read(&path).expect("readable")));
                }
            }
        }
        found.sort();
        found
    }

    /// An old data folder as a user of an earlier version has it: eframe's settings,
    /// the autosave, the profiles and a theme in a subfolder.
    fn old_folder(root: &Path) -> PathBuf {
        let old = root.join("otherworlds");
        fs::create_dir_all(old.join("themes")).expect("a folder");
        fs::write(old.join("app.ron"), "(settings)").expect("written");
        fs::write(old.join("autosave.json"), "{\"moves\": [\"e2e4\"]}").expect("written");
        fs::write(old.join("profiles.json"), "{\"version\": 1}").expect("written");
        fs::write(old.join("themes").join("mine.ron"), "(name: \"mine\")").expect("written");
        old
    }

    #[test]
    fn a_folder_whose_new_place_is_free_moves_whole() {
        let root = tempfile::tempdir().expect("a temporary folder");
        let old = old_folder(root.path());
        let before = files(&old);
        let new = root.path().join("share").join("io.example.App");
        let moved = migrate(&old, &new).expect("moved");
        assert_eq!(moved.moved, std::slice::from_ref(&new));
        assert!(moved.kept.is_empty());
        assert!(!old.exists(), "the old folder is gone");
        // Every file arrives with its contents: the four written by old_folder.
        assert_eq!(files(&new), before);
        assert_eq!(before.len(), 4);
    }

    #[test]
    fn into_an_existing_folder_free_names_move_and_taken_ones_stay() {
        let root = tempfile::tempdir().expect("a temporary folder");
        let old = old_folder(root.path());
        let new = root.path().join("new");
        fs::create_dir_all(new.join("themes")).expect("a folder");
        fs::write(new.join("app.ron"), "(newer settings)").expect("written");
        fs::write(new.join("themes").join("other.ron"), "(name: \"other\")").expect("written");
        let moved = migrate(&old, &new).expect("merged");
        // The clash: the new folder's app.ron wins, the old one stays where it was.
        assert_eq!(moved.kept, [old.join("app.ron")]);
        assert_eq!(
            fs::read_to_string(new.join("app.ron")).expect("read"),
            "(newer settings)"
        );
        assert_eq!(
            fs::read_to_string(old.join("app.ron")).expect("read"),
            "(settings)"
        );
        // The rest moved, the themes folders merged.
        let names: Vec<String> = files(&new).into_iter().map(|(name, _)| name).collect();
        assert_eq!(
            names,
            [
                "app.ron",
                "autosave.json",
                "profiles.json",
                "themes/mine.ron",
                "themes/other.ron"
            ]
            .map(|n| n.replace('/', std::path::MAIN_SEPARATOR_STR))
        );
        // What is left of the old folder is the kept file only.
        assert_eq!(files(&old).len(), 1);
    }

    #[test]
    fn no_old_folder_or_the_same_folder_changes_nothing() {
        let root = tempfile::tempdir().expect("a temporary folder");
        let missing = root.path().join("never-made");
        let new = root.path().join("new");
        assert_eq!(migrate(&missing, &new).expect("nothing"), Moved::default());
        assert!(!new.exists(), "no new folder is made for nothing");
        let old = old_folder(root.path());
        assert_eq!(migrate(&old, &old).expect("nothing"), Moved::default());
        assert_eq!(files(&old).len(), 4);
    }

    #[test]
    fn a_second_start_finds_nothing_to_move() {
        let root = tempfile::tempdir().expect("a temporary folder");
        let old = old_folder(root.path());
        let new = root.path().join("new");
        migrate(&old, &new).expect("moved");
        let after_first = files(&new);
        assert_eq!(migrate(&old, &new).expect("nothing"), Moved::default());
        assert_eq!(files(&new), after_first);
    }

    #[test]
    fn copying_keeps_the_original() {
        let root = tempfile::tempdir().expect("a temporary folder");
        let old = old_folder(root.path());
        let to = root.path().join("copy");
        copy(&old, &to).expect("copied");
        assert_eq!(files(&to), files(&old));
    }
}
