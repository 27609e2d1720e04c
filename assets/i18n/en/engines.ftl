# External UCI engines (issue 47).
# $engine: the engine's file name; $error: the system's words.
engines-error-start = { $engine } could not be started: { $error }
engines-error-not-uci = { $engine } is not a UCI engine: it did not answer "uci" with "uciok" within 5 seconds
# $during: what the app had sent or waited for; $detail: how the process ended.
engines-error-closed = { $engine } stopped during "{ $during }" ({ $detail }); the engine is stopped, the game is unchanged
engines-error-timeout = { $engine } did not answer in time (waiting for "{ $waiting }"); the engine is stopped, the game is unchanged
engines-error-illegal = { $engine } named the move "{ $mv }", which the rules refuse ({ $why }); the engine is stopped, the game is unchanged
engines-error-option = { $engine } has no option "{ $option }" that takes "{ $value }"
engines-output-closed = its output closed
