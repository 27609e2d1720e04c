//! The courses in a language: `data`'s files with `text`'s translations, read once
//! per language. Its own module beside both, so neither of them reaches the other.
use super::data::{self, Course};
use super::text;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// Every course in this thread's language, read once per language. A file that does
/// not read is an error the Learn screen shows (and a test fails on): the other
/// courses still load.
pub fn courses() -> &'static [Result<Course, String>] {
    type ByLanguage = HashMap<String, &'static [Result<Course, String>]>;
    static COURSES: OnceLock<Mutex<ByLanguage>> = OnceLock::new();
    let code = crate::i18n::current().code().to_owned();
    let mut cache = match COURSES.get_or_init(Mutex::default).lock() {
        Ok(cache) => cache,
        Err(poisoned) => poisoned.into_inner(),
    };
    // Leaked once per language (a handful): the courses live as long as the app.
    cache
        .entry(code)
        .or_insert_with_key(|code| Vec::leak(courses_in(code)))
}

/// Every course with its sentences in language `code` (`learn/text.rs`): English where
/// the language's `learn/<course>.ftl` has no translation.
pub fn courses_in(code: &str) -> Vec<Result<Course, String>> {
    data::COURSE_FILES
        .iter()
        .map(|(file, text)| {
            let mut course = data::parse_course(file, text)?;
            text::localize(&mut course, file, code);
            Ok(course)
        })
        .collect()
}
