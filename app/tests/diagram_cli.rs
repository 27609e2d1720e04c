//! Issue 16, point 4: `otherworlds diagram --variant V [--position S] [--moves M...]
//! [--select CELL] --format svg|png -o FILE`, run as a teacher's script runs it (the
//! built binary, no display). The SVG is read by a real XML parser (roxmltree), the
//! PNG by the image crate; what they must hold comes from the core (the pieces of the
//! position, the legal targets of the selected piece) and from the documented size
//! rule, never from an earlier output.
use otherworlds_core::{AnyPosition, Game, Variant, prelude::*};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use tempfile::TempDir;

fn diagram(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_otherworlds"))
        .arg("diagram")
        .args(args)
        // No display: the command must not need one.
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("the otherworlds binary runs")
}

/// Runs the command writing `name` in `dir`; the file's bytes.
fn written(dir: &Path, name: &str, args: &[&str]) -> Vec<u8> {
    let path = dir.join(name);
    let path_text = path.to_string_lossy().into_owned();
    let mut all: Vec<&str> = args.to_vec();
    all.extend(["-o", &path_text]);
    let out = diagram(&all);
    assert!(
        out.status.success(),
        "{all:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.stdout.is_empty() && out.stderr.is_empty(),
        "{all:?}: quiet on success"
    );
    std::fs::read(&path).expect("the diagram was written")
}

/// The position after `moves`, played by the core.
fn position(variant: &str, moves: &[&str]) -> AnyPosition {
    let variant: Variant = variant.parse().expect("a variant id");
    let mut game = Game::new(AnyPosition::new(variant));
    for m in moves {
        game.play_str(m).expect("a legal move");
    }
    game.position().clone()
}

/// The SVG's groups of class `piece`, each checked to hold paths only.
fn piece_groups(svg: &str) -> usize {
    let doc = roxmltree::Document::parse(svg).expect("the SVG is well-formed XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    let groups: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("g") && n.attribute("class") == Some("piece"))
        .collect();
    for g in &groups {
        let parts: Vec<_> = g.children().filter(|c| c.is_element()).collect();
        assert!(!parts.is_empty(), "a piece has paths");
        assert!(
            parts.iter().all(|c| c.has_tag_name("path")),
            "a piece is vector paths only: {:?}",
            parts
                .iter()
                .map(|c| c.tag_name().name())
                .collect::<Vec<_>>()
        );
    }
    groups.len()
}

/// Every variant in every view it has (the tesseract only in 4D): the SVG parses as
/// XML and holds one group of paths per piece the core counts on the boards.
#[test]
fn every_variant_and_view_writes_xml_with_one_path_group_per_piece() {
    let dir = TempDir::new().expect("a temporary directory");
    let cases: [(&str, &[&str]); 6] = [
        ("standard", &["e2e4", "d7d5", "e4d5"]),
        // A capture on Earth: the pawn rises to the Sky as a ghost.
        ("two-worlds", &["e2e4", "d7d5", "e4d5"]),
        ("4d", &["a1[0,0]a1[0,1]"]),
        ("4d-classic", &[]),
        ("valhalla", &["e2e4,0000", "d7d5,0000", "e4d5,p@a7,e1e2"]),
        ("valhalla:inverted:mirror:eternal", &["e2e4,0000"]),
    ];
    for (variant, moves) in cases {
        let pieces = position(variant, moves).pieces().len();
        let views: &[&str] = if variant.starts_with("4d") {
            &["2d", "3d", "tesseract"]
        } else {
            &["2d", "3d"]
        };
        for view in views {
            let args = |format| {
                let mut args = vec!["--variant", variant, "--view", view, "--format", format];
                if !moves.is_empty() {
                    args.push("--moves");
                    args.extend(moves.iter().copied());
                }
                args
            };
            let svg = written(dir.path(), "d.svg", &args("svg"));
            let svg = String::from_utf8(svg).expect("UTF-8");
            assert_eq!(piece_groups(&svg), pieces, "{variant} {view}");
            let png = written(dir.path(), "d.png", &args("png"));
            let picture = image::load_from_memory(&png).expect("the PNG decodes");
            assert_eq!(picture.width(), 800, "{variant} {view}: the default width");
        }
    }
}

/// The width is the one asked for; the height follows the documented rule: 16 points
/// of padding above and below a board area 768 points wide (800 less the padding) at
/// the view's ratio, all scaled by width/800. A standard board with its labels is
/// 8.45 x 8.45 cells (0.45 of labels on the left and below), so square. Valhalla's two
/// boards side by side are 8.45 + 0.5 (gap) + 8.45 = 17.4 cells wide and 8 + 0.45 +
/// 0.6 (title) = 9.05 high: 768 x 9.05 / 17.4 = 399.45, plus 32 = 431.45 points. The 3D
/// views are 3:4: 576 + 32 = 608 points.
#[test]
fn the_png_decodes_to_the_requested_width_and_the_documented_height() {
    let dir = TempDir::new().expect("a temporary directory");
    let cases = [
        ("standard", "2d", 640, 640),
        ("standard", "2d", 64, 64),
        ("standard", "2d", 1234, 1234),
        ("valhalla", "2d", 800, 431),
        ("valhalla", "2d", 400, 216),
        ("4d", "tesseract", 1000, 760),
        ("two-worlds", "3d", 800, 608),
    ];
    for (variant, view, width, height) in cases {
        let size = width.to_string();
        let args = [
            "--variant",
            variant,
            "--view",
            view,
            "--size",
            &size,
            "--format",
            "png",
        ];
        let png = written(dir.path(), "d.png", &args);
        let picture = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
            .expect("a PNG that decodes");
        assert_eq!(
            (picture.width(), picture.height()),
            (width, height),
            "{variant} {view} at {width}"
        );
        // Not an empty picture: the board's dark and light squares are both there.
        let rgb = picture.to_rgb8();
        let (dark, light) = rgb.pixels().fold((0, 0), |(d, l), p| {
            let sum: u32 = p.0.iter().map(|&c| u32::from(c)).sum();
            (d + u32::from(sum < 200), l + u32::from(sum > 700))
        });
        assert!(
            dark > 0 && light > 0,
            "{variant} {view}: {dark} dark, {light} light"
        );
        // The SVG says the same size.
        let svg = written(
            dir.path(),
            "d.svg",
            &[&args[..6], &["--format", "svg"]].concat(),
        );
        let svg = String::from_utf8(svg).expect("UTF-8");
        let doc = roxmltree::Document::parse(&svg).expect("XML");
        let root = doc.root_element();
        assert_eq!(root.attribute("width"), Some(size.as_str()));
        assert_eq!(root.attribute("height"), Some(height.to_string().as_str()));
    }
}

#[test]
fn the_same_position_gives_the_same_bytes_twice() {
    let dir = TempDir::new().expect("a temporary directory");
    for format in ["svg", "png"] {
        let args = [
            "--format",
            format,
            "--variant",
            "two-worlds",
            "--moves",
            "e2e4",
            "d7d5",
            "e4d5",
            "--select",
            "d8",
            "--caption",
            "The ghost rises",
        ];
        let first = written(dir.path(), "a", &args);
        let second = written(dir.path(), "b", &args);
        assert!(first == second, "{format}: two runs gave different bytes");
        // Without the caption: another picture (so the comparison can fail).
        let other = written(dir.path(), "c", &args[..args.len() - 2]);
        assert!(first != other, "{format}: another diagram differs");
    }
}

/// Theme Ink's move dot (`#000000c0`) as the SVG writes it.
const INK_DOT: (&str, &str) = ("#000000", "0.75");

/// The move dots of a diagram: circles outside the pieces in the dot's colour.
fn dots(svg: &str) -> usize {
    let doc = roxmltree::Document::parse(svg).expect("XML");
    doc.descendants()
        .filter(|n| n.has_tag_name("circle"))
        .filter(|n| n.attribute("fill") == Some(INK_DOT.0))
        .filter(|n| n.attribute("fill-opacity") == Some(INK_DOT.1))
        .count()
}

fn texts(svg: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(svg).expect("XML");
    doc.descendants()
        .filter(|n| n.has_tag_name("text"))
        .map(|n| {
            let words: Vec<&str> = n
                .descendants()
                .filter(|d| d.is_text())
                .filter_map(|d| d.text())
                .collect();
            words.join(" ")
        })
        .collect()
}

/// `--select` marks the piece's quiet moves with dots: as many as the core's legal
/// moves from that cell (after 1. e4 e5 the f1 bishop reaches e2, d3, c4, b5, a6 and
/// the g1 knight e2, f3, h3). `--no-markers` draws none; `--no-coordinates` drops
/// the file and rank labels (a standard board has no other text); a caption is text.
#[test]
fn select_marks_the_core_targets_and_the_switches_do_what_they_say() {
    let dir = TempDir::new().expect("a temporary directory");
    let moves = ["e2e4", "e7e5"];
    let pos = position("standard", &moves);
    for cell in ["f1", "g1"] {
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        let targets = legal
            .into_iter()
            .filter(|m| pos.move_string(*m).starts_with(cell))
            .count();
        assert!(targets >= 3, "{cell}");
        let args = [
            "--variant",
            "standard",
            "--moves",
            moves[0],
            moves[1],
            "--select",
            cell,
        ];
        let svg = written(dir.path(), "s.svg", &args);
        assert_eq!(dots(&String::from_utf8_lossy(&svg)), targets, "{cell}");
        let bare = written(
            dir.path(),
            "s.svg",
            &[&args[..], &["--no-markers"]].concat(),
        );
        assert_eq!(dots(&String::from_utf8_lossy(&bare)), 0, "{cell}");
    }
    let svg = written(dir.path(), "s.svg", &["--variant", "standard"]);
    let labels = texts(&String::from_utf8_lossy(&svg));
    let expected: Vec<String> = "a b c d e f g h 1 2 3 4 5 6 7 8"
        .split(' ')
        .map(String::from)
        .collect();
    let mut sorted = labels.clone();
    sorted.sort();
    let mut want = expected.clone();
    want.sort();
    assert_eq!(sorted, want);
    let svg = written(
        dir.path(),
        "s.svg",
        &[
            "--variant",
            "standard",
            "--no-coordinates",
            "--caption",
            "Fool's mate & <more>",
        ],
    );
    assert_eq!(
        texts(&String::from_utf8_lossy(&svg)),
        ["Fool's mate & <more>"]
    );
}

/// Each bad input: exit status 1, one line on stderr naming what is wrong, no panic,
/// no file.
#[test]
fn bad_input_exits_1_with_one_line_naming_it() {
    let dir = TempDir::new().expect("a temporary directory");
    let out = dir.path().join("out.svg");
    let out_text = out.to_string_lossy().into_owned();
    let nowhere = dir.path().join("no-such-folder").join("x.png");
    let nowhere_text = nowhere.to_string_lossy().into_owned();
    let bad_position = "8/8/8/8/8/8/8/8 w - - 0 1";
    let long_caption = "x".repeat(301);
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["--variant", "chess960", "-o", &out_text], "chess960"),
        (
            vec![
                "--variant",
                "standard",
                "--position",
                bad_position,
                "-o",
                &out_text,
            ],
            "--position",
        ),
        (
            vec!["--variant", "standard", "--moves", "e2e5", "-o", &out_text],
            "e2e5",
        ),
        (
            vec![
                "--variant",
                "standard",
                "--moves",
                "e2e4",
                "zz",
                "-o",
                &out_text,
            ],
            "move 2",
        ),
        (
            vec!["--variant", "standard", "--select", "z9", "-o", &out_text],
            "z9",
        ),
        (
            vec!["--variant", "standard", "--select", "e4", "-o", &out_text],
            "no piece",
        ),
        (
            vec!["--variant", "standard", "--select", "e7", "-o", &out_text],
            "black piece",
        ),
        (
            vec![
                "--variant",
                "standard",
                "--view",
                "tesseract",
                "-o",
                &out_text,
            ],
            "tesseract",
        ),
        (
            vec!["--variant", "standard", "--view", "5d", "-o", &out_text],
            "--view",
        ),
        (
            vec!["--variant", "standard", "--theme", "neon", "-o", &out_text],
            "neon",
        ),
        (
            vec!["--variant", "standard", "--size", "0", "-o", &out_text],
            "--size",
        ),
        (
            vec!["--variant", "standard", "--size", "99999", "-o", &out_text],
            "--size",
        ),
        (
            vec!["--variant", "standard", "--format", "gif", "-o", &out_text],
            "gif",
        ),
        (
            vec!["--variant", "standard", "-o", "diagram.txt"],
            "--format",
        ),
        (vec!["--variant", "standard"], "--output"),
        (
            vec!["--variant", "standard", "-o", &nowhere_text],
            "could not be written",
        ),
        (
            vec![
                "--variant",
                "standard",
                "--caption",
                &long_caption,
                "-o",
                &out_text,
            ],
            "--caption",
        ),
    ];
    for (args, named) in cases {
        let result = diagram(&args);
        let stderr = String::from_utf8_lossy(&result.stderr);
        assert_eq!(result.status.code(), Some(1), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: one line: {stderr}");
        assert!(stderr.contains(named), "{args:?} names {named}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(result.stdout.is_empty(), "{args:?}");
        assert!(!out.exists() && !nowhere.exists(), "{args:?} wrote nothing");
    }
    // Nothing was left behind either (no temporary file of the atomic writer).
    let left: Vec<PathBuf> = std::fs::read_dir(dir.path())
        .expect("listed")
        .flatten()
        .map(|e| e.path())
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

/// Writing over a file replaces it whole (the atomic writer), and the format follows
/// the file's extension when `--format` is left out.
#[test]
fn the_extension_chooses_the_format_and_an_old_file_is_replaced() {
    let dir = TempDir::new().expect("a temporary directory");
    let path = dir.path().join("board.PNG");
    std::fs::write(&path, "old contents, longer than nothing").expect("written");
    let path_text = path.to_string_lossy().into_owned();
    let result = diagram(&["--variant", "4d-classic", "-o", &path_text]);
    assert!(
        result.status.success(),
        "{}",
        String::from_utf8_lossy(&result.stderr)
    );
    let bytes = std::fs::read(&path).expect("read");
    assert!(
        image::load_from_memory(&bytes).is_ok(),
        "a PNG replaced the old file"
    );
}

/// Issue 41, point 6: the output path goes through the writers' one rule (the app's
/// file layer's): a named pipe, a directory, a link to nothing or to a device is left
/// as it was and the command exits 1 naming it; a link to a regular file is followed,
/// so the link stays a link and the file it leads to holds the diagram.
#[cfg(unix)]
#[test]
fn an_output_path_that_is_not_a_regular_file_is_refused_and_left_alone() {
    use std::os::unix::fs::FileTypeExt;
    let dir = TempDir::new().expect("a temporary directory");
    let fifo = dir.path().join("pipe.svg");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let folder = dir.path().join("folder.svg");
    std::fs::create_dir(&folder).expect("a folder");
    let dangling = dir.path().join("dangling.svg");
    std::os::unix::fs::symlink(dir.path().join("gone.svg"), &dangling).expect("a link");
    let to_null = dir.path().join("null.svg");
    std::os::unix::fs::symlink("/dev/null", &to_null).expect("a link");
    for (path, what) in [
        (&fifo, "named pipe"),
        (&folder, "directory"),
        (&dangling, "link to nothing"),
        (&to_null, "link to a device"),
    ] {
        let text = path.to_string_lossy().into_owned();
        let out = diagram(&["--variant", "standard", "-o", &text]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{what}: {err}");
        assert!(err.contains(what), "{what}: {err}");
    }
    let kind = |p: &Path| {
        std::fs::symlink_metadata(p)
            .expect("still there")
            .file_type()
    };
    assert!(kind(&fifo).is_fifo(), "the pipe is still a pipe");
    assert!(kind(&folder).is_dir());
    assert!(kind(&dangling).is_symlink() && !dir.path().join("gone.svg").exists());
    assert!(kind(&to_null).is_symlink());
    assert!(kind(Path::new("/dev/null")).is_char_device());
    // A link to a regular file: the file gets the diagram, the link stays.
    let real = dir.path().join("real.svg");
    std::fs::write(&real, "old").expect("written");
    let link = dir.path().join("link.svg");
    std::os::unix::fs::symlink(&real, &link).expect("a link");
    let written_via = written(dir.path(), "link.svg", &["--variant", "standard"]);
    assert!(kind(&link).is_symlink(), "the link is kept");
    assert_eq!(std::fs::read(&real).expect("read"), written_via);
    assert!(String::from_utf8_lossy(&written_via).contains("<svg"));
}
