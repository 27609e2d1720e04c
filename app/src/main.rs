//! Starts the Otherworlds window: `otherworlds [--variant ID] [FILE]`, or runs a tool
//! without one: `otherworlds diagram …` (see `--help`). Errors: one line on stderr,
//! exit status 1.
// Windows: an optimised build is a GUI program, started without a console window (so
// there `--version` and `--help` print to no console; a debug build keeps it).
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]
use clap::Parser;
use otherworlds::args::{Tool, error_line};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = match otherworlds::Args::try_parse() {
        Ok(args) => args,
        Err(e) if !e.use_stderr() => {
            // --help, --version.
            print!("{e}");
            return ExitCode::SUCCESS;
        }
        Err(e) => return fail(&error_line(&e)),
    };
    let done = match &args.tool {
        Some(Tool::Diagram(diagram)) => otherworlds::args::diagram::run(diagram),
        None => otherworlds::run(args).map_err(|e| e.to_string()),
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(&e),
    }
}

fn fail(line: &str) -> ExitCode {
    eprintln!("otherworlds: {}", line.replace('\n', " "));
    ExitCode::FAILURE
}
