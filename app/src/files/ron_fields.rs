//! The top-level fields of a RON struct as they are written, `(name: value, ...)` split
//! into names and value texts: what the settings file keeps of fields this version
//! does not know (a newer version's), to write them back exactly as they were. serde
//! cannot keep them (RON reads `#[serde(flatten)]` only from map syntax), and a value
//! read into `ron::Value` would come back as a map where the newer version wants a
//! struct.

/// The fields of `text`, a RON struct `(a: 1, b: (c: [2, 3]))` (an optional name
/// before the parenthesis), in order; None if it is not one. A value's text is kept
/// whole (nested brackets, strings, raw strings, characters and comments included).
pub fn fields(text: &str) -> Option<Vec<(String, String)>> {
    let text = text.trim();
    let open = text.find('(')?;
    let name = &text[..open];
    if !name.trim().chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    let body = text[open + 1..].strip_suffix(')')?;
    let mut out = Vec::new();
    for part in split_top(body)? {
        let part = without_leading_comments(part)?;
        if part.is_empty() {
            continue;
        }
        let colon = part.find(':')?;
        let key = part[..colon].trim();
        if key.is_empty() || !key.chars().all(|c| c.is_alphanumeric() || c == '_') {
            return None;
        }
        out.push((key.to_string(), part[colon + 1..].trim().to_string()));
    }
    Some(out)
}

/// `part` without the blanks and comments before its first word; None if a block
/// comment there is left open.
fn without_leading_comments(mut part: &str) -> Option<&str> {
    loop {
        part = part.trim_start();
        if let Some(rest) = part.strip_prefix("//") {
            part = rest.find('\n').map_or("", |n| &rest[n + 1..]);
        } else if let Some(rest) = part.strip_prefix("/*") {
            part = &rest[rest.find("*/")? + 2..];
        } else {
            return Some(part.trim_end());
        }
    }
}

/// `text` cut at its commas outside brackets, strings, characters and comments; None
/// if a bracket, string or comment is left open or closed too often.
fn split_top(text: &str) -> Option<Vec<&str>> {
    let bytes = text.as_bytes();
    let mut parts = Vec::new();
    let (mut depth, mut start, mut i) = (0usize, 0usize, 0usize);
    while i < bytes.len() {
        match bytes[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth = depth.checked_sub(1)?,
            b',' if depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            b'"' => i = end_of_string(bytes, i + 1)?,
            b'r' if raw_string_at(bytes, i).is_some() => {
                let (hashes, body) = raw_string_at(bytes, i)?;
                let close = format!("\"{}", "#".repeat(hashes));
                i = body + text[body..].find(&close)? + close.len() - 1;
            }
            b'\'' => i = end_of_char(bytes, i + 1)?,
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = i + 2 + text[i + 2..].find("*/")? + 1;
            }
            _ => {}
        }
        i += 1;
    }
    if depth != 0 {
        return None;
    }
    parts.push(&text[start..]);
    Some(parts)
}

/// The index of the `"` closing a string whose text starts at `from`.
fn end_of_string(bytes: &[u8], mut from: usize) -> Option<usize> {
    while from < bytes.len() {
        match bytes[from] {
            b'\\' => from += 2,
            b'"' => return Some(from),
            _ => from += 1,
        }
    }
    None
}

/// The index of the `'` closing a character whose text starts at `from`.
fn end_of_char(bytes: &[u8], mut from: usize) -> Option<usize> {
    while from < bytes.len() {
        match bytes[from] {
            b'\\' => from += 2,
            b'\'' => return Some(from),
            _ => from += 1,
        }
    }
    None
}

/// A raw string `r#"..."#` starting at `at` (not inside a word): its number of `#`
/// and where its text starts.
fn raw_string_at(bytes: &[u8], at: usize) -> Option<(usize, usize)> {
    if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_') {
        return None;
    }
    let hashes = bytes[at + 1..].iter().take_while(|&&b| b == b'#').count();
    (bytes.get(at + 1 + hashes) == Some(&b'"')).then_some((hashes, at + 2 + hashes))
}

/// `struct_text` (a RON struct as serde wrote it) with `extra` fields added before its
/// closing parenthesis.
pub fn with_fields(struct_text: &str, extra: &[(String, String)]) -> String {
    let text = struct_text.trim_end();
    let Some(body) = text.strip_suffix(')') else {
        return struct_text.to_string();
    };
    let mut out = body.trim_end().to_string();
    for (name, value) in extra {
        if !out.ends_with('(') && !out.ends_with(',') {
            out.push(',');
        }
        out.push_str(name);
        out.push(':');
        out.push_str(value);
    }
    out.push(')');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_keep_their_nested_values_whole() {
        let text = r##"(flipped: true, future: (a: "x, y", b: [1, 2], c: 'q'), raw: r#"a ) b"#, // a note, with a comma
            more: Some({"k": (1, 2)}) /* a, comment */,)"##;
        let f = fields(text).expect("a struct");
        let names: Vec<&str> = f.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["flipped", "future", "raw", "more"]);
        assert_eq!(f[1].1, r#"(a: "x, y", b: [1, 2], c: 'q')"#);
        assert_eq!(f[2].1, "r#\"a ) b\"#");
        assert!(f[3].1.starts_with("Some({\"k\": (1, 2)})"), "{}", f[3].1);
        assert_eq!(fields("Settings(a: 1)").map(|f| f.len()), Some(1));
        for bad in ["[1, 2]", "(a: (1)", "(a 1)", "(a: \"open)"] {
            assert_eq!(fields(bad), None, "{bad}");
        }
    }

    #[test]
    fn extra_fields_go_back_before_the_closing_parenthesis() {
        let extra = vec![("future".to_string(), "(a: 1)".to_string())];
        assert_eq!(
            with_fields("(flipped:true)", &extra),
            "(flipped:true,future:(a: 1))"
        );
        assert_eq!(with_fields("()", &extra), "(future:(a: 1))");
        assert_eq!(with_fields("(a:1)", &[]), "(a:1)");
    }
}
