//! Starts the Otherworlds window: `otherworlds [--variant ID] [FILE.json]` (ids as in
//! RULES.md §5, e.g. `two-worlds`, `valhalla:mirror`). A saved game given as FILE opens
//! in the replay player, as a file manager does on double-click.
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: otherworlds [--variant ID] [FILE.json]";

fn main() -> ExitCode {
    let mut variant = None;
    let mut file: Option<PathBuf> = None;
    let mut args = std::env::args_os().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--variant" {
            let Some(id) = args.next() else {
                eprintln!("otherworlds: --variant needs an id\n{USAGE}");
                return ExitCode::from(2);
            };
            match id.to_string_lossy().parse() {
                Ok(v) => variant = Some(v),
                Err(e) => {
                    eprintln!("otherworlds: {e}");
                    return ExitCode::from(2);
                }
            }
        } else if arg == "--help" || arg == "-h" {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        } else if file.is_none() && !arg.to_string_lossy().starts_with("--") {
            file = Some(PathBuf::from(arg));
        } else {
            eprintln!(
                "otherworlds: unexpected argument {}\n{USAGE}",
                arg.display()
            );
            return ExitCode::from(2);
        }
    }
    match otherworlds::run(variant, file) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("otherworlds: {e}");
            ExitCode::FAILURE
        }
    }
}
