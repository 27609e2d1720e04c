//! The command line: `otherworlds [--variant ID] [--language TAG] [FILE]` opens the window;
//! `otherworlds diagram …` writes a diagram without one. Read by clap.
pub mod diagram;

use crate::command::{Action, Request};
use clap::Parser;
use diagram::DiagramArgs;
use otherworlds_core::Variant;
use std::path::PathBuf;

/// Otherworlds: chess across more than one world.
#[derive(Clone, Debug, PartialEq, Parser)]
#[command(
    name = "otherworlds",
    version,
    args_conflicts_with_subcommands = true,
    // No styling: an error is printed as one plain line (see `error_line`).
    styles = clap::builder::Styles::plain()
)]
pub struct Args {
    /// Start a new game of this variant (RULES.md §5 ids: standard, two-worlds, 4d,
    /// 4d-classic, valhalla, valhalla:inverted:mirror:eternal ...) instead of resuming
    /// the last one.
    #[arg(long, value_name = "ID")]
    pub variant: Option<Variant>,
    /// The window's language, a folder of assets/i18n (en, ca, ja, ru; pseudo checks
    /// layouts); kept, as a choice in the Language menu is.
    #[arg(long, value_name = "TAG")]
    pub language: Option<String>,
    /// A saved game (.owgame, or the .json of earlier versions) or a PGN file (.pgn) to
    /// open in the replay player (a PGN file of several games shows its game list).
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// A tool run instead of the window.
    #[command(subcommand)]
    pub tool: Option<Tool>,
}

/// What `otherworlds` can do without opening its window.
#[derive(Clone, Debug, PartialEq, clap::Subcommand)]
pub enum Tool {
    /// Write a diagram of a position as SVG or PNG (no window, no display needed)
    Diagram(DiagramArgs),
}

/// A command-line error as one line, without clap's usage: "invalid value 'chess960'
/// for '--variant <ID>': …" (control characters escaped).
pub fn error_line(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let parts: Vec<&str> = text
        .lines()
        .map(str::trim)
        .take_while(|l| !l.starts_with("Usage:") && !l.starts_with("For more information"))
        .filter(|l| !l.is_empty())
        .collect();
    otherworlds_core::quote::escape_all(parts.join(" ").trim_start_matches("error: "))
}

impl Args {
    /// What the app does once it has started: the commands of its arguments.
    pub fn startup_commands(&self) -> Vec<Action> {
        let variant = self.variant.map(Request::StartVariant);
        let file = self.file.clone().map(Request::LoadFrom);
        variant.into_iter().chain(file).map(Action::from).collect()
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
                Request::StartVariant(variant).into(),
                Request::LoadFrom(PathBuf::from("game.json")).into()
            ] as [Action; 2]
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

    #[test]
    fn diagram_is_a_tool_with_the_documented_form() {
        let args = parse(&[
            "diagram",
            "--variant",
            "4d",
            "--moves",
            "a1[0,0]a1[0,1]",
            "--select",
            "b1[0,0]",
            "--format",
            "svg",
            "-o",
            "x.svg",
        ])
        .expect("parses");
        let Some(Tool::Diagram(d)) = args.tool else {
            panic!("not the diagram tool: {args:?}");
        };
        assert_eq!(d.variant, Variant::FourD);
        assert_eq!(d.moves, ["a1[0,0]a1[0,1]"]);
        assert_eq!(d.select.as_deref(), Some("b1[0,0]"));
        assert_eq!(d.format, Some(crate::diagram::DiagramFormat::Svg));
        assert_eq!(d.output, PathBuf::from("x.svg"));
        assert_eq!(d.size, crate::diagram::DEFAULT_WIDTH);
        // The window's arguments do not mix with a tool.
        assert!(parse(&["--variant", "4d", "diagram", "--variant", "4d", "-o", "x"]).is_err());
        let e = parse(&["diagram", "--variant", "chess960", "-o", "x.svg"]).expect_err("bad");
        let line = error_line(&e);
        assert!(
            line.contains("chess960") && line.contains("--variant"),
            "{line}"
        );
        assert!(!line.contains('\n'), "{line}");
    }
}
