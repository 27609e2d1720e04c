//! The computer levels' ratings: for each family, levels 1-8 with a Glicko-2 rating and
//! its deviation on that family's scale. The data is `assets/ratings/levels.ron`
//! (embedded; written by the calibration command, see docs/engine.md), checked when read:
//! every family present, each level 1-8 once, finite ratings, positive deviations.
use super::Family;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::OnceLock;
use thiserror::Error;

/// The shipped file.
pub const SHIPPED: &str = include_str!("../../../assets/ratings/levels.ron");

/// One level's rating.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct LevelRating {
    pub level: u8,
    pub rating: f64,
    /// The rating deviation (the fit's standard error), in rating points.
    pub rd: f64,
}

/// Every family's level ratings, as the file holds them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LevelRatings {
    /// True while the numbers are placeholders, not the result of a calibration run.
    #[serde(default)]
    pub provisional: bool,
    /// How the numbers were obtained (the command line), for people reading the file.
    #[serde(default)]
    pub command: String,
    /// What ties the scale to the outside world (the Stockfish anchor), for people.
    #[serde(default)]
    pub anchor: String,
    /// Keyed by [`Family::id`].
    pub families: BTreeMap<String, Vec<LevelRating>>,
}

/// A level ratings file that cannot be used.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum LevelRatingsError {
    #[error("level ratings: {0}")]
    Syntax(String),
    #[error("level ratings: unknown family '{0}' (expected standard, two-worlds, 4d or valhalla)")]
    UnknownFamily(String),
    #[error("level ratings: family {} is missing", .0.id())]
    MissingFamily(Family),
    #[error("level ratings: family {}, level {level}: {problem}", .family.id())]
    BadLevel {
        family: Family,
        level: u8,
        problem: &'static str,
    },
}

impl LevelRatings {
    /// Reads and checks a file's text.
    pub fn parse(text: &str) -> Result<LevelRatings, LevelRatingsError> {
        let file: LevelRatings = ron::from_str(text).map_err(|e| {
            LevelRatingsError::Syntax(crate::quote::bounded(&e.to_string()).to_string())
        })?;
        for family in Family::ALL {
            let levels = file
                .families
                .get(family.id())
                .ok_or(LevelRatingsError::MissingFamily(family))?;
            for number in 1..=8u8 {
                let bad = |problem| LevelRatingsError::BadLevel {
                    family,
                    level: number,
                    problem,
                };
                let mut these = levels.iter().filter(|l| l.level == number);
                let level = these.next().ok_or(bad("missing"))?;
                if these.next().is_some() {
                    return Err(bad("given twice"));
                }
                if !level.rating.is_finite() {
                    return Err(bad("the rating is not a number"));
                }
                if !(level.rd.is_finite() && level.rd > 0.0) {
                    return Err(bad("the deviation is not a positive number"));
                }
            }
            if let Some(l) = levels.iter().find(|l| !(1..=8).contains(&l.level)) {
                return Err(LevelRatingsError::BadLevel {
                    family,
                    level: l.level,
                    problem: "there is no such level (1-8)",
                });
            }
        }
        if let Some(id) = file.families.keys().find(|k| Family::from_id(k).is_none()) {
            return Err(LevelRatingsError::UnknownFamily(
                crate::quote::quote(id).to_string(),
            ));
        }
        Ok(file)
    }

    /// The shipped ratings (checked by a test, so this never fails in a release).
    pub fn shipped() -> &'static LevelRatings {
        static SHIPPED_RATINGS: OnceLock<LevelRatings> = OnceLock::new();
        SHIPPED_RATINGS.get_or_init(|| match LevelRatings::parse(SHIPPED) {
            Ok(r) => r,
            Err(e) => panic!("the shipped {e}"),
        })
    }

    /// A level's rating in a family (`None` for a level outside 1-8).
    pub fn get(&self, family: Family, level: u8) -> Option<LevelRating> {
        self.families
            .get(family.id())?
            .iter()
            .find(|l| l.level == level)
            .copied()
    }

    /// The file's text: what the calibration command writes.
    pub fn to_text(&self) -> String {
        let config = ron::ser::PrettyConfig::new().depth_limit(3);
        let body = ron::ser::to_string_pretty(self, config).unwrap_or_default();
        format!(
            "// The computer levels' ratings per family (Glicko-2 scale of issue 18).\n// Written by the calibration command; see docs/engine.md. Do not edit by hand.\n{body}\n"
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_file_is_complete_and_reads_back_from_its_own_text() {
        let shipped = LevelRatings::shipped();
        for f in Family::ALL {
            for level in 1..=8 {
                assert!(shipped.get(f, level).is_some(), "{} {level}", f.id());
            }
            assert_eq!(shipped.get(f, 9), None);
        }
        assert_eq!(
            LevelRatings::parse(&shipped.to_text()).as_ref(),
            Ok(shipped)
        );
    }

    #[test]
    fn a_file_with_a_problem_says_which() {
        let mut r = LevelRatings::shipped().clone();
        r.families.remove("valhalla");
        assert_eq!(
            LevelRatings::parse(&r.to_text()),
            Err(LevelRatingsError::MissingFamily(Family::Valhalla))
        );
        let mut r = LevelRatings::shipped().clone();
        if let Some(levels) = r.families.get_mut("4d") {
            levels.retain(|l| l.level != 5);
        }
        let err = LevelRatings::parse(&r.to_text())
            .err()
            .map(|e| e.to_string());
        assert_eq!(
            err.as_deref(),
            Some("level ratings: family 4d, level 5: missing")
        );
        assert!(matches!(
            LevelRatings::parse("(families: {"),
            Err(LevelRatingsError::Syntax(_))
        ));
    }
}
