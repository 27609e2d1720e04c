//! Each sound's samples, made here at start (mono, 16-bit, 44.1 kHz): short tones with
//! a soft attack and decay (no click at either end), normalised to the same peak. The
//! move sounds are a low wooden knock; the variants' own use the same knock with a
//! second voice (a rising fifth for a ghost, a falling one for a transfer, an octave for
//! a step along w), so they are distinct but of one family.
use super::Sound;

/// Samples per second.
pub const RATE: u32 = 44_100;
/// The peak every sound is normalised to (half of full scale: loud enough, no clipping
/// when two overlap).
pub const PEAK: i16 = i16::MAX / 2;

/// A voice: frequency in Hz, start and length in ms, relative loudness.
struct Voice(f32, f32, f32, f32);

fn voices(sound: Sound) -> Vec<Voice> {
    use Sound::*;
    match sound {
        Move => vec![Voice(220.0, 0.0, 90.0, 1.0)],
        OpponentMove => vec![Voice(196.0, 0.0, 90.0, 1.0)],
        Capture => vec![Voice(220.0, 0.0, 70.0, 1.0), Voice(147.0, 40.0, 110.0, 0.9)],
        Castle => vec![Voice(220.0, 0.0, 80.0, 1.0), Voice(220.0, 110.0, 80.0, 1.0)],
        Check => vec![
            Voice(880.0, 0.0, 160.0, 0.7),
            Voice(1320.0, 0.0, 160.0, 0.3),
        ],
        Promotion => vec![
            Voice(523.0, 0.0, 120.0, 0.8),
            Voice(784.0, 100.0, 180.0, 0.8),
        ],
        Illegal => vec![Voice(110.0, 0.0, 180.0, 1.0)],
        GameStart => vec![
            Voice(392.0, 0.0, 120.0, 0.8),
            Voice(523.0, 120.0, 200.0, 0.8),
        ],
        Win => vec![
            Voice(523.0, 0.0, 180.0, 0.8),
            Voice(659.0, 150.0, 180.0, 0.8),
            Voice(784.0, 300.0, 400.0, 0.8),
        ],
        Loss => vec![
            Voice(392.0, 0.0, 250.0, 0.8),
            Voice(311.0, 220.0, 500.0, 0.8),
        ],
        Draw => vec![
            Voice(440.0, 0.0, 250.0, 0.8),
            Voice(440.0, 250.0, 400.0, 0.6),
        ],
        LowTime => vec![Voice(988.0, 0.0, 80.0, 0.7), Voice(988.0, 160.0, 80.0, 0.7)],
        GhostRises => vec![
            Voice(330.0, 0.0, 120.0, 0.7),
            Voice(494.0, 90.0, 220.0, 0.7),
        ],
        Transfer => vec![
            Voice(494.0, 0.0, 120.0, 0.7),
            Voice(330.0, 90.0, 220.0, 0.7),
        ],
        AlongW => vec![Voice(220.0, 0.0, 90.0, 0.8), Voice(440.0, 60.0, 160.0, 0.6)],
        Right => vec![
            Voice(659.0, 0.0, 100.0, 0.8),
            Voice(880.0, 90.0, 160.0, 0.8),
        ],
        Wrong => vec![
            Voice(247.0, 0.0, 120.0, 0.8),
            Voice(233.0, 100.0, 180.0, 0.8),
        ],
    }
}

/// The sound's samples.
pub fn samples(sound: Sound) -> Vec<i16> {
    let voices = voices(sound);
    let end_ms = voices.iter().map(|v| v.1 + v.2).fold(0.0, f32::max);
    let len = (end_ms / 1000.0 * RATE as f32).ceil() as usize;
    let mut mix = vec![0.0f32; len];
    for Voice(freq, start, length, gain) in voices {
        let first = (start / 1000.0 * RATE as f32) as usize;
        let count = (length / 1000.0 * RATE as f32) as usize;
        for i in 0..count {
            let t = i as f32 / RATE as f32;
            let phase = i as f32 / count as f32;
            // 5 ms attack, then an exponential decay that reaches silence at the end.
            let attack = (t / 0.005).min(1.0);
            let decay = (1.0 - phase) * (-4.0 * phase).exp();
            let tone = (std::f32::consts::TAU * freq * t).sin()
                + 0.3 * (std::f32::consts::TAU * 2.0 * freq * t).sin();
            if let Some(s) = mix.get_mut(first + i) {
                *s += gain * attack * decay * tone;
            }
        }
    }
    let peak = mix
        .iter()
        .fold(0.0f32, |m, s| m.max(s.abs()))
        .max(f32::EPSILON);
    mix.iter()
        .map(|s| (s / peak * f32::from(PEAK)) as i16)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use strum::IntoEnumIterator;

    /// Issue 44, point 2: short (400 ms at most, a game's end longer), normalised, no
    /// clicks (each sound starts and ends near silence).
    #[test]
    fn every_sound_is_short_normalised_and_starts_and_ends_in_silence() {
        for sound in Sound::iter() {
            let s = samples(sound);
            let ms = s.len() as f32 * 1000.0 / RATE as f32;
            let end = matches!(sound, Sound::Win | Sound::Loss | Sound::Draw);
            assert!(ms <= if end { 1000.0 } else { 400.0 }, "{sound:?}: {ms} ms");
            let peak = s.iter().map(|v| v.unsigned_abs()).max().unwrap_or(0);
            assert!(peak >= PEAK.unsigned_abs() - 1, "{sound:?}: peak {peak}");
            let edge = PEAK.unsigned_abs() / 50;
            assert!(s[0].unsigned_abs() <= edge, "{sound:?} starts with a click");
            assert!(
                s[s.len() - 1].unsigned_abs() <= edge,
                "{sound:?} ends with a click"
            );
        }
    }

    /// One sound per event: no two sounds have the same samples.
    #[test]
    fn every_event_has_its_own_sound() {
        let all: Vec<Vec<i16>> = Sound::iter().map(samples).collect();
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }
}
