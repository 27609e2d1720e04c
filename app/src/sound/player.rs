//! The sound thread: the UI sends a [`Sound`] and goes on; this thread owns the device,
//! opens it as it starts, plays each sound's samples (made once, as it starts) at the
//! volume of the moment, and says once why it cannot (no library, no device, a device that went away)
//! — after which it drops what it is sent, so nothing waits on sound.
use super::{Sound, synth};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use strum::IntoEnumIterator;

/// Where samples are played: the system's device, or a test's stand-in.
pub trait Output: Send {
    /// Plays `samples` to the end.
    fn play(&mut self, samples: &[i16]) -> Result<(), String>;
}

/// Opens the output, on the sound thread as it starts.
pub type Opener = Box<dyn FnOnce() -> Result<Box<dyn Output>, String> + Send>;

/// The system's output: ALSA loaded at run time on Linux; cpal on Windows (WASAPI) and
/// macOS (CoreAudio); none elsewhere.
pub fn system_output() -> Opener {
    Box::new(|| {
        #[cfg(target_os = "linux")]
        {
            super::alsa::Alsa::open(synth::RATE).map(|a| Box::new(a) as Box<dyn Output>)
        }
        #[cfg(any(target_os = "windows", target_os = "macos"))]
        {
            super::cpal_out::CpalOut::open().map(|c| Box::new(c) as Box<dyn Output>)
        }
        #[cfg(not(any(target_os = "linux", target_os = "windows", target_os = "macos")))]
        {
            Err(t!("sound-device-unsupported"))
        }
    })
}

#[cfg(target_os = "linux")]
impl Output for super::alsa::Alsa {
    fn play(&mut self, samples: &[i16]) -> Result<(), String> {
        super::alsa::Alsa::play(self, samples)
    }
}

#[cfg(any(target_os = "windows", target_os = "macos"))]
impl Output for super::cpal_out::CpalOut {
    fn play(&mut self, samples: &[i16]) -> Result<(), String> {
        super::cpal_out::CpalOut::play(self, samples)
    }
}

/// What the UI holds: a sender and the one fault to show.
pub struct Player {
    sender: Sender<(Sound, f32)>,
    fault: Arc<Mutex<Option<String>>>,
    told: bool,
}

impl Player {
    /// Starts the thread, which opens the output at once with `open`.
    pub fn start(open: Opener) -> Player {
        let (sender, receiver) = channel();
        let fault = Arc::new(Mutex::new(None));
        let theirs = fault.clone();
        let spawned = std::thread::Builder::new()
            .name("otherworlds-sound".into())
            .spawn(move || run(open, receiver, theirs));
        if let (Err(e), Ok(mut f)) = (spawned, fault.lock()) {
            *f = Some(e.to_string());
        }
        Player {
            sender,
            fault,
            told: false,
        }
    }

    /// Plays `sound` at `volume` (0-1) without waiting.
    pub fn play(&self, sound: Sound, volume: f32) {
        let _ = self.sender.send((sound, volume.clamp(0.0, 1.0)));
    }

    /// Why there is no sound, the first time it is asked after it went wrong (the
    /// status line says it once).
    pub fn fault_to_tell(&mut self) -> Option<String> {
        if self.told {
            return None;
        }
        let fault = self.fault.lock().ok()?.clone()?;
        self.told = true;
        Some(fault)
    }
}

impl super::Sink for Player {
    fn play(&mut self, sound: Sound, volume: f32) {
        Player::play(self, sound, volume);
    }

    fn fault_to_tell(&mut self) -> Option<String> {
        Player::fault_to_tell(self)
    }
}

fn run(open: Opener, receiver: Receiver<(Sound, f32)>, fault: Arc<Mutex<Option<String>>>) {
    // Opened at once, not with the first sound: the first move is heard as soon as
    // every later one.
    let tell = |e: String| {
        if let Ok(mut f) = fault.lock() {
            *f = Some(e);
        }
    };
    let mut output = match open() {
        Ok(o) => Some(o),
        Err(e) => {
            tell(e);
            None
        }
    };
    let bank: std::collections::HashMap<Sound, Vec<i16>> =
        Sound::iter().map(|s| (s, synth::samples(s))).collect();
    for (sound, volume) in receiver {
        if output.is_none() {
            // Broken: what is sent is dropped, so nothing ever waits on sound.
            continue;
        }
        let Some(made) = bank.get(&sound) else {
            continue;
        };
        let samples: Vec<i16> = made
            .iter()
            .map(|&s| (f32::from(s) * volume) as i16)
            .collect();
        if let Some(out) = output.as_mut()
            && let Err(e) = out.play(&samples)
        {
            output = None;
            tell(e);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    /// An output that records what it played, or fails from the n-th sound on (a
    /// headset unplugged mid-game).
    struct Stand {
        played: Arc<Mutex<Vec<usize>>>,
        fail_from: usize,
    }

    impl Output for Stand {
        fn play(&mut self, samples: &[i16]) -> Result<(), String> {
            let mut played = self.played.lock().map_err(|e| e.to_string())?;
            if played.len() >= self.fail_from {
                return Err("the device went away".into());
            }
            played.push(samples.len());
            Ok(())
        }
    }

    fn wait_for(done: impl Fn() -> bool) {
        let start = Instant::now();
        while !done() && start.elapsed() < Duration::from_secs(5) {
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn sounds_play_in_order_off_the_callers_thread() {
        let played = Arc::new(Mutex::new(Vec::new()));
        let theirs = played.clone();
        let player = Player::start(Box::new(move || {
            Ok(Box::new(Stand {
                played: theirs,
                fail_from: usize::MAX,
            }) as Box<dyn Output>)
        }));
        for sound in [Sound::Move, Sound::Capture, Sound::Check] {
            player.play(sound, 0.5);
        }
        wait_for(|| played.lock().map_or(0, |p| p.len()) == 3);
        let lengths: Vec<usize> = [Sound::Move, Sound::Capture, Sound::Check]
            .into_iter()
            .map(|s| synth::samples(s).len())
            .collect();
        assert_eq!(*played.lock().expect("lock"), lengths);
    }

    /// No device: nothing plays, the fault is told once, and sending never blocks.
    #[test]
    fn without_a_device_the_fault_is_told_once() {
        let mut player = Player::start(Box::new(|| Err("no libasound.so.2".into())));
        for _ in 0..100 {
            player.play(Sound::Move, 1.0);
        }
        wait_for(|| player.fault.lock().is_ok_and(|f| f.is_some()));
        assert_eq!(player.fault_to_tell().as_deref(), Some("no libasound.so.2"));
        assert_eq!(player.fault_to_tell(), None);
    }

    /// A device that disappears mid-game: what played before stays played, the fault
    /// is told once, later sounds are dropped.
    #[test]
    fn a_device_that_goes_away_mid_game_stops_the_sound_only() {
        let played = Arc::new(Mutex::new(Vec::new()));
        let theirs = played.clone();
        let mut player = Player::start(Box::new(move || {
            Ok(Box::new(Stand {
                played: theirs,
                fail_from: 2,
            }) as Box<dyn Output>)
        }));
        for _ in 0..5 {
            player.play(Sound::Move, 1.0);
        }
        wait_for(|| player.fault.lock().is_ok_and(|f| f.is_some()));
        assert_eq!(played.lock().expect("lock").len(), 2);
        assert_eq!(
            player.fault_to_tell().as_deref(),
            Some("the device went away")
        );
        assert_eq!(player.fault_to_tell(), None);
    }
}
