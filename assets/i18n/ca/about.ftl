# Ajuda > Quant a Otherworlds.

about-heading = Otherworlds: escacs en més d'un món
# $version: la versió de l'aplicació (1.2.0); $licence: el nom SPDX de la seva llicència (MIT OR Apache-2.0).
about-version = Versió { $version }   Llicència: { $licence }
about-fonts = Tipus de lletra, la icona i els sons
# Els tipus de lletra inclosos, una línia curta cadascun (la finestra cap en 640x480).
about-font-dejavu = DejaVu Sans (subconjunt)
about-font-symbols = Noto Sans Symbols 2 (subconjunt)
about-font-emoji = Noto Emoji (subconjunt)
about-font-cjk = Noto Sans CJK JP (subconjunt)
about-font-egui = Les fonts d'egui: Ubuntu, Hack, Noto
about-font-icon = La icona, dibuixada per a Otherworlds
about-licence-vera = Llicència Bitstream Vera
about-licence-ofl = SIL Open Font License 1.1
about-licence-egui = Ubuntu Font Licence, MIT, OFL
about-licence-icon = MIT OR Apache-2.0
about-third-party = Programari de tercers
about-third-party-intro = Fet amb aquests crates i tipus de lletra, cadascun amb la seva llicència:
about-sounds = Els sons, fets pel mateix Otherworlds
