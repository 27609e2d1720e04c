//! The UCI options: what `uci` lists and how `setoption` changes them.
use crate::variant::Variant;

/// The default transposition-table size in MiB.
pub const DEFAULT_HASH_MIB: usize = 64;
/// The largest `Hash`.
pub const MAX_HASH_MIB: usize = 4096;
/// The largest `MultiPV` (the search reports at most one line per root move).
pub const MAX_MULTIPV: usize = 256;

/// The largest `Contempt` either way, in centipawns.
pub const MAX_CONTEMPT: i32 = 1000;

/// The largest `Threads`: twice the machine's cores, at least 64.
pub fn max_threads() -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    (cores * 2).max(64)
}

/// The options' current values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub hash_mib: usize,
    pub threads: usize,
    pub multipv: usize,
    pub variant: Variant,
    /// Centipawns a draw costs the engine (`Limits::contempt`).
    pub contempt: i32,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            hash_mib: DEFAULT_HASH_MIB,
            threads: 1,
            multipv: 1,
            variant: Variant::Standard,
            contempt: 0,
        }
    }
}

/// What a successful `setoption` changed (the caller recreates what depends on it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Changed {
    Hash,
    Threads,
    MultiPv,
    Variant,
    Contempt,
}

/// The `option …` lines of the `uci` answer.
pub fn option_lines() -> Vec<String> {
    let vars: Vec<String> = Variant::all().iter().map(|v| format!("var {v}")).collect();
    vec![
        format!("option name Hash type spin default {DEFAULT_HASH_MIB} min 1 max {MAX_HASH_MIB}"),
        format!(
            "option name Threads type spin default 1 min 1 max {}",
            max_threads()
        ),
        format!("option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"),
        format!("option name Contempt type spin default 0 min -{MAX_CONTEMPT} max {MAX_CONTEMPT}"),
        format!(
            "option name UCI_Variant type combo default standard {}",
            vars.join(" ")
        ),
    ]
}

/// A spin option's value: a whole number in `min..=max`, else what is wrong.
fn spin<T>(name: &str, value: &str, min: T, max: T) -> Result<T, String>
where
    T: std::str::FromStr + PartialOrd + std::fmt::Display + Copy,
{
    let q = crate::quote::quote(value);
    let n: T = value
        .parse()
        .map_err(|_| format!("{name}: '{q}' is not a whole number ({min} to {max})"))?;
    if (min..=max).contains(&n) {
        Ok(n)
    } else {
        Err(format!("{name}: {n} is out of range ({min} to {max})"))
    }
}

impl Options {
    /// Applies `setoption name <name> value <value>` (the words after `setoption`).
    /// On error nothing changes and the text says what is wrong.
    pub fn set(&mut self, words: &[&str]) -> Result<Changed, String> {
        let name_at = words.iter().position(|w| w.eq_ignore_ascii_case("name"));
        let value_at = words.iter().position(|w| w.eq_ignore_ascii_case("value"));
        let Some(n) = name_at else {
            return Err("setoption: expected 'name <option> value <value>'".into());
        };
        let name_end = value_at.filter(|&v| v > n).unwrap_or(words.len());
        let name = words[n + 1..name_end].join(" ");
        let value = value_at
            .map(|v| words[v + 1..].join(" "))
            .unwrap_or_default();
        let key = name.to_ascii_lowercase();
        let known = ["hash", "threads", "multipv", "contempt", "uci_variant"];
        if !known.contains(&key.as_str()) {
            return Err(format!(
                "unknown option '{}' (options: Hash, Threads, MultiPV, Contempt, UCI_Variant)",
                crate::quote::quote(&name)
            ));
        }
        if value.is_empty() {
            return Err(format!("setoption: option '{name}' needs 'value <value>'"));
        }
        match key.as_str() {
            "hash" => {
                self.hash_mib = spin("Hash", &value, 1, MAX_HASH_MIB)?;
                Ok(Changed::Hash)
            }
            "threads" => {
                self.threads = spin("Threads", &value, 1, max_threads())?;
                Ok(Changed::Threads)
            }
            "multipv" => {
                self.multipv = spin("MultiPV", &value, 1, MAX_MULTIPV)?;
                Ok(Changed::MultiPv)
            }
            "contempt" => {
                self.contempt = spin("Contempt", &value, -MAX_CONTEMPT, MAX_CONTEMPT)?;
                Ok(Changed::Contempt)
            }
            _ => {
                self.variant = value
                    .to_ascii_lowercase()
                    .parse::<Variant>()
                    .map_err(|e| format!("UCI_Variant: {e}"))?;
                Ok(Changed::Variant)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_checked_and_a_bad_one_changes_nothing() {
        let mut o = Options::default();
        assert_eq!(o.set(&["name", "Hash", "value", "16"]), Ok(Changed::Hash));
        assert_eq!(o.hash_mib, 16);
        assert!(o.set(&["name", "Hash", "value", "0"]).is_err());
        assert!(o.set(&["name", "Hash", "value", "4097"]).is_err());
        assert!(o.set(&["name", "MultiPV", "value", "many"]).is_err());
        assert!(o.set(&["name", "Frobnicate", "value", "1"]).is_err());
        assert!(o.set(&["name", "UCI_Variant", "value", "5d"]).is_err());
        assert_eq!(o.hash_mib, 16);
        assert_eq!(o.multipv, 1);
        assert_eq!(o.variant, Variant::Standard);
        let v = ["name", "uci_variant", "value", "valhalla:eternal:inverted"];
        assert_eq!(o.set(&v), Ok(Changed::Variant));
        assert_eq!(o.variant.to_string(), "valhalla:inverted:eternal");
        assert_eq!(
            o.set(&["name", "Contempt", "value", "-25"]),
            Ok(Changed::Contempt)
        );
        assert_eq!(o.contempt, -25);
        for bad in ["1001", "-1001", "lots"] {
            assert!(o.set(&["name", "Contempt", "value", bad]).is_err(), "{bad}");
        }
        assert_eq!(o.contempt, -25);
    }
}
