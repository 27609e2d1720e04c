# Sound (issue 44): the View menu's Sound settings and what the status line says.
sound-settings = Sound settings
sound-volume = Volume
sound-volume-tip = How loud every sound plays
sound-moves = Moves
sound-moves-tip = A sound for every move in a game: yours, the opponent's, the machines'
sound-low-time = Low time
sound-low-time-tip = A warning when a clock goes under 10 seconds, once per game and side
sound-steps = Stepping through moves
sound-steps-tip = A sound for each step through a game's moves: the replay, the move list
sound-turned-on = Sound on (M turns it off)
sound-turned-off = Sound off (M turns it back on)
sound-none = No sound: { $error }. Everything else works.
sound-alsa-error = ALSA error { $code }
sound-no-alsa = ALSA's library libasound.so.2 could not be loaded ({ $error })
sound-no-device = the sound device could not be opened ({ $error })
sound-device-refused = the sound device refuses 16-bit mono sound at 44.1 kHz ({ $error })
sound-device-gone = the sound device stopped working ({ $error })
