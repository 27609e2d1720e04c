//! Windows builds: the icon and the version information as a Windows resource, so that
//! Explorer, the taskbar and a file's Properties show them (the window's icon is set at
//! run time on every system, `about::window_icon`). The resource script is written from
//! `windows/otherworlds.rc.in` with the crate's version and compiled by the GNU
//! toolchain's `windres` (mingw-w64: `x86_64-w64-mingw32-windres` when cross-building,
//! `windres` on Windows with MSYS2, or `$WINDRES`); the object is linked into the
//! binaries. No crate is needed for that, so the shipped crates stay as they are.
//! Other systems: nothing to do. Run from `build.rs`, whose own work is the translations.
use std::env;
use std::path::PathBuf;
use std::process::Command;

pub fn embed() {
    println!("cargo:rerun-if-changed=windows/otherworlds.rc.in");
    println!("cargo:rerun-if-changed=../assets/icon/otherworlds.ico");
    println!("cargo:rerun-if-env-changed=WINDRES");
    if env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    if env::var("CARGO_CFG_TARGET_ENV").as_deref() != Ok("gnu") {
        // MSVC's resource compiler is another tool; the packages are built with GNU.
        println!("cargo:warning=no icon resource: this build script uses windres (GNU target)");
        return;
    }
    if let Err(e) = resource() {
        // A build without the resource still runs (the window sets its own icon); a
        // package built that way is caught by check-wine.sh, which looks for the icon.
        println!("cargo:warning=no icon resource: {e}");
    }
}

fn resource() -> Result<(), String> {
    let here = PathBuf::from(env::var("CARGO_MANIFEST_DIR").map_err(|e| e.to_string())?);
    let out = PathBuf::from(env::var("OUT_DIR").map_err(|e| e.to_string())?);
    let template = std::fs::read_to_string(here.join("windows/otherworlds.rc.in"))
        .map_err(|e| format!("windows/otherworlds.rc.in: {e}"))?;
    let number = |name: &str| env::var(name).unwrap_or_else(|_| "0".into());
    let icon = here.join("../assets/icon/otherworlds.ico");
    // windres reads the script's strings C-style: forward slashes need no escaping.
    let icon = icon.display().to_string().replace('\\', "/");
    let script = template
        .replace("@MAJOR@", &number("CARGO_PKG_VERSION_MAJOR"))
        .replace("@MINOR@", &number("CARGO_PKG_VERSION_MINOR"))
        .replace("@PATCH@", &number("CARGO_PKG_VERSION_PATCH"))
        .replace("@VERSION@", &number("CARGO_PKG_VERSION"))
        .replace("@ICON@", &icon);
    let rc = out.join("otherworlds.rc");
    std::fs::write(&rc, script).map_err(|e| format!("{}: {e}", rc.display()))?;
    let object = out.join("otherworlds-resource.o");
    let windres = env::var("WINDRES").unwrap_or_else(|_| {
        let cross = "x86_64-w64-mingw32-windres";
        let found = Command::new(cross).arg("--version").output().is_ok();
        if found { cross } else { "windres" }.to_string()
    });
    let status = Command::new(&windres)
        .arg("--input-format=rc")
        .arg("--output-format=coff")
        .arg("-i")
        .arg(&rc)
        .arg("-o")
        .arg(&object)
        .status()
        .map_err(|e| format!("{windres}: {e}"))?;
    if !status.success() {
        return Err(format!("{windres} failed ({status})"));
    }
    // An object named on the link line is linked whole (a library member that no code
    // refers to would be dropped): the resource section reaches the .exe.
    println!("cargo:rustc-link-arg-bins={}", object.display());
    Ok(())
}
