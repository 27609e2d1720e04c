//! The user's background picture: size limits checked before decoding (the file's bytes,
//! then the pixel count from the header), then decoded to an egui image, on the files
//! worker (the texture is made on the UI thread).
use crate::files::read::{ReadError, read_regular, shown};
use otherworlds_core::quote::bounded;
use std::path::{Path, PathBuf};

/// Largest image file accepted.
pub const MAX_IMAGE_BYTES: u64 = 32 * 1024 * 1024;
/// Largest width or height accepted.
pub const MAX_IMAGE_SIDE: u32 = 8192;
/// Largest number of pixels accepted (16 Mpx: 64 MiB of RGBA in memory and on the GPU).
pub const MAX_IMAGE_PIXELS: u64 = 16 * 1024 * 1024;

/// Limits of an image load (tests use smaller ones).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImageLimits {
    pub bytes: u64,
    pub side: u32,
    pub pixels: u64,
}

impl Default for ImageLimits {
    fn default() -> Self {
        ImageLimits {
            bytes: MAX_IMAGE_BYTES,
            side: MAX_IMAGE_SIDE,
            pixels: MAX_IMAGE_PIXELS,
        }
    }
}

/// Why a picture cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ImageError {
    /// Not found, not a regular file, too large, unreadable.
    File(ReadError),
    TooManyPixels {
        path: PathBuf,
        width: u32,
        height: u32,
        side: u32,
        pixels: u64,
    },
    NotAnImage {
        path: PathBuf,
        reason: String,
    },
}

impl std::fmt::Display for ImageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            ImageError::File(e) => t!("studio-image-error-file", error = e.to_string()),
            ImageError::TooManyPixels {
                path,
                width,
                height,
                side,
                pixels,
            } => t!(
                "studio-image-too-many-pixels",
                image = shown(path),
                width = *width,
                height = *height,
                side = *side,
                pixels = *pixels
            ),
            ImageError::NotAnImage { path, reason } => t!(
                "studio-image-not-an-image",
                image = shown(path),
                reason = bounded(reason).to_string()
            ),
        };
        f.write_str(&text)
    }
}

/// Loads a PNG or JPEG within the default limits (on the files worker).
pub fn load_image(path: &Path) -> Result<egui::ColorImage, ImageError> {
    load_image_within(path, ImageLimits::default())
}

/// Loads a PNG or JPEG within `limits`: a regular file of at most `limits.bytes`
/// bytes (checked before it is read), whose header gives a size within the limits
/// (checked before it is decoded).
pub fn load_image_within(path: &Path, limits: ImageLimits) -> Result<egui::ColorImage, ImageError> {
    let not_image = |e: &dyn std::fmt::Display| ImageError::NotAnImage {
        path: path.to_path_buf(),
        reason: e.to_string(),
    };
    let bytes = read_regular(path, limits.bytes).map_err(ImageError::File)?;
    // The format is guessed from the content, not the name: a text file called .png is
    // refused as "not an image". The header gives the size before anything is decoded.
    let reader = image::ImageReader::new(std::io::Cursor::new(&bytes))
        .with_guessed_format()
        .map_err(|e| not_image(&e))?;
    if reader.format().is_none() {
        return Err(not_image(&t!("studio-image-unknown-format")));
    }
    let (width, height) = reader.into_dimensions().map_err(|e| not_image(&e))?;
    if width > limits.side
        || height > limits.side
        || u64::from(width) * u64::from(height) > limits.pixels
    {
        return Err(ImageError::TooManyPixels {
            path: path.to_path_buf(),
            width,
            height,
            side: limits.side,
            pixels: limits.pixels,
        });
    }
    // egui_extras decodes (and turns the picture as its EXIF orientation says).
    egui_extras::image::load_image_bytes(&bytes).map_err(|e| not_image(&e))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A path in a fresh temporary directory, removed with the returned guard.
    fn temp(name: &str) -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join(name);
        (dir, path)
    }

    #[test]
    fn a_small_png_loads() {
        let (_dir, path) = temp("ok.png");
        image::RgbaImage::from_pixel(3, 2, image::Rgba([10, 20, 30, 255]))
            .save(&path)
            .expect("writes");
        let img = load_image(&path).expect("loads");
        assert_eq!(img.size, [3, 2]);
        assert_eq!(img.pixels[0], egui::Color32::from_rgb(10, 20, 30));
    }

    #[test]
    fn pixel_limit_is_checked_before_decoding() {
        let (_dir, path) = temp("big.png");
        image::RgbaImage::new(40, 30).save(&path).expect("writes");
        let limits = ImageLimits {
            pixels: 1000,
            ..ImageLimits::default()
        };
        let err = load_image_within(&path, limits).expect_err("too many pixels");
        assert!(
            matches!(
                err,
                ImageError::TooManyPixels {
                    width: 40,
                    height: 30,
                    ..
                }
            ),
            "{err}"
        );
    }
}
