//! The app's file layer under a crash: writes the theme in use (`theme.ron`) or the
//! profiles (`profiles.json`) again and again through the app's own files worker
//! (`otherworlds::files::Files`, the path every write of the app takes), forever, until
//! it is killed. The crash test (`tests/tests/app_store_kill.rs`) kills it with SIGKILL
//! at random moments and checks that the file always reads as one whole version.
//!
//! `store-child theme|profiles DIR SEED` — prints `saved` once the first write is done.
//! Write `k` is `store_theme(SEED, k)` or `store_book(k)`. `store-child lock DIR 0`
//! takes a window's autosave slot in DIR as the app does, prints `slot N`, and waits to
//! be killed.
use otherworlds::files::{Files, WriteTag};
use otherworlds::studio::files::{CURRENT_THEME_FILE, theme_bytes};
use otherworlds_tests::{store_book, store_theme};
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

fn main() {
    let mut args = std::env::args().skip(1);
    let (Some(kind), Some(dir), Some(seed)) = (
        args.next(),
        args.next(),
        args.next().and_then(|s| s.parse::<u64>().ok()),
    ) else {
        eprintln!("usage: store-child theme|profiles DIR SEED");
        std::process::exit(2);
    };
    let dir = PathBuf::from(dir);
    if kind == "lock" {
        let claim = otherworlds::files::lock::claim(&dir);
        println!("slot {}", claim.slot().unwrap_or(0));
        let _ = std::io::stdout().flush();
        std::thread::sleep(Duration::from_secs(60));
        std::process::exit(3);
    }
    let files = Files::new();
    // A safety net: never outlive a test that died before killing us.
    let deadline = Instant::now() + Duration::from_secs(60);
    for k in 0u64.. {
        let (path, bytes, tag) = match kind.as_str() {
            "theme" => (
                dir.join(CURRENT_THEME_FILE),
                theme_bytes(&store_theme(seed, k)).unwrap_or_else(|e| fail(&e.to_string())),
                WriteTag::Theme,
            ),
            "profiles" => (
                dir.join(otherworlds::profiles::store::PROFILES_FILE),
                otherworlds::profiles::store::to_json(&store_book(k)).unwrap_or_else(|e| fail(&e)),
                WriteTag::Profiles,
            ),
            other => fail(&format!("unknown kind {other}")),
        };
        files.write(path, bytes, tag);
        // One write at a time, as the app's theme and profile writes are.
        let written = loop {
            if let Some(w) = files.take_written().pop() {
                break w;
            }
            std::thread::sleep(Duration::from_micros(200));
        };
        if let Err(e) = written.result {
            fail(&e.to_string());
        }
        if k == 0 {
            println!("saved");
            let _ = std::io::stdout().flush();
        }
        if Instant::now() > deadline {
            std::process::exit(3);
        }
    }
}

fn fail(why: &str) -> ! {
    eprintln!("store-child: {why}");
    std::process::exit(1);
}
