//! The app in its users' languages (Project Fluent): every word the window shows is a
//! message of `assets/i18n/<lang>/*.ftl`, looked up by id through [`t!`](crate::t)
//! in the language chosen (Language menu, kept in the settings; the system's at first
//! start), English where a language lacks a message. `fluent-bundle` is Mozilla's
//! reference implementation of Fluent, the format Firefox and lichess's mobile app
//! translate with: plural rules per language from CLDR (`intl_pluralrules`: Russian's
//! one/few/many), selectors, variables, and a syntax translators can read. The pseudo
//! language (`pseudo`: English stretched by about 40% with accented letters) is the
//! layout tests' stand-in for the longest translation.
//!
//! The language is per thread: the window's thread sets it every frame from the
//! settings ([`use_language`]); other threads read the process's default, which the
//! window sets too. UI tests each run their own app on their own thread, so one test
//! switching language cannot change another's text.
mod catalog;
mod format;
mod lang;
mod pseudo;

pub use catalog::{Catalog, LoadError, fluent_ids};
pub use format::{date, decimal, integer};
pub use lang::{ENGLISH, Language, PSEUDO, from_locale, languages, system_language};

/// Text outside the message files (a course's English) as the pseudo language shows it.
pub fn pseudo_text(text: &str) -> String {
    pseudo::stretch(text).into_owned()
}

use std::cell::RefCell;
use std::sync::{Arc, RwLock};

/// Every shipped translation file: (language tag, file name, text), from `build.rs`.
pub const EMBEDDED: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/i18n_files.rs"));

/// Every shipped translation of a course: (language tag, `<course>.ftl`, text). The
/// English is the course file itself (`learn/text.rs`).
pub const EMBEDDED_LEARN: &[(&str, &str, &str)] =
    include!(concat!(env!("OUT_DIR"), "/i18n_learn.rs"));

/// A value a message is given: text or a number (numbers choose plural forms).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Text(String),
    Number(f64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_owned())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Text(s.clone())
    }
}
macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            #[allow(clippy::cast_precision_loss, clippy::cast_lossless)]
            fn from(n: $t) -> Self {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

/// The message `id` in the current language, with its arguments:
/// `t!("moves-played", count = n)`. A message no language has shows its id, so a
/// missing one is visible (and the tests fail on it).
#[macro_export]
macro_rules! t {
    ($id:expr) => {
        $crate::i18n::tr($id)
    };
    ($id:expr, $($key:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::tr_with($id, &[$((stringify!($key), $crate::i18n::Arg::from($value))),+])
    };
}

static DEFAULT: RwLock<Option<Arc<Catalog>>> = RwLock::new(None);

thread_local! {
    static CURRENT: RefCell<Option<Arc<Catalog>>> = const { RefCell::new(None) };
}

/// The catalog this thread speaks: its own, else the process's default, else English.
pub fn current() -> Arc<Catalog> {
    if let Some(catalog) = CURRENT.with(|c| c.borrow().clone()) {
        return catalog;
    }
    let default = DEFAULT.read().ok().and_then(|d| d.clone());
    default.unwrap_or_else(|| Catalog::shipped(ENGLISH).unwrap_or_else(|_| Catalog::empty()))
}

/// The message `id` in this thread's language.
pub fn tr(id: &str) -> String {
    current().message(id, &[])
}

/// The message `id` with its arguments.
pub fn tr_with(id: &str, args: &[(&str, Arg)]) -> String {
    current().message(id, args)
}

/// Makes `code` this thread's language, unless it is already. A language that cannot
/// be loaded leaves English in its place and says why: the caller shows it once.
pub fn use_language(code: &str) -> Result<(), LoadError> {
    let same = CURRENT.with(|c| c.borrow().as_ref().is_some_and(|c| c.code() == code));
    if same {
        return Ok(());
    }
    let (catalog, result) = match Catalog::shipped(code) {
        Ok(catalog) => (catalog, Ok(())),
        Err(e) => (
            Catalog::shipped(ENGLISH).unwrap_or_else(|_| Catalog::empty()),
            Err(e),
        ),
    };
    CURRENT.with(|c| *c.borrow_mut() = Some(catalog));
    result
}

/// Makes this thread's language the default of every thread that has none of its own
/// (the window's workers). Only the window does this: tests, each running an app on
/// its own thread, keep their languages to themselves.
pub fn share_language() {
    let Some(catalog) = CURRENT.with(|c| c.borrow().clone()) else {
        return;
    };
    // Read first: the window calls this every frame, and the language rarely changes.
    let shared = DEFAULT
        .read()
        .is_ok_and(|d| d.as_ref().is_some_and(|d| d.code() == catalog.code()));
    if !shared && let Ok(mut default) = DEFAULT.write() {
        *default = Some(catalog);
    }
}

/// `text` as a Fluent message value: braces escaped, lines joined (a message's value
/// is one line here; translators may wrap theirs).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '{' => out.push_str("{\"{\"}"),
            '}' => out.push_str("{\"}\"}"),
            '\n' => out.push_str("{\"\\u000A\"}"),
            c => out.push(c),
        }
    }
    out
}

// After the macro, which it uses.
pub mod core_words;

#[cfg(test)]
mod tests;
