# Help > About Otherworlds.

about-heading = Otherworlds: chess across more than one world
# $version: the app's version (1.2.0); $licence: its licence's SPDX name (MIT OR Apache-2.0).
about-version = Version { $version }   Licence: { $licence }
about-fonts = Fonts, the icon and the sounds
# The bundled fonts, one short line each (the window fits 640x480): the font, its licence.
about-font-dejavu = DejaVu Sans (subset)
about-font-symbols = Noto Sans Symbols 2 (subset)
about-font-emoji = Noto Emoji (subset)
about-font-cjk = Noto Sans CJK JP (subset)
about-font-egui = egui's fonts: Ubuntu, Hack, Noto
about-font-icon = The icon, drawn for Otherworlds
about-licence-vera = Bitstream Vera licence
about-licence-ofl = SIL Open Font License 1.1
about-licence-egui = Ubuntu Font Licence, MIT, OFL
about-licence-icon = MIT OR Apache-2.0
about-third-party = Third-party software
about-third-party-intro = Built with these crates and fonts, each under its own licence:
about-sounds = The sounds, made by Otherworlds itself
