//! Ratings: the four rating families of issue 18 (one Glicko-2 scale each) and the
//! computer levels' ratings on those scales (`levels.rs`, read from
//! `assets/ratings/levels.ron`, written by the calibration command).
//!
//! A family groups the variants whose games share a rating: both 4D sets are "4D" and
//! every Valhalla option set is "Valhalla" (the options change tactics, not the game a
//! player has learned). Imports only [`crate::variant`].
use crate::variant::Variant;
use serde::{Deserialize, Serialize};

pub mod calibrate;
pub mod fit;
pub mod glicko;
pub mod levels;

pub use levels::{LevelRating, LevelRatings, LevelRatingsError};

/// A rating family: one rating per player and family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Family {
    #[serde(rename = "standard")]
    Standard,
    #[serde(rename = "two-worlds")]
    TwoWorlds,
    #[serde(rename = "4d")]
    FourD,
    #[serde(rename = "valhalla")]
    Valhalla,
}

impl Family {
    /// Every family, in the order the app lists them.
    pub const ALL: [Family; 4] = [
        Family::Standard,
        Family::TwoWorlds,
        Family::FourD,
        Family::Valhalla,
    ];

    /// The family a variant's games are rated in.
    pub fn of(variant: Variant) -> Family {
        match variant {
            Variant::Standard => Family::Standard,
            Variant::TwoWorlds => Family::TwoWorlds,
            Variant::FourD | Variant::FourDClassic => Family::FourD,
            Variant::Valhalla(_) => Family::Valhalla,
        }
    }

    /// The id used in files and on the command line (`standard`, `two-worlds`, `4d`,
    /// `valhalla`).
    pub const fn id(self) -> &'static str {
        match self {
            Family::Standard => "standard",
            Family::TwoWorlds => "two-worlds",
            Family::FourD => "4d",
            Family::Valhalla => "valhalla",
        }
    }

    /// The name shown to people.
    pub const fn name(self) -> &'static str {
        match self {
            Family::Standard => "Standard chess",
            Family::TwoWorlds => "Two Worlds",
            Family::FourD => "4D chess",
            Family::Valhalla => "Valhalla",
        }
    }

    /// The family of an id, if it is one.
    pub fn from_id(id: &str) -> Option<Family> {
        Family::ALL.into_iter().find(|f| f.id() == id)
    }

    /// The variant the family's computer levels are calibrated in (the family's
    /// default variant: 4D's full set, Valhalla without options).
    pub fn calibration_variant(self) -> Variant {
        match self {
            Family::Standard => Variant::Standard,
            Family::TwoWorlds => Variant::TwoWorlds,
            Family::FourD => Variant::FourD,
            Family::Valhalla => Variant::Valhalla(Default::default()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_has_a_family_and_ids_round_trip() {
        for v in Variant::all() {
            let f = Family::of(v);
            assert_eq!(Family::from_id(f.id()), Some(f));
            assert_eq!(Family::of(f.calibration_variant()), f);
        }
        assert_eq!(Family::of(Variant::FourDClassic), Family::FourD);
        assert_eq!(Family::from_id("4d-classic"), None);
    }
}
