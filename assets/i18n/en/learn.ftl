# The Learn screen: a variant's rules, guided tours and exercises.
# $error: why the part does not load.
learn-part-does-not-load = This part of the lesson does not load: { $error }
learn-coordinates-hint = Click any cell, or move the keyboard focus onto it, to see its coordinates.
learn-try-it = Try it
learn-try-it-tip = Start this game against the computer at the level named above; it goes on as a normal game
learn-show-me = Show me
learn-show-me-tip = Play the move this diagram is about
learn-reset = Reset
learn-reset-diagram-tip = Back to the diagram's position
learn-reset-check-tip = Put the check back and try another answer
learn-reset-exercise-tip = Start the exercise again
learn-save-diagram = Save diagram…
learn-save-diagram-tip = Save this diagram as SVG or PNG, for a worksheet
learn-pass = Pass
learn-pass-tip = Make no move on Valhalla (allowed now)
# Before the buttons that choose a piece whose range is shown.
learn-piece = Piece:
learn-piece-tip = Put this piece alone on the board and light its range
# $role: the piece (the selector says it); $count: the number of cells.
learn-range-count = The { $role ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    } reaches { $count ->
        [one] { $count } cell
       *[other] { $count } cells
    }.
# The ways to answer a check; $way names one (e.g. "Block the line").
learn-way-done = { $way }: done
learn-way-possible = { $way }: possible here
learn-way-impossible = { $way }: impossible here
learn-answered-check = You answered the check: { $way }.
learn-answered-check-and-check = You answered the check: { $way }. The other side is now in check.
# The three ways to answer a check.
learn-way-capture = capture the attacker
learn-way-block = block the line
learn-way-king = move the king
# An exercise: moves used of those allowed.
learn-moves-used = Moves: { $used } of { $allowed }
# $cells: the names of the target cells not reached yet, joined by commas.
learn-targets-left = Targets left: { $cells }
learn-hints = Hints
learn-hide-hints = Hide hints
learn-hints-tip = Show or hide the hint arrows
learn-next-level = Next level
learn-next-level-tip = The next exercise
learn-solved-before = You have solved this exercise before.
# A quiz question; $role: the piece (the selector says it), $from and $to: cells.
learn-quiz-question = Can the { $role ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    } go from { $from } to { $to }?
learn-quiz-question-any = Can the piece go from { $from } to { $to }?
learn-legal = Legal
learn-legal-tip = Answer: the move is legal
learn-illegal = Illegal
learn-illegal-tip = Answer: the move is illegal
# The answer to a quiz question. $changes says what the move changes (e.g. "changes
# file and rank"); $why: the course's explanation (may be empty).
learn-quiz-right-legal = Right: the move is legal. From { $from } to { $to } it { $changes }. { $why }
learn-quiz-right-illegal = Right: the move is illegal. From { $from } to { $to } it { $changes }. { $why }
learn-quiz-wrong-legal = Not quite: the move is legal. From { $from } to { $to } it { $changes }. { $why }
learn-quiz-wrong-illegal = Not quite: the move is illegal. From { $from } to { $to } it { $changes }. { $why }
# "Diagram 2 of 3:" before a button per diagram; the buttons' tips "Diagram 2".
learn-diagram-of = Diagram { $n } of { $count }:
learn-diagram-n = Diagram { $n }
learn-question-of = Question { $n } of { $count }:
learn-question-n = Question { $n }

# A 4D cell's coordinates, in the Coordinates step. $cell: its name (e.g. a1[0,1]);
# $x, $y, $z, $w: its coordinates; $file: its file letter; $rank: its rank number.
# $side is "left" or "right", $row "lower" or "upper" (the selectors below say them).
learn-cell-coordinates = { $cell }: x = { $x } (file { $file }), y = { $y } (rank { $rank }), z = { $z } ({ $side ->
        [left] left
       *[right] right
    } board), w = { $w } ({ $row ->
        [lower] lower
       *[upper] upper
    } row): the { $row ->
        [lower] lower
       *[upper] upper
    }-{ $side ->
        [left] left
       *[right] right
    } board; in the tesseract, the { $row ->
        [lower] inner
       *[upper] outer
    } cube
# One coordinate a move changes: $axis is x, y, z or w; $by how much.
learn-change-axis = { $axis } by { $by }
# What a move changes; $a, $b, $c, $d are learn-change-axis texts.
learn-changes-none = changes nothing (no coordinates)
learn-changes-one = changes { $a } (one coordinate)
learn-changes-two = changes { $a } and { $b } (two coordinates)
learn-changes-three = changes { $a }, { $b } and { $c } (three coordinates)
learn-changes-four = changes { $a }, { $b }, { $c } and { $d } (four coordinates)

learn-title = Learn
# A course that does not load; $n: its number.
learn-course-broken = Course { $n } (does not load)
learn-course-tip = The rules, the guided tours and the exercises of this variant
learn-back-to-game = Back to the game
learn-back-to-game-tip = Close the lessons; the game waits where you left it (Escape)
learn-rules = Rules
learn-rules-tip = One section per rule, each with a live diagram
# $title: a tour's title from the course.
learn-tour = Tour: { $title }
learn-tour-tip = A guided lesson, step by step
learn-exercise = Exercise: { $title }
learn-exercise-tip = Reach the marked cells in the moves allowed
learn-level = Level { $n }
# An item of the list the learner has done; $title: its title.
learn-item-done = { $title } (done)
learn-back = Back
learn-back-tip = The previous diagram, question or step (Page Up, Alt+Left)
learn-next = Next
learn-next-tip = The next diagram, question or step (Page Down, Alt+Right)
# Where the learner is: "Section 3 of 12".
learn-section-of = Section { $n } of { $count }
learn-step-of = Step { $n } of { $count }
learn-level-of = Level { $n } of { $count }

# Errors of a course file (for the course's authors). $cell: a cell's name as written.
learn-error-no-cell = no cell "{ $cell }" on this board
learn-error-no-cell-to-select = no cell "{ $cell }" to select
learn-error-position = position "{ $position }": { $error }
learn-cannot-show = This move cannot be shown: { $error }
# Under a diagram after Show me; $moves: the moves played, joined by commas;
# $result: how the game ended (e.g. "Black wins by checkmate (0-1)").
learn-shown = Shown: { $moves }
learn-shown-result = Shown: { $moves }. { $result }
# $mv: the move the learner played, as the move list writes it.
learn-played = Played: { $mv }
learn-played-result = Played: { $mv }. { $result }
learn-played-pass = Played: pass

learn-error-no-target = an exercise needs at least one target cell
learn-error-no-range-cell = no cell "{ $cell }" for the range step
# $mv: a move as the course file writes it.
learn-error-not-a-move = "{ $mv }" is not two cells of this board
# An exercise solved in $count moves.
learn-solved-in = Solved in { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }!
learn-out-of-moves = No moves left: Reset and try another way.
learn-move-gives-check = That move gives check: in an exercise the other king is left alone. Try another move.

learn-no-such-course = no such course
