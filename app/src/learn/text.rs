//! The words of a course, apart from its diagrams: every sentence a learner reads has a
//! stable message id built from where it sits (the rule id, the tour and stage keys,
//! the step, diagram and question numbers), so a translation is a Fluent file of ids
//! and sentences (`assets/i18n/<lang>/learn/<course>.ftl`) and the diagrams stay one
//! piece of data every language shares. English is the course file itself.
use super::data::{Course, DiagramSpec, StepKind};
use crate::i18n::{Catalog, EMBEDDED_LEARN, PSEUDO, pseudo_text};

/// Calls `each` with the id and the text of every translatable sentence of `course`,
/// in the file's order; `each` may replace the text.
pub fn for_each_text(course: &mut Course, mut each: impl FnMut(&str, &mut String)) {
    each("course-title", &mut course.title);
    each("course-intro", &mut course.intro);
    for section in &mut course.rules {
        let base = format!("rule-{}", key(&section.id));
        each(&format!("{base}-title"), &mut section.title);
        each(&format!("{base}-text"), &mut section.text);
        for (n, diagram) in section.diagrams.iter_mut().enumerate() {
            each(&format!("{base}-caption-{}", n + 1), &mut diagram.caption);
        }
    }
    for tour in &mut course.tours {
        let base = format!("tour-{}", key(&tour.key));
        each(&format!("{base}-title"), &mut tour.title);
        each(&format!("{base}-intro"), &mut tour.intro);
        for (n, step) in tour.steps.iter_mut().enumerate() {
            let step_base = format!("{base}-step-{}", n + 1);
            each(&format!("{step_base}-title"), &mut step.title);
            each(&format!("{step_base}-text"), &mut step.text);
            step_texts(&step_base, &mut step.kind, &mut each);
        }
    }
    for stage in &mut course.stages {
        let base = format!("stage-{}", key(&stage.key));
        each(&format!("{base}-title"), &mut stage.title);
        each(&format!("{base}-intro"), &mut stage.intro);
        for (n, level) in stage.levels.iter_mut().enumerate() {
            each(&format!("{base}-level-{}-goal", n + 1), &mut level.goal);
        }
    }
}

fn step_texts(base: &str, kind: &mut StepKind, each: &mut impl FnMut(&str, &mut String)) {
    let mut caption = |id: String, spec: &mut DiagramSpec| each(&id, &mut spec.caption);
    match kind {
        StepKind::Diagram(spec) | StepKind::Coordinates(spec) => {
            caption(format!("{base}-caption"), spec);
        }
        StepKind::Resolve(specs) => {
            for (n, spec) in specs.iter_mut().enumerate() {
                caption(format!("{base}-caption-{}", n + 1), spec);
            }
        }
        StepKind::Quiz(questions) => {
            for (n, question) in questions.iter_mut().enumerate() {
                each(&format!("{base}-why-{}", n + 1), &mut question.why);
            }
        }
        StepKind::TryIt(try_it) => each(&format!("{base}-goal"), &mut try_it.goal),
        StepKind::Range { .. } => {}
    }
}

/// A rule id or key as a Fluent identifier's part: lower case, letters, digits and
/// hyphens (`TW-3` → `tw-3`, `first_steps` → `first-steps`).
fn key(raw: &str) -> String {
    raw.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect()
}

/// The course's English as a Fluent file: what a translator starts from
/// (`cargo run -p otherworlds --example messages -- learn COURSE`, docs/translating.md).
/// Empty sentences have no message.
pub fn to_fluent(course: &Course) -> String {
    let mut course = course.clone();
    let mut out = String::new();
    for_each_text(&mut course, |id, text| {
        if !text.trim().is_empty() {
            out.push_str(id);
            out.push_str(" = ");
            out.push_str(&crate::i18n::escape(text));
            out.push('\n');
        }
    });
    out
}

/// Replaces every sentence `find` has a translation for; the rest stay English.
pub fn translate(course: &mut Course, mut find: impl FnMut(&str) -> Option<String>) {
    for_each_text(course, |id, text| {
        if let Some(translated) = find(id) {
            *text = translated;
        }
    });
}

/// Every message id of a course (with text), in order: the set each language's file
/// is checked against.
pub fn ids(course: &Course) -> Vec<String> {
    let mut course = course.clone();
    let mut ids = Vec::new();
    for_each_text(&mut course, |id, text| {
        if !text.trim().is_empty() {
            ids.push(id.to_owned());
        }
    });
    ids
}

/// The shipped translation of course file `file` (`4d.ron`) into `code`, if any.
pub fn translation(file: &str, code: &str) -> Option<&'static str> {
    let name = format!("{}.ftl", file.trim_end_matches(".ron"));
    EMBEDDED_LEARN
        .iter()
        .find(|(lang, f, _)| *lang == code && *f == name)
        .map(|(_, _, text)| *text)
}

/// `course` (read from `file`) in language `code`: each sentence its translation has,
/// the English for the rest; the pseudo language stretches the English.
pub fn localize(course: &mut Course, file: &str, code: &str) {
    if code == PSEUDO {
        for_each_text(course, |_, text| *text = pseudo_text(text));
        return;
    }
    let Some(source) = translation(file, code) else {
        return;
    };
    // A file that does not parse leaves the course English (the tests check every
    // shipped file parses and has every sentence).
    if let Ok(catalog) = Catalog::build(code, &[(file, source)], None) {
        translate(course, |id| catalog.own(id, &[]));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::data::{COURSE_FILES, courses_in, parse_course};
    use std::collections::BTreeSet;

    /// The cells a sentence names (`e4`, `b2[0,1]`), read as the notation writes them:
    /// a file letter a-h not inside a word (after a piece letter or a capture's `x` is
    /// fine: `Qb3`, `exd5`), a rank digit, and 4D's `[z,w]`.
    fn cells(text: &str) -> BTreeSet<String> {
        let chars: Vec<char> = text.chars().collect();
        let mut out = BTreeSet::new();
        for i in 0..chars.len().saturating_sub(1) {
            let starts_word = i == 0
                || !chars[i - 1].is_alphabetic()
                || chars[i - 1].is_ascii_uppercase()
                || chars[i - 1] == 'x';
            if starts_word && ('a'..='h').contains(&chars[i]) && ('1'..='8').contains(&chars[i + 1])
            {
                let mut cell: String = chars[i..i + 2].iter().collect();
                let rest: String = chars[i + 2..].iter().take(5).collect();
                if rest.len() == 5 && rest.starts_with('[') && rest.ends_with(']') {
                    cell.push_str(&rest);
                }
                out.insert(cell);
            }
        }
        out
    }

    /// Every shipped translation of a course parses, has exactly the course's sentences
    /// (none missing, none left over from an older course), and names every cell its
    /// English names: a translation that lost or mistyped a cell (a Cyrillic "а" for
    /// "a") would teach a wrong diagram.
    #[test]
    fn every_course_translation_is_whole_and_names_the_same_cells() {
        let mut report = Vec::new();
        for (lang, name, text) in EMBEDDED_LEARN {
            let file = format!("{}.ron", name.trim_end_matches(".ftl"));
            let Some((_, source)) = COURSE_FILES.iter().find(|(f, _)| *f == file) else {
                report.push(format!("{lang}/learn/{name}: no course {file}"));
                continue;
            };
            let course = parse_course(&file, source).expect("course reads");
            let catalog = match Catalog::build(lang, &[(name, text)], None) {
                Ok(c) => c,
                Err(e) => {
                    report.push(e.to_string());
                    continue;
                }
            };
            let english_ids = ids(&course);
            let theirs = crate::i18n::fluent_ids(text);
            for id in &english_ids {
                if !theirs.contains(id) {
                    report.push(format!("{lang}/learn/{name}: {id} missing"));
                }
            }
            for id in &theirs {
                if !english_ids.contains(id) {
                    report.push(format!("{lang}/learn/{name}: {id} is not in the course"));
                }
            }
            let mut english = course.clone();
            for_each_text(&mut english, |id, text| {
                if let Some(translated) = catalog.own(id, &[]) {
                    let lost: Vec<String> = cells(text)
                        .difference(&cells(&translated))
                        .cloned()
                        .collect();
                    if !lost.is_empty() {
                        report.push(format!("{lang}/learn/{name}: {id} lacks {lost:?}"));
                    }
                }
            });
        }
        assert!(report.is_empty(), "{}", report.join("\n"));
    }

    #[test]
    fn every_shipped_language_has_every_course() {
        for language in crate::i18n::languages() {
            let code = language.code.as_str();
            if code == crate::i18n::ENGLISH || code == PSEUDO {
                continue;
            }
            for (file, _) in COURSE_FILES {
                assert!(translation(file, code).is_some(), "{code} has no {file}");
            }
        }
    }

    #[test]
    fn a_course_in_another_language_keeps_its_diagrams_and_changes_its_words() {
        let english = courses_in("en");
        let japanese = courses_in("ja");
        for (en, ja) in english.iter().zip(&japanese) {
            let (en, ja) = (en.as_ref().expect("reads"), ja.as_ref().expect("reads"));
            assert_ne!(en.title, ja.title);
            assert_eq!(en.rules.len(), ja.rules.len());
            for (a, b) in en.rules.iter().zip(&ja.rules) {
                assert_ne!(a.text, b.text, "{}", a.id);
                let positions = |s: &crate::learn::data::Section| {
                    s.diagrams
                        .iter()
                        .map(|d| d.position.clone())
                        .collect::<Vec<_>>()
                };
                assert_eq!(positions(a), positions(b), "{}", a.id);
            }
        }
    }

    #[test]
    fn the_cell_reader_finds_cells_and_skips_words() {
        let found = cells("Qb3[1,1] takes e4, exd5, the a1-h8 line; not words like bee4, ab3.");
        let expected: BTreeSet<String> = ["b3[1,1]", "e4", "d5", "a1", "h8"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(found, expected);
    }
}
