# Sound (issue 44): why the sound device of Windows and macOS cannot play (app/src/sound/cpal_out.rs), shown inside sound-none.
sound-device-none = no sound output device
sound-device-format = the sound device's sample format ({ $format }) is not supported
sound-device-stalled = the sound device stopped taking sounds
sound-device-unsupported = no sound output on this system yet
