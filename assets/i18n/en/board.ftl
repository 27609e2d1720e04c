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
