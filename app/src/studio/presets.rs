//! The ready-made themes, embedded from `assets/themes/*.ron`.
use super::files::{ThemeError, parse_theme};
use crate::theme::Theme;

/// File name and text of each ready-made theme, in the studio's order.
pub const PRESETS: [(&str, &str); 6] = [
    (
        "classic.ron",
        include_str!("../../../assets/themes/classic.ron"),
    ),
    (
        "midnight.ron",
        include_str!("../../../assets/themes/midnight.ron"),
    ),
    (
        "alpenglow.ron",
        include_str!("../../../assets/themes/alpenglow.ron"),
    ),
    (
        "harbour.ron",
        include_str!("../../../assets/themes/harbour.ron"),
    ),
    (
        "nebula.ron",
        include_str!("../../../assets/themes/nebula.ron"),
    ),
    ("ink.ron", include_str!("../../../assets/themes/ink.ron")),
];

/// The ready-made themes; one that does not parse (a broken build) is left out and
/// reported by the tests.
pub fn presets() -> Vec<Theme> {
    PRESETS
        .iter()
        .filter_map(|(file, text)| parse_preset(file, text).ok())
        .collect()
}

/// The ready-made theme called `name`, if there is one.
pub fn preset(name: &str) -> Option<Theme> {
    presets().into_iter().find(|t| t.name == name)
}

fn parse_preset(file: &str, text: &str) -> Result<Theme, ThemeError> {
    parse_theme(text, &format!("assets/themes/{file}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theme::Background;

    #[test]
    fn every_ready_made_theme_parses() {
        for (file, text) in PRESETS {
            if let Err(e) = parse_preset(file, text) {
                panic!("{e}");
            }
        }
        assert_eq!(presets().len(), PRESETS.len());
    }

    #[test]
    fn ready_made_themes_have_distinct_names_and_built_in_backgrounds() {
        let themes = presets();
        let names: std::collections::BTreeSet<&str> =
            themes.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(names.len(), themes.len());
        assert!(themes.len() >= 5);
        for theme in &themes {
            assert!(
                Background::BUILT_IN.contains(&theme.background),
                "{}",
                theme.name
            );
            assert!((0.0..=1.0).contains(&theme.ghost_opacity));
        }
        // At least four landscapes are shown by the ready-made themes.
        let landscapes: std::collections::BTreeSet<String> = themes
            .iter()
            .map(|t| t.background.label().to_string())
            .collect();
        assert!(landscapes.len() >= 5, "{landscapes:?}");
    }

    #[test]
    fn classic_is_the_default_theme() {
        assert_eq!(preset("Classic"), Some(Theme::default()));
    }
}
