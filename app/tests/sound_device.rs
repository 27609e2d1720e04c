//! Issue 44, point 3, on this machine's real ALSA: a default device that does not exist
//! (a sound card that is not there) plays nothing, says why once, and never makes the
//! sender wait. Its own test binary: ALSA's configuration is read from the process's
//! environment, set here before anything opens ALSA.
#[cfg(target_os = "linux")]
#[test]
#[allow(unsafe_code)]
fn a_machine_without_a_sound_device_plays_nothing_and_says_so_once() {
    use otherworlds::sound::Sound;
    use otherworlds::sound::player::{Player, system_output};
    use std::time::{Duration, Instant};

    let dir = tempfile::tempdir().expect("temp dir");
    let conf = dir.path().join("asound.conf");
    std::fs::write(&conf, "pcm.!default { type hw; card 99 }\n").expect("write conf");
    // SAFETY of the test: this binary's only test, run before ALSA is opened.
    unsafe { std::env::set_var("ALSA_CONFIG_PATH", &conf) };
    let mut player = Player::start(system_output());
    // Many sounds sent while the thread finds no device: none of them waits.
    for _ in 0..1000 {
        player.play(Sound::Capture, 1.0);
    }
    let start = Instant::now();
    let mut told = None;
    while told.is_none() && start.elapsed() < Duration::from_secs(10) {
        told = player.fault_to_tell();
        std::thread::sleep(Duration::from_millis(10));
    }
    let told = told.expect("the fault is told");
    // Either ALSA is missing here (the library's message) or the device is (ALSA's).
    assert!(
        told.contains("libasound.so.2") || told.contains("sound device"),
        "{told}"
    );
    assert_eq!(player.fault_to_tell(), None, "told once");
}
