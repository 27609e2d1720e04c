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

/// A ready-made theme, by its place in [`PRESETS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReadyTheme {
    Classic,
    Midnight,
    Alpenglow,
    Harbour,
    Nebula,
    Ink,
}

impl ReadyTheme {
    /// Every ready-made theme, in the studio's order.
    pub const ALL: [ReadyTheme; 6] = [
        ReadyTheme::Classic,
        ReadyTheme::Midnight,
        ReadyTheme::Alpenglow,
        ReadyTheme::Harbour,
        ReadyTheme::Nebula,
        ReadyTheme::Ink,
    ];

    /// The theme (parsed once); None only if its embedded file does not parse (a
    /// broken build, which the tests report).
    pub fn theme(self) -> Option<&'static Theme> {
        static PARSED: std::sync::OnceLock<Vec<Option<Theme>>> = std::sync::OnceLock::new();
        PARSED
            .get_or_init(|| {
                PRESETS
                    .iter()
                    .map(|(file, text)| parse_preset(file, text).ok())
                    .collect()
            })
            .get(self as usize)?
            .as_ref()
    }
}

/// The ready-made themes that parse, with their ids.
pub fn presets() -> impl Iterator<Item = (ReadyTheme, &'static Theme)> {
    ReadyTheme::ALL
        .into_iter()
        .filter_map(|id| id.theme().map(|theme| (id, theme)))
}

fn parse_preset(file: &str, text: &str) -> Result<Theme, ThemeError> {
    parse_theme(text, &format!("assets/themes/{file}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theme::Background;

    /// The ready-made themes predate the drawing colours: they get the defaults.
    #[test]
    fn ready_made_themes_draw_in_the_default_colours() {
        let default = Theme::default();
        for (_, preset) in presets() {
            assert_eq!(preset.draw_blue, default.draw_blue, "{}", preset.name);
        }
    }

    #[test]
    fn every_ready_made_theme_parses() {
        for (file, text) in PRESETS {
            if let Err(e) = parse_preset(file, text) {
                panic!("{e}");
            }
        }
        assert_eq!(presets().count(), PRESETS.len());
        assert_eq!(ReadyTheme::ALL.len(), PRESETS.len());
    }

    #[test]
    fn ready_made_themes_have_distinct_names_and_built_in_backgrounds() {
        let themes: Vec<&Theme> = presets().map(|(_, theme)| theme).collect();
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
        assert_eq!(ReadyTheme::Classic.theme(), Some(&Theme::default()));
        let names: Vec<&str> = presets().map(|(_, t)| t.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "Classic",
                "Midnight",
                "Alpenglow",
                "Harbour",
                "Nebula",
                "Ink"
            ]
        );
    }
}
