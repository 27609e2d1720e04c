//! Playback on Linux through ALSA, loaded at run time: `libasound.so.2` (the run-time
//! package's name; `libasound.so` comes only with the -dev package) is opened with
//! `libloading` when the first sound plays, so building needs no headers and a machine
//! without ALSA starts and runs silently. The default device reaches PipeWire and
//! PulseAudio through their ALSA plugins. The workspace denies `unsafe` code; these
//! calls into C are its only use in the app, each allowed where it is.
#![allow(unsafe_code)]

use libloading::Library;
use std::ffi::{CStr, c_char, c_int, c_long, c_uint, c_ulong, c_void};

const STREAM_PLAYBACK: c_int = 0;
const FORMAT_S16_LE: c_int = 2;
const ACCESS_RW_INTERLEAVED: c_int = 3;

type Open = unsafe extern "C" fn(*mut *mut c_void, *const c_char, c_int, c_int) -> c_int;
type SetParams =
    unsafe extern "C" fn(*mut c_void, c_int, c_int, c_uint, c_uint, c_int, c_uint) -> c_int;
type Writei = unsafe extern "C" fn(*mut c_void, *const c_void, c_ulong) -> c_long;
type Recover = unsafe extern "C" fn(*mut c_void, c_int, c_int) -> c_int;
type Close = unsafe extern "C" fn(*mut c_void) -> c_int;
type Drain = unsafe extern "C" fn(*mut c_void) -> c_int;
type StrError = unsafe extern "C" fn(c_int) -> *const c_char;
type State = unsafe extern "C" fn(*mut c_void) -> c_int;
type Start = unsafe extern "C" fn(*mut c_void) -> c_int;

/// `SND_PCM_STATE_PREPARED`: written to, not started.
const STATE_PREPARED: c_int = 2;

/// An open playback device.
pub struct Alsa {
    // Kept loaded while the functions below point into it.
    _lib: Library,
    pcm: *mut c_void,
    writei: Writei,
    recover: Recover,
    drain: Drain,
    close: Close,
    strerror: StrError,
    state: State,
    start: Start,
}

// The device is used by the one sound thread that owns it.
unsafe impl Send for Alsa {}

impl Alsa {
    /// Opens the default playback device for mono 16-bit samples at `rate` Hz.
    pub fn open(rate: u32) -> Result<Alsa, String> {
        // SAFETY: loading the system's ALSA library runs its initialisers, which are
        // those of any program linked with it; every symbol is read with its C type.
        unsafe {
            let lib = Library::new("libasound.so.2")
                .map_err(|e| t!("sound-no-alsa", error = e.to_string()))?;
            let open: Open = symbol(&lib, b"snd_pcm_open\0")?;
            let set_params: SetParams = symbol(&lib, b"snd_pcm_set_params\0")?;
            let writei: Writei = symbol(&lib, b"snd_pcm_writei\0")?;
            let recover: Recover = symbol(&lib, b"snd_pcm_recover\0")?;
            let drain: Drain = symbol(&lib, b"snd_pcm_drain\0")?;
            let close: Close = symbol(&lib, b"snd_pcm_close\0")?;
            let strerror: StrError = symbol(&lib, b"snd_strerror\0")?;
            let state: State = symbol(&lib, b"snd_pcm_state\0")?;
            let start: Start = symbol(&lib, b"snd_pcm_start\0")?;
            let mut pcm = std::ptr::null_mut();
            let name = c"default";
            let err = open(&mut pcm, name.as_ptr(), STREAM_PLAYBACK, 0);
            if err < 0 {
                return Err(t!("sound-no-device", error = text(strerror, err)));
            }
            // 60 ms of latency: a sound starts within the 30 ms of being asked
            // for once the buffer is primed, and short sounds never underrun.
            let err = set_params(
                pcm,
                FORMAT_S16_LE,
                ACCESS_RW_INTERLEAVED,
                1,
                rate,
                1,
                60_000,
            );
            if err < 0 {
                close(pcm);
                return Err(t!("sound-device-refused", error = text(strerror, err)));
            }
            Ok(Alsa {
                _lib: lib,
                pcm,
                writei,
                recover,
                drain,
                close,
                strerror,
                state,
                start,
            })
        }
    }

    /// Plays `samples` to the end (blocking this thread: the sound thread's own). A
    /// device that underran or was suspended is recovered once; one that is gone (a
    /// headset unplugged) is an error, and the caller stops playing.
    pub fn play(&mut self, samples: &[i16]) -> Result<(), String> {
        let mut rest = samples;
        let mut recovered = false;
        while !rest.is_empty() {
            // SAFETY: `pcm` is open; the buffer holds `rest.len()` frames of one channel.
            let n = unsafe { (self.writei)(self.pcm, rest.as_ptr().cast(), rest.len() as c_ulong) };
            if n < 0 {
                let err = n as c_int;
                // SAFETY: as above.
                if recovered || unsafe { (self.recover)(self.pcm, err, 1) } < 0 {
                    return Err(t!("sound-device-gone", error = text(self.strerror, err)));
                }
                recovered = true;
                continue;
            }
            rest = &rest[(n as usize).min(rest.len())..];
        }
        // The device starts by itself once its buffer is full; a sound shorter than the
        // buffer is started here, or it would wait for the next one.
        // SAFETY: `pcm` is open.
        unsafe {
            if (self.state)(self.pcm) == STATE_PREPARED {
                (self.start)(self.pcm);
            }
        }
        Ok(())
    }

    /// Waits until what was written has been heard.
    pub fn drain(&mut self) {
        // SAFETY: `pcm` is open.
        unsafe {
            (self.drain)(self.pcm);
        }
    }
}

impl Drop for Alsa {
    fn drop(&mut self) {
        // SAFETY: `pcm` is open and closed only here.
        unsafe {
            (self.close)(self.pcm);
        }
    }
}

/// The library's function `name` (NUL-terminated), of C type `T`.
///
/// # Safety
/// `T` must be the function's C type.
unsafe fn symbol<T: Copy>(lib: &Library, name: &[u8]) -> Result<T, String> {
    // SAFETY: the caller gives the symbol's C type.
    unsafe { lib.get::<T>(name) }
        .map(|f| *f)
        .map_err(|e| t!("sound-no-alsa", error = e.to_string()))
}

/// ALSA's words for an error code.
fn text(strerror: StrError, err: c_int) -> String {
    // SAFETY: snd_strerror returns a static C string for any code.
    let message = unsafe { strerror(err) };
    if message.is_null() {
        return t!("sound-alsa-error", code = err);
    }
    // SAFETY: non-null, NUL-terminated, static.
    unsafe { CStr::from_ptr(message) }
        .to_string_lossy()
        .into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// With ALSA's `file` plugin as the default device (no sound card needed), the
    /// samples played arrive in the file, byte for byte. Skipped where the library is
    /// absent (then opening says why, which is the other half of the contract).
    #[test]
    fn samples_played_reach_the_device() {
        let dir = tempfile::tempdir().expect("temp dir");
        let out = dir.path().join("out.raw");
        let conf = dir.path().join("asound.conf");
        std::fs::write(
            &conf,
            format!(
                "pcm.!default {{ type file; slave.pcm {{ type null }}; file \"{}\"; format \"raw\" }}\n",
                out.display()
            ),
        )
        .expect("write conf");
        // SAFETY of the test: ALSA reads this variable when it opens its configuration;
        // tests in this binary do not otherwise touch ALSA's configuration.
        unsafe { std::env::set_var("ALSA_CONFIG_PATH", &conf) };
        let samples = crate::sound::synth::samples(crate::sound::Sound::Capture);
        match Alsa::open(crate::sound::synth::RATE) {
            Ok(mut alsa) => {
                alsa.play(&samples).expect("plays");
                alsa.drain();
                drop(alsa);
                let bytes = std::fs::read(&out).expect("the file plugin wrote");
                let written: Vec<i16> = bytes
                    .chunks_exact(2)
                    .map(|b| i16::from_le_bytes([b[0], b[1]]))
                    .collect();
                assert!(
                    written.len() >= samples.len(),
                    "{} < {}",
                    written.len(),
                    samples.len()
                );
                assert_eq!(&written[..samples.len()], &samples[..]);
            }
            Err(e) => {
                eprintln!("ALSA not available here: {e}");
                assert!(!e.is_empty());
            }
        }
    }
}
