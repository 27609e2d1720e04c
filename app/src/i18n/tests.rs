use super::*;
use fluent_bundle::FluentResource;

fn catalog(code: &str) -> Arc<Catalog> {
    Catalog::shipped(code).unwrap_or_else(|e| panic!("{code}: {e}"))
}

/// CLDR's Russian rules: one for 1 and 21 (ends in 1, not 11), few for 2-4 (not
/// 12-14), many for 5-20 and 11; the words are the grammar's, not the program's.
#[test]
fn russian_moves_take_the_three_plural_forms() {
    let ru = catalog("ru");
    let moves = |n: u32| ru.message("moves-count", &[("count", Arg::from(n))]);
    assert_eq!(moves(1), "1 ход");
    assert_eq!(moves(2), "2 хода");
    assert_eq!(moves(5), "5 ходов");
    assert_eq!(moves(11), "11 ходов");
    assert_eq!(moves(21), "21 ход");
    assert_eq!(moves(22), "22 хода");
    let en = catalog("en");
    assert_eq!(
        en.message("moves-count", &[("count", Arg::from(1))]),
        "1 move"
    );
    assert_eq!(
        en.message("moves-count", &[("count", Arg::from(21))]),
        "21 moves"
    );
}

#[test]
fn every_language_file_parses() {
    for (lang, file, text) in EMBEDDED {
        if let Err((_, errors)) = FluentResource::try_new((*text).to_owned()) {
            panic!("{lang}/{file}: {errors:?}");
        }
    }
    for language in languages() {
        catalog(&language.code);
    }
}

/// Every message English has, each language has too; the failure lists them all per
/// language (the same list `cargo run -p otherworlds --example missing-messages`
/// prints for a translator).
#[test]
fn every_language_has_every_english_message() {
    let english = catalog(ENGLISH).ids();
    assert!(
        english.len() > 20,
        "English has only {} messages",
        english.len()
    );
    let mut report = String::new();
    for language in languages() {
        if language.code == PSEUDO || language.code == ENGLISH {
            continue;
        }
        let missing = missing_messages(&language.code);
        if !missing.is_empty() {
            report.push_str(&format!(
                "{} lacks {}: {}\n",
                language.code,
                missing.len(),
                missing.join(", ")
            ));
        }
    }
    assert!(report.is_empty(), "{report}");
}

#[test]
fn a_message_a_language_lacks_is_english_and_one_no_language_has_is_its_id() {
    let english = catalog(ENGLISH);
    let partial = Catalog::build(
        "ca",
        &[("x.ftl", "language-name = Català\n")],
        Some(english),
    )
    .expect("builds");
    assert_eq!(partial.message("language-name", &[]), "Català");
    assert_eq!(partial.message("month-short-1", &[]), "Jan");
    assert_eq!(partial.message("no-such-message", &[]), "no-such-message");
}

#[test]
fn a_broken_file_names_its_language_file_and_line() {
    let text = "language-name = X\n\nbroken message without equals\n";
    let e = Catalog::build("xx", &[("app.ftl", text)], None).expect_err("syntax error");
    match &e {
        LoadError::Syntax {
            lang, file, line, ..
        } => {
            assert_eq!(
                (lang.as_str(), file.as_str(), *line),
                ("xx", "app.ftl", 3),
                "{e}"
            );
        }
        other => panic!("{other:?}"),
    }
    assert!(e.to_string().starts_with("xx/app.ftl, line 3:"), "{e}");
    assert!(matches!(Catalog::shipped("zz"), Err(LoadError::Unknown(_))));
}

#[test]
fn a_language_that_cannot_load_leaves_english_on_this_thread() {
    std::thread::spawn(|| {
        assert!(use_language("zz").is_err());
        assert_eq!(current().code(), ENGLISH);
        assert!(use_language("ru").is_ok());
        assert_eq!(tr("language-name"), "Русский");
    })
    .join()
    .expect("thread");
}

#[test]
fn the_system_locale_picks_a_shipped_language_or_english() {
    assert_eq!(from_locale("ca-ES"), "ca");
    assert_eq!(from_locale("ja_JP.UTF-8"), "ja");
    assert_eq!(from_locale("ru"), "ru");
    assert_eq!(from_locale("en-GB"), "en");
    assert_eq!(from_locale("de-DE"), "en");
    assert_eq!(from_locale("C"), "en");
    assert_eq!(from_locale(""), "en");
}

/// The pseudo language's text is at least 40% longer than the English, with no plain
/// ASCII vowel left, and its variables untouched.
#[test]
fn the_pseudo_language_stretches_text_but_not_values() {
    let english = catalog(ENGLISH);
    let pseudo = catalog(PSEUDO);
    for id in english.ids() {
        let en = english.message(&id, &[("count", Arg::from(3))]);
        let ps = pseudo.message(&id, &[("count", Arg::from(3))]);
        // A message of variables alone (a date pattern shown without its values) has
        // no text of its own to stretch.
        // Only the message's own text is stretched; its variables (shown here as
        // `{$name}`, no value given) are not.
        let own = |text: &str| -> String {
            text.split('{')
                .map(|part| part.split_once('}').map_or(part, |p| p.1))
                .collect()
        };
        let (en_own, ps_own) = (own(&en), own(&ps));
        if en_own.chars().filter(char::is_ascii_alphabetic).count() < 3 {
            continue;
        }
        let (en_len, ps_len) = (en_own.chars().count(), ps_own.chars().count());
        assert!(ps_len * 10 >= en_len * 13, "{id}: {en:?} -> {ps:?}");
        assert!(!ps_own.contains(['a', 'e', 'i', 'o', 'u']), "{id}: {ps:?}");
    }
    let three = pseudo.message("moves-count", &[("count", Arg::from(3))]);
    assert!(three.starts_with("3 "), "{three}");
}

/// Numbers as each language writes them (CLDR: English 1,234.5; Catalan 1.234,5;
/// Russian a no-break space between groups and a decimal comma; Japanese as English).
#[test]
fn numbers_and_dates_take_the_language_form() {
    std::thread::spawn(|| {
        let cases = [
            ("en", "1,234,567", "-0.5", "5 Dec 2026"),
            ("ca", "1.234.567", "-0,5", "5 de des. 2026"),
            ("ru", "1\u{a0}234\u{a0}567", "-0,5", "5 дек. 2026 г."),
            ("ja", "1,234,567", "-0.5", "2026年12月5日"),
        ];
        for (code, big, half, day) in cases {
            use_language(code).expect("loads");
            assert_eq!(integer(1_234_567), big, "{code}");
            assert_eq!(decimal(-0.5, 1), half, "{code}");
            assert_eq!(date(2026, 12, 5), day, "{code}");
        }
    })
    .join()
    .expect("thread");
}

#[test]
fn escaped_text_reads_back_as_itself() {
    let text = "A {brace} and } and a\nline";
    let source = format!("m = {}\n", escape(text));
    let c = Catalog::build("en", &[("t.ftl", &source)], None).expect("parses");
    assert_eq!(c.message("m", &[]), text);
}

/// What a language lacks of English's messages, in English's order.
pub fn missing_messages(code: &str) -> Vec<String> {
    let lang = catalog(code);
    catalog(ENGLISH)
        .ids()
        .into_iter()
        .filter(|id| !lang.has(id))
        .collect()
}
