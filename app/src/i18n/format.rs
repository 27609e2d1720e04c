//! Numbers and dates in the language's form. Each language's files say how
//! (`number-decimal`, `number-group`, `date-day`: "5 Dec 2026", "5 de des. 2026",
//! "2026年12月5日", "5 дек. 2026 г."), so a new language brings its own form.
use super::{Arg, current};

/// A whole number with the language's digit groups (`12,345`, `12.345`, `12 345`).
pub fn integer(n: i64) -> String {
    let catalog = current();
    let group = catalog.message("number-group", &[]);
    let digits = n.unsigned_abs().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(&group);
        }
        out.push(c);
    }
    if n < 0 { format!("-{out}") } else { out }
}

/// A number with `places` decimals and the language's decimal mark (`0.5`, `0,5`).
pub fn decimal(x: f64, places: usize) -> String {
    let text = format!("{x:.places$}");
    let (whole, fraction) = text.split_once('.').unwrap_or((text.as_str(), ""));
    let whole = whole
        .parse::<i64>()
        .map_or_else(|_| whole.to_owned(), integer);
    let whole = if x < 0.0 && !whole.starts_with('-') {
        format!("-{whole}")
    } else {
        whole
    };
    if fraction.is_empty() {
        whole
    } else {
        format!(
            "{whole}{}{fraction}",
            current().message("number-decimal", &[])
        )
    }
}

/// A calendar date as the language writes a short date.
pub fn date(year: i16, month: i8, day: i8) -> String {
    let catalog = current();
    let month_name = catalog.message(&format!("month-short-{month}"), &[]);
    catalog.message(
        "date-day",
        &[
            ("year", Arg::Number(f64::from(year))),
            ("month", Arg::Number(f64::from(month))),
            ("monthname", Arg::Text(month_name)),
            ("day", Arg::Number(f64::from(day))),
        ],
    )
}
