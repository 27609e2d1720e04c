use super::*;
use std::collections::HashMap;

fn aside(dir: &Path) -> Vec<std::path::PathBuf> {
    std::fs::read_dir(dir)
        .expect("listed")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().contains("app.ron.broken-"))
        .collect()
}

/// The settings as eframe writes them: a RON map whose values are RON texts.
fn eframe_text(settings: &Settings) -> String {
    let mut map = HashMap::new();
    map.insert(
        eframe::APP_KEY.to_string(),
        ron::to_string(settings).expect("serialises"),
    );
    map.insert(
        "window".to_string(),
        "(inner_size: (100.0, 80.0))".to_string(),
    );
    ron::ser::to_string_pretty(&map, ron::ser::PrettyConfig::default()).expect("serialises")
}

#[test]
fn a_good_settings_file_is_left_alone() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    assert_eq!(check(dir.path(), &Faults::default()), None, "no file");
    let settings = Settings {
        flipped: true,
        ..Settings::default()
    };
    std::fs::write(dir.path().join(SETTINGS_FILE), eframe_text(&settings)).expect("written");
    assert_eq!(check(dir.path(), &Faults::default()), None);
    assert!(aside(dir.path()).is_empty());
}

/// A file cut short (a crash while eframe wrote it in place) is what eframe would
/// silently reset: it is moved aside whole, and the notice says where.
#[test]
fn a_truncated_settings_file_is_moved_aside_with_a_notice() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let text = eframe_text(&Settings::default());
    let cut = &text[..text.len() / 2];
    let path = dir.path().join(SETTINGS_FILE);
    std::fs::write(&path, cut).expect("written");
    let notice = check(dir.path(), &Faults::default()).expect("a notice");
    let moved = aside(dir.path());
    assert_eq!(moved.len(), 1, "{notice}");
    assert_eq!(
        std::fs::read_to_string(&moved[0]).ok().as_deref(),
        Some(cut)
    );
    assert!(notice.contains(&shown(&moved[0])), "{notice}");
    assert!(!path.exists(), "eframe starts without it");
}

#[test]
fn settings_eframe_reads_but_the_app_cannot_are_moved_aside_too() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut map = HashMap::new();
    map.insert(eframe::APP_KEY.to_string(), "(flipped: maybe)".to_string());
    let text = ron::to_string(&map).expect("serialises");
    std::fs::write(dir.path().join(SETTINGS_FILE), text).expect("written");
    let notice = check(dir.path(), &Faults::default()).expect("a notice");
    assert!(notice.contains("the app's settings"), "{notice}");
    assert_eq!(aside(dir.path()).len(), 1);
}

#[test]
fn a_directory_in_its_place_is_moved_aside() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    std::fs::create_dir(dir.path().join(SETTINGS_FILE)).expect("a folder");
    let notice = check(dir.path(), &Faults::default()).expect("a notice");
    assert!(notice.contains("is a directory"), "{notice}");
    assert_eq!(aside(dir.path()).len(), 1);
}

/// The files of `dir` whose names hold `part`.
fn named(dir: &Path, part: &str) -> Vec<std::path::PathBuf> {
    let mut found: Vec<_> = std::fs::read_dir(dir)
        .expect("listed")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().contains(part))
        .collect();
    found.sort();
    found
}

/// A settings file as eframe 0.37 writes one, with this zoom and window.
fn eframe_file(zoom: &str, window: &str) -> String {
    let mut map = BTreeMap::new();
    map.insert(APP_KEY.to_string(), "(flipped: true)".to_string());
    map.insert(
        EGUI_KEY.to_string(),
        format!("(options: (zoom_factor: {zoom}, theme_preference: Dark), data: ())"),
    );
    map.insert(WINDOW_KEY.to_string(), window.to_string());
    ron::ser::to_string_pretty(&map, ron::ser::PrettyConfig::default()).expect("serialises")
}

const WINDOW: &str = "(normal_geometry: (outer_position_pixels: Some((x: 10.0, y: 20.0)), scale_factor: 1.0, inner_size_points: (x: 1100.0, y: 760.0)), fullscreen: false, maximized: false)";

/// Issue 41, point 1: a zoom of 0, -1, NaN, 1e-30 or 1000 stopped every start (winit's
/// scale check, X11's window size). Each is brought within egui's own 0.2-5, the file
/// as it was is kept aside byte for byte and named in the notice, and the file is
/// written again checked, so the next start says nothing.
#[test]
fn a_zoom_that_would_stop_the_app_is_brought_within_range_and_the_file_kept_aside() {
    for (zoom, kept) in [
        ("0.0", MIN_ZOOM),
        ("-1.0", MIN_ZOOM),
        ("NaN", 1.0),
        ("1e-30", MIN_ZOOM),
        ("1000.0", MAX_ZOOM),
        ("inf", MAX_ZOOM),
    ] {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join(SETTINGS_FILE);
        let text = eframe_file(zoom, WINDOW);
        std::fs::write(&path, &text).expect("written");
        let start = load(dir.path(), &Faults::default());
        let egui: Egui = ron::from_str(start.egui.as_deref().expect("kept")).expect("reads");
        assert_eq!(egui.options.zoom_factor, kept, "{zoom}");
        assert!(
            start.settings.flipped,
            "{zoom}: the app's settings are kept"
        );
        let notice = start.notice.clone().expect("told");
        let aside = named(dir.path(), "app.ron.out-of-range-");
        assert_eq!(aside.len(), 1, "{zoom}: {notice}");
        assert_eq!(
            std::fs::read_to_string(&aside[0]).ok().as_deref(),
            Some(text.as_str())
        );
        assert!(notice.contains(&shown(&aside[0])), "{notice}");
        assert!(
            notice.contains(&format!("zoom {}", zoom.parse::<f32>().expect("a number"))),
            "{notice}"
        );
        // eframe starts on the checked entries; the next start finds nothing to say.
        assert!(
            scratch_text(&start).contains("zoom_factor:"),
            "{}",
            scratch_text(&start)
        );
        let again = load(dir.path(), &Faults::default());
        assert_eq!(again.notice, None, "{zoom}");
        assert!(again.settings.flipped);
    }
}

#[test]
fn a_window_size_place_or_scale_out_of_range_is_brought_back() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let window = "(normal_geometry: (outer_position_pixels: Some((x: NaN, y: 1e30)), scale_factor: 0.0, inner_size_points: (x: inf, y: -5.0)), fullscreen: false, maximized: true)";
    std::fs::write(dir.path().join(SETTINGS_FILE), eframe_file("1.0", window)).expect("written");
    let start = load(dir.path(), &Faults::default());
    let w: Window = ron::from_str(start.window.as_deref().expect("kept")).expect("reads");
    assert_eq!(w.normal_geometry.scale_factor, MIN_SCALE);
    assert_eq!(
        w.normal_geometry.inner_size_points,
        Xy {
            x: MAX_SIZE,
            y: MIN_SIZE
        }
    );
    assert_eq!(w.normal_geometry.outer_position_pixels, None);
    assert!(w.maximized);
    let notice = start.notice.expect("told");
    assert!(notice.contains("window size inf x -5"), "{notice}");
    // A good window is kept as it is and says nothing.
    let dir = tempfile::tempdir().expect("a temporary directory");
    std::fs::write(dir.path().join(SETTINGS_FILE), eframe_file("1.5", WINDOW)).expect("written");
    let start = load(dir.path(), &Faults::default());
    assert_eq!(start.notice, None);
    let w: Window = ron::from_str(start.window.as_deref().expect("kept")).expect("reads");
    assert_eq!(
        w.normal_geometry.outer_position_pixels,
        Some(Xy { x: 10.0, y: 20.0 })
    );
}

/// Issue 41, point 9: a field this version does not know (a newer version's) and the
/// map's other entries are written back as they were.
#[test]
fn fields_and_entries_this_version_does_not_know_are_written_back() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut map = BTreeMap::new();
    let future = "(mode: \"night\", layers: [1, 2], nested: (a: Some(\"x, y\")))";
    map.insert(
        APP_KEY.to_string(),
        format!("(flipped: true, future: {future}, coordinates: false)"),
    );
    map.insert("plugin".to_string(), "(anything: 1)".to_string());
    let text =
        ron::ser::to_string_pretty(&map, ron::ser::PrettyConfig::default()).expect("serialises");
    std::fs::write(dir.path().join(SETTINGS_FILE), text).expect("written");
    let start = load(dir.path(), &Faults::default());
    assert_eq!(start.notice, None);
    assert!(start.settings.flipped && !start.settings.coordinates);
    let mut settings = start.settings.clone();
    settings.coordinates = true;
    let written = file_text(&settings, None, None, &start.file).expect("writes");
    let again: BTreeMap<String, String> = ron::from_str(&written).expect("reads");
    assert_eq!(again["plugin"], "(anything: 1)");
    let fields = ron_fields::fields(&again[APP_KEY]).expect("a struct");
    assert!(
        fields.contains(&("future".to_string(), future.to_string())),
        "{fields:?}"
    );
    let back: Settings = ron::from_str(&again[APP_KEY]).expect("reads");
    assert!(back.coordinates && back.flipped);
}

/// Issue 41, point 9: a settings file that is there but cannot be read now (mode 000)
/// is left alone, as the theme and the profiles are, and not written this session.
#[cfg(unix)]
#[test]
fn a_settings_file_that_cannot_be_read_now_is_left_alone() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join(SETTINGS_FILE);
    std::fs::write(&path, eframe_file("1.0", WINDOW)).expect("written");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o000)).expect("mode 000");
    if std::fs::read(&path).is_ok() {
        // Root reads it anyway: nothing to see here.
        return;
    }
    let start = load(dir.path(), &Faults::default());
    assert!(path.exists(), "not moved aside");
    assert!(named(dir.path(), "broken").is_empty());
    assert!(start.file.keep.is_some());
    let notice = start.notice.expect("told");
    assert!(notice.contains("not saved over it"), "{notice}");
}

/// A file the app writes always reads back: a text that would not is refused.
#[test]
fn the_written_file_reads_back_to_the_same_settings() {
    let settings = Settings {
        flipped: true,
        ..Settings::default()
    };
    let file = SettingsFile::default();
    let text = file_text(
        &settings,
        Some(WINDOW),
        Some("(options: (zoom_factor: 9.0))"),
        &file,
    )
    .expect("writes");
    let start = {
        let dir = tempfile::tempdir().expect("a temporary directory");
        std::fs::write(dir.path().join(SETTINGS_FILE), &text).expect("written");
        load(dir.path(), &Faults::default())
    };
    assert_eq!(start.notice, None, "written checked: {text}");
    assert_eq!(start.settings, settings);
    let egui: Egui = ron::from_str(start.egui.as_deref().expect("kept")).expect("reads");
    assert_eq!(egui.options.zoom_factor, MAX_ZOOM);
    // Unknown fields that would break the struct are refused, not written.
    let broken = SettingsFile {
        unknown: vec![("oops".into(), "(".into())],
        ..SettingsFile::default()
    };
    assert!(file_text(&settings, None, None, &broken).is_err());
}
