# Keys as tooltips and the Shortcuts window name them. "Ctrl", "Alt", "Shift" and the
# letters come from the system; these are the keys whose names the app gives.

# Two or more keys that do the same: $keys is one key or a list already joined, $key the next.
keys-or = { $keys } or { $key }
keys-left-arrow = Left arrow
keys-right-arrow = Right arrow
keys-space = Space
keys-home = Home
keys-end = End
keys-page-down = Page Down
keys-page-up = Page Up

# The keys a focused board cell takes (Shortcuts window: key, then what it does).
keys-board-arrows = Arrows
keys-board-arrows-tip = Move the focus on the board
keys-board-alt-arrows = Alt+arrows
keys-board-alt-arrows-tip = Move the focus to the next board
keys-board-enter = Enter / Space
keys-board-enter-tip = Select a piece, play it to the focused cell
keys-board-escape = Escape
keys-board-escape-tip = Give up an arrow begun by key, else clear the selection, else leave the board
