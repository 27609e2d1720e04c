//! The files worker: two background threads that do every read and write of the
//! user's files, so the UI thread never waits on a disk (or on a named pipe).
//!
//! The app's own files go on one lane, in the order they were asked for: every write
//! ([`Files::write`]: the live game's autosave, a save, the theme, the profiles) and the
//! reads of the app's own small files ([`Files::read_own`]: the autosave, the theme
//! and the profiles at start, a change to the profiles), so a write is never overtaken
//! by an older one. The files the user chooses are read on the other lane
//! ([`Files::read`]: a game or PGN file, a theme to import, a picture), which may take
//! long (a file of 100,000 games, a slow network disk): the user's game is written
//! meanwhile, and a quit finishes the writes without waiting for such a read. A read
//! of the user's lane first waits for the writes asked for before it (a game saved,
//! then opened, is read as saved).
//!
//! A read hands back a [`Pending`] the caller polls each frame; a write is
//! fire-and-forget, and its outcome comes back tagged ([`Written`]) for the shell to
//! tell. A write still queued when a newer one to the same file arrives is replaced by
//! it (the autosave of a fast Machine vs Machine game writes the latest position
//! once). Work that panics is caught: the caller hears that it was lost, and the
//! worker goes on. Dropping [`Files`] finishes the queued writes (for at most
//! [`FLUSH_LIMIT`]) before the app exits; a read still running is left behind.
use super::store::{Faults, WriteError, write_file};
use std::collections::VecDeque;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

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
    /// eframe's settings (`app.ron`), written by the app.
    Settings,
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
    /// On the app's lane: its place in the lane's order. On the user's lane: the
    /// app's-lane entries that must be done before it.
    order: u64,
    work: Work,
}

#[derive(Default)]
struct Queue {
    entries: VecDeque<Entry>,
    /// The lane's thread is doing a piece of work taken from the queue.
    running: bool,
    closed: bool,
    /// App's lane: entries queued so far, and done so far (in order).
    queued: u64,
    done: u64,
}

/// One lane: its queue and the signal its thread waits on.
#[derive(Default)]
struct Lane {
    queue: Mutex<Queue>,
    wake: Condvar,
}

impl Lane {
    fn queue(&self) -> MutexGuard<'_, Queue> {
        // A panic is caught around each piece of work, never while the lock is held;
        // a poisoned lock still holds a consistent queue.
        self.queue.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn idle(&self) -> bool {
        let q = self.queue();
        q.entries.is_empty() && !q.running
    }

    fn close(&self) {
        self.queue().closed = true;
        self.wake.notify_all();
    }
}

struct Shared {
    /// The app's own files: every write, and the reads ordered with them.
    own: Lane,
    /// The files the user chose to read.
    user: Lane,
    /// Requests not yet finished and taken: queued, running, or with an answer nobody
    /// has taken yet.
    outstanding: AtomicUsize,
    ctx: Mutex<Option<egui::Context>>,
    faults: Faults,
}

impl Shared {
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
pub struct Lost(pub String);

impl std::fmt::Display for Lost {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&t!("files-lost", what = self.0.as_str()))
    }
}

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

/// Which lane a piece of work goes on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Which {
    Own,
    User,
}

/// The app's handle on the files worker.
pub struct Files {
    shared: Arc<Shared>,
    written: Receiver<Written>,
    written_to: Sender<Written>,
    /// Says when the app's lane has finished (its thread ended).
    finished: Option<Receiver<()>>,
}

impl Default for Files {
    fn default() -> Self {
        Files::new()
    }
}

impl Files {
    /// Starts the two lanes' threads.
    pub fn new() -> Files {
        let shared = Arc::new(Shared {
            own: Lane::default(),
            user: Lane::default(),
            outstanding: AtomicUsize::new(0),
            ctx: Mutex::new(None),
            faults: Faults::default(),
        });
        let (written_to, written) = channel();
        let (finish, finished) = channel();
        let own = Arc::clone(&shared);
        let spawned = std::thread::Builder::new()
            .name("otherworlds-files".into())
            .spawn(move || {
                run(&own, Which::Own);
                let _ = finish.send(());
            });
        if let Err(e) = spawned {
            // Without a thread nothing is read or written; every request then says so.
            eprintln!("otherworlds: the files worker could not start: {e}");
        }
        let user = Arc::clone(&shared);
        let spawned = std::thread::Builder::new()
            .name("otherworlds-user-files".into())
            .spawn(move || run(&user, Which::User));
        if let Err(e) = spawned {
            eprintln!("otherworlds: the files worker for the user's files could not start: {e}");
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

    /// Queues `work` on its lane; on the user's lane after the app's lane's entries
    /// queued so far if `after_writes`.
    fn push(&self, which: Which, key: Option<PathBuf>, after_writes: bool, work: Work) {
        let (lane, order) = match which {
            Which::Own => (&self.shared.own, None),
            Which::User if after_writes => {
                (&self.shared.user, Some(self.shared.own.queue().queued))
            }
            Which::User => (&self.shared.user, Some(0)),
        };
        let mut queue = lane.queue();
        if let Some(k) = &key
            && let Some(entry) = queue.entries.iter_mut().find(|e| e.key.as_ref() == Some(k))
        {
            // The older write never runs: its request is done.
            entry.work = work;
            self.shared.done_one();
        } else {
            let order = order.unwrap_or_else(|| {
                queue.queued += 1;
                queue.queued
            });
            queue.entries.push_back(Entry { key, order, work });
        }
        drop(queue);
        lane.wake.notify_all();
    }

    fn ask<T: Send + 'static>(
        &self,
        which: Which,
        after_writes: bool,
        what: impl Into<String>,
        work: impl FnOnce(&Faults) -> T + Send + 'static,
    ) -> Pending<T> {
        self.shared.outstanding.fetch_add(1, Ordering::SeqCst);
        let (answer_to, answer) = channel();
        let shared = Arc::clone(&self.shared);
        self.push(
            which,
            None,
            after_writes,
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

    /// Runs `work` on the user's lane: the read of a file the user chose (a game, a
    /// PGN file, a theme to import, a picture), which may take long; `what` says what
    /// it does, for the status bar. It starts once the writes asked for before it are
    /// done; writes asked for after it do not wait for it.
    pub fn read<T: Send + 'static>(
        &self,
        what: impl Into<String>,
        work: impl FnOnce(&Faults) -> T + Send + 'static,
    ) -> Pending<T> {
        self.ask(Which::User, true, what, work)
    }

    /// Runs `work` on the app's lane, in order with the writes: a read of the app's own
    /// small files (the autosave, the theme, the profiles), or a read and what follows
    /// it (moving a broken file aside, a change made to the profiles file as it is).
    pub fn read_own<T: Send + 'static>(
        &self,
        what: impl Into<String>,
        work: impl FnOnce(&Faults) -> T + Send + 'static,
    ) -> Pending<T> {
        self.ask(Which::Own, true, what, work)
    }

    /// Writes `bytes` to `path` atomically (see [`super::store::write_file`]) on the
    /// app's lane; the outcome comes back from [`Files::take_written`] with `tag`.
    pub fn write(&self, path: PathBuf, bytes: Vec<u8>, tag: WriteTag) {
        self.shared.outstanding.fetch_add(1, Ordering::SeqCst);
        let to = self.written_to.clone();
        let shared = Arc::clone(&self.shared);
        let key = path.clone();
        self.push(
            Which::Own,
            Some(key),
            true,
            Box::new(move |faults| {
                let result = write_file(&path, &bytes, tag.is_app_file(), faults);
                if to.send(Written { tag, path, result }).is_err() {
                    shared.done_one();
                }
                shared.repaint();
            }),
        );
    }

    /// Keeps both lanes busy for `time` (what is asked of them next waits), as a slow
    /// disk would (the tests' slow disk).
    pub fn hold(&self, time: Duration) {
        for which in [Which::Own, Which::User] {
            // The answer is not waited for: only the lane's time is taken.
            drop(self.ask(which, false, t!("files-holding"), move |_| {
                std::thread::sleep(time)
            }));
        }
    }

    /// The writes finished since the last call, in order.
    pub fn take_written(&self) -> Vec<Written> {
        let done: Vec<Written> = self.written.try_iter().collect();
        for _ in &done {
            self.shared.done_one();
        }
        done
    }

    /// Waits until both lanes are idle (nothing queued, nothing running), for at most
    /// `limit`.
    pub fn wait_idle(&self, limit: Duration) -> bool {
        wait_until(limit, || self.shared.own.idle() && self.shared.user.idle())
    }

    /// Waits until the app's lane is idle (every write asked for so far is done), for
    /// at most `limit`; a read of the user's lane may still run. What a quit waits for.
    pub fn wait_written(&self, limit: Duration) -> bool {
        wait_until(limit, || self.shared.own.idle())
    }
}

/// Polls `done` every millisecond until it holds or `limit` has passed.
fn wait_until(limit: Duration, done: impl Fn() -> bool) -> bool {
    let deadline = Instant::now() + limit;
    loop {
        if done() {
            return true;
        }
        if Instant::now() > deadline {
            return false;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

impl Drop for Files {
    fn drop(&mut self) {
        // A read of the user's lane still running is left to end with the process;
        // what is queued behind it never starts.
        self.shared.user.close();
        self.shared.own.close();
        if let Some(finished) = self.finished.take() {
            // The queued writes are done first; a disk that hangs gets FLUSH_LIMIT.
            let _ = finished.recv_timeout(FLUSH_LIMIT);
        }
    }
}

/// A lane's loop: each piece of work in order, until the queue is closed (the app's
/// lane: and empty; the user's lane stops at once).
fn run(shared: &Shared, which: Which) {
    let lane = match which {
        Which::Own => &shared.own,
        Which::User => &shared.user,
    };
    loop {
        let entry = {
            let mut queue = lane.queue();
            loop {
                if queue.closed && (which == Which::User || queue.entries.is_empty()) {
                    break None;
                }
                if let Some(entry) = queue.entries.pop_front() {
                    queue.running = true;
                    break Some(entry);
                }
                queue = lane.wake.wait(queue).unwrap_or_else(|p| p.into_inner());
            }
        };
        let Some(entry) = entry else { return };
        if which == Which::User {
            // The writes asked for before this read are done first.
            let mut own = shared.own.queue();
            while own.done < entry.order && !own.closed {
                own = shared.own.wake.wait(own).unwrap_or_else(|p| p.into_inner());
            }
        }
        let faults = &shared.faults;
        let work = entry.work;
        if catch_unwind(AssertUnwindSafe(move || work(faults))).is_err() {
            // The answer's sender was dropped with the work: the caller hears it was lost.
            shared.repaint();
        }
        let mut queue = lane.queue();
        queue.running = false;
        if which == Which::Own {
            queue.done = entry.order;
            drop(queue);
            // A read of the user's lane may be waiting for this write.
            lane.wake.notify_all();
        }
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

    /// Issue 41, point 3: a write asked for while a long read of a file the user chose
    /// runs is done meanwhile, not behind it, and a quit (dropping the files) with the
    /// read still running keeps it. The read here waits until the test lets it go, so
    /// on one queue the write would wait for as long (the 30 s bound is only a guard
    /// against a hang: the write itself takes milliseconds).
    #[test]
    fn the_user_s_game_is_written_while_a_long_read_runs_and_a_quit_keeps_it() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let files = Files::new();
        let (release, held) = std::sync::mpsc::channel::<()>();
        let (started_to, started) = std::sync::mpsc::channel::<()>();
        let long = files.read("Opening v.pgn", move |_| {
            let _ = started_to.send(());
            let _ = held.recv_timeout(Duration::from_secs(60));
            "read"
        });
        started
            .recv_timeout(Duration::from_secs(30))
            .expect("the long read started");
        let autosave = dir.path().join("autosave.owgame");
        files.write(autosave.clone(), b"e4 e5".to_vec(), WriteTag::Autosave);
        let deadline = Instant::now() + Duration::from_secs(30);
        while !autosave.is_file() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(autosave.is_file(), "the autosave waited behind the read");
        assert_eq!(long.poll(), None, "the read is still running");
        // A quit: the later write is kept, the read still running is not waited for.
        let quit = dir.path().join("quit.owgame");
        files.write(quit.clone(), b"e4 e5 Nf3".to_vec(), WriteTag::Autosave);
        drop(files);
        assert_eq!(std::fs::read(&quit).ok(), Some(b"e4 e5 Nf3".to_vec()));
        let _ = release.send(());
    }
}
