# The customisation studio: a panel at the window's left that edits the theme.
studio-title = Customisation studio
studio-close = Close
studio-close-tip = Close the studio (Esc)
# $what names two colours of the theme read together (e.g. "window text on window");
# $ratio and $needed are contrast ratios such as 3.2.
studio-hard-to-read = Hard to read: { $what } has a contrast of { $ratio }:1, below the { $needed }:1 text needs (WCAG AA). Pick a lighter or darker colour.
# Stands for a ready-made theme's name when it has none.
studio-the-ready-made-theme = the ready-made theme
studio-replace-question = Replace your colours?
# $colours: the name of the user's unsaved theme; $name: the ready-made theme picked.
studio-replace-unsaved = Your colours ({ $colours }) are not saved. { $name } would replace them.
studio-keep-colours = Keep my colours
studio-keep-colours-tip = Stay with your colours (Esc)
studio-replace-with = Replace with { $name }
studio-replace-with-tip = Your colours are lost unless you saved them
studio-intro = Changes show on the board at once. Esc closes the studio.
# Section headings of the studio.
studio-ready-made = Ready-made themes
studio-window = Window
studio-background = Background
studio-boards = Boards
studio-pieces = Pieces and ghosts
studio-markers = Markers
studio-lighting = Lighting of the 3D view
studio-theme-files = Theme files
# Names of the theme's colours, each beside its colour button.
studio-colour-window = Window
studio-colour-window-text = Window text
studio-colour-white-fill = White fill
studio-colour-white-outline = White outline
studio-colour-white-detail = White detail
studio-colour-black-fill = Black fill
studio-colour-black-outline = Black outline
studio-colour-black-detail = Black detail
studio-colour-move-dot = Move dot
studio-colour-capture-ring = Capture ring
studio-colour-vertical-ring = Vertical move ring
studio-colour-placement = Placement frame
studio-colour-selected = Selected cell
studio-colour-last-move = Last move
studio-colour-check = Check glow
studio-colour-focus = Keyboard focus
# Colours of the arrows and circles a user draws; the key held while drawing in brackets.
studio-colour-draw-green = Drawn: green
studio-colour-draw-red = Drawn: red (Shift)
studio-colour-draw-blue = Drawn: blue (Alt)
studio-colour-draw-yellow = Drawn: yellow (Shift+Alt)
studio-colour-clock-low = Clock low on time
studio-colour-coordinates = Coordinates
studio-colour-banner = Banner
studio-colour-banner-text = Banner text
studio-colour-sky = Sky or plain colour
studio-colour-horizon = Horizon
studio-colour-light-cells = Light cells
studio-colour-dark-cells = Dark cells
# $board: a board's name (e.g. "Valhalla").
studio-colour-board-light = { $board }: light cells
studio-colour-board-dark = { $board }: dark cells
# Screen-reader names of a colour's button and hex field; $name is the colour's name.
studio-colour-button = { $name } colour
studio-colour-hex = { $name } hex
studio-ghost-opacity = Ghost opacity
studio-marker-size = Marker size
# The direction, height and strength of the 3D view's light.
studio-light-direction = Direction
studio-light-height = Height
studio-light-intensity = Intensity
studio-picture = Picture…
studio-picture-tip = Use your own PNG or JPEG picture
# $boards: the other boards' names joined by commas.
studio-own-colours = { $boards } with its own colours
studio-theme-name = Name
studio-theme-name-field = Theme name
studio-save-theme = Save theme
studio-save-theme-tip = Keep this theme in your themes under this name
studio-your-themes = Your themes:
studio-use-theme-tip = Use this theme
studio-import = Import…
studio-import-tip = Use a theme file
studio-export = Export…
studio-export-tip = Write this theme to a file
# $folder: the folder the user's themes are kept in.
studio-kept-in = Kept in { $folder }

# Errors of theme files. $error: what went wrong (from the file system or the reader).
studio-error-file = theme file { $error }
# $place: the file; $line, $column: where in it; $error: the reader's message (English).
studio-error-parse = theme file { $place }, line { $line }, column { $column }: { $error }
# $field: the setting's name in the file (e.g. ghost_opacity); $value, $min, $max: numbers.
studio-error-out-of-range = theme file { $place }: { $field } is { $value }; it must be a number from { $min } to { $max }
studio-error-serialize = could not write the theme as RON: { $error }
studio-error-no-config-dir = no config directory is known on this system (set XDG_CONFIG_HOME or HOME)
studio-error-bad-name = a theme name must have a letter or digit; '{ $name }' has none
studio-error-image = the theme's background: { $error }
# Errors of a background picture. $image: the file.
studio-image-error-file = image { $error }
studio-image-too-many-pixels = image { $image } is { $width }x{ $height } pixels; the limit is { $side } pixels a side and { $pixels } pixels in all
# $reason: the image decoder's message (English).
studio-image-not-an-image = { $image } is not a PNG or JPEG image ({ $reason })
studio-image-unknown-format = unknown file format
# Notices after a theme action; $name: a theme's name.
studio-using-ready-made = Using the ready-made theme { $name }.
# $id: the ready-made theme's internal name (a bug if shown).
studio-ready-made-broken = The ready-made theme { $id } is broken.
studio-imported = Imported { $file }.
studio-using-yours = Using your theme { $name }.

# $file: a file's name or path.
studio-background-chosen = Background: { $file }.
# $error: why (a sentence from the app).
studio-background-not-shown = The background picture is not shown: { $error }
studio-theme-unchanged = The theme is unchanged: { $error }
# The theme in use could not be read back at start; $error says why.
studio-not-restored = Your theme was not restored: { $error }
studio-not-restored-kept = Your theme was not restored: { $error }. The file was kept as { $file }; the Classic theme is in use.
# $reason: why the broken file could not be renamed.
studio-not-restored-not-moved = Your theme was not restored: { $error }. It could not be moved aside ({ $reason }), so the theme in use is not saved over it.
studio-not-restored-unreadable = Your theme was not restored: { $error }. The theme in use is not saved over it.
studio-not-saved = The theme in use was not saved: theme file { $error }
studio-saved-as = Saved as { $file }.
studio-exported-to = Exported to { $file }.
# Shown while the files worker is busy.
studio-listing-themes = Listing your themes
studio-reading = Reading { $file }
studio-reading-picture = Reading the picture { $file }

studio-reading-your-theme = Reading your theme
