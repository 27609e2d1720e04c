//! The studio's files, through the app's file layer: `theme.ron` read at start (a file
//! that can never be a theme is moved aside and the notice says where) and written when
//! the studio closes or the app saves; themes imported, loaded by name and listed;
//! background pictures read and decoded. Every read runs on the files worker and is
//! polled here each frame; the outcome of each write comes back to [`Studio::on_written`].
use super::files::{self, Restored, ThemeError, ThemeWithPicture};
use super::image::{self, ImageError};
use super::{Studio, landscape};
use crate::files::read::shown;
use crate::files::worker::Lost;
use crate::files::{Files, Pending, WriteTag, Written};
use crate::theme::{Background, Theme};
use egui::{Context, Ui};
use std::path::PathBuf;

/// A picture being read: the background of the theme in use, or one the user chose
/// (`chosen`: it becomes the background once it has loaded).
pub(super) struct PictureRead {
    pub path: PathBuf,
    pub chosen: bool,
}

/// The studio's reads on the files worker, each replaced by a newer one of its kind.
#[derive(Default)]
pub(super) struct Reads {
    /// `theme.ron` at start, with the theme in use then (kept if the user changed it
    /// meanwhile).
    restore: Option<(Theme, Pending<Restored>)>,
    /// A theme file to use, with what the studio says once it is in use.
    theme: Option<(String, Pending<Result<ThemeWithPicture, ThemeError>>)>,
    picture: Option<(PictureRead, Pending<Result<egui::ColorImage, ImageError>>)>,
    listing: Option<Pending<SavedThemes>>,
}

/// The saved themes by name, each with its theme if it reads.
type SavedThemes = Vec<(String, Option<Theme>)>;

impl Studio {
    /// Starts reading the theme saved in the config directory (it is used once read,
    /// see [`Studio::poll`]) and the list of saved themes.
    pub fn start(&mut self, theme: &Theme, files: &Files) {
        let Some(dir) = self.config_dir.clone() else {
            return;
        };
        let pending = files.read_own(t!("studio-reading-your-theme"), move |faults| {
            files::restore_current(&dir, faults)
        });
        self.reads.restore = Some((theme.clone(), pending));
        self.refresh_names(files);
    }

    /// What the studio is reading, for the status bar ("Reading your theme").
    pub fn reading(&self) -> Option<&str> {
        let r = &self.reads;
        r.restore
            .as_ref()
            .map(|(_, p)| p.what())
            .or(r.theme.as_ref().map(|(_, p)| p.what()))
            .or(r
                .picture
                .as_ref()
                .filter(|(p, _)| p.chosen)
                .map(|(_, p)| p.what()))
    }

    /// Takes the answers of the files worker: a theme read is put in use, a picture on
    /// the GPU (only with `ctx`: without one, pictures wait). Returns the errors for the
    /// status bar.
    pub fn poll(&mut self, theme: &mut Theme, ctx: Option<&Context>) -> Vec<String> {
        let mut notices = Vec::new();
        if let Some(answer) = self.reads.restore.as_ref().and_then(|(_, p)| p.poll())
            && let Some((before, _)) = self.reads.restore.take()
        {
            notices.extend(self.restored(answer, before, theme));
        }
        if let Some(answer) = self.reads.theme.as_ref().and_then(|(_, p)| p.poll())
            && let Some((told, _)) = self.reads.theme.take()
        {
            match answer.map_err(ThemeError::from).and_then(|r| r) {
                Ok(read) => {
                    if let Some((path, picture)) = read.picture
                        && let Some(ctx) = ctx
                    {
                        self.set_texture(path, picture, ctx);
                    }
                    if let Ok(stem) = files::file_stem(&read.theme.name) {
                        self.saved.entry(stem).or_insert_with(|| read.theme.clone());
                    }
                    self.use_theme(read.theme, theme);
                    self.tell(told);
                }
                Err(e) => notices.push(self.failed(&e)),
            }
        }
        if let Some(ctx) = ctx
            && let Some(answer) = self.reads.picture.as_ref().and_then(|(_, p)| p.poll())
            && let Some((read, _)) = self.reads.picture.take()
        {
            let answer = answer
                .map_err(ThemeError::from)
                .and_then(|r| r.map_err(ThemeError::from));
            match answer {
                Ok(picture) => {
                    self.set_texture(read.path.clone(), picture, ctx);
                    if read.chosen {
                        self.tell(t!("studio-background-chosen", file = shown(&read.path)));
                        theme.background = Background::Image(read.path);
                    }
                }
                Err(e) if read.chosen => notices.push(self.failed(&e)),
                Err(e) => {
                    self.failed_image = Some(read.path);
                    notices.push(t!("studio-background-not-shown", error = e.to_string()));
                }
            }
        }
        if let Some(answer) = self.reads.listing.as_ref().and_then(Pending::poll) {
            self.reads.listing = None;
            let listed = answer.unwrap_or_default();
            self.saved_names = listed.iter().map(|(name, _)| name.clone()).collect();
            for (name, saved) in listed {
                match saved {
                    Some(t) => self.saved.insert(name, t),
                    None => self.saved.remove(&name),
                };
            }
        }
        notices
    }

    /// A studio action that failed: told in the studio, and the status bar's text.
    fn failed(&mut self, e: &ThemeError) -> String {
        self.tell_error(e);
        t!("studio-theme-unchanged", error = e.to_string())
    }

    /// `theme.ron` as read at start: used (unless the user changed the theme while it
    /// was read), or reported with where it was kept.
    fn restored(
        &mut self,
        answer: Result<Restored, Lost>,
        before: Theme,
        theme: &mut Theme,
    ) -> Option<String> {
        match answer {
            Ok(Restored::Nothing) => None,
            Ok(Restored::Theme(saved)) => {
                self.written = Some((*saved).clone());
                if *theme == before {
                    *theme = *saved;
                }
                None
            }
            Ok(Restored::Broken { error, aside }) => Some(match aside {
                Ok(kept) => t!(
                    "studio-not-restored-kept",
                    error = error.to_string(),
                    file = shown(&kept)
                ),
                Err(e) => {
                    self.keep_current = Some(e.to_string());
                    t!(
                        "studio-not-restored-not-moved",
                        error = error.to_string(),
                        reason = e.to_string()
                    )
                }
            }),
            Ok(Restored::Unreadable(error)) => {
                self.keep_current = Some(error.to_string());
                Some(t!(
                    "studio-not-restored-unreadable",
                    error = error.to_string()
                ))
            }
            Err(lost) => {
                self.keep_current = Some(lost.to_string());
                Some(t!("studio-not-restored", error = lost.to_string()))
            }
        }
    }

    /// A write of the studio's has ended: the studio says so; an error is also returned
    /// for the status bar.
    pub fn on_written(&mut self, written: &Written, files: &Files) -> Option<String> {
        let path = shown(&written.path);
        match (&written.tag, &written.result) {
            (WriteTag::Theme, Ok(())) => None,
            (WriteTag::Theme, Err(e)) => {
                // Written again at the next chance.
                self.written = None;
                Some(t!("studio-not-saved", error = e.to_string()))
            }
            (WriteTag::SavedTheme(_), Ok(())) => {
                self.tell(t!("studio-saved-as", file = path.as_str()));
                self.refresh_names(files);
                None
            }
            (WriteTag::ExportedTheme, Ok(())) => {
                self.tell(t!("studio-exported-to", file = path.as_str()));
                None
            }
            (WriteTag::SavedTheme(_) | WriteTag::ExportedTheme, Err(e)) => {
                Some(self.failed(&ThemeError::Write(e.clone())))
            }
            _ => None,
        }
    }

    /// Writes the theme in use to `theme.ron` if it changed since the last write (on
    /// the files worker; not while `theme.ron` is read, nor over one that could not be).
    pub fn persist(&mut self, theme: &Theme, files: &Files) -> Result<(), ThemeError> {
        let Some(dir) = &self.config_dir else {
            return Ok(());
        };
        if self.written.as_ref() == Some(theme)
            || self.reads.restore.is_some()
            || self.keep_current.is_some()
        {
            return Ok(());
        }
        let bytes = files::theme_bytes(theme)?;
        files.write(dir.join(files::CURRENT_THEME_FILE), bytes, WriteTag::Theme);
        self.written = Some(theme.clone());
        Ok(())
    }

    /// Lists the saved themes again (on the files worker).
    pub(super) fn refresh_names(&mut self, files: &Files) {
        if let Some(dir) = self.config_dir.clone() {
            self.reads.listing = Some(files.read_own(t!("studio-listing-themes"), move |_| {
                files::saved_themes(&dir)
            }));
        }
    }

    /// Reads a theme file to use, with its picture; `told` is said once it is in use.
    pub(super) fn read_theme(&mut self, path: PathBuf, told: String, files: &Files) {
        let what = t!("studio-reading", file = crate::files::file_name(&path));
        let pending = files.read(what, move |_| files::read_theme_with_picture(&path));
        self.reads.theme = Some((told, pending));
    }

    /// Reads and decodes a picture (see [`PictureRead`]).
    pub(super) fn read_picture(&mut self, read: PictureRead, files: &Files) {
        let what = t!(
            "studio-reading-picture",
            file = crate::files::file_name(&read.path)
        );
        let path = read.path.clone();
        let pending = files.read(what, move |_| image::load_image(&path));
        self.reads.picture = Some((read, pending));
    }

    /// Paints the theme's background over `ui`'s whole area; the theme's picture is
    /// read the first time it is needed (the plain colour or the landscape is shown
    /// until it is there, and if it cannot be read: then the status bar says why).
    pub fn paint_background(&mut self, ui: &Ui, theme: &Theme, files: &Files) {
        if let Background::Image(path) = &theme.background {
            let loaded = self.texture.as_ref().is_some_and(|(p, _)| p == path);
            // One picture at a time: one the user chose goes first.
            let reading = self.reads.picture.is_some();
            if !loaded && !reading && self.failed_image.as_ref() != Some(path) {
                let read = PictureRead {
                    path: path.clone(),
                    chosen: false,
                };
                self.read_picture(read, files);
            }
        }
        let texture = match &theme.background {
            Background::Image(path) => self
                .texture
                .as_ref()
                .filter(|(p, _)| p == path)
                .map(|(_, t)| t),
            _ => None,
        };
        landscape::paint(ui.painter(), ui.max_rect(), theme, texture);
    }
}
