//! External UCI engines (issue 47, point 1): any UCI engine the user adds by its
//! executable. `process.rs` runs one (its output read on a thread of its own, so a
//! silent or endless engine never holds the caller past a deadline; ended when
//! dropped), `options.rs` reads the options its `uci` reply lists and checks values,
//! `search.rs` sends a position and reads the lines and the best move, every move
//! checked against the rules. [`probe`] starts an engine and reads what it is.
//!
//! Every failure is an [`EngineError`] that names the engine and what went wrong: it
//! cannot be started, it is not UCI (no `uciok`), it ended or closed its output, it
//! did not answer in time (`readyok`, `bestmove`), or it named a move the rules refuse.
/// A line of the UCI protocol (its words are the protocol's, never translated).
#[macro_export]
macro_rules! uci {
    ($($arg:tt)*) => {
        format!($($arg)*)
    };
}

pub mod options;
pub mod process;
pub mod search;
pub mod spec;
pub mod window;

use options::{OptionKind, UciOption, parse_option};
use otherworlds_core::Variant;
use process::EngineProcess;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How long an engine has to answer `uci` and `isready`.
pub const ANSWER_LIMIT: Duration = Duration::from_secs(5);

/// Why an engine could not be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    Start {
        path: PathBuf,
        error: String,
    },
    NotUci {
        path: PathBuf,
    },
    Closed {
        path: PathBuf,
        during: String,
        detail: String,
    },
    Timeout {
        path: PathBuf,
        waiting: String,
    },
    Illegal {
        path: PathBuf,
        mv: String,
        why: String,
    },
    Option {
        path: PathBuf,
        name: String,
        value: String,
    },
    /// The position is inside a Valhalla turn: UCI names whole turns only.
    MidTurn {
        path: PathBuf,
    },
}

impl std::fmt::Display for EngineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = |path: &Path| program_name(path);
        let text = match self {
            EngineError::Start { path, error } => {
                t!(
                    "engines-error-start",
                    engine = name(path),
                    error = error.as_str()
                )
            }
            EngineError::NotUci { path } => t!("engines-error-not-uci", engine = name(path)),
            EngineError::Closed {
                path,
                during,
                detail,
            } => t!(
                "engines-error-closed",
                engine = name(path),
                during = otherworlds_core::quote::quote(during).to_string(),
                detail = detail.as_str()
            ),
            EngineError::Timeout { path, waiting } => t!(
                "engines-error-timeout",
                engine = name(path),
                waiting = waiting.as_str()
            ),
            EngineError::Illegal { path, mv, why } => t!(
                "engines-error-illegal",
                engine = name(path),
                mv = otherworlds_core::quote::quote(mv).to_string(),
                why = why.as_str()
            ),
            EngineError::Option {
                path,
                name: option,
                value,
            } => t!(
                "engines-error-option",
                engine = name(path),
                option = otherworlds_core::quote::quote(option).to_string(),
                value = otherworlds_core::quote::quote(value).to_string()
            ),
            EngineError::MidTurn { path } => t!("engines-error-mid-turn", engine = name(path)),
        };
        f.write_str(&text)
    }
}

/// A program's file name as messages name it (the settings reach this module, so it
/// cannot ask the file layer, which reads the settings).
fn program_name(path: &Path) -> String {
    let name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    otherworlds_core::quote::quote(&name).to_string()
}

/// What an engine says it is.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineInfo {
    pub name: String,
    pub author: String,
    pub options: Vec<UciOption>,
}

impl EngineInfo {
    /// The variants it plays: standard chess, and its `UCI_Variant` values that are
    /// variant ids of RULES.md §5.
    pub fn variants(&self) -> Vec<Variant> {
        let mut out = vec![Variant::Standard];
        let listed = self.options.iter().find(|o| o.name == "UCI_Variant");
        if let Some(OptionKind::Combo { vars, .. }) = listed.map(|o| &o.kind) {
            for v in vars {
                if let Ok(variant) = v.parse::<Variant>()
                    && !out.contains(&variant)
                {
                    out.push(variant);
                }
            }
        }
        out
    }
}

/// Starts the engine at `path`, asks `uci` and `isready`, and reads what it is; the
/// process ends when this returns.
pub fn probe(path: &Path, args: &[String]) -> Result<EngineInfo, EngineError> {
    let mut engine = EngineProcess::start(path, args)?;
    start_uci(&mut engine)
}

/// `uci` until `uciok` (its name, author and options read on the way), then `isready`
/// until `readyok`, each within [`ANSWER_LIMIT`].
pub fn start_uci(engine: &mut EngineProcess) -> Result<EngineInfo, EngineError> {
    let mut info = EngineInfo {
        name: String::new(),
        author: String::new(),
        options: Vec::new(),
    };
    // A program that ends at once may close its input before "uci" is written.
    let sent = engine.send("uci");
    let answer = sent.and_then(|()| {
        engine.wait_for("uciok", ANSWER_LIMIT, |line| {
            if let Some(rest) = line.strip_prefix("id name ") {
                info.name = rest.trim().to_string();
            } else if let Some(rest) = line.strip_prefix("id author ") {
                info.author = rest.trim().to_string();
            } else if let Some(option) = parse_option(line) {
                info.options.push(option);
            }
        })
    });
    match answer {
        Ok(_) => {}
        // An engine that prints but never `uciok`, or ends at `uci`, is no UCI engine.
        Err(EngineError::Timeout { .. } | EngineError::Closed { .. }) => {
            return Err(EngineError::NotUci {
                path: engine.path().to_path_buf(),
            });
        }
        Err(e) => return Err(e),
    }
    ready(engine)?;
    if info.name.is_empty() {
        info.name = program_name(engine.path());
    }
    Ok(info)
}

/// `isready` until `readyok`, within [`ANSWER_LIMIT`].
pub fn ready(engine: &mut EngineProcess) -> Result<(), EngineError> {
    engine.send("isready")?;
    engine.wait_for("readyok", ANSWER_LIMIT, |_| {}).map(drop)
}

/// Sets `name` to `value` after checking it against the option the engine listed.
pub fn set_option(
    engine: &mut EngineProcess,
    info: &EngineInfo,
    name: &str,
    value: &str,
) -> Result<(), EngineError> {
    let bad = || EngineError::Option {
        path: engine.path().to_path_buf(),
        name: name.to_string(),
        value: value.to_string(),
    };
    let option = info
        .options
        .iter()
        .find(|o| o.name == name)
        .ok_or_else(bad)?;
    if !option.accepts(value) {
        return Err(bad());
    }
    let line = option.setoption(value);
    engine.send(&line)
}
