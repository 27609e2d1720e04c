# Help > Keyboard shortcuts: a table of keys, what they do, where they work.

shortcuts-keys = Keys
shortcuts-what = What it does
shortcuts-where = Where
# Where a key works (the table's Where column).
shortcuts-everywhere = Everywhere
shortcuts-game-and-editor = Game and editor
shortcuts-game = Game
shortcuts-editor = Editor
shortcuts-learn = Learn
shortcuts-several-screens = Several screens
# The heading of the board keys' table (B and Tab are keys).
shortcuts-board-cell = On a board cell with the focus (B or Tab reaches the board)
