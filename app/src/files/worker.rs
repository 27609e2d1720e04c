//! The files worker: one background thread that does every read and write of the
//! user's files in the order they were asked for, so the UI thread never waits on a
//! disk (or on a named pipe) and a write is never overtaken by an older one.
//!
//! A read ([`Files::read`]) hands back a [`Pending`] the caller polls each frame; a
//! write ([`Files::write`]) is fire-and-forget, and its outcome comes back tagged
//! ([`Written`]) for the shell to tell. A write still queued when a newer one to the
//! same file arrives is replaced by it (the autosave of a fast Machine vs Machine game
//! writes the latest position once). Work that panics is caught: the caller hears that
//! it was lost, and the worker goes on. Dropping [`Files`] finishes the queued writes
//! (for at most [`FLUSH_LIMIT`]) before the app exits.
use super::store::{Faults, WriteError, write_file};
use std::collections::VecDeque;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Duration;

/// How long the app waits at exit for the queued writes.
pub const FLUSH_LIMIT: Duration = Duration::from_secs(5);

/// What a write was for: the shell tells its outcome by it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WriteTag {
    /// The live game's autosave.
    Autosave,
    /// The game on screen saved to a file the user chose.
    Game,
    /// The theme in use (`theme.ron`).
    Theme,
    /// The theme saved under this name in the config directory.
    SavedTheme(String),
    /// The theme exported to a file the user chose.
    ExportedTheme,
    /// The players' profiles (`profiles.json`).
    Profiles,
    /// A finished rated game kept for a profile's history (`games/`).
    RatedGame,
    /// A diagram of the board exported to a file the user chose.
    Diagram,
    /// The game on screen exported as PGN to a file the user chose.
    Pgn,
}

impl WriteTag {
    /// Whether the file is one of the app's own (its folder is made if missing), not
    /// one the user chose.
    pub fn is_app_file(&self) -> bool {
        !matches!(
            self,
            WriteTag::Game | WriteTag::ExportedTheme | WriteTag::Diagram | WriteTag::Pgn
        )
    }
}

/// A finished write: what it was for, where, and whether it worked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    pub tag: WriteTag,
    pub path: PathBuf,
    pub result: Result<(), WriteError>,
}

type Work = Box<dyn FnOnce(&Faults) + Send>;

struct Entry {
    /// The file a write goes to (a newer write to it replaces this one while queued).
    key: Option<PathBuf>,
    work: Work,
}

#[derive(Default)]
struct Queue {
    entries: VecDeque<Entry>,
    /// The worker is doing a piece of work taken from the queue.
    running: bool,
    closed: bool,
}

struct Shared {
    queue: Mutex<Queue>,
    wake: Condvar,
    /// Requests not yet finished and taken: queued, running, or with an answer nobody
    /// has taken yet.
    outstanding: AtomicUsize,
    ctx: Mutex<Option<egui::Context>>,
    faults: Faults,
}

impl Shared {
    fn queue(&self) -> MutexGuard<'_, Queue> {
        // A panic is caught around each piece of work, never while the lock is held;
        // a poisoned lock still holds a consistent queue.
        self.queue.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn repaint(&self) {
        if let Some(ctx) = self.ctx.lock().unwrap_or_else(|p| p.into_inner()).as_ref() {
            ctx.request_repaint();
        }
    }

    fn done_one(&self) {
        self.outstanding.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Counts a request as outstanding until it is dropped.
struct Ticket(Arc<Shared>);

impl Drop for Ticket {
    fn drop(&mut self) {
        self.0.done_one();
    }
}

/// The answer of a read, once the worker has done it.
pub struct Pending<T> {
    answer: Receiver<T>,
    what: String,
    _ticket: Ticket,
}

/// The work of a read panicked: the worker caught it and went on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0} failed inside the app (a bug); nothing was changed")]
pub struct Lost(pub String);

impl<T> Pending<T> {
    /// What is being done, for the status bar ("Opening game.json").
    pub fn what(&self) -> &str {
        &self.what
    }

    /// The answer once it is there (None while the worker is at it).
    pub fn poll(&self) -> Option<Result<T, Lost>> {
        match self.answer.try_recv() {
            Ok(t) => Some(Ok(t)),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Err(Lost(self.what.clone()))),
        }
    }
}

/// The app's handle on the files worker.
pub struct Files {
    shared: Arc<Shared>,
    written: Receiver<Written>,
    written_to: Sender<Written>,
    finished: Option<Receiver<()>>,
}

impl Default for Files {
    fn default() -> Self {
        Files::new()
    }
}

impl Files {
    /// Starts the worker thread.
    pub fn new() -> Files {
        let shared = Arc::new(Shared {
            queue: Mutex::new(Queue::default()),
            wake: Condvar::new(),
            outstanding: AtomicUsize::new(0),
            ctx: Mutex::new(None),
            faults: Faults::default(),
        });
        let (written_to, written) = channel();
        let (finish, finished) = channel();
        let worker = Arc::clone(&shared);
        let spawned = std::thread::Builder::new()
            .name("otherworlds files".into())
            .spawn(move || {
                run(&worker);
                let _ = finish.send(());
            });
        if let Err(e) = spawned {
            // Without a thread nothing is read or written; every request then says so.
            eprintln!("otherworlds: the files worker could not start: {e}");
        }
        Files {
            shared,
            written,
            written_to,
            finished: Some(finished),
        }
    }

    /// The context to repaint when work is done.
    pub fn set_context(&self, ctx: &egui::Context) {
        *self.shared.ctx.lock().unwrap_or_else(|p| p.into_inner()) = Some(ctx.clone());
    }

    /// Whether anything is queued, running or waiting to be taken.
    pub fn busy(&self) -> bool {
        self.shared.outstanding.load(Ordering::SeqCst) > 0
    }

    /// The disk faults of the tests.
    pub fn faults(&self) -> &Faults {
        &self.shared.faults
    }

    fn push(&self, key: Option<PathBuf>, work: Work) {
        let mut queue = self.shared.queue();
        if let Some(k) = &key
            && let Some(entry) = queue.entries.iter_mut().find(|e| e.key.as_ref() == Some(k))
        {
            // The older write never runs: its request is done.
            entry.work = work;
            self.shared.done_one();
        } else {
            queue.entries.push_back(Entry { key, work });
        }
        drop(queue);
        self.shared.wake.notify_one();
    }

    /// Runs `work` on the worker (a read, or a read and what follows it, such as moving
    /// a broken file aside); `what` says what it does, for the status bar.
    pub fn read<T: Send + 'static>(
        &self,
        what: impl Into<String>,
        work: impl FnOnce(&Faults) -> T + Send + 'static,
    ) -> Pending<T> {
        self.shared.outstanding.fetch_add(1, Ordering::SeqCst);
        let (answer_to, answer) = channel();
        let shared = Arc::clone(&self.shared);
        self.push(
            None,
            Box::new(move |faults| {
                let _ = answer_to.send(work(faults));
                shared.repaint();
            }),
        );
        Pending {
            answer,
            what: what.into(),
            _ticket: Ticket(Arc::clone(&self.shared)),
        }
    }

    /// Writes `bytes` to `path` atomically (see [`super::store::write_file`]); the
    /// outcome comes back from [`Files::take_written`] with `tag`.
    pub fn write(&self, path: PathBuf, bytes: Vec<u8>, tag: WriteTag) {
        self.shared.outstanding.fetch_add(1, Ordering::SeqCst);
        let to = self.written_to.clone();
        let shared = Arc::clone(&self.shared);
        let key = path.clone();
        self.push(
            Some(key),
            Box::new(move |faults| {
                let result = write_file(&path, &bytes, tag.is_app_file(), faults);
                if to.send(Written { tag, path, result }).is_err() {
                    shared.done_one();
                }
                shared.repaint();
            }),
        );
    }

    /// The writes finished since the last call, in order.
    pub fn take_written(&self) -> Vec<Written> {
        let done: Vec<Written> = self.written.try_iter().collect();
        for _ in &done {
            self.shared.done_one();
        }
        done
    }

    /// Waits until the queue is empty and the worker idle, for at most `limit`.
    pub fn wait_idle(&self, limit: Duration) -> bool {
        let deadline = std::time::Instant::now() + limit;
        loop {
            let idle = {
                let q = self.shared.queue();
                q.entries.is_empty() && !q.running
            };
            if idle {
                return true;
            }
            if std::time::Instant::now() > deadline {
                return false;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}

impl Drop for Files {
    fn drop(&mut self) {
        self.shared.queue().closed = true;
        self.shared.wake.notify_all();
        if let Some(finished) = self.finished.take() {
            // The queued writes are done first; a disk that hangs gets FLUSH_LIMIT.
            let _ = finished.recv_timeout(FLUSH_LIMIT);
        }
    }
}

/// The worker's loop: each piece of work in order, until the queue is closed and empty.
fn run(shared: &Shared) {
    loop {
        let entry = {
            let mut queue = shared.queue();
            loop {
                if let Some(entry) = queue.entries.pop_front() {
                    queue.running = true;
                    break Some(entry);
                }
                if queue.closed {
                    break None;
                }
                queue = shared.wake.wait(queue).unwrap_or_else(|p| p.into_inner());
            }
        };
        let Some(entry) = entry else { return };
        let faults = &shared.faults;
        let work = entry.work;
        if catch_unwind(AssertUnwindSafe(move || work(faults))).is_err() {
            // The answer's sender was dropped with the work: the caller hears it was lost.
            shared.repaint();
        }
        shared.queue().running = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    fn answer<T>(pending: &Pending<T>) -> Result<T, Lost> {
        let start = Instant::now();
        loop {
            if let Some(a) = pending.poll() {
                return a;
            }
            assert!(start.elapsed() < Duration::from_secs(10), "no answer");
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    #[test]
    fn reads_and_writes_run_in_order_and_are_counted_until_taken() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let files = Files::new();
        let path = dir.path().join("a.txt");
        files.write(path.clone(), b"one".to_vec(), WriteTag::Game);
        let p = path.clone();
        let read = files.read("reading a.txt", move |_| std::fs::read(&p).ok());
        assert!(files.busy());
        assert_eq!(answer(&read), Ok(Some(b"one".to_vec())));
        drop(read);
        assert!(files.wait_idle(Duration::from_secs(10)));
        let written = files.take_written();
        assert_eq!(written.len(), 1);
        assert_eq!(written[0].result, Ok(()));
        assert!(!files.busy());
    }

    #[test]
    fn a_panicking_read_is_lost_and_the_worker_goes_on() {
        let files = Files::new();
        let bad = files.read("a read that panics", |_| -> u32 { panic!("injected") });
        assert_eq!(answer(&bad), Err(Lost("a read that panics".into())));
        let good = files.read("a read", |_| 7);
        assert_eq!(answer(&good), Ok(7));
    }

    #[test]
    fn dropping_the_files_finishes_the_queued_writes() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let files = Files::new();
        let paths: Vec<PathBuf> = (0..5)
            .map(|i| dir.path().join(format!("{i}.txt")))
            .collect();
        for p in &paths {
            files.write(p.clone(), b"x".to_vec(), WriteTag::Game);
        }
        drop(files);
        assert!(paths.iter().all(|p| p.is_file()));
    }
}
