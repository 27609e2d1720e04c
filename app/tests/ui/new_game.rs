//! Issue 42, point 19: the New game dialog as lichess's home (the variants as cards
//! with a link to their rules, Play the computer in one activation with a random
//! colour, Play a friend, the clock as a grid, the rest under More options), and the
//! first start, which opens it so a newcomer meets the variants.
use crate::support::*;
use egui::Key;
use egui_kittest::kittest::Queryable;
use otherworlds::OtherworldsApp;
use otherworlds::command::Command;
use otherworlds::game::time_control::TimeControl;
use otherworlds::players::{Player, Players};
use otherworlds_core::{Color, Variant};
use std::collections::BTreeSet;

/// The person's colour in a game of a person against the computer (None: another
/// kind of game).
fn person(players: &Players) -> Option<Color> {
    match (&players.white, &players.black) {
        (Player::Human, Player::Computer(_)) => Some(Color::White),
        (Player::Computer(_), Player::Human) => Some(Color::Black),
        _ => None,
    }
}

#[test]
fn play_the_computer_starts_in_one_activation_with_a_random_colour() {
    let mut seen = BTreeSet::new();
    for seed in 0..12 {
        let mut h = harness_sized(OtherworldsApp::for_tests_seeded(seed), 1024.0, 700.0);
        // Ctrl+N, then Enter: nothing chosen, nothing tabbed to.
        press_command(&mut h, Key::N);
        assert!(h.state().new_game_dialog().is_some());
        press(&mut h, Key::Enter);
        assert!(
            h.state().new_game_dialog().is_none(),
            "seed {seed}: started"
        );
        let players = h.state().players();
        let colour = person(&players).unwrap_or_else(|| panic!("seed {seed}: {players:?}"));
        // The computer: a fresh app has played none, so the default level, 2.
        assert_eq!(
            players.of(colour.flip()),
            &Player::computer(2),
            "seed {seed}"
        );
        assert_eq!(h.state().session().variant(), Variant::Standard);
        assert!(moves(&h).len() <= 1, "a new game");
        seen.insert(colour == Color::White);
    }
    assert_eq!(seen.len(), 2, "both colours drawn across the seeds");
}

#[test]
fn a_colour_chosen_is_kept_and_one_click_starts() {
    for (tile, colour) in [
        ("Your colour: White", Color::White),
        ("Your colour: Black", Color::Black),
    ] {
        for seed in 0..4 {
            let mut h = harness(OtherworldsApp::for_tests_seeded(seed));
            issue(&mut h, Command::NewGame);
            click_label(&mut h, tile);
            click_label(&mut h, "Computer: Level 5 (Strong club)");
            click_label(&mut h, "Play the computer");
            assert!(h.state().new_game_dialog().is_none());
            let players = h.state().players();
            assert_eq!(person(&players), Some(colour), "{tile}, seed {seed}");
            assert_eq!(players.of(colour.flip()), &Player::computer(5));
            // The person's side at the bottom of the board: a1 below h8 for White.
            let a1 = cell_node(&h, "a1").rect().center();
            let h8 = cell_node(&h, "h8").rect().center();
            assert_eq!(a1.y > h8.y, colour == Color::White, "{tile}, seed {seed}");
        }
    }
}

#[test]
fn each_variant_card_starts_its_variant() {
    // The ids of RULES.md §5; each card (and its own choices) starts its variant.
    let cases: [(&[&str], &str); 6] = [
        (&["Standard chess"], "standard"),
        (&["Two Worlds"], "two-worlds"),
        (&["4D chess"], "4d"),
        (&["4D chess", "Classic set"], "4d-classic"),
        (&["Valhalla"], "valhalla"),
        (
            &["Valhalla", "Inverted", "Mirror"],
            "valhalla:inverted:mirror",
        ),
    ];
    for (clicks, id) in cases {
        let expected: Variant = id.parse().expect("a RULES.md id");
        let mut h = harness(OtherworldsApp::for_tests_after(Variant::TwoWorlds, &[]));
        issue(&mut h, Command::NewGame);
        for label in clicks {
            // The summary beside the buttons repeats the chosen variant's name.
            h.query_all_by(|n| {
                n.label().as_deref() == Some(*label)
                    && matches!(
                        n.role(),
                        egui::accesskit::Role::RadioButton | egui::accesskit::Role::CheckBox
                    )
            })
            .next()
            .unwrap_or_else(|| panic!("{label}"))
            .click();
            h.run();
        }
        click_label(&mut h, "Play a friend");
        assert!(h.state().new_game_dialog().is_none(), "{id}");
        assert_eq!(h.state().session().variant(), expected, "{id}");
        assert_eq!(h.state().players(), Players::default(), "{id}: two people");
    }
}

#[test]
fn a_cards_link_opens_its_rules_on_the_learn_screen() {
    for (card, course) in [
        ("Two Worlds", "two-worlds"),
        ("4D chess", "4d"),
        ("Valhalla", "valhalla"),
        ("Standard chess", "standard"),
    ] {
        let mut h = harness(OtherworldsApp::for_tests());
        issue(&mut h, Command::NewGame);
        click_label(&mut h, &format!("Learn the rules of {card}"));
        assert!(h.state().new_game_dialog().is_none(), "{card}");
        assert!(h.state().is_learning(), "{card}");
        let shown = h.state().learn().course().map(|c| c.variant.as_str());
        assert_eq!(shown, Ok(course));
        // The game waits behind the lessons, untouched.
        assert_eq!(h.state().session().variant(), Variant::Standard);
    }
}

#[test]
fn the_dialog_works_by_keyboard_alone() {
    let mut h = harness_sized(OtherworldsApp::for_tests(), 1024.0, 700.0);
    // A card, a level, a colour, by Tab and Space; Enter on a choice plays the computer.
    press_command(&mut h, Key::N);
    tab_to(&mut h, "Valhalla", 30);
    press(&mut h, Key::Space);
    tab_to(&mut h, "Eternal", 30);
    press(&mut h, Key::Space);
    tab_to(&mut h, "5+3", 40);
    press(&mut h, Key::Space);
    tab_to(&mut h, "Computer: Level 3 (Casual)", 40);
    press(&mut h, Key::Space);
    tab_to(&mut h, "Your colour: Black", 40);
    press(&mut h, Key::Enter);
    assert!(h.state().new_game_dialog().is_none());
    let eternal: Variant = "valhalla:eternal".parse().expect("a RULES.md id");
    assert_eq!(h.state().session().variant(), eternal);
    let players = h.state().players();
    assert_eq!(players.white, Player::computer(3));
    assert_eq!(players.black, Player::Human);
    assert_eq!(
        h.state().clocks().map(|c| c.control),
        Some(TimeControl::new(5, 3))
    );

    // The chosen card has the focus; Escape closes the dialog and changes nothing;
    // Play a friend by Tab and Enter.
    let mut h = harness_sized(
        OtherworldsApp::for_tests_after(Variant::FourDClassic, &[]),
        1024.0,
        700.0,
    );
    press_command(&mut h, Key::N);
    assert!(focused(&h, "4D chess"));
    press(&mut h, Key::Escape);
    assert!(h.state().new_game_dialog().is_none());
    assert_eq!(h.state().session().variant(), Variant::FourDClassic);
    press_command(&mut h, Key::N);
    // From 4D chess on, round to the first cards.
    tab_to(&mut h, "Two Worlds", 80);
    press(&mut h, Key::Space);
    tab_to(&mut h, "3+2", 40);
    press(&mut h, Key::Space);
    tab_to(&mut h, "Play a friend", 60);
    press(&mut h, Key::Enter);
    assert_eq!(h.state().session().variant(), Variant::TwoWorlds);
    assert_eq!(h.state().players(), Players::default());
    assert_eq!(
        h.state().clocks().map(|c| c.control),
        Some(TimeControl::new(3, 2))
    );

    // More options: Machine vs Machine at two levels, by keyboard (a game not begun
    // is replaced without a question).
    press_command(&mut h, Key::N);
    tab_to(&mut h, "More options", 60);
    press(&mut h, Key::Space);
    tab_to(&mut h, "White: Level 4 (Club)", 30);
    press(&mut h, Key::Space);
    tab_to(&mut h, "Black: Level 6 (Expert)", 30);
    press(&mut h, Key::Space);
    tab_to(&mut h, "Start", 30);
    press(&mut h, Key::Enter);
    let players = h.state().players();
    assert_eq!(players.white, Player::computer(4));
    assert_eq!(players.black, Player::computer(6));
}

/// Every widget of the dialog, More options open: its name and how many share it.
const WIDGETS: [&str; 40] = [
    "Standard chess",
    "Two Worlds",
    "4D chess",
    "Valhalla",
    "Learn the rules of Standard chess",
    "Learn the rules of Two Worlds",
    "Learn the rules of 4D chess",
    "Learn the rules of Valhalla",
    "Full set",
    "Classic set",
    "Inverted",
    "Mirror",
    "Eternal",
    "No clock",
    "1+0",
    "3+2",
    "10+0",
    "30+20",
    "Custom",
    "Computer: Level 1 (Beginner)",
    "Computer: Level 8 (Full strength)",
    "Your colour: White",
    "Your colour: Random",
    "Your colour: Black",
    "More options",
    "White: Human",
    "White: Level 8 (Full strength)",
    "White plays as: Guest",
    "Black: Human",
    "Black: Level 8 (Full strength)",
    "Black plays as: Guest",
    "New profile name",
    "Create profile",
    "Rated",
    "Start",
    "Play the computer",
    "Play a friend",
    "Cancel",
    "Minutes",
    "Increment (seconds)",
];

/// Whether every widget named `label` lies inside a `width`x`height` window.
fn inside(h: &H, label: &str, width: f32, height: f32) -> bool {
    let mut any = false;
    for node in h.query_all_by_label(label) {
        any = true;
        let r = node.rect();
        if r.left() < 0.0 || r.top() < 0.0 || r.right() > width || r.bottom() > height {
            return false;
        }
    }
    any
}

#[test]
fn the_dialog_fits_small_and_default_windows() {
    for (width, height) in [(1024.0, 700.0), (1100.0, 760.0)] {
        let mut h = harness_sized(OtherworldsApp::for_tests(), width, height);
        press_command(&mut h, Key::N);
        // Closed, the choices and the buttons fit without scrolling.
        for label in WIDGETS.iter().take(25).chain(&WIDGETS[35..38]) {
            assert!(
                inside(&h, label, width, height),
                "{label} at {width}x{height}"
            );
        }
        click_label(&mut h, "More options");
        click_in_view(&mut h, "Custom");
        // Open, the buttons stay in sight and the rest scrolls into it.
        for label in &WIDGETS[35..38] {
            assert!(
                inside(&h, label, width, height),
                "{label} at {width}x{height}"
            );
        }
        for label in WIDGETS {
            // Each widget of that name (a card's and the summary's "Standard chess").
            let count = h.query_all_by_label(label).count();
            assert!(count > 0, "{label} is in the dialog");
            for i in 0..count {
                if let Some(node) = h.query_all_by_label(label).nth(i) {
                    node.scroll_to_me();
                }
                h.run();
                let r = h.query_all_by_label(label).nth(i).map(|n| n.rect());
                let within = r.is_some_and(|r| {
                    r.left() >= 0.0 && r.top() >= 0.0 && r.right() <= width && r.bottom() <= height
                });
                assert!(within, "{label} ({i}) at {r:?} in {width}x{height}");
            }
        }
    }
}

#[test]
fn the_first_start_opens_the_dialog_with_the_variants() {
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    let mut h = harness(OtherworldsApp::for_tests_started_in(dir.path()));
    let dialog = h
        .state()
        .new_game_dialog()
        .expect("the dialog greets a newcomer");
    assert!(dialog.welcome);
    assert!(
        h.query_by_label_contains("Welcome to Otherworlds")
            .is_some()
    );
    for card in ["Standard chess", "Two Worlds", "4D chess", "Valhalla"] {
        assert!(h.query_all_by_label(card).next().is_some(), "{card}");
    }
    // Escape: the game that was there, standard chess between two people.
    press(&mut h, Key::Escape);
    assert!(h.state().new_game_dialog().is_none());
    assert_eq!(h.state().session().variant(), Variant::Standard);
    assert_eq!(h.state().players(), Players::default());
    // Ctrl+N later: the same dialog without the greeting.
    press_command(&mut h, Key::N);
    assert!(h.state().new_game_dialog().is_some_and(|d| !d.welcome));
}

#[test]
fn a_later_start_or_a_restored_game_opens_no_dialog() {
    // A settings file: the app has been started before here.
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    std::fs::write(dir.path().join("app.ron"), "{}").expect("written");
    let h = harness(OtherworldsApp::for_tests_started_in(dir.path()));
    assert!(h.state().new_game_dialog().is_none());
    drop(h);

    // No settings file, but a game autosaved: it comes back, with no dialog over it.
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    let mut h = harness(OtherworldsApp::for_tests_with_autosave(dir.path()));
    click_cell(&mut h, "e2");
    click_cell(&mut h, "e4");
    settle(&mut h);
    drop(h);
    assert!(!dir.path().join("app.ron").exists());
    let h = harness(OtherworldsApp::for_tests_started_in(dir.path()));
    assert_eq!(moves(&h), ["e2e4"]);
    assert!(h.state().new_game_dialog().is_none());
}

/// The colours of the texts drawn inside `rect`, and the fill of the shape drawn
/// exactly on it (a card's face).
fn card_colours(h: &H, rect: egui::Rect) -> (Option<egui::Color32>, Vec<egui::Color32>) {
    use egui::epaint::Shape;
    fn walk<'a>(shape: &'a Shape, out: &mut Vec<&'a Shape>) {
        match shape {
            Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            other => out.push(other),
        }
    }
    let output = h.output();
    let mut shapes = Vec::new();
    for clipped in &output.shapes {
        walk(&clipped.shape, &mut shapes);
    }
    let Some((at, fill)) = shapes.iter().enumerate().find_map(|(i, s)| match s {
        Shape::Rect(r) if r.rect == rect => Some((i, r.fill)),
        _ => None,
    }) else {
        return (None, Vec::new());
    };
    // The texts painted over the face (not the board's, behind the dialog).
    let texts = shapes[at..]
        .iter()
        .filter_map(|s| match s {
            Shape::Text(t) if rect.contains(t.pos) && !t.galley.is_empty() => {
                let own = t.galley.job.sections.first().map(|s| s.format.color);
                Some(match (t.override_text_color, own) {
                    (Some(c), _) => c,
                    (None, Some(c)) if c != egui::Color32::PLACEHOLDER => c,
                    _ => t.fallback_color,
                })
            }
            _ => None,
        })
        .collect();
    (Some(fill), texts)
}

#[test]
fn the_cards_read_in_every_ready_made_theme() {
    use otherworlds::studio::StudioCommand;
    use otherworlds::studio::presets::presets;
    use otherworlds::theme::{MIN_TEXT_CONTRAST, contrast_ratio};
    for (id, preset) in presets() {
        let mut h = harness_sized(OtherworldsApp::for_tests(), 1100.0, 760.0);
        issue(&mut h, StudioCommand::ReplaceWithPreset(id));
        issue(&mut h, Command::NewGame);
        // Standard chess is the chosen card, Two Worlds one not chosen.
        for card in ["Standard chess", "Two Worlds"] {
            let rect = h
                .query_all_by(|n| {
                    n.label().as_deref() == Some(card)
                        && n.role() == egui::accesskit::Role::RadioButton
                })
                .next()
                .map(|n| n.rect())
                .unwrap_or_else(|| panic!("{card}"));
            let (fill, texts) = card_colours(&h, rect);
            let fill = fill.unwrap_or_else(|| panic!("{}: {card}'s face", preset.name));
            // The name and the line.
            assert!(texts.len() >= 2, "{}: {card}: {texts:?}", preset.name);
            for text in texts {
                let ratio = contrast_ratio(text, fill);
                assert!(
                    ratio >= MIN_TEXT_CONTRAST,
                    "{}: {card} {ratio:.2}:1 below 4.5:1",
                    preset.name
                );
            }
        }
    }
}
