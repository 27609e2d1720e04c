//! The command-line arguments of the tests crate's tools (`uci-label`, `uci-datagen`,
//! `nnue-train`): `--name value` pairs read from the whole argument list.

/// The value after `name`, if `name` is given.
pub fn arg(args: &[String], name: &str) -> Option<String> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
}

/// The number after `name`, `default` when `name` is not given, or a message saying
/// which value is not a number.
pub fn number<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> Result<T, String> {
    match arg(args, name) {
        None => Ok(default),
        Some(v) => v
            .parse()
            .map_err(|_| format!("{name} '{v}' is not a number")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn values_are_found_after_their_names_and_bad_numbers_are_named() {
        let a = args(&["tool", "--games", "12", "--out", "f.txt", "--nodes", "many"]);
        assert_eq!(arg(&a, "--out").as_deref(), Some("f.txt"));
        assert_eq!(arg(&a, "--seed"), None);
        assert_eq!(number(&a, "--games", 1u32), Ok(12));
        assert_eq!(number(&a, "--seed", 7u64), Ok(7));
        assert_eq!(
            number::<u64>(&a, "--nodes", 1),
            Err("--nodes 'many' is not a number".to_string())
        );
        // A name at the end has no value.
        assert_eq!(arg(&args(&["tool", "--out"]), "--out"), None);
    }
}
