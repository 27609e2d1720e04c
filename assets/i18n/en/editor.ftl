# The board editor.
editor-title = Board editor
editor-clear = Clear
editor-clear-tip = Take every piece off the boards
editor-start-position = Start position
editor-start-position-tip = Set up the variant's start position
# Before a choice of White and Black.
editor-to-move = To move:
editor-position-string = Position string
editor-players = Players
# On Play from here while the position is not valid; $why says what is wrong.
editor-not-valid = The position is not valid: { $why }
editor-castling = Castling
# Valhalla has two boards: the battlefield and Valhalla.
editor-castling-battlefield = Castling on the battlefield
editor-castling-valhalla = Castling on the Valhalla
editor-en-passant = En passant square:
editor-en-passant-battlefield = En passant square on the battlefield:
editor-en-passant-valhalla = En passant square on the Valhalla:
# Screen-reader name of a castling right's checkbox: $letter is its letter (K, Q, I…),
# $right describes it.
editor-castling-right = { $letter }: { $right }
editor-halfmove-clock = Halfmove clock:
editor-move-number = Move number:
editor-valid = The position is valid
editor-eraser = Eraser
editor-eraser-tip = A click empties the cell (so does a right click, or Delete)
# The palette's brush that empties cells, in "Palette: eraser".
editor-eraser-name = eraser
# Two Worlds' marks: * is a ghost, ~ a promoted piece (as the position string writes them).
editor-ghost = Ghost *
editor-ghost-tip = The pieces of the palette are ghosts (Sky only) (G)
editor-promoted = Promoted ~
editor-promoted-tip = The pieces of the palette are promoted: not original rooks (M)
# Screen-reader name of a palette button; $piece: e.g. "white knight".
editor-palette-piece = Palette: { $piece }
# $key: the piece's key (e.g. N).
editor-palette-tip = Put a { $piece } with a click (or { $key } on a focused cell)
editor-palette-tip-shift = Put a { $piece } with a click (or Shift+{ $key } on a focused cell)

# What is wrong with the position in the editor (the app capitalises the first letter).
# $error: the reader's message, which quotes the text.
editor-does-not-read = the position string does not read: { $error }
# $color: white or black (the selector says it).
editor-no-king = no { $color ->
        [white] white
       *[black] black
    } king
# $count: how many kings of $color there are.
editor-too-many-kings = { $count ->
        [2] two
        [3] three
        [4] four
       *[other] { $count }
    } { $color ->
        [white] white
       *[black] black
    } kings
# $cell: a cell's name.
editor-pawn-first-or-last = a pawn on { $cell }: pawns never stand on the first or last rank
editor-pawn-one-or-four = a pawn on { $cell }: pawns never stand on rank 1 or rank 4
editor-pawn-earth = a pawn on Earth at { $cell }: no pawn stands on Earth's first or last rank
# $color: the side in check, white or black.
editor-opposite-check = { $color ->
        [white] White is in check but it is black's move
       *[black] Black is in check but it is white's move
    }
# $side: the side to move, as the position string writes it (w or b).
editor-en-passant-rank = the en-passant square { $square } is not on rank { $rank } ({ $side } to move)
# A problem on one of Valhalla's two boards; $problem: what is wrong there.
editor-on-valhalla = on Valhalla: { $problem }
editor-on-battlefield = on the battlefield: { $problem }
editor-ghost-on-earth = a ghost on Earth at { $cell }: ghosts live only in the Sky
editor-ghost-king = a ghost king on { $cell }: kings are never captured
# $role: the piece marked (pawn or king; the selector says it).
editor-promoted-mark = a promoted { $role ->
        [pawn] pawn
        [king] king
       *[other] { $role }
    } on { $cell }: only queens, rooks, bishops and knights are promoted
# $earth, $sky: the two cells.
editor-kings-stacked = the two kings stand on the same square of both levels ({ $earth } and { $sky })
# $letter: a castling right's letter (I or i); ~ marks a promoted piece, as the position string writes it.
editor-castling-without-rook = castling right { $letter } without an original { $color ->
        [white] white
       *[black] black
    } rook (a rook with no ~ mark, not a ghost)
# $found, $expected: side letters of the position string; $rules: the rules' name.
editor-valhalla-side = Valhalla's side to move is '{ $found }' but must be '{ $expected }' under { $rules } rules
# $which: the kings missing.
editor-missing-kings = kings are missing ({ $which }); only a finished game may lack one
# $color: white or black; $what: pieces or pawns (the selectors say them).
editor-too-many = { $color ->
        [white] White
       *[black] Black
    } has { $count } { $what ->
        [pawns] pawns
        [pieces] pieces
       *[other] { $what }
    } on the two boards, at most { $max }

# A promoted piece of the palette (Two Worlds): "white promoted queen". $color: white
# or black; $role: knight, bishop, rook or queen (the selectors say them).
editor-promoted-piece = { $color ->
        [white] white
       *[black] black
    } promoted { $role ->
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
        [pawn] pawn
       *[king] king
    }
