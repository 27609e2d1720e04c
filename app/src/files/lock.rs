//! One window per autosave: a window takes the first free slot of the data directory,
//! slot 1 holding `otherworlds.lock` and `autosave.json`, slot 2
//! `otherworlds-2.lock` and `autosave-2.json`, and so on. So a second window on the
//! same data keeps its game in its own autosave, and neither window's game is lost to
//! the other's writes; the second window is told so.
//!
//! A slot is held by an exclusive lock on its lock file (`File::try_lock`: `flock` on
//! Unix, `LockFileEx` on Windows), which the system drops when the process ends, even
//! when it is killed: a lock left by a dead process is taken over by the next start.
//! The file holds the holder's process id, for the message. Where the file system
//! cannot lock (some network file systems), the process id decides: on Linux a slot
//! whose holder has no `/proc/<pid>` is taken over; elsewhere a slot whose file names
//! another process is taken as held (the conservative choice: at worst a window uses
//! the next slot). Lock files are never removed (removing one while another process
//! opens it would let two windows hold "the same" slot).
use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{self, Read, Seek, Write};
use std::path::{Path, PathBuf};

/// The most windows that autosave at once on one data directory.
pub const MAX_SLOTS: u32 = 8;

/// `otherworlds.lock`, `otherworlds-2.lock` ...
pub fn lock_name(slot: u32) -> String {
    match slot {
        1 => "otherworlds.lock".into(),
        n => format!("otherworlds-{n}.lock"),
    }
}

/// `autosave.json`, `autosave-2.json` ...
pub fn autosave_name(slot: u32) -> String {
    match slot {
        1 => otherworlds_core::record::AUTOSAVE_FILE.into(),
        n => format!("autosave-{n}.json"),
    }
}

/// A slot this process holds, until it is dropped.
#[derive(Debug)]
pub struct SlotLock {
    /// Held open: the lock lives as long as the file is open.
    _file: File,
    pub slot: u32,
}

/// The outcome of looking for a slot.
#[derive(Debug)]
pub struct Claim {
    /// The slot taken (None: every slot is held, or no lock file could be made).
    pub lock: Option<SlotLock>,
    /// The slots held by other windows before the one taken: (slot, process id).
    pub others: Vec<(u32, Option<u32>)>,
    /// Why no slot could be locked, if none was.
    pub problem: Option<String>,
}

impl Claim {
    pub fn slot(&self) -> Option<u32> {
        self.lock.as_ref().map(|l| l.slot)
    }
}

/// Takes the first free slot in `dir` (created if missing).
pub fn claim(dir: &Path) -> Claim {
    let mut others = Vec::new();
    if let Err(e) = fs::create_dir_all(dir) {
        return Claim {
            lock: None,
            others,
            problem: Some(t!(
                "files-folder-not-made",
                folder = dir.display().to_string(),
                error = e.to_string()
            )),
        };
    }
    let mut problem = None;
    for slot in 1..=MAX_SLOTS {
        match try_slot(&dir.join(lock_name(slot))) {
            Ok(Ok(file)) => {
                return Claim {
                    lock: Some(SlotLock { _file: file, slot }),
                    others,
                    problem: None,
                };
            }
            Ok(Err(holder)) => others.push((slot, holder)),
            Err(e) => {
                problem = Some(format!("{}: {e}", dir.join(lock_name(slot)).display()));
                break;
            }
        }
    }
    Claim {
        lock: None,
        problem: problem.or_else(|| Some(t!("files-slots-in-use", count = MAX_SLOTS))),
        others,
    }
}

/// The slot's lock file locked by this process, or the process id of its holder.
fn try_slot(path: &Path) -> io::Result<Result<File, Option<u32>>> {
    let mut file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)?;
    match file.try_lock() {
        Ok(()) => {}
        Err(TryLockError::WouldBlock) => return Ok(Err(holder(&mut file))),
        // No locks on this file system: the process id in the file decides.
        Err(TryLockError::Error(_)) => {
            if let Some(pid) = holder(&mut file)
                && pid != std::process::id()
                && process_alive(pid) != Some(false)
            {
                return Ok(Err(Some(pid)));
            }
        }
    }
    file.set_len(0)?;
    file.rewind()?;
    writeln!(file, "{}", std::process::id())?;
    file.sync_all()?;
    Ok(Ok(file))
}

/// The process id written in a lock file.
fn holder(file: &mut File) -> Option<u32> {
    let mut text = String::new();
    file.rewind().ok()?;
    file.take(64).read_to_string(&mut text).ok()?;
    text.trim().parse().ok()
}

/// Whether process `pid` runs: known on Linux (`/proc/<pid>`), unknown elsewhere.
pub fn process_alive(pid: u32) -> Option<bool> {
    if cfg!(target_os = "linux") {
        Some(PathBuf::from(format!("/proc/{pid}")).exists())
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_claim_takes_the_next_slot_and_a_released_slot_is_free_again() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let first = claim(dir.path());
        assert_eq!(first.slot(), Some(1));
        assert!(first.others.is_empty());
        let second = claim(dir.path());
        assert_eq!(second.slot(), Some(2));
        assert_eq!(second.others, [(1, Some(std::process::id()))]);
        drop(first);
        // A lock lives while any descriptor of its open file does: a process another
        // test of this binary forks at this moment holds a copy of the descriptor
        // until it runs its program (the descriptor closes on exec). So slot 1 may
        // stay held for that instant: the claim is tried again for up to a second.
        let mut third = claim(dir.path());
        for _ in 0..100 {
            if third.slot() == Some(1) {
                break;
            }
            drop(third);
            std::thread::sleep(std::time::Duration::from_millis(10));
            third = claim(dir.path());
        }
        assert_eq!(third.slot(), Some(1), "slot 1 was let go");
        let text = fs::read_to_string(dir.path().join("otherworlds.lock")).expect("read");
        assert_eq!(text.trim(), std::process::id().to_string());
    }

    #[test]
    fn a_lock_file_left_by_a_dead_process_is_taken_over() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        // A process that has ended: its id is in the file, its lock is gone.
        let mut child = std::process::Command::new("true").spawn().expect("runs");
        let pid = child.id();
        child.wait().expect("ends");
        fs::write(dir.path().join("otherworlds.lock"), format!("{pid}\n")).expect("written");
        assert_eq!(claim(dir.path()).slot(), Some(1));
        if cfg!(target_os = "linux") {
            assert_eq!(process_alive(pid), Some(false));
            assert_eq!(process_alive(std::process::id()), Some(true));
        }
    }

    #[test]
    fn names_of_the_slots() {
        assert_eq!(lock_name(1), "otherworlds.lock");
        assert_eq!(autosave_name(1), "autosave.json");
        assert_eq!(lock_name(2), "otherworlds-2.lock");
        assert_eq!(autosave_name(3), "autosave-3.json");
    }

    #[test]
    fn when_every_slot_is_held_none_is_taken() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let held: Vec<Claim> = (0..MAX_SLOTS).map(|_| claim(dir.path())).collect();
        assert!(held.iter().all(|c| c.slot().is_some()));
        let none = claim(dir.path());
        assert_eq!(none.slot(), None);
        assert_eq!(none.others.len(), MAX_SLOTS as usize);
        assert!(none.problem.is_some_and(|p| p.contains("slots are in use")));
    }
}
