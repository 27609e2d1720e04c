//! Starts the Otherworlds window: `otherworlds [--variant ID]` (ids as in RULES.md §5,
//! e.g. `two-worlds`, `valhalla:mirror`).
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant = match args.as_slice() {
        [] => None,
        [flag, id] if flag == "--variant" => match id.parse() {
            Ok(variant) => Some(variant),
            Err(e) => {
                eprintln!("otherworlds: {e}");
                return ExitCode::from(2);
            }
        },
        _ => {
            eprintln!("usage: otherworlds [--variant ID]");
            return ExitCode::from(2);
        }
    };
    match otherworlds::run(variant) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("otherworlds: {e}");
            ExitCode::FAILURE
        }
    }
}
