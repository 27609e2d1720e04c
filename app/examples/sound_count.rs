//! Issue 44's check of the real window: what the app played into ALSA's `file` plugin
//! (raw mono S16 at 44.1 kHz, the device `tests/tools/sound_game.sh` sets up), read back
//! as the sounds it is made of, against the sounds the game's moves call for.
//!
//! `cargo run -p otherworlds --example sound_count -- RAW GAME.json [VOLUME]`
//! (`-- start VARIANT` prints the variant's start position, for the script's game.)
//!
//! The file holds only what was written to the device, one sound after another (no
//! silence between: the plugin writes what the program writes), each scaled by the
//! volume. Each sound's samples are made the same way every time (`sound::synth`), so
//! the file is cut into sounds by finding, at each point, the one whose samples come
//! next, exactly. The expected sounds are the game's decisions as `sound::events` maps
//! them (a computer's move is the opponent's) and its end with no one person at the
//! screen. Exit status 1 when the two differ.
use otherworlds::sound::events::{decision_sounds, end_sound};
use otherworlds::sound::{Sound, SoundSettings, synth};
use otherworlds_core::record::{PlayerKind, load_bytes};
use std::collections::BTreeMap;
use strum::IntoEnumIterator;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [word, variant] = args.as_slice()
        && word == "start"
    {
        let variant: otherworlds_core::Variant = variant
            .parse()
            .unwrap_or_else(|e| fail(&format!("{variant:?}: {e}")));
        let start = otherworlds_core::AnyPosition::new(variant);
        println!(
            "{}",
            otherworlds_core::prelude::Notation::position_string(&start)
        );
        return;
    }
    let (Some(raw), Some(game)) = (args.first(), args.get(1)) else {
        eprintln!("usage: sound_count RAW GAME.json [VOLUME]");
        std::process::exit(2);
    };
    let volume = match args.get(2).map(|v| v.parse::<f32>()) {
        None => SoundSettings::default().level(),
        Some(Ok(v)) => v,
        Some(Err(e)) => fail(&format!("volume {:?}: {e}", args[2])),
    };
    let bytes = std::fs::read(raw).unwrap_or_else(|e| fail(&format!("{raw}: {e}")));
    let samples: Vec<i16> = bytes
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect();
    let heard = cut(&samples, volume);
    let text = std::fs::read(game).unwrap_or_else(|e| fail(&format!("{game}: {e}")));
    let loaded = load_bytes(&text).unwrap_or_else(|e| fail(&format!("{game}: {e}")));
    let players = &loaded.record.players;
    let game = &loaded.game;
    let mut expected = Vec::new();
    for ply in 1..=game.moves().len() {
        let mover = game
            .position_at(ply - 1)
            .map(otherworlds_core::prelude::Rules::actor);
        let own = mover.is_none_or(|c| {
            let player = match c {
                otherworlds_core::Color::White => &players.white,
                otherworlds_core::Color::Black => &players.black,
            };
            player.kind == PlayerKind::Human
        });
        expected.extend(decision_sounds(game, ply, own));
    }
    if let Some(outcome) = game.outcome() {
        expected.push(end_sound(outcome, None));
    }
    println!(
        "decisions: {}; sounds expected: {}; sounds in the recording: {} ({} samples, {:.1} s)",
        game.moves().len(),
        expected.len(),
        heard.len(),
        samples.len(),
        samples.len() as f64 / f64::from(synth::RATE)
    );
    println!("{:>14} {:>9} {:>9}", "sound", "expected", "recorded");
    let count = |list: &[Sound]| {
        let mut by: BTreeMap<String, usize> = BTreeMap::new();
        for s in list {
            *by.entry(format!("{s:?}")).or_default() += 1;
        }
        by
    };
    let (want, got) = (count(&expected), count(&heard));
    for sound in Sound::iter() {
        let name = format!("{sound:?}");
        let (w, g) = (
            want.get(&name).copied().unwrap_or(0),
            got.get(&name).copied().unwrap_or(0),
        );
        if w + g > 0 {
            println!("{name:>14} {w:>9} {g:>9}");
        }
    }
    if heard == expected {
        println!("the recording is the game's sounds, in order");
    } else {
        let first = heard.iter().zip(&expected).position(|(a, b)| a != b);
        println!("the recording differs from the game's sounds (first at {first:?})");
        std::process::exit(1);
    }
}

/// The recording cut into sounds: at each point, the sound whose samples (at
/// `volume`) come next. Zeros between sounds are skipped; anything else that is no
/// sound is reported and skipped.
fn cut(samples: &[i16], volume: f32) -> Vec<Sound> {
    let bank: Vec<(Sound, Vec<i16>)> = Sound::iter()
        .map(|s| {
            let scaled = synth::samples(s)
                .into_iter()
                .map(|x| (f32::from(x) * volume) as i16)
                .collect();
            (s, scaled)
        })
        .collect();
    let mut out = Vec::new();
    let mut at = 0;
    let mut unknown = 0;
    while at < samples.len() {
        let rest = &samples[at..];
        match bank.iter().find(|(_, s)| rest.starts_with(s)) {
            Some((sound, s)) => {
                out.push(*sound);
                at += s.len();
            }
            None => {
                if rest[0] != 0 {
                    unknown += 1;
                }
                at += 1;
            }
        }
    }
    if unknown > 0 {
        println!("{unknown} samples belong to no sound");
    }
    out
}

fn fail(message: &str) -> ! {
    eprintln!("sound_count: {message}");
    std::process::exit(2);
}
