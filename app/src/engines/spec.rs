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
    /// Its time a move as a game's player without a clock, in milliseconds.
    #[serde(default = "default_move_ms")]
    pub move_ms: u64,
}

/// A second a move, as a game without a clock gives an engine unless set.
fn default_move_ms() -> u64 {
    1000
}

/// The range of [`EngineSpec::move_ms`] the window offers: 0.1 s to 10 minutes.
pub const MOVE_MS: std::ops::RangeInclusive<u64> = 100..=600_000;

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
            move_ms: default_move_ms(),
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

    /// Its time a move in a game without a clock, brought into [`MOVE_MS`] (a settings
    /// file may hold anything).
    pub fn move_time(&self) -> std::time::Duration {
        let ms = self.move_ms.clamp(*MOVE_MS.start(), *MOVE_MS.end());
        std::time::Duration::from_millis(ms)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(move_ms: u64) -> EngineSpec {
        EngineSpec {
            name: "E".into(),
            author: String::new(),
            path: PathBuf::from("/e"),
            args: Vec::new(),
            options: Vec::new(),
            variants: vec!["standard".into()],
            multipv: false,
            move_ms,
        }
    }

    #[test]
    fn the_time_a_move_is_kept_within_its_range() {
        use std::time::Duration;
        assert_eq!(spec(2500).move_time(), Duration::from_millis(2500));
        // A settings file may hold anything: 0 ms would be no search at all.
        assert_eq!(spec(0).move_time(), Duration::from_millis(*MOVE_MS.start()));
        assert_eq!(
            spec(u64::MAX).move_time(),
            Duration::from_millis(*MOVE_MS.end())
        );
    }

    #[test]
    fn settings_written_before_the_time_a_move_read_a_second() {
        let mut text = ron::to_string(&spec(2500)).expect("written");
        text = text.replace(",move_ms:2500", "");
        assert!(!text.contains("move_ms"), "{text}");
        let read: EngineSpec = ron::from_str(&text).expect("read");
        assert_eq!(read.move_ms, 1000);
    }
}
