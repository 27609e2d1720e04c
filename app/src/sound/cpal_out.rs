//! Playback on Windows (WASAPI) and macOS (CoreAudio) through cpal, whose backends there
//! need no headers to build. One output stream to the default device stays open and
//! running once opened, playing silence between sounds, so a sound starts as soon as it
//! is queued (within one device buffer, about 10 ms) rather than after a device has been
//! opened. `play` queues a sound converted to the device's rate and
//! returns once the stream's callback has taken all of it: sounds keep their order, and
//! the next is queued while the device still plays the last one's tail.
use super::synth;
use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{
    BufferSize, Device, ErrorKind, FromSample, SampleFormat, SizedSample, Stream, StreamConfig,
    SupportedStreamConfig,
};
use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

/// How long past a sound's own length `play` waits for the callback to take it: a
/// callback that stops being called without an error (a stalled driver) then ends the
/// sound instead of holding the sound thread for ever.
const STALL: Duration = Duration::from_secs(2);

/// What the sound thread and the stream's callback share.
#[derive(Default)]
struct Shared {
    queue: Mutex<Queue>,
    /// Signalled when the callback empties the queue, and on a fault.
    taken: Condvar,
}

#[derive(Default)]
struct Queue {
    /// Mono samples at the device's rate, in -1..1.
    samples: VecDeque<f32>,
    fault: Option<Fault>,
}

/// Why the stream stopped.
#[derive(Clone, Debug, PartialEq)]
enum Fault {
    /// It must be built again: Windows' default device changed (a headset plugged in or
    /// out while another device remains; WASAPI streams never follow it), or the device's
    /// rate changed (CoreAudio). The next sound opens the default device anew.
    Invalidated,
    /// For good (the device gone, none left): every later `play` says why.
    Stopped(String),
}

impl Shared {
    fn invalidated(&self) -> bool {
        self.queue
            .lock()
            .is_ok_and(|q| q.fault == Some(Fault::Invalidated))
    }
}

/// The default output device, open.
pub struct CpalOut {
    // Plays while it is kept.
    _stream: Stream,
    shared: Arc<Shared>,
    rate: u32,
}

impl CpalOut {
    /// Opens the default output device in its own sample format and channel count, at
    /// 44.1 kHz where that changes nothing for other programs (Windows), else at the
    /// device's current rate (the sounds are then resampled).
    pub fn open() -> Result<CpalOut, String> {
        let host = cpal::default_host();
        let device = host
            .default_output_device()
            .ok_or_else(|| t!("sound-device-none"))?;
        let default = device
            .default_output_config()
            .map_err(|e| t!("sound-no-device", error = e.to_string()))?;
        let chosen = at_our_rate(&device, default).unwrap_or(default);
        let config = StreamConfig {
            channels: chosen.channels(),
            sample_rate: chosen.sample_rate(),
            // The device's own period (WASAPI's default is 10 ms, CoreAudio's 512
            // frames): small enough for the 30 ms.
            buffer_size: BufferSize::Default,
        };
        let shared = Arc::new(Shared::default());
        let stream = match chosen.sample_format() {
            SampleFormat::F32 => build::<f32>(&device, config, &shared),
            SampleFormat::F64 => build::<f64>(&device, config, &shared),
            SampleFormat::I16 => build::<i16>(&device, config, &shared),
            SampleFormat::I32 => build::<i32>(&device, config, &shared),
            SampleFormat::I24 => build::<cpal::I24>(&device, config, &shared),
            SampleFormat::U16 => build::<u16>(&device, config, &shared),
            SampleFormat::U8 => build::<u8>(&device, config, &shared),
            SampleFormat::I8 => build::<i8>(&device, config, &shared),
            other => {
                return Err(t!("sound-device-format", format = other.to_string()));
            }
        }
        .map_err(|e| t!("sound-no-device", error = e.to_string()))?;
        stream
            .play()
            .map_err(|e| t!("sound-no-device", error = e.to_string()))?;
        Ok(CpalOut {
            _stream: stream,
            shared,
            rate: config.sample_rate,
        })
    }

    /// Plays `samples` (mono, 16-bit, at the synthesiser's rate): returns once the device
    /// has taken them all. The player's `Output` (player.rs, beside `system_output`, so
    /// that this module needs nothing of the player's).
    pub fn play(&mut self, samples: &[i16]) -> Result<(), String> {
        if self.shared.invalidated() {
            *self = CpalOut::open()?;
        }
        let samples = resample(samples, synth::RATE, self.rate);
        let length = Duration::from_secs_f64(samples.len() as f64 / f64::from(self.rate.max(1)));
        queue_and_wait(&self.shared, samples, length + STALL)
    }
}

/// A configuration of the device's default channels and format at 44.1 kHz, if the
/// device lists one (then nothing is resampled here; WASAPI converts to its mix rate in
/// shared mode, for this stream alone). None on macOS: there cpal sets the hardware's
/// rate to the stream's, which would retune the device under every other program's sound.
fn at_our_rate(device: &Device, default: SupportedStreamConfig) -> Option<SupportedStreamConfig> {
    if cfg!(target_os = "macos") {
        return None;
    }
    device
        .supported_output_configs()
        .ok()?
        .filter(|r| r.channels() == default.channels())
        .filter(|r| r.sample_format() == default.sample_format())
        .find_map(|r| r.try_with_sample_rate(synth::RATE))
}

fn build<T>(
    device: &Device,
    config: StreamConfig,
    shared: &Arc<Shared>,
) -> Result<Stream, cpal::Error>
where
    T: SizedSample + FromSample<f32>,
{
    let channels = usize::from(config.channels.max(1));
    let data = shared.clone();
    let errors = shared.clone();
    device.build_output_stream::<T, _, _>(
        config,
        move |out: &mut [T], _| fill(out, channels, &data),
        move |e| stream_error(&errors, &e),
        None,
    )
}

/// The stream's callback: the next queued samples, each copied to every channel of its
/// frame; silence once the queue is empty.
fn fill<T: FromSample<f32> + Copy>(out: &mut [T], channels: usize, shared: &Shared) {
    let silence = T::from_sample_(0.0);
    let Ok(mut queue) = shared.queue.lock() else {
        out.fill(silence);
        return;
    };
    let had = !queue.samples.is_empty();
    for frame in out.chunks_mut(channels.max(1)) {
        let sample = queue.samples.pop_front().map_or(silence, T::from_sample_);
        frame.fill(sample);
    }
    if had && queue.samples.is_empty() {
        shared.taken.notify_all();
    }
}

/// The stream's error callback. An underrun, a real-time priority refused or a route
/// that the system followed (CoreAudio follows the default device) leave the stream
/// playing; an invalidated stream is built again for the next sound; anything else (the
/// device gone) ends the sound, and the waiting `play` says why.
fn stream_error(shared: &Shared, e: &cpal::Error) {
    let fault = match e.kind() {
        ErrorKind::Xrun | ErrorKind::RealtimeDenied | ErrorKind::DeviceChanged => return,
        ErrorKind::StreamInvalidated => Fault::Invalidated,
        _ => Fault::Stopped(t!("sound-device-gone", error = e.to_string())),
    };
    if let Ok(mut queue) = shared.queue.lock() {
        queue.samples.clear();
        if !matches!(queue.fault, Some(Fault::Stopped(_))) {
            queue.fault = Some(fault);
        }
    }
    shared.taken.notify_all();
}

/// Queues `samples` and waits until the callback has taken them all, the stream failed,
/// or `limit` passed (a stream that stopped asking: an error too, so that the player
/// stops sending sounds to it). An invalidated stream cuts the sound short without an
/// error: the next one plays on the stream built again.
fn queue_and_wait(shared: &Shared, samples: Vec<f32>, limit: Duration) -> Result<(), String> {
    // Poisoned only if the callback panicked while holding it: cpal's thread is gone.
    let broken = |e: String| t!("sound-device-gone", error = e);
    let mut queue = shared.queue.lock().map_err(|e| broken(e.to_string()))?;
    match &queue.fault {
        Some(Fault::Stopped(why)) => return Err(why.clone()),
        Some(Fault::Invalidated) => return Ok(()),
        None => {}
    }
    queue.samples.extend(samples);
    let (mut queue, wait) = shared
        .taken
        .wait_timeout_while(queue, limit, |q| !q.samples.is_empty() && q.fault.is_none())
        .map_err(|e| broken(e.to_string()))?;
    match &queue.fault {
        Some(Fault::Stopped(why)) => return Err(why.clone()),
        Some(Fault::Invalidated) => return Ok(()),
        None => {}
    }
    if wait.timed_out() && !queue.samples.is_empty() {
        queue.samples.clear();
        let why = t!("sound-device-stalled");
        queue.fault = Some(Fault::Stopped(why.clone()));
        return Err(why);
    }
    Ok(())
}

/// `samples` (16-bit, at `from` Hz) as -1..1 values at `to` Hz, by linear
/// interpolation: enough for short synthesised tones, whose highest partial (2.6 kHz)
/// is far below either rate's Nyquist frequency.
fn resample(samples: &[i16], from: u32, to: u32) -> Vec<f32> {
    let scale = 1.0 / 32768.0;
    if from == to || from == 0 || to == 0 {
        return samples.iter().map(|&s| f32::from(s) * scale).collect();
    }
    let len = (samples.len() as u64 * u64::from(to)).div_ceil(u64::from(from)) as usize;
    let step = f64::from(from) / f64::from(to);
    (0..len)
        .map(|j| {
            let position = j as f64 * step;
            let i = position as usize;
            let fraction = (position - i as f64) as f32;
            let a = f32::from(samples.get(i).copied().unwrap_or(0));
            let b = samples.get(i + 1).copied().map_or(a, f32::from);
            (a + (b - a) * fraction) * scale
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// At the same rate nothing moves: each sample is scaled to -1..1 by 1/32768.
    #[test]
    fn the_same_rate_keeps_every_sample() {
        let got = resample(&[0, 16384, -32768, 32767], 44_100, 44_100);
        assert_eq!(got, vec![0.0, 0.5, -1.0, 32767.0 / 32768.0]);
    }

    /// Doubling the rate puts the midpoint between each pair of samples; the length is
    /// the duration at the new rate, rounded up (2 samples at 1 Hz = 2 s = 4 at 2 Hz).
    #[test]
    fn doubling_the_rate_interpolates_midpoints() {
        let got = resample(&[0, 16384], 1, 2);
        assert_eq!(got, vec![0.0, 0.25, 0.5, 0.5]);
    }

    /// 44.1 kHz to 48 kHz: a linear ramp stays that ramp sampled at j·44100/48000, and
    /// the sound lasts as long (rounded up to a whole sample).
    #[test]
    fn a_ramp_resampled_to_48_khz_stays_the_ramp() {
        let ramp: Vec<i16> = (0..441).map(|i| i * 10).collect();
        let got = resample(&ramp, 44_100, 48_000);
        assert_eq!(got.len(), 480);
        for (j, v) in got.iter().enumerate() {
            let position = j as f64 * 44_100.0 / 48_000.0;
            let expected = (position.min(440.0) * 10.0 / 32768.0) as f32;
            assert!((v - expected).abs() < 1e-5, "{j}: {v} vs {expected}");
        }
    }

    /// The callback copies each sample to every channel of its frame, then plays
    /// silence (the format's own: 128 for unsigned 8-bit), and empties the queue.
    #[test]
    fn the_callback_fills_every_channel_then_silence() {
        let shared = Shared::default();
        if let Ok(mut q) = shared.queue.lock() {
            q.samples.extend([1.0, -1.0]);
        }
        let mut out = [0.5f32; 6];
        fill(&mut out, 2, &shared);
        assert_eq!(out, [1.0, 1.0, -1.0, -1.0, 0.0, 0.0]);
        let mut bytes = [0u8; 3];
        fill(&mut bytes, 1, &shared);
        assert_eq!(bytes, [128; 3]);
        assert!(shared.queue.lock().is_ok_and(|q| q.samples.is_empty()));
    }

    /// `play` returns once a callback running on another thread has taken the sound.
    #[test]
    fn playing_returns_when_the_callback_has_taken_the_sound() {
        let shared = Arc::new(Shared::default());
        let theirs = shared.clone();
        let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let stopping = stop.clone();
        let callback = std::thread::spawn(move || {
            let mut out = [0.0f32; 64];
            while !stopping.load(std::sync::atomic::Ordering::Relaxed) {
                fill(&mut out, 1, &theirs);
                std::thread::sleep(Duration::from_millis(1));
            }
        });
        let got = queue_and_wait(&shared, vec![0.1; 1000], Duration::from_secs(20));
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        let _ = callback.join();
        assert_eq!(got, Ok(()));
        assert!(shared.queue.lock().is_ok_and(|q| q.samples.is_empty()));
    }

    /// An underrun or a route the system followed leaves the stream playing; the device
    /// going away ends it, and every later `play` says why without waiting (a limit of
    /// 20 s would show as a stall).
    #[test]
    fn a_device_gone_is_an_error_an_underrun_is_not() {
        let shared = Shared::default();
        stream_error(&shared, &cpal::Error::new(ErrorKind::Xrun));
        stream_error(&shared, &cpal::Error::new(ErrorKind::DeviceChanged));
        assert!(shared.queue.lock().is_ok_and(|q| q.fault.is_none()));
        stream_error(&shared, &cpal::Error::new(ErrorKind::DeviceNotAvailable));
        // A later invalidation does not hide that the device is gone.
        stream_error(&shared, &cpal::Error::new(ErrorKind::StreamInvalidated));
        for _ in 0..2 {
            let start = std::time::Instant::now();
            let got = queue_and_wait(&shared, vec![0.1; 10], Duration::from_secs(20));
            let gone = cpal::Error::new(ErrorKind::DeviceNotAvailable).to_string();
            assert_eq!(got, Err(t!("sound-device-gone", error = gone)));
            assert!(start.elapsed() < Duration::from_secs(10));
        }
        assert!(!shared.invalidated());
    }

    /// An invalidated stream (Windows' default device changed) is no error: the sound
    /// in progress is cut and the stream is marked to be built again.
    #[test]
    fn an_invalidated_stream_is_built_again_not_an_error() {
        let shared = Arc::new(Shared::default());
        let theirs = shared.clone();
        let device = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(50));
            stream_error(&theirs, &cpal::Error::new(ErrorKind::StreamInvalidated));
        });
        // Nothing takes the samples: only the invalidation can end the wait early.
        let start = std::time::Instant::now();
        let got = queue_and_wait(&shared, vec![0.1; 10], Duration::from_secs(20));
        let _ = device.join();
        assert_eq!(got, Ok(()));
        assert!(start.elapsed() < Duration::from_secs(10));
        assert!(shared.invalidated());
        assert!(shared.queue.lock().is_ok_and(|q| q.samples.is_empty()));
    }

    /// A stream that stops asking for samples without an error: `play` gives up after
    /// its limit rather than holding the sound thread.
    #[test]
    fn a_stalled_stream_is_an_error() {
        let shared = Shared::default();
        let got = queue_and_wait(&shared, vec![0.1; 10], Duration::from_millis(50));
        assert_eq!(got, Err(t!("sound-device-stalled")));
    }

    /// The real device, where there may be none (a test machine, wine): opening and
    /// playing one sound either works or says why; nothing panics.
    #[test]
    fn the_system_output_plays_or_says_why() {
        let samples = synth::samples(crate::sound::Sound::Move);
        match CpalOut::open() {
            Ok(mut out) => {
                if let Err(e) = out.play(&samples) {
                    assert!(!e.is_empty());
                }
            }
            Err(e) => {
                eprintln!("no sound output here: {e}");
                assert!(!e.is_empty());
            }
        }
    }
}
