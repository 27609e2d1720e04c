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
files-chooser-use-this-program = Use this program
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
files-chooser-shows-all = Shows: every file
files-chooser-use-tip = Use the file named above
files-chooser-cancel = Cancel
files-chooser-cancel-tip = Close without choosing a file
# Titles of the file dialogs.
files-dialog-save-game = Save game
files-dialog-open-game = Open game
files-dialog-import-theme = Import theme
files-dialog-export-theme = Export theme
files-dialog-picture = Background picture
files-dialog-engine = The engine's program
files-dialog-export-diagram = Export diagram
files-dialog-export-pgn = Export as PGN
# The kinds of file a dialog lists.
files-filter-game = Otherworlds game
files-filter-game-or-pgn = Otherworlds game or PGN
files-filter-pgn = PGN
files-filter-theme = Otherworlds theme
files-filter-pictures = Pictures
files-filter-programs = Programs
files-filter-svg = SVG picture
files-filter-png = PNG picture

# $folder: a folder's path; $error: the system's reason.
files-folder-not-made = { $folder } could not be made: { $error }
# $count: how many autosave slots there are (several windows each autosave in one).
files-slots-in-use = all { $count } autosave slots are in use
# The settings file. Values found out of range, listed in a notice:
files-settings-window-scale = window scale { $scale }
files-settings-window-size = window size { $width } x { $height }
files-settings-window-place = window place { $x }, { $y }
# $error: the reader's message (English).
files-settings-app-entry = the app's settings in it: { $error }
files-settings-not-read = Your settings file could not be read ({ $error }); the default settings are used and are not saved over it.
files-settings-not-utf8 = it is not UTF-8 text
# $file: where the unreadable file was kept; $reason: why it could not be moved.
files-settings-not-read-kept = Your settings file could not be read ({ $error }); it was kept as { $file } and the default settings are used.
files-settings-not-read-not-moved = Your settings file could not be read ({ $error }), nor moved aside ({ $reason }); the default settings are used and are not saved over it.
# $values: the values that were out of range, listed.
files-settings-repaired-kept = Your settings file held values the app cannot use ({ $values }); they were reset, and the file as it was is kept as { $file }.
files-settings-repaired-not-written = Your settings file held values the app cannot use ({ $values }); they were reset for now (the file as it was is kept as { $file }; it could not be written again: { $reason }).
files-settings-repaired-not-kept = Your settings file held values the app cannot use ({ $values }); they were reset for now, and the file is left as it is (it could not be kept aside: { $reason }).
files-settings-cannot-write = the settings cannot be written: { $error }
files-settings-no-read-back = the settings would not read back: { $error }
files-settings-not-as-they-are = the settings would not read back as they are

# A file action that failed because of a bug; $what: the action (e.g. "Reading your theme").
files-lost = { $what } failed inside the app (a bug); nothing was changed
# What the files worker is busy with when the tests make the disk slow.
files-holding = Holding the worker

files-settings-zoom = zoom { $zoom }
# Where the settings file does not read; $error: the reader's message (English).
files-settings-where = line { $line }, column { $column }: { $error }

# An earlier version's data folder moved at the first start (files/migrate.rs); $old: a
# file or folder that stayed, $new: the application id's folder.
files-migrate-kept = { $old } was kept where it was: { $new } already has a file of that name.
files-migrate-failed = { $old } could not be moved to { $new } ({ $error }); its files are still there.
