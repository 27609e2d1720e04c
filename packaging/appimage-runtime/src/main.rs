//! The AppImage runtime of Otherworlds (README.md): extracts the SquashFS image appended
//! to this program and runs its AppRun.
use backhand::{FilesystemReader, InnerNode};
use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, BufReader, Read, Seek, SeekFrom};
use std::os::unix::fs::{PermissionsExt, symlink};
use std::path::{Component, Path, PathBuf};
use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
        Err(e) => {
            eprintln!("AppImage runtime: {e}");
            ExitCode::from(127)
        }
    }
}

fn run() -> Result<ExitCode, String> {
    let me = fs::read_link("/proc/self/exe").map_err(|e| format!("/proc/self/exe: {e}"))?;
    let mut args: Vec<OsString> = std::env::args_os().collect();
    let argv0 = if args.is_empty() { OsString::new() } else { args.remove(0) };
    let offset = image_offset(&me)?;
    match args.first().and_then(|a| a.to_str()) {
        Some("--appimage-offset") => {
            println!("{offset}");
            return Ok(ExitCode::SUCCESS);
        }
        Some("--appimage-version") => {
            println!("Otherworlds AppImage runtime {}", env!("CARGO_PKG_VERSION"));
            return Ok(ExitCode::SUCCESS);
        }
        Some("--appimage-help") => {
            println!(
                "--appimage-extract, --appimage-offset, --appimage-version; anything else \
                 runs the application (extracted into a temporary folder)"
            );
            return Ok(ExitCode::SUCCESS);
        }
        Some("--appimage-extract") => {
            let target = PathBuf::from("squashfs-root");
            extract(&me, offset, &target)?;
            println!("{}", target.display());
            return Ok(ExitCode::SUCCESS);
        }
        Some("--appimage-extract-and-run") => {
            args.remove(0);
        }
        _ => {}
    }
    let dir = private_dir()?;
    let done = extract(&me, offset, &dir).and_then(|()| {
        let owd = std::env::current_dir().map_err(|e| e.to_string())?;
        Command::new(dir.join("AppRun"))
            .args(&args)
            .env("APPIMAGE", &me)
            .env("APPDIR", &dir)
            .env("ARGV0", &argv0)
            .env("OWD", owd)
            .status()
            .map_err(|e| format!("{}: {e}", dir.join("AppRun").display()))
    });
    let removed = fs::remove_dir_all(&dir);
    let status = done?;
    if let Err(e) = removed {
        eprintln!("AppImage runtime: {} was not removed: {e}", dir.display());
    }
    Ok(match status.code() {
        Some(code) => ExitCode::from(u8::try_from(code).unwrap_or(1)),
        None => ExitCode::from(1),
    })
}

/// Where the image starts: the end of this ELF file's section header table, the last
/// part a linker writes (e_shoff + e_shnum * e_shentsize of the 64-bit ELF header).
fn image_offset(me: &Path) -> Result<u64, String> {
    let mut header = [0u8; 64];
    File::open(me)
        .and_then(|mut f| f.read_exact(&mut header))
        .map_err(|e| format!("{}: {e}", me.display()))?;
    if &header[..4] != b"\x7fELF" || header[4] != 2 {
        return Err("not a 64-bit ELF file".into());
    }
    let u64_at = |at: usize| {
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(&header[at..at + 8]);
        u64::from_le_bytes(bytes)
    };
    let u16_at = |at: usize| u64::from(u16::from_le_bytes([header[at], header[at + 1]]));
    Ok(u64_at(0x28) + u16_at(0x3a) * u16_at(0x3c))
}

/// A new folder only this user can read, under $TMPDIR (else /tmp).
fn private_dir() -> Result<PathBuf, String> {
    let base = std::env::var_os("TMPDIR")
        .map(PathBuf::from)
        .filter(|p| p.is_absolute())
        .unwrap_or_else(|| PathBuf::from("/tmp"));
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    for attempt in 0..100u32 {
        let dir = base.join(format!(
            ".mount_Otherworlds_{}_{:08x}",
            std::process::id(),
            seed.wrapping_add(attempt.wrapping_mul(0x9e37_79b9))
        ));
        match fs::create_dir(&dir) {
            Ok(()) => {
                fs::set_permissions(&dir, fs::Permissions::from_mode(0o700))
                    .map_err(|e| format!("{}: {e}", dir.display()))?;
                return Ok(dir);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(format!("{}: {e}", dir.display())),
        }
    }
    Err(format!("no new folder could be made in {}", base.display()))
}

/// Writes every file, folder and link of the image at `offset` in `me` under `target`.
fn extract(me: &Path, offset: u64, target: &Path) -> Result<(), String> {
    let mut file = File::open(me).map_err(|e| format!("{}: {e}", me.display()))?;
    file.seek(SeekFrom::Start(0)).map_err(|e| e.to_string())?;
    let reader = BufReader::new(file);
    let image = FilesystemReader::from_reader_with_offset(reader, offset)
        .map_err(|e| format!("the image at offset {offset}: {e}"))?;
    fs::create_dir_all(target).map_err(|e| format!("{}: {e}", target.display()))?;
    // Folders get their modes last: a read-only folder could not be filled.
    let mut folders = Vec::new();
    for node in image.files() {
        let Some(path) = inside(target, &node.fullpath) else {
            return Err(format!("{} leaves the image", node.fullpath.display()));
        };
        let mode = u32::from(node.header.permissions) & 0o7777;
        let wrote = match &node.inner {
            InnerNode::Dir(_) => {
                folders.push((path.clone(), mode));
                fs::create_dir_all(&path)
            }
            InnerNode::File(data) => File::create(&path).and_then(|mut out| {
                io::copy(&mut image.file(data).reader(), &mut out)?;
                out.set_permissions(fs::Permissions::from_mode(mode))
            }),
            InnerNode::Symlink(link) => symlink(&link.link, &path),
            // Devices, pipes and sockets have no place in an AppDir.
            _ => Ok(()),
        };
        wrote.map_err(|e| format!("{}: {e}", path.display()))?;
    }
    for (path, mode) in folders.into_iter().rev() {
        fs::set_permissions(&path, fs::Permissions::from_mode(mode | 0o700))
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(())
}

/// `inner` (an absolute path in the image) under `target`; None if it would leave it.
fn inside(target: &Path, inner: &Path) -> Option<PathBuf> {
    let mut path = target.to_path_buf();
    for part in inner.components() {
        match part {
            Component::RootDir | Component::CurDir => {}
            Component::Normal(name) => path.push(name),
            Component::ParentDir | Component::Prefix(_) => return None,
        }
    }
    Some(path)
}
