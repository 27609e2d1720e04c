# External UCI engines (issue 47).
# $engine: the engine's file name; $error: the system's words.
engines-error-start = { $engine } could not be started: { $error }
engines-error-not-uci = { $engine } is not a UCI engine: it did not answer "uci" with "uciok" within 5 seconds
# $during: what the app had sent or waited for; $detail: how the process ended.
engines-error-closed = { $engine } stopped during "{ $during }" ({ $detail }); the engine is stopped, the game is unchanged
engines-error-timeout = { $engine } did not answer in time (waiting for "{ $waiting }"); the engine is stopped, the game is unchanged
engines-error-illegal = { $engine } named the move "{ $mv }", which the rules refuse ({ $why }); the engine is stopped, the game is unchanged
engines-error-mid-turn = { $engine } is told whole turns only, and this position is inside a Valhalla turn: it searches again at the turn's start
engines-error-option = { $engine } has no option "{ $option }" that takes "{ $value }"
engines-output-closed = its output closed
engines-title = Engines
engines-intro = Any UCI engine: the program is started and asked what it is. Standard chess is offered to every engine; a variant only to an engine that lists it in its UCI_Variant option (otherworlds-cli uci does).
engines-path = The engine's program
engines-path-hint = /usr/games/stockfish
engines-add = Add
engines-add-tip = Start the program, ask it "uci" and list it with its options
engines-asking = Asking the engine what it is…
engines-path-needed = Type the path of the engine's program first.
# $name: the engine's name; $count: how many options it lists.
engines-added = { $name } added, with { $count } options.
engines-none = No engine added yet: the built-in engine analyses.
# $author: who wrote it; $path: its program; $variants: the variant ids it plays.
engines-about = by { $author } · { $path } · plays { $variants }
engines-use = Analyse with it
engines-use-tip = The analysis uses this engine where it plays the variant on show
engines-move-time = Time a move in a game without a clock
engines-move-time-tip = How long it thinks each move when it plays a game that has no clock (with a clock it is told both sides' times)
engines-remove = Remove
engines-options = Options ({ $count })
engines-args = Arguments
engines-args-hint = uci (for otherworlds-cli)
