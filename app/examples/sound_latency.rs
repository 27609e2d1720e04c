//! Issue 44's latency: from the moment the window asks for a move's sound (the end of
//! the frame that played the move; the move is drawn in the next frame) to the moment
//! the sound's first samples go to the device, which starts playing as its buffer
//! fills: the sound thread's hand-over, its volume scaling and the first write.
//!
//! `cargo run --release -p otherworlds --example sound_latency [-- COUNT]`
//!
//! Each sound is asked for with the thread idle (as in a game: sounds are seconds
//! apart), through the system's output (ALSA on Linux: point ALSA's default device at
//! the `file` plugin, as `tests/tools/sound_game.sh` does, where there is no sound card).
//! Prints the median, the 95th percentile and the worst, and each as a ratio to a frame
//! at 60 Hz, the yardstick of "the move being drawn".
use otherworlds::sound::Sound;
use otherworlds::sound::player::{Opener, Output, Player, system_output};
use std::sync::mpsc::{Sender, channel};
use std::time::{Duration, Instant};

/// The system's output, telling when each sound's samples reach it.
struct Timed {
    inner: Box<dyn Output>,
    reached: Sender<Instant>,
}

impl Output for Timed {
    fn play(&mut self, samples: &[i16]) -> Result<(), String> {
        let _ = self.reached.send(Instant::now());
        self.inner.play(samples)
    }
}

fn main() {
    let count: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(40);
    let (reached, arrivals) = channel();
    let system = system_output();
    let open: Opener = Box::new(move || {
        system().map(|inner| Box::new(Timed { inner, reached }) as Box<dyn Output>)
    });
    let mut player = Player::start(open);
    // The thread opens the device as it starts (as the window's does at start).
    std::thread::sleep(Duration::from_millis(500));
    if let Some(why) = player.fault_to_tell() {
        eprintln!("no sound output: {why}");
        std::process::exit(1);
    }
    let mut latencies = Vec::with_capacity(count);
    for i in 0..count {
        let sound = [Sound::Move, Sound::Capture, Sound::Check][i % 3];
        let asked = Instant::now();
        player.play(sound, 0.7);
        match arrivals.recv_timeout(Duration::from_secs(5)) {
            Ok(at) => latencies.push(at.duration_since(asked)),
            Err(e) => {
                eprintln!("the sound never reached the device: {e}");
                std::process::exit(1);
            }
        }
        // Let it play out: the next is asked for with the thread idle.
        std::thread::sleep(Duration::from_millis(450));
    }
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q).round() as usize];
    let frame = Duration::from_secs_f64(1.0 / 60.0);
    for (name, d) in [("median", at(0.5)), ("p95", at(0.95)), ("worst", at(1.0))] {
        println!(
            "{name:>6}: {:8.3} ms  ({:.4} of a 60 Hz frame)",
            d.as_secs_f64() * 1000.0,
            d.as_secs_f64() / frame.as_secs_f64()
        );
    }
}
