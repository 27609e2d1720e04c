# The rules' own words: variants, colours, pieces, results, Valhalla's turn phases.

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
