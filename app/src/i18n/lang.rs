//! Which languages there are and which one a system asks for.
use super::{Catalog, EMBEDDED};

/// The language every other one falls back to.
pub const ENGLISH: &str = "en";
/// English stretched with accents: the layout tests' longest language.
pub const PSEUDO: &str = "pseudo";

/// A language the Language menu offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Language {
    /// The language tag, also its folder under `assets/i18n/`.
    pub code: String,
    /// Its name in itself (`language-name`: "Català", "日本語").
    pub name: String,
}

/// Every shipped language, English first, then by tag; the pseudo language last.
pub fn languages() -> Vec<Language> {
    let mut codes: Vec<&str> = EMBEDDED.iter().map(|(lang, _, _)| *lang).collect();
    codes.sort_by_key(|code| (*code != ENGLISH, *code));
    codes.dedup();
    codes.push(PSEUDO);
    codes
        .into_iter()
        .map(|code| Language {
            code: code.to_owned(),
            name: Catalog::shipped(code)
                .ok()
                .and_then(|c| c.own("language-name", &[]))
                .unwrap_or_else(|| code.to_owned()),
        })
        .collect()
}

/// The shipped language closest to a system locale (`ca-ES`, `ja_JP.UTF-8`, `ru`):
/// its language subtag, else English. The pseudo language is never a system's.
pub fn from_locale(locale: &str) -> String {
    let primary = locale
        .split(['-', '_', '.', '@'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    let shipped = EMBEDDED.iter().any(|(lang, _, _)| *lang == primary);
    if shipped && !primary.is_empty() {
        primary
    } else {
        ENGLISH.to_owned()
    }
}

/// The language the system asks for (`sys-locale`: LANG and LC_* on Linux, the user's
/// preferred languages on Windows and macOS), as a shipped language.
pub fn system_language() -> String {
    sys_locale::get_locale().map_or_else(|| ENGLISH.to_owned(), |l| from_locale(&l))
}
