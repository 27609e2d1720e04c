//! Running the real `otherworlds-cli` binary, shared by the CLI test files.
use std::process::Command;

/// Runs the CLI with `args`: (exit status, standard output, standard error).
pub fn cli(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_otherworlds-cli"))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run the CLI: {e}"));
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
