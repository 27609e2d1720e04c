//! Starts the Otherworlds window: `otherworlds [--variant ID] [FILE]` (see `--help`).
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
