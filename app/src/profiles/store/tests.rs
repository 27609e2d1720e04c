use super::*;

#[test]
fn a_book_round_trips_and_keeps_fields_it_does_not_know() {
    let text = r#"{"version": 1, "theme": "dark", "profiles": [
        {"name": "Ada", "created": "2026-12-01T11:22:33Z", "avatar": "owl",
         "ratings": {"standard": {"rating": 1612.5, "deviation": 80.0}},
         "games": [{"family": "standard", "result": "1-0", "clock": "5+3"}]}]}"#;
    let book = parse(text.as_bytes(), Path::new("p.json")).expect("parses");
    let ada = &book.profiles[0];
    assert_eq!(ada.name, "Ada");
    let standard = &ada.ratings["standard"];
    assert_eq!(standard.rating, 1612.5);
    // A missing field takes lichess's start value.
    assert_eq!(standard.volatility, 0.09);
    assert_eq!(ada.extra["avatar"], "owl");
    assert_eq!(ada.games[0].extra["clock"], "5+3");
    let again = parse(&to_json(&book).expect("writes"), Path::new("p.json")).expect("parses");
    assert_eq!(again, book);
    assert_eq!(again.extra["theme"], "dark");
}

/// A book of `games` games against an opponent named `opponent`.
fn book_of(games: usize, opponent: &str) -> ProfileBook {
    let game = GameRef {
        family: "standard".into(),
        played: "2026-12-05T06:00:00Z".into(),
        opponent: opponent.into(),
        result: "1-0".into(),
        rated: true,
        variant: "standard".into(),
        colour: "white".into(),
        reason: "checkmate".into(),
        rating_before: Some(1500.0),
        rating_after: Some(1512.5),
        deviation_after: Some(80.0),
        ..GameRef::default()
    };
    let mut ada = Profile::new("Ada");
    ada.games = vec![game; games];
    ProfileBook {
        profiles: vec![ada],
        ..ProfileBook::default()
    }
}

/// Issue 41: a history of 100,000 games was written indented past the size the app
/// reads (8 MiB then), so the next start refused the file. Past `PRETTY_UP_TO` the
/// file is written compact, and a book that would not fit the limit even so is
/// refused before it is written.
#[test]
fn a_long_history_is_written_in_a_form_that_reads_back_or_not_at_all() {
    let book = book_of(100_000, "Level 8");
    let bytes = to_json(&book).expect("100,000 games fit");
    assert!(bytes.len() as u64 <= MAX_PROFILES_BYTES);
    assert!(
        bytes.len() > PRETTY_UP_TO,
        "compact, and still past the indented size"
    );
    assert!(!bytes.contains(&b'\n'), "written compact");
    let again = parse(&bytes, Path::new("p.json")).expect("reads back");
    assert_eq!(again.profiles[0].games.len(), 100_000);
    // A small book stays indented for a person to read.
    let small = to_json(&book_of(3, "Level 8")).expect("writes");
    assert!(small.contains(&b'\n'));
    // Opponents' names of 400 characters: 100,000 games take more than the limit.
    let err = to_json(&book_of(100_000, &"x".repeat(400))).expect_err("too big");
    assert!(err.contains("more than the 32 MiB"), "{err}");
}

#[test]
fn bad_files_are_errors_that_name_the_problem() {
    let path = Path::new("/data/profiles.json");
    let err = parse(br#"{"version": 1, "profiles": [{"name": 7}]}"#, path)
        .expect_err("a number for a name");
    assert!(
        matches!(err, ProfilesError::Invalid { line: 1, .. }),
        "{err}"
    );
    let err = parse(br#"{"profiles": []}"#, path).expect_err("no version");
    assert_eq!(err, ProfilesError::NoVersion { path: path.into() });
    let err = parse(br#"{"version": 2}"#, path).expect_err("newer");
    assert!(
        err.to_string().contains("version 2 was written by a newer"),
        "{err}"
    );
    for version in ["0", "-1", "1.5", "\"1\""] {
        let text = format!("{{\"version\": {version}}}");
        assert!(parse(text.as_bytes(), path).is_err(), "{version}");
    }
    for other in ["5", "[]", "\"text\"", "null"] {
        let err = parse(other.as_bytes(), path).expect_err("not an object");
        assert!(
            err.to_string().contains("one JSON object"),
            "{other}: {err}"
        );
    }
    let err = parse(b"{\"version\": 1, \"prof", path).expect_err("cut short");
    assert!(err.to_string().contains("line 1, column"), "{err}");
}

#[test]
fn a_corrupt_or_newer_file_is_kept_aside_never_overwritten() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join(PROFILES_FILE);
    let faults = Faults::default();
    assert!(matches!(load(dir.path(), &faults), Loaded::Nothing));
    std::fs::write(&path, b"{\"version\": 1, \"profiles\": [{\"na").expect("written");
    let Loaded::KeptAside {
        aside: Ok(kept), ..
    } = load(dir.path(), &faults)
    else {
        panic!("not kept aside");
    };
    assert!(kept.to_string_lossy().contains("profiles.json.broken-"));
    assert!(!path.exists());
    std::fs::write(&path, b"{\"version\": 9, \"profiles\": []}").expect("written");
    let Loaded::KeptAside {
        aside: Ok(kept),
        error,
    } = load(dir.path(), &faults)
    else {
        panic!("not kept aside");
    };
    assert!(matches!(error, ProfilesError::Newer { found: 9, .. }));
    assert!(kept.to_string_lossy().contains("profiles.json.newer-"));
    assert_eq!(
        std::fs::read(&kept).ok().as_deref(),
        Some(&b"{\"version\": 9, \"profiles\": []}"[..])
    );
}

/// A book holding a number the maths cannot take is refused, never written.
#[test]
fn a_book_with_a_number_out_of_range_is_not_written() {
    let mut book = ProfileBook::default();
    let mut ada = Profile::new("Ada");
    ada.ratings.insert(
        "standard".into(),
        Rating {
            rating: f64::INFINITY,
            ..Rating::default()
        },
    );
    book.profiles.push(ada);
    let refused = to_json(&book).expect_err("refused");
    assert!(refused.contains("Ada"), "{refused}");
}
