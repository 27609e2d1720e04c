# Requests: buttons that give an answer carrying data (a dialog's choice, a move), each
# its label and its tooltip (-tip).

request-start = Start
request-start-tip = Start the game with these players
request-play-computer = Play the computer
request-play-computer-tip = Start at once against the computer at the level chosen, in the colour chosen (Random: drawn as the game starts)
request-learn-variant = Learn the rules
request-learn-variant-tip = This variant's rules, tours and exercises on the Learn screen
request-start-variant-tip = Start a new game of this variant
request-play-move = Play move
request-play-move-tip = Play the move
request-place = Place
request-place-tip = Put the piece on this cell
# $piece: the piece's name (Queen, Knight…)
request-promote = Promote to { $piece }
request-promote-tip = Promote the pawn to this piece
request-save = Save
request-save-tip = Save the game to a file
request-open = Open
request-open-tip = Open a saved game or a PGN file in the replay player
request-export-diagram = Export diagram
request-export-diagram-tip = Save the board on show as an SVG or PNG picture, for a worksheet
request-export-pgn = Export as PGN
request-export-pgn-tip = Write the game on screen as PGN for other chess programs (the other variants as PGN-like text)
# $number: the move's number in the move list
request-view-ply = Show the position after move { $number }
request-view-ply-tip = Show the position after this move
request-continue = Play on
request-continue-tip = Drop the later moves and play on with these players
request-paste-position = Paste position
request-paste-position-tip = Read a position string (Ctrl+V); a valid one opens in the board editor
request-lines-tip = How many of the engine's best lines to show
request-threads = Threads
request-threads-tip = How many threads the analysis searches with (all cores at first; computer opponents use one)
request-memory = Memory
request-memory-tip = How much memory the analysis's table uses, 16 MiB to 1 GiB (64 MiB at first): a larger one helps long analyses; it is kept while the panel is on
request-play-line = Play the line
request-play-line-tip = Play this line's first move on the board
request-open-listed-game = Open this game
request-open-listed-game-tip = Open the selected game in the replay player
request-create-profile = Create profile
request-create-profile-tip = Add a local player with this name
request-show-profile = Profile
request-show-profile-tip = Players' ratings, rating history and games
request-sound = Sound settings
request-sound-tip = The volume, and which sounds play
request-engine = Engine
request-engine-tip = The engine that analyses: the built-in one, or an external UCI engine that plays this variant
