//! The one way the app runs work in the background: a [`Job`] is a poll-promise thread
//! with a stop flag (raised when the job is dropped) and a channel of progress reports.
//! Computer moves, the analysis and the native file dialogs all run as jobs, so the UI
//! thread only ever polls (the user's files have their own worker, `files/worker.rs`).
//! Work that panics does not take the app down: the job ends with the panic's message
//! ([`Job::panicked`]), and the owner decides what to tell.
use poll_promise::Promise;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};

/// What a job's worker gets: the stop flag to watch and a sender for its reports. Each
/// report (and the end of the work) asks egui for a repaint.
pub struct Worker<U> {
    pub stop: Arc<AtomicBool>,
    reports: Sender<U>,
    ctx: egui::Context,
}

impl<U> Worker<U> {
    /// Sends a progress report (dropped silently once the job is gone).
    pub fn report(&self, update: U) {
        let _ = self.reports.send(update);
        self.ctx.request_repaint();
    }
}

/// Work running on a background thread: its progress reports arrive in order, its
/// result once it has finished. Dropping the job raises its stop flag; the result then
/// goes nowhere.
pub struct Job<U: Send + 'static, R: Send + 'static> {
    stop: Arc<AtomicBool>,
    reports: Receiver<U>,
    /// The result, or the message of the panic that ended the work.
    promise: Promise<Result<R, String>>,
}

impl<U: Send + 'static, R: Send + 'static> Job<U, R> {
    /// Starts `work` on a thread named `name`; `ctx` repaints on each report and at the end.
    pub fn spawn(
        name: &str,
        ctx: &egui::Context,
        work: impl FnOnce(&Worker<U>) -> R + Send + 'static,
    ) -> Job<U, R> {
        let stop = Arc::new(AtomicBool::new(false));
        let (sender, reports) = channel();
        let worker = Worker {
            stop: Arc::clone(&stop),
            reports: sender,
            ctx: ctx.clone(),
        };
        let promise = Promise::spawn_thread(name, move || {
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| work(&worker)))
                .map_err(|panic| panic_message(panic.as_ref()));
            worker.ctx.request_repaint();
            result
        });
        Job {
            stop,
            reports,
            promise,
        }
    }

    /// The result, once the work has finished (None too if it panicked).
    pub fn ready(&self) -> Option<&R> {
        self.promise.ready()?.as_ref().ok()
    }

    /// The message of the panic that ended the work, if it did.
    pub fn panicked(&self) -> Option<&str> {
        self.promise.ready()?.as_ref().err().map(String::as_str)
    }

    /// Whether the work has ended, with a result or a panic.
    pub fn finished(&self) -> bool {
        self.promise.ready().is_some()
    }

    /// The reports sent since the last call, oldest first.
    pub fn take_reports(&self) -> Vec<U> {
        self.reports.try_iter().collect()
    }

    /// The flag the worker watches (tests check that it is raised).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }
}

/// The text of a panic's payload (a `&str` or a `String`, as `panic!` makes them).
fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    let text = payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or_default();
    otherworlds_core::quote::bounded(text).to_string()
}

impl<U: Send + 'static, R: Send + 'static> Drop for Job<U, R> {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn wait_for<U: Send, R: Send>(job: &Job<U, R>) -> &R {
        let start = Instant::now();
        loop {
            if let Some(r) = job.ready() {
                return r;
            }
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "the job never ended"
            );
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    #[test]
    fn reports_arrive_in_order_then_the_result() {
        let ctx = egui::Context::default();
        let job = Job::spawn("test job", &ctx, |w: &Worker<u32>| {
            for i in 0..3 {
                w.report(i);
            }
            "done"
        });
        assert_eq!(*wait_for(&job), "done");
        assert_eq!(job.take_reports(), [0, 1, 2]);
        assert!(job.take_reports().is_empty(), "each report is taken once");
    }

    #[test]
    fn a_panicking_job_ends_with_the_message_not_a_crash() {
        let ctx = egui::Context::default();
        let job = Job::spawn("test job", &ctx, |_: &Worker<()>| -> u32 {
            panic!("injected failure {}", 7)
        });
        let start = Instant::now();
        while !job.finished() {
            assert!(start.elapsed() < Duration::from_secs(10), "never ended");
            std::thread::sleep(Duration::from_millis(2));
        }
        assert_eq!(job.ready(), None);
        assert_eq!(job.panicked(), Some("injected failure 7"));
    }

    #[test]
    fn dropping_a_job_raises_its_stop_flag() {
        let ctx = egui::Context::default();
        let job = Job::spawn("test job", &ctx, |w: &Worker<()>| {
            while !w.stop.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(1));
            }
        });
        let flag = job.stop_flag();
        assert!(!flag.load(Ordering::Relaxed));
        drop(job);
        assert!(flag.load(Ordering::Relaxed));
    }
}
