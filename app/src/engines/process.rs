//! A UCI engine's process: started with piped input and output, its output read line
//! by line on a thread of its own (so no read ever blocks the caller past a deadline),
//! ended when dropped (`quit`, then killed if it has not gone within a moment).
use super::EngineError;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// The longest line read from an engine; a longer one is cut (a broken engine may
/// print without end).
const MAX_LINE: usize = 64 * 1024;

/// How long a process has to end after `quit` before it is killed.
const QUIT_GRACE: Duration = Duration::from_millis(300);

/// A running engine process.
pub struct EngineProcess {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    path: PathBuf,
}

impl EngineProcess {
    /// Starts the program at `path` with `args`.
    pub fn start(path: &Path, args: &[String]) -> Result<EngineProcess, EngineError> {
        let mut child = Command::new(path)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| EngineError::Start {
                path: path.to_path_buf(),
                error: e.to_string(),
            })?;
        let stdout = child.stdout.take();
        let stdin = child.stdin.take();
        let (send, lines) = channel();
        if let Some(stdout) = stdout {
            std::thread::Builder::new()
                .name("otherworlds-engine-output".into())
                .spawn(move || {
                    let mut reader = BufReader::new(stdout);
                    let mut bytes = Vec::new();
                    loop {
                        bytes.clear();
                        let read =
                            Read::take(&mut reader, MAX_LINE as u64).read_until(b'\n', &mut bytes);
                        match read {
                            Ok(0) | Err(_) => break,
                            Ok(_) => {
                                let line = String::from_utf8_lossy(&bytes);
                                if send.send(line.trim_end().to_string()).is_err() {
                                    break;
                                }
                            }
                        }
                    }
                })
                .map_err(|e| EngineError::Start {
                    path: path.to_path_buf(),
                    error: e.to_string(),
                })?;
        }
        Ok(EngineProcess {
            child,
            stdin,
            lines,
            path: path.to_path_buf(),
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) -> Result<(), EngineError> {
        let closed = |e: std::io::Error| EngineError::Closed {
            path: self.path.clone(),
            during: line.to_string(),
            detail: e.to_string(),
        };
        let Some(stdin) = &mut self.stdin else {
            return Err(closed(std::io::ErrorKind::BrokenPipe.into()));
        };
        let result = writeln!(stdin, "{line}").and_then(|()| stdin.flush());
        result.map_err(closed)
    }

    /// The next line, waiting until `deadline`.
    pub fn next_line(&mut self, deadline: Instant, waiting: &str) -> Result<String, EngineError> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => Err(EngineError::Timeout {
                path: self.path.clone(),
                waiting: waiting.to_string(),
            }),
            Err(RecvTimeoutError::Disconnected) => Err(EngineError::Closed {
                path: self.path.clone(),
                during: waiting.to_string(),
                detail: self.exit_status(),
            }),
        }
    }

    /// Reads lines until one whose first word is `token`, within `limit`; `on_line`
    /// sees every line before it.
    pub fn wait_for(
        &mut self,
        token: &str,
        limit: Duration,
        mut on_line: impl FnMut(&str),
    ) -> Result<String, EngineError> {
        let deadline = Instant::now() + limit;
        loop {
            let line = self.next_line(deadline, token)?;
            if line.split_whitespace().next() == Some(token) {
                return Ok(line);
            }
            on_line(&line);
        }
    }

    /// How the process ended, in words ("exit status: 3"), or that it still runs.
    fn exit_status(&mut self) -> String {
        // The output closes a moment before the process is reaped.
        for _ in 0..20 {
            if let Ok(Some(status)) = self.child.try_wait() {
                return status.to_string();
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        t!("engines-output-closed")
    }

    /// The process's id while it has one.
    pub fn id(&self) -> Option<u32> {
        Some(self.child.id())
    }

    /// Whether the process is still running.
    pub fn running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }
}

impl Drop for EngineProcess {
    /// `quit`, then the process is killed if it has not ended within a moment, and
    /// reaped: no engine outlives its use.
    fn drop(&mut self) {
        let _ = self.send("quit");
        self.stdin = None;
        let end = Instant::now() + QUIT_GRACE;
        while Instant::now() < end {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
