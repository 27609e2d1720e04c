//! A UCI engine's options as its `uci` reply lists them (`option name Hash type spin
//! default 16 min 1 max 1024`), read without a cap on their number or values (En
//! Croissant's users asked that options be read, not capped), and the value a person
//! gives one checked before it is sent.
use serde::{Deserialize, Serialize};

/// One option and its kind.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UciOption {
    pub name: String,
    pub kind: OptionKind,
}

/// What an option takes (UCI's five types).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum OptionKind {
    Spin { default: i64, min: i64, max: i64 },
    Check { default: bool },
    Combo { default: String, vars: Vec<String> },
    String { default: String },
    Button,
}

/// A value set for an option, kept in the settings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OptionValue {
    pub name: String,
    pub value: String,
}

/// The words UCI uses as keys inside an `option` line.
const KEYS: [&str; 6] = ["name", "type", "default", "min", "max", "var"];

/// Reads an `option` line; None for any other line, or one this reader cannot make
/// sense of (an unknown type, a spin without numbers): such an option is left out, the
/// others are kept.
pub fn parse_option(line: &str) -> Option<UciOption> {
    let mut words = line.split_whitespace();
    if words.next()? != "option" {
        return None;
    }
    // Each key's value runs to the next key (names and defaults may hold spaces).
    let mut fields: Vec<(&str, Vec<&str>)> = Vec::new();
    for word in words {
        match (KEYS.contains(&word), fields.last_mut()) {
            (true, _) => fields.push((word, Vec::new())),
            (false, Some((_, value))) => value.push(word),
            (false, None) => return None,
        }
    }
    let value = |key: &str| {
        fields
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.join(" "))
    };
    let name = value("name").filter(|n| !n.is_empty())?;
    // `<empty>` is how engines write an empty string default.
    let text = |v: Option<String>| v.filter(|v| v != "<empty>").unwrap_or_default();
    let kind = match value("type")?.as_str() {
        "spin" => {
            let number = |key: &str| value(key)?.parse::<i64>().ok();
            let (min, max) = (number("min")?, number("max")?);
            let default = number("default")
                .unwrap_or(min)
                .clamp(min.min(max), max.max(min));
            OptionKind::Spin { default, min, max }
        }
        "check" => OptionKind::Check {
            default: value("default").is_some_and(|v| v == "true"),
        },
        "combo" => OptionKind::Combo {
            default: text(value("default")),
            vars: fields
                .iter()
                .filter(|(k, _)| *k == "var")
                .map(|(_, v)| v.join(" "))
                .collect(),
        },
        "string" => OptionKind::String {
            default: text(value("default")),
        },
        "button" => OptionKind::Button,
        _ => return None,
    };
    Some(UciOption { name, kind })
}

impl UciOption {
    /// The option's default as `setoption` would send it (a button has none).
    pub fn default_value(&self) -> Option<String> {
        match &self.kind {
            OptionKind::Spin { default, .. } => Some(default.to_string()),
            OptionKind::Check { default } => Some(default.to_string()),
            OptionKind::Combo { default, .. } | OptionKind::String { default } => {
                Some(default.clone())
            }
            OptionKind::Button => None,
        }
    }

    /// Whether `value` is one the option takes (a number within its range, `true` or
    /// `false`, one of its choices, any one-line text).
    pub fn accepts(&self, value: &str) -> bool {
        match &self.kind {
            OptionKind::Spin { min, max, .. } => value
                .parse::<i64>()
                .is_ok_and(|v| (*min..=*max).contains(&v)),
            OptionKind::Check { .. } => value == "true" || value == "false",
            OptionKind::Combo { vars, .. } => vars.iter().any(|v| v == value),
            OptionKind::String { .. } => !value.contains(['\n', '\r']),
            OptionKind::Button => value.is_empty(),
        }
    }

    /// The `setoption` line for `value` (a button's press without one).
    pub fn setoption(&self, value: &str) -> String {
        match self.kind {
            OptionKind::Button => uci!("setoption name {}", self.name),
            _ => uci!("setoption name {} value {value}", self.name),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stockfish_s_options_read_with_spaces_and_empty_defaults() {
        // Lines as Stockfish 15.1 prints them (`stockfish` then `uci`).
        let hash = parse_option("option name Hash type spin default 16 min 1 max 33554432");
        assert_eq!(
            hash.map(|o| o.kind),
            Some(OptionKind::Spin {
                default: 16,
                min: 1,
                max: 33_554_432
            })
        );
        let path = parse_option("option name Debug Log File type string default ");
        assert_eq!(
            path.as_ref().map(|o| o.name.as_str()),
            Some("Debug Log File")
        );
        let syzygy = parse_option("option name SyzygyPath type string default <empty>");
        assert_eq!(
            syzygy.map(|o| o.kind),
            Some(OptionKind::String {
                default: String::new()
            })
        );
        let clear = parse_option("option name Clear Hash type button");
        assert_eq!(clear.as_ref().map(|o| &o.kind), Some(&OptionKind::Button));
        assert_eq!(
            clear.map(|o| o.setoption("")),
            Some("setoption name Clear Hash".to_string())
        );
        let ponder = parse_option("option name Ponder type check default false");
        assert!(
            ponder
                .as_ref()
                .is_some_and(|o| o.accepts("true") && !o.accepts("yes"))
        );
    }

    #[test]
    fn a_combo_lists_its_choices_and_bad_lines_are_left_out() {
        let variants = parse_option(
            "option name UCI_Variant type combo default standard var standard var two-worlds var 4d",
        )
        .expect("a combo");
        assert_eq!(
            variants.kind,
            OptionKind::Combo {
                default: "standard".into(),
                vars: vec!["standard".into(), "two-worlds".into(), "4d".into()]
            }
        );
        assert!(variants.accepts("4d") && !variants.accepts("5d"));
        assert_eq!(
            parse_option("option name X type spin default 3"),
            None,
            "no range"
        );
        assert_eq!(
            parse_option("option type check default true"),
            None,
            "no name"
        );
        assert_eq!(parse_option("option name X type colour"), None);
        assert_eq!(parse_option("info depth 3"), None);
        let spin =
            parse_option("option name Threads type spin default 1 min 1 max 512").expect("a spin");
        assert!(spin.accepts("512") && !spin.accepts("513") && !spin.accepts("two"));
    }
}
