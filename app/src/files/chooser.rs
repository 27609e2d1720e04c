//! The app's own file chooser, used when the system's dialog cannot be shown (no
//! file-chooser portal and no zenity on a minimal Linux desktop; a dialog that fails on
//! any platform). A modal: the folder's sub-folders and the files the purpose takes
//! (filtered by extension), a file-name field that also takes a whole path, Up, and
//! the purpose's button (Save, Open …) and Cancel. Every control is a labelled widget
//! reached by Tab; Enter in the name field is the same as the button, Escape cancels.
use super::dialog::DialogPurpose;
use std::path::{Path, PathBuf};

/// The line that says why this chooser is shown and not the system's.
pub fn fallback_text() -> String {
    t!("files-chooser-fallback")
}

/// One entry of the folder listing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    pub is_dir: bool,
}

/// How the chooser ended this frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChooserAnswer {
    Chosen(PathBuf),
    Cancelled,
}

/// The chooser's state while it is open.
#[derive(Clone, Debug)]
pub struct FileChooser {
    pub purpose: DialogPurpose,
    /// The folder listed.
    pub dir: PathBuf,
    /// The name (or path) typed or picked.
    pub name: String,
    pub entries: Vec<Entry>,
    /// Why the last try did not choose a file, or why the folder is not listed.
    pub problem: Option<String>,
    /// The name field takes the keyboard focus the frame the chooser opens.
    focus_name: bool,
}

impl FileChooser {
    /// A chooser for `purpose` listing `dir`, offering `suggested_name` when saving.
    pub fn new(purpose: DialogPurpose, dir: PathBuf, suggested_name: &str) -> FileChooser {
        let mut chooser = FileChooser {
            purpose,
            dir,
            name: if purpose.saves() {
                suggested_name.to_string()
            } else {
                String::new()
            },
            entries: Vec::new(),
            problem: None,
            focus_name: true,
        };
        chooser.list();
        chooser
    }

    /// Reads the folder: sub-folders first, then the files the purpose takes, each by
    /// name; hidden entries are left out. A folder that cannot be read says why.
    fn list(&mut self) {
        self.entries.clear();
        self.problem = None;
        let extensions = self.purpose.filter().1;
        match std::fs::read_dir(&self.dir) {
            Err(e) => {
                self.problem = Some(t!(
                    "files-chooser-folder-unreadable",
                    folder = self.dir.display().to_string(),
                    error = e.to_string()
                ));
            }
            Ok(read) => {
                for item in read.flatten() {
                    let name = item.file_name().to_string_lossy().into_owned();
                    if name.starts_with('.') {
                        continue;
                    }
                    let is_dir = item.path().is_dir();
                    if is_dir || has_extension(Path::new(&name), extensions) {
                        self.entries.push(Entry { name, is_dir });
                    }
                }
            }
        }
        self.entries
            .sort_by_key(|e| (!e.is_dir, e.name.to_lowercase()));
    }

    /// Lists another folder.
    pub fn enter(&mut self, dir: PathBuf) {
        self.dir = dir;
        if !self.purpose.saves() {
            self.name.clear();
        }
        self.list();
    }

    /// Lists the parent folder.
    pub fn up(&mut self) {
        if let Some(parent) = self.dir.parent().map(Path::to_path_buf) {
            self.enter(parent);
        }
    }

    /// The button's answer for the typed name: a folder is entered; a file to open
    /// must exist; a file to save gets the purpose's extension if it has none.
    pub fn confirm(&mut self) -> Option<PathBuf> {
        let typed = self.name.trim();
        if typed.is_empty() {
            self.problem = Some(t!("files-chooser-type-a-name"));
            return None;
        }
        let path = self.dir.join(typed);
        if path.is_dir() {
            self.enter(path);
            return None;
        }
        let extensions = self.purpose.filter().1;
        if self.purpose.saves() {
            let path = if has_extension(&path, extensions) {
                path
            } else {
                let mut with = path.into_os_string();
                with.push(".");
                with.push(extensions.first().copied().unwrap_or("json"));
                PathBuf::from(with)
            };
            match path.parent() {
                Some(parent) if parent.is_dir() => Some(path),
                _ => {
                    self.problem = Some(t!(
                        "files-chooser-no-folder",
                        folder = display_parent(&path).to_string()
                    ));
                    None
                }
            }
        } else if path.is_file() {
            Some(path)
        } else {
            self.problem = Some(t!(
                "files-chooser-no-file",
                file = path.display().to_string()
            ));
            None
        }
    }
}

fn display_parent(path: &Path) -> String {
    path.parent()
        .map_or_else(|| path.display().to_string(), |p| p.display().to_string())
}

/// Whether the file's extension is one of `extensions` (none listed: every file).
fn has_extension(path: &Path, extensions: &[&str]) -> bool {
    extensions.is_empty()
        || path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| extensions.iter().any(|x| x.eq_ignore_ascii_case(e)))
}

/// The folder a chooser starts in: the user's documents folder, else the home folder,
/// else the working directory.
pub fn start_dir() -> PathBuf {
    directories::UserDirs::new()
        .map(|d| match d.document_dir().filter(|p| p.is_dir()) {
            Some(documents) => documents.to_path_buf(),
            None => d.home_dir().to_path_buf(),
        })
        .or_else(|| std::env::current_dir().ok())
        .unwrap_or_else(|| PathBuf::from("."))
}

/// The name of the button that ends the chooser with a file.
pub fn action_label(purpose: DialogPurpose) -> String {
    match purpose {
        DialogPurpose::Save => t!("files-chooser-save-here"),
        DialogPurpose::Open => t!("files-chooser-open-this"),
        DialogPurpose::ImportTheme => t!("files-chooser-import-this"),
        DialogPurpose::ExportTheme | DialogPurpose::Diagram(_) | DialogPurpose::ExportPgn => {
            t!("files-chooser-export-here")
        }
        DialogPurpose::Picture => t!("files-chooser-use-this-picture"),
        DialogPurpose::EngineProgram => t!("files-chooser-use-this-program"),
    }
}

/// Shows the chooser; its answer once the user has given one.
pub fn chooser_ui(ctx: &egui::Context, chooser: &mut FileChooser) -> Option<ChooserAnswer> {
    let mut answer = None;
    let focus = std::mem::take(&mut chooser.focus_name);
    let modal = egui::Modal::new(egui::Id::unique("otherworlds_file_chooser")).show(ctx, |ui| {
        ui.set_width(480.0_f32.min(ctx.content_rect().width() - 48.0));
        ui.heading(chooser.purpose.title());
        ui.label(fallback_text());
        ui.separator();
        let mut go_to = None;
        ui.horizontal(|ui| {
            if ui
                .button(t!("files-chooser-up"))
                .on_hover_text(t!("files-chooser-up-tip"))
                .clicked()
            {
                go_to = Some(None);
            }
            let folder = ui.label(t!(
                "files-chooser-folder",
                folder = chooser.dir.display().to_string()
            ));
            folder.on_hover_text(t!("files-chooser-folder-tip"));
        });
        let height = (ctx.content_rect().height() * 0.4).clamp(80.0, 260.0);
        egui::ScrollArea::vertical()
            .max_height(height)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                if chooser.entries.is_empty() {
                    ui.label(t!("files-chooser-empty"));
                }
                for entry in &chooser.entries {
                    let text = if entry.is_dir {
                        format!("{}/", entry.name)
                    } else {
                        entry.name.clone()
                    };
                    let selected = !entry.is_dir && chooser.name == entry.name;
                    let hint = if entry.is_dir {
                        t!("files-chooser-open-folder-tip")
                    } else {
                        t!("files-chooser-choose-file-tip")
                    };
                    let r = ui
                        .add(egui::Button::selectable(selected, text).truncate())
                        .on_hover_text(hint);
                    if r.clicked() {
                        if entry.is_dir {
                            go_to = Some(Some(chooser.dir.join(&entry.name)));
                        } else {
                            chooser.name = entry.name.clone();
                        }
                    }
                    if r.double_clicked() && !entry.is_dir {
                        answer = Some(None);
                    }
                }
            });
        match go_to {
            Some(None) => chooser.up(),
            Some(Some(dir)) => chooser.enter(dir),
            None => {}
        }
        ui.separator();
        let (filter, extensions) = chooser.purpose.filter();
        ui.horizontal(|ui| {
            let label = ui.label(t!("files-chooser-file-name"));
            let field = ui
                .add(egui::TextEdit::singleline(&mut chooser.name).desired_width(300.0))
                .labelled_by(label.id)
                .on_hover_text(t!("files-chooser-file-name-tip"));
            if focus {
                field.request_focus();
            }
            if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                answer = Some(None);
            }
        });
        match extensions.is_empty() {
            true => ui.label(t!("files-chooser-shows-all")),
            false => ui.label(t!(
                "files-chooser-shows",
                filter = filter,
                extensions = format!(".{}", extensions.join(", ."))
            )),
        };
        if let Some(problem) = &chooser.problem {
            ui.colored_label(ui.visuals().warn_fg_color, problem);
        }
        ui.separator();
        ui.horizontal(|ui| {
            let action = action_label(chooser.purpose);
            if ui
                .button(action)
                .on_hover_text(t!("files-chooser-use-tip"))
                .clicked()
            {
                answer = Some(None);
            }
            if ui
                .button(t!("files-chooser-cancel"))
                .on_hover_text(t!("files-chooser-cancel-tip"))
                .clicked()
            {
                answer = Some(Some(ChooserAnswer::Cancelled));
            }
        });
    });
    match answer {
        Some(Some(cancel)) => Some(cancel),
        Some(None) => chooser.confirm().map(ChooserAnswer::Chosen),
        None if modal.should_close() => Some(ChooserAnswer::Cancelled),
        None => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_listing_keeps_folders_and_matching_files_and_a_save_gets_its_extension() {
        let dir = std::env::temp_dir().join(format!("otherworlds-chooser-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("games")).expect("a folder");
        std::fs::write(dir.join("a.json"), "{}").expect("a file");
        std::fs::write(dir.join("b.owgame"), "{}").expect("a file");
        std::fs::write(dir.join("notes.txt"), "").expect("a file");
        std::fs::write(dir.join("games.PGN"), "").expect("a file");
        std::fs::write(dir.join(".hidden.json"), "").expect("a file");
        let mut chooser = FileChooser::new(DialogPurpose::Save, dir.clone(), "game.json");
        let names: Vec<&str> = chooser.entries.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["games", "a.json", "b.owgame"]);
        chooser.name = "mine".into();
        assert_eq!(chooser.confirm(), Some(dir.join("mine.owgame")));
        chooser.name = "games".into();
        assert_eq!(chooser.confirm(), None, "a folder is entered");
        assert_eq!(chooser.dir, dir.join("games"));
        chooser.up();
        assert_eq!(chooser.dir, dir);
        let mut open = FileChooser::new(DialogPurpose::Open, dir.clone(), "");
        open.name = "missing.json".into();
        assert_eq!(open.confirm(), None);
        assert!(
            open.problem
                .as_deref()
                .is_some_and(|p| p.contains("no file"))
        );
        open.name = "a.json".into();
        assert_eq!(open.confirm(), Some(dir.join("a.json")));
        // Open lists PGN files too (any case); Save does not.
        let names: Vec<&str> = open.entries.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["games", "a.json", "b.owgame", "games.PGN"]);
        let mut export = FileChooser::new(DialogPurpose::ExportPgn, dir.clone(), "x.pgn");
        assert_eq!(export.name, "x.pgn");
        export.name = "mine".into();
        assert_eq!(export.confirm(), Some(dir.join("mine.pgn")));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
