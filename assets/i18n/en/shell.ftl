# The window's frame: menus, the top bar, notices, file dialogs, the analysis board.

# The menu bar's menus.
shell-menu-game = Game
shell-menu-view = View
shell-menu-learn = Learn
shell-menu-profiles = Profiles
shell-menu-help = Help

# The analysis board. $error: why the position is not valid (from the rules).
shell-back-to-game = Back to your game.
shell-position-not-valid = The position is not valid: { $error }
shell-analysis-while-restoring = Your game is still being restored; open the analysis board in a moment.
shell-analysis-opened = Analysis board: moves here are not part of your game; "Back to the game" returns to it.
# The line under the header on the analysis board; $position: "the position after 12. e4"-like words.
shell-analysis-caption = Analysis board: moves for both sides; "Back to the game" returns to your game
shell-analysis-caption-at = Analysis board, { $position }: End returns to the last position

# The menus' submenus and the paste field.
shell-new-game-of = New game of
shell-paste-position = Paste position
# $course: a course's title (Standard chess…), in the Learn menu.
shell-course = { $course }: rules and lessons
shell-course-tip = Open the rules pages, the guided tours and the exercises
shell-paste-label = Paste position:
shell-paste-hint = a position string, then Enter

# The status bar. $course: the course on show; $variant: the variant's name.
shell-learn-status = Learn: { $course }
shell-game-waits = Your { $variant } game waits: Escape or "Back to the game" returns to it
shell-versus-tip = Who plays White, then who plays Black
# $player: the computer player ("Level 8, Master").
shell-thinking-white = White ({ $player }) is thinking…
shell-thinking-black = Black ({ $player }) is thinking…

# The computer's turn. $error: what went wrong (a system message).
shell-computer-no-move = The computer found no move.
shell-computer-failed = The computer stopped with an error ({ $error }). Your game is kept; press Try again to let it move.
shell-engine-missing = { $engine } is not in the list of engines any more (Game → Engines…): choose another player
shell-engine-not-variant = { $engine } does not play { $variant }: choose another player
shell-no-diagram = No diagram is on show to save.

# Looking back. $title: the replayed game's title; $position: "after move 3 (White) of 40".
shell-replay-of = Replay of { $title }: { $position }
shell-looking-at-start = Looking at the start position; End returns to the game
shell-looking-at = Looking at the position { $position }; End returns to the game

# The window that shows a whole notice: its heading.
shell-notice-message = Message
shell-notice-error = What went wrong
shell-notice-errors = What went wrong, in order

# Files. $file: a file's name; $error: why (a system message).
shell-open-failed = Could not open { $file }: { $error }. The game on screen is unchanged.
shell-pgn-not-exported = The game was not exported as PGN: { $error }
# A game of a PGN file: "games.pgn, game 3".
shell-listed-game = { $file }, game { $number }

# Positions copied and pasted. $position / $text: a position string (its first 60 characters).
shell-copied-position = Copied the position: { $position }
shell-pasted-into-editor = Pasted a position into the board editor
shell-analysing-pasted = Analysing the pasted position; "Back to the game" returns to your game.
shell-paste-not-position = The pasted text is not a position ("{ $text }"): { $error }

# Rated games.
shell-not-rated-profiles-reading = The game was not rated: the profiles are still being read.
shell-ratings-not-saved = The new ratings are not saved: { $error }
shell-rated-game-not-kept = The rated game is not kept: { $error }
shell-unrated-from-now = The game is unrated from now on.

# The game's moves. $reason: why a pass is refused (from the rules).
shell-still-restoring = Your game is still being restored; it is on the board in a moment.
shell-cannot-pass = You cannot pass now: { $reason }.
shell-theme-unchanged = The theme is unchanged: { $error }
shell-lesson-game-failed = The lesson's game does not start: { $error }
# $goal: what a lesson's game asks (from the course).
shell-try-it = Try it: { $goal }
shell-read-only-replay = This is a saved game: "Continue from here" plays on from the position shown
shell-read-only-earlier = You are looking at an earlier position: press End to return to the game

# Files and the autosave. $file: a file's name; $error: why (a system message).
# What the file worker is doing (beside a spinner).
shell-restoring = Restoring your game
shell-opening = Opening { $file }
shell-autosave-not-restored = The autosaved game could not be restored: { $error }
# $others: one or more "Another Otherworlds window has its game in …" joined by "; ".
shell-autosave-others = { $others }; this window keeps its game in { $file }.
shell-other-window = Another Otherworlds window has its game in { $file }
# $process: the other window's process number.
shell-other-window-pid = Another Otherworlds window (process { $process }) has its game in { $file }
# $reason: why the autosave folder cannot be used.
shell-no-autosave = This window does not autosave its game ({ $reason }); save it with Ctrl+S.
shell-open-lost = Could not open { $file }: { $error }
shell-save-failed = Could not save the game to { $file }: { $error }
shell-saved = Saved the game to { $file }.
shell-settings-not-saved = Your settings were not saved: { $error }. The settings file on disk is unchanged.
shell-autosave-failed = Autosave failed: { $error }. The game on screen is kept; the last autosave on disk is unchanged.
# $path: the whole path of the picture written.
shell-diagram-saved = Diagram saved to { $path }
shell-diagram-not-saved = The diagram was not saved: { $error }
shell-pgn-exported = Exported the game as PGN to { $file }.
shell-rated-game-not-written = The rated game was not kept for the history: { $error }

# The game table: resign, draws, rated games. $player: a side's or a player's name.
shell-no-engine = No engine during a rated game: the analysis, its arrows and bar, the review and the analysis board come back when the game ends.
shell-no-window = Your clock is running: this window opens when the game ends (or resign it, or start a new game).
shell-resign-draw-refused = Resign and Offer draw are for a game going on with a person playing.
shell-draw-accepted = { $player } accepts the draw.
# $reason: why the computer declines ("the position is not a dead draw: play on").
shell-draw-declined-why = { $player } declines the draw: { $reason }.
shell-draw-declined = { $player } declines the draw.
shell-rated-clock-running = Your rated game's clock is running: finish or resign the game first.
# $ratings: each player's rating change, joined by "; ".
shell-abandoned-counts = The abandoned rated game counts as a loss: { $ratings }
