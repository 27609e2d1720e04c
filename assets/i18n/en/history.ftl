# The move list and the replay controls.

# Where a position stands, as captions show it ("Looking at the position after move 3 (White) of 14").
# $number: the move's number; $count: the moves in the game; $ply: the decisions played.
history-start-position = start position
history-after-decision = after decision { $ply }
history-after-move-white = after move { $number } (White) of { $count }
history-after-move-black = after move { $number } (Black) of { $count }
# Inside a Valhalla turn (a turn of several decisions).
history-during-move-white = during move { $number } (White) of { $count }
history-during-move-black = during move { $number } (Black) of { $count }
# A move's tooltip in the list. $notation: the move as written (e4, Nf3).
history-move-tip = { $notation }: show the position after this move
history-pause = Pause
history-play = Play
# The Continue from here dialog. $number: the move's number.
history-continue-heading = Continue from here
history-continue-text = The game goes on from the position after move { $number }; the moves after it are dropped. Who plays each side?
