# The computer's analysis panel.
computer-game-over = The game is over here: nothing to analyse.
computer-waiting-for-review = Waiting while the game is reviewed.
computer-stopped = Stopped: Go (G) searches this position.
# Before the buttons that choose how many lines the engine shows.
computer-lines = Lines:
computer-lines-tip = Show the engine's { $count ->
        [one] { $count } best line
       *[other] { $count } best lines
    } (+ and - change it)
computer-threads = Threads
computer-memory = Memory
# The engine's table size; $size is a number of mebibytes.
computer-mib = { $size } MiB
computer-go = Go
computer-stop = Stop
computer-play-from-here-tip = Start a game from the position on the board, against a level you choose or a person
computer-analysing = Analysing…
# Above the engine's lines. $depth: search depth; $status is "searching", "stopped"
# or "done" (the selector says them); $speed: e.g. "1.2 M nodes/s"; $table: how full
# the engine's table is, in percent (e.g. 12.5).
computer-depth = Depth { $depth } ({ $status ->
        [searching] searching
        [stopped] stopped
       *[done] done
    }), { $speed }, table { $table }% full; scores for White
computer-depth-tip = How much of the engine's table (Memory) this search has filled: near 100%, more memory lets a long analysis keep more of what it found
computer-play-line-tip = Play this line's first move on the board
computer-lines-held = Held while the pointer is on the lines; newer ones wait
# The engine's speed: $speed millions (a decimal) or thousands of positions a second.
computer-speed-millions = { $speed } M nodes/s
computer-speed-thousands = { $speed } k nodes/s
# Why the computer declines a draw offer (shown in the status bar).
computer-draw-too-early = it accepts no draw before move { $moves }
computer-draw-not-dead = the position is not a dead draw: play on
# The evaluation bar's name for screen readers; $score: e.g. "+0.35".
computer-eval-bar = Evaluation bar: { $score } for White
# The delay between moves when a game or replay runs on its own.
computer-delay = Delay
# After the delay's number: seconds (with its leading space).
computer-seconds-suffix = {" "}s
computer-delay-tip = Time between two moves when the game or the replay runs on its own

# The game review.
computer-review = Game review
# Why the review did not finish, after "The review did not finish:".
computer-review-stopped = it was stopped
computer-reviewing-start = Reviewing: starting…
computer-reviewing = Reviewing: { $done } of { $total } positions
computer-review-failed = The review did not finish: { $why }.
computer-previous-mistake = Previous mistake
computer-previous-mistake-tip = Show the position after the previous judged move
computer-next-mistake = Next mistake
computer-next-mistake-tip = Show the position after the next judged move
# A judged move: $mv as the move list writes it, $symbol its mark (?!, ?, ??),
# $judgement its name (e.g. "mistake"), $before and $after the evaluations before
# and after it, $best the engine's move.
computer-judged-move = { $mv } { $symbol }: { $judgement } ({ $before } to { $after }); the engine preferred { $best }.
# Titles of the review's summary table.
computer-white = White
computer-black = Black
computer-accuracy = Accuracy
# An accuracy in percent.
computer-percent = { $value }%
computer-inaccuracies = Inaccuracies ?!
computer-mistakes = Mistakes ?
computer-blunders = Blunders ??
computer-average-loss = Average loss
computer-average-loss-tip = Centipawns lost a move, each value counted within ±10 pawns
# The chances graph's tip on its first point; $value: the evaluation there.
computer-chances-start = Start: { $value }
computer-chances-tip = White's winning chances move by move; click to show a position

# Under an engine line: $depth and $seldepth (the deepest line searched), $speed.
computer-line-detail = depth { $depth }/{ $seldepth }, { $speed }
computer-engine = Engine
computer-engine-builtin = Otherworlds (built in)
