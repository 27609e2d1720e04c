# The game in progress: its status, undo, the clocks, replays.

game-undo-rated-ended = A rated game that has ended cannot be taken back: its result is counted.

# Why a pass is refused (Valhalla): "You cannot pass now: …".
game-pass-over = the game is over
game-pass-computer = the computer is to move
game-pass-battlefield = a pass is a move on Valhalla; first move on the battlefield
game-pass-kings = a pass is allowed only while Valhalla holds just the two kings
game-pass-transfer = a captured piece may be let go only when none of its home squares is free
game-pass-nothing = nothing can be decided now

# The status line. $side: a side's name (White, Black); $result: the result's words.
game-over = Game over: { $result }
game-to-move = { $side } to move
# Valhalla: which board the move is on, and whether a pass is allowed.
game-to-move-battlefield = { $side } to move on the battlefield
game-to-move-or-pass-battlefield = { $side } to move or pass on the battlefield
game-to-move-valhalla = { $side } to move on Valhalla
game-to-move-or-pass-valhalla = { $side } to move or pass on Valhalla
# $status: one of the lines above; $colour: the colour of the pieces moved on Valhalla (white, black).
game-with-pieces = { $status } ({ $colour ->
    [white] white
   *[black] black
} pieces)
game-in-check = { $status } (check)
# $phase: the variant's phase (from the rules).
game-with-phase = { $status } - { $phase }
# A Valhalla transfer. $piece: the piece's name (knight) or with its colour (black knight).
game-transfer = { $side } chooses where the captured { $piece } goes
game-transfer-nowhere = { $side } chooses where the captured { $piece } goes: no home square is free, Pass lets it go
game-places-captured = { $side } places the captured { $piece }
# The result. $reason: how the game ended (checkmate…); $score: 1-0, 0-1, 1/2-1/2.
game-wins-by = { $side } wins by { $reason } ({ $score })
game-draw-by = Draw by { $reason } ({ $score })

# The autosave. $error: why (a system message); $file: where the broken file was kept.
game-autosave-broken-kept = The autosaved game could not be restored ({ $error }); the file was kept as { $file }.
# $aside: why the file could not be moved aside.
game-autosave-broken-stuck = The autosaved game could not be restored ({ $error }) nor moved aside ({ $aside }); this window does not autosave, so that file is not overwritten.
game-autosave-unreadable = The autosaved game could not be read ({ $error }); this window does not autosave, so that file is not overwritten.
game-autosave-failed = Autosave failed: { $error }
# $error: why (from the rules).
game-cannot-end = The game cannot end so: { $error }.

# The players' choice (New game, Continue from here, the side panel).
game-variant = Variant
game-white = White
game-black = Black
# A seat of a rated game with no profile.
game-guest = Guest

# A replayed game as the caption names it. $players: "Ada vs Level 3"; $date: 2026-12-01; $file: the file's name.
game-replay-title = { $players }, { $date } ({ $file })
game-replay-title-undated = { $players } ({ $file })
