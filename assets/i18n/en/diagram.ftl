# The Export diagram dialog: the board on show as an SVG or PNG picture.
diagram-title = Export diagram
diagram-intro = The board on show, in the view on show, as a picture for a worksheet.
diagram-format = Format
diagram-format-svg = SVG (vector)
diagram-format-png = PNG (picture)
diagram-markers = Markers
diagram-markers-tip = The selected piece and its moves, the last move, a check
diagram-coordinates = Coordinates
diagram-coordinates-tip = File and rank labels
diagram-caption = Caption:
# Shown in the empty caption field.
diagram-caption-hint = optional, under the board
diagram-width = Width (pixels):
# $error: why.
diagram-not-saved = The diagram was not saved: { $error }
diagram-error-raster = the diagram could not be turned into a picture: { $error }
# $file: the file; $error: the system's reason.
diagram-error-write = { $file } could not be written: { $error }
diagram-error-size = no picture of { $width }x{ $height } pixels can be made

# The title inside an SVG diagram that has no caption.
diagram-svg-title = Otherworlds diagram
