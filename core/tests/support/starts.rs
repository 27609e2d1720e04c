//! The start positions of the oracle tests that walk random games from every variant's
//! start and from every position of the shared perft tables (`tests/data/`, a copy of
//! the project's shared positions): `#[path = "support/starts.rs"] mod starts;`.
use otherworlds_core::{AnyPosition, Notation, Variant};
use std::path::PathBuf;

fn data(file: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/data")
        .join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The start positions for `variant`: its start and the shared table's rows of it.
pub fn starts(variant: Variant) -> Vec<AnyPosition> {
    let mut out = vec![AnyPosition::new(variant)];
    out.extend(shared_texts(variant).iter().map(|text| {
        AnyPosition::from_string(variant, text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }));
    out.dedup_by(|a, b| a.position_string() == b.position_string());
    out
}

/// The position strings of `variant`'s rows of the shared perft tables, as written
/// there.
pub fn shared_texts(variant: Variant) -> Vec<String> {
    let mut out = Vec::new();
    match variant {
        Variant::Standard => {
            for line in data("standard-perft.epd").lines() {
                if let Some(fen) = line.split(';').next().filter(|f| !f.trim().is_empty()) {
                    out.push(fen.trim().to_string());
                }
            }
        }
        _ => {
            let file = match variant {
                Variant::TwoWorlds => "two-worlds.tsv",
                Variant::FourD | Variant::FourDClassic => "fourd.tsv",
                Variant::Valhalla(_) => "valhalla.tsv",
                Variant::Standard => unreachable!(),
            };
            for line in data(file).lines().skip(1) {
                let f: Vec<&str> = line.split('\t').collect();
                if f.len() > 2 && f[1].parse::<Variant>().ok() == Some(variant) {
                    out.push(f[2].to_string());
                }
            }
        }
    }
    out
}
