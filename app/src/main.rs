//! Starts the Otherworlds window: `otherworlds [--variant ID] [FILE]` (see `--help`).
// Windows: an optimised build is a GUI program, started without a console window (so
// there `--version` and `--help` print to no console; a debug build keeps it).
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]
use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = otherworlds::Args::parse();
    match otherworlds::run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("otherworlds: {e}");
            ExitCode::FAILURE
        }
    }
}
