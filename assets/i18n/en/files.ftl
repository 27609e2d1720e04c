# Reading and writing the user's files. $file: the file's path; $what: what is there
# instead of a file (e.g. "a directory"); $error: the system's reason.
files-not-found = { $file } not found
files-not-regular = { $file } is { $what }, not a regular file
# $size, $limit: numbers of bytes.
files-too-large = { $file } is too large: { $size } bytes, the limit is { $limit } bytes
# $offset: where the first byte that is not UTF-8 is.
files-not-text = { $file } is not UTF-8 text (an invalid byte at offset { $offset })
files-not-read = { $file } could not be read: { $error }
files-write-not-regular = { $file } is { $what }, not a regular file, so nothing was written there
files-not-written = { $file } could not be written: { $error }

# The app's own file chooser, shown when the system's file dialog cannot be.
files-chooser-fallback = The system's file dialog could not be shown, so the app's own chooser is open.
# $folder: a folder's path; $error: the system's reason.
files-chooser-folder-unreadable = { $folder } cannot be read: { $error }
files-chooser-type-a-name = Type a file name or pick a file in the list.
files-chooser-no-folder = There is no folder { $folder }.
files-chooser-no-file = There is no file { $file }.
# The button that ends the chooser with the file, per purpose.
files-chooser-save-here = Save here
files-chooser-open-this = Open this file
files-chooser-import-this = Import this theme
files-chooser-export-here = Export here
files-chooser-use-this-picture = Use this picture
files-chooser-up = Up
files-chooser-up-tip = Show the folder that holds this one
files-chooser-folder = Folder: { $folder }
files-chooser-folder-tip = The folder listed below
files-chooser-empty = (no folders or matching files here)
files-chooser-open-folder-tip = Open this folder
files-chooser-choose-file-tip = Choose this file
files-chooser-file-name = File name:
files-chooser-file-name-tip = A name in this folder, or a whole path
# $filter: the kind of file listed (e.g. "Otherworlds game"); $extensions: their
# extensions (".owgame, .json").
files-chooser-shows = Shows: { $filter } ({ $extensions })
files-chooser-use-tip = Use the file named above
files-chooser-cancel = Cancel
files-chooser-cancel-tip = Close without choosing a file
# Titles of the file dialogs.
files-dialog-save-game = Save game
files-dialog-open-game = Open game
files-dialog-import-theme = Import theme
files-dialog-export-theme = Export theme
files-dialog-picture = Background picture
files-dialog-export-diagram = Export diagram
files-dialog-export-pgn = Export as PGN
# The kinds of file a dialog lists.
files-filter-game = Otherworlds game
files-filter-game-or-pgn = Otherworlds game or PGN
files-filter-pgn = PGN
files-filter-theme = Otherworlds theme
files-filter-pictures = Pictures
files-filter-svg = SVG picture
files-filter-png = PNG picture
