//! The command line: `otherworlds [--variant ID] [FILE]`, read by clap.
use crate::command::Command;
use clap::Parser;
use otherworlds_core::Variant;
use std::path::PathBuf;

/// Otherworlds: chess across more than one world.
#[derive(Clone, Debug, PartialEq, Parser)]
#[command(name = "otherworlds", version)]
pub struct Args {
    /// Start a new game of this variant (RULES.md §5 ids: standard, two-worlds, 4d,
    /// 4d-classic, valhalla, valhalla:inverted:mirror:eternal ...) instead of resuming
    /// the last one.
    #[arg(long, value_name = "ID")]
    pub variant: Option<Variant>,
    /// A saved game (.owgame, or the .json of earlier versions) to open in the replay
    /// player.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
}

impl Args {
    /// What the app does once it has started: the commands of its arguments.
    pub fn startup_commands(&self) -> Vec<Command> {
        let variant = self.variant.map(Command::StartVariant);
        let file = self.file.clone().map(Command::LoadFrom);
        variant.into_iter().chain(file).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Args, clap::Error> {
        Args::try_parse_from(std::iter::once("otherworlds").chain(args.iter().copied()))
    }

    #[test]
    fn a_variant_and_a_file_become_the_startup_commands() {
        let args = parse(&["--variant", "valhalla:mirror", "game.json"]).expect("parses");
        let variant: Variant = "valhalla:mirror".parse().expect("id");
        assert_eq!(
            args.startup_commands(),
            [
                Command::StartVariant(variant),
                Command::LoadFrom(PathBuf::from("game.json"))
            ]
        );
        assert!(
            parse(&[])
                .expect("no arguments")
                .startup_commands()
                .is_empty()
        );
    }

    #[test]
    fn version_prints_the_name_and_the_package_version() {
        let e = parse(&["--version"]).expect_err("clap answers --version itself");
        assert_eq!(e.kind(), clap::error::ErrorKind::DisplayVersion);
        let version = env!("CARGO_PKG_VERSION");
        assert_eq!(e.to_string(), format!("otherworlds {version}\n"));
    }

    #[test]
    fn bad_arguments_are_errors_that_name_them() {
        let e = parse(&["--variant", "chess960"]).expect_err("not a variant");
        assert!(e.to_string().contains("chess960"), "{e}");
        assert!(parse(&["--variant"]).is_err());
        assert!(parse(&["a.json", "b.json"]).is_err());
        assert!(parse(&["--frobnicate"]).is_err());
    }
}
