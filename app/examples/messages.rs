//! The translators' tool (docs/translating.md):
//!
//! `cargo run -p otherworlds --example messages -- missing LANG` lists every message
//! English has and LANG lacks (the window's messages, then each course's sentences),
//! each with its English, and exits with 1 if any is missing;
//! `cargo run -p otherworlds --example messages -- learn COURSE` prints a course's
//! English (`two-worlds`, `4d`, `valhalla`, `standard`) as a Fluent file to translate
//! into `assets/i18n/LANG/learn/COURSE.ftl`.
use otherworlds::i18n::{Catalog, EMBEDDED_LEARN, ENGLISH};
use otherworlds::learn::data::{COURSE_FILES, parse_course};
use otherworlds::learn::text;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["missing", lang] => missing(lang),
        ["learn", course] => learn(course),
        _ => {
            eprintln!("usage: messages missing LANG | messages learn COURSE");
            ExitCode::from(2)
        }
    }
}

fn missing(lang: &str) -> ExitCode {
    let english = match Catalog::shipped(ENGLISH) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("English: {e}");
            return ExitCode::FAILURE;
        }
    };
    let translation = match Catalog::shipped(lang) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{lang}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut count = 0;
    for id in english.ids() {
        if !translation.has(&id) {
            count += 1;
            println!("{id} = {}", english.message(&id, &[]));
        }
    }
    for (file, source) in COURSE_FILES {
        let stem = file.trim_end_matches(".ron");
        let Ok(course) = parse_course(file, source) else {
            continue;
        };
        let name = format!("{stem}.ftl");
        let theirs = EMBEDDED_LEARN
            .iter()
            .find(|(l, f, _)| *l == lang && *f == name)
            .map_or("", |(_, _, t)| *t);
        let have = otherworlds::i18n::fluent_ids(theirs);
        let english = text::to_fluent(&course);
        let lacking: Vec<&str> = english
            .lines()
            .filter(|line| {
                line.split_once(" = ")
                    .is_some_and(|(id, _)| !have.iter().any(|h| h == id))
            })
            .collect();
        if !lacking.is_empty() {
            println!("# learn/{name}");
            for line in &lacking {
                println!("{line}");
            }
            count += lacking.len();
        }
    }
    eprintln!("{lang}: {count} messages missing");
    if count == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn learn(course: &str) -> ExitCode {
    let file = format!("{course}.ron");
    let Some((_, source)) = COURSE_FILES.iter().find(|(f, _)| *f == file) else {
        eprintln!("no course {course}");
        return ExitCode::from(2);
    };
    match parse_course(&file, source) {
        Ok(c) => {
            print!("{}", text::to_fluent(&c));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
