//! A UCI engine driven through its standard input and output: the opponent of
//! `uci-match` and the teacher of `uci-label`.
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// A running UCI engine (`uci` answered, options set, `readyok` seen).
pub struct UciEngine {
    _child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

/// What a search reported last: its score from the side to move's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UciScore {
    Cp(i32),
    /// Moves to mate; negative when the side to move is mated.
    Mate(i32),
}

impl UciEngine {
    /// Starts `command` (a program and its arguments, split at whitespace) and sets
    /// `options` (`NAME=VALUE` each).
    pub fn start(command: &str, options: &[String]) -> Result<UciEngine, String> {
        let mut parts = command.split_whitespace();
        let program = parts.next().ok_or("empty engine command")?;
        let mut child = Command::new(program)
            .args(parts)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("{command}: {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let mut e = UciEngine {
            _child: child,
            stdin,
            stdout,
        };
        e.send("uci")?;
        e.wait_for("uciok")?;
        for o in options {
            let (name, value) = o
                .split_once('=')
                .ok_or(format!("option '{o}' is not NAME=VALUE"))?;
            e.send(&format!("setoption name {name} value {value}"))?;
        }
        e.send("isready")?;
        e.wait_for("readyok")?;
        Ok(e)
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| e.to_string())
    }

    /// Reads lines until one starts with `prefix`, and returns it; `on_line` sees every
    /// line before it.
    fn read_until(
        &mut self,
        prefix: &str,
        mut on_line: impl FnMut(&str),
    ) -> Result<String, String> {
        let mut line = String::new();
        loop {
            line.clear();
            if self
                .stdout
                .read_line(&mut line)
                .map_err(|e| e.to_string())?
                == 0
            {
                return Err(format!("engine closed while waiting for '{prefix}'"));
            }
            if line.starts_with(prefix) {
                return Ok(line.trim().to_string());
            }
            on_line(&line);
        }
    }

    /// Reads lines until one starts with `prefix`, and returns it.
    pub fn wait_for(&mut self, prefix: &str) -> Result<String, String> {
        self.read_until(prefix, |_| {})
    }

    /// The engine's move after the game's `moves` from the start, in `movetime` ms.
    pub fn best_move(&mut self, moves: &[String], movetime: u64) -> Result<String, String> {
        let (mv, _) = self.search(&start_position(moves), &format!("go movetime {movetime}"))?;
        Ok(mv.unwrap_or_else(|| "0000".to_string()))
    }

    /// The score of the last `info` line with one, of a search of `fen` to `depth`.
    pub fn score(&mut self, fen: &str, depth: u32) -> Result<UciScore, String> {
        let (_, last) =
            self.search(&format!("position fen {fen}"), &format!("go depth {depth}"))?;
        last.ok_or_else(|| format!("no score for '{fen}'"))
    }

    /// Sends `position` and `go`, and returns the `bestmove` line's move (None if it has
    /// none) and the score of the last `info` line with one.
    pub fn search(
        &mut self,
        position: &str,
        go: &str,
    ) -> Result<(Option<String>, Option<UciScore>), String> {
        self.send(position)?;
        self.send(go)?;
        let mut last = None;
        let line = self.read_until("bestmove", |line| {
            if let Some(s) = parse_score(line) {
                last = Some(s);
            }
        })?;
        let mv = line.split_whitespace().nth(1).map(str::to_string);
        Ok((mv, last))
    }
}

/// The UCI `position` command for the game's `moves` from the start.
pub fn start_position(moves: &[String]) -> String {
    if moves.is_empty() {
        "position startpos".to_string()
    } else {
        format!("position startpos moves {}", moves.join(" "))
    }
}

/// The score of an `info` line (`score cp N` or `score mate N`; bounds included).
pub fn parse_score(line: &str) -> Option<UciScore> {
    if !line.starts_with("info") {
        return None;
    }
    let mut words = line.split_whitespace();
    while let Some(w) = words.next() {
        if w == "score" {
            let kind = words.next()?;
            let n: i32 = words.next()?.parse().ok()?;
            return match kind {
                "cp" => Some(UciScore::Cp(n)),
                "mate" => Some(UciScore::Mate(n)),
                _ => None,
            };
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_lines_give_their_scores() {
        let cp = "info depth 8 seldepth 6 multipv 1 score cp -47 nodes 1940 pv c4d5";
        assert_eq!(parse_score(cp), Some(UciScore::Cp(-47)));
        let mate = "info depth 3 score mate -2 lowerbound nodes 10";
        assert_eq!(parse_score(mate), Some(UciScore::Mate(-2)));
        assert_eq!(parse_score("info string NNUE evaluation"), None);
        assert_eq!(parse_score("bestmove e2e4"), None);
        assert_eq!(parse_score("info score cp x"), None);
    }
}
