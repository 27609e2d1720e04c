//! Variant ids (RULES.md §5): [`Variant`] with its options, parsed and printed, and the
//! names people see; and [`Family`], the families of variants (issue 18's rating
//! families; a move's type is its family's: [`crate::game::MoveError::WrongVariant`]
//! names it). A leaf: it knows nothing of the rules, so every rules module may
//! name a variant without an import loop. The dispatch on the variant is in
//! [`crate::any`].
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// Valhalla's rule options (RULES.md §4).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct ValhallaOptions {
    pub inverted: bool,
    pub mirror: bool,
    pub eternal: bool,
}

/// A variant with its options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Variant {
    Standard,
    TwoWorlds,
    /// 4D chess, full 16-piece set.
    FourD,
    /// 4D chess, classic 10-piece set.
    FourDClassic,
    Valhalla(ValhallaOptions),
}

/// A variant id that is not known.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum VariantError {
    #[error(
        "unknown variant '{}' (expected standard, two-worlds, 4d, 4d-classic or valhalla[:inverted][:mirror][:eternal])",
        crate::quote::quote(.0)
    )]
    Unknown(String),
    #[error("unknown Valhalla option '{}' (expected inverted, mirror or eternal)", crate::quote::quote(.0))]
    UnknownOption(String),
    #[error("Valhalla option '{}' given twice", crate::quote::quote(.0))]
    RepeatedOption(String),
}

impl Variant {
    /// Every variant the app offers, one Valhalla entry per option set.
    pub fn all() -> Vec<Variant> {
        let mut v = vec![
            Variant::Standard,
            Variant::TwoWorlds,
            Variant::FourD,
            Variant::FourDClassic,
        ];
        for bits in 0..8u8 {
            v.push(Variant::Valhalla(ValhallaOptions {
                inverted: bits & 1 != 0,
                mirror: bits & 2 != 0,
                eternal: bits & 4 != 0,
            }));
        }
        v
    }

    /// Whether the rules know a pass (RULES.md V-4: a move may be skipped on Valhalla's
    /// second board while it holds just the two kings), so a program offers one and
    /// says why it is refused when it is.
    pub const fn has_pass(&self) -> bool {
        matches!(self, Variant::Valhalla(_))
    }

    /// A name for people.
    pub fn display_name(&self) -> String {
        match self {
            Variant::Standard => "Standard chess".into(),
            Variant::TwoWorlds => "Two Worlds".into(),
            Variant::FourD => "4D chess (full set)".into(),
            Variant::FourDClassic => "4D chess (classic set)".into(),
            Variant::Valhalla(o) => {
                let mut s = String::from("Valhalla");
                for (on, name) in [
                    (o.inverted, "inverted"),
                    (o.mirror, "mirror"),
                    (o.eternal, "eternal"),
                ] {
                    if on {
                        s.push_str(", ");
                        s.push_str(name);
                    }
                }
                s
            }
        }
    }
}

impl fmt::Display for Variant {
    /// The canonical id: `standard`, `two-worlds`, `4d`, `4d-classic`,
    /// `valhalla[:inverted][:mirror][:eternal]` (options in that order).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Variant::Standard => f.write_str("standard"),
            Variant::TwoWorlds => f.write_str("two-worlds"),
            Variant::FourD => f.write_str("4d"),
            Variant::FourDClassic => f.write_str("4d-classic"),
            Variant::Valhalla(o) => {
                f.write_str("valhalla")?;
                for (on, name) in [
                    (o.inverted, ":inverted"),
                    (o.mirror, ":mirror"),
                    (o.eternal, ":eternal"),
                ] {
                    if on {
                        f.write_str(name)?;
                    }
                }
                Ok(())
            }
        }
    }
}

impl FromStr for Variant {
    type Err = VariantError;
    fn from_str(s: &str) -> Result<Variant, VariantError> {
        let mut parts = s.trim().split(':');
        let head = parts.next().unwrap_or_default();
        let v = match head {
            "standard" | "chess" => Variant::Standard,
            "two-worlds" => Variant::TwoWorlds,
            "4d" => Variant::FourD,
            "4d-classic" => Variant::FourDClassic,
            "valhalla" => {
                let mut o = ValhallaOptions::default();
                for opt in parts.by_ref() {
                    let flag = match opt {
                        "inverted" => &mut o.inverted,
                        "mirror" => &mut o.mirror,
                        "eternal" => &mut o.eternal,
                        other => {
                            return Err(VariantError::UnknownOption(crate::quote::clip(other)));
                        }
                    };
                    if *flag {
                        return Err(VariantError::RepeatedOption(opt.to_string()));
                    }
                    *flag = true;
                }
                Variant::Valhalla(o)
            }
            _ => return Err(VariantError::Unknown(crate::quote::clip(s))),
        };
        if parts.next().is_some() {
            return Err(VariantError::Unknown(crate::quote::clip(s)));
        }
        Ok(v)
    }
}

/// A family of variants: the variants whose games share a rating (one rating per player
/// and family) and whose moves are of one type (a 4D move fits both piece sets, a
/// Valhalla move every option set).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
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

impl fmt::Display for Family {
    /// The id ([`Family::id`]), as messages name a family ("a standard move ...").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variant_ids_round_trip() {
        for v in Variant::all() {
            assert_eq!(v.to_string().parse::<Variant>(), Ok(v));
        }
        assert_eq!(
            "valhalla:mirror:inverted".parse::<Variant>(),
            Ok(Variant::Valhalla(ValhallaOptions {
                inverted: true,
                mirror: true,
                eternal: false
            }))
        );
        assert_eq!(
            "valhalla:x".parse::<Variant>(),
            Err(VariantError::UnknownOption("x".into()))
        );
        assert_eq!(
            "valhalla:mirror:mirror".parse::<Variant>(),
            Err(VariantError::RepeatedOption("mirror".into()))
        );
        assert!("5d".parse::<Variant>().is_err());
        assert!("standard:mirror".parse::<Variant>().is_err());
    }

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

    #[test]
    fn a_family_shows_as_its_id() {
        assert_eq!(Family::TwoWorlds.to_string(), "two-worlds");
        assert_eq!(Family::FourD.to_string(), "4d");
    }
}
