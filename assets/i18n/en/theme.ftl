# The studio's backgrounds.
theme-background-system = Window colour
theme-background-plain = Plain colour
theme-background-night-sky = Night sky
theme-background-dusk = Mountains at dusk
theme-background-sea = Sea horizon
theme-background-nebula = Nebula clouds
theme-background-image = My image
# Pairs of colours read as text, named in the studio's contrast warnings
# ("Hard to read: Window text on the window has a contrast of …").
theme-contrast-window = Window text on the window
theme-contrast-dialogs = Window text in dialogs
# $state: which control (the selector says it).
theme-contrast-text-of = Text of { $state ->
        [hovered] a button under the pointer
        [pressed] a pressed button
        [menu] an open menu
        [label] a label
       *[button] a button
    }
theme-contrast-text-of-filled = Text of { $state ->
        [hovered] a button under the pointer
        [pressed] a pressed button
        [menu] an open menu
        [label] a label
       *[button] a button
    } (filled)
theme-contrast-chosen = Text of a chosen button
theme-contrast-warnings = Warnings
theme-contrast-errors = Errors
theme-contrast-links = Links
theme-contrast-banner = Banner text on the banner
theme-contrast-coordinates = Coordinates on the background

# A colour typed or read from a theme file that does not read; $text: as written.
theme-not-a-colour = '{ $text }' is not a colour: write #rrggbb or #rrggbbaa
# What a theme file's reader expected for a part of a colour.
theme-expecting-colour-part = a byte or [r, g, b, a]
theme-not-a-colour-byte = { $value } is not a colour byte (0..=255)
