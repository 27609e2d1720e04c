//! An engine as the settings keep it: where it is, what it said it is, its options
//! with the values the person set (kept with their kinds, so the Engines window edits
//! them without starting the engine), and the variants it plays.
use super::EngineInfo;
use super::options::{OptionKind, UciOption};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// An option and the value set for it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetOption {
    pub option: UciOption,
    pub value: String,
}

/// An engine the person added.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EngineSpec {
    /// Its `id name` (unique among the engines: a second one gets " (2)").
    pub name: String,
    pub author: String,
    pub path: PathBuf,
    /// The program's arguments (`otherworlds-cli` needs `uci`).
    #[serde(default)]
    pub args: Vec<String>,
    pub options: Vec<SetOption>,
    /// The variant ids it plays (standard chess and its `UCI_Variant` values).
    pub variants: Vec<String>,
    /// Whether it gives several lines (`MultiPV`).
    #[serde(default)]
    pub multipv: bool,
}

/// The options the person does not set here: the app sets them itself.
pub const SET_BY_THE_APP: [&str; 2] = ["UCI_Variant", "MultiPV"];

impl EngineSpec {
    /// The engine at `path` as `info` describes it, its options at their defaults;
    /// named apart from the names in `taken`.
    pub fn new(path: PathBuf, args: Vec<String>, info: &EngineInfo, taken: &[&str]) -> EngineSpec {
        let mut name = info.name.clone();
        let mut n = 2;
        while taken.contains(&name.as_str()) {
            name = format!("{} ({n})", info.name);
            n += 1;
        }
        let options = info
            .options
            .iter()
            .filter(|o| !SET_BY_THE_APP.contains(&o.name.as_str()))
            .filter(|o| o.kind != OptionKind::Button)
            .map(|o| SetOption {
                option: o.clone(),
                value: o.default_value().unwrap_or_default(),
            })
            .collect();
        EngineSpec {
            name,
            author: info.author.clone(),
            path,
            args,
            options,
            variants: info.variants().iter().map(ToString::to_string).collect(),
            multipv: info.options.iter().any(|o| o.name == "MultiPV"),
        }
    }

    /// A number that changes with anything that changes its searches (where it is,
    /// its options' values): the analysis starts again when it does.
    pub fn id(&self) -> u64 {
        let mut text = format!(
            "{}\t{}\t{}",
            self.name,
            self.path.display(),
            self.args.join(" ")
        );
        for o in &self.options {
            text.push_str(&format!("\t{}={}", o.option.name, o.value));
        }
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for b in text.bytes() {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        hash.max(1)
    }

    /// The names of the engines in `specs` that play `variant`, in the list's order
    /// (the players a game of it may have besides people and levels).
    pub fn playing(specs: &[EngineSpec], variant: otherworlds_core::Variant) -> Vec<String> {
        specs
            .iter()
            .filter(|e| e.plays(variant))
            .map(|e| e.name.clone())
            .collect()
    }

    /// Whether it plays `variant`.
    pub fn plays(&self, variant: otherworlds_core::Variant) -> bool {
        self.variants.iter().any(|v| *v == variant.to_string())
    }

    /// The options whose values differ from their defaults and that the option
    /// accepts (a settings file may hold anything): what is sent at start.
    pub fn changed(&self) -> impl Iterator<Item = &SetOption> {
        self.options.iter().filter(|o| {
            o.option.default_value().as_ref() != Some(&o.value) && o.option.accepts(&o.value)
        })
    }
}
