# The play screen: the side panel, the game's dialogs, the game list of a PGN file.

# The game list's heading. $file: the PGN file's name; $count: its games; $shown: those the filter shows.
play-games-in = Games in { $file }: { $count }
play-games-in-shown = Games in { $file }: { $shown } of { $count } shown
# A row as a screen reader names it: number, players, result, event, date, moves.
play-game-row = Game { $number }: { $white } – { $black }, { $result }, { $event }, { $date }, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
play-filter = Filter:
play-filter-hint = names, event, date, result
play-filter-tip = Show only the games with every word typed here; arrows choose, Enter opens
# The game list's columns.
play-column-number = No.
play-column-white = White
play-column-black = Black
play-column-result = Result
play-column-event = Event
play-column-date = Date
play-column-moves = Moves

# The material panel: what became of the captured pieces (a title above them).
play-rose-as-ghosts = Rose as ghosts
play-sent-to-valhalla = Sent to Valhalla
play-sent-back = Sent back to the battlefield
play-lost-on-valhalla = Lost on Valhalla
play-lost-for-good = Lost for good
play-captured = Captured
# The balance lines: "Material: White +3". $points: the difference in pawns.
play-material = Material
play-material-battlefield = Battlefield
play-material-valhalla = Valhalla
play-even = even
play-white-ahead = White +{ $points }
play-black-ahead = Black +{ $points }

play-promote-to = Promote to
# The result window. $score: 1-0, 0-1, 1/2-1/2; $reason: how it ended (checkmate…, from the rules).
play-white-wins = White wins ({ $score })
play-black-wins = Black wins ({ $score })
play-draw = Draw ({ $score })
play-result-reason = by { $reason }
play-unrated-result = Unrated game: no rating changes.
# Above the players' rating changes, one a line.
play-rated-result = Rated game:
play-takeback-heading = Take back?
play-takeback-text = Taking back makes this game unrated.

# The side panel. $clock: the time control (5+3).
play-rated = Rated game
play-unrated = Unrated
play-clock = Clock { $clock }
play-moves = Moves

# The game table's questions. $player: the player who would lose the abandoned rated game.
play-abandon-rated = Abandon the rated game in progress? It counts as a loss for { $player }, as resigning does.
play-abandon = Abandon the game in progress? It is gone unless you save it first.
play-white-resigns = White resigns? The game ends and Black wins.
play-black-resigns = Black resigns? The game ends and White wins.
# $number: the first move at which the computer may accept a draw.
play-offer-draw = Offer a draw? The computer accepts none before move { $number }, and then only in a position its search calls a dead draw.
play-white-offers-draw = White offers a draw. Black, do you accept?
play-black-offers-draw = Black offers a draw. White, do you accept?
# A clock beside the board. $time: the time left (4:59); $running: yes while it runs.
play-clock-white = White { $time }
play-clock-black = Black { $time }
play-clock-white-tip = { $running ->
    [yes] White's clock is running
   *[no] White's clock
}
play-clock-black-tip = { $running ->
    [yes] Black's clock is running
   *[no] Black's clock
}

# Learn from your mistakes (after a game review).
mistakes-title = Learn from your mistakes
# $at: the mistake on show (from 1); $count: the side's mistakes.
mistakes-side-white = White's mistakes: { $at } of { $count }
mistakes-side-black = Black's mistakes: { $at } of { $count }
# The move played in the game: $number as the move list numbers it ("12." or "12..."), $mv the move, $symbol its mark (?!, ?, ??), $judgement its name.
mistakes-played = In the game: { $number } { $mv }{ $symbol } ({ $judgement })
mistakes-find-white = Find a better move for White
mistakes-find-black = Find a better move for Black
mistakes-checking = Checking your move…
mistakes-good = Good move
mistakes-better = You can do better
# $points: the winning chances the move lost, in points of 100.
mistakes-loss = That move loses { $points } points of winning chances.
# $best: the engine's move.
mistakes-shown = The engine's move: { $best }
mistakes-failed = The move could not be judged: { $why }.
mistakes-none-white = White made no inaccuracy, mistake or blunder.
mistakes-none-black = Black made no inaccuracy, mistake or blunder.
# The end: $found of $count mistakes solved.
mistakes-done-white = Done: you found a better move for { $found } of White's { $count ->
        [one] { $count } mistake
       *[other] { $count } mistakes
    }.
mistakes-done-black = Done: you found a better move for { $found } of Black's { $count ->
        [one] { $count } mistake
       *[other] { $count } mistakes
    }.
