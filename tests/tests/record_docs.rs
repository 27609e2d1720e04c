//! The saved-game documentation (docs/saved-games.md) stays true: every JSON example in
//! it loads, replays, and covers every variant family.
use otherworlds_core::Variant;
use otherworlds_core::record::load_str;
use std::path::PathBuf;

#[test]
fn every_example_in_the_saved_games_doc_loads() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../docs/saved-games.md");
    let doc = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut examples = Vec::new();
    let mut rest = doc.as_str();
    while let Some(start) = rest.find("```json\n") {
        let body = &rest[start + 8..];
        let end = body.find("```").expect("a closed code block");
        examples.push(&body[..end]);
        rest = &body[end + 3..];
    }
    let mut variants = Vec::new();
    for (i, json) in examples.iter().enumerate() {
        let loaded = load_str(json).unwrap_or_else(|e| panic!("example {}: {e}", i + 1));
        variants.push(loaded.record.variant);
    }
    for wanted in ["standard", "two-worlds", "4d", "4d-classic"] {
        let v: Variant = wanted.parse().unwrap();
        assert!(variants.contains(&v), "no {wanted} example");
    }
    assert!(
        variants.iter().any(|v| matches!(v, Variant::Valhalla(_))),
        "no Valhalla example"
    );
}
