# The board: drawing keys (Shortcuts window: key, then what it does), the board's
# accessible names.

# The letter key O itself (circles a cell): keep the key's letter.
board-key-circle = O
board-key-circle-tip = Circle the focused cell (again: remove it)
# The letter key D itself (draws an arrow): keep the key's letter.
board-key-arrow = D
board-key-arrow-tip = Start an arrow on the focused cell; D on another cell ends it
board-key-clear = Delete
board-key-clear-tip = Clear the drawings of the position on show (Backspace too)
board-key-colours = Shift / Alt / Shift+Alt
board-key-colours-tip = With O or D: red, blue or yellow instead of green

# What a screen reader says of a cell after its name and piece, each a part of a
# comma-separated list: "e4, Sky, white ghost knight, capture here".
board-empty = empty
board-selected = selected
board-in-check = in check
board-gives-check = gives check
board-move-here = move here
board-capture-here = capture here
board-en-passant-here = en passant capture here
board-taken-en-passant = taken en passant
board-vertical-move-here = vertical move here
board-vertical-capture-here = vertical capture here
board-place-here = place here
board-beam = beam of light from the selected piece
# The drawings on a cell. $colour: green, red, blue, yellow; $cell: another cell's name.
board-circle = { $colour ->
    [green] green
    [red] red
    [blue] blue
   *[yellow] yellow
} circle
board-arrow-to = { $colour ->
    [green] green
    [red] red
    [blue] blue
   *[yellow] yellow
} arrow to { $cell }
board-arrow-from = { $colour ->
    [green] green
    [red] red
    [blue] blue
   *[yellow] yellow
} arrow from { $cell }
board-arrow-starts-here = arrow starts here
