# The Puzzles screen (issue 45).
puzzles-title = Puzzles
puzzles-family = Family
puzzles-theme = Theme
puzzles-all-themes = All themes
# $theme: a theme's name; $count: how many puzzles of the family have it.
puzzles-theme-count = { $theme } ({ $count })
puzzles-mode-rated = Rated
puzzles-mode-rated-tip = Puzzles near your puzzle rating; each try moves it
puzzles-mode-streak = Streak
puzzles-mode-streak-tip = From the easiest, each one harder, until the first miss (not rated)
puzzles-no-profile = Add a profile (Profiles menu) to keep a puzzle rating.
puzzles-not-rated = Nobody (not rated)
puzzles-rated-for = Rated for
# $rating: the profile's puzzle rating in the family ("1500?" while provisional).
puzzles-your-rating = Your puzzle rating: { $rating }
puzzles-best-streak = Best streak: { $count }
puzzles-streak = Streak: { $count }
puzzles-none = No puzzle of this family has the theme chosen.
# $id: the puzzle's id; $variant: its variant's name; $rating: its rating now.
puzzles-about = Puzzle { $id } · { $variant } · rated { $rating }
# $side: White or Black.
puzzles-find = Your turn: find the best move for { $side }.
puzzles-find-mate = Your turn: { $side } mates in { $count }.
# $mv: the move tried, as the move list writes it.
puzzles-wrong = { $mv } is not the move. Try again.
puzzles-streak-over = { $mv } is not the move. The streak ends: { $count } solved.
puzzles-solved = Solved!
puzzles-shown = The solution is on the board.
# $cell: the name of the cell of the piece to move.
puzzles-hint-on = Hint: the piece on { $cell }.
# $before, $after: ratings as shown; $change: the difference with its sign.
puzzles-rating-change = Your rating: { $before } → { $after } ({ $change })
puzzles-puzzle-change = The puzzle's rating: { $before } → { $after } ({ $change })
# $line: the solution's moves as the move list writes them.
puzzles-line = The line: { $line }
puzzles-themes = Themes: { $themes }
puzzles-set-broken = The { $family } puzzles could not be read: { $error }
puzzles-not-saved = The puzzle result was not saved: { $error }
puzzles-theme-mate = Checkmate
puzzles-theme-mateIn1 = Mate in 1
puzzles-theme-mateIn2 = Mate in 2
puzzles-theme-mateIn3 = Mate in 3
puzzles-theme-mateIn4 = Mate in 4
puzzles-theme-advantage = Advantage
puzzles-theme-crushing = Crushing
puzzles-theme-fork = Fork
puzzles-theme-promotion = Promotion
puzzles-theme-sacrifice = Sacrifice
puzzles-theme-oneMove = One move
puzzles-theme-short = Short (2 moves)
puzzles-theme-long = Long (3 moves)
puzzles-theme-veryLong = Very long (4 moves)
puzzles-theme-otherLevelCheck = Check from the other level
puzzles-theme-ghost = A ghost decides
puzzles-theme-alongZW = Along z or w
puzzles-theme-transfer = A transfer wins
puzzles-theme-valhallaMate = Mate in Valhalla
puzzles-analysis-after = Solve the puzzle or view its solution first; then its position opens on the analysis board or in the editor.
puzzles-you = You
puzzles-opponent = Opponent
puzzles-status = Puzzles: { $family }
puzzles-step = The left and right arrows, Home and End step through the moves.
