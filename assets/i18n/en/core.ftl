# The rules' own words: variants, colours, pieces, results, Valhalla's turn phases
# and why a position cannot be set up (the board editor's errors).

variant-standard = Standard chess
variant-two-worlds = Two Worlds
variant-4d = 4D chess (full set)
variant-4d-classic = 4D chess (classic set)
family-4d = 4D chess
variant-valhalla = Valhalla
# Valhalla's options, added to its name: "Valhalla, inverted, mirror".
valhalla-inverted = inverted
valhalla-mirror = mirror
valhalla-eternal = eternal
# One more item added to a list ($list is what came before).
list-more = { $list }, { $item }

color-white = White
color-black = Black
role-pawn = pawn
role-knight = knight
role-bishop = bishop
role-rook = rook
role-queen = queen
role-king = king
# A piece in a sentence ("white knight"); $color is white or black, $role pawn, knight,
# bishop, rook, queen or king.
piece-name = { $color ->
    [white] white
   *[black] black
} { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
}

# How a game ended (after "by": "White wins by checkmate").
end-checkmate = checkmate
end-stalemate = stalemate
end-insufficient-material = insufficient material
end-threefold-repetition = threefold repetition
end-fifty-moves = the fifty-move rule
end-king-replaced = king replaced
end-resignation = resignation
end-timeout = timeout
end-timeout-vs-insufficient-material = timeout against insufficient material
end-agreement = agreement
# $winner is white or black.
outcome-win = { $winner ->
    [white] White
   *[black] Black
} wins by { $reason }
outcome-draw = Draw by { $reason }

# Valhalla's players are A and B; $first and $second are the colours they hold on
# board 1 and board 2 (white or black).
valhalla-player = { $player } ({ $first ->
    [white] white
   *[black] black
} on board 1, { $second ->
    [white] white
   *[black] black
} on board 2)
# The status bar during a Valhalla turn; $player is the line above, $piece "black knight".
phase-move = board { $board } ({ $board ->
    [1] battlefield
   *[other] Valhalla
}): { $player } to move
phase-move-or-pass = board { $board } ({ $board ->
    [1] battlefield
   *[other] Valhalla
}): { $player } to move; may pass
phase-place-home = { $player } places the captured { $piece } on a home square of board 2
phase-place-mirror = { $player } puts the captured { $piece } on the same square of board 2
phase-place-return = { $player } returns the captured { $piece } to board 1
phase-disappears = the captured { $piece } has no empty home square on board 2: it disappears
phase-over = game over: { $result }

# Why the board editor cannot use a position. $color is white or black; $cell a cell's name.
setup-missing-king = { $color ->
    [white] White
   *[black] Black
} has no king
setup-too-many-kings = { $color ->
    [white] White
   *[black] Black
} has { $count } kings, expected one
setup-pawn-first-or-last = pawn on { $cell }: pawns cannot stand on the first or last rank
setup-pawn-one-or-four = pawn on { $cell }: pawns cannot stand on rank 1 or rank 4
setup-pawn-earth = pawn on Earth { $cell }: no pawn stands on Earth's first or last rank
setup-opposite-check = { $color ->
    [white] White is in check but it is Black's move
   *[black] Black is in check but it is White's move
}
setup-en-passant-rank = the en passant square { $square } is not on rank { $rank }
setup-on-board = board { $board }: { $error }
setup-ghost-on-earth = ghost on Earth { $cell }: ghosts live only in the Sky
setup-ghost-king = ghost king on { $cell }: kings are never captured
# $role is the piece's English name (pawn, king, piece).
setup-promoted-mark = '~' on the { $role } on { $cell }: only a promoted queen, rook, bishop or knight exists
setup-kings-stacked = the kings are stacked on { $earth } and { $sky }
setup-inter-level-without-rook = castling '{ $letter }' needs an original { $color ->
    [white] white
   *[black] black
} rook
setup-board2-side = board 2's side to move is '{ $found }', but with these options it must be '{ $expected }'
setup-missing-kings = { $count } kings are missing ({ $which }); only a finished king-replaced game may lack one
# $what is pieces or pawns.
setup-too-many = { $color ->
    [white] White
   *[black] Black
} has { $count } { $what ->
    [pawns] pawns
   *[pieces] pieces
} on the two boards, at most { $max }
