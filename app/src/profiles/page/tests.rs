use super::*;

fn game(played: &str, before: f64, after: f64) -> GameRef {
    GameRef {
        played: played.into(),
        rating_before: Some(before),
        rating_after: Some(after),
        ..GameRef::default()
    }
}

/// Issue 42, point 16: with one game the axis ran 0.5-1.4 around a lone dot.
#[test]
fn one_game_stands_on_a_whole_axis_and_each_family_keeps_one_colour() {
    let chart = vec![(Family::Standard, vec![[1.0, 1331.2]])];
    let bounds = ChartBounds::of(&chart);
    assert_eq!(bounds.x, (0.0, 5.0), "games 0 to 5 around the first");
    assert_eq!(bounds.y, (1281.2, 1381.2), "50 points either side");
    // Many games: one past the last.
    let many = vec![
        (Family::Standard, vec![[1.0, 1500.0], [40.0, 1600.0]]),
        (Family::FourD, vec![[1.0, 1400.0], [9.0, 1450.0]]),
    ];
    assert_eq!(ChartBounds::of(&many).x, (0.0, 41.0));
    assert_eq!(ChartBounds::of(&many).y, (1350.0, 1650.0));
    // Only whole games are marks on the axis.
    assert_eq!(game_number(1.0), "1");
    assert_eq!(game_number(0.5), "");
    assert_eq!(game_number(1.4), "");
    assert_eq!(game_number(0.0), "");
    // Four colours apart, each readable on the plot's background.
    for visuals in [
        egui::Visuals::light(),
        egui::Visuals::dark(),
        crate::theme::Theme::default().visuals(),
    ] {
        let colors: std::collections::HashSet<_> = Family::ALL
            .into_iter()
            .map(|f| family_color(f, visuals.dark_mode))
            .collect();
        assert_eq!(colors.len(), 4);
        for family in Family::ALL {
            let color = family_color(family, visuals.dark_mode);
            let ratio = crate::theme::contrast_ratio(color, visuals.extreme_bg_color);
            assert!(ratio >= 3.0, "{family:?} on the plot: {ratio:.2}");
        }
    }
}

#[test]
fn games_sort_by_any_column_both_ways() {
    let mut profile = Profile::new("Ada");
    profile.games = vec![
        // 1699.6 is shown 1700: the changes are between the ratings as shown.
        game("2026-12-01T10:00:00Z", 1500.0, 1699.6),
        game("2026-12-02T10:00:00Z", 1699.6, 1650.0),
        game("2026-11-30T10:00:00Z", 1400.0, 1500.0),
    ];
    let mut window = ProfilesWindow::new(Some("Ada".into()));
    // Newest first by default.
    let dates: Vec<String> = sorted_games(&profile, &window)
        .iter()
        .map(|g| cell_text(g, Column::Date))
        .collect();
    // Dates as English writes them (issue 43: the language's form; this test's
    // thread speaks English).
    assert_eq!(
        dates,
        ["2 Dec 2026 10:00", "1 Dec 2026 10:00", "30 Nov 2026 10:00"]
    );
    window.sort_by(Column::Change);
    let changes: Vec<String> = sorted_games(&profile, &window)
        .iter()
        .map(|g| cell_text(g, Column::Change))
        .collect();
    assert_eq!(changes, ["-50", "+100", "+200"]);
    window.sort_by(Column::Change);
    assert_eq!(
        cell_text(sorted_games(&profile, &window)[0], Column::Change),
        "+200"
    );
}

#[test]
fn a_kept_game_is_only_looked_for_in_the_games_folder() {
    let dir = Path::new("/data/games");
    assert_eq!(game_path(dir, "a.owgame"), dir.join("a.owgame"));
    assert_eq!(game_path(dir, "../../etc/passwd"), dir.join("passwd"));
}
