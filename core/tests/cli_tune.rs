//! `otherworlds-cli datagen` and `tune` (issue 19): the data file's lines, several
//! variants appended to one file, the weights file the tuner writes (read back with the
//! engine's own reader), and one-line errors naming the file and line.

mod support;
use otherworlds_core::linear::Weights;
use otherworlds_core::ratings::Family;
use otherworlds_core::{AnyPosition, Variant, tune};
use support::cli;

fn dir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("ow-cli-tune-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap_or_else(|e| panic!("{e}"));
    d
}

#[test]
fn datagen_appends_quiet_positions_with_one_result_a_game_and_tune_writes_weights() {
    let d = dir("run");
    let data = d.join("data.txt");
    let data_s = data.to_string_lossy().into_owned();
    for v in ["standard", "4d"] {
        let (code, out, err) = cli(&[
            "datagen",
            "--variant",
            v,
            "--games",
            "2",
            "--nodes",
            "200",
            "--seed",
            "3",
            "--out",
            &data_s,
        ]);
        assert_eq!(code, 0, "{err}");
        assert!(out.starts_with(&format!("datagen {v}: ")), "{out}");
    }
    let text = std::fs::read_to_string(&data).unwrap_or_else(|e| panic!("{e}"));
    let mut variant: Option<Variant> = None;
    let mut results: Vec<(String, String)> = Vec::new(); // (game, result) per line
    let mut game = String::new();
    let mut seen = Vec::new();
    for line in text.lines() {
        if let Some(v) = line.strip_prefix("# variant ") {
            variant = v.parse().ok();
            seen.push(v.to_string());
        } else if let Some(g) = line.strip_prefix("# game ") {
            game = format!("{seen:?}{g}");
        } else {
            let (pos, result) = line.rsplit_once('\t').unwrap_or_else(|| panic!("{line}"));
            let v = variant.unwrap_or_else(|| panic!("no variant line before {line}"));
            let p = AnyPosition::from_string(v, pos).unwrap_or_else(|e| panic!("{line}: {e}"));
            assert!(!otherworlds_core::Rules::is_check(&p), "in check: {line}");
            assert!(["1", "0.5", "0"].contains(&result), "{line}");
            results.push((game.clone(), result.to_string()));
        }
    }
    assert_eq!(seen, ["standard", "4d"]);
    assert!(!results.is_empty());
    for w in results.windows(2) {
        if w[0].0 == w[1].0 {
            assert_eq!(w[0].1, w[1].1, "one result for every position of a game");
        }
    }
    let weights = d.join("w.txt");
    let (code, out, err) = cli(&[
        "tune",
        "--family",
        "standard",
        "--data",
        &data_s,
        "--out",
        &weights.to_string_lossy(),
        "--epochs",
        "5",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("start: train loss") && out.contains("tuned: train loss"),
        "{out}"
    );
    let written = std::fs::read_to_string(&weights).unwrap_or_else(|e| panic!("{e}"));
    assert!(written.starts_with("# Tuned by: otherworlds-cli tune --family standard"));
    assert!(Weights::parse(&written, tune::names(Family::Standard)).is_ok());
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn bad_data_and_arguments_are_one_line_errors() {
    let d = dir("bad");
    let data = d.join("bad.txt");
    std::fs::write(&data, "# variant standard\n8/8/8/8/8/8/8/8 w - - 0 1\t1\n")
        .unwrap_or_else(|e| panic!("{e}"));
    let data_s = data.to_string_lossy().into_owned();
    let out_s = d.join("w.txt").to_string_lossy().into_owned();
    let (code, out, err) = cli(&[
        "tune", "--family", "standard", "--data", &data_s, "--out", &out_s,
    ]);
    assert_eq!(
        (code, out.as_str(), err.lines().count()),
        (1, "", 1),
        "{err}"
    );
    assert!(err.contains("bad.txt:2:"), "{err}");
    let (code, _, err) = cli(&[
        "tune", "--family", "chess", "--data", &data_s, "--out", &out_s,
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("unknown family 'chess'"), "{err}");
    let (code, _, err) = cli(&[
        "datagen",
        "--variant",
        "standard",
        "--games",
        "0",
        "--out",
        &out_s,
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("--games"), "{err}");
    assert!(!d.join("w.txt").exists(), "nothing written on an error");
    let _ = std::fs::remove_dir_all(&d);
}
