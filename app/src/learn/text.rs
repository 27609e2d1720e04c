//! The words of a course, apart from its diagrams: every sentence a learner reads has a
//! stable message id built from where it sits (the rule id, the tour and stage keys,
//! the step, diagram and question numbers), so a translation is a Fluent file of ids
//! and sentences (`assets/i18n/<lang>/learn-<course>.ftl`) and the diagrams stay one
//! piece of data every language shares. English is the course file itself.
use super::data::{Course, DiagramSpec, StepKind};

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
/// (`otherworlds --learn-messages`... written by `tests`' extraction, see
/// docs/translating.md). Empty sentences have no message.
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
