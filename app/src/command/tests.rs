//! The commands checked as a whole: no shared keys on a screen, every command labelled
//! and placed, the menus' entries distinct.
use super::*;
use egui::{Key, KeyboardShortcut};

/// No two commands that one screen takes share a key (the PGN export and the
/// Profiles window once both took Ctrl+Shift+P). Every command is checked, listed
/// by the enum itself.
#[test]
fn no_two_commands_of_a_screen_share_a_shortcut() {
    let mut checked = 0;
    for place in KeyPlace::iter() {
        let mut seen: Vec<(KeyboardShortcut, Command)> = Vec::new();
        for command in Command::all().filter(|c| c.taken_on(place)) {
            for &shortcut in command.shortcuts() {
                if let Some((_, other)) = seen.iter().find(|(s, _)| *s == shortcut) {
                    panic!("{command:?} and {other:?} share {shortcut:?}");
                }
                seen.push((shortcut, command));
                checked += 1;
            }
        }
    }
    assert!(checked >= 40, "only {checked} shortcuts checked");
}

/// A clash is found (the check above can fail).
#[test]
fn a_shared_key_would_be_seen() {
    let (a, b) = (Command::NextGame, Command::LearnNext);
    assert_eq!(a.shortcut(), b.shortcut(), "both take Page Down");
    let together = KeyPlace::iter().filter(|&p| a.taken_on(p) && b.taken_on(p));
    assert_eq!(together.count(), 0, "on different screens");
    // Every command with a key is taken somewhere, so the check above sees it
    // (NextMove through ViewForward's key).
    for command in Command::all().filter(|c| c.shortcut().is_some()) {
        let taken = |c: Command| KeyPlace::iter().any(|p| c.taken_on(p));
        let by_another = command == Command::NextMove && taken(Command::ViewForward);
        assert!(taken(command) || by_another, "{command:?}");
    }
}

/// The drawing keys of a focused cell (O, D, Delete, Backspace) are no command's
/// single-key shortcut, which would take them first.
#[test]
fn the_drawing_keys_are_no_commands_shortcut() {
    for command in Command::all() {
        for s in command.shortcuts().iter().filter(|s| !s.modifiers.command) {
            let key = s.logical_key;
            assert!(
                ![Key::O, Key::D, Key::Delete, Key::Backspace].contains(&key),
                "{command:?} takes {key:?}"
            );
        }
    }
    assert!(board_keys().any(|(key, _)| key == "O"));
    assert!(board_keys().any(|(key, _)| key == "Delete"));
}

#[test]
fn every_command_has_a_label_and_a_tooltip_and_every_menu_an_entry() {
    for command in Command::all() {
        assert!(!command.label().is_empty(), "{command:?}");
        assert!(!command.tooltip().is_empty(), "{command:?}");
    }
    for menu in Menu::iter() {
        let entries = Command::all().filter(|c| c.menu_place().is_some_and(|p| p.menu == menu));
        assert!(entries.count() > 0, "{menu:?} is empty");
    }
    // The menu entries have distinct labels within their menu.
    for menu in Menu::iter() {
        let labels: Vec<String> = Command::all()
            .filter(|c| c.menu_place().is_some_and(|p| p.menu == menu))
            .map(Command::label)
            .collect();
        let distinct: std::collections::BTreeSet<&String> = labels.iter().collect();
        assert_eq!(distinct.len(), labels.len(), "{menu:?}: {labels:?}");
    }
}
