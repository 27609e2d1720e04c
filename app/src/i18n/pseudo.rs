//! The pseudo language: every piece of English text with its letters accented and
//! about 40% more length, so a layout that holds it holds Catalan, Russian and
//! Japanese (which run shorter or narrower). Placeables (names, numbers, moves) are
//! left alone: Fluent applies the transform to a message's text only.
use std::borrow::Cow;

/// `text` accented and padded with `·` by two fifths of its length, before any
/// trailing space: a clipped end shows as missing dots.
pub fn stretch(text: &str) -> Cow<'_, str> {
    if text.trim().is_empty() {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() * 2);
    out.extend(text.chars().map(accent));
    let pad = (text.chars().count() * 2).div_ceil(5);
    if pad > 0 {
        let trailing = out.len() - out.trim_end().len();
        let end = out.split_off(out.len() - trailing);
        out.extend(std::iter::repeat_n('·', pad));
        out.push_str(&end);
    }
    Cow::Owned(out)
}

fn accent(c: char) -> char {
    match c {
        'a' => 'á',
        'e' => 'é',
        'i' => 'í',
        'o' => 'ö',
        'u' => 'ü',
        'c' => 'ç',
        'n' => 'ñ',
        'y' => 'ý',
        'A' => 'Å',
        'E' => 'É',
        'I' => 'Î',
        'O' => 'Ø',
        'U' => 'Ü',
        'C' => 'Ç',
        'N' => 'Ñ',
        other => other,
    }
}
