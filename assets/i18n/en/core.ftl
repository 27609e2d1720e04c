# The rules' own words: variants, colours, pieces, results, a review's judgements.

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
end-fifty-moves = fifty-move rule
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
# A ghost (Two Worlds) in a sentence; $body is the colour its body had when it was
# captured: same (as $color) or the other one, white or black.
piece-ghost = { $color ->
    [white] white
   *[black] black
} ghost { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
}{ $body ->
    [white] {" "}(once white)
    [black] {" "}(once black)
   *[same] {""}
}

# A review's judgement of a move.
judgement-inaccuracy = inaccuracy
judgement-mistake = mistake
judgement-blunder = blunder

# The computer's levels 1-8, by strength.
level-1 = Beginner
level-2 = Novice
level-3 = Casual
level-4 = Club
level-5 = Strong club
level-6 = Expert
level-7 = Master
level-8 = Full strength

# The boards' titles (Two Worlds: Earth and Sky; Valhalla: the battlefield and Valhalla).
board-earth = Earth
board-sky = Sky
board-battlefield = Battlefield
board-valhalla = Valhalla
board-valhalla-swapped = Valhalla (colours swapped)
board-board = Board
